import Foundation
import TestSupport
import Testing

/// `diff`, `explain`, `table` and `history` through the binary, against the reference's numbers.
@Suite struct AnswerCommandTests {
  /// Seed 000's hotspot row: iPhone 4, iOS 7, the 40-pt bar moves the root view down 20.
  @Test func diffListsWhatTheHotspotChanges() async throws {
    try await offPool {
      let result = try Binary.run([
        "diff", "--device", "iphone-4", "--ios", "7", "--vs", "--hotspot",
      ])
      #expect(result.status == 1, "different: exit 1, like diff(1)")
      let lines = result.stdout.split(separator: "\n").map(String.init)
      #expect(lines.contains("statusBar.height: 20 → 40"))
      #expect(lines.contains("rootView.y: 0 → 20"))
      #expect(lines.contains("contentRect.y: 64 → 84"))
      #expect(lines.contains("hotspotConnected: false → true"))
      #expect(!lines.contains { $0.hasPrefix("settings.") }, "what was asked is not a change")
      // In the report's order: statusBar before rootView.
      let status = try #require(lines.firstIndex(of: "statusBar.height: 20 → 40"))
      let root = try #require(lines.firstIndex(of: "rootView.y: 0 → 20"))
      #expect(status < root)
    }
  }

  /// Your views on two phones: the header pinned under the navigation bar moves from 88 (44 +
  /// 44 on the X, §2, §4) to 64 (20 + 44 on the 8); findings differ by kind, in one line.
  @Test func diffComparesYourViews() async throws {
    try await offPool {
      let done = Binary.packageRoot.appendingPathComponent("examples/done-right.json").path
      let result = try Binary.run([
        "diff", "--views", done, "--device", "iphone-x", "--ios", "16", "--vs", "--device",
        "iphone-8",
      ])
      #expect(result.status == 1)
      let lines = result.stdout.split(separator: "\n").map(String.init)
      #expect(lines.contains("views[1].frame.y: 88 → 64"), "\(lines)")
      let findings = try #require(lines.first { $0.hasPrefix("views[0].findings: ") })
      #expect(findings.contains("\"notch\"") && findings.count < 300, "\(findings)")
      // A catalog of your own works in every answer command.
      let catalog = try Binary.run(["table", "statusBar.height", "--devices", done])
      #expect(catalog.status == 2, "a views file is no catalog")
      #expect(catalog.stderr.hasPrefix("safearea: \(done):"))
      #expect(!catalog.stderr.contains("does not apply"))
    }
  }

  /// §7a: the mini's status bar reads 44 on iOS 14, 50 from iOS 15; its navigation bar stays at 50.
  @Test func diffJSON() async throws {
    try await offPool {
      let result = try Binary.run([
        "diff", "--device", "iphone-12-mini", "--ios", "14", "--vs", "--ios", "15", "--json",
      ])
      #expect(result.status == 1)
      let o = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      #expect(Set(o.keys) == ["left", "right", "changes"])
      #expect(((o["left"] as? [String: Any])?["ios"] as? NSNumber)?.intValue == 14)
      #expect(((o["right"] as? [String: Any])?["ios"] as? NSNumber)?.intValue == 15)
      let changes = try #require(o["changes"] as? [[String: Any]])
      let status = try #require(changes.first { $0["field"] as? String == "statusBar.height" })
      #expect((status["from"] as? NSNumber)?.intValue == 44)
      #expect((status["to"] as? NSNumber)?.intValue == 50)
      #expect(!changes.contains { $0["field"] as? String == "navigationBar.y" })
    }
  }

  /// The same settings on both sides is said, in one line, and is no difference (exit 0).
  @Test func diffOfTheSameSettingsSaysSoAndIsZero() async throws {
    try await offPool {
      let result = try Binary.run(["diff", "--device", "iphone-x", "--vs", "--device", "iphone-x"])
      #expect(result.status == 0 && result.stderr.isEmpty)
      #expect(
        result.stdout
          == "both sides are the same settings (iPhone X · iOS 16); nothing to compare\n")
      let bad = try Binary.run(["diff", "--device", "iphone-x", "--vs", "--ios", "5"])
      #expect(bad.status == 2)
      #expect(bad.stderr.hasPrefix("safearea: iPhone X never ran iOS 5"))
      let oneSide = try Binary.run(["diff", "--device", "iphone-x"])
      #expect(oneSide.status == 2)
    }
  }

  /// The example: `contentRect.y = 88 = statusBar.height 44 (C) + navigationBar.height
  /// 44 (C)`, then what each term rests on with its sources' keys, then each source's address
  /// (issue 18: every source a user can open from the repository).
  @Test func explainReadsTheProvenance() async throws {
    try await offPool {
      let result = try Binary.run([
        "explain", "contentRect.y", "--device", "iphone-x", "--ios", "16",
      ])
      #expect(result.status == 0)
      let lines = result.stdout.split(separator: "\n").map(String.init)
      #expect(
        lines.first == "contentRect.y = 88 = statusBar.height 44 (C) + navigationBar.height 44 (C)")
      // The reference's §2 (44-pt status bar on the X: SideMenuController#119, UYL-X) and §4 (44-pt
      // navigation bar: UYL-X, hacknicity, Sinclair), now by their bibliography keys.
      #expect(lines.contains { $0.hasPrefix("  statusBar.height 44, C: ") && $0.contains("uylx") })
      #expect(
        lines.contains {
          $0.hasPrefix("  navigationBar.height 44, C: ") && $0.contains("sinclair")
        })
      #expect(lines.contains { $0.hasPrefix("  navigationBar.y = 44: model decision 9") })
      // Every key cited is listed with an address a person can open.
      let sources = try #require(lines.firstIndex(of: "sources:"))
      #expect(
        lines[(sources + 1)...].contains {
          $0.hasPrefix("  uylx ")
            && $0.hasSuffix("https://useyourloaf.com/blog/supporting-iphone-x/")
        })
      // §7a: 53.67 on the 14 Pro, from UIKit's own constant (the decompiled iOS 18 UIKitCore).
      let pro = try Binary.run([
        "explain", "navigationBar.y", "--device", "iphone-14-pro", "--ios", "17",
      ])
      #expect(
        pro.stdout.hasPrefix("navigationBar.y = 53.67 = status bar as UIKit lays it out 53.67 (C)"))
      #expect(pro.stdout.contains("uikit18"))
      // An estimate says so and why (§7a decision 10: the 16 Pro's status bar is unverified).
      let sixteen = try Binary.run([
        "explain", "statusBar.height", "--device", "iphone-16-pro", "--ios", "18",
      ])
      #expect(sixteen.stdout.hasPrefix("statusBar.height = 57 (U)"))
      #expect(sixteen.stdout.contains("an estimate (status U), because of statusBar.height: "))
      // Not a number: the status bar's decision, in words.
      let decided = try Binary.run([
        "explain", "statusBarAppearance.decidedBy", "--device", "iphone-8", "--fullscreen",
      ])
      #expect(
        decided.stdout.hasPrefix("statusBarAppearance.decidedBy = topViewController: full screen:"))
      // Seed 000: the iPhone 4 on iOS 7 with the hotspot reports a 40-pt bar, so the macro is YES;
      // --json keeps the value's JSON type and the sentence.
      let hotspot = try Binary.run([
        "explain", "hotspotConnected", "--device", "iphone-4", "--ios", "7", "--hotspot", "--json",
      ])
      #expect(hotspot.status == 0)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(hotspot.stdout.utf8)) as? [String: Any])
      #expect(object["field"] as? String == "hotspotConnected")
      #expect(object["value"] as? Bool == true)
      #expect((object["answer"] as? String)?.contains("(40 as UIKit reports it)") == true)
    }
  }

  /// Issue 22: a near miss suggests the nearest field in one short line; the list is
  /// `explain --list`; names match ignoring case.
  @Test func explainUnknownFieldSuggestsTheNearest() async throws {
    try await offPool {
      let result = try Binary.run(["explain", "contentRekt.y"])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "safearea: no field 'contentRekt.y'; did you mean contentRect.y? "
          + "(safearea explain --list lists them)\n")
      let lower = try Binary.run(["explain", "statusbar.height", "--device", "iphone-x"])
      #expect(lower.status == 0 && lower.stdout.hasPrefix("statusBar.height = 44 (C)"))
      let list = try Binary.run(["explain", "--list"])
      #expect(list.status == 0)
      let fields = list.stdout.split(separator: "\n")
      #expect(fields.first == "screen.x" && fields.contains("scrollView.adjustedContentInset.top"))
      #expect(fields.contains("statusBarAppearance.decidedBy"))
      let none = try Binary.run(["explain"])
      #expect(none.status == 2)
    }
  }

  /// The XR's top inset: 44 on iOS 12–13, 48 from iOS 14 (§2).
  @Test func historyRefusesAnIOSVersion() async throws {
    try await offPool {
      let result = try Binary.run([
        "history", "safeAreaInsets.top", "--device", "iphone-xr", "--ios", "12",
      ])
      #expect(result.status == 2)
      #expect(
        result.stderr == "safearea: history lists every iOS the device ran: leave --ios out\n")
    }
  }

  @Test func historyOfTheXRsTopInset() async throws {
    try await offPool {
      let result = try Binary.run(["history", "safeAreaInsets.top", "--device", "iphone-xr"])
      #expect(result.status == 0)
      let rows = result.stdout.split(separator: "\n").dropFirst().map {
        $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      }
      #expect(rows.map { $0.first } == ["12", "13", "14", "15", "16", "17", "18"])
      #expect(rows.map { $0.last } == ["44", "44", "48", "48", "48", "48", "48"])
      #expect(!result.stdout.contains("≈"), "the XR's insets are confirmed (§7a)")
      // The mark is the field's, as explain says: on iOS 26 the view's top inset (the 50-pt inset
      // and the 54-pt bar, §7c) is not an estimate; its bottom, over the 48-pt toolbar (a single
      // source, §7c), is.
      let mini = try Binary.run([
        "history", "viewSafeAreaInsets.top,viewSafeAreaInsets.bottom", "--device", "iphone-12-mini",
      ])
      let last = mini.stdout.split(separator: "\n").map {
        $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      }.first { $0.first == "26" }
      #expect(last == ["26", "104", "82", "≈"], "\(mini.stdout)")
      let csv = try Binary.run(["history", "safeAreaInsets.top", "--device", "iphone-xr", "--csv"])
      #expect(csv.stdout.hasPrefix("ios,safeAreaInsets.top\n12,44\n13,44\n14,48\n"))
      let json = try Binary.run([
        "history", "safeAreaInsets.top", "--device", "iphone-xr", "--json",
      ])
      let list = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
      #expect(list.count == 7)
      #expect((list[2]["safeAreaInsets.top"] as? NSNumber)?.intValue == 48)
    }
  }

  /// The cheat sheet: status bar heights by phone on iOS 18 (§0 decision 10, §2, §7a).
  @Test func tableOverTheCatalog() async throws {
    try await offPool {
      let result = try Binary.run([
        "table", "statusBar.height,navigationBar.y,safeAreaInsets.top", "--ios", "18",
      ])
      #expect(result.status == 0)
      let lines = result.stdout.split(separator: "\n").map(String.init)
      #expect(lines[0].hasPrefix("device"))
      func row(_ id: String) -> [String]? {
        lines.first { $0.hasPrefix(id + " ") }?.split(
          separator: " ", omittingEmptySubsequences: true
        )
        .map(String.init)
      }
      #expect(row("iphone-xs")?.suffix(3) == ["44", "44", "44"])
      #expect(row("iphone-14-pro")?.suffix(3) == ["54", "53.67", "59"])
      // §7b row 10: the 16 Pro's 57-pt status bar is an estimate (U); the 56.33 and 62 are not.
      #expect(row("iphone-16-pro")?.suffix(4) == ["57", "≈", "56.33", "62"])
      #expect(row("iphone-14-pro")?.contains("≈") == false)
      #expect(lines.last == "≈ rests on an estimate (status U in the reference)")
      #expect(row("iphone-12-mini")?.suffix(3) == ["50", "50", "50"])
      #expect(row("iphone-x") == nil, "the X never ran iOS 18")
      let csv = try Binary.run(["table", "statusBar.height", "--csv", "--ios", "18"])
      #expect(csv.stdout.contains("\niphone-16e,iPhone 16e,47\n"))
      #expect(csv.stdout.contains("\niphone-16-pro,iPhone 16 Pro,57\n"), "CSV keeps the bare value")
      #expect(!csv.stdout.contains("≈"))
      let bad = try Binary.run(["table", "statusBar.hieght"])
      #expect(bad.status == 2)
    }
  }
}
