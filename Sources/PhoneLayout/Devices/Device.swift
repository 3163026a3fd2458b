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
    init(_ fields: Fields) {
      self.fields = fields
      numbers = DeviceNumbers(fields)
    }
  }

  /// The device's numbers as plain values with their estimate bits, built once per device.
  var numbers: DeviceNumbers { storage.numbers }

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

  public init(
    id: String, name: String, points: Sourced<Size>, scale: Sourced<Double>,
    homeButton: Sourced<Bool>, ios: Sourced<IOSRange>, statusBar: [StatusBarEra],
    safeArea: [SafeAreaEra], cornerRadius: Sourced<Double>, notch: Sourced<Notch>?,
    dynamicIsland: Sourced<Island>?, homeIndicator: Sourced<HomeIndicatorPill>?
  ) {
    storage = Storage(
      Fields(
        id: id, name: name, points: points, scale: scale, homeButton: homeButton, ios: ios,
        statusBar: statusBar, safeArea: safeArea, cornerRadius: cornerRadius, notch: notch,
        dynamicIsland: dynamicIsland, homeIndicator: homeIndicator))
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

  /// Whether the phone ran `version`.
  public func ran(_ version: IOSVersion) -> Bool {
    version.exists && version >= ios.value.first && version <= ios.value.last
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
    statusBar.last { $0.fromIOS <= version } ?? statusBar.first
  }

  /// The portrait status bar height for `version`: the latest era that began at or before it.
  public func statusBarHeight(for version: IOSVersion) -> Sourced<Double> {
    statusBarEra(for: version)?.height ?? Sourced(20, Provenance(.confirmed, "§4: status bar 20"))
  }

  /// The safe-area era for `version`, or nil before iOS 11 or when the catalog gives none.
  public func safeAreaEra(for version: IOSVersion) -> SafeAreaEra? {
    guard version.major >= 11 else { return nil }
    return safeArea.last { $0.fromIOS <= version } ?? safeArea.first
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
  /// Insets in either landscape orientation (symmetric, reference §2).
  public var landscape: Sourced<EdgeInsets>

  public init(fromIOS: IOSVersion, portrait: Sourced<EdgeInsets>, landscape: Sourced<EdgeInsets>) {
    self.fromIOS = fromIOS
    self.portrait = portrait
    self.landscape = landscape
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
struct CatalogNumber<Value: Hashable & Sendable>: Sendable {
  let value: Value
  let isEstimate: Bool

  init(_ sourced: Sourced<Value>) {
    value = sourced.value
    isEstimate = sourced.isEstimate
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
  }

  let points: CatalogNumber<Size>
  let faceID: Bool
  let cornerRadius: CatalogNumber<Double>
  let notch: CatalogNumber<Notch>?
  let dynamicIsland: CatalogNumber<Island>?
  let homeIndicator: CatalogNumber<HomeIndicatorPill>?
  let statusBar: [StatusBar]
  let safeArea: [SafeArea]

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
        landscape: CatalogNumber($0.landscape))
    }
  }
}
