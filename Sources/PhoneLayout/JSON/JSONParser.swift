/// A strict RFC 8259 JSON parser over UTF-8 bytes that records positions and rejects duplicate
/// keys, used for device catalogs (built-in and users').
///
/// Nesting deeper than `maximumDepth` is an error rather than a stack overflow.
public struct JSONParser {
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Parses one JSON document; anything but white space after it is an error.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, line: line, column: column)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels")
    }
    guard index < bytes.count else { throw error("expected a value, found end of file") }
    let startLine = line
    let startColumn = column
    let kind: JSONValue.Kind
    switch bytes[index] {
    case UInt8(ascii: "{"): kind = try parseObject(depth: depth)
    case UInt8(ascii: "["): kind = try parseArray(depth: depth)
    case UInt8(ascii: "\""): kind = .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); kind = .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); kind = .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); kind = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
    default: throw error("expected a value, found \(describeCurrent())")
    }
    return JSONValue(kind, line: startLine, column: startColumn)
  }

  /// Reads `true`, `false` or `null`; a mismatch is reported where the word began.
  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let start = index
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else {
        index = start
        throw error("expected a value, found \(describeCurrent())")
      }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen = Set<String>()
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a quoted key, found \(describeCurrent())")
      }
      let keyError = error("")
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw JSONSyntaxError(
          message: "duplicate key \"\(DocumentError.excerpt(key))\"", line: keyError.line,
          column: keyError.column)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key, found \(describeCurrent())")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      members.append((key, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("expected ',' or '}', found end of file") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw error("expected ',' or '}', found \(describeCurrent())")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("expected ',' or ']', found end of file") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']', found \(describeCurrent())")
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      let begin = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - begin
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let intStart = index
    let intDigits = digits(&self)
    if intDigits == 0 { throw error("expected a digit, found \(describeCurrent())") }
    if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") {
      throw JSONSyntaxError(
        message: "a number cannot start with 0", line: line, column: intStart - lineStart + 1)
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits(&self) == 0 {
        throw error("expected a digit after '.', found \(describeCurrent())")
      }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      if digits(&self) == 0 {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError(
        message: "number \(DocumentError.excerpt(text)) is out of range", line: line,
        column: start - lineStart + 1)
    }
    return value
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(_ parser: JSONParser, _ scalars: inout String.UnicodeScalarView, upTo end: Int) {
      if run < end {
        scalars.append(
          contentsOf: String(decoding: parser.bytes[run..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(self, &scalars, upTo: index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw error(
          "a control character (0x\(String(byte, radix: 16))) must be escaped in a string")
      }
      if byte >= 0x80 {
        let length = try validateUTF8(at: index)
        index += length
        continue
      }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      flush(self, &scalars, upTo: index)
      index += 1
      guard index < bytes.count else { throw error("unterminated string") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw error("a high surrogate \\u escape must be followed by a low one") }
          index += 2
          let low = try hex4()
          guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
          throw error("a low surrogate \\u escape without a high one")
        }
        scalars.append(Unicode.Scalar(code)!)
      default:
        index -= 1
        throw error("invalid escape \\\(describeCurrent())")
      }
      run = index
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
        throw error("expected four hex digits after \\u")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The length of the well-formed UTF-8 sequence at `start`, or an error naming the bad byte.
  private func validateUTF8(at start: Int) throws(JSONSyntaxError) -> Int {
    let lead = bytes[start]
    let length: Int
    let minimum: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; minimum = 0x80
    case 0xE0...0xEF: length = 3; minimum = 0x800
    case 0xF0...0xF4: length = 4; minimum = 0x10000
    default: throw error("invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
    }
    guard start + length <= bytes.count else { throw error("invalid UTF-8 (truncated sequence)") }
    var code = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let byte = bytes[start + offset]
      guard byte & 0xC0 == 0x80 else { throw error("invalid UTF-8 (bad continuation byte)") }
      code = code << 6 | UInt32(byte & 0x3F)
    }
    guard code >= minimum, code <= 0x10FFFF, !(0xD800...0xDFFF).contains(code) else {
      throw error("invalid UTF-8 (overlong or out-of-range sequence)")
    }
    return length
  }
}
