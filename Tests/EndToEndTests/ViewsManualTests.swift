import Foundation
import TestSupport
import Testing

/// docs/views.md: every block after `<!-- run: safearea … -->` is that command's output, run
/// from the repository's root, and every block after `<!-- file: PATH -->` is that file.
@Suite struct ViewsManualTests {
  struct Block: Sendable, CustomTestStringConvertible {
    let marker: String
    let body: String
    var testDescription: String { marker }
  }

  static func blocks() throws -> [Block] {
    let url = Binary.packageRoot.appendingPathComponent("docs/views.md")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("<!-- run: ") || line.hasPrefix("<!-- file: ") else {
        index += 1
        continue
      }
      guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
        blocks.append(Block(marker: line, body: "(no block follows)"))
        index += 1
        continue
      }
      var end = index + 2
      while end < lines.count && lines[end] != "```" { end += 1 }
      let body = lines[(index + 2)..<min(end, lines.count)].joined(separator: "\n") + "\n"
      blocks.append(Block(marker: line, body: body))
      index = end + 1
    }
    return blocks
  }

  @Test func theManualHasItsExamples() throws {
    let blocks = try Self.blocks()
    #expect(blocks.filter { $0.marker.hasPrefix("<!-- run: ") }.count >= 5)
    #expect(blocks.filter { $0.marker.hasPrefix("<!-- file: ") }.count >= 3)
  }

  @Test(arguments: try blocks()) func eachBlockIsWhatItsLineSays(_ block: Block) throws {
    let root = Binary.packageRoot.path
    if block.marker.hasPrefix("<!-- file: ") {
      let path = String(block.marker.dropFirst("<!-- file: ".count).dropLast(" -->".count))
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      #expect(block.body == text, "\(path) differs from its block")
      return
    }
    let command = String(block.marker.dropFirst("<!-- run: ".count).dropLast(" -->".count))
    let words = command.split(separator: " ").map(String.init)
    try #require(words.first == "safearea" && words.allSatisfy { !$0.contains("'") })
    let result = try Binary.shell(
      "cd \(TmuxSession.shellQuote(root)) && exec \(TmuxSession.binary) "
        + words.dropFirst().map(TmuxSession.shellQuote).joined(separator: " "))
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout == block.body, "the output of \(command) differs from its block")
  }
}
