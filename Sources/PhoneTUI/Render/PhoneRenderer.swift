import PhoneLayout

/// Rasterises a phone's scene into cells: its fills as a canvas of half-cell pixels, then its
/// words where they fit, then its outlines; and draws the phone's outline around it.
enum PhoneRenderer {
  /// What was drawn of a scene: the cells each of your views' outlines cover, and the roles the
  /// screen shows (for the legend).
  struct Drawn {
    var views: [(index: Int, cells: CellRect)] = []
    var roles: Set<StyleRole> = []
  }

  /// Draws `scene` into `frame`'s screen cells; `roles`: say which roles the screen shows.
  static func draw(
    _ scene: PhoneScene, in frame: PhoneFrame, glyphs g: GlyphSet, roles collect: Bool = false,
    into buffer: inout CellBuffer
  ) -> Drawn {
    let scale = frame.scale
    let origin = frame.screen
    var drawn = Drawn()
    var labels: [(box: CellRect, name: String, role: StyleRole)] = []
    let canvas = paint(scene, scale: scale)
    if collect { drawn.roles.formUnion(canvas.roles) }
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
    // The shapes are read in place, by index: a `for shape in` loop copies each shape, and so
    // retains and releases its strings (a hundred views' names, in several loops). Not through
    // a buffer pointer's closure either, which kept the drawing below from being inlined.
    let shapes = scene.shapes
    var cutouts: [CellRect] = []
    for index in shapes.indices {
      guard case .cutout(let r, _) = shapes[index].geometry else { continue }
      cutouts.append(scale.pixels(r, minimum: shapes[index].keepsAPixel))
    }
    var cells = Cells(scale: scale, cutouts: cutouts)
    // Your views' outlines are drawn last, over everything; the words keep off them.
    let views = viewCells(scene, scale: scale)
    for (_, rect) in views { cells.take(border: rect) }
    var nextView = 0
    for index in shapes.indices {
      guard case .text(let text) = shapes[index].geometry else { continue }
      place(
        text, ink: shapes[index].role, scale: scale, cells: &cells, origin: origin, into: &buffer,
        g)
    }
    for i in shapes.indices {
      let role = shapes[i].role
      switch shapes[i].geometry {
      case .outline(let rect, .dashed):
        let p = scale.pixels(rect, minimum: shapes[i].keepsAPixel)
        // An edge beyond the display is not drawn on the display's own edge.
        let screen = scene.layout.screen
        let beyond = EdgeSet(
          top: rect.minY < screen.minY, left: rect.minX < screen.minX,
          bottom: rect.maxY > screen.maxY, right: rect.maxX > screen.maxX)
        if drawOutline(
          p, role: role, skipping: beyond, origin: origin, cells: cells, into: &buffer, g)
        {
          drawn.roles.insert(role)
        }
      case .outline(_, .view(let name, let clipped)):
        guard case .view(let index) = shapes[i].target else { continue }
        // `views` is in the shapes' order: the next one is this shape's, unless its box was
        // empty (a search for each of a hundred views was a tenth of the drawing).
        let box: CellRect
        if nextView < views.count && views[nextView].index == index {
          box = views[nextView].cells
          nextView += 1
        } else if let found = views.first(where: { $0.index == index })?.cells {
          box = found
        } else {
          continue
        }
        let placed = CellRect(
          x: origin.x + box.x, y: origin.y + box.y, width: box.width, height: box.height)
        drawView(placed, name: nil, clipped: clipped, role: role, into: &buffer, g)
        labels.append((placed, name, role))
        drawn.views.append((index, placed))
      default:
        continue
      }
    }
    placeViewNames(labels, into: &buffer, g)
    return drawn
  }

  /// Your views' names, after their boxes, the last-drawn first: a name that would land on a
  /// later view's name (a card and its first subview share a top-left corner) moves to its box's
  /// bottom edge, and is left out if that is taken too.
  static func placeViewNames(
    _ labels: [(box: CellRect, name: String, role: StyleRole)], into buffer: inout CellBuffer,
    _ g: GlyphSet
  ) {
    var taken: [(y: Int, span: Range<Int>)] = []
    for (box, name, role) in labels.reversed() where box.width > 4 && box.height >= 2 {
      let text = g.text(name)
      let span = box.x + 1..<max(box.x + 1, min(box.x + 1 + Text.cells(text), box.maxX - 1))
      let free = [box.y, box.maxY - 1].first { y in
        !taken.contains { $0.y == y && $0.span.overlaps(span) }
      }
      guard let y = free else { continue }
      _ = buffer.write(text, x: box.x + 1, y: y, foreground: role, maxX: box.maxX - 1)
      taken.append((y, span))
    }
  }

  // MARK: - Pixels

  /// The role of every pixel: the scene's fills back to front, then the display's corners.
  static func paint(_ scene: PhoneScene, scale: CellScale) -> PixelCanvas {
    var canvas = PixelCanvas(width: scale.pixelWidth, height: scale.pixelHeight, fill: .window)
    let shapes = scene.shapes
    for index in shapes.indices {
      switch shapes[index].geometry {
      case .rect(let r), .cutout(let r, _):
        canvas.fill(scale.pixels(r, minimum: shapes[index].keepsAPixel), shapes[index].role)
      case .rounded(let r, let radius):
        canvas.fillRounded(
          scale.pixels(r, minimum: shapes[index].keepsAPixel), shapes[index].role,
          radius: radius * scale.pixelsPerPoint)
      case .region, .line, .text, .outline:
        break
      }
    }
    let l = scene.layout
    maskCorners(&canvas, radius: l.cornerRadius, screen: l.screen.size, scale: scale)
    return canvas
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

  /// The cell for two stacked pixels: a space on the role's colour when both are one role; a
  /// lower half block, the upper pixel as the background, when they differ; the stronger
  /// role's fill glyph without colour.
  ///
  /// The lower half block rather than the upper: xterm with DejaVu Sans Mono draws `▀` from one
  /// pixel row below the cell's top, so the background showed through as a light hairline
  /// wherever a half-block row met a full one (under a bar, across the island); `▄` reaches the
  /// cell's bottom and its top half is the background itself, so the region above continues
  /// without a seam. Only a last odd pixel row, with nothing below it, keeps `▀` (its lower half
  /// is the terminal's own background).
  static func cell(top: StyleRole, bottom: StyleRole, glyphs: GlyphSet) -> Cell {
    if glyphs.color {
      if top == bottom { return Cell(" ", .text, top) }
      if glyphs.unicode {
        return bottom == .background ? Cell("▀", top, .background) : Cell("▄", bottom, top)
      }
      // ASCII has no half blocks: the stronger role takes the cell.
      let role = rank(top) >= rank(bottom) ? top : bottom
      return Cell(" ", .text, role)
    }
    let role = rank(top) >= rank(bottom) ? top : bottom
    return Cell(glyphs.fill(role), role, role)
  }

  // MARK: - Words

  /// Which cells of the screen words may not take: those words took already, your views'
  /// outlines, and those beside a cutout (so a label never touches the notch or the island).
  struct Cells {
    let width: Int
    let height: Int
    var taken: [Bool]
    var blocked: [Bool]

    init(scale: CellScale, cutouts: [CellRect]) {
      width = scale.cellWidth
      height = scale.cellHeight
      taken = [Bool](repeating: false, count: width * height)
      blocked = [Bool](repeating: false, count: width * height)
      // The cells a cutout's pixels cover, and one each side.
      for p in cutouts where !p.isEmpty {
        for row in (p.y / 2)...((p.maxY - 1) / 2) where row < height {
          for x in max(0, p.x - 1)...min(width - 1, p.maxX) { blocked[row * width + x] = true }
        }
      }
    }

    /// Whether `scalar` may be written at (`x`, `row`): a free cell, and for a block or shape
    /// glyph (the signal bars, the battery), one not beside a cutout, which it would run into
    /// as one blob; letters read against a cutout.
    func isFree(_ x: Int, _ row: Int, for scalar: Unicode.Scalar) -> Bool {
      guard x >= 0 && x < width && row >= 0 && row < height && !taken[row * width + x] else {
        return false
      }
      return !blocked[row * width + x] || !(0x2580...0x25FF).contains(scalar.value)
    }

    func isTaken(_ x: Int, _ row: Int) -> Bool {
      x >= 0 && x < width && row >= 0 && row < height && taken[row * width + x]
    }

    mutating func take(_ x: Int, _ row: Int) {
      if x >= 0 && x < width && row >= 0 && row < height { taken[row * width + x] = true }
    }

    /// Takes the edge cells of a rect of screen cells.
    mutating func take(border r: CellRect) {
      guard !r.isEmpty else { return }
      for x in r.x..<r.maxX {
        take(x, r.y)
        take(x, r.maxY - 1)
      }
      for y in r.y..<r.maxY {
        take(r.x, y)
        take(r.maxX - 1, y)
      }
    }
  }

  /// Writes a text on the best row of its rect, inside the rect's columns: the first variant
  /// that fits among the free cells; stacked parts one a row, spread over the rect's rows.
  static func place(
    _ text: SceneText, ink: StyleRole, scale: CellScale, cells: inout Cells, origin: CellRect,
    into buffer: inout CellBuffer, _ g: GlyphSet
  ) {
    let p = scale.pixels(text.rect, minimum: true)
    guard !p.isEmpty else { return }
    // The rows the rect covers fully (they run on from one another); a row it covers only half
    // of is a place only when it covers none fully (a bar thinner than a cell): the status
    // bar's words stay out of the bar below it.
    let span = (p.y / 2)...((p.maxY - 1) / 2)
    var full = (first: Int.max, last: Int.min)
    for row in span where row * 2 >= p.y && row * 2 + 1 < p.maxY {
      full = (min(full.first, row), max(full.last, row))
    }
    let rows = full.first <= full.last ? full.first...full.last : span
    let middle = text.low ? (p.maxY - 1) / 2 : (p.y + p.maxY - 1) / 4
    /// The first of `rows`, the nearest `middle` first (the upper of two as near), that `fits`:
    /// the order a sort by distance would give, without a list to sort for each text.
    func firstRow(where fits: (Int) -> Bool) -> Int? {
      let reach = max(abs(middle - rows.lowerBound), abs(rows.upperBound - middle))
      for distance in 0...reach {
        if rows.contains(middle - distance) && fits(middle - distance) { return middle - distance }
        if distance > 0 && rows.contains(middle + distance) && fits(middle + distance) {
          return middle + distance
        }
      }
      return nil
    }
    let width = p.width - (text.alignment == .leading ? 1 : 0)
    func write(_ placed: [(x: Int, scalar: Unicode.Scalar)], row: Int) {
      for (x, scalar) in placed {
        buffer[origin.x + x, origin.y + row] = Cell(scalar, ink, text.ground)
        cells.take(x, row)
      }
    }
    for variant in text.variants {
      let parts = variant.map { Array(g.words($0).unicodeScalars) }
      if text.alignment == .stacked {
        // One part a row, the rows spread over the rect, each part centred.
        let ordered = Array(rows)
        guard parts.count <= ordered.count, parts.allSatisfy({ $0.count <= p.width }) else {
          continue
        }
        let placed = parts.enumerated().map { i, part in
          (
            row: ordered[ordered.count * (2 * i + 1) / (2 * parts.count)],
            cells: positions([part], alignment: .center, span: p)
          )
        }
        guard
          placed.allSatisfy({ item in
            item.cells.allSatisfy { cells.isFree($0.x, item.row, for: $0.scalar) }
          })
        else { continue }
        for item in placed { write(item.cells, row: item.row) }
        return
      }
      // Its characters, and a gap between spread parts.
      let length =
        parts.reduce(0) { $0 + $1.count } + (text.alignment == .spread ? parts.count - 1 : 0)
      guard length <= width else { continue }
      let placed = positions(parts, alignment: text.alignment, span: p)
      if let row = firstRow(where: { row in
        placed.allSatisfy { cells.isFree($0.x, row, for: $0.scalar) }
      }) {
        write(placed, row: row)
        return
      }
    }
  }

  /// The pixel columns and scalars of a text: centred, leading, or its parts spread evenly.
  static func positions(
    _ parts: [[Unicode.Scalar]], alignment: SceneText.Alignment, span: CellRect
  ) -> [(x: Int, scalar: Unicode.Scalar)] {
    var result: [(x: Int, scalar: Unicode.Scalar)] = []
    func put(_ part: [Unicode.Scalar], at x: Int) {
      for (i, scalar) in part.enumerated() where x + i >= span.x && x + i < span.maxX {
        result.append((x + i, scalar))
      }
    }
    switch alignment {
    case .leading:
      put(parts.flatMap { $0 }, at: span.x + 1)
    case _ where parts.count == 1:
      put(parts[0], at: span.x + (span.width - parts[0].count) / 2)
    case .center, .spread, .stacked:
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

  // MARK: - Outlines

  /// A dashed outline around pixels `p`, leaving the cells words took alone; whether any of it
  /// was drawn.
  static func drawOutline(
    _ p: CellRect, role: StyleRole, skipping beyond: EdgeSet = EdgeSet(), origin: CellRect,
    cells: Cells, into buffer: inout CellBuffer, _ g: GlyphSet
  ) -> Bool {
    guard !p.isEmpty else { return false }
    let top = p.y / 2
    let bottom = (p.maxY - 1) / 2
    let dashed = g.dashed
    // The fold and a window's edge pass under the home indicator and the cutouts, as on the
    // phone; the safe area and a difference are drawn over everything.
    let under: Set<StyleRole> =
      role == .fold || role == .windowEdge ? [.homeIndicator, .cutout] : []
    func mark(_ x: Int, _ row: Int, _ glyph: Unicode.Scalar) {
      guard !cells.isTaken(x, row) else { return }
      let existing = buffer[origin.x + x, origin.y + row]
      if under.contains(existing.background) || under.contains(existing.foreground) { return }
      let background = g.color ? existing.background : role
      buffer[origin.x + x, origin.y + row] = Cell(glyph, role, background)
    }
    for x in p.x..<p.maxX {
      if !beyond.top { mark(x, top, dashed.h) }
      if !beyond.bottom { mark(x, bottom, dashed.h) }
    }
    for row in top...bottom {
      if !beyond.left { mark(p.x, row, dashed.v) }
      if !beyond.right { mark(p.maxX - 1, row, dashed.v) }
    }
    return true
  }

  /// Which of an outline's edges to leave out.
  struct EdgeSet {
    var top = false
    var left = false
    var bottom = false
    var right = false
  }

  /// Each of your views' cells on the screen (relative to it), in drawing order.
  static func viewCells(_ scene: PhoneScene, scale: CellScale) -> [(index: Int, cells: CellRect)] {
    var result: [(index: Int, cells: CellRect)] = []
    let shapes = scene.shapes
    for i in shapes.indices {
      guard case .outline(let rect, .view) = shapes[i].geometry,
        case .view(let index) = shapes[i].target
      else { continue }
      let p = scale.pixels(rect, minimum: true)
      guard !p.isEmpty else { continue }
      let top = p.y / 2
      let bottom = (p.maxY - 1) / 2
      result.append((index, CellRect(x: p.x, y: top, width: p.width, height: bottom - top + 1)))
    }
    return result
  }

  /// One of your views: an outline in the colour (or line weight) of whether something clips
  /// it, with its name inside the top edge.
  static func drawView(
    _ cells: CellRect, name: String?, clipped: Bool, role: StyleRole,
    into buffer: inout CellBuffer, _ g: GlyphSet
  ) {
    let box = g.viewBox(clipped: clipped)
    func put(_ x: Int, _ y: Int, _ glyph: Unicode.Scalar) {
      let existing = buffer[x, y]
      buffer[x, y] = Cell(glyph, role, g.color ? existing.background : .background)
    }
    guard cells.width >= 2 && cells.height >= 2 else {
      for y in cells.y..<cells.maxY {
        for x in cells.x..<cells.maxX { put(x, y, box.h) }
      }
      return
    }
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
    if let name, cells.width > 4 {
      buffer.write(g.text(name), x: cells.x + 1, y: cells.y, foreground: role, maxX: cells.maxX - 1)
    }
  }

  // MARK: - The phone's outline

  /// The outline with `title` (the device and iOS, chosen to fit), the home button on the edge
  /// the device's bottom faces; `pair`, one of two phones drawn side by side, `marked` the
  /// focused one: its title highlighted, the other's outline dim.
  static func drawBezel(
    _ frame: PhoneFrame, title: String?, marked: Bool, pair: Bool, glyphs g: GlyphSet,
    into buffer: inout CellBuffer
  ) {
    let b = frame.bezel
    let rounded = frame.layout.cornerRadius > 0
    var f = g.frame
    if g.unicode && !rounded { (f.tl, f.tr, f.bl, f.br) = ("┌", "┐", "└", "┘") }
    let edge: StyleRole = pair && !marked ? .dim : .bezel
    // A body under the edge line: the phone has an edge on a white terminal too.
    buffer.outline(b, f, role: edge, background: .device)
    if frame.layout.device.homeButton.value {
      let button: Unicode.Scalar = g.unicode ? "○" : "o"
      switch frame.layout.settings.orientation {
      case .portrait: buffer[b.x + b.width / 2, b.maxY - 1] = Cell(button, edge, .device)
      case .landscapeLeft: buffer[b.x, b.y + b.height / 2] = Cell(button, edge, .device)
      case .landscapeRight: buffer[b.maxX - 1, b.y + b.height / 2] = Cell(button, edge, .device)
      }
    }
    guard let title else { return }
    let count = title.unicodeScalars.count
    buffer.write(
      title, x: b.x + (b.width - count) / 2, y: b.y,
      foreground: pair ? (marked ? .highlight : .bezel) : .labelOnDark, background: .device)
  }

  /// The phones' titles, longest first, each phone's list as long as the others': two phones
  /// shorten theirs the same way, by the first step at which both fit.
  ///
  /// Narrower: without "iPhone", then what tells two phones apart (the iOS of one device on two
  /// versions, else the name), then the marker alone.
  static func titles(_ phones: [PhoneFrame], glyphs g: GlyphSet) -> [String?] {
    let pair = phones.count > 1
    // The iOS tells two phones apart only when the device does not and the iOS does.
    let byIOS =
      pair && phones[0].layout.device.id == phones[1].layout.device.id
      && phones[0].layout.settings.ios != phones[1].layout.settings.ios
    let candidates = phones.map { phone -> [String] in
      let name = phone.layout.device.name
      let ios = phone.layout.settings.ios
      let short = name.hasPrefix("iPhone ") ? String(name.dropFirst(7)) : name
      guard pair else { return [" \(name) · \(ios) ", " \(name) ", " \(short) "].map(g.text) }
      let mark = phone.isFocused ? (g.unicode ? "▶ " : "> ") : ""
      return
        ([" \(mark)\(name) · \(ios) ", " \(mark)\(short) · \(ios) "]
        + (byIOS
          ? [" \(mark)\(ios) ", " \(mark)\(ios.major) "]
          : [" \(mark)\(name) ", " \(mark)\(short) "])
        + [mark.isEmpty ? "" : " \(mark)"]).map(g.text)
    }
    let steps = candidates.map { $0.count }.min() ?? 0
    for step in 0..<steps
    where zip(phones, candidates).allSatisfy({
      $1[step].unicodeScalars.count <= $0.bezel.width - 4
    }) {
      return candidates.map { $0[step].isEmpty ? nil : $0[step] }
    }
    return phones.map { _ in nil }
  }
}
