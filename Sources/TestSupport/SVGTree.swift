import Foundation
import PhoneLayout

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of a parsed SVG (or XHTML) document.
public struct SVGNode: Sendable {
  public let name: String
  public let attributes: [String: String]
  /// The text directly inside it, unescaped by the parser.
  public internal(set) var text: String
  /// All the text inside it and its descendants, in document order (the DOM's `textContent`).
  public internal(set) var textContent = ""
  /// The ids of the elements around it, outermost first.
  public let ancestors: [String]

  /// A number attribute, if it is one.
  public func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

  /// A `rect`'s x, y, width and height.
  public var frame: Rect? {
    guard let width = number("width"), let height = number("height") else { return nil }
    return Rect(x: number("x") ?? 0, y: number("y") ?? 0, width: width, height: height)
  }

  /// The offset of a `transform="translate(x y)"`.
  public var translation: (x: Double, y: Double)? {
    guard let transform = attributes["transform"], transform.hasPrefix("translate("),
      transform.hasSuffix(")")
    else { return nil }
    let numbers = transform.dropFirst(10).dropLast().split { $0 == " " || $0 == "," }
      .compactMap { Double($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }
}

/// An XML document parsed with Foundation's `XMLParser` into a flat list of elements, in
/// document order, for tests that read drawings.
public struct SVGTree: Sendable {
  public let nodes: [SVGNode]

  /// Why the document is not well-formed XML.
  public struct ParseError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Parses `text`; throws with the parser's line, column and reason when it is not well-formed.
  public init(parsing text: String) throws {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      throw ParseError(
        description: "not well-formed XML at \(parser.lineNumber):\(parser.columnNumber): "
          + "\(parser.parserError.map { "\($0)" } ?? "unknown error")")
    }
    nodes = collector.nodes
  }

  /// The element with this id.
  public func node(id: String) -> SVGNode? { nodes.first { $0.attributes["id"] == id } }

  /// Every element with this name (`rect`, `text`, …).
  public func nodes(named name: String) -> [SVGNode] { nodes.filter { $0.name == name } }

  /// The root element's `viewBox` as four numbers.
  public var viewBox: [Double] {
    (nodes.first?.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
  }

  /// The text of every `text` element inside the element with id `id`.
  public func texts(inside id: String) -> [SVGNode] {
    nodes.filter { $0.name == "text" && $0.ancestors.contains(id) }
  }

  /// The box through every point of an SVG path made of absolute `M`, `L`, `H`, `V`, `Q`, `C`
  /// and `Z` commands (control points included), or nil if it holds anything else.
  public static func bounds(ofPath d: String) -> Rect? {
    var xs: [Double] = []
    var ys: [Double] = []
    var command: Character = " "
    var pending: [Double] = []
    var cursor = (x: 0.0, y: 0.0)
    func flush() -> Bool {
      switch command {
      case "H":
        for x in pending { xs.append(x); ys.append(cursor.y); cursor.x = x }
      case "V":
        for y in pending { xs.append(cursor.x); ys.append(y); cursor.y = y }
      case "M", "L", "Q", "C":
        guard pending.count % 2 == 0 else { return false }
        for i in stride(from: 0, to: pending.count, by: 2) {
          xs.append(pending[i])
          ys.append(pending[i + 1])
          cursor = (pending[i], pending[i + 1])
        }
      case "Z", " ":
        guard pending.isEmpty else { return false }
      default:
        return false
      }
      pending = []
      return true
    }
    var number = ""
    for character in d + " " {
      if character.isLetter {
        if !number.isEmpty, let value = Double(number) { pending.append(value) }
        number = ""
        guard flush() else { return nil }
        command = character
      } else if character == " " || character == "," {
        if !number.isEmpty {
          guard let value = Double(number) else { return nil }
          pending.append(value)
        }
        number = ""
      } else if character == "-" && !number.isEmpty {
        guard let value = Double(number) else { return nil }
        pending.append(value)
        number = "-"
      } else {
        number.append(character)
      }
    }
    guard flush(), let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(),
      let maxY = ys.max()
    else { return nil }
    return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }
}

private final class Collector: NSObject, XMLParserDelegate {
  var nodes: [SVGNode] = []
  /// Indices into `nodes` of the open elements.
  var open: [Int] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let ancestors = open.compactMap { nodes[$0].attributes["id"] }
    nodes.append(SVGNode(name: elementName, attributes: attributes, text: "", ancestors: ancestors))
    open.append(nodes.count - 1)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let last = open.last { nodes[last].text += string }
    for index in open { nodes[index].textContent += string }
  }
}
