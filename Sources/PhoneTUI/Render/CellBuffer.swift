/// A fixed-size grid of cells, row-major.
///
/// Writing outside it is silently clipped, never a crash.
public struct CellBuffer: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  /// A buffer of blank cells; a negative size is taken as zero.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// Every cell back to `fill`, in place (the storage is kept).
  public mutating func clear(to fill: Cell = .blank) {
    cells.withUnsafeMutableBufferPointer { $0.update(repeating: fill) }
  }

  /// Every cell copied from `source` (as many as this buffer has), in place.
  mutating func copyCells(from source: [Cell]) {
    precondition(source.count == cells.count, "a copy of a buffer of the same size")
    cells.withUnsafeMutableBufferPointer { target in
      source.withUnsafeBufferPointer { source in
        target.baseAddress!.update(from: source.baseAddress!, count: source.count)
      }
    }
  }

  public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

  /// The cell at (x, y); a blank cell outside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
    set { if contains(x: x, y: y) { cells[y * width + x] = newValue } }
  }

  /// Writes `text` from (x, y) rightwards, one scalar a cell, stopping at `maxX` (exclusive) or
  /// the buffer's edge; returns the x after the last cell written.
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, foreground: StyleRole, background: StyleRole? = nil,
    maxX: Int? = nil
  ) -> Int {
    guard y >= 0 && y < height else { return x }
    let limit = min(maxX ?? width, width)
    let row = y * width
    var column = x
    // Straight from the text's UTF-8 into the row: the inspector writes a few thousand
    // characters a frame, and decoding them through `unicodeScalars` cost some 70 % more.
    cells.withUnsafeMutableBufferPointer { cells in
      _ = Text.scalars(of: text) { scalar in
        guard column < limit else { return false }
        if column >= 0 {
          let bg = background ?? cells[row + column].background
          cells[row + column] = Cell(scalar, foreground, bg)
        }
        column += 1
        return true
      }
    }
    return column
  }

  /// Writes `count` cells of row `y` from column `x`, cell `i` being `make(i)` (clipped to the
  /// buffer): one pass over the row's storage, for the phone's canvas.
  public mutating func fillRow(y: Int, x: Int, count: Int, _ make: (Int) -> Cell) {
    guard y >= 0 && y < height else { return }
    let start = max(0, x)
    let end = min(width, x + count)
    guard start < end else { return }
    let row = y * width
    cells.withUnsafeMutableBufferPointer { cells in
      for column in start..<end { cells[row + column] = make(column - x) }
    }
  }

  /// Draws the outline of `r` in `role` on `background`: lines along its edges, corner pieces
  /// at its corners.
  public mutating func outline(
    _ r: CellRect, _ f: GlyphSet.BoxPieces, role: StyleRole, background: StyleRole = .background
  ) {
    guard r.width >= 2, r.height >= 2 else { return }
    for x in r.x + 1..<r.maxX - 1 {
      self[x, r.y] = Cell(f.h, role, background)
      self[x, r.maxY - 1] = Cell(f.h, role, background)
    }
    for y in r.y + 1..<r.maxY - 1 {
      self[r.x, y] = Cell(f.v, role, background)
      self[r.maxX - 1, y] = Cell(f.v, role, background)
    }
    self[r.x, r.y] = Cell(f.tl, role, background)
    self[r.maxX - 1, r.y] = Cell(f.tr, role, background)
    self[r.x, r.maxY - 1] = Cell(f.bl, role, background)
    self[r.maxX - 1, r.maxY - 1] = Cell(f.br, role, background)
  }

  /// Fills a rectangle of cells.
  public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell) {
    for row in max(0, y)..<min(height, y + max(0, h)) {
      for column in max(0, x)..<min(width, x + max(0, w)) { self[column, row] = cell }
    }
  }

  /// The glyphs of row `y` as a string (for tests and plain-text output).
  public func text(row y: Int) -> String {
    var s = String.UnicodeScalarView()
    for x in 0..<width { s.append(self[x, y].glyph) }
    return String(s)
  }
}
