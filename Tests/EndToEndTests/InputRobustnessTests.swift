import Foundation
import PseudoTerminal
import TestSupport
import Testing

/// Hostile input typed into the running previewer.
@Suite struct InputRobustnessTests {
  /// Bytes the test leaves out: they would rightly end or suspend the program.
  static let forbidden: Set<UInt8> = [UInt8(ascii: "q"), 0x03, 0x1A, 0x1C]

  /// 100,000 bytes of random bytes, partial and complete escape sequences, invalid UTF-8, mouse
  /// reports and function keys; every ESC is followed by another byte, and none is forbidden.
  static func hostileInput(seed: UInt64, count: Int = 100_000) -> [UInt8] {
    var r = XorShift(seed: seed)
    var bytes: [UInt8] = []
    func byte(_ range: ClosedRange<Int> = 0...255) -> UInt8 {
      while true {
        let b = UInt8(range.lowerBound + r.below(range.count))
        if !forbidden.contains(b) { return b }
      }
    }
    while bytes.count < count {
      switch r.below(10) {
      case 0, 1, 2:  // raw random bytes
        for _ in 0..<(1 + r.below(16)) { bytes.append(byte()) }
      case 3:  // a partial CSI, broken off by anything
        bytes += [0x1B, UInt8(ascii: "[")]
        for _ in 0..<r.below(6) { bytes.append(byte(0x30...0x3F)) }
        bytes.append(byte())
      case 4:  // function keys and arrows, both encodings
        let keys: [[UInt8]] = [
          Array("\u{1B}[15~".utf8), Array("\u{1B}OP".utf8), Array("\u{1B}[A".utf8),
          Array("\u{1B}[1;5C".utf8), Array("\u{1B}[24~".utf8), Array("\u{1B}OS".utf8),
        ]
        bytes += keys[r.below(keys.count)]
      case 5:  // an X10 mouse report
        bytes += [
          0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), byte(32...35), byte(33...200), byte(33...100),
        ]
      case 6:  // an SGR mouse report
        bytes += Array(
          "\u{1B}[<\(r.below(3));\(1 + r.below(300));\(1 + r.below(200))\(r.below(2) == 0 ? "M" : "m")"
            .utf8)
      case 7:  // invalid UTF-8
        let bad: [[UInt8]] = [
          [0xC3, 0x28], [0xFF], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80], [0xE2, 0x82],
        ]
        bytes += bad[r.below(bad.count)]
      case 8:  // Alt+key: ESC then a byte
        bytes += [0x1B, byte(0x20...0x7E)]
      default:  // keys the previewer binds (but not q)
        bytes.append(Array("hdDoOrfntesvclai?+-".utf8)[r.below(19)])
      }
    }
    bytes = Array(bytes.prefix(count))
    while bytes.last == 0x1B { bytes.removeLast() }
    return bytes
  }

  @Test func theGeneratorLeavesOutWhatWouldQuitAndKeepsEveryEscapeFollowed() {
    let input = Self.hostileInput(seed: 7)
    #expect(input.count >= 99_990)
    #expect(!input.contains { Self.forbidden.contains($0) })
    #expect(input.last != 0x1B)
    #expect(input.contains(0x1B) && input.contains(0xFF))
  }

  /// 100,000 hostile bytes pasted into the previewer in tmux: it survives, still shows a valid
  /// state, and still answers `q`.
  @Test(arguments: [UInt64(1), 2024]) func hostileInputNeitherCrashesNorQuits(_ seed: UInt64)
    async throws
  {
    try await offPool { try hostileInputRun(seed: seed) }
  }

  /// The body of `hostileInputNeitherCrashesNorQuits` (a function of its own: the compiler
  /// crashed on it as a closure, on its local functions).
  private func hostileInputRun(seed: UInt64) throws {
    let dir = try TemporaryDirectory()
    let file = dir.path("input.bin")
    try Data(Self.hostileInput(seed: seed)).write(to: URL(fileURLWithPath: file))
    let tmux = try TmuxSession(name: "fuzz-\(seed)")
    // A generous escape delay: on a loaded machine the paste may pause between reads, and a
    // pause after a sequence's ESC must not count as Escape alone. In the test's own directory:
    // the paste presses `x`, which writes drawings into the current one.
    try tmux.start(
      command:
        "cd \(TmuxSession.shellQuote(dir.url.path)) && ESCDELAY=1000 \(TmuxSession.binary)",
      columns: 120, rows: 40)
    try tmux.waitFor(ScreenText.frameMarker)
    _ = try tmux.tmux(["load-buffer", "-b", "fuzz", file])
    _ = try tmux.tmux(["paste-buffer", "-r", "-b", "fuzz", "-t", tmux.sessionName])
    // Quiet means the same screen twice, 1.2 s apart: longer than the escape delay, which an
    // unfinished sequence at the end of a read waits for.
    var previous = ""
    let settled = try tmux.waitUntil(timeout: 40, "the screen to settle") { screen in
      defer { previous = screen }
      Thread.sleep(forTimeInterval: 1.2)
      return screen == previous
    }
    #expect(TmuxSession.exitStatus(in: settled) == nil, "still running:\n\(settled)")
    // The paste may have left the `:` prompt open (Escape closes it) or two phones (`|` goes
    // back to one, whose title names it in full).
    func promptOpen(_ screen: String) -> Bool {
      ScreenText.rows(screen).last?.hasPrefix(":") == true
    }
    func closePrompt(_ screen: String) throws -> String {
      guard promptOpen(screen) else { return screen }
      try tmux.sendKeys(named: "Escape")
      return try tmux.waitUntil(timeout: 10, "the prompt to close") { !promptOpen($0) }
    }
    var current = try closePrompt(settled)
    // Two phones: two outlines' top-left corners on one row.
    func split(_ screen: String) -> Bool {
      ScreenText.rows(screen).contains { row in
        row.unicodeScalars.filter { $0 == "╭" || $0 == "┌" }.count >= 2
      }
    }
    for _ in 0..<3 where split(current) {
      try tmux.sendKeys("|")
      current = (try? tmux.waitUntil(timeout: 5, "one phone") { !split($0) }) ?? current
    }
    current = try closePrompt(current)
    // A valid state: a phone from the catalog, on an iOS it ran.
    let devices = try Binary.run(["devices"]).stdout
    let title = try #require(current.split(separator: "\n").first { $0.contains(" · iOS ") })
    // The name between the outline's last dash before it and the " · ".
    let name = title.split(separator: "·").first.map {
      String($0.split(separator: "─").last ?? "").trimmingCharacters(in: .whitespaces)
    }
    #expect(
      name.map { devices.contains("  \($0)  ") } == true, "a device of the catalog: \(title)")
    let version = title.split(separator: "iOS ").last.map { $0.prefix { $0.isNumber } }
    #expect(
      version.flatMap { Int($0) }.map { (4...18).contains($0) || (26...27).contains($0) } == true)
    // The last of the paste may still be queued behind the q (a `:` that opens the prompt, an
    // unfinished terminal answer that swallows it): q until it quits, closing a prompt first.
    var final = try tmux.capture()
    for _ in 0..<5 where TmuxSession.exitStatus(in: final) == nil {
      _ = try closePrompt(final)
      try tmux.sendKeys("q")
      if let ended = try? tmux.waitUntil(
        timeout: 8, "the exit", { TmuxSession.exitStatus(in: $0) != nil })
      {
        final = ended
      } else {
        final = try tmux.capture()
      }
    }
    #expect(TmuxSession.exitStatus(in: final) == 0, "\(final)")
  }

  /// The escape delay the next test gives the previewer (`ESCDELAY`, in milliseconds).
  static let escapeDelay = 50

  /// Escape quits only when it arrives alone: a broken sequence or Alt+key never quits.
  @Test func escapeQuitsOnlyWhenAlone() async throws {
    try await offPool {
      let tmux = try TmuxSession(name: "escape-alone")
      try tmux.start(
        command: "ESCDELAY=\(Self.escapeDelay) \(TmuxSession.binary)", columns: 120, rows: 40)
      try tmux.waitFor(ScreenText.frameMarker)
      _ = try tmux.tmux(["send-keys", "-t", tmux.sessionName, "-H", "1b", "5b", "31", "32"])
      _ = try tmux.tmux(["send-keys", "-t", tmux.sessionName, "-H", "1b", "78"])
      _ = try tmux.tmux(["send-keys", "-t", tmux.sessionName, "-H", "1b", "5b", "3c", "30", "3b"])
      // Past the escape delay the previewer gives up on the broken sequence (nothing shows that
      // it did: a key sent sooner would be read as the sequence's end). Ten times the delay.
      Thread.sleep(forTimeInterval: Double(Self.escapeDelay) / 100)
      // A key read after the broken sequences acts: the previewer read them all and runs on.
      try tmux.sendKeys("h")
      let still = try tmux.waitUntil("the hotspot on, or the program ended") { screen in
        screen.contains("hotspot 1 connection") || TmuxSession.exitStatus(in: screen) != nil
      }
      #expect(TmuxSession.exitStatus(in: still) == nil, "a broken sequence quit:\n\(still)")
      #expect(still.contains("hotspot 1 connection"), "h did not act:\n\(still)")
      #expect(still.contains(ScreenText.frameMarker))
      try tmux.sendKeys(named: "Escape")
      let final = try tmux.waitFor("SAFEAREA_EXIT=")
      #expect(TmuxSession.exitStatus(in: final) == 0)
    }
  }

  /// A burst is read in one go and drawn once: five `h` in one write cost what one does.
  @Test func aBurstIsDrawnOnce() async throws {
    try await offPool {
      func bytes(for keys: String) throws -> Int {
        // A said theme: this bare pty answers no background question, whose wait would split the
        // first frame from the question.
        let pty = try Programs.startOnPty(["--device", "iphone-4", "--ios", "6", "--theme", "dark"])
        _ = pty.readUntilQuiet(quiet: 0.3)
        pty.write(keys)
        let count = pty.readUntilQuiet(quiet: 0.3).bytes.count
        pty.write("q")
        _ = pty.waitStatus(timeout: 5)
        return count
      }
      let one = try bytes(for: "h")
      let five = try bytes(for: "hhhhh")
      #expect(one > 0)
      #expect(
        Double(five) <= Double(one) * 1.2,
        "five toggles in a burst wrote \(five) bytes, one wrote \(one)")
    }
  }
}
