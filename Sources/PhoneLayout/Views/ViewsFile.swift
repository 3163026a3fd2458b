import AutoLayout

/// Your own screen: the views a views file describes, to be laid out on every phone.
///
/// The views form a tree and are kept in drawing order: each view after its superview, and
/// after every view drawn before it (its earlier siblings and their subviews), so a view's
/// subtree is the run of views that follows it while their depth is greater than its own.
public struct ViewsFile: Hashable, Sendable {
  /// The views schema this build reads: 2 added the tree, constraints, intrinsic sizes and
  /// stack views (1 still reads the same).
  public static let currentSchemaVersion = 2

  /// The largest views file accepted.
  public static let maximumFileBytes = 1 << 20
  /// The most views one file may describe, subviews included.
  public static let maximumViews = 1000
  /// The most constraints one file may write (its anchors and frames not counted).
  public static let maximumConstraints = 10_000

  /// The file as the user named it, for errors that only a layout reveals.
  public var file: String
  /// `"framework": "swiftui"`: every view is SwiftUI's, whose safe area includes the keyboard.
  public var swiftUI: Bool
  /// Every view, in drawing order (see the type's summary).
  public var views: [ViewSpec]
  /// The constraints the file writes, in the order they appear in it.
  public var constraints: [ViewConstraint]
  /// The file under each pair of size classes, when they change it.
  ///
  /// A storyboard's trait variations install other constraints and subviews; each variant has
  /// the same views in the same order, so indices keep, and a layout uses the one of its size
  /// classes. Empty: this file under every class. The variants have none of their own.
  public var sizeClassVariants: [SizeClasses: ViewsFile] = [:]

  public init(
    file: String = "views", swiftUI: Bool = false, views: [ViewSpec],
    constraints: [ViewConstraint] = []
  ) {
    self.file = file
    self.swiftUI = swiftUI
    self.views = views
    self.constraints = constraints
  }
}

/// One view: a name, where it sits in the tree, and how it is placed: a frame (frame-based
/// code), edges pinned to anchors (the anchor form, which is sugar for constraints), constraints
/// that name it, an intrinsic size, or its stack view; plus SwiftUI's `ignoresSafeArea`.
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
  /// The view's path in the file (`views[2]`, `views[0].subviews[1]`).
  public var path: String
  /// Its superview's index in the file's `views`; nil for a subview of the content view
  /// controller's view.
  public var superview: Int?
  /// `intrinsic`: the intrinsic content size and the priorities that hold it.
  public var intrinsic: IntrinsicSize?
  /// `stack`: the view is a `UIStackView` arranging some of its subviews.
  public var stack: StackSpec?
  /// `layoutMargins`: the insets of its layout margins (UIKit's default 8 on each edge), which a
  /// stack view arranges within with `isLayoutMarginsRelativeArrangement`.
  public var layoutMargins: EdgeInsets?
  /// An Interface Builder view's id (`fGk-9D-b1c`); nil for a views file's own views.
  public var interfaceBuilderID: String?
  /// An Interface Builder view's class: its `customClass`, else its element (`button`).
  public var className: String?

  public init(
    name: String, placement: Placement, ignoresSafeArea: IgnoredSafeArea? = nil,
    raisedByKeyboardHeight: Bool = false, line: Int = 0, column: Int = 0, path: String = "",
    superview: Int? = nil, intrinsic: IntrinsicSize? = nil, stack: StackSpec? = nil,
    layoutMargins: EdgeInsets? = nil
  ) {
    self.name = name
    self.placement = placement
    self.ignoresSafeArea = ignoresSafeArea
    self.raisedByKeyboardHeight = raisedByKeyboardHeight
    self.line = line
    self.column = column
    self.path = path
    self.superview = superview
    self.intrinsic = intrinsic
    self.stack = stack
    self.layoutMargins = layoutMargins
  }

  /// How the view is placed.
  public enum Placement: Hashable, Sendable {
    /// `frame`: in its superview, as frame-based code sets it.
    case frame(Rect)
    /// Auto Layout: edges pinned to anchors, and sizes where two edges do not fix them (none
    /// for a view placed only by constraints, its intrinsic size or its stack view).
    case edges(EdgePins)
  }
}

/// A view's intrinsic content size (`intrinsicContentSize`) and how strongly it holds it.
public struct IntrinsicSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  /// Content hugging (`size <= intrinsic`): UIKit's default 250 on each axis.
  public var hugging: AxisPriority
  /// Compression resistance (`size >= intrinsic`): UIKit's default 750 on each axis.
  public var compressionResistance: AxisPriority

  public init(
    width: Double? = nil, height: Double? = nil,
    hugging: AxisPriority = AxisPriority(horizontal: 250, vertical: 250),
    compressionResistance: AxisPriority = AxisPriority(horizontal: 750, vertical: 750)
  ) {
    self.width = width
    self.height = height
    self.hugging = hugging
    self.compressionResistance = compressionResistance
  }
}

/// A priority per axis, 1 to 1000.
public struct AxisPriority: Hashable, Sendable {
  public var horizontal: Double
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// `stack`: a `UIStackView`'s properties and the subviews it arranges.
public struct StackSpec: Hashable, Sendable {
  public var axis: LayoutAxis
  public var distribution: StackLayout.Distribution
  public var alignment: StackLayout.Alignment
  public var spacing: Double
  public var isLayoutMarginsRelativeArrangement: Bool
  /// Indices in the file's `views` of its arranged subviews, in order (all its subviews unless
  /// the file names some).
  public var arranged: [Int]

  public init(
    axis: LayoutAxis = .horizontal, distribution: StackLayout.Distribution = .fill,
    alignment: StackLayout.Alignment = .fill, spacing: Double = 0,
    isLayoutMarginsRelativeArrangement: Bool = false, arranged: [Int] = []
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.arranged = arranged
  }
}

/// A constraint the file writes (`"signIn.bottom == keyboard.top - 8"`), its items resolved:
/// `first.firstAttribute relation multiplier × second.secondAttribute + constant @priority`.
public struct ViewConstraint: Hashable, Sendable {
  /// What a constraint can name.
  public enum Item: Hashable, Sendable {
    /// One of the file's views, by index.
    case view(Int)
    /// The content view controller's view (`superview` of a top-level view).
    case root
    /// One of the root view's layout guides.
    case guide(GuideName)
  }

  /// The guides of the content view controller's view a constraint may name.
  public enum GuideName: String, Hashable, Sendable, CaseIterable {
    /// `safeAreaLayoutGuide` (the layout guides on iOS 7–10, the view's edges before).
    case safeArea
    /// `layoutMarginsGuide` (the view's edges before iOS 8).
    case layoutMargins
    /// `readableContentGuide` (the layout margins before iOS 9).
    case readableContent
    /// `keyboardLayoutGuide` (iOS 15+; the keyboard's frame from the notification before).
    case keyboard
  }

  /// Which way the two sides relate.
  public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  public var first: Item
  public var firstAttribute: LayoutAttribute
  public var relation: Relation
  public var second: Item?
  public var secondAttribute: LayoutAttribute?
  public var multiplier: Double
  public var constant: Double
  /// 1 to 1000; 1000 is required.
  public var priority: Double
  /// As written, for reports.
  public var text: String
  /// Where it is written, for errors and for its place among the others.
  public var line: Int
  public var column: Int
  /// `constraints[3]`, `views[2] (signIn).constraints[0]`.
  public var path: String

  public init(
    first: Item, firstAttribute: LayoutAttribute, relation: Relation, second: Item? = nil,
    secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: Double = 1000, text: String, line: Int = 0, column: Int = 0, path: String = ""
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.text = text
    self.line = line
    self.column = column
    self.path = path
  }

  /// The file's views it names, first item first.
  public var views: [Int] {
    var found: [Int] = []
    if case .view(let a) = first { found.append(a) }
    if case .view(let b)? = second, !found.contains(b) { found.append(b) }
    return found
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

/// A layout's `horizontalSizeClass` and `verticalSizeClass`.
public struct SizeClasses: Hashable, Sendable {
  public var horizontal: SizeClass
  public var vertical: SizeClass

  public init(horizontal: SizeClass, vertical: SizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The pair `layout` has (`ScreenLayout.sizeClasses`, as a key).
  public init(of layout: ScreenLayout) {
    self.init(horizontal: layout.sizeClasses.horizontal, vertical: layout.sizeClasses.vertical)
  }

  /// The four pairs.
  public static let all: [SizeClasses] = [SizeClass.compact, .regular].flatMap { h in
    [SizeClass.compact, .regular].map { SizeClasses(horizontal: h, vertical: $0) }
  }
}
