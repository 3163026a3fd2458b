// Stage 2. Status bar

/// Who shows the status bar and how tall it is, the hotspot, and where UIKit lays out what sits
/// below it.
struct StatusBarStage: Sendable {
  let appearance: StatusBarAppearance
  let frame: FrameQuantities?
  let hotspotBar: FrameQuantities?
  /// What UIKit reports as `statusBarFrame` (portrait coordinates on iOS ≤ 7).
  let reported: Rect
  let hotspotIndicator: HotspotIndicator
  let hotspotConnected: Bool
  /// The 40-pt bar (decision 3).
  let doubleHeight: Bool
  /// Where the navigation bar goes below the shown status bar: the bottom of `statusBarFrame`, or
  /// the catalog's position where UIKit lays it out elsewhere (§7a decision 9).
  let navigationBarTop: Quantity?
  let notes: FindingSet

  static func make<R: Recorder>(
    _ c: LayoutContext, _ d: DeviceFacts, _ chrome: DeviceChrome, _ l: inout R
  ) -> StatusBarStage {
    let s = c.settings
    let navigationBarWanted = s.navigationBar != .none && !s.fullScreen
    let appearance = StatusBarAppearance.resolve(
      s, navigationBarVisible: navigationBarWanted, verticallyCompact: c.verticalClass == .compact)
    var notes = appearance.notes
    let shown = !appearance.hidden
    let eraHeight = d.statusBarHeight
    // Decision 3: the double-height bar exists on home-button phones up to iOS 12, while shown.
    let doubleHeight = s.hotspotOn && !c.faceID && c.ios <= 12 && shown

    var frame: FrameQuantities?
    var hotspotBar: FrameQuantities?
    var reported = Rect(x: 0, y: 0, width: 0, height: 0)
    var navigationBarTop: Quantity?
    if shown {
      let height: Quantity
      if doubleHeight {
        let base = l.catalog(
          .term(.statusBarEraHeight), eraHeight.value, .statusBar, eraHeight.isEstimate)
        let extra = l.given(.term(.hotspotBarHeight), 20, .hotspotBarHeight)
        height = l.sum(.frame(.statusBar, .height), base, extra, .doubleHeightBar)
        hotspotBar = l.frame(
          .hotspotBar, x: l.zero(.frame(.hotspotBar, .x)), y: base, width: chrome.screen.width,
          height: extra, .hotspotBarIsLowerHalf)
      } else {
        // §4 rates "Face ID phones keep their height with the hotspot" U, but §0 (normative,
        // seed 001: 44 pt "unchanged during a call or hotspot") and decision 3 settle it.
        height = l.catalog(
          .frame(.statusBar, .height), eraHeight.value, .statusBar, eraHeight.isEstimate)
      }
      let bar: FrameQuantities
      if let cluster = chrome.cluster {
        // A foldable: the status bar is the status cluster, down the side strip (or at the top
        // right of the inner display in portrait); statusBarFrame itself is not published.
        bar = l.frame(
          .statusBar, x: cluster.x, y: cluster.y, width: cluster.width, height: cluster.height,
          .statusBarInCluster)
      } else {
        bar = l.frame(
          .statusBar, x: l.zero(.frame(.statusBar, .x)), y: l.zero(.frame(.statusBar, .y)),
          width: chrome.screen.width, height: height, .barSpansScreen)
      }
      frame = bar
      if chrome.cluster != nil {
        // Nothing sits below a status bar in a strip; a top bar goes to the safe area's top.
        navigationBarTop = nil
      } else if let laidOut = d.navigationBarY, !doubleHeight {
        navigationBarTop = l.catalog(
          .term(.statusBarLaidOut), laidOut.value, .navigationBarPosition, laidOut.isEstimate)
      } else {
        navigationBarTop = height
      }
      let rect = bar.rect
      if c.landscape && c.ios <= 7 {
        // Decision 2: UIKit reported it in the fixed portrait coordinate space.
        let portrait = d.points.value
        let x = c.orientation == .landscapeLeft ? 0 : portrait.width - rect.height
        reported = Rect(x: x, y: 0, width: rect.height, height: portrait.height)
        notes.insert(.statusBarReportedInPortrait(ios: s.ios, reported: reported))
      } else {
        reported = rect
      }
    }

    let indicator: HotspotIndicator
    if !s.hotspotOn || !shown {
      indicator = .none
      if s.hotspotOn { notes.insert(.hotspotHiddenWithStatusBar) }
    } else if doubleHeight {
      indicator = .doubleHeightBar
    } else if c.faceID {
      indicator = .blueCapsule
      notes.insert(.hotspotCapsule)
    } else {
      indicator = .blueStatusBar
      notes.insert(.hotspotBlueStatusBar)
    }
    return StatusBarStage(
      appearance: appearance, frame: frame, hotspotBar: hotspotBar, reported: reported,
      hotspotIndicator: indicator, hotspotConnected: reported.height == 20 + 20,
      doubleHeight: doubleHeight, navigationBarTop: navigationBarTop, notes: notes)
  }
}
