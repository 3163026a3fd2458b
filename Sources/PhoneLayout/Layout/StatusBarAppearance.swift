/// Who decides the status bar's style and visibility, and what they decide (seed 002; reference
/// §0 and decision 11).
public struct StatusBarAppearance: Hashable, Sendable {
  /// The effective style.
  public var style: StatusBarStyle
  /// Whether the status bar is hidden (full screen, launch screen and iPhone landscape included).
  public var hidden: Bool
  /// Why, as a value; `decidedBy` and `reason` follow from it.
  public var decision: Decision
  /// Findings worth showing (a preference that is never read, a call that has no effect).
  public var notes: FindingSet

  /// The paths through decision 11.
  public enum Decision: Hashable, Sendable {
    case noViewControllerAppearanceBeforeIOS7(IOSVersion)
    case applicationDecides
    case forwarded(throughTabBar: Bool)
    case stockTabBarController
    case stockNavigationControllerWithBar
    case stockNavigationController
    /// Full screen with the Info.plist key YES and forwarding containers: the seed's
    /// `setStatusBarHidden:` does nothing, the full-screen view controller's
    /// `prefersStatusBarHidden` (YES) hides the bar.
    case fullScreenPrefersHidden(throughTabBar: Bool)
    /// Full screen where `UIApplication` decides (iOS 6, or the key NO): the seed's
    /// `setStatusBarHidden:YES` hides the bar.
    case fullScreenApplication(IOSVersion, viewControllerBasedKey: Bool)
    case launchScreen
  }

  /// What decided: `topViewController`, `UINavigationController`, `UITabBarController`,
  /// `UIApplication` or `Info.plist`.
  public var decidedBy: String {
    switch decision {
    case .noViewControllerAppearanceBeforeIOS7, .applicationDecides, .fullScreenApplication:
      "UIApplication"
    case .forwarded, .fullScreenPrefersHidden: "topViewController"
    case .stockTabBarController: "UITabBarController"
    case .stockNavigationControllerWithBar, .stockNavigationController: "UINavigationController"
    case .launchScreen: "Info.plist"
    }
  }

  /// Why, in one sentence.
  public var reason: String {
    switch decision {
    case .noViewControllerAppearanceBeforeIOS7(let ios):
      "\(ios) has no view-controller-based status bar appearance: UIApplication's "
        + "statusBarStyle and statusBarHidden decide"
    case .applicationDecides:
      "UIViewControllerBasedStatusBarAppearance = NO: UIApplication's statusBarStyle and "
        + "isStatusBarHidden decide; the view controllers are never asked"
    case .forwarded(let throughTabBar):
      "UIViewControllerBasedStatusBarAppearance = YES and the containers forward: "
        + (throughTabBar
          ? "UITabBarController → selectedViewController → UINavigationController → "
            + "topViewController"
          : "UINavigationController → topViewController")
    case .stockTabBarController:
      "stock UITabBarController does not forward: its own preferences (default, shown) decide"
    case .stockNavigationControllerWithBar:
      "stock UINavigationController with a visible bar takes the style from "
        + "navigationBar.barStyle (default)"
    case .stockNavigationController:
      "stock UINavigationController does not forward: its own preferences decide"
    case .fullScreenPrefersHidden(let throughTabBar):
      "full screen: with UIViewControllerBasedStatusBarAppearance = YES the seed's "
        + "setStatusBarHidden: does nothing; the full-screen view controller's "
        + "prefersStatusBarHidden = YES hides the bar, asked through "
        + (throughTabBar
          ? "UITabBarController → UINavigationController → topViewController"
          : "UINavigationController → topViewController")
    case .fullScreenApplication(let ios, let key):
      "full screen: the seed's setStatusBarHidden:YES hides the bar, because UIApplication "
        + (key
          ? "decides on \(ios) (no view-controller-based appearance yet)"
          : "decides with UIViewControllerBasedStatusBarAppearance = NO")
    case .launchScreen:
      "UIStatusBarHidden = YES hides the status bar while the launch screen shows"
    }
  }

  /// Resolves the appearance the way UIKit would for the seeds' app.
  ///
  /// - Parameters:
  ///   - settings: the Info.plist key, the application's and the top view controller's wishes,
  ///     the containers, full screen and the launch screen.
  ///   - navigationBarVisible: whether the navigation controller shows its bar (stock UIKit takes
  ///     the style from it then).
  ///   - verticallyCompact: whether the view controller is in a vertically compact environment,
  ///     where apps linked against iOS 8 or later hide the status bar (every iPhone in
  ///     landscape; not a foldable's inner display, which is regular both ways); nil: landscape.
  public static func resolve(
    _ settings: Settings, navigationBarVisible: Bool, verticallyCompact: Bool? = nil
  )
    -> StatusBarAppearance
  {
    let ios = settings.ios
    var style: StatusBarStyle
    var hidden: Bool
    var decision: Decision
    var notes = FindingSet()

    if ios.major < 7 {
      style = available(settings.applicationStyle, on: ios)
      hidden = settings.applicationStatusBarHidden
      decision = .noViewControllerAppearanceBeforeIOS7(ios)
    } else if !settings.viewControllerBasedAppearance {
      style = available(settings.applicationStyle, on: ios)
      hidden = settings.applicationStatusBarHidden
      decision = .applicationDecides
      if settings.preferredStyle != .default || settings.prefersStatusBarHidden {
        notes.insert(.preferencesIgnoredWithoutViewControllerAppearance)
      }
    } else if settings.containers == .forwarding {
      style = available(settings.preferredStyle, on: ios)
      hidden = settings.prefersStatusBarHidden
      decision = .forwarded(throughTabBar: settings.bottomBar == .tabBar)
    } else {
      style = .default
      hidden = false
      if settings.bottomBar == .tabBar {
        decision = .stockTabBarController
      } else if navigationBarVisible {
        decision = .stockNavigationControllerWithBar
      } else {
        decision = .stockNavigationController
      }
      if settings.preferredStyle != .default || settings.prefersStatusBarHidden {
        notes.insert(.preferencesIgnoredByStockContainers)
      }
    }

    if settings.fullScreen {
      // Decision 11: full screen hides the bar whether the Info.plist key is YES or NO, each
      // through its own call; with stock containers nothing asks the top view controller, so
      // with YES nothing hides it.
      if ios.major < 7 || !settings.viewControllerBasedAppearance {
        hidden = true
        decision = .fullScreenApplication(ios, viewControllerBasedKey: ios.major < 7)
      } else if settings.containers == .forwarding {
        hidden = true
        decision = .fullScreenPrefersHidden(throughTabBar: settings.bottomBar == .tabBar)
      } else {
        notes.insert(.fullScreenStockContainersKeepStatusBar)
      }
    }
    if settings.launchScreen {
      hidden = true
      decision = .launchScreen
    }
    if verticallyCompact ?? settings.orientation.isLandscape, ios.major >= 8 {
      hidden = true
      notes.insert(.landscapeHidesStatusBar)
    }
    return StatusBarAppearance(
      style: style, hidden: hidden, decision: decision, notes: notes)
  }

  /// The style as `ios` can show it: a style it does not have yet falls back to default.
  static func available(_ style: StatusBarStyle, on ios: IOSVersion) -> StatusBarStyle {
    ios >= style.introduced ? style : .default
  }
}
