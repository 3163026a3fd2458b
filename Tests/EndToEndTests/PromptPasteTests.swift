import Foundation
import TestSupport
import Testing

/// Issue 22: the `:` prompt keeps at most 200 characters and says on its line what it cut, so a
/// pasted megabyte, or a long paste against a 2,000-phone catalog, costs bounded time and Esc
/// still closes it.
@Suite struct PromptPasteTests {
  /// Pastes `text` into the pane as tmux pastes a buffer (no key names, no line-feed changes).
  func paste(_ text: String, into tmux: TmuxSession, directory: TemporaryDirectory) throws {
    let file = directory.path("paste-\(UUID().uuidString).txt")
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    try tmux.tmux(["load-buffer", "-b", "paste", file])
    try tmux.tmux(["paste-buffer", "-r", "-d", "-b", "paste", "-t", tmux.sessionName])
  }

  /// Whether the bottom row is the prompt's.
  static func promptOpen(_ screen: String) -> Bool {
    ScreenText.rows(screen).last?.hasPrefix(":") == true
  }

  /// `count` characters of lower-case words and spaces, no newline (Enter would apply the
  /// prompt and turn the rest into keys).
  static func words(_ count: Int, seed: UInt64) -> String {
    var random = XorShift(seed: seed)
    let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
    var scalars = String.UnicodeScalarView()
    for _ in 0..<count {
      let r = Int(random.next() % 32)
      scalars.append(r < 26 ? letters[r] : " ")
    }
    return String(scalars)
  }

  /// Opens the prompt, pastes `text`, waits for the prompt line to say what was cut, then
  /// presses Esc.
  ///
  /// Returns the CPU seconds the previewer spent from the paste to the closed prompt.
  func pasteThenEscape(
    _ text: String, _ tmux: TmuxSession, _ pid: Int32, _ directory: TemporaryDirectory
  ) throws -> Double {
    try tmux.sendKeys(":")
    try tmux.waitUntil("the prompt to open") { Self.promptOpen($0) }
    let before = try #require(Programs.cpuTicks(pid))
    let start = Date()
    try paste(text, into: tmux, directory: directory)
    let cut = text.unicodeScalars.count - 200
    let note = try tmux.waitUntil(timeout: 120, "the prompt to say what it cut") { screen in
      ScreenText.rows(screen).last?.contains("(the first 200 characters; \(cut) more cut)") == true
    }
    #expect(Self.promptOpen(note))
    try tmux.sendKeys(named: "Escape")
    let closed = try tmux.waitUntil(timeout: 30, "Esc to close the prompt") {
      ScreenText.rows($0).last?.contains("? help") == true
    }
    let after = try #require(Programs.cpuTicks(pid))
    let seconds = Double(after - before) / Programs.ticksPerSecond
    print(
      "PromptPasteTests: \(text.utf8.count) bytes pasted: \(seconds) s of CPU, "
        + "\(Date().timeIntervalSince(start)) s until the prompt closed")
    #expect(!Self.promptOpen(closed))
    return seconds
  }

  @Test func aPastedMegabyteIsCutAndEscStillClosesThePrompt() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let tmux = try TmuxSession(name: "prompt-megabyte")
      try tmux.start(
        command: "\(TmuxSession.binary) --device iphone-x --ios 16", columns: 120, rows: 40)
      let pid = try Programs.childProcess(of: try tmux.panePID())
      defer { Programs.killIfRunning(pid) }
      try tmux.waitFor("iPhone X · iOS 16")
      _ = try pasteThenEscape(Self.words(1 << 20, seed: 22), tmux, pid, directory)
      // Still the same phone, and listening.
      try tmux.sendKeys("h")
      try tmux.waitForAll(["iPhone X · iOS 16", "hotspot 1"])
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }

  /// A catalog of 2,000 phones of our own (within the 1 MiB a catalog may be), `Phone 0000` on.
  static func bigCatalog() throws -> String {
    let builtIn = try Binary.run(["devices", "--json"]).stdout
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(builtIn.utf8)) as? [String: Any])
    let devices = try #require(object["devices"] as? [[String: Any]])
    var phone = try #require(devices.first { $0["id"] as? String == "iphone-4" })
    // Short notes, no source keys and no optional groups keep 2,000 entries under the size limit.
    func shorten(_ value: Any) -> Any {
      if var dictionary = value as? [String: Any] {
        for (key, inner) in dictionary {
          switch key {
          case "source", "note": dictionary[key] = "s"
          case "sources": dictionary[key] = [String]()
          default: dictionary[key] = shorten(inner)
          }
        }
        return dictionary
      }
      if let array = value as? [Any] { return array.map(shorten) }
      return value
    }
    phone = try #require(shorten(phone) as? [String: Any])
    // The optional groups (keyboard eras, margins, size classes) take their defaults.
    for key in ["keyboard", "layoutMargin", "sizeClasses", "foldable"] { phone[key] = nil }
    var phones: [[String: Any]] = []
    for n in 0..<2000 {
      let number = String(repeating: "0", count: 4 - String(n).count) + String(n)
      phone["id"] = "phone-\(number)"
      phone["name"] = "Phone \(number)"
      phones.append(phone)
    }
    var file = object
    file["devices"] = phones
    let data = try JSONSerialization.data(withJSONObject: file)
    #expect(data.count < 1 << 20, "\(data.count) bytes")
    return String(decoding: data, as: UTF8.self)
  }

  @Test func aLongPasteAgainstTwoThousandPhonesStaysBounded() async throws {
    try await offPool {
      let directory = try TemporaryDirectory()
      let catalog = directory.path("devices.json")
      try Self.bigCatalog().write(toFile: catalog, atomically: false, encoding: .utf8)
      let tmux = try TmuxSession(name: "prompt-catalog")
      try tmux.start(
        command: "\(TmuxSession.binary) --devices \(TmuxSession.shellQuote(catalog)) "
          + "--device phone-1234", columns: 120, rows: 40)
      let pid = try Programs.childProcess(of: try tmux.panePID())
      defer { Programs.killIfRunning(pid) }
      try tmux.waitFor("Phone 1234 · iOS")
      // Words every title contains, so every phone matches every word kept.
      let text = String(repeating: "phone 1 ", count: 100_000 / 8)
      _ = try pasteThenEscape(text, tmux, pid, directory)
      // Typing still narrows the list among the 2,000.
      try tmux.sendKeys(":")
      try tmux.sendKeys("phone 0042")
      try tmux.waitFor("▶ Phone 0042  phone-0042")
      try tmux.sendKeys(named: "Enter")
      try tmux.waitFor("Phone 0042 · iOS")
      try tmux.sendKeys("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }
}
