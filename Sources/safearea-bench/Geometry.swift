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
/// By default, passes for four seconds (at least 21 of them): this machine's speed changes for
/// seconds at a time. Ten-pass runs back to back took a best of 18.6 to 36.1 ms a pass, and of
/// five runs of 100 passes (about two seconds each) two never got under 32 ms; runs of 200 passes
/// (about four seconds) gave 3.12 to 3.14 M layouts/s in each of four.
func geometryLine(passes: Int? = nil) -> String {
  var best = Double.infinity
  var count = 0
  var done = 0
  let start = PseudoTerminal.now()
  func another() -> Bool {
    if let passes { return done < passes }
    return done < 21 || PseudoTerminal.now() - start < 4
  }
  while another() {
    let g = geometry()
    count = g.count
    best = min(best, g.seconds)
    done += 1
  }
  let rate = Double(count) / best / 1e6
  let window = passes == nil ? " over \(fixed(PseudoTerminal.now() - start, 1)) s" : ""
  return "geometry core: \(count) layouts (catalog x iOS x orientation x toggles), best of "
    + "\(done) passes\(window) \(ms(best)): \(fixed(rate, 2)) M layouts/s (goal >= 3)"
}
