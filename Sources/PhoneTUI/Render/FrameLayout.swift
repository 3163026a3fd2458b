import PhoneLayout

/// Where everything goes on the terminal for a state.
///
/// That is the phone, the inspector, the event and hint lines. Pure; the renderer draws from it and `Update` hit-tests clicks with it.
public struct FrameLayout: Sendable {
  /// The smallest terminal the previewer draws in; below it, a message says so.
  public static let minimumColumns = 24
  public static let minimumRows = 10
  /// Width of the inspector's text column.
  public static let inspectorWidth = 40
  /// A column of inspector lines and the gap after it.
  static let inspectorColumnWidth = inspectorWidth + 2

  public enum InspectorPlacement: Hashable, Sendable {
    case beside, below, hidden
  }

  public let size: TerminalSize
  public let layout: ScreenLayout
  /// Nil when the terminal is too small.
  public let scale: CellScale?
  /// The phone outline (bezel) and the screen inside it, in cells.
  public let bezel: CellRect
  public let screen: CellRect
  public let inspectorPlacement: InspectorPlacement
  public let inspector: CellRect
  /// The inspector's lines, laid out in `inspectorColumns` columns when below the phone.
  public let inspectorLines: [InspectorLine]
  public let inspectorColumns: Int
  public let eventRow: Int
  public let hintRow: Int

  public var isTooSmall: Bool { scale == nil }

  public init(_ state: AppState) {
    size = state.terminalSize
    layout = state.layout
    eventRow = size.rows - 2
    hintRow = size.rows - 1
    let lines = state.showInspector ? Inspector.lines(for: state, width: Self.inspectorWidth) : []
    inspectorLines = lines
    let body = CellRect(x: 0, y: 0, width: size.columns, height: size.rows - 2)
    let screenSize = layout.screen.size

    func fit(_ area: CellRect) -> CellScale? {
      CellScale(fitting: screenSize, columns: area.width - 2, rows: area.height - 2)
    }
    var placement = InspectorPlacement.hidden
    var phoneArea = body
    var chosen: CellScale?
    var columns = 1
    if state.showInspector {
      let besideArea = CellRect(
        x: 0, y: 0, width: body.width - Self.inspectorColumnWidth, height: body.height)
      columns = max(1, size.columns / Self.inspectorColumnWidth)
      let belowRows = min((lines.count + columns - 1) / columns, body.height / 2)
      let belowArea = CellRect(x: 0, y: 0, width: body.width, height: body.height - belowRows - 1)
      let beside = besideArea.width >= 8 ? fit(besideArea) : nil
      let below = belowArea.height >= 6 && belowRows >= 6 ? fit(belowArea) : nil
      if let beside, beside.pixelsPerPoint >= (below?.pixelsPerPoint ?? 0) {
        (placement, phoneArea, chosen) = (.beside, besideArea, beside)
      } else if let below {
        (placement, phoneArea, chosen) = (.below, belowArea, below)
      }
    }
    guard size.columns >= Self.minimumColumns, size.rows >= Self.minimumRows,
      let s = chosen ?? fit(body)
    else {
      // Too small: nothing is placed, and the renderer says so.
      scale = nil
      bezel = CellRect(x: 0, y: 0, width: 0, height: 0)
      screen = bezel
      inspectorPlacement = .hidden
      inspector = bezel
      inspectorColumns = 1
      return
    }
    scale = s
    let outerWidth = s.cellWidth + 2
    let outerHeight = s.cellHeight + 2
    let x = phoneArea.x + (phoneArea.width - outerWidth) / 2
    let y = phoneArea.y + max(0, (phoneArea.height - outerHeight) / 2)
    let bezelRect = CellRect(x: x, y: y, width: outerWidth, height: outerHeight)
    bezel = bezelRect
    screen = CellRect(x: x + 1, y: y + 1, width: s.cellWidth, height: s.cellHeight)
    inspectorPlacement = placement
    inspectorColumns = placement == .below ? columns : 1
    switch placement {
    case .beside:
      let left = bezelRect.maxX + 2
      inspector = CellRect(
        x: left, y: 0, width: min(size.columns - left, Self.inspectorWidth + 6), height: body.height
      )
    case .below:
      inspector = CellRect(
        x: 0, y: phoneArea.maxY + 1, width: size.columns, height: body.height - phoneArea.height - 1
      )
    case .hidden:
      inspector = CellRect(x: 0, y: 0, width: 0, height: 0)
    }
  }

  /// The elements a click can select on the phone, topmost first.
  static let hitTestOrder: [LayoutElement] = [
    .notch, .dynamicIsland, .homeIndicatorPill, .hotspotBar, .statusBar, .navigationBar,
    .toolbar, .tabBar, .homeIndicator, .contentRect, .contentView, .rootView, .screen,
  ]

  /// The element under a cell: on the phone, the topmost element there; in the inspector, the
  /// element of the line clicked.
  public func element(atColumn column: Int, row: Int) -> LayoutElement? {
    guard let scale else { return nil }
    if screen.contains(x: column, y: row) {
      let p = scale.point(pixelX: column - screen.x, pixelY: (row - screen.y) * 2)
      for element in Self.hitTestOrder {
        guard let rect = layout.frame(of: element) else { continue }
        let slack = 0.5 / scale.pixelsPerPoint
        if p.x >= rect.minX - slack && p.x < rect.maxX + slack && p.y >= rect.minY - slack
          && p.y < rect.maxY + slack
        {
          return element
        }
      }
      return nil
    }
    if inspectorPlacement != .hidden && inspector.contains(x: column, y: row) {
      let rowsPerColumn = max(1, inspector.height)
      let columnIndex =
        inspectorPlacement == .beside ? 0 : (column - inspector.x) / Self.inspectorColumnWidth
      let index = columnIndex * rowsPerColumn + (row - inspector.y)
      return index < inspectorLines.count ? inspectorLines[index].element : nil
    }
    return nil
  }
}
