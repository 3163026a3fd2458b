/// A priority on each axis (content hugging, compression resistance).
public struct AxisPriorities: Equatable, Sendable {
  public var horizontal: Priority
  public var vertical: Priority

  public init(horizontal: Priority, vertical: Priority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  func on(_ axis: LayoutAxis) -> Priority { axis == .horizontal ? horizontal : vertical }

  /// UIKit's default content hugging priority: 250 on both axes.
  public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
  /// UIKit's default compression resistance priority: 750 on both axes.
  public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}

/// A view as the engine sees it: where it sits in the tree, its intrinsic content size, its
/// margins, and (for a stack view) how it arranges its arranged subviews.
///
/// Views are given in an array whose first element is the root (the content view controller's
/// view, sized from outside); every other view names its superview by index, and a superview
/// always comes before its subviews, so the tree can have no cycle.
public struct LayoutView: Equatable, Sendable {
  /// The superview's index; nil for the root (index 0) only.
  public var superview: Int?
  /// The intrinsic content width, if the view has one (UIKit's `intrinsicContentSize`).
  public var intrinsicWidth: Double?
  /// The intrinsic content height, if the view has one.
  public var intrinsicHeight: Double?
  /// How strongly the view resists growing past its intrinsic size (`width <= intrinsic`).
  public var hugging: AxisPriorities
  /// How strongly the view resists shrinking below it (`width >= intrinsic`).
  public var compressionResistance: AxisPriorities
  /// The insets of the view's layout margins guide (the root's guide comes from outside).
  public var layoutMargins: LayoutInsets
  /// When set, the view is a `UIStackView`.
  public var stack: StackLayout?

  public init(
    superview: Int?, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
    hugging: AxisPriorities = .defaultHugging,
    compressionResistance: AxisPriorities = .defaultCompressionResistance,
    layoutMargins: LayoutInsets = .defaultMargins, stack: StackLayout? = nil
  ) {
    self.superview = superview
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.hugging = hugging
    self.compressionResistance = compressionResistance
    self.layoutMargins = layoutMargins
    self.stack = stack
  }

  func intrinsic(_ axis: LayoutAxis) -> Double? {
    axis == .horizontal ? intrinsicWidth : intrinsicHeight
  }
}

/// A `UIStackView`'s arrangement of its arranged subviews.
public struct StackLayout: Equatable, Sendable {
  /// How arranged subviews share the stack's length along its axis.
  public enum Distribution: String, CaseIterable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// Where arranged subviews sit across the axis.
  ///
  /// `top` is `leading` and `bottom` is
  /// `trailing`, as in UIKit (the same raw values); `top`/`bottom` read better in a horizontal
  /// stack, `leading`/`trailing` in a vertical one.
  public enum Alignment: String, CaseIterable, Sendable {
    case fill, leading, center, trailing, top, bottom
  }

  public var axis: LayoutAxis
  public var distribution: Distribution
  public var alignment: Alignment
  /// The gap between adjacent arranged subviews (a minimum for the equal-spacing kinds).
  public var spacing: Double
  /// Whether the arranged subviews are laid out within the stack's layout margins.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// The arranged subviews, in order: indices of views whose superview is this stack.
  public var arrangedSubviews: [Int]

  public init(
    axis: LayoutAxis = .horizontal, distribution: Distribution = .fill,
    alignment: Alignment = .fill, spacing: Double = 0,
    isLayoutMarginsRelativeArrangement: Bool = false, arrangedSubviews: [Int]
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.arrangedSubviews = arrangedSubviews
  }
}
