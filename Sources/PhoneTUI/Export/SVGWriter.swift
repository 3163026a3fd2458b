import PhoneLayout

/// Builds SVG text element by element, indented two spaces a level, every attribute value and
/// every text escaped (`Markup.escaped`), every number spelled by `Markup.number`.
struct SVGWriter {
  private(set) var text = ""
  private var depth = 0

  /// An attribute: a name and its value, in the order written.
  typealias Attribute = (name: String, value: String)

  mutating func line(_ content: String) {
    text += String(repeating: "  ", count: depth) + content + "\n"
  }

  /// `<name attributes>`, then everything up to `close` one level deeper.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    line("<\(name)\(Self.format(attributes))>")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// `<name attributes/>`.
  mutating func element(_ name: String, _ attributes: [Attribute]) {
    line("<\(name)\(Self.format(attributes))/>")
  }

  /// `<name attributes>text</name>`, the text escaped.
  mutating func element(_ name: String, _ attributes: [Attribute], text content: String) {
    line("<\(name)\(Self.format(attributes))>\(Markup.escaped(content))</\(name)>")
  }

  /// A rectangle in points, with an id when it is one of the layout's frames.
  mutating func rect(_ r: Rect, id: String? = nil, _ attributes: [Attribute]) {
    let n = Markup.number
    var all: [Attribute] = id.map { [("id", $0)] } ?? []
    all += [("x", n(r.x)), ("y", n(r.y)), ("width", n(r.width)), ("height", n(r.height))]
    element("rect", all + attributes)
  }

  static func format(_ attributes: [Attribute]) -> String {
    attributes.map { " \($0.name)=\"\(Markup.escaped($0.value))\"" }.joined()
  }
}
