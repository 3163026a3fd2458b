import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// Every signal whose default action ends the process, sent to the running previewer on a
/// pseudo-terminal: the terminal is restored from the handler and the process dies of that very
/// signal, as the shell must see.
@Suite struct DeadlySignalTests {
  /// A deadly signal, named for the test list.
  struct Deadly: Sendable, CustomTestStringConvertible {
    var name: String
    var number: Int32
    var testDescription: String { name }
  }

  static let signals = [
    Deadly(name: "USR1", number: SIGUSR1), Deadly(name: "USR2", number: SIGUSR2),
    Deadly(name: "ALRM", number: SIGALRM), Deadly(name: "VTALRM", number: SIGVTALRM),
    Deadly(name: "PROF", number: SIGPROF), Deadly(name: "XCPU", number: SIGXCPU),
    Deadly(name: "XFSZ", number: SIGXFSZ), Deadly(name: "PWR", number: SIGPWR),
    Deadly(name: "SYS", number: SIGSYS), Deadly(name: "IO", number: SIGIO),
    Deadly(name: "PIPE", number: SIGPIPE), Deadly(name: "STKFLT", number: SIGSTKFLT),
    Deadly(name: "SEGV", number: SIGSEGV), Deadly(name: "BUS", number: SIGBUS),
    Deadly(name: "ILL", number: SIGILL), Deadly(name: "FPE", number: SIGFPE),
    Deadly(name: "ABRT", number: SIGABRT), Deadly(name: "TRAP", number: SIGTRAP),
  ]

  @Test(arguments: signals)
  func aDeadlySignalRestoresTheTerminalThenKillsWithItself(_ signal: Deadly) async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty()
      #expect(pty.readUntil(ScreenText.frameMarker).found, "no first frame")
      let running = try #require(Programs.modes(pty))
      #expect(running.c_lflag & UInt32(ICANON | ECHO) == 0, "the previewer runs in raw mode")

      pty.signal(signal.number)
      let bytes = Programs.readToEnd(pty)
      let status = try #require(pty.waitStatus(timeout: 10), "SIG\(signal.name) did not end it")
      #expect(PseudoTerminal.terminatingSignal(status) == signal.number, "wait status \(status)")
      TerminalState.expectRestored(bytes, pty)
      #expect(!String(decoding: bytes, as: UTF8.self).contains("safearea"), "printed: \(bytes)")
    }
  }

  /// "PIPE with the default action": a SIGPIPE the previewer was started with ignored stays
  /// ignored (it has no pipe to lose), and `q` still quits.
  @Test func anIgnoredSIGPIPEStaysIgnored() async throws {
    try await offPool {
      let pty = try TmuxSession.withSignalsUnblocked {
        try PseudoTerminal(
          executable: "/bin/sh",
          arguments: ["-c", "ulimit -c 0; trap '' PIPE; exec \(TmuxSession.binary)"],
          environment: Programs.ptyEnvironment(), columns: 120, rows: 40)
      }
      #expect(pty.readUntil(ScreenText.frameMarker).found, "no first frame")
      pty.signal(SIGPIPE)
      pty.write("h")
      #expect(pty.readUntil("1 connection").found, "no answer after SIGPIPE")
      pty.write("q")
      let bytes = Programs.readToEnd(pty)
      let status = try #require(pty.waitStatus(timeout: 10), "q did not end it")
      #expect(PseudoTerminal.exitCode(status) == 0, "wait status \(status)")
      TerminalState.expectRestored(bytes, pty)
    }
  }
}

/// A terminal that stops reading: the previewer waits for it without spinning, and a terminating
/// signal still ends the program while it waits (with the terminal reset once it reads again).
@Suite struct StalledTerminalTests {
  /// How the terminal stalls, and the signal that ends the wait.
  struct Stall: Sendable, CustomTestStringConvertible {
    var nonBlocking: Bool
    var signal: Int32
    var testDescription: String {
      "\(nonBlocking ? "O_NONBLOCK" : "blocking") terminal, signal \(signal)"
    }
  }

  static let stalls = [
    Stall(nonBlocking: true, signal: SIGTERM), Stall(nonBlocking: true, signal: SIGINT),
    Stall(nonBlocking: false, signal: SIGTERM), Stall(nonBlocking: false, signal: SIGHUP),
    Stall(nonBlocking: false, signal: SIGQUIT),
  ]

  /// CPU time used so far (user + system, in clock ticks), from /proc.
  static func cpuTicks(_ pid: Int32) -> Int? {
    guard let fields = Programs.statFields(pid), fields.count > 12 else { return nil }
    return Int(fields[11]).flatMap { user in Int(fields[12]).map { user + $0 } }
  }

  @Test(arguments: stalls)
  func aStalledTerminalIsWaitedForAndASignalStillEndsTheProgram(_ stall: Stall) async throws {
    try await offPool {
      // A large window: the first frame is far more than the pty holds, and nobody reads it.
      let pty = try Programs.startPreviewerOnPty(
        columns: 400, rows: 150, nonBlocking: stall.nonBlocking)
      // Waiting, not spinning: the CPU time stops growing (a spin would grow it without end).
      let deadline = Date().addingTimeInterval(20)
      var still = 0
      var last = Self.cpuTicks(pty.pid)
      while still < 3 && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.2)
        let now = Self.cpuTicks(pty.pid)
        still = now != nil && now == last ? still + 1 : 0
        last = now
      }
      #expect(still >= 3, "the previewer kept using the CPU while the terminal did not read")
      let state = Programs.statFields(pty.pid)?.first
      #expect(state == "S", "it should be asleep waiting for the terminal, is \(state ?? "gone")")

      // The signal ends it though the terminal still does not read.
      kill(pty.pid, stall.signal)
      let ending = Programs.waitUntilEnded(pty.pid, timeout: 20)
      #expect(ending == .zombie(status: stall.signal), "ended as \(String(describing: ending))")
      // Read at last: the reset went in after the unread frame was discarded.
      let bytes = Programs.readToEnd(pty)
      let status = try #require(pty.waitStatus(timeout: 10))
      #expect(PseudoTerminal.terminatingSignal(status) == stall.signal, "wait status \(status)")
      TerminalState.expectRestored(bytes, pty)
    }
  }
}
