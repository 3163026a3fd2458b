import PhoneLayout

extension SVGDocument {
  /// The legend under a phone, wrapped to `columns` characters.
  ///
  /// The device, iOS and orientation; the screen; the key numbers (status bar, the window's
  /// safe-area insets, the content rect, the seed's macro), each marked `≈` when it rests on an
  /// estimate; what the outline means; your views with their findings; the layout's findings.
  static func legend(_ phone: PhoneDrawing, columns: Int) -> [LegendLine] {
    let l = phone.layout
    let s = l.settings
    let d = l.device
    let n = ScreenLayout.number
    var lines: [LegendLine] = []
    // Indents are in characters of the legend's font; SVG collapses leading spaces, so they
    // become x offsets.
    func add(_ text: String, _ role: StyleRole, indent: Int = 0, hanging: Int = 2) {
      for (i, line) in Inspector.wrap(text, width: columns - indent - hanging).enumerated() {
        lines.append(LegendLine(text: line, role: role, indent: i == 0 ? indent : indent + hanging))
      }
    }
    func mark(_ element: LayoutElement) -> String {
      l.approximations.contains(element) ? " ≈" : ""
    }
    add(title(l), .heading)
    let hotspot = SettingsWords.hotspot(s)
    add(
      "screen \(ScreenLayout.text(l.screen.size)) pt @\(n(d.scale.value))x · corner radius "
        + "\(n(l.cornerRadius))\(mark(.cornerRadius))", .dim)
    add(
      "status bar " + (l.statusBar.map(ScreenLayout.text) ?? "hidden") + mark(.statusBar), .text)
    if let insets = l.safeAreaInsets {
      let values = [insets.top, insets.left, insets.bottom, insets.right].map(n)
      let named = zip(["top", "left", "bottom", "right"], values).map { "\($0) \($1)" }
      add(
        "safe area insets \(named.joined(separator: ", "))" + mark(.safeAreaInsets), .text)
    } else if let guides = l.layoutGuides {
      add(
        "safe area insets: none before iOS 11; layout guides top \(n(guides.top)), bottom "
          + "\(n(guides.bottom))\(mark(.layoutGuides))", .text)
    } else {
      add("safe area insets: none before iOS 11", .text)
    }
    add("content rect \(ScreenLayout.text(l.contentRect))" + mark(.contentRect), .text)
    let macroWarns = s.hotspotOn && !l.hotspotConnected
    add(
      "\(hotspot) · IS_HOTSPOT_CONNECTED \(l.hotspotConnected ? "YES" : "NO")",
      macroWarns ? .warning : .text)
    add("frames: x, y, width, height in points", .dim)
    if phone.showsSafeArea {
      add(
        "dashed red: the safe area"
          + (l.safeAreaInsets == nil ? " (the content rect before iOS 11)" : ""), .safeArea)
    }
    for view in phone.views {
      let count = view.findings.count
      add(
        "view \(view.name) \(ScreenLayout.text(view.frame)): "
          + (count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")"),
        view.isClipped ? .viewClipped : .viewFits)
      for finding in view.findings {
        add(
          "\(finding.mayBeIntended ? "~" : "!") \(finding.kind.rawValue): \(finding.reason)",
          finding.mayBeIntended ? .dim : .warning, indent: 2)
      }
    }
    for problem in phone.unplacedViews { add("! \(problem)", .warning) }
    for note in l.notes.map(\.text) + l.ignoredOptions.map(\.text) { add("! \(note)", .warning) }
    if lines.contains(where: { $0.text.hasSuffix(" ≈") }) {
      add("≈ an estimate (status U in the reference)", .estimate)
    }
    return lines
  }

  /// The legend's lines, from `top`, left-aligned with the phone's body.
  static func drawLegend(_ p: Placement, top: Double, into w: inout SVGWriter) {
    let n = Markup.number
    w.open("g", [("id", "legend\(p.index)")])
    for (i, line) in p.legend.enumerated() {
      let heading = i == 0
      var attributes: [SVGWriter.Attribute] = [
        ("x", n(p.body.minX + Double(line.indent) * legendFont * characterWidth)),
        ("y", n(top + lineHeight * Double(i + 1) - 4)),
        ("font-size", n(heading ? headingFont : legendFont)),
      ]
      if heading { attributes.append(("font-weight", "700")) }
      attributes.append(("fill", ink(line.role)))
      w.element("text", attributes, text: line.text)
    }
    w.close("g")
  }

  /// Text colours on the white page: the overlays' colours darkened to read as text.
  static func ink(_ role: StyleRole) -> String {
    switch role {
    case .viewFits: "#1E7B34"
    case .viewClipped, .safeArea: "#C4281C"
    default: Palette.vector(role)
    }
  }
}
