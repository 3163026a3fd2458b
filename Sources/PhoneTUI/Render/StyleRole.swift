/// What a cell shows, by meaning rather than colour; the backend and the ANSI writer map each
/// role to a colour pair (or, in monochrome, an attribute) in one place.
public enum StyleRole: UInt8, Hashable, Sendable, CaseIterable {
  /// The terminal's own background (outside the phone).
  case background
  /// The phone's outline (its edge line).
  case bezel
  /// The phone's body around the screen, under the outline.
  case device
  /// The window behind the root view (seldom visible).
  case window
  /// The content rect: where content is fully visible.
  case content
  /// Content view area outside the content rect (under bars, insets, the home indicator strip).
  case underContent
  case statusBar
  /// The personal hotspot: the double-height bar, the blue status bar or the capsule.
  case hotspot
  /// A translucent bar with content extending under it.
  case barOverContent
  /// A bar with no content under it (opaque bars, or `edgesForExtendedLayout = none`).
  case bar
  /// iOS 26's Liquid Glass: a capsule or circle floating over the content.
  case glass
  /// Notch or Dynamic Island.
  case cutout
  case homeIndicator
  /// The safe-area overlay's outline.
  case safeArea
  /// In split view, a frame that differs from the other phone's.
  case difference
  /// A foldable's fold, half-open: the division region UIKit reports.
  case fold
  /// iOS 27's resizable window, smaller than the display: its edge.
  case windowEdge
  /// A table view cell, and its content view.
  case cell
  case cellContent
  /// The system keyboard.
  case keyboard
  /// Where a scroll view's content starts and ends: its adjusted insets.
  case scrollInset
  /// One of your views with nothing clipping it.
  case viewFits
  /// One of your views that something clips.
  case viewClipped
  /// The view a click or `w` selected: the system blue, never reversed, so its name reads on
  /// the phone's white content whatever the terminal's theme (yellow reversed on white did not).
  case viewSelected
  /// Text on a light part of the phone.
  case label
  /// Text on a dark part of the phone (cutout, hotspot).
  case labelOnDark
  /// Ordinary text outside the phone.
  case text
  case heading
  /// Secondary text: hints, dividers.
  case dim
  /// A value that rests on an estimate.
  case estimate
  /// The selected element's line in the inspector.
  case highlight
  /// The event line.
  case event
  /// Warnings and findings (the seed's macro is NO, …).
  case warning

  /// The letter a golden file uses for this role.
  public var letter: Character {
    switch self {
    case .background: "."
    case .bezel: "b"
    case .device: "P"
    case .window: "w"
    case .content: "c"
    case .underContent: "u"
    case .statusBar: "s"
    case .hotspot: "H"
    case .barOverContent: "t"
    case .bar: "B"
    case .glass: "g"
    case .cutout: "N"
    case .homeIndicator: "i"
    case .safeArea: "a"
    case .difference: "D"
    case .fold: "F"
    case .windowEdge: "W"
    case .cell: "C"
    case .cellContent: "k"
    case .keyboard: "K"
    case .scrollInset: "I"
    case .viewFits: "f"
    case .viewClipped: "X"
    case .viewSelected: "y"
    case .label: "l"
    case .labelOnDark: "L"
    case .text: "x"
    case .heading: "h"
    case .dim: "d"
    case .estimate: "e"
    case .highlight: "S"
    case .event: "v"
    case .warning: "!"
    }
  }

  /// Whether text on this role should be light.
  public var isDark: Bool {
    switch self {
    case .cutout, .hotspot, .window, .statusBar, .device: true
    default: false
    }
  }
}
