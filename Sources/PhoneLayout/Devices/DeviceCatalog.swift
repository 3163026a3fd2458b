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

  /// The device whose id, or whose name, equals `key` ignoring case.
  public func device(matching key: String) -> Device? {
    let wanted = key.lowercased()
    return devices.first { $0.id.lowercased() == wanted }
      ?? devices.first { $0.name.lowercased() == wanted }
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
  /// Ids and names are compared lowercased, with runs of spaces, `-` and `_` as one `-`, and only
  /// their first `longestSuggestedKey` characters. Close, from closest: the same text; one edit
  /// away (an adjacent swap is one edit); a name the key starts (`iphone-16-pro-m`), or one the
  /// key continues (`iphone-17-pro-maxx`); more edits, up to one per eight characters; one inside
  /// the other (`17-pro-max`). Ties keep catalog order. A key with more characters than
  /// `longestSuggestedKey` gets none.
  public func suggestions(for key: String, limit: Int = 3) -> [String] {
    // Bytes first: a key of 65,000 combining marks must not even be lowercased.
    guard key.utf8.count <= Self.longestSuggestedKey * 4 else { return [] }
    let wanted = Self.normalized(key)
    guard !wanted.isEmpty, key.unicodeScalars.count <= Self.longestSuggestedKey else { return [] }
    var scored: [(score: Int, index: Int, id: String)] = []
    for (index, device) in devices.enumerated() {
      let scores = [device.id, device.name].compactMap {
        Self.closeness(wanted, Self.normalized($0))
      }
      if let best = scores.min() { scored.append((best, index, device.id)) }
    }
    return scored.sorted { ($0.score, $0.index) < ($1.score, $1.index) }.prefix(limit).map(\.id)
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
