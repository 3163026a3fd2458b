import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// The previewer on terminal descriptions made to hurt it.
///
/// Capabilities that crash `tiparm`, padding that sleeps for a day, compiled entries with flipped
/// bytes, absurd TERM values. Each entry is compiled with `tic` or damaged from the system's own,
/// and the previewer runs on a pseudo-terminal with `TERMINFO` pointing at it.
@Suite struct HostileTerminfoTests {
  /// Starts the previewer on a pty with `TERMINFO=directory` and `TERM=term`.
  static func start(term: String, terminfo directory: TemporaryDirectory) throws -> PseudoTerminal {
    try Programs.startPreviewerOnPty(term: term, environment: ["TERMINFO": directory.url.path])
  }

  /// Expects the previewer to have refused the terminal: one line naming it and mentioning
  /// `words`, exit status 2, not one escape sequence written, the modes untouched.
  static func expectRefusal(
    _ pty: PseudoTerminal, mentioning words: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let modesBefore = Programs.flags(Programs.modes(pty))
    let bytes = Programs.readToEnd(pty)
    let status = try #require(pty.waitStatus(timeout: 10), "still running")
    #expect(
      PseudoTerminal.exitCode(status) == 2, "wait status \(status)", sourceLocation: sourceLocation)
    #expect(!bytes.contains(0x1B), "ESC written: \(bytes)", sourceLocation: sourceLocation)
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\r\n")
    #expect(
      lines.count == 1 && text.hasSuffix("\r\n"), "\(text.debugDescription)",
      sourceLocation: sourceLocation)
    for word in words {
      #expect(
        text.contains(word), "no \(word) in \(text.debugDescription)",
        sourceLocation: sourceLocation)
    }
    #expect(
      Programs.flags(Programs.modes(pty)) == modesBefore, "modes changed",
      sourceLocation: sourceLocation)
  }

  /// Expects the previewer to be running with its first frame drawn; quits it with `q` and
  /// expects exit status 0 and the terminal back: main screen, cursor shown, mouse and keypad
  /// off, canonical mode and echo.
  static func expectRunsAndQuits(
    _ pty: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [UInt8] {
    let first = pty.readUntil(ScreenText.frameMarker, limit: 20)
    #expect(
      first.found, "no frame: \(String(decoding: first.bytes, as: UTF8.self).debugDescription)",
      sourceLocation: sourceLocation)
    pty.write("q")
    let rest = Programs.readToEnd(pty)
    let status = try #require(pty.waitStatus(timeout: 10), "q did not end it")
    #expect(
      PseudoTerminal.exitCode(status) == 0, "wait status \(status)", sourceLocation: sourceLocation)
    TerminalState.expectRestored(rest, pty, sourceLocation: sourceLocation)
    return first.bytes + rest
  }

  // MARK: - 1. %s where a number goes

  /// A capability taking a string where safearea passes a number, and what the previewer does.
  struct Crafted: Sendable, CustomTestStringConvertible {
    var capability: String
    var value: String
    var testDescription: String { "\(capability)=\(value)" }
  }

  static let numericCapabilities = [
    Crafted(capability: "setaf", value: "\\E[3%p1%sm"),
    Crafted(capability: "setab", value: "\\E[4%p1%sm"),
    Crafted(capability: "ech", value: "\\E[%p1%sX"),
    Crafted(capability: "cuf", value: "\\E[%p1%sC"),
    Crafted(capability: "XM", value: "\\E[?1000%p1%s"),
    Crafted(capability: "csr", value: "\\E[%i%p1%s;%p2%dr"),
  ]

  /// Each crashed tiparm (SIGSEGV, the terminal left raw in the alternate screen); now the
  /// capability counts as missing and the previewer runs without it.
  @Test(arguments: numericCapabilities)
  func aStringConversionInANumericCapabilityIsNeverExpanded(_ crafted: Crafted) async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      try TerminfoFixtures.compile(
        "evil|crafted,\n\t\(crafted.capability)=\(crafted.value), use=xterm-256color,\n",
        into: directory)
      let pty = try Self.start(term: "evil", terminfo: directory)
      let bytes = try Self.expectRunsAndQuits(pty)
      let text = String(decoding: bytes, as: UTF8.self)
      if crafted.capability == "setaf" || crafted.capability == "setab" {
        // No colour without both colour capabilities: monochrome.
        #expect(!text.contains("38;5;") && !text.contains("48;5;"), "colour sent")
      }
    }
  }

  @Test func aStringConversionInCupRefusesTheTerminal() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      try TerminfoFixtures.compile(
        "evilcup|crafted,\n\tcup=\\E[%i%p1%s;%p2%dH, use=xterm-256color,\n", into: directory)
      let pty = try Self.start(term: "evilcup", terminfo: directory)
      try Self.expectRefusal(pty, mentioning: ["'evilcup'", "cannot move the cursor", "%s"])
    }
  }

  // MARK: - 8. Padding

  /// Padding of a day in smcup, clear and civis, and mandatory padding in cup: start-up does not
  /// wait, no padding markup reaches the terminal, and SIGTERM ends it as usual.
  @Test func paddingDelaysAreNeverWaitedFor() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      try TerminfoFixtures.compile(
        """
        slow|crafted,
        \tsmcup=\\E[?1049h$<99999999>, clear=\\E[H\\E[2J$<99999999/>,
        \tcivis=\\E[?25l$<50000*>, cup=\\E[%i%p1%d;%p2%dH$<100000/>,
        \tsgr0=\\E[m$<99999>, use=xterm-256color,

        """, into: directory)
      let pty = try Self.start(term: "slow", terminfo: directory)
      let first = pty.readUntil(ScreenText.frameMarker, limit: 20)
      #expect(
        first.found, "no frame: \(String(decoding: first.bytes, as: UTF8.self).debugDescription)")
      pty.signal(SIGTERM)
      let rest = Programs.readToEnd(pty)
      let status = try #require(pty.waitStatus(timeout: 10), "SIGTERM did not end it")
      #expect(PseudoTerminal.terminatingSignal(status) == SIGTERM, "wait status \(status)")
      let text = String(decoding: first.bytes + rest, as: UTF8.self)
      #expect(!text.contains("$<"), "padding markup sent")
      #expect(text.hasPrefix("\u{1B}[?1049h"), "smcup first: \(text.prefix(40).debugDescription)")
      TerminalState.expectRestored(rest, pty)
    }
  }

  // MARK: - 2. Damaged compiled entries

  /// xterm-256color damaged where ncurses 6.4 loads it and then crashes (tigetstr, tigetflag,
  /// the mouse set-up, a heap overflow), or complains on the terminal.
  static func unsurvivable() throws -> [(String, [UInt8])] {
    let xterm = try TerminfoFixtures.systemEntry("xterm-256color")
    let layout = TerminfoFixtures.Layout(xterm)
    var pushed = xterm
    pushed[layout.extendedNameOffset(50) + 1] ^= 0x40
    return [
      ("an extended name offset past its table", pushed),
      (
        "a missing extended name",
        TerminfoFixtures.settingShort(xterm, at: layout.extendedNameOffset(0), to: -1)
      ),
      (
        "more strings than ncurses has room for",
        TerminfoFixtures.settingShort(
          TerminfoFixtures.settingShort(xterm, at: 8, to: layout.strings + 47), at: 10,
          to: layout.tableSize - 94)
      ),
      (
        "an offset at the end of the table",
        TerminfoFixtures.settingShort(xterm, at: layout.stringOffsets + 20, to: layout.tableSize)
      ),
    ]
  }

  @Test func entriesNcursesCannotSurviveAreRefusedBeforeAnythingIsWritten() async throws {
    try await offPool {
      for (what, bytes) in try Self.unsurvivable() {
        let directory = try TemporaryDirectory()
        try TerminfoFixtures.install(bytes, as: "xterm-256color", in: directory)
        let pty = try Self.start(term: "xterm-256color", terminfo: directory)
        try Self.expectRefusal(
          pty, mentioning: ["'xterm-256color'", "damaged", directory.url.path])
        _ = what
      }
    }
  }

  /// An entry given in the search path itself (`TERMINFO=hex:…`, ncurses' "quick dump") is
  /// checked like a file: damaged, refused; whole, used.
  @Test func anEntryInTheTerminfoVariableIsCheckedToo() async throws {
    try await offPool {
      let damaged = try Self.unsurvivable()[0].1
      let hex = "hex:" + damaged.map { String(format: "%02x", $0) }.joined()
      let refused = try Programs.startPreviewerOnPty(environment: ["TERMINFO": hex])
      try Self.expectRefusal(refused, mentioning: ["damaged", "in the terminfo search path"])
      let whole = try TerminfoFixtures.systemEntry("xterm-256color")
      let good = "b64:" + Data(whole).base64EncodedString()
      let pty = try Programs.startPreviewerOnPty(environment: ["TERMINFO": good])
      _ = try Self.expectRunsAndQuits(pty)
    }
  }

  /// A file ncurses rejects outright is passed over, as ncurses does: the system's entry is used.
  @Test func aFileNcursesRejectsIsPassedOverForTheNextDirectory() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      try TerminfoFixtures.install(
        Array("not terminfo at all".utf8), as: "xterm-256color", in: directory)
      let pty = try Self.start(term: "xterm-256color", terminfo: directory)
      _ = try Self.expectRunsAndQuits(pty)
    }
  }

  /// Seeded random damage to xterm-256color (a few bytes anywhere, or in the headers): the
  /// previewer either runs and quits cleanly or refuses in one line; it never dies of a signal.
  @Test func randomlyDamagedEntriesNeverCrashThePreviewer() async throws {
    try await offPool {
      let xterm = try TerminfoFixtures.systemEntry("xterm-256color")
      let layout = TerminfoFixtures.Layout(xterm)
      var random = XorShift(seed: 0x5AFE_A7EA)
      var ran = 0
      var refused = 0
      for round in 0..<40 {
        var bytes = xterm
        for _ in 0..<(1 + random.below(4)) {
          let at: Int
          switch random.below(3) {
          case 0: at = random.below(12)
          case 1: at = (layout.extendedHeader ?? 0) + random.below(10)
          default: at = random.below(bytes.count)
          }
          bytes[at] = random.byte()
        }
        let directory = try TemporaryDirectory()
        try TerminfoFixtures.install(bytes, as: "xterm-256color", in: directory)
        let pty = try Self.start(term: "xterm-256color", terminfo: directory)
        let first = pty.readUntil(ScreenText.frameMarker, limit: 20)
        if first.found {
          pty.write("q")
          let rest = Programs.readToEnd(pty)
          let status = try #require(pty.waitStatus(timeout: 10), "round \(round): q did not end it")
          #expect(PseudoTerminal.exitCode(status) == 0, "round \(round): wait status \(status)")
          // The damage may have changed the reset strings themselves: check the modes only.
          TerminalState.expectRestored(rest, pty, sequences: false)
          ran += 1
        } else {
          let rest = Programs.readToEnd(pty)
          let status = try #require(pty.waitStatus(timeout: 10), "round \(round): still running")
          let text = String(decoding: first.bytes + rest, as: UTF8.self)
          #expect(
            PseudoTerminal.exitCode(status) == 2,
            "round \(round): wait status \(status): \(text.debugDescription)")
          #expect(!text.contains("\u{1B}"), "round \(round): \(text.debugDescription)")
          refused += 1
        }
      }
      #expect(
        ran > 0 && refused > 0,
        "ran \(ran), refused \(refused): the damage was too mild or too harsh"
      )
    }
  }

  // MARK: - TERM values

  /// A 5000-character TERM is an unknown terminal type (it said "no terminfo database").
  @Test func aTermOf5000CharactersIsUnknown() async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty(term: String(repeating: "x", count: 5000))
      try Self.expectRefusal(pty, mentioning: ["is unknown to terminfo", "…'"])
    }
  }
}

/// Reading back what a terminal was left in.
enum TerminalState {
  /// Expects `bytes` (what the program wrote last) to leave the alternate screen, show the
  /// cursor and turn the mouse and the keypad off, and the pty's modes to be canonical with echo.
  static func expectRestored(
    _ bytes: [UInt8], _ pty: PseudoTerminal, sequences: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = String(decoding: bytes, as: UTF8.self)
    for (what, sequence) in [
      ("the alternate screen was not left", "\u{1B}[?1049l"),
      ("the cursor was not shown", "\u{1B}[?25h"),
      ("the mouse was not turned off", "\u{1B}[?1006;1000l"),
      ("the keypad was not turned off", "\u{1B}[?1l\u{1B}>"),
    ] where sequences {
      #expect(
        text.contains(sequence), "\(what): \(text.suffix(200).debugDescription)",
        sourceLocation: sourceLocation)
    }
    let modes = Programs.modes(pty)
    #expect(
      modes.map { $0.c_lflag & UInt32(ICANON) != 0 } == true, "canonical mode not restored",
      sourceLocation: sourceLocation)
    #expect(
      modes.map { $0.c_lflag & UInt32(ECHO) != 0 } == true, "echo not restored",
      sourceLocation: sourceLocation)
  }
}
