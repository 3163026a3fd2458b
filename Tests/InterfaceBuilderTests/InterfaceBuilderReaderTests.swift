// The model on small documents written here: Interface Builder's conventions (a missing firstItem
// is the holder, a missing secondItem a constant, ratios as multipliers, default priorities), the
// defaults for what a file leaves out, layout guides, variations, controllers and segues, notes,
// and every model error as one line with its position. Each expected value comes from the XML
// written in the test and the UIKit default it names, not from the reader's output.

import InterfaceBuilder
import Testing

private func storyboard(_ scenes: String, initial: String? = nil) -> String {
  let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES"\(initialAttribute)>
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// One scene holding a view controller `vc` whose root view `root` holds `content`.
private func scene(
  _ content: String, id: String = "vc", root: String = "root", controller: String = "",
  objects: String = ""
) -> String {
  """
        <scene sceneID="scene-\(id)">
            <objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(root)">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
  \(content)
                    </view>
  \(controller)
                </viewController>
  \(objects)
            </objects>
        </scene>
  """
}

private func read(_ text: String) throws(InterfaceBuilderError) -> IBDocument {
  try InterfaceBuilderReader.read(text)
}

/// The model error reading `text` gives (one line), or a recorded failure when it reads.
private func failure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> InterfaceBuilderError?
{
  do {
    _ = try read(text)
    Issue.record("read without an error", sourceLocation: sourceLocation)
    return nil
  } catch {
    #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
    return error
  }
}

private func view(_ document: IBDocument, _ id: String) throws -> IBView {
  try #require(document.view(id: id).map { document.views[$0] })
}

private func constraint(_ document: IBDocument, _ id: String) throws -> IBConstraint {
  guard case .constraint(let index) = document.objects[id] else {
    throw ExpectedObject(id: id)
  }
  return document.constraints[index]
}

private struct ExpectedObject: Error { var id: String }

private func guide(_ document: IBDocument, _ id: String) throws -> IBLayoutGuide {
  guard case .layoutGuide(let index) = document.objects[id] else { throw ExpectedObject(id: id) }
  return document.layoutGuides[index]
}

private func item(_ document: IBDocument, _ id: String) -> IBItem? {
  switch document.objects[id] {
  case .view(let index): .view(index)
  case .layoutGuide(let index): .layoutGuide(index)
  default: nil
  }
}

@Suite struct InterfaceBuilderReaderTests {
  // MARK: - Documents

  @Test func storyboardAndXibAreRecognisedByTheirType() throws {
    let board = try read(storyboard(""))
    #expect(board.kind == .storyboard)
    #expect(board.toolsVersion == "22154" && board.toolsBuild == 22154)
    #expect(board.targetRuntime == "iOS.CocoaTouch")
    #expect(board.usesAutoLayout && board.usesSafeAreas && board.usesTraitCollections)
    #expect(!board.isLaunchScreen)
    #expect(board.device?.id == "retina6_12" && board.device?.orientation == "portrait")
    #expect(board.device?.appearance == "light" && board.device?.adaptation == nil)
    #expect(board.device?.position == SourcePosition(line: 3, column: 5))
    let xib = try read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <view contentMode="scaleToFill" id="top"><rect key="frame" x="0" y="0" width="320" height="50"/></view>
        </objects>
      </document>
      """)
    #expect(xib.kind == .xib && xib.toolsBuild == 14460)
    #expect(xib.device?.adaptation == "fullscreen")
    #expect(!xib.usesSafeAreas && !xib.usesAutoLayout)
    #expect(xib.topLevelObjects.count == 2)
    guard case .placeholder(let owner) = xib.topLevelObjects[0],
      case .view(let top) = xib.topLevelObjects[1]
    else {
      Issue.record("expected File's Owner, then a view")
      return
    }
    #expect(owner.placeholderIdentifier == "IBFilesOwner" && owner.userLabel == "File's Owner")
    #expect(xib.views[top].placement == .topLevel && xib.views[top].superview == nil)
  }

  @Test func otherDocumentsAreRefusedInOneLine() {
    #expect(
      failure(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#)?.description
        == #"1:1: not an iOS storyboard or xib (document type "com.apple.InterfaceBuilder3.Cocoa.XIB")"#
    )
    #expect(
      failure("<document/>")?.description
        == "1:1: not an iOS storyboard or xib (the <document> has no type)")
    #expect(
      failure("<?xml version=\"1.0\"?>\n<svg width=\"10\"/>")?.description
        == "2:1: not an Interface Builder document (root element <svg>, expected <document>)")
    let syntax = failure("<document")
    #expect(syntax?.isXMLSyntax == true)
  }

  @Test func duplicateIDsAreAnError() {
    let text = storyboard(
      scene(
        """
        <subviews>
            <view id="same"/>
            <label id="same"/>
        </subviews>
        """))
    let error = failure(text)
    #expect(error?.message.hasPrefix("duplicate id \"same\" (first at ") == true)
  }

  // MARK: - Constraints with IB's conventions

  @Test func constraintConventions() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews>
              <button translatesAutoresizingMaskIntoConstraints="NO" id="button">
                  <rect key="frame" x="20" y="760" width="353" height="50"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="50" id="height"/>
                      <constraint firstAttribute="width" secondItem="button" secondAttribute="height" multiplier="16:9" id="ratio"/>
                  </constraints>
              </button>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
              <constraint firstItem="safe" firstAttribute="bottom" secondItem="button" secondAttribute="bottom" constant="8.5" id="bottom"/>
              <constraint firstAttribute="trailingMargin" relation="greaterThanOrEqual" secondItem="button" secondAttribute="trailing" constant="-4" priority="999.5" id="margin"/>
              <constraint firstItem="button" firstAttribute="centerX" relation="lessThanOrEqual" secondItem="root" secondAttribute="centerXWithinMargins" multiplier="0.5" priority="250" id="centre"/>
              <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" multiplier="1/3" placeholder="YES" symbolic="YES" identifier="name" id="third"/>
          </constraints>
          """)))
    let button = try #require(document.view(id: "button"))
    let root = try #require(document.view(id: "root"))
    let safe = try #require(item(document, "safe"))

    let height = try constraint(document, "height")
    // No firstItem: the view holding the <constraints>; no secondItem: a constant.
    #expect(height.holder == button && height.firstItem == .view(button))
    #expect(!height.isFirstItemWritten && height.isConstant && height.secondAttribute == nil)
    #expect(height.firstAttribute == .height && height.constant == 50)
    #expect(height.relation == .equal && height.multiplier == 1 && height.priority == 1000)

    let ratio = try constraint(document, "ratio")
    #expect(ratio.multiplier == 16.0 / 9.0 && ratio.multiplierText == "16:9")
    #expect(ratio.secondItem == .view(button) && ratio.secondAttribute == .height)

    let bottom = try constraint(document, "bottom")
    #expect(bottom.holder == root && bottom.firstItem == safe && bottom.isFirstItemWritten)
    #expect(bottom.secondItem == .view(button) && bottom.constant == 8.5)

    let margin = try constraint(document, "margin")
    #expect(margin.firstItem == .view(root) && margin.firstAttribute == .trailingMargin)
    #expect(margin.firstAttribute.isMargin && !IBLayoutAttribute.trailing.isMargin)
    #expect(margin.relation == .greaterThanOrEqual && margin.constant == -4)
    #expect(margin.priority == 999.5)

    let centre = try constraint(document, "centre")
    #expect(centre.relation == .lessThanOrEqual && centre.multiplier == 0.5)
    #expect(centre.secondAttribute == .centerXWithinMargins && centre.priority == 250)

    let third = try constraint(document, "third")
    #expect(third.multiplier == 1.0 / 3.0)
    #expect(third.isPlaceholder && third.isStandardSpacing && third.identifier == "name")
    #expect(document.views[button].constraints.count == 2)
    #expect(document.views[root].constraints.count == 4)
    #expect(document.notes.contains { $0.kind == .placeholderConstraint && $0.count == 1 })
  }

  @Test func layoutAttributesByTheirIBNames() {
    #expect(IBLayoutAttribute(ibName: "leadingMargin") == .leadingMargin)
    #expect(IBLayoutAttribute(ibName: "topMargin") == .topMargin)
    #expect(IBLayoutAttribute(ibName: "centerYWithinMargins") == .centerYWithinMargins)
    // Files from before iOS 8 write `baseline`, the same attribute as lastBaseline (11).
    #expect(IBLayoutAttribute(ibName: "baseline") == .lastBaseline)
    #expect(IBLayoutAttribute(ibName: "firstBaseline").isBaseline)
    #expect(IBLayoutAttribute(ibName: "notAnAttribute") == .unmodelled("notAnAttribute"))
    #expect(IBLayoutAttribute(ibName: "leadingMargin").description == "leadingMargin")
  }

  @Test func baselinesAndUnknownAttributesAreKeptAndNoted() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews><label id="a"/><label id="b"/></subviews>
          <constraints>
              <constraint firstItem="a" firstAttribute="firstBaseline" secondItem="b" secondAttribute="firstBaseline" id="c1"/>
              <constraint firstItem="a" firstAttribute="baseline" secondItem="b" secondAttribute="baseline" id="c2"/>
              <constraint firstItem="a" firstAttribute="diagonal" secondItem="b" secondAttribute="top" id="c3"/>
          </constraints>
          """)))
    #expect(try constraint(document, "c2").firstAttribute == .lastBaseline)
    #expect(try constraint(document, "c3").firstAttribute == .unmodelled("diagonal"))
    // One note per kind: two baseline constraints (each counted per attribute: four), one unknown.
    let baseline = document.notes.first { $0.kind == .baselineConstraint }
    #expect(baseline?.count == 4 && baseline?.affectsLayout == true)
    #expect(
      document.notes.contains {
        $0.kind == .unmodelledConstraintAttribute("diagonal") && $0.count == 1
      })
  }

  @Test func badConstraintsAreOneLineErrors() {
    func constraints(_ line: String) -> String {
      storyboard(
        scene(
          """
          <subviews><view id="a"/></subviews>
          <constraints>
          \(line)
          </constraints>
          """))
    }
    #expect(
      failure(constraints(#"<constraint firstAttribute="width" multiplier="16:0" id="c"/>"#))?
        .message == #"constraint "c": multiplier "16:0" divides by zero"#)
    #expect(
      failure(constraints(#"<constraint firstAttribute="width" multiplier="wide" id="c"/>"#))?
        .message == #"constraint "c": multiplier "wide" is not a number or a ratio"#)
    #expect(
      failure(constraints(#"<constraint firstAttribute="width" constant="1e999" id="c"/>"#))?
        .message == #"constraint "c": constant "1e999" is not a number"#)
    #expect(
      failure(constraints(#"<constraint firstAttribute="width" constant="inf" id="c"/>"#))?
        .message == #"constraint "c": constant "inf" is not a number"#)
    #expect(
      failure(constraints(#"<constraint firstAttribute="width" priority="0" id="c"/>"#))?
        .message == "constraint \"c\": priority 0 is out of range (1 to 1000)")
    #expect(
      failure(constraints(#"<constraint firstAttribute="width" relation="roughly" id="c"/>"#))?
        .message
        == #"constraint "c": relation "roughly" is not one of equal, greaterThanOrEqual, lessThanOrEqual"#
    )
    #expect(
      failure(constraints(#"<constraint firstAttribute="width" secondItem="a" id="c"/>"#))?
        .message == #"constraint "c" has a secondItem but no secondAttribute"#)
    #expect(
      failure(constraints(#"<constraint secondItem="a" secondAttribute="top" id="c"/>"#))?
        .message == #"constraint "c" has no firstAttribute"#)
    let unknown = failure(
      constraints(#"<constraint firstItem="ghost" firstAttribute="top" id="c"/>"#))
    #expect(
      unknown?.message
        == #"constraint "c": firstItem "ghost" is not in the document, not a view or layout guide"#)
    // The error points at the attribute that names the missing item.
    #expect(unknown?.column == 13)
    #expect(
      failure(
        constraints(
          #"<constraint firstAttribute="top" secondItem="vc" secondAttribute="top" id="c"/>"#)
      )?.message
        == #"constraint "c": secondItem "vc" is a <viewController>, not a view or layout guide"#)
  }

  // MARK: - Views and their defaults

  @Test func viewDefaultsAreUIKitsWhenTheFileSaysNothing() throws {
    let document = try read(storyboard(scene("<subviews><view id=\"plain\"/></subviews>")))
    let plain = try view(document, "plain")
    #expect(plain.kind == .view && plain.placement == .subview)
    #expect(plain.translatesAutoresizingMaskIntoConstraints)
    #expect(plain.autoresizingMask == [] && !plain.isAutoresizingMaskWritten)
    #expect(plain.horizontalHuggingPriority == 250 && plain.verticalHuggingPriority == 250)
    #expect(plain.horizontalCompressionResistancePriority == 750)
    #expect(plain.verticalCompressionResistancePriority == 750)
    #expect(!plain.isMisplaced && !plain.isAmbiguous && !plain.isHidden && plain.alpha == 1)
    #expect(plain.insetsLayoutMarginsFromSafeArea && plain.preservesSuperviewLayoutMargins == nil)
    #expect(plain.frame == nil && plain.stack == nil && plain.layoutMargins == nil)
    let root = try view(document, "root")
    #expect(
      root.autoresizingMask == [.widthSizable, .heightSizable] && root.isAutoresizingMaskWritten)
    #expect(root.placement == .keyed("view") && root.superview == nil)
    #expect(document.viewControllers[0].view == document.view(id: "root"))
  }

  @Test func viewAttributesAsWritten() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews>
              <label hidden="YES" alpha="0.5" clipsSubviews="YES" misplaced="YES" ambiguous="YES" \
          horizontalHuggingPriority="251" verticalHuggingPriority="1000" \
          horizontalCompressionResistancePriority="749.5" verticalCompressionResistancePriority="0" \
          placeholderIntrinsicWidth="120.5" placeholderIntrinsicHeight="infinite" \
          preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" \
          layoutMarginsFollowReadableWidth="YES" fixedFrame="YES" text="Hello" \
          translatesAutoresizingMaskIntoConstraints="NO" userLabel="Greeting" customClass="Fancy" \
          customModule="App" contentMode="left" id="label">
                  <rect key="frame" x="16.5" y="-8" width="200.25" height="21"/>
                  <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                  <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
              </label>
              <textView id="text">
                  <string key="text">Two
          lines</string>
                  <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="8"/>
              </textView>
              <button id="button"><state key="normal" title="Sign In" image="key"/><state key="highlighted" title="Pressed"/></button>
              <textField placeholder="Email" id="field"/>
              <scrollView contentInsetAdjustmentBehavior="never" id="scroll"/>
              <tableView insetsContentViewsToSafeArea="NO" style="insetGrouped" id="table"/>
          </subviews>
          """)))
    let label = try view(document, "label")
    #expect(label.kind == .label && label.text == "Hello" && label.userLabel == "Greeting")
    #expect(
      label.customClass == "Fancy" && label.customModule == "App" && label.contentMode == "left")
    #expect(label.isHidden && label.alpha == 0.5 && label.clipsToBounds)
    #expect(label.isMisplaced && label.isAmbiguous && label.hasFixedFrame)
    #expect(!label.translatesAutoresizingMaskIntoConstraints)
    #expect(label.horizontalHuggingPriority == 251 && label.verticalHuggingPriority == 1000)
    #expect(label.horizontalCompressionResistancePriority == 749.5)
    #expect(label.verticalCompressionResistancePriority == 0)
    #expect(label.placeholderIntrinsicWidth == .points(120.5))
    #expect(label.placeholderIntrinsicHeight == IBView.IntrinsicPlaceholder.none)
    #expect(label.preservesSuperviewLayoutMargins == true && !label.insetsLayoutMarginsFromSafeArea)
    #expect(label.layoutMarginsFollowReadableWidth == true)
    #expect(label.frame == IBRect(x: 16.5, y: -8, width: 200.25, height: 21))
    #expect(label.autoresizingMask == [.flexibleMinX, .flexibleMaxY])
    #expect(
      label.layoutMargins == IBInsets(top: 1, left: 2, bottom: 3, right: 4, isDirectional: false))
    let text = try view(document, "text")
    #expect(text.text == "Two\nlines")
    #expect(
      text.layoutMargins == IBInsets(top: 5, left: 6, bottom: 7, right: 8, isDirectional: true))
    let button = try view(document, "button")
    #expect(button.title == "Sign In" && button.image == "key")
    #expect(document.notes.contains { $0.kind == .unmodelledElement("state") && $0.count == 1 })
    #expect(try view(document, "field").placeholderText == "Email")
    #expect(try view(document, "scroll").contentInsetAdjustmentBehavior == "never")
    let table = try view(document, "table")
    #expect(table.insetsContentViewsToSafeArea == false && table.style == "insetGrouped")
  }

  @Test func badViewAttributesAreOneLineErrors() {
    func subview(_ element: String) -> String {
      storyboard(scene("<subviews>\(element)</subviews>"))
    }
    #expect(
      failure(subview(#"<view hidden="yes" id="v"/>"#))?.message
        == #"<view> "v": hidden must be YES or NO, found "yes""#)
    #expect(
      failure(subview(#"<view horizontalHuggingPriority="1001" id="v"/>"#))?.message
        == "<view> \"v\": horizontalHuggingPriority 1001 is out of range (0 to 1000)")
    #expect(
      failure(subview(#"<view placeholderIntrinsicWidth="wide" id="v"/>"#))?.message
        == #"<view> "v": placeholderIntrinsicWidth "wide" is neither a size nor "infinite""#)
    #expect(
      failure(subview(#"<view id="v"><rect key="frame" x="0" y="0" width="10"/></view>"#))?
        .message == #"<view> "v": the frame has no height"#)
    #expect(
      failure(subview(#"<stackView axis="diagonal" id="s"/>"#))?.message
        == #"<stackView> "s": axis "diagonal" is not horizontal or vertical"#)
    #expect(
      failure(subview(#"<stackView distribution="tight" id="s"/>"#))?.message
        == #"<stackView> "s": distribution "tight" is not one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering"#
    )
  }

  @Test func stackViews() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews>
              <stackView id="plain"/>
              <stackView axis="vertical" distribution="equalSpacing" alignment="firstBaseline" \
          spacing="12.5" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" id="set">
                  <subviews><label id="one"/><button id="two"/></subviews>
                  <variation key="widthClass=regular" spacing="15"/>
              </stackView>
          </subviews>
          """)))
    // UIStackView's defaults: horizontal, fill, fill, 0.
    #expect(try view(document, "plain").stack == IBView.Stack())
    #expect(IBView.Stack().axis == .horizontal && IBView.Stack().spacing == 0)
    let set = try view(document, "set")
    #expect(
      set.stack
        == IBView.Stack(
          axis: .vertical, distribution: .equalSpacing, alignment: .firstBaseline, spacing: 12.5,
          isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true))
    #expect(
      document.subviews(of: try #require(document.view(id: "set"))).map { document.views[$0].id }
        == ["one", "two"])
    #expect(set.variations.count == 1)
    #expect(
      set.variations[0].traits.widthClass == .regular && set.variations[0].traits.heightClass == nil
    )
    #expect(set.variations[0].attributes.map(\.name) == ["spacing"])
    #expect(set.variations[0].attributes.map(\.value) == ["15"])
    #expect(document.notes.contains { $0.kind == .baselineRelativeArrangement })
  }

  @Test func unknownElementsInSubviewsAreGenericViews() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews>
              <lottieView id="anim"><rect key="frame" x="0" y="0" width="10" height="10"/></lottieView>
              <lottieView id="anim2"/>
          </subviews>
          """)))
    let anim = try view(document, "anim")
    #expect(anim.kind == .unknown && anim.element == "lottieView")
    #expect(anim.frame == IBRect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      document.notes.contains { $0.kind == .unknownViewElement("lottieView") && $0.count == 2 })
  }

  @Test func everyKnownViewElementIsAView() throws {
    let elements = IBViewKind.allCases.filter { $0 != .unknown }
    let subviews = elements.enumerated().map { "<\($0.element.rawValue) id=\"k\($0.offset)\"/>" }
    let document = try read(storyboard(scene("<subviews>\(subviews.joined())</subviews>")))
    #expect(try elements.indices.map { try view(document, "k\($0)").kind } == elements)
  }

  @Test func cellsContentViewsAndKeyedViews() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews>
              <tableView id="table">
                  <view key="tableHeaderView" id="header"/>
                  <prototypes>
                      <tableViewCell id="cell">
                          <tableViewCellContentView key="contentView" id="content">
                              <subviews><label id="title"/></subviews>
                          </tableViewCellContentView>
                      </tableViewCell>
                  </prototypes>
                  <sections><tableViewSection id="section"><cells>
                      <tableViewCell id="static"/>
                  </cells></tableViewSection></sections>
              </tableView>
              <collectionView id="grid">
                  <cells><collectionViewCell id="item"><view key="contentView"/></collectionViewCell></cells>
              </collectionView>
              <visualEffectView id="blur"><view key="contentView" id="blurContent"/></visualEffectView>
          </subviews>
          """)))
    let table = try #require(document.view(id: "table"))
    #expect(try view(document, "header").placement == .keyed("tableHeaderView"))
    #expect(try view(document, "cell").placement == .cell(prototype: true))
    #expect(try view(document, "cell").superview == table)
    #expect(try view(document, "static").placement == .cell(prototype: false))
    let cell = try #require(document.view(id: "cell"))
    #expect(try view(document, "content").superview == cell)
    #expect(try view(document, "title").superview == document.view(id: "content"))
    #expect(try view(document, "item").placement == .cell(prototype: true))
    // An old collection view cell's content view has no id: kept, with nothing able to name it.
    let item = try #require(document.view(id: "item"))
    let anonymous = try #require(document.views[item].children.first)
    #expect(document.views[anonymous].id.isEmpty && document.views[anonymous].superview == item)
    #expect(try view(document, "blurContent").placement == .keyed("contentView"))
    // Descendants, depth first in document order, without recursion.
    let names = document.descendants(of: table).map { document.views[$0].id }
    #expect(names == ["header", "cell", "content", "title", "static"])
    #expect(document.subviews(of: table).isEmpty)
  }

  // MARK: - Layout guides

  @Test func layoutGuidesOfViewsAndControllers() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews><scrollView id="scroll">
              <viewLayoutGuide key="contentLayoutGuide" id="content"/>
              <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
          </scrollView></subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <keyboardLayoutGuide key="keyboard" id="keys"/>
          <constraints>
              <constraint firstItem="top" firstAttribute="bottom" secondItem="scroll" secondAttribute="top" id="c"/>
          </constraints>
          """,
          controller: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            """)))
    let root = try #require(document.view(id: "root"))
    let scroll = try #require(document.view(id: "scroll"))
    #expect(try guide(document, "safe").kind == .safeArea)
    #expect(try guide(document, "safe").owner == .view(root))
    #expect(try guide(document, "keys").kind == .keyboard)
    #expect(try guide(document, "content").kind == .content)
    #expect(try guide(document, "frame").owner == .view(scroll))
    #expect(try guide(document, "top").kind == .top && guide(document, "bottom").kind == .bottom)
    #expect(try guide(document, "top").owner == .viewController(0))
    #expect(document.viewControllers[0].layoutGuides.count == 2)
    #expect(
      document.views[root].layoutGuide(.safeArea, in: document)
        == document.layoutGuides.firstIndex { $0.id == "safe" })
    #expect(try constraint(document, "c").firstItem == item(document, "top"))
  }

  // MARK: - Variations

  @Test func variationsAreRecordedAsWritten() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews><view id="a"/><view id="b"/></subviews>
          <constraints>
              <constraint firstAttribute="height" constant="49" id="tall">
                  <variation key="heightClass=compact-widthClass=compact" constant="32"/>
              </constraint>
              <constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="top" id="only"/>
          </constraints>
          <variation key="default">
              <mask key="constraints"><exclude reference="only"/></mask>
          </variation>
          <variation key="heightClass=compact" hidden="YES">
              <mask key="subviews"><exclude reference="b"/></mask>
              <mask key="constraints"><include reference="only"/></mask>
              <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
          </variation>
          <variation key="userInterfaceIdiom=mac"/>
          """)))
    let tall = try constraint(document, "tall")
    #expect(tall.variations.count == 1)
    let compact = tall.variations[0].traits
    #expect(!compact.isDefault && compact.widthClass == .compact && compact.heightClass == .compact)
    #expect(tall.variations[0].attributes.map(\.value) == ["32"])
    let root = try view(document, "root")
    #expect(
      root.variations.map(\.key) == ["default", "heightClass=compact", "userInterfaceIdiom=mac"])
    let only = try #require(document.constraints.firstIndex { $0.id == "only" })
    #expect(root.variations[0].traits.isDefault)
    #expect(root.variations[0].constraintMask.map(\.referenceID) == ["only"])
    #expect(root.variations[0].constraintMaskIndices.map(\.constraint) == [only])
    #expect(root.variations[0].constraintMaskIndices.map(\.isIncluded) == [false])
    let heightCompact = root.variations[1]
    #expect(heightCompact.traits.heightClass == .compact && heightCompact.traits.widthClass == nil)
    #expect(heightCompact.constraintMaskIndices.map(\.isIncluded) == [true])
    #expect(heightCompact.subviewMaskIndices.map(\.view) == [try #require(document.view(id: "b"))])
    #expect(heightCompact.frame == IBRect(x: 0, y: 0, width: 852, height: 393))
    #expect(heightCompact.attributes.map(\.name) == ["hidden"])
    #expect(root.variations[2].traits.otherConditions == ["userInterfaceIdiom=mac"])
    #expect(document.notes.contains { $0.kind == .variationCondition("userInterfaceIdiom=mac") })
  }

  @Test func variationKeys() {
    let both = IBVariation.traits(ofKey: "heightClass=regular-widthClass=compact")
    #expect(
      both?.heightClass == .regular && both?.widthClass == .compact && both?.isDefault == false)
    #expect(IBVariation.traits(ofKey: "default")?.isDefault == true)
    #expect(IBVariation.traits(ofKey: "widthClass") == nil)
    #expect(IBVariation.traits(ofKey: "widthClass=huge")?.otherConditions == ["widthClass=huge"])
    #expect(
      failure(storyboard(scene("<variation key=\"tall\"/>")))?.message
        == #"variation key "tall" is not "default" or trait=value parts joined by '-'"#)
    #expect(
      failure(
        storyboard(
          scene(
            #"<variation key="default"><mask key="constraints"><exclude reference="root"/></mask></variation>"#
          ))
      )?.message == #"variation "default": "root" is a <view>, not a constraint"#)
  }

  // MARK: - Controllers, containers and segues

  @Test func containersTheirBarsAndRelationshipSegues() throws {
    let text = storyboard(
      """
              <scene sceneID="tabs-scene"><objects>
                  <tabBarController id="tabs" sceneMemberID="viewController">
                      <tabBar key="tabBar" id="tabBar"><rect key="frame" x="0" y="0" width="1000" height="1000"/></tabBar>
                      <connections>
                          <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                          <segue destination="second" kind="relationship" relationship="viewControllers" id="s2"/>
                      </connections>
                  </tabBarController>
              </objects></scene>
              <scene sceneID="nav-scene"><objects>
                  <navigationController navigationBarHidden="YES" toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                      <tabBarItem key="tabBarItem" title="Home" image="house" id="item"/>
                      <navigationBar key="navigationBar" largeTitles="YES" id="navBar"/>
                      <toolbar key="toolbar" id="toolbar"/>
                      <connections>
                          <segue destination="login" kind="relationship" relationship="rootViewController" id="s3"/>
                      </connections>
                  </navigationController>
              </objects></scene>
      \(scene(
        #"<subviews><button id="signIn"><connections><segue destination="second" kind="show" identifier="next" id="s4"/></connections></button></subviews>"#,
        id: "login", root: "loginRoot",
        controller: """
          <navigationItem key="navigationItem" title="Sign in" largeTitleDisplayMode="never" id="navItem">
              <barButtonItem key="rightBarButtonItem" title="Help" id="help"/>
          </navigationItem>
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
          <connections><segue destination="exit" kind="unwind" unwindAction="done:" id="s5"/></connections>
          """,
        // The unwind segue goes to the scene's Exit.
        objects: #"<exit id="exit" userLabel="Exit" sceneMemberID="exit"/>"#))
      \(scene("", id: "second", root: "secondRoot"))
      """, initial: "tabs")
    let document = try read(text)
    let tabs = try #require(document.viewController(id: "tabs"))
    let nav = try #require(document.viewController(id: "nav"))
    let login = try #require(document.viewController(id: "login"))
    let second = try #require(document.viewController(id: "second"))
    #expect(document.initialViewController == tabs && document.initialViewControllerID == "tabs")
    #expect(document.viewControllers[tabs].kind == .tabBarController)
    #expect(document.viewControllers[tabs].kind.isContainer)
    #expect(document.viewControllers[tabs].tabBar == document.view(id: "tabBar"))
    let tabSegues = document.viewControllers[tabs].segues.map { document.segues[$0] }
    #expect(tabSegues.map(\.destination) == [nav, second])
    #expect(
      tabSegues.allSatisfy { $0.kind == "relationship" && $0.relationship == "viewControllers" })
    let navigation = document.viewControllers[nav]
    #expect(navigation.isNavigationBarHidden && navigation.prefersLargeTitles)
    #expect(!navigation.isToolbarHidden && navigation.toolbar == document.view(id: "toolbar"))
    #expect(navigation.navigationBar == document.view(id: "navBar"))
    #expect(navigation.tabBarItem?.title == "Home" && navigation.tabBarItem?.image == "house")
    #expect(document.segues[navigation.segues[0]].relationship == "rootViewController")
    #expect(document.segues[navigation.segues[0]].destination == login)
    let loginController = document.viewControllers[login]
    #expect(loginController.navigationItem?.title == "Sign in")
    #expect(loginController.navigationItem?.largeTitleDisplayMode == "never")
    #expect(loginController.navigationItem?.rightItems.map(\.title) == ["Help"])
    #expect(loginController.simulatedMetrics.map(\.element) == ["simulatedNavigationBarMetrics"])
    #expect(
      document.notes.contains { $0.kind == .simulatedMetrics("simulatedNavigationBarMetrics") })
    let loginSegues = loginController.segues.map { document.segues[$0] }
    #expect(loginSegues.map(\.id) == ["s4", "s5"])
    #expect(
      loginSegues[0].sourceView == document.view(id: "signIn")
        && loginSegues[0].identifier == "next")
    #expect(loginSegues[0].destination == second)
    #expect(loginSegues[1].destination == nil && loginSegues[1].sourceView == nil)
    #expect(document.scenes.count == 4 && document.scenes[2].viewController == login)
    // A navigation controller's own defaults: bars shown, toolbar hidden.
    #expect(
      document.viewControllers[second].isToolbarHidden
        && !document.viewControllers[second].isNavigationBarHidden)
  }

  @Test func badReferencesBetweenControllers() {
    #expect(
      failure(storyboard(scene(""), initial: "nowhere"))?.message
        == #"initialViewController "nowhere" is not in the document, not a view controller"#)
    #expect(
      failure(storyboard(scene(""), initial: "root"))?.message
        == #"initialViewController "root" is a <view>, not a view controller"#)
    #expect(
      failure(
        storyboard(
          scene(
            "",
            controller:
              #"<connections><segue destination="root" kind="show" id="s"/></connections>"#))
      )?.message == #"segue "s": destination "root" is a <view>, not a view controller or an exit"#)
  }

  // MARK: - Notes

  @Test func whatIsNotModelledIsCountedOncePerKind() throws {
    let document = try read(
      storyboard(
        scene(
          """
          <subviews>
              <label lineBreakMode="tailTruncation" id="a">
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  <color key="textColor" white="0" alpha="1" colorSpace="custom"/>
              </label>
              <label lineBreakMode="wordWrap" id="b">
                  <userDefinedRuntimeAttributes>
                      <userDefinedRuntimeAttribute type="number" keyPath="x"><real key="value" value="1"/></userDefinedRuntimeAttribute>
                  </userDefinedRuntimeAttributes>
              </label>
          </subviews>
          """)))
    func count(_ kind: IBNote.Kind) -> Int? { document.notes.first { $0.kind == kind }?.count }
    #expect(count(.unmodelledAttribute("lineBreakMode")) == 2)
    #expect(count(.unmodelledElement("fontDescription")) == 1)
    #expect(count(.unmodelledElement("color")) == 1)
    // An unread element is counted at its top, not for each element inside it.
    #expect(count(.unmodelledElement("userDefinedRuntimeAttributes")) == 1)
    #expect(count(.unmodelledElement("real")) == nil)
    // Every document attribute this one writes is read, and the scene's ids are.
    #expect(count(.unmodelledAttribute("toolsVersion")) == nil)
    let font = try #require(
      document.notes.first { $0.kind == .unmodelledElement("fontDescription") })
    #expect(
      font.affectsLayout
        && font.description.hasPrefix("<fontDescription> not modelled: 1 (first at "))
    #expect(document.notes.first { $0.kind == .unmodelledElement("color") }?.affectsLayout == false)
  }
}
