// The oracle (issue 21): on a document's own device every view that is neither misplaced nor
// ambiguous gets its stored frame back within 0.5 pt. Always on the fixtures written for these
// tests; and on the real inputs, read where they are (TestSupport's SharedInputs: the shared
// folder beside the package, or $SAFEAREA_SHARED; a missing folder fails, never skips; they are
// never copied into the project).

import Foundation
import SafeAreaCLI
import TestSupport
import Testing

@Suite struct InterfaceBuilderOracleTests {
  static func report(_ file: String, _ o: InterfaceBuilderOracle.Outcome) -> String {
    var lines = [
      "\(file): \(o.reproduced) of \(o.compared) stored frames reproduced "
        + "(\(Int((o.share * 1000).rounded()) / 10)%), \(o.flagged) misplaced or ambiguous"
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
  static func xib(_ body: String, root: String = #"width="393" height="852""#) -> [UInt8] {
    Array(
      (#"<?xml version="1.0" encoding="UTF-8"?>"#
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" "#
        + #"toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" "#
        + #"useSafeAreas="YES"><device id="retina6_12" orientation="portrait"/><objects>"#
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

  /// The shares measured when the oracle was written (DECISIONS.md 57); a file falling below
  /// its share is a regression.
  static let floors: [String: Int] = [
    "Hero--CityGuide.storyboard": 8, "IQKeyboardManager--TestCases.storyboard": 17,
    "NetNewsWire--iOS-Main.storyboard": 6, "SwiftMessages--MessageView.xib": 0,
    "XLPagerTabStrip--Storyboard.storyboard": 21, "duckduckgo-iOS--Main.storyboard": 11,
    "element-ios--CallViewController.xib": 39, "home-assistant-iOS--Onboarding.storyboard": 45,
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
      total += outcome.compared
      reproduced += outcome.reproduced
    }
    print("all: \(reproduced) of \(total)")
  }
}
