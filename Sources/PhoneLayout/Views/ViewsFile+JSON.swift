// The views file's JSON schema: every error names the file, the line and column, the view and
// what is wrong.

extension ViewsFile {
  /// The keys a view may have, in the order the README documents them.
  static let viewKeys = [
    "name", "frame", "top", "left", "bottom", "right", "centerX", "centerY", "width", "height",
    "ignoresSafeArea", "raisedByKeyboardHeight",
  ]
  static let edgeKeys = ["top", "left", "bottom", "right", "centerX", "centerY"]
  /// Points a constant or a frame may reach, either way: far beyond any screen.
  static let pointRange: ClosedRange<Double> = -10_000...10_000

  /// Parses and validates a views file; `file` names it in errors.
  public static func decode(_ bytes: [UInt8], file: String) throws(DocumentError) -> ViewsFile {
    let root = try DocumentReader.root(
      bytes, file: file, limit: maximumFileBytes, what: "a views file")
    let members = try root.object(
      keys: ["schemaVersion", "framework", "views"], optional: ["schemaVersion", "framework"])
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
    var views: [ViewSpec] = []
    var seen: [String: String] = [:]
    for reader in list {
      let view = try decodeView(reader)
      if let earlier = seen[view.name] {
        throw DocumentReader(file: file, value: reader.value, path: view.path)
          .fail(
            "the name \"\(DocumentError.excerpt(view.name))\" is taken (by \(earlier)); names tell "
              + "views apart")
      }
      seen[view.name] = view.path
      views.append(view)
    }
    return ViewsFile(file: file, swiftUI: swiftUI, views: views)
  }

  private static func decodeView(_ reader: DocumentReader) throws(DocumentError) -> ViewSpec {
    // The name first, so that every later error names the view, the key check's too: the
    // members' readers carry the named path.
    let view = try named(reader)
    let m = try view.object(keys: viewKeys, optional: Set(viewKeys).subtracting(["name"]))
    let name = try m["name"]!.string(maxLength: 64)
    let path = view.path
    let ignores = try m["ignoresSafeArea"].map(decodeIgnored)
    let raised = try m["raisedByKeyboardHeight"]?.bool() ?? false
    let given = edgeKeys.filter { m[$0] != nil }
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
      return ViewSpec(
        name: name, placement: .frame(rect), ignoresSafeArea: ignores,
        raisedByKeyboardHeight: raised, line: reader.value.line, column: reader.value.column,
        path: path)
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
    if given.isEmpty && pins.width == nil && pins.height == nil {
      throw view.fail(
        "give a frame, or edges pinned to anchors (top, left, … with a width or height)")
    }
    try check(
      axis: [
        ("left", pins.left != nil), ("right", pins.right != nil),
        ("centerX", pins.centerX != nil), ("width", pins.width != nil),
      ],
      across: "horizontally", view)
    try check(
      axis: [
        ("top", pins.top != nil), ("bottom", pins.bottom != nil),
        ("centerY", pins.centerY != nil), ("height", pins.height != nil),
      ],
      across: "vertically", view)
    if raised && pins.bottom == nil {
      throw view.fail("raisedByKeyboardHeight moves a bottom edge: pin the bottom")
    }
    return ViewSpec(
      name: name, placement: .edges(pins), ignoresSafeArea: ignores,
      raisedByKeyboardHeight: raised, line: reader.value.line, column: reader.value.column,
      path: path)
  }

  /// The view's reader with its name in the path (`views[2] (banner)`), the name read and
  /// checked; the reader itself when it is no object or has no name, which the key check reports.
  private static func named(_ reader: DocumentReader) throws(DocumentError) -> DocumentReader {
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
  private static func check(
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
}
