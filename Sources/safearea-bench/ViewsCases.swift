// Your views on the engine (issues 19 and 21), through the real binary, process start to exit:
//   check of a 100-view constraint file over the whole catalog: every phone, every iOS it ran,
//     every orientation, 690 layouts; budget 1.5 s, about 2 ms a layout for the views' engine
//     re-solve, their findings and the report;
//   json of a 1,000-view chained file on one phone: budget 1 s;
//   check of a 100-label storyboard over the catalog (798 layouts): budget 1.5 s.
// Printed by `safearea-bench --solver`, after the engine's own figures.
import Glibc

/// The benchmark's 100-view screen (SolverCases' `hundredViewCase`) as a views file: 20 cards
/// down the safe area, each holding a horizontal stack 8 pt inside it of an icon with an aspect
/// ratio and two labels with intrinsic sizes.
func hundredViewFile() -> String {
  var views: [String] = []
  var constraints: [String] = []
  for row in 0..<20 {
    let card = "card\(row)"
    let stack = "row\(row)"
    let widths = [60 + row % 5 * 10, 40 + row % 3 * 15]
    views.append(
      """
      {"name": "\(card)", "subviews": [{"name": "\(stack)",
        "stack": {"axis": "horizontal", "alignment": "center", "spacing": 8},
        "subviews": [{"name": "icon\(row)"},
          {"name": "title\(row)", "intrinsic": {"width": \(widths[0]), "height": 20}},
          {"name": "detail\(row)", "intrinsic": {"width": \(widths[1]), "height": 22,
            "hugging": {"horizontal": 200}}}]}]}
      """)
    constraints += [
      "icon\(row).width == 32", "icon\(row).height == icon\(row).width",
      "\(card).leading == safeArea.leading + 16", "\(card).trailing == safeArea.trailing - 16",
      row == 0 ? "\(card).top == safeArea.top + 8" : "\(card).top == card\(row - 1).bottom + 8",
      "\(card).height >= 44", "\(card).height == 0 @100",
      "\(stack).leading == \(card).leading + 8", "\(stack).trailing == \(card).trailing - 8",
      "\(stack).top == \(card).top + 8", "\(stack).bottom == \(card).bottom - 8",
    ]
  }
  return "{\"schemaVersion\": 2, \"views\": [\n" + views.joined(separator: ",\n")
    + "\n], \"constraints\": [\n"
    + constraints.map { "\"\($0)\"" }.joined(separator: ",\n") + "\n]}\n"
}

/// 1,000 views, each placed from the one before (SolverCases' `chainedCase`).
func chainedViewFile() -> String {
  var views: [String] = []
  for index in 1...1000 {
    let me = "v\(index)"
    let rules =
      index == 1
      ? [
        "\(me).leading == safeArea.leading + 10", "\(me).top == safeArea.top",
        "\(me).width == 0.5 * superview.width",
      ]
      : [
        "\(me).leading == v\(index - 1).leading + 0.1", "\(me).top == v\(index - 1).bottom + 1",
        "\(me).width == v\(index - 1).width - 0.1",
      ]
    views.append(
      "{\"name\": \"\(me)\", \"intrinsic\": {\"width\": 100, \"height\": 20}, \"constraints\": ["
        + rules.map { "\"\($0)\"" }.joined(separator: ", ") + "]}")
  }
  return "{\"schemaVersion\": 2, \"views\": [\n" + views.joined(separator: ",\n") + "\n]}\n"
}

/// A storyboard of one scene in a navigation controller: 100 labels down the safe area, each
/// 8 pt below the one before (stored frames as IB would write them on an iPhone X).
func hundredViewStoryboard() -> String {
  var views: [String] = []
  var constraints: [String] = []
  for row in 0..<100 {
    let id = "lb\(row)-00-000"
    let y = 88 + 8 + row * 28
    views.append(
      """
      <label opaque="NO" text="Row \(row)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="16" y="\(y)" width="343" height="20"/></label>
      """)
    let above =
      row == 0
      ? "sa0-00-000\" secondAttribute=\"top" : "lb\(row - 1)-00-000\" secondAttribute=\"bottom"
    constraints += [
      "<constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(above)\" constant=\"8\" id=\"ct\(row)-00-001\"/>",
      "<constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"sa0-00-000\" secondAttribute=\"leading\" constant=\"16\" id=\"ct\(row)-00-002\"/>",
      "<constraint firstItem=\"sa0-00-000\" firstAttribute=\"trailing\" secondItem=\"\(id)\" secondAttribute=\"trailing\" constant=\"16\" id=\"ct\(row)-00-003\"/>",
    ]
  }
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav-00-000">
    <device id="retina5_9" orientation="portrait"/>
    <scenes>
    <scene sceneID="nsc-00-000"><objects><navigationController id="nav-00-000" sceneMemberID="viewController">
    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nbr-00-000"><rect key="frame" x="0.0" y="44" width="375" height="44"/></navigationBar>
    <connections><segue destination="vc0-00-000" kind="relationship" relationship="rootViewController" id="sg0-00-000"/></connections>
    </navigationController></objects></scene>
    <scene sceneID="vsc-00-000"><objects><viewController id="vc0-00-000" sceneMemberID="viewController">
    <view key="view" contentMode="scaleToFill" id="rt0-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
    <subviews>
    \(views.joined(separator: "\n"))
    </subviews>
    <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
    <constraints>
    \(constraints.joined(separator: "\n"))
    </constraints></view></viewController></objects></scene>
    </scenes></document>

    """
}

private func write(_ text: String, to path: String) {
  guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
  fputs(text, file)
  fclose(file)
}

/// The median wall time of `safearea` with `arguments`, output discarded, and the status.
private func timed(_ safearea: String, _ arguments: [String], runs: Int) -> (Double, Int32) {
  var times: [Double] = []
  var status: Int32 = 0
  for _ in 0..<runs {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([safearea] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    guard posix_spawn(&pid, safearea, &actions, nil, argv, environ) == 0 else {
      fail("cannot run \(safearea)")
    }
    var wait: Int32 = 0
    waitpid(pid, &wait, 0)
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    times.append(
      Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
    status = (wait >> 8) & 0xFF
    posix_spawn_file_actions_destroy(&actions)
  }
  return (median(times), status)
}

/// Prints the two views commands' figures against their budgets.
func runViewsCommands(safearea: String, runs: Int) {
  guard access(safearea, X_OK) == 0 else {
    fail("\(safearea) is missing; build it first: swift build -c release --product safearea")
  }
  let hundred = "/tmp/safearea-bench-100-constraints-\(getpid()).json"
  let chained = "/tmp/safearea-bench-1000-chained-\(getpid()).json"
  write(hundredViewFile(), to: hundred)
  write(chainedViewFile(), to: chained)
  let storyboard = "/tmp/safearea-bench-100-labels-\(getpid()).storyboard"
  write(hundredViewStoryboard(), to: storyboard)
  defer {
    unlink(hundred)
    unlink(chained)
    unlink(storyboard)
  }
  let count = max(3, runs / 4)
  print("your views on the engine, through \(safearea), median of \(count) runs")
  let (check, checkStatus) = timed(safearea, ["check", "--views", hundred], runs: count)
  print(
    "  check, 100-view constraint file, 690 layouts  \(pad(fixed(check * 1000, 1) + " ms", 11))"
      + " budget 1500 ms  \(check <= 1.5 ? "ok" : "OVER BUDGET")  (status \(checkStatus))")
  let (json, jsonStatus) = timed(
    safearea, ["json", "--device", "iphone-17-pro", "--views", chained], runs: count)
  print(
    "  json, 1,000-view chained file, one phone      \(pad(fixed(json * 1000, 1) + " ms", 11))"
      + " budget 1000 ms  \(json <= 1 ? "ok" : "OVER BUDGET")  (status \(jsonStatus))")
  // Issue 21: reading a storyboard, converting its scene and laying it out on every layout.
  let (ib, ibStatus) = timed(safearea, ["check", "--views", storyboard], runs: count)
  print(
    "  check, 100-label storyboard, 798 layouts      \(pad(fixed(ib * 1000, 1) + " ms", 11))"
      + " budget 1500 ms  \(ib <= 1.5 ? "ok" : "OVER BUDGET")  (status \(ibStatus))")
}
