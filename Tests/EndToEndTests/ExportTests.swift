import Foundation
import PhoneLayout
import PseudoTerminal
import TestSupport
import Testing

/// Vector export through the real binary: `show --format svg|html`, its errors, names from files,
/// and the previewer's `x` in tmux, writing into the directory it runs in.
@Suite struct ExportTests {
  // MARK: - show --format

  @Test func showSVGIsByteStableAndWellFormed() async throws {
    try await offPool {
      let arguments = [
        "show", "--format", "svg", "--device", "iphone-4", "--ios", "6", "--hotspot",
      ]
      let first = try Binary.run(arguments)
      let second = try Binary.run(arguments)
      #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
      #expect(first.stdout == second.stdout)
      let tree = try SVGTree(parsing: first.stdout)
      #expect(
        tree.node(id: "phone0-hotspotBar")?.frame == Rect(x: 0, y: 20, width: 320, height: 20))
      #expect(tree.texts(inside: "phone0").contains { $0.text == "Personal Hotspot: 1 Connection" })
      // A terminal's settings do not reach the drawing.
      let elsewhere = try Binary.run(
        arguments, environment: ["PATH": Programs.path, "LANG": "C", "NO_COLOR": "1"])
      #expect(elsewhere.stdout == first.stdout)
    }
  }

  @Test func formatAnsiIsColorAlwaysAndTextIsTheDefault() async throws {
    try await offPool {
      let base = ["show", "--device", "iphone-x", "--size", "90x32"]
      let ansi = try Binary.run(base + ["--format", "ansi"])
      let always = try Binary.run(base + ["--color", "always"])
      #expect(ansi.status == 0)
      #expect(ansi.stdout == always.stdout)
      #expect(ansi.stdout.contains("\u{1B}["))
      let text = try Binary.run(base + ["--format", "text"])
      let plain = try Binary.run(base)
      #expect(text.stdout == plain.stdout)
      #expect(!text.stdout.contains("\u{1B}"))
      #expect(text.stdout.contains("iPhone X · iOS 16"))
    }
  }

  @Test func safeAreaOutlinesTheSafeAreaInTextAndSVG() async throws {
    try await offPool {
      let base = ["show", "--device", "iphone-x", "--size", "90x32"]
      let without = try Binary.run(base)
      let with = try Binary.run(base + ["--safe-area"])
      #expect(!without.stdout.contains("┄"))
      #expect(with.stdout.contains("┄"), "the dashed outline:\n\(with.stdout)")
      let svg = try SVGTree(
        parsing: try Binary.run(["show", "--format", "svg", "--device", "iphone-x", "--safe-area"])
          .stdout)
      #expect(svg.node(id: "phone0-safeArea")?.frame == Rect(x: 0, y: 44, width: 375, height: 734))
    }
  }

  @Test func htmlHoldsTheDrawingAndTheNumbers() async throws {
    try await offPool {
      let html = try Binary.run(["show", "--format", "html", "--device", "iphone-x", "--ios", "16"])
      let svg = try Binary.run(["show", "--format", "svg", "--device", "iphone-x", "--ios", "16"])
      #expect(html.status == 0)
      let inline = svg.stdout.replacingOccurrences(
        of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
      #expect(html.stdout.contains(inline))
      let tree = try SVGTree(parsing: html.stdout)
      let numbers = tree.nodes(named: "pre").map(\.textContent).joined(separator: "\n")
      for line in ["statusBar      0,0,375,44", "notch          83,0,209,30", "cornerRadius   39"] {
        #expect(numbers.contains(line), "\(line) in:\n\(numbers)")
      }
    }
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let bad: [Bad] = [
    Bad(
      arguments: ["show", "--format", "pdf"],
      message: "safearea: --format: 'pdf' is not one of: ansi, html, svg, text"),
    Bad(arguments: ["show", "--format"], message: "safearea: --format needs a value"),
    Bad(
      arguments: ["show", "--format", "svg", "--size", "80x24"],
      message: "safearea: --size does not apply to --format svg"),
    Bad(
      arguments: ["show", "--format", "html", "--color", "always"],
      message: "safearea: --color does not apply to --format html"),
    Bad(
      arguments: ["show", "--format", "text", "--color", "always"],
      message: "safearea: --format text is without colour"),
    Bad(
      arguments: ["show", "--format", "ansi", "--color", "never"],
      message: "safearea: --format ansi is colour"),
    Bad(
      arguments: ["json", "--format", "svg"],
      message: "safearea: --format does not apply to 'json' (only to 'show')"),
    Bad(
      arguments: ["devices", "--safe-area"],
      message: "safearea: --safe-area does not apply to 'devices'"),
  ]

  /// A bad `--format` or a contradiction is one line on stderr, exit 2, nothing on stdout.
  @Test(arguments: bad) func badFormatsExitTwoWithOneLine(_ bad: Bad) async throws {
    try await offPool {
      let result = try Binary.run(bad.arguments)
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix(bad.message), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }
  }

  /// `show` on a terminal smaller than the smallest drawing: one line and status 2, as for
  /// `--size` (not the previewer's "too small" screen, whose `q` means nothing here); svg does not
  /// need the terminal.
  @Test func showOnATinyTerminalIsOneLine() async throws {
    try await offPool {
      let pty = try Programs.startOnPty(["show"], columns: 30, rows: 8)
      let text = String(decoding: Programs.readToEnd(pty), as: UTF8.self)
      let status = try #require(pty.waitStatus(timeout: 5))
      #expect(PseudoTerminal.exitCode(status) == 2)
      #expect(
        text.hasPrefix(
          "safearea: the terminal is 30x8, too small to draw a phone in: the smallest is 24x10"),
        "\(text)")
      #expect(!text.contains("\u{1B}"), "\(text)")
      let svg = try Programs.startOnPty(["show", "--format", "svg"], columns: 30, rows: 8)
      let drawing = String(decoding: Programs.readToEnd(svg), as: UTF8.self)
      #expect(PseudoTerminal.exitCode(try #require(svg.waitStatus(timeout: 5))) == 0)
      #expect(drawing.contains("<svg"))
    }
  }

  // MARK: - Names from files

  @Test func namesFromACatalogAndAViewsFileAreEscaped() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let entry = try CatalogFileTests.entry()
        .replacingOccurrences(of: "\"id\": \"iphone-x\"", with: "\"id\": \"evil\"")
        .replacingOccurrences(
          of: "\"name\": \"iPhone X\"", with: #""name": "Ev<&\"'>il \u001b[2J\u202e""#)
      try CatalogFileTests.catalog([entry]).write(
        toFile: directory.path("mine.json"), atomically: true, encoding: .utf8)
      try
        #"{"views": [{"name": "<b>&'\"", "frame": {"x": 10, "y": 300, "width": 150, "height": 60}}]}"#
        .write(toFile: directory.path("views.json"), atomically: true, encoding: .utf8)
      for format in ["svg", "html"] {
        let result = try Binary.run([
          "show", "--format", format, "--devices", directory.path("mine.json"), "--device", "evil",
          "--views", directory.path("views.json"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{202E}"))
        #expect(result.stdout.contains("Ev&lt;&amp;&quot;&apos;&gt;il ?[2J?"))
        #expect(result.stdout.contains("&lt;b&gt;&amp;&apos;&quot;"))
        let tree = try SVGTree(parsing: result.stdout)
        #expect(tree.texts(inside: "legend0").first?.text == "Ev<&\"'>il ?[2J? · iOS 16 · portrait")
        #expect(tree.texts(inside: "phone0").contains { $0.text == "<b>&'\"" })
      }
    }
  }

  // MARK: - The previewer's x

  static func previewer(in directory: String, _ arguments: String) -> String {
    "cd \(TmuxSession.shellQuote(directory)) && \(TmuxSession.binary) \(arguments)"
  }

  @Test func xWritesTheDrawingIntoTheCurrentDirectoryWithoutOverwriting() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let tmux = try TmuxSession(name: "export-x")
      let arguments = "--device iphone-4 --ios 6 --hotspot"
      try tmux.start(command: Self.previewer(in: directory.url.path, arguments))
      try tmux.waitForAll(["iPhone 4 · iOS 6", "Personal Hotspot: 1 Connection"])
      try tmux.sendKeys("x")
      try tmux.waitFor("wrote safearea-iphone-4-ios6-portrait.svg")
      let first = try String(
        contentsOfFile: directory.path("safearea-iphone-4-ios6-portrait.svg"), encoding: .utf8)
      // What the previewer shows, as show draws it from the same options.
      let shown = try Binary.run(
        ["show", "--format", "svg"] + arguments.split(separator: " ").map(String.init))
      #expect(first == shown.stdout)
      let tree = try SVGTree(parsing: first)
      #expect(
        tree.node(id: "phone0-hotspotBar")?.frame == Rect(x: 0, y: 20, width: 320, height: 20))

      // Again, with the safe-area overlay on: a new file beside the first, which stays as it was.
      try tmux.sendKeys("a")
      try tmux.waitFor("safe-area overlay on")
      try tmux.sendKeys("x")
      try tmux.waitFor("wrote safearea-iphone-4-ios6-portrait-2.svg")
      let second = try String(
        contentsOfFile: directory.path("safearea-iphone-4-ios6-portrait-2.svg"), encoding: .utf8)
      #expect(try SVGTree(parsing: second).node(id: "phone0-safeArea") != nil)
      #expect(
        try String(
          contentsOfFile: directory.path("safearea-iphone-4-ios6-portrait.svg"), encoding: .utf8)
          == first)
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
      #expect(
        files == ["safearea-iphone-4-ios6-portrait-2.svg", "safearea-iphone-4-ios6-portrait.svg"])
    }
  }

  @Test func xInSplitViewWritesBothPhonesInOneDrawing() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let tmux = try TmuxSession(name: "export-split")
      let arguments = "--device iphone-x --ios 16 --vs --device iphone-14-pro --ios 17"
      try tmux.start(command: Self.previewer(in: directory.url.path, arguments))
      try tmux.waitFor("iPhone 14 Pro")
      try tmux.sendKeys("x")
      let name = "safearea-iphone-x-ios16-portrait-vs-iphone-14-pro-ios17-portrait.svg"
      try tmux.waitFor("wrote \(name) (both phones, one scale)")
      let written = try String(contentsOfFile: directory.path(name), encoding: .utf8)
      let shown = try Binary.run(
        ["show", "--format", "svg"] + arguments.split(separator: " ").map(String.init))
      #expect(written == shown.stdout)
      let tree = try SVGTree(parsing: written)
      #expect(tree.node(id: "phone0-notch") != nil && tree.node(id: "phone1-dynamicIsland") != nil)
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// /sys refuses new files even to root (tests run as root, which ignores permissions): the
  /// event line says why, the rest of the screen stays as it was, and the previewer goes on.
  @Test func xWhereNothingCanBeWrittenSaysWhyAndChangesNothingElse() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "export-fail")
      try tmux.start(command: Self.previewer(in: "/sys", "--device iphone-x --ios 16"), rows: 40)
      let before = try tmux.waitForAll(["iPhone X · iOS 16", "statusBar      0,0,375,44"])
      try tmux.sendKeys("x")
      let after = try tmux.waitFor(
        "no SVG written: cannot create safearea-iphone-x-ios16-portrait.svg: ")
      let event = after.split(separator: "\n", omittingEmptySubsequences: false).first {
        $0.contains("no SVG written")
      }
      #expect(
        event?.hasSuffix("permission denied") == true
          || event?.hasSuffix("read-only file system") == true,
        "event line: \(event ?? "none")")
      func rest(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset != 38 }.map(\.element)
      }
      #expect(rest(after) == rest(before), "only the event line changes")
      #expect(!FileManager.default.fileExists(atPath: "/sys/safearea-iphone-x-ios16-portrait.svg"))
      // Still running: a key still works, q quits cleanly.
      try tmux.sendKeys("h")
      try tmux.waitFor("hotspot 1")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// A write that fails half-way (the shell's file-size limit, 1 KiB, with SIGXFSZ ignored so
  /// the write returns EFBIG) removes what it wrote: nothing is left, the event line says why.
  @Test func xThatFailsHalfWayLeavesNoPartialFile() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let tmux = try TmuxSession(name: "export-efbig")
      try tmux.start(
        command: "trap '' XFSZ; ulimit -f 2; "
          + Self.previewer(in: directory.url.path, "--device iphone-x --ios 16"))
      try tmux.waitFor("iPhone X · iOS 16")
      try tmux.sendKeys("x")
      try tmux.waitFor(
        "no SVG written: cannot write safearea-iphone-x-ios16-portrait.svg: file too large")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  @Test func safeAreaOptionStartsThePreviewerWithTheOverlayOn() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "safe-area-option")
      try tmux.start(command: "\(TmuxSession.binary) --device iphone-x --ios 16 --safe-area")
      let on = try tmux.waitForAll(["iPhone X · iOS 16", "statusBar      0,0,375,44"])
      #expect(on.contains("┄"), "the dashed outline:\n\(on)")
      try tmux.sendKeys("a")
      let off = try tmux.waitFor("safe-area overlay off")
      #expect(!off.contains("┄"), "\(off)")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }
}
