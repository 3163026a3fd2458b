/// The key bindings: one table, read both by the loop and by the help overlay.
public enum KeyMap {
  /// One binding: the keys as the help shows them, the keys themselves, and what they do.
  public struct Binding: Sendable {
    public var label: String
    public var keys: [Key]
    public var action: Action
    public var help: String
  }

  public static let bindings: [Binding] = [
    Binding(
      label: "h", keys: [.character("h")], action: .toggleHotspot, help: "personal hotspot on/off"),
    Binding(
      label: "+ -", keys: [.character("+"), .character("=")], action: .addConnection,
      help: "hotspot connections up / down"),
    Binding(label: "", keys: [.character("-")], action: .removeConnection, help: ""),
    Binding(
      label: "d D", keys: [.character("d")], action: .nextDevice, help: "next / previous device"),
    Binding(label: "", keys: [.character("D")], action: .previousDevice, help: ""),
    Binding(
      label: "o O", keys: [.character("o")], action: .nextIOSVersion,
      help: "next / previous iOS the device ran"),
    Binding(label: "", keys: [.character("O")], action: .previousIOSVersion, help: ""),
    Binding(
      label: "r", keys: [.character("r")], action: .rotate,
      help: "rotate: portrait, landscape-left, landscape-right"),
    Binding(
      label: "f", keys: [.character("f")], action: .toggleFullScreen,
      help: "full screen (the seed's setFullScreen:)"),
    Binding(
      label: "n", keys: [.character("n")], action: .cycleNavigationBar,
      help: "navigation bar: none, standard, large title"),
    Binding(
      label: "t", keys: [.character("t")], action: .cycleBottomBar,
      help: "bottom bar: toolbar, tab bar, none"),
    Binding(
      label: "e", keys: [.character("e")], action: .toggleExtendedEdges,
      help: "edgesForExtendedLayout all / none"),
    Binding(
      label: "s", keys: [.character("s")], action: .cycleStatusBarPreference,
      help: "top view controller: default, light, dark, hidden"),
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
      label: "a", keys: [.character("a")], action: .toggleSafeAreaOverlay,
      help: "safe-area overlay"),
    Binding(label: "i", keys: [.character("i")], action: .toggleInspector, help: "inspector"),
    Binding(label: "?", keys: [.character("?")], action: .toggleHelp, help: "this help"),
    Binding(label: "Ctrl-L", keys: [.control(0x0C)], action: .redraw, help: "redraw"),
    Binding(
      label: "Ctrl-Z", keys: [.control(0x1A)], action: .suspend,
      help: "suspend (fg resumes)"),
    Binding(
      label: "q Esc ^C", keys: [.character("q"), .control(0x03)], action: .quit,
      help: "quit"),
    Binding(label: "", keys: [.escape], action: .dismiss, help: ""),
  ]

  static let table: [Key: Action] = {
    var table: [Key: Action] = [:]
    for binding in bindings {
      for key in binding.keys { table[key] = binding.action }
    }
    return table
  }()

  /// The action bound to `key`, if any.
  public static func action(for key: Key) -> Action? { table[key] }

  /// The lines of the help overlay, generated from the table: label and description.
  public static let helpLines: [(keys: String, help: String)] =
    bindings.filter { !$0.label.isEmpty }.map { ($0.label, $0.help) }

  /// The action for an input event: keys through the table, a left-button press as a click.
  public static func action(for event: InputEvent) -> Action? {
    switch event {
    case .key(let key):
      return action(for: key)
    case .mouse(let mouse):
      guard mouse.pressed && mouse.button == 0 else { return nil }
      return .click(column: mouse.column, row: mouse.row)
    }
  }
}
