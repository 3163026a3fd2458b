import PhoneLayout
import PhoneTUI

/// Turns the words after `safearea` into an `Invocation`, or the one-line error to print.
public enum ArgumentParser {
  static let commands: [String: Invocation.Command] = [
    "json": .json, "show": .show, "devices": .devices, "check": .check, "diff": .diff,
    "explain": .explain, "table": .table, "history": .history, "tour": .tour,
    "completions": .completions, "manpage": .manpage, "help": .help,
  ]

  /// The commands that take a field after their name.
  static let fieldCommands: CommandSet = [.explain, .table, .history]
  /// The commands that may take a word after their name: a tour's name, a shell.
  static let wordCommands: CommandSet = fieldCommands.union([.tour, .completions])

  /// The words as Swift gives them (`CommandLine.arguments`, tests).
  public static func parse(_ words: [String]) throws(UsageError) -> Invocation {
    try parse(arguments: words.map { Array($0.utf8) })
  }

  /// The words as the kernel gave them (`CommandLine.unsafeArgv`): a file's name may be any
  /// bytes, and is kept as it is (`FilePath`).
  public static func parse(arguments: [[UInt8]]) throws(UsageError) -> Invocation {
    let tokens = try lex(arguments)
    // --help and --version answer at once, wherever they are.
    for token in tokens {
      if case .help = token { return Invocation(answering: .help) }
      if case .version = token { return Invocation(answering: .version) }
    }
    let sides = tokens.split(omittingEmptySubsequences: false) {
      if case .vs = $0 { true } else { false }
    }
    guard sides.count <= 2 else {
      throw UsageError("--vs is given twice: there are only two sides")
    }
    var invocation = try interpret(Array(sides[0]))
    guard sides.count == 2 else {
      if invocation.command == .diff {
        throw UsageError("diff needs two sides: diff [options] --vs [options]")
      }
      return invocation
    }
    guard [.diff, .preview, .show].contains(invocation.command) else {
      throw UsageError("--vs is for diff, show and the previewer: two sides to compare")
    }
    // The right side starts from the left's options, then takes its own.
    invocation.right = try interpret(Array(sides[1]), after: invocation)
    return invocation
  }

  /// One side's tokens as an invocation: the command and its word from the operands, then the
  /// options in order.
  ///
  /// `left`: for the side after `--vs`, the invocation it starts from; its operands are refused
  /// (a side is options only), and so are the options that describe the output rather than a
  /// phone.
  static func interpret(_ tokens: [Token], after left: Invocation? = nil) throws(UsageError)
    -> Invocation
  {
    var invocation = left ?? Invocation()
    invocation.right = nil
    var commandSeen = false
    for token in tokens {
      guard case .operand(let word) = token else { continue }
      if left != nil {
        throw UsageError(
          "unexpected argument '\(Text.shown(word.text))' after --vs (the second side takes "
            + "options only)")
      }
      if !commandSeen {
        guard let command = commands[word.text] else {
          throw UsageError(
            "unknown command '\(Text.shown(word.text))'; commands are json, show, check, diff, explain, table, history, devices, tour, completions and manpage (see --help)"
          )
        }
        invocation.command = command
        commandSeen = true
        if command == .help { return invocation }
      } else if wordCommands.contains(invocation.command) && invocation.field == nil {
        invocation.field = word.text
      } else {
        throw UsageError("unexpected argument '\(Text.shown(word.text))'")
      }
    }
    // A setting is given once a side; a flag's forms may repeat (the last counts), and so may a
    // list's values.
    var given: [String: String] = [:]
    var typed: [(spec: OptionSpec, name: String)] = []
    for token in tokens {
      guard case .option(let spec, let name, let opposite, let value) = token else {
        continue
      }
      if let earlier = given[spec.slot], !spec.repeats(in: invocation.command) {
        let also = earlier == name ? "" : " (as \(earlier) and \(name))"
        let lists =
          spec.listFor.isEmpty
          ? ""
          : " (only \(spec.listFor.map(\.rawValue).sorted().joined(separator: ", ")) takes several)"
        throw UsageError(
          "\(spec.slot) given twice\(also)\(left == nil ? "" : " after --vs")\(lists)")
      }
      if let left, !allowedAfterVs(spec, left.command) {
        throw UsageError(afterVsRefusal(name, left.command))
      }
      if given[spec.slot] == nil && left != nil && spec.name == "--device" {
        invocation.deviceKeys = []
      }
      given[spec.slot] = name
      typed.append((spec, name))
      if opposite, let undo = spec.opposite {
        undo.apply(&invocation)
      } else {
        try spec.apply(&invocation, value)
      }
      invocation.given.insert(spec.name)
    }
    if left == nil { try checkWords(invocation) }
    try checkApplicability(invocation, typed)
    return invocation
  }

  /// Whether `spec` may come after `--vs` in `command`: what describes the second phone (the
  /// layout options), and for diff each side's own views and catalog, and `--json`.
  static func allowedAfterVs(_ spec: OptionSpec, _ command: Invocation.Command) -> Bool {
    // --ios is a layout option that history leaves out.
    spec.commands.isEmpty || spec.name == "--ios"
      || (command == .diff && ["--views", "--devices", "--json"].contains(spec.name))
  }

  /// Why `name` cannot come after `--vs` in `command`, in one line.
  static func afterVsRefusal(_ name: String, _ command: Invocation.Command) -> String {
    let place = command == .show ? "show" : "the previewer"
    switch name {
    case "--devices":
      return
        "--devices after --vs is for diff: \(place) reads one catalog for both phones (give "
        + "--devices before --vs)"
    case "--views":
      return
        "--views after --vs is for diff: \(place) lays one views file out on both phones (give "
        + "--views before --vs)"
    default:
      return
        "\(name) after --vs: the options after --vs describe the second phone; \(name) is for "
        + "both (give it before --vs)"
    }
  }

  /// The word a command needs after its name: a field, a shell.
  static func checkWords(_ invocation: Invocation) throws(UsageError) {
    if fieldCommands.contains(invocation.command) && invocation.field == nil
      && !(invocation.command == .explain && invocation.list)
    {
      throw UsageError(
        "\(invocation.command.rawValue) needs a field: safearea \(invocation.command.rawValue) "
          + (invocation.command == .table ? "FIELD[,FIELD…]" : "FIELD")
          + " (for example contentRect.y)")
    }
    if invocation.command == .completions && invocation.field == nil {
      throw UsageError(
        "completions needs a shell: safearea completions "
          + Completions.Shell.allCases.map(\.rawValue).joined(separator: "|"))
    }
  }

  /// Refuses an option given to a command it means nothing to (`json --size 80x24`).
  static func checkApplicability(
    _ invocation: Invocation, _ typed: [(spec: OptionSpec, name: String)]
  ) throws(UsageError) {
    if invocation.command == .history && invocation.deviceKeys.isEmpty {
      throw UsageError("history needs --device ID: the phone whose iOS versions to list")
    }
    if invocation.command == .history && invocation.given.contains("--ios") {
      throw UsageError("history lists every iOS the device ran: leave --ios out")
    }
    if invocation.command == .table && invocation.deviceKeys.count > 0 {
      throw UsageError("table lists every phone: leave --device out (history follows one phone)")
    }
    if invocation.command == .table || invocation.command == .history {
      if invocation.ios == .all && invocation.command == .table {
        throw UsageError("table takes --ios newest or a version; history lists them all")
      }
      if invocation.allOrientations {
        throw UsageError("--orientation all is for check; give one orientation")
      }
    } else if invocation.command != .check {
      if invocation.ios == .all || invocation.ios == .newest {
        throw UsageError("--ios newest and all are for check; give a version number")
      }
      if invocation.allOrientations {
        throw UsageError("--orientation all is for check; give one orientation")
      }
    } else if invocation.viewsFile == nil {
      throw UsageError("check needs --views FILE: the views to lay out on every phone")
    }
    try checkFormat(invocation)
    for (spec, name) in typed {
      let allowed = spec.commands.isEmpty ? OptionTable.layoutCommands : spec.commands
      guard allowed.contains(invocation.command) else {
        let place =
          invocation.command == .preview ? "the previewer" : "'\(invocation.command.rawValue)'"
        let owners = allowed.map { $0 == .preview ? "the previewer" : "'\($0.rawValue)'" }.sorted()
        throw UsageError(
          "\(name) does not apply to \(place) (only to \(owners.joined(separator: ", ")))")
      }
    }
  }

  /// One way to call safearea: the command, how it is written, and what it does.
  struct Usage: Sendable {
    let command: Invocation.Command
    let synopsis: String
    let help: String
  }

  /// Every command, for `--help`, the manual and the completions.
  static let usages: [Usage] = [
    Usage(
      command: .preview, synopsis: "safearea [options]",
      help: "the interactive previewer (press ? inside for keys)"),
    Usage(
      command: .json, synopsis: "safearea json [options]", help: "the layout as one JSON object"),
    Usage(
      command: .show, synopsis: "safearea show [options]",
      help: "the previewer's frame as text or a drawing, without curses"),
    Usage(
      command: .check, synopsis: "safearea check --views FILE [options]",
      help: "your views on every phone, iOS and orientation"),
    Usage(
      command: .diff, synopsis: "safearea diff [options] --vs [options]",
      help: "what changes between two layouts (exit 1 when any)"),
    Usage(
      command: .explain, synopsis: "safearea explain FIELD [options]",
      help: "how UIKit arrives at one number, and its sources"),
    Usage(
      command: .table, synopsis: "safearea table FIELD[,FIELD…] [options]",
      help: "one row per phone"),
    Usage(
      command: .history, synopsis: "safearea history FIELD --device ID [options]",
      help: "one row per iOS the phone ran"),
    Usage(
      command: .devices, synopsis: "safearea devices [--json]", help: "the device catalog"),
    Usage(
      command: .tour, synopsis: "safearea tour [NAME] [options]",
      help: "a guided tour of a seed's story; without NAME, the tours"),
    Usage(
      command: .completions, synopsis: "safearea completions bash|zsh|fish",
      help: "a shell completion script"),
    Usage(
      command: .manpage, synopsis: "safearea manpage", help: "this manual as a man page (roff)"),
  ]

  /// The words the parser itself reads, besides the option table: `--vs` and the ones that
  /// answer at once.
  static let parserOptions: [(name: String, help: String, commands: CommandSet)] = [
    (
      "--vs", "the options after it describe a second phone, to compare",
      [
        .preview, .show, .diff,
      ]
    ),
    ("--help", "usage", []),
    ("--version", "the version", []),
  ]

  /// Refuses `show` options that contradict `--format` or mean nothing to a drawing.
  static func checkFormat(_ invocation: Invocation) throws(UsageError) {
    guard let format = invocation.format else { return }
    switch format {
    case .text where invocation.color == .always:
      throw UsageError("--format text is without colour: use --format ansi (or leave --color out)")
    case .ansi where invocation.color == .never:
      throw UsageError("--format ansi is colour: use --format text (or leave --color out)")
    case .svg, .html:
      for name in ["--size", "--color", "--ascii", "--theme"] where invocation.given.contains(name)
      {
        throw UsageError(
          "\(name) does not apply to --format \(format.rawValue): a drawing in points, in iOS's "
            + "light-mode colours")
      }
    default:
      break
    }
  }

  /// `--help`: generated from the option table.
  public static func helpText() -> String {
    var lines = [
      "safearea \(Version.string): what UIKit does to your layout on this iPhone, on this iOS.",
      "",
      "usage:",
    ]
    for usage in usages {
      let left = "  " + usage.synopsis
      if left.count < 32 {
        lines.append(Text.pad(left, 33) + usage.help)
      } else if left.count + 2 + usage.help.count <= 86 {
        lines.append(left + "  " + usage.help)
      } else {
        lines += [left, String(repeating: " ", count: 33) + usage.help]
      }
    }
    lines += ["", "options:"]
    for spec in OptionTable.all {
      var left = "  " + spec.names.joined(separator: ", ")
      switch spec.argument {
      case .none: break
      case .required(let placeholder): left += " " + placeholder
      case .optionalNumber(let placeholder): left += " [\(placeholder)]"
      }
      var help = spec.help
      if !spec.commands.isEmpty && spec.commands != OptionTable.layoutCommands {
        let names = spec.commands.map { $0 == .preview ? "previewer" : $0.rawValue }.sorted()
        help += " [\(names.joined(separator: ", "))]"
      }
      // A long option and its values take their own line rather than being cut; the help wraps
      // within 100 columns.
      let wrapped = Inspector.wrap(help, width: 66)
      let indent = String(repeating: " ", count: 34)
      if left.count < 34 {
        lines.append(Text.pad(left, 34) + (wrapped.first ?? ""))
      } else {
        lines += [left, indent + (wrapped.first ?? "")]
      }
      lines += wrapped.dropFirst().map { indent + $0 }
    }
    lines += [
      Text.pad("  --help, --version", 34) + "this text; the version",
      "",
      "Exit status: 0 ok, 1 findings (check) or differences (diff), 2 usage or input error;",
      "1 too when the output cannot be written or a recording is cut short.",
      "A flag's --no- form turns it off; a flag's last form counts, any other option is given once.",
      "-- ends the options: the words after it are operands.",
      "Every number is sourced (docs/model.md); 'approximations' lists estimates.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The release, for `--version`.
public enum Version {
  public static let string = "0.1.0"
}
