import PhoneLayout
import PhoneTUI
import Testing

@testable import SafeAreaCLI

/// The completions and the manual come from the parser's own tables: every value they offer is
/// one the parser takes, and every option and command is in them.
@Suite struct CompletionsTests {
  /// Each word offered for an option after a command parses there, and a word withheld from a
  /// command is one the parser refuses there.
  @Test func everyOfferedValueIsAcceptedWhereItIsOffered() throws {
    let model = Completions.Model.current
    for option in model.options {
      guard case .words(let all) = option.value else { continue }
      for command in option.commands {
        var arguments = command.isEmpty ? [] : [command]
        if command == "check" { arguments += ["--views", "v.json"] }
        if ["explain", "table", "history"].contains(command) { arguments.append("contentRect.y") }
        if command == "history" { arguments += ["--device", "iphone-x"] }
        // diff's left side; the right repeats it.
        let after = command == "diff" ? ["--vs"] : []
        let offered = model.words(option, for: command)
        let results = all.map { word in
          (word, Result { try ArgumentParser.parse(arguments + [option.name, word] + after) })
        }
        // An option the command refuses whatever its value (table's --device) is the parser's.
        guard results.contains(where: { if case .success = $0.1 { true } else { false } }) else {
          continue
        }
        for (word, parsed) in results {
          if offered.contains(word), case .failure(let error) = parsed {
            Issue.record(
              "\(option.name) \(word) is offered after '\(command)' but refused: \(error)")
          }
          if !offered.contains(word), case .success = parsed {
            Issue.record("\(option.name) \(word) is accepted after '\(command)' but not offered")
          }
        }
      }
    }
    let ios = try #require(model.options.first { $0.name == "--ios" })
    #expect(model.words(ios, for: "json").last == "27", "iOS 27 is the newest major")
    #expect(model.words(ios, for: "check").suffix(2) == ["newest", "all"])
    #expect(model.words(ios, for: "table").last == "newest")
  }

  @Test func everyOptionAndCommandIsInEveryScript() {
    for shell in Completions.Shell.allCases {
      let script = Completions.script(for: shell)
      for spec in OptionTable.all {
        for form in spec.names {
          let name = shell == .fish ? "-l \(form.dropFirst(2))" : form
          #expect(script.contains(name), "\(shell) lacks \(form)")
        }
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
    for spec in OptionTable.all {
      for form in spec.names { #expect(manual.contains(ManPage.text(form)), "\(form)") }
    }
    let help = ArgumentParser.helpText()
    for spec in OptionTable.all where spec.opposite != nil {
      #expect(help.contains("  " + spec.names.joined(separator: ", ")), "\(spec.name)")
    }
    for line in KeyMap.helpLines + KeyMap.tourHelpLines {
      #expect(manual.contains(ManPage.text(line.help)), "\(line.keys)")
    }
    for tour in Tour.all { #expect(manual.contains(ManPage.text(tour.summary))) }
    #expect(manual.unicodeScalars.allSatisfy { $0.isASCII }, "non-ASCII is escaped for groff")
    #expect(ManPage.text(".start -x \\ →") == "\\&.start \\-x \\e \\[u2192]")
  }

  /// The scripts offer `--ios` the versions of the phone given: each version listed for a phone
  /// is one the parser takes with it, and each left out one it refuses.
  @Test func theVersionsOfferedForAPhoneAreTheOnesItRan() throws {
    let groups = Completions.Model.versionsByDevice
    #expect(Set(groups.flatMap(\.ids)) == Set(DeviceCatalog.builtIn.devices.map(\.id)))
    for group in groups {
      for id in group.ids {
        for version in Completions.Model.allVersions {
          let accepted = Result {
            try ArgumentParser.parse(["json", "--device", id, "--ios", version]).settings(
              in: .builtIn)
          }
          switch (group.versions.contains(version), accepted) {
          case (true, .failure(let error)): Issue.record("\(id) \(version) offered: \(error)")
          case (false, .success): Issue.record("\(id) \(version) accepted, not offered")
          default: break
          }
        }
      }
    }
    let x = try #require(groups.first { $0.ids.contains("iphone-x") })
    #expect(x.versions == ["11", "12", "13", "14", "15", "16"], "§0: the X ran iOS 11 to 16")
    for shell in Completions.Shell.allCases {
      #expect(Completions.script(for: shell).contains("iphone-x"))
      #expect(Completions.script(for: shell).contains("_safearea_ios_versions"))
    }
  }

  /// The manual's status bar range is the one `table` prints for the notch and Dynamic Island
  /// phones (issue 22: it said 44 to 54 while the tool printed 57 ≈ for the 16/17 Pro and 63 ≈
  /// for the Air).
  @Test func theManualsStatusBarRangeIsTheTablesOne() throws {
    let devices = CommandRunnerTests.run(["devices"]).stdout.split(separator: "\n")
    let cutouts = Set(
      devices.filter { $0.contains("notch") || $0.contains("Dynamic Island") }
        .compactMap { $0.split(separator: " ").first.map(String.init) })
    let rows = CommandRunnerTests.run(["table", "statusBar.height"]).stdout.split(separator: "\n")
    let heights = rows.compactMap { row -> Int? in
      let words = row.split(separator: " ")
      guard let id = words.first, cutouts.contains(String(id)) else { return nil }
      return words.reversed().lazy.compactMap { Int($0) }.first
    }
    #expect(heights.count == cutouts.count)
    let low = try #require(heights.min())
    let high = try #require(heights.max())
    let man = CommandRunnerTests.run(["manpage"]).stdout
    #expect(
      man.contains("\(low) to \(high) pt on notch and Dynamic Island phones"), "\(low)…\(high)")
  }
}
