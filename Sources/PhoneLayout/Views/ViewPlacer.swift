import AutoLayout

/// Places one views file on layout after layout, keeping the engine between them: a layout
/// only changes the root view's size and the guides' rectangles, which the engine re-solves
/// incrementally (`suggestValue`), so `check` builds the system once for all 690 layouts.
public struct ViewPlacer {
  public let file: ViewsFile
  let system: ViewSystem
  private var engine: LayoutEngine?
  /// Each view's depth in the tree.
  private let depths: [Int]
  /// Each view's constraints in effect when none is broken (shared by every layout).
  private let active: [[String]]
  /// A placer for each of the file's size-class variants used so far.
  private var variants: [SizeClasses: ViewPlacer] = [:]

  /// The most earlier views one view's findings name as covered; the rest are counted in a
  /// note, so 1,000 views stacked on each other stay 8,000 findings, not half a million.
  public static let listedCoveredViews = 8

  public init(_ file: ViewsFile) {
    self.file = file
    let system = ViewSystem(file)
    self.system = system
    var depths: [Int] = []
    depths.reserveCapacity(file.views.count)
    for spec in file.views { depths.append(spec.superview.map { depths[$0] + 1 } ?? 0) }
    self.depths = depths
    active = system.named.map { origins in origins.map { system.sources[$0].text } }
  }

  /// Every view on `layout`.
  public mutating func place(in layout: ScreenLayout) throws(DocumentError) -> [PlacedView] {
    try place(in: ViewPlacement.Geometry(layout))
  }

  /// Every view on `geometry`, in drawing order.
  ///
  /// Throws only for input the engine refuses whatever the layout (the decoder refuses it
  /// first, so only a file built in code can).
  public mutating func place(in g: ViewPlacement.Geometry) throws(DocumentError) -> [PlacedView] {
    if !file.sizeClassVariants.isEmpty, let variant = file.sizeClassVariants[g.sizeClasses] {
      var placer = variants[g.sizeClasses] ?? ViewPlacer(variant)
      defer { variants[g.sizeClasses] = placer }
      return try placer.place(in: g)
    }
    let origin = g.contentView
    let size = LayoutSize(width: origin.width, height: origin.height)
    let guides = guideRects(g)
    var result: LayoutResult
    do throws(LayoutInputError) {
      if engine == nil {
        engine = try LayoutEngine(
          views: system.views, constraints: system.constraints(), rootSize: size, guides: guides)
      } else {
        try engine!.update(rootSize: size, guides: guides)
      }
      result = engine!.result
      if engine!.solver.isExhausted { throw tangled() }
      // A size the constraints make negative: UIKit's engine never lets one be, so solve again
      // with those sizes' restrictions first, and a constraint of the file's breaks instead
      // (twice more at most: moving one restriction can leave another view's size negative).
      var early = Set<Int>()
      for _ in 0..<3 {
        let negative = Set(
          result.broken.compactMap { b -> Int? in
            guard case .user(let o) = b.broken else { return nil }
            return system.nonNegativeView(o)
          })
        guard !negative.isSubset(of: early) else { break }
        early.formUnion(negative)
        let again = try LayoutEngine(
          views: system.views, constraints: system.constraints(early: early), rootSize: size,
          guides: guides)
        if again.solver.isExhausted { throw tangled() }
        result = again.result
      }
    } catch {
      engine = nil
      throw documentError(error)
    }
    return placed(result, g)
  }

  // MARK: - Guides

  /// Each guide's rectangle on `g`, in the root view's coordinates.
  func guideRects(_ g: ViewPlacement.Geometry) -> [LayoutRect] {
    let o = g.contentView
    return system.guides.map { key in
      var r: LayoutRect
      switch key {
      case .region(let anchor, let ignoring, let swiftUI, let raised):
        var regions = ViewPlacement.Regions(layout: g, ignoring: ignoring, swiftUI: swiftUI)
        let rect = regions.effective(anchor)
        r = LayoutRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        // The classic handler adds the keyboard's height to the bottom constant.
        if raised, let keyboard = g.keyboard { r.height -= keyboard.height }
      case .keyboardLayoutGuide:
        var regions = ViewPlacement.Regions(layout: g, ignoring: nil, swiftUI: false)
        let rect = regions.keyboardGuide()
        r = LayoutRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
      }
      r.x -= o.minX
      r.y -= o.minY
      return r
    }
  }

  /// The notes each read leaves on `g`.
  private func notes(_ g: ViewPlacement.Geometry) -> [ViewSystem.Read: [ViewNote]] {
    var found: [ViewSystem.Read: [ViewNote]] = [:]
    for reads in system.reads {
      for read in reads where found[read] == nil {
        var regions = ViewPlacement.Regions(layout: g, ignoring: nil, swiftUI: false)
        switch read {
        case .anchor(let anchor): _ = regions.region(anchor)
        case .keyboardLayoutGuide: _ = regions.keyboardGuide()
        }
        found[read] = regions.notes
      }
    }
    return found
  }

  // MARK: - Results

  private func placed(_ result: LayoutResult, _ g: ViewPlacement.Geometry) -> [PlacedView] {
    let o = g.contentView
    let count = file.views.count
    var frames: [Rect] = []
    frames.reserveCapacity(count)
    for index in 0..<count {
      let f = result.frames[index + 1]
      // `+ 0` turns the solver's −0 into 0, which reports print without a sign.
      frames.append(
        Rect(x: f.x + o.minX + 0, y: f.y + o.minY + 0, width: f.width + 0, height: f.height + 0))
    }
    let readNotes = notes(g)
    // Broken constraints by the view they belong to, and by every view they name.
    var brokenFindings: [[ViewFinding]] = Array(repeating: [], count: count)
    var brokenReports: [[BrokenConstraintReport]] = Array(repeating: [], count: count)
    var brokenOrigins = Set<Int>()
    for b in result.broken {
      let text = describe(b.broken)
      let conflicts = b.conflicts.map(describe)
      let report = BrokenConstraintReport(constraint: text, conflicts: conflicts)
      var views: [Int] = []
      switch b.broken {
      case .user(let origin):
        brokenOrigins.insert(origin)
        views = system.sources[origin].views
      case .stack(let view, _), .hugging(let view, _), .compressionResistance(let view, _):
        if view > 0 { views = [view - 1] }
      case .rootSize, .guide:
        break
      }
      guard let owner = views.first else { continue }
      for view in views { brokenReports[view].append(report) }
      brokenFindings[owner].append(
        ViewFinding(
          kind: .brokenConstraint, element: text, overlap: frames[owner],
          detail: .broken(conflicts: conflicts), mayBeIntended: false))
    }
    var ambiguity: [[LayoutAxis]] = Array(repeating: [], count: count)
    for a in result.ambiguous where a.view > 0 {
      if a.horizontal { ambiguity[a.view - 1].append(.horizontal) }
      if a.vertical { ambiguity[a.view - 1].append(.vertical) }
    }
    var placed: [PlacedView] = []
    placed.reserveCapacity(count)
    for (index, spec) in file.views.enumerated() {
      let frame = frames[index]
      let flush = system.flushEdges[index]
      var found = ViewPlacement.findings(frame, spec, flush: flush, g)
      if let double = doubleCount(spec, frame, g) { found.append(double) }
      var notes: [ViewNote] = []
      for read in system.reads[index] {
        for note in readNotes[read] ?? [] where !notes.contains(note) { notes.append(note) }
      }
      if let ignored = spec.ignoresSafeArea, case .edges = spec.placement {
        notes.append(
          .ignoresSafeArea(ignored.regions, Edge.allCases.filter(ignored.edges.contains)))
      }
      let (covers, more) = covering(index, frames, content: g.contentView)
      found += covers
      if more { notes.append(.coversMore(listed: Self.listedCoveredViews)) }
      found += brokenFindings[index]
      for axis in ambiguity[index] {
        found.append(
          ViewFinding(
            kind: .ambiguous, element: axis.rawValue, overlap: frame, detail: .ambiguous(axis),
            mayBeIntended: false))
      }
      let local = result.framesInSuperview[index + 1]
      let activeHere =
        brokenOrigins.isEmpty
        ? active[index]
        : system.named[index].filter { !brokenOrigins.contains($0) }.map {
          system.sources[$0].text
        }
      var view = PlacedView(
        name: spec.name, frame: frame, findings: found, notes: notes,
        superview: spec.superview, depth: depths[index],
        frameInSuperview: Rect(
          x: local.x + 0, y: local.y + 0, width: local.width + 0, height: local.height + 0),
        constraints: ConstraintReport(
          active: activeHere, broken: brokenReports[index], ambiguous: ambiguity[index]))
      view.interfaceBuilderID = spec.interfaceBuilderID
      view.className = spec.className
      placed.append(view)
    }
    return placed
  }

  /// Raised by the keyboard's full height from an anchor above the screen's bottom: the bottom
  /// inset counted twice, by how much.
  private func doubleCount(_ spec: ViewSpec, _ frame: Rect, _ g: ViewPlacement.Geometry)
    -> ViewFinding?
  {
    guard spec.raisedByKeyboardHeight, g.keyboard != nil, case .edges(let pins) = spec.placement,
      let bottom = pins.bottom
    else { return nil }
    var regions = ViewPlacement.Regions(layout: g, ignoring: nil, swiftUI: false)
    let counted = g.screen.maxY - regions.region(bottom.anchor).maxY
    guard counted > 0.005 else { return nil }
    return ViewFinding(
      kind: .keyboardDoubleCount, element: "keyboard",
      overlap: Rect(
        minX: frame.minX, minY: frame.maxY, maxX: frame.maxX, maxY: frame.maxY + counted),
      detail: .doubleCount(amount: counted), mayBeIntended: false)
  }

  // MARK: - Views covering each other

  /// The earlier views `index` is drawn over, nearest below it first, at most
  /// `listedCoveredViews`, and whether there are more.
  ///
  /// In drawing order the views between a view's superview and the view are exactly its
  /// earlier siblings and their subviews, the views it can be drawn over; its own superview and
  /// subviews are not (a subview is drawn over its superview by design).
  private func covering(_ index: Int, _ frames: [Rect], content: Rect) -> ([ViewFinding], Bool) {
    let start = (file.views[index].superview ?? -1) + 1
    guard start < index else { return ([], false) }
    let mine = frames[index]
    var found: [ViewFinding] = []
    var j = index - 1
    while j >= start {
      let other = frames[j]
      if mine.overlaps(other, tolerance: 0.005) {
        guard found.count < Self.listedCoveredViews else { return (found, true) }
        found.append(
          ViewFinding(
            kind: .coversView, element: file.views[j].name, overlap: mine.intersection(other),
            detail: .covers(whole: mine.contains(other, tolerance: 0.005)),
            mayBeIntended: coverIsIntended(index, over: j, frames, content: content)))
      }
      j -= 1
    }
    return (found, false)
  }

  /// Whether covering `j` is perhaps on purpose.
  ///
  /// A view laid on a full-bleed background (the covered view fills its superview, or is held
  /// flush with it on every side), or laid inside the covered view flush with its bounds on
  /// both axes (an overlay, a strip along a side, a badge in a corner: one of its left and right
  /// edges and one of its top and bottom edges are the covered view's), is perhaps on purpose.
  /// A partial overlap, a view inside another that shares only the sides of a common margin
  /// (buttons slid over a text field), one laid inside away from the edges (nest it as a
  /// subview to say it belongs there) and a view hiding a smaller one are not.
  func coverIsIntended(_ index: Int, over j: Int, _ frames: [Rect], content: Rect) -> Bool {
    let covered = frames[j]
    let spec = file.views[j]
    let bounds = spec.superview.map { frames[$0] } ?? content
    if covered.contains(bounds, tolerance: 0.005) { return true }
    if Edge.allCases.allSatisfy({
      ViewPlacement.flushSide($0, spec, flush: system.flushEdges[j], keyboard: false)
    }) {
      return true
    }
    let mine = frames[index]
    guard covered.contains(mine, tolerance: 0.005) else { return false }
    let t = 0.005
    return (abs(mine.minX - covered.minX) <= t || abs(mine.maxX - covered.maxX) <= t)
      && (abs(mine.minY - covered.minY) <= t || abs(mine.maxY - covered.maxY) <= t)
  }

  // MARK: - Words

  /// A constraint the engine reports, as a person reads it.
  func describe(_ source: ConstraintSource) -> String {
    func name(_ view: Int) -> String { view > 0 ? file.views[view - 1].name : "superview" }
    switch source {
    case .user(let origin):
      return system.sources[origin].text
    case .hugging(let view, let axis), .compressionResistance(let view, let axis):
      let size = axis == .horizontal ? "width" : "height"
      let intrinsic = file.views[view - 1].intrinsic
      let value = (axis == .horizontal ? intrinsic?.width : intrinsic?.height) ?? 0
      if case .hugging = source {
        let p = axis == .horizontal ? intrinsic?.hugging.horizontal : intrinsic?.hugging.vertical
        return "\(name(view))'s content hugging (\(name(view)).\(size) <= "
          + "\(ScreenLayout.number(value)) @\(ScreenLayout.number(p ?? 250)))"
      }
      let c = intrinsic?.compressionResistance
      let p = axis == .horizontal ? c?.horizontal : c?.vertical
      return "\(name(view))'s compression resistance (\(name(view)).\(size) >= "
        + "\(ScreenLayout.number(value)) @\(ScreenLayout.number(p ?? 750)))"
    case .stack(let view, let identifier):
      return "\(name(view))'s \(identifier)"
    case .rootSize:
      return "the content view's size"
    case .guide(let index):
      guard index < system.guides.count else { return "a guide" }
      switch system.guides[index] {
      case .keyboardLayoutGuide: return "the keyboard layout guide"
      case .region(let anchor, _, _, let raised):
        let words: String
        switch anchor {
        case .superview: words = "the content view"
        case .safeArea: words = "the safe area"
        case .layoutMargins: words = "the layout margins"
        case .readableContent: words = "the readable content guide"
        case .statusBar: words = "the area below the status bar"
        case .navigationBar: words = "the area below the navigation bar"
        case .bottomBar: words = "the area above the bottom bar"
        case .keyboard: words = "the area above the keyboard"
        }
        return raised ? words + " less the keyboard's height" : words
      }
    }
  }

  /// The engine gave up: its work budget ran out before the constraints were solved.
  private func tangled() -> LayoutInputError {
    LayoutInputError(
      message: "the engine gave up on these constraints: after a second's work they were not "
        + "solved (a screen of 1,000 views takes a hundredth of that); look for constraints "
        + "that contradict each other in circles")
  }

  /// The engine's refusal as the file's error, at the view or constraint at fault.
  private func documentError(_ error: LayoutInputError) -> DocumentError {
    if let origin = error.constraintOrigin, origin >= 0, origin < system.sources.count {
      let s = system.sources[origin]
      return DocumentError(
        file: file.file, line: s.line, column: s.column, path: s.path,
        message: "\(s.text): \(error.message)")
    }
    if let view = error.view, view > 0, view <= file.views.count {
      let spec = file.views[view - 1]
      return DocumentError(
        file: file.file, line: spec.line, column: spec.column, path: spec.path,
        message: error.message)
    }
    return DocumentError(file: file.file, message: error.message)
  }
}
