/// Distances in points inward from each edge of a rect (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()

  public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }

  public var isZero: Bool { self == .zero }
}
