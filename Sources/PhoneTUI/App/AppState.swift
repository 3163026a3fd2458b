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

/// One phone on screen: its layout, your views on it, what is selected on it.
///
/// The layout is the one owner of the device and its settings: `device` and `settings` are read
/// from it, and the only ways to change them lay out again, so no phone can name one device and
/// lay out another.
public struct PhoneState: Sendable {
  /// The layout UIKit would produce for the device and settings (computed once per change).
  public fileprivate(set) var layout: ScreenLayout
  /// The iOS version the person chose last: a phone that never ran it shows the nearest it ran,
  /// and the next phone that ran it shows it again.
  public fileprivate(set) var chosenIOS: IOSVersion
  /// Your views on the layout, in file order, without those whose edges cross here.
  public fileprivate(set) var placedViews: [PlacedView] = []
  /// Why a view could not be placed on this layout (its size comes out negative).
  public fileprivate(set) var unplacedViews: [String] = []
  /// The element a click selected; the inspector highlights its line.
  public var selected: LayoutElement?
  /// The view a click or `w` selected, by its index in `placedViews`.
  public var selectedView: Int?
  /// The connection count `h` turns the hotspot back on with.
  public var rememberedConnections = 1
  /// Your views placed on the last few geometries (newest placed first), so that a key that changes
  /// nothing they read, or one toggled back, does not place them all again.
  fileprivate var placements: [Placement] = []
}

/// Your views placed on one geometry, for one version of the views file.
struct Placement: Sendable {
  let geometry: ViewPlacement.Geometry
  let generation: Int
  let placed: [PlacedView]
  let unplaced: [String]
}

/// Everything the previewer shows, as a value: one phone, or two side by side, and the view's
/// own toggles.
public struct AppState: Sendable {
  public private(set) var catalog: DeviceCatalog
  /// One phone, or two in split view.
  public private(set) var phones: [PhoneState]
  /// The phone keys act on.
  public private(set) var focus = 0
  public var terminalSize: TerminalSize
  public var glyphs: GlyphSet
  public var showSafeArea = false
  public var showInspector = true
  public var showHelp = false
  /// The first help line shown; kept in range when drawn, so a resize never hides it all.
  public var helpOffset = 0
  /// What the event line tells.
  public var event: AppEvent
  /// Your views (`--views`), laid out again with every layout.
  public private(set) var views: ViewsFile?
  /// Counts the views files taken, so a placement remembered for an older one is not reused.
  private var viewsGeneration = 0
  /// The `:` prompt, while it is open.
  public var prompt: Prompt?
  /// The guided tour being shown, if any (`safearea tour NAME`).
  public internal(set) var tour: TourProgress?

  /// A state on `settings`' device (which must be in `catalog`; else the first device).
  public init(
    catalog: DeviceCatalog, settings: Settings, terminalSize: TerminalSize, glyphs: GlyphSet,
    event: AppEvent = .none
  ) {
    self.catalog = catalog
    phones = [Self.phone(settings, in: catalog, views: nil)]
    self.terminalSize = terminalSize
    self.glyphs = glyphs
    self.event = event
  }

  /// A phone on `settings`' device, laid out with `views`.
  static func phone(_ settings: Settings, in catalog: DeviceCatalog, views: ViewsFile?)
    -> PhoneState
  {
    let index = catalog.index(of: settings.deviceID) ?? 0
    let device = catalog.devices[index]
    var phone = PhoneState(
      layout: ScreenLayout(
        device: device, settings: moved(settings, on: device, ios: settings.ios)),
      chosenIOS: settings.ios)
    if settings.hotspotConnections > 0 { phone.rememberedConnections = settings.hotspotConnections }
    place(views, generation: 0, on: &phone)
    return phone
  }

  // MARK: - The focused phone

  /// The phone keys act on.
  ///
  /// Changes to one of its fields go to `phones[focus]` itself: through this setter a change
  /// copies the phone out and stores it back, retaining and releasing everything it holds.
  public var phone: PhoneState {
    get { phones[focus] }
    set { phones[focus] = newValue }
  }

  public var layout: ScreenLayout { phone.layout }
  public var device: Device { phone.layout.device }
  public var settings: Settings { phone.layout.settings }
  /// Where the focused phone's device sits in the catalog: found from the layout, its one owner
  /// (a reloaded catalog that lost the device puts the phone on the first, so this finds it).
  public var deviceIndex: Int { catalog.index(of: phone.layout.device.id) ?? 0 }
  public var placedViews: [PlacedView] { phone.placedViews }
  public var unplacedViews: [String] { phone.unplacedViews }
  public var selected: LayoutElement? {
    get { phone.selected }
    set { phones[focus].selected = newValue }
  }
  public var selectedView: Int? {
    get { phone.selectedView }
    set { phones[focus].selectedView = newValue }
  }
  public var rememberedConnections: Int {
    get { phone.rememberedConnections }
    set { phones[focus].rememberedConnections = newValue }
  }

  /// Whether two phones are shown side by side.
  public var isSplit: Bool { phones.count > 1 }

  /// Split view: every explainable number that differs between the left phone and the right,
  /// in `json`'s order; none with one phone.
  public var differences: [LayoutDifference] {
    isSplit ? LayoutDifference.between(phones[0].layout, phones[1].layout) : []
  }

  /// Split view: the elements whose frames differ between the two phones (drawn outlined on
  /// both); the screen itself is not one.
  ///
  /// Two screens of different sizes differ everywhere: none
  /// is outlined then, and the inspector's list says what differs.
  public var differingElements: Set<LayoutElement> {
    guard isSplit else { return [] }
    let (a, b) = (phones[0].layout, phones[1].layout)
    guard a.screen.size == b.screen.size else { return [] }
    return Set(
      ScreenLayout.frameElements.filter { $0 != .screen && a.frame(of: $0) != b.frame(of: $0) })
  }

  /// The event line's sentence.
  public var eventText: String { EventText.text(event) }

  // MARK: - Changes

  /// Changes the focused phone's layout inputs and lays out once.
  ///
  /// A change of `deviceID` moves
  /// to that device when the catalog has it (keeping the chosen iOS version where it ran it) and
  /// is ignored otherwise; a change of `ios` is the person's choice from now on.
  public mutating func configure(_ change: (inout Settings) -> Void) {
    var next = phone.layout.settings
    change(&next)
    if next.ios != phone.layout.settings.ios { phones[focus].chosenIOS = next.ios }
    // The phone's own device unless the change names another the catalog has (a key press
    // changes the settings, not the device: no search of the catalog).
    var device = phone.layout.device
    if !next.name(device), let found = catalog.index(of: next.deviceID) {
      device = catalog.devices[found]
    }
    relayout(ScreenLayout(device: device, settings: Self.moved(next, on: device, ios: next.ios)))
  }

  /// Takes a new views file (a reload), laying it out on every phone; nil removes the views.
  public mutating func setViews(_ file: ViewsFile?) {
    views = file
    viewsGeneration += 1
    for index in phones.indices {
      Self.place(file, generation: viewsGeneration, on: &phones[index])
    }
  }

  /// Takes a reloaded catalog, keeping each phone's device when it is still there (else the
  /// first); returns the names of the devices shown that it no longer has.
  @discardableResult
  public mutating func replaceCatalog(_ catalog: DeviceCatalog) -> [String] {
    self.catalog = catalog
    var gone: [String] = []
    for index in phones.indices {
      let old = phones[index]
      let found = catalog.index(of: old.layout.device.id)
      if found == nil { gone.append(old.layout.device.name) }
      let device = catalog.devices[found ?? 0]
      phones[index].layout = ScreenLayout(
        device: device, settings: Self.moved(old.layout.settings, on: device, ios: old.chosenIOS))
      Self.place(views, generation: viewsGeneration, on: &phones[index])
    }
    return gone
  }

  /// Moves the focused phone to another device, on the iOS version chosen last where it ran it,
  /// else the nearest it ran.
  mutating func selectDevice(at index: Int) {
    let device = catalog.devices[wrapped(index, count: catalog.devices.count)]
    relayout(
      ScreenLayout(
        device: device,
        settings: Self.moved(phone.layout.settings, on: device, ios: phone.chosenIOS)))
  }

  /// Every phone with these bars (another storyboard scene's), each laid out once.
  public mutating func setBars(navigation: NavigationBarMode?, bottom: BottomBar?) {
    guard navigation != nil || bottom != nil else { return }
    for index in phones.indices {
      var next = phones[index].layout.settings
      if let navigation { next.navigationBar = navigation }
      if let bottom { next.bottomBar = bottom }
      let device = phones[index].layout.device
      phones[index].layout = ScreenLayout(
        device: device, settings: Self.moved(next, on: device, ios: next.ios))
      Self.place(views, generation: viewsGeneration, on: &phones[index])
    }
  }

  /// Two phones side by side: the second starts as a copy of the first (or as `settings`).
  public mutating func split(_ settings: Settings? = nil) {
    guard phones.count == 1 else { return }
    phones.append(settings.map { Self.phone($0, in: catalog, views: views) } ?? phones[0])
    focus = 1
  }

  /// Back to one phone: the focused one.
  public mutating func unsplit() {
    guard phones.count > 1 else { return }
    phones = [phones[focus]]
    focus = 0
  }

  /// Keys act on the other phone.
  public mutating func switchFocus() {
    focus = (focus + 1) % phones.count
  }

  /// The one place a layout is taken: the views are laid out on it too.
  private mutating func relayout(_ new: ScreenLayout) {
    phones[focus].layout = new
    Self.place(views, generation: viewsGeneration, on: &phones[focus])
  }

  /// How many placements a phone remembers: enough for a toggle, or the Duo's three poses.
  ///
  /// The oldest placed goes first; a placement found is left where it is, so a key that comes
  /// back writes nothing into the list (it is shared with the state the key replaced, and a
  /// change would copy it).
  static let rememberedPlacements = 4

  /// Lays `views` out on `phone`'s layout, or takes the placement remembered for its geometry.
  private static func place(_ views: ViewsFile?, generation: Int, on phone: inout PhoneState) {
    guard let views else {
      phone.placedViews = []
      phone.unplacedViews = []
      phone.selectedView = nil
      phone.placements = []
      return
    }
    let geometry = ViewPlacement.Geometry(phone.layout)
    if let remembered = phone.placements.first(where: {
      $0.generation == generation && $0.geometry == geometry
    }) {
      phone.placedViews = remembered.placed
      phone.unplacedViews = remembered.unplaced
    } else {
      var placed: [PlacedView] = []
      var unplaced: [String] = []
      for result in ViewPlacement.placeEach(views, in: geometry) {
        switch result {
        case .success(let view): placed.append(view)
        case .failure(let error): unplaced.append(error.description)
        }
      }
      phone.placedViews = placed
      phone.unplacedViews = unplaced
      phone.placements.insert(
        Placement(geometry: geometry, generation: generation, placed: placed, unplaced: unplaced),
        at: 0)
      if phone.placements.count > rememberedPlacements { phone.placements.removeLast() }
    }
    if let index = phone.selectedView, index >= phone.placedViews.count { phone.selectedView = nil }
  }

  /// `settings` moved to `device`: its id, and `ios` when it ran it, else the nearest it ran.
  static func moved(_ settings: Settings, on device: Device, ios: IOSVersion) -> Settings {
    var moved = settings
    moved.rename(to: device)
    moved.ios = device.ran(ios) ? ios : device.nearestVersion(to: ios)
    return moved
  }
}
