import PhoneLayout

/// A guided tour's caption under the phone: a rule with the tour's title and the step number,
/// then the step's sentences, wrapped to the terminal's width.
///
/// The caption keeps one height through the whole tour (that of its longest step at this width),
/// so the phone does not jump in size from step to step.
enum TourCaption {
  /// Columns left blank on each side of the sentences.
  static let margin = 1

  /// The current step's sentences, filled in from the layout on screen.
  static func text(_ state: AppState) -> String? {
    guard let progress = state.tour else { return nil }
    return TourText.render(
      progress.tour.steps[progress.step].text, layout: state.layout,
      previous: progress.previousLayout, estimateMark: state.glyphs.estimateMark)
  }

  /// `text` wrapped to a terminal `width` columns wide.
  static func lines(_ text: String, width: Int, glyphs: GlyphSet) -> [String] {
    Inspector.wrap(glyphs.text(text), width: max(1, width - 2 * margin))
  }

  /// Rows the caption takes on a terminal of `size`: the rule, then as many rows as the longest
  /// step needs, within a quarter of the terminal; 0 without a tour.
  static func height(_ state: AppState, size: TerminalSize) -> Int {
    guard let progress = state.tour else { return 0 }
    var longest = 1
    for (index, step) in progress.tour.steps.enumerated() {
      let text = TourText.render(
        step.text, layout: progress.layouts[index],
        previous: index > 0 ? progress.layouts[index - 1] : nil,
        estimateMark: state.glyphs.estimateMark)
      longest = max(longest, lines(text, width: size.columns, glyphs: state.glyphs).count)
    }
    return 1 + min(longest, max(1, size.rows / 4))
  }

  /// The rule's words: the tour's title and where the tour is.
  static func title(_ progress: TourProgress) -> String {
    let count = progress.tour.steps.count
    let position = "step \(progress.step + 1) of \(count)"
    return " \(progress.tour.title) · \(position)\(progress.isLastStep ? ", the last" : "") "
  }

  /// Draws the caption into `area`.
  static func draw(_ state: AppState, in area: CellRect, into buffer: inout CellBuffer) {
    guard let progress = state.tour, let text = text(state), area.height > 0 else { return }
    let g = state.glyphs
    let rule = g.frame.h
    buffer.fill(
      x: area.x, y: area.y, width: area.width, height: 1, with: Cell(rule, .dim, .background))
    buffer.write(
      g.text(title(progress)), x: area.x + 2, y: area.y, foreground: .heading,
      maxX: area.maxX - 2)
    let rows = lines(text, width: area.width, glyphs: g)
    let room = area.height - 1
    for (index, line) in rows.prefix(room).enumerated() {
      let x = buffer.write(
        line, x: area.x + margin, y: area.y + 1 + index, foreground: .text,
        maxX: area.maxX - margin)
      // Sentences cut short (a very small terminal) say so at the end of the last row.
      if index == room - 1 && rows.count > room {
        buffer.write(
          g.unicode ? "…" : "~", x: min(x, area.maxX - margin - 1), y: area.y + 1 + index,
          foreground: .dim)
      }
    }
  }
}
