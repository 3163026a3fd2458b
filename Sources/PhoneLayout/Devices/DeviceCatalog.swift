/// The list of phones safearea knows, in a fixed order (release order for the built-in one).
public struct DeviceCatalog: Hashable, Sendable {
  /// The catalog schema this build reads and writes.
  public static let currentSchemaVersion = 2

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

  /// Up to `limit` ids closest to `key` by edit distance, closest first, for "did you mean".
  public func suggestions(for key: String, limit: Int = 3) -> [String] {
    let wanted = Array(key.lowercased())
    let scored = devices.map { device -> (String, Int) in
      let distance = min(
        Self.editDistance(wanted, Array(device.id)),
        Self.editDistance(wanted, Array(device.name.lowercased())))
      return (device.id, distance)
    }
    return scored.enumerated()
      .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
      .prefix(limit)
      .map(\.element.0)
  }

  /// Levenshtein distance between two character arrays.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
