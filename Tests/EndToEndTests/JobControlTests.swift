import Foundation
import Glibc
import Testing

/// Job control beyond Ctrl-Z and fg: what a shell and other tools do to a running or stopped job.
@Suite struct JobControlTests {
  typealias T = TerminalRobustnessTests

  /// `kill %1` sends a stopped job SIGTERM and SIGCONT: the previewer must end, not redraw.
  @Test func killingAStoppedPreviewerEndsIt() throws {
    let tmux = try TmuxSession(name: "kill-stopped")
    _ = try T.startBash(tmux, columns: 120, rows: 40)
    try T.type(tmux, TmuxSession.binary)
    try tmux.waitFor("frames in points")
    try tmux.sendKeys(named: "C-z")
    try tmux.waitUntil("bash's Stopped line") { $0.contains("Stopped") }
    try T.type(tmux, "kill %1")
    try T.type(tmux, "sleep 0.5; jobs -l; echo JOBS-CHECKED")
    let screen = try tmux.waitUntil("jobs to report") { screen in
      T.rows(screen).contains("JOBS-CHECKED")
    }
    #expect(screen.contains("Terminated"), "the job ended:\n\(screen)")
    #expect(!screen.contains("Stopped (tty output)"), "it did not try to draw from the background")
    try T.type(tmux, "stty -a | grep -o -E '(-)?icanon' ; echo MODES-CHECKED")
    let modes = try tmux.waitUntil("stty") { T.rows($0).contains("MODES-CHECKED") }
    #expect(T.rows(modes).contains("icanon"), "the terminal is cooked again:\n\(modes)")
  }

  /// Stopped from outside (SIGSTOP) and brought back with fg: the shell had its own modes back
  /// meanwhile, and the previewer must take raw mode again (keys act at once, nothing echoes).
  @Test func aStopFromOutsideThenFgGetsRawModeBack() throws {
    let tmux = try TmuxSession(name: "sigstop")
    let bash = try T.startBash(tmux, columns: 120, rows: 40)
    try T.type(tmux, "\(TmuxSession.binary) --device iphone-4 --ios 6")
    try tmux.waitFor("frames in points")
    let children = try Binary.run(
      ["-P", String(bash), "-x", "safearea"], executable: "/usr/bin/pgrep")
    let pid = try #require(children.stdout.split(separator: "\n").compactMap { Int32($0) }.first)
    kill(pid, SIGSTOP)
    try tmux.waitUntil("bash's Stopped line") { $0.contains("Stopped") }
    try T.type(tmux, "fg")
    try tmux.waitFor("frames in points")
    try tmux.sendKeys("h")
    let screen = try tmux.waitFor("Personal Hotspot: 1 Connection")
    #expect(screen.contains("statusBar      0,0,320,40"))
    try tmux.sendKeys("q")
    try T.waitForPrompt(tmux, "the prompt after q")
    try T.type(tmux, "echo \"STATUS=$?\"")
    let status = try tmux.waitUntil("the status") { screen in
      T.rows(screen).contains { $0.hasPrefix("STATUS=") }
    }
    #expect(T.rows(status).contains("STATUS=0"))
  }
}
