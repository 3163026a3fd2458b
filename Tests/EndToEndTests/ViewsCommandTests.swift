import Foundation
import TestSupport
import Testing

/// `--views` and `safearea check` through the real binary.
@Suite struct ViewsCommandTests {
  static func example(_ name: String) -> String {
    Binary.packageRoot.appendingPathComponent("examples/\(name).json").path
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The screen done right passes on every phone, iOS and orientation but the iPhone Duo.
  ///
  /// The Duo puts the bars down its side strip, so the header pinned to the safe area's top sits
  /// at y 0 against the display's corner, and half-open the fold crosses the screen (§8b). The
  /// others fail, naming the phones (the issue's "done when").
  @Test func checkPassesTheRightScreenAndFailsTheOthers() async throws {
    try await offPool {
      let right = try Binary.run(["check", "--views", Self.example("done-right")])
      #expect(right.status == 1, "\(right.stdout)\(right.stderr)")
      #expect(right.stdout.contains("background: passes"))
      #expect(
        right.stdout.contains(
          "  corner: folded in portrait, landscape-left and landscape-right, open in portrait and "
            + "half-open in portrait, 1 of 53 phones: iPhone Duo\n"), "\(right.stdout)")
      #expect(
        right.stdout.contains("  across the fold: half-open only, 1 of 53 phones: iPhone Duo"))
      // 690 before iOS 27, 31 phones × 3 on 27, the 18 Pro and Pro Max × 3, the Duo × 3 poses × 3.
      #expect(right.stdout.contains("on 798 layouts (53 phones, iPhone Duo in 3 poses)"))
      let before27 = try Binary.run(["check", "--views", Self.example("done-right"), "--ios", "26"])
      #expect(before27.status == 0, "\(before27.stdout)")
      #expect(before27.stdout.hasSuffix("nothing clipped\n"))

      let badge = try Binary.run(
        ["check", "--views", Self.example("badge-at-the-origin"), "--nav", "none"])
      #expect(badge.status == 1)
      // The 209-wide notch from x 83 on the 375-wide notch phones, in portrait and, turned with
      // the notch to the left, landscape-right: named one by one, never "A … B".
      #expect(
        badge.stdout.contains(
          "  notch: portrait and landscape-right, 8 of 53 phones: iPhone X, iPhone XS, iPhone XR, "
            + "iPhone 11, iPhone 11 Pro, iPhone 12 mini, iPhone 12, iPhone 12 Pro\n"),
        "\(badge.stdout)")
      #expect(!badge.stdout.contains("…"))
      // The status bar: iOS 7 on the iPhone 4 (before, the content view starts below it), in
      // portrait everywhere, and in landscape only where iOS 7 shows it there; never on the Duo,
      // whose status bar is down its strip.
      #expect(
        badge.stdout.contains(
          "  status bar: 52 of 53 phones, all but iPhone Duo: iOS 7 on iPhone 4; "))
      #expect(badge.stdout.contains("portrait only on the other 47\n"))
      #expect(
        badge.stdout.contains(
          "  under the side strip: folded, landscape-right only, 1 of 53 phones: iPhone Duo\n"))
      let lines = badge.stdout.split(separator: "\n")
      #expect(lines.first == "badge: findings on 608 of 798 layouts")
      #expect(lines.count == 8, "the view, a line a finding, a summary: a screenful")

      let button = try Binary.run(
        ["check", "--views", Self.example("button-49-from-the-bottom"), "--bottom", "tabbar"])
      #expect(button.status == 1)
      // The Face ID phones' tab bar is 49 + 34: the 36 of them, the 17 home-button phones spared.
      #expect(button.stdout.contains("  tab bar: 36 of 53 phones, all but iPhone 4, iPhone 4s, "))
      #expect(button.stdout.contains("iPhone X"))
    }
  }

  /// The login screen (issue 19's "done when"): in landscape, with the keyboard layout guide's
  /// top at the safe area's bottom, the sign-in button is drawn over the email field on every
  /// phone, and check names the orientation; a broken constraint is counted, never exit 2.
  @Test func checkSaysWhereAndWhenTheLoginScreenOverlaps() async throws {
    try await offPool {
      let login = try Binary.run(["check", "--views", Self.example("login")])
      #expect(login.status == 1, "\(login.stderr)")
      #expect(login.stdout.contains("signIn: findings on "))
      // The Duo's inner display is wide enough in landscape: it alone is spared.
      #expect(
        login.stdout.contains(
          "\n  covers email: landscape only, 52 of 53 phones, all but iPhone Duo\n"))
      #expect(
        login.stdout.hasPrefix(
          "logo: findings on 1 of 798 layouts\n  across the fold: half-open, portrait only, 1 of 53 "
            + "phones: iPhone Duo\n"), "\(login.stdout)")
      let portrait = try Binary.run(
        [
          "check", "--views", Self.example("login"), "--orientation", "portrait", "--pose",
          "folded",
        ])
      #expect(
        portrait.status == 0 && portrait.stdout.hasSuffix("nothing clipped\n"), "\(portrait.stdout)"
      )

      let directory = try TemporaryDirectory()
      let wide = directory.path("wide.json")
      try
        #"{"views": [{"name": "wide", "left": {"to": "superview", "constant": 200}, "right": {"to": "superview", "constant": 200}, "top": {"to": "superview"}, "height": 1}]}"#
        .write(toFile: wide, atomically: true, encoding: .utf8)
      let crossed = try Binary.run(["check", "--views", wide])
      #expect(crossed.status == 1, "a layout-dependent conflict is counted: \(crossed.stderr)")
      // 200 + 200 fit from 402 wide in portrait, and in landscape everywhere.
      #expect(
        crossed.stdout.contains(
          "  breaks wide.right == superview.right - 200 (it contradicts the content view's size, "
            + "wide.width >= 0 and wide.left == superview.left + 200): portrait only, 29 of 53 "
            + "phones, all but iPhone 6 Plus,"), "\(crossed.stdout)")
      #expect(crossed.stdout.contains("  ambiguous horizontally: portrait only, 29 of 53 phones"))
    }
  }

  /// Issue 22's thousand clipped views: a report of few lines, and streamed JSON.
  ///
  /// A thousand views clipped everywhere (74 KB), a finding per view and layout,
  /// aggregated as they are placed; the JSON streamed. Measured in release: see the report.
  /// The text and the JSON are two tests, which run at once: each check takes seconds of the
  /// debug binary's time.
  @Test func aThousandClippedViewsAreReportedInFewLines() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = try Self.thousandClippedViews(in: directory)
      let size = try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? 0
      #expect(size > 73_000 && size < 75_000, "the issue's 74 KB file: \(size)")
      let text = try Binary.run(["check", "--views", file, "--ios", "newest"])
      #expect(text.status == 1)
      let lines = text.stdout.split(separator: "\n")
      // Each view: its line and a line for each of its seven kinds (status bar, navigation bar,
      // notch, corner, outside the safe area, and on the Duo the side strip and the status
      // cluster's occlusion); the stacked views lie flush on each other, perhaps on purpose, so
      // none covers another in the count.
      #expect(lines.count == 1000 * 8 + 1)
      #expect(!text.stdout.contains("covers"))
      #expect(
        String(lines.last ?? "")
          == "checked 1000 views on 165 layouts (53 phones, iPhone Duo in 3 poses): 1000 views "
          + "clipped, on 165 of them")
    }
  }

  /// The same thousand views' JSON, streamed.
  @Test func aThousandClippedViewsEndTheJSONWithTheDuo() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = try Self.thousandClippedViews(in: directory)
      let json = try Binary.shell(
        "\(TmuxSession.binary) check --views \(TmuxSession.shellQuote(file)) --ios newest --json"
          + " | tail -c 120; exit ${PIPESTATUS[0]}")
      #expect(json.status == 1)
      // The Duo comes last: its failures end with their pose.
      #expect(
        json.stdout.hasSuffix("\n      ],\n      \"pose\": \"half-open\"\n    }\n  ]\n}\n"),
        "\(json.stdout)")
    }
  }

  /// Writes issue 22's file of a thousand stacked views, clipped everywhere, into `directory`.
  static func thousandClippedViews(in directory: TemporaryDirectory) throws -> String {
    let file = directory.path("many.json")
    let views = (0..<1000).map {
      "{\"name\": \"v\($0)\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 100}}"
    }
    try ("{\"views\": [\n" + views.joined(separator: ",\n") + "\n]}\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  /// No finding is smaller than the reports print: a corner "by 0 pt" of width 0 is no
  /// overlap (the header flush with the safe area of a full-screen 12 Pro Max is clipped by
  /// 0.37 pt, which is reported).
  @Test func noFindingIsBelowTheLastPrintedDecimal() async throws {
    try await offPool {
      for options in [["--fullscreen"], ["--nav", "none", "--bottom", "none"]] {
        let result = try Binary.run(
          ["check", "--views", Self.example("done-right"), "--json"] + options)
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let failures = try #require(object["failures"] as? [[String: Any]])
        for failure in failures {
          for finding in failure["findings"] as? [[String: Any]] ?? [] {
            let overlap = finding["overlap"] as? [String: Any]
            let width = (overlap?["width"] as? NSNumber)?.doubleValue ?? 0
            let height = (overlap?["height"] as? NSNumber)?.doubleValue ?? 0
            #expect(width >= 0.01 && height >= 0.01, "\(finding)")
            #expect(!((finding["reason"] as? String)?.contains("by 0 pt") ?? false), "\(finding)")
          }
        }
      }
    }
  }

  /// SwiftUI's `.ignoresSafeArea(.container)` map stops at the keyboard's top (SwiftUI keeps
  /// content above the keyboard); a background flush with the superview runs behind it on purpose.
  @Test func aFullBleedViewAndTheKeyboard() async throws {
    try await offPool {
      // iOS 26: on iOS 27 the Duo's cover, with no top inset, puts the search field against its
      // tight hinge corner.
      let result = try Binary.run([
        "check", "--views", Self.example("swiftui-full-bleed"), "--keyboard", "--ios", "26",
      ])
      #expect(result.status == 0, "\(result.stdout)")
      #expect(result.stdout.contains("nothing clipped"))
      let json = try Binary.run([
        "json", "--device", "iphone-x", "--ios", "16", "--keyboard", "--views",
        Self.example("swiftui-full-bleed"),
      ])
      // The iPhone X's keyboard top on iOS 16: 812 − 336 (research C3, strip included) = 476.
      #expect(
        json.stdout.contains("\"frame\": {\"x\": 0, \"y\": 0, \"width\": 375, \"height\": 476}"))
      #expect(!json.stdout.contains("\"kind\": \"keyboard\""))
      let background = try Binary.run([
        "check", "--views", Self.example("done-right"), "--keyboard", "--device", "iphone-x",
        "--ios", "16",
      ])
      // Its background, flush with the superview, is behind the keyboard on purpose; the content
      // pinned to the safe area is covered.
      #expect(background.status == 1)
      #expect(background.stdout.contains("background: passes"))
      #expect(
        background.stdout.contains(
          "content: findings on 3 of 3 layouts\n  keyboard: iPhone X, every layout checked\n"),
        "\(background.stdout)")
    }
  }

  /// With `--ios N` the summary counts the phones that ran N (the reference's iOS ranges: the 4
  /// and 4s ran iOS 5; the 11 family, the SE 2 and later run iOS 26, 31 phones).
  @Test func checkCountsThePhonesThatRanTheVersion() async throws {
    try await offPool {
      let five = try Binary.run([
        "check", "--views", Self.example("badge-at-the-origin"), "--ios", "5",
      ])
      #expect(five.stdout.hasSuffix("on 6 layouts (2 phones): nothing clipped\n"), "\(five.stdout)")
      let twentySix = try Binary.run([
        "check", "--views", Self.example("badge-at-the-origin"), "--ios", "26",
      ])
      #expect(twentySix.stdout.contains("on 93 layouts (31 phones)"), "\(twentySix.stdout)")
    }
  }

  @Test func checkJSONListsEveryFailingCombination() async throws {
    try await offPool {
      let result = try Binary.run([
        "check", "--views", Self.example("badge-at-the-origin"), "--nav", "none", "--device",
        "iphone-x", "--device", "iphone-8", "--ios", "newest", "--orientation", "portrait",
        "--json",
      ])
      #expect(result.status == 1)
      let o = try Self.object(result.stdout)
      #expect((o["checked"] as? NSNumber)?.intValue == 2)
      let failures = try #require(o["failures"] as? [[String: Any]])
      #expect(failures.map { $0["device"] as? String } == ["iphone-x", "iphone-8"])
      #expect(failures.map { ($0["ios"] as? NSNumber)?.intValue } == [16, 16])
      #expect(failures.allSatisfy { $0["view"] as? String == "badge" })
      let kinds = (failures[0]["findings"] as? [[String: Any]])?.compactMap {
        $0["kind"] as? String
      }
      #expect(kinds == ["status-bar", "notch", "corner", "outside-safe-area"])
    }
  }

  @Test func jsonAndShowLayOutTheViews() async throws {
    try await offPool {
      let json = try Binary.run([
        "json", "--device", "iphone-x", "--nav", "none", "--views",
        Self.example("badge-at-the-origin"),
      ])
      #expect(json.status == 0)
      let o = try Self.object(json.stdout)
      #expect((o["schemaVersion"] as? NSNumber)?.intValue == 7)
      let views = try #require(o["views"] as? [[String: Any]])
      #expect(views.count == 1 && views[0]["name"] as? String == "badge")
      // The keys of before, then schema 5's, then schema 7's, in that order.
      let keys = json.stdout.split(separator: "\n").filter { $0.hasPrefix("      \"") }.map {
        String($0.dropFirst(7).prefix { $0 != "\"" })
      }
      #expect(
        keys == [
          "name", "frame", "findings", "notes", "superview", "frameInSuperview", "constraints",
          "id", "class",
        ])
      #expect(views[0]["id"] is NSNull && views[0]["class"] is NSNull)
      #expect(views[0]["superview"] is NSNull)
      let report = try #require(views[0]["constraints"] as? [String: Any])
      #expect(
        report["active"] as? [String] == [
          "badge.left == superview.left", "badge.top == superview.top", "badge.width == 100",
          "badge.height == 100",
        ])
      #expect((report["broken"] as? [Any])?.isEmpty == true)
      #expect((report["ambiguous"] as? [Any])?.isEmpty == true)
      let findings = try #require(views[0]["findings"] as? [[String: Any]])
      #expect(findings.count == 4)
      #expect(
        findings.allSatisfy {
          Set($0.keys) == ["kind", "element", "overlap", "reason", "mayBeIntended"]
        })
      #expect(
        (o["settings"] as? [String: Any])?["views"] as? String
          == Self.example("badge-at-the-origin"))
      // Without a views file the key is there, null.
      let plain = try Self.object(try Binary.run(["json"]).stdout)
      #expect(plain["views"] is NSNull)

      let show = try Binary.run([
        "show", "--device", "iphone-x", "--size", "100x40", "--views", Self.example("done-right"),
      ])
      #expect(show.status == 0)
      #expect(show.stdout.contains("┌header"), "a fitting view: a light outline with its name")
      #expect(show.stdout.contains("views (w selects): background ok, header"))
      #expect(show.stdout.contains("  ok, content ok, buy ok"))
      let bad = try Binary.run([
        "show", "--device", "iphone-x", "--nav", "none", "--size", "100x40", "--views",
        Self.example("badge-at-the-origin"),
      ])
      #expect(bad.stdout.contains("┏badge"), "a clipped view: a heavy outline")
    }
  }

  struct BadFile: Sendable, CustomTestStringConvertible {
    let content: String?
    let arguments: [String]
    let message: String
    var testDescription: String { message }
  }

  static let badFiles: [BadFile] = [
    BadFile(content: nil, arguments: ["check"], message: "safearea: views.json: no such file"),
    BadFile(content: "{", arguments: ["json"], message: "safearea: views.json:1:2: not valid JSON"),
    BadFile(
      content: "{\"views\": [{\"name\": \"a\", \"top\": {\"to\": \"bar\"}}]}", arguments: ["show"],
      message: "safearea: views.json:1:40: views[0] (a).top.to: unknown anchor \"bar\""),
    BadFile(
      content:
        "{\"views\": [{\"name\": \"a\", \"height\": 1}], \"constraints\": [\"a.top == b.top\"]}",
      arguments: ["check"],
      message: "safearea: views.json:1:67: constraints[0]: unknown item 'b'"),
    BadFile(
      content:
        "{\"views\": [{\"name\": \"a\", \"superview\": \"b\"}, {\"name\": \"b\", \"superview\": \"a\"}]}",
      arguments: ["json"],
      message: "safearea: views.json:1:39: views[0] (a).superview: the superviews go round"),
  ]

  /// A bad file is one line naming the file, line:column, the view and the problem; exit 2 and
  /// nothing on stdout.
  @Test(arguments: badFiles) func badFilesExitTwo(_ bad: BadFile) async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let path = directory.path("views.json")
      if let content = bad.content {
        try content.write(toFile: path, atomically: true, encoding: .utf8)
      }
      let process = try Binary.shell(
        "cd \(TmuxSession.shellQuote(directory.url.path)) && exec \(TmuxSession.binary) "
          + bad.arguments.joined(separator: " ") + " --views views.json")
      #expect(process.status == 2)
      #expect(process.stdout.isEmpty)
      #expect(process.stderr.hasPrefix(bad.message), "\(process.stderr)")
      #expect(process.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test func checkArgumentErrors() async throws {
    try await offPool {
      let noViews = try Binary.run(["check"])
      #expect(noViews.status == 2)
      #expect(
        noViews.stderr
          == "safearea: check needs --views FILE: the views to lay out on every phone\n")
      let all = try Binary.run(["json", "--ios", "all"])
      #expect(all.status == 2)
      #expect(all.stderr.contains("--ios newest and all are for check"))
      let two = try Binary.run(["json", "--device", "iphone-x", "--device", "iphone-8"])
      #expect(two.status == 2)
      #expect(two.stderr.contains("only check takes several"))
      // table and history follow one orientation: `all` is refused, not dropped in silence.
      for command in [["table", "statusBar.height"], ["history", "statusBar.height"]] {
        let every = try Binary.run(command + ["--device", "iphone-x", "--orientation", "all"])
        #expect(every.status == 2)
        #expect(every.stderr.split(separator: "\n").count == 1, "\(every.stderr)")
      }
      let tableAll = try Binary.run(["table", "statusBar.height", "--orientation", "all"])
      #expect(tableAll.stderr == "safearea: --orientation all is for check; give one orientation\n")
    }
  }
}
