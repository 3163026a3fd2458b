/// A constraint as a user wrote it, with item *names* for the caller to resolve.
///
/// It reads `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant
/// @priority`, as `NSLayoutConstraint` does; without a second item it is
/// `firstItem.firstAttribute relation constant`.
public struct ParsedConstraint: Equatable, Sendable {
  public var firstItem: String
  public var firstAttribute: LayoutAttribute
  public var relation: Relation
  public var secondItem: String?
  public var secondAttribute: LayoutAttribute?
  public var multiplier: Double
  public var constant: Double
  public var priority: Priority

  public init(
    firstItem: String, firstAttribute: LayoutAttribute, relation: Relation,
    secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: Priority = .required
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }
}

/// Why a constraint string could not be read: where (a 1-based column in characters) and what.
public struct ConstraintSyntaxError: Error, Equatable, Sendable {
  public let column: Int
  public let message: String

  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }
}

/// Reads constraint strings such as `"title.top >= logo.bottom + 8 @750"`.
///
/// The grammar (EBNF; spaces and tabs may stand between any two tokens):
///
///     constraint = anchor, relation, right, [ "@", number ] ;
///     right      = [ "-" ], number
///                | [ number, "*" ], anchor, [ "*", number ], [ ( "+" | "-" ), number ] ;
///     anchor     = name, ".", attribute ;
///     relation   = "==" | "<=" | ">=" ;
///     attribute  = "leading" | "trailing" | "left" | "right" | "top" | "bottom"
///                | "width" | "height" | "centerX" | "centerY" ;
///     name       = ( letter | "_" ), { letter | digit | "_" } ;
///     number     = digit, { digit }, [ ".", digit, { digit } ] ;
///
/// The multiplier may stand on either side of the second anchor (`0.5 * superview.width` or
/// `superview.width * 0.5`), but only once; the constant comes last. The priority is 1…1000
/// (default 1000, required). `firstBaseline` and `lastBaseline` are refused: baselines need text
/// metrics the engine does not model. The parser reads the string once, left to right, and
/// never recurses.
public enum ConstraintParser {
  /// Parses one constraint, or says where and why it cannot.
  public static func parse(_ text: String) -> Result<ParsedConstraint, ConstraintSyntaxError> {
    var reader = Reader(Array(text))
    do {
      return .success(try reader.constraint())
    } catch {
      return .failure(error)
    }
  }

  static let attributeList = LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")
}

private struct Reader {
  let characters: [Character]
  var index = 0

  init(_ characters: [Character]) { self.characters = characters }

  var column: Int { index + 1 }

  func fail(_ message: String, at column: Int? = nil) -> ConstraintSyntaxError {
    ConstraintSyntaxError(column: column ?? self.column, message: message)
  }

  mutating func skipSpaces() {
    while index < characters.count && (characters[index] == " " || characters[index] == "\t") {
      index += 1
    }
  }

  func peek() -> Character? { index < characters.count ? characters[index] : nil }

  /// What stands at the cursor, for messages ("end of text" at the end).
  func shown() -> String {
    guard let c = peek() else { return "the end" }
    if isNameCharacter(c) {
      var end = index
      while end < characters.count, end < index + 20,
        isNameCharacter(characters[end]) || characters[end] == "."
      {
        end += 1
      }
      return "'\(String(characters[index..<end]))'"
    }
    return "'\(c)'"
  }

  func isNameStart(_ c: Character) -> Bool { c == "_" || (c.isLetter && c.isASCII) }

  func isNameCharacter(_ c: Character) -> Bool { isNameStart(c) || (c.isASCII && c.isNumber) }

  mutating func name() -> String? {
    guard let c = peek(), isNameStart(c) else { return nil }
    let start = index
    while let c = peek(), isNameCharacter(c) { index += 1 }
    return String(characters[start..<index])
  }

  mutating func number() throws(ConstraintSyntaxError) -> Double? {
    guard let c = peek(), c.isASCII, c.isNumber else { return nil }
    let start = index
    while let c = peek(), c.isASCII, c.isNumber { index += 1 }
    if peek() == ".", index + 1 < characters.count, characters[index + 1].isASCII,
      characters[index + 1].isNumber
    {
      index += 1
      while let c = peek(), c.isASCII, c.isNumber { index += 1 }
    }
    let text = String(characters[start..<index])
    guard let value = Double(text), value.isFinite else {
      throw fail("number '\(text.prefix(20))…' is too large", at: start + 1)
    }
    return value
  }

  /// `name.attribute`, its name and attribute; `context` names what came before, for messages.
  mutating func anchor(after context: String) throws(ConstraintSyntaxError) -> (
    String, LayoutAttribute
  ) {
    skipSpaces()
    guard let item = name() else {
      throw fail("expected an item.attribute \(context), found \(shown())")
    }
    guard peek() == "." else {
      throw fail("expected '.' and an attribute after '\(item)'")
    }
    index += 1
    let attributeColumn = column
    guard let word = name() else {
      throw fail(
        "expected an attribute after '\(item).' (\(ConstraintParser.attributeList))")
    }
    if let attribute = LayoutAttribute(rawValue: word) { return (item, attribute) }
    if word == "firstBaseline" || word == "lastBaseline" {
      throw fail(
        "'\(word)' is not supported: baselines need text metrics, which are not modelled; "
          + "use top, bottom or centerY", at: attributeColumn)
    }
    if let guess = closestAttribute(to: word) {
      throw fail("unknown attribute '\(word)'; did you mean '\(guess)'?", at: attributeColumn)
    }
    throw fail(
      "unknown attribute '\(word)' (\(ConstraintParser.attributeList))", at: attributeColumn)
  }

  mutating func relation() throws(ConstraintSyntaxError) -> Relation {
    skipSpaces()
    let first = peek()
    let second: Character? = index + 1 < characters.count ? characters[index + 1] : nil
    switch (first, second) {
    case ("=", "="):
      index += 2
      return .equal
    case ("<", "="):
      index += 2
      return .lessThanOrEqual
    case (">", "="):
      index += 2
      return .greaterThanOrEqual
    case ("=", _):
      throw fail("use '==' for equality, not '='")
    case ("<", _), (">", _):
      throw fail("use '\(first ?? "<")=': a constraint relation is ==, <= or >=")
    default:
      throw fail("expected a relation (==, <=, >=), found \(shown())")
    }
  }

  mutating func constraint() throws(ConstraintSyntaxError) -> ParsedConstraint {
    skipSpaces()
    guard peek() != nil else { throw fail("the constraint is empty") }
    let (firstItem, firstAttribute) = try anchor(after: "at the start")
    let relation = try relation()
    let relationText =
      relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    var result = ParsedConstraint(
      firstItem: firstItem, firstAttribute: firstAttribute, relation: relation)

    skipSpaces()
    var negative = false
    var hasMultiplier = false
    if peek() == "-" {
      negative = true
      index += 1
      skipSpaces()
    }
    let numberColumn = column
    if let leading = try number() {
      skipSpaces()
      if peek() == "*" {
        let starColumn = column
        index += 1
        skipSpaces()
        if let c = peek(), c.isASCII, c.isNumber {
          throw fail(
            "a multiplier needs an item.attribute: write 'a.width == 50' for a constant",
            at: starColumn)
        }
        result.multiplier = negative ? -leading : leading
        hasMultiplier = true
        let (item, attribute) = try anchor(after: "after '*'")
        result.secondItem = item
        result.secondAttribute = attribute
      } else {
        result.constant = negative ? -leading : leading
        skipSpaces()
        if let c = peek(), c == "+" || c == "-" {
          throw fail("write the constant once, as one number")
        }
        return try finish(result)
      }
    } else if negative {
      throw fail("expected a number after '-'", at: numberColumn)
    } else {
      let (item, attribute) = try anchor(after: "or a number after '\(relationText)'")
      result.secondItem = item
      result.secondAttribute = attribute
    }

    skipSpaces()
    if peek() == "*" {
      let starColumn = column
      index += 1
      skipSpaces()
      guard let factor = try number() else {
        throw fail("expected a number after '*'")
      }
      if hasMultiplier {
        throw fail("write the multiplier once, on one side of the attribute", at: starColumn)
      }
      result.multiplier = factor
    }
    skipSpaces()
    if let c = peek(), c == "+" || c == "-" {
      index += 1
      skipSpaces()
      guard let value = try number() else { throw fail("expected a number after '\(c)'") }
      result.constant = c == "-" ? -value : value
    }
    return try finish(result)
  }

  mutating func finish(_ parsed: ParsedConstraint) throws(ConstraintSyntaxError) -> ParsedConstraint
  {
    var result = parsed
    skipSpaces()
    if peek() == "@" {
      index += 1
      skipSpaces()
      let priorityColumn = column
      guard let value = try number() else { throw fail("expected a number after '@'") }
      guard value >= 1 && value <= 1000 else {
        throw fail("priority must be 1 to 1000", at: priorityColumn)
      }
      result.priority = Priority(value)
    }
    skipSpaces()
    guard peek() == nil else {
      throw fail("unexpected \(shown()) after the constraint")
    }
    return result
  }

  /// The attribute within two edits of `word` (or differing only in case), if exactly one is.
  func closestAttribute(to word: String) -> String? {
    let candidates = LayoutAttribute.allCases.map(\.rawValue)
    if let match = candidates.first(where: { $0.lowercased() == word.lowercased() }) {
      return match
    }
    let scored = candidates.map {
      ($0, editDistance(Array(word.lowercased()), Array($0.lowercased())))
    }
    let best = scored.min { $0.1 < $1.1 }
    guard let best, best.1 <= 2 else { return nil }
    return best.0
  }

  func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    // Words longer than any attribute by far are not typos of one; this also bounds the work.
    if a.count > 30 { return Int.max }
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        current[j] = Swift.min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
