import PhoneLayout
import Testing

/// An error line quotes at most 60 characters of a piece of the user's file, marking a cut.
@Suite struct ExcerptTests {
  @Test func sixtyCharactersOrFewerAreQuotedWhole() {
    for count in [0, 1, 59, 60] {
      let piece = String(repeating: "k", count: count)
      #expect(DocumentError.excerpt(piece) == piece)
    }
  }

  @Test func moreAreCutAtSixtyWithAnEllipsis() {
    #expect(
      DocumentError.excerpt(String(repeating: "k", count: 61)) == String(repeating: "k", count: 60)
        + "…")
    // Characters, not bytes: 61 two-byte letters keep 60 of them.
    #expect(
      DocumentError.excerpt(String(repeating: "é", count: 61))
        == String(repeating: "é", count: 60) + "…")
    #expect(DocumentError.excerpt(String(repeating: "9", count: 500_000)).count == 61)
  }
}
