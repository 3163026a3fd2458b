/// One entry of a sparse row: a tableau symbol and its coefficient.
struct Term {
  var symbol: Int32
  var coefficient: Double
}

/// A sparse linear row, `constant + Σ coefficient · symbol`, its terms sorted by symbol.
///
/// In the tableau a row stands for `basic = constant + Σ …`; a row made from a new constraint
/// stands for `0 = constant + Σ …` until it is solved for its subject. Sorted arrays rather than
/// dictionaries: rows are short (a handful of terms in layout systems), a merge of two sorted rows
/// is linear, and the order makes every choice of symbol deterministic.
struct Row {
  /// Coefficients and constants within this of zero are zero (kiwi uses the same 1e-8).
  static let epsilon = 1e-8

  var constant: Double
  var terms: [Term]

  init(constant: Double = 0, terms: [Term] = []) {
    self.constant = constant
    self.terms = terms
  }

  /// The position of `symbol` in `terms`, or where it would go.
  func position(of symbol: Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = terms.count
    while low < high {
      let middle = (low + high) / 2
      let s = terms[middle].symbol
      if s == symbol { return (middle, true) }
      if s < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol` (0 when absent).
  func coefficient(of symbol: Int32) -> Double {
    let (index, found) = position(of: symbol)
    return found ? terms[index].coefficient : 0
  }

  /// Adds `coefficient · symbol`, dropping the term when it cancels out.
  ///
  /// Returns whether the symbol is new to the row (so the caller can index it).
  @discardableResult
  mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
    let (index, found) = position(of: symbol)
    if found {
      let sum = terms[index].coefficient + coefficient
      if abs(sum) < Row.epsilon {
        terms.remove(at: index)
      } else {
        terms[index].coefficient = sum
      }
      return false
    }
    if abs(coefficient) < Row.epsilon { return false }
    terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
    return true
  }

  /// Removes `symbol`'s term, if any.
  mutating func remove(_ symbol: Int32) {
    let (index, found) = position(of: symbol)
    if found { terms.remove(at: index) }
  }

  /// Multiplies the row by -1.
  mutating func negate() {
    constant = -constant
    for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
  }

  /// Turns `0 = constant + … + a · subject + …` into `subject = (constant + …) / -a`.
  mutating func solve(for subject: Int32) {
    let (index, found) = position(of: subject)
    guard found else { return }
    let factor = -1 / terms[index].coefficient
    terms.remove(at: index)
    constant *= factor
    for i in terms.indices { terms[i].coefficient *= factor }
  }

  /// Turns `lhs = …` (lhs not in the row) into `rhs = …` (rhs was in the row).
  mutating func solve(for rhs: Int32, insteadOf lhs: Int32) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// `self + scale · other`, with `dropping` taken out of `self` first.
  ///
  /// Symbols of `other` that were not in `self` are appended to `added`, so the caller can keep
  /// its column index up to date. Terms that cancel out are dropped.
  mutating func add(
    _ other: Row, times scale: Double, dropping: Int32, added: inout [Int32]
  ) {
    constant += scale * other.constant
    let a = terms
    let b = other.terms
    var out: [Term] = []
    out.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
        if a[i].symbol != dropping { out.append(a[i]) }
        i += 1
      } else if i == a.count || b[j].symbol < a[i].symbol {
        let c = scale * b[j].coefficient
        if abs(c) >= Row.epsilon {
          out.append(Term(symbol: b[j].symbol, coefficient: c))
          added.append(b[j].symbol)
        }
        j += 1
      } else {
        let base = a[i].symbol == dropping ? 0 : a[i].coefficient
        let c = base + scale * b[j].coefficient
        if abs(c) >= Row.epsilon {
          out.append(Term(symbol: b[j].symbol, coefficient: c))
          if a[i].symbol == dropping { added.append(b[j].symbol) }
        }
        i += 1
        j += 1
      }
    }
    terms = out
  }
}
