import Foundation
import Testing

@testable import CursesBackend

/// The asciicast lines, read back with Foundation's JSON parser as a player would.
@Suite struct AsciicastTests {
  /// `line` parsed as JSON.
  func parsed(_ line: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(line.utf8), options: [])
  }

  /// An output line's data as the bytes a player would write (the string's UTF-8).
  func data(_ line: String) throws -> [UInt8] {
    let event = try #require(try parsed(line) as? [Any])
    #expect(event.count == 3)
    #expect(event[1] as? String == "o")
    return Array(try #require(event[2] as? String).utf8)
  }

  @Test func theHeaderIsVersionTwoWithTheTerminalsSize() throws {
    let line = Asciicast.header(
      width: 120, height: 40, timestamp: 1_700_000_000, title: "safearea tour \"hotspot\"",
      term: "xterm-256color")
    let header = try #require(try parsed(line) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 120)
    #expect(header["height"] as? Int == 40)
    #expect(header["timestamp"] as? Int == 1_700_000_000)
    #expect(header["title"] as? String == "safearea tour \"hotspot\"")
    #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    #expect(!line.contains("\n"))
  }

  /// Escapes, controls, quotes, box drawing and half blocks come back byte for byte.
  @Test func outputRoundTripsEveryByteOfUTF8Text() throws {
    var bytes: [UInt8] = Array(0..<0x80)
    bytes += Array("╭─ iPhone X · iOS 16 ─╮▀▄█≈→ \u{1B}[38;5;231m\"\\\u{7F}".utf8)
    let (line, rest) = Asciicast.output(bytes, microseconds: 1_250_000)
    #expect(rest.isEmpty)
    #expect(line.hasPrefix("[1.250000, \"o\", \""))
    #expect(!line.contains("\n") && !line.contains("\u{1B}"), "controls are escaped")
    #expect(try data(line) == bytes)
  }

  /// A character cut in two by the end of a write is left out and carried to the next event;
  /// the two events replay to the same bytes.
  @Test func aCharacterSplitAcrossWritesIsCarriedWhole() throws {
    let all = Array("ab╭─▀c😀d".utf8)
    for cut in 1..<all.count {
      let (first, rest) = Asciicast.output(Array(all[..<cut]), microseconds: 0)
      let (second, after) = Asciicast.output(rest + all[cut...], microseconds: 1)
      #expect(after.isEmpty)
      let replayed = try data(first) + data(second)
      #expect(replayed == all, "cut at \(cut)")
      #expect(rest.count < 4)
    }
  }

  /// Bytes that are not UTF-8 become the character with the same number (Latin-1): an 8-bit
  /// CSI stays a CSI (U+009B), and nothing is lost or merged.
  @Test func bytesThatAreNotUTF8BecomeLatin1() throws {
    let bytes: [UInt8] = [0x9B, 0x31, 0x6D, 0xFF, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x41]
    let (line, rest) = Asciicast.output(bytes, microseconds: 0)
    #expect(rest.isEmpty)
    let event = try #require(try parsed(line) as? [Any])
    let text = try #require(event[2] as? String)
    #expect(text.unicodeScalars.map(\.value) == bytes.map(UInt32.init))
  }

  @Test func secondsHaveSixDecimals() {
    #expect(Asciicast.seconds(0) == "0.000000")
    #expect(Asciicast.seconds(7) == "0.000007")
    #expect(Asciicast.seconds(61_500_000) == "61.500000")
    #expect(
      Asciicast.resize(columns: 80, rows: 24, microseconds: 2_000_001)
        == "[2.000001, \"r\", \"80x24\"]")
  }
}
