// Your views on the phones: the views file, anchors, findings. Every expected number below is
// worked out by hand from the reference (§0–§7) and the issue's own examples, never read off the
// code's output.

import Foundation
import PhoneLayout
import TestSupport
import Testing

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// The examples the README documents, read from the repository.
private func example(_ name: String) throws -> ViewsFile {
  let url = Binary.packageRoot.appendingPathComponent("examples/\(name).json")
  return try ViewsFile.decode(Array(try Data(contentsOf: url)), file: name)
}

private func decode(_ text: String) throws(DocumentError) -> ViewsFile {
  try ViewsFile.decode(Array(text.utf8), file: "views.json")
}

/// The kinds of the findings of every view, in a set, on one layout.
private func kinds(_ file: ViewsFile, _ layout: ScreenLayout) throws -> Set<String> {
  Set(try ViewPlacement.place(file, in: layout).flatMap { $0.findings.map(\.kind.rawValue) })
}

@Suite struct ViewsTests {
  // MARK: - The issue's worked examples

  /// The `buy` view: 16,720,343,50 on an iPhone X with no bottom bar; 60 and 692 wide in
  /// landscape (the 44-pt side insets plus 16).
  @Test func theBuyViewOfTheIssue() throws {
    let file = try decode(
      """
      {"views": [
        {"name": "buy", "left": {"to": "safeArea", "constant": 16},
         "right": {"to": "safeArea", "constant": 16},
         "bottom": {"to": "safeArea", "constant": 8}, "height": 50}
      ]}
      """)
    let portrait = try ViewPlacement.place(
      file, in: makeLayout("iphone-x") { $0.bottomBar = .none })
    #expect(portrait[0].frame == rect(16, 720, 343, 50))
    #expect(portrait[0].findings.isEmpty)
    let landscape = try ViewPlacement.place(
      file,
      in: makeLayout("iphone-x") {
        $0.bottomBar = .none
        $0.orientation = .landscapeLeft
      })
    // 375 high less the 21-pt strip, 8 and 50.
    #expect(landscape[0].frame == rect(60, 296, 692, 50))
  }

  /// Seed 001's 100 × 100 view at the origin, with no navigation bar: on the iPhone X it meets
  /// the status bar, the notch and the corner, and is 44 pt outside the safe area's top; on the
  /// iPhone 8 (iOS 16) only the status bar and the safe area (20 pt).
  @Test func seed001sBadge() throws {
    let file = try example("badge-at-the-origin")
    let x = try ViewPlacement.place(file, in: makeLayout("iphone-x") { $0.navigationBar = .none })
    let findings = x[0].findings
    #expect(findings.map(\.kind) == [.statusBar, .notch, .corner, .outsideSafeArea])
    #expect(findings[0].overlap == rect(0, 0, 100, 44), "the 44-pt status bar")
    #expect(findings[1].overlap == rect(83, 0, 17, 30), "the 209 × 30 notch from x 83")
    #expect(findings[2].element == "top-left corner")
    // The 39-pt arc leaves the view's corner point sqrt(2)·39 − 39 = 16.15 pt outside.
    guard case .corner(let depth, let circle) = findings[2].detail else {
      Issue.record("not a corner: \(findings[2].detail)")
      return
    }
    #expect(abs(depth - (39 * 2.0.squareRoot() - 39)) < 1e-9 && !circle)
    #expect(findings[3].detail == .outside(.top, amount: 44))
    #expect(findings.allSatisfy { !$0.mayBeIntended }, "frame-based code: never on purpose")
    let eight = try ViewPlacement.place(
      file, in: makeLayout("iphone-8", ios: 16) { $0.navigationBar = .none })
    #expect(eight[0].findings.map(\.kind) == [.statusBar, .outsideSafeArea])
    #expect(eight[0].findings[1].detail == .outside(.top, amount: 20))
  }

  // MARK: - The five examples on five phones

  struct Expectation: Sendable, CustomTestStringConvertible {
    let example: String
    let device: String
    let orientation: Orientation
    let kinds: Set<String>
    var testDescription: String { "\(example) on \(device) \(orientation.rawValue)" }
  }

  /// Worked out by hand (see the table in README "The views file"): each device at its newest
  /// iOS, each example with the bars its mistake is about: the badge and the header with no
  /// navigation bar (seed 001's case; the header stands in for one), the content below the
  /// navigation bar it assumes is 20 + 44, the button above the 49-pt tab bar it assumes.
  ///
  /// A side
  /// pinned flush to the superview may be intended (a full-width header, a content view to the
  /// bottom edge) and is not counted.
  static let expectations: [Expectation] = {
    var all: [Expectation] = []
    func add(_ example: String, _ device: String, _ portrait: Set<String>, _ landscape: Set<String>)
    {
      all.append(
        Expectation(example: example, device: device, orientation: .portrait, kinds: portrait))
      all.append(
        Expectation(example: example, device: device, orientation: .landscapeLeft, kinds: landscape)
      )
    }
    let badgeTop: Set<String> = ["status-bar", "outside-safe-area"]
    add("badge-at-the-origin", "iphone-4", badgeTop, badgeTop)
    add("badge-at-the-origin", "iphone-8", badgeTop, [])
    add(
      "badge-at-the-origin", "iphone-x", badgeTop.union(["notch", "corner"]),
      ["corner", "outside-safe-area"])
    add(
      "badge-at-the-origin", "iphone-14-pro", badgeTop.union(["corner"]),
      ["corner", "outside-safe-area"])
    add(
      "badge-at-the-origin", "iphone-16-pro-max", badgeTop.union(["corner"]),
      ["corner", "outside-safe-area"])
    add("header-under-a-20pt-status-bar", "iphone-4", [], [])
    add("header-under-a-20pt-status-bar", "iphone-8", [], [])
    add(
      "header-under-a-20pt-status-bar", "iphone-x",
      ["status-bar", "notch", "corner", "outside-safe-area"], ["corner"])
    add(
      "header-under-a-20pt-status-bar", "iphone-14-pro",
      ["status-bar", "dynamic-island", "corner", "outside-safe-area"],
      ["corner"])
    add(
      "header-under-a-20pt-status-bar", "iphone-16-pro-max",
      ["status-bar", "dynamic-island", "corner", "outside-safe-area"],
      ["corner"])
    add("content-64-from-the-top", "iphone-4", [], [])
    add("content-64-from-the-top", "iphone-8", [], [])
    let underBar: Set<String> = ["navigation-bar", "outside-safe-area"]
    add("content-64-from-the-top", "iphone-x", underBar, [])
    add("content-64-from-the-top", "iphone-14-pro", underBar, [])
    add("content-64-from-the-top", "iphone-16-pro-max", underBar, [])
    add("button-49-from-the-bottom", "iphone-4", [], [])
    add("button-49-from-the-bottom", "iphone-8", [], [])
    let tab: Set<String> = ["tab-bar", "outside-safe-area"]
    add("button-49-from-the-bottom", "iphone-x", tab, tab.union(["notch"]))
    add("button-49-from-the-bottom", "iphone-14-pro", tab, tab)
    add("button-49-from-the-bottom", "iphone-16-pro-max", tab, tab)
    for device in ["iphone-4", "iphone-8", "iphone-x", "iphone-14-pro", "iphone-16-pro-max"] {
      add("done-right", device, [], [])
    }
    return all
  }()

  @Test(arguments: expectations) func examplesOnFivePhones(_ e: Expectation) throws {
    let file = try example(e.example)
    let layout = makeLayout(e.device) {
      $0.orientation = e.orientation
      $0.navigationBar =
        e.example.hasPrefix("badge") || e.example.hasPrefix("header") ? .none : .standard
      $0.bottomBar = e.example.hasPrefix("button") ? .tabBar : .none
    }
    let placed = try ViewPlacement.place(file, in: layout)
    let clipping = Set(
      placed.flatMap { $0.findings.filter { !$0.mayBeIntended }.map(\.kind.rawValue) })
    #expect(clipping == e.kinds)
  }

  /// The screen done right passes with the app's default bars too, on every phone, iOS and
  /// orientation; its full-bleed background is reported but may be intended.
  @Test func doneRightPassesEverywhereWithTheDefaultBars() throws {
    let file = try example("done-right")
    var failures: [String] = []
    for device in DeviceCatalog.builtIn.devices {
      for ios in device.versions {
        for orientation in Orientation.allCases {
          var s = Settings(device: device)
          s.ios = ios
          s.orientation = orientation
          let placed = try ViewPlacement.place(file, in: ScreenLayout(device: device, settings: s))
          // The Duo's cover has no top inset (its bars go down the strip), so the header meets
          // its tight hinge corner: the finding the tool is for, not a fault of the screen.
          for view in placed where view.isClipped && device.id != "iphone-duo" {
            failures.append("\(device.id) iOS \(ios.major) \(orientation.rawValue): \(view.name)")
          }
          if let background = placed.first, device.hasFaceID {
            #expect(!background.findings.isEmpty && background.findings.allSatisfy(\.mayBeIntended))
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10))")
  }

  // MARK: - Anchors and their fallbacks

  @Test func safeAreaFallsBackToTheLayoutGuidesThenTheViewsEdges() throws {
    let file = try decode(
      """
      {"views": [{"name": "v", "top": {"to": "safeArea"}, "left": {"to": "safeArea"},
        "right": {"to": "safeArea"}, "height": 10}]}
      """)
    // iOS 7: the top layout guide, 20 + 44 = 64.
    let seven = try ViewPlacement.place(file, in: makeLayout("iphone-4", ios: 7))[0]
    #expect(seven.frame == rect(0, 64, 320, 10))
    #expect(seven.notes == [.safeAreaFallsBack(IOSVersion(7), toLayoutGuides: true)])
    // iOS 6: the content view is already between the bars: its top, 64.
    let six = try ViewPlacement.place(file, in: makeLayout("iphone-4", ios: 6))[0]
    #expect(six.frame == rect(0, 64, 320, 10))
    #expect(six.notes == [.safeAreaFallsBack(IOSVersion(6), toLayoutGuides: false)])
    #expect(six.notes[0].text.contains("the view's edges"))
    let sixteen = try ViewPlacement.place(file, in: makeLayout("iphone-x", ios: 16))[0]
    #expect(sixteen.notes.isEmpty)
  }

  /// Layout margins: 16 beyond the safe area on a 375-wide phone in portrait, the side inset
  /// plus 16 in landscape on a Face ID phone (dimmmensions); none before iOS 8.
  @Test func layoutMarginsAnchor() throws {
    let file = try decode(
      """
      {"views": [{"name": "v", "top": {"to": "layoutMargins"}, "left": {"to": "layoutMargins"},
        "right": {"to": "layoutMargins"}, "height": 10}]}
      """)
    let x = try ViewPlacement.place(file, in: makeLayout("iphone-x"))[0]
    #expect(x.frame == rect(16, 88, 343, 10))
    let landscape = try ViewPlacement.place(
      file, in: makeLayout("iphone-x") { $0.orientation = .landscapeRight })[0]
    #expect(landscape.frame.minX == 60 && landscape.frame.maxX == 812 - 60)
    let plus = try ViewPlacement.place(file, in: makeLayout("iphone-8-plus"))[0]
    #expect(plus.frame.minX == 20, "20 from 414 wide")
    let seven = try ViewPlacement.place(file, in: makeLayout("iphone-4", ios: 7))[0]
    #expect(seven.frame.minX == 0)
    #expect(seven.notes.contains(.guideFallsBack(.layoutMargins, IOSVersion(7), to: .superview)))
  }

  @Test func barAnchorsAndMissingBars() throws {
    let file = try decode(
      """
      {"views": [
        {"name": "under", "top": {"to": "navigationBar", "constant": 8}, "left": {"to": "superview"},
         "width": 10, "height": 10},
        {"name": "over", "bottom": {"to": "bottomBar", "constant": 8}, "left": {"to": "superview"},
         "width": 10, "height": 10}
      ]}
      """)
    let x = try ViewPlacement.place(file, in: makeLayout("iphone-x") { $0.bottomBar = .tabBar })
    #expect(x[0].frame.minY == 88 + 8)
    #expect(x[1].frame.maxY == 812 - 83 - 8)
    let bare = try ViewPlacement.place(
      file,
      in: makeLayout("iphone-x") {
        $0.navigationBar = .none
        $0.bottomBar = .none
      })
    #expect(bare[0].frame.minY == 44 + 8, "below the status bar instead")
    #expect(bare[0].notes == [.barMissing(.navigationBar, usedInstead: .statusBar)])
    #expect(bare[1].frame.maxY == 812 - 34 - 8, "the safe area's bottom instead")
  }

  /// SwiftUI: `.ignoresSafeArea()` takes the container's safe-area edges to the screen, and a
  /// view pinned so is full-bleed on purpose.
  @Test func ignoresSafeAreaTakesTheEdgesToTheScreen() throws {
    let file = try example("swiftui-full-bleed")
    let placed = try ViewPlacement.place(file, in: makeLayout("iphone-14-pro", ios: 18))
    #expect(placed[0].frame == rect(0, 0, 393, 852))
    #expect(!placed[0].findings.isEmpty && !placed[0].isClipped)
    #expect(placed[0].notes == [.ignoresSafeArea(.container, [.top, .left, .bottom, .right])])
    // Only the top ignored: the bottom stays at the safe area (above the toolbar).
    let top = try decode(
      """
      {"views": [{"name": "v", "top": {"to": "safeArea"}, "bottom": {"to": "safeArea"},
        "left": {"to": "safeArea"}, "right": {"to": "safeArea"},
        "ignoresSafeArea": {"edges": ["top"]}}]}
      """)
    let one = try ViewPlacement.place(top, in: makeLayout("iphone-14-pro", ios: 18))[0]
    #expect(one.frame.minY == 0 && one.frame.maxY == 852 - 34 - 44)
  }

  @Test func centresAndSizes() throws {
    let file = try decode(
      """
      {"views": [
        {"name": "c", "centerX": {"to": "superview"}, "centerY": {"to": "superview", "constant": 10},
         "width": 100, "height": 40},
        {"name": "half", "left": {"to": "superview", "constant": 20}, "centerX": {"to": "superview"},
         "top": {"to": "superview"}, "height": 1}
      ]}
      """)
    let placed = try ViewPlacement.place(
      file, in: makeLayout("iphone-8") { $0.orientation = .portrait })
    #expect(placed[0].frame == rect(137.5, 323.5, 100, 40))
    #expect(placed[1].frame == rect(20, 0, 335, 1))
  }

  // MARK: - Bad files

  struct Bad: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    var testDescription: String { message }
  }

  static let badFiles: [Bad] = [
    Bad(json: "{\"views\": [", message: "views.json:1:12: not valid JSON"),
    Bad(
      json: "{\"views\": [{\"frame\": {}}]}",
      message: "views.json:1:12: views[0]: missing key \"name\""),
    Bad(
      json: "{\"views\": [{\"name\": \"a\", \"colour\": 1}]}",
      message: "views.json:1:36: views[0] (a).colour: unknown key"),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\", \"top\": {\"to\": \"safearea\"}, \"left\": {\"to\": \"superview\"}, \"width\": 1, \"height\": 1}]}",
      message: "views.json:1:40: views[0] (a).top.to: unknown anchor \"safearea\""),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"top\": {\"to\": \"superview\"}}]}",
      message: "views.json:1:12: views[0] (a): give either a frame or edges, not both"),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\", \"left\": {\"to\": \"superview\"}, \"right\": {\"to\": \"superview\"}, \"width\": 5, \"top\": {\"to\": \"superview\"}, \"height\": 1}]}",
      message:
        "views.json:1:12: views[0] (a): left, right, width contradict each other horizontally"),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\", \"left\": {\"to\": \"superview\"}, \"top\": {\"to\": \"superview\"}, \"height\": 1}]}",
      message: "views.json:1:12: views[0] (a): is not placed horizontally: it has only left"),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": -1, \"height\": 1}}]}",
      message: "views.json:1:61: views[0] (a).frame.width: -1 is out of range"),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}, {\"name\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}",
      message: "views.json:1:79: views[1] (a): the name \"a\" is taken"),
    // Names that would print alike (`a?`): a zero-width space, a control, a bidi override, an
    // unassigned code point, a private-use one.
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\\u200B\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}",
      message:
        "views.json:1:21: views[0].name: a view's name must be printable: \"a\\u{200B}\" has "
        + "U+200B ZERO WIDTH SPACE, a format character"),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\\u0007\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}",
      message:
        "views.json:1:21: views[0].name: a view's name must be printable: \"a\\u{0007}\" has U+0007"
    ),
    Bad(
      json:
        "{\"views\": [{\"name\": \"\\u202Eab\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}",
      message: "views.json:1:21: views[0].name: a view's name must be printable: \"\\u{202E}ab\""),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\\u0378\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}",
      message:
        "views.json:1:21: views[0].name: a view's name must be printable: \"a\\u{0378}\" has U+0378, an unassigned code point"
    ),
    Bad(
      json:
        "{\"views\": [{\"name\": \"a\\uE000\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}",
      message:
        "views.json:1:21: views[0].name: a view's name must be printable: \"a\\u{E000}\" has U+E000, a private-use character"
    ),
    Bad(json: "{\"views\": []}", message: "views.json:1:11: views: the list is empty"),
    Bad(json: "[]", message: "views.json:1:1: expected an object, found a list"),
  ]

  /// Names in any script, with accents and spaces, are printable.
  @Test func printableNamesAreKept() throws {
    let file = try decode(
      "{\"views\": [{\"name\": \"Café été 設定 画面\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}, {\"name\": \"e\\u0301 x\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}"
    )
    #expect(file.views.map(\.name) == ["Café été 設定 画面", "e\u{301} x"])
  }

  @Test(arguments: badFiles) func badFilesSayWhereAndWhat(_ bad: Bad) {
    #expect(throws: DocumentError.self) { try decode(bad.json) }
    do throws(DocumentError) {
      _ = try decode(bad.json)
    } catch {
      #expect(error.description.hasPrefix(bad.message), "got: \(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  /// Edges that cross on a phone break a constraint there.
  ///
  /// UIKit keeps sizes non-negative, so it breaks a constraint on
  /// that phone and lays out the rest, and check goes on. On the 320-wide iPhone 4 the 200-pt
  /// insets leave 320 − 200 − 200 = −80: the right pin, added after the left one, is broken; in
  /// landscape (480 wide) the view is 80 wide.
  @Test func edgesThatCrossOnAPhoneBreakAConstraintThere() throws {
    let file = try decode(
      """
      {"views": [{"name": "squeezed", "left": {"to": "superview", "constant": 200},
        "right": {"to": "superview", "constant": 200}, "top": {"to": "superview"}, "height": 1}]}
      """)
    let placed = try ViewPlacement.place(file, in: makeLayout("iphone-4", ios: 7))[0]
    let broken = placed.findings.filter { $0.kind == .brokenConstraint }
    #expect(broken.map(\.element) == ["squeezed.right == superview.right - 200"])
    guard case .broken(let conflicts)? = broken.first?.detail else {
      Issue.record("no broken constraint: \(placed.findings)")
      return
    }
    #expect(conflicts.contains("squeezed.left == superview.left + 200"))
    #expect(conflicts.contains("squeezed.width >= 0"))
    #expect(conflicts.contains("the content view's size"))
    #expect(placed.frame.minX == 200 && placed.frame.width >= 0)
    // Without its right pin the width is open.
    #expect(placed.constraints.ambiguous == [.horizontal])
    #expect(placed.isClipped, "check counts it")
    let landscape = try ViewPlacement.place(
      file, in: makeLayout("iphone-4", ios: 7) { $0.orientation = .landscapeLeft })[0]
    #expect(landscape.frame.width == 80)
    #expect(!landscape.isBroken)
  }
}
