import PhoneLayout
import Testing

@testable import PhoneTUI

/// The display list is back to front: by layer, and within a layer in the order its shapes were
/// built (the order they paint in), whatever order the layers were built in.
@Suite struct SceneOrderTests {
  static func shape(_ name: String, _ layer: SceneLayer) -> Shape {
    Shape(
      .rect(Rect(x: 0, y: 0, width: 1, height: 1)), role: .content, layer: layer, name: name)
  }

  @Test func shapesGoByLayerAndKeepTheirOrderWithinOne() {
    // Layers out of order, three shapes in one layer, cycles of several lengths.
    let given: [Shape] = [
      Self.shape("text 1", .text), Self.shape("views 1", .views), Self.shape("screen 1", .screen),
      Self.shape("text 2", .text), Self.shape("bars 1", .bars), Self.shape("screen 2", .screen),
      Self.shape("views 2", .views), Self.shape("text 3", .text), Self.shape("bars 2", .bars),
    ]
    let sorted = PhoneScene.backToFront(given)
    #expect(
      sorted.map { $0.name ?? "" } == [
        "screen 1", "screen 2", "bars 1", "bars 2", "text 1", "text 2", "text 3", "views 1",
        "views 2",
      ])
    // Every permutation of four shapes in two layers comes out the same way.
    let four = [
      Self.shape("a", .content), Self.shape("b", .content), Self.shape("c", .safeArea),
      Self.shape("d", .safeArea),
    ]
    for permutation in Self.permutations(of: Array(0..<4)) {
      let shuffled = permutation.map { four[$0] }
      let expected =
        shuffled.filter { $0.layer == .content } + shuffled.filter { $0.layer == .safeArea }
      #expect(PhoneScene.backToFront(shuffled).map(\.name) == expected.map(\.name))
    }
  }

  @Test func shapesAlreadyInOrderStayAsTheyAre() {
    let given = [Self.shape("s", .screen), Self.shape("c", .content), Self.shape("t", .text)]
    #expect(PhoneScene.backToFront(given).map(\.name) == ["s", "c", "t"])
  }

  static func permutations(of items: [Int]) -> [[Int]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { index in
      var rest = items
      let first = rest.remove(at: index)
      return permutations(of: rest).map { [first] + $0 }
    }
  }
}
