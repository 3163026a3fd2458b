import PhoneTUI

/// A file named on the command line: the bytes to open, which need not be UTF-8, and the forms
/// that text and messages use.
///
/// Linux file names are bytes. Swift's `CommandLine.arguments` repairs a name that is not UTF-8
/// (each bad byte becomes U+FFFD), so opening the repaired name fails on a file that exists, or
/// creates another; the path is kept as given and repaired only where it is shown.
public struct FilePath: Hashable, Sendable {
  /// The path as given, without a terminating NUL.
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) { self.bytes = bytes }

  public init(_ text: String) { self.bytes = Array(text.utf8) }

  /// The path as text: exactly the path when it is UTF-8, each byte that is not as U+FFFD (what
  /// `CommandLine.arguments` gives, so `json`'s report names such a file as it always did).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether the bytes are UTF-8, so `text` names the same file.
  public var isUTF8: Bool {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .error: return false
      case .emptyInput: return true
      }
    }
  }

  /// The path as an error line shows it: each byte that is not UTF-8 as `\xNN`, controls and
  /// invisible characters as `?`, cut after `limit` characters with `…`.
  func shown(limit: Int = Text.longestPath) -> String {
    var out = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var count = 0
    loop: while count < limit {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        out.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
        count += 1
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          out.append(contentsOf: "\\x".unicodeScalars)
          out.append(contentsOf: Self.hex(byte).unicodeScalars)
        }
        offset += length
        count += length
      case .emptyInput:
        break loop
      }
    }
    let cut = offset < bytes.count ? "…" : ""
    return Text.printable(String(out)) + cut
  }

  /// The bytes with a terminating NUL, for `open(2)`.
  var cString: [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }

  /// A NUL inside the path, which no file name can hold: `open` would stop at it and open
  /// another file.
  var hasNUL: Bool { bytes.contains(0) }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".unicodeScalars)
    return String(String.UnicodeScalarView([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]))
  }
}
