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
