// Storyboards and xibs given to --views (issue 21): the scene chosen, the bars its containers
// give it, its views in json, and bad input as one line.

import Foundation
import PhoneLayout
import PhoneTUI
import Testing

@testable import SafeAreaCLI

@Suite struct InterfaceBuilderViewsTests {
  struct Ran {
    var stdout = ""
    var stderr = ""
    var status: Int32 = 0
  }

  static func run(_ words: [String], files: [String: [UInt8]]) -> Ran {
    let environment = Environment(
      stdoutTerminalSize: nil, noColor: false, utf8: true, colorFGBG: nil,
      readFile: { (path: FilePath) throws(FileReader.Failure) -> [UInt8] in
        guard let bytes = files[path.text] else {
          throw FileReader.Failure(reason: "no such file")
        }
        return bytes
      })
    switch CommandRunner.run(words, environment: environment) {
    case .finished(let stdout, let stderr, let status):
      return Ran(stdout: stdout, stderr: stderr, status: status)
    case .preview:
      return Ran(stdout: "preview", status: -1)
    }
  }

  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

  static func example(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: examples.appendingPathComponent(name)))
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The tab bar controller → navigation controller → login scene of examples/login.storyboard:
  /// it opens on the login scene with both bars, and on an iPhone X (tab bar 83 pt, §
  /// "Tab bar on Face ID phones, portrait") the button pinned 20 pt above the root view's bottom
  /// (742 to 792) is under the tab bar (729 to 812).
  @Test func loginSceneInATabAndANavigationController() throws {
    let files = ["login.storyboard": try Self.example("login.storyboard")]
    let ran = Self.run(
      ["json", "--device", "iphone-x", "--views", "login.storyboard"], files: files)
    #expect(ran.status == 0, "\(ran.stderr)")
    let o = try Self.json(ran.stdout)
    let settings = try #require(o["settings"] as? [String: Any])
    #expect(settings["nav"] as? String == "standard")
    #expect(settings["bottom"] as? String == "tabbar")
    #expect(ran.stderr.contains("scene login"))
    let views = try #require(o["views"] as? [[String: Any]])
    #expect(
      views.map { $0["name"] as? String } == [
        "label 'Welcome back'", "textField 'Email'", "Sign In",
      ])
    #expect(views.map { $0["id"] as? String } == ["log-Lb-001", "log-Tf-001", "log-Bt-001"])
    #expect(views.map { $0["class"] as? String } == ["label", "textField", "button"])
    let button = views[2]
    let frame = try #require(button["frame"] as? [String: Double])
    #expect(frame == ["x": 20, "y": 742, "width": 335, "height": 50])
    let kinds = (button["findings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
    #expect(kinds.contains("tab-bar"))
    // The label sits 40 below the safe area's top: status bar 44 + navigation bar 44 = 88.
    let label = try #require(views[0]["frame"] as? [String: Double])
    #expect(label["y"] == 128)
  }

  @Test func withoutDeviceTheDocumentsOwnDevice() throws {
    let files = ["login.storyboard": try Self.example("login.storyboard")]
    let ran = Self.run(["json", "--views", "login.storyboard"], files: files)
    #expect(ran.status == 0)
    // retina5_9 is 375×812: iPhone XS first (IBLinter's table), the catalog's iphone-xs.
    let settings = try #require(try Self.json(ran.stdout)["settings"] as? [String: Any])
    #expect(settings["device"] as? String == "iphone-xs")
  }

  /// What is not modelled is one short line a kind, starting with where its first is (the
  /// login example's two `<fontDescription>`s, at 45:33 and after).
  @Test func notesAreOneShortLineEach() throws {
    let files = ["login.storyboard": try Self.example("login.storyboard")]
    let ran = Self.run(
      ["json", "--device", "iphone-x", "--views", "login.storyboard"], files: files)
    let lines = ran.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("safearea: note: login.storyboard:45:33: <fontDescription> not modelled (2×)"))
    #expect(lines.count == 6, "\(ran.stderr)")
    #expect(lines.allSatisfy { $0.count <= 100 }, "\(ran.stderr)")
  }

  /// A storyboard with size-class variations.
  ///
  /// Its banner is pinned to the safe area's top in regular height and 100 pt below it in
  /// compact height (a mask swaps the two constraints), 50 pt high or 30 (a
  /// constant variation), with a strip below it that compact height does not install. On an
  /// iPhone 14 Pro, portrait is compact × regular and landscape compact × compact (catalog).
  static let variations = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="vc-1">
      <device id="retina6_12" orientation="portrait"/>
      <scenes><scene sceneID="sc-1"><objects>
        <viewController id="vc-1" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root-1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="ban-1" userLabel="Banner">
                <rect key="frame" x="0.0" y="59" width="393" height="50"/>
                <constraints>
                  <constraint firstAttribute="height" constant="50" id="h-1">
                    <variation key="heightClass=compact" constant="30"/>
                  </constraint>
                </constraints>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="ext-1" userLabel="Strip">
                <rect key="frame" x="0.0" y="109" width="393" height="20"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="sa-1"/>
            <constraints>
              <constraint firstItem="ban-1" firstAttribute="top" secondItem="sa-1" secondAttribute="top" id="t-1"/>
              <constraint firstItem="ban-1" firstAttribute="top" secondItem="sa-1" secondAttribute="top" constant="100" id="t-2"/>
              <constraint firstItem="ban-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="l-1"/>
              <constraint firstAttribute="trailing" secondItem="ban-1" secondAttribute="trailing" id="r-1"/>
              <constraint firstItem="ext-1" firstAttribute="top" secondItem="ban-1" secondAttribute="bottom" id="t-3"/>
              <constraint firstItem="ext-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="l-2"/>
              <constraint firstAttribute="trailing" secondItem="ext-1" secondAttribute="trailing" id="r-2"/>
              <constraint firstItem="ext-1" firstAttribute="height" constant="20" id="h-2"/>
            </constraints>
            <variation key="default">
              <mask key="constraints"><exclude reference="t-2"/></mask>
            </variation>
            <variation key="heightClass=compact">
              <mask key="constraints"><include reference="t-2"/><exclude reference="t-1"/></mask>
              <mask key="subviews"><exclude reference="ext-1"/></mask>
            </variation>
          </view>
        </viewController>
      </objects></scene></scenes>
    </document>
    """#

  @Test func sizeClassVariationsFollowTheLayout() throws {
    let scene = try InterfaceBuilderViews.load(
      Array(Self.variations.utf8), file: "variations.storyboard", scene: nil)
    #expect(scene.views.sizeClassVariants.count == 4)
    guard case .found(let phone, _) = DeviceCatalog.builtIn.lookUp("iPhone 14 Pro") else {
      Issue.record("no iPhone 14 Pro")
      return
    }
    var settings = Settings(device: phone)
    settings.navigationBar = .none
    settings.bottomBar = .none
    let portrait = ScreenLayout(device: phone, settings: settings)
    #expect(portrait.sizeClasses.vertical == .regular)
    let up = try ViewPlacement.place(scene.views, in: portrait)
    #expect(up[0].frame == Rect(x: 0, y: 59, width: 393, height: 50))
    #expect(up[1].frame == Rect(x: 0, y: 109, width: 393, height: 20))
    settings.orientation = .landscapeLeft
    let landscape = ScreenLayout(device: phone, settings: settings)
    #expect(landscape.sizeClasses.vertical == .compact)
    let side = try ViewPlacement.place(scene.views, in: landscape)
    // The safe area's top is the screen's in landscape: 100 below it, 30 high.
    #expect(side[0].frame == Rect(x: 0, y: 100, width: landscape.screen.width, height: 30))
    #expect(side[1].frame.width == 0 && side[1].frame.height == 0)
    #expect(scene.uninstalled[SizeClasses(horizontal: .compact, vertical: .compact)] == [1])
    // The placer that check keeps gives the same, layout after layout.
    var placer = ViewPlacer(scene.views)
    #expect(try placer.place(in: portrait)[0].frame.y == 59)
    #expect(try placer.place(in: landscape)[0].frame.y == 100)
    #expect(try placer.place(in: portrait)[0].frame.height == 50)
  }

  /// The login example with a second content scene in no container (the login scene again,
  /// renamed, its button called Register).
  static func twoScenes() throws -> [UInt8] {
    var text = String(decoding: try Self.example("login.storyboard"), as: UTF8.self)
    let start = try #require(text.range(of: "        <!--Login-->"))
    let end = try #require(text.range(of: "    </scenes>"))
    let second = String(text[start.lowerBound..<end.lowerBound])
      .replacingOccurrences(of: "log-", with: "reg-").replacingOccurrences(of: "-Lg-", with: "-Rg-")
      .replacingOccurrences(
        of: #"storyboardIdentifier="login""#, with: #"storyboardIdentifier="register""#
      )
      .replacingOccurrences(of: #"userLabel="Sign In""#, with: #"userLabel="Register""#)
    text.insert(contentsOf: second, at: end.lowerBound)
    return Array(text.utf8)
  }

  /// `m` moves to the next scene with that scene's bars: the login scene is in a navigation and
  /// a tab bar controller, the register scene in neither, so the previewer drops both bars
  /// (and takes them again going round); `--nav` on the command line still wins.
  @Test func theNextSceneBringsItsContainersBars() throws {
    let bytes = try Self.twoScenes()
    let environment = Environment(
      stdoutTerminalSize: nil, noColor: false, utf8: true, colorFGBG: nil,
      readFile: { (path: FilePath) throws(FileReader.Failure) -> [UInt8] in bytes })
    let files = PreviewFiles(
      views: FilePath("two.storyboard"), devices: nil, environment: environment)
    let next = try #require(files.nextScene())
    #expect(next.navigationBar == NavigationBarMode.none)
    #expect(next.bottomBar == BottomBar.none)
    let back = try #require(files.nextScene())
    #expect(back.navigationBar == .standard)
    #expect(back.bottomBar == .tabBar)
    let given = PreviewFiles(
      views: FilePath("two.storyboard"), devices: nil, environment: environment,
      navigationBar: .large)
    #expect(try #require(given.nextScene()).navigationBar == .large)

    // The previewer takes them.
    var settings = Settings(deviceID: "iphone-x", ios: IOSVersion(16))
    settings.navigationBar = .standard
    settings.bottomBar = .tabBar
    let state = AppState(
      catalog: .builtIn, settings: settings, terminalSize: TerminalSize(columns: 120, rows: 40),
      glyphs: GlyphSet(unicode: true, color: false))
    let moved = Update.apply(.reloaded(next), to: state).0
    // The event line names the scene moved to.
    #expect(next.scene == "register")
    // A copy of the login scene: its label, text field and button.
    #expect(
      EventText.text(moved.event, in: moved) == "scene register: 3 views; m moves to the next")
    #expect(moved.settings.navigationBar == NavigationBarMode.none)
    #expect(moved.settings.bottomBar == BottomBar.none)
    // A reload of the same scene (the file saved) keeps the bars shown.
    let saved = Update.apply(.reloaded(Reload(views: next.views)), to: state).0
    #expect(saved.settings.navigationBar == .standard)
  }

  @Test func barOptionsOverrideTheContainers() throws {
    let files = ["login.storyboard": try Self.example("login.storyboard")]
    let ran = Self.run(
      [
        "json", "--device", "iphone-x", "--nav", "none", "--bottom", "none", "--views",
        "login.storyboard",
      ], files: files)
    let settings = try #require(try Self.json(ran.stdout)["settings"] as? [String: Any])
    #expect(settings["nav"] as? String == "none")
    #expect(settings["bottom"] as? String == "none")
  }

  @Test(arguments: ["login", "log-Sc-en1", "log-Ct-rl1", "LoginViewController"])
  func sceneByAnyOfItsNames(_ key: String) throws {
    let files = ["login.storyboard": try Self.example("login.storyboard")]
    let ran = Self.run(
      ["json", "--device", "iphone-x", "--scene", key, "--views", "login.storyboard"],
      files: files)
    #expect(ran.status == 0)
    #expect((try Self.json(ran.stdout)["views"] as? [Any])?.count == 3)
  }

  @Test func unknownSceneListsTheScenes() throws {
    let files = ["login.storyboard": try Self.example("login.storyboard")]
    let ran = Self.run(
      ["json", "--scene", "signup", "--views", "login.storyboard"], files: files)
    #expect(ran.status == 2)
    #expect(ran.stderr == "safearea: login.storyboard: no scene 'signup'; scenes are login\n")
  }

  @Test func sceneOfAJSONViewsFileIsRefused() throws {
    let ran = Self.run(
      ["json", "--scene", "x", "--views", "v.json"],
      files: ["v.json": Array(#"{"views": []}"#.utf8)])
    #expect(ran.status == 2)
    #expect(ran.stderr.split(separator: "\n").count == 1)
  }

  @Test func xibOpensOnItsTopLevelView() throws {
    let files = ["banner.xib": try Self.example("banner.xib")]
    let ran = Self.run(["json", "--views", "banner.xib"], files: files)
    #expect(ran.status == 0, "\(ran.stderr)")
    let o = try Self.json(ran.stdout)
    let settings = try #require(o["settings"] as? [String: Any])
    #expect(settings["nav"] as? String == "none")
    #expect(settings["bottom"] as? String == "none")
    #expect((o["views"] as? [Any])?.count == 2)
  }

  /// Bad input: exit 2 and one line naming the file, line and column.
  @Test(arguments: [
    ("not XML", "<hello"),
    (
      "truncated",
      #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>"#
    ),
    ("wrong root", #"<?xml version="1.0"?><plist version="1.0"></plist>"#),
    (
      "unknown type",
      #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB"></document>"#
    ),
    (
      "entity bomb",
      #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><document>&b;</document>"#
    ),
    (
      "external entity",
      #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><document>&x;</document>"#
    ),
  ])
  func badInputIsOneLine(_ what: String, _ text: String) {
    let ran = Self.run(
      ["json", "--views", "bad.storyboard"], files: ["bad.storyboard": Array(text.utf8)])
    #expect(ran.status == 2, "\(what)")
    #expect(ran.stdout.isEmpty)
    let lines = ran.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(what): \(ran.stderr)")
    #expect(ran.stderr.hasPrefix("safearea: bad.storyboard:1:"), "\(what): \(ran.stderr)")
  }

  @Test func hundredThousandNestedViewsAreOneLine() {
    let open = String(repeating: "<subviews><view>", count: 100_000)
    let text =
      #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view>"#
      + open
    let ran = Self.run(["check", "--views", "deep.xib"], files: ["deep.xib": Array(text.utf8)])
    #expect(ran.status == 2)
    #expect(ran.stderr.split(separator: "\n").count == 1)
    #expect(ran.stderr.hasPrefix("safearea: deep.xib:1:"), "\(ran.stderr.prefix(200))")
  }

  @Test func aFileOverTheLimitIsOneLine() {
    let text = "<?xml version=\"1.0\"?>" + String(repeating: " ", count: 1 << 20)
    let ran = Self.run(["json", "--views", "big.xib"], files: ["big.xib": Array(text.utf8)])
    #expect(ran.status == 2)
    #expect(ran.stderr.hasPrefix("safearea: big.xib:1:1: the file is"))
  }

  /// A JSON views file is still read as JSON.
  @Test func jsonViewsStillRead() throws {
    let ran = Self.run(
      ["json", "--views", "v.json"], files: ["v.json": try Self.example("done-right.json")])
    #expect(ran.status == 0, "\(ran.stderr)")
  }

  /// Two scenes, one in a navigation controller: `check` reports each under its name, the first
  /// with its navigation bar (the banner at the root's top is under it), the second with none.
  @Test func checkRunsEveryScene() throws {
    func scene(_ id: String, _ vc: String) -> String {
      """
      <scene sceneID="\(id)"><objects><viewController storyboardIdentifier="\(vc)" id="\(vc)-vc" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="\(vc)-root"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
      <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(vc)-bn" userLabel="\(vc) banner">
      <rect key="frame" x="0.0" y="100" width="375" height="40"/></view></subviews>
      <viewLayoutGuide key="safeArea" id="\(vc)-sa"/>
      <constraints>
      <constraint firstItem="\(vc)-bn" firstAttribute="top" secondItem="\(vc)-sa" secondAttribute="top" constant="12" id="\(vc)-c1"/>
      <constraint firstItem="\(vc)-bn" firstAttribute="leading" secondItem="\(vc)-root" secondAttribute="leading" id="\(vc)-c2"/>
      <constraint firstAttribute="trailing" secondItem="\(vc)-bn" secondAttribute="trailing" id="\(vc)-c3"/>
      <constraint firstItem="\(vc)-bn" firstAttribute="height" constant="40" id="\(vc)-c4"/>
      </constraints></view></viewController></objects></scene>
      """
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
      <device id="retina5_9" orientation="portrait"/>
      <scenes>
      <scene sceneID="n-sc"><objects><navigationController id="nav" sceneMemberID="viewController">
      <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"><rect key="frame" x="0.0" y="44" width="375" height="44"/></navigationBar>
      <connections><segue destination="first-vc" kind="relationship" relationship="rootViewController" id="s1"/></connections>
      </navigationController></objects></scene>
      \(scene("a-sc", "first"))
      \(scene("b-sc", "second"))
      </scenes></document>
      """
    let ran = Self.run(
      [
        "check", "--device", "iphone-x", "--ios", "16", "--orientation", "portrait", "--views",
        "two.storyboard",
      ], files: ["two.storyboard": Array(text.utf8)])
    #expect(ran.status == 0, "\(ran.stdout)\(ran.stderr)")
    let lines = ran.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "scene first:")
    #expect(lines.contains("scene second:"))
    #expect(lines.contains("first banner: passes"))
    #expect(lines.contains("second banner: passes"))
    // With the navigation bar the first banner is 12 below 88; without, the second 12 below 44.
    let first = Self.run(
      ["json", "--device", "iphone-x", "--ios", "16", "--views", "two.storyboard"],
      files: ["two.storyboard": Array(text.utf8)])
    let second = Self.run(
      [
        "json", "--device", "iphone-x", "--ios", "16", "--scene", "second", "--views",
        "two.storyboard",
      ], files: ["two.storyboard": Array(text.utf8)])
    let y1 =
      ((try Self.json(first.stdout)["views"] as? [[String: Any]])?[0]["frame"]
      as? [String: Double])?["y"]
    let y2 =
      ((try Self.json(second.stdout)["views"] as? [[String: Any]])?[0]["frame"]
      as? [String: Double])?["y"]
    #expect(y1 == 100)
    #expect(y2 == 56)
  }
}
