import CNCurses
import Glibc
import TestSupport
import Testing

@testable import CursesBackend

/// safearea's own expansion of parameterised terminfo strings: what it refuses, what it
/// computes, and that it computes what ncurses' `tiparm` does on every entry of this system.
@Suite struct ParameterizedCapabilityTests {
  static func capability(_ text: String, _ parameters: Int = 1) throws -> ParameterizedCapability {
    try ParameterizedCapability(Array(text.utf8), parameters: parameters)
  }

  static func expanded(_ text: String, _ a: Int32, _ b: Int32 = 0, parameters: Int = 2) throws
    -> String
  {
    String(decoding: try capability(text, parameters).expanded(a, b), as: UTF8.self)
  }

  /// The start-up error names why a capability was refused, looked up by its name.
  @Test func aRefusalIsFoundByItsCapabilitysName() {
    var capabilities = TerminalCapabilities()
    capabilities.refused = [(name: "setaf", reason: "too long"), (name: "cup", reason: "uses %s")]
    #expect(capabilities.refusal(of: "cup") == "uses %s")
    #expect(capabilities.refusal(of: "setaf") == "too long")
    #expect(capabilities.refusal(of: "csr") == nil)
  }

  /// Refused strings, each with a word of its reason.
  static let refused: [(String, Int, String)] = [
    ("\u{1B}[3%p1%sm", 1, "%s where a number goes"),
    ("\u{1B}[%i%p1%s;%p2%dH", 2, "%s where a number goes"),
    ("\u{1B}[%p1%lX", 1, "%l where a number goes"),
    ("\u{1B}[%p3%dH", 2, "%p3"),
    ("\u{1B}[%p0%dH", 2, "%p without a parameter number"),
    ("\u{1B}[%p1%99999dX", 1, "a field of more than 99"),
    ("\u{1B}[%p1%.100dX", 1, "a field of more than 99"),
    ("\u{1B}[%p1%$", 1, "unknown conversion"),
    ("\u{1B}[%p1%d%", 1, "a '%' ends the string"),
    ("\u{1B}[%p1%t1%;", 1, "%t outside"),
    ("\u{1B}[%'x", 1, "unterminated character constant"),
    ("\u{1B}[%{12345678901}%d", 1, "more than 10 digits"),
    ("\u{1B}[%i%d;%dH", 2, "termcap style"),
  ]

  @Test func refusesWhatTiparmCannotSurviveOrSafeareaCannotRead() {
    for (text, parameters, reason) in Self.refused {
      #expect(throws: ParameterizedCapability.Refusal.self, "\(text.debugDescription)") {
        try ParameterizedCapability(Array(text.utf8), parameters: parameters)
      }
      do throws(ParameterizedCapability.Refusal) {
        _ = try ParameterizedCapability(Array(text.utf8), parameters: parameters)
      } catch {
        #expect(error.description.contains(reason), "\(text.debugDescription): \(error)")
      }
    }
  }

  @Test func expandsTheStringsTerminalsUse() throws {
    #expect(try Self.expanded("\u{1B}[%i%p1%d;%p2%dH", 4, 9) == "\u{1B}[5;10H")
    let setaf =
      "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m"
    #expect(try Self.expanded(setaf, 1) == "\u{1B}[31m")
    #expect(try Self.expanded(setaf, 12) == "\u{1B}[94m")
    #expect(try Self.expanded(setaf, 200) == "\u{1B}[38;5;200m")
    // vt52-style addressing: characters offset by a space.
    #expect(try Self.expanded("\u{1B}Y%p1%' '%+%c%p2%' '%+%c", 1, 2) == "\u{1B}Y!\"")
    #expect(
      try Self.expanded("%p1%02d|%p1%3d|%p1%:-3d|%p1%x|%p1%X|%p1%#o|%p1%.3d", 10)
        == "10| 10|10 |a|A|012|010")
    #expect(try Self.expanded("%p1%Pa%ga%ga%*%d", 7) == "49")
    #expect(try Self.expanded("%p1%!%d%p1%~%d", 0) == "1-1")
    #expect(try Self.expanded("100%%", 0) == "100%")
    // A %? never closed ends with the string, as in ncurses (st52's setaf).
    #expect(try Self.expanded("<%?%p1%{1}%=%t1%e2", 1) == "<1")
    #expect(try Self.expanded("<%?%p1%{1}%=%t1%e2", 5) == "<2")
  }

  @Test func arithmeticNeitherTrapsNorDividesByZero() throws {
    // Int32.min / -1 traps in C (SIGFPE in tiparm); here it wraps.
    let overflow = "%{1073741824}%{2}%*%{0}%{1}%-"
    #expect(try Self.expanded(overflow + "%/%d", 0, parameters: 0) == "-2147483648")
    #expect(try Self.expanded(overflow + "%m%d", 0, parameters: 0) == "0")
    #expect(try Self.expanded("%{9999999999}%d", 0, parameters: 0) == "1410065407")
    #expect(try Self.expanded("%p1%{0}%/%d", 5) == "0")
    #expect(try Self.expanded("%p1%{0}%m%d", 5) == "0")
    // A NUL from %c is written as 0x80, as ncurses does.
    #expect(try Self.capability("%p1%c").expanded(0) == [0x80])
  }

  @Test func paddingIsRemovedFromExpansions() throws {
    #expect(try Self.expanded("\u{1B}[%i%p1%d;%p2%dH$<99999999/>", 0, 0) == "\u{1B}[1;1H")
    #expect(try Self.expanded("a$<%p1%d>b", 5) == "ab")
  }

  @Test func paddingMarkupIsRemovedFromPlainStrings() {
    #expect(
      ParameterizedCapability.withoutPadding(Array("\u{1B}[?1049h$<99999999>".utf8))
        == Array("\u{1B}[?1049h".utf8))
    #expect(ParameterizedCapability.withoutPadding(Array("a$<2*/>b".utf8)) == Array("ab".utf8))
    #expect(
      ParameterizedCapability.withoutPadding(Array("cost $5 <x>".utf8))
        == Array("cost $5 <x>".utf8))
  }
}

extension NCursesState {
  /// safearea's expansions against ncurses' own, on every compiled entry of this system.
  @Suite struct TiparmComparisonTests {
    /// The parameterised capabilities safearea sends, their parameter counts and sample values.
    static let capabilities: [(String, Int, [(Int32, Int32)])] = [
      ("cup", 2, [(0, 0), (23, 79), (499, 999), (32766, 32766)]),
      ("setaf", 1, [(0, 0), (1, 0), (7, 0), (8, 0), (15, 0), (16, 0), (100, 0), (255, 0)]),
      ("setab", 1, [(0, 0), (1, 0), (7, 0), (8, 0), (15, 0), (16, 0), (100, 0), (255, 0)]),
      ("ech", 1, [(1, 0), (12, 0), (999, 0)]),
      ("cuf", 1, [(1, 0), (12, 0), (999, 0)]),
      ("csr", 2, [(0, 23), (0, 499)]),
      ("XM", 1, [(0, 0), (1, 0)]),
    ]

    @Test func everySystemEntryExpandsAsTiparmDoes() throws {
      let names = Set(
        TerminfoFixtures.allSystemEntries().map { String($0.split(separator: "/").last!) })
      try #require(names.count > 30, "too few terminfo entries on this system: \(names.count)")
      let devNull = open("/dev/null", O_WRONLY)
      defer { close(devNull) }
      var compared = 0
      for name in names.sorted() {
        guard cn_setupterm(name, devNull) == 1 else { continue }
        defer { cn_del_curterm() }
        for (capability, parameters, samples) in Self.capabilities {
          guard let text = cn_tigetstr(capability),
            let bytes = TerminalCapabilities.string(capability)
          else { continue }
          let parsed: ParameterizedCapability
          do {
            parsed = try ParameterizedCapability(bytes, parameters: parameters)
          } catch {
            Issue.record("\(name) \(capability)=\(bytes): \(error)")
            continue
          }
          for (a, b) in samples {
            let theirs = parameters == 2 ? cn_tparm2(text, a, b) : cn_tparm1(text, a)
            let expected = theirs.map {
              ParameterizedCapability.withoutPadding(
                Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))))
            }
            #expect(
              parsed.expanded(a, b) == expected, "\(name) \(capability) with \(a), \(b)")
            compared += 1
          }
        }
      }
      #expect(compared > 1000, "only \(compared) expansions compared")
    }
  }
}
