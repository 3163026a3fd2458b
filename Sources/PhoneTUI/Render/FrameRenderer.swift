import PhoneLayout

/// Renders a whole previewer frame for a state into a buffer the size of the terminal.
///
/// It draws the phone, the inspector, the event line, the key hints and, on `?`, the help overlay.
/// Pure.
public enum FrameRenderer {
  public static func render(_ state: AppState) -> CellBuffer { draw(state).buffer }

  /// The frame and what is under each cell, for clicks.
  public static func draw(_ state: AppState) -> Picture {
    let size = state.terminalSize
    var buffer = CellBuffer(width: size.columns, height: size.rows)
    let frame = FrameLayout(state)
    var hits = HitMap()
    guard let scale = frame.scale else {
      drawTooSmall(size, glyphs: state.glyphs, into: &buffer)
      return Picture(buffer: buffer, hits: hits)
    }
    let views = PhoneRenderer.draw(frame, scale: scale, phone: state.phone, state: state, into: &buffer)
    hits.phones.append(HitMap.Phone(frame: frame, views: views))
    if frame.inspectorPlacement != .hidden { drawInspector(frame, state: state, into: &buffer) }
    let g = state.glyphs
    buffer.write(
      g.text(state.eventText), x: 0, y: frame.eventRow,
      foreground: state.event == .none ? .dim : .event)
    drawHints(frame.hintRow, width: size.columns, into: &buffer)
    if state.showHelp { drawHelp(size, glyphs: g, into: &buffer) }
    return Picture(buffer: buffer, hits: hits)
  }

  static func drawInspector(_ frame: FrameLayout, state: AppState, into buffer: inout CellBuffer) {
    let area = frame.inspector
    let g = state.glyphs
    let columnWidth = FrameLayout.inspectorColumnWidth
    for (index, line) in frame.inspectorLines.enumerated() {
      let column = index / max(1, area.height)
      let row = index % max(1, area.height)
      guard column < frame.inspectorColumns else { break }
      let x0 = area.x + column * columnWidth
      let limit =
        frame.inspectorPlacement == .beside ? area.maxX : min(area.maxX, x0 + columnWidth - 1)
      var x = x0
      for run in line.runs {
        x = buffer.write(g.text(run.text), x: x, y: area.y + row, foreground: run.role, maxX: limit)
      }
    }
  }

  /// The key hints, from the key table; "? help" comes first so it is always visible.
  static func drawHints(_ row: Int, width: Int, into buffer: inout CellBuffer) {
    var x = 0
    for (key, what) in KeyMap.hints {
      let length = key.count + 1 + what.count
      guard x + length <= width else { break }
      x = buffer.write(key, x: x, y: row, foreground: .heading)
      x = buffer.write(" " + what, x: x, y: row, foreground: .dim)
      x += 2
    }
  }

  static func drawHelp(_ size: TerminalSize, glyphs g: GlyphSet, into buffer: inout CellBuffer) {
    let lines =
      KeyMap.helpLines.map { Text.pad($0.keys, 10) + g.text($0.help) }
      + ["", "Mouse: click an element or one of your views to select it.", "Esc closes this help."]
    let width = min(size.columns - 2, (lines.map { $0.unicodeScalars.count }.max() ?? 0) + 4)
    let height = min(size.rows - 2, lines.count + 2)
    guard width > 4, height > 2 else { return }
    let x0 = (size.columns - width) / 2
    let y0 = (size.rows - height) / 2
    buffer.fill(x: x0, y: y0, width: width, height: height, with: Cell(" ", .text, .background))
    buffer.outline(CellRect(x: x0, y: y0, width: width, height: height), g.frame, role: .bezel)
    buffer.write(" keys ", x: x0 + 2, y: y0, foreground: .heading)
    for (i, line) in lines.prefix(height - 2).enumerated() {
      buffer.write(
        line, x: x0 + 2, y: y0 + 1 + i, foreground: i < KeyMap.helpLines.count ? .text : .dim,
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
