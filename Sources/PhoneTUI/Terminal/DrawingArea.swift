extension TerminalSize {
  /// The largest area the previewer draws in, from the top-left corner; the rest of a larger
  /// terminal stays blank.
  ///
  /// Every buffer, the diff and the bytes of a frame grow with the cells drawn, so a terminal
  /// that says it is 32767×32767 (or whose LINES and COLUMNS say so) would otherwise take
  /// gigabytes and seconds a frame. 1000×500 cells is far beyond any screen a person reads, and
  /// bounds memory and time whatever the terminal reports.
  public static let largestDrawing = TerminalSize(columns: 1000, rows: 500)

  /// The part of a terminal of this size that is drawn in: this size, at most `largestDrawing`.
  public var drawingArea: TerminalSize {
    TerminalSize(
      columns: min(columns, Self.largestDrawing.columns), rows: min(rows, Self.largestDrawing.rows))
  }
}
