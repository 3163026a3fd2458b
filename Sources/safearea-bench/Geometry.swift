import PhoneLayout
import PseudoTerminal

/// The geometry core's speed: every catalog phone × iOS × orientation × the main toggles, laid
/// out without recording provenance, as the previewer and `check` lay out.
func geometry() -> (count: Int, seconds: Double) {
  var count = 0
  var sink = 0.0
  let start = PseudoTerminal.now()
  // The settings are one value changed in place, as the previewer's keys change them: the
  // figure is the layout's cost, not the loop's.
  let orientations = Orientation.allCases
  let navigationBars = NavigationBarMode.allCases
  let bottomBars = BottomBar.allCases
  let edgeChoices = ExtendedEdges.allCases
  for device in DeviceCatalog.builtIn.devices {
    var s = Settings(device: device)
    for ios in device.versions {
      s.ios = ios
      for orientation in orientations {
        s.orientation = orientation
        for hotspot in [0, 1] {
          s.hotspotConnections = hotspot
          for full in [false, true] {
            s.fullScreen = full
            for nav in navigationBars {
              s.navigationBar = nav
              for bottom in bottomBars {
                s.bottomBar = bottom
                for edges in edgeChoices {
                  s.edges = edges
                  sink += ScreenLayout(device: device, settings: s).contentRect.height
                  count += 1
                }
              }
            }
          }
        }
      }
    }
  }
  let seconds = PseudoTerminal.now() - start
  if sink < 0 { print(sink) }
  return (count, seconds)
}

/// The figure the bench prints: the best of several passes, since a shared machine's noise only
/// ever slows a pass down.
///
/// 21 of them, about half a second: this machine's speed changes from one second to the next
/// (2.8, 1.6 and 2.9 M layouts/s in three runs of 9 passes a second apart), and a pass takes 13
/// to 35 ms.
func geometryLine(passes: Int = 21) -> String {
  var best = Double.infinity
  var count = 0
  for _ in 0..<passes {
    let g = geometry()
    count = g.count
    best = min(best, g.seconds)
  }
  let rate = Double(count) / best / 1e6
  return "geometry core: \(count) layouts (catalog x iOS x orientation x toggles), best of "
    + "\(passes) passes \(ms(best)): \(fixed(rate, 2)) M layouts/s (goal >= 3)"
}
