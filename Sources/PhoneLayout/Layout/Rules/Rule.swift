/// A group of numbers in the device catalog, whose provenance the catalog entry carries.
public enum CatalogGroup: UInt8, Hashable, Sendable, CaseIterable {
  case points
  case statusBar
  /// Where UIKit puts the navigation bar under the status bar, when the catalog says (§7a).
  case navigationBarPosition
  case safeArea
  case cornerRadius
  case notch
  case dynamicIsland
  case homeIndicator
  case keyboard
  case layoutMargin
  case sizeClasses
  /// A foldable's inner display.
  case foldable
  /// A foldable's side strip: the column of the status cluster and the vertical bars.
  case foldableStrip
  /// A foldable's status cluster at the top of its strip.
  case statusCluster
  /// A foldable's fold: the `.division` region across it when half-open.
  case fold
}

extension Device {
  /// The provenance of a catalog group as it applies on `ios` in `orientation`.
  public func provenance(of fact: CatalogGroup, ios: IOSVersion, orientation: Orientation)
    -> Provenance
  {
    let missing = Provenance(.unconfirmed, "not in the catalog")
    switch fact {
    case .points: return points.provenance
    case .statusBar: return statusBarHeight(for: ios).provenance
    case .navigationBarPosition:
      return statusBarEra(for: ios)?.navigationBarY?.provenance ?? missing
    case .safeArea:
      guard let era = safeAreaEra(for: ios) else { return missing }
      return orientation.isLandscape ? era.landscape.provenance : era.portrait.provenance
    case .cornerRadius: return cornerRadius.provenance
    case .notch: return notch?.provenance ?? missing
    case .dynamicIsland: return dynamicIsland?.provenance ?? missing
    case .homeIndicator: return homeIndicator?.provenance ?? missing
    case .keyboard: return keyboardEra(for: ios)?.height(orientation).provenance ?? missing
    case .layoutMargin: return layoutMargin.provenance
    case .sizeClasses: return sizeClasses.provenance
    case .foldable: return foldable?.inner.provenance ?? missing
    case .foldableStrip: return foldable?.strip.provenance ?? missing
    case .statusCluster: return foldable?.cluster.provenance ?? missing
    case .fold: return foldable?.division.provenance ?? missing
    }
  }
}

/// A rule of the model: what UIKit does, with the reference row or model decision that says so.
///
/// Rules give numbers (a bar's height) or combine others (a frame below a bar). Their provenance
/// is what `explain` cites; a rule of status U makes whatever it touches an estimate.
public enum Rule: UInt8, Hashable, Sendable, CaseIterable {
  // Screen and device chrome.
  case windowOrigin
  case landscapeSize
  case cutoutHangsFromTopEdge
  case cutoutCentred
  case stripIsBottomInset
  case pillWidthPortrait
  case pillWidthLandscape
  case pillAboveBottomEdge
  case pillCentred
  // Status bar.
  case barSpansScreen
  case hotspotBarHeight
  case doubleHeightBar
  case hotspotBarIsLowerHalf
  case navigationBarUnderStatusBar
  // Window safe area.
  case homeButtonTopInsetIsStatusBar
  case hiddenStatusBarLeavesNoTopInset
  case windowTopInsetUnderDoubleHeightBar
  case deviceInsets
  // Root view.
  case rootViewIsScreen
  case rootViewBelowStatusBar
  case rootViewBelowHotspotBar
  case rootViewToBottom
  // Navigation bar.
  case navigationBarInApplicationFrame
  case navigationBarBelowStatusBar
  case navigationBarAtSafeAreaTop
  case navigationBarAtScreenTop
  case navigationBarHeight
  case navigationBarCompactLandscape
  case navigationBarWideLandscape
  case largeTitleHeight
  case liquidGlassNavigationBarAtSafeAreaTop
  case liquidGlassNavigationBarHeight
  case liquidGlassLargeTitleHeight
  case liquidGlassCompactLandscapeBar
  case liquidGlassWideLandscapeBar
  case barAgainstSideEdge
  case windowFrame
  case statusBarInCluster
  case verticalNavigationBar
  case verticalToolbar
  case verticalTabBar
  case bottomAccessory
  case minimizedTabBar
  // Bottom bars.
  case toolbarHeight
  case toolbarCompactLandscape
  case toolbarAboveStrip
  case liquidGlassToolbarHeight
  case tabBarHeight
  case tabBarCompactLandscape
  case tabBarLandscapeBeforeIOS11
  case tabBarIncludesStrip
  case bottomBarAtBottom
  case liquidGlassTabBarSideInset
  case liquidGlassTabBarHeight
  case liquidGlassTabBarBottomGap
  case liquidGlassTabBarSafeArea
  // Content.
  case contentViewIsRootView
  case contentViewBelowBar
  case contentViewAboveBar
  case contentViewBetweenBarsIOS6
  case contentRectBelow
  case contentRectAbove
  case contentRectInside
  case additionalSafeAreaInsets
  case layoutGuideLengths
  case viewSafeAreaInsets
  // Layout margins and readable content.
  case marginHomeButtonLandscape
  case marginFaceIDLandscape
  case marginsFromSafeArea
  case marginsBeforeIOS11
  case readableWidth
  case readableWidthBeforeIOS11
  // Scroll views and table cells.
  case scrollViewFillsTheView
  case contentInsetIsYours
  case adjustAlways
  case adjustNever
  case adjustScrollableAxes
  case adjustAutomatic
  case automaticallyAdjustsInsets
  case offsetAtRest
  case cellSpansTheTable
  case rowHeight
  case sectionHeaderHeight
  case insetsContentViews
  case contentViewNotInset
  case contentViewBeforeIOS11
  // The keyboard.
  case keyboardReachesBottom
  case keyboardGuide
  case keyboardGuideWhenDown
  case nonNegative

  /// The rule `contentInsetAdjustmentBehavior` applies.
  static func adjustment(_ behaviour: ContentInsetAdjustment) -> Rule {
    switch behaviour {
    case .always: .adjustAlways
    case .never: .adjustNever
    case .scrollableAxes: .adjustScrollableAxes
    case .automatic: .adjustAutomatic
    }
  }

  /// The multiplier of a `scaled` operation: the rule's number.
  var factor: Double { value }
}
