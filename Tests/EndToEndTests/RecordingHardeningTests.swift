import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// Issue 22: `--record` into a pipe whose reader stops reading never stalls the previewer; it
/// gives up once it is 1 MiB behind and says so after the terminal is restored.
@Suite struct StalledRecordingTests {
  /// A FIFO with a reader that never reads (this test holds it open), as `--record`'s file.
  final class StalledPipe {
    let path: String
    let descriptor: Int32

    init(in directory: TemporaryDirectory) {
      path = directory.path("session.cast")
      mkfifo(path, 0o644)
      descriptor = open(path, O_RDWR | O_NONBLOCK)
    }

    /// What the pipe holds now (at most what fits in it).
    func drain() -> [UInt8] {
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return bytes }
        bytes += chunk[0..<count]
      }
    }

    deinit { close(descriptor) }
  }

  /// Starts the previewer recording into `pipe`, in a large pane (a full repaint is about
  /// 100 KB).
  func previewer(_ pipe: StalledPipe, name: String) throws -> (TmuxSession, Int32) {
    let tmux = try TmuxSession(name: name)
    try tmux.start(
      command: "\(TmuxSession.binary) --device iphone-x --ios 16 --theme dark --record "
        + TmuxSession.shellQuote(pipe.path), columns: 300, rows: 100, afterExit: "stty -a")
    let pid = try Programs.childProcess(of: try tmux.panePID())
    try tmux.waitFor("iPhone X · iOS 16")
    return (tmux, pid)
  }

  /// Presses Ctrl-L (a full repaint) `count` times, a moment apart: presses read in one batch
  /// would be drawn once.
  func repaint(_ tmux: TmuxSession, times count: Int) throws {
    for _ in 0..<count {
      try tmux.sendKeys(named: "C-l")
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  @Test func aPipeThatStopsDrainingNeverStallsThePreviewer() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let pipe = StalledPipe(in: directory)
      #expect(pipe.descriptor >= 0)
      let (tmux, pid) = try previewer(pipe, name: "record-stalled")
      // On today's code the previewer blocks in write() once the pipe is full, for good.
      defer { Programs.killIfRunning(pid) }
      // Far more than the pipe holds (64 KiB) and than a recording may lag behind (1 MiB).
      try repaint(tmux, times: 40)
      try tmux.sendKeys("h")
      try tmux.waitFor("hotspot 1", timeout: 30)
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit(timeout: 20) == 1)
      let screen = try tmux.waitFor("speed")
      #expect(
        screen.contains("safearea: --record: writing '\(pipe.path)' failed"),
        "said after the restore:\n\(screen)")
      #expect(screen.contains("the recording is cut short"), "\(screen)")
      #expect(ScreenText.showsCookedModes(screen), "the shell's modes are back:\n\(screen)")
      // What reached the pipe begins with the header.
      let received = String(decoding: pipe.drain(), as: UTF8.self)
      #expect(received.hasPrefix("{\"version\": 2"), "\(received.prefix(80))")
    }
  }

  /// While the pipe is stalled (the recording behind, not yet given up), a signal still ends
  /// the previewer, which dies of it with the terminal restored.
  @Test func aSignalStillEndsAStalledRecordingSession() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let pipe = StalledPipe(in: directory)
      let (tmux, pid) = try previewer(pipe, name: "record-stalled-signal")
      defer { Programs.killIfRunning(pid) }
      // More than the pipe holds, less than the 1 MiB the recording may lag.
      try repaint(tmux, times: 4)
      try tmux.sendKeys("h")
      try tmux.waitFor("hotspot 1", timeout: 30)
      kill(pid, SIGTERM)
      #expect(try tmux.waitForExit(timeout: 20) == 128 + SIGTERM)
      let screen = try tmux.waitFor("speed")
      #expect(ScreenText.showsCookedModes(screen), "the shell's modes are back:\n\(screen)")
    }
  }
}

/// Issue 22: `--record FILE` never destroys a file: an existing one only with `--overwrite` (as
/// asciinema asks), and never one the session reads, by any name that reaches it.
@Suite struct RecordOverwriteTests {
  /// Starts the previewer on a pty and returns what it printed and its exit status, pressing `q`
  /// once its first frame is drawn (if it gets that far).
  func run(_ arguments: [String]) throws -> (text: String, status: Int32?) {
    let pty = try Programs.startPreviewerOnPty(["--theme", "dark"] + arguments)
    defer { Programs.killIfRunning(pty.pid) }
    var bytes = pty.readUntil(ScreenText.frameMarker, limit: 5).bytes
    pty.write("q")
    bytes += Programs.readToEnd(pty)
    let status = pty.waitStatus(timeout: 5)
    return (String(decoding: bytes, as: UTF8.self), status.flatMap(PseudoTerminal.exitCode))
  }

  @Test func anExistingFileIsKeptUnlessOverwriteIsGiven() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("old.cast")
      try "precious\n".write(toFile: file, atomically: false, encoding: .utf8)
      let refused = try run(["--record", file])
      #expect(refused.status == 2)
      #expect(
        refused.text.hasPrefix(
          "safearea: --record: '\(file)' already exists; --overwrite replaces it"),
        "\(refused.text)")
      #expect(!refused.text.contains("\u{1B}"), "the screen never opened")
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "precious\n")

      let replaced = try run(["--record", file, "--overwrite"])
      #expect(replaced.status == 0, "\(replaced.text.suffix(300))")
      let cast = try String(contentsOfFile: file, encoding: .utf8)
      #expect(cast.hasPrefix("{\"version\": 2"), "\(cast.prefix(80))")
      #expect(!cast.contains("precious"))
    }
  }

  /// How the recording's name reaches a file the session reads.
  struct Alias: Sendable, CustomTestStringConvertible {
    var name: String
    var option: String
    var overwrite: Bool
    var testDescription: String { "\(name) of \(option)\(overwrite ? ", --overwrite" : "")" }
  }

  static let aliases = [false, true].flatMap { overwrite in
    ["the same name", "a symbolic link", "a hard link"].flatMap { name in
      ["--views", "--devices"].map { Alias(name: name, option: $0, overwrite: overwrite) }
    }
  }

  @Test(arguments: aliases)
  func aFileTheSessionReadsIsNeverTheRecording(_ alias: Alias) async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let views = directory.path("views.json")
      try LiveReloadTests.twoViews.write(toFile: views, atomically: false, encoding: .utf8)
      let devices = directory.path("devices.json")
      try NonRegularFileTests.catalog().write(toFile: devices, atomically: false, encoding: .utf8)
      let read = alias.option == "--views" ? views : devices
      let before = try String(contentsOfFile: read, encoding: .utf8)
      var record = read
      switch alias.name {
      case "a symbolic link":
        record = directory.path("link.cast")
        #expect(symlink(read, record) == 0)
      case "a hard link":
        record = directory.path("hard.cast")
        #expect(link(read, record) == 0)
      default:
        break
      }
      let result = try run(
        ["--views", views, "--devices", devices, "--device", "my-phone", "--record", record]
          + (alias.overwrite ? ["--overwrite"] : []))
      #expect(result.status == 2, "\(result.text.suffix(300))")
      #expect(
        result.text.hasPrefix(
          "safearea: --record: '\(record)' is '\(read)', which this session reads"),
        "\(result.text)")
      #expect(!result.text.contains("\u{1B}"), "the screen never opened")
      #expect(try String(contentsOfFile: read, encoding: .utf8) == before, "the file is intact")
    }
  }
}

/// Issue 22: a recording cut short by a full disk (here a file-size limit) ends on a whole
/// line: every line of it is JSON, as players need.
@Suite struct CastWholeLineTests {
  /// `ulimit -f` in /bin/sh's 512-byte blocks: the cut lands at different places of the set-up,
  /// the first frame and the keys' frames.
  @Test(arguments: [2, 5, 9, 17, 23])
  func aRecordingCutShortEndsOnAWholeLine(blocks: Int) async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("session.cast")
      let pty = try TmuxSession.withSignalsUnblocked {
        try PseudoTerminal(
          executable: "/bin/sh",
          arguments: [
            "-c",
            "trap '' XFSZ; ulimit -f \(blocks); exec \(TmuxSession.binary) --theme dark "
              + "--device iphone-x --record \(TmuxSession.shellQuote(file))",
          ],
          environment: Programs.ptyEnvironment(term: "xterm-256color"), columns: 120, rows: 40)
      }
      defer { Programs.killIfRunning(pty.pid) }
      _ = pty.readUntilQuiet(quiet: 0.3)
      for key in ["r", "h", "d", "r"] {
        pty.write(key)
        _ = pty.readUntilQuiet(quiet: 0.2)
      }
      pty.write("q")
      let text = String(decoding: Programs.readToEnd(pty), as: UTF8.self)
      let status = try #require(pty.waitStatus(timeout: 5))
      #expect(PseudoTerminal.exitCode(status) == 1, "\(text.suffix(200))")
      #expect(text.contains("safearea: --record: writing '\(file)' failed (File too large)"))
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      #expect(data.count <= blocks * 512)
      #expect(data.last == 0x0A, "the file ends with a newline")
      let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
      #expect(!lines.isEmpty)
      for (index, line) in lines.enumerated() {
        let parsed = try? JSONSerialization.jsonObject(with: Data(line))
        #expect(
          index == 0 ? parsed is [String: Any] : parsed is [Any],
          "line \(index + 1) of \(lines.count) is not whole JSON: \(line.count) bytes")
      }
    }
  }
}
