// View controllers, their items and bars, segues, and the resolution of references.

extension InterfaceBuilderReader {
  mutating func visitController(_ index: Int, scene: Int?) throws(InterfaceBuilderError) -> Role {
    let element = tree.elements[index]
    var attributes = Attributes(element)
    let kind = IBViewControllerKind(element: element.name) ?? .unknown
    if kind == .unknown {
      note(.unknownViewControllerElement(element.name), at: element.position)
    }
    if kind == .storyboardReference { note(.storyboardReference, at: element.position) }
    let id = try required(&attributes, "id", of: "<\(element.name)>")
    let what = "<\(element.name)> \"\(id)\""
    var controller = IBViewController(
      id: id, element: element.name, kind: kind, position: element.position)
    controller.scene = scene
    controller.customClass = attributes.string("customClass")
    controller.customModule = attributes.string("customModule")
    controller.storyboardIdentifier = attributes.string("storyboardIdentifier")
    controller.sceneMemberID = attributes.string("sceneMemberID")
    controller.title = attributes.string("title")
    controller.userLabel = attributes.string("userLabel")
    controller.isNavigationBarHidden =
      try bool(&attributes, "navigationBarHidden", of: what) ?? false
    controller.isToolbarHidden = try bool(&attributes, "toolbarHidden", of: what) ?? true
    controller.hidesBottomBarWhenPushed =
      try bool(&attributes, "hidesBottomBarWhenPushed", of: what) ?? false
    controller.extendedLayoutIncludesOpaqueBars =
      try bool(&attributes, "extendedLayoutIncludesOpaqueBars", of: what) ?? false
    controller.automaticallyAdjustsScrollViewInsets =
      try bool(&attributes, "automaticallyAdjustsScrollViewInsets", of: what) ?? true
    controller.modalPresentationStyle = attributes.string("modalPresentationStyle")
    if kind == .splitViewController { controller.splitStyle = attributes.string("style") }
    if kind == .storyboardReference {
      controller.referencedStoryboard = attributes.string("storyboardName")
      controller.referencedIdentifier = attributes.string("referencedIdentifier")
    }
    let controllerIndex = document.viewControllers.count
    document.viewControllers.append(controller)
    document.objects[id] = .viewController(controllerIndex)
    enclosingController[index] = controllerIndex
    enclosingView[index] = nil
    noteUnread(attributes)
    return .viewController(controllerIndex)
  }

  /// An element inside a view controller: its root view and bars, layout guides, navigation
  /// item, bar items, segues, simulated metrics, extended edges.
  mutating func visitControllerChild(_ index: Int, controller: Int) throws(InterfaceBuilderError)
    -> Role
  {
    let element = tree.elements[index]
    let key = element[attribute: "key"]
    var attributes = Attributes(element)
    _ = attributes.string("key")
    switch (element.name, key) {
    case ("layoutGuides", _): return .controllerGuides(controller)
    case ("navigationItem", _):
      document.viewControllers[controller].navigationItem = try navigationItem(&attributes)
      noteUnread(attributes)
      return .navigationItem(.controller(controller))
    case ("tabBarItem", _):
      let item = try barItem(&attributes, of: "<tabBarItem>")
      document.viewControllers[controller].tabBarItem = item
      noteUnread(attributes)
      return .barItem(.tabBarItem(controller: controller), 0)
    case ("toolbarItems", _): return .barItems(.toolbarItems(controller: controller))
    case ("connections", _): return .connections
    case ("extendedEdge", "edgesForExtendedLayout"):
      var edges: Set<String> = []
      for edge in ["top", "left", "bottom", "right"] {
        if try bool(&attributes, edge, of: "<extendedEdge>") == true { edges.insert(edge) }
      }
      document.viewControllers[controller].edgesForExtendedLayout = edges
      noteUnread(attributes)
      return .leaf
    case ("size", "freeformSize"):
      document.viewControllers[controller].freeformSize = try readSize(
        &attributes, of: "the freeform size")
      noteUnread(attributes)
      return .leaf
    default:
      if let metric = simulatedMetric(&attributes) {
        document.viewControllers[controller].simulatedMetrics.append(metric)
        return .leaf
      }
      guard IBViewKind(element: element.name) != nil else { return .unread }
      let role = try visitView(index, placement: .keyed(key ?? ""), superview: nil)
      guard case .view(let view) = role else { return role }
      switch key {
      case "view": document.viewControllers[controller].view = view
      case "navigationBar": document.viewControllers[controller].navigationBar = view
      case "toolbar": document.viewControllers[controller].toolbar = view
      case "tabBar": document.viewControllers[controller].tabBar = view
      default: break
      }
      return role
    }
  }

  mutating func visitControllerGuide(_ index: Int, controller: Int) throws(InterfaceBuilderError)
    -> Role
  {
    let element = tree.elements[index]
    var attributes = Attributes(element)
    let id = try required(&attributes, "id", of: "<viewControllerLayoutGuide>")
    let type = try required(&attributes, "type", of: "<viewControllerLayoutGuide>")
    let kind: IBLayoutGuide.Kind =
      switch type {
      case "top": .top
      case "bottom": .bottom
      default: .other(type)
      }
    addGuide(
      IBLayoutGuide(
        id: id, kind: kind, owner: .viewController(controller), element: element.name,
        position: element.position))
    document.viewControllers[controller].layoutGuides.append(document.layoutGuides.count - 1)
    noteUnread(attributes)
    return .leaf
  }

  // MARK: - Navigation items and bar items

  func navigationItem(_ attributes: inout Attributes) throws(InterfaceBuilderError)
    -> IBNavigationItem
  {
    IBNavigationItem(
      id: try required(&attributes, "id", of: "<navigationItem>"),
      title: attributes.string("title"), prompt: attributes.string("prompt"),
      largeTitleDisplayMode: attributes.string("largeTitleDisplayMode"),
      position: attributes.element.position)
  }

  mutating func updateNavigationItem(
    _ owner: NavigationItemOwner, _ update: (inout IBNavigationItem) -> Void
  ) {
    switch owner {
    case .controller(let controller):
      if var item = document.viewControllers[controller].navigationItem {
        update(&item)
        document.viewControllers[controller].navigationItem = item
      }
    case .bar(let view, let item): update(&document.views[view].navigationItems[item])
    }
  }

  mutating func visitNavigationItemChild(_ index: Int, owner: NavigationItemOwner)
    throws(InterfaceBuilderError) -> Role
  {
    let element = tree.elements[index]
    let key = element[attribute: "key"]
    switch (element.name, key) {
    case ("barButtonItem", "leftBarButtonItem"):
      return try visitBarItem(index, list: .leftItems(owner))
    case ("barButtonItem", "rightBarButtonItem"):
      return try visitBarItem(index, list: .rightItems(owner))
    case ("barButtonItem", "backBarButtonItem"):
      return try visitBarItem(index, list: .backItem(owner))
    case ("leftBarButtonItems", _): return .barItems(.leftItems(owner))
    case ("rightBarButtonItems", _): return .barItems(.rightItems(owner))
    default:
      guard IBViewKind(element: element.name) != nil else { return .unread }
      let role = try visitView(
        index, placement: .keyed(key ?? ""), superview: enclosingView[index])
      if case .view(let view) = role, key == "titleView" {
        updateNavigationItem(owner) { $0.titleView = view }
      }
      return role
    }
  }

  private func barItem(_ attributes: inout Attributes, of what: String)
    throws(InterfaceBuilderError) -> IBBarItem
  {
    let element = attributes.element
    return IBBarItem(
      id: try required(&attributes, "id", of: what), element: element.name,
      key: attributes.string("key"), title: attributes.string("title"),
      image: attributes.string("image"), systemItem: attributes.string("systemItem"),
      position: element.position)
  }

  /// A `<barButtonItem>` or `<tabBarItem>` added to `list`.
  mutating func visitBarItem(_ index: Int, list: BarItemList) throws(InterfaceBuilderError) -> Role
  {
    let element = tree.elements[index]
    if element.name == "navigationItem", case .viewItems(let view) = list {
      var attributes = Attributes(element)
      document.views[view].navigationItems.append(try navigationItem(&attributes))
      noteUnread(attributes)
      return .navigationItem(.bar(view: view, item: document.views[view].navigationItems.count - 1))
    }
    guard element.name == "barButtonItem" || element.name == "tabBarItem" else { return .unread }
    var attributes = Attributes(element)
    let item = try barItem(&attributes, of: "<\(element.name)>")
    noteUnread(attributes)
    var position = 0
    switch list {
    case .toolbarItems(let controller):
      position = document.viewControllers[controller].toolbarItems.count
      document.viewControllers[controller].toolbarItems.append(item)
    case .leftItems(let owner):
      updateNavigationItem(owner) {
        position = $0.leftItems.count
        $0.leftItems.append(item)
      }
    case .rightItems(let owner):
      updateNavigationItem(owner) {
        position = $0.rightItems.count
        $0.rightItems.append(item)
      }
    case .backItem(let owner):
      updateNavigationItem(owner) { $0.backItem = item }
    case .tabBarItem(let controller):
      document.viewControllers[controller].tabBarItem = item
    case .viewItems(let view):
      position = document.views[view].barItems.count
      document.views[view].barItems.append(item)
    }
    return .barItem(list, position)
  }

  /// Inside a bar item: its custom view and its connections.
  mutating func visitBarItemChild(_ index: Int, list: BarItemList, item: Int)
    throws(InterfaceBuilderError) -> Role
  {
    let element = tree.elements[index]
    if element.name == "connections" { return .connections }
    guard IBViewKind(element: element.name) != nil, element[attribute: "key"] == "customView"
    else { return .unread }
    let role = try visitView(
      index, placement: .keyed("customView"), superview: enclosingView[index])
    guard case .view(let view) = role else { return role }
    switch list {
    case .toolbarItems(let controller):
      document.viewControllers[controller].toolbarItems[item].customView = view
    case .leftItems(let owner):
      updateNavigationItem(owner) { $0.leftItems[item].customView = view }
    case .rightItems(let owner):
      updateNavigationItem(owner) { $0.rightItems[item].customView = view }
    case .backItem(let owner):
      updateNavigationItem(owner) { $0.backItem?.customView = view }
    case .tabBarItem(let controller):
      document.viewControllers[controller].tabBarItem?.customView = view
    case .viewItems(let owner):
      document.views[owner].barItems[item].customView = view
    }
    return role
  }

  // MARK: - Segues

  mutating func visitSegue(_ index: Int) throws(InterfaceBuilderError) -> Role {
    let element = tree.elements[index]
    var attributes = Attributes(element)
    let id = try required(&attributes, "id", of: "<segue>")
    let what = "segue \"\(id)\""
    let kind = try required(&attributes, "kind", of: what)
    let destination = try required(&attributes, "destination", of: what)
    // A segue from an extra object of a scene starts at the scene's controller, found at the end.
    guard enclosingController[index] != nil || enclosingScene[index] != nil else {
      throw fail("\(what) is not inside a view controller's scene", at: element.position)
    }
    // The element whose <connections> hold the segue: a view (a button, a container view) or
    // the controller itself.
    var sourceView: Int?
    if let connections = element.parent, let holder = tree.elements[connections].parent,
      case .view(let view) = roles[holder]
    {
      sourceView = view
    }
    let segue = IBSegue(
      id: id, kind: kind, relationship: attributes.string("relationship"),
      identifier: attributes.string("identifier"), destinationID: destination, destination: nil,
      source: enclosingController[index] ?? -1, sourceView: sourceView, position: element.position)
    let segueIndex = document.segues.count
    document.segues.append(segue)
    pendingSegues.append(
      (segueIndex, attributes.position(of: "destination"), enclosingScene[index]))
    document.objects[id] = .segue(segueIndex)
    noteUnread(attributes)
    return .leaf
  }

  // MARK: - References

  /// Resolves every id the file uses to the object it names; one that names nothing, or the
  /// wrong kind of object, is an error at the reference.
  mutating func resolve() throws(InterfaceBuilderError) {
    for index in document.constraints.indices {
      let pending = pendingConstraints[index]
      let what = "constraint \"\(document.constraints[index].id)\""
      if let first = pending.firstItem {
        document.constraints[index].firstItem = try item(first, of: what, role: "firstItem")
      }
      if let second = pending.secondItem {
        document.constraints[index].secondItem = try item(second, of: what, role: "secondItem")
      }
    }
    for (view, scene) in pendingSceneViews {
      document.views[view].viewController = document.scenes[scene].viewController
    }
    for (segue, position, scene) in pendingSegues {
      let what = "segue \"\(document.segues[segue].id)\""
      if document.segues[segue].source < 0 {
        guard let scene, let controller = document.scenes[scene].viewController else {
          throw fail("\(what) is in a scene without a view controller", at: position)
        }
        document.segues[segue].source = controller
      }
      document.viewControllers[document.segues[segue].source].segues.append(segue)
      let id = document.segues[segue].destinationID
      switch document.objects[id] {
      case .viewController(let destination): document.segues[segue].destination = destination
      // An unwind segue goes to the scene's Exit, which is no controller.
      case .other("exit"), .other("placeholder"): break
      default:
        throw fail(
          "\(what): destination \"\(id)\" is \(describe(id)), not a view controller or an exit",
          at: position)
      }
    }
    for view in document.views.indices {
      for variation in document.views[view].variations.indices {
        try resolveMasks(&document.views[view].variations[variation])
      }
    }
    for constraint in document.constraints.indices {
      for variation in document.constraints[constraint].variations.indices {
        try resolveMasks(&document.constraints[constraint].variations[variation])
      }
    }
    if let id = document.initialViewControllerID {
      guard let controller = document.viewController(id: id) else {
        let root = tree.elements[tree.root]
        throw fail(
          "initialViewController \"\(id)\" is \(describe(id)), not a view controller",
          at: Attributes(root).position(of: "initialViewController"))
      }
      document.initialViewController = controller
    }
    for designable in pendingDesignables {
      if let view = document.view(id: designable.id) {
        document.views[view].designableIntrinsicSize = designable.size
      } else {
        note(.unmodelledElement("designable"), at: designable.position)
      }
    }
  }

  private func item(
    _ written: (id: String, position: SourcePosition), of what: String, role: String
  )
    throws(InterfaceBuilderError) -> IBItem
  {
    switch document.objects[written.id] {
    case .view(let view): return .view(view)
    case .layoutGuide(let guide): return .layoutGuide(guide)
    default:
      throw fail(
        "\(what): \(role) \"\(written.id)\" is \(describe(written.id)), not a view or layout guide",
        at: written.position)
    }
  }

  private func resolveMasks(_ variation: inout IBVariation) throws(InterfaceBuilderError) {
    for entry in variation.constraintMask {
      guard case .constraint(let constraint) = document.objects[entry.referenceID] else {
        throw fail(
          "variation \"\(variation.key)\": \"\(entry.referenceID)\" is"
            + " \(describe(entry.referenceID)), not a constraint", at: entry.position)
      }
      variation.constraintMaskIndices.append((constraint, entry.isIncluded))
    }
    for entry in variation.subviewMask {
      guard case .view(let view) = document.objects[entry.referenceID] else {
        throw fail(
          "variation \"\(variation.key)\": \"\(entry.referenceID)\" is"
            + " \(describe(entry.referenceID)), not a view", at: entry.position)
      }
      variation.subviewMaskIndices.append((view, entry.isIncluded))
    }
  }

  /// What an id names, for messages ("not in the document", "a <navigationItem>").
  private func describe(_ id: String) -> String {
    switch document.objects[id] {
    case nil: "not in the document"
    case .view(let view): "a <\(document.views[view].element)>"
    case .viewController(let controller): "a <\(document.viewControllers[controller].element)>"
    case .constraint: "a constraint"
    case .layoutGuide: "a layout guide"
    case .segue: "a segue"
    case .scene: "a scene"
    case .other(let element): "a <\(element)>"
    }
  }
}
