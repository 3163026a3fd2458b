/// Four quantities packed: their numbers, then their entries, then their estimate bits (44
/// bytes rather than four quantities' 64, padding and all).
///
/// A layout holds some thirty frames and insets, and copies each a few times as its stages hand
/// them on: a quarter fewer bytes is a quarter less copying.
struct PackedQuantities: Hashable, Sendable {
  private let values: (Double, Double, Double, Double)
  private let entries: (Int16, Int16, Int16, Int16)
  private let estimates: (Bool, Bool, Bool, Bool)

  @inline(__always)
  init(_ a: Quantity, _ b: Quantity, _ c: Quantity, _ d: Quantity) {
    values = (a.value, b.value, c.value, d.value)
    entries = (a.entry, b.entry, c.entry, d.entry)
    estimates = (a.isEstimate, b.isEstimate, c.isEstimate, d.isEstimate)
  }

  @inline(__always) var first: Quantity {
    Quantity(value: values.0, isEstimate: estimates.0, entry: entries.0)
  }
  @inline(__always) var second: Quantity {
    Quantity(value: values.1, isEstimate: estimates.1, entry: entries.1)
  }
  @inline(__always) var third: Quantity {
    Quantity(value: values.2, isEstimate: estimates.2, entry: entries.2)
  }
  @inline(__always) var fourth: Quantity {
    Quantity(value: values.3, isEstimate: estimates.3, entry: entries.3)
  }
  /// The four numbers.
  @inline(__always) var numbers: (Double, Double, Double, Double) { values }
  /// Whether any of the four rests on an estimate.
  @inline(__always) var anyEstimate: Bool {
    estimates.0 || estimates.1 || estimates.2 || estimates.3
  }

  static func == (a: PackedQuantities, b: PackedQuantities) -> Bool {
    a.values == b.values && a.entries == b.entries && a.estimates == b.estimates
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(values.0)
    hasher.combine(values.1)
    hasher.combine(values.2)
    hasher.combine(values.3)
    hasher.combine(entries.0)
    hasher.combine(entries.1)
    hasher.combine(entries.2)
    hasher.combine(entries.3)
    hasher.combine(estimates.0)
    hasher.combine(estimates.1)
    hasher.combine(estimates.2)
    hasher.combine(estimates.3)
  }
}

/// A frame whose four numbers are quantities of the layout's ledger.
public struct FrameQuantities: Hashable, Sendable {
  private let packed: PackedQuantities

  @inline(__always) public var x: Quantity { packed.first }
  @inline(__always) public var y: Quantity { packed.second }
  @inline(__always) public var width: Quantity { packed.third }
  @inline(__always) public var height: Quantity { packed.fourth }

  @inline(__always)
  public init(x: Quantity, y: Quantity, width: Quantity, height: Quantity) {
    packed = PackedQuantities(x, y, width, height)
  }

  /// The frame in points.
  @inline(__always) public var rect: Rect {
    let n = packed.numbers
    return Rect(x: n.0, y: n.1, width: n.2, height: n.3)
  }

  /// Whether any of its numbers rests on an estimate.
  @inline(__always) public var isEstimate: Bool { packed.anyEstimate }

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
  private let packed: PackedQuantities

  @inline(__always) public var top: Quantity { packed.first }
  @inline(__always) public var left: Quantity { packed.second }
  @inline(__always) public var bottom: Quantity { packed.third }
  @inline(__always) public var right: Quantity { packed.fourth }

  @inline(__always)
  public init(top: Quantity, left: Quantity, bottom: Quantity, right: Quantity) {
    packed = PackedQuantities(top, left, bottom, right)
  }

  @inline(__always) public var insets: EdgeInsets {
    let n = packed.numbers
    return EdgeInsets(top: n.0, left: n.1, bottom: n.2, right: n.3)
  }

  @inline(__always) public var isEstimate: Bool { packed.anyEstimate }

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
