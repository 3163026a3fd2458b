import Foundation
import PseudoTerminal

/// Environments and processes for driving the real binary: on pipes, on a bare pseudo-terminal,
/// and watched from outside through /proc.
public enum Programs {
  /// PATH from the test's environment.
  public static var path: String {
    ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  }

  /// An environment with only PATH and LANG: no TERM, no terminal at all.
  public static func plainEnvironment(lang: String = "C.UTF-8") -> [String: String] {
    ["PATH": path, "LANG": lang]
  }

  /// The environment of a program on a bare pseudo-terminal.
  public static func ptyEnvironment(term: String? = "xterm-256color") -> [String: String] {
    var environment = ["PATH": path, "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    environment["TERM"] = term
    return environment
  }

  /// Starts `executable` (default: the safearea under test) with `arguments` on a pseudo-terminal
  /// with `ptyEnvironment(term:)`.
  public static func startOnPty(
    _ arguments: [String], executable: String = Binary.path, term: String? = "xterm-256color",
    columns: Int = 120, rows: Int = 40
  ) throws -> PseudoTerminal {
    try TmuxSession.withSignalsUnblocked {
      try PseudoTerminal(
        executable: executable, arguments: arguments, environment: ptyEnvironment(term: term),
        columns: columns, rows: rows)
    }
  }

  /// Starts the previewer on a pseudo-terminal through `/bin/sh`, with core dumps off.
  ///
  /// The shell `exec`s the binary, so the terminal's pid is the previewer's.
  public static func startPreviewerOnPty(
    _ arguments: [String] = [], term: String? = "xterm-256color", columns: Int = 120,
    rows: Int = 40, environment extra: [String: String] = [:], nonBlocking: Bool = false
  ) throws -> PseudoTerminal {
    let words = ([TmuxSession.binary] + arguments.map(TmuxSession.shellQuote)).joined(
      separator: " ")
    var environment = ptyEnvironment(term: term)
    environment.merge(extra) { $1 }
    return try TmuxSession.withSignalsUnblocked {
      try PseudoTerminal(
        executable: "/bin/sh", arguments: ["-c", "ulimit -c 0; exec \(words)"],
        environment: environment, columns: columns, rows: rows, nonBlocking: nonBlocking)
    }
  }

  /// Reads the program's output until it has closed the terminal (it ended), or `limit` passes.
  public static func readToEnd(_ pty: PseudoTerminal, limit: Double = 10) -> [UInt8] {
    let deadline = PseudoTerminal.now() + limit
    var bytes: [UInt8] = []
    while PseudoTerminal.now() < deadline {
      let chunk = pty.read(timeout: 0.05)
      bytes += chunk
      guard chunk.isEmpty else { continue }
      var fds = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
      if poll(&fds, 1, 0) > 0, fds.revents & Int16(POLLHUP) != 0 {
        bytes += pty.read(timeout: 0)
        break
      }
    }
    return bytes
  }

  /// The pseudo-terminal's modes (the master reports its slave's).
  public static func modes(_ pty: PseudoTerminal) -> termios? {
    var modes = termios()
    return tcgetattr(pty.master, &modes) == 0 ? modes : nil
  }

  /// The input, output, control and local mode flags of `modes`, for comparing.
  public static func flags(_ modes: termios?) -> [UInt32]? {
    modes.map { [$0.c_iflag, $0.c_oflag, $0.c_cflag, $0.c_lflag] }
  }

  /// The pid of the one child of `parent` named `name` (default `safearea`), once there is one.
  ///
  /// Throws after `timeout` seconds if there is none, or more than one.
  public static func childProcess(
    named name: String = "safearea", of parent: Int32, timeout: Double = 10
  ) throws -> Int32 {
    guard let pgrep = TmuxSession.findOnPath("pgrep") else {
      throw TmuxError(description: "pgrep is not on PATH (Debian's procps)")
    }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let result = try Binary.run(["-P", String(parent), "-x", name], executable: pgrep)
      let pids = result.stdout.split(whereSeparator: \.isNewline).compactMap { Int32($0) }
      if pids.count == 1 { return pids[0] }
      if Date() >= deadline {
        throw TmuxError(description: "no single \(name) child of \(parent): \(result.stdout)")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// How a process that has ended looks from outside.
  public enum Ending: Equatable {
    /// Gone: its parent has reaped it.
    case reaped
    /// Not reaped yet, with its wait status (from /proc/PID/stat's `exit_code`).
    case zombie(status: Int32)
  }

  /// The fields of /proc/PID/stat after the command name: the state letter first, `exit_code`
  /// last; nil when there is no such process.
  public static func statFields(_ pid: Int32) -> [Substring]? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].split(whereSeparator: \.isWhitespace)
  }

  /// CPU time process `pid` has used so far (user + system, in clock ticks), from /proc.
  public static func cpuTicks(_ pid: Int32) -> Int? {
    guard let fields = statFields(pid), fields.count > 12 else { return nil }
    return Int(fields[11]).flatMap { user in Int(fields[12]).map { user + $0 } }
  }

  /// Clock ticks a second, for `cpuTicks`.
  public static var ticksPerSecond: Double { Double(sysconf(Int32(_SC_CLK_TCK))) }

  /// Kills process `pid` with SIGKILL if it still runs: for a test whose program hung in a way
  /// no other signal ends (a read from a FIFO, a write to a stalled pipe), so that it does not
  /// outlive the test.
  public static func killIfRunning(_ pid: Int32) {
    guard let state = statFields(pid)?.first, state != "Z" else { return }
    kill(pid, SIGKILL)
  }

  /// Waits until process `pid` has ended (reaped or a zombie); nil if it still runs after
  /// `timeout`.
  public static func waitUntilEnded(_ pid: Int32, timeout: Double = 10) -> Ending? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      guard let fields = statFields(pid) else { return .reaped }
      if fields.first == "Z", let status = fields.last.flatMap({ Int32($0) }) {
        return .zombie(status: status)
      }
      if Date() >= deadline { return nil }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
