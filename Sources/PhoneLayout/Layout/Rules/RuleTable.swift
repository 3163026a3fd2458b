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
      .windowOrigin, 0, .confirmed,
      "model decision 2: frames are in the window coordinates of the current orientation",
      sources: []),
    RuleRow(
      .landscapeSize, nil, .confirmed,
      "model decision 2: in landscape the window is the screen turned on its side", sources: []),
    RuleRow(
      .cutoutHangsFromTopEdge, nil, .confirmed,
      "The notch or island hangs from the top edge of the screen", sources: ["bezeler", "diutils"]),
    RuleRow(
      .cutoutCentred, nil, .confirmed, "The notch or island is centred across the screen's width",
      sources: ["bezeler", "diutils"]),
    RuleRow(
      .stripIsBottomInset, nil, .confirmed,
      "The home indicator's strip is the window's bottom inset: 34 in portrait, 21 in landscape",
      sources: ["uylx", "dimm15", "dimm16"]),
    RuleRow(
      .pillWidthPortrait, 0.3574, .confirmed,
      "The home indicator is round(short side x 0.3574) wide in portrait", sources: ["matkit26"]),
    RuleRow(
      .pillWidthLandscape, 0.2571, .confirmed,
      "The home indicator is round(long side x 0.2571) wide in landscape", sources: ["matkit26"]),
    RuleRow(
      .pillAboveBottomEdge, nil, .confirmed,
      "The home indicator is 5 high with its bottom 8 above the screen's bottom edge",
      sources: ["matkit26"]),
    RuleRow(
      .pillCentred, nil, .confirmed, "The home indicator is centred across the screen",
      sources: ["matkit26"]),
    RuleRow(
      .barSpansScreen, nil, .confirmed,
      "Bars are as wide as the screen (e.g. a navigation bar {0, 50, 375, 44} on a 375-wide phone)",
      sources: ["gknb68", "gknbs41"]),
    RuleRow(
      .hotspotBarHeight, 20, .confirmed,
      "During a call or with a Personal Hotspot the status bar is 40 high, not 20",
      sources: ["dcmodalsegue1", "jsq229", "openradar11933715", "seed-000"]),
    RuleRow(
      .doubleHeightBar, nil, .confirmed,
      "model decision 3: the 40-pt bar is the 20-pt status bar plus a 20-pt hotspot bar below it",
      sources: ["seed-000"]),
    RuleRow(
      .hotspotBarIsLowerHalf, nil, .confirmed,
      "model decision 3: the hotspot bar is the lower 20 pt of the 40-pt status bar",
      sources: ["seed-000"]),
    RuleRow(
      .navigationBarUnderStatusBar, nil, .confirmed,
      "model decision 9: the navigation bar sits directly below the status bar",
      sources: ["gknbs41", "qmui1326"]),
    RuleRow(
      .homeButtonTopInsetIsStatusBar, nil, .confirmed,
      "On home-button phones the top safe-area inset is the 20-pt status bar (from iOS 12 for the window)",
      sources: ["dimm16", "uylx", "masonry546"]),
    RuleRow(
      .hiddenStatusBarLeavesNoTopInset, 0, .confirmed,
      "With the status bar hidden (landscape) a home-button phone's top inset is 0",
      sources: ["dimm16"]),
    RuleRow(
      .windowTopInsetUnderDoubleHeightBar, nil, .unconfirmed,
      "Estimate, model decision 7: no source measured the window's top inset under the 40-pt bar",
      sources: []),
    RuleRow(
      .deviceInsets, nil, .confirmed,
      "model decision 7: the window's safe-area insets are the device's own",
      sources: ["dimm15", "dimm16"]),
    RuleRow(
      .rootViewIsScreen, nil, .confirmed, "model decision 4: the root view is the whole screen",
      sources: []),
    RuleRow(
      .rootViewBelowStatusBar, nil, .confirmed,
      "model decision 4: up to iOS 6 the root view starts below the status bar",
      sources: ["seed-000"]),
    RuleRow(
      .rootViewBelowHotspotBar, 20, .confirmed,
      "model decision 4: iOS 7 to 12 with the 40-pt bar, the root view starts 20 down and is 20 shorter",
      sources: ["seed-000"]),
    RuleRow(
      .rootViewToBottom, nil, .confirmed,
      "model decision 4: the root view reaches the bottom edge of the screen", sources: []),
    RuleRow(
      .navigationBarInApplicationFrame, nil, .confirmed,
      "model decision 9: up to iOS 6 the navigation bar is at the top of the area below the status bar",
      sources: ["seed-000"]),
    RuleRow(
      .navigationBarBelowStatusBar, nil, .confirmed,
      "model decision 9: the bar sits below the status bar as UIKit lays it out, not always its reported frame",
      sources: ["uikit18", "gknbs41", "qmui1326", "gknb68"]),
    RuleRow(
      .navigationBarAtSafeAreaTop, nil, .confirmed,
      "model decision 9: with the status bar hidden the navigation bar starts at the top safe-area inset",
      sources: []),
    RuleRow(
      .navigationBarAtScreenTop, 0, .confirmed,
      "model decision 9: with the status bar hidden and no top inset the bar starts at the top edge",
      sources: []),
    RuleRow(
      .navigationBarHeight, 44, .confirmed, "model decision 8: the navigation bar is 44 high",
      sources: ["uylx", "hacknicity-ipad12", "sinclair"]),
    RuleRow(
      .navigationBarCompactLandscape, 32, .confirmed,
      "model decision 8: 32 high in landscape on phones narrower than 414",
      sources: ["uylx", "fluentui1727"]),
    RuleRow(
      .navigationBarWideLandscape, 44, .single,
      "model decision 8: wider phones keep the 44-pt navigation bar in landscape",
      sources: ["fluentui1727", "qmui633"]),
    RuleRow(
      .largeTitleHeight, 96, .confirmed, "model decision 8: a large title bar is 96 high (44 + 52)",
      sources: ["hacknicity-ipad12", "qiita-usagimaru"]),
    RuleRow(
      .liquidGlassNavigationBarAtSafeAreaTop, nil, .confirmed,
      "On iOS 26 the navigation bar starts at the top safe-area inset",
      sources: ["gknbs", "maui-spine377"]),
    RuleRow(
      .liquidGlassNavigationBarHeight, 54, .confirmed, "On iOS 26 the navigation bar is 54 high",
      sources: ["gknbs", "gknbs47", "maui-spine377"]),
    RuleRow(
      .liquidGlassLargeTitleHeight, 106, .unconfirmed,
      "Estimate: one report gives 106 (54 + 52) for an iOS 26 large title",
      sources: ["maui-spine377"]),
    RuleRow(
      .liquidGlassCompactLandscapeBar, 32, .unconfirmed,
      "Estimate: iOS 26 landscape bars are unmeasured; the iOS 18 landscape heights are assumed",
      sources: []),
    RuleRow(
      .liquidGlassWideLandscapeBar, 44, .unconfirmed,
      "Estimate: iOS 26 landscape bars are unmeasured; the iOS 18 landscape heights are assumed",
      sources: []),
    RuleRow(
      .barAgainstSideEdge, nil, .unconfirmed,
      "a bar on a side edge lies against that edge, between the top and bottom safe-area insets (no published frame)",
      sources: []),
    RuleRow(
      .windowFrame, nil, .confirmed,
      "iOS 27's resizable window, from the display's top leading corner (safearea's choice); the size classes stay the display's",
      sources: ["apple-forum-836088", "fatbobman-sizeclass"]),
    RuleRow(
      .statusBarInCluster, nil, .unconfirmed,
      "Estimate: on the iPhone Duo the status bar sits in the status cluster at the top of the side strip; statusBarFrame is not published",
      sources: ["duokit-foldtestpose", "apui-101"]),
    RuleRow(
      .verticalNavigationBar, 56, .unconfirmed,
      "Estimate: the back button heads the strip below the status cluster; its length along the strip is not published",
      sources: ["apui-101", "duoskill-geometry"]),
    RuleRow(
      .verticalToolbar, 176, .unconfirmed,
      "Estimate: toolbar items follow down the strip, 44 an item for four; no frame published",
      sources: ["apui-101", "duoskills-panes"]),
    RuleRow(
      .verticalTabBar, 224, .unconfirmed,
      "Estimate: the tab bar ends the strip above the bottom inset, 56 a tab for four; no frame published",
      sources: ["apui-101", "tgcard-31"]),
    RuleRow(
      .bottomAccessory, nil, .unconfirmed,
      "Estimate: a tab accessory of the height you give sits above the tab bar and adds to the bottom inset; its height is not published",
      sources: ["lgw-226", "audiobooth-352"]),
    RuleRow(
      .minimizedTabBar, 48, .unconfirmed,
      "Estimate: the minimised tab bar shrinks the bottom safe area; its frame is not published (48 assumed)",
      sources: ["pocketcasts-4927", "nativescript-10945"]),
    RuleRow(
      .toolbarHeight, 44, .confirmed, "A toolbar is 44 high",
      sources: ["stackguides5219833", "hacknicity-ipad12"]),
    RuleRow(
      .toolbarCompactLandscape, 32, .confirmed,
      "A toolbar is 32 high in landscape on compact phones", sources: ["stackguides5219833"]),
    RuleRow(
      .toolbarAboveStrip, nil, .confirmed,
      "model decision 8: on Face ID phones the toolbar sits above the home-indicator strip",
      sources: ["qmuidef", "qmui633"]),
    RuleRow(
      .liquidGlassToolbarHeight, 48, .unconfirmed,
      "Estimate: one report gives 48 for the iOS 26 toolbar", sources: ["skphoto459"]),
    RuleRow(
      .tabBarHeight, 49, .confirmed, "model decision 8: a tab bar is 49 high",
      sources: ["warriorg", "flutter39258"]),
    RuleRow(
      .tabBarCompactLandscape, 32, .confirmed,
      "model decision 8: from iOS 11 a tab bar is 32 high in landscape on compact phones",
      sources: ["estabbar88", "reactnav8728", "hacknicity-ipad12"]),
    RuleRow(
      .tabBarLandscapeBeforeIOS11, 49, .unconfirmed,
      "Estimate: Apple's old guidelines say a tab bar keeps its height in every orientation",
      sources: ["hig-tabbars"]),
    RuleRow(
      .tabBarIncludesStrip, nil, .confirmed,
      "model decision 8: on Face ID phones the tab bar takes in the strip: 83 (49 + 34), 70 (49 + 21)",
      sources: ["warriorg", "flutter39258", "qmui633"]),
    RuleRow(
      .bottomBarAtBottom, nil, .confirmed,
      "model decision 8: the toolbar or tab bar sits on the bottom edge", sources: []),
    RuleRow(
      .liquidGlassTabBarSideInset, 21, .confirmed,
      "The iOS 26 floating tab bar stands 21 pt in from each side",
      sources: ["uikit26", "tdesign2655"]),
    RuleRow(
      .liquidGlassTabBarHeight, 62, .unconfirmed,
      "Estimate: the iOS 26 floating tab bar is about 62 high, measured from an image (source not named)",
      sources: []),
    RuleRow(
      .liquidGlassTabBarBottomGap, 8, .unconfirmed,
      "Estimate: no frame published; the capsule fills the band above the strip and keeps at least 8 below",
      sources: []),
    RuleRow(
      .liquidGlassTabBarSafeArea, 49, .single,
      "On iOS 26 the child's safe area still ends 83 above the bottom (34 + 49)",
      sources: ["codepay640"]),
    RuleRow(
      .contentViewIsRootView, nil, .confirmed,
      "model decision 5: the content view fills the root view", sources: []),
    RuleRow(
      .contentViewBelowBar, nil, .confirmed,
      "model decision 5: the content view starts below a top bar that is opaque or not extended under",
      sources: []),
    RuleRow(
      .contentViewAboveBar, nil, .confirmed,
      "model decision 5: the content view ends above a bottom bar that is opaque or not extended under",
      sources: []),
    RuleRow(
      .contentViewBetweenBarsIOS6, nil, .confirmed,
      "model decision 5: up to iOS 6 the content view lies between the bars", sources: ["seed-000"]),
    RuleRow(
      .contentRectBelow, nil, .confirmed,
      "model decision 6: content is fully visible below the status bar, the top bar and the top inset",
      sources: []),
    RuleRow(
      .contentRectAbove, nil, .confirmed,
      "model decision 6: content is fully visible above the bottom bar and the bottom inset",
      sources: []),
    RuleRow(
      .contentRectInside, nil, .confirmed,
      "model decision 6: content is fully visible inside the device's side insets", sources: []),
    RuleRow(
      .additionalSafeAreaInsets, nil, .confirmed,
      "Your additionalSafeAreaInsets (iOS 11 and later) grow the view controller's safe area",
      sources: ["apple-additionalsafeareainsets", "seed-001"]),
    RuleRow(
      .layoutGuideLengths, nil, .unconfirmed,
      "Estimate: the iOS 7 to 10 layout guide lengths are derived from the bars, not documented",
      sources: []),
    RuleRow(
      .viewSafeAreaInsets, nil, .confirmed,
      "A view controller's view.safeAreaInsets count the status bar, the bars and additionalSafeAreaInsets",
      sources: ["apple-safeareainsets"]),
    RuleRow(
      .marginHomeButtonLandscape, nil, .confirmed,
      "Root view side margins in landscape on home-button phones: 20",
      sources: ["dimm15", "dimm16"]),
    RuleRow(
      .marginFaceIDLandscape, nil, .confirmed,
      "Root view side margins in landscape on Face ID phones: the side inset plus 16",
      sources: ["dimm15", "dimm16"]),
    RuleRow(
      .marginsFromSafeArea, nil, .confirmed,
      "Margins are kept inside the safe area and never below the system minimum",
      sources: [
        "apple-insetslayoutmarginsfromsafearea", "apple-systemminimumlayoutmargins",
        "apple-viewrespectssystemminimumlayoutmargins",
      ]),
    RuleRow(
      .marginsBeforeIOS11, nil, .unconfirmed,
      "Estimate: before iOS 11 side margins are 16 or 20; top and bottom taken as the layout guides",
      sources: ["uyl-margins", "apple-directionallayoutmargins"]),
    RuleRow(
      .readableWidth, 664, .confirmed,
      "The readable content guide follows the margins; 664 wide in landscape on wide Face ID phones",
      sources: ["dimm15", "dimm16"]),
    RuleRow(
      .readableWidthBeforeIOS11, nil, .unconfirmed,
      "Estimate: the readable content guide exists from iOS 9 but was not measured before iOS 11",
      sources: ["apple-readablecontentguide"]),
    RuleRow(
      .scrollViewFillsTheView, nil, .confirmed,
      "model decision: the scroll view fills the content view controller's view", sources: []),
    RuleRow(
      .contentInsetIsYours, 0, .confirmed,
      "From iOS 11 contentInset stays zero unless you set it; the safe area goes elsewhere",
      sources: ["apple-contentinset"]),
    RuleRow(
      .adjustAlways, nil, .confirmed,
      "With .always the scroll view's insets always include the safe area",
      sources: ["apple-cia-always", "apple-uiscrollview-h"]),
    RuleRow(
      .adjustNever, nil, .confirmed, "With .never the scroll view's insets are not adjusted",
      sources: ["apple-cia-never"]),
    RuleRow(
      .adjustScrollableAxes, nil, .confirmed,
      "With .scrollableAxes only the scrollable directions are adjusted",
      sources: ["apple-cia-scrollableaxes"]),
    RuleRow(
      .adjustAutomatic, nil, .confirmed,
      "With .automatic top and bottom are adjusted anyway inside a navigation controller",
      sources: ["apple-uiscrollview-h", "apple-cia-automatic"]),
    RuleRow(
      .automaticallyAdjustsInsets, nil, .confirmed,
      "iOS 7 to 10: contentInset grows by the bars, e.g. {64, 0, 49, 0} (the logged projects are not named)",
      sources: ["apple-automaticallyadjustsscrollviewinsets"]),
    RuleRow(
      .offsetAtRest, nil, .confirmed,
      "At rest the content is scrolled to minus the top inset: -64 on iOS 10, -88 (logged projects not named)",
      sources: []),
    RuleRow(
      .cellSpansTheTable, nil, .confirmed, "Table cells are as wide as the table",
      sources: ["seed-001"]),
    RuleRow(
      .rowHeight, 44, .single,
      "A table row is 44 high by default (one logged frame; the source is not named)", sources: []),
    RuleRow(
      .sectionHeaderHeight, 28, .unconfirmed,
      "Estimate: a plain section header's height has no source; 28 is assumed", sources: []),
    RuleRow(
      .insetsContentViews, nil, .confirmed,
      "From iOS 11 a cell's content view is inset to the safe area at the sides (the default)",
      sources: ["apple-insetscontentviewstosafearea", "seed-001"]),
    RuleRow(
      .contentViewNotInset, nil, .confirmed,
      "With insetsContentViewsToSafeArea off, the content view fills the cell",
      sources: ["apple-insetscontentviewstosafearea"]),
    RuleRow(
      .contentViewBeforeIOS11, nil, .confirmed,
      "Before iOS 11 (no safe area) a cell's content view fills the cell",
      sources: ["apple-insetscontentviewstosafearea"]),
    RuleRow(
      .keyboardReachesBottom, nil, .confirmed,
      "The keyboard's frame reaches the screen's bottom edge, taking in the home-indicator strip",
      sources: ["bottlerocket13", "freshos10", "listable100", "spring326", "wordpress8392"]),
    RuleRow(
      .keyboardGuide, nil, .confirmed, "The keyboard layout guide is the area the keyboard covers",
      sources: ["uyl-keyboard-guide", "apple-keyboardlayoutguide"]),
    RuleRow(
      .keyboardGuideWhenDown, nil, .confirmed,
      "With the keyboard down, the guide's top is the bottom of the safe area",
      sources: ["apple-followsundockedkeyboard", "uyl-keyboard-guide"]),
    RuleRow(
      .nonNegative, nil, .confirmed, "model decision: frames never have a negative size",
      sources: []),
  ]

  /// The numbers alone, for the hot path (0 where a rule gives none).
  static let values: [Double] = table.map { $0.value ?? 0 }

  /// This rule's row.
  public var row: RuleRow { Rule.table[Int(rawValue)] }

  /// The number this rule gives (0 for a rule that gives none).
  var value: Double { Rule.values[Int(rawValue)] }

  /// Whether the rule is an estimate (status U), which makes whatever it touches one.
  ///
  /// The rows of status U named in a switch, which the compiler folds for a rule it knows: a
  /// stage applying a confirmed rule then spends nothing on its bit (a layout applies some 150
  /// rules). The table's statuses decide; a test checks that this names exactly their U rows.
  @inline(__always) var isEstimate: Bool {
    switch self {
    case .windowTopInsetUnderDoubleHeightBar, .liquidGlassLargeTitleHeight,
      .liquidGlassCompactLandscapeBar, .liquidGlassWideLandscapeBar, .barAgainstSideEdge,
      .statusBarInCluster, .verticalNavigationBar, .verticalToolbar, .verticalTabBar,
      .bottomAccessory, .minimizedTabBar, .liquidGlassToolbarHeight, .tabBarLandscapeBeforeIOS11,
      .liquidGlassTabBarHeight, .liquidGlassTabBarBottomGap, .layoutGuideLengths,
      .marginsBeforeIOS11, .readableWidthBeforeIOS11, .sectionHeaderHeight:
      true
    default: false
    }
  }

  /// The rule's status and sources.
  public var provenance: Provenance { Provenance(row.status, row.note, sources: row.sources) }
}
