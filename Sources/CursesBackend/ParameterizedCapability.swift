/// A parameterised terminfo string (`cup`, `setaf`, `ech`, …), checked once and expanded by
/// safearea itself rather than by ncurses' `tiparm`.
///
/// `tiparm` reads its arguments by the types the string implies: a `%s` where a number goes
/// makes it take our integer for a `char *` and crash, and its arithmetic can divide the
/// smallest integer by -1 (SIGFPE). This reads the terminfo parameter language (terminfo(5),
/// "Parameterized Strings") strictly: every parameter is a number, `%s` and `%l` are refused,
/// as are `%p` beyond the capability's parameters, unknown conversions, widths over 99, `%t` or
/// `%e` outside `%?` and strings that pop without any `%p` (termcap style); the arithmetic wraps and a division by zero gives
/// zero, as in ncurses. A refused capability is treated as missing, so the writer falls back to
/// what it does without it.
struct ParameterizedCapability: Equatable, Sendable {
  /// Why a string was refused, in words for an error line.
  struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    var description: String
  }

  enum Operation: Equatable, Sendable {
    /// Literal bytes.
    case text([UInt8])
    /// `%pN`: push parameter N (from 0).
    case parameter(Int)
    /// `%{n}` or `%'c'`: push a constant.
    case constant(Int32)
    /// `%d`, `%o`, `%x`, `%X`, with printf flags, width and precision.
    case number(NumberFormat)
    /// `%c`: pop, write one byte (NUL is written as 0x80, as ncurses does).
    case character
    /// `%%`.
    case percent
    /// `%Pv` / `%gv`: store into or push a variable (`a`–`z` index 0–25, `A`–`Z` 26–51).
    case store(Int)
    case load(Int)
    /// `%+ %- %* %/ %m %& %| %^ %= %> %< %A %O`.
    case binary(UInt8)
    /// `%!` and `%~`.
    case unary(UInt8)
    /// `%i`: add one to the first two parameters (once).
    case increment
    /// `%t`: pop; when zero, continue at `elseTarget`.
    case then(elseTarget: Int)
    /// `%e` reached from the then-part: continue at `endTarget`.
    case otherwise(endTarget: Int)
    /// `%?` and `%;`: markers only.
    case marker
  }

  /// printf's `%[flags][width][.precision](d|o|x|X)`.
  struct NumberFormat: Equatable, Sendable {
    var conversion: UInt8
    var leftAlign = false
    var spaceSign = false
    var alternate = false
    var zeroPad = false
    var width = 0
    var precision: Int?
  }

  /// The widest field a conversion may ask for.
  static let maximumWidth = 99
  /// ncurses' stack depth (term.priv.h STACKSIZE); pushes beyond it are dropped.
  static let stackSize = 20
  /// A longer capability is refused (no terminal needs one; the output stays bounded).
  static let maximumLength = 4096

  /// The capability as terminfo has it.
  let source: [UInt8]
  let operations: [Operation]
  let parameterCount: Int

  /// Checks `text` as a capability taking `parameters` numbers.
  init(_ text: [UInt8], parameters: Int) throws(Refusal) {
    guard text.count <= Self.maximumLength else {
      throw Refusal(description: "longer than \(Self.maximumLength) bytes")
    }
    source = text
    parameterCount = parameters
    var operations: [Operation] = []
    var literal: [UInt8] = []
    var index = 0
    var sawParameter = false
    // Indices of `%t` and `%e` operations waiting for their targets, one list per open `%?`.
    var open: [[Int]] = []
    func flush() {
      if !literal.isEmpty {
        operations.append(.text(literal))
        literal = []
      }
    }
    func fail(_ reason: String) -> Refusal { Refusal(description: reason) }
    while index < text.count {
      let byte = text[index]
      index += 1
      guard byte == UInt8(ascii: "%") else {
        literal.append(byte)
        continue
      }
      guard index < text.count else { throw fail("a '%' ends the string") }
      flush()
      // Flags, width and precision, as ncurses' parse_format reads them.
      var format = NumberFormat(conversion: 0)
      var sawFormat = false
      var dot = false
      var allowMinus = false
      var value = 0
      var digits = 0
      scan: while index < text.count {
        let c = text[index]
        switch c {
        case UInt8(ascii: ":"): allowMinus = true
        case UInt8(ascii: "#"): format.alternate = true
        case UInt8(ascii: " "): format.spaceSign = true
        case UInt8(ascii: "-") where allowMinus: format.leftAlign = true
        case UInt8(ascii: "."):
          if dot { throw fail("two '.' in one conversion") }
          dot = true
          format.width = value
          value = 0
          digits = 0
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          if c == UInt8(ascii: "0") && digits == 0 && !dot { format.zeroPad = true }
          value = value * 10 + Int(c - UInt8(ascii: "0"))
          digits += 1
          if value > Self.maximumWidth {
            throw fail("a field of more than \(Self.maximumWidth) characters")
          }
        default: break scan
        }
        sawFormat = true
        index += 1
      }
      if dot { format.precision = value } else { format.width = value }
      guard index < text.count else { throw fail("a '%' ends the string") }
      let code = text[index]
      index += 1
      if sawFormat && !"doxXc".utf8.contains(code) {
        throw fail("printf flags before '%\(Self.shown(code))'")
      }
      switch code {
      case UInt8(ascii: "%"): operations.append(.percent)
      case UInt8(ascii: "d"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"):
        format.conversion = code
        operations.append(.number(format))
      case UInt8(ascii: "c"): operations.append(.character)
      case UInt8(ascii: "s"), UInt8(ascii: "l"):
        throw fail("%\(Self.shown(code)) where a number goes")
      case UInt8(ascii: "p"):
        guard index < text.count, text[index] >= UInt8(ascii: "1"),
          text[index] <= UInt8(ascii: "9")
        else { throw fail("%p without a parameter number") }
        let number = Int(text[index] - UInt8(ascii: "0"))
        index += 1
        guard number <= parameters else {
          throw fail("%p\(number), but it takes \(parameters) parameter(s)")
        }
        sawParameter = true
        operations.append(.parameter(number - 1))
      case UInt8(ascii: "P"), UInt8(ascii: "g"):
        guard index < text.count, let variable = Self.variable(text[index]) else {
          throw fail("%\(Self.shown(code)) without a variable name")
        }
        index += 1
        operations.append(code == UInt8(ascii: "P") ? .store(variable) : .load(variable))
      case UInt8(ascii: "'"):
        guard index + 1 < text.count, text[index + 1] == UInt8(ascii: "'") else {
          throw fail("an unterminated character constant")
        }
        operations.append(.constant(Int32(text[index])))
        index += 2
      case UInt8(ascii: "{"):
        var number: Int32 = 0
        var count = 0
        while index < text.count, text[index] >= UInt8(ascii: "0"),
          text[index] <= UInt8(ascii: "9")
        {
          // Wrapping, as C's int does in ncurses.
          number = number &* 10 &+ Int32(text[index] - UInt8(ascii: "0"))
          count += 1
          index += 1
          if count > 10 { throw fail("a constant of more than 10 digits") }
        }
        guard count > 0, index < text.count, text[index] == UInt8(ascii: "}") else {
          throw fail("a malformed %{…} constant")
        }
        index += 1
        operations.append(.constant(number))
      case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
        UInt8(ascii: "m"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
        UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "A"),
        UInt8(ascii: "O"):
        operations.append(.binary(code))
      case UInt8(ascii: "!"), UInt8(ascii: "~"): operations.append(.unary(code))
      case UInt8(ascii: "i"): operations.append(.increment)
      case UInt8(ascii: "?"):
        open.append([])
        operations.append(.marker)
      case UInt8(ascii: "t"):
        guard !open.isEmpty else { throw fail("%t outside %?…%;") }
        open[open.count - 1].append(operations.count)
        operations.append(.then(elseTarget: -1))
      case UInt8(ascii: "e"):
        guard !open.isEmpty else { throw fail("%e outside %?…%;") }
        let here = operations.count
        operations.append(.otherwise(endTarget: -1))
        // The last `%t` not yet resolved continues after this `%e`.
        if let pending = open[open.count - 1].last(where: { Self.isUnresolvedThen(operations[$0]) })
        {
          operations[pending] = .then(elseTarget: here + 1)
        }
        open[open.count - 1].append(here)
      case UInt8(ascii: ";"):
        guard let group = open.popLast() else { throw fail("%; without %?") }
        let end = operations.count + 1
        for position in group {
          switch operations[position] {
          case .then(let target) where target < 0: operations[position] = .then(elseTarget: end)
          case .otherwise: operations[position] = .otherwise(endTarget: end)
          default: break
          }
        }
        operations.append(.marker)
      default:
        throw fail("unknown conversion '%\(Self.shown(code))'")
      }
    }
    flush()
    // A `%?` the string never closes ends with it (st52's setaf), as in ncurses.
    let end = operations.count
    for group in open {
      for position in group {
        switch operations[position] {
        case .then(let target) where target < 0: operations[position] = .then(elseTarget: end)
        case .otherwise: operations[position] = .otherwise(endTarget: end)
        default: break
        }
      }
    }
    // ncurses reads a string that pops without any %p the termcap way (the parameters stacked
    // in reverse), which this does not do.
    if !sawParameter && parameters > 0 && operations.contains(where: Self.pops) {
      throw fail("conversions without %p (termcap style)")
    }
    self.operations = operations
  }

  /// Whether `operation` takes a value off the stack.
  private static func pops(_ operation: Operation) -> Bool {
    switch operation {
    case .number, .character, .store, .binary, .unary, .then: true
    default: false
    }
  }

  private static func isUnresolvedThen(_ operation: Operation) -> Bool {
    if case .then(let target) = operation { return target < 0 }
    return false
  }

  private static func variable(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): 26 + Int(byte - UInt8(ascii: "A"))
    default: nil
    }
  }

  /// A byte as text for an error line (printable ASCII, else its code).
  private static func shown(_ byte: UInt8) -> String {
    byte >= 0x21 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x\(String(byte, radix: 16))"
  }

  // MARK: - Expansion

  /// Appends the expansion for parameters `first` and `second` (unused ones are ignored) to
  /// `out`, without padding markup.
  func expand(_ first: Int32, _ second: Int32 = 0, into out: inout [UInt8]) {
    var parameters: (Int32, Int32) = (first, second)
    var incremented = false
    var stack: [Int32] = []
    stack.reserveCapacity(Self.stackSize)
    // Variables start at 0 on every expansion (ncurses keeps A–Z between calls; no terminal
    // description safearea reads relies on it: the tiparm comparison test covers them all).
    var variables: [Int32] = []
    let start = out.count
    func push(_ value: Int32) {
      if stack.count < Self.stackSize { stack.append(value) }
    }
    func pop() -> Int32 { stack.popLast() ?? 0 }
    var index = 0
    while index < operations.count {
      let operation = operations[index]
      index += 1
      switch operation {
      case .text(let bytes): out += bytes
      case .parameter(let n):
        push(n == 0 ? parameters.0 : (n == 1 ? parameters.1 : 0))
      case .constant(let value): push(value)
      case .number(let format): Self.append(pop(), format, to: &out)
      case .character:
        let value = UInt8(truncatingIfNeeded: pop())
        out.append(value == 0 ? 0x80 : value)
      case .percent: out.append(UInt8(ascii: "%"))
      case .store(let v):
        if variables.isEmpty { variables = [Int32](repeating: 0, count: 52) }
        variables[v] = pop()
      case .load(let v): push(variables.isEmpty ? 0 : variables[v])
      case .binary(let code):
        let y = pop()
        let x = pop()
        push(Self.apply(code, x, y))
      case .unary(let code):
        let x = pop()
        push(code == UInt8(ascii: "!") ? (x == 0 ? 1 : 0) : ~x)
      case .increment:
        if !incremented {
          incremented = true
          parameters.0 &+= 1
          parameters.1 &+= 1
        }
      case .then(let elseTarget):
        if pop() == 0 { index = elseTarget }
      case .otherwise(let endTarget): index = endTarget
      case .marker: break
      }
    }
    Self.removePadding(from: &out, after: start)
  }

  /// The expansion as a new array.
  func expanded(_ first: Int32, _ second: Int32 = 0) -> [UInt8] {
    var out: [UInt8] = []
    expand(first, second, into: &out)
    return out
  }

  static func apply(_ code: UInt8, _ x: Int32, _ y: Int32) -> Int32 {
    switch code {
    case UInt8(ascii: "+"): x &+ y
    case UInt8(ascii: "-"): x &- y
    case UInt8(ascii: "*"): x &* y
    // Division by zero gives zero, as in ncurses; Int32.min / -1 wraps instead of trapping.
    case UInt8(ascii: "/"): y == 0 ? 0 : x.dividedReportingOverflow(by: y).partialValue
    case UInt8(ascii: "m"): y == 0 ? 0 : x.remainderReportingOverflow(dividingBy: y).partialValue
    case UInt8(ascii: "&"): x & y
    case UInt8(ascii: "|"): x | y
    case UInt8(ascii: "^"): x ^ y
    case UInt8(ascii: "="): x == y ? 1 : 0
    case UInt8(ascii: ">"): x > y ? 1 : 0
    case UInt8(ascii: "<"): x < y ? 1 : 0
    case UInt8(ascii: "A"): x != 0 && y != 0 ? 1 : 0
    default: x != 0 || y != 0 ? 1 : 0  // "O"
    }
  }

  /// printf's formatting of one number.
  static func append(_ value: Int32, _ format: NumberFormat, to out: inout [UInt8]) {
    var digits: [UInt8] = []
    var sign: [UInt8] = []
    var prefix: [UInt8] = []
    switch format.conversion {
    case UInt8(ascii: "d"):
      let magnitude = value.magnitude
      digits = Array(String(magnitude).utf8)
      if value < 0 {
        sign = [UInt8(ascii: "-")]
      } else if format.spaceSign {
        sign = [UInt8(ascii: " ")]
      }
    default:
      let bits = UInt32(bitPattern: value)
      let radix = format.conversion == UInt8(ascii: "o") ? 8 : 16
      digits = Array(
        String(bits, radix: radix, uppercase: format.conversion == UInt8(ascii: "X")).utf8)
      if format.alternate && bits != 0 && radix == 16 {
        prefix = Array((format.conversion == UInt8(ascii: "X") ? "0X" : "0x").utf8)
      }
    }
    if let precision = format.precision {
      if precision == 0 && value == 0 { digits = [] }
      if digits.count < precision {
        digits = [UInt8](repeating: UInt8(ascii: "0"), count: precision - digits.count) + digits
      }
    }
    if format.alternate && format.conversion == UInt8(ascii: "o")
      && digits.first != UInt8(ascii: "0")
    {
      digits.insert(UInt8(ascii: "0"), at: 0)
    }
    let length = sign.count + prefix.count + digits.count
    let padding = max(0, format.width - length)
    if format.leftAlign {
      out += sign + prefix + digits
      out += [UInt8](repeating: UInt8(ascii: " "), count: padding)
    } else if format.zeroPad && format.precision == nil {
      out += sign + prefix
      out += [UInt8](repeating: UInt8(ascii: "0"), count: padding)
      out += digits
    } else {
      out += [UInt8](repeating: UInt8(ascii: " "), count: padding)
      out += sign + prefix + digits
    }
  }

  // MARK: - Padding

  /// Removes terminfo padding markup (`$<5>`, `$<2*/>`) from `bytes` after `start`: `tputs` would
  /// turn it into delays (up to hours: `$<99999999>`), which no terminal since the hardware ones
  /// needs.
  static func removePadding(from bytes: inout [UInt8], after start: Int = 0) {
    guard bytes[start...].contains(UInt8(ascii: "$")) else { return }
    let stripped = withoutPadding(Array(bytes[start...]))
    bytes.removeSubrange(start...)
    bytes += stripped
  }

  /// `bytes` without padding markup: `$<` then digits, `.`, `*` and `/`, then `>`.
  static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "<"),
        let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
        bytes[(index + 2)..<close].allSatisfy({
          ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2A || $0 == 0x2F
        })
      {
        index = close + 1
        continue
      }
      out.append(bytes[index])
      index += 1
    }
    return out
  }
}
