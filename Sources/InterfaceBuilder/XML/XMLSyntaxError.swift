/// An XML syntax error at a line and column: the file is not well-formed XML, or it uses a part of
/// XML this reader refuses (a DTD, an encoding other than UTF-8), or it exceeds a limit.
///
/// Its shape is the JSON parser's `JSONSyntaxError`, so a caller reports both the same way.
public struct XMLSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var line: Int
  public var column: Int

  public init(message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  public init(message: String, at position: SourcePosition) {
    self.init(message: message, line: position.line, column: position.column)
  }

  public var position: SourcePosition { SourcePosition(line: line, column: column) }

  /// `line:column: message`, one line.
  public var description: String { "\(line):\(column): \(message)" }
}
