import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// The previewer's `x`: the key, the pure update that asks for the drawing as an effect (the
/// state as shown), and the loop that draws it, writes it through the session's files and tells
/// the outcome on the event line.
@Suite struct ExportKeyTests {
  /// Every row of a frame but the event line (the second last).
  static func rowsButTheEventLine(_ state: AppState) -> [String] {
    let buffer = FrameRenderer.render(state)
    return (0..<buffer.height).filter { $0 != buffer.height - 2 }.map { buffer.text(row: $0) }
  }

  @Test func xIsBoundAndListedInTheHelp() {
    #expect(KeyMap.action(for: .character("x")) == .exportSVG)
    #expect(KeyMap.helpLines.contains { $0.keys == "x" && $0.help.contains("SVG") })
  }

  @Test func updateReturnsTheDrawingAsAnEffectAndChangesNothing() {
    var state = makeState("iphone-4", ios: 6, columns: 120, rows: 40) { $0.hotspotConnections = 1 }
    state.showSafeArea = true
    let (next, effects) = Update.apply(.exportSVG, to: state)
    #expect(effects == [.export(ExportRequest(state: state))])
    guard case .export(let request)? = effects.first else { return }
    let drawing = request.drawing
    #expect(drawing.name == "safearea-iphone-4-ios6-portrait")
    #expect(drawing.document == SVGDocument.render(state))
    #expect(drawing.document.contains("id=\"phone0-safeArea\""), "the overlay as shown")
    #expect(FrameRenderer.render(next) == FrameRenderer.render(state))
    #expect(next.event == state.event)
  }

  @Test func theOutcomeGoesToTheEventLineAndNowhereElse() {
    let state = makeState("iphone-x", ios: 16, columns: 120, rows: 40)
    let (wrote, _) = Update.apply(
      .exported(.success("safearea-iphone-x-ios16-portrait.svg")), to: state)
    #expect(wrote.eventText == "wrote safearea-iphone-x-ios16-portrait.svg")
    #expect(Self.rowsButTheEventLine(wrote) == Self.rowsButTheEventLine(state))
    #expect(
      FrameRenderer.render(wrote).text(row: 38).hasPrefix(
        "wrote safearea-iphone-x-ios16-portrait.svg"))

    let failure = ExportFailure(
      "cannot create safearea-iphone-x-ios16-portrait.svg: permission denied")
    let (failed, effects) = Update.apply(.exported(.failure(failure)), to: state)
    #expect(effects.isEmpty)
    #expect(
      failed.eventText
        == "no SVG written: cannot create safearea-iphone-x-ios16-portrait.svg: permission denied")
    #expect(Self.rowsButTheEventLine(failed) == Self.rowsButTheEventLine(state))
    #expect(failed.layout == state.layout && failed.phones.count == state.phones.count)

    var split = state
    split.split()
    let (both, _) = Update.apply(.exported(.success("a-vs-b.svg")), to: split)
    #expect(both.eventText == "wrote a-vs-b.svg (both phones, one scale)")
  }

  @Test func theLoopWritesThroughTheSessionFilesAndTellsTheFileName() {
    let state = makeState("iphone-x", ios: 16, columns: 120, rows: 40)
    let terminal = FakeTerminal(
      size: state.terminalSize,
      batches: [.input([.key(.character("x"))]), .input([.key(.character("q"))])])
    let files = FakeFiles(answer: { .success($0.name + "-2.svg") })
    let exit = AppLoop.run(state, backend: terminal, files: files)
    let written = files.written
    #expect(exit == .quit)
    #expect(written.count == 1)
    #expect(written.first?.name == "safearea-iphone-x-ios16-portrait")
    #expect(written.first?.document == SVGDocument.render(state))
    #expect(terminal.text.contains("wrote safearea-iphone-x-ios16-portrait-2.svg"))
  }

  @Test func aLoopThatCannotWriteSaysSo() {
    let state = makeState("iphone-x", ios: 16, columns: 120, rows: 40)
    let terminal = FakeTerminal(
      size: state.terminalSize,
      batches: [.input([.key(.character("x"))]), .input([.key(.character("q"))])])
    let files = FakeFiles(answer: { _ in
      .failure(ExportFailure("cannot create it: read-only file system"))
    })
    _ = AppLoop.run(state, backend: terminal, files: files)
    #expect(terminal.text.contains("no SVG written: cannot create it: read-only file system"))
    // Without a writer at all, the same line says why.
    let bare = FakeTerminal(
      size: state.terminalSize,
      batches: [.input([.key(.character("x"))]), .input([.key(.character("q"))])])
    _ = AppLoop.run(state, backend: bare)
    #expect(bare.text.contains("no SVG written: this previewer cannot write files"))
  }
}
