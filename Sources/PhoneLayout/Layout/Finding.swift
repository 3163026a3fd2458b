/// Something worth telling about a layout, beyond its numbers: why the seed's macro is NO, a
/// preference that is never read, a call that has no effect.
///
/// Findings are values; their sentences are built only when shown, which keeps a layout cheap.
public enum Finding: Hashable, Sendable {
  /// iOS ≤ 7 reports `statusBarFrame` in portrait coordinates, also in landscape (decision 2).
  case statusBarReportedInPortrait(ios: IOSVersion, reported: Rect)
  case hotspotHiddenWithStatusBar
  case hotspotCapsule
  case hotspotBlueStatusBar
  case largeTitleInLandscape
  /// With the Info.plist key NO the view controllers' preferences are never called.
  case preferencesIgnoredWithoutViewControllerAppearance
  /// Stock containers do not forward (decision 11).
  case preferencesIgnoredByStockContainers
  /// Full screen with stock containers and the Info.plist key YES: nothing hides the status bar.
  case fullScreenStockContainersKeepStatusBar
  case landscapeHidesStatusBar
  /// The scroll view's content starts under the bars by this much (`never`, or no automatic
  /// adjustment).
  case scrollContentUnderBars(top: Double, bottom: Double)
  /// iOS 26's tab bar minimised: the bottom inset shrinks, so what is laid out to it lies under
  /// the bar once it expands again.
  case minimizedTabBarUncovers
  /// A tab accessory's inset is reported missing on a pushed screen.
  case accessoryInsetMissingWhenPushed

  public var text: String {
    switch self {
    case .statusBarReportedInPortrait(let ios, let reported):
      "statusBarFrame is reported in portrait coordinates on \(ios): {\(ScreenLayout.text(reported))}, "
        + "so the seed's IS_HOTSPOT_CONNECTED reads a height of \(ScreenLayout.number(reported.height))"
    case .hotspotHiddenWithStatusBar:
      "the hotspot bar is hidden with the status bar"
    case .hotspotCapsule:
      "Face ID phones show the hotspot as a blue capsule behind the time; statusBarFrame keeps its "
        + "height, so the seed's IS_HOTSPOT_CONNECTED is NO"
    case .hotspotBlueStatusBar:
      "from iOS 13 the hotspot turns the status bar blue without changing its height, so the "
        + "seed's IS_HOTSPOT_CONNECTED is NO"
    case .largeTitleInLandscape:
      "large titles show at the normal height in landscape"
    case .preferencesIgnoredWithoutViewControllerAppearance:
      "the top view controller's preferredStatusBarStyle / prefersStatusBarHidden are never called "
        + "with UIViewControllerBasedStatusBarAppearance = NO"
    case .preferencesIgnoredByStockContainers:
      "the top view controller's preferences are never read: stock containers do not forward "
        + "(childForStatusBarStyle returns nil)"
    case .fullScreenStockContainersKeepStatusBar:
      "full screen: the seed's setStatusBarHidden: does nothing with "
        + "UIViewControllerBasedStatusBarAppearance = YES, and stock containers never ask the top "
        + "view controller's prefersStatusBarHidden, so the status bar stays"
    case .landscapeHidesStatusBar:
      "iOS 8 and later hide the status bar in iPhone landscape"
    case .scrollContentUnderBars(let top, let bottom):
      [
        top > 0
          ? "\(ScreenLayout.number(top)) pt of the scroll view's content start under the bars"
          : nil,
        bottom > 0
          ? "\(ScreenLayout.number(bottom)) pt of it end under the bottom bar and inset" : nil,
      ].compactMap { $0 }.joined(separator: "; ") + " (nothing adjusts the insets)"
    case .minimizedTabBarUncovers:
      "the minimised tab bar gives the bottom inset back (to the home-indicator strip); content "
        + "laid out to it lies under the tab bar when it expands again (an estimate)"
    case .accessoryInsetMissingWhenPushed:
      "on a pushed screen the bottom accessory's height is reported missing from the bottom "
        + "inset, so content runs under the accessory (a report, not reproduced by its author)"
    }
  }
}

/// A setting the chosen iOS does not have, accepted with no effect (decision 14).
public enum IgnoredOption: Hashable, Sendable {
  case largeTitle(IOSVersion)
  case additionalInsets(IOSVersion)
  case edges(IOSVersion)
  case extendOpaque(IOSVersion)
  case viewControllerBasedAppearance(IOSVersion)
  case containers(IOSVersion)
  case viewControllerPreferences(IOSVersion)
  /// A style the iOS does not have yet; `whose` is "preferred" or "application".
  case style(StatusBarStyle, whose: String, IOSVersion)
  /// `UIDesignRequiresCompatibility` exists for iOS 26's new design only.
  case designCompatibility(IOSVersion)
  /// `contentInsetAdjustmentBehavior` is iOS 11's; before it `automaticallyAdjustsScrollViewInsets`
  /// decides (iOS 7–10).
  case scrollBehaviour(ContentInsetAdjustment, IOSVersion, autoAdjusts: Bool)
  /// `automaticallyAdjustsScrollViewInsets` needs iOS 7, and from iOS 11 only the `.automatic`
  /// behaviour reads it.
  case automaticallyAdjusts(IOSVersion, behaviour: ContentInsetAdjustment?)
  case insetsContentViews(IOSVersion)
  /// An app built with the iOS 27 SDK ignores `UIDesignRequiresCompatibility`.
  case designCompatibilityIgnoredBySDK(Int)
  /// An app built before the iOS 26 SDK keeps its iOS 18 look: the switch changes nothing.
  case designCompatibilityBeforeSDK26(Int)
  /// A pose on a phone that cannot fold.
  case pose(Pose, device: String)
  /// What needs iOS 26's floating tab bar, and why this layout has none ("on iOS 18").
  case floatingTabBarOnly(String, because: String)

  public var text: String {
    switch self {
    case .largeTitle(let ios): "large titles need iOS 11; \(ios) shows a standard navigation bar"
    case .additionalInsets(let ios): "additionalSafeAreaInsets needs iOS 11; ignored on \(ios)"
    case .edges(let ios): "edgesForExtendedLayout needs iOS 7; ignored on \(ios)"
    case .extendOpaque(let ios): "extendedLayoutIncludesOpaqueBars needs iOS 7; ignored on \(ios)"
    case .viewControllerBasedAppearance(let ios):
      "UIViewControllerBasedStatusBarAppearance needs iOS 7; ignored on \(ios)"
    case .containers(let ios): "status bar forwarding needs iOS 7; ignored on \(ios)"
    case .viewControllerPreferences(let ios):
      "view controller status bar preferences need iOS 7; \(ios) asks UIApplication"
    case .style(let style, let whose, let ios):
      "\(style.rawValue) needs iOS \(style.introduced.major); the \(whose) style is default on \(ios)"
    case .scrollBehaviour(let behaviour, let ios, let auto):
      ios.major < 7
        ? "contentInsetAdjustmentBehavior (.\(behaviour.rawValue)) needs iOS 11; \(ios) adjusts no scroll view insets"
        : "contentInsetAdjustmentBehavior (.\(behaviour.rawValue)) needs iOS 11; on \(ios) "
          + "automaticallyAdjustsScrollViewInsets = \(auto ? "YES" : "NO") decides"
    case .automaticallyAdjusts(let ios, let behaviour):
      if let behaviour, ios.major >= 7 {
        "from iOS 11 only contentInsetAdjustmentBehavior .automatic reads "
          + "automaticallyAdjustsScrollViewInsets; .\(behaviour.rawValue) decides on \(ios)"
      } else {
        "automaticallyAdjustsScrollViewInsets needs iOS 7; ignored on \(ios)"
      }
    case .insetsContentViews(let ios):
      "insetsContentViewsToSafeArea needs iOS 11; on \(ios) content views fill their cells"
    case .designCompatibility(let ios):
      "UIDesignRequiresCompatibility is for iOS 26's new design; \(ios) has its own bars"
    case .designCompatibilityIgnoredBySDK(let sdk):
      "an app built with the iOS \(sdk) SDK ignores UIDesignRequiresCompatibility: it gets the "
        + "new bars (Apple's Info.plist key page)"
    case .designCompatibilityBeforeSDK26(let sdk):
      "an app built with the iOS \(sdk) SDK keeps its old look without "
        + "UIDesignRequiresCompatibility: the switch changes nothing"
    case .pose(let pose, let device):
      "\(device) cannot fold; --pose \(pose.rawValue) changes nothing"
    case .floatingTabBarOnly(let what, let because):
      "\(what) needs iOS 26's floating tab bar; ignored \(because)"
    }
  }
}

/// A layout's findings as bits, in the order they are told.
///
/// A layout is made hundreds of thousands of times in a `check` or a sweep; keeping its findings
/// as bits (rather than an array) makes it cost no allocation, and keeping no payload keeps every
/// stage that holds a set small (the layout holds the numbers a payload repeats: `list` is given
/// them when the findings are shown).
public struct FindingSet: Hashable, Sendable {
  /// The findings without a payload, in the order they are told.
  private static let order: [Finding] = [
    .preferencesIgnoredWithoutViewControllerAppearance, .preferencesIgnoredByStockContainers,
    .fullScreenStockContainersKeepStatusBar, .landscapeHidesStatusBar,
    .statusBarReportedInPortrait(
      ios: IOSVersion(0), reported: Rect(x: 0, y: 0, width: 0, height: 0)),
    .hotspotHiddenWithStatusBar, .hotspotCapsule, .hotspotBlueStatusBar, .largeTitleInLandscape,
    .scrollContentUnderBars(top: 0, bottom: 0), .minimizedTabBarUncovers,
    .accessoryInsetMissingWhenPushed,
  ]

  private var bits: UInt16 = 0

  public init() {}

  /// The position of a finding's kind in `order`.
  private static func slot(_ finding: Finding) -> Int {
    switch finding {
    case .preferencesIgnoredWithoutViewControllerAppearance: 0
    case .preferencesIgnoredByStockContainers: 1
    case .fullScreenStockContainersKeepStatusBar: 2
    case .landscapeHidesStatusBar: 3
    case .statusBarReportedInPortrait: 4
    case .hotspotHiddenWithStatusBar: 5
    case .hotspotCapsule: 6
    case .hotspotBlueStatusBar: 7
    case .largeTitleInLandscape: 8
    case .scrollContentUnderBars: 9
    case .minimizedTabBarUncovers: 10
    case .accessoryInsetMissingWhenPushed: 11
    }
  }

  /// Adds `finding`'s kind (its payload is the layout's to give back: see `list`).
  public mutating func insert(_ finding: Finding) {
    bits |= 1 << Self.slot(finding)
  }

  public var isEmpty: Bool { bits == 0 }

  /// Both sets' findings.
  public func union(_ other: FindingSet) -> FindingSet {
    var result = self
    result.bits |= other.bits
    return result
  }

  /// The findings, in the order they are told; `payload` fills in the numbers of a kind that
  /// carries some (it is handed the kind with zeros).
  public func list(_ payload: (Finding) -> Finding = { $0 }) -> [Finding] {
    guard bits != 0 else { return [] }
    var findings: [Finding] = []
    for (index, kind) in Self.order.enumerated() where bits & (1 << index) != 0 {
      switch kind {
      case .statusBarReportedInPortrait, .scrollContentUnderBars: findings.append(payload(kind))
      default: findings.append(kind)
      }
    }
    return findings
  }
}
