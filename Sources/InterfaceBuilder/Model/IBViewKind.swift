/// The UIKit view classes Interface Builder writes as their own elements, named by the element
/// (`<label>` is `UILabel`, `<wkWebView>` is `WKWebView`).
///
/// An element inside `<subviews>` that is none of these is read as a generic view of kind
/// `unknown` (its element name kept) and counted in the document's notes.
public enum IBViewKind: String, CaseIterable, Sendable {
  case view
  case label
  case button
  case imageView
  case textField
  case textView
  case scrollView
  case tableView
  case collectionView
  case stackView
  case tableViewCell
  case tableViewCellContentView
  case tableViewHeaderFooterView
  case collectionViewCell
  case collectionViewCellContentView
  case collectionReusableView
  case activityIndicatorView
  case `switch`
  case slider
  case stepper
  case segmentedControl
  case pageControl
  case progressView
  case datePicker
  case pickerView
  case searchBar
  case navigationBar
  case toolbar
  case tabBar
  case containerView
  case visualEffectView
  case mapView
  case wkWebView
  case webView
  case colorWell
  case glkView
  case mtkView
  case skView
  case sceneKitView
  case arscnView
  case arskView
  case unknown

  /// The kind an element name stands for, or nil for an element that is not a known view.
  public init?(element: String) {
    guard let kind = IBViewKind(rawValue: element), kind != .unknown else { return nil }
    self = kind
  }
}

/// What `autoresizingMask` holds: UIKit's `UIView.AutoresizingMask`, read from
/// `<autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" …/>`.
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // UIViewAutoresizing's bit values (UIView.h).
  public static let flexibleMinX = IBAutoresizingMask(rawValue: 1 << 0)
  public static let widthSizable = IBAutoresizingMask(rawValue: 1 << 1)
  public static let flexibleMaxX = IBAutoresizingMask(rawValue: 1 << 2)
  public static let flexibleMinY = IBAutoresizingMask(rawValue: 1 << 3)
  public static let heightSizable = IBAutoresizingMask(rawValue: 1 << 4)
  public static let flexibleMaxY = IBAutoresizingMask(rawValue: 1 << 5)

  /// The attribute names Interface Builder writes, with their bits.
  public static let attributeNames: [(name: String, mask: IBAutoresizingMask)] = [
    ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable),
    ("flexibleMaxX", .flexibleMaxX), ("flexibleMinY", .flexibleMinY),
    ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
  ]
}
