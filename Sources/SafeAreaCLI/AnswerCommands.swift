import PhoneLayout
import PhoneTUI

/// `diff`, `explain`, `table` and `history`: answers on the command line, all read from the same
/// layouts and the same `json` report, so they cannot disagree with it.
enum AnswerCommands {
  /// One leaf of a `json` report: its dotted path and its value as JSON text.
  struct Leaf {
    let path: String
    let text: String
    /// The value as `json` writes it, for `--json` outputs.
    let value: JSONValue.Kind
  }

  /// Every leaf of a `json` report, in the report's order: `statusBar.height`, `notes[0]`; a null
  /// frame is one leaf.
  static func leaves(_ report: String) -> [Leaf] {
    guard let document = try? JSONParser.parse(Array(report.utf8)) else { return [] }
    var leaves: [Leaf] = []
    func walk(_ value: JSONValue, _ path: String) {
      switch value.kind {
      case .object(let members):
        for member in members {
          walk(member.value, path.isEmpty ? member.key : "\(path).\(member.key)")
        }
      case .array(let items):
        if items.isEmpty { leaves.append(Leaf(path: path, text: "[]", value: value.kind)) }
        for (index, item) in items.enumerated() { walk(item, "\(path)[\(index)]") }
      default:
        leaves.append(Leaf(path: path, text: text(value.kind), value: value.kind))
      }
    }
    walk(document, "")
    return leaves
  }

  /// A scalar as `json` prints it.
  static func text(_ kind: JSONValue.Kind) -> String {
    switch kind {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let n): ScreenLayout.number(n)
    case .string(let s): JSONWriter.quoted(s)
    case .object, .array: ""
    }
  }

  /// The layout (and placed views) an invocation describes.
  static func layout(_ invocation: Invocation, _ catalog: DeviceCatalog) throws(UsageError)
    -> ScreenLayout
  {
    let (device, settings) = try invocation.settings(in: catalog)
    return ScreenLayout(device: device, settings: settings)
  }

  // MARK: - diff

  static func diff(
    _ invocation: Invocation, catalog: (Invocation) throws(UsageError) -> DeviceCatalog,
    views: (FilePath) throws(UsageError) -> ViewsFile
  ) throws(UsageError) -> Outcome {
    guard let rightInvocation = invocation.right else {
      throw UsageError("diff needs two sides: diff [options] --vs [options]")
    }
    let leftInvocation = invocation
    let a = try layout(leftInvocation, try catalog(leftInvocation))
    let b = try layout(rightInvocation, try catalog(rightInvocation))
    let json = leftInvocation.json || rightInvocation.json
    // What each side asked for, so a --vs that changes nothing is seen (the right starts from
    // the left's options).
    let leftLine = settingsLine(leftInvocation, a)
    let rightLine = settingsLine(rightInvocation, b)
    if sameSettings(leftInvocation, a, rightInvocation, b) {
      let said = "both sides are the same settings (\(leftLine)); nothing to compare"
      return json
        ? .finished(stdout: "", stderr: "safearea: note: \(said)\n", status: 0)
        : .finished(stdout: said + "\n", stderr: "", status: 0)
    }
    // Your views on each side (each side's --views; the right repeats the left's unless it
    // names another), as `json` reports them.
    func placed(_ side: Invocation, on l: ScreenLayout) throws(UsageError) -> [PlacedView]? {
      guard let path = side.viewsFile else { return nil }
      let file = try views(path)
      do {
        return try ViewPlacement.place(file, in: l)
      } catch {
        throw UsageError(Text.printable(error.description))
      }
    }
    let changes = differences(
      JSONReport.render(
        a, devicesFile: leftInvocation.devicesFile?.text, views: try placed(leftInvocation, on: a)),
      JSONReport.render(
        b, devicesFile: rightInvocation.devicesFile?.text,
        views: try placed(rightInvocation, on: b)))
    let stdout: String
    if json {
      var w = JSONWriter()
      w.beginObject()
      w.key("left")
      JSONReport.settings(
        a.settings, device: a.device, devicesFile: leftInvocation.devicesFile?.text,
        viewsFile: nil, &w)
      w.key("right")
      JSONReport.settings(
        b.settings, device: b.device, devicesFile: rightInvocation.devicesFile?.text,
        viewsFile: nil, &w)
      w.key("changes")
      w.beginArray()
      for change in changes {
        w.inline([("field", .string(change.field)), ("from", change.from), ("to", change.to)])
      }
      w.endArray()
      w.endObject()
      stdout = changes.isEmpty ? "" : w.text
    } else {
      let lines = changes.map { "\($0.field): \($0.from.text) → \($0.to.text)\n" }.joined()
      stdout =
        "left:  \(leftLine)\nright: \(rightLine)\n"
        + (changes.isEmpty ? "the layouts are the same\n" : lines)
    }
    return .finished(stdout: stdout, stderr: "", status: changes.isEmpty ? 0 : 1)
  }

  /// A side's settings in one line: the phone, its iOS, then every setting that is not the
  /// default, in the option table's order and words (`iPhone 17 Pro · iOS 26 · design
  /// compatibility`).
  static func settingsLine(_ side: Invocation, _ l: ScreenLayout) -> String {
    var parts = [Text.printable(l.device.name), "\(l.settings.ios)"]
    let defaults = Invocation()
    var plain = Settings(device: l.device)
    plain.ios = l.settings.ios
    for spec in OptionTable.all {
      guard let summary = spec.summary, let words = summary(side, l.settings) else { continue }
      if words != summary(defaults, plain) { parts.append(words) }
    }
    return parts.joined(separator: " · ")
  }

  /// Whether both sides ask for the same thing: the same settings, catalog and views.
  static func sameSettings(
    _ left: Invocation, _ a: ScreenLayout, _ right: Invocation, _ b: ScreenLayout
  ) -> Bool {
    func asked(_ side: Invocation, _ l: ScreenLayout) -> String {
      var w = JSONWriter()
      JSONReport.settings(
        l.settings, device: l.device, devicesFile: side.devicesFile?.text,
        viewsFile: side.viewsFile?.text, &w)
      return w.text
    }
    return left.devicesFile == right.devicesFile && left.viewsFile == right.viewsFile
      && asked(left, a) == asked(right, b)
  }

  /// One change between two reports.
  struct Change {
    let field: String
    let from: JSONWriter.Scalar
    let to: JSONWriter.Scalar
  }

  /// The leaves that differ between two `json` reports, in the report's order: where both sides
  /// are objects the comparison goes down into them; elsewhere (a frame against `null`) the two
  /// values are one change.
  ///
  /// `settings` is left out: it says what was asked, not what UIKit did. Your views are told apart
  /// by name and their findings by kind: where those lists differ, the change is the two lists.
  static func differences(_ left: String, _ right: String) -> [Change] {
    guard let a = try? JSONParser.parse(Array(left.utf8)),
      let b = try? JSONParser.parse(Array(right.utf8))
    else { return [] }
    var changes: [Change] = []
    /// A view's findings by kind, or the views by name: one short line where the lists differ.
    func words(_ kind: JSONValue.Kind?, _ key: String) -> JSONWriter.Scalar {
      guard case .array(let items)? = kind else { return scalar(kind) }
      return .list(
        items.map { item in
          guard case .object(let members) = item.kind,
            case .string(let word)? = members.first(where: { $0.key == key })?.value.kind
          else { return scalar(item.kind) }
          return .string(word)
        })
    }
    func compare(_ x: JSONValue.Kind?, _ y: JSONValue.Kind?, _ path: String) {
      let summary = path == "views" ? "name" : path.hasSuffix(".findings") ? "kind" : nil
      if let summary {
        let (from, to) = (words(x, summary), words(y, summary))
        if from.text != to.text {
          changes.append(Change(field: path, from: from, to: to))
          return
        }
      }
      switch (x, y) {
      case (.object(let xs)?, .object(let ys)?):
        var keys = xs.map(\.key)
        for key in ys.map(\.key) where !keys.contains(key) { keys.append(key) }
        for key in keys where !(path.isEmpty && key == "settings") {
          compare(
            xs.first { $0.key == key }?.value.kind, ys.first { $0.key == key }?.value.kind,
            path.isEmpty ? key : "\(path).\(key)")
        }
      case (.array(let xs)?, .array(let ys)?) where xs.count == ys.count:
        for (index, (p, q)) in zip(xs, ys).enumerated() {
          compare(p.kind, q.kind, "\(path)[\(index)]")
        }
      default:
        let from = scalar(x)
        let to = scalar(y)
        if from.text != to.text { changes.append(Change(field: path, from: from, to: to)) }
      }
    }
    compare(a.kind, b.kind, "")
    return changes
  }

  /// A value for a change line or its JSON: compact for objects and lists.
  static func scalar(_ kind: JSONValue.Kind?) -> JSONWriter.Scalar {
    switch kind {
    case nil, .null?: .null
    case .bool(let b)?: .bool(b)
    case .number(let n)?: .number(n)
    case .string(let s)?: .string(s)
    case .object(let members)?: .object(members.map { ($0.key, scalar($0.value.kind)) })
    case .array(let items)?: .list(items.map { scalar($0.kind) })
    }
  }

  // MARK: - explain

  static func explain(_ invocation: Invocation, _ catalog: DeviceCatalog) throws(UsageError)
    -> Outcome
  {
    if invocation.list {
      return .finished(
        stdout: FieldNames.all.joined(separator: "\n") + "\n", stderr: "", status: 0)
    }
    let l = try layout(invocation, catalog)
    let field = try FieldNames.resolve(invocation.field ?? "")
    if let explanation = l.explain(field) {
      if invocation.json {
        var w = JSONWriter()
        w.beginObject()
        w.field("field", field)
        w.field("value", explanation.value)
        w.field("estimate", explanation.isEstimate)
        w.key("terms")
        w.beginArray()
        for t in explanation.terms {
          w.inline([
            ("factor", .number(t.factor)), ("name", .string(t.name)), ("value", .number(t.value)),
            ("status", .string(t.provenance.status.rawValue)),
            ("source", .string(t.provenance.note)), ("sources", sources(t.provenance.sources)),
          ])
        }
        w.endArray()
        w.key("steps")
        w.beginArray()
        for s in explanation.steps {
          w.inline([
            ("name", .string(s.name)), ("value", .number(s.value)),
            ("rule", .string(s.rule.sentence)), ("source", .string(s.rule.row.note)),
            ("sources", sources(s.rule.row.sources)),
          ])
        }
        w.endArray()
        w.endObject()
        return .finished(stdout: w.text, stderr: "", status: 0)
      }
      return .finished(
        stdout: explanation.lines(citing: .builtIn).joined(separator: "\n") + "\n", stderr: "",
        status: 0)
    }
    if let answer = LayoutAnswers.sentence(field, l) {
      if invocation.json {
        // The same value as `json` reports, then the sentence that says why.
        let value = pick([field], from: leaves(JSONReport.render(l)))[0].1
        var w = JSONWriter()
        w.beginObject()
        w.field("field", field)
        w.key("value")
        switch value {
        case .bool(let b): w.bool(b)
        case .number(let n): w.number(n)
        case .string(let s): w.string(s)
        default: w.null()
        }
        w.field("answer", answer)
        w.endObject()
        return .finished(stdout: w.text, stderr: "", status: 0)
      }
      return .finished(stdout: answer + "\n", stderr: "", status: 0)
    }
    throw UsageError(
      "\(field) has no value on this layout (an element it does not show, or an iOS before the "
        + "field existed); safearea json shows what it has")
  }

  /// Sources cited by key, as `explain --json` lists them: each with its title and its URL (or
  /// locator, for what has no URL) from the bibliography.
  static func sources(_ keys: [String]) -> JSONWriter.Scalar {
    .list(
      keys.map { key in
        guard let source = Bibliography.builtIn.source(key) else {
          return .object([("key", .string(key))])
        }
        var members: [(String, JSONWriter.Scalar)] = [
          ("key", .string(key)), ("title", .string(source.title)),
        ]
        if let url = source.url {
          members.append(("url", .string(url)))
        } else {
          members.append(("locator", .string(source.locator ?? "")))
        }
        return .object(members)
      })
  }

  // MARK: - table and history

  static func table(_ invocation: Invocation, _ catalog: DeviceCatalog) throws(UsageError)
    -> Outcome
  {
    let fields = try requestedFields(invocation)
    var rows: [[String]] = []
    var values: [[JSONValue.Kind]] = []
    var estimated: [[Bool]] = []
    for device in catalog.devices {
      var side = invocation
      side.deviceKey = device.id
      switch invocation.ios {
      case .version(let version)?:
        guard device.ran(version) else { continue }
      default:
        side.ios = nil  // its newest
      }
      let l = try layout(side, catalog)
      let row = pick(fields, from: leaves(JSONReport.render(l)))
      rows.append([device.id, Text.printable(device.name)] + row.map(\.0))
      values.append([.string(device.id), .string(device.name)] + row.map(\.1))
      estimated.append([false, false] + fields.map { restsOnEstimate($0, l) })
    }
    guard !rows.isEmpty else { throw UsageError("no phone ran that iOS") }
    return output(["device", "name"] + fields, rows, values, estimated, invocation)
  }

  static func history(_ invocation: Invocation, _ catalog: DeviceCatalog) throws(UsageError)
    -> Outcome
  {
    let fields = try requestedFields(invocation)
    let device = try Invocation.device(invocation.deviceKey ?? "", in: catalog)
    var rows: [[String]] = []
    var values: [[JSONValue.Kind]] = []
    var estimated: [[Bool]] = []
    for ios in device.versions {
      var side = invocation
      side.ios = .version(ios)
      let l = try layout(side, catalog)
      let row = pick(fields, from: leaves(JSONReport.render(l)))
      rows.append(["\(ios.major)"] + row.map(\.0))
      values.append([.number(Double(ios.major))] + row.map(\.1))
      estimated.append([false] + fields.map { restsOnEstimate($0, l) })
    }
    return output(["ios"] + fields, rows, values, estimated, invocation)
  }

  /// The fields asked for, each a leaf path some layout's `json` has.
  static func requestedFields(_ invocation: Invocation) throws(UsageError) -> [String] {
    let fields = (invocation.field ?? "").split(separator: ",").map(String.init)
    let known = leaves(
      JSONReport.render(
        ScreenLayout(
          device: DeviceCatalog.builtIn.devices[0],
          settings: Settings(device: DeviceCatalog.builtIn.devices[0])))
    )
    .map(\.path)
    let knownX = leaves(
      JSONReport.render(
        ScreenLayout(
          device: DeviceCatalog.builtIn.device(matching: "iphone-x")!,
          settings: {
            var s = Settings(device: DeviceCatalog.builtIn.device(matching: "iphone-x")!)
            s.scrollView = .automatic
            s.tableCell = true
            s.keyboard = true
            s.bottomBar = .tabBar
            return s
          }()))
    ).map(\.path)
    let all = Set(known + knownX)
    for field in fields
    where !all.contains(field) && !all.contains(where: { $0.hasPrefix(field + ".") }) {
      throw UsageError(
        "no field '\(Text.shown(field))' in the json report (for example statusBar.height, "
          + "safeAreaInsets.top, contentRect.y, hotspotConnected)")
    }
    guard !fields.isEmpty else { throw UsageError("give at least one field") }
    return fields
  }

  /// The value of each field in a report's leaves: its text, and its JSON value; `-` (null)
  /// where the layout has none (a hidden bar).
  static func pick(_ fields: [String], from leaves: [Leaf]) -> [(String, JSONValue.Kind)] {
    fields.map { field in
      if let leaf = leaves.first(where: { $0.path == field }) {
        if case .string(let s) = leaf.value { return (Text.printable(s), leaf.value) }
        return (leaf.text == "null" ? "-" : leaf.text, leaf.value)
      }
      return ("-", .null)
    }
  }

  /// Whether the field rests on an estimate on `l`, as `explain` says for it; a field `explain`
  /// cannot follow (a status, a note) when its element is in the report's `approximations`.
  static func restsOnEstimate(_ field: String, _ l: ScreenLayout) -> Bool {
    if let explanation = l.explain(field) { return explanation.isEstimate }
    return LayoutElement(rawValue: String(field.prefix { $0 != "." })).map(
      l.approximations.contains)
      ?? false
  }

  /// Aligned columns, CSV or JSON rows.
  ///
  /// Aligned text marks each cell that rests on an estimate
  /// (`estimated`) with `≈` and says what the mark means below; CSV and JSON keep the bare values
  /// (`json`'s `approximations` names the estimates).
  static func output(
    _ header: [String], _ rows: [[String]], _ values: [[JSONValue.Kind]],
    _ estimated: [[Bool]], _ invocation: Invocation
  ) -> Outcome {
    if invocation.json {
      var w = JSONWriter()
      w.beginArray()
      for row in values {
        w.inline(
          zip(header, row).map { name, value in
            let scalar: JSONWriter.Scalar
            switch value {
            case .number(let n): scalar = .number(n)
            case .string(let s): scalar = .string(s)
            case .bool(let b): scalar = .bool(b)
            default: scalar = .null
            }
            return (name, scalar)
          })
      }
      w.endArray()
      return .finished(stdout: w.text, stderr: "", status: 0)
    }
    if invocation.csv {
      func field(_ text: String) -> String {
        text.contains(",") || text.contains("\"")
          ? "\"" + text.replacingQuotes() + "\"" : text
      }
      let lines = ([header] + rows).map { $0.map(field).joined(separator: ",") }
      return .finished(stdout: lines.joined(separator: "\n") + "\n", stderr: "", status: 0)
    }
    let rows = zip(rows, estimated).map { row, marks in
      zip(row, marks).map { cell, mark in mark ? cell + " ≈" : cell }
    }
    var widths = header.map(\.unicodeScalars.count)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.unicodeScalars.count) }
    }
    var lines = ([header] + rows).map { row in
      row.enumerated().map { i, cell in i == row.count - 1 ? cell : Text.pad(cell, widths[i] + 2) }
        .joined()
    }
    if estimated.joined().contains(true) {
      lines.append("≈ rests on an estimate (status U in the reference)")
    }
    return .finished(stdout: lines.joined(separator: "\n") + "\n", stderr: "", status: 0)
  }
}

extension String {
  /// Double quotes doubled, for a CSV field.
  fileprivate func replacingQuotes() -> String {
    var out = ""
    for c in self { out += c == "\"" ? "\"\"" : String(c) }
    return out
  }
}

/// Answers for the report's fields that are not numbers: the seed's macro and who decides the
/// status bar.
enum LayoutAnswers {
  static let fields = [
    "hotspotConnected", "statusBarAppearance.style", "statusBarAppearance.hidden",
    "statusBarAppearance.decidedBy",
  ]

  static func sentence(_ field: String, _ l: ScreenLayout) -> String? {
    let a = l.statusBarAppearance
    switch field {
    case "hotspotConnected":
      let height = ScreenLayout.number(l.statusBarReported.height)
      return
        "hotspotConnected = \(l.hotspotConnected ? "YES" : "NO"): the seed's IS_HOTSPOT_CONNECTED "
        + "compares statusBarFrame.size.height (\(height) as UIKit reports it) with 20 + 20"
        + (l.notes.map(\.text).first { $0.includes("IS_HOTSPOT_CONNECTED") }.map { "; \($0)" } ?? "")
    case "statusBarAppearance.style":
      return
        "statusBarAppearance.style = \(a.style.rawValue), decided by \(a.decidedBy): \(a.reason)"
    case "statusBarAppearance.hidden":
      return "statusBarAppearance.hidden = \(a.hidden), decided by \(a.decidedBy): \(a.reason)"
        + (l.notes.contains(.landscapeHidesStatusBar)
          ? "; iOS 8 and later hide it in iPhone landscape" : "")
    case "statusBarAppearance.decidedBy":
      return "statusBarAppearance.decidedBy = \(a.decidedBy): \(a.reason)"
    default:
      return nil
    }
  }
}
