import PhoneLayout

/// Renders a whole previewer frame for a state into a buffer the size of the terminal.
///
/// It draws the phone, the inspector, the event line, the key hints and, on `?`, the help overlay.
/// Pure.
public enum FrameRenderer {
  public static func render(_ state: AppState) -> CellBuffer { draw(state).buffer }

  /// What the bottom line shows: the keys (the previewer) or what the shading means (`show`).
  public enum Footer: Sendable {
    case keys, legend
  }

  /// The frame and what is under each cell, for clicks.
  ///
  /// `reusing` is a buffer no longer needed (the frame before last) whose storage the frame is
  /// drawn into when it is the terminal's size: the previewer's loop draws every frame, and a
  /// fresh buffer each time was a 40-KB allocation, fill and free a key at 120×40.
  ///
  /// `cache` keeps the phones and inspector lines of the last few frames (the previewer's
  /// loop): a frame whose phones, or lines, are drawn from what an earlier one's were copies
  /// them. The picture is the same with it or without.
  public static func draw(
    _ state: AppState, footer: Footer = .keys, reusing spare: consuming CellBuffer? = nil,
    cache: FrameCache? = nil
  ) -> Picture {
    let size = state.terminalSize
    var buffer: CellBuffer
    // The spare frame is cleared only where a frame is drawn from blank: phones copied from the
    // cache cover every cell.
    let cleared: Bool
    if let spare = spare.take(), spare.width == size.columns, spare.height == size.rows {
      buffer = spare
      cleared = false
    } else {
      buffer = CellBuffer(width: size.columns, height: size.rows)
      cleared = true
    }
    let frame = FrameLayout(state, cache: cache)
    var hits = HitMap()
    guard !frame.isTooSmall else {
      if !cleared { buffer.clear() }
      drawTooSmall(size, glyphs: state.glyphs, into: &buffer)
      return Picture(buffer: buffer, hits: hits)
    }
    // Two phones: the frames that differ are outlined on both (in `drawings`).
    let drawings = state.drawings
    // The phones come first, on a blank buffer: what they leave on it follows from the key.
    let key = cache.map { _ in
      FrameCache.PhonesKey(
        columns: size.columns, rows: size.rows, frames: frame.phones,
        drawings: frame.phones.map { drawings[$0.index] }, glyphs: state.glyphs,
        legend: footer == .legend)
    }
    var shown = Set<StyleRole>()
    if let key, let kept = cache?.phones(for: key) {
      buffer.copyCells(from: kept.buffer.cells)
      hits.phones = kept.hits
      shown = kept.shown
    } else {
      if !cleared { buffer.clear() }
      let pair = frame.phones.count > 1
      let titles = PhoneRenderer.titles(frame.phones, glyphs: state.glyphs)
      for (placed, title) in zip(frame.phones, titles) {
        let scene = PhoneScene(drawings[placed.index])
        PhoneRenderer.drawBezel(
          placed, title: title, marked: placed.isFocused, pair: pair, glyphs: state.glyphs,
          into: &buffer)
        let drawn = PhoneRenderer.draw(
          scene, in: placed, glyphs: state.glyphs, roles: footer == .legend, into: &buffer)
        shown.formUnion(drawn.roles)
        hits.phones.append(HitMap.Phone(frame: placed, scene: scene, views: drawn.views))
      }
      if let key { cache?.keep(key, buffer: buffer, hits: hits.phones, shown: shown) }
    }
    hits.inspector = frame
    if frame.inspectorPlacement != .hidden { drawInspector(frame, state: state, into: &buffer) }
    let g = state.glyphs
    // Printed, the event line has no keys to suggest: only what happened (a note). A tour's
    // caption takes its place.
    if frame.caption.height > 0 {
      TourCaption.draw(state, in: frame.caption, into: &buffer)
    } else if footer == .keys || state.event != .none {
      buffer.write(
        Text.cut(
          g.text(EventText.text(state.event, in: state)), to: size.columns,
          ellipsis: g.unicode ? "…" : "..."),
        x: 0, y: frame.eventRow, foreground: state.event == .none ? .dim : .event)
    }
    if let prompt = state.prompt {
      drawPrompt(prompt, state: state, frame: frame, into: &buffer)
    } else if footer == .legend {
      drawLegend(shown, row: frame.hintRow, glyphs: g, into: &buffer)
    } else {
      drawHints(hints(state), row: frame.hintRow, width: size.columns, glyphs: g, into: &buffer)
    }
    if state.showHelp {
      drawHelp(helpLines(state), from: state.helpOffset, size, glyphs: g, into: &buffer)
    }
    return Picture(buffer: buffer, hits: hits)
  }

  /// The `:` prompt on the bottom line, and above it the entries that match, the highlighted one
  /// marked, as many as fit (at most `promptListRows`).
  static let promptListRows = 8

  static func drawPrompt(
    _ prompt: Prompt, state: AppState, frame: FrameLayout, into buffer: inout CellBuffer
  ) {
    let g = state.glyphs
    let width = buffer.width
    let row = frame.hintRow
    var x = buffer.write(":", x: 0, y: row, foreground: .heading)
    x = buffer.write(
      g.text(prompt.line(fitting: width - 2, unicode: g.unicode)), x: x, y: row,
      foreground: .text, maxX: width - 1)
    buffer[x, row] = Cell(" ", .text, .highlight)
    let matches = prompt.matches(in: state)
    let room = min(Self.promptListRows, max(0, row - 1))
    guard room > 0 else { return }
    if matches.isEmpty {
      buffer.fill(x: 0, y: row - 1, width: width, height: 1, with: Cell(" ", .text, .background))
      buffer.write("no match: Esc cancels", x: 1, y: row - 1, foreground: .warning)
      return
    }
    // A window of the list that keeps the highlighted entry in view.
    let shown = min(room, matches.count)
    let first = min(max(0, prompt.selection - shown + 1), matches.count - shown)
    let listWidth = min(width, max(30, matches.map { $0.title.unicodeScalars.count }.max()! + 4))
    let top = row - shown
    for (i, entry) in matches[first..<(first + shown)].enumerated() {
      let y = top + i
      let selected = first + i == prompt.selection
      buffer.fill(x: 0, y: y, width: width, height: 1, with: Cell(" ", .text, .background))
      let marker = selected ? (g.unicode ? "▶ " : "> ") : "  "
      buffer.write(
        marker + g.text(entry.title), x: 1, y: y, foreground: selected ? .highlight : .text,
        maxX: listWidth - 1)
    }
    if matches.count > shown, top > 0 {
      buffer.write(
        "\(matches.count) matches, \(g.unicode ? "↑↓" : "Up/Down") to choose",
        x: 1, y: top - 1, foreground: .dim, maxX: width)
    }
  }

  static func drawInspector(_ frame: FrameLayout, state: AppState, into buffer: inout CellBuffer) {
    let area = frame.inspector
    let g = state.glyphs
    let columnWidth = FrameLayout.inspectorColumnWidth
    let lines = frame.inspectorLines
    // Lines that do not fit are not dropped in silence: the last place says how many are left.
    let capacity = frame.inspectorColumns * max(1, area.height)
    let shown = lines.count > capacity ? max(0, capacity - 1) : lines.count
    func place(_ index: Int) -> (x: Int, y: Int, limit: Int) {
      let column = index / max(1, area.height)
      let x0 = area.x + column * columnWidth
      let limit =
        frame.inspectorPlacement == .beside ? area.maxX : min(area.maxX, x0 + columnWidth - 1)
      return (x0, area.y + index % max(1, area.height), limit)
    }
    for index in 0..<shown {
      let (x0, y, limit) = place(index)
      var x = x0
      for run in 0..<lines[index].runCount {
        let r = lines[index].run(run)
        x = buffer.write(g.text(r.text), x: x, y: y, foreground: r.role, maxX: limit)
      }
    }
    if shown < lines.count, capacity > 0 {
      let (x, y, limit) = place(shown)
      let more = lines.count - shown
      buffer.write(
        "\(g.unicode ? "…" : "...") \(more) more line\(more == 1 ? "" : "s") in a taller terminal",
        x: x, y: y, foreground: .dim, maxX: limit)
    }
  }

  /// What the shading on the phones means, in drawing order, for the kinds drawn.
  static let legendEntries: [(role: StyleRole, word: String)] = [
    (.content, "content"), (.underContent, "under bars"), (.barOverContent, "bar over content"),
    (.bar, "bar, nothing under it"), (.statusBar, "status bar"), (.hotspot, "hotspot"),
    (.glass, "glass buttons"), (.cutout, "cutout"), (.homeIndicator, "home indicator"),
    (.keyboard, "keyboard"), (.cell, "cell"), (.cellContent, "cell content"),
    (.safeArea, "safe area"), (.difference, "differs"), (.fold, "fold"),
    (.windowEdge, "window edge"),
  ]

  /// The legend on the bottom line: a swatch and a word for each role the phones' scenes showed
  /// (`shown`), as many as fit.
  static func drawLegend(
    _ shown: Set<StyleRole>, row: Int, glyphs g: GlyphSet, into buffer: inout CellBuffer
  ) {
    var x = 0
    for (role, word) in legendEntries where shown.contains(role) {
      guard x + 3 + word.count <= buffer.width else { break }
      if [.safeArea, .difference, .fold, .windowEdge].contains(role) {
        // Outlines: their dashes.
        buffer[x, row] = Cell(g.dashed.h, role)
        buffer[x + 1, row] = Cell(g.dashed.h, role)
      } else if g.color {
        buffer[x, row] = Cell(" ", .text, role)
        buffer[x + 1, row] = Cell(" ", .text, role)
      } else if g.fill(role) == " " {
        // Blank in monochrome: say so.
        x = buffer.write("blank " + word, x: x, y: row, foreground: .dim) + 2
        continue
      } else {
        buffer[x, row] = Cell(g.fill(role), role, role)
        buffer[x + 1, row] = Cell(g.fill(role), role, role)
      }
      x = buffer.write(" " + word, x: x + 2, y: row, foreground: .dim) + 2
    }
  }

  /// The hint line's keys: the previewer's, or the tour's, where the last step offers no next.
  static func hints(_ state: AppState) -> [(key: String, word: String)] {
    guard let tour = state.tour else { return KeyMap.hints }
    guard tour.isLastStep else { return KeyMap.tourHints }
    let next = KeyMap.tourBindings.first { $0.action == .nextTourStep }?.hint
    return KeyMap.tourHints.filter { $0.word != next }
  }

  /// The key hints, from the key table; "? help" comes first so it is always visible.
  static func drawHints(
    _ hints: [(key: String, word: String)], row: Int, width: Int, glyphs g: GlyphSet,
    into buffer: inout CellBuffer
  ) {
    var x = 0
    for index in hints.indices {
      let key = g.text(hints[index].key)
      let what = hints[index].word
      let length = Text.cells(key) + 1 + Text.cells(what)
      guard x + length <= width else { break }
      x = buffer.write(key, x: x, y: row, foreground: .heading)
      x = buffer.write(" ", x: x, y: row, foreground: .dim)
      x = buffer.write(what, x: x, y: row, foreground: .dim)
      x += 2
    }
  }

  /// The help overlay's lines: the keys in use (the tour's during a tour), then the notes.
  static func helpLines(_ state: AppState) -> [(text: String, key: Bool)] {
    let keys = state.tour == nil ? KeyMap.helpLines : KeyMap.tourHelpLines
    let g = state.glyphs
    let keyColumn = max(10, (keys.map { $0.keys.unicodeScalars.count }.max() ?? 0) + 2)
    let notes = [
      "", "Mouse: click an element or one of your views (on either phone) to select it.",
      "iOS 26 and later: glass circles in the navigation bar are its buttons; the",
      "tab bar and the toolbar float as glass capsules.",
    ]
    return keys.map { (Text.pad(g.text($0.keys), keyColumn) + g.text($0.help), true) }
      + notes.map { ($0, false) }
  }

  /// How many help lines fit inside the overlay's frame on a terminal this size.
  static func helpRows(_ size: TerminalSize) -> Int { max(0, size.rows - 4) }

  /// The largest first line that still fills the overlay (0 when everything fits).
  static func lastHelpOffset(in state: AppState) -> Int {
    max(0, helpLines(state).count - helpRows(state.terminalSize))
  }

  /// The help overlay, centred, from line `offset` on; its bottom edge says how to close it and,
  /// when lines are out of sight, which way they are.
  static func drawHelp(
    _ lines: [(text: String, key: Bool)], from offset: Int, _ size: TerminalSize,
    glyphs g: GlyphSet, into buffer: inout CellBuffer
  ) {
    let rows = min(helpRows(size), lines.count)
    let width = min(size.columns - 2, (lines.map { $0.text.unicodeScalars.count }.max() ?? 0) + 4)
    let height = rows + 2
    guard width > 4, rows > 0 else { return }
    let first = min(max(0, offset), lines.count - rows)
    let x0 = (size.columns - width) / 2
    let y0 = (size.rows - height) / 2
    buffer.fill(x: x0, y: y0, width: width, height: height, with: Cell(" ", .text, .background))
    buffer.outline(CellRect(x: x0, y: y0, width: width, height: height), g.frame, role: .bezel)
    buffer.write(" keys ", x: x0 + 2, y: y0, foreground: .heading)
    let above = first > 0
    let below = first + rows < lines.count
    let more =
      above && below
      ? g.text(" ↑↓ more ·") : above ? g.text(" ↑ more ·") : below ? g.text(" ↓ more ·") : ""
    let close = more + " Esc closes "
    let closeWidth = close.unicodeScalars.count
    buffer.write(close, x: x0 + width - closeWidth - 2, y: y0 + height - 1, foreground: .heading)
    for (i, line) in lines[first..<(first + rows)].enumerated() {
      buffer.write(
        line.text, x: x0 + 2, y: y0 + 1 + i, foreground: line.key ? .text : .dim,
        maxX: x0 + width - 1)
    }
  }

  /// The message for a terminal too small to draw in, centred, with how to quit.
  static func drawTooSmall(_ size: TerminalSize, glyphs g: GlyphSet, into buffer: inout CellBuffer)
  {
    let lines = [
      "Terminal too small",
      g.text(
        "needs \(FrameLayout.minimumColumns)×\(FrameLayout.minimumRows), is \(size.columns)×\(size.rows)"
      ),
      "q quits",
    ]
    let top = max(0, (size.rows - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let count = line.unicodeScalars.count
      buffer.write(
        line, x: max(0, (size.columns - count) / 2), y: top + i,
        foreground: i == 0 ? .warning : .text)
    }
  }
}
