/// A cell buffer as text for stdout: plain (glyphs only, trailing spaces trimmed) or with ANSI
/// colour escapes (`show --color always`).
public enum TextOutput {
  public static func plain(_ buffer: CellBuffer) -> String {
    var lines: [String] = []
    for y in 0..<buffer.height {
      var line = buffer.text(row: y)
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// SGR colour escapes from `Palette.ansi256`, reset at the end of each line.
  public static func ansi(_ buffer: CellBuffer) -> String {
    var out = ""
    for y in 0..<buffer.height {
      var current: (StyleRole, StyleRole)?
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if current == nil || current! != (cell.foreground, cell.background) {
          out += Palette.sgr(foreground: cell.foreground, background: cell.background)
          current = (cell.foreground, cell.background)
        }
        out.unicodeScalars.append(cell.glyph)
      }
      out += "\u{1B}[0m\n"
    }
    return out
  }
}

/// The colours of the roles, for 256-colour and 8-colour terminals.
///
/// This is the one place that maps meaning to colour. `nil` is the terminal's default colour.
public enum Palette {
  /// xterm 256-colour indices.
  public static func color256(_ role: StyleRole) -> Int? {
    switch role {
    case .background: nil
    case .bezel: 245
    case .window: 238
    case .content: 255
    case .underContent: 152
    case .statusBar: 242
    case .hotspot: 27
    case .barOverContent: 189
    case .bar: 103
    case .glass: 153
    case .cutout: 16
    case .homeIndicator: 16
    case .safeArea, .viewClipped: 1
    case .difference: 560
    case .cell: 254
    case .cellContent: 194
    case .keyboard: 240
    case .scrollInset: 33
    case .viewFits: 28
    case .viewClipped: 196
    case .label: 16
    case .labelOnDark: 231
    case .text: nil
    case .heading: 75
    case .dim: 244
    case .estimate: 172
    case .highlight: 226
    case .event: 114
    case .warning: 208
    }
  }

  /// The eight ANSI colours (0 black … 7 white).
  public static func color8(_ role: StyleRole) -> Int? {
    switch role {
    case .background, .text: nil
    case .window, .cutout, .homeIndicator, .label, .keyboard: 0
    case .safeArea, .viewClipped: 1
    case .difference: 5
    case .bar, .event, .viewFits: 2
    case .barOverContent, .glass, .estimate, .warning, .highlight: 3
    case .hotspot: 4
    case .statusBar: 5
    case .underContent, .heading, .cellContent, .scrollInset: 6
    case .content, .bezel, .dim, .labelOnDark, .cell: 7
    }
  }

  static func sgr(foreground: StyleRole, background: StyleRole) -> String {
    var codes = ["0"]
    if let fg = color256(foreground) { codes.append("38;5;\(fg)") }
    if let bg = color256(background) { codes.append("48;5;\(bg)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
