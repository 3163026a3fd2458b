import Foundation
import Glibc
import TestSupport
import Testing

@testable import CursesBackend

/// The check of a compiled terminfo entry before ncurses reads it, and where it is looked for.
@Suite struct TerminfoEntryTests {
  static func check(_ bytes: [UInt8]) throws(TerminfoEntry.Damage) -> TerminfoEntry? {
    try TerminfoEntry.check(bytes)
  }

  @Test func theSystemXtermEntryIsAccepted() throws {
    let entry = try #require(try Self.check(try TerminfoFixtures.systemEntry("xterm-256color")))
    #expect(entry.names.hasPrefix("xterm-256color|"), "\(entry.names)")
    #expect(entry.extendedStringCount > 10, "xterm-256color has extended strings (XM, kxIN, …)")
  }

  @Test func everyEntryOnThisSystemIsAccepted() throws {
    let paths = TerminfoFixtures.allSystemEntries()
    try #require(paths.count > 30, "too few terminfo entries on this system: \(paths.count)")
    for path in paths {
      let bytes = try #require(TerminfoEntry.read(path), "\(path) cannot be read")
      do {
        #expect(try Self.check(bytes) != nil, "\(path) is passed over")
      } catch {
        Issue.record("\(path) is refused: \(error)")
      }
    }
  }

  /// Damage ncurses 6.4 loads and then crashes on, or complains about on the terminal: refused.
  @Test func damageNcursesWouldNotSurviveIsRefused() throws {
    let xterm = try TerminfoFixtures.systemEntry("xterm-256color")
    let layout = TerminfoFixtures.Layout(xterm)
    try #require(layout.extendedHeader != nil)
    let name = layout.extendedNameOffset(3)
    var highByte = xterm
    highByte[name + 1] = 0x4D
    let cases: [(String, [UInt8], String)] = [
      // The fuzzer's crash in tigetstr: a name offset pushed past the table.
      ("a name offset past its table", highByte, "has no name inside its table"),
      // A missing name: a null pointer for strcmp.
      (
        "a missing name", TerminfoFixtures.settingShort(xterm, at: name, to: -1),
        "has no name inside its table"
      ),
      // More standard strings than ncurses makes room for, with extended ones to move in: the
      // heap overflow behind the double free.
      (
        "too many strings",
        TerminfoFixtures.settingShort(
          TerminfoFixtures.settingShort(xterm, at: 8, to: layout.strings + 47), at: 10,
          to: layout.tableSize - 94),
        "more than 414"
      ),
      // An offset equal to the table's size: ncurses prints "corrupt data" on the terminal.
      (
        "an offset at the table's end",
        TerminfoFixtures.settingShort(xterm, at: layout.stringOffsets, to: layout.tableSize),
        "points outside its table"
      ),
    ]
    for (what, bytes, reason) in cases {
      #expect(throws: TerminfoEntry.Damage.self, "\(what)") { try Self.check(bytes) }
      do throws(TerminfoEntry.Damage) {
        _ = try Self.check(bytes)
      } catch {
        #expect(error.description.contains(reason), "\(what): \(error)")
      }
    }
  }

  /// What ncurses rejects it passes over (then tries the next directory): so does the check.
  @Test func filesNcursesRejectsArePassedOver() throws {
    let xterm = try TerminfoFixtures.systemEntry("xterm-256color")
    let layout = TerminfoFixtures.Layout(xterm)
    for (what, bytes) in [
      ("empty", []), ("not terminfo", Array("#!/bin/sh\necho hi\n".utf8)),
      ("cut in the strings", Array(xterm.prefix(layout.stringOffsets + 40))),
      ("a negative count", TerminfoFixtures.settingShort(xterm, at: 4, to: -7)),
    ] as [(String, [UInt8])] {
      #expect(try Self.check(bytes) == nil, "\(what)")
    }
  }

  /// Damage ncurses survives (a string offset past the table reads as a missing capability) is
  /// accepted, as ncurses accepts it.
  @Test func damageNcursesSurvivesIsAccepted() throws {
    let xterm = try TerminfoFixtures.systemEntry("xterm-256color")
    let layout = TerminfoFixtures.Layout(xterm)
    let absent = TerminfoFixtures.settingShort(
      xterm, at: layout.stringOffsets + 2, to: layout.tableSize + 100)
    #expect(try Self.check(absent) != nil)
    var text = xterm
    text[layout.stringOffsets + layout.strings * 2 + 5] = UInt8(ascii: "Z")
    #expect(try Self.check(text) != nil)
  }

  // MARK: - Where entries are

  @Test func theSearchPathIsNcursesOrder() {
    let environment = [
      "TERMINFO": "/t", "HOME": "/home/me", "TERMINFO_DIRS": "/a::/b\t:hex:00ff:b64:AB==",
    ]
    let path = TerminfoEntry.searchPath(environment: { environment[$0] }, elevated: false)
    #expect(
      path == [
        "/t", "/home/me/.terminfo", "/a", "/usr/share/terminfo", "/b", "hex:00ff", "b64:AB==",
        "/etc/terminfo", "/lib/terminfo",
      ])
    let elevated = TerminfoEntry.searchPath(environment: { environment[$0] }, elevated: true)
    #expect(elevated == ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"])
    // TERMINFO itself may hold several directories, as ncurses splits the whole list.
    let two = TerminfoEntry.searchPath(
      environment: { $0 == "TERMINFO" ? "/x:/y" : nil }, elevated: false)
    #expect(two.prefix(2) == ["/x", "/y"])
  }

  @Test func namesThatCannotNameAnEntryAndMissingDatabases() {
    let directories = ["/d1", "/d2"]
    let existing: Set<String> = ["/d2/x/xterm"]
    func locate(_ name: String, directories: [String] = directories) -> TerminfoEntry.Location {
      TerminfoEntry.locate(
        name, in: directories, isDirectory: { directories.contains($0) },
        isFile: { existing.contains($0) })
    }
    #expect(locate("xterm") == .candidates([.file("/d2/x/xterm")]))
    #expect(locate("nothing") == .candidates([]))
    for bad in ["", ".", "..", "../x/xterm", "a/b", String(repeating: "x", count: 5000)] {
      #expect(locate(bad) == .invalidName, "\(bad.prefix(20))")
    }
    #expect(
      TerminfoEntry.locate("xterm", in: ["/d1"], isDirectory: { _ in false }, isFile: { _ in true })
        == .noDatabase)
  }

  /// An entry in the search path itself (`TERMINFO=hex:…` or `b64:…`) is decoded as ncurses
  /// decodes it, and checked like a file.
  @Test func quickDumpsInTheSearchPathAreDecodedAndChecked() throws {
    let xterm = try TerminfoFixtures.systemEntry("xterm-256color")
    let hex = "hex:" + xterm.map { String(format: "%02x", $0) }.joined()
    let base64 = "b64:" + Data(xterm).base64EncodedString()
    #expect(TerminfoEntry.decodeQuickDump(hex) == xterm)
    #expect(TerminfoEntry.decodeQuickDump(base64) == xterm)
    #expect(TerminfoEntry.decodeQuickDump("hex:0g") == nil)
    #expect(TerminfoEntry.decodeQuickDump("b64:AB") == nil)
    let located = TerminfoEntry.locate(
      "xterm-256color", in: [hex], isDirectory: { _ in false }, isFile: { _ in false })
    #expect(located == .candidates([.quickDump(xterm)]))
    let entry = try #require(try Self.check(xterm))
    #expect(entry.isNamed("xterm-256color") && !entry.isNamed("xterm"))
  }
}
