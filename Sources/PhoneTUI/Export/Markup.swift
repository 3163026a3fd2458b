import PhoneLayout

/// Text and numbers as SVG and HTML write them: escaped, printable, and spelled the same on every
/// run.
enum Markup {
  /// `text` safe inside an element or a quoted attribute of XML or HTML.
  ///
  /// `& < > " '` become entities; control characters, bidi controls and invisible characters
  /// become `?` (`Text.printable`, as in the terminal), and so do U+FFFE and U+FFFF, which XML 1.0
  /// does not allow at all. A device or view name from a user's file can therefore neither break
  /// the document nor hide text in it.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in Text.printable(text).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\u{FFFE}", "\u{FFFF}": out += "?"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A coordinate or length in points as the reports print it: whole numbers without a fraction,
  /// others to at most two decimals (`ScreenLayout.number`), so the document is byte-stable.
  static func number(_ value: Double) -> String { ScreenLayout.number(value) }
}
