extension JSONWriter {
  /// A scalar for a one-line object.
  public enum Scalar {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    /// A nested one-line object.
    indirect case object([(String, Scalar)])
    /// A one-line list.
    indirect case list([Scalar])

    public var text: String {
      switch self {
      case .number(let value): ScreenLayout.number(value)
      case .string(let value): JSONWriter.quoted(value)
      case .bool(let value): value ? "true" : "false"
      case .null: "null"
      case .object(let members): JSONWriter.inlineText(members)
      case .list(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
      }
    }
  }

  /// One scalar as a value.
  public mutating func inline(scalar: Scalar) { inlineRaw(scalar.text) }

  /// A small object of scalars written on one line: `{"width": 375, "status": "C"}`.
  public mutating func inline(_ members: [(String, Scalar)]) {
    inlineRaw(Self.inlineText(members))
  }

  /// The text of a one-line object.
  static func inlineText(_ members: [(String, Scalar)]) -> String {
    "{" + members.map { "\(Self.quoted($0.0)): \($0.1.text)" }.joined(separator: ", ") + "}"
  }
}
