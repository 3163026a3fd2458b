// The oracle of issue 21: Interface Builder stores each view's frame as laid out for the
// document's device, so on that device the engine should give the stored frame back.

import AutoLayout
import InterfaceBuilder
import PhoneLayout

public enum InterfaceBuilderOracle {
  /// A view whose laid-out frame is not its stored one, and the likely reason.
  public struct Miss: Sendable {
    public var scene: String
    public var view: String
    public var stored: Rect
    public var laidOut: Rect?
    public var reason: String
  }

  public struct Outcome: Sendable {
    /// Views compared: neither misplaced nor ambiguous, with a stored frame.
    public var compared = 0
    public var reproduced = 0
    /// Views IB says are misplaced or ambiguous, left out of the share.
    public var flagged = 0
    public var misses: [Miss] = []
    /// The iOS the document was laid out on (see `run`).
    public var ios: IOSVersion?
    /// The share reproduced, 0 to 1 (1 when nothing was compared).
    public var share: Double { compared == 0 ? 1 : Double(reproduced) / Double(compared) }
  }

  /// Every scene of the document in `bytes`, laid out on its own device with the bars its
  /// containers give it, against the stored frames (0.5 pt).
  ///
  /// IB lays a file out on the iOS of its Xcode's SDK, which the file does not name (its
  /// `toolsVersion` is a build number whose mapping to an Xcode is not sourced): the document is
  /// laid out on each iOS its phone ran, and the one that reproduces most frames is kept (the
  /// newest among equals). `ios` pins it.
  public static func run(
    _ bytes: [UInt8], file: String, catalog: DeviceCatalog = .builtIn, ios: IOSVersion? = nil
  ) throws(UsageError) -> Outcome {
    let document: IBDocument
    do {
      document = try InterfaceBuilderReader.read(bytes)
    } catch {
      throw UsageError("\(file):\(error.line):\(error.column): \(error.message)")
    }
    let scenes = InterfaceBuilderViews.convertAll(document, file: file, asPreviewed: true)
    var device = catalog.devices.first { $0.id == "iphone-x" }!
    if let name = scenes.first?.deviceName, case .found(let found, _) = catalog.lookUp(name) {
      device = found
    }
    var best: Outcome?
    for version in ios.map({ [$0] }) ?? device.versions.reversed() {
      var outcome = Outcome()
      outcome.ios = version
      for scene in scenes { compare(scene, device, version, &outcome) }
      if best == nil || outcome.reproduced > best!.reproduced { best = outcome }
    }
    return best ?? Outcome()
  }

  static func compare(
    _ scene: InterfaceBuilderScene, _ device: Device, _ ios: IOSVersion, _ o: inout Outcome
  ) {
    var settings = Settings(device: device)
    settings.ios = ios
    settings.navigationBar = scene.navigationBar
    settings.bottomBar = scene.bottomBar
    if scene.isLandscape { settings.orientation = .landscapeLeft }
    // IB previews a xib's view with no status bar unless it simulates one: the safe area is
    // the sensor housing's and the home indicator's only (as UIKit's with the bar hidden).
    if scene.isXib { settings.prefersStatusBarHidden = true }
    let layout = ScreenLayout(device: device, settings: settings)
    let window = layout.window
    let rootDiffers =
      scene.rootSize.map {
        abs($0.width - window.width) > 0.5 || abs($0.height - window.height) > 0.5
      } ?? false
    // A root view stored smaller than the window is IB's preview under simulated bars (or a
    // freeform xib): IB laid it out below the top bars, so the oracle does too, in a stand-in
    // for the root of the stored size (its top at the safe area's top, at most the difference).
    var views = scene.views
    var top = 0.0
    if rootDiffers, let root = scene.rootSize {
      // Under a navigation bar the root starts below it; a file with safe areas also starts
      // it below a simulated status bar, one with the older guides under it (measured on the
      // real inputs: home-assistant's 647-pt roots, XLPagerTabStrip's 618-pt one).
      // A root that ends where a bottom bar starts is above it, from wherever that puts its
      // top (XLPagerTabStrip's 618-pt roots in a navigation and a tab bar controller, at 0).
      let belowBars = scene.navigationBar != .none || scene.usesSafeAreas
      let barTop = (layout.tabBar ?? layout.toolbar)?.y
      if scene.isXib || scene.isFreeform {
        top = 0
      } else if let barTop, barTop - root.height > -0.5,
        barTop - root.height < layout.contentRect.y + 0.5
      {
        top = max(0, barTop - root.height)
      } else if belowBars {
        top = min(max(0, window.height - root.height), layout.contentRect.y)
      }
      let frame = Rect(x: 0, y: top, width: root.width, height: root.height)
      var guides: [ViewConstraint.GuideName: EdgeInsets] = [:]
      if scene.isXib || scene.isFreeform {
        // IB previews a xib's view, or a freeform one, as a view controller's view on the
        // whole screen: its safe area and margins are the screen's insets, from its edges.
        guides[.safeArea] = layout.viewSafeAreaInsets
        guides[.layoutMargins] = layout.layoutMargins
      } else {
        // Otherwise the root's guides are UIKit's for a view that is not the whole screen:
        // the window's, inside the root (an embedded controller's bottom guide is its bottom).
        guides[.safeArea] = Self.inside(layout.contentRect, frame)
        guides[.layoutMargins] = layout.layoutMarginsGuide.map { Self.inside($0, frame) }
        guides[.readableContent] = layout.readableContentGuide.map { Self.inside($0, frame) }
      }
      views = wrapped(views, in: frame, guides: guides)
    }
    var placed = try? ViewPlacement.place(views, in: layout)
    if rootDiffers, placed != nil { placed!.removeFirst() }
    let uninstalled = scene.uninstalled[SizeClasses(of: layout)] ?? []
    for (i, spec) in scene.views.views.enumerated() {
      guard var stored = scene.storedFrames[i] else { continue }
      stored.y += top
      if uninstalled.contains(i) { continue }
      if scene.isMisplacedOrAmbiguous[i] {
        o.flagged += 1
        continue
      }
      o.compared += 1
      let got = placed?[i].frame
      if let got, close(got, stored) {
        o.reproduced += 1
        continue
      }
      var reason =
        placed == nil ? "the scene could not be laid out" : "the constraints give another frame"
      if spec.intrinsic != nil {
        reason = "its intrinsic size is estimated from the stored frame"
      } else if rootDiffers {
        reason += " (its root is stored under simulated bars or at a freeform size)"
      }
      o.misses.append(
        Miss(scene: scene.name, view: spec.name, stored: stored, laidOut: got, reason: reason))
    }
  }

  /// The views inside a stand-in root view at `frame`: what named the root names it, and the
  /// guides in `guides` are its edges inset by theirs.
  static func wrapped(
    _ file: ViewsFile, in frame: Rect, guides: [ViewConstraint.GuideName: EdgeInsets] = [:]
  ) -> ViewsFile {
    func shift(_ item: ViewConstraint.Item) -> ViewConstraint.Item {
      switch item {
      case .view(let v): .view(v + 1)
      case .root: .view(0)
      case .guide(let g): guides[g] == nil ? item : .view(0)
      }
    }
    /// The points a guide's attribute lies inside the stand-in's.
    func inset(_ item: ViewConstraint.Item, _ a: LayoutAttribute?) -> Double {
      guard case .guide(let g) = item, let m = guides[g], let a else { return 0 }
      return InterfaceBuilderViews.Converter.offset(a, m)
    }
    var views = [ViewSpec(name: "IB root view", placement: .frame(frame), path: "root")]
    for var spec in file.views {
      spec.superview = spec.superview.map { $0 + 1 } ?? 0
      if var stack = spec.stack {
        stack.arranged = stack.arranged.map { $0 + 1 }
        spec.stack = stack
      }
      views.append(spec)
    }
    let constraints = file.constraints.map { c in
      var c = c
      // first + f  R  m × (second + s) + c
      c.constant += c.multiplier * (c.second.map { inset($0, c.secondAttribute) } ?? 0)
      c.constant -= inset(c.first, c.firstAttribute)
      c.first = shift(c.first)
      c.second = c.second.map(shift)
      return c
    }
    var result = ViewsFile(file: file.file, views: views, constraints: constraints)
    result.sizeClassVariants = file.sizeClassVariants.mapValues {
      wrapped($0, in: frame, guides: guides)
    }
    return result
  }

  /// The insets from `frame`'s edges of the part of `guide` inside it.
  static func inside(_ guide: Rect, _ frame: Rect) -> EdgeInsets {
    EdgeInsets(
      top: max(0, guide.y - frame.y), left: max(0, guide.x - frame.x),
      bottom: max(0, (frame.y + frame.height) - (guide.y + guide.height)),
      right: max(0, (frame.x + frame.width) - (guide.x + guide.width)))
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5
      && abs(a.height - b.height) <= 0.5
  }
}
