/// An edge, centre or size of a view or guide, as UIKit's `NSLayoutConstraint.Attribute`.
///
/// Leading is left and trailing is right: the engine lays out left-to-right only.
public enum LayoutAttribute: String, CaseIterable, Sendable {
  case leading, trailing, left, right, top, bottom, width, height, centerX, centerY

  /// Which axis the attribute lies on.
  public var axis: LayoutAxis {
    switch self {
    case .leading, .trailing, .left, .right, .width, .centerX: return .horizontal
    case .top, .bottom, .height, .centerY: return .vertical
    }
  }

  /// Whether the attribute is a size (width, height) rather than a position.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether it is one of leading and trailing, which UIKit will not pair with left or right.
  var isDirectional: Bool { self == .leading || self == .trailing }
}

/// A layout axis.
public enum LayoutAxis: String, Sendable {
  case horizontal, vertical
}
