import PhoneLayout
import TestSupport
import Testing

@testable import PhoneTUI

/// The iPhone Duo and iOS 27's windows as drawn (§8): the status cluster in the side strip, the
/// fold half-open, a window smaller than the display, and the words above the drawing.
@Suite struct FoldableDrawingTests {
  static func screen(_ buffer: CellBuffer) -> String {
    (0..<buffer.height).map { buffer.text(row: $0) }.joined(separator: "\n")
  }

  /// The cells of a layout rect on the focused phone (x columns, y rows).
  static func cells(_ rect: Rect, _ frame: FrameLayout) throws -> CellRect {
    let phone = try #require(frame.focused)
    let p = phone.scale.pixels(rect)
    return CellRect(
      x: phone.screen.x + p.x, y: phone.screen.y + p.y / 2, width: p.width,
      height: (p.maxY - 1) / 2 - p.y / 2 + 1)
  }

  /// Opened, the status bar is the cluster at the top of the strip: the time and the battery
  /// stand in its columns, one above the other, not across the top of the display.
  @Test func theStatusClusterIsStackedInTheStrip() throws {
    let state = makeState("iphone-duo", columns: 110, rows: 40) { $0.pose = .open }
    let bar = try #require(state.layout.statusBar)
    #expect(bar == Rect(x: 867, y: 0, width: 84, height: 120), "§8: the inner cluster")
    let frame = FrameLayout(state)
    let buffer = FrameRenderer.render(state)
    let cluster = try Self.cells(bar, frame)
    let rows = (cluster.y..<cluster.maxY).map { y in
      String(String.UnicodeScalarView((cluster.x..<cluster.maxX).map { buffer[$0, y].glyph }))
    }
    let time = try #require(rows.firstIndex { $0.contains("9:41") }, "\(rows)")
    let battery = try #require(rows.firstIndex { $0.contains("▮") }, "\(rows)")
    #expect(time < battery)
    // Nothing of the status bar on the left half of the top row.
    let top = buffer.text(row: frame.screen.y)
    #expect(!top.prefix(frame.screen.x + frame.screen.width / 2).contains("9:41"), "\(top)")
  }

  /// Half-open, the fold's division region is a dashed band in the middle of the display, in its
  /// own role; open flat or folded there is none.
  @Test func theFoldIsDrawnOnlyHalfOpen() throws {
    let half = makeState("iphone-duo", columns: 110, rows: 40) { $0.pose = .halfOpen }
    let fold = try #require(half.layout.frame(of: .division))
    #expect(fold == Rect(x: 455.5, y: 0, width: 40, height: 669))
    let scene = PhoneScene(PhoneDrawing(layout: half.layout))
    #expect(scene.shapes(of: .element(.division)).map(\.role) == [.fold])
    let frame = FrameLayout(half)
    let buffer = FrameRenderer.render(half)
    let band = try Self.cells(fold, frame)
    let middle = frame.screen.y + frame.screen.height / 2
    #expect(buffer[band.x, middle].glyph == "┆" && buffer[band.x, middle].foreground == .fold)
    #expect(buffer[band.maxX - 1, middle].foreground == .fold)
    for pose in [Pose.open, .folded] {
      let flat = makeState("iphone-duo", columns: 110, rows: 40) { $0.pose = pose }
      #expect(flat.layout.frame(of: .division) == nil)
      #expect(!FrameRenderer.render(flat).cells.contains { $0.foreground == .fold }, "\(pose)")
    }
    // The legend names it; the SVG draws it as a dashed rect where the layout puts it.
    #expect(FrameRenderer.legendEntries.contains { $0.role == .fold && $0.word == "fold" })
    let svg = try SVGTree(parsing: SVGDocument.render(half))
    #expect(svg.node(id: "phone0-division")?.frame == fold)
  }

  /// iOS 27's window smaller than the display: outside it is the phone's body, its two inner
  /// edges dashed, none on the display's own top and left edges.
  @Test func aWindowShowsWhereTheAppEnds() throws {
    let state = makeState("iphone-17-pro", columns: 100, rows: 36) {
      $0.window = Size(width: 300, height: 500)
    }
    #expect(state.layout.window == Rect(x: 0, y: 0, width: 300, height: 500))
    let frame = FrameLayout(state)
    let buffer = FrameRenderer.render(state)
    let window = try Self.cells(state.layout.window, frame)
    // Below and beside the window: the body's role.
    #expect(buffer[window.maxX + 2, window.maxY + 2].background == .device)
    #expect(buffer[window.x + 2, window.y + 2].background != .device)
    // The right and bottom edges dashed; the top row and the left column are not.
    let mid = window.y + window.height / 2
    #expect(buffer[window.maxX - 1, mid].glyph == "┆")
    #expect(buffer[window.x + window.width / 2, window.maxY - 1].glyph == "┄")
    #expect(
      !(0..<window.width).contains { buffer[window.x + $0, window.y].foreground == .windowEdge })
    #expect(buffer[window.x, mid].foreground != .windowEdge)
    // A window the size of the display draws no edge.
    let whole = makeState("iphone-17-pro", columns: 100, rows: 36)
    #expect(!FrameRenderer.render(whole).cells.contains { $0.foreground == .windowEdge })
  }

  /// The inspector's header names the display and its size, the pose, the SDK and the window.
  @Test func theHeaderSaysWhichDisplayAndPose() {
    func header(_ state: AppState) -> String {
      Self.screen(FrameRenderer.render(state))
    }
    let folded = header(makeState("iphone-duo", columns: 120, rows: 44))
    #expect(folded.contains("iPhone Duo  cover 466×678 @3x"))
    #expect(folded.contains("iOS 27 · folded · portrait"))
    let open = header(
      makeState("iphone-duo", columns: 120, rows: 44) {
        $0.pose = .open; $0.sdk = 26
      })
    #expect(open.contains("iPhone Duo  inner 951×669 @3x"))
    #expect(open.contains("iOS 27 · open · SDK 26"))
    // Turned, the display keeps the size it has held upright (§8b: 951 × 669 flat).
    let turned = header(
      makeState("iphone-duo", columns: 120, rows: 44) {
        $0.pose = .open; $0.orientation = .landscapeLeft
      })
    #expect(turned.contains("iPhone Duo  inner 951×669 @3x"))
    let plain = header(makeState("iphone-17-pro", columns: 120, rows: 44))
    #expect(plain.contains("iPhone 17 Pro  402×874 @3x"))
    #expect(plain.contains("iOS 27 · portrait · hotspot off"))
  }
}
