// Today's views files give the same frames as before: every anchors-only file in `examples/` and
// every file of the view tests, on every phone, iOS and orientation under five sets of bars and
// toggles, placed by the engine and by the closed form the engine replaced (ClosedFormOracle).

import Foundation
import PhoneLayout
import TestSupport
import Testing

@Suite struct ViewsEngineParityTests {
  /// The files the view tests lay out (ViewsTests, ScrollAndKeyboardTests, the README's
  /// keyboard example, the benchmark's 100 views), as JSON.
  static let testFiles: [String] = [
    """
    {"views": [{"name": "buy", "left": {"to": "safeArea", "constant": 16},
      "right": {"to": "safeArea", "constant": 16},
      "bottom": {"to": "safeArea", "constant": 8}, "height": 50}]}
    """,
    """
    {"views": [{"name": "v", "top": {"to": "safeArea"}, "left": {"to": "safeArea"},
      "right": {"to": "safeArea"}, "height": 10}]}
    """,
    """
    {"views": [{"name": "v", "top": {"to": "layoutMargins"}, "left": {"to": "layoutMargins"},
      "right": {"to": "layoutMargins"}, "height": 10}]}
    """,
    """
    {"views": [
      {"name": "under", "top": {"to": "navigationBar", "constant": 8}, "left": {"to": "superview"},
       "width": 10, "height": 10},
      {"name": "over", "bottom": {"to": "bottomBar", "constant": 8}, "left": {"to": "superview"},
       "width": 10, "height": 10},
      {"name": "status", "top": {"to": "statusBar", "constant": 2},
       "right": {"to": "readableContent"}, "width": 30, "height": 10}
    ]}
    """,
    """
    {"views": [{"name": "v", "top": {"to": "safeArea"}, "bottom": {"to": "safeArea"},
      "left": {"to": "safeArea"}, "right": {"to": "safeArea"},
      "ignoresSafeArea": {"edges": ["top"]}}]}
    """,
    """
    {"views": [
      {"name": "c", "centerX": {"to": "superview"}, "centerY": {"to": "superview", "constant": 10},
       "width": 100, "height": 40},
      {"name": "half", "left": {"to": "superview", "constant": 20}, "centerX": {"to": "superview"},
       "top": {"to": "superview"}, "height": 1},
      {"name": "end", "right": {"to": "safeArea", "constant": 4}, "centerX": {"to": "safeArea"},
       "bottom": {"to": "keyboard"}, "centerY": {"to": "keyboard", "constant": -30}}
    ]}
    """,
    """
    {"views": [{"name": "squeezed", "left": {"to": "superview", "constant": 200},
      "right": {"to": "superview", "constant": 200}, "top": {"to": "superview"}, "height": 1}]}
    """,
    """
    {"views": [
      {"name": "naive", "bottom": {"to": "safeArea"}, "left": {"to": "superview"},
       "right": {"to": "superview"}, "height": 44, "raisedByKeyboardHeight": true},
      {"name": "guided", "bottom": {"to": "keyboard"}, "left": {"to": "superview"},
       "right": {"to": "superview"}, "height": 44},
      {"name": "flush", "bottom": {"to": "superview"}, "left": {"to": "superview"},
       "right": {"to": "superview"}, "height": 30, "raisedByKeyboardHeight": true}
    ]}
    """,
    """
    {"framework": "swiftui", "views": [
      {"name": "form", "top": {"to": "safeArea"}, "bottom": {"to": "safeArea"},
       "left": {"to": "safeArea"}, "right": {"to": "safeArea"}},
      {"name": "backdrop", "top": {"to": "safeArea"}, "bottom": {"to": "safeArea"},
       "left": {"to": "safeArea"}, "right": {"to": "safeArea"},
       "ignoresSafeArea": {"regions": "keyboard"}}
    ]}
    """,
    benchmarkFile,
  ]

  /// The benchmark's 100 views (safearea-bench's writeViewsFile), written the same way.
  static var benchmarkFile: String {
    let anchors = ["safeArea", "layoutMargins", "superview", "readableContent"]
    var views: [String] = []
    for index in 0..<100 {
      let anchor = anchors[index % anchors.count]
      let top = index / 10 == 0 ? 20 : index / 10 * 60
      views.append(
        "{\"name\": \"v\(index)\", \"top\": {\"to\": \"\(anchor)\", \"constant\": \(top)}, "
          + "\"left\": {\"to\": \"\(anchor)\", \"constant\": \(index % 10 * 30)}, "
          + "\"width\": 28, \"height\": 40}")
    }
    return "{\"views\": [\n" + views.joined(separator: ",\n") + "\n]}\n"
  }

  /// Every example without constraints or subviews: the files the closed form could read.
  static func exampleFiles() throws -> [(String, ViewsFile)] {
    let directory = Binary.packageRoot.appendingPathComponent("examples")
    var files: [(String, ViewsFile)] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    where name.hasSuffix(".json") {
      let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
      let file = try ViewsFile.decode(bytes, file: name)
      if file.constraints.isEmpty && file.views.allSatisfy({ $0.superview == nil }) {
        files.append((name, file))
      }
    }
    return files
  }

  /// The bars and toggles each sweep uses on top of a phone's defaults.
  static let variants: [(String, @Sendable (inout Settings) -> Void)] = [
    ("defaults", { _ in }),
    (
      "no navigation bar, tab bar, hotspot",
      {
        $0.navigationBar = .none
        $0.bottomBar = .tabBar
        $0.hotspotConnections = 1
      }
    ),
    (
      "large title, no bottom bar, keyboard",
      {
        $0.navigationBar = .large
        $0.bottomBar = .none
        $0.keyboard = true
      }
    ),
    (
      "full screen, opaque bars",
      {
        $0.fullScreen = true
        $0.opaqueBars = true
      }
    ),
    (
      "toolbar, keyboard, additional insets",
      {
        $0.keyboard = true
        $0.additionalInsets = EdgeInsets(top: 10, left: 5, bottom: 20, right: 5)
      }
    ),
  ]

  /// Every layout when `SAFEAREA_FULL_SWEEP` is set (CI sets it), else one in this many from an
  /// offset the invariant sweep's seed picks (DECISIONS 9), and every layout of the narrowest
  /// phones, where the squeezed view crosses.
  static let sampleStride = 8

  @Test func examplesAndTestFilesGiveTheFramesOfTheClosedForm() throws {
    let stride = InvariantTests.fullSweep ? 1 : Self.sampleStride
    let offset = InvariantTests.seed % stride
    var count = 0
    var files = try Self.exampleFiles()
    #expect(files.count >= 6, "the six examples of before")
    for (index, json) in Self.testFiles.enumerated() {
      files.append(("test file \(index)", try ViewsFile.decode(Array(json.utf8), file: "t.json")))
    }
    var compared = 0
    var crossed = 0
    var mismatches: [String] = []
    for (name, file) in files {
      for (variant, configure) in Self.variants {
        var placer = ViewPlacer(file)
        for device in DeviceCatalog.builtIn.devices {
          for ios in device.versions {
            for orientation in Orientation.allCases {
              count += 1
              guard device.points.value.width <= 320 || (count + offset) % stride == 0 else {
                continue
              }
              var settings = Settings(device: device)
              settings.ios = ios
              settings.orientation = orientation
              configure(&settings)
              let layout = ScreenLayout(device: device, settings: settings)
              let engine = try placer.place(in: layout)
              let oracle = ClosedFormOracle.place(file, in: layout)
              for (view, expected) in zip(engine, oracle) {
                let place =
                  "\(name) (\(variant)) \(view.name) on \(device.id) iOS \(ios.major) "
                  + orientation.rawValue
                switch expected {
                case .crossed:
                  // Edges that cross: a broken constraint on this layout, never an error.
                  crossed += 1
                  if !view.findings.contains(where: { $0.kind == .brokenConstraint }) {
                    mismatches.append("\(place): crossed, but nothing broken")
                  }
                case .placed(let frame, let notes):
                  compared += 1
                  if !Self.close(view.frame, frame) || view.notes != notes {
                    mismatches.append(
                      "\(place): engine \(view.frame) \(view.notes), closed form \(frame) \(notes)"
                    )
                  }
                  if view.findings.contains(where: {
                    $0.kind == .brokenConstraint || $0.kind == .ambiguous
                  }) {
                    mismatches.append("\(place): broken or ambiguous where the closed form fits")
                  }
                }
              }
            }
          }
        }
      }
    }
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) (sweep seed \(InvariantTests.seed), stride \(stride)): \(mismatches.prefix(8))"
    )
    // The benchmark's file alone is 100 views × 5 variants × 690 layouts, none crossing.
    #expect(compared > 345_000 / stride, "\(compared)")
    #expect(crossed > 0, "the squeezed view crosses on narrow phones")
  }

  /// Re-solved layout after layout (`ViewPlacer`) or from scratch each time: the same frames.
  @Test func incrementalPlacementEqualsAFreshOne() throws {
    let file = try ViewsFile.decode(Array(Self.testFiles[7].utf8), file: "t.json")
    var placer = ViewPlacer(file)
    var random = XorShift(seed: 2026)
    let devices = DeviceCatalog.builtIn.devices
    for _ in 0..<200 {
      let device = devices[random.below(devices.count)]
      var settings = Settings(device: device)
      settings.ios = device.versions[random.below(device.versions.count)]
      settings.orientation = Orientation.allCases[random.below(3)]
      settings.keyboard = random.below(2) == 0
      let layout = ScreenLayout(device: device, settings: settings)
      let again = try placer.place(in: layout)
      let fresh = try ViewPlacement.place(file, in: layout)
      #expect(zip(again, fresh).allSatisfy { Self.close($0.frame, $1.frame) })
    }
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }
}
