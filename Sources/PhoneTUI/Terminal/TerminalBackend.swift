/// What the loop needs from a terminal; `CursesBackend` implements it over ncurses, tests with a
/// fake that keeps its own cell buffer.
public protocol TerminalBackend: AnyObject {
  /// The terminal's size now.
  var size: TerminalSize { get }
  /// Writes changed cells; nothing reaches the terminal before `present`.
  func apply(_ changes: [CellChange])
  /// Sends what changed to the terminal.
  func present()
  /// Makes the next `present` repaint every cell (Ctrl-L, after a resize or a suspension).
  func invalidate()
  /// Blocks until something happens: input (a burst read in one go), a resize, a signal.
  func nextBatch() -> InputBatch
  /// Stops the process like any job and returns once it continues.
  func suspend()
}

/// What arrived while the loop waited.
public enum InputBatch: Hashable, Sendable {
  /// Input events, in order, read in one go.
  case input([InputEvent])
  /// The terminal changed size.
  case resized(TerminalSize)
  /// The process was continued after a stop (SIGCONT): repaint at the current size.
  case resumed(TerminalSize)
  /// The job was asked to stop from outside (SIGTSTP).
  case suspendRequested
  /// A terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT).
  case terminated(signal: Int32)
  /// The terminal went away (end of input, a read error).
  case hangup
}

/// Why the loop ended.
public enum LoopExit: Hashable, Sendable {
  /// The person quit (q, Esc, Ctrl-C).
  case quit
  case signal(Int32)
  case hangup
}

/// The previewer's loop: render, diff, apply, wait, update; until quit.
public enum AppLoop {
  public static func run(_ initial: AppState, backend: TerminalBackend) -> LoopExit {
    var state = initial
    state.terminalSize = backend.size
    var previous: CellBuffer?
    while true {
      let frame = FrameRenderer.render(state)
      backend.apply(FrameDiff.changes(from: previous, to: frame))
      backend.present()
      previous = frame
      switch backend.nextBatch() {
      case .input(let events):
        for event in events {
          guard let action = KeyMap.action(for: event) else { continue }
          let (next, effect) = Update.apply(action, to: state)
          state = next
          switch effect {
          case .none:
            break
          case .quit:
            return .quit
          case .redraw:
            backend.invalidate()
          case .suspend:
            backend.suspend()
            state =
              Update.apply(
                .resize(columns: backend.size.columns, rows: backend.size.rows), to: state
              ).0
            backend.invalidate()
            previous = nil
          }
        }
      case .resized(let size), .resumed(let size):
        state = Update.apply(.resize(columns: size.columns, rows: size.rows), to: state).0
        backend.invalidate()
        previous = nil
      case .suspendRequested:
        backend.suspend()
        state =
          Update.apply(.resize(columns: backend.size.columns, rows: backend.size.rows), to: state).0
        backend.invalidate()
        previous = nil
      case .terminated(let signal):
        return .signal(signal)
      case .hangup:
        return .hangup
      }
    }
  }
}
