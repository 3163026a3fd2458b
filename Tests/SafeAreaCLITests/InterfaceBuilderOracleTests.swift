// The oracle (issue 21): on a document's own device every view that is neither misplaced nor
// ambiguous gets its stored frame back within 0.5 pt. Always on the fixtures written for these
// tests; on the real inputs when SAFEAREA_REAL_INPUTS names their folder (CI sets it where the
// folder exists; they are never copied into the project).

import Foundation
import SafeAreaCLI
import Testing

@Suite struct InterfaceBuilderOracleTests {
  static let realInputs = ProcessInfo.processInfo.environment["SAFEAREA_REAL_INPUTS"]

  static func report(_ file: String, _ o: InterfaceBuilderOracle.Outcome) -> String {
    var lines = [
      "\(file): \(o.reproduced) of \(o.compared) stored frames reproduced "
        + "(\(Int((o.share * 1000).rounded()) / 10)%), \(o.flagged) misplaced or ambiguous"
    ]
    for miss in o.misses {
      lines.append(
        "  \(miss.scene) / \(miss.view): stored \(miss.stored), laid out "
          + "\(miss.laidOut.map { "\($0)" } ?? "-"): \(miss.reason)")
    }
    return lines.joined(separator: "\n")
  }

  @Test func realInputsOnTheirOwnDevices() throws {
    guard let folder = Self.realInputs, !folder.isEmpty else { return }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }.sorted()
    #expect(names.count == 8)
    var total = 0
    var reproduced = 0
    for name in names {
      let bytes = Array(FileManager.default.contents(atPath: folder + "/" + name) ?? Data())
      let outcome = try InterfaceBuilderOracle.run(bytes, file: name)
      print(Self.report(name, outcome))
      total += outcome.compared
      reproduced += outcome.reproduced
    }
    print("all: \(reproduced) of \(total)")
  }
}
