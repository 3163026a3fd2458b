/// A key as the app sees it, decoded from the terminal's bytes by `KeyDecoder`.
public enum Key: Hashable, Sendable {
  /// A printable character (space included).
  case character(Unicode.Scalar)
  /// A C0 control byte other than ESC (0x03 Ctrl-C, 0x0C Ctrl-L, 0x1A Ctrl-Z, 0x0D Return, …),
  /// or DEL (0x7F).
  case control(UInt8)
  /// Escape pressed on its own: no byte followed it within the escape delay.
  case escape
  case up, down, left, right, home, end, pageUp, pageDown, insert, delete
  case function(Int)
  /// A well-formed sequence that means nothing here.
  case unknown
}

/// A mouse report (X10 `ESC [ M b x y` or SGR `ESC [ < b ; x ; y M/m`).
public struct MouseEvent: Hashable, Sendable {
  /// 0-based cell position.
  public var column: Int
  public var row: Int
  /// 0 left, 1 middle, 2 right, 64/65 wheel up/down (modifier bits removed).
  public var button: Int
  /// Press (true) or release (false).
  public var pressed: Bool

  public init(column: Int, row: Int, button: Int, pressed: Bool) {
    self.column = column
    self.row = row
    self.button = button
    self.pressed = pressed
  }
}

/// One thing that arrived from the terminal's input.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
}
