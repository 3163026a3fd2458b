/// What a bar's row reads of a layout to choose its edge and thickness.
public typealias BarContext = LayoutContext

/// A kind of bar as data: which element it is, which edge of the screen it sits on, how thick it
/// is (a rule of the model), how it meets the home-indicator strip, and whether it floats.
///
/// The bars stage places every bar the settings ask for from its descriptor; the content stage
/// and the safe area read the placed bars by edge; the drawing reads the same descriptor for the
/// bar's labels. So a bar on a side edge (the iPhone Duo's vertical bars) is a row of
/// `BarDescriptor.all`, not a branch in every stage. (A class, so a stage reading a row takes one
/// reference, not five closures.)
public final class BarDescriptor: Sendable {
  /// Which of a container's bars it is: the top bar (a navigation bar) or the bottom one (a
  /// toolbar or a tab bar).
  public enum Slot: Sendable {
    case top
    case bottom
  }

  /// How the bar meets the strip the home indicator reserves along its edge.
  public enum Strip: Sendable {
    /// It sits above the strip; its background runs down through it (a toolbar, §7a decision 8).
    case sitsAbove
    /// Its frame takes the strip in (a tab bar: 83 = 49 + 34).
    case takesIn
  }

  public let element: LayoutElement
  public let slot: Slot
  /// Whether the settings show this bar (before full screen hides it).
  let wanted: @Sendable (Settings) -> Bool
  /// The edge it sits on for a layout.
  let edge: @Sendable (BarContext) -> Edge
  /// The rule that gives its thickness across its edge (its height on a top or bottom edge).
  let thickness: @Sendable (BarContext) -> Rule
  public let strip: Strip
  /// iOS 26's floating tab bar: a capsule inside the band the bar reserves, rather than a bar
  /// spanning the edge.
  let floats: @Sendable (BarContext) -> Bool
  /// The words drawn on it, as many as fit (the drawing's labels).
  public let labels: [String]

  /// A kind of bar (the built-in ones are `all`'s rows; a test may make its own).
  public init(
    element: LayoutElement, slot: Slot, wanted: @escaping @Sendable (Settings) -> Bool,
    edge: @escaping @Sendable (BarContext) -> Edge,
    thickness: @escaping @Sendable (BarContext) -> Rule, strip: Strip,
    floats: @escaping @Sendable (BarContext) -> Bool, labels: [String]
  ) {
    self.element = element
    self.slot = slot
    self.wanted = wanted
    self.edge = edge
    self.thickness = thickness
    self.strip = strip
    self.floats = floats
    self.labels = labels
  }

  /// The bars UIKit's containers show, in the order they are placed and reported.
  public static let all: [BarDescriptor] = [navigationBar, toolbar, tabBar]

  /// `all` in memory that is never freed: a layout reads its rows without retaining an array.
  static let builtInRows = BarRows(all)

  /// The descriptor of a bar element, if it is one.
  public static func of(_ element: LayoutElement) -> BarDescriptor? {
    all.first { $0.element == element }
  }

  /// The navigation bar along the top (decisions 8 and 9, §7a, §7c).
  static let navigationBar = BarDescriptor(
    element: .navigationBar, slot: .top, wanted: { $0.navigationBar != .none },
    edge: { c in c.verticalBars ? c.strip ?? .top : .top },
    thickness: { c in
      if c.verticalBars { return .verticalNavigationBar }
      let large = c.settings.navigationBar == .large && c.ios >= 11
      if large && !c.landscape {
        return c.liquidGlass ? .liquidGlassLargeTitleHeight : .largeTitleHeight
      }
      if c.liquidGlass && !c.landscape { return .liquidGlassNavigationBarHeight }
      if c.landscape && c.compactWidth {
        return c.liquidGlass ? .liquidGlassCompactLandscapeBar : .navigationBarCompactLandscape
      }
      if c.landscape {
        return c.liquidGlass ? .liquidGlassWideLandscapeBar : .navigationBarWideLandscape
      }
      return .navigationBarHeight
    }, strip: .sitsAbove, floats: { _ in false }, labels: ["Title"])

  /// The navigation controller's toolbar along the bottom (decision 8, §7a, §7c).
  static let toolbar = BarDescriptor(
    element: .toolbar, slot: .bottom, wanted: { $0.bottomBar == .toolbar },
    edge: { c in c.verticalBars ? c.strip ?? .bottom : .bottom },
    thickness: { c in
      if c.verticalBars { return .verticalToolbar }
      if c.liquidGlass && !c.landscape { return .liquidGlassToolbarHeight }
      if c.landscape && c.compactWidth {
        return c.liquidGlass ? .liquidGlassCompactLandscapeBar : .toolbarCompactLandscape
      }
      return c.liquidGlass ? .liquidGlassWideLandscapeBar : .toolbarHeight
    }, strip: .sitsAbove, floats: { _ in false }, labels: ["Edit", "Share", "Done"])

  /// A tab bar controller's bar along the bottom (decision 8, §4, §7c).
  static let tabBar = BarDescriptor(
    element: .tabBar, slot: .bottom, wanted: { $0.bottomBar == .tabBar },
    edge: { c in c.verticalBars ? c.strip ?? .bottom : .bottom },
    thickness: { c in
      if c.verticalBars { return .verticalTabBar }
      if c.liquidGlass { return .liquidGlassTabBarSafeArea }
      if c.landscape && c.compactWidth && c.ios >= 11 { return .tabBarCompactLandscape }
      if c.landscape && c.ios <= 10 { return .tabBarLandscapeBeforeIOS11 }
      return .tabBarHeight
    }, strip: .takesIn, floats: { $0.liquidGlass && !$0.verticalBars },
    labels: ["Home", "Search", "Profile"])
}

/// Rows of bars in memory that is never freed and never written after it is filled (like
/// `RuleNumbers`), each row retained once for good: read by every layout at +0, with no array
/// and no row to retain and release.
struct BarRows: @unchecked Sendable {
  let rows: UnsafeBufferPointer<Unmanaged<BarDescriptor>>

  init(_ descriptors: [BarDescriptor]) {
    let rows = UnsafeMutableBufferPointer<Unmanaged<BarDescriptor>>.allocate(
      capacity: descriptors.count)
    _ = rows.initialize(from: descriptors.map { Unmanaged.passRetained($0) })
    self.rows = UnsafeBufferPointer(rows)
  }
}
