import Foundation
import TestSupport
import Testing

/// The commands where their output or their input turns hostile: a full disk, a closed stdout,
/// invisible and reordering characters, marks that take no cell, numbers written oddly, absurd
/// device names.
@Suite struct CommandLineHardeningTests {
  /// Every command that prints to stdout.
  static let commands: [[String]] = [
    ["json"], ["show"], ["devices"], ["devices", "--json"], ["--help"], ["--version"],
  ]

  /// `> /dev/full` and `>&-`: one line on stderr naming the error, exit status 1 (it was 0).
  @Test(arguments: commands)
  func aWriteErrorOnStdoutIsReported(_ command: [String]) async throws {
    try await offPool {
      let words = ([TmuxSession.binary] + command).joined(separator: " ")
      for (redirection, reason) in [
        ("> /dev/full", "no space left on device"), (">&-", "bad file descriptor"),
      ] {
        let result = try Binary.shell(
          "\(words) \(redirection); echo \"STATUS=$?\" >&2",
          environment: Programs.plainEnvironment())
        #expect(
          result.stderr == "safearea: cannot write the output: \(reason)\nSTATUS=1\n",
          "\(command) \(redirection): \(result.stderr.debugDescription)")
      }
    }
  }

  /// A catalog whose names carry bidi controls, zero-width characters, separators and marks.
  static func catalogFile(name: String, in directory: TemporaryDirectory) throws -> String {
    let printed = try Binary.run(["devices", "--json"]).stdout
    let start = try #require(printed.range(of: "    {\n      \"id\": \"iphone-x\""))
    let rest = printed[start.lowerBound...]
    let end = try #require(rest.range(of: "\n    }"))
    let entry = String(rest[..<end.upperBound])
      .replacingOccurrences(of: "\"id\": \"iphone-x\"", with: "\"id\": \"odd\"")
      .replacingOccurrences(of: "\"name\": \"iPhone X\"", with: "\"name\": \"\(name)\"")
    let file = directory.path("odd.json")
    try "{\n  \"schemaVersion\": 1,\n  \"devices\": [\n\(entry)\n  ]\n}\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  static let hidden: [Unicode.Scalar] = [
    "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{200C}", "\u{200D}",
    "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}", "\u{FEFF}",
  ]

  static func containsHidden(_ text: String) -> Bool {
    text.unicodeScalars.contains { hidden.contains($0) }
  }

}
