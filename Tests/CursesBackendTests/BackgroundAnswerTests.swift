import PhoneTUI
import Testing

@testable import CursesBackend

/// The answers to the background question are taken out of the input however the reads split
/// them, and nothing else is.
@Suite struct BackgroundAnswerTests {
  static let white = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8)
  static let black = Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\".utf8)
  static let attributes = Array("\u{1B}[?64;1;2c".utf8)

  /// Feeds `bytes` in the pieces `cuts` marks: the keys passed on, the last theme reported,
  /// and the filter afterwards.
  func feed(_ bytes: [UInt8], cuts: [Int]) -> (keys: [UInt8], theme: Theme?, BackgroundAnswer) {
    var filter = BackgroundAnswer()
    var keys: [UInt8] = []
    var theme: Theme?
    var start = 0
    for end in cuts + [bytes.count] where end >= start {
      let (passed, found) = filter.feed(bytes[start..<end])
      keys += passed
      theme = found ?? theme
      start = end
    }
    return (keys, theme, filter)
  }

  @Test func bothAnswersSplitAtEveryByteAreTakenWhole() {
    for (answer, expected) in [(Self.white, Theme.light), (Self.black, .dark)] {
      let bytes = answer + Self.attributes
      for cut in 0...bytes.count {
        let (keys, theme, filter) = feed(bytes, cuts: [cut])
        #expect(keys.isEmpty, "cut at \(cut): \(keys)")
        #expect(theme == expected, "cut at \(cut)")
        #expect(filter.finished && filter.held.isEmpty, "cut at \(cut)")
      }
      // A byte at a time.
      let (keys, theme, filter) = feed(bytes, cuts: Array(1..<bytes.count))
      #expect(keys.isEmpty && theme == expected && filter.finished)
    }
  }

  @Test func keysAroundTheAnswersPassInOrder() {
    let typed =
      Array("h".utf8) + Self.white + Array("r\u{1B}[A".utf8) + Self.attributes
      + Array("q".utf8)
    for cut in 0...typed.count {
      let (keys, theme, _) = feed(typed, cuts: [cut])
      #expect(keys == Array("hr\u{1B}[Aq".utf8), "cut at \(cut): \(keys)")
      #expect(theme == .light)
    }
  }

  @Test func whatOnlyLooksLikeTheStartOfAnAnswerPasses() {
    // Alt+], an OSC that is not 11, an arrow, a CSI ? that ends otherwise, ESC ESC.
    for text in [
      "\u{1B}]x", "\u{1B}]12;rgb:0/0/0\u{07}", "\u{1B}[A", "\u{1B}[?25h", "\u{1B}\u{1B}[B",
      "\u{1B}]11;rgb:ff\u{1B}x",
    ] {
      let bytes = Array(text.utf8)
      let (keys, theme, filter) = feed(bytes, cuts: [])
      #expect(keys == bytes, "\(text.debugDescription): \(keys)")
      #expect(theme == nil && !filter.finished && filter.held.isEmpty)
    }
    // An answer too long to be one goes through rather than being held for ever.
    let long = Array("\u{1B}]11;".utf8) + Array(repeating: UInt8(ascii: "f"), count: 200)
    let (keys, _, filter) = feed(long, cuts: [])
    #expect(keys == long && filter.held.isEmpty)
  }

  @Test func aLoneEscapeIsHeldButNotAsAnAnswer() {
    var filter = BackgroundAnswer()
    #expect(filter.feed([0x1B]).keys.isEmpty)
    #expect(!filter.holdsAnswer, "an Escape waits only the escape delay")
    #expect(filter.release() == [0x1B] && filter.held.isEmpty)
    _ = filter.feed(Array("\u{1B}]".utf8))
    #expect(filter.holdsAnswer, "the start of a control string waits longer")
    _ = filter.release()
    _ = filter.feed(Array("\u{1B}[".utf8))
    #expect(!filter.holdsAnswer, "ESC [ begins every cursor key")
    _ = filter.feed(Array("?".utf8))
    #expect(filter.holdsAnswer)
  }

  @Test func afterTheAttributesEverythingPasses() {
    let bytes = Self.attributes + Self.white
    let (keys, theme, filter) = feed(bytes, cuts: [])
    #expect(filter.finished && theme == nil)
    #expect(keys == Self.white, "the decoder skips a late answer as a control string")
  }
}
