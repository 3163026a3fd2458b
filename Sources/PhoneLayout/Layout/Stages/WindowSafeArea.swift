// Stage 3. Window safe area

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
