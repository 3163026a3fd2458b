// Stage 1. Screen and device chrome

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
    let d = c.facts
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

    return DeviceChrome(
      screen: screen, cornerRadius: corner, notch: notch, dynamicIsland: island,
      deviceInsets: deviceInsets, homeIndicator: strip, homeIndicatorPill: pill)
  }

  /// A cutout hanging from the device's top edge, placed for the orientation: landscape-left puts
  /// the device's top on the right, landscape-right on the left.
  private static func cutout(
    _ element: LayoutElement, _ c: LayoutContext, _ screen: FrameQuantities, length: Double,
    depth: Double, offset: Double, _ fact: CatalogGroup, _ estimate: Bool, _ l: inout Ledger
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
