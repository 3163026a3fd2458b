import Foundation
import Glibc
import TestSupport
import Testing

/// Job control beyond Ctrl-Z and fg: what a shell and other tools do to a running or stopped job.
@Suite struct JobControlTests {
  typealias T = TerminalRobustnessTests

  /// `kill %1` sends a stopped job SIGTERM and SIGCONT: the previewer must end, not redraw.
  @Test func killingAStoppedPreviewerEndsIt() async throws {
    try await offPool {
      let (tmux, pid) = try Self.previewerInBash("kill-stopped")
      try tmux.sendKeys(named: "C-z")
      try tmux.waitUntil("bash's Stopped line") { $0.contains("Stopped") }
      try T.type(tmux, "kill %1")
      let ending = try #require(
        Programs.waitUntilEnded(pid), "safearea \(pid) still runs after kill %1")
      try T.type(tmux, "jobs -l; echo JOBS-CHECKED")
      let screen = try tmux.waitUntil("jobs to report") { screen in
        ScreenText.rows(screen).contains("JOBS-CHECKED")
      }
      switch ending {
      case .reaped:
        #expect(screen.contains("Terminated"), "the job ended:\n\(screen)")
      case .zombie(let status):
        // bash has not reaped it yet: its SIGCHLD for the continue and the one for the end can
        // merge into one while its `kill` builtin blocks SIGCHLD (a signal trace showed the second
        // as "already pending"). The kernel still holds how it ended.
        #expect(status & 0x7F == SIGTERM, "wait status \(status): it ended of SIGTERM")
      }
      #expect(
        !screen.contains("Stopped (tty output)"), "it did not try to draw from the background")
      try T.type(tmux, "stty -a | grep -o -E '(-)?icanon' ; echo MODES-CHECKED")
      let modes = try tmux.waitUntil("stty") { ScreenText.rows($0).contains("MODES-CHECKED") }
      #expect(ScreenText.rows(modes).contains("icanon"), "the terminal is cooked again:\n\(modes)")
    }
  }

  /// Stopped from outside (SIGSTOP) and brought back with fg: the shell had its own modes back
  /// meanwhile, and the previewer must take raw mode again (keys act at once, nothing echoes).
  @Test func aStopFromOutsideThenFgGetsRawModeBack() async throws {
    try await offPool {
      let (tmux, pid) = try Self.previewerInBash("sigstop", arguments: "--device iphone-4 --ios 6")
      kill(pid, SIGSTOP)
      try tmux.waitUntil("bash's Stopped line") { $0.contains("Stopped") }
      try T.type(tmux, "fg")
      // The old frame stays on the screen under bash's lines: only a repaint (SIGCONT) clears them.
      try tmux.waitUntil("the frame repainted after fg") { screen in
        screen.contains(ScreenText.frameMarker) && !screen.contains("Stopped")
      }
      try tmux.sendKeys("h")
      let screen = try tmux.waitFor("Personal Hotspot: 1 Connection")
      #expect(screen.contains("statusBar      0,0,320,40"))
      try tmux.sendKeys("q")
      try T.waitForPrompt(tmux, "the prompt after q")
      try T.type(tmux, "echo \"STATUS=$?\"")
      let status = try tmux.waitUntil("the status") { screen in
        ScreenText.rows(screen).contains { $0.hasPrefix("STATUS=") }
      }
      #expect(ScreenText.rows(status).contains("STATUS=0"))
    }
  }

  /// Stopped and continued from outside while the shell has the terminal (kill -STOP, then
  /// kill -CONT): the previewer must not draw from the background; it stops itself again (as a
  /// job, SIGTSTP) and draws once it is brought back with fg.
  @Test func continuedInTheBackgroundItStopsAgainUntilFg() async throws {
    try await offPool {
      let (tmux, pid) = try Self.previewerInBash("sigcont-bg")
      kill(pid, SIGSTOP)
      try tmux.waitUntil("bash's Stopped line") { $0.contains("Stopped") }
      try T.type(tmux, "clear")
      let cleared = try T.waitForPrompt(tmux, "a clear screen")
      let switches = try #require(Self.contextSwitches(pid))
      kill(pid, SIGCONT)
      // It runs (its context switches go up) and is stopped again.
      try tmux.waitUntil("the previewer to run and stop again") { _ in
        Programs.statFields(pid)?.first == "T" && (Self.contextSwitches(pid) ?? 0) > switches
      }
      // Nothing changed on the screen: no mode switch, no frame, no alternate screen left.
      #expect(try tmux.capture() == cleared, "the background job touched the screen")
      // bash sees a job stopped as a job is (SIGTSTP), not for writing to the terminal from the
      // background ("Stopped (tty output)").
      var report = ""
      for attempt in 0..<100 {
        try T.type(tmux, "jobs; echo JOBS-\(attempt)")
        let screen = try tmux.waitUntil("jobs \(attempt)") { screen in
          ScreenText.rows(screen).contains("JOBS-\(attempt)")
        }
        let rows = ScreenText.rows(screen)
        let index = try #require(rows.lastIndex(of: "JOBS-\(attempt)"))
        report = index > 0 ? rows[index - 1] : ""
        if report.contains("Stopped") { break }
        Thread.sleep(forTimeInterval: 0.05)
      }
      #expect(report.contains("Stopped") && !report.contains("tty"), "jobs: \(report)")
      try T.type(tmux, "fg")
      try tmux.waitFor(ScreenText.frameMarker)
      try tmux.sendKeys("h")
      try tmux.waitFor("hotspot 1 connection")
      try tmux.sendKeys("q")
      try T.waitForPrompt(tmux, "the prompt after q")
    }
  }

  /// A 120×40 tmux session running an interactive bash, and in it the previewer as a job, drawn;
  /// the session and the previewer's pid.
  static func previewerInBash(_ name: String, arguments: String = "") throws -> (
    TmuxSession, Int32
  ) {
    let tmux = try TmuxSession(name: name)
    let bash = try T.startBash(tmux, columns: 120, rows: 40)
    try T.type(tmux, "\(TmuxSession.binary) \(arguments)")
    try tmux.waitFor(ScreenText.frameMarker)
    return (tmux, try Programs.childProcess(of: bash))
  }

  /// How many times process `pid` has given up the CPU, from /proc/PID/status.
  static func contextSwitches(_ pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    let counts = status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }.compactMap {
      Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
    }
    return counts.count == 2 ? counts.reduce(0, +) : nil
  }
}
