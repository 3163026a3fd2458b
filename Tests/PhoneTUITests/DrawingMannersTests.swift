import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// Issue 22's drawing items, each read from the drawing itself: the cells, the frame's text,
/// the SVG or the HTML.
@Suite struct DrawingMannersTests {
  static func screen(_ buffer: CellBuffer) -> String {
    (0..<buffer.height).map { buffer.text(row: $0) }.joined(separator: "\n")
  }

  static func views(_ json: String) throws -> ViewsFile {
    try ViewsFile.decode(Array(json.utf8), file: "test.json")
  }

  // MARK: - Text that collides

  /// "iOS 26 · landscape-left · hotspot 2 conne" was cut mid-word at 120×45 and 100×32.
  @Test(arguments: [(120, 45), (100, 32)])
  func theInspectorsHeaderWrapsAtAWord(columns: Int, rows: Int) {
    let state = makeState("iphone-17-pro", ios: 26, columns: columns, rows: rows) {
      $0.orientation = .landscapeLeft
      $0.hotspotConnections = 2
    }
    let text = Self.screen(FrameRenderer.render(state))
    #expect(text.contains("hotspot 2 connections"), "\(text)")
    #expect(text.contains("iOS 26 · landscape-left"))
  }

  /// A view across the middle of the content: the content's label keeps clear of its outline
  /// in the cells, and in the SVG it is not printed inside the view.
  @Test func theContentLabelYieldsToYourViews() throws {
    var state = makeState("iphone-17-pro", ios: 26)
    // Its bottom edge on the content rect's middle row (116 + 676 / 2 = 454), where the label
    // used to go.
    state.setViews(
      try Self.views(
        #"{"views": [{"name": "email", "frame": {"x": 20, "y": 400, "width": 300, "height": 56}}]}"#
      ))
    let picture = FrameRenderer.draw(state)
    let text = Self.screen(picture.buffer)
    #expect(text.contains("402×676 ≈"), "the label is drawn whole somewhere:\n\(text)")
    let row = try #require(
      (0..<picture.buffer.height).first { picture.buffer.text(row: $0).contains("402×676") })
    let line = picture.buffer.text(row: row)
    for glyph in ["└", "┘", "┌", "┐"] {
      #expect(!line.contains(glyph), "the label shares its row with the view's corner: \(line)")
    }
    let tree = try SVGTree(parsing: SVGDocument.render(state))
    let caption = try #require(
      tree.texts(inside: "phone0").first { $0.text.hasPrefix("contentRect") })
    let (x, y) = (try #require(caption.number("x")), try #require(caption.number("y")))
    let view = Rect(x: 20, y: 400, width: 300, height: 56)
    #expect(
      !(x >= view.minX && x <= view.maxX && y >= view.minY && y <= view.maxY + 6),
      "the label at \(x),\(y) is inside the view")
  }

  /// At 80×24 the signal bars ran into the Dynamic Island (`▀9:41 ▀▀▀▀▀▀▂▄▆█ ▮` was one blob):
  /// no block glyph of the status bar sits beside a cutout's cell.
  @Test(arguments: ["iphone-17-pro", "iphone-14-pro", "iphone-x", "iphone-17"])
  func theStatusIconsKeepClearOfTheCutout(_ id: String) {
    for glyphs in [GlyphSet(unicode: true, color: false), GlyphSet(unicode: true, color: true)] {
      let state = makeState(id, columns: 80, rows: 24, glyphs: glyphs)
      let buffer = FrameRenderer.render(state)
      func isCutout(_ x: Int, _ y: Int) -> Bool {
        let cell = buffer[x, y]
        return cell.background == .cutout
          || (cell.foreground == .cutout && cell.glyph != " ")
      }
      for y in 0..<buffer.height {
        for x in 0..<buffer.width {
          let cell = buffer[x, y]
          guard "▂▄▆█▮".unicodeScalars.contains(cell.glyph),
            cell.foreground == .label
              || cell.foreground == .labelOnDark
          else { continue }
          #expect(
            !isCutout(x - 1, y) && !isCutout(x + 1, y),
            "\(id): \(cell.glyph) at \(x),\(y) touches the cutout: \(buffer.text(row: y))")
        }
      }
    }
  }

  /// Split view of one device on one iOS: the left phone kept only `iOS 26` while the right
  /// showed its name; both shorten the same way now.
  @Test func twoPhonesShortenTheirTitlesTheSameWay() throws {
    var state = makeState("iphone-17-pro", ios: 26, columns: 120, rows: 45)
    state.split()
    state.configure { $0.orientation = .landscapeLeft }
    let frame = FrameLayout(state)
    #expect(frame.phones.count == 2)
    let buffer = FrameRenderer.render(state)
    let titles = frame.phones.map { buffer.text(row: $0.bezel.y) }
    for (phone, row) in zip(frame.phones, titles) {
      let title = String(
        row.unicodeScalars.dropFirst(phone.bezel.x).prefix(phone.bezel.width)
          .map(Character.init))
      #expect(title.contains("17 Pro"), "\(title)")
    }
    // One device on two versions: the versions tell them apart.
    var two = makeState("iphone-x", ios: 11, columns: 100, rows: 30)
    two.split()
    two.configure { $0.ios = IOSVersion(16) }
    let twoFrame = FrameLayout(two)
    let twoBuffer = FrameRenderer.render(two)
    for (phone, ios) in zip(twoFrame.phones, ["11", "16"]) {
      #expect(twoBuffer.text(row: phone.bezel.y).contains("iOS \(ios)"))
    }
  }

  /// iOS 26's glass circles in the navigation bar are in `show`'s legend and in the help.
  @Test func theGlassButtonsAreExplained() {
    let state = makeState("iphone-17", ios: 26, columns: 80, rows: 24)
    let legend = FrameRenderer.draw(state, footer: .legend).buffer
    #expect(legend.text(row: legend.height - 1).contains("glass buttons"))
    var help = makeState("iphone-17", ios: 26, columns: 100, rows: 50)
    help.showHelp = true
    #expect(Self.screen(FrameRenderer.render(help)).contains("glass circles in the navigation bar"))
  }

  /// At 80×24 the help does not fit: its bottom edge says more is below, the arrows and pages
  /// move it, End reaches the last key, and every key line is seen on the way.
  @Test func theHelpScrollsWhenItDoesNotFit() {
    var state = makeState("iphone-duo", columns: 80, rows: 24)
    state = Update.apply(.toggleHelp, to: state).0
    var seen = Set<String>()
    func look(_ state: AppState) -> String {
      let text = Self.screen(FrameRenderer.render(state))
      for line in text.split(separator: "\n") { seen.insert(String(line)) }
      return text
    }
    let top = look(state)
    #expect(top.contains("↓ more · Esc closes"))
    #expect(!top.contains("quit   "))
    #expect(
      KeyMap.action(for: .key(.pageDown), hits: HitMap(), helping: true) == .scrollHelp(.pages(1)))
    // Down, one line at a time, to the end and no further.
    for _ in 0..<60 { state = Update.apply(.scrollHelp(.lines(1)), to: state).0; _ = look(state) }
    let bottom = look(state)
    #expect(bottom.contains("↑ more · Esc closes"))
    #expect(bottom.contains("glass capsules"))
    #expect(Update.apply(.scrollHelp(.end), to: state).0.helpOffset == state.helpOffset)
    for line in KeyMap.helpLines {
      #expect(seen.contains { $0.contains(line.help) }, "never shown: \(line.help)")
    }
    // Home goes back to the top; closing and opening again starts at the top too.
    #expect(Update.apply(.scrollHelp(.top), to: state).0.helpOffset == 0)
    let again = Update.apply(.toggleHelp, to: Update.apply(.toggleHelp, to: state).0).0
    #expect(again.helpOffset == 0)
    // A terminal tall enough shows everything and says nothing of more.
    var tall = makeState("iphone-duo", columns: 100, rows: 50)
    tall.showHelp = true
    #expect(!Self.screen(FrameRenderer.render(tall)).contains("more ·"))
    #expect(Update.apply(.scrollHelp(.pages(3)), to: tall).0.helpOffset == 0)
  }

  /// Tab in split view says which phone now has the focus, not only its device.
  @Test func tabSaysWhichPhoneHasTheFocus() {
    var state = makeState("iphone-17-pro", ios: 26, columns: 120, rows: 40)
    state.split()
    let left = Update.apply(.switchFocus, to: state).0
    let buffer = FrameRenderer.render(left)
    #expect(buffer.text(row: FrameLayout(left).eventRow).hasPrefix("keys act on the left phone"))
    let right = Update.apply(.switchFocus, to: left).0
    #expect(
      FrameRenderer.render(right).text(row: FrameLayout(right).eventRow).hasPrefix(
        "keys act on the right phone: iPhone 17 Pro · iOS 26 · portrait"))
  }

  // MARK: - Real terminals

  /// xterm with DejaVu Sans Mono draws `▀` one pixel row below the cell's top, which showed the
  /// lower colour as a hairline wherever a half-block row met a full one (across the island,
  /// under the navigation bar): a cell of two colours is a lower half block, the upper colour
  /// behind it, and `▀` is left only for a last odd pixel row.
  @Test(arguments: ["iphone-17-pro", "iphone-x", "iphone-4", "iphone-8"])
  func cellsOfTwoColoursAreLowerHalfBlocks(_ id: String) {
    var halves = 0
    for size in [(80, 24), (120, 40), (100, 34)] {
      let state = makeState(
        id, columns: size.0, rows: size.1, glyphs: GlyphSet(unicode: true, color: true))
      let frame = FrameLayout(state)
      let buffer = FrameRenderer.render(state)
      let screen = frame.screen
      for y in screen.y..<screen.maxY {
        for x in screen.x..<screen.maxX {
          let cell = buffer[x, y]
          // The screen's cells: colour (a space), or a lower half block between two roles.
          if cell.glyph == "▀" {
            let lastOdd =
              y == screen.maxY - 1 && frame.scale.map { $0.pixelHeight % 2 == 1 } == true
            #expect(lastOdd, "\(id) \(size): ▀ at \(x),\(y)")
          }
          if cell.glyph == "▄" && cell.foreground != .label && cell.foreground != .labelOnDark {
            halves += 1
          }
        }
      }
    }
    #expect(halves > 0, "\(id)")
  }

  /// 8 colours: on a dark terminal the body is not the terminal's black; estimates are never
  /// red (red is for findings), on either background.
  @Test func eightColoursGiveTheBodyAColourAndEstimatesACalmOne() {
    let dark = Palette(.dark)
    #expect(dark.color8(.device) != nil && dark.color8(.device) != 0)
    #expect(dark.color8(.device) != dark.color8(.content))
    for theme in Theme.allCases {
      let palette = Palette(theme)
      #expect(palette.color8(.warning) == 1, "findings stay red")
      #expect(palette.color8(.estimate) != 1, "\(theme): an estimate is not an error")
      #expect(palette.color8(.estimate) != palette.color8(.warning))
    }
    #expect(Palette(.light).color8(.device) == 0)
  }

  // MARK: - Words that are wrong

  /// The HTML export names no previewer key.
  @Test func theHTMLExportHasNoKeyHint() throws {
    var state = makeState("iphone-x", ios: 16)
    state.setViews(
      try Self.views(
        #"{"views": [{"name": "badge", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}}]}"#
      ))
    let html = HTMLDocument.render(state)
    #expect(!html.contains("w selects"))
    #expect(html.contains("views: badge"))
    // The previewer's inspector still names the key.
    #expect(Self.screen(FrameRenderer.render(state)).contains("views (w selects)"))
  }

  /// iOS 6's translucent toolbar tinted what was under it; it did not blur it (iOS 7 did).
  @Test func aToolbarBeforeIOS7DoesNotBlur() throws {
    var state = makeState("iphone-4", ios: 6)
    state.setViews(
      try Self.views(
        #"{"views": [{"name": "bottom", "frame": {"x": 0, "y": 380, "width": 320, "height": 60}}]}"#
      ))
    let finding = try #require(state.placedViews.first?.findings.first { $0.kind == .toolbar })
    #expect(!finding.reason.contains("blurs"), "\(finding.reason)")
    #expect(finding.reason.contains("see-through tint"))
    var seven = makeState("iphone-4", ios: 7)
    seven.setViews(state.views)
    let blur = try #require(seven.placedViews.first?.findings.first { $0.kind == .toolbar })
    #expect(blur.reason == "under the translucent toolbar, which blurs and covers it")
  }
}
