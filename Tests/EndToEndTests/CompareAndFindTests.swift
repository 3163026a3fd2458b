import Foundation
import TestSupport
import Testing

/// Issue 12 in a real terminal: two phones side by side, the `:` prompt, the arrows and the kept
/// iOS version, read off the screen.
@Suite struct CompareAndFindTests {
  static func previewer(_ arguments: String) -> String { "\(TmuxSession.binary) \(arguments)" }

  /// The title rows with two outlines on them: the two phones' titles, left then right.
  static func titles(_ screen: String) -> [String]? {
    for row in ScreenText.rows(screen) {
      let pieces = row.split { $0 == "╮" || $0 == "┐" }.filter {
        $0.contains("╭") || $0.contains("┌")
      }
      if pieces.count >= 2 {
        return pieces.prefix(2).map {
          String($0.split { $0 == "╭" || $0 == "┌" }.last ?? "")
            .replacingOccurrences(of: "─", with: "").trimmingCharacters(in: .whitespaces)
        }
      }
    }
    return nil
  }

  @Test func vsOpensTwoPhonesAndTheDifferences() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "vs")
      try tmux.start(
        command: Self.previewer("--device iphone-4 --ios 7 --vs --hotspot"), columns: 140, rows: 44)
      let screen = try tmux.waitForAll([
        "differences, left → right", "statusBar.height 20 → 40", "rootView.y 0 → 20",
        "Personal Hotspot: 1 Connection",
      ])
      let titles = try #require(Self.titles(screen), "two outlines:\n\(screen)")
      #expect(titles[0] == "iPhone 4 · iOS 7", "\(titles)")
      #expect(titles[1] == "▶ iPhone 4 · iOS 7", "the right phone has the focus: \(titles)")
      // The focused (right) phone's numbers in the inspector.
      #expect(screen.contains("statusBar      0,0,320,40"))

      // Tab: keys act on the left phone; h there makes both the same.
      try tmux.sendKeys(named: "Tab")
      try tmux.waitFor("▶ iPhone 4 · iOS 7 ─")
      try tmux.sendKeys("h")
      let same = try tmux.waitFor("no differences")
      #expect(!same.contains("statusBar.height 20 → 40"))

      // `|`: back to one phone, the focused one.
      try tmux.sendKeys("|")
      let one = try tmux.waitUntil("one phone") {
        Self.titles($0) == nil && $0.contains("one phone")
      }
      #expect(ScreenText.outline(one)?.title.contains("iPhone 4 · iOS 7") == true)
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  @Test func splitKeyComparesAPhoneWithItselfChanged() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "split")
      try tmux.start(
        command: Self.previewer("--device iphone-12-mini --ios 14"), columns: 140, rows: 44)
      try tmux.waitFor("iPhone 12 mini · iOS 14")
      try tmux.sendKeys("|")
      try tmux.waitFor("no differences")
      // ↑ on the right phone: iOS 15, whose status bar is 50 on the mini (§7).
      try tmux.sendKeys(named: "Up")
      let screen = try tmux.waitFor("statusBar.height 44 → 50")
      let titles = try #require(Self.titles(screen))
      #expect(titles == ["iPhone 12 mini · iOS 14", "▶ iPhone 12 mini · iOS 15"], "\(titles)")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  @Test func tooNarrowForTwoShowsOneAndTheList() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "narrow")
      try tmux.start(
        command: Self.previewer("--device iphone-4 --ios 7 --vs --hotspot"), columns: 60, rows: 24)
      let screen = try tmux.waitFor("statusBar.height 20 → 40")
      #expect(Self.titles(screen) == nil, "one phone at 60 columns:\n\(screen)")
      #expect(ScreenText.outline(screen) != nil)
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  @Test func thePromptGoesToTheIPhone14ProMax() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "prompt")
      try tmux.start(command: Self.previewer("--device iphone-x --ios 16"), columns: 120, rows: 40)
      try tmux.waitFor("iPhone X · iOS 16")
      try tmux.sendKeys(":")
      try tmux.sendKeys("14 pro max")
      let typing = try tmux.waitFor("▶ iPhone 14 Pro Max  iphone-14-pro-max")
      #expect(ScreenText.rows(typing).last?.hasPrefix(":14 pro max") == true)
      try tmux.sendKeys(named: "Enter")
      let there = try tmux.waitForAll([
        "iPhone 14 Pro Max · iOS 16", "iPhone 14 Pro Max  430×932 @3x",
      ])
      #expect(ScreenText.rows(there).last?.hasPrefix(":") == false, "the prompt closed")

      // Esc cancels with nothing changed.
      try tmux.sendKeys(":")
      try tmux.sendKeys("iphone 4s")
      try tmux.waitFor("▶ iPhone 4s")
      try tmux.sendKeys(named: "Escape")
      let cancelled = try tmux.waitUntil("the prompt to close") {
        ScreenText.rows($0).last?.contains("? help") == true
      }
      #expect(cancelled.contains("iPhone 14 Pro Max · iOS 16"))
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// → ← move through phones, ↑ ↓ through versions, and a round trip keeps the iOS chosen.
  @Test func arrowsAndTheKeptIOSVersion() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "arrows")
      try tmux.start(command: Self.previewer("--device iphone-x --ios 16"), columns: 120, rows: 40)
      try tmux.waitFor("iPhone X · iOS 16")
      try tmux.sendKeys(named: "Down")
      try tmux.waitFor("iPhone X · iOS 15")
      try tmux.sendKeys(named: "Up")
      try tmux.waitFor("iPhone X · iOS 16")
      // Back to phones that never ran iOS 16, then forward again: iOS 16, not what they ran.
      for _ in 0..<6 { try tmux.sendKeys(named: "Left") }
      let old = try tmux.waitUntil("an older phone") {
        !$0.contains("· iOS 16") && $0.contains("iPhone")
      }
      #expect(!old.contains("iPhone X · iOS"))
      for _ in 0..<6 { try tmux.sendKeys(named: "Right") }
      try tmux.waitFor("iPhone X · iOS 16")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// Issue 22: Tab in split view says which phone now has the focus, on the event line, and the
  /// `▶` moves to that phone's title — in a real terminal.
  @Test func tabSaysWhichPhoneHasTheFocusInARealTerminal() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "tab-focus")
      try tmux.start(
        command: "\(TmuxSession.binary) --device iphone-17-pro --ios 26", columns: 120, rows: 40)
      _ = try tmux.waitFor("iPhone 17 Pro")
      try tmux.sendKeys("|")
      _ = try tmux.waitFor("no differences")
      try tmux.sendKeys(named: "Tab")
      let left = try tmux.waitFor("keys act on the left phone: iPhone 17 Pro · iOS 26 · portrait")
      let leftTitle = try #require(left.split(separator: "\n").first { $0.contains("╭") })
      #expect(leftTitle.split(separator: "╮").first?.contains("▶") == true)
      try tmux.sendKeys(named: "Tab")
      let right = try tmux.waitFor("keys act on the right phone")
      let rightTitle = try #require(right.split(separator: "\n").first { $0.contains("╭") })
      #expect(rightTitle.split(separator: "╮").first?.contains("▶") == false)
      #expect(rightTitle.contains("▶"))
      try tmux.sendKeys("q")
      #expect(TmuxSession.exitStatus(in: try tmux.waitFor("SAFEAREA_EXIT=")) == 0)
    }
  }
}
