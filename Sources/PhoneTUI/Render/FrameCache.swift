import PhoneLayout

/// The phones and inspector lines of the frames drawn lately, by everything they were drawn
/// from, so that a key going back to what was on screen a moment ago (a toggle pressed again, a
/// cycle of poses coming round) copies them rather than drawing them again.
///
/// A memo, never a source of truth: an entry is used only when its inputs equal the new ones in
/// full (the layouts by device and settings, the views, the selection, the overlays, the cells
/// the phones are placed in, the glyphs), so a frame drawn with a cache is the frame drawn
/// without one (`FrameCacheTests`). The previewer's loop holds one; an export or a test draws
/// without. The last `capacity` of each are kept, the most recently used first; phones only
/// from the second time they are drawn (decision 70).
public final class FrameCache {
  /// Phones kept: enough for a key toggled back and forth, and for the Duo's three poses.
  static let capacity = 4
  /// Lines kept: a frame may ask for them at two widths (below the phone, and beside it on a
  /// terminal wider than about 130 columns), so twice as many.
  static let linesCapacity = 2 * capacity
  /// Terminals of more cells than this keep no copies of their phones (each copy is the whole
  /// buffer: 38 KB at 120×40, 250 KB at this limit, 4 MB at the previewer's largest 1000×500).
  static let largestCachedBuffer = 320 * 100

  /// What the phones of a frame are drawn from: the buffer's size, the cells each phone is
  /// placed in, each placed phone's drawing, the glyphs, and whether the roles are collected.
  struct PhonesKey: CacheKey {
    let columns: Int
    let rows: Int
    let frames: [PhoneFrame]
    let drawings: [PhoneDrawing]
    let glyphs: GlyphSet
    let legend: Bool
    /// A number that keys differing in size, layouts, selection, glyphs or legend seldom share.
    ///
    /// Compared first (see `index(of:in:)`); worked out once, since a missed key is looked
    /// up and then kept, and the fields are constants so that it stays theirs.
    let tag: Int

    init(
      columns: Int, rows: Int, frames: [PhoneFrame], drawings: [PhoneDrawing], glyphs: GlyphSet,
      legend: Bool
    ) {
      self.columns = columns
      self.rows = rows
      self.frames = frames
      self.drawings = drawings
      self.glyphs = glyphs
      self.legend = legend
      var hasher = Hasher()
      hasher.combine(columns)
      hasher.combine(rows)
      hasher.combine(glyphs)
      hasher.combine(legend)
      for drawing in drawings { drawing.combineTag(into: &hasher) }
      tag = hasher.finalize()
    }
  }

  /// The frame's cells once its phones (bezels, titles, screens) were drawn on a blank buffer,
  /// and what a click on them needs.
  struct Phones: CacheEntry {
    var key: PhonesKey
    var buffer: CellBuffer
    var hits: [HitMap.Phone]
    var shown: Set<StyleRole>
  }

  /// What the inspector's lines are made from: the focused phone's drawing, the glyphs, the
  /// width, and with two phones both layouts (their differences are listed first).
  struct LinesKey: CacheKey {
    let drawing: PhoneDrawing
    let glyphs: GlyphSet
    let width: Int
    let splitLayouts: [ScreenLayout]
    /// As `PhonesKey.tag`: the width, the glyphs, the drawing, and where the other phone's
    /// content goes.
    let tag: Int

    init(drawing: PhoneDrawing, glyphs: GlyphSet, width: Int, splitLayouts: [ScreenLayout]) {
      self.drawing = drawing
      self.glyphs = glyphs
      self.width = width
      self.splitLayouts = splitLayouts
      var hasher = Hasher()
      hasher.combine(width)
      hasher.combine(glyphs)
      drawing.combineTag(into: &hasher)
      for layout in splitLayouts { hasher.combine(layout.contentRect) }
      tag = hasher.finalize()
    }
  }

  /// A key of phones drawn once.
  struct Seen: CacheEntry {
    var key: PhonesKey
  }

  /// The inspector's lines for a key.
  struct Lines: CacheEntry {
    var key: LinesKey
    var lines: [InspectorLine]
  }

  private var phones: [Phones] = []
  /// The keys of phones drawn once and not kept: a frame is copied the second time it is drawn,
  /// so a key that never comes back (the next device) costs no copy at all.
  private var seenOnce: [Seen] = []
  private var lines: [Lines] = []
  /// What the last frame pushed out (its keys hold drawings no other frame may share any more):
  /// freed by `release` once the frame is out, not on the key's time.
  private var evicted: [Any] = []
  /// How many times each was answered from here (for tests).
  private(set) var phonesServed = 0
  private(set) var linesServed = 0
  /// How many entries were pushed out and wait for `release` (for tests).
  var heldForRelease: Int { evicted.count }

  public init() {}

  /// The index of the first of `entries` whose key is `key`.
  ///
  /// An entry's key is compared only when its tag is the key's: a key read from storage is
  /// compared through a copy, which retains (and then releases) everything its drawings hold,
  /// drawn some keys ago; and a miss, as for every new device, looks at every entry.
  private static func index<Entry: CacheEntry>(of key: Entry.Key, in entries: [Entry]) -> Int? {
    for index in entries.indices
    where entries[index].key.tag == key.tag && entries[index].key == key {
      return index
    }
    return nil
  }

  /// Frees what the frames drawn since the last call pushed out (the loop calls it once the
  /// frame is written).
  public func release() { evicted.removeAll(keepingCapacity: true) }

  /// The phones drawn for `key`, made the most recent; nil when none are kept.
  func phones(for key: PhonesKey) -> Phones? {
    guard let index = Self.index(of: key, in: phones) else { return nil }
    let found = phones.remove(at: index)
    phones.insert(found, at: 0)
    phonesServed += 1
    return found
  }

  /// Keeps the phones just drawn for `key`, `buffer` being the frame's at that point, if
  /// they were drawn for it once before; the storage of the one it displaces is reused.
  func keep(_ key: PhonesKey, buffer: CellBuffer, hits: [HitMap.Phone], shown: Set<StyleRole>) {
    guard buffer.cells.count <= Self.largestCachedBuffer else { return }
    guard let seen = Self.index(of: key, in: seenOnce) else {
      if seenOnce.count >= 2 * Self.capacity { evicted.append(seenOnce.removeLast()) }
      seenOnce.insert(Seen(key: key), at: 0)
      return
    }
    seenOnce.remove(at: seen)
    var copy: CellBuffer
    if phones.count >= Self.capacity,
      phones[phones.count - 1].buffer.cells.count == buffer.cells.count
    {
      let last = phones.removeLast()
      copy = last.buffer
      evicted.append((last.key, last.hits))
    } else {
      if phones.count >= Self.capacity { evicted.append(phones.removeLast()) }
      copy = CellBuffer(width: buffer.width, height: buffer.height)
    }
    // Copied, not shared: the frame's buffer goes on being drawn into (the inspector, the
    // hints), and a shared array would be copied there instead, on the key's time.
    copy.copyCells(from: buffer.cells)
    phones.insert(Phones(key: key, buffer: copy, hits: hits, shown: shown), at: 0)
  }

  /// The inspector's lines for `key`, made by `make` unless kept.
  func lines(for key: LinesKey, _ make: () -> [InspectorLine]) -> [InspectorLine] {
    if let index = Self.index(of: key, in: lines) {
      let found = lines.remove(at: index)
      lines.insert(found, at: 0)
      linesServed += 1
      return found.lines
    }
    let made = make()
    if lines.count >= Self.linesCapacity { evicted.append(lines.removeLast()) }
    lines.insert(Lines(key: key, lines: made), at: 0)
    return made
  }
}

/// A cache's key: equal keys have equal tags, a number worked out once from its fields.
protocol CacheKey: Equatable {
  var tag: Int { get }
}

/// A cache entry, found by its key.
protocol CacheEntry {
  associatedtype Key: CacheKey
  var key: Key { get }
}

extension PhoneDrawing {
  /// What two drawings that differ most often differ in, into `hasher`.
  ///
  /// Where the screen, the status bar, the root view and the content go (which the device, the
  /// orientation and the bars decide), the selection, the overlay, how many views: numbers,
  /// cheap to hash, where a layout's settings hold a dozen strings.
  fileprivate func combineTag(into hasher: inout Hasher) {
    hasher.combine(layout.screen)
    hasher.combine(layout.statusBar)
    hasher.combine(layout.rootView)
    hasher.combine(layout.contentRect)
    hasher.combine(selected)
    hasher.combine(selectedView)
    hasher.combine(showsSafeArea)
    hasher.combine(views.count)
  }
}
