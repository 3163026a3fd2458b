import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

@Suite struct LoopTests {
  /// The cells of a state's frame that are not blank: what a first frame on a blank terminal writes.
  static func drawn(_ state: AppState, columns: Int? = nil, rows: Int? = nil) -> Int {
    var s = state
    if let columns, let rows { s.terminalSize = TerminalSize(columns: columns, rows: rows) }
    return FrameRenderer.render(s).cells.filter { $0 != .blank }.count
  }

  static func keys(_ text: String) -> InputBatch {
    .input(text.unicodeScalars.map { .key(.character($0)) })
  }

  @Test func keysUpdateTheScreenThroughDiffsAndQQuits() {
    let state = makeState("iphone-4", ios: 6, columns: 120, rows: 40)
    let terminal = FakeTerminal(
      size: state.terminalSize, batches: [Self.keys("h"), Self.keys("q")])
    let exit = AppLoop.run(state, backend: terminal)
    #expect(exit == .quit)
    #expect(terminal.text.contains("Personal Hotspot: 1 Connection"))
    #expect(terminal.text.contains("statusBar      0,0,320,40"))
    // The first frame writes what is not blank, the toggle only what changed.
    #expect(terminal.writes.count == 2)
    #expect(terminal.writes[0] == Self.drawn(state))
    #expect(terminal.writes[0] < 120 * 40)
    #expect(terminal.writes[1] > 0 && terminal.writes[1] < 120 * 40 / 4)
  }

  @Test func aBurstIsAppliedWhollyAndDrawnOnce() {
    let state = makeState("iphone-x", columns: 100, rows: 30)
    let terminal = FakeTerminal(
      size: state.terminalSize, batches: [Self.keys("hhh"), Self.keys("q")])
    _ = AppLoop.run(state, backend: terminal)
    #expect(terminal.presents == 2, "one frame at start, one for the whole burst")
    #expect(terminal.text.contains("hotspot 1 connection"))
  }

  @Test func aResizeRepaintsEverythingAtTheNewSize() {
    let state = makeState("iphone-x", columns: 100, rows: 30)
    let terminal = FakeTerminal(
      size: state.terminalSize,
      batches: [
        .resized(TerminalSize(columns: 20, rows: 8)), .resized(TerminalSize(columns: 80, rows: 24)),
        Self.keys("q"),
      ])
    _ = AppLoop.run(state, backend: terminal)
    #expect(
      terminal.writes == [
        Self.drawn(state), Self.drawn(state, columns: 20, rows: 8),
        Self.drawn(state, columns: 80, rows: 24),
      ])
    #expect(terminal.text.contains("iPhone X"))
    #expect(terminal.clears == 2)
  }

  @Test func theTooSmallScreenStillQuitsOnQ() {
    let state = makeState("iphone-x", columns: 10, rows: 5)
    let terminal = FakeTerminal(size: state.terminalSize, batches: [Self.keys("q")])
    #expect(AppLoop.run(state, backend: terminal) == .quit)
    #expect(terminal.text.contains("q quits"))
  }

  @Test func signalsAndHangupsEndTheLoop() {
    let state = makeState("iphone-x")
    let term = FakeTerminal(size: state.terminalSize, batches: [.terminated(signal: 15)])
    #expect(AppLoop.run(state, backend: term) == .signal(15))
    let gone = FakeTerminal(size: state.terminalSize, batches: [])
    #expect(AppLoop.run(state, backend: gone) == .hangup)
  }

  @Test func ctrlZSuspendsAndTheNextFrameIsFull() {
    let state = makeState("iphone-x", columns: 100, rows: 30)
    let terminal = FakeTerminal(
      size: state.terminalSize, batches: [.input([.key(.control(0x1A))]), Self.keys("q")])
    _ = AppLoop.run(state, backend: terminal)
    #expect(terminal.suspensions == 1)
    #expect(terminal.writes == [Self.drawn(state), Self.drawn(state)])
    #expect(terminal.clears == 1)
  }

  /// A mouse release changes nothing; a key bound to nothing changes the event line only, which
  /// says so.
  @Test func unboundKeysSaySoAndMouseReleasesChangeNothing() {
    let state = makeState("iphone-x", columns: 100, rows: 30)
    let terminal = FakeTerminal(
      size: state.terminalSize,
      batches: [
        .input([.mouse(MouseEvent(column: 3, row: 3, button: 0, pressed: false))]),
        .input([.key(.function(5)), .key(.character("z"))]),
        Self.keys("q"),
      ])
    _ = AppLoop.run(state, backend: terminal)
    #expect(terminal.writes.count == 3)
    #expect(terminal.writes.prefix(2) == [Self.drawn(state), 0])
    #expect((1...100).contains(terminal.writes.last ?? 0), "one line: the event line")
    let (after, effect) = Update.apply(.unbound(.character("z")), to: state)
    #expect(after.eventText == "z does nothing here: ? lists the keys")
    #expect(after.settings == state.settings && effect.isEmpty)
    #expect(KeyMap.name(of: .control(2)) == "Ctrl-B" && KeyMap.name(of: .function(5)) == "F5")
    #expect(
      KeyMap.action(for: .key(.unknown), hits: HitMap()) == nil,
      "a sequence the terminal sent is not the user's key")
  }

}
