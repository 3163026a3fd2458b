/// An iOS version: a major version, and the point release when one is named.
///
/// iOS went from 18 straight to 26 (reference, decision 13), so the majors that exist are 4
/// through 18, then 26 and 27. A version without a minor (`IOSVersion(26)`) means the major's
/// newest release the phone ran, laid out by the newest rules the model has for it; `26.2` names a
/// point release, which lays out as its major unless a rule of the model changes within it (the
/// keyboard in 26.2, §9).
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var major: Int
  /// The point release's minor number; nil: the major's newest.
  public var minor: Int?
  public var patch: Int

  public init(_ major: Int, _ minor: Int? = nil, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = minor == nil ? 0 : patch
  }

  /// Major, then minor (a version without one is the major's newest, so after every release of
  /// it), then patch.
  public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
    if a.major != b.major { return a.major < b.major }
    let (am, bm) = (a.minor ?? .max, b.minor ?? .max)
    if am != bm { return am < bm }
    return a.patch < b.patch
  }

  /// `iOS 26`, `iOS 26.2`, `iOS 26.0.1`.
  public var description: String { "iOS \(number)" }

  /// `26`, `26.2`, `26.0.1`.
  public var number: String {
    guard let minor else { return "\(major)" }
    return patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }

  /// The major alone.
  public var majorVersion: IOSVersion { IOSVersion(major) }

  /// Whether a major of this number was ever released (4–18, 26, 27), and for a point release,
  /// whether it was one (`IOSRelease.all`).
  public var exists: Bool {
    guard IOSRelease.majors.contains(major) else { return false }
    return minor == nil || IOSRelease.release(self) != nil
  }

  /// Every released major from `first` to `last`, in order, skipping the numbers never released.
  public static func released(from first: IOSVersion, through last: IOSVersion) -> [IOSVersion] {
    guard first.major <= last.major else { return [] }
    return IOSRelease.majors.filter { $0 >= first.major && $0 <= last.major }.map { IOSVersion($0) }
  }

  /// Parses `26`, `26.2` or `26.0.1`; nil for anything else (the caller says what was wrong).
  public init?(parsing text: some StringProtocol) {
    // Strictly digits, without a sign or a leading zero (`011`, `+11` are refused).
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      let digits = part.unicodeScalars
      guard (1...3).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }),
        digits.count == 1 || digits.first != "0", let n = Int(part)
      else { return nil }
      numbers.append(n)
    }
    self.init(numbers[0], numbers.count > 1 ? numbers[1] : nil, numbers.count > 2 ? numbers[2] : 0)
  }
}

/// One real iOS release, from Apple's release history (and, for iOS 26 and 27, the build
/// database the research read: `appledb-*` in the bibliography).
public struct IOSRelease: Hashable, Sendable {
  public let version: IOSVersion
  /// The phones it shipped for alone, by catalog id (27.1: the iPhone Duo); nil: every phone that
  /// runs its major.
  public let only: [String]?

  init(_ major: Int, _ minor: Int, _ patch: Int = 0, only: [String]? = nil) {
    version = IOSVersion(major, minor, patch)
    self.only = only
  }

  /// The majors ever released.
  public static let majors: [Int] = Array(4...18) + [26, 27]

  /// The last minor of each major before 26, from Apple's release history.
  ///
  /// A point release of these majors lays out as its major, so it is enough to know which
  /// minors exist (patch releases are accepted as their minor): `apple-release-history`.
  static let lastMinor: [Int: Int] = [
    4: 3, 5: 1, 6: 1, 7: 1, 8: 4, 9: 3, 10: 3, 11: 4, 12: 5, 13: 7, 14: 8, 15: 8, 16: 7, 17: 7,
    18: 7,
  ]

  /// iOS 26 and 27, release by release, from appledb (read 2026-12-01).
  ///
  /// 27.2 was in beta only, so it is not a release.
  static let modern: [IOSRelease] = [
    IOSRelease(26, 0), IOSRelease(26, 0, 1), IOSRelease(26, 1), IOSRelease(26, 2),
    IOSRelease(26, 2, 1), IOSRelease(26, 3), IOSRelease(26, 4), IOSRelease(26, 5),
    IOSRelease(26, 6), IOSRelease(26, 6, 1), IOSRelease(26, 6, 2), IOSRelease(26, 7),
    IOSRelease(27, 0), IOSRelease(27, 0, 1), IOSRelease(27, 1, only: ["iphone-duo"]),
  ]

  /// Every release of `major`, oldest first.
  public static func releases(of major: Int) -> [IOSRelease] {
    if let last = lastMinor[major] { return (0...last).map { IOSRelease(major, $0) } }
    return modern.filter { $0.version.major == major }
  }

  /// The release `version` names: the exact one for iOS 26 and later; its minor before.
  public static func release(_ version: IOSVersion) -> IOSRelease? {
    guard let minor = version.minor else { return nil }
    if let last = lastMinor[version.major] {
      return minor <= last ? IOSRelease(version.major, minor) : nil
    }
    return modern.first { $0.version == version }
  }

  /// The release nearest to `version` among `candidates` (the newer one on a tie).
  public static func nearest(to version: IOSVersion, in candidates: [IOSRelease]) -> IOSRelease? {
    func distance(_ r: IOSRelease) -> (Int, Int, Int) {
      let v = r.version
      return (
        abs(v.major - version.major), abs((v.minor ?? 0) - (version.minor ?? 0)),
        abs(v.patch - version.patch)
      )
    }
    return candidates.reversed().min { distance($0) < distance($1) }
  }

  public static let sources = ["apple-release-history", "appledb-24a437", "appledb-23a341"]
}
