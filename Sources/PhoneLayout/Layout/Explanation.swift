/// How UIKit arrives at one number of a layout, read from the ledger: the value, the sum of
/// sourced numbers it comes to, the rules applied on the way, and where each number comes from.
public struct Explanation: Hashable, Sendable {
  /// One sourced number in the value's sum: `+ statusBar.height 44`.
  public struct Term: Hashable, Sendable {
    /// 1 or −1, or ±½ for a centring.
    public let factor: Double
    public let name: String
    public let value: Double
    public let provenance: Provenance
  }

  /// One rule applied on the way: `navigationBar.y = 44: below the status bar (§7a decision 9)`.
  public struct Step: Hashable, Sendable {
    public let name: String
    public let value: Double
    public let rule: Rule
    /// What it chose among, for a limit (`the lowest of …`); empty otherwise.
    public let among: [String]
  }

  public let field: String
  public let value: Double
  public let terms: [Term]
  public let steps: [Step]
  public let isEstimate: Bool

  /// The one-line answer: `contentRect.y = 88 = statusBar.height 44 (C: §2 …) + navigationBar.height 44 (C: …)`.
  public var summary: String {
    let shown = terms.filter { $0.value != 0 }
    var text = "\(field) = \(ScreenLayout.number(value))"
    guard !(shown.count == 1 && shown[0].name == field && shown[0].factor == 1) else {
      return text + " (\(Self.cite(shown[0].provenance)))"
    }
    if shown.isEmpty {
      if let first = terms.first { text += " (\(Self.cite(first.provenance)))" }
      return text
    }
    var formula = ""
    for (index, term) in shown.enumerated() {
      let magnitude = abs(term.factor)
      let sign = term.factor < 0 ? "−" : "+"
      let part =
        "\(magnitude == 1 ? "" : "\(ScreenLayout.number(magnitude)) × ")\(term.name) "
        + "\(ScreenLayout.number(term.value)) (\(Self.cite(term.provenance)))"
      formula += index == 0 ? (term.factor < 0 ? "− " + part : part) : " \(sign) \(part)"
    }
    return text + " = " + formula
  }

  /// Every line: the summary, the rules applied, and what rests on an estimate.
  public var lines: [String] {
    var lines = [summary]
    for step in steps {
      var line = "  \(step.name) = \(ScreenLayout.number(step.value)): \(step.rule.sentence)"
      if !step.among.isEmpty {
        line +=
          ", the \(step.among.count == 2 ? "one" : "limit") of \(step.among.joined(separator: ", "))"
      }
      if let mark = step.rule.citation { line += " (\(mark))" }
      lines.append(line)
    }
    let estimates = terms.filter { $0.provenance.isEstimate }
    if isEstimate {
      let why =
        estimates.isEmpty
        ? steps.filter { $0.rule.isEstimate }.map { "\($0.name): \($0.rule.provenance.source)" }
        : estimates.map { "\($0.name): \($0.provenance.source)" }
      lines.append("  an estimate (status U), because of " + why.joined(separator: "; "))
    }
    return lines
  }

  static func cite(_ p: Provenance) -> String { "\(p.status.rawValue): \(p.source)" }
}

extension Rule {
  /// The reference section or decision the rule cites (`§0 decision 6`), when it names one.
  public var citation: String? {
    let source = provenance.source
    guard source.hasPrefix("§"), let colon = source.firstIndex(of: ":") else { return nil }
    return String(source[..<colon])
  }

  /// What the rule says UIKit does, in a few words.
  public var sentence: String {
    let source = provenance.source
    // The reference's own wording after its section mark, up to the source list.
    if let colon = source.firstIndex(of: ":") {
      return String(source[source.index(after: colon)...]).trimmingCharacters()
    }
    return source
  }
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    var s = Substring(self)
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}

extension ScreenLayout {
  /// Every field `explain` knows, with the quantity it names, in `json`'s order.
  public var explainableFields: [(path: String, quantity: Quantity)] {
    var fields: [(String, Quantity)] = []
    func frame(_ prefix: String, _ q: FrameQuantities?) {
      guard let q else { return }
      for c in FrameComponent.allCases { fields.append(("\(prefix).\(c.rawValue)", q[c])) }
    }
    func insets(_ prefix: String, _ q: InsetQuantities?) {
      guard let q else { return }
      for e in Edge.allCases { fields.append(("\(prefix).\(e.rawValue)", q[e])) }
    }
    for element in Self.frameElements { frame(element.rawValue, frameQuantities(of: element)) }
    insets("safeAreaInsets", insetQuantities(of: .safeAreaInsets))
    fields.append(("cornerRadius", chrome.cornerRadius))
    if let guides = views.layoutGuides {
      fields.append(("layoutGuides.top", guides.top))
      fields.append(("layoutGuides.bottom", guides.bottom))
    }
    frame("homeIndicatorPill", frameQuantities(of: .homeIndicatorPill))
    insets("viewSafeAreaInsets", insetQuantities(of: .viewSafeAreaInsets))
    frame("safeAreaLayoutGuide", frameQuantities(of: .safeAreaLayoutGuide))
    insets("layoutMargins", insetQuantities(of: .layoutMargins))
    frame("readableContentGuide", frameQuantities(of: .readableContentGuide))
    if let scroll {
      frame("scrollView.frame", scroll.frame)
      insets("scrollView.contentInset", scroll.contentInset)
      insets("scrollView.adjustedContentInset", scroll.adjustedContentInset)
      fields.append(("scrollView.contentOffset.x", scroll.offsetX))
      fields.append(("scrollView.contentOffset.y", scroll.offsetY))
      frame("tableCell.frame", scroll.cell)
      frame("tableCell.contentView", scroll.cellContent)
    }
    frame("keyboard.frame", keys.frame)
    frame("keyboardLayoutGuide", keys.guide)
    return fields
  }

  /// How UIKit arrives at the field `path` (`contentRect.y`, `safeAreaInsets.top`), or nil when
  /// this layout has no such number.
  public func explain(_ path: String) -> Explanation? {
    guard ledger.isRecording else { return recorded.explain(path) }
    guard let quantity = explainableFields.first(where: { $0.path == path })?.quantity else {
      return nil
    }
    var terms: [Explanation.Term] = []
    var steps: [Explanation.Step] = []
    expand(Int(quantity.entry), factor: 1, named: path, into: &terms, steps: &steps)
    return Explanation(
      field: path, value: quantity.value, terms: terms, steps: steps,
      isEstimate: quantity.isEstimate)
  }

  /// The provenance of a given entry's basis.
  func provenance(_ basis: Basis) -> Provenance {
    switch basis {
    case .catalog(let fact):
      device.provenance(of: fact, ios: settings.ios, orientation: settings.orientation)
    case .rule(let rule): rule.provenance
    }
  }

  /// Walks an entry down to the given numbers it sums, noting each rule applied on the way.
  private func expand(
    _ index: Int, factor: Double, named: String? = nil, into terms: inout [Explanation.Term],
    steps: inout [Explanation.Step]
  ) {
    let entries = ledger.entries
    let e = entries[index]
    let name = named ?? e.name.path
    func step(_ among: [String] = []) {
      guard case .rule(let rule) = e.basis else { return }
      // A copy under the rule that made its operand says nothing new; neither does a limit
      // that only keeps a size from going negative when it did not have to.
      if e.operation == .copy, e.first >= 0, case .rule(let made) = entries[Int(e.first)].basis,
        made == rule
      {
        return
      }
      if rule == .nonNegative && e.value == entries[Int(e.first)].value { return }
      if !steps.contains(where: { $0.name == name && $0.rule == rule }) {
        steps.append(Explanation.Step(name: name, value: e.value, rule: rule, among: among))
      }
    }
    switch e.operation {
    case .given:
      terms.append(
        Explanation.Term(
          factor: factor, name: name, value: e.value, provenance: provenance(e.basis)))
    case .sum:
      step()
      expand(Int(e.first), factor: factor, into: &terms, steps: &steps)
      expand(Int(e.second), factor: factor, into: &terms, steps: &steps)
    case .difference:
      step()
      expand(Int(e.first), factor: factor, into: &terms, steps: &steps)
      expand(Int(e.second), factor: -factor, into: &terms, steps: &steps)
    case .copy, .rounded, .scaled:
      step()
      expand(
        Int(e.first), factor: e.operation == .scaled ? factor * e.ruleFactor : factor,
        into: &terms, steps: &steps)
    case .centred:
      step()
      expand(Int(e.first), factor: factor / 2, into: &terms, steps: &steps)
      expand(Int(e.second), factor: -factor / 2, into: &terms, steps: &steps)
    case .larger, .smaller:
      // A limit: follow the operand that decided it, naming what it was chosen among.
      let candidates = limitOperands(index)
      step(candidates.map { "\(entries[$0].name.path) \(ScreenLayout.number(entries[$0].value))" })
      let winner =
        candidates.first { entries[$0].value == e.value && !entries[$0].isEstimate }
        ?? candidates.first { entries[$0].value == e.value } ?? Int(e.first)
      expand(winner, factor: factor, into: &terms, steps: &steps)
    }
  }

  /// The operands of a chain of limits of the same kind, flattened (`max(max(a, b), c)` is
  /// `a, b, c`).
  private func limitOperands(_ index: Int) -> [Int] {
    let entries = ledger.entries
    let e = entries[index]
    var result: [Int] = []
    for operand in [Int(e.first), Int(e.second)] where operand >= 0 {
      let o = entries[operand]
      if o.operation == e.operation && o.name == e.name {
        result += limitOperands(operand)
      } else {
        result.append(operand)
      }
    }
    return result
  }
}

extension Ledger.Entry {
  /// The factor of a `scaled` entry's rule.
  var ruleFactor: Double {
    if case .rule(let rule) = basis { return rule.factor }
    return 1
  }
}

/// What differs between two layouts, number by number, as split view lists it.
public struct LayoutDifference: Hashable, Sendable {
  public let field: String
  /// Nil where that layout has no such number (a bar it does not show).
  public let from: Double?
  public let to: Double?

  /// Every explainable number that differs, in `json`'s order (the left's fields first).
  public static func between(_ a: ScreenLayout, _ b: ScreenLayout) -> [LayoutDifference] {
    let left = a.explainableFields
    let right = b.explainableFields
    var rightValues: [String: Double] = [:]
    for field in right { rightValues[field.path] = field.quantity.value }
    var seen = Set<String>()
    var differences: [LayoutDifference] = []
    for field in left {
      seen.insert(field.path)
      let other = rightValues[field.path]
      if other != field.quantity.value {
        differences.append(
          LayoutDifference(field: field.path, from: field.quantity.value, to: other))
      }
    }
    for field in right where !seen.contains(field.path) {
      differences.append(LayoutDifference(field: field.path, from: nil, to: field.quantity.value))
    }
    return differences
  }

  /// `contentRect.y 64 → 84`, `-` where a side has none.
  public var text: String {
    "\(field) \(from.map(ScreenLayout.number) ?? "-") → \(to.map(ScreenLayout.number) ?? "-")"
  }

  /// The element a field belongs to (`contentRect` for `contentRect.y`).
  public var element: LayoutElement? {
    LayoutElement(rawValue: String(field.prefix { $0 != "." }))
  }
}
