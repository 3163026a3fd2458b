import PhoneLayout

/// A rectangle with continuous ("squircle") corners as an SVG path, the shape of an iPhone's
/// display and body.
///
/// An approximation: Apple does not publish the curve. This is the iOS 7
/// `UIBezierPath(roundedRect:cornerRadius:)` shape as PaintCode measured it ("Code for iOS 7
/// rounded rectangles", paintcodeapp.com): each corner leaves the straight edge 1.528 radii
/// before the corner, not 1, and bends in three cubic Béziers joined by two short lines, so the
/// curvature eases in instead of jumping. The display's `_displayCornerRadius` is taken as that
/// radius. The views' `corner` findings keep measuring against a circle of the same radius (they
/// say so when that decides); the drawing shows the softer curve.
enum ContinuousCorners {
  /// How far a corner reaches along each edge, in radii.
  static let reach = 1.52866483

  /// One corner, walked from the edge it is entered by to the edge it leaves by, in radii.
  ///
  /// `a` is back from the corner along the entry edge, `b` along the exit edge. A step is a line
  /// to its one point, or a cubic Bézier (two control points, then the end).
  static let profile: [[(a: Double, b: Double)]] = [
    [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
    [(0.63149399, 0.07491100)],
    [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
    [(0.06549600, 0.66993427)],
    [(0, 0.86840689), (0, 1.08849323), (0, reach)],
  ]

  /// The path's `d` for `rect` with corners of `radius` points, clockwise from the top edge.
  ///
  /// The radius is held to what fits (a corner may reach at most half the shorter side); zero or
  /// less is a plain rectangle.
  static func path(_ rect: Rect, radius: Double) -> String {
    let n = Markup.number
    let r = min(max(0, radius), min(rect.width, rect.height) / 2 / reach)
    guard r > 0 else {
      return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
    // Each corner maps (a, b) to a point, entered along the edge before it (clockwise).
    let corners: [(Double, Double) -> (Double, Double)] = [
      { a, b in (rect.maxX - a * r, rect.minY + b * r) },  // top right, from the top edge
      { a, b in (rect.maxX - b * r, rect.maxY - a * r) },  // bottom right, from the right edge
      { a, b in (rect.minX + a * r, rect.maxY - b * r) },  // bottom left, from the bottom edge
      { a, b in (rect.minX + b * r, rect.minY + a * r) },  // top left, from the left edge
    ]
    func point(_ p: (Double, Double)) -> String { "\(n(p.0)) \(n(p.1))" }
    var d = "M" + point(corners[3](0, reach))
    for corner in corners {
      d += "L" + point(corner(reach, 0))
      for step in profile {
        d +=
          (step.count == 3 ? "C" : "L")
          + step.map { point(corner($0.a, $0.b)) }.joined(
            separator: " ")
      }
    }
    return d + "Z"
  }
}
