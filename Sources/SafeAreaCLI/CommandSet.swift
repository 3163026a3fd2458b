/// A set of commands, as bits.
///
/// The option table names the commands of each option, and a `CommandSet` was the
/// first generic type a session built whose element the runtime had to find `Hashable` for, by
/// scanning every conformance in the binary before the first frame (decision 66). Iterated in
/// the commands' declaration order. Room for 32 commands (`CommandSetTests` checks there are no
/// more).
public struct CommandSet: Equatable, Sendable, Sequence, ExpressibleByArrayLiteral {
  private var bits: UInt32 = 0

  /// The commands in declaration order, made once (`allCases` makes a new array each time).
  private static let order = Invocation.Command.allCases

  private static func bit(_ command: Invocation.Command) -> UInt32 {
    1 << UInt32(order.firstIndex(of: command)!)
  }

  public init(arrayLiteral commands: Invocation.Command...) { self.init(commands) }

  public init(_ commands: some Sequence<Invocation.Command>) {
    for command in commands { bits |= Self.bit(command) }
  }

  public func contains(_ command: Invocation.Command) -> Bool { bits & Self.bit(command) != 0 }
  public var isEmpty: Bool { bits == 0 }
  public var count: Int { bits.nonzeroBitCount }

  public func union(_ other: CommandSet) -> CommandSet {
    var union = self
    union.bits |= other.bits
    return union
  }

  public func subtracting(_ other: CommandSet) -> CommandSet {
    var rest = self
    rest.bits &= ~other.bits
    return rest
  }

  public func makeIterator() -> IndexingIterator<[Invocation.Command]> {
    Self.order.filter(contains).makeIterator()
  }
}
