import PhoneLayout
import TestSupport
import Testing

@testable import SafeAreaCLI

@Suite struct ArgumentParserTests {
  @Test func noWordsStartsThePreviewerOnTheDefaults() throws {
    let invocation = try ArgumentParser.parse([])
    #expect(invocation.command == .preview)
    let (device, settings) = try invocation.settings(in: .builtIn)
    #expect(device.id == "iphone-x")
    #expect(settings.ios == IOSVersion(16))
    #expect(settings.orientation == .portrait)
    #expect(settings.hotspotConnections == 0)
    #expect(settings.navigationBar == .standard)
    #expect(settings.bottomBar == .toolbar)
    #expect(settings.edges == .all)
    #expect(!settings.opaqueBars)
    #expect(settings.viewControllerBasedAppearance)
    #expect(settings.containers == .forwarding)
  }

  @Test func hotspotTakesANumberOnlyWhenTheNextWordIsOne() throws {
    #expect(try ArgumentParser.parse(["json", "--hotspot"]).hotspotConnections == 1)
    #expect(try ArgumentParser.parse(["json", "--hotspot", "3"]).hotspotConnections == 3)
    #expect(try ArgumentParser.parse(["json", "--hotspot=0"]).hotspotConnections == 0)
    let then = try ArgumentParser.parse(["--hotspot", "json"])
    #expect(then.hotspotConnections == 1)
    #expect(then.command == .json)
    let followed = try ArgumentParser.parse(["json", "--hotspot", "--landscape"])
    #expect(followed.hotspotConnections == 1)
    #expect(followed.orientation == .landscapeLeft)
  }

  @Test func everyOptionSetsItsSetting() throws {
    let words = [
      "json", "--device", "iPhone 8", "--ios=12", "--orientation", "landscape-right",
      "--fullscreen",
      "--hide-status-bar", "--nav", "large", "--bottom", "tabbar", "--edges", "none",
      "--opaque-bars", "--extend-opaque", "--additional-insets", "1,2,3,4.5", "--vc-based", "no",
      "--style", "dark", "--app-style", "light", "--app-hidden", "--stock-containers",
      "--launch-screen",
    ]
    let (device, s) = try ArgumentParser.parse(words).settings(in: .builtIn)
    #expect(device.id == "iphone-8")
    #expect(s.ios == IOSVersion(12))
    #expect(s.orientation == .landscapeRight)
    #expect(s.fullScreen && s.prefersStatusBarHidden && s.opaqueBars && s.extendOpaque)
    #expect(s.navigationBar == .large && s.bottomBar == .tabBar && s.edges == .none)
    #expect(s.additionalInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5))
    #expect(!s.viewControllerBasedAppearance)
    #expect(s.preferredStyle == .darkContent && s.applicationStyle == .lightContent)
    #expect(s.applicationStatusBarHidden && s.containers == .stock && s.launchScreen)
  }

  @Test func enumValuesAreNotMistakenForNil() throws {
    // `.none` in a [String: T?] table would silently mean "not given".
    let (_, s) = try ArgumentParser.parse([
      "json", "--nav", "none", "--bottom", "none", "--edges", "none",
    ])
    .settings(in: .builtIn)
    #expect(s.navigationBar == .none)
    #expect(s.bottomBar == .none)
    #expect(s.edges == .none)
  }

  struct BadLine: Sendable, CustomTestStringConvertible {
    let words: [String]
    let message: String
    var testDescription: String { words.joined(separator: " ") }
  }

  static let badLines: [BadLine] = [
    BadLine(words: ["jsn"], message: "unknown command 'jsn'"),
    BadLine(words: ["json", "--frobnicate"], message: "unknown option '--frobnicate'"),
    BadLine(words: ["json", "--device"], message: "--device needs a value"),
    BadLine(
      words: ["json", "--ios", "seven"], message: "--ios: 'seven' is not an iOS version"),
    BadLine(
      words: ["json", "--nav", "huge"],
      message: "--nav: 'huge' is not one of: large, none, standard"),
    BadLine(words: ["json", "--hotspot=-1"], message: "--hotspot: '-1' is not a number"),
    BadLine(words: ["json", "--hotspot=lots"], message: "--hotspot: 'lots'"),
    BadLine(
      words: ["json", "--additional-insets", "1,2,3"], message: "--additional-insets: '1,2,3'"),
    BadLine(words: ["json", "--additional-insets", "1,2,3,-4"], message: "--additional-insets"),
    BadLine(words: ["json", "--size", "80x24"], message: "--size does not apply to 'json'"),
    BadLine(words: ["--json"], message: "--json does not apply to the previewer"),
    BadLine(words: ["show", "--size", "80"], message: "--size: '80' is not COLSxROWS"),
    BadLine(words: ["json", "--fullscreen=yes"], message: "--fullscreen takes no value"),
    BadLine(words: ["json", "extra"], message: "unexpected argument 'extra'"),
    BadLine(words: ["json", "--device", "x\u{1B}[2J"], message: "unknown device 'x?[2J'"),
  ]

  @Test(arguments: badLines) func badCommandLinesAreOneLineErrors(_ bad: BadLine) {
    do {
      let invocation = try ArgumentParser.parse(bad.words)
      _ = try invocation.settings(in: .builtIn)
      Issue.record("accepted \(bad.words)")
    } catch {
      #expect(error.message.contains(bad.message), "\(error.message)")
      #expect(!error.message.contains("\n"))
      #expect(!error.message.contains("\u{1B}"), "control characters are shown as ?")
    }
  }

  /// The nearest ids, all of them when they are equally near (one edit each).
  @Test func unknownDevicesGetTheNearestIds() {
    #expect(
      throws: UsageError(
        "unknown device 'iphone-xx'; did you mean iphone-x, iphone-xs or iphone-xr?")
    ) {
      _ = try ArgumentParser.parse(["json", "--device", "iphone-xx"]).settings(in: .builtIn)
    }
  }

  @Test func versionsAreCheckedAgainstTheDevice() {
    #expect(throws: UsageError("iPhone 4 never ran iOS 8; it ran iOS 4 to 7")) {
      _ = try ArgumentParser.parse(["json", "--device", "iphone-4", "--ios", "8"]).settings(
        in: .builtIn)
    }
    #expect(throws: UsageError("there is no iOS 21: versions are 4 to 18, then 26 and 27")) {
      _ = try ArgumentParser.parse(["json", "--ios", "21"]).settings(in: .builtIn)
    }
  }

  /// Every line of --help fits in 100 columns, and no option's values are cut.
  @Test func helpFitsAndCutsNothing() {
    let help = ArgumentParser.helpText()
    let long = help.split(separator: "\n").filter { $0.count > 100 }
    #expect(long.isEmpty, "\(long)")
    #expect(help.contains("--scroll-view automatic|scrollableAxes|never|always\n"))
    #expect(help.contains("--scroll-axes vertical|horizontal|both\n"))
  }

  @Test func helpListsEveryOption() {
    let help = ArgumentParser.helpText()
    for option in [
      "--device", "--ios", "--orientation", "--landscape", "--hotspot", "--fullscreen",
      "--hide-status-bar", "--nav", "--bottom", "--edges", "--opaque-bars", "--extend-opaque",
      "--additional-insets", "--vc-based", "--style", "--app-style", "--stock-containers",
      "--devices", "--color", "--ascii", "--no-mouse", "--size", "--json", "--version",
    ] {
      #expect(help.contains(option), "\(option) missing from --help")
    }
  }

  // MARK: - Lexing, flags and repeats

  /// Each flag's other form undoes it: the flag then its opposite is the same as neither, on
  /// every command that takes it, and the last of the two counts.
  @Test func everyFlagsOppositeUndoesIt() throws {
    var flags = 0
    for spec in OptionTable.all {
      guard let opposite = spec.opposite?.name else { continue }
      flags += 1
      for command in spec.acceptedBy {
        var words = command == .preview ? [] : [command.rawValue]
        if command == .check { words += ["--views", "v.json"] }
        if [.explain, .table, .history].contains(command) { words.append("contentRect.y") }
        if command == .history { words += ["--device", "iphone-x"] }
        let after = command == .diff ? ["--vs"] : []
        // What was given differs, and `--no-hotspot` says 0 where nothing said is 0 too.
        func asked(_ words: [String]) throws -> Invocation {
          var invocation = try ArgumentParser.parse(words)
          invocation.given = []
          invocation.hotspotConnections = invocation.hotspotConnections ?? 0
          if var right = invocation.right {
            right.given = []
            right.hotspotConnections = right.hotspotConnections ?? 0
            invocation.right = right
          }
          return invocation
        }
        let plain = try asked(words + after)
        let undone = try asked(words + [spec.name, opposite] + after)
        let done = try asked(words + [opposite, spec.name] + after)
        #expect(done != plain, "\(spec.name) changes nothing on \(command)")
        #expect(undone == plain, "\(spec.name) \(opposite) on \(command)")
      }
    }
    #expect(
      flags == 22,
      "21 flags (--list, --overwrite, --tab-bar-minimized, --pushed among them) and --hotspot")
  }

  @Test func theOppositesAreTheOnesAPersonExpects() throws {
    let names = OptionTable.all.compactMap { spec in spec.opposite.map { "\(spec.name) \($0.name)" }
    }
    for pair in [
      "--keyboard --no-keyboard", "--hotspot --no-hotspot", "--no-mouse --mouse",
      "--no-auto-adjust --auto-adjust", "--design-compatibility --no-design-compatibility",
      "--json --no-json",
    ] {
      #expect(names.contains(pair), "\(pair)")
    }
    // --landscape is a value of --orientation: no orientation is "not landscape".
    #expect(throws: UsageError("unknown option '--no-landscape' (see safearea --help)")) {
      try ArgumentParser.parse(["json", "--no-landscape"])
    }
    #expect(try ArgumentParser.parse(["--no-mouse"]).mouse == false)
    #expect(try ArgumentParser.parse(["--no-mouse", "--mouse"]).mouse)
    #expect(
      try ArgumentParser.parse(["json", "--hotspot", "3", "--no-hotspot"]).hotspotConnections == 0)
    #expect(
      try ArgumentParser.parse(["json", "--no-hotspot", "--hotspot"]).hotspotConnections == 1)
    #expect(
      try ArgumentParser.parse(["json", "--hotspot", "2", "--hotspot", "3"]).hotspotConnections == 3
    )
  }

  /// An option's value is the next word whatever it looks like; `--` ends the options.
  @Test func valuesAndOperandsAreToldApartBeforeTheyAreRead() throws {
    let file = try ArgumentParser.parse(["json", "--views", "--vs"])
    #expect(file.viewsFile == FilePath("--vs") && file.right == nil)
    let named = try ArgumentParser.parse(["check", "--views", "diff"])
    #expect(named.command == .check && named.viewsFile == FilePath("diff"))
    let field = try ArgumentParser.parse(["explain", "--", "--odd"])
    #expect(field.field == "--odd")
    let dash = try ArgumentParser.parse(["explain", "-"])
    #expect(dash.field == "-")
    #expect(throws: UsageError("unexpected argument '--vs'")) {
      try ArgumentParser.parse(["show", "--", "--vs"])
    }
    #expect(throws: UsageError("--vs takes no value")) {
      try ArgumentParser.parse(["show", "--vs=x"])
    }
    // Options before the command word still count.
    let before = try ArgumentParser.parse(["--landscape", "json"])
    #expect(before.command == .json && before.orientation == .landscapeLeft)
  }

  @Test func theSecondSideStartsFromTheFirst() throws {
    let both = try ArgumentParser.parse([
      "diff", "--device", "iphone-x", "--keyboard", "--vs", "--device", "iphone-8",
      "--no-keyboard",
    ])
    let right = try #require(both.right)
    #expect(both.deviceKeys == ["iphone-x"] && both.keyboard)
    #expect(right.deviceKeys == ["iphone-8"] && !right.keyboard)
    #expect(right.right == nil)
    #expect(
      throws: UsageError(
        "unexpected argument 'json' after --vs (the second side takes options only)")
    ) {
      try ArgumentParser.parse(["diff", "--vs", "json"])
    }
    #expect(
      throws: UsageError(
        "--size after --vs: the options after --vs describe the second phone; --size is for both "
          + "(give it before --vs)")
    ) {
      try ArgumentParser.parse(["show", "--vs", "--size", "80x24"])
    }
  }

  @Test func aRepeatedOptionSaysWhichAndWhere() {
    #expect(throws: UsageError("--device given twice (only check takes several)")) {
      try ArgumentParser.parse(["json", "--device", "a", "--device", "b"])
    }
    #expect(throws: UsageError("--ios given twice after --vs")) {
      try ArgumentParser.parse(["diff", "--vs", "--ios", "12", "--ios", "13"])
    }
    #expect(throws: UsageError("--orientation given twice (as --landscape and --orientation)")) {
      try ArgumentParser.parse(["json", "--landscape", "--orientation", "portrait"])
    }
    #expect(throws: Never.self) {
      _ = try ArgumentParser.parse(["check", "--views", "v", "--device", "a", "--device", "b"])
    }
  }

  /// A flag with `=` points to its other form.
  @Test func aFlagsValueIsRefusedWithItsOtherForm() {
    #expect(throws: UsageError("--keyboard takes no value (--no-keyboard turns it off)")) {
      try ArgumentParser.parse(["json", "--keyboard=no"])
    }
    #expect(throws: UsageError("--no-mouse takes no value (--mouse turns it on)")) {
      try ArgumentParser.parse(["--no-mouse=yes"])
    }
    #expect(throws: UsageError("--landscape takes no value")) {
      try ArgumentParser.parse(["json", "--landscape=yes"])
    }
  }

  /// A file's name keeps its bytes: 0xFF is no UTF-8, and stays 0xFF.
  @Test func aFileNameKeepsItsBytes() throws {
    let name: [UInt8] = [0x76, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E]
    let invocation = try ArgumentParser.parse(arguments: [
      Array("json".utf8), Array("--views".utf8), name,
    ])
    #expect(invocation.viewsFile?.bytes == name)
    #expect(invocation.viewsFile?.text == "v\u{FFFD}.json")
    #expect(invocation.viewsFile?.shown() == "v\\xFF.json")
    let attached = try ArgumentParser.parse(arguments: [
      Array("json".utf8), Array("--devices=".utf8) + name,
    ])
    #expect(attached.devicesFile?.bytes == name)
  }
}
