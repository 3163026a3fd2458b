import CNCurses
import Glibc
import PhoneTUI

/// Why the previewer cannot start in this terminal, as one line for stderr.
public struct TerminalStartError: Error, Equatable, Sendable {
  public var message: String
}

/// The terminal: ncurses sets it up and restores it, `TerminalWriter` sends the changed cells
/// with its terminfo strings, input is read raw and decoded by `KeyDecoder`, and signals become
/// batches for the loop.
///
/// Used from the main thread only. `start` and `stop` are symmetric; `stop` is idempotent and runs
/// before any fatal message is printed.
public final class CursesTerminal: TerminalBackend {
  public struct Options: Sendable {
    public var color: ColorChoice
    public var noColorVariable: Bool
    /// ASCII glyphs only: asked for, or the locale's character set is not UTF-8.
    public var ascii: Bool
    public var mouse: Bool
    /// How long a lone Escape waits for a following byte before it counts as Escape.
    public var escapeDelayMilliseconds: Int32

    public init(
      color: ColorChoice, noColorVariable: Bool, ascii: Bool, mouse: Bool,
      escapeDelayMilliseconds: Int32
    ) {
      self.color = color
      self.noColorVariable = noColorVariable
      self.ascii = ascii
      self.mouse = mouse
      self.escapeDelayMilliseconds = escapeDelayMilliseconds
    }
  }

  public let glyphs: GlyphSet
  public private(set) var size: TerminalSize
  private var screen: OpaquePointer?
  private var active = false
  /// Whether the terminal is in the program's modes (false between `endwin` and re-entry).
  private var inProgramMode = false
  private var decoder = KeyDecoder()
  private let escapeDelay: Int32
  private let mouse: Bool
  private var readBuffer = [UInt8](repeating: 0, count: 4096)
  private let writer: TerminalWriter

  /// Starts curses on stdin/stdout, or explains in one line why it cannot.
  public static func start(_ options: Options) throws(TerminalStartError) -> CursesTerminal {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw TerminalStartError(
        message: "the previewer needs a terminal on stdin and stdout; for pipes and scripts use "
          + "'safearea show' or 'safearea json'")
    }
    guard let termValue = getenv("TERM"), termValue.pointee != 0 else {
      throw TerminalStartError(
        message: "TERM is not set, so the terminal type is unknown; try TERM=xterm-256color")
    }
    let term = String(cString: termValue)
    let shown = term.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "?" }
      .joined()
    switch cn_probe_terminal(term, STDOUT_FILENO) {
    case 1: break
    case -2:
      throw TerminalStartError(
        message:
          "terminal type '\(shown)' cannot move the cursor; the previewer needs one that can (safearea show works anywhere)"
      )
    case -1:
      throw TerminalStartError(message: "no terminfo database found for terminal type '\(shown)'")
    default:
      throw TerminalStartError(
        message: "terminal type '\(shown)' is unknown to terminfo; try TERM=xterm-256color")
    }
    cn_keep_freed_memory()
    SignalWatch.install()
    guard let screen = newterm(term, cn_stdout(), cn_stdin()) else {
      SignalWatch.uninstall()
      throw TerminalStartError(message: "ncurses could not start on terminal type '\(shown)'")
    }
    return CursesTerminal(screen: screen, options: options)
  }

  private init(screen: OpaquePointer, options: Options) {
    self.screen = screen
    active = true
    inProgramMode = true
    raw()
    noecho()
    nonl()
    intrflush(cn_stdscr(), false)
    keypad(cn_stdscr(), false)
    curs_set(0)
    let wantColor = options.color.enabled(
      onTerminal: true, noColorVariable: options.noColorVariable)
    // Colours come straight from terminfo; the writer sends setaf/setab itself.
    // Direct-colour terminals (xterm-direct: colors#0x1000000) take RGB values above 7, not
    // palette indices: use the eight colours every such terminal keeps.
    let available = Int(cn_tigetnum("colors"))
    let palette = available > 256 ? 8 : (available >= 256 ? 256 : (available >= 8 ? 8 : 0))
    // How many colours the palette uses: 0 (monochrome), 8 or 256.
    let colors = wantColor ? palette : 0
    // Box drawing and half blocks need a UTF-8 locale (`ascii` is set without one) and a
    // terminal that draws lines at all.
    let unicode = !options.ascii && cn_tigetstr("acsc") != nil
    glyphs = GlyphSet(unicode: unicode, color: colors > 0)
    escapeDelay = options.escapeDelayMilliseconds
    mouse = options.mouse && cn_tigetstr("kmous") != nil
    if mouse {
      mouseinterval(0)
      mousemask(cn_mouse_clicks(), nil)
    }
    size = TerminalSize(columns: Int(cn_cols()), rows: Int(cn_lines()))
    writer = TerminalWriter(colors: colors)
    // ncurses' first refresh enters the alternate screen, hides the cursor and clears; from
    // then on the writer draws.
    wrefresh(cn_stdscr())
  }

  /// Restores the terminal: mouse off, cursor on, shell modes, main screen.
  ///
  /// Safe to call twice.
  public func stop() {
    guard active else { return }
    active = false
    // A job killed while stopped or in the background already handed the terminal back, and
    // touching it from the background would stop the process again (SIGTTOU).
    if inProgramMode && isForeground {
      writer.resetStyle()
      // Without an alternate screen the last frame would stay under the shell prompt: clear it.
      if cn_tigetstr("smcup") == nil { writer.clearScreen() }
      flush()
      if mouse { mousemask(0, nil) }
      curs_set(1)
      endwin()
    }
    inProgramMode = false
    if let screen { delscreen(screen) }
    screen = nil
    SignalWatch.uninstall()
  }

  deinit { stop() }

  // MARK: - Output

  public func apply(_ changes: [CellChange]) { writer.write(changes, size: size) }

  public func present() { flush() }

  public func clear() { writer.clearScreen() }

  /// Writes the writer's buffer to the terminal in as few `write` calls as it takes.
  private func flush() {
    // Not in the program's modes (stopped, or about to end of a signal): send nothing.
    let send = inProgramMode
    writer.sendBytes { bytes in
      guard send else { return }
      var offset = 0
      while offset < bytes.count {
        let count = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if count > 0 {
          offset += count
        } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
          continue
        } else {
          return  // The terminal is gone; the next read says so.
        }
      }
    }
  }

  // MARK: - Input

  public func nextBatch() -> InputBatch {
    while true {
      let signals = SignalWatch.take()
      if let signal = SignalWatch.terminating.first(where: signals.contains) {
        return .terminated(signal: signal)
      }
      if signals.contains(SIGTSTP) { return .suspendRequested }
      if signals.contains(SIGCONT) {
        // Stopped and continued from outside (kill -STOP, a debugger): the shell may have put
        // its own terminal modes back meanwhile. Continued in the background (kill -CONT), stay
        // stopped without touching the terminal until the job is in the foreground.
        if !isForeground && !stayStoppedUntilForeground() { continue }
        reenter()
        return .resumed(size)
      }
      if signals.contains(SIGWINCH) && refreshSize() { return .resized(size) }
      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: SignalWatch.wakeUpDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, decoder.hasPendingInput ? escapeDelay : -1)
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .hangup
      }
      if ready == 0 {
        let events = decoder.flush()
        if !events.isEmpty { return .input(events) }
        continue
      }
      if fds[1].revents != 0 {
        // A signal came: its bit is set; handle it at the top.
        SignalWatch.drainWakeUps()
        continue
      }
      guard fds[0].revents & Int16(POLLIN) != 0 else { return .hangup }
      var events: [InputEvent] = []
      // Read the whole burst: everything already waiting, up to 64 KiB, is one batch.
      var total = 0
      repeat {
        let count = readBuffer.withUnsafeMutableBytes {
          read(STDIN_FILENO, $0.baseAddress, $0.count)
        }
        if count == 0 { return .hangup }
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { break }
          return .hangup
        }
        events += decoder.feed(readBuffer[0..<count])
        total += count
        fds[0].revents = 0
      } while total < 65536 && poll(&fds, 1, 0) > 0 && fds[0].revents & Int16(POLLIN) != 0
      if !events.isEmpty { return .input(events) }
    }
  }

  /// Reads the size from the terminal and resizes curses to it; true when it changed.
  @discardableResult
  private func refreshSize() -> Bool {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
    else {
      return false
    }
    let new = TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    guard new != size else { return false }
    resizeterm(Int32(new.rows), Int32(new.columns))
    size = TerminalSize(columns: Int(cn_cols()), rows: Int(cn_lines()))
    return true
  }

  public func suspend() {
    writer.resetStyle()
    flush()
    curs_set(1)
    endwin()
    inProgramMode = false
    if stayStoppedUntilForeground() { reenter() }
  }

  /// Stops the process like any job until it is continued in the foreground; true then.
  ///
  /// False, and the loop carries on without the terminal, when a terminating signal came with the
  /// SIGCONT (`kill %1`), when the terminal is gone, or when the stop did not happen: the kernel
  /// discards it in an orphaned process group, where nobody is left to bring the job back, and
  /// trying again would only spin.
  private func stayStoppedUntilForeground() -> Bool {
    while true {
      SignalWatch.discard([SIGCONT])
      signal(SIGTSTP, SIG_DFL)
      raise(SIGTSTP)
      // Our handler ran for the SIGCONT before `raise` returned, if there was a stop at all.
      let continued = SignalWatch.isPending(SIGCONT)
      // Continued (fg, bg or kill %1): our handler again, and only the stop and continue bits
      // cleared, so a SIGTERM or SIGHUP sent with the SIGCONT still ends the process.
      SignalWatch.install()
      SignalWatch.discard([SIGTSTP, SIGCONT])
      if SignalWatch.terminationPending { return false }
      let owner = tcgetpgrp(STDIN_FILENO)
      if owner == getpgrp() { return true }
      if owner < 0 || !continued { return false }
      // Continued in the background (bg): stop again until brought to the foreground.
    }
  }

  /// Back to the program's terminal modes, alternate screen and hidden cursor, at the size the
  /// terminal has now; the loop then redraws everything.
  private func reenter() {
    refreshSize()
    if inProgramMode { endwin() }
    curs_set(0)
    wrefresh(cn_stdscr())
    inProgramMode = true
    writer.invalidate()
  }

  /// Whether this process's group owns the terminal.
  private var isForeground: Bool { tcgetpgrp(STDIN_FILENO) == getpgrp() }
}
