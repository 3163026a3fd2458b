// Stage 8. The keyboard

/// The system keyboard (English QWERTY with the predictive bar), `keyboardLayoutGuide`, and the
/// content rect above the keyboard.
struct KeyboardStage: Sendable {
  /// Nil when the keyboard is down.
  let frame: FrameQuantities?
  /// iOS 15 and later.
  let guide: FrameQuantities?

  static func make<R: Recorder>(
    _ c: LayoutContext, _ d: DeviceFacts, _ chrome: DeviceChrome, _ views: ViewsStage,
    _ l: inout R
  ) -> KeyboardStage {
    var frame: FrameQuantities?
    if c.settings.keyboard {
      // The catalog's keyboard for the phone, iOS release and orientation (research C3, §9).
      let board = d.keyboard
      let height = l.catalog(.frame(.keyboard, .height), board.value, .keyboard, board.isEstimate)
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
}
