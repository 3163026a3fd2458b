import Foundation
import TestSupport
import Testing

/// A user's catalog (`--devices FILE`) gone wrong, through the real binary: one line naming the
/// file and the place, exit 2; and names that try to talk to the terminal, shown harmlessly.
@Suite struct CatalogFileTests {
  /// The built-in iPhone X entry as JSON text, the start of every broken file here.
  static func entry() throws -> String {
    let printed = try Binary.run(["devices", "--json"]).stdout
    let start = try #require(printed.range(of: "    {\n      \"id\": \"iphone-x\""))
    let rest = printed[start.lowerBound...]
    let end = try #require(rest.range(of: "\n    }"))
    return String(rest[..<end.upperBound])
  }

  static func catalog(_ entries: [String]) -> String {
    "{\n  \"schemaVersion\": 1,\n  \"devices\": [\n" + entries.joined(separator: ",\n")
      + "\n  ]\n}\n"
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (String) -> String
    /// What the error must say after the file name (the place and what is wrong).
    let expected: [String]
    var testDescription: String { name }
  }

  static let bad: [Bad] = [
    Bad(name: "not JSON", make: { _ in "this is not json" }, expected: [":1:1: not valid JSON"]),
    Bad(
      name: "wrong type",
      make: { catalog([$0.replacingOccurrences(of: "\"value\": 3,", with: "\"value\": \"3\",")]) },
      expected: ["devices[0].scale.value: expected a number, found a string"]),
    Bad(
      name: "missing key",
      make: { catalog([$0.replacingOccurrences(of: "      \"name\": \"iPhone X\",\n", with: "")]) },
      expected: ["devices[0]: missing key \"name\""]),
    Bad(
      name: "unknown key",
      make: {
        catalog([
          $0.replacingOccurrences(
            of: "\"id\": \"iphone-x\",", with: "\"id\": \"iphone-x\", \"colour\": \"red\",")
        ])
      },
      expected: ["devices[0].colour: unknown key"]),
    Bad(
      name: "negative size",
      make: {
        catalog([
          $0.replacingOccurrences(
            of: "\"width\": 375, \"height\": 812", with: "\"width\": -375, \"height\": 812")
        ])
      },
      expected: ["devices[0].points.width: -375 is out of range"]),
    Bad(
      name: "absurd size",
      make: {
        catalog([
          $0.replacingOccurrences(
            of: "\"width\": 375, \"height\": 812", with: "\"width\": 375, \"height\": 81200000")
        ])
      },
      expected: ["devices[0].points.height: 81200000 is out of range"]),
    Bad(
      name: "insets larger than the screen",
      make: {
        catalog([
          $0.replacingOccurrences(
            of: "\"top\": 0, \"left\": 44, \"bottom\": 21, \"right\": 44",
            with: "\"top\": 0, \"left\": 500, \"bottom\": 21, \"right\": 500")
        ])
      },
      expected: ["devices[0].safeArea[0].landscape: the insets leave nothing"]),
    Bad(
      name: "duplicate ids", make: { catalog([$0, $0]) },
      expected: ["devices[1].id: duplicate id \"iphone-x\" (also devices[0])"]),
    Bad(name: "empty list", make: { _ in catalog([]) }, expected: ["devices: the list is empty"]),
  ]

  @Test(arguments: bad) func aBrokenCatalogIsOneLineWithFileAndPlace(_ c: Bad) async throws {
    try await offPool {
      let dir = try TemporaryDirectory()
      let file = dir.path("mine.json")
      try c.make(try Self.entry()).write(toFile: file, atomically: true, encoding: .utf8)
      for command in [["json"], ["show"], ["devices"]] {
        let result = try Binary.run(command + ["--devices", file])
        #expect(result.status == 2, "\(command)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("safearea: \(file):"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
        for fragment in c.expected {
          #expect(result.stderr.contains(fragment), "'\(result.stderr)' lacks '\(fragment)'")
        }
      }
    }
  }

  @Test func aMissingFileIsNamed() async throws {
    try await offPool {
      let result = try Binary.run(["json", "--devices", "/no/such/devices.json"])
      #expect(result.status == 2)
      #expect(result.stderr == "safearea: /no/such/devices.json: no such file\n")
    }
  }

  @Test func tenMegabytesOfJSONIsRefused() async throws {
    try await offPool {
      let dir = try TemporaryDirectory()
      let file = dir.path("huge.json")
      let entry = try Self.entry()
      var text = "{\"schemaVersion\": 1, \"devices\": ["
      var n = 0
      while text.utf8.count < 10 << 20 {
        text +=
          (n == 0 ? "" : ",")
          + entry.replacingOccurrences(of: "\"iphone-x\"", with: "\"iphone-x-\(n)\"")
        n += 1
      }
      text += "]}"
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      let result = try Binary.run(["json", "--devices", file])
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix("safearea: \(file): "))
      #expect(result.stderr.contains("is more than a devices or views file may be (1048576)"))
      // The same limit, in the same words, for a views file.
      let views = try Binary.run(["check", "--views", file])
      #expect(views.status == 2)
      #expect(views.stderr.contains("is more than a devices or views file may be (1048576)"))
    }
  }

  /// A name with escape sequences and control characters is printed as `?`, never raw.
  @Test func hostileNamesAreShownHarmlessly() async throws {
    try await offPool {
      let dir = try TemporaryDirectory()
      let file = dir.path("evil.json")
      let evil = try Self.entry()
        .replacingOccurrences(of: "\"id\": \"iphone-x\"", with: "\"id\": \"evil\"")
        .replacingOccurrences(
          of: "\"name\": \"iPhone X\"", with: "\"name\": \"Evil\\u001b[2J\\u001b]0;pwned\\u0007\"")
      try Self.catalog([evil]).write(toFile: file, atomically: true, encoding: .utf8)
      let list = try Binary.run(["devices", "--devices", file])
      #expect(list.status == 0)
      #expect(!list.stdout.contains("\u{1B}") && !list.stdout.contains("\u{07}"))
      #expect(list.stdout.contains("Evil?[2J?]0;pwned?"))
      let show = try Binary.run([
        "show", "--devices", file, "--device", "evil", "--color", "always",
      ])
      #expect(show.status == 0)
      #expect(!show.stdout.contains("\u{1B}[2J") && !show.stdout.contains("\u{1B}]0;"))
      let json = try Binary.run(["json", "--devices", file, "--device", "evil"])
      #expect(json.stdout.contains("\"name\": \"Evil\\u001b[2J\\u001b]0;pwned\\u0007\""))
      let unknown = try Binary.run(["json", "--devices", file, "--device", "Evil\u{1B}[2J"])
      #expect(unknown.status == 2)
      #expect(!unknown.stderr.contains("\u{1B}"))

      let tmux = try TmuxSession(name: "evil-name")
      try tmux.start(
        command: "\(TmuxSession.binary) --devices \(TmuxSession.shellQuote(file)) --device evil",
        columns: 120, rows: 40)
      let screen = try tmux.waitFor("Evil?[2J?]0;pwned?")
      #expect(
        screen.contains(ScreenText.frameMarker), "the screen was not cleared by the name"
      )
      try tmux.sendKeys("q")
      #expect(TmuxSession.exitStatus(in: try tmux.waitFor("SAFEAREA_EXIT=")) == 0)
    }
  }
}
