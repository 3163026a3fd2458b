import Testing

// The expression and constraint cases of nucleic/kiwi's tests/ExpressionTest.cpp and
// tests/ConstraintTest.cpp (and py/tests/test_expression.py, test_constraint.py), ported as
// facts. kiwi's strengths become priorities (required is 1000); kiwi's `Term` is `LinearTerm`.
@testable import AutoLayout

private func terms(_ e: LinearExpression) -> [LinearTerm] { e.terms }

@Test func expressionsKeepTheirTermsInOrderAndTheirConstant() {
  var s = Solver()
  let v = s.makeVariable()
  let v2 = s.makeVariable()
  let v3 = s.makeVariable()
  let list = [LinearTerm(v, 1), LinearTerm(v2, 2), LinearTerm(v3, 3)]
  let e1 = LinearExpression(list)
  let e2 = LinearExpression(list, constant: 10)
  #expect(e1.constant == 0 && e1.terms == list)
  #expect(e2.constant == 10 && e2.terms == list)
}

@Test func expressionArithmeticMatchesKiwi() {
  var s = Solver()
  let v = s.makeVariable()
  let v2 = s.makeVariable()
  let e = LinearExpression([LinearTerm(v, 10)], constant: 5)
  let negated = -e
  #expect(negated.constant == -5 && terms(negated) == [LinearTerm(v, -10)])
  for product in [e * 2.0, 2.0 * e] {
    #expect(product.constant == 10 && terms(product) == [LinearTerm(v, 20)])
  }
  let quotient = e / 2
  #expect(quotient.constant == 2.5 && terms(quotient) == [LinearTerm(v, 5)])
  for sum in [e + 2, 2 + e] {
    #expect(sum.constant == 7 && terms(sum).map(\.coefficient) == [10])
  }
  let withVariable = e + v2
  #expect(withVariable.constant == 5)
  #expect(terms(withVariable) == [LinearTerm(v, 10), LinearTerm(v2, 1)])
  let e2 = v2 - 10
  let both = e + e2
  #expect(both.constant == -5 && terms(both) == [LinearTerm(v, 10), LinearTerm(v2, 1)])
  let difference = e - e2
  #expect(
    difference.constant == 15 && terms(difference) == [LinearTerm(v, 10), LinearTerm(v2, -1)])
  let fromNumber = 10 - e
  #expect(fromNumber.constant == 5 && terms(fromNumber) == [LinearTerm(v, -10)])
}

@Test func constraintsAreRequiredUntilGivenAPriority() {
  var s = Solver()
  let v = s.makeVariable()
  let w = s.makeVariable()
  let c = v + 1 == 0
  #expect(c.priority == .required && c.relation == .equal)
  #expect(c.expression.constant == 1 && c.expression.terms == [LinearTerm(v, 1)])
  #expect((v + 1 <= 0).relation == .lessThanOrEqual)
  #expect((v + 1 >= 0).relation == .greaterThanOrEqual)
  // kiwi moves the right side over: v >= w is v − w >= 0.
  let ge = v >= w
  #expect(ge.expression.terms == [LinearTerm(v, 1), LinearTerm(w, -1)])
  for p: Priority in [250, 500, 750, 1000] {
    #expect((c | p).priority == p)
    #expect(Constraint(c.expression, .equal, priority: p).priority == p)
  }
}

@Test func prioritiesClampToOneToAThousand() {
  // kiwi clips strengths to [0, required]; priorities are 1…1000, as UIKit's.
  #expect(Priority(0).value == 1)
  #expect(Priority(5000) == .required)
  #expect(Priority(.nan).value == 1)
  #expect(Priority(999.5).isRequired == false)
  #expect(Priority(250) < Priority(750))
}
