import PhoneLayout

/// A guided tour: one of the stories safearea was built from, told in steps.
///
/// A tour is data: each step is a list of changes (to the phone's settings and to what the
/// previewer shows) and a sentence or two whose numbers are placeholders read from the layout on
/// screen (`TourText`), so a step always says what it shows. The changes accumulate: step `n`
/// shows the tour's starting phone with the changes of steps 0 through `n` applied in order, so
/// going back is just showing the earlier step again.
public struct Tour: Hashable, Sendable {
  /// The name `safearea tour NAME` takes.
  public let name: String
  /// The caption's title: what the story is about.
  public let title: String
  /// One line for `safearea tour`.
  public let summary: String
  /// The device every step starts from (a built-in catalog id) and its iOS version.
  public let deviceID: String
  public let ios: IOSVersion
  public let steps: [TourStep]

  public init(
    name: String, title: String, summary: String, deviceID: String, ios: Int, steps: [TourStep]
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.deviceID = deviceID
    self.ios = IOSVersion(ios)
    self.steps = steps
  }

  /// What step `index` shows: the starting phone with every change up to that step applied.
  ///
  /// `index` is clamped to the steps there are.
  public func scene(at index: Int) -> TourScene {
    var scene = TourScene(settings: Settings(deviceID: deviceID, ios: ios))
    guard !steps.isEmpty else { return scene }
    for step in steps[0...min(max(0, index), steps.count - 1)] {
      for change in step.changes { change.apply(to: &scene) }
    }
    return scene
  }
}

/// One step of a tour: what changes, and what to say about it.
public struct TourStep: Hashable, Sendable {
  public let changes: [TourChange]
  /// One or two sentences; `{…}` placeholders are filled in from the layout (`TourText`).
  public let text: String

  public init(_ changes: [TourChange], _ text: String) {
    self.changes = changes
    self.text = text
  }
}

/// Everything a step sets: the phone's settings and what the previewer shows of it.
public struct TourScene: Hashable, Sendable {
  public var settings: Settings
  public var showSafeArea = false
  /// The element whose inspector line is highlighted: the one the sentence is about.
  public var selected: LayoutElement?
  /// Views to draw, as a views file's JSON (docs/views.md), and the one selected.
  public var viewsJSON: String?
  public var selectedView: Int?

  public init(settings: Settings) { self.settings = settings }
}

/// One change a tour step makes.
///
/// Each names its value, so a step reads as what it does.
public enum TourChange: Hashable, Sendable {
  case device(String)
  case ios(Int)
  case hotspot(connections: Int)
  case orientation(Orientation)
  case fullScreen(Bool)
  case navigationBar(NavigationBarMode)
  case bottomBar(BottomBar)
  case edges(ExtendedEdges)
  case viewControllerBasedAppearance(Bool)
  case containers(Containers)
  case preferredStyle(StatusBarStyle)
  case prefersStatusBarHidden(Bool)
  case applicationStyle(StatusBarStyle)
  case launchScreen(Bool)
  case scrollView(ContentInsetAdjustment?)
  case tableCell(Bool)
  /// The previewer's safe-area outline.
  case safeAreaOverlay(Bool)
  /// Highlight the inspector's line for this element (nil: none).
  case select(LayoutElement?)
  /// Draw these views (a views file's JSON; nil: none), and select one of them by index.
  case views(String?, selected: Int?)

  func apply(to scene: inout TourScene) {
    switch self {
    case .device(let id): scene.settings.deviceID = id
    case .ios(let major): scene.settings.ios = IOSVersion(major)
    case .hotspot(let connections): scene.settings.hotspotConnections = connections
    case .orientation(let orientation): scene.settings.orientation = orientation
    case .fullScreen(let on): scene.settings.fullScreen = on
    case .navigationBar(let mode): scene.settings.navigationBar = mode
    case .bottomBar(let bar): scene.settings.bottomBar = bar
    case .edges(let edges): scene.settings.edges = edges
    case .viewControllerBasedAppearance(let on): scene.settings.viewControllerBasedAppearance = on
    case .containers(let containers): scene.settings.containers = containers
    case .preferredStyle(let style): scene.settings.preferredStyle = style
    case .prefersStatusBarHidden(let hidden): scene.settings.prefersStatusBarHidden = hidden
    case .applicationStyle(let style): scene.settings.applicationStyle = style
    case .launchScreen(let on): scene.settings.launchScreen = on
    case .scrollView(let behaviour): scene.settings.scrollView = behaviour
    case .tableCell(let on): scene.settings.tableCell = on
    case .safeAreaOverlay(let on): scene.showSafeArea = on
    case .select(let element): scene.selected = element
    case .views(let json, let selected):
      scene.viewsJSON = json
      scene.selectedView = selected
    }
  }
}

/// Where a running tour is: which tour, which step, and the layout of every step (for the
/// `{prev:…}` placeholders and for sizing the caption to the longest step).
public struct TourProgress: Hashable, Sendable {
  public let tour: Tour
  public internal(set) var step: Int
  /// Every step's layout, laid out once when the tour starts.
  public let layouts: [ScreenLayout]

  /// Whether this is the last step.
  public var isLastStep: Bool { step == tour.steps.count - 1 }

  /// The layout of the step before this one, if there is one.
  public var previousLayout: ScreenLayout? { step > 0 ? layouts[step - 1] : nil }
}
