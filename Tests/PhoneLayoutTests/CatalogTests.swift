import Foundation
import PhoneLayout
import TestSupport
import Testing

/// The built-in catalog against assets/devices.json, and the schema's error messages.
@Suite struct CatalogTests {
  static let assetsPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("assets/devices.json").path

  static func assetBytes() throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: assetsPath)))
  }

  @Test func builtInCatalogEqualsTheAssetsJSON() throws {
    let decoded = try DeviceCatalog.decode(try Self.assetBytes(), file: "devices.json")
    #expect(decoded.devices.count == DeviceCatalog.builtIn.devices.count)
    for (a, b) in zip(decoded.devices, DeviceCatalog.builtIn.devices) {
      #expect(a == b, "\(a.id) differs from the generated Swift: run `swift run catalog-codegen`")
    }
    #expect(decoded == DeviceCatalog.builtIn)
  }

  @Test func encodingTheBuiltInCatalogReproducesTheAssetsFileByteForByte() throws {
    let text = DeviceCatalog.builtIn.encoded()
    #expect(Array(text.utf8) == (try Self.assetBytes()))
  }

  @Test func encodedCatalogDecodesToItself() throws {
    let again = try DeviceCatalog.decode(Array(DeviceCatalog.builtIn.encoded().utf8), file: "x")
    #expect(again == DeviceCatalog.builtIn)
  }

  /// An independent parser (Foundation's) must see the same numbers and strings as ours.
  @Test func parserAgreesWithFoundationOnTheAssets() throws {
    let bytes = try Self.assetBytes()
    let ours = try JSONParser.parse(bytes)
    let theirs = try JSONSerialization.jsonObject(with: Data(bytes))
    var mismatches: [String] = []
    func compare(_ a: JSONValue, _ b: Any, _ path: String) {
      switch a.kind {
      case .null: if !(b is NSNull) { mismatches.append(path) }
      case .bool(let x):
        if (b as? NSNumber)?.boolValue != x { mismatches.append(path) }
      case .number(let x): if (b as? NSNumber)?.doubleValue != x { mismatches.append(path) }
      case .string(let x): if (b as? String) != x { mismatches.append(path) }
      case .array(let xs):
        guard let ys = b as? [Any], ys.count == xs.count else { return mismatches.append(path) }
        for (i, x) in xs.enumerated() { compare(x, ys[i], "\(path)[\(i)]") }
      case .object(let members):
        guard let dict = b as? [String: Any], dict.count == members.count else {
          return mismatches.append(path)
        }
        for m in members {
          guard let y = dict[m.key] else { mismatches.append("\(path).\(m.key)"); continue }
          compare(m.value, y, "\(path).\(m.key)")
        }
      }
    }
    compare(ours, theirs, "$")
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test func everyBuiltInDeviceHasSourcesAndAValidRange() {
    for d in DeviceCatalog.builtIn.devices {
      #expect(!d.points.provenance.source.isEmpty, "\(d.id)")
      #expect(d.ios.value.first <= d.ios.value.last, "\(d.id)")
      #expect(d.versions.allSatisfy { $0.exists }, "\(d.id)")
      #expect(!d.versions.contains { (19...25).contains($0.major) }, "\(d.id)")
      if d.ios.value.last.major >= 11 {
        #expect(d.safeAreaEra(for: d.ios.value.last) != nil, "\(d.id) has no safe area")
      }
    }
  }

  @Test func userEntriesReplaceByIdAndNewOnesAppend() throws {
    var x = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    x.name = "iPhone X (what if)"
    var fold = x
    fold.id = "iphone-fold"
    fold.name = "iPhone Fold"
    let merged = DeviceCatalog.builtIn.merging(DeviceCatalog(devices: [x, fold]))
    #expect(merged.devices.count == DeviceCatalog.builtIn.devices.count + 1)
    #expect(merged.device(matching: "iphone-x")?.name == "iPhone X (what if)")
    #expect(merged.index(of: "iphone-x") == DeviceCatalog.builtIn.index(of: "iphone-x"))
    #expect(merged.devices.last?.id == "iphone-fold")
  }

  @Test func reportOrderIsTheOrderOfTheCases() {
    for (index, element) in LayoutElement.allCases.enumerated() {
      #expect(element.ordinal == index, "\(element)")
    }
    #expect(
      Array(ElementSet([.contentRect, .screen, .toolbar])) == [.screen, .toolbar, .contentRect])
  }

  @Test func lookupIsByIdOrExactNameIgnoringCase() {
    let catalog = DeviceCatalog.builtIn
    #expect(catalog.device(matching: "IPHONE-X")?.id == "iphone-x")
    #expect(catalog.device(matching: "iphone 14 pro")?.id == "iphone-14-pro")
    #expect(catalog.device(matching: "iPhone SE (3rd generation)")?.id == "iphone-se-3")
    #expect(catalog.device(matching: "iphone") == nil)
    #expect(catalog.suggestions(for: "iphone-xx").first == "iphone-x")
    #expect(catalog.suggestions(for: "iphone-14pro").first == "iphone-14-pro")
  }

  // MARK: - Errors

  struct BadFile: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    /// Fragments the one-line error must contain: the place and what is wrong.
    let expected: [String]
    var testDescription: String { name }
  }

  /// A valid one-device file with `edit` applied to the device's JSON text.
  static func file(_ edit: (String) -> String) -> String {
    let x = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    var w = JSONWriter()
    DeviceCatalog.encode(x, into: &w)
    return "{\"schemaVersion\": 1, \"devices\": [\n" + edit(w.text) + "]}"
  }

  static let badFiles: [BadFile] = [
    BadFile(name: "not JSON", text: "devices: []", expected: ["my.json:1:1:", "not valid JSON"]),
    BadFile(name: "trailing text", text: "{} x", expected: ["1:4", "after the end"]),
    BadFile(name: "empty file", text: "", expected: ["end of file"]),
    BadFile(
      name: "truncated", text: "{\"schemaVersion\": 1, \"devices\": [", expected: ["end of file"]),
    BadFile(
      name: "empty list", text: "{\"schemaVersion\": 1, \"devices\": []}",
      expected: ["devices:", "the list is empty"]),
    BadFile(
      name: "missing devices", text: "{\"schemaVersion\": 1}", expected: ["missing key \"devices\""]
    ),
    BadFile(
      name: "unknown top-level key", text: "{\"schemaVersion\": 1, \"devices\": [], \"extra\": 1}",
      expected: ["extra: unknown key"]),
    BadFile(
      name: "newer schema", text: "{\"schemaVersion\": 7, \"devices\": []}",
      expected: ["schemaVersion", "newer than this safearea reads"]),
    BadFile(
      name: "wrong type",
      text: file { $0.replacingOccurrences(of: "\"width\": 375", with: "\"width\": \"375\"") },
      expected: ["devices[0].points.width: expected a number, found a string"]),
    BadFile(
      name: "missing key",
      text: file { $0.replacingOccurrences(of: "\"name\": \"iPhone X\",", with: "") },
      expected: ["devices[0]: missing key \"name\""]),
    BadFile(
      name: "unknown key",
      text: file { $0.replacingOccurrences(of: "\"name\":", with: "\"nmae\": 1, \"name\":") },
      expected: ["devices[0].nmae: unknown key"]),
    BadFile(
      name: "negative size",
      text: file { $0.replacingOccurrences(of: "\"width\": 375", with: "\"width\": -375") },
      expected: ["devices[0].points.width", "out of range"]),
    BadFile(
      name: "absurd size",
      text: file { $0.replacingOccurrences(of: "\"height\": 812", with: "\"height\": 1e9") },
      expected: ["devices[0].points.height", "out of range"]),
    BadFile(
      name: "insets larger than the screen",
      text: file {
        $0.replacingOccurrences(
          of: "\"top\": 44, \"bottom\": 34", with: "\"top\": 700, \"bottom\": 134")
      },
      expected: ["devices[0].safeArea[0].portrait", "screen height"]),
    BadFile(
      name: "a number too large for any integer",
      text: file { $0.replacingOccurrences(of: "\"width\": 375", with: "\"width\": 1e20") },
      expected: ["devices[0].points.width: 1e+20 is out of range"]),
    BadFile(
      name: "a huge schema version", text: "{\"schemaVersion\": 1e300, \"devices\": []}",
      expected: ["schemaVersion: 1e+300 is out of range"]),
    BadFile(
      name: "a status bar taller than a phone allows",
      text: file {
        $0.replacingOccurrences(
          of: "\"fromIOS\": 11, \"height\": 44", with: "\"fromIOS\": 11, \"height\": 90")
      },
      expected: ["devices[0].statusBar[0].height: 90 is out of range (1 to 70 points)"]),
    BadFile(
      name: "duplicate ids", text: file { $0 + ",\n" + $0 },
      expected: ["devices[1].id: duplicate id \"iphone-x\" (also devices[0])"]),
    BadFile(
      name: "bad status",
      text: file {
        $0.replacingOccurrences(of: "\"status\": \"S\"", with: "\"status\": \"maybe\"")
      },
      expected: ["status: expected \"C\", \"S\" or \"U\""]),
    BadFile(
      name: "iOS that never existed",
      text: file { $0.replacingOccurrences(of: "\"last\": 16", with: "\"last\": 21") },
      expected: ["devices[0].ios.last: there is no iOS 21"]),
    BadFile(
      name: "bad id",
      text: file {
        $0.replacingOccurrences(of: "\"id\": \"iphone-x\"", with: "\"id\": \"iPhone X\"")
      },
      expected: ["devices[0].id: an id is lower-case letters"]),
    BadFile(
      name: "duplicate key", text: "{\"schemaVersion\": 1, \"schemaVersion\": 1}",
      expected: ["duplicate key \"schemaVersion\""]),
    BadFile(
      name: "nesting bomb", text: String(repeating: "[", count: 10_000),
      expected: ["nested deeper than 64"]),
    BadFile(
      name: "bad escape", text: "{\"schemaVersion\": 1, \"devices\": [\"\\x\"]}",
      expected: ["invalid escape"]),
  ]

  @Test(arguments: badFiles) func badFilesGetOneLineErrorsWithThePlace(_ bad: BadFile) {
    do {
      _ = try DeviceCatalog.decode(Array(bad.text.utf8), file: "my.json")
      Issue.record("\(bad.name) was accepted")
    } catch {
      let line = error.description
      #expect(!line.contains("\n"), "one line: \(line)")
      #expect(line.hasPrefix("my.json"), "\(line)")
      for fragment in bad.expected {
        #expect(line.contains(fragment), "\(bad.name): '\(line)' lacks '\(fragment)'")
      }
    }
  }

  @Test func invalidUTF8IsAnErrorWithItsPosition() {
    var bytes = Array("{\"schemaVersion\": 1, \"devices\": [\"".utf8)
    bytes += [0xFF, 0x22, 0x5D, 0x7D]
    do {
      _ = try DeviceCatalog.decode(bytes, file: "u.json")
      Issue.record("invalid UTF-8 was accepted")
    } catch {
      #expect(error.description.contains("u.json:1:35"))
      #expect(error.description.contains("invalid UTF-8"))
    }
  }

  @Test func tenMegabytesIsRefusedBeforeParsing() {
    let big = [UInt8](repeating: 0x20, count: 10 << 20)
    do {
      _ = try DeviceCatalog.decode(big, file: "big.json")
      Issue.record("accepted 10 MB")
    } catch {
      #expect(
        error.description
          == "big.json: 10485760 bytes is more than a device catalog may be (1048576)")
    }
  }

  @Test func controlCharactersInNamesSurviveDecodingAndAreEscapedOnOutput() throws {
    let text = Self.file { $0.replacingOccurrences(of: "\"iPhone X\"", with: "\"Evil\\u001b[2J\"") }
    let catalog = try DeviceCatalog.decode(Array(text.utf8), file: "e.json")
    #expect(catalog.devices[0].name == "Evil\u{1B}[2J")
    #expect(catalog.encoded().contains("Evil\\u001b[2J"))
    #expect(!catalog.encoded().contains("\u{1B}"))
  }
}

/// The parser on its own: numbers, strings and escapes as RFC 8259 has them.
@Suite struct JSONParserTests {
  @Test func parsesScalarsAndEscapes() throws {
    let value = try JSONParser.parse(
      "[1, -2.5e2, 0.33, true, false, null, \"a\\n\\u00e9\\ud83d\\ude00\"]")
    guard case .array(let items) = value.kind else {
      Issue.record("not an array")
      return
    }
    guard case .number(let a) = items[0].kind, case .number(let b) = items[1].kind,
      case .number(let c) = items[2].kind, case .string(let s) = items[6].kind
    else {
      Issue.record("wrong kinds")
      return
    }
    #expect(a == 1 && b == -250 && c == 0.33)
    #expect(s == "a\né😀")
    #expect(items[3].line == 1 && items[3].column == 19)
  }

  @Test(arguments: [
    "01", "1.", "-", "+1", "1e", "\"\u{01}\"", "[1,]", "{\"a\" 1}", "nul", "\"\\ud800\"",
  ])
  func rejectsWhatRFC8259Rejects(_ text: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
  }

  @Test func writerQuotesControlCharacters() {
    #expect(
      JSONWriter.quoted("a\"b\\\u{1B}\u{7F}\u{9B}é") == "\"a\\\"b\\\\\\u001b\\u007f\\u009bé\"")
  }

  @Test(arguments: [
    (0.0, "0"), (44.0, "44"), (47.33, "47.33"), (41.5, "41.5"), (37.333333, "37.33"),
    (120.5, "120.5"), (-20.0, "-20"), (0.005, "0.01"), (803.6700000001, "803.67"),
    // Signs, rounding to zero, the edges of the digit buffer and what is not a number.
    (-1.5, "-1.5"), (-0.25, "-0.25"), (-0.001, "0"), (-0.0, "0"), (0.05, "0.05"),
    (99.999, "100"), (123_456_789_012_345.0, "123456789012345"),
    (-987_654_321.25, "-987654321.25"), (.infinity, "0"), (.nan, "0"), (1e300, "1e+300"),
  ])
  func numbersPrintWholeOrWithAtMostTwoDecimals(_ value: Double, _ text: String) {
    #expect(ScreenLayout.number(value) == text)
  }
}
