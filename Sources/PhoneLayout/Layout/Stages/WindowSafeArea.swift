// Stage 3. Window safe area

/// The window's `safeAreaInsets` (decision 7 as §7a amends it); nil before iOS 11.
struct WindowSafeArea: Sendable {
  let insets: InsetQuantities?

  static func make<R: Recorder>(
    _ c: LayoutContext, _ chrome: DeviceChrome, _ status: StatusBarStage, _ l: inout R
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
    // An iOS 27 window, or an old-SDK app kept out of a foldable's strip, has the display's inset
    // only on the edges it reaches (safearea's rule: insets are where the window meets the
    // display's edge).
    func side(_ edge: Edge, _ inset: Quantity) -> Quantity {
      c.windowTouches(edge)
        ? l.copy(.inset(.safeAreaInsets, edge), inset, .deviceInsets)
        : l.given(.inset(.safeAreaInsets, edge), .windowFrame, value: 0)
    }
    return WindowSafeArea(
      insets: InsetQuantities(
        top: c.windowTouches(.top)
          ? top : l.given(.inset(.safeAreaInsets, .top), .windowFrame, value: 0),
        left: side(.left, device.left), bottom: side(.bottom, device.bottom),
        right: side(.right, device.right)))
  }
}
