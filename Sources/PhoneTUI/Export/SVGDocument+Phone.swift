import PhoneLayout

extension SVGDocument {
  // MARK: - One phone

  /// The phone in a group moved to its screen's corner, so that every frame inside is written in
  /// the layout's own points (`id="phone0-statusBar"` has the status bar's x, y, width, height).
  ///
  /// Back to front: the body, the screen's contents clipped to its continuous corners, the
  /// screen's edge, then what is drawn over the phone: frames that differ from the other phone's,
  /// your views and the safe-area outline (not clipped, so a view off the screen shows where it
  /// went).
  static func drawPhone(
    _ p: Placement, phone: PhoneState, state: AppState, highlight: Set<LayoutElement>,
    into w: inout SVGWriter
  ) {
    let l = p.layout
    let id = "phone\(p.index)"
    let (x, y) = p.screenOrigin
    let n = Markup.number
    w.open("g", [("id", id), ("transform", "translate(\(n(x)) \(n(y)))")])
    drawBody(p, into: &w)
    w.open("g", [("clip-path", "url(#\(id)-clip)")])
    drawScreen(l, id: id, into: &w)
    w.close("g")
    w.element(
      "path",
      [
        ("d", ContinuousCorners.path(Rect(size: l.screen.size), radius: l.cornerRadius)),
        ("fill", "none"), ("stroke", "#48484A"), ("stroke-width", "1"),
      ])
    for element in highlight.sorted(by: { $0.ordinal < $1.ordinal }) {
      guard let rect = l.frame(of: element) else { continue }
      w.rect(
        rect, id: "\(id)-differs-\(element.rawValue)",
        [
          ("fill", "none"), ("stroke", Palette.vector(.difference)), ("stroke-width", "2"),
          ("stroke-dasharray", "5 3"),
        ])
    }
    drawViews(phone, id: id, into: &w)
    if state.showSafeArea { drawSafeArea(l, id: id, into: &w) }
    w.close("g")
  }

  /// The phone's body around the screen; a home button and a speaker on home-button phones, the
  /// button on the edge the device's bottom faces (as the terminal draws it).
  static func drawBody(_ p: Placement, into w: inout SVGWriter) {
    let l = p.layout
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

  // MARK: - The screen

  /// What UIKit puts on the screen, back to front as `PhoneRenderer.paint` paints it.
  static func drawScreen(_ l: ScreenLayout, id: String, into w: inout SVGWriter) {
    let fill = { (role: StyleRole) -> [SVGWriter.Attribute] in [("fill", Palette.vector(role))] }
    let none: [SVGWriter.Attribute] = [("fill", "none")]
    w.rect(l.screen, id: "\(id)-screen", fill(.window))
    w.rect(l.contentView, id: "\(id)-contentView", fill(.underContent))
    w.rect(l.contentRect, id: "\(id)-contentRect", fill(.content))
    drawBars(l, id: id, into: &w)
    drawStatusBar(l, id: id, into: &w)
    drawTable(l, id: id, into: &w)
    drawContentLabels(l, into: &w)
    drawKeyboard(l, id: id, into: &w)
    if let strip = l.homeIndicator { w.rect(strip, id: "\(id)-homeIndicator", none) }
    if let pill = l.homeIndicatorPill {
      w.rect(
        pill, id: "\(id)-homeIndicatorPill",
        [("rx", Markup.number(pill.height / 2))] + fill(.homeIndicator))
    }
    if let notch = l.notch {
      w.element("path", [("id", "\(id)-notch"), ("d", notchPath(notch))] + fill(.cutout))
    }
    if let island = l.dynamicIsland {
      w.rect(
        island, id: "\(id)-dynamicIsland",
        [("rx", Markup.number(min(island.width, island.height) / 2))] + fill(.cutout))
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

  // MARK: - Bars

  /// The navigation bar, toolbar and tab bar with their items: classic bars filled (tinted where
  /// content runs under them) with a hairline toward the content; iOS 26's Liquid Glass as
  /// floating circles and capsules (`PhoneRenderer.glassCircles`, `glassToolbar`) over the
  /// content, the bars' frames then outlines only.
  static func drawBars(_ l: ScreenLayout, id: String, into w: inout SVGWriter) {
    let glass = l.settings.liquidGlass
    let hairline = "#C6C6C8"
    let none: [SVGWriter.Attribute] = [("fill", "none")]
    func barFill(_ bar: Rect) -> [SVGWriter.Attribute] {
      glass ? none : [("fill", Palette.vector(PhoneRenderer.barRole(bar, in: l)))]
    }
    func line(_ y: Double, _ bar: Rect) {
      w.element(
        "line",
        [
          ("x1", Markup.number(bar.minX)), ("y1", Markup.number(y)),
          ("x2", Markup.number(bar.maxX)), ("y2", Markup.number(y)), ("stroke", hairline),
          ("stroke-width", "0.5"),
        ])
    }
    // A keyboard over a bottom bar hides its items (it is drawn later, over the bar).
    let covered = { (bar: Rect) in l.keyboard?.overlaps(bar) ?? false }
    if let nav = l.navigationBar {
      w.rect(nav, id: "\(id)-navigationBar", barFill(nav))
      if glass {
        for (i, circle) in PhoneRenderer.glassCircles(l).enumerated() {
          glassShape(circle, id: "\(id)-navigationBar-glass\(i)", into: &w)
        }
      } else {
        line(nav.maxY, nav)
      }
      if l.showsLargeTitle {
        label(
          "Large Title", x: l.contentRect.minX + 16, y: nav.maxY - 10, size: 34, weight: "700",
          anchor: "start", baseline: true, into: &w)
      } else {
        let band = min(nav.height, glass ? 54 : 44)
        label(
          "Title", x: nav.midX, y: nav.minY + band / 2, size: 17, weight: "600", into: &w)
      }
    }
    if let toolbar = l.toolbar {
      w.rect(toolbar, id: "\(id)-toolbar", barFill(toolbar))
      // §7a: the toolbar's background runs down through the home-indicator strip.
      if let strip = l.homeIndicator, !glass {
        w.rect(strip, id: "\(id)-toolbar-strip", barFill(toolbar))
      }
      let band: Rect
      if glass, let capsule = PhoneRenderer.glassToolbar(l) {
        glassShape(capsule, id: "\(id)-toolbar-glass", into: &w)
        band = capsule.inset(by: EdgeInsets(left: capsule.height / 2, right: capsule.height / 2))
      } else {
        line(toolbar.minY, toolbar)
        band = toolbar.inset(by: EdgeInsets(left: 8, right: 8))
      }
      if !covered(toolbar) {
        spread(
          [["Edit", "Share", "Done"], ["Edit", "Done"], ["Edit"]], in: band,
          y: band.minY + min(44, band.height) / 2, size: 17,
          fill: Palette.vector(.hotspot), into: &w)
      }
    }
    if let tabBar = l.tabBar {
      w.rect(tabBar, id: "\(id)-tabBar", barFill(tabBar))
      let band: Rect
      if glass {
        glassShape(tabBar, id: "\(id)-tabBar-glass", into: &w)
        band = tabBar.inset(by: EdgeInsets(left: tabBar.height / 2, right: tabBar.height / 2))
      } else {
        line(tabBar.minY, tabBar)
        band = tabBar.inset(by: EdgeInsets(bottom: l.homeIndicator?.height ?? 0))
      }
      if !covered(tabBar) { drawTabItems(band, into: &w) }
    }
  }

  /// A Liquid Glass circle or capsule: a light translucent fill with a fine edge.
  static func glassShape(_ r: Rect, id: String, into w: inout SVGWriter) {
    w.rect(
      r, id: id,
      [
        ("rx", Markup.number(min(r.width, r.height) / 2)), ("fill", Palette.vector(.glass)),
        ("fill-opacity", "0.85"), ("stroke", "#C7C7CC"), ("stroke-width", "1"),
      ])
  }

  /// Three tab items, each an icon over its name, the first selected (system blue).
  static func drawTabItems(_ band: Rect, into w: inout SVGWriter) {
    let names = ["Home", "Search", "Profile"]
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

  // MARK: - Status bar

  /// The status bar: its background (opaque before iOS 7, else what is under it), the hotspot
  /// as the layout shows it (the double-height bar and its text, the blue bar, the blue capsule
  /// behind the time), the time and the signal and battery marks in the bar's text colour.
  static func drawStatusBar(_ l: ScreenLayout, id: String, into w: inout SVGWriter) {
    guard let statusBar = l.statusBar else { return }
    let s = l.settings
    let background = PhoneRenderer.statusBarBackground(l)
    w.rect(
      statusBar, id: "\(id)-statusBar",
      [("fill", background.map(Palette.vector) ?? "none")])
    let white = Palette.vector(.labelOnDark)
    switch l.hotspotIndicator {
    case .doubleHeightBar:
      if let bar = l.hotspotBar {
        w.rect(bar, id: "\(id)-hotspotBar", [("fill", Palette.vector(.hotspot))])
        let count = s.hotspotConnections
        let word = count == 1 ? "Connection" : "Connections"
        let size = min(13, bar.height * 0.62)
        let text = fitting(
          [
            "Personal Hotspot: \(count) \(word)", "Hotspot: \(count) \(word)", "Hotspot: \(count)",
          ], width: bar.width - 12, size: size)
        if let text {
          label(text, x: bar.midX, y: bar.midY, size: size, weight: "600", fill: white, into: &w)
        }
      }
    case .blueStatusBar:
      w.rect(statusBar, id: "\(id)-hotspotStatusBar", [("fill", Palette.vector(.hotspot))])
    case .blueCapsule, .none:
      break
    }
    // The text takes the effective style: light content is white, the others dark (light mode);
    // before iOS 7 and on the blue bar, white.
    let light =
      l.hotspotIndicator == .blueStatusBar || s.ios.major < 7
      || l.statusBarAppearance.style == .lightContent
    let ink = light ? white : Palette.vector(.label)
    let base = min(statusBar.height, l.device.statusBarHeight(for: s.ios).value)
    let k = base <= 24 ? 0.75 : 1.0
    let timeSize = base <= 24 ? 12.0 : 15.0
    let middle = base / 2
    if let cutout = l.notch ?? l.dynamicIsland, s.orientation == .portrait {
      var timeInk = ink
      if l.hotspotIndicator == .blueCapsule {
        let capsule = PhoneRenderer.capsule(l, statusBar: statusBar)
        w.rect(
          capsule, id: "\(id)-hotspotCapsule",
          [("rx", Markup.number(capsule.height / 2)), ("fill", Palette.vector(.hotspot))])
        timeInk = white
      }
      label(
        "9:41", x: cutout.minX / 2, y: middle, size: timeSize, weight: "600", fill: timeInk,
        into: &w)
      let iconsWidth = 47.5 * k
      let rightEar = (cutout.maxX + statusBar.maxX) / 2
      drawStatusIcons(x: rightEar - iconsWidth / 2, y: middle, k: k, ink: ink, into: &w)
    } else {
      label(
        "9:41", x: statusBar.midX, y: middle, size: timeSize, weight: "600", fill: ink, into: &w)
      drawSignal(x: statusBar.minX + 8 * k, y: middle, k: k, ink: ink, into: &w)
      drawBattery(x: statusBar.maxX - 8 * k - 25 * k, y: middle, k: k, ink: ink, into: &w)
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

  // MARK: - Content

  /// The table's cell and section header, their content views labelled (seed 001's shift).
  static func drawTable(_ l: ScreenLayout, id: String, into w: inout SVGWriter) {
    guard l.tableCell != nil, l.cellContentView != nil else { return }
    let boxes: [(String, Rect?, Rect?, [String])] = [
      ("sectionHeader", l.sectionHeader, l.headerContentView, ["header content", "header"]),
      ("tableCell", l.tableCell, l.cellContentView, ["cell contentView", "contentView", "cell"]),
    ]
    for (name, box, inside, words) in boxes {
      guard let box, let inside else { continue }
      w.rect(
        box, id: "\(id)-\(name)",
        [("fill", Palette.vector(.cell)), ("stroke", "#C6C6C8"), ("stroke-width", "0.5")])
      w.rect(inside, id: "\(id)-\(name)-content", [("fill", Palette.vector(.cellContent))])
      if let text = fitting(words, width: inside.width - 8, size: 13) {
        label(text, x: inside.midX, y: inside.midY, size: 13, into: &w)
      }
    }
  }

  /// Where the scroll view's content starts (a blue line and its inset), and the content rect's
  /// name and size in the middle of what is visible of it.
  static func drawContentLabels(_ l: ScreenLayout, into w: inout SVGWriter) {
    let n = Markup.number
    let blue = Palette.vector(.scrollInset)
    if let scroll = l.scrollView, let inset = l.adjustedContentInset ?? l.contentInset {
      let y = scroll.minY + inset.top
      w.element(
        "line",
        [
          ("x1", n(scroll.minX)), ("y1", n(y)), ("x2", n(scroll.maxX)), ("y2", n(y)),
          ("stroke", blue), ("stroke-width", "1.5"), ("stroke-dasharray", "4 3"),
        ])
      // Below the table's cells when they start on the line.
      let below = [l.tableCell, l.sectionHeader].compactMap { $0?.maxY }.max() ?? y
      let text = fitting(
        [
          "scroll content starts at the blue line, inset \(n(inset.top))",
          "content starts: inset \(n(inset.top))", "inset \(n(inset.top))",
        ], width: scroll.width - 16, size: 12)
      if let text {
        label(
          text, x: scroll.minX + 8, y: max(y, below) + 14, size: 12, fill: blue,
          anchor: "start", into: &w)
      }
    }
    let s = l.settings
    // The middle of what shows of the content rect: above the keyboard, below the table's cells
    // and the scroll label.
    let visible = l.contentAboveKeyboard ?? l.contentRect
    let table = [l.tableCell, l.sectionHeader].compactMap { $0 }.filter { $0.overlaps(visible) }
    let top = table.isEmpty ? visible.minY : (table.map(\.maxY).max() ?? 0) + 24
    let r = Rect(
      minX: visible.minX, minY: max(visible.minY, top), maxX: visible.maxX, maxY: visible.maxY)
    guard r.height >= 20 else { return }
    let size = ScreenLayout.text(l.contentRect.size)
    let mark = l.approximations.contains(.contentRect) ? " ≈" : ""
    let name = s.launchScreen ? "Launch Screen" : (s.fullScreen ? "full screen" : "contentRect")
    if let text = fitting(
      ["\(name) \(size)\(mark)", "\(size)\(mark)"], width: r.width - 8, size: 13)
    {
      label(text, x: r.midX, y: r.midY, size: 13, fill: "#8E8E93", into: &w)
    }
  }

  /// The keyboard: three rows of letter keys and a space bar, key caps on its grey.
  static func drawKeyboard(_ l: ScreenLayout, id: String, into w: inout SVGWriter) {
    guard let frame = l.keyboard else { return }
    w.rect(frame, id: "\(id)-keyboard", [("fill", Palette.vector(.keyboard))])
    // The keys keep to the safe area's sides (landscape on a Face ID phone), as iOS lays them.
    let sides = l.safeAreaInsets ?? .zero
    let keyboard = frame.inset(by: EdgeInsets(left: sides.left, right: sides.right))
    let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    let rowHeight = keyboard.height / Double(rows.count + 2)
    let pitch = keyboard.width / 10
    let keyHeight = rowHeight * 0.8
    let cap: [SVGWriter.Attribute] = [
      ("rx", "5"), ("fill", "#FFFFFF"), ("stroke", "#A7A9AE"), ("stroke-width", "0.5"),
    ]
    for (i, row) in rows.enumerated() {
      let cy = keyboard.minY + rowHeight * (Double(i) + 1)
      let start = keyboard.minX + (keyboard.width - pitch * Double(row.count)) / 2
      for (j, letter) in row.enumerated() {
        let key = Rect(
          x: start + pitch * Double(j) + 3, y: cy - keyHeight / 2, width: pitch - 6,
          height: keyHeight)
        w.rect(key, cap)
        label(String(letter), x: key.midX, y: key.midY, size: min(18, keyHeight * 0.55), into: &w)
      }
    }
    let cy = keyboard.minY + rowHeight * Double(rows.count + 1)
    let space = Rect(
      x: keyboard.midX - pitch * 2.5 + 3, y: cy - keyHeight / 2, width: pitch * 5 - 6,
      height: keyHeight)
    w.rect(space, cap)
    label("space", x: space.midX, y: space.midY, size: min(15, keyHeight * 0.45), into: &w)
  }

  // MARK: - Over the phone

  /// Your views: green and light when nothing clips them, red, heavier and hatched when
  /// something does; each named inside its top-left corner.
  static func drawViews(_ phone: PhoneState, id: String, into w: inout SVGWriter) {
    for (index, view) in phone.placedViews.enumerated() {
      let clipped = view.isClipped
      let colour = Palette.vector(clipped ? .viewClipped : .viewFits)
      w.rect(
        view.frame, id: "\(id)-view\(index)",
        [
          ("class", clipped ? "view clipped" : "view fits"),
          ("fill", clipped ? "url(#clipped-hatch)" : colour),
          ("fill-opacity", clipped ? "1" : "0.14"), ("stroke", colour),
          ("stroke-width", clipped ? "2.5" : "1.5"),
        ])
      if view.frame.width >= 24 && view.frame.height >= 14 {
        // On a white tag, so the name reads over bars, the status bar and the body alike.
        let tag = Rect(
          x: view.frame.minX + 2, y: view.frame.minY + 2,
          width: min(width(view.name, size: 11) + 6, view.frame.width - 4), height: 14)
        w.rect(tag, [("rx", "3"), ("fill", "#FFFFFF"), ("fill-opacity", "0.9")])
        label(
          view.name, x: tag.minX + 3, y: tag.maxY - 3.5, size: 11, weight: "600",
          fill: ink(clipped ? .viewClipped : .viewFits), anchor: "start", baseline: true, into: &w)
      }
    }
  }

  /// The safe area as a dashed outline: the window's `safeAreaInsets` from iOS 11, the content
  /// rect before (as the terminal's `a` overlay).
  static func drawSafeArea(_ l: ScreenLayout, id: String, into w: inout SVGWriter) {
    let area = l.safeAreaInsets.map { l.screen.inset(by: $0) } ?? l.contentRect
    let red = Palette.vector(.safeArea)
    w.rect(
      area, id: "\(id)-safeArea",
      [
        ("fill", "none"), ("stroke", red), ("stroke-width", "2"), ("stroke-dasharray", "6 4"),
      ])
    // On the right edge half-way down, clear of the bars' items and the content's label.
    label(
      "safe area", x: area.maxX - 6, y: area.midY, size: 11, weight: "600", fill: red,
      anchor: "end", into: &w)
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

  /// The first variant whose parts fit, spread evenly across `band`: part i centred on its
  /// (2i + 1) / 2n point (the terminal's variants: fewer items where the bar is narrow).
  static func spread(
    _ variants: [[String]], in band: Rect, y: Double, size: Double, fill: String,
    into w: inout SVGWriter
  ) {
    let chosen = variants.first { parts in
      let slot = band.width / Double(parts.count)
      return parts.allSatisfy { width($0, size: size) <= slot - 4 }
    }
    guard let parts = chosen else { return }
    for (i, part) in parts.enumerated() {
      let cx = band.minX + band.width * (2 * Double(i) + 1) / (2 * Double(parts.count))
      label(part, x: cx, y: y, size: size, fill: fill, into: &w)
    }
  }

  /// The first of `variants` that fits in `width` points at `size`, if any.
  static func fitting(_ variants: [String], width: Double, size: Double) -> String? {
    variants.first { self.width($0, size: size) <= width }
  }

  /// An estimate of a text's width: `characterWidth` ems a character.
  static func width(_ text: String, size: Double) -> Double {
    Double(text.unicodeScalars.count) * size * characterWidth
  }
}
