/// One iPhone model as the catalog describes it.
///
/// Sizes are in points, with what the display has and the iOS versions it ran. Every group of numbers carries its provenance from the reference.
public struct Device: Hashable, Sendable {
  /// The catalog's numbers, held once: a layout, a state and a report each keep the device, and
  /// copying one reference is what makes that cheap (a device has a dozen strings).
  private final class Storage: Sendable {
    let fields: Fields
    /// The same numbers without their notes and source lists, for the layout's hot path.
    let numbers: DeviceNumbers
    /// `fields.id` as the settings hold it.
    let key: DeviceKey
    init(_ fields: Fields) {
      self.fields = fields
      numbers = DeviceNumbers(fields)
      key = DeviceKey(fields.id)
    }
  }

  /// The device's numbers as plain values with their estimate bits, built once per device.
  var numbers: DeviceNumbers { storage.numbers }
  /// The id as `Settings` holds it.
  var key: DeviceKey { storage.key }

  /// Every stored number and name of a device.
  struct Fields: Hashable, Sendable {
    var id: String
    var name: String
    var points: Sourced<Size>
    var scale: Sourced<Double>
    var homeButton: Sourced<Bool>
    var ios: Sourced<IOSRange>
    var statusBar: [StatusBarEra]
    var safeArea: [SafeAreaEra]
    var cornerRadius: Sourced<Double>
    var notch: Sourced<Notch>?
    var dynamicIsland: Sourced<Island>?
    var homeIndicator: Sourced<HomeIndicatorPill>?
    var sizeClasses: Sourced<SizeClassRule>
    var layoutMargin: Sourced<Double>
    var keyboard: [KeyboardEra]
    var foldable: Foldable?
  }

  private var storage: Storage

  private var fields: Fields {
    get { storage.fields }
    set { storage = Storage(newValue) }
  }

  public var id: String {
    get { storage.fields.id }
    set { fields.id = newValue }
  }
  public var name: String {
    get { storage.fields.name }
    set { fields.name = newValue }
  }
  /// Portrait size in points.
  public var points: Sourced<Size> {
    get { storage.fields.points }
    set { fields.points = newValue }
  }
  /// `UIScreen.scale` (Plus and mini models render at 3 and downsample; the scale is still 3).
  public var scale: Sourced<Double> {
    get { storage.fields.scale }
    set { fields.scale = newValue }
  }
  /// Whether the phone has a home button (Touch ID era) rather than Face ID.
  public var homeButton: Sourced<Bool> {
    get { storage.fields.homeButton }
    set { fields.homeButton = newValue }
  }
  /// The first and last iOS the phone ran.
  public var ios: Sourced<IOSRange> {
    get { storage.fields.ios }
    set { fields.ios = newValue }
  }
  /// `statusBarFrame.height` in portrait, by iOS era (the double-height bar is not included).
  public var statusBar: [StatusBarEra] {
    get { storage.fields.statusBar }
    set { fields.statusBar = newValue }
  }
  /// The window's safe-area insets with no bars, by iOS era (iOS 11 and later only).
  public var safeArea: [SafeAreaEra] {
    get { storage.fields.safeArea }
    set { fields.safeArea = newValue }
  }
  /// `UIScreen._displayCornerRadius`; 0 for square displays.
  public var cornerRadius: Sourced<Double> {
    get { storage.fields.cornerRadius }
    set { fields.cornerRadius = newValue }
  }
  /// The sensor housing, centred on the top edge in portrait; nil without one.
  public var notch: Sourced<Notch>? {
    get { storage.fields.notch }
    set { fields.notch = newValue }
  }
  /// The Dynamic Island's idle cutout; nil without one.
  public var dynamicIsland: Sourced<Island>? {
    get { storage.fields.dynamicIsland }
    set { fields.dynamicIsland = newValue }
  }
  /// The home indicator pill; nil on home-button phones.
  public var homeIndicator: Sourced<HomeIndicatorPill>? {
    get { storage.fields.homeIndicator }
    set { fields.homeIndicator = newValue }
  }

  /// The landscape horizontal size class (portrait is compact width, regular height on every
  /// iPhone display but a foldable's inner one).
  public var sizeClasses: Sourced<SizeClassRule> {
    get { storage.fields.sizeClasses }
    set { fields.sizeClasses = newValue }
  }
  /// The system minimum side margin in portrait (16 or 20 beyond the safe area).
  public var layoutMargin: Sourced<Double> {
    get { storage.fields.layoutMargin }
    set { fields.layoutMargin = newValue }
  }
  /// The system keyboard's height by iOS era (the English keyboard with the predictive bar).
  public var keyboard: [KeyboardEra] {
    get { storage.fields.keyboard }
    set { fields.keyboard = newValue }
  }
  /// A foldable's inner display, fold and side strip; nil for a phone that cannot fold.
  public var foldable: Foldable? {
    get { storage.fields.foldable }
    set { fields.foldable = newValue }
  }
  /// Whether it folds: `foldable != nil` without copying the foldable's numbers (and the
  /// sources they hold) out to look.
  public var isFoldable: Bool { storage.fields.foldable != nil }

  public init(
    id: String, name: String, points: Sourced<Size>, scale: Sourced<Double>,
    homeButton: Sourced<Bool>, ios: Sourced<IOSRange>, statusBar: [StatusBarEra],
    safeArea: [SafeAreaEra], cornerRadius: Sourced<Double>, notch: Sourced<Notch>?,
    dynamicIsland: Sourced<Island>?, homeIndicator: Sourced<HomeIndicatorPill>?,
    sizeClasses: Sourced<SizeClassRule>? = nil, layoutMargin: Sourced<Double>? = nil,
    keyboard: [KeyboardEra]? = nil, foldable: Foldable? = nil
  ) {
    let width = points.value.width
    let faceID = !homeButton.value
    storage = Storage(
      Fields(
        id: id, name: name, points: points, scale: scale, homeButton: homeButton, ios: ios,
        statusBar: statusBar, safeArea: safeArea, cornerRadius: cornerRadius, notch: notch,
        dynamicIsland: dynamicIsland, homeIndicator: homeIndicator,
        sizeClasses: sizeClasses ?? Device.defaultSizeClasses(width: width),
        layoutMargin: layoutMargin ?? Device.defaultLayoutMargin(width: width),
        keyboard: keyboard ?? Device.defaultKeyboard(width: width, faceID: faceID),
        foldable: foldable))
  }

  public static func == (a: Device, b: Device) -> Bool {
    a.storage === b.storage || a.storage.fields == b.storage.fields
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

  /// Whether the phone uses Face ID (no home button): notch or Dynamic Island, home indicator.
  public var hasFaceID: Bool { !homeButton.value }

  /// The iOS versions the phone ran, oldest first.
  public var versions: [IOSVersion] {
    IOSVersion.released(from: ios.value.first, through: ios.value.last)
  }

  /// Whether the phone ran `version`: a major it ran, or one of its point releases (`26.2`; the
  /// iPhone Duo's 27.1 was for it alone).
  public func ran(_ version: IOSVersion) -> Bool {
    let range = ios.value
    guard version.exists, version.major >= range.first.major, version.major <= range.last.major
    else { return false }
    guard version.minor != nil else { return true }
    guard let release = IOSRelease.release(version) else { return false }
    if let only = release.only, !only.contains(id) { return false }
    return release.version >= range.first
      && (range.last.minor == nil || release.version <= range.last)
  }

  /// The point releases of `major` the phone ran, oldest first (before iOS 26, one a minor).
  public func releases(of major: Int) -> [IOSVersion] {
    IOSRelease.releases(of: major).map(\.version).filter(ran)
  }

  /// The release a version means on this phone: itself when it names one, else the newest
  /// release of its major the phone ran.
  public func release(of version: IOSVersion) -> IOSVersion {
    version.minor != nil ? version : (releases(of: version.major).last ?? version)
  }

  /// The version this phone ran that is closest to `version` (the newer one on a tie).
  public func nearestVersion(to version: IOSVersion) -> IOSVersion {
    let all = versions
    guard var best = all.last else { return version }
    for candidate in all.reversed()
    where abs(candidate.major - version.major) < abs(best.major - version.major) {
      best = candidate
    }
    return best
  }

  /// The status bar era for `version`: the latest that began at or before it.
  public func statusBarEra(for version: IOSVersion) -> StatusBarEra? {
    eraIndex(statusBar, for: version) { $0.fromIOS }.map { statusBar[$0] }
  }

  /// The portrait status bar height for `version`: the latest era that began at or before it.
  public func statusBarHeight(for version: IOSVersion) -> Sourced<Double> {
    statusBarEra(for: version)?.height ?? Sourced(20, Provenance(.confirmed, "§4: status bar 20"))
  }

  /// The safe-area era for `version`, or nil before iOS 11 or when the catalog gives none.
  public func safeAreaEra(for version: IOSVersion) -> SafeAreaEra? {
    guard version.major >= 11 else { return nil }
    return eraIndex(safeArea, for: version) { $0.fromIOS }.map { safeArea[$0] }
  }
}

/// A first and last iOS version, both released.
public struct IOSRange: Hashable, Sendable {
  public var first: IOSVersion
  public var last: IOSVersion

  public init(first: IOSVersion, last: IOSVersion) {
    self.first = first
    self.last = last
  }
}

/// The status bar height from one iOS version until the next era.
public struct StatusBarEra: Hashable, Sendable {
  public var fromIOS: IOSVersion
  /// `statusBarFrame.height` in portrait.
  public var height: Sourced<Double>
  /// Where UIKit puts the navigation bar below the status bar, when it is not the bottom of
  /// `statusBarFrame` (§7a decision 9: 53.67 on Dynamic Island phones, 50 on the minis under
  /// iOS 14); nil when it is.
  public var navigationBarY: Sourced<Double>?

  public init(fromIOS: IOSVersion, height: Sourced<Double>, navigationBarY: Sourced<Double>? = nil)
  {
    self.fromIOS = fromIOS
    self.height = height
    self.navigationBarY = navigationBarY
  }
}

/// The safe-area insets from one iOS version until the next era.
public struct SafeAreaEra: Hashable, Sendable {
  public var fromIOS: IOSVersion
  /// Portrait insets; left and right are always 0 in portrait.
  public var portrait: Sourced<EdgeInsets>
  /// Insets in landscape-left (and in landscape-right too unless `landscapeRight` says
  /// otherwise: the side insets are symmetric on notch and island phones, reference §2).
  public var landscape: Sourced<EdgeInsets>
  /// Insets in landscape-right, where they differ (the iPhone Duo's strip follows its camera).
  public var landscapeRight: Sourced<EdgeInsets>?

  public init(
    fromIOS: IOSVersion, portrait: Sourced<EdgeInsets>, landscape: Sourced<EdgeInsets>,
    landscapeRight: Sourced<EdgeInsets>? = nil
  ) {
    self.fromIOS = fromIOS
    self.portrait = portrait
    self.landscape = landscape
    self.landscapeRight = landscapeRight
  }

  /// The insets in `orientation`.
  public func insets(_ orientation: Orientation) -> Sourced<EdgeInsets> {
    switch orientation {
    case .portrait: portrait
    case .landscapeLeft: landscape
    case .landscapeRight: landscapeRight ?? landscape
    }
  }
}

/// The sensor housing's size in portrait; it hangs from the top edge, centred.
public struct Notch: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// The Dynamic Island's idle cutout: its size and its distance from the top edge in portrait.
public struct Island: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public var top: Double

  public init(width: Double, height: Double, top: Double) {
    self.width = width
    self.height = height
    self.top = top
  }
}

/// The home indicator pill: its size and its distance from the bottom edge.
public struct HomeIndicatorPill: Hashable, Sendable {
  /// The width in portrait.
  public var width: Double
  /// The width in landscape, which is not the portrait width (§7b: round(long side × 0.2571)).
  public var landscapeWidth: Double
  public var height: Double
  public var bottom: Double

  public init(width: Double, landscapeWidth: Double, height: Double, bottom: Double) {
    self.width = width
    self.landscapeWidth = landscapeWidth
    self.height = height
    self.bottom = bottom
  }
}

/// A number of the catalog with whether it is an estimate (its group's status is U).
///
/// `Value` is only `Sendable`, as `Sourced`'s is, so that building the type at start-up checks
/// no conformance.
struct CatalogNumber<Value: Sendable>: Sendable {
  let value: Value
  let isEstimate: Bool

  init(_ sourced: Sourced<Value>) {
    value = sourced.value
    isEstimate = sourced.isEstimate
  }

  init(value: Value, isEstimate: Bool) {
    self.value = value
    self.isEstimate = isEstimate
  }
}

/// A device's numbers without their notes and source lists: what a layout reads, held once per
/// device so that laying out copies no strings.
final class DeviceNumbers: Sendable {
  struct StatusBar: Sendable {
    let fromIOS: IOSVersion
    let height: CatalogNumber<Double>
    let navigationBarY: CatalogNumber<Double>?
  }

  struct SafeArea: Sendable {
    let fromIOS: IOSVersion
    let portrait: CatalogNumber<EdgeInsets>
    let landscape: CatalogNumber<EdgeInsets>
    let landscapeRight: CatalogNumber<EdgeInsets>
  }

  let points: CatalogNumber<Size>
  let faceID: Bool
  let cornerRadius: CatalogNumber<Double>
  let notch: CatalogNumber<Notch>?
  let dynamicIsland: CatalogNumber<Island>?
  let homeIndicator: CatalogNumber<HomeIndicatorPill>?
  struct Keyboard: Sendable {
    let fromIOS: IOSVersion
    let portrait: CatalogNumber<Double>
    let landscape: CatalogNumber<Double>
  }

  let statusBar: [StatusBar]
  let safeArea: [SafeArea]
  let keyboard: [Keyboard]
  let layoutMargin: CatalogNumber<Double>
  let compactLandscape: CatalogNumber<Bool>
  /// A foldable's inner display, fold and strip.
  let foldable: FoldableNumbers?

  /// A class: a layout reads it once, and copying a struct with arrays in it would retain each.
  final class FoldableNumbers: Sendable {
    let inner: CatalogNumber<Size>
    let cornerRadius: CatalogNumber<Double>
    let hingeCornerRadius: CatalogNumber<Double>
    let safeArea: [SafeArea]
    let division: CatalogNumber<Double>
    let strip: CatalogNumber<Double>
    let cluster: CatalogNumber<StatusClusters>

    init(
      inner: CatalogNumber<Size>, cornerRadius: CatalogNumber<Double>,
      hingeCornerRadius: CatalogNumber<Double>, safeArea: [SafeArea],
      division: CatalogNumber<Double>, strip: CatalogNumber<Double>,
      cluster: CatalogNumber<StatusClusters>
    ) {
      self.inner = inner
      self.cornerRadius = cornerRadius
      self.hingeCornerRadius = hingeCornerRadius
      self.safeArea = safeArea
      self.division = division
      self.strip = strip
      self.cluster = cluster
    }
  }

  init(_ f: Device.Fields) {
    points = CatalogNumber(f.points)
    faceID = !f.homeButton.value
    cornerRadius = CatalogNumber(f.cornerRadius)
    notch = f.notch.map(CatalogNumber.init)
    dynamicIsland = f.dynamicIsland.map(CatalogNumber.init)
    homeIndicator = f.homeIndicator.map(CatalogNumber.init)
    statusBar = f.statusBar.map {
      StatusBar(
        fromIOS: $0.fromIOS, height: CatalogNumber($0.height),
        navigationBarY: $0.navigationBarY.map(CatalogNumber.init))
    }
    safeArea = f.safeArea.map {
      SafeArea(
        fromIOS: $0.fromIOS, portrait: CatalogNumber($0.portrait),
        landscape: CatalogNumber($0.landscape),
        landscapeRight: CatalogNumber($0.landscapeRight ?? $0.landscape))
    }
    keyboard = f.keyboard.map {
      Keyboard(
        fromIOS: $0.fromIOS, portrait: CatalogNumber($0.portrait),
        landscape: CatalogNumber($0.landscape))
    }
    layoutMargin = CatalogNumber(f.layoutMargin)
    compactLandscape = CatalogNumber(
      Sourced(f.sizeClasses.value == .compact, f.sizeClasses.provenance))
    foldable = f.foldable.map { fold in
      FoldableNumbers(
        inner: CatalogNumber(fold.inner), cornerRadius: CatalogNumber(fold.innerCornerRadius),
        hingeCornerRadius: CatalogNumber(fold.hingeCornerRadius),
        safeArea: fold.innerSafeArea.map {
          SafeArea(
            fromIOS: $0.fromIOS, portrait: CatalogNumber($0.portrait),
            landscape: CatalogNumber($0.landscape),
            landscapeRight: CatalogNumber($0.landscapeRight ?? $0.landscape))
        }, division: CatalogNumber(fold.division), strip: CatalogNumber(fold.strip),
        cluster: CatalogNumber(fold.cluster))
    }
  }
}

/// A display's landscape horizontal size class: compact on the phones narrower than 414 pt in
/// portrait, regular on the wider ones (dimmmensions-16), and what a catalog says otherwise (the
/// iPhone Duo's 466-pt cover display is compact in landscape).
public enum SizeClassRule: String, Hashable, Sendable {
  case compact
  case regular
}

/// The keyboard's height from one iOS release until the next era: in portrait and in landscape,
/// each with its own sources (`UIKeyboardFrameEndUserInfoKey`'s height, in points).
public struct KeyboardEra: Hashable, Sendable {
  public var fromIOS: IOSVersion
  public var portrait: Sourced<Double>
  public var landscape: Sourced<Double>

  public init(fromIOS: IOSVersion, portrait: Sourced<Double>, landscape: Sourced<Double>) {
    self.fromIOS = fromIOS
    self.portrait = portrait
    self.landscape = landscape
  }

  /// The height in `orientation`.
  public func height(_ orientation: Orientation) -> Sourced<Double> {
    orientation.isLandscape ? landscape : portrait
  }
}

/// A foldable's second display, fold and side strip (the iPhone Duo, §8b).
public struct Foldable: Hashable, Sendable {
  /// The inner display's portrait size (it is landscape-native: 951 × 669 flat).
  public var inner: Sourced<Size>
  public var innerCornerRadius: Sourced<Double>
  /// The cover display's corners on the hinge side (tight, where the other side is round).
  public var hingeCornerRadius: Sourced<Double>
  /// The inner display's safe-area insets by iOS era.
  public var innerSafeArea: [SafeAreaEra]
  /// The fold's `.division` region: its thickness across the fold, centred on the long side.
  public var division: Sourced<Double>
  /// The side strip's width: the column that holds the status bar, the island and the vertical
  /// bars.
  public var strip: Sourced<Double>
  /// The status cluster at the top of the strip, an `.occlusion` region: on the cover, on the
  /// inner display in landscape, and at the top right of the inner display in portrait.
  public var cluster: Sourced<StatusClusters>

  public init(
    inner: Sourced<Size>, innerCornerRadius: Sourced<Double>, hingeCornerRadius: Sourced<Double>,
    innerSafeArea: [SafeAreaEra], division: Sourced<Double>, strip: Sourced<Double>,
    cluster: Sourced<StatusClusters>
  ) {
    self.inner = inner
    self.innerCornerRadius = innerCornerRadius
    self.hingeCornerRadius = hingeCornerRadius
    self.innerSafeArea = innerSafeArea
    self.division = division
    self.strip = strip
    self.cluster = cluster
  }
}

/// The status cluster's size on each display and orientation.
public struct StatusClusters: Hashable, Sendable {
  public var cover: Size
  public var innerLandscape: Size
  public var innerPortrait: Size

  public init(cover: Size, innerLandscape: Size, innerPortrait: Size) {
    self.cover = cover
    self.innerLandscape = innerLandscape
    self.innerPortrait = innerPortrait
  }
}

extension Device {
  /// Decision 8's rule, for a catalog that does not say: compact in landscape below 414 pt wide.
  static func defaultSizeClasses(width: Double) -> Sourced<SizeClassRule> {
    Sourced(
      width < 414 ? .compact : .regular,
      Provenance(
        .confirmed, "Phones narrower than 414 pt are compact in landscape, wider ones regular",
        sources: ["dimm16"]))
  }

  /// The side margin for a catalog that does not say: 16 below 414 pt wide, 20 from 414.
  static func defaultLayoutMargin(width: Double) -> Sourced<Double> {
    Sourced(
      width < 414 ? 16 : 20,
      Provenance(
        .unconfirmed, "16 below 414 pt wide, 20 from 414 (the measured rule, not measured here)",
        sources: ["dimm15", "dimm16"]))
  }

  /// The keyboard for a catalog that does not say: the family rules of the built-in catalog.
  static func defaultKeyboard(width: Double, faceID: Bool) -> [KeyboardEra] {
    let p = Provenance(
      .unconfirmed, "the keyboard of phones of this width, not measured on this one",
      sources: ["warriorg", "keyman"])
    func era(_ ios: Int, _ portrait: Double, _ landscape: Double) -> KeyboardEra {
      KeyboardEra(
        fromIOS: IOSVersion(ios, 0), portrait: Sourced(portrait, p),
        landscape: Sourced(landscape, p))
    }
    if faceID {
      return [era(4, 216, 162), era(11, width >= 414 ? 346 : 336, 209), era(26, 335, 209)]
    }
    let quickType = width <= 320 ? 253 : (width < 414 ? 258 : 271)
    let thirteen = width <= 320 ? 254 : (width < 414 ? 260 : 271)
    return [
      era(4, 216, 162), era(8, Double(quickType), width <= 320 ? 193 : 194),
      era(13, Double(thirteen), 200),
    ]
  }

  /// The keyboard era for `version`: the latest that began at or before it.
  public func keyboardEra(for version: IOSVersion) -> KeyboardEra? {
    eraIndex(keyboard, for: version) { $0.fromIOS }.map { keyboard[$0] }
  }
}

/// The index of the era of `eras` for `version`: the latest that began at or before it, else the
/// first; nil without eras.
///
/// The one rule for the catalog's eras, read by `Device` and by the layout's `DeviceFacts`;
/// searched from the newest, where most layouts' iOS is.
@inline(__always)
func eraIndex<Era>(
  _ eras: borrowing [Era], for version: IOSVersion, _ start: (Era) -> IOSVersion
) -> Int? {
  guard !eras.isEmpty else { return nil }
  var index = eras.count - 1
  while index > 0 && start(eras[index]) > version { index -= 1 }
  return index
}
