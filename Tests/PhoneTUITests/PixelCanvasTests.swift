import PhoneTUI
import Testing

/// The canvas's rounded fill against the rule it implements, pixel by pixel: a pixel is filled
/// when its centre is within the radius of the inner rect the rounding is around.
@Suite struct PixelCanvasTests {
  /// The rule, tested at every pixel of the canvas.
  func expected(
    _ rect: CellRect, radius asked: Double, width: Int, height: Int
  ) -> [Bool] {
    let radius = min(asked, Double(min(rect.width, rect.height)) / 2)
    var inside = [Bool](repeating: false, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        guard x >= rect.x, x < rect.x + rect.width, y >= rect.y, y < rect.y + rect.height else {
          continue
        }
        if radius < 1 {
          inside[y * width + x] = true
          continue
        }
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let cx = min(max(px, Double(rect.x) + radius), Double(rect.x + rect.width) - radius)
        let cy = min(max(py, Double(rect.y) + radius), Double(rect.y + rect.height) - radius)
        inside[y * width + x] = (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius
      }
    }
    return inside
  }

  @Test func roundedFillsMatchTheRuleAtEveryPixel() {
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for _ in 0..<400 {
      let width = Int.random(in: 1...40, using: &generator)
      let height = Int.random(in: 1...40, using: &generator)
      // Rects inside, across the edges of and outside the canvas; radii below one pixel, up to
      // a capsule, and beyond.
      let rect = CellRect(
        x: Int.random(in: -10...35, using: &generator),
        y: Int.random(in: -10...35, using: &generator),
        width: Int.random(in: 0...30, using: &generator),
        height: Int.random(in: 0...30, using: &generator))
      let radius = [0.5, 1, 1.5, 2.75, 6, 13, .infinity].randomElement(using: &generator)!
      var canvas = PixelCanvas(width: width, height: height, fill: .background)
      canvas.fillRounded(rect, .content, radius: radius)
      let filled = canvas.roles.map { $0 == .content }
      let rule = expected(rect, radius: radius, width: width, height: height)
      let wrong = filled.indices.filter { filled[$0] != rule[$0] }
      #expect(
        wrong.isEmpty,
        "rect \(rect), radius \(radius), canvas \(width)x\(height): pixels \(wrong.prefix(8)) differ"
      )
      checked += filled.filter { $0 }.count
    }
    // The sample filled pixels, corners among them (not only empty or plain rects).
    #expect(checked > 10_000)
  }
}
