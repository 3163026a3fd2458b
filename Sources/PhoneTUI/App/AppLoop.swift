import PhoneLayout

/// The previewer's loop: render, diff, apply, wait, update, do the effects; until quit.
///
/// The only I/O is here and behind the two services it is given: the terminal, and the session's
/// files (read again when they change, a drawing written for `x`). `Update` says what to do as
/// `Effect` values; the loop does it and feeds what came of it back as an action.
public enum AppLoop {
  /// Runs until quit.
  ///
  /// `files` reads the watched files and writes drawings; without it the session watches nothing
  /// and an export says it cannot write.
  public static func run(
    _ initial: AppState, backend: TerminalBackend, files: SessionFiles? = nil
  ) -> LoopExit {
    var state = initial
    state.terminalSize = backend.size.drawingArea
    // The terminal starts blank: the first frame writes only the cells that are not.
    var previous = CellBuffer(
      width: state.terminalSize.columns, height: state.terminalSize.rows)
    /// The frame before the last, whose storage the next frame is drawn into.
    var spare: CellBuffer?
    var pending: [Action] = [.start]
    // What the last update replaced (the state before it: its layouts, drawing, notes) and what
    // the frame before this one was clicked through (its scene and hit map), let go of only once
    // the next frame is out: freeing them is work a key's answer need not wait for.
    var replaced: AppState?
    var shownHits: HitMap?
    // The phones and inspector lines of the last few frames: a key that goes back to one of
    // them (pressed again, a cycle come round) copies them (decision 70).
    let cache = FrameCache()

    /// Applies the pending actions in order, doing each one's effects (which may add actions);
    /// the exit when one of them quits.
    func applyPending() -> LoopExit? {
      while !pending.isEmpty {
        let (next, effects) = Update.apply(pending.removeFirst(), to: state)
        replaced = state
        state = next
        for effect in effects {
          switch effect {
          case .quit:
            return .quit
          case .redraw:
            backend.clear()
            previous = CellBuffer(
              width: state.terminalSize.columns, height: state.terminalSize.rows)
          case .suspend:
            backend.suspend()
            pending.append(resize(to: backend.size))
          case .watchFiles:
            backend.watch(files?.watched ?? [])
          case .readFiles:
            if let files { pending.append(.reloaded(files.reload())) }
          case .readNextScene:
            pending.append(files?.nextScene().map { .reloaded($0) } ?? .noOtherScene)
          case .export(let request):
            let outcome =
              files?.write(request.drawing)
              ?? .failure(ExportFailure("this previewer cannot write files"))
            pending.append(.exported(outcome))
          }
        }
      }
      return nil
    }

    while true {
      if let exit = applyPending() { return exit }
      let picture = FrameRenderer.draw(state, reusing: spare.take(), cache: cache)
      backend.apply(FrameDiff.changes(from: previous, to: picture.buffer))
      backend.present()
      spare = previous
      previous = picture.buffer
      withExtendedLifetime((replaced, shownHits)) {}
      replaced = nil
      cache.release()
      shownHits = picture.hits
      switch backend.nextBatch() {
      case .input(let events):
        // Keys in order, each seeing what the last one did (a prompt it opened); a click is
        // resolved from what was drawn.
        for event in events {
          guard
            let action = KeyMap.action(
              for: event, hits: picture.hits, prompting: state.prompt != nil,
              touring: state.tour != nil, helping: state.showHelp)
          else { continue }
          pending.append(action)
          if let exit = applyPending() { return exit }
        }
      case .resized(let size), .resumed(let size):
        pending.append(resize(to: size))
      case .suspendRequested:
        pending.append(.suspend)
      case .filesChanged:
        pending.append(.filesChanged)
      case .terminated(let signal):
        return .signal(signal)
      case .hangup:
        return .hangup
      }
    }
  }

  /// The action for a terminal of `size`: the state takes its drawing area, and repaints.
  static func resize(to size: TerminalSize) -> Action {
    let area = size.drawingArea
    return .resize(columns: area.columns, rows: area.rows)
  }
}
