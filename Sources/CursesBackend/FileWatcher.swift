import Glibc

/// Tells when watched files change, through inotify.
///
/// It watches each file's directory, not the file: editors save by writing a new file and renaming
/// it over the old one, which a watch on the old file would never see. A write counts when the
/// writer closes the file (not at every block), a rename onto the name and a deletion count at
/// once.
final class FileWatcher {
  /// The inotify descriptor, for `poll`.
  let descriptor: Int32
  /// For each directory watched, the names in it that are watched.
  private var names: [Int32: Set<[UInt8]>] = [:]
  private var buffer = [UInt8](repeating: 0, count: 8192)

  /// Nil when inotify is not available or no directory can be watched (the previewer then
  /// simply does not reload).
  init?(_ paths: [String]) {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { return nil }
    descriptor = fd
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
    for path in paths {
      let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
      let directory = slash.map { $0 == path.utf8.startIndex ? "/" : String(path[..<$0]) } ?? "."
      let name = Array(slash.map { path.utf8[path.utf8.index(after: $0)...] } ?? path.utf8[...])
      let watch = inotify_add_watch(fd, directory, mask)
      guard watch >= 0 else { continue }
      names[watch, default: []].insert(name)
    }
    guard !names.isEmpty else {
      close(fd)
      return nil
    }
  }

  deinit { close(descriptor) }

  /// Reads every event waiting; true when one concerns a watched file.
  func drain() -> Bool {
    var changed = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return changed }
      var offset = 0
      // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
      while offset + 16 <= count {
        func word(_ at: Int) -> UInt32 {
          buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + at, as: UInt32.self) }
        }
        let watch = Int32(bitPattern: word(0))
        let length = Int(word(12))
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)]
        let name = Array(nameBytes.prefix { $0 != 0 })
        if names[watch]?.contains(name) == true { changed = true }
        offset += 16 + length
      }
    }
  }
}
