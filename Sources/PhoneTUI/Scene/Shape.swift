import PhoneLayout

/// What a shape of a phone's scene stands for: one of the layout's elements, one of your views
/// (by its index in the phone's placed views), or nothing (a drawing aid, a label).
public enum SceneTarget: Hashable, Sendable {
  case element(LayoutElement)
  case view(Int)
  case none

  /// The layout element, when it is one.
  public var element: LayoutElement? {
    if case .element(let element) = self { return element }
    return nil
  }
}

/// How far back a shape is drawn: a shape of a later layer covers one of an earlier.
///
/// The screen's contents (up to `text`) are clipped to the display's corners; the overlays after
/// them are not, so a view off the screen shows where it went.
public enum SceneLayer: Int, Hashable, Sendable, Comparable {
  case screen, content, bars, statusBar, hotspot, table, fold, keyboard, indicator, cutout, text
  case differs, views, safeArea

  public static func < (a: SceneLayer, b: SceneLayer) -> Bool { a.rawValue < b.rawValue }

  /// Whether the display's rounded corners clip it.
  public var isClipped: Bool { self <= .text }
}

/// One thing drawn on a phone's screen, in the layout's points: what it is, its role (what it
/// means, which decides its colour everywhere), its layer, and what it stands for.
public struct Shape: Sendable {
  public enum Geometry: Sendable {
    /// A filled rectangle.
    case rect(Rect)
    /// A filled rectangle with corners of `radius` (a capsule at half the shorter side).
    case rounded(Rect, radius: Double)
    /// The notch or the Dynamic Island, filled in its own outline.
    case cutout(Rect, Cutout)
    /// An element's frame with no paint of its own: what is under it shows. Named and clickable,
    /// never filled.
    case region(Rect)
    /// A hairline along a rect of zero height (or zero width): only outputs fine enough to show
    /// one draw it; cells have no room (the text beside it says what it marks).
    case line(Rect, dashed: Bool)
    /// Words with their fallbacks.
    case text(SceneText)
    /// An outline around a rect (the safe area, a frame that differs, one of your views).
    case outline(Rect, OutlineStyle)
  }

  public enum Cutout: Hashable, Sendable {
    /// A notch: its bottom corners rounded.
    case notch
    /// The Dynamic Island: a capsule.
    case island
  }

  public enum OutlineStyle: Hashable, Sendable {
    /// Dashes (the safe area, a frame that differs from the other phone's); `title` where there
    /// is room for it.
    case dashed(title: String?)
    /// One of your views: a light box when nothing clips it, a heavy (hatched) one when
    /// something does; its name inside its top edge.
    case view(name: String, clipped: Bool)
  }

  public var geometry: Geometry
  /// What it means: its colour in every output (for text, the ink).
  public var role: StyleRole
  public var layer: SceneLayer
  public var target: SceneTarget
  /// Its name in the scene when not its target's own (`toolbar-strip`, `navigationBar-glass0`,
  /// `safeArea`): the SVG's id.
  public var name: String?
  /// A marker thinner than a pixel keeps one pixel each way (the home indicator's pill).
  public var keepsAPixel = false

  public init(
    _ geometry: Geometry, role: StyleRole, layer: SceneLayer, target: SceneTarget = .none,
    name: String? = nil, keepsAPixel: Bool = false
  ) {
    self.geometry = geometry
    self.role = role
    self.layer = layer
    self.target = target
    self.name = name
    self.keepsAPixel = keepsAPixel
  }

  /// Its name in the scene: its own, else its element's or view's (`statusBar`, `view2`); nil
  /// for a shape that stands for nothing.
  public var id: String? {
    if let name { return name }
    switch target {
    case .element(let element): return element.rawValue
    case .view(let index): return "view\(index)"
    case .none: return nil
    }
  }

  /// The rect it covers or is placed in.
  public var bounds: Rect {
    switch geometry {
    case .rect(let r), .rounded(let r, _), .cutout(let r, _), .region(let r), .line(let r, _),
      .outline(let r, _):
      return r
    case .text(let text): return text.rect
    }
  }

  /// Whether it paints an area (a rect, a rounded rect, a cutout).
  public var isFill: Bool {
    switch geometry {
    case .rect, .rounded, .cutout: true
    default: false
    }
  }
}

/// Words drawn in a rect, with the variants to fall back on where the longest does not fit.
public struct SceneText: Sendable {
  public enum Alignment: Hashable, Sendable {
    /// Centred on the rect.
    case center
    /// From the rect's leading edge.
    case leading
    /// The parts spread evenly along the rect, part i centred on its (2i + 1) / 2n point.
    case spread
    /// The parts one under the other (a bar on a side edge, whose words would not fit across).
    case stacked
  }

  /// What the words are, which decides their size and look in a vector drawing.
  public enum Style: Hashable, Sendable {
    /// The time in the status bar.
    case time
    /// The signal bars and battery (`signal` and `battery` parts), or the time between them.
    case statusIcons
    /// The double-height hotspot bar's words.
    case hotspot
    case title
    case largeTitle
    /// A bar's items (a toolbar's buttons).
    case barItems
    /// A tab bar's items: each an icon over its name in a vector drawing.
    case tabItems
    /// A row of keys, or the space bar.
    case keys
    case spaceBar
    /// A table cell's or a header's content view.
    case cellLabel
    /// Where the scroll view's content starts.
    case scrollLabel
    /// The content rect's name and size.
    case caption
  }

  /// The signal bars and the battery as the parts of a status-bar text name them.
  public static let signal = "▂▄▆█"
  public static let battery = "▮"

  public var rect: Rect
  /// Longest first: each variant is its parts (one, or several to spread or stack).
  public var variants: [[String]]
  public var alignment: Alignment = .center
  public var style: Style
  /// The role of what it is written on (a cell's background).
  public var ground: StyleRole
  /// Prefer the rect's lowest row (a large title sits low in its bar).
  public var low = false

  public init(
    _ rect: Rect, _ variants: [[String]], style: Style, ground: StyleRole,
    alignment: Alignment = .center, low: Bool = false
  ) {
    self.rect = rect
    self.variants = variants
    self.style = style
    self.ground = ground
    self.alignment = alignment
    self.low = low
  }
}
