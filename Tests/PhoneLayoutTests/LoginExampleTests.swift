// examples/login.json on one phone, checked by hand: what UIKit lays out there, from the guides
// the layout reports (the same numbers `safearea json` prints), with the arithmetic below.

import Foundation
import PhoneLayout
import TestSupport
import Testing

@Suite struct LoginExampleTests {
  static func login() throws -> ViewsFile {
    let url = Binary.packageRoot.appendingPathComponent("examples/login.json")
    return try ViewsFile.decode(Array(try Data(contentsOf: url)), file: "login.json")
  }

  /// On the iPhone 17 Pro in landscape sign-in is drawn over the email field.
  ///
  /// The iPhone 17 Pro in landscape (iOS 26, a navigation bar and a toolbar, the keyboard
  /// down): the sign-in button, 12 above the buttons that sit 8 above the keyboard layout
  /// guide, comes down over the lower 40 pt of the email field. Every constraint holds and none
  /// is ambiguous: Auto Layout is satisfied, and UIKit draws sign-in over email because it
  /// comes later among the content view's subviews.
  @Test func inLandscapeOnTheSeventeenProSignInIsDrawnOverTheEmailField() throws {
    let layout = makeLayout("iphone-17-pro", ios: 26) { $0.orientation = .landscapeLeft }
    let safe = try #require(layout.safeAreaLayoutGuide)
    let margins = try #require(layout.layoutMarginsGuide)
    let keyboard = try #require(layout.keyboardLayoutGuide)
    // What the layout reports (safearea json --device iphone-17-pro --orientation
    // landscape-left): the safe area between the 32-pt bars and the 62-pt sides, the margins
    // 16 further in, the keyboard guide from the safe area's bottom (the keyboard is down).
    #expect(layout.contentView == Rect(x: 0, y: 0, width: 874, height: 402))
    #expect(safe == Rect(x: 62, y: 52, width: 750, height: 298))
    #expect(margins.minX == 78 && margins.maxX == 796)
    #expect(keyboard.minY == 350)

    let placed = try ViewPlacement.place(try Self.login(), in: layout)
    let frames = Dictionary(uniqueKeysWithValues: placed.map { ($0.name, $0.frame) })
    // logo: 0.4 × 750 = 300 wide, half as high, centred on the safe area, 20 below its top.
    let logo = Rect(x: safe.midX - 150, y: safe.minY + 20, width: 300, height: 150)
    #expect(logo == Rect(x: 287, y: 72, width: 300, height: 150))
    #expect(frames["logo"] == logo)
    // email: 24 below the logo, between the margins; password 12 below it.
    let email = Rect(x: 78, y: logo.maxY + 24, width: 718, height: 44)
    #expect(frames["email"] == email)
    #expect(frames["password"] == Rect(x: 78, y: email.maxY + 12, width: 718, height: 44))
    // buttons: the stack's bottom 8 above the guide (342), 30 high from its buttons' intrinsic
    // height; fillEqually: (718 − 8) / 2 = 355 each.
    let buttons = Rect(x: 78, y: keyboard.minY - 8 - 30, width: 718, height: 30)
    #expect(frames["buttons"] == buttons)
    #expect(frames["forgot"] == Rect(x: 78, y: 312, width: 355, height: 30))
    #expect(frames["create"] == Rect(x: 78 + 355 + 8, y: 312, width: 355, height: 30))
    // signIn: 12 above the buttons, 50 high: 250 … 300, over email's 246 … 290.
    let signIn = Rect(x: 78, y: buttons.minY - 12 - 50, width: 718, height: 50)
    #expect(signIn == Rect(x: 78, y: 250, width: 718, height: 50))
    #expect(frames["signIn"] == signIn)

    let covers = try #require(placed.first { $0.name == "signIn" }).findings.filter {
      $0.kind == .coversView
    }
    #expect(covers.map(\.element) == ["email"])
    #expect(covers.first?.overlap == Rect(x: 78, y: 250, width: 718, height: 40))
    #expect(covers.first?.mayBeIntended == false)
    // The buttons lie inside the password field (302 … 346), sharing only its sides.
    let under = try #require(placed.first { $0.name == "buttons" }).findings.filter {
      $0.kind == .coversView
    }
    #expect(under.map(\.element) == ["password"] && under.first?.mayBeIntended == false)
    #expect(placed.allSatisfy { !$0.isBroken && !$0.isAmbiguous })
  }

  /// In portrait the same phone has room: nothing covers anything.
  @Test func inPortraitNothingOverlaps() throws {
    let placed = try ViewPlacement.place(
      try Self.login(), in: makeLayout("iphone-17-pro", ios: 26))
    #expect(placed.allSatisfy { !$0.findings.contains { $0.kind == .coversView } })
    #expect(placed.allSatisfy { !$0.isBroken && !$0.isAmbiguous })
  }
}
