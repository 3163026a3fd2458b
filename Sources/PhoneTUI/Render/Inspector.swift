import PhoneLayout

/// One line of the inspector: text runs with their roles, and the element it describes.
public struct InspectorLine: Hashable, Sendable {
  public var runs: [Run]
  public var element: LayoutElement?

  public struct Run: Hashable, Sendable {
    public var text: String
    public var role: StyleRole
  }

  init(_ runs: [(String, StyleRole)], element: LayoutElement? = nil) {
    self.runs = runs.map { Run(text: $0.0, role: $0.1) }
    self.element = element
  }
}

/// The numbers UIKit would report, as the inspector lists them.
public enum Inspector {
  static let keyWidth = 15

  public static func lines(for state: AppState, width: Int) -> [InspectorLine] {
    let l = state.layout
    let s = l.settings
    let d = l.device
    let g = state.glyphs
    let mark = " " + g.estimateMark
    var lines: [InspectorLine] = []
    lines.append(
      InspectorLine([
        (g.text(d.name), .heading),
        ("  \(ScreenLayout.text(d.points.value)) @\(ScreenLayout.number(d.scale.value))x", .dim),
      ]))
    let hotspot =
      s.hotspotConnections == 0
      ? "hotspot off"
      : "hotspot \(s.hotspotConnections) connection\(s.hotspotConnections == 1 ? "" : "s")"
    lines.append(InspectorLine([("\(s.ios) · \(s.orientation.rawValue) · \(hotspot)", .text)]))
    viewLines(state, width: width, into: &lines)
    lines.append(InspectorLine([("frames in points: x,y,w,h", .dim)]))

    func value(_ name: String, _ text: String, _ element: LayoutElement?, estimate: Bool) {
      let selected = element != nil && element == state.selected
      var runs: [(String, StyleRole)] = [
        (Text.pad(name, keyWidth), selected ? .highlight : .dim),
        (text, selected ? .highlight : .text),
      ]
      if estimate { runs.append((mark, .estimate)) }
      lines.append(InspectorLine(runs, element: element))
    }
    for (element, rect) in l.frames where element != .screen {
      value(
        element.rawValue, rect.map(ScreenLayout.text) ?? "-", element,
        estimate: rect != nil && l.approximations.contains(element))
    }
    // The home indicator's pill, which a click on it selects.
    if let pill = l.homeIndicatorPill {
      value(
        "indicator pill", ScreenLayout.text(pill), .homeIndicatorPill,
        estimate: l.approximations.contains(.homeIndicatorPill))
    }
    // The window's safeAreaInsets and the content view controller's own view.safeAreaInsets,
    // which is what most code reads (it includes the status bar and the bars).
    func insets(_ name: String, _ insets: EdgeInsets?, _ element: LayoutElement) {
      guard let insets else { return value(name, "- (before iOS 11)", element, estimate: false) }
      let text = [insets.top, insets.left, insets.bottom, insets.right].map(ScreenLayout.number)
        .joined(separator: ",")
      value(name, text + " t,l,b,r", element, estimate: l.approximations.contains(element))
    }
    insets("window insets", l.safeAreaInsets, .safeAreaInsets)
    insets("VC view insets", l.viewSafeAreaInsets, .viewSafeAreaInsets)
    if let guides = l.layoutGuides {
      value(
        "layoutGuides",
        "top \(ScreenLayout.number(guides.top)), bottom \(ScreenLayout.number(guides.bottom))",
        .layoutGuides, estimate: l.approximations.contains(.layoutGuides))
    }
    // Issue 11: the scroll view's insets, the cell's content view, the keyboard.
    func edges(_ insets: EdgeInsets) -> String {
      [insets.top, insets.left, insets.bottom, insets.right].map(ScreenLayout.number)
        .joined(separator: ",") + " t,l,b,r"
    }
    if l.scrollView != nil {
      let behaviour =
        s.ios.major >= 11
        ? (s.scrollView?.rawValue ?? "automatic")
        : "automaticallyAdjusts \(s.automaticallyAdjustsScrollViewInsets ? "YES" : "NO")"
      value("scroll view", behaviour, .scrollView, estimate: false)
      if let inset = l.adjustedContentInset {
        value("adjustedInset", edges(inset), .adjustedContentInset, estimate: false)
      } else if let inset = l.contentInset {
        value("contentInset", edges(inset), .contentInset, estimate: false)
      }
      if let offset = l.contentOffset {
        value(
          "contentOffset", "\(ScreenLayout.number(offset.x)),\(ScreenLayout.number(offset.y))",
          .contentOffset, estimate: false)
      }
    }
    if let cell = l.tableCell, let content = l.cellContentView {
      value("cell", ScreenLayout.text(cell), .tableCell, estimate: false)
      value("cell content", ScreenLayout.text(content), .cellContentView, estimate: false)
    }
    if let keyboard = l.keyboard {
      value(
        "keyboard", ScreenLayout.text(keyboard), .keyboard,
        estimate: l.approximations.contains(.keyboard))
    }
    value(
      "cornerRadius", ScreenLayout.number(l.cornerRadius), .cornerRadius,
      estimate: l.approximations.contains(.cornerRadius))
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
    for note in l.notes.map(\.text) + l.ignoredOptions.map(\.text) {
      for (index, line) in wrap(g.text(note), width: width - 2).enumerated() {
        lines.append(InspectorLine([((index == 0 ? "! " : "  ") + line, .warning)]))
      }
    }
    explanationLines(state, width: width, into: &lines)
    if lines.contains(where: { $0.runs.contains { $0.role == .estimate } }) {
      lines.append(
        InspectorLine([(g.estimateMark + " estimate (status U in the reference)", .estimate)]))
    }
    return lines
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
  static func explanationLines(_ state: AppState, width: Int, into lines: inout [InspectorLine]) {
    guard let element = state.selected else { return }
    let explanations = explainedFields(element).compactMap { state.layout.explain($0) }
    guard !explanations.isEmpty else { return }
    let g = state.glyphs
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

  public static func differenceLines(_ state: AppState, width: Int) -> [InspectorLine] {
    guard state.isSplit else { return [] }
    let g = state.glyphs
    let differences = state.differences
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
  static func viewLines(_ state: AppState, width: Int, into lines: inout [InspectorLine]) {
    guard state.views != nil else { return }
    let g = state.glyphs
    if let index = state.selectedView, index < state.placedViews.count {
      let view = state.placedViews[index]
      lines.append(
        InspectorLine([
          (Text.pad("view", keyWidth), .highlight),
          (g.text(view.name) + " " + ScreenLayout.text(view.frame), .highlight),
        ]))
      if view.findings.isEmpty {
        lines.append(InspectorLine([("  nothing clips it", .text)]))
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
    for (index, view) in state.placedViews.enumerated() {
      let clipped = view.findings.reduce(0) { $0 + ($1.mayBeIntended ? 0 : 1) }
      guard length < 3 * width - 40 else {
        if clipped > 0 { clippedLeft += 1 }
        if index == state.placedViews.count - 1 {
          summary.append(
            "and \(state.placedViews.count - summary.count) more"
              + (clippedLeft > 0 ? " (\(clippedLeft) clipped)" : ""))
        }
        continue
      }
      let item = "\(view.name) \(clipped == 0 ? "ok" : "\(clipped)!")"
      length += item.utf8.count + 2
      summary.append(item)
    }
    summary += state.unplacedViews.map { _ in "?" }
    let text = "views (w selects): " + summary.joined(separator: ", ")
    for (i, line) in wrap(g.text(text), width: width).enumerated() {
      lines.append(InspectorLine([((i == 0 ? "" : "  ") + line, .text)]))
    }
    for problem in state.unplacedViews {
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
