import AutoLayout

/// Lays your views out on a phone with the Auto Layout engine: the anchors and guides read from
/// the layout (falling back as UIKit does where the iOS lacks them), the file's constraints
/// solved, then what clips, covers or breaks each view.
public enum ViewPlacement {
  /// Every view of `file` on `layout`, in the file's drawing order.
  ///
  /// Throws only for input no layout can place (the decoder refuses it first); a constraint that
  /// cannot hold on this layout is broken and reported, as UIKit does.
  public static func place(_ file: ViewsFile, in layout: ScreenLayout) throws(DocumentError)
    -> [PlacedView]
  {
    var placer = ViewPlacer(file)
    return try placer.place(in: Geometry(layout))
  }

  /// Every view of `file` on `geometry`, in drawing order, each placed or the reason it cannot be.
  public static func placeEach(_ file: ViewsFile, in geometry: Geometry)
    -> [Result<PlacedView, DocumentError>]
  {
    var placer = ViewPlacer(file)
    do {
      return try placer.place(in: geometry).map { .success($0) }
    } catch {
      return file.views.map { _ in .failure(error) }
    }
  }

  /// What placement reads from a layout, taken once for all the views of a file (the layout's
  /// frames are computed from its sourced quantities at every read).
  ///
  /// Two layouts with equal geometries place every view the same: it holds the rectangles and
  /// the three settings placement reads, so a setting that moves nothing (the hotspot on a Face
  /// ID phone) keeps the placement.
  public struct Geometry: Hashable, Sendable {
    let screen: Rect
    let contentView: Rect
    let contentRect: Rect
    let statusBar: Rect?
    let navigationBar: Rect?
    let toolbar: Rect?
    let tabBar: Rect?
    let notch: Rect?
    let dynamicIsland: Rect?
    let homeIndicator: Rect?
    let keyboard: Rect?
    let keyboardLayoutGuide: Rect?
    let layoutMarginsGuide: Rect?
    let readableContentGuide: Rect?
    let cornerRadius: Double
    let cornerRadii: [Double]
    /// A foldable's reserved regions: the fold half-open, the side strip, the status cluster.
    let division: Rect?
    let sideStrip: Rect?
    let occlusion: Rect?
    let ios: IOSVersion
    let orientation: Orientation
    let opaqueBars: Bool
    /// The size classes, which pick a views file's variant.
    let sizeClasses: SizeClasses

    public init(_ l: ScreenLayout) {
      screen = l.screen
      contentView = l.contentView
      contentRect = l.contentRect
      statusBar = l.statusBar
      navigationBar = l.navigationBar
      toolbar = l.toolbar
      tabBar = l.tabBar
      notch = l.notch
      dynamicIsland = l.dynamicIsland
      homeIndicator = l.homeIndicator
      keyboard = l.keyboard
      keyboardLayoutGuide = l.keyboardLayoutGuide
      layoutMarginsGuide = l.layoutMarginsGuide
      readableContentGuide = l.readableContentGuide
      cornerRadius = l.cornerRadius
      cornerRadii = l.cornerRadii
      division = l.frame(of: .division)
      sideStrip = l.sideStrip
      occlusion = l.frame(of: .occlusion)
      ios = l.settings.ios
      orientation = l.settings.orientation
      opaqueBars = l.settings.opaqueBars
      sizeClasses = SizeClasses(of: l)
    }
  }

  // MARK: - Anchors

  /// The rectangles anchors stand for on one layout, and the notes their fallbacks leave.
  struct Regions {
    let layout: Geometry
    let ignoring: IgnoredSafeArea?
    /// SwiftUI's safe area takes the keyboard in when it is up.
    let swiftUI: Bool
    var notes: [ViewNote] = []

    init(layout: Geometry, ignoring: IgnoredSafeArea?, swiftUI: Bool) {
      self.layout = layout
      self.ignoring = ignoring
      self.swiftUI = swiftUI
    }

    /// The rectangle `anchor` stands for, noting any fallback once.
    mutating func region(_ anchor: Anchor) -> Rect {
      let l = layout
      let ios = l.ios
      let view = l.contentView
      func note(_ n: ViewNote) { if !notes.contains(n) { notes.append(n) } }
      switch anchor {
      case .superview:
        return view
      case .safeArea:
        if ios.major < 11 { note(.safeAreaFallsBack(ios, toLayoutGuides: ios.major >= 7)) }
        // Before iOS 11 the content rect is the area between the layout guides (iOS 7–10) or
        // between the bars (iOS ≤ 6), whose sides are the view's.
        return ios.major >= 7 ? l.contentRect : view
      case .layoutMargins:
        guard let guide = l.layoutMarginsGuide else {
          note(.guideFallsBack(.layoutMargins, ios, to: .superview))
          return view
        }
        return guide
      case .readableContent:
        if let guide = l.readableContentGuide { return guide }
        guard let margins = l.layoutMarginsGuide else {
          note(.guideFallsBack(.readableContent, ios, to: .superview))
          return view
        }
        note(.guideFallsBack(.readableContent, ios, to: .layoutMargins))
        return margins
      case .statusBar:
        guard let bar = l.statusBar else {
          note(.barMissing(.statusBar, usedInstead: .superview))
          return view
        }
        return Rect(
          minX: view.minX, minY: max(view.minY, bar.maxY), maxX: view.maxX, maxY: view.maxY)
      case .navigationBar:
        guard let bar = l.navigationBar else {
          note(.barMissing(.navigationBar, usedInstead: .statusBar))
          return region(.statusBar)
        }
        return Rect(
          minX: view.minX, minY: max(view.minY, bar.maxY), maxX: view.maxX, maxY: view.maxY)
      case .bottomBar:
        guard let bar = l.toolbar ?? l.tabBar else {
          note(.barMissing(.bottomBar, usedInstead: .safeArea))
          return region(.safeArea)
        }
        return Rect(
          minX: view.minX, minY: view.minY, maxX: view.maxX, maxY: min(view.maxY, bar.minY))
      case .keyboard:
        let top: Double
        if let guide = l.keyboardLayoutGuide {
          top = guide.minY
        } else {
          note(.noKeyboardGuide(ios))
          top = l.keyboard?.minY ?? l.contentRect.maxY
        }
        return Rect(minX: view.minX, minY: view.minY, maxX: view.maxX, maxY: max(view.minY, top))
      }
    }

    /// The region of an anchor with SwiftUI's ignored edges taken to the view's (the screen's).
    mutating func effective(_ anchor: Anchor) -> Rect {
      var r = region(anchor)
      let guides: [Anchor] = [.safeArea, .layoutMargins, .readableContent]
      guard guides.contains(anchor) else { return r }
      let view = layout.contentView
      if let ignoring {
        if ignoring.ignoresContainer(.top) {
          r = Rect(minX: r.minX, minY: view.minY, maxX: r.maxX, maxY: r.maxY)
        }
        if ignoring.ignoresContainer(.bottom) {
          r = Rect(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: view.maxY)
        }
        if ignoring.ignoresContainer(.left) {
          r = Rect(minX: view.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY)
        }
        if ignoring.ignoresContainer(.right) {
          r = Rect(minX: r.minX, minY: r.minY, maxX: view.maxX, maxY: r.maxY)
        }
      }
      // SwiftUI keeps content above the keyboard: its safe area's bottom is the keyboard's top,
      // unless the view ignores the keyboard region there (ignoring the container region only
      // takes the edges to the screen's; the keyboard's top still holds).
      if swiftUI, let keyboard = layout.keyboard, ignoring?.ignoresKeyboard(.bottom) != true {
        r = Rect(
          minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: max(r.minY, min(r.maxY, keyboard.minY)))
      }
      return r
    }

    /// `keyboardLayoutGuide` as constraints name it: from the keyboard's top (the safe area's
    /// bottom while it is down) to the view's bottom; before iOS 15 the keyboard's frame from
    /// the notification stands in, noted.
    mutating func keyboardGuide() -> Rect {
      if let guide = layout.keyboardLayoutGuide { return guide }
      let view = layout.contentView
      if !notes.contains(.noKeyboardGuide(layout.ios)) {
        notes.append(.noKeyboardGuide(layout.ios))
      }
      let top = max(view.minY, layout.keyboard?.minY ?? layout.contentRect.maxY)
      return Rect(minX: view.minX, minY: top, maxX: view.maxX, maxY: max(top, view.maxY))
    }
  }

  // MARK: - What clips a view

  /// What clips a rect as frame-based code would place it (no pins, so nothing is on purpose).
  public static func findings(_ frame: Rect, named name: String, in l: ScreenLayout)
    -> [ViewFinding]
  {
    findings(frame, ViewSpec(name: name, placement: .frame(frame)), flush: [], Geometry(l))
  }

  /// What clips `frame` on `l`, in a fixed order: bars, cutouts, corners, home indicator, safe
  /// area, screen.
  ///
  /// A view with no area (less than the reports' last decimal across) shows nothing to clip.
  static func findings(_ frame: Rect, _ view: ViewSpec, flush: Set<Edge>, _ l: Geometry)
    -> [ViewFinding]
  {
    var found: [ViewFinding] = []
    guard frame.width >= 0.005 && frame.height >= 0.005 else { return found }
    func add(
      _ kind: ViewFinding.Kind, _ element: String, _ overlap: Rect, _ detail: ViewFinding.Detail
    ) {
      found.append(
        ViewFinding(
          kind: kind, element: element, overlap: overlap, detail: detail,
          mayBeIntended: flushWithSuperview((kind, element), view, flush: flush, l)))
    }
    let translucent = !l.opaqueBars
    let bars: [(ViewFinding.Kind, String, Rect?)] = [
      (.statusBar, "statusBar", l.statusBar), (.navigationBar, "navigationBar", l.navigationBar),
      (.toolbar, "toolbar", l.toolbar), (.tabBar, "tabBar", l.tabBar),
    ]
    for (kind, name, bar) in bars {
      guard let bar, bar.overlaps(frame) else { continue }
      // The status bar has no background from iOS 7: content always shows under it.
      let seeThrough = kind == .statusBar ? l.ios.major >= 7 : translucent
      add(
        kind, name, bar.intersection(frame),
        .bar(translucent: seeThrough, blurs: l.ios.major >= 7))
    }
    if let notch = l.notch, notch.overlaps(frame) {
      add(.notch, "notch", notch.intersection(frame), .cutout)
    }
    if let island = l.dynamicIsland, island.overlaps(frame) {
      add(.dynamicIsland, "dynamicIsland", island.intersection(frame), .cutout)
    }
    for corner in cornerFindings(frame, l) { add(.corner, corner.0, corner.1, corner.2) }
    if let strip = l.homeIndicator, strip.overlaps(frame) {
      add(.homeIndicator, "homeIndicator", strip.intersection(frame), .homeIndicator)
    }
    if let keyboard = l.keyboard, keyboard.overlaps(frame) {
      add(.keyboard, "keyboard", keyboard.intersection(frame), .keyboard)
    }
    // A foldable's regions (§8b): the fold, the strip, the status cluster.
    for (kind, element, region) in [
      (ViewFinding.Kind.fold, "division", l.division), (.sideStrip, "sideStrip", l.sideStrip),
      (.occlusion, "occlusion", l.occlusion),
    ] {
      guard let region, region.overlaps(frame) else { continue }
      add(kind, element, region.intersection(frame), .region)
    }
    let safe = l.contentRect
    for (edge, amount, part) in beyond(frame, safe) {
      add(.outsideSafeArea, "safeArea.\(edge.rawValue)", part, .outside(edge, amount: amount))
    }
    for (edge, amount, part) in beyond(frame, l.screen) {
      add(.offScreen, "screen.\(edge.rawValue)", part, .offScreen(edge, amount: amount))
    }
    return found
  }

  /// The parts of `frame` beyond each edge of `area`, with how far.
  static func beyond(_ frame: Rect, _ area: Rect) -> [(Edge, Double, Rect)] {
    let tolerance = 0.005
    var parts: [(Edge, Double, Rect)] = []
    if frame.minY < area.minY - tolerance {
      parts.append(
        (
          .top, area.minY - frame.minY,
          Rect(
            minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: min(frame.maxY, area.minY))
        ))
    }
    if frame.minX < area.minX - tolerance {
      parts.append(
        (
          .left, area.minX - frame.minX,
          Rect(
            minX: frame.minX, minY: frame.minY, maxX: min(frame.maxX, area.minX), maxY: frame.maxY)
        ))
    }
    if frame.maxY > area.maxY + tolerance {
      parts.append(
        (
          .bottom, frame.maxY - area.maxY,
          Rect(
            minX: frame.minX, minY: max(frame.minY, area.maxY), maxX: frame.maxX, maxY: frame.maxY)
        ))
    }
    if frame.maxX > area.maxX + tolerance {
      parts.append(
        (
          .right, frame.maxX - area.maxX,
          Rect(
            minX: max(frame.minX, area.maxX), minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
        ))
    }
    return parts
  }

  /// The parts of `frame` outside the display's rounded corners (circular arcs of the corner
  /// radius), each with how deep the view reaches past the arc.
  static func cornerFindings(_ frame: Rect, _ l: Geometry) -> [(
    String, Rect, ViewFinding.Detail
  )] {
    guard l.cornerRadius > 0 else { return [] }
    let w = l.screen.width
    let h = l.screen.height
    var result: [(String, Rect, ViewFinding.Detail)] = []
    // Each corner mirrored to the top-left: local = |screen edge − coordinate|.
    let corners: [(String, Bool, Bool)] = [
      ("top-left corner", false, false), ("top-right corner", true, false),
      ("bottom-left corner", false, true), ("bottom-right corner", true, true),
    ]
    for (index, (name, right, bottom)) in corners.enumerated() {
      let r = l.cornerRadii.count == 4 ? l.cornerRadii[index] : l.cornerRadius
      guard r > 0 else { continue }
      // The view's extent in local coordinates, clipped to the corner square [0, r]².
      let a = max(0, right ? w - frame.maxX : frame.minX)
      let b = min(r, right ? w - frame.minX : frame.maxX)
      let c = max(0, bottom ? h - frame.maxY : frame.minY)
      let d = min(r, bottom ? h - frame.minY : frame.maxY)
      guard a < b - 0.001, c < d - 0.001 else { continue }
      // The point nearest the corner is (a, c); outside the arc when farther than r from its
      // centre (r, r).
      let distance = ((r - a) * (r - a) + (r - c) * (r - c)).squareRoot()
      guard distance > r + 0.001 else { continue }
      // How far the arc is from the edge at a given distance along the other edge.
      func arc(_ t: Double) -> Double { r - (r * r - (r - t) * (r - t)).squareRoot() }
      let xEnd = min(b, arc(c))
      let yEnd = min(d, arc(a))
      // Less than the reports' last decimal (0.01 pt) each way is no overlap ("by 0 pt").
      guard xEnd - a >= 0.005, yEnd - c >= 0.005, distance - r >= 0.005 else { continue }
      // Back to screen coordinates.
      let x0 = right ? w - xEnd : a
      let x1 = right ? w - a : xEnd
      let y0 = bottom ? h - yEnd : c
      let y1 = bottom ? h - c : yEnd
      let depth = distance - r
      result.append(
        (
          name, Rect(minX: x0, minY: y0, maxX: x1, maxY: y1),
          .corner(depth: depth, circleDecides: depth < 2)
        ))
    }
    return result
  }

  /// Whether the view is held flush (constant 0) to its superview on every side of the screen
  /// the finding lies against: a full-bleed background under a translucent bar, around the
  /// Dynamic Island, into the corners, on purpose.
  ///
  /// `flush` holds the edges its anchors or constraints set equal to the superview's; SwiftUI's
  /// ignored safe-area edges count as the superview's. A view with a frame never is.
  static func flushWithSuperview(
    _ finding: (kind: ViewFinding.Kind, element: String), _ view: ViewSpec, flush: Set<Edge>,
    _ l: Geometry
  ) -> Bool {
    guard case .edges = view.placement else { return false }
    let sides: [Edge]
    switch finding.kind {
    case .offScreen, .keyboardDoubleCount, .coversView, .brokenConstraint, .ambiguous:
      return false
    case .statusBar, .navigationBar:
      sides = [.top]
    case .toolbar, .tabBar, .homeIndicator, .keyboard:
      // A background flush with the bottom runs behind the keyboard on purpose.
      sides = [.bottom]
    case .notch, .dynamicIsland:
      switch l.orientation {
      case .portrait: sides = [.top]
      case .landscapeLeft: sides = [.right]
      case .landscapeRight: sides = [.left]
      }
    case .corner:
      sides = Edge.allCases.filter { finding.element.includes($0.rawValue) }
    case .fold:
      // A background from edge to edge across the fold.
      sides = l.division.map { $0.width < $0.height ? [.left, .right] : [.top, .bottom] } ?? []
    case .sideStrip:
      sides = l.sideStrip.map { $0.minX <= l.screen.minX ? [.left] : [.right] } ?? []
    case .occlusion:
      sides = [.top]
    case .outsideSafeArea:
      sides = Edge.allCases.filter { finding.element == "safeArea.\($0.rawValue)" }
    }
    return !sides.isEmpty
      && sides.allSatisfy { flushSide($0, view, flush: flush, keyboard: finding.kind == .keyboard) }
  }

  /// Whether `edge` is held flush with the superview: pinned or constrained to it with constant
  /// 0, or pinned to a guide whose safe area the view ignores there (for the keyboard, whose
  /// keyboard region it ignores).
  static func flushSide(_ edge: Edge, _ view: ViewSpec, flush: Set<Edge>, keyboard: Bool) -> Bool {
    if flush.contains(edge) { return true }
    guard case .edges(let pins) = view.placement, let pin = pins.pin(edge), pin.constant == 0
    else { return false }
    let guides: [Anchor] = [.safeArea, .layoutMargins, .readableContent]
    guard guides.contains(pin.anchor), let ignored = view.ignoresSafeArea else { return false }
    // Behind the keyboard on purpose only where the keyboard's safe area is ignored.
    return keyboard ? ignored.ignoresKeyboard(edge) : ignored.ignoresContainer(edge)
  }
}
