import Foundation

/// What went wrong while driving a program through tmux.
public struct TmuxError: Error, CustomStringConvertible {
  public var description: String

  public init(description: String) { self.description = description }
}

/// A detached tmux session on its own server, for driving a full-screen program as a person would.
///
/// Every session starts its own server (`tmux -L <unique name> -f /dev/null`), so sessions run in
/// parallel, read no configuration and never touch a user's tmux. The server is killed when the
/// value goes away.
///
/// The server runs in the foreground (`tmux -D`) as a child of the test: a server that a client
/// forks as a daemon would inherit the socket through which Foundation's `Process` learns that
/// the client exited, and `waitUntilExit()` would then wait for the server.
public final class TmuxSession {
  /// The `-L` socket name, unique to this session.
  public let socketName: String
  /// The session (and target) name on that server.
  public let sessionName = "e2e"
  /// The tmux executable found on PATH.
  public let tmuxPath: String
  /// The foreground server, once started.
  private var server: Process?
  /// The server's socket file, removed with the server.
  private var socketPath: String?

  /// A session whose socket name starts with `name` (a test's name, for reading `ps` output).
  ///
  /// Throws when `tmux` is not on PATH: the end-to-end tests need it and must fail, not skip.
  public init(name: String) throws {
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }.prefix(32))
    let unique = UUID().uuidString.prefix(8).lowercased()
    socketName = "safearea-\(safe)-\(ProcessInfo.processInfo.processIdentifier)-\(unique)"
    guard let found = Self.findOnPath("tmux") else {
      throw TmuxError(
        description:
          "tmux not found on PATH (\(ProcessInfo.processInfo.environment["PATH"] ?? "")): the "
          + "previewer's end-to-end tests drive it through tmux; install tmux (CI installs it)")
    }
    tmuxPath = found
  }

  deinit { kill() }

  /// The full path of `name` in a PATH directory, if any.
  public static func findOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for dir in path.split(separator: ":") where !dir.isEmpty {
      let candidate = "\(dir)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Single-quotes `text` for `/bin/sh`.
  public static func shellQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The `safearea` binary under test, quoted for the shell.
  public static var binary: String { shellQuote(Binary.path) }

  /// Runs `tmux -L <socket> -f /dev/null <arguments>` and returns its standard output.
  ///
  /// The output goes through temporary files, so nothing can hold a pipe open on the reader.
  @discardableResult
  public func tmux(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tmuxPath)
    process.arguments = ["-L", socketName, "-f", "/dev/null"] + arguments
    var environment = ProcessInfo.processInfo.environment
    // Inside a user's tmux these would point the client at that server's session.
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    process.environment = environment
    let directory = FileManager.default.temporaryDirectory
    let outURL = directory.appendingPathComponent("tmux-out-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent("tmux-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try Self.withSignalsUnblocked { try process.run() }
    process.waitUntilExit()
    try out.close()
    try err.close()
    let errText = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw TmuxError(
        description: "tmux \(arguments.joined(separator: " ")) failed with status "
          + "\(process.terminationStatus): \(errText)")
    }
    return String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
  }

  /// Runs `body` (which spawns a process) with no signal blocked on the calling thread.
  ///
  /// The test runner's worker threads block SIGWINCH, SIGCHLD, SIGINT, SIGTERM and more, and a
  /// spawned process inherits the mask (`Process` does not reset it): the tmux server would then
  /// never reap its panes, and the program under test would never hear of a resize or Ctrl-C.
  public static func withSignalsUnblocked<T>(_ body: () throws -> T) rethrows -> T {
    var none = sigset_t()
    var saved = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    return try body()
  }

  /// Starts `command` through `/bin/sh -c` in a `columns`×`rows` pane.
  ///
  /// `environment` is exported in the command line itself (tmux sets its own TERM in the pane).
  /// After the command ends the pane shows `SAFEAREA_EXIT=<status>`, then runs `afterExit` (a
  /// shell command, say `stty -a`) if given, then sleeps so the screen can still be read.
  public func start(
    command: String, columns: Int = 120, rows: Int = 40,
    environment: [String: String] = ["TERM": "xterm-256color", "LANG": "C.UTF-8"],
    afterExit: String? = nil
  ) throws {
    let exports = environment.keys.sorted().map {
      "export \($0)=\(Self.shellQuote(environment[$0]!)); "
    }
    var script = exports.joined() + command + "; echo SAFEAREA_EXIT=$?"
    if let afterExit { script += "; " + afterExit }
    script += "; sleep 600"
    try startServer()
    try tmux([
      "new-session", "-d", "-s", sessionName, "-x", String(columns), "-y", String(rows),
      "/bin/sh", "-c", script,
    ])
  }

  /// Starts this session's own server in the foreground and waits until it answers.
  private func startServer() throws {
    guard server == nil else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tmuxPath)
    process.arguments = ["-L", socketName, "-f", "/dev/null", "-D"]
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try Self.withSignalsUnblocked { try process.run() }
    server = process
    let deadline = Date().addingTimeInterval(10)
    while true {
      if let path = try? tmux(["display-message", "-p", "#{socket_path}"]) {
        socketPath = path.trimmingCharacters(in: .whitespacesAndNewlines)
        return
      }
      if !process.isRunning || Date() >= deadline {
        throw TmuxError(description: "the tmux server on socket \(socketName) did not start")
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Types `text` literally (`send-keys -l`), so `q`, `?` or `+` are not taken as key names.
  public func sendKeys(_ text: String) throws {
    try tmux(["send-keys", "-t", sessionName, "-l", text])
  }

  /// Presses named keys such as `Escape`, `C-c`, `Enter` or `Up` (`send-keys` without `-l`).
  public func sendKeys(named keys: String...) throws {
    try tmux(["send-keys", "-t", sessionName] + keys)
  }

  /// The visible screen as plain text, one line per row.
  public func capture() throws -> String {
    try tmux(["capture-pane", "-p", "-t", sessionName])
  }

  /// The visible screen with its colours and attributes as escape sequences.
  public func captureWithEscapes() throws -> String {
    try tmux(["capture-pane", "-p", "-e", "-t", sessionName])
  }

  /// The pid of the pane's process (the `/bin/sh` that `start` runs the command in).
  public func panePID() throws -> Int32 {
    let text = try tmux(["display-message", "-p", "-t", sessionName, "#{pane_pid}"])
    guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw TmuxError(description: "no pane pid in \"\(text)\"")
    }
    return pid
  }

  /// Resizes the window (and so the pane and the program's terminal) to `columns`×`rows`.
  public func resize(columns: Int, rows: Int) throws {
    try tmux([
      "resize-window", "-t", sessionName, "-x", String(columns), "-y", String(rows),
    ])
  }

  /// Polls the screen every 50 ms until `predicate` holds, and returns that screen once it has
  /// settled.
  ///
  /// tmux can be captured halfway through a frame: the rows the program has written so far, the
  /// old ones below. So a screen that matches is captured again until two captures in a row are
  /// the same and both match (for at most a second; a screen that keeps changing, such as a tour,
  /// gives the last capture that matched). Throws after `timeout` seconds with the last screen in
  /// the message.
  @discardableResult
  public func waitUntil(
    timeout: Double = 10, _ what: String = "the condition", _ predicate: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = ""
    while true {
      screen = try capture()
      if predicate(screen) { return try settled(screen, predicate) }
      if Date() >= deadline { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TmuxError(
      description: "timed out after \(timeout) s waiting for \(what); last screen:\n"
        + "┄┄┄┄\n\(screen)┄┄┄┄")
  }

  /// `screen`, which matched, or a later capture that matches and equals the one before it.
  private func settled(_ screen: String, _ predicate: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(1)
    var last = screen
    while Date() < deadline {
      Thread.sleep(forTimeInterval: 0.03)
      let next = try capture()
      guard predicate(next) else { return last }
      if next == last { return next }
      last = next
    }
    return last
  }

  /// Waits until the screen contains `text`, and returns that screen.
  @discardableResult
  public func waitFor(_ text: String, timeout: Double = 10) throws -> String {
    try waitUntil(timeout: timeout, "\"\(text)\"") { $0.contains(text) }
  }

  /// Waits until one screen contains every one of `texts`, and returns that screen.
  @discardableResult
  public func waitForAll(_ texts: [String], timeout: Double = 10) throws -> String {
    let list = texts.map { "\"\($0)\"" }.joined(separator: ", ")
    return try waitUntil(timeout: timeout, "all of \(list)") { screen in
      texts.allSatisfy { screen.contains($0) }
    }
  }

  /// The status in a `SAFEAREA_EXIT=<n>` line of `screen`, if there is one.
  public static func exitStatus(in screen: String) -> Int32? {
    guard let range = screen.range(of: "SAFEAREA_EXIT=") else { return nil }
    let digits = screen[range.upperBound...].prefix { $0.isNumber }
    return Int32(digits)
  }

  /// Waits for the command to end and returns its exit status.
  public func waitForExit(timeout: Double = 10) throws -> Int32 {
    let screen = try waitUntil(timeout: timeout, "the program to exit (SAFEAREA_EXIT=)") {
      Self.exitStatus(in: $0) != nil
    }
    return Self.exitStatus(in: screen)!
  }

  /// Kills this session's tmux server (and so everything running in it).
  public func kill() {
    guard let server else { return }
    self.server = nil
    if (try? tmux(["kill-server"])) == nil, server.isRunning { server.terminate() }
    if let socketPath { try? FileManager.default.removeItem(atPath: socketPath) }
  }
}
