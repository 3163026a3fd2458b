/// One number of a layout: its value, whether it rests on an estimate, and where in the layout's
/// ledger its derivation is written down.
///
/// A stage returns quantities rather than bare numbers, so a value's provenance travels with it:
/// `approximations` and `explain` read the ledger instead of re-deriving anything.
public struct Quantity: Hashable, Sendable {
  public let value: Double
  /// Whether the value rests on a number of status U, directly or through what it came from.
  public let isEstimate: Bool
  /// The entry in the ledger that records how the value was reached (−1 when none is).
  ///
  /// Sixteen bits: a layout's ledger has a few hundred entries, and frames and insets pack four
  /// of these beside their numbers (see `FrameQuantities`).
  let entry: Int16
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
  case catalog(CatalogGroup)
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
  /// Whether derivations were written down; when not, quantities carry no entry (−1).
  let isRecording: Bool

  init(recording: Bool) {
    isRecording = recording
    if recording { entries.reserveCapacity(112) }
  }

  mutating func append(_ entry: Entry) -> Int16 {
    entries.append(entry)
    precondition(entries.count <= Int(Int16.max), "a layout's ledger holds at most 32,767 entries")
    return Int16(entries.count - 1)
  }

  /// The entry for `quantity`.
  func entry(_ quantity: Quantity) -> Entry { entries[Int(quantity.entry)] }
}

/// The rule table's numbers, as one array that is never freed.
///
/// A layout reads them a hundred times, and a Swift array would be retained, released and
/// bounds-checked for each read. Built once from `Rule.table`, whose rows are in `Rule`'s order
/// (a test checks it). Estimate bits are `Rule.isEstimate`, which the compiler folds.
struct RuleNumbers: @unchecked Sendable {
  private let rows: UnsafePointer<Double>

  static let shared: RuleNumbers = {
    let rows = UnsafeMutablePointer<Double>.allocate(capacity: Rule.table.count)
    for (index, row) in Rule.table.enumerated() {
      (rows + index).initialize(to: row.value ?? 0)
    }
    return RuleNumbers(rows: UnsafePointer(rows))
  }()

  /// The number `rule` gives (0 for a rule that gives none).
  @inline(__always) func value(_ rule: Rule) -> Double { rows[Int(rule.rawValue)] }
}

/// Where a stage writes down how it reached each number: a `LedgerRecorder` for `explain`,
/// `table` and `history`, or `SkipRecording`, which writes nothing.
///
/// The stages are generic over it, and the compiler makes one copy of each for either kind: the
/// layout that does not record builds no entry, name or basis at all, and tests no flag.
protocol Recorder {
  /// Whether entries are written: a constant of the type, so either branch is compiled away.
  static var records: Bool { get }
  /// The rule table's numbers.
  var rules: RuleNumbers { get }
  /// Writes `entry` down and gives its index (−1 when nothing is written).
  mutating func append(_ entry: Ledger.Entry) -> Int16
  /// The entry written for `quantity` (only asked when `records`).
  func entry(_ quantity: Quantity) -> Ledger.Entry
  /// What was written down.
  var ledger: Ledger { get }
}

/// The recorder of a layout laid out with recording on: every number's entry, into a ledger.
struct LedgerRecorder: Recorder {
  static var records: Bool { true }
  let rules = RuleNumbers.shared
  private(set) var ledger = Ledger(recording: true)

  mutating func append(_ entry: Ledger.Entry) -> Int16 { ledger.append(entry) }
  func entry(_ quantity: Quantity) -> Ledger.Entry { ledger.entry(quantity) }
}

/// The recorder of a layout that does not record: quantities keep their values and estimate bits.
struct SkipRecording: Recorder {
  static var records: Bool { false }
  let rules = RuleNumbers.shared

  var ledger: Ledger { Ledger(recording: false) }

  @inline(__always) mutating func append(_ entry: Ledger.Entry) -> Int16 { -1 }
  func entry(_ quantity: Quantity) -> Ledger.Entry {
    preconditionFailure("a layout that does not record has no entries")
  }
}

extension Recorder {
  /// Whether `rule` is an estimate.
  @inline(__always) func isEstimate(_ rule: Rule) -> Bool { rule.isEstimate }

  @inline(__always) private mutating func add(
    _ name: QuantityName, _ value: Double, estimate: Bool, _ operation: Operation,
    _ basis: Basis, _ first: Quantity? = nil, _ second: Quantity? = nil
  ) -> Quantity {
    guard Self.records else { return Quantity(value: value, isEstimate: estimate, entry: -1) }
    let index = append(
      Ledger.Entry(
        name: name, value: value, isEstimate: estimate, operation: operation, basis: basis,
        first: Int32(first?.entry ?? -1), second: Int32(second?.entry ?? -1)))
    return Quantity(value: value, isEstimate: estimate, entry: index)
  }

  /// A number from the device catalog, an estimate when its group's status is U.
  @inline(__always) mutating func catalog(
    _ name: QuantityName, _ value: Double, _ group: CatalogGroup, _ estimate: Bool
  )
    -> Quantity
  {
    add(name, value, estimate: estimate, .given, .catalog(group))
  }

  /// A number the model gives, an estimate when the rule's status is U.
  @inline(__always) mutating func given(_ name: QuantityName, _ value: Double, _ rule: Rule)
    -> Quantity
  {
    add(name, value, estimate: isEstimate(rule), .given, .rule(rule))
  }

  /// `value` under `rule` for a rule whose number depends on the phone (a landscape margin).
  @inline(__always) mutating func given(_ name: QuantityName, _ rule: Rule, value: Double)
    -> Quantity
  {
    add(name, value, estimate: isEstimate(rule), .given, .rule(rule))
  }

  /// The number `rule` gives, an estimate when the rule is.
  @inline(__always) mutating func given(_ name: QuantityName, _ rule: Rule) -> Quantity {
    add(name, rules.value(rule), estimate: isEstimate(rule), .given, .rule(rule))
  }

  /// `a + b` under `rule`; an estimate when either is, or when the rule is.
  @inline(__always) mutating func sum(
    _ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule
  ) -> Quantity {
    add(
      name, a.value + b.value, estimate: a.isEstimate || b.isEstimate || isEstimate(rule), .sum,
      .rule(rule), a, b)
  }

  /// `a − b` under `rule`.
  @inline(__always) mutating func difference(
    _ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule
  )
    -> Quantity
  {
    add(
      name, a.value - b.value, estimate: a.isEstimate || b.isEstimate || isEstimate(rule),
      .difference, .rule(rule), a, b)
  }

  /// `a` under another name, as `rule` says.
  @inline(__always) mutating func copy(_ name: QuantityName, _ a: Quantity, _ rule: Rule)
    -> Quantity
  {
    add(name, a.value, estimate: a.isEstimate || isEstimate(rule), .copy, .rule(rule), a)
  }

  /// `(a − b) / 2`: where `b` starts when centred in `a`.
  @inline(__always) mutating func centred(
    _ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule
  )
    -> Quantity
  {
    add(
      name, (a.value - b.value) / 2, estimate: a.isEstimate || b.isEstimate || isEstimate(rule),
      .centred, .rule(rule), a, b)
  }

  /// `a` rounded to the nearest whole point (halves up).
  @inline(__always) mutating func rounded(_ name: QuantityName, _ a: Quantity, _ rule: Rule)
    -> Quantity
  {
    add(
      name, (a.value + 0.5).rounded(.down), estimate: a.isEstimate || isEstimate(rule), .rounded,
      .rule(rule), a)
  }

  /// `a × rule.factor`.
  @inline(__always) mutating func scaled(_ name: QuantityName, _ a: Quantity, _ rule: Rule)
    -> Quantity
  {
    add(
      name, a.value * rule.factor, estimate: a.isEstimate || isEstimate(rule), .scaled,
      .rule(rule), a)
  }

  /// The larger of `a` and `b` (for a top limit: the lower edge).
  ///
  /// The winner's status decides; on a tie a confirmed value confirms it.
  @inline(__always) mutating func larger(
    _ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule
  )
    -> Quantity
  {
    let estimate =
      a.value > b.value
      ? a.isEstimate : (b.value > a.value ? b.isEstimate : a.isEstimate && b.isEstimate)
    return add(
      name, max(a.value, b.value), estimate: estimate || isEstimate(rule), .larger, .rule(rule), a,
      b
    )
  }

  /// The smaller of `a` and `b` (for a bottom limit: the higher edge).
  @inline(__always) mutating func smaller(
    _ name: QuantityName, _ a: Quantity, _ b: Quantity, _ rule: Rule
  )
    -> Quantity
  {
    let estimate =
      a.value < b.value
      ? a.isEstimate : (b.value < a.value ? b.isEstimate : a.isEstimate && b.isEstimate)
    return add(
      name, min(a.value, b.value), estimate: estimate || isEstimate(rule), .smaller, .rule(rule), a,
      b)
  }
}
