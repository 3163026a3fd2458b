import CNCurses
import Glibc
import PhoneTUI
import Testing

@testable import CursesBackend

/// The writer's bytes, against terminfo descriptions loaded from the system (on /dev/null, so no
/// terminal is touched).
extension NCursesState {
  @Suite struct TerminalWriterTests {
    /// Runs `body` with `term` loaded as the current terminal.
    func withTerminal<T>(_ term: String, _ body: () throws -> T) throws -> T {
      let output = try #require(fopen("/dev/null", "w"))
      let input = try #require(fopen("/dev/null", "r"))
      defer {
        fclose(output)
        fclose(input)
      }
      let screen = try #require(newterm(term, output, input))
      defer {
        endwin()
        delscreen(screen)
      }
      return try body()
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func oneRunIsOneMoveOneStyleAndItsCharacters() throws {
      let bytes = try withTerminal("xterm-256color") {
        let writer = TerminalWriter(colors: 256, columns: { 80 }, rows: { 24 })
        writer.write([
          CellChange(x: 3, y: 2, cell: Cell("a", .label, .content)),
          CellChange(x: 4, y: 2, cell: Cell("b", .label, .content)),
          CellChange(x: 5, y: 2, cell: Cell("▀", .statusBar, .content)),
        ])
        return writer.takeBytes()
      }
      // sgr0 (first style), then 16 on 255, then 242 on 255; one cursor move for the run.
      #expect(
        Self.text(bytes)
          == "\u{1B}[3;4H\u{1B}(B\u{1B}[m\u{1B}[38;5;16m\u{1B}[48;5;255mab\u{1B}[38;5;242m▀")
    }

    @Test func aGapMeansAnotherMoveAndTheStyleIsKept() throws {
      let text = try withTerminal("xterm-256color") {
        let writer = TerminalWriter(colors: 256, columns: { 80 }, rows: { 24 })
        writer.write([
          CellChange(x: 0, y: 0, cell: Cell("x", .text)),
          CellChange(x: 9, y: 0, cell: Cell("y", .text)),
        ])
        return Self.text(writer.takeBytes())
      }
      #expect(text == "\u{1B}[1;1H\u{1B}(B\u{1B}[mx\u{1B}[1;10Hy")
    }

    @Test func longRunsOfSpacesAreErased() throws {
      let text = try withTerminal("xterm-256color") {
        let writer = TerminalWriter(colors: 256, columns: { 80 }, rows: { 24 })
        let run = (0..<20).map { CellChange(x: 10 + $0, y: 5, cell: Cell(" ", .text, .content)) }
        writer.write(run + [CellChange(x: 30, y: 5, cell: Cell("z", .label, .content))])
        return Self.text(writer.takeBytes())
      }
      #expect(text.contains("\u{1B}[20X\u{1B}[20C"))
      #expect(!text.contains(String(repeating: " ", count: 12)))
      #expect(text.hasSuffix("z"))
    }

    /// A bezel character on the content colour, then one on the terminal's background.
    func backToTheDefaultBackground(_ term: String) throws -> String {
      try withTerminal(term) {
        let writer = TerminalWriter(colors: 256, columns: { 80 }, rows: { 24 })
        writer.write([
          CellChange(x: 0, y: 0, cell: Cell("│", .bezel, .content)),
          CellChange(x: 1, y: 0, cell: Cell("│", .bezel, .background)),
        ])
        return Self.text(writer.takeBytes())
      }
    }

    @Test func withAXOnlyTheBackgroundIsReset() throws {
      // xterm-256color has AX (user_caps(5)): SGR 49 resets the background alone.
      #expect(
        try backToTheDefaultBackground("xterm-256color")
          == "\u{1B}[1;1H\u{1B}(B\u{1B}[m\u{1B}[38;5;245m\u{1B}[48;5;255m│\u{1B}[49m│")
      // putty-256color has no AX: op resets both colours, and the foreground is set again.
      #expect(
        try backToTheDefaultBackground("putty-256color")
          == "\u{1B}[1;1H\u{1B}[m\u{0F}\u{1B}[38;5;245m\u{1B}[48;5;255m│\u{1B}[39;49m\u{1B}[38;5;245m│"
      )
    }

    @Test func aSpaceKeepsTheForegroundItCannotShow() throws {
      let text = try withTerminal("xterm-256color") {
        let writer = TerminalWriter(colors: 256, columns: { 80 }, rows: { 24 })
        writer.write([
          CellChange(x: 0, y: 0, cell: Cell("a", .label, .content)),
          // Same background, another foreground: nothing to send for a space.
          CellChange(x: 1, y: 0, cell: Cell(" ", .text, .content)),
          // Another background: the background alone changes.
          CellChange(x: 2, y: 0, cell: Cell(" ", .text, .underContent)),
          // A character needs its own foreground again (default: SGR 39 under AX).
          CellChange(x: 3, y: 0, cell: Cell("b", .text, .underContent)),
        ])
        return Self.text(writer.takeBytes())
      }
      #expect(
        text
          == "\u{1B}[1;1H\u{1B}(B\u{1B}[m\u{1B}[38;5;16m\u{1B}[48;5;255ma \u{1B}[48;5;152m \u{1B}[39mb"
      )
    }

    @Test func paddingMarkupIsRemoved() {
      #expect(TerminalWriter.withoutPadding(Array("\u{1B}[H$<5>".utf8)) == Array("\u{1B}[H".utf8))
      #expect(TerminalWriter.withoutPadding(Array("a$<2*/>b".utf8)) == Array("ab".utf8))
      #expect(TerminalWriter.withoutPadding(Array("cost $5 <x>".utf8)) == Array("cost $5 <x>".utf8))
    }

    @Test func vt100GetsNoPaddingAndNoColour() throws {
      let text = try withTerminal("vt100") {
        let writer = TerminalWriter(colors: 0, columns: { 80 }, rows: { 24 })
        writer.write([CellChange(x: 1, y: 1, cell: Cell("h", .heading))])
        return Self.text(writer.takeBytes())
      }
      #expect(!text.contains("$<"))
      #expect(!text.contains("38;5") && !text.contains("[3"))
      #expect(
        text.contains("\u{1B}[1m"), "headings are bold in monochrome: \(text.debugDescription)")
      #expect(text.hasSuffix("h"))
    }

    @Test func theBottomRightCellIsWrittenOnlyWhereItCannotScroll() throws {
      // xterm defers the wrap (xenl): safe.
      let xterm = try withTerminal("xterm-256color") {
        let writer = TerminalWriter(colors: 256, columns: { 10 }, rows: { 5 })
        writer.write([CellChange(x: 9, y: 4, cell: Cell("!", .text))])
        return Self.text(writer.takeBytes())
      }
      #expect(xterm.hasSuffix("!"))
      // A terminal with automatic margins and no deferred wrap would scroll.
      let adm3a = try withTerminal("adm3a") {
        let writer = TerminalWriter(colors: 0, columns: { 10 }, rows: { 5 })
        writer.write([CellChange(x: 9, y: 4, cell: Cell("!", .text))])
        return Self.text(writer.takeBytes())
      }
      #expect(!adm3a.contains("!"))
    }
  }
}
