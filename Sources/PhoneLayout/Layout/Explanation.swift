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

  /// The one-line answer: `contentRect.y = 88 = statusBar.height 44 (C) + navigationBar.height
  /// 44 (C)`, each term with its status; `lines` says what each rests on.
  public var summary: String {
    let shown = terms.filter { $0.value != 0 }
    var text = "\(field) = \(ScreenLayout.number(value))"
    guard !(shown.count == 1 && shown[0].name == field && shown[0].factor == 1) else {
      return text + " (\(shown[0].provenance.status.rawValue))"
    }
    if shown.isEmpty {
      if let first = terms.first { text += " (\(first.provenance.status.rawValue))" }
      return text
    }
    var formula = ""
    for (index, term) in shown.enumerated() {
      let magnitude = abs(term.factor)
      let sign = term.factor < 0 ? "−" : "+"
      let part =
        "\(magnitude == 1 ? "" : "\(ScreenLayout.number(magnitude)) × ")\(term.name) "
        + "\(ScreenLayout.number(term.value)) (\(term.provenance.status.rawValue))"
      formula += index == 0 ? (term.factor < 0 ? "− " + part : part) : " \(sign) \(part)"
    }
    return text + " = " + formula
  }

  /// The sources' keys in the order the terms and rules cite them, each once.
  public var sourceKeys: [String] {
    var keys: [String] = []
    for key in terms.flatMap(\.provenance.sources) + steps.flatMap(\.rule.row.sources)
    where !keys.contains(key) {
      keys.append(key)
    }
    return keys
  }

  /// Every line: the summary; each sourced number with what its sources say and their keys; the
  /// rules applied; what rests on an estimate.
  public var lines: [String] {
    var lines = [summary]
    var listed: [String] = []
    for term in terms where !listed.contains(term.name) {
      listed.append(term.name)
      let p = term.provenance
      lines.append(
        "  \(term.name) \(ScreenLayout.number(term.value)), \(p.status.rawValue): \(p.note)"
          + Self.keys(p.sources))
    }
    for step in steps {
      var line = "  \(step.name) = \(ScreenLayout.number(step.value)): \(step.rule.sentence)"
      if !step.among.isEmpty {
        line +=
          ", the \(step.among.count == 2 ? "one" : "limit") of \(step.among.joined(separator: ", "))"
      }
      lines.append(line + Self.keys(step.rule.row.sources))
    }
    let estimates = terms.filter { $0.provenance.isEstimate }
    if isEstimate {
      let why =
        estimates.isEmpty
        ? steps.filter { $0.rule.isEstimate }.map { "\($0.name): \($0.rule.row.note)" }
        : estimates.map { "\($0.name): \($0.provenance.note)" }
      lines.append("  an estimate (status U), because of " + why.joined(separator: "; "))
    }
    return lines
  }

  /// `lines`, then each source cited with its address from `bibliography`.
  public func lines(citing bibliography: Bibliography) -> [String] {
    let keys = sourceKeys
    guard !keys.isEmpty else { return lines }
    let width = keys.map(\.count).max() ?? 0
    var result = lines + ["sources:"]
    for key in keys {
      let padded = key + String(repeating: " ", count: width - key.count)
      if let source = bibliography.source(key) {
        result.append("  \(padded)  \(source.title): \(source.address)")
      } else {
        result.append("  \(padded)  (not in the bibliography)")
      }
    }
    return result
  }

  /// ` [uylx, dimm16]`, or nothing when a number rests on no outside source.
  static func keys(_ sources: [String]) -> String {
    sources.isEmpty ? "" : " [\(sources.joined(separator: ", "))]"
  }
}

extension Rule {
  /// What the rule says UIKit does, in a few words.
  public var sentence: String { row.note }
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
  /// Every number `explain` answers on this layout, with its quantity, in `json`'s order: the
  /// leaves of `ReportedField.all`'s explainable fields the layout has.
  public var explainableFields: [(path: String, quantity: Quantity)] {
    var fields: [(String, Quantity)] = []
    for field in ReportedField.all where field.outputs.contains(.explain) && field.kind != .flag {
      guard let value = field.value(in: self) else { continue }
      fields += zip(field.leafPaths, value.quantities).map { ($0, $1) }
    }
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
