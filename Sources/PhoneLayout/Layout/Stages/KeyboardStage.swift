// Stage 8. The keyboard

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
    let width = c.facts.points.value.width
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
