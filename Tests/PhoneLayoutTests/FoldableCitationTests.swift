import TestSupport
import Testing

@testable import PhoneLayout

/// A foldable's numbers cite the part of the catalog entry they come from: the status cluster,
/// the strip and the fold each have their own sources, apart from the inner display's.
@Suite struct FoldableCitationTests {
  static func layout(pose: Pose, _ orientation: Orientation = .portrait) throws -> ScreenLayout {
    let device = try #require(DeviceCatalog.builtIn.device(matching: "iphone-duo"))
    var settings = Settings(device: device)
    settings.pose = pose
    settings.orientation = orientation
    return ScreenLayout(device: device, settings: settings)
  }

  @Test func theStatusBarCitesTheStatusCluster() throws {
    let fold = try #require(DeviceCatalog.builtIn.device(matching: "iphone-duo")?.foldable)
    let explanation = try #require(try Self.layout(pose: .folded).explain("statusBar.height"))
    let term = try #require(explanation.terms.first { $0.value != 0 })
    #expect(term.provenance == fold.cluster.provenance)
    #expect(term.provenance != fold.inner.provenance)
  }

  @Test func theStripsBarsCiteTheStripAndTheDivisionTheFold() throws {
    let fold = try #require(DeviceCatalog.builtIn.device(matching: "iphone-duo")?.foldable)
    let open = try Self.layout(pose: .open)
    let width = try #require(open.explain("navigationBar.width"))
    #expect(width.terms.contains { $0.provenance == fold.strip.provenance })
    // The division region has no field of its own to explain; its ledger entries say it.
    let half = try Self.layout(pose: .halfOpen, .landscapeLeft).recorded
    let thickness = half.ledger.entries.filter { $0.name == .term(.divisionThickness) }
    #expect(!thickness.isEmpty)
    #expect(thickness.allSatisfy { $0.basis == .catalog(.fold) })
  }
}
