import PhoneTUI
import Testing

/// Text from a catalog or an argument, made safe to show: no controls, no invisible formatting,
/// and widths that count what a terminal shows.
@Suite struct TextTests {
  @Test func invisibleAndBidiCharactersAreReplaced() {
    let hostile =
      "a\u{202E}b\u{2066}c\u{2069}d\u{200B}e\u{200F}f\u{2028}g\u{2029}h\u{FEFF}i\u{1B}[2J"
    #expect(Text.printable(hostile) == "a?b?c?d?e?f?g?h?i?[2J")
    #expect(Text.printable("iPhone 15 Pro") == "iPhone 15 Pro")
  }

  @Test func zeroWidthMarksTakeNoCell() {
    #expect(Text.cells("Zem\u{483}\u{489}lya\u{AD}") == 6)
    #expect(Text.cells("e\u{301}") == 1)
    #expect(Text.pad("m\u{483}x", 4) == "m\u{483}x  ")
    #expect(Text.pad("abc\u{301}def", 3) == "abc\u{301}")
  }

  @Test func thePreviewerReplacesWhatIsNotOneCell() {
    #expect(Text.singleWidth("Zem\u{483}lya\u{AD}") == "Zem?lya?")
    #expect(Text.singleWidth("Земля") == "Земля")
  }
}
