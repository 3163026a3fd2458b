// Stage 7. Scroll view and table cell

/// A scroll view filling the content view controller's view (as a table view controller's
/// does): its insets as UIKit adjusts them, where its content starts, and one table cell.
struct ScrollStage: Sendable {
  let frame: FrameQuantities
  /// `contentInset`: yours from iOS 11 (0); what `automaticallyAdjustsScrollViewInsets` sets on
  /// iOS 7–10.
  let contentInset: InsetQuantities
  /// `adjustedContentInset`, iOS 11 and later.
  let adjustedContentInset: InsetQuantities?
  /// `contentOffset` at rest.
  let offsetX: Quantity
  let offsetY: Quantity
  /// The insets the content starts behind: adjusted from iOS 11, contentInset before.
  let effective: InsetQuantities
  let cell: FrameQuantities?
  let cellContent: FrameQuantities?
  let header: FrameQuantities?
  let headerContent: FrameQuantities?
  let notes: FindingSet
  /// How far the content starts under the bars, top and bottom (`scrollContentUnderBars`).
  let underBars: (top: Double, bottom: Double)

  static func make<R: Recorder>(
    _ c: LayoutContext, _ views: ViewsStage, _ l: inout R
  ) -> ScrollStage? {
    let s = c.settings
    guard s.scrollView != nil || s.tableCell else { return nil }
    let view = views.contentView
    let frame = l.frame(
      .scrollView, x: view.x, y: view.y, width: view.width, height: view.height,
      .scrollViewFillsTheView)
    var notes = FindingSet()
    var underBars = (top: 0.0, bottom: 0.0)
    func zero(_ edge: Edge) -> Quantity {
      l.given(.inset(.contentInset, edge), 0, .contentInsetIsYours)
    }
    var inset = InsetQuantities(
      top: zero(.top), left: zero(.left), bottom: zero(.bottom), right: zero(.right))
    var adjusted: InsetQuantities?
    let effective: InsetQuantities
    // What the bars and insets cover at the top and bottom of the view, to compare with.
    var covered: (top: Quantity, bottom: Quantity)?
    if c.ios >= 11, let safe = views.viewSafeAreaInsets {
      let behaviour = s.scrollView ?? .automatic
      func take(_ edge: Edge, _ yes: Bool) -> Quantity {
        let rule = Rule.adjustment(behaviour)
        return yes
          ? l.sum(.inset(.adjustedContentInset, edge), inset[edge], safe[edge], rule)
          : l.copy(.inset(.adjustedContentInset, edge), inset[edge], rule)
      }
      // Apple: always, every edge; never, none; scrollableAxes, the edges of the axes that
      // scroll; automatic, as scrollableAxes, and top and bottom anyway when the view controller
      // has automaticallyAdjustsScrollViewInsets = YES in a navigation controller (which the
      // content view controller always is in here).
      let vertical: Bool
      let horizontal: Bool
      switch behaviour {
      case .always: (vertical, horizontal) = (true, true)
      case .never: (vertical, horizontal) = (false, false)
      case .scrollableAxes:
        (vertical, horizontal) = (s.scrollAxes.vertical, s.scrollAxes.horizontal)
      case .automatic:
        (vertical, horizontal) = (
          s.scrollAxes.vertical || s.automaticallyAdjustsScrollViewInsets, s.scrollAxes.horizontal
        )
      }
      let a = InsetQuantities(
        top: take(.top, vertical), left: take(.left, horizontal), bottom: take(.bottom, vertical),
        right: take(.right, horizontal))
      adjusted = a
      effective = a
      covered = (safe.top, safe.bottom)
    } else {
      if c.ios >= 7 && s.automaticallyAdjustsScrollViewInsets, let guides = views.layoutGuides {
        // iOS 7–10: the container sets contentInset to the layout guides (64/49 under a
        // navigation bar and a tab bar).
        inset = InsetQuantities(
          top: l.copy(.inset(.contentInset, .top), guides.top, .automaticallyAdjustsInsets),
          left: inset.left,
          bottom: l.copy(
            .inset(.contentInset, .bottom), guides.bottom, .automaticallyAdjustsInsets),
          right: inset.right)
      }
      effective = inset
      if let guides = views.layoutGuides { covered = (guides.top, guides.bottom) }
    }
    if let covered {
      let top = covered.top.value - effective.top.value
      let bottom = covered.bottom.value - effective.bottom.value
      if top > 0.005 || bottom > 0.005 {
        underBars = (max(0, top), max(0, bottom))
        notes.insert(.scrollContentUnderBars(top: underBars.top, bottom: underBars.bottom))
      }
    }
    let offsetX = l.difference(
      .frame(.contentOffset, .x), l.zero(.term(.zero)), effective.left, .offsetAtRest)
    let offsetY = l.difference(
      .frame(.contentOffset, .y), l.zero(.term(.zero)), effective.top, .offsetAtRest)

    var cell: FrameQuantities?
    var cellContent: FrameQuantities?
    var header: FrameQuantities?
    var headerContent: FrameQuantities?
    if s.tableCell {
      // One section header, then one row, from where the content starts.
      let start = l.sum(.frame(.sectionHeader, .y), frame.y, effective.top, .offsetAtRest)
      let headerHeight = l.given(.frame(.sectionHeader, .height), 28, .sectionHeaderHeight)
      let h = l.frame(
        .sectionHeader, x: frame.x, y: start, width: frame.width, height: headerHeight,
        .cellSpansTheTable)
      let rowY = l.sum(.frame(.tableCell, .y), start, headerHeight, .cellSpansTheTable)
      let row = l.frame(
        .tableCell, x: frame.x, y: rowY,
        width: frame.width, height: l.given(.frame(.tableCell, .height), 44, .rowHeight),
        .cellSpansTheTable)
      func content(_ element: LayoutElement, of box: FrameQuantities) -> FrameQuantities {
        guard c.ios >= 11 && s.insetsContentViewsToSafeArea, let safe = views.viewSafeAreaInsets
        else {
          return l.frame(
            element, x: box.x, y: box.y, width: box.width, height: box.height,
            c.ios >= 11 ? .contentViewNotInset : .contentViewBeforeIOS11)
        }
        let sides = l.sum(.term(.contentLeftLimit), safe.left, safe.right, .insetsContentViews)
        return FrameQuantities(
          x: l.sum(.frame(element, .x), box.x, safe.left, .insetsContentViews),
          y: l.copy(.frame(element, .y), box.y, .insetsContentViews),
          width: l.difference(.frame(element, .width), box.width, sides, .insetsContentViews),
          height: l.copy(.frame(element, .height), box.height, .insetsContentViews))
      }
      header = h
      headerContent = content(.headerContentView, of: h)
      cell = row
      cellContent = content(.cellContentView, of: row)
    }
    return ScrollStage(
      frame: frame, contentInset: inset, adjustedContentInset: adjusted, offsetX: offsetX,
      offsetY: offsetY, effective: effective, cell: cell, cellContent: cellContent, header: header,
      headerContent: headerContent, notes: notes, underBars: underBars)
  }
}
