import CNCurses
import Glibc
import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

@testable import CursesBackend

/// The screen a terminal shows after the writer's bytes, checked cell by cell against the frame the
/// renderer made, over a long run of real key presses: the writer's savings (erased runs, spaces
/// that keep the foreground, SGR 39/49) must never change what is on the screen.
extension NCursesState {
  @Suite struct WriterScreenTests {
    @Test func theScreenMatchesEveryFrameOverThreeHundredPresses() throws {
      let columns = 120
      let rows = 40
      let mismatches = try withTerminal("xterm-256color") {
        try replay(columns: columns, rows: rows)
      }
      #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// Every cell the terminal model shows differently from the frame, press by press, and every
    /// sequence the model does not know.
    func replay(columns: Int, rows: Int) throws -> [String] {
      let writer = TerminalWriter(.current(), colors: 256)
      var terminal = XtermModel(columns: columns, rows: rows)
      var state = AppState(
        catalog: .builtIn,
        settings: Settings(
          device: try #require(DeviceCatalog.builtIn.device(matching: "iphone-x"))),
        terminalSize: TerminalSize(columns: columns, rows: rows),
        glyphs: GlyphSet(unicode: true, color: true))
      writer.clearScreen()
      var previous = CellBuffer(width: columns, height: rows)
      let actions: [Action] = [
        .toggleHotspot, .addConnection, .nextDevice, .previousDevice, .nextIOSVersion,
        .previousIOSVersion, .rotate, .toggleFullScreen, .cycleNavigationBar, .cycleBottomBar,
        .toggleExtendedEdges, .cycleStatusBarPreference, .toggleLaunchScreen,
        .toggleSafeAreaOverlay, .toggleInspector, .toggleHelp,
      ]
      var seed: UInt64 = 0x5AFE_A4EA
      var mismatches: [String] = []
      for press in 0..<300 {
        let frame = FrameRenderer.render(state)
        writer.write(
          FrameDiff.changes(from: previous, to: frame),
          size: TerminalSize(columns: columns, rows: rows))
        terminal.feed(writer.takeBytes())
        mismatches += terminal.differences(from: frame).map { "press \(press): \($0)" }
        previous = frame
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        state = Update.apply(actions[Int(seed >> 33) % actions.count], to: state).0
      }
      return mismatches + terminal.unknownSequences.map { "unknown: \($0)" }
    }
  }
}

/// The part of xterm the writer uses: CUP, ECH, CUF, ED, SGR 0/39/49/38;5/48;5/1/2/7, SCS (ignored)
/// and UTF-8 text, on a grid of cells.
struct XtermModel {
  struct Shown: Equatable {
    var glyph: Unicode.Scalar = " "
    var foreground: Int? = nil
    var background: Int? = nil
    var reverse = false
  }

  let columns: Int
  let rows: Int
  var cells: [Shown]
  var row = 0
  var column = 0
  var pen = Shown()
  var unknownSequences: [String] = []

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Shown(), count: columns * rows)
  }

  mutating func feed(_ bytes: [UInt8]) {
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "(") {
        i += 3  // designate a character set: no effect on cells
      } else if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
        var j = i + 2
        while j < bytes.count && !(0x40...0x7E).contains(bytes[j]) { j += 1 }
        guard j < bytes.count else { return }
        let parameters = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
        control(parameters, final: bytes[j])
        i = j + 1
      } else if bytes[i] < 0x20 {
        unknownSequences.append("control \(bytes[i])")
        i += 1
      } else {
        var length = 1
        if bytes[i] >= 0xF0 {
          length = 4
        } else if bytes[i] >= 0xE0 {
          length = 3
        } else if bytes[i] >= 0xC0 {
          length = 2
        }
        let text = String(decoding: bytes[i..<min(i + length, bytes.count)], as: UTF8.self)
        for scalar in text.unicodeScalars { put(scalar) }
        i += length
      }
    }
  }

  mutating func put(_ scalar: Unicode.Scalar) {
    guard row < rows, column < columns else { return }
    var cell = pen
    cell.glyph = scalar
    cells[row * columns + column] = cell
    column = min(column + 1, columns - 1)
  }

  mutating func control(_ parameters: String, final: UInt8) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    let first = max(numbers.first ?? 1, 1)
    switch final {
    case UInt8(ascii: "H"):
      row = max(numbers.first ?? 1, 1) - 1
      column = numbers.count > 1 ? max(numbers[1], 1) - 1 : 0
    case UInt8(ascii: "X"):
      // Erased cells take the current background (bce), nothing else.
      for x in column..<min(columns, column + first) {
        cells[row * columns + x] = Shown(background: pen.background)
      }
    case UInt8(ascii: "C"):
      column = min(columns - 1, column + first)
    case UInt8(ascii: "J") where parameters == "2":
      cells = Array(repeating: Shown(background: pen.background), count: columns * rows)
    case UInt8(ascii: "m"):
      var k = 0
      while k < numbers.count {
        switch numbers[k] {
        case 0: pen = Shown()
        case 1, 2: break
        case 7: pen.reverse = true
        case 39: pen.foreground = nil
        case 49: pen.background = nil
        case 38 where k + 2 < numbers.count && numbers[k + 1] == 5:
          pen.foreground = numbers[k + 2]
          k += 2
        case 48 where k + 2 < numbers.count && numbers[k + 1] == 5:
          pen.background = numbers[k + 2]
          k += 2
        default: unknownSequences.append("SGR \(parameters)")
        }
        k += 1
      }
    default:
      unknownSequences.append("CSI \(parameters) \(Character(Unicode.Scalar(final)))")
    }
  }

  /// Cells that look different from `frame` in the 256-colour palette.
  ///
  /// A space's foreground does not show, so it is not compared.
  func differences(from frame: CellBuffer) -> [String] {
    var found: [String] = []
    for y in 0..<rows {
      for x in 0..<columns {
        let want = frame[x, y]
        let shown = cells[y * columns + x]
        let background = Palette(.dark).color256(want.background)
        let foreground = Palette(.dark).color256(want.foreground)
        let reverse = want.foreground == .highlight
        if shown.glyph != want.glyph || shown.background != background || shown.reverse != reverse
          || (want.glyph != " " && shown.foreground != foreground)
        {
          found.append("(\(x),\(y)) shows \(shown), frame has \(want)")
        }
      }
    }
    return found
  }
}
