// Interface Builder files as views files: one scene of a storyboard (or one top-level view of a
// xib) turned into a `ViewsFile`, with the bars its containers imply, so that everything that
// reads a views file (json, show, check, diff, the previewer) reads storyboards too
// (DECISIONS.md 57).

import AutoLayout
import InterfaceBuilder
import PhoneLayout
import PhoneTUI

/// A storyboard's or xib's scene, converted.
public struct InterfaceBuilderScene: Sendable {
  /// The scene's views, as a views file would give them.
  public var views: ViewsFile
  /// The bars its containers give it: a navigation controller's bar, a tab bar controller's.
  public var navigationBar: NavigationBarMode
  public var bottomBar: BottomBar
  /// The catalog phone of the document's `<device id>`, if the table knows the id.
  public var deviceName: String?
  /// How the scene is named in lists and reports (its storyboard identifier, class or id).
  public var name: String
  /// Every scene of the file, by that name, in file order.
  public var sceneNames: [String]
  /// A word that picks each of them with `--scene`, in the same order.
  public var sceneKeys: [String]
  /// What the file holds that the conversion does not use: one line each, once per kind with a
  /// count, starting with the file (and where the first is).
  public var notes: [String]
  /// Each view's stored frame in the root view's coordinates (IB's layout on its device), and
  /// whether IB says it is misplaced or ambiguous; by index in `views`.
  public var storedFrames: [Rect?]
  public var isMisplacedOrAmbiguous: [Bool]
  /// The root view's stored size.
  public var rootSize: Size?
  /// The document's `<device orientation>` is landscape.
  public var isLandscape: Bool
  /// The scene is a xib's top-level view (no view controller, no window in IB).
  public var isXib: Bool
  /// `useSafeAreas="YES"`.
  public var usesSafeAreas: Bool
  /// The views a size-class variant does not install (by index in `views`), for each variant.
  public var uninstalled: [SizeClasses: Set<Int>] = [:]
  /// IB previews the root at a freeform size (`freeformSimulatedSizeMetrics`).
  public var isFreeform = false
  /// The simulated metrics of the root view and its controller (IB's preview only).
  public var simulatedMetrics: [IBView.SimulatedMetric] = []
}

public enum InterfaceBuilderViews {
  /// Whether the bytes are an Interface Builder document: `<?xml` (after a byte-order mark or
  /// white space); the reader then refuses any other root or document type.
  public static func isInterfaceBuilder(_ bytes: [UInt8]) -> Bool {
    var head = bytes.prefix(1024)[...]
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
    while let c = head.first, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 {
      head = head.dropFirst()
    }
    // JSON never starts with `<`: whatever does is XML, and the XML reader says what is wrong.
    return head.first == UInt8(ascii: "<")
  }

  static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    var at = haystack.startIndex
    while at + needle.count <= haystack.endIndex {
      if haystack[at..<(at + needle.count)].elementsEqual(needle) { return true }
      at += 1
    }
    return false
  }

  /// The scene `scene` names (or the initial one) of the document in `bytes`, or the one-line
  /// error `file:line:col: what`.
  public static func load(_ bytes: [UInt8], file: String, scene: String?) throws(UsageError)
    -> InterfaceBuilderScene
  {
    guard bytes.count <= ViewsFile.maximumFileBytes else {
      throw UsageError(
        "\(file):1:1: the file is \(bytes.count) bytes; Interface Builder files up to "
          + "\(ViewsFile.maximumFileBytes) bytes are read")
    }
    let document: IBDocument
    do {
      document = try InterfaceBuilderReader.read(bytes)
    } catch {
      throw UsageError(Text.printable("\(file):\(error.line):\(error.column): \(error.message)"))
    }
    return try convert(document, file: file, scene: scene)
  }

  // MARK: - Scenes

  /// A scene the user can pick: a content view controller's root view, or a xib's top-level view.
  struct Candidate {
    var name: String
    /// The words that pick it (`--scene`).
    var keys: [String]
    var rootView: Int
    var viewController: Int?
  }

  static func candidates(_ d: IBDocument) -> [Candidate] {
    var found: [Candidate] = []
    if d.kind == .xib {
      for object in d.topLevelObjects {
        guard case .view(let v) = object else { continue }
        let view = d.views[v]
        let name = view.userLabel ?? view.customClass ?? view.id
        found.append(
          Candidate(
            name: name, keys: [view.id, view.userLabel, view.customClass].compactMap { $0 },
            rootView: v, viewController: nil))
      }
      return found
    }
    for (index, vc) in d.viewControllers.enumerated() {
      guard !vc.kind.isContainer, vc.kind != .storyboardReference, let root = vc.view else {
        continue
      }
      let scene = vc.scene.map { d.scenes[$0].id }
      let name = vc.storyboardIdentifier ?? vc.customClass ?? vc.title ?? scene ?? vc.id
      found.append(
        Candidate(
          name: name,
          keys: [vc.storyboardIdentifier, scene, vc.id, vc.customClass, vc.title, vc.userLabel]
            .compactMap { $0 },
          rootView: root, viewController: index))
    }
    return found
  }

  /// The relationship segues' parent of each controller (a navigation controller's root, a tab
  /// bar controller's tabs), and the pushes (`show`, `push`) into each.
  static func parents(_ d: IBDocument) -> (relationship: [Int: Int], pushedFrom: [Int: Int]) {
    var relationship: [Int: Int] = [:]
    var pushed: [Int: Int] = [:]
    for segue in d.segues {
      guard let destination = segue.destination else { continue }
      if segue.kind == "relationship" {
        if relationship[destination] == nil { relationship[destination] = segue.source }
      } else if segue.kind == "show" || segue.kind == "push" {
        if pushed[destination] == nil, destination != segue.source {
          pushed[destination] = segue.source
        }
      }
    }
    return (relationship, pushed)
  }

  /// The initial controller followed down relationship segues (a tab bar controller's first tab,
  /// a navigation controller's root, a split view's first column) to a content controller.
  static func initialContent(_ d: IBDocument) -> Int? {
    guard var current = d.initialViewController else { return nil }
    var seen: Set<Int> = []
    while d.viewControllers[current].kind.isContainer, seen.insert(current).inserted {
      let children = d.viewControllers[current].segues.compactMap { (s: Int) -> Int? in
        let segue = d.segues[s]
        return segue.kind == "relationship" ? segue.destination : nil
      }
      guard let first = children.first else { return current }
      current = first
    }
    return current
  }

  static func convert(_ d: IBDocument, file: String, scene: String?) throws(UsageError)
    -> InterfaceBuilderScene
  {
    let all = candidates(d)
    guard !all.isEmpty else {
      throw UsageError("\(file):1:1: the document holds no scene with a view")
    }
    let chosen: Candidate
    if let scene {
      guard let match = all.first(where: { $0.keys.contains(scene) }) else {
        throw UsageError(
          "\(file): no scene '\(Text.shown(scene))'; scenes are "
            + all.map(\.name).joined(separator: ", "))
      }
      chosen = match
    } else if let initial = initialContent(d),
      let match = all.first(where: { $0.viewController == initial })
    {
      chosen = match
    } else {
      chosen = all[0]
    }
    return convert(d, file: file, chosen: chosen, all: all)
  }

  /// Every scene of the document, converted (the oracle; `check` over every scene).
  ///
  /// `asPreviewed`: a xib's top-level view has a view controller's margins, as IB previews it
  /// (the oracle), rather than a plain view's 8 points.
  static func convertAll(_ d: IBDocument, file: String, asPreviewed: Bool = false)
    -> [InterfaceBuilderScene]
  {
    let all = candidates(d)
    return all.map { convert(d, file: file, chosen: $0, all: all, asPreviewed: asPreviewed) }
  }

  static func convert(
    _ d: IBDocument, file: String, chosen: Candidate, all: [Candidate], asPreviewed: Bool = false
  ) -> InterfaceBuilderScene {
    // One short line each: where the first is, what, how many.
    var notes = d.notes.filter(\.affectsLayout).map {
      "\(file):\($0.first): \($0.summary) (\($0.count)×)"
    }
    let bars = containerBars(d, chosen.viewController, &notes)
    var converter = Converter(document: d, file: file)
    converter.xibRootMarginsAsGuide = asPreviewed
    let views = converter.views(root: chosen.rootView)
    notes += converter.notes().map { "\(file): \($0)" }
    var deviceName: String?
    if let id = d.device?.id, let known = IBDeviceIDs.device(id: id, toolsBuild: d.toolsBuild) {
      deviceName = known.phones.split(separator: ",").first.map(String.init)
    }
    let rootFrame = d.views[chosen.rootView].frame
    let metrics =
      d.views[chosen.rootView].simulatedMetrics
      + (chosen.viewController.map { d.viewControllers[$0].simulatedMetrics } ?? [])
    var scene = InterfaceBuilderScene(
      views: views, navigationBar: bars.nav, bottomBar: bars.bottom, deviceName: deviceName,
      name: chosen.name, sceneNames: all.map(\.name), sceneKeys: all.map { $0.keys[0] },
      notes: notes,
      storedFrames: converter.stored, isMisplacedOrAmbiguous: converter.flagged,
      rootSize: rootFrame.map { Size(width: $0.width, height: $0.height) },
      isLandscape: d.device?.orientation == "landscape", isXib: chosen.viewController == nil,
      usesSafeAreas: d.usesSafeAreas)
    scene.simulatedMetrics = metrics
    if hasSizeClassVariations(d) {
      for classes in SizeClasses.all {
        var variant = Converter(document: d, file: file)
        variant.xibRootMarginsAsGuide = asPreviewed
        variant.traits = classes
        scene.views.sizeClassVariants[classes] = variant.views(root: chosen.rootView)
        scene.uninstalled[classes] = variant.uninstalled
      }
    }
    scene.isFreeform = metrics.contains { $0.element == "freeformSimulatedSizeMetrics" }
    return scene
  }

  /// Whether a variation on a size class installs or removes anything, or sets a constraint's
  /// constant or a stack's spacing.
  static func hasSizeClassVariations(_ d: IBDocument) -> Bool {
    let all = d.views.flatMap(\.variations) + d.constraints.flatMap(\.variations)
    return all.contains { v in
      !v.traits.isDefault && v.traits.otherConditions.isEmpty
        && (!v.constraintMaskIndices.isEmpty || !v.subviewMaskIndices.isEmpty
          || v.attributes.contains { $0.name == "constant" || $0.name == "spacing" })
    }
  }

  /// The bars the scene's containers give it, walking up relationship segues and pushes.
  static func containerBars(_ d: IBDocument, _ vc: Int?, _ notes: inout [String])
    -> (nav: NavigationBarMode, bottom: BottomBar)
  {
    guard let vc else { return (.none, .none) }
    let (relationship, pushedFrom) = parents(d)
    var nav: NavigationBarMode = .none
    var bottom: BottomBar = .none
    var hidesBottomBar = d.viewControllers[vc].hidesBottomBarWhenPushed
    var current = vc
    var seen: Set<Int> = [vc]
    var navigationFound = false
    while true {
      let next = relationship[current] ?? (navigationFound ? nil : pushedFrom[current])
      guard let parent = next, seen.insert(parent).inserted else { break }
      let controller = d.viewControllers[parent]
      switch controller.kind {
      case .navigationController where !navigationFound:
        navigationFound = true
        if controller.isNavigationBarHidden {
          nav = .none
        } else {
          let mode = d.viewControllers[vc].navigationItem?.largeTitleDisplayMode
          nav = controller.prefersLargeTitles && mode != "never" ? .large : .standard
        }
        if !controller.isToolbarHidden { bottom = .toolbar }
      case .tabBarController:
        if !hidesBottomBar { bottom = .tabBar }
        hidesBottomBar = false
      default:
        break
      }
      current = parent
    }
    return (nav, bottom)
  }

  // MARK: - Views

  struct Converter {
    let document: IBDocument
    let file: String
    var specs: [ViewSpec] = []
    var constraints: [ViewConstraint] = []
    /// Document view index → spec index.
    var index: [Int: Int] = [:]
    var root = 0
    var counts: [String: Int] = [:]
    var order: [String] = []
    var stored: [Rect?] = []
    var flagged: [Bool] = []
    /// A xib's top-level view's margins are the layout margins guide (IB's preview of it as a
    /// view controller's view), unless the file gives its margins.
    var xibRootMarginsAsGuide = false
    /// The size classes the views are converted for (trait variations applied); nil: Any × Any.
    var traits: SizeClasses?
    /// The views not installed under `traits`, by spec index.
    var uninstalled: Set<Int> = []
    /// The constraints to a scroll view's content area's far edges, kept for `contentEdges`.
    var contentEdge: [ContentEdge: [ViewConstraint]] = [:]

    /// Every variation with a mask, in file order.
    let maskHolders: [IBVariation]

    init(document: IBDocument, file: String) {
      self.document = document
      self.file = file
      maskHolders = document.views.flatMap(\.variations).filter {
        !$0.constraintMaskIndices.isEmpty || !$0.subviewMaskIndices.isEmpty
      }
    }

    mutating func note(_ what: String) {
      if counts[what] == nil { order.append(what) }
      counts[what, default: 0] += 1
    }

    func notes() -> [String] {
      order.map { "\($0) (\(counts[$0]!)×)" }
    }

    mutating func views(root: Int) -> ViewsFile {
      self.root = root
      // Depth first, each view after its superview and its earlier siblings' subtrees.
      var stack: [(view: Int, superview: Int?)] = document.subviews(of: root).reversed().map {
        ($0, nil)
      }
      var used: Set<String> = []
      while let (v, parent) = stack.popLast() {
        guard specs.count < ViewsFile.maximumViews else {
          note("views past the \(ViewsFile.maximumViews)th left out")
          continue
        }
        let view = document.views[v]
        let at = specs.count
        index[v] = at
        var name = Self.name(view)
        if used.contains(name) { name += " (\(view.id))" }
        used.insert(name)
        var spec = ViewSpec(
          name: name, placement: .edges(EdgePins()), line: view.position.line,
          column: view.position.column, path: view.id, superview: parent)
        spec.interfaceBuilderID = view.id
        spec.className = view.customClass ?? view.element
        if let stack = view.stack {
          spec.stack = StackSpec(
            axis: stack.axis == .vertical ? .vertical : .horizontal,
            distribution: StackLayout.Distribution(rawValue: stack.distribution.rawValue) ?? .fill,
            alignment: Self.alignment(stack.alignment),
            spacing: stack.spacing,
            isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement,
            arranged: [])
        }
        if let margins = view.layoutMargins {
          spec.layoutMargins = EdgeInsets(
            top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
        }
        spec.intrinsic = intrinsic(view)
        if !isInstalled(view: v) || parent.map({ uninstalled.contains($0) }) == true {
          uninstalled.insert(at)
        }
        if uninstalled.contains(at) {
          // Not in the view tree under these classes: nothing places it, nothing it holds
          // applies (kept so that every variant has the same views).
          spec.placement = .frame(Rect(x: 0, y: 0, width: 0, height: 0))
          spec.intrinsic = nil
        }
        if var stack = spec.stack, let spacing = variationValue(view.variations, "spacing") {
          stack.spacing = spacing
          spec.stack = stack
        }
        specs.append(spec)
        flagged.append(view.isMisplaced || view.isAmbiguous)
        if let f = view.frame, parent == nil || stored[parent!] != nil {
          let origin = parent.flatMap { stored[$0] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
          stored.append(
            Rect(x: origin.x + f.x, y: origin.y + f.y, width: f.width, height: f.height))
        } else {
          stored.append(nil)
        }
        if let parent, specs[parent].stack != nil, !uninstalled.contains(at) {
          specs[parent].stack!.arranged.append(at)
        }
        if view.kind == .tableView || view.kind == .collectionView {
          let cells = view.children.filter {
            if case .cell = document.views[$0].placement { return true }
            return false
          }
          if !cells.isEmpty { note("cells of table and collection views not laid out") }
        }
        stack.append(contentsOf: document.subviews(of: v).reversed().map { ($0, at) })
      }
      // Frames and autoresizing for the views that translate them (a `fixedFrame` view too:
      // IB builds it with its autoresizing mask, whatever the flag says); then the constraints.
      for (v, at) in index.sorted(by: { $0.value < $1.value }) {
        let view = document.views[v]
        if view.translatesAutoresizingMaskIntoConstraints || view.hasFixedFrame, !isArranged(at),
          !uninstalled.contains(at)
        {
          autoresizing(view, at)
        }
      }
      var held: [Int] = document.views[root].constraints
      for v in index.keys.sorted() { held += document.views[v].constraints }
      for c in held.sorted() where isInstalled(constraint: c) {
        var made = document.constraints[c]
        guard !touchesUninstalled(made) else { continue }
        if let constant = variationValue(made.variations, "constant") { made.constant = constant }
        constraint(made)
      }
      contentEdges()
      return ViewsFile(file: file, views: specs, constraints: constraints)
    }

    // MARK: Trait variations

    /// Whether a variation's key holds under `traits`: `default` always (it is Any × Any, the
    /// least specific); a size-class key when each class it names is the layout's; a key on
    /// another trait never (noted by the reader).
    func holds(_ t: IBVariation.Traits) -> Bool {
      if t.isDefault { return true }
      guard t.otherConditions.isEmpty, let traits else { return false }
      if let w = t.widthClass, w.rawValue != traits.horizontal.rawValue { return false }
      if let h = t.heightClass, h.rawValue != traits.vertical.rawValue { return false }
      return true
    }

    /// How specific a key is: default 0, one class 1, both 2 (the more specific decides).
    static func specificity(_ t: IBVariation.Traits) -> Int {
      t.isDefault ? 0 : (t.widthClass == nil ? 0 : 1) + (t.heightClass == nil ? 0 : 1)
    }

    /// The variations that hold, least specific first (file order among equals).
    func holding(_ variations: [IBVariation]) -> [IBVariation] {
      variations.filter { holds($0.traits) }.enumerated().sorted {
        (Self.specificity($0.element.traits), $0.offset)
          < (Self.specificity($1.element.traits), $1.offset)
      }.map(\.element)
    }

    /// A number attribute the variations that hold set (`constant`, `spacing`), the most
    /// specific's.
    func variationValue(_ variations: [IBVariation], _ name: String) -> Double? {
      var value: Double?
      for v in holding(variations) {
        if let text = v.attributes.last(where: { $0.name == name })?.value, let n = Double(text) {
          value = n
        }
      }
      return value
    }

    /// Installed unless a mask that holds excludes it (the most specific decides).
    func isInstalled(constraint c: Int) -> Bool {
      guard !maskHolders.isEmpty else { return true }
      var installed = true
      for v in holding(maskHolders) {
        for entry in v.constraintMaskIndices where entry.constraint == c {
          installed = entry.isIncluded
        }
      }
      return installed
    }

    func isInstalled(view: Int) -> Bool {
      guard !maskHolders.isEmpty else { return true }
      var installed = true
      for v in holding(maskHolders) {
        for entry in v.subviewMaskIndices where entry.view == view { installed = entry.isIncluded }
      }
      return installed
    }

    func touchesUninstalled(_ c: IBConstraint) -> Bool {
      func out(_ item: IBItem?) -> Bool {
        switch item {
        case .view(let v)?: index[v].map { uninstalled.contains($0) } ?? false
        case .layoutGuide(let g)?:
          if case .view(let owner) = document.layoutGuides[g].owner {
            index[owner].map { uninstalled.contains($0) } ?? false
          } else {
            false
          }
        case nil: false
        }
      }
      return out(c.firstItem) || out(c.secondItem)
    }

    func isArranged(_ at: Int) -> Bool {
      guard let parent = specs[at].superview else { return false }
      return specs[parent].stack != nil
    }

    static func name(_ view: IBView) -> String {
      if let label = view.userLabel, !label.isEmpty { return label }
      if let words = view.title ?? view.text ?? view.placeholderText, !words.isEmpty {
        let short = words.count > 24 ? String(words.prefix(23)) + "…" : words
        return "\(view.element) '\(short)'"
      }
      if let custom = view.customClass { return "\(custom) \(view.id)" }
      return view.id.isEmpty ? view.element : view.id
    }

    static func alignment(_ a: IBView.Stack.Alignment) -> StackLayout.Alignment {
      switch a {
      case .fill: .fill
      case .leading: .leading
      case .top: .top
      case .center: .center
      case .trailing: .trailing
      case .bottom: .bottom
      case .firstBaseline, .lastBaseline, .baseline: .center
      }
    }

    /// IB stores no intrinsic size: the stored frame's size stands in for controls, labels and
    /// images (an estimate), or IB's placeholder intrinsic size.
    mutating func intrinsic(_ view: IBView) -> IntrinsicSize? {
      let sized: Set<IBViewKind> = [
        .label, .button, .imageView, .textField, .activityIndicatorView, .switch, .slider,
        .stepper, .segmentedControl, .pageControl, .progressView, .datePicker, .searchBar,
      ]
      var width: Double?
      var height: Double?
      if sized.contains(view.kind), let frame = view.frame {
        width = frame.width
        height = frame.height
        note("intrinsic sizes estimated from the stored frame")
      } else if view.kind == .view, view.customClass != nil,
        view.children.isEmpty, view.constraints.isEmpty,
        let frame = view.frame
      {
        // A custom view with nothing inside it and no size of its own that IB does not call
        // ambiguous: IB knew its intrinsic size (a designable's), which only the frame keeps.
        width = frame.width
        height = frame.height
        note("custom views' intrinsic sizes estimated from the stored frame")
      }
      if view.kind == .slider || view.kind == .progressView || view.kind == .textField {
        width = nil
      }
      if let size = view.designableIntrinsicSize {
        width = size.width < 0 ? nil : size.width
        height = size.height < 0 ? nil : size.height
      }
      switch view.placeholderIntrinsicWidth {
      case .points(let w): width = w
      case .none?: width = nil
      case nil: break
      }
      switch view.placeholderIntrinsicHeight {
      case .points(let h): height = h
      case .none?: height = nil
      case nil: break
      }
      guard width != nil || height != nil else { return nil }
      return IntrinsicSize(
        width: width, height: height,
        hugging: AxisPriority(
          horizontal: view.horizontalHuggingPriority, vertical: view.verticalHuggingPriority),
        compressionResistance: AxisPriority(
          horizontal: view.horizontalCompressionResistancePriority,
          vertical: view.verticalCompressionResistancePriority))
    }

    func item(_ at: Int?) -> ViewConstraint.Item {
      at.map { .view($0) } ?? .root
    }

    /// The constraints UIKit makes from an autoresizing mask, against the superview's stored
    /// size (`translatesAutoresizingMaskIntoConstraints`).
    mutating func autoresizing(_ view: IBView, _ at: Int) {
      guard let frame = view.frame else {
        note("views without a stored frame left to their constraints")
        return
      }
      let parent = specs[at].superview
      let parentView = parent.flatMap { p in index.first { $0.value == p }?.key } ?? root
      guard let outer = document.views[parentView].frame else { return }
      let mask = view.autoresizingMask
      func add(
        _ a: LayoutAttribute, _ second: LayoutAttribute?, _ constant: Double,
        multiplier: Double = 1
      ) {
        constraints.append(
          ViewConstraint(
            first: .view(at), firstAttribute: a, relation: .equal,
            second: second.map { _ in item(parent) }, secondAttribute: second,
            multiplier: second == nil ? 1 : multiplier, constant: constant,
            text: "\(specs[at].name).\(a.rawValue) (autoresizing mask)",
            line: view.position.line, column: view.position.column, path: view.id))
      }
      let right = outer.width - frame.x - frame.width
      let bottom = outer.height - frame.y - frame.height
      axis(
        minFlexible: mask.contains(.flexibleMinX), sizeFlexible: mask.contains(.widthSizable),
        maxFlexible: mask.contains(.flexibleMaxX), start: frame.x, size: frame.width, end: right,
        outer: outer.width, attributes: (.left, .width, .right, .centerX), add)
      axis(
        minFlexible: mask.contains(.flexibleMinY), sizeFlexible: mask.contains(.heightSizable),
        maxFlexible: mask.contains(.flexibleMaxY), start: frame.y, size: frame.height, end: bottom,
        outer: outer.height, attributes: (.top, .height, .bottom, .centerY), add)
    }

    // swift-format-ignore
    func axis(
      minFlexible: Bool, sizeFlexible: Bool, maxFlexible: Bool, start: Double, size: Double,
      end: Double, outer: Double,
      attributes a: (min: LayoutAttribute, size: LayoutAttribute, max: LayoutAttribute,
        center: LayoutAttribute),
      _ add: (LayoutAttribute, LayoutAttribute?, Double, Double) -> Void
    ) {
      switch (minFlexible, sizeFlexible, maxFlexible) {
      case (false, false, _):
        add(a.min, a.min, start, 1)
        add(a.size, nil, size, 1)
      case (true, false, false):
        add(a.max, a.max, -end, 1)
        add(a.size, nil, size, 1)
      case (true, false, true):
        // Both margins grow in proportion: the centre keeps its share of the superview.
        let share = outer > 0 ? (start + size / 2) / (outer / 2) : 1
        add(a.center, a.center, 0, share)
        add(a.size, nil, size, 1)
      case (false, true, false):
        add(a.min, a.min, start, 1)
        add(a.max, a.max, -end, 1)
      case (_, true, _):
        // A flexible size with a flexible margin: the size keeps its share.
        let share = outer > 0 ? size / outer : 1
        if minFlexible { add(a.max, a.max, -end, 1) } else { add(a.min, a.min, start, 1) }
        add(a.size, a.size, 0, share)
      }
    }

    /// One IB constraint in the views file's terms: root guides for the root's safe area, layout
    /// margins and pre-iOS 11 layout guides; a subview's margins as its edges inset by its margins.
    mutating func constraint(_ c: IBConstraint) {
      guard !c.isPlaceholder else { return }
      let content = scrollContent(c)
      if content == .size {
        note("constraints on a scroll view's content size left out")
        return
      }
      guard
        let first = resolve(c.firstItem, c.firstAttribute),
        let firstAttribute = first.attribute
      else { return }
      var second: (item: ViewConstraint.Item, attribute: LayoutAttribute?, offset: Double)?
      if let item = c.secondItem, let attribute = c.secondAttribute {
        guard let resolved = resolve(item, attribute) else { return }
        second = resolved
      }
      if second == nil, !firstAttribute.isSize {
        note("position constraints without a second item left out")
        return
      }
      let ours: (ViewConstraint.Item) -> Bool = {
        if case .view = $0 { return true }
        return false
      }
      guard ours(first.item) || (second.map { ours($0.item) } ?? false) else { return }
      // first.attr + f  R  m × (second.attr + s) + c
      let constant = (c.multiplier * (second?.offset ?? 0)) + c.constant - first.offset
      let relation: ViewConstraint.Relation =
        switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
      let made = ViewConstraint(
        first: first.item, firstAttribute: firstAttribute, relation: relation,
        second: second?.item, secondAttribute: second?.attribute,
        multiplier: second == nil ? 1 : c.multiplier, constant: constant,
        priority: min(1000, max(1, c.priority)), text: text(c),
        line: c.position.line, column: c.position.column, path: c.id)
      if case .edge(let scroll, let edge) = content, let at = index[scroll] {
        contentEdge[ContentEdge(scroll: at, edge: edge), default: []].append(made)
      } else {
        constraints.append(made)
      }
    }

    /// A scroll view's content area's bottom or trailing edge, by the scroll view's spec index.
    struct ContentEdge: Hashable {
      var scroll: Int
      var edge: LayoutAttribute
    }

    /// The far edges of the content areas are free (they make the content size), so the
    /// constraints to one edge only relate the views they hold: each becomes one to the first
    /// required equality's view (`X.x R S.e + k` and `Y.y == S.e + k0` give `X.x R Y.y + k - k0`);
    /// with no such equality they are left out.
    mutating func contentEdges() {
      for key in contentEdge.keys.sorted(by: {
        ($0.scroll, $0.edge.rawValue) < ($1.scroll, $1.edge.rawValue)
      }) {
        // Each as `X.x - S.e R k` (S the scroll view).
        var forms:
          [(
            c: ViewConstraint, item: ViewConstraint.Item, a: LayoutAttribute,
            relation: ViewConstraint.Relation, k: Double
          )] = []
        for c in contentEdge[key]! {
          guard c.multiplier == 1, let second = c.second, let sa = c.secondAttribute else {
            continue
          }
          if second == .view(key.scroll), sa == key.edge {
            forms.append((c, c.first, c.firstAttribute, c.relation, c.constant))
          } else if c.first == .view(key.scroll), c.firstAttribute == key.edge {
            let flipped: ViewConstraint.Relation =
              switch c.relation {
              case .equal: .equal
              case .lessThanOrEqual: .greaterThanOrEqual
              case .greaterThanOrEqual: .lessThanOrEqual
              }
            forms.append((c, second, sa, flipped, -c.constant))
          }
        }
        guard let r = forms.firstIndex(where: { $0.relation == .equal && $0.c.priority == 1000 })
        else {
          for _ in forms { note("constraints on a scroll view's content size left out") }
          continue
        }
        let reference = forms[r]
        for (i, f) in forms.enumerated() where i != r {
          var c = f.c
          c.first = f.item
          c.firstAttribute = f.a
          c.relation = f.relation
          c.second = reference.item
          c.secondAttribute = reference.a
          c.multiplier = 1
          c.constant = f.k - reference.k
          constraints.append(c)
        }
      }
    }

    func text(_ c: IBConstraint) -> String {
      func name(_ item: IBItem?) -> String {
        switch item {
        case .view(let v)?:
          if v == root { return "superview" }
          return index[v].map { specs[$0].name } ?? document.views[v].id
        case .layoutGuide(let g)?:
          switch document.layoutGuides[g].kind {
          case .safeArea: return "safeArea"
          case .top: return "topLayoutGuide"
          case .bottom: return "bottomLayoutGuide"
          default: return document.layoutGuides[g].id
          }
        case nil: return ""
        }
      }
      var t = "\(name(c.firstItem)).\(c.firstAttribute) \(c.relation.symbol) "
      if let second = c.secondAttribute {
        t += "\(name(c.secondItem)).\(second)"
        if c.multiplier != 1 { t += " × \(ScreenLayout.number(c.multiplier))" }
        if c.constant != 0 {
          t += (c.constant < 0 ? " - " : " + ") + ScreenLayout.number(abs(c.constant))
        }
      } else {
        t += ScreenLayout.number(c.constant)
      }
      if c.priority != 1000 { t += " @\(ScreenLayout.number(c.priority))" }
      return t
    }

    enum ScrollContent: Equatable {
      /// The scroll view's (a document view index) content area's far `edge`.
      case edge(scroll: Int, edge: LayoutAttribute)
      /// Its content guide's size or centre: the content size, left out.
      case size
    }

    /// Whether `c` names a scroll view's content area's far edge, or its content guide's size.
    ///
    /// The far edges (bottom, trailing: the scroll view's seen from a direct subview, or its
    /// `contentLayoutGuide`'s) give the content size, not a frame. Its top and leading edges are the scroll view's at offset zero; its
    /// width, height and centres (seen from a subview), and its `frameLayoutGuide`, are the
    /// scroll view's frame.
    func scrollContent(_ c: IBConstraint) -> ScrollContent? {
      func far(_ a: IBLayoutAttribute) -> LayoutAttribute? {
        switch a {
        case .bottom, .bottomMargin: .bottom
        case .trailing, .trailingMargin: .trailing
        case .right, .rightMargin: .right
        default: nil
        }
      }
      func content(_ item: IBItem?, _ a: IBLayoutAttribute?, other: IBItem?) -> ScrollContent? {
        guard let item, let a else { return nil }
        switch item {
        case .view(let s):
          guard document.views[s].kind == .scrollView, case .view(let v)? = other,
            document.views[v].superview == s, let edge = far(a)
          else { return nil }
          return .edge(scroll: s, edge: edge)
        case .layoutGuide(let g):
          let guide = document.layoutGuides[g]
          guard guide.kind == .content, case .view(let s) = guide.owner else { return nil }
          if [.top, .leading, .left].contains(a) { return nil }
          return far(a).map { .edge(scroll: s, edge: $0) } ?? .size
        }
      }
      return content(c.firstItem, c.firstAttribute, other: c.secondItem)
        ?? content(c.secondItem, c.secondAttribute, other: c.firstItem)
    }

    /// An IB item and attribute as a views-file item and attribute, with the points to add to
    /// the attribute (a margin's inset); nil when it cannot be expressed.
    mutating func resolve(_ item: IBItem, _ attribute: IBLayoutAttribute)
      -> (item: ViewConstraint.Item, attribute: LayoutAttribute?, offset: Double)?
    {
      guard let (base, margin) = Self.base(attribute) else {
        if attribute.isBaseline {
          note("baseline constraints left out (they need the font's metrics)")
        } else {
          note("constraints on '\(attribute)' left out")
        }
        return nil
      }
      switch item {
      case .view(let v):
        let eight = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        if v == root {
          // A controller's root view has the system's margins (the guide); a xib's top-level
          // view is a plain view, 8 on each edge unless the file says otherwise.
          guard margin else { return (.root, base, 0) }
          guard document.views[root].viewController == nil,
            !xibRootMarginsAsGuide || document.views[root].layoutMargins != nil
          else {
            return (.guide(.layoutMargins), base, 0)
          }
          let m = document.views[root].layoutMargins.map {
            EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)
          }
          return (.root, base, Self.offset(base, m ?? eight))
        }
        guard let at = index[v] else {
          note("constraints to views outside the scene left out")
          return nil
        }
        guard margin else { return (.view(at), base, 0) }
        return (.view(at), base, Self.offset(base, specs[at].layoutMargins ?? eight))
      case .layoutGuide(let g):
        let guide = document.layoutGuides[g]
        switch guide.kind {
        case .safeArea:
          if case .view(let owner) = guide.owner, owner != root {
            note("constraints to a subview's safe area taken as its edges (an estimate)")
            guard let at = index[owner] else { return nil }
            return (.view(at), base, 0)
          }
          return (.guide(.safeArea), base, 0)
        case .layoutMargins: return (.guide(.layoutMargins), base, 0)
        case .readableContent: return (.guide(.readableContent), base, 0)
        case .keyboard: return (.guide(.keyboard), base, 0)
        case .content, .frame:
          // Its content guide's top and leading edges (the rest give the content size), or
          // its frame guide: the scroll view's own.
          guard case .view(let owner) = guide.owner, let at = index[owner] else { return nil }
          return (.view(at), base, 0)
        case .top:
          // The top layout guide's bottom is the safe area's top; its top is the view's.
          return base == .bottom ? (.guide(.safeArea), .top, 0) : (.root, .top, 0)
        case .bottom:
          return base == .top ? (.guide(.safeArea), .bottom, 0) : (.root, .bottom, 0)
        default:
          note("constraints to '\(guide.element)' guides left out")
          return nil
        }
      }
    }

    /// The points a margin attribute adds to the edge attribute `base`.
    static func offset(_ base: LayoutAttribute, _ m: EdgeInsets) -> Double {
      switch base {
      case .top: m.top
      case .bottom: -m.bottom
      case .left, .leading: m.left
      case .right, .trailing: -m.right
      case .centerX: (m.left - m.right) / 2
      case .centerY: (m.top - m.bottom) / 2
      case .width, .height: 0
      }
    }

    static func base(_ a: IBLayoutAttribute) -> (LayoutAttribute, Bool)? {
      switch a {
      case .left: (.left, false)
      case .right: (.right, false)
      case .top: (.top, false)
      case .bottom: (.bottom, false)
      case .leading: (.leading, false)
      case .trailing: (.trailing, false)
      case .width: (.width, false)
      case .height: (.height, false)
      case .centerX: (.centerX, false)
      case .centerY: (.centerY, false)
      case .leftMargin: (.left, true)
      case .rightMargin: (.right, true)
      case .topMargin: (.top, true)
      case .bottomMargin: (.bottom, true)
      case .leadingMargin: (.leading, true)
      case .trailingMargin: (.trailing, true)
      case .centerXWithinMargins: (.centerX, true)
      case .centerYWithinMargins: (.centerY, true)
      case .lastBaseline, .firstBaseline, .unmodelled: nil
      }
    }
  }
}

extension IBRelation {
  var symbol: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}
