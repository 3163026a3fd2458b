import PhoneLayout
import PhoneTUI

/// The previewer in-process, as a person drives it: keys in, the screen's text out, through the
/// real loop (`AppLoop`), key map, update, renderer and diff, on a `FakeTerminal`.
///
/// For what keys do; what needs a real terminal (signals, job control, terminfo, escape timing,
/// resize storms, SSH) stays in the end-to-end tests.
public struct AppHarness {
  public var state: AppState
  public var files: FakeFiles

  public init(_ state: AppState, files: FakeFiles = FakeFiles()) {
    self.state = state
    self.files = files
  }

  /// A harness on a catalog phone, like `makeState`.
  public init(
    _ id: String, ios: Int? = nil, columns: Int = 120, rows: Int = 40,
    _ configure: (inout Settings) -> Void = { _ in }
  ) {
    self.init(makeState(id, ios: ios, columns: columns, rows: rows, configure))
  }

  /// The screen after typing `keys` (each a batch of its own, as a person types), then `q`.
  public func screen(after keys: [InputEvent]) -> String {
    let terminal = FakeTerminal(
      size: state.terminalSize,
      batches: keys.map { .input([$0]) } + [.input([.key(.character("q"))])])
    // What was on screen before `q`: `q` quits before anything is drawn again.
    _ = AppLoop.run(state, backend: terminal, files: files)
    return terminal.text
  }

  /// The screen after typing `text`, a key a character (`"hd"` is h, then d).
  public func screen(typing text: String) -> String {
    screen(after: text.unicodeScalars.map { .key(.character($0)) })
  }

  /// The event line (the second last row) after typing `text`.
  public func eventLine(typing text: String) -> String {
    let rows = screen(typing: text).split(separator: "\n", omittingEmptySubsequences: false)
    guard rows.count >= 2 else { return "" }
    var line = String(rows[rows.count - 2])
    while line.last == " " { line.removeLast() }
    return line
  }
}
