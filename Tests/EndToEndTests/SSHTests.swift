import Foundation
import Glibc
import TestSupport
import Testing

/// safearea through a real SSH session: `ssh -tt` to an OpenSSH server on 127.0.0.1, in tmux.
///
/// `.ci/run` starts the server (`.ci/sshd-start`) and exports SAFEAREA_SSH_DIR and
/// SAFEAREA_SSH_PORT; run alone, the test starts one the same way and stops it after. Without
/// Debian's openssh-server the test fails, saying so.
@Suite(.serialized) struct SSHTests {
  final class Server {
    let directory: String
    let port: String
    private let owned: Bool

    /// `slot` keeps the servers of different tests (when they start their own) on different ports.
    init(slot: Int) throws {
      let environment = ProcessInfo.processInfo.environment
      if let dir = environment["SAFEAREA_SSH_DIR"], let port = environment["SAFEAREA_SSH_PORT"] {
        directory = dir
        self.port = port
        owned = false
        return
      }
      let script = Binary.packageRoot.appendingPathComponent(".ci/sshd-start").path
      let port = String(20_000 + Int(getpid() % 5_000) * 2 + slot)
      let result = try Binary.run([script, port], executable: "/bin/bash")
      guard result.status == 0 else {
        throw Failure(
          "could not start sshd (install Debian's openssh-server; .ci/run does): \(result.stderr)")
      }
      var values: [String: String] = [:]
      for line in result.stdout.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { values[parts[0]] = parts[1] }
      }
      guard let dir = values["SAFEAREA_SSH_DIR"], let p = values["SAFEAREA_SSH_PORT"] else {
        throw Failure("sshd-start printed no settings: \(result.stdout)")
      }
      directory = dir
      self.port = p
      owned = true
    }

    deinit {
      guard owned, let pid = try? String(contentsOfFile: "\(directory)/sshd.pid", encoding: .utf8)
      else { return }
      if let number = Int32(pid.trimmingCharacters(in: .whitespacesAndNewlines)) {
        kill(number, SIGTERM)
      }
    }

    /// The ssh command line that runs `remote` on the server with a terminal.
    func ssh(_ remote: String) -> String {
      [
        "ssh", "-tt", "-p", port, "-i", "\(directory)/user_key", "-o", "StrictHostKeyChecking=no",
        "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR", "-o", "BatchMode=yes",
        "127.0.0.1", TmuxSession.shellQuote(remote),
      ].joined(separator: " ")
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// The remote command: safearea under a recognisable name (its argv[0]) in a UTF-8 terminal.
  static func remote(_ marker: String, _ arguments: String) -> String {
    "TERM=xterm-256color LANG=C.UTF-8 exec -a \(marker) \(TmuxSession.binary) \(arguments)"
  }

  /// The pids of processes whose command line starts with `marker`.
  static func pids(startingWith marker: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> Int32? in
      guard let pid = Int32(entry),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        String(decoding: data, as: UTF8.self).hasPrefix(marker + "\u{0}")
      else { return nil }
      return pid
    }
  }

  @Test func thePhoneAppearsKeysWorkAndQExits() async throws {
    try await offPool {
      let server = try Server(slot: 0)
      let marker = "safearea-ssh-\(UUID().uuidString.prefix(8))"
      let tmux = try TmuxSession(name: "ssh-keys")
      try tmux.start(
        command: server.ssh(Self.remote(marker, "--device iphone-4 --ios 6")), columns: 120,
        rows: 40)
      try tmux.waitForAll(["iPhone 4 · iOS 6", ScreenText.frameMarker], timeout: 20)
      #expect(!Self.pids(startingWith: marker).isEmpty, "safearea runs on the server side")
      try tmux.sendKeys("h")
      try tmux.waitForAll(["Personal Hotspot: 1 Connection", "statusBar      0,0,320,40"])
      try tmux.sendKeys("d")
      try tmux.waitFor("iPhone 4s")
      try tmux.sendKeys("q")
      let final = try tmux.waitFor("SAFEAREA_EXIT=")
      #expect(TmuxSession.exitStatus(in: final) == 0)
      #expect(
        !final.contains(ScreenText.frameMarker), "the remote terminal was restored")
    }
  }

  @Test func killingTheClientEndsTheServerSideProcess() async throws {
    try await offPool {
      let server = try Server(slot: 1)
      let marker = "safearea-ssh-\(UUID().uuidString.prefix(8))"
      let tmux = try TmuxSession(name: "ssh-kill")
      try tmux.start(
        command: server.ssh(Self.remote(marker, "--device iphone-x")), columns: 120, rows: 40)
      try tmux.waitForAll(["iPhone X · iOS 16", ScreenText.frameMarker], timeout: 20)
      let serverSide = Self.pids(startingWith: marker)
      try #require(serverSide.count == 1, "one safearea on the server side: \(serverSide)")
      let client = try Programs.childProcess(named: "ssh", of: try tmux.panePID())
      kill(client, SIGKILL)
      // The server side must notice the hang-up and exit, not spin.
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline && kill(serverSide[0], 0) == 0 {
        Thread.sleep(forTimeInterval: 0.05)
      }
      #expect(
        kill(serverSide[0], 0) != 0, "safearea \(serverSide[0]) still runs after the client died")
      #expect(Self.pids(startingWith: marker).isEmpty)
    }
  }

  /// The README's copy line, `scp -O …`, against this server, which has no `sftp-server` (issue
  /// 22: plain `scp`, SFTP by default since OpenSSH 9, fails there with `subsystem request
  /// failed`).
  @Test func theReadmesCopyLineWorksWithoutSFTP() async throws {
    try await offPool {
      let readme = try String(
        contentsOf: Binary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
      #expect(readme.contains("scp -O .build/release/safearea server:"))
      let server = try Server(slot: 2)
      let directory = try TemporaryDirectory()
      func copy(_ flags: String, to name: String) throws -> Binary.Result {
        try Binary.shell(
          "scp \(flags) -P \(server.port) -i \(server.directory)/user_key "
            + "-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR "
            + "-o BatchMode=yes \(TmuxSession.binary) "
            + "127.0.0.1:\(TmuxSession.shellQuote(directory.path(name)))")
      }
      let old = try copy("-O", to: "copied")
      #expect(old.status == 0, "\(old.stderr)")
      #expect(FileManager.default.isExecutableFile(atPath: directory.path("copied")))
      let sftp = try copy("", to: "by-sftp")
      #expect(
        sftp.status != 0 && sftp.stderr.contains("subsystem request failed"), "\(sftp.stderr)")
    }
  }
}
