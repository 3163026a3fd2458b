/// The key bindings: one table, read both by the loop and by the help overlay.
public enum KeyMap {
  /// One binding: the keys as the help shows them, the keys themselves, what they do, and the
  /// word the hint line shows for them (nil: not on the hint line).
  public struct Binding: Sendable {
    public var label: String
    public var keys: [Key]
    public var action: Action
    public var help: String
    public var hint: String?

    init(label: String, keys: [Key], action: Action, help: String, hint: String? = nil) {
      self.label = label
      self.keys = keys
      self.action = action
      self.help = help
      self.hint = hint
    }
  }

  public static let bindings: [Binding] = [
    Binding(
      label: "h", keys: [.character("h")], action: .toggleHotspot, help: "personal hotspot on/off",
      hint: "hotspot"),
    Binding(
      label: "+ -", keys: [.character("+"), .character("=")], action: .addConnection,
      help: "hotspot connections up / down"),
    Binding(label: "", keys: [.character("-")], action: .removeConnection, help: ""),
    Binding(
      label: "d D → ←", keys: [.character("d"), .right], action: .nextDevice,
      help: "next / previous device (keeps the iOS you chose)", hint: "device"),
    Binding(label: "", keys: [.character("D"), .left], action: .previousDevice, help: ""),
    Binding(
      label: "o O ↑ ↓", keys: [.character("o"), .up], action: .nextIOSVersion,
      help: "next / previous iOS the device ran", hint: "iOS"),
    Binding(label: "", keys: [.character("O"), .down], action: .previousIOSVersion, help: ""),
    Binding(
      label: "r", keys: [.character("r")], action: .rotate,
      help: "rotate: portrait, landscape-left, landscape-right", hint: "rotate"),
    Binding(
      label: "f", keys: [.character("f")], action: .toggleFullScreen,
      help: "full screen (the seed's setFullScreen:)", hint: "full"),
    Binding(
      label: "n", keys: [.character("n")], action: .cycleNavigationBar,
      help: "navigation bar: none, standard, large title", hint: "nav"),
    Binding(
      label: "t", keys: [.character("t")], action: .cycleBottomBar,
      help: "bottom bar: toolbar, tab bar, none", hint: "bar"),
    Binding(
      label: "e", keys: [.character("e")], action: .toggleExtendedEdges,
      help: "edgesForExtendedLayout all / none"),
    Binding(
      label: "s", keys: [.character("s")], action: .cycleStatusBarPreference,
      help: "top view controller: default, light, dark, hidden", hint: "style"),
    Binding(
      label: "v", keys: [.character("v")], action: .toggleViewControllerBasedAppearance,
      help: "UIViewControllerBasedStatusBarAppearance YES / NO"),
    Binding(
      label: "c", keys: [.character("c")], action: .toggleContainers,
      help: "containers forward (seed's base classes) / stock"),
    Binding(
      label: "l", keys: [.character("l")], action: .toggleLaunchScreen,
      help: "launch screen (Info.plist hides the status bar)"),
    Binding(
      label: "g", keys: [.character("g")], action: .toggleDesignCompatibility,
      help: "UIDesignRequiresCompatibility: iOS 26 Liquid Glass / iOS 18 bars", hint: "glass"),
    Binding(
      label: "p", keys: [.character("p")], action: .cyclePose,
      help: "a foldable folded, open, half-open (the iPhone Duo)"),
    Binding(
      label: "B", keys: [.character("B")], action: .cycleSDK,
      help: "the SDK the app was built with: the newest, or the one before"),
    Binding(
      label: "b", keys: [.character("b")], action: .cycleScrollView,
      help: "scroll view: none, automatic, scrollableAxes, never, always"),
    Binding(
      label: "k", keys: [.character("k")], action: .toggleKeyboard, help: "keyboard up / down"),
    Binding(
      label: "a", keys: [.character("a")], action: .toggleSafeAreaOverlay,
      help: "safe-area overlay", hint: "safe area"),
    Binding(
      label: "x", keys: [.character("x")], action: .exportSVG,
      help: "write what is shown as SVG into the current directory"),
    Binding(
      label: "i", keys: [.character("i")], action: .toggleInspector, help: "inspector",
      hint: "inspector"),
    Binding(
      label: "w W", keys: [.character("w")], action: .nextView,
      help: "your views (--views): select the next / previous, then none", hint: nil),
    Binding(label: "", keys: [.character("W")], action: .previousView, help: ""),
    Binding(
      label: "m", keys: [.character("m")], action: .nextScene,
      help: "a storyboard's next scene (--views FILE.storyboard)"),
    Binding(
      label: "|", keys: [.character("|")], action: .toggleSplit,
      help: "two phones side by side at one scale, or one", hint: "split"),
    Binding(
      label: "Tab", keys: [.control(0x09)], action: .switchFocus,
      help: "split view: keys act on the other phone"),
    Binding(
      label: ":", keys: [.character(":")], action: .openPrompt,
      help: "go to a device, an iOS or a toggle by typing part of its name", hint: "go to"),
    Binding(
      label: "?", keys: [.character("?")], action: .toggleHelp, help: "this help", hint: "help"),
    Binding(label: "Ctrl-L", keys: [.control(0x0C)], action: .redraw, help: "redraw"),
    Binding(
      label: "Ctrl-Z", keys: [.control(0x1A)], action: .suspend,
      help: "suspend (fg resumes)"),
    Binding(
      label: "q Esc ^C", keys: [.character("q"), .control(0x03)], action: .quit,
      help: "quit", hint: "quit"),
    Binding(label: "", keys: [.escape], action: .dismiss, help: ""),
  ]

  /// The keys of a guided tour (`safearea tour`): only these, so nothing but the tour changes
  /// the phone and every step shows what its sentence says.
  public static let tourBindings: [Binding] = [
    Binding(
      label: "Space → Enter", keys: [.character(" "), .right, .control(0x0D), .control(0x0A)],
      action: .nextTourStep, help: "next step", hint: "next"),
    Binding(
      label: "← Backspace", keys: [.left, .control(0x7F), .control(0x08)],
      action: .previousTourStep, help: "previous step", hint: "back"),
    Binding(
      label: "a", keys: [.character("a")], action: .toggleSafeAreaOverlay,
      help: "safe-area overlay"),
    Binding(label: "i", keys: [.character("i")], action: .toggleInspector, help: "inspector"),
    Binding(
      label: "?", keys: [.character("?")], action: .toggleHelp, help: "this help", hint: "help"),
    Binding(label: "Ctrl-L", keys: [.control(0x0C)], action: .redraw, help: "redraw"),
    Binding(
      label: "Ctrl-Z", keys: [.control(0x1A)], action: .suspend, help: "suspend (fg resumes)"),
    Binding(
      label: "q Esc ^C", keys: [.character("q"), .control(0x03)], action: .quit,
      help: "quit the tour", hint: "quit"),
    Binding(label: "", keys: [.escape], action: .dismiss, help: ""),
  ]

  /// While the help overlay is open, these keys move it; every other key acts as usual.
  static let helpTable: [Key: Action] = [
    .up: .scrollHelp(.lines(-1)), .down: .scrollHelp(.lines(1)),
    .pageUp: .scrollHelp(.pages(-1)), .pageDown: .scrollHelp(.pages(1)),
    .character(" "): .scrollHelp(.pages(1)), .home: .scrollHelp(.top), .end: .scrollHelp(.end),
  ]

  static let table: [Key: Action] = lookup(bindings)
  static let tourTable: [Key: Action] = lookup(tourBindings)

  static func lookup(_ bindings: [Binding]) -> [Key: Action] {
    var table: [Key: Action] = [:]
    // Sized once: growing it as the keys came in rehashed it five times at start-up.
    table.reserveCapacity(bindings.reduce(0) { $0 + $1.keys.count })
    for binding in bindings {
      for key in binding.keys { table[key] = binding.action }
    }
    return table
  }

  /// How a key is written on the event line: `z`, `Ctrl-B`, `F5`, `PageUp`.
  public static func name(of key: Key) -> String {
    switch key {
    case .character(let c) where c == " ": "Space"
    case .character(let c): Text.printable(String(Character(c)))
    case .control(0x7F): "Backspace"
    case .control(0x09): "Tab"
    case .control(0x0D): "Enter"
    case .control(let byte) where (1...26).contains(byte):
      "Ctrl-" + String(Character(Unicode.Scalar(byte + 64)))
    case .control(let byte): "Ctrl-0x" + String(byte, radix: 16)
    case .escape: "Esc"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .insert: "Insert"
    case .delete: "Delete"
    case .function(let n): "F\(n)"
    case .unknown: "that key"
    }
  }

  /// The action bound to `key`, if any.
  public static func action(for key: Key) -> Action? { table[key] }

  /// The lines of the help overlay, generated from the table: label and description.
  public static let helpLines: [(keys: String, help: String)] = helpLines(bindings)

  /// The help overlay's lines during a tour.
  public static let tourHelpLines: [(keys: String, help: String)] = helpLines(tourBindings)

  static func helpLines(_ bindings: [Binding]) -> [(keys: String, help: String)] {
    bindings.filter { !$0.label.isEmpty }.map { ($0.label, $0.help) }
  }

  /// The hint line's keys and words, from the table: help and quit first (so they always fit),
  /// then the others in table order.
  public static let hints: [(key: String, word: String)] = hints(bindings)

  /// The hint line during a tour: its keys in table order.
  public static let tourHints: [(key: String, word: String)] = tourBindings.compactMap {
    binding in binding.hint.map { (String(binding.label.split(separator: " ").first ?? ""), $0) }
  }

  static func hints(_ bindings: [Binding]) -> [(key: String, word: String)] {
    let first: [Action] = [.toggleHelp, .quit]
    let leading = first.compactMap { action in bindings.first { $0.action == action } }
    let rest = bindings.filter { !first.contains($0.action) }
    return (leading + rest).compactMap { binding in
      binding.hint.map { (String(binding.label.split(separator: " ").first ?? ""), $0) }
    }
  }

  /// The action for an input event: keys through the table (the tour's during a tour); a
  /// left-button press selects what `hits` says was drawn there.
  public static func action(
    for event: InputEvent, hits: HitMap, prompting: Bool = false, touring: Bool = false,
    helping: Bool = false
  ) -> Action? {
    switch event {
    case .key(let key):
      if helping, !prompting, let scroll = helpTable[key] { return scroll }
      if touring { return tourTable[key] }
      if prompting { return .promptKey(key) }
      // A key bound to nothing says so; a sequence the decoder did not know (a focus report, an
      // answer) is the terminal's, not the user's.
      return action(for: key) ?? (key == .unknown ? nil : .unbound(key))
    case .mouse(let mouse):
      guard mouse.pressed && mouse.button == 0 else { return nil }
      return .select(
        hits.target(atColumn: mouse.column, row: mouse.row),
        phone: hits.phone(atColumn: mouse.column, row: mouse.row))
    }
  }
}
