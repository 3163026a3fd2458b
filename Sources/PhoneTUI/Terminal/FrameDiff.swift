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
    let full = old == nil || old!.width != new.width || old!.height != new.height
    for y in 0..<new.height {
      for x in 0..<new.width {
        let cell = new[x, y]
        if full || old![x, y] != cell { changes.append(CellChange(x: x, y: y, cell: cell)) }
      }
    }
    return changes
  }
}
