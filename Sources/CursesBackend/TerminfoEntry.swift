import Glibc

/// A compiled terminfo entry (term(5)), read the way ncurses 6.4 reads it (read_entry.c), before
/// ncurses reads it.
///
/// ncurses accepts entries it cannot survive: an extended capability name whose offset it checks
/// against the wrong bound, or that is missing, makes `tigetstr`, `tigetflag` and its mouse set-up
/// read through a wild pointer; more string capabilities than it has room for overflow its heap.
/// A fuzzer found such files among a few flipped bytes of xterm-256color. `check` follows ncurses'
/// reader step by step: a file ncurses rejects is passed over as ncurses passes over it (it then
/// tries the next database directory), one it would load safely is accepted, and one it would
/// load and then crash on, or complain about on the terminal, is refused.
struct TerminfoEntry: Equatable, Sendable {
  /// The names section as ncurses keeps it (`xterm-256color|xterm with 256 colors`).
  let names: String
  /// How many extended string capabilities ncurses will have.
  let extendedStringCount: Int

  /// Why an entry ncurses would load is refused.
  struct Damage: Error, Equatable, Sendable, CustomStringConvertible {
    var description: String
  }

  // ncurses' limits (term.h, tic.h).
  static let booleanCount = 44
  static let numberCount = 39
  static let stringCount = 414
  static let maximumNameSize = 512
  static let maximumEntrySize = 32768
  static let legacyMagic = 0o432
  static let extendedNumberMagic = 0o1036

  /// The entry ncurses would load from `bytes`; nil when ncurses would reject the file and look
  /// further; throws when ncurses would load it but cannot survive it.
  static func check(_ bytes: [UInt8]) throws(Damage) -> TerminfoEntry? {
    var reader = Reader(bytes: Array(bytes.prefix(maximumEntrySize + 1)))
    guard let header = reader.shorts(6) else { return nil }
    let magic = Int(UInt16(bitPattern: Int16(truncatingIfNeeded: header[0])))
    guard magic == legacyMagic || magic == extendedNumberMagic else { return nil }
    let numberSize = magic == extendedNumberMagic ? 4 : 2
    let limit = magic == extendedNumberMagic ? maximumEntrySize : 4096
    let (nameSize, booleans, numbers, strings, tableSize) =
      (header[1], header[2], header[3], header[4], header[5])
    guard nameSize >= 0, booleans >= 0, numbers >= 0, strings >= 0, tableSize >= 0,
      strings * 2 < limit
    else { return nil }
    // The names: up to 512 bytes, whatever is there (ncurses pads a short read with NULs).
    let nameBytes = reader.read(min(maximumNameSize, nameSize)) ?? []
    let names = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
    guard reader.skip(booleans) else { return nil }
    reader.evenBoundary(nameSize + booleans)
    guard reader.skip(numbers * numberSize) else { return nil }
    if strings > 0 {
      guard let offsets = reader.shorts(strings), let table = reader.read(tableSize) else {
        return nil
      }
      for (index, offset) in offsets.enumerated() {
        _ = try stringLength(offset, table[...], "string capability", index)
      }
    }
    // The extended section: ncurses reads it when its header has a positive number.
    reader.evenBoundary(tableSize)
    // More strings than ncurses has room for overflow its heap once the extended ones move in.
    let tooMany = Damage(
      description: "it has \(strings) string capabilities, more than \(stringCount)")
    guard let extended = reader.shorts(5), extended.contains(where: { $0 > 0 }) else {
      return TerminfoEntry(names: names, extendedStringCount: 0)
    }
    let (extendedBooleans, extendedNumbers, extendedStrings, usage, extendedTableSize) =
      (extended[0], extended[1], extended[2], extended[3], extended[4])
    let named = extendedBooleans + extendedNumbers + extendedStrings
    guard named < limit / 2, usage < limit, extendedTableSize < limit, extendedBooleans >= 0,
      extendedNumbers >= 0, extendedStrings >= 0, usage >= 0, extendedTableSize >= 0,
      reader.skip(extendedBooleans)
    else { return nil }
    reader.evenBoundary(extendedBooleans)
    guard reader.skip(extendedNumbers * numberSize), extendedStrings + named < limit / 2,
      let offsets = reader.shorts(extendedStrings + named),
      let table = reader.read(extendedTableSize)
    else { return nil }
    if strings > stringCount { throw tooMany }
    // The names follow the values in the table: ncurses finds them at the total length of the
    // values it kept.
    var base = 0
    for index in 0..<extendedStrings {
      if let length = try stringLength(offsets[index], table[...], "extended string", index) {
        base += length + 1
      }
    }
    for index in 0..<named {
      let offset = offsets[extendedStrings + index]
      guard offset >= 0, base + offset < table.count,
        table.dropFirst(base + offset).contains(0)
      else {
        throw Damage(description: "extended capability \(index) has no name inside its table")
      }
    }
    return TerminfoEntry(names: names, extendedStringCount: extendedStrings)
  }

  /// A string's length as ncurses sees it: nil when absent (-1), cancelled (-2), past the table
  /// or without a NUL inside it (all read as absent); throws where ncurses would print a
  /// "corrupt data" warning on the terminal (an offset equal to the table's size, or negative).
  ///
  /// `kind` and `index` name the string in the error: spelled only then, since a healthy entry
  /// has hundreds of strings and start-up would spell each name.
  private static func stringLength(
    _ offset: Int, _ table: ArraySlice<UInt8>, _ kind: StaticString, _ index: Int
  ) throws(Damage) -> Int? {
    if offset == -1 || offset == -2 || offset > table.count { return nil }
    guard offset >= 0, offset < table.count else {
      throw Damage(description: "\(kind) \(index) points outside its table")
    }
    let start = table.startIndex + offset
    guard let end = table[start...].firstIndex(of: 0) else { return nil }
    return end - start
  }

  /// ncurses' `fake_read` over the file: a read that does not fit takes what is there (and the
  /// caller decides whether that is a failure).
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    /// Exactly `count` bytes, or nil (having taken what there was).
    mutating func read(_ count: Int) -> ArraySlice<UInt8>? {
      let have = max(0, min(count, bytes.count - position))
      defer { position += have }
      let slice = bytes[position..<position + have]
      return have == count ? slice : nil
    }

    mutating func skip(_ count: Int) -> Bool { read(count) != nil }

    /// `count` signed 16-bit little-endian numbers, or nil.
    mutating func shorts(_ count: Int) -> [Int]? {
      guard let slice = read(count * 2) else { return nil }
      var values: [Int] = []
      values.reserveCapacity(count)
      var index = slice.startIndex
      while index < slice.endIndex {
        values.append(Int(Int16(bitPattern: UInt16(slice[index]) | UInt16(slice[index + 1]) << 8)))
        index += 2
      }
      return values
    }

    /// ncurses' `even_boundary`: one byte skipped after a section of odd length.
    mutating func evenBoundary(_ length: Int) {
      if length % 2 != 0 { _ = read(1) }
    }
  }
}

// MARK: - Where ncurses looks

extension TerminfoEntry {
  /// What a terminal type name leads to in the terminfo database.
  enum Location: Equatable, Sendable {
    /// Where entries for it may be, in the order ncurses tries them.
    case candidates([Candidate])
    /// The name cannot name an entry (empty, `.`, `..`, a `/`, longer than ncurses allows).
    case invalidName
    /// None of the database directories exists.
    case noDatabase
  }

  /// One place an entry may come from.
  enum Candidate: Equatable, Sendable {
    /// A compiled file, `directory/x/name`.
    case file(String)
    /// A search-path element holding an entry itself (`hex:…` or `b64:…`, ncurses' "quick
    /// dump"), decoded; ncurses uses it only when one of its names is the one asked for.
    case quickDump([UInt8])
  }

  /// The search path as ncurses 6.4 builds it (db_iterator.c).
  ///
  /// `$TERMINFO`, `~/.terminfo`, `$TERMINFO_DIRS`, then the directories it was built with, joined
  /// with `:` and split again (but not after a `hex` or `b64` prefix); an empty element is the
  /// default directory; tabs, newlines and backslash-newlines are removed; duplicates go. The
  /// environment is ignored in a set-user-id or set-group-id process, as ncurses ignores it.
  static func searchPath(environment: (String) -> String?, elevated: Bool) -> [String] {
    let defaultDirectory = "/usr/share/terminfo"
    var values: [String] = []
    if !elevated {
      values.append(environment("TERMINFO") ?? "")
      values.append(environment("HOME").map { $0 + "/.terminfo" } ?? "")
      values.append(environment("TERMINFO_DIRS") ?? "")
    }
    values += ["/etc/terminfo:/lib/terminfo:/usr/share/terminfo", defaultDirectory]
    // Joined by hand: the first `joined(separator:)` a process makes has the runtime scan every
    // conformance in the binary (decision 66), and this runs before the first frame.
    var blob = ""
    for value in values where !value.isEmpty { blob += blob.isEmpty ? value : ":" + value }
    var list: [String] = []
    var current = ""
    for character in blob {
      if character == ":" && !(current.count == 3 && isQuickPrefix(current)) {
        list.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    list.append(current)
    // A handful of directories: duplicates found by looking back, not with a `Set`, whose
    // first use at start-up costs a scan of every conformance in the binary.
    var kept: [String] = []
    for element in list {
      var trimmed = element.replacingBackslashNewlines()
      trimmed.removeAll { $0 == "\n" || $0 == "\t" }
      let directory = trimmed.isEmpty ? defaultDirectory : trimmed
      if !kept.contains(directory) { kept.append(directory) }
    }
    return kept
  }

  private static func isQuickPrefix(_ text: some StringProtocol) -> Bool {
    text.hasPrefix("hex") || text.hasPrefix("b64")
  }

  /// Where entries for `name` may be, searching `path` (see `searchPath`).
  static func locate(
    _ name: String, in path: [String], isDirectory: (String) -> Bool = Self.isDirectory,
    isFile: (String) -> Bool = Self.isFile
  ) -> Location {
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/"),
      name.utf8.count <= maximumNameSize, let first = name.unicodeScalars.first
    else {
      return .invalidName
    }
    var anyDatabase = false
    var candidates: [Candidate] = []
    for element in path {
      if element.hasPrefix("hex:") || element.hasPrefix("b64:") {
        anyDatabase = true
        if let bytes = decodeQuickDump(element) { candidates.append(.quickDump(bytes)) }
      } else if isDirectory(element) {
        anyDatabase = true
        let file = "\(element)/\(Character(first))/\(name)"
        if isFile(file) { candidates.append(.file(file)) }
      }
    }
    return anyDatabase ? .candidates(candidates) : .noDatabase
  }

  /// The entry in a `hex:` or `b64:` element, decoded as ncurses decodes it (base64 in either
  /// alphabet, `=` padding), or nil where ncurses finds nothing.
  static func decodeQuickDump(_ element: String) -> [UInt8]? {
    let text = Array(element.utf8.dropFirst(4))
    var out: [UInt8] = []
    if element.hasPrefix("hex:") {
      guard text.count % 2 == 0 else { return nil }
      var index = 0
      while index < text.count {
        guard let high = hexValue(text[index]), let low = hexValue(text[index + 1]),
          out.count < maximumEntrySize
        else { return nil }
        out.append(high << 4 | low)
        index += 2
      }
    } else {
      guard text.count % 4 == 0 else { return nil }
      var index = 0
      while index < text.count {
        var bits: [UInt8] = []
        for k in 0..<4 {
          guard let value = base64Value(text[index + k]) else { return nil }
          bits.append(value)
        }
        let produced = 3 - bits.filter { $0 == 64 }.count
        guard out.count + produced < maximumEntrySize else { return nil }
        out.append(bits[0] << 2 | bits[1] >> 4)
        if bits[2] < 64 {
          out.append(bits[1] << 4 | bits[2] >> 2)
          if bits[3] < 64 { out.append(bits[2] << 6 | bits[3]) }
        }
        index += 4
      }
    }
    return out.isEmpty ? nil : out
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  private static func base64Value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): 26 + byte - UInt8(ascii: "a")
    case UInt8(ascii: "0")...UInt8(ascii: "9"): 52 + byte - UInt8(ascii: "0")
    case UInt8(ascii: "-"), UInt8(ascii: "+"): 62
    case UInt8(ascii: "_"), UInt8(ascii: "/"): 63
    case UInt8(ascii: "="): 64
    default: nil
    }
  }

  /// Whether `name` is one of an entry's names (`xterm-256color|xterm with 256 colors`).
  func isNamed(_ name: String) -> Bool {
    names.split(separator: "|", omittingEmptySubsequences: false).contains { $0 == name }
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func isFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Reads the file at `path` as ncurses does (at most one byte more than an entry may have), or
  /// nil when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: maximumEntrySize + 1)
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.read(fd, $0.baseAddress! + total, $0.count - total)
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return nil }
      if count == 0 { break }
      total += count
    }
    return Array(bytes[0..<total])
  }
}

extension String {
  /// This text without backslash-newline pairs (ncurses' `trim_formatting`).
  fileprivate func replacingBackslashNewlines() -> String {
    var out = ""
    var previous: Character?
    for character in self {
      if previous == "\\" && character == "\n" {
        out.removeLast()
        previous = nil
        continue
      }
      out.append(character)
      previous = character
    }
    return out
  }
}
