/// An iOS storyboard or xib, read into typed values: its scenes and view controllers, every view,
/// constraint and layout guide, the segues between controllers, and notes on what it holds that
/// the model does not carry.
///
/// Everything is as the file says, with Interface Builder's defaults where it says nothing; no
/// layout is done here. Objects refer to each other by index into the arrays below; `objects`
/// maps every IB id to what it names.
public struct IBDocument: Sendable {
  public enum Kind: String, Sendable {
    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`
    case storyboard
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`
    case xib

    /// The `type` attribute of the `<document>` element for each kind.
    public var documentType: String {
      switch self {
      case .storyboard: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
      case .xib: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
      }
    }
  }

  /// `<device id="retina6_12" orientation="portrait" appearance="light">`: the phone IB laid
  /// the stored frames out for (see `IBDeviceIDs`).
  public struct Device: Hashable, Sendable {
    public var id: String
    /// `portrait` or `landscape` as written; nil when absent.
    public var orientation: String?
    public var appearance: String?
    /// `<adaptation id="fullscreen"/>` in older files.
    public var adaptation: String?
    public var position: SourcePosition
  }

  /// What an IB id names.
  public enum Object: Hashable, Sendable {
    case view(Int)
    case viewController(Int)
    case constraint(Int)
    case layoutGuide(Int)
    case segue(Int)
    case scene(Int)
    /// Any other element with an id (an outlet, a bar item, a placeholder…), by element name.
    case other(String)
  }

  public var kind: Kind
  /// `toolsVersion` as written (`14460.31`); see `toolsBuild`.
  public var toolsVersion: String?
  /// `targetRuntime` as written (`iOS.CocoaTouch`).
  public var targetRuntime: String?
  /// `useAutolayout="YES"`.
  public var usesAutoLayout = false
  /// `useSafeAreas="YES"`: views have safe-area layout guides (iOS 11); otherwise view
  /// controllers have top and bottom layout guides.
  public var usesSafeAreas = false
  /// `useTraitCollections="YES"`: size classes and variations.
  public var usesTraitCollections = false
  /// `launchScreen="YES"`.
  public var isLaunchScreen = false
  /// `initialViewController` as written, and the controller it names, by index.
  public var initialViewControllerID: String?
  public var initialViewController: Int?
  public var device: Device?

  public var scenes: [IBScene] = []
  public var viewControllers: [IBViewController] = []
  public var views: [IBView] = []
  public var constraints: [IBConstraint] = []
  public var layoutGuides: [IBLayoutGuide] = []
  public var segues: [IBSegue] = []
  /// A xib's `<objects>` (File's Owner, First Responder, its views); empty for a storyboard.
  public var topLevelObjects: [IBTopLevelObject] = []
  /// `<resources><image name= width= height=>`: the point size of each named image.
  public var imageSizes: [String: IBSize] = [:]
  /// Every id in the file and what it names.
  public var objects: [String: Object] = [:]
  /// What the model does not carry, once per kind, in order of first appearance.
  public var notes: [IBNote] = []

  public init(kind: Kind) { self.kind = kind }

  /// The build number at the front of `toolsVersion` (14460 for `14460.31`).
  public var toolsBuild: Int? {
    guard let toolsVersion else { return nil }
    return Int(toolsVersion.split(separator: ".", maxSplits: 1).first ?? "")
  }

  /// The view an id names, if it names a view.
  public func view(id: String) -> Int? {
    if case .view(let index) = objects[id] { return index }
    return nil
  }

  /// The view controller an id names, if it names one.
  public func viewController(id: String) -> Int? {
    if case .viewController(let index) = objects[id] { return index }
    return nil
  }

  /// The views whose `<subviews>` list puts them in `view`, in z-order (back to front).
  public func subviews(of view: Int) -> [Int] {
    views[view].children.filter { views[$0].placement == .subview }
  }

  /// Every view under `view` (not `view` itself), depth first, in document order.
  ///
  /// Iterative, so deep trees cost no stack.
  public func descendants(of view: Int) -> [Int] {
    var result: [Int] = []
    var stack = views[view].children.reversed() as [Int]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: views[next].children.reversed())
    }
    return result
  }
}
