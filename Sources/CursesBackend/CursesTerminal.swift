import CNCurses
import Glibc
import PhoneTUI

/// Why the previewer cannot start in this terminal, as one line for stderr.
public struct TerminalStartError: Error, Equatable, Sendable {
  public var message: String
}

/// The terminal: described by its terminfo entry (read through ncurses once it is checked), set up
/// and torn down by safearea with the entry's strings made safe, drawn by `TerminalWriter`, input
/// read raw and decoded by `KeyDecoder`, signals turned into batches for the loop.
///
/// ncurses' screen layer (`newterm`, `endwin`, `mousemask`, `curs_set`) is not used: it sends the
/// entry's strings with their padding delays, as hostile as a terminal description makes them,
/// and keeps three copies of the whole screen however large the terminal says it is.
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
    /// The terminal's background: asked (`auto`) or said.
    public var theme: ThemeChoice
    /// `COLORFGBG`, for `auto` when the terminal does not answer.
    public var colorFGBG: String?
    /// `--record FILE`: where to write every byte sent, as an asciicast; and its title.
    public var recordFile: String?
    public var recordTitle: String?
    /// `--overwrite`: an existing recording file may be replaced (never one of `readFiles`).
    public var overwriteRecording: Bool
    /// The files the session reads (`--views`, `--devices`), which `--record` never replaces.
    public var readFiles: [String]

    public init(
      color: ColorChoice, noColorVariable: Bool, ascii: Bool, mouse: Bool,
      escapeDelayMilliseconds: Int32, theme: ThemeChoice = .dark, colorFGBG: String? = nil,
      recordFile: String? = nil, recordTitle: String? = nil,
      overwriteRecording: Bool = false, readFiles: [String] = []
    ) {
      self.readFiles = readFiles
      self.recordFile = recordFile
      self.recordTitle = recordTitle
      self.overwriteRecording = overwriteRecording
      self.color = color
      self.noColorVariable = noColorVariable
      self.ascii = ascii
      self.mouse = mouse
      self.escapeDelayMilliseconds = escapeDelayMilliseconds
      self.theme = theme
      self.colorFGBG = colorFGBG
    }
  }

  /// How long a file change waits for the next before it is reported.
  static let settleMilliseconds: Int32 = 30

  /// How long after the background question its answers are still taken out of the input:
  /// the first frame does not wait for them, so a slow link's late answer still counts.
  static let backgroundAnswerMilliseconds = 2000

  /// How long the start of an answer's control string (`ESC ]`, `ESC [ ?`) cut off by the end
  /// of a read waits for the rest before it goes to the decoder as it is.
  ///
  /// A second: a person never types `ESC ]` and waits, while a loaded machine or a slow link can
  /// hold the rest of an answer back for hundreds of milliseconds (300 was seen to be too short).
  static let answerRestMilliseconds = 1000

  public let glyphs: GlyphSet
  public private(set) var size: TerminalSize
  private var active = false
  /// Whether the terminal is in the program's modes (false between a suspension and re-entry).
  private var inProgramMode = false
  private var decoder = KeyDecoder()
  private let escapeDelay: Int32
  private var readBuffer = [UInt8](repeating: 0, count: 4096)
  private var writer: TerminalWriter
  /// The palette's background: said, or the fallback until the terminal's answer changes it.
  public private(set) var theme = Theme.dark
  /// The palette `writer` draws with.
  private var writerTheme = Theme.dark
  /// While the terminal's answers to the background question are awaited: what takes them out
  /// of the input, until when, and since when it holds the start of one.
  private var answers: BackgroundAnswer?
  private var answersUntil = 0
  private var heldSince: Int?
  /// The colours the writer draws with.
  private var colorCount = 0
  /// Whether a frame has been written (an answer after it needs a repaint).
  private var drewFrame = false
  /// The palette changed after a frame was drawn: the next batch asks the loop to repaint.
  private var repaintDue = false
  /// Events read ahead (keys typed while an answer was read, keys read with the answer that
  /// asked for a repaint), for the next batch.
  private var pendingEvents: [InputEvent] = []
  /// The watched files' changes (inotify), once the loop asks for files to be watched.
  private var watcher: FileWatcher?
  private let capabilities: TerminalCapabilities
  private let mouse: Bool
  /// Where output goes: a description of the terminal of our own, non-blocking, so a stalled
  /// terminal is waited for with `poll` (never a spin, never deaf to signals); stdout when the
  /// terminal cannot be opened again.
  private let output: Int32
  /// The modes the shell had, and the program's.
  private let shellModes: termios
  private let programModes: termios
  /// `--record`: every byte sent, as an asciicast.
  private let recorder: CastRecorder?
  /// Why the recording stopped early, once the terminal has stopped (a full disk).
  public private(set) var recordingFailure: String?

  /// Starts the previewer's terminal on stdin/stdout, or explains in one line why it cannot,
  /// having written nothing to it.
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
    let shown = Self.shown(term)
    let unknown = TerminalStartError(
      message: "terminal type '\(shown)' is unknown to terminfo; try TERM=xterm-256color")
    let elevated = getuid() != geteuid() || getgid() != getegid()
    let directories = TerminfoEntry.searchPath(
      environment: { getenv($0).map { String(cString: $0) } }, elevated: elevated)
    // Check the files ncurses is about to read, in its order: one it passes over is passed over,
    // one it would load but not survive is refused.
    var checked: TerminfoEntry?
    switch TerminfoEntry.locate(term, in: directories) {
    case .invalidName:
      throw unknown
    case .noDatabase:
      throw TerminalStartError(message: "no terminfo database found for terminal type '\(shown)'")
    case .candidates(let candidates):
      for candidate in candidates where checked == nil {
        let bytes: [UInt8]
        let origin: String
        switch candidate {
        case .file(let path):
          guard let read = TerminfoEntry.read(path) else { continue }
          bytes = read
          origin = Self.shown(path, limit: 1000)
        case .quickDump(let dump):
          bytes = dump
          origin = "in the terminfo search path"
        }
        do throws(TerminfoEntry.Damage) {
          let entry = try TerminfoEntry.check(bytes)
          // ncurses takes an entry from the search path itself only under one of its names.
          if case .quickDump = candidate, entry?.isNamed(term) != true { continue }
          checked = entry
        } catch {
          throw TerminalStartError(
            message: "terminal type '\(shown)': its terminfo entry \(origin) is damaged "
              + "(\(error.description)); try TERM=xterm-256color")
        }
      }
    }
    guard checked != nil else { throw unknown }
    switch cn_setupterm(term, STDOUT_FILENO) {
    case 1: break
    case -1:
      throw TerminalStartError(message: "no terminfo database found for terminal type '\(shown)'")
    default: throw unknown
    }
    // ncurses must have loaded the entry that was checked, not another one.
    guard let checked, let names = cn_term_names(), String(cString: names) == checked.names,
      Int(cn_extended_strings()) == checked.extendedStringCount
    else {
      throw TerminalStartError(
        message: "terminal type '\(shown)': ncurses loaded a terminfo entry other than the one "
          + "safearea checked; try TERM=xterm-256color")
    }
    let capabilities = TerminalCapabilities.current()
    guard capabilities.cursorAddress != nil else {
      let why = capabilities.refusal(of: "cup").map { " (its cup is unusable: \($0))" } ?? ""
      throw TerminalStartError(
        message: "terminal type '\(shown)' cannot move the cursor\(why); the previewer needs one "
          + "that can (safearea show works anywhere)")
    }
    var shellModes = termios()
    guard tcgetattr(STDOUT_FILENO, &shellModes) == 0 else {
      throw TerminalStartError(message: "cannot read the terminal's modes")
    }
    cn_keep_freed_memory()
    // The last check: the recording's file, before anything is written to the terminal.
    // Its header is written now: a disk already full is said here, before the screen opens.
    var recorder: CastRecorder?
    if let path = options.recordFile {
      let opened = try CastRecorder.open(
        path, overwrite: options.overwriteRecording, protected: options.readFiles)
      let size = Self.startingSize(capabilities)
      opened.begin(
        columns: size.columns, rows: size.rows, title: options.recordTitle, term: term)
      if let failure = opened.failure {
        throw TerminalStartError(
          message: "--record: cannot write '\(Self.shown(path, limit: 200))': \(failure)")
      }
      recorder = opened
    }
    return CursesTerminal(
      capabilities: capabilities, shellModes: shellModes, options: options, recorder: recorder,
      term: term)
  }

  /// `text` as it may appear in an error line: printable ASCII, and cut after `limit`
  /// characters (a 5000-character TERM).
  static func shown(_ text: String, limit: Int = 60) -> String {
    let scalars = text.unicodeScalars
    var out = String.UnicodeScalarView()
    for scalar in scalars.prefix(limit) {
      out.append(scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F ? scalar : "?")
    }
    return String(out) + (scalars.count > limit ? "…" : "")
  }

  private init(
    capabilities: TerminalCapabilities, shellModes: termios, options: Options,
    recorder: CastRecorder?, term: String
  ) {
    self.capabilities = capabilities
    self.recorder = recorder
    self.shellModes = shellModes
    var modes = shellModes
    // What ncurses' raw(), noecho(), nonl() and intrflush(FALSE) set; and no output processing
    // (OPOST, as cfmakeraw), so the kernel copies a frame's bytes to the terminal as they are
    // rather than looking at each one: the writer sends no newline or tab for it to translate.
    modes.c_iflag &= ~tcflag_t(IXON | BRKINT | PARMRK | ICRNL | INLCR | IGNCR)
    modes.c_oflag &= ~tcflag_t(OPOST | ONLCR)
    modes.c_lflag &= ~tcflag_t(ICANON | ISIG | IEXTEN | ECHO | ECHONL)
    modes.c_lflag |= tcflag_t(NOFLSH)
    withUnsafeMutableBytes(of: &modes.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    programModes = modes
    output = Self.openOutput()
    let wantColor = options.color.enabled(
      onTerminal: true, noColorVariable: options.noColorVariable)
    // Direct-colour terminals (xterm-direct: colors#0x1000000) take RGB values above 7, not
    // palette indices: use the eight colours every such terminal keeps. Colour needs both
    // setaf and setab usable.
    let available = capabilities.colors
    let palette = available > 256 ? 8 : (available >= 256 ? 256 : (available >= 8 ? 8 : 0))
    let canColor = capabilities.foreground != nil && capabilities.background != nil
    let colors = wantColor && canColor ? palette : 0
    // Box drawing and half blocks need a UTF-8 locale (`ascii` is set without one) and a
    // terminal that draws lines at all.
    glyphs = GlyphSet(unicode: !options.ascii && capabilities.lineDrawing, color: colors > 0)
    escapeDelay = options.escapeDelayMilliseconds
    mouse = options.mouse && capabilities.mouseSequence(on: true) != nil
    size = Self.startingSize(capabilities)
    writer = TerminalWriter(capabilities, colors: colors)
    watcher = nil
    TerminalRestore.prepare(resetBytes: resetBytes(), shellModes: shellModes)
    SignalWatch.install()
    TerminalRestore.installHandlers()
    active = true
    enter()
    // The palette for the terminal's background: said, else asked (in the program's modes, with
    // the restore armed), else COLORFGBG, else dark. Nothing waits for the answer: the first
    // frame is drawn in the fallback palette, and an answer that changes it repaints.
    colorCount = colors
    let fallback = options.colorFGBG.flatMap(Theme.fromColorFGBG) ?? .dark
    switch options.theme {
    case .light: useTheme(.light)
    case .dark: useTheme(.dark)
    case .auto:
      useTheme(fallback)
      if colors > 0 && send(Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)) {
        answers = BackgroundAnswer()
        answersUntil = Self.milliseconds() + Self.backgroundAnswerMilliseconds
      }
    }
  }

  /// The palette for `chosen` from now on; true when it differs from the one drawn with.
  @discardableResult
  private func useTheme(_ chosen: Theme) -> Bool {
    theme = chosen
    guard chosen != writerTheme else { return false }
    writer = TerminalWriter(capabilities, colors: colorCount, theme: chosen)
    writerTheme = chosen
    return true
  }

  /// Milliseconds on the monotonic clock.
  private static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
  }

  /// Decodes bytes read from the terminal, with the answers to the background question taken
  /// out while they are awaited; an answer that changes the palette after a frame was drawn
  /// makes the next batch a repaint.
  private func decode(_ bytes: ArraySlice<UInt8>) -> [InputEvent] {
    guard var filter = answers else { return feed(bytes) }
    let (keys, found) = filter.feed(bytes)
    answers = filter.finished ? nil : filter
    heldSince = filter.held.isEmpty ? nil : (heldSince ?? Self.milliseconds())
    if let found, useTheme(found), drewFrame { repaintDue = true }
    return feed(keys[...])
  }

  /// The decoder's events for `bytes`, through its entry point for memory in one run.
  private func feed(_ bytes: ArraySlice<UInt8>) -> [InputEvent] {
    bytes.withUnsafeBufferPointer { decoder.feed(contiguous: $0) }
  }

  /// When what the answer filter holds goes to the decoder as it is (an Escape typed alone
  /// waits as long as the decoder would make it wait); nil when it holds nothing.
  private var heldDeadline: Int? {
    guard let answers, let heldSince else { return nil }
    let wait = answers.holdsAnswer ? Self.answerRestMilliseconds : Int(escapeDelay)
    return heldSince + wait
  }

  /// Ends the answer filter's waits that are over, and returns the events that releases.
  ///
  /// What the filter held goes to the decoder, and after the last moment an answer is taken
  /// the filter goes. What the decoder then has pending has waited long enough: it is flushed.
  private func expireAnswers(now: Int) -> [InputEvent] {
    guard var filter = answers else { return [] }
    let heldOver = heldDeadline.map { now >= $0 } ?? false
    guard heldOver || now >= answersUntil else { return [] }
    let released = filter.release()
    heldSince = nil
    answers = now >= answersUntil ? nil : filter
    guard !released.isEmpty else { return [] }
    return feed(released[...]) + decoder.flush()
  }

  /// Before the first frame: an answer that has already arrived is read without waiting, so a
  /// terminal that answers at once gets its palette in the first frame.
  private func readAnswerAlreadyThere() {
    var total = 0
    while answers != nil && total < 4096 {
      var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
      guard poll(&fds, 1, 0) > 0, fds[0].revents & Int16(POLLIN) != 0 else { return }
      let count = readBuffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      total += count
      pendingEvents += decode(readBuffer[0..<count])
    }
  }

  /// A non-blocking description of the terminal on stdout, or stdout itself.
  private static func openOutput() -> Int32 {
    var name = [CChar](repeating: 0, count: 256)
    if ttyname_r(STDOUT_FILENO, &name, name.count) == 0 {
      let fd = open(name, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
      if fd >= 0 && isatty(fd) == 1 { return fd }
      if fd >= 0 { close(fd) }
    }
    return STDOUT_FILENO
  }

  /// The size at start: the window's, unless LINES or COLUMNS say otherwise (as in ncurses),
  /// else the entry's, else 80×24.
  private static func startingSize(_ capabilities: TerminalCapabilities) -> TerminalSize {
    var window = winsize()
    var columns = 0
    var rows = 0
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0 {
      columns = Int(window.ws_col)
      rows = Int(window.ws_row)
    }
    func environment(_ name: String) -> Int? {
      guard let value = getenv(name) else { return nil }
      let text = String(cString: value)
      guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
        let number = Int(text), number > 0
      else { return nil }
      return number
    }
    columns = environment("COLUMNS") ?? columns
    rows = environment("LINES") ?? rows
    if columns <= 0 { columns = max(Int(cn_tigetnum("cols")), 0) }
    if rows <= 0 { rows = max(Int(cn_tigetnum("lines")), 0) }
    return TerminalSize(columns: columns > 0 ? columns : 80, rows: rows > 0 ? rows : 24)
  }

  // MARK: - Modes

  /// What puts the terminal back: attributes off, mouse off, cursor shown, the main screen (or a
  /// cleared one, without an alternate screen), keypad off.
  private func resetBytes() -> [UInt8] {
    var bytes = capabilities.resetAttributes
    if mouse, let off = capabilities.mouseSequence(on: false) { bytes += off }
    bytes += capabilities.showCursor ?? []
    if let exit = capabilities.exitAlternateScreen, capabilities.enterAlternateScreen != nil {
      // Then column 0, as ncurses does: a terminal that does not put the cursor back (tmux,
      // after the window was resized) leaves it where the frame's last character was.
      bytes += exit + [0x0D]
    } else {
      // Without an alternate screen the last frame would stay under the shell prompt.
      bytes += capabilities.clearScreen
    }
    bytes += capabilities.keypadOff ?? []
    return bytes
  }

  /// What ncurses sent to start: the alternate screen, the whole screen as the scrolling region,
  /// attributes, insert mode and margins in a known state, keypad off, the cursor hidden, the
  /// mouse on and a cleared screen.
  private func startBytes() -> [UInt8] {
    var bytes = capabilities.enterAlternateScreen ?? []
    capabilities.scrollRegion?.expand(0, Int32(clamping: max(size.rows, 1) - 1), into: &bytes)
    bytes += capabilities.resetAttributes
    bytes += capabilities.insertModeOff ?? []
    if let on = capabilities.autoMarginOn, let off = capabilities.autoMarginOff {
      bytes += capabilities.autoMargins ? on : off
    }
    bytes += capabilities.keypadOff ?? []
    bytes += capabilities.hideCursor ?? []
    if mouse, let on = capabilities.mouseSequence(on: true) { bytes += on }
    bytes += capabilities.clearScreen
    return bytes
  }

  /// Into the program's modes and screen; the next frame is drawn on a blank screen.
  private func enter() {
    var modes = programModes
    tcsetattr(STDOUT_FILENO, TCSANOW, &modes)
    inProgramMode = true
    TerminalRestore.arm(output)
    _ = send(startBytes())
    writer.invalidate()
  }

  /// Back to the shell's modes and screen.
  ///
  /// After a terminating signal, or when the terminal stalls meanwhile, output it has not read is
  /// discarded so the reset still reaches it.
  private func leave(urgently: Bool) {
    guard inProgramMode else { return }
    // Whatever was not sent is moot now.
    _ = writer.takeBytes()
    writer.invalidate()
    if urgently || !send(resetBytes()) {
      // What restoreNow sends, as it sends it (when the terminal is still ours).
      ([TerminalRestore.cancel] + resetBytes()).withUnsafeBytes { recorder?.output($0) }
      TerminalRestore.restoreNow()
    } else {
      var modes = shellModes
      tcsetattr(STDOUT_FILENO, TCSANOW, &modes)
    }
    TerminalRestore.disarm()
    inProgramMode = false
  }

  /// Restores the terminal: mouse off, cursor on, shell modes, main screen.
  ///
  /// Safe to call twice.
  public func stop() { stop(urgently: false) }

  /// `stop`, for a process about to die of a signal: nothing it has not sent yet matters, and the
  /// terminal may not be reading.
  public func stop(urgently: Bool) {
    guard active else { return }
    active = false
    // A job killed while stopped or in the background already handed the terminal back, and
    // touching it from the background would stop the process again (SIGTTOU).
    if inProgramMode && isForeground { leave(urgently: urgently) }
    TerminalRestore.disarm()
    inProgramMode = false
    TerminalRestore.uninstallHandlers()
    SignalWatch.uninstall()
    if output != STDOUT_FILENO { close(output) }
    // After a signal, a reader that is slow gets no time: the process is about to die.
    recordingFailure = recorder?.close(waitingMilliseconds: urgently ? 0 : 1000)
  }

  deinit { stop() }

  // MARK: - Output

  public func apply(_ changes: [CellChange]) {
    if !drewFrame {
      readAnswerAlreadyThere()
      drewFrame = true
      // Drawn now in whichever palette is known: no repaint for what was read here.
      repaintDue = false
    }
    writer.write(changes, size: size)
  }

  public func present() { flush() }

  public func clear() { writer.clearScreen() }

  /// Sends the writer's buffer, unless the terminal is not in the program's modes.
  private func flush() {
    let send = inProgramMode
    writer.sendBytes { bytes in
      if send { _ = self.send(bytes) }
    }
  }

  private func send(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { send($0) }
  }

  /// Writes all of `bytes`, waiting with `poll` while the terminal cannot take more.
  ///
  /// Never spins. False when a terminating signal came first, or the terminal is gone (the next
  /// read says so).
  private func send(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    // The recording holds what reached the terminal, as it was written.
    defer {
      if let recorder, offset > 0 {
        recorder.output(UnsafeRawBufferPointer(rebasing: bytes[..<offset]))
      }
    }
    while offset < bytes.count {
      if SignalWatch.terminationPending { return false }
      let count = write(output, bytes.baseAddress! + offset, bytes.count - offset)
      if count > 0 {
        offset += count
        continue
      }
      if count < 0 && errno == EINTR { continue }
      guard count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) else { return false }
      var fds = [
        pollfd(fd: output, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: SignalWatch.wakeUpDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&fds, 2, -1) < 0 && errno != EINTR { return false }
      // A signal came: its bit stays set for the loop (or ends this wait, if it terminates).
      if fds[1].revents != 0 { SignalWatch.drainWakeUps() }
      if fds[0].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return false }
    }
    return true
  }

  // MARK: - Input

  public func nextBatch() -> InputBatch {
    if repaintDue {
      // The palette changed under a drawn screen: the loop clears and draws it all again.
      repaintDue = false
      return .resumed(size)
    }
    if !pendingEvents.isEmpty {
      defer { pendingEvents = [] }
      return .input(pendingEvents)
    }
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
        pollfd(fd: watcher?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
        // A recording behind (its pipe full) is written as soon as the pipe has room.
        pollfd(fd: recorder?.waitingDescriptor ?? -1, events: Int16(POLLOUT), revents: 0),
      ]
      // The wait ends at the first of: the decoder's escape delay, the answer filter's wait for
      // the rest of what it holds, the last moment an answer is taken.
      let decoderWait = decoder.hasPendingInput ? Int(escapeDelay) : -1
      var timeout = decoderWait
      if answers != nil {
        let now = Self.milliseconds()
        for deadline in [heldDeadline, answersUntil].compactMap({ $0 }) {
          let left = max(0, deadline - now)
          timeout = timeout < 0 ? left : min(timeout, left)
        }
      }
      let ready = poll(&fds, 4, Int32(clamping: timeout))
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .hangup
      }
      if ready == 0 {
        var events = expireAnswers(now: Self.milliseconds())
        if decoderWait >= 0 && timeout == decoderWait { events += decoder.flush() }
        if !events.isEmpty { return .input(events) }
        continue
      }
      if fds[3].revents != 0 {
        recorder?.flush()
        if ready == 1 { continue }
      }
      if fds[1].revents != 0 {
        // A signal came: its bit is set; handle it at the top.
        SignalWatch.drainWakeUps()
        continue
      }
      if fds[2].revents != 0, let watcher {
        guard watcher.drain() else { continue }
        // A save is often several events (write, rename): let it finish, then report it once.
        var settle = [pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)]
        var rounds = 0
        while rounds < 20 && poll(&settle, 1, Self.settleMilliseconds) > 0 {
          _ = watcher.drain()
          rounds += 1
        }
        return .filesChanged
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
        events += decode(readBuffer[0..<count])
        total += count
        fds[0].revents = 0
      } while total < 65536 && poll(&fds, 1, 0) > 0 && fds[0].revents & Int16(POLLIN) != 0
      if repaintDue {
        repaintDue = false
        pendingEvents += events
        return .resumed(size)
      }
      if !events.isEmpty { return .input(events) }
    }
  }

  /// Reads the size from the terminal; true when it changed.
  @discardableResult
  private func refreshSize() -> Bool {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
    else {
      return false
    }
    let new = TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    guard new != size else { return false }
    size = new
    recorder?.resize(columns: new.columns, rows: new.rows)
    return true
  }

  public func watch(_ paths: [String]) {
    watcher = paths.isEmpty ? nil : FileWatcher(paths)
  }

  public func suspend() {
    leave(urgently: false)
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
    inProgramMode = false
    enter()
  }

  /// Whether this process's group owns the terminal.
  private var isForeground: Bool { tcgetpgrp(STDIN_FILENO) == getpgrp() }
}
