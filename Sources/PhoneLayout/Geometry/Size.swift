/// A width and height in iOS points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The same size turned a quarter: width and height swapped.
  public var transposed: Size { Size(width: height, height: width) }
}
