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
