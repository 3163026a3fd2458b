import PhoneLayout
import PhoneTUI

/// The session's files in memory: what the loop is asked to watch, scripted reloads, and the
/// drawings it writes (each answered by `answer`).
public final class FakeFiles: SessionFiles {
  public var watched: [String]
  /// What each reload returns, in order (the last one again when they run out).
  public var reloads: [Reload]
  public private(set) var reloadCount = 0
  public private(set) var written: [SVGExport] = []
  public var answer: (SVGExport) -> Result<String, ExportFailure>

  public init(
    watched: [String] = [], reloads: [Reload] = [],
    answer: @escaping (SVGExport) -> Result<String, ExportFailure> = { .success($0.name + ".svg") }
  ) {
    self.watched = watched
    self.reloads = reloads
    self.answer = answer
  }

  public func reload() -> Reload {
    reloadCount += 1
    guard !reloads.isEmpty else { return Reload() }
    return reloads.count > 1 ? reloads.removeFirst() : reloads[0]
  }

  public func write(_ drawing: SVGExport) -> Result<String, ExportFailure> {
    written.append(drawing)
    return answer(drawing)
  }
}
