import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// One scene, many outputs: for a sweep of layouts, every element the scene draws has the same
/// role in the cells and in the SVG, and the inspector's `≈` marks are `approximations`.
@Suite struct SceneParityTests {
  /// Every device of the catalog on its first and last iOS, in each orientation, with a toolbar
  /// or a tab bar (the navigation bar a large title on every other), a scroll view and a table
  /// cell on some, the keyboard on some; every third with your views and the safe-area overlay.
  static let sweep: [AppState] = {
    var states: [AppState] = []
    var n = 0
    let views = try! ViewsFile.decode(
      Array(
        """
        {"views": [
          {"name": "badge", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}},
          {"name": "email", "frame": {"x": 20, "y": 300, "width": 300, "height": 44}},
          {"name": "bottom", "bottom": {"to": "safeArea"}, "left": {"to": "safeArea"},
            "right": {"to": "safeArea"}, "height": 60}
        ]}
        """.utf8), file: "sweep.json")
    for device in DeviceCatalog.builtIn.devices {
      for ios in Set([device.versions.first, device.versions.last].compactMap { $0 }).sorted() {
        for orientation in Orientation.allCases {
          for bar in [BottomBar.toolbar, .tabBar] {
            n += 1
            var state = makeState(
              device.id, ios: ios.major, columns: 120, rows: 40,
              glyphs: GlyphSet(unicode: true, color: true)
            ) {
              $0.orientation = orientation
              $0.bottomBar = bar
              if n % 2 == 0 { $0.navigationBar = .large }
              if n % 4 == 1 { $0.scrollView = .automatic }
              if n % 5 == 2 { $0.keyboard = true }
              if n % 7 == 3 { $0.hotspotConnections = 1 }
            }
            if n % 3 == 0 {
              state.setViews(views)
              state.showSafeArea = true
            }
            states.append(state)
          }
        }
      }
    }
    return states
  }()

  /// The role each half of a cell shows: the upper and the lower pixel; nil where the cell holds
  /// a glyph of its own (words, an outline).
  static func pixels(_ cell: Cell) -> (top: StyleRole, bottom: StyleRole)? {
    // Words are written in ink roles (a space of a label too, the signal's `▄`): not pixels.
    let ink: Set<StyleRole> = [.label, .labelOnDark, .scrollInset]
    switch cell.glyph {
    case " " where cell.foreground == .text: return (cell.background, cell.background)
    case "▄" where !ink.contains(cell.foreground): return (cell.background, cell.foreground)
    case "▀" where !ink.contains(cell.foreground): return (cell.foreground, cell.background)
    default: return nil
    }
  }

  /// The fills' rects in pixels, and which is on top at each pixel, worked out from the scene
  /// alone (not by the rasteriser).
  static func topmost(_ scene: PhoneScene, scale: CellScale) -> [Int: Int] {
    var top: [Int: Int] = [:]
    for (index, shape) in scene.shapes.enumerated() where shape.isFill {
      let p = scale.pixels(shape.bounds, minimum: shape.keepsAPixel)
      guard !p.isEmpty else { continue }
      // A rounded shape's corner pixels may or may not be filled: none is claimed there.
      var rounding = 0.0
      if case .rounded(_, let radius) = shape.geometry {
        rounding = min(radius * scale.pixelsPerPoint, Double(min(p.width, p.height)) / 2)
        if rounding < 1 { rounding = 0 }
      }
      let r = Int(rounding.rounded(.up))
      for y in p.y..<p.maxY {
        for x in p.x..<p.maxX {
          let cross = (x >= p.x + r && x < p.maxX - r) || (y >= p.y + r && y < p.maxY - r)
          top[y * scale.pixelWidth + x] = cross ? index : -1
        }
      }
    }
    return top
  }

  @Test func everyElementHasTheSameRoleInTheCellsAndTheSVG() throws {
    var checkedCells = 0
    var checkedSVG = 0
    for state in Self.sweep {
      let frame = FrameLayout(state)
      guard !frame.isTooSmall else { continue }
      let buffer = FrameRenderer.render(state)
      let tree = try SVGTree(parsing: SVGDocument.render(state))
      let drawings = state.drawings
      for placed in frame.phones {
        let scene = PhoneScene(drawings[placed.index])
        let l = scene.layout
        let what = "\(l.device.id) \(l.settings.ios) \(l.settings.orientation.rawValue)"
        let scale = placed.scale
        let top = Self.topmost(scene, scale: scale)
        let radius = l.cornerRadius
        for (index, shape) in scene.shapes.enumerated() where shape.target != .none {
          guard shape.isFill || (shape.layer > .text && !shape.bounds.isEmpty) else { continue }
          // The cells: where this fill is the topmost, clear of the display's corners, a cell
          // showing colour shows its role.
          if shape.isFill {
            for (pixel, owner) in top where owner == index {
              let (px, py) = (pixel % scale.pixelWidth, pixel / scale.pixelWidth)
              let (x, y) = scale.point(pixelX: px, pixelY: py)
              let inCorner =
                (x < radius || x > l.screen.width - radius)
                && (y < radius || y > l.screen.height - radius)
              guard !inCorner else { continue }
              let cell = buffer[placed.screen.x + px, placed.screen.y + py / 2]
              guard let halves = Self.pixels(cell) else { continue }
              let shown = py % 2 == 0 ? halves.top : halves.bottom
              #expect(
                shown == shape.role,
                "\(what): \(shape.id ?? "?") pixel \(px),\(py) shows \(shown), not \(shape.role)")
              checkedCells += 1
            }
          }
          // An outline: its edge cells carry its role (where no words took them).
          // (Off the screen, an outline has no cells; the SVG still shows where it went.)
          if case .outline(let rect, _) = shape.geometry,
            case let p = scale.pixels(rect, minimum: shape.keepsAPixel), !p.isEmpty
          {
            let (top, bottom) = (p.y / 2, (p.maxY - 1) / 2)
            var edge: [(Int, Int)] = []
            for x in p.x..<p.maxX { edge += [(x, top), (x, bottom)] }
            for y in top...bottom { edge += [(p.x, y), (p.maxX - 1, y)] }
            let roles = edge.map {
              buffer[placed.screen.x + $0.0, placed.screen.y + $0.1].foreground
            }
            #expect(
              roles.contains(shape.role), "\(what): no cell of \(shape.id ?? "?") is \(shape.role)")
            checkedCells += 1
          }
          // The SVG: the shape by its name, with its role, at its rect.
          let id = "phone\(placed.index)-\(shape.id ?? "")"
          let node = try #require(tree.node(id: id), "\(what): no \(id) in the SVG")
          #expect(node.attributes["data-role"] == "\(shape.role)", "\(what): \(id)")
          let rect = node.frame ?? node.attributes["d"].flatMap(SVGTree.bounds(ofPath:))
          #expect(Self.near(rect, shape.bounds), "\(what): \(id) at \(String(describing: rect))")
          checkedSVG += 1
        }
      }
    }
    #expect(checkedCells > 100_000 && checkedSVG > 3_000, "\(checkedCells) \(checkedSVG)")
  }

  static func near(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= 0.006 && abs(a.y - b.y) <= 0.006 && abs(a.width - b.width) <= 0.006
      && abs(a.height - b.height) <= 0.006
  }

  /// The bars are drawn from `placedBars`, by edge: each one's frame is a shape of its element.
  @Test func everyPlacedBarIsAShapeOfItsElement() {
    for state in Self.sweep {
      let scene = PhoneScene(state.drawing)
      for (element, _, frame) in scene.layout.placedBars {
        #expect(
          scene.shapes(of: .element(element)).contains { $0.bounds == frame && $0.layer == .bars },
          "\(element) on \(state.device.id)")
      }
    }
  }

  // MARK: - The inspector's marks

  /// For a sweep of layouts (every device on every iOS it ran, both orientations, bars, a
  /// scroll view, the keyboard), the inspector's `≈` lines are exactly the fields whose element
  /// is in `approximations`, which is what `json` prints.
  @Test func theInspectorsEstimatesAreTheApproximations() {
    var marked = 0
    for device in DeviceCatalog.builtIn.devices {
      for ios in device.versions {
        for (n, orientation) in [Orientation.portrait, .landscapeLeft].enumerated() {
          let layout = makeLayout(device.id, ios: ios.major) {
            $0.orientation = orientation
            $0.bottomBar = n == 0 ? .toolbar : .tabBar
            $0.scrollView = .automatic
            $0.keyboard = n == 1
          }
          let lines = Inspector.lines(
            for: PhoneDrawing(layout: layout), glyphs: GlyphSet(unicode: true, color: false),
            width: 200)
          let approximations = layout.approximations
          var expected = Set<String>()
          for field in ReportedField.all where field.label != nil {
            if field.value(in: layout) != nil, approximations.contains(field.element) {
              expected.insert(field.label ?? "")
            }
          }
          let shown = Set(
            lines.filter { line in
              line.runs.count > 2 && line.runs.contains { $0.role == .estimate }
            }.map { $0.runs[0].text.trimmed })
          #expect(shown == expected, "\(device.id) \(ios) \(orientation.rawValue)")
          marked += shown.count
        }
      }
    }
    #expect(marked > 200)
  }

  /// Issue 18's case: iPhone 17, iOS 26, toolbar, a scroll view: `approximations` holds
  /// `adjustedContentInset`, so the inspector marks it.
  @Test func theAdjustedInsetIsMarkedWhereJSONSaysItIsEstimated() throws {
    var state = makeState("iphone-17", ios: 26) { $0.scrollView = .automatic }
    state.showInspector = true
    let layout = state.layout
    #expect(layout.approximations.contains(.adjustedContentInset))
    let line = try #require(
      Inspector.lines(for: state.drawing, glyphs: state.glyphs, width: 60).first {
        $0.element == .adjustedContentInset
      })
    #expect(line.runs.map(\.text).joined() == "adjustedInset  116,0,82,0 t,l,b,r ≈")
  }
}

extension String {
  fileprivate var trimmed: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
