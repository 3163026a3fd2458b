import PhoneLayout
import TestSupport
import Testing

@testable import PhoneTUI

/// Issue 22: the `:` prompt keeps at most 200 characters, says on its line what it cut, and
/// matches as it did, in time linear in the catalog and the kept text.
@Suite struct PromptBoundTests {
  /// The state after `text` is typed a character at a time, as the loop hands a paste over.
  func typed(_ text: String, into state: AppState) -> AppState {
    var s = state
    for scalar in text.unicodeScalars {
      let action = KeyMap.action(
        for: .key(.character(scalar)), hits: HitMap(), prompting: s.prompt != nil)
      if let action { s = Update.apply(action, to: s).0 }
    }
    return s
  }

  @Test func aLongPasteKeepsTheFirstTwoHundredCharactersAndCountsTheRest() throws {
    let opened = typed(":", into: makeState("iphone-x", ios: 16))
    let paste = String(repeating: "abcdefghij", count: 100)
    let prompt = try #require(typed(paste, into: opened).prompt)
    #expect(prompt.text == String(paste.prefix(200)))
    #expect(prompt.cut == 800)
    // The line shows the end of what was kept, and what was cut.
    let line = prompt.line(fitting: 80, unicode: true)
    #expect(line.hasSuffix("  (the first 200 characters; 800 more cut)"), "\(line)")
    #expect(line.hasPrefix("…") && line.unicodeScalars.count == 80, "\(line)")
    #expect(prompt.line(fitting: 80, unicode: false).hasPrefix("..."))
    // Backspace edits the kept text, and the note goes.
    let edited = Update.apply(.promptKey(.control(0x7F)), to: typed(paste, into: opened)).0
    #expect(edited.prompt?.text == String(paste.prefix(199)))
    #expect(edited.prompt?.cut == 0)
    #expect(edited.prompt?.line(fitting: 300, unicode: true) == String(paste.prefix(199)))
  }

  @Test func aTextSetAtOnceIsBoundedToo() {
    var prompt = Prompt()
    prompt.text = String(repeating: "é", count: 250)
    #expect(prompt.text.unicodeScalars.count == 200)
    #expect(prompt.cut == 50)
    prompt.text = "short"
    #expect(prompt.text == "short" && prompt.cut == 0)
    #expect(prompt.line(fitting: 40, unicode: true) == "short")
  }

  @Test func aNarrowLineKeepsTheNote() {
    var prompt = Prompt()
    for _ in 0..<201 { prompt.type("x") }
    #expect(prompt.cut == 1)
    let note = "  (the first 200 characters; 1 more cut)"
    #expect(prompt.line(fitting: 44, unicode: true) == "…" + "xxx" + note)
    #expect(prompt.line(fitting: 20, unicode: true) == note, "no room for the text")
  }

  /// The matching before this change, kept here as the oracle: the same entries, in the same
  /// order, for any text the prompt can hold.
  func referenceMatches(_ text: String, in state: AppState) -> [Prompt.Entry] {
    let words = text.lowercased().split(separator: " ").map(String.init)
    let all = Prompt.entries(state)
    guard !words.isEmpty else { return all }
    let matching = all.filter { entry in
      let title = entry.title.lowercased()
      return words.allSatisfy { title.includes($0) }
    }
    func score(_ entry: Prompt.Entry) -> Int {
      let tokens = Set(
        entry.title.lowercased().split { $0 == " " || $0 == "(" || $0 == ")" }.map(String.init))
      let whole = words.filter(tokens.contains).count
      return whole * 100 - tokens.count
    }
    return matching.enumerated().sorted { a, b in
      let (x, y) = (score(a.element), score(b.element))
      return x != y ? x > y : a.offset < b.offset
    }.map(\.element)
  }

  @Test func matchingAgreesWithTheOldMatcher() {
    let state = makeState("iphone-x", ios: 16)
    // Words from the titles themselves, pieces of them and words no title has.
    let vocabulary =
      Prompt.entries(state).flatMap { $0.title.lowercased().split(separator: " ").map(String.init) }
      + ["pro", "max", "i", "1", "zz", "ios", "hot", "(h)", "PRO", "Plus", "e"]
    var random = XorShift(seed: 2212)
    for _ in 0..<300 {
      let count = 1 + random.below(4)
      let text = (0..<count).map { _ in vocabulary[random.below(vocabulary.count)] }
        .joined(separator: random.below(3) == 0 ? "  " : " ")
      var prompt = Prompt()
      prompt.text = text
      #expect(prompt.matches(in: state) == referenceMatches(text, in: state), "\(text)")
    }
  }
}
