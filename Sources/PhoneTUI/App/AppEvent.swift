import PhoneLayout

/// What the event line tells, as a value: what the app would be told, or what a key did.
///
/// Updates produce these; only `EventText` turns them into words, so the inspector, tests and a
/// later recording can each use the value.
public enum AppEvent: Hashable, Sendable {
  /// Nothing yet: the event line shows how to start.
  case none
  /// The hotspot changed `statusBarFrame`: `UIApplicationWillChangeStatusBarFrameNotification`.
  /// `reported` is the height the seed's handler reads (the portrait-coordinate one on iOS ≤ 7).
  case statusBarFrameChanged(from: Double, to: Double, reported: Double)
  /// The hotspot changed, `statusBarFrame` did not.
  case hotspotWithoutNotification(connections: Int, why: QuietHotspot)
  /// Another device, and whether it ran the iOS that was asked for.
  case device(name: String, points: Size, scale: Double, wanted: IOSVersion, got: IOSVersion)
  case ios(IOSVersion, deviceName: String)
  case orientation(Orientation, faceID: Bool, hidesStatusBar: Bool)
  case fullScreen(Bool)
  case navigationBar(NavigationBarMode)
  case bottomBar(BottomBar)
  case edges(ExtendedEdges)
  /// The top view controller's preference, and whether anybody asks for it (iOS ≤ 6 does not).
  case statusBarPreference(StatusBarStyle, hidden: Bool, askedFrom: IOSVersion?)
  case viewControllerBasedAppearance(Bool)
  case containers(Containers)
  case launchScreen(Bool)
  /// `UIDesignRequiresCompatibility`; `liquidGlass` is what the bars are now.
  case designCompatibility(Bool, ios: IOSVersion, liquidGlass: Bool)
  case safeAreaOverlay(Bool)
  /// A foldable's pose changed (or, on a phone that cannot fold, did not).
  case pose(Pose, display: Display, fold: Double?, deviceName: String)
  /// The SDK the app was built with; nil: the key changes nothing on this iOS.
  case sdk(Int?, ios: IOSVersion, keptOutOfStrip: Bool)
  /// `x` wrote the drawing of this many phones to `file`.
  case exported(file: String, phones: Int)
  /// `x` could not write it: why.
  case exportFailed(String)
  /// The scroll view and where its content starts (`adjustedContentInset.top`, or
  /// `contentInset.top` before iOS 11).
  case scrollView(ContentInsetAdjustment?, ios: IOSVersion, contentTop: Double?)
  /// The keyboard and its height, or down.
  case keyboard(height: Double?)
  case inspector(Bool)
  case selected(LayoutElement)
  /// One of your views selected: its name and how many findings it has.
  case selectedView(name: String, findings: Int)
  /// Your views were read again (`count` views), or the catalog (`count` phones; `gone`, the
  /// shown phone it no longer has, and `showing`, the phone shown instead).
  case viewsReloaded(count: Int)
  case catalogReloaded(count: Int, gone: String? = nil, showing: String? = nil)
  /// A watched file turned bad: the last good one stays.
  case reloadFailed(String)
  /// `w` with no views file.
  case noViews
  /// `m` moved to a storyboard's scene `name`, of `views` views.
  case scene(String, views: Int)
  /// `m` with no other scene: the views file has one, or is not a storyboard (or none is open).
  case noOtherScene(viewsOpen: Bool)
  /// `w` stepped past the last view: none is selected.
  case noViewSelected
  /// `w` with a views file none of whose views can be placed on this phone.
  case noViewPlaced
  /// A key that does nothing: how it is written (`z`, `Ctrl-B`, `F5`).
  case unboundKey(String)
  /// A state the cycle skipped on this iOS (a large title before iOS 11, dark content before 13).
  case skipped(String, IOSVersion)
  /// Split view on or off; the focused phone.
  case split(Bool)
  case focus(name: String, ios: IOSVersion)
  /// The prompt did nothing (no entry matched).
  case promptNoMatch(String)
  /// An option the chosen iOS does not have (decision 14).
  case ignored(IgnoredOption)

  /// Why a hotspot change posts no notification.
  public enum QuietHotspot: Hashable, Sendable {
    case statusBarHidden
    case faceID
    case fromIOS13
    case heightUnchanged
  }
}
