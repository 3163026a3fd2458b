// The engine on whole screens. Expected frames are worked out by hand from the constraints
// (the arithmetic is in the comments), not read back from the engine.
import AutoLayout
import Testing

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutRect {
  LayoutRect(x: x, y: y, width: w, height: h)
}

func close(_ a: LayoutRect, _ b: LayoutRect, _ tolerance: Double = 1e-6) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A login screen with a stack of buttons.
///
/// Views 1 logo, 2 email, 3 password, 4 sign-in, 5 a stack of two buttons (6 forgot,
/// 7 create). Guide 0 is the safe area, guide 1 the keyboard layout guide.
enum Login {
  static let views: [LayoutView] = [
    LayoutView(superview: nil),
    LayoutView(superview: 0),
    LayoutView(superview: 0),
    LayoutView(superview: 0),
    LayoutView(superview: 0),
    LayoutView(
      superview: 0,
      stack: StackLayout(
        axis: .horizontal, distribution: .fillEqually, spacing: 8, arrangedSubviews: [6, 7])),
    LayoutView(superview: 5, intrinsicWidth: 120, intrinsicHeight: 30),
    LayoutView(superview: 5, intrinsicWidth: 100, intrinsicHeight: 30),
  ]

  static let safeArea = LayoutItem.guide(0)
  static let keyboard = LayoutItem.guide(1)

  static var constraints: [LayoutConstraint] {
    var list: [LayoutConstraint] = []
    func add(
      _ a: LayoutItem, _ aa: LayoutAttribute, _ r: Relation, _ b: LayoutItem?,
      _ ba: LayoutAttribute?, _ m: Double = 1, _ c: Double = 0
    ) {
      list.append(LayoutConstraint(a, aa, r, b, ba, multiplier: m, constant: c, origin: list.count))
    }
    let logo = LayoutItem.view(1)
    let email = LayoutItem.view(2)
    let password = LayoutItem.view(3)
    let signIn = LayoutItem.view(4)
    let stack = LayoutItem.view(5)
    let root = LayoutItem.view(0)
    add(logo, .centerX, .equal, root, .centerX)
    add(logo, .top, .equal, safeArea, .top, 1, 20)
    add(logo, .width, .equal, root, .width, 0.5)
    add(logo, .height, .equal, logo, .width, 0.5)
    add(email, .leading, .equal, safeArea, .leading, 1, 20)
    add(email, .trailing, .equal, safeArea, .trailing, 1, -20)
    add(email, .top, .equal, logo, .bottom, 1, 24)
    add(email, .height, .equal, nil, nil, 1, 44)
    for (view, above, gap) in [(password, email, 12.0), (stack, password, 16)] {
      add(view, .leading, .equal, email, .leading)
      add(view, .trailing, .equal, email, .trailing)
      add(view, .top, .equal, above, .bottom, 1, gap)
    }
    add(password, .height, .equal, nil, nil, 1, 44)
    add(signIn, .leading, .equal, email, .leading)
    add(signIn, .trailing, .equal, email, .trailing)
    add(signIn, .bottom, .equal, keyboard, .top, 1, -8)
    add(signIn, .height, .equal, nil, nil, 1, 50)
    return list
  }

  // An iPhone 14-sized screen (390 × 844; safe area 47 top, 34 bottom; in landscape 47 left and
  // right, 21 bottom). The keyboard guide, hidden, spans the bottom inset.
  static let portrait = LayoutSize(width: 390, height: 844)
  static let portraitGuides = [rect(0, 47, 390, 763), rect(0, 810, 390, 34)]
  static let portraitKeyboard = [rect(0, 47, 390, 763), rect(0, 508, 390, 336)]
  static let landscape = LayoutSize(width: 844, height: 390)
  static let landscapeGuides = [rect(47, 0, 750, 369), rect(0, 369, 844, 21)]
}

@Test func loginScreenInPortraitHasTheHandCheckedFrames() throws {
  let engine = try LayoutEngine(
    views: Login.views, constraints: Login.constraints, rootSize: Login.portrait,
    guides: Login.portraitGuides)
  let f = engine.result.frames
  // logo: width 390 / 2 = 195, height 195 / 2 = 97.5, centred: x = 195 − 97.5; top 47 + 20.
  #expect(close(f[1], rect(97.5, 67, 195, 97.5)))
  // email: 0 + 20 to 390 − 20; top 67 + 97.5 + 24 = 188.5.
  #expect(close(f[2], rect(20, 188.5, 350, 44)))
  // password: 188.5 + 44 + 12 = 244.5.
  #expect(close(f[3], rect(20, 244.5, 350, 44)))
  // sign-in: bottom on the keyboard guide's top (810) − 8 = 802, so top 752.
  #expect(close(f[4], rect(20, 752, 350, 50)))
  // stack: 244.5 + 44 + 16 = 304.5; height from its items (intrinsic 30, fill alignment).
  #expect(close(f[5], rect(20, 304.5, 350, 30)))
  // fillEqually: two widths w with w + 8 + w = 350, so 171.
  #expect(close(f[6], rect(20, 304.5, 171, 30)))
  #expect(close(f[7], rect(199, 304.5, 171, 30)))
  #expect(close(engine.result.framesInSuperview[7], rect(179, 0, 171, 30)))
  #expect(close(engine.result.framesInSuperview[2], f[2]))
  #expect(engine.result.broken.isEmpty)
  #expect(engine.result.ambiguous.isEmpty)
}

@Test func loginScreenFollowsTheKeyboardIncrementally() throws {
  var engine = try LayoutEngine(
    views: Login.views, constraints: Login.constraints, rootSize: Login.portrait,
    guides: Login.portraitGuides)
  try engine.update(rootSize: Login.portrait, guides: Login.portraitKeyboard)
  // The keyboard's top at 508: sign-in's bottom at 500, its top at 450.
  #expect(close(engine.result.frames[4], rect(20, 450, 350, 50)))
  #expect(close(engine.result.frames[2], rect(20, 188.5, 350, 44)))
}

@Test func incrementalResizeEqualsAFreshSolve() throws {
  var engine = try LayoutEngine(
    views: Login.views, constraints: Login.constraints, rootSize: Login.portrait,
    guides: Login.portraitGuides)
  try engine.update(rootSize: Login.landscape, guides: Login.landscapeGuides)
  let fresh = try LayoutEngine(
    views: Login.views, constraints: Login.constraints, rootSize: Login.landscape,
    guides: Login.landscapeGuides)
  for (a, b) in zip(engine.result.frames, fresh.result.frames) {
    #expect(close(a, b, 1e-9))
  }
  // In landscape: logo 422 × 211 at y 20; email at 20 + 211 + 24 = 255; password at 311; and
  // sign-in's bottom at 369 − 8 = 361, so its top at 311: right over the password field.
  #expect(close(fresh.result.frames[3], rect(67, 311, 710, 44)))
  #expect(close(fresh.result.frames[4], rect(67, 311, 710, 50)))
  // Back to portrait, through the incremental path again.
  try engine.update(rootSize: Login.portrait, guides: Login.portraitGuides)
  #expect(close(engine.result.frames[4], rect(20, 752, 350, 50)))
}

@Test func randomResizesMatchFreshSolves() throws {
  var engine = try LayoutEngine(
    views: Login.views, constraints: Login.constraints, rootSize: Login.portrait,
    guides: Login.portraitGuides)
  var random = SplitMix(seed: 19)
  for _ in 0..<20 {
    let w = random.double(in: 300...1000)
    let h = random.double(in: 400...1000)
    let guides = [rect(10, 30, w - 20, h - 60), rect(0, h - random.double(in: 30...300), w, 100)]
    let size = LayoutSize(width: w, height: h)
    try engine.update(rootSize: size, guides: guides)
    let fresh = try LayoutEngine(
      views: Login.views, constraints: Login.constraints, rootSize: size, guides: guides)
    #expect(engine.result.frames.count == fresh.result.frames.count)
    for (a, b) in zip(engine.result.frames, fresh.result.frames) { #expect(close(a, b, 1e-7)) }
  }
}

/// Two labels side by side fill a row: the lower compression resistance gives way when the row
/// is too short, the lower hugging when it is too long.
@Test func intrinsicSizesGiveWayByPriority() throws {
  let views = [
    LayoutView(superview: nil),
    LayoutView(superview: 0, intrinsicWidth: 150, intrinsicHeight: 20),
    LayoutView(
      superview: 0, intrinsicWidth: 150, intrinsicHeight: 20,
      hugging: AxisPriorities(horizontal: 251, vertical: 250),
      compressionResistance: AxisPriorities(horizontal: 760, vertical: 750)),
  ]
  let constraints = [
    LayoutConstraint(.view(1), .leading, .equal, .view(0), .leading),
    LayoutConstraint(.view(2), .leading, .equal, .view(1), .trailing),
    LayoutConstraint(.view(2), .trailing, .equal, .view(0), .trailing),
    LayoutConstraint(.view(1), .top, .equal, .view(0), .top),
    LayoutConstraint(.view(2), .top, .equal, .view(0), .top),
  ]
  // 200 wide: 100 too few; label 1 (750) is compressed to 50, label 2 (760) keeps 150.
  var engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 200, height: 100),
    guides: [])
  #expect(close(engine.result.frames[1], rect(0, 0, 50, 20)))
  #expect(close(engine.result.frames[2], rect(50, 0, 150, 20)))
  // 400 wide: 100 too many; label 1 (hugging 250) stretches to 250, label 2 (251) keeps 150.
  try engine.update(rootSize: LayoutSize(width: 400, height: 100), guides: [])
  #expect(close(engine.result.frames[1], rect(0, 0, 250, 20)))
  #expect(close(engine.result.frames[2], rect(250, 0, 150, 20)))
  #expect(engine.result.ambiguous.isEmpty)
}

@Test func twoRequiredWidthsBreakTheLaterOne() throws {
  let views = [LayoutView(superview: nil), LayoutView(superview: 0)]
  let constraints = [
    LayoutConstraint(.view(1), .width, .equal, constant: 100, origin: 10),
    LayoutConstraint(.view(1), .width, .equal, constant: 200, origin: 11),
    LayoutConstraint(.view(1), .leading, .equal, .view(0), .leading, origin: 12),
    LayoutConstraint(.view(1), .top, .equal, .view(0), .top, origin: 13),
    LayoutConstraint(.view(1), .height, .equal, constant: 40, origin: 14),
  ]
  let engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 390, height: 844),
    guides: [])
  #expect(
    engine.result.broken == [
      BrokenLayoutConstraint(broken: .user(origin: 11), conflicts: [.user(origin: 10)])
    ])
  #expect(close(engine.result.frames[1], rect(0, 0, 100, 40)))
  #expect(engine.result.ambiguous.isEmpty)
}

/// A view wider than the screen it is pinned across: UIKit breaks a constraint of the app's,
/// never the screen's size; here the width, added last of the three, with the pins and the
/// root's size as its conflicts.
@Test func aConflictWithTheScreenSizeBreaksTheCallersConstraint() throws {
  let views = [LayoutView(superview: nil), LayoutView(superview: 0)]
  let constraints = [
    LayoutConstraint(.view(1), .leading, .equal, .view(0), .leading, origin: 0),
    LayoutConstraint(.view(1), .trailing, .equal, .view(0), .trailing, origin: 1),
    LayoutConstraint(.view(1), .width, .equal, constant: 500, origin: 2),
    LayoutConstraint(.view(1), .top, .equal, .view(0), .top, origin: 3),
    LayoutConstraint(.view(1), .height, .equal, constant: 10, origin: 4),
  ]
  var engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 390, height: 844),
    guides: [])
  #expect(engine.result.frames[0] == rect(0, 0, 390, 844))
  #expect(close(engine.result.frames[1], rect(0, 0, 390, 10)))
  #expect(engine.result.broken.map(\.broken) == [.user(origin: 2)])
  let conflicts = engine.result.broken.first?.conflicts ?? []
  #expect(conflicts.contains(.rootSize) && conflicts.contains(.user(origin: 1)))
  // A screen wide enough: nothing is broken any more, the width holds.
  try engine.update(rootSize: LayoutSize(width: 500, height: 844), guides: [])
  #expect(engine.result.broken.isEmpty)
  #expect(close(engine.result.frames[1], rect(0, 0, 500, 10)))
  // And back: broken again, as a fresh solve.
  try engine.update(rootSize: LayoutSize(width: 390, height: 844), guides: [])
  #expect(engine.result.broken.map(\.broken) == [.user(origin: 2)])
}

@Test func aViewPlacedOnOneAxisIsAmbiguousOnTheOther() throws {
  let views = [LayoutView(superview: nil), LayoutView(superview: 0), LayoutView(superview: 0)]
  let constraints = [
    LayoutConstraint(.view(1), .leading, .equal, .view(0), .leading, constant: 8),
    LayoutConstraint(.view(1), .width, .equal, constant: 100),
    // View 2: placed vertically, and only a minimum width horizontally.
    LayoutConstraint(.view(2), .top, .equal, .view(0), .top),
    LayoutConstraint(.view(2), .height, .equal, constant: 30),
    LayoutConstraint(.view(2), .leading, .equal, .view(0), .leading),
    LayoutConstraint(.view(2), .width, .greaterThanOrEqual, constant: 50),
  ]
  let engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 390, height: 844),
    guides: [])
  #expect(
    engine.result.ambiguous == [
      AmbiguousView(view: 1, horizontal: false, vertical: true),
      AmbiguousView(view: 2, horizontal: true, vertical: false),
    ])
}

@Test func equalOptionalPullsLeaveAViewAmbiguous() throws {
  // Two widths at the same priority: any width between them is as good (UIKit calls this
  // ambiguous too); a third at a higher priority settles it.
  let views = [LayoutView(superview: nil), LayoutView(superview: 0)]
  var constraints = [
    LayoutConstraint(.view(1), .leading, .equal, .view(0), .leading),
    LayoutConstraint(.view(1), .top, .equal, .view(0), .top),
    LayoutConstraint(.view(1), .height, .equal, constant: 10),
    LayoutConstraint(.view(1), .width, .equal, constant: 100, priority: 500),
    LayoutConstraint(.view(1), .width, .equal, constant: 200, priority: 500),
  ]
  let size = LayoutSize(width: 390, height: 844)
  let open = try LayoutEngine(views: views, constraints: constraints, rootSize: size, guides: [])
  #expect(open.result.ambiguous == [AmbiguousView(view: 1, horizontal: true, vertical: false)])
  constraints.append(LayoutConstraint(.view(1), .width, .equal, constant: 150, priority: 501))
  let settled = try LayoutEngine(
    views: views, constraints: constraints, rootSize: size, guides: [])
  #expect(settled.result.ambiguous.isEmpty)
  #expect(close(settled.result.frames[1], rect(0, 0, 150, 10)))
}

@Test func marginsGuideInsetsTheView() throws {
  let views = [
    LayoutView(superview: nil),
    LayoutView(superview: 0, layoutMargins: LayoutInsets(top: 10, left: 20, bottom: 30, right: 40)),
    LayoutView(superview: 1),
  ]
  var constraints: [LayoutConstraint] = []
  for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
    constraints.append(LayoutConstraint(.view(1), a, .equal, .guide(0), a))
    constraints.append(LayoutConstraint(.view(2), a, .equal, .marginsGuide(1), a))
  }
  let engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 390, height: 844),
    guides: [rect(0, 47, 390, 763)])
  // View 1 is the safe area; view 2 is inset 20 left, 40 right, 10 top, 30 bottom of it.
  #expect(close(engine.result.frames[2], rect(20, 57, 330, 723)))
  #expect(close(engine.result.framesInSuperview[2], rect(20, 10, 330, 723)))
}

@Test func inputNoLayoutCanFixIsRefusedWithOneLine() {
  let two = [LayoutView(superview: nil), LayoutView(superview: 0)]
  func error(
    _ views: [LayoutView], _ constraints: [LayoutConstraint] = [], guides: Int = 0
  ) -> LayoutInputError? {
    do {
      _ = try LayoutEngine(
        views: views, constraints: constraints, rootSize: LayoutSize(width: 1, height: 1),
        guides: Array(repeating: rect(0, 0, 1, 1), count: guides))
      return nil
    } catch {
      return error
    }
  }
  #expect(error([])?.message == "there must be a root view")
  #expect(
    error([LayoutView(superview: nil), LayoutView(superview: 2), LayoutView(superview: 0)])
      == LayoutInputError(view: 1, message: "its superview (2) must be a view listed before it"))
  #expect(
    error(two, [LayoutConstraint(.view(1), .leading, .equal, .view(0), .top, origin: 4)])
      == LayoutInputError(
        constraintOrigin: 4, message: "'leading' and 'top' are on different axes"))
  #expect(
    error(two, [LayoutConstraint(.view(1), .width, .equal, .view(0), .left)])?.message
      == "'width' cannot be related to 'left': a size pairs with a size")
  #expect(
    error(two, [LayoutConstraint(.view(1), .leading, .equal, .view(0), .left)])?.message
      == "use leading/trailing for both or neither, not with left/right")
  #expect(
    error(two, [LayoutConstraint(.view(1), .top, .equal, constant: 5)])?.message
      == "'top' is a position: it needs a second item, not only a constant")
  #expect(
    error(two, [LayoutConstraint(.view(1), .top, .equal, .guide(0), .top)])?.message
      == "no guide 0")
  #expect(
    error(two, [LayoutConstraint(.view(9), .top, .equal, .view(0), .top)])?.message
      == "no view 9")
  #expect(
    error([
      LayoutView(superview: nil, stack: StackLayout(arrangedSubviews: [1, 1])),
      LayoutView(superview: 0),
    ]) == LayoutInputError(view: 1, message: "it is arranged twice"))
  #expect(
    error([LayoutView(superview: nil, stack: StackLayout(arrangedSubviews: [3]))])?.message
      == "arranged subview 3 is not one of its subviews")
  #expect(
    error([LayoutView(superview: nil), LayoutView(superview: 0, intrinsicWidth: -1)])?.message
      == "intrinsic width must be a number of 0 or more")
}

@Test func aFreshSolveIsTheSameBitForBit() throws {
  func solve() throws -> LayoutResult {
    try LayoutEngine(
      views: Login.views, constraints: Login.constraints, rootSize: Login.landscape,
      guides: Login.landscapeGuides
    ).result
  }
  let first = try solve()
  let second = try solve()
  // Exact equality, not a tolerance: nothing in the engine depends on hashing or timing.
  #expect(first == second)
  #expect(first.frames.map(\.x.bitPattern) == second.frames.map(\.x.bitPattern))
}

/// Random trees and constraints (conflicts, inequalities and optional priorities included): the
/// engine never traps, and a resize gives what a fresh solve gives wherever the layout is
/// determined (where it is not, either answer is right).
@Test func randomLayoutsResizeAsTheySolveFresh() throws {
  var random = SplitMix(seed: 42)
  let positions: [LayoutAttribute] = [.leading, .trailing, .centerX, .top, .bottom, .centerY]
  var compared = 0
  for _ in 0..<150 {
    let count = random.int(2...12)
    var views = [LayoutView(superview: nil)]
    for index in 1..<count {
      views.append(
        LayoutView(
          superview: random.int(0...(index - 1)),
          intrinsicWidth: random.int(0...1) == 0 ? Double(random.int(10...80)) : nil,
          intrinsicHeight: random.int(0...1) == 0 ? Double(random.int(10...80)) : nil))
    }
    var constraints: [LayoutConstraint] = []
    for index in 1..<count {
      // A determined base (position from an earlier view, a size) and random extras on top.
      let anchor = LayoutItem.view(random.int(0...(index - 1)))
      for (a, b) in [(LayoutAttribute.leading, LayoutAttribute.trailing), (.top, .bottom)] {
        constraints.append(
          LayoutConstraint(
            .view(index), a, .equal, anchor, random.pick([a, b]),
            constant: Double(random.int(-20...20)), origin: constraints.count))
      }
      for size in [LayoutAttribute.width, .height] {
        constraints.append(
          LayoutConstraint(
            .view(index), size, .equal, constant: Double(random.int(0...100)),
            priority: random.pick([1000, 900]), origin: constraints.count))
      }
      for _ in 0..<random.int(0...3) {
        let other = random.int(0...(count - 1))
        let priority: Priority = random.pick([1000, 1000, 1000, 750, 500, 250])
        let relation = random.pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        if random.int(0...2) == 0 {
          let size = random.pick([LayoutAttribute.width, .height])
          constraints.append(
            LayoutConstraint(
              .view(index), size, relation, constant: Double(random.int(0...200)),
              priority: priority, origin: constraints.count))
        } else {
          let a = random.pick(positions)
          let sameAxis = positions.filter { $0.axis == a.axis }
          constraints.append(
            LayoutConstraint(
              .view(index), a, relation, .view(other), random.pick(sameAxis),
              constant: Double(random.int(-50...50)), priority: priority,
              origin: constraints.count))
        }
      }
    }
    let small = LayoutSize(width: 320, height: 568)
    let large = LayoutSize(width: 430, height: 932)
    var engine = try LayoutEngine(
      views: views, constraints: constraints, rootSize: small, guides: [])
    try engine.update(rootSize: large, guides: [])
    let fresh = try LayoutEngine(
      views: views, constraints: constraints, rootSize: large, guides: [])
    #expect(engine.result.frames.count == count)
    #expect(engine.result.broken.map(\.broken) == fresh.result.broken.map(\.broken))
    guard engine.result.ambiguous.isEmpty && fresh.result.ambiguous.isEmpty else { continue }
    compared += 1
    for (a, b) in zip(engine.result.frames, fresh.result.frames) { #expect(close(a, b, 1e-6)) }
  }
  // Enough of them are determined for the comparison to mean something.
  #expect(compared >= 20)
}
