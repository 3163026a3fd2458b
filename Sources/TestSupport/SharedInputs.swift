import Foundation

/// The project's shared test inputs (`../shared/real-inputs`): real files from public
/// repositories that tests read where they are, never copied into the project.
///
/// The directory is `$SAFEAREA_SHARED/real-inputs` when the variable is set, else
/// `<package root>/../shared/real-inputs`. A missing file is an error the test fails with, never
/// a reason to skip.
public enum SharedInputs {
  /// A shared input that is not there, with what to do about it.
  public struct Missing: Error, CustomStringConvertible {
    public var path: String
    public var description: String {
      "\(path) is missing: the tests read ../shared/real-inputs beside the package, or"
        + " $SAFEAREA_SHARED/real-inputs when SAFEAREA_SHARED is set"
    }
  }

  /// The directory holding the real inputs.
  public static var directory: URL {
    if let shared = ProcessInfo.processInfo.environment["SAFEAREA_SHARED"], !shared.isEmpty {
      return URL(fileURLWithPath: shared).appendingPathComponent("real-inputs")
    }
    return Binary.packageRoot.deletingLastPathComponent().appendingPathComponent(
      "shared/real-inputs")
  }

  /// The bytes of the shared input `name`.
  public static func bytes(_ name: String) throws -> [UInt8] {
    let url = directory.appendingPathComponent(name)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Missing(path: url.path)
    }
    return Array(data)
  }
}
