/// Builds deterministic, pretty-printed JSON text: two-space indentation, keys in the order they
/// are written, numbers in the report format (whole numbers without a fraction, others to at most
/// two decimals).
public struct JSONWriter {
  private var output = ""
  private var indent = 0
  /// Whether the current container has had a member yet (one entry per open container).
  private var hasMember: [Bool] = []
  /// Set after a key was written: the next value goes on the same line.
  private var afterKey = false

  public init() {}

  /// The text written so far, with a final newline once every container is closed.
  public var text: String { hasMember.isEmpty ? output + "\n" : output }

  // MARK: - Containers

  public mutating func beginObject() { open("{") }
  public mutating func endObject() { close("}") }
  public mutating func beginArray() { open("[") }
  public mutating func endArray() { close("]") }

  /// Writes a key; the next call writes its value.
  public mutating func key(_ name: String) {
    separate()
    output += Self.quoted(name) + ": "
    afterKey = true
  }

  // MARK: - Values

  public mutating func string(_ value: String) { emit(Self.quoted(value)) }
  public mutating func number(_ value: Double) { emit(ScreenLayout.number(value)) }
  public mutating func integer(_ value: Int) { emit(String(value)) }
  public mutating func bool(_ value: Bool) { emit(value ? "true" : "false") }
  public mutating func null() { emit("null") }

  /// Already-formatted JSON text as the next value (for one-line objects).
  mutating func inlineRaw(_ text: String) { emit(text) }

  /// A list of strings written on one line.
  public mutating func inlineStrings(_ values: [String]) {
    emit("[" + values.map(Self.quoted).joined(separator: ", ") + "]")
  }

  // MARK: - Keyed shorthands

  public mutating func field(_ name: String, _ value: String) { key(name); string(value) }
  public mutating func field(_ name: String, _ value: Double) { key(name); number(value) }
  public mutating func field(_ name: String, _ value: Int) { key(name); integer(value) }
  public mutating func field(_ name: String, _ value: Bool) { key(name); bool(value) }

  // MARK: - Internals

  private mutating func open(_ bracket: String) {
    emit(bracket)
    hasMember.append(false)
    indent += 1
  }

  private mutating func close(_ bracket: String) {
    indent -= 1
    let hadMembers = hasMember.removeLast()
    if hadMembers { newline() }
    output += bracket
  }

  private mutating func emit(_ text: String) {
    if afterKey {
      afterKey = false
    } else {
      separate()
    }
    output += text
  }

  private mutating func separate() {
    guard let last = hasMember.last else { return }
    if last { output += "," }
    hasMember[hasMember.count - 1] = true
    newline()
  }

  private mutating func newline() {
    output += "\n" + String(repeating: "  ", count: indent)
  }

  /// A JSON string literal; control characters (escape sequences included) and invisible
  /// formatting characters (bidi controls, zero-width characters, U+2028/2029) become `\u`
  /// escapes.
  public static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
        || scalar.isHiddenFormatting:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
