import PhoneLayout

/// The previewer's loop: render, diff, apply, wait, update; until quit.
public enum AppLoop {
  /// The state drawn in the drawing area of a terminal of `size` (see `drawingArea`).
  static func resized(_ state: AppState, _ size: TerminalSize) -> AppState {
    let area = size.drawingArea
    return Update.apply(.resize(columns: area.columns, rows: area.rows), to: state).0
  }

  /// Runs until quit; `reload` reads the watched files again when the backend says they changed;
  /// `export` writes a drawing (`x`) and returns the file name it used, or why it could not.
  public static func run(
    _ initial: AppState, backend: TerminalBackend, reload: (() -> Reload)? = nil,
    export: ((SVGExport) -> Result<String, ExportFailure>)? = nil
  ) -> LoopExit {
    var state = initial
    state.terminalSize = backend.size.drawingArea
    // The terminal starts blank: the first frame writes only the cells that are not.
    var previous = CellBuffer(
      width: state.terminalSize.columns, height: state.terminalSize.rows)
    func restart() {
      backend.clear()
      previous = CellBuffer(width: state.terminalSize.columns, height: state.terminalSize.rows)
    }
    while true {
      let picture = FrameRenderer.draw(state)
      backend.apply(FrameDiff.changes(from: previous, to: picture.buffer))
      backend.present()
      previous = picture.buffer
      switch backend.nextBatch() {
      case .input(let events):
        for event in events {
          guard
            let action = KeyMap.action(
              for: event, hits: picture.hits, prompting: state.prompt != nil,
              touring: state.tour != nil)
          else { continue }
          let (next, effect) = Update.apply(action, to: state)
          state = next
          switch effect {
          case .none:
            break
          case .quit:
            return .quit
          case .redraw:
            restart()
          case .export(let drawing):
            let outcome =
              export?(drawing) ?? .failure(ExportFailure("this previewer cannot write files"))
            state = Update.apply(.exported(outcome), to: state).0
          case .suspend:
            backend.suspend()
            state = resized(state, backend.size)
            restart()
          }
        }
      case .resized(let size), .resumed(let size):
        state = resized(state, size)
        restart()
      case .suspendRequested:
        backend.suspend()
        state = resized(state, backend.size)
        restart()
      case .filesChanged:
        if let reload { state = Update.apply(.reloaded(reload()), to: state).0 }
      case .terminated(let signal):
        return .signal(signal)
      case .hangup:
        return .hangup
      }
    }
  }
}
