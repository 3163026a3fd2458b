import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// `--theme auto` asks the terminal for its background (OSC 11, then DA1, which ends its
/// answers), draws at once in COLORFGBG's palette or else dark, and repaints in the answer's.
///
/// This pty is the terminal: it answers or not.
@Suite struct ThemeTests {
  /// The phone body's colour in each palette (xterm-256color's setab for 236 and 238).
  static let lightBody = "\u{1B}[48;5;236m"
  static let darkBody = "\u{1B}[48;5;238m"
  static let query = "\u{1B}]11;?"

  /// Starts the previewer, answers its query with `reply` (if any), and returns the last whole
  /// frame it drew: the first, or the repaint an answer that changes the palette causes (the
  /// first frame does not wait for it).
  func firstFrame(
    _ arguments: [String] = [], reply: String?, environment: [String: String] = [:]
  ) throws -> String {
    let pty = try Programs.startPreviewerOnPty(arguments, environment: environment)
    defer {
      pty.write("q")
      _ = Programs.readToEnd(pty, limit: 5)
    }
    var bytes: [UInt8] = []
    if let reply {
      let asked = pty.readUntil(Self.query)
      #expect(asked.found, "no OSC 11 query")
      bytes += asked.bytes
      pty.write(reply)
    }
    // The first frame may have come in the same read as the query: wait only if it has not.
    if !String(decoding: bytes, as: UTF8.self).contains(ScreenText.frameMarker) {
      let frame = pty.readUntil(ScreenText.frameMarker)
      #expect(frame.found, "no first frame")
      bytes += frame.bytes
    }
    bytes += pty.readUntilQuiet(quiet: 0.3).bytes
    let text = String(decoding: bytes, as: UTF8.self)
    // Every whole frame starts with xterm-256color's `clear`.
    guard let last = text.range(of: "\u{1B}[H\u{1B}[2J", options: .backwards) else { return text }
    return String(text[last.lowerBound...])
  }

  @Test func aWhiteBackgroundGetsTheLightPalette() async throws {
    try await offPool {
      let drawn = try firstFrame(reply: "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?64;1;2c")
      #expect(drawn.contains(Self.lightBody) && !drawn.contains(Self.darkBody))
    }
  }

  @Test func aBlackBackgroundGetsTheDarkPalette() async throws {
    try await offPool {
      let drawn = try firstFrame(reply: "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62c")
      #expect(drawn.contains(Self.darkBody) && !drawn.contains(Self.lightBody))
    }
  }

  /// A terminal that knows no OSC 11 still answers DA1: COLORFGBG decides, at once.
  @Test func noAnswerThenCOLORFGBG() async throws {
    try await offPool {
      let start = Date()
      let drawn = try firstFrame(reply: "\u{1B}[?6c", environment: ["COLORFGBG": "0;15"])
      #expect(drawn.contains(Self.lightBody))
      #expect(Date().timeIntervalSince(start) < 5)
    }
  }

  /// Nothing answers and nothing is said: dark.
  @Test func silenceMeansDark() async throws {
    try await offPool {
      let drawn = try firstFrame(reply: nil)
      #expect(drawn.contains(Self.query), "it asked")
      #expect(drawn.contains(Self.darkBody))
    }
  }

  /// A said theme asks nothing.
  @Test func aSaidThemeAsksNothing() async throws {
    try await offPool {
      let drawn = try firstFrame(["--theme", "light"], reply: nil)
      #expect(!drawn.contains(Self.query))
      #expect(drawn.contains(Self.lightBody))
    }
  }

  /// A key typed while the terminal was asked is not lost, and the answers are not keys.
  @Test func keysTypedDuringTheQueryAreKept() async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty([])
      #expect(pty.readUntil(Self.query).found)
      pty.write("h\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?64;1;2c")
      #expect(pty.readUntil("1 connection").found, "the h typed meanwhile")
      pty.write("q")
      let status = try #require(pty.waitStatus(timeout: 10))
      #expect(PseudoTerminal.exitCode(status) == 0)
    }
  }

  @Test func showTakesTheThemeFromCOLORFGBGOrTheOption() async throws {
    try await offPool {
      let light = try Binary.run(["show", "--color", "always", "--theme", "light"])
      #expect(light.stdout.contains("48;5;236"))
      let said = try Binary.shell(
        "COLORFGBG='0;15' exec \(TmuxSession.binary) show --color always",
        environment: ["LANG": "C.UTF-8"])
      #expect(said.stdout.contains("48;5;236"))
      let dark = try Binary.run(["show", "--color", "always"])
      #expect(dark.stdout.contains("48;5;238"))
      let bad = try Binary.run(["show", "--theme", "sepia"])
      #expect(bad.status == 2 && bad.stderr.contains("--theme"))
    }
  }
}
