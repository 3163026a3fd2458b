import Foundation
import TestSupport
import Testing

/// Issue 22: live reload goes on after the watched file's directory is removed and made again
/// (`git checkout`, `rm -rf out && regenerate`), and follows a symbolic link to the file it
/// names, all without a polling loop.
@Suite struct WatchRearmTests {
  static let badge = LiveReloadTests.badge
  static let twoViews = LiveReloadTests.twoViews

  /// The same views under another name, so that each reload shows on the screen.
  static func banner(_ name: String) -> String {
    """
    {"views": [{"name": "\(name)", "top": {"to": "safeArea"}, "left": {"to": "safeArea"},
                "right": {"to": "safeArea"}, "height": 44}]}
    """
  }

  /// Starts the previewer on `views` in `directory` and returns its session and pid.
  func previewer(_ views: String, in directory: TemporaryDirectory, name: String) throws -> (
    TmuxSession, Int32
  ) {
    let tmux = try TmuxSession(name: name)
    try tmux.start(
      command: "cd \(TmuxSession.shellQuote(directory.url.path)) && \(TmuxSession.binary) "
        + "--device iphone-x --ios 16 --views \(TmuxSession.shellQuote(views))",
      columns: 120, rows: 40)
    return (tmux, try Programs.childProcess(of: try tmux.panePID()))
  }

  /// The process sleeps between changes: its CPU time does not grow over a second.
  func expectIdle(_ pid: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
    let before = Programs.cpuTicks(pid)
    Thread.sleep(forTimeInterval: 1)
    let after = Programs.cpuTicks(pid)
    #expect(
      before != nil && after != nil && after! - before! <= 2,
      "CPU ticks \(before ?? -1) → \(after ?? -1) in an idle second",
      sourceLocation: sourceLocation)
  }

  /// `rm -rf out && mkdir out && write out/views.json`, twice, then a deeper removal: each
  /// time the new file is read.
  @Test func theDirectoryRemovedAndMadeAgainIsWatchedAgain() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let out = directory.path("out")
      let fm = FileManager.default
      try fm.createDirectory(atPath: out, withIntermediateDirectories: true)
      try Self.twoViews.write(toFile: "\(out)/views.json", atomically: false, encoding: .utf8)
      // A relative path, as a person types it.
      let (tmux, pid) = try previewer("out/views.json", in: directory, name: "rearm-dir")
      defer { Programs.killIfRunning(pid) }
      try tmux.waitFor("views (w selects): header ok, footer ok")

      for round in 1...2 {
        try fm.removeItem(atPath: out)
        try tmux.waitFor("no such file")
        try fm.createDirectory(atPath: out, withIntermediateDirectories: true)
        try Self.banner("round\(round)").write(
          toFile: "\(out)/views.json", atomically: false, encoding: .utf8)
        try tmux.waitFor("views (w selects): round\(round) ok")
      }
      // Regenerated at once, as a build does: the directory and the file in one go.
      try fm.removeItem(atPath: out)
      try fm.createDirectory(atPath: out, withIntermediateDirectories: true)
      try Self.banner("regenerated").write(
        toFile: "\(out)/views.json", atomically: false, encoding: .utf8)
      try tmux.waitFor("views (w selects): regenerated ok")
      // The directory moved away and another put in its place (a checkout of another branch).
      try fm.moveItem(atPath: out, toPath: directory.path("out.old"))
      try tmux.waitFor("no such file")
      try fm.createDirectory(atPath: out, withIntermediateDirectories: true)
      try Self.banner("checkedout").write(
        toFile: "\(out)/views.json", atomically: false, encoding: .utf8)
      try tmux.waitFor("views (w selects): checkedout ok")
      // Edits to the old directory, now elsewhere, are not this file's.
      try Self.banner("stale").write(
        toFile: directory.path("out.old/views.json"), atomically: false, encoding: .utf8)
      Thread.sleep(forTimeInterval: 0.5)
      #expect(try !tmux.capture().contains("stale ok"))
      expectIdle(pid)
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// Two levels gone (`rm -rf build`), then made again.
  @Test func aDeeperRemovalIsWatchedFromTheNearestDirectoryLeft() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let fm = FileManager.default
      let nested = directory.path("build/generated")
      try fm.createDirectory(atPath: nested, withIntermediateDirectories: true)
      try Self.twoViews.write(toFile: "\(nested)/views.json", atomically: false, encoding: .utf8)
      let (tmux, pid) = try previewer(
        "\(nested)/views.json", in: directory, name: "rearm-deep")
      defer { Programs.killIfRunning(pid) }
      try tmux.waitFor("views (w selects): header ok, footer ok")
      try fm.removeItem(atPath: directory.path("build"))
      try tmux.waitFor("no such file")
      expectIdle(pid)
      try fm.createDirectory(atPath: directory.path("build"), withIntermediateDirectories: true)
      Thread.sleep(forTimeInterval: 0.2)
      try fm.createDirectory(atPath: nested, withIntermediateDirectories: true)
      try Self.banner("rebuilt").write(
        toFile: "\(nested)/views.json", atomically: false, encoding: .utf8)
      try tmux.waitFor("views (w selects): rebuilt ok")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// `--views link.json`, a symbolic link into another directory: saves to the target, in
  /// place or by rename, are seen, and so is the link pointed elsewhere.
  @Test func aSymbolicLinkIsFollowedToItsTarget() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let fm = FileManager.default
      try fm.createDirectory(atPath: directory.path("real"), withIntermediateDirectories: true)
      try fm.createDirectory(atPath: directory.path("other"), withIntermediateDirectories: true)
      let target = directory.path("real/views.json")
      try Self.twoViews.write(toFile: target, atomically: false, encoding: .utf8)
      #expect(symlink("real/views.json", directory.path("link.json")) == 0)
      let (tmux, pid) = try previewer("link.json", in: directory, name: "rearm-link")
      defer { Programs.killIfRunning(pid) }
      try tmux.waitFor("views (w selects): header ok, footer ok")

      // In place, in the target's directory.
      try Self.banner("inplace").write(toFile: target, atomically: false, encoding: .utf8)
      try tmux.waitFor("views (w selects): inplace ok")
      // As editors save: a new file renamed over the target.
      let swap = directory.path("real/.views.json.swp")
      try Self.banner("renamed").write(toFile: swap, atomically: false, encoding: .utf8)
      #expect(rename(swap, target) == 0)
      try tmux.waitFor("views (w selects): renamed ok")
      // The link pointed at a file in a third directory, whose edits then count.
      let moved = directory.path("other/views.json")
      try Self.banner("relinked").write(toFile: moved, atomically: false, encoding: .utf8)
      let newLink = directory.path(".link.tmp")
      #expect(symlink("other/views.json", newLink) == 0)
      #expect(rename(newLink, directory.path("link.json")) == 0)
      try tmux.waitFor("views (w selects): relinked ok")
      try Self.banner("followed").write(toFile: moved, atomically: false, encoding: .utf8)
      try tmux.waitFor("views (w selects): followed ok")
      expectIdle(pid)
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }
}
