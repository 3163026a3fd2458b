import PhoneTUI

/// Turns changed cells into the bytes a terminal needs, from the terminal's own terminfo strings.
///
/// One cursor move per run of cells, a style change only where the style changes, UTF-8
/// characters; long runs of spaces erased. Everything goes into one buffer and out in one `write`.
///
/// ncurses sets the terminal up, reads terminfo and tears down; this writer replaces its
/// `doupdate`, whose per-byte output path and line-scrolling optimisation (which cannot be turned
/// off and drags the phone along with the inspector's lines) cost several times the bytes and
/// time a toggle needs (DECISIONS.md).
final class TerminalWriter {
  /// What a cell looks like on this terminal: colours (nil is the default) and attributes.
  struct Style: Hashable {
    var foreground: Int?
    var background: Int?
    var bold = false
    var dim = false
    var reverse = false

    /// Hashed as one word of its fields.
    ///
    /// The writer hashes every pair of roles (some 1,600 styles) at start-up, and five fields
    /// with two optionals took 0.9 M instructions. Equality stays field by field, so a colour
    /// past the packing's 24 bits stays distinct.
    func hash(into hasher: inout Hasher) {
      let foreground = (foreground.map { $0 + 2 } ?? 0) & 0xFF_FFFF
      let background = (background.map { $0 + 2 } ?? 0) & 0xFF_FFFF
      hasher.combine(
        foreground | background << 24 | (bold ? 1 << 48 : 0) | (dim ? 1 << 49 : 0)
          | (reverse ? 1 << 50 : 0))
    }
  }

  private var buffer = ByteBuffer(capacity: 1 << 16)
  private var cursor: (row: Int, column: Int)?
  /// The terminal's style when it is none of `styles` (`currentIndex` is -1): nil when unknown.
  private var current: Style?

  // Capabilities, read once.
  private let cursorAddress: ParameterizedCapability?
  private let standardCursorAddress: Bool
  private let resetAttributes: [UInt8]
  private let boldOn: [UInt8]?
  private let dimOn: [UInt8]?
  private let reverseOn: [UInt8]?
  private let defaultColors: [UInt8]?
  private let separateDefaults: Bool
  private let clearScreenString: [UInt8]
  private let lastCellWritable: Bool
  /// `ech` and `cuf` with a terminal that erases in the current background colour (`bce`): a
  /// long run of spaces then costs two short sequences instead of one byte a cell.
  private let eraseCharacters: ParameterizedCapability?
  private let cursorRight: ParameterizedCapability?
  /// `ech` and `cuf` in the ECMA-48 form every current terminal uses: written directly.
  private let standardErase: Bool
  private let standardRight: Bool
  static let defaultForeground = Array("\u{1B}[39m".utf8)
  static let defaultBackground = Array("\u{1B}[49m".utf8)
  /// Runs of spaces at least this long are erased rather than written.
  static let eraseThreshold = 12
  private var foregrounds: [[UInt8]?]
  private var backgrounds: [[UInt8]?]
  /// The distinct styles, and the index into them of each (foreground role, background role).
  private let styles: [Style]
  private let styleIndex: [Int]
  /// Each distinct style's foreground part and background colour, numbered.
  ///
  /// `pairStyle` is the style of every such pair (`front * backCount + back`). Every mix
  /// `switchStyle` makes for a space (one style's foreground, another's background) is such a
  /// pair, so it is looked up here, not hashed: building the hash table of styles was 6 % of
  /// start-up.
  private let styleFront: [Int]
  private let styleBack: [Int]
  private let pairStyle: [Int]
  private let backCount: Int
  /// The index of `current` in `styles`, or -1 when it is unknown.
  private var currentIndex = -1
  /// The bytes from one style to another, by `from << 16 | to`, as they are first needed.
  ///
  /// Its own small hash table, not a dictionary: the first frame was the first use of an
  /// `Int`-keyed dictionary, whose type the runtime builds by scanning every conformance in the
  /// binary for `Int: Hashable` (0.13 M instructions of start-up). Nor a row of every style for
  /// each style left: with some 700 styles in 256 colours those rows took 0.2 MB.
  private var transitions = TransitionTable()
  /// What stands in for `transitions` while `write` holds it (see there).
  private var standIn = TransitionTable(standIn: ())

  /// A writer for a terminal with `capabilities`, drawing with `colors` colours (0, 8 or 256)
  /// in the palette for `theme`'s background.
  init(_ capabilities: TerminalCapabilities, colors: Int, theme: Theme = .dark) {
    let cup = capabilities.cursorAddress
    // The bottom-right cell is safe to write when the terminal defers the wrap (xenl) or does
    // not wrap at all; otherwise writing it would scroll the screen.
    lastCellWritable = capabilities.deferredWrap || !capabilities.autoMargins
    let canErase = capabilities.backgroundColorErase || colors == 0
    eraseCharacters = canErase ? capabilities.eraseCharacters : nil
    cursorRight = capabilities.cursorRight
    cursorAddress = cup
    standardCursorAddress = cup?.source == Array("\u{1B}[%i%p1%d;%p2%dH".utf8)
    resetAttributes = capabilities.resetAttributes
    boldOn = capabilities.bold
    dimOn = capabilities.dim
    reverseOn = capabilities.reverse
    defaultColors = capabilities.defaultColors
    // AX (user_caps(5)): SGR 39 and 49 reset one colour each, so going back to the default
    // background need not also reset, then set again, the foreground.
    separateDefaults = defaultColors != nil && capabilities.separateDefaultColors
    clearScreenString = capabilities.clearScreen
    var palette: ((StyleRole) -> Int?)?
    if colors >= 256 {
      palette = Palette(theme).color256
    } else if colors >= 8 {
      palette = Palette(theme).color8
    }
    // A pair of roles' style is its foreground's part (colour, or attributes without colour, and
    // reverse) with its background's colour. The distinct parts of each are numbered first, so
    // the 1,600 pairs are told apart by two small numbers, not hashed (a quarter of start-up).
    let roles = StyleRole.allCases
    let colorOf = roles.map { palette?($0) ?? nil }
    var fronts: [Style] = []
    var backs: [Int?] = []
    var frontOf: [Int] = []
    var backOf: [Int] = []
    for (r, role) in roles.enumerated() {
      var part = Style()
      if palette != nil {
        part.foreground = colorOf[r]
      } else {
        part.bold = role == .heading || role == .warning
        part.dim = role == .dim
      }
      // In colour, roles differ by colour; reverse marks the selected line.
      part.reverse = role == .highlight
      if let known = fronts.firstIndex(of: part) {
        frontOf.append(known)
      } else {
        fronts.append(part)
        frontOf.append(fronts.count - 1)
      }
      let back = palette != nil ? colorOf[r] : nil
      if let known = backs.firstIndex(of: back) {
        backOf.append(known)
      } else {
        backs.append(back)
        backOf.append(backs.count - 1)
      }
    }
    // In the pairs' order (foreground, then background), numbered as first met.
    var distinct: [Style] = []
    var front: [Int] = []
    var back: [Int] = []
    var slot = [Int](repeating: -1, count: fronts.count * backs.count)
    var index: [Int] = []
    index.reserveCapacity(roles.count * roles.count)
    for f in roles.indices {
      for b in roles.indices {
        let key = frontOf[f] * backs.count + backOf[b]
        if slot[key] < 0 {
          var style = fronts[frontOf[f]]
          style.background = backs[backOf[b]]
          distinct.append(style)
          front.append(frontOf[f])
          back.append(backOf[b])
          slot[key] = distinct.count - 1
        }
        index.append(slot[key])
      }
    }
    styleIndex = index
    styles = distinct
    styleFront = front
    styleBack = back
    pairStyle = slot
    backCount = backs.count
    // The colour strings of the palette's colours only (a few, not all 256: start-up time).
    let setaf = capabilities.foreground
    let setab = capabilities.background
    foregrounds = Array(repeating: nil, count: max(colors, 0))
    backgrounds = Array(repeating: nil, count: max(colors, 0))
    for style in distinct {
      if let n = style.foreground, n >= 0, n < foregrounds.count, foregrounds[n] == nil {
        foregrounds[n] = setaf?.expanded(Int32(n))
      }
      if let n = style.background, n >= 0, n < backgrounds.count, backgrounds[n] == nil {
        backgrounds[n] = setab?.expanded(Int32(n))
      }
    }
    standardErase = eraseCharacters?.source == Array("\u{1B}[%p1%dX".utf8)
    standardRight = cursorRight?.source == Array("\u{1B}[%p1%dC".utf8)
  }

  deinit {
    buffer.deallocate()
    transitions.deallocate()
    standIn.deallocate()
  }

  /// Forgets what the terminal shows (after ncurses drew, a resize or a resumption).
  func invalidate() {
    cursor = nil
    current = nil
    currentIndex = -1
  }

  /// Clears the screen to the default background and homes the cursor.
  func clearScreen() {
    resetStyle()
    buffer.append(clearScreenString)
    cursor = (0, 0)
  }

  /// Resets attributes and colours (before handing the terminal back).
  func resetStyle() {
    buffer.append(resetAttributes)
    current = Style()
    currentIndex = styles.firstIndex(of: Style()) ?? -1
  }

  /// Adds the bytes that put `changes` on a terminal of `size`.
  func write(_ changes: [CellChange], size: TerminalSize) {
    // Work on local copies: every access to a class's stored property would be checked for
    // exclusivity at run time, once per byte. The cursor is tracked here (row -1: unknown) and
    // stored back.
    var out = buffer
    var row = cursor?.row ?? -1
    var column = cursor?.column ?? -1
    // The style, and the table of changes between styles, are the loop's too: the table is
    // swapped out of the writer (an empty stand-in in its place), so an insert finds its arrays
    // unique, and no access to it is checked at run time.
    var style = currentIndex
    var table = standIn
    swap(&table, &transitions)
    defer {
      buffer = out
      cursor = row < 0 ? nil : (row, column)
      currentIndex = style
      swap(&table, &transitions)
    }
    let width = size.columns
    let height = size.rows
    let roleCount = StyleRole.allCases.count
    let lastCellWritable = self.lastCellWritable
    let canErase = eraseCharacters != nil
    let canStepRight = cursorRight != nil
    changes.withUnsafeBufferPointer { changes in
      var index = 0
      while index < changes.count {
        let change = changes[index]
        index += 1
        let x = change.x
        let y = change.y
        if y == height - 1 && x == width - 1 && !lastCellWritable { continue }
        guard x < width, y < height else { continue }
        if row != y || column != x {
          move(row: y, column: x, into: &out)
          row = y
          column = x
        }
        let cell = change.cell
        let styleID = styleIndex[
          Int(cell.foreground.rawValue) * roleCount + Int(cell.background.rawValue)]
        if styleID != style {
          switchStyle(
            from: &style, to: styleID, space: cell.glyph == " ", table: &table, into: &out)
        }
        // A long run of identical spaces: erase it, then step over it.
        if cell.glyph == " ", canErase, !styles[styleID].reverse {
          // The run stops short of a bottom-right cell that must not be written.
          let rowEnd = y == height - 1 && !lastCellWritable ? width - 1 : width
          var end = index
          while end < changes.count && changes[end].y == y && changes[end].x < rowEnd
            && changes[end].x == x + (end - index + 1) && changes[end].cell == cell
          {
            end += 1
          }
          let length = end - index + 1
          let next = x + length
          if length >= Self.eraseThreshold && next < width {
            sequence(erase: true, length, into: &out)
            if end < changes.count && changes[end].y == y && changes[end].x == next
              && canStepRight
            {
              sequence(erase: false, length, into: &out)
              column = next
            } else {
              row = -1
            }
            index = end
            continue
          }
          // Too short to erase: write the whole run now rather than scan it again a cell later.
          for _ in 0..<length { out.append(UInt8(ascii: " ")) }
          index = end
          if next < width { column = next } else { row = -1 }
          continue
        }
        out.appendUTF8(cell.glyph)
        if x + 1 < width { column = x + 1 } else { row = -1 }
      }
    }
  }

  /// Makes style `id` current (`current`, an index into `styles`, -1 when unknown); for a
  /// space, only its background and reverse need to match.
  private func switchStyle(
    from current: inout Int, to id: Int, space: Bool, table: inout TransitionTable,
    into out: inout ByteBuffer
  ) {
    var target = id
    if space && current >= 0 && !styles[current].reverse && !styles[id].reverse {
      // A space shows no foreground: keep the current one and change the background alone.
      if styleBack[current] == styleBack[id] { return }
      // The current style's foreground part (neither reverses) with `id`'s background.
      target = pairStyle[styleFront[current] * backCount + styleBack[id]]
    }
    if current >= 0 {
      // Between two known styles the bytes are always the same: work them out once.
      let key = current << 16 | target
      if let bytes = table.bytes(of: key) {
        out.append(bytes.baseAddress!, count: bytes.count)
      } else {
        let start = out.count
        apply(styles[target], from: styles[current], into: &out)
        table.insert(key, UnsafeBufferPointer(start: out.base + start, count: out.count - start))
      }
    } else {
      apply(styles[target], from: self.current, into: &out)
    }
    current = target
  }

  /// `ech` (erase) or `cuf` (cursor right) for `count` cells.
  private func sequence(erase: Bool, _ count: Int, into out: inout ByteBuffer) {
    if erase ? standardErase : standardRight {
      out.append(0x1B)
      out.append(UInt8(ascii: "["))
      Self.appendNumber(count, to: &out)
      out.append(UInt8(ascii: erase ? "X" : "C"))
    } else if let capability = erase ? eraseCharacters : cursorRight {
      var bytes: [UInt8] = []
      capability.expand(Int32(count), into: &bytes)
      out.append(bytes)
    }
  }

  /// The buffered bytes as an array, emptying the buffer (for tests).
  func takeBytes() -> [UInt8] {
    var bytes: [UInt8] = []
    sendBytes { bytes = Array($0) }
    return bytes
  }

  /// Lets `body` send the buffered bytes, then empties the buffer in place (no copy, and its
  /// capacity kept for the next frame).
  func sendBytes(_ body: (UnsafeRawBufferPointer) -> Void) {
    body(buffer.bytes)
    buffer.removeAll()
  }

  private func move(row: Int, column: Int, into out: inout ByteBuffer) {
    if standardCursorAddress {
      out.append(0x1B)
      out.append(UInt8(ascii: "["))
      Self.appendNumber(row + 1, to: &out)
      out.append(UInt8(ascii: ";"))
      Self.appendNumber(column + 1, to: &out)
      out.append(UInt8(ascii: "H"))
    } else if let cursorAddress {
      var bytes: [UInt8] = []
      cursorAddress.expand(Int32(row), Int32(column), into: &bytes)
      out.append(bytes)
    }
  }

  /// The bytes from style `known` (nil: unknown) to `style`.
  private func apply(_ style: Style, from known: Style?, into buffer: inout ByteBuffer) {
    var from = known ?? Style(foreground: -1, background: -1)
    // Turning an attribute off needs a reset, which also resets the colours.
    if known == nil || (from.bold && !style.bold) || (from.dim && !style.dim)
      || (from.reverse && !style.reverse)
    {
      buffer.append(resetAttributes)
      from = Style()
    }
    if style.bold && !from.bold, let boldOn { buffer.append(boldOn) }
    if style.dim && !from.dim, let dimOn { buffer.append(dimOn) }
    if style.reverse && !from.reverse, let reverseOn { buffer.append(reverseOn) }
    if from.foreground != style.foreground || from.background != style.background {
      // Back to a default colour: `op` resets both (then the other is set again), or with AX
      // SGR 39 or 49 resets just the one.
      let foregroundToDefault = style.foreground == nil && from.foreground != nil
      let backgroundToDefault = style.background == nil && from.background != nil
      if separateDefaults && foregroundToDefault != backgroundToDefault {
        buffer.append(foregroundToDefault ? Self.defaultForeground : Self.defaultBackground)
        if foregroundToDefault { from.foreground = nil } else { from.background = nil }
      } else if foregroundToDefault || backgroundToDefault {
        if let defaultColors { buffer.append(defaultColors) }
        from.foreground = nil
        from.background = nil
      }
      if let fg = style.foreground, fg != from.foreground, fg < foregrounds.count,
        let sequence = foregrounds[fg]
      {
        buffer.append(sequence)
      }
      if let bg = style.background, bg != from.background, bg < backgrounds.count,
        let sequence = backgrounds[bg]
      {
        buffer.append(sequence)
      }
    }
  }

  private static func appendNumber(_ n: Int, to buffer: inout ByteBuffer) {
    let zero = UInt8(ascii: "0")
    if n < 10 {
      buffer.append(zero + UInt8(n))
    } else if n < 100 {
      buffer.append(zero + UInt8(n / 10))
      buffer.append(zero + UInt8(n % 10))
    } else {
      appendNumber(n / 10, to: &buffer)
      buffer.append(zero + UInt8(n % 10))
    }
  }
}

/// Byte strings by a non-negative key, in open addressing.
///
/// A key's slot is found from a multiplicative hash and the slots after it, and the table
/// doubles when half full. A key is never removed: the writer only adds what it has worked out.
/// The bytes live in one arena the table owns (freed with `deallocate`), so a lookup hands back
/// a pointer: no array to retain and release on each of the thousand style changes a full
/// redraw makes.
struct TransitionTable {
  private var keys = [Int](repeating: -1, count: 256)
  /// Each slot's bytes, as `offset << 16 | length` in `arena`.
  private var spans = [Int](repeating: 0, count: 256)
  private var arena = ByteBuffer(capacity: 1024)
  private var count = 0

  init() {}

  /// A table that holds nothing and must never be read: it stands in for the writer's own
  /// while a frame is written.
  init(standIn: Void) {
    keys = []
    spans = []
    arena = ByteBuffer(capacity: 16)
  }

  /// The slot holding `key`, or the empty one where it would go.
  private func slot(of key: Int) -> Int {
    let mask = keys.count - 1
    // Knuth's multiplicative hashing (the constant is 2^64 divided by the golden ratio), its
    // product's high half: every bit of the key reaches it (a shift binds tighter than `&*`,
    // hence the brackets).
    let hash = (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 32
    var index = Int(truncatingIfNeeded: hash) & mask
    while keys[index] != -1 && keys[index] != key { index = (index + 1) & mask }
    return index
  }

  /// The bytes of `key`, valid until the next `insert`; nil when it has none.
  func bytes(of key: Int) -> UnsafeBufferPointer<UInt8>? {
    let index = slot(of: key)
    guard keys[index] == key else { return nil }
    let span = spans[index]
    return UnsafeBufferPointer(start: arena.base + (span >> 16), count: span & 0xFFFF)
  }

  /// Keeps `bytes` (at most 65,535 of them) for `key`, in place of any it had.
  mutating func insert(_ key: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
    precondition(bytes.count <= 0xFFFF, "a style change is a few dozen bytes")
    if 2 * (count + 1) > keys.count { grow() }
    let index = slot(of: key)
    if keys[index] != key {
      keys[index] = key
      count += 1
    }
    spans[index] = arena.count << 16 | bytes.count
    if let start = bytes.baseAddress { arena.append(start, count: bytes.count) }
  }

  /// The bytes of `key` as an array (for tests).
  subscript(key: Int) -> [UInt8]? { bytes(of: key).map { Array($0) } }

  /// Frees the arena; the table must not be used again.
  func deallocate() { arena.deallocate() }

  private mutating func grow() {
    let old = (keys, spans)
    keys = [Int](repeating: -1, count: old.0.count * 2)
    spans = [Int](repeating: 0, count: old.0.count * 2)
    for index in old.0.indices where old.0[index] != -1 {
      let slot = slot(of: old.0[index])
      keys[slot] = old.0[index]
      spans[slot] = old.1[index]
    }
  }
}
