/// The asciicast v2 format (asciinema's): a header line, then one event line per write.
///
/// Pure: bytes in, JSON text out. The header is `{"version": 2, "width": W, "height": H, …}`;
/// an event is `[seconds, "o", data]` (output) or `[seconds, "r", "COLSxROWS"]` (a resize).
///
/// JSON strings hold text, the terminal gets bytes. Valid UTF-8 goes into `data` as it is (with
/// JSON's escapes), so a player sends exactly the bytes safearea sent. A character split across
/// two writes is carried over whole into the next event. A byte that is not UTF-8 (safearea
/// draws UTF-8 only, but a terminfo entry may hold 8-bit controls such as 0x9B, CSI) becomes the
/// character with the same number, U+0080 to U+00FF, as Latin-1 reads it: a terminal in UTF-8
/// mode takes U+009B as the same CSI, where asciinema's own recorder would write U+FFFD and lose
/// it.
public enum Asciicast {
  /// The header line (without its newline).
  public static func header(
    width: Int, height: Int, timestamp: Int, title: String?, term: String?
  ) -> String {
    var line = "{\"version\": 2, \"width\": \(width), \"height\": \(height), "
    line += "\"timestamp\": \(timestamp)"
    if let title { line += ", \"title\": \(quoted(Array(title.utf8)).text)" }
    if let term { line += ", \"env\": {\"TERM\": \(quoted(Array(term.utf8)).text)}" }
    return line + "}"
  }

  /// An output event's line for `bytes` written `microseconds` after the start, and the bytes
  /// of a character cut off at the end, to put before the next write's.
  public static func output(_ bytes: [UInt8], microseconds: Int) -> (line: String, rest: [UInt8]) {
    let (text, rest) = quoted(bytes, keepingIncompleteTail: true)
    return ("[\(seconds(microseconds)), \"o\", \(text)]", rest)
  }

  /// A resize event's line.
  public static func resize(columns: Int, rows: Int, microseconds: Int) -> String {
    "[\(seconds(microseconds)), \"r\", \"\(columns)x\(rows)\"]"
  }

  /// `microseconds` as seconds with six decimals (`1.250000`).
  static func seconds(_ microseconds: Int) -> String {
    let value = max(0, microseconds)
    let fraction = String(value % 1_000_000)
    return "\(value / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// `bytes` as a JSON string literal, and (when `keepingIncompleteTail`) a UTF-8 sequence
  /// cut off at the end, left out of the literal.
  static func quoted(_ bytes: [UInt8], keepingIncompleteTail: Bool = false) -> (
    text: String, rest: [UInt8]
  ) {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    out.reserveCapacity(bytes.count + 16)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        appendEscaped(byte, to: &out)
        index += 1
        continue
      }
      let length = sequenceLength(bytes, at: index)
      if length > 0 {
        out += bytes[index..<index + length]
        index += length
        continue
      }
      if keepingIncompleteTail && isIncompleteTail(bytes, at: index) {
        out.append(UInt8(ascii: "\""))
        return (String(decoding: out, as: UTF8.self), Array(bytes[index...]))
      }
      // Not UTF-8: the Latin-1 character of the same number, in UTF-8.
      out += [0xC0 | (byte >> 6), 0x80 | (byte & 0x3F)]
      index += 1
    }
    out.append(UInt8(ascii: "\""))
    return (String(decoding: out, as: UTF8.self), [])
  }

  /// JSON's escape for an ASCII byte, or the byte.
  static func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
    case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
    case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    case 0x00..<0x20, 0x7F:
      let hex = Array("0123456789abcdef".utf8)
      out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
    default: out.append(byte)
    }
  }

  /// The length of the well-formed UTF-8 sequence starting at `index` (RFC 3629: no overlong
  /// forms, no surrogates, nothing above U+10FFFF), or 0.
  static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let (length, low, high): (Int, UInt8, UInt8)
    switch lead {
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    guard (low...high).contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
    return length
  }

  /// Whether the bytes from `index` to the end are the start of a well-formed sequence that
  /// the end of the write cut off.
  static func isIncompleteTail(_ bytes: [UInt8], at index: Int) -> Bool {
    var padded = Array(bytes[index...])
    guard padded.count < 4 else { return false }
    // Complete it with the smallest continuation bytes the lead allows, and check it then.
    let lead = padded[0]
    let second: UInt8 = lead == 0xE0 ? 0xA0 : (lead == 0xF0 ? 0x90 : 0x80)
    while padded.count < 4 { padded.append(padded.count == 1 ? second : 0x80) }
    let length = sequenceLength(padded, at: 0)
    return length > bytes.count - index
  }
}
