/// Who decides the status bar's style and visibility, and what they decide (seed 002; reference
/// §0 and decision 11).
public struct StatusBarAppearance: Hashable, Sendable {
  /// The effective style.
  public var style: StatusBarStyle
  /// Whether the status bar is hidden (full screen, launch screen and iPhone landscape included).
  public var hidden: Bool
  /// What decided: `topViewController`, `UINavigationController`, `UITabBarController`,
  /// `UIApplication` or `Info.plist`.
  public var decidedBy: String
  /// Why, in one sentence.
  public var reason: String
  /// Findings worth showing (a preference that is never read, a call that has no effect).
  public var notes: [String]

  /// Resolves the appearance the way UIKit would for the seeds' app.
  ///
  /// - Parameters:
  ///   - settings: the Info.plist key, the application's and the top view controller's wishes,
  ///     the containers, full screen and the launch screen.
  ///   - navigationBarVisible: whether the navigation controller shows its bar (stock UIKit takes
  ///     the style from it then).
  public static func resolve(_ settings: Settings, navigationBarVisible: Bool)
    -> StatusBarAppearance
  {
    let ios = settings.ios
    var style: StatusBarStyle
    var hidden: Bool
    var decidedBy: String
    var reason: String
    var notes: [String] = []

    if ios.major < 7 {
      style = available(settings.applicationStyle, on: ios)
      hidden = settings.applicationStatusBarHidden
      decidedBy = "UIApplication"
      reason =
        "iOS \(ios.major) has no view-controller-based status bar appearance: UIApplication's "
        + "statusBarStyle and statusBarHidden decide"
    } else if !settings.viewControllerBasedAppearance {
      style = available(settings.applicationStyle, on: ios)
      hidden = settings.applicationStatusBarHidden
      decidedBy = "UIApplication"
      reason =
        "UIViewControllerBasedStatusBarAppearance = NO: UIApplication's statusBarStyle and "
        + "isStatusBarHidden decide; the view controllers are never asked"
      if settings.preferredStyle != .default || settings.prefersStatusBarHidden {
        notes.append(
          "the top view controller's preferredStatusBarStyle / prefersStatusBarHidden are never "
            + "called with UIViewControllerBasedStatusBarAppearance = NO")
      }
    } else if settings.containers == .forwarding {
      style = available(settings.preferredStyle, on: ios)
      hidden = settings.prefersStatusBarHidden
      decidedBy = "topViewController"
      let chain =
        settings.bottomBar == .tabBar
        ? "UITabBarController → selectedViewController → UINavigationController → topViewController"
        : "UINavigationController → topViewController"
      reason = "UIViewControllerBasedStatusBarAppearance = YES and the containers forward: \(chain)"
    } else {
      style = .default
      hidden = false
      if settings.bottomBar == .tabBar {
        decidedBy = "UITabBarController"
        reason =
          "stock UITabBarController does not forward: its own preferences (default, shown) decide"
      } else if navigationBarVisible {
        decidedBy = "UINavigationController"
        reason =
          "stock UINavigationController with a visible bar takes the style from "
          + "navigationBar.barStyle (default)"
      } else {
        decidedBy = "UINavigationController"
        reason = "stock UINavigationController does not forward: its own preferences decide"
      }
      if settings.preferredStyle != .default || settings.prefersStatusBarHidden {
        notes.append(
          "the top view controller's preferences are never read: stock containers do not forward "
            + "(childForStatusBarStyle returns nil)")
      }
    }

    if settings.fullScreen {
      hidden = true
      if ios.major >= 7 && settings.viewControllerBasedAppearance {
        notes.append(
          "full screen: with UIViewControllerBasedStatusBarAppearance = YES the seed's "
            + "setStatusBarHidden: does nothing; prefersStatusBarHidden is what hides the bar")
      } else {
        notes.append("full screen: the seed's setStatusBarHidden: hides the status bar")
      }
    }
    if settings.launchScreen {
      hidden = true
      decidedBy = "Info.plist"
      reason = "UIStatusBarHidden = YES hides the status bar while the launch screen shows"
    }
    if settings.orientation.isLandscape && ios.major >= 8 {
      hidden = true
      notes.append("iOS 8 and later hide the status bar in iPhone landscape")
    }
    return StatusBarAppearance(
      style: style, hidden: hidden, decidedBy: decidedBy, reason: reason, notes: notes)
  }

  /// The style as `ios` can show it: a style it does not have yet falls back to default.
  static func available(_ style: StatusBarStyle, on ios: IOSVersion) -> StatusBarStyle {
    ios >= style.introduced ? style : .default
  }
}
