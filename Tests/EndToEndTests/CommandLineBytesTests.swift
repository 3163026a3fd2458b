import Foundation
import TestSupport
import Testing

/// File names that are not UTF-8, through the real binary.
///
/// Swift's `CommandLine.arguments` repairs them (a byte 0xFF becomes U+FFFD), so only what
/// `main` reads from the kernel's own argv names the file. Bash's `$'\xff'` puts the byte on
/// the command line; Foundation's `Process` could not, as it takes Strings.
@Suite struct CommandLineBytesTests {
  static let views =
    #"{"views": [{"name": "card", "frame": {"x": 60, "y": 100, "width": 100, "height": 100}}]}"#

  /// Runs `safearea` with `arguments` (shell words, `$'…'` allowed) in `directory`.
  static func run(_ arguments: String, in directory: TemporaryDirectory) throws -> Binary.Result {
    try Binary.shell(
      "cd \(TmuxSession.shellQuote(directory.url.path)) && \(TmuxSession.binary) \(arguments)",
      environment: Programs.plainEnvironment())
  }

  /// Writes `text` to the file named by the shell word `name` in `directory`.
  static func write(_ text: String, to name: String, in directory: TemporaryDirectory) throws {
    // The text goes through a plain file (a catalog is longer than one argument may be), then
    // the shell gives it the name with the byte.
    let plain = directory.url.appendingPathComponent("contents")
    try text.write(to: plain, atomically: true, encoding: .utf8)
    let made = try Binary.shell(
      "cd \(TmuxSession.shellQuote(directory.url.path)) && mv contents \(name)")
    #expect(made.status == 0, "\(made.stderr)")
  }

  @Test func aViewsFileNamedWithByteFFIsRead() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      try Self.write(Self.views, to: #"$'v\xff.json'"#, in: directory)
      let json = try Self.run(
        #"json --device iphone-x --ios 16 --views $'v\xff.json'"#, in: directory)
      #expect(json.status == 0, "\(json.stderr)")
      #expect(json.stdout.contains("\"name\": \"card\""))
      // The report names the file as Swift's text of it (as before), valid JSON.
      #expect(json.stdout.contains("\"views\": \"v\u{FFFD}.json\""), "\(json.stdout.suffix(300))")
      let check = try Self.run(#"check --device iphone-x --views $'v\xff.json'"#, in: directory)
      #expect(check.status == 0 && check.stdout.hasPrefix("card: passes"), "\(check.stderr)")
    }
  }

  @Test func aCatalogNamedWithByteFFIsRead() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let catalog = try Binary.run(["devices", "--json"]).stdout
      try Self.write(catalog, to: #"$'c\xff.json'"#, in: directory)
      let devices = try Self.run(#"devices --devices $'c\xff.json'"#, in: directory)
      #expect(devices.status == 0, "\(devices.stderr)")
      #expect(devices.stdout.contains("iphone-17-pro "))
    }
  }

  /// What is shown is repaired: the byte as `\xFF`, on one line.
  @Test func aMissingFileIsNamedWithTheByteEscaped() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let missing = try Self.run(#"json --views $'missing\xff.json'"#, in: directory)
      #expect(missing.status == 2)
      #expect(missing.stderr == "safearea: missing\\xFF.json: no such file\n", "\(missing.stderr)")
    }
  }

  /// The recorder opens a name as text, which would create `r\u{FFFD}.cast` instead: refused
  /// before the screen opens, nothing created.
  @Test func aRecordingNamedWithByteFFIsRefusedAndCreatesNothing() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let record = try Self.run(#"--record $'r\xff.cast'"#, in: directory)
      #expect(record.status == 2)
      #expect(
        record.stderr
          == "safearea: --record: 'r\\xFF.cast' is not a UTF-8 file name; the recording needs one\n",
        "\(record.stderr)")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
      #expect(left.isEmpty, "\(left)")
    }
  }
}
