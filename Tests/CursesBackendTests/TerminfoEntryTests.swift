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
          TerminfoFixtures.settingShort(xterm, at: 8, to: layout.strings + 2), at: 10,
          to: layout.tableSize - 4),
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
      "TERMINFO": "/t", "HOME": "/home/me", "TERMINFO_DIRS": "/a::/b",
    ]
    let path = TerminfoEntry.searchPath(environment: { environment[$0] }, elevated: false)
    #expect(
      path == [
        "/t", "/home/me/.terminfo", "/a", "/usr/share/terminfo", "/b", "/etc/terminfo",
        "/lib/terminfo",
      ])
    let elevated = TerminfoEntry.searchPath(environment: { environment[$0] }, elevated: true)
    #expect(elevated == ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"])
  }

  @Test func namesThatCannotNameAnEntryAndMissingDatabases() {
    let directories = ["/d1", "/d2"]
    let existing: Set<String> = ["/d2/x/xterm"]
    func locate(_ name: String, directories: [String] = directories) -> TerminfoEntry.Location {
      TerminfoEntry.locate(
        name, in: directories, isDirectory: { directories.contains($0) },
        isFile: { existing.contains($0) })
    }
    #expect(locate("xterm") == .files(["/d2/x/xterm"]))
    #expect(locate("nothing") == .files([]))
    for bad in ["", ".", "..", "../x/xterm", "a/b", String(repeating: "x", count: 5000)] {
      #expect(locate(bad) == .invalidName, "\(bad.prefix(20))")
    }
    #expect(
      TerminfoEntry.locate("xterm", in: ["/d1"], isDirectory: { _ in false }, isFile: { _ in true })
        == .noDatabase)
  }
}
