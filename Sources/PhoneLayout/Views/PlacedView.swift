import AutoLayout

/// One of your views laid out on a phone: its frame in window coordinates and in its superview,
/// where it sits in the tree, what clips or covers it, how its constraints fared, and how its
/// anchors were read on this iOS.
public struct PlacedView: Hashable, Sendable {
  public let name: String
  /// In window coordinates, like every frame `json` reports.
  public let frame: Rect
  public let findings: [ViewFinding]
  public let notes: [ViewNote]
  /// Its superview's index among the placed views (the file's order); nil for a subview of the
  /// content view controller's view.
  public let superview: Int?
  /// How many of your views it sits inside: 0 for a subview of the content view.
  public let depth: Int
  /// In its superview's coordinates (the content view's for a top-level view).
  public let frameInSuperview: Rect
  /// Its constraints on this layout: those in effect, those the engine broke, the axes left
  /// open.
  public let constraints: ConstraintReport
  /// An Interface Builder view's id and class (`customClass`, else its element); nil for a
  /// views file's own views.
  public var interfaceBuilderID: String?
  public var className: String?

  public init(
    name: String, frame: Rect, findings: [ViewFinding], notes: [ViewNote], superview: Int? = nil,
    depth: Int = 0, frameInSuperview: Rect? = nil, constraints: ConstraintReport = .none
  ) {
    self.name = name
    self.frame = frame
    self.findings = findings
    self.notes = notes
    self.superview = superview
    self.depth = depth
    self.frameInSuperview = frameInSuperview ?? frame
    self.constraints = constraints
  }

  /// Whether some finding is not one the view may intend: what `check` counts as clipped.
  public var isClipped: Bool { findings.contains { !$0.mayBeIntended } }
  /// Whether the engine broke one of its constraints on this layout (drawn marked).
  public var isBroken: Bool { !constraints.broken.isEmpty }
  /// Whether its constraints leave its position or size open on some axis (drawn marked).
  public var isAmbiguous: Bool { !constraints.ambiguous.isEmpty }
}

/// How a view's constraints fared on one layout, each written as in the file.
public struct ConstraintReport: Hashable, Sendable {
  /// The constraints naming the view that are in effect (its anchors and frame written as
  /// constraints), in the order they were added.
  public let active: [String]
  /// The required constraints the engine left out here, with what each contradicts.
  public let broken: [BrokenConstraintReport]
  /// The axes its constraints leave open.
  public let ambiguous: [LayoutAxis]

  public init(active: [String], broken: [BrokenConstraintReport], ambiguous: [LayoutAxis]) {
    self.active = active
    self.broken = broken
    self.ambiguous = ambiguous
  }

  /// A view no constraint names.
  public static let none = ConstraintReport(active: [], broken: [], ambiguous: [])
}

/// A required constraint UIKit would break on this layout ("Will attempt to recover by breaking
/// constraint"), and the constraints it contradicts.
public struct BrokenConstraintReport: Hashable, Sendable {
  public let constraint: String
  public let conflicts: [String]

  public init(constraint: String, conflicts: [String]) {
    self.constraint = constraint
    self.conflicts = conflicts
  }
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
  /// It covers more earlier views than its findings list (the nearest below it are listed).
  case coversMore(listed: Int)

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
    case .coversMore(let listed):
      "it covers more earlier views than the \(listed) nearest below it, which its findings name"
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
    /// Drawn over a view that comes earlier in z-order (a sibling, or a sibling's subview).
    case coversView = "covers-view"
    /// One of its constraints cannot hold on this layout: the engine broke it.
    case brokenConstraint = "broken-constraint"
    /// Its constraints leave its position or size open on an axis.
    case ambiguous
    /// Across a foldable's fold, half-open: the `.division` region UIKit reports (§8b).
    case fold
    /// Under a foldable's side strip, where iOS 27 stacks the status bar and the bars (§8b).
    case sideStrip = "side-strip"
    /// Inside an `.occlusion` region: the cameras and the status cluster cover it (§8b).
    case occlusion
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
    /// Over `element`, an earlier view; `whole` when it hides it entirely.
    case covers(whole: Bool)
    /// `element` is the constraint broken; these are the ones it contradicts.
    case broken(conflicts: [String])
    /// Open along this axis.
    case ambiguous(LayoutAxis)
    /// In one of the regions a foldable reserves (`reservedRegions`): the fold, the side strip,
    /// the status cluster.
    case region
  }

  public let kind: Kind
  /// What it meets: `statusBar`, `notch`, `top-left corner`, `safeArea.top`, `screen.left`; the
  /// view it covers; the constraint broken; the axis left open (`horizontal`, `vertical`).
  public let element: String
  /// The part of the view it concerns, in window coordinates.
  public let overlap: Rect
  public let detail: Detail
  /// Pinned flush to the superview on the side it happens (a background under a translucent
  /// bar), or laid on a view flush with its bounds or on a full-bleed background: perhaps on
  /// purpose; `check` does not count it.
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
    case .covers(let whole):
      let size = "\(ScreenLayout.number(overlap.width))×\(ScreenLayout.number(overlap.height)) pt"
      text =
        whole
        ? "drawn over all of \(element), which comes earlier in z-order: it hides it"
        : "drawn over \(size) of \(element), which comes earlier in z-order"
      if mayBeIntended {
        return text + "; laid on it flush with its bounds, or on a full-bleed background, so "
          + "perhaps intended"
      }
      return text
    case .broken(let conflicts):
      text = "UIKit breaks \(element) here: it contradicts \(Self.list(conflicts))"
    case .ambiguous(let axis):
      text =
        "its constraints leave its \(axis == .horizontal ? "x or width" : "y or height") open: "
        + "more than one frame satisfies them"
    case .region:
      switch kind {
      case .fold:
        text = "across the fold: half-open, the display bends there (reservedRegions .division)"
      case .sideStrip:
        text = "under the side strip, where iOS 27 stacks the status bar and the bars"
      default:
        text =
          "inside an occlusion region: the cameras and the status cluster cover it "
          + "(reservedRegions .occlusion)"
      }
    }
    if mayBeIntended {
      text +=
        "; pinned full-bleed (to the superview, or past an ignored safe area), so perhaps intended"
    }
    return text
  }
}

extension ViewFinding {
  /// The most constraints a reason lists as conflicting before it counts the rest.
  public static let listedConflicts = 4

  /// `a`, `a and b`, `a, b and c`, with at most `listedConflicts` named.
  public static func list(_ items: [String]) -> String {
    var shown = Array(items.prefix(listedConflicts))
    if items.count > shown.count { shown.append("\(items.count - shown.count) more") }
    guard let last = shown.last else { return "nothing" }
    return shown.count == 1 ? last : shown.dropLast().joined(separator: ", ") + " and " + last
  }
}
