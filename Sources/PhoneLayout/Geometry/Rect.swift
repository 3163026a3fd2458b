/// A rectangle in iOS points, origin at the top-left, y growing downwards (UIKit's `CGRect`).
///
/// Sizes are never negative: the initialisers and every operation here clamp a negative width or
/// height to zero, so an empty intersection is a zero-sized rect, not an inverted one.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A rect from its edges; returns a zero-sized rect at the top-left edge when they cross.
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var size: Size { Size(width: width, height: height) }
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The part of this rect inside `other`; zero-sized (at the clamped origin) when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = max(left, min(maxX, other.maxX))
    let bottom = max(top, min(maxY, other.maxY))
    return Rect(minX: left, minY: top, maxX: right, maxY: bottom)
  }

  /// This rect shrunk by `insets` on each side; a side that would cross its opposite stops there,
  /// so the result always lies inside this rect.
  public func inset(by insets: EdgeInsets) -> Rect {
    let left = min(minX + insets.left, maxX)
    let top = min(minY + insets.top, maxY)
    let right = max(left, maxX - insets.right)
    let bottom = max(top, maxY - insets.bottom)
    return Rect(minX: left, minY: top, maxX: right, maxY: bottom)
  }

  /// Whether `other` lies entirely inside this rect (edges may touch), within `tolerance` points.
  public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether the interiors of the two rects overlap (touching edges do not count).
  public func overlaps(_ other: Rect, tolerance: Double = 0.001) -> Bool {
    minX < other.maxX - tolerance && other.minX < maxX - tolerance
      && minY < other.maxY - tolerance && other.minY < maxY - tolerance
  }
}
