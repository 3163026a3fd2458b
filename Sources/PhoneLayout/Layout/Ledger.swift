/// One number of a layout: its value, whether it rests on an estimate, and where in the layout's
/// ledger its derivation is written down.
///
/// A stage returns quantities rather than bare numbers, so a value's provenance travels with it:
/// `approximations` and `explain` read the ledger instead of re-deriving anything.
public struct Quantity: Hashable, Sendable {
  public let value: Double
  /// Whether the value rests on a number of status U, directly or through what it came from.
  public let isEstimate: Bool
  /// The entry in the ledger that records how the value was reached.
  let entry: Int32
}

/// How a ledger entry's value was reached from its operands.
public enum Operation: UInt8, Hashable, Sendable {
  /// A number taken as it is: from the device catalog or from a rule of the model.
  case given
  /// The operands added: `a + b`.
  case sum
  /// The second operand taken from the first: `a − b`.
  case difference
  /// The first operand under another name.
  case copy
  /// The larger of the two (the lower edge on screen, for a top limit).
  case larger
  /// The smaller of the two.
  case smaller
  /// What centres the second within the first: `(a − b) / 2`.
  case centred
  /// The first operand rounded to the nearest whole point.
  case rounded
  /// The first operand times a rule's factor.
  case scaled
}

/// Where a given number comes from: a group of the device catalog, or a rule of the model.
public enum Basis: Hashable, Sendable {
  case catalog(Fact)
  case rule(Rule)
}

/// The derivations of one layout's numbers, in the order they were computed.
///
/// Recorded only on demand (`explain`, `table`, `history` ask for a layout with its ledger): the
/// previewer and `check` lay out with recording off, where a stage's quantities still carry their
/// estimate bits but nothing is appended. Each entry is plain data (no strings, no references).
public struct Ledger: Hashable, Sendable {
  struct Entry: Hashable, Sendable {
    var name: QuantityName
    var value: Double
    var isEstimate: Bool
    var operation: Operation
    var basis: Basis
    var first: Int32
    var second: Int32
  }

  private(set) var entries: [Entry] = []
  /// Whether derivations are written down; when not, quantities carry no entry (−1).
  let isRecording: Bool

  init(recording: Bool) {
    isRecording = recording
    if recording { entries.reserveCapacity(112) }
  }

  private mutating func add(
    _ name: QuantityName, _ value: Double, estimate: Bool, _ operation: Operation, _ basis: Basis,
    _ first: Quantity? = nil, _ second: Quantity? = nil
  ) -> Quantity {
    guard isRecording else { return Quantity(value: value, isEstimate: estimate, entry: -1) }
    entries.append(
      Entry(
        name: name, value: value, isEstimate: estimate, operation: operation, basis: basis,
        first: first?.entry ?? -1, second: second?.entry ?? -1))
    return Quantity(value: value, isEstimate: estimate, entry: Int32(entries.count - 1))
  }

  /// A number from the device catalog, an estimate when its group's status is U.
  mutating func catalog(
    _ name: QuantityName, _ value: Double, _ fact: Fact, _ provenance: Provenance
  )
    -> Quantity
  {
    add(name, value, estimate: provenance.isEstimate, .given, .catalog(fact))
  }

  /// A number the model gives, an estimate when the rule's status is U.
  mutating func given(_ name: QuantityName, _ value: Double, _ rule: Rule) -> Quantity {
    add(name, value, estimate: rule.isEstimate, .given, .rule(rule))
  }

  /// The number `rule` gives, an estimate when the rule is.
  mutating func given(_ name: QuantityName, _ rule: Rule) -> Quantity {
    add(name, rule.value, estimate: rule.isEstimate, .given, .rule(rule))
  }

  /// `a + b` under `rule`; an estimate when either is, or when the rule is.
  mutating func sum(_ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule) -> Quantity {
    add(
      name, a.value + b.value, estimate: a.isEstimate || b.isEstimate || rule.isEstimate, .sum,
      .rule(rule), a, b)
  }

  /// `a − b` under `rule`.
  mutating func difference(_ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule)
    -> Quantity
  {
    add(
      name, a.value - b.value, estimate: a.isEstimate || b.isEstimate || rule.isEstimate,
      .difference, .rule(rule), a, b)
  }

  /// `a` under another name, as `rule` says.
  mutating func copy(_ name: QuantityName, _ a: Quantity, _ rule: Rule) -> Quantity {
    add(name, a.value, estimate: a.isEstimate || rule.isEstimate, .copy, .rule(rule), a)
  }

  /// `(a − b) / 2`: where `b` starts when centred in `a`.
  mutating func centred(_ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule)
    -> Quantity
  {
    add(
      name, (a.value - b.value) / 2, estimate: a.isEstimate || b.isEstimate || rule.isEstimate,
      .centred, .rule(rule), a, b)
  }

  /// `a` rounded to the nearest whole point (halves up).
  mutating func rounded(_ name: QuantityName, _ a: Quantity, _ rule: Rule) -> Quantity {
    add(
      name, (a.value + 0.5).rounded(.down), estimate: a.isEstimate || rule.isEstimate, .rounded,
      .rule(rule), a)
  }

  /// `a × rule.factor`.
  mutating func scaled(_ name: QuantityName, _ a: Quantity, _ rule: Rule) -> Quantity {
    add(
      name, a.value * rule.factor, estimate: a.isEstimate || rule.isEstimate, .scaled,
      .rule(rule), a)
  }

  /// The larger of `a` and `b` (for a top limit: the lower edge).
  ///
  /// The winner's status decides; on a tie a confirmed value confirms it.
  mutating func larger(_ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule)
    -> Quantity
  {
    let estimate =
      a.value > b.value
      ? a.isEstimate : (b.value > a.value ? b.isEstimate : a.isEstimate && b.isEstimate)
    return add(
      name, max(a.value, b.value), estimate: estimate || rule.isEstimate, .larger, .rule(rule), a, b
    )
  }

  /// The smaller of `a` and `b` (for a bottom limit: the higher edge).
  mutating func smaller(_ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule)
    -> Quantity
  {
    let estimate =
      a.value < b.value
      ? a.isEstimate : (b.value < a.value ? b.isEstimate : a.isEstimate && b.isEstimate)
    return add(
      name, min(a.value, b.value), estimate: estimate || rule.isEstimate, .smaller, .rule(rule), a,
      b)
  }

  /// The entry for `quantity`.
  func entry(_ quantity: Quantity) -> Entry { entries[Int(quantity.entry)] }
}
