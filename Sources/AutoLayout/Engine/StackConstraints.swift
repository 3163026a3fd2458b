/// An item inside the engine: the caller's items plus the stack views' hidden guides.
enum EngineItem: Equatable {
  case view(Int)
  case guide(Int)
  case margins(Int)
  /// A stack view's private guide (its alignment spanner or a gap between two items).
  case spacer(Int)
}

/// A constraint inside the engine, with where it came from.
struct EngineConstraint {
  var first: EngineItem
  var firstAttribute: LayoutAttribute
  var relation: Relation
  var second: EngineItem?
  var secondAttribute: LayoutAttribute?
  var multiplier: Double = 1
  var constant: Double = 0
  var priority: Priority = .required
  var source: ConstraintSource
}

/// The constraints a `UIStackView` makes for its arranged subviews.
///
/// UIKit does not document them; they are read from the identifiers it logs and from
/// Alexander Grebenyuk's reconstruction ("Let's Build UIStackView",
/// https://kean.blog/post/lets-build-uistackview, and its code, github.com/kean/Arranged,
/// which printed the constraints of real stack views: facts only, nothing copied). With the
/// arranged subviews a₁…aₙ, along the axis (leading/trailing/width for a horizontal stack,
/// top/bottom/height for a vertical one) and the canvas being the stack, or its layout margins
/// guide when `isLayoutMarginsRelativeArrangement`:
///
/// - `UISV-canvas-connection`: canvas.leading == a₁.leading, canvas.trailing == aₙ.trailing.
/// - `UISV-spacing`: aᵢ₊₁.leading == aᵢ.trailing + spacing (fill, fillEqually,
///   fillProportionally); `>=` for equalSpacing and equalCentering.
/// - `UISV-fill-equally`: aᵢ.width == a₁.width (fillEqually).
/// - `UISV-fill-proportionally`: aᵢ.width == stack.width × sᵢ / (Σ s + spacing × (n − 1)),
///   sᵢ the intrinsic widths, at 999, 998, 997, … in order (required when a single item has an
///   intrinsic width and n = 1 or spacing = 0); an item without one gets width == 0; with no
///   intrinsic width at all, fillEqually instead.
/// - equalSpacing: a gap guide gᵢ between aᵢ and aᵢ₊₁ (`UISV-distributing-edge`:
///   gᵢ.leading == aᵢ.trailing, gᵢ.trailing == aᵢ₊₁.leading) and all gaps of equal width
///   (`UISV-fill-equally`); equalCentering the same from centre to centre, the widths equal at
///   149. Both add `UISV-canvas-fit`: stack.width == 0 @49.
///
/// Across the axis (top/bottom/centerY/height for a horizontal stack, leading/trailing/centerX/
/// width for a vertical one):
///
/// - fill: `UISV-alignment` aᵢ.top == a₁.top and aᵢ.bottom == a₁.bottom; `UISV-canvas-connection`
///   canvas.top == a₁.top, canvas.bottom == a₁.bottom.
/// - leading/top, trailing/bottom, center: `UISV-alignment` on that edge (or centre) to a₁;
///   with one item, the canvas holds it (canvas.top == a₁.top and canvas.bottom >= a₁.bottom
///   for leading; mirrored for trailing; both `<=`/`>=` plus canvas.centerY == a₁.centerY for
///   center) and `UISV-canvas-fit` canvas.height == 0 @49 keeps it tight; with several, an
///   alignment spanner guide holds them all (`UISV-spanning-boundary`: spanner.top <= aᵢ.top,
///   spanner.bottom >= aᵢ.bottom), hugs them (`UISV-spanning-fit`: spanner.height == 0 @51),
///   and the canvas connects to a₁ on the aligned edge (the centre for center) and to the
///   spanner on the others. Each item also gets `UISV-ambiguity-suppression`:
///   aᵢ.height == 0 @25, so an item with no height of its own collapses instead of floating.
///
/// Two simplifications against kean's reconstruction: the spanner's edges are all inequalities
/// (his aligned edge is an equality at 999.5, which the alignment constraints make equivalent),
/// and for center the canvas meets the spanner on both edges (his code meets a₁'s bottom, which
/// would stretch a₁ to the tallest item). Hidden arranged subviews (`UISV-hiding`) and baseline
/// alignment are not modelled.
enum StackConstraints {
  /// Appends the constraints stack view `index` makes; `spacers` counts the private guides.
  static func make(
    stack index: Int, _ stack: StackLayout, views: [LayoutView], spacers: inout Int,
    into constraints: inout [EngineConstraint]
  ) {
    let items = stack.arrangedSubviews
    guard let first = items.first, let last = items.last else { return }
    let horizontal = stack.axis == .horizontal
    let lead: LayoutAttribute = horizontal ? .leading : .top
    let trail: LayoutAttribute = horizontal ? .trailing : .bottom
    let size: LayoutAttribute = horizontal ? .width : .height
    let center: LayoutAttribute = horizontal ? .centerX : .centerY
    let crossLead: LayoutAttribute = horizontal ? .top : .leading
    let crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
    let crossSize: LayoutAttribute = horizontal ? .height : .width
    let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
    let canvas: EngineItem =
      stack.isLayoutMarginsRelativeArrangement ? .margins(index) : .view(index)

    func add(
      _ a: EngineItem, _ aAttribute: LayoutAttribute, _ relation: Relation,
      _ b: EngineItem?, _ bAttribute: LayoutAttribute?, multiplier: Double = 1,
      constant: Double = 0, priority: Priority = .required, _ identifier: String
    ) {
      constraints.append(
        EngineConstraint(
          first: a, firstAttribute: aAttribute, relation: relation, second: b,
          secondAttribute: bAttribute, multiplier: multiplier, constant: constant,
          priority: priority, source: .stack(view: index, identifier: identifier)))
    }

    // Along the axis.
    add(canvas, lead, .equal, .view(first), lead, "UISV-canvas-connection")
    add(canvas, trail, .equal, .view(last), trail, "UISV-canvas-connection")
    let spaced = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    for (previous, next) in zip(items, items.dropFirst()) {
      add(
        .view(next), lead, spaced ? .greaterThanOrEqual : .equal, .view(previous), trail,
        constant: stack.spacing, "UISV-spacing")
    }
    func fillEqually() {
      for item in items.dropFirst() {
        add(.view(item), size, .equal, .view(first), size, "UISV-fill-equally")
      }
    }
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      fillEqually()
    case .fillProportionally:
      let sizes = items.map { item -> Double in
        let s = views[item].intrinsic(stack.axis) ?? 0
        return s > 0 ? s : 0
      }
      let withSize = sizes.filter { $0 > 0 }.count
      if withSize == 0 {
        fillEqually()
        break
      }
      let total = sizes.reduce(0, +) + stack.spacing * Double(items.count - 1)
      var priority: Double? =
        withSize == 1 && (items.count == 1 || stack.spacing == 0) ? nil : 999
      for (item, s) in zip(items, sizes) {
        if s > 0 {
          add(
            .view(item), size, .equal, .view(index), size, multiplier: s / total,
            priority: Priority(priority ?? 1000), "UISV-fill-proportionally")
          if let p = priority { priority = max(1, p - 1) }
        } else {
          add(.view(item), size, .equal, nil, nil, "UISV-fill-proportionally")
        }
      }
    case .equalSpacing, .equalCentering:
      let centring = stack.distribution == .equalCentering
      var firstGap: Int?
      for (previous, next) in zip(items, items.dropFirst()) {
        let gap = spacers
        spacers += 1
        add(
          .spacer(gap), lead, .equal, .view(previous), centring ? center : trail,
          "UISV-distributing-edge")
        add(
          .spacer(gap), trail, .equal, .view(next), centring ? center : lead,
          "UISV-distributing-edge")
        if let firstGap {
          add(
            .spacer(gap), size, .equal, .spacer(firstGap), size,
            priority: centring ? 149 : .required, "UISV-fill-equally")
        } else {
          firstGap = gap
        }
      }
      add(.view(index), size, .equal, nil, nil, priority: 49, "UISV-canvas-fit")
    }

    // Across the axis.
    let alignment: StackLayout.Alignment
    switch stack.alignment {
    case .top: alignment = .leading
    case .bottom: alignment = .trailing
    default: alignment = stack.alignment
    }
    if alignment == .fill {
      for item in items.dropFirst() {
        add(.view(first), crossLead, .equal, .view(item), crossLead, "UISV-alignment")
        add(.view(first), crossTrail, .equal, .view(item), crossTrail, "UISV-alignment")
      }
      add(canvas, crossLead, .equal, .view(first), crossLead, "UISV-canvas-connection")
      add(canvas, crossTrail, .equal, .view(first), crossTrail, "UISV-canvas-connection")
      return
    }
    let aligned: LayoutAttribute =
      alignment == .leading ? crossLead : alignment == .trailing ? crossTrail : crossCenter
    for item in items.dropFirst() {
      add(.view(first), aligned, .equal, .view(item), aligned, "UISV-alignment")
    }
    if alignment == .center {
      add(canvas, crossCenter, .equal, .view(first), crossCenter, "UISV-canvas-connection")
    }
    // The item (one) or the spanner (several) that the canvas holds on the edges not aligned.
    let holder: EngineItem
    if items.count == 1 {
      holder = .view(first)
    } else {
      holder = .spacer(spacers)
      spacers += 1
      for item in items {
        add(holder, crossLead, .lessThanOrEqual, .view(item), crossLead, "UISV-spanning-boundary")
        add(
          holder, crossTrail, .greaterThanOrEqual, .view(item), crossTrail,
          "UISV-spanning-boundary")
      }
      add(holder, crossSize, .equal, nil, nil, priority: 51, "UISV-spanning-fit")
    }
    let single = items.count == 1
    if alignment == .leading {
      add(canvas, crossLead, .equal, .view(first), crossLead, "UISV-canvas-connection")
    } else {
      add(
        canvas, crossLead, single ? .lessThanOrEqual : .equal, holder, crossLead,
        "UISV-canvas-connection")
    }
    if alignment == .trailing {
      add(canvas, crossTrail, .equal, .view(first), crossTrail, "UISV-canvas-connection")
    } else {
      add(
        canvas, crossTrail, single ? .greaterThanOrEqual : .equal, holder, crossTrail,
        "UISV-canvas-connection")
    }
    if single {
      add(.view(index), crossSize, .equal, nil, nil, priority: 49, "UISV-canvas-fit")
    }
    for item in items {
      add(.view(item), crossSize, .equal, nil, nil, priority: 25, "UISV-ambiguity-suppression")
    }
  }
}
