import Testing

@testable import CursesBackend

/// The writer's byte buffer: what goes in comes out, in order, across every growth.
@Suite struct ByteBufferTests {
  func contents(_ buffer: ByteBuffer) -> [UInt8] { Array(buffer.bytes) }

  @Test func bytesAndArraysComeOutInOrderAcrossGrowth() {
    var buffer = ByteBuffer(capacity: 16)
    defer { buffer.deallocate() }
    var expected: [UInt8] = []
    // Single bytes past the first capacity, then arrays larger than the doubled one.
    for byte in 0..<40 {
      buffer.append(UInt8(byte))
      expected.append(UInt8(byte))
    }
    let chunk = (0..<100).map { UInt8(200 - $0) }
    buffer.append(chunk)
    buffer.append([])
    buffer.append(chunk)
    expected += chunk + chunk
    #expect(buffer.count == expected.count)
    #expect(buffer.capacity >= expected.count)
    #expect(contents(buffer) == expected)
  }

  @Test func emptyingKeepsTheAllocation() {
    var buffer = ByteBuffer(capacity: 16)
    defer { buffer.deallocate() }
    buffer.append(Array(repeating: 7, count: 300))
    let capacity = buffer.capacity
    buffer.removeAll()
    #expect(buffer.count == 0)
    #expect(buffer.capacity == capacity)
    buffer.append(1)
    buffer.append([2, 3])
    #expect(contents(buffer) == [1, 2, 3])
  }
}

/// The writer's table of remembered style changes.
@Suite struct TransitionTableTests {
  @Test func everyKeyComesBackAcrossGrowthAndOthersAreAbsent() {
    var table = TransitionTable()
    defer { table.deallocate() }
    func insert(_ key: Int, _ bytes: [UInt8]) {
      bytes.withUnsafeBufferPointer { table.insert(key, $0) }
    }
    // Keys as the writer makes them (from << 16 | to), more than the first 256 slots hold, and
    // bytes past the arena's first kilobyte.
    let keys = (0..<40).flatMap { from in (0..<30).map { to in from << 16 | to * 7 } }
    for key in keys { insert(key, [UInt8(key & 0xFF), UInt8(key >> 16)]) }
    for key in keys { #expect(table[key] == [UInt8(key & 0xFF), UInt8(key >> 16)]) }
    #expect(table[41 << 16] == nil)
    #expect(table[3] == nil)
    // A key set again keeps one slot and its new bytes; an empty change is kept as empty.
    insert(keys[5], [9])
    #expect(table[keys[5]] == [9])
    insert(7, [])
    #expect(table[7] == [])
  }
}
