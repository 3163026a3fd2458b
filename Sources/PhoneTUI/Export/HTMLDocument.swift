import PhoneLayout

/// Phones as one self-contained HTML file: the SVG drawing inline and, beside it,
/// the inspector's numbers as text (for two phones, each phone's and what differs).
///
/// No script, no external resource (fonts, styles, images): it opens the same offline, in a mail
/// or attached to a bug report. The file is also well-formed XML. Byte-identical across runs, as
/// the drawing is.
public enum HTMLDocument {
  /// Characters a line of the inspector's text is wrapped to.
  static let inspectorWidth = 64

  /// The page for `phones`, one or two as `SVGDocument.render(_:)` takes them.
  ///
  /// With two, the differences between them follow. Pure, as the drawing is.
  public static func render(_ phones: [PhoneDrawing]) -> String {
    // The text must not depend on the terminal the previewer happens to run in.
    let glyphs = GlyphSet(unicode: true, color: false)
    let title = phones.map { SVGDocument.title($0.layout) }.joined(separator: " vs ")
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <title>safearea: \(Markup.escaped(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <h1>\(Markup.escaped(title))</h1>
      <main>
      <figure>

      """
    html += SVGDocument.svg(phones)
    html += "</figure>\n"
    // Each phone described from its own drawing; an export names no key.
    for phone in phones {
      html += section(
        phones.count > 1 ? SVGDocument.title(phone.layout) : "What UIKit reports",
        Inspector.lines(for: phone, glyphs: glyphs, width: inspectorWidth, keyHints: false))
    }
    if phones.count == 2 {
      let differences = LayoutDifference.between(phones[0].layout, phones[1].layout)
      // Without the inspector's own heading and its blank last line.
      let lines = Inspector.differenceLines(differences, glyphs: glyphs, width: inspectorWidth)
        .dropFirst().filter { !$0.runs.allSatisfy(\.text.isEmpty) }
      html += section("What differs", lines)
    }
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  /// The previewer's phones as drawn (`AppState.drawings`), as `render(_:)` writes them.
  public static func render(_ state: AppState) -> String { render(state.drawings) }

  /// A heading and the lines as preformatted text, each run in a span of its role.
  static func section<Lines: Sequence<InspectorLine>>(_ heading: String, _ lines: Lines) -> String {
    var out = "<section>\n<h2>\(Markup.escaped(heading))</h2>\n<pre>"
    var first = true
    for line in lines {
      if !first { out += "\n" }
      first = false
      for run in line.runs {
        let text = Markup.escaped(run.text)
        switch run.role {
        case .text: out += text
        default: out += "<span class=\"\(run.role)\">\(text)</span>"
        }
      }
    }
    return out + "</pre>\n</section>\n"
  }

  /// Inline CSS: the drawing and the numbers side by side where the page is wide, one above the
  /// other where it is not; the roles' colours as the drawing's.
  static let style = """
    body { margin: 24px; font-family: -apple-system, BlinkMacSystemFont, 'Helvetica Neue', \
    Helvetica, Arial, sans-serif; color: #1C1C1E; background: #FFFFFF; }
    h1 { font-size: 20px; margin: 0 0 16px; }
    h2 { font-size: 15px; margin: 0 0 8px; }
    main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    figure { margin: 0; }
    figure svg { max-width: 100%; height: auto; }
    pre { font: 12px/1.45 ui-monospace, 'SF Mono', Menlo, Consolas, monospace; margin: 0; }
    .heading { font-weight: 700; }
    .dim { color: \(Palette.vector(.dim)); }
    .warning { color: \(Palette.vector(.warning)); }
    .estimate { color: \(Palette.vector(.estimate)); }
    .highlight { color: \(Palette.vector(.highlight)); font-weight: 700; }
    .difference { color: \(Palette.vector(.difference)); }
    """
}
