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
  /// Reads a user's catalog file.
  public var readFile: @Sendable (String) throws(FileReader.Failure) -> [UInt8]

  public init(
    stdoutTerminalSize: TerminalSize? = nil, noColor: Bool = false, utf8: Bool = true,
    readFile: @escaping @Sendable (String) throws(FileReader.Failure) -> [UInt8] = {
      (path: String) throws(FileReader.Failure) -> [UInt8] in
      try FileReader.read(path, limit: DeviceCatalog.maximumFileBytes)
    }
  ) {
    self.stdoutTerminalSize = stdoutTerminalSize
    self.noColor = noColor
    self.utf8 = utf8
    self.readFile = readFile
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
  public var ascii: Bool
  public var mouse: Bool
  /// Notes to show on the event line at start (options the iOS does not have).
  public var notes: [String]
}

/// Runs every command but the previewer's terminal loop.
public enum CommandRunner {
  public static func run(_ words: [String], environment: Environment) -> Outcome {
    do throws(UsageError) {
      let invocation = try ArgumentParser.parse(words)
      switch invocation.command {
      case .help:
        return .finished(stdout: ArgumentParser.helpText(), stderr: "", status: 0)
      case .version:
        return .finished(stdout: "safearea \(Version.string)\n", stderr: "", status: 0)
      case .devices:
        let catalog = try loadCatalog(invocation, environment)
        let text = invocation.json ? catalog.encoded() : DeviceListing.render(catalog)
        return .finished(stdout: text, stderr: "", status: 0)
      case .json, .show, .preview:
        let catalog = try loadCatalog(invocation, environment)
        let (device, settings) = try invocation.settings(in: catalog)
        let layout = ScreenLayout(device: device, settings: settings)
        let notes = layout.ignoredOptions.map(\.text)
        let stderr = notes.map { "safearea: note: \($0)\n" }.joined()
        switch invocation.command {
        case .json:
          return .finished(
            stdout: JSONReport.render(layout, devicesFile: invocation.devicesFile), stderr: stderr,
            status: 0)
        case .show:
          let text = ShowCommand.render(
            catalog: catalog, settings: settings, invocation: invocation, environment: environment,
            notes: notes)
          return .finished(stdout: text, stderr: stderr, status: 0)
        default:
          return .preview(
            PreviewRequest(
              catalog: catalog, settings: settings, color: invocation.color,
              ascii: invocation.ascii, mouse: invocation.mouse, notes: notes))
        }
      }
    } catch {
      return .finished(stdout: "", stderr: "safearea: \(error.message)\n", status: 2)
    }
  }

  /// The built-in catalog, with the user's file merged in when `--devices` names one.
  static func loadCatalog(_ invocation: Invocation, _ environment: Environment) throws(UsageError)
    -> DeviceCatalog
  {
    guard let path = invocation.devicesFile else { return .builtIn }
    let shown = Text.shown(path, limit: Text.longestPath)
    let bytes: [UInt8]
    do {
      bytes = try environment.readFile(path)
    } catch {
      throw UsageError("\(shown): \(error.reason)")
    }
    do {
      return DeviceCatalog.builtIn.merging(try DeviceCatalog.decode(bytes, file: shown))
    } catch {
      throw UsageError(Text.printable(error.description))
    }
  }
}
