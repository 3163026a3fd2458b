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

/// Everything the previewer shows, as a value: the layout and the view's own toggles.
///
/// The layout is the one owner of the device and its settings: `device` and `settings` are read
/// from it, and the only ways to change them (`configure`, `selectDevice`) lay out again, so no
/// state can name one device and lay out another.
public struct AppState: Sendable {
  public private(set) var catalog: DeviceCatalog
  /// Index of the current device in `catalog.devices`.
  public private(set) var deviceIndex: Int
  /// The layout UIKit would produce for the current device and settings (computed once per
  /// change).
  public private(set) var layout: ScreenLayout
  public var terminalSize: TerminalSize
  public var glyphs: GlyphSet
  public var showSafeArea = false
  public var showInspector = true
  public var showHelp = false
  /// The element a click selected; the inspector highlights its line.
  public var selected: LayoutElement?
  /// What the event line tells.
  public var event: AppEvent
  /// The connection count `h` turns the hotspot back on with.
  public var rememberedConnections = 1
  /// Your views (`--views`), laid out again with every layout.
  public private(set) var views: ViewsFile?
  /// Your views on the current layout, in file order, without those whose edges cross here.
  public private(set) var placedViews: [PlacedView] = []
  /// Why a view could not be placed on the current layout (its size comes out negative).
  public private(set) var unplacedViews: [String] = []
  /// The view a click or `w` selected, by its index in `placedViews`.
  public var selectedView: Int?

  /// A state on `settings`' device (which must be in `catalog`; else the first device).
  public init(
    catalog: DeviceCatalog, settings: Settings, terminalSize: TerminalSize, glyphs: GlyphSet,
    event: AppEvent = .none
  ) {
    self.catalog = catalog
    let index = catalog.index(of: settings.deviceID) ?? 0
    deviceIndex = index
    let device = catalog.devices[index]
    let settings = Self.settings(settings, on: device)
    layout = ScreenLayout(device: device, settings: settings)
    self.terminalSize = terminalSize
    self.glyphs = glyphs
    self.event = event
    if settings.hotspotConnections > 0 { rememberedConnections = settings.hotspotConnections }
  }

  public var device: Device { layout.device }
  public var settings: Settings { layout.settings }

  /// The event line's sentence.
  public var eventText: String { EventText.text(event) }

  /// Changes the layout inputs and lays out once. A change of `deviceID` moves to that device
  /// when the catalog has it (keeping the iOS version where it ran it) and is ignored otherwise.
  public mutating func configure(_ change: (inout Settings) -> Void) {
    var next = layout.settings
    change(&next)
    if next.deviceID != layout.device.id, let index = catalog.index(of: next.deviceID) {
      deviceIndex = index
    }
    let device = catalog.devices[deviceIndex]
    relayout(ScreenLayout(device: device, settings: Self.settings(next, on: device)))
  }

  /// Takes a new views file (a reload), laying it out at once; nil removes the views.
  public mutating func setViews(_ file: ViewsFile?) {
    views = file
    relayout(layout)
  }

  /// Takes a reloaded catalog, staying on the current device when it is still there (else the
  /// first).
  public mutating func replaceCatalog(_ catalog: DeviceCatalog) {
    self.catalog = catalog
    deviceIndex = catalog.index(of: layout.device.id) ?? 0
    let device = catalog.devices[deviceIndex]
    relayout(ScreenLayout(device: device, settings: Self.settings(layout.settings, on: device)))
  }

  /// The one place a layout is taken: the views are laid out on it too.
  private mutating func relayout(_ new: ScreenLayout) {
    layout = new
    placedViews = []
    unplacedViews = []
    guard let views else {
      selectedView = nil
      return
    }
    for view in views.views {
      do {
        placedViews.append(try ViewPlacement.place(view, of: views, in: new))
      } catch {
        unplacedViews.append(error.description)
      }
    }
    if let index = selectedView, index >= placedViews.count { selectedView = nil }
  }

  /// Moves to another device, keeping the iOS version when it ran it, else the nearest it ran.
  mutating func selectDevice(at index: Int) {
    deviceIndex = wrapped(index, count: catalog.devices.count)
    let device = catalog.devices[deviceIndex]
    relayout(ScreenLayout(device: device, settings: Self.settings(layout.settings, on: device)))
  }

  /// `settings` moved to `device`: its id, and the iOS version when it ran it, else the nearest.
  static func settings(_ settings: Settings, on device: Device) -> Settings {
    var moved = settings
    moved.deviceID = device.id
    if !device.ran(moved.ios) { moved.ios = device.nearestVersion(to: moved.ios) }
    return moved
  }
}
