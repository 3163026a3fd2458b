import PhoneLayout

/// A rectangle of terminal cells (or of pixels, see `PixelCanvas`), in integers.
public struct CellRect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && py >= y && px < maxX && py < maxY
  }
}

/// Converts iOS points to pixels of the terminal canvas, and pixels to cells.
///
/// A pixel is one cell wide and half a cell tall: terminal cells are about twice as tall as wide
/// (1:2), so pixels are square and the phone keeps its true aspect ratio. Rounding is to the
/// nearest pixel, ties up, so every edge lands within half a pixel: half a cell vertically, half a
/// cell horizontally.
public struct CellScale: Hashable, Sendable {
  /// Pixels per point.
  public var pixelsPerPoint: Double
  /// The screen's size in pixels.
  public var pixelWidth: Int
  public var pixelHeight: Int

  /// The largest scale at which `screen` fits in `columns` × `rows` cells; nil if it cannot be
  /// drawn at least 2 pixels each way.
  public init?(fitting screen: Size, columns: Int, rows: Int) {
    guard columns > 0, rows > 0, screen.width > 0, screen.height > 0 else { return nil }
    self.init(
      pixelsPerPoint: Self.largest(fitting: screen, columns: columns, rows: rows), screen: screen,
      columns: columns, rows: rows)
  }

  /// `screen` at `pixelsPerPoint` (shared by two phones side by side), within `columns` × `rows`
  /// cells when given; nil if it cannot be drawn at least 2 pixels each way.
  public init?(
    pixelsPerPoint s: Double, screen: Size, columns: Int = .max / 4, rows: Int = .max / 4
  ) {
    guard s > 0, s.isFinite, screen.width > 0, screen.height > 0 else { return nil }
    pixelsPerPoint = s
    pixelWidth = min(columns, Self.round(screen.width * s))
    pixelHeight = min(rows * 2, Self.round(screen.height * s))
    guard pixelWidth >= 2, pixelHeight >= 2 else { return nil }
  }

  /// The pixels per point at which `screen` just fits in `columns` × `rows` cells.
  static func largest(fitting screen: Size, columns: Int, rows: Int) -> Double {
    guard columns > 0, rows > 0, screen.width > 0, screen.height > 0 else { return 0 }
    return min(Double(columns) / screen.width, Double(rows * 2) / screen.height)
  }

  /// The screen's size in cells (a last odd pixel row takes a whole cell row).
  public var cellWidth: Int { pixelWidth }
  public var cellHeight: Int { (pixelHeight + 1) / 2 }

  /// Nearest integer, ties up.
  static func round(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }

  /// The pixels covered by a rect in points, edges rounded to the nearest pixel and clamped to
  /// the screen; with `minimum`, a non-empty rect keeps at least one pixel each way (for markers
  /// thinner than a pixel, like the home indicator pill).
  public func pixels(_ rect: Rect, minimum: Bool = false) -> CellRect {
    var x0 = Self.round(rect.minX * pixelsPerPoint)
    var x1 = Self.round(rect.maxX * pixelsPerPoint)
    var y0 = Self.round(rect.minY * pixelsPerPoint)
    var y1 = Self.round(rect.maxY * pixelsPerPoint)
    if minimum && !rect.isEmpty {
      if x1 <= x0 { x1 = x0 + 1 }
      if y1 <= y0 {
        y0 = min(y0, Self.round(rect.midY * pixelsPerPoint - 0.5))
        y1 = y0 + 1
      }
    }
    x0 = min(max(x0, 0), pixelWidth)
    x1 = min(max(x1, x0), pixelWidth)
    y0 = min(max(y0, 0), pixelHeight)
    y1 = min(max(y1, y0), pixelHeight)
    return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The point at the centre of a pixel.
  public func point(pixelX: Int, pixelY: Int) -> (x: Double, y: Double) {
    ((Double(pixelX) + 0.5) / pixelsPerPoint, (Double(pixelY) + 0.5) / pixelsPerPoint)
  }
}

/// A grid of roles, one per pixel (one cell wide, half a cell tall).
public struct PixelCanvas: Sendable {
  public let width: Int
  public let height: Int
  public private(set) var roles: [StyleRole]

  public init(width: Int, height: Int, fill: StyleRole) {
    self.width = max(0, width)
    self.height = max(0, height)
    roles = Array(repeating: fill, count: self.width * self.height)
  }

  public subscript(x: Int, y: Int) -> StyleRole {
    get { x >= 0 && y >= 0 && x < width && y < height ? roles[y * width + x] : .background }
    set { if x >= 0 && y >= 0 && x < width && y < height { roles[y * width + x] = newValue } }
  }

  /// Fills a rect with its corners rounded by `radius` pixels, at most half its shorter side (a
  /// capsule); below one pixel, a plain rect.
  ///
  /// A pixel is inside when its centre is within `radius` of the inner rect the rounding is
  /// around. Only the four corner squares can fail that: a pixel level with the inner rect, across
  /// or along, is at most `radius - 0.5` from it. So rows and columns between the corners are
  /// filled as spans, and the test runs in the corners alone (the phone's screen is such a rect,
  /// a few thousand pixels, every frame).
  public mutating func fillRounded(_ rect: CellRect, _ role: StyleRole, radius: Double = .infinity)
  {
    let radius = min(radius, Double(min(rect.width, rect.height)) / 2)
    guard radius >= 1 else { return fill(rect, role) }
    let x0 = max(0, rect.x)
    let x1 = min(width, rect.maxX)
    let y0 = max(0, rect.y)
    let y1 = min(height, rect.maxY)
    guard x0 < x1, y0 < y1 else { return }
    let left = Double(rect.x) + radius
    let right = Double(rect.maxX) - radius
    let top = Double(rect.y) + radius
    let bottom = Double(rect.maxY) - radius
    let stride = width
    roles.withUnsafeMutableBufferPointer { pixels in
      for y in y0..<y1 {
        let row = y * stride
        let py = Double(y) + 0.5
        if py >= top && py <= bottom {
          (pixels.baseAddress! + row + x0).update(repeating: role, count: x1 - x0)
          continue
        }
        let cy = min(max(py, top), bottom)
        let dy = py - cy
        for x in x0..<x1 {
          let px = Double(x) + 0.5
          if px >= left && px <= right {
            pixels[row + x] = role
            continue
          }
          let dx = px - min(max(px, left), right)
          if dx * dx + dy * dy <= radius * radius { pixels[row + x] = role }
        }
      }
    }
  }

  public mutating func fill(_ rect: CellRect, _ role: StyleRole) {
    let x0 = max(0, rect.x)
    let x1 = min(width, rect.maxX)
    let y0 = max(0, rect.y)
    let y1 = min(height, rect.maxY)
    guard x0 < x1, y0 < y1 else { return }
    let stride = width
    roles.withUnsafeMutableBufferPointer { pixels in
      for y in y0..<y1 {
        (pixels.baseAddress! + y * stride + x0).update(repeating: role, count: x1 - x0)
      }
    }
  }
}
