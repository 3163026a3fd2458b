import PhoneLayout

extension SVGDocument {
  // MARK: - One phone

  /// The phone in a group moved to its screen's corner, so that every frame inside is written in
  /// the layout's own points (`id="phone0-statusBar"` has the status bar's x, y, width, height).
  ///
  /// Back to front: the body, the scene's screen contents clipped to the display's continuous
  /// corners, the screen's edge, then the scene's overlays (frames that differ from the other
  /// phone's, your views, the safe-area outline), not clipped, so a view off the screen shows
  /// where it went. Each shape's id is the scene's name for it and its `data-role` its role.
  static func drawPhone(_ p: Placement, into w: inout SVGWriter) {
    let scene = p.scene
    let l = scene.layout
    let id = "phone\(p.index)"
    let (x, y) = p.screenOrigin
    let n = Markup.number
    w.open("g", [("id", id), ("transform", "translate(\(n(x)) \(n(y)))")])
    drawBody(p, into: &w)
    w.open("g", [("clip-path", "url(#\(id)-clip)")])
    for shape in scene.shapes where shape.layer.isClipped {
      draw(shape, phone: id, layout: l, into: &w)
    }
    w.close("g")
    w.element(
      "path",
      [
        ("d", ContinuousCorners.path(Rect(size: l.screen.size), radius: l.cornerRadius)),
        ("fill", "none"), ("stroke", "#48484A"), ("stroke-width", "1"),
      ])
    for shape in scene.shapes where !shape.layer.isClipped {
      draw(shape, phone: id, layout: l, into: &w)
    }
    w.close("g")
  }

  /// The phone's body around the screen; a home button and a speaker on home-button phones, the
  /// button on the edge the device's bottom faces (as the terminal draws it).
  static func drawBody(_ p: Placement, into w: inout SVGWriter) {
    let l = p.scene.layout
    let b = p.bezel
    let body = Rect(
      x: -b.left, y: -b.top, width: p.body.width, height: p.body.height)
    w.element(
      "path",
      [
        ("id", "phone\(p.index)-body"),
        ("d", ContinuousCorners.path(body, radius: p.bodyRadius)),
        ("fill", Palette.vector(.device)), ("stroke", Palette.vector(.bezel)),
        ("stroke-width", "2"),
      ])
    guard l.device.homeButton.value else { return }
    let n = Markup.number
    let screen = l.screen
    // The chin's middle, and the forehead's.
    let (button, speaker): ((Double, Double), (Double, Double))
    switch l.settings.orientation {
    case .portrait:
      button = (screen.midX, screen.maxY + b.bottom / 2)
      speaker = (screen.midX, -b.top / 2)
    case .landscapeLeft:
      button = (-b.left / 2, screen.midY)
      speaker = (screen.maxX + b.right / 2, screen.midY)
    case .landscapeRight:
      button = (screen.maxX + b.right / 2, screen.midY)
      speaker = (-b.left / 2, screen.midY)
    }
    let radius = min(25, min(b.left, b.bottom, b.top, b.right) * 1.25)
    w.element(
      "circle",
      [
        ("cx", n(button.0)), ("cy", n(button.1)), ("r", n(radius)), ("fill", "none"),
        ("stroke", Palette.vector(.bezel)), ("stroke-width", "2"),
      ])
    let (long, short) = (60.0, 6.0)
    let slot =
      l.settings.orientation.isLandscape
      ? Rect(x: speaker.0 - short / 2, y: speaker.1 - long / 2, width: short, height: long)
      : Rect(x: speaker.0 - long / 2, y: speaker.1 - short / 2, width: long, height: short)
    w.rect(slot, [("rx", n(short / 2)), ("fill", Palette.vector(.bezel))])
  }

  // MARK: - A shape

  /// One shape of the scene in points.
  static func draw(_ shape: Shape, phone: String, layout l: ScreenLayout, into w: inout SVGWriter) {
    let n = Markup.number
    let id = shape.id.map { "\(phone)-\($0)" }
    let role: [SVGWriter.Attribute] = [("data-role", "\(shape.role)")]
    let fill: [SVGWriter.Attribute] = [("fill", Palette.vector(shape.role))]
    switch shape.geometry {
    case .rect(let r):
      // A table's boxes keep a hairline edge, as UIKit's separators.
      let edge: [SVGWriter.Attribute] =
        shape.role == .cell ? [("stroke", "#C6C6C8"), ("stroke-width", "0.5")] : []
      w.rect(r, id: id, role + fill + edge)
    case .rounded(let r, let radius):
      if shape.role == .glass {
        // Liquid Glass: a light translucent fill with a fine edge.
        w.rect(
          r, id: id,
          role + [("rx", n(radius))] + fill + [
            ("fill-opacity", "0.85"), ("stroke", "#C7C7CC"), ("stroke-width", "1"),
          ])
      } else {
        w.rect(r, id: id, role + [("rx", n(radius))] + fill)
      }
    case .cutout(let r, .notch):
      w.element("path", (id.map { [("id", $0)] } ?? []) + role + [("d", notchPath(r))] + fill)
    case .cutout(let r, .island):
      w.rect(r, id: id, role + [("rx", n(min(r.width, r.height) / 2))] + fill)
    case .region(let r):
      w.rect(r, id: id, [("fill", "none")])
    case .line(let r, let dashed):
      let stroke: [SVGWriter.Attribute] =
        dashed
        ? [
          ("stroke", Palette.vector(shape.role)), ("stroke-width", "1.5"),
          ("stroke-dasharray", "4 3"),
        ] : [("stroke", "#C6C6C8"), ("stroke-width", "0.5")]
      w.element(
        "line",
        [("x1", n(r.minX)), ("y1", n(r.minY)), ("x2", n(r.maxX)), ("y2", n(r.maxY))] + stroke)
    case .text(let text):
      drawText(text, ink: shape.role, layout: l, into: &w)
    case .outline(let r, .dashed(let title)):
      let colour = Palette.vector(shape.role)
      w.rect(
        r, id: id,
        role + [
          ("fill", "none"), ("stroke", colour), ("stroke-width", "2"),
          ("stroke-dasharray", shape.role == .safeArea ? "6 4" : "5 3"),
        ])
      if let title {
        // On the right edge half-way down, clear of the bars' items and the content's label.
        label(
          title, x: r.maxX - 6, y: r.midY, size: 11, weight: "600", fill: colour, anchor: "end",
          into: &w)
      }
    case .outline(let r, .view(let name, let clipped)):
      drawView(r, id: id, name: name, clipped: clipped, into: &w)
    }
  }

  /// The notch: its frame with the bottom corners rounded (a third of the width at most, 60 % of
  /// the height; a drawing aid); the path's points span the frame exactly.
  static func notchPath(_ r: Rect) -> String {
    let n = Markup.number
    let radius = min(20, r.height * 0.6, r.width / 3)
    return "M\(n(r.minX)) \(n(r.minY))V\(n(r.maxY - radius))"
      + "Q\(n(r.minX)) \(n(r.maxY)) \(n(r.minX + radius)) \(n(r.maxY))"
      + "H\(n(r.maxX - radius))Q\(n(r.maxX)) \(n(r.maxY)) \(n(r.maxX)) \(n(r.maxY - radius))"
      + "V\(n(r.minY))Z"
  }

  /// One of your views: green and light when nothing clips it, red, heavier and hatched when
  /// something does; named inside its top-left corner on a white tag, so the name reads over
  /// bars, the status bar and the body alike.
  static func drawView(
    _ frame: Rect, id: String?, name: String, clipped: Bool, into w: inout SVGWriter
  ) {
    let colour = Palette.vector(clipped ? .viewClipped : .viewFits)
    w.rect(
      frame, id: id,
      [
        ("class", clipped ? "view clipped" : "view fits"),
        ("data-role", "\(clipped ? StyleRole.viewClipped : .viewFits)"),
        ("fill", clipped ? "url(#clipped-hatch)" : colour),
        ("fill-opacity", clipped ? "1" : "0.14"), ("stroke", colour),
        ("stroke-width", clipped ? "2.5" : "1.5"),
      ])
    guard frame.width >= 24 && frame.height >= 14 else { return }
    let tag = Rect(
      x: frame.minX + 2, y: frame.minY + 2,
      width: min(width(name, size: 11) + 6, frame.width - 4), height: 14)
    w.rect(tag, [("rx", "3"), ("fill", "#FFFFFF"), ("fill-opacity", "0.9")])
    label(
      name, x: tag.minX + 3, y: tag.maxY - 3.5, size: 11, weight: "600",
      fill: ink(clipped ? .viewClipped : .viewFits), anchor: "start", baseline: true, into: &w)
  }

  // MARK: - Words

  /// A scene's text as vector type: its style decides the size, the weight and the look (the
  /// status bar's icons, key caps, tab items with icons); the first variant that fits is drawn.
  static func drawText(
    _ t: SceneText, ink role: StyleRole, layout l: ScreenLayout, into w: inout SVGWriter
  ) {
    let r = t.rect
    let ink = Palette.vector(role)
    let statusBase = min(
      l.statusBar?.height ?? 20, l.device.statusBarHeight(for: l.settings.ios).value)
    let k = statusBase <= 24 ? 0.75 : 1.0
    let timeSize = statusBase <= 24 ? 12.0 : 15.0
    func first(size: Double, room: Double) -> [String]? {
      t.variants.first { parts in
        if t.alignment == .stacked { return parts.allSatisfy { width($0, size: size) <= room } }
        let slot = room / Double(max(1, parts.count))
        return parts.allSatisfy { width($0, size: size) <= slot - (parts.count > 1 ? 4 : 0) }
      }
    }
    switch t.style {
    case .time:
      label("9:41", x: r.midX, y: r.midY, size: timeSize, weight: "600", fill: ink, into: &w)
    case .statusIcons:
      guard let parts = t.variants.first else { return }
      if parts.count == 1 {
        let both = parts[0].hasPrefix(SceneText.signal)
        if both {
          drawStatusIcons(x: r.midX - 47.5 * k / 2, y: r.midY, k: k, ink: ink, into: &w)
        } else {
          drawBattery(x: r.midX - 12.5 * k, y: r.midY, k: k, ink: ink, into: &w)
        }
        return
      }
      for part in parts {
        switch part {
        case SceneText.signal: drawSignal(x: r.minX + 8 * k, y: r.midY, k: k, ink: ink, into: &w)
        case SceneText.battery:
          drawBattery(x: r.maxX - 8 * k - 25 * k, y: r.midY, k: k, ink: ink, into: &w)
        default:
          label(part, x: r.midX, y: r.midY, size: timeSize, weight: "600", fill: ink, into: &w)
        }
      }
    case .hotspot:
      let size = min(13, r.height * 0.62)
      if let parts = first(size: size, room: r.width - 12) {
        label(
          parts.joined(separator: " "), x: r.midX, y: r.midY, size: size, weight: "600",
          fill: ink, into: &w)
      }
    case .title:
      place(t, size: 17, weight: "600", fill: ink, pad: 8, into: &w)
    case .largeTitle:
      if let parts = first(size: 34, room: r.width) {
        label(
          parts.joined(separator: " "), x: r.minX, y: r.maxY - 10, size: 34, weight: "700",
          fill: ink, anchor: "start", baseline: true, into: &w)
      }
    case .barItems:
      // Bar button items in the system tint.
      place(t, size: 17, fill: Palette.vector(.hotspot), pad: 0, into: &w)
    case .tabItems:
      if let parts = first(size: 10, room: r.width), t.alignment != .stacked {
        drawTabItems(parts, in: r, into: &w)
      } else {
        place(t, size: 10, weight: "500", fill: Palette.vector(.hotspot), pad: 0, into: &w)
      }
    case .keys:
      let letters = (t.variants.last?.joined() ?? "").filter { $0 != " " }
      drawKeys(letters.map(String.init), in: r, into: &w)
    case .spaceBar:
      let pitch = r.width / 10
      let space = Rect(
        x: r.midX - pitch * 2.5 + 3, y: r.midY - r.height * 0.4, width: pitch * 5 - 6,
        height: r.height * 0.8)
      w.rect(space, keyCap)
      let words = t.variants.first?.joined(separator: " ") ?? ""
      label(
        words, x: space.midX, y: space.midY, size: min(15, space.height * 0.45), into: &w)
    case .cellLabel:
      place(t, size: 13, fill: ink, pad: 8, into: &w)
    case .scrollLabel:
      if let parts = first(size: 12, room: r.width - 16) {
        label(
          parts.joined(separator: " "), x: r.minX + 8, y: r.minY + 14, size: 12, fill: ink,
          anchor: "start", into: &w)
      }
    case .caption:
      place(t, size: 13, fill: "#8E8E93", pad: 8, into: &w)
    }
  }

  /// A text's first fitting variant at `size`: one part centred (less `pad` each side), parts
  /// spread across the rect (part i centred on its (2i + 1) / 2n point) or stacked down it.
  static func place(
    _ t: SceneText, size: Double, weight: String = "400", fill: String, pad: Double,
    into w: inout SVGWriter
  ) {
    let r = t.rect
    let stacked = t.alignment == .stacked
    let chosen = t.variants.first { parts in
      if stacked {
        return parts.allSatisfy { width($0, size: size) <= r.width - 2 * pad }
          && Double(parts.count) * size * 1.3 <= r.height
      }
      let slot = (r.width - 2 * pad) / Double(parts.count)
      return parts.allSatisfy { width($0, size: size) <= slot - (parts.count > 1 ? 4 : 0) }
    }
    guard let parts = chosen else { return }
    let count = Double(parts.count)
    for (i, part) in parts.enumerated() {
      let along = (2 * Double(i) + 1) / (2 * count)
      if stacked {
        label(
          part, x: r.midX, y: r.minY + r.height * along, size: size, weight: weight, fill: fill,
          into: &w)
      } else {
        label(
          part, x: r.minX + r.width * along, y: r.midY, size: size, weight: weight, fill: fill,
          into: &w)
      }
    }
  }

  /// A key cap's look: white on the keyboard's grey with a fine edge.
  static let keyCap: [SVGWriter.Attribute] = [
    ("rx", "5"), ("fill", "#FFFFFF"), ("stroke", "#A7A9AE"), ("stroke-width", "0.5"),
  ]

  /// A row of keys centred in `band`, ten keys' pitch to the band's width.
  static func drawKeys(_ letters: [String], in band: Rect, into w: inout SVGWriter) {
    let pitch = band.width / 10
    let keyHeight = band.height * 0.8
    let start = band.minX + (band.width - pitch * Double(letters.count)) / 2
    for (j, letter) in letters.enumerated() {
      let key = Rect(
        x: start + pitch * Double(j) + 3, y: band.midY - keyHeight / 2, width: pitch - 6,
        height: keyHeight)
      w.rect(key, keyCap)
      label(letter, x: key.midX, y: key.midY, size: min(18, keyHeight * 0.55), into: &w)
    }
  }

  /// Tab items, each an icon over its name, the first selected (system blue).
  static func drawTabItems(_ names: [String], in band: Rect, into w: inout SVGWriter) {
    guard band.width >= 120, band.height >= 24 else { return }
    let count = Double(names.count)
    let compact = band.height < 40
    for (i, name) in names.enumerated() {
      let cx = band.minX + band.width * (2 * Double(i) + 1) / (2 * count)
      let colour = i == 0 ? Palette.vector(.hotspot) : "#8E8E93"
      let iconY = band.minY + (compact ? band.height / 2 : band.height * 0.36)
      let radius = min(8, band.height / 6)
      let iconX = compact ? cx - 28 : cx
      w.element(
        "circle",
        [
          ("cx", Markup.number(iconX)), ("cy", Markup.number(iconY)),
          ("r", Markup.number(radius)), ("fill", colour),
        ])
      label(
        name, x: compact ? cx - 16 : cx, y: compact ? iconY : band.minY + band.height * 0.74,
        size: 10, weight: "500", fill: colour, anchor: compact ? "start" : "middle", into: &w)
    }
  }

  /// Signal bars and the battery, 47.5 × `k` points wide, centred on `y`.
  static func drawStatusIcons(x: Double, y: Double, k: Double, ink: String, into w: inout SVGWriter)
  {
    drawSignal(x: x, y: y, k: k, ink: ink, into: &w)
    drawBattery(x: x + 22.5 * k, y: y, k: k, ink: ink, into: &w)
  }

  /// Four bars rising to the right, 16.5 × `k` wide.
  static func drawSignal(x: Double, y: Double, k: Double, ink: String, into w: inout SVGWriter) {
    let n = Markup.number
    for (i, height) in [4.0, 6, 8.5, 11].enumerated() {
      w.element(
        "rect",
        [
          ("x", n(x + Double(i) * 4.5 * k)), ("y", n(y + 5.5 * k - height * k)),
          ("width", n(3 * k)), ("height", n(height * k)), ("rx", n(0.8 * k)), ("fill", ink),
        ])
    }
  }

  /// A battery, nearly full, 25 × `k` wide with its nub.
  static func drawBattery(x: Double, y: Double, k: Double, ink: String, into w: inout SVGWriter) {
    let n = Markup.number
    w.element(
      "rect",
      [
        ("x", n(x + 0.5 * k)), ("y", n(y - 5.5 * k)), ("width", n(22 * k)), ("height", n(11 * k)),
        ("rx", n(3 * k)), ("fill", "none"), ("stroke", ink), ("stroke-width", n(k)),
        ("stroke-opacity", "0.5"),
      ])
    w.element(
      "rect",
      [
        ("x", n(x + 2.5 * k)), ("y", n(y - 3.5 * k)), ("width", n(18 * k)), ("height", n(7 * k)),
        ("rx", n(1.5 * k)), ("fill", ink),
      ])
    w.element(
      "rect",
      [
        ("x", n(x + 23.5 * k)), ("y", n(y - 2 * k)), ("width", n(1.5 * k)), ("height", n(4 * k)),
        ("rx", n(0.75 * k)), ("fill", ink), ("fill-opacity", "0.5"),
      ])
  }

  // MARK: - Text

  /// A line of text centred on (`x`, `y`) (`baseline`: `y` is the baseline); `anchor` start,
  /// middle or end.
  ///
  /// The baseline of centred text is put 0.35 em below the centre, as for most sans-serifs'
  /// capitals, rather than with `dominant-baseline`, which not every renderer reads.
  static func label(
    _ text: String, x: Double, y: Double, size: Double, weight: String = "400",
    fill: String = Palette.vector(.label), anchor: String = "middle", baseline: Bool = false,
    into w: inout SVGWriter
  ) {
    let n = Markup.number
    var attributes: [SVGWriter.Attribute] = [
      ("x", n(x)), ("y", n(baseline ? y : y + size * 0.35)), ("font-size", n(size)),
    ]
    if weight != "400" { attributes.append(("font-weight", weight)) }
    if anchor != "start" { attributes.append(("text-anchor", anchor)) }
    attributes.append(("fill", fill))
    w.element("text", attributes, text: text)
  }

  /// An estimate of a text's width: `characterWidth` ems a character.
  static func width(_ text: String, size: Double) -> Double {
    Double(text.unicodeScalars.count) * size * characterWidth
  }
}
