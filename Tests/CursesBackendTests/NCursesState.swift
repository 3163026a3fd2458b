import CNCurses
import Glibc
import TestSupport
import Testing

/// ncurses keeps one global terminal state (`cur_term`, the current screen), which is not
/// thread-safe: every suite that loads a terminal is nested here, and this parent runs them one at
/// a time.
@Suite(.serialized) enum NCursesState {}

/// Runs `body` with `term` loaded as ncurses' current terminal, on /dev/null.
///
/// No terminal is touched. Call it only from suites nested in `NCursesState`.
func withTerminal<T>(_ term: String, _ body: () throws -> T) throws -> T {
  let output = try #require(fopen("/dev/null", "w"))
  let input = try #require(fopen("/dev/null", "r"))
  defer {
    fclose(output)
    fclose(input)
  }
  let screen = try #require(newterm(term, output, input))
  defer {
    endwin()
    delscreen(screen)
  }
  return try body()
}
