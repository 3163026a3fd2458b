import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// `swift build -c release --static-swift-stdlib` gives one file to copy to a server: it needs no
/// Swift toolchain there, only (at most) the system's C libraries.
@Suite struct StaticBinaryTests {
  /// The shared libraries the README allows the binary to need.
  static let allowed: Set<String> = [
    "libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libncursesw.so.6",
    "libtinfo.so.6", "ld-linux-x86-64.so.2",
  ]

  /// The `NEEDED` entries of an ELF file, from `readelf -d` (none for a static executable).
  static func needed(_ path: String) throws -> [String] {
    let result = try Binary.run(["-d", path], executable: "/usr/bin/readelf")
    #expect(result.status == 0, "readelf: \(result.stderr)")
    return result.stdout.split(separator: "\n").compactMap { line in
      guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["),
        let close = line.lastIndex(of: "]")
      else { return nil }
      return String(line[line.index(after: open)..<close])
    }
  }

  /// The release binary `.ci/run` builds before the tests (`swift build -c release
  /// --static-swift-stdlib --product safearea`) and names in `SAFEAREA_RELEASE_BINARY`: a
  /// release build inside `swift test` took minutes of a warm run, so a developer's run leaves
  /// it to CI (issue 18).
  static let releaseBinary = ProcessInfo.processInfo.environment["SAFEAREA_RELEASE_BINARY"]

  @Test(.enabled(if: releaseBinary != nil, "CI builds the release binary (.ci/run)"))
  func theReleaseBinaryNeedsOnlyTheSystemsCLibrariesAndRunsAlone() async throws {
    try await offPool {
      let binary = try #require(Self.releaseBinary)
      #expect(
        FileManager.default.isExecutableFile(atPath: binary), "no release binary at \(binary)")
      let libraries = try Self.needed(binary)
      #expect(Set(libraries).isSubset(of: Self.allowed), "unexpected libraries: \(libraries)")
      #expect(!libraries.contains { $0.contains("swift") || $0.contains("Foundation") })

      // Copied alone into an empty directory, it works: json, show, and the previewer on a pty.
      let dir = try TemporaryDirectory()
      let copy = dir.path("safearea")
      try Binary.copyExecutable(binary, to: copy)
      let json = try Binary.run(
        ["json", "--device", "iphone-4", "--ios", "6", "--hotspot"], executable: copy)
      #expect(json.status == 0)
      #expect(
        json.stdout.contains("\"rootView\": {\"x\": 0, \"y\": 40, \"width\": 320, \"height\": 440}")
      )
      let devices = try Binary.run(["devices"], executable: copy)
      #expect(devices.stdout.split(separator: "\n").count == 54)
      let pty = try Programs.startOnPty(
        ["--device", "iphone-4", "--ios", "6"], executable: copy)
      #expect(pty.readUntil("iPhone 4").found)
      pty.write("h")
      #expect(pty.readUntil("Personal Hotspot: 1 Connection").found)
      pty.write("q")
      let status = try #require(pty.waitStatus(timeout: 5))
      #expect(PseudoTerminal.exitCode(status) == 0)
    }
  }

  /// The helper reads what it should: a dynamically linked program lists libc.
  @Test func neededListsTheLibrariesOfADynamicProgram() throws {
    #expect(try Self.needed("/bin/ls").contains("libc.so.6"))
  }
}
