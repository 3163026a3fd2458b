/// The view controller classes Interface Builder writes as their own elements.
///
/// `storyboardReference` is `<viewControllerPlaceholder>`, a scene standing for one in another
/// storyboard. Anything else with `sceneMemberID="viewController"` is `unknown` (element kept,
/// counted in the notes).
public enum IBViewControllerKind: String, CaseIterable, Sendable {
  case viewController
  case tableViewController
  case collectionViewController
  case navigationController
  case tabBarController
  case splitViewController
  case pageViewController
  case hostingController
  case avPlayerViewController
  case glkViewController
  case storyboardReference = "viewControllerPlaceholder"
  case unknown

  /// The kind an element name stands for, or nil when it is not a known view controller element.
  public init?(element: String) {
    guard let kind = IBViewControllerKind(rawValue: element), kind != .unknown else { return nil }
    self = kind
  }

  /// Whether it contains other view controllers through relationship segues.
  public var isContainer: Bool {
    switch self {
    case .navigationController, .tabBarController, .splitViewController, .pageViewController:
      true
    default: false
    }
  }
}

/// A bar button item or tab bar item (`<barButtonItem>`, `<tabBarItem>`).
public struct IBBarItem: Sendable {
  public var id: String
  public var element: String
  /// The key it is stored under (`leftBarButtonItem`, `tabBarItem`…), or nil in a list.
  public var key: String?
  public var title: String?
  public var image: String?
  /// `systemItem` (`add`, `flexibleSpace`, `done`…) as written.
  public var systemItem: String?
  /// The view of `<… key="customView">`, by index.
  public var customView: Int?
  public var position: SourcePosition
}

/// A view controller's `<navigationItem key="navigationItem">`.
public struct IBNavigationItem: Sendable {
  public var id: String
  public var title: String?
  public var prompt: String?
  /// `largeTitleDisplayMode` as written (`always`, `never`); nil when absent (`automatic`).
  public var largeTitleDisplayMode: String?
  /// The view of `key="titleView"`, by index.
  public var titleView: Int?
  public var leftItems: [IBBarItem] = []
  public var rightItems: [IBBarItem] = []
  public var backItem: IBBarItem?
  public var position: SourcePosition
}

/// One view controller of a storyboard scene or a xib, as the file says.
public struct IBViewController: Sendable {
  /// A simulated metric: IB's preview of a bar or size; the running app never sees it.
  public typealias SimulatedMetric = IBView.SimulatedMetric

  public var id: String
  public var element: String
  public var kind: IBViewControllerKind
  public var customClass: String?
  public var customModule: String?
  public var storyboardIdentifier: String?
  public var sceneMemberID: String?
  public var title: String?
  public var userLabel: String?
  /// The scene holding it, by index; nil in a xib.
  public var scene: Int?
  /// Its root view (`key="view"`), by index.
  public var view: Int?
  public var navigationItem: IBNavigationItem?
  /// A navigation controller's `<navigationBar key="navigationBar">`, by view index.
  public var navigationBar: Int?
  /// `navigationBarHidden="YES"` on a navigation controller.
  public var isNavigationBarHidden = false
  /// `largeTitles="YES"` on the navigation controller's bar (`prefersLargeTitles`).
  public var prefersLargeTitles = false
  /// A navigation controller's `<toolbar key="toolbar">`, by view index.
  public var toolbar: Int?
  /// Whether a navigation controller hides its toolbar: YES unless it says `toolbarHidden="NO"`.
  public var isToolbarHidden = true
  /// A tab bar controller's `<tabBar key="tabBar">`, by view index.
  public var tabBar: Int?
  public var tabBarItem: IBBarItem?
  public var toolbarItems: [IBBarItem] = []
  /// `hidesBottomBarWhenPushed="YES"`.
  public var hidesBottomBarWhenPushed = false
  /// `extendedLayoutIncludesOpaqueBars="YES"`.
  public var extendedLayoutIncludesOpaqueBars = false
  /// `automaticallyAdjustsScrollViewInsets`, YES when absent.
  public var automaticallyAdjustsScrollViewInsets = true
  /// `<extendedEdge key="edgesForExtendedLayout">`: the edges, all four when absent.
  public var edgesForExtendedLayout: Set<String> = ["top", "left", "bottom", "right"]
  /// `modalPresentationStyle` as written (`fullScreen`, `pageSheet`, `formSheet`…).
  public var modalPresentationStyle: String?
  /// A split view controller's `style` (`doubleColumn`, `tripleColumn`) as written.
  public var splitStyle: String?
  /// A storyboard reference's `storyboardName` and `referencedIdentifier`.
  public var referencedStoryboard: String?
  public var referencedIdentifier: String?
  /// `<size key="freeformSize">`: the size IB previews a freeform scene at.
  public var freeformSize: IBSize?
  /// The pre-iOS 11 `topLayoutGuide` / `bottomLayoutGuide`, by layout guide index.
  public var layoutGuides: [Int] = []
  /// Segues whose `<connections>` are in this controller's scene and start at it or one of its
  /// controls.
  public var segues: [Int] = []
  public var simulatedMetrics: [SimulatedMetric] = []
  public var position: SourcePosition
}

/// A segue from a `<connections>` element.
public struct IBSegue: Sendable {
  public var id: String
  /// The `kind` as written.
  ///
  /// `relationship`, `show`, `showDetail`, `presentation`, `embed`, `push`, `modal`, `unwind`,
  /// `custom`, `popoverPresentation`…
  public var kind: String
  /// The relationship of a `kind="relationship"` segue.
  ///
  /// `rootViewController`, `viewControllers`, `masterViewController`, `detailViewController`,
  /// `supplementaryViewController`…
  public var relationship: String?
  /// The segue's `identifier` (for `performSegue(withIdentifier:)`).
  public var identifier: String?
  public var destinationID: String
  /// The destination view controller, by index; nil for an unwind segue to the scene's Exit.
  public var destination: Int?
  /// The view controller whose scene holds it, by index.
  public var source: Int
  /// The view whose `<connections>` hold it (a button, a container view), by index; nil when
  /// it starts at the controller.
  public var sourceView: Int?
  public var position: SourcePosition
}

/// A storyboard's `<scene sceneID=…>`.
public struct IBScene: Sendable {
  public var id: String
  /// The scene's view controller, by index (a scene holds one).
  public var viewController: Int?
  /// The scene's other top-level objects (placeholders, gesture recognizers, extra views…).
  public var objects: [IBTopLevelObject] = []
  public var position: SourcePosition
}

/// An object in an `<objects>` list that is not the scene's view controller.
public enum IBTopLevelObject: Sendable {
  case view(Int)
  case viewController(Int)
  /// A `<placeholder>`: File's Owner (`IBFilesOwner`), First Responder.
  case placeholder(IBPlaceholder)
  /// Anything else (`customObject`, a gesture recognizer): element, id and where.
  case other(element: String, id: String?, position: SourcePosition)
}

/// A xib's or scene's placeholder object.
public struct IBPlaceholder: Sendable {
  public var id: String
  /// What it stands for: `IBFilesOwner`, `IBFirstResponder`.
  public var placeholderIdentifier: String?
  public var customClass: String?
  public var userLabel: String?
  public var position: SourcePosition
}
