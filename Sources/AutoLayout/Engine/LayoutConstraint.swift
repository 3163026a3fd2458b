/// Something a constraint can pin: a view, a guide given from outside, or a view's margins.
public enum LayoutItem: Hashable, Sendable {
  /// A view, by index (0 is the root).
  case view(Int)
  /// A guide given from outside, by index into the engine's guide rectangles (the root's safe
  /// area, layout margins, readable content, keyboard layout guide, …), in root coordinates.
  case guide(Int)
  /// The layout margins guide of a view: its bounds inset by its `layoutMargins`.
  case marginsGuide(Int)
}

/// A constraint between two items' attributes, as `NSLayoutConstraint`:
/// `first.attribute relation multiplier × second.attribute + constant`, at a priority.
///
/// Without a second item it is `first.attribute relation constant`, which UIKit allows for
/// `width` and `height` only. `origin` is the caller's own number for it (say an index into its
/// list of constraints); reports name constraints by it.
public struct LayoutConstraint: Equatable, Sendable {
  public var firstItem: LayoutItem
  public var firstAttribute: LayoutAttribute
  public var relation: Relation
  public var secondItem: LayoutItem?
  public var secondAttribute: LayoutAttribute?
  public var multiplier: Double
  public var constant: Double
  public var priority: Priority
  public var origin: Int

  public init(
    _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
    _ secondItem: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Priority = .required, origin: Int = 0
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.origin = origin
  }
}

/// Where an engine constraint came from, for reports.
public enum ConstraintSource: Hashable, Sendable {
  /// The caller's constraint with this `origin`.
  case user(origin: Int)
  /// A view's content hugging (`size <= intrinsic`) on an axis.
  case hugging(view: Int, axis: LayoutAxis)
  /// A view's compression resistance (`size >= intrinsic`) on an axis.
  case compressionResistance(view: Int, axis: LayoutAxis)
  /// A constraint a stack view makes, named by the identifier UIKit logs (`UISV-spacing`, …).
  case stack(view: Int, identifier: String)
  /// The root view's size, given from outside.
  case rootSize
  /// A guide's rectangle, given from outside.
  case guide(Int)
}

/// A required constraint the engine left out, like UIKit's "Will attempt to recover by breaking
/// constraint", and the constraints it contradicts.
public struct BrokenLayoutConstraint: Equatable, Sendable {
  public var broken: ConstraintSource
  public var conflicts: [ConstraintSource]

  public init(broken: ConstraintSource, conflicts: [ConstraintSource]) {
    self.broken = broken
    self.conflicts = conflicts
  }
}

/// A view the constraints do not place on an axis (more than one layout is just as good).
public struct AmbiguousView: Equatable, Sendable {
  public var view: Int
  public var horizontal: Bool
  public var vertical: Bool

  public init(view: Int, horizontal: Bool, vertical: Bool) {
    self.view = view
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// A problem with the engine's input that no layout can fix (a bad tree, an unknown item, a
/// pairing UIKit refuses): one line, naming the view or the constraint's origin.
public struct LayoutInputError: Error, Equatable, Sendable {
  /// The view at fault, if it is a view.
  public var view: Int?
  /// The origin of the constraint at fault, if it is a constraint.
  public var constraintOrigin: Int?
  public var message: String

  public init(view: Int? = nil, constraintOrigin: Int? = nil, message: String) {
    self.view = view
    self.constraintOrigin = constraintOrigin
    self.message = message
  }
}
