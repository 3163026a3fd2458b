import PhoneLayout
import PhoneTUI

/// One command-line option: its name, what it takes, where it applies, and what it does.
///
/// The parser and `--help` both read `OptionTable.all`, so the two cannot drift apart.
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

  let name: String
  let argument: Argument
  /// The commands that accept it; empty means the layout commands (preview, json, show).
  let commands: Set<Invocation.Command>
  let help: String
  var values: Values = .fromPlaceholder
  let apply: @Sendable (inout Invocation, String?) throws(UsageError) -> Void

  /// The commands that accept it, the layout commands spelled out.
  var acceptedBy: Set<Invocation.Command> {
    commands.isEmpty ? OptionTable.layoutCommands : commands
  }
}

enum OptionTable {
  static let layoutCommands: Set<Invocation.Command> = [
    .preview, .json, .show, .check, .diff, .explain, .table, .history,
  ]

  static let all: [OptionSpec] = [
    OptionSpec(
      name: "--device", argument: .required("ID"), commands: [],
      help: "device id or exact name, case-insensitive (default iphone-x; check: several)",
      values: .deviceIDs
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.deviceKey = value
      if let value { inv.deviceKeys.append(value) }
    },
    OptionSpec(
      name: "--ios", argument: .required("N"),
      commands: OptionTable.layoutCommands.subtracting([.history]),
      help: "major iOS version the device ran (default: its newest; check: newest or all)",
      values: .iosVersions(also: ["newest", "all"])
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      switch value {
      case "newest": inv.ios = .newest
      case "all": inv.ios = .all
      default:
        guard let text = value, let n = StrictNumber.whole(text), n > 0 else {
          throw UsageError("--ios: '\(Text.shown(value ?? ""))' is not an iOS version number")
        }
        inv.ios = .version(n)
      }
    },
    OptionSpec(
      name: "--orientation", argument: .required("O"), commands: [],
      help: "portrait, landscape-left (notch on the right) or landscape-right (check: all)",
      values: .words(["portrait", "landscape-left", "landscape-right", "landscape", "all"])
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
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
    OptionSpec(
      name: "--landscape", argument: .none, commands: [],
      help: "same as --orientation landscape-left"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.orientation = .landscapeLeft
    },
    OptionSpec(
      name: "--hotspot", argument: .optionalNumber("N"), commands: [],
      help: "personal hotspot on with N connections (default 1; 0 is off)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
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
    OptionSpec(
      name: "--fullscreen", argument: .none, commands: [],
      help: "the seed's setFullScreen: status bar and bars hidden"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.fullScreen = true },
    OptionSpec(
      name: "--hide-status-bar", argument: .none, commands: [],
      help: "the top view controller's prefersStatusBarHidden = YES"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.hideStatusBar = true },
    OptionSpec(
      name: "--nav", argument: .required("none|standard|large"), commands: [],
      help: "navigation bar (default standard; large title from iOS 11)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.navigationBar = try choice(
        "--nav", value, ["none": NavigationBarMode.none, "standard": .standard, "large": .large])
    },
    OptionSpec(
      name: "--bottom", argument: .required("none|toolbar|tabbar"), commands: [],
      help: "bottom bar (default toolbar)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.bottomBar = try choice(
        "--bottom", value, ["none": BottomBar.none, "toolbar": .toolbar, "tabbar": .tabBar])
    },
    OptionSpec(
      name: "--edges", argument: .required("all|none"), commands: [],
      help: "edgesForExtendedLayout (default all; iOS 7+)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.edges = try choice(
        "--edges", value, ["all": ExtendedEdges.all, "none": ExtendedEdges.none])
    },
    OptionSpec(
      name: "--opaque-bars", argument: .none, commands: [], help: "bars not translucent"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.opaqueBars = true },
    OptionSpec(
      name: "--extend-opaque", argument: .none, commands: [],
      help: "extendedLayoutIncludesOpaqueBars = YES"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.extendOpaque = true },
    OptionSpec(
      name: "--additional-insets", argument: .required("T,L,B,R"), commands: [],
      help: "additionalSafeAreaInsets in points (iOS 11+)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
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
      help: "Info.plist UIViewControllerBasedStatusBarAppearance (default yes)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.viewControllerBased = try choice("--vc-based", value, ["yes": true, "no": false])
    },
    OptionSpec(
      name: "--style", argument: .required("default|light|dark"), commands: [],
      help: "the top view controller's preferredStatusBarStyle"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.preferredStyle = try choice("--style", value, styles)
    },
    OptionSpec(
      name: "--app-style", argument: .required("default|light|dark"), commands: [],
      help: "UIApplication's statusBarStyle"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.applicationStyle = try choice("--app-style", value, styles)
    },
    OptionSpec(
      name: "--app-hidden", argument: .none, commands: [],
      help: "UIApplication's statusBarHidden = YES"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.applicationHidden = true },
    OptionSpec(
      name: "--stock-containers", argument: .none, commands: [],
      help: "stock UIKit containers, which do not forward status bar questions"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.stockContainers = true },
    OptionSpec(
      name: "--launch-screen", argument: .none, commands: [],
      help: "the launch screen (Info.plist UIStatusBarHidden hides the status bar)"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.launchScreen = true },
    OptionSpec(
      name: "--design-compatibility", argument: .none, commands: [],
      help: "Info.plist UIDesignRequiresCompatibility = YES: iOS 26 keeps the iOS 18 bars"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.designCompatibility = true },
    OptionSpec(
      name: "--scroll-view", argument: .required("automatic|scrollableAxes|never|always"),
      commands: [],
      help: "a scroll view filling the view, with this contentInsetAdjustmentBehavior"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.scrollView = try choice(
        "--scroll-view", value,
        Dictionary(uniqueKeysWithValues: ContentInsetAdjustment.allCases.map { ($0.rawValue, $0) }))
    },
    OptionSpec(
      name: "--scroll-axes", argument: .required("vertical|horizontal|both"), commands: [],
      help: "the axes the scroll view scrolls along (default vertical: a table view)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.scrollAxes = try choice(
        "--scroll-axes", value,
        Dictionary(uniqueKeysWithValues: ScrollAxes.allCases.map { ($0.rawValue, $0) }))
    },
    OptionSpec(
      name: "--no-auto-adjust", argument: .none, commands: [],
      help: "automaticallyAdjustsScrollViewInsets = NO (iOS 7-10)"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.noAutoAdjust = true },
    OptionSpec(
      name: "--table-cell", argument: .none, commands: [],
      help: "a table view cell and section header in the scroll view (a table view)"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.tableCell = true },
    OptionSpec(
      name: "--no-inset-content-views", argument: .none, commands: [],
      help: "insetsContentViewsToSafeArea = NO (iOS 11+)"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.noInsetContentViews = true },
    OptionSpec(
      name: "--keyboard", argument: .none, commands: [],
      help: "the system keyboard is up"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.keyboard = true },
    OptionSpec(
      name: "--devices", argument: .required("FILE"),
      commands: [.preview, .json, .show, .devices, .check, .diff, .explain, .table, .history],
      help: "also load this device catalog (same schema as 'devices --json')"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in inv.devicesFile = value },
    OptionSpec(
      name: "--views", argument: .required("FILE"),
      commands: [.preview, .json, .show, .check, .diff],
      help: "your views, described in a JSON file (README: the views file), laid out and checked"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in inv.viewsFile = value },
    OptionSpec(
      name: "--color", argument: .required("auto|always|never"),
      commands: [.preview, .show, .tour],
      help: "colour (default auto; NO_COLOR turns it off)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.color = try choice("--color", value, ["auto": .auto, "always": .always, "never": .never])
    },
    OptionSpec(
      name: "--theme", argument: .required("auto|light|dark"), commands: [.preview, .show, .tour],
      help: "the terminal's background (default auto: asked, then COLORFGBG, then dark)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.theme = try choice("--theme", value, ["auto": .auto, "light": .light, "dark": .dark])
    },
    OptionSpec(
      name: "--ascii", argument: .none, commands: [.preview, .show, .tour],
      help: "plain ASCII glyphs (automatic when the locale is not UTF-8)"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.ascii = true },
    OptionSpec(
      name: "--no-mouse", argument: .none, commands: [.preview, .tour],
      help: "do not turn the mouse on"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.mouse = false },
    OptionSpec(
      name: "--record", argument: .required("FILE"), commands: [.preview, .tour],
      help: "write everything sent to the terminal to FILE as an asciicast v2 recording"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      guard let value, !value.isEmpty else {
        throw UsageError("--record needs a file name: --record FILE.cast")
      }
      inv.recordFile = value
    },
    OptionSpec(
      name: "--overwrite", argument: .none, commands: [.preview, .tour],
      help: "let --record replace an existing file (never a file the session reads)"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.overwriteRecording = true },
    OptionSpec(
      name: "--format", argument: .required("text|ansi|svg|html"), commands: [.show],
      help:
        "text (plain), ansi (colour), svg (a vector drawing) or html (drawing and numbers); "
        + "default: text, in colour on a terminal as --color says"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
      inv.format = try choice(
        "--format", value,
        Dictionary(uniqueKeysWithValues: Invocation.ShowFormat.allCases.map { ($0.rawValue, $0) }))
    },
    OptionSpec(
      name: "--safe-area", argument: .none, commands: [.preview, .show],
      help: "outline the safe area (the previewer's a key)"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.safeArea = true },
    OptionSpec(
      name: "--size", argument: .required("COLSxROWS"), commands: [.show],
      help: "frame size (default: the terminal's, else 100x40)"
    ) { (inv: inout Invocation, value: String?) throws(UsageError) in
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
    OptionSpec(
      name: "--json", argument: .none,
      commands: [.devices, .check, .diff, .explain, .table, .history],
      help:
        "as JSON: the catalog (devices), failures (check), changes (diff), rows (table, history)"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.json = true },
    OptionSpec(
      name: "--csv", argument: .none, commands: [.table, .history],
      help: "a header line, then one line per row"
    ) { (inv: inout Invocation, _: String?) throws(UsageError) in inv.csv = true },
  ]

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
