import Glibc

/// `--record FILE`: writes every byte the terminal is sent to FILE as an asciicast v2
/// recording, a line a write, as it happens (a session that dies leaves a file that plays up to
/// that point).
///
/// `CursesTerminal` opens it before it writes anything to the terminal and hands it each write
/// from the one place bytes are sent. The bytes a signal handler sends as it restores the
/// terminal on a crash are not recorded: a handler may not format or allocate.
public final class CastRecorder {
  private let descriptor: Int32
  private let path: String
  /// CLOCK_MONOTONIC at the header, in microseconds.
  private var start = 0
  /// A character cut off at the end of the last write, for the next one.
  private var carried: [UInt8] = []
  /// Why writing stopped, if it did (a full disk): the rest of the session is not recorded.
  public private(set) var failure: String?

  /// Creates (or empties) the file at `path`, or says in one line why it cannot be written.
  public static func open(_ path: String) throws(TerminalStartError) -> CastRecorder {
    let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw TerminalStartError(
        message: "--record: cannot write '\(CursesTerminal.shown(path, limit: 200))': "
          + String(cString: strerror(errno)))
    }
    return CastRecorder(descriptor: descriptor, path: path)
  }

  private init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  deinit { close() }

  /// Writes the header for a terminal of `columns`×`rows`; time starts now.
  func begin(columns: Int, rows: Int, title: String?, term: String?) {
    start = Self.now()
    append(
      Asciicast.header(
        width: columns, height: rows, timestamp: time(nil), title: title, term: term))
  }

  /// Records one write to the terminal.
  func output(_ bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty else { return }
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

  /// Writes what is left and closes the file; the failure, if writing failed.
  @discardableResult
  public func close() -> String? {
    guard descriptor >= 0, !closed else { return failure }
    if !carried.isEmpty {
      // The session ended inside a character: what there is, byte for byte (Latin-1).
      let tail = carried
      carried = []
      let (text, _) = Asciicast.quoted(tail)
      append("[\(Asciicast.seconds(Self.now() - start)), \"o\", \(text)]")
    }
    closed = true
    if Glibc.close(descriptor) != 0 && failure == nil {
      failure = String(cString: strerror(errno))
    }
    return failure
  }

  private var closed = false

  /// The line and its newline, written at once; the first failure stops the recording.
  private func append(_ line: String) {
    guard failure == nil, !closed else { return }
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count > 0 {
        offset += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        failure = count < 0 ? String(cString: strerror(errno)) : "nothing was written"
        return
      }
    }
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
