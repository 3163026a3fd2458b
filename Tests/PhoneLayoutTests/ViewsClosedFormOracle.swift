// The closed form that placed views before the Auto Layout engine did (two of each axis's
// start, end, centre and size), kept here as the oracle the engine's frames are compared with:
// today's files must give the same frames as before. It reads only `ScreenLayout`'s public
// frames, as the old placement read them.

import PhoneLayout

enum ClosedFormOracle {
  /// What the closed form gave for one view: its frame and notes, or that its edges cross.
  enum Outcome: Equatable {
    case placed(Rect, [ViewNote])
    case crossed
  }

  /// Each view of a flat, anchors-only file on `l`, in file order.
  static func place(_ file: ViewsFile, in l: ScreenLayout) -> [Outcome] {
    file.views.map { place($0, swiftUIFile: file.swiftUI, in: l) }
  }

  static func place(_ view: ViewSpec, swiftUIFile: Bool, in l: ScreenLayout) -> Outcome {
    switch view.placement {
    case .frame(let f):
      let origin = l.contentView
      return .placed(
        Rect(x: origin.minX + f.x, y: origin.minY + f.y, width: f.width, height: f.height), [])
    case .edges(var pins):
      var regions = Regions(
        layout: l, ignoring: view.ignoresSafeArea,
        swiftUI: swiftUIFile || view.ignoresSafeArea != nil)
      if view.raisedByKeyboardHeight, let keyboard = l.keyboard, let bottom = pins.bottom {
        pins.bottom = Pin(bottom.anchor, bottom.constant + keyboard.height)
      }
      let x = solve(
        start: pins.left.map { regions.edge(.left, $0) },
        end: pins.right.map { regions.edge(.right, $0) },
        centre: pins.centerX.map { regions.centre(horizontal: true, $0) }, size: pins.width)
      let y = solve(
        start: pins.top.map { regions.edge(.top, $0) },
        end: pins.bottom.map { regions.edge(.bottom, $0) },
        centre: pins.centerY.map { regions.centre(horizontal: false, $0) }, size: pins.height)
      var notes = regions.notes
      if x.length < 0 || y.length < 0 { return .crossed }
      if let ignored = view.ignoresSafeArea {
        notes.append(
          .ignoresSafeArea(ignored.regions, Edge.allCases.filter(ignored.edges.contains)))
      }
      return .placed(Rect(x: x.start, y: y.start, width: x.length, height: y.length), notes)
    }
  }

  static func solve(start: Double?, end: Double?, centre: Double?, size: Double?)
    -> (start: Double, length: Double)
  {
    switch (start, end, centre, size) {
    case (let s?, let e?, _, _): (s, e - s)
    case (let s?, _, _, let w?): (s, w)
    case (_, let e?, _, let w?): (e - w, w)
    case (_, _, let c?, let w?): (c - w / 2, w)
    case (let s?, _, let c?, _): (s, 2 * (c - s))
    case (_, let e?, let c?, _): (e - 2 * (e - c), 2 * (e - c))
    default: (0, 0)
    }
  }

  struct Regions {
    let layout: ScreenLayout
    let ignoring: IgnoredSafeArea?
    let swiftUI: Bool
    var notes: [ViewNote] = []

    init(layout: ScreenLayout, ignoring: IgnoredSafeArea?, swiftUI: Bool) {
      self.layout = layout
      self.ignoring = ignoring
      self.swiftUI = swiftUI
    }

    mutating func region(_ anchor: Anchor) -> Rect {
      let l = layout
      let ios = l.settings.ios
      let view = l.contentView
      func note(_ n: ViewNote) { if !notes.contains(n) { notes.append(n) } }
      switch anchor {
      case .superview:
        return view
      case .safeArea:
        if ios.major < 11 { note(.safeAreaFallsBack(ios, toLayoutGuides: ios.major >= 7)) }
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
      if swiftUI, let keyboard = layout.keyboard, ignoring?.ignoresKeyboard(.bottom) != true {
        r = Rect(
          minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: max(r.minY, min(r.maxY, keyboard.minY)))
      }
      return r
    }

    mutating func edge(_ edge: Edge, _ pin: Pin) -> Double {
      let r = effective(pin.anchor)
      switch edge {
      case .top: return r.minY + pin.constant
      case .left: return r.minX + pin.constant
      case .bottom: return r.maxY - pin.constant
      case .right: return r.maxX - pin.constant
      }
    }

    mutating func centre(horizontal: Bool, _ pin: Pin) -> Double {
      let r = effective(pin.anchor)
      return (horizontal ? r.midX : r.midY) + pin.constant
    }
  }
}
