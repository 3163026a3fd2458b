/// The named values a layout reports, in the order `json` prints them.
///
/// The raw value is the JSON key, which is also the name used in `approximations`.
public enum LayoutElement: String, Hashable, Sendable, CaseIterable {
  case screen
  case statusBar
  case hotspotBar
  case navigationBar
  case toolbar
  case tabBar
  case notch
  case dynamicIsland
  case homeIndicator
  case rootView
  case contentView
  case contentRect
  case safeAreaInsets
  case cornerRadius
  case hotspotConnected
  case layoutGuides
  case homeIndicatorPill
  case viewSafeAreaInsets
  case safeAreaLayoutGuide
  /// The content view controller's root view `layoutMargins` (and, as a frame, its guide).
  case layoutMargins
  case readableContentGuide
  /// The scroll view filling the content view controller's view, and its insets.
  case scrollView
  case contentInset
  case adjustedContentInset
  case contentOffset
  /// One table view cell, its content view, and a section header's content view.
  case tableCell
  case cellContentView
  case sectionHeader
  case headerContentView
  /// The system keyboard and `keyboardLayoutGuide`.
  case keyboard
  case keyboardLayoutGuide
  /// The app's window in the display (iOS 27), and a foldable's reserved regions.
  case window
  case occlusion
  case division
  /// A `UITabAccessory` above iOS 26's floating tab bar.
  case bottomAccessory

  /// Every element in report order, built once (`allCases` builds its array on every call).
  public static let every: [LayoutElement] = allCases

  /// The element's position in report order.
  public var ordinal: Int {
    switch self {
    case .screen: 0
    case .statusBar: 1
    case .hotspotBar: 2
    case .navigationBar: 3
    case .toolbar: 4
    case .tabBar: 5
    case .notch: 6
    case .dynamicIsland: 7
    case .homeIndicator: 8
    case .rootView: 9
    case .contentView: 10
    case .contentRect: 11
    case .safeAreaInsets: 12
    case .cornerRadius: 13
    case .hotspotConnected: 14
    case .layoutGuides: 15
    case .homeIndicatorPill: 16
    case .viewSafeAreaInsets: 17
    case .safeAreaLayoutGuide: 18
    case .layoutMargins: 19
    case .readableContentGuide: 20
    case .scrollView: 21
    case .contentInset: 22
    case .adjustedContentInset: 23
    case .contentOffset: 24
    case .tableCell: 25
    case .cellContentView: 26
    case .sectionHeader: 27
    case .headerContentView: 28
    case .keyboard: 29
    case .keyboardLayoutGuide: 30
    case .window: 31
    case .occlusion: 32
    case .division: 33
    case .bottomAccessory: 34
    }
  }
}

/// A set of layout elements as bits, iterated in report order.
public struct ElementSet: Hashable, Sendable, Sequence {
  private var bits: UInt64 = 0

  public init() {}

  public init(_ elements: [LayoutElement]) {
    for element in elements { insert(element) }
  }

  public func contains(_ element: LayoutElement) -> Bool { bits & (1 << element.ordinal) != 0 }

  public mutating func insert(_ element: LayoutElement) { bits |= 1 << element.ordinal }

  public func makeIterator() -> IndexingIterator<[LayoutElement]> {
    LayoutElement.every.filter(contains).makeIterator()
  }
}

/// How the personal hotspot shows on screen.
public enum HotspotIndicator: String, Hashable, Sendable {
  /// Off, or hidden with the status bar.
  case none
  /// The 40-pt double-height bar: home-button phones up to iOS 12.
  case doubleHeightBar
  /// The whole status bar turns blue, height unchanged: home-button phones from iOS 13.
  case blueStatusBar
  /// A blue capsule behind the time, height unchanged: Face ID phones.
  case blueCapsule
}

/// `topLayoutGuide.length` and `bottomLayoutGuide.length` of the content view controller (iOS 7–10).
public struct LayoutGuides: Hashable, Sendable {
  public var top: Double
  public var bottom: Double

  public init(top: Double, bottom: Double) {
    self.top = top
    self.bottom = bottom
  }
}
