import Foundation
import TestSupport
import Testing

/// `safearea json`, `devices` and the error exits, through the real binary.
@Suite struct JSONCommandTests {
  static let requiredKeyOrder = [
    "device", "ios", "orientation", "screen", "statusBar", "hotspotBar", "navigationBar",
    "toolbar", "tabBar", "notch", "dynamicIsland", "homeIndicator", "rootView", "contentView",
    "contentRect", "safeAreaInsets", "cornerRadius", "hotspotConnected", "approximations",
    "layoutGuides", "statusBarAppearance", "settings", "schemaVersion",
  ]

  /// The top-level keys of a pretty-printed object, in the order they appear.
  static func topLevelKeys(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  \""), !line.hasPrefix("   ") else { return nil }
      return String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func frame(_ value: Any?) -> [Double]? {
    guard let dict = value as? [String: Any] else { return nil }
    return ["x", "y", "width", "height"].compactMap { (dict[$0] as? NSNumber)?.doubleValue }
  }

  @Test func jsonPrintsTheContractKeysInOrder() async throws {
    try await offPool {
      let result = try Binary.run(["json"])
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty)
      let keys = Self.topLevelKeys(result.stdout)
      #expect(Array(keys.prefix(Self.requiredKeyOrder.count)) == Self.requiredKeyOrder)
      let object = try Self.object(result.stdout)
      let device = try #require(object["device"] as? [String: Any])
      #expect(device["id"] as? String == "iphone-x")
      #expect((device["width"] as? NSNumber)?.intValue == 375)
      #expect((object["ios"] as? NSNumber)?.intValue == 16)
      #expect(object["orientation"] as? String == "portrait")
    }
  }

  /// Schema 2 (issue 8): the view controller's own safe area after every key schema 1 had, and
  /// `designCompatibility` last in `settings`.
  @Test func schemaTwoAddsKeysAfterTheExistingOnes() async throws {
    try await offPool {
      let result = try Binary.run([
        "json", "--device", "iphone-x", "--ios", "16", "--bottom", "tabbar",
      ])
      let keys = Self.topLevelKeys(result.stdout)
      #expect(
        keys
          == Self.requiredKeyOrder + [
            "statusBarReported", "hotspotIndicator", "homeIndicatorPill", "notes",
            "viewSafeAreaInsets", "safeAreaLayoutGuide",
            // Schema 3 (issue 10) and 4 (issue 11) come after.
            "layoutMargins", "readableContentGuide", "views", "scrollView", "tableCell", "keyboard",
            "keyboardLayoutGuide",
            // Schema 6 (issue 20): the display, the window and the foldable's regions.
            "display", "pose", "window", "sizeClasses", "reservedRegions", "bottomAccessory",
            "sideStrip", "scrollEdge",
          ])
      let o = try Self.object(result.stdout)
      #expect((o["schemaVersion"] as? NSNumber)?.intValue == 7)
      let view = try #require(o["viewSafeAreaInsets"] as? [String: Any])
      #expect(
        ["top", "left", "bottom", "right"].map { (view[$0] as? NSNumber)?.doubleValue }
          == [88, 0, 83, 0])
      #expect(Self.frame(o["safeAreaLayoutGuide"]) == [0, 88, 375, 641])
      #expect(result.stdout.contains("\"devices\": null,\n    \"designCompatibility\": false,\n"))
      // Before iOS 11 neither exists.
      let old = try Self.object(
        try Binary.run(["json", "--device", "iphone-7", "--ios", "10"]).stdout)
      #expect(old["viewSafeAreaInsets"] is NSNull && old["safeAreaLayoutGuide"] is NSNull)
    }
  }

  /// The issue's "done when" figures, through the binary.
  @Test func issueEightFigures() async throws {
    try await offPool {
      let pro = try Self.object(
        try Binary.run(["json", "--device", "iphone-14-pro", "--ios", "17"]).stdout)
      #expect(Self.frame(pro["navigationBar"])?[1] == 53.67)
      #expect(Self.frame(pro["contentRect"])?[1] == 97.67)
      let mini = try Self.object(
        try Binary.run(["json", "--device", "iphone-12-mini", "--ios", "14"]).stdout)
      #expect(Self.frame(mini["navigationBar"])?[1] == 50)
      #expect(Self.frame(mini["statusBar"])?[3] == 44)
      let eight = try Self.object(
        try Binary.run(["json", "--device", "iphone-8", "--ios", "11"]).stdout)
      #expect(((eight["safeAreaInsets"] as? [String: Any])?["top"] as? NSNumber)?.intValue == 0)
      #expect(
        ((eight["viewSafeAreaInsets"] as? [String: Any])?["top"] as? NSNumber)?.intValue == 64)
    }
  }

  /// `--design-compatibility`: echoed in settings; on an iOS other than 26 a one-line note and
  /// exit 0 (decision 14).
  @Test func designCompatibilityOption() async throws {
    try await offPool {
      let on = try Binary.run([
        "json", "--device", "iphone-16", "--ios", "26", "--design-compatibility",
      ])
      #expect(on.status == 0 && on.stderr.isEmpty)
      let o = try Self.object(on.stdout)
      #expect((o["settings"] as? [String: Any])?["designCompatibility"] as? Bool == true)
      #expect(Self.frame(o["navigationBar"]) == [0, 53.67, 393, 44])
      let old = try Binary.run([
        "json", "--device", "iphone-16", "--ios", "18", "--design-compatibility",
      ])
      #expect(old.status == 0)
      #expect(
        old.stderr
          == "safearea: note: UIDesignRequiresCompatibility is for iOS 26's new design; iOS 18 has its own bars\n"
      )
      // Apple's Info.plist key page: an app built with the iOS 27 SDK ignores the key; iOS 27's
      // default SDK is 27, so the note says so and the bars stay iOS 26's.
      let ignored = try Binary.run(["json", "--device", "iphone-16", "--design-compatibility"])
      #expect(ignored.status == 0)
      #expect(ignored.stderr.contains("iOS 27 SDK ignores UIDesignRequiresCompatibility"))
      #expect(Self.frame(try Self.object(ignored.stdout)["navigationBar"]) == [0, 59, 393, 54])
      let built26 = try Binary.run([
        "json", "--device", "iphone-16", "--sdk", "26", "--design-compatibility",
      ])
      #expect(built26.status == 0 && built26.stderr.isEmpty)
      #expect(Self.frame(try Self.object(built26.stdout)["navigationBar"]) == [0, 53.67, 393, 44])
    }
  }

  @Test func jsonIsByteIdenticalAcrossRuns() async throws {
    try await offPool {
      let args = [
        "json", "--device", "iphone-14-pro", "--landscape", "--hotspot", "2", "--bottom", "tabbar",
      ]
      let a = try Binary.run(args)
      let b = try Binary.run(args)
      #expect(a.status == 0)
      #expect(a.stdout == b.stdout)
    }
  }

  /// Section 0, second row: iPhone 4, iOS 6, hotspot on with one connection.
  @Test func jsonReproducesTheSeedsHotspotRow() async throws {
    try await offPool {
      let result = try Binary.run(["json", "--device", "iphone-4", "--ios", "6", "--hotspot"])
      let o = try Self.object(result.stdout)
      #expect(Self.frame(o["statusBar"]) == [0, 0, 320, 40])
      #expect(Self.frame(o["hotspotBar"]) == [0, 20, 320, 20])
      #expect(Self.frame(o["rootView"]) == [0, 40, 320, 440])
      #expect(Self.frame(o["navigationBar"]) == [0, 40, 320, 44])
      #expect(Self.frame(o["contentRect"]) == [0, 84, 320, 352])
      #expect(Self.frame(o["toolbar"]) == [0, 436, 320, 44])
      #expect(o["hotspotConnected"] as? Bool == true)
      #expect(o["safeAreaInsets"] is NSNull)
    }
  }

  @Test func numbersAreWholeOrTwoDecimals() async throws {
    try await offPool {
      let result = try Binary.run(["json", "--device", "iphone-14-pro"])
      #expect(result.stdout.contains("\"height\": 37.33"))
      #expect(result.stdout.contains("\"cornerRadius\": 55,"))
      #expect(!result.stdout.contains(".0,"))
      #expect(!result.stdout.contains(".0}"))
    }
  }

  @Test func approximationsNameTheEstimates() async throws {
    try await offPool {
      // §7a row 10: the 16 Pro's status bar stays U; its navigation bar at 56.33 is sourced (S).
      let pro = try Binary.run(["json", "--device", "iphone-16-pro", "--ios", "18"])
      let approximations = try #require(try Self.object(pro.stdout)["approximations"] as? [String])
      #expect(approximations.contains("statusBar"))
      #expect(!approximations.contains("navigationBar"))
      #expect(!approximations.contains("dynamicIsland"), "§7b: the 16 Pro's island is measured")
      // The 16 Pro Max's island is the 17 Pro Max's drawing, not measured: U.
      let max = try Binary.run(["json", "--device", "iphone-16-pro-max", "--ios", "18"])
      let maxApproximations = try #require(
        try Self.object(max.stdout)["approximations"] as? [String])
      #expect(maxApproximations.contains("dynamicIsland"))
      // §7c: iOS 26's toolbar (48, a single source) is an estimate.
      let glass = try Binary.run(["json", "--device", "iphone-17"])
      let glassApproximations = try #require(
        try Self.object(glass.stdout)["approximations"] as? [String])
      #expect(glassApproximations.contains("toolbar"))
      #expect(!glassApproximations.contains("navigationBar"), "§7c: 54 at the inset is measured")
    }
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      arguments: ["json", "--device", "iphone-4", "--ios", "9"],
      message: "safearea: iPhone 4 never ran iOS 9; it ran iOS 4 to 7"),
    ErrorCase(
      arguments: ["json", "--device", "iphone-16-pro-maxx"],
      message: "safearea: unknown device 'iphone-16-pro-maxx'; did you mean iphone-16-pro-max?"),
    ErrorCase(
      arguments: ["json", "--orientation", "sideways"],
      message: "safearea: --orientation: 'sideways' is not one of"),
    ErrorCase(arguments: ["json", "--ios", "20"], message: "safearea: there is no iOS 20"),
    ErrorCase(
      arguments: ["json", "--devices", "/nonexistent/devices.json"],
      message: "safearea: /nonexistent/devices.json: no such file"),
    ErrorCase(arguments: ["json", "--devices", "/"], message: "safearea: /: is a directory"),
    ErrorCase(arguments: ["bogus"], message: "safearea: unknown command 'bogus'"),
  ]

  @Test(arguments: errorCases) func badInputIsOneLineOnStderrAndExitTwo(_ c: ErrorCase) async throws
  {
    try await offPool {
      let result = try Binary.run(c.arguments)
      #expect(result.status == 2)
      #expect(!result.signaled)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix(c.message), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
    }
  }

  @Test func optionsTheIOSLacksAreNotesWithStatusZero() async throws {
    try await offPool {
      let result = try Binary.run(["json", "--device", "iphone-4", "--ios", "6", "--nav", "large"])
      #expect(result.status == 0)
      #expect(
        result.stderr
          == "safearea: note: large titles need iOS 11; iOS 6 shows a standard navigation bar\n")
      #expect(Self.frame(try Self.object(result.stdout)["navigationBar"]) == [0, 20, 320, 44])
    }
  }

  @Test func helpAndVersion() async throws {
    try await offPool {
      let help = try Binary.run(["--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("usage:"))
      #expect(help.stdout.contains("safearea json [options]"))
      let version = try Binary.run(["--version"])
      #expect(version.status == 0)
      #expect(version.stdout.hasPrefix("safearea 0."))
    }
  }

  @Test func devicesListsTheCatalog() async throws {
    try await offPool {
      let result = try Binary.run(["devices"])
      #expect(result.status == 0)
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.first?.hasPrefix("ID") == true)
      #expect(lines.count == 54, "a header and the 53 phones")
      #expect(
        lines.contains {
          $0.hasPrefix("iphone-x ") && $0.contains("375x812") && $0.contains("11-16")
        }
      )
      #expect(
        lines.contains { $0.hasPrefix("iphone-16-pro-max ") && $0.contains("Dynamic Island") })
    }
  }

  /// `devices --json` prints what `--devices FILE` reads: copy an entry, edit it, load it back.
  @Test func devicesJSONRoundTripsAWhatIfPhone() async throws {
    try await offPool {
      let printed = try Binary.run(["devices", "--json"])
      #expect(printed.status == 0)
      let assets = try String(
        contentsOf: Binary.packageRoot.appendingPathComponent("assets/devices.json"),
        encoding: .utf8)
      #expect(printed.stdout == assets)

      var root = try Self.object(printed.stdout)
      var devices = try #require(root["devices"] as? [[String: Any]])
      var entry = try #require(devices.first { $0["id"] as? String == "iphone-x" })
      entry["id"] = "iphone-what-if"
      entry["name"] = "iPhone What If"
      entry["points"] = ["width": 400, "height": 860, "status": "U", "source": "my sketch"]
      devices = [entry]
      root["devices"] = devices
      let dir = try TemporaryDirectory()
      let file = dir.path("mine.json")
      try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: file))

      let result = try Binary.run(["json", "--devices", file, "--device", "iphone-what-if"])
      #expect(result.status == 0, "\(result.stderr)")
      let o = try Self.object(result.stdout)
      #expect(Self.frame(o["screen"]) == [0, 0, 400, 860])
      let settings = try #require(o["settings"] as? [String: Any])
      #expect(settings["devices"] as? String == file, "settings record the catalog file")
      let list = try Binary.run(["devices", "--devices", file])
      #expect(list.stdout.contains("iphone-what-if"))
      #expect(list.stdout.contains("iphone-4 "), "built-in entries stay")
    }
  }

  @Test func aBadCatalogFileNamesTheFileAndThePlace() async throws {
    try await offPool {
      let dir = try TemporaryDirectory()
      let file = dir.path("bad.json")
      // The built-in catalog with the sixth device's id made a number (line 78 of the file).
      let printed = try Binary.run(["devices", "--json"]).stdout
      let broken = printed.replacingOccurrences(of: "\"id\": \"iphone-6\",", with: "\"id\": 6,")
      try broken.write(toFile: file, atomically: true, encoding: .utf8)
      let line =
        broken.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("\"id\": 6,") }! + 1
      let result = try Binary.run(["json", "--devices", file])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "safearea: \(file):\(line):13: devices[5].id: expected a string, found a number\n")
    }
  }

  @Test func theBinaryWorksWhenCopiedAloneElsewhere() async throws {
    try await offPool {
      let dir = try TemporaryDirectory()
      let copy = dir.path("safearea")
      try Binary.copyExecutable(Binary.path, to: copy)
      let result = try Binary.run(["json", "--device", "iphone-se-3"], executable: copy)
      #expect(result.status == 0)
      #expect(result.stdout.contains("\"id\": \"iphone-se-3\""))
      let devices = try Binary.run(["devices"], executable: copy)
      #expect(devices.stdout.split(separator: "\n").count == 54)
    }
  }
}
