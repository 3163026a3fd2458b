import Foundation
import TestSupport
import Testing

/// `safearea completions bash|zsh|fish` loaded into the real shells, and `safearea.1` against
/// its generator and through `man`.
///
/// The shells, `man` and `groff` are Debian packages `.ci/run` installs: a missing one fails
/// these tests (the shell command's status 127), it never skips them.
@Suite struct CompletionAndManualTests {
  /// Runs `script` with `shell -c`, in a home of its own (zsh's compinit and fish write there),
  /// with the binary under test first on PATH.
  func run(_ shell: String, _ script: String) throws -> Binary.Result {
    let home = try TemporaryDirectory()
    let binDirectory = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
    let environment = [
      "PATH": binDirectory + ":" + Programs.path, "HOME": home.url.path, "LANG": "C.UTF-8",
      "XDG_CONFIG_HOME": home.path("config"), "XDG_DATA_HOME": home.path("data"),
      "XDG_CACHE_HOME": home.path("cache"), "TERM": "dumb",
    ]
    let result = try Binary.run(
      ["-c", "command -v \(shell) >/dev/null || exit 127; exec \(shell) \"$@\"", "sh"]
        + (shell == "zsh" ? ["-f"] : []) + ["-c", script],
      executable: "/bin/sh", environment: environment)
    #expect(result.status != 127, "\(shell) is not installed (.ci/run installs it)")
    return result
  }

  /// Lines of output, without empty ones.
  func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  /// The built-in catalog's ids, from `safearea devices --json`.
  func deviceIDs() throws -> [String] {
    let json = try Binary.run(["devices", "--json"]).stdout
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let devices = try #require(document["devices"] as? [[String: Any]])
    return devices.compactMap { $0["id"] as? String }
  }

  @Test func bashCompletesCommandsOptionsAndValues() async throws {
    try await offPool {
      let result = try run(
        "bash",
        """
        source <(safearea completions bash) || exit 3
        complete -p safearea
        ask() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _safearea
          echo "${COMP_WORDS[*]}| ${COMPREPLY[*]}"; }
        ask safearea --device iphone-1
        ask safearea ""
        ask safearea json --orie
        ask safearea --hotspot 2 json --orientation ""
        ask safearea check --orientation ""
        ask safearea table x --ios n
        ask safearea history x --i
        ask safearea history x --de
        ask safearea tour ""
        ask safearea tour hotspot --
        ask safearea completions ""
        ask safearea --theme ""
        ask safearea json --ios = 1
        ask safearea --device iphone-x --ios ""
        ask safearea check --device = iphone-17-pro --ios ""
        ask safearea check --device iphone-17-pro --device iphone-4 --ios 2
        """)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      let out = lines(result.stdout)
      #expect(out.first == "complete -F _safearea safearea")
      let ids = try deviceIDs().filter { $0.hasPrefix("iphone-1") }
      #expect(ids.count > 20)
      #expect(out.contains("safearea --device iphone-1| " + ids.joined(separator: " ")))
      #expect(
        out.contains(
          "safearea | json show check diff explain table history devices tour completions manpage"))
      #expect(out.contains("safearea json --orie| --orientation"))
      #expect(
        out.contains(
          "safearea --hotspot 2 json --orientation | portrait landscape-left landscape-right "
            + "landscape"))
      // `all` and `newest` only after the commands that take them.
      #expect(
        out.contains(
          "safearea check --orientation | portrait landscape-left landscape-right landscape all"))
      #expect(out.contains("safearea table x --ios n| newest"))
      // history lists every iOS itself, so it is not offered --ios (a flag's other form is).
      #expect(out.contains("safearea history x --i| --inset-content-views"))
      #expect(out.contains("safearea history x --de| --device --design-compatibility --devices"))
      #expect(out.contains("safearea tour | hotspot iphone-x status-bar"))
      #expect(
        out.contains(
          "safearea tour hotspot --| --color --theme --ascii --no-ascii --no-mouse --mouse --record "
            + "--overwrite --no-overwrite --help --version"))
      #expect(out.contains("safearea completions | bash zsh fish"))
      #expect(out.contains("safearea --theme | auto light dark"))
      #expect(out.contains("safearea json --ios = 1| 10 11 12 13 14 15 16 17 18"))
      // Only what the phone given ran (§0: the X ran iOS 11 to 16; the 17 Pro 26 and 27, which
      // kept every iOS 26 phone); with several phones, any.
      #expect(out.contains("safearea --device iphone-x --ios | 11 12 13 14 15 16"), "\(out)")
      #expect(out.contains("safearea check --device = iphone-17-pro --ios | 26 27 newest all"))
      #expect(
        out.contains("safearea check --device iphone-17-pro --device iphone-4 --ios 2| 26 27"))
    }
  }

  /// zsh: the script loads under compinit and registers `_safearea`; with `compadd` and
  /// `_describe` standing in (they only work inside a completion widget), the function offers
  /// the device ids, the tours and the options.
  @Test func zshLoadsAndRegistersSafearea() async throws {
    try await offPool {
      let result = try run(
        "zsh",
        """
        autoload -U compinit && compinit -u || exit 3
        source <(safearea completions zsh) || exit 4
        print -r -- "registered: $_comps[safearea]"
        compadd() { shift; print -r -- "compadd: $*" }
        _describe() { local -a entries=("${(@P)4}"); print -r -- "describe: ${(j: :)${(@)entries%%:*}}" }
        _files() { print -r -- "files" }
        words=(safearea --device iphone-1); CURRENT=3; _safearea
        words=(safearea tour ''); CURRENT=3; _safearea
        words=(safearea tour hotspot --); CURRENT=4; _safearea
        words=(safearea --record ''); CURRENT=3; _safearea
        words=(safearea --device iphone-x --ios ''); CURRENT=5; _safearea
        words=(safearea check --device=iphone-17-pro --ios ''); CURRENT=5; _safearea
        """)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      let out = lines(result.stdout)
      #expect(out.first == "registered: _safearea")
      #expect(out.contains("compadd: " + (try deviceIDs()).joined(separator: " ")), "\(out)")
      #expect(out.contains("describe: hotspot iphone-x status-bar"), "\(out)")
      #expect(
        out.contains(
          "describe: --color --theme --ascii --no-ascii --no-mouse --mouse --record --overwrite "
            + "--no-overwrite --help --version"),
        "\(out)")
      #expect(out.contains("files"), "\(out)")
      #expect(out.contains("compadd: 11 12 13 14 15 16"), "\(out)")
      #expect(out.contains("compadd: 26 27 newest all"), "\(out)")
    }
  }

  @Test func fishCompletesOptionsAndDeviceIDs() async throws {
    try await offPool {
      let result = try run(
        "fish",
        """
        safearea completions fish | source; or exit 3
        echo '# --dev'; complete -C 'safearea --dev'
        echo '# ids'; complete -C 'safearea --device iphone-1'
        echo '# tour'; complete -C 'safearea tour '
        echo '# orientation'; complete -C 'safearea --hotspot 2 json --orientation landscape-'
        echo '# x ios'; complete -C 'safearea --device iphone-x --ios '
        echo '# 17 pro ios'; complete -C 'safearea check --device iphone-17-pro --ios '
        """)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      var sections: [String: [String]] = [:]
      var current = ""
      for line in lines(result.stdout) {
        if line.hasPrefix("# ") {
          current = String(line.dropFirst(2))
        } else {
          sections[current, default: []].append(String(line.prefix { $0 != "\t" }))
        }
      }
      #expect(sections["--dev"] == ["--device", "--devices"], "\(result.stdout)")
      // fish sorts what it offers.
      #expect(
        sections["ids"]?.sorted() == (try deviceIDs()).filter { $0.hasPrefix("iphone-1") }.sorted())
      #expect(sections["tour"]?.sorted() == ["hotspot", "iphone-x", "status-bar"])
      #expect(sections["orientation"]?.sorted() == ["landscape-left", "landscape-right"])
      #expect(sections["x ios"] == ["11", "12", "13", "14", "15", "16"], "\(result.stdout)")
      #expect(
        sections["17 pro ios"]?.sorted() == ["26", "27", "all", "newest"], "\(result.stdout)")
    }
  }

  /// The repository's `safearea.1` is exactly what `safearea manpage` prints.
  @Test func theCheckedInManualIsTheGeneratorsOutput() async throws {
    try await offPool {
      let generated = try Binary.run(["manpage"])
      #expect(generated.status == 0 && generated.stderr.isEmpty)
      let file = Binary.packageRoot.appendingPathComponent("safearea.1")
      let checkedIn = try String(contentsOf: file, encoding: .utf8)
      #expect(
        checkedIn == generated.stdout,
        "safearea.1 is out of date: run 'swift run safearea manpage > safearea.1'")
    }
  }

  /// `man ./safearea.1` renders it at 80 columns: every section, every option of `--help`, the
  /// keys and the tours; groff has nothing to warn about.
  @Test func manRendersTheManual() async throws {
    try await offPool {
      let root = Binary.packageRoot.path
      let rendered = try Binary.shell(
        "cd \(TmuxSession.shellQuote(root)) && MANWIDTH=80 man -l ./safearea.1",
        environment: ["PATH": Programs.path, "LANG": "C.UTF-8", "MANPAGER": "cat", "PAGER": "cat"])
      #expect(rendered.status == 0, "\(rendered.stderr)")
      #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
      let text = rendered.stdout
      #expect(text.hasPrefix("SAFEAREA(1)"), "\(text.prefix(200))")
      for section in [
        "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS", "TOURS", "RECORDINGS",
        "ENVIRONMENT", "EXIT STATUS",
      ] {
        #expect(text.contains("\n\(section)\n"), "no \(section)")
      }
      #expect(lines(text).allSatisfy { $0.count <= 80 }, "lines fit 80 columns")
      let help = try Binary.run(["--help"]).stdout
      let options = Set(
        help.split(separator: "\n").compactMap { line -> String? in
          let word = line.drop { $0 == " " }.prefix { $0 != " " && $0 != "," }
          return word.hasPrefix("--") ? String(word) : nil
        })
      #expect(options.count > 30)
      for option in options {
        #expect(text.contains("       \(option)"), "\(option) in the manual")
      }
      for keys in ["h      personal hotspot on/off", "Space → Enter", "q Esc ^C", "status-bar"] {
        #expect(text.contains(keys), "\(keys)")
      }
      let warnings = try Binary.shell(
        "groff -man -ww -z \(TmuxSession.shellQuote(root + "/safearea.1"))",
        environment: ["PATH": Programs.path, "LANG": "C.UTF-8"])
      #expect(warnings.status == 0 && warnings.stderr.isEmpty, "\(warnings.stderr)")
    }
  }
}
