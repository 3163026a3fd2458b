// The views file, version 2: a tree of views, constraints, intrinsic sizes, stack views; the
// findings the engine adds (views covering each other, broken constraints, ambiguous axes); bad
// and hostile files. Every expected frame is worked out by hand from the constraints and the
// geometry `safearea json` reports for the phone (iPhone 8, iOS 16, portrait, the default bars:
// content view 375 × 667 at 0,0; safe area 0,64,375,559; layout margins 16 at the sides), in
// the comments; none is read back from the code.

import Foundation
import PhoneLayout
import TestSupport
import Testing

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

private func decode(_ text: String) throws(DocumentError) -> ViewsFile {
  try ViewsFile.decode(Array(text.utf8), file: "views.json")
}

private func eight() -> ScreenLayout { makeLayout("iphone-8", ios: 16) }

private func close(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}

@Suite struct ViewsTreeTests {
  // MARK: - The tree

  @Test func subviewsAndASuperviewByNameAreLaidOutInTheirSuperviews() throws {
    let file = try decode(
      """
      {"views": [
        {"name": "card", "top": {"to": "safeArea", "constant": 10}, "left": {"to": "layoutMargins"},
         "right": {"to": "layoutMargins"}, "height": 200,
         "subviews": [
           {"name": "title", "frame": {"x": 8, "y": 8, "width": 100, "height": 20}},
           {"name": "badge", "top": {"to": "superview"}, "right": {"to": "superview"},
            "width": 24, "height": 24}
         ]},
        {"name": "footer", "superview": "card", "constraints": [
          "footer.bottom == superview.bottom - 8", "footer.leading == superview.leading + 8",
          "footer.trailing == superview.trailing - 8", "footer.height == 30"]}
      ]}
      """)
    // Drawing order: the card, its nested subviews, then the one naming it.
    #expect(file.views.map(\.name) == ["card", "title", "badge", "footer"])
    #expect(file.views.map(\.superview) == [nil, 0, 0, 0])
    let placed = try ViewPlacement.place(file, in: eight())
    // card: 64 + 10 down, from the 16-pt margin to 375 − 16.
    #expect(placed[0].frame == rect(16, 74, 343, 200))
    // title: its frame is in the card.
    #expect(placed[1].frame == rect(24, 82, 100, 20))
    #expect(placed[1].frameInSuperview == rect(8, 8, 100, 20))
    // badge: in the card's top-right corner, 343 − 24 = 319 across.
    #expect(placed[2].frameInSuperview == rect(319, 0, 24, 24))
    #expect(placed[2].frame == rect(335, 74, 24, 24))
    // footer: 274 − 8 − 30 = 236 down, 16 + 8 to 359 − 8.
    #expect(placed[3].frame == rect(24, 236, 327, 30))
    #expect(placed[3].frameInSuperview == rect(8, 162, 327, 30))
    #expect(placed.map(\.superview) == [nil, 0, 0, 0])
    #expect(placed.map(\.depth) == [0, 1, 1, 1])
    #expect(placed.allSatisfy { $0.findings.isEmpty }, "\(placed.map(\.findings))")
    #expect(placed[3].constraints.active.count == 4)
    #expect(placed[3].constraints.active[0] == "footer.bottom == superview.bottom - 8")
  }

  @Test func prioritiesInequalitiesAndMultipliers() throws {
    let strings = try decode(
      """
      {"views": [{"name": "a", "width": 100, "height": 10}, {"name": "b", "height": 10}],
       "constraints": ["a.top == safeArea.top", "a.leading == superview.leading",
         "b.top >= a.bottom + 8", "b.top == safeArea.top @750", "b.leading == a.trailing",
         "b.width == 0.5 * a.width"]}
      """)
    let objects = try decode(
      """
      {"views": [{"name": "a", "width": 100, "height": 10}, {"name": "b", "height": 10}],
       "constraints": [
         {"first": "a.top", "relation": "==", "second": "safeArea.top"},
         {"first": "a.leading", "relation": "==", "second": "superview.leading"},
         {"first": "b.top", "relation": ">=", "second": "a.bottom", "constant": 8},
         {"first": "b.top", "relation": "==", "second": "safeArea.top", "priority": 750},
         {"first": "b.leading", "relation": "==", "second": "a.trailing"},
         {"first": "b.width", "relation": "==", "second": "a.width", "multiplier": 0.5}]}
      """)
    for file in [strings, objects] {
      let placed = try ViewPlacement.place(file, in: eight())
      #expect(placed[0].frame == rect(0, 64, 100, 10))
      // b would sit at 64 (@750) but must be 8 below a (64 + 10 + 8 = 82); half a's width.
      #expect(placed[1].frame == rect(100, 82, 50, 10))
    }
    // The object form is reported in the grammar's words.
    #expect(objects.constraints[2].text == "b.top >= a.bottom + 8")
    #expect(objects.constraints[3].text == "b.top == safeArea.top @750")
    #expect(objects.constraints[5].text == "b.width == 0.5 * a.width")
  }

  /// Two labels across the width: 75 pt too many for their 150 + 150; the lower hugging (250)
  /// stretches; 100 pt too few: the lower compression resistance (750) gives way.
  @Test func intrinsicSizesHuggingAndCompressionResistance() throws {
    func file(_ trailing: String) throws -> ViewsFile {
      try decode(
        """
        {"views": [
          {"name": "l1", "intrinsic": {"width": 150, "height": 20}},
          {"name": "l2", "intrinsic": {"width": 150, "height": 20, "hugging": {"horizontal": 251},
            "compressionResistance": {"horizontal": 760}}}],
         "constraints": ["l1.leading == safeArea.leading", "l2.leading == l1.trailing",
           "\(trailing)", "l1.top == safeArea.top", "l2.top == safeArea.top"]}
        """)
    }
    let wide = try ViewPlacement.place(file("l2.trailing == safeArea.trailing"), in: eight())
    #expect(close(wide[0].frame, rect(0, 64, 225, 20)))
    #expect(close(wide[1].frame, rect(225, 64, 150, 20)))
    let narrow = try ViewPlacement.place(
      file("l2.trailing == safeArea.leading + 200"), in: eight())
    #expect(close(narrow[0].frame, rect(0, 64, 50, 20)))
    #expect(close(narrow[1].frame, rect(50, 64, 150, 20)))
    #expect(wide.allSatisfy { !$0.isAmbiguous && !$0.isBroken })
  }

  /// A vertical stack inside its 10/20-pt margins: 10 + 30 + 4 + 40 + 10 = 94 high.
  @Test func aStackViewArrangesItsSubviews() throws {
    let file = try decode(
      """
      {"views": [{"name": "stack", "top": {"to": "safeArea"}, "left": {"to": "superview"},
        "right": {"to": "superview"}, "layoutMargins": {"top": 10, "left": 20, "bottom": 10, "right": 20},
        "stack": {"axis": "vertical", "spacing": 4, "isLayoutMarginsRelativeArrangement": true},
        "subviews": [{"name": "r1", "intrinsic": {"height": 30}},
                     {"name": "r2", "intrinsic": {"height": 40}}]}]}
      """)
    #expect(file.views[0].stack?.arranged == [1, 2])
    let placed = try ViewPlacement.place(file, in: eight())
    #expect(close(placed[0].frame, rect(0, 64, 375, 94)))
    #expect(close(placed[1].frame, rect(20, 74, 335, 30)))
    #expect(close(placed[2].frame, rect(20, 108, 335, 40)))
    #expect(close(placed[1].frameInSuperview, rect(20, 10, 335, 30)))
    #expect(placed.allSatisfy { $0.findings.isEmpty }, "\(placed.map(\.findings))")
  }

  // MARK: - Views covering each other

  /// `views` as frames in the content view, placed on the iPhone 8 (whose content view is at
  /// 0,0): the findings of the last view.
  private func coverFindings(_ frames: [(String, Rect)], background: Bool = false) throws
    -> [ViewFinding]
  {
    var list = frames.map { name, r in
      "{\"name\": \"\(name)\", \"frame\": {\"x\": \(r.x), \"y\": \(r.y), \"width\": \(r.width), "
        + "\"height\": \(r.height)}}"
    }
    if background {
      list.insert(
        "{\"name\": \"bg\", \"top\": {\"to\": \"superview\"}, \"left\": {\"to\": \"superview\"}, "
          + "\"bottom\": {\"to\": \"superview\"}, \"right\": {\"to\": \"superview\"}}", at: 0)
    }
    let file = try decode("{\"views\": [\(list.joined(separator: ", "))]}")
    return try ViewPlacement.place(file, in: eight()).last?.findings.filter {
      $0.kind == .coversView
    } ?? []
  }

  @Test func aViewDrawnPartlyOverAnEarlierOneIsAFinding() throws {
    let found = try coverFindings([("a", rect(0, 100, 100, 100)), ("b", rect(50, 150, 100, 100))])
    #expect(found.count == 1)
    #expect(found[0].element == "a")
    #expect(found[0].overlap == rect(50, 150, 50, 50))
    #expect(found[0].detail == .covers(whole: false))
    #expect(!found[0].mayBeIntended)
    #expect(found[0].reason == "drawn over 50×50 pt of a, which comes earlier in z-order")
  }

  @Test func whatMayBeIntendedAndWhatIsNot() throws {
    // On a full-bleed background (pinned flush to the superview on every side).
    let onBackground = try coverFindings([("fg", rect(10, 300, 50, 50))], background: true)
    #expect(onBackground.map(\.element) == ["bg"] && onBackground[0].mayBeIntended)
    // A strip along the image's bottom: inside it, flush on both axes.
    let strip = try coverFindings([("img", rect(0, 300, 200, 100)), ("s", rect(0, 370, 200, 30))])
    #expect(strip.count == 1 && strip[0].mayBeIntended)
    // A badge in the image's top-right corner.
    let badge = try coverFindings([("img", rect(0, 300, 200, 100)), ("b", rect(180, 300, 20, 20))])
    #expect(badge.count == 1 && badge[0].mayBeIntended)
    // Inside, sharing only the sides (a common margin): buttons slid over a text field.
    let sides = try coverFindings([
      ("field", rect(16, 300, 343, 44)), ("b", rect(16, 310, 343, 30)),
    ])
    #expect(sides.count == 1 && !sides[0].mayBeIntended)
    // Inside, away from the edges: nest it to say it belongs there.
    let dot = try coverFindings([("img", rect(0, 300, 200, 100)), ("d", rect(90, 340, 20, 20))])
    #expect(dot.count == 1 && !dot[0].mayBeIntended)
    // Hiding a smaller view wholly.
    let hides = try coverFindings([
      ("small", rect(10, 300, 20, 20)), ("big", rect(0, 290, 100, 100)),
    ])
    #expect(hides.count == 1 && !hides[0].mayBeIntended && hides[0].detail == .covers(whole: true))
    // Edge to edge is no overlap.
    let touching = try coverFindings([("a", rect(0, 300, 100, 44)), ("b", rect(0, 344, 100, 44))])
    #expect(touching.isEmpty)
  }

  /// A later sibling is drawn over an earlier sibling's subview; a subview over its own
  /// superview is by design; more than eight covered views are counted in a note.
  @Test func siblingsSubviewsAndTheCap() throws {
    let file = try decode(
      """
      {"views": [
        {"name": "card", "frame": {"x": 0, "y": 100, "width": 200, "height": 100},
         "subviews": [{"name": "label", "frame": {"x": 150, "y": 10, "width": 40, "height": 20}}]},
        {"name": "popup", "frame": {"x": 250, "y": 100, "width": 100, "height": 100},
         "subviews": [{"name": "arrow", "frame": {"x": -110, "y": 15, "width": 20, "height": 10}}]},
        {"name": "tip", "frame": {"x": 160, "y": 105, "width": 20, "height": 5}}
      ]}
      """)
    let placed = try ViewPlacement.place(file, in: eight())
    func covered(_ index: Int) -> [String] {
      placed[index].findings.filter { $0.kind == .coversView }.map(\.element)
    }
    #expect(covered(1).isEmpty, "label is the card's own subview")
    // arrow, popup's subview, sticks out of it to 140 … 160 × 115 … 125, over label (150 … 190
    // × 110 … 130); but a view is compared with its earlier siblings and their subviews only,
    // and popup (250 … 350) meets neither the card nor the label.
    #expect(covered(2).isEmpty && covered(3).isEmpty)
    // tip (160 … 180 × 105 … 110) touches the label's top (110) and lies inside the card, away
    // from its edges: over the card, which is earlier, and not on purpose.
    #expect(covered(4) == ["card"])
    #expect(placed[4].findings.first { $0.kind == .coversView }?.mayBeIntended == false)

    var stacked: [String] = []
    for index in 0..<12 {
      stacked.append(
        "{\"name\": \"v\(index)\", \"frame\": {\"x\": \(index), \"y\": 300, \"width\": 100, "
          + "\"height\": 100}}")
    }
    let twelve = try ViewPlacement.place(
      try decode("{\"views\": [\(stacked.joined(separator: ", "))]}"), in: eight())
    let last = twelve[11]
    #expect(
      last.findings.filter { $0.kind == .coversView }.map(\.element)
        == ["v10", "v9", "v8", "v7", "v6", "v5", "v4", "v3"], "the nearest below it first")
    #expect(last.notes.contains(.coversMore(listed: 8)))
  }

  // MARK: - Broken and ambiguous

  @Test func aConflictBreaksTheLaterConstraintAndSaysWhatItContradicts() throws {
    let file = try decode(
      """
      {"views": [{"name": "w", "height": 10}],
       "constraints": ["w.top == safeArea.top", "w.leading == superview.leading",
         "w.width == 100", "w.width == 200"]}
      """)
    let placed = try ViewPlacement.place(file, in: eight())[0]
    #expect(placed.frame == rect(0, 64, 100, 10))
    let broken = placed.findings.filter { $0.kind == .brokenConstraint }
    #expect(broken.map(\.element) == ["w.width == 200"])
    #expect(broken.first?.detail == .broken(conflicts: ["w.width == 100"]))
    #expect(!(broken.first?.mayBeIntended ?? true))
    #expect(
      placed.constraints.broken == [
        BrokenConstraintReport(constraint: "w.width == 200", conflicts: ["w.width == 100"])
      ])
    #expect(!placed.constraints.active.contains("w.width == 200"))
    #expect(placed.isBroken && !placed.isAmbiguous)
  }

  /// Sizes that several constraints would make negative: UIKit's restriction holds for every
  /// view, and the constraints of the file's break instead.
  @Test func noSizeIsLeftNegative() throws {
    let file = try decode(
      """
      {"views": [
        {"name": "a", "left": {"to": "superview", "constant": 200},
         "right": {"to": "superview", "constant": 200}, "top": {"to": "safeArea"}, "height": 10},
        {"name": "b", "height": 10}],
       "constraints": ["b.width == a.width - 30", "b.leading == a.leading", "b.top == a.bottom",
         "b.trailing == superview.trailing - 300"]}
      """)
    let placed = try ViewPlacement.place(file, in: makeLayout("iphone-4", ios: 7))
    let broken = placed.flatMap { $0.constraints.broken.map(\.constraint) }
    #expect(!broken.isEmpty)
    #expect(broken.allSatisfy { !$0.hasSuffix(">= 0") }, "\(broken)")
  }

  @Test func aViewPlacedOnOneAxisIsAmbiguousOnTheOther() throws {
    let file = try decode(
      """
      {"views": [{"name": "v", "width": 50, "height": 10}],
       "constraints": ["v.top == safeArea.top"]}
      """)
    let placed = try ViewPlacement.place(file, in: eight())[0]
    #expect(
      placed.findings.filter { $0.kind == .ambiguous }.map(\.element) == ["horizontal"])
    #expect(placed.constraints.ambiguous == [.horizontal])
    #expect(placed.isAmbiguous)
  }

  // MARK: - Bad files

  struct Bad: Sendable, CustomTestStringConvertible {
    let json: String
    let message: String
    var testDescription: String { message }
  }

  static let badFiles: [Bad] = [
    // The parser's column, in the file.
    Bad(
      json: #"{"views": [{"name": "a", "height": 1}], "constraints": ["a.top = superview.top"]}"#,
      message: "views.json:1:64: constraints[0]: use '==' for equality, not '='"),
    Bad(
      json:
        #"{"views": [{"name": "a", "height": 1}], "constraints": ["a.botom == superview.bottom"]}"#,
      message: "views.json:1:60: constraints[0]: unknown attribute 'botom'; did you mean 'bottom'?"
    ),
    Bad(
      json: #"{"views": [{"name": "a", "height": 1}], "constraints": ["a.top == superveiw.top"]}"#,
      message:
        "views.json:1:67: constraints[0]: unknown item 'superveiw'; did you mean 'superview'?"
    ),
    Bad(
      json:
        #"{"views": [{"name": "email", "height": 1, "constraints": ["email.top == emial.bottom + 8"]}]}"#,
      message:
        "views.json:1:73: views[0] (email).constraints[0]: unknown item 'emial'; did you mean 'email'?"
    ),
    Bad(
      json: #"{"views": [{"name": "a", "height": 1}], "constraints": ["a.top == qqq.top"]}"#,
      message: "constraints[0]: unknown item 'qqq' (superview, safeArea, layoutMargins"),
    Bad(
      json:
        #"{"views": [{"name": "a", "height": 1}], "constraints": ["a.top == statusBar.bottom"]}"#,
      message: "constraints[0]: 'statusBar' is an anchor of the anchor form"),
    Bad(
      json:
        #"{"views": [{"name": "a", "height": 1}], "constraints": ["a.firstBaseline == superview.top"]}"#,
      message: "constraints[0]: 'firstBaseline' is not supported"),
    Bad(
      json:
        #"{"views": [{"name": "a", "height": 1}], "constraints": ["superview.top == safeArea.top"]}"#,
      message: "constraints[0]: it names none of your views"),
    // UIKit's pairing rules.
    Bad(
      json: #"{"views": [{"name": "a"}], "constraints": ["a.width == superview.left"]}"#,
      message: "'width' cannot be related to 'left': a size pairs with a size"),
    Bad(
      json: #"{"views": [{"name": "a"}], "constraints": ["a.top == superview.left"]}"#,
      message: "'top' and 'left' are on different axes"),
    Bad(
      json: #"{"views": [{"name": "a"}], "constraints": ["a.leading == superview.left"]}"#,
      message: "use leading/trailing for both or neither"),
    Bad(
      json: #"{"views": [{"name": "a"}], "constraints": ["a.top == 0 * superview.top"]}"#,
      message: "a position ('top') cannot have a multiplier of 0"),
    Bad(
      json: #"{"views": [{"name": "a"}], "constraints": ["a.top == 10"]}"#,
      message: "'top' is a position: it needs a second item"),
    Bad(
      json:
        #"{"views": [{"name": "safeArea", "height": 1}], "constraints": ["safeArea.top == superview.top"]}"#,
      message: "'safeArea' names both a view and a guide"),
    // The tree.
    Bad(
      json: #"{"views": [{"name": "a", "height": 1, "subviews": [{"name": "a", "height": 1}]}]}"#,
      message: "views[0] (a).subviews[0] (a): the name \"a\" is taken (by views[0] (a))"),
    Bad(
      json:
        #"{"views": [{"name": "a", "superview": "b", "height": 1}, {"name": "b", "superview": "a", "height": 1}]}"#,
      message:
        "views.json:1:39: views[0] (a).superview: the superviews go round in a cycle (\"a\" → \"b\" → \"a\")"
    ),
    Bad(
      json: #"{"views": [{"name": "a", "superview": "a", "height": 1}]}"#,
      message: "views[0] (a).superview: a view cannot be its own superview"),
    Bad(
      json: #"{"views": [{"name": "card", "height": 1}, {"name": "b", "superview": "crad"}]}"#,
      message: "views[1] (b).superview: no view is named \"crad\"; did you mean \"card\"?"),
    Bad(
      json:
        #"{"views": [{"name": "a", "height": 1, "subviews": [{"name": "b", "superview": "a"}]}]}"#,
      message: "views[0] (a).subviews[0] (b).superview: a subview's superview is the view"),
    Bad(
      json:
        #"{"views": [{"name": "a", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "subviews": [{"name": "b", "bottom": {"to": "superview"}, "left": {"to": "superview"}, "width": 1, "height": 1, "raisedByKeyboardHeight": true}]}]}"#,
      message: "views[0] (a).subviews[0] (b): raisedByKeyboardHeight moves a view of the content"),
    // Stacks and intrinsic sizes.
    Bad(
      json: #"{"views": [{"name": "s", "stack": {"alignment": "firstBaseline"}}]}"#,
      message: "views[0] (s).stack.alignment: \"firstBaseline\" is not supported"),
    Bad(
      json: #"{"views": [{"name": "s", "stack": {"distribution": "fillEvenly"}}]}"#,
      message: "views[0] (s).stack.distribution: unknown distribution \"fillEvenly\""),
    Bad(
      json:
        #"{"views": [{"name": "x", "height": 1}, {"name": "s", "stack": {"arrangedSubviews": ["x"]}}]}"#,
      message: "views[1] (s).stack.arrangedSubviews[0]: \"x\" is not one of this stack view's"),
    Bad(
      json: #"{"views": [{"name": "a", "intrinsic": {}}]}"#,
      message: "views[0] (a).intrinsic: give the intrinsic width, height or both"),
    Bad(
      json:
        #"{"views": [{"name": "a"}], "constraints": [{"first": "a.top", "relation": "=", "second": "superview.top"}]}"#,
      message: "constraints[0].relation: unknown relation \"=\" (==, <= or >=)"),
    Bad(
      json: #"{"views": [{"name": "a"}], "constraints": [{"first": "a", "relation": "=="}]}"#,
      message: "constraints[0].first: expected '.' and an attribute after 'a'"),
  ]

  @Test(arguments: badFiles) func badFilesSayWhereAndWhat(_ bad: Bad) {
    do throws(DocumentError) {
      _ = try decode(bad.json)
      Issue.record("decoded: \(bad.json)")
    } catch {
      #expect(error.description.contains(bad.message), "got: \(error.description)")
      #expect(error.description.hasPrefix("views.json:1:"), "got: \(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  // MARK: - Bounded

  /// 100,000 views: over the file's size limit, refused before parsing; 50,000 in a megabyte:
  /// refused by their count before any is read; nesting past JSON's 64 levels: refused
  /// by the parser; a thousand views nested through `superview` names, and a cycle through all
  /// of them: laid out, refused, without recursion.
  @Test func hugeDeepAndCyclicFilesAreBounded() throws {
    let view = #"{"name": "v", "height": 1}"#
    let huge =
      "{\"views\": [" + Array(repeating: view, count: 100_000).joined(separator: ",") + "]}"
    #expect(throws: DocumentError.self) { try decode(huge) }
    let many = (0..<50_000).map { "{\"name\":\"v\($0)\"}" }.joined(separator: ",")
    do throws(DocumentError) {
      _ = try decode("{\"views\": [\(many)]}")
      Issue.record("50,000 views decoded")
    } catch {
      #expect(error.description.contains("50000 views is more than a file may have (1000)"))
    }
    var nested = view
    for _ in 0..<40 { nested = "{\"name\": \"n\", \"subviews\": [\(nested)]}" }
    do throws(DocumentError) {
      _ = try decode("{\"views\": [\(nested)]}")
      Issue.record("40 levels decoded")
    } catch {
      #expect(error.description.contains("nested deeper than 64 levels"))
    }

    var chain = [
      #"{"name": "v0", "width": 10, "height": 10, "top": {"to": "superview", "constant": 1}, "left": {"to": "superview"}}"#
    ]
    for index in 1..<1000 {
      chain.append(
        "{\"name\": \"v\(index)\", \"superview\": \"v\(index - 1)\", \"width\": 10, "
          + "\"height\": 10, \"top\": {\"to\": \"superview\", \"constant\": 1}, "
          + "\"left\": {\"to\": \"superview\"}}")
    }
    let deep = try decode("{\"views\": [\(chain.joined(separator: ","))]}")
    let placed = try ViewPlacement.place(deep, in: eight())
    #expect(placed.count == 1000)
    #expect(placed[999].depth == 999)
    // One point further down at each level.
    #expect(placed[999].frame == rect(0, 1000, 10, 10))

    var cycle = chain
    cycle[0] = #"{"name": "v0", "superview": "v999", "width": 10, "height": 10}"#
    do throws(DocumentError) {
      _ = try decode("{\"views\": [\(cycle.joined(separator: ","))]}")
      Issue.record("a cycle decoded")
    } catch {
      #expect(error.description.contains("go round in a cycle (\"v0\" → \"v999\" → \"v998\""))
      #expect(error.description.contains("→ …)"), "the cycle is cut short")
    }
  }
}
