/// A place in the text of a document: 1-based line and column.
///
/// Columns count bytes of UTF-8 from the start of the line, as the project's JSON parser does, so
/// a position is found in constant time; in Interface Builder files, which are ASCII apart from
/// user text, that is the character column too. A line ends at LF, CR LF or a lone CR.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}
