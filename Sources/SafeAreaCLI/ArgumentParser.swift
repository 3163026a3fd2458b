import PhoneLayout
import PhoneTUI

/// Turns the words after `safearea` into an `Invocation`, or the one-line error to print.
public enum ArgumentParser {
  static let commands: [String: Invocation.Command] = [
    "json": .json, "show": .show, "devices": .devices, "help": .help,
  ]

  public static func parse(_ words: [String]) throws(UsageError) -> Invocation {
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
        guard !commandSeen, let command = commands[word] else {
          if commandSeen {
            throw UsageError("unexpected argument '\(Text.shown(word))'")
          }
          throw UsageError(
            "unknown command '\(Text.shown(word))'; commands are json, show and devices (see --help)"
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
    try checkApplicability(invocation)
    return invocation
  }

  /// Refuses an option given to a command it means nothing to (`json --size 80x24`).
  static func checkApplicability(_ invocation: Invocation) throws(UsageError) {
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

  /// `--help`: generated from the option table.
  public static func helpText() -> String {
    var lines = [
      "safearea \(Version.string): what UIKit does to your layout on this iPhone, on this iOS.",
      "",
      "usage:",
      "  safearea [options]             the interactive previewer (press ? inside for keys)",
      "  safearea json [options]        the layout as one JSON object",
      "  safearea show [options]        the previewer's frame as text, without curses",
      "  safearea devices [--json]      the device catalog",
      "",
      "options:",
    ]
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
      lines.append(Text.pad(left, 34) + help)
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
