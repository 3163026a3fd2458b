/// What UIKit would lay out for one device and one set of settings: every frame in points, in
/// window coordinates of the current orientation (reference §0 and its model decisions, as §7
/// amends them).
///
/// Built in stages (one file each in `Stages/`): screen and device chrome, status bar, window
/// safe area, bars, containers and views. Every number is a `Quantity` whose derivation the
/// `ledger` keeps when recording, and `approximations` is read from its estimate bits. A frame that is not on screen is nil. The computation is
/// pure and total: any device and any settings give a layout whose frames lie inside the screen
/// with non-negative sizes. Results are read-only.
public struct ScreenLayout: Hashable, Sendable {
  /// The device laid out.
  public var device: Device { context.device }
  /// The settings laid out; their `deviceID` is always `device.id`.
  public var settings: Settings { context.settings }
  /// Everything the stages computed, in one heap box: a layout is copied whole (into a state, a
  /// report, a cache), and a box makes that one reference rather than a few kilobytes.
  private let stages: Stages

  /// The device, the settings and what follows from them, held once.
  var context: LayoutContext { stages.context }
  /// How every number was reached.
  public var ledger: Ledger { stages.ledger }
  var chrome: DeviceChrome { stages.chrome }
  var status: StatusBarStage { stages.status }
  var safeArea: WindowSafeArea { stages.safeArea }
  var bars: BarsStage { stages.bars }
  var views: ViewsStage { stages.views }
  var margins: MarginsStage { stages.margins }
  var scroll: ScrollStage? { stages.scroll?.value }
  var keys: KeyboardStage { stages.keys }

  /// What UIKit itself reports as `statusBarFrame`.
  ///
  /// It differs from `statusBar` on iOS 7 and earlier, where it is in portrait coordinates, also
  /// in landscape (decision 2). `CGRectZero` (here a zero rect) when hidden.
  public var statusBarReported: Rect { status.reported }
  public var hotspotIndicator: HotspotIndicator { status.hotspotIndicator }
  /// Whether the navigation bar shows a large title (96 pt, decision 8; 106 on iOS 26).
  public var showsLargeTitle: Bool { bars.showsLargeTitle }
  /// The seed's `IS_HOTSPOT_CONNECTED`: `statusBarFrame.size.height == 20 + 20`.
  public var hotspotConnected: Bool { status.hotspotConnected }
  public var statusBarAppearance: StatusBarAppearance { status.appearance }
  /// Values resting on estimates (status U), directly or through what they were derived from:
  /// read from the quantities' estimate bits when asked.
  public var approximations: ElementSet { estimatedElements() }
  /// Findings to show, such as why the seed's macro is false or which preference is never read.
  public var notes: [Finding] {
    findings.list { kind in
      switch kind {
      case .statusBarReportedInPortrait:
        .statusBarReportedInPortrait(ios: settings.ios, reported: status.reported)
      case .scrollContentUnderBars:
        .scrollContentUnderBars(
          top: scroll?.underBars.top ?? 0, bottom: scroll?.underBars.bottom ?? 0)
      default: kind
      }
    }
  }
  /// The stages' findings, gathered when asked (a layout rarely is).
  private var findings: FindingSet {
    var findings = status.notes.union(bars.notes)
    if let scroll { findings = findings.union(scroll.notes) }
    return findings
  }
  /// Settings the chosen iOS does not have, accepted with no effect (decision 14).
  public var ignoredOptions: [IgnoredOption] {
    var ignored = Self.ignoredOptions(
      settings, stripTabBarOn: context.verticalBars ? device.name : nil)
    if settings.pose != .folded && !device.isFoldable {
      ignored.append(.pose(settings.pose, device: device.name))
    }
    return ignored
  }

  /// Lays out `device` with `settings`; `recording` writes down how every number was reached
  /// (for `explain`, `table` and `history`: see `recorded`), which a layout does not need to
  /// draw or report its frames and estimates.
  ///
  /// Neither is copied to be passed (the previewer and `check` lay out hundreds of thousands of
  /// times): the device is borrowed, and the settings, plain bytes, go by address as any large
  /// value does; the layout keeps its own copy of each.
  public init(device: borrowing Device, settings: Settings, recording: Bool = false) {
    self.init(device: device, settings: settings, recording: recording, bars: nil)
  }

  /// A layout placing `bars`, the kinds of bar a test defines beside the built-in ones (nil:
  /// `BarDescriptor.all`).
  init(
    device: borrowing Device, settings: Settings, recording: Bool,
    bars kinds: [BarDescriptor]?
  ) {
    if recording {
      var recorder = LedgerRecorder()
      stages = Stages(device, settings, kinds, &recorder)
    } else {
      var recorder = SkipRecording()
      stages = Stages(device, settings, kinds, &recorder)
    }
  }

  /// This layout with its ledger: itself when it was recorded, else laid out again with recording
  /// on (the same numbers, and how each was reached).
  public var recorded: ScreenLayout {
    ledger.isRecording
      ? self
      : ScreenLayout(
        device: device, settings: settings, recording: true, bars: context.customBars)
  }

  /// Two layouts are equal when they lay out the same device with the same settings: everything
  /// else follows from those.
  public static func == (a: ScreenLayout, b: ScreenLayout) -> Bool {
    a.settings == b.settings && a.device == b.device
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(device.id)
    hasher.combine(settings)
  }

  /// The quantities of a named set of insets: nil when absent or not insets.
  public func insetQuantities(of element: LayoutElement) -> InsetQuantities? {
    switch element {
    case .safeAreaInsets: safeArea.insets
    case .viewSafeAreaInsets: views.viewSafeAreaInsets
    case .layoutMargins: margins.layoutMargins
    case .contentInset: scroll?.contentInset
    case .adjustedContentInset: scroll?.adjustedContentInset
    case .layoutGuides:
      views.layoutGuides.map {
        InsetQuantities(top: $0.top, left: $0.top, bottom: $0.bottom, right: $0.bottom)
      }
    case .cornerRadius:
      InsetQuantities(
        top: chrome.cornerRadius, left: chrome.cornerRadius, bottom: chrome.cornerRadius,
        right: chrome.cornerRadius)
    default: nil
    }
  }

  // MARK: - Frames

  /// The quantities of a named frame: nil when it is not on screen or is not a frame.
  public func frameQuantities(of element: LayoutElement) -> FrameQuantities? {
    switch element {
    case .screen: chrome.screen
    case .statusBar: status.frame
    case .hotspotBar: status.hotspotBar
    case .navigationBar, .toolbar, .tabBar: bars.bar(element)
    case .notch: chrome.notch
    case .dynamicIsland: chrome.dynamicIsland
    case .homeIndicator: chrome.homeIndicator
    case .homeIndicatorPill: chrome.homeIndicatorPill
    case .rootView: bars.rootView
    case .contentView: views.contentView
    case .contentRect: views.contentRect
    case .safeAreaLayoutGuide: settings.ios.major >= 11 ? views.contentRect : nil
    case .layoutMargins: margins.layoutMarginsGuide
    case .readableContentGuide: margins.readableContentGuide
    case .scrollView: scroll?.frame
    case .tableCell: scroll?.cell
    case .cellContentView: scroll?.cellContent
    case .sectionHeader: scroll?.header
    case .headerContentView: scroll?.headerContent
    case .keyboard: keys.frame
    case .keyboardLayoutGuide: keys.guide
    case .window: context.window == nil ? nil : chrome.window
    case .occlusion: status.frame != nil ? chrome.cluster : nil
    case .division: chrome.division
    case .bottomAccessory: bars.accessory
    case .contentOffset, .safeAreaInsets, .viewSafeAreaInsets, .cornerRadius, .hotspotConnected,
      .layoutGuides, .contentInset, .adjustedContentInset:
      nil
    }
  }

  /// The frame of a named element: nil when it is not on screen or is not a frame.
  public func frame(of element: LayoutElement) -> Rect? { frameQuantities(of: element)?.rect }

  public var screen: Rect { chrome.screen.rect }
  /// `statusBarFrame` in window coordinates: 40 high with the double-height bar; nil when hidden.
  public var statusBar: Rect? { status.frame?.rect }
  /// The lower 20 pt of the double-height bar (decision 3).
  public var hotspotBar: Rect? { status.hotspotBar?.rect }
  public var navigationBar: Rect? { bars.bar(.navigationBar)?.rect }
  public var toolbar: Rect? { bars.bar(.toolbar)?.rect }
  /// The tab bar; on iOS 26 the floating capsule (an estimate).
  public var tabBar: Rect? { bars.bar(.tabBar)?.rect }
  /// The bars on screen with the edge each sits on, in `BarDescriptor.all`'s order.
  public var placedBars: [(element: LayoutElement, edge: Edge, frame: Rect)] {
    bars.placed.map { ($0.element, $0.edge, $0.frame.rect) }
  }
  public var notch: Rect? { chrome.notch?.rect }
  public var dynamicIsland: Rect? { chrome.dynamicIsland?.rect }
  /// The strip reserved for the home indicator (34 pt portrait, 21 landscape).
  public var homeIndicator: Rect? { chrome.homeIndicator?.rect }
  /// The home indicator pill itself, inside the strip.
  public var homeIndicatorPill: Rect? { chrome.homeIndicatorPill?.rect }
  /// The window's root view controller's view (the seed's `hostView`).
  public var rootView: Rect { bars.rootView.rect }
  /// The content view controller's `view.frame`.
  public var contentView: Rect { views.contentView.rect }
  /// Where content is fully visible: the content view controller's safe area (decision 6).
  public var contentRect: Rect { views.contentRect.rect }
  /// The window's `safeAreaInsets`; nil before iOS 11 (decision 7).
  public var safeAreaInsets: EdgeInsets? { safeArea.insets?.insets }
  /// The content view controller's `view.safeAreaInsets`: status bar, bars, device insets and
  /// `additionalSafeAreaInsets`; nil before iOS 11.
  public var viewSafeAreaInsets: EdgeInsets? { views.viewSafeAreaInsets?.insets }
  /// The content view controller's `safeAreaLayoutGuide`, in window coordinates; nil before
  /// iOS 11.
  public var safeAreaLayoutGuide: Rect? { settings.ios.major >= 11 ? contentRect : nil }
  /// The content view controller's root view `layoutMargins`, from its edges; nil before iOS 8.
  public var layoutMargins: EdgeInsets? { margins.layoutMargins?.insets }
  /// The layout margins guide in window coordinates; nil before iOS 8.
  public var layoutMarginsGuide: Rect? { margins.layoutMarginsGuide?.rect }
  /// `readableContentGuide` in window coordinates; nil before iOS 9.
  public var readableContentGuide: Rect? { margins.readableContentGuide?.rect }
  /// The scroll view filling the content view controller's view, when there is one.
  public var scrollView: Rect? { scroll?.frame.rect }
  /// Its `contentInset`.
  public var contentInset: EdgeInsets? { scroll?.contentInset.insets }
  /// Its `adjustedContentInset` (iOS 11+).
  public var adjustedContentInset: EdgeInsets? { scroll?.adjustedContentInset?.insets }
  /// Its `contentOffset` at rest.
  public var contentOffset: (x: Double, y: Double)? {
    scroll.map { ($0.offsetX.value, $0.offsetY.value) }
  }
  /// The table's one cell, its content view, a section header and its content view.
  public var tableCell: Rect? { scroll?.cell?.rect }
  public var cellContentView: Rect? { scroll?.cellContent?.rect }
  public var sectionHeader: Rect? { scroll?.header?.rect }
  public var headerContentView: Rect? { scroll?.headerContent?.rect }
  /// What clips the table cell's content view (under the notch side in landscape without
  /// `insetsContentViewsToSafeArea`, seed 001).
  public var cellFindings: [ViewFinding] {
    guard let content = cellContentView else { return [] }
    return ViewPlacement.findings(content, named: "cellContentView", in: self)
  }

  /// The display the layout is on: a foldable's inner one when it is open.
  public var display: Display { context.display }
  /// The app's window in the display's coordinates: the display itself unless a window is asked
  /// for (iOS 27) or an old-SDK app is kept out of a foldable's strip.
  public var window: Rect { chrome.window.rect }
  /// `horizontalSizeClass` and `verticalSizeClass`: the display's, whatever the window.
  public var sizeClasses: (horizontal: SizeClass, vertical: SizeClass) {
    (context.horizontalClass, context.verticalClass)
  }
  /// The side strip a foldable reserves for its status cluster and vertical bars, if any.
  public var sideStrip: Rect? {
    guard let edge = context.strip, let width = device.numbers.foldable?.strip.value else {
      return nil
    }
    let x = edge == .left ? 0 : screen.width - width
    return Rect(x: x, y: 0, width: width, height: screen.height)
  }
  /// `reservedRegions(kind:)` (iOS 27.1): the status cluster while the status bar shows
  /// (`.occlusion`), and the fold while half-open (`.division`); each with its sources' keys.
  public var reservedRegions: [(kind: String, frame: Rect, sources: [String])] {
    var regions: [(String, Rect, [String])] = []
    let source = device.foldable
    if let cluster = frame(of: .occlusion) {
      regions.append(("occlusion", cluster, source?.cluster.provenance.sources ?? []))
    }
    if let fold = frame(of: .division) {
      regions.append(("division", fold, source?.division.provenance.sources ?? []))
    }
    return regions
  }

  /// The keyboard's frame when it is up.
  public var keyboard: Rect? { keys.frame?.rect }
  /// `keyboardLayoutGuide` in window coordinates (iOS 15+).
  public var keyboardLayoutGuide: Rect? { keys.guide?.rect }
  /// Where content is fully visible with the keyboard up: the content rect above it.
  public var contentAboveKeyboard: Rect? {
    guard let keyboard else { return nil }
    let r = contentRect
    return Rect(
      minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: max(r.minY, min(r.maxY, keyboard.minY)))
  }
  /// `topLayoutGuide` / `bottomLayoutGuide` lengths (iOS 7–10).
  public var layoutGuides: LayoutGuides? {
    views.layoutGuides.map { LayoutGuides(top: $0.top.value, bottom: $0.bottom.value) }
  }
  public var cornerRadius: Double { chrome.cornerRadius.value }
  /// Each corner's radius: top left, top right, bottom left, bottom right (a foldable's cover is
  /// tight on the hinge side).
  public var cornerRadii: [Double] {
    let r = DeviceFacts(device, settings).cornerRadii
    return [r.0, r.1, r.2, r.3]
  }

  /// The elements the report lists as frames, in report order.
  public static let frameElements: [LayoutElement] = [
    .screen, .statusBar, .hotspotBar, .navigationBar, .toolbar, .tabBar, .notch, .dynamicIsland,
    .homeIndicator, .rootView, .contentView, .contentRect,
  ]

  /// The frames a layout reports, in report order, nil where the element is not on screen.
  public var frames: [(element: LayoutElement, rect: Rect?)] {
    Self.frameElements.map { ($0, frame(of: $0)) }
  }

  // MARK: - Helpers

  /// Decision 14: options the chosen iOS does not have.
  ///
  /// `stripTabBarOn` names the foldable whose tab bar runs down its side strip (from iOS 27.1),
  /// where it never floats.
  static func ignoredOptions(_ settings: Settings, stripTabBarOn foldable: String? = nil)
    -> [IgnoredOption]
  {
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
    if settings.designCompatibility && ios.major < 26 {
      ignored.append(.designCompatibility(ios))
    } else if settings.designCompatibility && settings.effectiveSDK >= 27 {
      ignored.append(.designCompatibilityIgnoredBySDK(settings.effectiveSDK))
    } else if settings.designCompatibility && settings.effectiveSDK < 26 {
      ignored.append(.designCompatibilityBeforeSDK26(settings.effectiveSDK))
    }
    // The tab bar floats only with iOS 26's bars: not before iOS 26, not where the app keeps
    // its old bars (the compatibility key, an SDK before 26), not without a tab bar, not down a
    // foldable's side strip.
    // Worded only when asked for (a minimised tab bar, an accessory): a key press reads this
    // list three times (the update and the inspector), and the sentence is built from parts.
    func noFloatingTabBar() -> String? {
      if ios.major < 26 {
        "on \(ios)"
      } else if !settings.liquidGlass {
        "where the app keeps the iOS 18 bars (\(settings.effectiveSDK < 26 ? "an iOS \(settings.effectiveSDK) SDK build" : "UIDesignRequiresCompatibility"))"
      } else if settings.bottomBar != .tabBar {
        "without a tab bar"
      } else if let foldable {
        "where the tab bar runs down \(foldable)'s side strip"
      } else {
        nil
      }
    }
    if settings.tabBarMinimized, let because = noFloatingTabBar() {
      ignored.append(.floatingTabBarOnly("a minimised tab bar", because: because))
    }
    if settings.bottomAccessory != nil, let because = noFloatingTabBar() {
      ignored.append(.floatingTabBarOnly("a bottom accessory", because: because))
    }
    if let behaviour = settings.scrollView, ios.major < 11 {
      ignored.append(
        .scrollBehaviour(behaviour, ios, autoAdjusts: settings.automaticallyAdjustsScrollViewInsets)
      )
    }
    // From iOS 11 only `.automatic` reads automaticallyAdjustsScrollViewInsets.
    if !settings.automaticallyAdjustsScrollViewInsets {
      if ios.major < 7 {
        ignored.append(.automaticallyAdjusts(ios, behaviour: nil))
      } else if ios.major >= 11, let behaviour = settings.scrollView, behaviour != .automatic {
        ignored.append(.automaticallyAdjusts(ios, behaviour: behaviour))
      }
    }
    if !settings.insetsContentViewsToSafeArea && ios.major < 11 {
      ignored.append(.insetsContentViews(ios))
    }
    return ignored
  }

  /// A frame as "x,y,width,height" in the report's number format.
  public static func text(_ rect: Rect) -> String {
    spelled { w in
      w.number(rect.x)
      w.append(",")
      w.number(rect.y)
      w.append(",")
      w.number(rect.width)
      w.append(",")
      w.number(rect.height)
    }
  }

  /// A size as "width×height" in the report's number format.
  public static func text(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }

  /// A number of points as reports print it: whole numbers without a fraction, others rounded to
  /// at most two decimals with trailing zeros dropped (47.33, 41.5).
  public static func number(_ value: Double) -> String { spelled { $0.number(value) } }

  /// The text `write` spells, made a string once.
  ///
  /// The inspector, `json` and `check` spell thousands of numbers: their digits go into bytes on
  /// the stack, and a text of up to 15 bytes (most frames) becomes a string without allocating.
  static func spelled(_ write: (inout NumberSpeller) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberSpeller.capacity) { buffer in
      var speller = NumberSpeller(buffer: buffer)
      write(&speller)
      return String(
        decoding: UnsafeBufferPointer(rebasing: buffer[0..<speller.count]), as: UTF8.self)
    }
  }
}

/// Spells numbers and short literals into a fixed buffer, as `ScreenLayout.number` prints them.
struct NumberSpeller {
  /// Room for what the reports spell at once: four numbers of at most 24 bytes (Swift's own
  /// spelling of the largest double), three separators and a prefix and suffix.
  static let capacity = 192
  let buffer: UnsafeMutableBufferPointer<UInt8>
  private(set) var count = 0

  init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

  /// Appends `literal`'s bytes (cut where the buffer ends).
  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes in
      for byte in bytes where count < buffer.count {
        buffer[count] = byte
        count += 1
      }
    }
  }

  /// Appends `value`: whole points with every digit, others rounded to hundredths with trailing
  /// zeros dropped; a value that is not finite as 0.
  mutating func number(_ value: Double) {
    guard count + 24 <= buffer.count else { return }
    guard value.isFinite else {
      buffer[count] = UInt8(ascii: "0")
      count += 1
      return
    }
    // Beyond what points ever are (a user's absurd catalog value): Swift's own spelling, which
    // cannot overflow.
    guard abs(value) < 1e15 else {
      for byte in "\(value)".utf8.prefix(24) {
        buffer[count] = byte
        count += 1
      }
      return
    }
    // Whole points, most of what a frame holds, keep every digit; others round to hundredths.
    let whole = value == value.rounded()
    let scaled = whole ? Int(value) : Int((value * 100).rounded())
    var integer = whole ? scaled.magnitude : scaled.magnitude / 100
    var fraction = whole ? 0 : Int(scaled.magnitude % 100)
    var fractionDigits = fraction == 0 ? 0 : 2
    if fractionDigits == 2, fraction % 10 == 0 {
      fraction /= 10
      fractionDigits = 1
    }
    // -0.001 rounds to 0, which has no sign.
    if scaled < 0 {
      buffer[count] = UInt8(ascii: "-")
      count += 1
    }
    var digits = 1
    var rest = integer / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    var at = count + digits
    count = at
    repeat {
      at -= 1
      buffer[at] = UInt8(ascii: "0") + UInt8(integer % 10)
      integer /= 10
    } while integer > 0
    guard fractionDigits > 0 else { return }
    buffer[count] = UInt8(ascii: ".")
    at = count + 1 + fractionDigits
    count = at
    for _ in 0..<fractionDigits {
      at -= 1
      buffer[at] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
  }
}

extension ScreenLayout {
  /// The stages' values of one layout, run in order by `init` (one allocation a layout).
  fileprivate final class Stages: Sendable {
    let context: LayoutContext
    let ledger: Ledger
    let chrome: DeviceChrome
    let status: StatusBarStage
    let safeArea: WindowSafeArea
    let bars: BarsStage
    let views: ViewsStage
    let margins: MarginsStage
    /// Boxed: most layouts have no scroll view, and its stage is the largest.
    let scroll: Box<ScrollStage>?
    let keys: KeyboardStage

    /// Runs the stages in order, each reading what came before from the stack, and keeps their
    /// values: one copy each into the box.
    init<R: Recorder>(
      _ device: borrowing Device, _ settings: Settings, _ kinds: [BarDescriptor]?,
      _ l: inout R
    ) {
      // The device's numbers for these settings: read by the stages, not kept.
      let facts = DeviceFacts(device, settings)
      let context = LayoutContext(device: device, settings: settings, facts: facts, bars: kinds)
      let chrome = DeviceChrome.make(context, facts, &l)
      let status = StatusBarStage.make(context, facts, chrome, &l)
      let safeArea = WindowSafeArea.make(context, chrome, status, &l)
      let bars = BarsStage.make(context, chrome, status, safeArea, &l)
      let views = ViewsStage.make(context, chrome, status, safeArea, bars, &l)
      let margins = MarginsStage.make(context, views, &l)
      let s = context.settings
      let scroll =
        s.scrollView != nil || s.tableCell
        ? ScrollStage.make(context, views, &l).map(Box.init) : nil
      let keys = KeyboardStage.make(context, facts, chrome, views, &l)
      self.context = context
      ledger = l.ledger
      self.chrome = chrome
      self.status = status
      self.safeArea = safeArea
      self.bars = bars
      self.views = views
      self.margins = margins
      self.scroll = scroll
      self.keys = keys
    }
  }
}

/// A value held by reference, so that a rarely present part of a layout costs one pointer.
final class Box<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
