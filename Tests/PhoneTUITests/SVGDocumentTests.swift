import Foundation
import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// The vector drawing (`show --format svg`, the previewer's `x`), read back with `XMLParser`:
/// well-formed, a drawing rather than cells, the screen's proportions, byte-stable, and every
/// element where the layout puts it.
@Suite struct SVGDocumentTests {
  /// A drawing and its parse.
  static func drawn(_ state: AppState) throws -> (text: String, tree: SVGTree) {
    let text = SVGDocument.render(state)
    return (text, try SVGTree(parsing: text))
  }

  /// The frame the drawing gives an element of phone `index`, in the layout's points.
  static func frame(_ tree: SVGTree, _ element: String, phone index: Int = 0) -> Rect? {
    tree.node(id: "phone\(index)-\(element)")?.frame
  }

  static func near(_ a: Rect?, _ b: Rect?, tolerance: Double = 0.006) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let state: @Sendable () -> AppState
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "iPhone X iOS 16") { makeState("iphone-x", ios: 16) },
    Case(name: "iPhone 14 Pro landscape, hotspot") {
      makeState("iphone-14-pro", ios: 16) {
        $0.orientation = .landscapeLeft
        $0.hotspotConnections = 1
      }
    },
    Case(name: "iPhone 4 iOS 6 hotspot") {
      makeState("iphone-4", ios: 6) { $0.hotspotConnections = 1 }
    },
    Case(name: "iPhone 17 iOS 26 tab bar") {
      makeState("iphone-17") { $0.bottomBar = .tabBar }
    },
    Case(name: "split iPhone 4 and iPhone X") {
      var state = makeState("iphone-4", ios: 6)
      let x = DeviceCatalog.builtIn.device(matching: "iphone-x")!
      state.split(Settings(device: x))
      return state
    },
  ]

  // MARK: - A drawing

  @Test(arguments: cases) func parsesAsXMLAndIsADrawingOfShapesAndText(_ c: Case) throws {
    let (text, tree) = try Self.drawn(c.state())
    #expect(tree.nodes.first?.name == "svg")
    #expect(tree.nodes.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(!text.unicodeScalars.contains("\u{1B}"), "an escape sequence in the drawing")
    let rects = tree.nodes(named: "rect").count
    let texts = tree.nodes(named: "text")
    let paths = tree.nodes(named: "path").count
    // A drawing: a few dozen shapes a phone, where a picture in terminal cells (one rectangle a
    // cell) would need thousands even at 80×24.
    #expect(rects >= 8 && rects < 150 * c.state().phones.count, "\(rects) rects")
    #expect(paths >= 3, "body, clip and screen edge: \(paths)")
    #expect(texts.count >= 10, "\(texts.count) texts")
    #expect(texts.contains { $0.text == "9:41" || $0.text.hasPrefix("screen ") })
    #expect(tree.nodes.count < 400 * c.state().phones.count)
  }

  @Test(arguments: cases) func isByteStable(_ c: Case) throws {
    let first = SVGDocument.render(c.state())
    let second = SVGDocument.render(c.state())
    #expect(first == second)
    // The terminal's glyphs, colours and size do not reach the drawing.
    var other = c.state()
    other.glyphs = GlyphSet(unicode: false, color: true)
    other.terminalSize = TerminalSize(columns: 31, rows: 17)
    #expect(SVGDocument.render(other) == first)
  }

  // MARK: - Proportions

  /// The rule `SVGDocument` states: one unit a point; the page is the bodies (screen plus bezel:
  /// 14 pt round a Face ID phone, 20 at the sides and 88 at the ends of a home-button phone) with
  /// 24-pt margins, 48 between phones, and below them 20 pt and 16 a legend line.
  @Test(arguments: cases) func keepsTheScreensAspectRatioByTheStatedRule(_ c: Case) throws {
    let state = c.state()
    let (_, tree) = try Self.drawn(state)
    let root = try #require(tree.nodes.first)
    let width = try #require(root.number("width"))
    let height = try #require(root.number("height"))
    #expect(tree.viewBox == [0, 0, width, height], "width and height are the viewBox")
    var bodies: [Rect] = []
    for (index, phone) in state.phones.enumerated() {
      let l = phone.layout
      // The screen is drawn at its size in points: its aspect ratio is the layout's.
      let screen = try #require(Self.frame(tree, "screen", phone: index))
      #expect(screen == Rect(size: l.screen.size))
      #expect(abs(screen.width / screen.height - l.screen.width / l.screen.height) < 1e-9)
      let homeButton = l.device.homeButton.value
      let landscape = l.settings.orientation.isLandscape
      let (side, end) = homeButton ? (20.0, 88.0) : (14.0, 14.0)
      let bezelX = landscape ? end : side
      let bezelY = landscape ? side : end
      let body = try #require(
        tree.node(id: "phone\(index)-body")?.attributes["d"].flatMap(SVGTree.bounds(ofPath:)))
      #expect(
        Self.near(
          body,
          Rect(
            x: -bezelX, y: -bezelY, width: l.screen.width + 2 * bezelX,
            height: l.screen.height + 2 * bezelY)),
        "body \(body)")
      let origin = try #require(tree.node(id: "phone\(index)")?.translation)
      bodies.append(
        Rect(x: origin.x - bezelX, y: origin.y - bezelY, width: body.width, height: body.height))
    }
    #expect(bodies.allSatisfy { $0.y == 24 }, "bodies top-aligned under the margin: \(bodies)")
    #expect(bodies.first?.x == 24)
    for (a, b) in zip(bodies, bodies.dropFirst()) { #expect(b.x == a.maxX + 48) }
    #expect(width == 24 + bodies.reduce(0) { $0 + $1.width } + 48 * Double(bodies.count - 1) + 24)
    let lines = state.phones.indices.map { tree.texts(inside: "legend\($0)").count }.max() ?? 0
    #expect(lines >= 6, "the legend has the device and the key numbers")
    let tallest = bodies.map(\.height).max() ?? 0
    #expect(height == 24 + tallest + 20 + 16 * Double(lines) + 24)
  }

  // MARK: - Where things are

  @Test func iPhoneXFramesAreTheReferencesNumbers() throws {
    let state = makeState("iphone-x", ios: 16)
    let (_, tree) = try Self.drawn(state)
    let l = state.layout
    // The reference's numbers (README, seed 001), and the layout's own.
    let expected: [(String, Rect, Rect?)] = [
      ("statusBar", Rect(x: 0, y: 0, width: 375, height: 44), l.statusBar),
      ("navigationBar", Rect(x: 0, y: 44, width: 375, height: 44), l.navigationBar),
      ("toolbar", Rect(x: 0, y: 734, width: 375, height: 44), l.toolbar),
      ("homeIndicator", Rect(x: 0, y: 778, width: 375, height: 34), l.homeIndicator),
      ("homeIndicatorPill", Rect(x: 120.5, y: 799, width: 134, height: 5), l.homeIndicatorPill),
      ("contentRect", Rect(x: 0, y: 88, width: 375, height: 646), l.contentRect),
    ]
    for (id, reference, layout) in expected {
      #expect(layout == reference, "\(id): the layout moved")
      #expect(Self.frame(tree, id) == reference, "\(id)")
    }
    // The notch's outline spans exactly its frame, 83,0,209,30.
    let notch = try #require(
      tree.node(id: "phone0-notch")?.attributes["d"].flatMap(SVGTree.bounds(ofPath:)))
    #expect(notch == Rect(x: 83, y: 0, width: 209, height: 30))
    #expect(l.notch == notch)
    #expect(tree.node(id: "phone0-dynamicIsland") == nil)
    #expect(tree.node(id: "phone0-hotspotBar") == nil)
    // Labels sit in their bars: the time left of the notch, the title in the navigation bar, the
    // items in the toolbar.
    let texts = tree.texts(inside: "phone0")
    let time = try #require(texts.first { $0.text == "9:41" })
    #expect(try #require(time.number("x")) < 83)
    #expect((0...44).contains(try #require(time.number("y"))))
    let title = try #require(texts.first { $0.text == "Title" })
    #expect((44...88).contains(try #require(title.number("y"))))
    for item in ["Edit", "Share", "Done"] {
      let node = try #require(texts.first { $0.text == item }, "\(item)")
      #expect((734...778).contains(try #require(node.number("y"))), "\(item)")
    }
  }

  @Test func iPhone14ProIslandIsWhereTheLayoutSaysInBothOrientations() throws {
    for orientation in [Orientation.portrait, .landscapeLeft] {
      let state = makeState("iphone-14-pro", ios: 16) { $0.orientation = orientation }
      let (_, tree) = try Self.drawn(state)
      let island = try #require(Self.frame(tree, "dynamicIsland"), "\(orientation)")
      #expect(Self.near(island, state.layout.dynamicIsland))
      // A capsule: its corners round the shorter side fully.
      let rx = try #require(tree.node(id: "phone0-dynamicIsland")?.number("rx"))
      #expect(abs(rx - min(island.width, island.height) / 2) < 0.006)
      #expect(tree.node(id: "phone0-notch") == nil)
      if orientation == .portrait {
        #expect(Self.near(island, Rect(x: 133.5, y: 11, width: 126, height: 37.33)))
      } else {
        // Landscape-left: the island on the right, 852 wide.
        #expect(Self.near(island, Rect(x: 803.67, y: 133.5, width: 37.33, height: 126)))
        #expect(Self.frame(tree, "statusBar") == nil, "iOS 8+ hides it in landscape")
      }
    }
  }

  @Test func iPhone4HotspotBarAndItsTextAreWhereTheLayoutSays() throws {
    let state = makeState("iphone-4", ios: 6) { $0.hotspotConnections = 1 }
    let (_, tree) = try Self.drawn(state)
    let expected: [(String, Rect)] = [
      ("statusBar", Rect(x: 0, y: 0, width: 320, height: 40)),
      ("hotspotBar", Rect(x: 0, y: 20, width: 320, height: 20)),
      ("navigationBar", Rect(x: 0, y: 40, width: 320, height: 44)),
      ("toolbar", Rect(x: 0, y: 436, width: 320, height: 44)),
      ("contentRect", Rect(x: 0, y: 84, width: 320, height: 352)),
    ]
    for (id, rect) in expected {
      #expect(Self.frame(tree, id) == rect, "\(id)")
      #expect(state.layout.frame(of: LayoutElement(rawValue: id)!) == rect, "\(id) in the layout")
    }
    #expect(tree.node(id: "phone0-hotspotBar")?.attributes["fill"] == "#007AFF")
    let label = try #require(
      tree.texts(inside: "phone0").first { $0.text == "Personal Hotspot: 1 Connection" })
    #expect((20...40).contains(try #require(label.number("y"))))
    #expect(try #require(label.number("x")) == 160)
    #expect(tree.node(id: "phone0-homeIndicatorPill") == nil)
    #expect(tree.nodes(named: "circle").count == 1, "the home button")
    let legend = tree.texts(inside: "legend0").map(\.text)
    #expect(legend.contains("status bar 0,0,320,40"))
    #expect(legend.contains("content rect 0,84,320,352"))
    #expect(legend.contains("hotspot 1 connection · IS_HOTSPOT_CONNECTED YES"))
  }

  @Test func liquidGlassTabBarFloatsAsACapsule() throws {
    let state = makeState("iphone-17") { $0.bottomBar = .tabBar }
    let (_, tree) = try Self.drawn(state)
    let tabBar = try #require(state.layout.tabBar)
    #expect(Self.frame(tree, "tabBar") == tabBar)
    #expect(tree.node(id: "phone0-tabBar")?.attributes["fill"] == "none", "glass has no bar")
    let capsule = try #require(tree.node(id: "phone0-tabBar-glass"))
    #expect(capsule.frame == tabBar)
    #expect(capsule.number("rx") == tabBar.height / 2)
    let items = tree.texts(inside: "phone0").filter {
      ["Home", "Search", "Profile"].contains($0.text)
    }
    #expect(items.count == 3)
    for item in items {
      let x = try #require(item.number("x"))
      let y = try #require(item.number("y"))
      #expect(tabBar.minX < x && x < tabBar.maxX && tabBar.minY < y && y < tabBar.maxY)
    }
    // Two glass buttons in the navigation bar.
    #expect(tree.node(id: "phone0-navigationBar-glass1") != nil)
  }

  @Test func splitDrawsBothPhonesAtOneScaleSideBySide() throws {
    var state = makeState("iphone-4", ios: 6)
    state.split(Settings(device: DeviceCatalog.builtIn.device(matching: "iphone-x")!))
    let (_, tree) = try Self.drawn(state)
    let left = try #require(tree.node(id: "phone0")?.translation)
    let right = try #require(tree.node(id: "phone1")?.translation)
    #expect(right.x > left.x + 320)
    // One scale: each screen at its own size in points.
    #expect(Self.frame(tree, "screen", phone: 0) == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(Self.frame(tree, "screen", phone: 1) == Rect(x: 0, y: 0, width: 375, height: 812))
    #expect(tree.texts(inside: "legend0").first?.text == "iPhone 4 · iOS 6 · portrait")
    #expect(tree.texts(inside: "legend1").first?.text == "iPhone X · iOS 16 · portrait")
    #expect(
      SVGDocument.fileName(state) == "safearea-iphone-4-ios6-portrait-vs-iphone-x-ios16-portrait")
  }

  // MARK: - Overlays and views

  @Test func safeAreaOutlineIsTheWindowsInsetsOnlyWhenAsked() throws {
    var state = makeState("iphone-x", ios: 16)
    #expect(try Self.drawn(state).tree.node(id: "phone0-safeArea") == nil)
    state.showSafeArea = true
    let tree = try Self.drawn(state).tree
    // 44, 0, 34, 0 from the screen's edges (the reference's iPhone X portrait insets).
    #expect(Self.frame(tree, "safeArea") == Rect(x: 0, y: 44, width: 375, height: 734))
    #expect(tree.node(id: "phone0-safeArea")?.attributes["stroke-dasharray"] != nil)
    // Before iOS 11 there are no insets: the content rect is outlined.
    var old = makeState("iphone-4", ios: 6) { $0.hotspotConnections = 1 }
    old.showSafeArea = true
    #expect(
      Self.frame(try Self.drawn(old).tree, "safeArea") == Rect(x: 0, y: 84, width: 320, height: 352)
    )
  }

  static func views(_ json: String) throws -> ViewsFile {
    try ViewsFile.decode(Array(json.utf8), file: "test.json")
  }

  @Test func viewsAreDrawnWhereTheyArePlacedClippedOnesDifferently() throws {
    var state = makeState("iphone-x", ios: 16) { $0.navigationBar = .none }
    state.setViews(
      try Self.views(
        """
        {"views": [
          {"name": "badge", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}},
          {"name": "fine", "frame": {"x": 40, "y": 300, "width": 200, "height": 80}}
        ]}
        """))
    let (_, tree) = try Self.drawn(state)
    let badge = try #require(tree.node(id: "phone0-view0"))
    let fine = try #require(tree.node(id: "phone0-view1"))
    #expect(badge.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(fine.frame == Rect(x: 40, y: 300, width: 200, height: 80))
    #expect(badge.attributes["class"] == "view clipped")
    #expect(fine.attributes["class"] == "view fits")
    #expect(badge.attributes["fill"] != fine.attributes["fill"])
    #expect(badge.attributes["stroke"] != fine.attributes["stroke"])
    // The findings as text, as the reference gives them for seed 001's badge.
    let legend = tree.texts(inside: "legend0").map(\.text).joined(separator: " ")
    #expect(legend.contains("view badge 0,0,100,100: 4 findings"))
    #expect(legend.contains("! notch: the notch cuts it"))
    #expect(legend.contains("44 pt outside the safe area's top"))
    #expect(legend.contains("view fine 40,300,200,80: no findings"))
  }

  // MARK: - Names from files

  @Test func namesFromACatalogOrAViewsFileAreEscapedAndMadePrintable() throws {
    var device = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    device.name = "Evil <&\"'> \u{1B}[31mPhone\u{202E}"
    let catalog = DeviceCatalog(devices: [device])
    var state = AppState(
      catalog: catalog, settings: Settings(device: device),
      terminalSize: TerminalSize(columns: 80, rows: 24),
      glyphs: GlyphSet(unicode: true, color: false))
    state.setViews(
      try Self.views(
        #"{"views": [{"name": "a<b>&\"c'", "frame": {"x": 20, "y": 200, "width": 120, "height": 60}}]}"#
      ))
    let text = SVGDocument.render(state)
    let tree = try SVGTree(parsing: text)
    #expect(!text.unicodeScalars.contains("\u{1B}"))
    #expect(!text.unicodeScalars.contains("\u{202E}"))
    #expect(text.contains("Evil &lt;&amp;&quot;&apos;&gt; ?[31mPhone?"))
    #expect(
      tree.nodes.first { $0.name == "title" }?.text.contains("Evil <&\"'> ?[31mPhone?") == true)
    #expect(
      tree.texts(inside: "legend0").first?.text == "Evil <&\"'> ?[31mPhone? · iOS 16 · portrait")
    #expect(tree.texts(inside: "phone0").contains { $0.text == "a<b>&\"c'" })
    #expect(text.contains("a&lt;b&gt;&amp;&quot;c&apos;"))
    let html = HTMLDocument.render(state)
    _ = try SVGTree(parsing: html)
    #expect(!html.contains("<&"))
  }

  // MARK: - HTML

  @Test func htmlHoldsTheDrawingAndTheInspectorsNumbersAndNothingFromOutside() throws {
    let state = makeState("iphone-4", ios: 6) { $0.hotspotConnections = 1 }
    let html = HTMLDocument.render(state)
    #expect(html == HTMLDocument.render(state))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.contains(SVGDocument.svg(state.drawings)), "the drawing inline")
    #expect(!html.contains("<?xml"), "no XML declaration inside HTML")
    let tree = try SVGTree(parsing: html)
    // The inspector's lines: a key padded to 15 columns, then the frame.
    let preText = tree.nodes(named: "pre").map(\.textContent).joined(separator: "\n")
    for line in [
      "statusBar      0,0,320,40", "hotspotBar     0,20,320,20", "contentRect    0,84,320,352",
      "IS_HOTSPOT_CONNECTED YES",
    ] {
      #expect(preText.contains(line), "missing \(line) in:\n\(preText)")
    }
    for outside in ["<script", "<link", "src=", "href=", "@import", "url(http"] {
      #expect(!html.contains(outside), "\(outside)")
    }
    #expect(!html.unicodeScalars.contains("\u{1B}"))
  }

  // MARK: - Pieces

  @Test func continuousCornersSpanTheRectAndLeaveTheEdgesLate() throws {
    // The screen's clip path: the iPhone X's 375×812 with 39-pt corners.
    let tree = try Self.drawn(makeState("iphone-x", ios: 16)).tree
    let d = try #require(
      tree.nodes(named: "path").first { $0.ancestors.contains("phone0-clip") }?.attributes["d"])
    #expect(SVGTree.bounds(ofPath: d) == Rect(x: 0, y: 0, width: 375, height: 812))
    // The straight top edge ends 1.528 radii (59.62 pt) before each corner, not 1 (a circle's 39).
    #expect(d.hasPrefix("M59.62 0L315.38 0C"), "\(d.prefix(40))")
    // A square display (the iPhone 4) is a plain rectangle.
    let square = try Self.drawn(makeState("iphone-4", ios: 6)).tree
    let plain = square.nodes(named: "path").first { $0.ancestors.contains("phone0-clip") }
    #expect(plain?.attributes["d"] == "M0 0H320V480H0Z")
  }

  @Test func fileNamesAreSafeForAnyId() {
    #expect(
      SVGDocument.fileName(makeState("iphone-x", ios: 16)) == "safearea-iphone-x-ios16-portrait")
    let landscape = makeState("iphone-14-pro", ios: 17) { $0.orientation = .landscapeRight }
    #expect(SVGDocument.fileName(landscape) == "safearea-iphone-14-pro-ios17-landscape-right")
    var device = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    for (id, slug) in [
      ("../../etc/Passwd", "etc-passwd"), ("///", "device"), ("a b\u{1B}c", "a-b-c"),
      (String(repeating: "x", count: 300), String(repeating: "x", count: 40)),
    ] {
      device.id = id
      let state = AppState(
        catalog: DeviceCatalog(devices: [device]), settings: Settings(device: device),
        terminalSize: TerminalSize(columns: 80, rows: 24),
        glyphs: GlyphSet(unicode: true, color: false))
      #expect(SVGDocument.fileName(state) == "safearea-\(slug)-ios16-portrait", "\(id)")
    }
  }
}
