/// Text that is safe to show in a terminal, whatever a user's catalog file contains.
public enum Text {
  /// `text` with every control character (C0, DEL, C1; escape sequences included) and every
  /// invisible formatting character (bidi controls, zero-width characters, U+2028/2029, the
  /// byte-order mark) replaced by `?`, so a device name can never move the cursor, change
  /// colours or reorder the text around it.
  public static func printable(_ text: String) -> String {
    // Most text has nothing to replace: hand it back as it is.
    if !text.unicodeScalars.contains(where: isControl) { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { out.append(isControl(scalar) ? "?" : scalar) }
    return String(out)
  }

  /// C0, DEL and C1 controls, which could move the cursor or start a sequence, and invisible
  /// formatting characters.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || scalar.isHiddenFormatting
  }

  /// How many cells `text` takes: one a scalar, none for a combining mark or a soft hyphen.
  public static func cells(_ text: String) -> Int {
    // Plain ASCII: one cell a byte.
    if Self.allBytes(of: text, { $0 < 0x80 }) { return text.utf8.count }
    var count = 0
    for scalar in text.unicodeScalars where !scalar.isZeroWidth { count += 1 }
    return count
  }

  /// Whether every UTF-8 byte of `text` satisfies `test`, read from its storage in place rather
  /// than through the `utf8` view's iterator (the checks run for every string of every frame).
  @inline(__always)
  static func allBytes(of text: String, _ test: (UInt8) -> Bool) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where !test(byte) { return false }
      return true
    } ?? text.utf8.allSatisfy(test)
  }

  /// Calls `body` with each scalar of `text` in order, decoded from its UTF-8 in place, until
  /// it returns false; whether it never did.
  @inline(__always)
  static func scalars(of text: String, while body: (Unicode.Scalar) -> Bool) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var i = 0
      while i < bytes.count {
        // A string's UTF-8 is always valid: the lead byte says how many bytes follow.
        let lead = bytes[i]
        let value: UInt32
        if lead < 0x80 {
          value = UInt32(lead)
          i += 1
        } else if lead < 0xE0 {
          value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
          i += 2
        } else if lead < 0xF0 {
          value =
            UInt32(lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6
            | UInt32(bytes[i + 2] & 0x3F)
          i += 3
        } else {
          value =
            UInt32(lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
            | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
          i += 4
        }
        guard body(Unicode.Scalar(value) ?? "?") else { return false }
      }
      return true
    }
  }

  /// `text` padded with spaces (or cut) to exactly `width` cells (see `cells`).
  public static func pad(_ text: String, _ width: Int) -> String {
    let count = cells(text)
    if count < width {
      var padded = text
      padded.reserveCapacity(text.utf8.count + width - count)
      for _ in count..<width { padded.append(" ") }
      return padded
    }
    var out = String.UnicodeScalarView()
    var taken = 0
    for scalar in text.unicodeScalars {
      let size = scalar.isZeroWidth ? 0 : 1
      if taken + size > width { break }
      out.append(scalar)
      taken += size
    }
    return String(out)
  }

  /// `text` as it is when it fits in `width` cells, else cut to end in `ellipsis`.
  public static func cut(_ text: String, to width: Int, ellipsis: String) -> String {
    guard cells(text) > width else { return text }
    let room = width - cells(ellipsis)
    return room > 0 ? pad(text, room) + ellipsis : pad(text, max(0, width))
  }
}

extension Text {
  /// `text` spelled in ASCII: arrows, dashes, times and dots become their ASCII forms, anything
  /// else outside ASCII becomes `?`.
  public static func ascii(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "→": out += "->"
      case "←": out += "<-"
      case "−", "–", "—", "─", "┄": out += "-"
      case "×": out += "x"
      case "·", "•": out += "."
      case "≈": out += "~"
      case "‹": out += "<"
      case "›": out += ">"
      case "…": out += "..."
      case "│", "┆": out += "|"
      case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
      default: out += "?"
      }
    }
    return out
  }

  /// `text` with every scalar that may not be one cell wide (wide East Asian characters, emoji,
  /// combining marks) replaced by `?`, so columns never drift.
  public static func singleWidth(_ text: String) -> String {
    if scalars(of: text, while: isSingleWidth) { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      out.append(isSingleWidth(scalar) ? scalar : "?")
    }
    return String(out)
  }

  /// Scalars known to take exactly one cell: ASCII, Latin, Greek, Cyrillic, general punctuation,
  /// arrows, box drawing, block elements and geometric shapes safearea draws with.
  static func isSingleWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // Not U+00AD (a soft hyphen shows nothing) nor U+0483–0489 (Cyrillic combining marks).
    case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027,
      0x2030...0x205E,
      0x2190...0x21FF, 0x2212, 0x2248, 0x2500...0x259F, 0x25A0...0x25FF:
      true
    default:
      false
    }
  }
}
