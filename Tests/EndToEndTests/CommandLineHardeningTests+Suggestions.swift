import Foundation
import TestSupport
import Testing

extension CommandLineHardeningTests {
  /// "did you mean" names the nearest id, and a bad name of any length answers at once in one
  /// line.
  @Test func unknownDevicesGetCloseSuggestionsInOneShortLine() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = try Self.catalogFile(name: "iPhone Air", in: directory)
      let air = file.replacingOccurrences(of: "odd.json", with: "air.json")
      try String(contentsOfFile: file, encoding: .utf8)
        .replacingOccurrences(of: "\"id\": \"odd\"", with: "\"id\": \"iphone-air\"")
        .write(toFile: air, atomically: true, encoding: .utf8)
      let typo = try Binary.run(["json", "--devices", air, "--device", "iphone-airr"])
      #expect(typo.stderr == "safearea: unknown device 'iphone-airr'; did you mean iphone-air?\n")
      // Nothing close: no "did you mean" at all.
      let unrelated = try Binary.run(["json", "--device", "galaxy-s24"])
      #expect(
        unrelated.stderr == "safearea: unknown device 'galaxy-s24' (see 'safearea devices')\n",
        "\(unrelated.stderr)")
      // The built-in catalog has the new phones (issue 8).
      let builtIn = try Binary.run(["json", "--device", "iphone-17-pro-maxx"])
      #expect(
        builtIn.stderr
          == "safearea: unknown device 'iphone-17-pro-maxx'; did you mean iphone-17-pro-max?\n")
      for name in [
        String(repeating: "a", count: 131_000), "a" + String(repeating: "\u{301}", count: 65_000),
      ] {
        let result = try Binary.run(["json", "--device", name])
        #expect(result.status == 2)
        let lines = ScreenText.rows(result.stderr)
        #expect(
          lines.count == 1 && (lines.first?.unicodeScalars.count ?? 0) < 200,
          "\(lines.first?.prefix(100) ?? "")")
      }
    }
  }
}
