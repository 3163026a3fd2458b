import CNCurses
import Glibc
import PhoneTUI
import TestSupport
import Testing

@testable import CursesBackend

/// The writer's bytes, against terminfo descriptions loaded from the system (on /dev/null, so no
/// terminal is touched).
extension NCursesState {
  @Suite struct TerminalWriterTests {
    /// What the writer sends for `changes` on `term`.
    func written(
      _ changes: [CellChange], term: String = "xterm-256color", colors: Int = 256,
      columns: Int = 80, rows: Int = 24
    ) throws -> String {
      try withTerminal(term) {
        let writer = TerminalWriter(.current(), colors: colors)
        writer.write(changes, size: TerminalSize(columns: columns, rows: rows))
        return Self.text(writer.takeBytes())
      }
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func oneRunIsOneMoveOneStyleAndItsCharacters() throws {
      let text = try written([
        CellChange(x: 3, y: 2, cell: Cell("a", .label, .content)),
        CellChange(x: 4, y: 2, cell: Cell("b", .label, .content)),
        CellChange(x: 5, y: 2, cell: Cell("▀", .statusBar, .content)),
      ])
      // sgr0 (first style), then label on content (16 on 231), then the status bar's colour on
      // content; one cursor move for the run.
      let status = try #require(Palette(.dark).color256(.statusBar))
      #expect(
        text
          == "\u{1B}[3;4H\u{1B}(B\u{1B}[m\u{1B}[38;5;16m\u{1B}[48;5;231mab\u{1B}[38;5;\(status)m▀")
    }

    @Test func aStyleChangeMadeAgainSendsTheSameBytes() throws {
      // Label and status-bar ink back and forth on the content colour: each change after the
      // first two is the writer's remembered bytes for that pair, in the right direction.
      let roles: [StyleRole] = [.label, .statusBar, .label, .statusBar, .label]
      let text = try written(
        roles.enumerated().map {
          CellChange(x: $0.offset, y: 0, cell: Cell("x", $0.element, .content))
        })
      let status = try #require(Palette(.dark).color256(.statusBar))
      let toStatus = "\u{1B}[38;5;\(status)mx"
      let toLabel = "\u{1B}[38;5;16mx"
      #expect(
        text
          == "\u{1B}[1;1H\u{1B}(B\u{1B}[m\u{1B}[38;5;16m\u{1B}[48;5;231mx" + toStatus + toLabel
          + toStatus + toLabel)
    }

    @Test func aRememberedStyleChangeDependsOnWhereItStarts() throws {
      // Into the status bar's style from the label's (the ink alone changes) and then from plain
      // text on the terminal's background (the background changes too): each is what a fresh
      // writer sends for that one change.
      let cells = [
        Cell("x", .label, .content), Cell("x", .statusBar, .content), Cell("x", .text),
        Cell("x", .statusBar, .content), Cell("x", .label, .content),
        Cell("x", .statusBar, .content),
      ]
      func row(_ cells: [Cell]) -> [CellChange] {
        cells.enumerated().map { CellChange(x: $0.offset, y: 0, cell: $0.element) }
      }
      var expected = try written(row([cells[0]]))
      for index in 1..<cells.count {
        let before = try written(row([cells[index - 1]]))
        let pair = try written(row([cells[index - 1], cells[index]]))
        #expect(pair.hasPrefix(before))
        expected += pair.dropFirst(before.count)
      }
      #expect(try written(row(cells)) == expected)
    }

    @Test func aGapMeansAnotherMoveAndTheStyleIsKept() throws {
      let text = try written([
        CellChange(x: 0, y: 0, cell: Cell("x", .text)),
        CellChange(x: 9, y: 0, cell: Cell("y", .text)),
      ])
      #expect(text == "\u{1B}[1;1H\u{1B}(B\u{1B}[mx\u{1B}[1;10Hy")
    }

    @Test func longRunsOfSpacesAreErased() throws {
      let run = (0..<20).map { CellChange(x: 10 + $0, y: 5, cell: Cell(" ", .text, .content)) }
      let text = try written(run + [CellChange(x: 30, y: 5, cell: Cell("z", .label, .content))])
      #expect(text.contains("\u{1B}[20X\u{1B}[20C"))
      #expect(!text.contains(String(repeating: " ", count: 12)))
      #expect(text.hasSuffix("z"))
    }

    @Test func withAXOnlyTheBackgroundIsReset() throws {
      // A bezel character on the content colour, then one on the terminal's background.
      let changes = [
        CellChange(x: 0, y: 0, cell: Cell("│", .bezel, .content)),
        CellChange(x: 1, y: 0, cell: Cell("│", .bezel, .background)),
      ]
      let bezel = try #require(Palette(.dark).color256(.bezel))
      // xterm-256color has AX (user_caps(5)): SGR 49 resets the background alone.
      #expect(
        try written(changes)
          == "\u{1B}[1;1H\u{1B}(B\u{1B}[m\u{1B}[38;5;\(bezel)m\u{1B}[48;5;231m│\u{1B}[49m│")
      // putty-256color has no AX: op resets both colours, and the foreground is set again.
      #expect(
        try written(changes, term: "putty-256color")
          == "\u{1B}[1;1H\u{1B}[m\u{0F}\u{1B}[38;5;\(bezel)m\u{1B}[48;5;231m│\u{1B}[39;49m\u{1B}[38;5;\(bezel)m│"
      )
    }

    @Test func aSpaceKeepsTheForegroundItCannotShow() throws {
      let text = try written([
        CellChange(x: 0, y: 0, cell: Cell("a", .label, .content)),
        // Same background, another foreground: nothing to send for a space.
        CellChange(x: 1, y: 0, cell: Cell(" ", .text, .content)),
        // Another background: the background alone changes.
        CellChange(x: 2, y: 0, cell: Cell(" ", .text, .underContent)),
        // A character needs its own foreground again (default: SGR 39 under AX).
        CellChange(x: 3, y: 0, cell: Cell("b", .text, .underContent)),
      ])
      let under = try #require(Palette(.dark).color256(.underContent))
      #expect(
        text
          == "\u{1B}[1;1H\u{1B}(B\u{1B}[m\u{1B}[38;5;16m\u{1B}[48;5;231ma \u{1B}[48;5;\(under)m \u{1B}[39mb"
      )
    }

    @Test func vt100GetsNoPaddingAndNoColour() throws {
      let text = try written(
        [CellChange(x: 1, y: 1, cell: Cell("h", .heading))], term: "vt100", colors: 0)
      #expect(!text.contains("$<"))
      #expect(!text.contains("38;5") && !text.contains("[3"))
      #expect(
        text.contains("\u{1B}[1m"), "headings are bold in monochrome: \(text.debugDescription)")
      #expect(text.hasSuffix("h"))
    }

    @Test func theBottomRightCellIsWrittenOnlyWhereItCannotScroll() throws {
      let corner = [CellChange(x: 9, y: 4, cell: Cell("!", .text))]
      // xterm defers the wrap (xenl): safe.
      #expect(try written(corner, columns: 10, rows: 5).hasSuffix("!"))
      // A terminal with automatic margins and no deferred wrap would scroll.
      #expect(!(try written(corner, term: "adm3a", colors: 0, columns: 10, rows: 5).contains("!")))
      // Nor does a run of spaces carry the writer into that cell (cons25: am, no xenl, ech, bce).
      let lastRow = (0..<10).map { CellChange(x: $0, y: 4, cell: Cell(" ", .text, .content)) }
      let cons25 = try written(lastRow, term: "cons25", colors: 8, columns: 10, rows: 5)
      #expect(cons25.hasSuffix(String(repeating: " ", count: 9)))
      #expect(!cons25.contains(String(repeating: " ", count: 10)))
    }
  }
}
