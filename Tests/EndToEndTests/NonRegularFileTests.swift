import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// Issue 22: a views or catalog file that is not a regular file (a FIFO, a terminal, a pipe
/// behind /dev/stdin) is refused in one line before anything reads it, at start-up and on a
/// live reload, where a read would block the previewer's only thread and no key or signal could
/// end it.
@Suite struct NonRegularFileTests {
  /// A catalog with one phone of our own (the iPhone X as `my-phone`), as JSON text.
  static func catalog() throws -> String {
    let builtIn = try Binary.run(["devices", "--json"]).stdout
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(builtIn.utf8)) as? [String: Any])
    let devices = try #require(object["devices"] as? [[String: Any]])
    var phone = try #require(devices.first { $0["id"] as? String == "iphone-x" })
    phone["id"] = "my-phone"
    phone["name"] = "My Phone"
    var file = object
    file["devices"] = [phone]
    let data = try JSONSerialization.data(withJSONObject: file, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// Which watched file the FIFO replaces, and what ends the previewer afterwards.
  struct Case: Sendable, CustomTestStringConvertible {
    var option: String
    var ending: String
    var testDescription: String { "\(option), then \(ending)" }
  }

  static let cases = [
    Case(option: "--views", ending: "q"), Case(option: "--views", ending: "SIGTERM"),
    Case(option: "--devices", ending: "q"), Case(option: "--devices", ending: "SIGHUP"),
  ]

  /// `mkfifo f && exec 3<>f && mv f FILE` under the running previewer: the event line says the
  /// file is not a regular file, the last good state stays, keys still work, and `q` or a
  /// signal still ends it with the terminal restored.
  @Test(arguments: cases)
  func aWatchedFileReplacedByAFIFOIsRefusedOnTheEventLine(_ c: Case) async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let views = directory.path("views.json")
      try LiveReloadTests.twoViews.write(toFile: views, atomically: false, encoding: .utf8)
      let devices = directory.path("devices.json")
      try Self.catalog().write(toFile: devices, atomically: false, encoding: .utf8)
      let tmux = try TmuxSession(name: "fifo-\(c.option.dropFirst(2))")
      try tmux.start(
        command: "\(TmuxSession.binary) --devices \(TmuxSession.shellQuote(devices)) "
          + "--device my-phone --ios 16 --views \(TmuxSession.shellQuote(views))",
        columns: 120, rows: 40, afterExit: "stty -a")
      let pid = try Programs.childProcess(of: try tmux.panePID())
      // On today's code the previewer hangs in open() or read(), deaf to everything but SIGKILL.
      defer { Programs.killIfRunning(pid) }
      try tmux.waitForAll(["My Phone · iOS 16", "views (w selects): header ok, footer ok"])

      // A FIFO with a writer that never writes (as `exec 3<>f` keeps one), renamed over the file.
      let fifo = directory.path("f")
      #expect(mkfifo(fifo, 0o644) == 0)
      let held = open(fifo, O_RDWR | O_NONBLOCK)
      #expect(held >= 0)
      defer { close(held) }
      let target = c.option == "--views" ? views : devices
      #expect(rename(fifo, target) == 0)
      let name = c.option == "--views" ? "views.json" : "devices.json"
      let refused = try tmux.waitFor("\(name): not a regular file")
      #expect(refused.contains("keeping the last good one"), "\(refused)")
      #expect(refused.contains("header ok, footer ok"), "the last good views stay:\n\(refused)")
      #expect(refused.contains("My Phone · iOS 16"), "the last good catalog stays:\n\(refused)")

      // Still listening: a key answers at once.
      try tmux.sendKeys("h")
      try tmux.waitFor("hotspot 1")
      switch c.ending {
      case "q": try tmux.sendKeys("q")
      case "SIGTERM": kill(pid, SIGTERM)
      default: kill(pid, SIGHUP)
      }
      let expected: Int32 =
        switch c.ending {
        case "q": 0
        case "SIGTERM": 128 + SIGTERM
        default: 128 + SIGHUP
        }
      #expect(try tmux.waitForExit() == expected)
      let after = try tmux.waitFor("speed")
      #expect(ScreenText.showsCookedModes(after), "the shell's modes are back:\n\(after)")
    }
  }

  /// At start-up: a FIFO given as the file, or /dev/stdin on one, is one line and exit 2 at
  /// once (`timeout` ends a hang, which would show as status 124).
  @Test(arguments: ["--views", "--devices"])
  func aFIFOAtStartUpIsOneLineAndStatusTwo(_ option: String) async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let fifo = directory.path("file.json")
      #expect(mkfifo(fifo, 0o644) == 0)
      let quoted = TmuxSession.shellQuote(fifo)
      for (command, shown) in [
        ("timeout 10 \(TmuxSession.binary) json \(option) \(quoted)", fifo),
        // A writer holds the FIFO open and never writes: a read would wait for ever.
        (
          "exec 3<>\(quoted); timeout 10 \(TmuxSession.binary) json \(option) /dev/stdin <&3",
          "/dev/stdin"
        ),
      ] {
        let result = try Binary.shell(command)
        #expect(result.status == 2, "\(command): status \(result.status), \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "safearea: \(shown): not a regular file\n", "\(result.stderr)")
      }
      // The previewer refuses it the same way, before it opens the screen.
      let pty = try Programs.startPreviewerOnPty([option, fifo])
      defer { Programs.killIfRunning(pty.pid) }
      let text = String(decoding: Programs.readToEnd(pty), as: UTF8.self)
      let status = try #require(pty.waitStatus(timeout: 5))
      #expect(PseudoTerminal.exitCode(status) == 2)
      #expect(text.hasPrefix("safearea: \(fifo): not a regular file"), "\(text)")
      #expect(!text.contains("\u{1B}"), "the screen never opened: \(text.debugDescription)")
    }
  }

  /// A character device is not read either (it could block, or never end).
  @Test func aDeviceIsNotAFileToRead() async throws {
    try await offPool {
      let result = try Binary.run(["json", "--views", "/dev/zero"])
      #expect(result.status == 2)
      #expect(result.stderr == "safearea: /dev/zero: not a regular file\n", "\(result.stderr)")
    }
  }
}
