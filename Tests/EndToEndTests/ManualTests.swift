import Foundation
import TestSupport
import Testing

/// The front page and the manual, checked against the binary (issue 18): every example block of
/// `README.md` and `docs/*.md` is run again, every relative link must lead somewhere, and nothing
/// points outside the repository.
///
/// The line before a fence says where its text comes from:
/// - `<!-- run: safearea ARGS -->`: the command's stdout, exactly, and it exits 0;
/// - `<!-- run: safearea ARGS (exit N) -->`: it exits N, and the block is its stdout followed by
///   its stderr (an error prints nothing on stdout; `diff` and `check` print theirs there);
/// - `<!-- file: PATH -->`: the file PATH, from the repository's root.
///
/// ARGS are words separated by single spaces: no shell, so a marker with quotes, `$`, `|` or any
/// other character a shell would read is refused. Commands run in the repository's root with
/// `TERM=dumb`, `LC_ALL=C.UTF-8` and stdout a pipe (no colour). A ```` ```text ```` block shows
/// our output, so one without a marker fails; other blocks (an install line, a shell snippet)
/// need none. `RECORD_MANUAL=1` rewrites every marked block with what its command prints now and
/// then fails, so the diff is reviewed like code.
@Suite struct ManualTests {
  static let root = Binary.packageRoot

  /// Files another branch is adding, to which a link is accepted while absent.
  ///
  /// Remove an entry once its file has landed.
  static let pendingFiles: Set<String> = []

  /// What the manual's checks found wrong, one line each, as `file:line: what`.
  struct Problem: CustomStringConvertible, Equatable {
    var file: String
    var line: Int
    var message: String
    var description: String { "\(file):\(line): \(message)" }
  }

  /// Where a block's expected text comes from.
  enum Source: Equatable {
    /// `safearea` with these words; the exit status expected, and whether stderr follows stdout.
    case run(words: [String], status: Int32, withStderr: Bool)
    case file(String)
  }

  /// One fenced block of a page.
  struct Block {
    var page: String
    /// 1-based line of the opening fence.
    var line: Int
    var info: String
    /// The indentation of the fence, stripped from the block's lines.
    var indent: Int
    var body: [String]
    /// The body's lines in the page, 0-based.
    var bodyLines: Range<Int>
    var source: Source?
  }

  /// A markdown file of the manual, by its path from the root.
  struct Page {
    var path: String
    var lines: [String]

    init(path: String, text: String) {
      self.path = path
      var lines = text.components(separatedBy: "\n")
      if lines.last == "" { lines.removeLast() }
      self.lines = lines
    }
  }

  // MARK: - Reading the pages

  /// README.md and every docs/*.md, in a stable order.
  static func pages() throws -> [Page] {
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    return try (["README.md"] + names.map { "docs/\($0)" }).map { path in
      Page(
        path: path,
        text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// The pages the path rule covers: the manual and the two design documents.
  static func everyDocument() throws -> [Page] {
    try pages()
      + ["ARCHITECTURE.md", "DECISIONS.md"].map { path in
        Page(
          path: path,
          text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
      }
  }

  /// An opening or closing fence: its indentation, its run of backticks or tildes, the rest.
  static func fence(_ line: String) -> (indent: Int, marks: String, info: String)? {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
    let marks = rest.prefix { $0 == mark }
    guard marks.count >= 3 else { return nil }
    return (indent, String(marks), rest.dropFirst(marks.count).trimmingCharacters(in: .whitespaces))
  }

  /// The characters a marker's words may not hold: what a shell would read as more than a word.
  static let shellCharacters = Set("'\"`$\\;&|<>(){}[]*?!~#\t")

  /// The source a marker line names; nil when the line is no marker, a problem when it is a bad
  /// one.
  static func source(of line: String) -> Result<Source, MarkerError>? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!-- run:") || trimmed.hasPrefix("<!-- file:") else { return nil }
    guard trimmed.hasSuffix(" -->") else {
      return .failure(MarkerError("a marker ends with ' -->'"))
    }
    if trimmed.hasPrefix("<!-- file: ") {
      let path = String(trimmed.dropFirst("<!-- file: ".count).dropLast(" -->".count))
      guard !path.isEmpty, !path.contains(" "), !path.hasPrefix("/"),
        !path.split(separator: "/").contains("..")
      else { return .failure(MarkerError("a file marker names one path inside the repository")) }
      return .success(.file(path))
    }
    var command = String(trimmed.dropFirst("<!-- run: ".count).dropLast(" -->".count))
    var status: Int32 = 0
    var withStderr = false
    if let open = command.range(of: " (exit "), command.hasSuffix(")") {
      guard let number = Int32(command[open.upperBound..<command.index(before: command.endIndex)])
      else { return .failure(MarkerError("'(exit N)' needs a number")) }
      status = number
      withStderr = true
      command = String(command[..<open.lowerBound])
    }
    if let bad = command.first(where: { shellCharacters.contains($0) }) {
      return .failure(MarkerError("'\(bad)' in a command: markers are words only, no shell"))
    }
    let words = command.components(separatedBy: " ")
    guard words.first == "safearea", !words.contains("") else {
      return .failure(MarkerError("a run marker is 'safearea' and words, one space apart"))
    }
    return .success(.run(words: Array(words.dropFirst()), status: status, withStderr: withStderr))
  }

  struct MarkerError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// The page's fenced blocks, and what is wrong with its markers and fences.
  static func blocks(of page: Page) -> (blocks: [Block], problems: [Problem]) {
    var blocks: [Block] = []
    var problems: [Problem] = []
    var index = 0
    var markerUsed = Set<Int>()
    while index < page.lines.count {
      guard let open = fence(page.lines[index]) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < page.lines.count {
        if let close = fence(page.lines[end]), close.info.isEmpty,
          close.marks.first == open.marks.first, close.marks.count >= open.marks.count
        {
          break
        }
        end += 1
      }
      if end == page.lines.count {
        problems.append(Problem(file: page.path, line: index + 1, message: "a fence never closed"))
      }
      let body = page.lines[(index + 1)..<end].map { line in
        let spaces = min(open.indent, line.prefix { $0 == " " }.count)
        return String(line.dropFirst(spaces))
      }
      var source: Source?
      if index > 0, let marker = Self.source(of: page.lines[index - 1]) {
        markerUsed.insert(index - 1)
        switch marker {
        case .success(let s): source = s
        case .failure(let error):
          problems.append(Problem(file: page.path, line: index, message: error.message))
        }
      } else if open.info.split(separator: " ").first == "text" {
        problems.append(
          Problem(
            file: page.path, line: index + 1,
            message: "a text block with no '<!-- run: safearea … -->' or '<!-- file: … -->' line"
              + " before it"))
      }
      blocks.append(
        Block(
          page: page.path, line: index + 1, info: open.info, indent: open.indent, body: body,
          bodyLines: (index + 1)..<end, source: source))
      index = end + 1
    }
    // A marker must stand right before the fence it describes.
    for (number, line) in page.lines.enumerated()
    where !markerUsed.contains(number) && source(of: line) != nil {
      problems.append(
        Problem(file: page.path, line: number + 1, message: "a marker not followed by a fence"))
    }
    return (blocks, problems)
  }

  // MARK: - Running the examples

  /// What the block's source gives now: the text, and a problem with the command's status.
  static func produce(_ source: Source) throws -> (text: String, problem: String?) {
    switch source {
    case .file(let path):
      let url = root.appendingPathComponent(path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        return ("", "no file \(path)")
      }
      return (text, nil)
    case .run(let words, let status, let withStderr):
      let environment = ["PATH": Programs.path, "TERM": "dumb", "LC_ALL": "C.UTF-8"]
      // env(1) runs it in the root, as a reader runs it from a checkout.
      let result = try Binary.run(
        ["-C", root.path, Binary.path] + words, executable: "/usr/bin/env",
        environment: environment)
      let text = result.stdout + (withStderr ? result.stderr : "")
      if result.signaled {
        return (text, "killed by signal \(result.status)")
      }
      if result.status != status {
        return (text, "exit status \(result.status), not \(status): \(result.stderr)")
      }
      return (text, nil)
    }
  }

  /// A block's lines as text, each ended by a newline.
  static func text(_ lines: [String]) -> String {
    lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// The first line where two texts differ, for a short message.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let a = expected.components(separatedBy: "\n")
    let b = actual.components(separatedBy: "\n")
    for i in 0..<max(a.count, b.count) {
      let x = i < a.count ? a[i] : "(end)"
      let y = i < b.count ? b[i] : "(end)"
      if x != y { return "block line \(i + 1): the page has\n  \(x)\nthe binary prints\n  \(y)" }
    }
    return "they differ"
  }

  @Test func everyExampleIsWhatTheBinaryPrintsToday() async throws {
    try await offPool {
      let record = ProcessInfo.processInfo.environment["RECORD_MANUAL"] != nil
      var examples = 0
      for page in try Self.pages() {
        var lines = page.lines
        var rewritten = false
        // From the last block up, so a rewritten block leaves the earlier ones' lines in place.
        for block in Self.blocks(of: page).blocks.reversed() {
          guard let source = block.source else { continue }
          examples += 1
          let (actual, problem) = try Self.produce(source)
          if let problem {
            Issue.record("\(page.path):\(block.line - 1): \(problem)")
          }
          let expected = Self.text(block.body)
          guard actual != expected else { continue }
          if record {
            var body = actual.components(separatedBy: "\n")
            if body.last == "" { body.removeLast() }
            let pad = String(repeating: " ", count: block.indent)
            lines.replaceSubrange(block.bodyLines, with: body.map { $0.isEmpty ? $0 : pad + $0 })
            rewritten = true
          } else {
            let message =
              "\(page.path):\(block.line): the block differs from what its marker gives "
              + "(RECORD_MANUAL=1 re-records): \(Self.firstDifference(expected, actual))"
            Issue.record("\(message)")
          }
        }
        if rewritten {
          try (lines.joined(separator: "\n") + "\n").write(
            to: Self.root.appendingPathComponent(page.path), atomically: true, encoding: .utf8)
          Issue.record("\(page.path): re-recorded its examples; review the diff")
        }
      }
      // The pages are found and read: a manual with no example would pass the loop above.
      #expect(examples >= 20, "only \(examples) examples found")
    }
  }

  @Test func everyOutputBlockIsMarkedAndEveryMarkerIsWellFormed() async throws {
    try await offPool {
      let problems = try Self.pages().flatMap { Self.blocks(of: $0).problems }
      #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
  }

  // MARK: - Links and paths

  /// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    var slug = ""
    for character in heading.lowercased() {
      if character == " " {
        slug.append("-")
      } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
        slug.append(character)
      }
    }
    return slug
  }

  /// The anchors a page defines: its headings' (the second of a name gets `-1`), and `id`s.
  static func anchors(of page: Page) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors = Set<String>()
    var inFence: String?
    for line in page.lines {
      if let f = fence(line) {
        if let open = inFence {
          if f.marks.first == open.first && f.marks.count >= open.count && f.info.isEmpty {
            inFence = nil
          }
        } else {
          inFence = f.marks
        }
        continue
      }
      guard inFence == nil else { continue }
      let hashes = line.prefix { $0 == "#" }.count
      if (1...6).contains(hashes), line.dropFirst(hashes).first == " " {
        var title = line.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
        while title.hasSuffix("#") { title.removeLast() }
        let base = anchor(title.trimmingCharacters(in: .whitespaces))
        let count = seen[base, default: 0]
        seen[base] = count + 1
        anchors.insert(count == 0 ? base : "\(base)-\(count)")
      }
      var rest = Substring(line)
      while let id = rest.range(of: "id=\"") {
        let after = rest[id.upperBound...]
        guard let close = after.firstIndex(of: "\"") else { break }
        anchors.insert(String(after[..<close]))
        rest = after[close...]
      }
    }
    return anchors
  }

  /// The link targets of a page's prose (not in code blocks or code spans), with their lines.
  static func links(of page: Page) -> [(line: Int, target: String)] {
    var links: [(Int, String)] = []
    var inFence: String?
    for (number, line) in page.lines.enumerated() {
      if let f = fence(line) {
        if let open = inFence {
          if f.marks.first == open.first && f.marks.count >= open.count && f.info.isEmpty {
            inFence = nil
          }
        } else {
          inFence = f.marks
        }
        continue
      }
      guard inFence == nil else { continue }
      // Code spans hold example syntax, not links.
      var prose = ""
      var inCode = false
      for character in line {
        if character == "`" {
          inCode.toggle()
        } else if !inCode {
          prose.append(character)
        }
      }
      var rest = Substring(prose)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
        links.append((number + 1, target))
        rest = after[close...]
      }
      // A reference definition: `[name]: target`.
      if prose.hasPrefix("["), let end = prose.range(of: "]: ") {
        let target = prose[end.upperBound...].split(separator: " ").first.map(String.init) ?? ""
        links.append((number + 1, target))
      }
    }
    return links
  }

  /// What is wrong with the relative links of `page`, given every page by path (for anchors)
  /// and whether a path exists in the repository.
  static func linkProblems(
    _ page: Page, pages: [String: Page], exists: (String) -> Bool
  ) -> [Problem] {
    var problems: [Problem] = []
    for (line, target) in links(of: page) {
      if target.contains("://") || target.hasPrefix("mailto:") { continue }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file = String(parts[0])
      let fragment = parts.count > 1 ? String(parts[1]) : nil
      // The target's path from the root, resolved against the page's directory.
      var components = page.path.split(separator: "/").dropLast().map(String.init)
      var escapes = false
      for part in file.split(separator: "/") {
        if part == ".." {
          if components.popLast() == nil { escapes = true }
        } else if part != "." {
          components.append(String(part))
        }
      }
      let path = file.isEmpty ? page.path : components.joined(separator: "/")
      if target.isEmpty || escapes || file.hasPrefix("/") {
        problems.append(
          Problem(file: page.path, line: line, message: "a link out of the repository: '\(target)'")
        )
        continue
      }
      guard exists(path) else {
        if !pendingFiles.contains(path) {
          problems.append(
            Problem(
              file: page.path, line: line, message: "'\(target)': no \(path) in the repository"))
        }
        continue
      }
      if let fragment, let target = pages[path], !anchors(of: target).contains(fragment) {
        problems.append(
          Problem(
            file: page.path, line: line, message: "'\(target)': no heading #\(fragment) in \(path)")
        )
      }
    }
    return problems
  }

  @Test func everyRelativeLinkLeadsToAFileInTheRepository() async throws {
    try await offPool {
      let pages = try Self.everyDocument()
      let byPath = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0) })
      let problems = pages.flatMap { page in
        Self.linkProblems(page, pages: byPath) { path in
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path)
        }
      }
      #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
      // The check reads links at all: the README links to the manual.
      let readme = try #require(byPath["README.md"])
      #expect(Self.links(of: readme).contains { $0.target.hasPrefix("docs/") })
    }
  }

  /// Paths of the machine the manual was written on, and the shared reference beside the
  /// repository, mean nothing to a reader of a clone.
  @Test func nothingPointsOutsideTheRepository() async throws {
    try await offPool {
      var problems: [Problem] = []
      for page in try Self.everyDocument() {
        for (number, line) in page.lines.enumerated() {
          for outside in ["/work/", "../" + "shared"] where line.contains(outside) {
            problems.append(Problem(file: page.path, line: number + 1, message: "'\(outside)'"))
          }
        }
      }
      #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
  }

  /// The README's install line names every Debian package CI installs: a fresh machine set up
  /// from the README has what the tests drive.
  @Test func theInstallLineNamesWhatCIInstalls() async throws {
    try await offPool {
      let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
      let loop = try #require(ci.range(of: "for package in "))
      let list = ci[loop.upperBound...].prefix { $0 != ";" }
      let packages = list.split(whereSeparator: { $0 == " " || $0 == "\\" || $0 == "\n" })
        .map(String.init).filter { !$0.isEmpty }
      #expect(packages.count >= 10 && packages.contains("python3-kiwisolver"), "\(packages)")
      let readme = try String(
        contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
      let install = try #require(
        readme.split(separator: "\n").first { $0.hasPrefix("apt-get update && apt-get install") })
      let named = Set(install.split(separator: " ").map(String.init))
      #expect(
        packages.filter { !named.contains($0) } == [], "missing from the README's install line")
    }
  }

  // MARK: - The checker itself

  /// The rules above find what they are for, on a page made to break each once.
  @Test func theCheckerFindsUnmarkedBlocksBadMarkersAndBrokenLinks() throws {
    let page = Page(
      path: "docs/sample.md",
      text: """
        # Sample heading
        See [the front page](../README.md), [a gap](missing.md), [out](../../x.md) and
        [here](#sample-heading), [nowhere](#no-such-heading); `[code](not-a-link.md)`.

        ```text
        unmarked
        ```
        <!-- run: safearea json --device 'iPhone X' -->
        ```json
        {}
        ```
        <!-- run: safearea diff --vs --hotspot (exit 1) -->
        ```text
        a diff
        ```
        <!-- run: safearea devices -->

        ```sh
        safearea show | head -1
        ```

        """)
    let (blocks, problems) = Self.blocks(of: page)
    #expect(blocks.count == 4)
    #expect(problems.map(\.line) == [5, 8, 16])
    #expect(problems[0].message.hasPrefix("a text block with no"))
    #expect(problems[1].message.hasPrefix("''' in a command"))
    #expect(problems[2].message == "a marker not followed by a fence")
    #expect(
      blocks[2].source == .run(words: ["diff", "--vs", "--hotspot"], status: 1, withStderr: true))
    #expect(blocks[3].source == nil, "a shell snippet needs no marker")
    #expect(
      Self.source(of: "<!-- run: safearea json | head -->")
        == .failure(MarkerError("'|' in a command: markers are words only, no shell")))
    #expect(
      Self.source(of: "<!-- file: ../secret -->")
        == .failure(MarkerError("a file marker names one path inside the repository")))

    let links = Self.linkProblems(page, pages: ["docs/sample.md": page]) { path in
      ["README.md", "docs/sample.md"].contains(path)
    }
    #expect(links.map(\.line) == [2, 2, 3])
    #expect(links.map(\.message).contains("'missing.md': no docs/missing.md in the repository"))
    #expect(links.contains { $0.message.hasPrefix("a link out of the repository") })
    #expect(links.contains { $0.message.contains("no heading #no-such-heading") })
    #expect(Self.anchor("`safearea json`: the contract") == "safearea-json-the-contract")
  }
}
