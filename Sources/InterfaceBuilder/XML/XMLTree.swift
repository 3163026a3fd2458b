/// A parsed XML document held flat: every element in one array, in document order, children
/// referring to elements by index.
///
/// Flat storage means nothing that walks or frees the tree recurses, however deep the input nested,
/// and a parent always comes before its children (`parent < index`), so one forward pass over
/// `elements` visits every element after its ancestors.
public struct XMLTree: Sendable {
  /// One attribute as the file wrote it, its value with references replaced and white space
  /// normalised (XML 1.0 §3.3.3: each tab, line feed or carriage return becomes a space).
  public struct Attribute: Sendable, Equatable {
    public var name: String
    public var value: String
    /// Where the attribute's name begins.
    public var position: SourcePosition
  }

  /// One element: its name, attributes in file order, and children in file order.
  public struct Element: Sendable {
    public var name: String
    public var attributes: [Attribute]
    public var children: [Node]
    /// The index of the enclosing element; nil for the root.
    public var parent: Int?
    /// Where its start tag's `<` is.
    public var position: SourcePosition

    /// The value of the attribute named `name`, or nil.
    public subscript(attribute name: String) -> String? {
      for attribute in attributes where attribute.name == name { return attribute.value }
      return nil
    }

    /// The indices of its child elements, in order.
    public var childElements: [Int] {
      children.compactMap { child in
        if case .element(let index) = child { return index }
        return nil
      }
    }

    /// The element's character data (text and CDATA sections) joined, without comments.
    public var text: String {
      var result = ""
      for child in children {
        switch child {
        case .text(let text, _), .cdata(let text, _): result += text
        default: break
        }
      }
      return result
    }
  }

  /// A child of an element, or a node outside the root (comments and processing instructions).
  public enum Node: Sendable, Equatable {
    case element(Int)
    /// Character data with references replaced and line ends normalised to LF (XML 1.0 §2.11).
    case text(String, SourcePosition)
    /// The contents of a `<![CDATA[…]]>` section, as written (line ends normalised).
    case cdata(String, SourcePosition)
    case comment(String, SourcePosition)
    case processingInstruction(target: String, data: String, SourcePosition)
  }

  /// The `<?xml …?>` declaration.
  public struct Declaration: Sendable, Equatable {
    public var version: String
    public var encoding: String?
    public var standalone: Bool?

    public init(version: String, encoding: String? = nil, standalone: Bool? = nil) {
      self.version = version
      self.encoding = encoding
      self.standalone = standalone
    }
  }

  /// Every element in document order; `elements[0]` is the root.
  public var elements: [Element]
  public var declaration: Declaration?
  /// The name in a `<!DOCTYPE name>` that declared nothing (the only kind read).
  public var doctypeName: String?
  /// Comments and processing instructions before the root element.
  public var prolog: [Node]
  /// Comments and processing instructions after the root element.
  public var epilog: [Node]

  /// The index of the root element (always 0: it is the first element read).
  public var root: Int { 0 }

  /// Nodes of every kind, elements included, that the document holds.
  public var nodeCount: Int {
    elements.reduce(prolog.count + epilog.count) { $0 + $1.children.count } + 1
  }
}
