// Scroll views, table cells, layout margins and the keyboard (issue 11). Expected values come from
// Apple's documented behaviour, the issue's worked cases and the research notes' measured tables
// (cited on each test), never from the code's output.

import PhoneLayout
import TestSupport
import Testing

private func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double)
  -> EdgeInsets
{
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

@Suite struct ScrollAndKeyboardTests {
  // MARK: - Scroll views (seed 001's table view shift)

  /// iPhone X, iOS 11, navigation bar and tab bar: the issue's four cases.
  @Test func seed001sTableViewShift() {
    func layout(_ behaviour: ContentInsetAdjustment, landscape: Bool = false) -> ScreenLayout {
      makeLayout("iphone-x", ios: 11) {
        $0.bottomBar = .tabBar
        $0.scrollView = behaviour
        if landscape { $0.orientation = .landscapeLeft }
      }
    }
    let automatic = layout(.automatic)
    #expect(automatic.adjustedContentInset == insets(88, 0, 83, 0))
    #expect(automatic.contentInset == insets(0, 0, 0, 0))
    #expect(automatic.contentOffset?.y == -88)
    let never = layout(.never)
    #expect(never.adjustedContentInset == insets(0, 0, 0, 0))
    #expect(never.notes.contains(.scrollContentUnderBars(top: 88, bottom: 83)))
    #expect(never.notes.map(\.text).contains { $0.hasPrefix("88 pt of the scroll view's content") })
    #expect(layout(.always, landscape: true).adjustedContentInset == insets(32, 44, 53, 44))
    #expect(layout(.automatic, landscape: true).adjustedContentInset == insets(32, 0, 53, 0))
    #expect(automatic.scrollView == rect(0, 0, 375, 812), "filling the view")
  }

  /// Apple: scrollableAxes adjusts the scrolling axes only; automatic does so and adjusts top
  /// and bottom anyway for a view controller with automaticallyAdjustsScrollViewInsets = YES
  /// inside a navigation controller (UIScrollView.h, §5).
  @Test func scrollableAxesAndAutomatic() {
    func adjusted(
      _ behaviour: ContentInsetAdjustment, _ axes: ScrollAxes, autoAdjusts: Bool = true
    ) -> EdgeInsets? {
      makeLayout("iphone-x", ios: 16) {
        $0.orientation = .landscapeRight
        $0.bottomBar = .tabBar
        $0.scrollView = behaviour
        $0.scrollAxes = axes
        $0.automaticallyAdjustsScrollViewInsets = autoAdjusts
      }.adjustedContentInset
    }
    // With NO, automatic is scrollableAxes.
    #expect(adjusted(.automatic, .horizontal, autoAdjusts: false) == insets(0, 44, 0, 44))
    #expect(adjusted(.automatic, .vertical, autoAdjusts: false) == insets(32, 0, 53, 0))
    #expect(adjusted(.never, .vertical, autoAdjusts: false) == insets(0, 0, 0, 0))
    #expect(adjusted(.scrollableAxes, .horizontal) == insets(0, 44, 0, 44))
    #expect(adjusted(.scrollableAxes, .both) == insets(32, 44, 53, 44))
    #expect(adjusted(.automatic, .horizontal) == insets(32, 44, 53, 44))
    #expect(adjusted(.automatic, .vertical) == insets(32, 0, 53, 0))
  }

  /// iOS 7–10: automaticallyAdjustsScrollViewInsets puts the layout guides in contentInset
  /// (research F: {64, 0, 49, 0} logged by several projects); there is no adjustedContentInset.
  @Test func iOS10AutomaticallyAdjustsScrollViewInsets() {
    let on = makeLayout("iphone-7", ios: 10) {
      $0.bottomBar = .tabBar
      $0.scrollView = .automatic
    }
    #expect(on.contentInset == insets(64, 0, 49, 0))
    #expect(on.adjustedContentInset == nil)
    #expect(on.contentOffset?.y == -64)
    #expect(
      on.ignoredOptions == [.scrollBehaviour(.automatic, IOSVersion(10), autoAdjusts: true)],
      "the behaviour is iOS 11's: decision 14's note")
    let off = makeLayout("iphone-7", ios: 10) {
      $0.bottomBar = .tabBar
      $0.scrollView = .automatic
      $0.automaticallyAdjustsScrollViewInsets = false
    }
    #expect(off.contentInset == insets(0, 0, 0, 0))
    #expect(off.notes.contains(.scrollContentUnderBars(top: 64, bottom: 49)))
  }

  /// From iOS 11 the flag is read by `.automatic` only: a note where another behaviour decides,
  /// none where it counts.
  @Test func automaticallyAdjustsIsNotedWhereItIsNotRead() {
    func ignored(_ behaviour: ContentInsetAdjustment) -> [IgnoredOption] {
      makeLayout("iphone-x", ios: 11) {
        $0.scrollView = behaviour
        $0.automaticallyAdjustsScrollViewInsets = false
      }.ignoredOptions
    }
    #expect(ignored(.automatic).isEmpty)
    #expect(ignored(.never) == [.automaticallyAdjusts(IOSVersion(11), behaviour: .never)])
    #expect(
      ignored(.never).first?.text
        == "from iOS 11 only contentInsetAdjustmentBehavior .automatic reads "
        + "automaticallyAdjustsScrollViewInsets; .never decides on iOS 11")
    // Before iOS 7 the property does not exist (Apple: UIViewController, iOS 7.0+).
    let six = makeLayout("iphone-4", ios: 6) { $0.automaticallyAdjustsScrollViewInsets = false }
    #expect(six.ignoredOptions == [.automaticallyAdjusts(IOSVersion(6), behaviour: nil)])
    #expect(
      six.ignoredOptions.first?.text
        == "automaticallyAdjustsScrollViewInsets needs iOS 7; ignored on iOS 6")
  }

  // MARK: - Table cells (seed 001's landscape cells)

  @Test func cellContentViewInsetToTheSafeArea() {
    let inset = makeLayout("iphone-x", ios: 16) {
      $0.orientation = .landscapeLeft
      $0.tableCell = true
    }
    #expect(inset.tableCell?.width == 812 && inset.tableCell?.minX == 0)
    #expect(inset.cellContentView?.minX == 44 && inset.cellContentView?.width == 724)
    #expect(inset.headerContentView?.minX == 44, "section headers: content inset too")
    #expect(inset.sectionHeader?.width == 812, "their background full width")
    #expect(inset.cellFindings.isEmpty)
    let flush = makeLayout("iphone-x", ios: 16) {
      $0.orientation = .landscapeLeft
      $0.tableCell = true
      $0.insetsContentViewsToSafeArea = false
    }
    #expect(flush.cellContentView?.minX == 0 && flush.cellContentView?.width == 812)
    let kinds = flush.cellFindings.map(\.kind)
    #expect(kinds.contains(.outsideSafeArea), "content under the notch side")
    // Before iOS 11 the content view always fills the cell.
    let ten = makeLayout("iphone-7", ios: 10) { $0.tableCell = true }
    #expect(ten.cellContentView == ten.tableCell)
  }

  // MARK: - Layout margins and readable content (research D: dimmmensions, iOS 15 and 16.2)

  struct Margins: Sendable, CustomTestStringConvertible {
    let id: String
    let ios: Int
    let landscape: Bool
    let margins: EdgeInsets
    var testDescription: String { "\(id) iOS \(ios) \(landscape ? "landscape" : "portrait")" }
  }

  static let marginRows: [Margins] = [
    Margins(id: "iphone-11-pro", ios: 15, landscape: false, margins: insets(44, 16, 34, 16)),
    Margins(id: "iphone-11-pro", ios: 15, landscape: true, margins: insets(0, 60, 21, 60)),
    Margins(id: "iphone-11", ios: 15, landscape: false, margins: insets(48, 20, 34, 20)),
    Margins(id: "iphone-11", ios: 15, landscape: true, margins: insets(0, 64, 21, 64)),
    Margins(id: "iphone-8", ios: 16, landscape: false, margins: insets(20, 16, 0, 16)),
    Margins(id: "iphone-8", ios: 16, landscape: true, margins: insets(0, 20, 0, 20)),
    Margins(id: "iphone-8-plus", ios: 16, landscape: false, margins: insets(20, 20, 0, 20)),
    Margins(id: "iphone-12-mini", ios: 16, landscape: true, margins: insets(0, 66, 21, 66)),
    Margins(id: "iphone-13", ios: 16, landscape: true, margins: insets(0, 63, 21, 63)),
    Margins(id: "iphone-14-pro", ios: 16, landscape: false, margins: insets(59, 16, 34, 16)),
    Margins(id: "iphone-14-pro", ios: 16, landscape: true, margins: insets(0, 75, 21, 75)),
    Margins(id: "iphone-14-pro-max", ios: 16, landscape: false, margins: insets(59, 20, 34, 20)),
    Margins(id: "ipod-touch-7", ios: 15, landscape: false, margins: insets(20, 16, 0, 16)),
  ]

  /// A plain root view controller with no bars, as dimmmensions measured it.
  @Test(arguments: marginRows) func layoutMarginsAsMeasured(_ r: Margins) {
    let l = makeLayout(r.id, ios: r.ios) {
      $0.navigationBar = .none
      $0.bottomBar = .none
      if r.landscape { $0.orientation = .landscapeLeft }
    }
    #expect(l.layoutMargins == r.margins)
  }

  /// The readable content guide equals the margins, except in landscape on the regular-width
  /// Face ID phones: 664 wide, centred (896 − 2 × 116).
  @Test func readableContentGuide() {
    let max = makeLayout("iphone-11-pro-max", ios: 15) {
      $0.navigationBar = .none
      $0.bottomBar = .none
      $0.orientation = .landscapeLeft
    }
    #expect(max.readableContentGuide?.width == 664)
    #expect(max.readableContentGuide?.minX == 116)
    let plus = makeLayout("iphone-8-plus", ios: 16) {
      $0.navigationBar = .none
      $0.bottomBar = .none
      $0.orientation = .landscapeLeft
    }
    #expect(plus.readableContentGuide?.width == 696, "not narrowed on the 8 Plus: 736 - 2 × 20")
    #expect(makeLayout("iphone-4", ios: 7).readableContentGuide == nil, "iOS 9 and later")
    #expect(makeLayout("iphone-4", ios: 7).layoutMargins == nil, "iOS 8 and later")
  }

  // MARK: - The keyboard (research C)

  struct KeyboardRow: Sendable, CustomTestStringConvertible {
    let id: String
    let ios: Int
    let landscape: Bool
    let height: Double
    let estimate: Bool
    var testDescription: String { "\(id) iOS \(ios) \(landscape ? "landscape" : "portrait")" }
  }

  static let keyboardRows: [KeyboardRow] = [
    KeyboardRow(id: "iphone-4", ios: 7, landscape: false, height: 216, estimate: false),
    KeyboardRow(id: "iphone-4", ios: 7, landscape: true, height: 162, estimate: false),
    KeyboardRow(id: "iphone-5s", ios: 9, landscape: false, height: 253, estimate: false),
    KeyboardRow(id: "iphone-5s", ios: 9, landscape: true, height: 193, estimate: false),
    KeyboardRow(id: "iphone-6", ios: 12, landscape: false, height: 258, estimate: false),
    KeyboardRow(id: "iphone-8-plus", ios: 12, landscape: false, height: 271, estimate: false),
    KeyboardRow(id: "iphone-8", ios: 16, landscape: false, height: 260, estimate: false),
    KeyboardRow(id: "iphone-x", ios: 16, landscape: false, height: 336, estimate: false),
    KeyboardRow(id: "iphone-xr", ios: 16, landscape: false, height: 346, estimate: false),
    KeyboardRow(id: "iphone-x", ios: 16, landscape: true, height: 209, estimate: true),
    // §9 research: iOS 26.2 measured 335 on the 402-wide phones (an iPhone 17 and a 16 Pro
    // simulator: flutterware, react-native-keyboard-controller 1284); iOS 26 alone means its
    // newest release, which lays out as 26.2.
    KeyboardRow(id: "iphone-17", ios: 26, landscape: false, height: 335, estimate: false),
    // The 26.2 table: 390-wide phones 335 / 248, the 16 Pro Max 346 / 219 (one simulator pass).
    KeyboardRow(id: "iphone-13", ios: 26, landscape: true, height: 248, estimate: false),
    KeyboardRow(id: "iphone-16-pro-max", ios: 26, landscape: false, height: 346, estimate: false),
  ]

  /// §9: the keyboard changed within iOS 26 (KeyboardKit 1006: a row 54 then 52 high), so 26.0
  /// is taller than 26.2 by four rows of 2 pt, an estimate; 26.2 is the measured one.
  @Test func theKeyboardChangedWithinIOS26() throws {
    func keyboard(_ minor: Int) throws -> (Double, Bool) {
      let l = makeLayout("iphone-17") {
        $0.ios = IOSVersion(26, minor)
        $0.keyboard = true
      }
      return (try #require(l.keyboard).height, l.approximations.contains(.keyboard))
    }
    let (early, earlyEstimate) = try keyboard(0)
    let (late, lateEstimate) = try keyboard(2)
    #expect(late == 335 && !lateEstimate)
    #expect(early == 343 && earlyEstimate)
    #expect(try keyboard(1).0 == 343, "26.1 is still the taller keyboard")
  }

  @Test(arguments: keyboardRows) func keyboardHeights(_ r: KeyboardRow) {
    let l = makeLayout(r.id, ios: r.ios) {
      $0.keyboard = true
      if r.landscape { $0.orientation = .landscapeLeft }
    }
    let keyboard = try! #require(l.keyboard)
    #expect(keyboard.height == r.height)
    // The frame reaches the bottom edge, the home-indicator strip included.
    #expect(keyboard.maxY == l.screen.maxY && keyboard.width == l.screen.width)
    #expect(l.approximations.contains(.keyboard) == r.estimate)
  }

  /// keyboardLayoutGuide (iOS 15+): up, the keyboard's area; down, the safe area's bottom strip.
  @Test func keyboardLayoutGuide() {
    let down = makeLayout("iphone-x", ios: 16) {
      $0.bottomBar = .none
    }
    #expect(down.keyboardLayoutGuide == rect(0, 778, 375, 34), "height = the bottom inset")
    let up = makeLayout("iphone-x", ios: 16) {
      $0.bottomBar = .none
      $0.keyboard = true
    }
    #expect(up.keyboardLayoutGuide == rect(0, 476, 375, 336))
    #expect(up.contentAboveKeyboard == rect(0, 88, 375, 476 - 88))
    #expect(makeLayout("iphone-x", ios: 14).keyboardLayoutGuide == nil)
  }

  // MARK: - Your views and the keyboard

  /// The classic double count: pinned to the safe area's bottom and raised by the keyboard's
  /// full height, a view sits the bottom inset (34 pt) above the keyboard; pinned to the
  /// keyboard it sits on it.
  @Test func keyboardDoubleCountAndTheKeyboardAnchor() throws {
    let file = try ViewsFile.decode(
      Array(
        """
        {"views": [
          {"name": "naive", "bottom": {"to": "safeArea"}, "left": {"to": "superview"},
           "right": {"to": "superview"}, "height": 44, "raisedByKeyboardHeight": true},
          {"name": "guided", "bottom": {"to": "keyboard"}, "left": {"to": "superview"},
           "right": {"to": "superview"}, "height": 44}
        ]}
        """.utf8), file: "views.json")
    let l = makeLayout("iphone-x", ios: 16) {
      $0.bottomBar = .none
      $0.keyboard = true
    }
    let placed = try ViewPlacement.place(file, in: l)
    #expect(placed[0].frame.maxY == 812 - 34 - 336)
    let double = try #require(placed[0].findings.first { $0.kind == .keyboardDoubleCount })
    #expect(double.detail == .doubleCount(amount: 34))
    #expect(placed[1].frame.maxY == 812 - 336)
    // Nothing clips it; it is drawn over the 10 pt of `naive` below 432 (views covering each
    // other, issue 19).
    #expect(placed[1].findings.map(\.kind) == [.coversView])
    // Down, both rest on the safe area's bottom.
    let down = try ViewPlacement.place(
      file, in: makeLayout("iphone-x", ios: 16) { $0.bottomBar = .none })
    #expect(down[0].frame.maxY == 778 && down[1].frame.maxY == 778)
    // A home-button phone has no bottom inset: nothing counted twice.
    let eight = try ViewPlacement.place(
      file,
      in: makeLayout("iphone-8", ios: 16) {
        $0.bottomBar = .none
        $0.keyboard = true
      })
    #expect(!eight[0].findings.contains { $0.kind == .keyboardDoubleCount })
  }

  /// SwiftUI keeps content above the keyboard; ignoring the keyboard region, it goes behind.
  @Test func swiftUIKeyboardAvoidance() throws {
    let file = try ViewsFile.decode(
      Array(
        """
        {"framework": "swiftui", "views": [
          {"name": "form", "top": {"to": "safeArea"}, "bottom": {"to": "safeArea"},
           "left": {"to": "safeArea"}, "right": {"to": "safeArea"}},
          {"name": "backdrop", "top": {"to": "safeArea"}, "bottom": {"to": "safeArea"},
           "left": {"to": "safeArea"}, "right": {"to": "safeArea"},
           "ignoresSafeArea": {"regions": "keyboard"}}
        ]}
        """.utf8), file: "views.json")
    let l = makeLayout("iphone-x", ios: 16) {
      $0.bottomBar = .none
      $0.keyboard = true
    }
    let placed = try ViewPlacement.place(file, in: l)
    #expect(placed[0].frame.maxY == 476, "above the keyboard")
    #expect(placed[1].frame.maxY == 778, "behind it, to the safe area's bottom")
    #expect(placed[1].findings.contains { $0.kind == .keyboard })
  }
}
