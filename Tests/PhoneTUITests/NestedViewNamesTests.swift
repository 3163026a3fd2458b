import Foundation
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

  /// The xterm 256-colour cube's colour for an index from 16 to 231, as 0…1 components.
  static func rgb(_ index: Int) -> [Double] {
    let steps = [0, 95, 135, 175, 215, 255]
    let i = index - 16
    return [steps[i / 36], steps[(i / 6) % 6], steps[i % 6]].map { Double($0) / 255 }
  }

  /// WCAG's contrast ratio of two colours.
  static func contrast(_ a: [Double], _ b: [Double]) -> Double {
    func luminance(_ c: [Double]) -> Double {
      let l = c.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
      return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
    }
    let (x, y) = (luminance(a) + 0.05, luminance(b) + 0.05)
    return max(x, y) / min(x, y)
  }

  /// The selected view's name reads on its highlight (issue 19: it was yellow reversed on the
  /// white content, 1.4 : 1): its cells keep the content's background and take a colour of at
  /// least 4.5 : 1 against it (WCAG AA), on a dark terminal as on a light one.
  @Test(arguments: [Theme.dark, .light])
  func theSelectedViewsNameReadsOnItsHighlight(_ theme: Theme) throws {
    var state = makeState(
      "iphone-8", ios: 16, columns: 100, rows: 34, glyphs: GlyphSet(unicode: true, color: true))
    state.setViews(try ViewsFile.decode(Array(Self.file.utf8), file: "test.json"))
    state.showInspector = false
    state.selectedView = 0
    let buffer = FrameRenderer.draw(state).buffer
    let row = try #require((0..<buffer.height).first { buffer.text(row: $0).contains("card") })
    let text = buffer.text(row: row)
    let column = text.distance(
      from: text.startIndex, to: try #require(text.range(of: "card")).lowerBound)
    let palette = Palette(theme)
    for x in column..<column + 4 {
      let cell = buffer[x, row]
      #expect(cell.foreground == .viewSelected)
      let fg = try #require(palette.color256(cell.foreground))
      let bg = try #require(palette.color256(cell.background))
      #expect(Self.contrast(Self.rgb(fg), Self.rgb(bg)) >= 4.5, "\(fg) on \(bg)")
    }
  }
}
