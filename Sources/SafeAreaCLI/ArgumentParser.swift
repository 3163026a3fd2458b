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
  static let fieldCommands: Set<Invocation.Command> = [.explain, .table, .history]
  /// The commands that may take a word after their name: a tour's name, a shell.
  static let wordCommands: Set<Invocation.Command> = fieldCommands.union([.tour, .completions])

  public static func parse(_ words: [String]) throws(UsageError) -> Invocation {
    // `--vs` splits two sides: the right starts from the left's words, then its own.
    if let split = words.firstIndex(of: "--vs") {
      let left = Array(words[..<split])
      var invocation = try parseOneSide(left)
      guard [.diff, .preview, .show].contains(invocation.command) else {
        throw UsageError("--vs is for diff, show and the previewer: two sides to compare")
      }
      guard !words[(split + 1)...].contains("--vs") else {
        throw UsageError("--vs is given twice: there are only two sides")
      }
      let rightWords = left + words[(split + 1)...]
      _ = try parseOneSide(rightWords, overriding: true)
      invocation.vsWords = Array(words[(split + 1)...])
      invocation.leftWords = left
      return invocation
    }
    if words.contains("diff") {
      throw UsageError("diff needs two sides: diff [options] --vs [options]")
    }
    return try parseOneSide(words)
  }

  /// One side's words: a command, its field, options.
  ///
  /// `overriding`: the right side of `--vs`,
  /// whose options repeat the left's to override them (the last one counts).
  static func parseOneSide(_ words: [String], overriding: Bool = false) throws(UsageError)
    -> Invocation
  {
    var invocation = Invocation()
    var index = 0
    var commandSeen = false
    while index < words.count {
      let word = words[index]
      index += 1
      if word == "--help" || word == "-h" {
        invocation.command = .help
        return invocation
      }
      if word == "--version" {
        invocation.command = .version
        return invocation
      }
      if !word.hasPrefix("-") || word == "-" {
        if commandSeen && wordCommands.contains(invocation.command) && invocation.field == nil {
          invocation.field = word
          continue
        }
        guard !commandSeen, let command = commands[word] else {
          if commandSeen {
            throw UsageError("unexpected argument '\(Text.shown(word))'")
          }
          throw UsageError(
            "unknown command '\(Text.shown(word))'; commands are json, show, check, diff, explain, table, history, devices, tour, completions and manpage (see --help)"
          )
        }
        invocation.command = command
        commandSeen = true
        if command == .help { return invocation }
        continue
      }
      var name = word
      var attached: String?
      if let equals = word.firstIndex(of: "=") {
        name = String(word[..<equals])
        attached = String(word[word.index(after: equals)...])
      }
      guard let spec = OptionTable.all.first(where: { $0.name == name }) else {
        throw UsageError("unknown option '\(Text.shown(name))' (see safearea --help)")
      }
      var value: String?
      switch spec.argument {
      case .none:
        if attached != nil { throw UsageError("\(name) takes no value") }
      case .required(let placeholder):
        if let attached {
          value = attached
        } else if index < words.count {
          value = words[index]
          index += 1
        } else {
          throw UsageError("\(name) needs a value: \(name) \(placeholder)")
        }
      case .optionalNumber:
        if let attached {
          value = attached
        } else if index < words.count, !words[index].isEmpty,
          words[index].unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
        {
          value = words[index]
          index += 1
        }
      }
      try spec.apply(&invocation, value)
      invocation.given.insert(name)
    }
    if fieldCommands.contains(invocation.command) && invocation.field == nil {
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
    if overriding { invocation.deviceKeys = invocation.deviceKeys.suffix(1) }
    try checkApplicability(invocation)
    return invocation
  }

  /// Refuses an option given to a command it means nothing to (`json --size 80x24`).
  static func checkApplicability(_ invocation: Invocation) throws(UsageError) {
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
      if invocation.deviceKeys.count > 1 {
        throw UsageError(
          "--device is given \(invocation.deviceKeys.count) times; only check takes several")
      }
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
    for name in invocation.given.sorted() {
      guard let spec = OptionTable.all.first(where: { $0.name == name }) else { continue }
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
  static let parserOptions: [(name: String, help: String, commands: Set<Invocation.Command>)] = [
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
      var left = "  " + spec.name
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
      "Exit status: 0 on success, 2 for a bad option, device, iOS version or catalog file,",
      "1 when the output cannot be written.",
      "Every number is sourced (README: where the numbers come from); 'approximations' lists estimates.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The release, for `--version`.
public enum Version {
  public static let string = "0.1.0"
}
