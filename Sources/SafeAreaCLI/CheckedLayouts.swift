import PhoneLayout
import PhoneTUI

/// The layouts `check` went over, numbered in the order it laid them out, and how to say in
/// words where a finding happens among them.
struct CheckedLayouts {
  /// One layout: a phone (an index into `devices`), an iOS, an orientation and, on a foldable,
  /// a pose.
  struct Layout {
    let device: Int
    let ios: IOSVersion
    let orientation: Orientation
    let pose: Pose?
    /// The iOS's place among the phone's checked versions, the posture's (pose and
    /// orientation) among the phone's.
    let versionIndex: Int
    let postureIndex: Int
  }

  /// How a phone is held: an orientation and, on a foldable, a pose.
  struct Posture: Hashable {
    let pose: Pose?
    let orientation: Orientation
  }

  /// The phones checked, in the catalog's order.
  private(set) var devices: [Device] = []
  private(set) var layouts: [Layout] = []
  /// The orientations every phone was checked in.
  let orientations: [Orientation]
  /// The poses a foldable was checked in (every pose unless one was asked for).
  let poses: [Pose]
  /// Each phone's postures: its orientations, times its poses on a foldable (at most 16).
  private var postures: [[Posture]] = []
  /// Each phone's checked versions, in order.
  private var versions: [[IOSVersion]] = []
  /// Every version checked on some phone, each with its place among them in order.
  private var positions: [IOSVersion: Int] = [:]

  init(orientations: [Orientation], poses: [Pose] = Pose.allCases) {
    self.orientations = orientations
    self.poses = poses
  }

  /// Adds a phone's layouts (before any of the next phone's): a foldable in each pose.
  mutating func add(_ device: Device, versions: [IOSVersion]) {
    guard !versions.isEmpty else { return }
    self.versions.append(versions)
    devices.append(device)
    let held: [Posture] =
      !device.isFoldable
      ? orientations.map { Posture(pose: nil, orientation: $0) }
      : poses.flatMap { pose in orientations.map { Posture(pose: pose, orientation: $0) } }
    postures.append(held)
    for (v, ios) in versions.enumerated() {
      for (p, posture) in held.enumerated() {
        layouts.append(
          Layout(
            device: devices.count - 1, ios: ios, orientation: posture.orientation,
            pose: posture.pose, versionIndex: v, postureIndex: p))
      }
    }
    let every = Set(self.versions.joined()).sorted()
    positions = Dictionary(uniqueKeysWithValues: every.enumerated().map { ($1, $0) })
  }

  // MARK: - Words

  /// Where the layouts of `set` are, grouped so a person can act: the orientations and iOS
  /// versions (only where they are not all of them) and the phones, named one by one.
  ///
  /// `landscape only, 16 of 50 phones: iPhone 4, …`; `all 50 phones, every iOS and
  /// orientation`; phones whose layouts differ are grouped by what they share (`landscape only
  /// on iPhone 4, iPhone 4s; every layout on iPhone X`). Ranges (`iOS 7–10`) are written only
  /// for three or more versions in a row of those checked.
  func describe(_ set: LayoutSet) -> String {
    // What happens on each phone: for each of its versions, the postures as bits.
    var perDevice: [[UInt16]] = versions.map { [UInt16](repeating: 0, count: $0.count) }
    for index in set.indices {
      let layout = layouts[index]
      perDevice[layout.device][layout.versionIndex] |= 1 << UInt16(layout.postureIndex)
    }
    var groups: [(signature: String, devices: [Int])] = []
    for (device, found) in perDevice.enumerated() where found.contains(where: { $0 != 0 }) {
      let signature = self.signature(found, of: device)
      if let g = groups.firstIndex(where: { $0.signature == signature }) {
        groups[g].devices.append(device)
      } else {
        groups.append((signature, [device]))
      }
    }
    let total = devices.count
    let count = groups.reduce(0) { $0 + $1.devices.count }
    func names(_ list: [Int]) -> String {
      list.map { Text.printable(devices[$0].name) }.joined(separator: ", ")
    }
    guard groups.count == 1, let group = groups.first else {
      func words(_ signature: String) -> String { signature.isEmpty ? "every layout" : signature }
      var parts = groups.map { "\(words($0.signature)) on \(names($0.devices))" }
      // On every phone, or on more than half with the few it spares named, the largest group is
      // the phones the others leave.
      let spared = devices.indices.filter { d in !groups.contains { $0.devices.contains(d) } }
      var namesSpared = false
      if count == total || count * 2 > total,
        let largest = groups.indices.max(by: {
          groups[$0].devices.count < groups[$1].devices.count
        }), groups[largest].devices.count > 1
      {
        parts.remove(at: largest)
        parts.append(
          "\(words(groups[largest].signature)) on the other \(groups[largest].devices.count)")
        namesSpared = count < total
      }
      let head =
        count == total
        ? "all \(total) phones"
        : namesSpared
          ? "\(count) of \(total) phones, all but \(names(spared))" : "\(count) of \(total) phones"
      return head + ": " + parts.joined(separator: "; ")
    }
    if total == 1 {
      return names(group.devices) + ", "
        + (group.signature.isEmpty ? "every layout checked" : group.signature)
    }
    let prefix = group.signature.isEmpty ? "" : group.signature + ", "
    if count == total {
      return prefix + "all \(total) phones" + (group.signature.isEmpty ? ", every layout" : "")
    }
    // More than half: the phones it spares are the shorter list.
    if count * 2 > total {
      let spared = devices.indices.filter { !group.devices.contains($0) }
      return prefix + "\(count) of \(total) phones, all but \(names(spared))"
    }
    return prefix + "\(count) of \(total) phones: \(names(group.devices))"
  }

  /// What happens on one phone, relative to what was checked on it: `` (all of it),
  /// `landscape only`, `iOS 7–10`, `portrait on iOS 7–9 and landscape on iOS 7–12`.
  private func signature(_ found: [UInt16], of device: Int) -> String {
    let checked = versions[device]
    let held = postures[device]
    let present = found.indices.filter { found[$0] != 0 }
    let all = UInt16((1 << held.count) - 1)
    let union = present.reduce(UInt16(0)) { $0 | found[$1] }
    func postureSet(_ mask: UInt16) -> [Posture] {
      held.indices.filter { mask & (1 << UInt16($0)) != 0 }.map { held[$0] }
    }
    if present.allSatisfy({ found[$0] == union }) {
      var parts: [String] = []
      if union != all { parts.append(postureWords(postureSet(union), only: true)) }
      if present.count != checked.count { parts.append(versionWords(present.map { checked[$0] })) }
      return parts.joined(separator: ", ")
    }
    // Orientations grouped by the versions they happen on, in the checked order.
    var byVersions: [(versions: [Int], postures: UInt16)] = []
    for o in held.indices {
      let on = present.filter { found[$0] & (1 << UInt16(o)) != 0 }
      guard !on.isEmpty else { continue }
      if let i = byVersions.firstIndex(where: { $0.versions == on }) {
        byVersions[i].postures |= 1 << UInt16(o)
      } else {
        byVersions.append((on, 1 << UInt16(o)))
      }
    }
    return byVersions.map { entry in
      let o = postureWords(postureSet(entry.postures), only: false)
      return entry.versions.count == checked.count
        ? "\(o) on every iOS" : "\(o) on \(versionWords(entry.versions.map { checked[$0] }))"
    }.joined(separator: " and ")
  }

  /// The orientations of `set`, and on a foldable its poses: `half-open only`, `folded,
  /// landscape only`, `folded in portrait and open in landscape`.
  func postureWords(_ set: [Posture], only: Bool) -> String {
    let suffix = only ? " only" : ""
    let orientationsOf: [Pose?: Set<Orientation>] = Dictionary(
      set.map { ($0.pose, [$0.orientation]) }, uniquingKeysWith: { $0.union($1) })
    let shown = poses.filter { orientationsOf[$0] != nil }
    guard !shown.isEmpty else {
      return Self.orientationWords(orientationsOf[nil] ?? [], only: only)
    }
    let everyOrientation = Set(orientations)
    let first = orientationsOf[shown[0]] ?? []
    func list(_ words: [String]) -> String {
      words.count == 1
        ? words[0] : words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
    }
    if shown.allSatisfy({ orientationsOf[$0] == first }) {
      let poseWords = list(shown.map(\.rawValue))
      if first == everyOrientation { return poseWords + suffix }
      return poseWords + ", " + Self.orientationWords(first, only: only)
    }
    return list(
      shown.map {
        "\($0.rawValue) in \(Self.orientationWords(orientationsOf[$0] ?? [], only: false))"
      })
  }

  /// `landscape`, `portrait`, `landscape-left`, `portrait and landscape-right`; with `only` a
  /// single word gets `only`.
  static func orientationWords(_ set: Set<Orientation>, only: Bool) -> String {
    let words: String
    let suffix = only ? " only" : ""
    if set == [.landscapeLeft, .landscapeRight] { return "landscape" + suffix }
    if set.count == 1, let one = set.first { return one.rawValue + suffix }
    let ordered = Orientation.allCases.filter(set.contains).map(\.rawValue)
    words = ordered.dropLast().joined(separator: ", ") + " and " + (ordered.last ?? "")
    return words
  }

  /// `iOS 7–10`, `iOS 11 and 12`, `iOS 7–9, 11 and 26`: runs of three or more versions in a
  /// row of those checked as ranges.
  func versionWords(_ list: [IOSVersion]) -> String {
    let position = positions
    var parts: [String] = []
    var run: [IOSVersion] = []
    func flush() {
      guard let first = run.first, let last = run.last else { return }
      if run.count >= 3 {
        parts.append("\(Self.number(first))–\(Self.number(last))")
      } else {
        parts += run.map(Self.number)
      }
      run = []
    }
    for version in list.sorted() {
      if let last = run.last, position[version] != (position[last] ?? -2) + 1 { flush() }
      run.append(version)
    }
    flush()
    let joined =
      parts.count == 1
      ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
    return "iOS " + joined
  }

  /// `7`, `26` (the version's words without "iOS ").
  static func number(_ version: IOSVersion) -> String {
    let words = version.description
    return words.hasPrefix("iOS ") ? String(words.dropFirst(4)) : words
  }
}

/// A set of layouts by their numbers: a bit each, so a finding on 690 layouts costs 88 bytes.
struct LayoutSet: Hashable {
  private var words: [UInt64] = []
  private(set) var count = 0

  mutating func insert(_ index: Int) {
    let word = index >> 6
    if word >= words.count {
      words.append(contentsOf: repeatElement(0, count: word - words.count + 1))
    }
    let bit = UInt64(1) << UInt64(index & 63)
    if words[word] & bit == 0 {
      words[word] |= bit
      count += 1
    }
  }

  /// The layouts in the set, in order.
  var indices: [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    for (w, word) in words.enumerated() where word != 0 {
      for bit in 0..<64 where word & (UInt64(1) << UInt64(bit)) != 0 { result.append(w * 64 + bit) }
    }
    return result
  }
}
