import Foundation
import TestSupport
import Testing

@testable import PhoneLayout

/// Every source a number rests on can be opened from the repository: each key the catalog and
/// the rules cite is in `assets/sources.json`, with an address, and the binary's copy is the file.
@Suite struct BibliographyTests {
  static let root = Binary.packageRoot

  /// Every `sources` list in a JSON document, wherever it is nested.
  static func citedKeys(_ value: Any) -> [String] {
    if let object = value as? [String: Any] {
      var keys = (object["sources"] as? [String]) ?? []
      for (key, inner) in object where key != "sources" { keys += citedKeys(inner) }
      return keys
    }
    if let array = value as? [Any] { return array.flatMap(citedKeys) }
    return []
  }

  @Test func everyKeyTheCatalogCitesIsInTheBibliography() throws {
    let catalog = try JSONSerialization.jsonObject(
      with: Data(DeviceCatalog.builtIn.encoded().utf8))
    let cited = Set(Self.citedKeys(catalog))
    #expect(cited.count > 100, "the catalog cites \(cited.count) sources")
    let missing = cited.filter { Bibliography.builtIn.source($0) == nil }.sorted()
    #expect(missing.isEmpty, "cited by the catalog, not in assets/sources.json: \(missing)")
  }

  @Test func everyKeyTheRulesCiteIsInTheBibliography() {
    let cited = Set(Rule.table.flatMap(\.sources) + IOSRelease.sources)
    let missing = cited.filter { Bibliography.builtIn.source($0) == nil }.sorted()
    #expect(missing.isEmpty, "cited by the rules, not in assets/sources.json: \(missing)")
  }

  @Test func everySourceHasAnAddressAndTheKeysAreSortedAndUnique() {
    let sources = Bibliography.builtIn.sources
    let keys = sources.map(\.key)
    #expect(keys == keys.sorted() && Set(keys).count == keys.count)
    for source in sources {
      #expect(!source.address.isEmpty, "\(source.key) has no URL or locator")
      #expect(
        source.key.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        })
      if let url = source.url {
        #expect(url.hasPrefix("https://") || url.hasPrefix("http://"), "\(source.key)")
      }
    }
  }

  /// The binary's bibliography is the file's (catalog-codegen regenerates it).
  @Test func theCompiledBibliographyIsTheFile() throws {
    let path = Self.root.appendingPathComponent("assets/sources.json").path
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try Bibliography.decode(bytes, file: path) == Bibliography.builtIn)
  }

  /// A rule and its number are one row, in `Rule`'s order.
  @Test func theRuleTableHasARowForEveryRuleInOrder() {
    #expect(Rule.table.count == Rule.allCases.count)
    for (row, rule) in zip(Rule.table, Rule.allCases) { #expect(row.rule == rule) }
    for row in Rule.table { #expect(!row.note.isEmpty, "\(row.rule) has no note") }
  }

  /// The switch the stages fold for a rule's estimate bit names exactly the table's U rows: a
  /// status changed in the table alone (or the switch alone) fails here.
  @Test func aRulesEstimateBitIsItsStatusInTheTable() {
    for row in Rule.table {
      #expect(
        row.rule.isEstimate == (row.status == .unconfirmed),
        "\(row.rule): the table says \(row.status.rawValue), Rule.isEstimate says \(row.rule.isEstimate)"
      )
    }
  }

  /// `explain` prints each term's sources with their addresses (issue 18's example).
  @Test func explainNamesEachSourceWithItsAddress() throws {
    let device = try #require(DeviceCatalog.builtIn.device(matching: "iphone-17-pro"))
    var settings = Settings(device: device)
    settings.ios = IOSVersion(26)
    settings.orientation = .landscapeLeft
    let explanation = try #require(
      ScreenLayout(device: device, settings: settings).explain("safeAreaInsets.top"))
    let lines = explanation.lines(citing: .builtIn)
    let start = try #require(lines.firstIndex(of: "sources:"))
    let listed = lines[(start + 1)...]
    #expect(!listed.isEmpty)
    for key in explanation.sourceKeys {
      let address = try #require(Bibliography.builtIn.source(key)).address
      #expect(listed.contains { $0.contains(key) && $0.hasSuffix(address) }, "\(key)")
    }
  }
}
