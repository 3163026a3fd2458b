// Table-driven checks of the geometry core against /work/shared/reference/ios-geometry.md and the
// seeds. Every expected number below was derived by hand from the reference (section 0 and its
// model decisions first, then the sourced tables), never copied from the code's output.

import PhoneLayout
import TestSupport
import Testing

// MARK: - Shared helpers

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

private func insets(
  _ top: Double, _ left: Double, _ bottom: Double, _ right: Double
) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// The inputs of one layout, with the defaults of `Settings(device:)` except the iOS version.
private struct Setup: Sendable, CustomStringConvertible {
  var id: String
  var ios: Int
  var orientation: Orientation = .portrait
  var hotspot = 0
  var fullScreen = false
  var nav: NavigationBarMode = .standard
  var bottom: BottomBar = .toolbar
  var edges: ExtendedEdges = .all
  var opaqueBars = false
  var extendOpaque = false
  var additional: EdgeInsets = .zero
  var vcBased = true
  var preferred: StatusBarStyle = .default
  var prefersHidden = false
  var appStyle: StatusBarStyle = .default
  var appHidden = false
  var containers: Containers = .forwarding
  var launchScreen = false

  var description: String { "\(id) iOS \(ios) \(orientation.rawValue)" }

  func device() throws -> Device {
    try #require(DeviceCatalog.builtIn.device(matching: id), "no device \(id)")
  }

  func settings(for device: Device) -> Settings {
    var s = Settings(device: device)
    s.ios = IOSVersion(ios)
    s.orientation = orientation
    s.hotspotConnections = hotspot
    s.fullScreen = fullScreen
    s.navigationBar = nav
    s.bottomBar = bottom
    s.edges = edges
    s.opaqueBars = opaqueBars
    s.extendOpaque = extendOpaque
    s.additionalInsets = additional
    s.viewControllerBasedAppearance = vcBased
    s.preferredStyle = preferred
    s.prefersStatusBarHidden = prefersHidden
    s.applicationStyle = appStyle
    s.applicationStatusBarHidden = appHidden
    s.containers = containers
    s.launchScreen = launchScreen
    return s
  }

  func layout() throws -> ScreenLayout {
    let d = try device()
    return ScreenLayout(device: d, settings: settings(for: d))
  }
}

private enum Metric: String, Sendable {
  case minX, maxX, minY, maxY, midX, midY, width, height

  func of(_ r: Rect) -> Double {
    switch self {
    case .minX: r.minX
    case .maxX: r.maxX
    case .minY: r.minY
    case .maxY: r.maxY
    case .midX: r.midX
    case .midY: r.midY
    case .width: r.width
    case .height: r.height
    }
  }
}

/// One expectation about a layout.
private enum Check: Sendable, CustomStringConvertible {
  /// The element's exact frame, or nil when it must be absent.
  case frame(LayoutElement, Rect?)
  /// One number of the element's frame (the frame must exist).
  case metric(LayoutElement, Metric, Double, tolerance: Double = 0)
  /// `lower.minY == upper.maxY`.
  case directlyBelow(LayoutElement, LayoutElement)
  case safeArea(EdgeInsets?)
  case guides(LayoutGuides?)
  case connected(Bool)
  case reportedStatusBar(Rect)
  /// The value rests on a U-status number, so the element must be listed as an approximation.
  case approximated(LayoutElement)
  /// The value is C-status (or normative), so the element must not be listed as an approximation.
  case exact(LayoutElement)
  case style(StatusBarStyle)
  case hidden(Bool)
  case decidedBy(String)

  var description: String {
    switch self {
    case .frame(let e, let r): "\(e.rawValue) = \(r.map(describe) ?? "absent")"
    case .metric(let e, let m, let v, _): "\(e.rawValue).\(m.rawValue) = \(v)"
    case .directlyBelow(let upper, let lower): "\(lower.rawValue) directly below \(upper.rawValue)"
    case .safeArea(let i): "safeAreaInsets = \(i.map(describe) ?? "absent")"
    case .guides(let g): "layoutGuides = \(g.map { "\($0.top)/\($0.bottom)" } ?? "absent")"
    case .connected(let b): "hotspotConnected = \(b)"
    case .reportedStatusBar(let r): "statusBarReported = \(describe(r))"
    case .approximated(let e): "\(e.rawValue) in approximations"
    case .exact(let e): "\(e.rawValue) not in approximations"
    case .style(let s): "style = \(s.rawValue)"
    case .hidden(let b): "hidden = \(b)"
    case .decidedBy(let s): "decidedBy = \(s)"
    }
  }
}

private func describe(_ r: Rect) -> String {
  "{\(r.x),\(r.y),\(r.width),\(r.height)}"
}

private func describe(_ i: EdgeInsets) -> String {
  "\(i.top)/\(i.left)/\(i.bottom)/\(i.right)"
}

private func frame(_ element: LayoutElement, of l: ScreenLayout) -> Rect? {
  switch element {
  case .screen: l.screen
  case .statusBar: l.statusBar
  case .hotspotBar: l.hotspotBar
  case .navigationBar: l.navigationBar
  case .toolbar: l.toolbar
  case .tabBar: l.tabBar
  case .notch: l.notch
  case .dynamicIsland: l.dynamicIsland
  case .homeIndicator: l.homeIndicator
  case .homeIndicatorPill: l.homeIndicatorPill
  case .rootView: l.rootView
  case .contentView: l.contentView
  case .contentRect: l.contentRect
  // Not frames: a check naming one finds no rectangle.
  case .safeAreaLayoutGuide: l.safeAreaLayoutGuide
  case .layoutMargins: l.layoutMarginsGuide
  case .readableContentGuide: l.readableContentGuide
  case .scrollView: l.scrollView
  case .tableCell: l.tableCell
  case .cellContentView: l.cellContentView
  case .sectionHeader: l.sectionHeader
  case .headerContentView: l.headerContentView
  case .keyboard: l.keyboard
  case .keyboardLayoutGuide: l.keyboardLayoutGuide
  case .contentInset, .adjustedContentInset, .contentOffset: nil
  case .safeAreaInsets, .cornerRadius, .hotspotConnected, .layoutGuides, .viewSafeAreaInsets: nil
  case .window, .occlusion, .division, .bottomAccessory: l.frame(of: element)
  }
}

private func verify(
  _ check: Check, in l: ScreenLayout, _ name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let comment = Comment(rawValue: "\(name): expected \(check)")
  switch check {
  case .frame(let element, let expected):
    #expect(frame(element, of: l) == expected, comment, sourceLocation: sourceLocation)
  case .metric(let element, let metric, let value, let tolerance):
    guard let r = frame(element, of: l) else {
      Issue.record(comment, sourceLocation: sourceLocation)
      return
    }
    let actual = metric.of(r)
    #expect(abs(actual - value) <= tolerance, comment, sourceLocation: sourceLocation)
  case .directlyBelow(let upper, let lower):
    guard let u = frame(upper, of: l), let w = frame(lower, of: l) else {
      Issue.record(comment, sourceLocation: sourceLocation)
      return
    }
    #expect(w.minY == u.maxY, comment, sourceLocation: sourceLocation)
  case .safeArea(let expected):
    #expect(l.safeAreaInsets == expected, comment, sourceLocation: sourceLocation)
  case .guides(let expected):
    #expect(l.layoutGuides == expected, comment, sourceLocation: sourceLocation)
  case .connected(let expected):
    #expect(l.hotspotConnected == expected, comment, sourceLocation: sourceLocation)
  case .reportedStatusBar(let expected):
    #expect(l.statusBarReported == expected, comment, sourceLocation: sourceLocation)
  case .approximated(let element):
    #expect(l.approximations.contains(element), comment, sourceLocation: sourceLocation)
  case .exact(let element):
    #expect(!l.approximations.contains(element), comment, sourceLocation: sourceLocation)
  case .style(let expected):
    #expect(l.statusBarAppearance.style == expected, comment, sourceLocation: sourceLocation)
  case .hidden(let expected):
    #expect(l.statusBarAppearance.hidden == expected, comment, sourceLocation: sourceLocation)
  case .decidedBy(let expected):
    #expect(l.statusBarAppearance.decidedBy == expected, comment, sourceLocation: sourceLocation)
  }
}

/// A named layout and what the reference says about it.
private struct Case: Sendable, CustomTestStringConvertible {
  var name: String
  var setup: Setup
  var checks: [Check]

  init(_ name: String, _ setup: Setup, _ checks: [Check]) {
    self.name = name
    self.setup = setup
    self.checks = checks
  }

  var testDescription: String { name }

  func run() throws {
    let l = try setup.layout()
    for check in checks { verify(check, in: l, name) }
  }
}

// MARK: - 1. Section 0: seed 000 on the iPhone 4

private let section0Cases: [Case] = [
  Case(
    "§0 iOS 6, hotspot off", Setup(id: "iphone-4", ios: 6),
    [
      .frame(.screen, rect(0, 0, 320, 480)),
      .frame(.statusBar, rect(0, 0, 320, 20)), .frame(.hotspotBar, nil),
      .frame(.rootView, rect(0, 20, 320, 460)), .frame(.navigationBar, rect(0, 20, 320, 44)),
      .frame(.contentRect, rect(0, 64, 320, 372)), .frame(.contentView, rect(0, 64, 320, 372)),
      .frame(.toolbar, rect(0, 436, 320, 44)), .frame(.tabBar, nil), .connected(false),
      .safeArea(nil), .guides(nil),
      .exact(.statusBar), .exact(.navigationBar), .exact(.toolbar), .exact(.contentRect),
    ]),
  Case(
    "§0 iOS 6, hotspot on (1 connection)", Setup(id: "iphone-4", ios: 6, hotspot: 1),
    [
      .frame(.statusBar, rect(0, 0, 320, 40)), .frame(.hotspotBar, rect(0, 20, 320, 20)),
      .frame(.rootView, rect(0, 40, 320, 440)), .frame(.navigationBar, rect(0, 40, 320, 44)),
      .frame(.contentRect, rect(0, 84, 320, 352)), .frame(.contentView, rect(0, 84, 320, 352)),
      .frame(.toolbar, rect(0, 436, 320, 44)), .connected(true),
      .exact(.statusBar), .exact(.navigationBar), .exact(.toolbar), .exact(.contentRect),
    ]),
  Case(
    "§0 iOS 7 edges none, hotspot off", Setup(id: "iphone-4", ios: 7, edges: .none),
    [
      .frame(.statusBar, rect(0, 0, 320, 20)), .frame(.hotspotBar, nil),
      .frame(.rootView, rect(0, 0, 320, 480)), .frame(.navigationBar, rect(0, 20, 320, 44)),
      .frame(.contentRect, rect(0, 64, 320, 372)), .frame(.contentView, rect(0, 64, 320, 372)),
      .frame(.toolbar, rect(0, 436, 320, 44)), .connected(false), .safeArea(nil),
      .exact(.statusBar), .exact(.navigationBar), .exact(.toolbar), .exact(.contentRect),
    ]),
  Case(
    "§0 iOS 7 edges none, hotspot on (1 connection)",
    Setup(id: "iphone-4", ios: 7, hotspot: 1, edges: .none),
    [
      .frame(.statusBar, rect(0, 0, 320, 40)), .frame(.hotspotBar, rect(0, 20, 320, 20)),
      .frame(.rootView, rect(0, 20, 320, 460)), .frame(.navigationBar, rect(0, 40, 320, 44)),
      .frame(.contentRect, rect(0, 84, 320, 352)), .frame(.contentView, rect(0, 84, 320, 352)),
      .frame(.toolbar, rect(0, 436, 320, 44)), .connected(true),
      .exact(.statusBar), .exact(.navigationBar), .exact(.toolbar), .exact(.contentRect),
    ]),
  Case(
    "§0 iOS 7 default edges all: content view = root view", Setup(id: "iphone-4", ios: 7),
    [
      .frame(.rootView, rect(0, 0, 320, 480)), .frame(.contentView, rect(0, 0, 320, 480)),
      .frame(.contentRect, rect(0, 64, 320, 372)), .guides(LayoutGuides(top: 64, bottom: 44)),
    ]),
  Case(
    "§0 iOS 7 default edges all, hotspot on: content view = root view",
    Setup(id: "iphone-4", ios: 7, hotspot: 1),
    [
      .frame(.rootView, rect(0, 20, 320, 460)), .frame(.contentView, rect(0, 20, 320, 460)),
      .frame(.contentRect, rect(0, 84, 320, 352)),
      // §5: "`topLayoutGuide.length` during the call: **UNCONFIRMED**".
      .approximated(.layoutGuides),
    ]),
  Case(
    "decision 5: iOS 7 opaque bars are not extended under",
    Setup(id: "iphone-4", ios: 7, opaqueBars: true),
    [.frame(.contentView, rect(0, 64, 320, 372)), .frame(.contentRect, rect(0, 64, 320, 372))]),
  Case(
    "decision 5: iOS 7 opaque bars with extendedLayoutIncludesOpaqueBars",
    Setup(id: "iphone-4", ios: 7, opaqueBars: true, extendOpaque: true),
    [.frame(.contentView, rect(0, 0, 320, 480)), .frame(.contentRect, rect(0, 64, 320, 372))]),
  Case(
    "§0: iOS 6 never extends under the bars (edges all has no effect)",
    Setup(id: "iphone-4", ios: 6, edges: .all),
    [.frame(.contentView, rect(0, 64, 320, 372))]),
]

// MARK: - 2. Full screen (seed 000 setFullScreen:)

private let fullScreenCases: [Case] = {
  let hiddenBars: [Check] = [
    .frame(.statusBar, nil), .frame(.hotspotBar, nil), .frame(.navigationBar, nil),
    .frame(.toolbar, nil), .hidden(true),
  ]
  let iPhone4Whole: [Check] =
    hiddenBars + [
      .frame(.rootView, rect(0, 0, 320, 480)), .frame(.contentView, rect(0, 0, 320, 480)),
      .frame(.contentRect, rect(0, 0, 320, 480)), .connected(false),
    ]
  return [
    Case(
      "full screen iPhone 4 iOS 6", Setup(id: "iphone-4", ios: 6, fullScreen: true), iPhone4Whole),
    Case(
      "full screen iPhone 4 iOS 6, hotspot on",
      Setup(id: "iphone-4", ios: 6, hotspot: 1, fullScreen: true), iPhone4Whole),
    Case(
      "full screen iPhone 4 iOS 7", Setup(id: "iphone-4", ios: 7, fullScreen: true), iPhone4Whole),
    Case(
      "full screen iPhone 4 iOS 7, hotspot on",
      Setup(id: "iphone-4", ios: 7, hotspot: 1, fullScreen: true), iPhone4Whole),
    Case(
      "full screen iPhone 8 iOS 16: no insets left",
      Setup(id: "iphone-8", ios: 16, fullScreen: true),
      hiddenBars + [.safeArea(.zero), .frame(.contentRect, rect(0, 0, 375, 667))]),
    Case(
      "full screen iPhone X portrait keeps notch and home-indicator insets",
      Setup(id: "iphone-x", ios: 16, fullScreen: true),
      hiddenBars + [
        .safeArea(insets(44, 0, 34, 0)), .frame(.rootView, rect(0, 0, 375, 812)),
        .frame(.contentView, rect(0, 0, 375, 812)), .frame(.contentRect, rect(0, 44, 375, 734)),
      ]),
    Case(
      "full screen iPhone X landscape keeps side and bottom insets",
      Setup(id: "iphone-x", ios: 11, orientation: .landscapeLeft, fullScreen: true),
      hiddenBars + [
        .safeArea(insets(0, 44, 21, 44)), .frame(.contentView, rect(0, 0, 812, 375)),
        .frame(.contentRect, rect(44, 0, 724, 354)),
      ]),
    Case(
      "full screen iPhone 14 Pro keeps the 59-pt inset",
      Setup(id: "iphone-14-pro", ios: 16, fullScreen: true),
      hiddenBars + [
        .safeArea(insets(59, 0, 34, 0)), .frame(.contentRect, rect(0, 59, 393, 759)),
      ]),
  ]
}()

// MARK: - 3. iPhone X (seed 001)

private let iPhoneXCases: [Case] = {
  let portrait: [Check] = [
    .frame(.screen, rect(0, 0, 375, 812)), .frame(.rootView, rect(0, 0, 375, 812)),
    .frame(.statusBar, rect(0, 0, 375, 44)), .frame(.hotspotBar, nil), .connected(false),
    .frame(.homeIndicator, rect(0, 778, 375, 34)), .frame(.navigationBar, rect(0, 44, 375, 44)),
    .metric(.contentRect, .minY, 88), .safeArea(insets(44, 0, 34, 0)), .guides(nil),
  ]
  // §4 rates "Face ID iPhones, in-call / hotspot: no height change" U, but §0 (normative, from
  // seed 001) states the iPhone X bar stays 44 during a call or hotspot, and §0 wins: exact.
  let exact: [Check] = [.exact(.statusBar), .exact(.navigationBar)]
  let landscape: [Check] = [
    .frame(.screen, rect(0, 0, 812, 375)), .frame(.statusBar, nil), .hidden(true),
    .safeArea(insets(0, 44, 21, 44)), .metric(.navigationBar, .height, 32),
    .metric(.navigationBar, .minY, 0), .metric(.homeIndicator, .height, 21),
    .metric(.homeIndicator, .maxY, 375), .frame(.contentRect, rect(44, 32, 724, 322)),
  ]
  return [
    Case("iPhone X iOS 11 portrait", Setup(id: "iphone-x", ios: 11), portrait + exact),
    Case("iPhone X iOS 16 portrait", Setup(id: "iphone-x", ios: 16), portrait + exact),
    Case(
      "iPhone X iOS 11 hotspot on: bar stays 44", Setup(id: "iphone-x", ios: 11, hotspot: 1),
      portrait + exact),
    Case(
      "iPhone X iOS 16 hotspot on: bar stays 44", Setup(id: "iphone-x", ios: 16, hotspot: 1),
      portrait + exact),
    Case(
      "iPhone X no bottom bar: content down to the home indicator",
      Setup(id: "iphone-x", ios: 16, bottom: .none),
      [.frame(.contentRect, rect(0, 88, 375, 690)), .frame(.toolbar, nil)]),
    Case(
      "iPhone X tab bar 83", Setup(id: "iphone-x", ios: 16, bottom: .tabBar),
      [
        .frame(.tabBar, rect(0, 729, 375, 83)), .frame(.toolbar, nil),
        .frame(.contentRect, rect(0, 88, 375, 641)), .exact(.tabBar),
      ]),
    Case(
      "iPhone X edges none with tab bar",
      Setup(id: "iphone-x", ios: 16, bottom: .tabBar, edges: .none),
      [.frame(.contentView, rect(0, 88, 375, 641))]),
    Case(
      "iPhone X large title 96 (bottom at 140)",
      Setup(id: "iphone-x", ios: 11, nav: .large, bottom: .none),
      [.frame(.navigationBar, rect(0, 44, 375, 96)), .metric(.contentRect, .minY, 140)]),
    Case(
      "iPhone X landscape-left",
      Setup(id: "iphone-x", ios: 11, orientation: .landscapeLeft, bottom: .none),
      landscape),
    Case(
      "iPhone X landscape-right",
      Setup(id: "iphone-x", ios: 16, orientation: .landscapeRight, bottom: .none), landscape),
    Case(
      "iPhone X landscape hotspot on",
      Setup(id: "iphone-x", ios: 16, orientation: .landscapeLeft, hotspot: 1),
      [.frame(.statusBar, nil), .frame(.hotspotBar, nil), .connected(false)]),
    Case(
      "iPhone X notch (§3b ≈209×30) centred on the top edge", Setup(id: "iphone-x", ios: 16),
      [
        .metric(.notch, .minY, 0), .metric(.notch, .midX, 187.5),
        .metric(.notch, .width, 209), .metric(.notch, .height, 30), .frame(.dynamicIsland, nil),
      ]),
    Case(
      "iPhone X landscape-left: notch on the right",
      Setup(id: "iphone-x", ios: 16, orientation: .landscapeLeft),
      [.metric(.notch, .maxX, 812), .metric(.notch, .midY, 187.5)]),
    Case(
      "iPhone X landscape-right: notch on the left",
      Setup(id: "iphone-x", ios: 16, orientation: .landscapeRight),
      [.metric(.notch, .minX, 0), .metric(.notch, .midY, 187.5)]),
  ]
}()

// MARK: - 4a. Bars, hotspot, landscape status bar, guides (§4, §6, decisions 2–9, 12, 14)

private let barCases: [Case] = [
  // Navigation bar and toolbar heights (decision 8).
  Case(
    "iPhone 8 portrait: nav 44 below the 20-pt bar, toolbar 44", Setup(id: "iphone-8", ios: 16),
    [
      .frame(.statusBar, rect(0, 0, 375, 20)), .frame(.navigationBar, rect(0, 20, 375, 44)),
      .frame(.toolbar, rect(0, 623, 375, 44)), .frame(.contentRect, rect(0, 64, 375, 559)),
      .safeArea(insets(20, 0, 0, 0)), .frame(.homeIndicator, nil), .exact(.toolbar),
    ]),
  Case(
    "iPhone 5 iOS 10 portrait toolbar 44", Setup(id: "iphone-5", ios: 10),
    [.frame(.toolbar, rect(0, 524, 320, 44)), .guides(LayoutGuides(top: 64, bottom: 44))]),
  Case(
    "iPhone 5 iOS 10 landscape: nav 32, toolbar 32, no status bar",
    Setup(id: "iphone-5", ios: 10, orientation: .landscapeLeft),
    [
      .frame(.statusBar, nil), .frame(.screen, rect(0, 0, 568, 320)),
      .frame(.navigationBar, rect(0, 0, 568, 32)), .frame(.toolbar, rect(0, 288, 568, 32)),
    ]),
  Case(
    "iPhone 8 landscape (compact): nav 32 at the top, toolbar 32",
    Setup(id: "iphone-8", ios: 16, orientation: .landscapeRight),
    [
      .frame(.statusBar, nil), .frame(.navigationBar, rect(0, 0, 667, 32)),
      .frame(.toolbar, rect(0, 343, 667, 32)), .safeArea(.zero),
    ]),
  Case(
    "iPhone 8 Plus landscape (w:Regular): nav 44, toolbar 44",
    Setup(id: "iphone-8-plus", ios: 16, orientation: .landscapeLeft),
    [.frame(.navigationBar, rect(0, 0, 736, 44)), .frame(.toolbar, rect(0, 370, 736, 44))]),
  Case(
    "iPhone 6 Plus iOS 8 landscape: nav 44",
    Setup(id: "iphone-6-plus", ios: 8, orientation: .landscapeLeft),
    [.frame(.statusBar, nil), .metric(.navigationBar, .height, 44)]),
  Case(
    "iPhone SE iOS 15 landscape: nav 32",
    Setup(id: "iphone-se", ios: 15, orientation: .landscapeLeft),
    [.metric(.navigationBar, .height, 32)]),
  Case(
    "XR iOS 14 portrait: nav below the 48-pt bar", Setup(id: "iphone-xr", ios: 14, bottom: .none),
    [
      .frame(.statusBar, rect(0, 0, 414, 48)), .frame(.navigationBar, rect(0, 48, 414, 44)),
      .frame(.contentRect, rect(0, 92, 414, 770)),
    ]),
  Case(
    "XR landscape (414 wide): nav 44", Setup(id: "iphone-xr", ios: 14, orientation: .landscapeLeft),
    [.metric(.navigationBar, .height, 44), .metric(.navigationBar, .minY, 0)]),
  Case(
    "11 Pro Max landscape: nav 44",
    Setup(id: "iphone-11-pro-max", ios: 13, orientation: .landscapeLeft),
    [.metric(.navigationBar, .height, 44)]),
  Case(
    "12 Pro Max landscape: nav 44",
    Setup(id: "iphone-12-pro-max", ios: 14, orientation: .landscapeRight),
    [.metric(.navigationBar, .height, 44)]),
  Case(
    "14 Pro Max landscape: nav 44",
    Setup(id: "iphone-14-pro-max", ios: 16, orientation: .landscapeLeft),
    [.metric(.navigationBar, .height, 44)]),
  Case(
    "16 Pro Max landscape: nav 44",
    Setup(id: "iphone-16-pro-max", ios: 18, orientation: .landscapeLeft),
    [.metric(.navigationBar, .height, 44)]),
  Case(
    "12 mini landscape: nav 32", Setup(id: "iphone-12-mini", ios: 14, orientation: .landscapeLeft),
    [.metric(.navigationBar, .height, 32)]),
  Case(
    "12 landscape: nav 32", Setup(id: "iphone-12", ios: 14, orientation: .landscapeLeft),
    [.metric(.navigationBar, .height, 32), .metric(.navigationBar, .minY, 0)]),
  Case(
    "14 Pro landscape: nav 32 at the top",
    Setup(id: "iphone-14-pro", ios: 16, orientation: .landscapeLeft),
    [
      .frame(.statusBar, nil), .metric(.navigationBar, .height, 32),
      .metric(.navigationBar, .minY, 0),
    ]),
  Case(
    "16 Pro landscape (402 < 414): nav 32",
    Setup(id: "iphone-16-pro", ios: 18, orientation: .landscapeRight),
    [.metric(.navigationBar, .height, 32)]),
  // Large titles.
  Case(
    "iPhone 8 iOS 11 large title 96", Setup(id: "iphone-8", ios: 11, nav: .large),
    [.frame(.navigationBar, rect(0, 20, 375, 96)), .metric(.contentRect, .minY, 116)]),
  Case(
    "iPhone 8 iOS 11 large title in landscape: normal 32",
    Setup(id: "iphone-8", ios: 11, orientation: .landscapeLeft, nav: .large),
    [.frame(.navigationBar, rect(0, 0, 667, 32))]),
  Case(
    "8 Plus large title in landscape: normal 44",
    Setup(id: "iphone-8-plus", ios: 16, orientation: .landscapeLeft, nav: .large),
    [.metric(.navigationBar, .height, 44)]),
  Case(
    "iPhone X large title in landscape: normal 32",
    Setup(id: "iphone-x", ios: 16, orientation: .landscapeRight, nav: .large),
    [.metric(.navigationBar, .height, 32)]),
  Case(
    "iPhone 7 iOS 10 large title: no effect before iOS 11",
    Setup(id: "iphone-7", ios: 10, nav: .large),
    [.frame(.navigationBar, rect(0, 20, 375, 44))]),
  Case(
    "14 Pro large title 96 at y 53.67 (§7a row 9)",
    Setup(id: "iphone-14-pro", ios: 16, nav: .large),
    [.frame(.navigationBar, rect(0, 53.67, 393, 96))]),
  // Dynamic Island: the navigation bar at 53.67 under a 54-pt statusBarFrame, not at the
  // 59-pt inset (§7a row 9 amends decision 9's 54).
  Case(
    "14 Pro: nav bar at y = 53.67, inset 59", Setup(id: "iphone-14-pro", ios: 16, bottom: .none),
    [
      .frame(.statusBar, rect(0, 0, 393, 54)), .frame(.navigationBar, rect(0, 53.67, 393, 44)),
      .safeArea(insets(59, 0, 34, 0)), .frame(.contentRect, rect(0, 97.67, 393, 720.33)),
      .frame(.homeIndicator, rect(0, 818, 393, 34)), .exact(.statusBar), .exact(.navigationBar),
    ]),
  Case(
    "14 Pro Max: nav bar at y = 53.67", Setup(id: "iphone-14-pro-max", ios: 16),
    [.frame(.navigationBar, rect(0, 53.67, 430, 44))]),
  Case(
    "15 Pro Max: nav bar at y = 53.67", Setup(id: "iphone-15-pro-max", ios: 17),
    [.frame(.navigationBar, rect(0, 53.67, 430, 44))]),
  Case(
    "16 iOS 18: nav bar at y = 53.67", Setup(id: "iphone-16", ios: 18),
    [.frame(.navigationBar, rect(0, 53.67, 393, 44))]),
  Case(
    "16 Pro: status bar estimated, nav bar at 56.33 (§7a)", Setup(id: "iphone-16-pro", ios: 18),
    [
      .approximated(.statusBar), .metric(.navigationBar, .minY, 56.33),
      .metric(.navigationBar, .height, 44), .safeArea(insets(62, 0, 34, 0)),
    ]),
  Case(
    "16 Pro Max iOS 26: status bar estimated, nav bar at the 62-pt inset, 54 high (§7c)",
    Setup(id: "iphone-16-pro-max", ios: 26),
    [.approximated(.statusBar), .frame(.navigationBar, rect(0, 62, 440, 54))]),
  // Tab bar.
  Case(
    "iPhone 6 iOS 9 tab bar 49, guides 64/49", Setup(id: "iphone-6", ios: 9, bottom: .tabBar),
    [
      .frame(.tabBar, rect(0, 618, 375, 49)), .frame(.toolbar, nil),
      .frame(.contentRect, rect(0, 64, 375, 554)), .guides(LayoutGuides(top: 64, bottom: 49)),
      .safeArea(nil),
    ]),
  Case(
    "iPhone 6s iOS 10 tab bar guides 64/49", Setup(id: "iphone-6s", ios: 10, bottom: .tabBar),
    [.guides(LayoutGuides(top: 64, bottom: 49)), .safeArea(nil)]),
  Case(
    "iPhone 8 iOS 16 tab bar 49", Setup(id: "iphone-8", ios: 16, bottom: .tabBar),
    [.frame(.tabBar, rect(0, 618, 375, 49)), .exact(.tabBar)]),
  Case(
    "8 Plus landscape tab bar 49",
    Setup(id: "iphone-8-plus", ios: 16, orientation: .landscapeLeft, bottom: .tabBar),
    [.frame(.tabBar, rect(0, 365, 736, 49))]),
  Case(
    "iPhone 8 iOS 11 landscape: compact tab bar 32",
    Setup(id: "iphone-8", ios: 11, orientation: .landscapeLeft, bottom: .tabBar),
    [.frame(.tabBar, rect(0, 343, 667, 32))]),
  Case(
    "iPhone 6 iOS 10 landscape tab bar: U (pre-iOS 11)",
    Setup(id: "iphone-6", ios: 10, orientation: .landscapeLeft, bottom: .tabBar),
    [.approximated(.tabBar)]),
  Case(
    "iPhone X landscape tab bar 32 + 21",
    Setup(id: "iphone-x", ios: 16, orientation: .landscapeLeft, bottom: .tabBar),
    [.metric(.tabBar, .height, 53), .metric(.tabBar, .maxY, 375)]),
  Case(
    "14 Pro tab bar 83", Setup(id: "iphone-14-pro", ios: 16, bottom: .tabBar),
    [.frame(.tabBar, rect(0, 769, 393, 83)), .frame(.contentRect, rect(0, 97.67, 393, 671.33))]),
  Case(
    "16 Pro Max tab bar 83", Setup(id: "iphone-16-pro-max", ios: 18, bottom: .tabBar),
    [.frame(.tabBar, rect(0, 873, 440, 83))]),
  // Wide Face ID phones in landscape: 49 + 21 = 70 (§4 flutter#39258 and §7e qmui633 agree).
  Case(
    "XR landscape tab bar 49 + 21 = 70",
    Setup(id: "iphone-xr", ios: 14, orientation: .landscapeLeft, bottom: .tabBar),
    [.frame(.tabBar, rect(0, 344, 896, 70)), .exact(.tabBar)]),
  Case(
    "14 Pro Max landscape tab bar 49 + 21 = 70",
    Setup(id: "iphone-14-pro-max", ios: 16, orientation: .landscapeRight, bottom: .tabBar),
    [.frame(.tabBar, rect(0, 360, 932, 70)), .exact(.tabBar)]),
  // Toolbar on Face ID phones: 44 above the home-indicator strip (§7a row 8).
  Case(
    "iPhone X toolbar 44 above the strip", Setup(id: "iphone-x", ios: 16),
    [.frame(.toolbar, rect(0, 734, 375, 44)), .exact(.toolbar)]),
  Case(
    "14 Pro toolbar 44 above the strip", Setup(id: "iphone-14-pro", ios: 16),
    [.frame(.toolbar, rect(0, 774, 393, 44)), .exact(.toolbar)]),
  Case(
    "16e toolbar 44 above the strip", Setup(id: "iphone-16e", ios: 18),
    [.frame(.toolbar, rect(0, 766, 390, 44)), .exact(.toolbar)]),
  // Double-height bar (decision 3) and root view (decision 4).
  Case(
    "iPhone 8 iOS 12 hotspot: 40-pt bar, root view shrinks",
    Setup(id: "iphone-8", ios: 12, hotspot: 1),
    [
      .frame(.statusBar, rect(0, 0, 375, 40)), .frame(.hotspotBar, rect(0, 20, 375, 20)),
      .frame(.rootView, rect(0, 20, 375, 647)), .frame(.navigationBar, rect(0, 40, 375, 44)),
      .frame(.toolbar, rect(0, 623, 375, 44)), .connected(true),
    ]),
  Case(
    "5s iOS 12 hotspot: 40-pt bar", Setup(id: "iphone-5s", ios: 12, hotspot: 1),
    [
      .frame(.statusBar, rect(0, 0, 320, 40)), .frame(.hotspotBar, rect(0, 20, 320, 20)),
      .connected(true),
    ]),
  Case(
    "iPhone 8 iOS 13 hotspot: no double-height bar", Setup(id: "iphone-8", ios: 13, hotspot: 1),
    [
      .frame(.statusBar, rect(0, 0, 375, 20)), .frame(.hotspotBar, nil),
      .frame(.rootView, rect(0, 0, 375, 667)), .frame(.navigationBar, rect(0, 20, 375, 44)),
      .connected(false),
    ]),
  Case(
    "6s iOS 15 hotspot: no double-height bar", Setup(id: "iphone-6s", ios: 15, hotspot: 1),
    [.frame(.statusBar, rect(0, 0, 375, 20)), .frame(.hotspotBar, nil), .connected(false)]),
  Case(
    "XS iOS 12 hotspot: Face ID never doubles", Setup(id: "iphone-xs", ios: 12, hotspot: 1),
    [.frame(.statusBar, rect(0, 0, 375, 44)), .frame(.hotspotBar, nil), .connected(false)]),
  Case(
    "12 iOS 14 hotspot: stays 47", Setup(id: "iphone-12", ios: 14, hotspot: 1),
    [.frame(.statusBar, rect(0, 0, 390, 47)), .frame(.hotspotBar, nil), .connected(false)]),
  Case(
    "iPhone 8 iOS 12 landscape hotspot: no status bar, no hotspot bar",
    Setup(id: "iphone-8", ios: 12, orientation: .landscapeLeft, hotspot: 1),
    [
      .frame(.statusBar, nil), .frame(.hotspotBar, nil), .frame(.rootView, rect(0, 0, 667, 375)),
      .connected(false),
    ]),
  Case(
    "decision 1: iPhone 5 iOS 6 hotspot with a tab bar controller",
    Setup(id: "iphone-5", ios: 6, hotspot: 1, bottom: .tabBar),
    [
      .frame(.statusBar, rect(0, 0, 320, 40)), .frame(.rootView, rect(0, 40, 320, 528)),
      .frame(.navigationBar, rect(0, 40, 320, 44)), .frame(.tabBar, rect(0, 519, 320, 49)),
      .frame(.contentRect, rect(0, 84, 320, 435)),
    ]),
  // Landscape status bar (decisions 2 and 12).
  Case(
    "iPhone 4 iOS 7 landscape: status bar shown, bars 32",
    Setup(id: "iphone-4", ios: 7, orientation: .landscapeLeft, edges: .none),
    [
      .frame(.screen, rect(0, 0, 480, 320)), .frame(.statusBar, rect(0, 0, 480, 20)),
      .reportedStatusBar(rect(0, 0, 20, 480)), .frame(.rootView, rect(0, 0, 480, 320)),
      .frame(.navigationBar, rect(0, 20, 480, 32)), .frame(.toolbar, rect(0, 288, 480, 32)),
      .frame(.contentRect, rect(0, 52, 480, 236)), .hidden(false),
    ]),
  Case(
    "iPhone 4 iOS 7 landscape hotspot: 40-pt bar, macro false",
    Setup(id: "iphone-4", ios: 7, orientation: .landscapeRight, hotspot: 1),
    [
      .frame(.statusBar, rect(0, 0, 480, 40)), .frame(.hotspotBar, rect(0, 20, 480, 20)),
      .connected(false),
    ]),
  Case(
    "iPhone 4 iOS 6 landscape: applicationFrame below the bar",
    Setup(id: "iphone-4", ios: 6, orientation: .landscapeLeft),
    [
      .frame(.statusBar, rect(0, 0, 480, 20)), .frame(.rootView, rect(0, 20, 480, 300)),
      .frame(.navigationBar, rect(0, 20, 480, 32)), .frame(.toolbar, rect(0, 288, 480, 32)),
      .frame(.contentRect, rect(0, 52, 480, 236)),
    ]),
  Case(
    "5s iOS 7 landscape: status bar shown",
    Setup(id: "iphone-5s", ios: 7, orientation: .landscapeLeft),
    [.frame(.statusBar, rect(0, 0, 568, 20))]),
  Case(
    "5s iOS 8 landscape: status bar hidden",
    Setup(id: "iphone-5s", ios: 8, orientation: .landscapeLeft),
    [.frame(.statusBar, nil), .hidden(true)]),
  Case(
    "iPhone 6 iOS 8 landscape: status bar hidden",
    Setup(id: "iphone-6", ios: 8, orientation: .landscapeRight),
    [.frame(.statusBar, nil), .metric(.navigationBar, .height, 32)]),
  // Safe area and layout guides by era (§6, decisions 7 and 14).
  Case(
    "iPhone 5 iOS 7 no bars: guides 20/0", Setup(id: "iphone-5", ios: 7, nav: .none, bottom: .none),
    [.guides(LayoutGuides(top: 20, bottom: 0)), .safeArea(nil), .frame(.navigationBar, nil)]),
  Case(
    "iPhone 7 iOS 10 toolbar: guides 64/44", Setup(id: "iphone-7", ios: 10),
    [.guides(LayoutGuides(top: 64, bottom: 44)), .safeArea(nil)]),
  Case(
    "iPhone 7 iOS 11: the window's safe area is zero (§7a row 7), no guides",
    Setup(id: "iphone-7", ios: 11), [.safeArea(insets(0, 0, 0, 0)), .guides(nil)]),
  Case(
    "iPhone 7 iOS 12: the window's top inset is the status bar",
    Setup(id: "iphone-7", ios: 12), [.safeArea(insets(20, 0, 0, 0)), .guides(nil)]),
  Case(
    "additional insets on iOS 11+",
    Setup(id: "iphone-x", ios: 16, bottom: .none, additional: insets(10, 0, 0, 0)),
    [.frame(.contentRect, rect(0, 98, 375, 680))]),
  Case(
    "additional insets before iOS 11 have no effect",
    Setup(id: "iphone-7", ios: 10, bottom: .none, additional: insets(10, 0, 0, 0)),
    [.frame(.contentRect, rect(0, 64, 375, 603))]),
  // §7b: UIKit's own notch sizes, the 16 Pro island and the pill formula replace the estimates.
  Case(
    "13 notch 161.33 × 33.67 (§7b)", Setup(id: "iphone-13", ios: 15),
    [.frame(.notch, rect(114.335, 0, 161.33, 33.67)), .exact(.notch)]),
  Case(
    "14 Plus notch 161.33 × 33.67 (§7b)", Setup(id: "iphone-14-plus", ios: 16),
    [.metric(.notch, .width, 161.33), .metric(.notch, .height, 33.67), .exact(.notch)]),
  Case(
    "16 Pro island 125 × 36.67 at y 14 (§7b)", Setup(id: "iphone-16-pro", ios: 18),
    [.frame(.dynamicIsland, rect(138.5, 14, 125, 36.67)), .exact(.dynamicIsland)]),
  Case(
    "14 Pro home indicator pill: round(393 × 0.3574) = 140 (§7b)",
    Setup(id: "iphone-14-pro", ios: 16),
    [.frame(.homeIndicatorPill, rect(126.5, 839, 140, 5)), .exact(.homeIndicatorPill)]),
  Case(
    "16 Pro Max home indicator pill: round(440 × 0.3574) = 157 (§7b)",
    Setup(id: "iphone-16-pro-max", ios: 18),
    [.frame(.homeIndicatorPill, rect(141.5, 943, 157, 5)), .exact(.homeIndicatorPill)]),
  Case(
    "14 Pro island (§3c ≈126×37.33 at y ≈ 11)", Setup(id: "iphone-14-pro", ios: 16),
    [
      .metric(.dynamicIsland, .minY, 11, tolerance: 0.5),
      .metric(.dynamicIsland, .midX, 196.5, tolerance: 0.01),
      .metric(.dynamicIsland, .width, 126, tolerance: 1),
      .metric(.dynamicIsland, .height, 37.33, tolerance: 0.7), .frame(.notch, nil),
    ]),
]

// MARK: - 5. Status bar appearance (seed 002, decision 11)

private let appearanceCases: [Case] = [
  Case(
    "YES + forwarding, nav bar: top VC's light content shows",
    Setup(id: "iphone-8", ios: 16, preferred: .lightContent),
    [.style(.lightContent), .hidden(false), .decidedBy("topViewController")]),
  Case(
    "YES + forwarding, tab bar: forwarded to the top VC",
    Setup(id: "iphone-8", ios: 16, bottom: .tabBar, preferred: .lightContent),
    [.style(.lightContent), .hidden(false), .decidedBy("topViewController")]),
  Case(
    "YES + forwarding on iPhone X", Setup(id: "iphone-x", ios: 11, preferred: .lightContent),
    [.style(.lightContent), .decidedBy("topViewController")]),
  Case(
    "YES + forwarding on iOS 7", Setup(id: "iphone-4", ios: 7, preferred: .lightContent),
    [.style(.lightContent), .decidedBy("topViewController")]),
  Case(
    "YES + forwarding, top VC hides the status bar",
    Setup(id: "iphone-8", ios: 16, prefersHidden: true),
    [.hidden(true), .frame(.statusBar, nil), .decidedBy("topViewController")]),
  Case(
    "YES + stock, nav bar: navigation controller decides, light ignored",
    Setup(id: "iphone-8", ios: 16, preferred: .lightContent, containers: .stock),
    [.style(.default), .decidedBy("UINavigationController")]),
  Case(
    "YES + stock, tab bar: tab bar controller decides, light ignored",
    Setup(id: "iphone-8", ios: 16, bottom: .tabBar, preferred: .lightContent, containers: .stock),
    [.style(.default), .decidedBy("UITabBarController")]),
  Case(
    "NO: UIApplication's style, VC ignored",
    Setup(
      id: "iphone-8", ios: 16, vcBased: false, preferred: .darkContent, appStyle: .lightContent),
    [.style(.lightContent), .hidden(false), .decidedBy("UIApplication")]),
  Case(
    "NO: VC's prefersStatusBarHidden never read",
    Setup(id: "iphone-8", ios: 16, vcBased: false, prefersHidden: true),
    [.hidden(false), .frame(.statusBar, rect(0, 0, 375, 20)), .decidedBy("UIApplication")]),
  Case(
    "NO: UIApplication hides the status bar",
    Setup(id: "iphone-8", ios: 16, vcBased: false, appHidden: true),
    [.hidden(true), .frame(.statusBar, nil), .decidedBy("UIApplication")]),
  Case(
    "darkContent does not exist on iOS 12", Setup(id: "iphone-8", ios: 12, preferred: .darkContent),
    [.style(.default)]),
  Case(
    "darkContent from iOS 13", Setup(id: "iphone-8", ios: 13, preferred: .darkContent),
    [.style(.darkContent), .decidedBy("topViewController")]),
  Case(
    "launch screen: hidden by Info.plist", Setup(id: "iphone-8", ios: 16, launchScreen: true),
    [.hidden(true), .frame(.statusBar, nil), .decidedBy("Info.plist")]),
  Case(
    "launch screen on iPhone X", Setup(id: "iphone-x", ios: 16, launchScreen: true),
    [.hidden(true), .frame(.statusBar, nil), .decidedBy("Info.plist")]),
  Case(
    "full screen hides it with YES", Setup(id: "iphone-8", ios: 16, fullScreen: true),
    [.hidden(true), .frame(.statusBar, nil)]),
  Case(
    "full screen hides it with NO",
    Setup(id: "iphone-8", ios: 16, fullScreen: true, vcBased: false),
    [.hidden(true), .frame(.statusBar, nil)]),
  Case(
    "iOS 8+ landscape hides it", Setup(id: "iphone-8", ios: 16, orientation: .landscapeLeft),
    [.hidden(true)]),
]

// MARK: - 4b/6. Per-device tables (§1, §2, §3a, decisions 10 and 13)

private enum Cutout: Sendable {
  case homeButton, notch, island
}

private struct DeviceRow: Sendable, CustomTestStringConvertible {
  var id: String
  var width: Double
  var height: Double
  var scale: Double
  var cutout: Cutout
  var first: Int
  var last: Int
  var corner: Double

  var testDescription: String { id }
}

private func row(
  _ id: String, _ size: (Double, Double), _ scale: Double, _ cutout: Cutout,
  _ ios: ClosedRange<Int>, corner: Double
) -> DeviceRow {
  DeviceRow(
    id: id, width: size.0, height: size.1, scale: scale, cutout: cutout, first: ios.lowerBound,
    last: ios.upperBound, corner: corner)
}

private let deviceRows: [DeviceRow] = [
  row("iphone-4", (320, 480), 2, .homeButton, 4...7, corner: 0),
  row("iphone-4s", (320, 480), 2, .homeButton, 5...9, corner: 0),
  row("iphone-5", (320, 568), 2, .homeButton, 6...10, corner: 0),
  row("iphone-5c", (320, 568), 2, .homeButton, 7...10, corner: 0),
  row("iphone-5s", (320, 568), 2, .homeButton, 7...12, corner: 0),
  row("iphone-6", (375, 667), 2, .homeButton, 8...12, corner: 0),
  row("iphone-6-plus", (414, 736), 3, .homeButton, 8...12, corner: 0),
  row("iphone-6s", (375, 667), 2, .homeButton, 9...15, corner: 0),
  row("iphone-6s-plus", (414, 736), 3, .homeButton, 9...15, corner: 0),
  row("iphone-se", (320, 568), 2, .homeButton, 9...15, corner: 0),
  row("iphone-7", (375, 667), 2, .homeButton, 10...15, corner: 0),
  row("iphone-7-plus", (414, 736), 3, .homeButton, 10...15, corner: 0),
  row("iphone-8", (375, 667), 2, .homeButton, 11...16, corner: 0),
  row("iphone-8-plus", (414, 736), 3, .homeButton, 11...16, corner: 0),
  row("iphone-x", (375, 812), 3, .notch, 11...16, corner: 39),
  row("iphone-xs", (375, 812), 3, .notch, 12...18, corner: 39),
  row("iphone-xs-max", (414, 896), 3, .notch, 12...18, corner: 39),
  row("iphone-xr", (414, 896), 2, .notch, 12...18, corner: 41.5),
  row("ipod-touch-7", (320, 568), 2, .homeButton, 12...15, corner: 0),
  row("iphone-11", (414, 896), 2, .notch, 13...26, corner: 41.5),
  row("iphone-11-pro", (375, 812), 3, .notch, 13...26, corner: 39),
  row("iphone-11-pro-max", (414, 896), 3, .notch, 13...26, corner: 39),
  row("iphone-se-2", (375, 667), 2, .homeButton, 13...26, corner: 0),
  row("iphone-12-mini", (375, 812), 3, .notch, 14...26, corner: 44),
  row("iphone-12", (390, 844), 3, .notch, 14...26, corner: 47.33),
  row("iphone-12-pro", (390, 844), 3, .notch, 14...26, corner: 47.33),
  row("iphone-12-pro-max", (428, 926), 3, .notch, 14...26, corner: 53.33),
  row("iphone-13-mini", (375, 812), 3, .notch, 15...26, corner: 44),
  row("iphone-13", (390, 844), 3, .notch, 15...26, corner: 47.33),
  row("iphone-13-pro", (390, 844), 3, .notch, 15...26, corner: 47.33),
  row("iphone-13-pro-max", (428, 926), 3, .notch, 15...26, corner: 53.33),
  row("iphone-se-3", (375, 667), 2, .homeButton, 15...26, corner: 0),
  row("iphone-14", (390, 844), 3, .notch, 16...26, corner: 47.33),
  row("iphone-14-plus", (428, 926), 3, .notch, 16...26, corner: 53.33),
  row("iphone-14-pro", (393, 852), 3, .island, 16...26, corner: 55),
  row("iphone-14-pro-max", (430, 932), 3, .island, 16...26, corner: 55),
  row("iphone-15", (393, 852), 3, .island, 17...26, corner: 55),
  row("iphone-15-plus", (430, 932), 3, .island, 17...26, corner: 55),
  row("iphone-15-pro", (393, 852), 3, .island, 17...26, corner: 55),
  row("iphone-15-pro-max", (430, 932), 3, .island, 17...26, corner: 55),
  row("iphone-16", (393, 852), 3, .island, 18...26, corner: 55),
  row("iphone-16-plus", (430, 932), 3, .island, 18...26, corner: 55),
  row("iphone-16-pro", (402, 874), 3, .island, 18...26, corner: 62),
  row("iphone-16-pro-max", (440, 956), 3, .island, 18...26, corner: 62),
  row("iphone-16e", (390, 844), 3, .notch, 18...26, corner: 47.33),
  // §7d and the research it asked for: corner radius 62 (a simulator reading and eight tables).
  row("iphone-17", (402, 874), 3, .island, 26...26, corner: 62),
  row("iphone-17-pro", (402, 874), 3, .island, 26...26, corner: 62),
  row("iphone-17-pro-max", (440, 956), 3, .island, 26...26, corner: 62),
  row("iphone-air", (420, 912), 3, .island, 26...26, corner: 62),
  row("iphone-17e", (390, 844), 3, .notch, 26...26, corner: 47.33),
]

/// The status bar height of a device on one iOS (decision 10); nil where the reference says U.
///
/// `navigationBarY` is where the navigation bar sits below it (§7a row 9, §7c), when that is not
/// the status bar's bottom edge.
private struct StatusBarRow: Sendable, CustomTestStringConvertible {
  var id: String
  var ios: Int
  var height: Double?
  var navigationBarY: Double? = nil

  var testDescription: String { "\(id) iOS \(ios): \(height.map { "\($0)" } ?? "U")" }
}

private let statusBarRows: [StatusBarRow] =
  [
    ("iphone-4", 4, 20), ("iphone-4", 7, 20), ("iphone-5c", 10, 20), ("iphone-6-plus", 12, 20),
    ("iphone-8", 16, 20), ("iphone-se-2", 13, 20), ("iphone-se-3", 26, 20),
    ("iphone-x", 11, 44), ("iphone-x", 16, 44), ("iphone-xs", 18, 44), ("iphone-xs-max", 12, 44),
    ("iphone-11-pro", 26, 44), ("iphone-11-pro-max", 13, 44),
    ("iphone-xr", 12, 44), ("iphone-xr", 13, 44), ("iphone-xr", 14, 48), ("iphone-xr", 18, 48),
    ("iphone-11", 13, 44), ("iphone-11", 14, 48), ("iphone-11", 26, 48),
    ("iphone-12-mini", 15, 50), ("iphone-12-mini", 26, 50), ("ipod-touch-7", 12, 20),
    ("iphone-13-mini", 15, 50), ("iphone-13-mini", 26, 50),
    ("iphone-12", 14, 47), ("iphone-12-pro", 26, 47), ("iphone-12-pro-max", 14, 47),
    ("iphone-13", 15, 47), ("iphone-13-pro", 15, 47), ("iphone-13-pro-max", 15, 47),
    ("iphone-14", 16, 47), ("iphone-14-plus", 16, 47), ("iphone-14-plus", 26, 47),
    ("iphone-16e", 18, 47), ("iphone-16e", 26, 47),
    ("iphone-17e", 26, 47),
  ].map { StatusBarRow(id: $0.0, ios: $0.1, height: $0.2) }
  // §7a row 9: 44 in statusBarFrame, the bar at 50 on the minis under iOS 14.
  + [StatusBarRow(id: "iphone-12-mini", ios: 14, height: 44, navigationBarY: 50)]
  // §7a row 9: UIKit lays the bar out at 53.67 below a 54-pt statusBarFrame (iOS 16–18).
  + [
    ("iphone-14-pro", 16), ("iphone-14-pro-max", 16), ("iphone-15", 17), ("iphone-15-plus", 17),
    ("iphone-15-pro", 17), ("iphone-15-pro-max", 17), ("iphone-16", 18),
  ].map { StatusBarRow(id: $0.0, ios: $0.1, height: 54, navigationBarY: 53.67) }
  // §7c: on iOS 26 the bar sits at the top safe-area inset (59 on these phones).
  + [("iphone-14-pro", 26), ("iphone-16-plus", 26)].map {
    StatusBarRow(id: $0.0, ios: $0.1, height: 54, navigationBarY: 59)
  }
  + [
    StatusBarRow(id: "iphone-16-pro", ios: 18, height: nil, navigationBarY: 56.33),
    StatusBarRow(id: "iphone-16-pro-max", ios: 18, height: nil, navigationBarY: 56.33),
    StatusBarRow(id: "iphone-16-pro", ios: 26, height: nil, navigationBarY: 62),
    StatusBarRow(id: "iphone-17", ios: 26, height: nil, navigationBarY: 62),
    StatusBarRow(id: "iphone-17-pro-max", ios: 26, height: nil, navigationBarY: 62),
    StatusBarRow(id: "iphone-air", ios: 26, height: nil, navigationBarY: 68),
  ]

/// Safe-area insets of a device on one iOS (§2); nil where the reference says U.
private struct SafeAreaRow: Sendable, CustomTestStringConvertible {
  var id: String
  var ios: Int
  var portrait: EdgeInsets
  var landscapeTop: Double?
  var landscapeSide: Double
  var landscapeBottom: Double?

  var testDescription: String { "\(id) iOS \(ios)" }
}

private func safeRows(
  _ top: Double, _ bottom: Double, side: Double, landscapeTop: Double? = 0,
  landscapeBottom: Double?, _ devices: [(String, Int)]
) -> [SafeAreaRow] {
  devices.map {
    SafeAreaRow(
      id: $0.0, ios: $0.1, portrait: insets(top, 0, bottom, 0), landscapeTop: landscapeTop,
      landscapeSide: side, landscapeBottom: landscapeBottom)
  }
}

private let safeAreaRows: [SafeAreaRow] =
  safeRows(
    20, 0, side: 0, landscapeBottom: 0,
    [
      ("iphone-6", 12), ("iphone-5s", 12), ("iphone-6s", 12), ("iphone-7-plus", 15),
      ("iphone-8", 12), ("iphone-8", 16), ("iphone-8-plus", 16), ("iphone-se", 15),
      ("iphone-se-2", 13), ("iphone-se-3", 26), ("ipod-touch-7", 12), ("ipod-touch-7", 15),
    ])
  // §7a row 7: the key window had no safe area on iOS 11.
  + safeRows(
    0, 0, side: 0, landscapeBottom: 0,
    [("iphone-5s", 11), ("iphone-6s", 11), ("iphone-8", 11), ("iphone-8-plus", 11)])
  + safeRows(
    44, 34, side: 44, landscapeBottom: 21,
    [
      ("iphone-x", 11), ("iphone-x", 16), ("iphone-xs", 12), ("iphone-xs", 18),
      ("iphone-xs-max", 12), ("iphone-xs-max", 18), ("iphone-11-pro", 13), ("iphone-11-pro", 26),
      ("iphone-11-pro-max", 13), ("iphone-11-pro-max", 26), ("iphone-xr", 12), ("iphone-xr", 13),
      ("iphone-11", 13),
    ])
  + safeRows(
    48, 34, side: 48, landscapeBottom: 21,
    [("iphone-xr", 14), ("iphone-xr", 18), ("iphone-11", 14), ("iphone-11", 26)])
  + safeRows(
    50, 34, side: 50, landscapeBottom: 21,
    [("iphone-12-mini", 14), ("iphone-12-mini", 26), ("iphone-13-mini", 15)])
  + safeRows(
    47, 34, side: 47, landscapeBottom: 21,
    [
      ("iphone-12", 14), ("iphone-12", 26), ("iphone-12-pro", 14), ("iphone-13", 15),
      ("iphone-13-pro", 15), ("iphone-14", 16), ("iphone-16e", 18), ("iphone-16e", 26),
      ("iphone-12-pro-max", 14), ("iphone-13-pro-max", 15), ("iphone-14-plus", 16),
      ("iphone-14-plus", 26),
    ])
  + safeRows(
    59, 34, side: 59, landscapeBottom: 21,
    [
      ("iphone-14-pro", 16), ("iphone-14-pro", 26), ("iphone-14-pro-max", 16), ("iphone-15", 17),
      ("iphone-15-plus", 17), ("iphone-15-pro", 17), ("iphone-15-pro-max", 18),
    ])
  + safeRows(
    59, 34, side: 59, landscapeBottom: nil,
    [("iphone-16", 18), ("iphone-16", 26), ("iphone-16-plus", 18)])
  + safeRows(
    62, 34, side: 62, landscapeBottom: nil, [("iphone-16-pro", 18), ("iphone-16-pro-max", 18)])
  + safeRows(
    62, 34, side: 62, landscapeTop: nil, landscapeBottom: nil,
    [
      ("iphone-16-pro", 26), ("iphone-16-pro-max", 26), ("iphone-17", 26), ("iphone-17-pro", 26),
      ("iphone-17-pro-max", 26),
    ])
  // §7d, research A4: the Air's 68-pt top; its landscape insets conflict between sources.
  + safeRows(68, 34, side: 68, landscapeTop: nil, landscapeBottom: nil, [("iphone-air", 26)])
  + safeRows(47, 34, side: 47, landscapeTop: nil, landscapeBottom: nil, [("iphone-17e", 26)])

private let allIDs = [
  "iphone-4", "iphone-4s", "iphone-5", "iphone-5c", "iphone-5s", "iphone-6", "iphone-6-plus",
  "iphone-6s", "iphone-6s-plus", "iphone-se", "iphone-7", "iphone-7-plus", "iphone-8",
  "iphone-8-plus", "iphone-x", "iphone-xs", "iphone-xs-max", "iphone-xr", "ipod-touch-7",
  "iphone-11",
  "iphone-11-pro", "iphone-11-pro-max", "iphone-se-2", "iphone-12-mini", "iphone-12",
  "iphone-12-pro", "iphone-12-pro-max", "iphone-13-mini", "iphone-13", "iphone-13-pro",
  "iphone-13-pro-max", "iphone-se-3", "iphone-14", "iphone-14-plus", "iphone-14-pro",
  "iphone-14-pro-max", "iphone-15", "iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max",
  "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-16e",
  "iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air", "iphone-17e",
]

// MARK: - The suite

@Suite struct ReferenceTableTests {
  @Test(arguments: section0Cases) fileprivate func section0(_ c: Case) throws { try c.run() }

  @Test(arguments: fullScreenCases) fileprivate func fullScreen(_ c: Case) throws { try c.run() }

  @Test(arguments: iPhoneXCases) fileprivate func iPhoneX(_ c: Case) throws { try c.run() }

  @Test(arguments: barCases) fileprivate func bars(_ c: Case) throws { try c.run() }

  @Test(arguments: appearanceCases) fileprivate func statusBarAppearance(_ c: Case) throws {
    try c.run()
  }

  @Test func catalogListsEveryIPhoneOnce() {
    let ids = DeviceCatalog.builtIn.devices.map(\.id)
    #expect(Set(ids).count == ids.count, "duplicate ids in the built-in catalog")
    for id in allIDs { #expect(ids.contains(id), "missing \(id)") }
    #expect(deviceRows.map(\.id) == allIDs)
  }

  @Test(arguments: deviceRows) fileprivate func deviceGeometry(_ r: DeviceRow) throws {
    let d = try #require(DeviceCatalog.builtIn.device(matching: r.id))
    #expect(d.id == r.id)
    #expect(d.points.value == Size(width: r.width, height: r.height), "§1 points")
    #expect(d.scale.value == r.scale, "§1 scale")
    #expect(d.homeButton.value == (r.cutout == .homeButton), "§1 home button")
    #expect((d.notch != nil) == (r.cutout == .notch), "§1 notch")
    #expect((d.dynamicIsland != nil) == (r.cutout == .island), "§1 Dynamic Island")
    #expect((d.homeIndicator != nil) == (r.cutout != .homeButton), "§3d home indicator")
    #expect(abs(d.cornerRadius.value - r.corner) < 0.01, "§3a corner radius")

    let l = ScreenLayout(device: d, settings: Settings(device: d))
    #expect(l.screen == rect(0, 0, r.width, r.height))
    #expect(abs(l.cornerRadius - r.corner) < 0.01, "§3a corner radius in the layout")
    #expect((l.notch != nil) == (r.cutout == .notch))
    #expect((l.dynamicIsland != nil) == (r.cutout == .island))
    if r.cutout == .homeButton {
      #expect(l.homeIndicator == nil)
    } else {
      #expect(l.homeIndicator == rect(0, r.height - 34, r.width, 34), "§3d 34-pt strip")
    }
  }

  /// §0's ranges, which end at iOS 26; iOS 27 (September 2026) runs on every phone iOS 26 ran
  /// on (appledb's iOS 27.0 device map, `appledb-24a437` in the bibliography), so a row that ends
  /// at 26 ends at 27 now.
  @Test(arguments: deviceRows) fileprivate func iosRange(_ r: DeviceRow) throws {
    let d = try #require(DeviceCatalog.builtIn.device(matching: r.id))
    let last = r.last == 26 ? 27 : r.last
    #expect(d.ios.value.first.major == r.first)
    #expect(d.ios.value.last.major == last)
    let expected = (r.first...last).filter { !(19...25).contains($0) }
    #expect(d.versions.map(\.major) == expected)
    for never in 19...25 { #expect(!d.ran(IOSVersion(never)), "iOS \(never) was never released") }
    #expect(Settings(device: d).ios.major == last, "defaults to the newest iOS")
  }

  @Test(arguments: statusBarRows) fileprivate func statusBarHeight(_ r: StatusBarRow) throws {
    let d = try #require(DeviceCatalog.builtIn.device(matching: r.id))
    let setup = Setup(id: r.id, ios: r.ios)
    let l = ScreenLayout(device: d, settings: setup.settings(for: d))
    let bar = try #require(l.statusBar, "portrait status bar shown")
    #expect(bar.minX == 0 && bar.minY == 0 && bar.width == d.points.value.width)
    // Decision 9 as §7a amends it: below the status bar as UIKit lays it out; §7c on iOS 26.
    #expect(
      l.navigationBar?.minY == (r.navigationBarY ?? bar.maxY), "nav bar below the status bar")
    if let height = r.height {
      #expect(d.statusBarHeight(for: IOSVersion(r.ios)).value == height)
      #expect(bar.height == height)
      #expect(!l.approximations.contains(.statusBar))
    } else {
      #expect(d.statusBarHeight(for: IOSVersion(r.ios)).isEstimate)
      #expect(l.approximations.contains(.statusBar))
    }
  }

  @Test(arguments: safeAreaRows) fileprivate func safeArea(_ r: SafeAreaRow) throws {
    let d = try #require(DeviceCatalog.builtIn.device(matching: r.id))
    let era = try #require(d.safeAreaEra(for: IOSVersion(r.ios)))
    #expect(era.portrait.value == r.portrait, "§2 portrait (catalog)")

    let portrait = ScreenLayout(device: d, settings: Setup(id: r.id, ios: r.ios).settings(for: d))
    #expect(portrait.safeAreaInsets == r.portrait, "§2 portrait (layout)")

    for orientation in [Orientation.landscapeLeft, .landscapeRight] {
      let setup = Setup(id: r.id, ios: r.ios, orientation: orientation)
      let l = ScreenLayout(device: d, settings: setup.settings(for: d))
      let got = try #require(l.safeAreaInsets)
      #expect(got.left == r.landscapeSide, "§2 landscape left, \(orientation)")
      #expect(got.right == r.landscapeSide, "§2 landscape right, \(orientation)")
      if let top = r.landscapeTop { #expect(got.top == top, "§2 landscape top, \(orientation)") }
      if let bottom = r.landscapeBottom {
        #expect(got.bottom == bottom, "§2 landscape bottom, \(orientation)")
      }
      if r.landscapeTop == nil || r.landscapeBottom == nil {
        #expect(l.approximations.contains(.safeAreaInsets), "U landscape value, \(orientation)")
      } else {
        #expect(era.landscape.value == got, "catalog landscape era matches the layout")
      }
    }
  }

  @Test(arguments: [4, 6, 7, 10]) func noSafeAreaBeforeIOS11(_ ios: Int) throws {
    let id = ios <= 7 ? "iphone-4" : "iphone-7"
    let l = try Setup(id: id, ios: ios).layout()
    #expect(l.safeAreaInsets == nil)
    #expect((l.layoutGuides != nil) == (ios >= 7), "layout guides exactly on iOS 7–10")
  }
}
