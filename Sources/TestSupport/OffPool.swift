import Foundation

/// Runs `body`, which blocks (it drives tmux or a pseudo-terminal and sleeps while it waits), on
/// a thread of its own rather than on one of Swift's cooperative pool, which has one thread a
/// core.
///
/// An end-to-end test spends most of its time asleep: held on the pool, two of them (on two
/// cores) would take both threads, and every other test, of every target, would wait. Through
/// this, a test is `async` and its thread is a new one that only it sleeps on, so the pool stays
/// free and many such tests run at once (DECISIONS 62).
///
/// `body` runs in the calling task (on a task executor that gives each job a new thread), so
/// `#expect` and `#require` inside it are recorded against the test that runs it, as they were
/// when the test was synchronous. At most `width` bodies run at once; the others wait on their own
/// threads, before their clocks (timeouts) start.
public func offPool<T>(_ body: () throws -> T) async throws -> T {
  try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { () throws -> T in
    OffPoolWidth.slots.wait()
    defer { OffPoolWidth.slots.signal() }
    return try body()
  }
}

/// How many `offPool` bodies run at once.
public enum OffPoolWidth {
  /// Eight a core: enough that the waits overlap, few enough that the programs under test (and
  /// their tmux servers) do not starve each other past their tests' timeouts on a loaded machine.
  public static let width = 8 * max(1, ProcessInfo.processInfo.activeProcessorCount)

  /// The free places.
  static let slots = DispatchSemaphore(value: width)
}

/// A task executor that runs each job it is given on a new thread, which ends with the job.
///
/// Only `offPool` uses it, for synchronous bodies: each such body is one job.
final class ThreadPerJobExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = ThreadPerJobExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let thread = Thread { job.runSynchronously(on: executor) }
    // As much stack as the main thread gets by default, for the deepest test.
    thread.stackSize = 8 << 20
    thread.start()
  }
}
