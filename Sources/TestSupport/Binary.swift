import Foundation

/// Runs the built `safearea` binary as a user would, without a terminal.
public enum Binary {
  /// The `safearea` built next to this test bundle (`swift test` builds it: the test target
  /// depends on it).
  public static let path: String = {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
    // The test runner may live inside the .xctest bundle directory.
    while !FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("safearea").path)
      && dir.path != "/"
    {
      dir = dir.deletingLastPathComponent()
    }
    return dir.appendingPathComponent("safearea").path
  }()

  /// The package root, for files the tests read.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public struct Result {
    public var stdout: String
    public var stderr: String
    public var status: Int32
    /// Whether the process was killed by a signal (then `status` is the signal number).
    public var signaled: Bool
  }

  /// Runs `executable` (default: safearea) with `arguments`, stdin an empty pipe, and waits.
  ///
  /// The process starts with no signal blocked, whatever the calling thread blocks
  /// (`TmuxSession.withSignalsUnblocked`): it would otherwise inherit the test runner's mask
  /// (SIGINT, SIGTERM, SIGCHLD, SIGWINCH and more), and a shell it runs would not hear of them.
  public static func run(
    _ arguments: [String], executable: String = Binary.path, environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    // stderr goes to a file: reading two pipes at once would need a second thread.
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "safearea-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try TmuxSession.withSignalsUnblocked { try process.run() }
    try input.fileHandleForWriting.close()
    // Read stdout to the end before waiting, so a large output cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try err.close()
    let errData = try Data(contentsOf: errURL)
    return Result(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal)
  }

  /// Copies an executable with cp(1), in a process of its own.
  ///
  /// A copy written by this process would be open for writing here for a moment, and a child
  /// another test forks in that moment inherits the descriptor: running the copy then fails with
  /// ETXTBSY ("Text file busy") until that child execs.
  public static func copyExecutable(_ source: String, to destination: String) throws {
    let result = try run([source, destination], executable: "/bin/cp")
    guard result.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination])
    }
  }

  /// Runs a shell command line and returns its output (for pipelines like `| head -1`).
  public static func shell(_ command: String, environment: [String: String]? = nil) throws -> Result
  {
    try run(["-c", command], executable: "/bin/bash", environment: environment)
  }
}

/// A temporary directory removed when the value goes away.
public final class TemporaryDirectory {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "safearea-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}
