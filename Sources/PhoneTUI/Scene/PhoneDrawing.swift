import PhoneLayout

/// One phone as the outputs draw and describe it: its layout and what is drawn with it (your
/// views, what is selected, the overlays), without the rest of the previewer's state.
///
/// The cell renderer, the inspector, the SVG and HTML exports and the legend take this value, so
/// an export describes each phone from its own drawing, not by moving the previewer's focus.
public struct PhoneDrawing: Equatable, Sendable {
  public var layout: ScreenLayout
  /// Your views placed on the layout, in file order.
  public var views: [PlacedView]
  /// Why some of your views could not be placed here.
  public var unplacedViews: [String]
  /// Whether a views file is loaded at all (the inspector then lists the views, even none).
  public var hasViewsFile: Bool
  /// The view selected, by its index in `views`.
  public var selectedView: Int?
  /// The element selected (its inspector line highlighted, its explanation shown).
  public var selected: LayoutElement?
  /// The safe-area overlay.
  public var showsSafeArea: Bool
  /// Split view: the frames that differ from the other phone's, outlined.
  public var differing: Set<LayoutElement>

  public init(
    layout: ScreenLayout, views: [PlacedView] = [], unplacedViews: [String] = [],
    hasViewsFile: Bool = false, selectedView: Int? = nil, selected: LayoutElement? = nil,
    showsSafeArea: Bool = false, differing: Set<LayoutElement> = []
  ) {
    self.layout = layout
    self.views = views
    self.unplacedViews = unplacedViews
    self.hasViewsFile = hasViewsFile
    self.selectedView = selectedView
    self.selected = selected
    self.showsSafeArea = showsSafeArea
    self.differing = differing
  }
}

extension AppState {
  /// Each phone as drawn: its layout, views and selection, the overlay, and (two phones) the
  /// frames that differ.
  public var drawings: [PhoneDrawing] {
    let differing = differingElements
    return phones.map { phone in
      PhoneDrawing(
        layout: phone.layout, views: phone.placedViews, unplacedViews: phone.unplacedViews,
        hasViewsFile: views != nil, selectedView: phone.selectedView, selected: phone.selected,
        showsSafeArea: showSafeArea, differing: differing)
    }
  }

  /// The focused phone as drawn.
  public var drawing: PhoneDrawing { drawings[focus] }
}
