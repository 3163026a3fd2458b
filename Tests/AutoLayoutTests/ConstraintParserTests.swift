// The constraint grammar: every example of issue 19 and every error message.
import AutoLayout
import Testing

func parsed(_ text: String) -> ParsedConstraint? {
  if case .success(let constraint) = ConstraintParser.parse(text) { return constraint }
  return nil
}

func syntaxError(_ text: String) -> ConstraintSyntaxError? {
  if case .failure(let error) = ConstraintParser.parse(text) { return error }
  return nil
}

@Test func issueExamplesParse() {
  #expect(
    parsed("signIn.bottom == safeArea.bottom - 8")
      == ParsedConstraint(
        firstItem: "signIn", firstAttribute: .bottom, relation: .equal, secondItem: "safeArea",
        secondAttribute: .bottom, constant: -8))
  #expect(
    parsed("signIn.height == 50")
      == ParsedConstraint(
        firstItem: "signIn", firstAttribute: .height, relation: .equal, constant: 50))
  #expect(
    parsed("logo.width == 0.5 * superview.width")
      == ParsedConstraint(
        firstItem: "logo", firstAttribute: .width, relation: .equal, secondItem: "superview",
        secondAttribute: .width, multiplier: 0.5))
  #expect(
    parsed("logo.height == logo.width")
      == ParsedConstraint(
        firstItem: "logo", firstAttribute: .height, relation: .equal, secondItem: "logo",
        secondAttribute: .width))
  #expect(
    parsed("title.top >= logo.bottom + 8 @750")
      == ParsedConstraint(
        firstItem: "title", firstAttribute: .top, relation: .greaterThanOrEqual,
        secondItem: "logo", secondAttribute: .bottom, constant: 8, priority: 750))
  #expect(
    parsed("card.centerX == superview.centerX")
      == ParsedConstraint(
        firstItem: "card", firstAttribute: .centerX, relation: .equal, secondItem: "superview",
        secondAttribute: .centerX))
  #expect(
    parsed("a.width == b.width * 2 + 4")
      == ParsedConstraint(
        firstItem: "a", firstAttribute: .width, relation: .equal, secondItem: "b",
        secondAttribute: .width, multiplier: 2, constant: 4))
}

@Test func spacingPrioritiesAndSignsAreRead() {
  #expect(parsed("a.width<=b.width@1")?.priority == 1)
  #expect(parsed("  a.width   <=   b.width   @  999.5 ")?.priority == 999.5)
  #expect(parsed("a.width == -5")?.constant == -5)
  #expect(parsed("a.leading == -1 * b.trailing")?.multiplier == -1)
  #expect(parsed("a.top == b.bottom @1000")?.priority == .required)
  #expect(parsed("view_2.top == _x.bottom")?.secondItem == "_x")
  #expect(parsed("a.top == b.bottom")?.priority == .required)
}

@Test func everyErrorNamesItsColumnAndProblem() {
  let cases: [(String, Int, String)] = [
    ("", 1, "the constraint is empty"),
    ("   ", 4, "the constraint is empty"),
    (
      "signIn.", 8,
      "expected an attribute after 'signIn.' (leading, trailing, left, right, top, "
        + "bottom, width, height, centerX, centerY)"
    ),
    ("signIn.botom == x.top", 8, "unknown attribute 'botom'; did you mean 'bottom'?"),
    ("a.centerx == b.centerX", 3, "unknown attribute 'centerx'; did you mean 'centerX'?"),
    (
      "a.size == b.width", 3,
      "unknown attribute 'size' (leading, trailing, left, right, top, "
        + "bottom, width, height, centerX, centerY)"
    ),
    (
      "a.firstBaseline == b.firstBaseline", 3,
      "'firstBaseline' is not supported: baselines need "
        + "text metrics, which are not modelled; use top, bottom or centerY"
    ),
    (
      "a.top == b.lastBaseline", 12,
      "'lastBaseline' is not supported: baselines need text "
        + "metrics, which are not modelled; use top, bottom or centerY"
    ),
    ("signIn bottom == x.top", 7, "expected '.' and an attribute after 'signIn'"),
    ("8 == a.top", 1, "expected an item.attribute at the start, found '8'"),
    ("a.top = b.top", 7, "use '==' for equality, not '='"),
    ("a.top < b.top", 7, "use '<=': a constraint relation is ==, <= or >="),
    ("a.top b.top", 7, "expected a relation (==, <=, >=), found 'b.top'"),
    ("a.top ==", 9, "expected an item.attribute or a number after '==', found the end"),
    ("a.top == +", 10, "expected an item.attribute or a number after '==', found '+'"),
    ("a.top == b.bottom +", 20, "expected a number after '+'"),
    ("a.top == b.bottom - x", 21, "expected a number after '-'"),
    ("a.top == - b.top", 12, "expected a number after '-'"),
    ("a.width == 2 * b.width * 3", 24, "write the multiplier once, on one side of the attribute"),
    ("a.width == b.width *", 21, "expected a number after '*'"),
    ("a.width == 2 *", 15, "expected an item.attribute after '*', found the end"),
    ("a.width == 50 + 4", 15, "write the constant once, as one number"),
    ("a.width == b.width @", 21, "expected a number after '@'"),
    ("a.width == b.width @0", 21, "priority must be 1 to 1000"),
    ("a.width == b.width @1001", 21, "priority must be 1 to 1000"),
    ("a.width == b.width @750 x", 25, "unexpected 'x' after the constraint"),
    ("a.width == b.width + 4 * 2", 24, "unexpected '*' after the constraint"),
    (
      "a.width == 50 * 2", 15,
      "a multiplier needs an item.attribute: write 'a.width == 50' for a "
        + "constant"
    ),
    (
      "a.width == " + String(repeating: "9", count: 400), 12,
      "number '"
        + String(repeating: "9", count: 20) + "…' is too large"
    ),
  ]
  for (text, column, message) in cases {
    #expect(syntaxError(text) == ConstraintSyntaxError(column: column, message: message), "\(text)")
  }
}

@Test func longInputIsReadInOnePass() {
  // 100,000 spaces between the tokens: no recursion, and the column counts them.
  let gap = String(repeating: " ", count: 100_000)
  #expect(parsed("a.top" + gap + "==" + gap + "b.top")?.secondItem == "b")
  #expect(syntaxError("a.top" + gap + "==" + gap + "b.top x")?.column == 200_014)
}

@Test func randomTextNeverTrapsAndPointsInsideIt() {
  // Seeded noise from the grammar's own characters: every string gets a constraint or an error
  // whose column lies within the text (or just past its end).
  let alphabet = Array("ab.topwidthcenterX =<>@*+-0123456789.5 \tä")
  var random = SplitMix(seed: 7)
  for _ in 0..<20_000 {
    let length = Int(random.next() % 30)
    let text = String(
      (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    if let error = syntaxError(text) {
      #expect(error.column >= 1 && error.column <= text.count + 1, "\(text)")
      #expect(!error.message.isEmpty)
    }
  }
}
