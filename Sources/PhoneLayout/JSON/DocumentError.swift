/// A problem with a JSON document (a device catalog, a views file): where it is and what is
/// wrong, as one line.
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// 1-based position; 0 when the problem is the whole file (missing, too large).
  public var line: Int
  public var column: Int
  /// The path inside the document, for example `devices[3].points.width`; empty for the file.
  public var path: String
  public var message: String

  public init(file: String, line: Int = 0, column: Int = 0, path: String = "", message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.message = message
  }

  /// `file:line:column: path: message`, with the parts that do not apply left out.
  public var description: String {
    var place = file
    if line > 0 { place += ":\(line):\(column)" }
    let what = path.isEmpty ? message : "\(path): \(message)"
    return "\(place): \(what)"
  }
}

extension DocumentError {
  /// The most characters of one piece of a user's file (a key, a word, a number, a name) that
  /// an error line repeats, as the README promises.
  public static let longestExcerpt = 60

  /// `piece` as an error line quotes it: whole when it has at most `longestExcerpt`
  /// characters, else its first `longestExcerpt` and `…`.
  ///
  /// Counts no further than it keeps, so a 900 KB key costs no more than a short one.
  public static func excerpt(_ piece: some StringProtocol) -> String {
    let scalars = piece.unicodeScalars
    guard
      let end = scalars.index(
        scalars.startIndex, offsetBy: longestExcerpt, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return String(piece) }
    return String(String.UnicodeScalarView(scalars[..<end])) + "…"
  }
}
