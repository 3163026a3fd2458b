import PhoneLayout
import Testing

/// "closest:" for an unknown device: close names only, closest first, and bounded work.
@Suite struct SuggestionTests {
  /// The built-in catalog with the phones issue 8 adds (numbers borrowed from the 16 family: only
  /// ids and names matter here).
  static let withNewPhones: DeviceCatalog = {
    let builtIn = DeviceCatalog.builtIn
    func phone(_ id: String, _ name: String, like model: String) -> Device {
      var device = builtIn.device(matching: model)!
      device.id = id
      device.name = name
      return device
    }
    return builtIn.merging(
      DeviceCatalog(devices: [
        phone("iphone-17", "iPhone 17", like: "iphone-16"),
        phone("iphone-17-pro", "iPhone 17 Pro", like: "iphone-16-pro"),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", like: "iphone-16-pro-max"),
        phone("iphone-air", "iPhone Air", like: "iphone-16-plus"),
        phone("ipod-touch-7", "iPod touch (7th generation)", like: "iphone-se"),
      ]))
  }()

  /// Issue 8's examples, with the built-in catalog, which has the new phones.
  @Test func theBuiltInCatalogSuggestsTheNewPhones() {
    #expect(DeviceCatalog.builtIn.suggestions(for: "iphone-airr").first == "iphone-air")
    #expect(
      DeviceCatalog.builtIn.suggestions(for: "iphone-17-pro-maxx").first == "iphone-17-pro-max")
  }

  @Test func aLetterTooManySuggestsTheIdFirst() {
    #expect(Self.withNewPhones.suggestions(for: "iphone-airr").first == "iphone-air")
    #expect(Self.withNewPhones.suggestions(for: "iphone-17-pro-maxx").first == "iphone-17-pro-max")
    #expect(Self.withNewPhones.suggestions(for: "IPHONE-AIRR").first == "iphone-air")
  }

  @Test func closeMeansCloseNotMerelyTheSamePrefix() {
    // The XR, the 4 and the 4s share "iphone-" and little else with "iphone-air" (in a catalog
    // without the Air).
    let withoutAir = DeviceCatalog(
      devices: DeviceCatalog.builtIn.devices.filter { $0.id != "iphone-air" })
    let air = withoutAir.suggestions(for: "iphone-air")
    #expect(air.isEmpty, "\(air)")
    #expect(!Self.withNewPhones.suggestions(for: "iphone-airr").contains("iphone-xr"))
  }

  @Test func typosSwapsSeparatorsPrefixesAndPartsAreFound() {
    let catalog = Self.withNewPhones
    #expect(catalog.suggestions(for: "iphone-xx") == ["iphone-x", "iphone-xs", "iphone-xr"])
    #expect(catalog.suggestions(for: "iphone-14pro").first == "iphone-14-pro")
    #expect(catalog.suggestions(for: "ipohne-x").first == "iphone-x", "a swap is one edit")
    #expect(catalog.suggestions(for: "iphone_17  pro").first == "iphone-17-pro")
    #expect(catalog.suggestions(for: "iphone-17-pro-m").first == "iphone-17-pro-max")
    #expect(catalog.suggestions(for: "17-pro-max").first == "iphone-17-pro-max")
    #expect(catalog.suggestions(for: "ipod").first == "ipod-touch-7")
  }

  @Test func nothingCloseMeansNoSuggestion() {
    #expect(DeviceCatalog.builtIn.suggestions(for: "galaxy-s24").isEmpty)
    #expect(DeviceCatalog.builtIn.suggestions(for: "x").isEmpty)
    #expect(DeviceCatalog.builtIn.suggestions(for: "").isEmpty)
  }

  /// Names past the longest compared get no suggestion at all, so the work is bounded: a 128 KiB
  /// name against a 2,000-device catalog took 77 s, a letter and 65,000 combining marks 417 s.
  @Test func absurdNamesGetNoSuggestion() {
    var devices: [Device] = []
    for n in 0..<2000 {
      var device = DeviceCatalog.builtIn.devices[n % DeviceCatalog.builtIn.devices.count]
      device.id = "what-if-\(n)"
      device.name = "What If \(n) " + String(repeating: "long name ", count: 50)
      devices.append(device)
    }
    let large = DeviceCatalog.builtIn.merging(DeviceCatalog(devices: devices))
    #expect(large.suggestions(for: String(repeating: "a", count: 128 << 10)).isEmpty)
    #expect(large.suggestions(for: "a" + String(repeating: "\u{301}", count: 65000)).isEmpty)
    let longest = String(repeating: "b", count: DeviceCatalog.longestSuggestedKey + 1)
    #expect(large.suggestions(for: longest).isEmpty)
    // A long catalog name is compared by its first characters only, and still found.
    #expect(large.suggestions(for: "what-if-1234").first == "what-if-1234")
    #expect(large.suggestions(for: "what-if-1234x").first == "what-if-1234")
  }
}
