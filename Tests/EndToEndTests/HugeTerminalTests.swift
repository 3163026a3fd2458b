import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// Terminals that say they are enormous: the previewer draws within its largest drawing area
/// (1000×500) and leaves the rest blank, so memory and time stay bounded; `show` bounds the
/// terminal's size the same way.
@Suite struct HugeTerminalTests {
  /// A terminal size, given by the window or by LINES and COLUMNS.
  struct Huge: Sendable, CustomTestStringConvertible {
    var columns: Int
    var rows: Int
    /// Whether the size comes from LINES and COLUMNS (the window being 120×40).
    var fromEnvironment = false
    var testDescription: String {
      "\(columns)x\(rows)\(fromEnvironment ? " from LINES and COLUMNS" : "")"
    }
  }

  static let sizes = [
    Huge(columns: 5000, rows: 5000), Huge(columns: 32767, rows: 32767),
    Huge(columns: 32767, rows: 32767, fromEnvironment: true),
  ]

  /// Peak memory allowed, in KiB: a debug build peaks near 13 MiB at 100×40 and 23 MiB at
  /// 32767×32767 (the drawing area's 1000×500); it used to pass 8 GB.
  static let memoryBoundKiB = 64 * 1024

  @Test(arguments: sizes)
  func thePreviewerDrawsWithinBoundsOnAHugeTerminal(_ huge: Huge) async throws {
    try await offPool {
      let pty =
        huge.fromEnvironment
        ? try Programs.startPreviewerOnPty(
          environment: ["LINES": String(huge.rows), "COLUMNS": String(huge.columns)])
        : try Programs.startPreviewerOnPty(columns: huge.columns, rows: huge.rows)
      let first = pty.readUntil(ScreenText.frameMarker, limit: 60)
      #expect(first.found, "no frame")
      _ = pty.readUntilQuiet(quiet: 0.3, limit: 30)
      let peak = try #require(pty.peakResidentKiB(), "no VmHWM")
      #expect(peak < Self.memoryBoundKiB, "peak resident memory \(peak) KiB")
      // Nothing is drawn beyond the drawing area: no cursor move past row 500 or column 1000.
      let text = String(decoding: first.bytes, as: UTF8.self)
      let moves = text.split(separator: "\u{1B}[").compactMap { part -> (Int, Int)? in
        guard let end = part.firstIndex(of: "H") else { return nil }
        let numbers = part[..<end].split(separator: ";").compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
      }
      #expect(!moves.isEmpty)
      #expect(moves.allSatisfy { $0.0 <= 500 && $0.1 <= 1000 }, "a move outside 1000x500")
      pty.write("h")
      #expect(pty.readUntil("1 connection", limit: 30).found, "no answer to h")
      pty.write("q")
      let rest = Programs.readToEnd(pty, limit: 30)
      let status = try #require(pty.waitStatus(timeout: 10), "q did not end it")
      #expect(PseudoTerminal.exitCode(status) == 0, "wait status \(status)")
      TerminalState.expectRestored(rest, pty)
    }
  }

  /// `show` on a terminal that reports 65535×65535 printed a frame that size, or aborted trying
  /// to allocate 34 GB; now it prints the drawing area.
  @Test func showOnA65535SquareTerminalPrintsTheDrawingArea() async throws {
    try await offPool {
      let pty = try Programs.startOnPty(["show"], columns: 65535, rows: 65535)
      let bytes = Programs.readToEnd(pty, limit: 60)
      let status = try #require(pty.waitStatus(timeout: 10), "show did not end")
      #expect(PseudoTerminal.exitCode(status) == 0, "wait status \(status)")
      let text = String(decoding: bytes, as: UTF8.self)
      let rows = text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
      #expect(rows.count == 500, "\(rows.count) rows")
      let plain = text.replacing(/\x1B\[[0-9;]*m/, with: "")
      let widths = plain.split(separator: "\r\n").map { $0.unicodeScalars.count }
      #expect(widths.allSatisfy { $0 <= 1000 }, "a row wider than 1000: \(widths.max() ?? 0)")
      #expect(plain.contains(ScreenText.frameMarker))
    }
  }
}
