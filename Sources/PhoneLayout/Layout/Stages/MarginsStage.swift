// Stage 6. Layout margins and readable content

/// The content view controller's root view `layoutMargins` and `readableContentGuide`.
struct MarginsStage: Sendable {
  /// The margins, measured from the content view's edges; nil before iOS 8.
  let layoutMargins: InsetQuantities?
  /// The layout margins guide in window coordinates; nil before iOS 8.
  let layoutMarginsGuide: FrameQuantities?
  /// The readable content guide in window coordinates; nil before iOS 9.
  let readableContentGuide: FrameQuantities?

  static func make<R: Recorder>(_ c: LayoutContext, _ views: ViewsStage, _ l: inout R)
    -> MarginsStage
  {
    guard c.ios >= 8 else {
      return MarginsStage(layoutMargins: nil, layoutMarginsGuide: nil, readableContentGuide: nil)
    }
    let view = views.contentView
    let rect = views.contentRect
    // The side margin beyond the safe area (dimmmensions, iOS 15 and 16.2): 16 on phones up to
    // 393 wide and 20 from 414 in portrait; in landscape 20 on home-button phones and 16 beyond
    // the side inset on Face ID phones.
    let minimum: Quantity
    if c.landscape {
      let rule: Rule = c.faceID ? .marginFaceIDLandscape : .marginHomeButtonLandscape
      minimum = l.given(
        .term(.marginMinimum), c.ios >= 11 ? rule : .marginsBeforeIOS11,
        value: c.faceID ? 16 : 20)
    } else if c.ios >= 11 {
      // The catalog's portrait margin for the phone's width (16 or 20, measured or not).
      let margin = c.device.numbers.layoutMargin
      minimum = l.catalog(.term(.marginMinimum), margin.value, .layoutMargin, margin.isEstimate)
    } else {
      minimum = l.given(
        .term(.marginMinimum), c.device.numbers.layoutMargin.value, .marginsBeforeIOS11)
    }
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
