import Glibc

/// Tells when watched files change, through inotify, with no polling.
///
/// It watches each file's directory, not the file: editors save by writing a new file and renaming
/// it over the old one, which a watch on the old file would never see. A write counts when the
/// writer closes the file (not at every block), a rename onto the name and a deletion count at
/// once.
///
/// The watches follow the paths, not the directories they found first. A directory removed or
/// moved away (`rm -rf out`, a checkout) ends its watch; the nearest directory above it that is
/// left is watched for the missing name instead, and once the path is whole again its directory
/// is watched again and the file counts as changed. A file that is a symbolic link has each
/// link's directory and the target's watched too, so a save to the target is seen, and a link
/// pointed elsewhere moves the watches along.
final class FileWatcher {
  /// The inotify descriptor, for `poll`.
  let descriptor: Int32
  /// The paths as given, relative to the working directory or absolute.
  private let paths: [String]
  /// For each watch, the names in its directory that matter: the watched files, the links
  /// they lead through, or the missing directory on the way to one.
  private var names: [Int32: Set<[UInt8]>] = [:]
  private var buffer = [UInt8](repeating: 0, count: 8192)

  /// What every watch reports: a file written and closed, renamed in or out, made or removed;
  /// and the directory itself removed or moved, which ends the watch.
  private static let mask = UInt32(
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF
      | IN_MOVE_SELF | IN_ONLYDIR)

  /// The most symbolic links followed from one path (the kernel's own limit is 40).
  private static let longestLinkChain = 40

  /// Nil when inotify is not available or no directory can be watched (the previewer then
  /// simply does not reload).
  init?(_ paths: [String]) {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { return nil }
    descriptor = fd
    self.paths = paths
    rearm()
    guard !names.isEmpty else {
      close(fd)
      return nil
    }
  }

  deinit { close(descriptor) }

  /// Reads every event waiting; true when one concerns a watched file (or a directory or link
  /// on the way to one, which may have brought a new file with it).
  func drain() -> Bool {
    var changed = false
    var moved = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
      while offset + 16 <= count {
        func word(_ at: Int) -> UInt32 {
          buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + at, as: UInt32.self) }
        }
        let watch = Int32(bitPattern: word(0))
        let mask = word(4)
        let length = Int(word(12))
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)]
        let name = Array(nameBytes.prefix { $0 != 0 })
        offset += 16 + length
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
          // Events were lost: anything may have happened.
          changed = true
          moved = true
          continue
        }
        guard let watched = names[watch] else { continue }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
          // The directory went: its watch is over, and the path must be found again.
          changed = true
          moved = true
        } else if watched.contains(name) {
          changed = true
          // A name on the way (a directory made, a link replaced) may lead somewhere new.
          moved = true
        }
      }
    }
    if moved { rearm() }
    return changed
  }

  /// Watches what the paths need now, and drops the watches nothing needs any more.
  private func rearm() {
    var wanted: [Int32: Set<[UInt8]>] = [:]
    for path in paths {
      for (directory, name) in Self.places(of: path) {
        guard let (watch, missing) = watchNearest(directory, name) else { continue }
        wanted[watch, default: []].insert(missing)
      }
    }
    for watch in names.keys where wanted[watch] == nil {
      inotify_rm_watch(descriptor, watch)
    }
    names = wanted
  }

  /// Watches `directory` for `name`, or when the directory is missing, the nearest directory
  /// above it that exists for the next name down: the watch and the name it waits for.
  private func watchNearest(_ directory: String, _ name: [UInt8]) -> (Int32, [UInt8])? {
    var directory = directory
    var name = name
    for _ in 0..<4096 {
      let watch = inotify_add_watch(descriptor, directory, Self.mask)
      if watch >= 0 { return (watch, name) }
      guard errno == ENOENT || errno == ENOTDIR, directory != "/", directory != "." else {
        return nil
      }
      (directory, name) = Self.split(directory)
    }
    return nil
  }

  /// The directories and names a path's file depends on: its own, then each symbolic link's
  /// target's in turn.
  static func places(of path: String) -> [(String, [UInt8])] {
    var places = [split(path)]
    var current = path
    for _ in 0..<longestLinkChain {
      guard let target = link(current) else { break }
      let (directory, _) = split(current)
      current = target.utf8.first == UInt8(ascii: "/") ? target : directory + "/" + target
      places.append(split(current))
    }
    return places
  }

  /// `path` as its directory and its last name (`.` for a bare name, `/` at the root).
  static func split(_ path: String) -> (String, [UInt8]) {
    var bytes = Array(path.utf8)
    while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", bytes) }
    let directory = slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    return (directory, Array(bytes[(slash + 1)...]))
  }

  /// What the symbolic link at `path` points to, or nil when it is not one.
  private static func link(_ path: String) -> String? {
    var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &target, target.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
