import PhoneLayout
import TestSupport
import Testing

/// Decision 11 and seed 002, over every combination of the resolver's inputs on every iOS.
@Suite struct StatusBarAppearanceTests {
  @Test func everyCombinationFollowsDecision11() {
    var failures: [String] = []
    var count = 0
    let device = DeviceCatalog.builtIn.device(matching: "iphone-4")!
    let versions = ((4...18).map { IOSVersion($0) }) + [IOSVersion(26), IOSVersion(27)]
    for ios in versions {
      for orientation in Orientation.allCases {
        for vcBased in [true, false] {
          for containers in Containers.allCases {
            for style in StatusBarStyle.allCases {
              for vcHidden in [false, true] {
                for appStyle in StatusBarStyle.allCases {
                  for appHidden in [false, true] {
                    for fullScreen in [false, true] {
                      for launch in [false, true] {
                        for bottom in [BottomBar.toolbar, .tabBar] {
                          for navVisible in [true, false] {
                            var s = Settings(device: device)
                            s.ios = ios
                            s.orientation = orientation
                            s.viewControllerBasedAppearance = vcBased
                            s.containers = containers
                            s.preferredStyle = style
                            s.prefersStatusBarHidden = vcHidden
                            s.applicationStyle = appStyle
                            s.applicationStatusBarHidden = appHidden
                            s.fullScreen = fullScreen
                            s.launchScreen = launch
                            s.bottomBar = bottom
                            let a = StatusBarAppearance.resolve(s, navigationBarVisible: navVisible)
                            count += 1
                            // The rules, restated from decision 11.
                            func available(_ wanted: StatusBarStyle) -> StatusBarStyle {
                              if wanted == .darkContent && ios.major < 13 { return .default }
                              if wanted == .lightContent && ios.major < 7 { return .default }
                              return wanted
                            }
                            var by: String
                            var hidden: Bool
                            var expectedStyle: StatusBarStyle
                            if ios.major < 7 || !vcBased {
                              (by, hidden, expectedStyle) = (
                                "UIApplication", appHidden, available(appStyle)
                              )
                            } else if containers == .forwarding {
                              (by, hidden, expectedStyle) = (
                                "topViewController", vcHidden, available(style)
                              )
                            } else {
                              by =
                                bottom == .tabBar ? "UITabBarController" : "UINavigationController"
                              (hidden, expectedStyle) = (false, .default)
                            }
                            // Full screen: setStatusBarHidden: where UIApplication decides, the
                            // forwarded prefersStatusBarHidden where the containers forward; with
                            // stock containers and YES nothing hides it (the issue: say who).
                            if fullScreen
                              && (ios.major < 7 || !vcBased || containers == .forwarding)
                            {
                              hidden = true
                            }
                            if launch { (by, hidden) = ("Info.plist", true) }
                            if orientation.isLandscape && ios.major >= 8 { hidden = true }
                            if a.decidedBy != by || a.hidden != hidden || a.style != expectedStyle {
                              if failures.count < 10 {
                                failures.append(
                                  "\(s): got \(a.decidedBy)/\(a.hidden)/\(a.style), want \(by)/\(hidden)/\(expectedStyle)"
                                )
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
      }
    }
    #expect(count == 17 * 3 * 2 * 2 * 3 * 2 * 3 * 2 * 2 * 2 * 2 * 2)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func seed002sLessonsAreToldInFindings() {
    let device = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    var s = Settings(device: device)
    s.preferredStyle = .lightContent
    s.containers = .stock
    let stock = ScreenLayout(device: device, settings: s)
    #expect(stock.statusBarAppearance.style == .default)
    #expect(stock.notes.contains(.preferencesIgnoredByStockContainers))
    s.containers = .forwarding
    s.viewControllerBasedAppearance = false
    #expect(
      ScreenLayout(device: device, settings: s).notes.contains(
        .preferencesIgnoredWithoutViewControllerAppearance))
    s.viewControllerBasedAppearance = true
    s.fullScreen = true
    // Full screen never contradicts itself: whoever is named as deciding is what hides the bar.
    let forwarded = ScreenLayout(device: device, settings: s).statusBarAppearance
    #expect(forwarded.hidden && forwarded.decidedBy == "topViewController")
    #expect(forwarded.reason.contains("prefersStatusBarHidden = YES hides the bar"))
    #expect(forwarded.reason.contains("setStatusBarHidden: does nothing"))
    s.viewControllerBasedAppearance = false
    let application = ScreenLayout(device: device, settings: s).statusBarAppearance
    #expect(application.hidden && application.decidedBy == "UIApplication")
    #expect(application.reason.contains("setStatusBarHidden:YES hides the bar"))
    s.viewControllerBasedAppearance = true
    s.containers = .stock
    let stockFullScreen = ScreenLayout(device: device, settings: s)
    #expect(!stockFullScreen.statusBarAppearance.hidden && stockFullScreen.statusBar != nil)
    #expect(stockFullScreen.notes.contains(.fullScreenStockContainersKeepStatusBar))
  }

  /// The issue's case: `json --device iphone-8 --fullscreen` named a top view controller whose
  /// prefersStatusBarHidden is NO as the one that hid the bar.
  @Test func fullScreenSaysWhoHidesTheStatusBar() {
    let l = makeLayout("iphone-8") { $0.fullScreen = true }
    #expect(l.statusBarAppearance.hidden)
    #expect(l.statusBarAppearance.decidedBy == "topViewController")
    #expect(
      !l.statusBarAppearance.reason.hasPrefix("UIViewControllerBasedStatusBarAppearance = YES and"))
    #expect(l.statusBarAppearance.reason.hasPrefix("full screen:"))
    #expect(!l.notes.contains(.fullScreenStockContainersKeepStatusBar))
  }
}
