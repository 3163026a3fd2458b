// The only C in safearea: turns on ncurses' wide-character API and wraps, as static inline
// functions, what Swift 6 cannot import from it (global variables, macros, variadic calls).
#ifndef SAFEAREA_CNCURSES_SHIM_H
#define SAFEAREA_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <malloc.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Globals: Swift 6 refuses mutable C globals as not concurrency-safe, so read them through calls.
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline FILE *cn_stdin(void) { return stdin; }

// The macros part 1 named (COLOR_PAIR, A_*, getmaxyx, ACS_*). The previewer draws through
// TerminalWriter now; these stay for other code built on the module, and the smoke test uses them.
static inline attr_t cn_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }
static inline attr_t cn_attr_normal(void) { return (attr_t)A_NORMAL; }
static inline attr_t cn_attr_bold(void) { return (attr_t)A_BOLD; }
static inline attr_t cn_attr_reverse(void) { return (attr_t)A_REVERSE; }
static inline attr_t cn_attr_dim(void) { return (attr_t)A_DIM; }
static inline void cn_getmaxyx(WINDOW *win, int *y, int *x) {
  int yy, xx;
  getmaxyx(win, yy, xx);
  *y = yy;
  *x = xx;
}
static inline chtype cn_acs_hline(void) { return ACS_HLINE; }
static inline chtype cn_acs_vline(void) { return ACS_VLINE; }

// One wide character with attributes and a colour pair, written at (y, x) of stdscr.
static inline int cn_put_wide(int y, int x, wchar_t ch, attr_t attrs, int pair) {
  cchar_t cell;
  wchar_t text[2] = {ch, 0};
  if (setcchar(&cell, text, attrs, (short)pair, NULL) == ERR) return ERR;
  return mvwadd_wch(stdscr, y, x, &cell);
}

// Mouse: left-button presses and releases.
static inline mmask_t cn_mouse_clicks(void) { return BUTTON1_PRESSED | BUTTON1_RELEASED; }

// Loads terminfo for a terminal type, writing nothing: 1 loaded, 0 unknown, -1 no database
// (setupterm's status). The entry stays loaded as cur_term for the process's lifetime: nothing
// frees it (a del_curterm here once freed what newterm freed again).
static inline int cn_setupterm(const char *name, int fd) {
  int status = 0;
  if (setupterm((char *)name, fd, &status) != OK) return status == -1 ? -1 : 0;
  return 1;
}

// The loaded entry's names section and its count of extended strings, to check that ncurses
// loaded the file safearea checked.
static inline const char *cn_term_names(void) {
  return cur_term == NULL ? NULL : cur_term->type.term_names;
}
static inline int cn_extended_strings(void) {
  return cur_term == NULL ? -1 : (int)cur_term->type.ext_Strings;
}

// Frees the loaded entry (tests that load many; never after newterm, which frees its own).
static inline void cn_del_curterm(void) {
  if (cur_term != NULL) del_curterm(cur_term);
}

// A terminfo string capability, or NULL when the terminal lacks it (tigetstr's -1 too).
static inline const char *cn_tigetstr(const char *name) {
  char *value = tigetstr((char *)name);
  if (value == (char *)-1 || value == NULL) return NULL;
  return value;
}

// A boolean terminfo capability: 1 present, 0 absent.
static inline int cn_tigetflag(const char *name) {
  return tigetflag((char *)name) > 0 ? 1 : 0;
}

// A numeric terminfo capability, or -1 when absent.
static inline int cn_tigetnum(const char *name) {
  int value = tigetnum((char *)name);
  return value < 0 ? -1 : value;
}

// Parameterised terminfo strings through ncurses' tiparm (variadic, which Swift cannot call);
// NULL when the capability is missing. safearea expands capabilities itself
// (ParameterizedCapability); the tests compare its expansions with these on valid entries.
static inline const char *cn_tparm1(const char *cap, int a) {
  return cap == NULL ? NULL : tiparm(cap, a);
}
static inline const char *cn_tparm2(const char *cap, int a, int b) {
  return cap == NULL ? NULL : tiparm(cap, a, b);
}

// Keeps freed memory in the process instead of returning it to the kernel: the previewer
// allocates buffers of the same sizes every frame, and returned pages fault in afresh each time.
static inline void cn_keep_freed_memory(void) {
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
}


#endif
