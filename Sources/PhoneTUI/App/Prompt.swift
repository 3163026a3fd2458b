import PhoneLayout

/// The `:` prompt: what was typed, and the entries that match it (devices, iOS versions, the
/// toggles of the key table), narrowed as one types.
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

  public var text: String = ""
  /// The highlighted entry, in `matches`.
  public var selection = 0

  public init() {}

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

  /// The entries whose title contains every typed word (case-insensitive), the shortest title
  /// first among those that start with the first word, in catalog order otherwise.
  func matches(in state: AppState) -> [Entry] {
    let words = text.lowercased().split(separator: " ").map(String.init)
    let all = Self.entries(state)
    guard !words.isEmpty else { return all }
    let matching = all.filter { entry in
      let title = entry.title.lowercased()
      return words.allSatisfy { title.includes($0) }
    }
    // A whole-word match of every word ranks first, then fewer extra words.
    func score(_ entry: Entry) -> Int {
      let tokens = Set(
        entry.title.lowercased().split { $0 == " " || $0 == "(" || $0 == ")" }.map(String.init))
      let whole = words.filter(tokens.contains).count
      return whole * 100 - tokens.count
    }
    return matching.enumerated().sorted { a, b in
      let (x, y) = (score(a.element), score(b.element))
      return x != y ? x > y : a.offset < b.offset
    }.map(\.element)
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
