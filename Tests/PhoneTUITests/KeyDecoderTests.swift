import PhoneTUI
import TestSupport
import Testing

private let esc: UInt8 = 0x1B

/// The bytes of `text` as UTF-8.
private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

/// `ESC` followed by the UTF-8 bytes of `text`.
private func escaped(_ text: String) -> [UInt8] { [esc] + utf8(text) }

private func character(_ scalar: Unicode.Scalar) -> InputEvent { .key(.character(scalar)) }

private func mouse(_ column: Int, _ row: Int, _ button: Int, _ pressed: Bool) -> InputEvent {
  .mouse(MouseEvent(column: column, row: row, button: button, pressed: pressed))
}

/// Feeds `chunks` one after another into a fresh decoder, then flushes.
private func decode(_ chunks: [[UInt8]]) -> [InputEvent] {
  var decoder = KeyDecoder()
  var events: [InputEvent] = []
  for chunk in chunks {
    events += decoder.feed(chunk)
  }
  events += decoder.flush()
  return events
}

/// Feeds `bytes` in chunks of 1 to 64 bytes chosen by `random`, then flushes.
private func decodeInRandomChunks(
  _ bytes: [UInt8], _ decoder: inout KeyDecoder, _ random: inout XorShift
) -> [InputEvent] {
  var events: [InputEvent] = []
  var start = 0
  while start < bytes.count {
    let end = min(start + 1 + random.below(64), bytes.count)
    events += decoder.feed(bytes[start..<end])
    start = end
  }
  events += decoder.flush()
  return events
}

@Suite struct KeyDecoderTests {
  /// One row of a decoding table: bytes in, events out (after a final `flush()`).
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var events: [InputEvent]

    init(_ name: String, _ bytes: [UInt8], _ events: [InputEvent]) {
      self.name = name
      self.bytes = bytes
      self.events = events
    }

    var testDescription: String { name }
  }

  static let characterCases: [Case] = [
    Case("ASCII letters", utf8("aZ"), [character("a"), character("Z")]),
    Case("space and tilde", utf8(" ~"), [character(" "), character("~")]),
    Case("digits and [", utf8("1[O"), [character("1"), character("["), character("O")]),
    Case("two-byte é", [0xC3, 0xA9], [character("é")]),
    Case("no-break space U+00A0", [0xC2, 0xA0], [character("\u{A0}")]),
    Case("three-byte €", [0xE2, 0x82, 0xAC], [character("€")]),
    Case("three-byte U+FFFD", [0xEF, 0xBF, 0xBD], [character("\u{FFFD}")]),
    Case("four-byte emoji", [0xF0, 0x9F, 0x98, 0x80], [character("😀")]),
    Case("largest scalar", [0xF4, 0x8F, 0xBF, 0xBF], [character("\u{10FFFF}")]),
    Case("mixed text", utf8("añ日😀"), "añ日😀".unicodeScalars.map(character)),
  ]

  static let controlCases: [Case] = [
    Case("NUL", [0x00], [.key(.control(0x00))]),
    Case("Ctrl-C", [0x03], [.key(.control(0x03))]),
    Case("Tab", [0x09], [.key(.control(0x09))]),
    Case("Ctrl-L", [0x0C], [.key(.control(0x0C))]),
    Case("Return", [0x0D], [.key(.control(0x0D))]),
    Case("Ctrl-Z", [0x1A], [.key(.control(0x1A))]),
    Case("0x1C", [0x1C], [.key(.control(0x1C))]),
    Case("0x1F", [0x1F], [.key(.control(0x1F))]),
    Case("DEL", [0x7F], [.key(.control(0x7F))]),
    Case("C1 control U+0085 is dropped", [0xC2, 0x85, 0x61], [character("a")]),
    Case("C1 control U+009F is dropped", [0xC2, 0x9F, 0x61], [character("a")]),
  ]

  static let escapeCases: [Case] = [
    Case("lone ESC", [esc], [.key(.escape)]),
    Case("key then lone ESC", utf8("a") + [esc], [character("a"), .key(.escape)]),
    Case("Alt+x", escaped("x"), []),
    Case("Alt+x then y", escaped("xy"), [character("y")]),
    Case("Alt+Ctrl-C", [esc, 0x03], []),
    Case("Alt+é drops the whole character", [esc, 0xC3, 0xA9, 0x62], [character("b")]),
    Case("ESC ESC", [esc, esc], []),
    Case("ESC ESC ESC", [esc, esc, esc], []),
    Case("ESC ESC x", [esc] + escaped("x"), []),
    Case("ESC ESC [ A is Alt+Up", [esc] + escaped("[A"), [.key(.up)]),
    Case("ESC [ A", escaped("[A"), [.key(.up)]),
    Case("partial CSI", escaped("["), []),
    Case("partial CSI with parameters", escaped("[1;5"), []),
    Case("partial SS3", escaped("O"), []),
    Case("partial X10 mouse", escaped("[M !"), []),
    Case("partial SGR mouse", escaped("[<0;10"), []),
    Case("partial UTF-8", [0xE2, 0x82], []),
  ]

  static let sequenceCases: [Case] = [
    Case("CSI A", escaped("[A"), [.key(.up)]),
    Case("CSI B", escaped("[B"), [.key(.down)]),
    Case("CSI C", escaped("[C"), [.key(.right)]),
    Case("CSI D", escaped("[D"), [.key(.left)]),
    Case("CSI H", escaped("[H"), [.key(.home)]),
    Case("CSI F", escaped("[F"), [.key(.end)]),
    Case("Ctrl+Up", escaped("[1;5A"), [.key(.up)]),
    Case("SS3 A", escaped("OA"), [.key(.up)]),
    Case("SS3 B", escaped("OB"), [.key(.down)]),
    Case("SS3 C", escaped("OC"), [.key(.right)]),
    Case("SS3 D", escaped("OD"), [.key(.left)]),
    Case("SS3 H", escaped("OH"), [.key(.home)]),
    Case("SS3 F", escaped("OF"), [.key(.end)]),
    Case("SS3 P", escaped("OP"), [.key(.function(1))]),
    Case("SS3 S", escaped("OS"), [.key(.function(4))]),
    Case("SS3 unknown", escaped("Oz"), [.key(.unknown)]),
    Case("CSI 1~", escaped("[1~"), [.key(.home)]),
    Case("CSI 7~", escaped("[7~"), [.key(.home)]),
    Case("CSI 4~", escaped("[4~"), [.key(.end)]),
    Case("CSI 8~", escaped("[8~"), [.key(.end)]),
    Case("CSI 2~", escaped("[2~"), [.key(.insert)]),
    Case("CSI 3~", escaped("[3~"), [.key(.delete)]),
    Case("CSI 5~", escaped("[5~"), [.key(.pageUp)]),
    Case("CSI 6~", escaped("[6~"), [.key(.pageDown)]),
    Case("Shift+Delete", escaped("[3;2~"), [.key(.delete)]),
    Case("CSI 11~", escaped("[11~"), [.key(.function(1))]),
    Case("CSI 15~", escaped("[15~"), [.key(.function(5))]),
    Case("CSI 17~", escaped("[17~"), [.key(.function(6))]),
    Case("CSI 21~", escaped("[21~"), [.key(.function(10))]),
    Case("CSI 23~", escaped("[23~"), [.key(.function(11))]),
    Case("CSI 24~", escaped("[24~"), [.key(.function(12))]),
    Case("CSI P", escaped("[P"), [.key(.function(1))]),
    Case("CSI 1;2P", escaped("[1;2P"), [.key(.function(1))]),
    Case("CSI 1;2Q", escaped("[1;2Q"), [.key(.function(2))]),
    Case("CSI 1;2R", escaped("[1;2R"), [.key(.function(3))]),
    Case("CSI 1;2S", escaped("[1;2S"), [.key(.function(4))]),
    Case("CSI 16~", escaped("[16~"), [.key(.unknown)]),
    Case("CSI 22~", escaped("[22~"), [.key(.unknown)]),
    Case("CSI 25~", escaped("[25~"), [.key(.unknown)]),
    Case("CSI ~ without a parameter", escaped("[~"), [.key(.unknown)]),
    Case("CSI Z (Shift-Tab)", escaped("[Z"), [.key(.unknown)]),
    Case("CSI with private marker", escaped("[?1;2c"), [.key(.unknown)]),
    Case("CSI with intermediate", escaped("[1 q"), [.key(.unknown)]),
    Case(
      "CSI 1M is not a mouse report", escaped("[1Mab"),
      [.key(.unknown)] + [
        character("a"), character("b"),
      ]),
    Case(
      "sequences back to back", escaped("[A") + escaped("OB") + utf8("x"),
      [
        .key(.up), .key(.down), character("x"),
      ]),
    Case("absurd parameter dropped", escaped("[99999~x"), [character("x")]),
    Case(
      "huge parameter does not overflow", escaped("[" + String(repeating: "9", count: 60) + "~x"),
      [character("x")]),
  ]

  static let brokenCases: [Case] = [
    Case("0xFF then h", [0xFF] + utf8("h"), [character("h")]),
    Case("stray continuation", [0x80, 0xBF] + utf8("h"), [character("h")]),
    Case("overlong lead C0", [0xC0, 0xAF] + utf8("h"), [character("h")]),
    Case("overlong lead C1", [0xC1, 0xBF] + utf8("h"), [character("h")]),
    Case("overlong three-byte ©", [0xE0, 0x82, 0xA9] + utf8("h"), [character("h")]),
    Case("overlong three-byte U+07FF", [0xE0, 0x9F, 0xBF] + utf8("h"), [character("h")]),
    Case("overlong four-byte €", [0xF0, 0x82, 0x82, 0xAC] + utf8("h"), [character("h")]),
    Case("surrogate D800", [0xED, 0xA0, 0x80] + utf8("h"), [character("h")]),
    Case("surrogate DFFF", [0xED, 0xBF, 0xBF] + utf8("h"), [character("h")]),
    Case("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80] + utf8("h"), [character("h")]),
    Case("lead F5", [0xF5, 0x80, 0x80, 0x80] + utf8("h"), [character("h")]),
    Case("truncated by a new lead", [0xE2, 0x82, 0xC3, 0xA9], [character("é")]),
    Case("truncated by ASCII", [0xF0, 0x9F, 0x61], [character("a")]),
    Case("truncated by Ctrl-C", [0xE2, 0x03], [.key(.control(0x03))]),
    Case("truncated by lone ESC", [0xE2, esc], [.key(.escape)]),
    Case("truncated by CSI", [0xE2] + escaped("[A"), [.key(.up)]),
    Case("CSI aborted by control", escaped("[1") + [0x03], [.key(.control(0x03))]),
    Case("CSI aborted by high byte", escaped("[1") + [0xC3, 0xA9], [character("é")]),
    Case("CSI aborted by ESC", escaped("[1") + escaped("[B"), [.key(.down)]),
    Case("CSI aborted by lone ESC", escaped("[1") + [esc], [.key(.escape)]),
    Case("SS3 aborted by control", escaped("O") + [0x0D], [.key(.control(0x0D))]),
    Case("X10 aborted by control", escaped("[M ") + [0x0D], [.key(.control(0x0D))]),
  ]

  static let mouseCases: [Case] = [
    Case("X10 left press at origin", escaped("[M !!"), [mouse(0, 0, 0, true)]),
    Case("X10 middle press", escaped("[M!+5"), [mouse(10, 20, 1, true)]),
    Case("X10 right press", escaped("[M\"!!"), [mouse(0, 0, 2, true)]),
    Case("X10 release", escaped("[M#+5"), [mouse(10, 20, 0, false)]),
    Case("X10 wheel up", escaped("[M`!!"), [mouse(0, 0, 64, true)]),
    Case("X10 wheel down", escaped("[Ma!!"), [mouse(0, 0, 65, true)]),
    Case("X10 shift+ctrl+meta ignored", escaped("[M<!!"), [mouse(0, 0, 0, true)]),
    Case("X10 motion with left held", escaped("[M@$%"), [mouse(3, 4, 0, true)]),
    Case("X10 coordinate 32 clamps to 0", escaped("[M   "), [mouse(0, 0, 0, true)]),
    Case(
      "X10 high coordinates are raw bytes", [esc] + utf8("[M ") + [0xFF, 0xC3],
      [mouse(222, 162, 0, true)]),
    Case("X10 followed by a key", escaped("[M !!q"), [mouse(0, 0, 0, true), character("q")]),
    Case("SGR left press", escaped("[<0;1;1M"), [mouse(0, 0, 0, true)]),
    Case("SGR left release", escaped("[<0;1;1m"), [mouse(0, 0, 0, false)]),
    Case("SGR right press", escaped("[<2;80;24M"), [mouse(79, 23, 2, true)]),
    Case("SGR middle release", escaped("[<1;5;6m"), [mouse(4, 5, 1, false)]),
    Case("SGR wheel up", escaped("[<64;12;7M"), [mouse(11, 6, 64, true)]),
    Case("SGR wheel down", escaped("[<65;12;7M"), [mouse(11, 6, 65, true)]),
    Case("SGR ctrl+wheel", escaped("[<81;12;7M"), [mouse(11, 6, 65, true)]),
    Case("SGR motion drag", escaped("[<32;3;4M"), [mouse(2, 3, 0, true)]),
    Case("SGR large coordinates", escaped("[<0;300;200M"), [mouse(299, 199, 0, true)]),
    Case("SGR zero coordinates clamp", escaped("[<0;0;0M"), [mouse(0, 0, 0, true)]),
    Case("SGR absurd column dropped", escaped("[<0;10001;1Mq"), [character("q")]),
    Case("SGR absurd button dropped", escaped("[<99999;1;1Mq"), [character("q")]),
    Case("SGR missing field dropped", escaped("[<0;1Mq"), [character("q")]),
    Case("SGR empty field dropped", escaped("[<0;;1Mq"), [character("q")]),
    Case("SGR extra field dropped", escaped("[<0;1;1;1Mq"), [character("q")]),
    Case("SGR marker with other final", escaped("[<0;1;1A"), [.key(.unknown)]),
  ]

  /// Checks one case fed whole, byte by byte, and split in two at every position.
  private func check(_ testCase: Case) {
    let bytes = testCase.bytes
    #expect(decode([bytes]) == testCase.events, "whole")
    #expect(decode(bytes.map { [$0] }) == testCase.events, "byte by byte")
    for split in 1..<max(bytes.count, 1) {
      let chunks = [Array(bytes[..<split]), Array(bytes[split...])]
      #expect(decode(chunks) == testCase.events, "split at \(split)")
    }
  }

  @Test(arguments: characterCases) func printableCharacters(_ testCase: Case) {
    check(testCase)
  }

  @Test(arguments: controlCases) func controlKeys(_ testCase: Case) {
    check(testCase)
  }

  @Test(arguments: escapeCases) func escapeOnlyWhenAlone(_ testCase: Case) {
    check(testCase)
  }

  @Test(arguments: sequenceCases) func escapeSequences(_ testCase: Case) {
    check(testCase)
  }

  @Test(arguments: brokenCases) func brokenInputIsDroppedAndResynchronises(_ testCase: Case) {
    check(testCase)
  }

  @Test(arguments: mouseCases) func mouseReports(_ testCase: Case) {
    check(testCase)
  }

  @Test func loneEscapeIsPendingUntilFlush() {
    var decoder = KeyDecoder()
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed([esc]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
    // Two Escapes separated by the delay are two Escapes.
    #expect(decoder.feed([esc]).isEmpty)
    #expect(decoder.flush() == [.key(.escape)])
  }

  @Test func splitSequencesWaitForTheirLastByte() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([esc]).isEmpty)
    #expect(decoder.feed(utf8("[")).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.feed(utf8("A")) == [.key(.up)])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed([0xF0, 0x9F]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.feed([0x98]).isEmpty)
    #expect(decoder.feed([0x80]) == [character("😀")])
    #expect(!decoder.hasPendingInput)
  }

  @Test(arguments: [
    escaped("["), escaped("[1;"), escaped("O"), escaped("[M"), escaped("[M !"), [esc, esc],
    [0xE2], [0xF0, 0x9F, 0x98],
  ])
  func flushDropsIncompleteSequences(_ bytes: [UInt8]) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
    #expect(!decoder.hasPendingInput)
    // What was dropped does not linger: the next bytes decode afresh.
    #expect(decoder.feed(utf8("A")) == [character("A")])
  }

  @Test func overlongCSIIsDroppedUpToItsFinalByte() {
    let limit = KeyDecoder.maximumSequenceBytes
    // At the limit the sequence is still decoded.
    let atLimit = escaped("[" + String(repeating: "0", count: limit - 1) + "1~")
    #expect(decode([atLimit]) == [.key(.home)])
    // One byte more and it is dropped, final byte included; decoding resumes after it.
    let overLimit = escaped("[" + String(repeating: "0", count: limit) + "1~q")
    #expect(decode([overLimit]) == [character("q")])
    let huge = escaped("[" + String(repeating: "1;", count: 50_000) + "A") + utf8("q")
    #expect(decode([huge]) == [character("q")])
    // An overlong sequence cut by a control byte resumes at that byte.
    let cut = escaped("[" + String(repeating: "1", count: 200)) + [0x03]
    #expect(decode([cut]) == [.key(.control(0x03))])
    // Pending while overlong, and flush drops it.
    var decoder = KeyDecoder()
    #expect(decoder.feed(escaped("[" + String(repeating: "1", count: 200))).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(utf8("A")) == [character("A")])
  }

  @Test func copiesDecodeIndependently() {
    var first = KeyDecoder()
    #expect(first.feed(escaped("[")).isEmpty)
    var second = first
    #expect(first.feed(utf8("A")) == [.key(.up)])
    #expect(second.feed(utf8("B")) == [.key(.down)])
  }

  @Test(arguments: [UInt64(0x9E37_79B9_7F4A_7C15), 1, 0xDEAD_BEEF, 42])
  func randomBytesNeverBreakTheDecoder(_ seed: UInt64) {
    var random = XorShift(seed: seed)
    let bytes = (0..<100_000).map { _ in random.byte() }
    var decoder = KeyDecoder()
    let events = decodeInRandomChunks(bytes, &decoder, &random)
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed(utf8("q")) == [character("q")])
    for event in events {
      switch event {
      case .key(.character(let scalar)):
        #expect(
          scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value))
      case .key(.control(let byte)):
        #expect(byte < 0x20 && byte != esc || byte == 0x7F)
      case .mouse(let report):
        #expect(report.column >= 0 && report.row >= 0 && report.button >= 0)
        #expect(report.column <= 10_000 && report.row <= 10_000)
      default:
        break
      }
    }
  }

  @Test(arguments: [UInt64(7), 0x0123_4567_89AB_CDEF])
  func randomBytesWithoutEscapeNeverProduceEscape(_ seed: UInt64) {
    var random = XorShift(seed: seed)
    let bytes = (0..<100_000).map { _ in
      let byte = random.byte()
      return byte == esc ? 0x5B : byte
    }
    var decoder = KeyDecoder()
    let events = decodeInRandomChunks(bytes, &decoder, &random)
    #expect(!events.isEmpty)
    #expect(!events.contains(.key(.escape)))
  }

  @Test(arguments: [UInt64(11), 0xFEED_FACE_CAFE_BEEF])
  func randomBytesWithOnlyCSIEscapesNeverProduceEscape(_ seed: UInt64) {
    var random = XorShift(seed: seed)
    var bytes: [UInt8] = []
    while bytes.count < 100_000 {
      // Plenty of ESC [ so that sequences start, break and nest often.
      if random.below(8) == 0 {
        bytes += [esc, 0x5B]
      } else {
        let byte = random.byte()
        bytes += byte == esc ? [esc, 0x5B] : [byte]
      }
    }
    var decoder = KeyDecoder()
    let events = decodeInRandomChunks(bytes, &decoder, &random)
    #expect(!events.isEmpty)
    #expect(!events.contains(.key(.escape)))
    #expect(decoder.feed(utf8("q")) == [character("q")])
  }
}

/// A terminal's answers to queries (the background colour) are never keys: `r`, `g` and `b`
/// in `rgb:` would rotate, toggle the design and cycle the scroll view.
@Suite struct ControlStringTests {
  @Test func anOSCAnswerEndedByBELOrSTIsSkipped() {
    #expect(decode([escaped("]11;rgb:ffff/ffff/ffff\u{07}") + utf8("q")]) == [character("q")])
    #expect(
      decode([escaped("]11;rgb:0000/0000/0000") + escaped("\\") + utf8("h")]) == [character("h")])
    // Split across reads, as a slow link delivers it.
    #expect(decode([escaped("]11;rgb:ff"), utf8("ff/ffff/ffff\u{07}h")]) == [character("h")])
  }

  @Test func dcsAnswersAreSkipped() {
    #expect(decode([escaped("P1$r0m") + escaped("\\") + utf8("x")]) == [character("x")])
    #expect(decode([escaped("P1+r436f") + escaped("\\") + utf8("x")]) == [character("x")])
  }

  /// Alt+] or Alt+P then a key: the key counts, at once (a string must start like an answer).
  @Test func altBracketThenAKeyIsTheKey() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(escaped("]q")) == [character("q")])
    #expect(decoder.feed(escaped("Pr")) == [character("r")])
    #expect(decoder.feed(escaped("]1q")) == [character("q")], "digits then no separator")
  }

  @Test func anUnendedStringEndsAtTheFlushOrItsLimit() {
    // An answer cut short, then a pause: the pause ends it, and the next keys count.
    var decoder = KeyDecoder()
    #expect(decoder.feed(escaped("]11;rg")).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(utf8("r")) == [character("r")])
    // A string longer than the limit stops being skipped: what is left is read as keys.
    let long =
      escaped("]11;")
      + Array(repeating: UInt8(ascii: "a"), count: KeyDecoder.maximumStringBytes + 5)
    let events = decode([long])
    #expect(events.count >= 5 && events.count <= 9, "\(events.count)")
    #expect(events.allSatisfy { $0 == character("a") })
  }
}

@Suite struct ThemeChoiceTests {
  @Test func colorFGBGNamesTheBackground() {
    #expect(Theme.fromColorFGBG("15;0") == .dark)
    #expect(Theme.fromColorFGBG("0;15") == .light)
    #expect(Theme.fromColorFGBG("0;default;7") == .light)
    #expect(Theme.fromColorFGBG("7;8") == .dark)
    #expect(Theme.fromColorFGBG("default;default") == nil)
    #expect(Theme.fromColorFGBG("") == nil)
  }

  @Test func theBackgroundAnswerIsReadByLuminance() {
    func answer(_ text: String) -> Theme? { Theme.fromBackgroundReply(Array(text.utf8)) }
    #expect(answer("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}") == .light)
    #expect(answer("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\") == .dark)
    // Solarized light's base3 and dark's base03, in two-digit channels.
    #expect(answer("\u{1B}]11;rgb:fd/f6/e3\u{07}") == .light)
    #expect(answer("\u{1B}]11;rgb:00/2b/36\u{07}") == .dark)
    // Pure blue is dark to the eye, pure green light.
    #expect(answer("\u{1B}]11;rgb:0000/0000/ffff\u{07}") == .dark)
    #expect(answer("\u{1B}]11;rgb:0000/ffff/0000\u{07}") == .light)
    #expect(answer("\u{1B}[?64;1;2c") == nil)
    #expect(answer("\u{1B}]11;rgb:zz/00/00\u{07}") == nil)
  }

  @Test func thePalettesKeepTextReadableOnTheirBackground() {
    // Text roles on a light terminal are never the light greys or yellow used on a dark one.
    let light = Palette(.light)
    for role: StyleRole in [.heading, .dim, .estimate, .event, .warning] {
      let c = light.color256(role)!
      #expect(![226, 220, 214, 231, 255, 254, 253, 252, 251, 250].contains(c), "\(role) \(c)")
    }
    // No role maps outside the 256 colours or the 8.
    for theme in Theme.allCases {
      for role in StyleRole.allCases {
        #expect((0..<256).contains(Palette(theme).color256(role) ?? 0), "\(role)")
        #expect((0..<8).contains(Palette(theme).color8(role) ?? 0), "\(role)")
      }
    }
    // The phone is the same on either background; its body is dark on both.
    #expect(light.color256(.content) == Palette(.dark).color256(.content))
    #expect(light.color256(.device)! >= 232 && light.color256(.device)! <= 238)
    #expect(light.color8(.device) == 0)
  }
}
