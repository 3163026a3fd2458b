/// Reads one value of a JSON document (a catalog, a views file), knowing its path, so that every
/// schema error names the file, the line and column, and the path of the value at fault.
struct DocumentReader {
  let file: String
  let value: JSONValue
  let path: String

  /// The root of a user's JSON file, no larger than `limit` bytes (`what` names the kind of file
  /// in that error), or the one error: too large, or not valid JSON and where.
  static func root(_ bytes: [UInt8], file: String, limit: Int, what: String)
    throws(DocumentError) -> DocumentReader
  {
    guard bytes.count <= limit else {
      throw DocumentError(
        file: file, message: "\(bytes.count) bytes is more than \(what) may be (\(limit))")
    }
    do {
      return DocumentReader(file: file, value: try JSONParser.parse(bytes), path: "")
    } catch {
      throw DocumentError(
        file: file, line: error.line, column: error.column,
        message: "not valid JSON: \(error.message)")
    }
  }

  func fail(_ message: String) -> DocumentError {
    DocumentError(file: file, line: value.line, column: value.column, path: path, message: message)
  }

  /// The members of an object whose keys must all be in `keys`; every key in `keys` is required
  /// unless it is listed in `optional`.
  func object(keys: [String], optional: Set<String> = []) throws(DocumentError) -> [String:
    DocumentReader]
  {
    guard case .object(let members) = value.kind else {
      throw fail("expected an object, found \(value.typeDescription)")
    }
    var readers: [String: DocumentReader] = [:]
    for member in members {
      // A key is the user's text: a long one is cut, as every quoted piece is.
      let key = DocumentError.excerpt(member.key)
      let memberPath = path.isEmpty ? key : "\(path).\(key)"
      guard keys.contains(member.key) else {
        throw DocumentError(
          file: file, line: member.value.line, column: member.value.column, path: memberPath,
          message: "unknown key (expected one of: \(keys.joined(separator: ", ")))")
      }
      readers[member.key] = DocumentReader(file: file, value: member.value, path: memberPath)
    }
    for key in keys where readers[key] == nil && !optional.contains(key) {
      throw fail("missing key \"\(key)\"")
    }
    return readers
  }

  func array() throws(DocumentError) -> [DocumentReader] {
    guard case .array(let elements) = value.kind else {
      throw fail("expected a list, found \(value.typeDescription)")
    }
    return elements.enumerated().map { index, element in
      DocumentReader(file: file, value: element, path: "\(path)[\(index)]")
    }
  }

  var isNull: Bool {
    if case .null = value.kind { return true }
    return false
  }

  func number(in range: ClosedRange<Double>, unit: String = "") throws(DocumentError) -> Double {
    guard case .number(let number) = value.kind else {
      throw fail("expected a number, found \(value.typeDescription)")
    }
    guard range.contains(number) else {
      let suffix = unit.isEmpty ? "" : " \(unit)"
      throw fail(
        "\(ScreenLayout.number(number)) is out of range (\(ScreenLayout.number(range.lowerBound))"
          + " to \(ScreenLayout.number(range.upperBound))\(suffix))")
    }
    return number
  }

  func integer(in range: ClosedRange<Int>) throws(DocumentError) -> Int {
    let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
    guard number == number.rounded() else {
      throw fail("expected a whole number, found \(ScreenLayout.number(number))")
    }
    return Int(number)
  }

  func string(maxLength: Int = 200) throws(DocumentError) -> String {
    guard case .string(let string) = value.kind else {
      throw fail("expected a string, found \(value.typeDescription)")
    }
    guard string.unicodeScalars.count <= maxLength else {
      throw fail("longer than \(maxLength) characters")
    }
    return string
  }

  func bool() throws(DocumentError) -> Bool {
    guard case .bool(let bool) = value.kind else {
      throw fail("expected true or false, found \(value.typeDescription)")
    }
    return bool
  }

  /// An iOS version: a major as a number (`26`), or a point release as a string (`"26.2"`).
  ///
  /// A major alone means its newest release, or with `fromStart` its first (`26` begins an era
  /// at 26.0).
  func version(fromStart: Bool = false) throws(DocumentError) -> IOSVersion {
    let version: IOSVersion
    if case .string(let text) = value.kind {
      guard let parsed = IOSVersion(parsing: text) else {
        throw fail(
          "expected an iOS version like 26 or \"26.2\", found \"\(DocumentError.excerpt(text))\"")
      }
      version = parsed
    } else {
      version = IOSVersion(try integer(in: 1...99))
    }
    guard version.exists else {
      throw fail("there is no \(version) (versions are 4 to 18, then 26 and 27)")
    }
    return fromStart && version.minor == nil ? IOSVersion(version.major, 0) : version
  }
}
