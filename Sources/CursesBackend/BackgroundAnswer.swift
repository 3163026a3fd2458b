import PhoneTUI

/// Takes the terminal's answers to the background question out of the input stream: OSC 11's
/// `ESC ] 11 ; rgb:… (BEL or ESC \)`, then DA1's `ESC [ ? … c`, which every terminal sends and
/// which therefore ends the answers.
///
/// Pure: bytes in, the bytes that are not answers out (for the key decoder), and the theme OSC
/// 11 reported. The answers may come at any time after the question (the first frame does not
/// wait for them) and split across reads at any byte: what may begin an answer is held until
/// it proves to be one or not, so no part of an answer is ever taken as keys (`rgb:` would be
/// rotate, glass and scroll). The caller releases what is held when its wait ends.
struct BackgroundAnswer {
  /// What a stretch of held bytes is.
  private enum Match {
    /// The start of an answer, which needs more bytes.
    case prefix
    /// A whole OSC 11 answer.
    case color
    /// A whole DA1 answer: the terminal has answered everything.
    case attributes
    /// Not an answer.
    case none
  }

  /// The most bytes an answer's colour or attribute list may have.
  static let longestPayload = 96

  /// Bytes that may begin an answer, held until they prove to be one or not.
  private(set) var held: [UInt8] = []
  /// Whether DA1 answered: nothing more is due.
  private(set) var finished = false

  /// Whether what is held is more than an Escape (or the `ESC [` of any key) could begin: the
  /// start of an answer's control string or of DA1's `ESC [ ?`, worth waiting longer for.
  var holdsAnswer: Bool {
    held.count >= 3 || (held.count == 2 && held[1] == UInt8(ascii: "]"))
  }

  /// Feeds bytes as they are read: the bytes for the key decoder, in order, and the theme if
  /// an OSC 11 answer completed.
  mutating func feed(_ bytes: some Collection<UInt8>) -> (keys: [UInt8], theme: Theme?) {
    var keys: [UInt8] = []
    var theme: Theme?
    for byte in bytes {
      guard !finished else {
        keys.append(byte)
        continue
      }
      if held.isEmpty && byte != 0x1B {
        keys.append(byte)
        continue
      }
      held.append(byte)
      switch Self.match(held) {
      case .prefix:
        break
      case .color:
        theme = Theme.fromBackgroundReply(held) ?? theme
        held = []
      case .attributes:
        held = []
        finished = true
      case .none:
        // Not an answer: what was held goes to the decoder as it came, and this byte starts
        // afresh (an ESC may begin the real answer).
        held.removeLast()
        keys += held
        held = []
        if byte == 0x1B { held = [byte] } else { keys.append(byte) }
      }
    }
    return (keys, theme)
  }

  /// Gives up on what is held (the wait for the rest is over): it goes to the decoder.
  mutating func release() -> [UInt8] {
    defer { held = [] }
    return held
  }

  /// What `bytes`, which start with ESC, are.
  private static func match(_ bytes: [UInt8]) -> Match {
    guard bytes.count >= 2 else { return .prefix }
    switch bytes[1] {
    case UInt8(ascii: "]"): return color(bytes)
    case UInt8(ascii: "["): return attributes(bytes)
    default: return .none
    }
  }

  /// `ESC ] 1 1 ;` then printable bytes, ended by BEL or `ESC \`.
  private static func color(_ bytes: [UInt8]) -> Match {
    let introducer = Array("\u{1B}]11;".utf8)
    for (index, byte) in bytes.prefix(introducer.count).enumerated()
    where byte != introducer[index] {
      return .none
    }
    guard bytes.count > introducer.count else { return .prefix }
    let payload = bytes[introducer.count...]
    guard payload.count <= longestPayload + 2 else { return .none }
    for (offset, byte) in payload.enumerated() {
      let last = offset == payload.count - 1
      switch byte {
      case 0x07:
        return last ? .color : .none
      case 0x1B:
        // The string terminator's first byte: the next must be the backslash.
        if last { return .prefix }
        let next = payload[payload.index(payload.startIndex, offsetBy: offset + 1)]
        return next == UInt8(ascii: "\\") && offset == payload.count - 2 ? .color : .none
      case 0x20...0x7E:
        continue
      default:
        return .none
      }
    }
    return .prefix
  }

  /// `ESC [ ?` then digits and `;`, ended by `c`.
  private static func attributes(_ bytes: [UInt8]) -> Match {
    guard bytes.count >= 3 else { return .prefix }
    guard bytes[2] == UInt8(ascii: "?") else { return .none }
    let parameters = bytes[3...]
    guard parameters.count <= longestPayload + 1 else { return .none }
    for (offset, byte) in parameters.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"):
        continue
      case UInt8(ascii: "c") where offset == parameters.count - 1 && offset > 0:
        return .attributes
      default:
        return .none
      }
    }
    return .prefix
  }
}
