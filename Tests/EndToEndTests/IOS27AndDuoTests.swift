import Foundation
import TestSupport
import Testing

/// Issue 20's "done when", through the real binary.
///
/// The iPhone Duo's displays and poses, the side strip, iOS 27's windows, the SDK an app was
/// built with, point releases. The numbers are
/// the research's (the bibliography keys in `assets/devices.json`): the cover 466 × 678 with top
/// 0, bottom 34 and an 84-pt strip (stream-chat-rn-3818, ads-duo-outer, duokit-foldtestpose);
/// the inner display 951 × 669 held upright (tablepro-3035); the fold a 40-pt band at 475.5
/// (duokit-foldtestpose).
@Suite struct IOS27AndDuoTests {
  static func json(_ words: [String]) throws -> [String: Any] {
    let result = try Binary.run(["json"] + words)
    #expect(result.status == 0, "\(words): \(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  static func numbers(_ value: Any?, _ keys: [String]) -> [Double] {
    guard let dict = value as? [String: Any] else { return [] }
    return keys.compactMap { (dict[$0] as? NSNumber)?.doubleValue }
  }

  static let frame = ["x", "y", "width", "height"]
  static let insets = ["top", "left", "bottom", "right"]

  @Test func theDuoFoldedIsTheCoverWithItsStrip() async throws {
    try await offPool {
      let o = try Self.json(["--device", "iphone-duo", "--pose", "folded"])
      #expect(Self.numbers(o["screen"], Self.frame) == [0, 0, 466, 678])
      #expect(Self.numbers(o["safeAreaInsets"], Self.insets) == [0, 0, 34, 84])
      #expect(o["display"] as? String == "cover")
      #expect(o["pose"] as? String == "folded")
      // The status bar and the navigation bar are down the strip, not along the top.
      #expect(Self.numbers(o["statusBar"], Self.frame).first == 382)
      #expect(Self.numbers(o["navigationBar"], Self.frame).first == 382)
      #expect(Self.numbers(o["sideStrip"], Self.frame) == [382, 0, 84, 678])
      let classes = o["sizeClasses"] as? [String: Any]
      #expect(classes?["horizontal"] as? String == "compact")
      // Turned the other way, the strip follows the camera to the left edge.
      let right = try Self.json(["--device", "iphone-duo", "--orientation", "landscape-right"])
      #expect(Self.numbers(right["safeAreaInsets"], Self.insets) == [0, 84, 34, 0])
    }
  }

  @Test func openIsTheInnerDisplayAndHalfOpenHasTheFold() async throws {
    try await offPool {
      let open = try Self.json(["--device", "iphone-duo", "--pose", "open"])
      #expect(Self.numbers(open["screen"], Self.frame) == [0, 0, 951, 669])
      #expect(open["display"] as? String == "inner")
      #expect((open["sizeClasses"] as? [String: Any])?["vertical"] as? String == "regular")
      let regions = try #require(open["reservedRegions"] as? [[String: Any]])
      #expect(
        !regions.contains { $0["kind"] as? String == "division" }, "flat: the fold is inactive")
      let half = try Self.json(["--device", "iphone-duo", "--pose", "half-open"])
      let folds = try #require(half["reservedRegions"] as? [[String: Any]]).filter {
        $0["kind"] as? String == "division"
      }
      #expect(folds.count == 1)
      #expect(Self.numbers(folds.first?["frame"], Self.frame) == [455.5, 0, 40, 669])
    }
  }

  /// An app built with the iOS 26 SDK is kept out of the strip: its window is narrower by it and
  /// has no side inset (readest 6312).
  @Test func anSDK26BuildIsKeptOutOfTheStrip() async throws {
    try await offPool {
      let o = try Self.json(["--device", "iphone-duo", "--sdk", "26"])
      #expect(Self.numbers(o["window"], Self.frame) == [0, 0, 382, 678])
      #expect(Self.numbers(o["safeAreaInsets"], Self.insets) == [0, 0, 34, 0])
      #expect(Self.numbers(o["rootView"], Self.frame) == [0, 0, 382, 678])
      #expect((o["settings"] as? [String: Any])?["sdk"] as? NSNumber == 26)
    }
  }

  /// iOS 27's window: the content follows it, the size classes stay the phone's (forums 836088).
  @Test func aWindowOnIOS27() async throws {
    try await offPool {
      let o = try Self.json(["--device", "iphone-17-pro", "--ios", "27", "--window", "300x874"])
      #expect(Self.numbers(o["window"], Self.frame) == [0, 0, 300, 874])
      let classes = try #require(o["sizeClasses"] as? [String: Any])
      #expect(classes["horizontal"] as? String == "compact")
      #expect(classes["vertical"] as? String == "regular")
      #expect(Self.numbers(o["contentRect"], Self.frame)[2] == 300)
      #expect(Self.numbers(o["rootView"], Self.frame)[2] == 300)
      let before = try Binary.run([
        "json", "--device", "iphone-17-pro", "--ios", "26", "--window", "300x874",
      ])
      #expect(before.status == 2 && before.stderr.hasPrefix("safearea: --window needs iOS 27"))
      let larger = try Binary.run(["json", "--device", "iphone-17-pro", "--window", "500x874"])
      #expect(larger.status == 2 && larger.stderr.contains("is larger than the display"))
    }
  }

  /// A window that ends above the display's bottom edge has no home-indicator strip: its
  /// toolbar floats on the window's own bottom (500 - 48) and the content ends on the toolbar.
  @Test func aShortWindowHasNoHomeIndicatorStrip() async throws {
    try await offPool {
      let o = try Self.json(["--device", "iphone-17-pro", "--window", "300x500"])
      #expect(Self.numbers(o["safeAreaInsets"], Self.insets) == [62, 0, 0, 0])
      #expect(Self.numbers(o["toolbar"], Self.frame) == [0, 452, 300, 48])
      #expect(Self.numbers(o["contentRect"], Self.frame) == [0, 116, 300, 336])
      // The whole height: the strip stays under the bar, as on the display itself.
      let tall = try Self.json(["--device", "iphone-17-pro", "--window", "300x874"])
      #expect(Self.numbers(tall["toolbar"], Self.frame) == [0, 792, 300, 48])
    }
  }

  /// §9: the keyboard on 26.0 and on 26.2 differ as their sources say (KeyboardKit 1006: taller
  /// rows before 26.2; 335 measured on 26.2).
  @Test func theKeyboardDiffersBetween260And262() async throws {
    try await offPool {
      func height(_ ios: String) throws -> Double? {
        let o = try Self.json(["--device", "iphone-17", "--ios", ios, "--keyboard"])
        return Self.numbers((o["keyboard"] as? [String: Any])?["frame"], Self.frame).last
      }
      #expect(try height("26.0") == 343)
      #expect(try height("26.2") == 335)
      let o = try Self.json(["--device", "iphone-17", "--ios", "26.2"])
      let settings = try #require(o["settings"] as? [String: Any])
      #expect(settings["iosVersion"] as? String == "26.2")
      #expect((settings["ios"] as? NSNumber)?.intValue == 26)
      #expect((o["ios"] as? NSNumber)?.intValue == 26)
    }
  }

  @Test func theNewPhonesAreListed() async throws {
    try await offPool {
      let devices = try Binary.run(["devices"]).stdout
      for id in ["iphone-18-pro ", "iphone-18-pro-max ", "iphone-duo "] {
        #expect(devices.contains(id), "\(id)")
      }
    }
  }

  /// Decision 14: a pose on a phone that cannot fold is one note, exit 0.
  @Test func aPoseOnAPhoneThatCannotFoldIsANote() async throws {
    try await offPool {
      let result = try Binary.run(["json", "--device", "iphone-17-pro", "--pose", "open"])
      #expect(result.status == 0)
      #expect(
        result.stderr == "safearea: note: iPhone 17 Pro cannot fold; --pose open changes nothing\n")
    }
  }

  /// `p` cycles the Duo's pose and `B` the SDK, in a real terminal: the event line names the
  /// pose and its display (the fold a 40-pt band when half-open) and the SDK's consequence, and
  /// the inspector's header follows.
  @Test func thePoseAndSDKKeysInARealTerminal() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "duo-keys")
      try tmux.start(command: "\(TmuxSession.binary) --device iphone-duo", columns: 120, rows: 40)
      _ = try tmux.waitForAll(["iPhone Duo  cover 466×678 @3x", "iOS 27 · folded"])
      try tmux.sendKeys("p")
      _ = try tmux.waitForAll(["iPhone Duo open: the inner display", "inner 951×669 @3x"])
      try tmux.sendKeys("p")
      _ = try tmux.waitFor("half-open: the inner display, the fold a 40-pt division region")
      try tmux.sendKeys("B")
      let screen = try tmux.waitFor("built with the iOS 26 SDK on iOS 27")
      #expect(screen.contains("kept out of the side strip"))
      #expect(screen.contains("iOS 27 · half-open · SDK 26"))
      try tmux.sendKeys("q")
      #expect(TmuxSession.exitStatus(in: try tmux.waitFor("SAFEAREA_EXIT=")) == 0)
    }
  }
}
