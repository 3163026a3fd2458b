// The solver's work budget (issue 19's "bounded in time and memory"): a tangle of random
// constraints between views, whose degenerate vertices sent the simplex to its pivot limit again
// and again (50 views, 600 constraints: 680,000 pivots, 22 s and gigabytes), stops when its
// budget runs out and says so; screens as people build them never come near it.
import Testing

@testable import AutoLayout

/// `views` views of four variables each (x, y, width, height) and `per` random constraints
/// from each to another, at random relations and priorities, as the engine would turn
/// `a.leading == b.centerX + 12 @750` into rows; a 10–99-pt width at 500 and sizes ≥ 0.
private func tangle(views: Int, per: Int, into solver: inout Solver) {
  var state: UInt64 = 7
  func random(_ bound: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state % UInt64(bound))
  }
  var variables: [Variable] = []
  for _ in 0..<(views * 4) { variables.append(solver.makeVariable()) }
  /// leading, trailing or centre of view `v` on an axis (0 horizontal, 1 vertical).
  func edge(_ v: Int, _ axis: Int, _ which: Int) -> [LinearTerm] {
    let position = variables[v * 4 + axis]
    let size = variables[v * 4 + 2 + axis]
    switch which {
    case 0: return [LinearTerm(position)]
    case 1: return [LinearTerm(position), LinearTerm(size)]
    default: return [LinearTerm(position), LinearTerm(size, 0.5)]
    }
  }
  let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
  let priorities: [Priority] = [1000, 1000, 1000, 750, 250, 999]
  for v in 0..<views {
    for _ in 0..<per {
      let other = random(views)
      let axis = random(2)
      let a = edge(v, axis, random(3))
      let b = edge(other, axis, random(3)).map { LinearTerm($0.variable, -$0.coefficient) }
      let expression = LinearExpression(a + b, constant: -Double(random(50)))
      _ = try? solver.add(
        Constraint(expression, relations[random(3)], priority: priorities[random(6)]))
    }
    let width = variables[v * 4 + 2]
    _ = try? solver.add(
      Constraint(
        LinearExpression([LinearTerm(width)], constant: -Double(10 + random(90))), .equal,
        priority: 500))
    for size in [width, variables[v * 4 + 3]] {
      _ = try? solver.add(Constraint(LinearExpression(size), .greaterThanOrEqual))
    }
  }
}

@Test func aTangleOfConstraintsRunsOutOfItsBudgetAndSaysSo() {
  var small = Solver(workBudget: 2_000_000)
  tangle(views: 50, per: 9, into: &small)
  #expect(small.isExhausted)
  // A few views' worth of the same is solved well within the budget.
  var few = Solver(workBudget: 2_000_000)
  tangle(views: 5, per: 3, into: &few)
  #expect(!few.isExhausted)
}

@Test func screensAsPeopleBuildThemAreFarFromTheBudget() throws {
  let login = try LayoutEngine(
    views: Login.views, constraints: Login.constraints, rootSize: Login.portrait,
    guides: Login.portraitGuides)
  #expect(!login.solver.isExhausted)
  // 300 views in a chain, each placed from the one before, with a thousandth of the budget.
  var views = [LayoutView(superview: nil)]
  var constraints: [LayoutConstraint] = []
  for index in 1...300 {
    views.append(LayoutView(superview: 0, intrinsicWidth: 100, intrinsicHeight: 20))
    let me = LayoutItem.view(index)
    let previous = LayoutItem.view(index - 1)
    constraints.append(
      LayoutConstraint(me, .leading, .equal, previous, .leading, constant: 0.1))
    constraints.append(LayoutConstraint(me, .top, .equal, previous, index == 1 ? .top : .bottom))
  }
  var solver = Solver(workBudget: Tableau.workBudget / 1000)
  let engine = try LayoutEngine(
    views: views, constraints: constraints, rootSize: Login.portrait, guides: [])
  for index in 0..<engine.solver.constraintCount {
    if let c = engine.solver.constraint(ConstraintID(index: index)) { _ = try? solver.add(c) }
  }
  #expect(!engine.solver.isExhausted && !solver.isExhausted)
}
