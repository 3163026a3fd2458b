// Starts a program on a new pseudo-terminal, as a terminal emulator would: for the end-to-end
// tests and the benchmark (never linked into safearea itself).
#ifndef SAFEAREA_PTY_SPAWN_H
#define SAFEAREA_PTY_SPAWN_H

#include <sys/types.h>

// Forks with a new pty of cols x rows, runs path with argv and envp on it (session leader, the
// pty its controlling terminal; O_NONBLOCK set on it when nonblocking is not 0). Returns the
// child's pid and sets *master_fd, or -1 on failure.
pid_t pty_spawn(const char *path, char *const argv[], char *const envp[], int cols, int rows,
                int nonblocking, int *master_fd);

// Sets the pty's window size; the kernel sends SIGWINCH to its foreground process group.
int pty_resize(int master_fd, int cols, int rows);

#endif
