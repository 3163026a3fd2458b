import Testing

// The cases of nucleic/kiwi's C++ tests (tests/SolverTest.cpp, tests/SimplexTest.cpp) and of
// kiwisolver's Python tests (py/tests/test_solver.py), ported as facts and expected values.
// kiwi's strengths map to priorities in the same order: weak 250, medium 500, strong 750,
// required 1000. Where kiwi throws (duplicate or unknown edit variables, unknown constraints)
// this solver throws the matching `SolverError`; where kiwi throws `UnsatisfiableConstraint`
// this solver breaks the constraint and reports it. Source:
// https://github.com/nucleic/kiwi/tree/main/tests and …/py/tests (read 2026-12-01).
@testable import AutoLayout

let weak: Priority = 250
let medium: Priority = 500
let strong: Priority = 750

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

@Test func editVariablesAreManagedAsKiwiManagesThem() throws {
  var s = Solver()
  let v1 = s.makeVariable()
  let v2 = s.makeVariable()
  #expect(!s.hasEditVariable(v1))
  try s.addEditVariable(v1, priority: weak)
  #expect(s.hasEditVariable(v1))
  #expect(throws: SolverError.duplicateEditVariable(v1)) {
    try s.addEditVariable(v1, priority: medium)
  }
  #expect(throws: SolverError.unknownEditVariable(v2)) { try s.removeEditVariable(v2) }
  try s.removeEditVariable(v1)
  #expect(!s.hasEditVariable(v1))
  try s.addEditVariable(v2, priority: strong)
  #expect(s.hasEditVariable(v2))
  #expect(throws: SolverError.unknownEditVariable(v1)) { try s.suggestValue(v1, 10) }
}

@Test func suggestedValueWinsOverAWeakerEquality() throws {
  var s = Solver()
  let v1 = s.makeVariable()
  try s.addEditVariable(v1, priority: medium)
  try s.add((v1 == 1) | weak)
  try s.suggestValue(v1, 2)
  #expect(s.value(of: v1) == 2)
}

@Test func suggestionEnteringSeveralRowsStillHonoursRequired() throws {
  var s = Solver()
  let v1 = s.makeVariable()
  let v2 = s.makeVariable()
  try s.addEditVariable(v2, priority: weak)
  try s.add(v1 + v2 == 0)
  try s.add(v2 <= -1)
  try s.add((v2 >= 0) | weak)
  try s.suggestValue(v2, 0)
  #expect(s.value(of: v2) <= -1)
}

@Test func constraintsAreManagedAndAnUnsatisfiableOneIsBroken() throws {
  var s = Solver()
  let v = s.makeVariable()
  let c1 = try s.add(v >= 1)
  #expect(s.status(of: c1) == .active)
  // kiwi throws UnknownConstraint for removing one never added.
  #expect(throws: SolverError.unknownConstraint(ConstraintID.init(index: 7))) {
    try s.remove(ConstraintID(index: 7))
  }
  // kiwi throws UnsatisfiableConstraint here; this solver leaves it out and says so.
  let c2 = try s.add(v <= 0)
  #expect(s.status(of: c2) == .broken)
  #expect(s.brokenConstraints() == [BrokenConstraint(constraint: c2, conflicts: [c1])])
  #expect(s.value(of: v) >= 1 - 1e-9)
  try s.remove(c1)
  #expect(s.status(of: c1) == .removed)
  // With c1 gone, c2 holds: the removal re-added it.
  #expect(s.status(of: c2) == .active)
  #expect(s.value(of: v) <= 1e-9)
  #expect(!s.hasBrokenConstraints)
}

@Test func underConstrainedSystemFollowsTheEdit() throws {
  var s = Solver()
  let v = s.makeVariable()
  try s.addEditVariable(v, priority: weak)
  let c = try s.add(2 * v + 1 >= 0)
  try s.suggestValue(v, 10)
  #expect(near(2 * s.value(of: v) + 1, 21))
  #expect(near(s.value(of: v), 10))
  #expect(s.isSatisfied(c))
}

@Test func strengthsDecideBetweenConflictingConstraints() throws {
  var s = Solver()
  let v1 = s.makeVariable()
  let v2 = s.makeVariable()
  try s.add(v1 + v2 == 0)
  try s.add(v1 == 10)
  try s.add((v2 >= 0) | weak)
  #expect(near(s.value(of: v1), 10))
  #expect(near(s.value(of: v2), -10))

  var t = Solver()
  let w1 = t.makeVariable()
  let w2 = t.makeVariable()
  try t.add(w1 + w2 == 0)
  try t.add((w1 >= 10) | medium)
  try t.add((w2 == 2) | strong)
  #expect(near(t.value(of: w1), -2))
  #expect(near(t.value(of: w2), 2))
}

/// The Cassowary paper's example (xm the midpoint of xl and xr): the last suggestion makes the
/// tableau infeasible and needs the dual simplex.
@Test func infeasibleSuggestionIsRepairedByTheDualSimplex() throws {
  var s = Solver()
  let xm = s.makeVariable()
  let xl = s.makeVariable()
  let xr = s.makeVariable()
  try s.addEditVariable(xm, priority: strong)
  try s.addEditVariable(xl, priority: weak)
  try s.addEditVariable(xr, priority: weak)
  try s.add(2 * xm == xl + xr)
  try s.add(xl + 20 <= xr)
  try s.add(xl >= -10)
  try s.add(xr <= 100)
  try s.suggestValue(xm, 40)
  try s.suggestValue(xr, 50)
  try s.suggestValue(xl, 30)
  try s.suggestValue(xm, 60)
  try s.suggestValue(xm, 90)
  #expect(near(s.value(of: xl) + s.value(of: xr), 2 * s.value(of: xm)))
  #expect(near(s.value(of: xl), 80))
  #expect(near(s.value(of: xr), 100))
}

@Test func violatedOptionalConstraintIsReportedUnsatisfied() throws {
  var s = Solver()
  let v = s.makeVariable()
  let c1 = try s.add((v >= 10) | .required)
  let c2 = try s.add((v <= -5) | weak)
  #expect(s.value(of: v) >= 10 - 1e-9)
  #expect(s.isSatisfied(c1))
  #expect(!s.isSatisfied(c2))
}

/// kiwi's SimplexTest: maximise z = −2x₁ + 7x₂ + 4x₃ by pulling z up with a weak edit (the
/// expected optimum is from the exam paper kiwi cites, edshare.soton.ac.uk/2458).
@Test func simplexMaximisationReachesTheKnownOptimum() throws {
  var s = Solver()
  let x1 = s.makeVariable()
  let x2 = s.makeVariable()
  let x3 = s.makeVariable()
  let z = s.makeVariable()
  try s.add(x1 >= 0)
  try s.add(x2 >= 0)
  try s.add(x3 >= 0)
  try s.add(2 * x1 - 5 * x2 <= 11)
  try s.add(-1 * x1 + 3 * x2 + x3 == 7)
  try s.add(x1 - 8 * x2 + 4 * x3 >= 33)
  try s.add(z == -2 * x1 + 7 * x2 + 4 * x3)
  try s.addEditVariable(z, priority: weak)
  try s.suggestValue(z, 1e6)
  #expect(near(s.value(of: x1), 13, 1e-4))
  #expect(near(s.value(of: x2), 3, 1e-4))
  #expect(near(s.value(of: x3), 11, 1e-4))
  #expect(near(s.value(of: z), 39, 1e-4))
}

/// kiwi's dump test adds `v2 >= 1` against `v2 <= -1`; here it is broken, and the state stays
/// usable (the earlier solution is unchanged).
@Test func brokenConstraintLeavesTheSolutionAsItWas() throws {
  var s = Solver()
  let v1 = s.makeVariable()
  let v2 = s.makeVariable()
  try s.addEditVariable(v2, priority: weak)
  let sum = try s.add(v1 + v2 == 0)
  let upper = try s.add(v2 <= -1)
  try s.add((v2 >= 0) | weak)
  let before = (s.value(of: v1), s.value(of: v2))
  let bad = try s.add(v2 >= 1)
  #expect(s.status(of: bad) == .broken)
  #expect(s.value(of: v1) == before.0 && s.value(of: v2) == before.1)
  #expect(s.brokenConstraints().first?.conflicts == [upper])
  #expect(s.status(of: sum) == .active)
}

/// Strict priorities, where kiwi's weighted strengths differ: one constraint at 999 wins over
/// a thousand at 998 (kiwi would let the sum of the thousand win).
@Test func oneHigherPriorityOutweighsManyLowerOnes() throws {
  var s = Solver()
  let x = s.makeVariable()
  try s.add((x == 0) | 999)
  for _ in 0..<1000 { try s.add((x == 100) | 998) }
  #expect(s.value(of: x) == 0)
}

@Test func unknownVariablesAndNonFiniteNumbersAreRefused() throws {
  var s = Solver()
  var other = Solver()
  _ = other.makeVariable()
  let foreign = other.makeVariable()
  let x = s.makeVariable()
  #expect(throws: SolverError.unknownVariable(foreign)) { try s.add(foreign == 1) }
  #expect(throws: SolverError.notFinite) { try s.add(x == Double.infinity) }
  try s.addEditVariable(x, priority: strong)
  #expect(throws: SolverError.notFinite) { try s.suggestValue(x, Double.nan) }
}
