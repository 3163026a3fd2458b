/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
  /// A caller's variable: unrestricted in sign.
  case external
  /// An inequality's slack (≥ 0); also the artificial variable of phase one.
  case slack
  /// An optional constraint's error (≥ 0), weighted in the objective at the constraint's level.
  case error
  /// A required equality's marker (always 0); only in a tableau that explains conflicts.
  case dummy
}

/// What adding a constraint to the tableau did.
enum AddOutcome {
  /// The constraint is in; its marker and other symbols (-1 where it has none).
  case added(marker: Int32, other: Int32)
  /// A required equality that the others already imply: nothing was added.
  case redundant
  /// A required constraint the others contradict; `conflicts` are the owners (constraint
  /// numbers) of the markers that prove it, in increasing order (empty unless the tableau tracks
  /// equalities or the proof used only inequalities).
  case unsatisfiable(conflicts: [Int32])
}

/// The Cassowary tableau (Badros, Borning & Stuckey 2001): the simplex rows in solved form, the
/// objective, and the incremental add, remove, edit and re-solve operations.
///
/// The objective is *lexicographic*: one coefficient per priority level in use, compared from
/// the highest level down, so one error at 999 outweighs any sum of errors at 998 (kiwi instead
/// adds strengths as weights). Each level's coefficients are a dense array indexed by symbol.
///
/// Required equalities carry no marker (kiwi gives each a dummy symbol): a dummy never leaves its
/// rows, so a chain of n equalities would leave up to n dummies in the deepest row and make the
/// tableau quadratic. The price is that such a constraint cannot be removed in place (`Solver`
/// rebuilds) and a conflict cannot name its equalities; `Solver` then replays the required
/// constraints into a tableau with `tracksEqualities`, which gives every one a dummy.
///
/// Every choice of symbol takes the lowest index among equals (Bland's rule for the primal
/// simplex), so the same calls give the same tableau, bit for bit.
struct Tableau {
  static let epsilon = Row.epsilon

  /// Whether required equalities get dummy markers (for explaining conflicts).
  let tracksEqualities: Bool

  private(set) var kinds: [SymbolKind] = []
  /// The constraint number each marker symbol belongs to; -1 for the others.
  private var owners: [Int32] = []
  /// The row of each basic symbol (`basic = row`); empty for the others.
  private var rows: [Row] = []
  private var isBasic: [Bool] = []
  /// For each symbol, basic symbols whose rows may hold it: entries go stale when a term
  /// cancels or a row leaves the basis, and `liveColumn` prunes them.
  private var columns: [[Int32]] = []
  private var stamps: [UInt32] = []
  private var epoch: UInt32 = 0
  /// The tableau symbol of each caller variable.
  private var externals: [Int32] = []

  private var levelPriorities: [Double] = []
  /// Level numbers from the highest priority to the lowest.
  private var levelOrder: [Int] = []
  /// `objective[level][symbol]`: the objective's coefficients, level by level.
  private var objective: [[Double]] = []
  private var objectiveConstants: [Double] = []
  /// Whether a symbol may have a nonzero objective coefficient.
  private var inObjective: [Bool] = []
  /// Symbols whose objective coefficients changed since the objective was last optimal: only
  /// they can have turned negative, so the primal simplex looks at them alone (scanning the
  /// whole objective after every add made a 1,000-view screen quadratic in its optional
  /// constraints).
  private var dirty: [Int32] = []
  private var isDirty: [Bool] = []

  private var infeasible: [Int32] = []
  private var artificial: Row?
  private var added: [Int32] = []

  init(tracksEqualities: Bool, workBudget: Int = Tableau.workBudget) {
    self.tracksEqualities = tracksEqualities
    workLeft = workBudget
  }

  // MARK: - Symbols and levels

  /// Makes the tableau symbol for the next caller variable.
  mutating func addExternal() {
    externals.append(makeSymbol(.external, owner: -1))
  }

  var externalCount: Int { externals.count }

  private mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    owners.append(owner)
    rows.append(Row())
    isBasic.append(false)
    columns.append([])
    stamps.append(0)
    inObjective.append(false)
    isDirty.append(false)
    for level in objective.indices { objective[level].append(0) }
    return symbol
  }

  /// The objective level of an optional priority (edits at 1000 get a level above all others).
  mutating func level(for priority: Double) -> Int {
    if let level = levelPriorities.firstIndex(of: priority) { return level }
    levelPriorities.append(priority)
    objective.append([Double](repeating: 0, count: kinds.count))
    objectiveConstants.append(0)
    levelOrder = levelPriorities.indices.sorted { levelPriorities[$0] > levelPriorities[$1] }
    return levelPriorities.count - 1
  }

  // MARK: - Values

  /// The current value of a caller variable.
  func value(ofExternal index: Int) -> Double {
    value(of: externals[index])
  }

  func value(of symbol: Int32) -> Double {
    isBasic[Int(symbol)] ? rows[Int(symbol)].constant : 0
  }

  // MARK: - Adding

  /// Adds `expression relation 0` (its variables as caller indices), as constraint `owner`.
  mutating func add(
    _ constraint: Constraint, owner: Int32, level: Int
  ) -> AddOutcome {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      let symbol = externals[term.variable.index]
      if isBasic[Int(symbol)] {
        row.add(rows[Int(symbol)], times: term.coefficient, dropping: -1, added: &added)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    added.removeAll(keepingCapacity: true)
    let optional = level >= 0
    var marker: Int32 = -1
    var other: Int32 = -1
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression + slack = 0 for ≤, expression − slack = 0 for ≥; an optional one may be
      // violated by its error.
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack, owner: owner)
      row.insert(marker, sign)
      if optional {
        other = makeSymbol(.error, owner: owner)
        row.insert(other, -sign)
        addToObjective(level: level, symbol: other, weight: 1)
      }
    case .equal:
      if optional {
        marker = makeSymbol(.error, owner: owner)
        other = makeSymbol(.error, owner: owner)
        row.insert(marker, -1)
        row.insert(other, 1)
        addToObjective(level: level, symbol: marker, weight: 1)
        addToObjective(level: level, symbol: other, weight: 1)
      } else if tracksEqualities {
        marker = makeSymbol(.dummy, owner: owner)
        row.insert(marker, 1)
      }
    }
    if row.constant < 0 { row.negate() }

    var subject = chooseSubject(row, marker: marker, other: other)
    if subject < 0 && row.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
      if abs(row.constant) >= Tableau.epsilon {
        return .unsatisfiable(conflicts: ownersOf(row.terms, except: owner))
      }
      if marker < 0 { return .redundant }
      subject = marker
    }
    if subject < 0 {
      let (success, proof) = addWithArtificialVariable(row)
      if !success {
        optimize()
        return .unsatisfiable(conflicts: ownersOf(proof, except: owner))
      }
    } else {
      row.solve(for: subject)
      substitute(subject, row)
      install(subject, row)
    }
    optimize()
    return .added(marker: marker, other: other)
  }

  /// kiwi's rule: a caller variable if there is one (the lowest), else the constraint's own slack
  /// or error when its coefficient is negative (so its value, the row's constant, is ≥ 0).
  private func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
    for term in row.terms where kinds[Int(term.symbol)] == .external { return term.symbol }
    for symbol in [marker, other] where symbol >= 0 {
      let kind = kinds[Int(symbol)]
      if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
    }
    return -1
  }

  private func ownersOf(_ terms: [Term], except owner: Int32) -> [Int32] {
    var result: [Int32] = []
    for term in terms {
      let o = owners[Int(term.symbol)]
      if o >= 0 && o != owner { result.append(o) }
    }
    result.sort()
    var unique: [Int32] = []
    for o in result where unique.last != o { unique.append(o) }
    return unique
  }

  /// Phase one: adds the row through an artificial variable and minimises it.
  ///
  /// Succeeds when it reaches 0; otherwise the row is dropped and the final artificial row is the proof (its
  /// symbols' owners are the constraints that exclude the new one).
  private mutating func addWithArtificialVariable(_ row: Row) -> (Bool, [Term]) {
    let art = makeSymbol(.slack, owner: -1)
    install(art, row)
    artificial = row
    optimizeArtificial()
    let final = artificial ?? Row()
    artificial = nil
    let success = abs(final.constant) < Tableau.epsilon
    if !success {
      if isBasic[Int(art)] { uninstall(art) }
      removeEverywhere(art)
      return (false, final.terms)
    }
    if isBasic[Int(art)] {
      var artRow = uninstall(art)
      let entering = artRow.terms.first { term in
        let kind = kinds[Int(term.symbol)]
        return kind == .slack || kind == .error
      }
      if let entering {
        artRow.solve(for: entering.symbol, insteadOf: art)
        substitute(entering.symbol, artRow)
        install(entering.symbol, artRow)
      }
    }
    removeEverywhere(art)
    return (true, [])
  }

  private mutating func removeEverywhere(_ symbol: Int32) {
    for r in liveColumn(symbol) { rows[Int(r)].remove(symbol) }
    columns[Int(symbol)] = []
    for level in objective.indices { objective[level][Int(symbol)] = 0 }
    inObjective[Int(symbol)] = false
  }

  // MARK: - Removing

  /// Takes out a constraint that has a marker (an inequality or an optional equality).
  mutating func remove(marker: Int32, other: Int32, level: Int) {
    if level >= 0 {
      for symbol in [marker, other] where symbol >= 0 && kinds[Int(symbol)] == .error {
        addToObjective(level: level, symbol: symbol, weight: -1)
      }
    }
    if isBasic[Int(marker)] {
      uninstall(marker)
    } else if let leaving = markerLeavingRow(marker) {
      var row = uninstall(leaving)
      row.solve(for: marker, insteadOf: leaving)
      substitute(marker, row)
    }
    removeEverywhere(marker)
    if other >= 0 && !isBasic[Int(other)] { removeEverywhere(other) }
    optimize()
  }

  /// kiwi's choice of the row that lets a non-basic marker into the basis: a restricted row that
  /// keeps the tableau feasible first, then any restricted row, then a caller variable's row.
  private mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
    var first: Int32?
    var second: Int32?
    var third: Int32?
    var bestFirst = Double.infinity
    var bestSecond = Double.infinity
    for r in liveColumn(marker) {
      let c = rows[Int(r)].coefficient(of: marker)
      if kinds[Int(r)] == .external {
        if third == nil { third = r }
      } else if c < 0 {
        let ratio = -rows[Int(r)].constant / c
        if ratio < bestFirst {
          bestFirst = ratio
          first = r
        }
      } else {
        let ratio = rows[Int(r)].constant / c
        if ratio < bestSecond {
          bestSecond = ratio
          second = r
        }
      }
    }
    return first ?? second ?? third
  }

  // MARK: - Edits

  /// Moves an edit constraint's target by `delta` (its error symbols `plus`, `minus`) and
  /// re-solves with the dual simplex, as kiwi's `suggestValue`.
  mutating func suggest(plus: Int32, minus: Int32, delta: Double) {
    if isBasic[Int(plus)] {
      rows[Int(plus)].constant -= delta
      if rows[Int(plus)].constant < 0 { infeasible.append(plus) }
    } else if isBasic[Int(minus)] {
      rows[Int(minus)].constant += delta
      if rows[Int(minus)].constant < 0 { infeasible.append(minus) }
    } else {
      for r in liveColumn(plus) {
        let c = rows[Int(r)].coefficient(of: plus)
        rows[Int(r)].constant += delta * c
        if kinds[Int(r)] != .external && rows[Int(r)].constant < 0 { infeasible.append(r) }
      }
    }
    dualOptimize()
  }

  // MARK: - Simplex

  private mutating func install(_ symbol: Int32, _ row: Row) {
    for term in row.terms { columns[Int(term.symbol)].append(symbol) }
    rows[Int(symbol)] = row
    isBasic[Int(symbol)] = true
  }

  @discardableResult
  private mutating func uninstall(_ symbol: Int32) -> Row {
    let row = rows[Int(symbol)]
    rows[Int(symbol)] = Row()
    isBasic[Int(symbol)] = false
    return row
  }

  /// The basic symbols whose rows hold `symbol`, each once, in the order they were indexed.
  private mutating func liveColumn(_ symbol: Int32) -> [Int32] {
    epoch &+= 1
    if epoch == 0 {
      for index in stamps.indices { stamps[index] = 0 }
      epoch = 1
    }
    let column = columns[Int(symbol)]
    var kept: [Int32] = []
    kept.reserveCapacity(column.count)
    for r in column {
      let index = Int(r)
      if stamps[index] == epoch || !isBasic[index] || r == symbol { continue }
      stamps[index] = epoch
      if rows[index].position(of: symbol).found { kept.append(r) }
    }
    columns[Int(symbol)] = kept
    return kept
  }

  /// Replaces `symbol` by `row` in every row, the objective and the artificial row.
  private mutating func substitute(_ symbol: Int32, _ row: Row) {
    for r in liveColumn(symbol) {
      let index = Int(r)
      let c = rows[index].coefficient(of: symbol)
      workLeft -= rows[index].terms.count + row.terms.count
      added.removeAll(keepingCapacity: true)
      rows[index].add(row, times: c, dropping: symbol, added: &added)
      for s in added { columns[Int(s)].append(r) }
      if kinds[index] != .external && rows[index].constant < 0 { infeasible.append(r) }
    }
    columns[Int(symbol)] = []
    if inObjective[Int(symbol)] {
      inObjective[Int(symbol)] = false
      for level in objective.indices {
        let c = objective[level][Int(symbol)]
        if c == 0 { continue }
        objective[level][Int(symbol)] = 0
        objectiveConstants[level] += c * row.constant
        for term in row.terms { bump(level, term.symbol, c * term.coefficient) }
      }
    }
    if artificial != nil {
      let c = artificial?.coefficient(of: symbol) ?? 0
      if c != 0 {
        artificial?.add(row, times: c, dropping: symbol, added: &added)
      }
    }
  }

  private mutating func bump(_ level: Int, _ symbol: Int32, _ amount: Double) {
    objective[level][Int(symbol)] += amount
    inObjective[Int(symbol)] = true
    if !isDirty[Int(symbol)] {
      isDirty[Int(symbol)] = true
      dirty.append(symbol)
    }
  }

  private mutating func addToObjective(level: Int, symbol: Int32, weight: Double) {
    if isBasic[Int(symbol)] {
      let row = rows[Int(symbol)]
      objectiveConstants[level] += weight * row.constant
      for term in row.terms { bump(level, term.symbol, weight * term.coefficient) }
    } else {
      bump(level, symbol, weight)
    }
  }

  /// The sign of a symbol's objective coefficients, compared from the highest level down.
  private func objectiveSign(_ symbol: Int32) -> Int {
    for level in levelOrder {
      let c = objective[level][Int(symbol)]
      if c < -Tableau.epsilon { return -1 }
      if c > Tableau.epsilon { return 1 }
    }
    return 0
  }

  private mutating func pivot(leaving: Int32, entering: Int32) {
    var row = uninstall(leaving)
    row.solve(for: entering, insteadOf: leaving)
    substitute(entering, row)
    install(entering, row)
  }

  /// The restricted row that first blocks `entering` from growing (the lowest symbol on ties).
  private mutating func leavingRow(for entering: Int32) -> Int32? {
    var best: Int32?
    var bestRatio = Double.infinity
    for r in liveColumn(entering) where kinds[Int(r)] != .external {
      let c = rows[Int(r)].coefficient(of: entering)
      guard c < 0 else { continue }
      let ratio = -rows[Int(r)].constant / c
      if ratio < bestRatio || (ratio == bestRatio && r < (best ?? Int32.max)) {
        bestRatio = ratio
        best = r
      }
    }
    return best
  }

  /// A guard against cycling by rounding: the simplex never needs anywhere near this many pivots.
  private var pivotLimit: Int { 10_000 + 20 * kinds.count }

  /// The work a tableau may do in its life, in rows rewritten by substitution (about a second).
  ///
  /// A 1,000-view chain takes 2 million, a tangle of 600 random constraints between 50
  /// views (degenerate vertices that hit `pivotLimit` again and again) 4.7 billion and 24 GB.
  static let workBudget = 250_000_000
  var workLeft = Tableau.workBudget
  /// Whether the work budget ran out: the solution is then not to be trusted.
  var isExhausted: Bool { workLeft <= 0 }

  /// The primal simplex on the lexicographic objective.
  mutating func optimize() {
    var pivots = 0
    while pivots < pivotLimit && workLeft > 0 {
      var entering: Int32 = -1
      var index = 0
      while index < dirty.count {
        let symbol = dirty[index]
        let negative =
          !isBasic[Int(symbol)] && kinds[Int(symbol)] != .dummy && objectiveSign(symbol) < 0
        if !negative {
          isDirty[Int(symbol)] = false
          dirty.swapAt(index, dirty.count - 1)
          dirty.removeLast()
          continue
        }
        if entering < 0 || symbol < entering { entering = symbol }
        index += 1
      }
      guard entering >= 0, let leaving = leavingRow(for: entering) else { return }
      pivot(leaving: leaving, entering: entering)
      pivots += 1
    }
  }

  private mutating func optimizeArtificial() {
    var pivots = 0
    while pivots < pivotLimit, workLeft > 0, let row = artificial {
      guard
        let entering = row.terms.first(where: {
          $0.coefficient < -Tableau.epsilon && kinds[Int($0.symbol)] != .dummy
        }),
        let leaving = leavingRow(for: entering.symbol)
      else { return }
      pivot(leaving: leaving, entering: entering.symbol)
      pivots += 1
    }
  }

  /// The dual simplex: restores feasibility after an edit while keeping the objective optimal.
  private mutating func dualOptimize() {
    var pivots = 0
    while pivots < pivotLimit, workLeft > 0, let leaving = infeasible.popLast() {
      let index = Int(leaving)
      guard isBasic[index], rows[index].constant < 0 else { continue }
      var entering: Int32 = -1
      var enteringCoefficient = 0.0
      for term in rows[index].terms
      where term.coefficient > 0 && kinds[Int(term.symbol)] != .dummy {
        if entering < 0
          || ratioIsLess(term.symbol, term.coefficient, entering, enteringCoefficient)
        {
          entering = term.symbol
          enteringCoefficient = term.coefficient
        }
      }
      guard entering >= 0 else { continue }
      pivot(leaving: leaving, entering: entering)
      pivots += 1
    }
    infeasible.removeAll()
  }

  /// Whether `objective[a] / ca` is lexicographically less than `objective[b] / cb`.
  private func ratioIsLess(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Bool {
    for level in levelOrder {
      let x = objective[level][Int(a)] / ca
      let y = objective[level][Int(b)] / cb
      if x < y - Tableau.epsilon { return true }
      if x > y + Tableau.epsilon { return false }
    }
    return false
  }

  // MARK: - Ambiguity

  /// For each caller variable, whether another optimal solution gives it another value.
  ///
  /// A non-basic symbol whose objective coefficients are all zero can move without changing the
  /// objective at any level; it *may* move when no restricted row at 0 blocks it (a slack or error
  /// only grows; a caller variable moves either way). A variable is ambiguous when it is such a
  /// symbol or its row holds one. This finds every freedom a single symbol gives; in a degenerate
  /// vertex a freedom that needs two symbols moved together is missed (and so not reported).
  /// The work is one pass over the symbols plus the columns of the free ones: nothing more for a
  /// layout that is fully determined.
  func ambiguity() -> [Bool] {
    var variableOf = [Int32](repeating: -1, count: kinds.count)
    for (variable, symbol) in externals.enumerated() { variableOf[Int(symbol)] = Int32(variable) }
    var result = [Bool](repeating: false, count: externals.count)
    for index in kinds.indices where !isBasic[index] && kinds[index] != .dummy {
      let symbol = Int32(index)
      guard objectiveSign(symbol) == 0 else { continue }
      var blockedUp = false
      var blockedDown = false
      for r in columns[index] where isBasic[Int(r)] && kinds[Int(r)] != .external {
        let row = rows[Int(r)]
        let c = row.coefficient(of: symbol)
        if c == 0 || row.constant > Tableau.epsilon { continue }
        if c < 0 { blockedUp = true } else { blockedDown = true }
      }
      guard !blockedUp || (kinds[index] == .external && !blockedDown) else { continue }
      if variableOf[index] >= 0 { result[Int(variableOf[index])] = true }
      for r in columns[index] where isBasic[Int(r)] && variableOf[Int(r)] >= 0 {
        if rows[Int(r)].coefficient(of: symbol) != 0 { result[Int(variableOf[Int(r)])] = true }
      }
    }
    return result
  }
}
