import PhoneLayout
import Testing

/// The regions a foldable reserves (§8b: `reservedRegions`, the strip) as findings on your views:
/// across the fold when half-open, under the side strip, inside the status cluster's occlusion.
@Suite struct FoldableFindingsTests {
  static let duo = DeviceCatalog.builtIn.device(matching: "iphone-duo")!

  static func layout(_ pose: Pose, _ orientation: Orientation = .portrait) -> ScreenLayout {
    var s = Settings(device: duo)
    s.pose = pose
    s.orientation = orientation
    return ScreenLayout(device: duo, settings: s)
  }

  static func placed(_ json: String, on layout: ScreenLayout) throws -> [PlacedView] {
    let file = try ViewsFile.decode(Array(json.utf8), file: "views.json")
    return try ViewPlacement.place(file, in: layout)
  }

  /// A card across the fold half-open, and none open flat.
  ///
  /// 16 pt in from the safe area's sides and 100 pt down, on the inner display held upright
  /// (951 × 669; insets 0, 0, 34, 84, §8b): x 16 to 851, y 100 to 220. Half-open, the fold's
  /// 40-pt band from x 455.5 crosses it.
  @Test func aCardAcrossTheFoldHalfOpen() throws {
    let card =
      #"{"views": [{"name": "card", "top": {"to": "safeArea", "constant": 100}, "#
      + #""left": {"to": "safeArea", "constant": 16}, "right": {"to": "safeArea", "constant": 16}, "#
      + #""height": 120}]}"#
    let half = try Self.placed(card, on: Self.layout(.halfOpen))
    #expect(half[0].frame == Rect(x: 16, y: 100, width: 835, height: 120))
    let fold = try #require(half[0].findings.first { $0.kind == .fold })
    #expect(fold.overlap == Rect(x: 455.5, y: 100, width: 40, height: 120))
    #expect(fold.element == "division" && !fold.mayBeIntended)
    #expect(fold.reason.hasPrefix("across the fold"))
    let open = try Self.placed(card, on: Self.layout(.open))
    #expect(!open[0].findings.contains { $0.kind == .fold })
  }

  /// A background from the superview's left to its right crosses the fold on purpose.
  @Test func aFullBleedBackgroundAcrossTheFoldMayBeIntended() throws {
    let background =
      #"{"views": [{"name": "background", "top": {"to": "superview"}, "#
      + #""left": {"to": "superview"}, "bottom": {"to": "superview"}, "right": {"to": "superview"}}]}"#
    let placed = try Self.placed(background, on: Self.layout(.halfOpen))
    let fold = try #require(placed[0].findings.first { $0.kind == .fold })
    #expect(fold.mayBeIntended)
  }

  /// Folded, the cover (466 × 678) has its strip on the right, x 382 to 466, and the status
  /// cluster 84 × 170 at its top (§8b, duokit): a badge at 400, 20 is under both.
  @Test func aBadgeUnderTheStripAndInTheCluster() throws {
    let badge =
      #"{"views": [{"name": "badge", "frame": {"x": 400, "y": 20, "width": 60, "height": 60}}]}"#
    let layout = Self.layout(.folded)
    #expect(layout.sideStrip == Rect(x: 382, y: 0, width: 84, height: 678))
    let placed = try Self.placed(badge, on: layout)
    let kinds = placed[0].findings.map(\.kind)
    #expect(kinds.contains(.sideStrip) && kinds.contains(.occlusion), "\(kinds)")
    let strip = try #require(placed[0].findings.first { $0.kind == .sideStrip })
    #expect(strip.overlap == Rect(x: 400, y: 20, width: 60, height: 60))
    // A phone that cannot fold reserves nothing.
    let seventeen = DeviceCatalog.builtIn.device(matching: "iphone-17-pro")!
    let flat = try Self.placed(
      badge, on: ScreenLayout(device: seventeen, settings: Settings(device: seventeen)))
    #expect(!flat[0].findings.contains { [.fold, .sideStrip, .occlusion].contains($0.kind) })
  }
}
