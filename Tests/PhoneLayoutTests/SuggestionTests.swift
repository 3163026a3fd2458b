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

  // MARK: - Look-ups as a person types them

  /// Ids and names ignoring case, spaces, hyphens and a leading "iphone" (issue 22).
  @Test(arguments: [
    "iphone17pro", "iPhone17Pro", "17pro", "iPhone 17 Pro", "17 PRO", "iphone_17_pro",
  ])
  func keysAPersonTypesFindTheDevice(_ key: String) {
    #expect(DeviceCatalog.builtIn.device(matching: key)?.id == "iphone-17-pro")
  }

  @Test func aWordAloneOrNothingFindsNothing() {
    #expect(DeviceCatalog.builtIn.device(matching: "iphone") == nil)
    #expect(DeviceCatalog.builtIn.device(matching: "") == nil)
    #expect(DeviceCatalog.builtIn.device(matching: "-") == nil)
    #expect(DeviceCatalog.builtIn.device(matching: "x")?.id == "iphone-x")
    #expect(DeviceCatalog.builtIn.device(matching: "ipod touch")?.id == "ipod-touch-7")
  }

  /// The catalog has three phones called iPhone SE (the 2nd and 3rd add their generation).
  @Test func theSEsNameFitsThreePhones() {
    let catalog = DeviceCatalog.builtIn
    for key in ["iphone-se", "iPhone SE", "se"] {
      guard case .found(let device, let alike) = catalog.lookUp(key) else {
        Issue.record("\(key) not found")
        continue
      }
      #expect(device.id == "iphone-se")
      #expect(alike.map(\.id) == ["iphone-se-2", "iphone-se-3"])
    }
    guard case .found(_, let none) = catalog.lookUp("iphone-se-2") else {
      Issue.record("iphone-se-2 not found")
      return
    }
    #expect(none.isEmpty, "the id names one phone")
  }

  /// Two phones a key fits equally, neither named by it: the key is refused with both.
  @Test func aKeyTwoDevicesFitIsAmbiguous() {
    var first = DeviceCatalog.builtIn.devices[0]
    var second = first
    first.id = "proto-a"
    first.name = "Proto (1st generation)"
    second.id = "proto-b"
    second.name = "Proto (2nd generation)"
    let catalog = DeviceCatalog(devices: [first, second])
    #expect(catalog.lookUp("proto") == .ambiguous([first, second]))
    #expect(catalog.device(matching: "proto") == nil)
    #expect(catalog.device(matching: "Proto-B")?.id == "proto-b")
  }

  /// The start of every word in turn, the way people shorten model names.
  @Test func abbreviationsSuggestTheModelTheyShorten() {
    let catalog = DeviceCatalog.builtIn
    #expect(catalog.nearest(for: "iphone17prm") == ["iphone-17-pro-max"])
    #expect(catalog.nearest(for: "17pm") == ["iphone-17-pro-max"])
    #expect(catalog.nearest(for: "xsm") == ["iphone-xs-max"])
    #expect(catalog.nearest(for: "6p") == ["iphone-6-plus", "iphone-6s-plus"])
    #expect(catalog.nearest(for: "iphone-17-pro-maxx") == ["iphone-17-pro-max"])
    #expect(catalog.nearest(for: "iphone-xx") == ["iphone-x", "iphone-xs", "iphone-xr"])
    #expect(catalog.nearest(for: "galaxy-s24").isEmpty)
    #expect(catalog.nearest(for: "q").isEmpty)
  }
}
