// The oracle (issue 21): on a document's own device every view that is neither misplaced nor
// ambiguous gets its stored frame back within 0.5 pt. Always on the fixtures written for these
// tests; and on the real inputs, read where they are (TestSupport's SharedInputs: the shared
// folder beside the package, or $SAFEAREA_SHARED; a missing folder fails, never skips; they are
// never copied into the project).

import Foundation
import PhoneLayout
import SafeAreaCLI
import TestSupport
import Testing

@Suite struct InterfaceBuilderOracleTests {
  static func report(_ file: String, _ o: InterfaceBuilderOracle.Outcome) -> String {
    var lines = [
      "\(file): \(o.reproduced) of \(o.compared) stored frames reproduced "
        + "(\(Int((o.share * 1000).rounded()) / 10)%), \(o.flagged) misplaced or ambiguous, "
        + "on \(o.ios.map(\.description) ?? "-")"
    ]
    for miss in o.misses {
      lines.append(
        "  \(miss.scene) / \(miss.view): stored \(miss.stored), laid out "
          + "\(miss.laidOut.map { "\($0)" } ?? "-"): \(miss.reason)")
    }
    return lines.joined(separator: "\n")
  }

  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

  /// The files written for the tests, whose frames were worked out by hand from the reference:
  /// every stored frame comes back.
  @Test(arguments: [("login.storyboard", 3), ("banner.xib", 2)])
  func fixturesComeBackWhole(_ name: String, _ views: Int) throws {
    let bytes = Array(try Data(contentsOf: Self.examples.appendingPathComponent(name)))
    let outcome = try InterfaceBuilderOracle.run(bytes, file: name)
    #expect(outcome.compared == views)
    #expect(outcome.reproduced == views, "\(Self.report(name, outcome))")
  }

  /// A stored frame moved by a point is a miss: the oracle can fail.
  @Test func aMovedFrameIsAMiss() throws {
    var text = String(
      decoding: try Data(contentsOf: Self.examples.appendingPathComponent("login.storyboard")),
      as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"x="20" y="742""#, with: #"x="20" y="741""#)
    let outcome = try InterfaceBuilderOracle.run(Array(text.utf8), file: "moved")
    #expect(outcome.reproduced == 2)
    #expect(outcome.misses.map(\.view) == ["Sign In"])
  }

  /// A xib on an iPhone 14 Pro (393×852) whose root holds `body` (views and constraints).
  static func xib(
    _ body: String, root: String = #"width="393" height="852""#, device: String = "retina6_12"
  ) -> [UInt8] {
    Array(
      (#"<?xml version="1.0" encoding="UTF-8"?>"#
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" "#
        + #"toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" "#
        + #"useSafeAreas="YES"><device id=""# + device + #"" orientation="portrait"/><objects>"#
        + #"<view contentMode="scaleToFill" id="root-1"><rect key="frame" x="0.0" y="0.0" "#
        + root + "/>" + body + "</view></objects></document>").utf8)
  }

  /// A `fixedFrame` view that IB marks as not translating its mask has no constraints: IB
  /// builds it with its autoresizing mask (here fixed margins and size), so it keeps its frame
  /// rather than collapsing to 0×0; without `fixedFrame` it has nothing to place it.
  @Test(arguments: [true, false]) func aFixedFrameViewKeepsItsFrame(_ fixed: Bool) throws {
    let bytes = Self.xib(
      #"<subviews><view "# + (fixed ? #"fixedFrame="YES" "# : "")
        + #"translatesAutoresizingMaskIntoConstraints="NO" id="fix-1">"#
        + #"<rect key="frame" x="29" y="43" width="120" height="20"/>"#
        + #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#
        + "</view></subviews>")
    let outcome = try InterfaceBuilderOracle.run(bytes, file: "fixed.xib")
    #expect(outcome.compared == 1)
    #expect(outcome.reproduced == (fixed ? 1 : 0), "\(Self.report("fixed.xib", outcome))")
  }

  /// A view pinned to the four margins of a freeform xib's view, 150 pt high: IB previews the
  /// view as a view controller's on the whole screen, so its margins are the screen's (an iPhone
  /// 14 Pro's: 59 top, 34 bottom, 16 a side, from the catalog), from its own edges; a plain
  /// view's 8 points a side would be a miss.
  @Test(arguments: [("16", "59", "361", "57", true), ("8", "8", "377", "134", false)])
  func aFreeformXibHasAControllersMargins(
    _ x: String, _ y: String, _ width: String, _ height: String, _ comesBack: Bool
  ) throws {
    let pins = [
      ("top", "topMargin"), ("leading", "leadingMargin"), ("trailing", "trailingMargin"),
      ("bottom", "bottomMargin"),
    ]
    let constraints = pins.enumerated().map { i, pin in
      #"<constraint firstItem="in-1" firstAttribute=""# + pin.0 + #"" secondItem="root-1" "#
        + #"secondAttribute=""# + pin.1 + #"" id="c-\#(i)"/>"#
    }
    let bytes = Self.xib(
      #"<subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in-1">"#
        + #"<rect key="frame" x=""# + x + #"" y=""# + y + #"" width=""# + width
        + #"" height=""# + height + #""/></view></subviews><constraints>"#
        + constraints.joined() + "</constraints>",
      root: #"width="393" height="150""#)
    let outcome = try InterfaceBuilderOracle.run(bytes, file: "freeform.xib")
    #expect(outcome.compared == 1)
    #expect(outcome.reproduced == (comesBack ? 1 : 0), "\(Self.report("freeform.xib", outcome))")
  }

  /// The iOS is the one whose insets give the stored frames back: a full-screen iPhone XR view
  /// whose subview is pinned to its safe area's top at 44 pt was laid out on iOS 13 or before
  /// (48 from iOS 14 in the catalog, reference §10), so iOS 13 is kept; pinned to
  /// iOS 18 it is a miss.
  @Test func theIOSIsTheOneThatGivesTheFramesBack() throws {
    let bytes = Self.xib(
      #"<subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in-1">"#
        + #"<rect key="frame" x="0" y="44" width="414" height="10"/></view></subviews>"#
        + #"<viewLayoutGuide key="safeArea" id="sa-1"/><constraints>"#
        + #"<constraint firstItem="in-1" firstAttribute="top" secondItem="sa-1" "#
        + #"secondAttribute="top" id="c-1"/><constraint firstItem="in-1" "#
        + #"firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="c-2"/>"#
        + #"<constraint firstItem="in-1" firstAttribute="trailing" secondItem="root-1" "#
        + #"secondAttribute="trailing" id="c-3"/><constraint firstItem="in-1" "#
        + #"firstAttribute="height" constant="10" id="c-4"/></constraints>"#,
      root: #"width="414" height="896""#, device: "retina6_1")
    let found = try InterfaceBuilderOracle.run(bytes, file: "xr.xib")
    #expect(found.reproduced == 1, "\(Self.report("xr.xib", found))")
    #expect(found.ios == IOSVersion(13))
    let pinned = try InterfaceBuilderOracle.run(bytes, file: "xr.xib", ios: IOSVersion(18))
    #expect(pinned.reproduced == 0)
  }

  /// A storyboard with one scene on an iPhone 16 Pro (402×874) whose root view holds `body`;
  /// `after` follows the view (the controller's simulated metrics).
  static func storyboard(
    _ body: String, root: String = #"width="402" height="874""#, after: String = ""
  ) -> [UInt8] {
    Array(
      (#"<?xml version="1.0" encoding="UTF-8"?>"#
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" "#
        + #"version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" "#
        + #"useAutolayout="YES" useSafeAreas="YES" initialViewController="vc-1">"#
        + #"<device id="retina6_3" orientation="portrait"/><scenes><scene sceneID="sc-1">"#
        + #"<objects><viewController id="vc-1" sceneMemberID="viewController">"#
        + #"<view key="view" contentMode="scaleToFill" id="root-1"><rect key="frame" "#
        + #"x="0.0" y="0.0" "# + root + "/>" + body + "</view>" + after
        + "</viewController></objects></scene></scenes></document>").utf8)
  }

  /// A freeform scene 414 pt wide on a 402-pt phone: IB lays its view out at 414, with the
  /// safe area from its own edges, so a square pinned 20 pt inside the safe area's trailing
  /// edge sits at 346; without the freeform metric the root is the phone's (a miss at 346).
  @Test(arguments: [true, false]) func aFreeformSceneHasItsOwnSafeArea(_ freeform: Bool) throws {
    let bytes = Self.storyboard(
      #"<subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="sq-1">"#
        + #"<rect key="frame" x="346" y="8" width="48" height="48"/></view></subviews>"#
        + #"<viewLayoutGuide key="safeArea" id="sa-1"/><constraints>"#
        + #"<constraint firstItem="sq-1" firstAttribute="top" secondItem="root-1" "#
        + #"secondAttribute="top" constant="8" id="c-1"/><constraint firstItem="sa-1" "#
        + #"firstAttribute="trailing" secondItem="sq-1" secondAttribute="trailing" "#
        + #"constant="20" id="c-2"/><constraint firstItem="sq-1" firstAttribute="width" "#
        + #"constant="48" id="c-3"/><constraint firstItem="sq-1" firstAttribute="height" "#
        + #"constant="48" id="c-4"/></constraints>"#,
      root: freeform ? #"width="414" height="200""# : #"width="402" height="874""#,
      after: freeform
        ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
          + #"<size key="freeformSize" width="414" height="200"/>"# : "")
    let outcome = try InterfaceBuilderOracle.run(bytes, file: "freeform.storyboard")
    #expect(outcome.compared == 1)
    #expect(
      outcome.reproduced == (freeform ? 1 : 0), "\(Self.report("freeform.storyboard", outcome))")
  }

  /// A root stored 500 pt high (an embedded controller's view, say) on an 874-pt phone: its
  /// safe area is the window's inside it, so a strip pinned to the safe area's bottom ends at
  /// the root's bottom (500), not 34 pt above the screen's; one stored there is the miss.
  @Test(arguments: [("490", true), ("330", false)])
  func aShortRootsSafeAreaEndsAtItsBottom(_ y: String, _ comesBack: Bool) throws {
    let bytes = Self.storyboard(
      #"<subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="st-1">"#
        + #"<rect key="frame" x="0" y=""# + y + #"" width="402" height="10"/></view></subviews>"#
        + #"<viewLayoutGuide key="safeArea" id="sa-1"/><constraints>"#
        + #"<constraint firstItem="sa-1" firstAttribute="bottom" secondItem="st-1" "#
        + #"secondAttribute="bottom" id="c-1"/><constraint firstItem="st-1" "#
        + #"firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="c-2"/>"#
        + #"<constraint firstItem="st-1" firstAttribute="trailing" secondItem="root-1" "#
        + #"secondAttribute="trailing" id="c-3"/><constraint firstItem="st-1" "#
        + #"firstAttribute="height" constant="10" id="c-4"/></constraints>"#,
      root: #"width="402" height="500""#)
    let outcome = try InterfaceBuilderOracle.run(bytes, file: "short.storyboard")
    #expect(outcome.compared == 1)
    #expect(
      outcome.reproduced == (comesBack ? 1 : 0), "\(Self.report("short.storyboard", outcome))")
  }

  static func constraint(
    _ id: String, _ first: String, _ a: String, _ second: String? = nil, _ b: String? = nil,
    constant: String = "0", multiplier: String = "1"
  ) -> String {
    #"<constraint firstItem=""# + first + #"" firstAttribute=""# + a + #"" "#
      + (second.map { #"secondItem=""# + $0 + #"" secondAttribute=""# + b! + #"" "# } ?? "")
      + #"multiplier=""# + multiplier + #"" constant=""# + constant + #"" id=""# + id + #""/>"#
  }

  /// A scroll view's content: a 1,000-pt view pinned to its four edges sets the content size and
  /// keeps its height, and a view pinned only to its leading and trailing edges is as wide as
  /// the content (the first's width, the root's); taking those edges as the frame's would make
  /// both the scroll view's size.
  @Test func scrollContentEdgesGiveTheContentSize() throws {
    func c(
      _ id: String, _ first: String, _ a: String, _ second: String? = nil, _ b: String? = nil,
      constant: String = "0"
    ) -> String { Self.constraint(id, first, a, second, b, constant: constant) }
    let bytes = Self.xib(
      #"<subviews><scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv-1">"#
        + #"<rect key="frame" x="0" y="0" width="393" height="852"/><subviews>"#
        + #"<view translatesAutoresizingMaskIntoConstraints="NO" id="tall">"#
        + #"<rect key="frame" x="0" y="100" width="393" height="1000"/></view>"#
        + #"<view translatesAutoresizingMaskIntoConstraints="NO" id="head">"#
        + #"<rect key="frame" x="0" y="0" width="393" height="100"/></view>"#
        + "</subviews><constraints>"
        + c("s1", "head", "top", "sv-1", "top") + c("s2", "head", "leading", "sv-1", "leading")
        + c("s3", "sv-1", "trailing", "head", "trailing")
        + c("s4", "head", "height", constant: "100")
        + c("s5", "tall", "top", "head", "bottom") + c("s6", "tall", "leading", "sv-1", "leading")
        + c("s7", "sv-1", "trailing", "tall", "trailing")
        + c("s8", "sv-1", "bottom", "tall", "bottom")
        + c("s9", "tall", "height", constant: "1000")
        + "</constraints></scrollView></subviews><constraints>"
        + c("r1", "sv-1", "top", "root-1", "top") + c("r2", "sv-1", "leading", "root-1", "leading")
        + c("r3", "root-1", "trailing", "sv-1", "trailing")
        + c("r4", "root-1", "bottom", "sv-1", "bottom")
        + c("r5", "tall", "width", "root-1", "width") + "</constraints>")
    let outcome = try InterfaceBuilderOracle.run(bytes, file: "scroll.xib")
    #expect(outcome.compared == 3)
    #expect(outcome.reproduced == 3, "\(Self.report("scroll.xib", outcome))")
  }

  /// Custom views with nothing inside and no size constraint, stacked: IB knew their intrinsic
  /// heights (100 and 50), which only their frames keep; without the estimate they would have
  /// none, and the stack none either.
  @Test(arguments: [true, false]) func customViewsKeepTheirStoredSize(_ custom: Bool) throws {
    func c(
      _ id: String, _ first: String, _ a: String, _ second: String? = nil, _ b: String? = nil,
      constant: String = "0"
    ) -> String { Self.constraint(id, first, a, second, b, constant: constant) }
    let cls = custom ? #"customClass="Badge" "# : ""
    let bytes = Self.xib(
      #"<subviews><stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" "#
        + #"id="st-1"><rect key="frame" x="0" y="0" width="393" height="150"/><subviews>"#
        + "<view " + cls + #"translatesAutoresizingMaskIntoConstraints="NO" id="a-1">"#
        + #"<rect key="frame" x="0" y="0" width="393" height="100"/></view>"#
        + "<view " + cls + #"translatesAutoresizingMaskIntoConstraints="NO" id="b-1">"#
        + #"<rect key="frame" x="0" y="100" width="393" height="50"/></view>"#
        + "</subviews></stackView></subviews><constraints>"
        + c("r1", "st-1", "top", "root-1", "top") + c("r2", "st-1", "leading", "root-1", "leading")
        + c("r3", "root-1", "trailing", "st-1", "trailing") + "</constraints>")
    let outcome = try InterfaceBuilderOracle.run(bytes, file: "custom.xib")
    #expect(outcome.compared == 3)
    #expect(outcome.reproduced == (custom ? 3 : 0), "\(Self.report("custom.xib", outcome))")
  }

  /// The shares measured (DECISIONS.md 58); a file falling below its share is a regression.
  static let floors: [String: Int] = [
    "Hero--CityGuide.storyboard": 8, "IQKeyboardManager--TestCases.storyboard": 18,
    "NetNewsWire--iOS-Main.storyboard": 7, "SwiftMessages--MessageView.xib": 7,
    "XLPagerTabStrip--Storyboard.storyboard": 24, "duckduckgo-iOS--Main.storyboard": 11,
    "element-ios--CallViewController.xib": 39, "home-assistant-iOS--Onboarding.storyboard": 50,
  ]

  /// Every miss left, by file and view (`scene / view`), and why; a miss not listed fails.
  static let knownMisses: [String: [String: String]] = [
    "IQKeyboardManager--TestCases.storyboard": [
      // IB stores each switch at UISwitch's own 51×31 (its frame ignores the size layout
      // gives it) but laid out the stack holding them 49 wide (353 = 82.33 + 20 + 181.67 +
      // 20 + 49): the width IB's engine used for a switch is in no attribute. The estimate
      // from the frame is 51, so the switches' stack is 2 pt wider and the text fields'
      // stack beside it 2 pt narrower (179.67, not 181.67).
      "EnableMode2000ViewController / aRM-jh-CeM": "text fields' stack: the switches' 2 pt",
      "EnableMode2000ViewController / textField 'TextField 1'": "in that stack",
      "EnableMode2000ViewController / textField 'TextField 2'": "in that stack",
      "EnableMode2000ViewController / QpN-6Q-oWb": "switches' stack: 51, IB's engine 49",
      "EnableMode2000ViewController / switch 'EnableMode'": "2 pt left, in that stack",
      "EnableMode2000ViewController / switch 'EnableMode' (F0Z-u4-3yo)": "2 pt left, too",
    ],
    "NetNewsWire--iOS-Main.storyboard": [
      // A label pinned 8 pt above the safe area's bottom and its blur 4 pt around it: IB put
      // the safe area's bottom 68 pt above the 874-pt screen's. The scene is in no container
      // (instantiated in code, no segue) and simulates no bar; the home indicator is 34 and a
      // toolbar would make it 78 (iOS 18) or 82 (iOS 26): no layout the catalog has gives 68.
      "ImageViewController / eMj-1g-3xm": "the safe area's bottom 68 pt up in IB, 34 here",
      "ImageViewController / bHh-pW-oTS": "around that label",
    ],
  ]

  @Test func realInputsOnTheirOwnDevices() throws {
    let folder = SharedInputs.directory.path
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }.sorted()
    #expect(names.count == 8)
    var total = 0
    var reproduced = 0
    for name in names {
      let bytes = try SharedInputs.bytes(name)
      let outcome = try InterfaceBuilderOracle.run(bytes, file: name)
      print(Self.report(name, outcome))
      #expect(outcome.reproduced >= Self.floors[name] ?? 0, "\(name)")
      for miss in outcome.misses {
        let key = "\(miss.scene) / \(miss.view)"
        #expect(Self.knownMisses[name]?[key] != nil, "\(name): \(key) is a miss not explained")
      }
      total += outcome.compared
      reproduced += outcome.reproduced
    }
    print("all: \(reproduced) of \(total)")
  }
}
