// Stage 1. Screen and device chrome

/// The screen, its corners and cutouts, the home indicator, and the device's safe-area insets.
struct DeviceChrome: Sendable {
  let screen: FrameQuantities
  /// The app's window in the display's coordinates: the screen itself unless the layout has its
  /// own (iOS 27's resizable windows; an old-SDK app kept out of a foldable's strip).
  let window: FrameQuantities
  /// A foldable's status cluster at the top of its strip (or, on the inner display in portrait,
  /// at its top right): where the status bar is, and an `.occlusion` region.
  let cluster: FrameQuantities?
  /// The fold's `.division` region, active only half-open.
  let division: FrameQuantities?
  let cornerRadius: Quantity
  let notch: FrameQuantities?
  let dynamicIsland: FrameQuantities?
  /// The catalog's insets for this iOS and orientation (iOS 11 and later).
  let deviceInsets: InsetQuantities?
  /// The strip reserved for the home indicator (Face ID phones).
  let homeIndicator: FrameQuantities?
  let homeIndicatorPill: FrameQuantities?

  /// The home-indicator strip as the app's window meets it: none when an iOS 27 window ends
  /// above the display's bottom edge (its bars then sit on the window's own bottom).
  var windowStrip: FrameQuantities? {
    guard let strip = homeIndicator else { return nil }
    return window.y.value + window.height.value >= screen.height.value ? strip : nil
  }

  static func make<R: Recorder>(_ c: LayoutContext, _ d: DeviceFacts, _ l: inout R)
    -> DeviceChrome
  {
    let points = d.points
    let width = l.catalog(.frame(.screen, .width), c.size.width, .points, points.isEstimate)
    let height = l.catalog(.frame(.screen, .height), c.size.height, .points, points.isEstimate)
    let screen = FrameQuantities(
      x: l.zero(.frame(.screen, .x)), y: l.zero(.frame(.screen, .y)), width: width, height: height)
    let corner = l.catalog(
      .scalar(.cornerRadius), d.cornerRadius.value, .cornerRadius, d.cornerRadius.isEstimate)

    let notch = d.notch.map { n in
      cutout(
        .notch, c, screen, length: n.value.width, depth: n.value.height, offset: 0, .notch,
        n.isEstimate, &l)
    }
    let island = d.dynamicIsland.map { n in
      cutout(
        .dynamicIsland, c, screen, length: n.value.width, depth: n.value.height,
        offset: n.value.top, .dynamicIsland, n.isEstimate, &l)
    }

    var deviceInsets: InsetQuantities?
    if let sourced = d.insets {
      let i = sourced.value
      let p = sourced.isEstimate
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
        .homeIndicator, sourced.isEstimate)
      let pillHeight = l.catalog(
        .frame(.homeIndicatorPill, .height), p.height, .homeIndicator, sourced.isEstimate)
      let gap = l.catalog(.term(.pillBottomGap), p.bottom, .homeIndicator, sourced.isEstimate)
      let above = l.sum(.term(.pillReach), gap, pillHeight, .pillAboveBottomEdge)
      return FrameQuantities(
        x: l.centred(.frame(.homeIndicatorPill, .x), width, pillWidth, .pillCentred),
        y: l.difference(.frame(.homeIndicatorPill, .y), height, above, .pillAboveBottomEdge),
        width: pillWidth, height: pillHeight)
    }

    var window = screen
    if let w = c.window {
      window = FrameQuantities(
        x: l.given(.frame(.window, .x), .windowFrame, value: w.x),
        y: l.given(.frame(.window, .y), .windowFrame, value: w.y),
        width: l.given(.frame(.window, .width), .windowFrame, value: w.width),
        height: l.given(.frame(.window, .height), .windowFrame, value: w.height))
    }
    var cluster: FrameQuantities?
    if let size = d.cluster, let stripWidth = c.device.numbers.foldable?.strip {
      // At the top of the strip; on the inner display in portrait (no strip), at the top right.
      let x: Double
      switch c.strip {
      case .left?: x = 0
      case .right?: x = c.size.width - stripWidth.value
      default: x = c.size.width - size.value.width
      }
      let e = size.isEstimate
      cluster = FrameQuantities(
        x: l.catalog(.term(.clusterOrigin), x, .statusCluster, e),
        y: l.catalog(.term(.zero), 0, .statusCluster, e),
        width: l.catalog(.term(.clusterLength), size.value.width, .statusCluster, e),
        height: l.catalog(.term(.clusterLength), size.value.height, .statusCluster, e))
    }
    var division: FrameQuantities?
    if let thickness = d.division, c.settings.pose == .halfOpen {
      // A band across the long side's middle (475.5 of 951): vertical in landscape, horizontal
      // in portrait.
      let wide = c.size.width > c.size.height
      let long = wide ? c.size.width : c.size.height
      let short = wide ? c.size.height : c.size.width
      let e = thickness.isEstimate
      let along = l.catalog(.term(.divisionOffset), (long - thickness.value) / 2, .fold, e)
      let across = l.catalog(.term(.divisionThickness), thickness.value, .fold, e)
      let zero = l.zero(.term(.zero))
      let span = l.catalog(.term(.cutoutLength), short, .fold, e)
      division =
        wide
        ? FrameQuantities(x: along, y: zero, width: across, height: span)
        : FrameQuantities(x: zero, y: along, width: span, height: across)
    }
    return DeviceChrome(
      screen: screen, window: window, cluster: cluster, division: division,
      cornerRadius: corner, notch: notch, dynamicIsland: island,
      deviceInsets: deviceInsets, homeIndicator: strip, homeIndicatorPill: pill)
  }

  /// A cutout hanging from the device's top edge, placed for the orientation: landscape-left puts
  /// the device's top on the right, landscape-right on the left.
  private static func cutout<R: Recorder>(
    _ element: LayoutElement, _ c: LayoutContext, _ screen: FrameQuantities, length: Double,
    depth: Double, offset: Double, _ fact: CatalogGroup, _ estimate: Bool, _ l: inout R
  ) -> FrameQuantities {
    let along = l.catalog(.term(.cutoutLength), length, fact, estimate)
    let deep = l.catalog(.term(.cutoutDepth), depth, fact, estimate)
    let from = l.catalog(.term(.cutoutOffset), offset, fact, estimate)
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
