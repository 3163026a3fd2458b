/// A group of numbers in the device catalog, whose provenance the catalog entry carries.
public enum Fact: UInt8, Hashable, Sendable, CaseIterable {
  case points
  case statusBar
  /// Where UIKit puts the navigation bar under the status bar, when the catalog says (§7a).
  case navigationBarPosition
  case safeArea
  case cornerRadius
  case notch
  case dynamicIsland
  case homeIndicator
}

extension Device {
  /// The provenance of a catalog group as it applies on `ios` in `orientation`.
  public func provenance(of fact: Fact, ios: IOSVersion, orientation: Orientation) -> Provenance {
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
  case liquidGlassLandscapeBar
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
  case marginPortrait
  case marginPortraitUnmeasured
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
  case keyboardBeforeQuickType
  case keyboardQuickType
  case keyboardIOS13
  case keyboardLandscapeIOS13
  case keyboardFaceID
  case keyboardFaceIDWide
  case keyboardFaceIDLandscape
  case keyboardIOS26
  case keyboardHomeButtonIOS26
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

  /// The multiplier of a `scaled` operation.
  var factor: Double {
    switch self {
    case .pillWidthPortrait: 0.3574
    case .pillWidthLandscape: 0.2571
    default: 1
    }
  }

  var isEstimate: Bool { provenance.isEstimate }

  /// The reference row, decision or source, and how sure it is.
  public var provenance: Provenance {
    switch self {
    case .windowOrigin, .landscapeSize:
      Provenance(.confirmed, "§0 decision 2: window coordinates of the current orientation")
    case .cutoutHangsFromTopEdge, .cutoutCentred:
      Provenance(.confirmed, "§3b, §3c: the cutout hangs centred from the device's top edge")
    case .stripIsBottomInset:
      Provenance(.confirmed, "§2, §3d: the home indicator reserves the window's bottom inset")
    case .pillWidthPortrait, .pillWidthLandscape, .pillAboveBottomEdge, .pillCentred:
      Provenance(
        .confirmed,
        "§7b matkit26 (MTLumaDodgePillSettings): 5 high, 8 above the bottom edge, width "
          + "round(short side × 0.3574) in portrait, round(long side × 0.2571) in landscape")
    case .barSpansScreen:
      Provenance(.confirmed, "§4: bars span the screen's width")
    case .hotspotBarHeight:
      Provenance(
        .confirmed, "§4: DCModalSegue#1; JSQMessagesViewController#229; openradar 11933715 (40 pt)")
    case .doubleHeightBar, .hotspotBarIsLowerHalf:
      Provenance(.confirmed, "§0 decision 3: the lower 20 pt of the 40-pt bar")
    case .navigationBarUnderStatusBar:
      Provenance(.confirmed, "§7a decision 9: directly below the status bar")
    case .homeButtonTopInsetIsStatusBar:
      Provenance(.confirmed, "§2: dimmmensions-16 (top 20 = status bar); UYL-X; §7a masonry546")
    case .hiddenStatusBarLeavesNoTopInset:
      Provenance(.confirmed, "§2: dimmmensions-16 (landscape, status bar hidden: top 0)")
    case .windowTopInsetUnderDoubleHeightBar:
      Provenance(
        .unconfirmed, "§0 decision 7 read for the 40-pt bar; no source measured it (estimate)")
    case .deviceInsets:
      Provenance(.confirmed, "§0 decision 7: the window's insets are the device's")
    case .rootViewIsScreen:
      Provenance(.confirmed, "§0 decision 4: the root view is the screen")
    case .rootViewBelowStatusBar:
      Provenance(.confirmed, "§0 decision 4: iOS ≤ 6, below the status bar (applicationFrame)")
    case .rootViewBelowHotspotBar:
      Provenance(.confirmed, "§0 decision 4: iOS 7–12 with the double-height bar, {0,20,w,h−20}")
    case .rootViewToBottom:
      Provenance(.confirmed, "§0 decision 4: the root view reaches the bottom edge")
    case .navigationBarInApplicationFrame:
      Provenance(.confirmed, "§0 decision 9: iOS ≤ 6, at the top of the application frame")
    case .navigationBarBelowStatusBar:
      Provenance(.confirmed, "§7a decision 9: below the status bar as UIKit lays it out")
    case .navigationBarAtSafeAreaTop:
      Provenance(
        .confirmed, "§7a decision 9: with the status bar hidden, at the top safe-area inset")
    case .navigationBarAtScreenTop:
      Provenance(.confirmed, "§0 decision 9: with the status bar hidden, at the top edge")
    case .navigationBarHeight:
      Provenance(.confirmed, "§4 decision 8: UYL-X; hacknicity-iPad12; Sinclair (44)")
    case .navigationBarCompactLandscape:
      Provenance(.confirmed, "§4 decision 8: UYL-X; fluentui-apple#1727 (32 in compact landscape)")
    case .navigationBarWideLandscape:
      Provenance(.single, "§4 decision 8: fluentui-apple#1727 (wide phones keep 44)")
    case .largeTitleHeight:
      Provenance(.confirmed, "§4 decision 8: hacknicity-iPad12; qiita-usagimaru (96 = 44 + 52)")
    case .liquidGlassNavigationBarAtSafeAreaTop:
      Provenance(
        .confirmed,
        "§7c: gknbs (y = top safe-area inset); Maui.Spine#377 (iPhone 17, iOS 26.4: y 62 measured)")
    case .liquidGlassNavigationBarHeight:
      Provenance(.confirmed, "§7c: gknbs, gknbs47 (54); Maui.Spine#377 (height 54 measured)")
    case .liquidGlassLargeTitleHeight:
      Provenance(
        .unconfirmed, "§7c: Maui.Spine#377 (106 = 54 + 52), a single source: an estimate on iOS 26")
    case .liquidGlassLandscapeBar:
      Provenance(
        .unconfirmed, "§7c: landscape bars unknown on iOS 26; the iOS 18 landscape heights assumed")
    case .toolbarHeight:
      Provenance(.confirmed, "§4: stackguides 5219833; HIG (44)")
    case .toolbarCompactLandscape:
      Provenance(.confirmed, "§4: stackguides 5219833 (32 in compact landscape)")
    case .toolbarAboveStrip:
      Provenance(
        .confirmed,
        "§7a decision 8: qmuidef, qmui633 (above the home-indicator strip; its background runs "
          + "down through it)")
    case .liquidGlassToolbarHeight:
      Provenance(
        .unconfirmed, "§7c: skphoto459 (48), a single source: an estimate on iOS 26")
    case .tabBarHeight:
      Provenance(.confirmed, "§4: warriorg/notes; flutter#39258 (49)")
    case .tabBarCompactLandscape:
      Provenance(.confirmed, "§4: ESTabBarController#88; react-navigation#8728 (32, iOS 11+)")
    case .tabBarLandscapeBeforeIOS11:
      Provenance(.unconfirmed, "§4: old HIG Tab Bars page (49 in every orientation, undated)")
    case .tabBarIncludesStrip:
      Provenance(
        .confirmed, "§4: warriorg/notes (83 = 49 + 34); flutter#39258 (70 = 49 + 21); qmui633")
    case .bottomBarAtBottom:
      Provenance(.confirmed, "§0 decision 8: the bottom bar sits on the bottom edge")
    case .liquidGlassTabBarSideInset:
      Provenance(
        .confirmed, "§7c research: decompiled iOS 26.1 UIKitCore (21 each side); tdesign#2655")
    case .liquidGlassTabBarHeight:
      Provenance(
        .unconfirmed, "§7c: floating capsule about 62 (image measurement, a single source)")
    case .liquidGlassTabBarBottomGap:
      Provenance(
        .unconfirmed,
        "§7c: no published frame; the capsule fills the safe-area band above the strip and keeps "
          + "at least 8 pt of it below (21 on Face ID phones in portrait: 83 − 62)")
    case .liquidGlassTabBarSafeArea:
      Provenance(
        .single,
        "§7c research: code-payments#640 (iPhone 17, iOS 26: safeAreaInsets.bottom 83 = 34 + 49 "
          + "with the floating tab bar)")
    case .contentViewIsRootView:
      Provenance(.confirmed, "§0 decision 5: the content view fills the root view")
    case .contentViewBelowBar:
      Provenance(
        .confirmed,
        "§0 decision 5: below the top bar when its edge is not extended or it is opaque")
    case .contentViewAboveBar:
      Provenance(
        .confirmed,
        "§0 decision 5: above the bottom bar when its edge is not extended or it is opaque")
    case .contentViewBetweenBarsIOS6:
      Provenance(.confirmed, "§0 decision 5: iOS ≤ 6, between the bars")
    case .contentRectBelow:
      Provenance(
        .confirmed, "§0 decision 6: below the status bar, the top bar and the top inset")
    case .contentRectAbove:
      Provenance(.confirmed, "§0 decision 6: above the bottom bar and the bottom inset")
    case .contentRectInside:
      Provenance(.confirmed, "§0 decision 6: inside the device's side insets")
    case .additionalSafeAreaInsets:
      Provenance(.confirmed, "your additionalSafeAreaInsets (--additional-insets), iOS 11+")
    case .layoutGuideLengths:
      Provenance(
        .unconfirmed, "§6: guide lengths derived (bars over the content view), not documented")
    case .viewSafeAreaInsets:
      Provenance(
        .confirmed,
        "§5 iOS 11: a view controller's view.safeAreaInsets account for the status bar, the bars "
          + "and additionalSafeAreaInsets (Apple: UIView.safeAreaInsets)")
    case .marginPortrait:
      Provenance(
        .confirmed,
        "research D: dimmmensions iOS 15 and 16.2 root-view layoutMargins (16 up to 393 wide, 20 "
          + "from 414, beyond the safe area)")
    case .marginPortraitUnmeasured:
      Provenance(
        .unconfirmed,
        "research D: 402, 420 and 440-wide phones not measured; 16 below 414 wide, 20 above, "
          + "assumed")
    case .marginHomeButtonLandscape:
      Provenance(.confirmed, "research D: dimmmensions (landscape, home-button phones: 20)")
    case .marginFaceIDLandscape:
      Provenance(
        .confirmed, "research D: dimmmensions (landscape, Face ID phones: the side inset + 16)")
    case .marginsFromSafeArea:
      Provenance(
        .confirmed,
        "Apple: insetsLayoutMarginsFromSafeArea (default YES) and systemMinimumLayoutMargins; "
          + "viewRespectsSystemMinimumLayoutMargins YES")
    case .marginsBeforeIOS11:
      Provenance(
        .unconfirmed,
        "research D: before iOS 11 UYL gives 16 or 20 at the sides; top and bottom taken as the "
          + "layout guides (not measured)")
    case .readableWidth:
      Provenance(
        .confirmed,
        "research D: dimmmensions (the layout margins; 664 wide in landscape on regular-width Face "
          + "ID phones)")
    case .readableWidthBeforeIOS11:
      Provenance(
        .unconfirmed, "research D: readableContentGuide (iOS 9) before iOS 11 not measured")
    case .scrollViewFillsTheView:
      Provenance(.confirmed, "the model: a scroll view filling the content view controller's view")
    case .contentInsetIsYours:
      Provenance(.confirmed, "research F: from iOS 11 contentInset stays {0,0,0,0} (yours to set)")
    case .adjustAlways:
      Provenance(.confirmed, "Apple, .always: \"Always include the safe area insets\"")
    case .adjustNever:
      Provenance(.confirmed, "Apple, .never: \"Do not adjust the scroll view insets\"")
    case .adjustScrollableAxes:
      Provenance(
        .confirmed,
        "Apple, .scrollableAxes: \"Adjust the insets only in the scrollable directions\"")
    case .adjustAutomatic:
      Provenance(
        .confirmed,
        "Apple, .automatic (UIScrollView.h): as scrollableAxes, and top and bottom adjusted anyway "
          + "when owned by a view controller with automaticallyAdjustsScrollViewInsets = YES "
          + "inside a navigation controller")
    case .automaticallyAdjustsInsets:
      Provenance(
        .confirmed,
        "research F: automaticallyAdjustsScrollViewInsets (iOS 7–10, default YES): contentInset "
          + "{64, 0, 49, 0} under a navigation bar and a tab bar (several logged projects)")
    case .offsetAtRest:
      Provenance(
        .confirmed, "research F: contentOffset at rest {0, −64} (iOS 10) / {0, −88} (iOS 11)")
    case .cellSpansTheTable:
      Provenance(.confirmed, "seed 001: cells are as wide as the table")
    case .rowHeight:
      Provenance(.single, "research E: the default row height, 44 ({{0, 35}, {375, 44}} logged)")
    case .sectionHeaderHeight:
      Provenance(.unconfirmed, "a plain section header's height: not sourced (28 assumed)")
    case .insetsContentViews:
      Provenance(
        .confirmed,
        "Apple, insetsContentViewsToSafeArea (iOS 11, default YES); seed 001: the content view is "
          + "inset to the safe area")
    case .contentViewNotInset:
      Provenance(.confirmed, "insetsContentViewsToSafeArea = NO: the content view fills the cell")
    case .contentViewBeforeIOS11:
      Provenance(.confirmed, "before iOS 11 a cell's content view fills it")
    case .keyboardReachesBottom:
      Provenance(
        .confirmed,
        "research C1: the keyboard's frame reaches the screen's bottom edge (5 libraries: "
          + "BottleRocketStudios#13, freshOS#10, square/Listable#100, Spring#326, WordPress#8392)")
    case .keyboardGuide:
      Provenance(
        .confirmed, "research C2: UYL; Apple, keyboardLayoutGuide (the area the keyboard covers)")
    case .keyboardGuideWhenDown:
      Provenance(
        .confirmed,
        "research C2: Apple, followsUndockedKeyboard: off screen, its top is the "
          + "safeAreaLayoutGuide's bottom")
    case .keyboardBeforeQuickType:
      Provenance(.confirmed, "research C3: 216 portrait, 162 landscape before iOS 8 (zoul; Keyman)")
    case .keyboardQuickType:
      Provenance(
        .confirmed,
        "research C3: iOS 8 table (warriorg/notes): 253 / 258 / 271 portrait, 193 / 194 landscape")
    case .keyboardIOS13:
      Provenance(.single, "research C3: 254 / 260 from iOS 13 (a code table; Keyman sums)")
    case .keyboardLandscapeIOS13:
      Provenance(.single, "research C3: 162 + a 38-pt bar from iOS 13 (Keyman)")
    case .keyboardFaceID:
      Provenance(
        .single, "research C3: 336 on 375 to 402-wide Face ID phones (a code table; Keyman)")
    case .keyboardFaceIDWide:
      Provenance(.single, "research C3: 346 on 414-wide and larger Face ID phones (a code table)")
    case .keyboardFaceIDLandscape:
      Provenance(.unconfirmed, "research C3: about 209 in landscape (150 + 38 + 21, derived)")
    case .keyboardIOS26:
      Provenance(
        .unconfirmed,
        "research C3: 345 on iOS 26.0, 335 on iOS 26.2 (react-native-keyboard-controller#1155, "
          + "#1284): Apple changed it within 26.x")
    case .keyboardHomeButtonIOS26:
      Provenance(.unconfirmed, "research C3: not measured on iOS 26; iOS 13's 260 assumed")
    case .nonNegative:
      Provenance(.confirmed, "frames never have a negative size")
    }
  }
}
