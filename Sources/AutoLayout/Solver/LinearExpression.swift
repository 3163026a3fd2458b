/// A solver variable: an index into the solver that made it, never a shared reference.
///
/// Variables are made by `Solver.makeVariable()` and numbered from 0 in the order they were made,
/// so `index` can index the caller's own arrays. Not `Comparable`, so that the module's own
/// `x <= y` always makes a constraint.
public struct Variable: Hashable, Sendable {
  /// The variable's number in its solver (0, 1, 2, … in the order they were made).
  public let index: Int

  init(index: Int) { self.index = index }
}

/// One term of a linear expression: a coefficient times a variable.
public struct LinearTerm: Equatable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`.
///
/// Terms may repeat a variable; the solver adds them up.
public struct LinearExpression: Sendable {
  public var terms: [LinearTerm]
  public var constant: Double

  public init(_ terms: [LinearTerm] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) { self.init([LinearTerm(variable)]) }

  public init(_ constant: Double) { self.init([], constant: constant) }

  /// The expression's value when each variable takes the value `value` gives it.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * value(term.variable) }
    return sum
  }
}

/// How the two sides of a constraint compare.
public enum Relation: Sendable, Equatable {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual
}

/// A constraint priority, 1 to 1000, where 1000 is required (as UIKit's `UILayoutPriority`).
///
/// Optional priorities (below 1000) are strictly ordered: one constraint at 999 outweighs any
/// number at 998. Values outside 1…1000 are clamped, since this is the programmer's API; the
/// constraint grammar refuses them with a message before they get here.
public struct Priority: Comparable, Hashable, Sendable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The priority's value, 1…1000.
  public let value: Double

  public init(_ value: Double) {
    self.value = value.isNaN ? 1 : min(1000, max(1, value))
  }

  public init(integerLiteral value: Int) { self.init(Double(value)) }

  public init(floatLiteral value: Double) { self.init(value) }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750: UIKit's `defaultHigh` (compression resistance's default).
  public static let defaultHigh = Priority(750)
  /// 250: UIKit's `defaultLow` (content hugging's default).
  public static let defaultLow = Priority(250)

  /// Whether the constraint must hold.
  public var isRequired: Bool { value >= 1000 }

  public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
}

/// A linear constraint: `expression relation 0`, at a priority.
public struct Constraint: Sendable {
  public var expression: LinearExpression
  public var relation: Relation
  public var priority: Priority

  public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required)
  {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// The same constraint at another priority.
  public func at(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority)
  }
}

// MARK: - Operators

// The operators (`x + 2 * y == 10`, `(c) | 250`) are internal: the tests read like kiwi's with
// them, and public they would add generic overloads of `+`, `==`, … to the type checking of
// every file that imports AutoLayout. Callers build `LinearExpression`s and `Constraint`s.

/// Operands of the constraint operators: a variable, an expression or a number.
protocol LinearOperand {
  /// The operand as an expression.
  var linearExpression: LinearExpression { get }
}

extension Variable: LinearOperand {
  var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearOperand {
  var linearExpression: LinearExpression { self }
}

extension Double: LinearOperand {
  var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Int: LinearOperand {
  var linearExpression: LinearExpression { LinearExpression(Double(self)) }
}

extension LinearExpression {
  /// The expression times a number.
  public func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms.map { LinearTerm($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }

  /// The sum of two expressions.
  public func adding(_ other: LinearExpression) -> LinearExpression {
    LinearExpression(terms + other.terms, constant: constant + other.constant)
  }
}

func + (a: some LinearOperand, b: some LinearOperand) -> LinearExpression {
  a.linearExpression.adding(b.linearExpression)
}

func - (a: some LinearOperand, b: some LinearOperand) -> LinearExpression {
  a.linearExpression.adding(b.linearExpression.scaled(by: -1))
}

prefix func - (a: some LinearOperand) -> LinearExpression {
  a.linearExpression.scaled(by: -1)
}

func * (factor: Double, a: some LinearOperand) -> LinearExpression {
  a.linearExpression.scaled(by: factor)
}

func * (a: some LinearOperand, factor: Double) -> LinearExpression {
  a.linearExpression.scaled(by: factor)
}

func / (a: some LinearOperand, divisor: Double) -> LinearExpression {
  a.linearExpression.scaled(by: 1 / divisor)
}

func == (a: some LinearOperand, b: some LinearOperand) -> Constraint {
  Constraint(a - b, .equal)
}

func <= (a: some LinearOperand, b: some LinearOperand) -> Constraint {
  Constraint(a - b, .lessThanOrEqual)
}

func >= (a: some LinearOperand, b: some LinearOperand) -> Constraint {
  Constraint(a - b, .greaterThanOrEqual)
}

/// The constraint at a priority: `(x == 10) | 250`, as kiwi writes `(x == 10) | strength`.
///
/// `|` binds tighter than `==`, so the constraint needs its parentheses.
func | (constraint: Constraint, priority: Priority) -> Constraint {
  constraint.at(priority)
}
