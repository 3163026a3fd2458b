/// Text that is safe to show in a terminal, whatever a user's catalog file contains.
public enum Text {
  /// `text` with every control character (C0, DEL, C1; escape sequences included) replaced by
  /// `?`, so a device name can never move the cursor or change colours.
  public static func printable(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let v = scalar.value
      out.append(v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) ? "?" : scalar)
    }
    return String(out)
  }

  /// `text` padded with spaces (or cut) to exactly `width` characters.
  public static func pad(_ text: String, _ width: Int) -> String {
    let count = text.unicodeScalars.count
    if count >= width { return String(String.UnicodeScalarView(text.unicodeScalars.prefix(width))) }
    return text + String(repeating: " ", count: width - count)
  }
}
