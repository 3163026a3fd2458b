import PhoneLayout

/// Phones as a vector drawing: each phone's scene (`PhoneScene`) written in points (never from
/// terminal cells), with a legend below it, as one SVG document.
///
/// One unit of the `viewBox` is one point, and the document's `width` and `height` equal it, so a
/// viewer opens it at one pixel a point and a slide scales it crisply. The size is, exactly:
///
/// - width: `margin` + each phone's body width, `phoneGap` between two phones, + `margin`;
/// - height: `margin` + the tallest body + `legendGap` + `lineHeight` for each line of the longer
///   legend + `margin`;
/// - a body is the screen in points plus its bezel (`bezel(for:)`), so the screen's own aspect
///   ratio is kept exactly inside the document.
///
/// Pure: the same state gives the same bytes (no date, no random ids, numbers by
/// `ScreenLayout.number`). The drawing does not depend on the terminal (glyphs, colours, size).
public enum SVGDocument {
  // MARK: - Metrics (drawing aids, chosen to read well, not measured)

  /// White space around everything.
  static let margin = 24.0
  /// Between two phones side by side.
  static let phoneGap = 48.0
  /// Between the lowest body and the legends.
  static let legendGap = 20.0
  /// One legend line; its font is `legendFont` (`headingFont` for the first).
  static let lineHeight = 16.0
  static let legendFont = 12.0
  static let headingFont = 14.0
  /// A legend character's advance, in ems: generous for any sans-serif (most average 0.5–0.55),
  /// so a line wrapped to the body's width stays inside it.
  static let characterWidth = 0.6
  static let fontFamily =
    "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, "
    + "sans-serif"

  /// The body around a screen, in points: 14 on every side of a Face ID phone, with the display's
  /// corner radius grown by as much; on a home-button phone 20 at the sides and 88 at the ends
  /// (forehead and chin, the chin holding the home button), with 56-pt corners.
  ///
  /// A drawing aid: real bezels vary by model and are not in the catalog.
  static func bezel(for l: ScreenLayout) -> (insets: EdgeInsets, cornerRadius: Double) {
    guard l.device.homeButton.value else {
      let side = 14.0
      return (EdgeInsets(top: side, left: side, bottom: side, right: side), l.cornerRadius + side)
    }
    let (side, end) = (20.0, 88.0)
    let insets =
      l.settings.orientation.isLandscape
      ? EdgeInsets(top: side, left: end, bottom: side, right: end)
      : EdgeInsets(top: end, left: side, bottom: end, right: side)
    return (insets, 56)
  }

  /// One phone placed on the page.
  struct Placement {
    let index: Int
    let scene: PhoneScene
    let bezel: EdgeInsets
    let bodyRadius: Double
    /// The body, in page coordinates.
    let body: Rect
    let legend: [LegendLine]
    /// The screen's top-left corner on the page: the phone's group is moved there, so everything
    /// inside it is in the layout's own points.
    var screenOrigin: (x: Double, y: Double) { (body.x + bezel.left, body.y + bezel.top) }
  }

  /// A line of a legend and what it is about.
  struct LegendLine: Hashable {
    var text: String
    var role: StyleRole
    /// In characters of the legend's font, drawn as an offset.
    var indent = 0
  }

  // MARK: - The document

  /// The standalone SVG file of `phones` side by side, one or two at one scale.
  ///
  /// An XML declaration, then the drawing. A pure function of the drawings: the loop can call it
  /// to perform an export.
  public static func render(_ phones: [PhoneDrawing]) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(phones)
  }

  /// The previewer's phones as drawn (`AppState.drawings`), as `render(_:)` writes them.
  public static func render(_ state: AppState) -> String { render(state.drawings) }

  /// The `<svg>` element alone, for inlining in HTML.
  public static func svg(_ phones: [PhoneDrawing]) -> String {
    let placements = place(phones)
    let n = Markup.number
    let width =
      margin * 2 + placements.reduce(0) { $0 + $1.body.width }
      + phoneGap * Double(placements.count - 1)
    let tallest = placements.map(\.body.height).max() ?? 0
    let legendTop = margin + tallest + legendGap
    let lines = placements.map(\.legend.count).max() ?? 0
    let height = legendTop + lineHeight * Double(lines) + margin
    var w = SVGWriter()
    w.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("width", n(width)),
        ("height", n(height)), ("viewBox", "0 0 \(n(width)) \(n(height))"),
        ("font-family", fontFamily),
      ])
    w.element(
      "title", [],
      text: "safearea: " + placements.map { title($0.scene.layout) }.joined(separator: " vs "))
    w.element(
      "desc", [],
      text: "Drawn by safearea from the layout in points (1 unit = 1 pt); numbers as UIKit "
        + "reports them.")
    defs(placements, into: &w)
    w.rect(Rect(x: 0, y: 0, width: width, height: height), id: "page", [("fill", "#FFFFFF")])
    for p in placements {
      drawPhone(p, into: &w)
      drawLegend(p, top: legendTop, into: &w)
    }
    w.close("svg")
    return w.text
  }

  /// The phones side by side, top-aligned, each with its legend.
  static func place(_ phones: [PhoneDrawing]) -> [Placement] {
    var x = margin
    var placements: [Placement] = []
    for (index, phone) in phones.enumerated() {
      let l = phone.layout
      let (insets, radius) = bezel(for: l)
      let body = Rect(
        x: x, y: margin, width: l.screen.width + insets.left + insets.right,
        height: l.screen.height + insets.top + insets.bottom)
      let columns = max(20, Int(body.width / (legendFont * characterWidth)))
      placements.append(
        Placement(
          index: index, scene: PhoneScene(phone), bezel: insets, bodyRadius: radius, body: body,
          legend: legend(phone, columns: columns)))
      x += body.width + phoneGap
    }
    return placements
  }

  /// "iPhone X · iOS 16 · portrait"; "iPhone Duo · iOS 27 · half-open · portrait".
  static func title(_ l: ScreenLayout) -> String {
    ([l.device.name] + SettingsWords.situation(l)).joined(separator: " · ")
  }

  /// The clip path of each screen and the hatching of clipped views.
  static func defs(_ placements: [Placement], into w: inout SVGWriter) {
    w.open("defs")
    for p in placements {
      w.open("clipPath", [("id", "phone\(p.index)-clip")])
      w.element(
        "path",
        [
          (
            "d",
            ContinuousCorners.path(
              Rect(size: p.scene.layout.screen.size), radius: p.scene.layout.cornerRadius)
          )
        ])
      w.close("clipPath")
    }
    let red = Palette.vector(.viewClipped)
    w.open(
      "pattern",
      [
        ("id", "clipped-hatch"), ("width", "6"), ("height", "6"),
        ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)"),
      ])
    w.element(
      "rect", [("width", "6"), ("height", "6"), ("fill", red), ("fill-opacity", "0.12")])
    w.element(
      "line",
      [
        ("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"), ("stroke", red),
        ("stroke-width", "2"), ("stroke-opacity", "0.5"),
      ])
    w.close("pattern")
    w.close("defs")
  }

  // MARK: - File name

  /// The name `x` writes under, without `.svg`: `safearea-iphone-x-ios16-portrait`, and for two
  /// phones both, joined by `-vs-`.
  ///
  /// A device id from a user's catalog may hold anything: every character but an ASCII letter or
  /// digit becomes `-` (runs of them one), at most 40 characters an id, `device` if none is left.
  public static func fileName(_ layouts: [ScreenLayout]) -> String {
    let phones = layouts.map { l in
      "\(slug(l.device.id))-ios\(l.settings.ios.major)-\(l.settings.orientation.rawValue)"
    }
    return "safearea-" + phones.joined(separator: "-vs-")
  }

  /// The name `x` writes the previewer's phones under (`fileName(_:)` of their layouts).
  public static func fileName(_ state: AppState) -> String {
    fileName(state.phones.map(\.layout))
  }

  static func slug(_ id: String) -> String {
    var out = ""
    for scalar in id.lowercased().unicodeScalars {
      let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      if keep {
        out.unicodeScalars.append(scalar)
      } else if !out.isEmpty && out.last != "-" {
        out += "-"
      }
      if out.count >= 40 { break }
    }
    while out.last == "-" { out.removeLast() }
    return out.isEmpty ? "device" : out
  }
}
