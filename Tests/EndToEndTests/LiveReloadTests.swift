import Foundation
import TestSupport
import Testing

/// Issue 10: the previewer watches `--views` and `--devices` and lays out again when they change;
/// a file that turns bad keeps the last good views on screen and says why.
@Suite struct LiveReloadTests {
  static let twoViews = """
    {"views": [
      {"name": "header", "top": {"to": "safeArea"}, "left": {"to": "safeArea"},
       "right": {"to": "safeArea"}, "height": 44},
      {"name": "footer", "bottom": {"to": "safeArea"}, "left": {"to": "safeArea"},
       "right": {"to": "safeArea"}, "height": 50}
    ]}
    """

  static let badge = """
    {"views": [{"name": "badge", "top": {"to": "superview", "constant": 8},
                "left": {"to": "superview", "constant": 8}, "width": 40, "height": 40}]}
    """

  @Test func editsRenamesAndBrokenFilesInTheRunningPreviewer() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let file = directory.path("views.json")
      try Self.twoViews.write(toFile: file, atomically: false, encoding: .utf8)
      let tmux = try TmuxSession(name: "reload")
      try tmux.start(
        command:
          "\(TmuxSession.binary) --device iphone-x --ios 16 --views \(TmuxSession.shellQuote(file))",
        columns: 120, rows: 40)
      try tmux.waitFor("views (w selects): header ok, footer ok")

      // Written in place (as `echo >` does): a badge 8 pt from the corner, clipped by the status
      // bar, the corner and the navigation bar (seed 001's mistake).
      try Self.badge.write(toFile: file, atomically: false, encoding: .utf8)
      let edited = try tmux.waitForAll([
        "views file read again: 1 view", "views (w selects): badge 4!",
      ])
      #expect(!edited.contains("header ok"))

      // Saved as editors do: a new file renamed over the old one.
      let temporary = directory.path(".views.json.swp")
      try Self.twoViews.write(toFile: temporary, atomically: false, encoding: .utf8)
      #expect(rename(temporary, file) == 0)
      try tmux.waitForAll(["views file read again: 2 views", "header ok, footer ok"])

      // A broken file: the last good views stay, and the event line says why.
      try "{\"views\": [".write(toFile: file, atomically: false, encoding: .utf8)
      let broken = try tmux.waitFor("keeping the last good one")
      #expect(broken.contains("views.json"), "the error names the file:\n\(broken)")
      #expect(broken.contains("header ok, footer ok"), "the last good views stay:\n\(broken)")

      // Valid JSON, but a view whose height comes out negative on this phone (812 − 500 − 500):
      // since issue 19 UIKit's answer, a broken constraint there, marked on the view (the broken
      // bottom pin and the height it leaves open), not a bad file.
      try """
      {"views": [{"name": "squashed", "top": {"to": "superview", "constant": 500},
                  "bottom": {"to": "superview", "constant": 500}, "left": {"to": "superview"},
                  "width": 5}]}
      """.write(toFile: file, atomically: false, encoding: .utf8)
      try tmux.waitForAll(["views file read again: 1 view", "views (w selects): squashed 2!"])

      // Deleted: the last good views stay, and the event line names the file, not its path.
      try FileManager.default.removeItem(atPath: file)
      try tmux.waitUntil("the deletion to be reported") {
        $0.contains("keeping the last good one: views.json: no such file")
          && $0.contains("squashed 2!")
      }
      // And fixed again.
      try Self.badge.write(toFile: file, atomically: false, encoding: .utf8)
      try tmux.waitFor("views (w selects): badge 4!")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  @Test func theDeviceCatalogIsWatchedToo() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let catalog = directory.path("devices.json")
      let builtIn = try Binary.run(["devices", "--json"]).stdout
      // One phone of our own: the iPhone X under another id and name.
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(builtIn.utf8)) as? [String: Any])
      let devices = try #require(object["devices"] as? [[String: Any]])
      var phone = try #require(devices.first { $0["id"] as? String == "iphone-x" })
      phone["id"] = "my-phone"
      phone["name"] = "My Phone"
      func write(_ name: String) throws {
        phone["name"] = name
        var file = object
        file["devices"] = [phone]
        let data = try JSONSerialization.data(withJSONObject: file, options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: catalog))
      }
      try write("My Phone")
      let tmux = try TmuxSession(name: "catalog-reload")
      let views = directory.path("views.json")
      try Self.badge.write(toFile: views, atomically: false, encoding: .utf8)
      try tmux.start(
        command:
          "\(TmuxSession.binary) --devices \(TmuxSession.shellQuote(catalog)) --device my-phone "
          + "--views \(TmuxSession.shellQuote(views))",
        columns: 120, rows: 40)
      try tmux.waitFor("My Phone · iOS")
      // With a views file watched too, the event line names the file that changed.
      try write("My Renamed Phone")
      let renamed = try tmux.waitForAll(["device catalog read again", "My Renamed Phone · iOS"])
      #expect(!renamed.contains("views file read again"))
      // A catalog without the phone on screen: the first phone instead, and the event line says so.
      phone["id"] = "other-phone"
      try write("Other Phone")
      try tmux.waitForAll([
        "device catalog read again: 54 phones; My Renamed Phone is gone from it: showing iPhone 4",
        "iPhone 4 · iOS",
      ])
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }
}
