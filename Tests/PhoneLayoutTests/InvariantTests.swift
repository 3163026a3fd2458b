import Glibc
import PhoneLayout
import TestSupport
import Testing

/// Every device × every iOS it ran × every orientation × every geometry toggle, checked in one
/// loop that collects all failures and reports them together.
@Suite struct InvariantTests {
  /// additionalSafeAreaInsets: none, ordinary, and larger than any screen (the CLI accepts 1000).
  static let additionalInsets = [
    EdgeInsets.zero, EdgeInsets(top: 10, left: 5, bottom: 20, right: 5),
    EdgeInsets(top: 1000, left: 1000, bottom: 0, right: 0),
  ]

  /// The settings that change geometry, each over all of its values.
  static func toggleCombinations(for device: Device, ios: IOSVersion, orientation: Orientation)
    -> [Settings]
  {
    var all: [Settings] = []
    for hotspot in [0, 1] {
      for fullScreen in [false, true] {
        for nav in NavigationBarMode.allCases {
          for bottom in BottomBar.allCases {
            for edges in ExtendedEdges.allCases {
              for opaque in [false, true] {
                for extend in [false, true] {
                  for hidden in [false, true] {
                    for launch in [false, true] {
                      for additional in Self.additionalInsets {
                        // iOS 26 with and without UIDesignRequiresCompatibility; iOS 27 built
                        // with its own SDK and with iOS 26's (issue 20).
                        for variant in ios.major >= 26 ? [false, true] : [false] {
                          var s = Settings(device: device)
                          s.ios = ios
                          s.orientation = orientation
                          s.hotspotConnections = hotspot
                          s.fullScreen = fullScreen
                          s.navigationBar = nav
                          s.bottomBar = bottom
                          s.edges = edges
                          s.opaqueBars = opaque
                          s.extendOpaque = extend
                          s.prefersStatusBarHidden = hidden
                          s.launchScreen = launch
                          s.additionalInsets = additional
                          if ios.major == 26 { s.designCompatibility = variant }
                          if ios.major >= 27 && variant { s.sdk = 26 }
                          for pose in device.foldable == nil ? [Pose.folded] : Pose.allCases {
                            s.pose = pose
                            all.append(s)
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    return all
  }

  /// What a layout reports, as plain values a test can break on purpose.
  struct Observed {
    var settings: Settings
    var device: Device
    var screen: Rect
    var statusBar, hotspotBar, navigationBar, toolbar, tabBar, notch, dynamicIsland: Rect?
    var homeIndicator, homeIndicatorPill: Rect?
    var rootView, contentView, contentRect: Rect
    var safeAreaInsets, viewSafeAreaInsets: EdgeInsets?
    var safeAreaLayoutGuide: Rect?
    var layoutGuides: LayoutGuides?
    var hotspotConnected: Bool
    var display: Display
    var window: Rect
    var sizeClasses: (horizontal: SizeClass, vertical: SizeClass)

    init(_ l: ScreenLayout) {
      display = l.display
      window = l.window
      sizeClasses = l.sizeClasses
      settings = l.settings
      device = l.device
      screen = l.screen
      statusBar = l.statusBar
      hotspotBar = l.hotspotBar
      navigationBar = l.navigationBar
      toolbar = l.toolbar
      tabBar = l.tabBar
      notch = l.notch
      dynamicIsland = l.dynamicIsland
      homeIndicator = l.homeIndicator
      homeIndicatorPill = l.homeIndicatorPill
      rootView = l.rootView
      contentView = l.contentView
      contentRect = l.contentRect
      safeAreaInsets = l.safeAreaInsets
      viewSafeAreaInsets = l.viewSafeAreaInsets
      safeAreaLayoutGuide = l.safeAreaLayoutGuide
      layoutGuides = l.layoutGuides
      hotspotConnected = l.hotspotConnected
    }
  }

  /// The violated invariants of one layout, as short phrases.
  static func violations(_ layout: ScreenLayout) -> [String] { violations(Observed(layout)) }

  /// The violated invariants of what a layout reports.
  static func violations(_ l: Observed) -> [String] {
    var v: [String] = []
    let s = l.settings
    let ios = s.ios.major
    let screen = l.screen
    let named: [(String, Rect?)] = [
      ("statusBar", l.statusBar), ("hotspotBar", l.hotspotBar), ("navigationBar", l.navigationBar),
      ("toolbar", l.toolbar), ("tabBar", l.tabBar), ("notch", l.notch),
      ("dynamicIsland", l.dynamicIsland), ("homeIndicator", l.homeIndicator),
      ("homeIndicatorPill", l.homeIndicatorPill), ("rootView", l.rootView),
      ("contentView", l.contentView), ("contentRect", l.contentRect),
    ]
    for (name, rect) in named {
      guard let rect else { continue }
      if !(rect.width >= 0 && rect.height >= 0) { v.append("\(name) has a negative size") }
      if !screen.contains(rect) { v.append("\(name) \(ScreenLayout.text(rect)) leaves the screen") }
    }
    // The display's size: a foldable open shows its inner display, wide when held upright.
    let inner = l.device.foldable.map { $0.inner.value }
    let expectedScreen =
      l.display == .inner
      ? (s.orientation.isLandscape ? inner! : inner!.transposed)
      : (s.orientation.isLandscape ? l.device.points.value.transposed : l.device.points.value)
    if screen.size != expectedScreen { v.append("screen is not the display's size") }
    if !screen.contains(l.window) { v.append("the window leaves the display") }
    if !l.rootView.contains(l.contentView) { v.append("contentView leaves the rootView") }
    if !l.contentView.contains(l.contentRect) { v.append("contentRect leaves the contentView") }
    for (name, bar) in [
      ("statusBar", l.statusBar), ("navigationBar", l.navigationBar), ("toolbar", l.toolbar),
      ("tabBar", l.tabBar),
    ] {
      if let bar, bar.overlaps(l.contentRect) { v.append("contentRect overlaps the \(name)") }
    }
    // §7a: UIKit may lay the bar out up to a point above statusBarFrame's bottom (53.67 under 54).
    // (A status bar down a foldable's strip or in its corner is beside a top bar, not above it.)
    if let status = l.statusBar, status.width == screen.width, let nav = l.navigationBar,
      nav.minY < status.maxY - 1
    {
      v.append("navigationBar starts inside the status bar")
    }
    if let strip = l.homeIndicator, let toolbar = l.toolbar, toolbar.maxY > strip.minY + 0.001 {
      v.append("the toolbar reaches into the home-indicator strip")
    }
    if ios >= 11 {
      if let view = l.viewSafeAreaInsets {
        if l.contentView.inset(by: view) != l.contentRect {
          v.append("viewSafeAreaInsets do not give the content rect")
        }
      } else {
        v.append("no viewSafeAreaInsets on iOS 11+")
      }
      if l.safeAreaLayoutGuide != l.contentRect {
        v.append("safeAreaLayoutGuide is not the content rect")
      }
    } else if l.viewSafeAreaInsets != nil || l.safeAreaLayoutGuide != nil {
      v.append("a view controller safe area before iOS 11")
    }
    if let nav = l.navigationBar, let bottom = l.toolbar ?? l.tabBar, nav.overlaps(bottom) {
      v.append("top and bottom bars overlap")
    }
    if l.toolbar != nil && l.tabBar != nil { v.append("toolbar and tab bar at once") }
    if let insets = l.safeAreaInsets {
      if ios < 11 { v.append("safeAreaInsets before iOS 11") }
      if min(insets.top, insets.left, insets.bottom, insets.right) < 0 {
        v.append("a negative safe-area inset")
      }
      let safe = screen.inset(by: insets)
      if safe.isEmpty { v.append("the safe area is empty") }
      if !safe.contains(l.contentRect) { v.append("contentRect leaves the window's safe area") }
      // Reference §2: landscape side insets are symmetric whichever side the notch is on; a
      // foldable's strip is on one side (§8b).
      if s.orientation.isLandscape && insets.left != insets.right && l.device.foldable == nil {
        v.append("landscape side insets are not symmetric")
      }
    } else if ios >= 11 {
      v.append("no safeAreaInsets on iOS 11+")
    }
    if (l.layoutGuides != nil) != (7...10).contains(ios) {
      v.append("layoutGuides outside iOS 7-10")
    }
    if let guides = l.layoutGuides, guides.top < 0 || guides.bottom < 0 {
      v.append("a negative layout guide")
    }
    if l.hotspotConnected {
      if l.device.hasFaceID || ios > 12 {
        v.append("IS_HOTSPOT_CONNECTED on a phone without the bar")
      }
      if s.orientation.isLandscape { v.append("IS_HOTSPOT_CONNECTED in landscape") }
    }
    if let bar = l.hotspotBar {
      guard let status = l.statusBar, status.height == 40, status.contains(bar) else {
        v.append("hotspotBar outside a 40-pt status bar")
        return v
      }
    }
    if l.hotspotBar != nil && (!s.hotspotOn || l.device.hasFaceID || ios > 12) {
      v.append("double-height bar where decision 3 says there is none")
    }
    if s.fullScreen {
      if l.navigationBar != nil || l.toolbar != nil || l.tabBar != nil {
        v.append("a bar shows in full screen")
      }
      // Stock containers with the key YES never ask the top view controller (decision 11).
      let nothingHides =
        s.ios.major >= 7 && s.viewControllerBasedAppearance && s.containers == .stock
      if l.statusBar != nil && !nothingHides { v.append("the status bar shows in full screen") }
      // The app's window: the screen, but for an old-SDK app kept out of a foldable's strip.
      if l.contentView != l.window { v.append("full-screen content is not the window") }
    }
    // Apple: hidden in a vertically compact environment, iOS 8+ (every iPhone in landscape, not
    // a foldable's inner display).
    if s.orientation.isLandscape && ios >= 8 && l.statusBar != nil
      && l.sizeClasses.vertical == .compact
    {
      v.append("status bar shown in landscape on iOS 8+")
    }
    if (l.homeIndicator != nil) != l.device.hasFaceID { v.append("home indicator strip mismatch") }
    if s.orientation == .portrait, let cutout = l.notch ?? l.dynamicIsland,
      abs(cutout.midX - screen.midX) > 0.01
    {
      v.append("cutout not centred")
    }
    if s.orientation == .landscapeLeft, let cutout = l.notch ?? l.dynamicIsland,
      cutout.midX < screen.midX
    {
      v.append("landscape-left cutout not on the right")
    }
    if s.orientation == .landscapeRight, let cutout = l.notch ?? l.dynamicIsland,
      cutout.midX > screen.midX
    {
      v.append("landscape-right cutout not on the left")
    }
    return v
  }

  /// Which toggle combinations a run checks: every one when `SAFEAREA_FULL_SWEEP` is set (CI
  /// sets it), else one in `sampleStride`, from an offset the seed picks (`SAFEAREA_SWEEP_SEED`,
  /// else the time), printed with any failure so that it can be run again.
  static let sampleStride = 64
  static let fullSweep = environment("SAFEAREA_FULL_SWEEP") != nil
  static let seed: Int =
    environment("SAFEAREA_SWEEP_SEED").flatMap { Int($0) }
    ?? Int(ContinuousClock.now.hashValue & 0xFFFF)

  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Every device × every iOS it ran × every orientation (and pose) × every geometry toggle × the
  /// status bar shown or hidden (both ways it can be hidden: the view controller, the launch
  /// screen); iOS 26 with and without the compatibility switch, iOS 27 with its SDK and iOS 26's.
  @Test func invariantsHoldOverTheWholeCatalog() async {
    let stride = Self.fullSweep ? 1 : Self.sampleStride
    let offset = Self.seed % stride
    let results = await withTaskGroup(of: (Int, Int, [String]).self) { group in
      for device in DeviceCatalog.builtIn.devices {
        group.addTask {
          var failures: [String] = []
          var count = 0
          var checked = 0
          for ios in device.versions {
            for orientation in Orientation.allCases {
              for settings in Self.toggleCombinations(
                for: device, ios: ios, orientation: orientation)
              {
                count += 1
                guard (count + offset) % stride == 0 else { continue }
                checked += 1
                let layout = ScreenLayout(device: device, settings: settings)
                for problem in Self.violations(layout) where failures.count < 20 {
                  failures.append(
                    "\(device.id) iOS \(ios.major) \(orientation.rawValue) \(settings): \(problem)")
                }
              }
            }
          }
          return (count, checked, failures)
        }
      }
      var all: (Int, Int, [String]) = (0, 0, [])
      for await (count, checked, failures) in group {
        all.0 += count
        all.1 += checked
        all.2 += failures
      }
      return all
    }
    // 792 device × iOS × orientation combinations, iOS 26 and 27 twice (the compatibility
    // switch; the SDK), the Duo in three poses, × 3,456 toggle combinations (counted from
    // assets/devices.json by hand: Σ versions × 3 orientations × variants × poses × 3,456).
    #expect(results.0 == 3_452_544, "the sweep enumerates \(results.0) layouts")
    #expect(
      results.1 >= results.0 / stride && results.1 <= results.0 / stride + 53,
      "checked \(results.1) of \(results.0) (one in \(stride))")
    let first = results.2.prefix(20).joined(separator: "\n")
    #expect(
      results.2.isEmpty,
      "\(results.2.count) violations (seed \(Self.seed), one in \(stride)), first: \(first)")
  }

  /// The frames of a layout, for comparing two layouts' geometry.
  static func frames(_ l: ScreenLayout) -> [Rect?] {
    [
      l.screen, l.statusBar, l.hotspotBar, l.navigationBar, l.toolbar, l.tabBar, l.notch,
      l.dynamicIsland, l.homeIndicator, l.rootView, l.contentView, l.contentRect,
      l.homeIndicatorPill,
      l.safeAreaInsets.map { Rect(x: $0.top, y: $0.left, width: $0.bottom, height: $0.right) },
    ]
  }

  /// The status bar appearance toggles reach the geometry only through the hidden status bar.
  ///
  /// `s`, `v`, `c`, `l`, the application's flag and style: every combination of them,
  /// on every device, iOS and orientation, lays out exactly as the plain settings with that
  /// outcome. With the sweep above, the invariants hold for every toggle combination.
  @Test func appearanceTogglesChangeGeometryOnlyThroughHiddenStatusBar() {
    var failures: [String] = []
    var count = 0
    let preferences: [(StatusBarStyle, Bool)] = [
      (.default, false), (.lightContent, false), (.darkContent, false), (.default, true),
    ]
    for device in DeviceCatalog.builtIn.devices {
      for ios in device.versions {
        for orientation in Orientation.allCases {
          for bottom in [BottomBar.toolbar, .tabBar] {
            for nav in [NavigationBarMode.standard, .none] {
              for vcBased in [true, false] {
                for containers in Containers.allCases {
                  for (style, hidden) in preferences {
                    for appHidden in [false, true] {
                      for appStyle in [StatusBarStyle.default, .lightContent] {
                        for launch in [false, true] {
                          var s = Settings(device: device)
                          s.ios = ios
                          s.orientation = orientation
                          s.bottomBar = bottom
                          s.navigationBar = nav
                          s.hotspotConnections = 1
                          s.viewControllerBasedAppearance = vcBased
                          s.containers = containers
                          s.preferredStyle = style
                          s.prefersStatusBarHidden = hidden
                          s.applicationStatusBarHidden = appHidden
                          s.applicationStyle = appStyle
                          s.launchScreen = launch
                          count += 1
                          // One in the sweep's stride unless the full sweep is asked for.
                          let stride = Self.fullSweep ? 1 : Self.sampleStride / 4
                          guard (count + Self.seed) % stride == 0 else { continue }
                          let layout = ScreenLayout(device: device, settings: s)
                          var plain = Settings(device: device)
                          plain.ios = ios
                          plain.orientation = orientation
                          plain.bottomBar = bottom
                          plain.navigationBar = nav
                          plain.hotspotConnections = 1
                          // Hidden the way every iOS honours: the view controller and UIApplication.
                          plain.prefersStatusBarHidden = layout.statusBarAppearance.hidden
                          plain.applicationStatusBarHidden = layout.statusBarAppearance.hidden
                          let reference = ScreenLayout(device: device, settings: plain)
                          if Self.frames(layout) != Self.frames(reference) && failures.count < 20 {
                            failures.append(
                              "\(device.id) iOS \(ios.major) \(orientation.rawValue) \(s)")
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    #expect(count == 792 * 512, "\(count) combinations: 792 device × iOS × orientation × 512")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// The checker itself must be able to fail: a layout broken on purpose is caught.
  @Test func violationsCatchABrokenLayout() {
    let device = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    let layout = ScreenLayout(device: device, settings: Settings(device: device))
    #expect(Self.violations(layout).isEmpty)
    var broken = Observed(layout)
    broken.contentRect = Rect(x: 0, y: 0, width: 375, height: 900)
    broken.safeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 0)
    let found = Self.violations(broken)
    #expect(found.contains { $0.contains("leaves the screen") })
    #expect(found.contains { $0.contains("overlaps the statusBar") })
  }
}
