import PhoneLayout
import PhoneTUI

/// A terminal that keeps its own screen: the loop's diffs are applied to it, batches are scripted.
public final class FakeTerminal: TerminalBackend {
  public var size: TerminalSize
  public var screen: CellBuffer
  public var batches: [InputBatch]
  public var presents = 0
  public var suspensions = 0
  public var clears = 0
  /// The number of cells each `apply` call wrote.
  public var writes: [Int] = []

  public init(size: TerminalSize, batches: [InputBatch]) {
    self.size = size
    self.screen = CellBuffer(width: size.columns, height: size.rows)
    self.batches = batches
  }

  public func apply(_ changes: [CellChange]) {
    if screen.width != size.columns || screen.height != size.rows {
      screen = CellBuffer(width: size.columns, height: size.rows)
    }
    for change in changes { screen[change.x, change.y] = change.cell }
    writes.append(changes.count)
  }

  public func present() { presents += 1 }
  public func clear() {
    clears += 1
    screen = CellBuffer(width: size.columns, height: size.rows)
  }
  public func suspend() { suspensions += 1 }
  /// The files the loop asked to watch.
  public var watched: [String] = []
  public func watch(_ paths: [String]) { watched = paths }

  public func nextBatch() -> InputBatch {
    guard !batches.isEmpty else { return .hangup }
    let next = batches.removeFirst()
    if case .resized(let s) = next { size = s }
    return next
  }

  public var text: String {
    (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
  }
}
