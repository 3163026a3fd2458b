// Stack views: each distribution and alignment on kean's three views (intrinsic 160 × 200,
// 80 × 100, 40 × 50, from "Let's Build UIStackView", https://kean.blog/post/lets-build-uistackview),
// in a horizontal stack 400 wide pinned to the root's top left. Expected frames are worked out
// from the constraints UIKit makes (listed on `StackConstraints`), in the comments.
import AutoLayout
import Testing

func stackScreen(
  _ distribution: StackLayout.Distribution, _ alignment: StackLayout.Alignment = .fill,
  spacing: Double = 10, axis: LayoutAxis = .horizontal, thirdHugging: Priority = 250
) throws -> LayoutResult {
  let views = [
    LayoutView(superview: nil),
    LayoutView(
      superview: 0,
      stack: StackLayout(
        axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
        arrangedSubviews: [2, 3, 4])),
    LayoutView(superview: 1, intrinsicWidth: 160, intrinsicHeight: 200),
    LayoutView(superview: 1, intrinsicWidth: 80, intrinsicHeight: 100),
    LayoutView(
      superview: 1, intrinsicWidth: 40, intrinsicHeight: 50,
      hugging: AxisPriorities(horizontal: thirdHugging, vertical: thirdHugging)),
  ]
  var constraints = [
    LayoutConstraint(.view(1), .leading, .equal, .view(0), .leading),
    LayoutConstraint(.view(1), .top, .equal, .view(0), .top),
  ]
  if axis == .horizontal {
    constraints.append(LayoutConstraint(.view(1), .width, .equal, constant: 400))
  } else {
    constraints.append(LayoutConstraint(.view(1), .height, .equal, constant: 600))
  }
  let engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 1000, height: 1000),
    guides: [])
  #expect(engine.result.broken.isEmpty)
  return engine.result
}

@Test func fillStretchesTheLowestHugging() throws {
  // 400 − 2 × 10 = 380 for 160 + 80 + 40 = 280: the third (hugging 200) takes the 100 extra.
  // Fill alignment: every height equals the first's, 200 (compression 750 beats hugging 250).
  let r = try stackScreen(.fill, thirdHugging: 200)
  #expect(close(r.frames[2], rect(0, 0, 160, 200)))
  #expect(close(r.frames[3], rect(170, 0, 80, 200)))
  #expect(close(r.frames[4], rect(260, 0, 140, 200)))
  #expect(close(r.frames[1], rect(0, 0, 400, 200)))
  #expect(r.ambiguous.isEmpty)
}

@Test func fillWithEqualHuggingIsReportedAmbiguous() throws {
  // All three at hugging 250: which one stretches is open (Xcode warns of the same).
  let r = try stackScreen(.fill)
  #expect(r.ambiguous.contains { $0.horizontal })
}

@Test func fillEquallyGivesEqualWidths() throws {
  // (400 − 20) / 3 each.
  let w = 380.0 / 3
  let r = try stackScreen(.fillEqually)
  #expect(close(r.frames[2], rect(0, 0, w, 200)))
  #expect(close(r.frames[3], rect(w + 10, 0, w, 200)))
  #expect(close(r.frames[4], rect(2 * w + 20, 0, w, 200)))
  #expect(r.ambiguous.isEmpty)
}

@Test func fillProportionallyFollowsIntrinsicWidths() throws {
  // Total 160 + 80 + 40 + 2 × 10 = 300: widths 400 × 160/300 and 400 × 80/300 (at 999, 998);
  // the third (997) takes what the required edges leave: 380 − 213.33 − 106.67 = 60.
  let r = try stackScreen(.fillProportionally)
  let a = 400.0 * 160 / 300
  let b = 400.0 * 80 / 300
  #expect(close(r.frames[2], rect(0, 0, a, 200)))
  #expect(close(r.frames[3], rect(a + 10, 0, b, 200)))
  #expect(close(r.frames[4], rect(a + b + 20, 0, 380 - a - b, 200)))
}

@Test func equalSpacingSharesTheRoomBetweenItems() throws {
  // Items keep their widths; the two gaps share 400 − 280 = 120: 60 each.
  let r = try stackScreen(.equalSpacing)
  #expect(close(r.frames[2], rect(0, 0, 160, 200)))
  #expect(close(r.frames[3], rect(220, 0, 80, 200)))
  #expect(close(r.frames[4], rect(360, 0, 40, 200)))
}

@Test func equalCenteringSpacesTheCentres() throws {
  // Centres at 80 and 400 − 20 = 380, so the middle one's at 230: x = 190.
  let r = try stackScreen(.equalCentering)
  #expect(close(r.frames[2], rect(0, 0, 160, 200)))
  #expect(close(r.frames[3], rect(190, 0, 80, 200)))
  #expect(close(r.frames[4], rect(360, 0, 40, 200)))
}

@Test func topAlignmentKeepsHeightsAndTops() throws {
  // Heights stay intrinsic; the spanner (and so the stack) is as tall as the tallest, 200.
  for alignment in [StackLayout.Alignment.top, .leading] {
    let r = try stackScreen(.equalSpacing, alignment)
    #expect(close(r.frames[2], rect(0, 0, 160, 200)))
    #expect(close(r.frames[3], rect(220, 0, 80, 100)))
    #expect(close(r.frames[4], rect(360, 0, 40, 50)))
    #expect(close(r.frames[1], rect(0, 0, 400, 200)))
    #expect(r.ambiguous.isEmpty)
  }
}

@Test func centerAlignmentCentresOnTheFirst() throws {
  // Centres at 100: tops 0, 50, 75.
  let r = try stackScreen(.equalSpacing, .center)
  #expect(close(r.frames[2], rect(0, 0, 160, 200)))
  #expect(close(r.frames[3], rect(220, 50, 80, 100)))
  #expect(close(r.frames[4], rect(360, 75, 40, 50)))
  #expect(close(r.frames[1], rect(0, 0, 400, 200)))
  #expect(r.ambiguous.isEmpty)
}

@Test func bottomAlignmentLinesUpBottoms() throws {
  for alignment in [StackLayout.Alignment.bottom, .trailing] {
    let r = try stackScreen(.equalSpacing, alignment)
    #expect(close(r.frames[2], rect(0, 0, 160, 200)))
    #expect(close(r.frames[3], rect(220, 100, 80, 100)))
    #expect(close(r.frames[4], rect(360, 150, 40, 50)))
  }
}

@Test func verticalStackCentresAcrossItsWidth() throws {
  // A vertical stack 600 tall: the heights 200 + 100 + 50 leave 250 for two gaps, 125 each;
  // across, the stack is as wide as the widest (160) and the others are centred on it.
  let r = try stackScreen(.equalSpacing, .center, axis: .vertical)
  #expect(close(r.frames[2], rect(0, 0, 160, 200)))
  #expect(close(r.frames[3], rect(40, 325, 80, 100)))
  #expect(close(r.frames[4], rect(60, 550, 40, 50)))
  #expect(close(r.frames[1], rect(0, 0, 160, 600)))
}

@Test func marginsRelativeArrangementInsetsTheItems() throws {
  let views = [
    LayoutView(superview: nil),
    LayoutView(
      superview: 0, layoutMargins: LayoutInsets(all: 10),
      stack: StackLayout(
        axis: .vertical, distribution: .fillEqually, isLayoutMarginsRelativeArrangement: true,
        arrangedSubviews: [2, 3])),
    LayoutView(superview: 1),
    LayoutView(superview: 1),
  ]
  var constraints: [LayoutConstraint] = []
  for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
    constraints.append(LayoutConstraint(.view(1), a, .equal, .view(0), a))
  }
  let engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 300, height: 220),
    guides: [])
  // Inside the margins: 280 × 200, two rows of 100.
  #expect(close(engine.result.frames[2], rect(10, 10, 280, 100)))
  #expect(close(engine.result.frames[3], rect(10, 110, 280, 100)))
  #expect(engine.result.ambiguous.isEmpty)
}

@Test func aSingleItemTopAlignedHugsTheStack() throws {
  let views = [
    LayoutView(superview: nil),
    LayoutView(
      superview: 0, stack: StackLayout(alignment: .top, arrangedSubviews: [2])),
    LayoutView(superview: 1, intrinsicWidth: 50, intrinsicHeight: 30),
  ]
  let constraints = [
    LayoutConstraint(.view(1), .leading, .equal, .view(0), .leading),
    LayoutConstraint(.view(1), .top, .equal, .view(0), .top),
  ]
  let engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 300, height: 300),
    guides: [])
  // The stack's width follows its item's (canvas edges both equal along the axis); its height
  // is pulled to the item's by UISV-canvas-fit.
  #expect(close(engine.result.frames[1], rect(0, 0, 50, 30)))
  #expect(close(engine.result.frames[2], rect(0, 0, 50, 30)))
}
