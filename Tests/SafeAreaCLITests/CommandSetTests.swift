import Testing

@testable import SafeAreaCLI

/// The option table's sets of commands, as bits: what a `Set` of them answered, in declaration
/// order.
@Suite struct CommandSetTests {
  @Test func membersCountsAndOrder() {
    let set: CommandSet = [.table, .preview, .history, .table]
    #expect(set.count == 3)
    #expect(set.contains(.history) && set.contains(.preview) && !set.contains(.json))
    // Iterated as the commands are declared, whatever order they were given in.
    #expect(Array(set) == [.preview, .table, .history])
    #expect(!set.isEmpty && CommandSet().isEmpty)
    // Every command is its own member, and only its own.
    for command in Invocation.Command.allCases {
      let one: CommandSet = [command]
      #expect(Array(one) == [command])
    }
  }

  /// A command past the 32nd would shift its bit out of the word and belong to no set.
  @Test func everyCommandHasABit() {
    #expect(Invocation.Command.allCases.count <= 32)
  }

  @Test func unionSubtractionAndEquality() {
    let a: CommandSet = [.json, .show]
    let b: CommandSet = [.show, .diff]
    #expect(Array(a.union(b)) == [.json, .show, .diff])
    #expect(Array(a.subtracting(b)) == [.json])
    #expect(a.union(b) == CommandSet([.diff, .json, .show]))
    #expect(a != b)
    #expect(OptionTable.layoutCommands.subtracting([.history]).contains(.explain))
    #expect(!OptionTable.layoutCommands.subtracting([.history]).contains(.history))
  }
}
