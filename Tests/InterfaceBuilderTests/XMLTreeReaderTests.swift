// The XML reader: each construct, each error (one line, with its position), the attacks a DTD
// allows (all refused, quickly), and a seeded fuzz loop. Expected values are worked out from the
// XML 1.0 specification (https://www.w3.org/TR/xml/) and the inputs written here, never read off
// the reader's output.

import Foundation
import InterfaceBuilder
import TestSupport
import Testing

private func tree(_ text: String) throws(XMLSyntaxError) -> XMLTree {
  try XMLTreeReader.read(text)
}

/// The error reading `bytes` gives, or a recorded failure when it reads.
private func failure(
  _ bytes: [UInt8], limits: XMLTreeReader.Limits = XMLTreeReader.Limits(),
  sourceLocation: SourceLocation = #_sourceLocation
) -> XMLSyntaxError? {
  do {
    _ = try XMLTreeReader.read(bytes, limits: limits)
    Issue.record("read without an error", sourceLocation: sourceLocation)
    return nil
  } catch {
    #expect(!error.description.contains("\n"), "one line", sourceLocation: sourceLocation)
    return error
  }
}

private func failure(
  _ text: String, limits: XMLTreeReader.Limits = XMLTreeReader.Limits(),
  sourceLocation: SourceLocation = #_sourceLocation
) -> XMLSyntaxError? {
  failure(Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
}

private func texts(_ element: XMLTree.Element) -> [String] {
  element.children.compactMap {
    if case .text(let text, _) = $0 { return text }
    return nil
  }
}

@Suite struct XMLTreeReaderTests {
  // MARK: - Constructs

  @Test func elementsAttributesAndTextInOrder() throws {
    let result = try tree(#"<a x="1" y='two'>hi<b/>there<c z="3"></c></a>"#)
    #expect(result.elements.map(\.name) == ["a", "b", "c"])
    let a = result.elements[0]
    #expect(a.attributes.map(\.name) == ["x", "y"])
    #expect(a[attribute: "y"] == "two")
    #expect(a[attribute: "missing"] == nil)
    #expect(texts(a) == ["hi", "there"])
    #expect(a.childElements == [1, 2])
    #expect(result.elements[1].parent == 0 && result.elements[2].parent == 0)
    #expect(result.elements[2][attribute: "z"] == "3")
    #expect(a.text == "hithere")
  }

  @Test func positionsAreLineAndByteColumn() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<root>\n    <child\n      key=\"v\"/>\r\n\t<x/>\r<y/>\n</root>\n"
    let result = try tree(text)
    #expect(result.elements[0].position == SourcePosition(line: 2, column: 1))
    #expect(result.elements[1].position == SourcePosition(line: 3, column: 5))
    #expect(result.elements[1].attributes[0].position == SourcePosition(line: 4, column: 7))
    // CR LF ends one line; a tab is one column; a lone CR ends a line too.
    #expect(result.elements[2].position == SourcePosition(line: 5, column: 2))
    #expect(result.elements[3].position == SourcePosition(line: 6, column: 1))
  }

  @Test func declarationCommentsCDATAAndProcessingInstructions() throws {
    let result = try tree(
      """
      <?xml version="1.0" encoding="utf-8" standalone="yes"?>
      <!-- before -->
      <?style sheet?>
      <r><!-- in --><![CDATA[<not> & markup]]><?pi  data here?></r>
      <!-- after -->
      """)
    #expect(
      result.declaration == XMLTree.Declaration(version: "1.0", encoding: "utf-8", standalone: true)
    )
    #expect(
      result.prolog == [
        .comment(" before ", SourcePosition(line: 2, column: 1)),
        .processingInstruction(
          target: "style", data: "sheet", SourcePosition(line: 3, column: 1)),
      ])
    #expect(result.epilog == [.comment(" after ", SourcePosition(line: 5, column: 1))])
    #expect(
      result.elements[0].children == [
        .comment(" in ", SourcePosition(line: 4, column: 4)),
        .cdata("<not> & markup", SourcePosition(line: 4, column: 15)),
        .processingInstruction(
          target: "pi", data: "data here", SourcePosition(line: 4, column: 41)),
      ])
    #expect(result.elements[0].text == "<not> & markup")
  }

  @Test func predefinedEntitiesAndCharacterReferences() throws {
    let result = try tree(
      #"<r a="&lt;&gt;&amp;&apos;&quot;&#65;&#x42;">&lt;b&gt; &amp; &#x1F600;&#233;</r>"#)
    #expect(result.elements[0][attribute: "a"] == "<>&'\"AB")
    #expect(result.elements[0].text == "<b> & \u{1F600}\u{E9}")
  }

  @Test func attributeWhiteSpaceIsNormalisedButReferencesAreKept() throws {
    let result = try tree("<r a=\"one\ttwo\nthree\r\nfour&#10;five\"/>")
    #expect(result.elements[0][attribute: "a"] == "one two three four\nfive")
  }

  @Test func whiteSpaceBetweenElementsIsDroppedUnlessKept() throws {
    let text = "<r>\n  <a/> x <b/>\n</r>"
    #expect(texts(try tree(text).elements[0]) == [" x "])
    let kept = try XMLTreeReader.read(text, limits: XMLTreeReader.Limits(keepsWhitespaceText: true))
    #expect(texts(kept.elements[0]) == ["\n  ", " x ", "\n"])
  }

  @Test func lineEndsInTextBecomeLineFeeds() throws {
    let result = try tree("<r>a\r\nb\rc\nd</r>")
    #expect(result.elements[0].text == "a\nb\nc\nd")
  }

  @Test func aByteOrderMarkAndNonASCIINamesAreRead() throws {
    let result = try XMLTreeReader.read([0xEF, 0xBB, 0xBF] + Array("<é x·y=\"ü\"/>".utf8))
    #expect(result.elements[0].name == "é")
    #expect(result.elements[0][attribute: "x·y"] == "ü")
    #expect(result.elements[0].position == SourcePosition(line: 1, column: 1))
  }

  @Test func aBareDoctypeIsReadAndIgnored() throws {
    let result = try tree("<!DOCTYPE document>\n<document/>")
    #expect(result.doctypeName == "document")
    #expect(result.elements.count == 1)
  }

  @Test func looksLikeXMLByContent() {
    #expect(XMLTreeReader.looksLikeXML(Array("\u{FEFF}  \n<?xml version=\"1.0\"?><a/>".utf8)))
    #expect(XMLTreeReader.looksLikeXML(Array("<document/>".utf8)))
    #expect(!XMLTreeReader.looksLikeXML(Array(" {\"views\": []}".utf8)))
    #expect(!XMLTreeReader.looksLikeXML([]))
  }

  // MARK: - Errors, one line each with its position

  @Test func notXMLAtAll() {
    let error = failure(#"{"views": []}"#)
    #expect(error?.description == "1:1: not XML: expected '<', found '{'")
  }

  @Test func emptyAndRootlessDocuments() {
    #expect(failure("")?.description == "1:1: empty document (no root element)")
    #expect(failure("  \n ")?.description == "2:2: empty document (no root element)")
    #expect(failure("<?xml version=\"1.0\"?><!-- c -->")?.message == "no root element")
  }

  @Test func truncatedDocumentNamesTheOpenElement() {
    let error = failure("<document>\n  <scenes>\n    <scene>")
    #expect(
      error?.description
        == "3:12: unexpected end of file: <scene> (opened at 3:5) is not closed")
    #expect(failure("<a x=\"1")?.description == "1:6: unexpected end of file in an attribute value")
    #expect(failure("<a><b")?.description == "1:4: unexpected end of file in the start tag of <b>")
    #expect(failure("<a><!-- x")?.description == "1:4: unexpected end of file in a comment")
    #expect(
      failure("<a></a")?.description == "1:7: unexpected end of file (expected '>' to end </a>)")
    #expect(
      failure("<a x")?.description
        == "1:5: unexpected end of file (expected '=' after the attribute x)")
    #expect(
      failure("<a>&am")?.message == "unexpected end of file (expected ';' to end the reference &am)"
    )
  }

  @Test func mismatchedTags() {
    #expect(failure("<a>\n <b></a>")?.description == "2:5: </a> does not close <b> (opened at 2:2)")
    #expect(failure("</a>")?.description == "1:1: an end tag with no element open")
  }

  @Test func contentAfterTheRoot() {
    #expect(failure("<a/>x")?.description == "1:5: text after the root element")
    #expect(failure("<a/><b/>")?.description == "1:5: a second root element")
  }

  @Test func malformedAttributes() {
    #expect(
      failure(#"<a x="1" x="2"/>"#)?.description
        == "1:10: duplicate attribute x in <a> (first at 1:4)")
    #expect(
      failure(#"<a x="<"/>"#)?.description
        == "1:7: '<' is not allowed in an attribute value (write &lt;)")
    #expect(failure("<a x=1/>")?.description == "1:6: expected a quoted value, found '1'")
    #expect(
      failure(#"<a x="1"y="2"/>"#)?.description
        == "1:9: expected a space, '>' or '/>' in <a>, found 'y'")
  }

  @Test func badReferences() {
    #expect(
      failure("<a>&nbsp;</a>")?.description
        == "1:4: undefined entity &nbsp; (only &lt; &gt; &amp; &apos; &quot; are read; no DTD"
        + " processing)")
    #expect(
      failure("<a>a & b</a>")?.description
        == "1:6: '&' must begin an entity or character reference (write &amp;)")
    #expect(failure("<a>&amp</a>")?.message == "expected ';' to end the reference &amp, found '<'")
    for invalid in ["&#0;", "&#xD800;", "&#xFFFE;", "&#x110000;", "&#99999999999999999999;"] {
      #expect(
        failure("<a>\(invalid)</a>")?.description
          == "1:4: character reference \(invalid) is not a valid XML character")
    }
    #expect(failure("<a>&#x;</a>")?.message == "expected hex digits in a character reference")
  }

  @Test func markupThatIsNotAllowed() {
    #expect(
      failure("<a>]]></a>")?.description
        == "1:4: ']]>' is not allowed in text (it ends a CDATA section)")
    #expect(failure("<a><!-- a -- b --></a>")?.message == "'--' is not allowed inside a comment")
    #expect(
      failure("<a/><?xml version=\"1.0\"?>")?.message
        == "the XML declaration must come first in the document")
    #expect(
      failure("<a>\u{01}</a>")?.description == "1:4: control character 0x1 is not allowed in XML")
  }

  @Test func badUTF8IsOneLineNamingTheByte() {
    let open = Array("<a>".utf8)
    let close = Array("</a>".utf8)
    #expect(failure(open + [0xFF] + close)?.description == "1:4: invalid UTF-8 (byte 0xFF)")
    #expect(
      failure(open + [0xC3, 0x28] + close)?.description
        == "1:4: invalid UTF-8 (bad continuation byte)")
    #expect(
      failure(open + [0xC0, 0x80] + close)?.description == "1:4: invalid UTF-8 (byte 0xC0)")
    #expect(
      failure(open + [0xED, 0xA0, 0x80] + close)?.description
        == "1:4: invalid UTF-8 (overlong or out-of-range sequence)")
    #expect(failure(open + [0xE2, 0x82])?.description == "1:4: invalid UTF-8 (truncated sequence)")
    #expect(
      failure([0xFF, 0xFE, 0x3C, 0x00])?.description == "1:1: UTF-16 is not read (only UTF-8)")
  }

  @Test func declarationsThatAreNotRead() {
    #expect(
      failure(#"<?xml version="1.0" encoding="UTF-16"?><a/>"#)?.description
        == #"1:21: encoding "UTF-16" is not read (only UTF-8)"#)
    #expect(
      failure(#"<?xml version="2.0"?><a/>"#)?.description
        == #"1:7: XML version "2.0" is not read (only 1.x)"#)
  }

  // MARK: - No DTD processing

  /// The "billion laughs" is refused before anything is expanded.
  ///
  /// Ten entities of ten references each would expand to 10⁹ "lol"s; the DOCTYPE that declares
  /// them is the error.
  @Test func theBillionLaughsIsRefusedQuickly() {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    text += "]>\n<lolz>&lol9;</lolz>\n"
    let clock = ContinuousClock()
    let start = clock.now
    let error = failure(text)
    #expect(clock.now - start < .seconds(1))
    #expect(
      error?.description == "2:1: DOCTYPE with entity declarations is not read (no DTD processing)")
  }

  @Test func externalEntitiesAreNeverFetched() {
    #expect(
      failure(#"<!DOCTYPE x SYSTEM "file:///etc/passwd"><x/>"#)?.description
        == "1:1: DOCTYPE with an external identifier is not read (no DTD processing; nothing is"
        + " fetched)")
    #expect(
      failure(#"<!DOCTYPE x PUBLIC "-//A//B" "http://example.com/x.dtd"><x/>"#)?.message
        == "DOCTYPE with an external identifier is not read (no DTD processing; nothing is fetched)"
    )
    #expect(
      failure("<!DOCTYPE x [\n<!ENTITY e SYSTEM \"file:///etc/passwd\">\n]><x>&e;</x>")?
        .description == "1:1: DOCTYPE with entity declarations is not read (no DTD processing)")
    #expect(
      failure("<!DOCTYPE x [<!ELEMENT x ANY>]><x/>")?.description
        == "1:1: DOCTYPE with an internal subset is not read (no DTD processing)")
    #expect(failure("<x><!DOCTYPE x></x>")?.message.hasPrefix("unexpected '<!' inside") == true)
  }

  // MARK: - Limits

  /// 100,000 nested elements: one error at the 257th start tag, quickly, and no stack used.
  @Test func deepNestingIsOneErrorQuickly() {
    let text = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    let clock = ContinuousClock()
    let start = clock.now
    let error = failure(text)
    #expect(clock.now - start < .seconds(2))
    // 256 tags of 3 bytes are open; the 257th begins at byte 769.
    #expect(error?.description == "1:769: elements nested deeper than 256 levels")
  }

  @Test func nestingUpToTheLimitIsRead() throws {
    let text = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
    #expect(try tree(text).elements.count == 256)
    let limits = XMLTreeReader.Limits(maximumDepth: 4, maximumNodes: 100)
    #expect(
      failure("<a><a><a><a><a/></a></a></a></a>", limits: limits)?.message
        == "elements nested deeper than 4 levels")
  }

  @Test func theNodeCountIsBounded() {
    let limits = XMLTreeReader.Limits(maximumDepth: 256, maximumNodes: 5)
    let error = failure("<r><a/>text<b/><!-- c --><d/><e/></r>", limits: limits)
    // r, a, the text, b, the comment: the sixth node is <d/> at byte 26.
    #expect(error?.description == "1:26: more than 5 nodes (elements, text, comments)")
  }

  // MARK: - Fuzz

  /// Random bytes and mutated storyboards read or fail with one line, never crash.
  ///
  /// Mutations flip, insert and delete bytes and cut the end off a small storyboard; the seed is
  /// fixed so a failure replays.
  @Test(arguments: [UInt64(0x1B_2021), 0xC0FFEE])
  func fuzzNeverCrashes(seed: UInt64) {
    var random = XorShift(seed: seed)
    let sample = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="22154" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc1">
          <device id="retina6_12" orientation="portrait"/>
          <scenes><scene sceneID="s1"><objects>
              <viewController id="vc1" sceneMemberID="viewController">
                  <view key="view" id="v1"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      <subviews><button id="b1" translatesAutoresizingMaskIntoConstraints="NO">
                          <rect key="frame" x="20" y="760" width="353" height="50"/>
                          <state key="normal" title="Sign &amp; in"/></button></subviews>
                      <viewLayoutGuide key="safeArea" id="g1"/>
                      <constraints><constraint firstItem="g1" firstAttribute="bottom" \
      secondItem="b1" secondAttribute="bottom" constant="8" id="c1"/>
                      <constraint firstItem="b1" firstAttribute="width" secondItem="b1" \
      secondAttribute="height" multiplier="16:9" priority="750" id="c2"/></constraints>
                  </view>
              </viewController></objects></scene></scenes>
      </document>
      """.utf8)
    var read = 0
    var refused = 0
    for round in 0..<1500 {
      var bytes: [UInt8]
      if round % 3 == 0 {
        bytes = (0..<random.below(200)).map { _ in random.byte() }
        if round % 2 == 0 { bytes.insert(UInt8(ascii: "<"), at: 0) }
      } else {
        bytes = sample
        for _ in 0...random.below(4) {
          let at = random.below(bytes.count)
          switch random.below(4) {
          case 0: bytes[at] = random.byte()
          case 1: bytes.insert(random.byte(), at: at)
          case 2: bytes.remove(at: at)
          default: bytes.removeSubrange(at...)
          }
          if bytes.isEmpty { break }
        }
      }
      do {
        _ = try InterfaceBuilderReader.read(bytes)
        read += 1
      } catch {
        refused += 1
        #expect(!error.description.contains("\n") && error.line >= 1 && error.column >= 1)
      }
    }
    #expect(read + refused == 1500)
    // A mutated storyboard is sometimes still one (a changed digit, a cut in the last comment).
    #expect(refused > 0 && read > 0)
  }
}
