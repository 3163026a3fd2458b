/// One thing a layout reports, as data: its `json` path, its kind, the element it belongs to,
/// the inspector's label for it, and how to read it from a layout.
///
/// `json`, `explain` (and `explain --list`), `diff`, `table`, `history`, the inspector and its
/// `≈` marks, the completions and `approximations` all walk `ReportedField.all`, so a field is
/// added in one row and every output has it, with the same estimate bit.
public struct ReportedField: Sendable {
  /// What a field holds, which decides its leaves and how it is printed.
  public enum Kind: Sendable {
    /// `x`, `y`, `width`, `height` in points.
    case frame
    /// `top`, `left`, `bottom`, `right` in points.
    case insets
    /// `x`, `y` in points (`contentOffset`).
    case point
    /// `top`, `bottom` lengths in points (`topLayoutGuide` / `bottomLayoutGuide`).
    case lengths
    /// One number (`cornerRadius`).
    case scalar
    /// YES or NO (`hotspotConnected`), which no number is derived into.
    case flag
  }

  /// Where the field is shown.
  public struct Outputs: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// In `json`, and so in `diff`, `table` and `history`.
    public static let json = Outputs(rawValue: 1)
    /// In `explain` and `explain --list`.
    public static let explain = Outputs(rawValue: 2)
    /// A line of the inspector.
    public static let inspector = Outputs(rawValue: 4)
    /// Decides its element's estimate bit in `approximations` without being printed as such
    /// (the layout margins guide, whose element's json value is the margins).
    public static let estimate = Outputs(rawValue: 8)
    public static let everywhere: Outputs = [.json, .explain, .inspector, .estimate]
  }

  /// The dotted path `json` and `explain` use (`scrollView.adjustedContentInset`).
  public let path: String
  public let kind: Kind
  /// The element it belongs to: its `approximations` name and what a click selects.
  public let element: LayoutElement
  /// The inspector's label (15 columns), when it has a line there.
  public let label: String?
  public let outputs: Outputs
  /// The field's value on a layout; nil when the layout has none (a hidden bar, before iOS 11).
  let read: @Sendable (ScreenLayout) -> FieldValue?

  init(
    _ path: String, _ kind: Kind, _ element: LayoutElement, label: String? = nil,
    _ outputs: Outputs = .everywhere, _ read: @escaping @Sendable (ScreenLayout) -> FieldValue?
  ) {
    self.path = path
    self.kind = kind
    self.element = element
    self.label = label
    self.outputs = outputs
    self.read = read
  }

  /// The field's value on `layout`.
  public func value(in layout: ScreenLayout) -> FieldValue? { read(layout) }

  /// The names of the field's leaves, after its path (`x`, `top`; none for a scalar or a flag).
  public var leafNames: [String] {
    switch kind {
    case .frame: FrameComponent.allCases.map(\.rawValue)
    case .insets: Edge.allCases.map(\.rawValue)
    case .point: ["x", "y"]
    case .lengths: ["top", "bottom"]
    case .scalar, .flag: []
    }
  }

  /// The full paths of its leaves (`statusBar.height`), or its own path for a scalar or a flag.
  public var leafPaths: [String] {
    let names = leafNames
    return names.isEmpty ? [path] : names.map { "\(path).\($0)" }
  }
}

/// A field's value: quantities of the layout's ledger (or a flag).
public enum FieldValue: Sendable {
  case frame(FrameQuantities)
  case insets(InsetQuantities)
  case point(x: Quantity, y: Quantity)
  case lengths(top: Quantity, bottom: Quantity)
  case scalar(Quantity)
  case flag(Bool)

  /// Its numbers in leaf order.
  public var quantities: [Quantity] {
    switch self {
    case .frame(let f): [f.x, f.y, f.width, f.height]
    case .insets(let i): [i.top, i.left, i.bottom, i.right]
    case .point(let x, let y): [x, y]
    case .lengths(let top, let bottom): [top, bottom]
    case .scalar(let q): [q]
    case .flag: []
    }
  }

  /// Whether any of its numbers rests on an estimate.
  public var isEstimate: Bool {
    switch self {
    case .frame(let f): f.isEstimate
    case .insets(let i): i.isEstimate
    case .point(let x, let y): x.isEstimate || y.isEstimate
    case .lengths(let top, let bottom): top.isEstimate || bottom.isEstimate
    case .scalar(let q): q.isEstimate
    case .flag: false
    }
  }

  /// The value as the inspector prints it: `0,44,375,44`, `44,0,34,0 t,l,b,r`, `0,-88`,
  /// `top 64, bottom 49`, `39`, `YES`.
  ///
  /// Spelled into one string, number by number: the inspector prints some fifty a frame.
  public var text: String {
    func spell(
      _ values: Quantity..., separator: StaticString, prefix: StaticString = "",
      suffix: StaticString = ""
    ) -> String {
      ScreenLayout.spelled { w in
        w.append(prefix)
        for (index, q) in values.enumerated() {
          if index > 0 { w.append(separator) }
          w.number(q.value)
        }
        w.append(suffix)
      }
    }
    switch self {
    case .frame(let f): return ScreenLayout.text(f.rect)
    case .insets(let i):
      return spell(i.top, i.left, i.bottom, i.right, separator: ",", suffix: " t,l,b,r")
    case .point(let x, let y): return spell(x, y, separator: ",")
    case .lengths(let top, let bottom):
      return spell(top, bottom, separator: ", bottom ", prefix: "top ")
    case .scalar(let q): return ScreenLayout.number(q.value)
    case .flag(let b): return b ? "YES" : "NO"
    }
  }
}

extension ReportedField {
  /// Every field, in `json`'s order (the contract's), then those only the inspector or the
  /// estimate bits read.
  public static let all: [ReportedField] = [
    frame(.screen, inspector: false) { $0.chrome.screen },
    frame(.statusBar) { $0.status.frame },
    frame(.hotspotBar) { $0.status.hotspotBar },
    frame(.navigationBar) { $0.bars.bar(.navigationBar) },
    frame(.toolbar) { $0.bars.bar(.toolbar) },
    frame(.tabBar) { $0.bars.bar(.tabBar) },
    frame(.notch) { $0.chrome.notch },
    frame(.dynamicIsland) { $0.chrome.dynamicIsland },
    frame(.homeIndicator) { $0.chrome.homeIndicator },
    frame(.rootView) { $0.bars.rootView },
    frame(.contentView) { $0.views.contentView },
    frame(.contentRect) { $0.views.contentRect },
    ReportedField("safeAreaInsets", .insets, .safeAreaInsets, label: "window insets") {
      $0.safeArea.insets.map(FieldValue.insets)
    },
    ReportedField("cornerRadius", .scalar, .cornerRadius, label: "cornerRadius") {
      .scalar($0.chrome.cornerRadius)
    },
    ReportedField(
      "hotspotConnected", .flag, .hotspotConnected, [.json, .estimate]
    ) { .flag($0.hotspotConnected) },
    ReportedField("layoutGuides", .lengths, .layoutGuides, label: "layoutGuides") {
      $0.views.layoutGuides.map { .lengths(top: $0.top, bottom: $0.bottom) }
    },
    frame(.homeIndicatorPill, label: "indicator pill") { $0.chrome.homeIndicatorPill },
    ReportedField("viewSafeAreaInsets", .insets, .viewSafeAreaInsets, label: "VC view insets") {
      $0.views.viewSafeAreaInsets.map(FieldValue.insets)
    },
    frame(.safeAreaLayoutGuide, inspector: false) {
      $0.settings.ios.major >= 11 ? $0.views.contentRect : nil
    },
    ReportedField("layoutMargins", .insets, .layoutMargins, [.json, .explain]) {
      $0.margins.layoutMargins.map(FieldValue.insets)
    },
    frame(.readableContentGuide, inspector: false) { $0.margins.readableContentGuide },
    frame(.scrollView, path: "scrollView.frame", inspector: false, [.json, .explain, .estimate]) {
      $0.scroll?.frame
    },
    ReportedField(
      "scrollView.contentInset", .insets, .contentInset, label: "contentInset",
      [.json, .explain, .estimate]
    ) { $0.scroll.map { .insets($0.contentInset) } },
    ReportedField(
      "scrollView.adjustedContentInset", .insets, .adjustedContentInset, label: "adjustedInset"
    ) { $0.scroll?.adjustedContentInset.map(FieldValue.insets) },
    ReportedField("scrollView.contentOffset", .point, .contentOffset, label: "contentOffset") {
      $0.scroll.map { .point(x: $0.offsetX, y: $0.offsetY) }
    },
    frame(.tableCell, path: "tableCell.frame", label: "cell") { $0.scroll?.cell },
    frame(.cellContentView, path: "tableCell.contentView", label: "cell content") {
      $0.scroll?.cellContent
    },
    frame(
      .sectionHeader, path: "tableCell.sectionHeader.frame", inspector: false, [.json, .estimate]
    ) { $0.scroll?.header },
    frame(
      .headerContentView, path: "tableCell.sectionHeader.contentView", inspector: false,
      [.json, .estimate]
    ) { $0.scroll?.headerContent },
    frame(.keyboard, path: "keyboard.frame", label: "keyboard") { $0.keys.frame },
    frame(.keyboardLayoutGuide, inspector: false) { $0.keys.guide },
    frame(.window, label: "window", [.json, .explain, .inspector, .estimate]) {
      $0.context.window == nil ? nil : $0.chrome.window
    },
    frame(.bottomAccessory, label: "accessory") { $0.bars.accessory },
    // Read for the estimate bit only: the margins' element is estimated by its guide's frame.
    frame(.layoutMargins, path: "layoutMarginsGuide", inspector: false, [.estimate]) {
      $0.margins.layoutMarginsGuide
    },
  ]

  /// A frame field named for its element unless `path` says otherwise; in the inspector under
  /// `label` (the element's name unless given) when `inspector` is true.
  private static func frame(
    _ element: LayoutElement, path: String? = nil, inspector: Bool = true, label: String? = nil,
    _ outputs: Outputs = .everywhere,
    _ read: @escaping @Sendable (ScreenLayout) -> FrameQuantities?
  ) -> ReportedField {
    ReportedField(
      path ?? element.rawValue, .frame, element, label: inspector ? label ?? element.rawValue : nil,
      outputs
    ) { read($0).map(FieldValue.frame) }
  }

  /// The field with `path`, if any.
  public static func named(_ path: String) -> ReportedField? { all.first { $0.path == path } }

  /// Every leaf path `explain` answers on some layout, in `json`'s order (`explain --list`).
  public static var explainablePaths: [String] {
    all.filter { $0.outputs.contains(.explain) && $0.kind != .flag }.flatMap(\.leafPaths)
  }
}

extension ScreenLayout {
  /// The elements whose values rest on estimates: for each element, the first of its fields
  /// that decide its bit and that the layout has.
  func estimatedElements() -> ElementSet {
    var decided = ElementSet()
    var estimated = ElementSet()
    // By index, reading each row in place: a row copied out of the table retained its path and
    // label (some 200 retains and releases a frame, for a few bits).
    let fields = ReportedField.all
    for index in fields.indices {
      let element = fields[index].element
      guard fields[index].outputs.contains(.estimate), !decided.contains(element) else { continue }
      guard let value = fields[index].read(self) else { continue }
      decided.insert(element)
      if value.isEstimate { estimated.insert(element) }
    }
    return estimated
  }
}
