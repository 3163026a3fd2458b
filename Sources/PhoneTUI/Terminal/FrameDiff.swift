/// One cell to write.
public struct CellChange: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var cell: Cell

  public init(x: Int, y: Int, cell: Cell) {
    self.x = x
    self.y = y
    self.cell = cell
  }
}

/// The cells that differ between two frames, row by row (a plain comparison: ncurses optimises
/// the bytes it sends on its own; this keeps the calls few and the behaviour testable).
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
    old.cells.withUnsafeBufferPointer { before in
      new.cells.withUnsafeBufferPointer { after in
        for index in 0..<after.count where before[index] != after[index] {
          changes.append(CellChange(x: index % width, y: index / width, cell: after[index]))
        }
      }
    }
    return changes
  }
}
