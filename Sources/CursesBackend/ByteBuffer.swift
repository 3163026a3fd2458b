/// The bytes of a frame, appended into one allocation its owner keeps from frame to frame.
///
/// An append is a capacity test, a store and a count: a `[UInt8]` also checks, on every byte,
/// that its storage is unique, and a key that redraws the whole phone appends thousands of
/// bytes (the Duo's pose key spent 33 K of its 1,144 K instructions on what this saves). The
/// owner frees it (`deallocate`) exactly once; a copy shares the storage, so only the owner's
/// value is used after a copy has appended (the writer works on a local copy and stores it
/// back).
struct ByteBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private(set) var capacity: Int

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(16, capacity)
    base = .allocate(capacity: self.capacity)
  }

  /// The bytes so far.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends every byte of `bytes`.
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { source in
      if let start = source.baseAddress { append(start, count: source.count) }
    }
  }

  /// Appends the `count` bytes at `source` (which must not be this buffer's own storage).
  @inline(__always)
  mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
    if count + length > capacity { grow(toHold: count + length) }
    (base + count).update(from: source, count: length)
    count += length
  }

  /// Appends a scalar's UTF-8 bytes after one capacity test (a glyph of the phone's drawing is
  /// often three bytes: `▀`, `▄`, `█`).
  @inline(__always)
  mutating func appendUTF8(_ scalar: Unicode.Scalar) {
    if count + 4 > capacity { grow(toHold: count + 4) }
    let v = scalar.value
    let p = base + count
    if v < 0x80 {
      p[0] = UInt8(v)
      count += 1
    } else if v < 0x800 {
      p[0] = UInt8(0xC0 | (v >> 6))
      p[1] = UInt8(0x80 | (v & 0x3F))
      count += 2
    } else if v < 0x10000 {
      p[0] = UInt8(0xE0 | (v >> 12))
      p[1] = UInt8(0x80 | ((v >> 6) & 0x3F))
      p[2] = UInt8(0x80 | (v & 0x3F))
      count += 3
    } else {
      p[0] = UInt8(0xF0 | (v >> 18))
      p[1] = UInt8(0x80 | ((v >> 12) & 0x3F))
      p[2] = UInt8(0x80 | ((v >> 6) & 0x3F))
      p[3] = UInt8(0x80 | (v & 0x3F))
      count += 4
    }
  }

  /// Forgets the bytes, keeping the allocation.
  mutating func removeAll() { count = 0 }

  /// Frees the storage; the buffer must not be used again.
  func deallocate() { base.deallocate() }

  /// Moves the bytes into an allocation at least twice as large that holds `needed` bytes.
  private mutating func grow(toHold needed: Int) {
    let larger = max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }
}
