import Foundation
import PhoneLayout
import PhoneTUI
import Testing

@testable import SafeAreaCLI

/// The command layer in-process, with files served from memory.
///
/// Words in; stdout, stderr and the exit status out (or the previewer's request). No subprocess,
/// no terminal.
///
/// The figures asserted come from the reference (`ios-geometry.md`): the X's 44-pt status bar
/// and 44-pt navigation bar (§2, §4: "top inset to 88 points"), the 20-pt status bar doubling to
/// 40 with the hotspot up to iOS 12 (§4), the 12 mini's status bar at 44 on iOS 14 and 50 from
/// iOS 15 (§7, row 9), the iOS versions each phone ran (§0, Apple's release history).
@Suite struct CommandRunnerTests {
  /// What a command gave back.
  struct Ran {
    var stdout = ""
    var stderr = ""
    var status: Int32 = 0
    /// The previewer's request, when the command starts it.
    var preview: PreviewRequest?
  }

  /// Runs `words` with `files` as the only files there are (path → contents).
  static func run(_ words: [String], files: [String: String] = [:]) -> Ran {
    let environment = Environment(
      stdoutTerminalSize: nil, noColor: false, utf8: true, colorFGBG: nil,
      readFile: { (path: FilePath) throws(FileReader.Failure) -> [UInt8] in
        guard let text = files[path.text] else { throw FileReader.Failure(reason: "no such file") }
        return Array(text.utf8)
      })
    switch CommandRunner.run(words, environment: environment) {
    case .finished(let stdout, let stderr, let status):
      return Ran(stdout: stdout, stderr: stderr, status: status)
    case .preview(let request):
      return Ran(preview: request)
    }
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// `json`'s value at a dotted path (`statusBar.height`).
  static func value(_ text: String, _ path: String) throws -> Any? {
    var current: Any? = try object(text)
    for key in path.split(separator: ".") { current = (current as? [String: Any])?[String(key)] }
    return current
  }

  static func number(_ text: String, _ path: String) throws -> Double? {
    (try value(text, path) as? NSNumber)?.doubleValue
  }

  /// A view under the X's status bar, and one well inside every phone's safe area.
  static let views: [String: String] = [
    "under.json":
      #"{"views": [{"name": "badge", "frame": {"x": 0, "y": 0, "width": 60, "height": 30}}]}"#,
    "inside.json":
      #"{"views": [{"name": "card", "frame": {"x": 60, "y": 100, "width": 100, "height": 100}}]}"#,
  ]

  /// A one-line error and status 2.
  static func expectUsageError(
    _ ran: Ran, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(ran.status == 2, "\(ran)", sourceLocation: sourceLocation)
    #expect(ran.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(
      ran.stderr.hasPrefix("safearea: ") && ran.stderr.contains(message),
      "\(ran.stderr)", sourceLocation: sourceLocation)
    #expect(
      ran.stderr.split(separator: "\n").count == 1, "\(ran.stderr)",
      sourceLocation: sourceLocation)
  }

  // MARK: - Each command's happy path

  @Test func helpAndVersion() {
    let help = Self.run(["--help"])
    #expect(help.status == 0 && help.stdout.contains("usage:") && help.stderr.isEmpty)
    #expect(Self.run(["help"]).stdout == help.stdout)
    #expect(Self.run(["json", "-h"]).stdout == help.stdout)
    let version = Self.run(["--version"])
    #expect(version.stdout == "safearea \(Version.string)\n" && version.status == 0)
  }

  @Test func jsonReportsTheLayout() throws {
    let ran = Self.run(["json", "--device", "iphone-x", "--ios", "16"])
    #expect(ran.status == 0 && ran.stderr.isEmpty)
    #expect(try Self.number(ran.stdout, "statusBar.height") == 44)
    #expect(try Self.number(ran.stdout, "contentRect.y") == 88)
    #expect(try Self.value(ran.stdout, "settings.device") as? String == "iphone-x")
  }

  @Test func showDrawsTheFrameAtTheSizeAsked() {
    let ran = Self.run(["show", "--device", "iphone-x", "--ios", "16", "--size", "80x30"])
    #expect(ran.status == 0 && ran.stderr.isEmpty)
    let lines = ran.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 30, "\(lines.count) lines")
    #expect(ran.stdout.contains("iPhone X"))
    #expect(!ran.stdout.contains("\u{1B}"), "not a terminal: no colour")
  }

  @Test func devicesListsTheCatalog() {
    let ran = Self.run(["devices"])
    #expect(ran.status == 0)
    #expect(ran.stdout.hasPrefix("ID"))
    #expect(ran.stdout.split(separator: "\n").contains { $0.hasPrefix("iphone-17-pro ") })
    let json = Self.run(["devices", "--json"])
    #expect(json.status == 0 && json.stdout.contains("\"iphone-17-pro\""))
  }

  @Test func checkFindsAClippedViewAndPassesAGoodOne() {
    let clipped = Self.run(
      ["check", "--views", "under.json", "--device", "iphone-x", "--ios", "16"], files: Self.views)
    #expect(clipped.status == 1, "a clipped view is a finding: exit 1")
    #expect(
      clipped.stdout.hasPrefix("badge: findings on 3 of 3 layouts\n  status bar: "),
      "\(clipped.stdout)")
    let fine = Self.run(
      ["check", "--views", "inside.json", "--device", "iphone-x", "--ios", "16"], files: Self.views)
    #expect(fine.status == 0)
    #expect(fine.stdout.hasPrefix("card: passes\n"), "\(fine.stdout)")
  }

  /// §4: the hotspot doubles the 20-pt status bar before iOS 13.
  @Test func diffListsTheChanges() {
    let ran = Self.run(["diff", "--device", "iphone-4", "--ios", "7", "--vs", "--hotspot"])
    #expect(ran.status == 1, "differences: exit 1, like diff(1)")
    let lines = ran.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("statusBar.height: 20 → 40"))
    #expect(lines.contains("hotspotConnected: false → true"))
  }

  @Test func explainFollowsANumberToItsSources() {
    let ran = Self.run(["explain", "contentRect.y", "--device", "iphone-x", "--ios", "16"])
    #expect(ran.status == 0)
    #expect(ran.stdout.hasPrefix("contentRect.y = 88 = statusBar.height 44"), "\(ran.stdout)")
  }

  @Test func tableHasARowPerPhone() {
    let ran = Self.run(["table", "statusBar.height", "--ios", "14", "--csv"])
    #expect(ran.status == 0)
    let lines = ran.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "device,name,statusBar.height")
    #expect(lines.contains("iphone-x,iPhone X,44"))
    #expect(lines.contains("iphone-8,iPhone 8,20"))
    #expect(!lines.contains { $0.hasPrefix("iphone-4,") }, "the 4 never ran iOS 14")
  }

  @Test func historyHasARowPerIOS() {
    let ran = Self.run(["history", "statusBar.height", "--device", "iphone-12-mini", "--csv"])
    #expect(ran.status == 0)
    let lines = ran.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "ios,statusBar.height")
    #expect(lines.contains("14,44") && lines.contains("15,50"), "\(lines)")
  }

  @Test func tourListsAndStartsTours() throws {
    let list = Self.run(["tour"])
    #expect(list.status == 0)
    for tour in Tour.all { #expect(list.stdout.contains(tour.name)) }
    let start = Self.run(["tour", "hotspot", "--ascii"])
    let request = try #require(start.preview)
    #expect(request.tour?.name == "hotspot" && request.ascii)
  }

  @Test func completionsAndManpage() {
    let bash = Self.run(["completions", "bash"])
    #expect(bash.status == 0 && bash.stdout.contains("complete -F _safearea safearea"))
    let man = Self.run(["manpage"])
    #expect(man.status == 0 && man.stdout.contains(".TH SAFEAREA 1"))
  }

  @Test func noCommandStartsThePreviewer() throws {
    let ran = Self.run(["--device", "iphone-8", "--ios", "12", "--hotspot"])
    let request = try #require(ran.preview)
    #expect(request.settings.deviceID == "iphone-8")
    #expect(request.settings.ios == IOSVersion(12))
    #expect(request.settings.hotspotConnections == 1)
    #expect(request.secondSettings == nil)
    let split = try #require(Self.run(["--device", "iphone-8", "--vs", "--ios", "16"]).preview)
    #expect(split.secondSettings?.deviceID == "iphone-8")
    #expect(split.secondSettings?.ios == IOSVersion(16))
  }

  // MARK: - Usage errors

  struct Bad: Sendable, CustomTestStringConvertible {
    let words: [String]
    let message: String
    var testDescription: String { words.joined(separator: " ") }
  }

  static let usageErrors: [Bad] = [
    Bad(words: ["jsn"], message: "unknown command 'jsn'"),
    Bad(words: ["json", "--frobnicate"], message: "unknown option '--frobnicate'"),
    Bad(words: ["json", "--nav", "huge"], message: "--nav: 'huge' is not one of"),
    Bad(words: ["json", "--size", "80x24"], message: "--size does not apply to 'json'"),
    Bad(words: ["json", "--views", "missing.json"], message: "missing.json: no such file"),
    Bad(words: ["show", "--size", "10x5"], message: "too small to draw a phone in"),
    Bad(words: ["devices", "--landscape"], message: "--landscape does not apply to 'devices'"),
    Bad(words: ["check"], message: "check needs --views FILE"),
    Bad(words: ["diff", "--device", "iphone-x"], message: "diff needs two sides"),
    Bad(
      words: ["json", "--vs", "--ios", "12"], message: "--vs is for diff, show and the previewer"),
    Bad(words: ["diff", "--vs", "--vs"], message: "--vs is given twice"),
    Bad(words: ["explain"], message: "explain needs a field"),
    Bad(words: ["explain", "nonsense.field"], message: "no field 'nonsense.field'"),
    Bad(
      words: ["table", "statusBar.height", "--device", "iphone-x"], message: "leave --device out"),
    Bad(words: ["history", "statusBar.height"], message: "history needs --device ID"),
    Bad(words: ["tour", "nowhere"], message: "unknown tour 'nowhere'"),
    Bad(words: ["completions", "tcsh"], message: "'tcsh' is not a shell I know"),
    Bad(words: ["json", "--device", "galaxy-s24"], message: "unknown device 'galaxy-s24'"),
  ]

  @Test(arguments: usageErrors) func usageErrorsAreOneLineAndStatusTwo(_ bad: Bad) {
    Self.expectUsageError(Self.run(bad.words), bad.message)
  }

  // MARK: - Item 1: lex first, then interpret; `--` ends the options

  /// A file named `diff` (or `--vs`) is a file, not a command or a separator.
  @Test func wordsAreReadInTheirPlaceNotScannedFor() {
    var files = Self.views
    files["diff"] = files["inside.json"]
    files["--vs"] = files["inside.json"]
    let named = Self.run(
      ["check", "--views", "diff", "--device", "iphone-x", "--ios", "16"], files: files)
    #expect(named.status == 0 && named.stdout.hasPrefix("card: passes"), "\(named.stderr)")
    let separator = Self.run(
      ["check", "--device", "iphone-x", "--ios", "16", "--views", "--vs"], files: files)
    #expect(separator.status == 0, "\(separator.stderr)")
    let attached = Self.run(["json", "--views=--vs"], files: files)
    #expect(attached.status == 0, "\(attached.stderr)")
    // A field named like a command is the field.
    Self.expectUsageError(Self.run(["explain", "diff"]), "no field 'diff'")
  }

  @Test func doubleDashEndsTheOptions() throws {
    let field = Self.run(["explain", "--device", "iphone-x", "--ios", "16", "--", "contentRect.y"])
    #expect(field.status == 0 && field.stdout.hasPrefix("contentRect.y = 88"), "\(field.stderr)")
    Self.expectUsageError(Self.run(["json", "--", "--device"]), "unexpected argument '--device'")
    Self.expectUsageError(Self.run(["tour", "--", "--vs"]), "unknown tour '--vs'")
    // After `--`, `--vs` is an operand, not the second side.
    Self.expectUsageError(
      Self.run(["diff", "--device", "iphone-x", "--", "--vs"]), "unexpected argument '--vs'")
  }

  // MARK: - Item 2: device look-ups

  @Test(arguments: ["iphone17pro", "iPhone17Pro", "17pro", "iPhone 17 Pro", "IPHONE-17-PRO"])
  func devicesAreFoundIgnoringCaseSpacesAndHyphens(_ key: String) throws {
    let ran = Self.run(["json", "--device", key])
    #expect(ran.status == 0, "\(ran.stderr)")
    #expect(ran.stderr.isEmpty)
    #expect(try Self.value(ran.stdout, "settings.device") as? String == "iphone-17-pro")
  }

  @Test func aNearMissSuggestsTheNearestInOneShortLine() {
    let ran = Self.run(["json", "--device", "iphone17prm"])
    #expect(
      ran.stderr == "safearea: unknown device 'iphone17prm'; did you mean iphone-17-pro-max?\n")
    #expect(ran.status == 2)
    let typo = Self.run(["json", "--device", "iphone-17-pro-maxx"])
    #expect(
      typo.stderr
        == "safearea: unknown device 'iphone-17-pro-maxx'; did you mean iphone-17-pro-max?\n")
    let nothing = Self.run(["json", "--device", "galaxy-s24"])
    #expect(nothing.stderr == "safearea: unknown device 'galaxy-s24' (see 'safearea devices')\n")
  }

  /// Three phones are called iPhone SE; the id `iphone-se` names the first, and says so.
  @Test func anAmbiguousNameTakesTheIdAndSaysWhatElseItCouldMean() throws {
    for key in ["iphone-se", "iPhone SE"] {
      let ran = Self.run(["json", "--device", key])
      #expect(ran.status == 0)
      #expect(try Self.value(ran.stdout, "settings.device") as? String == "iphone-se")
      #expect(
        ran.stderr
          == "safearea: note: '\(key)' is iphone-se (iPhone SE); the name also fits iphone-se-2 "
          + "and iphone-se-3\n", "\(ran.stderr)")
    }
    let exact = Self.run(["json", "--device", "iphone-se-3"])
    #expect(exact.status == 0 && exact.stderr.isEmpty)
    // The previewer cannot print while its screen is up: the note waits in the request.
    let request = try #require(Self.run(["--device", "iphone-se"]).preview)
    #expect(request.notes.count == 1 && request.notes[0].contains("iphone-se-2"))
  }

  // MARK: - Item 3: every flag has a --no- form

  @Test func theLastFormOfAFlagWins() throws {
    let off = Self.run(["json", "--keyboard", "--no-keyboard"])
    #expect(off.status == 0)
    #expect(try Self.value(off.stdout, "settings.keyboard") as? Bool == false)
    let on = Self.run(["json", "--no-keyboard", "--keyboard"])
    #expect(try Self.value(on.stdout, "settings.keyboard") as? Bool == true)
    let hotspot = Self.run(["json", "--device", "iphone-8", "--hotspot", "2", "--no-hotspot"])
    #expect(try Self.number(hotspot.stdout, "settings.hotspot") == 0)
    let request = try #require(Self.run(["--no-mouse", "--mouse"]).preview)
    #expect(request.mouse)
    #expect(try #require(Self.run(["--no-mouse"]).preview).mouse == false)
  }

  @Test func aFlagGivenAValueIsPointedToItsNoForm() {
    Self.expectUsageError(
      Self.run(["json", "--keyboard=no"]),
      "--keyboard takes no value (--no-keyboard turns it off)")
    Self.expectUsageError(
      Self.run(["json", "--no-keyboard=yes"]),
      "--no-keyboard takes no value (--keyboard turns it on)")
    Self.expectUsageError(
      Self.run(["json", "--no-device", "x"]), "unknown option '--no-device'")
  }

  // MARK: - Item 4: diff says what each side is

  @Test func diffSaysWhichSettingsEachSideHas() {
    let ran = Self.run([
      "diff", "--device", "iphone-17-pro", "--ios", "26", "--design-compatibility", "--vs",
      "--no-design-compatibility",
    ])
    let lines = ran.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "left:  iPhone 17 Pro · iOS 26 · design compatibility", "\(lines)")
    #expect(lines.dropFirst().first == "right: iPhone 17 Pro · iOS 26")
    #expect(ran.status == 1, "iOS 26's bars against the iOS 18 ones")
  }

  /// A point release is a setting of its own (§9: the keyboard on 26.0 and 26.2), so each side's
  /// line names it; both used to read "iOS 26".
  @Test func diffNamesEachSidesPointRelease() {
    let ran = Self.run([
      "diff", "--device", "iphone-17", "--ios", "26.0", "--keyboard", "--vs", "--ios", "26.2",
    ])
    let lines = ran.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "left:  iPhone 17 · iOS 26.0 · keyboard", "\(lines)")
    #expect(lines.dropFirst().first == "right: iPhone 17 · iOS 26.2 · keyboard")
    #expect(lines.contains("keyboard.frame.height: 343 → 335"))
    #expect(ran.status == 1)
  }

  /// The issue's command: the right side repeats the left's flag, so nothing is compared, and
  /// that is said.
  @Test func aNoOpVsIsVisible() {
    // iOS 26, where the switch applies (iOS 27's SDK ignores it); the right side repeats it.
    let ran = Self.run([
      "diff", "--device", "iphone-17-pro", "--ios", "26", "--design-compatibility", "--vs",
      "--ios", "26",
    ])
    #expect(ran.status == 0)
    #expect(
      ran.stdout
        == "both sides are the same settings (iPhone 17 Pro · iOS 26 · design compatibility); "
        + "nothing to compare\n", "\(ran.stdout)")
    let same = Self.run(["diff", "--device", "iphone-x", "--vs", "--device", "iPhone X"])
    #expect(same.status == 0 && same.stdout.hasPrefix("both sides are the same settings"))
  }

  // MARK: - Item 5: a phone that ran one iOS

  @Test func aPhoneThatRanOneIOSSaysOnly() {
    Self.expectUsageError(
      Self.run(["json", "--device", "iphone-18-pro", "--ios", "26"]),
      "iPhone 18 Pro never ran iOS 26; it ran only iOS 27")
    // iOS 27 kept every phone iOS 26 ran on (appledb's 27.0 device map).
    Self.expectUsageError(
      Self.run(["json", "--device", "iphone-11", "--ios", "12"]),
      "iPhone 11 never ran iOS 12; it ran iOS 13 to 27")
    Self.expectUsageError(
      Self.run(
        ["check", "--views", "inside.json", "--device", "iphone-duo", "--ios", "26"],
        files: Self.views),
      "iPhone Duo never ran iOS 26; it ran only iOS 27")
    // A point release: one that never was names the nearest; one the phone never ran names
    // those it did (iOS 27.1 was the Duo's alone).
    Self.expectUsageError(
      Self.run(["json", "--device", "iphone-x", "--ios", "16.99"]),
      "there was no iOS 16.99; the nearest release is 16.7")
    Self.expectUsageError(
      Self.run(["json", "--device", "iphone-17", "--ios", "27.1"]),
      "iPhone 17 never ran iOS 27.1; of iOS 27 it ran 27.0, 27.0.1")
  }

  // MARK: - Item 6: one rule for a repeated option, and --devices after --vs

  /// A catalog with one phone of its own, the X's numbers under another id.
  static let catalog: [String: String] = {
    let x = DeviceCatalog(devices: [DeviceCatalog.builtIn.device(matching: "iphone-x")!])
    let text = x.encoded()
      .replacingOccurrences(of: "\"iphone-x\"", with: "\"proto\"")
      .replacingOccurrences(of: "\"iPhone X\"", with: "\"Prototype\"")
    return ["proto.json": text]
  }()

  @Test func devicesAfterVsIsRefusedWhereOneCatalogIsShown() {
    let diff = Self.run(
      ["diff", "--device", "iphone-x", "--vs", "--devices", "proto.json", "--device", "proto"],
      files: Self.catalog)
    #expect(diff.status == 0 || diff.status == 1, "\(diff.stderr)")
    for command in [["show"], []] {
      Self.expectUsageError(
        Self.run(
          command + [
            "--device", "iphone-x", "--vs", "--devices", "proto.json", "--device", "proto",
          ],
          files: Self.catalog),
        "--devices after --vs is for diff")
    }
    // Before --vs, both phones come from it.
    let both = Self.run(
      ["show", "--devices", "proto.json", "--device", "iphone-x", "--vs", "--device", "proto"],
      files: Self.catalog)
    #expect(both.status == 0, "\(both.stderr)")
  }

  /// Every command, the same words: a value option given twice on one side is refused; check's
  /// --device is a list.
  @Test(arguments: [
    ["json", "--device", "iphone-x", "--device", "iphone-8"],
    ["show", "--device", "iphone-x", "--device", "iphone-8"],
    ["--device", "iphone-x", "--device", "iphone-8"],
    ["explain", "contentRect.y", "--device", "iphone-x", "--device", "iphone-8"],
    ["history", "contentRect.y", "--device", "iphone-x", "--device", "iphone-8"],
    ["diff", "--device", "iphone-x", "--device", "iphone-8", "--vs", "--ios", "12"],
    ["diff", "--device", "iphone-x", "--vs", "--device", "iphone-8", "--device", "iphone-4"],
    ["show", "--vs", "--device", "iphone-8", "--device", "iphone-4"],
  ])
  func aRepeatedDeviceIsRefusedEverywhere(_ words: [String]) {
    Self.expectUsageError(Self.run(words), "--device given twice")
  }

  @Test(arguments: [
    ["json", "--ios", "16", "--ios", "15"],
    ["table", "statusBar.height", "--ios", "16", "--ios", "15"],
    ["check", "--views", "inside.json", "--ios", "16", "--ios", "15"],
    ["devices", "--devices", "proto.json", "--devices", "proto.json"],
    ["tour", "hotspot", "--color", "always", "--color", "never"],
    ["json", "--nav", "large", "--nav", "none"],
    ["json", "--landscape", "--orientation", "portrait"],
  ])
  func anyRepeatedValueOptionIsRefused(_ words: [String]) {
    var files = Self.views
    files.merge(Self.catalog) { a, _ in a }
    let ran = Self.run(words, files: files)
    #expect(ran.status == 2 && ran.stderr.contains(" given twice"), "\(ran.stderr)")
  }

  @Test func checkTakesSeveralDevices() {
    let ran = Self.run(
      ["check", "--views", "inside.json", "--device", "iphone-x", "--device", "iphone-8"],
      files: Self.views)
    #expect(ran.status == 0, "\(ran.stderr)")
    #expect(ran.stdout.contains("(2 phones)"), "\(ran.stdout)")
  }

  // MARK: - Item 7: a file's name is its bytes

  /// The bytes reach the reader as given; a message shows the byte as `\xFF`.
  @Test func aFileNameThatIsNotUTF8ReachesTheReaderAsGiven() {
    let name: [UInt8] = Array("v".utf8) + [0xFF] + Array(".json".utf8)
    let environment = Environment(
      readFile: { (path: FilePath) throws(FileReader.Failure) -> [UInt8] in
        guard path.bytes == name else { throw FileReader.Failure(reason: "no such file") }
        return Array(Self.views["inside.json"]!.utf8)
      })
    let words = ["check", "--device", "iphone-x", "--views"].map { Array($0.utf8) }
    guard
      case .finished(let stdout, _, let status) = CommandRunner.run(
        arguments: words + [name], environment: environment)
    else {
      Issue.record("check started the previewer")
      return
    }
    #expect(status == 0 && stdout.hasPrefix("card: passes"), "\(stdout)")
    let other = words + [Array("w".utf8) + [0xFF]]
    guard
      case .finished(_, let stderr, let failed) = CommandRunner.run(
        arguments: other, environment: environment)
    else { return }
    #expect(failed == 2 && stderr == "safearea: w\\xFF: no such file\n", "\(stderr)")
  }

  // MARK: - Item 8: view names that print alike

  @Test func aViewNameThatCannotBePrintedIsRefused() {
    let files = [
      "hidden.json":
        #"{"views": [{"name": "a", "frame": {"x": 0, "y": 100, "width": 10, "height": 10}}, {"name": "a\u200B", "frame": {"x": 0, "y": 100, "width": 10, "height": 10}}]}"#
    ]
    let ran = Self.run(["json", "--views", "hidden.json"], files: files)
    Self.expectUsageError(ran, "views[1].name: a view's name must be printable")
    #expect(ran.stderr.contains("U+200B"), "\(ran.stderr)")
  }

  // MARK: - Item 9: --help's exit status line

  @Test func helpSaysEveryExitStatus() {
    let help = Self.run(["--help"]).stdout
    #expect(
      help.contains(
        "Exit status: 0 ok, 1 findings (check) or differences (diff), 2 usage or input error"),
      "\(help.split(separator: "\n").suffix(4))")
  }
}
