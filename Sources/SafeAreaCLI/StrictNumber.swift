/// Numbers as the command line takes them: decimal digits as people write them, nothing else.
///
/// Swift's `Int("+11")` and `Double("0x1p4")` accept signs, leading zeros, hexadecimal, exponents
/// (`1e-400` is 0), `inf` and `nan`; an option value with any of them is a mistake to report,
/// not a number to guess at.
enum StrictNumber {
  /// The most digits a number may have (every option's range is far smaller).
  static let longestDigits = 9

  /// A whole number: decimal digits, no sign, no leading zero (`0` itself is fine).
  static func whole(_ text: some StringProtocol) -> Int? {
    let bytes = Array(text.utf8)
    guard isDigits(bytes), bytes.count <= longestDigits, bytes.count == 1 || bytes[0] != 0x30
    else { return nil }
    return Int(String(text))
  }

  /// A decimal number: a whole number as `whole` reads it, optionally followed by `.` and digits.
  static func decimal(_ text: some StringProtocol) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, whole(parts[0]) != nil else { return nil }
    if parts.count == 2 {
      let fraction = Array(parts[1].utf8)
      guard isDigits(fraction), fraction.count <= longestDigits else { return nil }
    }
    return Double(String(text))
  }

  private static func isDigits(_ bytes: [UInt8]) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }
}
