/// What the engine found: each view's frame, the constraints it broke, the views it could not
/// place.
public struct LayoutResult: Equatable, Sendable {
  /// Each view's frame in the root view's coordinates, by view index.
  public var frames: [LayoutRect]
  /// Each view's frame in its superview's coordinates (the root's is its own frame).
  public var framesInSuperview: [LayoutRect]
  /// The required constraints left out, in the order they were met, with their conflicts.
  public var broken: [BrokenLayoutConstraint]
  /// The views whose position or size the constraints leave open, by axis, in view order.
  public var ambiguous: [AmbiguousView]
}

/// Auto Layout for a tree of views: turns views, guides, intrinsic sizes, stack views and the
/// caller's constraints into solver constraints and solves them as UIKit would.
///
/// Every frame is solved in the root's coordinates: a view has four variables (minX, minY,
/// width, height); the root sits at (0, 0) with the size given from outside, and so do the guides.
/// The root's size and the guides enter as edit variables at priority 1000 (above every optional
/// constraint), so `update(rootSize:guides:)` re-solves incrementally with `suggestValue`. When
/// the caller's required constraints contradict the given sizes (an edit not met), the engine
/// solves again with the sizes as required constraints added first, so that, as in UIKit, a
/// constraint of the caller's is broken, never the screen's size; both paths give the same
/// frames whenever the edits can be met.
///
/// Required constraints are added in this order: the caller's, in the given order, then each
/// stack view's (`StackConstraints`), by view. UIKit creates a stack view's constraints when it
/// updates constraints, after the app's own are active, hence the order. A required constraint
/// that contradicts those before it is broken (the solver's rule): so between a stack's
/// constraint and the caller's, the stack's is the one broken.
///
/// A view's intrinsic-size constraints (hugging `size <= intrinsic`, compression resistance
/// `size >= intrinsic`, per axis) are optional, so where they go changes no result, only the
/// work: they go in right after the last constraint that names the view (or its margins).
/// Before that, the required constraints still find the view's variables free to solve for
/// (added first, they would leave no variable to solve for and need an artificial phase);
/// after it, few rows are built on the size yet (added last, the size would be substituted
/// into every row a column of labels built on it: cubic work).
///
/// Bounded: no recursion on the tree's depth; building is linear in views and constraints apart
/// from the solver's own work, and reports cost one more pass only when something is broken.
public struct LayoutEngine {
  private let views: [LayoutView]
  /// The caller's constraints, then the stack views'.
  private let constraints: [EngineConstraint]
  /// The intrinsic-size constraints, view by view: view i's are `intrinsicStart[i]..<[i + 1]`.
  private let intrinsic: [EngineConstraint]
  private let intrinsicStart: [Int]
  private let spacerCount: Int
  /// The solver behind the result: its constraints, edit variables and values (read-only).
  public private(set) var solver = Solver()
  private var variables = Variables()
  private var solverSources: [ConstraintSource] = []
  /// Whether the root size and guides are edit variables (false: required constraints).
  private var editing = true
  /// The broken constraints of the last build: while the sizes are edits they are not among the
  /// required constraints, so which constraints break, and why, does not change with them.
  private var broken: [BrokenLayoutConstraint]?
  private var rootSize: LayoutSize
  private var guides: [LayoutRect]

  /// The solution for the current root size and guides.
  public private(set) var result: LayoutResult

  /// Lays out `views` under `constraints` for a root of `rootSize` and the `guides` rectangles
  /// (in root coordinates); throws only for input no layout can fix.
  public init(
    views: [LayoutView], constraints: [LayoutConstraint], rootSize: LayoutSize,
    guides: [LayoutRect]
  ) throws(LayoutInputError) {
    try LayoutEngine.validate(views: views)
    var intrinsic: [EngineConstraint] = []
    var intrinsicStart = [Int](repeating: 0, count: views.count + 1)
    for (index, view) in views.enumerated() where index > 0 {
      intrinsicStart[index] = intrinsic.count
      for axis in [LayoutAxis.horizontal, .vertical] {
        guard let size = view.intrinsic(axis) else { continue }
        guard size.isFinite && size >= 0 else {
          throw LayoutInputError(
            view: index,
            message: "intrinsic \(axis == .horizontal ? "width" : "height") must be "
              + "a number of 0 or more")
        }
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        intrinsic.append(
          EngineConstraint(
            first: .view(index), firstAttribute: attribute, relation: .lessThanOrEqual,
            constant: size, priority: view.hugging.on(axis),
            source: .hugging(view: index, axis: axis)))
        intrinsic.append(
          EngineConstraint(
            first: .view(index), firstAttribute: attribute, relation: .greaterThanOrEqual,
            constant: size, priority: view.compressionResistance.on(axis),
            source: .compressionResistance(view: index, axis: axis)))
      }
    }
    intrinsicStart[views.count] = intrinsic.count
    intrinsicStart[0] = 0
    var all: [EngineConstraint] = []
    all.reserveCapacity(constraints.count)
    for constraint in constraints {
      all.append(try LayoutEngine.engineConstraint(constraint, views: views, guides: guides.count))
    }
    var spacers = 0
    for (index, view) in views.enumerated() {
      if let stack = view.stack {
        StackConstraints.make(
          stack: index, stack, views: views, spacers: &spacers, into: &all)
      }
    }
    try LayoutEngine.validate(rootSize: rootSize, guides: guides)
    self.views = views
    self.constraints = all
    self.intrinsic = intrinsic
    self.intrinsicStart = intrinsicStart
    self.spacerCount = spacers
    self.rootSize = rootSize
    self.guides = guides
    self.result = LayoutResult(frames: [], framesInSuperview: [], broken: [], ambiguous: [])
    solveFresh()
  }

  /// Re-solves for a new root size and guides (a window resize, the keyboard): incrementally
  /// through `suggestValue` when the sizes can be met, else from scratch as `init` would.
  public mutating func update(rootSize: LayoutSize, guides: [LayoutRect]) throws(LayoutInputError) {
    guard guides.count == self.guides.count else {
      throw LayoutInputError(
        message: "expected \(self.guides.count) guide rectangles, got \(guides.count)")
    }
    try LayoutEngine.validate(rootSize: rootSize, guides: guides)
    self.rootSize = rootSize
    self.guides = guides
    // Each layout gets the whole work budget; what it leaves does not carry over.
    solver.renewWorkBudget()
    if editing {
      suggestSizes()
      if editsMet() {
        result = makeResult()
        return
      }
    }
    solveFresh()
  }

  // MARK: - Input

  private static func validate(views: [LayoutView]) throws(LayoutInputError) {
    guard let root = views.first else {
      throw LayoutInputError(message: "there must be a root view")
    }
    guard root.superview == nil else {
      throw LayoutInputError(view: 0, message: "the root view cannot have a superview")
    }
    var arrangedIn = [Int](repeating: -1, count: views.count)
    for (index, view) in views.enumerated() where index > 0 {
      guard let parent = view.superview else {
        throw LayoutInputError(view: index, message: "only the root view may lack a superview")
      }
      guard parent >= 0 && parent < index else {
        throw LayoutInputError(
          view: index,
          message: "its superview (\(parent)) must be a view listed before it")
      }
    }
    for (index, view) in views.enumerated() {
      guard let stack = view.stack else { continue }
      guard stack.spacing.isFinite else {
        throw LayoutInputError(view: index, message: "stack spacing must be a number")
      }
      for item in stack.arrangedSubviews {
        guard item > 0 && item < views.count, views[item].superview == index else {
          throw LayoutInputError(
            view: index, message: "arranged subview \(item) is not one of its subviews")
        }
        guard arrangedIn[item] < 0 else {
          throw LayoutInputError(view: item, message: "it is arranged twice")
        }
        arrangedIn[item] = index
      }
    }
    for (index, view) in views.enumerated() {
      let m = view.layoutMargins
      guard m.top.isFinite && m.left.isFinite && m.bottom.isFinite && m.right.isFinite else {
        throw LayoutInputError(view: index, message: "layout margins must be numbers")
      }
    }
  }

  private static func validate(rootSize: LayoutSize, guides: [LayoutRect]) throws(LayoutInputError)
  {
    guard rootSize.width.isFinite && rootSize.height.isFinite else {
      throw LayoutInputError(message: "the root size must be numbers")
    }
    for (index, guide) in guides.enumerated() where !guide.isFinite {
      throw LayoutInputError(message: "guide \(index)'s rectangle must be numbers")
    }
  }

  private static func engineConstraint(
    _ c: LayoutConstraint, views: [LayoutView], guides: Int
  ) throws(LayoutInputError) -> EngineConstraint {
    func fail(_ message: String) -> LayoutInputError {
      LayoutInputError(constraintOrigin: c.origin, message: message)
    }
    func item(_ item: LayoutItem) throws(LayoutInputError) -> EngineItem {
      switch item {
      case .view(let index):
        guard index >= 0 && index < views.count else { throw fail("no view \(index)") }
        return .view(index)
      case .guide(let index):
        guard index >= 0 && index < guides else { throw fail("no guide \(index)") }
        return .guide(index)
      case .marginsGuide(let index):
        guard index >= 0 && index < views.count else { throw fail("no view \(index)") }
        return .margins(index)
      }
    }
    guard c.multiplier.isFinite && c.constant.isFinite else {
      throw fail("the multiplier and constant must be numbers")
    }
    let first = try item(c.firstItem)
    let a = c.firstAttribute
    var second: EngineItem?
    if let secondItem = c.secondItem {
      guard let b = c.secondAttribute else { throw fail("the second item needs an attribute") }
      second = try item(secondItem)
      // UIKit's pairing rules (NSLayoutConstraint raises for each of these).
      if a.isSize != b.isSize {
        throw fail("'\(a.rawValue)' cannot be related to '\(b.rawValue)': a size pairs with a size")
      }
      if !a.isSize && a.axis != b.axis {
        throw fail(
          "'\(a.rawValue)' and '\(b.rawValue)' are on different axes")
      }
      let absolute: Set<LayoutAttribute> = [.left, .right]
      if (a.isDirectional && absolute.contains(b)) || (b.isDirectional && absolute.contains(a)) {
        throw fail("use leading/trailing for both or neither, not with left/right")
      }
      if !a.isSize && c.multiplier == 0 {
        throw fail("a position ('\(a.rawValue)') cannot have a multiplier of 0")
      }
    } else {
      guard a.isSize else {
        throw fail("'\(a.rawValue)' is a position: it needs a second item, not only a constant")
      }
      guard c.secondAttribute == nil else { throw fail("an attribute without a second item") }
    }
    return EngineConstraint(
      first: first, firstAttribute: a, relation: c.relation, second: second,
      secondAttribute: c.secondAttribute, multiplier: c.multiplier, constant: c.constant,
      priority: c.priority, source: .user(origin: c.origin))
  }

  // MARK: - Solving

  /// The solver variables of every item that has its own.
  struct Variables {
    /// minX, minY, width, height of each view (the root's minX and minY are unused).
    var views: [Variable] = []
    var guides: [Variable] = []
    var spacers: [Variable] = []
  }

  private mutating func solveFresh() {
    editing = true
    build()
    if !editsMet() {
      editing = false
      build()
    }
    result = makeResult()
  }

  private mutating func build() {
    broken = nil
    // A rebuild within one operation spends what that operation has left of the work budget.
    solver = Solver(workBudget: Tableau.workBudget, workLeft: max(1, solver.workLeft))
    solverSources = []
    var v = Variables()
    v.views.reserveCapacity(views.count * 4)
    for _ in 0..<(views.count * 4) { v.views.append(solver.makeVariable()) }
    for _ in 0..<(guides.count * 4) { v.guides.append(solver.makeVariable()) }
    for _ in 0..<(spacerCount * 4) { v.spacers.append(solver.makeVariable()) }
    variables = v
    let fixed = sizeVariables()
    if editing {
      for (variable, _) in fixed {
        // Only misuse throws, and these variables are this solver's own.
        try? solver.addEditVariable(variable, priority: .required)
      }
      suggestSizes()
    } else {
      for (variable, (value, source)) in fixed {
        addToSolver(Constraint(variable - value, .equal), source: source)
      }
    }
    // Each view's intrinsic constraints go in right after the last constraint that names it.
    var lastUse = [Int](repeating: -1, count: views.count)
    func viewOf(_ item: EngineItem?) -> Int? {
      switch item {
      case .view(let index), .margins(let index): return index
      default: return nil
      }
    }
    for (index, constraint) in constraints.enumerated() {
      for item in [constraint.first, constraint.second] {
        if let view = viewOf(item) { lastUse[view] = index }
      }
    }
    let order = views.indices.sorted { (lastUse[$0], $0) < (lastUse[$1], $1) }
    var next = 0
    func placeIntrinsics(through index: Int) {
      while next < order.count && lastUse[order[next]] <= index {
        let view = order[next]
        for k in intrinsicStart[view]..<intrinsicStart[view + 1] {
          addToSolver(solverConstraint(intrinsic[k]), source: intrinsic[k].source)
        }
        next += 1
      }
    }
    placeIntrinsics(through: -1)
    for (index, constraint) in constraints.enumerated() {
      addToSolver(solverConstraint(constraint), source: constraint.source)
      placeIntrinsics(through: index)
    }
  }

  private mutating func addToSolver(_ constraint: Constraint, source: ConstraintSource) {
    if (try? solver.add(constraint)) != nil { solverSources.append(source) }
  }

  /// The variables given from outside (root width and height, each guide's four), their values
  /// and what to call them in reports.
  private func sizeVariables() -> [(Variable, (Double, ConstraintSource))] {
    var result: [(Variable, (Double, ConstraintSource))] = [
      (variables.views[2], (rootSize.width, .rootSize)),
      (variables.views[3], (rootSize.height, .rootSize)),
    ]
    for (index, guide) in guides.enumerated() {
      let values = [guide.x, guide.y, guide.width, guide.height]
      for k in 0..<4 {
        result.append((variables.guides[index * 4 + k], (values[k], .guide(index))))
      }
    }
    return result
  }

  private mutating func suggestSizes() {
    for (variable, (value, _)) in sizeVariables() {
      try? solver.suggestValue(variable, value)
    }
  }

  private func editsMet() -> Bool {
    sizeVariables().allSatisfy { solver.isSuggestionMet($0.0) }
  }

  /// `item.attribute` as a linear expression of the solver's variables.
  private func expression(_ item: EngineItem, _ attribute: LayoutAttribute) -> LinearExpression {
    var x = LinearExpression()
    var y = LinearExpression()
    var w = LinearExpression()
    var h = LinearExpression()
    func four(_ vars: [Variable], _ base: Int) {
      x = LinearExpression(vars[base])
      y = LinearExpression(vars[base + 1])
      w = LinearExpression(vars[base + 2])
      h = LinearExpression(vars[base + 3])
    }
    switch item {
    case .view(let index):
      four(variables.views, index * 4)
      if index == 0 {
        x = LinearExpression(0)
        y = LinearExpression(0)
      }
    case .guide(let index):
      four(variables.guides, index * 4)
    case .spacer(let index):
      four(variables.spacers, index * 4)
    case .margins(let index):
      four(variables.views, index * 4)
      if index == 0 {
        x = LinearExpression(0)
        y = LinearExpression(0)
      }
      let m = views[index].layoutMargins
      x.constant += m.left
      y.constant += m.top
      w.constant -= m.left + m.right
      h.constant -= m.top + m.bottom
    }
    switch attribute {
    case .left, .leading: return x
    case .top: return y
    case .width: return w
    case .height: return h
    case .right, .trailing: return x.adding(w)
    case .bottom: return y.adding(h)
    case .centerX: return x.adding(w.scaled(by: 0.5))
    case .centerY: return y.adding(h.scaled(by: 0.5))
    }
  }

  private func solverConstraint(_ c: EngineConstraint) -> Constraint {
    var e = expression(c.first, c.firstAttribute)
    if let second = c.second, let attribute = c.secondAttribute {
      e = e.adding(expression(second, attribute).scaled(by: -c.multiplier))
    }
    e.constant -= c.constant
    return Constraint(e, c.relation, priority: c.priority)
  }

  // MARK: - Result

  private mutating func makeResult() -> LayoutResult {
    var frames: [LayoutRect] = []
    frames.reserveCapacity(views.count)
    for index in views.indices {
      let base = index * 4
      let origin = index == 0
      frames.append(
        LayoutRect(
          x: origin ? 0 : solver.value(of: variables.views[base]),
          y: origin ? 0 : solver.value(of: variables.views[base + 1]),
          width: solver.value(of: variables.views[base + 2]),
          height: solver.value(of: variables.views[base + 3])))
    }
    var local = frames
    for (index, view) in views.enumerated() {
      if let parent = view.superview {
        local[index].x -= frames[parent].x
        local[index].y -= frames[parent].y
      }
    }
    let broken =
      self.broken
      ?? solver.brokenConstraints().map { b in
        BrokenLayoutConstraint(
          broken: solverSources[b.constraint.index],
          conflicts: b.conflicts.map { solverSources[$0.index] })
      }
    self.broken = broken
    let open = solver.ambiguity()
    var ambiguous: [AmbiguousView] = []
    for index in views.indices where index > 0 {
      let base = variables.views[index * 4].index
      let horizontal = open[base] || open[base + 2]
      let vertical = open[base + 1] || open[base + 3]
      if horizontal || vertical {
        ambiguous.append(AmbiguousView(view: index, horizontal: horizontal, vertical: vertical))
      }
    }
    return LayoutResult(
      frames: frames, framesInSuperview: local, broken: broken, ambiguous: ambiguous)
  }
}
