import Glibc
import PseudoTerminal

/// `safearea-bench --hot-functions FILE`: runs the release `safearea` under callgrind through a
/// previewer session (start-up, every drawing key, split view, the prompt, the help, a views file)
/// and writes the functions it ran, as the linker's section names (`.text.<symbol>`), one a line.
///
/// The release link lays those sections out first and together (gold's
/// `--section-ordering-file`, Package.swift), so the pages of code a session touches are few:
/// the kernel maps the neighbours of every page of code it faults in, and code spread over the
/// binary cost 1.3 MB of resident memory (DECISIONS.md). A file behind the code only costs that
/// memory again: `safearea-bench` says how many of its functions the binary still has.
func writeHotFunctions(
  to file: String, safearea: String, viewsFile: String, environment: [String: String]
) {
  let valgrind = "/usr/bin/valgrind"
  guard access(valgrind, X_OK) == 0 else {
    fail("--hot-functions needs valgrind (Debian: valgrind)")
  }
  let profile = "/tmp/safearea-hot-\(getpid()).callgrind"
  var symbols: [String] = []
  var seen = Set<String>()
  // The benchmark's own session first (its functions are laid out first), then every other key,
  // then a views file.
  let sessions: [(arguments: [String], keys: [String])] = [
    (["--device", "iphone-16-pro"], ["h", "g", "d", "o", "r", "f", "n", "t"]),
    (
      ["--device", "iphone-16-pro"],
      [
        "h", "+", "-", "g", "d", "D", "o", "O", "r", "f", "n", "t", "e", "s", "v", "c", "l", "b",
        "k", "a", "i", "i", "?", "\u{1B}", "z", "|", "n", "\t", "h", "|", ":", "p", "r", "o", "\r",
        "\u{0C}",
      ]
    ),
    (["--device", "iphone-x", "--views", viewsFile], ["w", "w", "h", "r", "k", "W"]),
  ]
  for (arguments, keys) in sessions {
    let pty: PseudoTerminal
    do {
      pty = try PseudoTerminal(
        executable: valgrind,
        arguments: [
          "--tool=callgrind", "--demangle=no", "--callgrind-out-file=\(profile)", safearea,
        ] + arguments,
        environment: environment, columns: 120, rows: 40)
    } catch {
      fail("\(error)")
    }
    // Under callgrind the previewer runs some fifty times slower: wait for each frame.
    let asked = pty.readUntil("\u{1B}[c", limit: 120)
    if asked.found { pty.write(queryAnswer) }
    _ = pty.readUntilQuiet(quiet: 2, limit: 120)
    for key in keys {
      pty.write(key)
      _ = pty.readUntilQuiet(quiet: 1, limit: 60)
    }
    pty.write("q")
    guard pty.waitStatus(timeout: 120) != nil else {
      fail("the session under valgrind did not end")
    }
    for symbol in functions(inProfile: profile) where seen.insert(symbol).inserted {
      symbols.append(symbol)
    }
    unlink(profile)
  }
  let text = symbols.map { ".text." + $0 }.joined(separator: "\n") + "\n"
  guard let out = fopen(file, "w") else { fail("cannot write \(file)") }
  fputs(text, out)
  fclose(out)
  print("wrote \(symbols.count) functions to \(file)")
}

/// The symbols of the functions a callgrind profile counted, in the order it lists them
/// (`fn=(id) name` the first time, `fn=(id)` after; addresses of code without a symbol are left
/// out).
func functions(inProfile path: String) -> [String] {
  guard let file = fopen(path, "r") else { fail("no callgrind profile at \(path)") }
  defer { fclose(file) }
  var names: [String] = []
  var line: UnsafeMutablePointer<CChar>?
  var capacity = 0
  while getline(&line, &capacity, file) > 0 {
    let text = String(cString: line!)
    guard text.hasPrefix("fn=(") || text.hasPrefix("cfn=(") else { continue }
    guard let close = text.firstIndex(of: ")") else { continue }
    let name = trimmed(text[text.index(after: close)...])
    if !name.isEmpty && !name.hasPrefix("0x") { names.append(name) }
  }
  free(line)
  return names
}

/// `text` without spaces and newlines at either end.
func trimmed<S: StringProtocol>(_ text: S) -> String {
  var s = Substring(text)
  while let c = s.first, c == " " || c == "\n" { s.removeFirst() }
  while let c = s.last, c == " " || c == "\n" { s.removeLast() }
  return String(s)
}

/// How many of the functions in the order file `file` the binary at `binary` defines (`nm`), and
/// how many the file lists; nil when either cannot be read.
func orderFileCoverage(_ file: String, binary: String) -> (found: Int, listed: Int)? {
  guard let order = fopen(file, "r") else { return nil }
  var listed = Set<String>()
  var line: UnsafeMutablePointer<CChar>?
  var capacity = 0
  while getline(&line, &capacity, order) > 0 {
    let text = trimmed(String(cString: line!))
    if text.hasPrefix(".text.") { listed.insert(String(text.dropFirst(6))) }
  }
  fclose(order)
  guard let nm = popen("nm --defined-only '\(binary)' 2>/dev/null", "r") else { return nil }
  var found = 0
  while getline(&line, &capacity, nm) > 0 {
    let text = String(cString: line!)
    if let symbol = text.split(separator: " ").last, listed.contains(trimmed(symbol)) {
      found += 1
    }
  }
  free(line)
  pclose(nm)
  return (found, listed.count)
}
