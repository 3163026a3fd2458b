/// `--color`: when to use colour (`auto` follows the terminal and `NO_COLOR`).
public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
  case auto, always, never
}
