import PhoneLayout

// The three stories safearea was built from, one tour each. The sentences write no number of
// their own: every figure is a placeholder read from the layout on screen (TourText), and the
// tour tests check that each step shows what its sentence says.
extension Tour {
  /// Every tour, in the order `safearea tour` lists them.
  public static let all: [Tour] = [hotspot, iPhoneX, statusBar]

  /// The tour named `name`, if there is one.
  public static func named(_ name: String) -> Tour? {
    all.first { $0.name == name.lowercased() }
  }

  /// Seed 000: the personal hotspot's double-height status bar from iOS 6 to iOS 7, what it does
  /// to the root view and the content rect, and the seed's `IS_HOTSPOT_CONNECTED`.
  public static let hotspot = Tour(
    name: "hotspot",
    title: "The personal hotspot bar (seed 000)",
    summary: "the double-height hotspot bar from iOS 6 to 13: root view, content rect, "
      + "IS_HOTSPOT_CONNECTED",
    deviceID: "iphone-4", ios: 6,
    steps: [
      TourStep(
        [.navigationBar(.standard), .bottomBar(.toolbar), .select(.statusBar)],
        "Seed 000's app on an {device} with {ios}: a navigation bar and a toolbar. The status "
          + "bar is {statusBar.height} pt, and the root view starts just below it, at "
          + "y {rootView.y}."),
      TourStep(
        [.hotspot(connections: 1), .select(.rootView)],
        "A device joins the personal hotspot: the status bar doubles to {statusBar.height} pt. "
          + "On {ios} the root view moves down with it, to {rootView}, and the content between "
          + "the bars shrinks from {prev:contentRect.height} to {contentRect.height} pt."),
      TourStep(
        [.select(.hotspotBar)],
        "UIKit posts UIApplicationWillChangeStatusBarFrameNotification. The seed's "
          + "IS_HOTSPOT_CONNECTED checks for the double height and reads {IS_HOTSPOT_CONNECTED}; "
          + "its handler moves its view by the {hotspotBar.height} pt the bar grew."),
      TourStep(
        [.ios(7), .hotspot(connections: 0), .select(.contentView)],
        "{ios} lays the root view out under the status bar: it fills the screen, {rootView}. "
          + "The view controller's view starts at y {contentView.y}, so an iOS 6 layout slides "
          + "up under the status bar and the navigation bar."),
      TourStep(
        [.edges(.none), .select(.contentView)],
        "The seed's fix: edgesForExtendedLayout = UIRectEdgeNone. The view starts below the "
          + "navigation bar again, at y {contentView.y}, where it was on iOS 6."),
      TourStep(
        [.hotspot(connections: 1), .select(.rootView)],
        "The hotspot on {ios}: the status bar is {statusBar.height} pt, but the root view gives "
          + "up only the extra {hotspotBar.height} pt: {rootView}. The content starts at "
          + "y {contentRect.y}, below the navigation bar."),
      TourStep(
        [.device("iphone-8"), .ios(13), .select(.statusBar)],
        "From iOS 13 the hotspot changes no height: on an {device} with {ios} the status bar "
          + "turns blue and stays {statusBar.height} pt. Nothing is posted, and "
          + "IS_HOTSPOT_CONNECTED reads {IS_HOTSPOT_CONNECTED} with a device connected."),
    ])

  /// Seed 001: adapting to the iPhone X: the 44-pt status bar, the home indicator, the safe area,
  /// the table view that shifts down, and content under the corners.
  public static let iPhoneX = Tour(
    name: "iphone-x",
    title: "Adapting to the iPhone X (seed 001)",
    summary: "the iPhone X: 44-pt status bar, home indicator, safe area, the table view shift, "
      + "corners",
    deviceID: "iphone-8", ios: 11,
    steps: [
      TourStep(
        [.navigationBar(.standard), .bottomBar(.tabBar), .select(.statusBar)],
        "Before the iPhone X: an {device} with {ios}, a navigation bar and a tab bar. The "
          + "status bar is {statusBar.height} pt, the tab bar {tabBar.height} pt, and the screen "
          + "{screen.height} pt tall."),
      TourStep(
        [.device("iphone-x"), .select(.statusBar)],
        "The {device} is {screen.height} pt tall where the {prev:device} is "
          + "{prev:screen.height}. Its status bar is {statusBar.height} pt, not "
          + "{prev:statusBar.height}: a header placed {prev:statusBar.height} pt from the top "
          + "ends up under the status bar, level with the notch."),
      TourStep(
        [.select(.homeIndicator)],
        "No home button: the bottom {homeIndicator.height} pt belong to the home indicator. The "
          + "tab bar grows to {tabBar.height} pt, and its background runs down behind the "
          + "indicator."),
      TourStep(
        [.safeAreaOverlay(true), .select(.contentRect)],
        "The safe area (dashed) keeps content clear of both: the window's safe-area insets are "
          + "{safeAreaInsets.top} pt at the top and {safeAreaInsets.bottom} pt at the bottom. "
          + "Between the bars, the content rect is {contentRect}."),
      TourStep(
        [
          .safeAreaOverlay(false), .navigationBar(.none), .scrollView(.automatic),
          .tableCell(true), .select(.contentView),
        ],
        "A table view filling the screen, with no navigation bar: iOS 11 adds the safe area to "
          + "its adjustedContentInset, {scrollView.adjustedContentInset.top} pt at the top, and "
          + "its rows start that much lower. That is the gap seed 001 found on its own tab."),
      TourStep(
        [.scrollView(.never)],
        "The seed's fix: contentInsetAdjustmentBehavior = .never. The inset is "
          + "{scrollView.adjustedContentInset.top} again, and the table's top sits under the "
          + "{statusBar.height}-pt status bar: the app now makes room itself."),
      TourStep(
        [
          .orientation(.landscapeLeft), .navigationBar(.standard), .scrollView(.automatic),
          .select(.contentRect),
        ],
        "In landscape the notch is on the right and the status bar is gone. The safe area is "
          + "inset {safeAreaInsets.left} pt on the left and {safeAreaInsets.right} pt on the "
          + "right: the cells stay full width, and their content views start at "
          + "x {tableCell.contentView.x}."),
      TourStep(
        [
          .orientation(.portrait), .navigationBar(.none), .scrollView(nil), .tableCell(false),
          .select(nil), .views(Self.badgeAtTheOrigin, selected: 0),
        ],
        "Content under the corners: the seed's badge at the origin sits under the "
          + "{statusBar.height}-pt status bar, the notch cuts into it, and the {cornerRadius}-pt "
          + "rounded corner cuts it off. The inspector lists each finding."),
    ])

  /// Seed 001's `CGRectMake(0,0,100,100)`, as `examples/badge-at-the-origin.json` has it.
  static let badgeAtTheOrigin =
    #"{"views": [{"name": "badge", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}}]}"#

  /// Seed 002: who decides the status bar's style, and why a view controller's
  /// `preferredStatusBarStyle` can be ignored.
  public static let statusBar = Tour(
    name: "status-bar",
    title: "Who decides the status bar style (seed 002)",
    summary: "who decides the status bar style, and why preferredStatusBarStyle is ignored",
    deviceID: "iphone-8", ios: 12,
    steps: [
      TourStep(
        [
          .navigationBar(.standard), .bottomBar(.tabBar), .launchScreen(true),
          .select(.navigationBar),
        ],
        "Seed 002's app starts on its launch screen: Info.plist's UIStatusBarHidden hides the "
          + "status bar, so the navigation bar sits at y {navigationBar.y}."),
      TourStep(
        [.launchScreen(false), .containers(.stock), .select(.statusBar)],
        "The app is up: a tab bar controller holds a navigation controller, which holds the "
          + "view controller. Info.plist leaves out UIViewControllerBasedStatusBarAppearance, "
          + "which means YES: UIKit asks the root view controller. The style is {style}."),
      TourStep(
        [.preferredStyle(.lightContent)],
        "The top view controller returns .lightContent from preferredStatusBarStyle, and "
          + "nothing changes: a stock tab bar controller never asks its children, so the "
          + "{decidedBy} decides and the style stays {style}."),
      TourStep(
        [.containers(.forwarding)],
        "The seed's fix: base classes that forward the question, the tab bar controller to "
          + "selectedViewController, the navigation controller to topViewController (as "
          + "childForStatusBarStyle does). Now the {decidedBy} decides: {style}."),
      TourStep(
        [.viewControllerBasedAppearance(false)],
        "With UIViewControllerBasedStatusBarAppearance = NO, UIKit asks no view controller at "
          + "all: the {decidedBy}'s statusBarStyle decides, and the style is {style} again."),
      TourStep(
        [.applicationStyle(.lightContent)],
        "Then only UIApplication's setStatusBarStyle changes it (deprecated since iOS 9): the "
          + "style is {style}, decided by the {decidedBy}."),
      TourStep(
        [
          .viewControllerBasedAppearance(true), .applicationStyle(.default),
          .prefersStatusBarHidden(true), .select(.navigationBar),
        ],
        "Back to YES: the top view controller's prefersStatusBarHidden = YES hides the status "
          + "bar, and the navigation bar moves up from y {prev:navigationBar.y} to "
          + "y {navigationBar.y}."),
    ])
}
