#include "pty_spawn.h"

#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

pid_t pty_spawn(const char *path, char *const argv[], char *const envp[], int cols, int rows,
                int nonblocking, int *master_fd) {
  struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
  pid_t pid = forkpty(master_fd, NULL, NULL, &size);
  if (pid == 0) {
    // The child starts with default signal dispositions and nothing blocked, whatever the parent
    // (a test runner blocks several signals on its threads) had.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    // The terminal in non-blocking mode, as a program that set O_NONBLOCK and died leaves it
    // (stdin, stdout and stderr share the one open description).
    if (nonblocking) fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK);
    execve(path, argv, envp);
    _exit(127);
  }
  return pid;
}

int pty_resize(int master_fd, int cols, int rows) {
  struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
  return ioctl(master_fd, TIOCSWINSZ, &size);
}
