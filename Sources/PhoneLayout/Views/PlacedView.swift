/// One of your views laid out on a phone: its frame in window coordinates, what clips it, and
/// how its anchors were read on this iOS.
public struct PlacedView: Hashable, Sendable {
  public let name: String
  /// In window coordinates, like every frame `json` reports.
  public let frame: Rect
  public let findings: [ViewFinding]
  public let notes: [ViewNote]
  /// Whether some finding is not one the view may intend: what `check` counts as clipped.
  public var isClipped: Bool { findings.contains { !$0.mayBeIntended } }
}

/// How an anchor was read where the chosen iOS or layout lacks it, as UIKit would.
public enum ViewNote: Hashable, Sendable {
  /// `safeArea` before iOS 11: the layout guides (iOS 7–10) or the view's edges (iOS ≤ 6).
  case safeAreaFallsBack(IOSVersion, toLayoutGuides: Bool)
  /// `layoutMargins` before iOS 8, `readableContent` before iOS 9.
  case guideFallsBack(Anchor, IOSVersion, to: Anchor)
  /// A bar anchor with no such bar on screen.
  case barMissing(Anchor, usedInstead: Anchor)
  /// SwiftUI's `ignoresSafeArea` took these edges to the screen.
  case ignoresSafeArea(IgnoredSafeArea.Regions, [Edge])
  /// `keyboard` before iOS 15: no `keyboardLayoutGuide`, the notification's frame instead.
  case noKeyboardGuide(IOSVersion)

  public var text: String {
    switch self {
    case .safeAreaFallsBack(let ios, let guides):
      guides
        ? "\(ios) has no safe area: safeArea pins to the layout guides (topLayoutGuide, "
          + "bottomLayoutGuide)"
        : "\(ios) has neither a safe area nor layout guides: safeArea pins to the view's edges"
    case .guideFallsBack(let anchor, let ios, let to):
      "\(ios) has no \(anchor == .layoutMargins ? "layoutMarginsGuide" : "readableContentGuide"): "
        + "\(anchor.rawValue) pins to \(to == .superview ? "the view's edges" : to.rawValue)"
    case .barMissing(let anchor, let used):
      "no \(anchor == .bottomBar ? "bottom bar" : anchor == .statusBar ? "status bar" : "navigation bar") "
        + "here: \(anchor.rawValue) pins to "
        + (used == .superview
          ? "the view's edge" : used == .safeArea ? "the safe area" : used.rawValue)
    case .noKeyboardGuide(let ios):
      "\(ios) has no keyboardLayoutGuide (iOS 15): keyboard pins to the keyboard's frame from "
        + "UIKeyboardWillShowNotification, or the safe area's bottom while it is down"
    case .ignoresSafeArea(let regions, let edges):
      "ignoresSafeArea(.\(regions.rawValue), edges: \(edges.map(\.rawValue).joined(separator: ", "))): "
        + (regions == .keyboard
          ? "content goes behind the keyboard there"
          : "its safe-area edges there are the screen's")
    }
  }
}

/// Something that clips one of your views, or that it reaches where content is not safe.
public struct ViewFinding: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case statusBar = "status-bar"
    case navigationBar = "navigation-bar"
    case toolbar
    case tabBar = "tab-bar"
    case notch
    case dynamicIsland = "dynamic-island"
    case corner
    case homeIndicator = "home-indicator"
    case outsideSafeArea = "outside-safe-area"
    case offScreen = "off-screen"
    case keyboard
    /// Raised by the keyboard's full height from the safe area's bottom: the bottom inset is
    /// counted twice.
    case keyboardDoubleCount = "keyboard-double-count"
  }

  /// Why, as values; `reason` turns them into a sentence.
  public enum Detail: Hashable, Sendable {
    /// Under a bar; translucent bars show content under them, blurred from iOS 7 (before, a
    /// translucent bar is a see-through tint). The status bar has no background of its own from
    /// iOS 7.
    case bar(translucent: Bool, blurs: Bool = true)
    case cutout
    /// Outside the display's rounded corner by `depth` points at its deepest; `circleDecides`
    /// when so little that the continuous curve could decide otherwise.
    case corner(depth: Double, circleDecides: Bool)
    case homeIndicator
    /// Beyond the safe area's `edge` by `amount` points.
    case outside(Edge, amount: Double)
    /// Beyond the screen's `edge` by `amount` points.
    case offScreen(Edge, amount: Double)
    case keyboard
    /// Sits `amount` points too high above the keyboard.
    case doubleCount(amount: Double)
  }

  public let kind: Kind
  /// What it meets: `statusBar`, `notch`, `top-left corner`, `safeArea.top`, `screen.left`.
  public let element: String
  /// The part of the view it concerns, in window coordinates.
  public let overlap: Rect
  public let detail: Detail
  /// Pinned flush to the superview on the side it happens: perhaps on purpose (a background
  /// under a translucent bar); `check` does not count it.
  public let mayBeIntended: Bool

  /// The bar a kind of finding names, in words.
  static func words(_ kind: Kind) -> String {
    switch kind {
    case .navigationBar: "navigation bar"
    case .tabBar: "tab bar"
    case .toolbar: "toolbar"
    default: kind.rawValue
    }
  }

  /// One line: what and why.
  public var reason: String {
    var text: String
    switch detail {
    case .bar(let translucent, let blurs):
      switch (kind, translucent) {
      case (.statusBar, true):
        text = "under the status bar: its time and icons draw over the view"
      case (.statusBar, false):
        text = "under the status bar, which covers it"
      case (_, true) where !blurs:
        text =
          "under the translucent \(Self.words(kind)), which covers it with a see-through tint "
          + "(no blur before iOS 7)"
      case (_, true):
        text = "under the translucent \(Self.words(kind)), which blurs and covers it"
      case (_, false):
        text = "under the opaque \(Self.words(kind)), which hides it"
      }
    case .cutout:
      text = "the \(element == "notch" ? "notch" : "Dynamic Island") cuts it: nothing shows there"
    case .corner(let depth, let circle):
      text =
        "outside the display's rounded \(element) by \(ScreenLayout.number(depth)) pt: cut off"
      if circle {
        text += " (the circle approximation decides; real corners are continuous curves)"
      }
    case .homeIndicator:
      text = "over the home indicator's strip, where swipes go home"
    case .outside(let edge, let amount):
      text = "\(ScreenLayout.number(amount)) pt outside the safe area's \(edge.rawValue)"
    case .offScreen(let edge, let amount):
      text = "\(ScreenLayout.number(amount)) pt off the screen's \(edge.rawValue) edge"
    case .keyboard:
      text = "the keyboard covers it"
    case .doubleCount(let amount):
      text =
        "\(ScreenLayout.number(amount)) pt above the keyboard: raised by the keyboard's full "
        + "height from the safe area's bottom, it counts the bottom inset twice (the keyboard's "
        + "frame already reaches the screen's bottom edge)"
    }
    if mayBeIntended {
      text +=
        "; pinned full-bleed (to the superview, or past an ignored safe area), so perhaps intended"
    }
    return text
  }
}
