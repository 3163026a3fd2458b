/// A frame whose four numbers are quantities of the layout's ledger.
public struct FrameQuantities: Hashable, Sendable {
  public let x: Quantity
  public let y: Quantity
  public let width: Quantity
  public let height: Quantity

  /// The frame in points.
  public var rect: Rect {
    Rect(x: x.value, y: y.value, width: width.value, height: height.value)
  }

  /// Whether any of its numbers rests on an estimate.
  public var isEstimate: Bool {
    x.isEstimate || y.isEstimate || width.isEstimate || height.isEstimate
  }

  public subscript(component: FrameComponent) -> Quantity {
    switch component {
    case .x: x
    case .y: y
    case .width: width
    case .height: height
    }
  }
}

/// Insets whose four numbers are quantities of the layout's ledger.
public struct InsetQuantities: Hashable, Sendable {
  public let top: Quantity
  public let left: Quantity
  public let bottom: Quantity
  public let right: Quantity

  public var insets: EdgeInsets {
    EdgeInsets(top: top.value, left: left.value, bottom: bottom.value, right: right.value)
  }

  public var isEstimate: Bool {
    top.isEstimate || left.isEstimate || bottom.isEstimate || right.isEstimate
  }

  public subscript(edge: Edge) -> Quantity {
    switch edge {
    case .top: top
    case .left: left
    case .bottom: bottom
    case .right: right
    }
  }
}

extension Recorder {
  /// A frame named for `element` from quantities already in the ledger; each is recorded again
  /// under the frame's own name unless it already has it.
  @inline(__always) mutating func frame(
    _ element: LayoutElement, x: Quantity, y: Quantity, width: Quantity, height: Quantity,
    _ rule: Rule
  ) -> FrameQuantities {
    FrameQuantities(
      x: named(.frame(element, .x), x, rule), y: named(.frame(element, .y), y, rule),
      width: named(.frame(element, .width), width, rule),
      height: named(.frame(element, .height), height, rule))
  }

  /// `quantity` under `name`: itself when it has that name already, else a copy.
  @inline(__always) mutating func named(_ name: QuantityName, _ quantity: Quantity, _ rule: Rule)
    -> Quantity
  {
    guard Self.records else { return quantity }
    return entry(quantity).name == name ? quantity : copy(name, quantity, rule)
  }

  /// The zero of the window's coordinates, under `name`.
  @inline(__always) mutating func zero(_ name: QuantityName) -> Quantity {
    given(name, 0, .windowOrigin)
  }

  /// A frame's bottom edge, `y + height`, as an intermediate named `term`.
  @inline(__always) mutating func bottom(of frame: FrameQuantities, _ term: Term, _ rule: Rule)
    -> Quantity
  {
    sum(.term(term), frame.y, frame.height, rule)
  }
}
