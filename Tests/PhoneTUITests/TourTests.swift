import PhoneLayout
import PhoneTUI
import TestSupport
import Testing

/// The guided tours: each step lays out what it names, and says what the layout shows.
@Suite struct TourTests {
  /// A state on `tour`'s first step, in a terminal of `columns`×`rows`.
  static func touring(
    _ tour: Tour, columns: Int = 120, rows: Int = 40,
    glyphs: GlyphSet = GlyphSet(unicode: true, color: false)
  ) -> AppState {
    var state = AppState(
      catalog: .builtIn, settings: tour.scene(at: 0).settings,
      terminalSize: TerminalSize(columns: columns, rows: rows), glyphs: glyphs)
    state.startTour(tour)
    return state
  }

  /// Every step's state, from the first, stepping with the tour's key.
  static func states(_ tour: Tour) -> [AppState] {
    var state = touring(tour)
    var states = [state]
    for _ in tour.steps.dropFirst() {
      state = Update.apply(.nextTourStep, to: state).0
      states.append(state)
    }
    return states
  }

  /// A step's sentences as the caption shows them.
  static func sentence(_ state: AppState) -> String {
    let progress = state.tour!
    return TourText.render(
      progress.tour.steps[progress.step].text, layout: state.layout,
      previous: progress.previousLayout)
  }

  @Test(arguments: Tour.all.map(\.name))
  func everyPlaceholderIsFilledInFromTheLayout(name: String) throws {
    let tour = try #require(Tour.named(name))
    for (index, state) in Self.states(tour).enumerated() {
      let text = Self.sentence(state)
      #expect(!text.contains("{"), "\(name) step \(index + 1): \(text)")
      #expect(!TourText.placeholders(tour.steps[index].text).isEmpty || index == 0)
    }
  }

  /// A sentence writes no figure of its own: apart from iOS versions and seed numbers, every
  /// digit comes from a placeholder, so it is read from the layout on screen.
  @Test(arguments: Tour.all.map(\.name))
  func sentencesWriteNoNumberOfTheirOwn(name: String) throws {
    let tour = try #require(Tour.named(name))
    for step in tour.steps {
      var words = TourText.literalText(step.text).split(separator: " ").map(String.init)
      // "iOS 7", "seed 000": names, not measurements.
      var index = 0
      while index < words.count {
        let word = words[index].lowercased()
        if (word == "ios" || word == "seed" || word == "seed's") && index + 1 < words.count {
          words[index + 1] = ""
        }
        index += 1
      }
      let digits = words.filter { $0.contains { $0.isNumber } }
      #expect(digits.isEmpty, "\(name): \(digits) in \"\(step.text)\"")
    }
  }

  @Test(arguments: Tour.all.map(\.name))
  func everyStepLaysOutWhatItNames(name: String) throws {
    let tour = try #require(Tour.named(name))
    for (index, state) in Self.states(tour).enumerated() {
      let scene = tour.scene(at: index)
      let place = "\(name) step \(index + 1)"
      #expect(state.tour?.step == index, "\(place)")
      #expect(state.device.id == scene.settings.deviceID, "\(place): the device it names")
      #expect(state.settings.ios == scene.settings.ios, "\(place): an iOS the device ran")
      #expect(state.settings == scene.settings, "\(place): every setting as the step says")
      #expect(state.layout == state.tour?.layouts[index], "\(place): the layout it was sized on")
      #expect(state.showSafeArea == scene.showSafeArea, "\(place)")
      #expect(!state.isSplit && state.prompt == nil, "\(place)")
      if let element = scene.selected {
        #expect(state.selected == element, "\(place): the element it talks about is selected")
        #expect(state.layout.frame(of: element) != nil, "\(place): \(element) is on screen")
      }
      #expect(state.selectedView == scene.selectedView, "\(place)")
      #expect((state.views != nil) == (scene.viewsJSON != nil), "\(place): its views decode")
    }
  }

  @Test(arguments: Tour.all.map(\.name))
  func backRetracesEveryStepAndTheEndsHold(name: String) throws {
    let tour = try #require(Tour.named(name))
    let forward = Self.states(tour)
    var state = forward.last!
    // Past the last step: nothing changes.
    state = Update.apply(.nextTourStep, to: state).0
    #expect(state.tour?.step == tour.steps.count - 1)
    #expect(state.layout == forward.last!.layout)
    for index in forward.indices.reversed().dropFirst() {
      state = Update.apply(.previousTourStep, to: state).0
      #expect(state.tour?.step == index)
      #expect(state.layout == forward[index].layout, "\(name) back to step \(index + 1)")
      #expect(state.selected == forward[index].selected)
      #expect(state.showSafeArea == forward[index].showSafeArea)
      #expect(Self.sentence(state) == Self.sentence(forward[index]))
    }
    let (first, effect) = Update.apply(.previousTourStep, to: state)
    #expect(first.tour?.step == 0 && effect.isEmpty)
    #expect(Update.apply(.quit, to: first).1 == [.quit])
    #expect(Update.apply(.dismiss, to: first).1 == [.quit], "Esc quits a tour")
  }

  /// During a tour only the tour's keys act: nothing else can change what a sentence says.
  @Test func tourKeysAreTheTourTableOnly() {
    let hits = HitMap()
    func action(_ key: Key) -> Action? {
      KeyMap.action(for: .key(key), hits: hits, touring: true)
    }
    #expect(action(.character(" ")) == .nextTourStep)
    #expect(action(.right) == .nextTourStep)
    #expect(action(.control(0x0D)) == .nextTourStep)
    #expect(action(.left) == .previousTourStep)
    #expect(action(.control(0x7F)) == .previousTourStep)
    #expect(action(.character("q")) == .quit)
    #expect(action(.escape) == .dismiss)
    #expect(action(.control(0x03)) == .quit)
    for key in "hdDoOrfntesvclgbkwW|:".unicodeScalars {
      #expect(action(.character(key)) == nil, "\(key) does nothing in a tour")
    }
    #expect(KeyMap.action(for: .key(.right), hits: hits) == .nextDevice, "outside a tour")
    #expect(KeyMap.tourHints.map(\.word) == ["next", "back", "help", "quit"])
  }

  // MARK: - Each step says what it shows

  /// One claim of a sentence, and the layout fact that makes it true.
  struct Claim: CustomTestStringConvertible {
    let tour: String
    let step: Int
    /// Words of the sentence, with the number in them.
    let says: [String]
    let holds: @Sendable (ScreenLayout) -> Bool
    var testDescription: String { "\(tour) step \(step): \(says)" }
  }

  static func rect(_ layout: ScreenLayout, _ element: LayoutElement) -> String? {
    layout.frame(of: element).map(ScreenLayout.text)
  }

  static let claims: [Claim] = [
    Claim(tour: "hotspot", step: 1, says: ["iPhone 4 with iOS 6", "status bar is 20 pt", "y 20"]) {
      $0.device.id == "iphone-4" && $0.settings.ios.major == 6 && $0.statusBar?.height == 20
        && $0.rootView.minY == 20
    },
    Claim(
      tour: "hotspot", step: 2, says: ["doubles to 40 pt", "to 0,40,320,440", "from 372 to 352 pt"]
    ) {
      $0.statusBar?.height == 40 && rect($0, .rootView) == "0,40,320,440"
        && $0.contentRect.height == 352
    },
    Claim(tour: "hotspot", step: 3, says: ["reads YES", "the 20 pt the bar grew"]) {
      $0.hotspotConnected && $0.hotspotBar?.height == 20
    },
    Claim(tour: "hotspot", step: 4, says: ["iOS 7 lays", "0,0,320,480", "starts at y 0"]) {
      $0.settings.ios.major == 7 && rect($0, .rootView) == "0,0,320,480" && $0.contentView.minY == 0
        && $0.settings.hotspotConnections == 0
    },
    Claim(tour: "hotspot", step: 5, says: ["UIRectEdgeNone", "at y 64"]) {
      $0.settings.edges == .none && $0.contentView.minY == 64
    },
    Claim(
      tour: "hotspot", step: 6,
      says: ["status bar is 40 pt", "extra 20 pt: 0,20,320,460", "starts at y 84"]
    ) {
      $0.statusBar?.height == 40 && rect($0, .rootView) == "0,20,320,460"
        && $0.contentRect.minY == 84
    },
    Claim(
      tour: "hotspot", step: 7,
      says: ["iPhone 8 with iOS 13", "stays 20 pt", "reads NO with a device connected"]
    ) {
      $0.device.id == "iphone-8" && $0.settings.ios.major == 13 && $0.statusBar?.height == 20
        && !$0.hotspotConnected && $0.settings.hotspotConnections == 1
        && $0.hotspotIndicator == .blueStatusBar
    },
    Claim(
      tour: "iphone-x", step: 1,
      says: ["iPhone 8 with iOS 11", "status bar is 20 pt", "tab bar 49 pt", "667 pt tall"]
    ) {
      $0.statusBar?.height == 20 && $0.tabBar?.height == 49 && $0.screen.height == 667
    },
    Claim(
      tour: "iphone-x", step: 2,
      says: ["iPhone X is 812 pt tall where the iPhone 8 is 667", "44 pt, not 20"]
    ) {
      $0.device.id == "iphone-x" && $0.screen.height == 812 && $0.statusBar?.height == 44
    },
    Claim(tour: "iphone-x", step: 3, says: ["bottom 34 pt", "grows to 83 pt"]) {
      $0.homeIndicator?.height == 34 && $0.tabBar?.height == 83
    },
    Claim(
      tour: "iphone-x", step: 4, says: ["44 pt at the top", "34 pt at the bottom", "0,88,375,641"]
    ) {
      $0.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        && rect($0, .contentRect) == "0,88,375,641"
    },
    Claim(tour: "iphone-x", step: 5, says: ["adjustedContentInset, 44 pt at the top"]) {
      $0.navigationBar == nil && $0.settings.scrollView == .automatic
        && $0.adjustedContentInset?.top == 44
    },
    Claim(tour: "iphone-x", step: 6, says: [".never", "inset is 0 again", "44-pt status bar"]) {
      $0.settings.scrollView == .never && $0.adjustedContentInset?.top == 0
        && $0.statusBar?.height == 44
    },
    Claim(
      tour: "iphone-x", step: 7,
      says: ["status bar is gone", "44 pt on the left and 44 pt on the", "start at x 44"]
    ) {
      $0.settings.orientation == .landscapeLeft && $0.statusBar == nil
        && $0.safeAreaInsets?.left == 44 && $0.safeAreaInsets?.right == 44
        && $0.cellContentView?.minX == 44 && ($0.tableCell?.minX ?? -1) == 0
    },
    Claim(tour: "iphone-x", step: 8, says: ["44-pt status bar", "39-pt rounded corner"]) {
      $0.settings.orientation == .portrait && $0.statusBar?.height == 44 && $0.cornerRadius == 39
        && $0.notch != nil
    },
    Claim(tour: "status-bar", step: 1, says: ["launch screen", "sits at y 0"]) {
      $0.settings.launchScreen && $0.statusBar == nil && $0.navigationBar?.minY == 0
    },
    Claim(tour: "status-bar", step: 2, says: ["which means YES", "The style is .default."]) {
      $0.statusBarAppearance.style == .default
        && $0.statusBarAppearance.decidedBy
          == "UITabBarController"
    },
    Claim(
      tour: "status-bar", step: 3,
      says: ["returns .lightContent", "the UITabBarController decides", "stays .default"]
    ) {
      $0.settings.preferredStyle == .lightContent && $0.statusBarAppearance.style == .default
        && $0.statusBarAppearance.decidedBy == "UITabBarController"
    },
    Claim(tour: "status-bar", step: 4, says: ["topViewController decides: .lightContent"]) {
      $0.settings.containers == .forwarding && $0.statusBarAppearance.style == .lightContent
        && $0.statusBarAppearance.decidedBy == "topViewController"
    },
    Claim(tour: "status-bar", step: 5, says: ["UIApplication's statusBarStyle", ".default again"]) {
      !$0.settings.viewControllerBasedAppearance && $0.statusBarAppearance.style == .default
        && $0.statusBarAppearance.decidedBy == "UIApplication"
    },
    Claim(
      tour: "status-bar", step: 6, says: ["style is .lightContent, decided by the UIApplication"]
    ) {
      $0.statusBarAppearance.style == .lightContent
        && $0.statusBarAppearance.decidedBy == "UIApplication"
    },
    Claim(tour: "status-bar", step: 7, says: ["hides the status bar", "from y 20 to y 0"]) {
      $0.statusBar == nil && $0.statusBarAppearance.hidden && $0.navigationBar?.minY == 0
    },
  ]

  @Test(arguments: claims)
  func eachStepShowsWhatItSays(claim: Claim) throws {
    let tour = try #require(Tour.named(claim.tour))
    let states = Self.states(tour)
    let state = try #require(states.indices.contains(claim.step - 1) ? states[claim.step - 1] : nil)
    let text = Self.sentence(state)
    for words in claim.says {
      #expect(text.contains(words), "the sentence: \(text)")
    }
    #expect(claim.holds(state.layout), "the layout on screen: \(layoutSummary(state.layout))")
  }

  @Test func everyStepHasAClaim() {
    for tour in Tour.all {
      let claimed = Set(Self.claims.filter { $0.tour == tour.name }.map(\.step))
      #expect(claimed == Set(1...tour.steps.count), "\(tour.name): \(claimed.sorted())")
    }
  }

  // MARK: - The caption

  /// The caption at 80×24: the rule with the title and the step, the sentences, the tour's
  /// keys; one height for every step, so the phone keeps its size.
  @Test func theCaptionFitsEightyColumnsAndKeepsItsHeight() throws {
    var state = Self.touring(.hotspot, columns: 80, rows: 24)
    var heights = Set<Int>()
    for index in Tour.hotspot.steps.indices {
      let frame = FrameLayout(state)
      heights.insert(frame.caption.height)
      let rows = FrameRenderer.render(state).textRows
      let rule = rows[frame.caption.y]
      #expect(rule.contains("The personal hotspot bar (seed 000) · step \(index + 1) of 7"))
      #expect(rule.hasPrefix("──"))
      let caption = rows[(frame.caption.y + 1)..<frame.hintRow].map { $0.trimmed }
        .joined(separator: " ").trimmed
      #expect(caption == Self.sentence(state), "caption rows: \(caption)")
      // The last step offers no next step.
      let last = index == Tour.hotspot.steps.count - 1
      #expect(
        rows[frame.hintRow].hasPrefix(
          last ? "← back  ? help  q quit" : "Space next  ← back  ? help  q quit"),
        "step \(index + 1): \(rows[frame.hintRow])")
      #expect(!frame.isTooSmall && frame.screen.height >= 10)
      state = Update.apply(.nextTourStep, to: state).0
    }
    #expect(heights.count == 1, "caption heights: \(heights)")
  }

  @Test func theCaptionIsASCIIWithoutUnicode() {
    let state = Self.touring(
      .iPhoneX, columns: 80, rows: 24, glyphs: GlyphSet(unicode: false, color: false))
    let text = FrameRenderer.render(state).textRows.joined(separator: "\n")
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(text.contains("Space next  <- back"))
  }

  @Test func theHelpOverlayListsTheTourKeys() {
    var state = Self.touring(.statusBar)
    state = Update.apply(.toggleHelp, to: state).0
    let text = FrameRenderer.render(state).textRows.joined(separator: "\n")
    #expect(text.contains("Space → Enter  next step"))
    #expect(text.contains("q Esc ^C       quit the tour"))
    #expect(!text.contains("personal hotspot on/off"))
  }
}

/// The layout's key numbers, for a failure message.
func layoutSummary(_ l: ScreenLayout) -> String {
  "\(l.device.id) \(l.settings.ios) statusBar \(l.statusBar.map(ScreenLayout.text) ?? "-") "
    + "rootView \(ScreenLayout.text(l.rootView)) contentRect \(ScreenLayout.text(l.contentRect))"
}

extension CellBuffer {
  /// Every row's glyphs.
  fileprivate var textRows: [String] { (0..<height).map { text(row: $0) } }
}

extension String {
  /// Without leading and trailing spaces.
  fileprivate var trimmed: String {
    var s = Substring(self)
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
