import PhoneLayout
import TestSupport
import Testing

@testable import PhoneTUI

/// Issue 12: two phones side by side, the `:` prompt, the arrows, the kept iOS version, and what
/// the drawing says.
@Suite struct SplitAndPromptTests {
  func apply(_ actions: [Action], to state: AppState) -> AppState {
    actions.reduce(state) { Update.apply($1, to: $0).0 }
  }

  func keys(_ text: String, to state: AppState) -> AppState {
    var s = state
    for scalar in text.unicodeScalars {
      let key: Key = scalar == "\t" ? .control(0x09) : .character(scalar)
      let action = KeyMap.action(for: .key(key), hits: HitMap(), prompting: s.prompt != nil)
      if let action { s = Update.apply(action, to: s).0 }
    }
    return s
  }

  // MARK: - Split

  /// The reference's iOS 7 hotspot: the status bar doubles, the root view moves down 20 (§0).
  @Test func splitComparesTheFocusedPhoneWithTheOther() {
    let s = keys("|h", to: makeState("iphone-4", ios: 7, columns: 140, rows: 44))
    #expect(s.isSplit && s.focus == 1)
    #expect(s.phones[0].layout.settings.hotspotConnections == 0, "keys act on the focused phone")
    #expect(s.phones[1].layout.settings.hotspotConnections == 1)
    let texts = s.differences.map(\.text)
    #expect(texts.contains("statusBar.height 20 → 40"))
    #expect(texts.contains("rootView.y 0 → 20"))
    #expect(s.differingElements.contains(.statusBar) && s.differingElements.contains(.rootView))
    #expect(!s.differingElements.contains(.screen))
    // Tab: keys act on the left phone now.
    let left = keys("\tr", to: s)
    #expect(left.focus == 0 && left.phones[0].layout.settings.orientation != .portrait)
    #expect(left.phones[1].layout.settings.orientation == .portrait)
    // `|` again: one phone, the focused one.
    let one = keys("|", to: left)
    #expect(!one.isSplit && one.phones.count == 1)
    #expect(one.settings.orientation != .portrait)
  }

  @Test func twoPhonesAreDrawnAtOneScaleTopsLevel() throws {
    var s = makeState("iphone-se-2", ios: 15, columns: 140, rows: 44)
    s.split()
    s.configure { $0.deviceID = "iphone-14-pro-max" }
    let frame = FrameLayout(s)
    #expect(frame.phones.count == 2 && !frame.splitTooNarrow)
    let (a, b) = (frame.phones[0], frame.phones[1])
    #expect(a.scale.pixelsPerPoint == b.scale.pixelsPerPoint, "one scale: points per cell")
    #expect(a.bezel.y == b.bezel.y, "tops level")
    #expect(a.bezel.maxX <= b.bezel.x, "side by side")
    // At one scale the 430-pt-wide phone is wider than the 375-pt one, and taller.
    #expect(b.screen.width > a.screen.width && b.screen.height > a.screen.height)
    #expect(b.isFocused && !a.isFocused)
    // The focused phone's title is marked.
    let text = TextOutput.plain(FrameRenderer.render(s))
    #expect(text.contains("▶"))
    // The inspector lists the differences first.
    let lines = frame.inspectorLines.map { $0.runs.map(\.text).joined() }
    #expect(lines.first == "differences, left → right")
    #expect(lines.contains("  screen.width 375 → 430"))
  }

  @Test func tooNarrowForTwoShowsOnePhoneAndTheDifferences() {
    var s = makeState("iphone-4", ios: 7, columns: 44, rows: 20)
    s.split()
    s.configure { $0.hotspotConnections = 1 }
    let frame = FrameLayout(s)
    #expect(frame.phones.count == 1 && frame.splitTooNarrow)
    #expect(frame.phones[0].index == s.focus)
    let text = TextOutput.plain(FrameRenderer.render(s))
    #expect(text.contains("statusBar.height 20 → 40"), "\(text)")
  }

  @Test func aClickOnTheOtherPhoneFocusesItAndSelects() {
    var s = makeState("iphone-x", ios: 16, columns: 140, rows: 44)
    s.split()
    let picture = FrameRenderer.draw(s)
    let frame = FrameLayout(s)
    let left = frame.phones[0].screen
    let event = InputEvent.mouse(
      MouseEvent(column: left.x + left.width / 2, row: left.maxY - 8, button: 0, pressed: true))
    let action = KeyMap.action(for: event, hits: picture.hits)
    let clicked = Update.apply(try! #require(action), to: s).0
    #expect(clicked.focus == 0)
    #expect(clicked.selected == .contentRect)
  }

  /// A key on one phone redraws only that phone's cells (and the inspector's); on the other
  /// phone only the outlines of what differs change.
  @Test func aKeyChangesOnlyTheFocusedPhonesCells() {
    var s = makeState("iphone-x", ios: 16, columns: 160, rows: 44)
    s.split()
    s.showInspector = false
    let before = FrameRenderer.render(s)
    let after = FrameRenderer.render(keys("n", to: s))
    let frame = FrameLayout(s)
    let other = frame.phones[0].bezel
    let changes = FrameDiff.changes(from: before, to: after)
    #expect(!changes.isEmpty)
    let onOther = changes.filter {
      other.contains(x: $0.x, y: $0.y) && $0.cell.foreground != .difference
        && before[$0.x, $0.y].foreground != .difference
    }
    #expect(onOther.isEmpty, "\(onOther.count) cells of the other phone changed")
  }

  // MARK: - Prompt

  @Test func thePromptGoesToTheDeviceTyped() {
    let opened = keys(":", to: makeState("iphone-x", ios: 16))
    #expect(opened.prompt != nil)
    let typed = keys("14 pro max", to: opened)
    #expect(typed.prompt?.matches(in: typed).first?.title.hasPrefix("iPhone 14 Pro Max") == true)
    let s = Update.apply(.promptKey(.control(0x0D)), to: typed).0
    #expect(s.prompt == nil)
    #expect(s.device.id == "iphone-14-pro-max")
    #expect(s.settings.ios == IOSVersion(16), "the chosen iOS, which it ran")
  }

  @Test func escapeCancelsThePromptWithNothingChanged() {
    let start = makeState("iphone-x", ios: 16)
    let typed = keys(":14 pro max", to: start)
    let s = Update.apply(.promptKey(.escape), to: typed).0
    #expect(s.prompt == nil && s.device.id == "iphone-x")
    #expect(
      Update.apply(.promptKey(.escape), to: typed).1.isEmpty, "Esc in the prompt never quits")
  }

  @Test func thePromptReachesVersionsAndToggles() {
    let ios = Update.apply(
      .promptKey(.control(0x0D)), to: keys(":ios 12", to: makeState("iphone-x", ios: 16))
    ).0
    #expect(ios.settings.ios == IOSVersion(12))
    let hotspot = Update.apply(
      .promptKey(.control(0x0D)), to: keys(":hotspot", to: makeState("iphone-x", ios: 16))
    ).0
    #expect(hotspot.settings.hotspotConnections == 1)
    let nothing = Update.apply(
      .promptKey(.control(0x0D)), to: keys(":zzzz", to: makeState("iphone-x", ios: 16))
    ).0
    #expect(nothing.device.id == "iphone-x" && nothing.eventText.contains("zzzz"))
  }

  @Test func thePromptIsDrawnOnTheBottomLineWithItsList() {
    let s = keys(":14 pro", to: makeState("iphone-x", ios: 16, columns: 100, rows: 36))
    let rows = (0..<36).map { FrameRenderer.render(s).text(row: $0) }
    #expect(rows[35].hasPrefix(":14 pro"))
    #expect(
      rows[34].contains("▶ iPhone 14 Pro") || rows.contains { $0.contains("▶ iPhone 14 Pro") })
  }

  // MARK: - Arrows and the kept iOS

  @Test func arrowsMoveThroughDevicesAndVersions() {
    let s = makeState("iphone-x", ios: 15)
    let right = Update.apply(KeyMap.action(for: Key.right)!, to: s).0
    let left = Update.apply(KeyMap.action(for: Key.left)!, to: right).0
    #expect(right.deviceIndex == s.deviceIndex + 1 && left.deviceIndex == s.deviceIndex)
    let up = Update.apply(KeyMap.action(for: Key.up)!, to: s).0
    #expect(up.settings.ios == IOSVersion(16))
    let down = Update.apply(KeyMap.action(for: Key.down)!, to: s).0
    #expect(down.settings.ios == IOSVersion(14))
  }

  /// A round trip from iOS 16 through phones that never ran it comes back at iOS 16.
  @Test func aRoundTripKeepsTheChosenIOS() {
    var s = makeState("iphone-x", ios: 16)
    let start = s.deviceIndex
    for _ in 0..<8 { s = Update.apply(.previousDevice, to: s).0 }
    #expect(s.settings.ios != IOSVersion(16), "an older phone never ran iOS 16")
    for _ in 0..<8 { s = Update.apply(.nextDevice, to: s).0 }
    #expect(s.deviceIndex == start && s.settings.ios == IOSVersion(16))
  }

  // MARK: - Feedback

  @Test func everyKeySaysSomethingOnTheEventLine() {
    let s = makeState("iphone-x", ios: 16)
    for action: Action in [.toggleInspector, .toggleSafeAreaOverlay, .toggleSplit, .switchFocus] {
      let next = Update.apply(action, to: s).0
      #expect(next.event != .none, "\(action)")
    }
    let dark = Update.apply(.cycleStatusBarPreference, to: makeState("iphone-7", ios: 12)).0
    let cycled = Update.apply(.cycleStatusBarPreference, to: dark).0
    #expect([dark, cycled].contains { $0.eventText.contains("dark content (iOS 13)") })
  }

  // MARK: - Drawing

  /// Seed 001 and §7: on iOS 7+ the status bar shows the navigation bar's background; its text
  /// takes the effective style.
  @Test func theStatusBarShowsTheBarUnderItAndTheStyle() {
    let colour = GlyphSet(unicode: true, color: true)
    let plain = makeState("iphone-x", ios: 16, glyphs: colour)
    let frame = FrameLayout(plain)
    let buffer = FrameRenderer.render(plain)
    let row = frame.screen.y
    let time = (frame.screen.x..<frame.screen.maxX).first { buffer[$0, row].glyph == "9" }!
    #expect(buffer[time, row].foreground == .label, "default style: dark text")
    #expect(buffer[time, row].background == .barOverContent, "the navigation bar runs up")
    let light = makeState("iphone-x", ios: 16, glyphs: colour) { $0.preferredStyle = .lightContent }
    let lightBuffer = FrameRenderer.render(light)
    #expect(lightBuffer[time, row].foreground == .labelOnDark, "light content: white text")
    let old = makeState("iphone-4", ios: 6, glyphs: colour)
    let oldFrame = FrameLayout(old)
    #expect(
      FrameRenderer.render(old)[oldFrame.screen.x + 1, oldFrame.screen.y].background == .statusBar)
  }

  @Test func clickingThePillSelectsItsInspectorLine() throws {
    let s = makeState("iphone-x", ios: 16, columns: 140, rows: 60)
    let frame = FrameLayout(s)
    let pill = try #require(s.layout.homeIndicatorPill)
    let scale = frame.phones[0].scale
    let p = scale.pixels(pill, minimum: true)
    let target = FrameRenderer.draw(s).hits.target(
      atColumn: frame.screen.x + p.x + p.width / 2, row: frame.screen.y + p.y / 2)
    #expect(target == .element(.homeIndicatorPill))
    let selected = Update.apply(.select(target), to: s).0
    let lines = FrameLayout(selected).inspectorLines
    let line = try #require(lines.first { $0.element == .homeIndicatorPill })
    #expect(line.runs.contains { $0.role == .highlight })
  }

  @Test func theInspectorSitsLevelWithThePhoneOnTallTerminals() {
    var level = 0
    for columns in stride(from: 100, through: 220, by: 20) {
      for rows in stride(from: 40, through: 90, by: 10) {
        let frame = FrameLayout(makeState("iphone-4", ios: 6, columns: columns, rows: rows))
        guard frame.inspectorPlacement == .beside else { continue }
        if max(frame.inspectorLines.count, FrameLayout.reservedLines) <= rows - 2 - frame.bezel.y {
          #expect(frame.inspector.y == frame.bezel.y, "\(columns)x\(rows)")
          if frame.bezel.y > 0 { level += 1 }
        } else {
          #expect(
            frame.inspector.y == 0, "\(columns)x\(rows): lines that do not fit start at the top")
        }
      }
    }
    #expect(level > 0, "no size where the phone sits lower than the top")
  }

  /// A key that changes how many lines the inspector has does not move it (which would redraw
  /// every one of its cells).
  @Test func theInspectorStaysPutWhenItsLineCountChanges() {
    for (columns, rows, orientation) in [
      (120, 40, Orientation.portrait), (160, 60, .portrait), (100, 30, .portrait),
      (120, 40, .landscapeLeft), (200, 60, .landscapeLeft),
    ] {
      let s = makeState("iphone-16-pro", columns: columns, rows: rows) {
        $0.orientation = orientation
      }
      let full = Update.apply(.toggleFullScreen, to: s).0
      let (a, b) = (FrameLayout(s), FrameLayout(full))
      #expect(a.inspectorLines.count != b.inspectorLines.count || a.inspector.y == b.inspector.y)
      #expect(a.inspector.y == b.inspector.y, "\(columns)x\(rows) \(orientation)")
      #expect(a.bezel == b.bezel, "the phone keeps its place: \(columns)x\(rows) \(orientation)")
    }
  }

  @Test func showHasALegendAndNoKeys() {
    let s = makeState("iphone-x", ios: 16, columns: 100, rows: 40)
    let buffer = FrameRenderer.draw(s, footer: .legend).buffer
    let last = buffer.text(row: 39)
    #expect(!last.contains("? help"))
    #expect(last.contains("content") && last.contains("cutout"))
    #expect(!buffer.text(row: 38).contains("press h"))
  }
}

/// Issue 12: the selected element shows the explanation `safearea explain` gives.
@Suite struct SelectedExplanationTests {
  @Test func theSelectedFrameIsExplained() {
    var s = makeState("iphone-14-pro", ios: 17, columns: 160, rows: 70)
    s.selected = .contentRect
    let text = FrameLayout(s).inspectorLines.map { $0.runs.map(\.text).joined() }
    let start = text.firstIndex(of: "why (safearea explain)")
    #expect(start != nil, "\(text)")
    // §7: the navigation bar starts at the safe-area top, 53.67 + 44 = 97.67.
    let why = text[(start ?? 0)...].joined(separator: " ")
    #expect(why.contains("contentRect.y = 97.67"), "\(why)")
    #expect(why.contains("navigationBar"), "\(why)")
    // Nothing selected: no explanation.
    s.selected = nil
    #expect(
      !FrameLayout(s).inspectorLines.contains { $0.runs.first?.text == "why (safearea explain)" })
  }
}

/// Placements are remembered per geometry and views file: reused when a key is toggled back,
/// never when the file changed.
@Suite struct PlacementMemoryTests {
  static func file(_ name: String, top: Double) -> ViewsFile {
    ViewsFile(views: [
      ViewSpec(
        name: name,
        placement: .edges(
          EdgePins(
            top: Pin(.superview, top), left: Pin(.superview, 8), width: 40, height: 40)))
    ])
  }

  @Test func aToggleBackGivesTheSamePlacementAndANewFileANewOne() throws {
    var s = makeState("iphone-x", ios: 16)
    s.setViews(Self.file("badge", top: 8))
    let first = s.placedViews
    #expect(first.first?.findings.isEmpty == false, "8 pt from the top meets the status bar")
    s = Update.apply(.toggleHotspot, to: s).0
    s = Update.apply(.toggleHotspot, to: s).0
    #expect(s.placedViews == first)
    // A new file: its views, not the remembered ones, even on the same geometry.
    s.setViews(Self.file("low", top: 300))
    #expect(s.placedViews.map(\.name) == ["low"])
    #expect(s.placedViews.first?.findings.isEmpty == true)
    s = Update.apply(.toggleHotspot, to: s).0
    s = Update.apply(.toggleHotspot, to: s).0
    #expect(s.placedViews.map(\.name) == ["low"])
  }
}
