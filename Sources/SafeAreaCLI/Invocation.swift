import PhoneLayout
import PhoneTUI

/// What the command line asked for, before it is resolved against the device catalog.
public struct Invocation: Equatable, Sendable {
  public enum Command: String, Equatable, Sendable, CaseIterable {
    /// The interactive previewer (no command word).
    case preview
    case json
    case show
    case devices
    /// Your views on every matching phone, iOS and orientation.
    case check
    /// Two layouts compared, leaf by leaf of `json`.
    case diff
    /// How one number is reached.
    case explain
    /// Fields over every phone, and over every iOS one phone ran.
    case table
    case history
    /// A guided tour of one of the seeds' stories, or the list of tours.
    case tour
    /// A shell completion script, generated from the option table.
    case completions
    /// The manual page, generated from the option table and the key table.
    case manpage
    case help
    case version
  }

  /// `--ios`: a version, or (for `check`) the newest each phone ran or every one.
  public enum IOSChoice: Equatable, Sendable {
    case version(IOSVersion)
    case newest
    case all
  }

  public var command: Command = .preview
  /// `explain FIELD`, `table FIELD,…`, `history FIELD`.
  public var field: String?
  /// With `--vs`: the second side, which starts from this one's options and then takes its own
  /// (an array holds it, as a struct cannot hold itself; at most one).
  var sides: [Invocation] = []
  /// `table` and `history`: comma-separated values.
  public var csv = false
  /// `explain --list`: the fields instead of one field's answer.
  public var list = false
  public var deviceKey: String?
  /// Every `--device` given, in order (`check` takes several; the others one).
  public var deviceKeys: [String] = []
  public var ios: IOSChoice?
  public var orientation: Orientation?
  /// `--orientation all` (check).
  public var allOrientations = false
  /// `--views FILE`.
  public var viewsFile: FilePath?
  /// `--scene X`: the storyboard scene (or xib view) `--views` lays out.
  public var scene: String?
  /// `--views` is an Interface Builder file: the bars its scene's containers give it, used
  /// where `--nav` and `--bottom` say nothing.
  public var impliedNavigationBar: NavigationBarMode?
  public var impliedBottomBar: BottomBar?
  /// `--record FILE`: the previewer's or tour's output as an asciicast.
  public var recordFile: FilePath?
  /// `--overwrite`: `--record` may replace an existing file.
  public var overwriteRecording = false
  public var hotspotConnections: Int?
  public var fullScreen = false
  public var hideStatusBar = false
  public var navigationBar: NavigationBarMode?
  public var bottomBar: BottomBar?
  public var edges: ExtendedEdges?
  public var opaqueBars = false
  public var extendOpaque = false
  public var additionalInsets: EdgeInsets?
  public var viewControllerBased: Bool?
  public var preferredStyle: StatusBarStyle?
  public var applicationStyle: StatusBarStyle?
  public var applicationHidden = false
  public var stockContainers = false
  public var launchScreen = false
  public var designCompatibility = false
  public var scrollView: ContentInsetAdjustment?
  public var scrollAxes: ScrollAxes?
  public var noAutoAdjust = false
  public var tableCell = false
  public var noInsetContentViews = false
  public var keyboard = false
  /// `--pose`: how a foldable is held.
  public var pose: Pose?
  /// `--window WxH` (iOS 27).
  public var window: Size?
  /// `--sdk N`: the SDK the app was built with.
  public var sdk: Int?
  public var tabBarMinimized = false
  public var bottomAccessory: Double?
  public var pushed = false
  public var scrollEdge: ScrollEdge?
  public var devicesFile: FilePath?
  // Output options.
  public var color: ColorChoice = .auto
  public var theme: ThemeChoice = .auto
  public var ascii = false
  /// `show --size COLSxROWS`.
  public var size: TerminalSize?
  /// `show --format`: nil is text, or ANSI colour when `--color` says so.
  public var format: ShowFormat?
  /// `--safe-area`: the safe-area outline (the previewer's `a`).
  public var safeArea = false
  public var mouse = true
  /// `devices --json`.
  public var json = false
  /// Which output-only options were given, to refuse them where they mean nothing.
  public var given: Set<String> = []

  public init() {}

  /// An invocation that only answers: `--help`, `--version`.
  init(answering command: Command) { self.command = command }

  /// The second side, after `--vs`.
  public var right: Invocation? {
    get { sides.first }
    set { sides = newValue.map { [$0] } ?? [] }
  }

  /// What `show` prints.
  public enum ShowFormat: String, Equatable, Sendable, CaseIterable {
    /// The previewer's frame as plain text (the default).
    case text
    /// The same frame with ANSI colours (`--color always`).
    case ansi
    /// A vector drawing from the layout in points.
    case svg
    /// The drawing and the inspector's numbers, in one self-contained HTML file.
    case html
  }

  /// The device `key` names in `catalog`, or the error with the nearest ids.
  static func device(_ key: String, in catalog: DeviceCatalog) throws(UsageError) -> Device {
    switch catalog.lookUp(key) {
    case .found(let device, _):
      return device
    case .ambiguous(let candidates):
      let ids = candidates.map { Text.printable($0.id) }
      throw UsageError(
        "'\(Text.shown(key))' could be \(Self.list(ids, or: true)): give one of those ids")
    case .unknown(let nearest):
      let unknown = "unknown device '\(Text.shown(key))'"
      guard !nearest.isEmpty else { throw UsageError(unknown + " (see 'safearea devices')") }
      throw UsageError(
        unknown + "; did you mean \(Self.list(nearest.map(Text.printable), or: true))?")
    }
  }

  /// The note for a key that names a device other devices share a name with (`iphone-se`:
  /// three phones are called iPhone SE), or nil.
  static func deviceNote(_ key: String, in catalog: DeviceCatalog) -> String? {
    guard case .found(let device, let alike) = catalog.lookUp(key), !alike.isEmpty else {
      return nil
    }
    return
      "'\(Text.shown(key))' is \(Text.printable(device.id)) (\(Text.printable(device.name))); "
      + "the name also fits \(list(alike.map { Text.printable($0.id) }, or: false))"
  }

  /// The notes for every device this invocation names, both sides (which show and the previewer
  /// look up in one catalog), each once.
  func deviceNotes(in catalog: DeviceCatalog) -> [String] {
    var notes: [String] = []
    for key in deviceKeys + sides.flatMap(\.deviceKeys) {
      if let note = Self.deviceNote(key, in: catalog), !notes.contains(note) { notes.append(note) }
    }
    return notes
  }

  /// `a`, `a and b`, `a, b and c` (or `or`).
  static func list(_ words: [String], or: Bool) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
  }

  /// The iOS versions `device` ran, in words: `only iOS 26`, `iOS 13 to 26`.
  static func versions(of device: Device) -> String {
    let range = device.ios.value
    return range.first.major == range.last.major
      ? "only iOS \(range.first.major)" : "iOS \(range.first.major) to \(range.last.major)"
  }

  /// The settings this invocation describes on `catalog`: the device (default iPhone X), an iOS it
  /// ran (default its newest), and every toggle.
  public func settings(in catalog: DeviceCatalog) throws(UsageError) -> (Device, Settings) {
    let device = try Self.device(deviceKey ?? "iphone-x", in: catalog)
    var settings = Settings(device: device)
    if case .version(let version) = ios {
      try Self.check(version, on: device)
      settings.ios = version
    }
    if let orientation { settings.orientation = orientation }
    if let hotspotConnections { settings.hotspotConnections = hotspotConnections }
    settings.fullScreen = fullScreen
    settings.prefersStatusBarHidden = hideStatusBar
    if let bar = navigationBar ?? impliedNavigationBar { settings.navigationBar = bar }
    if let bar = bottomBar ?? impliedBottomBar { settings.bottomBar = bar }
    if let edges { settings.edges = edges }
    settings.opaqueBars = opaqueBars
    settings.extendOpaque = extendOpaque
    if let additionalInsets { settings.additionalInsets = additionalInsets }
    if let viewControllerBased { settings.viewControllerBasedAppearance = viewControllerBased }
    if let preferredStyle { settings.preferredStyle = preferredStyle }
    if let applicationStyle { settings.applicationStyle = applicationStyle }
    settings.applicationStatusBarHidden = applicationHidden
    settings.containers = stockContainers ? .stock : .forwarding
    settings.launchScreen = launchScreen
    settings.designCompatibility = designCompatibility
    settings.scrollView = scrollView
    if let scrollAxes { settings.scrollAxes = scrollAxes }
    settings.automaticallyAdjustsScrollViewInsets = !noAutoAdjust
    settings.tableCell = tableCell
    settings.insetsContentViewsToSafeArea = !noInsetContentViews
    settings.keyboard = keyboard
    if let pose { settings.pose = pose }
    settings.sdk = sdk
    settings.tabBarMinimized = tabBarMinimized
    settings.bottomAccessory = bottomAccessory
    settings.pushed = pushed
    settings.scrollEdge = scrollEdge
    if let window {
      guard settings.ios.major >= 27 else {
        throw UsageError(
          "--window needs iOS 27 (resizable iPhone windows); \(Text.shown(device.name)) is on "
            + "\(settings.ios)")
      }
      let display = ScreenLayout(device: device, settings: settings).screen.size
      guard window.width <= display.width, window.height <= display.height else {
        throw UsageError(
          "--window \(ScreenLayout.text(window)) is larger than the display "
            + "(\(ScreenLayout.text(display)) in this orientation)")
      }
      settings.window = window
    }
    if let sdk {
      guard sdk <= settings.ios.major else {
        throw UsageError(
          "--sdk \(sdk) is newer than \(settings.ios): an app runs on its SDK's iOS or later")
      }
      if sdk < 26, let first = Self.firstSDK(for: device), sdk < first {
        throw UsageError(
          "an app built with the iOS \(sdk) SDK is letterboxed on the "
            + "\(ScreenLayout.text(device.points.value)) screen (new with iOS \(first)); "
            + "safearea has no source for the letterbox's geometry")
      }
    }
    return (device, settings)
  }

  /// Refuses a version that never existed (naming the nearest release) or one the phone never
  /// ran (naming the ones it did).
  static func check(_ version: IOSVersion, on device: Device) throws(UsageError) {
    guard IOSRelease.majors.contains(version.major) else {
      throw UsageError("there is no \(version): versions are 4 to 18, then 26 and 27")
    }
    if version.minor != nil, !version.exists {
      let nearest = IOSRelease.nearest(
        to: version, in: IOSRelease.releases(of: version.major))
      throw UsageError(
        "there was no \(version)"
          + (nearest.map { "; the nearest release is \($0.version.number)" } ?? ""))
    }
    guard device.ran(version) else {
      if version.minor != nil, device.ran(version.majorVersion) {
        let releases = device.releases(of: version.major).map(\.number)
        throw UsageError(
          "\(Text.shown(device.name)) never ran \(version); of iOS \(version.major) it ran "
            + releases.joined(separator: ", "))
      }
      throw UsageError(
        "\(Text.shown(device.name)) never ran \(version); it ran \(Self.versions(of: device))")
    }
  }

  /// The first iOS SDK that had `device`'s screen size: the first iOS of any catalog phone of
  /// that size (an app built with an older SDK is letterboxed on it).
  static func firstSDK(for device: Device) -> Int? {
    DeviceCatalog.builtIn.devices.filter { $0.points.value == device.points.value }
      .map(\.ios.value.first.major).min()
  }

  /// The settings on `device` at `ios` in `orientation`, every toggle as given.
  func settings(
    on device: Device, ios: IOSVersion, orientation: Orientation, pose: Pose? = nil
  ) throws(UsageError) -> Settings {
    var copy = self
    copy.deviceKey = device.id
    copy.ios = .version(ios)
    copy.orientation = orientation
    if let pose { copy.pose = pose }
    let catalog = DeviceCatalog(devices: [device])
    return try copy.settings(in: catalog).1
  }
}
