import PhoneLayout

/// The words every surface uses for what a layout was asked for.
///
/// The inspector's header, the SVG legend and titles read them, said once so that the previewer
/// and the exports agree.
enum SettingsWords {
  /// "hotspot off", "hotspot 1 connection", "hotspot 3 connections".
  static func hotspot(_ s: Settings) -> String {
    let n = s.hotspotConnections
    return n == 0 ? "hotspot off" : "hotspot \(n) connection\(n == 1 ? "" : "s")"
  }

  /// The display drawn and its size in its own portrait points: "375×812 @3x"; a foldable
  /// names which display, "inner 951×669 @3x": the inner display is wide when held in portrait,
  /// as `json`'s screen says.
  static func display(_ l: ScreenLayout) -> String {
    let d = l.device
    let scale = "@\(ScreenLayout.number(d.scale.value))x"
    guard d.isFoldable else { return "\(ScreenLayout.text(d.points.value)) \(scale)" }
    let held = l.settings.orientation.isLandscape ? l.screen.size.transposed : l.screen.size
    let size = l.display == .inner ? held : d.points.value
    return "\(l.display.rawValue) \(ScreenLayout.text(size)) \(scale)"
  }

  /// What was asked for, in order: the iOS, a foldable's pose, an SDK other than the iOS's own,
  /// a window smaller than the screen, the orientation.
  static func situation(_ l: ScreenLayout) -> [String] {
    let s = l.settings
    var words = ["\(s.ios)"]
    if l.device.isFoldable { words.append(s.pose.rawValue) }
    if let sdk = s.sdk, sdk != s.ios.major { words.append("SDK \(sdk)") }
    if l.window != l.screen { words.append("window \(ScreenLayout.text(l.window.size))") }
    words.append(s.orientation.rawValue)
    return words
  }
}
