// Stage 4. Bars

/// One bar as placed: its element, the edge it sits on, its frame, and where it stops the content
/// view controller's safe area when that is not its inner edge.
struct PlacedBar: Sendable {
  let element: LayoutElement
  let edge: Edge
  let frame: FrameQuantities
  /// Where the bar stops the safe area, when that is not its inner edge; nil otherwise.
  ///
  /// iOS 26's floating tab bar still reserves the classic band (§7c).
  let safeAreaLine: Quantity?
}

/// The root view and the bars the settings show, each placed from its `BarDescriptor`
/// (decisions 4, 8 and 9).
struct BarsStage: Sendable {
  let rootView: FrameQuantities
  /// The bar on each edge: a container shows at most one bar along an edge.
  let top: PlacedBar?
  let left: PlacedBar?
  let bottom: PlacedBar?
  let right: PlacedBar?
  /// Whether the navigation bar shows a large title.
  let showsLargeTitle: Bool
  let notes: FindingSet

  /// The bars on screen, in `BarDescriptor.all`'s order.
  var placed: [PlacedBar] {
    var bars = [top, left, bottom, right].compactMap { $0 }
    bars.sort { a, b in
      let order = BarDescriptor.all.map(\.element)
      return (order.firstIndex(of: a.element) ?? 0) < (order.firstIndex(of: b.element) ?? 0)
    }
    return bars
  }

  /// The placed bar of `element`, if it is on screen.
  func bar(_ element: LayoutElement) -> FrameQuantities? {
    for bar in [top, left, bottom, right] where bar?.element == element { return bar?.frame }
    return nil
  }

  /// The bar on `edge`, if any.
  func bar(on edge: Edge) -> PlacedBar? {
    switch edge {
    case .top: top
    case .left: left
    case .bottom: bottom
    case .right: right
    }
  }

  static func make(
    _ c: LayoutContext, _ chrome: DeviceChrome, _ status: StatusBarStage, _ window: WindowSafeArea,
    _ l: inout Ledger
  ) -> BarsStage {
    let s = c.settings
    let screen = chrome.screen
    var notes = FindingSet()

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

    var top: PlacedBar?
    var left: PlacedBar?
    var bottom: PlacedBar?
    var right: PlacedBar?
    var showsLargeTitle = false
    if !s.fullScreen {
      for descriptor in BarDescriptor.all where descriptor.wanted(s) {
        let edge = descriptor.edge(c)
        let rule = descriptor.thickness(c)
        if descriptor.element == .navigationBar {
          let large = s.navigationBar == .large && c.ios >= 11
          showsLargeTitle = large && !c.landscape
          if large && c.landscape { notes.insert(.largeTitleInLandscape) }
        }
        let bar = place(
          descriptor, on: edge, thickness: rule, c, chrome, status, window, rootView, &l)
        // A container shows one bar an edge; the settings never ask for two.
        switch edge {
        case .top: top = top ?? bar
        case .left: left = left ?? bar
        case .bottom: bottom = bottom ?? bar
        case .right: right = right ?? bar
        }
      }
    }
    return BarsStage(
      rootView: rootView, top: top, left: left, bottom: bottom, right: right,
      showsLargeTitle: showsLargeTitle, notes: notes)
  }

  /// A bar on its edge: its thickness from its rule; on the top edge below the status bar as
  /// UIKit lays it out (decision 9, §7a); on the bottom edge on the bottom edge, above the
  /// home-indicator strip or taking it in; on a side edge against that edge, between the top and
  /// bottom safe-area insets.
  private static func place(
    _ d: BarDescriptor, on edge: Edge, thickness rule: Rule, _ c: LayoutContext,
    _ chrome: DeviceChrome, _ status: StatusBarStage, _ window: WindowSafeArea,
    _ rootView: FrameQuantities, _ l: inout Ledger
  ) -> PlacedBar {
    let e = d.element
    let screen = chrome.screen
    switch edge {
    case .top:
      let y: Quantity
      if c.ios <= 6 {
        y = l.copy(.frame(e, .y), rootView.y, .navigationBarInApplicationFrame)
      } else if c.liquidGlass, let insets = window.insets {
        y = l.copy(.frame(e, .y), insets.top, .liquidGlassNavigationBarAtSafeAreaTop)
      } else if let top = status.navigationBarTop {
        y = l.copy(.frame(e, .y), top, .navigationBarBelowStatusBar)
      } else if c.faceID, let insets = window.insets {
        y = l.copy(.frame(e, .y), insets.top, .navigationBarAtSafeAreaTop)
      } else {
        y = l.given(.frame(e, .y), .navigationBarAtScreenTop)
      }
      let frame = l.frame(
        e, x: l.zero(.frame(e, .x)), y: y, width: screen.width,
        height: l.given(.frame(e, .height), rule), .barSpansScreen)
      return PlacedBar(element: e, edge: edge, frame: frame, safeAreaLine: nil)
    case .bottom where d.floats(c):
      // §7c: a floating capsule; the child's safe area still ends a classic band above the strip
      // (a runtime probe: 83 = 34 + 49), and the capsule fills that band but for a gap below it.
      var band = l.given(.term(.bottomBarHeight), rule)
      if let strip = chrome.homeIndicator {
        band = l.sum(.term(.bottomBarHeight), band, strip.height, rule)
      }
      let top = l.difference(.frame(e, .y), screen.height, band, rule)
      let inset = l.given(.frame(e, .x), .liquidGlassTabBarSideInset)
      let sides = l.sum(.term(.tabBarSideInsets), inset, inset, .liquidGlassTabBarSideInset)
      let gap = l.given(.term(.tabBarBottomGap), .liquidGlassTabBarBottomGap)
      let frame = FrameQuantities(
        x: inset, y: top,
        width: l.difference(.frame(e, .width), screen.width, sides, .liquidGlassTabBarSideInset),
        height: l.smaller(
          .frame(e, .height), l.given(.term(.tabBarReach), .liquidGlassTabBarHeight),
          l.difference(.term(.tabBarReach), band, gap, .liquidGlassTabBarBottomGap),
          .liquidGlassTabBarHeight))
      return PlacedBar(element: e, edge: edge, frame: frame, safeAreaLine: top)
    case .bottom:
      let frame: FrameQuantities
      switch d.strip {
      case .sitsAbove:
        // §7a: on Face ID phones the bar sits above the home-indicator strip.
        let height = l.given(.frame(e, .height), rule)
        var above = height
        if let strip = chrome.homeIndicator {
          above = l.sum(.term(.bottomBarHeight), height, strip.height, .toolbarAboveStrip)
        }
        frame = l.frame(
          e, x: l.zero(.frame(e, .x)),
          y: l.difference(.frame(e, .y), screen.height, above, .bottomBarAtBottom),
          width: screen.width, height: height, .barSpansScreen)
      case .takesIn:
        // The bar's frame takes in the home-indicator strip (83 = 49 + 34).
        var height = l.given(.term(.bottomBarHeight), rule)
        if let strip = chrome.homeIndicator {
          height = l.sum(.frame(e, .height), height, strip.height, .tabBarIncludesStrip)
        }
        frame = l.frame(
          e, x: l.zero(.frame(e, .x)),
          y: l.difference(.frame(e, .y), screen.height, height, .bottomBarAtBottom),
          width: screen.width, height: height, .tabBarHeight)
      }
      return PlacedBar(element: e, edge: edge, frame: frame, safeAreaLine: nil)
    case .left, .right:
      // Against the side edge, between the top and bottom safe-area insets (or the whole height).
      let width = l.given(.frame(e, .width), rule)
      let zero = l.zero(.term(.zero))
      let top = window.insets?.top ?? zero
      let bottom = window.insets?.bottom ?? zero
      let x =
        edge == .left
        ? l.zero(.frame(e, .x))
        : l.difference(.frame(e, .x), screen.width, width, .barAgainstSideEdge)
      let height = l.difference(
        .frame(e, .height), l.difference(.term(.contentBottomLimit), screen.height, bottom, rule),
        top, rule)
      let frame = l.frame(e, x: x, y: top, width: width, height: height, rule)
      return PlacedBar(element: e, edge: edge, frame: frame, safeAreaLine: nil)
    }
  }
}
