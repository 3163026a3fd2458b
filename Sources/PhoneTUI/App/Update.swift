import PhoneLayout

/// The previewer's one state transition: pure, no I/O.
public enum Update {
  /// The state after `action`, and what the loop must do besides drawing it.
  public static func apply(_ action: Action, to state: AppState) -> (AppState, [Effect]) {
    var s = state
    let before = state.layout
    var effects: [Effect] = []
    switch action {
    case .toggleHotspot:
      let connections = s.settings.hotspotConnections
      if connections > 0 { s.rememberedConnections = connections }
      let next = connections > 0 ? 0 : max(1, s.rememberedConnections)
      s.configure { $0.hotspotConnections = next }
      s.event = hotspotEvent(from: before, to: s.layout)
    case .addConnection, .removeConnection:
      let delta = action == .addConnection ? 1 : -1
      s.configure { $0.hotspotConnections = min(99, max(0, $0.hotspotConnections + delta)) }
      if s.settings.hotspotConnections > 0 {
        s.rememberedConnections = s.settings.hotspotConnections
      }
      s.event = hotspotEvent(from: before, to: s.layout)
    case .nextDevice, .previousDevice:
      let wanted = s.phone.chosenIOS
      s.selectDevice(at: s.deviceIndex + (action == .nextDevice ? 1 : -1))
      let d = s.device
      s.event = .device(
        name: d.name, points: d.points.value, scale: d.scale.value, wanted: wanted,
        got: s.settings.ios)
    case .toggleSplit:
      if s.isSplit { s.unsplit() } else { s.split() }
      s.event = .split(s.isSplit)
    case .switchFocus:
      guard s.isSplit else {
        s.event = .split(false)
        break
      }
      s.switchFocus()
      s.event = .focus(name: s.device.name, ios: s.settings.ios)
    case .openPrompt:
      s.prompt = Prompt()
    case .promptKey(let key):
      effects += promptKey(key, &s)
    case .nextIOSVersion, .previousIOSVersion:
      let versions = s.device.versions
      s.configure {
        $0.ios = following($0.ios, in: versions, step: action == .nextIOSVersion ? 1 : -1)
      }
      s.event = .ios(s.settings.ios, deviceName: s.device.name)
    case .rotate:
      s.configure { $0.orientation = following($0.orientation, in: Orientation.allCases) }
      s.event = .orientation(
        s.settings.orientation, faceID: s.device.hasFaceID,
        hidesStatusBar: s.settings.orientation.isLandscape && s.settings.ios.major >= 8)
    case .toggleFullScreen:
      s.configure { $0.fullScreen.toggle() }
      s.event = .fullScreen(s.settings.fullScreen)
    case .cycleNavigationBar:
      // Before iOS 11 there is no large title: the cycle skips it, and says so.
      let large = s.settings.ios.major >= 11
      let order: [NavigationBarMode] = large ? [.none, .standard, .large] : [.none, .standard]
      let wasStandard = s.settings.navigationBar == .standard
      s.configure { $0.navigationBar = following($0.navigationBar, in: order) }
      s.event =
        !large && wasStandard
        ? .skipped("a large title (iOS 11)", s.settings.ios)
        : .navigationBar(s.settings.navigationBar)
    case .cycleBottomBar:
      s.configure { $0.bottomBar = following($0.bottomBar, in: [.toolbar, .tabBar, .none]) }
      s.event = .bottomBar(s.settings.bottomBar)
    case .toggleExtendedEdges:
      s.configure { $0.edges = $0.edges == .all ? .none : .all }
      s.event = .edges(s.settings.edges)
    case .cycleStatusBarPreference:
      let skipsDark = s.settings.preferredStyle == .lightContent && s.settings.ios.major < 13
      s.configure(cycleStatusBarPreference)
      let ios = s.settings.ios
      s.event =
        skipsDark && ios.major >= 7
        ? .skipped("dark content (iOS 13)", ios)
        : .statusBarPreference(
          s.settings.preferredStyle, hidden: s.settings.prefersStatusBarHidden,
          askedFrom: ios.major < 7 ? ios : nil)
    case .toggleViewControllerBasedAppearance:
      s.configure { $0.viewControllerBasedAppearance.toggle() }
      s.event = .viewControllerBasedAppearance(s.settings.viewControllerBasedAppearance)
    case .toggleContainers:
      s.configure { $0.containers = $0.containers == .forwarding ? .stock : .forwarding }
      s.event = .containers(s.settings.containers)
    case .toggleLaunchScreen:
      s.configure { $0.launchScreen.toggle() }
      s.event = .launchScreen(s.settings.launchScreen)
    case .cyclePose:
      let fold = s.device.foldable?.division.value
      if fold != nil { s.configure { $0.pose = following($0.pose, in: Pose.allCases) } }
      s.event = .pose(
        s.settings.pose, display: s.layout.display, fold: fold, deviceName: s.device.name)
    case .cycleSDK:
      // iOS 27: its SDK, or iOS 26's (kept out of a foldable's strip); iOS 26: its SDK, or
      // iOS 18's (the old look). Before iOS 26 the look never depended on the SDK here.
      let ios = s.settings.ios.major
      if ios >= 26 {
        let older = ios >= 27 ? 26 : 18
        s.configure { $0.sdk = $0.sdk == nil ? older : nil }
        s.event = .sdk(
          s.settings.effectiveSDK, ios: s.settings.ios,
          keptOutOfStrip: s.layout.window != s.layout.screen && s.device.isFoldable)
      } else {
        s.event = .sdk(nil, ios: s.settings.ios, keptOutOfStrip: false)
      }
    case .toggleDesignCompatibility:
      s.configure { $0.designCompatibility.toggle() }
      s.event = .designCompatibility(
        s.settings.designCompatibility, ios: s.settings.ios, liquidGlass: s.settings.liquidGlass)
    case .cycleScrollView:
      // The behaviours are iOS 11's: before it the key adds or removes the scroll view.
      let order: [ContentInsetAdjustment?] =
        s.settings.ios.major >= 11
        ? [nil] + ContentInsetAdjustment.allCases.map { $0 } : [nil, .automatic]
      let index = order.firstIndex(of: s.settings.scrollView) ?? 0
      s.configure { $0.scrollView = order[(index + 1) % order.count] }
      s.event = .scrollView(
        s.settings.scrollView, ios: s.settings.ios,
        contentTop: (s.layout.adjustedContentInset ?? s.layout.contentInset)?.top)
    case .toggleKeyboard:
      s.configure { $0.keyboard.toggle() }
      s.event = .keyboard(height: s.layout.keyboard?.height)
    case .toggleSafeAreaOverlay:
      s.showSafeArea.toggle()
      s.event = .safeAreaOverlay(s.showSafeArea)
    case .exportSVG:
      effects.append(.export(ExportRequest(state: s)))
    case .exported(.success(let file)):
      s.event = .exported(file: file, phones: s.phones.count)
    case .exported(.failure(let failure)):
      s.event = .exportFailed(failure.message)
    case .toggleInspector:
      s.showInspector.toggle()
      s.event = .inspector(s.showInspector)
    case .toggleHelp:
      s.showHelp.toggle()
      s.helpOffset = 0
    case .scrollHelp(let scroll):
      let page = max(1, FrameRenderer.helpRows(s.terminalSize) - 1)
      let last = FrameRenderer.lastHelpOffset(in: s)
      switch scroll {
      case .lines(let n): s.helpOffset += n
      case .pages(let n): s.helpOffset += n * page
      case .top: s.helpOffset = 0
      case .end: s.helpOffset = last
      }
      s.helpOffset = min(max(0, s.helpOffset), last)
    case .dismiss:
      if s.showHelp {
        s.showHelp = false
      } else {
        effects.append(.quit)
      }
    case .quit:
      effects.append(.quit)
    case .redraw:
      effects.append(.redraw)
    case .suspend:
      effects.append(.suspend)
    case .select(let target, let phone):
      // A click on the other phone of two moves the focus to it first.
      if let phone, phone != s.focus, s.isSplit { s.switchFocus() }
      switch target {
      case .element(let element)?:
        s.selected = element
        s.selectedView = nil
        s.event = .selected(element)
      case .view(let index)? where index < s.placedViews.count:
        s.selectView(index)
      default:
        s.selected = nil
        s.selectedView = nil
      }
    case .nextScene:
      effects.append(.readNextScene)
    case .nextView, .previousView:
      let count = s.placedViews.count
      guard count > 0 else {
        s.event = s.views == nil ? .noViews : .noViewPlaced
        break
      }
      // Through every view, then none, and round again.
      let position = s.selectedView ?? count
      let next = wrapped(position + (action == .nextView ? 1 : -1), count: count + 1)
      if next == count {
        s.selectedView = nil
        s.event = .noViewSelected
      } else {
        s.selectView(next)
      }
    case .start:
      effects.append(.watchFiles)
    case .filesChanged:
      effects.append(.readFiles)
    case .noOtherScene:
      s.event = .noOtherScene(viewsOpen: s.views != nil)
    case .reloaded(let reload):
      // Both watched files are read on any change: the event names the one that changed.
      var failures: [String] = []
      var catalogChanged = false
      switch reload.catalog {
      case .success(let catalog)? where catalog != s.catalog:
        let gone = s.replaceCatalog(catalog)
        catalogChanged = true
        s.event = .catalogReloaded(
          count: catalog.devices.count, gone: gone.first,
          showing: gone.isEmpty ? nil : s.layout.device.name)
      case .failure(let failure)?:
        failures.append(failure.message)
      case .success?, nil:
        break
      }
      switch reload.views {
      case .success(let views)? where views != s.views:
        // A view the new file cannot place on a phone where the last good file placed every
        // view is a bad file (a size that comes out negative): the last good views stay.
        var trial = s
        trial.setViews(views)
        let unplaceable = zip(s.phones, trial.phones).lazy
          .compactMap { old, new in old.unplacedViews.isEmpty ? new.unplacedViews.first : nil }
          .first
        if let unplaceable {
          failures.append(unplaceable)
        } else {
          s = trial
          s.event = .viewsReloaded(count: views.views.count)
        }
      case .success(let views)?:
        // The same views: saved again unchanged, or read because the catalog changed.
        if !catalogChanged { s.event = .viewsReloaded(count: views.views.count) }
      case .failure(let failure)?:
        failures.append(failure.message)
      case nil:
        break
      }
      if case .success(let views)? = reload.views, failures.isEmpty {
        s.setBars(navigation: reload.navigationBar, bottom: reload.bottomBar)
        if let scene = reload.scene { s.event = .scene(scene, views: views.views.count) }
      }
      if let first = failures.first { s.event = .reloadFailed(first) }
    case .resize(let columns, let rows):
      s.terminalSize = TerminalSize(columns: columns, rows: rows)
      effects.append(.redraw)
    case .unbound(let key):
      s.event = .unboundKey(KeyMap.name(of: key))
    case .nextTourStep, .previousTourStep:
      s.stepTour(by: action == .nextTourStep ? 1 : -1)
    }
    // Decision 14: say so when the iOS does not have what was just asked for; these keys keep
    // their own event (and the ignored options are not worked out for them at all).
    let reportsIgnored: Bool
    switch action {
    case .nextDevice, .previousDevice, .toggleDesignCompatibility, .cycleStatusBarPreference,
      .cycleScrollView:
      reportsIgnored = false
    default:
      reportsIgnored = true
    }
    if reportsIgnored,
      let note = s.layout.ignoredOptions.first(where: { !before.ignoredOptions.contains($0) })
    {
      s.event = .ignored(note)
    }
    if s.selected != nil && s.layout.frame(of: s.selected!) == nil { s.selected = nil }
    return (s, effects)
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

/// A key typed into the open prompt: letters narrow the list, ↑ ↓ move the highlight, Enter
/// applies it, Esc (or Backspace on an empty line) closes the prompt with nothing changed.
func promptKey(_ key: Key, _ s: inout AppState) -> [Effect] {
  guard var prompt = s.prompt else { return [] }
  switch key {
  case .escape, .control(0x03):
    s.prompt = nil
    return []
  case .control(0x7F), .control(0x08):
    if prompt.text.isEmpty {
      s.prompt = nil
      return []
    }
    prompt.text.removeLast()
    prompt.selection = 0
  case .up:
    prompt.selection = max(0, prompt.selection - 1)
  case .down:
    prompt.selection = min(max(0, prompt.matches(in: s).count - 1), prompt.selection + 1)
  case .control(0x0D), .control(0x0A):
    let matches = prompt.matches(in: s)
    s.prompt = nil
    guard prompt.selection < matches.count else {
      s.event = .promptNoMatch(prompt.text)
      return []
    }
    switch matches[prompt.selection].target {
    case .device(let id):
      guard let index = s.catalog.index(of: id) else { return [] }
      let wanted = s.phone.chosenIOS
      s.selectDevice(at: index)
      let d = s.device
      s.event = .device(
        name: d.name, points: d.points.value, scale: d.scale.value, wanted: wanted,
        got: s.settings.ios)
      return []
    case .ios(let version):
      s.configure { $0.ios = version }
      s.event = .ios(version, deviceName: s.device.name)
      return []
    case .action(let action):
      let (next, effects) = Update.apply(action, to: s)
      s = next
      return effects
    }
  case .character(let c):
    prompt.type(c)
    prompt.selection = 0
  default:
    break
  }
  s.prompt = prompt
  return []
}

extension AppState {
  /// Selects one of your views, and says what clips it.
  mutating func selectView(_ index: Int) {
    selectedView = index
    selected = nil
    let view = placedViews[index]
    event = .selectedView(name: view.name, findings: view.findings.count)
  }
}

/// What toggling the hotspot told the app: the notification when `statusBarFrame` changed
/// height, else why there was none.
func hotspotEvent(from old: ScreenLayout, to new: ScreenLayout) -> AppEvent {
  let oldHeight = old.statusBar?.height ?? 0
  let newHeight = new.statusBar?.height ?? 0
  if old.statusBarReported != new.statusBarReported && (oldHeight == 40 || newHeight == 40) {
    return .statusBarFrameChanged(
      from: oldHeight, to: newHeight, reported: new.statusBarReported.height)
  }
  let why: AppEvent.QuietHotspot
  if new.statusBar == nil {
    why = .statusBarHidden
  } else if new.device.hasFaceID {
    why = .faceID
  } else if new.settings.ios.major >= 13 {
    why = .fromIOS13
  } else {
    why = .heightUnchanged
  }
  return .hotspotWithoutNotification(connections: new.settings.hotspotConnections, why: why)
}

/// `s`: default → light content → dark content (iOS 13+) → hidden → default.
func cycleStatusBarPreference(_ next: inout Settings) {
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
}
