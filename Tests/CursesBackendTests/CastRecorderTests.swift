import Foundation
import Testing

@testable import CursesBackend

/// The recorder never waits for its file: a pipe that stops draining ends the recording once it
/// is a megabyte behind, a reader that catches up gets every line, and a reader that leaves ends
/// the recording rather than the process.
@Suite struct CastRecorderTests {
  /// A FIFO in a fresh directory, and a descriptor of it open for reading that this test holds.
  final class FIFO {
    let directory = NSTemporaryDirectory() + "safearea-cast-\(UUID().uuidString)"
    var path: String { directory + "/session.cast" }
    let reader: Int32

    init() {
      mkdir(directory, 0o700)
      mkfifo(directory + "/session.cast", 0o600)
      reader = open(directory + "/session.cast", O_RDONLY | O_NONBLOCK)
    }

    /// Everything the pipe holds now.
    func drain() -> [UInt8] {
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        guard count > 0 else { return bytes }
        bytes += chunk[0..<count]
      }
    }

    deinit {
      close(reader)
      unlink(path)
      rmdir(directory)
    }
  }

  /// A write of `count` printable bytes, as the terminal's output.
  func write(_ count: Int, to recorder: CastRecorder) {
    let bytes = [UInt8](repeating: UInt8(ascii: "A"), count: count)
    bytes.withUnsafeBytes { recorder.output($0) }
  }

  @Test func aStalledPipeEndsTheRecordingOnceAMegabyteBehind() throws {
    let fifo = FIFO()
    let recorder = try CastRecorder.open(fifo.path)
    recorder.begin(columns: 80, rows: 24, title: nil, term: nil)
    var writes = 0
    while recorder.failure == nil && writes < 2000 {
      write(4096, to: recorder)
      writes += 1
    }
    #expect(recorder.failure == "its reader fell more than 1 MiB behind")
    // The pipe's 64 KiB and the megabyte: about 270 writes of 4 KB, not fewer.
    #expect((250...300).contains(writes), "\(writes) writes")
    #expect(recorder.waitingDescriptor == -1, "nothing more is offered")
    #expect(recorder.close(waitingMilliseconds: 0) == "its reader fell more than 1 MiB behind")
  }

  @Test func aReaderThatCatchesUpGetsEveryLine() throws {
    let fifo = FIFO()
    let recorder = try CastRecorder.open(fifo.path)
    recorder.begin(columns: 80, rows: 24, title: "t", term: "xterm")
    for _ in 0..<50 { write(8000, to: recorder) }
    #expect(recorder.waitingDescriptor >= 0, "400 KB do not fit in the pipe: some wait")
    var received: [UInt8] = []
    while recorder.waitingDescriptor >= 0 {
      received += fifo.drain()
      recorder.flush()
    }
    #expect(recorder.close(waitingMilliseconds: 0) == nil)
    received += fifo.drain()
    let lines = received.split(separator: 0x0A, omittingEmptySubsequences: false)
    #expect(lines.count == 52 && lines.last?.isEmpty == true, "header, 50 events, end")
    for line in lines.dropLast() {
      #expect((try? JSONSerialization.jsonObject(with: Data(line))) != nil)
    }
  }

  @Test func aReaderThatLeavesEndsTheRecordingNotTheProcess() throws {
    let fifo = FIFO()
    let recorder = try CastRecorder.open(fifo.path)
    recorder.begin(columns: 80, rows: 24, title: nil, term: nil)
    close(fifo.reader)
    write(100, to: recorder)
    // Still here: the write's SIGPIPE was taken, and the recording ended with EPIPE.
    #expect(recorder.failure == String(cString: strerror(EPIPE)))
    var pending = sigset_t()
    sigpending(&pending)
    #expect(sigismember(&pending, SIGPIPE) == 0, "no SIGPIPE left pending")
  }

  @Test func aFIFOWithoutAReaderIsRefusedAtOnce() throws {
    let directory = NSTemporaryDirectory() + "safearea-cast-\(UUID().uuidString)"
    mkdir(directory, 0o700)
    defer { rmdir(directory) }
    let path = directory + "/nobody.cast"
    mkfifo(path, 0o600)
    defer { unlink(path) }
    #expect(throws: TerminalStartError.self) { try CastRecorder.open(path) }
    do {
      _ = try CastRecorder.open(path)
    } catch {
      #expect(error.message.hasSuffix("no process is reading that FIFO"), "\(error.message)")
    }
  }
}
