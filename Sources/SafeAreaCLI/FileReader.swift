#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with the C library (the binary links no Foundation).
public enum FileReader {
  /// Why a file could not be read, as words for an error line.
  public struct Failure: Error, Equatable, Sendable {
    public var reason: String
  }

  /// The file's bytes; refuses to read more than `limit` bytes, so a huge file fails fast
  /// instead of filling memory, and refuses anything but a regular file.
  ///
  /// Nothing here can block: a FIFO (or /dev/stdin on a pipe or a terminal) would wait in
  /// `open` or `read` for a writer that may never write, and on a live reload that wait is the
  /// previewer's only thread, deaf to keys and signals. So the path is checked with `stat`
  /// before it is opened (a device is never opened at all), opened without blocking, and checked
  /// again on the descriptor (the path may have changed in between).
  public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    try read(FilePath(path), limit: limit)
  }

  /// The bytes of the file whose path is `path`'s bytes, which need not be UTF-8.
  public static func read(_ file: FilePath, limit: Int) throws(Failure) -> [UInt8] {
    let path = file.cString
    var named = stat()
    guard stat(path, &named) == 0 else { throw Failure(reason: describe(errno)) }
    try requireRegular(named)
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { throw Failure(reason: describe(errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw Failure(reason: describe(errno)) }
    try requireRegular(info)
    if Int(info.st_size) > limit {
      throw Failure(
        reason: "\(info.st_size) bytes is more than a devices or views file may be (\(limit))")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: describe(errno))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      // A file that grows while it is read still stops at the limit.
      if bytes.count > limit {
        throw Failure(reason: "more than \(limit) bytes, more than a devices or views file may be")
      }
    }
    return bytes
  }

  /// Refuses what `info` describes unless it is a regular file.
  private static func requireRegular(_ info: stat) throws(Failure) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw Failure(reason: "is a directory")
    default: throw Failure(reason: "not a regular file")
    }
  }

  /// Writes `text` to the file at `path`, replacing it.
  public static func write(_ text: String, to path: String) throws(Failure) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw Failure(reason: describe(errno)) }
    defer { close(fd) }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: describe(errno))
      }
      offset += count
    }
  }

  static func describe(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES: "permission denied"
    case EISDIR: "is a directory"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}

/// Writes to the standard streams with `write(2)`, so a closed pipe ends the process with SIGPIPE
/// the way `yes | head -1` does, without buffering surprises.
public enum StandardStream {
  /// Writes all of `text` to `fd`, waiting with `poll` when the descriptor is non-blocking and
  /// full; returns the error that stopped it (`ENOSPC` for /dev/full, `EBADF` for a closed
  /// stream), or nil when everything was written.
  @discardableResult
  public static func write(_ text: String, to fd: Int32) -> Int32? {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK {
          var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        return errno
      }
      offset += count
    }
    return nil
  }

  /// An error from `write` in words for an error line.
  public static func describe(_ code: Int32) -> String { FileReader.describe(code) }
}
