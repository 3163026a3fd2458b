import Foundation
import TestSupport
import Testing

/// Issue 21: a storyboard in the running previewer, with its scene's bars, read again when it
/// changes; a storyboard that turns bad keeps the last good scene and names the file and line.
@Suite struct InterfaceBuilderPreviewTests {
  @Test func aStoryboardReloadsAndKeepsTheLastGoodScene() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("login.storyboard")
      let source = Binary.packageRoot.appendingPathComponent("examples/login.storyboard")
      let good = try String(contentsOf: source, encoding: .utf8)
      try good.write(toFile: file, atomically: false, encoding: .utf8)
      let tmux = try TmuxSession(name: "ibreload")
      try tmux.start(
        command:
          "\(TmuxSession.binary) --device iphone-x --ios 16 --scene login --views "
          + TmuxSession.shellQuote(file),
        columns: 120, rows: 40)
      try tmux.waitFor("Sign In")

      // Cut short mid-element: the last good scene stays, and the event line names file and line.
      try String(good.prefix(2000)).write(toFile: file, atomically: false, encoding: .utf8)
      let broken = try tmux.waitFor("keeping the last good one")
      #expect(broken.contains("login.storyboard:"), "the error names the file:\n\(broken)")
      #expect(broken.contains("Sign In"), "the last good scene stays:\n\(broken)")

      // Fixed again, with the button renamed.
      try good.replacingOccurrences(of: #"userLabel="Sign In""#, with: #"userLabel="Log In""#)
        .write(toFile: file, atomically: false, encoding: .utf8)
      try tmux.waitFor("Log In")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// `m` moves to the storyboard's next scene, and round again.
  @Test func mCyclesTheScenes() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("two.storyboard")
      let source = Binary.packageRoot.appendingPathComponent("examples/login.storyboard")
      var text = try String(contentsOf: source, encoding: .utf8)
      // A second content scene: the login scene again, renamed, with its button called Register.
      let start = try #require(text.range(of: "        <!--Login-->"))
      let end = try #require(text.range(of: "    </scenes>"))
      let second = String(text[start.lowerBound..<end.lowerBound])
        .replacingOccurrences(of: "log-", with: "reg-").replacingOccurrences(
          of: "-Lg-", with: "-Rg-"
        )
        .replacingOccurrences(
          of: #"storyboardIdentifier="login""#, with: #"storyboardIdentifier="register""#
        )
        .replacingOccurrences(of: #"userLabel="Sign In""#, with: #"userLabel="Register""#)
      text.insert(contentsOf: second, at: end.lowerBound)
      try text.write(toFile: file, atomically: false, encoding: .utf8)
      let tmux = try TmuxSession(name: "ibscenes")
      try tmux.start(
        command:
          "\(TmuxSession.binary) --device iphone-x --ios 16 --views "
          + TmuxSession.shellQuote(file),
        columns: 120, rows: 40)
      try tmux.waitFor("Sign In")
      try tmux.sendKeys("m")
      let moved = try tmux.waitFor("Register")
      #expect(!moved.contains("Sign In"), "\(moved)")
      try tmux.sendKeys("m")
      try tmux.waitFor("Sign In")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }
}
