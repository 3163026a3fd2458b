/// What an Interface Builder `<device id=…>` stands for: the portrait size in points of the
/// phone Interface Builder laid the stored frames out for.
///
/// Apple publishes no table of these ids. Each row is a measurement: a file saved by Interface
/// Builder with that id, whose full-screen root view (a view controller's view with no simulated
/// bars, or a xib's top-level view that is not freeform) has that size, at the `toolsVersion`
/// builds given. The phones named are the catalog's phones of that size (for the ids that
/// IBLinter's table names, the phone it names comes first).
public struct IBDeviceID: Hashable, Sendable {
  public var id: String
  public var width: Double
  public var height: Double
  /// The phones of that size, in the catalog's names.
  public var phones: String
  /// The `toolsVersion` builds the size was seen at (an id can change size between Xcodes:
  /// `retina6_7`); files with the build `32700.99.1234`, which is no Xcode's, are not counted.
  public var toolsBuilds: ClosedRange<Int>
}

/// The iPhone device ids seen in public Interface Builder files, with their sizes and sources.
public enum IBDeviceIDs {
  /// Sources: "IBLinter" is https://github.com/IBDecodable/IBLinter/blob/aa34f5b758d2f95fae17b77e10668697cd3f5e19/README.md
  /// (its table "mapping device name to device_id (on Xcode 10.2)"); every other source is a
  /// file at a commit whose root view has the size given, measured by reading the file.
  public static let table: [IBDeviceID] = [
    // IBLinter: iPhone 4s. Seen: onevcat/Kingfisher 53739b120387fb24deb89f264431228ab64d7768
    // Demo/Demo/Kingfisher-Demo/Base.lproj/Main.storyboard (14460.31); vector-im/element-ios
    // 79cacc70ff1602d98b60ccd223aea812d4c9a9f6 Riot/Modules/SetPinCode/EnterPinCode/
    // EnterPinCodeViewController.storyboard (16096).
    IBDeviceID(
      id: "retina3_5", width: 320, height: 480, phones: "iPhone 4s, iPhone 4",
      toolsBuilds: 14460...16096),
    // IBLinter: iPhone SE. Seen: duckduckgo/iOS 891a917a2f541df005db6a9d25ec25c56799d314
    // DuckDuckGo/Base.lproj/HomeRow.storyboard (17156).
    IBDeviceID(
      id: "retina4_0", width: 320, height: 568, phones: "iPhone SE, iPhone 5, 5c, 5s",
      toolsBuilds: 17156...17156),
    // IBLinter: iPhone 8. Seen: HeroTransitions/Hero d7a72e13b034599ff694e6907f770e6bcb83f59d
    // LegacyExamples/Examples/CityGuide/CityGuide.storyboard (11762, one of the shared real inputs);
    // hackiftekhar/IQKeyboardManager 95c7f44fc732e1286634278f0ed2afb5a0d1a4cd Example/
    // IQKeyboardManagerSwiftExample/Storyboard/Base.lproj/FullScreenControllers.storyboard (24127).
    IBDeviceID(
      id: "retina4_7", width: 375, height: 667,
      phones: "iPhone 8, iPhone 6, 6s, 7, SE (2nd), SE (3rd)", toolsBuilds: 11762...24127),
    // IBLinter: iPhone 8 Plus. Seen: HeroTransitions/Hero 5683119cf150f9c3ada6097cc599cde0cee615b7
    // Examples/Examples/AppleHomePage/AppleHomePage.storyboard (11762); onevcat/Kingfisher
    // 3368e02afea0e4108f0866544caed33f5224604c Demo/Demo/Kingfisher-Demo/Base.lproj/
    // Main.storyboard (23727).
    IBDeviceID(
      id: "retina5_5", width: 414, height: 736,
      phones: "iPhone 8 Plus, iPhone 6 Plus, 6s Plus, 7 Plus", toolsBuilds: 11762...23727),
    // IBLinter: iPhone XS. Seen: xmartlabs/Eureka 2046ebf6a32e8d665942de5eb8a87b9056b462fa
    // Example/Example/Base.lproj/Main.storyboard (15505); hackiftekhar/IQKeyboardManager
    // a1452f81e6eee31b4b7e945b1e47758ef5875b0a Demo/Swift_Demo/Storyboard/Base.lproj/
    // General.storyboard (22505).
    IBDeviceID(
      id: "retina5_9", width: 375, height: 812,
      phones: "iPhone XS, iPhone X, 11 Pro, 12 mini, 13 mini", toolsBuilds: 15505...22505),
    // IBLinter: iPhone XR. Seen: mac-cain13/R.swift 5f2c156092d8593e60b6019140107b40cd40ce2e
    // Examples/ResourceApp/ResourceApp/SegueIdentifiers.storyboard (14490.70); duckduckgo/iOS
    // 7b3f6010d27a3a69fe92a2ad698543f2e67c8900 DuckDuckGo/Base.lproj/Main.storyboard (22154,
    // one of the shared real inputs); home-assistant/iOS 1973eea7c26245be4cd889ddc2c3121f608aaca2
    // Sources/App/Resources/Base.lproj/LaunchScreen.storyboard (25094).
    IBDeviceID(
      id: "retina6_1", width: 414, height: 896, phones: "iPhone XR, iPhone 11",
      toolsBuilds: 14490...25094),
    // IBLinter: iPhone XS Max. Seen: vector-im/element-ios 9e3c083fa9d0258989bd0006997614a021720f39
    // Riot/Modules/CallTransfer/CallTransferMainViewController.storyboard (17506); duckduckgo/iOS
    // f5f0a13fbe3a396ffb27eb470de025f7a80f7638 DuckDuckGo/Base.lproj/Settings.storyboard (23504).
    IBDeviceID(
      id: "retina6_5", width: 414, height: 896, phones: "iPhone XS Max, iPhone 11 Pro Max",
      toolsBuilds: 17506...23504),
    // Seen: touchlab/DroidconKotlin 179fb5056560ec9c5f3c9f048e7082dae0011b08
    // ios/Droidcon/Droidcon/Base.lproj/LaunchScreen.storyboard (21507).
    IBDeviceID(
      id: "retina6_0", width: 390, height: 844,
      phones: "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e", toolsBuilds: 21507...21507),
    // Seen: Automattic/pocket-casts-ios 5954510e7ea3c96d39fa042c72607d3ab8e57b6a
    // podcasts/WhatsNewViewController.xib (17506) and 7f16b168dfc2fd95e98b058fcadb07f569f4d4d6
    // podcasts/UpgradeRequiredViewController.xib (20037).
    IBDeviceID(
      id: "retina6_7", width: 428, height: 926,
      phones: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", toolsBuilds: 17506...20037),
    // The same id, larger, in Xcode 26's files. Seen: Ranchero-Software/NetNewsWire
    // 40236b5adf96c7c54d2bbb0b9040236dc66ab271 (24093.9) and
    // ef95db3cb270292647cb625bb50fc96b3790f99a (24506), iOS/Base.lproj/Main.storyboard.
    IBDeviceID(
      id: "retina6_7", width: 430, height: 932,
      phones: "iPhone 15 Plus, 16 Plus, 14 Pro Max, 15 Pro Max", toolsBuilds: 24093...24506),
    // Seen: mac-cain13/R.swift b771809f7db3887f084e5f251afde3e21a885e11 Examples/ResourceApp/
    // ResourceApp/Base.lproj/Secondary.storyboard (21507); hackiftekhar/IQKeyboardManager
    // a55dbfc936ce823ccafc4f9683234fa043d5f855 Example/IQKeyboardManagerSwiftExample/Storyboard/
    // Base.lproj/TestCases.storyboard (23077.2, one of the shared real inputs); mac-cain13/R.swift
    // 4acea8773689907cb7ab49bb222133f05eaaed35 Examples/FileSystemSynchronized/MainUI/Base.lproj/
    // MyStoryboard.storyboard (23094).
    IBDeviceID(
      id: "retina6_12", width: 393, height: 852, phones: "iPhone 14 Pro, 15, 15 Pro, 16",
      toolsBuilds: 21507...23094),
    // Seen: Automattic/pocket-casts-ios 87c9b9744b5820feb077ad9fa44453cf18569539
    // podcasts/ProfileIntroViewController.xib (21507).
    IBDeviceID(
      id: "retina6_72", width: 430, height: 932,
      phones: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", toolsBuilds: 21507...21507),
    // Seen: Ranchero-Software/NetNewsWire 834decfad37802ef24d8a74897427a9eee57afdd
    // iOS/Base.lproj/Main.storyboard (24506, one of the shared real inputs).
    IBDeviceID(
      id: "retina6_3", width: 402, height: 874, phones: "iPhone 16 Pro, 17, 17 Pro",
      toolsBuilds: 24506...24506),
  ]

  /// Catalog phones with no id known for them.
  ///
  /// No file was found with a root view of 440 × 956 (16 Pro Max, 17 Pro Max) or 420 × 912
  /// (iPhone Air); Xcode 12's id for the 12 mini (375 × 812, as `retina5_9`) was not found either.
  public static let phonesWithoutID = ["iPhone 16 Pro Max", "iPhone 17 Pro Max", "iPhone Air"]

  /// The row for `id` saved at `toolsBuild`: the one whose builds hold it, else the one
  /// seen nearest to it (the newest when the build is unknown); nil for an id never seen.
  public static func device(id: String, toolsBuild: Int?) -> IBDeviceID? {
    let rows = table.filter { $0.id == id }
    guard let build = toolsBuild else { return rows.last }
    if let row = rows.first(where: { $0.toolsBuilds.contains(build) }) { return row }
    return rows.min { distance($0, build) < distance($1, build) }
  }

  private static func distance(_ row: IBDeviceID, _ build: Int) -> Int {
    build < row.toolsBuilds.lowerBound
      ? row.toolsBuilds.lowerBound - build : build - row.toolsBuilds.upperBound
  }
}

/// Which Xcode saved a file, from its `toolsVersion` build, and the iOS SDK that Xcode ships.
public struct IBToolsVersion: Hashable, Sendable {
  public var build: Int
  public var xcode: String
  /// The newest iOS that Xcode's SDK builds for (`16.1`).
  public var iOSSDK: String
}

/// Anchors from `toolsVersion` to Xcode: a build seen in a commit that says which Xcode saved it
/// (its message, or the project's `LastUpgradeCheck` set in the same commit).
///
/// Builds grow with time, so a build between two anchors was saved by an Xcode between them.
/// Xcode → iOS SDK: Apple's release notes ("Xcode N includes SDKs for iOS …",
/// https://developer.apple.com/documentation/xcode-release-notes) and system-requirements table
/// (https://developer.apple.com/xcode/system-requirements/). `32700.99.1234`, common in files
/// from 2024 on, is no Xcode build: it is left out.
public enum IBToolsVersions {
  public static let anchors: [IBToolsVersion] = [
    // SwiftKickMobile/SwiftMessages 44ebdf6e5bfbd9360646c8cec8b495ae9301b28e "Update demo project
    // for Xcode 8" (LastUpgradeCheck 0800 in 6efc93be8ae0).
    IBToolsVersion(build: 11201, xcode: "8.0", iOSSDK: "10.0"),
    // hackiftekhar/IQKeyboardManager 145cf0f996de412ffee2424e9c6e206a72b0365e "Optimised for
    // Swift 3.0.1 Xcode8.1" (LastUpgradeCheck 0810).
    IBToolsVersion(build: 11542, xcode: "8.1", iOSSDK: "10.1"),
    // Instagram/IGListKit 5fbe9c0920319ee817c2b0717d02ab2b08306642, LastUpgradeCheck 0820.
    IBToolsVersion(build: 11762, xcode: "8.2", iOSSDK: "10.2"),
    // hackiftekhar/IQKeyboardManager df3afc60ad92a2264dc5e101a3c7966d7f6265ef "Updated Xcode 8.3.2".
    IBToolsVersion(build: 12120, xcode: "8.3.2", iOSSDK: "10.3"),
    // hackiftekhar/IQKeyboardManager a4381494a595a8f5836d7b065b318c5e2b12970e (Xcode 9 builds);
    // SwiftKickMobile/SwiftMessages 5965d8b8050d34aab7f0a6969f940ca4c2464f7f, LastUpgradeCheck
    // 0900.
    IBToolsVersion(build: 13196, xcode: "9.0", iOSSDK: "11.0"),
    // hackiftekhar/IQKeyboardManager f6ff5abdb79ad71ad33a62e955505adb158d2480 "Upgraded to Xcode
    // 9.3".
    IBToolsVersion(build: 14109, xcode: "9.3", iOSSDK: "11.3"),
    // SwiftKickMobile/SwiftMessages b0fd997c6a5a33207b7215e19ea0b323897256da, LastUpgradeCheck
    // 0940.
    IBToolsVersion(build: 14113, xcode: "9.4", iOSSDK: "11.4"),
    // SDWebImage/SDWebImage 6ba2640ca4fc1973a1456efe315c1f94210c049d "Update the storyboard with
    // Xcode 10.2 version format".
    IBToolsVersion(build: 14490, xcode: "10.2", iOSSDK: "12.2"),
    // openhab/openhab-ios 9f0a733fbf211958e1562e33a193c7388b98704d, LastUpgradeCheck 1120.
    IBToolsVersion(build: 15505, xcode: "11.2", iOSSDK: "13.2"),
    // owncloud/ios-app 4b895d056cfef223d445c3cf7e463784d28eb9d0, LastUpgradeCheck 1160.
    IBToolsVersion(build: 16097, xcode: "11.6", iOSSDK: "13.6"),
    // mac-cain13/R.swift 454cd7569aff268679b607f6a1d8cd61ac8f329e, LastUpgradeCheck 1200.
    IBToolsVersion(build: 17506, xcode: "12.0", iOSSDK: "14.0"),
    // ReactiveX/RxSwift d952fc86b6eb48562d879c45de7822961590ec44 "Xcode 12.5".
    IBToolsVersion(build: 18122, xcode: "12.5", iOSSDK: "14.5"),
    // Juanpe/SkeletonView 9f6fbc3d1f2600c37bc013a2feaafc7b17764f6f, LastUpgradeCheck 1300.
    IBToolsVersion(build: 19162, xcode: "13.0", iOSSDK: "15.0"),
    // Ranchero-Software/NetNewsWire d59f86a6d28abcabc014c53675a8689233a6fb3e "Save
    // Add.storyboard using Xcode 14.1."
    IBToolsVersion(build: 21507, xcode: "14.1", iOSSDK: "16.1"),
    // hackiftekhar/IQKeyboardManager aad47bd05e0b43255dcf5bf5071d855f6e26c786 "Fixed few Xcode 15
    // issues".
    IBToolsVersion(build: 22154, xcode: "15.0", iOSSDK: "17.0"),
    // Automattic/pocket-casts-ios 4e97c84cff209a2b7fc8f9504b2913c3c6356162, LastUpgradeCheck 1520.
    IBToolsVersion(build: 22505, xcode: "15.2", iOSSDK: "17.2"),
    // home-assistant/iOS b44d87b5ccaa7fe7486d8e7e4a1ca48dbc342dd7, LastUpgradeCheck 2600.
    IBToolsVersion(build: 24112, xcode: "26.0", iOSSDK: "26.0"),
  ]

  /// The newest anchor at or below `build`, or nil below the first.
  ///
  /// The file was saved by that Xcode or a later one (before the next anchor's).
  public static func xcode(forBuild build: Int) -> IBToolsVersion? {
    anchors.last { $0.build <= build }
  }
}
