// Big inputs finish: no recursion on the tree's depth, nothing quadratic. No timing assertions
// (the machine is shared); the counts and a few frames show the work was done.
import AutoLayout
import Testing

@Test func aHundredThousandViewsAreLaidOut() throws {
  let count = 100_000
  var views = [LayoutView(superview: nil)]
  var constraints: [LayoutConstraint] = []
  views.reserveCapacity(count + 1)
  constraints.reserveCapacity(count * 4)
  for index in 1...count {
    views.append(LayoutView(superview: 0))
    let column = Double(index % 10)
    let row = Double(index / 10)
    constraints.append(
      LayoutConstraint(.view(index), .leading, .equal, .view(0), .leading, constant: column * 39))
    constraints.append(
      LayoutConstraint(.view(index), .top, .equal, .view(0), .top, constant: row * 10))
    constraints.append(
      LayoutConstraint(.view(index), .width, .equal, .view(0), .width, multiplier: 0.1))
    constraints.append(LayoutConstraint(.view(index), .height, .equal, constant: 10))
  }
  let engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 390, height: 844),
    guides: [])
  #expect(engine.result.frames.count == count + 1)
  // View 12345: column 5, row 1234.
  #expect(close(engine.result.frames[12345], rect(195, 12340, 39, 10)))
  #expect(engine.result.ambiguous.isEmpty && engine.result.broken.isEmpty)
}

@Test func aChainTenThousandDeepIsLaidOut() throws {
  let depth = 10_000
  var views = [LayoutView(superview: nil)]
  var constraints: [LayoutConstraint] = []
  for index in 1...depth {
    views.append(LayoutView(superview: index - 1))
    let parent = LayoutItem.view(index - 1)
    let me = LayoutItem.view(index)
    constraints.append(LayoutConstraint(me, .leading, .equal, parent, .leading, constant: 0.5))
    constraints.append(LayoutConstraint(me, .top, .equal, parent, .top, constant: 1))
    constraints.append(LayoutConstraint(me, .width, .equal, parent, .width))
    constraints.append(LayoutConstraint(me, .bottom, .equal, parent, .bottom))
  }
  var engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: LayoutSize(width: 390, height: 20_000),
    guides: [])
  #expect(engine.result.frames.count == depth + 1)
  // The deepest: 10,000 × 0.5 across, 10,000 × 1 down, the root's width, 20,000 − 10,000 tall.
  #expect(close(engine.result.frames[depth], rect(5000, 10_000, 390, 10_000)))
  #expect(close(engine.result.framesInSuperview[depth], rect(0.5, 1, 390, 10_000)))
  // A resize reaches the bottom of the chain incrementally.
  try engine.update(rootSize: LayoutSize(width: 500, height: 30_000), guides: [])
  #expect(close(engine.result.frames[depth], rect(5000, 10_000, 500, 20_000)))
  #expect(engine.result.ambiguous.isEmpty)
}
