// check's words for where and when (issue 19: orientations and iOS versions named, phones one by
// one, never "A … B" for a set that is no range) and its streamed JSON.

import Foundation
import Glibc
import PhoneLayout
import Testing

@testable import SafeAreaCLI

@Suite struct CheckReportTests {
  /// The iPhone 4 (iOS 4–7), the X (11–16) and the 17 Pro (26, 27), in every orientation: 4 × 3 +
  /// 6 × 3 + 2 × 3 = 36 layouts.
  static func three() -> CheckedLayouts {
    var checked = CheckedLayouts(orientations: Orientation.allCases)
    for id in ["iphone-4", "iphone-x", "iphone-17-pro"] {
      let device = DeviceCatalog.builtIn.device(matching: id)!
      checked.add(device, versions: device.versions)
    }
    return checked
  }

  /// The layouts of `checked` for which `keep` holds.
  static func set(_ checked: CheckedLayouts, _ keep: (CheckedLayouts.Layout) -> Bool) -> LayoutSet {
    var set = LayoutSet()
    for (index, layout) in checked.layouts.enumerated() where keep(layout) { set.insert(index) }
    return set
  }

  @Test func theLayoutsAreEveryPhonesVersionsAndOrientations() {
    let checked = Self.three()
    #expect(checked.layouts.count == 36)
    #expect(checked.devices.map(\.id) == ["iphone-4", "iphone-x", "iphone-17-pro"])
  }

  @Test func wordsForWhereAndWhen() {
    let c = Self.three()
    func says(_ keep: (CheckedLayouts.Layout) -> Bool) -> String { c.describe(Self.set(c, keep)) }
    #expect(says { _ in true } == "all 3 phones, every layout")
    #expect(says { $0.orientation.isLandscape } == "landscape only, all 3 phones")
    #expect(
      says { $0.device == 1 && $0.orientation == .portrait && $0.ios.major <= 13 }
        == "portrait only, iOS 11–13, 1 of 3 phones: iPhone X")
    #expect(
      says { $0.device == 0 && $0.ios.major != 6 }
        == "iOS 4, 5 and 7, 1 of 3 phones: iPhone 4", "two in a row are no range")
    // Two phones, each its own way.
    #expect(
      says {
        ($0.device == 0 && $0.orientation == .landscapeLeft && $0.ios.major == 7)
          || ($0.device == 1 && $0.orientation == .portrait)
      } == "2 of 3 phones: landscape-left only, iOS 7 on iPhone 4; portrait only on iPhone X")
    // Not a product of versions and orientations on the phone.
    #expect(
      says {
        $0.device == 1 && ($0.orientation == .portrait || $0.ios.major <= 12)
      }
        == "portrait on every iOS and landscape on iOS 11 and 12, 1 of 3 phones: iPhone X")
    // On every phone, the largest group last, as the others.
    #expect(
      says { $0.device != 0 || $0.ios.major == 7 }
        == "all 3 phones: iOS 7 on iPhone 4; every layout on the other 2")
    // More than half the phones: those spared are named instead.
    #expect(says { $0.device != 2 } == "2 of 3 phones, all but iPhone 17 Pro")
    #expect(
      says { $0.device == 1 && $0.orientation == .portrait }
        == "portrait only, 1 of 3 phones: iPhone X")
  }

  @Test func oneCheckedPhoneIsNamedWithWhen() {
    var one = CheckedLayouts(orientations: Orientation.allCases)
    let x = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    one.add(x, versions: x.versions)
    #expect(one.describe(Self.set(one) { _ in true }) == "iPhone X, every layout checked")
    #expect(
      one.describe(Self.set(one) { $0.orientation == .landscapeRight })
        == "iPhone X, landscape-right only")
  }

  /// A foldable is checked in every pose (3 × 3 postures on its one iOS), and the words name the
  /// pose: alone when every orientation, with the orientations when not, pose by pose when they
  /// differ.
  @Test func aFoldableIsCheckedInEveryPoseAndItsWordsNameIt() {
    var c = CheckedLayouts(orientations: Orientation.allCases)
    let duo = DeviceCatalog.builtIn.device(matching: "iphone-duo")!
    let x = DeviceCatalog.builtIn.device(matching: "iphone-x")!
    c.add(duo, versions: [duo.ios.value.last])
    c.add(x, versions: [IOSVersion(16)])
    #expect(c.layouts.count == 9 + 3)
    #expect(Set(c.layouts.filter { $0.device == 0 }.map(\.pose)) == [.folded, .open, .halfOpen])
    #expect(c.layouts.filter { $0.device == 1 }.allSatisfy { $0.pose == nil })
    func says(_ keep: (CheckedLayouts.Layout) -> Bool) -> String { c.describe(Self.set(c, keep)) }
    #expect(
      says { $0.device == 0 && $0.pose == .halfOpen } == "half-open only, 1 of 2 phones: iPhone Duo"
    )
    #expect(
      says { $0.device == 0 && $0.pose != .folded && $0.orientation.isLandscape }
        == "open and half-open, landscape only, 1 of 2 phones: iPhone Duo")
    #expect(
      says {
        $0.device == 0
          && (($0.pose == .folded && $0.orientation == .portrait)
            || ($0.pose == .open && $0.orientation.isLandscape))
      } == "folded in portrait and open in landscape, 1 of 2 phones: iPhone Duo")
    // `--pose` checks one pose only.
    var one = CheckedLayouts(orientations: Orientation.allCases, poses: [.halfOpen])
    one.add(duo, versions: [duo.ios.value.last])
    #expect(one.layouts.count == 3 && one.layouts.allSatisfy { $0.pose == .halfOpen })
  }

  @Test func versionRangesAreRunsOfThreeOrMoreOfThoseChecked() {
    let c = Self.three()
    func words(_ majors: [Int]) -> String { c.versionWords(majors.map { IOSVersion($0) }) }
    #expect(words([4, 5, 6, 7]) == "iOS 4–7")
    #expect(words([11, 12]) == "iOS 11 and 12")
    #expect(words([4, 6, 11, 12, 13]) == "iOS 4, 6 and 11–13")
    // 16 and 26 are next to each other among the versions checked here.
    #expect(words([15, 16, 26]) == "iOS 15–26")
  }

  // MARK: - JSON

  final class Collected: @unchecked Sendable {
    var text = ""
    var pieces = 0
  }

  static let views =
    #"{"views": [{"name": "badge", "frame": {"x": 0, "y": 0, "width": 60, "height": 30}}, {"name": "card", "frame": {"x": 60, "y": 100, "width": 100, "height": 100}}]}"#

  static func environment(_ write: (@Sendable (String) -> Int32?)?) -> Environment {
    Environment(
      readFile: { (path: FilePath) throws(FileReader.Failure) -> [UInt8] in
        guard path.text == "v.json" else { throw FileReader.Failure(reason: "no such file") }
        return Array(Self.views.utf8)
      }, writeOutput: write)
  }

  /// Written through an output in pieces or kept whole, the same bytes; the keys in the order
  /// of before (`checked`, then `failures`).
  @Test func streamedJSONIsTheSameDocument() throws {
    let words = ["check", "--views", "v.json", "--json"].map { Array($0.utf8) }
    guard
      case .finished(let kept, _, let status) = CommandRunner.run(
        arguments: words, environment: Self.environment(nil))
    else {
      Issue.record("no outcome")
      return
    }
    #expect(status == 1)
    let collected = Collected()
    guard
      case .finished(let rest, _, let streamedStatus) = CommandRunner.run(
        arguments: words,
        environment: Self.environment({
          collected.text += $0
          collected.pieces += 1
          return nil
        }))
    else {
      Issue.record("no outcome")
      return
    }
    #expect(streamedStatus == 1 && rest.isEmpty)
    #expect(collected.pieces > 1, "written as it goes")
    #expect(collected.text == kept)
    // 690 layouts before iOS 27, + 31 phones × 3 on iOS 27, + the 18 Pro and Pro Max × 3, + the
    // Duo × 3 poses × 3 orientations = 798.
    #expect(kept.hasPrefix("{\n  \"checked\": 798,\n  \"failures\": [\n    {\n      \"device\": "))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(kept.utf8)) as? [String: Any])
    let failures = try #require(object["failures"] as? [[String: Any]])
    // The badge under every status bar; the card under iOS 26's taller navigation bar.
    #expect(Set(failures.compactMap { $0["view"] as? String }) == ["badge", "card"])
    // As many failures as the text report counts layouts, view by view (two ways of adding up).
    guard
      case .finished(let text, _, _) = CommandRunner.run(
        arguments: Array(words.dropLast()), environment: Self.environment(nil))
    else { return }
    let counts = text.split(separator: "\n").compactMap { line -> Int? in
      guard let range = line.firstRange(of: ": findings on ") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    #expect(counts.count == 2 && failures.count == counts.reduce(0, +), "\(counts)")
  }

  @Test func anOutputThatFailsIsOneLineAndStatusOne() {
    let words = ["check", "--views", "v.json", "--json"].map { Array($0.utf8) }
    guard
      case .finished(let out, let err, let status) = CommandRunner.run(
        arguments: words, environment: Self.environment({ _ in ENOSPC }))
    else {
      Issue.record("no outcome")
      return
    }
    #expect(status == 1 && out.isEmpty)
    #expect(err.hasPrefix("safearea: cannot write the output: "), "\(err)")
    #expect(err.split(separator: "\n").count == 1)
  }
}
