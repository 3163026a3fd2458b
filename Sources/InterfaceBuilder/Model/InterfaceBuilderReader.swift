/// Reads an iOS storyboard or xib into an `IBDocument`.
///
/// The XML is read by `XMLTreeReader` (no DTD, bounded depth and size); the model is then built
/// in one forward pass over the elements in document order, each element read in the light of
/// what its parent was, so nothing recurses on the input's depth. References between objects
/// (constraint items, segue destinations, variation masks, the initial view controller) are
/// resolved at the end; one that names no object of the right kind is an error. Elements and
/// attributes the model does not carry are counted in `notes`.
public struct InterfaceBuilderReader {
  /// Reads `bytes` as a storyboard or xib; the error says where and what, in one line.
  public static func read(_ bytes: [UInt8], limits: XMLTreeReader.Limits = XMLTreeReader.Limits())
    throws(InterfaceBuilderError) -> IBDocument
  {
    let tree: XMLTree
    do {
      tree = try XMLTreeReader.read(bytes, limits: limits)
    } catch {
      throw InterfaceBuilderError(error)
    }
    return try document(from: tree)
  }

  public static func read(_ text: String) throws(InterfaceBuilderError) -> IBDocument {
    try read(Array(text.utf8))
  }

  /// The document an XML tree describes.
  public static func document(from tree: XMLTree) throws(InterfaceBuilderError) -> IBDocument {
    var reader = try InterfaceBuilderReader(tree: tree)
    try reader.collectIDs()
    for index in tree.elements.indices.dropFirst() { try reader.visit(index) }
    try reader.resolve()
    reader.finishNotes()
    return reader.document
  }

  // MARK: - State

  /// What an element was read as; its children are read in its light.
  enum Role {
    /// Not modelled: counted once at its top, its subtree skipped.
    case unread
    /// Read, with nothing further inside it that the model reads (children are unread).
    case leaf
    case document
    case device
    case scenes
    case scene(Int)
    case objects(scene: Int?)
    case viewController(Int)
    case view(Int)
    case subviews(Int)
    case cells(view: Int, prototype: Bool)
    case sections(Int)
    case section(Int)
    case constraints(Int)
    case constraint(Int)
    case controllerGuides(Int)
    case navigationItem(NavigationItemOwner)
    case barItems(BarItemList)
    case barItem(BarItemList, Int)
    case connections
    /// An object other than a view or controller (a gesture recognizer…): only its segues are read.
    case connectionsHolder
    case variation(VariationOwner, Int)
    case mask(VariationOwner, variation: Int, subviews: Bool)
    case attributedText(Int)
    case fragment(Int)
    case resources
    case designables
    case designable(String)
  }

  /// Where a list of bar items goes.
  enum BarItemList {
    case toolbarItems(controller: Int)
    case leftItems(NavigationItemOwner)
    case rightItems(NavigationItemOwner)
    case backItem(NavigationItemOwner)
    case tabBarItem(controller: Int)
    case viewItems(view: Int)
  }

  /// A navigation item: a view controller's, or one of a navigation bar's `<items>`.
  enum NavigationItemOwner {
    case controller(Int)
    case bar(view: Int, item: Int)
  }

  enum VariationOwner {
    case view(Int)
    case constraint(Int)
  }

  /// A constraint's written items, resolved at the end.
  struct PendingConstraint {
    var firstItem: (id: String, position: SourcePosition)?
    var secondItem: (id: String, position: SourcePosition)?
  }

  let tree: XMLTree
  var document: IBDocument
  var roles: [Role]
  /// For each element, the view it is or is nested in (reset at a view controller).
  var enclosingView: [Int?]
  var enclosingController: [Int?]
  var pendingConstraints: [PendingConstraint] = []
  var pendingSegues: [(segue: Int, position: SourcePosition, scene: Int?)] = []
  /// Views outside any controller's tree but in a scene's objects, given the scene's controller
  /// at the end (it may come later in the file).
  var pendingSceneViews: [(view: Int, scene: Int)] = []
  var enclosingScene: [Int?]
  var pendingDesignables: [(id: String, size: IBSize, position: SourcePosition)] = []
  var idPositions: [String: SourcePosition] = [:]
  var noteOrder: [IBNote.Kind] = []
  var noteCounts: [IBNote.Kind: (count: Int, first: SourcePosition)] = [:]

  private init(tree: XMLTree) throws(InterfaceBuilderError) {
    self.tree = tree
    let root = tree.elements[tree.root]
    guard root.name == "document" else {
      throw InterfaceBuilderError(
        message: "not an Interface Builder document (root element <\(root.name)>, expected"
          + " <document>)", at: root.position)
    }
    guard let type = root[attribute: "type"] else {
      throw InterfaceBuilderError(
        message: "not an iOS storyboard or xib (the <document> has no type)", at: root.position)
    }
    let kind: IBDocument.Kind
    switch type {
    case IBDocument.Kind.storyboard.documentType: kind = .storyboard
    case IBDocument.Kind.xib.documentType: kind = .xib
    default:
      throw InterfaceBuilderError(
        message: "not an iOS storyboard or xib (document type \"\(type)\")", at: root.position)
    }
    document = IBDocument(kind: kind)
    roles = Array(repeating: .unread, count: tree.elements.count)
    enclosingView = Array(repeating: nil, count: tree.elements.count)
    enclosingController = Array(repeating: nil, count: tree.elements.count)
    enclosingScene = Array(repeating: nil, count: tree.elements.count)
    roles[tree.root] = .document
    try readDocumentAttributes(root)
  }

  // MARK: - Notes

  mutating func note(_ kind: IBNote.Kind, at position: SourcePosition) {
    if let existing = noteCounts[kind] {
      noteCounts[kind] = (existing.count + 1, existing.first)
    } else {
      noteCounts[kind] = (1, position)
      noteOrder.append(kind)
    }
  }

  mutating func finishNotes() {
    document.notes = noteOrder.compactMap { kind in
      noteCounts[kind].map { IBNote(kind: kind, count: $0.count, first: $0.first) }
    }
  }

  /// Counts every attribute of `attributes`' element that was not read.
  mutating func noteUnread(_ attributes: Attributes) {
    for (offset, attribute) in attributes.element.attributes.enumerated()
    where !attributes.used[offset] {
      note(.unmodelledAttribute(attribute.name), at: attribute.position)
    }
  }

  // MARK: - Ids

  /// Every `id` (and a scene's `sceneID`) in the file, which must be unique.
  private mutating func collectIDs() throws(InterfaceBuilderError) {
    for element in tree.elements {
      for attribute in element.attributes
      where attribute.name == "id" || attribute.name == "sceneID" {
        if let first = idPositions[attribute.value] {
          throw InterfaceBuilderError(
            message: "duplicate id \"\(attribute.value)\" (first at \(first))",
            at: attribute.position)
        }
        idPositions[attribute.value] = attribute.position
        document.objects[attribute.value] = .other(element.name)
      }
    }
  }

  // MARK: - The forward pass

  private mutating func visit(_ index: Int) throws(InterfaceBuilderError) {
    let element = tree.elements[index]
    guard let parent = element.parent else { return }
    enclosingView[index] = enclosingView[parent]
    enclosingController[index] = enclosingController[parent]
    enclosingScene[index] = enclosingScene[parent]
    let role: Role
    switch roles[parent] {
    case .unread:
      roles[index] = .unread
      return
    case .leaf:
      role = .unread
    case .connections where element.name != "segue":
      role = .unread
    case .document: role = try visitDocumentChild(index)
    case .device:
      if element.name == "adaptation" {
        var attributes = Attributes(element)
        document.device?.adaptation = attributes.string("id")
        noteUnread(attributes)
        role = .leaf
      } else {
        role = .unread
      }
    case .scenes:
      if element.name == "scene" {
        var attributes = Attributes(element)
        let id = try required(&attributes, "sceneID", of: "<scene>")
        document.scenes.append(IBScene(id: id, position: element.position))
        document.objects[id] = .scene(document.scenes.count - 1)
        enclosingScene[index] = document.scenes.count - 1
        noteUnread(attributes)
        role = .scene(document.scenes.count - 1)
      } else {
        role = .unread
      }
    case .scene(let scene):
      role = element.name == "objects" ? .objects(scene: scene) : .unread
    case .objects(let scene): role = try visitObject(index, scene: scene)
    case .viewController(let controller):
      role = try visitControllerChild(index, controller: controller)
    case .view(let view): role = try visitViewChild(index, view: view)
    case .subviews(let view):
      role = try visitView(index, placement: .subview, superview: view)
    case .cells(let view, let prototype):
      if IBViewKind(element: element.name) != nil {
        role = try visitView(index, placement: .cell(prototype: prototype), superview: view)
      } else {
        role = .unread
      }
    case .sections(let view): role = element.name == "tableViewSection" ? .section(view) : .unread
    case .section(let view):
      role = element.name == "cells" ? .cells(view: view, prototype: false) : .unread
    case .constraints(let view):
      role = element.name == "constraint" ? try visitConstraint(index, holder: view) : .unread
    case .constraint(let constraint):
      role =
        element.name == "variation"
        ? try visitVariation(index, owner: .constraint(constraint)) : .unread
    case .controllerGuides(let controller):
      role =
        element.name == "viewControllerLayoutGuide"
        ? try visitControllerGuide(index, controller: controller) : .unread
    case .navigationItem(let owner):
      role = try visitNavigationItemChild(index, owner: owner)
    case .barItems(let list):
      role = try visitBarItem(index, list: list)
    case .barItem(let list, let item):
      role = try visitBarItemChild(index, list: list, item: item)
    case .connections: role = try visitSegue(index)
    case .connectionsHolder: role = element.name == "connections" ? .connections : .unread
    case .variation(let owner, let variation):
      role = try visitVariationChild(index, owner: owner, variation: variation)
    case .mask(let owner, let variation, let subviews):
      role = try visitMaskEntry(index, owner: owner, variation: variation, subviews: subviews)
    case .attributedText(let view):
      if element.name == "fragment" {
        var attributes = Attributes(element)
        if let content = attributes.string("content") { appendText(content, to: view) }
        noteUnread(attributes)
        role = .fragment(view)
      } else {
        role = .unread
      }
    case .fragment(let view):
      if element.name == "string", element[attribute: "key"] == "content" {
        appendText(element.text, to: view)
        role = .leaf
      } else {
        role = .unread
      }
    case .resources: role = try visitResource(index)
    case .designables:
      if element.name == "designable", let name = element[attribute: "name"] {
        role = .designable(name)
      } else {
        role = .unread
      }
    case .designable(let id):
      if element.name == "size", element[attribute: "key"] == "intrinsicContentSize" {
        var attributes = Attributes(element)
        _ = attributes.string("key")
        let size = try readSize(&attributes, of: "the designable \"\(id)\"")
        pendingDesignables.append((id, size, element.position))
        noteUnread(attributes)
        role = .leaf
      } else {
        role = .unread
      }
    }
    roles[index] = role
    if case .unread = role { note(.unmodelledElement(element.name), at: element.position) }
  }

  private mutating func appendText(_ text: String, to view: Int) {
    document.views[view].text = (document.views[view].text ?? "") + text
  }

  // MARK: - Document

  private mutating func readDocumentAttributes(_ root: XMLTree.Element)
    throws(InterfaceBuilderError)
  {
    var attributes = Attributes(root)
    _ = attributes.string("type")
    document.toolsVersion = attributes.string("toolsVersion")
    document.targetRuntime = attributes.string("targetRuntime")
    document.usesAutoLayout = try bool(&attributes, "useAutolayout", of: "<document>") ?? false
    document.usesSafeAreas = try bool(&attributes, "useSafeAreas", of: "<document>") ?? false
    document.usesTraitCollections =
      try bool(&attributes, "useTraitCollections", of: "<document>") ?? false
    document.isLaunchScreen = try bool(&attributes, "launchScreen", of: "<document>") ?? false
    if let id = attributes.string("initialViewController") {
      document.initialViewControllerID = id
    }
    noteUnread(attributes)
  }

  private mutating func visitDocumentChild(_ index: Int) throws(InterfaceBuilderError) -> Role {
    let element = tree.elements[index]
    switch element.name {
    case "device":
      var attributes = Attributes(element)
      let id = try required(&attributes, "id", of: "<device>")
      document.device = IBDocument.Device(
        id: id, orientation: attributes.string("orientation"),
        appearance: attributes.string("appearance"), adaptation: nil, position: element.position)
      noteUnread(attributes)
      return .device
    case "scenes": return .scenes
    case "objects": return .objects(scene: nil)
    case "resources": return .resources
    case "designables": return .designables
    default: return .unread
    }
  }

  private mutating func visitResource(_ index: Int) throws(InterfaceBuilderError) -> Role {
    let element = tree.elements[index]
    guard element.name == "image" else { return .unread }
    var attributes = Attributes(element)
    let name = try required(&attributes, "name", of: "<image>")
    document.imageSizes[name] = try readSize(&attributes, of: "the image \"\(name)\"")
    noteUnread(attributes)
    return .leaf
  }

  // MARK: - Objects

  private mutating func visitObject(_ index: Int, scene: Int?) throws(InterfaceBuilderError)
    -> Role
  {
    let element = tree.elements[index]
    let object: IBTopLevelObject
    let role: Role
    if IBViewControllerKind(element: element.name) != nil
      || element[attribute: "sceneMemberID"] == "viewController"
    {
      role = try visitController(index, scene: scene)
      guard case .viewController(let controller) = role else { return role }
      if let scene, document.scenes[scene].viewController == nil {
        document.scenes[scene].viewController = controller
        return role
      }
      object = .viewController(controller)
    } else if IBViewKind(element: element.name) != nil {
      role = try visitView(index, placement: .topLevel, superview: nil)
      guard case .view(let view) = role else { return role }
      object = .view(view)
    } else if element.name == "placeholder" {
      var attributes = Attributes(element)
      let id = try required(&attributes, "id", of: "<placeholder>")
      _ = attributes.string("sceneMemberID")
      object = .placeholder(
        IBPlaceholder(
          id: id, placeholderIdentifier: attributes.string("placeholderIdentifier"),
          customClass: attributes.string("customClass"), userLabel: attributes.string("userLabel"),
          position: element.position))
      noteUnread(attributes)
      role = .connectionsHolder
    } else {
      var attributes = Attributes(element)
      object = .other(
        element: element.name, id: attributes.string("id"), position: element.position)
      _ = attributes.string("sceneMemberID")
      _ = attributes.string("userLabel")
      noteUnread(attributes)
      role = .connectionsHolder
    }
    if let scene {
      document.scenes[scene].objects.append(object)
    } else {
      document.topLevelObjects.append(object)
    }
    return role
  }
}
