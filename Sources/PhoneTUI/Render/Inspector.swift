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

  /// The line's text without roles.
  public var text: String { runs.map(\.text).joined() }
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
    let size = d.points.value
    lines.append(
      InspectorLine([
        (g.text(d.name), .heading),
        (
          "  \(ScreenLayout.number(size.width))×\(ScreenLayout.number(size.height)) "
            + "@\(ScreenLayout.number(d.scale.value))x", .dim
        ),
      ]))
    let hotspot =
      s.hotspotConnections == 0
      ? "hotspot off"
      : "hotspot \(s.hotspotConnections) connection\(s.hotspotConnections == 1 ? "" : "s")"
    lines.append(InspectorLine([("\(s.ios) · \(s.orientation.rawValue) · \(hotspot)", .text)]))
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
    if let insets = l.safeAreaInsets {
      let text = [insets.top, insets.left, insets.bottom, insets.right].map(ScreenLayout.number)
        .joined(separator: ",")
      value(
        "safeAreaInsets", text + " (t,l,b,r)", .safeAreaInsets,
        estimate: l.approximations.contains(.safeAreaInsets))
    } else {
      value("safeAreaInsets", "- (before iOS 11)", .safeAreaInsets, estimate: false)
    }
    if let guides = l.layoutGuides {
      value(
        "layoutGuides",
        "top \(ScreenLayout.number(guides.top)), bottom \(ScreenLayout.number(guides.bottom))",
        .layoutGuides, estimate: l.approximations.contains(.layoutGuides))
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
        ("status bar     ", .dim),
        (".\(a.style.rawValue), \(a.hidden ? "hidden" : "shown")", .text),
      ]))
    lines.append(InspectorLine([("decided by     ", .dim), (a.decidedBy, .text)]))
    for line in wrap(g.text(a.reason), width: width - 2) {
      lines.append(InspectorLine([("  " + line, .dim)]))
    }
    for note in l.notes.map(\.text) + l.ignoredOptions.map(\.text) {
      for (index, line) in wrap(g.text(note), width: width - 2).enumerated() {
        lines.append(InspectorLine([((index == 0 ? "! " : "  ") + line, .warning)]))
      }
    }
    if lines.contains(where: { $0.runs.contains { $0.role == .estimate } }) {
      lines.append(
        InspectorLine([(g.estimateMark + " estimate (status U in the reference)", .estimate)]))
    }
    return lines
  }

  /// Greedy word wrap; a word longer than `width` is split across lines.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineLength = 0
    for word in text.split(separator: " ") {
      var rest = word
      var length = rest.unicodeScalars.count
      while length > 0 {
        let room = lineLength == 0 ? width : width - lineLength - 1
        if length <= room {
          if lineLength > 0 {
            line += " "
            lineLength += 1
          }
          line += rest
          lineLength += length
          length = 0
        } else if lineLength == 0 {
          // Longer than a whole line: cut it.
          let cut = rest.unicodeScalars.index(rest.unicodeScalars.startIndex, offsetBy: width)
          lines.append(String(rest[..<cut]))
          rest = rest[cut...]
          length -= width
        } else {
          lines.append(line)
          line = ""
          lineLength = 0
        }
      }
    }
    if lineLength > 0 { lines.append(line) }
    return lines
  }
}
