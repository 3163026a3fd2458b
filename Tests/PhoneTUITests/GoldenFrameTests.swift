import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// Whole frames against reviewed golden files, over the matrix the issue names.
@Suite struct GoldenFrameTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let state: AppState
    /// Inspector lines that must appear, with numbers taken from the reference by hand.
    let mustShow: [String]
    var colorRoles = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "section0-ios6-hotspot-off", state: makeState("iphone-4", ios: 6),
      mustShow: [
        "statusBar      0,0,320,20", "rootView       0,20,320,460",
        "navigationBar  0,20,320,44", "contentRect    0,64,320,372", "toolbar        0,436,320,44",
        "IS_HOTSPOT_CONNECTED NO",
      ]),
    Case(
      name: "section0-ios6-hotspot-on",
      state: makeState("iphone-4", ios: 6) { $0.hotspotConnections = 1 },
      mustShow: [
        "statusBar      0,0,320,40", "rootView       0,40,320,440",
        "navigationBar  0,40,320,44", "contentRect    0,84,320,352", "toolbar        0,436,320,44",
        "IS_HOTSPOT_CONNECTED YES", "Personal Hotspot: 1 Connection",
      ]),
    Case(
      name: "section0-ios7-hotspot-off", state: makeState("iphone-4", ios: 7) { $0.edges = .none },
      mustShow: [
        "statusBar      0,0,320,20", "rootView       0,0,320,480", "navigationBar  0,20,320,44",
        "contentRect    0,64,320,372", "toolbar        0,436,320,44",
      ]),
    Case(
      name: "section0-ios7-hotspot-on",
      state: makeState("iphone-4", ios: 7) {
        $0.edges = .none
        $0.hotspotConnections = 1
      },
      mustShow: [
        "statusBar      0,0,320,40", "rootView       0,20,320,460", "navigationBar  0,40,320,44",
        "contentRect    0,84,320,352", "toolbar        0,436,320,44", "IS_HOTSPOT_CONNECTED YES",
      ]),
    Case(
      name: "fullscreen-iphone-4", state: makeState("iphone-4", ios: 7) { $0.fullScreen = true },
      mustShow: ["statusBar      -", "navigationBar  -", "contentRect    0,0,320,480"]),
    Case(
      name: "iphone-x-portrait", state: makeState("iphone-x"),
      mustShow: [
        "statusBar      0,0,375,44", "navigationBar  0,44,375,44", "homeIndicator  0,778,375,34",
        "window insets  44,0,34,0",
      ]),
    Case(
      name: "iphone-x-landscape",
      state: makeState("iphone-x") { $0.orientation = .landscapeLeft },
      mustShow: ["statusBar      -", "navigationBar  0,0,812,32", "window insets  0,44,21,44"]),
    Case(
      name: "dynamic-island-hotspot",
      state: makeState("iphone-14-pro", ios: 16) { $0.hotspotConnections = 1 },
      mustShow: [
        "statusBar      0,0,393,54", "navigationBar  0,53.67,393,44", "IS_HOTSPOT_CONNECTED NO",
      ]),
    Case(
      name: "tab-bar-iphone-8", state: makeState("iphone-8") { $0.bottomBar = .tabBar },
      mustShow: ["tabBar         0,618,375,49", "toolbar        -"]),
    Case(
      name: "large-title-iphone-11",
      state: makeState("iphone-11", ios: 17) { $0.navigationBar = .large },
      mustShow: ["statusBar      0,0,414,48", "navigationBar  0,48,414,96"]),
    Case(name: "too-small", state: makeState("iphone-x", columns: 20, rows: 8), mustShow: []),
    Case(
      name: "ascii-iphone-4-hotspot",
      state: makeState("iphone-4", ios: 6, glyphs: GlyphSet(unicode: false, color: false)) {
        $0.hotspotConnections = 1
      },
      mustShow: ["statusBar      0,0,320,40"]),
    Case(
      name: "color-iphone-x",
      state: makeState("iphone-x", glyphs: GlyphSet(unicode: true, color: true)),
      mustShow: ["statusBar      0,0,375,44"], colorRoles: true),
    Case(
      name: "safe-area-overlay-landscape",
      state: {
        var s = makeState("iphone-x") { $0.orientation = .landscapeRight }
        s.showSafeArea = true
        return s
      }(),
      mustShow: ["window insets  0,44,21,44"]),
    Case(
      name: "help-overlay",
      state: {
        var s = makeState("iphone-x")
        s.showHelp = true
        return s
      }(),
      mustShow: []),
    // §7c: iOS 26's bars float (the navigation bar's buttons and the tab bar are glass); §7d's
    // iPhone 17 at its 62-pt inset, the 54-pt bar at it.
    Case(
      name: "liquid-glass-iphone-17-tab-bar",
      state: makeState("iphone-17", ios: 26) { $0.bottomBar = .tabBar },
      mustShow: [
        "navigationBar  0,62,402,54", "window insets  62,0,34,0", "VC view insets 116,0,83,0",
        "dynamicIsland  138.5,14,125,36.67",
      ]),
    // UIDesignRequiresCompatibility: iOS 26 with the iOS 18 bars (§7a row 9, §7c).
    Case(
      name: "design-compatibility-iphone-14-pro",
      state: makeState("iphone-14-pro", ios: 26) { $0.designCompatibility = true },
      mustShow: ["navigationBar  0,53.67,393,44", "toolbar        0,774,393,44"]),
    // Issue 12: §0's iOS 7 hotspot side by side, at one scale; the differences the reference's
    // table gives (status bar 20 → 40, root view 0 → 20, content 64 → 84).
    Case(
      name: "split-ios7-hotspot",
      state: {
        var s = makeState("iphone-4", ios: 7, columns: 120, rows: 40) { $0.edges = .none }
        s.split()
        s.configure { $0.hotspotConnections = 1 }
        return s
      }(),
      mustShow: [
        "statusBar.height 20 → 40", "rootView.y 0 → 20", "contentRect.y 64 → 84",
        "navigationBar.y 20 → 40", "▶ iPhone 4 · iOS 7", "Personal Hotspot: 1 Connection",
      ]),
    // §8: the iPhone Duo half-open on its inner display, held upright: the strip on the right
    // (the cluster 84 × 120 at its top, the bars down it), the fold a 40-pt band.
    Case(
      name: "duo-half-open-tab-bar",
      state: makeState("iphone-duo", columns: 110, rows: 36) {
        $0.pose = .halfOpen
        $0.bottomBar = .tabBar
      },
      mustShow: [
        "statusBar      867,0,84,120", "window insets  0,0,34,84 t,l,b,r", "inner 951×669 @3x",
        "half-open",
      ]),
    // iOS 27's window, 300 × 500 from the top leading corner: the display's inset at the top
    // only, its toolbar on its own bottom edge, the rest of the display the phone's.
    Case(
      name: "window-iphone-17-pro",
      state: makeState("iphone-17-pro", columns: 100, rows: 36) {
        $0.window = Size(width: 300, height: 500)
      },
      mustShow: ["window insets  62,0,0,0", "window         0,0,300,500", "window 300×500"]),
    Case(
      name: "inspector-below-tall-terminal", state: makeState("iphone-x", columns: 60, rows: 60),
      mustShow: [
        "statusBar      0,0,375,44"
      ]),
  ]

  @Test(arguments: cases) func frameMatchesItsGolden(_ c: Case) {
    let buffer = FrameRenderer.render(c.state)
    let screen = (0..<buffer.height).map { buffer.text(row: $0) }.joined(separator: "\n")
    for line in c.mustShow {
      #expect(screen.contains(line), "\(c.name) does not show '\(line)'")
    }
    let s = c.state.settings
    let header =
      "size \(buffer.width)x\(buffer.height) device=\(s.deviceID) ios=\(s.ios.major) "
      + "orientation=\(s.orientation.rawValue) hotspot=\(s.hotspotConnections) "
      + "glyphs=\(c.state.glyphs.unicode ? "unicode" : "ascii")-\(c.state.glyphs.color ? "color" : "mono")"
    Golden.assertMatches(
      Golden.text(buffer, header: header, foreground: c.colorRoles), named: c.name)
  }
}
