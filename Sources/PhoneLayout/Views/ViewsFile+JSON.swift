// The views file's JSON schema: every error names the file, the line and column, the view and
// what is wrong.

import AutoLayout

extension ViewsFile {
  /// The keys a view may have, in the order the manual documents them.
  static let viewKeys = [
    "name", "frame", "top", "left", "bottom", "right", "centerX", "centerY", "width", "height",
    "ignoresSafeArea", "raisedByKeyboardHeight", "subviews", "superview", "constraints",
    "intrinsic", "stack", "layoutMargins",
  ]
  static let edgeKeys = ["top", "left", "bottom", "right", "centerX", "centerY"]
  /// Points a constant or a frame may reach, either way: far beyond any screen.
  static let pointRange: ClosedRange<Double> = -10_000...10_000

  /// Parses and validates a views file; `file` names it in errors.
  ///
  /// Bounded: the tree is walked with an explicit stack (JSON nesting is itself limited to
  /// `JSONParser.maximumDepth`), superview chains are followed once each, and the count of
  /// views is checked as they are read, so a file of 100,000 views stops at the 1,001st.
  public static func decode(_ bytes: [UInt8], file: String) throws(DocumentError) -> ViewsFile {
    let root = try DocumentReader.root(
      bytes, file: file, limit: maximumFileBytes, what: "a views file")
    let members = try root.object(
      keys: ["schemaVersion", "framework", "views", "constraints"],
      optional: ["schemaVersion", "framework", "constraints"])
    var swiftUI = false
    if let framework = members["framework"] {
      let word = try framework.string()
      guard word == "uikit" || word == "swiftui" else {
        throw framework.fail(
          "unknown framework \"\(DocumentError.excerpt(word))\" (uikit or swiftui)")
      }
      swiftUI = word == "swiftui"
    }
    if let version = members["schemaVersion"] {
      let number = try version.integer(in: 1...1000)
      guard number <= currentSchemaVersion else {
        throw version.fail(
          "schema version \(number) is newer than this safearea reads (\(currentSchemaVersion))")
      }
    }
    let list = try members["views"]!.array()
    guard !list.isEmpty else { throw members["views"]!.fail("the list is empty") }
    guard list.count <= maximumViews else {
      throw members["views"]!.fail(
        "\(list.count) views is more than a file may have (\(maximumViews))")
    }
    var tree = try TreeReader.read(list, file: file)
    try tree.resolveSuperviews()
    let order = tree.drawingOrder()
    var decoded = try tree.finish(order: order, swiftUI: swiftUI, topLevel: members["constraints"])
    try decoded.checkPlacements(tree: tree, order: order)
    return decoded.file
  }
}

// MARK: - The tree

/// A view as read, before the tree is put in drawing order.
private struct Draft {
  var spec: ViewSpec
  var reader: DocumentReader
  /// The draft it is nested in (`subviews`).
  var parent: Int?
  /// `superview`: the name, and its reader for errors.
  var superviewName: (String, DocumentReader)?
  var members: [String: DocumentReader]
  /// Its subviews, nested first, then those naming it.
  var children: [Int] = []
}

/// Reads the views of a file into drafts, depth first, without recursion.
private struct TreeReader {
  let file: String
  var drafts: [Draft] = []
  var byName: [String: Int] = [:]

  static func read(_ list: [DocumentReader], file: String) throws(DocumentError) -> TreeReader {
    var tree = TreeReader(file: file)
    // Pending readers, last first, each with the draft it is nested in.
    var pending: [(DocumentReader, Int?)] = list.reversed().map { ($0, nil) }
    while let (reader, parent) = pending.popLast() {
      guard tree.drafts.count < ViewsFile.maximumViews else {
        throw reader.fail(
          "more views than a file may have (\(ViewsFile.maximumViews), subviews included)")
      }
      let view = try ViewsFile.named(reader)
      let m = try view.object(
        keys: ViewsFile.viewKeys, optional: Set(ViewsFile.viewKeys).subtracting(["name"]))
      var spec = try ViewsFile.decodeView(view, m, reader: reader)
      let index = tree.drafts.count
      if let earlier = tree.byName[spec.name] {
        throw DocumentReader(file: file, value: reader.value, path: spec.path)
          .fail(
            "the name \"\(DocumentError.excerpt(spec.name))\" is taken (by "
              + "\(tree.drafts[earlier].spec.path)); names tell views apart")
      }
      tree.byName[spec.name] = index
      var superviewName: (String, DocumentReader)?
      if let s = m["superview"] {
        guard parent == nil else {
          throw s.fail(
            "a subview's superview is the view whose subviews list it: leave \"superview\" out")
        }
        superviewName = (try s.string(maxLength: 64), s)
      }
      spec.superview = nil
      tree.drafts.append(
        Draft(
          spec: spec, reader: view, parent: parent, superviewName: superviewName, members: m))
      if let parent { tree.drafts[parent].children.append(index) }
      if let subviews = m["subviews"] {
        let items = try subviews.array()
        for item in items.reversed() { pending.append((item, index)) }
      }
    }
    return tree
  }

  /// Gives each view named by a `superview` key its place, refusing unknown names and cycles.
  mutating func resolveSuperviews() throws(DocumentError) {
    for index in drafts.indices {
      guard let (name, reader) = drafts[index].superviewName else { continue }
      guard let parent = byName[name] else {
        throw reader.fail(
          "no view is named \"\(DocumentError.excerpt(name))\""
            + Suggestion.didYouMean(name, among: drafts.map(\.spec.name)))
      }
      guard parent != index else { throw reader.fail("a view cannot be its own superview") }
      drafts[index].parent = parent
      drafts[parent].children.append(index)
    }
    // Each chain of superviews is walked once: 0 unvisited, 1 on the current walk, 2 known to
    // reach the content view.
    var state = [UInt8](repeating: 0, count: drafts.count)
    for start in drafts.indices where state[start] == 0 {
      var walk: [Int] = []
      var at: Int? = start
      while let current = at, state[current] != 2 {
        if state[current] == 1 {
          let loop = walk[(walk.firstIndex(of: current) ?? 0)...] + [current]
          let names = loop.prefix(8).map { "\"\(DocumentError.excerpt(drafts[$0].spec.name))\"" }
          let shown = names.joined(separator: " → ") + (loop.count > 8 ? " → …" : "")
          let culprit = loop.first { drafts[$0].superviewName != nil } ?? current
          throw drafts[culprit].superviewName!.1.fail(
            "the superviews go round in a cycle (\(shown)): a view cannot be inside itself")
        }
        state[current] = 1
        walk.append(current)
        at = drafts[current].parent
      }
      for index in walk { state[index] = 2 }
    }
  }

  /// The drafts in drawing order: each view, then its subviews' subtrees in order, walked with
  /// an explicit stack.
  func drawingOrder() -> [Int] {
    var order: [Int] = []
    order.reserveCapacity(drafts.count)
    var pending = drafts.indices.filter { drafts[$0].parent == nil }.reversed().map { $0 }
    while let next = pending.popLast() {
      order.append(next)
      pending.append(contentsOf: drafts[next].children.reversed())
    }
    return order
  }

  /// The file: views renumbered in drawing order, constraints read with their items resolved.
  func finish(order: [Int], swiftUI: Bool, topLevel: DocumentReader?) throws(DocumentError)
    -> DecodedFile
  {
    var position = [Int](repeating: 0, count: drafts.count)
    for (index, draft) in order.enumerated() { position[draft] = index }
    var views: [ViewSpec] = []
    views.reserveCapacity(order.count)
    var names: [String: Int] = [:]
    for draft in order {
      var spec = drafts[draft].spec
      spec.superview = drafts[draft].parent.map { position[$0] }
      names[spec.name] = views.count
      views.append(spec)
    }
    let resolver = ItemResolver(views: views, names: names)
    var constraints: [ViewConstraint] = []
    func read(_ list: DocumentReader, owner: Int?) throws(DocumentError) {
      for item in try list.array() {
        guard constraints.count < ViewsFile.maximumConstraints else {
          throw item.fail(
            "more constraints than a file may have (\(ViewsFile.maximumConstraints))")
        }
        constraints.append(try resolver.constraint(item, owner: owner))
      }
    }
    if let topLevel { try read(topLevel, owner: nil) }
    for (index, draft) in order.enumerated() {
      if let list = drafts[draft].members["constraints"] { try read(list, owner: index) }
      if let stack = drafts[draft].members["stack"] {
        views[index].stack = try ViewsFile.decodeStack(
          stack, of: index, views: views, names: names)
      }
    }
    // The order constraints are added in decides which one breaks: the file's order.
    constraints.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    return DecodedFile(
      file: ViewsFile(
        file: file, swiftUI: swiftUI, views: views,
        constraints: constraints))
  }
}

/// The file as decoded, before the checks that need every view and constraint.
private struct DecodedFile {
  var file: ViewsFile

  /// Refuses a view its anchors alone leave unplaced or placed twice over.
  ///
  /// A view placed by its anchors alone must be placed exactly, as before constraints: two of
  /// each axis's edges, centre and size. A view a constraint names, with an intrinsic size or
  /// in a stack view is the engine's to judge (a broken or ambiguous finding where it fails).
  mutating func checkPlacements(tree: TreeReader, order: [Int]) throws(DocumentError) {
    var named = [Bool](repeating: false, count: file.views.count)
    for constraint in file.constraints {
      for view in constraint.views { named[view] = true }
    }
    for view in file.views {
      for index in view.stack?.arranged ?? [] { named[index] = true }
    }
    for (index, spec) in file.views.enumerated() {
      guard case .edges(let pins) = spec.placement else { continue }
      let reader = tree.drafts[order[index]].reader
      let free = !named[index] && spec.intrinsic == nil && spec.stack == nil
      let pinned =
        [pins.top, pins.left, pins.bottom, pins.right, pins.centerX, pins.centerY]
        .contains { $0 != nil } || pins.width != nil || pins.height != nil
      if free && !pinned {
        throw reader.fail(
          "give a frame, or edges pinned to anchors (top, left, … with a width or height), or "
            + "constraints that name it")
      }
      if free {
        try ViewsFile.check(
          axis: [
            ("left", pins.left != nil), ("right", pins.right != nil),
            ("centerX", pins.centerX != nil), ("width", pins.width != nil),
          ],
          across: "horizontally", reader)
        try ViewsFile.check(
          axis: [
            ("top", pins.top != nil), ("bottom", pins.bottom != nil),
            ("centerY", pins.centerY != nil), ("height", pins.height != nil),
          ],
          across: "vertically", reader)
      }
      if spec.raisedByKeyboardHeight && spec.superview != nil {
        throw reader.fail(
          "raisedByKeyboardHeight moves a view of the content view controller's view; this one "
            + "is inside \"\(DocumentError.excerpt(file.views[spec.superview!].name))\"")
      }
    }
  }
}

// MARK: - One view

extension ViewsFile {
  static func decodeView(
    _ view: DocumentReader, _ m: [String: DocumentReader], reader: DocumentReader
  ) throws(DocumentError) -> ViewSpec {
    let name = try m["name"]!.string(maxLength: 64)
    let path = view.path
    let ignores = try m["ignoresSafeArea"].map(decodeIgnored)
    let raised = try m["raisedByKeyboardHeight"]?.bool() ?? false
    let intrinsic = try m["intrinsic"].map(decodeIntrinsic)
    let margins = try m["layoutMargins"].map(decodeMargins)
    let given = edgeKeys.filter { m[$0] != nil }
    func make(_ placement: ViewSpec.Placement) -> ViewSpec {
      ViewSpec(
        name: name, placement: placement, ignoresSafeArea: ignores,
        raisedByKeyboardHeight: raised, line: reader.value.line, column: reader.value.column,
        path: path, intrinsic: intrinsic, layoutMargins: margins)
    }
    if let frameReader = m["frame"] {
      if let other = (given + ["width", "height"]).first(where: { m[$0] != nil }) {
        throw view.fail(
          "give either a frame or edges, not both (it has a frame and \"\(other)\")")
      }
      let f = try frameReader.object(keys: ["x", "y", "width", "height"])
      let rect = Rect(
        x: try f["x"]!.number(in: pointRange, unit: "points"),
        y: try f["y"]!.number(in: pointRange, unit: "points"),
        width: try f["width"]!.number(in: 0...10_000, unit: "points"),
        height: try f["height"]!.number(in: 0...10_000, unit: "points"))
      return make(.frame(rect))
    }
    var pins = EdgePins()
    func pin(_ key: String) throws(DocumentError) -> Pin? {
      guard let r = m[key] else { return nil }
      let p = try r.object(keys: ["to", "constant"], optional: ["constant"])
      let word = try p["to"]!.string()
      guard let anchor = Anchor(rawValue: word) else {
        let names = Anchor.allCases.map(\.rawValue).joined(separator: ", ")
        throw p["to"]!.fail("unknown anchor \"\(DocumentError.excerpt(word))\" (anchors: \(names))")
      }
      return Pin(anchor, try p["constant"]?.number(in: pointRange, unit: "points") ?? 0)
    }
    pins.top = try pin("top")
    pins.left = try pin("left")
    pins.bottom = try pin("bottom")
    pins.right = try pin("right")
    pins.centerX = try pin("centerX")
    pins.centerY = try pin("centerY")
    pins.width = try m["width"]?.number(in: 0...10_000, unit: "points")
    pins.height = try m["height"]?.number(in: 0...10_000, unit: "points")
    if raised && pins.bottom == nil {
      throw view.fail("raisedByKeyboardHeight moves a bottom edge: pin the bottom")
    }
    return make(.edges(pins))
  }

  /// The view's reader with its name in the path (`views[2] (banner)`), the name read and
  /// checked; the reader itself when it is no object or has no name, which the key check reports.
  static func named(_ reader: DocumentReader) throws(DocumentError) -> DocumentReader {
    guard case .object(let members) = reader.value.kind,
      let member = members.first(where: { $0.key == "name" })
    else { return reader }
    let field = DocumentReader(file: reader.file, value: member.value, path: "\(reader.path).name")
    let name = try field.string(maxLength: 64)
    guard !name.isEmpty else { throw field.fail("the name is empty") }
    // Names tell views apart on screen too: two that differ by an invisible character would
    // print alike (both `a?`).
    if let bad = name.unicodeScalars.first(where: { !printableInName($0) }) {
      throw field.fail(
        "a view's name must be printable: \"\(escaped(name))\" has \(describe(bad)); names "
          + "tell views apart where they are shown")
    }
    return DocumentReader(
      file: reader.file, value: reader.value,
      path: "\(reader.path) (\(DocumentError.excerpt(name)))")
  }

  /// Whether a view's name may hold `scalar`: not a control, format (Cf), unassigned,
  /// private-use or surrogate code point, nor a line or paragraph separator, nor one of the
  /// invisible formatting characters (`isHiddenFormatting`).
  private static func printableInName(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value >= 0x20 && scalar.value < 0x7F { return true }
    if scalar.isHiddenFormatting { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator,
      .paragraphSeparator:
      return false
    default:
      return true
    }
  }

  /// `name` with each scalar a view's name may not hold as `\u{XXXX}`.
  private static func escaped(_ name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
      out += printableInName(scalar) ? String(scalar) : "\\u{\(hex(scalar))}"
    }
    return out
  }

  /// `U+200B ZERO WIDTH SPACE, a format character`.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    let name = scalar.properties.name.map { " \($0)" } ?? ""
    let kind: String
    switch scalar.properties.generalCategory {
    case .control: kind = "a control character"
    case .format: kind = "a format character"
    case .unassigned: kind = "an unassigned code point"
    case .privateUse: kind = "a private-use character"
    case .surrogate: kind = "a surrogate"
    case .lineSeparator, .paragraphSeparator: kind = "a line break"
    default: kind = "an invisible character"
    }
    return "U+\(hex(scalar))\(name), \(kind)"
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Exactly two of an axis's edges, centre and size fix it; fewer leave it ambiguous, more
  /// contradict each other.
  static func check(
    axis: [(String, Bool)], across direction: String, _ view: DocumentReader
  ) throws(DocumentError) {
    let given = axis.filter(\.1).map(\.0)
    let names = axis.map(\.0).joined(separator: ", ")
    if given.count > 2 {
      throw view.fail(
        "\(given.joined(separator: ", ")) contradict each other \(direction): two of \(names) "
          + "fix it")
    }
    if given.count < 2 {
      let has = given.isEmpty ? "nothing" : "only \(given[0])"
      throw view.fail("is not placed \(direction): it has \(has); give two of \(names)")
    }
  }

  private static func decodeIgnored(_ reader: DocumentReader) throws(DocumentError)
    -> IgnoredSafeArea
  {
    let m = try reader.object(keys: ["regions", "edges"], optional: ["regions", "edges"])
    var ignored = IgnoredSafeArea()
    if let r = m["regions"] {
      let word = try r.string()
      guard let regions = IgnoredSafeArea.Regions(rawValue: word) else {
        throw r.fail(
          "unknown region \"\(DocumentError.excerpt(word))\" (regions: container, keyboard, all)")
      }
      ignored.regions = regions
    }
    if let e = m["edges"] {
      var edges = Set<Edge>()
      for item in try e.array() {
        let word = try item.string()
        guard let edge = Edge(rawValue: word) else {
          throw item.fail(
            "unknown edge \"\(DocumentError.excerpt(word))\" (edges: top, left, bottom, right)")
        }
        edges.insert(edge)
      }
      guard !edges.isEmpty else { throw e.fail("the list is empty; leave it out for every edge") }
      ignored.edges = edges
    }
    return ignored
  }

  // MARK: - Intrinsic sizes, margins, stacks

  private static func decodeIntrinsic(_ reader: DocumentReader) throws(DocumentError)
    -> IntrinsicSize
  {
    let keys = ["width", "height", "hugging", "compressionResistance"]
    let m = try reader.object(keys: keys, optional: Set(keys))
    var size = IntrinsicSize(
      width: try m["width"]?.number(in: 0...10_000, unit: "points"),
      height: try m["height"]?.number(in: 0...10_000, unit: "points"))
    guard size.width != nil || size.height != nil else {
      throw reader.fail("give the intrinsic width, height or both")
    }
    if let h = m["hugging"] { size.hugging = try priorities(h, defaults: size.hugging) }
    if let c = m["compressionResistance"] {
      size.compressionResistance = try priorities(c, defaults: size.compressionResistance)
    }
    return size
  }

  /// A priority for both axes (`250`) or per axis (`{"horizontal": 251}`).
  private static func priorities(_ reader: DocumentReader, defaults: AxisPriority)
    throws(DocumentError) -> AxisPriority
  {
    if case .number = reader.value.kind {
      let p = try reader.number(in: 1...1000)
      return AxisPriority(horizontal: p, vertical: p)
    }
    let m = try reader.object(
      keys: ["horizontal", "vertical"], optional: ["horizontal", "vertical"])
    return AxisPriority(
      horizontal: try m["horizontal"]?.number(in: 1...1000) ?? defaults.horizontal,
      vertical: try m["vertical"]?.number(in: 1...1000) ?? defaults.vertical)
  }

  private static func decodeMargins(_ reader: DocumentReader) throws(DocumentError)
    -> EdgeInsets
  {
    let keys = ["top", "left", "bottom", "right"]
    let m = try reader.object(keys: keys, optional: Set(keys))
    func inset(_ key: String) throws(DocumentError) -> Double {
      try m[key]?.number(in: 0...10_000, unit: "points") ?? 8
    }
    return EdgeInsets(
      top: try inset("top"), left: try inset("left"), bottom: try inset("bottom"),
      right: try inset("right"))
  }

  static func decodeStack(
    _ reader: DocumentReader, of index: Int, views: [ViewSpec], names: [String: Int]
  ) throws(DocumentError) -> StackSpec {
    let keys = [
      "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
      "arrangedSubviews",
    ]
    let m = try reader.object(keys: keys, optional: Set(keys))
    func word<T: RawRepresentable>(_ key: String, _ type: T.Type, _ all: [String])
      throws(DocumentError) -> T? where T.RawValue == String
    {
      guard let r = m[key] else { return nil }
      let text = try r.string()
      if text == "firstBaseline" || text == "lastBaseline" {
        throw r.fail(
          "\"\(text)\" is not supported: baselines need text metrics, which are not modelled")
      }
      guard let value = T(rawValue: text) else {
        throw r.fail(
          "unknown \(key) \"\(DocumentError.excerpt(text))\" (\(all.joined(separator: ", ")))")
      }
      return value
    }
    var stack = StackSpec()
    stack.axis = try word("axis", LayoutAxis.self, ["horizontal", "vertical"]) ?? .horizontal
    stack.distribution =
      try word(
        "distribution", StackLayout.Distribution.self,
        StackLayout.Distribution.allCases.map(\.rawValue)) ?? .fill
    stack.alignment =
      try word(
        "alignment", StackLayout.Alignment.self, StackLayout.Alignment.allCases.map(\.rawValue))
      ?? .fill
    stack.spacing = try m["spacing"]?.number(in: pointRange, unit: "points") ?? 0
    stack.isLayoutMarginsRelativeArrangement =
      try m["isLayoutMarginsRelativeArrangement"]?.bool() ?? false
    let subviews = views.indices.filter { views[$0].superview == index }
    guard let listed = m["arrangedSubviews"] else {
      stack.arranged = subviews
      return stack
    }
    for item in try listed.array() {
      let name = try item.string(maxLength: 64)
      guard let arranged = names[name] else {
        throw item.fail(
          "no view is named \"\(DocumentError.excerpt(name))\""
            + Suggestion.didYouMean(name, among: subviews.map { views[$0].name }))
      }
      guard views[arranged].superview == index else {
        throw item.fail(
          "\"\(DocumentError.excerpt(name))\" is not one of this stack view's subviews: a stack "
            + "arranges only its own")
      }
      guard !stack.arranged.contains(arranged) else {
        throw item.fail("\"\(DocumentError.excerpt(name))\" is arranged twice")
      }
      stack.arranged.append(arranged)
    }
    return stack
  }
}
