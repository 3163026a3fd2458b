/// Turns the raw bytes a terminal sends into key and mouse events.
///
/// A pure state machine: no I/O, no clock. The caller feeds bytes as they are read and calls
/// `flush()` once the escape delay has passed with no further input. Whatever is fed, the decoder
/// never traps and never holds more than `maximumSequenceBytes` bytes of an unfinished sequence.
///
/// Behaviour in brief:
/// - UTF-8 is decoded strictly (no overlongs, no surrogates, nothing above U+10FFFF). A broken
///   sequence is dropped and decoding resumes at the byte that broke it. Only printable scalars
///   become `.character`; C1 controls (U+0080–U+009F) are dropped.
/// - C0 controls other than ESC, and DEL, become `.control`.
/// - ESC becomes `.escape` only when it is pending on its own at `flush()` and was not itself
///   preceded by an ESC: `ESC ESC` is Alt+Escape, not a lone Escape.
/// - Control strings (OSC and DCS: a terminal's answers to queries) are skipped.
/// - CSI and SS3 sequences become cursor, editing and function keys, or `.unknown`; X10 and SGR
///   mouse reports become `.mouse`. Malformed mouse reports and sequences with absurd numbers are
///   dropped.
public struct KeyDecoder: Sendable {
  /// Where the decoder is inside the byte stream.
  private enum State: Sendable {
    /// Between characters.
    case ground
    /// Inside a multi-byte UTF-8 character: the bits so far, the continuation bytes still due,
    /// and the range the next continuation byte must fall in.
    case utf8(value: UInt32, remaining: Int, low: UInt8, high: UInt8)
    /// After ESC; `prefixed` is true when that ESC itself followed an ESC.
    case escape(prefixed: Bool)
    /// After `ESC [`, collecting parameter and intermediate bytes into `parameters`.
    case csi
    /// Inside a CSI that grew too long: its remaining bytes are skipped up to its final byte.
    case csiOverlong
    /// After `ESC O`.
    case ss3
    /// After `ESC [ M`, collecting the three raw bytes of an X10 mouse report.
    case x10Mouse(count: Int, button: UInt8, column: UInt8)
    /// Inside a control string (OSC `ESC ]`, DCS `ESC P`): a terminal's answer to a query (the
    /// background colour), skipped up to BEL or ESC. It is one only once digits and then `;`,
    /// `$` or `+` begin it (`11;rgb:…`, `1$r…`); anything else is Alt+key and what follows is
    /// read as keys again, so a stray Alt+] never swallows what is typed next.
    case string(length: Int, confirmed: Bool)
  }

  /// The most bytes a control string may have before the decoder stops skipping.
  public static var maximumStringBytes: Int { 1024 }

  /// The most parameter and intermediate bytes a CSI sequence may collect before it is dropped.
  public static var maximumSequenceBytes: Int { 64 }

  /// The largest number accepted in a parameter; a sequence with a larger one is dropped.
  public static var maximumParameter: Int { 10_000 }

  private var state: State = .ground
  /// The parameter and intermediate bytes of the CSI being collected, at most
  /// `maximumSequenceBytes` of them.
  private var parameters: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Decodes bytes as they arrive; a sequence split across calls is kept until it completes.
  public mutating func feed(_ bytes: some Collection<UInt8>) -> [InputEvent] {
    bytes.withContiguousStorageIfAvailable { feed(contiguous: $0) }
      ?? Array(bytes).withUnsafeBufferPointer { feed(contiguous: $0) }
  }

  /// `feed` for bytes held in one run of memory: compiled as it is, so a caller in another
  /// module (the terminal backend, on every key) does not run the generic version through its
  /// protocol witnesses.
  public mutating func feed(contiguous bytes: UnsafeBufferPointer<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    for byte in bytes {
      consume(byte, into: &events)
    }
    return events
  }

  /// Whether an incomplete sequence (a lone ESC, a partial CSI, a partial UTF-8 character) waits
  /// for more bytes.
  public var hasPendingInput: Bool {
    if case .ground = state { return false }
    return true
  }

  /// Called when the escape delay passed with no more input.
  ///
  /// A lone pending ESC becomes `.key(.escape)`; any other incomplete sequence is dropped (a
  /// broken sequence must never produce Escape). An ESC that directly followed another ESC is not
  /// alone and is dropped too.
  public mutating func flush() -> [InputEvent] {
    let pending = state
    reset()
    if case .escape(prefixed: false) = pending {
      return [.key(.escape)]
    }
    return []
  }

  // MARK: - State machine

  private mutating func reset() {
    state = .ground
    parameters.removeAll(keepingCapacity: true)
  }

  private mutating func consume(_ byte: UInt8, into events: inout [InputEvent]) {
    switch state {
    case .ground:
      ground(byte, into: &events)

    case .utf8(let value, let remaining, let low, let high):
      guard byte >= low && byte <= high else {
        // Truncated character: drop it and read this byte afresh.
        state = .ground
        ground(byte, into: &events)
        return
      }
      let next = value << 6 | UInt32(byte & 0x3F)
      if remaining > 1 {
        state = .utf8(value: next, remaining: remaining - 1, low: 0x80, high: 0xBF)
        return
      }
      state = .ground
      // Ranges of the lead and first continuation byte already exclude overlongs, surrogates and
      // values above U+10FFFF; only C1 controls remain to be dropped.
      if next >= 0xA0, let scalar = Unicode.Scalar(next) {
        events.append(.key(.character(scalar)))
      }

    case .escape:
      switch byte {
      case 0x5B:  // [
        parameters.removeAll(keepingCapacity: true)
        state = .csi
      case 0x4F:  // O
        state = .ss3
      case 0x5D, 0x50:  // ] P
        state = .string(length: 0, confirmed: false)
      case 0x1B:
        state = .escape(prefixed: true)
      default:
        // Alt+key: neither the ESC nor the key is reported.
        state = .ground
      }

    case .csi:
      csi(byte, into: &events)

    case .csiOverlong:
      switch byte {
      case 0x20...0x3F:
        break
      case 0x40...0x7E:
        state = .ground
      default:
        state = .ground
        ground(byte, into: &events)
      }

    case .string(let length, let confirmed):
      switch byte {
      case 0x07 where confirmed:
        state = .ground
      case 0x1B:
        // The string terminator (ESC \) or a new sequence: either way the string ends.
        state = .escape(prefixed: false)
      case 0x30...0x39 where !confirmed && length < 4:
        state = .string(length: length + 1, confirmed: false)
      case 0x3B, 0x24,
        0x2B where !confirmed && length > 0:  // ; $ +
        state = .string(length: length + 1, confirmed: true)
      default:
        guard confirmed else {
          // Not an answer: Alt+key, and this byte is read afresh.
          state = .ground
          ground(byte, into: &events)
          return
        }
        state =
          length + 1 >= Self.maximumStringBytes
          ? .ground : .string(length: length + 1, confirmed: true)
      }

    case .ss3:
      state = .ground
      guard (0x20...0x7E).contains(byte) else {
        ground(byte, into: &events)
        return
      }
      events.append(.key(Self.ss3Key(byte)))

    case .x10Mouse(let count, let button, let column):
      guard byte >= 0x20 else {
        state = .ground
        ground(byte, into: &events)
        return
      }
      switch count {
      case 0:
        state = .x10Mouse(count: 1, button: byte, column: 0)
      case 1:
        state = .x10Mouse(count: 2, button: button, column: byte)
      default:
        state = .ground
        events.append(.mouse(Self.x10Mouse(button: button, column: column, row: byte)))
      }
    }
  }

  /// Decodes a byte that starts something new.
  private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case 0x1B:
      state = .escape(prefixed: false)
    case 0x00...0x1F, 0x7F:
      events.append(.key(.control(byte)))
    case 0x20...0x7E:
      events.append(.key(.character(Unicode.Scalar(byte))))
    case 0xC2...0xDF:
      state = .utf8(value: UInt32(byte & 0x1F), remaining: 1, low: 0x80, high: 0xBF)
    case 0xE0:
      state = .utf8(value: UInt32(byte & 0x0F), remaining: 2, low: 0xA0, high: 0xBF)
    case 0xED:
      state = .utf8(value: UInt32(byte & 0x0F), remaining: 2, low: 0x80, high: 0x9F)
    case 0xE1...0xEF:
      state = .utf8(value: UInt32(byte & 0x0F), remaining: 2, low: 0x80, high: 0xBF)
    case 0xF0:
      state = .utf8(value: UInt32(byte & 0x07), remaining: 3, low: 0x90, high: 0xBF)
    case 0xF1...0xF3:
      state = .utf8(value: UInt32(byte & 0x07), remaining: 3, low: 0x80, high: 0xBF)
    case 0xF4:
      state = .utf8(value: UInt32(byte & 0x07), remaining: 3, low: 0x80, high: 0x8F)
    default:
      // A stray continuation byte, C0/C1 (overlong leads) or F5–FF: never valid here.
      break
    }
  }

  private mutating func csi(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case 0x20...0x3F:
      if parameters.count >= Self.maximumSequenceBytes {
        parameters.removeAll(keepingCapacity: true)
        state = .csiOverlong
      } else {
        parameters.append(byte)
      }
    case 0x40...0x7E:
      if byte == 0x4D && parameters.isEmpty {  // ESC [ M: X10 mouse, three raw bytes follow.
        state = .x10Mouse(count: 0, button: 0, column: 0)
        return
      }
      let event = Self.interpretCSI(parameters, final: byte)
      reset()
      if let event {
        events.append(event)
      }
    default:
      // A control byte or a byte >= 0x80 cannot be part of a CSI: abandon it.
      reset()
      ground(byte, into: &events)
    }
  }

  // MARK: - Interpretation

  private static func ss3Key(_ byte: UInt8) -> Key {
    switch byte {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    case 0x48: .home
    case 0x46: .end
    case 0x50...0x53: .function(Int(byte) - 0x50 + 1)
    default: .unknown
    }
  }

  private static func x10Mouse(button: UInt8, column: UInt8, row: UInt8) -> MouseEvent {
    let code = Int(button) - 32
    let low = code & 0b11
    let high = code & (64 | 128)
    let column = max(Int(column) - 33, 0)
    let row = max(Int(row) - 33, 0)
    if high == 0 && low == 3 {
      return MouseEvent(column: column, row: row, button: 0, pressed: false)
    }
    return MouseEvent(column: column, row: row, button: high | low, pressed: true)
  }

  /// The parameters of a CSI, split at `;`.
  private struct Parameters {
    /// The private marker (`<`, `=`, `>`, `?`) leading the parameters, if any.
    var marker: UInt8?
    /// Each parameter's number, nil when empty; sub-parameters after `:` are ignored.
    var values: [Int?] = []
    /// Whether any parameter had sub-parameters.
    var hasSubParameters = false
    /// Whether intermediate bytes were present, or bytes came in an order ECMA-48 does not allow.
    var isIrregular = false
    /// Whether some number exceeded `maximumParameter`.
    var isAbsurd = false
  }

  private static func parse(_ bytes: [UInt8]) -> Parameters {
    var result = Parameters()
    var index = bytes.startIndex
    if let first = bytes.first, (0x3C...0x3F).contains(first) {
      result.marker = first
      index += 1
    }
    var current: Int?
    var inSubParameter = false
    var seenIntermediate = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      index += 1
      if seenIntermediate && byte >= 0x30 {
        result.isIrregular = true
        continue
      }
      switch byte {
      case 0x30...0x39:
        guard !inSubParameter else { continue }
        // Capped, so this never overflows: at most 10 * (maximumParameter + 1) + 9.
        let value = (current ?? 0) * 10 + Int(byte - 0x30)
        if value > maximumParameter {
          result.isAbsurd = true
        }
        current = min(value, maximumParameter + 1)
      case 0x3A:
        inSubParameter = true
        result.hasSubParameters = true
      case 0x3B:
        result.values.append(current)
        current = nil
        inSubParameter = false
      case 0x3C...0x3F:
        result.isIrregular = true
      default:
        seenIntermediate = true
        result.isIrregular = true
      }
    }
    result.values.append(current)
    return result
  }

  /// The event a complete CSI stands for, or nil when the sequence is dropped.
  private static func interpretCSI(_ bytes: [UInt8], final: UInt8) -> InputEvent? {
    let parameters = parse(bytes)
    if parameters.isAbsurd {
      return nil
    }
    if parameters.isIrregular {
      return .key(.unknown)
    }
    switch parameters.marker {
    case 0x3C:  // <
      guard final == 0x4D || final == 0x6D else { return .key(.unknown) }
      return sgrMouse(parameters, pressed: final == 0x4D)
    case .some:
      return .key(.unknown)
    case .none:
      return .key(key(parameters.values, final: final))
    }
  }

  private static func sgrMouse(_ parameters: Parameters, pressed: Bool) -> InputEvent? {
    guard !parameters.hasSubParameters, parameters.values.count == 3,
      let button = parameters.values[0], let column = parameters.values[1],
      let row = parameters.values[2]
    else { return nil }
    return .mouse(
      MouseEvent(
        column: max(column - 1, 0),
        row: max(row - 1, 0),
        button: button & ~(4 | 8 | 16 | 32),
        pressed: pressed
      )
    )
  }

  private static func key(_ values: [Int?], final: UInt8) -> Key {
    // CSI ends in the same letters as SS3 (arrows, Home, End, F1–F4), or `~` after a number.
    guard final == 0x7E else { return ss3Key(final) }
    guard let first = values.first, let number = first else { return .unknown }
    return tildeKey(number)
  }

  private static func tildeKey(_ number: Int) -> Key {
    switch number {
    case 1, 7: .home
    case 4, 8: .end
    case 2: .insert
    case 3: .delete
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23...24: .function(number - 12)
    default: .unknown
    }
  }
}
