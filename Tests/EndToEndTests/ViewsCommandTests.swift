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
  /// The Duo's cover puts the bars down its side strip, so the header pinned to the safe area's
  /// top sits at y 0 against the cover's tight 8-pt hinge corner (§8b). The others fail, naming
  /// the phones (the "done when").
  @Test func checkPassesTheRightScreenAndFailsTheOthers() throws {
    let right = try Binary.run(["check", "--views", Self.example("done-right")])
    #expect(right.status == 1, "\(right.stdout)\(right.stderr)")
    #expect(right.stdout.contains("background: passes"))
    #expect(right.stdout.contains("header: corner on 1 phone (iPhone Duo)"))
    #expect(right.stdout.contains("on 792 layouts (53 phones)"))
    let before27 = try Binary.run(["check", "--views", Self.example("done-right"), "--ios", "26"])
    #expect(before27.status == 0, "\(before27.stdout)")
    #expect(before27.stdout.hasSuffix("nothing clipped\n"))

    let badge = try Binary.run(
      ["check", "--views", Self.example("badge-at-the-origin"), "--nav", "none"])
    #expect(badge.status == 1)
    // 209-wide notch from x 83 on the 375-wide notch phones: the X first in the catalog.
    #expect(
      badge.stdout.contains("notch on 8 phones (iPhone X … iPhone 12 Pro)"), "\(badge.stdout)")
    #expect(badge.stdout.contains("status bar on 52 phones"), "the Duo's is down its strip")
    let lines = badge.stdout.split(separator: "\n")
    #expect(lines.count == 2, "one line a view and a summary: a screenful")

    let button = try Binary.run(
      ["check", "--views", Self.example("button-49-from-the-bottom"), "--bottom", "tabbar"])
    #expect(button.status == 1)
    #expect(button.stdout.contains("tab bar on"))
    #expect(button.stdout.contains("iPhone X"))
    #expect(!button.stdout.contains("iPhone 8 "), "home-button phones' 49-pt tab bar fits")
  }

  /// No finding is smaller than the reports print: a corner "by 0 pt" of width 0 is no
  /// overlap (the header flush with the safe area of a full-screen 12 Pro Max is clipped by
  /// 0.37 pt, which is reported).
  @Test func noFindingIsBelowTheLastPrintedDecimal() throws {
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

  /// SwiftUI's `.ignoresSafeArea(.container)` map stops at the keyboard's top (SwiftUI keeps
  /// content above the keyboard); a background flush with the superview runs behind it on purpose.
  @Test func aFullBleedViewAndTheKeyboard() throws {
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
    #expect(background.stdout.contains("content: keyboard (iPhone X)"))
  }

  /// With `--ios N` the summary counts the phones that ran N (the reference's iOS ranges: the 4
  /// and 4s ran iOS 5; the 11 family, the SE 2 and later run iOS 26, 31 phones).
  @Test func checkCountsThePhonesThatRanTheVersion() throws {
    let five = try Binary.run([
      "check", "--views", Self.example("badge-at-the-origin"), "--ios", "5",
    ])
    #expect(five.stdout.hasSuffix("on 6 layouts (2 phones): nothing clipped\n"), "\(five.stdout)")
    let twentySix = try Binary.run([
      "check", "--views", Self.example("badge-at-the-origin"), "--ios", "26",
    ])
    #expect(twentySix.stdout.contains("on 93 layouts (31 phones)"), "\(twentySix.stdout)")
  }

  @Test func checkJSONListsEveryFailingCombination() throws {
    let result = try Binary.run([
      "check", "--views", Self.example("badge-at-the-origin"), "--nav", "none", "--device",
      "iphone-x", "--device", "iphone-8", "--ios", "newest", "--orientation", "portrait", "--json",
    ])
    #expect(result.status == 1)
    let o = try Self.object(result.stdout)
    #expect((o["checked"] as? NSNumber)?.intValue == 2)
    let failures = try #require(o["failures"] as? [[String: Any]])
    #expect(failures.map { $0["device"] as? String } == ["iphone-x", "iphone-8"])
    #expect(failures.map { ($0["ios"] as? NSNumber)?.intValue } == [16, 16])
    #expect(failures.allSatisfy { $0["view"] as? String == "badge" })
    let kinds = (failures[0]["findings"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
    #expect(kinds == ["status-bar", "notch", "corner", "outside-safe-area"])
  }

  @Test func jsonAndShowLayOutTheViews() throws {
    let json = try Binary.run([
      "json", "--device", "iphone-x", "--nav", "none", "--views",
      Self.example("badge-at-the-origin"),
    ])
    #expect(json.status == 0)
    let o = try Self.object(json.stdout)
    #expect((o["schemaVersion"] as? NSNumber)?.intValue == 6)
    let views = try #require(o["views"] as? [[String: Any]])
    #expect(views.count == 1 && views[0]["name"] as? String == "badge")
    let findings = try #require(views[0]["findings"] as? [[String: Any]])
    #expect(findings.count == 4)
    #expect(
      findings.allSatisfy {
        Set($0.keys) == ["kind", "element", "overlap", "reason", "mayBeIntended"]
      })
    #expect(
      (o["settings"] as? [String: Any])?["views"] as? String == Self.example("badge-at-the-origin"))
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
        "{\"views\": [{\"name\": \"wide\", \"left\": {\"to\": \"superview\", \"constant\": 200}, \"right\": {\"to\": \"superview\", \"constant\": 200}, \"top\": {\"to\": \"superview\"}, \"height\": 1}]}",
      arguments: ["check"],
      message: "safearea: views.json:1:12: views[0] (wide): its width comes out negative"),
  ]

  /// A bad file is one line naming the file, line:column, the view and the problem; exit 2 and
  /// nothing on stdout.
  @Test(arguments: badFiles) func badFilesExitTwo(_ bad: BadFile) throws {
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

  @Test func checkArgumentErrors() throws {
    let noViews = try Binary.run(["check"])
    #expect(noViews.status == 2)
    #expect(
      noViews.stderr == "safearea: check needs --views FILE: the views to lay out on every phone\n")
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
