import Synchronization

/// A device id as a small number: the settings hold it, so that copying them (every layout
/// does, into its own box) copies bytes and retains nothing.
///
/// Each distinct id is numbered once, in a table that only grows (a process meets the catalog's
/// ids and the few a person types); equal ids have equal keys, so settings compare and hash as
/// before.
struct DeviceKey: Hashable, Sendable {
  private let number: Int32

  /// The key of `id`, numbering it if it is new.
  init(_ id: String) {
    number = Self.table.withLock { table in
      if let known = table.numbers[id] { return known }
      let next = Int32(table.ids.count)
      table.ids.append(id)
      table.numbers[id] = next
      return next
    }
  }

  /// The id this key stands for.
  var id: String { Self.table.withLock { $0.ids[Int(number)] } }

  private struct Table: Sendable {
    var ids: [String] = []
    var numbers: [String: Int32] = [:]
  }
  private static let table = Mutex(Table())
}
