import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// The previewer where terminals go wrong: no tty, odd TERMs and sizes, job control, signals.
///
/// No terminal at all, unusable or unusual `TERM` values, tiny and huge windows, resize storms,
/// Ctrl-Z and `fg`, and signals from outside. Every test drives the built binary, through tmux
/// (read off the screen as a person would), a bare pseudo-terminal (byte for byte) or pipes, and
/// has its own tmux server or terminal.
@Suite struct TerminalRobustnessTests {
  // MARK: - Reading screens

  /// The outline `safearea show` draws at `columns`×`rows`: the previewer draws the same frame.
  static func expectedOutline(columns: Int, rows: Int, lang: String = "C.UTF-8") throws
    -> ScreenText.Outline
  {
    let result = try Binary.run(
      ["show", "--size", "\(columns)x\(rows)"], environment: Programs.plainEnvironment(lang: lang))
    #expect(result.status == 0, "show failed: \(result.stderr)")
    return try #require(
      ScreenText.outline(result.stdout), "no outline in show's output:\n\(result.stdout)")
  }

  /// Whether `screen` shows the phone exactly as a fresh frame at `columns`×`rows` draws it.
  ///
  /// The whole outline is on the screen, where and as `show` draws it at that size, the screen
  /// has `rows` rows and the key hint line is on the last of them.
  static func showsFreshFrame(
    _ screen: String, _ expected: ScreenText.Outline, columns: Int, rows count: Int
  ) -> Bool {
    let lines = ScreenText.rows(screen)
    guard let found = ScreenText.outline(screen), found == expected, found.rightColumn < columns
    else {
      return false
    }
    return lines.count == count && lines.last?.contains("? help") == true
      && !screen.contains("Terminal too small")
  }

  /// Expects `stty -a` on `screen` to show a cooked terminal: canonical mode and echo on.
  static func expectCookedModes(
    _ screen: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      ScreenText.showsCookedModes(screen), "stty -a:\n\(screen)", sourceLocation: sourceLocation)
  }

  // MARK: - 1. No terminal

  /// The message the previewer prints when it has no terminal.
  static func isNoTerminalMessage(_ line: String) -> Bool {
    line.hasPrefix("safearea: ") && line.contains("safearea show")
      && line.contains("safearea json")
  }

  /// With pipes on stdin and stdout the previewer explains in one line and exits 2.
  @Test func previewerOnPipesExplainsInOneLineAndExits2() async throws {
    try await offPool {
      var environment = Programs.plainEnvironment()
      environment["TERM"] = "xterm-256color"
      for arguments in [[], ["--device", "iphone-4", "--hotspot"]] {
        let result = try Binary.run(arguments, environment: environment)
        #expect(result.status == 2, "\(arguments): status \(result.status)")
        #expect(!result.signaled)
        #expect(result.stdout.isEmpty, "\(arguments): stdout: \(result.stdout)")
        let lines = ScreenText.rows(result.stderr)
        #expect(lines.count == 1, "\(arguments): stderr: \(result.stderr)")
        #expect(result.stderr.hasSuffix("\n"))
        #expect(
          lines.first.map(Self.isNoTerminalMessage) == true,
          "\(arguments): stderr: \(result.stderr)")
      }
    }
  }

  /// With stdout in a file (stdin a terminal), or stdin from /dev/null, the same error and 2.
  @Test func previewerWithStdoutInAFileOrStdinFromDevNullExits2() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("frame")
      let tmux = try TmuxSession(name: "stdout-file")
      try tmux.start(
        command: "stty -g > \(TmuxSession.shellQuote(directory.path("before"))); "
          + "\(TmuxSession.binary) > \(TmuxSession.shellQuote(file))",
        columns: 200, rows: 20,
        afterExit: "\(TmuxSession.binary) < /dev/null; echo STDIN_EXIT=$?; "
          + "stty -g > \(TmuxSession.shellQuote(directory.path("after"))); echo MODES_SAVED")
      let screen = try tmux.waitFor("MODES_SAVED")
      let lines = ScreenText.rows(screen).filter {
        !$0.trimmingCharacters(in: .whitespaces).isEmpty
      }
      try #require(lines.count == 5, "screen:\n\(screen)")
      #expect(Self.isNoTerminalMessage(lines[0]), "stdout in a file: \(lines[0])")
      #expect(lines[1] == "SAFEAREA_EXIT=2", "screen:\n\(screen)")
      #expect(Self.isNoTerminalMessage(lines[2]), "stdin from /dev/null: \(lines[2])")
      #expect(lines[3] == "STDIN_EXIT=2", "screen:\n\(screen)")
      let written = try #require(FileManager.default.contents(atPath: file))
      #expect(written.isEmpty, "the file got: \(String(decoding: written, as: UTF8.self))")
      let before = try String(contentsOfFile: directory.path("before"), encoding: .utf8)
      let after = try String(contentsOfFile: directory.path("after"), encoding: .utf8)
      #expect(!before.isEmpty && before == after, "stty -g before: \(before) after: \(after)")
    }
  }

  /// `show` and `json` need no terminal: pipes, stdin from /dev/null, no TERM at all.
  @Test func showAndJSONWorkWithNoTerminalAndNoTERM() async throws {
    try await offPool {
      let environment = Programs.plainEnvironment()
      let env = try Binary.shell("exec env < /dev/null", environment: environment)
      #expect(!ScreenText.rows(env.stdout).contains { $0.hasPrefix("TERM=") }, "env: \(env.stdout)")

      let show = try Binary.shell(
        "exec \(TmuxSession.binary) show < /dev/null", environment: environment)
      #expect(show.status == 0 && !show.signaled, "show: \(show.status) \(show.stderr)")
      #expect(show.stderr.isEmpty, "show stderr: \(show.stderr)")
      #expect(!show.stdout.utf8.contains(0x1B), "ESC in show's output:\n\(show.stdout)")
      let outline = try #require(ScreenText.outline(show.stdout), "no phone:\n\(show.stdout)")
      #expect(outline.title.contains(" iPhone X · iOS 16 "), "\(outline)")
      #expect(outline.bottomRow != nil, "\(outline)")
      // No terminal to measure: the default size, 100x40.
      let lines = ScreenText.rows(show.stdout)
      #expect(lines.count <= 40 && lines.count >= 30, "\(lines.count) rows:\n\(show.stdout)")
      #expect(
        lines.allSatisfy { $0.unicodeScalars.count <= 100 }, "wider than 100:\n\(show.stdout)")
      // Printed, there are no keys to press: the bottom line is the shading's legend.
      #expect(!lines.contains { $0.contains("? help") }, "a key footer:\n\(show.stdout)")
      #expect(lines.last?.contains("content") == true, "no legend:\n\(show.stdout)")

      let json = try Binary.shell(
        "exec \(TmuxSession.binary) json --device iphone-4 --ios 6 --hotspot < /dev/null",
        environment: environment)
      #expect(json.status == 0 && !json.signaled, "json: \(json.status) \(json.stderr)")
      #expect(json.stderr.isEmpty, "json stderr: \(json.stderr)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      let device = object["device"] as? [String: Any]
      #expect(device?["id"] as? String == "iphone-4", "json:\n\(json.stdout)")
      #expect(object["hotspotConnected"] as? Bool == true, "json:\n\(json.stdout)")
    }
  }

  // MARK: - 2. Unusable terminal types

  /// A terminal type the previewer cannot use, and what its error must name.
  enum BadTerm: String, CaseIterable, Sendable {
    case unset, dumb, unknown

    /// The TERM value, or nil for none at all.
    var value: String? {
      switch self {
      case .unset: nil
      case .dumb: "dumb"
      case .unknown: "no-such-term"
      }
    }

    /// What the one-line error must mention.
    var named: String {
      switch self {
      case .unset: "TERM"
      case .dumb: "'dumb'"
      case .unknown: "'no-such-term'"
      }
    }

    /// The prefix that runs the binary with this TERM from a shell.
    var shellPrefix: String {
      value.map { "env TERM=\($0) " } ?? "env -u TERM "
    }
  }

  /// On a terminal it cannot drive, one line, exit 2, and not one escape sequence written.
  @Test(arguments: BadTerm.allCases)
  func unusableTerminalTypeOnAPtyWritesNoEscape(_ bad: BadTerm) async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty(term: bad.value)
      let modesBefore = Programs.flags(Programs.modes(pty))
      let bytes = Programs.readToEnd(pty)
      let status = try #require(pty.waitStatus(timeout: 5), "still running")
      #expect(PseudoTerminal.exitCode(status) == 2, "wait status \(status)")
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(!bytes.contains(0x1B), "ESC written: \(bytes)")
      let lines = text.split(separator: "\r\n").map(String.init)
      #expect(lines.count == 1 && text.hasSuffix("\r\n"), "output: \(text.debugDescription)")
      let line = lines.first ?? ""
      #expect(line.hasPrefix("safearea: ") && line.contains(bad.named), "error: \(line)")
      #expect(
        modesBefore != nil && Programs.flags(Programs.modes(pty)) == modesBefore, "modes changed")
    }
  }

  /// On a terminal it cannot drive, `stty -g` is the same before and after.
  @Test(arguments: BadTerm.allCases)
  func unusableTerminalTypeLeavesTheTerminalModesAlone(_ bad: BadTerm) async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let before = directory.path("before")
      let after = directory.path("after")
      let tmux = try TmuxSession(name: "badterm-\(bad.rawValue)")
      try tmux.start(
        command: "stty -g > \(TmuxSession.shellQuote(before)); "
          + bad.shellPrefix + TmuxSession.binary,
        columns: 200, rows: 20,
        afterExit: "stty -g > \(TmuxSession.shellQuote(after)); echo MODES_SAVED")
      let screen = try tmux.waitFor("MODES_SAVED")
      let lines = ScreenText.rows(screen).filter {
        !$0.trimmingCharacters(in: .whitespaces).isEmpty
      }
      #expect(lines.count == 3, "screen:\n\(screen)")
      let error = lines.first ?? ""
      #expect(error.hasPrefix("safearea: ") && error.contains(bad.named), "screen:\n\(screen)")
      #expect(lines.dropFirst().first == "SAFEAREA_EXIT=2", "screen:\n\(screen)")
      let modesBefore = try String(contentsOfFile: before, encoding: .utf8)
      let modesAfter = try String(contentsOfFile: after, encoding: .utf8)
      #expect(!modesBefore.isEmpty && modesBefore == modesAfter, "\(modesBefore) → \(modesAfter)")
    }
  }

  // MARK: - 3. Terminal types that must work

  /// A TERM and locale the previewer must work in, and the colours it should use there.
  struct WorkingTerm: Sendable, CustomTestStringConvertible {
    var term: String
    var lang: String
    /// How many colours the terminal's terminfo entry has: 0, 8 or 256.
    var colors: Int

    var testDescription: String { "TERM=\(term) LANG=\(lang)" }
  }

  static let workingTerms = [
    WorkingTerm(term: "xterm", lang: "C.UTF-8", colors: 8),
    WorkingTerm(term: "screen", lang: "C.UTF-8", colors: 8),
    WorkingTerm(term: "tmux-256color", lang: "C.UTF-8", colors: 256),
    WorkingTerm(term: "linux", lang: "C.UTF-8", colors: 8),
    WorkingTerm(term: "vt100", lang: "C.UTF-8", colors: 0),
    WorkingTerm(term: "vt100", lang: "C", colors: 0),
    WorkingTerm(term: "xterm-256color", lang: "C.UTF-8", colors: 256),
  ]

  /// The phone appears, `h` toggles the hotspot, `q` exits 0 and the modes are back.
  @Test(arguments: workingTerms)
  func worksWithTerminalType(_ working: WorkingTerm) async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "term-\(working.term)-\(working.lang)")
      // The test runner may set NO_COLOR, and the pane would inherit it: colour must be the
      // terminal's choice here.
      try tmux.start(
        command: "unset NO_COLOR; \(TmuxSession.binary)", columns: 120, rows: 40,
        environment: ["TERM": working.term, "LANG": working.lang], afterExit: "stty -a")
      let first = try tmux.waitUntil("the phone's outline") { screen in
        ScreenText.outline(screen)?.title.contains("iPhone X") == true
          && ScreenText.lastNonEmptyRow(screen)?.contains("? help") == true
      }
      #expect(first.contains("hotspot off"), "screen:\n\(first)")

      try tmux.sendKeys("h")
      try tmux.waitUntil("the inspector to show the hotspot") { screen in
        screen.contains("hotspot 1 connection") && !screen.contains("hotspot off")
      }
      let colours = ScreenText.colourKinds(try tmux.captureWithEscapes())
      switch working.colors {
      case 0:
        #expect(colours.isEmpty, "a monochrome terminal got colours \(colours)")
      case 8:
        #expect(!colours.contains("256") && !colours.contains("rgb"), "colours \(colours)")
        #expect(colours.contains("8") || colours.contains("16"), "no colour at all")
      default:
        #expect(colours.contains("256"), "colours \(colours)")
      }
      if working.lang == "C" {
        let ascii = try tmux.capture()
        let isASCII = ascii.unicodeScalars.allSatisfy(\.isASCII)
        #expect(isASCII, "non-ASCII with LANG=C:\n\(ascii)")
      }

      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
      let screen = try tmux.waitUntil("stty -a's local modes", ScreenText.showsLocalModes)
      Self.expectCookedModes(screen)
      #expect(
        ScreenText.outline(screen) == nil && !screen.contains("? help"), "left over:\n\(screen)")
    }
  }

  // MARK: - 4. Sizes

  /// From 1x1 to 500x200 and down to 2x2 and 10x3: no crash, the phone or the too-small text.
  @Test func survivesTinyAndHugeWindows() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "sizes")
      try tmux.start(command: TmuxSession.binary, columns: 1, rows: 1)
      // The first letter of "Terminal too small" is all that fits.
      try tmux.waitUntil("the previewer to draw at 1x1") { ScreenText.rows($0) == ["T"] }

      let huge = try Self.expectedOutline(columns: 500, rows: 200)
      try tmux.resize(columns: 500, rows: 200)
      try tmux.waitUntil("the phone at 500x200 (\(huge))") { screen in
        Self.showsFreshFrame(screen, huge, columns: 500, rows: 200)
      }

      let message = "Terminal too small"
      for (columns, rows) in [(2, 2), (10, 3)] {
        try tmux.resize(columns: columns, rows: rows)
        let visible = String(message.prefix(columns))
        let screen = try tmux.waitUntil("\"\(visible)\" at \(columns)x\(rows)") { screen in
          screen.contains(visible)
        }
        #expect(ScreenText.outline(screen) == nil, "screen:\n\(screen)")
        #expect(ScreenText.rows(screen).allSatisfy { $0.unicodeScalars.count <= columns })
      }

      try tmux.resize(columns: 1, rows: 1)
      try tmux.waitUntil("the previewer to draw at 1x1 again") { ScreenText.rows($0) == ["T"] }
      let normal = try Self.expectedOutline(columns: 100, rows: 30)
      try tmux.resize(columns: 100, rows: 30)
      try tmux.waitUntil("the phone at 100x30 (\(normal))") { screen in
        Self.showsFreshFrame(screen, normal, columns: 100, rows: 30)
      }
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  // MARK: - 5. Resize storms

  /// The sizes a storm cycles through, small and large, the too-small screen among them.
  static let stormSizes = [
    (80, 24), (200, 60), (40, 12), (1, 1), (150, 50), (20, 8), (120, 40), (60, 20), (300, 100),
    (33, 11),
  ]

  /// Hundreds of resizes in one tmux command: still alive, drawn at the final size, `q` exits 0.
  @Test func survivesAResizeStormInTmux() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "storm")
      try tmux.start(command: TmuxSession.binary, columns: 80, rows: 24)
      try tmux.waitUntil("the phone") { ScreenText.outline($0) != nil }
      let expected = try Self.expectedOutline(columns: 100, rows: 30)

      var arguments: [String] = []
      for index in 0..<400 {
        let (columns, rows) = Self.stormSizes[index % Self.stormSizes.count]
        arguments += [
          "resize-window", "-t", tmux.sessionName, "-x", String(columns), "-y", String(rows), ";",
        ]
      }
      arguments += ["resize-window", "-t", tmux.sessionName, "-x", "100", "-y", "30"]
      try tmux.tmux(arguments)

      try tmux.waitUntil("a fresh frame at 100x30 (\(expected))") { screen in
        Self.showsFreshFrame(screen, expected, columns: 100, rows: 30)
      }
      try tmux.sendKeys("h")
      try tmux.waitFor("hotspot 1 connection")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// Hundreds of window-size changes on a pty, each a SIGWINCH: it still answers and exits 0.
  @Test func survivesAResizeStormOnAPty() async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty(columns: 80, rows: 24)
      #expect(pty.readUntil(ScreenText.frameMarker).found, "no first frame")
      for index in 0..<600 {
        let (columns, rows) = Self.stormSizes[index % Self.stormSizes.count]
        pty.resize(columns: columns, rows: rows)
        _ = pty.read(timeout: 0)
      }
      pty.resize(columns: 100, rows: 30)
      _ = pty.readUntilQuiet(quiet: 0.2, limit: 5)
      #expect(pty.waitStatus(timeout: 0) == nil, "it ended during the storm")

      // Ctrl-L redraws everything, the inspector's heading with it.
      pty.write([0x0C])
      #expect(pty.readUntil(ScreenText.frameMarker).found, "no answer to Ctrl-L")
      pty.write("q")
      _ = Programs.readToEnd(pty)
      let status = try #require(pty.waitStatus(timeout: 5), "q did not end it")
      #expect(PseudoTerminal.exitCode(status) == 0, "wait status \(status)")
    }
  }

  // MARK: - Interactive bash

  /// The prompt of the interactive bash the job-control tests type into.
  static let prompt = "E2E$"

  /// Starts `bash -i` in `tmux` with a recognisable prompt and core dumps off, and returns its pid.
  static func startBash(_ tmux: TmuxSession, columns: Int, rows: Int) throws -> Int32 {
    try tmux.start(
      command: "ulimit -c 0; cd \(TmuxSession.shellQuote(NSTemporaryDirectory())); "
        + "bash --norc --noprofile -i",
      columns: columns, rows: rows,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PS1": "\(prompt) "])
    try waitForPrompt(tmux)
    try tmux.sendKeys("echo \"BASH_PID=$$\"")
    try tmux.sendKeys(named: "Enter")
    let screen = try tmux.waitUntil("bash's pid") { screen in
      ScreenText.rows(screen).contains { $0.hasPrefix("BASH_PID=") }
    }
    let line = try #require(ScreenText.rows(screen).first { $0.hasPrefix("BASH_PID=") })
    let pid = try #require(Int32(line.dropFirst("BASH_PID=".count)), "pid line: \(line)")
    try tmux.sendKeys(named: "C-l")
    try tmux.waitUntil("a cleared screen") { screen in
      ScreenText.rows(screen).allSatisfy { $0.isEmpty || $0.hasPrefix(prompt) }
    }
    return pid
  }

  /// Waits until bash's prompt is the last thing on the screen, and returns that screen.
  @discardableResult
  static func waitForPrompt(_ tmux: TmuxSession, _ what: String = "the prompt") throws -> String {
    try tmux.waitUntil(what) { ScreenText.lastNonEmptyRow($0) == prompt }
  }

  /// Types `line` and Enter.
  static func type(_ tmux: TmuxSession, _ line: String) throws {
    try tmux.sendKeys(line)
    try tmux.sendKeys(named: "Enter")
  }

  // MARK: - 6. Suspend and resume

  /// Ctrl-Z stops it like any job; after a resize, `fg` redraws at the new size; `q` exits 0.
  @Test func controlZThenFgRedrawsAtTheNewSize() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "suspend")
      _ = try Self.startBash(tmux, columns: 120, rows: 40)
      let large = try Self.expectedOutline(columns: 120, rows: 40)
      let small = try Self.expectedOutline(columns: 90, rows: 30)

      try Self.type(tmux, TmuxSession.binary)
      try tmux.waitUntil("the phone at 120x40 (\(large))") { screen in
        Self.showsFreshFrame(screen, large, columns: 120, rows: 40)
      }

      try tmux.sendKeys(named: "C-z")
      let stopped = try tmux.waitUntil("bash's Stopped line and prompt") { screen in
        screen.contains("Stopped") && ScreenText.lastNonEmptyRow(screen) == Self.prompt
      }
      #expect(
        ScreenText.outline(stopped) == nil && !stopped.contains("? help"), "phone:\n\(stopped)")
      try Self.type(tmux, "echo \"USABLE-$((6 * 7))\"")
      try tmux.waitUntil("the shell to answer") { screen in
        ScreenText.rows(screen).contains("USABLE-42")
          && ScreenText.lastNonEmptyRow(screen) == Self.prompt
      }

      try tmux.resize(columns: 90, rows: 30)
      try tmux.waitUntil("the window at 90x30") { ScreenText.rows($0).count == 30 }
      try Self.type(tmux, "fg")
      try tmux.waitUntil("the phone redrawn at 90x30 (\(small))") { screen in
        Self.showsFreshFrame(screen, small, columns: 90, rows: 30)
      }

      try tmux.sendKeys("q")
      let back = try Self.waitForPrompt(tmux, "the prompt after q")
      #expect(ScreenText.outline(back) == nil && !back.contains("? help"), "phone left:\n\(back)")
      try Self.type(tmux, "echo \"STATUS=$?\"")
      let status = try tmux.waitUntil("the status") { screen in
        ScreenText.rows(screen).contains { $0.hasPrefix("STATUS=") }
      }
      #expect(ScreenText.rows(status).contains("STATUS=0"), "screen:\n\(status)")
    }
  }

  // MARK: - 7. Signals

  /// A terminating signal the previewer handles, with what bash says when a job dies of it.
  enum Signal: String, CaseIterable, Sendable {
    case sigint, sigterm, sighup, sigquit

    var number: Int32 {
      switch self {
      case .sigint: SIGINT
      case .sigterm: SIGTERM
      case .sighup: SIGHUP
      case .sigquit: SIGQUIT
      }
    }

    /// The lines a shell (bash, dash) may print when its foreground job dies of this signal.
    var shellReports: Set<String> {
      switch self {
      case .sigint: []
      case .sigterm: ["Terminated"]
      case .sighup: ["Hangup"]
      case .sigquit: ["Quit", "Quit (core dumped)"]
      }
    }
  }

  /// `kill -SIG` from outside: the terminal restored, the signal's status, nothing printed.
  ///
  /// The previewer runs under `/bin/sh`, which (unlike an interactive bash) does not reset the
  /// terminal modes after a job dies of a signal, so `stty -a` shows what the previewer left.
  @Test(arguments: Signal.allCases)
  func signalFromOutsideRestoresTheTerminal(_ signal: Signal) async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "signal-\(signal.rawValue)")
      try tmux.start(
        command: "ulimit -c 0; cd \(TmuxSession.shellQuote(NSTemporaryDirectory())); "
          + TmuxSession.binary,
        afterExit: "stty -a")
      try tmux.waitUntil("the phone") { ScreenText.outline($0) != nil }
      let pid = try Programs.childProcess(of: try tmux.panePID())
      #expect(kill(pid, signal.number) == 0)

      #expect(try tmux.waitForExit() == 128 + signal.number)
      let screen = try tmux.waitUntil("stty -a's local modes", ScreenText.showsLocalModes)
      let lines = ScreenText.rows(screen)
      let exitRow = try #require(lines.firstIndex { $0.hasPrefix("SAFEAREA_EXIT=") })
      // Only the shell's own report of the signal may come before its status line.
      let above = lines[..<exitRow].map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      #expect(above.allSatisfy(signal.shellReports.contains), "printed:\n\(screen)")
      #expect(!screen.contains("safearea"), "screen:\n\(screen)")
      #expect(
        ScreenText.outline(screen) == nil && !screen.contains("? help"), "left over:\n\(screen)")
      Self.expectCookedModes(screen)
    }
  }

  /// The same four signals to jobs of an interactive bash: `$?` is 128 + n, only bash's line.
  @Test func signalsEndTheJobInAnInteractiveBash() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "signal-bash")
      let bash = try Self.startBash(tmux, columns: 120, rows: 40)
      for signal in Signal.allCases {
        try Self.type(tmux, TmuxSession.binary)
        try tmux.waitUntil("the phone before \(signal)") { ScreenText.outline($0) != nil }
        let pid = try Programs.childProcess(of: bash)
        #expect(kill(pid, signal.number) == 0)
        let screen = try Self.waitForPrompt(tmux, "the prompt after \(signal)")
        let lines = ScreenText.rows(screen).map { $0.trimmingCharacters(in: .whitespaces) }
        let command = try #require(lines.lastIndex { $0.hasPrefix(Self.prompt) && $0.count > 5 })
        let after = lines[(command + 1)...].filter { !$0.isEmpty && $0 != Self.prompt }
        #expect(
          after.allSatisfy(signal.shellReports.contains),
          "\(signal): more than bash's report:\n\(screen)")
        #expect(
          ScreenText.outline(screen) == nil && !screen.contains("? help"), "left over:\n\(screen)")
        try Self.type(tmux, "echo \"STATUS=$?\"")
        let status = try tmux.waitUntil("the status after \(signal)") { screen in
          ScreenText.rows(screen).contains { $0.hasPrefix("STATUS=") }
        }
        #expect(
          ScreenText.rows(status).contains("STATUS=\(128 + signal.number)"), "\(signal):\n\(status)"
        )
        try tmux.sendKeys(named: "C-l")
        try tmux.waitUntil("a cleared screen") { screen in
          ScreenText.rows(screen).allSatisfy { $0.isEmpty || $0 == Self.prompt }
        }
      }
    }
  }

  /// On a bare pty: dies of the signal, leaves the alternate screen, restores the modes.
  @Test(arguments: Signal.allCases)
  func signalOnAPtyKillsWithItAfterRestoring(_ signal: Signal) async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty()
      #expect(pty.readUntil(ScreenText.frameMarker).found, "no first frame")
      let running = try #require(Programs.modes(pty))
      #expect(running.c_lflag & UInt32(ICANON) == 0, "the previewer runs in canonical mode")

      pty.signal(signal.number)
      let bytes = Programs.readToEnd(pty)
      let status = try #require(pty.waitStatus(timeout: 5), "\(signal) did not end it")
      #expect(PseudoTerminal.terminatingSignal(status) == signal.number, "wait status \(status)")
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(text.contains("\u{1B}[?1049l"), "the alternate screen was not left: \(text)")
      #expect(text.contains("\u{1B}[?25h"), "the cursor was not shown again: \(text)")
      #expect(!text.contains("safearea"), "printed: \(text)")
      let after = try #require(Programs.modes(pty))
      #expect(after.c_lflag & UInt32(ICANON) != 0, "canonical mode not restored")
      #expect(after.c_lflag & UInt32(ECHO) != 0, "echo not restored")
    }
  }

  /// What `Binary.run` starts has no signal blocked, though the test runner's threads block
  /// SIGINT, SIGTERM, SIGCHLD, SIGWINCH and more (the shells below must see theirs as usual).
  @Test func processesTheTestsRunHaveNoSignalBlocked() async throws {
    try await offPool {
      let grep = try #require(TmuxSession.findOnPath("grep"), "grep is not on PATH")
      let result = try Binary.run(["^SigBlk:", "/proc/self/status"], executable: grep)
      let mask = try #require(
        result.stdout.split(separator: ":").last?.trimmingCharacters(in: .whitespacesAndNewlines),
        "grep: \(result.stdout) \(result.stderr)")
      #expect(UInt64(mask, radix: 16) == 0, "blocked signals: \(mask)")
    }
  }

  /// SIGPIPE: `show` into a pipe nobody reads dies of it quietly (status 141, empty stderr).
  @Test func showIntoAClosedPipeDiesOfSIGPIPEQuietly() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let errors = TmuxSession.shellQuote(directory.path("stderr"))
      let binary = TmuxSession.binary
      // A frame larger than a pipe holds, so `head -1` exits while the writer still writes.
      let large = try Binary.shell(
        "\(binary) show --size 500x200 --color always 2> \(errors) | head -1 > /dev/null; "
          + "echo \"STATUS=${PIPESTATUS[0]}\"; cat \(errors)",
        environment: Programs.plainEnvironment())
      #expect(large.stdout == "STATUS=141\n", "large frame | head -1: \(large.stdout)")
      // The default frame fits in the pipe: write into one whose reader has already gone.
      let closed = try Binary.shell(
        "exec 3> >(exec true); wait $!; \(binary) show --size 100x40 >&3 2> \(errors); "
          + "echo \"STATUS=$?\"; cat \(errors)",
        environment: Programs.plainEnvironment())
      #expect(closed.stdout == "STATUS=141\n", "show >&closed pipe: \(closed.stdout)")
      // The brief's pipeline: the 3 KB frame may fit in the pipe before head exits (then 0).
      let small = try Binary.shell(
        "\(binary) show --size 100x40 2> \(errors) | head -1; "
          + "echo \"STATUS=${PIPESTATUS[0]}\"; cat \(errors)",
        environment: Programs.plainEnvironment())
      let smallRows = ScreenText.rows(small.stdout)
      #expect(smallRows.count == 2, "show | head -1: \(small.stdout)")
      #expect(["STATUS=0", "STATUS=141"].contains(smallRows.last ?? ""), "\(small.stdout)")
    }
  }
}
