// The oracle of issue 21: Interface Builder stores each view's frame as laid out for the
// document's device, so on that device the engine should give the stored frame back.

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
    /// The share reproduced, 0 to 1 (1 when nothing was compared).
    public var share: Double { compared == 0 ? 1 : Double(reproduced) / Double(compared) }
  }

  /// Every scene of the document in `bytes`, laid out on its own device with the bars its
  /// containers give it, against the stored frames (0.5 pt).
  public static func run(_ bytes: [UInt8], file: String, catalog: DeviceCatalog = .builtIn)
    throws(UsageError) -> Outcome
  {
    let document: IBDocument
    do {
      document = try InterfaceBuilderReader.read(bytes)
    } catch {
      throw UsageError("\(file):\(error.line):\(error.column): \(error.message)")
    }
    var outcome = Outcome()
    for scene in InterfaceBuilderViews.convertAll(document, file: file) {
      compare(scene, catalog, &outcome)
    }
    return outcome
  }

  static func compare(_ scene: InterfaceBuilderScene, _ catalog: DeviceCatalog, _ o: inout Outcome)
  {
    var device = catalog.devices.first { $0.id == "iphone-x" }!
    if let name = scene.deviceName, case .found(let found, _) = catalog.lookUp(name) {
      device = found
    }
    var settings = Settings(device: device)
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
      let belowBars = scene.navigationBar != .none || scene.usesSafeAreas
      top =
        scene.isXib || !belowBars
        ? 0 : min(max(0, window.height - root.height), layout.contentRect.y)
      views = wrapped(views, in: Rect(x: 0, y: top, width: root.width, height: root.height))
    }
    var placed = try? ViewPlacement.place(views, in: layout)
    if rootDiffers, placed != nil { placed!.removeFirst() }
    for (i, spec) in scene.views.views.enumerated() {
      guard var stored = scene.storedFrames[i] else { continue }
      stored.y += top
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

  /// The views inside a stand-in root view at `frame`: what named the root names it.
  static func wrapped(_ file: ViewsFile, in frame: Rect) -> ViewsFile {
    func shift(_ item: ViewConstraint.Item) -> ViewConstraint.Item {
      switch item {
      case .view(let v): .view(v + 1)
      case .root: .view(0)
      case .guide: item
      }
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
      c.first = shift(c.first)
      c.second = c.second.map(shift)
      return c
    }
    return ViewsFile(file: file.file, views: views, constraints: constraints)
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5
      && abs(a.height - b.height) <= 0.5
  }
}
