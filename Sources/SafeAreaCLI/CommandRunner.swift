import PhoneLayout
import PhoneTUI

/// What the process needs to know about where it runs, gathered by `main` so that everything here
/// stays testable without a terminal.
public struct Environment: Sendable {
  /// Whether standard output is a terminal, and its size if so.
  public var stdoutTerminalSize: TerminalSize?
  /// `NO_COLOR` is set to a non-empty value (https://no-color.org).
  public var noColor: Bool
  /// The locale's character set is UTF-8.
  public var utf8: Bool
  /// `COLORFGBG`, the terminal's colours as some terminals export them (rxvt, Konsole).
  public var colorFGBG: String?
  /// Reads a user's catalog or views file.
  public var readFile: @Sendable (FilePath) throws(FileReader.Failure) -> [UInt8]
  /// Writes part of standard output as it is made (`check --json` streams its failures), and
  /// returns the error that stopped it; nil keeps all of the output for `Outcome.finished`.
  public var writeOutput: (@Sendable (String) -> Int32?)?

  public init(
    stdoutTerminalSize: TerminalSize? = nil, noColor: Bool = false, utf8: Bool = true,
    colorFGBG: String? = nil,
    readFile: @escaping @Sendable (FilePath) throws(FileReader.Failure) -> [UInt8] = {
      (path: FilePath) throws(FileReader.Failure) -> [UInt8] in
      try FileReader.read(path, limit: DeviceCatalog.maximumFileBytes)
    },
    writeOutput: (@Sendable (String) -> Int32?)? = nil
  ) {
    self.stdoutTerminalSize = stdoutTerminalSize
    self.noColor = noColor
    self.utf8 = utf8
    self.colorFGBG = colorFGBG
    self.readFile = readFile
    self.writeOutput = writeOutput
  }
}

/// The outcome of a command: text to print and an exit status, or the previewer to start.
public enum Outcome {
  case finished(stdout: String, stderr: String, status: Int32)
  case preview(PreviewRequest)
}

/// Everything the previewer starts from.
public struct PreviewRequest: Sendable {
  public var catalog: DeviceCatalog
  public var settings: Settings
  public var color: ColorChoice
  public var theme: ThemeChoice
  public var ascii: Bool
  public var mouse: Bool
  /// Options the iOS does not have, shown on the event line at start (decision 14).
  public var ignored: [IgnoredOption]
  /// Your views (`--views`), and the files to watch for changes.
  public var views: ViewsFile?
  public var viewsFile: FilePath?
  /// `--scene`: the storyboard scene of `viewsFile`, read again on each reload.
  public var scene: String?
  /// `--nav` and `--bottom` as given (nil: the scene's containers say), for the scenes `m`
  /// moves to.
  public var navigationBar: NavigationBarMode?
  public var bottomBar: BottomBar?
  public var devicesFile: FilePath?
  /// `--vs`: the right phone's settings; the previewer opens split.
  public var secondSettings: Settings?
  /// `safearea tour NAME`: the tour to show (it sets the phone at every step).
  public var tour: Tour?
  /// `--record FILE`: where to write the session as an asciicast.
  public var recordFile: String?
  /// `--overwrite`: `--record` may replace an existing file.
  public var overwriteRecording = false
  /// `--safe-area`: the previewer opens with the safe-area outline on.
  public var safeArea = false
  /// Notes for stderr, printed before the screen opens (which device an ambiguous name took).
  public var notes: [String] = []
}

/// Runs every command but the previewer's terminal loop.
public enum CommandRunner {
  /// Runs the command `words` give (tests; Swift's repaired `CommandLine.arguments`).
  public static func run(_ words: [String], environment: Environment) -> Outcome {
    run(arguments: words.map { Array($0.utf8) }, environment: environment)
  }

  /// Runs the command the words give, each as the bytes the kernel passed (`CommandLine.unsafeArgv`
  /// after the program's name), so a file's name that is not UTF-8 still names its file.
  public static func run(arguments: [[UInt8]], environment: Environment) -> Outcome {
    do throws(UsageError) {
      let invocation = try ArgumentParser.parse(arguments: arguments)
      switch invocation.command {
      case .help:
        return .finished(stdout: ArgumentParser.helpText(), stderr: "", status: 0)
      case .version:
        return .finished(stdout: "safearea \(Version.string)\n", stderr: "", status: 0)
      case .tour:
        return try tour(invocation)
      case .completions:
        guard let word = invocation.field, let shell = Completions.Shell(rawValue: word) else {
          throw UsageError(
            "completions: '\(Text.shown(invocation.field ?? ""))' is not a shell I know: "
              + Completions.Shell.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return .finished(stdout: Completions.script(for: shell), stderr: "", status: 0)
      case .manpage:
        return .finished(stdout: ManPage.render(), stderr: "", status: 0)
      case .devices:
        let catalog = try loadCatalog(invocation, environment)
        let text = invocation.json ? catalog.encoded() : DeviceListing.render(catalog)
        return .finished(stdout: text, stderr: "", status: 0)
      case .diff:
        var notes: [String] = []
        let outcome = try AnswerCommands.diff(
          invocation,
          catalog: { (side: Invocation) throws(UsageError) in
            let catalog = try loadCatalog(side, environment)
            // Each side's devices in its own catalog.
            var own = side
            own.right = nil
            for note in own.deviceNotes(in: catalog) where !notes.contains(note) {
              notes.append(note)
            }
            return catalog
          },
          views: { (path: FilePath) throws(UsageError) in
            try loadViews(path, environment, scene: invocation.scene)
          })
        return noted(outcome, notes)
      case .explain:
        let catalog = try loadCatalog(invocation, environment)
        return noted(
          try AnswerCommands.explain(invocation, catalog), invocation.deviceNotes(in: catalog))
      case .table:
        return try AnswerCommands.table(invocation, try loadCatalog(invocation, environment))
      case .history:
        let catalog = try loadCatalog(invocation, environment)
        return noted(
          try AnswerCommands.history(invocation, catalog), invocation.deviceNotes(in: catalog))
      case .check:
        let catalog = try loadCatalog(invocation, environment)
        guard invocation.viewsFile != nil else { throw UsageError("check needs --views FILE") }
        if let every = try checkEveryScene(invocation, environment, catalog) { return every }
        var invocation = invocation
        let (loaded, sceneNotes) = try loadViews(
          &invocation, environment, catalog: catalog, setDevice: false)
        return noted(
          try CheckCommand.run(
            invocation, catalog: catalog, views: loaded!, output: environment.writeOutput),
          invocation.deviceNotes(in: catalog) + sceneNotes)
      case .json, .show, .preview:
        let catalog = try loadCatalog(invocation, environment)
        var invocation = invocation
        let (views, sceneNotes) = try loadViews(
          &invocation, environment, catalog: catalog, setDevice: true)
        let (device, settings) = try invocation.settings(in: catalog)
        let layout = ScreenLayout(device: device, settings: settings)
        // A view whose edges cross on this phone is bad input, as in check.
        var placed: [PlacedView]?
        if let views {
          do {
            placed = try ViewPlacement.place(views, in: layout)
          } catch {
            throw UsageError(Text.printable(error.description))
          }
        }
        let ignored = layout.ignoredOptions
        let second = try second(invocation, catalog)
        let notes = invocation.deviceNotes(in: catalog) + sceneNotes
        var stderr = ""
        for note in notes + ignored.map(\.text) { stderr += "safearea: note: \(note)\n" }
        switch invocation.command {
        case .json:
          return .finished(
            stdout: JSONReport.render(
              layout, devicesFile: invocation.devicesFile?.text, views: placed,
              viewsFile: invocation.viewsFile?.text),
            stderr: stderr, status: 0)
        case .show:
          let text = try ShowCommand.render(
            catalog: catalog, settings: settings, second: second,
            views: views, invocation: invocation, environment: environment, ignored: ignored)
          return .finished(stdout: text, stderr: stderr, status: 0)
        default:
          return .preview(
            PreviewRequest(
              catalog: catalog, settings: settings, color: invocation.color,
              theme: invocation.theme, ascii: invocation.ascii, mouse: invocation.mouse,
              ignored: ignored, views: views,
              viewsFile: invocation.viewsFile, scene: invocation.scene,
              navigationBar: invocation.navigationBar, bottomBar: invocation.bottomBar,
              devicesFile: invocation.devicesFile,
              secondSettings: second, recordFile: try recordFile(invocation),
              overwriteRecording: invocation.overwriteRecording, safeArea: invocation.safeArea,
              notes: notes))
        }
      }
    } catch {
      return .finished(stdout: "", stderr: "safearea: \(error.message)\n", status: 2)
    }
  }

  /// `safearea tour`: the list of tours; `safearea tour NAME`: the previewer on that tour.
  static func tour(_ invocation: Invocation) throws(UsageError) -> Outcome {
    guard let name = invocation.field else {
      let width = (Tour.all.map { $0.name.count }.max() ?? 0) + 2
      let lines = Tour.all.map { Text.pad($0.name, width) + $0.summary }
      return .finished(
        stdout: lines.joined(separator: "\n") + "\n\nsafearea tour NAME starts one: Space or → "
          + "for the next step, ← back, q quits.\n",
        stderr: "", status: 0)
    }
    guard let tour = Tour.named(name) else {
      let names = Tour.all.map(\.name).joined(separator: ", ")
      throw UsageError("unknown tour '\(Text.shown(name))'; tours are \(names)")
    }
    let first = tour.scene(at: 0).settings
    guard DeviceCatalog.builtIn.index(of: first.deviceID) != nil else {
      throw UsageError("tour \(tour.name): its device \(first.deviceID) is not in the catalog")
    }
    return .preview(
      PreviewRequest(
        catalog: .builtIn, settings: first, color: invocation.color, theme: invocation.theme,
        ascii: invocation.ascii, mouse: invocation.mouse, ignored: [], views: nil,
        viewsFile: nil, devicesFile: nil, secondSettings: nil, tour: tour,
        recordFile: try recordFile(invocation),
        overwriteRecording: invocation.overwriteRecording))
  }

  /// `--vs`: the right phone's settings, in the left's catalog (show and the previewer read one).
  static func second(_ invocation: Invocation, _ catalog: DeviceCatalog) throws(UsageError)
    -> Settings?
  {
    try invocation.right.map { (right: Invocation) throws(UsageError) in
      try right.settings(in: catalog).1
    }
  }

  /// `--record`'s file, as the recorder opens it: by its text, so a name that is not UTF-8,
  /// which would create another file, is refused.
  static func recordFile(_ invocation: Invocation) throws(UsageError) -> String? {
    guard let path = invocation.recordFile else { return nil }
    guard path.isUTF8, !path.hasNUL else {
      throw UsageError(
        "--record: '\(path.shown(limit: Text.longestShown))' is not a UTF-8 file name; the "
          + "recording needs one")
    }
    return path.text
  }

  /// `outcome` with `notes` first on its stderr, each a line.
  static func noted(_ outcome: Outcome, _ notes: [String]) -> Outcome {
    guard case .finished(let stdout, let stderr, let status) = outcome, !notes.isEmpty else {
      return outcome
    }
    let lines = notes.map { "safearea: note: \($0)\n" }.joined()
    return .finished(stdout: stdout, stderr: lines + stderr, status: status)
  }

  /// `check` on each scene of a storyboard that has several, when no `--scene` picks one.
  ///
  /// Each scene in turn, with the bars its own containers give it, its report headed by its
  /// name; the worst status. nil for anything else (one scene, a views file, `--json`, which reports one scene).
  static func checkEveryScene(
    _ invocation: Invocation, _ environment: Environment, _ catalog: DeviceCatalog
  ) throws(UsageError) -> Outcome? {
    guard invocation.scene == nil, !invocation.json, let path = invocation.viewsFile else {
      return nil
    }
    guard case (_, let scene?) = try loadViewsFile(path, environment, scene: nil),
      scene.sceneKeys.count > 1
    else { return nil }
    var stdout = ""
    var stderr = ""
    var status: Int32 = 0
    for (key, name) in zip(scene.sceneKeys, scene.sceneNames) {
      var each = invocation
      each.scene = key
      let (loaded, notes) = try loadViews(&each, environment, catalog: catalog, setDevice: false)
      let outcome = try CheckCommand.run(
        each, catalog: catalog, views: loaded!, output: environment.writeOutput)
      guard case .finished(let out, let err, let code) = outcome else { return outcome }
      stdout += "scene \(Text.printable(name)):\n" + out + "\n"
      if stderr.isEmpty { stderr = notes.dropFirst().map { "safearea: note: \($0)\n" }.joined() }
      stderr += err
      status = max(status, code)
    }
    return .finished(stdout: stdout, stderr: stderr, status: status)
  }

  /// The built-in catalog, with the user's file merged in when `--devices` names one.
  static func loadCatalog(_ invocation: Invocation, _ environment: Environment) throws(UsageError)
    -> DeviceCatalog
  {
    guard let path = invocation.devicesFile else { return .builtIn }
    return try loadCatalog(path, environment)
  }

  /// The bytes of a user's file, and its path as errors show it; or the one-line error.
  static func read(_ path: FilePath, _ environment: Environment) throws(UsageError)
    -> (bytes: [UInt8], shown: String)
  {
    let shown = path.shown()
    // The kernel's arguments cannot hold a NUL; a test's or a caller's string can, and open(2)
    // would stop at it.
    guard !path.hasNUL else { throw UsageError("\(shown): a file name cannot hold a NUL byte") }
    do {
      return (try environment.readFile(path), shown)
    } catch {
      throw UsageError("\(shown): \(error.reason)")
    }
  }

  /// The views file at `path`, or the one-line error naming what is wrong and where.
  ///
  /// A storyboard or xib (known by its content) gives the scene `scene` names, or its initial one.
  public static func loadViews(
    _ path: FilePath, _ environment: Environment, scene: String? = nil
  ) throws(UsageError) -> ViewsFile {
    try loadViewsFile(path, environment, scene: scene).views
  }

  /// The views file at `path` and, for an Interface Builder file, its scene as converted.
  static func loadViewsFile(_ path: FilePath, _ environment: Environment, scene: String?)
    throws(UsageError) -> (views: ViewsFile, scene: InterfaceBuilderScene?)
  {
    let (bytes, shown) = try read(path, environment)
    if InterfaceBuilderViews.isInterfaceBuilder(bytes) || shown.hasSuffix(".storyboard")
      || shown.hasSuffix(".xib")
    {
      let converted = try InterfaceBuilderViews.load(bytes, file: shown, scene: scene)
      return (converted.views, converted)
    }
    if scene != nil {
      throw UsageError(
        "\(shown): --scene picks a scene of a storyboard or xib, not of a views file")
    }
    do {
      return (try ViewsFile.decode(bytes, file: shown), nil)
    } catch {
      throw UsageError(Text.printable(error.description))
    }
  }

  /// The views `--views` names, with the bars and device an Interface Builder scene implies put
  /// into `invocation` where its options say nothing; and the note naming the scene.
  static func loadViews(
    _ invocation: inout Invocation, _ environment: Environment, catalog: DeviceCatalog,
    setDevice: Bool
  ) throws(UsageError) -> (views: ViewsFile?, notes: [String]) {
    guard let path = invocation.viewsFile else {
      if invocation.scene != nil { throw UsageError("--scene needs --views FILE") }
      return (nil, [])
    }
    let (views, scene) = try loadViewsFile(path, environment, scene: invocation.scene)
    guard let scene else { return (views, []) }
    invocation.impliedNavigationBar = scene.navigationBar
    invocation.impliedBottomBar = scene.bottomBar
    var note = "\(views.file): scene \(Text.printable(scene.name))"
    if setDevice, invocation.deviceKey == nil, let name = scene.deviceName,
      case .found(let device, _) = catalog.lookUp(name)
    {
      invocation.deviceKey = device.id
      note += " on its document's device, \(Text.printable(device.name))"
    }
    note +=
      "; its containers give nav \(scene.navigationBar.rawValue), bottom \(scene.bottomBar.rawValue)"
    return (views, [note] + scene.notes)
  }

  /// The built-in catalog with the file at `path` merged in, or the one-line error.
  public static func loadCatalog(_ path: FilePath, _ environment: Environment) throws(UsageError)
    -> DeviceCatalog
  {
    let (bytes, shown) = try read(path, environment)
    do {
      return DeviceCatalog.builtIn.merging(try DeviceCatalog.decode(bytes, file: shown))
    } catch {
      throw UsageError(Text.printable(error.description))
    }
  }
}
