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
  /// The bar along the top and the one along the bottom, if any.
  let top: PlacedBar?
  let bottom: PlacedBar?
  /// Bars down a side edge: a foldable's vertical bars in its strip (§8b), top to bottom.
  let side: [PlacedBar]
  /// A `UITabAccessory` above iOS 26's floating tab bar.
  let accessory: FrameQuantities?
  /// Whether the navigation bar shows a large title.
  let showsLargeTitle: Bool
  let notes: FindingSet

  /// The bars on screen, in `BarDescriptor.all`'s order.
  var placed: [PlacedBar] {
    let order = BarDescriptor.all.map(\.element)
    return ([top, bottom].compactMap { $0 } + side).sorted {
      (order.firstIndex(of: $0.element) ?? 0) < (order.firstIndex(of: $1.element) ?? 0)
    }
  }

  /// The placed bar of `element`, if it is on screen.
  func bar(_ element: LayoutElement) -> FrameQuantities? {
    if top?.element == element { return top?.frame }
    if bottom?.element == element { return bottom?.frame }
    return side.first { $0.element == element }?.frame
  }

  /// The bar along the top or the bottom, if any.
  @inline(__always) func bar(on edge: Edge) -> PlacedBar? {
    switch edge {
    case .top: top
    case .bottom: bottom
    case .left, .right: side.isEmpty ? nil : side.first { $0.edge == edge }
    }
  }

  static func make<R: Recorder>(
    _ c: LayoutContext, _ chrome: DeviceChrome, _ status: StatusBarStage, _ window: WindowSafeArea,
    _ l: inout R
  ) -> BarsStage {
    let s = c.settings
    // The app's window: the screen unless an iOS 27 window or a foldable's strip narrows it.
    let screen = chrome.window
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
    var bottom: PlacedBar?
    var side: [PlacedBar] = []
    var accessory: FrameQuantities?
    var showsLargeTitle = false
    // Every row the settings want, in order. The rows are read in place (the built-in ones from
    // memory never freed) and each at +0, as a guaranteed reference: a layout retains and releases
    // neither an array of rows nor a row (4.7 retains and as many releases a layout, before).
    func placeAll(_ kinds: UnsafeBufferPointer<Unmanaged<BarDescriptor>>) {
      for index in kinds.indices {
        // A closure that calls `placeRow`, not `placeRow` passed itself: passed as a value,
        // the local function's captured variables went to the heap, 7 allocations a layout.
        kinds[index]._withUnsafeGuaranteedRef { placeRow($0) }
      }
    }
    func placeRow(_ descriptor: BarDescriptor) {
      guard descriptor.wanted(s) else { return }
      // Each of the row's rules asked once.
      let edge = descriptor.edge(c)
      let rule = descriptor.thickness(c)
      if descriptor.element == .navigationBar && edge == .top {
        let large = s.navigationBar == .large && c.ios >= 11
        showsLargeTitle = large && !c.landscape
        if large && c.landscape { notes.insert(.largeTitleInLandscape) }
      }
      switch edge {
      case .top:
        guard top == nil else { return }
        top = place(
          descriptor, on: edge, thickness: rule, floats: false, c, chrome, status, window,
          rootView, &l)
      case .bottom:
        guard bottom == nil else { return }
        let floats = descriptor.floats(c)
        let bar = place(
          descriptor, on: edge, thickness: rule, floats: floats, c, chrome, status, window,
          rootView, &l)
        bottom = bar
        if floats {
          if s.tabBarMinimized { notes.insert(.minimizedTabBarUncovers) }
          if let height = s.bottomAccessory, let safeLine = bar.safeAreaLine {
            accessory = placeAccessory(height, above: bar.frame, safeLine: safeLine, screen, &l)
            if s.pushed { notes.insert(.accessoryInsetMissingWhenPushed) }
          }
        }
      case .left, .right:
        // Down a foldable's strip, stacked; else against the side edge.
        side.append(
          c.verticalBars
            ? placeInStrip(
              descriptor, on: edge, length: rule, after: side.last, c, chrome, status, &l)
            : place(
              descriptor, on: edge, thickness: rule, floats: false, c, chrome, status, window,
              rootView, &l))
      }
    }
    if !s.fullScreen {
      if let custom = c.customBars {
        custom.withUnsafeBufferPointer {
          $0.withMemoryRebound(to: Unmanaged<BarDescriptor>.self, placeAll)
        }
      } else {
        placeAll(BarDescriptor.builtInRows.rows)
      }
    }
    // The accessory adds to the bottom inset on the tab's root screen, not on a pushed one (a
    // report; not reproduced by its author).
    if let accessory, let bar = bottom, !s.pushed {
      bottom = PlacedBar(
        element: bar.element, edge: bar.edge, frame: bar.frame, safeAreaLine: accessory.y)
    }
    return BarsStage(
      rootView: rootView, top: top, bottom: bottom, side: side, accessory: accessory,
      showsLargeTitle: showsLargeTitle, notes: notes)
  }

  /// A tab accessory of `height` above the floating tab bar, with the bar's side insets and gap.
  private static func placeAccessory<R: Recorder>(
    _ height: Double, above bar: FrameQuantities, safeLine: Quantity, _ screen: FrameQuantities,
    _ l: inout R
  ) -> FrameQuantities {
    let h = l.given(.frame(.bottomAccessory, .height), .bottomAccessory, value: height)
    let gap = l.given(.term(.tabBarBottomGap), .liquidGlassTabBarBottomGap)
    let reach = l.sum(.term(.tabBarReach), h, gap, .bottomAccessory)
    return FrameQuantities(
      x: bar.x, y: l.difference(.frame(.bottomAccessory, .y), safeLine, reach, .bottomAccessory),
      width: bar.width, height: h)
  }

  /// A vertical bar down a foldable's strip: across it the strip's width, along it its rule's
  /// length; the navigation bar and toolbar below the status cluster (and each other), the tab
  /// bar at the bottom, above the bottom inset (§8b; positions not published: estimates).
  private static func placeInStrip<R: Recorder>(
    _ d: BarDescriptor, on edge: Edge, length rule: Rule, after previous: PlacedBar?,
    _ c: LayoutContext, _ chrome: DeviceChrome, _ status: StatusBarStage, _ l: inout R
  ) -> PlacedBar {
    let e = d.element
    let width = c.device.numbers.foldable?.strip ?? CatalogNumber(value: 84, isEstimate: true)
    let across = l.catalog(.frame(e, .width), width.value, .foldableStrip, width.isEstimate)
    let x =
      edge == .left
      ? l.zero(.frame(e, .x))
      : l.difference(.frame(e, .x), chrome.screen.width, across, rule)
    let along = l.given(.frame(e, .height), rule)
    let y: Quantity
    if d.slot == .bottom && d.strip == .takesIn {
      let bottomInset = chrome.deviceInsets?.bottom ?? l.zero(.term(.zero))
      y = l.difference(
        .frame(e, .y),
        l.difference(.term(.contentBottomLimit), chrome.screen.height, bottomInset, rule),
        along, rule)
    } else if let previous, previous.frame.y.value < chrome.screen.height.value / 2 {
      y = l.bottom(of: previous.frame, .navigationBarBottom, rule)
    } else if let cluster = status.frame {
      y = l.bottom(of: cluster, .statusBarBottom, rule)
    } else {
      y = l.zero(.frame(e, .y))
    }
    let frame = l.frame(e, x: x, y: y, width: across, height: along, rule)
    return PlacedBar(element: e, edge: edge, frame: frame, safeAreaLine: nil)
  }

  /// A bar on its edge: its thickness from its rule; on the top edge below the status bar as
  /// UIKit lays it out (decision 9, §7a); on the bottom edge on the bottom edge, above the
  /// home-indicator strip or taking it in; on a side edge against that edge, between the top and
  /// bottom safe-area insets.
  private static func place<R: Recorder>(
    _ d: BarDescriptor, on edge: Edge, thickness rule: Rule, floats: Bool, _ c: LayoutContext,
    _ chrome: DeviceChrome, _ status: StatusBarStage, _ window: WindowSafeArea,
    _ rootView: FrameQuantities, _ l: inout R
  ) -> PlacedBar {
    let e = d.element
    let screen = chrome.window
    // Against the window's leading edge: x 0, unless the window itself starts further in.
    func leading(_ name: QuantityName) -> Quantity {
      c.window == nil || screen.x.value == 0
        ? l.zero(name) : l.copy(name, screen.x, .windowFrame)
    }
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
        e, x: leading(.frame(e, .x)), y: y, width: screen.width,
        height: l.given(.frame(e, .height), rule), .barSpansScreen)
      return PlacedBar(element: e, edge: edge, frame: frame, safeAreaLine: nil)
    case .bottom where floats && c.settings.tabBarMinimized:
      // Minimised on scroll: a small capsule at the leading side, and the bottom inset back to
      // the home-indicator strip (pocket-casts 4927: the safe area shrinks; no frame published).
      let size = l.given(.frame(e, .height), .minimizedTabBar)
      let gap = l.given(.term(.tabBarBottomGap), .liquidGlassTabBarBottomGap)
      let reach = l.sum(.term(.tabBarReach), size, gap, .minimizedTabBar)
      var line = screen.height
      if let strip = chrome.windowStrip {
        line = l.difference(.term(.bottomBarTop), screen.height, strip.height, .minimizedTabBar)
      }
      let frame = FrameQuantities(
        x: l.given(.frame(e, .x), .liquidGlassTabBarSideInset),
        y: l.difference(.frame(e, .y), screen.height, reach, .minimizedTabBar), width: size,
        height: size)
      return PlacedBar(element: e, edge: edge, frame: frame, safeAreaLine: line)
    case .bottom where floats:
      // §7c: a floating capsule; the child's safe area still ends a classic band above the strip
      // (a runtime probe: 83 = 34 + 49), and the capsule fills that band but for a gap below it.
      var band = l.given(.term(.bottomBarHeight), rule)
      if let strip = chrome.windowStrip {
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
        if let strip = chrome.windowStrip {
          above = l.sum(.term(.bottomBarHeight), height, strip.height, .toolbarAboveStrip)
        }
        frame = l.frame(
          e, x: leading(.frame(e, .x)),
          y: l.difference(.frame(e, .y), screen.height, above, .bottomBarAtBottom),
          width: screen.width, height: height, .barSpansScreen)
      case .takesIn:
        // The bar's frame takes in the home-indicator strip (83 = 49 + 34).
        var height = l.given(.term(.bottomBarHeight), rule)
        if let strip = chrome.windowStrip {
          height = l.sum(.frame(e, .height), height, strip.height, .tabBarIncludesStrip)
        }
        frame = l.frame(
          e, x: leading(.frame(e, .x)),
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
