import PhoneLayout
import TestSupport
import Testing

/// Decision 14's note for iOS 26's tab bar options says why the layout has no floating tab bar.
///
/// The tab bar floats only with iOS 26's Liquid Glass bars (§7c): not before iOS 26, not in an
/// app that keeps the iOS 18 bars with `UIDesignRequiresCompatibility` (built with the iOS 26
/// SDK, §8a), and not without a tab bar. Each case is named, and no case is silent.
@Suite struct FloatingTabBarNoteTests {
  static func notes(_ id: String, ios: Int, _ configure: (inout Settings) -> Void) -> [String] {
    makeLayout(id, ios: ios) {
      $0.bottomAccessory = 48
      configure(&$0)
    }.ignoredOptions.map(\.text)
  }

  @Test func aFloatingTabBarTakesTheAccessoryWithoutANote() {
    #expect(Self.notes("iphone-17-pro", ios: 26) { $0.bottomBar = .tabBar }.isEmpty)
  }

  @Test func eachReasonForNoFloatingTabBarIsNamed() {
    #expect(
      Self.notes("iphone-17-pro", ios: 26) { $0.bottomBar = .toolbar }
        == ["a bottom accessory needs iOS 26's floating tab bar; ignored without a tab bar"])
    #expect(
      Self.notes("iphone-16-pro", ios: 18) { $0.bottomBar = .tabBar }
        == ["a bottom accessory needs iOS 26's floating tab bar; ignored on iOS 18"])
    // iOS 26 with the compatibility key and the iOS 26 SDK keeps the iOS 18 bars: no capsule,
    // so the accessory is not placed (json's bottomAccessory is null), and the note says why.
    let compatible = makeLayout("iphone-17-pro", ios: 26) {
      $0.bottomBar = .tabBar
      $0.designCompatibility = true
      $0.tabBarMinimized = true
      $0.bottomAccessory = 48
    }
    #expect(
      compatible.ignoredOptions.map(\.text) == [
        "a minimised tab bar needs iOS 26's floating tab bar; ignored where the app keeps the "
          + "iOS 18 bars (UIDesignRequiresCompatibility)",
        "a bottom accessory needs iOS 26's floating tab bar; ignored where the app keeps the "
          + "iOS 18 bars (UIDesignRequiresCompatibility)",
      ])
  }

  /// The iPhone Duo's tab bar runs down its side strip on iOS 27.1 (§8b): it does not float,
  /// so neither option applies, and the note says so rather than dropping them silently.
  @Test func theDuosStripTabBarNamesWhyItDoesNotFloat() {
    let notes = makeLayout("iphone-duo") {
      $0.bottomBar = .tabBar
      $0.bottomAccessory = 48
      $0.tabBarMinimized = true
    }.ignoredOptions.map(\.text)
    #expect(
      notes == [
        "a minimised tab bar needs iOS 26's floating tab bar; ignored where the tab bar runs down iPhone Duo's side strip",
        "a bottom accessory needs iOS 26's floating tab bar; ignored where the tab bar runs down iPhone Duo's side strip",
      ])
  }
}
