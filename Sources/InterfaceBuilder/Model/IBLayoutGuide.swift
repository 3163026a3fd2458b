/// A layout guide constraints can name as an item: a view's `<viewLayoutGuide key="safeArea">`
/// (and the other keys), or a view controller's pre-iOS 11
/// `<layoutGuides><viewControllerLayoutGuide type="top">` / `type="bottom"`.
public struct IBLayoutGuide: Sendable {
  public enum Kind: Hashable, Sendable {
    /// `key="safeArea"`: the view's `safeAreaLayoutGuide`.
    case safeArea
    /// `key="layoutMargins"`: `layoutMarginsGuide`.
    case layoutMargins
    /// `key="readableContent"`: `readableContentGuide`.
    case readableContent
    /// `<keyboardLayoutGuide key="keyboard">`: `keyboardLayoutGuide` (iOS 15).
    case keyboard
    /// A scroll view's `contentLayoutGuide`.
    case content
    /// A scroll view's `frameLayoutGuide`.
    case frame
    /// `topLayoutGuide` of a view controller (before iOS 11).
    case top
    /// `bottomLayoutGuide` of a view controller (before iOS 11).
    case bottom
    /// Another key or type, as written.
    case other(String)
  }

  public enum Owner: Hashable, Sendable {
    case view(Int)
    case viewController(Int)
  }

  public var id: String
  public var kind: Kind
  public var owner: Owner
  /// The element's name (`viewLayoutGuide`, `keyboardLayoutGuide`, `viewControllerLayoutGuide`).
  public var element: String
  public var position: SourcePosition
}
