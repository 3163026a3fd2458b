import PhoneLayout
import PhoneTUI

/// `safearea show`: the frame the previewer draws, printed as text without starting curses.
enum ShowCommand {
  /// The default size when stdout is not a terminal.
  static let defaultSize = TerminalSize(columns: 100, rows: 40)

  static func render(
    catalog: DeviceCatalog, settings: Settings, invocation: Invocation, environment: Environment,
    notes: [String]
  ) -> String {
    // The terminal's own size is bounded like the previewer's drawing (65535×65535 is possible).
    let size = invocation.size ?? environment.stdoutTerminalSize?.drawingArea ?? defaultSize
    let color = invocation.color.enabled(
      onTerminal: environment.stdoutTerminalSize != nil, noColorVariable: environment.noColor)
    let glyphs = GlyphSet(unicode: environment.utf8 && !invocation.ascii, color: color)
    let state = AppState(
      catalog: catalog, settings: settings, terminalSize: size, glyphs: glyphs,
      event: notes.first ?? "")
    let buffer = FrameRenderer.render(state)
    return color ? TextOutput.ansi(buffer) : TextOutput.plain(buffer)
  }
}
