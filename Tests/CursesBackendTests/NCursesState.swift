import Testing

/// ncurses keeps one global terminal state (`cur_term`, the current screen), which is not
/// thread-safe: every suite that loads a terminal is nested here, and this parent runs them one at
/// a time.
@Suite(.serialized) enum NCursesState {}
