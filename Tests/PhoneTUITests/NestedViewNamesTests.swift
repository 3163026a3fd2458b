import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// Issue 19: the previewer draws nested views with their names.
///
/// A card and its first subview often share a top-left corner; the subview's name, drawn later
/// on the same row, used to hide the card's (`┏inner┓━━━━┓`). The card's name moves to its box's
/// bottom edge.
@Suite struct NestedViewNamesTests {
  static let file = #"""
    {"schemaVersion": 2, "views": [{"name": "card", "subviews": [{"name": "inner"}]}],
     "constraints": ["card.top == safeArea.top + 20", "card.height == 200", "card.width == 200",
      "card.leading == superview.leading", "inner.top == card.top",
      "inner.leading == card.leading", "inner.width == 80", "inner.height == 40"]}
    """#

  @Test func aCardAndItsSubviewAtOneCornerAreBothNamed() throws {
    var state = makeState("iphone-8", ios: 16, columns: 100, rows: 34)
    state.setViews(try ViewsFile.decode(Array(Self.file.utf8), file: "test.json"))
    state.showInspector = false
    let buffer = FrameRenderer.draw(state).buffer
    let rows = (0..<buffer.height).map { buffer.text(row: $0) }
    let inner = try #require(rows.firstIndex { $0.contains("inner") }, "\(rows)")
    let card = try #require(rows.firstIndex { $0.contains("card") }, "the card lost its name")
    // The card's name is on its bottom edge, below the subview's.
    #expect(card > inner)
    #expect(!rows[inner].contains("card"))
  }

  /// A view whose constraints break or leave it open is marked so in the cells and the SVG.
  @Test func brokenAndAmbiguousViewsAreMarked() throws {
    let file = #"""
      {"schemaVersion": 2, "views": [{"name": "wide"}, {"name": "loose"}, {"name": "fine"}],
       "constraints": ["wide.top == safeArea.top + 20", "wide.height == 100",
        "wide.leading == superview.leading", "wide.width == 200", "wide.width == 100",
        "loose.top == safeArea.top + 200", "loose.height == 100", "loose.width == 200",
        "fine.top == safeArea.top + 350", "fine.height == 100", "fine.width == 150",
        "fine.leading == superview.leading + 10"]}
      """#
    var state = makeState("iphone-8", ios: 16, columns: 120, rows: 44)
    state.setViews(try ViewsFile.decode(Array(file.utf8), file: "test.json"))
    state.showInspector = false
    let buffer = FrameRenderer.draw(state).buffer
    let text = (0..<buffer.height).map { buffer.text(row: $0) }.joined(separator: "\n")
    #expect(text.contains("wide (broken)"), "\(text)")
    #expect(text.contains("loose (ambiguous)"), "\(text)")
    #expect(text.contains("fine") && !text.contains("fine ("))
    let svg = SVGDocument.render(state)
    #expect(svg.contains(">wide (broken)<") && svg.contains(">loose (ambiguous)<"))
  }
}
