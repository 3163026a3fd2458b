import PhoneLayout
import PhoneTUI

/// Shell completion scripts for bash, zsh and fish, generated from the same tables the parser
/// reads (`ArgumentParser.usages`, `OptionTable.all`, the built-in catalog, `Tour.all`), so a
/// new option, value, device or tour is completed without anyone editing a script.
public enum Completions {
  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// The script for `shell`.
  public static func script(for shell: Shell) -> String {
    let model = Model.current
    switch shell {
    case .bash: return bash(model)
    case .zsh: return zsh(model)
    case .fish: return fish(model)
    }
  }

  // MARK: - What the scripts know

  /// One option as the scripts complete it.
  struct Option: Equatable {
    enum Value: Equatable {
      /// Takes no value (`--hotspot [N]` too: its number is optional).
      case none
      /// One of these words.
      case words([String])
      /// A file name.
      case file
      /// Free text: nothing to offer.
      case free
    }

    let name: String
    let help: String
    let value: Value
    /// The command words it goes with; "" is the previewer.
    let commands: [String]
    /// Its numbers are iOS versions: the scripts offer those the phone given with `--device`
    /// ran (`versionsByDevice`), all of them without one.
    var followsDevice = false
  }

  /// Commands (word and help), options, tours and shells, from the tables.
  struct Model {
    let commands: [(word: String, help: String)]
    let options: [Option]
    let tours: [(name: String, help: String)]
    let shells: [String]
    /// The field names `explain`, `table` and `history` take (`explain --list`).
    let fields: [String]

    static var current: Model {
      let commands = ArgumentParser.usages.filter { $0.command != .preview }.map {
        (word: $0.command.rawValue, help: $0.help)
      }
      var options = OptionTable.all.flatMap { spec in
        var option = Option(
          name: spec.name, help: spec.help, value: value(of: spec),
          commands: words(spec.acceptedBy))
        if case .iosVersions = spec.values { option.followsDevice = true }
        // A flag's other form (`--no-keyboard`), offered where the flag is.
        let opposite = spec.opposite.map {
          Option(
            name: $0.name, help: "undoes \(spec.name)", value: .none,
            commands: words(spec.acceptedBy))
        }
        return [option] + (opposite.map { [$0] } ?? [])
      }
      let everyCommand = ArgumentParser.usages.map(\.command)
      for extra in ArgumentParser.parserOptions {
        let accepted = extra.commands.isEmpty ? CommandSet(everyCommand) : extra.commands
        options.append(
          Option(name: extra.name, help: extra.help, value: .none, commands: words(accepted)))
      }
      return Model(
        commands: commands, options: options,
        tours: Tour.all.map { (name: $0.name, help: $0.summary) },
        shells: Shell.allCases.map(\.rawValue), fields: FieldNames.all)
    }

    /// The words of `commands` in the order `--help` lists them ("" for the previewer).
    static func words(_ commands: CommandSet) -> [String] {
      ArgumentParser.usages.map(\.command).filter(commands.contains).map {
        $0 == .preview ? "" : $0.rawValue
      }
    }

    /// What a value of `spec` can be.
    static func value(of spec: OptionSpec) -> Option.Value {
      guard case .required(let placeholder) = spec.argument else { return .none }
      switch spec.values {
      case .words(let words): return .words(words)
      case .deviceIDs: return .words(DeviceCatalog.builtIn.devices.map(\.id))
      case .iosVersions(let also):
        let versions = IOSVersion.released(
          from: IOSVersion(4), through: IOSVersion(IOSRelease.majors.last ?? 27))
        return .words(versions.map { String($0.major) } + also)
      case .fromPlaceholder:
        if placeholder == "FILE" { return .file }
        if placeholder.contains("|") {
          return .words(placeholder.split(separator: "|").map(String.init))
        }
        return .free
      }
    }

    /// Words the parser takes for an option on some commands only (`ArgumentParser.parse`'s
    /// checks): `--ios newest` on check and table, `--ios all` and `--orientation all` on check.
    static let commandOnlyWords: [String: [String: Set<String>]] = [
      "--ios": ["newest": ["check", "table"], "all": ["check"]],
      "--orientation": ["all": ["check"]],
    ]

    /// The words offered for `option` after `command` ("" for the previewer).
    func words(_ option: Option, for command: String) -> [String] {
      guard case .words(let words) = option.value else { return [] }
      let limited = Self.commandOnlyWords[option.name] ?? [:]
      return words.filter { limited[$0]?.contains(command) ?? true }
    }

    /// The option's words by the commands that take the same ones, the group with the most
    /// commands first (the scripts' default).
    func wordGroups(_ option: Option) -> [(commands: [String], words: [String])] {
      var groups: [(commands: [String], words: [String])] = []
      for command in option.commands {
        let offered = words(option, for: command)
        if let index = groups.firstIndex(where: { $0.words == offered }) {
          groups[index].commands.append(command)
        } else {
          groups.append((commands: [command], words: offered))
        }
      }
      return groups.enumerated().sorted {
        ($0.element.commands.count, -$0.offset) > ($1.element.commands.count, -$1.offset)
      }.map(\.element)
    }

    /// Every iOS version, as the scripts offer them without a `--device`.
    static let allVersions = IOSVersion.released(
      from: IOSVersion(4), through: IOSVersion(IOSRelease.majors.last ?? 27)
    )
    .map { String($0.major) }

    /// The built-in phones by the iOS versions they ran, in catalog order: one entry per list of
    /// versions, with every phone that ran exactly those.
    static var versionsByDevice: [(ids: [String], versions: [String])] {
      var groups: [(ids: [String], versions: [String])] = []
      for device in DeviceCatalog.builtIn.devices {
        let versions = device.versions.map { String($0.major) }
        if let index = groups.firstIndex(where: { $0.versions == versions }) {
          groups[index].ids.append(device.id)
        } else {
          groups.append((ids: [device.id], versions: versions))
        }
      }
      return groups
    }

    /// A group's words without the iOS versions, for an option that follows the device: the
    /// versions come from the script's look-up.
    func extras(_ option: Option, _ words: [String]) -> [String] {
      option.followsDevice ? words.filter { !Self.allVersions.contains($0) } : words
    }

    /// The options that take a value, which the scripts skip when looking for the command.
    var optionsWithValues: [String] {
      options.filter { $0.value != .none }.map(\.name)
    }

    /// The options `command` takes ("" for the previewer).
    func options(for command: String) -> [Option] {
      options.filter { $0.commands.contains(command) }
    }

    /// The previewer, then every command word.
    var commandWords: [String] { [""] + commands.map(\.word) }
  }

  // MARK: - bash

  static func bash(_ m: Model) -> String {
    var s = """
      # bash completion for safearea, generated by 'safearea completions bash' from its tables.
      # Install: safearea completions bash > ~/.local/share/bash-completion/completions/safearea
      # The iOS versions the phone after --device ran (every version without one, or with several).
      _safearea_ios_versions() {
        local device="" count=0 i
        for (( i = 1; i < COMP_CWORD; i++ )); do
          if [[ "${COMP_WORDS[i]}" == --device ]]; then
            device="${COMP_WORDS[i+1]}"
            [[ "$device" == "=" ]] && device="${COMP_WORDS[i+2]}"
            (( count += 1 ))
          fi
        done
        (( count > 1 )) && device=""
        case "$device" in

      """
    for group in Model.versionsByDevice {
      s +=
        "    \(group.ids.map(quoted).joined(separator: "|"))) "
        + "echo \(quoted(group.versions.joined(separator: " "))) ;;\n"
    }
    s += """
          *) echo \(quoted(Model.allVersions.joined(separator: " "))) ;;
        esac
      }
      _safearea() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="" count=0 i word
        (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
        # bash splits --option=value at '=': complete the value of the option before it.
        if [[ "$prev" == "=" ]] && (( COMP_CWORD > 1 )); then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
        if [[ "$cur" == "=" ]]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; cur=""; fi
        for (( i = 1; i < COMP_CWORD; i++ )); do
          word="${COMP_WORDS[i]}"
          case "$word" in
            \(m.optionsWithValues.joined(separator: "|")))
              if [[ "${COMP_WORDS[i+1]}" == "=" ]]; then (( i += 2 )); else (( i += 1 )); fi ;;
            -*|=) ;;
            *)
              # A number is --hotspot's; anything else is the command, then its word.
              [[ "$word" =~ ^[0-9]+$ ]] && continue
              if [[ -z "$command" ]]; then command="$word"; else (( count += 1 )); fi ;;
          esac
        done
        case "$prev" in

      """
    for option in m.options {
      switch option.value {
      case .words:
        // Words some commands alone take are offered after those commands only; an iOS version
        // only if the phone given ran it.
        func offer(_ words: [String]) -> String {
          guard option.followsDevice else {
            return "COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\"))"
          }
          let extras = m.extras(option, words).map { " " + $0 }.joined()
          return "COMPREPLY=($(compgen -W \"$(_safearea_ios_versions)\(extras)\" -- \"$cur\"))"
        }
        let groups = m.wordGroups(option)
        s += "    \(option.name))\n      case \"$command\" in\n"
        for group in groups.dropFirst() {
          s +=
            "        \(group.commands.map(quoted).joined(separator: "|"))) "
            + "\(offer(group.words)) ;;\n"
        }
        s += "        *) \(offer(groups.first?.words ?? [])) ;;\n      esac\n      return 0 ;;\n"
      case .file:
        s +=
          "    \(option.name)) compopt -o filenames 2>/dev/null; "
          + "COMPREPLY=($(compgen -f -- \"$cur\")); return 0 ;;\n"
      case .free:
        s += "    \(option.name)) COMPREPLY=(); return 0 ;;\n"
      case .none:
        break
      }
    }
    s += """
        esac
        local options
        case "$command" in

      """
    for command in m.commandWords {
      let names = m.options(for: command).map(\.name).joined(separator: " ")
      s += "    \(quoted(command))) options=\(quoted(names)) ;;\n"
    }
    let commandWords = quoted(m.commands.map(\.word).joined(separator: " "))
    let tourNames = quoted(m.tours.map(\.name).joined(separator: " "))
    let shellNames = quoted(m.shells.joined(separator: " "))
    let fieldNames = quoted(m.fields.joined(separator: " "))
    s += """
          *) options="--help --version" ;;
        esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "$options" -- "$cur"))
          return 0
        fi
        case "$command" in
          "") COMPREPLY=($(compgen -W \(commandWords) -- "$cur")) ;;
          tour) (( count == 0 )) && COMPREPLY=($(compgen -W \(tourNames) -- "$cur")) ;;
          completions) (( count == 0 )) && COMPREPLY=($(compgen -W \(shellNames) -- "$cur")) ;;
          explain|table|history) (( count == 0 )) && COMPREPLY=($(compgen -W \(fieldNames) -- "$cur")) ;;
        esac
        return 0
      }
      complete -F _safearea safearea

      """
    return s
  }

  // MARK: - zsh

  static func zsh(_ m: Model) -> String {
    var s = """
      #compdef safearea
      # zsh completion for safearea, generated by 'safearea completions zsh' from its tables.
      # Install: safearea completions zsh > "${fpath[1]}/_safearea" (a directory in $fpath), or
      # source <(safearea completions zsh) after compinit.
      # The iOS versions the phone after --device ran (every version without one, or with several).
      _safearea_ios_versions() {
        local device="" count=0 i
        for (( i = 2; i < CURRENT; i++ )); do
          case "${words[i]}" in
            --device) device="${words[i+1]}"; (( count += 1 )) ;;
            --device=*) device="${words[i]#--device=}"; (( count += 1 )) ;;
          esac
        done
        (( count > 1 )) && device=""
        case "$device" in

      """
    for group in Model.versionsByDevice {
      s +=
        "    \(group.ids.map(quoted).joined(separator: "|"))) "
        + "print -r -- \(quoted(group.versions.joined(separator: " "))) ;;\n"
    }
    s += """
          *) print -r -- \(quoted(Model.allVersions.joined(separator: " "))) ;;
        esac
      }
      _safearea() {
        local cur="${words[CURRENT]}" prev="${words[CURRENT-1]}" command="" count=0 i word
        for (( i = 2; i < CURRENT; i++ )); do
          word="${words[i]}"
          case "$word" in
            \(m.optionsWithValues.joined(separator: "|")))
              (( i += 1 )) ;;
            -*) ;;
            *)
              # A number is --hotspot's; anything else is the command, then its word.
              [[ "$word" == <-> ]] && continue
              if [[ -z "$command" ]]; then command="$word"; else (( count += 1 )); fi ;;
          esac
        done
        case "$prev" in

      """
    for option in m.options {
      switch option.value {
      case .words:
        // An iOS version only if the phone given ran it (zsh splits the substitution).
        func offer(_ words: [String]) -> String {
          let listed = m.extras(option, words).map(quoted)
          return "compadd -- "
            + ((option.followsDevice ? ["$(_safearea_ios_versions)"] : []) + listed)
            .joined(separator: " ")
        }
        let groups = m.wordGroups(option)
        s += "    \(option.name))\n      case \"$command\" in\n"
        for group in groups.dropFirst() {
          s +=
            "        \(group.commands.map(quoted).joined(separator: "|"))) "
            + "\(offer(group.words)) ;;\n"
        }
        s +=
          "        *) \(offer(groups.first?.words ?? [])) ;;\n"
          + "      esac\n      return ;;\n"
      case .file:
        s += "    \(option.name)) _files; return ;;\n"
      case .free:
        s += "    \(option.name)) _message \(quoted(option.help)); return ;;\n"
      case .none:
        break
      }
    }
    s += """
        esac
        if [[ "$cur" == -* ]]; then
          local -a options
          case "$command" in

      """
    for command in m.commandWords {
      let entries = m.options(for: command).map { quoted(describeEntry($0.name, $0.help)) }
      s += "      \(quoted(command))) options=(\(entries.joined(separator: " "))) ;;\n"
    }
    let commands = m.commands.map { quoted(describeEntry($0.word, $0.help)) }
    let tours = m.tours.map { quoted(describeEntry($0.name, $0.help)) }
    s += """
            *) options=('--help:usage' '--version:the version') ;;
          esac
          _describe -t options 'option' options
          return
        fi
        case "$command" in
          "")
            local -a commands=(\(commands.joined(separator: " ")))
            _describe -t commands 'command' commands ;;
          tour)
            local -a tours=(\(tours.joined(separator: " ")))
            (( count == 0 )) && _describe -t tours 'tour' tours ;;
          completions)
            (( count == 0 )) && compadd -- \(m.shells.joined(separator: " ")) ;;
          explain|table|history)
            (( count == 0 )) && compadd -- \(m.fields.joined(separator: " ")) ;;
        esac
      }
      if [[ "${funcstack[1]}" == "_safearea" ]]; then
        _safearea "$@"
      else
        compdef _safearea safearea
      fi

      """
    return s
  }

  /// A `_describe` entry: the name (its colons escaped), a colon, the description.
  static func describeEntry(_ name: String, _ help: String) -> String {
    name.replacingAll(":", with: "\\:") + ":" + help
  }

  // MARK: - fish

  static func fish(_ m: Model) -> String {
    var s = """
      # fish completion for safearea, generated by 'safearea completions fish' from its tables.
      # Install: safearea completions fish > ~/.config/fish/completions/safearea.fish
      function __safearea_words --description 'the command typed so far, then the words after it'
          set -l tokens (commandline -opc)
          set -e tokens[1]
          set -l skip 0
          set -l found
          for word in $tokens
              if test $skip -eq 1
                  set skip 0
                  continue
              end
              if contains -- $word \(m.optionsWithValues.joined(separator: " "))
                  set skip 1
              else if string match -q -- '-*' $word
                  continue
              else if string match -qr '^[0-9]+$' -- $word
                  # A number is --hotspot's.
                  continue
              else
                  set -a found $word
              end
          end
          if test (count $found) -eq 0
              echo preview
          else
              printf '%s\\n' $found
          end
      end
      function __safearea_for --description 'whether the command typed is one of the arguments'
          set -l found (__safearea_words)
          contains -- $found[1] $argv
      end
      function __safearea_expects --description 'whether the command is the argument, alone'
          set -l found (__safearea_words)
          test "$found[1]" = "$argv[1]"; and test (count $found) -eq 1
      end
      function __safearea_ios_versions --description 'the iOS versions the phone after --device ran'
          set -l device
          set -l count 0
          set -l next 0
          for word in (commandline -opc)
              if test $next -eq 1
                  set device $word
                  set next 0
              else if test "$word" = --device
                  set next 1
                  set count (math $count + 1)
              else if string match -q -- '--device=*' $word
                  set device (string replace -- '--device=' '' $word)
                  set count (math $count + 1)
              end
          end
          # With several phones, every version.
          test $count -gt 1; and set device
          switch "$device"

      """
    for group in Model.versionsByDevice {
      s +=
        "        case \(group.ids.map(fishQuoted).joined(separator: " "))\n"
        + "            printf '%s\\n' \(group.versions.joined(separator: " "))\n"
    }
    s += """
              case '*'
                  printf '%s\\n' \(Model.allVersions.joined(separator: " "))
          end
      end
      complete -c safearea -f

      """
    for command in m.commands {
      s +=
        "complete -c safearea -n '__safearea_expects preview' -a \(fishQuoted(command.word)) "
        + "-d \(fishQuoted(command.help))\n"
    }
    for option in m.options {
      let commands = option.commands.map { $0.isEmpty ? "preview" : $0 }.joined(separator: " ")
      var line =
        "complete -c safearea -n '__safearea_for \(commands)' -l \(option.name.dropFirst(2))"
      switch option.value {
      case .words:
        // The values on lines of their own, so they do not each repeat the option's help; one
        // line for each set of commands that take the same words.
        for group in m.wordGroups(option) {
          let those = group.commands.map { $0.isEmpty ? "preview" : $0 }.joined(separator: " ")
          // An iOS version only if the phone given ran it: fish expands `(…)` in -a.
          let words =
            (option.followsDevice ? ["(__safearea_ios_versions)"] : [])
            + m.extras(option, group.words)
          s +=
            "complete -c safearea -n '__safearea_for \(those)' -l \(option.name.dropFirst(2)) -x "
            + "-a \(fishQuoted(words.joined(separator: " ")))\n"
        }
        line += " -x"
      case .file:
        line += " -r -F"
      case .free:
        line += " -x"
      case .none:
        break
      }
      s += line + " -d \(fishQuoted(option.help))\n"
    }
    for tour in m.tours {
      s +=
        "complete -c safearea -n '__safearea_expects tour' -a \(fishQuoted(tour.name)) "
        + "-d \(fishQuoted(tour.help))\n"
    }
    for shell in m.shells {
      s += "complete -c safearea -n '__safearea_expects completions' -a \(shell)\n"
    }
    for command in ["explain", "table", "history"] {
      s +=
        "complete -c safearea -n '__safearea_expects \(command)' -a "
        + "\(fishQuoted(m.fields.joined(separator: " ")))\n"
    }
    return s
  }

  // MARK: - Quoting

  /// `text` in single quotes for bash and zsh.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingAll("'", with: "'\\''") + "'"
  }

  /// `text` in single quotes for fish, where a backslash and a quote are escaped.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
  }
}

extension String {
  /// Every `target` replaced by `replacement` (without Foundation).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for character in self {
      if character == target { out += replacement } else { out.append(character) }
    }
    return out
  }
}
