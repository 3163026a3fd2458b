/// What UIKit would lay out for one device and one set of settings: every frame in points, in
/// window coordinates of the current orientation (reference §0 and its model decisions).
///
/// A frame that is not on screen is nil. The computation is pure and total: any device and any
/// settings give a layout whose frames lie inside the screen with non-negative sizes.
public struct ScreenLayout: Hashable, Sendable {
  public var device: Device
  public var settings: Settings

  public var screen: Rect
  /// `statusBarFrame` in window coordinates: 40 high with the double-height bar; nil when hidden.
  public var statusBar: Rect?
  /// What UIKit itself reports as `statusBarFrame`.
  ///
  /// It differs from `statusBar` on iOS 7 and earlier, where it is in portrait coordinates, also
  /// in landscape (decision 2). `CGRectZero` (here a zero rect) when hidden.
  public var statusBarReported: Rect
  /// The lower 20 pt of the double-height bar (decision 3).
  public var hotspotBar: Rect?
  public var hotspotIndicator: HotspotIndicator
  public var navigationBar: Rect?
  /// Whether the navigation bar shows a large title (96 pt, decision 8).
  public var showsLargeTitle = false
  public var toolbar: Rect?
  public var tabBar: Rect?
  public var notch: Rect?
  public var dynamicIsland: Rect?
  /// The strip reserved for the home indicator (34 pt portrait, 21 landscape).
  public var homeIndicator: Rect?
  /// The home indicator pill itself, inside the strip.
  public var homeIndicatorPill: Rect?
  /// The window's root view controller's view (the seed's `hostView`).
  public var rootView: Rect
  /// The content view controller's `view.frame`.
  public var contentView: Rect
  /// Where content is fully visible: the content view controller's safe area (decision 6).
  public var contentRect: Rect
  /// The window's `safeAreaInsets`; nil before iOS 11 (decision 7).
  public var safeAreaInsets: EdgeInsets?
  public var layoutGuides: LayoutGuides?
  public var cornerRadius: Double
  /// The seed's `IS_HOTSPOT_CONNECTED`: `statusBarFrame.size.height == 20 + 20`.
  public var hotspotConnected: Bool
  public var statusBarAppearance: StatusBarAppearance
  /// Values resting on estimates (status U), directly or through what they were derived from.
  public var approximations: ElementSet
  /// Findings to show, such as why the seed's macro is false or which preference is never read.
  public var notes: [Finding]
  /// Settings the chosen iOS does not have, accepted with no effect (decision 14).
  public var ignoredOptions: [IgnoredOption]

  /// The elements the report lists as frames, in report order.
  public static let frameElements: [LayoutElement] = [
    .screen, .statusBar, .hotspotBar, .navigationBar, .toolbar, .tabBar, .notch, .dynamicIsland,
    .homeIndicator, .rootView, .contentView, .contentRect,
  ]

  /// The frames a layout reports, in report order, nil where the element is not on screen.
  public var frames: [(element: LayoutElement, rect: Rect?)] {
    Self.frameElements.map { ($0, frame(of: $0)) }
  }

  /// The frame of a named element: nil when it is not on screen or is not a frame.
  public func frame(of element: LayoutElement) -> Rect? {
    switch element {
    case .screen: screen
    case .statusBar: statusBar
    case .hotspotBar: hotspotBar
    case .navigationBar: navigationBar
    case .toolbar: toolbar
    case .tabBar: tabBar
    case .notch: notch
    case .dynamicIsland: dynamicIsland
    case .homeIndicator: homeIndicator
    case .rootView: rootView
    case .contentView: contentView
    case .contentRect: contentRect
    case .homeIndicatorPill: homeIndicatorPill
    case .safeAreaInsets, .cornerRadius, .hotspotConnected, .layoutGuides: nil
    }
  }

  public init(device: Device, settings: Settings) {
    self.device = device
    self.settings = settings
    let ios = settings.ios.major
    let orientation = settings.orientation
    let landscape = orientation.isLandscape
    let portraitSize = device.points.value
    let size = landscape ? portraitSize.transposed : portraitSize
    let width = size.width
    let height = size.height
    let faceID = device.hasFaceID
    // Decision 8: compact-width phones are the ones narrower than 414 pt in portrait.
    let compactWidth = portraitSize.width < 414
    var approx = ElementSet()
    var notes: [Finding] = []

    screen = Rect(size: size)
    cornerRadius = device.cornerRadius.value
    if device.cornerRadius.isEstimate { approx.insert(.cornerRadius) }

    // MARK: - Status bar and hotspot

    let navigationBarWanted = settings.navigationBar != .none && !settings.fullScreen
    let appearance = StatusBarAppearance.resolve(
      settings, navigationBarVisible: navigationBarWanted)
    statusBarAppearance = appearance
    notes += appearance.notes
    let statusBarShown = !appearance.hidden
    let baseHeight = device.statusBarHeight(for: settings.ios)
    let hotspot = settings.hotspotOn
    // Decision 3: the double-height bar exists on home-button phones up to iOS 12, while shown.
    let doubleHeight = hotspot && !faceID && ios <= 12 && statusBarShown
    let statusBarEstimate = baseHeight.isEstimate
    if statusBarShown {
      let barHeight = baseHeight.value + (doubleHeight ? 20 : 0)
      statusBar = Rect(x: 0, y: 0, width: width, height: barHeight)
      hotspotBar = doubleHeight ? Rect(x: 0, y: baseHeight.value, width: width, height: 20) : nil
      // §4 rates "Face ID phones keep their height with the hotspot" U, but §0 (normative, seed
      // 001: 44 pt "unchanged during a call or hotspot") and decision 3 settle it: not an estimate.
      if statusBarEstimate { approx.insert(.statusBar) }
      if landscape && ios <= 7 {
        // Decision 2: UIKit reported it in the fixed portrait coordinate space.
        let x = orientation == .landscapeLeft ? 0 : portraitSize.width - barHeight
        statusBarReported = Rect(x: x, y: 0, width: barHeight, height: portraitSize.height)
        notes.append(.statusBarReportedInPortrait(ios: settings.ios, reported: statusBarReported))
      } else {
        statusBarReported = statusBar!
      }
    } else {
      statusBar = nil
      hotspotBar = nil
      statusBarReported = Rect(x: 0, y: 0, width: 0, height: 0)
    }
    hotspotConnected = statusBarReported.height == 20 + 20

    if !hotspot || !statusBarShown {
      hotspotIndicator = .none
      if hotspot {
        notes.append(.hotspotHiddenWithStatusBar)
      }
    } else if doubleHeight {
      hotspotIndicator = .doubleHeightBar
    } else if faceID {
      hotspotIndicator = .blueCapsule
      notes.append(.hotspotCapsule)
    } else {
      hotspotIndicator = .blueStatusBar
      notes.append(.hotspotBlueStatusBar)
    }

    // MARK: - Window safe area (decision 7)

    let insetEra = device.safeAreaEra(for: settings.ios)
    let deviceInsets: Sourced<EdgeInsets>? = insetEra.map { landscape ? $0.landscape : $0.portrait }
    if ios >= 11 {
      var insets = deviceInsets?.value ?? .zero
      var estimate = deviceInsets?.isEstimate ?? false
      if !faceID {
        // A home-button phone's top inset is its status bar, when shown (reference §2).
        insets.top = statusBar?.height ?? 0
        // The 40-pt bar's effect on the window's inset is inferred from decision 7, not measured.
        estimate = doubleHeight
      }
      safeAreaInsets = insets
      if estimate { approx.insert(.safeAreaInsets) }
    } else {
      safeAreaInsets = nil
    }
    let windowInsets = safeAreaInsets ?? .zero
    let insetsEstimate = approx.contains(.safeAreaInsets)

    // MARK: - Root view (decision 4)

    if settings.fullScreen {
      rootView = screen
    } else if ios <= 6 {
      let top = statusBar?.maxY ?? 0
      rootView = Rect(x: 0, y: top, width: width, height: height - top)
    } else if doubleHeight {
      rootView = Rect(x: 0, y: 20, width: width, height: height - 20)
    } else {
      rootView = screen
    }

    // MARK: - Navigation bar (decisions 8 and 9)

    if navigationBarWanted {
      let top: Double
      var estimate = false
      if ios <= 6 {
        top = rootView.minY
      } else if let statusBar {
        top = statusBar.maxY
        estimate = statusBarEstimate
      } else {
        top = faceID ? windowInsets.top : 0
        estimate = faceID && insetsEstimate
      }
      let barHeight: Double
      if settings.navigationBar == .large && ios >= 11 && !landscape {
        barHeight = 96
        showsLargeTitle = true
      } else if landscape && compactWidth {
        barHeight = 32
      } else {
        barHeight = 44
      }
      navigationBar = Rect(x: 0, y: top, width: width, height: barHeight)
      if estimate { approx.insert(.navigationBar) }
      if settings.navigationBar == .large && ios >= 11 && landscape {
        notes.append(.largeTitleInLandscape)
      }
    } else {
      navigationBar = nil
    }

    // MARK: - Bottom bars (decision 8)

    let strip: Double = faceID ? (deviceInsets?.value.bottom ?? (landscape ? 21 : 34)) : 0
    let stripEstimate = faceID && (deviceInsets?.isEstimate ?? false)
    toolbar = nil
    tabBar = nil
    if !settings.fullScreen {
      switch settings.bottomBar {
      case .none:
        break
      case .toolbar:
        let barHeight: Double =
          faceID && !landscape ? 49 : (landscape && compactWidth ? 32 : 44)
        toolbar = Rect(x: 0, y: height - strip - barHeight, width: width, height: barHeight)
        // Decision 8: the toolbar above the home-indicator strip is an estimate.
        if faceID { approx.insert(.toolbar) }
      case .tabBar:
        var barHeight: Double
        var estimate = stripEstimate
        if landscape && compactWidth && ios >= 11 {
          barHeight = 32
        } else {
          barHeight = 49
          // Reference §4: 49 in landscape before iOS 11 is U; 49 + 21 on wider Face ID phones too.
          if landscape && (ios <= 10 || faceID) { estimate = true }
        }
        barHeight += strip
        tabBar = Rect(x: 0, y: height - barHeight, width: width, height: barHeight)
        if estimate { approx.insert(.tabBar) }
      }
    }
    let bottomBarFrame = toolbar ?? tabBar
    let bottomBarEstimate =
      (toolbar != nil && approx.contains(.toolbar)) || (tabBar != nil && approx.contains(.tabBar))

    // MARK: - Notch, Dynamic Island, home indicator

    notch = device.notch.map { notch in
      if notch.isEstimate { approx.insert(.notch) }
      return Self.topCutout(
        width: notch.value.width, height: notch.value.height, top: 0, in: size,
        orientation: orientation)
    }
    dynamicIsland = device.dynamicIsland.map { island in
      if island.isEstimate { approx.insert(.dynamicIsland) }
      return Self.topCutout(
        width: island.value.width, height: island.value.height, top: island.value.top, in: size,
        orientation: orientation)
    }
    if faceID {
      homeIndicator = Rect(x: 0, y: height - strip, width: width, height: strip)
      if stripEstimate { approx.insert(.homeIndicator) }
    } else {
      homeIndicator = nil
    }
    homeIndicatorPill = device.homeIndicator.map { pill in
      // The reference gives the pill's portrait size only.
      if pill.isEstimate || landscape { approx.insert(.homeIndicatorPill) }
      let p = pill.value
      return Rect(
        x: (width - p.width) / 2, y: height - p.bottom - p.height, width: p.width, height: p.height)
    }

    // MARK: - Content view (decision 5)

    if settings.fullScreen {
      contentView = screen
    } else if ios <= 6 {
      contentView = Rect(
        minX: 0, minY: navigationBar?.maxY ?? rootView.minY,
        maxX: width, maxY: bottomBarFrame?.minY ?? rootView.maxY)
    } else {
      let opaqueExcluded = settings.opaqueBars && !settings.extendOpaque
      let excluded = settings.edges == .none || opaqueExcluded
      var top = rootView.minY
      var bottom = rootView.maxY
      var estimate = false
      if excluded, let navigationBar {
        top = max(top, navigationBar.maxY)
        estimate = estimate || approx.contains(.navigationBar)
      }
      if excluded, let bottomBarFrame {
        bottom = min(bottom, bottomBarFrame.minY)
        estimate = estimate || bottomBarEstimate
      }
      contentView = Rect(minX: 0, minY: top, maxX: width, maxY: bottom)
      if estimate { approx.insert(.contentView) }
    }

    // MARK: - Content rect (decision 6) and layout guides

    var topLimit = Bound(contentView.minY, estimate: approx.contains(.contentView))
    var bottomLimit = Bound(contentView.maxY, estimate: approx.contains(.contentView))
    if let statusBar { topLimit.raise(to: statusBar.maxY, estimate: statusBarEstimate) }
    if let navigationBar {
      topLimit.raise(to: navigationBar.maxY, estimate: approx.contains(.navigationBar))
    }
    if let bottomBarFrame {
      bottomLimit.lower(to: bottomBarFrame.minY, estimate: bottomBarEstimate)
    }
    topLimit.raise(to: windowInsets.top, estimate: insetsEstimate)
    bottomLimit.lower(to: height - windowInsets.bottom, estimate: insetsEstimate)
    var rect = Rect(
      minX: max(contentView.minX, windowInsets.left), minY: topLimit.value,
      maxX: min(contentView.maxX, width - windowInsets.right), maxY: bottomLimit.value)
    if ios >= 11 {
      rect = rect.inset(by: settings.additionalInsets)
    }
    contentRect = rect
    let sidesEstimate = insetsEstimate && (windowInsets.left > 0 || windowInsets.right > 0)
    if topLimit.estimate || bottomLimit.estimate || sidesEstimate { approx.insert(.contentRect) }

    if (7...10).contains(ios) {
      let barsBottom = max(statusBar?.maxY ?? 0, navigationBar?.maxY ?? 0)
      let top = max(0, barsBottom - contentView.minY)
      let bottom = max(0, contentView.maxY - (bottomBarFrame?.minY ?? contentView.maxY))
      layoutGuides = LayoutGuides(top: top, bottom: bottom)
      // Reference §6: the guide lengths are derived, not documented.
      approx.insert(.layoutGuides)
    } else {
      layoutGuides = nil
    }

    self.approximations = approx
    self.notes = notes
    self.ignoredOptions = Self.ignoredOptions(settings)
  }

  // MARK: - Helpers

  /// A cutout hanging from the device's top edge, placed for the orientation: landscape-left puts
  /// the device's top on the right, landscape-right on the left.
  static func topCutout(
    width: Double, height: Double, top: Double, in screen: Size, orientation: Orientation
  ) -> Rect {
    switch orientation {
    case .portrait:
      return Rect(x: (screen.width - width) / 2, y: top, width: width, height: height)
    case .landscapeLeft:
      return Rect(
        x: screen.width - top - height, y: (screen.height - width) / 2, width: height,
        height: width)
    case .landscapeRight:
      return Rect(x: top, y: (screen.height - width) / 2, width: height, height: width)
    }
  }

  /// Decision 14: options the chosen iOS does not have.
  static func ignoredOptions(_ settings: Settings) -> [IgnoredOption] {
    let ios = settings.ios
    var ignored: [IgnoredOption] = []
    if settings.navigationBar == .large && ios.major < 11 { ignored.append(.largeTitle(ios)) }
    if !settings.additionalInsets.isZero && ios.major < 11 {
      ignored.append(.additionalInsets(ios))
    }
    if settings.edges == .none && ios.major < 7 { ignored.append(.edges(ios)) }
    if settings.extendOpaque && ios.major < 7 { ignored.append(.extendOpaque(ios)) }
    if ios.major < 7 {
      if !settings.viewControllerBasedAppearance {
        ignored.append(.viewControllerBasedAppearance(ios))
      }
      if settings.containers == .stock { ignored.append(.containers(ios)) }
      if settings.prefersStatusBarHidden || settings.preferredStyle != .default {
        ignored.append(.viewControllerPreferences(ios))
      }
    }
    if ios < settings.preferredStyle.introduced {
      ignored.append(.style(settings.preferredStyle, whose: "preferred", ios))
    }
    if ios < settings.applicationStyle.introduced {
      ignored.append(.style(settings.applicationStyle, whose: "application", ios))
    }
    return ignored
  }

  /// A frame as "x,y,width,height" in the report's number format.
  public static func text(_ rect: Rect) -> String {
    "\(number(rect.x)),\(number(rect.y)),\(number(rect.width)),\(number(rect.height))"
  }

  /// A size as "width×height" in the report's number format.
  public static func text(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }

  /// A number of points as reports print it: whole numbers without a fraction, others rounded to
  /// at most two decimals with trailing zeros dropped (47.33, 41.5).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // Beyond what points ever are (a user's absurd catalog value): Swift's own spelling, which
    // cannot overflow.
    guard abs(value) < 1e15 else { return "\(value)" }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

/// A limit on one edge of the content rect and whether the value that set it is an estimate.
private struct Bound {
  var value: Double
  var estimate: Bool

  init(_ value: Double, estimate: Bool) {
    self.value = value
    self.estimate = estimate
  }

  /// Moves a top limit down to `candidate` when it is lower on screen; on a tie a confirmed
  /// source confirms the value.
  mutating func raise(to candidate: Double, estimate candidateEstimate: Bool) {
    if candidate > value {
      value = candidate
      estimate = candidateEstimate
    } else if candidate == value {
      estimate = estimate && candidateEstimate
    }
  }

  /// Moves a bottom limit up to `candidate` when it is higher on screen.
  mutating func lower(to candidate: Double, estimate candidateEstimate: Bool) {
    if candidate < value {
      value = candidate
      estimate = candidateEstimate
    } else if candidate == value {
      estimate = estimate && candidateEstimate
    }
  }
}
