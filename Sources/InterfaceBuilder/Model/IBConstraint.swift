/// A layout attribute as Interface Builder writes it in `firstAttribute` / `secondAttribute`:
/// `NSLayoutConstraint.Attribute`'s cases by their IB names.
///
/// An attribute the reader does not know is kept as `unmodelled` (and counted in the notes), so a
/// later stage can say which constraint it could not use rather than fail on the file.
public enum IBLayoutAttribute: Hashable, Sendable, CustomStringConvertible {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// `lastBaseline`; Interface Builder files from before iOS 8 write it as `baseline`, the same
  /// `NSLayoutConstraint.Attribute` value (11).
  case lastBaseline
  case firstBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  case unmodelled(String)

  private static let byName: [String: IBLayoutAttribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
    "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins,
  ]

  public init(ibName: String) {
    self = Self.byName[ibName] ?? .unmodelled(ibName)
  }

  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .unmodelled(let name): name
    }
  }

  /// Whether the attribute is measured against the item's layout margins.
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }

  /// Whether the attribute is a text baseline, which needs the font's metrics.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// `relation`: equal when absent.
public enum IBRelation: String, CaseIterable, Hashable, Sendable {
  case equal
  case greaterThanOrEqual
  case lessThanOrEqual
}

/// What a constraint's item is: a view, or a layout guide (a safe area, a pre-iOS 11 top or
/// bottom layout guide), by index into the document's arrays.
public enum IBItem: Hashable, Sendable {
  case view(Int)
  case layoutGuide(Int)
}

/// One `<constraint>`, with Interface Builder's conventions applied: a missing `firstItem` is
/// the view whose `<constraints>` holds it; a missing `secondItem` makes it a constant.
///
/// `item.attribute relation multiplier × secondItem.secondAttribute + constant`, at `priority`.
public struct IBConstraint: Sendable {
  public var id: String
  /// The view whose `<constraints>` lists it.
  public var holder: Int
  public var firstItem: IBItem
  /// Whether the file named `firstItem` (false: it is the holder by IB's convention).
  public var isFirstItemWritten: Bool
  public var firstAttribute: IBLayoutAttribute
  public var relation: IBRelation = .equal
  /// nil for a constant constraint (`secondItem` absent).
  public var secondItem: IBItem?
  public var secondAttribute: IBLayoutAttribute?
  /// 1 when absent; a ratio such as `16:9` is read as 16 ÷ 9.
  public var multiplier: Double = 1
  /// The multiplier as written, when it was written (`16:9`, `0.5`).
  public var multiplierText: String?
  public var constant: Double = 0
  /// 1000 (required) when absent.
  public var priority: Double = 1000
  /// `placeholder="YES"`: a design-time constraint IB removes at build time.
  public var isPlaceholder = false
  /// `symbolic="YES"`: the constant is the system's standard spacing (IB stores its value then,
  /// usually 8 or 20).
  public var isStandardSpacing = false
  /// The constraint's `identifier` (the name shown in UIKit's log), if set.
  public var identifier: String?
  public var userLabel: String?
  /// Its `<variation>`s (for example another constant in compact height), in file order.
  public var variations: [IBVariation] = []
  public var position: SourcePosition

  /// Whether it sets a size or position against a constant only.
  public var isConstant: Bool { secondItem == nil }
}
