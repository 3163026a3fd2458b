import Foundation
import TestSupport
import Testing

extension CommandLineHardeningTests {
  /// In `devices`, in error messages and in `json`: shown as `?` or escaped, never raw.
  @Test func invisibleAndBidiCharactersAreNeverPrintedRaw() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let name = "Odd" + Self.hidden.map { "\\u" + String(format: "%04x", $0.value) }.joined()
      let file = try Self.catalogFile(name: name, in: directory)
      let list = try Binary.run(["devices", "--devices", file])
      #expect(list.status == 0, "\(list.stderr)")
      #expect(!Self.containsHidden(list.stdout), "devices: \(list.stdout.debugDescription)")
      #expect(list.stdout.contains("Odd" + String(repeating: "?", count: Self.hidden.count)))

      let json = try Binary.run(["json", "--devices", file, "--device", "odd"])
      #expect(!Self.containsHidden(json.stdout))
      #expect(json.stdout.contains("\"name\": \"Odd\\u202e\\u2066"), "\(json.stdout.prefix(300))")
      let catalog = try Binary.run(["devices", "--json", "--devices", file])
      #expect(!Self.containsHidden(catalog.stdout))

      for argument in ["iphone\u{202E}x", "\u{2066}iphone-x", "iphone\u{200B}-x\u{2028}"] {
        let unknown = try Binary.run(["json", "--device", argument])
        #expect(unknown.status == 2)
        #expect(!Self.containsHidden(unknown.stderr), "\(unknown.stderr.debugDescription)")
        #expect(ScreenText.rows(unknown.stderr).count == 1, "\(unknown.stderr.debugDescription)")
      }
      let option = try Binary.run(["json", "--nav", "large\u{202E}"])
      #expect(option.status == 2 && !Self.containsHidden(option.stderr), "\(option.stderr)")
    }
  }

  /// Marks that join the letter before them (U+0483–0489) and the soft hyphen take no cell: the
  /// columns of `devices` still line up.
  @Test func zeroWidthMarksAreNotCountedAsCells() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = try Self.catalogFile(
        name: "Zem\\u0483\\u0484\\u0485\\u0486\\u0487\\u0488\\u0489lya\\u00ad phone", in: directory)
      let list = try Binary.run(["devices", "--devices", file])
      #expect(list.status == 0, "\(list.stderr)")
      let zeroWidth: (Unicode.Scalar) -> Bool = {
        (0x483...0x489).contains($0.value) || $0.value == 0xAD
      }
      // Every row has its POINTS column (WxH) at the cell where the header says it starts.
      let rows = ScreenText.rows(list.stdout).map { row in
        Array(row.unicodeScalars.filter { !zeroWidth($0) })
      }
      let header = String(String.UnicodeScalarView(rows[0]))
      let column = try #require(header.range(of: "POINTS")).lowerBound.utf16Offset(in: header)
      for row in rows.dropFirst() {
        let text = String(String.UnicodeScalarView(row))
        #expect(
          row.count > column && row[column - 1] == " " && ("1"..."9").contains(row[column]),
          "columns drift: \(text)")
      }
      #expect(rows.count > 40)
      #expect(list.stdout.unicodeScalars.contains("\u{483}"), "the marks are shown")
    }
  }
}
