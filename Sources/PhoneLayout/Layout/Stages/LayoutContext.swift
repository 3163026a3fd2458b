// The layout in stages, each a small pure function from what came before to its own values with
// their provenance (recorded in the ledger): screen and device chrome → status bar → window safe
// area → bars → containers and views. `ScreenLayout.init` runs them in order.

/// What every stage reads: the device, the settings and what follows from them directly.
struct LayoutContext: Sendable {
  let device: Device
  let settings: Settings
  let ios: Int
  let orientation: Orientation
  let landscape: Bool
  /// The screen in the current orientation, in points.
  let size: Size
  let faceID: Bool
  /// Decision 8: compact-width phones are the ones narrower than 414 pt in portrait.
  let compactWidth: Bool
  /// iOS 26's bars (no `UIDesignRequiresCompatibility`).
  let liquidGlass: Bool

  init(device: Device, settings: Settings) {
    self.device = device
    self.settings = settings
    ios = settings.ios.major
    orientation = settings.orientation
    landscape = orientation.isLandscape
    let portrait = device.points.value
    size = landscape ? portrait.transposed : portrait
    faceID = device.hasFaceID
    compactWidth = portrait.width < 414
    liquidGlass = settings.liquidGlass
  }
}
