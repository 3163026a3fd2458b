import PhoneLayout
import PhoneTUI

/// `safearea devices`: one line a device, in catalog order.
public enum DeviceListing {
  public static func render(_ catalog: DeviceCatalog) -> String {
    let header = ["ID", "NAME", "POINTS", "SCALE", "FEATURES", "iOS"]
    var rows = [header]
    for d in catalog.devices {
      let size = d.points.value
      var features: [String] = []
      if d.homeButton.value { features.append("home button") }
      if d.notch != nil { features.append("notch") }
      if d.dynamicIsland != nil { features.append("Dynamic Island") }
      if d.homeIndicator != nil { features.append("home indicator") }
      if d.cornerRadius.value > 0 {
        features.append("corners \(ScreenLayout.number(d.cornerRadius.value))")
      }
      let range = d.ios.value
      rows.append([
        Text.printable(d.id), Text.printable(d.name),
        "\(ScreenLayout.number(size.width))x\(ScreenLayout.number(size.height))",
        "@\(ScreenLayout.number(d.scale.value))x", features.joined(separator: ", "),
        range.first == range.last
          ? "\(range.first.major)" : "\(range.first.major)-\(range.last.major)",
      ])
    }
    var widths = [Int](repeating: 0, count: header.count)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], Text.cells(cell)) }
    }
    return rows.map { row in
      var line = ""
      for (i, cell) in row.enumerated() {
        line += i == row.count - 1 ? cell : Text.pad(cell, widths[i] + 2)
      }
      return line
    }.joined(separator: "\n") + "\n"
  }
}
