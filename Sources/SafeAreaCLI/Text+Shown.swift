import PhoneTUI

extension Text {
  /// The longest piece of a user's text an error line repeats, in characters.
  static let longestShown = 60
  /// The longest path an error line repeats (PATH_MAX).
  static let longestPath = 4096

  /// `text` as an error line quotes it: printable (see `printable`) and cut after `limit`
  /// characters with `…`, so a 128 KiB argument still gives one short line.
  static func shown(_ text: String, limit: Int = longestShown) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return printable(text) }
    return printable(String(String.UnicodeScalarView(scalars.prefix(limit)))) + "…"
  }
}
