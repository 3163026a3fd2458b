extension Unicode.Scalar {
  /// Whether this scalar is an invisible formatting character that can hide or reorder text on a
  /// terminal: the bidirectional controls (U+061C, U+200E–200F, U+202A–202E, U+2066–2069), the
  /// zero-width characters (U+200B–200D, U+2060–2064, U+FEFF), the line and paragraph separators
  /// (U+2028–2029) and the other invisible format characters (U+180E, U+206A–206F,
  /// U+FFF9–FFFB).
  ///
  /// Text from a catalog or an argument shows these escaped or replaced, never raw.
  public var isHiddenFormatting: Bool {
    switch value {
    case 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F,
      0xFEFF, 0xFFF9...0xFFFB:
      true
    default:
      false
    }
  }

  /// Whether this scalar takes no cell of its own: combining and enclosing marks (U+0300–036F,
  /// U+0483–0489, …) join the character before them, and the soft hyphen (U+00AD) is not shown.
  public var isZeroWidth: Bool {
    switch value {
    // ASCII, by far the most common, has none; nor have the blocks the inspector and the
    // drawings write with (Latin-1 and Latin Extended's `·` and `×`, general punctuation's `…`,
    // arrows, mathematical operators' `≈`, box drawing, blocks and shapes): no property
    // look-up (a read of Unicode's tables) for them; `ZeroWidthTests` checks them against it.
    case 0..<0xAD, 0xAE..<0x300, 0x2000..<0x20D0, 0x2190..<0x2600: return false
    case 0xAD: return true
    default: return Self.isMark(self)
    }
  }

  /// Whether `scalar` is a combining or enclosing mark, by its general category.
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: true
    default: false
    }
  }
}
