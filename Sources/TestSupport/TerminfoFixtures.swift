import Foundation

/// Terminfo entries for tests: crafted ones compiled with `tic` into a directory the test owns,
/// and the system's own entries copied and damaged byte by byte.
public enum TerminfoFixtures {
  /// The directories the system's compiled entries are in (Debian's ncurses searches these).
  public static let systemDirectories = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]

  /// Compiles terminfo `source` (with extended capabilities, `tic -x`) into `directory`.
  ///
  /// Throws when `tic` (Debian's ncurses-bin) is missing or refuses the source.
  public static func compile(_ source: String, into directory: TemporaryDirectory) throws {
    guard let tic = TmuxSession.findOnPath("tic") else {
      throw TmuxError(description: "tic is not on PATH (Debian's ncurses-bin)")
    }
    let file = directory.path("source-\(UUID().uuidString).ti")
    try source.write(toFile: file, atomically: true, encoding: .utf8)
    let result = try Binary.run(["-x", "-o", directory.url.path, file], executable: tic)
    guard result.status == 0 else {
      throw TmuxError(description: "tic failed (\(result.status)): \(result.stderr)")
    }
  }

  /// The path of the system's compiled entry for `name`, in the order ncurses searches.
  public static func systemEntryPath(_ name: String) throws -> String {
    for directory in systemDirectories {
      let path = "\(directory)/\(name.prefix(1))/\(name)"
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    throw TmuxError(description: "no compiled terminfo entry for \(name) in \(systemDirectories)")
  }

  /// The bytes of the system's compiled entry for `name`.
  public static func systemEntry(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: try systemEntryPath(name))))
  }

  /// Every compiled entry on the system, one path per file (the files in each directory's
  /// one-letter folders).
  public static func allSystemEntries() -> [String] {
    var paths: [String] = []
    for directory in systemDirectories {
      guard
        let enumerator = FileManager.default.enumerator(
          at: URL(fileURLWithPath: directory), includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in enumerator
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        && url.deletingLastPathComponent().deletingLastPathComponent().path == directory
      {
        paths.append(url.path)
      }
    }
    return paths
  }

  /// Writes `bytes` as the compiled entry `name` in `directory`, where `TERMINFO=directory`
  /// finds it.
  public static func install(_ bytes: [UInt8], as name: String, in directory: TemporaryDirectory)
    throws
  {
    let folder = directory.url.appendingPathComponent(String(name.prefix(1)))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(bytes).write(to: folder.appendingPathComponent(name))
  }

  /// Where the sections of a compiled entry are (term(5)), for damaging a chosen part.
  public struct Layout: Sendable {
    public var nameSize: Int
    public var booleans: Int
    public var numbers: Int
    public var strings: Int
    public var tableSize: Int
    /// Where the string offsets start.
    public var stringOffsets: Int
    /// Where the extended header starts, if there is one.
    public var extendedHeader: Int?
    public var extendedBooleans = 0
    public var extendedNumbers = 0
    public var extendedStrings = 0
    /// Where the extended offsets start (values, then names).
    public var extendedOffsets = 0

    /// The layout of `bytes`, which must be a well-formed entry.
    public init(_ bytes: [UInt8]) {
      func short(_ at: Int) -> Int {
        Int(Int16(bitPattern: UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8))
      }
      let numberSize = short(0) == 0o1036 ? 4 : 2
      nameSize = short(2)
      booleans = short(4)
      numbers = short(6)
      strings = short(8)
      tableSize = short(10)
      var at = 12 + nameSize + booleans
      if at % 2 == 1 { at += 1 }
      at += numbers * numberSize
      stringOffsets = at
      at += strings * 2 + tableSize
      if at % 2 == 1 { at += 1 }
      guard at + 10 <= bytes.count else { return }
      extendedHeader = at
      extendedBooleans = short(at)
      extendedNumbers = short(at + 2)
      extendedStrings = short(at + 4)
      at += 10 + extendedBooleans
      if at % 2 == 1 { at += 1 }
      extendedOffsets = at + extendedNumbers * numberSize
    }

    /// Where the offset of extended capability `index`'s name is.
    public func extendedNameOffset(_ index: Int) -> Int {
      extendedOffsets + (extendedStrings + index) * 2
    }
  }

  /// `bytes` with the little-endian 16-bit number at `at` set to `value`.
  public static func settingShort(_ bytes: [UInt8], at: Int, to value: Int) -> [UInt8] {
    var out = bytes
    let bits = UInt16(bitPattern: Int16(value))
    out[at] = UInt8(bits & 0xFF)
    out[at + 1] = UInt8(bits >> 8)
    return out
  }
}
