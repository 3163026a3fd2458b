/// One terminal cell: a single-width glyph with foreground and background roles.
///
/// For a half block (`▀`), the foreground role colours the upper half and the background role the
/// lower half.
public struct Cell: Hashable, Sendable {
  public var glyph: Unicode.Scalar
  public var foreground: StyleRole
  public var background: StyleRole
  /// Always zero: with it a cell is 8 initialised bytes, so two cells (and two rows) compare as
  /// whole words.
  private var reserved: UInt16 = 0

  public init(
    _ glyph: Unicode.Scalar, _ foreground: StyleRole, _ background: StyleRole = .background
  ) {
    self.glyph = glyph
    self.foreground = foreground
    self.background = background
  }

  /// An empty cell on the terminal's background.
  public static let blank = Cell(" ", .text, .background)

  /// As one 8-byte word (every byte is a field or the zero `reserved`): the diff compares every
  /// cell of every frame.
  @inlinable
  public static func == (a: Cell, b: Cell) -> Bool {
    unsafeBitCast(a, to: UInt64.self) == unsafeBitCast(b, to: UInt64.self)
  }
}
