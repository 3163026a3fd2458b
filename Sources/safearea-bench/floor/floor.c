// The floor for the benchmark: about the least a C program needs to do what the previewer does
// on one key. It starts ncurses, draws a phone-sized frame (outline, status bar, navigation bar,
// toolbar, a title) in colour, and toggles one bar (the 20-pt hotspot bar) on 'h'; 'q' quits.
#include <locale.h>
#include <ncursesw/curses.h>
#include <string.h>

static void bar(int y, int x, int width, short pair, const char *label) {
  attron(COLOR_PAIR(pair));
  mvhline(y, x, ' ', width);
  if (label != NULL) mvaddstr(y, x + (width - (int)strlen(label)) / 2, label);
  attroff(COLOR_PAIR(pair));
}

int main(void) {
  setlocale(LC_ALL, "");
  if (newterm(NULL, stdout, stdin) == NULL) return 2;
  raw();
  noecho();
  curs_set(0);
  start_color();
  use_default_colors();
  init_pair(1, 231, 242);  // status bar
  init_pair(2, 231, 27);   // hotspot bar
  init_pair(3, 16, 189);   // navigation bar and toolbar
  init_pair(4, 16, 255);   // content
  // A phone of 812 x 375 points in two pixels a cell: as tall as the terminal allows.
  int rows = LINES - 4, cols = rows * 2 * 375 / 812;
  int x = 2, y = 1, hotspot = 0;
  for (;;) {
    box(stdscr, 0, 0);
    for (int r = 0; r < rows; r++) bar(y + r, x, cols, 4, NULL);
    bar(y, x, cols, 1, "9:41");
    if (hotspot) bar(y + 1, x, cols, 2, "Personal Hotspot: 1 Connection");
    bar(y + 1 + hotspot, x, cols, 3, "Title");
    bar(y + rows - 2, x, cols, 3, "Edit  Share  Done");
    refresh();
    int key = getch();
    if (key == 'q' || key == ERR) break;
    if (key == 'h') hotspot = !hotspot;
    if (!hotspot) bar(y + 2, x, cols, 4, NULL);
  }
  endwin();
  return 0;
}
