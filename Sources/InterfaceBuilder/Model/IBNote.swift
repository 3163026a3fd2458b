/// Something in the file the model does not carry, counted once per kind, so nothing is dropped
/// silently: the later stages (layout, `check`) list them.
public struct IBNote: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// An element the model does not read (`<color>`, `<fontDescription>`, `<connections>`'
    /// outlets…), counted at its outermost unread element.
    case unmodelledElement(String)
    /// An attribute the model does not read on an element it does (`lineBreakMode`…).
    case unmodelledAttribute(String)
    /// An element inside `<subviews>` that is no known UIKit view: read as a generic view.
    case unknownViewElement(String)
    /// A scene member that is no known view controller element: read as a generic controller.
    case unknownViewControllerElement(String)
    /// A `simulated…Metrics` or `freeformSimulatedSizeMetrics` element: IB's preview of bars and
    /// sizes, which the running app never sees.
    case simulatedMetrics(String)
    /// A constraint on a first or last baseline, which needs the font's metrics.
    case baselineConstraint
    /// A constraint attribute the model does not know (kept as `.unmodelled`).
    case unmodelledConstraintAttribute(String)
    /// `placeholder="YES"` constraints, which IB removes at build time.
    case placeholderConstraint
    /// A stack view arranged by baselines (`baselineRelativeArrangement="YES"`).
    case baselineRelativeArrangement
    /// A trait variation on something other than size classes (`userInterfaceIdiom=mac`).
    case variationCondition(String)
    /// A `<viewControllerPlaceholder>`: a scene in another storyboard, not in this file.
    case storyboardReference
  }

  public var kind: Kind
  public var count: Int
  /// Where the first occurrence is.
  public var first: SourcePosition

  public init(kind: Kind, count: Int, first: SourcePosition) {
    self.kind = kind
    self.count = count
    self.first = first
  }

  /// Names of unread elements and attributes that change a layout (sizes, margins, cell heights,
  /// fonts behind intrinsic sizes), as opposed to appearance only.
  public static let layoutRelevantNames: Set<String> = [
    "fontDescription", "collectionViewFlowLayout", "collectionViewLayout", "inset", "rowHeight",
    "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "numberOfLines",
    "preferredMaxLayoutWidth", "lineBreakMode", "adjustsFontSizeToFit", "minimumScaleFactor",
    "adjustsFontForContentSizeCategory", "borderStyle", "contentEdgeInsets", "titleEdgeInsets",
    "imageEdgeInsets", "buttonConfiguration", "segmentControlStyle", "scrollEnabled",
    "contentInset", "scrollIndicatorInsets", "estimatedSectionHeaderHeight",
    "estimatedSectionFooterHeight", "minimumFontSize", "accessibilityOverrides",
  ]

  /// Whether what it stands for can change where views are.
  public var affectsLayout: Bool {
    switch kind {
    case .unmodelledElement(let name), .unmodelledAttribute(let name):
      Self.layoutRelevantNames.contains(name)
    case .unknownViewElement, .unknownViewControllerElement, .simulatedMetrics,
      .baselineConstraint, .unmodelledConstraintAttribute, .placeholderConstraint,
      .baselineRelativeArrangement, .variationCondition, .storyboardReference:
      true
    }
  }

  /// One line: what, how many, where the first is.
  public var description: String { "\(summary): \(count) (first at \(first))" }

  /// What it is, in a few words (`<fontDescription> not modelled`).
  public var summary: String {
    let what: String
    switch kind {
    case .unmodelledElement(let name): what = "<\(name)> not modelled"
    case .unmodelledAttribute(let name): what = "attribute \(name) not modelled"
    case .unknownViewElement(let name): what = "<\(name)> is no known view: read as a generic view"
    case .unknownViewControllerElement(let name):
      what = "<\(name)> is no known view controller: read as a generic one"
    case .simulatedMetrics(let name): what = "<\(name)> is IB preview only: ignored"
    case .baselineConstraint: what = "constraint on a baseline (needs the font's metrics)"
    case .unmodelledConstraintAttribute(let name):
      what = "constraint attribute \(name) not modelled"
    case .placeholderConstraint: what = "placeholder constraint (removed at build time)"
    case .baselineRelativeArrangement: what = "stack view arranged by baselines"
    case .variationCondition(let condition): what = "variation on \(condition) (not a size class)"
    case .storyboardReference: what = "reference to a scene in another storyboard"
    }
    return what
  }
}
