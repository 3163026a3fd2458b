import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

@Suite struct RenderTests {
  @Test func scaleKeepsTheAspectRatioWithSquarePixels() throws {
    // 375×812 into 40×20 cells: 40 px wide or 40 px tall → height limits: 40 / 812 px per point.
    let scale = try #require(
      CellScale(fitting: Size(width: 375, height: 812), columns: 40, rows: 20))
    #expect(abs(scale.pixelsPerPoint - 40.0 / 812.0) < 1e-9)
    #expect(scale.pixelHeight == 40)
    #expect(scale.pixelWidth == 18)  // 375 × 40/812 = 18.47 → 18
    #expect(scale.cellHeight == 20)
  }

  @Test(arguments: [
    (Rect(x: 0, y: 0, width: 320, height: 20), 0.1, CellRect(x: 0, y: 0, width: 32, height: 2)),
    // 0.5 rounds up: every edge within half a pixel.
    (Rect(x: 5, y: 5, width: 10, height: 10), 0.1, CellRect(x: 1, y: 1, width: 1, height: 1)),
    (Rect(x: 0, y: 24, width: 10, height: 2), 0.1, CellRect(x: 0, y: 2, width: 1, height: 1)),
  ])
  func edgesRoundToTheNearestPixel(_ rect: Rect, _ scale: Double, _ expected: CellRect) throws {
    let s = try #require(CellScale(fitting: Size(width: 320, height: 480), columns: 32, rows: 24))
    #expect(abs(s.pixelsPerPoint - scale) < 1e-9)
    #expect(s.pixels(rect) == expected)
  }

  @Test func aMarkerThinnerThanAPixelKeepsOnePixel() throws {
    let s = try #require(CellScale(fitting: Size(width: 320, height: 480), columns: 32, rows: 24))
    let pill = Rect(x: 100, y: 467, width: 120, height: 5)
    #expect(s.pixels(pill).height == 0)
    #expect(s.pixels(pill, minimum: true).height == 1)
  }

  @Test func tooSmallToDrawIsNil() {
    #expect(CellScale(fitting: Size(width: 375, height: 812), columns: 1, rows: 1) == nil)
    #expect(CellScale(fitting: Size(width: 375, height: 812), columns: 0, rows: 10) == nil)
  }

  @Test func writingOutsideABufferIsClipped() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer[10, 10] = Cell("x", .text)
    buffer[-1, 0] = Cell("x", .text)
    let end = buffer.write("abcdef", x: -1, y: 1, foreground: .text)
    #expect(buffer.text(row: 1) == "bcde")
    #expect(end == 4)
    #expect(buffer.text(row: 0) == "    ")
  }

  /// One scalar a cell, whatever its length in UTF-8 (1 to 4 bytes), with the row's background
  /// kept unless one is given, and the cut at `maxX`.
  @Test func writingPutsOneScalarInEachCell() {
    var buffer = CellBuffer(width: 8, height: 1, fill: Cell(" ", .text, .content))
    let end = buffer.write("aé≈·𝔸z", x: 1, y: 0, foreground: .dim, maxX: 6)
    #expect(end == 6)
    #expect(buffer.cells.map(\.glyph) == [" ", "a", "é", "≈", "·", "𝔸", " ", " "])
    #expect(buffer.cells[1...5].allSatisfy { $0.foreground == .dim && $0.background == .content })
    buffer.write("ok", x: 6, y: 0, foreground: .text, background: .highlight)
    #expect(buffer.cells[6].glyph == "o" && buffer.cells[7].background == .highlight)
  }

  @Test func diffListsOnlyChangedCellsAndEverythingAfterAResize() {
    var a = CellBuffer(width: 3, height: 2)
    var b = a
    b[1, 1] = Cell("x", .text)
    #expect(FrameDiff.changes(from: a, to: b) == [CellChange(x: 1, y: 1, cell: Cell("x", .text))])
    #expect(FrameDiff.changes(from: nil, to: b).count == 6)
    a = CellBuffer(width: 2, height: 2)
    #expect(FrameDiff.changes(from: a, to: b).count == 6)
  }

  @Test func diffComparesCellsAsWordsAndFindsEveryChangeInARow() {
    // The diff reads a cell as one 8-byte word: a field that grew would be missed.
    #expect(MemoryLayout<Cell>.size == 8)
    #expect(MemoryLayout<Cell>.stride == 8)
    let a = CellBuffer(width: 5, height: 3)
    var b = a
    b[0, 1] = Cell(" ", .text, .statusBar)
    b[3, 1] = Cell("y", .text)
    b[4, 2] = Cell(" ", .dim)
    #expect(
      FrameDiff.changes(from: a, to: b) == [
        CellChange(x: 0, y: 1, cell: Cell(" ", .text, .statusBar)),
        CellChange(x: 3, y: 1, cell: Cell("y", .text)),
        CellChange(x: 4, y: 2, cell: Cell(" ", .dim)),
      ])
  }

  @Test func labelsNeverLeaveTheirElementsColumns() {
    // Over many devices and sizes, the hotspot text lies within the phone's screen columns.
    // Each device on an iOS it ran (the iPhone 4 ran 4 to 7, the others 9).
    let devices = [
      ("iphone-4", 6), ("iphone-5", 9), ("iphone-6", 9), ("iphone-6-plus", 9), ("iphone-5s", 9),
    ]
    for (id, ios) in devices {
      let versions = DeviceCatalog.builtIn.device(matching: id)?.versions ?? []
      #expect(versions.contains(IOSVersion(ios)), "\(id) never ran iOS \(ios)")
      // At 50x14 the phone's screen is 6 columns wide: no room for the label, so none drawn.
      for (columns, rows, shown) in [
        (50, 14, false), (80, 24, true), (120, 40, true), (200, 60, true),
      ] {
        let state = makeState(id, ios: ios, columns: columns, rows: rows) {
          $0.hotspotConnections = 1
        }
        let frame = FrameLayout(state)
        let buffer = FrameRenderer.render(state)
        var labelRows = 0
        for y in frame.screen.y..<frame.screen.maxY {
          let row = buffer.text(row: y)
          guard let range = row.range(of: "Hotspot") else { continue }
          labelRows += 1
          let start = row.distance(from: row.startIndex, to: range.lowerBound)
          #expect(start >= frame.screen.x, "\(id) \(columns)x\(rows)")
          #expect(start + 7 <= frame.screen.maxX, "\(id) \(columns)x\(rows)")
        }
        #expect(
          shown ? labelRows > 0 : labelRows == 0,
          "\(labelRows) hotspot label rows on \(id) iOS \(ios) at \(columns)x\(rows)")
      }
    }
  }

  @Test func monochromeElementsDifferByGlyph() {
    let g = GlyphSet(unicode: true, color: false)
    let roles: [StyleRole] = [
      .statusBar, .hotspot, .barOverContent, .bar, .cutout, .homeIndicator, .underContent, .content,
    ]
    #expect(Set(roles.map(g.fill)).count == roles.count)
    let a = GlyphSet(unicode: false, color: false)
    #expect(Set(roles.map(a.fill)).count == roles.count)
    #expect(roles.allSatisfy { a.fill($0).isASCII })
  }

  @Test func asciiFramesContainOnlyASCII() {
    let state = makeState("iphone-14-pro", glyphs: GlyphSet(unicode: false, color: false)) {
      $0.hotspotConnections = 2
    }
    let text = TextOutput.plain(FrameRenderer.render(state))
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func hostileDeviceNamesAreShownHarmlessly() {
    var device = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    device.id = "evil"
    device.name = "Evil\u{1B}[2J\u{07}名前"
    let catalog = DeviceCatalog.builtIn.merging(DeviceCatalog(devices: [device]))
    let state = AppState(
      catalog: catalog, settings: Settings(device: device),
      terminalSize: TerminalSize(columns: 100, rows: 30),
      glyphs: GlyphSet(unicode: true, color: true))
    let buffer = FrameRenderer.render(state)
    let glyphs = buffer.cells.map(\.glyph)
    #expect(!glyphs.contains("\u{1B}") && !glyphs.contains("\u{07}"))
    #expect(!glyphs.contains("名"), "wide characters would shift the columns")
    #expect(TextOutput.plain(buffer).contains("Evil?[2J??"))
  }

  @Test func colourHalfBlocksCarryBothPixelRoles() {
    let state = makeState("iphone-4", ios: 6, glyphs: GlyphSet(unicode: true, color: true)) {
      $0.hotspotConnections = 1
    }
    let buffer = FrameRenderer.render(state)
    // A lower half block: the lower pixel's role in front, the upper's behind (the hotspot
    // bar's last pixel row over the navigation bar's first, at this scale).
    let halves = buffer.cells.filter { $0.glyph == "▄" }
    #expect(halves.contains { $0.foreground == .bar && $0.background == .hotspot })
    #expect(!buffer.cells.contains { $0.glyph == "▀" }, "upper halves show xterm's seam")
    #expect(!buffer.cells.contains { $0.glyph == "▓" }, "shade fills are for monochrome only")
  }
}

@Suite struct WrapTests {
  @Test(arguments: [
    ("a bb ccc dddd", 6, ["a bb", "ccc", "dddd"]),
    // A long identifier breaks before a capital (issue 12), not mid-word.
    (
      "UIViewControllerBasedStatusBarAppearance = YES", 20,
      ["UIViewController", "BasedStatusBar", "Appearance = YES"]
    ),
    (
      "UIViewControllerBasedStatusBarAppearance = YES", 38,
      ["UIViewControllerBasedStatusBar", "Appearance = YES"]
    ),
    (
      "topViewController.childForStatusBarStyle", 24,
      ["topViewController.", "childForStatusBarStyle"]
    ),
    ("aaaaaaaaaaaaaaaaaaaaaaaaa", 10, ["aaaaaaaaaa", "aaaaaaaaaa", "aaaaa"]),
    ("", 5, [String]()),
    ("one  two", 10, ["one two"]),
    ("exactly10c next", 10, ["exactly10c", "next"]),
  ])
  func wrapsAtWordsAndSplitsLongOnes(_ text: String, _ width: Int, _ expected: [String]) {
    #expect(Inspector.wrap(text, width: width) == expected)
  }

  /// The hint line is the key table's: every key it names is bound to the action it names.
  @Test func theHintLineComesFromTheKeyTable() {
    let s = makeState("iphone-x", columns: 200, rows: 40)
    let buffer = FrameRenderer.render(s)
    let line = buffer.text(row: buffer.height - 1)
    let expected = KeyMap.hints.map { "\($0.key) \($0.word)" }.joined(separator: "  ")
    #expect(line.hasPrefix(expected), "hint line: \(line)")
    #expect(line.hasPrefix("? help  q quit"))
    for hint in KeyMap.hints {
      let binding = KeyMap.bindings.first { $0.hint == hint.word }
      #expect(binding.map { $0.label.hasPrefix(hint.key) } == true, "\(hint)")
    }
    #expect(KeyMap.hints.contains { $0.key == "g" }, "the new key is on the hint line")
  }
}

@Suite struct InspectorOverflowTests {
  /// A selected element's explanation at 100×24 is more than the inspector holds: the last place
  /// says how many lines are left instead of dropping them in silence.
  @Test func linesThatDoNotFitAreCounted() throws {
    var state = makeState("iphone-x", columns: 100, rows: 24)
    state.selected = .contentRect
    let frame = FrameLayout(state)
    let capacity = frame.inspectorColumns * frame.inspector.height
    try #require(frame.inspectorLines.count > capacity, "the case needs an overflow")
    let buffer = FrameRenderer.render(state)
    let text = TextOutput.plain(buffer)
    let left = frame.inspectorLines.count - (capacity - 1)
    #expect(text.contains("… \(left) more lines in a taller terminal"), "\(text)")
    // The line before it is the inspector's own, in place.
    let last = frame.inspectorLines[capacity - 2].runs.map(\.text).joined()
    #expect(text.contains(String(last.prefix(20))))
  }

  @Test func nothingIsCountedWhenEverythingFits() {
    var state = makeState("iphone-x", columns: 200, rows: 90)
    state.selected = .contentRect
    let frame = FrameLayout(state)
    #expect(frame.inspectorLines.count <= frame.inspectorColumns * frame.inspector.height)
    #expect(!TextOutput.plain(FrameRenderer.render(state)).contains("more line"))
  }
}

@Suite struct ViewFindingLinesTests {
  /// Seed 001's badge 8 pt from the iPhone X's corner: each finding names the element, the
  /// overlapping rectangle in points and the reason (the status bar is 0,0,375,44, §2).
  @Test func eachFindingSaysWhereItOverlaps() throws {
    var s = makeState("iphone-x", ios: 16)
    s.setViews(
      ViewsFile(views: [
        ViewSpec(
          name: "badge",
          placement: .edges(
            EdgePins(
              top: Pin(.superview, 8), left: Pin(.superview, 8), width: 40, height: 40)))
      ]))
    (s, _) = Update.apply(.nextView, to: s)
    let text = Inspector.lines(for: s.drawing, glyphs: s.glyphs, width: 200).map {
      $0.runs.map(\.text).joined()
    }
    #expect(
      text.contains(
        "! status-bar 8,8,40,36: under the status bar: its time and icons draw over the view"),
      "\(text)")
    // w past the last view selects none and says so.
    let (none, _) = Update.apply(.nextView, to: s)
    #expect(none.selectedView == nil)
    #expect(none.eventText == "no view selected: w selects the first again")
  }
}
