import TestSupport
import Testing

@testable import PhoneLayout

/// Issue 18's "try it": a bar of a new kind, on a side edge, is a row of the bar table — a
/// `BarDescriptor` with its edge, its thickness rule and its labels — and nothing else changes:
/// the bars stage places it, the content stage and the safe area make room for it.
@Suite struct SideBarTests {
  /// A hypothetical bar down the right edge, as thick as a toolbar.
  static let sideBar = BarDescriptor(
    element: .toolbar, slot: .bottom, wanted: { _ in true }, edge: { _ in .right },
    thickness: { _ in .toolbarHeight }, strip: .sitsAbove, floats: { _ in false },
    labels: ["Side"])

  @Test func aSideBarIsARowAndTheLayoutMakesRoomForIt() throws {
    let device = try #require(DeviceCatalog.builtIn.device(matching: "iphone-15"))
    var settings = Settings(device: device)
    settings.ios = IOSVersion(17)
    settings.bottomBar = .none
    let plain = ScreenLayout(device: device, settings: settings)
    let layout = ScreenLayout(
      device: device, settings: settings, recording: false,
      bars: [BarDescriptor.navigationBar, Self.sideBar])
    let bar = try #require(layout.placedBars.first { $0.edge == .right })
    // Against the right edge, 44 wide, between the top and bottom safe-area insets.
    #expect(bar.frame == Rect(x: 393 - 44, y: 59, width: 44, height: 852 - 59 - 34))
    // The content rect stops at its inner edge; the rest of the layout is as without it.
    #expect(layout.contentRect.maxX == 393 - 44)
    #expect(layout.contentRect.minY == plain.contentRect.minY)
    #expect(layout.navigationBar == plain.navigationBar)
    #expect(layout.viewSafeAreaInsets?.right == 44)
    // Its labels are the row's, for the drawing.
    #expect(Self.sideBar.labels == ["Side"])
  }
}
