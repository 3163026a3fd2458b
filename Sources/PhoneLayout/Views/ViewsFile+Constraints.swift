// The views file's constraints: strings in the grammar of `ConstraintParser`, or objects, with
// their items resolved to views and guides and UIKit's pairing rules checked, so that a
// constraint no layout can hold is bad input (exit 2) and every other is the engine's.

import AutoLayout

/// Resolves constraint items (`signIn`, `superview`, `safeArea`) for one file.
struct ItemResolver {
  let views: [ViewSpec]
  let names: [String: Int]

  /// The words constraints use for the content view controller's guides and the superview.
  static let reserved = ["superview"] + ViewConstraint.GuideName.allCases.map(\.rawValue)

  /// One constraint of a `constraints` list; `owner` is the view whose list it is in.
  func constraint(_ reader: DocumentReader, owner: Int?) throws(DocumentError) -> ViewConstraint {
    if case .object = reader.value.kind { return try object(reader, owner: owner) }
    let text = try reader.string(maxLength: 200)
    let parsed: ParsedConstraint
    switch ConstraintParser.parse(text) {
    case .failure(let error): throw Self.fail(reader, in: text, at: error.column, error.message)
    case .success(let p): parsed = p
    }
    let columns = Self.itemColumns(text, second: parsed.secondItem)
    let first = try item(parsed.firstItem, owner: owner) { (message) throws(DocumentError) in
      throw Self.fail(reader, in: text, at: columns.first, message)
    }
    var second: ViewConstraint.Item?
    if let name = parsed.secondItem {
      second = try item(name, owner: owner) { (message) throws(DocumentError) in
        throw Self.fail(reader, in: text, at: columns.second, message)
      }
    }
    let constraint = ViewConstraint(
      first: first, firstAttribute: parsed.firstAttribute, relation: Self.relation(parsed.relation),
      second: second, secondAttribute: parsed.secondAttribute, multiplier: parsed.multiplier,
      constant: parsed.constant, priority: parsed.priority.value,
      text: Self.trimmed(text), line: reader.value.line, column: reader.value.column,
      path: reader.path)
    try check(constraint, reader)
    return constraint
  }

  /// `{"first": "a.top", "relation": ">=", "second": "b.bottom", "multiplier": 1,
  /// "constant": 8, "priority": 750}`; only `first` and `relation` are required.
  private func object(_ reader: DocumentReader, owner: Int?) throws(DocumentError)
    -> ViewConstraint
  {
    let keys = ["first", "relation", "second", "multiplier", "constant", "priority"]
    let m = try reader.object(
      keys: keys, optional: ["second", "multiplier", "constant", "priority"])
    func anchor(_ key: String) throws(DocumentError) -> (ViewConstraint.Item, LayoutAttribute) {
      let r = m[key]!
      let text = try r.string(maxLength: 100)
      // The grammar reads `item.attribute`; a constant after it makes a whole constraint of it.
      switch ConstraintParser.parse(text + " == 0") {
      case .failure(let error):
        // Past the text only the synthetic constant is left: what went wrong is the text's end.
        let column = min(error.column, text.count + 1)
        let message =
          error.column > text.count && error.message.hasPrefix("unexpected")
          ? "expected item.attribute alone, such as \"logo.width\"" : error.message
        throw Self.fail(r, in: text, at: column, message)
      case .success(let parsed):
        let found = try item(parsed.firstItem, owner: owner) { (message) throws(DocumentError) in
          throw Self.fail(r, in: text, at: Self.itemColumns(text, second: nil).first, message)
        }
        return (found, parsed.firstAttribute)
      }
    }
    let (first, firstAttribute) = try anchor("first")
    let relationText = try m["relation"]!.string(maxLength: 10)
    let relations: [String: ViewConstraint.Relation] = [
      "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]
    guard let relation = relations[relationText] else {
      throw m["relation"]!.fail(
        "unknown relation \"\(DocumentError.excerpt(relationText))\" (==, <= or >=)")
    }
    var second: (ViewConstraint.Item, LayoutAttribute)?
    if m["second"] != nil { second = try anchor("second") }
    let multiplier = try m["multiplier"]?.number(in: -1_000...1_000) ?? 1
    let constant = try m["constant"]?.number(in: ViewsFile.pointRange, unit: "points") ?? 0
    let priority = try m["priority"]?.number(in: 1...1000) ?? 1000
    if second == nil, m["multiplier"] != nil {
      throw m["multiplier"]!.fail("a multiplier needs a second item")
    }
    let firstText = try m["first"]!.string(maxLength: 100)
    let secondText = try m["second"]?.string(maxLength: 100)
    let constraint = ViewConstraint(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second?.0,
      secondAttribute: second?.1, multiplier: multiplier, constant: constant,
      priority: priority,
      text: ConstraintText.make(
        firstText, relation.rawValue, secondText, multiplier: multiplier, constant: constant,
        priority: priority),
      line: reader.value.line, column: reader.value.column, path: reader.path)
    try check(constraint, reader)
    return constraint
  }

  /// What `word` names in a constraint of `owner`'s; `fail` reports at the word.
  private func item(
    _ word: String, owner: Int?, _ fail: (String) throws(DocumentError) -> Never
  ) throws(DocumentError) -> ViewConstraint.Item {
    let view = names[word]
    if word == "superview" || ViewConstraint.GuideName(rawValue: word) != nil, view != nil {
      try fail(
        "'\(word)' names both a view and \(word == "superview" ? "the superview" : "a guide"); "
          + "rename the view to constrain it")
    }
    if word == "superview" {
      guard let owner, let parent = views[owner].superview else { return .root }
      return .view(parent)
    }
    if let guide = ViewConstraint.GuideName(rawValue: word) { return .guide(guide) }
    if let view { return .view(view) }
    if let anchor = Anchor(rawValue: word) {
      try fail(
        "'\(word)' is an anchor of the anchor form (\"top\": {\"to\": \"\(anchor.rawValue)\"}), "
          + "not a constraint item: constraints name superview, safeArea, layoutMargins, "
          + "readableContent, keyboard or a view")
    }
    let suggestion = Suggestion.closest(word, among: Self.reserved + views.map(\.name))
    try fail(
      "unknown item '\(DocumentError.excerpt(word))'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? " (superview, safeArea, layoutMargins, readableContent, keyboard or a view's name)"))
  }

  /// UIKit's pairing rules (`NSLayoutConstraint` raises for each), and a view named.
  private func check(_ c: ViewConstraint, _ reader: DocumentReader) throws(DocumentError) {
    let a = c.firstAttribute
    guard !c.views.isEmpty else {
      throw reader.fail(
        "it names none of your views: the superview and the guides are given from outside")
    }
    guard let b = c.secondAttribute else {
      guard a.isSize else {
        throw reader.fail(
          "'\(a.rawValue)' is a position: it needs a second item, not only a constant")
      }
      return
    }
    if a.isSize != b.isSize {
      throw reader.fail(
        "'\(a.rawValue)' cannot be related to '\(b.rawValue)': a size pairs with a size")
    }
    if !a.isSize && a.axis != b.axis {
      throw reader.fail("'\(a.rawValue)' and '\(b.rawValue)' are on different axes")
    }
    let directional: Set<LayoutAttribute> = [.leading, .trailing]
    let absolute: Set<LayoutAttribute> = [.left, .right]
    if (directional.contains(a) && absolute.contains(b))
      || (directional.contains(b) && absolute.contains(a))
    {
      throw reader.fail("use leading/trailing for both or neither, not with left/right")
    }
    if !a.isSize && c.multiplier == 0 {
      throw reader.fail("a position ('\(a.rawValue)') cannot have a multiplier of 0")
    }
  }

  // MARK: - Positions in the file

  /// An error at character `column` (1-based) of the string `reader` holds: the file's column
  /// is the quote's plus the bytes before that character (exact unless the string has escapes).
  static func fail(_ reader: DocumentReader, in text: String, at column: Int, _ message: String)
    -> DocumentError
  {
    let before = text.prefix(max(0, column - 1)).utf8.count
    return DocumentError(
      file: reader.file, line: reader.value.line, column: reader.value.column + 1 + before,
      path: reader.path, message: message)
  }

  /// The 1-based columns of the first item and of `second` in a constraint's text.
  static func itemColumns(_ text: String, second: String?) -> (first: Int, second: Int) {
    let characters = Array(text)
    let first = (characters.firstIndex { $0 != " " && $0 != "\t" } ?? 0) + 1
    guard let second else { return (first, first) }
    // The second item comes after the relation: the first `name.` there, at a word's start.
    var index = 0
    while index + 1 < characters.count {
      if characters[index + 1] == "=", "=<>".contains(characters[index]) { break }
      index += 1
    }
    let name = Array(second + ".")
    var at = index + 2
    while at + name.count <= characters.count {
      let starts = at == 0 || !(characters[at - 1].isLetter || characters[at - 1].isNumber)
      if starts && Array(characters[at..<(at + name.count)]) == name { return (first, at + 1) }
      at += 1
    }
    return (first, first)
  }

  static func trimmed(_ text: String) -> String {
    var t = Substring(text)
    while let c = t.first, c == " " || c == "\t" { t = t.dropFirst() }
    while let c = t.last, c == " " || c == "\t" { t = t.dropLast() }
    return String(t)
  }

  static func relation(_ r: Relation) -> ViewConstraint.Relation {
    switch r {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

/// Constraints written out the way the grammar reads them, for reports.
enum ConstraintText {
  /// `first relation [m *] second [± c] [@p]`, or `first relation c [@p]` without a second.
  static func make(
    _ first: String, _ relation: String, _ second: String?, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000
  ) -> String {
    var text = "\(first) \(relation) "
    if let second {
      if multiplier != 1 { text += "\(ScreenLayout.number(multiplier)) * " }
      text += second
      if constant > 0 { text += " + \(ScreenLayout.number(constant))" }
      if constant < 0 { text += " - \(ScreenLayout.number(-constant))" }
    } else {
      text += ScreenLayout.number(constant)
    }
    if priority < 1000 { text += " @\(ScreenLayout.number(priority))" }
    return text
  }
}

/// "Did you mean" for a word a file got wrong: the nearest of some names, if one is near.
enum Suggestion {
  /// The candidate equal to `word` but for case, or within a few edits of it (one for short
  /// words, two from five characters); nil when none is, or `word` is too long to be a typo of
  /// a name (64 characters), which also bounds the work.
  static func closest(_ word: String, among candidates: [String]) -> String? {
    let w = Array(word.lowercased())
    guard !w.isEmpty, w.count <= 64 else { return nil }
    let allowed = w.count < 5 ? 1 : 2
    var best: (String, Int)?
    for candidate in candidates {
      let c = Array(candidate.lowercased())
      guard abs(c.count - w.count) <= allowed, c.count <= 64 else { continue }
      let d = distance(w, c)
      if d <= allowed, best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
  }

  /// `; did you mean "name"?`, or nothing.
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(word, among: candidates).map { "; did you mean \"\(DocumentError.excerpt($0))\"?" }
      ?? ""
  }

  /// Edit distance with adjacent swaps counted as one edit.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        var d = Swift.min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d = Swift.min(d, before[j - 2] + 1)
        }
        current[j] = d
      }
      before = previous
      previous = current
    }
    return previous[b.count]
  }
}
