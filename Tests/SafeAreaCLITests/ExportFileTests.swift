import Foundation
import PhoneTUI
import SafeAreaCLI
import TestSupport
import Testing

/// Writing the previewer's drawing: a new file every time, never over anything that is there.
@Suite struct ExportFileTests {
  static let drawing = SVGExport(name: "safearea-test", document: "<svg/>\n")

  @Test func writesANewFileThenNumbersTheNextOnes() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.path
    #expect(try ExportFile.write(Self.drawing, in: path).get() == "safearea-test.svg")
    #expect(try ExportFile.write(Self.drawing, in: path).get() == "safearea-test-2.svg")
    #expect(try ExportFile.write(Self.drawing, in: path).get() == "safearea-test-3.svg")
    for name in ["safearea-test.svg", "safearea-test-2.svg", "safearea-test-3.svg"] {
      #expect(try String(contentsOfFile: directory.path(name), encoding: .utf8) == "<svg/>\n")
    }
  }

  /// A directory, a symbolic link (even a dangling one) or a file by that name is left alone.
  @Test func nothingInTheWayIsReplacedOrFollowed() throws {
    let directory = try TemporaryDirectory()
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: directory.path("safearea-test.svg"), withIntermediateDirectories: false)
    let target = directory.path("elsewhere")
    try manager.createSymbolicLink(
      atPath: directory.path("safearea-test-2.svg"), withDestinationPath: target)
    try "mine".write(
      toFile: directory.path("safearea-test-3.svg"), atomically: true, encoding: .utf8)
    #expect(
      try ExportFile.write(Self.drawing, in: directory.url.path).get() == "safearea-test-4.svg")
    #expect(!manager.fileExists(atPath: target), "the link was followed")
    #expect(
      try String(contentsOfFile: directory.path("safearea-test-3.svg"), encoding: .utf8) == "mine")
  }

  @Test func aDirectoryThatCannotTakeTheFileSaysWhy() throws {
    let missing = try TemporaryDirectory().path("gone")
    #expect(
      ExportFile.write(Self.drawing, in: missing)
        == .failure(ExportFailure("cannot create safearea-test.svg: no such file")))
    // /sys refuses new files to root as well.
    guard case .failure(let failure) = ExportFile.write(Self.drawing, in: "/sys") else {
      Issue.record("wrote into /sys")
      return
    }
    #expect(
      failure.message == "cannot create safearea-test.svg: permission denied"
        || failure.message == "cannot create safearea-test.svg: read-only file system")
  }

  @Test func aLargeDocumentIsWrittenWhole() throws {
    let directory = try TemporaryDirectory()
    let big = SVGExport(name: "big", document: String(repeating: "x", count: 1 << 20))
    #expect(try ExportFile.write(big, in: directory.url.path).get() == "big.svg")
    let attributes = try FileManager.default.attributesOfItem(atPath: directory.path("big.svg"))
    #expect((attributes[.size] as? NSNumber)?.intValue == 1 << 20)
  }
}
