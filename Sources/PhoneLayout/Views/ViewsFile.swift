/// Your own screen: the views a views file describes, to be laid out on every phone.
public struct ViewsFile: Hashable, Sendable {
  /// The views schema this build reads.
  public static let currentSchemaVersion = 1

  /// The largest views file accepted.
  public static let maximumFileBytes = 1 << 20
  /// The most views one file may describe.
  public static let maximumViews = 1000

  /// The file as the user named it, for errors that only a layout reveals.
  public var file: String
  /// `"framework": "swiftui"`: every view is SwiftUI's, whose safe area includes the keyboard.
  public var swiftUI: Bool
  public var views: [ViewSpec]

  public init(file: String = "views", swiftUI: Bool = false, views: [ViewSpec]) {
    self.file = file
    self.swiftUI = swiftUI
    self.views = views
  }
}

/// One view: a name and either a frame (frame-based code) or edges pinned to anchors (Auto
/// Layout), plus SwiftUI's `ignoresSafeArea`.
public struct ViewSpec: Hashable, Sendable {
  public var name: String
  public var placement: Placement
  public var ignoresSafeArea: IgnoredSafeArea?
  /// `raisedByKeyboardHeight`: the classic keyboard handler, which adds the keyboard's height to
  /// the bottom constraint's constant when the keyboard shows.
  public var raisedByKeyboardHeight: Bool
  /// Where the view starts in its file, for errors that only a layout reveals.
  public var line: Int
  public var column: Int
  /// The view's path in the file (`views[2]`).
  public var path: String

  public init(
    name: String, placement: Placement, ignoresSafeArea: IgnoredSafeArea? = nil,
    raisedByKeyboardHeight: Bool = false, line: Int = 0, column: Int = 0, path: String = ""
  ) {
    self.name = name
    self.placement = placement
    self.ignoresSafeArea = ignoresSafeArea
    self.raisedByKeyboardHeight = raisedByKeyboardHeight
    self.line = line
    self.column = column
    self.path = path
  }

  /// How the view is placed.
  public enum Placement: Hashable, Sendable {
    /// `frame`: in the content view controller's view, as frame-based code sets it.
    case frame(Rect)
    /// Auto Layout: edges pinned to anchors, and sizes where two edges do not fix them.
    case edges(EdgePins)
  }
}

/// The edges of a view pinned to anchors, and its explicit sizes.
public struct EdgePins: Hashable, Sendable {
  public var top: Pin?
  public var left: Pin?
  public var bottom: Pin?
  public var right: Pin?
  public var centerX: Pin?
  public var centerY: Pin?
  public var width: Double?
  public var height: Double?

  public init(
    top: Pin? = nil, left: Pin? = nil, bottom: Pin? = nil, right: Pin? = nil,
    centerX: Pin? = nil, centerY: Pin? = nil, width: Double? = nil, height: Double? = nil
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.centerX = centerX
    self.centerY = centerY
    self.width = width
    self.height = height
  }

  /// The pin of one edge.
  public func pin(_ edge: Edge) -> Pin? {
    switch edge {
    case .top: top
    case .left: left
    case .bottom: bottom
    case .right: right
    }
  }
}

/// One edge pinned to an anchor, inset from it by `constant` points (as Auto Layout users write
/// it: 16 from the safe area's right edge is `right: {to: safeArea, constant: 16}`).
public struct Pin: Hashable, Sendable {
  public var anchor: Anchor
  public var constant: Double

  public init(_ anchor: Anchor, _ constant: Double = 0) {
    self.anchor = anchor
    self.constant = constant
  }
}

/// What an edge can be pinned to.
public enum Anchor: String, Hashable, Sendable, CaseIterable {
  /// The content view controller's view.
  case superview
  /// Its `safeAreaLayoutGuide` (the layout guides on iOS 7–10, the view's edges before).
  case safeArea
  /// Its `layoutMarginsGuide` (iOS 8+; the view's edges before).
  case layoutMargins
  /// Its `readableContentGuide` (iOS 9+; the layout margins before).
  case readableContent
  /// Below the status bar (the top of the view when it is hidden).
  case statusBar
  /// Below the navigation bar (the status bar's bottom when there is none).
  case navigationBar
  /// Above the toolbar or tab bar (the safe area's bottom when there is none).
  case bottomBar
  /// `keyboardLayoutGuide` (iOS 15+): the keyboard's top when it is up, the safe area's bottom
  /// when it is down; before iOS 15 the keyboard's frame from the notification.
  case keyboard
}

/// SwiftUI's `.ignoresSafeArea(regions, edges:)`.
public struct IgnoredSafeArea: Hashable, Sendable {
  public enum Regions: String, Hashable, Sendable, CaseIterable {
    case container, keyboard, all
  }

  public var regions: Regions
  public var edges: Set<Edge>

  public init(regions: Regions = .all, edges: Set<Edge> = Set(Edge.allCases)) {
    self.regions = regions
    self.edges = edges
  }

  /// Whether the container safe area (bars, notch, home indicator) is ignored on `edge`.
  public func ignoresContainer(_ edge: Edge) -> Bool {
    regions != .keyboard && edges.contains(edge)
  }

  /// Whether the keyboard's safe area is ignored on `edge` (content goes behind the keyboard).
  public func ignoresKeyboard(_ edge: Edge) -> Bool {
    regions != .container && edges.contains(edge)
  }
}
