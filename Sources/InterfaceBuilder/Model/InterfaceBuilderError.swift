/// Why an Interface Builder file could not be read: where, and what is wrong, as one line.
///
/// Both kinds of problem come as this one type: the file is not well-formed XML (`isXMLSyntax`,
/// from `XMLTreeReader`), or it is XML but not an iOS storyboard or xib the reader understands
/// (a wrong root, a number that is not a number, a reference to an id the file lacks).
public struct InterfaceBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var line: Int
  public var column: Int
  /// Whether the XML itself is broken, rather than what it says.
  public var isXMLSyntax: Bool

  public init(message: String, at position: SourcePosition, isXMLSyntax: Bool = false) {
    self.message = message
    self.line = position.line
    self.column = position.column
    self.isXMLSyntax = isXMLSyntax
  }

  public init(_ syntax: XMLSyntaxError) {
    self.init(message: syntax.message, at: syntax.position, isXMLSyntax: true)
  }

  public var position: SourcePosition { SourcePosition(line: line, column: column) }

  /// `line:column: message`; a caller puts the file's name in front.
  public var description: String { "\(line):\(column): \(message)" }
}
