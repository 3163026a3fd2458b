// Stage 5. Containers and views

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

  static func make<R: Recorder>(
    _ c: LayoutContext, _ chrome: DeviceChrome, _ status: StatusBarStage, _ window: WindowSafeArea,
    _ bars: BarsStage, _ l: inout R
  ) -> ViewsStage {
    let s = c.settings
    // The app's window: the screen, unless an iOS 27 window or a foldable's strip narrows it.
    let screen = chrome.window
    // Its right edge: its width when it starts at the left edge, as it almost always does.
    let windowRight =
      screen.x.value == 0
      ? screen.width : l.sum(.term(.screenRight), screen.x, screen.width, .windowFrame)
    let root = bars.rootView
    // The bar on each edge, looked up once.
    let topBar = bars.bar(on: .top)
    let bottomBar = bars.bar(on: .bottom)
    let leftBar = bars.bar(on: .left)
    let rightBar = bars.bar(on: .right)
    let rootBottom = l.bottom(of: root, .rootViewBottom, .rootViewToBottom)

    // Decision 5: the content view. Bars on the top and bottom edges shorten it; a side bar
    // narrows it.
    var top = root.y
    var bottom = rootBottom
    var left = root.x
    var right = windowRight
    // Whether a side bar narrowed the view (a view between the bars on the side edges).
    var narrowed = false
    if s.fullScreen {
      // The content is the root view, which is the screen.
    } else if c.ios <= 6 {
      if let bar = topBar {
        top = l.bottom(of: bar.frame, .navigationBarBottom, .contentViewBetweenBarsIOS6)
      }
      if let bar = bottomBar {
        bottom = l.copy(.term(.bottomBarTop), bar.frame.y, .contentViewBetweenBarsIOS6)
      }
    } else if s.edges == .none || (s.opaqueBars && !s.extendOpaque) {
      if let bar = topBar {
        top = l.larger(
          .term(.contentTopLimit), top,
          l.bottom(of: bar.frame, .navigationBarBottom, .contentViewBelowBar), .contentViewBelowBar)
      }
      if let bar = bottomBar {
        bottom = l.smaller(.term(.contentBottomLimit), bottom, bar.frame.y, .contentViewAboveBar)
      }
      if let bar = leftBar {
        narrowed = true
        left = l.larger(
          .term(.contentLeftLimit), left,
          l.sum(.term(.contentLeftLimit), bar.frame.x, bar.frame.width, .contentViewBelowBar),
          .contentViewBelowBar)
      }
      if let bar = rightBar {
        narrowed = true
        right = l.smaller(.term(.contentRightLimit), right, bar.frame.x, .contentViewAboveBar)
      }
    }
    bottom = l.larger(.term(.contentViewBottom), bottom, top, .nonNegative)
    let contentWidth =
      narrowed
      ? l.difference(.frame(.contentView, .width), right, left, .contentViewIsRootView)
      : screen.width
    let contentView = l.frame(
      .contentView, x: left, y: top, width: contentWidth,
      height: l.difference(.frame(.contentView, .height), bottom, top, .contentViewIsRootView),
      .contentViewIsRootView)

    // Decision 6: the content rect, the content view controller's safe area.
    let viewBottom = bottom
    var topLimit = contentView.y
    var bottomLimit = viewBottom
    var leftLimit = contentView.x
    let screenRight =
      narrowed
      ? right : l.copy(.term(.screenRight), windowRight, .contentRectInside)
    var rightLimit = screenRight
    // A status bar down a foldable's strip bounds nothing from above: the strip's inset does.
    if let bar = status.frame, c.strip == nil {
      topLimit = l.larger(
        .term(.contentTopLimit), topLimit, l.bottom(of: bar, .statusBarBottom, .contentRectBelow),
        .contentRectBelow)
    }
    if let bar = topBar {
      topLimit = l.larger(
        .term(.contentTopLimit), topLimit,
        l.bottom(of: bar.frame, .navigationBarBottom, .contentRectBelow), .contentRectBelow)
    }
    if let bar = bottomBar {
      bottomLimit = l.smaller(
        .term(.contentBottomLimit), bottomLimit, bar.safeAreaLine ?? bar.frame.y, .contentRectAbove)
    }
    if let bar = leftBar {
      leftLimit = l.larger(
        .term(.contentLeftLimit), leftLimit,
        l.sum(.term(.contentLeftLimit), bar.frame.x, bar.frame.width, .contentRectInside),
        .contentRectInside)
    }
    if let bar = rightBar {
      rightLimit = l.smaller(
        .term(.contentRightLimit), rightLimit, bar.frame.x, .contentRectInside)
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
        l.difference(.term(.screenRight), windowRight, insets.right, .contentRectInside),
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
      if let bar = topBar {
        barsBottom = l.larger(
          .term(.navigationBarBottom), barsBottom,
          l.bottom(of: bar.frame, .navigationBarBottom, .layoutGuideLengths), .layoutGuideLengths)
      }
      let guideTop = l.larger(
        .inset(.layoutGuides, .top),
        l.difference(.term(.contentTopLimit), barsBottom, contentView.y, .layoutGuideLengths), zero,
        .layoutGuideLengths)
      var guideBottom = l.given(.inset(.layoutGuides, .bottom), 0, .layoutGuideLengths)
      if let bar = bottomBar {
        guideBottom = l.larger(
          .inset(.layoutGuides, .bottom),
          l.difference(.term(.contentBottomLimit), viewBottom, bar.frame.y, .layoutGuideLengths),
          zero, .layoutGuideLengths)
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
