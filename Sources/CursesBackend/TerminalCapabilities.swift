import CNCurses
import Glibc

/// Everything safearea sends to a terminal, read once from its terminfo entry and made safe.
///
/// Plain strings lose their padding markup (`$<…>`); parameterised ones are checked and expanded
/// by `ParameterizedCapability`, and one it refuses counts as missing, with the reason kept in
/// `refused`. Nothing here is sent through `tputs` or `tiparm`.
struct TerminalCapabilities: Sendable {
  // Drawing.
  var cursorAddress: ParameterizedCapability?
  var eraseCharacters: ParameterizedCapability?
  var cursorRight: ParameterizedCapability?
  var foreground: ParameterizedCapability?
  var background: ParameterizedCapability?
  var resetAttributes: [UInt8] = []
  var bold: [UInt8]?
  var dim: [UInt8]?
  var reverse: [UInt8]?
  var defaultColors: [UInt8]?
  var clearScreen: [UInt8] = []
  // Setting up and tearing down.
  var enterAlternateScreen: [UInt8]?
  var exitAlternateScreen: [UInt8]?
  var hideCursor: [UInt8]?
  var showCursor: [UInt8]?
  var keypadOff: [UInt8]?
  var insertModeOff: [UInt8]?
  var autoMarginOn: [UInt8]?
  var autoMarginOff: [UInt8]?
  var scrollRegion: ParameterizedCapability?
  /// `XM` (user_caps(5)): the terminal's own way to turn mouse reporting on (1) and off (0).
  var mouseMode: ParameterizedCapability?
  /// `kmous`: what a mouse report starts with (`\E[<` for SGR reports, `\E[M` for X10 ones).
  var mouseReport: [UInt8]?
  var lineDrawing = false
  // Flags and numbers.
  var autoMargins = false
  var deferredWrap = false
  var backgroundColorErase = false
  /// `AX`: SGR 39 and 49 reset one colour each.
  var separateDefaultColors = false
  /// `colors`, or -1.
  var colors = -1
  /// Capabilities the entry has but safearea refused, with why (for the start-up error).
  ///
  /// A list, not a dictionary: a `String`-keyed dictionary's type is built at its first use by
  /// scanning every conformance in the binary for `String: Hashable`, here before the first
  /// frame.
  var refused: [(name: String, reason: String)] = []

  /// Why `name` was refused, if it was.
  func refusal(of name: String) -> String? { refused.first { $0.name == name }?.reason }

  init() {}

  /// The capabilities of ncurses' current terminal (after `setupterm`).
  static func current() -> TerminalCapabilities {
    var c = TerminalCapabilities()
    var refused: [(name: String, reason: String)] = []
    func plain(_ name: String) -> [UInt8]? {
      string(name).map { ParameterizedCapability.withoutPadding($0) }
    }
    func parameterized(_ name: String, _ parameters: Int) -> ParameterizedCapability? {
      guard let text = string(name) else { return nil }
      do throws(ParameterizedCapability.Refusal) {
        return try ParameterizedCapability(text, parameters: parameters)
      } catch {
        refused.append((name, error.description))
        return nil
      }
    }
    c.cursorAddress = parameterized("cup", 2)
    c.eraseCharacters = parameterized("ech", 1)
    c.cursorRight = parameterized("cuf", 1)
    c.foreground = parameterized("setaf", 1)
    c.background = parameterized("setab", 1)
    c.scrollRegion = parameterized("csr", 2)
    c.mouseMode = parameterized("XM", 1)
    c.resetAttributes = plain("sgr0") ?? []
    c.bold = plain("bold")
    c.dim = plain("dim")
    c.reverse = plain("rev")
    c.defaultColors = plain("op")
    c.clearScreen = plain("clear") ?? []
    c.enterAlternateScreen = plain("smcup")
    c.exitAlternateScreen = plain("rmcup")
    c.hideCursor = plain("civis")
    c.showCursor = plain("cnorm")
    c.keypadOff = plain("rmkx")
    c.insertModeOff = plain("rmir")
    c.autoMarginOn = plain("smam")
    c.autoMarginOff = plain("rmam")
    c.mouseReport = plain("kmous")
    c.lineDrawing = cn_tigetstr("acsc") != nil
    c.autoMargins = cn_tigetflag("am") == 1
    c.deferredWrap = cn_tigetflag("xenl") == 1
    c.backgroundColorErase = cn_tigetflag("bce") == 1
    c.separateDefaultColors = cn_tigetflag("AX") == 1
    c.colors = Int(cn_tigetnum("colors"))
    c.refused = refused
    return c
  }

  /// A string capability's bytes as they are (not decoded as UTF-8: terminfo strings may hold any
  /// byte), or nil when the terminal lacks it.
  static func string(_ name: String) -> [UInt8]? {
    guard let text = cn_tigetstr(name) else { return nil }
    return Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
  }

  /// Mouse reporting on or off: `XM`, or what ncurses sends for the report format `kmous` names
  /// (SGR 1006 with 1000 for `\E[<`, 1000 alone otherwise); nil without a mouse.
  func mouseSequence(on: Bool) -> [UInt8]? {
    if let mouseMode { return mouseMode.expanded(on ? 1 : 0) }
    guard let mouseReport else { return nil }
    let sgr = mouseReport == Array("\u{1B}[<".utf8)
    return Array("\u{1B}[?\(sgr ? "1006;" : "")1000\(on ? "h" : "l")".utf8)
  }
}
