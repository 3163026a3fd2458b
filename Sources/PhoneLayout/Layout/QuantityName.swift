/// One of the four numbers of a frame, as `json` names them.
public enum FrameComponent: String, Hashable, Sendable, CaseIterable {
  case x, y, width, height
}

/// One side of a set of insets, as `json` names them.
public enum Edge: String, Hashable, Sendable, CaseIterable {
  case top, left, bottom, right
}

/// A value a layout computes on the way to what it reports, named for `explain`.
public enum Term: String, Hashable, Sendable, CaseIterable {
  case zero = "0"
  /// The catalog's `statusBarFrame` height for the iOS era, before the hotspot.
  case statusBarEraHeight = "status bar height on this iOS"
  /// The lower 20 pt of the double-height bar.
  case hotspotBarHeight = "hotspot bar height"
  /// Where UIKit puts the navigation bar under a shown status bar (it may differ from
  /// `statusBarFrame`: §7a decision 9).
  case statusBarLaidOut = "status bar as UIKit lays it out"
  /// The strip the home indicator reserves along the bottom edge (the window's bottom inset).
  case homeIndicatorStrip = "home-indicator strip"
  case deviceInsetTop = "device safe area top"
  case deviceInsetLeft = "device safe area left"
  case deviceInsetBottom = "device safe area bottom"
  case deviceInsetRight = "device safe area right"
  case additionalInsetTop = "additionalSafeAreaInsets.top"
  case additionalInsetLeft = "additionalSafeAreaInsets.left"
  case additionalInsetBottom = "additionalSafeAreaInsets.bottom"
  case additionalInsetRight = "additionalSafeAreaInsets.right"
  /// The lowest of the edges that bound the content from above, so far.
  case contentTopLimit = "content top limit"
  case contentBottomLimit = "content bottom limit"
  case contentLeftLimit = "content left limit"
  case contentRightLimit = "content right limit"
  /// A bar's bottom edge or a view's, as limits are built from them.
  case statusBarBottom = "statusBar bottom edge"
  case navigationBarBottom = "navigationBar bottom edge"
  case rootViewBottom = "rootView bottom edge"
  case contentViewBottom = "contentView bottom edge"
  case screenRight = "screen right edge"
  case bottomBarTop = "bottom bar top edge"
  case bottomBarHeight = "bottom bar height above the strip"
  case pillBottomGap = "pill gap above the bottom edge"
  case pillReach = "pill top above the bottom edge"
  case tabBarSideInsets = "tab bar side insets"
  case tabBarBottomGap = "tab bar gap above the bottom edge"
  case tabBarReach = "tab bar top above the bottom edge"
  case marginMinimum = "system minimum side margin"
  case readableWidth = "readable width"
  case cutoutLength = "cutout length along the edge"
  case cutoutDepth = "cutout depth"
  case cutoutOffset = "cutout offset from the edge"
  case clusterOrigin = "status cluster's side"
  case clusterLength = "status cluster size"
  case divisionOffset = "fold offset along the long side"
  case divisionThickness = "fold thickness"
}

/// The name of a quantity in a layout's ledger: a number `json` prints (`statusBar.height`,
/// `safeAreaInsets.top`) or an intermediate value.
public enum QuantityName: Hashable, Sendable {
  case frame(LayoutElement, FrameComponent)
  case inset(LayoutElement, Edge)
  /// A single number: `cornerRadius`.
  case scalar(LayoutElement)
  case term(Term)

  /// The dotted path `json` and `explain` use (`contentRect.y`, `safeAreaInsets.top`), or the
  /// intermediate's description.
  public var path: String {
    switch self {
    case .frame(let element, let component): "\(element.rawValue).\(component.rawValue)"
    case .inset(let element, let edge): "\(element.rawValue).\(edge.rawValue)"
    case .scalar(let element): element.rawValue
    case .term(let term): term.rawValue
    }
  }
}
