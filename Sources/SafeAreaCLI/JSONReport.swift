import PhoneLayout

/// `safearea json`: the layout as one JSON object whose keys and formats are a contract
/// (docs/commands.md, "safearea json").
public enum JSONReport {
  /// The report's own schema version (not the catalog's).
  ///
  /// 5 added the views' tree and constraint report (issue 19); 6 the display, the pose, the
  /// window, the size classes, the reserved regions, the bottom accessory and the scroll edge
  /// effect, and the settings for them (issue 20); 7 each view's Interface Builder `id` and
  /// `class`, after its other keys (null for a views file's own views; issue 21).
  public static let schemaVersion = 7

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
    // The layout's values come from the fields table, placed in the contract's order.
    func put(_ path: String, as key: String? = nil) {
      guard let field = ReportedField.named(path) else { return }
      w.key(key ?? path)
      value(field.value(in: layout), field.kind, &w)
    }
    for path in [
      "screen", "statusBar", "hotspotBar", "navigationBar", "toolbar", "tabBar", "notch",
      "dynamicIsland", "homeIndicator", "rootView", "contentView", "contentRect",
      "safeAreaInsets", "cornerRadius", "hotspotConnected",
    ] {
      put(path)
    }
    w.key("approximations")
    w.inlineStrings(layout.approximations.map(\.rawValue))
    put("layoutGuides")
    let appearance = layout.statusBarAppearance
    w.key("statusBarAppearance")
    w.beginObject()
    w.field("style", appearance.style.rawValue)
    w.field("hidden", appearance.hidden)
    w.field("decidedBy", appearance.decidedBy)
    w.field("reason", appearance.reason)
    w.endObject()
    w.key("settings")
    settings(
      layout.settings, device: layout.device, devicesFile: devicesFile, viewsFile: viewsFile, &w)
    w.field("schemaVersion", schemaVersion)
    w.key("statusBarReported")
    frame(layout.statusBarReported, &w)
    w.field("hotspotIndicator", layout.hotspotIndicator.rawValue)
    put("homeIndicatorPill")
    w.key("notes")
    w.beginArray()
    for note in layout.notes { w.string(note.text) }
    w.endArray()
    // Schema 2: the content view controller's own safe area.
    put("viewSafeAreaInsets")
    put("safeAreaLayoutGuide")
    // Schema 3: the root view's layout margins and readable content guide, and your views.
    put("layoutMargins")
    put("readableContentGuide")
    w.key("views")
    if let views { Self.views(views, &w) } else { w.null() }
    // Schema 4: the scroll view, a table cell, the keyboard.
    w.key("scrollView")
    if layout.scrollView != nil {
      w.beginObject()
      put("scrollView.frame", as: "frame")
      // The behaviour is iOS 11's; before it, null.
      w.key("contentInsetAdjustmentBehavior")
      if layout.settings.ios.major >= 11 {
        w.string((layout.settings.scrollView ?? .automatic).rawValue)
      } else {
        w.null()
      }
      put("scrollView.contentInset", as: "contentInset")
      put("scrollView.adjustedContentInset", as: "adjustedContentInset")
      put("scrollView.contentOffset", as: "contentOffset")
      w.endObject()
    } else {
      w.null()
    }
    w.key("tableCell")
    if layout.tableCell != nil {
      w.beginObject()
      put("tableCell.frame", as: "frame")
      put("tableCell.contentView", as: "contentView")
      w.key("sectionHeader")
      w.inline(
        ["tableCell.sectionHeader.frame", "tableCell.sectionHeader.contentView"].map { path in
          let field = ReportedField.named(path)
          return (
            String(path.split(separator: ".").last ?? ""),
            field?.value(in: layout).map(scalar) ?? .null
          )
        })
      w.key("findings")
      findings(layout.cellFindings, &w)
      w.endObject()
    } else {
      w.null()
    }
    w.key("keyboard")
    if layout.keyboard != nil {
      w.beginObject()
      put("keyboard.frame", as: "frame")
      w.key("contentAbove")
      frame(layout.contentAboveKeyboard, &w)
      w.endObject()
    } else {
      w.null()
    }
    put("keyboardLayoutGuide")
    // Schema 6: the display and the window (iOS 27, the iPhone Duo).
    w.field("display", layout.display.rawValue)
    w.key("pose")
    if layout.device.isFoldable { w.string(layout.settings.pose.rawValue) } else { w.null() }
    w.key("window")
    frame(layout.window, &w)
    let classes = layout.sizeClasses
    w.key("sizeClasses")
    w.inline([
      ("horizontal", .string(classes.horizontal.rawValue)),
      ("vertical", .string(classes.vertical.rawValue)),
    ])
    w.key("reservedRegions")
    w.beginArray()
    for region in layout.reservedRegions {
      w.inline([
        ("kind", .string(region.kind)), ("frame", frameScalar(region.frame)),
        ("source", .string(region.sources.joined(separator: ", "))),
      ])
    }
    w.endArray()
    put("bottomAccessory")
    w.key("sideStrip")
    frame(layout.sideStrip, &w)
    w.field("scrollEdge", layout.settings.effectiveScrollEdge.rawValue)
    w.endObject()
    return w.text
  }

  /// A frame as a one-line object value.
  static func frameScalar(_ r: Rect) -> JSONWriter.Scalar {
    .object([
      ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
      ("height", .number(r.height)),
    ])
  }

  /// A field's value as the contract writes it: a frame, insets, a point or lengths as a
  /// one-line object, a number, a flag; null where the layout has none.
  static func value(_ value: FieldValue?, _ kind: ReportedField.Kind, _ w: inout JSONWriter) {
    guard let value else { return w.null() }
    switch value {
    case .scalar(let q): w.number(q.value)
    case .flag(let b): w.bool(b)
    default:
      guard case .object(let members) = scalar(value) else { return w.null() }
      w.inline(members)
    }
  }

  /// A field's value as a one-line JSON value.
  static func scalar(_ value: FieldValue) -> JSONWriter.Scalar {
    func object(_ names: [String], _ quantities: [Quantity]) -> JSONWriter.Scalar {
      .object(zip(names, quantities).map { ($0, .number($1.value)) })
    }
    switch value {
    case .frame: return object(["x", "y", "width", "height"], value.quantities)
    case .insets: return object(["top", "left", "bottom", "right"], value.quantities)
    case .point: return object(["x", "y"], value.quantities)
    case .lengths: return object(["top", "bottom"], value.quantities)
    case .scalar(let q): return .number(q.value)
    case .flag(let b): return .bool(b)
    }
  }

  /// Your views: each one's frame in window coordinates, its findings and notes; from schema 5
  /// its superview's name (null for the content view controller's view), its frame in the
  /// superview and its constraints on this layout (those in effect, those broken with what they
  /// contradict, the axes left open).
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
      w.key("superview")
      if let parent = view.superview, parent < views.count {
        w.string(views[parent].name)
      } else {
        w.null()
      }
      w.key("frameInSuperview")
      frame(view.frameInSuperview, &w)
      w.key("constraints")
      w.beginObject()
      w.key("active")
      w.beginArray()
      for text in view.constraints.active { w.string(text) }
      w.endArray()
      w.key("broken")
      w.beginArray()
      for broken in view.constraints.broken {
        w.beginObject()
        w.field("constraint", broken.constraint)
        w.key("conflicts")
        w.inlineStrings(broken.conflicts)
        w.endObject()
      }
      w.endArray()
      w.key("ambiguous")
      w.inlineStrings(view.constraints.ambiguous.map(\.rawValue))
      w.endObject()
      w.key("id")
      if let id = view.interfaceBuilderID { w.string(id) } else { w.null() }
      w.key("class")
      if let c = view.className { w.string(c) } else { w.null() }
      w.endObject()
    }
    w.endArray()
  }

  /// Findings as `{"kind", "element", "overlap", "reason", "mayBeIntended"}`, one a line.
  static func findings(_ findings: [ViewFinding], _ w: inout JSONWriter) {
    w.beginArray()
    for f in findings { w.inline(finding(f)) }
    w.endArray()
  }

  /// One finding's members, for a one-line object.
  static func finding(_ f: ViewFinding) -> [(String, JSONWriter.Scalar)] {
    let o = f.overlap
    return [
      ("kind", .string(f.kind.rawValue)), ("element", .string(f.element)),
      (
        "overlap",
        .object([
          ("x", .number(o.x)), ("y", .number(o.y)), ("width", .number(o.width)),
          ("height", .number(o.height)),
        ])
      ), ("reason", .string(f.reason)), ("mayBeIntended", .bool(f.mayBeIntended)),
    ]
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
    _ s: Settings, device: Device, devicesFile: String?, viewsFile: String?,
    _ w: inout JSONWriter
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
    // Schema 6.
    w.field("iosVersion", device.release(of: s.ios).number)
    w.field("pose", s.pose.rawValue)
    w.key("window")
    if let window = s.window { w.string(ScreenLayout.text(window)) } else { w.null() }
    w.field("sdk", s.effectiveSDK)
    w.field("tabBarMinimized", s.tabBarMinimized)
    w.key("bottomAccessory")
    if let height = s.bottomAccessory { w.number(height) } else { w.null() }
    w.field("pushed", s.pushed)
    w.key("scrollEdge")
    if let edge = s.scrollEdge { w.string(edge.rawValue) } else { w.null() }
    w.endObject()
  }
}
