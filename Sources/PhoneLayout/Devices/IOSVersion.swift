/// A major iOS version (the only part of a version that changes a layout here).
///
/// iOS went from 18 straight to 26 (reference, decision 13), so the versions that exist are
/// 4 through 18, then 26.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var major: Int

  public init(_ major: Int) { self.major = major }

  public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.major < b.major }

  public var description: String { "iOS \(major)" }

  /// Whether a version of this number was ever released (4–18, 26).
  public var exists: Bool { (4...18).contains(major) || major == 26 }

  /// Every released version from `first` to `last`, in order, skipping the numbers never released.
  public static func released(from first: IOSVersion, through last: IOSVersion) -> [IOSVersion] {
    guard first <= last else { return [] }
    return (first.major...last.major).map(IOSVersion.init).filter(\.exists)
  }
}
