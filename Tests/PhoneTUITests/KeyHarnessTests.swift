import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// What keys do, through the real loop in-process (`AppHarness`): keys in, the screen out.
@Suite struct KeyHarnessTests {
  /// `m` cycles a storyboard's scenes; with nothing to cycle it says why instead of doing nothing.
  @Test func mWithoutAStoryboardSaysWhatItNeeds() {
    let line = AppHarness("iphone-x").eventLine(typing: "m")
    #expect(line == "no storyboard: m cycles the scenes of --views FILE.storyboard")
  }

  @Test func mWithAOneSceneFileSaysItHasOne() throws {
    var state = makeState("iphone-x", columns: 120, rows: 40)
    let json =
      #"{"views": [{"name": "a", "top": {"to": "safeArea"}, "left": {"to": "safeArea"}, "width": 100, "height": 40}]}"#
    state.setViews(try ViewsFile.decode(Array(json.utf8), file: "one.json"))
    let line = AppHarness(state).eventLine(typing: "m")
    #expect(line == "no other scene: this file has one (m cycles a storyboard's scenes)")
  }

  /// The harness draws what the loop draws: the hotspot on an iPhone 4 on iOS 6 doubles the
  /// status bar to 40 pt (reference §0: 20 pt, 40 with the in-call or hotspot bar).
  @Test func theHotspotKeyDoublesAnIPhone4sStatusBar() {
    let harness = AppHarness("iphone-4", ios: 6)
    #expect(harness.screen(typing: "").contains("statusBar      0,0,320,20"))
    #expect(harness.screen(typing: "h").contains("statusBar      0,0,320,40"))
  }
}
