import PhoneLayout
import TestSupport
import Testing

@testable import PhoneTUI

/// The previewer's loop keeps the phones and inspector lines of its last few frames: a frame
/// drawn with the cache must be the frame drawn without it, whatever came before.
@Suite struct FrameCacheTests {
  /// Views over the screen, one of them under the status bar (a finding), for the overlays.
  static let views = ViewsFile(views: [
    ViewSpec(
      name: "badge",
      placement: .edges(
        EdgePins(top: Pin(.superview, 8), left: Pin(.superview, 8), width: 40, height: 40))),
    ViewSpec(
      name: "card",
      placement: .edges(
        EdgePins(top: Pin(.safeArea, 20), left: Pin(.safeArea, 16), width: 200, height: 120))),
  ])

  /// Keys that go back and forth (served from the cache) mixed with keys that change what the
  /// phones or the lines are drawn from in ways a key could miss: the selection, the overlay,
  /// a second phone, the focus, the inspector, a view selected, the terminal's size.
  static let actions: [Action] = [
    .toggleHotspot, .toggleHotspot, .toggleHotspot, .rotate, .rotate, .toggleSafeAreaOverlay,
    .toggleHotspot, .toggleSafeAreaOverlay, .select(.element(.statusBar)), .toggleHotspot,
    .toggleHotspot, .select(nil), .nextView, .toggleHotspot, .nextView, .toggleHotspot,
    .toggleSplit, .toggleHotspot, .switchFocus, .toggleHotspot, .switchFocus, .toggleHotspot,
    .toggleSplit, .toggleInspector, .toggleHotspot, .toggleInspector, .nextDevice,
    .previousDevice, .toggleHotspot, .resize(columns: 100, rows: 30), .toggleHotspot,
    .toggleHotspot, .resize(columns: 120, rows: 40), .toggleHotspot, .cycleNavigationBar,
    .toggleHotspot, .cycleNavigationBar, .cycleNavigationBar, .toggleHotspot,
  ]

  /// `action` applied `times` times from `state`, each frame drawn with `cache` and without,
  /// expected the same.
  static func press(
    _ action: Action, _ times: Int, from state: AppState, cache: FrameCache
  ) {
    var state = state
    for _ in 0..<times {
      state = Update.apply(action, to: state).0
      let cached = FrameRenderer.draw(state, cache: cache).buffer
      #expect(FrameReuseTests.differing(cached, FrameRenderer.draw(state).buffer) == 0)
    }
  }

  /// What a click on each cell selects.
  static func targets(_ picture: Picture) -> [HitTarget?] {
    var all: [HitTarget?] = []
    for row in 0..<picture.buffer.height {
      for column in 0..<picture.buffer.width {
        all.append(picture.hits.target(atColumn: column, row: row))
      }
    }
    return all
  }

  @Test(arguments: [
    ("iphone-17-pro", 26, 120, true), ("iphone-duo", 27, 120, true),
    ("iphone-se-3", 15, 120, false),
    ("iphone-duo", 27, 180, true),
  ])
  func aCachedFrameIsTheFrameDrawnAfresh(device: String, ios: Int, columns: Int, unicode: Bool) {
    var state = makeState(
      device, ios: ios, columns: columns, rows: 40,
      glyphs: GlyphSet(unicode: unicode, color: unicode))
    state.setViews(Self.views)
    let cache = FrameCache()
    var spare: CellBuffer?
    for (step, action) in (Self.actions + (device == "iphone-duo" ? [.cyclePose] : [])).enumerated()
    {
      state = Update.apply(action, to: state).0
      let fresh = FrameRenderer.draw(state)
      let cached = FrameRenderer.draw(state, reusing: spare.take(), cache: cache)
      #expect(FrameReuseTests.differing(cached.buffer, fresh.buffer) == 0, "step \(step) \(action)")
      #expect(Self.targets(cached) == Self.targets(fresh), "step \(step) \(action)")
      spare = cached.buffer
    }
    // The toggles came back to frames drawn a moment before: they were copied.
    #expect(cache.phonesServed >= 3)
    #expect(cache.linesServed >= 8)
  }

  /// The Duo's three poses come round every third press: each pose's lines are made once, its
  /// phone drawn twice (kept the second time), then copied.
  ///
  /// At 180 columns too, where the inspector beside the phone is 58 columns wide, not 40.
  @Test(arguments: [120, 180]) func theDuosPosesAreDrawnOnce(columns: Int) {
    var state = makeState("iphone-duo", ios: 27, columns: columns, rows: 40)
    state.setViews(Self.views)
    let cache = FrameCache()
    Self.press(.cyclePose, 9, from: state, cache: cache)
    #expect(cache.phonesServed == 3)
    #expect(cache.linesServed >= 6)
  }

  /// A run of new devices pushes the oldest keys and lines out on every frame; what they held
  /// waits for `release` (the loop's, once the frame is written), and the frames are right.
  @Test func whatIsPushedOutWaitsForRelease() {
    var state = makeState("iphone-16-pro", ios: 26, columns: 120, rows: 40)
    let cache = FrameCache()
    for step in 0..<12 {
      state = Update.apply(.nextDevice, to: state).0
      let cached = FrameRenderer.draw(state, cache: cache).buffer
      #expect(FrameReuseTests.differing(cached, FrameRenderer.draw(state).buffer) == 0)
      // Eight keys seen once and eight sets of lines fill up after eight frames; from then on
      // each frame pushes one of each out.
      #expect(cache.heldForRelease == (step < 8 ? 0 : 2), "step \(step)")
      cache.release()
      #expect(cache.heldForRelease == 0)
    }
    #expect(cache.phonesServed == 0)
  }

  /// A terminal of more cells than the cache copies keeps no phones, and draws the same.
  @Test func aLargeTerminalKeepsNoCopies() {
    let state = makeState("iphone-17-pro", ios: 26, columns: 400, rows: 100)
    let cache = FrameCache()
    Self.press(.toggleHotspot, 4, from: state, cache: cache)
    #expect(cache.phonesServed == 0)
    #expect(cache.linesServed == 2)
  }
}
