extension JSONWriter {
  /// A scalar for a one-line object.
  public enum Scalar {
    case number(Double)
    case string(String)
    case bool(Bool)

    var text: String {
      switch self {
      case .number(let value): ScreenLayout.number(value)
      case .string(let value): JSONWriter.quoted(value)
      case .bool(let value): value ? "true" : "false"
      }
    }
  }

  /// A small object of scalars written on one line: `{"width": 375, "status": "C"}`.
  public mutating func inline(_ members: [(String, Scalar)]) {
    inlineRaw(
      "{" + members.map { "\(Self.quoted($0.0)): \($0.1.text)" }.joined(separator: ", ") + "}")
  }
}
