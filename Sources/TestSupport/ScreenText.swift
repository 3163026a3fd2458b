/// Reading a terminal screen (from tmux's `capture-pane`, a pty, or `show`'s output) as a person
/// would: its rows, the phone's outline, `stty -a`'s words, the colours its escapes select.
public enum ScreenText {
  /// Text the previewer writes in one piece (no attribute change inside) whenever it draws a frame.
  public static let frameMarker = "frames in points"

  /// The phone's outline as seen on a screen: where its title row is and what it says.
  public struct Outline: Equatable, CustomStringConvertible {
    /// The row of the top corners, from 0.
    public var row: Int
    /// The column of the left corners, from 0.
    public var column: Int
    /// The title row from the top-left corner to the top-right corner inclusive.
    public var title: String
    /// The row of the bottom corners, or nil when they are not on the screen.
    public var bottomRow: Int?

    /// The column of the right corners, from 0.
    public var rightColumn: Int { column + title.unicodeScalars.count - 1 }

    /// The outline's width in columns, corners included.
    public var width: Int { title.unicodeScalars.count }

    /// The major iOS version in the title (`… · iOS 16 ─…`), if it shows one.
    public var ios: Int? {
      guard let range = title.range(of: "· iOS ") else { return nil }
      return Int(title[range.upperBound...].prefix { $0.isNumber })
    }

    public var description: String {
      "outline at row \(row) column \(column) to \(rightColumn), bottom row "
        + "\(bottomRow.map(String.init) ?? "none"): \(title)"
    }
  }

  /// The rows of a screen or of text output, without the empty string after the last newline.
  public static func rows(_ screen: String) -> [String] {
    var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// The last row with anything on it, trimmed.
  public static func lastNonEmptyRow(_ screen: String) -> String? {
    rows(screen).map { $0.trimmingSpaces }.last { !$0.isEmpty }
  }

  /// The phone's outline on `screen` (box drawing or ASCII corners), if its title is there.
  public static func outline(_ screen: String) -> Outline? {
    let grid = rows(screen).map { Array($0.unicodeScalars) }
    let topLeft: Set<Unicode.Scalar> = ["╭", "┌", "+"]
    let topRight: Set<Unicode.Scalar> = ["╮", "┐", "+"]
    let bottomLeft: Set<Unicode.Scalar> = ["╰", "└", "+"]
    let bottomRight: Set<Unicode.Scalar> = ["╯", "┘", "+"]
    for (row, scalars) in grid.enumerated() {
      guard
        let left = scalars.indices.first(where: { index in
          topLeft.contains(scalars[index]) && index + 1 < scalars.count
            && (scalars[index + 1] == "─" || scalars[index + 1] == "-")
        })
      else { continue }
      guard
        let right = scalars.indices.first(where: { $0 > left && topRight.contains(scalars[$0]) })
      else { continue }
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[left...right])
      let title = String(view)
      guard title.contains("iPhone") || title.contains("iPod") else { continue }
      let bottom = grid.indices.first { index in
        index > row && grid[index].count > right && bottomLeft.contains(grid[index][left])
          && bottomRight.contains(grid[index][right])
      }
      return Outline(row: row, column: left, title: title, bottomRow: bottom)
    }
    return nil
  }

  /// The screen's words, split at white space and `;` (for reading `stty -a`).
  public static func words(_ screen: String) -> Set<String> {
    Set(screen.split { $0.isWhitespace || $0 == ";" }.map(String.init))
  }

  /// Whether `stty -a`'s local modes are on the screen.
  public static func showsLocalModes(_ screen: String) -> Bool {
    let words = words(screen)
    return (words.contains("icanon") || words.contains("-icanon"))
      && (words.contains("echo") || words.contains("-echo"))
  }

  /// Whether `stty -a` on `screen` shows a cooked terminal: canonical mode and echo on.
  public static func showsCookedModes(_ screen: String) -> Bool {
    let words = words(screen)
    return words.contains("icanon") && !words.contains("-icanon") && words.contains("echo")
      && !words.contains("-echo")
  }

  /// The kinds of colour the SGR sequences in `text` select.
  ///
  /// `8` (30–37, 40–47), `16` (90–97, 100–107), `256` (`38;5;n`, `48;5;n`) and `rgb`
  /// (`38;2;…`).
  public static func colourKinds(_ text: String) -> Set<String> {
    var kinds = Set<String>()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index + 1 < scalars.count {
      guard scalars[index] == "\u{1B}", scalars[index + 1] == "[" else {
        index += 1
        continue
      }
      var end = index + 2
      while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
      guard end < scalars.count else { break }
      if scalars[end] == "m" {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[(index + 2)..<end])
        let parameters = String(view).split(separator: ";", omittingEmptySubsequences: false)
          .map { Int($0) ?? 0 }
        var position = 0
        while position < parameters.count {
          let parameter = parameters[position]
          if parameter == 38 || parameter == 48 {
            let mode = position + 1 < parameters.count ? parameters[position + 1] : 0
            kinds.insert(mode == 2 ? "rgb" : "256")
            position += mode == 2 ? 5 : 3
            continue
          }
          if (30...37).contains(parameter) || (40...47).contains(parameter) { kinds.insert("8") }
          if (90...97).contains(parameter) || (100...107).contains(parameter) {
            kinds.insert("16")
          }
          position += 1
        }
      }
      index = end + 1
    }
    return kinds
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
