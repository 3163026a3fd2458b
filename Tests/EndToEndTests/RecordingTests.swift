import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// `--record FILE`: a session recorded in tmux replays, fed to a terminal of the same size, to
/// the screen the live session showed; a file that cannot be written stops the previewer before
/// the screen opens.
@Suite struct RecordingTests {
  /// A recording read back: its header and events, decoded with Foundation's JSON parser.
  struct Cast {
    var header: [String: Any]
    var events: [(seconds: Double, kind: String, data: String)]

    init(_ path: String) throws {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(lines.last == "", "the file ends with a newline")
      lines.removeLast()
      header = try #require(
        try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
      events = try lines.dropFirst().map { line in
        let event = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
        return (
          try #require(event[0] as? Double), try #require(event[1] as? String),
          try #require(event[2] as? String)
        )
      }
    }
  }

  /// Records the previewer in a 100×30 tmux pane through a few keys, then replays everything up
  /// to the tear-down with `cat` in a fresh pane of the same size: the two screens are the
  /// same, characters and colours.
  @Test func aRecordingReplaysToTheLiveSessionsFinalScreen() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let cast = directory.path("session.cast")
      let live = try TmuxSession(name: "record-live")
      // A said theme: the query for the background would be answered by the replaying pane too.
      try live.start(
        command: "\(TmuxSession.binary) --device iphone-4 --ios 6 --theme dark --record "
          + TmuxSession.shellQuote(cast), columns: 100, rows: 30)
      try live.waitFor("iPhone 4 · iOS 6")
      try live.sendKeys("h")
      try live.waitFor("Personal Hotspot: 1 Connection")
      try live.sendKeys("r")
      try live.waitFor("landscape-left")
      try live.sendKeys("a")
      try live.waitFor("safe-area overlay on")
      try live.sendKeys("d")
      try live.waitFor("iPhone 4s")
      // The screen once it has settled: two looks a moment apart agree.
      var final = try live.capture()
      while true {
        Thread.sleep(forTimeInterval: 0.2)
        let again = try live.capture()
        if again == final { break }
        final = again
      }
      let finalColours = try live.captureWithEscapes()
      try live.sendKeys("q")
      #expect(try live.waitForExit() == 0)

      let recording = try Cast(cast)
      #expect(recording.header["version"] as? Int == 2)
      #expect(recording.header["width"] as? Int == 100)
      #expect(recording.header["height"] as? Int == 30)
      #expect(recording.events.count >= 6, "set-up, first frame, four keys, tear-down")
      #expect(recording.events.allSatisfy { $0.kind == "o" })
      let times = recording.events.map(\.seconds)
      #expect(times == times.sorted() && times.first! >= 0, "\(times)")
      // The first write enters the alternate screen, the last leaves it.
      #expect(recording.events.first!.data.hasPrefix("\u{1B}[?1049h"))
      #expect(recording.events.last!.data.contains("\u{1B}[?1049l"))

      let replay = directory.path("replay.bin")
      let bytes = recording.events.dropLast().map(\.data).joined()
      try Data(bytes.utf8).write(to: URL(fileURLWithPath: replay))
      let player = try TmuxSession(name: "record-replay")
      try player.start(
        command: "stty raw -echo; cat \(TmuxSession.shellQuote(replay)); sleep 600", columns: 100,
        rows: 30)
      let replayed = try player.waitUntil("the replay to show the live screen") { $0 == final }
      #expect(replayed == final)
      #expect(try player.captureWithEscapes() == finalColours, "the colours replay too")

      // The whole recording, tear-down included, leaves the alternate screen.
      try Data(recording.events.map(\.data).joined().utf8).write(
        to: URL(fileURLWithPath: replay))
      let whole = try TmuxSession(name: "record-whole")
      try whole.start(
        command: "stty raw -echo; cat \(TmuxSession.shellQuote(replay)); echo REPLAYED; sleep 600",
        columns: 100, rows: 30)
      let after = try whole.waitFor("REPLAYED")
      #expect(!after.contains("iPhone 4s"), "the main screen again:\n\(after)")
    }
  }

  /// A tour records too, and a resize is an "r" event with the new size.
  @Test func aTourIsRecordedWithItsResizes() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let cast = directory.path("tour.cast")
      let tmux = try TmuxSession(name: "record-tour")
      try tmux.start(
        command: "\(TmuxSession.binary) tour hotspot --theme dark --record "
          + TmuxSession.shellQuote(cast), columns: 100, rows: 30)
      try tmux.waitFor("step 1 of 7")
      try tmux.sendKeys(named: "Space")
      try tmux.waitFor("step 2 of 7")
      try tmux.resize(columns: 110, rows: 34)
      try tmux.waitUntil("the tour at 110 columns") {
        ScreenText.rows($0).contains { $0.hasPrefix("──") && $0.count >= 110 }
      }
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
      let recording = try Cast(cast)
      #expect(recording.header["width"] as? Int == 100)
      #expect((recording.header["title"] as? String)?.hasPrefix("safearea tour hotspot") == true)
      let resizes = recording.events.filter { $0.kind == "r" }.map(\.data)
      #expect(resizes == ["110x34"], "\(resizes)")
      let output = recording.events.filter { $0.kind == "o" }.map(\.data).joined()
      #expect(output.contains("step 2 of 7") && output.contains("doubles"))
    }
  }

  /// A file that cannot be written: one line and status 2, and not a byte to the terminal.
  @Test(arguments: ["/nonexistent-directory/session.cast", "/", "/dev/full"])
  func anUnwritableFileIsRefusedBeforeTheScreenOpens(path: String) async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty(["--theme", "dark", "--record", path])
      let bytes = Programs.readToEnd(pty)
      let status = try #require(pty.waitStatus(timeout: 5))
      #expect(PseudoTerminal.exitCode(status) == 2)
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(!bytes.contains(0x1B), "nothing but the error reached the terminal: \(text)")
      let reason =
        switch path {
        case "/": "Is a directory"
        case "/dev/full": "No space left on device"  // the header, written before the screen opens
        default: "No such file or directory"
        }
      #expect(
        text == "safearea: --record: cannot write '\(path)': \(reason)\r\n"
          || text == "safearea: --record: cannot write '\(path)': \(reason)\n", "\(text)")
    }
  }

  /// A recording that fails on the way is said after the terminal is restored, with status 1.
  ///
  /// The file stops growing at 1 KB (`ulimit -f 2`, with SIGXFSZ ignored so a write past it
  /// fails with EFBIG): the header fits, the first frame does not.
  @Test func aRecordingThatCannotBeFinishedIsReportedAtTheEnd() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("session.cast")
      let pty = try TmuxSession.withSignalsUnblocked {
        try PseudoTerminal(
          executable: "/bin/sh",
          arguments: [
            "-c",
            "trap '' XFSZ; ulimit -f 2; exec \(TmuxSession.binary) --theme dark --record "
              + TmuxSession.shellQuote(file),
          ],
          environment: Programs.ptyEnvironment(term: "xterm-256color"), columns: 120, rows: 40)
      }
      _ = pty.readUntilQuiet(quiet: 0.3)
      pty.write("q")
      let text = String(decoding: Programs.readToEnd(pty), as: UTF8.self)
      let status = try #require(pty.waitStatus(timeout: 5))
      #expect(PseudoTerminal.exitCode(status) == 1)
      #expect(
        text.contains("safearea: --record: writing '\(file)' failed (File too large)"), "\(text)")
      let header = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").first
      #expect(header?.hasPrefix("{\"version\": 2") == true, "\(header ?? "")")
    }
  }
}
