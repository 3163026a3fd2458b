import PhoneLayout

/// A phone's screen as a display list: every shape in the layout's points, back to front, with
/// its role and what it stands for.
///
/// Built once, by one function, from a `PhoneDrawing`; the cell rasteriser, the SVG writer, the
/// legend and the hit map all read it, so the paint order, the strip under the toolbar, the label
/// variants, the status bar's ink and the content label are said here only. Pure.
public struct PhoneScene: Sendable {
  public let drawing: PhoneDrawing
  /// Back to front: by layer, and in the order built within a layer.
  public let shapes: [Shape]

  public var layout: ScreenLayout { drawing.layout }

  public init(_ drawing: PhoneDrawing) {
    self.drawing = drawing
    var builder = Builder(drawing)
    builder.build()
    // Taken out of the builder, so the array has one owner and the swaps copy nothing.
    var built: [Shape] = []
    swap(&built, &builder.shapes)
    shapes = Self.backToFront(consume built)
  }

  /// `shapes` by layer, in the order given within a layer (a stable sort).
  ///
  /// The keys sorted are whole numbers (the layer above the index given), not the shapes, which
  /// are then moved into place by swaps: copying a shape retains its strings, and a hundred
  /// views made that a tenth of a key's cost.
  static func backToFront(_ shapes: consuming [Shape]) -> [Shape] {
    var shapes = shapes
    var keys = shapes.indices.map { shapes[$0].layer.rawValue << 32 | $0 }
    guard keys.indices.dropFirst().contains(where: { keys[$0 - 1] > keys[$0] }) else {
      return shapes
    }
    keys.sort()
    // Position `i` takes the shape given at `keys[i]`'s index: follow each cycle of that
    // permutation, swapping as it goes.
    var order = keys.map { $0 & 0xFFFF_FFFF }
    for start in order.indices where order[start] != start {
      var at = start
      while order[at] != start {
        let from = order[at]
        shapes.swapAt(at, from)
        order[at] = at
        at = from
      }
      order[at] = at
    }
    return shapes
  }

  /// The shapes that stand for `target`.
  public func shapes(of target: SceneTarget) -> [Shape] { shapes.filter { $0.target == target } }

  /// The roles of the shapes in the scene, in the order first drawn.
  public var roles: [StyleRole] {
    var seen = Set<StyleRole>()
    return shapes.map(\.role).filter { seen.insert($0).inserted }
  }
}

/// Builds a scene's shapes layer by layer.
private struct Builder {
  let d: PhoneDrawing
  let l: ScreenLayout
  var shapes: [Shape] = []

  init(_ drawing: PhoneDrawing) {
    d = drawing
    l = drawing.layout
  }

  /// The geometry and name are taken, not borrowed, so a shape built from them is not a copy.
  mutating func add(
    _ geometry: consuming Shape.Geometry, _ role: StyleRole, _ layer: SceneLayer,
    _ target: SceneTarget = .none, name: consuming String? = nil, keepsAPixel: Bool = false
  ) {
    shapes.append(
      Shape(
        geometry, role: role, layer: layer, target: target, name: name, keepsAPixel: keepsAPixel))
  }

  mutating func text(_ text: SceneText, ink: StyleRole? = nil, _ target: SceneTarget = .none) {
    add(.text(text), ink ?? (text.ground.isDark ? .labelOnDark : .label), .text, target)
  }

  mutating func build() {
    add(.rect(l.screen), .window, .screen, .element(.screen))
    add(.region(l.rootView), .window, .screen, .element(.rootView))
    add(.rect(l.contentView), .underContent, .content, .element(.contentView))
    add(.rect(l.contentRect), .content, .content, .element(.contentRect))
    if let strip = l.homeIndicator {
      add(.region(strip), .underContent, .content, .element(.homeIndicator))
    }
    bars()
    statusBar()
    table()
    if let keyboard = l.keyboard { add(.rect(keyboard), .keyboard, .keyboard, .element(.keyboard)) }
    if let pill = l.homeIndicatorPill {
      add(
        .rounded(pill, radius: pill.height / 2), .homeIndicator, .indicator,
        .element(.homeIndicatorPill), keepsAPixel: true)
    }
    if let notch = l.notch {
      add(.cutout(notch, .notch), .cutout, .cutout, .element(.notch), keepsAPixel: true)
    }
    if let island = l.dynamicIsland {
      add(.cutout(island, .island), .cutout, .cutout, .element(.dynamicIsland), keepsAPixel: true)
    }
    // iOS 27's window smaller than the display: the display around it is the phone's, not the
    // app's; its edge dashed.
    if l.window != l.screen {
      for outside in PhoneScene.outside(l.window, in: l.screen) {
        add(.rect(outside), .device, .fold)
      }
      // The edges on the display's own edges lie outside it (clipped): only the inner ones show.
      let w = l.window
      let s = l.screen
      let edge = Rect(
        minX: w.minX <= s.minX ? s.minX - 8 : w.minX, minY: w.minY <= s.minY ? s.minY - 8 : w.minY,
        maxX: w.maxX >= s.maxX ? s.maxX + 8 : w.maxX, maxY: w.maxY >= s.maxY ? s.maxY + 8 : w.maxY)
      add(.outline(edge, .dashed(title: "window")), .windowEdge, .fold, .element(.window))
    }
    // A foldable half-open: the fold, the division region UIKit reports, as a dashed band.
    if let fold = l.frame(of: .division) {
      add(.outline(fold, .dashed(title: "fold")), .fold, .fold, .element(.division))
    }
    keyboardKeys()
    scrollStart()
    caption()
    overlays()
  }

  // MARK: - Bars

  /// Every bar from its descriptor and edge: classic bars filled (tinted where content runs
  /// under them) with a hairline toward the content; iOS 26's as glass floating over the
  /// content, the bar's frame then a region only; the words from the descriptor's labels.
  mutating func bars() {
    let glass = l.settings.liquidGlass
    for (element, edge, frame) in l.placedBars {
      guard let descriptor = BarDescriptor.of(element) else { continue }
      let target = SceneTarget.element(element)
      let role = PhoneScene.barRole(frame, in: l)
      if glass {
        add(.region(frame), role, .bars, target)
        for (i, shape) in PhoneScene.glass(element, edge: edge, frame: frame, in: l).enumerated() {
          add(
            .rounded(shape, radius: min(shape.width, shape.height) / 2), .glass, .bars, target,
            name: "\(element.rawValue)-glass\(descriptor.slot == .top ? "\(i)" : "")",
            keepsAPixel: true)
        }
      } else {
        add(.rect(frame), role, .bars, target)
        add(.line(PhoneScene.innerEdge(of: frame, edge), dashed: false), .dim, .bars)
        // §7a: a bar that sits above the home-indicator strip runs its background down
        // through it (a tab bar's frame takes the strip in already).
        if descriptor.strip == .sitsAbove, edge == .bottom, let strip = l.homeIndicator {
          add(
            .rect(strip), role, .bars, .element(.homeIndicator),
            name: "\(element.rawValue)-strip")
        }
      }
      // A keyboard over a bar hides its items.
      guard !(l.keyboard?.overlaps(frame) ?? false) else { continue }
      barWords(descriptor, edge: edge, frame: frame, glass: glass)
    }
  }

  /// A bar's words: a navigation bar's title (or large title); the others' items, across the
  /// bar, or stacked on a side edge so they stay readable.
  mutating func barWords(_ descriptor: BarDescriptor, edge: Edge, frame: Rect, glass: Bool) {
    let target = SceneTarget.element(descriptor.element)
    let vertical = edge == .left || edge == .right
    // What the words sit on: iOS 26's title floats on the content itself.
    let ground: StyleRole
    if glass && descriptor.slot == .top {
      ground = l.contentRect.overlaps(frame) ? .content : .underContent
    } else {
      ground = glass ? .glass : PhoneScene.barRole(frame, in: l)
    }
    let labels = descriptor.labels
    guard !labels.isEmpty else { return }
    if descriptor.element == .navigationBar && !vertical {
      let band = min(frame.height, glass ? 54 : 44)
      if l.showsLargeTitle {
        let left = max(frame.minX, l.contentRect.minX) + 16
        text(
          SceneText(
            Rect(minX: left, minY: frame.minY + band, maxX: frame.maxX, maxY: frame.maxY),
            [["Large Title"], labels], style: .largeTitle, ground: ground, alignment: .leading,
            low: true), target)
      } else {
        text(
          SceneText(
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: band), [labels],
            style: .title, ground: ground), target)
      }
      return
    }
    // Fewer words where the bar is narrow: all, the first and the last, the first.
    var variants = [labels]
    if labels.count > 2, let first = labels.first, let last = labels.last {
      variants.append([first, last])
    }
    if labels.count > 1, let first = labels.first { variants.append([first]) }
    if vertical { variants.append(labels.map { String($0.prefix(1)) }) }
    let band: Rect
    if vertical {
      band = frame.inset(by: EdgeInsets(top: 8, bottom: 8))
    } else if glass {
      let capsule = PhoneScene.glass(descriptor.element, edge: edge, frame: frame, in: l).first
      let c = capsule ?? frame
      band = c.inset(by: EdgeInsets(left: c.height / 2, right: c.height / 2))
    } else if descriptor.strip == .takesIn {
      band = frame.inset(by: EdgeInsets(bottom: l.homeIndicator?.height ?? 0))
    } else {
      band = frame.inset(by: EdgeInsets(left: 8, right: 8))
    }
    let items =
      descriptor.strip == .takesIn || vertical
      ? band : Rect(x: band.minX, y: band.minY, width: band.width, height: min(44, band.height))
    text(
      SceneText(
        items, variants, style: descriptor.element == .tabBar ? .tabItems : .barItems,
        ground: ground, alignment: vertical ? .stacked : .spread), target)
  }

  // MARK: - Status bar

  /// The status bar: its background (opaque before iOS 7, else a navigation bar's under it, else
  /// none), the hotspot as the layout shows it, the time and the signal and battery in the bar's
  /// text colour.
  mutating func statusBar() {
    guard let statusBar = l.statusBar else { return }
    let s = l.settings
    let target = SceneTarget.element(.statusBar)
    if let role = PhoneScene.statusBarBackground(l) {
      add(.rect(statusBar), role, .statusBar, target)
    } else {
      add(.region(statusBar), PhoneScene.statusBarTextBackground(l), .statusBar, target)
    }
    switch l.hotspotIndicator {
    case .doubleHeightBar:
      if let bar = l.hotspotBar {
        add(.rect(bar), .hotspot, .hotspot, .element(.hotspotBar), keepsAPixel: true)
        let n = s.hotspotConnections
        let word = n == 1 ? "Connection" : "Connections"
        text(
          SceneText(
            bar,
            [
              ["Personal Hotspot: \(n) \(word)"], ["Hotspot: \(n) \(word)"], ["Hotspot: \(n)"],
              ["Hotspot"],
            ], style: .hotspot, ground: .hotspot), .element(.hotspotBar))
      }
    case .blueStatusBar:
      add(.rect(statusBar), .hotspot, .hotspot, target, name: "hotspotStatusBar")
    case .blueCapsule:
      let capsule = PhoneScene.capsule(l, statusBar: statusBar)
      add(
        .rounded(capsule, radius: capsule.height / 2), .hotspot, .hotspot, target,
        name: "hotspotCapsule", keepsAPixel: true)
    case .none:
      break
    }
    // The text takes the effective style: light content is white, the others dark (the
    // previewer draws light mode); before iOS 7 and on the blue bar, white.
    let ground: StyleRole =
      l.hotspotIndicator == .blueStatusBar ? .hotspot : PhoneScene.statusBarTextBackground(l)
    let ink: StyleRole =
      l.hotspotIndicator == .blueStatusBar || s.ios.major < 7
        || l.statusBarAppearance.style == .lightContent ? .labelOnDark : .label
    let (signal, battery) = (SceneText.signal, SceneText.battery)
    // A foldable's status cluster stands in its side strip, taller than wide: the time above the
    // signal and battery, as the phone stacks them.
    if statusBar.height > statusBar.width {
      text(
        SceneText(
          statusBar.inset(by: EdgeInsets(top: 8, bottom: 8)),
          [["9:41", signal, battery], ["9:41", battery], ["9:41"]], style: .statusIcons,
          ground: ground, alignment: .stacked), ink: ink, target)
      return
    }
    let base = Rect(
      x: statusBar.minX, y: statusBar.minY, width: statusBar.width,
      height: min(statusBar.height, l.device.statusBarHeight(for: s.ios).value))
    if let cutout = l.notch ?? l.dynamicIsland, s.orientation == .portrait {
      let left = Rect(x: 0, y: 0, width: cutout.minX, height: base.height)
      let right = Rect(
        x: cutout.maxX, y: 0, width: base.width - cutout.maxX, height: base.height)
      let capsuled = l.hotspotIndicator == .blueCapsule
      text(
        SceneText(
          capsuled ? PhoneScene.capsule(l, statusBar: statusBar) : left, [["9:41"]], style: .time,
          ground: capsuled ? .hotspot : ground), ink: capsuled ? .labelOnDark : ink, target)
      text(
        SceneText(
          right, [["\(signal) \(battery)"], [battery]], style: .statusIcons, ground: ground),
        ink: ink, target)
    } else {
      text(
        SceneText(
          base, [[signal, "9:41", battery], ["9:41", battery], ["9:41"]], style: .statusIcons,
          ground: ground, alignment: .spread), ink: ink, target)
    }
  }

  // MARK: - Content

  /// The table's section header and cell, their content views labelled (seed 001's shift).
  mutating func table() {
    guard l.tableCell != nil, l.cellContentView != nil else { return }
    let boxes: [(LayoutElement, Rect?, LayoutElement, Rect?, [[String]])] = [
      (
        .sectionHeader, l.sectionHeader, .headerContentView, l.headerContentView,
        [["header content"], ["header"]]
      ),
      (
        .tableCell, l.tableCell, .cellContentView, l.cellContentView,
        [["cell contentView"], ["contentView"], ["cell"]]
      ),
    ]
    for (boxElement, box, insideElement, inside, words) in boxes {
      guard let box, let inside else { continue }
      add(.rect(box), .cell, .table, .element(boxElement), keepsAPixel: true)
      add(.rect(inside), .cellContent, .table, .element(insideElement), keepsAPixel: true)
      text(
        SceneText(inside, words, style: .cellLabel, ground: .cellContent), .element(insideElement))
    }
  }

  /// Three rows of keys and a space bar over the keyboard, kept to the safe area's sides
  /// (landscape on a Face ID phone), as iOS lays them.
  mutating func keyboardKeys() {
    guard let frame = l.keyboard else { return }
    let sides = l.safeAreaInsets ?? .zero
    let keys = frame.inset(by: EdgeInsets(left: sides.left, right: sides.right))
    let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    let rowHeight = keys.height / Double(rows.count + 2)
    for (i, row) in rows.enumerated() {
      let band = Rect(
        x: keys.minX, y: keys.minY + rowHeight * (Double(i) + 0.5), width: keys.width,
        height: rowHeight)
      let spaced = row.map(String.init).joined(separator: " ")
      text(
        SceneText(band, [[spaced], [row]], style: .keys, ground: .keyboard), .element(.keyboard))
    }
    let band = Rect(
      x: keys.minX, y: keys.minY + rowHeight * (Double(rows.count) + 0.5), width: keys.width,
      height: rowHeight)
    text(
      SceneText(band, [["space"]], style: .spaceBar, ground: .keyboard), .element(.keyboard))
  }

  /// Where the scroll view's content starts: a dashed line at its top inset, and the inset in
  /// words below the table's cells when they start on the line.
  mutating func scrollStart() {
    guard let scroll = l.scrollView, let inset = l.adjustedContentInset ?? l.contentInset else {
      return
    }
    let element: LayoutElement =
      l.adjustedContentInset == nil ? .contentInset : .adjustedContentInset
    let y = scroll.minY + inset.top
    add(
      .line(Rect(x: scroll.minX, y: y, width: scroll.width, height: 0), dashed: true),
      .scrollInset, .text, .element(element))
    let below = [l.tableCell, l.sectionHeader].compactMap { $0?.maxY }.max() ?? y
    let n = ScreenLayout.number(inset.top)
    text(
      SceneText(
        Rect(x: scroll.minX, y: max(y, below), width: scroll.width, height: 28),
        [["↓ scroll content starts, inset \(n)"], ["↓ content, inset \(n)"], ["↓ \(n)"]],
        style: .scrollLabel, ground: .scrollInset, alignment: .leading), ink: .scrollInset,
      .element(element))
  }

  /// The content rect's name and size (`≈` when estimated), in the tallest band of what shows
  /// of it that none of your views, the table's cells or the scroll label cover: the label
  /// yields to what is drawn there.
  mutating func caption() {
    let visible = l.contentAboveKeyboard ?? l.contentRect
    var covered = [l.tableCell, l.sectionHeader].compactMap { $0 }
    if l.scrollView != nil, let label = shapes.last(where: { isScrollLabel($0) }) {
      covered.append(label.bounds)
    }
    covered += d.views.map(\.frame)
    guard let band = PhoneScene.freeBand(in: visible, avoiding: covered, minimum: 20) else {
      return
    }
    let s = l.settings
    let size = ScreenLayout.text(l.contentRect.size)
    let mark = l.approximations.contains(.contentRect) ? " ≈" : ""
    let name = s.launchScreen ? "Launch Screen" : (s.fullScreen ? "full screen" : "contentRect")
    text(
      SceneText(
        band, [["\(name) \(size)\(mark)"], ["\(size)\(mark)"], [size]], style: .caption,
        ground: .content), .element(.contentRect))
  }

  func isScrollLabel(_ shape: Shape) -> Bool {
    if case .text(let t) = shape.geometry { return t.style == .scrollLabel }
    return false
  }

  // MARK: - Over the screen

  /// The frames that differ from the other phone's, your views (the selected one highlighted),
  /// and the safe area: the window's insets from iOS 11, the content rect before.
  mutating func overlays() {
    for element in d.differing.sorted(by: { $0.ordinal < $1.ordinal }) {
      guard let rect = l.frame(of: element) else { continue }
      add(
        .outline(rect, .dashed(title: nil)), .difference, .differs, .element(element),
        name: "differs-\(element.rawValue)", keepsAPixel: true)
    }
    // Through a buffer pointer: a placed view is read in place, not copied with its strings and
    // findings (an array's element read beside a change to `self` was copied, 94 K a frame of
    // a hundred views).
    let selected = d.selectedView
    d.views.withUnsafeBufferPointer { views in
      for index in views.indices {
        let findings = views[index].findings
        let clipped = findings.contains { !$0.mayBeIntended }
        let role: StyleRole =
          selected == index ? .viewSelected : (clipped ? .viewClipped : .viewFits)
        let name = PhoneScene.drawnName(views[index].name, findings: findings)
        add(
          .outline(views[index].frame, .view(name: name, clipped: clipped)), role, .views,
          .view(index), keepsAPixel: true)
      }
    }
    if d.showsSafeArea {
      let area = l.safeAreaInsets.map { l.screen.inset(by: $0) } ?? l.contentRect
      add(
        .outline(area, .dashed(title: "safe area")), .safeArea, .safeArea,
        .element(l.safeAreaInsets == nil ? .contentRect : .safeAreaInsets), name: "safeArea")
    }
  }
}

// MARK: - What the shapes are made of

extension PhoneScene {
  /// The parts of `area` outside `inner`: up to four bands, above, below, then either side.
  static func outside(_ inner: Rect, in area: Rect) -> [Rect] {
    let i = inner.intersection(area)
    return [
      Rect(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: i.minY),
      Rect(minX: area.minX, minY: i.maxY, maxX: area.maxX, maxY: area.maxY),
      Rect(minX: area.minX, minY: i.minY, maxX: i.minX, maxY: i.maxY),
      Rect(minX: i.maxX, minY: i.minY, maxX: area.maxX, maxY: i.maxY),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// A bar's role: content extending under a (translucent) bar shows as a tinted bar.
  static func barRole(_ bar: Rect, in l: ScreenLayout) -> StyleRole {
    l.contentView.overlaps(bar) ? .barOverContent : .bar
  }

  /// What fills the status bar: its own opaque bar before iOS 7; since, the navigation bar's
  /// background when one sits under it (not iOS 26's, which has none), else nothing (what is
  /// painted under it shows).
  static func statusBarBackground(_ l: ScreenLayout) -> StyleRole? {
    guard l.settings.ios.major >= 7 else { return .statusBar }
    guard let nav = l.navigationBar, !l.settings.liquidGlass else { return nil }
    return barRole(nav, in: l)
  }

  /// The role of what the status bar's text sits on.
  static func statusBarTextBackground(_ l: ScreenLayout) -> StyleRole {
    if let role = statusBarBackground(l) { return role }
    guard let bar = l.statusBar else { return .window }
    if l.contentRect.overlaps(bar) { return .content }
    return l.contentView.overlaps(bar) ? .underContent : .window
  }

  /// The edge of a bar that faces the content, as a rect of zero thickness: its hairline.
  static func innerEdge(of frame: Rect, _ edge: Edge) -> Rect {
    switch edge {
    case .top: Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 0)
    case .bottom: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0)
    case .left: Rect(x: frame.maxX, y: frame.minY, width: 0, height: frame.height)
    case .right: Rect(x: frame.minX, y: frame.minY, width: 0, height: frame.height)
    }
  }

  /// iOS 26's Liquid Glass for a bar (§7c): a top bar has no background, only its buttons in two
  /// glass circles; a bar that floats is its own capsule; another bar is a capsule 21 pt in from
  /// the safe area's sides along its edge.
  ///
  /// A drawing aid: the circles' 44-pt size and 16-pt margins and the capsule's 21-pt inset are
  /// chosen to read as iOS 26, not measured; the reported frames are the layout's.
  static func glass(_ element: LayoutElement, edge: Edge, frame: Rect, in l: ScreenLayout)
    -> [Rect]
  {
    guard let descriptor = BarDescriptor.of(element) else { return [] }
    let sides = l.safeAreaInsets ?? .zero
    let vertical = edge == .left || edge == .right
    if descriptor.slot == .top && !vertical {
      let size = min(44, frame.height)
      let y = frame.minY + (min(frame.height, 54) - size) / 2
      return [frame.minX + sides.left + 16, frame.maxX - sides.right - 16 - size].map {
        Rect(x: $0, y: y, width: size, height: size)
      }
    }
    if floats(frame, edge: edge, in: l) { return [frame] }
    if vertical {
      let inset = min(21, frame.height / 4)
      return [frame.inset(by: EdgeInsets(top: sides.top + inset, bottom: sides.bottom + inset))]
    }
    let inset = min(21, frame.width / 4)
    return [frame.inset(by: EdgeInsets(left: sides.left + inset, right: sides.right + inset))]
  }

  /// Whether a bar floats (iOS 26's tab bar): its frame, a capsule, does not span its edge.
  static func floats(_ frame: Rect, edge: Edge, in l: ScreenLayout) -> Bool {
    edge == .left || edge == .right
      ? frame.height < l.screen.height - 0.5 : frame.width < l.screen.width - 0.5
  }

  /// The blue capsule behind the time on Face ID phones: centred in the left ear, beside the
  /// notch or island.
  ///
  /// A drawing aid: UIKit reports no frame for it and the reference gives no size (decision 3
  /// only says it is there), so its proportions (the ear less 24 pt, between 20 and 64 wide, 55 %
  /// of the bar and at most 24 tall) are chosen to read as a capsule, not measured, and it is in
  /// no report.
  static func capsule(_ l: ScreenLayout, statusBar: Rect) -> Rect {
    let ear = (l.notch ?? l.dynamicIsland).map { $0.minX } ?? statusBar.width / 3
    let width = min(max(ear - 24, 20), 64)
    let height = min(statusBar.height * 0.55, 24)
    return Rect(
      x: (ear - width) / 2, y: (statusBar.height - height) / 2, width: width, height: height)
  }

  /// The tallest full-width band of `area` that none of `covered` overlaps, if one is at least
  /// `minimum` points tall; ties go to the band nearest the area's middle.
  static func freeBand(in area: Rect, avoiding covered: [Rect], minimum: Double) -> Rect? {
    guard area.height >= minimum, area.width > 0 else { return nil }
    let blocks =
      covered.filter { $0.overlaps(area) && !$0.isEmpty }
      .map { (max(area.minY, $0.minY), min(area.maxY, $0.maxY)) }
      .sorted { $0.0 < $1.0 }
    var bands: [Rect] = []
    var top = area.minY
    for (start, end) in blocks {
      if start > top {
        bands.append(Rect(minX: area.minX, minY: top, maxX: area.maxX, maxY: start))
      }
      top = max(top, end)
    }
    if area.maxY > top {
      bands.append(Rect(minX: area.minX, minY: top, maxX: area.maxX, maxY: area.maxY))
    }
    let middle = area.midY
    return bands.filter { $0.height >= minimum }.max { a, b in
      a.height != b.height ? a.height < b.height : abs(a.midY - middle) > abs(b.midY - middle)
    }
  }
}

extension PhoneScene {
  /// A view's name as drawn: marked `(broken)` when the engine broke one of its constraints on
  /// this layout and `(ambiguous)` when its constraints leave it open, so the drawing says why a
  /// box sits where it does (issue 19); the inspector's findings say which constraint and axis.
  static func drawnName(_ view: PlacedView) -> String {
    drawnName(view.name, findings: view.findings)
  }

  /// `drawnName` from the parts it reads, for a caller that holds no whole view.
  static func drawnName(_ name: String, findings: [ViewFinding]) -> String {
    if findings.contains(where: { $0.kind == .brokenConstraint }) { return name + " (broken)" }
    if findings.contains(where: { $0.kind == .ambiguous }) { return name + " (ambiguous)" }
    return name
  }
}
