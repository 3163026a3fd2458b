import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// The previewer on a bare pseudo-terminal: what it writes, byte for byte.
@Suite struct PseudoTerminalTests {
  /// A toggle sends only what changed: far fewer bytes than the first frame, and no clear-screen.
  @Test func aToggleSendsOnlyWhatChanged() async throws {
    try await offPool {
      // A said theme: this bare pty answers no query, and the first frame would wait for it.
      let pty = try Programs.startOnPty(["--device", "iphone-4", "--ios", "6", "--theme", "dark"])
      let first = pty.readUntilQuiet(quiet: 0.3).bytes
      #expect(first.count > 2000, "the first frame is drawn in full")
      pty.write("h")
      let toggle = pty.readUntilQuiet(quiet: 0.3).bytes
      let text = String(decoding: toggle, as: UTF8.self)
      #expect(text.contains("Personal Hotspot: 1 Connection"))
      #expect(
        toggle.count < first.count / 4,
        "a toggle wrote \(toggle.count) bytes, the frame \(first.count)")
      for clear in ["\u{1B}[2J", "\u{1B}[H\u{1B}[J", "\u{1B}[J"] {
        #expect(!text.contains(clear), "no clear-screen on a toggle")
      }
      pty.write("q")
      let status = try #require(pty.waitStatus(timeout: 5))
      #expect(PseudoTerminal.exitCode(status) == 0)
    }
  }

  /// A key bound to nothing rewrites the event line only; pressed again, it changes nothing on
  /// screen and sends nothing.
  @Test func anUnboundKeySendsTheEventLineOnly() async throws {
    try await offPool {
      let pty = try Programs.startOnPty(["--theme", "dark"])
      _ = pty.readUntilQuiet(quiet: 0.3)
      pty.write("z")
      let first = pty.readUntilQuiet(quiet: 0.3).bytes
      let text = String(decoding: first, as: UTF8.self)
      #expect(text.contains("z does nothing here: ? lists the keys"), "\(text)")
      #expect(first.count < 200, "one line: \(first.count) bytes")
      pty.write("z")
      #expect(pty.readUntilQuiet(quiet: 0.3).bytes.isEmpty)
      pty.write("q")
      #expect(pty.waitStatus(timeout: 5).map(PseudoTerminal.exitCode) == 0)
    }
  }
}
