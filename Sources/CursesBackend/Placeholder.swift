// The ncurses terminal backend (part 2).
