import PhoneLayout
import Testing

@testable import PhoneTUI

/// A bar on a side edge (the iPhone Duo's vertical bars, coming) has its words stacked, one a
/// row, so they stay readable: the cells and the SVG both read a stacked `SceneText` so.
@Suite struct SideBarTextTests {
  /// A 44-pt bar down the left of a 400 × 800 screen, with a toolbar's words.
  static let text = SceneText(
    Rect(x: 0, y: 100, width: 44, height: 600), [["Edit", "Share", "Done"], ["E", "S", "D"]],
    style: .barItems, ground: .bar, alignment: .stacked)

  @Test func theCellsStackTheWordsOneARow() throws {
    // 0.1 pixels a point: the bar is 4 cells wide, 30 rows tall; "Share" does not fit across.
    let scale = try #require(CellScale(pixelsPerPoint: 0.1, screen: Size(width: 400, height: 800)))
    let origin = CellRect(x: 0, y: 0, width: scale.cellWidth, height: scale.cellHeight)
    var buffer = CellBuffer(width: scale.cellWidth, height: scale.cellHeight)
    var cells = PhoneRenderer.Cells(scale: scale, cutouts: [])
    PhoneRenderer.place(
      Self.text, ink: .label, scale: scale, cells: &cells, origin: origin, into: &buffer,
      GlyphSet(unicode: true, color: false))
    let rows = (0..<buffer.height).map { buffer.text(row: $0) }.filter { $0.contains { $0 != " " } }
    // The full words are 4 and 5 wide: the bar's 4 columns take the initials, one a row, in
    // order down the bar, each inside the bar's columns.
    #expect(rows.map { String($0.prefix(4)).filter { $0 != " " } } == ["E", "S", "D"], "\(rows)")
    #expect(rows.allSatisfy { $0.dropFirst(4).allSatisfy { $0 == " " } })
  }

  @Test func theSVGStacksTheWordsDownTheBar() throws {
    var w = SVGWriter()
    SVGDocument.place(Self.text, size: 10, fill: "#000000", pad: 0, into: &w)
    let texts = w.text.split(separator: "\n").filter { $0.contains("<text") }
    #expect(texts.count == 3)
    #expect(texts.allSatisfy { $0.contains("x=\"22\"") }, "centred across the bar: \(texts)")
    #expect(texts.map { $0.contains(">Edit<") } == [true, false, false])
    #expect(texts[2].contains(">Done<"))
  }
}
