/// A size class as a trait variation names it.
public enum IBSizeClass: String, Hashable, Sendable {
  case compact
  case regular
}

/// One `<variation key=…>`: what a view or constraint is under a trait condition.
///
/// It is recorded as the file says it (which constraints and subviews it installs or removes,
/// which attributes and frame it changes); deciding which variation applies to a layout is a
/// later stage's work.
///
/// Interface Builder writes `key="default"` for the Any × Any configuration, and otherwise parts
/// joined by `-`: `heightClass=compact`, `widthClass=regular`,
/// `heightClass=regular-widthClass=compact`. A `<mask key="constraints">` (or `"subviews"`) lists
/// `<include reference=…>` and `<exclude reference=…>`: under the default key, an excluded
/// constraint is not installed in Any × Any; under a size class, included and excluded ones are
/// installed or removed for that class.
public struct IBVariation: Sendable {
  /// The trait condition of the key.
  public struct Traits: Hashable, Sendable {
    /// `key="default"`.
    public var isDefault: Bool
    public var widthClass: IBSizeClass?
    public var heightClass: IBSizeClass?
    /// Parts of the key that are not size classes (`userInterfaceIdiom=mac`), as written.
    public var otherConditions: [String]
  }

  /// An `<include>` or `<exclude>` of a mask.
  public struct MaskEntry: Sendable {
    public var referenceID: String
    public var isIncluded: Bool
    public var position: SourcePosition
  }

  /// The key as written.
  public var key: String
  public var traits: Traits
  /// Attributes the variation sets on its element (`constant="32"`, `spacing="15"`,
  /// `hidden="YES"`), as written, in order.
  public var attributes: [(name: String, value: String)]
  /// `<mask key="constraints">`: constraints installed or removed, by id and resolved index.
  public var constraintMask: [MaskEntry] = []
  public var constraintMaskIndices: [(constraint: Int, isIncluded: Bool)] = []
  /// `<mask key="subviews">`: subviews installed or removed.
  public var subviewMask: [MaskEntry] = []
  public var subviewMaskIndices: [(view: Int, isIncluded: Bool)] = []
  /// `<rect key="frame">` inside the variation: IB's frame for that class.
  public var frame: IBRect?
  public var position: SourcePosition

  /// The traits a variation key names, or nil when a part is malformed (no `=`).
  public static func traits(ofKey key: String) -> Traits? {
    if key == "default" {
      return Traits(isDefault: true, widthClass: nil, heightClass: nil, otherConditions: [])
    }
    var traits = Traits(isDefault: false, widthClass: nil, heightClass: nil, otherConditions: [])
    for part in key.split(separator: "-", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty else { return nil }
      let sizeClass = IBSizeClass(rawValue: String(pieces[1]))
      switch pieces[0] {
      case "widthClass" where sizeClass != nil && traits.widthClass == nil:
        traits.widthClass = sizeClass
      case "heightClass" where sizeClass != nil && traits.heightClass == nil:
        traits.heightClass = sizeClass
      default: traits.otherConditions.append(String(part))
      }
    }
    return traits
  }
}
