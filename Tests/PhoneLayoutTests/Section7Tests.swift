// The reference's section 7 (2026-12-01): corrections from independent measurements, iOS 26's
// bars, and the phones the catalog lacked. One test (or more) per row, every expected number
// read off /work/shared/reference/ios-geometry.md §7 (or the research notes it asked for, cited
// where used), never off the code's output.

import PhoneLayout
import TestSupport
import Testing

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

private func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double)
  -> EdgeInsets
{
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Whether two numbers agree to the report's precision (two decimals).
private func close(_ a: Double?, _ b: Double) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 0.005
}

@Suite struct Section7Tests {
  // MARK: - §7a: decisions amended

  /// Row 7: the key window has no safe area on iOS 11 on a home-button phone; from iOS 12 its top
  /// inset is the status bar.
  ///
  /// The view controller's own insets include the status bar and bars.
  @Test func row7HomeButtonWindowHasNoSafeAreaOnIOS11() {
    let eleven = makeLayout("iphone-8", ios: 11)
    #expect(eleven.safeAreaInsets == insets(0, 0, 0, 0))
    #expect(eleven.viewSafeAreaInsets?.top == 64, "status bar 20 + navigation bar 44")
    #expect(!eleven.approximations.contains(.safeAreaInsets))
    let twelve = makeLayout("iphone-8", ios: 12)
    #expect(twelve.safeAreaInsets == insets(20, 0, 0, 0))
    for id in ["iphone-5s", "iphone-6", "iphone-7-plus", "iphone-se"] {
      #expect(makeLayout(id, ios: 11).safeAreaInsets?.top == 0, "\(id) iOS 11")
    }
  }

  /// Row 8: the Face ID toolbar is 44 high above the 34-pt home-indicator strip.
  @Test func row8FaceIDToolbarIs44AboveTheStrip() {
    let x = makeLayout("iphone-x", ios: 16)
    #expect(x.toolbar == rect(0, 812 - 34 - 44, 375, 44))
    #expect(!x.approximations.contains(.toolbar))
    let pro = makeLayout("iphone-14-pro", ios: 18)
    #expect(pro.toolbar == rect(0, 852 - 34 - 44, 393, 44))
    #expect(pro.toolbar?.maxY == pro.homeIndicator?.minY, "the bar ends where the strip starts")
  }

  /// Row 9: on Dynamic Island phones, iOS 16–18, the navigation bar sits at 53.67 while
  /// `statusBarFrame` reads 54; content under it starts at 97.67.
  @Test(arguments: [
    ("iphone-14-pro", 16), ("iphone-14-pro", 17), ("iphone-14-pro-max", 18), ("iphone-15", 17),
    ("iphone-15-plus", 18), ("iphone-15-pro", 17), ("iphone-15-pro-max", 18), ("iphone-16", 18),
    ("iphone-16-plus", 18),
  ])
  func row9DynamicIslandNavigationBarAt53_67(_ id: String, _ ios: Int) {
    let l = makeLayout(id, ios: ios)
    #expect(l.statusBar?.height == 54)
    #expect(close(l.navigationBar?.minY, 53.67))
    #expect(close(l.contentRect.minY, 97.67))
    #expect(!l.approximations.contains(.navigationBar))
  }

  /// Row 9: the 16 Pro and 16 Pro Max on iOS 18 put the bar at 56.33.
  @Test(arguments: ["iphone-16-pro", "iphone-16-pro-max"])
  func row9SixteenProNavigationBarAt56_33(_ id: String) {
    let l = makeLayout(id, ios: 18)
    #expect(close(l.navigationBar?.minY, 56.33))
    #expect(close(l.contentRect.minY, 100.33))
  }

  /// Row 9: the minis under iOS 14 report a 44-pt `statusBarFrame` but put the bar at 50, a
  /// 6-pt gap; from iOS 15 both are 50.
  @Test(arguments: ["iphone-12-mini"])
  func row9MiniOnIOS14LeavesASixPointGap(_ id: String) {
    let fourteen = makeLayout(id, ios: 14)
    #expect(fourteen.statusBar?.height == 44)
    #expect(fourteen.navigationBar == rect(0, 50, 375, 44))
    #expect(fourteen.navigationBar!.minY - fourteen.statusBar!.maxY == 6)
    #expect(fourteen.contentRect.minY == 94)
    let fifteen = makeLayout(id, ios: 15)
    #expect(fifteen.statusBar?.height == 50)
    #expect(fifteen.navigationBar?.minY == 50)
  }

  /// Row 9, the general rule: with the status bar hidden, the bar sits at the top safe-area
  /// inset.
  @Test func row9HiddenStatusBarPutsTheBarAtTheTopInset() {
    let l = makeLayout("iphone-14-pro", ios: 17) { $0.prefersStatusBarHidden = true }
    #expect(l.statusBar == nil)
    #expect(l.navigationBar?.minY == 59)
  }

  /// Row 10: the 16 Pro's status bar stays flagged.
  @Test(arguments: ["iphone-16-pro", "iphone-16-pro-max"])
  func row10SixteenProStatusBarStaysAnEstimate(_ id: String) {
    let l = makeLayout(id, ios: 18)
    #expect(l.approximations.contains(.statusBar))
    #expect(l.device.statusBarHeight(for: IOSVersion(18)).isEstimate)
  }

  // MARK: - §7b: sizes corrected

  /// UIKit's own notch sizes (decompiled iOS 18.0 `+notchSize`), status C.
  @Test(
    arguments: [
      ("iphone-xr", 227, 32), ("iphone-11", 227, 32), ("iphone-xs-max", 209.33, 30),
      ("iphone-11-pro-max", 209.33, 30), ("iphone-12-pro-max", 209.33, 32),
      ("iphone-12-mini", 226, 34.33), ("iphone-13", 161.33, 33.67),
      ("iphone-13-pro", 161.33, 33.67),
      ("iphone-14", 161.33, 33.67), ("iphone-16e", 161.33, 33.67),
      ("iphone-13-pro-max", 161.33, 33.67), ("iphone-14-plus", 161.33, 33.67),
      ("iphone-13-mini", 174, 37.33),
    ] as [(String, Double, Double)])
  func notchSizes(_ id: String, _ width: Double, _ height: Double) {
    let l = makeLayout(id)
    #expect(l.notch?.width == width && l.notch?.height == height)
    #expect(close(l.notch?.midX, l.screen.midX))
    #expect(l.notch?.minY == 0)
    #expect(!l.approximations.contains(.notch))
  }

  /// The pill: 5 high, 8 above the bottom edge; round(short side × 0.3574) in portrait, which
  /// reproduces every §3d width, and round(long side × 0.2571) in landscape (209 on 375 × 812).
  @Test(
    arguments: [
      ("iphone-x", 375, 812, 134, 209), ("iphone-12", 390, 844, 139, 217),
      ("iphone-11", 414, 896, 148, 230), ("iphone-12-pro-max", 428, 926, 153, 238),
      ("iphone-14-pro", 393, 852, 140, 219), ("iphone-16-pro-max", 440, 956, 157, 246),
    ] as [(String, Double, Double, Double, Double)])
  func homeIndicatorPill(
    _ id: String, _ width: Double, _ height: Double, _ portrait: Double, _ landscape: Double
  ) {
    #expect((width * 0.3574).rounded() == portrait && (height * 0.2571).rounded() == landscape)
    let up = makeLayout(id)
    #expect(up.homeIndicatorPill == rect((width - portrait) / 2, height - 8 - 5, portrait, 5))
    let side = makeLayout(id) { $0.orientation = .landscapeLeft }
    #expect(side.homeIndicatorPill == rect((height - landscape) / 2, width - 8 - 5, landscape, 5))
    #expect(!up.approximations.contains(.homeIndicatorPill))
    #expect(!side.approximations.contains(.homeIndicatorPill))
  }

  /// The 16 Pro's island: 125 × 36.67 at y 14 (a device's `_exclusionArea`, S); the other island
  /// phones keep y 11–11.33.
  @Test func sixteenProIsland() {
    let pro = makeLayout("iphone-16-pro", ios: 26)
    #expect(pro.dynamicIsland == rect((402 - 125) / 2, 14, 125, 36.67))
    #expect(pro.dynamicIsland?.minX == 138.5, "the exclusion area's 138.33 is within a point")
    for id in ["iphone-14-pro", "iphone-15", "iphone-16-plus"] {
      let y = makeLayout(id).dynamicIsland?.minY ?? -1
      #expect((11...11.33).contains(y), "\(id) island at \(y)")
    }
  }

  // MARK: - §7c: iOS 26 (Liquid Glass)

  /// The navigation bar is 54 high at the top safe-area inset: 59 on Dynamic Island phones, 62 on
  /// the 16 Pro family and the 17s, the status bar's height on notch and home-button phones.
  @Test(arguments: [
    ("iphone-14-pro", 59.0), ("iphone-16-plus", 59), ("iphone-16-pro", 62), ("iphone-17", 62),
    ("iphone-17-pro-max", 62), ("iphone-air", 68), ("iphone-11", 48), ("iphone-12-mini", 50),
    ("iphone-14-plus", 47), ("iphone-16e", 47), ("iphone-se-3", 20),
  ])
  func liquidGlassNavigationBar(_ id: String, _ top: Double) {
    let l = makeLayout(id, ios: 26)
    #expect(l.navigationBar?.minY == top)
    #expect(l.navigationBar?.height == 54)
    #expect(l.safeAreaInsets?.top == top)
    #expect(l.contentRect.minY == top + 54)
    if id == "iphone-11" || id == "iphone-se-3" {
      #expect(l.navigationBar?.minY == l.statusBar?.maxY, "the inset is the status bar here")
    }
  }

  /// The toolbar is 48 high, a single source: an estimate.
  @Test func liquidGlassToolbarIs48AndAnEstimate() {
    let se = makeLayout("iphone-se-3", ios: 26)
    #expect(se.toolbar == rect(0, 667 - 48, 375, 48))
    #expect(se.approximations.contains(.toolbar))
    let pro = makeLayout("iphone-17-pro", ios: 26)
    #expect(pro.toolbar?.height == 48)
    #expect(close(pro.toolbar?.maxY, 874 - 34), "above the home-indicator strip")
  }

  /// The tab bar floats as a capsule above the home indicator; its frame is an estimate.
  @Test func liquidGlassTabBarFloats() {
    let l = makeLayout("iphone-17", ios: 26) { $0.bottomBar = .tabBar }
    let bar = try! #require(l.tabBar)
    #expect(bar.minX > 0 && bar.maxX < 402, "not edge to edge")
    #expect(bar.maxY < 874 - 8, "above the bottom edge")
    #expect(l.approximations.contains(.tabBar))
    // research B: a probe on an iPhone 17 reads safeAreaInsets.bottom 83 (34 + 49).
    #expect(l.viewSafeAreaInsets?.bottom == 83)
    #expect(!l.approximations.contains(.contentRect))
  }

  /// Landscape bars on iOS 26 are unknown: flagged.
  @Test func liquidGlassLandscapeBarsAreFlagged() {
    let l = makeLayout("iphone-16-pro", ios: 26) { $0.orientation = .landscapeLeft }
    #expect(l.approximations.contains(.navigationBar))
    #expect(l.approximations.contains(.toolbar))
  }

  /// `UIDesignRequiresCompatibility`: iOS 26 with the iOS 18 bars and metrics.
  @Test func designCompatibilityKeepsTheIOS18Bars() {
    let glass = makeLayout("iphone-14-pro", ios: 26)
    let compatible = makeLayout("iphone-14-pro", ios: 26) { $0.designCompatibility = true }
    let eighteen = makeLayout("iphone-14-pro", ios: 18)
    #expect(glass.navigationBar?.height == 54)
    #expect(compatible.navigationBar == eighteen.navigationBar)
    #expect(compatible.toolbar == eighteen.toolbar)
    #expect(compatible.contentRect == eighteen.contentRect)
    #expect(close(compatible.navigationBar?.minY, 53.67))
    let tabs = makeLayout("iphone-14-pro", ios: 26) {
      $0.designCompatibility = true
      $0.bottomBar = .tabBar
    }
    #expect(tabs.tabBar == rect(0, 852 - 83, 393, 83))
    #expect(tabs.ignoredOptions.isEmpty)
    let old = makeLayout("iphone-14-pro", ios: 17) { $0.designCompatibility = true }
    #expect(old.ignoredOptions == [.designCompatibility(IOSVersion(17))])
    #expect(old.navigationBar == makeLayout("iphone-14-pro", ios: 17).navigationBar)
  }

  // MARK: - §7d: phones the catalog lacked

  /// The 17 family and the Air: sizes, iOS 26 (and iOS 27, which kept every iOS 26 phone),
  /// insets, and the bar positions §7d gives (under UIDesignRequiresCompatibility, on iOS 26).
  @Test(
    arguments: [
      ("iphone-17", 402, 874, 62, 56.33), ("iphone-17-pro", 402, 874, 62, 56.33),
      ("iphone-17-pro-max", 440, 956, 62, 56.33), ("iphone-air", 420, 912, 68, 62.33),
    ] as [(String, Double, Double, Double, Double)])
  func newPhones(_ id: String, _ width: Double, _ height: Double, _ top: Double, _ barY: Double)
    throws
  {
    let d = try #require(DeviceCatalog.builtIn.device(matching: id))
    #expect(d.points.value == Size(width: width, height: height))
    #expect(d.scale.value == 3)
    #expect(d.versions == [IOSVersion(26), IOSVersion(27)])
    #expect(d.dynamicIsland != nil && d.notch == nil && !d.homeButton.value)
    let l = makeLayout(id)
    #expect(l.safeAreaInsets == insets(top, 0, 34, 0))
    let compatible = makeLayout(id, ios: 26) { $0.designCompatibility = true }
    #expect(close(compatible.navigationBar?.minY, barY))
    let landscape = makeLayout(id) { $0.orientation = .landscapeRight }
    #expect(landscape.safeAreaInsets?.left == top && landscape.safeAreaInsets?.right == top)
    #expect(landscape.approximations.contains(.safeAreaInsets), "landscape insets conflict")
  }

  /// The Air's landscape insets as the test fixture §7d cites gives them: 20/68/29/68.
  @Test func airLandscape() {
    let l = makeLayout("iphone-air") { $0.orientation = .landscapeLeft }
    #expect(l.safeAreaInsets == insets(20, 68, 29, 68))
  }

  /// The 17 family's landscape on iOS 26: top 20, sides 62, bottom 20 (§7d).
  @Test func seventeenLandscape() {
    let l = makeLayout("iphone-17") { $0.orientation = .landscapeLeft }
    #expect(l.safeAreaInsets == insets(20, 62, 20, 62))
  }

  /// The iPod touch (7th generation): 320 × 568 @2x, a home button, iOS 12–15.
  @Test func iPodTouch7() throws {
    let d = try #require(DeviceCatalog.builtIn.device(matching: "ipod-touch-7"))
    #expect(d.points.value == Size(width: 320, height: 568))
    #expect(d.scale.value == 2)
    #expect(d.homeButton.value)
    #expect(d.versions.map(\.major) == [12, 13, 14, 15])
    let l = makeLayout("ipod-touch-7")
    #expect(l.safeAreaInsets == insets(20, 0, 0, 0))
    #expect(l.navigationBar == rect(0, 20, 320, 44))
  }

  // MARK: - The issue's worked examples

  @Test func issueExamples() {
    let pro = makeLayout("iphone-14-pro", ios: 17)
    #expect(close(pro.navigationBar?.minY, 53.67) && close(pro.contentRect.minY, 97.67))
    let mini = makeLayout("iphone-12-mini", ios: 14)
    #expect(mini.navigationBar?.minY == 50 && mini.statusBar?.height == 44)
    let eight = makeLayout("iphone-8", ios: 11)
    #expect(eight.safeAreaInsets?.top == 0 && eight.viewSafeAreaInsets?.top == 64)
    let x = makeLayout("iphone-x", ios: 16) { $0.bottomBar = .tabBar }
    #expect(x.viewSafeAreaInsets == insets(88, 0, 83, 0))
    #expect(x.safeAreaLayoutGuide == rect(0, 88, 375, 641))
  }

  /// The view controller's safe area does not exist before iOS 11.
  @Test func noViewControllerSafeAreaBeforeIOS11() {
    let l = makeLayout("iphone-7", ios: 10)
    #expect(l.viewSafeAreaInsets == nil && l.safeAreaLayoutGuide == nil)
  }
}
