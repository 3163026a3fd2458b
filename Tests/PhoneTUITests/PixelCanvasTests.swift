import PhoneTUI
import TestSupport
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
    // Seeded, so that a failure names the case and can be replayed.
    var random = XorShift(seed: 0x5AFE_A2EA)
    var checked = 0
    for _ in 0..<400 {
      let width = 1 + random.below(40)
      let height = 1 + random.below(40)
      // Rects inside, across the edges of and outside the canvas; radii below one pixel, up to
      // a capsule, and beyond.
      let rect = CellRect(
        x: random.below(46) - 10, y: random.below(46) - 10, width: random.below(31),
        height: random.below(31))
      let radii = [0.5, 1, 1.5, 2.75, 6, 13, .infinity]
      let radius = radii[random.below(radii.count)]
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
