import PhoneLayout
import PhoneTUI

/// `safearea show`: the frame the previewer draws, printed as text without starting curses.
enum ShowCommand {
  /// The default size when stdout is not a terminal.
  static let defaultSize = TerminalSize(columns: 100, rows: 40)

  static func render(
    catalog: DeviceCatalog, settings: Settings, views: ViewsFile?, invocation: Invocation,
    environment: Environment,
    ignored: [IgnoredOption]
  ) -> String {
    let size = invocation.size ?? environment.stdoutTerminalSize ?? defaultSize
    let color = invocation.color.enabled(
      onTerminal: environment.stdoutTerminalSize != nil, noColorVariable: environment.noColor)
    let glyphs = GlyphSet(unicode: environment.utf8 && !invocation.ascii, color: color)
    var state = AppState(
      catalog: catalog, settings: settings, terminalSize: size, glyphs: glyphs,
      event: ignored.first.map(AppEvent.ignored) ?? .none)
    if let views { state.setViews(views) }
    let buffer = FrameRenderer.render(state)
    return color ? TextOutput.ansi(buffer) : TextOutput.plain(buffer)
  }
}
