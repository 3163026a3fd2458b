// The Auto Layout engine's figures (issue 19): a 100-view screen solved cold and after a width
// change (incremental, through suggestValue), and a 1,000-view chain; each also replayed into a
// bare Solver (add + solve), the same work kiwisolver's bench (Tests/AutoLayoutTests/kiwi/
// bench.py) times on the same systems, which `--solver-json FILE` writes out with these figures.
//   swift build -c release --product safearea-bench
//   .build/release/safearea-bench --solver --solver-json /tmp/systems.json
//   python3 Tests/AutoLayoutTests/kiwi/bench.py /tmp/systems.json
import AutoLayout
import Glibc

/// A screen for the engine: views, constraints, and the two sizes it is resized between.
struct SolverCase {
  var name: String
  var views: [LayoutView]
  var constraints: [LayoutConstraint]
  var guides: (LayoutSize) -> [LayoutRect]
}

private func seconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// The median time of `runs` calls of `body`, in milliseconds.
private func milliseconds(_ runs: Int, _ body: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = seconds()
    body()
    times.append((seconds() - start) * 1000)
  }
  return median(times)
}

private let portrait = LayoutSize(width: 390, height: 844)
private let wider = LayoutSize(width: 430, height: 932)

/// The safe area of a notched phone in portrait (47 top, 34 bottom).
private func safeArea(_ size: LayoutSize) -> [LayoutRect] {
  [LayoutRect(x: 0, y: 47, width: size.width, height: size.height - 81)]
}

/// 100 views: 20 cards down the safe area, each holding a horizontal stack (inside the card's
/// margins) of an icon with an aspect ratio and two labels with intrinsic sizes.
func hundredViewCase() -> SolverCase {
  var views = [LayoutView(superview: nil)]
  var constraints: [LayoutConstraint] = []
  func add(
    _ a: LayoutItem, _ aa: LayoutAttribute, _ r: Relation, _ b: LayoutItem?,
    _ ba: LayoutAttribute?, _ m: Double = 1, _ c: Double = 0, _ p: Priority = .required
  ) {
    constraints.append(
      LayoutConstraint(
        a, aa, r, b, ba, multiplier: m, constant: c, priority: p,
        origin: constraints.count))
  }
  var previousCard: Int?
  for row in 0..<20 {
    let card = views.count
    let stack = card + 1
    views.append(LayoutView(superview: 0))
    views.append(
      LayoutView(
        superview: card,
        stack: StackLayout(
          axis: .horizontal, distribution: .fill, alignment: .center, spacing: 8,
          arrangedSubviews: [stack + 1, stack + 2, stack + 3])))
    views.append(LayoutView(superview: stack))
    let widths = [60.0 + Double(row % 5) * 10, 40 + Double(row % 3) * 15]
    for (k, width) in widths.enumerated() {
      views.append(
        LayoutView(
          superview: stack, intrinsicWidth: width, intrinsicHeight: 20 + Double(k) * 2,
          hugging: AxisPriorities(horizontal: k == 1 ? 200 : 250, vertical: 250)))
    }
    let icon = LayoutItem.view(stack + 1)
    add(icon, .width, .equal, nil, nil, 1, 32)
    add(icon, .height, .equal, icon, .width)
    add(.view(card), .leading, .equal, .guide(0), .leading, 1, 16)
    add(.view(card), .trailing, .equal, .guide(0), .trailing, 1, -16)
    if let previousCard {
      add(.view(card), .top, .equal, .view(previousCard), .bottom, 1, 8)
    } else {
      add(.view(card), .top, .equal, .guide(0), .top, 1, 8)
    }
    add(.view(card), .height, .greaterThanOrEqual, nil, nil, 1, 44)
    add(.view(card), .height, .equal, nil, nil, 1, 0, 100)
    for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      add(.view(stack), a, .equal, .marginsGuide(card), a)
    }
    previousCard = card
  }
  // 1 root + 20 × 5 = 101 views.
  return SolverCase(
    name: "100 views", views: views, constraints: constraints, guides: safeArea)
}

/// 1,000 views, each placed from the one before: the deepest depends on every other, so a width
/// change reaches all of them.
func chainedCase() -> SolverCase {
  var views = [LayoutView(superview: nil)]
  var constraints: [LayoutConstraint] = []
  for index in 1...1000 {
    views.append(LayoutView(superview: 0, intrinsicWidth: 100, intrinsicHeight: 20))
    let me = LayoutItem.view(index)
    if index == 1 {
      constraints.append(LayoutConstraint(me, .leading, .equal, .guide(0), .leading, constant: 10))
      constraints.append(LayoutConstraint(me, .top, .equal, .guide(0), .top))
      constraints.append(LayoutConstraint(me, .width, .equal, .view(0), .width, multiplier: 0.5))
    } else {
      let previous = LayoutItem.view(index - 1)
      constraints.append(LayoutConstraint(me, .leading, .equal, previous, .leading, constant: 0.1))
      constraints.append(LayoutConstraint(me, .top, .equal, previous, .bottom, constant: 1))
      constraints.append(LayoutConstraint(me, .width, .equal, previous, .width, constant: -0.1))
    }
  }
  return SolverCase(
    name: "1,000 chained", views: views, constraints: constraints, guides: safeArea)
}

/// One system as solve.py and bench.py read it, with this bench's figures for bench.py's ratio.
private func systemJSON(
  _ solver: Solver, name: String, resize: (variables: [Variable], values: ([Double], [Double])),
  figures: [String: Double]
) -> String {
  var rows: [String] = []
  for index in 0..<solver.constraintCount {
    guard let c = solver.constraint(ConstraintID(index: index)) else { continue }
    let terms = c.expression.terms.map { "[\($0.variable.index), \($0.coefficient)]" }
    let op = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
    // kiwi has no strict priorities: an optional priority is its weight.
    let strength = c.priority.isRequired ? "\"required\"" : "\(c.priority.value)"
    rows.append(
      "{\"terms\": [\(terms.joined(separator: ", "))], \"constant\": \(c.expression.constant), "
        + "\"op\": \"\(op)\", \"strength\": \(strength)}")
  }
  // kiwi refuses required edits; 1e9 is just below its required strength (1.001e9).
  let edits = solver.editVariables.map {
    "{\"variable\": \($0.variable.index), \"strength\": 1e9, \"value\": \($0.value)}"
  }
  let numbers = figures.keys.sorted().map { "\"\($0)\": \(figures[$0] ?? 0)" }
  return "{\"name\": \"\(name)\", \"variables\": \(solver.variableCount), "
    + "\"constraints\": [\(rows.joined(separator: ",\n"))], "
    + "\"edits\": [\(edits.joined(separator: ", "))], "
    + "\"resizeVariables\": [\(resize.variables.map { "\($0.index)" }.joined(separator: ", "))], "
    + "\"resizeValues\": [[\(resize.values.0.map { "\($0)" }.joined(separator: ", "))], "
    + "[\(resize.values.1.map { "\($0)" }.joined(separator: ", "))]], "
    + "\"swift\": {\(numbers.joined(separator: ", "))}}"
}

/// Replays an engine's solver into a fresh solver: kiwi's add + solve, here.
private func replay(_ source: Solver) -> Solver {
  var solver = Solver()
  for _ in 0..<source.variableCount { _ = solver.makeVariable() }
  // The edits first, as the engine adds them.
  for edit in source.editVariables {
    try? solver.addEditVariable(edit.variable, priority: edit.priority)
    try? solver.suggestValue(edit.variable, edit.value)
  }
  for index in 0..<source.constraintCount {
    if let c = source.constraint(ConstraintID(index: index)) { _ = try? solver.add(c) }
  }
  return solver
}

/// Prints the engine's figures and, with `json`, writes the systems for kiwisolver's bench.
func runSolverCases(runs: Int, json: String?) {
  var systems: [String] = []
  print("safearea-bench --solver: median of \(runs) runs, milliseconds")
  for solverCase in [hundredViewCase(), chainedCase()] {
    func engine() -> LayoutEngine? {
      try? LayoutEngine(
        views: solverCase.views, constraints: solverCase.constraints, rootSize: portrait,
        guides: solverCase.guides(portrait))
    }
    guard var incremental = engine() else {
      fail("the \(solverCase.name) case does not build")
    }
    let cold = milliseconds(runs) { _ = engine() }
    var flip = false
    let resize = milliseconds(runs) {
      flip.toggle()
      let size = flip ? wider : portrait
      try? incremental.update(rootSize: size, guides: solverCase.guides(size))
    }
    let source = incremental.solver
    let replayed = milliseconds(runs) { _ = replay(source) }
    // The edit values (root size, guides) at each size, as the engine suggests them.
    let edits = source.editVariables.map(\.variable)
    let values = (
      engine()?.solver.editVariables.map(\.value) ?? [],
      (try? LayoutEngine(
        views: solverCase.views, constraints: solverCase.constraints, rootSize: wider,
        guides: solverCase.guides(wider)))?.solver.editVariables.map(\.value) ?? []
    )
    var bare = replay(source)
    flip = false
    let suggest = milliseconds(runs) {
      flip.toggle()
      for (variable, value) in zip(edits, flip ? values.1 : values.0) {
        try? bare.suggestValue(variable, value)
      }
    }
    let result = incremental.result
    if getenv("SOLVER_DEBUG") != nil { print(result.ambiguous.prefix(6)) }
    print(
      "  \(pad(solverCase.name, 14)) \(solverCase.views.count) views, "
        + "\(source.constraintCount) constraints: engine cold \(fixed(cold, 3)), "
        + "resize \(fixed(resize, 3)); solver add+solve \(fixed(replayed, 3)), "
        + "suggestValue \(fixed(suggest, 3)) (\(result.broken.count) broken, "
        + "\(result.ambiguous.count) ambiguous)")
    systems.append(
      systemJSON(
        source, name: solverCase.name, resize: (edits, values),
        figures: [
          "engineCold": cold, "engineResize": resize, "addSolve": replayed,
          "suggestValue": suggest,
        ]))
  }
  guard let json else { return }
  let body = "{\"runs\": \(runs), \"systems\": [\(systems.joined(separator: ",\n"))]}\n"
  guard let file = fopen(json, "w") else { fail("cannot write \(json)") }
  fputs(body, file)
  fclose(file)
  print("  systems written to \(json) (python3 Tests/AutoLayoutTests/kiwi/bench.py \(json))")
}
