import PhoneLayout
import PhoneTUI

/// One command-line option: its name, what it takes, where it applies, and what it does.
///
/// The parser, `--help`, the manual and the completions all read `OptionTable.all`, so they cannot
/// drift apart. A flag's row also makes its opposite (`--keyboard` and `--no-keyboard`).
struct OptionSpec: Sendable {
  enum Argument: Sendable {
    case none
    case required(String)
    /// `--hotspot [N]`: a value only when the next word is a number, or after `=`.
    case optionalNumber(String)
  }

  /// What a value can be, for shell completions and the manual.
  enum Values: Sendable, Equatable {
    /// The words `a|b|c` in the placeholder; nothing to offer for a free value; a file for
    /// `FILE`.
    case fromPlaceholder
    case words([String])
    /// A device id of the built-in catalog.
    case deviceIDs
    /// An iOS version that exists, and these words.
    case iosVersions(also: [String])
  }

  typealias Apply = @Sendable (inout Invocation, CommandLineWord?) throws(UsageError) -> Void
  /// The words for the setting as `diff`'s settings line shows it (`nav large`), read from the
  /// side's invocation and its settings; nil says nothing.
  typealias Summary = @Sendable (Invocation, Settings) -> String?

  let name: String
  let argument: Argument
  /// The commands that accept it; empty means the layout commands (preview, json, show).
  let commands: CommandSet
  let help: String
  let values: Values
  /// A flag's other form and what it does: `--no-keyboard` for `--keyboard`, `--mouse` for
  /// `--no-mouse`.
  ///
  /// Either form may be given again: the last one given wins.
  let opposite: (name: String, apply: @Sendable (inout Invocation) -> Void)?
  /// The option whose setting this one gives too (`--landscape` is `--orientation
  /// landscape-left`), for the rule that a setting is given once.
  let sameAs: String?
  /// The commands where giving it again adds to a list (`check --device A --device B`).
  let listFor: CommandSet
  let apply: Apply
  let summary: Summary?

  init(
    name: String, argument: Argument, commands: CommandSet, help: String,
    values: Values = .fromPlaceholder,
    opposite: (name: String, apply: @Sendable (inout Invocation) -> Void)? = nil,
    sameAs: String? = nil, listFor: CommandSet = [], summary: Summary? = nil,
    apply: @escaping Apply
  ) {
    self.name = name
    self.argument = argument
    self.commands = commands
    self.help = help
    self.values = values
    self.opposite = opposite
    self.sameAs = sameAs
    self.listFor = listFor
    self.summary = summary
    self.apply = apply
  }

  /// A flag: `name` sets `flag` to `value`, its opposite (`--no-` added or taken off) to the
  /// other; the settings line names it when it is `value`.
  ///
  /// `flag` is an autoclosure so that its key path is made when the flag is used, not for every
  /// flag at start-up (each key path the runtime makes cost some 10 K instructions: 21 of them
  /// were 4 % of the previewer's start-up).
  static func flag(
    _ name: String,
    _ flag: @autoclosure @escaping @Sendable () -> WritableKeyPath<Invocation, Bool>,
    _ value: Bool = true, commands: CommandSet = [], help: String
  ) -> OptionSpec {
    let bare = String(name.dropFirst(2))
    let opposite = bare.hasPrefix("no-") ? "--" + String(bare.dropFirst(3)) : "--no-" + bare
    // The settings line's words are spelled when it is printed, not for every flag at start-up.
    return OptionSpec(
      name: name, argument: .none, commands: commands, help: help,
      opposite: (opposite, { (inv: inout Invocation) in inv[keyPath: flag()] = !value }),
      summary: { invocation, _ in
        invocation[keyPath: flag()] == value ? bare.replacingAll("-", with: " ") : nil
      }
    ) { (inv: inout Invocation, _: CommandLineWord?) throws(UsageError) in
      inv[keyPath: flag()] = value
    }
  }

  /// The setting this option gives, for the rule that a setting is given once a side.
  var slot: String { sameAs ?? name }

  /// Whether the option may be given again on one side: a flag (the last one counts), or a list.
  func repeats(in command: Invocation.Command) -> Bool {
    opposite != nil || listFor.contains(command)
  }

  /// The commands that accept it, the layout commands spelled out.
  var acceptedBy: CommandSet {
    commands.isEmpty ? OptionTable.layoutCommands : commands
  }

  /// Both forms' names, as `--help` and the manual list them.
  var names: [String] { [name] + (opposite.map { [$0.name] } ?? []) }
}

enum OptionTable {
  static let layoutCommands: CommandSet = [
    .preview, .json, .show, .check, .diff, .explain, .table, .history,
  ]

  static let all: [OptionSpec] = [
    OptionSpec(
      name: "--device", argument: .required("ID"), commands: [],
      help:
        "device id or name, ignoring case, spaces and hyphens (default iphone-x; check: several)",
      values: .deviceIDs, listFor: [.check]
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.deviceKey = value
      if let value { inv.deviceKeys.append(value) }
    },
    OptionSpec(
      name: "--ios", argument: .required("N"),
      commands: OptionTable.layoutCommands.subtracting([.history]),
      help:
        "iOS version the device ran: a major (its newest release) or a release such as 26.2 "
        + "(default: its newest; check: newest or all)",
      values: .iosVersions(also: ["newest", "all"])
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      switch value {
      case "newest": inv.ios = .newest
      case "all": inv.ios = .all
      default:
        guard let text = value, let version = IOSVersion(parsing: text), version.major > 0 else {
          throw UsageError(
            "--ios: '\(Text.shown(value ?? ""))' is not an iOS version (a major such as 26, or a "
              + "release such as 26.2)")
        }
        inv.ios = .version(version)
      }
    },
    OptionSpec(
      name: "--orientation", argument: .required("O"), commands: [],
      help: "portrait, landscape-left (notch on the right) or landscape-right (check: all)",
      values: .words(["portrait", "landscape-left", "landscape-right", "landscape", "all"]),
      summary: { _, s in s.orientation.rawValue }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      if value == "all" {
        inv.allOrientations = true
        return
      }
      inv.orientation = try choice(
        "--orientation", value,
        [
          "portrait": .portrait, "landscape-left": .landscapeLeft,
          "landscape-right": .landscapeRight, "landscape": .landscapeLeft,
        ])
    },
    // A value of --orientation, not a flag: no single orientation is "not landscape".
    OptionSpec(
      name: "--landscape", argument: .none, commands: [],
      help: "same as --orientation landscape-left", sameAs: "--orientation"
    ) { (inv: inout Invocation, _: CommandLineWord?) throws(UsageError) in
      inv.orientation = .landscapeLeft
    },
    OptionSpec(
      name: "--hotspot", argument: .optionalNumber("N"), commands: [],
      help: "personal hotspot on with N connections (default 1; --no-hotspot or 0 is off)",
      opposite: ("--no-hotspot", { (inv: inout Invocation) in inv.hotspotConnections = 0 }),
      summary: { _, s in "hotspot \(s.hotspotConnections)" }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      guard let value else {
        inv.hotspotConnections = 1
        return
      }
      guard let n = StrictNumber.whole(value), (0...99).contains(n) else {
        throw UsageError(
          "--hotspot: '\(Text.shown(value))' is not a number of connections from 0 to 99")
      }
      inv.hotspotConnections = n
    },
    .flag(
      "--fullscreen", \.fullScreen, help: "the seed's setFullScreen: status bar and bars hidden"),
    .flag(
      "--hide-status-bar", \.hideStatusBar,
      help: "the top view controller's prefersStatusBarHidden = YES"),
    OptionSpec(
      name: "--nav", argument: .required("none|standard|large"), commands: [],
      help: "navigation bar (default standard; large title from iOS 11)",
      summary: { _, s in "nav \(s.navigationBar.rawValue)" }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.navigationBar = try choice(
        "--nav", value, ["none": NavigationBarMode.none, "standard": .standard, "large": .large])
    },
    OptionSpec(
      name: "--bottom", argument: .required("none|toolbar|tabbar"), commands: [],
      help: "bottom bar (default toolbar)", summary: { _, s in "bottom \(s.bottomBar.rawValue)" }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.bottomBar = try choice(
        "--bottom", value, ["none": BottomBar.none, "toolbar": .toolbar, "tabbar": .tabBar])
    },
    OptionSpec(
      name: "--edges", argument: .required("all|none"), commands: [],
      help: "edgesForExtendedLayout (default all; iOS 7+)",
      summary: { _, s in "edges \(s.edges.rawValue)" }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.edges = try choice(
        "--edges", value, ["all": ExtendedEdges.all, "none": ExtendedEdges.none])
    },
    .flag("--opaque-bars", \.opaqueBars, help: "bars not translucent"),
    .flag("--extend-opaque", \.extendOpaque, help: "extendedLayoutIncludesOpaqueBars = YES"),
    OptionSpec(
      name: "--additional-insets", argument: .required("T,L,B,R"), commands: [],
      help: "additionalSafeAreaInsets in points (iOS 11+)",
      summary: { _, s in
        let a = s.additionalInsets
        let numbers = [a.top, a.left, a.bottom, a.right].map(ScreenLayout.number)
        return "additional insets " + numbers.joined(separator: ",")
      }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      let parts = (value ?? "").split(separator: ",", omittingEmptySubsequences: false)
      let numbers = parts.compactMap { StrictNumber.decimal($0.trimmingSpaces) }.filter {
        $0.isFinite && $0 >= 0 && $0 <= 1000
      }
      guard parts.count == 4, numbers.count == 4 else {
        throw UsageError(
          "--additional-insets: '\(Text.shown(value ?? ""))' is not four numbers from 0 to 1000 as T,L,B,R"
        )
      }
      inv.additionalInsets = EdgeInsets(
        top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    },
    OptionSpec(
      name: "--vc-based", argument: .required("yes|no"), commands: [],
      help: "Info.plist UIViewControllerBasedStatusBarAppearance (default yes)",
      summary: { _, s in "vc-based \(s.viewControllerBasedAppearance ? "yes" : "no")" }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.viewControllerBased = try choice("--vc-based", value, ["yes": true, "no": false])
    },
    OptionSpec(
      name: "--style", argument: .required("default|light|dark"), commands: [],
      help: "the top view controller's preferredStatusBarStyle",
      summary: { _, s in "style \(s.preferredStyle.optionName)" }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.preferredStyle = try choice("--style", value, styles)
    },
    OptionSpec(
      name: "--app-style", argument: .required("default|light|dark"), commands: [],
      help: "UIApplication's statusBarStyle",
      summary: { _, s in "app style \(s.applicationStyle.optionName)" }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.applicationStyle = try choice("--app-style", value, styles)
    },
    .flag("--app-hidden", \.applicationHidden, help: "UIApplication's statusBarHidden = YES"),
    .flag(
      "--stock-containers", \.stockContainers,
      help: "stock UIKit containers, which do not forward status bar questions"),
    .flag(
      "--launch-screen", \.launchScreen,
      help: "the launch screen (Info.plist UIStatusBarHidden hides the status bar)"),
    .flag(
      "--design-compatibility", \.designCompatibility,
      help: "Info.plist UIDesignRequiresCompatibility = YES: iOS 26 keeps the iOS 18 bars"),
    OptionSpec(
      name: "--scroll-view", argument: .required("automatic|scrollableAxes|never|always"),
      commands: [],
      help: "a scroll view filling the view, with this contentInsetAdjustmentBehavior",
      summary: { _, s in s.scrollView.map { "scroll view \($0.rawValue)" } }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.scrollView = try choice(
        "--scroll-view", value,
        Dictionary(uniqueKeysWithValues: ContentInsetAdjustment.allCases.map { ($0.rawValue, $0) }))
    },
    OptionSpec(
      name: "--scroll-axes", argument: .required("vertical|horizontal|both"), commands: [],
      help: "the axes the scroll view scrolls along (default vertical: a table view)",
      summary: { _, s in "scroll axes \(s.scrollAxes.rawValue)" }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.scrollAxes = try choice(
        "--scroll-axes", value,
        Dictionary(uniqueKeysWithValues: ScrollAxes.allCases.map { ($0.rawValue, $0) }))
    },
    .flag(
      "--no-auto-adjust", \.noAutoAdjust,
      help: "automaticallyAdjustsScrollViewInsets = NO (iOS 7-10)"),
    .flag(
      "--table-cell", \.tableCell,
      help: "a table view cell and section header in the scroll view (a table view)"),
    .flag(
      "--no-inset-content-views", \.noInsetContentViews,
      help: "insetsContentViewsToSafeArea = NO (iOS 11+)"),
    .flag("--keyboard", \.keyboard, help: "the system keyboard is up"),
    OptionSpec(
      name: "--pose", argument: .required("P"), commands: [],
      help: "a foldable held folded (the cover display), open or half-open (the inner one)",
      values: .words(Pose.allCases.map(\.rawValue)),
      summary: { _, s in s.pose == .folded ? nil : s.pose.rawValue }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      inv.pose = try choice(
        "--pose", given?.text,
        Dictionary(uniqueKeysWithValues: Pose.allCases.map { ($0.rawValue, $0) }))
    },
    OptionSpec(
      name: "--window", argument: .required("WxH"), commands: [],
      help: "iOS 27's resizable window: W x H points from the display's top leading corner",
      summary: { _, s in s.window.map { "window \(ScreenLayout.text($0))" } }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text ?? ""
      let parts = value.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = StrictNumber.decimal(parts[0]),
        let height = StrictNumber.decimal(parts[1]), width >= 1, height >= 1, width <= 2000,
        height <= 2000
      else {
        throw UsageError("--window: '\(Text.shown(value))' is not WxH in points (each 1 to 2000)")
      }
      inv.window = Size(width: width, height: height)
    },
    OptionSpec(
      name: "--sdk", argument: .required("N"), commands: [],
      help: "the iOS SDK the app was built with (default: the newest for the iOS)",
      summary: { _, s in s.sdk.map { "SDK \($0)" } }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text ?? ""
      guard let n = StrictNumber.whole(value), IOSRelease.majors.contains(n) else {
        throw UsageError("--sdk: '\(Text.shown(value))' is not an iOS SDK (4 to 18, 26 or 27)")
      }
      inv.sdk = n
    },
    .flag(
      "--tab-bar-minimized", \.tabBarMinimized,
      help: "iOS 26's floating tab bar minimised on scroll (an estimate)"),
    OptionSpec(
      name: "--bottom-accessory", argument: .required("H"), commands: [],
      help: "a UITabAccessory H points high above iOS 26's tab bar",
      summary: { _, s in s.bottomAccessory.map { "accessory \(ScreenLayout.number($0))" } }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text ?? ""
      guard let h = StrictNumber.decimal(value), h >= 1, h <= 200 else {
        throw UsageError(
          "--bottom-accessory: '\(Text.shown(value))' is not a height (1 to 200 points)")
      }
      inv.bottomAccessory = h
    },
    .flag(
      "--pushed", \.pushed,
      help: "the content view controller was pushed (a bottom accessory's inset goes missing)"),
    OptionSpec(
      name: "--scroll-edge", argument: .required("E"), commands: [],
      help: "iOS 26's scroll edge effect: soft or hard (default soft; hard with the iOS 27 SDK)",
      values: .words(ScrollEdge.allCases.map(\.rawValue)),
      summary: { _, s in s.scrollEdge.map { "scroll edge \($0.rawValue)" } }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      inv.scrollEdge = try choice(
        "--scroll-edge", given?.text,
        Dictionary(uniqueKeysWithValues: ScrollEdge.allCases.map { ($0.rawValue, $0) }))
    },
    OptionSpec(
      name: "--devices", argument: .required("FILE"),
      commands: [.preview, .json, .show, .devices, .check, .diff, .explain, .table, .history],
      help: "also load this device catalog (same schema as 'devices --json')",
      summary: { inv, _ in inv.devicesFile.map { "devices \($0.shown(limit: Text.longestShown))" } }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      inv.devicesFile = given?.path
    },
    OptionSpec(
      name: "--views", argument: .required("FILE"),
      commands: [.preview, .json, .show, .check, .diff],
      help: "your views (JSON, a .storyboard or a .xib), laid out and checked",
      summary: { inv, _ in inv.viewsFile.map { "views \($0.shown(limit: Text.longestShown))" } }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      inv.viewsFile = given?.path
    },
    OptionSpec(
      name: "--scene", argument: .required("ID"),
      commands: [.preview, .json, .show, .check, .diff],
      help:
        "the storyboard scene --views lays out (identifier, id, class; docs/interface-builder.md)",
      summary: { inv, _ in inv.scene.map { "scene \(Text.shown($0))" } }
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      inv.scene = given?.text
    },
    OptionSpec(
      name: "--color", argument: .required("auto|always|never"),
      commands: [.preview, .show, .tour],
      help: "colour (default auto; NO_COLOR turns it off)"
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.color = try choice("--color", value, ["auto": .auto, "always": .always, "never": .never])
    },
    OptionSpec(
      name: "--theme", argument: .required("auto|light|dark"), commands: [.preview, .show, .tour],
      help: "the terminal's background (default auto: asked, then COLORFGBG, then dark)"
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.theme = try choice("--theme", value, ["auto": .auto, "light": .light, "dark": .dark])
    },
    .flag(
      "--ascii", \.ascii, commands: [.preview, .show, .tour],
      help: "plain ASCII glyphs (automatic when the locale is not UTF-8)"),
    .flag(
      "--no-mouse", \.mouse, false, commands: [.preview, .tour], help: "do not turn the mouse on"),
    OptionSpec(
      name: "--record", argument: .required("FILE"), commands: [.preview, .tour],
      help: "write everything sent to the terminal to FILE as an asciicast v2 recording"
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      guard let path = given?.path, !path.bytes.isEmpty else {
        throw UsageError("--record needs a file name: --record FILE.cast")
      }
      inv.recordFile = path
    },
    .flag(
      "--overwrite", \.overwriteRecording, commands: [.preview, .tour],
      help: "let --record replace an existing file (never a file the session reads)"),
    OptionSpec(
      name: "--format", argument: .required("text|ansi|svg|html"), commands: [.show],
      help:
        "text (plain), ansi (colour), svg (a vector drawing) or html (drawing and numbers); "
        + "default: text, in colour on a terminal as --color says"
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      inv.format = try choice(
        "--format", value,
        Dictionary(uniqueKeysWithValues: Invocation.ShowFormat.allCases.map { ($0.rawValue, $0) }))
    },
    .flag(
      "--safe-area", \.safeArea, commands: [.preview, .show],
      help: "outline the safe area (the previewer's a key)"),
    OptionSpec(
      name: "--size", argument: .required("COLSxROWS"), commands: [.show],
      help: "frame size (default: the terminal's, else 100x40)"
    ) { (inv: inout Invocation, given: CommandLineWord?) throws(UsageError) in
      let value = given?.text
      let parts = (value ?? "").lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let columns = StrictNumber.whole(parts[0]),
        let rows = StrictNumber.whole(parts[1]),
        (1...1000).contains(columns), (1...1000).contains(rows)
      else {
        throw UsageError(
          "--size: '\(Text.shown(value ?? ""))' is not COLSxROWS with each from 1 to 1000")
      }
      inv.size = TerminalSize(columns: columns, rows: rows)
    },
    .flag(
      "--json", \.json, commands: [.devices, .check, .diff, .explain, .table, .history],
      help:
        "as JSON: the catalog (devices), failures (check), changes (diff), rows (table, history)"),
    .flag(
      "--csv", \.csv, commands: [.table, .history], help: "a header line, then one line per row"),
    .flag(
      "--list", \.list, commands: [.explain],
      help: "every field explain answers (no FIELD needed), one a line"),
  ]

  /// The row whose name, or whose opposite's, is `name`; and whether it is the opposite.
  static func spec(named name: String) -> (spec: OptionSpec, opposite: Bool)? {
    for spec in all {
      if spec.name == name { return (spec, false) }
      if spec.opposite?.name == name { return (spec, true) }
    }
    return nil
  }

  static let styles: [String: StatusBarStyle] = [
    "default": .default, "light": .lightContent, "dark": .darkContent,
  ]

  /// The value of `words` in `table`, or an error listing the choices.
  static func choice<T>(_ option: String, _ value: String?, _ table: [String: T]) throws(UsageError)
    -> T
  {
    // Case-insensitive on both sides: some words have capitals (`scrollableAxes`).
    if let value, let found = table.first(where: { $0.key.lowercased() == value.lowercased() }) {
      return found.value
    }
    let names = table.keys.sorted().joined(separator: ", ")
    throw UsageError("\(option): '\(Text.shown(value ?? ""))' is not one of: \(names)")
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return s
  }
}
