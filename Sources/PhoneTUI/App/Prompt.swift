import PhoneLayout

/// The `:` prompt: what was typed, and the entries that match it (devices, iOS versions, the
/// toggles of the key table), narrowed as one types.
///
/// The text is bounded: a paste of a megabyte keeps the first `longestText` characters, and the
/// prompt line says how many more were cut. Matching is linear in the catalog and in the kept
/// text, so neither a long paste nor a large catalog makes a keystroke slow.
public struct Prompt: Hashable, Sendable {
  /// One thing the prompt can do.
  public struct Entry: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
      case device(String)
      case ios(IOSVersion)
      case action(Action)
    }

    /// What the list shows and the typed words are matched against.
    public let title: String
    public let target: Target
  }

  /// The most characters the prompt keeps: far more than any device name, version or toggle.
  public static let longestText = 200

  /// What was typed, at most `longestText` characters; setting a longer text keeps its first
  /// `longestText` and counts the rest in `cut`, and a shorter text clears the count.
  public var text: String {
    get { kept }
    set { keep(newValue) }
  }

  /// How many characters typed or pasted past `longestText` were dropped (the prompt line says
  /// so until the text is edited shorter).
  public private(set) var cut = 0

  /// The highlighted entry, in `matches`.
  public var selection = 0

  private var kept = ""
  /// The characters in `kept`, so that a keystroke need not count them again.
  private var keptCount = 0

  public init() {}

  /// Adds one character typed (or pasted, a character at a time) while there is room.
  ///
  /// A character past `longestText` is counted in `cut` instead. Constant time, whatever was
  /// typed before.
  public mutating func type(_ character: Unicode.Scalar) {
    guard keptCount < Self.longestText else {
      cut += 1
      return
    }
    kept.unicodeScalars.append(character)
    keptCount += 1
  }

  /// Keeps the first `longestText` characters of `newValue`; a text shorter than the one kept
  /// (Backspace) clears what the line says was cut.
  private mutating func keep(_ newValue: String) {
    if newValue.utf8.count < kept.utf8.count { cut = 0 }
    let scalars = newValue.unicodeScalars
    if let end = scalars.index(
      scalars.startIndex, offsetBy: Self.longestText, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    {
      cut += scalars[end...].count
      kept = String(String.UnicodeScalarView(scalars[..<end]))
      keptCount = Self.longestText
    } else {
      kept = newValue
      keptCount = scalars.count
    }
  }

  /// The prompt line's text for `width` cells: the text (its last part when it does not fit,
  /// after an ellipsis), and what was cut, if anything.
  public func line(fitting width: Int, unicode: Bool) -> String {
    let ellipsis = unicode ? "…" : "..."
    let note = cut > 0 ? "  (the first \(Self.longestText) characters; \(cut) more cut)" : ""
    let room = width - note.unicodeScalars.count
    guard keptCount > room else { return kept + note }
    guard room > ellipsis.unicodeScalars.count else { return note }
    let tail = kept.unicodeScalars.suffix(room - ellipsis.unicodeScalars.count)
    return ellipsis + String(String.UnicodeScalarView(tail)) + note
  }

  /// Every entry for a state: its catalog's devices, the iOS versions the focused phone ran,
  /// and the toggles of the key table.
  static func entries(_ state: AppState) -> [Entry] {
    var entries = state.catalog.devices.map {
      Entry(title: "\($0.name)  \($0.id)", target: .device($0.id))
    }
    entries += state.device.versions.map { Entry(title: "\($0)", target: .ios($0)) }
    for binding in KeyMap.bindings where !binding.help.isEmpty && binding.action.isToggle {
      entries.append(
        Entry(title: "\(binding.help)  (\(binding.label))", target: .action(binding.action)))
    }
    return entries
  }

  /// The entries whose title contains every typed word (case-insensitive), those with more of
  /// the words whole first, then those with fewer other words, in catalog order otherwise.
  ///
  /// Each distinct word is compared once with each title, each title is lowered and split once,
  /// and each entry is scored once: linear in the catalog and in the text.
  func matches(in state: AppState) -> [Entry] {
    let all = Self.entries(state)
    // Distinct words, with how often each was typed (a repeated word counts each time).
    var words: [[UInt8]] = []
    var times: [Int] = []
    var index: [[UInt8]: Int] = [:]
    for word in kept.lowercased().split(separator: " ") {
      let bytes = Array(word.utf8)
      if let at = index[bytes] {
        times[at] += 1
      } else {
        index[bytes] = words.count
        words.append(bytes)
        times.append(1)
      }
    }
    guard !words.isEmpty else { return all }
    var scored: [(score: Int, offset: Int)] = []
    for (offset, entry) in all.enumerated() {
      let title = Array(entry.title.lowercased().utf8)
      guard words.allSatisfy({ Self.occurs($0, in: title) }) else { continue }
      // A whole-word match of every word ranks first, then fewer extra words.
      let tokens = Set(
        title.split {
          $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")")
        }
        .map(Array.init))
      var whole = 0
      for (at, word) in words.enumerated() where tokens.contains(word) { whole += times[at] }
      scored.append((whole * 100 - tokens.count, offset))
    }
    scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.offset < $1.offset }
    return scored.map { all[$0.offset] }
  }

  /// Whether `needle` occurs in `haystack`, byte for byte.
  private static func occurs(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    guard let first = needle.first else { return true }
    return needle.withUnsafeBufferPointer { n in
      haystack.withUnsafeBufferPointer { h in
        var start = 0
        while start + n.count <= h.count {
          if h[start] == first && (1..<n.count).allSatisfy({ h[start + $0] == n[$0] }) {
            return true
          }
          start += 1
        }
        return false
      }
    }
  }
}

extension Action {
  /// Whether the prompt offers this action: the toggles and cycles, not quitting or moving.
  var isToggle: Bool {
    switch self {
    case .toggleHotspot, .rotate, .toggleFullScreen, .cycleNavigationBar, .cycleBottomBar,
      .toggleExtendedEdges, .cycleStatusBarPreference, .toggleViewControllerBasedAppearance,
      .toggleContainers, .toggleLaunchScreen, .toggleDesignCompatibility, .cycleScrollView,
      .toggleKeyboard, .toggleSafeAreaOverlay, .toggleInspector, .toggleSplit:
      true
    default:
      false
    }
  }
}
