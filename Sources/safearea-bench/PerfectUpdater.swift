import PhoneLayout
import PhoneTUI

/// The bytes a perfect updater would send for a set of changed cells on an xterm-256color
/// terminal: for each run of changed cells in a row, one absolute cursor move, one SGR sequence
/// wherever the style changes (only the parts that change; the terminal keeps its style across
/// cursor moves), and the characters' UTF-8 bytes.
enum PerfectUpdater {
  struct Style: Equatable {
    var foreground: Int?
    var background: Int?
    var reverse: Bool
  }

  /// The style a 256-colour terminal needs for a cell: roles differ by colour alone, and the
  /// selected line is reversed (what the previewer asks of the terminal, no more: never bold).
  static func style(_ cell: Cell) -> Style {
    Style(
      foreground: Palette(.dark).color256(cell.foreground),
      background: Palette(.dark).color256(cell.background),
      reverse: cell.foreground == .highlight)
  }

  static func sgr(from old: Style?, to new: Style) -> Int {
    var parameters: [String] = []
    if old?.foreground != new.foreground || old == nil {
      parameters.append(new.foreground.map { "38;5;\($0)" } ?? "39")
    }
    if old?.background != new.background || old == nil {
      parameters.append(new.background.map { "48;5;\($0)" } ?? "49")
    }
    if old?.reverse != new.reverse || old == nil { parameters.append(new.reverse ? "7" : "27") }
    return parameters.isEmpty ? 0 : 3 + parameters.joined(separator: ";").utf8.count
  }

  static func bytes(for changes: [CellChange]) -> Int {
    var total = 0
    var previous: CellChange?
    var current: Style?
    for change in changes {
      let continues = previous.map { $0.y == change.y && $0.x + 1 == change.x } ?? false
      if !continues {
        total += "\u{1B}[\(change.y + 1);\(change.x + 1)H".utf8.count
      }
      let s = style(change.cell)
      total += sgr(from: current, to: s)
      current = s
      total += String(Character(change.cell.glyph)).utf8.count
      previous = change
    }
    return total
  }
}
