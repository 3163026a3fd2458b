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
  /// The device's numbers for this iOS and orientation, read once (plain values, no strings).
  let facts: DeviceFacts

  init(device: Device, settings: Settings) {
    self.device = device
    self.settings = settings
    ios = settings.ios.major
    orientation = settings.orientation
    landscape = orientation.isLandscape
    let portrait = device.points.value
    size = landscape ? portrait.transposed : portrait
    faceID = device.numbers.faceID
    compactWidth = portrait.width < 414
    liquidGlass = settings.liquidGlass
    facts = DeviceFacts(device, ios: settings.ios, landscape: landscape)
  }
}

/// The catalog's numbers one layout reads, resolved for its iOS and orientation.
///
/// Stages read these rather than the `Device`, whose groups carry their notes and source lists:
/// copying those for each number read was a quarter of a layout's cost.
struct DeviceFacts: Sendable {
  let points: CatalogNumber<Size>
  let cornerRadius: CatalogNumber<Double>
  let notch: CatalogNumber<Notch>?
  let dynamicIsland: CatalogNumber<Island>?
  let homeIndicator: CatalogNumber<HomeIndicatorPill>?
  /// `statusBarFrame.height` in portrait for the iOS era.
  let statusBarHeight: CatalogNumber<Double>
  /// Where UIKit lays out what sits below the status bar, when the catalog says (§7a).
  let navigationBarY: CatalogNumber<Double>?
  /// The device's safe-area insets for this iOS and orientation (iOS 11 and later).
  let insets: CatalogNumber<EdgeInsets>?

  init(_ d: Device, ios: IOSVersion, landscape: Bool) {
    let n = d.numbers
    points = n.points
    cornerRadius = n.cornerRadius
    notch = n.notch
    dynamicIsland = n.dynamicIsland
    homeIndicator = n.homeIndicator
    // The latest era that began at or before `ios` (else the first), as `Device` reads it.
    var bar = n.statusBar.first
    for era in n.statusBar where era.fromIOS <= ios { bar = era }
    statusBarHeight =
      bar?.height ?? CatalogNumber(Sourced(20, Provenance(.confirmed, "status bar 20")))
    navigationBarY = bar?.navigationBarY
    var insets: CatalogNumber<EdgeInsets>?
    if ios.major >= 11 {
      var area = n.safeArea.first
      for era in n.safeArea where era.fromIOS <= ios { area = era }
      if let area { insets = landscape ? area.landscape : area.portrait }
    }
    self.insets = insets
  }
}
