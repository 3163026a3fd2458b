import PhoneLayout
import SafeAreaCLI
import TestSupport
import Testing

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
      words: ["json", "--ios", "seven"], message: "--ios: 'seven' is not an iOS version number"),
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

  @Test func unknownDevicesGetTheClosestIds() {
    #expect(
      throws: UsageError(
        "unknown device 'iphone-xx'; closest: iphone-x, iphone-xs, iphone-xr (see 'safearea devices')"
      )
    ) {
      _ = try ArgumentParser.parse(["json", "--device", "iphone-xx"]).settings(in: .builtIn)
    }
  }

  @Test func versionsAreCheckedAgainstTheDevice() {
    #expect(throws: UsageError("iPhone 4 never ran iOS 8; it ran iOS 4 to 7")) {
      _ = try ArgumentParser.parse(["json", "--device", "iphone-4", "--ios", "8"]).settings(
        in: .builtIn)
    }
    #expect(throws: UsageError("there is no iOS 21: versions are 4 to 18, then 26")) {
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
}
