import Foundation
import TestSupport
import Testing

/// Issue 22: an error line quotes at most 60 characters of any piece of a user's file (a key, a
/// word, a number, a name) and marks the cut with `…`, as the README promises, however long the
/// piece is.
@Suite struct QuotedInputTests {
  /// A file whose one error quotes a long piece made of `filler`.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// `--views` or `--devices`.
    var option: String
    var filler: Character
    /// The file's text around `piece`, which stands for the long run of `filler` (`entry` is the
    /// built-in iPhone X's catalog entry).
    var make: @Sendable (_ piece: String, _ entry: String) -> String
    /// Words the error must have besides the cut piece.
    var says: String
    var length = 100_000
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an unknown key", option: "--views", filler: "k",
      make: { piece, _ in #"{"\#(piece)": 1, "views": []}"# },
      says: ": unknown key (expected one of"),
    Case(
      name: "an unknown key deep inside", option: "--views", filler: "k",
      make: { piece, _ in #"{"views": [{"name": "a", "\#(piece)": 1}]}"# }, says: "views[0] (a)."),
    Case(
      name: "a duplicate key", option: "--views", filler: "d",
      make: { piece, _ in #"{"\#(piece)": 1, "\#(piece)": 2}"# },
      says: "not valid JSON: duplicate key \""),
    Case(
      name: "a 500,000-digit number", option: "--views", filler: "9",
      make: { piece, _ in #"{"views": [{"name": "a", "frame": {"x": \#(piece)}}]}"# },
      says: "not valid JSON: number ", length: 500_000),
    Case(
      name: "an unknown framework", option: "--views", filler: "f",
      make: { piece, _ in #"{"framework": "\#(piece)", "views": []}"# },
      says: "unknown framework \"",
      length: 200),
    Case(
      name: "an unknown anchor", option: "--views", filler: "n",
      make: { piece, _ in #"{"views": [{"name": "a", "top": {"to": "\#(piece)"}, "height": 4}]}"# },
      says: "unknown anchor \"", length: 200),
    Case(
      name: "an unknown region", option: "--views", filler: "r",
      make: { piece, _ in
        #"{"views": [{"name": "a", "top": {"to": "safeArea"}, "height": 4, "#
          + #""left": {"to": "safeArea"}, "width": 4, "ignoresSafeArea": {"regions": "\#(piece)"}}]}"#
      },
      says: "unknown region \"", length: 200),
    Case(
      name: "a name taken", option: "--views", filler: "t",
      make: { piece, _ in
        let view = #"{"name": "\#(piece)", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
        return #"{"views": [\#(view), \#(view)]}"#
      },
      says: "is taken", length: 64),
    Case(
      name: "a catalog key", option: "--devices", filler: "c",
      make: { piece, _ in #"{"schemaVersion": 2, "\#(piece)": []}"# },
      says: ": unknown key (expected one of"),
    Case(
      name: "a status", option: "--devices", filler: "s",
      make: { piece, entry in
        CatalogFileTests.catalog([entry]).replacingOccurrences(
          of: #""status": "C""#, with: #""status": "\#(piece)""#)
      },
      says: "expected \"C\", \"S\" or \"U\", found \"", length: 200),
  ]

  @Test(arguments: cases) func aLongPieceIsCutAtSixtyCharacters(_ c: Case) async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("file.json")
      let piece = String(repeating: c.filler, count: c.length)
      let entry = c.option == "--devices" ? try CatalogFileTests.entry() : ""
      try c.make(piece, entry).write(toFile: file, atomically: false, encoding: .utf8)
      let result = try Binary.run(["json", c.option, file])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      let line = result.stderr
      #expect(line.hasPrefix("safearea: \(file):"), "\(line.prefix(300))")
      #expect(line.filter { $0 == "\n" }.count == 1, "one line")
      #expect(line.contains(c.says), "\(line.prefix(300))")
      // Exactly 60 of the piece, then the mark, and never a longer run.
      let cut = String(repeating: c.filler, count: 60) + "…"
      #expect(line.contains(cut), "\(line.prefix(400))")
      #expect(!line.contains(String(repeating: c.filler, count: 61)), "\(line.prefix(400))")
      #expect(line.utf8.count < 600, "\(line.utf8.count) bytes: \(line.prefix(400))")
    }
  }

  /// A piece of 60 characters or fewer is quoted whole, with no mark.
  @Test func aShortPieceIsQuotedWhole() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("file.json")
      let key = String(repeating: "k", count: 60)
      try #"{"\#(key)": 1, "\#(key)": 2}"#.write(toFile: file, atomically: false, encoding: .utf8)
      let result = try Binary.run(["json", "--views", file])
      #expect(
        result.stderr == "safearea: \(file):1:\(key.count + 9): not valid JSON: duplicate key "
          + "\"\(key)\"\n", "\(result.stderr)")
    }
  }
}
