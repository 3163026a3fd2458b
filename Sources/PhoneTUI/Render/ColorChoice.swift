/// `--color`: when to use colour (`auto` follows the terminal and `NO_COLOR`).
public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
  case auto, always, never

  /// Whether to use colour: `auto` uses it on a terminal unless `NO_COLOR` is set.
  public func enabled(onTerminal: Bool, noColorVariable: Bool) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: onTerminal && !noColorVariable
    }
  }
}
