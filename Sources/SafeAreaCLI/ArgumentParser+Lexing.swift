import PhoneTUI

/// A word of the command line: the bytes it came as, and its text.
///
/// The text is the bytes as UTF-8, each byte that is not replaced (as `CommandLine.arguments`
/// does); a file's name keeps the bytes (`path`), since that is what names the file.
struct CommandLineWord: Sendable {
  let bytes: [UInt8]
  let text: String

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    self.text = String(decoding: bytes, as: UTF8.self)
  }

  init(_ bytes: ArraySlice<UInt8>) { self.init(Array(bytes)) }

  var path: FilePath { FilePath(bytes: bytes) }
}

extension ArgumentParser {
  /// A word of the command line, told apart before anything is interpreted.
  enum Token: Sendable {
    /// `--name`, `--name=value` or `--name value`; `opposite` when the name is the row's other
    /// form (`--no-keyboard`).
    case option(OptionSpec, name: String, opposite: Bool, value: CommandLineWord?)
    /// A word that is no option: the command, its field, a tour's name, a shell.
    case operand(CommandLineWord)
    /// `--vs`: the second side starts.
    case vs
    case help
    case version
  }

  /// The words as tokens: which are options, which their values, which operands, where `--vs`
  /// splits the sides.
  ///
  /// An option that needs a value takes the next word, whatever it is (a file may be named
  /// `--vs`), or what follows its `=`; `--hotspot` takes the next word only when it is a number.
  /// After `--`, every word is an operand.
  static func lex(_ arguments: [[UInt8]]) throws(UsageError) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let word = CommandLineWord(arguments[index])
      index += 1
      let bytes = word.bytes
      guard !optionsEnded, bytes.count > 1, bytes[0] == UInt8(ascii: "-") else {
        tokens.append(.operand(word))
        continue
      }
      let equals = bytes.firstIndex(of: UInt8(ascii: "="))
      let name = CommandLineWord(bytes[..<(equals ?? bytes.endIndex)]).text
      let attached = equals.map { CommandLineWord(bytes[($0 + 1)...]) }
      switch name {
      case "--":
        guard attached == nil else { break }
        optionsEnded = true
        continue
      case "--vs", "--help", "-h", "--version":
        if attached != nil { throw UsageError("\(name) takes no value") }
        tokens.append(name == "--vs" ? .vs : name == "--version" ? .version : .help)
        continue
      default:
        break
      }
      guard let (spec, opposite) = OptionTable.spec(named: name) else {
        throw UsageError("unknown option '\(Text.shown(name))' (see safearea --help)")
      }
      var value: CommandLineWord?
      switch (opposite ? .none : spec.argument) {
      case .none:
        if attached != nil {
          guard let other = opposite ? spec.name : spec.opposite?.name else {
            throw UsageError("\(name) takes no value")
          }
          let turns = other.hasPrefix("--no-") ? "off" : "on"
          throw UsageError("\(name) takes no value (\(other) turns it \(turns))")
        }
      case .required(let placeholder):
        if let attached {
          value = attached
        } else if index < arguments.count {
          value = CommandLineWord(arguments[index])
          index += 1
        } else {
          throw UsageError("\(name) needs a value: \(name) \(placeholder)")
        }
      case .optionalNumber:
        if let attached {
          value = attached
        } else if index < arguments.count, !arguments[index].isEmpty,
          arguments[index].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        {
          value = CommandLineWord(arguments[index])
          index += 1
        }
      }
      tokens.append(.option(spec, name: name, opposite: opposite, value: value))
    }
    return tokens
  }
}
