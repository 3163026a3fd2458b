// The layout in stages, each a small pure function from what came before to its own values with
// their provenance (recorded in the ledger): screen and device chrome → status bar → window safe
// area → bars → containers and views. `ScreenLayout.init` runs them in order.

/// Which of a phone's displays a layout is on.
public enum Display: String, Hashable, Sendable {
  /// The only display of a phone that cannot fold; a foldable's outer one (closed).
  case cover
  /// A foldable's inner display (open flat or half-open).
  case inner
}

extension Display {
  /// The display a phone with `numbers` shows a layout on: a foldable's inner one when open.
  @inline(__always)
  static func of(_ numbers: DeviceNumbers, _ settings: Settings) -> Display {
    numbers.foldable != nil && settings.pose != .folded ? .inner : .cover
  }
}

/// A size class, as `UITraitCollection` reports it.
public enum SizeClass: String, Hashable, Sendable {
  case compact
  case regular
}

/// What every stage reads: the device, the settings and what follows from them directly.
public struct LayoutContext: Sendable {
  let device: Device
  public let settings: Settings
  public let ios: Int
  public let orientation: Orientation
  public let landscape: Bool
  /// The display the layout is on (a foldable's inner one when it is open).
  public let display: Display
  /// The display in the current orientation, in points.
  let size: Size
  /// The app's window in the display's coordinates: the whole display, an iOS 27 window
  /// (`--window`, from the top leading corner), or an old-SDK app kept out of a foldable's strip.
  let window: Rect?
  public let faceID: Bool
  /// Decision 8: the phones that are compact width in landscape (the catalog says which).
  public let compactWidth: Bool
  /// `horizontalSizeClass` and `verticalSizeClass`: the display's, whatever the window (Apple
  /// forums 836088: they do not follow an iPhone app's window on iOS 27).
  let horizontalClass: SizeClass
  let verticalClass: SizeClass
  /// iOS 26's bars (no `UIDesignRequiresCompatibility`).
  public let liquidGlass: Bool
  /// The side strip's edge, on a foldable whose display has one in this orientation (§8b).
  public let strip: Edge?
  /// Whether the bars go down the strip (iOS 27.1 and an iOS 27 SDK build).
  public let verticalBars: Bool
  /// The kinds of bar the layout places when a test gives its own (else `BarDescriptor.all`).
  ///
  /// Nil for the built-in rows: a layout then holds no array, so it retains and releases none.
  let customBars: [BarDescriptor]?

  /// The context of `device` with `settings`; `facts` are the device's numbers for them
  /// (`DeviceFacts(device, settings)`), which the stages read beside it and a layout does not keep.
  @inline(__always)
  init(
    device: borrowing Device, settings: Settings, facts: borrowing DeviceFacts,
    bars: [BarDescriptor]? = nil
  ) {
    customBars = bars
    let device = copy device
    self.device = device
    // One owner: the device laid out is the device the settings name.
    var named = settings
    named.rename(to: device)
    self.settings = named
    ios = settings.ios.major
    orientation = settings.orientation
    landscape = orientation.isLandscape
    let numbers = device.numbers
    let fold = numbers.foldable
    display = Display.of(numbers, settings)
    // The inner display is wide when the phone is held upright (951 × 669, the fold vertical),
    // tall when it is turned: `orientation` says how the phone is held.
    let portrait = display == .inner ? fold!.inner.value : device.points.value
    let wide = (display == .inner) != landscape
    size = wide ? portrait.transposed : portrait
    faceID = numbers.faceID
    compactWidth = display == .inner ? false : numbers.compactLandscape.value
    horizontalClass = display == .inner || (landscape && !compactWidth) ? .regular : .compact
    verticalClass = display == .inner || !landscape ? .regular : .compact
    liquidGlass = settings.liquidGlass
    // The strip is the side the display's insets reserve its width on.
    var strip: Edge?
    if let fold, let insets = facts.insets?.value {
      if insets.right == fold.strip.value && insets.right > 0 {
        strip = .right
      } else if insets.left == fold.strip.value && insets.left > 0 {
        strip = .left
      }
    }
    self.strip = strip
    let sdk = settings.effectiveSDK
    verticalBars = strip != nil && settings.ios >= IOSVersion(27, 1) && sdk >= 27
    // The window: an app built before the iOS 27 SDK is kept out of the strip (readest 6312),
    // else an iOS 27 window the settings ask for, else the display.
    if let strip, let fold, sdk < 27 {
      let width = fold.strip.value
      window = Rect(
        x: strip == .left ? width : 0, y: 0, width: size.width - width, height: size.height)
    } else if let asked = settings.window, settings.ios.major >= 27 {
      window = Rect(
        x: 0, y: 0, width: min(asked.width, size.width), height: min(asked.height, size.height))
    } else {
      window = nil
    }
  }

  /// Whether the window reaches `edge` of the display, so the display's inset there applies.
  func windowTouches(_ edge: Edge) -> Bool {
    guard let window else { return true }
    switch edge {
    case .top: return window.minY <= 0
    case .left: return window.minX <= 0
    case .bottom: return window.maxY >= size.height
    case .right: return window.maxX >= size.width
    }
  }
}

/// The catalog's numbers one layout reads, resolved for its iOS and orientation.
///
/// Stages read these rather than the `Device`, whose groups carry their notes and source lists:
/// copying those for each number read was a quarter of a layout's cost. Numbers that need no
/// choosing (the margin, compact width) are read from the device's numbers themselves.
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
  /// The keyboard's height for this iOS and orientation.
  let keyboard: CatalogNumber<Double>

  /// A foldable's status cluster on this display and orientation (its strip's width needs no
  /// choosing: `DeviceNumbers.foldable?.strip`).
  let cluster: CatalogNumber<Size>?
  /// The fold's thickness, on the inner display.
  let division: CatalogNumber<Double>?
  /// Each corner's radius (top left, top right, bottom left, bottom right): a foldable's cover
  /// is tight on the hinge side.
  ///
  /// Four numbers, not an array: an array would be an allocation a layout.
  let cornerRadii: (Double, Double, Double, Double)

  /// The numbers of `device` for the display, the iOS and the orientation `settings` give.
  @inline(__always)
  init(_ device: borrowing Device, _ settings: Settings) {
    let n = device.numbers
    self.init(
      n, display: Display.of(n, settings), ios: settings.ios, orientation: settings.orientation)
  }

  /// The numbers of `n` for the display, the iOS and the orientation held.
  ///
  /// `n` is borrowed from the device, which holds it, and its era lists are read in place by
  /// index: reading them through copies of the device's numbers and of each list was about three
  /// retains and releases a layout.
  @inline(__always)
  init(_ n: DeviceNumbers, display: Display, ios: IOSVersion, orientation held: Orientation) {
    // On the inner display the phone held upright shows the display's landscape geometry.
    let orientation: Orientation =
      display == .inner ? (held == .portrait ? .landscapeLeft : .portrait) : held
    let landscape = orientation.isLandscape
    let fold = n.foldable
    let inner = display == .inner ? fold : nil
    points = inner?.inner ?? n.points
    let radius = inner?.cornerRadius ?? n.cornerRadius
    cornerRadius = radius
    notch = inner == nil ? n.notch : nil
    dynamicIsland = inner == nil ? n.dynamicIsland : nil
    homeIndicator = n.homeIndicator
    if let fold {
      let clusters = fold.cluster.value
      let size =
        display == .cover
        ? clusters.cover : (landscape ? clusters.innerLandscape : clusters.innerPortrait)
      cluster = CatalogNumber(value: size, isEstimate: fold.cluster.isEstimate)
      division = display == .inner ? fold.division : nil
    } else {
      cluster = nil
      division = nil
    }
    let r = radius.value
    if display == .cover, let hinge = fold?.hingeCornerRadius.value {
      // The hinge is on the cover's left in portrait; the phone turned clockwise puts it on top.
      switch held {
      case .portrait: cornerRadii = (hinge, r, hinge, r)
      case .landscapeLeft: cornerRadii = (hinge, hinge, r, r)
      case .landscapeRight: cornerRadii = (r, r, hinge, hinge)
      }
    } else {
      cornerRadii = (r, r, r, r)
    }
    if let bar = eraIndex(n.statusBar, for: ios, { $0.fromIOS }) {
      statusBarHeight = n.statusBar[bar].height
      navigationBarY = n.statusBar[bar].navigationBarY
    } else {
      // A catalog without eras: the 20-pt bar, confirmed (§4).
      statusBarHeight = CatalogNumber(value: 20, isEstimate: false)
      navigationBarY = nil
    }
    var insets: CatalogNumber<EdgeInsets>?
    if ios.major >= 11 {
      insets =
        inner != nil
        ? Self.insets(inner!.safeArea, ios, orientation)
        : Self.insets(n.safeArea, ios, orientation)
    }
    self.insets = insets
    if let board = eraIndex(n.keyboard, for: ios, { $0.fromIOS }) {
      keyboard = landscape ? n.keyboard[board].landscape : n.keyboard[board].portrait
    } else {
      keyboard = CatalogNumber(value: landscape ? 162 : 216, isEstimate: true)
    }
  }

  /// The insets of the safe-area era for `ios` in `orientation`; nil without eras.
  @inline(__always)
  static func insets(
    _ eras: borrowing [DeviceNumbers.SafeArea], _ ios: IOSVersion, _ orientation: Orientation
  ) -> CatalogNumber<EdgeInsets>? {
    guard let area = eraIndex(eras, for: ios, { $0.fromIOS }) else { return nil }
    switch orientation {
    case .portrait: return eras[area].portrait
    case .landscapeLeft: return eras[area].landscape
    case .landscapeRight: return eras[area].landscapeRight
    }
  }
}
