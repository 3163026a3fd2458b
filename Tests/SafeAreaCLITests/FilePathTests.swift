import Testing

@testable import SafeAreaCLI

/// A file named on the command line: the bytes to open, repaired only where it is shown.
@Suite struct FilePathTests {
  @Test func aNameThatIsUTF8IsItsText() {
    let path = FilePath("views/é.json")
    #expect(path.isUTF8)
    #expect(path.text == "views/é.json")
    #expect(path.shown() == "views/é.json")
    #expect(path.cString.last == 0 && path.cString.count == path.bytes.count + 1)
  }

  /// Each byte that is not UTF-8 shows as `\xNN`, a truncated sequence too; the text has
  /// U+FFFD, as `CommandLine.arguments` would.
  @Test func bytesThatAreNotUTF8AreShownAsEscapes() {
    let path = FilePath(bytes: [0x61, 0xFF, 0x62, 0xE2, 0x82])
    #expect(!path.isUTF8)
    #expect(path.shown() == "a\\xFFb\\xE2\\x82")
    #expect(path.text == "a\u{FFFD}b\u{FFFD}")
  }

  @Test func controlsAreShownAsQuestionMarksAndLongNamesAreCut() {
    #expect(FilePath("a\u{1B}[2J").shown() == "a?[2J")
    let long = FilePath(String(repeating: "x", count: 100))
    #expect(long.shown(limit: 10) == String(repeating: "x", count: 10) + "…")
    #expect(FilePath(bytes: [0x00]).hasNUL)
  }
}
