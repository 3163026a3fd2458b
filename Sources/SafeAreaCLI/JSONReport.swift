import PhoneLayout

/// `safearea json`: the layout as one JSON object whose keys and formats are a contract
/// (README, "json output").
public enum JSONReport {
  /// The report's own schema version (not the catalog's).
  public static let schemaVersion = 4

  /// The report for `layout`; `devicesFile` is the `--devices` file it was loaded with, if any.
  public static func render(
    _ layout: ScreenLayout, devicesFile: String? = nil, views: [PlacedView]? = nil,
    viewsFile: String? = nil
  ) -> String {
    var w = JSONWriter()
    let d = layout.device
    w.beginObject()
    w.key("device")
    w.inline([
      ("id", .string(d.id)), ("name", .string(d.name)), ("width", .number(d.points.value.width)),
      ("height", .number(d.points.value.height)), ("scale", .number(d.scale.value)),
    ])
    w.field("ios", layout.settings.ios.major)
    w.field("orientation", layout.settings.orientation.rawValue)
    for (element, rect) in layout.frames {
      w.key(element.rawValue)
      frame(rect, &w)
    }
    w.key("safeAreaInsets")
    insets(layout.safeAreaInsets, &w)
    w.field("cornerRadius", layout.cornerRadius)
    w.field("hotspotConnected", layout.hotspotConnected)
    w.key("approximations")
    w.inlineStrings(layout.approximations.map(\.rawValue))
    w.key("layoutGuides")
    if let guides = layout.layoutGuides {
      w.inline([("top", .number(guides.top)), ("bottom", .number(guides.bottom))])
    } else {
      w.null()
    }
    let appearance = layout.statusBarAppearance
    w.key("statusBarAppearance")
    w.beginObject()
    w.field("style", appearance.style.rawValue)
    w.field("hidden", appearance.hidden)
    w.field("decidedBy", appearance.decidedBy)
    w.field("reason", appearance.reason)
    w.endObject()
    w.key("settings")
    settings(layout.settings, devicesFile: devicesFile, viewsFile: viewsFile, &w)
    w.field("schemaVersion", schemaVersion)
    w.key("statusBarReported")
    frame(layout.statusBarReported, &w)
    w.field("hotspotIndicator", layout.hotspotIndicator.rawValue)
    w.key("homeIndicatorPill")
    frame(layout.homeIndicatorPill, &w)
    w.key("notes")
    w.beginArray()
    for note in layout.notes { w.string(note.text) }
    w.endArray()
    // Schema 2: the content view controller's own safe area.
    w.key("viewSafeAreaInsets")
    insets(layout.viewSafeAreaInsets, &w)
    w.key("safeAreaLayoutGuide")
    frame(layout.safeAreaLayoutGuide, &w)
    // Schema 3: the root view's layout margins and readable content guide, and your views.
    w.key("layoutMargins")
    insets(layout.layoutMargins, &w)
    w.key("readableContentGuide")
    frame(layout.readableContentGuide, &w)
    w.key("views")
    if let views { Self.views(views, &w) } else { w.null() }
    // Schema 4: the scroll view, a table cell, the keyboard.
    w.key("scrollView")
    scrollView(layout, &w)
    w.key("tableCell")
    tableCell(layout, &w)
    w.key("keyboard")
    if let keyboard = layout.keyboard {
      w.beginObject()
      w.key("frame")
      frame(keyboard, &w)
      w.key("contentAbove")
      frame(layout.contentAboveKeyboard, &w)
      w.endObject()
    } else {
      w.null()
    }
    w.key("keyboardLayoutGuide")
    frame(layout.keyboardLayoutGuide, &w)
    w.endObject()
    return w.text
  }

  /// The scroll view: its frame, behaviour, insets and offset at rest; null without one.
  static func scrollView(_ l: ScreenLayout, _ w: inout JSONWriter) {
    guard let scroll = l.scrollView, let inset = l.contentInset, let offset = l.contentOffset else {
      return w.null()
    }
    w.beginObject()
    w.key("frame")
    frame(scroll, &w)
    // The behaviour is iOS 11's; before it, null.
    if l.settings.ios.major >= 11 {
      w.field("contentInsetAdjustmentBehavior", (l.settings.scrollView ?? .automatic).rawValue)
    } else {
      w.key("contentInsetAdjustmentBehavior")
      w.null()
    }
    w.key("contentInset")
    insets(inset, &w)
    w.key("adjustedContentInset")
    insets(l.adjustedContentInset, &w)
    w.key("contentOffset")
    w.inline([("x", .number(offset.x)), ("y", .number(offset.y))])
    w.endObject()
  }

  /// The table's cell and section header, their content views, and what reaches past the safe
  /// area; null without `--table-cell`.
  static func tableCell(_ l: ScreenLayout, _ w: inout JSONWriter) {
    guard let cell = l.tableCell, let content = l.cellContentView else { return w.null() }
    w.beginObject()
    w.key("frame")
    frame(cell, &w)
    w.key("contentView")
    frame(content, &w)
    w.key("sectionHeader")
    w.inline([
      ("frame", l.sectionHeader.map(scalar) ?? .null),
      ("contentView", l.headerContentView.map(scalar) ?? .null),
    ])
    w.key("findings")
    findings(l.cellFindings, &w)
    w.endObject()
  }

  /// A frame as a one-line object value.
  static func scalar(_ r: Rect) -> JSONWriter.Scalar {
    .object([
      ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
      ("height", .number(r.height)),
    ])
  }

  /// Your views: each one's frame in window coordinates, its findings and notes.
  static func views(_ views: [PlacedView], _ w: inout JSONWriter) {
    w.beginArray()
    for view in views {
      w.beginObject()
      w.field("name", view.name)
      w.key("frame")
      frame(view.frame, &w)
      w.key("findings")
      findings(view.findings, &w)
      w.key("notes")
      w.inlineStrings(view.notes.map(\.text))
      w.endObject()
    }
    w.endArray()
  }

  /// Findings as `{"kind", "element", "overlap", "reason", "mayBeIntended"}`, one a line.
  static func findings(_ findings: [ViewFinding], _ w: inout JSONWriter) {
    w.beginArray()
    for f in findings {
      let o = f.overlap
      w.inline([
        ("kind", .string(f.kind.rawValue)), ("element", .string(f.element)),
        (
          "overlap",
          .object([
            ("x", .number(o.x)), ("y", .number(o.y)), ("width", .number(o.width)),
            ("height", .number(o.height)),
          ])
        ), ("reason", .string(f.reason)), ("mayBeIntended", .bool(f.mayBeIntended)),
      ])
    }
    w.endArray()
  }

  static func insets(_ insets: EdgeInsets?, _ w: inout JSONWriter) {
    guard let insets else { return w.null() }
    w.inline([
      ("top", .number(insets.top)), ("left", .number(insets.left)),
      ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
    ])
  }

  static func frame(_ rect: Rect?, _ w: inout JSONWriter) {
    guard let rect else { return w.null() }
    w.inline([
      ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  /// Every input, under the names of the options that set it.
  static func settings(
    _ s: Settings, devicesFile: String?, viewsFile: String?, _ w: inout JSONWriter
  ) {
    w.beginObject()
    w.field("device", s.deviceID)
    w.field("ios", s.ios.major)
    w.field("orientation", s.orientation.rawValue)
    w.field("hotspot", s.hotspotConnections)
    w.field("fullscreen", s.fullScreen)
    w.field("hideStatusBar", s.prefersStatusBarHidden)
    w.field("nav", s.navigationBar.rawValue)
    w.field("bottom", s.bottomBar.rawValue)
    w.field("edges", s.edges.rawValue)
    w.field("opaqueBars", s.opaqueBars)
    w.field("extendOpaque", s.extendOpaque)
    w.key("additionalInsets")
    let a = s.additionalInsets
    w.inline([
      ("top", .number(a.top)), ("left", .number(a.left)), ("bottom", .number(a.bottom)),
      ("right", .number(a.right)),
    ])
    w.field("vcBased", s.viewControllerBasedAppearance)
    w.field("style", s.preferredStyle.optionName)
    w.field("appStyle", s.applicationStyle.optionName)
    w.field("appHidden", s.applicationStatusBarHidden)
    w.field("containers", s.containers.rawValue)
    w.field("launchScreen", s.launchScreen)
    w.key("devices")
    if let devicesFile { w.string(devicesFile) } else { w.null() }
    w.field("designCompatibility", s.designCompatibility)
    w.key("views")
    if let viewsFile { w.string(viewsFile) } else { w.null() }
    w.key("scrollView")
    if let behaviour = s.scrollView { w.string(behaviour.rawValue) } else { w.null() }
    w.field("scrollAxes", s.scrollAxes.rawValue)
    w.field("autoAdjust", s.automaticallyAdjustsScrollViewInsets)
    w.field("tableCell", s.tableCell)
    w.field("insetContentViews", s.insetsContentViewsToSafeArea)
    w.field("keyboard", s.keyboard)
    w.endObject()
  }
}
