#if canImport(Glibc)
  import Glibc
#endif
/// One cell to write.
///
/// Stored in 12 bytes (terminal coordinates fit 16 bits), because a rotation lists thousands.
public struct CellChange: Hashable, Sendable {
  private var column: UInt16
  private var row: UInt16
  public var cell: Cell

  public init(x: Int, y: Int, cell: Cell) {
    column = UInt16(clamping: x)
    row = UInt16(clamping: y)
    self.cell = cell
  }

  public var x: Int { Int(column) }
  public var y: Int { Int(row) }
}

/// The cells that differ between two frames, in row-major order: exactly what the terminal
/// writer sends.
public enum FrameDiff {
  /// Every cell of `new` when there is no previous frame or its size differs.
  public static func changes(from old: CellBuffer?, to new: CellBuffer) -> [CellChange] {
    var changes: [CellChange] = []
    let width = new.width
    guard let old, old.width == width, old.height == new.height else {
      changes.reserveCapacity(new.cells.count)
      for (index, cell) in new.cells.enumerated() {
        changes.append(CellChange(x: index % max(width, 1), y: index / max(width, 1), cell: cell))
      }
      return changes
    }
    // Rows whose bytes are equal are equal, and a cell is one 8-byte word (`Cell`), so both
    // passes compare words: first whole rows, then the cells of the rows that differ.
    return old.cells.withUnsafeBufferPointer { before in
      new.cells.withUnsafeBufferPointer { after in
        let rowBytes = width * MemoryLayout<Cell>.stride
        let beforeWords = UnsafeRawPointer(before.baseAddress!).assumingMemoryBound(to: UInt64.self)
        let afterWords = UnsafeRawPointer(after.baseAddress!).assumingMemoryBound(to: UInt64.self)
        var differing: [Int] = []
        for y in 0..<new.height {
          let start = y * width
          if memcmp(beforeWords + start, afterWords + start, rowBytes) != 0 {
            differing.append(y)
          }
        }
        // Filled through a pointer: at most one change a cell of the rows that differ.
        return [CellChange](unsafeUninitializedCapacity: differing.count * width) { out, count in
          var next = out.baseAddress!
          for y in differing {
            let start = y * width
            for x in 0..<width where beforeWords[start + x] != afterWords[start + x] {
              next.initialize(to: CellChange(x: x, y: y, cell: after[start + x]))
              next += 1
            }
          }
          count = next - out.baseAddress!
        }
      }
    }
  }
}
