import PhoneLayout

/// The event line's sentences, made from `AppEvent` values only when shown.
public enum EventText {
  /// The line shown before anything happened.
  static let start = "press h for the personal hotspot, ? for every key"

  /// The sentence for `event` as the previewer shows it in `state`: a move of the focus says
  /// which phone has it now, left or right, and what it shows (two phones may show one device
  /// on one iOS).
  public static func text(_ event: AppEvent, in state: AppState) -> String {
    guard case .focus = event, state.isSplit else { return text(event) }
    let l = state.layout
    return "keys act on the \(state.focus == 0 ? "left" : "right") phone: \(l.device.name) · "
      + "\(l.settings.ios) · \(l.settings.orientation.rawValue)"
  }

  /// The sentence for `event`.
  public static func text(_ event: AppEvent) -> String {
    switch event {
    case .none:
      return start
    case .statusBarFrameChanged(let from, let to, let reported):
      // The seed's handler reads the new frame's height: +20 when it is 40, else −20.
      let offset = reported == 40 ? "+20" : "−20"
      var text =
        "UIApplicationWillChangeStatusBarFrameNotification: "
        + "\(ScreenLayout.number(from)) → \(ScreenLayout.number(to)) pt · "
        + "the seed's handler moves its view \(offset)"
      if reported != to {
        text += " (it reads the portrait-coordinate height \(ScreenLayout.number(reported)))"
      }
      return text
    case .hotspotWithoutNotification(let connections, let why):
      let state = connections > 0 ? "hotspot \(connections)" : "hotspot off"
      let reason: String
      switch why {
      case .statusBarHidden: reason = "the status bar is hidden"
      case .faceID: reason = "Face ID phones keep the status bar height"
      case .fromIOS13: reason = "from iOS 13 the status bar keeps its height"
      case .heightUnchanged: reason = "the bar's height is unchanged"
      }
      return "\(state): statusBarFrame unchanged, no notification (\(reason))"
    case .device(let name, let points, let scale, let wanted, let got):
      let base = "\(name): \(ScreenLayout.text(points)) pt @\(ScreenLayout.number(scale))x"
      if wanted != got {
        return "\(base) · it never ran \(wanted): showing \(got), the nearest it ran"
      }
      return "\(base) · \(got)"
    case .ios(let ios, let name):
      return "\(ios) on the \(name)"
    case .orientation(let orientation, let faceID, let hides):
      var text = orientation.rawValue
      if faceID && orientation.isLandscape {
        text += orientation == .landscapeLeft ? " (notch on the right)" : " (notch on the left)"
      }
      if hides { text += " · iOS 8+ hides the status bar" }
      return text
    case .fullScreen(let on):
      return on
        ? "setFullScreen:YES: status bar, navigation bar and bottom bar hidden"
        : "setFullScreen:NO: bars shown again"
    case .navigationBar(let mode):
      return "navigation bar: \(mode.rawValue)"
    case .bottomBar(let bar):
      return "bottom bar: \(bar == .tabBar ? "tab bar" : bar.rawValue)"
    case .edges(let edges):
      return "edgesForExtendedLayout = UIRectEdge\(edges == .all ? "All" : "None")"
    case .statusBarPreference(let style, let hidden, let askedFrom):
      let preference =
        hidden ? "prefersStatusBarHidden = YES" : "preferredStatusBarStyle = .\(style.rawValue)"
      guard let ios = askedFrom else { return "top view controller: \(preference)" }
      return "top view controller: \(preference) · \(ios) never asks it: UIApplication's "
        + "statusBarStyle and statusBarHidden decide (default, shown)"
    case .viewControllerBasedAppearance(let on):
      return "UIViewControllerBasedStatusBarAppearance = \(on ? "YES" : "NO")"
    case .containers(let containers):
      return containers == .forwarding
        ? "containers forward status bar questions (the seed's base classes)"
        : "stock UIKit containers: they do not forward status bar questions"
    case .launchScreen(let on):
      return on
        ? "launch screen: Info.plist UIStatusBarHidden hides the status bar"
        : "launch screen done: the view controllers decide again"
    case .designCompatibility(let on, let ios, let liquidGlass):
      let key = "UIDesignRequiresCompatibility = \(on ? "YES" : "NO")"
      if ios.major < 26 {
        return "\(key) · \(ios) has no Liquid Glass: it changes nothing before iOS 26"
      }
      return liquidGlass
        ? "\(key): iOS 26's Liquid Glass bars (54-pt navigation bar at the safe-area top)"
        : "\(key): iOS 26 keeps the iOS 18 bars and metrics"
    case .pose(let pose, let display, let fold, let name):
      guard let fold else { return "\(name) cannot fold: p changes nothing here" }
      return "\(name) \(pose.rawValue): the \(display == .inner ? "inner" : "cover") display"
        + (pose == .halfOpen ? ", the fold a \(ScreenLayout.number(fold))-pt division region" : "")
    case .sdk(let sdk, let ios, let keptOut):
      guard let sdk else { return "\(ios) has one SDK modelled here: the key changes nothing" }
      let look = sdk >= 26 ? "Liquid Glass bars" : "the iOS 18 look"
      return "built with the iOS \(sdk) SDK on \(ios): \(look)"
        + (keptOut ? "; kept out of the side strip (the window is narrower by it)" : "")
    case .scrollView(let behaviour, let ios, let top):
      guard let behaviour else { return "no scroll view" }
      let start = top.map { " · its content starts \(ScreenLayout.number($0)) pt down" } ?? ""
      if ios.major < 11 {
        return "scroll view: .\(behaviour.rawValue) needs iOS 11; \(ios) uses "
          + "automaticallyAdjustsScrollViewInsets\(start)"
      }
      return "scroll view: contentInsetAdjustmentBehavior = .\(behaviour.rawValue)\(start)"
    case .keyboard(let height):
      guard let height else { return "keyboard down" }
      return "keyboard up: \(ScreenLayout.number(height)) pt from the bottom edge (its frame takes "
        + "in the home-indicator strip)"
    case .safeAreaOverlay(let on):
      return "safe-area overlay \(on ? "on" : "off")"
    case .exported(let file, let phones):
      return "wrote \(file)" + (phones > 1 ? " (both phones, one scale)" : "")
    case .exportFailed(let reason):
      return "no SVG written: \(reason)"
    case .inspector(let on):
      return "inspector \(on ? "shown" : "hidden")"
    case .selected(let element):
      return "selected \(element.rawValue)"
    case .selectedView(let name, let findings):
      return "selected your view \(name): "
        + (findings == 0 ? "no findings" : "\(findings) finding\(findings == 1 ? "" : "s")")
    case .viewsReloaded(let count):
      return "views file read again: \(count) view\(count == 1 ? "" : "s")"
    case .catalogReloaded(let count, let gone, let showing):
      return "device catalog read again: \(count) phone\(count == 1 ? "" : "s")"
        + (gone.map { "; \($0) is gone from it: showing \(showing ?? "the first")" } ?? "")
    case .reloadFailed(let message):
      // What stays first, and the file by its name: a long path would cut the reason off.
      let path = message.prefix { $0 != ":" }
      let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path
      return "keeping the last good one: \(name)\(message.dropFirst(path.count))"
    case .noViews:
      return "no views: start with --views FILE (docs/views.md)"
    case .scene(let name, let count):
      return "scene \(name): \(count) view\(count == 1 ? "" : "s"); m moves to the next"
    case .noOtherScene(let viewsOpen):
      return viewsOpen
        ? "no other scene: this file has one (m cycles a storyboard's scenes)"
        : "no storyboard: m cycles the scenes of --views FILE.storyboard"
    case .noViewSelected:
      return "no view selected: w selects the first again"
    case .noViewPlaced:
      return "none of your views can be placed on this phone: the inspector says why"
    case .unboundKey(let key):
      return "\(key) does nothing here: ? lists the keys"
    case .skipped(let what, let ios):
      return "\(what) does not exist on \(ios): skipped"
    case .split(let on):
      return on
        ? "two phones, one scale: Tab moves the focus, every key acts on the focused one"
        : "one phone"
    case .focus(let name, let ios):
      return "keys act on the \(name) · \(ios)"
    case .promptNoMatch(let text):
      return "nothing matches '\(text)'"
    case .ignored(let option):
      return option.text
    }
  }
}
