/// A rectangle as Interface Builder stores it (`<rect key="frame" x= y= width= height=>`), in
/// points, in the coordinates of the view's superview.
///
/// The reader keeps the numbers as written (no clamping), so a later stage can compare them with
/// what it lays out.
public struct IBRect: Hashable, Sendable, CustomStringConvertible {
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

  public var size: IBSize { IBSize(width: width, height: height) }

  /// `x,y,width,height`.
  public var description: String { "\(x),\(y),\(width),\(height)" }
}

/// A size in points (`<size …>`, an image's size in `<resources>`).
public struct IBSize: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// Insets in points: `<edgeInsets key="layoutMargins" top= left= bottom= right=>` or, with
/// `isDirectional`, `<directionalEdgeInsets key="directionalLayoutMargins" top= leading= bottom=
/// trailing=>` (then `left` holds leading and `right` trailing).
public struct IBInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public var isDirectional: Bool

  public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.isDirectional = isDirectional
  }
}
