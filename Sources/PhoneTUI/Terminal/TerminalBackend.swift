/// What the loop needs from a terminal; `CursesBackend` implements it over ncurses, tests with a
/// fake that keeps its own cell buffer.
public protocol TerminalBackend: AnyObject {
  /// The terminal's size now.
  var size: TerminalSize { get }
  /// Writes changed cells; nothing reaches the terminal before `present`.
  func apply(_ changes: [CellChange])
  /// Sends what changed to the terminal.
  func present()
  /// Blanks the whole screen (Ctrl-L, a resize, a resumption): the next frame is written against
  /// a blank buffer, so only the cells that are not blank are sent.
  func clear()
  /// Blocks until something happens: input (a burst read in one go), a resize, a signal.
  func nextBatch() -> InputBatch
  /// Stops the process like any job and returns once it continues.
  func suspend()
  /// Watches these files: a change to any of them ends `nextBatch` with `.filesChanged`.
  func watch(_ paths: [String])
}

/// What arrived while the loop waited.
public enum InputBatch: Hashable, Sendable {
  /// Input events, in order, read in one go.
  case input([InputEvent])
  /// The terminal changed size.
  case resized(TerminalSize)
  /// The process was continued after a stop (SIGCONT), or the palette changed under a drawn
  /// screen (the terminal's late answer about its background): repaint at the current size.
  case resumed(TerminalSize)
  /// A watched file (your views, a device catalog) changed on disk.
  case filesChanged
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
