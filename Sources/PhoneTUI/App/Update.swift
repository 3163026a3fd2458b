import PhoneLayout

/// The previewer's one state transition: pure, no I/O.
public enum Update {
  /// The state after `action`, and what the loop must do besides drawing it.
  public static func apply(_ action: Action, to state: AppState) -> (AppState, Effect) {
    var s = state
    let before = state.layout
    var effect = Effect.none
    switch action {
    case .toggleHotspot:
      if s.settings.hotspotConnections > 0 {
        s.rememberedConnections = s.settings.hotspotConnections
        s.settings.hotspotConnections = 0
      } else {
        s.settings.hotspotConnections = max(1, s.rememberedConnections)
      }
      s.event = EventText.hotspot(from: before, to: s.layout)
    case .addConnection, .removeConnection:
      let delta = action == .addConnection ? 1 : -1
      s.settings.hotspotConnections = min(99, max(0, s.settings.hotspotConnections + delta))
      if s.settings.hotspotConnections > 0 {
        s.rememberedConnections = s.settings.hotspotConnections
      }
      s.event = EventText.hotspot(from: before, to: s.layout)
    case .nextDevice, .previousDevice:
      let wanted = s.settings.ios
      s.selectDevice(at: s.deviceIndex + (action == .nextDevice ? 1 : -1))
      s.event = EventText.device(s.device, wanted: wanted, got: s.settings.ios)
    case .nextIOSVersion, .previousIOSVersion:
      s.settings.ios = following(
        s.settings.ios, in: s.device.versions, step: action == .nextIOSVersion ? 1 : -1)
      s.event = "\(s.settings.ios) on the \(s.device.name)"
    case .rotate:
      s.settings.orientation = following(s.settings.orientation, in: Orientation.allCases)
      s.event = EventText.orientation(s.layout)
    case .toggleFullScreen:
      s.settings.fullScreen.toggle()
      s.event =
        s.settings.fullScreen
        ? "setFullScreen:YES: status bar, navigation bar and bottom bar hidden"
        : "setFullScreen:NO: bars shown again"
    case .cycleNavigationBar:
      s.settings.navigationBar = following(s.settings.navigationBar, in: NavigationBarMode.allCases)
      s.event = "navigation bar: \(s.settings.navigationBar.rawValue)"
    case .cycleBottomBar:
      s.settings.bottomBar = following(s.settings.bottomBar, in: [.toolbar, .tabBar, .none])
      s.event =
        "bottom bar: \(s.settings.bottomBar == .tabBar ? "tab bar" : s.settings.bottomBar.rawValue)"
    case .toggleExtendedEdges:
      s.settings.edges = s.settings.edges == .all ? .none : .all
      s.event = "edgesForExtendedLayout = UIRectEdge\(s.settings.edges == .all ? "All" : "None")"
    case .cycleStatusBarPreference:
      s.cycleStatusBarPreference()
      let preference =
        s.settings.prefersStatusBarHidden
        ? "prefersStatusBarHidden = YES"
        : "preferredStatusBarStyle = .\(s.settings.preferredStyle.rawValue)"
      s.event = "top view controller: \(preference)"
    case .toggleViewControllerBasedAppearance:
      s.settings.viewControllerBasedAppearance.toggle()
      s.event =
        "UIViewControllerBasedStatusBarAppearance = "
        + (s.settings.viewControllerBasedAppearance ? "YES" : "NO")
    case .toggleContainers:
      s.settings.containers = s.settings.containers == .forwarding ? .stock : .forwarding
      s.event =
        s.settings.containers == .forwarding
        ? "containers forward status bar questions (the seed's base classes)"
        : "stock UIKit containers: they do not forward status bar questions"
    case .toggleLaunchScreen:
      s.settings.launchScreen.toggle()
      s.event =
        s.settings.launchScreen
        ? "launch screen: Info.plist UIStatusBarHidden hides the status bar"
        : "launch screen done: the view controllers decide again"
    case .toggleSafeAreaOverlay:
      s.showSafeArea.toggle()
      s.event = "safe-area overlay \(s.showSafeArea ? "on" : "off")"
    case .toggleInspector:
      s.showInspector.toggle()
    case .toggleHelp:
      s.showHelp.toggle()
    case .dismiss:
      if s.showHelp {
        s.showHelp = false
      } else {
        effect = .quit
      }
    case .quit:
      effect = .quit
    case .redraw:
      effect = .redraw
    case .suspend:
      effect = .suspend
    case .click(let column, let row):
      let element = FrameLayout(s).element(atColumn: column, row: row)
      s.selected = element
      if let element {
        s.event = "selected \(element.rawValue)"
      }
    case .resize(let columns, let rows):
      s.terminalSize = TerminalSize(columns: columns, rows: rows)
      effect = .redraw
    }
    // Decision 14: say so when the iOS does not have what was just asked for.
    let newlyIgnored = s.layout.ignoredOptions.filter { !before.ignoredOptions.contains($0) }
    if let note = newlyIgnored.first, action != .nextDevice, action != .previousDevice {
      s.event = note.text
    }
    if s.selected != nil && s.layout.frame(of: s.selected!) == nil { s.selected = nil }
    return (s, effect)
  }
}

/// The value `step` places after `value` in `order` (before it for a negative step), wrapping
/// round; the first when `value` is not in it.
func following<T: Equatable>(_ value: T, in order: [T], step: Int = 1) -> T {
  guard let index = order.firstIndex(of: value) else { return order[0] }
  return order[wrapped(index + step, count: order.count)]
}

/// `index` wrapped round into `0..<count`.
func wrapped(_ index: Int, count: Int) -> Int { ((index % count) + count) % count }

extension AppState {
  /// `s`: default → light content → dark content (iOS 13+) → hidden → default.
  mutating func cycleStatusBarPreference() {
    var next = settings  // assigned once below: one layout
    if next.prefersStatusBarHidden {
      next.prefersStatusBarHidden = false
      next.preferredStyle = .default
    } else {
      switch next.preferredStyle {
      case .default:
        next.preferredStyle = .lightContent
      case .lightContent where next.ios >= StatusBarStyle.darkContent.introduced:
        next.preferredStyle = .darkContent
      default:
        next.preferredStyle = .default
        next.prefersStatusBarHidden = true
      }
    }
    settings = next
  }
}
