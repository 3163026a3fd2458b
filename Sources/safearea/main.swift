// The executable: gather the environment, run a command, or start the previewer and run its loop
// until it quits. Everything else lives in the libraries.
import CursesBackend
import Glibc
import PhoneTUI
import SafeAreaCLI

setlocale(LC_ALL, "")
/// The size of the terminal on stdout, if stdout is one.
let stdoutTerminalSize: TerminalSize? = {
  var window = winsize()
  guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0,
    window.ws_col > 0
  else { return nil }
  return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
}()
let environment = Environment(
  stdoutTerminalSize: stdoutTerminalSize,
  noColor: getenv("NO_COLOR").map { $0.pointee != 0 } ?? false,
  utf8: String(cString: nl_langinfo(Int32(CODESET))) == "UTF-8",
  colorFGBG: getenv("COLORFGBG").map { String(cString: $0) },
  writeOutput: { StandardStream.write($0, to: STDOUT_FILENO) })

// The words as the kernel passed them: `CommandLine.arguments` repairs bytes that are not UTF-8,
// and a file's name may hold any.
let arguments = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}

switch CommandRunner.run(arguments: arguments, environment: environment) {
case .finished(let out, let err, let status):
  // Like coreutils: output that cannot be written (a full disk, a closed stdout) is an error.
  let failure = StandardStream.write(out, to: STDOUT_FILENO)
  StandardStream.write(err, to: STDERR_FILENO)
  if let failure {
    StandardStream.write(
      "safearea: cannot write the output: \(StandardStream.describe(failure))\n", to: STDERR_FILENO)
    exit(1)
  }
  exit(status)
case .preview(let request):
  for note in request.notes { StandardStream.write("safearea: note: \(note)\n", to: STDERR_FILENO) }
  let delay = getenv("ESCDELAY").flatMap { Int32(String(cString: $0)) } ?? 50
  let options = CursesTerminal.Options(
    color: request.color, noColorVariable: environment.noColor,
    ascii: request.ascii || !environment.utf8, mouse: request.mouse,
    escapeDelayMilliseconds: min(max(delay, 1), 2000), theme: request.theme,
    colorFGBG: environment.colorFGBG,
    recordFile: request.recordFile,
    recordTitle: CommandLine.arguments.dropFirst().reduce("safearea") { $0 + " " + $1 },
    overwriteRecording: request.overwriteRecording,
    readFiles: [request.viewsFile, request.devicesFile].compactMap { $0?.text })
  let terminal: CursesTerminal
  do throws(TerminalStartError) {
    terminal = try CursesTerminal.start(options)
  } catch {
    StandardStream.write("safearea: \(error.message)\n", to: STDERR_FILENO)
    exit(2)
  }
  var state = AppState(
    catalog: request.catalog, settings: request.settings, terminalSize: terminal.size,
    glyphs: terminal.glyphs, event: request.ignored.first.map(AppEvent.ignored) ?? .none)
  state.setViews(request.views)
  if let second = request.secondSettings { state.split(second) }
  if let tour = request.tour { state.startTour(tour) }
  state.showSafeArea = request.safeArea
  let files = PreviewFiles(
    views: request.viewsFile, devices: request.devicesFile, environment: environment,
    scene: request.scene, navigationBar: request.navigationBar, bottomBar: request.bottomBar)
  switch AppLoop.run(state, backend: terminal, files: files) {
  case .quit:
    terminal.stop()
    if let failure = terminal.recordingFailure, let file = request.recordFile {
      StandardStream.write(
        "safearea: --record: writing '\(file)' failed (\(failure)); the recording is cut short\n",
        to: STDERR_FILENO)
      exit(1)
    }
    exit(0)
  case .signal(let signal):
    terminal.stop(urgently: true)
    SignalExit.die(of: signal)
  case .hangup:
    terminal.stop(urgently: true)
    SignalExit.die(of: SIGHUP)
  }
}
