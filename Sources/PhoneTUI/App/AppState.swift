import PhoneLayout

/// A terminal size in cells.
public struct TerminalSize: Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }
}

/// Everything the previewer shows, as a value: the layout inputs and the view's own toggles.
public struct AppState: Sendable {
  public var catalog: DeviceCatalog
  /// Index of the current device in `catalog.devices`.
  public private(set) var deviceIndex: Int
  /// The layout inputs; the layout is recomputed once whenever they change.
  public var settings: Settings {
    didSet { layout = ScreenLayout(device: device, settings: settings) }
  }
  /// The layout UIKit would produce for the current settings (computed once per change).
  public private(set) var layout: ScreenLayout
  public var terminalSize: TerminalSize
  public var glyphs: GlyphSet
  public var showSafeArea = false
  public var showInspector = true
  public var showHelp = false
  /// The element a click selected; the inspector highlights its line.
  public var selected: LayoutElement?
  /// The event line's text.
  public var event: String
  /// The connection count `h` turns the hotspot back on with.
  public var rememberedConnections = 1

  /// A state on `settings`' device (which must be in `catalog`; else the first device).
  public init(
    catalog: DeviceCatalog, settings: Settings, terminalSize: TerminalSize, glyphs: GlyphSet,
    event: String = ""
  ) {
    self.catalog = catalog
    let index = catalog.index(of: settings.deviceID) ?? 0
    deviceIndex = index
    let device = catalog.devices[index]
    let settings = Self.settings(settings, on: device)
    self.settings = settings
    layout = ScreenLayout(device: device, settings: settings)
    self.terminalSize = terminalSize
    self.glyphs = glyphs
    self.event = event
    if settings.hotspotConnections > 0 { rememberedConnections = settings.hotspotConnections }
  }

  public var device: Device { catalog.devices[deviceIndex] }

  /// Moves to another device, keeping the iOS version when it ran it, else the nearest it ran.
  mutating func selectDevice(at index: Int) {
    deviceIndex = wrapped(index, count: catalog.devices.count)
    settings = Self.settings(settings, on: device)  // one assignment: one layout
  }

  /// `settings` moved to `device`: its id, and the iOS version when it ran it, else the nearest.
  static func settings(_ settings: Settings, on device: Device) -> Settings {
    var moved = settings
    moved.deviceID = device.id
    if !device.ran(moved.ios) { moved.ios = device.nearestVersion(to: moved.ios) }
    return moved
  }
}
