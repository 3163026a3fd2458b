import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// Every action's effect on the state, as plain values.
@Suite struct UpdateTests {
  func apply(_ actions: [Action], to state: AppState) -> (AppState, [Effect]) {
    var s = state
    var effects: [Effect] = []
    for action in actions { (s, effects) = Update.apply(action, to: s) }
    return (s, effects)
  }

  @Test func hotspotTogglesAndRemembersItsConnections() {
    let start = makeState("iphone-4", ios: 6)
    let (on, _) = Update.apply(.toggleHotspot, to: start)
    #expect(on.settings.hotspotConnections == 1)
    #expect(on.layout.statusBar?.height == 40)
    #expect(on.eventText.contains("UIApplicationWillChangeStatusBarFrameNotification: 20 → 40 pt"))
    #expect(on.eventText.contains("+20"))
    let (three, _) = apply([.addConnection, .addConnection], to: on)
    #expect(three.settings.hotspotConnections == 3)
    let (off, _) = Update.apply(.toggleHotspot, to: three)
    #expect(off.settings.hotspotConnections == 0)
    #expect(off.eventText.contains("40 → 20 pt"))
    #expect(off.eventText.contains("−20"))
    let (again, _) = Update.apply(.toggleHotspot, to: off)
    #expect(again.settings.hotspotConnections == 3, "h brings back the last count")
  }

  /// iOS ≤ 7 reports statusBarFrame in portrait coordinates, also in landscape: the notification
  /// is posted, but the seed's handler reads a height of 480 and moves its view the wrong way.
  @Test func landscapeOnIOS7TheSeedsHandlerReadsThePortraitHeight() {
    let (on, _) = Update.apply(
      .toggleHotspot, to: makeState("iphone-4", ios: 7) { $0.orientation = .landscapeLeft })
    #expect(on.layout.statusBar?.height == 40)
    #expect(on.eventText.contains("UIApplicationWillChangeStatusBarFrameNotification: 20 → 40 pt"))
    #expect(on.eventText.contains("−20"))
    #expect(on.eventText.contains("portrait-coordinate height 480"))
  }

  @Test func connectionsStayBetweenZeroAndNinetyNine() {
    let (none, _) = apply(
      [.removeConnection, .removeConnection], to: makeState("iphone-4", ios: 6))
    #expect(none.settings.hotspotConnections == 0)
    var many = makeState("iphone-4", ios: 6) { $0.hotspotConnections = 99 }
    many = Update.apply(.addConnection, to: many).0
    #expect(many.settings.hotspotConnections == 99)
  }

  @Test func faceIDHotspotChangesNoHeightAndSaysSo() {
    let (on, _) = Update.apply(.toggleHotspot, to: makeState("iphone-x"))
    #expect(on.layout.statusBar?.height == 44)
    #expect(on.eventText.contains("statusBarFrame unchanged, no notification"))
    #expect(on.eventText.contains("Face ID"))
  }

  @Test func devicesCycleBothWaysAndWrap() {
    let catalog = DeviceCatalog.builtIn.devices
    let x = makeState("iphone-x")
    #expect(Update.apply(.nextDevice, to: x).0.device.id == "iphone-xs")
    #expect(Update.apply(.previousDevice, to: x).0.device.id == "iphone-8-plus")
    let last = makeState(catalog.last!.id)
    #expect(Update.apply(.nextDevice, to: last).0.device.id == catalog.first!.id)
    let first = makeState(catalog.first!.id)
    #expect(Update.apply(.previousDevice, to: first).0.device.id == catalog.last!.id)
  }

  @Test func aDeviceThatNeverRanTheIOSTakesTheNearestItRan() {
    let (s, _) = Update.apply(.previousDevice, to: makeState("iphone-4s", ios: 9))
    #expect(s.device.id == "iphone-4")
    #expect(s.settings.ios == IOSVersion(7))
    #expect(s.eventText.contains("never ran iOS 9"))
    let (x, _) = Update.apply(.nextDevice, to: makeState("iphone-8-plus", ios: 11))
    #expect(x.device.id == "iphone-x")
    #expect(x.settings.ios == IOSVersion(11), "the X ran iOS 11: kept")
  }

  @Test func iosVersionsCycleOverWhatTheDeviceRanSkippingNineteenToTwentyFive() {
    let s = makeState("iphone-16", ios: 18)
    let (next, _) = Update.apply(.nextIOSVersion, to: s)
    #expect(next.settings.ios == IOSVersion(26))
    let (newest, _) = Update.apply(.nextIOSVersion, to: next)
    #expect(newest.settings.ios == IOSVersion(27), "iOS 27 runs on every phone iOS 26 ran on")
    let (wrapped, _) = Update.apply(.nextIOSVersion, to: newest)
    #expect(wrapped.settings.ios == IOSVersion(18))
    let (previous, _) = Update.apply(.previousIOSVersion, to: makeState("iphone-4", ios: 4))
    #expect(previous.settings.ios == IOSVersion(7))
  }

  @Test func rotateCyclesPortraitLeftRight() {
    let (left, _) = Update.apply(.rotate, to: makeState("iphone-x"))
    #expect(left.settings.orientation == .landscapeLeft)
    #expect(left.eventText.contains("notch on the right"))
    let (right, _) = Update.apply(.rotate, to: left)
    #expect(right.settings.orientation == .landscapeRight)
    #expect(Update.apply(.rotate, to: right).0.settings.orientation == .portrait)
  }

  @Test func barsAndLayoutTogglesCycle() {
    let s = makeState("iphone-x")
    #expect(Update.apply(.toggleFullScreen, to: s).0.settings.fullScreen)
    let navs = [Action](repeating: .cycleNavigationBar, count: 1)
    #expect(apply(navs, to: s).0.settings.navigationBar == .large)
    #expect(apply(navs + navs, to: s).0.settings.navigationBar == .none)
    #expect(apply(navs + navs + navs, to: s).0.settings.navigationBar == .standard)
    #expect(Update.apply(.cycleBottomBar, to: s).0.settings.bottomBar == .tabBar)
    #expect(apply([.cycleBottomBar, .cycleBottomBar], to: s).0.settings.bottomBar == .none)
    #expect(
      apply([.cycleBottomBar, .cycleBottomBar, .cycleBottomBar], to: s).0.settings.bottomBar
        == .toolbar)
    #expect(Update.apply(.toggleExtendedEdges, to: s).0.settings.edges == .none)
    #expect(
      !Update.apply(.toggleViewControllerBasedAppearance, to: s).0.settings
        .viewControllerBasedAppearance)
    #expect(Update.apply(.toggleContainers, to: s).0.settings.containers == .stock)
    #expect(Update.apply(.toggleLaunchScreen, to: s).0.settings.launchScreen)
  }

  @Test func statusBarPreferenceCyclesWithDarkOnlyFromIOS13() {
    let modern = makeState("iphone-x", ios: 16)
    let seen = (1...4).map { n in
      let s = apply([Action](repeating: .cycleStatusBarPreference, count: n), to: modern).0.settings
      return "\(s.preferredStyle.rawValue)/\(s.prefersStatusBarHidden)"
    }
    #expect(seen == ["lightContent/false", "darkContent/false", "default/true", "default/false"])
    let old = makeState("iphone-x", ios: 12)
    let (light, _) = Update.apply(.cycleStatusBarPreference, to: old)
    let (hidden, _) = Update.apply(.cycleStatusBarPreference, to: light)
    #expect(hidden.settings.prefersStatusBarHidden, "iOS 12 has no dark content: light → hidden")
  }

  /// The loop's own work, asked for as data: watch the files at start, read them when they
  /// change, draw and write an export.
  @Test func fileWorkIsAskedForAsEffects() {
    let s = makeState("iphone-x")
    #expect(Update.apply(.start, to: s).1 == [.watchFiles])
    #expect(Update.apply(.filesChanged, to: s).1 == [.readFiles])
    #expect(Update.apply(.exportSVG, to: s).1 == [.export(ExportRequest(state: s))])
  }

  @Test func viewTogglesAndEffects() {
    let s = makeState("iphone-x")
    #expect(Update.apply(.toggleSafeAreaOverlay, to: s).0.showSafeArea)
    #expect(!Update.apply(.toggleInspector, to: s).0.showInspector)
    #expect(Update.apply(.toggleHelp, to: s).0.showHelp)
    #expect(Update.apply(.quit, to: s).1 == [.quit])
    #expect(Update.apply(.redraw, to: s).1 == [.redraw])
    #expect(Update.apply(.suspend, to: s).1 == [.suspend])
    #expect(Update.apply(.dismiss, to: s).1 == [.quit], "Esc quits")
    let help = Update.apply(.toggleHelp, to: s).0
    let (closed, effect) = Update.apply(.dismiss, to: help)
    #expect(!closed.showHelp && effect.isEmpty, "Esc closes the help first")
    let (resized, resizeEffect) = Update.apply(.resize(columns: 50, rows: 20), to: s)
    #expect(resized.terminalSize == TerminalSize(columns: 50, rows: 20))
    #expect(resizeEffect == [.redraw])
  }

  /// A cycle skips what the iOS lacks, and says so (issue 12).
  @Test func optionsTheIOSLacksAreSkippedAndSaidOnTheEventLine() {
    let (s, _) = Update.apply(.cycleNavigationBar, to: makeState("iphone-7", ios: 10))
    #expect(s.settings.navigationBar == .none)
    #expect(s.eventText == "a large title (iOS 11) does not exist on iOS 10: skipped")
    let (eleven, _) = Update.apply(.cycleNavigationBar, to: makeState("iphone-7", ios: 11))
    #expect(eleven.settings.navigationBar == .large)
  }

  @Test func aClickSelectsTheElementUnderIt() {
    let s = makeState("iphone-4", ios: 6, columns: 90, rows: 32)
    let frame = FrameLayout(s)
    // A click is resolved from what was drawn: the picture's hit map.
    let hits = FrameRenderer.draw(s).hits
    func click(_ column: Int, _ row: Int, _ state: AppState) -> AppState {
      Update.apply(.select(hits.target(atColumn: column, row: row)), to: state).0
    }
    // The screen's first row is the status bar (0..20 pt at 0.117 px/pt: pixels 0-1).
    let status = click(frame.screen.x + 3, frame.screen.y, s)
    #expect(status.selected == .statusBar)
    let middle = frame.screen.y + frame.screen.height / 2
    let content = click(frame.screen.x + 3, middle, s)
    #expect(content.selected == .contentRect)
    let nothing = click(0, 0, content)
    #expect(nothing.selected == nil)
    let lines = FrameRenderer.render(status)
    let highlighted = (0..<lines.height).contains { y in
      (0..<lines.width).contains { lines[$0, y].foreground == .highlight }
    }
    #expect(highlighted, "the inspector highlights the selected frame")
  }

  /// One owner: whatever a change names, the state lays out the device its settings name.
  @Test func theStateNeverNamesOneDeviceAndLaysOutAnother() {
    var s = makeState("iphone-x")
    s.configure { $0.deviceID = "iphone-4" }
    #expect(s.device.id == "iphone-4" && s.settings.deviceID == "iphone-4")
    #expect(s.layout.screen.size == Size(width: 320, height: 480))
    #expect(s.settings.ios == IOSVersion(7), "the iPhone 4 never ran iOS 16: its nearest")
    s.configure { $0.deviceID = "no-such-phone" }
    #expect(s.device.id == "iphone-4" && s.settings.deviceID == "iphone-4")
    // The layout itself refuses the mismatch: its settings name the device it lays out.
    let x = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    var other = Settings(device: x)
    other.deviceID = "iphone-4"
    let layout = ScreenLayout(device: x, settings: other)
    #expect(layout.settings.deviceID == "iphone-x")
    #expect(layout.screen.size == Size(width: 375, height: 812))
  }

  /// `g` toggles UIDesignRequiresCompatibility: on iOS 26 the iOS 18 bars come back.
  @Test func designCompatibilityKeyTogglesTheBars() {
    let glass = makeState("iphone-14-pro", ios: 26)
    #expect(glass.layout.navigationBar?.height == 54)
    let (compatible, _) = Update.apply(.toggleDesignCompatibility, to: glass)
    #expect(compatible.settings.designCompatibility)
    #expect(compatible.layout.navigationBar?.height == 44)
    #expect(compatible.layout.navigationBar?.minY == 53.67, "§7a row 9")
    #expect(compatible.eventText.contains("iOS 26 keeps the iOS 18 bars"))
    let (back, _) = Update.apply(.toggleDesignCompatibility, to: compatible)
    #expect(back.eventText.contains("Liquid Glass"))
    let (old, _) = Update.apply(.toggleDesignCompatibility, to: makeState("iphone-14-pro", ios: 17))
    #expect(old.eventText.contains("changes nothing before iOS 26"))
    #expect(old.layout.navigationBar == makeState("iphone-14-pro", ios: 17).layout.navigationBar)
  }

  /// On iOS 6 every step of the `s` cycle says that nobody asks the view controller.
  @Test func statusBarCycleOnIOS6SaysWhatIOS6DoesEveryTime() {
    var s = makeState("iphone-4", ios: 6)
    for _ in 0..<5 {
      s = Update.apply(.cycleStatusBarPreference, to: s).0
      #expect(s.eventText.contains("iOS 6 never asks it"), "\(s.eventText)")
      #expect(s.eventText.contains("UIApplication"))
      #expect(s.layout.statusBarAppearance.decidedBy == "UIApplication")
      #expect(s.layout.statusBar != nil, "the status bar stays: UIApplication decides")
    }
  }

  /// `p` walks a foldable through its poses (§8): folded on the cover, open and half-open on the
  /// inner display, the fold named only half-open; a phone that cannot fold says so.
  @Test func poseKeyWalksTheDuoThroughItsPoses() {
    var duo = makeState("iphone-duo")
    #expect(duo.settings.pose == .folded)
    #expect(duo.layout.screen.size == Size(width: 466, height: 678), "§8: the cover display")
    duo = Update.apply(.cyclePose, to: duo).0
    #expect(duo.settings.pose == .open)
    #expect(duo.layout.display == .inner)
    #expect(duo.eventText == "iPhone Duo open: the inner display")
    duo = Update.apply(.cyclePose, to: duo).0
    #expect(
      duo.eventText == "iPhone Duo half-open: the inner display, the fold a 40-pt division region")
    #expect(duo.layout.frame(of: .division)?.width == 40)
    #expect(Update.apply(.cyclePose, to: duo).0.settings.pose == .folded)
    let (flat, _) = Update.apply(.cyclePose, to: makeState("iphone-17-pro"))
    #expect(flat.settings.pose == .folded)
    #expect(flat.eventText == "iPhone 17 Pro cannot fold: p changes nothing here")
  }

  /// `B` swaps the SDK the app was built with: iOS 27's own or iOS 26's (Liquid Glass either
  /// way; on the Duo opened, iOS 26's is kept out of the side strip); on iOS 26, iOS 18's look.
  @Test func sdkKeySwapsTheSDKTheAppWasBuiltWith() {
    let open = makeState("iphone-duo") { $0.pose = .open }
    let (old, _) = Update.apply(.cycleSDK, to: open)
    #expect(old.settings.effectiveSDK == 26)
    #expect(old.eventText.hasPrefix("built with the iOS 26 SDK on iOS 27: Liquid Glass bars"))
    #expect(old.eventText.hasSuffix("kept out of the side strip (the window is narrower by it)"))
    #expect(old.layout.window.width == open.layout.screen.width - 84, "§8: the 84-pt strip")
    #expect(Update.apply(.cycleSDK, to: old).0.settings.effectiveSDK == 27)
    let (eighteen, _) = Update.apply(.cycleSDK, to: makeState("iphone-17", ios: 26))
    #expect(eighteen.eventText == "built with the iOS 18 SDK on iOS 26: the iOS 18 look")
    #expect(eighteen.layout.navigationBar?.height == 44, "the iOS 18 bars, as with g")
    let (sixteen, _) = Update.apply(.cycleSDK, to: makeState("iphone-14", ios: 16))
    #expect(sixteen.eventText == "iOS 16 has one SDK modelled here: the key changes nothing")
  }
}
