import PhoneLayout
import PhoneTUI

/// `safearea check`: your views on every matching device, iOS and orientation, and a short report
/// of what clips them, grouped by view and finding (or every failure as JSON, for CI).
enum CheckCommand {
  /// One view clipped on one layout.
  struct Failure {
    let device: Device
    let settings: Settings
    let view: PlacedView
  }

  static func run(_ invocation: Invocation, catalog: DeviceCatalog, views: ViewsFile)
    throws(UsageError) -> Outcome
  {
    var devices: [Device] = []
    for key in invocation.deviceKeys {
      let device = try Invocation.device(key, in: catalog)
      if !devices.contains(where: { $0.id == device.id }) { devices.append(device) }
    }
    if devices.isEmpty { devices = catalog.devices }
    let orientations: [Orientation] =
      invocation.allOrientations || invocation.orientation == nil
      ? Orientation.allCases : [invocation.orientation!]

    var checked = 0
    var failing = 0
    // The phones a layout was checked on (with --ios N, those that ran N).
    var checkedDevices: [Device] = []
    var failures: [Failure] = []
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
      if !versions.isEmpty { checkedDevices.append(device) }
      for ios in versions {
        for orientation in orientations {
          let settings = try invocation.settings(on: device, ios: ios, orientation: orientation)
          let layout = ScreenLayout(device: device, settings: settings)
          let placed: [PlacedView]
          do {
            placed = try ViewPlacement.place(views, in: layout)
          } catch {
            throw UsageError(Text.printable(error.description))
          }
          checked += 1
          let clipped = placed.filter(\.isClipped)
          if !clipped.isEmpty { failing += 1 }
          for view in clipped {
            failures.append(Failure(device: device, settings: settings, view: view))
          }
        }
      }
    }
    guard checked > 0 else {
      throw UsageError("no phone of those ran that iOS: nothing to check")
    }
    let stdout =
      invocation.json
      ? json(checked: checked, failures: failures)
      : report(
        checked: checked, failing: failing, devices: checkedDevices, views: views,
        failures: failures)
    return .finished(stdout: stdout, stderr: "", status: failures.isEmpty ? 0 : 1)
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
    }
  }

  /// One line a view, its findings by kind with the phones they happen on, then a summary.
  static func report(
    checked: Int, failing: Int, devices: [Device], views: ViewsFile, failures: [Failure]
  ) -> String {
    var lines: [String] = []
    let order = devices.map(\.id)
    for spec in views.views {
      let mine = failures.filter { $0.view.name == spec.name }
      guard !mine.isEmpty else {
        lines.append("\(Text.printable(spec.name)): passes")
        continue
      }
      var parts: [String] = []
      for kind in ViewFinding.Kind.allCases {
        let hit = mine.filter { f in
          f.view.findings.contains { $0.kind == kind && !$0.mayBeIntended }
        }
        var phones: [Device] = []
        for failure in hit where !phones.contains(where: { $0.id == failure.device.id }) {
          phones.append(failure.device)
        }
        guard !phones.isEmpty else { continue }
        phones.sort { (order.firstIndex(of: $0.id) ?? 0) < (order.firstIndex(of: $1.id) ?? 0) }
        let count =
          phones.count == devices.count
          ? (devices.count == 1 ? "" : "all")
          : "\(phones.count) phone\(phones.count == 1 ? "" : "s")"
        let names = phones.map { Text.printable($0.name) }
        let range =
          names.count == 1
          ? names[0]
          : names.count == 2 ? "\(names[0]), \(names[1])" : "\(names[0]) … \(names.last!)"
        let span = phones.count == devices.count && devices.count > 1 ? "" : " (\(range))"
        parts.append("\(words(kind))\(count.isEmpty ? "" : " on \(count)")\(span)")
      }
      lines.append("\(Text.printable(spec.name)): \(parts.joined(separator: ", "))")
    }
    let clipped = Set(failures.map(\.view.name)).count
    let phones = devices.count == 1 ? "1 phone" : "\(devices.count) phones"
    let viewCount = "\(views.views.count) view\(views.views.count == 1 ? "" : "s")"
    let outcome =
      clipped == 0
      ? "nothing clipped"
      : "\(clipped) view\(clipped == 1 ? "" : "s") clipped, on \(failing) of them"
    lines.append("checked \(viewCount) on \(checked) layouts (\(phones)): \(outcome)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"checked": N, "failures": [{"device", "ios", "orientation", "view", "findings"}]}`.
  static func json(checked: Int, failures: [Failure]) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.field("checked", checked)
    w.key("failures")
    w.beginArray()
    for f in failures {
      w.beginObject()
      w.field("device", f.device.id)
      w.field("ios", f.settings.ios.major)
      w.field("orientation", f.settings.orientation.rawValue)
      w.field("view", f.view.name)
      w.key("findings")
      JSONReport.findings(f.view.findings.filter { !$0.mayBeIntended }, &w)
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.text
  }
}
