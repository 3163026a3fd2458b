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
    let layout = ScreenLayout(device: device, settings: settings)
    let placed = try? ViewPlacement.place(scene.views, in: layout)
    let window = layout.window
    let rootDiffers =
      scene.rootSize.map {
        abs($0.width - window.width) > 0.5 || abs($0.height - window.height) > 0.5
      } ?? false
    for (i, spec) in scene.views.views.enumerated() {
      guard let stored = scene.storedFrames[i] else { continue }
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
      if rootDiffers, let root = scene.rootSize {
        reason =
          "the root view is stored at \(ScreenLayout.number(root.width))×"
          + "\(ScreenLayout.number(root.height)) (a simulated bar or freeform size), the "
          + "phone's window is \(ScreenLayout.number(window.width))×"
          + "\(ScreenLayout.number(window.height))"
      } else if spec.intrinsic != nil {
        reason = "its intrinsic size is estimated from the stored frame"
      }
      o.misses.append(
        Miss(scene: scene.name, view: spec.name, stored: stored, laidOut: got, reason: reason))
    }
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5
      && abs(a.height - b.height) <= 0.5
  }
}
