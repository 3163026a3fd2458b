// The solver against kiwisolver itself (pip install kiwisolver) on seeded random systems, solved
// by kiwi in one python3 process per batch (kiwi/solve.py). It fails, never skips, when python3
// or kiwisolver is missing.
//
// Two families, on which strict priorities and kiwi's weighted strengths must agree:
// - fully determined systems: the required constraints fix every variable (a triangular system
//   in a random variable order, some equalities written as two inequalities, some scaled, plus
//   slack inequalities, conflicting weak constraints and unopposed edits), so priorities cannot
//   matter; the values are also checked against the point the system was built around;
// - ordered systems: difference constraints (coefficients ±1) and one optional constraint per
//   priority level, kiwi's weights 100 apart (1e6, 1e4, 1e2, 1, 1e-2), far more than any trade
//   between levels such a system allows, so the weighted and the lexicographic optimum agree;
//   the last levels pin one variable each, which makes the optimum unique.
import AutoLayout
import Foundation
import Testing

struct TestSystem {
  struct Row {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority
    /// kiwi's strength: nil for required.
    var kiwiStrength: Double?
  }

  var variables: Int
  var constraints: [Row] = []
  /// Edit variables: (variable, priority, kiwi strength, value).
  var edits: [(Int, Priority, Double, Double)] = []
  /// The point a determined system was built around.
  var expected: [Double]?

  func solve() throws -> [Double] {
    var solver = Solver()
    let v = (0..<variables).map { _ in solver.makeVariable() }
    for c in constraints {
      let e = LinearExpression(c.terms.map { LinearTerm(v[$0.0], $0.1) }, constant: c.constant)
      try solver.add(Constraint(e, c.relation, priority: c.priority))
    }
    for (variable, priority, _, value) in edits {
      try solver.addEditVariable(v[variable], priority: priority)
      try solver.suggestValue(v[variable], value)
    }
    return v.map { solver.value(of: $0) }
  }

  var json: String {
    func number(_ x: Double) -> String { "\(x)" }
    let rows = constraints.map { c -> String in
      let terms = c.terms.map { "[\($0.0), \(number($0.1))]" }.joined(separator: ", ")
      let op = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
      let strength = c.kiwiStrength.map(number) ?? "\"required\""
      return "{\"terms\": [\(terms)], \"constant\": \(number(c.constant)), \"op\": \"\(op)\", "
        + "\"strength\": \(strength)}"
    }
    let edits = self.edits.map {
      "{\"variable\": \($0.0), \"strength\": \(number($0.2)), \"value\": \(number($0.3))}"
    }
    return "{\"variables\": \(variables), \"constraints\": [\(rows.joined(separator: ", "))], "
      + "\"edits\": [\(edits.joined(separator: ", "))]}"
  }
}

extension SplitMix {
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

  mutating func shuffle<T>(_ values: inout [T]) {
    guard values.count > 1 else { return }
    for i in stride(from: values.count - 1, to: 0, by: -1) { values.swapAt(i, int(0...i)) }
  }
}

func determinedSystem(_ random: inout SplitMix) -> TestSystem {
  let n = random.int(2...8)
  let point = (0..<n).map { _ in Double(random.int(-50...50)) }
  var order = Array(0..<n)
  random.shuffle(&order)
  var system = TestSystem(variables: n, expected: point)
  func value(_ terms: [(Int, Double)]) -> Double {
    terms.reduce(0) { $0 + $1.1 * point[$1.0] }
  }
  for (k, variable) in order.enumerated() {
    var terms: [(Int, Double)] = [(variable, 1)]
    for _ in 0..<random.int(0...min(2, k)) {
      terms.append((order[random.int(0...(k - 1))], random.pick([-2, -1, -0.5, 0.5, 1, 2, 3])))
    }
    if terms.count == 1 && random.int(0...3) == 0 {
      system.edits.append((variable, strong, 1e6, point[variable]))
      continue
    }
    let scale: Double = random.pick([1, 1, -1, 2, -3])
    terms = terms.map { ($0.0, $0.1 * scale) }
    let constant = -value(terms)
    if random.int(0...2) == 0 {
      for relation in [Relation.lessThanOrEqual, .greaterThanOrEqual] {
        system.constraints.append(
          .init(
            terms: terms, constant: constant, relation: relation,
            priority: .required, kiwiStrength: nil))
      }
    } else {
      system.constraints.append(
        .init(
          terms: terms, constant: constant, relation: .equal,
          priority: .required, kiwiStrength: nil))
    }
  }
  for _ in 0..<random.int(0...3) {
    let terms = [(random.int(0...(n - 1)), 1.0), (random.int(0...(n - 1)), -1.0)]
    let margin = Double(random.int(1...10))
    system.constraints.append(
      .init(
        terms: terms, constant: -value(terms) + margin,
        relation: .greaterThanOrEqual, priority: .required, kiwiStrength: nil))
  }
  for _ in 0..<random.int(0...2) {
    system.constraints.append(
      .init(
        terms: [(random.int(0...(n - 1)), 1)],
        constant: Double(random.int(-100...100)), relation: .equal, priority: weak,
        kiwiStrength: 1))
  }
  random.shuffle(&system.constraints)
  return system
}

func orderedSystem(_ random: inout SplitMix) -> TestSystem {
  let n = random.int(2...3)
  let point = (0..<n).map { _ in Double(random.int(-20...20)) }
  var system = TestSystem(variables: n)
  for _ in 0..<random.int(1...3) {
    let i = random.int(0...(n - 1))
    var j = random.int(0...(n - 1))
    if j == i { j = (i + 1) % n }
    let relation = random.pick([Relation.lessThanOrEqual, .greaterThanOrEqual])
    let slack = Double(random.int(0...5))
    let difference = point[i] - point[j]
    // x_i − x_j − d relation 0, with d chosen so the point satisfies it.
    let d = relation == .lessThanOrEqual ? difference + slack : difference - slack
    system.constraints.append(
      .init(
        terms: [(i, 1), (j, -1)], constant: -d, relation: relation,
        priority: .required, kiwiStrength: nil))
  }
  let competing: [(Priority, Double)] = [(900, 1e6), (800, 1e4)]
  for (priority, strength) in competing {
    let i = random.int(0...(n - 1))
    var terms: [(Int, Double)] = [(i, 1)]
    if random.int(0...1) == 0 {
      let j = (i + 1) % n
      terms.append((j, -1))
    }
    system.constraints.append(
      .init(
        terms: terms, constant: Double(random.int(-30...30)),
        relation: random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
        priority: priority, kiwiStrength: strength))
  }
  let pins: [(Priority, Double)] = [(700, 1e2), (600, 1), (500, 1e-2)]
  for variable in 0..<n {
    system.constraints.append(
      .init(
        terms: [(variable, 1)],
        constant: Double(random.int(-40...40)), relation: .equal, priority: pins[variable].0,
        kiwiStrength: pins[variable].1))
  }
  random.shuffle(&system.constraints)
  return system
}

/// kiwi's solutions (nil where it finds a system unsatisfiable), from one python3 process.
func kiwiSolutions(_ systems: [TestSystem]) throws -> [[Double]?] {
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("kiwi/solve.py")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", script.path]
  let output = Pipe()
  let errors = Pipe()
  // The systems go in through a file, not a pipe: a python3 that fails before reading would
  // otherwise make the write raise SIGPIPE, and ignoring SIGPIPE here would leak into every
  // program the other tests start from this process.
  let body = "{\"systems\": [" + systems.map(\.json).joined(separator: ",\n") + "]}\n"
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent(
      "kiwi-systems-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max)).json"
    )
  try Data(body.utf8).write(to: file)
  defer { try? FileManager.default.removeItem(at: file) }
  process.standardInput = try FileHandle(forReadingFrom: file)
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    Issue.record("solve.py failed (python3 with kiwisolver is required): \(message)")
    return []
  }
  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
  let solutions = object?["solutions"] as? [Any] ?? []
  return solutions.map { $0 as? [Double] }
}

@Test func solutionsMatchKiwisolverOnDeterminedSystems() throws {
  var random = SplitMix(seed: 2026)
  let systems = (0..<300).map { _ in determinedSystem(&random) }
  let kiwi = try kiwiSolutions(systems)
  #expect(kiwi.count == systems.count)
  for (index, (system, theirs)) in zip(systems, kiwi).enumerated() {
    let ours = try system.solve()
    guard let theirs else {
      Issue.record("kiwi found determined system \(index) unsatisfiable: \(system.json)")
      continue
    }
    for (a, b) in zip(ours, theirs) {
      #expect(abs(a - b) <= 1e-6, "system \(index): \(system.json)")
    }
    for (a, b) in zip(ours, system.expected ?? []) {
      #expect(abs(a - b) <= 1e-6, "system \(index) misses its point: \(system.json)")
    }
  }
}

@Test func solutionsMatchKiwisolverWhereStrengthsOrderLikePriorities() throws {
  var random = SplitMix(seed: 19)
  let systems = (0..<300).map { _ in orderedSystem(&random) }
  let kiwi = try kiwiSolutions(systems)
  #expect(kiwi.count == systems.count)
  for (index, (system, theirs)) in zip(systems, kiwi).enumerated() {
    let ours = try system.solve()
    guard let theirs else {
      Issue.record("kiwi found system \(index) unsatisfiable: \(system.json)")
      continue
    }
    for (a, b) in zip(ours, theirs) {
      #expect(abs(a - b) <= 1e-6, "system \(index): \(system.json)")
    }
  }
}
