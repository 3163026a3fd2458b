import AutoLayout

/// A views file as the Auto Layout engine takes it, built once per file.
///
/// It holds the engine's views (the content view controller's view first), every constraint
/// the file means (its anchors and frames as constraints, then what it writes, in the file's
/// order) and the guides they use. Only the guides' rectangles and the root's size change from
/// layout to layout.
struct ViewSystem: Sendable {
  /// What a guide given to the engine stands for; its rectangle is read from each layout.
  enum GuideKey: Hashable, Sendable {
    /// An anchor's area as the anchor form reads it for a view (SwiftUI's ignored edges and
    /// keyboard, the classic keyboard handler's raise).
    case region(Anchor, ignoring: IgnoredSafeArea?, swiftUI: Bool, raised: Bool)
    /// `keyboardLayoutGuide` as a constraint names it (`keyboard.top`).
    case keyboardLayoutGuide
  }

  /// Where a constraint comes from, for reports and for the rules that read them.
  enum Kind: Equatable, Sendable {
    /// An anchor of the view's (`"top": {"to": "safeArea"}`), or its `width` or `height`.
    case pin
    /// Its `frame`: frame-based code, never on purpose.
    case frame
    /// Written in a `constraints` list.
    case written
    /// UIKit's engine keeps sizes non-negative: this width or height `>= 0`.
    case nonNegative(LayoutAttribute)
  }

  /// A constraint of the file's, as reports name it.
  struct Source: Sendable {
    var text: String
    /// The file's views it names, the one it belongs to first.
    var views: [Int]
    var kind: Kind
    /// Where it is written (the view's place for its anchors and frame), for errors.
    var line = 0
    var column = 0
    var path = ""
  }

  /// The engine's views: the root, then the file's (file view i is engine view i + 1).
  let views: [LayoutView]
  let guides: [GuideKey]
  /// Every constraint, by origin (the engine's `origin` is the index here).
  let sources: [Source]
  private let caller: [LayoutConstraint]
  /// For each file view, the non-negative sizes it needs (origins into `sources`).
  private let nonNegative: [[Int]]
  /// For each file view, its first and last constraint in `caller` (nil when none names it).
  private let uses: [(first: Int, last: Int)?]
  /// For each file view, the origins of the constraints naming it, in the order added.
  let named: [[Int]]
  /// For each file view, the edges written flush with its superview (`v.top == superview.top`).
  let flushEdges: [Set<Edge>]
  /// For each file view, the anchors and guides its constraints read, for the notes.
  let reads: [[Read]]

  /// What a view's constraints read from the layout, in the order notes report them.
  enum Read: Hashable, Sendable {
    case anchor(Anchor)
    case keyboardLayoutGuide
  }

  init(_ file: ViewsFile) {
    var views = [LayoutView(superview: nil)]
    views.reserveCapacity(file.views.count + 1)
    for spec in file.views {
      var view = LayoutView(superview: (spec.superview ?? -1) + 1)
      if let size = spec.intrinsic {
        view.intrinsicWidth = size.width
        view.intrinsicHeight = size.height
        view.hugging = AxisPriorities(
          horizontal: Priority(size.hugging.horizontal),
          vertical: Priority(size.hugging.vertical))
        view.compressionResistance = AxisPriorities(
          horizontal: Priority(size.compressionResistance.horizontal),
          vertical: Priority(size.compressionResistance.vertical))
      }
      if let m = spec.layoutMargins {
        view.layoutMargins = LayoutInsets(
          top: m.top, left: m.left, bottom: m.bottom, right: m.right)
      }
      if let stack = spec.stack {
        view.stack = StackLayout(
          axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment,
          spacing: stack.spacing,
          isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement,
          arrangedSubviews: stack.arranged.map { $0 + 1 })
      }
      views.append(view)
    }
    var builder = Builder(file: file)
    builder.collect()
    self.views = views
    self.guides = builder.guides
    self.sources = builder.sources
    self.caller = builder.ordered
    self.nonNegative = builder.nonNegative
    self.uses = builder.uses
    self.named = builder.named
    self.flushEdges = builder.flush
    self.reads = builder.reads
  }

  /// The engine's constraints: the caller's in the file's order, each view's non-negative sizes
  /// right after the last constraint naming it (added before it, an inequality would leave no
  /// variable to solve for and cost the solver an artificial phase each), or, for the views in
  /// `early`, right before the first: then a constraint that would make a size negative is the
  /// one broken, as in UIKit, whose engine restricts sizes to non-negative values.
  func constraints(early: Set<Int> = []) -> [LayoutConstraint] {
    var before: [Int: [Int]] = [:]
    var after: [Int: [Int]] = [:]
    var unused: [Int] = []
    for (view, origins) in nonNegative.enumerated() where !origins.isEmpty {
      guard let use = uses[view] else {
        unused.append(contentsOf: origins)
        continue
      }
      if early.contains(view) {
        before[use.first, default: []].append(contentsOf: origins)
      } else {
        after[use.last, default: []].append(contentsOf: origins)
      }
    }
    var list: [LayoutConstraint] = []
    list.reserveCapacity(sources.count)
    for (index, constraint) in caller.enumerated() {
      for origin in before[index] ?? [] { list.append(nonNegativeConstraint(origin)) }
      list.append(constraint)
      for origin in after[index] ?? [] { list.append(nonNegativeConstraint(origin)) }
    }
    for origin in unused { list.append(nonNegativeConstraint(origin)) }
    return list
  }

  private func nonNegativeConstraint(_ origin: Int) -> LayoutConstraint {
    let view = sources[origin].views[0] + 1
    guard case .nonNegative(let attribute) = sources[origin].kind else {
      return LayoutConstraint(.view(view), .width, .greaterThanOrEqual, origin: origin)
    }
    return LayoutConstraint(.view(view), attribute, .greaterThanOrEqual, origin: origin)
  }

  /// Whether `origin` is one of the non-negative sizes, and whose.
  func nonNegativeView(_ origin: Int) -> Int? {
    guard case .nonNegative = sources[origin].kind else { return nil }
    return sources[origin].views.first
  }
}

// MARK: - Building

extension ViewSystem {
  /// Turns a file's views and constraints into the engine's constraints.
  fileprivate struct Builder {
    let file: ViewsFile
    var guides: [GuideKey] = []
    var guideIndex: [GuideKey: Int] = [:]
    var sources: [Source] = []
    /// The caller's constraints with their place in the file, before sorting.
    var pending: [(line: Int, column: Int, sequence: Int, constraint: LayoutConstraint)] = []
    var ordered: [LayoutConstraint] = []
    var nonNegative: [[Int]]
    var uses: [(first: Int, last: Int)?]
    var named: [[Int]]
    var flush: [Set<Edge>]
    var reads: [[Read]]

    init(file: ViewsFile) {
      self.file = file
      let n = file.views.count
      nonNegative = Array(repeating: [], count: n)
      uses = Array(repeating: nil, count: n)
      named = Array(repeating: [], count: n)
      flush = Array(repeating: [], count: n)
      reads = Array(repeating: [], count: n)
    }

    mutating func guide(_ key: GuideKey) -> LayoutItem {
      if let index = guideIndex[key] { return .guide(index) }
      guideIndex[key] = guides.count
      guides.append(key)
      return .guide(guides.count - 1)
    }

    /// The engine's item for a view's superview.
    func superview(of view: Int) -> LayoutItem {
      .view((file.views[view].superview ?? -1) + 1)
    }

    func name(_ view: Int?) -> String {
      guard let view else { return "superview" }
      return file.views[view].name
    }

    mutating func add(
      _ constraint: LayoutConstraint, text: String, views: [Int], kind: Kind, line: Int,
      column: Int, path: String
    ) {
      var c = constraint
      c.origin = sources.count
      sources.append(
        Source(text: text, views: views, kind: kind, line: line, column: column, path: path))
      pending.append((line, column, pending.count, c))
    }

    mutating func note(_ read: Read, for view: Int) {
      if !reads[view].contains(read) { reads[view].append(read) }
    }

    mutating func collect() {
      for (index, spec) in file.views.enumerated() { sugar(index, spec) }
      for constraint in file.constraints { written(constraint) }
      pending.sort { ($0.line, $0.column, $0.sequence) < ($1.line, $1.column, $1.sequence) }
      ordered = pending.map(\.constraint)
      for (position, constraint) in ordered.enumerated() {
        for view in sources[constraint.origin].views {
          named[view].append(constraint.origin)
          if let use = uses[view] {
            uses[view] = (use.first, position)
          } else {
            uses[view] = (position, position)
          }
        }
      }
      // Sizes no constraint fixes to a constant need UIKit's non-negative restriction.
      for (index, spec) in file.views.enumerated() {
        var fixed: (width: Bool, height: Bool) = (false, false)
        switch spec.placement {
        case .frame: fixed = (true, true)
        case .edges(let pins): fixed = (pins.width != nil, pins.height != nil)
        }
        for axis in [LayoutAttribute.width, .height] {
          if axis == .width ? fixed.width : fixed.height { continue }
          nonNegative[index].append(sources.count)
          sources.append(
            Source(
              text: "\(spec.name).\(axis.rawValue) >= 0", views: [index], kind: .nonNegative(axis),
              line: spec.line, column: spec.column, path: spec.path))
        }
      }
    }

    /// A view's frame or anchors as constraints, where the view begins in the file.
    mutating func sugar(_ index: Int, _ spec: ViewSpec) {
      let me = LayoutItem.view(index + 1)
      let parent = superview(of: index)
      let parentName = "superview"
      func add(_ c: LayoutConstraint, _ text: String, _ kind: Kind) {
        self.add(
          c, text: text, views: [index], kind: kind, line: spec.line, column: spec.column,
          path: spec.path)
      }
      let n = spec.name
      switch spec.placement {
      case .frame(let f):
        add(
          LayoutConstraint(me, .left, .equal, parent, .left, constant: f.x),
          ConstraintText.make("\(n).left", "==", "\(parentName).left", constant: f.x), .frame)
        add(
          LayoutConstraint(me, .top, .equal, parent, .top, constant: f.y),
          ConstraintText.make("\(n).top", "==", "\(parentName).top", constant: f.y), .frame)
        add(
          LayoutConstraint(me, .width, .equal, constant: f.width),
          ConstraintText.make("\(n).width", "==", nil, constant: f.width), .frame)
        add(
          LayoutConstraint(me, .height, .equal, constant: f.height),
          ConstraintText.make("\(n).height", "==", nil, constant: f.height), .frame)
      case .edges(let pins):
        let swiftUI = file.swiftUI || spec.ignoresSafeArea != nil
        // In the order the closed form read them, so the notes keep their order.
        let edges: [(LayoutAttribute, Pin?, Double)] = [
          (.left, pins.left, 1), (.right, pins.right, -1), (.centerX, pins.centerX, 1),
          (.top, pins.top, 1), (.bottom, pins.bottom, -1), (.centerY, pins.centerY, 1),
        ]
        for (attribute, pin, sign) in edges {
          guard let pin else { continue }
          let target: LayoutItem
          let targetName: String
          if pin.anchor == .superview, pin.constant == 0, let edge = Self.edge(attribute) {
            flush[index].insert(edge)
          }
          if pin.anchor == .superview && !(attribute == .bottom && spec.raisedByKeyboardHeight) {
            target = parent
            targetName = parentName
          } else {
            note(.anchor(pin.anchor), for: index)
            target = guide(
              .region(
                pin.anchor, ignoring: spec.ignoresSafeArea, swiftUI: swiftUI,
                raised: attribute == .bottom && spec.raisedByKeyboardHeight))
            targetName = Self.regionName(pin.anchor, attribute)
          }
          let constant = sign * pin.constant
          add(
            LayoutConstraint(me, attribute, .equal, target, attribute, constant: constant),
            ConstraintText.make(
              "\(n).\(attribute.rawValue)", "==", "\(targetName).\(attribute.rawValue)",
              constant: constant), .pin)
        }
        if let width = pins.width {
          add(
            LayoutConstraint(me, .width, .equal, constant: width),
            ConstraintText.make("\(n).width", "==", nil, constant: width), .pin)
        }
        if let height = pins.height {
          add(
            LayoutConstraint(me, .height, .equal, constant: height),
            ConstraintText.make("\(n).height", "==", nil, constant: height), .pin)
        }
      }
    }

    /// A constraint the file writes.
    mutating func written(_ c: ViewConstraint) {
      func item(_ item: ViewConstraint.Item?, for views: [Int]) -> LayoutItem? {
        switch item {
        case .view(let index)?: return .view(index + 1)
        case .root?: return .view(0)
        case .guide(let name)?:
          for view in views {
            note(name == .keyboard ? .keyboardLayoutGuide : .anchor(Self.anchor(name)), for: view)
          }
          return guide(
            name == .keyboard
              ? .keyboardLayoutGuide
              : .region(Self.anchor(name), ignoring: nil, swiftUI: file.swiftUI, raised: false))
        case nil: return nil
        }
      }
      let views = c.views
      guard let first = item(c.first, for: views) else { return }
      let relation: Relation =
        switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
      // `v.top == superview.top`, exactly: flush with the superview, as a pin with constant 0.
      if c.relation == .equal, c.multiplier == 1, c.constant == 0, c.priority >= 1000,
        c.firstAttribute == c.secondAttribute, let edge = Self.edge(c.firstAttribute)
      {
        for (a, b) in [(c.first, c.second), (c.second, c.first)] {
          guard case .view(let v)? = a, let other = b else { continue }
          let parent: ViewConstraint.Item = file.views[v].superview.map { .view($0) } ?? .root
          if other == parent { flush[v].insert(edge) }
        }
      }
      add(
        LayoutConstraint(
          first, c.firstAttribute, relation, item(c.second, for: views), c.secondAttribute,
          multiplier: c.multiplier, constant: c.constant, priority: Priority(c.priority)),
        text: c.text, views: views, kind: .written, line: c.line, column: c.column, path: c.path)
    }

    static func anchor(_ guide: ViewConstraint.GuideName) -> Anchor {
      switch guide {
      case .safeArea: .safeArea
      case .layoutMargins: .layoutMargins
      case .readableContent: .readableContent
      case .keyboard: .keyboard
      }
    }

    /// The screen edge an attribute lies on (leading is left: the engine lays out left to
    /// right).
    static func edge(_ attribute: LayoutAttribute) -> Edge? {
      switch attribute {
      case .top: .top
      case .bottom: .bottom
      case .left, .leading: .left
      case .right, .trailing: .right
      default: nil
      }
    }

    /// How a pin's target reads in a report: the guide's name, or the area an anchor form's
    /// anchor stands for (`belowNavigationBar`).
    static func regionName(_ anchor: Anchor, _ attribute: LayoutAttribute) -> String {
      switch anchor {
      case .superview: "superview"
      case .safeArea, .layoutMargins, .readableContent: anchor.rawValue
      case .statusBar: "belowStatusBar"
      case .navigationBar: "belowNavigationBar"
      case .bottomBar: "aboveBottomBar"
      case .keyboard: "aboveKeyboard"
      }
    }
  }
}
