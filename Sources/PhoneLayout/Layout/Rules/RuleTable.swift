// The model's rules as one table: what UIKit does, the number it gives (where it gives one), how
// sure the project is and what the sources say, a row each, so a number and its citation cannot
// drift apart. `Rule` names the rows; the stages read their numbers from here.

/// One rule of the model: the number it gives, its status and its sources.
public struct RuleRow: Sendable {
  public let rule: Rule
  /// The number the rule gives (a bar's height, a factor), or nil for a rule that only combines
  /// others (a frame below a bar).
  public let value: Double?
  public let status: Provenance.Status
  /// What the rule says UIKit does, and what its sources measured, in words.
  public let note: String
  /// The bibliography's keys (`assets/sources.json`) of the sources the rule rests on; empty for a
  /// decision of the model itself.
  public let sources: [String]

  init(
    _ rule: Rule, _ value: Double? = nil, _ status: Provenance.Status, _ note: String,
    sources: [String] = []
  ) {
    self.rule = rule
    self.value = value
    self.status = status
    self.note = note
    self.sources = sources
  }
}

extension Rule {
  /// Every rule's row, in the order of `Rule`'s cases (a test checks the order).
  public static let table: [RuleRow] = [
    RuleRow(
      .windowOrigin, 0, .confirmed, "§0 decision 2: window coordinates of the current orientation"),
    RuleRow(
      .landscapeSize, nil, .confirmed,
      "§0 decision 2: window coordinates of the current orientation"),
    RuleRow(
      .cutoutHangsFromTopEdge, nil, .confirmed,
      "§3b, §3c: the cutout hangs centred from the device's top edge"),
    RuleRow(
      .cutoutCentred, nil, .confirmed,
      "§3b, §3c: the cutout hangs centred from the device's top edge"),
    RuleRow(
      .stripIsBottomInset, nil, .confirmed,
      "§2, §3d: the home indicator reserves the window's bottom inset"),
    RuleRow(
      .pillWidthPortrait, 0.3574, .confirmed,
      "§7b matkit26 (MTLumaDodgePillSettings): 5 high, 8 above the bottom edge, width "
        + "round(short side × 0.3574) in portrait, round(long side × 0.2571) in landscape"),
    RuleRow(
      .pillWidthLandscape, 0.2571, .confirmed,
      "§7b matkit26 (MTLumaDodgePillSettings): 5 high, 8 above the bottom edge, width "
        + "round(short side × 0.3574) in portrait, round(long side × 0.2571) in landscape"),
    RuleRow(
      .pillAboveBottomEdge, nil, .confirmed,
      "§7b matkit26 (MTLumaDodgePillSettings): 5 high, 8 above the bottom edge, width "
        + "round(short side × 0.3574) in portrait, round(long side × 0.2571) in landscape"),
    RuleRow(
      .pillCentred, nil, .confirmed,
      "§7b matkit26 (MTLumaDodgePillSettings): 5 high, 8 above the bottom edge, width "
        + "round(short side × 0.3574) in portrait, round(long side × 0.2571) in landscape"),
    RuleRow(.barSpansScreen, nil, .confirmed, "§4: bars span the screen's width"),
    RuleRow(
      .hotspotBarHeight, 20, .confirmed,
      "§4: DCModalSegue#1; JSQMessagesViewController#229; openradar 11933715 (40 pt)"),
    RuleRow(.doubleHeightBar, nil, .confirmed, "§0 decision 3: the lower 20 pt of the 40-pt bar"),
    RuleRow(
      .hotspotBarIsLowerHalf, nil, .confirmed, "§0 decision 3: the lower 20 pt of the 40-pt bar"),
    RuleRow(
      .navigationBarUnderStatusBar, nil, .confirmed, "§7a decision 9: directly below the status bar"
    ),
    RuleRow(
      .homeButtonTopInsetIsStatusBar, nil, .confirmed,
      "§2: dimmmensions-16 (top 20 = status bar); UYL-X; §7a masonry546"),
    RuleRow(
      .hiddenStatusBarLeavesNoTopInset, 0, .confirmed,
      "§2: dimmmensions-16 (landscape, status bar hidden: top 0)"),
    RuleRow(
      .windowTopInsetUnderDoubleHeightBar, nil, .unconfirmed,
      "§0 decision 7 read for the 40-pt bar; no source measured it (estimate)"),
    RuleRow(.deviceInsets, nil, .confirmed, "§0 decision 7: the window's insets are the device's"),
    RuleRow(.rootViewIsScreen, nil, .confirmed, "§0 decision 4: the root view is the screen"),
    RuleRow(
      .rootViewBelowStatusBar, nil, .confirmed,
      "§0 decision 4: iOS ≤ 6, below the status bar (applicationFrame)"),
    RuleRow(
      .rootViewBelowHotspotBar, 20, .confirmed,
      "§0 decision 4: iOS 7–12 with the double-height bar, {0,20,w,h−20}"),
    RuleRow(
      .rootViewToBottom, nil, .confirmed, "§0 decision 4: the root view reaches the bottom edge"),
    RuleRow(
      .navigationBarInApplicationFrame, nil, .confirmed,
      "§0 decision 9: iOS ≤ 6, at the top of the application frame"),
    RuleRow(
      .navigationBarBelowStatusBar, nil, .confirmed,
      "§7a decision 9: below the status bar as UIKit lays it out"),
    RuleRow(
      .navigationBarAtSafeAreaTop, nil, .confirmed,
      "§7a decision 9: with the status bar hidden, at the top safe-area inset"),
    RuleRow(
      .navigationBarAtScreenTop, 0, .confirmed,
      "§0 decision 9: with the status bar hidden, at the top edge"),
    RuleRow(
      .navigationBarHeight, 44, .confirmed, "§4 decision 8: UYL-X; hacknicity-iPad12; Sinclair (44)"
    ),
    RuleRow(
      .navigationBarCompactLandscape, 32, .confirmed,
      "§4 decision 8: UYL-X; fluentui-apple#1727 (32 in compact landscape)"),
    RuleRow(
      .navigationBarWideLandscape, 44, .single,
      "§4 decision 8: fluentui-apple#1727 (wide phones keep 44)"),
    RuleRow(
      .largeTitleHeight, 96, .confirmed,
      "§4 decision 8: hacknicity-iPad12; qiita-usagimaru (96 = 44 + 52)"),
    RuleRow(
      .liquidGlassNavigationBarAtSafeAreaTop, nil, .confirmed,
      "§7c: gknbs (y = top safe-area inset); Maui.Spine#377 (iPhone 17, iOS 26.4: y 62 measured)"),
    RuleRow(
      .liquidGlassNavigationBarHeight, 54, .confirmed,
      "§7c: gknbs, gknbs47 (54); Maui.Spine#377 (height 54 measured)"),
    RuleRow(
      .liquidGlassLargeTitleHeight, 106, .unconfirmed,
      "§7c: Maui.Spine#377 (106 = 54 + 52), a single source: an estimate on iOS 26"),
    RuleRow(
      .liquidGlassCompactLandscapeBar, 32, .unconfirmed,
      "§7c: landscape bars unknown on iOS 26; the iOS 18 landscape heights assumed"),
    RuleRow(
      .liquidGlassWideLandscapeBar, 44, .unconfirmed,
      "§7c: landscape bars unknown on iOS 26; the iOS 18 landscape heights assumed"),
    RuleRow(
      .barAgainstSideEdge, nil, .unconfirmed,
      "a bar on a side edge lies against that edge, between the top and bottom safe-area insets (no published frame)"
    ),
    RuleRow(.toolbarHeight, 44, .confirmed, "§4: stackguides 5219833; HIG (44)"),
    RuleRow(
      .toolbarCompactLandscape, 32, .confirmed, "§4: stackguides 5219833 (32 in compact landscape)"),
    RuleRow(
      .toolbarAboveStrip, nil, .confirmed,
      "§7a decision 8: qmuidef, qmui633 (above the home-indicator strip; its background runs "
        + "down through it)"),
    RuleRow(
      .liquidGlassToolbarHeight, 48, .unconfirmed,
      "§7c: skphoto459 (48), a single source: an estimate on iOS 26"),
    RuleRow(.tabBarHeight, 49, .confirmed, "§4: warriorg/notes; flutter#39258 (49)"),
    RuleRow(
      .tabBarCompactLandscape, 32, .confirmed,
      "§4: ESTabBarController#88; react-navigation#8728 (32, iOS 11+)"),
    RuleRow(
      .tabBarLandscapeBeforeIOS11, 49, .unconfirmed,
      "§4: old HIG Tab Bars page (49 in every orientation, undated)"),
    RuleRow(
      .tabBarIncludesStrip, nil, .confirmed,
      "§4: warriorg/notes (83 = 49 + 34); flutter#39258 (70 = 49 + 21); qmui633"),
    RuleRow(
      .bottomBarAtBottom, nil, .confirmed, "§0 decision 8: the bottom bar sits on the bottom edge"),
    RuleRow(
      .liquidGlassTabBarSideInset, 21, .confirmed,
      "§7c research: decompiled iOS 26.1 UIKitCore (21 each side); tdesign#2655"),
    RuleRow(
      .liquidGlassTabBarHeight, 62, .unconfirmed,
      "§7c: floating capsule about 62 (image measurement, a single source)"),
    RuleRow(
      .liquidGlassTabBarBottomGap, 8, .unconfirmed,
      "§7c: no published frame; the capsule fills the safe-area band above the strip and keeps "
        + "at least 8 pt of it below (21 on Face ID phones in portrait: 83 − 62)"),
    RuleRow(
      .liquidGlassTabBarSafeArea, 49, .single,
      "§7c research: code-payments#640 (iPhone 17, iOS 26: safeAreaInsets.bottom 83 = 34 + 49 "
        + "with the floating tab bar)"),
    RuleRow(
      .contentViewIsRootView, nil, .confirmed, "§0 decision 5: the content view fills the root view"
    ),
    RuleRow(
      .contentViewBelowBar, nil, .confirmed,
      "§0 decision 5: below the top bar when its edge is not extended or it is opaque"),
    RuleRow(
      .contentViewAboveBar, nil, .confirmed,
      "§0 decision 5: above the bottom bar when its edge is not extended or it is opaque"),
    RuleRow(
      .contentViewBetweenBarsIOS6, nil, .confirmed, "§0 decision 5: iOS ≤ 6, between the bars"),
    RuleRow(
      .contentRectBelow, nil, .confirmed,
      "§0 decision 6: below the status bar, the top bar and the top inset"),
    RuleRow(
      .contentRectAbove, nil, .confirmed, "§0 decision 6: above the bottom bar and the bottom inset"
    ),
    RuleRow(.contentRectInside, nil, .confirmed, "§0 decision 6: inside the device's side insets"),
    RuleRow(
      .additionalSafeAreaInsets, nil, .confirmed,
      "your additionalSafeAreaInsets (--additional-insets), iOS 11+"),
    RuleRow(
      .layoutGuideLengths, nil, .unconfirmed,
      "§6: guide lengths derived (bars over the content view), not documented"),
    RuleRow(
      .viewSafeAreaInsets, nil, .confirmed,
      "§5 iOS 11: a view controller's view.safeAreaInsets account for the status bar, the bars "
        + "and additionalSafeAreaInsets (Apple: UIView.safeAreaInsets)"),
    RuleRow(
      .marginPortrait, nil, .confirmed,
      "research D: dimmmensions iOS 15 and 16.2 root-view layoutMargins (16 up to 393 wide, 20 "
        + "from 414, beyond the safe area)"),
    RuleRow(
      .marginPortraitUnmeasured, nil, .unconfirmed,
      "research D: 402, 420 and 440-wide phones not measured; 16 below 414 wide, 20 above, "
        + "assumed"),
    RuleRow(
      .marginHomeButtonLandscape, nil, .confirmed,
      "research D: dimmmensions (landscape, home-button phones: 20)"),
    RuleRow(
      .marginFaceIDLandscape, nil, .confirmed,
      "research D: dimmmensions (landscape, Face ID phones: the side inset + 16)"),
    RuleRow(
      .marginsFromSafeArea, nil, .confirmed,
      "Apple: insetsLayoutMarginsFromSafeArea (default YES) and systemMinimumLayoutMargins; "
        + "viewRespectsSystemMinimumLayoutMargins YES"),
    RuleRow(
      .marginsBeforeIOS11, nil, .unconfirmed,
      "research D: before iOS 11 UYL gives 16 or 20 at the sides; top and bottom taken as the "
        + "layout guides (not measured)"),
    RuleRow(
      .readableWidth, 664, .confirmed,
      "research D: dimmmensions (the layout margins; 664 wide in landscape on regular-width Face "
        + "ID phones)"),
    RuleRow(
      .readableWidthBeforeIOS11, nil, .unconfirmed,
      "research D: readableContentGuide (iOS 9) before iOS 11 not measured"),
    RuleRow(
      .scrollViewFillsTheView, nil, .confirmed,
      "the model: a scroll view filling the content view controller's view"),
    RuleRow(
      .contentInsetIsYours, 0, .confirmed,
      "research F: from iOS 11 contentInset stays {0,0,0,0} (yours to set)"),
    RuleRow(
      .adjustAlways, nil, .confirmed, "Apple, .always: \"Always include the safe area insets\""),
    RuleRow(
      .adjustNever, nil, .confirmed, "Apple, .never: \"Do not adjust the scroll view insets\""),
    RuleRow(
      .adjustScrollableAxes, nil, .confirmed,
      "Apple, .scrollableAxes: \"Adjust the insets only in the scrollable directions\""),
    RuleRow(
      .adjustAutomatic, nil, .confirmed,
      "Apple, .automatic (UIScrollView.h): as scrollableAxes, and top and bottom adjusted anyway "
        + "when owned by a view controller with automaticallyAdjustsScrollViewInsets = YES "
        + "inside a navigation controller"),
    RuleRow(
      .automaticallyAdjustsInsets, nil, .confirmed,
      "research F: automaticallyAdjustsScrollViewInsets (iOS 7–10, default YES): contentInset "
        + "{64, 0, 49, 0} under a navigation bar and a tab bar (several logged projects)"),
    RuleRow(
      .offsetAtRest, nil, .confirmed,
      "research F: contentOffset at rest {0, −64} (iOS 10) / {0, −88} (iOS 11)"),
    RuleRow(.cellSpansTheTable, nil, .confirmed, "seed 001: cells are as wide as the table"),
    RuleRow(
      .rowHeight, 44, .single,
      "research E: the default row height, 44 ({{0, 35}, {375, 44}} logged)"),
    RuleRow(
      .sectionHeaderHeight, 28, .unconfirmed,
      "a plain section header's height: not sourced (28 assumed)"),
    RuleRow(
      .insetsContentViews, nil, .confirmed,
      "Apple, insetsContentViewsToSafeArea (iOS 11, default YES); seed 001: the content view is "
        + "inset to the safe area"),
    RuleRow(
      .contentViewNotInset, nil, .confirmed,
      "insetsContentViewsToSafeArea = NO: the content view fills the cell"),
    RuleRow(
      .contentViewBeforeIOS11, nil, .confirmed, "before iOS 11 a cell's content view fills it"),
    RuleRow(
      .keyboardReachesBottom, nil, .confirmed,
      "research C1: the keyboard's frame reaches the screen's bottom edge (5 libraries: "
        + "BottleRocketStudios#13, freshOS#10, square/Listable#100, Spring#326, WordPress#8392)"),
    RuleRow(
      .keyboardGuide, nil, .confirmed,
      "research C2: UYL; Apple, keyboardLayoutGuide (the area the keyboard covers)"),
    RuleRow(
      .keyboardGuideWhenDown, nil, .confirmed,
      "research C2: Apple, followsUndockedKeyboard: off screen, its top is the "
        + "safeAreaLayoutGuide's bottom"),
    RuleRow(
      .keyboardBeforeQuickType, nil, .confirmed,
      "research C3: 216 portrait, 162 landscape before iOS 8 (zoul; Keyman)"),
    RuleRow(
      .keyboardQuickType, nil, .confirmed,
      "research C3: iOS 8 table (warriorg/notes): 253 / 258 / 271 portrait, 193 / 194 landscape"),
    RuleRow(
      .keyboardIOS13, nil, .single, "research C3: 254 / 260 from iOS 13 (a code table; Keyman sums)"
    ),
    RuleRow(
      .keyboardLandscapeIOS13, nil, .single, "research C3: 162 + a 38-pt bar from iOS 13 (Keyman)"),
    RuleRow(
      .keyboardFaceID, nil, .single,
      "research C3: 336 on 375 to 402-wide Face ID phones (a code table; Keyman)"),
    RuleRow(
      .keyboardFaceIDWide, nil, .single,
      "research C3: 346 on 414-wide and larger Face ID phones (a code table)"),
    RuleRow(
      .keyboardFaceIDLandscape, nil, .unconfirmed,
      "research C3: about 209 in landscape (150 + 38 + 21, derived)"),
    RuleRow(
      .keyboardIOS26, nil, .unconfirmed,
      "research C3: 345 on iOS 26.0, 335 on iOS 26.2 (react-native-keyboard-controller#1155, "
        + "#1284): Apple changed it within 26.x"),
    RuleRow(
      .keyboardHomeButtonIOS26, nil, .unconfirmed,
      "research C3: not measured on iOS 26; iOS 13's 260 assumed"),
    RuleRow(.nonNegative, nil, .confirmed, "frames never have a negative size"),
  ]

  /// The statuses alone, for the hot path: a layout reads one bit per rule it applies.
  static let estimates: [Bool] = table.map { $0.status == .unconfirmed }

  /// The numbers alone, for the hot path (0 where a rule gives none).
  static let values: [Double] = table.map { $0.value ?? 0 }

  /// This rule's row.
  public var row: RuleRow { Rule.table[Int(rawValue)] }

  /// The number this rule gives (0 for a rule that gives none).
  var value: Double { Rule.values[Int(rawValue)] }

  /// Whether the rule is an estimate (status U), which makes whatever it touches one.
  var isEstimate: Bool { Rule.estimates[Int(rawValue)] }

  /// The rule's status and sources.
  public var provenance: Provenance { Provenance(row.status, row.note, sources: row.sources) }
}
