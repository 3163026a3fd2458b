import CNCurses
import Glibc
import TestSupport
import Testing

/// The C module builds, links ncursesw, and its shim works, against /dev/null rather than the
/// terminal running the tests.
extension NCursesState {
  @Suite struct CNCursesSmokeTests {
    @Test func wideCharacterAPIAndShimWrappersWork() throws {
      let version = String(cString: curses_version())
      #expect(version.hasPrefix("ncurses 6"), "\(version)")
      #expect(cn_attr_bold() != 0 && cn_attr_reverse() != 0 && cn_attr_dim() != 0)
      #expect(cn_attr_bold() != cn_attr_reverse())
      #expect(cn_color_pair(1) != cn_color_pair(2))

      try withTerminal("xterm-256color") {
        #expect(cn_stdscr() != nil)
        #expect(cn_acs_hline() != cn_acs_vline(), "the line-drawing map is loaded")
        var rows: Int32 = 0
        var columns: Int32 = 0
        cn_getmaxyx(cn_stdscr(), &rows, &columns)
        #expect(rows == cn_lines() && columns == cn_cols())
        #expect(rows > 0 && columns > 0)
        // A half block through the wide API lands in the window as that character.
        #expect(cn_put_wide(0, 0, wchar_t(0x2580), cn_attr_normal(), 0) == OK)
        var cell = cchar_t()
        #expect(mvwin_wch(cn_stdscr(), 0, 0, &cell) == OK)
        var text = [wchar_t](repeating: 0, count: 8)
        var attrs: attr_t = 0
        var pair: Int16 = 0
        #expect(getcchar(&cell, &text, &attrs, &pair, nil) == OK)
        #expect(text[0] == wchar_t(0x2580))
        #expect(cn_tigetstr("cup") != nil, "xterm has cursor addressing")
        #expect(cn_tigetstr("no-such-capability") == nil)
      }
    }

    @Test func anUnknownTerminalIsAnErrorNotAnAbort() throws {
      let output = try #require(fopen("/dev/null", "w"))
      let input = try #require(fopen("/dev/null", "r"))
      defer {
        fclose(output)
        fclose(input)
      }
      #expect(newterm("no-such-terminal-xyz", output, input) == nil)
    }
  }
}
