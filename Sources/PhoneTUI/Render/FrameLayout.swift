import PhoneLayout

/// One phone placed on the terminal: which of the state's phones, its layout, its scale, and
/// the cells of its outline and screen.
public struct PhoneFrame: Equatable, Sendable {
  /// Its index in `AppState.phones`.
  public let index: Int
  public let layout: ScreenLayout
  public let scale: CellScale
  /// The phone outline (bezel) and the screen inside it, in cells.
  public let bezel: CellRect
  public let screen: CellRect
  /// Whether keys act on it (marked when two are drawn).
  public let isFocused: Bool
}

/// Where everything goes on the terminal for a state.
///
/// That is one phone or two side by side at one scale, the inspector, the event and hint lines.
/// Pure; the renderer draws from it, and the hit map it returns answers clicks.
public struct FrameLayout: Sendable {
  /// The smallest terminal the previewer draws in; below it, a message says so.
  public static let minimumColumns = 24
  public static let minimumRows = 10
  /// Width of the inspector's text column below the phone; beside it, up to `widestInspector`.
  public static let inspectorWidth = 40
  static let widestInspector = 58
  /// A column of inspector lines and the gap after it.
  static let inspectorColumnWidth = inspectorWidth + 2
  /// The smallest screen, in cells, either phone of a split is drawn at; below it, one phone
  /// and the list of differences.
  static let smallestSplitScreen = (columns: 12, rows: 6)
  /// Cells between two phones.
  static let phoneGap = 3
  /// The columns the inspector takes beside the phone (its text and a gap): a third of the
  /// terminal, between 42 and 60.
  static func besideWidth(_ columns: Int) -> Int {
    min(Self.widestInspector + 2, max(Self.inspectorColumnWidth, columns / 3))
  }

  /// The inspector lines room is kept for below the phone: the frames, insets and status bar
  /// lines with a few notes (a split view's differences, an explanation may be cut there).
  static let reservedLines = 36

  public enum InspectorPlacement: Hashable, Sendable {
    case beside, below, hidden
  }

  public let size: TerminalSize
  /// The phones drawn: one, or both of a split (left, right).
  public let phones: [PhoneFrame]
  /// Whether the state is split but only the focused phone fits.
  public let splitTooNarrow: Bool
  public let inspectorPlacement: InspectorPlacement
  public let inspector: CellRect
  /// The inspector's lines, laid out in `inspectorColumns` columns when below the phone.
  public let inspectorLines: [InspectorLine]
  public let inspectorColumns: Int
  public let inspectorLineWidth: Int
  public let eventRow: Int
  public let hintRow: Int
  /// A guided tour's caption, above the hint line in place of the event line (no rows without
  /// a tour).
  public let caption: CellRect

  /// The focused phone, when any is drawn.
  public var focused: PhoneFrame? { phones.first { $0.isFocused } ?? phones.first }
  /// Nil when the terminal is too small.
  public var scale: CellScale? { focused?.scale }
  public var isTooSmall: Bool { phones.isEmpty }
  /// The focused phone's outline and screen (empty when too small).
  public var bezel: CellRect { focused?.bezel ?? CellRect(x: 0, y: 0, width: 0, height: 0) }
  public var screen: CellRect { focused?.screen ?? CellRect(x: 0, y: 0, width: 0, height: 0) }

  /// Where everything goes for `state`; `cache` keeps the inspector's lines of the last few
  /// frames (see `FrameRenderer.draw`).
  public init(_ state: AppState, cache: FrameCache? = nil) {
    size = state.terminalSize
    eventRow = size.rows - 2
    hintRow = size.rows - 1
    let captionRows = TourCaption.height(state, size: size)
    caption = CellRect(
      x: 0, y: max(0, size.rows - 1 - captionRows), width: size.columns, height: captionRows)
    let body = CellRect(
      x: 0, y: 0, width: size.columns, height: max(0, size.rows - 1 - max(1, captionRows)))
    func lines(_ width: Int) -> [InspectorLine] {
      guard state.showInspector else { return [] }
      let drawing = state.drawing
      func make() -> [InspectorLine] {
        let phone = Inspector.lines(for: drawing, glyphs: state.glyphs, width: width)
        // One phone has no differences: its lines as they are, not copied onto an empty list.
        guard state.isSplit else { return phone }
        return Inspector.differenceLines(state.differences, glyphs: state.glyphs, width: width)
          + phone
      }
      guard let cache else { return make() }
      let key = FrameCache.LinesKey(
        drawing: drawing, glyphs: state.glyphs, width: width,
        splitLayouts: state.isSplit ? state.phones.map(\.layout) : [])
      return cache.lines(for: key, make)
    }
    // The lines at the narrow width, which decide how many rows the inspector takes below the
    // phone: computed only when below could win (see `belowCanWin`), once.
    var narrowCache: [InspectorLine]?
    func narrowLines() -> [InspectorLine] {
      if let narrowCache { return narrowCache }
      let computed = lines(Self.inspectorWidth)
      narrowCache = computed
      return computed
    }

    // The phones that fit in `area` at one shared scale, left to right; nil if none can.
    func fit(_ area: CellRect, split: Bool) -> [CellScale]? {
      let shown = split ? state.phones.map(\.layout) : [state.layout]
      let gaps = (shown.count - 1) * Self.phoneGap
      let columns = (area.width - gaps) / shown.count - 2
      let rows = area.height - 2
      guard columns > 0, rows > 0 else { return nil }
      let ppp =
        shown.map { CellScale.largest(fitting: $0.screen.size, columns: columns, rows: rows) }
        .min() ?? 0
      let scales = shown.compactMap { CellScale(pixelsPerPoint: ppp, screen: $0.screen.size) }
      guard scales.count == shown.count else { return nil }
      if split
        && scales.contains(where: {
          $0.cellWidth < Self.smallestSplitScreen.columns
            || $0.cellHeight < Self.smallestSplitScreen.rows
        })
      {
        return nil
      }
      return scales
    }
    // Two phones when both fit at a readable size, else the focused one.
    func fitBest(_ area: CellRect) -> (scales: [CellScale], split: Bool)? {
      if state.isSplit, let two = fit(area, split: true) { return (two, true) }
      return fit(area, split: false).map { ($0, false) }
    }

    // More phones first, then larger.
    func rank(_ fit: (scales: [CellScale], split: Bool)?) -> (Int, Double) {
      guard let fit else { return (-1, 0) }
      return (fit.scales.count, fit.scales[0].pixelsPerPoint)
    }
    var placement = InspectorPlacement.hidden
    var phoneArea = body
    var chosen: (scales: [CellScale], split: Bool)?
    var columns = 1
    if state.showInspector {
      let besideArea = CellRect(
        x: 0, y: 0, width: body.width - Self.besideWidth(size.columns), height: body.height)
      columns = max(1, size.columns / Self.inspectorColumnWidth)
      let beside = besideArea.width >= 8 ? fitBest(besideArea) : nil
      // Below leaves at most the body less 7 rows (at least 6 of lines and a gap) to the phone:
      // when beside draws as much at least as large, the lines need not be counted.
      let largestBelow = CellRect(x: 0, y: 0, width: body.width, height: body.height - 7)
      let belowCanWin =
        largestBelow.height >= 6 && (beside == nil || rank(fitBest(largestBelow)) > rank(beside))
      var below: (scales: [CellScale], split: Bool)?
      var belowArea = largestBelow
      if belowCanWin {
        // Rows for at least `reservedLines` lines, however many there are now: a key that adds
        // a note must not shrink the phone above (and redraw all of it).
        let count = max(narrowLines().count, Self.reservedLines)
        let belowRows = min((count + columns - 1) / columns, body.height / 2)
        belowArea = CellRect(x: 0, y: 0, width: body.width, height: body.height - belowRows - 1)
        below = belowArea.height >= 6 && belowRows >= 6 ? fitBest(belowArea) : nil
      }
      // Beside unless below draws more phones, or the same phones larger.
      if beside != nil && rank(beside) >= rank(below) {
        (placement, phoneArea, chosen) = (.beside, besideArea, beside)
      } else if below != nil {
        (placement, phoneArea, chosen) = (.below, belowArea, below)
      }
    }
    guard size.columns >= Self.minimumColumns, size.rows >= Self.minimumRows,
      let fitted = chosen ?? fitBest(body)
    else {
      // Too small: nothing is placed, and the renderer says so.
      phones = []
      splitTooNarrow = false
      inspectorPlacement = .hidden
      inspector = CellRect(x: 0, y: 0, width: 0, height: 0)
      inspectorLines = []
      inspectorColumns = 1
      inspectorLineWidth = Self.inspectorWidth
      return
    }
    if chosen == nil { placement = .hidden }
    splitTooNarrow = state.isSplit && !fitted.split

    // The phones side by side, centred as a group, tops level so their y values line up.
    let indices = fitted.split ? Array(state.phones.indices) : [state.focus]
    let outer = fitted.scales.map { (width: $0.cellWidth + 2, height: $0.cellHeight + 2) }
    let total = outer.map(\.width).reduce(0, +) + (outer.count - 1) * Self.phoneGap
    var x = phoneArea.x + max(0, (phoneArea.width - total) / 2)
    let tallest = outer.map(\.height).max() ?? 0
    let y = phoneArea.y + max(0, (phoneArea.height - tallest) / 2)
    var placed: [PhoneFrame] = []
    for (n, index) in indices.enumerated() {
      let s = fitted.scales[n]
      placed.append(
        PhoneFrame(
          index: index, layout: state.phones[index].layout, scale: s,
          bezel: CellRect(x: x, y: y, width: outer[n].width, height: outer[n].height),
          screen: CellRect(x: x + 1, y: y + 1, width: s.cellWidth, height: s.cellHeight),
          isFocused: index == state.focus))
      x += outer[n].width + Self.phoneGap
    }
    phones = placed
    inspectorPlacement = placement
    inspectorColumns = placement == .below ? columns : 1
    switch placement {
    case .beside:
      // At the right, as wide as the terminal allows (up to a limit): where it is depends on
      // the terminal alone, so no key moves it (a rotation would otherwise redraw all of it).
      let left = body.width - Self.besideWidth(size.columns) + 1
      let width = size.columns - left
      let lineWidth = max(Self.inspectorWidth, width - 1)
      let wide = lineWidth == Self.inspectorWidth ? narrowLines() : lines(lineWidth)
      // Level with the phone when every line (and room for `reservedLines`) fits below its top,
      // else from the top: never a position in between, which would move the whole inspector
      // (and redraw it) whenever a key changes the number of lines.
      let top = max(wide.count, Self.reservedLines) <= body.height - y ? y : 0
      inspector = CellRect(x: left, y: top, width: width, height: body.height - top)
      inspectorLines = wide
      inspectorLineWidth = lineWidth
    case .below:
      inspector = CellRect(
        x: 0, y: phoneArea.maxY + 1, width: size.columns, height: body.height - phoneArea.height - 1
      )
      inspectorLines = narrowLines()
      inspectorLineWidth = Self.inspectorWidth
    case .hidden:
      inspector = CellRect(x: 0, y: 0, width: 0, height: 0)
      inspectorLines = []
      inspectorLineWidth = Self.inspectorWidth
    }
  }

  /// The inspector line under a cell, by its index in `inspectorLines`.
  func inspectorLine(atColumn column: Int, row: Int) -> Int? {
    guard inspectorPlacement != .hidden && inspector.contains(x: column, y: row) else {
      return nil
    }
    let rowsPerColumn = max(1, inspector.height)
    let columnIndex =
      inspectorPlacement == .beside ? 0 : (column - inspector.x) / Self.inspectorColumnWidth
    let index = columnIndex * rowsPerColumn + (row - inspector.y)
    return index < inspectorLines.count ? index : nil
  }
}
