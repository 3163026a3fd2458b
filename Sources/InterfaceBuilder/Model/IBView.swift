/// One view of the document, as the file describes it, with Interface Builder's defaults filled in
/// where the file leaves an attribute out (IB writes only values that differ from the default).
///
/// Views are held flat in `IBDocument.views`; `superview`, `children` and the constraint, guide
/// and controller fields are indices into the document's arrays.
public struct IBView: Sendable {
  /// How the view sits in its holder.
  public enum Placement: Hashable, Sendable {
    /// In its superview's `<subviews>`; its place there is its z-order (later is in front).
    case subview
    /// A property of the element holding it: `key="view"` of a view controller,
    /// `key="contentView"` of a cell or effect view, `key="navigationBar"` of a navigation
    /// controller, `key="titleView"` of a navigation item, `key="tableHeaderView"`…
    case keyed(String)
    /// A table view's cell: a prototype (`<prototypes>`, or a collection view's `<cells>`) or a
    /// static cell (`<sections><tableViewSection><cells>`).
    case cell(prototype: Bool)
    /// A top-level object of a xib or of a storyboard scene.
    case topLevel
  }

  /// A stack view's attributes (`UIStackView`), with UIKit's defaults when absent.
  public struct Stack: Hashable, Sendable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    public enum Distribution: String, CaseIterable, Sendable {
      case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// `UIStackView.Alignment`; IB writes `top` and `bottom` for a horizontal stack's leading
    /// and trailing, and older files `baseline` for `lastBaseline`.
    public enum Alignment: String, CaseIterable, Sendable {
      case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline, baseline
    }
    /// `horizontal` when absent (UIStackView's default).
    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: Double = 0
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false

    public init(
      axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
      spacing: Double = 0, isBaselineRelativeArrangement: Bool = false,
      isLayoutMarginsRelativeArrangement: Bool = false
    ) {
      self.axis = axis
      self.distribution = distribution
      self.alignment = alignment
      self.spacing = spacing
      self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
      self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
  }

  /// `placeholderIntrinsicWidth` / `placeholderIntrinsicHeight`: IB's "Intrinsic Size:
  /// Placeholder", a design-time size standing in for what the view computes at run time.
  public enum IntrinsicPlaceholder: Hashable, Sendable {
    case points(Double)
    /// `infinite`: "None" checked, no intrinsic size on that axis.
    case none
  }

  /// A simulated metric: IB's preview of bars and sizes around the view (IB preview only; UIKit
  /// never sees it).
  public struct SimulatedMetric: Hashable, Sendable {
    public var element: String
    public var key: String?
    public var attributes: [String: String]
    public var position: SourcePosition
  }

  /// The IB id; empty when the file gives none (old files leave some cells' content views
  /// without one), and then nothing can refer to the view.
  public var id: String
  /// The element's name as written (`label`, `view`, or an unknown one).
  public var element: String
  public var kind: IBViewKind
  public var placement: Placement
  public var customClass: String?
  public var customModule: String?
  public var userLabel: String?
  /// A label's, text field's or text view's text (`text=`, `<string key="text">` or an attributed
  /// string's fragments).
  public var text: String?
  /// A button's normal-state title (`<state key="normal" title=…>`, else its configuration's
  /// title), or another control's `title=`.
  public var title: String?
  /// A text field's placeholder text.
  public var placeholderText: String?
  /// The image's name (`image=` of an image view, the normal state's image of a button).
  public var image: String?

  /// `<rect key="frame">` as stored (IB lays it out for the document's device); nil if absent.
  public var frame: IBRect?
  /// `translatesAutoresizingMaskIntoConstraints`, YES when absent.
  public var translatesAutoresizingMaskIntoConstraints = true
  /// The `<autoresizingMask>`; none when absent (UIView's default), see `isAutoresizingMaskWritten`.
  public var autoresizingMask: IBAutoresizingMask = []
  public var isAutoresizingMaskWritten = false
  /// `fixedFrame="YES"`: IB keeps this view's frame with its autoresizing mask among constraints.
  public var hasFixedFrame = false
  public var contentMode: String?
  public var isHidden = false
  public var alpha: Double = 1
  public var clipsToBounds = false

  /// `misplaced="YES"`: IB says the stored frame differs from what the constraints give.
  public var isMisplaced = false
  /// `ambiguous="YES"`: IB says the constraints do not determine the frame.
  public var isAmbiguous = false

  /// Content hugging priorities, 250 when absent (UIKit's default).
  public var horizontalHuggingPriority: Double = 250
  public var verticalHuggingPriority: Double = 250
  /// Compression resistance priorities, 750 when absent (UIKit's default).
  public var horizontalCompressionResistancePriority: Double = 750
  public var verticalCompressionResistancePriority: Double = 750
  public var placeholderIntrinsicWidth: IntrinsicPlaceholder?
  public var placeholderIntrinsicHeight: IntrinsicPlaceholder?
  /// The intrinsic size IB computed for an `@IBDesignable` view (`<designables>`); -1 on an axis
  /// means none (`UIView.noIntrinsicMetric`).
  public var designableIntrinsicSize: IBSize?

  /// nil when absent: UIKit's default depends on the view (NO for most, YES for some cells'
  /// content views), so a later stage decides.
  public var preservesSuperviewLayoutMargins: Bool?
  /// YES when absent (UIKit's default from iOS 11).
  public var insetsLayoutMarginsFromSafeArea = true
  /// nil when absent (UIKit's default differs for a view controller's root view).
  public var layoutMarginsFollowReadableWidth: Bool?
  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
  public var layoutMargins: IBInsets?

  /// Set for a `stackView`.
  public var stack: Stack?
  /// A scroll view's `contentInsetAdjustmentBehavior` as written (`automatic` when absent).
  public var contentInsetAdjustmentBehavior: String?
  /// A table view cell's `insetsContentViewsToSafeArea` (YES when absent, UIKit's default).
  public var insetsContentViewsToSafeArea: Bool?
  /// A table or collection view's `style` (`plain`, `grouped`, `insetGrouped`) as written.
  public var style: String?

  /// The view that holds it: the view whose `<subviews>` list it, the cell or effect view whose
  /// content view it is, the table view whose cell it is; nil for a controller's root view, bars,
  /// and top-level objects.
  public var superview: Int?
  /// Views nested directly in this one (subviews in z-order, then keyed views and cells), in
  /// document order.
  public var children: [Int] = []
  /// The view controller whose scene holds this view, if any.
  public var viewController: Int?
  /// The constraints this view's `<constraints>` holds (their `firstItem` defaults to this view).
  public var constraints: [Int] = []
  /// The layout guides this view owns (`<viewLayoutGuide key="safeArea">`…).
  public var layoutGuides: [Int] = []
  /// A toolbar's or tab bar's `<items>`.
  public var barItems: [IBBarItem] = []
  /// A navigation bar's `<items>` (a bar placed in a view rather than a navigation controller's).
  public var navigationItems: [IBNavigationItem] = []
  /// Its `<variation>`s, in file order.
  public var variations: [IBVariation] = []
  public var simulatedMetrics: [SimulatedMetric] = []
  /// Where its element begins.
  public var position: SourcePosition

  public init(id: String, element: String, placement: Placement, position: SourcePosition) {
    self.id = id
    self.element = element
    self.kind = IBViewKind(element: element) ?? .unknown
    self.placement = placement
    self.position = position
  }

  /// The layout guide of this view with the given kind (`.safeArea`), if it has one.
  public func layoutGuide(_ kind: IBLayoutGuide.Kind, in document: IBDocument) -> Int? {
    layoutGuides.first { document.layoutGuides[$0].kind == kind }
  }
}
