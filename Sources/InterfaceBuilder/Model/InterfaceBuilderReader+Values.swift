/// An element's attributes, remembering which were read so the rest can be noted.
struct Attributes {
  let element: XMLTree.Element
  var used: [Bool]

  init(_ element: XMLTree.Element) {
    self.element = element
    used = Array(repeating: false, count: element.attributes.count)
  }

  /// The value of `name`, marking it read.
  mutating func string(_ name: String) -> String? {
    guard let offset = element.attributes.firstIndex(where: { $0.name == name }) else {
      return nil
    }
    used[offset] = true
    return element.attributes[offset].value
  }

  /// Where `name` is written, or the element's position when it is not.
  func position(of name: String) -> SourcePosition {
    element.attributes.first { $0.name == name }?.position ?? element.position
  }
}

// MARK: - Values: numbers, booleans, enumerations, geometry

extension InterfaceBuilderReader {
  /// A decimal number as Interface Builder writes one (`-8`, `0.5`, `1.7777777777777777`,
  /// `4.5e-05`); nil for anything else, `inf`, `nan` and hexadecimal included, which Swift's
  /// `Double(_:)` would accept.
  static func decimal(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    var count = digits()
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      count += digits()
    }
    guard count > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.count, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  func fail(_ message: String, at position: SourcePosition) -> InterfaceBuilderError {
    InterfaceBuilderError(message: message, at: position)
  }

  func required(_ attributes: inout Attributes, _ name: String, of what: String)
    throws(InterfaceBuilderError) -> String
  {
    guard let value = attributes.string(name) else {
      throw fail("\(what) has no \(name)", at: attributes.element.position)
    }
    return value
  }

  /// `YES` or `NO`; anything else is an error naming the attribute.
  func bool(_ attributes: inout Attributes, _ name: String, of what: String)
    throws(InterfaceBuilderError) -> Bool?
  {
    guard let value = attributes.string(name) else { return nil }
    switch value {
    case "YES": return true
    case "NO": return false
    default:
      throw fail(
        "\(what): \(name) must be YES or NO, found \"\(value)\"",
        at: attributes.position(of: name))
    }
  }

  func number(
    _ attributes: inout Attributes, _ name: String, of what: String,
    in range: ClosedRange<Double>? = nil
  ) throws(InterfaceBuilderError) -> Double? {
    guard let text = attributes.string(name) else { return nil }
    guard let value = Self.decimal(text) else {
      throw fail(
        "\(what): \(name) \"\(text)\" is not a number", at: attributes.position(of: name))
    }
    if let range, !range.contains(value) {
      throw fail(
        "\(what): \(name) \(text) is out of range (\(Self.shown(range.lowerBound)) to"
          + " \(Self.shown(range.upperBound)))", at: attributes.position(of: name))
    }
    return value
  }

  /// A priority: 0 to 1000 for hugging and compression resistance, 1 to 1000 for a constraint
  /// (UIKit refuses a constraint priority of 0).
  func priority(
    _ attributes: inout Attributes, _ name: String, of what: String, minimum: Double = 0
  ) throws(InterfaceBuilderError) -> Double? {
    try number(&attributes, name, of: what, in: minimum...1000)
  }

  /// One of `cases` (by raw value), or an error listing them.
  func enumeration<Value: RawRepresentable & CaseIterable>(
    _ attributes: inout Attributes, _ name: String, of what: String, as type: Value.Type
  ) throws(InterfaceBuilderError) -> Value? where Value.RawValue == String {
    guard let text = attributes.string(name) else { return nil }
    guard let value = Value(rawValue: text) else {
      let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw fail(
        "\(what): \(name) \"\(text)\" is not one of \(names)", at: attributes.position(of: name))
    }
    return value
  }

  /// A multiplier: a number, or a ratio `a:b` (or `a/b`, as some files write it) read as a ÷ b.
  func multiplier(_ text: String, of what: String, at position: SourcePosition)
    throws(InterfaceBuilderError) -> Double
  {
    let parts = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" })
    if parts.count == 2 {
      guard let numerator = Self.decimal(String(parts[0])),
        let denominator = Self.decimal(String(parts[1]))
      else {
        throw fail("\(what): multiplier \"\(text)\" is not a number or a ratio", at: position)
      }
      guard denominator != 0 else {
        throw fail("\(what): multiplier \"\(text)\" divides by zero", at: position)
      }
      return numerator / denominator
    }
    guard parts.count == 1, let value = Self.decimal(text) else {
      throw fail("\(what): multiplier \"\(text)\" is not a number or a ratio", at: position)
    }
    return value
  }

  /// `x`, `y`, `width` and `height`, all required.
  func readRect(_ attributes: inout Attributes, of what: String) throws(InterfaceBuilderError)
    -> IBRect
  {
    var values: [Double] = []
    for name in ["x", "y", "width", "height"] {
      guard let value = try number(&attributes, name, of: what) else {
        throw fail("\(what): the frame has no \(name)", at: attributes.element.position)
      }
      values.append(value)
    }
    return IBRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  func readSize(_ attributes: inout Attributes, of what: String) throws(InterfaceBuilderError)
    -> IBSize
  {
    guard let width = try number(&attributes, "width", of: what),
      let height = try number(&attributes, "height", of: what)
    else {
      throw fail("\(what): a size needs a width and a height", at: attributes.element.position)
    }
    return IBSize(width: width, height: height)
  }

  /// `<edgeInsets top left bottom right>` or `<directionalEdgeInsets top leading bottom
  /// trailing>`; a missing side is 0 (IB writes all four).
  func readInsets(_ attributes: inout Attributes, directional: Bool, of what: String)
    throws(InterfaceBuilderError) -> IBInsets
  {
    let names =
      directional ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
    var values: [Double] = []
    for name in names { values.append(try number(&attributes, name, of: what) ?? 0) }
    return IBInsets(
      top: values[0], left: values[1], bottom: values[2], right: values[3],
      isDirectional: directional)
  }

  /// A number for messages: whole numbers without a fraction.
  static func shown(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
