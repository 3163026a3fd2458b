import PhoneLayout

/// What a click can select.
public enum HitTarget: Hashable, Sendable {
  case element(LayoutElement)
  /// One of your views, by its index in the phone's `placedViews`.
  case view(Int)
}

/// What was drawn where, so a click is resolved from the picture on screen rather than by laying
/// the state out again.
public struct HitMap: Sendable {
  /// A phone drawn, with what it needs to answer.
  struct Phone: Sendable {
    let frame: PhoneFrame
    /// What was drawn: a click is resolved against its shapes.
    let scene: PhoneScene
    /// The cells each of your views' outlines cover, in drawing order (the last drawn on top).
    let views: [(index: Int, cells: CellRect)]

    /// The element of the topmost filled shape or region under a cell of the screen, within
    /// half a pixel (a click on a thin marker's cell finds it).
    func element(atColumn column: Int, row: Int) -> LayoutElement? {
      guard frame.screen.contains(x: column, y: row) else { return nil }
      let scale = frame.scale
      let slack = 0.5 / scale.pixelsPerPoint
      // Both pixels of the cell: a cell shows its upper and its lower half.
      let points = [0, 1].map {
        scale.point(pixelX: column - frame.screen.x, pixelY: (row - frame.screen.y) * 2 + $0)
      }
      for shape in scene.shapes.reversed() {
        switch shape.geometry {
        case .rect, .rounded, .cutout, .region: break
        default: continue
        }
        guard let element = shape.target.element else { continue }
        let r = shape.bounds
        if points.contains(where: {
          $0.x >= r.minX - slack && $0.x < r.maxX + slack && $0.y >= r.minY - slack
            && $0.y < r.maxY + slack
        }) {
          return element
        }
      }
      return nil
    }
  }

  var phones: [Phone] = []
  /// The frame whose inspector lines were drawn.
  var inspector: FrameLayout?

  /// An empty map: nothing to select.
  public init() {}

  /// What is under the cell at (`column`, `row`): one of your views first (the topmost), then
  /// the topmost element of the phone, or the element of an inspector line.
  public func target(atColumn column: Int, row: Int) -> HitTarget? {
    for phone in phones {
      if let hit = phone.views.last(where: { $0.cells.contains(x: column, y: row) }) {
        return .view(hit.index)
      }
      if let element = phone.element(atColumn: column, row: row) { return .element(element) }
    }
    guard let inspector, let line = inspector.inspectorLine(atColumn: column, row: row) else {
      return nil
    }
    return inspector.inspectorLines[line].element.map(HitTarget.element)
  }

  /// The index in `AppState.phones` of the phone drawn under the cell, if any.
  public func phone(atColumn column: Int, row: Int) -> Int? {
    phones.first { $0.frame.bezel.contains(x: column, y: row) }?.frame.index
  }
}

/// A rendered frame and what is under each of its cells.
public struct Picture: Sendable {
  public let buffer: CellBuffer
  public let hits: HitMap
}
