/// The characters a frame is drawn with: Unicode (half blocks, box drawing) when the locale is
/// UTF-8, plain ASCII otherwise; in colour or, when colour is off, with a fill glyph per role so
/// that elements still differ.
public struct GlyphSet: Hashable, Sendable {
  public var unicode: Bool
  public var color: Bool

  public init(unicode: Bool, color: Bool) {
    self.unicode = unicode
    self.color = color
  }

  /// The glyph that fills an area of `role` when there is no colour to tell roles apart.
  public func fill(_ role: StyleRole) -> Unicode.Scalar {
    if unicode {
      switch role {
      case .statusBar: "▒"
      case .hotspot: "▓"
      case .barOverContent: "░"
      case .bar: "▚"
      case .glass: "▞"
      case .keyboard: "▓"
      case .cellContent: "╌"
      case .cutout: "█"
      case .homeIndicator: "━"
      case .underContent: "·"
      default: " "
      }
    } else {
      switch role {
      case .statusBar: "="
      case .hotspot: "%"
      case .barOverContent: "-"
      case .bar: "+"
      case .glass: "*"
      case .keyboard: "#"
      case .cellContent: "~"
      case .cutout: "#"
      case .homeIndicator: "_"
      case .underContent: "."
      default: " "
      }
    }
  }

  /// Box-drawing pieces: horizontal, vertical and the four corners.
  public typealias BoxPieces = (
    h: Unicode.Scalar, v: Unicode.Scalar, tl: Unicode.Scalar, tr: Unicode.Scalar,
    bl: Unicode.Scalar, br: Unicode.Scalar
  )

  /// The pieces of an outline (rounded corners in Unicode).
  public var frame: BoxPieces {
    unicode ? ("─", "│", "╭", "╮", "╰", "╯") : ("-", "|", "+", "+", "+", "+")
  }

  /// The outline of one of your views: light when nothing clips it, heavy when something does,
  /// so the two differ without colour too.
  public func viewBox(clipped: Bool) -> BoxPieces {
    switch (unicode, clipped) {
    case (true, false): ("─", "│", "┌", "┐", "└", "┘")
    case (true, true): ("━", "┃", "┏", "┓", "┗", "┛")
    case (false, false): ("-", "|", "+", "+", "+", "+")
    case (false, true): ("=", "!", "#", "#", "#", "#")
    }
  }

  /// The dashed outline of the safe-area overlay.
  public var dashed: (h: Unicode.Scalar, v: Unicode.Scalar) { unicode ? ("┄", "┆") : (".", ":") }

  /// A scene's words in this glyph set: the status bar's signal bars and battery spelled `|||`
  /// and `[#]` in ASCII, everything else as `text` makes it safe.
  public func words(_ s: String) -> String {
    guard !unicode, s.unicodeScalars.contains(where: { $0 == "▂" || $0 == "▮" }) else {
      return text(s)
    }
    let spelled = s.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word == SceneText.signal ? "|||" : word == SceneText.battery ? "[#]" : String(word)
    }
    return text(spelled.joined(separator: " "))
  }

  /// The mark after an estimated value.
  public var estimateMark: String { unicode ? "≈" : "~" }

  /// The scalar `text` shows for `scalar` when it stands for one cell (always, in Unicode mode:
  /// controls and scalars of uncertain width become `?`); nil when ASCII mode may spell it with
  /// several characters.
  func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    if scalar.value >= 0x20 && scalar.value < 0x7F { return scalar }
    guard unicode else { return nil }
    return Text.isSingleWidth(scalar) ? scalar : "?"
  }

  /// Text made safe for this glyph set: control characters become `?`; in ASCII, common symbols
  /// are spelled out and anything else non-ASCII becomes `?`.
  public func text(_ s: String) -> String {
    // Plain printable ASCII, by far the most common, needs nothing.
    if Text.allBytes(of: s, { $0 >= 0x20 && $0 < 0x7F }) { return s }
    // `singleWidth` turns controls into `?` as well; `ascii` keeps ASCII, controls included.
    return unicode ? Text.singleWidth(s) : Text.ascii(Text.printable(s))
  }
}
