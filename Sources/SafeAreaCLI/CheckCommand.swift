import PhoneLayout
import PhoneTUI

/// `safearea check`: your views on every matching device, iOS and orientation, and a short report
/// of what clips, covers or breaks them, per view and finding with where and when it happens
/// (or every failure as JSON, for CI).
///
/// The report is aggregated as the layouts are placed: per view and finding one bit a layout, so
/// memory does not grow with views × layouts, and the JSON is written out layout by layout when
/// an output is given (`Environment.writeOutput`), never held whole.
enum CheckCommand {
  static func run(
    _ invocation: Invocation, catalog: DeviceCatalog, views: ViewsFile,
    output: (@Sendable (String) -> Int32?)? = nil
  ) throws(UsageError) -> Outcome {
    var devices: [Device] = []
    for key in invocation.deviceKeys {
      let device = try Invocation.device(key, in: catalog)
      if !devices.contains(where: { $0.id == device.id }) { devices.append(device) }
    }
    if devices.isEmpty { devices = catalog.devices }
    let orientations: [Orientation] =
      invocation.allOrientations || invocation.orientation == nil
      ? Orientation.allCases : [invocation.orientation!]

    // A foldable is checked in every pose, unless `--pose` names one.
    var checked = CheckedLayouts(
      orientations: orientations, poses: invocation.pose.map { [$0] } ?? Pose.allCases)
    for device in devices {
      let versions: [IOSVersion]
      switch invocation.ios {
      case .none, .all?: versions = device.versions
      case .newest?: versions = [device.ios.value.last]
      case .version(let version)?:
        guard version.exists else {
          throw UsageError("there is no \(version): versions are 4 to 18, then 26 and 27")
        }
        // With several phones, those that never ran it are left out; a phone named alone must
        // have run it.
        guard device.ran(version) else {
          if invocation.deviceKeys.count == 1 {
            throw UsageError(
              "\(Text.printable(device.name)) never ran \(version); it ran \(Invocation.versions(of: device))"
            )
          }
          continue
        }
        versions = [version]
      }
      checked.add(device, versions: versions)
    }
    guard !checked.layouts.isEmpty else {
      throw UsageError("no phone of those ran that iOS: nothing to check")
    }

    var tally = Tally(views: views.views.count)
    var json =
      invocation.json ? JSONStream(checked: checked.layouts.count, output: output) : nil
    var placer = ViewPlacer(views)
    for (index, layoutKey) in checked.layouts.enumerated() {
      let device = checked.devices[layoutKey.device]
      let settings = try invocation.settings(
        on: device, ios: layoutKey.ios, orientation: layoutKey.orientation, pose: layoutKey.pose)
      let layout = ScreenLayout(device: device, settings: settings)
      let placed: [PlacedView]
      do {
        placed = try placer.place(in: layout)
      } catch {
        throw UsageError(Text.printable(error.description))
      }
      tally.add(placed, layout: index)
      if json != nil {
        json!.failures(placed, device: device, settings: settings)
        if let failure = json!.failure {
          return .finished(
            stdout: "",
            stderr:
              "safearea: cannot write the output: \(StandardStream.describe(failure))\n",
            status: 1)
        }
      }
    }
    let status: Int32 = tally.failingLayouts == 0 ? 0 : 1
    if var json {
      guard let text = json.finish() else {
        return .finished(
          stdout: "",
          stderr:
            "safearea: cannot write the output: \(StandardStream.describe(json.failure ?? 0))\n",
          status: 1)
      }
      return .finished(stdout: text, stderr: "", status: status)
    }
    return .finished(
      stdout: report(tally, checked: checked, views: views), stderr: "", status: status)
  }

  // MARK: - Aggregating

  /// What check counts, view by view: for each finding (a kind; the view covered, the
  /// constraint broken, the axis for the new kinds) the layouts it happens on.
  struct Tally {
    struct Entry {
      let kind: ViewFinding.Kind
      let element: String?
      /// The constraints the broken one contradicts where it was first broken.
      let conflicts: [String]
      var layouts = LayoutSet()
    }

    /// Per view, its entries in the order first seen, and where each key is: by kind for the
    /// kinds that group by kind alone (an array, no hashing), by kind and element for the rest.
    private(set) var entries: [[Entry]]
    private var kindSlots: [[Int]]
    private var slots: [[Key: Int]]
    /// Per view, the layouts where it has a finding that counts.
    private(set) var failing: [LayoutSet]
    private(set) var failingLayouts = 0

    struct Key: Hashable {
      let kind: ViewFinding.Kind
      let element: String?
    }

    init(views: Int) {
      entries = Array(repeating: [], count: views)
      kindSlots = Array(
        repeating: Array(repeating: -1, count: ViewFinding.Kind.allCases.count), count: views)
      slots = Array(repeating: [:], count: views)
      failing = Array(repeating: LayoutSet(), count: views)
    }

    /// Each kind's place in `Kind.allCases`.
    private static let kindIndex = Dictionary(
      uniqueKeysWithValues: ViewFinding.Kind.allCases.enumerated().map { ($1, $0) })

    mutating func add(_ placed: [PlacedView], layout: Int) {
      var any = false
      for (view, p) in placed.enumerated() {
        for finding in p.findings where !finding.mayBeIntended {
          any = true
          failing[view].insert(layout)
          let byElement =
            finding.kind == .coversView || finding.kind == .brokenConstraint
            || finding.kind == .ambiguous
          let kind = Self.kindIndex[finding.kind] ?? 0
          if !byElement, kindSlots[view][kind] >= 0 {
            entries[view][kindSlots[view][kind]].layouts.insert(layout)
            continue
          }
          let key = Key(kind: finding.kind, element: byElement ? finding.element : nil)
          if byElement, let slot = slots[view][key] {
            entries[view][slot].layouts.insert(layout)
            continue
          }
          var conflicts: [String] = []
          if case .broken(let list) = finding.detail { conflicts = list }
          var entry = Entry(kind: key.kind, element: key.element, conflicts: conflicts)
          entry.layouts.insert(layout)
          if byElement {
            slots[view][key] = entries[view].count
          } else {
            kindSlots[view][kind] = entries[view].count
          }
          entries[view].append(entry)
        }
      }
      if any { failingLayouts += 1 }
    }
  }

  // MARK: - Report

  /// The words a finding kind goes by in the report.
  static func words(_ kind: ViewFinding.Kind) -> String {
    switch kind {
    case .statusBar: "status bar"
    case .navigationBar: "navigation bar"
    case .toolbar: "toolbar"
    case .tabBar: "tab bar"
    case .notch: "notch"
    case .dynamicIsland: "Dynamic Island"
    case .corner: "corner"
    case .homeIndicator: "home indicator"
    case .outsideSafeArea: "outside the safe area"
    case .offScreen: "off screen"
    case .keyboard: "keyboard"
    case .keyboardDoubleCount: "keyboard counted twice"
    case .coversView: "covers"
    case .brokenConstraint: "breaks"
    case .ambiguous: "ambiguous"
    case .fold: "across the fold"
    case .sideStrip: "under the side strip"
    case .occlusion: "in an occlusion region"
    }
  }

  /// A view that passes in one line; one with findings in a line, then a line per finding with
  /// where and when it happens; then a summary.
  static func report(_ tally: Tally, checked: CheckedLayouts, views: ViewsFile) -> String {
    var lines: [String] = []
    let total = checked.layouts.count
    let order = Dictionary(
      uniqueKeysWithValues: ViewFinding.Kind.allCases.enumerated().map { ($1, $0) })
    var clipped = 0
    // Views placed alike share their sets of layouts: each set is put in words once.
    var said: [LayoutSet: String] = [:]
    func whereAndWhen(_ set: LayoutSet) -> String {
      if let text = said[set] { return text }
      let text = checked.describe(set)
      said[set] = text
      return text
    }
    for (index, spec) in views.views.enumerated() {
      let name = Text.printable(spec.name)
      let entries = tally.entries[index]
      guard !entries.isEmpty else {
        lines.append("\(name): passes")
        continue
      }
      clipped += 1
      lines.append("\(name): findings on \(tally.failing[index].count) of \(total) layouts")
      let sorted = entries.enumerated().sorted {
        (order[$0.element.kind] ?? 0, $0.offset) < (order[$1.element.kind] ?? 0, $1.offset)
      }.map(\.element)
      for entry in sorted {
        var what = words(entry.kind)
        switch entry.kind {
        case .coversView:
          what += " " + Text.printable(entry.element ?? "")
        case .brokenConstraint:
          what += " " + Text.printable(entry.element ?? "")
          if !entry.conflicts.isEmpty {
            what += " (it contradicts \(Text.printable(ViewFinding.list(entry.conflicts))))"
          }
        case .ambiguous:
          what += entry.element == "horizontal" ? " horizontally" : " vertically"
        default:
          break
        }
        lines.append("  \(what): \(whereAndWhen(entry.layouts))")
      }
    }
    var phones = checked.devices.count == 1 ? "1 phone" : "\(checked.devices.count) phones"
    let foldables = checked.devices.filter { $0.isFoldable }.map { Text.printable($0.name) }
    if !foldables.isEmpty, checked.poses.count > 1 {
      phones += ", \(foldables.joined(separator: " and ")) in \(checked.poses.count) poses"
    }
    let viewCount = "\(views.views.count) view\(views.views.count == 1 ? "" : "s")"
    let outcome =
      clipped == 0
      ? "nothing clipped"
      : "\(clipped) view\(clipped == 1 ? "" : "s") clipped, on \(tally.failingLayouts) of them"
    lines.append("checked \(viewCount) on \(total) layouts (\(phones)): \(outcome)")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - JSON

  /// `{"checked": N, "failures": [{"device", "ios", "orientation", "view", "findings"}]}` (and
  /// `"pose"` last on a foldable),
  /// written a layout at a time: through `output` in pieces when given, else kept.
  struct JSONStream {
    let output: (@Sendable (String) -> Int32?)?
    private var buffer: String
    private var wroteOne = false
    /// The error that stopped the output, if one did.
    private(set) var failure: Int32?

    init(checked: Int, output: (@Sendable (String) -> Int32?)?) {
      self.output = output
      buffer = "{\n  \"checked\": \(checked),\n  \"failures\": ["
    }

    /// Each finding's one-line text, kept while few: views placed alike (a thousand stacked
    /// badges) share their findings' text instead of writing it again.
    private var texts: [ViewFinding: String] = [:]

    /// The failing views of one layout, written as `JSONWriter` writes them two levels in.
    mutating func failures(_ placed: [PlacedView], device: Device, settings: Settings) {
      for view in placed {
        let counted = view.findings.filter { !$0.mayBeIntended }
        guard !counted.isEmpty else { continue }
        buffer += wroteOne ? ",\n    {\n      \"device\": " : "\n    {\n      \"device\": "
        buffer += JSONWriter.quoted(device.id)
        buffer += ",\n      \"ios\": \(settings.ios.major),\n      \"orientation\": "
        buffer += JSONWriter.quoted(settings.orientation.rawValue)
        buffer += ",\n      \"view\": " + JSONWriter.quoted(view.name)
        buffer += ",\n      \"findings\": ["
        for (index, finding) in counted.enumerated() {
          buffer += index == 0 ? "\n        " : ",\n        "
          if let text = texts[finding] {
            buffer += text
          } else {
            let text = JSONWriter.Scalar.object(JSONReport.finding(finding)).text
            if texts.count >= 4096 { texts.removeAll(keepingCapacity: true) }
            texts[finding] = text
            buffer += text
          }
        }
        buffer += "\n      ]"
        // A foldable's pose, after the keys every failure has.
        if device.isFoldable {
          buffer += ",\n      \"pose\": " + JSONWriter.quoted(settings.pose.rawValue)
        }
        buffer += "\n    }"
        wroteOne = true
      }
      if buffer.utf8.count >= 1 << 16 { flush() }
    }

    private mutating func flush() {
      guard let output, failure == nil else { return }
      failure = output(buffer)
      buffer = ""
    }

    /// The rest of the document: all of it without an output, else "" once written (nil when
    /// the output failed).
    mutating func finish() -> String? {
      buffer += wroteOne ? "\n  ]\n}\n" : "]\n}\n"
      guard output != nil else { return buffer }
      flush()
      return failure == nil ? "" : nil
    }
  }
}
