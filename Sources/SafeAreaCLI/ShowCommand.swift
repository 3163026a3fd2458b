import PhoneLayout
import PhoneTUI

/// `safearea show`: the frame the previewer draws, printed as text without starting curses, or
/// drawn as SVG or HTML from the layout in points.
enum ShowCommand {
  /// The default size when stdout is not a terminal.
  static let defaultSize = TerminalSize(columns: 100, rows: 40)

  static func render(
    catalog: DeviceCatalog, settings: Settings, second: Settings?, views: ViewsFile?,
    invocation: Invocation, environment: Environment, ignored: [IgnoredOption]
  ) throws(UsageError) -> String {
    let format = invocation.format
    if let size = invocation.size,
      size.columns < FrameLayout.minimumColumns || size.rows < FrameLayout.minimumRows
    {
      throw UsageError(
        "--size \(size.columns)x\(size.rows) is too small to draw a phone in: the smallest is "
          + "\(FrameLayout.minimumColumns)x\(FrameLayout.minimumRows)")
    }
    // The terminal's own size is bounded like the previewer's drawing (65535×65535 is possible).
    let size = invocation.size ?? environment.stdoutTerminalSize?.drawingArea ?? defaultSize
    if invocation.size == nil, format != .svg, format != .html,
      size.columns < FrameLayout.minimumColumns || size.rows < FrameLayout.minimumRows
    {
      throw UsageError(
        "the terminal is \(size.columns)x\(size.rows), too small to draw a phone in: the smallest "
          + "is \(FrameLayout.minimumColumns)x\(FrameLayout.minimumRows) (--size COLSxROWS draws "
          + "at another size)")
    }
    let color =
      format.map { $0 == .ansi }
      ?? invocation.color.enabled(
        onTerminal: environment.stdoutTerminalSize != nil, noColorVariable: environment.noColor)
    let glyphs = GlyphSet(unicode: environment.utf8 && !invocation.ascii, color: color)
    var state = AppState(
      catalog: catalog, settings: settings, terminalSize: size, glyphs: glyphs,
      event: ignored.first.map(AppEvent.ignored) ?? .none)
    if let views { state.setViews(views) }
    if let second { state.split(second) }
    state.showSafeArea = invocation.safeArea
    switch format {
    case .svg: return SVGDocument.render(state)
    case .html: return HTMLDocument.render(state)
    case .text, .ansi, nil: break
    }
    let buffer = FrameRenderer.draw(state, footer: .legend).buffer
    // Printed output cannot ask the terminal: --theme, else COLORFGBG, else dark.
    let theme: Theme =
      switch invocation.theme {
      case .light: .light
      case .dark: .dark
      case .auto: environment.colorFGBG.flatMap(Theme.fromColorFGBG) ?? .dark
      }
    return color ? TextOutput.ansi(buffer, theme: theme) : TextOutput.plain(buffer)
  }
}
