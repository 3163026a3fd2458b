import PhoneTUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the previewer's `x` drawing to a new file, never over an existing one.
public enum ExportFile {
  /// How many names are tried (`NAME.svg`, then `NAME-2.svg` … `NAME-999.svg`).
  static let attempts = 999

  /// Writes `export` into `directory` as `NAME.svg`, or the first of `NAME-2.svg`, `NAME-3.svg`, …
  /// that does not exist; returns the file name written.
  ///
  /// The file is created exclusively (`O_EXCL`, and never through a symbolic link), so a file of
  /// that name is never replaced, even one created a moment before. A write that fails half-way
  /// removes the partial file, so a failure leaves nothing behind.
  public static func write(_ export: SVGExport, in directory: String = ".") -> Result<
    String, ExportFailure
  > {
    for attempt in 1...attempts {
      let name = attempt == 1 ? "\(export.name).svg" : "\(export.name)-\(attempt).svg"
      let path = directory == "." ? name : "\(directory)/\(name)"
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard fd >= 0 else {
        let code = errno
        if code == EEXIST { continue }
        return .failure(ExportFailure("cannot create \(name): \(FileReader.describe(code))"))
      }
      if let code = StandardStream.write(export.document, to: fd) {
        close(fd)
        unlink(path)
        return .failure(ExportFailure("cannot write \(name): \(FileReader.describe(code))"))
      }
      guard close(fd) == 0 else {
        let code = errno
        unlink(path)
        return .failure(ExportFailure("cannot write \(name): \(FileReader.describe(code))"))
      }
      return .success(name)
    }
    return .failure(
      ExportFailure(
        "\(export.name).svg and \(export.name)-2.svg to -\(attempts).svg all exist already"))
  }
}
