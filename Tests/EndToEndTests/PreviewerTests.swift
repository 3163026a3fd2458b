import Foundation
import TestSupport
import Testing

/// The interactive previewer, driven through tmux and read off the screen as a person would.
///
/// Each test has its own tmux server, so the tests are independent and may run in parallel.
@Suite struct PreviewerTests {
  /// The previewer with `arguments`, for `TmuxSession.start(command:)`.
  static func previewer(_ arguments: String = "") -> String {
    arguments.isEmpty ? TmuxSession.binary : "\(TmuxSession.binary) \(arguments)"
  }

  // MARK: - Start-up

  @Test func startsWithTheIPhoneXAndItsStatusBar() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "startup")
      try tmux.start(command: Self.previewer())
      let screen = try tmux.waitForAll([
        "iPhone X  375×812 @3x", "statusBar      0,0,375,44", "? help",
      ])
      let title = try #require(ScreenText.outline(screen)?.title, "no phone outline on:\n\(screen)")
      #expect(title.contains(" iPhone X · iOS 16 "), "outline title: \(title)")
      #expect(screen.contains("╰"), "the outline has no bottom corner:\n\(screen)")
      let hint = screen.split(separator: "\n").last { $0.contains("? help") }
      #expect(hint?.contains("q quit") == true, "hint line: \(hint ?? "none")")
    }
  }

  // MARK: - Personal hotspot

  @Test func hotspotTogglesTheDoubleHeightBar() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "hotspot")
      try tmux.start(command: Self.previewer("--device iphone-4 --ios 6"), columns: 120, rows: 40)
      let before = try tmux.waitForAll(["iPhone 4 · iOS 6", "statusBar      0,0,320,20"])
      #expect(!before.contains("Personal Hotspot"))
      #expect(before.contains("IS_HOTSPOT_CONNECTED NO"))

      try tmux.sendKeys("h")
      let on = try tmux.waitForAll([
        "Personal Hotspot: 1 Connection", "statusBar      0,0,320,40", "IS_HOTSPOT_CONNECTED YES",
        "UIApplicationWillChangeStatusBarFrameNotification: 20 → 40 pt",
      ])
      #expect(!on.contains("Personal Hotspot: 1 Connections"))
      // The label sits inside the phone's outline, not in the inspector or the event line.
      let labelRow = on.split(separator: "\n").first { $0.contains("Personal Hotspot") } ?? ""
      let insidePhone = labelRow.split(separator: "│", omittingEmptySubsequences: false)
      #expect(insidePhone.count >= 3, "label row: \(labelRow)")
      #expect(
        insidePhone.dropFirst().first?.contains("Personal Hotspot: 1 Connection") == true,
        "label row: \(labelRow)")

      try tmux.sendKeys("h")
      let off = try tmux.waitForAll([
        "statusBar      0,0,320,20", "IS_HOTSPOT_CONNECTED NO", "40 → 20 pt",
      ])
      #expect(!off.contains("Personal Hotspot"))

      try tmux.sendKeys("h")
      try tmux.waitFor("Personal Hotspot: 1 Connection")
      try tmux.sendKeys("+")
      let two = try tmux.waitFor("Personal Hotspot: 2 Connections")
      #expect(two.contains("statusBar      0,0,320,40"))
    }
  }

  // MARK: - Device and iOS

  @Test func dAndShiftDChangeTheDevice() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "device")
      try tmux.start(command: Self.previewer())
      try tmux.waitForAll(["iPhone X · iOS 16", "iPhone X  375×812"])

      try tmux.sendKeys("d")
      let next = try tmux.waitForAll(["iPhone XS · iOS", "iPhone XS  375×812"])
      #expect(ScreenText.outline(next)?.title.contains(" iPhone XS · ") == true)
      #expect(!next.contains("iPhone X  375×812"))

      try tmux.sendKeys("D")
      let back = try tmux.waitForAll(["iPhone X · iOS 16", "iPhone X  375×812"])
      #expect(ScreenText.outline(back)?.title.contains(" iPhone X · ") == true)
      #expect(!back.contains("iPhone XS"))
    }
  }

  /// `d` reaches the phones §7d added, and `g` (UIDesignRequiresCompatibility) brings back the
  /// iOS 18 bars on iOS 26: the 17 family's navigation bar at 56.33 (§7d), Liquid Glass's 54-pt
  /// bar at the 62-pt inset without it (§7c).
  @Test func dReachesTheNewPhonesAndGTogglesTheIOS26Design() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "new-phones")
      // iOS 26: iOS 27's SDK ignores the switch (and `d` keeps the iOS chosen).
      try tmux.start(command: Self.previewer("--device iphone-16e --ios 26"))
      try tmux.waitForAll(["iPhone 16e · iOS 26", "iPhone 16e  390×844"])
      try tmux.sendKeys("d")
      let seventeen = try tmux.waitForAll([
        "iPhone 17 · iOS 26", "iPhone 17  402×874 @3x", "navigationBar  0,62,402,54",
        "window insets  62,0,34,0",
      ])
      #expect(ScreenText.outline(seventeen)?.title.contains(" iPhone 17 · ") == true)
      try tmux.sendKeys("g")
      let compatible = try tmux.waitForAll([
        "navigationBar  0,56.33,402,44", "iOS 26 keeps the iOS 18 bars",
      ])
      #expect(!compatible.contains("navigationBar  0,62,402,54"))
      try tmux.sendKeys("ddd")
      try tmux.waitForAll([
        "iPhone Air · iOS 26", "iPhone Air  420×912 @3x", "window insets  68,0,34,0",
      ])
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  @Test func oAndShiftOChangeTheIOSVersion() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "ios")
      try tmux.start(command: Self.previewer())
      let first = try tmux.waitForAll(["iPhone X · iOS 16", "iOS 16 · portrait"])
      #expect(ScreenText.outline(first)?.ios == 16)

      try tmux.sendKeys("o")
      let changed = try tmux.waitUntil("another iOS in the title") { screen in
        ScreenText.outline(screen)?.ios.map { $0 != 16 } ?? false
      }
      let version = try #require(ScreenText.outline(changed)?.ios)
      // The iPhone X ran iOS 11 to 16.
      #expect((11...16).contains(version))
      #expect(changed.contains("iOS \(version) · portrait"), "inspector:\n\(changed)")
      #expect(!changed.contains("iOS 16 · portrait"))

      try tmux.sendKeys("O")
      let back = try tmux.waitForAll(["iPhone X · iOS 16", "iOS 16 · portrait"])
      #expect(ScreenText.outline(back)?.ios == 16)
    }
  }

  @Test func deviceChangeFallsBackToTheNearestIOSTheDeviceRan() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "nearest")
      try tmux.start(command: Self.previewer("--device iphone-4s --ios 9"))
      try tmux.waitForAll(["iPhone 4s · iOS 9", "iOS 9 · portrait"])

      // The device before the 4s is the iPhone 4, which ran iOS 4 to 7.
      try tmux.sendKeys("D")
      let screen = try tmux.waitForAll(["iPhone 4 · iOS 7", "iOS 7 · portrait"])
      let event = screen.split(separator: "\n").first { $0.contains("never ran") }
      #expect(
        event?.contains("iOS 9") == true, "no event line saying it never ran iOS 9:\n\(screen)")
      #expect(!screen.contains("iOS 9 · portrait"))
    }
  }

  // MARK: - Rotation

  @Test func rRotatesToLandscape() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "rotate")
      try tmux.start(command: Self.previewer())
      let portrait = try tmux.waitForAll(["iOS 16 · portrait", "rootView       0,0,375,812"])
      let portraitWidth = try #require(ScreenText.outline(portrait)?.width)

      try tmux.sendKeys("r")
      let landscape = try tmux.waitForAll(["landscape-left", "rootView       0,0,812,375"])
      #expect(!landscape.contains("rootView       0,0,375,812"))
      let landscapeWidth = try #require(
        ScreenText.outline(landscape)?.width, "no outline:\n\(landscape)")
      #expect(landscapeWidth > portraitWidth, "the landscape phone is not wider:\n\(landscape)")
    }
  }

  // MARK: - Resizing

  @Test func resizingRefitsThePhone() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "resize")
      try tmux.start(command: Self.previewer(), columns: 120, rows: 40)
      let small = try tmux.waitUntil("the phone outline") { ScreenText.outline($0)?.width != nil }
      let width = try #require(ScreenText.outline(small)?.width)

      try tmux.resize(columns: 160, rows: 50)
      try tmux.waitUntil("a wider outline than \(width) columns") { screen in
        (ScreenText.outline(screen)?.width ?? 0) > width
      }

      try tmux.resize(columns: 20, rows: 8)
      let tooSmall = try tmux.waitForAll(["Terminal too small", "q quits"])
      #expect(ScreenText.outline(tooSmall)?.width == nil)

      try tmux.resize(columns: 100, rows: 30)
      let back = try tmux.waitUntil("the phone back") { screen in
        ScreenText.outline(screen)?.title.contains("iPhone X") == true
      }
      #expect(!back.contains("Terminal too small"))
    }
  }

  @Test func qQuitsFromTheTooSmallScreen() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "toosmall-q")
      try tmux.start(command: Self.previewer())
      try tmux.waitFor("iPhone X · iOS 16")
      try tmux.resize(columns: 20, rows: 8)
      try tmux.waitForAll(["Terminal too small", "q quits"])
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  // MARK: - Quitting

  /// Quits with `press`, then checks the exit status, the main screen and the terminal modes.
  func expectQuitsCleanly(_ name: String, _ press: (TmuxSession) throws -> Void) throws {
    let tmux = try TmuxSession(name: name)
    try tmux.start(command: Self.previewer(), afterExit: "stty -a")
    try tmux.waitForAll(["iPhone X · iOS 16", "? help"])
    try press(tmux)
    #expect(try tmux.waitForExit() == 0)
    let screen = try tmux.waitUntil(
      "stty -a's local modes", ScreenText.showsLocalModes)
    // The alternate screen was left: the shell's main screen has no phone on it.
    for leftover in ["╭", "╰", "iPhone X", "? help", "statusBar"] {
      #expect(!screen.contains(leftover), "\(leftover) left on screen:\n\(screen)")
    }
    TerminalRobustnessTests.expectCookedModes(screen)
  }

  @Test func qQuitsAndRestoresTheTerminal() async throws {
    try await offPool {
      try expectQuitsCleanly("quit-q") { try $0.sendKeys("q") }
    }
  }

  @Test func escapeQuitsAndRestoresTheTerminal() async throws {
    try await offPool {
      try expectQuitsCleanly("quit-esc") { try $0.sendKeys(named: "Escape") }
    }
  }

  @Test func controlCQuitsAndRestoresTheTerminal() async throws {
    try await offPool {
      try expectQuitsCleanly("quit-ctrl-c") { try $0.sendKeys(named: "C-c") }
    }
  }

  // MARK: - show

  static let showArguments = [
    "show", "--device", "iphone-4", "--ios", "6", "--hotspot", "--size", "120x40",
  ]

  @Test func showThroughAPipeIsPlainText() async throws {
    try await offPool {
      let result = try Binary.run(Self.showArguments, environment: Programs.plainEnvironment())
      #expect(result.status == 0, "stderr: \(result.stderr)")
      #expect(!result.stdout.utf8.contains(0x1B), "ESC in piped output:\n\(result.stdout)")
      #expect(result.stdout.contains("Personal Hotspot: 1 Connection"))
      let title = ScreenText.outline(result.stdout)?.title
      #expect(title?.contains(" iPhone 4 · iOS 6 ") == true, "no outline:\n\(result.stdout)")
      #expect(result.stdout.contains("└") && result.stdout.contains("┘"))
      #expect(result.stdout.contains("statusBar      0,0,320,40"))
    }
  }

  @Test func showWithColorAlwaysHasEscapeSequences() async throws {
    try await offPool {
      let result = try Binary.run(
        Self.showArguments + ["--color", "always"], environment: Programs.plainEnvironment())
      #expect(result.status == 0, "stderr: \(result.stderr)")
      #expect(result.stdout.contains("\u{1B}["))
      #expect(result.stdout.contains("Personal Hotspot: 1 Connection"))
    }
  }

  @Test func showIsASCIIWithLangCOrAscii() async throws {
    try await offPool {
      let c = try Binary.run(Self.showArguments, environment: Programs.plainEnvironment(lang: "C"))
      #expect(c.status == 0, "stderr: \(c.stderr)")
      #expect(c.stdout.utf8.allSatisfy { $0 < 0x80 }, "non-ASCII with LANG=C:\n\(c.stdout)")
      #expect(c.stdout.contains("Personal Hotspot: 1 Connection"))
      #expect(c.stdout.contains("iPhone 4"))

      let ascii = try Binary.run(
        Self.showArguments + ["--ascii"], environment: Programs.plainEnvironment())
      #expect(ascii.status == 0, "stderr: \(ascii.stderr)")
      #expect(
        ascii.stdout.utf8.allSatisfy { $0 < 0x80 }, "non-ASCII with --ascii:\n\(ascii.stdout)")
      #expect(ascii.stdout.contains("Personal Hotspot: 1 Connection"))
    }
  }
}
