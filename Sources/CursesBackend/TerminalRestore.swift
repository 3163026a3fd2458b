import Glibc
import Synchronization

// What a signal handler needs to put the terminal back, kept where a handler may read it: atomics
// holding a descriptor and the addresses of memory allocated once and never freed while armed.
/// The terminal's output descriptor while it is in the program's modes, else -1.
let restoreDescriptor = Atomic<Int32>(-1)
/// The prepared reset bytes (address and count).
let restoreBytesAddress = Atomic<Int>(0)
let restoreBytesCount = Atomic<Int>(0)
/// The shell's terminal modes (the address of a `termios`).
let restoreModesAddress = Atomic<Int>(0)

/// Putting the terminal back on any way out, a crash included.
///
/// `prepare` stores the reset bytes (attributes off, mouse off, cursor shown, main screen, keypad
/// off) and the shell's modes once; `arm` and `disarm` say whether the terminal is in the
/// program's modes. `restoreNow` uses only async-signal-safe calls (`tcflush`, `write`, `poll`,
/// `tcsetattr`), so the handlers of the deadly signals call it and then die of the same signal
/// with its default action, as htop does for SIGSEGV.
enum TerminalRestore {
  /// Signals whose default action ends the process and that the loop does not handle itself:
  /// each restores the terminal from its handler, then kills the process the same way.
  static let deadly: [Int32] = [
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR, SIGSYS, SIGIO,
    SIGPIPE, SIGSTKFLT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
  ]
  /// The faults: handled whatever their disposition was (a runtime may have its own handler).
  static let faults: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
  /// Cancels an escape sequence the terminal may be in the middle of (CAN, ECMA-48).
  static let cancel: UInt8 = 0x18

  /// The dispositions replaced by `installHandlers`, to put back.
  nonisolated(unsafe) private static var replaced: [(Int32, sigaction)] = []
  nonisolated(unsafe) private static var alternateStack: UnsafeMutableRawPointer?

  /// Stores what `restoreNow` sends and sets, for the terminal at `descriptor` (not armed yet).
  static func prepare(resetBytes: [UInt8], shellModes: termios) {
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(resetBytes.count, 1))
    bytes.initialize(from: resetBytes, count: resetBytes.count)
    let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    modes.initialize(to: shellModes)
    // The previous allocations stay: a handler may be reading them right now.
    restoreBytesCount.store(0, ordering: .sequentiallyConsistent)
    restoreBytesAddress.store(Int(bitPattern: bytes), ordering: .sequentiallyConsistent)
    restoreBytesCount.store(resetBytes.count, ordering: .sequentiallyConsistent)
    restoreModesAddress.store(Int(bitPattern: modes), ordering: .sequentiallyConsistent)
  }

  /// The terminal at `descriptor` is in the program's modes from now on.
  static func arm(_ descriptor: Int32) {
    restoreDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
  }

  /// The terminal is back in the shell's modes.
  static func disarm() { restoreDescriptor.store(-1, ordering: .sequentiallyConsistent) }

  /// Puts the terminal back at once, and only once.
  ///
  /// Discards output the terminal has not read yet (a frame it may never read, if it stalled),
  /// cancels a sequence cut in half, sends the reset bytes and restores the shell's modes.
  /// Async-signal-safe; does nothing when not armed, or when the process is not in the
  /// foreground (touching the terminal would stop it).
  static func restoreNow() {
    let descriptor = restoreDescriptor.exchange(-1, ordering: .sequentiallyConsistent)
    guard descriptor >= 0, tcgetpgrp(descriptor) == getpgrp() else { return }
    let savedErrno = errno
    defer { errno = savedErrno }
    tcflush(descriptor, TCOFLUSH)
    var cancelByte = cancel
    writeAll(descriptor, &cancelByte, 1)
    if let bytes = UnsafeRawPointer(
      bitPattern: restoreBytesAddress.load(ordering: .sequentiallyConsistent))
    {
      writeAll(descriptor, bytes, restoreBytesCount.load(ordering: .sequentiallyConsistent))
    }
    if let modes = UnsafePointer<termios>(
      bitPattern: restoreModesAddress.load(ordering: .sequentiallyConsistent))
    {
      tcsetattr(descriptor, TCSANOW, modes)
    }
  }

  /// Writes `count` bytes, waiting up to a second for room when the descriptor is non-blocking.
  private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) {
    var offset = 0
    var waits = 0
    while offset < count {
      let written = write(descriptor, bytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && waits < 10 {
        var fds = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&fds, 1, 100)
        waits += 1
      } else {
        return
      }
    }
  }

  /// Installs the handlers for `deadly` (the faults always; the others only where the
  /// disposition is the default, so an ignored SIGPIPE or SIGUSR1 stays ignored), on an
  /// alternate stack so that a stack overflow can still be handled.
  static func installHandlers() {
    // Initialise the globals outside any handler.
    _ = restoreDescriptor.load(ordering: .relaxed)
    _ = restoreBytesAddress.load(ordering: .relaxed)
    _ = restoreBytesCount.load(ordering: .relaxed)
    _ = restoreModesAddress.load(ordering: .relaxed)
    if alternateStack == nil {
      let size = 1 << 16
      if let memory = malloc(size) {
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
        if sigaltstack(&stack, nil) == 0 { alternateStack = memory } else { free(memory) }
      }
    }
    for signal in deadly {
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      let handler = previous.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) }
      if !faults.contains(signal) && handler != nil && handler != 0 { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        TerminalRestore.restoreNow()
        Glibc.signal(number, SIG_DFL)
        // Blocked while this handler runs: delivered, with its default action, as it returns (a
        // fault is also raised again by the instruction that caused it).
        raise(number)
      }
      sigfillset(&action.sa_mask)
      action.sa_flags = SA_ONSTACK
      if sigaction(signal, &action, nil) == 0 { replaced.append((signal, previous)) }
    }
    // A blocked fault kills without running the handler: unblock them (a blocked SIGUSR1 is
    // never delivered, so it needs nothing).
    var set = sigset_t()
    sigemptyset(&set)
    for signal in faults { sigaddset(&set, signal) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Puts back the dispositions `installHandlers` replaced.
  static func uninstallHandlers() {
    for (signal, var previous) in replaced { sigaction(signal, &previous, nil) }
    replaced = []
  }
}
