import PhoneLayout
import PhoneTUI

/// What the command line asked for, before it is resolved against the device catalog.
public struct Invocation: Equatable, Sendable {
  public enum Command: String, Equatable, Sendable {
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
    case version(Int)
    case newest
    case all
  }

  public var command: Command = .preview
  /// `explain FIELD`, `table FIELD,…`, `history FIELD`.
  public var field: String?
  /// With `--vs`: the left side's words and the right side's own.
  public var leftWords: [String]?
  public var vsWords: [String]?
  /// `table` and `history`: comma-separated values.
  public var csv = false
  public var deviceKey: String?
  /// Every `--device` given, in order (`check` takes several; the others one).
  public var deviceKeys: [String] = []
  public var ios: IOSChoice?
  public var orientation: Orientation?
  /// `--orientation all` (check).
  public var allOrientations = false
  /// `--views FILE`.
  public var viewsFile: String?
  /// `--record FILE`: the previewer's or tour's output as an asciicast.
  public var recordFile: String?
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
  public var devicesFile: String?
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

  /// The device `key` names in `catalog`, or the error with the closest ids.
  static func device(_ key: String, in catalog: DeviceCatalog) throws(UsageError) -> Device {
    // A key many times longer than every id and name names no device (canonical equivalence
    // does not stretch a name fourfold): skip comparisons that would normalise all of it per
    // device (a letter and 65,000 combining marks took seconds).
    let longest = catalog.devices.lazy.map { max($0.id.utf8.count, $0.name.utf8.count) }.max() ?? 0
    let candidate = key.utf8.count > 4 * longest + 16 ? nil : catalog.device(matching: key)
    guard let device = candidate else {
      let close = catalog.suggestions(for: key)
      let closest = close.isEmpty ? "" : "; closest: \(close.joined(separator: ", "))"
      throw UsageError(
        "unknown device '\(Text.shown(key))'\(closest) (see 'safearea devices')")
    }
    return device
  }

  /// The settings this invocation describes on `catalog`: the device (default iPhone X), an iOS it
  /// ran (default its newest), and every toggle.
  public func settings(in catalog: DeviceCatalog) throws(UsageError) -> (Device, Settings) {
    let device = try Self.device(deviceKey ?? "iphone-x", in: catalog)
    var settings = Settings(device: device)
    if case .version(let ios) = ios {
      let version = IOSVersion(ios)
      guard version.exists else {
        throw UsageError("there is no iOS \(ios): versions are 4 to 18, then 26")
      }
      guard device.ran(version) else {
        let range = device.ios.value
        throw UsageError(
          "\(Text.shown(device.name)) never ran iOS \(ios); it ran iOS \(range.first.major) to \(range.last.major)"
        )
      }
      settings.ios = version
    }
    if let orientation { settings.orientation = orientation }
    if let hotspotConnections { settings.hotspotConnections = hotspotConnections }
    settings.fullScreen = fullScreen
    settings.prefersStatusBarHidden = hideStatusBar
    if let navigationBar { settings.navigationBar = navigationBar }
    if let bottomBar { settings.bottomBar = bottomBar }
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
    return (device, settings)
  }

  /// The settings on `device` at `ios` in `orientation`, every toggle as given.
  func settings(on device: Device, ios: IOSVersion, orientation: Orientation) throws(UsageError)
    -> Settings
  {
    var copy = self
    copy.deviceKey = device.id
    copy.ios = .version(ios.major)
    copy.orientation = orientation
    let catalog = DeviceCatalog(devices: [device])
    return try copy.settings(in: catalog).1
  }
}
