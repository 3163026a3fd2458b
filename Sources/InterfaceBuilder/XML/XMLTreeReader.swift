/// A small strict XML 1.0 reader over UTF-8 bytes that records positions, for Interface Builder
/// files.
///
/// It reads elements, attributes, character data, comments, CDATA sections and processing
/// instructions (the `<?xml …?>` declaration among them), the five predefined entities and numeric
/// character references. It processes no DTD: a `<!DOCTYPE>` that declares anything or names an
/// external identifier is refused, an undefined entity is an error, and nothing is ever fetched.
/// Elements are read with an explicit stack, never by recursion, so nesting deeper than
/// `Limits.maximumDepth` is one error however deep the input goes; `Limits.maximumNodes` bounds
/// the tree's size. Every error is one line with its position (`XMLSyntaxError`).
public struct XMLTreeReader {
  /// How deep and how large a document may be.
  public struct Limits: Sendable, Equatable {
    /// Elements open at once; Interface Builder files nest about 40 deep.
    public var maximumDepth: Int
    /// Elements, text runs, comments and processing instructions together.
    public var maximumNodes: Int
    /// Whether text that is only white space (the indentation between elements) is kept.
    ///
    /// Interface Builder's model never reads it, and in an indented file it is a node per
    /// element, so it is dropped unless asked for; it still counts towards `maximumNodes`.
    public var keepsWhitespaceText: Bool

    public init(
      maximumDepth: Int = 256, maximumNodes: Int = 1_000_000, keepsWhitespaceText: Bool = false
    ) {
      self.maximumDepth = maximumDepth
      self.maximumNodes = maximumNodes
      self.keepsWhitespaceText = keepsWhitespaceText
    }
  }

  private let bytes: [UInt8]
  private let limits: Limits
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var elements: [XMLTree.Element] = []
  /// The open elements, innermost last.
  private var open: [Int] = []
  private var nodeCount = 0
  private var prolog: [XMLTree.Node] = []
  private var epilog: [XMLTree.Node] = []
  private var declaration: XMLTree.Declaration?
  private var doctypeName: String?

  /// Reads one document; an error names the first problem and where it is.
  public static func read(_ bytes: [UInt8], limits: Limits = Limits()) throws(XMLSyntaxError)
    -> XMLTree
  {
    var reader = XMLTreeReader(bytes: bytes, limits: limits)
    try reader.readDocument()
    return XMLTree(
      elements: reader.elements, declaration: reader.declaration, doctypeName: reader.doctypeName,
      prolog: reader.prolog, epilog: reader.epilog)
  }

  public static func read(_ text: String, limits: Limits = Limits()) throws(XMLSyntaxError)
    -> XMLTree
  {
    try read(Array(text.utf8), limits: limits)
  }

  /// Whether `bytes` begin like an XML document.
  ///
  /// That is, after an optional UTF-8 byte order mark and white space, a `<`: enough to tell an
  /// Interface Builder file from a JSON one by content.
  public static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
    var index = bytes.starts(with: utf8BOM) ? 3 : 0
    while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<")
  }

  private static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

  private init(bytes: [UInt8], limits: Limits) {
    self.bytes = bytes
    self.limits = limits
  }

  // MARK: - Positions and errors

  private var position: SourcePosition {
    SourcePosition(line: line, column: index - lineStart + 1)
  }

  private func error(_ message: String) -> XMLSyntaxError {
    XMLSyntaxError(message: message, at: position)
  }

  /// "expected …, found …", or at the end of the input "unexpected end of file (expected …)",
  /// so every truncated file says that it is truncated.
  private func expected(_ what: String) -> XMLSyntaxError {
    index >= bytes.count
      ? error("unexpected end of file (expected \(what))")
      : error("expected \(what), found \(describeCurrent())")
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte == 0x20 { return "a space" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// Moves past one byte, counting line ends (LF, CR LF and a lone CR each end one line).
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
      line += 1
      lineStart = index
    }
  }

  private mutating func advance(by count: Int) {
    for _ in 0..<count { advance() }
  }

  private func looking(at literal: StaticString) -> Bool {
    let length = literal.utf8CodeUnitCount
    guard index + length <= bytes.count else { return false }
    return literal.withUTF8Buffer { buffer in
      for offset in 0..<length where bytes[index + offset] != buffer[offset] { return false }
      return true
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count, Self.isWhitespace(bytes[index]) { advance() }
    return index > start
  }

  private mutating func countNode() throws(XMLSyntaxError) {
    nodeCount += 1
    if nodeCount > limits.maximumNodes {
      throw error("more than \(limits.maximumNodes) nodes (elements, text, comments)")
    }
  }

  // MARK: - The document

  private mutating func readDocument() throws(XMLSyntaxError) {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      throw error("UTF-16 is not read (only UTF-8)")
    }
    if bytes.starts(with: Self.utf8BOM) {
      index = 3
      lineStart = 3
    }
    if looking(at: "<?xml"), index + 5 < bytes.count, Self.isWhitespace(bytes[index + 5]) {
      try readDeclaration()
    }
    var sawRoot = false
    while true {
      if open.isEmpty {
        skipWhitespace()
        guard index < bytes.count else { break }
        guard bytes[index] == UInt8(ascii: "<") else {
          if sawRoot { throw error("text after the root element") }
          throw error("not XML: expected '<', found \(describeCurrent())")
        }
        if looking(at: "<!--") {
          let comment = try readComment()
          if sawRoot { epilog.append(comment) } else { prolog.append(comment) }
        } else if looking(at: "<?") {
          let instruction = try readProcessingInstruction()
          if sawRoot { epilog.append(instruction) } else { prolog.append(instruction) }
        } else if looking(at: "<!DOCTYPE") {
          if sawRoot { throw error("a DOCTYPE after the root element") }
          if doctypeName != nil { throw error("a second DOCTYPE") }
          try readDoctype()
        } else if looking(at: "</") {
          throw error("an end tag with no element open")
        } else if looking(at: "<!") {
          throw error("unexpected '<!' outside the root element")
        } else {
          if sawRoot { throw error("a second root element") }
          sawRoot = true
          try readStartTag()
        }
        continue
      }
      try readContent()
      guard index < bytes.count else {
        let innermost = elements[open[open.count - 1]]
        throw error(
          "unexpected end of file: <\(innermost.name)> (opened at \(innermost.position)) is not"
            + " closed")
      }
      if looking(at: "</") {
        try readEndTag()
      } else if looking(at: "<!--") {
        let comment = try readComment()
        elements[open[open.count - 1]].children.append(comment)
      } else if looking(at: "<![CDATA[") {
        let cdata = try readCDATA()
        elements[open[open.count - 1]].children.append(cdata)
      } else if looking(at: "<?") {
        let instruction = try readProcessingInstruction()
        elements[open[open.count - 1]].children.append(instruction)
      } else if looking(at: "<!") {
        throw error("unexpected '<!' inside an element (a DOCTYPE belongs before the root)")
      } else {
        try readStartTag()
      }
    }
    if !sawRoot {
      throw error(
        bytes.count <= index && prolog.isEmpty && declaration == nil
          ? "empty document (no root element)" : "no root element")
    }
  }

  // MARK: - Prolog: declaration and DOCTYPE

  /// `<?xml version="1.x" encoding="UTF-8" standalone="yes"?>`, at the very start.
  private mutating func readDeclaration() throws(XMLSyntaxError) {
    let start = position
    advance(by: 5)
    var attributes: [(name: String, value: String, position: SourcePosition)] = []
    while true {
      let spaced = skipWhitespace()
      if looking(at: "?>") {
        advance(by: 2)
        break
      }
      guard index < bytes.count else {
        throw XMLSyntaxError(
          message: "unexpected end of file in the XML declaration", at: start)
      }
      guard spaced else { throw error("expected a space in the XML declaration") }
      let namePosition = position
      let name = try readName(what: "a declaration attribute")
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw expected("'=' after \(name)")
      }
      advance()
      skipWhitespace()
      let value = try readAttributeValue()
      attributes.append((name, value, namePosition))
    }
    let order = ["version", "encoding", "standalone"]
    var last = -1
    var result = XMLTree.Declaration(version: "")
    for attribute in attributes {
      guard let rank = order.firstIndex(of: attribute.name), rank > last else {
        throw XMLSyntaxError(
          message: "unexpected \(attribute.name) in the XML declaration (version, encoding,"
            + " standalone in that order)", at: attribute.position)
      }
      last = rank
      switch attribute.name {
      case "version":
        guard attribute.value.hasPrefix("1."), attribute.value.count > 2,
          attribute.value.utf8.dropFirst(2).allSatisfy({ (0x30...0x39).contains($0) })
        else {
          throw XMLSyntaxError(
            message: "XML version \"\(attribute.value)\" is not read (only 1.x)",
            at: attribute.position)
        }
        result.version = attribute.value
      case "encoding":
        let upper = String(
          decoding: attribute.value.utf8.map { (0x61...0x7A).contains($0) ? $0 - 32 : $0 },
          as: UTF8.self)
        guard upper == "UTF-8" || upper == "UTF8" else {
          throw XMLSyntaxError(
            message: "encoding \"\(attribute.value)\" is not read (only UTF-8)",
            at: attribute.position)
        }
        result.encoding = attribute.value
      default:
        guard attribute.value == "yes" || attribute.value == "no" else {
          throw XMLSyntaxError(
            message: "standalone must be \"yes\" or \"no\", found \"\(attribute.value)\"",
            at: attribute.position)
        }
        result.standalone = attribute.value == "yes"
      }
    }
    guard !result.version.isEmpty else {
      throw XMLSyntaxError(message: "the XML declaration has no version", at: start)
    }
    declaration = result
  }

  /// `<!DOCTYPE name>` only: an external identifier or an internal subset is refused, so no
  /// entity is ever declared, expanded or fetched.
  private mutating func readDoctype() throws(XMLSyntaxError) {
    let start = position
    advance(by: 9)
    guard skipWhitespace() else { throw error("expected a space after <!DOCTYPE") }
    let name = try readName(what: "the DOCTYPE's name")
    skipWhitespace()
    if looking(at: "SYSTEM") || looking(at: "PUBLIC") {
      throw XMLSyntaxError(
        message: "DOCTYPE with an external identifier is not read (no DTD processing; nothing is"
          + " fetched)", at: start)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
      // Look for a declaration anywhere after the '[' without reading the subset; the scan is
      // linear and stops at the end of the input.
      var probe = index
      var declaresEntity = false
      let marker = Array("<!ENTITY".utf8)
      while probe + marker.count <= bytes.count {
        if bytes[probe] == marker[0] && Array(bytes[probe..<probe + marker.count]) == marker {
          declaresEntity = true
          break
        }
        probe += 1
      }
      throw XMLSyntaxError(
        message: declaresEntity
          ? "DOCTYPE with entity declarations is not read (no DTD processing)"
          : "DOCTYPE with an internal subset is not read (no DTD processing)", at: start)
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw expected("'>' to end the DOCTYPE")
    }
    advance()
    doctypeName = name
  }

  // MARK: - Markup

  private mutating func readStartTag() throws(XMLSyntaxError) {
    let start = position
    if open.count >= limits.maximumDepth {
      throw error("elements nested deeper than \(limits.maximumDepth) levels")
    }
    try countNode()
    advance()
    let name = try readName(what: "an element name")
    var attributes: [XMLTree.Attribute] = []
    var selfClosing = false
    while true {
      let spaced = skipWhitespace()
      guard index < bytes.count else {
        throw XMLSyntaxError(
          message: "unexpected end of file in the start tag of <\(name)>", at: start)
      }
      if bytes[index] == UInt8(ascii: ">") {
        advance()
        break
      }
      if looking(at: "/>") {
        advance(by: 2)
        selfClosing = true
        break
      }
      guard spaced else {
        throw expected("a space, '>' or '/>' in <\(name)>")
      }
      let attributePosition = position
      let attributeName = try readName(what: "an attribute name")
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw expected("'=' after the attribute \(attributeName)")
      }
      advance()
      skipWhitespace()
      let value = try readAttributeValue()
      if let first = attributes.first(where: { $0.name == attributeName }) {
        throw XMLSyntaxError(
          message: "duplicate attribute \(attributeName) in <\(name)> (first at \(first.position))",
          at: attributePosition)
      }
      attributes.append(
        XMLTree.Attribute(name: attributeName, value: value, position: attributePosition))
    }
    let parent = open.last
    let elementIndex = elements.count
    elements.append(
      XMLTree.Element(
        name: name, attributes: attributes, children: [], parent: parent, position: start))
    if let parent { elements[parent].children.append(.element(elementIndex)) }
    if !selfClosing { open.append(elementIndex) }
  }

  private mutating func readEndTag() throws(XMLSyntaxError) {
    let start = position
    advance(by: 2)
    let name = try readName(what: "an element name")
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw expected("'>' to end </\(name)>")
    }
    let innermost = elements[open[open.count - 1]]
    guard innermost.name == name else {
      throw XMLSyntaxError(
        message: "</\(name)> does not close <\(innermost.name)> (opened at \(innermost.position))",
        at: start)
    }
    advance()
    open.removeLast()
  }

  private mutating func readComment() throws(XMLSyntaxError) -> XMLTree.Node {
    let start = position
    try countNode()
    advance(by: 4)
    var buffer: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw XMLSyntaxError(message: "unexpected end of file in a comment", at: start)
      }
      if looking(at: "--") {
        guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ">") else {
          throw error("'--' is not allowed inside a comment")
        }
        advance(by: 3)
        return .comment(String(decoding: buffer, as: UTF8.self), start)
      }
      try copyCharacter(into: &buffer)
    }
  }

  private mutating func readCDATA() throws(XMLSyntaxError) -> XMLTree.Node {
    let start = position
    try countNode()
    advance(by: 9)
    var buffer: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw XMLSyntaxError(message: "unexpected end of file in a CDATA section", at: start)
      }
      if looking(at: "]]>") {
        advance(by: 3)
        return .cdata(String(decoding: buffer, as: UTF8.self), start)
      }
      try copyCharacter(into: &buffer)
    }
  }

  private mutating func readProcessingInstruction() throws(XMLSyntaxError) -> XMLTree.Node {
    let start = position
    try countNode()
    advance(by: 2)
    let target = try readName(what: "a processing instruction's target")
    if target.utf8.count == 3, target.lowercased() == "xml" {
      throw XMLSyntaxError(
        message: "the XML declaration must come first in the document", at: start)
    }
    var buffer: [UInt8] = []
    if !looking(at: "?>") {
      guard skipWhitespace() else {
        throw expected("a space or '?>' after <?\(target)")
      }
    }
    while true {
      guard index < bytes.count else {
        throw XMLSyntaxError(
          message: "unexpected end of file in the processing instruction <?\(target)", at: start)
      }
      if looking(at: "?>") {
        advance(by: 2)
        return .processingInstruction(
          target: target, data: String(decoding: buffer, as: UTF8.self), start)
      }
      try copyCharacter(into: &buffer)
    }
  }

  /// Character data up to the next `<` (or the end): references replaced, line ends normalised.
  private mutating func readContent() throws(XMLSyntaxError) {
    let start = position
    var buffer: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") {
        try readReference(into: &buffer)
        continue
      }
      if byte == UInt8(ascii: "]") && looking(at: "]]>") {
        throw error("']]>' is not allowed in text (it ends a CDATA section)")
      }
      try copyCharacter(into: &buffer)
    }
    guard !buffer.isEmpty else { return }
    try countNode()
    if !limits.keepsWhitespaceText, buffer.allSatisfy(Self.isWhitespace) { return }
    elements[open[open.count - 1]].children.append(
      .text(String(decoding: buffer, as: UTF8.self), start))
  }

  /// A quoted attribute value: references replaced, each white-space character a space.
  private mutating func readAttributeValue() throws(XMLSyntaxError) -> String {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else {
      throw expected("a quoted value")
    }
    let quote = bytes[index]
    let start = position
    advance()
    var buffer: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw XMLSyntaxError(message: "unexpected end of file in an attribute value", at: start)
      }
      let byte = bytes[index]
      if byte == quote {
        advance()
        return String(decoding: buffer, as: UTF8.self)
      }
      switch byte {
      case UInt8(ascii: "<"):
        throw error("'<' is not allowed in an attribute value (write &lt;)")
      case UInt8(ascii: "&"):
        try readReference(into: &buffer)
      case 0x09, 0x0A:
        advance()
        buffer.append(0x20)
      case 0x0D:
        // CR LF is one line end, so one space.
        advance()
        if index < bytes.count, bytes[index] == 0x0A { advance() }
        buffer.append(0x20)
      default:
        try copyCharacter(into: &buffer)
      }
    }
  }

  // MARK: - Names, characters and references

  /// An XML Name (XML 1.0 §2.3), decoding UTF-8 for the non-ASCII letters it allows.
  private mutating func readName(what: String) throws(XMLSyntaxError) -> String {
    let start = index
    var first = true
    while index < bytes.count {
      let byte = bytes[index]
      let scalar: UInt32
      let length: Int
      if byte < 0x80 {
        scalar = UInt32(byte)
        length = 1
      } else {
        (scalar, length) = try decodeScalar(at: index)
      }
      guard first ? Self.isNameStart(scalar) : Self.isNameCharacter(scalar) else { break }
      index += length
      first = false
    }
    guard index > start else { throw expected(what) }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isNameStart(_ c: UInt32) -> Bool {
    switch c {
    case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF,
      0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF,
      0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
      true
    default: false
    }
  }

  private static func isNameCharacter(_ c: UInt32) -> Bool {
    switch c {
    case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
    default: isNameStart(c)
    }
  }

  /// Whether `c` is an XML Char (XML 1.0 §2.2): no C0 controls but tab and line ends, no
  /// surrogates, no U+FFFE or U+FFFF.
  private static func isCharacter(_ c: UInt32) -> Bool {
    switch c {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Copies one character to `buffer`, checking that it is an XML Char in well-formed UTF-8, and
  /// turning CR LF and a lone CR into LF.
  private mutating func copyCharacter(into buffer: inout [UInt8]) throws(XMLSyntaxError) {
    let byte = bytes[index]
    if byte < 0x80 {
      if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
        throw error(
          "control character 0x\(String(byte, radix: 16, uppercase: true)) is not allowed in XML")
      }
      if byte == 0x0D {
        advance()
        if index < bytes.count, bytes[index] == 0x0A { advance() }
        buffer.append(0x0A)
        return
      }
      advance()
      buffer.append(byte)
      return
    }
    let (scalar, length) = try decodeScalar(at: index)
    guard Self.isCharacter(scalar) else {
      throw error("U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML")
    }
    buffer.append(contentsOf: bytes[index..<index + length])
    index += length
  }

  /// The scalar of the well-formed UTF-8 sequence at `start` and its length, or an error naming
  /// the bad byte.
  private func decodeScalar(at start: Int) throws(XMLSyntaxError) -> (UInt32, Int) {
    let lead = bytes[start]
    let length: Int
    let minimum: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; minimum = 0x80
    case 0xE0...0xEF: length = 3; minimum = 0x800
    case 0xF0...0xF4: length = 4; minimum = 0x10000
    default: throw error("invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))")
    }
    guard start + length <= bytes.count else { throw error("invalid UTF-8 (truncated sequence)") }
    var code = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let byte = bytes[start + offset]
      guard byte & 0xC0 == 0x80 else { throw error("invalid UTF-8 (bad continuation byte)") }
      code = code << 6 | UInt32(byte & 0x3F)
    }
    guard code >= minimum, code <= 0x10FFFF, !(0xD800...0xDFFF).contains(code) else {
      throw error("invalid UTF-8 (overlong or out-of-range sequence)")
    }
    return (code, length)
  }

  /// `&name;` for the five predefined entities, or `&#N;` / `&#xH;`; appends the character.
  private mutating func readReference(into buffer: inout [UInt8]) throws(XMLSyntaxError) {
    let start = position
    advance()
    if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
      advance()
      let hex = index < bytes.count && bytes[index] == UInt8(ascii: "x")
      if hex { advance() }
      let digitsStart = index
      var code: UInt32 = 0
      var overflow = false
      while index < bytes.count, let digit = Self.digitValue(bytes[index], hex: hex) {
        let (shifted, carry) = code.multipliedReportingOverflow(by: hex ? 16 : 10)
        let (sum, carry2) = shifted.addingReportingOverflow(digit)
        overflow = overflow || carry || carry2
        code = sum
        index += 1
      }
      let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
      guard !digits.isEmpty else {
        throw XMLSyntaxError(
          message: "expected \(hex ? "hex " : "")digits in a character reference", at: start)
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
        throw expected("';' to end the character reference")
      }
      advance()
      let written = "&#\(hex ? "x" : "")\(digits);"
      guard !overflow, Self.isCharacter(code), let scalar = Unicode.Scalar(code) else {
        throw XMLSyntaxError(
          message: "character reference \(written) is not a valid XML character", at: start)
      }
      buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
      return
    }
    guard index < bytes.count, bytes[index] < 0x80 ? Self.isNameStart(UInt32(bytes[index])) : true
    else {
      throw XMLSyntaxError(
        message: "'&' must begin an entity or character reference (write &amp;)", at: start)
    }
    let name = try readName(what: "an entity name")
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw expected("';' to end the reference &\(name)")
    }
    advance()
    switch name {
    case "lt": buffer.append(UInt8(ascii: "<"))
    case "gt": buffer.append(UInt8(ascii: ">"))
    case "amp": buffer.append(UInt8(ascii: "&"))
    case "apos": buffer.append(UInt8(ascii: "'"))
    case "quot": buffer.append(UInt8(ascii: "\""))
    default:
      throw XMLSyntaxError(
        message: "undefined entity &\(name); (only &lt; &gt; &amp; &apos; &quot; are read; no DTD"
          + " processing)", at: start)
    }
  }

  private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
