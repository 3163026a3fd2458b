/// The list of phones safearea knows, in a fixed order (release order for the built-in one).
public struct DeviceCatalog: Hashable, Sendable {
  /// The catalog schema this build reads and writes.
  public static let currentSchemaVersion = 3

  public var schemaVersion: Int
  public var devices: [Device]

  public init(schemaVersion: Int = DeviceCatalog.currentSchemaVersion, devices: [Device]) {
    self.schemaVersion = schemaVersion
    self.devices = devices
  }

  /// What a key typed for a device names in this catalog.
  public enum LookUp: Equatable, Sendable {
    /// The device, and the others the key's name also fits (`iphone-se`: three phones are called
    /// iPhone SE, told apart by their generation); the first is the device the id names.
    case found(Device, alike: [Device])
    /// Several devices fit the key equally well, and none is named by it exactly.
    case ambiguous([Device])
    /// Nothing fits; the nearest ids, the nearest first (none when nothing is near).
    case unknown(nearest: [String])
  }

  /// The device whose id, or whose name, `key` is (see `lookUp`), when exactly one fits.
  public func device(matching key: String) -> Device? {
    if case .found(let device, _) = lookUp(key) { return device }
    return nil
  }

  /// The device `key` names, as a person types it.
  ///
  /// In order, the first rule that fits decides: the id; the id ignoring case; the name ignoring
  /// case; the id or the name ignoring case, separators (spaces, hyphens, underscores, dots,
  /// commas, parentheses) and a leading "iphone" (`17pro`, `iPhone17Pro` and
  /// `"iPhone 17 Pro"` are `iphone-17-pro`); the name without its parenthesised generation
  /// (`ipod touch`). Two devices fitting one rule are ambiguous. A found device lists the others
  /// whose name without the generation the key is (`iphone-se` and the SE's 2nd and 3rd). A key
  /// much longer than every id and name names none, and costs no comparison.
  public func lookUp(_ key: String) -> LookUp {
    let longest = devices.lazy.map { max($0.id.utf8.count, $0.name.utf8.count) }.max() ?? 0
    // Canonical equivalence does not stretch a name fourfold: a letter and 65,000 combining
    // marks is no device, and is not even lowercased.
    guard key.utf8.count <= 4 * longest + 16 else { return .unknown(nearest: []) }
    let lowered = key.lowercased()
    let compact = Self.compact(key)
    let rules: [(Device) -> Bool] = [
      { $0.id == key },
      { $0.id.lowercased() == lowered },
      { $0.name.lowercased() == lowered },
      { !compact.isEmpty && (Self.compact($0.id) == compact || Self.compact($0.name) == compact) },
      { !compact.isEmpty && Self.compact(Self.family($0.name)) == compact },
    ]
    for rule in rules {
      let fits = devices.filter(rule)
      guard let first = fits.first else { continue }
      guard fits.count == 1 else { return .ambiguous(fits) }
      let alike = devices.filter {
        $0.id != first.id && !compact.isEmpty && Self.compact(Self.family($0.name)) == compact
      }
      return .found(first, alike: alike)
    }
    return .unknown(nearest: nearest(for: key))
  }

  /// `text` lowercased, without its separators (`isSeparator`) and a leading "iphone": the form
  /// in which `iPhone 17 Pro`, `iphone-17-pro` and `17pro` are one.
  ///
  /// Only separators go: a key with an invisible character in it stays unknown rather than
  /// being read as the phone it hides in.
  ///
  /// ASCII, which every catalog name is, is lowercased byte by byte (what `lowercased` does to
  /// it): a look-up compacts every device's name, at every start-up.
  static func compact(_ text: String) -> [Unicode.Scalar] {
    var kept: [Unicode.Scalar]
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      kept = []
      kept.reserveCapacity(text.utf8.count)
      for byte in text.utf8 {
        let scalar = Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        if !isSeparator(scalar) { kept.append(scalar) }
      }
    } else {
      kept = text.lowercased().unicodeScalars.filter { !isSeparator($0) }
    }
    let prefix: [Unicode.Scalar] = ["i", "p", "h", "o", "n", "e"]
    return kept.starts(with: prefix) ? Array(kept.dropFirst(prefix.count)) : kept
  }

  /// Spaces, tabs, `-`, `_`, `.`, `,` and parentheses: what parts an id or a name into words.
  static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\t", "-", "_", ".", ",", "(", ")": true
    default: false
    }
  }

  /// A name without a parenthesised part at its end: `iPhone SE (2nd generation)` is in the
  /// iPhone SE family.
  static func family(_ name: String) -> String {
    guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
    var base = name[..<open]
    while base.last == " " { base = base.dropLast() }
    return base.isEmpty ? name : String(base)
  }

  /// The index of the device with this exact id.
  public func index(of id: String) -> Int? { devices.firstIndex { $0.id == id } }

  /// This catalog with `other`'s devices merged in: an entry with a known id replaces the built-in
  /// one in place, a new id is appended, in the order of `other`.
  public func merging(_ other: DeviceCatalog) -> DeviceCatalog {
    var merged = devices
    for device in other.devices {
      if let index = merged.firstIndex(where: { $0.id == device.id }) {
        merged[index] = device
      } else {
        merged.append(device)
      }
    }
    return DeviceCatalog(schemaVersion: schemaVersion, devices: merged)
  }

  /// The longest key, in characters, for which suggestions are looked for: ids and names are far
  /// shorter, so a longer key is no mistyped device, and the work stays bounded (a 128 KiB name
  /// once took 77 s against a large catalog).
  public static let longestSuggestedKey = 40

  /// Up to `limit` ids close to `key`, closest first, for "did you mean"; none when nothing is
  /// close.
  ///
  /// Ids and names are compared in two forms, their first `longestSuggestedKey` characters only:
  /// lowercased with runs of spaces, `-` and `_` as one `-`; and `compact` (no separators, no
  /// leading "iphone"). Close, from closest: the same text; the key made of the start of
  /// every word in turn (`17prm`, `17pm`: the 17 Pro Max); one edit away (an adjacent swap is one
  /// edit); a name the key starts (`iphone-16-pro-m`), or one the key continues
  /// (`iphone-17-pro-maxx`); more edits, up to one per eight characters; one inside the other
  /// (`17-pro-max`). Ties keep catalog order. A key with more characters than
  /// `longestSuggestedKey` gets none.
  public func suggestions(for key: String, limit: Int = 3) -> [String] {
    scored(key).prefix(limit).map(\.id)
  }

  /// The ids as near as the nearest (up to three), for one short "did you mean" line.
  public func nearest(for key: String) -> [String] {
    let ranked = scored(key)
    guard let best = ranked.first?.score else { return [] }
    return ranked.prefix { $0.score == best }.prefix(3).map(\.id)
  }

  /// Every close id with its closeness (lower is closer), closest first.
  func scored(_ key: String) -> [(score: Int, id: String)] {
    // Bytes first: a key of 65,000 combining marks must not even be lowercased.
    guard key.utf8.count <= Self.longestSuggestedKey * 4 else { return [] }
    let wanted = Self.normalized(key)
    guard !wanted.isEmpty, key.unicodeScalars.count <= Self.longestSuggestedKey else { return [] }
    let wantedCompact = Self.compact(key)
    var scored: [(score: Int, index: Int, id: String)] = []
    for (index, device) in devices.enumerated() {
      var scores = [device.id, device.name].compactMap {
        Self.closeness(wanted, Self.normalized($0))
      }
      if wantedCompact.count >= 2 {
        for text in [device.id, device.name] {
          let candidate = Array(Self.compact(text).prefix(Self.longestSuggestedKey))
          if let score = Self.closeness(wantedCompact, candidate) { scores.append(score) }
          if Self.abbreviates(wantedCompact, Self.words(text)) { scores.append(50) }
        }
      }
      if let best = scores.min() { scored.append((best, index, device.id)) }
    }
    return scored.sorted { ($0.score, $0.index) < ($1.score, $1.index) }.map { ($0.score, $0.id) }
  }

  /// The words of an id or a name, lowercased, without a leading "iphone": `17`, `pro`, `max`.
  static func words(_ text: String) -> [[Unicode.Scalar]] {
    var words: [[Unicode.Scalar]] = [[]]
    for scalar in String(String.UnicodeScalarView(text.unicodeScalars.prefix(longestSuggestedKey)))
      .lowercased().unicodeScalars
    {
      if !isSeparator(scalar) {
        words[words.count - 1].append(scalar)
      } else if !(words.last ?? []).isEmpty {
        words.append([])
      }
    }
    if words.last?.isEmpty == true { words.removeLast() }
    if words.first == Array("iphone".unicodeScalars) { words.removeFirst() }
    return words
  }

  /// Whether `key` is the start of each of `words` in turn, every word given at least one
  /// character (`17prm` of 17, pro, max).
  static func abbreviates(_ key: [Unicode.Scalar], _ words: [[Unicode.Scalar]]) -> Bool {
    guard !words.isEmpty, key.count >= words.count else { return false }
    // reachable[i]: the key's first i characters are the starts of the words so far.
    var reachable = [Bool](repeating: false, count: key.count + 1)
    reachable[0] = true
    for word in words {
      var next = [Bool](repeating: false, count: key.count + 1)
      for start in 0..<key.count where reachable[start] {
        var length = 0
        while length < word.count, start + length < key.count,
          key[start + length] == word[length]
        {
          length += 1
          next[start + length] = true
        }
      }
      reachable = next
    }
    return reachable[key.count]
  }

  /// Lowercased scalars of the first `longestSuggestedKey` characters, separators as one `-`.
  static func normalized(_ text: String) -> [Unicode.Scalar] {
    var out: [Unicode.Scalar] = []
    for scalar in String(String.UnicodeScalarView(text.unicodeScalars.prefix(longestSuggestedKey)))
      .lowercased().unicodeScalars
    {
      if scalar == " " || scalar == "-" || scalar == "_" {
        if let last = out.last, last != "-" { out.append("-") }
      } else {
        out.append(scalar)
      }
    }
    if out.last == "-" { out.removeLast() }
    return out
  }

  /// How close `candidate` is to `key` (lower is closer), or nil when it is not close.
  ///
  /// 0 the same; 100 per edit within the allowance; 150 and up a candidate that continues the key
  /// (a name typed short), 170 and up a key that continues the candidate (a letter too many), the
  /// nearer in length the closer; 250 and up one inside the other.
  static func closeness(_ key: [Unicode.Scalar], _ candidate: [Unicode.Scalar]) -> Int? {
    if key == candidate { return 0 }
    var best: Int?
    let allowance = max(1, max(key.count, candidate.count) / 8)
    let lengthDifference = abs(key.count - candidate.count)
    if lengthDifference <= allowance {
      let distance = editDistance(key, candidate)
      if distance <= allowance { best = 100 * distance }
    }
    guard key.count >= 3, candidate.count >= 3 else { return best }
    var other: Int?
    if candidate.starts(with: key) {
      other = 150 + lengthDifference
    } else if key.starts(with: candidate) {
      other = 170 + lengthDifference
    } else if contains(candidate, key) || contains(key, candidate) {
      other = 250 + lengthDifference
    }
    guard let other else { return best }
    return min(best ?? other, other)
  }

  static func contains(_ text: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool {
    guard part.count <= text.count else { return false }
    for start in 0...(text.count - part.count)
    where text[start..<start + part.count].elementsEqual(part) {
      return true
    }
    return false
  }

  /// Edit distance with adjacent swaps (optimal string alignment): insertions, deletions,
  /// substitutions and transpositions of neighbours count one each.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
