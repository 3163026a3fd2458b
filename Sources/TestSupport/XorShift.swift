/// A seeded xorshift64 generator, so that a failing random test can be replayed from its seed.
public struct XorShift: Sendable {
  public var state: UInt64

  /// A generator from `seed`; 0, which xorshift cannot leave, is taken as 1.
  public init(seed: UInt64) { state = seed == 0 ? 1 : seed }

  public mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }

  /// A byte from the generator's higher bits.
  public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 24) }

  /// A number from 0 up to but not including `bound`.
  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
