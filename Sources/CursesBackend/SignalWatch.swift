import Glibc
import Synchronization

/// Signals that arrived and are not handled yet, one bit each.
///
/// Written by the handler, read by the loop. An atomic is async-signal-safe where a lock or an allocation is not.
let pendingSignals = Atomic<UInt64>(0)

/// The write end of the pipe the handler writes a byte to, so a signal that lands after the loop
/// looked at `pendingSignals` and before it blocked in `poll` still wakes it (-1 when closed).
let signalPipeWrite = Atomic<Int32>(-1)

/// Signal handling for the previewer: the handlers only set a bit, and the loop, woken by the
/// interrupted `poll`, does the work (restore the terminal, resize, suspend) outside the handler.
enum SignalWatch {
  /// Terminating signals: restore the terminal, then die of the same signal.
  static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let watched: [Int32] = terminating + [SIGWINCH, SIGCONT, SIGTSTP]

  /// The read end of the wake-up pipe, for the loop's `poll` (-1 before `install`).
  nonisolated(unsafe) static var wakeUpDescriptor: Int32 = -1

  /// Installs the handlers without SA_RESTART, so a blocked `poll` returns EINTR, and opens the
  /// wake-up pipe once.
  ///
  /// Installed before ncurses starts, which then leaves these signals alone.
  static func install() {
    _ = pendingSignals.load(ordering: .relaxed)  // initialise the globals outside any handler
    if wakeUpDescriptor < 0 {
      var ends: [Int32] = [-1, -1]
      if pipe(&ends) == 0 {
        for end in ends {
          _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
          _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeUpDescriptor = ends[0]
        signalPipeWrite.store(ends[1], ordering: .relaxed)
      }
    }
    for signal in watched {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        pendingSignals.bitwiseOr(UInt64(1) << UInt64(number), ordering: .relaxed)
        let descriptor = signalPipeWrite.load(ordering: .relaxed)
        if descriptor >= 0 {
          let savedErrno = errno
          var byte: UInt8 = 0
          _ = Glibc.write(descriptor, &byte, 1)
          errno = savedErrno
        }
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
    // A parent may have started us with these blocked (test runners and some process managers
    // do); blocked, a resize or a hang-up would never be heard.
    var set = sigset_t()
    sigemptyset(&set)
    for signal in watched { sigaddset(&set, signal) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Puts the default handlers back and closes the wake-up pipe.
  static func uninstall() {
    for signal in watched { Glibc.signal(signal, SIG_DFL) }
    let writeEnd = signalPipeWrite.exchange(-1, ordering: .relaxed)
    if writeEnd >= 0 { close(writeEnd) }
    if wakeUpDescriptor >= 0 { close(wakeUpDescriptor) }
    wakeUpDescriptor = -1
  }

  /// Empties the wake-up pipe (the bits in `pendingSignals` say which signals came).
  static func drainWakeUps() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while wakeUpDescriptor >= 0 && read(wakeUpDescriptor, &bytes, bytes.count) > 0 {}
  }

  /// Whether `signal` is waiting.
  static func isPending(_ signal: Int32) -> Bool {
    pendingSignals.load(ordering: .relaxed) & (UInt64(1) << UInt64(signal)) != 0
  }

  /// Takes the pending signals, clearing them.
  static func take() -> Set<Int32> {
    let bits = pendingSignals.exchange(0, ordering: .relaxed)
    var set = Set<Int32>()
    for signal in watched where bits & (UInt64(1) << UInt64(signal)) != 0 { set.insert(signal) }
    return set
  }

  /// Clears `signals` only, leaving any other pending signal (a SIGTERM sent with a SIGCONT, as
  /// `kill %1` does to a stopped job) for the loop to see.
  static func discard(_ signals: [Int32]) {
    var mask: UInt64 = 0
    for signal in signals { mask |= UInt64(1) << UInt64(signal) }
    pendingSignals.bitwiseAnd(~mask, ordering: .relaxed)
  }

  /// Whether a terminating signal is waiting.
  static var terminationPending: Bool { terminating.contains(where: isPending) }

  /// Restores the default handler and raises `signal`, so the process ends the conventional way
  /// (the shell sees "killed by SIGTERM", status 128 + n).
  static func die(of signal: Int32) -> Never {
    Glibc.signal(signal, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    exit(128 + signal)
  }
}

/// Ending the process the way a signal would, after the terminal is restored.
public enum SignalExit {
  public static func die(of signal: Int32) -> Never { SignalWatch.die(of: signal) }
}
