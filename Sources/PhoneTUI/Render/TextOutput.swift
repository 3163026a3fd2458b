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

  /// SGR colour escapes from the palette's 256 colours, reset at the end of each line.
  public static func ansi(_ buffer: CellBuffer, theme: Theme = .dark) -> String {
    let palette = Palette(theme)
    var out = ""
    for y in 0..<buffer.height {
      var current: (StyleRole, StyleRole)?
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if current == nil || current! != (cell.foreground, cell.background) {
          out += palette.sgr(foreground: cell.foreground, background: cell.background)
          current = (cell.foreground, cell.background)
        }
        out.unicodeScalars.append(cell.glyph)
      }
      out += "\u{1B}[0m\n"
    }
    return out
  }
}

/// Whether the terminal's background is dark or light: the palette is chosen for it.
public enum Theme: String, Hashable, Sendable, CaseIterable {
  case dark, light

  /// `COLORFGBG` ("15;0", "0;default;15"): its last field is the background's ANSI colour;
  /// 0–6 and 8 are dark, 7 and 9–15 light.
  ///
  /// Nil when it says nothing usable.
  public static func fromColorFGBG(_ value: String) -> Theme? {
    guard let last = value.split(separator: ";").last, let n = Int(last), (0...15).contains(n)
    else { return nil }
    return n == 7 || n >= 9 ? .light : .dark
  }

  /// A terminal's answer to OSC 11 (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST), by the
  /// background's relative luminance; nil if `reply` holds no such answer.
  public static func fromBackgroundReply(_ reply: [UInt8]) -> Theme? {
    let marker = Array("]11;rgb:".utf8)
    guard reply.count >= marker.count,
      let start = (0...(reply.count - marker.count)).first(where: {
        Array(reply[$0..<($0 + marker.count)]) == marker
      })
    else { return nil }
    let text = String(decoding: reply[(start + marker.count)...], as: UTF8.self)
    let channels = text.prefix { $0.isHexDigit || $0 == "/" }.split(separator: "/")
    guard channels.count == 3 else { return nil }
    var values: [Double] = []
    for channel in channels {
      guard (1...4).contains(channel.count), let n = Int(channel, radix: 16) else { return nil }
      values.append(Double(n) / Double((1 << (4 * channel.count)) - 1))
    }
    let luminance = 0.2126 * values[0] + 0.7152 * values[1] + 0.0722 * values[2]
    return luminance > 0.5 ? .light : .dark
  }
}

/// `--theme`: the terminal's background as the terminal reports it, or as said.
public enum ThemeChoice: String, Hashable, Sendable, CaseIterable {
  case auto, light, dark
}

/// The colours of the roles, for 256-colour and 8-colour terminals with a dark or a light
/// background.
///
/// This is the one place that maps meaning to colour. `nil` is the terminal's default colour.
/// The phone is the same on either background (iOS's light-mode greys, white content, the system
/// blue, a dark body around the screen); the text around it changes so that it reads at full
/// contrast on the terminal's own background.
public struct Palette: Hashable, Sendable {
  public let theme: Theme

  public init(_ theme: Theme) { self.theme = theme }

  /// xterm 256-colour indices.
  public func color256(_ role: StyleRole) -> Int? {
    let light = theme == .light
    switch role {
    case .background, .text: return nil
    // The phone: a dark body with a lighter edge line, so it stands out on white as on black.
    case .device: return light ? 236 : 238
    case .bezel: return light ? 244 : 247
    case .window: return 240
    // White content; iOS's system grey 6 to 3 for what is under bars, bars and cells.
    case .content: return 231
    case .underContent: return 253
    case .barOverContent: return 250
    case .bar: return 247
    case .statusBar: return 235
    // The system blue (#007AFF is nearest 33, #0087FF).
    case .hotspot: return 33
    case .glass: return 189
    case .cutout, .homeIndicator, .label: return 16
    case .labelOnDark: return 231
    case .cell: return 255
    case .cellContent: return 194
    case .keyboard: return 252
    case .safeArea: return light ? 160 : 203
    case .difference: return light ? 127 : 201
    case .fold: return light ? 94 : 179
    case .windowEdge: return light ? 26 : 39
    case .scrollInset: return light ? 26 : 33
    case .viewFits: return light ? 28 : 34
    case .viewClipped: return light ? 160 : 196
    // The phone's content is white in either theme: a dark blue reads on it (#005FAF).
    case .viewSelected: return 25
    case .heading: return light ? 25 : 75
    case .dim: return light ? 240 : 245
    case .estimate: return light ? 130 : 214
    // Drawn reversed: dark text on yellow, or white on blue.
    case .highlight: return light ? 25 : 220
    case .event: return light ? 28 : 114
    case .warning: return light ? 166 : 209
    }
  }

  /// The eight ANSI colours (0 black … 7 white).
  ///
  /// With two greys only, the phone is white content, cyan for bars, the keyboard and content
  /// hidden under something (their labels tell them apart), white glass, the blue hotspot, and
  /// black cutouts. The body is black on a light background and blue on a dark one, where black
  /// is the terminal's own colour and would leave the phone only its edge line. Estimates are a
  /// calm colour (blue on light, yellow on dark); red is kept for findings and warnings.
  public func color8(_ role: StyleRole) -> Int? {
    let light = theme == .light
    switch role {
    case .background, .text: return nil
    case .device: return light ? 0 : 4
    case .window, .cutout, .homeIndicator, .label, .statusBar: return 0
    case .bezel, .content, .labelOnDark, .cellContent, .glass: return 7
    case .underContent, .cell, .bar, .barOverContent, .keyboard: return 6
    case .hotspot: return 4
    case .safeArea, .viewClipped: return 1
    case .difference: return 5
    case .fold: return 3
    case .windowEdge, .viewSelected: return 4
    case .viewFits, .event: return 2
    case .scrollInset: return light ? 4 : 6
    case .heading: return light ? 4 : 6
    case .dim: return nil
    case .estimate: return light ? 4 : 3
    case .warning: return 1
    case .highlight: return light ? 4 : 3
    }
  }

  func sgr(foreground: StyleRole, background: StyleRole) -> String {
    var codes = ["0"]
    if let fg = color256(foreground) { codes.append("38;5;\(fg)") }
    if let bg = color256(background) { codes.append("48;5;\(bg)") }
    if foreground == .highlight { codes.append("7") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
