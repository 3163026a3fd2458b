// The eight real storyboards and xibs of the shared real inputs (see their README), read where they
// are through TestSupport's SharedInputs.
//
// The expected counts were made independently of the reader, with Python's xml.etree on each
// file (and `grep -c` where a count is one element's occurrences):
//   scenes: `len(root.findall('.//scene'))`;
//   controllers: children of an <objects> whose tag is a view controller element (viewController,
//     tableViewController, collectionViewController, navigationController, tabBarController,
//     splitViewController, pageViewController, hostingController, viewControllerPlaceholder…);
//   views: elements whose parent is <subviews> or whose tag is a UIKit view element (view, label,
//     button, imageView, …, tableViewCell, tableViewCellContentView, navigationBar, toolbar,
//     tabBar);
//   framed views: elements with a direct <rect key="frame"> child;
//   constraints: <constraint> under <constraints> (`grep -c '<constraint '`);
//   safe-area guides: `.//viewLayoutGuide[@key='safeArea']`; controller guides:
//     `<viewControllerLayoutGuide` (grep -c);
//   misplaced / ambiguous: `grep -c 'misplaced="YES"'` / `'ambiguous="YES"'`;
//   segues: <segue> whose parent is <connections>;
//   safe-area constraints: constraints whose firstItem or secondItem is a safe-area guide's id;
//   firstItem left out / constants: constraints without a firstItem / without a secondItem
//     attribute; outlets: `grep -c '<outlet '`; images: `grep -c '<image name='`.
// The same script agreed with the reader on all ten counts for 698 more iOS Interface Builder
// files from 24 public repositories (not kept in the project).

import InterfaceBuilder
import TestSupport
import Testing

private struct Expected: CustomTestStringConvertible, Sendable {
  var file: String
  var kind: IBDocument.Kind
  var device: String
  var toolsVersion: String
  var scenes: Int
  var controllers: Int
  var views: Int
  var framedViews: Int
  var constraints: Int
  var safeAreaGuides: Int
  var controllerGuides: Int
  var misplaced: Int
  var ambiguous: Int
  var segues: Int
  var safeAreaConstraints: Int
  var firstItemLeftOut: Int
  var constants: Int
  var outlets: Int
  var images: Int

  var testDescription: String { file }
}

private let expectations: [Expected] = [
  Expected(
    file: "duckduckgo-iOS--Main.storyboard", kind: .storyboard, device: "retina6_1",
    toolsVersion: "22154", scenes: 1, controllers: 1, views: 12, framedViews: 12, constraints: 42,
    safeAreaGuides: 1, controllerGuides: 0, misplaced: 0, ambiguous: 0, segues: 0,
    safeAreaConstraints: 7, firstItemLeftOut: 9, constants: 6, outlets: 22, images: 7),
  Expected(
    file: "NetNewsWire--iOS-Main.storyboard", kind: .storyboard, device: "retina6_3",
    toolsVersion: "24506", scenes: 6, controllers: 6, views: 32, framedViews: 32, constraints: 78,
    safeAreaGuides: 7, controllerGuides: 0, misplaced: 0, ambiguous: 2, segues: 3,
    safeAreaConstraints: 23, firstItemLeftOut: 22, constants: 14, outlets: 36, images: 13),
  Expected(
    file: "element-ios--CallViewController.xib", kind: .xib, device: "retina4_7",
    toolsVersion: "18122", scenes: 0, controllers: 0, views: 42, framedViews: 42,
    constraints: 117, safeAreaGuides: 1, controllerGuides: 0, misplaced: 0, ambiguous: 0,
    segues: 0, safeAreaConstraints: 13, firstItemLeftOut: 63, constants: 34, outlets: 33,
    images: 10),
  Expected(
    file: "IQKeyboardManager--TestCases.storyboard", kind: .storyboard, device: "retina6_12",
    toolsVersion: "23077.2", scenes: 6, controllers: 6, views: 30, framedViews: 30,
    constraints: 52, safeAreaGuides: 6, controllerGuides: 0, misplaced: 0, ambiguous: 0,
    segues: 0, safeAreaConstraints: 18, firstItemLeftOut: 11, constants: 2, outlets: 7, images: 1),
  Expected(
    file: "XLPagerTabStrip--Storyboard.storyboard", kind: .storyboard, device: "retina4_7",
    toolsVersion: "14460.31", scenes: 21, controllers: 21, views: 65, framedViews: 61,
    constraints: 89, safeAreaGuides: 0, controllerGuides: 22, misplaced: 0, ambiguous: 0,
    segues: 20, safeAreaConstraints: 0, firstItemLeftOut: 33, constants: 10, outlets: 19,
    images: 6),
  Expected(
    file: "home-assistant-iOS--Onboarding.storyboard", kind: .storyboard, device: "retina4_7",
    toolsVersion: "19162", scenes: 8, controllers: 8, views: 62, framedViews: 61,
    constraints: 103, safeAreaGuides: 8, controllerGuides: 0, misplaced: 0, ambiguous: 0,
    segues: 11, safeAreaConstraints: 50, firstItemLeftOut: 31, constants: 25, outlets: 32,
    images: 0),
  Expected(
    file: "SwiftMessages--MessageView.xib", kind: .xib, device: "retina6_1",
    toolsVersion: "17156", scenes: 0, controllers: 0, views: 8, framedViews: 8, constraints: 4,
    safeAreaGuides: 0, controllerGuides: 0, misplaced: 0, ambiguous: 0, segues: 0,
    safeAreaConstraints: 0, firstItemLeftOut: 2, constants: 0, outlets: 5, images: 1),
  Expected(
    file: "Hero--CityGuide.storyboard", kind: .storyboard, device: "retina4_7",
    toolsVersion: "11762", scenes: 2, controllers: 2, views: 21, framedViews: 21, constraints: 45,
    safeAreaGuides: 0, controllerGuides: 4, misplaced: 0, ambiguous: 0, segues: 1,
    safeAreaConstraints: 0, firstItemLeftOut: 15, constants: 5, outlets: 12, images: 1),
]

private func document(_ file: String) throws -> IBDocument {
  try InterfaceBuilderReader.read(try SharedInputs.bytes(file))
}

private func index(_ document: IBDocument, view id: String) throws -> Int {
  try #require(document.view(id: id), "no view \(id)")
}

private func view(_ document: IBDocument, _ id: String) throws -> IBView {
  document.views[try index(document, view: id)]
}

private func constraint(_ document: IBDocument, _ id: String) throws -> IBConstraint {
  let found = document.constraints.first { $0.id == id }
  return try #require(found, "no constraint \(id)")
}

private func guide(_ document: IBDocument, _ id: String) throws -> IBItem {
  let found = document.layoutGuides.firstIndex { $0.id == id }
  return .layoutGuide(try #require(found, "no layout guide \(id)"))
}

private func controller(_ document: IBDocument, _ id: String) throws -> IBViewController {
  document.viewControllers[try #require(document.viewController(id: id), "no controller \(id)")]
}

private func noteCount(_ document: IBDocument, _ kind: IBNote.Kind) -> Int {
  document.notes.first { $0.kind == kind }?.count ?? 0
}

@Suite struct RealInputsTests {
  @Test(arguments: expectations)
  fileprivate func countsMatchAnIndependentCount(_ expected: Expected) throws {
    let document = try document(expected.file)
    #expect(document.kind == expected.kind)
    #expect(document.device?.id == expected.device)
    #expect(document.toolsVersion == expected.toolsVersion)
    #expect(document.scenes.count == expected.scenes)
    #expect(document.viewControllers.count == expected.controllers)
    #expect(document.views.count == expected.views)
    #expect(document.views.filter { $0.frame != nil }.count == expected.framedViews)
    #expect(document.constraints.count == expected.constraints)
    #expect(document.layoutGuides.filter { $0.kind == .safeArea }.count == expected.safeAreaGuides)
    let controllerGuides = document.layoutGuides.filter { $0.kind == .top || $0.kind == .bottom }
    #expect(controllerGuides.count == expected.controllerGuides)
    #expect(document.views.filter(\.isMisplaced).count == expected.misplaced)
    #expect(document.views.filter(\.isAmbiguous).count == expected.ambiguous)
    #expect(document.segues.count == expected.segues)
    let safeAreaConstraints = document.constraints.filter { constraint in
      [constraint.firstItem, constraint.secondItem].contains { item in
        guard case .layoutGuide(let guide) = item else { return false }
        return document.layoutGuides[guide].kind == .safeArea
      }
    }
    #expect(safeAreaConstraints.count == expected.safeAreaConstraints)
    #expect(
      document.constraints.filter { !$0.isFirstItemWritten }.count == expected.firstItemLeftOut)
    #expect(document.constraints.filter(\.isConstant).count == expected.constants)
    #expect(noteCount(document, .unmodelledElement("outlet")) == expected.outlets)
    #expect(document.imageSizes.count == expected.images)
    // Every view but a scene's extra objects sits in a controller's tree, a xib's top level, or a
    // parent view; and each scene has its controller.
    #expect(document.scenes.allSatisfy { $0.viewController != nil })
    for (offset, view) in document.views.enumerated() {
      if let superview = view.superview {
        #expect(document.views[superview].children.contains(offset))
      }
    }
  }

  /// Each file cut short, or with a byte changed, at seeded random places: read or one line,
  /// never a crash; cut in half, it is always an unexpected end of file.
  @Test(arguments: expectations)
  fileprivate func damagedCopiesFailInOneLine(_ expected: Expected) throws {
    let bytes = try SharedInputs.bytes(expected.file)
    do {
      _ = try InterfaceBuilderReader.read(Array(bytes[..<(bytes.count / 2)]))
      Issue.record("half a file read")
    } catch {
      #expect(error.isXMLSyntax && error.message.hasPrefix("unexpected end of file"))
    }
    var random = XorShift(seed: UInt64(bytes.count))
    for round in 0..<24 {
      var damaged = bytes
      let at = random.below(bytes.count)
      if round % 2 == 0 { damaged.removeSubrange(at...) } else { damaged[at] = random.byte() }
      do {
        _ = try InterfaceBuilderReader.read(damaged)
      } catch {
        #expect(!error.description.contains("\n") && error.line >= 1)
      }
    }
  }

  // MARK: - Hand-checked facts, read off each file

  @Test func duckduckgoMain() throws {
    let document = try document("duckduckgo-iOS--Main.storyboard")
    let main = try controller(document, "C1X-Zd-UbA")
    #expect(document.initialViewController == document.viewController(id: "C1X-Zd-UbA"))
    #expect(
      main.customClass == "MainViewController" && main.storyboardIdentifier == "MainViewController")
    #expect(document.device?.orientation == "portrait" && document.device?.appearance == "light")
    // <extendedEdge key="edgesForExtendedLayout"/> names no edge.
    #expect(main.edgesForExtendedLayout.isEmpty)
    let root = try view(document, "Vxt-xD-aBt")
    #expect(root.frame == IBRect(x: 0, y: 0, width: 414, height: 896))
    #expect(root.autoresizingMask == [.widthSizable, .heightSizable])
    #expect(main.view == document.view(id: "Vxt-xD-aBt"))
    let toolbar = try view(document, "Krm-hA-s9u")
    #expect(toolbar.kind == .toolbar && toolbar.customClass == "HitTestingToolbar")
    #expect(toolbar.frame == IBRect(x: 0, y: 813, width: 414, height: 49))
    #expect(toolbar.barItems.count == 9 && toolbar.barItems[0].title == "Browse Back")
    #expect(toolbar.barItems[1].systemItem == "flexibleSpace")
    // The toolbar's height: 49, and 32 in compact width and height.
    let height = try constraint(document, "ACG-Ld-ZlG")
    #expect(height.holder == document.view(id: "Krm-hA-s9u") && !height.isFirstItemWritten)
    #expect(height.firstAttribute == .height && height.isConstant && height.constant == 49)
    #expect(height.variations.map(\.key) == ["heightClass=compact-widthClass=compact"])
    #expect(height.variations.first?.attributes.map(\.value) == ["32"])
    // The toolbar's bottom on the safe area's.
    let bottom = try constraint(document, "UsQ-i7-pjr")
    #expect(bottom.firstItem == .view(try index(document, view: "Krm-hA-s9u")))
    #expect(bottom.firstAttribute == .bottom && bottom.secondAttribute == .bottom)
    #expect(bottom.secondItem == (try guide(document, "uBn-Md-Q2c")))
    // firstItem left out: the root view holding it.
    let top = try constraint(document, "yOu-69-e3q")
    #expect(top.firstItem == .view(try index(document, view: "Vxt-xD-aBt")))
    #expect(top.secondItem == .view(try index(document, view: "iiL-6e-jxs")))
    #expect(try view(document, "iiL-6e-jxs").userLabel == "Status BG")
    let ratio = try constraint(document, "8Sj-qV-mg4")
    #expect(ratio.multiplier == 1 && ratio.multiplierText == "1:1")
    #expect(ratio.secondItem == ratio.firstItem)
    #expect(try view(document, "KGS-6D-8Qu").image == "Logo")
    #expect(try view(document, "0vw-jR-X6Q").isHidden)
  }

  @Test func netNewsWireMain() throws {
    let document = try document("NetNewsWire--iOS-Main.storyboard")
    let split = try controller(document, "AJQ-jq-uMa")
    #expect(document.initialViewController == document.viewController(id: "AJQ-jq-uMa"))
    #expect(
      split.kind == .splitViewController && split.storyboardIdentifier == "RootSplitViewController")
    #expect(split.extendedLayoutIncludesOpaqueBars)
    let relationships = split.segues.map { document.segues[$0] }
    #expect(
      relationships.map(\.relationship) == [
        "detailViewController", "masterViewController", "supplementaryViewController",
      ])
    #expect(
      relationships.map(\.destination)
        == ["JEX-9P-axG", "6Bn-mF-MPS", "QJM-al-rDe"].map(document.viewController(id:)))
    let search = try view(document, "h1Q-FS-jlg")
    #expect(search.isAmbiguous && search.isHidden && search.customClass == "ArticleSearchBar")
    #expect(
      try view(document, "msG-pz-EKk").isAmbiguous
        && view(document, "msG-pz-EKk").kind == .scrollView)
    #expect(
      document.views.first { $0.id == "svH-Pt-448" }?.frame
        == IBRect(x: 0, y: 0, width: 402, height: 874))
    let collection = try view(document, "7gd-ro-2Jf")
    #expect(collection.kind == .collectionView && collection.placement == .keyed("view"))
    let items = document.viewControllers.compactMap(\.navigationItem)
    #expect(items.contains { $0.id == "mOI-FS-AaM" && $0.largeTitleDisplayMode == "never" })
    // Simulated bars are IB's preview only: recorded and noted (3 of each, grep -c).
    #expect(noteCount(document, .simulatedMetrics("simulatedNavigationBarMetrics")) == 3)
    #expect(noteCount(document, .simulatedMetrics("simulatedToolbarMetrics")) == 3)
    #expect(noteCount(document, .simulatedMetrics("freeformSimulatedSizeMetrics")) == 1)
  }

  @Test func elementCallViewController() throws {
    let document = try document("element-ios--CallViewController.xib")
    #expect(document.kind == .xib && document.scenes.isEmpty && document.usesSafeAreas)
    let views = document.topLevelObjects.compactMap { object -> Int? in
      if case .view(let view) = object { return view }
      return nil
    }
    #expect(views.count == 1)
    let top = try #require(views.first)
    #expect(document.views[top].frame == IBRect(x: 0, y: 0, width: 375, height: 667))
    #expect(document.views[top].placement == .topLevel)
    let equalSpacing = document.views.filter { $0.stack?.distribution == .equalSpacing }
    #expect(equalSpacing.count == 2)
    #expect(document.constraints.filter { $0.relation != .equal }.count == 3)
    #expect(document.constraints.filter { $0.priority != 1000 }.count == 2)
  }

  @Test func iqKeyboardManagerTestCases() throws {
    let document = try document("IQKeyboardManager--TestCases.storyboard")
    #expect(document.initialViewController == nil && document.initialViewControllerID == nil)
    let autofill = try controller(document, "Y6W-OH-hqX")
    #expect(autofill.storyboardIdentifier == "AutofillPasswordViewController")
    #expect(try view(document, "5EZ-qb-Rvc").frame == IBRect(x: 0, y: 0, width: 393, height: 852))
    let stack = try view(document, "4s8-Og-pQg")
    #expect(stack.stack == IBView.Stack(axis: .vertical, spacing: 20))
    #expect(stack.frame == IBRect(x: 20, y: 630, width: 353, height: 88))
    let fields = document.subviews(of: try index(document, view: "4s8-Og-pQg")).map {
      document.views[$0]
    }
    #expect(fields.map(\.placeholderText) == ["Username", "Password"])
    #expect(fields.allSatisfy { $0.kind == .textField && $0.horizontalHuggingPriority == 248 })
    let login = try view(document, "Hdv-V2-Ods")
    #expect(login.title == "Login" && login.frame == IBRect(x: 20, y: 738, width: 353, height: 30))
    // The safe area's bottom 50 below the button's: 852 − 34 − 50 = 768 = 738 + 30.
    let pin = try constraint(document, "A7o-WN-Naa")
    #expect(pin.firstItem == (try guide(document, "vDu-zF-Fre")) && pin.firstAttribute == .bottom)
    #expect(pin.secondItem == .view(try index(document, view: "Hdv-V2-Ods")) && pin.constant == 50)
  }

  @Test func xlPagerTabStripStoryboard() throws {
    let document = try document("XLPagerTabStrip--Storyboard.storyboard")
    let initial = try controller(document, "SCa-L8-uTr")
    #expect(document.initialViewController == document.viewController(id: "SCa-L8-uTr"))
    #expect(initial.kind == .tableViewController)
    let tabs = try controller(document, "ptL-BW-nEP")
    #expect(tabs.kind == .tabBarController && !tabs.automaticallyAdjustsScrollViewInsets)
    // IB stores a tab bar controller's bar at a placeholder frame.
    #expect(try view(document, "Ki8-MR-faU").frame == IBRect(x: 0, y: 0, width: 1000, height: 1000))
    #expect(tabs.tabBar == document.view(id: "Ki8-MR-faU"))
    let tabSegues = tabs.segues.map { document.segues[$0] }
    #expect(
      tabSegues.map(\.id) == ["hNx-yW-oR3", "WG0-Of-C4e", "uoj-hE-05b", "xMr-zV-ubn", "klw-Rc-meT"])
    #expect(tabSegues.allSatisfy { $0.relationship == "viewControllers" })
    #expect(tabSegues[1].destination == document.viewController(id: "g7J-zS-0bu"))
    let segmented = try controller(document, "g7J-zS-0bu")
    #expect(segmented.kind == .navigationController && segmented.tabBarItem?.title == "Segmented")
    #expect(try view(document, "TRx-vY-PeE").frame == IBRect(x: 0, y: 20, width: 375, height: 44))
    #expect(segmented.navigationBar == document.view(id: "TRx-vY-PeE"))
    #expect(
      document.segues[segmented.segues[0]].destination == document.viewController(id: "h8P-u9-NhP"))
    #expect(try controller(document, "UaK-8y-2uY").toolbar == document.view(id: "4QH-2O-KOp"))
    let relationships = document.segues.filter { $0.kind == "relationship" }
    #expect(relationships.count == 13)
    #expect(noteCount(document, .simulatedMetrics("simulatedStatusBarMetrics")) == 6)
    // The pre-iOS 11 guides: two per controller with a view.
    let guides = try #require(
      document.viewControllers.first { $0.id == "h8P-u9-NhP" }?.layoutGuides)
    #expect(guides.map { document.layoutGuides[$0].kind } == [.top, .bottom])
  }

  @Test func homeAssistantOnboarding() throws {
    let document = try document("home-assistant-iOS--Onboarding.storyboard")
    let navigation = try controller(document, "k1J-B5-uSb")
    #expect(document.initialViewController == document.viewController(id: "k1J-B5-uSb"))
    #expect(navigation.kind == .navigationController && navigation.isNavigationBarHidden)
    let bar = try view(document, "ATm-S0-lLd")
    #expect(
      bar.frame == nil && !bar.insetsLayoutMarginsFromSafeArea && bar.isAutoresizingMaskWritten)
    #expect(bar.autoresizingMask == [])
    let root = document.segues[navigation.segues[0]]
    #expect(root.relationship == "rootViewController")
    #expect(root.destination == document.viewController(id: "Cpw-N3-yji"))
    #expect(try controller(document, "Cpw-N3-yji").storyboardIdentifier == "welcome")
    let welcome = try view(document, "FZO-9W-RiW")
    #expect(
      welcome.userLabel == "Welcome View"
        && welcome.frame == IBRect(x: 0, y: 0, width: 375, height: 647))
    let continueButton = try view(document, "N4h-WC-wIw")
    #expect(continueButton.title == "Continue")
    #expect(continueButton.frame == IBRect(x: 160, y: 599, width: 55, height: 28))
    let pin = try constraint(document, "Hbo-CP-wA6")
    #expect(pin.firstItem == (try guide(document, "Dgm-KS-yJa")) && pin.constant == 20)
    #expect(pin.secondItem == .view(try index(document, view: "N4h-WC-wIw")))
    #expect(try constraint(document, "78h-rI-z1F").isStandardSpacing)
    let title = try view(document, "mse-YA-DiV")
    #expect(title.text == "Welcome to Home Assistant Companion!")
    #expect(title.frame == IBRect(x: 95.5, y: 8, width: 184.5, height: 47))
    #expect(
      title.horizontalHuggingPriority == 251 && title.verticalCompressionResistancePriority == 750)
    let cell = try view(document, "WW3-6V-g8b")
    #expect(cell.kind == .tableViewCell && cell.placement == .cell(prototype: true))
    #expect(
      !cell.insetsLayoutMarginsFromSafeArea
        && cell.frame == IBRect(x: 0, y: 44.5, width: 375, height: 50.5))
    let content = try view(document, "7SZ-ee-IAN")
    #expect(
      content.superview == document.view(id: "WW3-6V-g8b")
        && content.placement == .keyed("contentView"))
    #expect(content.frame == IBRect(x: 0, y: 0, width: 349.5, height: 50.5))
  }

  @Test func swiftMessagesMessageView() throws {
    let document = try document("SwiftMessages--MessageView.xib")
    guard document.topLevelObjects.count == 3,
      case .placeholder(let owner) = document.topLevelObjects[0],
      case .placeholder(let responder) = document.topLevelObjects[1],
      case .view(let message) = document.topLevelObjects[2]
    else {
      Issue.record("expected File's Owner, First Responder and the message view")
      return
    }
    #expect(owner.id == "-1" && owner.placeholderIdentifier == "IBFilesOwner")
    #expect(
      responder.placeholderIdentifier == "IBFirstResponder"
        && responder.customClass == "UIResponder")
    #expect(document.views[message].customClass == "MessageView")
    #expect(document.views[message].frame == IBRect(x: 0, y: 0, width: 600, height: 154))
    #expect(document.views[message].simulatedMetrics.map(\.key) == ["simulatedDestinationMetrics"])
    let stack = try view(document, "Nx9-Zd-fca")
    #expect(stack.stack == IBView.Stack(alignment: .center, spacing: 10))
    #expect(stack.variations.first?.traits.widthClass == .regular)
    #expect(stack.variations.first?.attributes.map(\.name) == ["spacing"])
    let icon = try view(document, "1Bu-DY-qZo")
    #expect(icon.text == "\u{1F62C}" && icon.userLabel == "Icon label")
    #expect(
      icon.horizontalHuggingPriority == 252 && icon.horizontalCompressionResistancePriority == 752)
    #expect(icon.frame == IBRect(x: 0, y: 15.5, width: 43, height: 45.5))
    let trailing = try constraint(document, "4sW-g4-sKy")
    #expect(trailing.firstItem == .view(message) && trailing.firstAttribute == .trailingMargin)
    #expect(trailing.secondItem == .view(try index(document, view: "Nx9-Zd-fca")))
    #expect(try constraint(document, "UDP-8w-ZKv").secondAttribute == .topMargin)
    #expect(document.imageSizes["errorIcon"] == IBSize(width: 33, height: 34))
  }

  @Test func heroCityGuide() throws {
    let document = try document("Hero--CityGuide.storyboard")
    #expect(document.initialViewController == document.viewController(id: "Tnf-dk-9EF"))
    #expect(!document.usesSafeAreas && document.toolsBuild == 11762)
    #expect(document.device?.adaptation == "fullscreen")
    let city = try controller(document, "Tnf-dk-9EF")
    #expect(city.customClass == "CityGuideViewController")
    #expect(city.layoutGuides.map { document.layoutGuides[$0].id } == ["w8v-n5-3mO", "NvN-jP-Psy"])
    #expect(try view(document, "kJb-V7-Onr").frame == IBRect(x: 0, y: 0, width: 375, height: 667))
    // A title 64 below the top layout guide's bottom.
    let title = try constraint(document, "qdv-O4-fQ1")
    #expect(
      title.secondItem == (try guide(document, "w8v-n5-3mO")) && title.secondAttribute == .bottom)
    #expect(title.constant == 64 && title.firstAttribute == .top)
    #expect(try constraint(document, "7jb-7j-SvO").secondAttribute == .leadingMargin)
    // The presentation segue starts at a collection view cell of the first scene.
    let segue = try #require(document.segues.first)
    #expect(segue.id == "S1k-xy-pA0" && segue.kind == "presentation")
    #expect(segue.source == document.viewController(id: "Tnf-dk-9EF"))
    #expect(segue.sourceView == document.view(id: "1jz-4R-leo"))
    #expect(segue.destination == document.viewController(id: "zqh-r4-Svz"))
    let cell = try view(document, "1jz-4R-leo")
    #expect(cell.placement == .cell(prototype: true) && cell.customClass == "CityCell")
    #expect(cell.frame == IBRect(x: 24, y: 25, width: 200, height: 298))
  }
}
