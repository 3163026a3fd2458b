/// `UIInterfaceOrientation`: landscape-left has the home button on the left, so the notch or
/// Dynamic Island is on the right.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  case portrait
  case landscapeLeft = "landscape-left"
  case landscapeRight = "landscape-right"

  public var isLandscape: Bool { self != .portrait }
}

/// The navigation bar the content view controller shows.
public enum NavigationBarMode: String, Hashable, Sendable, CaseIterable {
  case none
  case standard
  case large
}

/// The bar along the bottom: the navigation controller's toolbar or a tab bar controller's bar.
public enum BottomBar: String, Hashable, Sendable, CaseIterable {
  case none
  case toolbar
  case tabBar = "tabbar"
}

/// `edgesForExtendedLayout`, reduced to the two values the seeds use.
public enum ExtendedEdges: String, Hashable, Sendable, CaseIterable {
  case all
  case none
}

/// `UIStatusBarStyle` (iOS 7's light content, iOS 13's dark content).
public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable {
  case `default`
  case lightContent
  case darkContent

  /// The command line's word for the style.
  public var optionName: String {
    switch self {
    case .default: "default"
    case .lightContent: "light"
    case .darkContent: "dark"
    }
  }

  /// The first iOS that has this style.
  public var introduced: IOSVersion {
    switch self {
    case .default: IOSVersion(2)
    case .lightContent: IOSVersion(7)
    case .darkContent: IOSVersion(13)
    }
  }
}

/// Whether the containers forward status bar questions to their children (seed 002's base
/// classes) or are stock UIKit, which does not (reference, decision 11).
public enum Containers: String, Hashable, Sendable, CaseIterable {
  case forwarding
  case stock
}

/// `UIScrollView.contentInsetAdjustmentBehavior` (iOS 11).
public enum ContentInsetAdjustment: String, Hashable, Sendable, CaseIterable {
  case automatic, scrollableAxes, never, always
}

/// The axes a scroll view scrolls along.
public enum ScrollAxes: String, Hashable, Sendable, CaseIterable {
  case vertical, horizontal, both

  public var vertical: Bool { self != .horizontal }
  public var horizontal: Bool { self != .vertical }
}

/// How a foldable is held: closed (the cover display), open flat or half-open (the inner one).
public enum Pose: String, Hashable, Sendable, CaseIterable {
  case folded
  case open
  case halfOpen = "half-open"
}

/// iOS 26's scroll edge effect: soft (a blur) or hard (a solid bar with a divider).
public enum ScrollEdge: String, Hashable, Sendable, CaseIterable {
  case soft
  case hard
}

/// Every input of a layout: what a person can toggle, and what `json` echoes back as `settings`.
public struct Settings: Hashable, Sendable {
  /// The device's id (`Device.id`).
  public var deviceID: String {
    get { deviceKey.id }
    set { deviceKey = DeviceKey(newValue) }
  }
  /// The id as stored: a number, so that the settings are plain bytes to copy.
  var deviceKey: DeviceKey

  /// Whether these settings name `device`: its key compared, no string read (a key press asks).
  public func name(_ device: Device) -> Bool { deviceKey == device.key }

  /// Names `device`, by its key (no string looked up in the ids' table).
  public mutating func rename(to device: Device) { deviceKey = device.key }
  public var ios: IOSVersion
  public var orientation: Orientation = .portrait
  /// Personal hotspot connections; 0 is off.
  public var hotspotConnections: Int = 0
  /// The seed's `setFullScreen:`: status bar, navigation bar and bottom bar hidden.
  public var fullScreen = false
  public var navigationBar: NavigationBarMode = .standard
  public var bottomBar: BottomBar = .toolbar
  public var edges: ExtendedEdges = .all
  /// Bars not translucent (`translucent = NO`).
  public var opaqueBars = false
  /// `extendedLayoutIncludesOpaqueBars`.
  public var extendOpaque = false
  /// The content view controller's `additionalSafeAreaInsets` (iOS 11+).
  public var additionalInsets: EdgeInsets = .zero
  /// Info.plist `UIViewControllerBasedStatusBarAppearance` (absent means YES).
  public var viewControllerBasedAppearance = true
  /// The top view controller's `preferredStatusBarStyle`.
  public var preferredStyle: StatusBarStyle = .default
  /// The top view controller's `prefersStatusBarHidden`.
  public var prefersStatusBarHidden = false
  /// `UIApplication.statusBarStyle`.
  public var applicationStyle: StatusBarStyle = .default
  /// `UIApplication.isStatusBarHidden`.
  public var applicationStatusBarHidden = false
  public var containers: Containers = .forwarding
  /// The launch screen, whose status bar Info.plist's `UIStatusBarHidden` hides (seed 002).
  public var launchScreen = false
  /// Info.plist `UIDesignRequiresCompatibility` = YES: iOS 26 keeps the iOS 18 bars and metrics.
  public var designCompatibility = false
  /// A scroll view filling the content view controller's view (as a table view controller's
  /// does), with this `contentInsetAdjustmentBehavior`; nil: no scroll view.
  public var scrollView: ContentInsetAdjustment?
  public var scrollAxes: ScrollAxes = .vertical
  /// `automaticallyAdjustsScrollViewInsets` (iOS 7–10; default YES).
  public var automaticallyAdjustsScrollViewInsets = true
  /// One table view cell (and a section header) in the scroll view.
  public var tableCell = false
  /// `UITableView.insetsContentViewsToSafeArea` (iOS 11; default YES).
  public var insetsContentViewsToSafeArea = true
  /// The system keyboard is up.
  public var keyboard = false
  /// How a foldable is held (the iPhone Duo); other phones ignore it.
  public var pose: Pose = .folded
  /// iOS 27's resizable window: its size in points, from the display's top leading corner; nil,
  /// the whole display.
  public var window: Size?
  /// The major version of the SDK the app was built with; nil: the newest for the iOS.
  public var sdk: Int?
  /// iOS 26's floating tab bar minimised on scroll (`tabBarMinimizeBehavior`).
  public var tabBarMinimized = false
  /// A `UITabAccessory` of this height above the tab bar; nil: none.
  public var bottomAccessory: Double?
  /// The content view controller was pushed (not the tab's root): a bottom accessory's inset is
  /// reported missing there.
  public var pushed = false
  /// The scroll edge effect asked for; nil: the default (soft on iOS 26, hard with the iOS 27 SDK).
  public var scrollEdge: ScrollEdge?

  public init(deviceID: String, ios: IOSVersion) {
    deviceKey = DeviceKey(deviceID)
    self.ios = ios
  }

  /// The defaults for a device: its newest iOS, everything else at its default.
  public init(device: Device) {
    deviceKey = device.key
    ios = device.ios.value.last
  }

  public var hotspotOn: Bool { hotspotConnections > 0 }

  /// The SDK the app was built with: the one asked for, else the newest for the iOS.
  public var effectiveSDK: Int { sdk ?? ios.major }

  /// Whether `UIDesignRequiresCompatibility` takes effect: on iOS 26 and later, with an SDK from
  /// 26 (older builds keep their look anyway) and before 27 (which ignores the key).
  public var compatibilityApplies: Bool {
    designCompatibility && ios.major >= 26 && effectiveSDK == 26
  }

  /// Whether the bars are iOS 26's Liquid Glass ones: iOS 26 or later, built with the iOS 26 SDK
  /// or later, without the compatibility switch taking effect.
  public var liquidGlass: Bool { ios.major >= 26 && effectiveSDK >= 26 && !compatibilityApplies }

  /// The scroll edge effect in effect: the one asked for, else hard with the iOS 27 SDK on iOS 27,
  /// soft otherwise (research §6).
  public var effectiveScrollEdge: ScrollEdge {
    scrollEdge ?? (ios.major >= 27 && effectiveSDK >= 27 ? .hard : .soft)
  }
}
