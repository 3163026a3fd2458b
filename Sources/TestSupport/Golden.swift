import Foundation
import PhoneLayout
import PhoneTUI

#if canImport(Testing)
  import Testing
#endif

/// Golden files: a frame as plain text (rows wrapped in `|` so trailing spaces show) followed by
/// the role of every cell, one letter each (`StyleRole.letter`).
///
/// They live in a `Golden` directory next to the test file that checks them.
public enum Golden {
  /// The `Golden` directory beside the test file at `filePath`.
  public static func directory(besides filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  }

  /// The golden text of a buffer: glyph rows, then background-role rows, then (for colour frames)
  /// foreground-role rows.
  public static func text(_ buffer: CellBuffer, header: String, foreground: Bool = false) -> String
  {
    var lines = [header, "text:"]
    for y in 0..<buffer.height { lines.append("|" + buffer.text(row: y) + "|") }
    lines.append("background roles:")
    for y in 0..<buffer.height {
      lines.append("|" + String((0..<buffer.width).map { buffer[$0, y].background.letter }) + "|")
    }
    if foreground {
      lines.append("foreground roles:")
      for y in 0..<buffer.height {
        lines.append("|" + String((0..<buffer.width).map { buffer[$0, y].foreground.letter }) + "|")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // Swift Testing is visible to test builds only; a release build of the package (which builds
  // this target too) has no use for the assertion.
  #if canImport(Testing)
    /// Compares `actual` with `Golden/<name>.txt` beside the calling test file.
    ///
    /// When the file is missing or RECORD_GOLDENS=1, it writes the file and fails, so a new golden is
    /// always reviewed before it passes.
    public static func assertMatches(
      _ actual: String, named name: String, filePath: String = #filePath,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let url = directory(besides: filePath).appendingPathComponent(name + ".txt")
      let record = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
      guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "Recorded golden \(name).txt: review it, then run the tests again",
          sourceLocation: sourceLocation)
        return
      }
      guard expected != actual else { return }
      let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
      var diff: [String] = []
      for i in 0..<max(a.count, b.count) where i >= a.count || i >= b.count || a[i] != b[i] {
        diff.append(
          "line \(i + 1):\n  - \(i < a.count ? a[i] : "")\n  + \(i < b.count ? b[i] : "")")
        if diff.count == 12 { break }
      }
      let report = diff.joined(separator: "\n")
      Issue.record(
        "\(name).txt differs (RECORD_GOLDENS=1 re-records):\n\(report)",
        sourceLocation: sourceLocation)
    }
  #endif
}
