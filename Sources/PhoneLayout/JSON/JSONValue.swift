/// A parsed JSON value that remembers where in the text it began, so that a schema error can name
/// the line and column as well as the path.
public struct JSONValue: Sendable {
  public enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in file order (duplicate keys are rejected by the parser).
    case object([(key: String, value: JSONValue)])
  }

  public var kind: Kind
  /// 1-based line and column of the value's first character.
  public var line: Int
  public var column: Int

  public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// A short name of the value's type for messages, such as "a number".
  public var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "an object"
    }
  }
}

/// A JSON syntax error at a line and column.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  public var message: String
  public var line: Int
  public var column: Int
}
