/// The named values a layout reports, in the order `json` prints them.
///
/// The raw value is the JSON key, which is also the name used in `approximations`.
public enum LayoutElement: String, Hashable, Sendable, CaseIterable, Comparable {
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

  public static func < (a: LayoutElement, b: LayoutElement) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
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
