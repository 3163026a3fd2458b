// The device-id and toolsVersion tables: the real inputs (which the tables' own sources do not
// include but for three rows) check the sizes, and the lookups follow their documented rules.

import InterfaceBuilder
import TestSupport
import Testing

@Suite struct DeviceIDsTests {
  /// Each real input whose root view is full screen (no simulated bars, not freeform) is the size
  /// the table gives for its device id and toolsVersion.
  @Test(arguments: [
    ("duckduckgo-iOS--Main.storyboard", "Vxt-xD-aBt"),
    ("IQKeyboardManager--TestCases.storyboard", "5EZ-qb-Rvc"),
    ("NetNewsWire--iOS-Main.storyboard", "svH-Pt-448"),
    ("element-ios--CallViewController.xib", "iN0-l3-epB"),
    ("Hero--CityGuide.storyboard", "kJb-V7-Onr"),
  ])
  func realInputsRootViewsHaveTheTablesSize(file: String, rootView: String) throws {
    let document = try InterfaceBuilderReader.read(try SharedInputs.bytes(file))
    let deviceID = try #require(document.device?.id)
    let row = try #require(IBDeviceIDs.device(id: deviceID, toolsBuild: document.toolsBuild))
    let root = try #require(document.view(id: rootView).flatMap { document.views[$0].frame })
    #expect(root.width == row.width && root.height == row.height)
  }

  @Test func retina6_7ChangedSizeBetweenXcodes() throws {
    // Seen at 17506 and 20037 as 428 × 926, at 24093 and 24506 as 430 × 932.
    #expect(IBDeviceIDs.device(id: "retina6_7", toolsBuild: 17506)?.width == 428)
    #expect(IBDeviceIDs.device(id: "retina6_7", toolsBuild: 24506)?.height == 932)
    // Between them, the nearer: 22000 is 1,963 builds after 20037 and 2,093 before 24093.
    #expect(IBDeviceIDs.device(id: "retina6_7", toolsBuild: 22000)?.width == 428)
    #expect(IBDeviceIDs.device(id: "retina6_7", toolsBuild: 23000)?.width == 430)
    // No build: the newest.
    #expect(IBDeviceIDs.device(id: "retina6_7", toolsBuild: nil)?.width == 430)
    #expect(IBDeviceIDs.device(id: "retina9_9", toolsBuild: 22154) == nil)
  }

  @Test func everyIDHasOneSizePerBuild() {
    for row in IBDeviceIDs.table {
      let same = IBDeviceIDs.table.filter { $0.id == row.id }
      for other in same where other != row {
        #expect(!row.toolsBuilds.overlaps(other.toolsBuilds), "\(row.id) has two sizes at once")
      }
      #expect(row.width < row.height && row.width >= 320)
    }
  }

  @Test func toolsVersionAnchorsAreOrderedAndLookedUpDownwards() throws {
    let builds = IBToolsVersions.anchors.map(\.build)
    #expect(builds == builds.sorted() && Set(builds).count == builds.count)
    #expect(IBToolsVersions.xcode(forBuild: 22154)?.xcode == "15.0")
    #expect(IBToolsVersions.xcode(forBuild: 22154)?.iOSSDK == "17.0")
    // 14460.31 lies between the 9.4 and 10.2 anchors: saved by 9.4 or later.
    #expect(IBToolsVersions.xcode(forBuild: 14460)?.xcode == "9.4")
    #expect(IBToolsVersions.xcode(forBuild: 24506)?.xcode == "26.0")
    #expect(IBToolsVersions.xcode(forBuild: 10000) == nil)
  }
}
