import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// Issues 18 and 22: with `--theme auto` the first frame is drawn at once in the fallback
/// palette, whether or not the terminal answers the background question; an answer that comes
/// later, even split across reads, repaints in its palette if it changes it, and never counts as
/// keys.
///
/// This pty is the terminal: it answers late, or not at all.
@Suite struct FirstFrameTests {
  static let lightBody = ThemeTests.lightBody
  static let darkBody = ThemeTests.darkBody
  static let query = ThemeTests.query
  /// xterm-256color's `clear`, which starts every full repaint.
  static let clear = "\u{1B}[H\u{1B}[2J"

  /// A terminal that never answers: the first frame comes all the same, in the fallback palette.
  ///
  /// How soon is the bench's to measure (its unanswered start-up case, against the
  /// floor), never a timed assertion on this shared machine; the test prints it.
  @Test func theFirstFrameDoesNotWaitForTheTerminal() async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty([])
      defer { Programs.killIfRunning(pty.pid) }
      let asked = pty.readUntil(Self.query)
      #expect(asked.found, "no OSC 11 query")
      let askedAt = PseudoTerminal.now()
      // The frame may come in the same read as the question: look in what was read already first.
      let marker = Array(ScreenText.frameMarker.utf8)
      var frame = (bytes: asked.bytes, found: PseudoTerminal.contains(asked.bytes, marker))
      if !frame.found {
        let rest = pty.readUntil(ScreenText.frameMarker, limit: 30)
        frame = (asked.bytes + rest.bytes, rest.found)
      }
      let waited = PseudoTerminal.now() - askedAt
      #expect(frame.found, "no first frame")
      print("FirstFrameTests: first frame \(Int(waited * 1000)) ms after the question")
      let drawn = String(
        decoding: frame.bytes + pty.readUntilQuiet(quiet: 0.3).bytes, as: UTF8.self)
      #expect(drawn.contains(Self.darkBody) && !drawn.contains(Self.lightBody))
      pty.write("q")
      _ = Programs.readToEnd(pty)
      #expect(pty.waitStatus(timeout: 5).flatMap(PseudoTerminal.exitCode) == 0)
    }
  }

  /// How the terminal answers, after the first frame is drawn.
  struct Late: Sendable, CustomTestStringConvertible {
    var name: String
    var colorFGBG: String?
    /// The answer, in the pieces the terminal sends 150 ms apart (longer than the escape delay).
    var pieces: [String]
    /// The body colour the first frame has, and the one after the answer (nil: no repaint).
    var first: String
    var after: String?
    var testDescription: String { name }
  }

  static let late = [
    Late(
      name: "white, split inside rgb:", colorFGBG: nil,
      pieces: ["\u{1B}]11;rgb:ff", "ff/ffff/ffff\u{07}\u{1B}[?64;1;2c"], first: darkBody,
      after: lightBody),
    Late(
      name: "white, split after ESC ]", colorFGBG: nil,
      pieces: ["\u{1B}]", "11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62c"], first: darkBody,
      after: lightBody),
    Late(
      name: "black over a light COLORFGBG", colorFGBG: "0;15",
      pieces: ["\u{1B}]11;rgb:0000/0000/0000\u{1B}", "\\\u{1B}[?62", "c"], first: lightBody,
      after: darkBody),
    Late(
      name: "black, as the fallback", colorFGBG: nil,
      pieces: ["\u{1B}]11;rgb:1111/1111/1111\u{07}", "\u{1B}[?64;1;2c"], first: darkBody,
      after: nil),
  ]

  @Test(arguments: late) func aLateAnswerRepaintsAndIsNeverKeys(_ late: Late) async throws {
    try await offPool {
      let environment = late.colorFGBG.map { ["COLORFGBG": $0] } ?? [:]
      let pty = try Programs.startPreviewerOnPty([], environment: environment)
      defer { Programs.killIfRunning(pty.pid) }
      let asked = pty.readUntil(Self.query)
      #expect(asked.found, "no OSC 11 query")
      // The first frame may have come in the same read as the query.
      var bytes = asked.bytes
      if !String(decoding: bytes, as: UTF8.self).contains(ScreenText.frameMarker) {
        let frame = pty.readUntil(ScreenText.frameMarker, limit: 30)
        #expect(frame.found, "no first frame before the answer")
        bytes += frame.bytes
      }
      let first = String(decoding: bytes + pty.readUntilQuiet(quiet: 0.3).bytes, as: UTF8.self)
      #expect(first.contains(late.first), "the first frame in the fallback palette")
      var answered: [UInt8] = []
      for piece in late.pieces {
        pty.write(piece)
        answered += pty.readUntilQuiet(quiet: 0.15).bytes
      }
      answered += pty.readUntilQuiet(quiet: 0.4).bytes
      let text = String(decoding: answered, as: UTF8.self)
      if let after = late.after {
        let repaint = try #require(text.range(of: Self.clear), "no repaint: \(text.prefix(200))")
        let again = text[repaint.upperBound...]
        #expect(again.contains(after), "repainted in the answer's palette")
        #expect(again.contains(ScreenText.frameMarker), "the whole screen again")
      } else {
        #expect(
          answered.isEmpty, "an answer that changes nothing draws nothing: \(text.prefix(200))")
      }
      // None of it was keys: `rgb:` would rotate (r) and toggle glass (g), `ffff` full screen,
      // BEL is Ctrl-G, and the ESC alone would quit.
      for word in ["landscape", "setFullScreen", "does nothing here", "UIDesignRequires"] {
        #expect(!text.contains(word), "\(word): \(text.prefix(300))")
      }
      #expect(pty.waitStatus(timeout: 0) == nil, "still running")
      pty.write("h")
      #expect(pty.readUntil("1 connection").found, "keys still work")
      pty.write("q")
      _ = Programs.readToEnd(pty)
      #expect(pty.waitStatus(timeout: 5).flatMap(PseudoTerminal.exitCode) == 0)
    }
  }

  /// Escape pressed before any answer came still quits, after the usual escape delay.
  @Test func escapeStillQuitsWhileTheAnswerIsAwaited() async throws {
    try await offPool {
      let pty = try Programs.startPreviewerOnPty([])
      defer { Programs.killIfRunning(pty.pid) }
      #expect(pty.readUntil(ScreenText.frameMarker).found)
      pty.write("\u{1B}")
      _ = Programs.readToEnd(pty, limit: 5)
      #expect(pty.waitStatus(timeout: 5).flatMap(PseudoTerminal.exitCode) == 0)
    }
  }
}
