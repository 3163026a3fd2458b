import PhoneLayout

/// Draws the phone: its outline, then the screen as a canvas of half-cell pixels, then labels and
/// the safe-area overlay.
enum PhoneRenderer {
  /// Draws the phone, and returns the cells each of your views' outlines cover.
  @discardableResult
  static func draw(
    _ frame: PhoneFrame, phone: PhoneState, state: AppState, marked: Bool = false,
    pair: Bool = false, highlight: Set<LayoutElement> = [], into buffer: inout CellBuffer
  ) -> [(index: Int, cells: CellRect)] {
    let l = frame.layout
    let g = state.glyphs
    let scale = frame.scale
    drawBezel(frame, state: state, marked: marked, pair: pair, into: &buffer)
    let canvas = paint(l, scale: scale)
    let origin = frame.screen
    // Two pixel rows a cell row, read straight from the canvas (a last odd row has the
    // background below it).
    let roles = canvas.roles
    let width = canvas.width
    roles.withUnsafeBufferPointer { roles in
      for cy in 0..<scale.cellHeight {
        let topRow = cy * 2 * width
        let hasBottom = cy * 2 + 1 < canvas.height
        buffer.fillRow(y: origin.y + cy, x: origin.x, count: min(scale.cellWidth, width)) { cx in
          let top = roles[topRow + cx]
          let bottom = hasBottom ? roles[topRow + width + cx] : .background
          return cell(top: top, bottom: bottom, glyphs: g)
        }
      }
    }
    var taken = [Bool](repeating: false, count: scale.cellWidth * scale.cellHeight)
    for label in labels(l, state: state, scale: scale) {
      place(label, scale: scale, origin: origin, taken: &taken, into: &buffer, g)
    }
    for element in highlight.sorted(by: { $0.ordinal < $1.ordinal }) {
      guard let rect = l.frame(of: element) else { continue }
      drawOutline(
        scale.pixels(rect, minimum: true), role: .difference, origin: origin, taken: taken,
        into: &buffer, g)
    }
    let views = drawViews(phone, glyphs: g, scale: scale, origin: origin, into: &buffer)
    if state.showSafeArea {
      let area = l.safeAreaInsets.map { l.screen.inset(by: $0) } ?? l.contentRect
      drawOverlay(scale.pixels(area), origin: origin, taken: taken, into: &buffer, g)
    }
    return views
  }

  // MARK: - Your views

  /// Your views over the content: an outline each, in the colour (or line weight) of whether
  /// something clips it, with its name inside the top edge; the selected one highlighted.
  static func drawViews(
    _ phone: PhoneState, glyphs g: GlyphSet, scale: CellScale, origin: CellRect,
    into buffer: inout CellBuffer
  ) -> [(index: Int, cells: CellRect)] {
    var drawn: [(index: Int, cells: CellRect)] = []
    for (index, view) in phone.placedViews.enumerated() {
      let p = scale.pixels(view.frame, minimum: true)
      guard !p.isEmpty else { continue }
      let top = p.y / 2
      let bottom = (p.maxY - 1) / 2
      let cells = CellRect(
        x: origin.x + p.x, y: origin.y + top, width: p.width, height: bottom - top + 1)
      let selected = phone.selectedView == index
      let role: StyleRole = selected ? .highlight : (view.isClipped ? .viewClipped : .viewFits)
      let box = g.viewBox(clipped: view.isClipped)
      func put(_ x: Int, _ y: Int, _ glyph: Unicode.Scalar) {
        let existing = buffer[x, y]
        buffer[x, y] = Cell(glyph, role, g.color ? existing.background : .background)
      }
      if cells.width >= 2 && cells.height >= 2 {
        for x in cells.x + 1..<cells.maxX - 1 {
          put(x, cells.y, box.h)
          put(x, cells.maxY - 1, box.h)
        }
        for y in cells.y + 1..<cells.maxY - 1 {
          put(cells.x, y, box.v)
          put(cells.maxX - 1, y, box.v)
        }
        put(cells.x, cells.y, box.tl)
        put(cells.maxX - 1, cells.y, box.tr)
        put(cells.x, cells.maxY - 1, box.bl)
        put(cells.maxX - 1, cells.maxY - 1, box.br)
        let name = g.text(view.name)
        if cells.width > 4 {
          buffer.write(name, x: cells.x + 1, y: cells.y, foreground: role, maxX: cells.maxX - 1)
        }
      } else {
        for y in cells.y..<cells.maxY {
          for x in cells.x..<cells.maxX { put(x, y, box.h) }
        }
      }
      drawn.append((index, cells))
    }
    return drawn
  }

  // MARK: - Pixels

  /// The role of every pixel, painted back to front.
  static func paint(_ l: ScreenLayout, scale: CellScale) -> PixelCanvas {
    var canvas = PixelCanvas(width: scale.pixelWidth, height: scale.pixelHeight, fill: .window)
    canvas.fill(scale.pixels(l.contentView), .underContent)
    canvas.fill(scale.pixels(l.contentRect), .content)
    if l.settings.liquidGlass {
      paintGlassBars(l, scale: scale, into: &canvas)
    } else {
      for bar in [l.navigationBar, l.toolbar, l.tabBar].compactMap({ $0 }) {
        canvas.fill(scale.pixels(bar), barRole(bar, in: l))
      }
      // §7a: the toolbar's background runs down through the home-indicator strip (the tab bar's
      // frame takes the strip in already).
      if let toolbar = l.toolbar, let strip = l.homeIndicator {
        canvas.fill(scale.pixels(strip), barRole(toolbar, in: l))
      }
    }
    if let statusBar = l.statusBar {
      // Before iOS 7 the status bar is an opaque bar of its own; since, it is transparent and
      // shows what is under it: a navigation bar's background runs up under it.
      if let role = statusBarBackground(l) { canvas.fill(scale.pixels(statusBar), role) }
      switch l.hotspotIndicator {
      case .doubleHeightBar:
        if let bar = l.hotspotBar { canvas.fill(scale.pixels(bar, minimum: true), .hotspot) }
      case .blueStatusBar:
        canvas.fill(scale.pixels(statusBar), .hotspot)
      case .blueCapsule:
        canvas.fill(scale.pixels(capsule(l, statusBar: statusBar), minimum: true), .hotspot)
      case .none:
        break
      }
    }
    if let cell = l.tableCell, let content = l.cellContentView {
      for (box, inside) in [(cell, content), (l.sectionHeader, l.headerContentView)] {
        guard let box, let inside else { continue }
        canvas.fill(scale.pixels(box, minimum: true), .cell)
        canvas.fill(scale.pixels(inside, minimum: true), .cellContent)
      }
    }
    if let keyboard = l.keyboard { canvas.fill(scale.pixels(keyboard), .keyboard) }
    if let pill = l.homeIndicatorPill {
      canvas.fill(scale.pixels(pill, minimum: true), .homeIndicator)
    }
    for cutout in [l.notch, l.dynamicIsland].compactMap({ $0 }) {
      canvas.fill(scale.pixels(cutout, minimum: true), .cutout)
    }
    maskCorners(&canvas, radius: l.cornerRadius, screen: l.screen.size, scale: scale)
    return canvas
  }

  /// iOS 26's bars float over the content (§7c): the navigation bar has no background, only its
  /// buttons in glass circles; the toolbar and the tab bar are glass capsules.
  ///
  /// A drawing aid: the circles' 44-pt size and 16-pt margins and the toolbar capsule's 21-pt
  /// inset are chosen to read as iOS 26, not measured; the reported frames are the layout's.
  static func paintGlassBars(_ l: ScreenLayout, scale: CellScale, into canvas: inout PixelCanvas) {
    for circle in glassCircles(l) {
      canvas.fillRounded(scale.pixels(circle, minimum: true), .glass)
    }
    if let capsule = glassToolbar(l) { canvas.fillRounded(scale.pixels(capsule), .glass) }
    if let tabBar = l.tabBar { canvas.fillRounded(scale.pixels(tabBar), .glass) }
  }

  /// iOS 26's navigation bar buttons: two 44-pt glass circles 16 pt in from the safe area's
  /// sides, centred in the bar's first 54 pt (a drawing aid, see `paintGlassBars`).
  static func glassCircles(_ l: ScreenLayout) -> [Rect] {
    guard let nav = l.navigationBar else { return [] }
    let size = min(44, nav.height)
    let y = nav.minY + (min(nav.height, 54) - size) / 2
    let sides = l.safeAreaInsets ?? .zero
    return [nav.minX + sides.left + 16, nav.maxX - sides.right - 16 - size].map {
      Rect(x: $0, y: y, width: size, height: size)
    }
  }

  /// iOS 26's toolbar capsule: the toolbar's frame 21 pt in from the safe area's sides (a drawing
  /// aid).
  static func glassToolbar(_ l: ScreenLayout) -> Rect? {
    guard let toolbar = l.toolbar else { return nil }
    let sides = l.safeAreaInsets ?? .zero
    let inset = min(21, toolbar.width / 4)
    return toolbar.inset(by: EdgeInsets(left: sides.left + inset, right: sides.right + inset))
  }

  /// What fills the status bar: its own opaque bar before iOS 7; since, the navigation bar's
  /// background when one sits under it (not iOS 26's, which has none), else nothing (what is
  /// painted under it shows).
  static func statusBarBackground(_ l: ScreenLayout) -> StyleRole? {
    guard l.settings.ios.major >= 7 else { return .statusBar }
    guard let nav = l.navigationBar, !l.settings.liquidGlass else { return nil }
    return barRole(nav, in: l)
  }

  /// The role of the pixels the status bar's text sits on.
  static func statusBarTextBackground(_ l: ScreenLayout) -> StyleRole {
    if let role = statusBarBackground(l) { return role }
    guard let bar = l.statusBar else { return .window }
    if l.contentRect.overlaps(bar) { return .content }
    return l.contentView.overlaps(bar) ? .underContent : .window
  }

  /// A bar's role: content extending under a (translucent) bar shows as a tinted bar.
  static func barRole(_ bar: Rect, in l: ScreenLayout) -> StyleRole {
    l.contentView.overlaps(bar) ? .barOverContent : .bar
  }

  /// The blue capsule behind the time on Face ID phones: centred in the left ear, beside the
  /// notch or island.
  ///
  /// A drawing aid: UIKit reports no frame for it and the reference gives no size (decision 3
  /// only says it is there), so its proportions (the ear less 24 pt, between 20 and 64 wide, 55 %
  /// of the bar and at most 24 tall) are chosen to read as a capsule, not measured, and it is in
  /// no report.
  static func capsule(_ l: ScreenLayout, statusBar: Rect) -> Rect {
    let ear = (l.notch ?? l.dynamicIsland).map { $0.minX } ?? statusBar.width / 3
    let width = min(max(ear - 24, 20), 64)
    let height = min(statusBar.height * 0.55, 24)
    return Rect(
      x: (ear - width) / 2, y: (statusBar.height - height) / 2, width: width, height: height)
  }

  /// Pixels outside the display's rounded corners show the phone's body.
  ///
  /// Only the four corner squares, `radius` points on a side, can be outside.
  static func maskCorners(
    _ canvas: inout PixelCanvas, radius: Double, screen: Size, scale: CellScale
  ) {
    guard radius > 0 else { return }
    let reach = min(
      Int((radius * scale.pixelsPerPoint).rounded(.up)) + 1, canvas.width, canvas.height)
    let columns = Array(0..<reach) + Array(max(reach, canvas.width - reach)..<canvas.width)
    let rows = Array(0..<reach) + Array(max(reach, canvas.height - reach)..<canvas.height)
    for py in rows {
      for px in columns {
        let (x, y) = scale.point(pixelX: px, pixelY: py)
        let cx = x < radius ? radius : (x > screen.width - radius ? screen.width - radius : x)
        let cy = y < radius ? radius : (y > screen.height - radius ? screen.height - radius : y)
        let dx = x - cx
        let dy = y - cy
        if dx * dx + dy * dy > radius * radius { canvas[px, py] = .device }
      }
    }
  }

  /// How strongly a role claims a cell it shares with another, in monochrome (thin markers win).
  static func rank(_ role: StyleRole) -> Int {
    switch role {
    case .cutout: 9
    case .homeIndicator: 8
    case .keyboard: 7
    case .cellContent: 6
    case .cell: 5
    case .hotspot: 7
    case .statusBar: 6
    case .bar, .barOverContent, .glass: 5
    case .underContent: 4
    case .content: 3
    case .window: 2
    default: 0
    }
  }

  /// The cell for two stacked pixels: a half block in colour, the stronger role's fill glyph
  /// otherwise.
  static func cell(top: StyleRole, bottom: StyleRole, glyphs: GlyphSet) -> Cell {
    if glyphs.color {
      if top == bottom { return Cell(" ", .text, top) }
      if glyphs.unicode {
        return top == .background ? Cell("▄", bottom, .background) : Cell("▀", top, bottom)
      }
      // ASCII has no half blocks: the stronger role takes the cell.
      let role = rank(top) >= rank(bottom) ? top : bottom
      return Cell(" ", .text, role)
    }
    let role = rank(top) >= rank(bottom) ? top : bottom
    return Cell(glyphs.fill(role), role, role)
  }

  // MARK: - Outline

  /// The outline with the device and iOS as its title; `pair`, one of two phones drawn side by
  /// side, `marked` the focused one: its title starts with a marker and is highlighted, the
  /// other's outline and title are dim.
  static func drawBezel(
    _ frame: PhoneFrame, state: AppState, marked: Bool, pair: Bool, into buffer: inout CellBuffer
  ) {
    let b = frame.bezel
    let g = state.glyphs
    let rounded = frame.layout.cornerRadius > 0
    var f = g.frame
    if g.unicode && !rounded { (f.tl, f.tr, f.bl, f.br) = ("┌", "┐", "└", "┘") }
    let split = pair
    let edge: StyleRole = split && !marked ? .dim : .bezel
    // A dark body under the edge line: the phone has an edge on a white terminal too.
    buffer.outline(b, f, role: edge, background: .device)
    // The home button sits on the edge the device's bottom faces.
    if frame.layout.device.homeButton.value {
      let button: Unicode.Scalar = g.unicode ? "○" : "o"
      switch frame.layout.settings.orientation {
      case .portrait: buffer[b.x + b.width / 2, b.maxY - 1] = Cell(button, edge, .device)
      case .landscapeLeft: buffer[b.x, b.y + b.height / 2] = Cell(button, edge, .device)
      case .landscapeRight: buffer[b.maxX - 1, b.y + b.height / 2] = Cell(button, edge, .device)
      }
    }
    // The device and iOS as the outline's title, where it fits; the focused phone of two marked.
    let name = frame.layout.device.name
    let ios = frame.layout.settings.ios
    let mark = split && marked ? (g.unicode ? "▶ " : "> ") : ""
    // Narrower: without "iPhone", then what tells two phones apart (the iOS of one device, the
    // name of two), then the marker alone.
    let short = name.hasPrefix("iPhone ") ? String(name.dropFirst(7)) : name
    let sameDevice = split && state.phones[0].layout.device.id == state.phones[1].layout.device.id
    let candidates =
      split
      ? [" \(mark)\(name) · \(ios) ", " \(mark)\(short) · \(ios) "]
        + (sameDevice
          ? [" \(mark)\(ios) ", " \(mark)\(ios.major) "]
          : [" \(mark)\(name) ", " \(mark)\(short) "]) + [" \(mark)"]
      : [" \(name) · \(ios) ", " \(name) ", " \(short) "]
    for candidate in candidates.map(g.text) {
      let count = candidate.unicodeScalars.count
      if count <= b.width - 4 {
        buffer.write(
          candidate, x: b.x + (b.width - count) / 2, y: b.y,
          foreground: split ? (marked ? .highlight : .bezel) : .labelOnDark, background: .device)
        break
      }
    }
  }

  // MARK: - Labels

  struct Label {
    enum Alignment { case center, leading, spread }
    var rect: Rect
    /// Longest first; the first that fits is drawn.
    var variants: [String]
    var role: StyleRole
    var alignment: Alignment = .center
    /// Prefer the lowest fully covered row (a large title sits low in its bar).
    var preferBottom = false
    /// The text's role when not the one that reads on `role` (the status bar's style).
    var text: StyleRole?
  }

  static func labels(_ l: ScreenLayout, state: AppState, scale: CellScale) -> [Label] {
    let g = state.glyphs
    var labels: [Label] = []
    let s = l.settings
    if let bar = l.hotspotBar, l.hotspotIndicator == .doubleHeightBar {
      let n = s.hotspotConnections
      let word = n == 1 ? "Connection" : "Connections"
      labels.append(
        Label(
          rect: bar,
          variants: [
            "Personal Hotspot: \(n) \(word)", "Hotspot: \(n) \(word)", "Hotspot: \(n)", "Hotspot",
          ], role: .hotspot))
    }
    if let statusBar = l.statusBar {
      // The text takes the effective style: light content is white, the others dark (the
      // previewer draws light mode); on the blue hotspot bar or capsule, white.
      let barRole: StyleRole =
        l.hotspotIndicator == .blueStatusBar ? .hotspot : statusBarTextBackground(l)
      let style: StyleRole =
        l.hotspotIndicator == .blueStatusBar || s.ios.major < 7
          || l.statusBarAppearance.style == .lightContent ? .labelOnDark : .label
      let base = Rect(
        x: 0, y: 0, width: statusBar.width, height: l.device.statusBarHeight(for: s.ios).value)
      let signal = g.unicode ? "▂▄▆█" : "|||"
      let battery = g.unicode ? "▮" : "[#]"
      if let cutout = l.notch ?? l.dynamicIsland, s.orientation == .portrait {
        let left = Rect(x: 0, y: 0, width: cutout.minX, height: base.height)
        let right = Rect(x: cutout.maxX, y: 0, width: base.width - cutout.maxX, height: base.height)
        let capsuled = l.hotspotIndicator == .blueCapsule
        labels.append(
          Label(
            rect: capsuled ? capsule(l, statusBar: statusBar) : left,
            variants: ["9:41"], role: capsuled ? .hotspot : barRole,
            text: capsuled ? .labelOnDark : style))
        labels.append(
          Label(
            rect: right, variants: ["\(signal) \(battery)", battery], role: barRole, text: style))
      } else {
        labels.append(
          Label(
            rect: base, variants: ["\(signal)\t9:41\t\(battery)", "9:41\t\(battery)", "9:41"],
            role: barRole, alignment: .spread, text: style))
      }
    }
    let glass = l.settings.liquidGlass
    if let nav = l.navigationBar {
      // iOS 26: the title floats on the content itself.
      let role =
        glass ? (l.contentRect.overlaps(nav) ? .content : .underContent) : barRole(nav, in: l)
      if l.showsLargeTitle {
        labels.append(
          Label(
            rect: nav, variants: ["Large Title", "Title"], role: role,
            alignment: .leading, preferBottom: true))
      } else {
        labels.append(Label(rect: nav, variants: ["Title"], role: role))
      }
    }
    // The keyboard hides the bottom bar's items.
    if let toolbar = l.toolbar, !(l.keyboard?.overlaps(toolbar) ?? false) {
      let role = glass ? .glass : barRole(toolbar, in: l)
      labels.append(
        Label(
          rect: toolbar, variants: ["Edit\tShare\tDone", "Edit\tDone", "Edit"], role: role,
          alignment: .spread))
    }
    if let tabBar = l.tabBar, !(l.keyboard?.overlaps(tabBar) ?? false) {
      let role = glass ? .glass : barRole(tabBar, in: l)
      // A capsule's items sit inside its rounded ends; a classic bar's above the strip.
      let items =
        glass
        ? tabBar.inset(by: EdgeInsets(left: tabBar.height / 2, right: tabBar.height / 2))
        : tabBar.inset(by: EdgeInsets(bottom: l.homeIndicator?.height ?? 0))
      labels.append(
        Label(
          rect: items, variants: ["Home\tSearch\tProfile", "Home\tProfile", "Home"], role: role,
          alignment: .spread))
    }
    if let keyboard = l.keyboard {
      // Three rows of keys and a space bar, as many as fit, from the keyboard's top.
      let rows = [
        ("Q W E R T Y U I O P", "QWERTYUIOP"), ("A S D F G H J K L", "ASDFGHJKL"),
        ("Z X C V B N M", "ZXCVBNM"), ("space", "space"),
      ]
      let rowHeight = keyboard.height / Double(rows.count + 1)
      for (i, (row, tight)) in rows.enumerated() {
        let band = Rect(
          x: keyboard.minX, y: keyboard.minY + rowHeight * (Double(i) + 0.5), width: keyboard.width,
          height: rowHeight)
        labels.append(
          Label(
            rect: band, variants: [row, tight],
            role: .keyboard))
      }
    }
    if let cell = l.tableCell, let content = l.cellContentView {
      labels.append(
        Label(
          rect: content, variants: ["cell contentView", "contentView", "cell"], role: .cellContent))
      if cell != content, let header = l.headerContentView {
        labels.append(
          Label(rect: header, variants: ["header content", "header"], role: .cellContent))
      }
    }
    if let scroll = l.scrollView, let inset = l.adjustedContentInset ?? l.contentInset {
      // Where the content starts and ends: the insets the scroll view keeps from its edges.
      let top = Rect(x: scroll.minX, y: scroll.minY + inset.top, width: scroll.width, height: 24)
      labels.append(
        Label(
          rect: top,
          variants: [
            "↓ scroll content starts, inset \(ScreenLayout.number(inset.top))",
            "↓ content, inset \(ScreenLayout.number(inset.top))",
            "↓ \(ScreenLayout.number(inset.top))",
          ], role: .scrollInset, alignment: .leading))
    }
    let r = l.contentRect
    let sizeText = ScreenLayout.text(r.size)
    let mark = l.approximations.contains(.contentRect) ? " " + g.estimateMark : ""
    let title = s.launchScreen ? "Launch Screen" : (s.fullScreen ? "full screen" : "contentRect")
    labels.append(
      Label(
        rect: r, variants: ["\(title) \(sizeText)\(mark)", "\(sizeText)\(mark)", sizeText],
        role: .content))
    return labels
  }

  /// Writes a label on the best row of its element, inside the element's columns, avoiding cells
  /// another label took.
  static func place(
    _ label: Label, scale: CellScale, origin: CellRect, taken: inout [Bool],
    into buffer: inout CellBuffer, _ g: GlyphSet
  ) {
    let p = scale.pixels(label.rect, minimum: true)
    guard !p.isEmpty else { return }
    // Rows the element covers, fully covered ones first, the middle one first among equals.
    var rows: [(row: Int, coverage: Int)] = []
    for row in (p.y / 2)...((p.maxY - 1) / 2) {
      let coverage = (row * 2 >= p.y ? 1 : 0) + (row * 2 + 1 < p.maxY ? 1 : 0)
      rows.append((row, coverage))
    }
    let middle = label.preferBottom ? (p.maxY - 1) / 2 : (p.y + p.maxY - 1) / 4
    rows.sort { a, b in
      a.coverage != b.coverage ? a.coverage > b.coverage : abs(a.row - middle) < abs(b.row - middle)
    }
    let width = p.width - (label.alignment == .leading ? 1 : 0)
    for variant in label.variants {
      let parts = parts(variant, g)
      // Its characters, and a gap between spread parts.
      let length =
        parts.reduce(0) { $0 + $1.count } + (label.alignment == .spread ? parts.count - 1 : 0)
      guard length <= width else { continue }
      let cells = positions(parts, alignment: label.alignment, span: p)
      for (row, _) in rows {
        let width = scale.cellWidth
        if cells.contains(where: { taken[row * width + $0.x] }) { continue }
        let fg: StyleRole = label.text ?? (label.role.isDark ? .labelOnDark : .label)
        for (x, scalar) in cells {
          buffer[origin.x + x, origin.y + row] = Cell(scalar, fg, label.role)
          taken[row * width + x] = true
        }
        return
      }
    }
  }

  /// The parts of a label variant (tab-separated), each as the scalars it shows.
  static func parts(_ variant: String, _ g: GlyphSet) -> [[Unicode.Scalar]] {
    var parts: [[Unicode.Scalar]] = [[]]
    for scalar in variant.unicodeScalars {
      if scalar == "\t" {
        parts.append([])
      } else if let shown = g.shown(scalar) {
        parts[parts.count - 1].append(shown)
      } else {
        // ASCII mode may spell this scalar with several characters: convert part by part.
        return variant.split(separator: "\t", omittingEmptySubsequences: false).map {
          Array(g.text(String($0)).unicodeScalars)
        }
      }
    }
    return parts
  }

  /// The pixel columns and scalars of a label: centred, leading, or tab-separated parts spread
  /// evenly.
  static func positions(
    _ parts: [[Unicode.Scalar]], alignment: Label.Alignment, span: CellRect
  )
    -> [(x: Int, scalar: Unicode.Scalar)]
  {
    var result: [(x: Int, scalar: Unicode.Scalar)] = []
    func put(_ part: [Unicode.Scalar], at x: Int) {
      for (i, scalar) in part.enumerated() where x + i >= span.x && x + i < span.maxX {
        result.append((x + i, scalar))
      }
    }
    switch alignment {
    case .center where parts.count == 1, .spread where parts.count == 1:
      put(parts[0], at: span.x + (span.width - parts[0].count) / 2)
    case .leading:
      put(parts.flatMap { $0 }, at: span.x + 1)
    case .center, .spread:
      // Part i centred on the (2i + 1) / 2n point of the span, kept inside and apart.
      var next = span.x
      for (i, part) in parts.enumerated() {
        let count = part.count
        let centre = span.x + span.width * (2 * i + 1) / (2 * parts.count)
        var x = max(next, centre - count / 2)
        // Leave room for the parts still to come, each after a gap.
        let rest = parts[(i + 1)...].reduce(0) { $0 + $1.count + 1 }
        x = min(x, span.maxX - count - rest)
        put(part, at: max(x, next))
        next = max(x, next) + count + 1
      }
    }
    return result
  }

  // MARK: - Overlay

  static func drawOverlay(
    _ p: CellRect, origin: CellRect, taken: [Bool], into buffer: inout CellBuffer, _ g: GlyphSet
  ) {
    drawOutline(p, role: .safeArea, origin: origin, taken: taken, into: &buffer, g)
  }

  /// A dashed outline around pixels `p`, leaving label cells alone: the safe area, or a frame
  /// that differs from the other phone's in split view.
  static func drawOutline(
    _ p: CellRect, role: StyleRole, origin: CellRect, taken: [Bool], into buffer: inout CellBuffer,
    _ g: GlyphSet
  ) {
    guard !p.isEmpty else { return }
    let top = p.y / 2
    let bottom = (p.maxY - 1) / 2
    let dashed = g.dashed
    func mark(_ x: Int, _ row: Int, _ glyph: Unicode.Scalar) {
      guard !taken[row * origin.width + x] else { return }
      let existing = buffer[origin.x + x, origin.y + row]
      let background = g.color ? existing.background : role
      buffer[origin.x + x, origin.y + row] = Cell(glyph, role, background)
    }
    for x in p.x..<p.maxX {
      mark(x, top, dashed.h)
      mark(x, bottom, dashed.h)
    }
    for row in top...bottom {
      mark(p.x, row, dashed.v)
      mark(p.maxX - 1, row, dashed.v)
    }
  }
}
