import Testing

@testable import PhoneLayout

/// `isZeroWidth` answers the blocks the previewer draws with without reading Unicode's tables:
/// it must answer as the tables do.
@Suite struct ZeroWidthTests {
  /// Every scalar up to U+2FFF: zero width exactly when it is a combining or enclosing mark, or
  /// the soft hyphen.
  @Test func theFastRangesAgreeWithTheGeneralCategory() {
    var checked = 0
    for value in UInt32(0)..<0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = value == 0xAD || Unicode.Scalar.isMark(scalar)
      #expect(scalar.isZeroWidth == expected, "U+\(String(value, radix: 16, uppercase: true))")
      checked += 1
    }
    #expect(checked == 0x3000)
  }

  /// The marks the fast ranges sit between are still zero width.
  @Test func marksBesideTheFastRangesAreZeroWidth() {
    for value: UInt32 in [0x300, 0x36F, 0x483, 0x20D0, 0x20DD, 0x20F0] {
      #expect(Unicode.Scalar(value)!.isZeroWidth, "U+\(String(value, radix: 16))")
    }
    for text in ["·", "×", "…", "≈", "─", "█", "▶"] {
      #expect(text.unicodeScalars.allSatisfy { !$0.isZeroWidth }, "\(text)")
    }
  }
}
