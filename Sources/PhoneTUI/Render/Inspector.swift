import PhoneLayout

/// One line of the inspector: text runs with their roles, and the element it describes.
public struct InspectorLine: Hashable, Sendable {
  /// Its runs, at most three (a key, a value and a mark), held inline: the inspector builds
  /// some forty lines a frame, and an array of runs was an allocation and a release each.
  private var first: Run
  private var second: Run?
  private var third: Run?
  public var element: LayoutElement?

  public struct Run: Hashable, Sendable {
    public var text: String
    public var role: StyleRole
  }

  /// A line of one to three runs (the first three of `runs`; an empty list is one empty run).
  @inline(__always)
  init(_ runs: [(String, StyleRole)], element: LayoutElement? = nil) {
    assert(runs.count <= 3, "an inspector line has at most three runs")
    first = runs.first.map { Run(text: $0.0, role: $0.1) } ?? Run(text: "", role: .text)
    second = runs.count > 1 ? Run(text: runs[1].0, role: runs[1].1) : nil
    third = runs.count > 2 ? Run(text: runs[2].0, role: runs[2].1) : nil
    self.element = element
  }

  /// How many runs it has.
  public var runCount: Int { third != nil ? 3 : second != nil ? 2 : 1 }

  /// Its run at `index` (below `runCount`), read in place.
  public func run(_ index: Int) -> Run {
    switch index {
    case 0: first
    case 1: second!
    default: third!
    }
  }

  /// Its runs in order.
  public var runs: [Run] { [first] + [second, third].compactMap { $0 } }
}

/// The numbers UIKit would report, as the inspector lists them.
///
/// Its table is `ReportedField.all`: every field with a label is a line, in the table's order,
/// its value as `FieldValue.text`, marked `≈` exactly when the layout's `approximations` holds
/// its element, so the inspector and `json` agree by construction. Around the table: the phone
/// and its settings, your views, the scroll view's behaviour, the seed's macro, the status bar's
/// appearance, the notes and the selected element's explanation.
public enum Inspector {
  static let keyWidth = 15
  /// Each field's label padded to `keyWidth`, in `ReportedField.all`'s order: padded once, not
  /// on every frame.
  static let paddedLabels: [String?] = ReportedField.all.map {
    $0.label.map { Text.pad($0, keyWidth) }
  }
  /// Whether each field is a whole set of insets (`safeAreaInsets`, not `safeAreaInsets.top`),
  /// in the same order: a string search for a dot in each path was a frame's work too.
  static let wholeInsets: [Bool] = ReportedField.all.map {
    $0.kind == .insets && !$0.path.contains(".")
  }

  /// The lines for one phone as drawn, wrapped to `width`; `keyHints`: name the keys that act
  /// (the previewer), or not (an export).
  public static func lines(
    for d: PhoneDrawing, glyphs g: GlyphSet, width: Int, keyHints: Bool = true
  ) -> [InspectorLine] {
    let l = d.layout
    let s = l.settings
    let dev = l.device
    let mark = " " + g.estimateMark
    var lines: [InspectorLine] = []
    lines.reserveCapacity(64)
    let size = "  " + SettingsWords.display(l)
    let ellipsis = g.unicode ? "…" : "..."
    lines.append(
      InspectorLine([
        (
          elide(g.text(dev.name), width: max(1, width - Text.cells(size)), ellipsis: ellipsis),
          .heading
        ),
        (size, .dim),
      ]))
    for line in join(
      SettingsWords.situation(l) + [SettingsWords.hotspot(s)], width: width, ellipsis: ellipsis)
    {
      lines.append(InspectorLine([(line, .text)]))
    }
    viewLines(d, glyphs: g, width: width, keyHints: keyHints, into: &lines)
    lines.append(InspectorLine([("frames in points: x,y,w,h", .dim)]))

    var marked = false
    func value(_ key: String, _ text: String, _ element: LayoutElement?, estimate: Bool) {
      let selected = element != nil && element == d.selected
      let keyRun = (key, selected ? StyleRole.highlight : .dim)
      let textRun = (text, selected ? StyleRole.highlight : .text)
      marked = marked || estimate
      lines.append(
        estimate
          ? InspectorLine([keyRun, textRun, (mark, .estimate)], element: element)
          : InspectorLine([keyRun, textRun], element: element))
    }
    let estimated = l.approximations
    // By index, each row read in place (a row copied out retains its path and label).
    let fields = ReportedField.all
    for index in fields.indices {
      guard let label = paddedLabels[index] else { continue }
      let element = fields[index].element
      guard let reported = fields[index].value(in: l) else {
        // The frames the report always lists, and the insets iOS 11 brought, say they are
        // absent; other fields (a scroll view's, the keyboard's) are lines only when there.
        if ScreenLayout.frameElements.contains(element) {
          value(label, "-", element, estimate: false)
        } else if wholeInsets[index] {
          value(label, "- (before iOS 11)", element, estimate: false)
        }
        continue
      }
      value(label, reported.text, element, estimate: estimated.contains(element))
    }
    if l.scrollView != nil {
      let behaviour =
        s.ios.major >= 11
        ? (s.scrollView?.rawValue ?? "automatic")
        : "automaticallyAdjusts \(s.automaticallyAdjustsScrollViewInsets ? "YES" : "NO")"
      value(Text.pad("scroll view", keyWidth), behaviour, .scrollView, estimate: false)
    }
    let macroRole: StyleRole = s.hotspotOn && !l.hotspotConnected ? .warning : .text
    lines.append(
      InspectorLine(
        [("IS_HOTSPOT_CONNECTED ", .dim), (l.hotspotConnected ? "YES" : "NO", macroRole)],
        element: .hotspotConnected))
    let a = l.statusBarAppearance
    lines.append(
      InspectorLine([
        (Text.pad("status bar", keyWidth), .dim),
        (".\(a.style.rawValue), \(a.hidden ? "hidden" : "shown")", .text),
      ]))
    for (index, line) in wrap(g.text(a.decidedBy), width: width - keyWidth).enumerated() {
      lines.append(
        InspectorLine([(Text.pad(index == 0 ? "decided by" : "", keyWidth), .dim), (line, .text)]))
    }
    for line in wrap(g.text(a.reason), width: width - 2) {
      lines.append(InspectorLine([("  " + line, .dim)]))
    }
    for note in l.notes.map({ $0.text }) + l.ignoredOptions.map({ $0.text }) {
      for (index, line) in wrap(g.text(note), width: width - 2).enumerated() {
        lines.append(InspectorLine([((index == 0 ? "! " : "  ") + line, .warning)]))
      }
    }
    explanationLines(d, glyphs: g, width: width, into: &lines)
    // Only the fields' lines carry the mark (`value`).
    if marked {
      lines.append(
        InspectorLine([(g.estimateMark + " estimate (status U in the reference)", .estimate)]))
    }
    return lines
  }

  /// `parts` joined by ` · ` on as few lines as `width` allows, a new line starting at a part
  /// (indented two); a part too long for a line of its own is cut at a word, with `ellipsis`.
  static func join(_ parts: [String], width: Int, ellipsis: String) -> [String] {
    var lines: [String] = []
    var line = ""
    // Cells add up: the line's are counted once, not again with each part joined.
    var lineCells = 0
    for part in parts {
      let partCells = Text.cells(part)
      let joinedCells = line.isEmpty ? partCells : lineCells + 3 + partCells
      if joinedCells <= width {
        line = line.isEmpty ? part : line + " · " + part
        lineCells = joinedCells
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = elide((lines.isEmpty ? "" : "  ") + part, width: width, ellipsis: ellipsis)
      lineCells = Text.cells(line)
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `text` as it is when it fits in `width` cells, else cut after the last word that fits
  /// with `ellipsis` (mid-word only when the first word alone is too long).
  static func elide(_ text: String, width: Int, ellipsis: String) -> String {
    guard Text.cells(text) > width else { return text }
    let room = width - Text.cells(ellipsis)
    guard room > 0 else { return Text.pad(text, max(0, width)) }
    let cut = Text.pad(text, room)
    // Back to the last space inside the cut, when the cut fell inside a word.
    let next = text.unicodeScalars.dropFirst(cut.unicodeScalars.count).first
    if next != " ", let space = cut.lastIndex(of: " "), space > cut.startIndex {
      var kept = String(cut[..<space])
      while kept.hasSuffix(" ") || kept.hasSuffix("·") { kept.removeLast() }
      if !kept.isEmpty { return kept + " " + ellipsis }
    }
    return cut + ellipsis
  }

  /// The fields `safearea explain` is asked about for a selected element: where a frame starts
  /// and how tall it is; an inset's top and bottom.
  static func explainedFields(_ element: LayoutElement) -> [String] {
    switch element {
    case .safeAreaInsets, .viewSafeAreaInsets:
      return ["\(element.rawValue).top", "\(element.rawValue).bottom"]
    case .layoutGuides: return ["layoutGuides.top", "layoutGuides.bottom"]
    case .cornerRadius: return ["cornerRadius"]
    case .screen, .hotspotConnected: return []
    default: return ["\(element.rawValue).y", "\(element.rawValue).height"]
    }
  }

  /// The selected element explained as `safearea explain` does: each value, the sourced terms
  /// it adds up from and the rules applied.
  static func explanationLines(
    _ d: PhoneDrawing, glyphs g: GlyphSet, width: Int, into lines: inout [InspectorLine]
  ) {
    guard let element = d.selected else { return }
    let explanations = explainedFields(element).compactMap { d.layout.explain($0) }
    guard !explanations.isEmpty else { return }
    lines.append(InspectorLine([("why (safearea explain)", .heading)], element: element))
    for explanation in explanations {
      for (index, text) in explanation.lines.enumerated() {
        let role: StyleRole = index == 0 ? .text : .dim
        let trimmed = index == 0 ? text : String(text.drop { $0 == " " })
        for (i, line) in wrap(g.text(trimmed), width: width - 2).enumerated() {
          let indent = index == 0 ? (i == 0 ? "" : "  ") : "  "
          lines.append(InspectorLine([(indent + line, role)], element: element))
        }
      }
    }
  }

  /// Split view: what differs between the left phone and the right, first, at most
  /// `differenceLimit` of them (`safearea diff` lists every one).
  static let differenceLimit = 12

  ///
  /// `differences` is nil with one phone (no lines at all).
  public static func differenceLines(
    _ differences: [LayoutDifference]?, glyphs g: GlyphSet, width: Int
  ) -> [InspectorLine] {
    guard let differences else { return [] }
    var lines = [
      InspectorLine([
        (
          differences.isEmpty ? "no differences" : "differences, left \(g.text("→")) right",
          .heading
        )
      ])
    ]
    for difference in differences.prefix(differenceLimit) {
      for (i, line) in wrap(g.text(difference.text), width: width - 2).enumerated() {
        lines.append(
          InspectorLine(
            [((i == 0 ? "  " : "    ") + line, .difference)], element: difference.element))
      }
    }
    if differences.count > differenceLimit {
      lines.append(
        InspectorLine([("  and \(differences.count - differenceLimit) more (safearea diff)", .dim)])
      )
    }
    lines.append(InspectorLine([("", .dim)]))
    return lines
  }

  /// Your views: with one selected, its frame, findings and notes; else one line naming each
  /// view with how many findings it has.
  static func viewLines(
    _ d: PhoneDrawing, glyphs g: GlyphSet, width: Int, keyHints: Bool,
    into lines: inout [InspectorLine]
  ) {
    guard d.hasViewsFile else { return }
    if let index = d.selectedView, index < d.views.count {
      let view = d.views[index]
      lines.append(
        InspectorLine([
          (Text.pad("view", keyWidth), .highlight),
          (g.text(view.name) + " " + ScreenLayout.text(view.frame), .highlight),
        ]))
      if view.findings.isEmpty {
        lines.append(InspectorLine([("  no findings", .text)]))
      }
      for finding in view.findings {
        let mark = finding.mayBeIntended ? "~ " : "! "
        let role: StyleRole = finding.mayBeIntended ? .dim : .warning
        // The element it meets, where (x,y,w,h in points, as json's "overlap"), and why.
        let text =
          "\(finding.kind.rawValue) \(ScreenLayout.text(finding.overlap)): \(finding.reason)"
        for (i, line) in wrap(g.text(text), width: width - 2).enumerated() {
          lines.append(InspectorLine([((i == 0 ? mark : "  ") + line, role)]))
        }
      }
      for note in view.notes {
        for (i, line) in wrap(g.text(note.text), width: width - 2).enumerated() {
          lines.append(InspectorLine([((i == 0 ? "· " : "  ") + line, .dim)]))
        }
      }
      return
    }
    // Three lines' worth at most: a hundred names would push every number off the screen.
    var summary: [String] = []
    var length = 0
    var clippedLeft = 0
    // Read in place through a buffer pointer: a copy of each view (its strings, findings and
    // constraints) was most of this summary's cost.
    let views = d.views
    views.withUnsafeBufferPointer { views in
      for index in views.indices {
        let clipped = views[index].findings.reduce(0) { $0 + ($1.mayBeIntended ? 0 : 1) }
        guard length < 3 * width - 40 else {
          if clipped > 0 { clippedLeft += 1 }
          if index == d.views.count - 1 {
            summary.append(
              "and \(d.views.count - summary.count) more"
                + (clippedLeft > 0 ? " (\(clippedLeft) clipped)" : ""))
          }
          continue
        }
        let item = "\(views[index].name) \(clipped == 0 ? "ok" : "\(clipped)!")"
        length += item.utf8.count + 2
        summary.append(item)
      }
    }
    summary += d.unplacedViews.map { _ in "?" }
    // The key is the previewer's: an export names no key.
    let text = (keyHints ? "views (w selects): " : "views: ") + summary.joined(separator: ", ")
    for (i, line) in wrap(g.text(text), width: width).enumerated() {
      lines.append(InspectorLine([((i == 0 ? "" : "  ") + line, .text)]))
    }
    for problem in d.unplacedViews {
      for (i, line) in wrap(g.text(problem), width: width - 2).enumerated() {
        lines.append(InspectorLine([((i == 0 ? "! " : "  ") + line, .warning)]))
      }
    }
  }

  /// Greedy word wrap; a word longer than `width` is split across lines.
  ///
  /// One pass over the UTF-8 bytes, lengths counted in scalars, each line decoded once: the
  /// inspector wraps its notes on every frame.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var text = text
    return text.withUTF8 { bytes in
      var lines: [String] = []
      // The current line's bytes.
      var line: [UInt8] = []
      var lineLength = 0
      var index = 0
      /// The byte after the scalar starting at `i`.
      func next(_ i: Int) -> Int {
        var j = i + 1
        while j < bytes.count && bytes[j] & 0xC0 == 0x80 { j += 1 }
        return j
      }
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: " ") {
          index += 1
          continue
        }
        // The word from `index`, and its length in scalars.
        var end = index
        var length = 0
        while end < bytes.count && bytes[end] != UInt8(ascii: " ") {
          end = next(end)
          length += 1
        }
        var start = index
        index = end
        while length > 0 {
          let room = lineLength == 0 ? width : width - lineLength - 1
          if length <= room {
            if lineLength > 0 {
              line.append(UInt8(ascii: " "))
              lineLength += 1
            }
            line.append(contentsOf: bytes[start..<end])
            lineLength += length
            length = 0
          } else if lineLength == 0 {
            // Longer than a whole line: cut it where a reader would, before a capital letter
            // (`UIViewControllerBased` / `StatusBarAppearance`) or after a dot, dash, slash or
            // underscore, as late as fits; else at the width.
            var cut = start
            var taken = 0
            // A separator beats a capital: `topViewController.` / `childForStatusBarStyle`.
            var capital: (index: Int, taken: Int)?
            var separator: (index: Int, taken: Int)?
            while taken < width {
              let after = next(cut)
              let byte = bytes[cut]
              let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
              let previous = cut > start ? bytes[cut - 1] : 0
              let previousIsLower = previous >= UInt8(ascii: "a") && previous <= UInt8(ascii: "z")
              if isCapital && previousIsLower && taken >= width / 3 { capital = (cut, taken) }
              cut = after
              taken += 1
              if [UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "_")]
                .contains(byte) && taken >= width / 3 && taken < length
              {
                separator = (cut, taken)
              }
            }
            if let best = separator ?? capital {
              cut = best.index
              taken = best.taken
            }
            lines.append(String(decoding: bytes[start..<cut], as: UTF8.self))
            start = cut
            length -= taken
          } else {
            lines.append(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
            lineLength = 0
          }
        }
      }
      if lineLength > 0 { lines.append(String(decoding: line, as: UTF8.self)) }
      return lines
    }
  }
}
