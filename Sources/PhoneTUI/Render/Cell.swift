/// One terminal cell: a single-width glyph with foreground and background roles.
///
/// For a half block (`▀`), the foreground role colours the upper half and the background role the
/// lower half.
public struct Cell: Hashable, Sendable {
  public var glyph: Unicode.Scalar
  public var foreground: StyleRole
  public var background: StyleRole

  public init(
    _ glyph: Unicode.Scalar, _ foreground: StyleRole, _ background: StyleRole = .background
  ) {
    self.glyph = glyph
    self.foreground = foreground
    self.background = background
  }

  /// An empty cell on the terminal's background.
  public static let blank = Cell(" ", .text, .background)

  /// Field by field, inlined: the diff compares every cell of every frame.
  @inlinable
  public static func == (a: Cell, b: Cell) -> Bool {
    a.glyph == b.glyph && a.foreground == b.foreground && a.background == b.background
  }
}
