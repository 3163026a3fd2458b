import PhoneLayout
import PhoneTUI
import Testing

@testable import SafeAreaCLI

/// The completions and the manual come from the parser's own tables: every value they offer is
/// one the parser takes, and every option and command is in them.
@Suite struct CompletionsTests {
  /// Each word offered for an option parses, on a command that takes it.
  @Test func everyOfferedValueIsAccepted() throws {
    let model = Completions.Model.current
    for option in model.options {
      guard case .words(let words) = option.value else { continue }
      let command = try #require(option.commands.first)
      for word in words {
        // --orientation all and --ios newest / all are check's alone.
        let onCheck = ["all", "newest"].contains(word)
        var arguments = onCheck ? ["check", "--views", "v.json"] : command.isEmpty ? [] : [command]
        if command == "explain" || command == "table" { arguments.append("contentRect.y") }
        if command == "history" { arguments += ["contentRect.y", "--device", "iphone-x"] }
        arguments += [option.name, word]
        do {
          _ = try ArgumentParser.parse(arguments)
        } catch {
          Issue.record("\(option.name) \(word) is offered but refused: \(error.message)")
        }
      }
    }
  }

  @Test func everyOptionAndCommandIsInEveryScript() {
    for shell in Completions.Shell.allCases {
      let script = Completions.script(for: shell)
      for spec in OptionTable.all {
        let name = shell == .fish ? "-l \(spec.name.dropFirst(2))" : spec.name
        #expect(script.contains(name), "\(shell) lacks \(spec.name)")
      }
      for word in ArgumentParser.commands.keys where word != "help" {
        #expect(script.contains(word), "\(shell) lacks \(word)")
      }
      for tour in Tour.all { #expect(script.contains(tour.name)) }
      for device in DeviceCatalog.builtIn.devices { #expect(script.contains(device.id)) }
    }
  }

  /// Every command word has a usage line, so `--help`, the manual and the completions list it.
  @Test func everyCommandHasAUsage() {
    let described = Set(ArgumentParser.usages.map(\.command))
    for command in ArgumentParser.commands.values where command != .help {
      #expect(described.contains(command), "\(command) has no usage line")
    }
  }

  @Test func theManualNamesEveryOptionKeyAndTour() {
    let manual = ManPage.render()
    for spec in OptionTable.all { #expect(manual.contains(ManPage.text(spec.name))) }
    for line in KeyMap.helpLines + KeyMap.tourHelpLines {
      #expect(manual.contains(ManPage.text(line.help)), "\(line.keys)")
    }
    for tour in Tour.all { #expect(manual.contains(ManPage.text(tour.summary))) }
    #expect(manual.unicodeScalars.allSatisfy { $0.isASCII }, "non-ASCII is escaped for groff")
    #expect(ManPage.text(".start -x \\ →") == "\\&.start \\-x \\e \\[u2192]")
  }
}
