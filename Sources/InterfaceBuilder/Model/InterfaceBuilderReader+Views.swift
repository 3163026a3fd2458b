// Views, their constraints, layout guides and variations.

extension InterfaceBuilderReader {
  /// A view element: its attributes, with IB's defaults where absent.
  mutating func visitView(_ index: Int, placement: IBView.Placement, superview: Int?)
    throws(InterfaceBuilderError) -> Role
  {
    let element = tree.elements[index]
    var attributes = Attributes(element)
    // Old files leave some content views without an id; nothing can refer to those.
    let id = attributes.string("id") ?? ""
    let what = id.isEmpty ? "<\(element.name)>" : "<\(element.name)> \"\(id)\""
    var view = IBView(
      id: id, element: element.name, placement: placement, position: element.position)
    if view.kind == .unknown { note(.unknownViewElement(element.name), at: element.position) }
    _ = attributes.string("key")
    view.customClass = attributes.string("customClass")
    view.customModule = attributes.string("customModule")
    view.userLabel = attributes.string("userLabel")
    view.text = attributes.string("text")
    view.title = attributes.string("title")
    view.image = attributes.string("image")
    if view.kind == .textField { view.placeholderText = attributes.string("placeholder") }
    view.contentMode = attributes.string("contentMode")
    view.style = attributes.string("style")
    view.translatesAutoresizingMaskIntoConstraints =
      try bool(&attributes, "translatesAutoresizingMaskIntoConstraints", of: what) ?? true
    view.hasFixedFrame = try bool(&attributes, "fixedFrame", of: what) ?? false
    view.isHidden = try bool(&attributes, "hidden", of: what) ?? false
    view.alpha = try number(&attributes, "alpha", of: what, in: 0...1) ?? 1
    view.clipsToBounds = try bool(&attributes, "clipsSubviews", of: what) ?? false
    view.isMisplaced = try bool(&attributes, "misplaced", of: what) ?? false
    view.isAmbiguous = try bool(&attributes, "ambiguous", of: what) ?? false
    view.horizontalHuggingPriority =
      try priority(&attributes, "horizontalHuggingPriority", of: what) ?? 250
    view.verticalHuggingPriority =
      try priority(&attributes, "verticalHuggingPriority", of: what) ?? 250
    view.horizontalCompressionResistancePriority =
      try priority(&attributes, "horizontalCompressionResistancePriority", of: what) ?? 750
    view.verticalCompressionResistancePriority =
      try priority(&attributes, "verticalCompressionResistancePriority", of: what) ?? 750
    view.placeholderIntrinsicWidth = try intrinsicPlaceholder(
      &attributes, "placeholderIntrinsicWidth", of: what)
    view.placeholderIntrinsicHeight = try intrinsicPlaceholder(
      &attributes, "placeholderIntrinsicHeight", of: what)
    view.preservesSuperviewLayoutMargins = try bool(
      &attributes, "preservesSuperviewLayoutMargins", of: what)
    view.insetsLayoutMarginsFromSafeArea =
      try bool(&attributes, "insetsLayoutMarginsFromSafeArea", of: what) ?? true
    view.layoutMarginsFollowReadableWidth = try bool(
      &attributes, "layoutMarginsFollowReadableWidth", of: what)
    view.contentInsetAdjustmentBehavior = attributes.string("contentInsetAdjustmentBehavior")
    view.insetsContentViewsToSafeArea = try bool(
      &attributes, "insetsContentViewsToSafeArea", of: what)
    if view.kind == .stackView { view.stack = try readStack(&attributes, of: what) }
    if view.kind == .navigationBar, placement == .keyed("navigationBar"),
      let controller = enclosingController[index]
    {
      document.viewControllers[controller].prefersLargeTitles =
        try bool(&attributes, "largeTitles", of: what) ?? false
    }
    view.superview = superview
    view.viewController = enclosingController[index]
    let viewIndex = document.views.count
    document.views.append(view)
    if !id.isEmpty { document.objects[id] = .view(viewIndex) }
    if view.viewController == nil, let scene = enclosingScene[index] {
      pendingSceneViews.append((viewIndex, scene))
    }
    if let superview { document.views[superview].children.append(viewIndex) }
    enclosingView[index] = viewIndex
    noteUnread(attributes)
    return .view(viewIndex)
  }

  private func intrinsicPlaceholder(_ attributes: inout Attributes, _ name: String, of what: String)
    throws(InterfaceBuilderError) -> IBView.IntrinsicPlaceholder?
  {
    guard let text = attributes.string(name) else { return nil }
    if text == "infinite" { return IBView.IntrinsicPlaceholder.none }
    guard let value = Self.decimal(text), value >= 0 else {
      throw fail(
        "\(what): \(name) \"\(text)\" is neither a size nor \"infinite\"",
        at: attributes.position(of: name))
    }
    return .points(value)
  }

  private mutating func readStack(_ attributes: inout Attributes, of what: String)
    throws(InterfaceBuilderError) -> IBView.Stack
  {
    var stack = IBView.Stack()
    if let axis = attributes.string("axis") {
      guard let value = IBView.Stack.Axis(rawValue: axis) else {
        throw fail(
          "\(what): axis \"\(axis)\" is not horizontal or vertical",
          at: attributes.position(of: "axis"))
      }
      stack.axis = value
    }
    stack.distribution =
      try enumeration(&attributes, "distribution", of: what, as: IBView.Stack.Distribution.self)
      ?? .fill
    stack.alignment =
      try enumeration(&attributes, "alignment", of: what, as: IBView.Stack.Alignment.self) ?? .fill
    stack.spacing = try number(&attributes, "spacing", of: what) ?? 0
    stack.isBaselineRelativeArrangement =
      try bool(&attributes, "baselineRelativeArrangement", of: what) ?? false
    if stack.isBaselineRelativeArrangement {
      note(.baselineRelativeArrangement, at: attributes.position(of: "baselineRelativeArrangement"))
    }
    stack.isLayoutMarginsRelativeArrangement =
      try bool(&attributes, "layoutMarginsRelativeArrangement", of: what) ?? false
    return stack
  }

  /// An element inside a view: its frame, mask, subviews, constraints, guides, margins,
  /// variations, texts, cells, or a keyed view (`contentView`, `tableHeaderView`…).
  mutating func visitViewChild(_ index: Int, view: Int) throws(InterfaceBuilderError) -> Role {
    let element = tree.elements[index]
    let key = element[attribute: "key"]
    let what = "<\(document.views[view].element)> \"\(document.views[view].id)\""
    var attributes = Attributes(element)
    _ = attributes.string("key")
    // Elements that read their own attributes (views, variations) or are noted whole turn this off.
    var notesAttributes = true
    defer { if notesAttributes { noteUnread(attributes) } }
    switch (element.name, key) {
    case ("rect", "frame"):
      document.views[view].frame = try readRect(&attributes, of: what)
      return .leaf
    case ("autoresizingMask", _):
      var mask: IBAutoresizingMask = []
      for (name, bit) in IBAutoresizingMask.attributeNames {
        if try bool(&attributes, name, of: what) == true { mask.insert(bit) }
      }
      document.views[view].autoresizingMask = mask
      document.views[view].isAutoresizingMaskWritten = true
      return .leaf
    case ("subviews", _): return .subviews(view)
    case ("constraints", _): return .constraints(view)
    case ("viewLayoutGuide", _), ("keyboardLayoutGuide", _):
      let id = try required(&attributes, "id", of: "<\(element.name)> of \(what)")
      let kind: IBLayoutGuide.Kind
      switch key {
      case "safeArea": kind = .safeArea
      case "layoutMargins": kind = .layoutMargins
      case "readableContent": kind = .readableContent
      case "keyboard": kind = .keyboard
      case "contentLayoutGuide": kind = .content
      case "frameLayoutGuide": kind = .frame
      default: kind = .other(key ?? "")
      }
      addGuide(
        IBLayoutGuide(
          id: id, kind: kind, owner: .view(view), element: element.name,
          position: element.position))
      document.views[view].layoutGuides.append(document.layoutGuides.count - 1)
      return .leaf
    case ("edgeInsets", "layoutMargins"):
      document.views[view].layoutMargins = try readInsets(
        &attributes, directional: false, of: what)
      return .leaf
    case ("directionalEdgeInsets", "directionalLayoutMargins"):
      document.views[view].layoutMargins = try readInsets(&attributes, directional: true, of: what)
      return .leaf
    case ("variation", _):
      notesAttributes = false
      return try visitVariation(index, owner: .view(view))
    case ("state", "normal"):
      if let title = attributes.string("title") { document.views[view].title = title }
      if let image = attributes.string("image") { document.views[view].image = image }
      return .leaf
    case ("buttonConfiguration", _):
      if let title = attributes.string("title"), document.views[view].title == nil {
        document.views[view].title = title
      }
      return .leaf
    case ("string", "text"):
      document.views[view].text = element.text
      return .leaf
    case ("attributedString", "attributedText"):
      document.views[view].text = ""
      return .attributedText(view)
    case ("connections", _): return .connections
    case ("prototypes", _): return .cells(view: view, prototype: true)
    case ("cells", _): return .cells(view: view, prototype: true)
    case ("sections", _): return .sections(view)
    case ("items", _): return .barItems(.viewItems(view: view))
    default:
      if let metric = simulatedMetric(&attributes) {
        document.views[view].simulatedMetrics.append(metric)
        return .leaf
      }
      notesAttributes = false
      if IBViewKind(element: element.name) != nil {
        return try visitView(index, placement: .keyed(key ?? ""), superview: view)
      }
      return .unread
    }
  }

  /// A `simulated…Metrics` element (IB preview only): recorded and noted; nil for another element.
  mutating func simulatedMetric(_ attributes: inout Attributes) -> IBView.SimulatedMetric? {
    let element = attributes.element
    guard
      element.name == "freeformSimulatedSizeMetrics"
        || (element.name.hasPrefix("simulated") && element.name.hasSuffix("Metrics"))
    else { return nil }
    var values: [String: String] = [:]
    for attribute in element.attributes where attribute.name != "key" {
      values[attribute.name] = attributes.string(attribute.name)
    }
    note(.simulatedMetrics(element.name), at: element.position)
    return IBView.SimulatedMetric(
      element: element.name, key: attributes.string("key"), attributes: values,
      position: element.position)
  }

  mutating func addGuide(_ guide: IBLayoutGuide) {
    document.layoutGuides.append(guide)
    document.objects[guide.id] = .layoutGuide(document.layoutGuides.count - 1)
  }

  // MARK: - Constraints

  mutating func visitConstraint(_ index: Int, holder: Int) throws(InterfaceBuilderError) -> Role {
    let element = tree.elements[index]
    var attributes = Attributes(element)
    let id = try required(&attributes, "id", of: "<constraint>")
    let what = "constraint \"\(id)\""
    let firstAttribute = IBLayoutAttribute(
      ibName: try required(&attributes, "firstAttribute", of: what))
    var constraint = IBConstraint(
      id: id, holder: holder, firstItem: .view(holder), isFirstItemWritten: false,
      firstAttribute: firstAttribute, position: element.position)
    var pending = PendingConstraint()
    if let first = attributes.string("firstItem") {
      pending.firstItem = (first, attributes.position(of: "firstItem"))
      constraint.isFirstItemWritten = true
    }
    if let second = attributes.string("secondItem") {
      pending.secondItem = (second, attributes.position(of: "secondItem"))
    }
    if let second = attributes.string("secondAttribute") {
      constraint.secondAttribute = IBLayoutAttribute(ibName: second)
    }
    switch (pending.secondItem, constraint.secondAttribute) {
    case (.some, nil):
      throw fail("\(what) has a secondItem but no secondAttribute", at: element.position)
    case (nil, .some):
      throw fail("\(what) has a secondAttribute but no secondItem", at: element.position)
    default: break
    }
    constraint.relation =
      try enumeration(&attributes, "relation", of: what, as: IBRelation.self) ?? .equal
    if let text = attributes.string("multiplier") {
      constraint.multiplier = try multiplier(
        text, of: what, at: attributes.position(of: "multiplier"))
      constraint.multiplierText = text
    }
    constraint.constant = try number(&attributes, "constant", of: what) ?? 0
    constraint.priority = try priority(&attributes, "priority", of: what, minimum: 1) ?? 1000
    constraint.isPlaceholder = try bool(&attributes, "placeholder", of: what) ?? false
    constraint.isStandardSpacing = try bool(&attributes, "symbolic", of: what) ?? false
    constraint.identifier = attributes.string("identifier")
    constraint.userLabel = attributes.string("userLabel")
    for attribute in [constraint.firstAttribute, constraint.secondAttribute].compactMap({ $0 }) {
      if attribute.isBaseline { note(.baselineConstraint, at: element.position) }
      if case .unmodelled(let name) = attribute {
        note(.unmodelledConstraintAttribute(name), at: element.position)
      }
    }
    if constraint.isPlaceholder { note(.placeholderConstraint, at: element.position) }
    let constraintIndex = document.constraints.count
    document.constraints.append(constraint)
    pendingConstraints.append(pending)
    document.objects[id] = .constraint(constraintIndex)
    document.views[holder].constraints.append(constraintIndex)
    noteUnread(attributes)
    return .constraint(constraintIndex)
  }

  // MARK: - Variations

  mutating func visitVariation(_ index: Int, owner: VariationOwner) throws(InterfaceBuilderError)
    -> Role
  {
    let element = tree.elements[index]
    var attributes = Attributes(element)
    let key = try required(&attributes, "key", of: "<variation>")
    guard let traits = IBVariation.traits(ofKey: key) else {
      throw fail(
        "variation key \"\(key)\" is not \"default\" or trait=value parts joined by '-'",
        at: attributes.position(of: "key"))
    }
    for condition in traits.otherConditions {
      note(.variationCondition(condition), at: element.position)
    }
    let overrides = element.attributes.filter { $0.name != "key" }.map {
      (name: $0.name, value: $0.value)
    }
    let variation = IBVariation(
      key: key, traits: traits, attributes: overrides, position: element.position)
    let variationIndex: Int
    switch owner {
    case .view(let view):
      variationIndex = document.views[view].variations.count
      document.views[view].variations.append(variation)
    case .constraint(let constraint):
      variationIndex = document.constraints[constraint].variations.count
      document.constraints[constraint].variations.append(variation)
    }
    return .variation(owner, variationIndex)
  }

  mutating func visitVariationChild(_ index: Int, owner: VariationOwner, variation: Int)
    throws(InterfaceBuilderError) -> Role
  {
    let element = tree.elements[index]
    let key = element[attribute: "key"]
    switch (element.name, key) {
    case ("mask", "constraints"): return .mask(owner, variation: variation, subviews: false)
    case ("mask", "subviews"): return .mask(owner, variation: variation, subviews: true)
    case ("rect", "frame"):
      var attributes = Attributes(element)
      _ = attributes.string("key")
      let frame = try readRect(&attributes, of: "<variation>")
      updateVariation(owner, variation) { $0.frame = frame }
      noteUnread(attributes)
      return .leaf
    default: return .unread
    }
  }

  mutating func visitMaskEntry(
    _ index: Int, owner: VariationOwner, variation: Int, subviews: Bool
  ) throws(InterfaceBuilderError) -> Role {
    let element = tree.elements[index]
    guard element.name == "include" || element.name == "exclude" else { return .unread }
    var attributes = Attributes(element)
    let reference = try required(&attributes, "reference", of: "<\(element.name)>")
    let entry = IBVariation.MaskEntry(
      referenceID: reference, isIncluded: element.name == "include", position: element.position)
    updateVariation(owner, variation) { variation in
      if subviews {
        variation.subviewMask.append(entry)
      } else {
        variation.constraintMask.append(entry)
      }
    }
    noteUnread(attributes)
    return .leaf
  }

  mutating func updateVariation(
    _ owner: VariationOwner, _ variation: Int, _ update: (inout IBVariation) -> Void
  ) {
    switch owner {
    case .view(let view): update(&document.views[view].variations[variation])
    case .constraint(let constraint):
      update(&document.constraints[constraint].variations[variation])
    }
  }
}
