import Foundation
import TestSupport
import Testing

extension CommandLineHardeningTests {
  /// Numbers as people write them, and nothing else: exit 2 and one line each.
  @Test func numbersAreReadStrictly() async throws {
    try await offPool {
      let bad: [[String]] = [
        ["json", "--ios", "+11"], ["json", "--ios", "011"], ["json", "--ios", "1e1"],
        ["json", "--ios", " 11"], ["show", "--size", "+80x+24"], ["show", "--size", "080x24"],
        ["show", "--size", "0x50x24"], ["json", "--hotspot=+2"], ["json", "--hotspot", "02"],
        ["json", "--additional-insets", "0x10,0,0,0"],
        ["json", "--additional-insets", "1e-400,0,0,0"],
        ["json", "--additional-insets", "+1,0,0,0"], ["json", "--additional-insets", "1.,0,0,0"],
        ["json", "--additional-insets", "inf,0,0,0"], ["json", "--additional-insets", "01,0,0,0"],
      ]
      for words in bad {
        let result = try Binary.run(words)
        #expect(result.status == 2, "\(words): status \(result.status)")
        #expect(result.stdout.isEmpty, "\(words): \(result.stdout)")
        #expect(ScreenText.rows(result.stderr).count == 1, "\(words): \(result.stderr)")
      }
      let good = try Binary.run([
        "json", "--ios", "11", "--device", "iphone-8", "--additional-insets", "0,1.5,10,0.25",
        "--hotspot", "0",
      ])
      #expect(good.status == 0, "\(good.stderr)")
    }
  }
}
