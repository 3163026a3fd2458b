import CPseudoTerminal
import Glibc

/// A program running on a pseudo-terminal, driven the way a terminal emulator drives it.
///
/// Bytes in, bytes out, a window size, signals. For the end-to-end tests and the benchmark.
public final class PseudoTerminal {
  public let pid: pid_t
  public let master: Int32
  public private(set) var exitStatus: Int32?
  private var reaped = false
  /// Output read while waiting for the program to end, kept for the next `read`.
  private var unread: [UInt8] = []

  /// Monotonic seconds.
  public static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  public struct SpawnError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Starts `executable` on a new pseudo-terminal of `columns`×`rows`; with `nonBlocking` the
  /// terminal's open description has O_NONBLOCK set, as a program that died with it set leaves it.
  public init(
    executable: String, arguments: [String], environment: [String: String], columns: Int, rows: Int,
    nonBlocking: Bool = false
  ) throws {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var fd: Int32 = -1
    let child = pty_spawn(
      executable, argv, envp, Int32(columns), Int32(rows), nonBlocking ? 1 : 0, &fd)
    guard child > 0, fd >= 0 else {
      throw SpawnError(description: "could not start \(executable) on a pty: errno \(errno)")
    }
    pid = child
    master = fd
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    if !reaped {
      kill(pid, SIGKILL)
      _ = waitStatus(timeout: 2)
    }
    close(master)
  }

  /// Writes all of `bytes` (the person typing, or pasting).
  public func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes {
        Glibc.write(master, $0.baseAddress! + offset, $0.count - offset)
      }
      if n > 0 {
        offset += n
      } else if n < 0 && (errno == EAGAIN || errno == EINTR) {
        // The pty's input queue is full: let the program read, keep draining its output.
        _ = read(timeout: 0.005)
      } else {
        return
      }
    }
  }

  public func write(_ text: String) { write(Array(text.utf8)) }

  /// Whatever output arrives within `timeout` seconds (waits for the first byte, then takes what
  /// is there).
  public func read(timeout: Double) -> [UInt8] {
    if !unread.isEmpty {
      defer { unread = [] }
      return unread + readAvailable(timeout: 0)
    }
    return readAvailable(timeout: timeout)
  }

  private func readAvailable(timeout: Double) -> [UInt8] {
    var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&fds, 1, Int32(timeout * 1000)) > 0 else { return [] }
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      out += buffer[0..<n]
    }
    return out
  }

  /// Output until the program has been quiet for `quiet` seconds (or `limit` passed): the bytes
  /// and the time the last one arrived.
  public func readUntilQuiet(quiet: Double, limit: Double = 10) -> (bytes: [UInt8], last: Double) {
    let deadline = Self.now() + limit
    var bytes: [UInt8] = []
    var last = Self.now()
    while Self.now() < deadline {
      let chunk = read(timeout: quiet)
      if chunk.isEmpty { break }
      bytes += chunk
      last = Self.now()
    }
    return (bytes, last)
  }

  /// Output until `text` appears in it (as bytes), or `limit` passes.
  public func readUntil(_ text: String, limit: Double = 10) -> (bytes: [UInt8], found: Bool) {
    let needle = Array(text.utf8)
    let deadline = Self.now() + limit
    var bytes: [UInt8] = []
    while Self.now() < deadline {
      bytes += read(timeout: 0.05)
      if Self.contains(bytes, needle) { return (bytes, true) }
      if waitStatus(timeout: 0) != nil { bytes += read(timeout: 0.05); break }
    }
    return (bytes, Self.contains(bytes, needle))
  }

  public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0] && Array(haystack[start..<start + needle.count]) == needle {
      return true
    }
    return false
  }

  public func resize(columns: Int, rows: Int) {
    _ = pty_resize(master, Int32(columns), Int32(rows))
  }

  public func signal(_ number: Int32) { kill(pid, number) }

  /// The raw wait status once the program ended within `timeout` seconds, else nil.
  @discardableResult
  public func waitStatus(timeout: Double) -> Int32? {
    if let exitStatus { return exitStatus }
    let deadline = Self.now() + timeout
    repeat {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        exitStatus = status
        reaped = true
        return status
      }
      // Keep draining, so a program blocked on a full pty can finish; keep what it wrote.
      unread += readAvailable(timeout: 0.01)
    } while Self.now() < deadline
    return nil
  }

  /// The exit code of a program that exited normally, or nil.
  public static func exitCode(_ status: Int32) -> Int32? {
    status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
  }

  /// The signal that ended a program, or nil.
  public static func terminatingSignal(_ status: Int32) -> Int32? {
    let signal = status & 0x7F
    return signal != 0 && signal != 0x7F ? signal : nil
  }

  /// Peak resident memory in KiB (`VmHWM` from /proc), while the program runs.
  public func peakResidentKiB() -> Int? {
    guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, file) != nil {
      let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      if text.hasPrefix("VmHWM:") {
        return Int(text.dropFirst(6).filter { $0.isNumber })
      }
    }
    return nil
  }

  /// The CPU time the child has run, in seconds (the kernel's scheduler statistics: every
  /// nanosecond on a core, none of the time it waited or a shared machine took the core away).
  public func cpuSeconds() -> Double? {
    guard let file = fopen("/proc/\(pid)/schedstat", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, 128, file) != nil else { return nil }
    let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    guard let first = text.split(separator: " ").first, let nanoseconds = Double(first) else {
      return nil
    }
    return nanoseconds / 1e9
  }
}
