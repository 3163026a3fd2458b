import Foundation
import TestSupport
import Testing

/// `safearea tour`, driven through tmux and read off the screen: each step's caption says what
/// the phone and the inspector show, forward and back, and q leaves the terminal as it was.
@Suite struct TourTests {
  /// One step as a person reads it: words of the caption, and what the inspector shows then.
  struct Step {
    let caption: String
    let inspector: [String]
  }

  static let steps: [String: [Step]] = [
    "hotspot": [
      Step(caption: "status bar is 20 pt", inspector: ["statusBar      0,0,320,20"]),
      Step(
        caption: "doubles to 40 pt",
        inspector: ["statusBar      0,0,320,40", "rootView       0,40,320,440"]),
      Step(caption: "reads YES", inspector: ["IS_HOTSPOT_CONNECTED YES"]),
      Step(caption: "fills the screen, 0,0,320,480", inspector: ["rootView       0,0,320,480"]),
      Step(caption: "at y 64", inspector: ["contentView    0,64,320,372"]),
      Step(
        caption: "extra 20 pt: 0,20,320,460",
        inspector: ["rootView       0,20,320,460", "statusBar      0,0,320,40"]),
      Step(
        caption: "stays 20 pt",
        inspector: ["statusBar      0,0,375,20", "IS_HOTSPOT_CONNECTED NO", "hotspot 1 connection"]),
    ],
    "iphone-x": [
      Step(caption: "the tab bar 49 pt", inspector: ["tabBar         0,618,375,49"]),
      Step(
        caption: "812 pt tall where the iPhone 8 is 667",
        inspector: ["iPhone X  375×812", "statusBar      0,0,375,44"]),
      Step(caption: "the bottom 34 pt", inspector: ["homeIndicator  0,778,375,34"]),
      Step(caption: "0,88,375,641", inspector: ["window insets  44,0,34,0"]),
      Step(caption: "44 pt at the top", inspector: ["navigationBar  -", "inset 44"]),
      Step(caption: "The inset is 0 again", inspector: ["statusBar      0,0,375,44"]),
      Step(caption: "44 pt on the left and 44 pt", inspector: ["window insets  0,44,21,44"]),
      Step(
        caption: "the 39-pt rounded corner",
        inspector: ["cornerRadius   39", "badge 0,0,100,100", "! corner 0,0,39,39:"]),
    ],
    "status-bar": [
      Step(caption: "sits at y 0", inspector: ["navigationBar  0,0,375,44", "statusBar      -"]),
      Step(
        caption: "The style is .default.",
        inspector: ["status bar     .default, shown", "decided by     UITabBarController"]),
      Step(caption: "stays .default", inspector: ["decided by     UITabBarController"]),
      Step(
        caption: "decides: .lightContent",
        inspector: ["status bar     .lightContent, shown", "decided by     topViewController"]),
      Step(caption: ".default again", inspector: ["decided by     UIApplication"]),
      Step(
        caption: "the style is .lightContent, decided by the UIApplication",
        inspector: ["status bar     .lightContent, shown"]),
      Step(
        caption: "from y 20 to y 0",
        inspector: ["navigationBar  0,0,375,44", "status bar     .lightContent, hidden"]),
    ],
  ]

  /// The caption's sentences on `screen`: the rows between the rule naming the step and the
  /// hint line, joined.
  static func caption(_ screen: String) -> (step: String, text: String)? {
    let rows = ScreenText.rows(screen)
    guard let rule = rows.firstIndex(where: { $0.hasPrefix("──") && $0.contains(" · step ") }),
      // The hint line: `Space next …`, or on the last step (issue 22: nothing next) `← back …`.
      let hints = rows.lastIndex(where: { $0.hasPrefix("Space next") || $0.hasPrefix("← back") }),
      hints > rule
    else { return nil }
    let step = rows[rule].components(separatedBy: " · ").last ?? ""
    let text = rows[(rule + 1)..<hints]
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
    return (step, text)
  }

  /// Waits for step `index` (from 0) of `count` to show its caption and inspector lines.
  static func expect(
    _ tmux: TmuxSession, _ name: String, step index: Int, of count: Int, _ step: Step
  ) throws {
    try tmux.waitUntil("\(name) step \(index + 1): \"\(step.caption)\" and \(step.inspector)") {
      screen in
      guard let caption = caption(screen), caption.step.hasPrefix("step \(index + 1) of \(count)")
      else { return false }
      return caption.text.contains(step.caption) && step.inspector.allSatisfy(screen.contains)
    }
  }

  @Test(arguments: ["hotspot", "iphone-x", "status-bar"])
  func eachTourStepsForwardAndBackAndQuits(name: String) async throws {
    try await offPool {
      let steps = try #require(Self.steps[name])
      let tmux = try TmuxSession(name: "tour-\(name)")
      try tmux.start(
        command: "\(TmuxSession.binary) tour \(name) --theme dark", columns: 120, rows: 40)
      for (index, step) in steps.enumerated() {
        try Self.expect(tmux, name, step: index, of: steps.count, step)
        try tmux.sendKeys(named: index.isMultiple(of: 2) ? "Space" : "Right")
      }
      // Past the last step nothing changes.
      try Self.expect(tmux, name, step: steps.count - 1, of: steps.count, steps.last!)
      let last = try tmux.capture()
      #expect(last.contains("the last"), "the last step says so:\n\(last)")
      for index in steps.indices.reversed().dropFirst() {
        try tmux.sendKeys(named: index.isMultiple(of: 2) ? "Left" : "BSpace")
        try Self.expect(tmux, name, step: index, of: steps.count, steps[index])
      }
      // Keys the previewer binds do nothing here: the step stays what it says.
      try tmux.sendKeys("hdor")
      try tmux.sendKeys(named: "Left")
      try Self.expect(tmux, name, step: 0, of: steps.count, steps[0])
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
      let after = try tmux.capture()
      #expect(Self.caption(after) == nil, "the tour's screen is gone:\n\(after)")
    }
  }

  /// At 80×24 the caption still holds the whole sentence, and the inspector its numbers.
  @Test func theHotspotTourReadsAtEightyByTwentyFour() async throws {
    try await offPool {
      let steps = try #require(Self.steps["hotspot"])
      let tmux = try TmuxSession(name: "tour-80x24")
      try tmux.start(
        command: "\(TmuxSession.binary) tour hotspot --theme dark", columns: 80, rows: 24)
      for (index, step) in steps.enumerated() {
        try Self.expect(tmux, "hotspot", step: index, of: steps.count, step)
        try tmux.sendKeys(named: "Space")
      }
      try tmux.sendKeys(named: "Escape")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  @Test func tourListsTheToursAndRefusesAnUnknownOne() async throws {
    try await offPool {
      let list = try Binary.run(["tour"])
      #expect(list.status == 0)
      let names = ScreenText.rows(list.stdout).compactMap { $0.split(separator: " ").first }
      #expect(names.prefix(3) == ["hotspot", "iphone-x", "status-bar"], "\(list.stdout)")
      let unknown = try Binary.run(["tour", "notch"])
      #expect(unknown.status == 2 && unknown.stdout.isEmpty)
      #expect(
        unknown.stderr
          == "safearea: unknown tour 'notch'; tours are hotspot, iphone-x, status-bar\n")
      let layout = try Binary.run(["tour", "hotspot", "--device", "iphone-x"])
      #expect(layout.status == 2)
      #expect(layout.stderr.contains("--device does not apply to 'tour'"), "\(layout.stderr)")
      let piped = try Binary.run(["tour", "hotspot"])
      #expect(piped.status == 2)
      #expect(piped.stderr.contains("needs a terminal"), "\(piped.stderr)")
    }
  }
}
