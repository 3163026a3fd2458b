/// A rectangle in points: origin at the top left, y growing downwards (UIKit's `CGRect`).
public struct LayoutRect: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

/// A size in points.
public struct LayoutSize: Equatable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// Insets in points from each edge (UIKit's `UIEdgeInsets`).
public struct LayoutInsets: Equatable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

  /// UIKit's default `layoutMargins` for a view that is not a view controller's root: 8 points
  /// on each edge (Apple, "Positioning content within layout margins",
  /// https://developer.apple.com/documentation/uikit/positioning-content-within-layout-margins).
  public static let defaultMargins = LayoutInsets(all: 8)
}
