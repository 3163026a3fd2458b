import Glibc

/// `--record FILE`: writes every byte the terminal is sent to FILE as an asciicast v2
/// recording, a line a write, as it happens (a session that dies leaves a file that plays up to
/// that point).
///
/// `CursesTerminal` opens it before it writes anything to the terminal and hands it each write
/// from the one place bytes are sent. The bytes a signal handler sends as it restores the
/// terminal on a crash are not recorded: a handler may not format or allocate.
///
/// Recording never stalls the previewer: the file is written without blocking, and what a pipe
/// whose reader is slow cannot take yet waits in memory, whole lines of it, for the loop to
/// offer again when the pipe has room; more than `maximumBehind` waiting ends the recording.
/// A recording that ends early ends on a whole line (a regular file is cut back to its last
/// newline), because players reject half a JSON line.
public final class CastRecorder {
  private let descriptor: Int32
  private let path: String
  /// A regular file: writes never wait, and a failed one can be cut back to a whole line.
  private let regular: Bool
  /// CLOCK_MONOTONIC at the header, in microseconds.
  private var start = 0
  /// A character cut off at the end of the last write, for the next one.
  private var carried: [UInt8] = []
  /// Whole lines not written yet; the first `pendingWritten` bytes of them are.
  private var pending: [UInt8] = []
  private var pendingWritten = 0
  /// The file offset of `pending`'s first byte, which starts a line.
  private var pendingOffset = 0
  private var closed = false
  /// Why writing stopped, if it did (a full disk, a reader that stopped): the rest of the
  /// session is not recorded.
  public private(set) var failure: String?

  /// How far a recording may fall behind before it gives up: a megabyte is a few seconds of
  /// full repaints of a large terminal, far more than a reader that is merely slow lags.
  static let maximumBehind = 1 << 20

  /// Opens the file at `path` for a new recording, or says in one line why it may not be
  /// written.
  ///
  /// An existing regular file is refused unless `overwrite` is given (asciinema asks the
  /// same); a file that `protected` names (the views and catalog files the session reads) is
  /// refused always, by device and inode, so a symbolic or hard link to one is caught too. A
  /// FIFO, a pipe or a device is written as it is: there is nothing in it to destroy.
  public static func open(
    _ path: String, overwrite: Bool = false, protected: [String] = []
  ) throws(TerminalStartError) -> CastRecorder {
    let shown = CursesTerminal.shown(path, limit: 200)
    func refuse(_ reason: String) -> TerminalStartError {
      TerminalStartError(message: "--record: cannot write '\(shown)': \(reason)")
    }
    /// The read file that `info` is, if it is one.
    func protectedFile(_ info: stat) -> String? {
      protected.first { read in
        var other = stat()
        return stat(read, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino
      }
    }
    func sessionFile(_ read: String) -> TerminalStartError {
      TerminalStartError(
        message: "--record: '\(shown)' is '\(CursesTerminal.shown(read, limit: 200))', which this "
          + "session reads; record to another file")
    }
    let flags = O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC
    var existing = stat()
    let descriptor: Int32
    if stat(path, &existing) == 0 {
      if let read = protectedFile(existing) { throw sessionFile(read) }
      let isRegular = existing.st_mode & S_IFMT == S_IFREG
      if isRegular && !overwrite {
        throw TerminalStartError(
          message: "--record: '\(shown)' already exists; --overwrite replaces it")
      }
      // Not truncated by open: the descriptor is checked first, in case the name changed.
      descriptor = Glibc.open(path, flags)
      if descriptor < 0 && errno == ENXIO && existing.st_mode & S_IFMT == S_IFIFO {
        throw refuse("no process is reading that FIFO")
      }
    } else {
      // O_EXCL: a file made meanwhile (or a dangling symbolic link) is not replaced.
      descriptor = Glibc.open(path, flags | O_CREAT | O_EXCL, 0o644)
      if descriptor < 0 && errno == EEXIST {
        throw TerminalStartError(
          message: "--record: '\(shown)' already exists; --overwrite replaces it")
      }
    }
    guard descriptor >= 0 else { throw refuse(String(cString: strerror(errno))) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else {
      let reason = String(cString: strerror(errno))
      Glibc.close(descriptor)
      throw refuse(reason)
    }
    if let read = protectedFile(opened) {
      Glibc.close(descriptor)
      throw sessionFile(read)
    }
    let regular = opened.st_mode & S_IFMT == S_IFREG
    if regular && ftruncate(descriptor, 0) != 0 {
      let reason = String(cString: strerror(errno))
      Glibc.close(descriptor)
      throw refuse(reason)
    }
    return CastRecorder(descriptor: descriptor, path: path, regular: regular)
  }

  private init(descriptor: Int32, path: String, regular: Bool) {
    self.descriptor = descriptor
    self.path = path
    self.regular = regular
  }

  deinit { close(waitingMilliseconds: 0) }

  /// Writes the header for a terminal of `columns`×`rows`; time starts now.
  func begin(columns: Int, rows: Int, title: String?, term: String?) {
    start = Self.now()
    append(
      Asciicast.header(
        width: columns, height: rows, timestamp: time(nil), title: title, term: term))
  }

  /// Records one write to the terminal.
  func output(_ bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty, failure == nil, !closed else { return }
    let all = carried + Array(bytes)
    let (line, rest) = Asciicast.output(all, microseconds: Self.now() - start)
    carried = rest
    // A write that was all a cut-off character waits for the rest of it.
    if rest.count < all.count { append(line) }
  }

  /// Records a change of the terminal's size.
  func resize(columns: Int, rows: Int) {
    append(Asciicast.resize(columns: columns, rows: rows, microseconds: Self.now() - start))
  }

  /// The descriptor to wait on for room to write what is behind, or -1 when nothing is.
  var waitingDescriptor: Int32 {
    failure == nil && !closed && pendingWritten < pending.count ? descriptor : -1
  }

  /// Writes what the file takes now, without waiting; the loop calls it when `poll` says the
  /// file has room.
  func flush() {
    guard failure == nil, !closed else { return }
    while pendingWritten < pending.count {
      let count = Self.writeQuietly(
        descriptor, pending, from: pendingWritten, pipe: !regular)
      if count > 0 {
        pendingWritten += count
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
      stop(count < 0 ? String(cString: strerror(errno)) : "nothing was written")
      return
    }
    forgetWritten()
  }

  /// Writes what is left and closes the file; the failure, if writing failed.
  ///
  /// A reader that is slow gets up to `waitingMilliseconds` to take the rest; one that has
  /// stopped means the recording is cut short.
  @discardableResult
  public func close(waitingMilliseconds: Int = 1000) -> String? {
    guard !closed else { return failure }
    if !carried.isEmpty && failure == nil {
      // The session ended inside a character: what there is, byte for byte (Latin-1).
      let tail = carried
      carried = []
      let (text, _) = Asciicast.quoted(tail)
      append("[\(Asciicast.seconds(Self.now() - start)), \"o\", \(text)]")
    }
    let deadline = Self.now() + waitingMilliseconds * 1000
    while failure == nil && pendingWritten < pending.count {
      let left = (deadline - Self.now()) / 1000
      var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      guard left > 0, poll(&ready, 1, Int32(left)) != 0 else {
        stop("its reader stopped reading")
        break
      }
      flush()
    }
    closed = true
    if Glibc.close(descriptor) != 0 && failure == nil {
      failure = String(cString: strerror(errno))
    }
    return failure
  }

  /// The line and its newline, written now if the file takes it, else kept in order; the first
  /// failure stops the recording.
  private func append(_ line: String) {
    guard failure == nil, !closed else { return }
    pending.append(contentsOf: line.utf8)
    pending.append(0x0A)
    guard pending.count - pendingWritten <= Self.maximumBehind else {
      stop("its reader fell more than \(Self.maximumBehind >> 20) MiB behind")
      return
    }
    flush()
  }

  /// Drops the lines already written from `pending`, once enough of them have piled up.
  private func forgetWritten() {
    if pendingWritten == pending.count {
      pendingOffset += pending.count
      pending.removeAll(keepingCapacity: pending.count <= 1 << 16)
      pendingWritten = 0
    } else if pendingWritten >= 1 << 16,
      let newline = pending[..<pendingWritten].lastIndex(of: 0x0A)
    {
      pending.removeFirst(newline + 1)
      pendingWritten -= newline + 1
      pendingOffset += newline + 1
    }
  }

  /// Ends the recording for `reason`: a regular file loses the part of a line it got, so that
  /// it ends on a whole one.
  private func stop(_ reason: String) {
    failure = reason
    if regular {
      let lastLineEnd = pending[..<pendingWritten].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      if lastLineEnd < pendingWritten {
        _ = ftruncate(descriptor, off_t(pendingOffset + lastLineEnd))
      }
    }
    pending = []
    pendingWritten = 0
  }

  /// `write(2)` of `bytes` from `offset`; on a pipe with SIGPIPE blocked meanwhile, so that a
  /// reader that went away ends the recording (EPIPE) rather than the previewer.
  private static func writeQuietly(
    _ descriptor: Int32, _ bytes: [UInt8], from offset: Int, pipe: Bool
  ) -> Int {
    let write = {
      bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
    }
    guard pipe else { return write() }
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    let count = write()
    let error = errno
    if count < 0 && error == EPIPE {
      // The SIGPIPE this write raised is pending on this thread: take it before unblocking.
      var none = timespec()
      _ = sigtimedwait(&blocked, nil, &none)
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    errno = error
    return count
  }

  /// CLOCK_MONOTONIC in microseconds.
  private static func now() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000_000 + now.tv_nsec / 1000
  }

  /// The file being written, as given.
  public var file: String { path }
}
