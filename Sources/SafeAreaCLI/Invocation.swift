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
    case help
    case version
  }

  public var command: Command = .preview
  public var deviceKey: String?
  public var ios: Int?
  public var orientation: Orientation?
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
  public var devicesFile: String?
  // Output options.
  public var color: ColorChoice = .auto
  public var ascii = false
  /// `show --size COLSxROWS`.
  public var size: TerminalSize?
  public var mouse = true
  /// `devices --json`.
  public var json = false
  /// Which output-only options were given, to refuse them where they mean nothing.
  public var given: Set<String> = []

  public init() {}

  /// The settings this invocation describes on `catalog`: the device (default iPhone X), an iOS it
  /// ran (default its newest), and every toggle.
  public func settings(in catalog: DeviceCatalog) throws(UsageError) -> (Device, Settings) {
    let key = deviceKey ?? "iphone-x"
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
    var settings = Settings(device: device)
    if let ios {
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
    return (device, settings)
  }
}
