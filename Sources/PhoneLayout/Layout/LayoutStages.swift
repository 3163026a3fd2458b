// The layout in stages, each a small pure function from what came before to its own values with
// their provenance (recorded in the ledger): screen and device chrome → status bar → window safe
// area → bars → containers and views. `ScreenLayout.init` runs them in order.

/// What every stage reads: the device, the settings and what follows from them directly.
struct LayoutContext: Sendable {
  let device: Device
  let settings: Settings
  let ios: Int
  let orientation: Orientation
  let landscape: Bool
  /// The screen in the current orientation, in points.
  let size: Size
  let faceID: Bool
  /// Decision 8: compact-width phones are the ones narrower than 414 pt in portrait.
  let compactWidth: Bool
  /// iOS 26's bars (no `UIDesignRequiresCompatibility`).
  let liquidGlass: Bool

  init(device: Device, settings: Settings) {
    self.device = device
    self.settings = settings
    ios = settings.ios.major
    orientation = settings.orientation
    landscape = orientation.isLandscape
    let portrait = device.points.value
    size = landscape ? portrait.transposed : portrait
    faceID = device.hasFaceID
    compactWidth = portrait.width < 414
    liquidGlass = settings.liquidGlass
  }
}

// MARK: - 1. Screen and device chrome

/// The screen, its corners and cutouts, the home indicator, and the device's safe-area insets.
struct DeviceChrome: Sendable {
  let screen: FrameQuantities
  let cornerRadius: Quantity
  let notch: FrameQuantities?
  let dynamicIsland: FrameQuantities?
  /// The catalog's insets for this iOS and orientation (iOS 11 and later).
  let deviceInsets: InsetQuantities?
  /// The strip reserved for the home indicator (Face ID phones).
  let homeIndicator: FrameQuantities?
  let homeIndicatorPill: FrameQuantities?

  static func make(_ c: LayoutContext, _ l: inout Ledger) -> DeviceChrome {
    let d = c.device
    let points = d.points
    let width = l.catalog(
      .frame(.screen, .width), c.size.width, .points, points.provenance)
    let height = l.catalog(
      .frame(.screen, .height), c.size.height, .points, points.provenance)
    let screen = FrameQuantities(
      x: l.zero(.frame(.screen, .x)), y: l.zero(.frame(.screen, .y)), width: width, height: height)
    let corner = l.catalog(
      .scalar(.cornerRadius), d.cornerRadius.value, .cornerRadius, d.cornerRadius.provenance)

    let notch = d.notch.map { n in
      cutout(
        .notch, c, screen, length: n.value.width, depth: n.value.height, offset: 0, .notch,
        n.provenance, &l)
    }
    let island = d.dynamicIsland.map { n in
      cutout(
        .dynamicIsland, c, screen, length: n.value.width, depth: n.value.height,
        offset: n.value.top, .dynamicIsland, n.provenance, &l)
    }

    var deviceInsets: InsetQuantities?
    if let era = d.safeAreaEra(for: c.settings.ios) {
      let sourced = c.landscape ? era.landscape : era.portrait
      let i = sourced.value
      let p = sourced.provenance
      deviceInsets = InsetQuantities(
        top: l.catalog(.term(.deviceInsetTop), i.top, .safeArea, p),
        left: l.catalog(.term(.deviceInsetLeft), i.left, .safeArea, p),
        bottom: l.catalog(.term(.deviceInsetBottom), i.bottom, .safeArea, p),
        right: l.catalog(.term(.deviceInsetRight), i.right, .safeArea, p))
    }

    var strip: FrameQuantities?
    if c.faceID {
      let depth =
        deviceInsets.map { l.copy(.frame(.homeIndicator, .height), $0.bottom, .stripIsBottomInset) }
        ?? l.given(.frame(.homeIndicator, .height), c.landscape ? 21 : 34, .stripIsBottomInset)
      strip = l.frame(
        .homeIndicator, x: l.zero(.frame(.homeIndicator, .x)),
        y: l.difference(.frame(.homeIndicator, .y), height, depth, .stripIsBottomInset),
        width: width, height: depth, .barSpansScreen)
    }

    let pill = d.homeIndicator.map { sourced -> FrameQuantities in
      let p = sourced.value
      let pillWidth = l.catalog(
        .frame(.homeIndicatorPill, .width), c.landscape ? p.landscapeWidth : p.width,
        .homeIndicator, sourced.provenance)
      let pillHeight = l.catalog(
        .frame(.homeIndicatorPill, .height), p.height, .homeIndicator, sourced.provenance)
      let gap = l.catalog(.term(.pillBottomGap), p.bottom, .homeIndicator, sourced.provenance)
      let above = l.sum(.term(.pillReach), gap, pillHeight, .pillAboveBottomEdge)
      return FrameQuantities(
        x: l.centred(.frame(.homeIndicatorPill, .x), width, pillWidth, .pillCentred),
        y: l.difference(.frame(.homeIndicatorPill, .y), height, above, .pillAboveBottomEdge),
        width: pillWidth, height: pillHeight)
    }

    return DeviceChrome(
      screen: screen, cornerRadius: corner, notch: notch, dynamicIsland: island,
      deviceInsets: deviceInsets, homeIndicator: strip, homeIndicatorPill: pill)
  }

  /// A cutout hanging from the device's top edge, placed for the orientation: landscape-left puts
  /// the device's top on the right, landscape-right on the left.
  private static func cutout(
    _ element: LayoutElement, _ c: LayoutContext, _ screen: FrameQuantities, length: Double,
    depth: Double, offset: Double, _ fact: Fact, _ provenance: Provenance, _ l: inout Ledger
  ) -> FrameQuantities {
    let along = l.catalog(.term(.cutoutLength), length, fact, provenance)
    let deep = l.catalog(.term(.cutoutDepth), depth, fact, provenance)
    let from = l.catalog(.term(.cutoutOffset), offset, fact, provenance)
    switch c.orientation {
    case .portrait:
      return FrameQuantities(
        x: l.centred(.frame(element, .x), screen.width, along, .cutoutCentred),
        y: l.copy(.frame(element, .y), from, .cutoutHangsFromTopEdge),
        width: l.copy(.frame(element, .width), along, .cutoutHangsFromTopEdge),
        height: l.copy(.frame(element, .height), deep, .cutoutHangsFromTopEdge))
    case .landscapeLeft, .landscapeRight:
      let x: Quantity
      if c.orientation == .landscapeLeft {
        let reach = l.sum(.term(.cutoutDepth), from, deep, .cutoutHangsFromTopEdge)
        x = l.difference(.frame(element, .x), screen.width, reach, .cutoutHangsFromTopEdge)
      } else {
        x = l.copy(.frame(element, .x), from, .cutoutHangsFromTopEdge)
      }
      return FrameQuantities(
        x: x, y: l.centred(.frame(element, .y), screen.height, along, .cutoutCentred),
        width: l.copy(.frame(element, .width), deep, .cutoutHangsFromTopEdge),
        height: l.copy(.frame(element, .height), along, .cutoutHangsFromTopEdge))
    }
  }
}

// MARK: - 2. Status bar

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
  let notes: [Finding]

  static func make(_ c: LayoutContext, _ chrome: DeviceChrome, _ l: inout Ledger)
    -> StatusBarStage
  {
    let s = c.settings
    let navigationBarWanted = s.navigationBar != .none && !s.fullScreen
    let appearance = StatusBarAppearance.resolve(s, navigationBarVisible: navigationBarWanted)
    var notes = appearance.notes
    let shown = !appearance.hidden
    let era = c.device.statusBarEra(for: s.ios)
    let eraHeight = c.device.statusBarHeight(for: s.ios)
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
          .term(.statusBarEraHeight), eraHeight.value, .statusBar, eraHeight.provenance)
        let extra = l.given(.term(.hotspotBarHeight), 20, .hotspotBarHeight)
        height = l.sum(.frame(.statusBar, .height), base, extra, .doubleHeightBar)
        hotspotBar = l.frame(
          .hotspotBar, x: l.zero(.frame(.hotspotBar, .x)), y: base, width: chrome.screen.width,
          height: extra, .hotspotBarIsLowerHalf)
      } else {
        // §4 rates "Face ID phones keep their height with the hotspot" U, but §0 (normative,
        // seed 001: 44 pt "unchanged during a call or hotspot") and decision 3 settle it.
        height = l.catalog(
          .frame(.statusBar, .height), eraHeight.value, .statusBar, eraHeight.provenance)
      }
      let bar = l.frame(
        .statusBar, x: l.zero(.frame(.statusBar, .x)), y: l.zero(.frame(.statusBar, .y)),
        width: chrome.screen.width, height: height, .barSpansScreen)
      frame = bar
      if let laidOut = era?.navigationBarY, !doubleHeight {
        navigationBarTop = l.catalog(
          .term(.statusBarLaidOut), laidOut.value, .navigationBarPosition, laidOut.provenance)
      } else {
        navigationBarTop = height
      }
      let rect = bar.rect
      if c.landscape && c.ios <= 7 {
        // Decision 2: UIKit reported it in the fixed portrait coordinate space.
        let portrait = c.device.points.value
        let x = c.orientation == .landscapeLeft ? 0 : portrait.width - rect.height
        reported = Rect(x: x, y: 0, width: rect.height, height: portrait.height)
        notes.append(.statusBarReportedInPortrait(ios: s.ios, reported: reported))
      } else {
        reported = rect
      }
    }

    let indicator: HotspotIndicator
    if !s.hotspotOn || !shown {
      indicator = .none
      if s.hotspotOn { notes.append(.hotspotHiddenWithStatusBar) }
    } else if doubleHeight {
      indicator = .doubleHeightBar
    } else if c.faceID {
      indicator = .blueCapsule
      notes.append(.hotspotCapsule)
    } else {
      indicator = .blueStatusBar
      notes.append(.hotspotBlueStatusBar)
    }
    return StatusBarStage(
      appearance: appearance, frame: frame, hotspotBar: hotspotBar, reported: reported,
      hotspotIndicator: indicator, hotspotConnected: reported.height == 20 + 20,
      doubleHeight: doubleHeight, navigationBarTop: navigationBarTop, notes: notes)
  }
}

// MARK: - 3. Window safe area

/// The window's `safeAreaInsets` (decision 7 as §7a amends it); nil before iOS 11.
struct WindowSafeArea: Sendable {
  let insets: InsetQuantities?

  static func make(
    _ c: LayoutContext, _ chrome: DeviceChrome, _ status: StatusBarStage, _ l: inout Ledger
  ) -> WindowSafeArea {
    guard c.ios >= 11, let device = chrome.deviceInsets else { return WindowSafeArea(insets: nil) }
    let top: Quantity
    if c.faceID || device.top.value == 0 {
      // Face ID phones: the device's insets. Home-button phones on iOS 11 have none at all
      // (§7a: the key window's safe area was zero), and none in landscape.
      top = l.copy(.inset(.safeAreaInsets, .top), device.top, .deviceInsets)
    } else if let bar = status.frame {
      // A home-button phone's top inset is its status bar, when shown (reference §2).
      top = l.copy(
        .inset(.safeAreaInsets, .top), bar.height,
        status.doubleHeight ? .windowTopInsetUnderDoubleHeightBar : .homeButtonTopInsetIsStatusBar)
    } else {
      top = l.given(.inset(.safeAreaInsets, .top), 0, .hiddenStatusBarLeavesNoTopInset)
    }
    return WindowSafeArea(
      insets: InsetQuantities(
        top: top, left: l.copy(.inset(.safeAreaInsets, .left), device.left, .deviceInsets),
        bottom: l.copy(.inset(.safeAreaInsets, .bottom), device.bottom, .deviceInsets),
        right: l.copy(.inset(.safeAreaInsets, .right), device.right, .deviceInsets)))
  }
}

// MARK: - 4. Bars

/// The root view and the bars: navigation bar, toolbar, tab bar (decisions 4, 8 and 9).
struct BarsStage: Sendable {
  let rootView: FrameQuantities
  let navigationBar: FrameQuantities?
  /// Whether the navigation bar shows a large title.
  let showsLargeTitle: Bool
  let toolbar: FrameQuantities?
  let tabBar: FrameQuantities?
  /// Where the bottom bar stops the content view controller's safe area: the bar's top edge,
  /// except under iOS 26's floating tab bar, which still takes the classic band (§7c).
  let bottomBarSafeAreaTop: Quantity?
  let notes: [Finding]

  /// The bar along the bottom, if any.
  var bottomBar: FrameQuantities? { toolbar ?? tabBar }

  static func make(
    _ c: LayoutContext, _ chrome: DeviceChrome, _ status: StatusBarStage, _ window: WindowSafeArea,
    _ l: inout Ledger
  ) -> BarsStage {
    let s = c.settings
    let screen = chrome.screen
    var notes: [Finding] = []

    // Decision 4: the root view.
    let rootY: Quantity
    if s.fullScreen {
      rootY = l.copy(.frame(.rootView, .y), screen.y, .rootViewIsScreen)
    } else if c.ios <= 6, let bar = status.frame {
      rootY = l.bottom(of: bar, .statusBarBottom, .rootViewBelowStatusBar)
    } else if status.doubleHeight {
      rootY = l.given(.frame(.rootView, .y), 20, .rootViewBelowHotspotBar)
    } else {
      rootY = l.copy(.frame(.rootView, .y), screen.y, .rootViewIsScreen)
    }
    let rootView = l.frame(
      .rootView, x: screen.x, y: rootY, width: screen.width,
      height: l.difference(.frame(.rootView, .height), screen.height, rootY, .rootViewToBottom),
      .rootViewIsScreen)

    // Decisions 8 and 9, §7a, §7c: the navigation bar.
    var navigationBar: FrameQuantities?
    var showsLargeTitle = false
    if s.navigationBar != .none && !s.fullScreen {
      let y: Quantity
      if c.ios <= 6 {
        y = l.copy(.frame(.navigationBar, .y), rootView.y, .navigationBarInApplicationFrame)
      } else if c.liquidGlass, let insets = window.insets {
        y = l.copy(.frame(.navigationBar, .y), insets.top, .liquidGlassNavigationBarAtSafeAreaTop)
      } else if let top = status.navigationBarTop {
        y = l.copy(.frame(.navigationBar, .y), top, .navigationBarBelowStatusBar)
      } else if c.faceID, let insets = window.insets {
        y = l.copy(.frame(.navigationBar, .y), insets.top, .navigationBarAtSafeAreaTop)
      } else {
        y = l.given(.frame(.navigationBar, .y), 0, .navigationBarAtScreenTop)
      }
      let large = s.navigationBar == .large && c.ios >= 11
      let rule: Rule
      let value: Double
      if large && !c.landscape {
        showsLargeTitle = true
        (value, rule) =
          c.liquidGlass ? (106, .liquidGlassLargeTitleHeight) : (96, .largeTitleHeight)
      } else if c.liquidGlass && !c.landscape {
        (value, rule) = (54, .liquidGlassNavigationBarHeight)
      } else if c.landscape && c.compactWidth {
        (value, rule) =
          (32, c.liquidGlass ? .liquidGlassLandscapeBar : .navigationBarCompactLandscape)
      } else if c.landscape {
        (value, rule) =
          (44, c.liquidGlass ? .liquidGlassLandscapeBar : .navigationBarWideLandscape)
      } else {
        (value, rule) = (44, .navigationBarHeight)
      }
      if large && c.landscape { notes.append(.largeTitleInLandscape) }
      navigationBar = l.frame(
        .navigationBar, x: l.zero(.frame(.navigationBar, .x)), y: y, width: screen.width,
        height: l.given(.frame(.navigationBar, .height), value, rule), .barSpansScreen)
    }

    // Decision 8, §7a, §7c: the bottom bars.
    var toolbar: FrameQuantities?
    var tabBar: FrameQuantities?
    var safeAreaTop: Quantity?
    if !s.fullScreen {
      switch s.bottomBar {
      case .none:
        break
      case .toolbar:
        let value: Double
        let rule: Rule
        if c.liquidGlass && !c.landscape {
          (value, rule) = (48, .liquidGlassToolbarHeight)
        } else if c.landscape && c.compactWidth {
          (value, rule) =
            (32, c.liquidGlass ? .liquidGlassLandscapeBar : .toolbarCompactLandscape)
        } else {
          (value, rule) = (44, c.liquidGlass ? .liquidGlassLandscapeBar : .toolbarHeight)
        }
        let height = l.given(.frame(.toolbar, .height), value, rule)
        // §7a: on Face ID phones the toolbar sits above the home-indicator strip.
        var above = height
        if let strip = chrome.homeIndicator {
          above = l.sum(.term(.bottomBarHeight), height, strip.height, .toolbarAboveStrip)
        }
        toolbar = l.frame(
          .toolbar, x: l.zero(.frame(.toolbar, .x)),
          y: l.difference(.frame(.toolbar, .y), screen.height, above, .bottomBarAtBottom),
          width: screen.width, height: height, .barSpansScreen)
      case .tabBar where c.liquidGlass:
        // §7c: a floating capsule; the child's safe area still ends 49 above the strip (a runtime
        // probe: 83 = 34 + 49), and the capsule fills that band but for a gap below it. Its frame
        // is an estimate.
        var band = l.given(.term(.bottomBarHeight), 49, .liquidGlassTabBarSafeArea)
        if let strip = chrome.homeIndicator {
          band = l.sum(.term(.bottomBarHeight), band, strip.height, .liquidGlassTabBarSafeArea)
        }
        let top = l.difference(.frame(.tabBar, .y), screen.height, band, .liquidGlassTabBarSafeArea)
        let inset = l.given(.frame(.tabBar, .x), 21, .liquidGlassTabBarSideInset)
        let sides = l.sum(.term(.tabBarSideInsets), inset, inset, .liquidGlassTabBarSideInset)
        let gap = l.given(.term(.tabBarBottomGap), 8, .liquidGlassTabBarBottomGap)
        tabBar = FrameQuantities(
          x: inset, y: top,
          width: l.difference(
            .frame(.tabBar, .width), screen.width, sides, .liquidGlassTabBarSideInset),
          height: l.smaller(
            .frame(.tabBar, .height), l.given(.term(.tabBarReach), 62, .liquidGlassTabBarHeight),
            l.difference(.term(.tabBarReach), band, gap, .liquidGlassTabBarBottomGap),
            .liquidGlassTabBarHeight))
        safeAreaTop = top
      case .tabBar:
        var height: Quantity
        if c.landscape && c.compactWidth && c.ios >= 11 {
          height = l.given(.term(.bottomBarHeight), 32, .tabBarCompactLandscape)
        } else if c.landscape && c.ios <= 10 {
          height = l.given(.term(.bottomBarHeight), 49, .tabBarLandscapeBeforeIOS11)
        } else {
          height = l.given(.term(.bottomBarHeight), 49, .tabBarHeight)
        }
        // The tab bar's frame takes in the home-indicator strip (83 = 49 + 34).
        if let strip = chrome.homeIndicator {
          height = l.sum(.frame(.tabBar, .height), height, strip.height, .tabBarIncludesStrip)
        }
        tabBar = l.frame(
          .tabBar, x: l.zero(.frame(.tabBar, .x)),
          y: l.difference(.frame(.tabBar, .y), screen.height, height, .bottomBarAtBottom),
          width: screen.width, height: height, .tabBarHeight)
      }
    }
    return BarsStage(
      rootView: rootView, navigationBar: navigationBar, showsLargeTitle: showsLargeTitle,
      toolbar: toolbar, tabBar: tabBar, bottomBarSafeAreaTop: safeAreaTop ?? (toolbar ?? tabBar)?.y,
      notes: notes)
  }
}

// MARK: - 5. Containers and views

/// `topLayoutGuide.length` and `bottomLayoutGuide.length` as quantities.
struct GuideQuantities: Sendable {
  let top: Quantity
  let bottom: Quantity
}

/// The content view controller's view, its safe area (the content rect), its insets and guides.
struct ViewsStage: Sendable {
  let contentView: FrameQuantities
  /// The content view controller's safe area in window coordinates (decision 6).
  let contentRect: FrameQuantities
  /// `topLayoutGuide` / `bottomLayoutGuide` lengths, iOS 7–10.
  let layoutGuides: GuideQuantities?
  /// The content view controller's `view.safeAreaInsets`, iOS 11 and later.
  let viewSafeAreaInsets: InsetQuantities?

  static func make(
    _ c: LayoutContext, _ chrome: DeviceChrome, _ status: StatusBarStage, _ window: WindowSafeArea,
    _ bars: BarsStage, _ l: inout Ledger
  ) -> ViewsStage {
    let s = c.settings
    let screen = chrome.screen
    let root = bars.rootView
    let rootBottom = l.bottom(of: root, .rootViewBottom, .rootViewToBottom)

    // Decision 5: the content view.
    var top = root.y
    var bottom = rootBottom
    if s.fullScreen {
      // The content is the root view, which is the screen.
    } else if c.ios <= 6 {
      if let nav = bars.navigationBar {
        top = l.bottom(of: nav, .navigationBarBottom, .contentViewBetweenBarsIOS6)
      }
      if let bar = bars.bottomBar {
        bottom = l.copy(.term(.bottomBarTop), bar.y, .contentViewBetweenBarsIOS6)
      }
    } else if s.edges == .none || (s.opaqueBars && !s.extendOpaque) {
      if let nav = bars.navigationBar {
        top = l.larger(
          .term(.contentTopLimit), top,
          l.bottom(of: nav, .navigationBarBottom, .contentViewBelowBar), .contentViewBelowBar)
      }
      if let bar = bars.bottomBar {
        bottom = l.smaller(.term(.contentBottomLimit), bottom, bar.y, .contentViewAboveBar)
      }
    }
    bottom = l.larger(.term(.contentViewBottom), bottom, top, .nonNegative)
    let contentView = l.frame(
      .contentView, x: root.x, y: top, width: screen.width,
      height: l.difference(.frame(.contentView, .height), bottom, top, .contentViewIsRootView),
      .contentViewIsRootView)

    // Decision 6: the content rect, the content view controller's safe area.
    let viewBottom = bottom
    var topLimit = contentView.y
    var bottomLimit = viewBottom
    var leftLimit = contentView.x
    let screenRight = l.copy(.term(.screenRight), screen.width, .contentRectInside)
    var rightLimit = screenRight
    if let bar = status.frame {
      topLimit = l.larger(
        .term(.contentTopLimit), topLimit, l.bottom(of: bar, .statusBarBottom, .contentRectBelow),
        .contentRectBelow)
    }
    if let nav = bars.navigationBar {
      topLimit = l.larger(
        .term(.contentTopLimit), topLimit,
        l.bottom(of: nav, .navigationBarBottom, .contentRectBelow), .contentRectBelow)
    }
    if let barTop = bars.bottomBarSafeAreaTop {
      bottomLimit = l.smaller(.term(.contentBottomLimit), bottomLimit, barTop, .contentRectAbove)
    }
    if let insets = window.insets {
      topLimit = l.larger(.term(.contentTopLimit), topLimit, insets.top, .contentRectBelow)
      bottomLimit = l.smaller(
        .term(.contentBottomLimit), bottomLimit,
        l.difference(.term(.homeIndicatorStrip), screen.height, insets.bottom, .contentRectAbove),
        .contentRectAbove)
      leftLimit = l.larger(.term(.contentLeftLimit), leftLimit, insets.left, .contentRectInside)
      rightLimit = l.smaller(
        .term(.contentRightLimit), rightLimit,
        l.difference(.term(.screenRight), screen.width, insets.right, .contentRectInside),
        .contentRectInside)
    }
    bottomLimit = l.larger(.term(.contentBottomLimit), bottomLimit, topLimit, .nonNegative)
    rightLimit = l.larger(.term(.contentRightLimit), rightLimit, leftLimit, .nonNegative)
    let a = s.additionalInsets
    if c.ios >= 11 && !a.isZero {
      // additionalSafeAreaInsets, each side stopping at its opposite (the rect stays inside).
      let at = l.given(.term(.additionalInsetTop), a.top, .additionalSafeAreaInsets)
      let al = l.given(.term(.additionalInsetLeft), a.left, .additionalSafeAreaInsets)
      let ab = l.given(.term(.additionalInsetBottom), a.bottom, .additionalSafeAreaInsets)
      let ar = l.given(.term(.additionalInsetRight), a.right, .additionalSafeAreaInsets)
      leftLimit = l.smaller(
        .term(.contentLeftLimit),
        l.sum(.term(.contentLeftLimit), leftLimit, al, .additionalSafeAreaInsets), rightLimit,
        .nonNegative)
      topLimit = l.smaller(
        .term(.contentTopLimit),
        l.sum(.term(.contentTopLimit), topLimit, at, .additionalSafeAreaInsets), bottomLimit,
        .nonNegative)
      rightLimit = l.larger(
        .term(.contentRightLimit),
        l.difference(.term(.contentRightLimit), rightLimit, ar, .additionalSafeAreaInsets),
        leftLimit, .nonNegative)
      bottomLimit = l.larger(
        .term(.contentBottomLimit),
        l.difference(.term(.contentBottomLimit), bottomLimit, ab, .additionalSafeAreaInsets),
        topLimit, .nonNegative)
    }
    let contentRect = l.frame(
      .contentRect, x: leftLimit, y: topLimit,
      width: l.difference(.frame(.contentRect, .width), rightLimit, leftLimit, .contentRectInside),
      height: l.difference(.frame(.contentRect, .height), bottomLimit, topLimit, .contentRectAbove),
      .contentRectBelow)

    // Layout guides (iOS 7–10): the bars over the content view (reference §6).
    var guides: GuideQuantities?
    if (7...10).contains(c.ios) {
      let zero = l.zero(.term(.zero))
      var barsBottom = zero
      if let bar = status.frame {
        barsBottom = l.bottom(of: bar, .statusBarBottom, .layoutGuideLengths)
      }
      if let nav = bars.navigationBar {
        barsBottom = l.larger(
          .term(.navigationBarBottom), barsBottom,
          l.bottom(of: nav, .navigationBarBottom, .layoutGuideLengths), .layoutGuideLengths)
      }
      let guideTop = l.larger(
        .inset(.layoutGuides, .top),
        l.difference(.term(.contentTopLimit), barsBottom, contentView.y, .layoutGuideLengths), zero,
        .layoutGuideLengths)
      var guideBottom = l.given(.inset(.layoutGuides, .bottom), 0, .layoutGuideLengths)
      if let bar = bars.bottomBar {
        guideBottom = l.larger(
          .inset(.layoutGuides, .bottom),
          l.difference(.term(.contentBottomLimit), viewBottom, bar.y, .layoutGuideLengths), zero,
          .layoutGuideLengths)
      }
      guides = GuideQuantities(top: guideTop, bottom: guideBottom)
    }

    // The content view controller's own view.safeAreaInsets (iOS 11+): its safe area, the content
    // rect, measured from its frame.
    var viewInsets: InsetQuantities?
    if c.ios >= 11 {
      viewInsets = InsetQuantities(
        top: l.difference(
          .inset(.viewSafeAreaInsets, .top), contentRect.y, contentView.y, .viewSafeAreaInsets),
        left: l.difference(
          .inset(.viewSafeAreaInsets, .left), contentRect.x, contentView.x, .viewSafeAreaInsets),
        bottom: l.difference(
          .inset(.viewSafeAreaInsets, .bottom), viewBottom, bottomLimit, .viewSafeAreaInsets),
        right: l.difference(
          .inset(.viewSafeAreaInsets, .right), screenRight, rightLimit, .viewSafeAreaInsets))
    }
    return ViewsStage(
      contentView: contentView, contentRect: contentRect, layoutGuides: guides,
      viewSafeAreaInsets: viewInsets)
  }
}

// MARK: - 6. Layout margins and readable content

/// The content view controller's root view `layoutMargins` and `readableContentGuide`.
struct MarginsStage: Sendable {
  /// The margins, measured from the content view's edges; nil before iOS 8.
  let layoutMargins: InsetQuantities?
  /// The layout margins guide in window coordinates; nil before iOS 8.
  let layoutMarginsGuide: FrameQuantities?
  /// The readable content guide in window coordinates; nil before iOS 9.
  let readableContentGuide: FrameQuantities?

  static func make(_ c: LayoutContext, _ views: ViewsStage, _ l: inout Ledger) -> MarginsStage {
    guard c.ios >= 8 else {
      return MarginsStage(layoutMargins: nil, layoutMarginsGuide: nil, readableContentGuide: nil)
    }
    let view = views.contentView
    let rect = views.contentRect
    // The side margin beyond the safe area (dimmmensions, iOS 15 and 16.2): 16 on phones up to
    // 393 wide and 20 from 414 in portrait; in landscape 20 on home-button phones and 16 beyond
    // the side inset on Face ID phones.
    let portraitWidth = c.device.points.value.width
    let side: Double
    let rule: Rule
    if c.landscape {
      (side, rule) = c.faceID ? (16, .marginFaceIDLandscape) : (20, .marginHomeButtonLandscape)
    } else {
      side = portraitWidth < 414 ? 16 : 20
      let measured: Set<Double> = [320, 375, 390, 393, 414, 428, 430]
      rule = measured.contains(portraitWidth) ? .marginPortrait : .marginPortraitUnmeasured
    }
    let minimum = l.given(.term(.marginMinimum), side, c.ios >= 11 ? rule : .marginsBeforeIOS11)
    let left = l.sum(
      .inset(.layoutMargins, .left),
      l.difference(.term(.contentLeftLimit), rect.x, view.x, .marginsFromSafeArea), minimum,
      .marginsFromSafeArea)
    let rightSafe = l.difference(
      .term(.contentRightLimit),
      l.sum(.term(.screenRight), view.x, view.width, .marginsFromSafeArea),
      l.sum(.term(.contentRightLimit), rect.x, rect.width, .marginsFromSafeArea),
      .marginsFromSafeArea)
    let right = l.sum(.inset(.layoutMargins, .right), rightSafe, minimum, .marginsFromSafeArea)
    let verticalRule: Rule = c.ios >= 11 ? .marginsFromSafeArea : .marginsBeforeIOS11
    let top = l.difference(.inset(.layoutMargins, .top), rect.y, view.y, verticalRule)
    let bottom = l.difference(
      .inset(.layoutMargins, .bottom),
      l.sum(.term(.contentViewBottom), view.y, view.height, verticalRule),
      l.sum(.term(.contentBottomLimit), rect.y, rect.height, verticalRule), verticalRule)
    let margins = InsetQuantities(top: top, left: left, bottom: bottom, right: right)
    let guideX = l.sum(.frame(.layoutMargins, .x), view.x, left, .marginsFromSafeArea)
    let guideWidth = l.larger(
      .frame(.layoutMargins, .width),
      l.difference(
        .term(.contentRightLimit),
        l.difference(.term(.screenRight), view.width, left, .nonNegative),
        right, .nonNegative), l.zero(.term(.zero)), .nonNegative)
    let guide = FrameQuantities(
      x: guideX, y: l.copy(.frame(.layoutMargins, .y), rect.y, verticalRule), width: guideWidth,
      height: l.copy(.frame(.layoutMargins, .height), rect.height, verticalRule))

    var readable: FrameQuantities?
    if c.ios >= 9 {
      let readableRule: Rule = c.ios >= 11 ? .readableWidth : .readableWidthBeforeIOS11
      if c.landscape && c.faceID && !c.compactWidth {
        // Landscape on the regular-width Face ID phones: 664 wide, centred (dimmmensions).
        let width = l.smaller(
          .frame(.readableContentGuide, .width), guide.width,
          l.given(.term(.readableWidth), 664, readableRule), readableRule)
        readable = FrameQuantities(
          x: l.sum(
            .frame(.readableContentGuide, .x), guide.x,
            l.centred(.term(.readableWidth), guide.width, width, readableRule), readableRule),
          y: guide.y, width: width, height: guide.height)
      } else {
        readable = l.frame(
          .readableContentGuide, x: guide.x, y: guide.y, width: guide.width, height: guide.height,
          readableRule)
      }
    }
    return MarginsStage(
      layoutMargins: margins, layoutMarginsGuide: guide, readableContentGuide: readable)
  }
}

// MARK: - 7. Scroll view and table cell

/// A scroll view filling the content view controller's view (as a table view controller's
/// does): its insets as UIKit adjusts them, where its content starts, and one table cell.
struct ScrollStage: Sendable {
  let frame: FrameQuantities
  /// `contentInset`: yours from iOS 11 (0); what `automaticallyAdjustsScrollViewInsets` sets on
  /// iOS 7–10.
  let contentInset: InsetQuantities
  /// `adjustedContentInset`, iOS 11 and later.
  let adjustedContentInset: InsetQuantities?
  /// `contentOffset` at rest.
  let offsetX: Quantity
  let offsetY: Quantity
  /// The insets the content starts behind: adjusted from iOS 11, contentInset before.
  let effective: InsetQuantities
  let cell: FrameQuantities?
  let cellContent: FrameQuantities?
  let header: FrameQuantities?
  let headerContent: FrameQuantities?
  let notes: [Finding]

  static func make(
    _ c: LayoutContext, _ views: ViewsStage, _ l: inout Ledger
  ) -> ScrollStage? {
    let s = c.settings
    guard s.scrollView != nil || s.tableCell else { return nil }
    let view = views.contentView
    let frame = l.frame(
      .scrollView, x: view.x, y: view.y, width: view.width, height: view.height,
      .scrollViewFillsTheView)
    var notes: [Finding] = []
    func zero(_ edge: Edge) -> Quantity {
      l.given(.inset(.contentInset, edge), 0, .contentInsetIsYours)
    }
    var inset = InsetQuantities(
      top: zero(.top), left: zero(.left), bottom: zero(.bottom), right: zero(.right))
    var adjusted: InsetQuantities?
    let effective: InsetQuantities
    // What the bars and insets cover at the top and bottom of the view, to compare with.
    var covered: (top: Quantity, bottom: Quantity)?
    if c.ios >= 11, let safe = views.viewSafeAreaInsets {
      let behaviour = s.scrollView ?? .automatic
      func take(_ edge: Edge, _ yes: Bool) -> Quantity {
        let rule = Rule.adjustment(behaviour)
        return yes
          ? l.sum(.inset(.adjustedContentInset, edge), inset[edge], safe[edge], rule)
          : l.copy(.inset(.adjustedContentInset, edge), inset[edge], rule)
      }
      // Apple: always, every edge; never, none; scrollableAxes, the edges of the axes that
      // scroll; automatic, as scrollableAxes, and top and bottom anyway when the view controller
      // has automaticallyAdjustsScrollViewInsets = YES in a navigation controller (which the
      // content view controller always is in here).
      let vertical: Bool
      let horizontal: Bool
      switch behaviour {
      case .always: (vertical, horizontal) = (true, true)
      case .never: (vertical, horizontal) = (false, false)
      case .scrollableAxes:
        (vertical, horizontal) = (s.scrollAxes.vertical, s.scrollAxes.horizontal)
      case .automatic:
        (vertical, horizontal) = (
          s.scrollAxes.vertical || s.automaticallyAdjustsScrollViewInsets, s.scrollAxes.horizontal
        )
      }
      let a = InsetQuantities(
        top: take(.top, vertical), left: take(.left, horizontal), bottom: take(.bottom, vertical),
        right: take(.right, horizontal))
      adjusted = a
      effective = a
      covered = (safe.top, safe.bottom)
    } else {
      if c.ios >= 7 && s.automaticallyAdjustsScrollViewInsets, let guides = views.layoutGuides {
        // iOS 7–10: the container sets contentInset to the layout guides (64/49 under a
        // navigation bar and a tab bar).
        inset = InsetQuantities(
          top: l.copy(.inset(.contentInset, .top), guides.top, .automaticallyAdjustsInsets),
          left: inset.left,
          bottom: l.copy(
            .inset(.contentInset, .bottom), guides.bottom, .automaticallyAdjustsInsets),
          right: inset.right)
      }
      effective = inset
      if let guides = views.layoutGuides { covered = (guides.top, guides.bottom) }
    }
    if let covered {
      let top = covered.top.value - effective.top.value
      let bottom = covered.bottom.value - effective.bottom.value
      if top > 0.005 || bottom > 0.005 {
        notes.append(.scrollContentUnderBars(top: max(0, top), bottom: max(0, bottom)))
      }
    }
    let offsetX = l.difference(
      .frame(.contentOffset, .x), l.zero(.term(.zero)), effective.left, .offsetAtRest)
    let offsetY = l.difference(
      .frame(.contentOffset, .y), l.zero(.term(.zero)), effective.top, .offsetAtRest)

    var cell: FrameQuantities?
    var cellContent: FrameQuantities?
    var header: FrameQuantities?
    var headerContent: FrameQuantities?
    if s.tableCell {
      // One section header, then one row, from where the content starts.
      let start = l.sum(.frame(.sectionHeader, .y), frame.y, effective.top, .offsetAtRest)
      let headerHeight = l.given(.frame(.sectionHeader, .height), 28, .sectionHeaderHeight)
      let h = l.frame(
        .sectionHeader, x: frame.x, y: start, width: frame.width, height: headerHeight,
        .cellSpansTheTable)
      let rowY = l.sum(.frame(.tableCell, .y), start, headerHeight, .cellSpansTheTable)
      let row = l.frame(
        .tableCell, x: frame.x, y: rowY,
        width: frame.width, height: l.given(.frame(.tableCell, .height), 44, .rowHeight),
        .cellSpansTheTable)
      func content(_ element: LayoutElement, of box: FrameQuantities) -> FrameQuantities {
        guard c.ios >= 11 && s.insetsContentViewsToSafeArea, let safe = views.viewSafeAreaInsets
        else {
          return l.frame(
            element, x: box.x, y: box.y, width: box.width, height: box.height,
            c.ios >= 11 ? .contentViewNotInset : .contentViewBeforeIOS11)
        }
        let sides = l.sum(.term(.contentLeftLimit), safe.left, safe.right, .insetsContentViews)
        return FrameQuantities(
          x: l.sum(.frame(element, .x), box.x, safe.left, .insetsContentViews),
          y: l.copy(.frame(element, .y), box.y, .insetsContentViews),
          width: l.difference(.frame(element, .width), box.width, sides, .insetsContentViews),
          height: l.copy(.frame(element, .height), box.height, .insetsContentViews))
      }
      header = h
      headerContent = content(.headerContentView, of: h)
      cell = row
      cellContent = content(.cellContentView, of: row)
    }
    return ScrollStage(
      frame: frame, contentInset: inset, adjustedContentInset: adjusted, offsetX: offsetX,
      offsetY: offsetY, effective: effective, cell: cell, cellContent: cellContent, header: header,
      headerContent: headerContent, notes: notes)
  }
}

// MARK: - 8. The keyboard

/// The system keyboard (English QWERTY with the predictive bar), `keyboardLayoutGuide`, and the
/// content rect above the keyboard.
struct KeyboardStage: Sendable {
  /// Nil when the keyboard is down.
  let frame: FrameQuantities?
  /// iOS 15 and later.
  let guide: FrameQuantities?

  static func make(
    _ c: LayoutContext, _ chrome: DeviceChrome, _ views: ViewsStage, _ l: inout Ledger
  ) -> KeyboardStage {
    var frame: FrameQuantities?
    if c.settings.keyboard {
      let (value, rule) = Self.height(c)
      let height = l.given(.frame(.keyboard, .height), value, rule)
      // The frame reaches the bottom edge: on Face ID phones it takes in the home-indicator
      // strip (research C1).
      frame = l.frame(
        .keyboard, x: l.zero(.frame(.keyboard, .x)),
        y: l.difference(
          .frame(.keyboard, .y), chrome.screen.height, height, .keyboardReachesBottom),
        width: chrome.screen.width, height: height, .keyboardReachesBottom)
    }
    var guide: FrameQuantities?
    if c.ios >= 15 {
      let view = views.contentView
      let viewBottom = l.sum(.term(.contentViewBottom), view.y, view.height, .keyboardGuide)
      let top: Quantity
      if let frame {
        top = l.larger(.frame(.keyboardLayoutGuide, .y), frame.y, view.y, .keyboardGuide)
      } else {
        // Down: the guide's top is the safe area's bottom, its height the bottom inset.
        top = l.sum(
          .frame(.keyboardLayoutGuide, .y), views.contentRect.y, views.contentRect.height,
          .keyboardGuideWhenDown)
      }
      guide = FrameQuantities(
        x: l.copy(.frame(.keyboardLayoutGuide, .x), view.x, .keyboardGuide),
        y: top, width: l.copy(.frame(.keyboardLayoutGuide, .width), view.width, .keyboardGuide),
        height: l.larger(
          .frame(.keyboardLayoutGuide, .height),
          l.difference(.term(.contentBottomLimit), viewBottom, top, .keyboardGuide),
          l.zero(.term(.zero)), .nonNegative))
    }
    return KeyboardStage(frame: frame, guide: guide)
  }

  /// The keyboard's height (`UIKeyboardFrameEndUserInfoKey`) for the phone, iOS and orientation,
  /// and the rule it comes from (research C3).
  static func height(_ c: LayoutContext) -> (Double, Rule) {
    let width = c.device.points.value.width
    if c.ios <= 7 { return (c.landscape ? 162 : 216, .keyboardBeforeQuickType) }
    if c.faceID {
      if c.ios >= 26 { return (c.landscape ? 209 : 335, .keyboardIOS26) }
      if c.landscape { return (209, .keyboardFaceIDLandscape) }
      return width >= 414 ? (346, .keyboardFaceIDWide) : (336, .keyboardFaceID)
    }
    if c.landscape {
      return (
        c.ios >= 13 ? 200 : (width <= 320 ? 193 : 194),
        c.ios >= 13 ? .keyboardLandscapeIOS13 : .keyboardQuickType
      )
    }
    if width <= 320 {
      return (c.ios >= 13 ? 254 : 253, c.ios >= 13 ? .keyboardIOS13 : .keyboardQuickType)
    }
    if width < 414 {
      if c.ios >= 26 { return (260, .keyboardHomeButtonIOS26) }
      return (c.ios >= 13 ? 260 : 258, c.ios >= 13 ? .keyboardIOS13 : .keyboardQuickType)
    }
    return (271, .keyboardQuickType)
  }
}
