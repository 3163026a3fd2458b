import PhoneLayout
import Testing

@testable import SafeAreaCLI

/// Numbers on the command line: decimal digits as people write them, nothing Swift would also
/// accept (a sign, leading zeros, hexadecimal, exponents, inf, nan).
@Suite struct StrictNumberTests {
  @Test func wholeNumbersAreDigitsWithoutSignOrLeadingZero() {
    for (text, value) in [
      ("0", 0), ("7", 7), ("11", 11), ("1000", 1000), ("999999999", 999_999_999),
    ] {
      #expect(StrictNumber.whole(text) == value, "\(text)")
    }
    for text in [
      "", "+11", "-1", "011", "00", " 11", "11 ", "1e1", "0x10", "1_000", "١١", "1234567890",
      "11.0",
    ] {
      #expect(StrictNumber.whole(text) == nil, "\(text)")
    }
  }

  @Test func decimalsAreAWholeNumberAndOptionalDigitsAfterAPoint() {
    for (text, value) in [
      ("0", 0.0), ("1.5", 1.5), ("0.25", 0.25), ("1000", 1000), ("12.125", 12.125),
    ] {
      #expect(StrictNumber.decimal(text) == value, "\(text)")
    }
    for text in [
      "", "+1", "-1", "01", "1.", ".5", "1e-400", "1e3", "0x10", "0x1p4", "inf", "nan", "1.2.3",
      "1,5",
    ] {
      #expect(StrictNumber.decimal(text) == nil, "\(text)")
    }
  }

  @Test func optionsUseThem() throws {
    for words in [
      ["json", "--ios", "+11"], ["json", "--ios", "011"], ["show", "--size", "+80x+24"],
      ["json", "--hotspot=+2"], ["json", "--additional-insets", "0x10,0,0,0"],
      ["json", "--additional-insets", "1e-400,0,0,0"],
    ] {
      #expect(throws: UsageError.self, "\(words)") { try ArgumentParser.parse(words) }
    }
    #expect(try ArgumentParser.parse(["json", "--ios", "11"]).ios == .version(IOSVersion(11)))
    #expect(try ArgumentParser.parse(["json", "--ios", "26.2"]).ios == .version(IOSVersion(26, 2)))
    #expect(try ArgumentParser.parse(["show", "--size", "80x24"]).size?.columns == 80)
  }

  @Test func errorLinesQuoteLongArgumentsShort() throws {
    let long = String(repeating: "z", count: 100_000)
    do throws(UsageError) {
      _ = try ArgumentParser.parse(["json", "--nav", long])
      Issue.record("accepted")
    } catch {
      #expect(error.message.unicodeScalars.count < 200, "\(error.message.prefix(80))")
      #expect(error.message.contains(String(repeating: "z", count: 60) + "…"))
    }
  }
}
