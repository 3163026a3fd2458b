import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// The previewer's loop draws each frame into the storage of the frame before last: what it
/// draws must not depend on what that storage held.
@Suite struct FrameReuseTests {
  /// How many cells of `a` and `b` differ (every cell, when their sizes do).
  static func differing(_ a: CellBuffer, _ b: CellBuffer) -> Int {
    guard a.width == b.width, a.height == b.height else { return max(a.cells.count, 1) }
    return zip(a.cells, b.cells).filter { $0 != $1 }.count
  }

  /// A buffer of the terminal's size full of a glyph no frame draws.
  static func junk(columns: Int, rows: Int) -> CellBuffer {
    CellBuffer(width: columns, height: rows, fill: Cell("#", .warning, .highlight))
  }

  @Test(arguments: [(120, 40), (80, 24)])
  func aReusedBufferDrawsWhatAFreshOneDraws(columns: Int, rows: Int) {
    let state = makeState("iphone-17-pro", ios: 26, columns: columns, rows: rows) {
      $0.hotspotConnections = 1
    }
    let fresh = FrameRenderer.draw(state).buffer
    let reused = FrameRenderer.draw(state, reusing: Self.junk(columns: columns, rows: rows))
      .buffer
    #expect(Self.differing(reused, fresh) == 0)
    #expect(!reused.cells.contains { $0.glyph == "#" })
  }

  /// A buffer of another size (the terminal was resized) is not used.
  @Test func aBufferOfAnotherSizeIsNotUsed() {
    let state = makeState("iphone-16e", ios: 18, columns: 100, rows: 30)
    let drawn = FrameRenderer.draw(state, reusing: Self.junk(columns: 120, rows: 40)).buffer
    #expect(drawn.width == 100 && drawn.height == 30)
    #expect(Self.differing(drawn, FrameRenderer.draw(state).buffer) == 0)
  }

  @Test func clearPutsEveryCellBack() {
    var buffer = Self.junk(columns: 7, rows: 3)
    buffer.clear()
    #expect(Self.differing(buffer, CellBuffer(width: 7, height: 3)) == 0)
  }
}
