import Foundation
import TestSupport
import Testing

/// Issue 11 in a real terminal: `b` cycles the scroll view's behaviour and `k` raises the
/// keyboard; the inspector shows the numbers UIKit reports, read off the screen.
@Suite struct ScrollAndKeyboardScreenTests {
  /// The iOS 11 shift (seed 001): with a navigation bar and a toolbar on the iPhone X, an
  /// automatic scroll view's content starts 88 pt down (44 + 44) and ends 78 pt up (44 + 34).
  @Test func bCyclesTheBehaviourAndKRaisesTheKeyboard() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "scroll")
      try tmux.start(
        command: "\(TmuxSession.binary) --device iphone-x --ios 16", columns: 120, rows: 45)
      let start = try tmux.waitFor("iPhone X · iOS 16")
      #expect(!start.contains("adjustedInset"))
      try tmux.sendKeys("b")
      let automatic = try tmux.waitForAll([
        "scroll view    automatic", "adjustedInset  88,0,78,0 t,l,b,r", "contentOffset  0,-88",
      ])
      #expect(automatic.contains("↓ scroll content starts, inset 88"), "drawn on the phone")
      try tmux.sendKeys("bb")
      let never = try tmux.waitForAll([
        "scroll view    never", "adjustedInset  0,0,0,0 t,l,b,r", "contentOffset  0,0",
      ])
      #expect(!never.contains("inset 88"))
      try tmux.sendKeys("k")
      try tmux.waitForAll(["keyboard       0,476,375,336", "keyboard up: 336 pt"])
      try tmux.sendKeys("k")
      let down = try tmux.waitFor("keyboard down")
      #expect(!down.contains("keyboard       0,"))
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// Before iOS 11: automaticallyAdjustsScrollViewInsets, and contentInset itself carries the
  /// 64 pt of status bar and navigation bar (and the 44-pt toolbar).
  @Test func beforeIOS11TheInsetIsTheContentInset() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "scroll-ios10")
      try tmux.start(
        command: "\(TmuxSession.binary) --device iphone-7 --ios 10", columns: 120, rows: 45)
      try tmux.waitFor("iPhone 7 · iOS 10")
      try tmux.sendKeys("b")
      try tmux.waitForAll([
        "scroll view    automaticallyAdjusts YES", "contentInset   64,0,44,0 t,l,b,r",
      ])
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// Landscape on a notched phone: the cell spans the screen, its content view is inset by
  /// the 44-pt side insets (insetsContentViewsToSafeArea).
  @Test func theCellsContentViewIsInsetInLandscape() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "cell-landscape")
      try tmux.start(
        command:
          "\(TmuxSession.binary) --device iphone-x --ios 16 --orientation landscape-left --table-cell --scroll-view automatic",
        columns: 120, rows: 40)
      try tmux.waitForAll(["cell           0,60,812,44", "cell content   44,60,724,44"])
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }
}
