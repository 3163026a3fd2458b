/// The number of a constraint in the solver that added it (0, 1, 2, … in the order of `add`).
public struct ConstraintID: Hashable, Comparable, Sendable {
  public let index: Int

  public init(index: Int) { self.index = index }

  public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.index < b.index }
}

/// Where a constraint stands in its solver.
public enum ConstraintStatus: Sendable, Equatable {
  /// In the tableau: required ones hold, optional ones are met as closely as their priority allows.
  case active
  /// A required constraint that contradicts the required constraints added before it: left out.
  case broken
  /// Taken out by `remove`.
  case removed
}

/// A required constraint the solver left out, and the constraints it contradicts.
public struct BrokenConstraint: Sendable, Equatable {
  /// The constraint left out.
  public let constraint: ConstraintID
  /// Earlier required constraints that, with it, cannot all hold (a proof, not always minimal).
  public let conflicts: [ConstraintID]

  public init(constraint: ConstraintID, conflicts: [ConstraintID]) {
    self.constraint = constraint
    self.conflicts = conflicts
  }
}

/// A misuse of the solver's API (never a property of the layout: conflicts are not errors).
public enum SolverError: Error, Equatable, Sendable {
  case unknownVariable(Variable)
  case unknownConstraint(ConstraintID)
  case duplicateEditVariable(Variable)
  case unknownEditVariable(Variable)
  /// A coefficient, constant or suggested value that is infinite or not a number.
  case notFinite
}

/// An incremental linear constraint solver: Cassowary with strictly ordered priorities.
///
/// Required constraints (priority 1000) hold; optional ones (1…999) are met as closely as
/// possible, a higher priority strictly first (one constraint at 999 outweighs any number at
/// 998; within a level the errors are summed). Edit variables take suggested values through the
/// dual simplex without re-solving from scratch.
///
/// **Conflicts.** A required constraint that contradicts those added before it is not an error:
/// like UIKit, the solver leaves it out (`status(of:) == .broken`) and solves the rest. The one
/// left out is the constraint whose addition first made the required set unsatisfiable, in
/// the order of `add`: it is the last added of every conflicting set among the constraints up
/// to it. `brokenConstraints()` names, for each, the earlier constraints it conflicts with.
///
/// **Determinism.** No hashing is involved: the same calls give the same values, bit for bit.
///
/// **Removal.** Inequalities and optional constraints come out in place; a required equality,
/// or any constraint while another is broken, makes the solver re-add the rest in their order
/// (so a broken constraint comes back once its conflict is gone).
public struct Solver {
  struct Record {
    var constraint: Constraint
    var status: ConstraintStatus
    var marker: Int32 = -1
    var other: Int32 = -1
    var level = -1
  }

  struct Edit {
    var variable: Variable
    var priority: Priority
    var value: Double
    var plus: Int32 = -1
    var minus: Int32 = -1
    var level = -1
  }

  private var tableau: Tableau
  /// The work each of its tableaux may do (`Tableau.workBudget` but in tests).
  private let workBudget: Int
  private var records: [Record] = []
  private var edits: [Edit?] = []
  private var editOfVariable: [Int32] = []
  private var brokenCount = 0

  /// How many variables `makeVariable()` has made.
  public private(set) var variableCount = 0

  /// Whether the solver gave up: its work budget (about a second's pivoting) ran out on a
  /// system that kept returning to degenerate vertices, so the values are not a solution.
  public var isExhausted: Bool { tableau.isExhausted }

  /// The work its tableau may still do, for a solver that takes over from this one.
  var workLeft: Int { tableau.workLeft }

  /// Gives the tableau its whole budget again, for the next operation of a longer life (the
  /// engine's next layout): the budget bounds one operation, not every resize after it.
  mutating func renewWorkBudget() { tableau.workLeft = workBudget }

  public init() { self.init(workBudget: Tableau.workBudget) }

  /// A solver whose tableaux may do `workBudget` rows' worth of substitution each, the first
  /// of them `workLeft` only (what an operation has left when it starts over).
  init(workBudget: Int, workLeft: Int? = nil) {
    self.workBudget = workBudget
    tableau = Tableau(tracksEqualities: false, workBudget: workLeft ?? workBudget)
  }

  /// A new variable, at 0 until constraints say otherwise.
  public mutating func makeVariable() -> Variable {
    let variable = Variable(index: variableCount)
    variableCount += 1
    tableau.addExternal()
    editOfVariable.append(-1)
    return variable
  }

  /// The variable's value in the current solution (0 for a variable of another solver).
  public func value(of variable: Variable) -> Double {
    guard variable.index >= 0 && variable.index < variableCount else { return 0 }
    return tableau.value(ofExternal: variable.index)
  }

  /// How many constraints `add` has taken (removed ones included).
  public var constraintCount: Int { records.count }

  // MARK: - Constraints

  /// Adds a constraint and re-solves.
  ///
  /// A required one that contradicts the others is kept out and reported (`status(of:)`, `brokenConstraints()`); that is not an error.
  @discardableResult
  public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    guard constraint.expression.constant.isFinite else { throw .notFinite }
    for term in constraint.expression.terms {
      guard term.variable.index >= 0 && term.variable.index < variableCount else {
        throw .unknownVariable(term.variable)
      }
      guard term.coefficient.isFinite else { throw .notFinite }
    }
    let id = ConstraintID(index: records.count)
    records.append(Record(constraint: constraint, status: .active))
    attempt(id.index)
    return id
  }

  private mutating func attempt(_ index: Int) {
    let constraint = records[index].constraint
    let level =
      constraint.priority.isRequired ? -1 : tableau.level(for: constraint.priority.value)
    switch tableau.add(constraint, owner: Int32(index), level: level) {
    case .added(let marker, let other):
      records[index].status = .active
      records[index].marker = marker
      records[index].other = other
      records[index].level = level
    case .redundant:
      records[index].status = .active
      records[index].marker = -1
    case .unsatisfiable:
      records[index].status = .broken
      brokenCount += 1
    }
  }

  /// Takes a constraint out and re-solves.
  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    guard id.index >= 0 && id.index < records.count, records[id.index].status != .removed else {
      throw .unknownConstraint(id)
    }
    let record = records[id.index]
    records[id.index].status = .removed
    if record.status == .broken {
      brokenCount -= 1
    } else if brokenCount > 0 || record.marker < 0 {
      rebuild()
    } else {
      tableau.remove(marker: record.marker, other: record.other, level: record.level)
    }
  }

  /// Where the constraint stands: active, broken (left out) or removed.
  public func status(of id: ConstraintID) -> ConstraintStatus? {
    guard id.index >= 0 && id.index < records.count else { return nil }
    return records[id.index].status
  }

  /// The constraint as it was added.
  public func constraint(_ id: ConstraintID) -> Constraint? {
    guard id.index >= 0 && id.index < records.count else { return nil }
    return records[id.index].constraint
  }

  /// Whether the current solution meets the constraint (within 1e-6); false when broken or removed.
  public func isSatisfied(_ id: ConstraintID) -> Bool {
    guard let record = records.indices.contains(id.index) ? records[id.index] : nil,
      record.status == .active
    else { return false }
    let value = record.constraint.expression.evaluate { self.value(of: $0) }
    switch record.constraint.relation {
    case .equal: return abs(value) <= 1e-6
    case .lessThanOrEqual: return value <= 1e-6
    case .greaterThanOrEqual: return value >= -1e-6
    }
  }

  /// Whether any required constraint is left out.
  public var hasBrokenConstraints: Bool { brokenCount > 0 }

  /// Each broken constraint, in order, with the earlier required constraints it conflicts with.
  ///
  /// The fast tableau gives required equalities no markers, so the proof is found by replaying
  /// the required constraints into a tableau that marks every one: only those that share
  /// variables, directly or through others, with a broken one (a conflict lies within one such
  /// group, and a big layout's conflict is usually local), and only when something is broken.
  public func brokenConstraints() -> [BrokenConstraint] {
    guard brokenCount > 0 else { return [] }
    // Groups of variables linked by required constraints (union-find, without recursion).
    var parent = Array(0..<variableCount)
    func root(_ v: Int) -> Int {
      var v = v
      while parent[v] != v {
        parent[v] = parent[parent[v]]
        v = parent[v]
      }
      return v
    }
    let required = records.indices.filter {
      records[$0].status != .removed && records[$0].constraint.priority.isRequired
    }
    for index in required {
      let terms = records[index].constraint.expression.terms
      guard let first = terms.first else { continue }
      for term in terms.dropFirst() {
        let a = root(first.variable.index)
        let b = root(term.variable.index)
        if a != b { parent[a] = b }
      }
    }
    var involved = [Bool](repeating: false, count: variableCount)
    for index in required where records[index].status == .broken {
      if let first = records[index].constraint.expression.terms.first {
        involved[root(first.variable.index)] = true
      }
    }
    var diagnosis = Tableau(tracksEqualities: true, workBudget: workBudget)
    for _ in 0..<variableCount { diagnosis.addExternal() }
    var result: [BrokenConstraint] = []
    for index in required {
      let record = records[index]
      if let first = record.constraint.expression.terms.first,
        !involved[root(first.variable.index)]
      {
        continue
      }
      let outcome = diagnosis.add(record.constraint, owner: Int32(index), level: -1)
      guard record.status == .broken else { continue }
      var conflicts: [ConstraintID] = []
      if case .unsatisfiable(let owners) = outcome {
        conflicts = owners.map { ConstraintID(index: Int($0)) }
      }
      result.append(BrokenConstraint(constraint: ConstraintID(index: index), conflicts: conflicts))
    }
    return result
  }

  /// For each variable (by `index`), whether the constraints leave its value open: another
  /// solution, just as good at every priority, gives it another value.
  public func ambiguity() -> [Bool] { tableau.ambiguity() }

  // MARK: - Edit variables

  /// Makes `variable` editable at `priority`, aiming at its current value until a suggestion.
  ///
  /// Unlike kiwi, 1000 is allowed (as in cassowary.js): such an edit outweighs every optional
  /// constraint but yields to required ones; `isSuggestionMet(_:)` tells whether it holds.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority)
    throws(SolverError)
  {
    guard variable.index >= 0 && variable.index < variableCount else {
      throw .unknownVariable(variable)
    }
    guard editOfVariable[variable.index] < 0 else { throw .duplicateEditVariable(variable) }
    var edit = Edit(variable: variable, priority: priority, value: value(of: variable))
    installEdit(&edit)
    editOfVariable[variable.index] = Int32(edits.count)
    edits.append(edit)
  }

  private mutating func installEdit(_ edit: inout Edit) {
    let level = tableau.level(for: edit.priority.value)
    let constraint = Constraint(
      LinearExpression([LinearTerm(edit.variable)], constant: -edit.value), .equal,
      priority: edit.priority)
    if case .added(let plus, let minus) = tableau.add(constraint, owner: -1, level: level) {
      edit.plus = plus
      edit.minus = minus
      edit.level = level
    }
  }

  /// Stops editing `variable`; it keeps the value the remaining constraints give it.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let index = editIndex(variable), let edit = edits[index] else {
      throw .unknownEditVariable(variable)
    }
    tableau.remove(marker: edit.plus, other: edit.minus, level: edit.level)
    edits[index] = nil
    editOfVariable[variable.index] = -1
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { editIndex(variable) != nil }

  private func editIndex(_ variable: Variable) -> Int? {
    guard variable.index >= 0 && variable.index < variableCount else { return nil }
    let index = editOfVariable[variable.index]
    return index >= 0 ? Int(index) : nil
  }

  /// Asks for a new value of an edit variable and re-solves incrementally (the dual simplex).
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let index = editIndex(variable), var edit = edits[index] else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .notFinite }
    let delta = value - edit.value
    edit.value = value
    edits[index] = edit
    tableau.suggest(plus: edit.plus, minus: edit.minus, delta: delta)
  }

  /// The edit variables, in the order they were added, with their priorities and the values
  /// last suggested.
  public var editVariables: [(variable: Variable, priority: Priority, value: Double)] {
    edits.compactMap { $0.map { ($0.variable, $0.priority, $0.value) } }
  }

  /// Whether an edit variable has its suggested value (within 1e-6) in the current solution.
  public func isSuggestionMet(_ variable: Variable) -> Bool {
    guard let index = editIndex(variable), let edit = edits[index] else { return false }
    return abs(value(of: variable) - edit.value) <= 1e-6
  }

  // MARK: - Rebuilding

  /// Re-adds every constraint that is not removed, in order, then the edit variables at their
  /// suggested values: the state a fresh solver given the same calls would reach.
  private mutating func rebuild() {
    tableau = Tableau(tracksEqualities: false, workBudget: workBudget)
    for _ in 0..<variableCount { tableau.addExternal() }
    brokenCount = 0
    for index in records.indices where records[index].status != .removed {
      attempt(index)
    }
    for index in edits.indices {
      guard var edit = edits[index] else { continue }
      installEdit(&edit)
      edits[index] = edit
    }
  }
}
