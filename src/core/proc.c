/* proc.c — child processes with files for their streams and a time limit. */
#include "core/proc.h"

#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/tempfiles.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int open_to(int fd, const char *path, int flags) {
  int f = open(path ? path : "/dev/null", flags, 0644);
  if (f < 0) return -1;
  if (f != fd) {
    if (dup2(f, fd) < 0) return -1;
    close(f);
  }
  return 0;
}

eq_proc_result eq_proc_run(const char *dir, char *const argv[], char *const env[], const char *in_path,
                           const char *out_path, const char *err_path, double seconds) {
  eq_proc_result r = {EQ_P_NOT_RUN, 0};
  /* a close-on-exec pipe tells a failed exec (a byte arrives) from a program that exits 127 */
  int ep[2];
  if (pipe2(ep, O_CLOEXEC) < 0) return r;
  pid_t pid = fork();
  if (pid < 0) {
    close(ep[0]), close(ep[1]);
    return r;
  }
  if (pid == 0) {
    close(ep[0]);
    setpgid(0, 0); /* its own group: a timeout kills what it started too */
    for (int i = 0; env && env[i]; i++) putenv(env[i]); /* the child's own copy of the environment */
    if (!open_to(0, in_path, O_RDONLY) && !open_to(1, out_path, O_WRONLY | O_CREAT | O_TRUNC) &&
        !open_to(2, err_path, O_WRONLY | O_CREAT | O_TRUNC) && !(dir && chdir(dir) < 0))
      execvp(argv[0], argv);
    char c = 1;
    if (write(ep[1], &c, 1) < 0) _exit(127);
    _exit(127);
  }
  close(ep[1]);
  setpgid(pid, pid); /* also here: the group exists before any kill below, whoever runs first */
  eq_temp_child(pid);
  char c;
  ssize_t got;
  while ((got = read(ep[0], &c, 1)) < 0 && errno == EINTR) {
  }
  close(ep[0]);
  if (got == 1) {
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
    }
    eq_temp_child_done(pid);
    return r;
  }
  double end = now() + seconds;
  int st = 0;
  for (;;) {
    pid_t w = waitpid(pid, &st, WNOHANG);
    if (w == pid) break;
    if (w < 0 && errno != EINTR) {
      eq_temp_child_done(pid);
      return r;
    }
    if (now() > end) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {
      }
      eq_temp_child_done(pid);
      r.end = EQ_P_TIMEOUT;
      return r;
    }
    struct timespec ts = {0, 2000000}; /* 2 ms: a translation's run is short; a poll costs little */
    nanosleep(&ts, NULL);
  }
  eq_temp_child_done(pid);
  if (WIFEXITED(st)) {
    r.end = EQ_P_EXITED;
    r.code = WEXITSTATUS(st);
  } else if (WIFSIGNALED(st)) {
    r.end = EQ_P_SIGNALLED;
    r.code = WTERMSIG(st);
  }
  return r;
}

int eq_server_start(eq_server *s, const char *dir, char *const argv[], const char *out_path, const char *err_path,
                    const char *reply_path) {
  memset(s, 0, sizeof *s);
  if (mkfifo(reply_path, 0600) < 0) return -1;
  /* the read end first, without waiting for a writer; then a writer of ours, so that reads wait
   * for the child's replies instead of seeing end of file before it opens the FIFO */
  int from = open(reply_path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  int hold = from < 0 ? -1 : open(reply_path, O_WRONLY | O_CLOEXEC);
  int in[2], ep[2];
  if (hold < 0 || pipe2(in, O_CLOEXEC) < 0) {
    if (from >= 0) close(from);
    if (hold >= 0) close(hold);
    return -1;
  }
  if (pipe2(ep, O_CLOEXEC) < 0) {
    close(in[0]), close(in[1]), close(from), close(hold);
    return -1;
  }
  pid_t pid = fork();
  if (pid < 0) {
    close(in[0]), close(in[1]), close(ep[0]), close(ep[1]), close(from), close(hold);
    return -1;
  }
  if (pid == 0) {
    close(ep[0]);
    setpgid(0, 0);
    /* dup2 clears close-on-exec on the copy: the server keeps its request pipe as stdin only */
    if (dup2(in[0], 0) == 0 && !open_to(1, out_path, O_WRONLY | O_CREAT | O_TRUNC) &&
        !open_to(2, err_path, O_WRONLY | O_CREAT | O_TRUNC) && !(dir && chdir(dir) < 0))
      execvp(argv[0], argv);
    char c = 1;
    if (write(ep[1], &c, 1) < 0) _exit(127);
    _exit(127);
  }
  close(ep[1]), close(in[0]);
  setpgid(pid, pid);
  eq_temp_child(pid);
  char c;
  ssize_t got;
  while ((got = read(ep[0], &c, 1)) < 0 && errno == EINTR) {
  }
  close(ep[0]);
  s->pid = pid;
  s->to = in[1];
  s->from = from;
  s->hold = hold;
  if (got == 1) { /* exec failed */
    eq_server_stop(s);
    return -1;
  }
  return 0;
}

void eq_server_stop(eq_server *s) {
  if (!s->pid) return;
  close(s->to);
  close(s->from);
  close(s->hold);
  if (s->pid > 0) {
    kill(-s->pid, SIGKILL);
    kill(s->pid, SIGKILL);
    while (waitpid(s->pid, NULL, 0) < 0 && errno == EINTR) {
    }
    eq_temp_child_done(s->pid);
  } else {
    kill(s->pid, SIGKILL); /* already reaped (negative: the group): what it started, if anything */
  }
  memset(s, 0, sizeof *s);
}

int eq_server_ask(eq_server *s, const char *line, char *reply, size_t n, double seconds) {
  if (s->pid <= 0) {
    eq_server_stop(s);
    return -1;
  }
  size_t len = line ? strlen(line) : 0;
  /* a server that died has closed its end: writing must fail, not kill us with SIGPIPE */
  struct sigaction ign = {.sa_handler = SIG_IGN}, old;
  sigemptyset(&ign.sa_mask);
  sigaction(SIGPIPE, &ign, &old);
  int ok = 1;
  for (size_t at = 0; line && ok && at <= len;) {
    const char *p = at < len ? line + at : "\n";
    size_t k = at < len ? len - at : 1;
    ssize_t w = write(s->to, p, k);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) ok = 0;
    else at += (size_t)w;
  }
  sigaction(SIGPIPE, &old, NULL);
  double end = now() + seconds;
  while (ok) {
    char *nl = memchr(s->buf, '\n', s->have);
    if (nl) {
      size_t l = (size_t)(nl - s->buf);
      if (l >= n) break;
      memcpy(reply, s->buf, l);
      reply[l] = 0;
      memmove(s->buf, nl + 1, s->have - l - 1);
      s->have -= l + 1;
      return 0;
    }
    if (s->have == sizeof s->buf) break; /* a reply line longer than we take */
    double left = end - now();
    if (left <= 0) break;
    /* our own write end keeps the FIFO from reporting the child's end: look at the child, and
     * wait in short slices */
    if (waitpid(s->pid, NULL, WNOHANG) == s->pid) {
      eq_temp_child_done(s->pid);
      s->pid = -s->pid; /* reaped: eq_server_stop must not wait for it */
      break;
    }
    struct pollfd pf = {s->from, POLLIN, 0};
    int pr = poll(&pf, 1, left > 0.05 ? 50 : (int)(left * 1000) + 1);
    if (pr < 0 && errno == EINTR) continue;
    if (pr < 0) break;
    if (pr == 0) continue;
    ssize_t r = read(s->from, s->buf + s->have, sizeof s->buf - s->have);
    if (r < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (r <= 0) break;
    s->have += (size_t)r;
  }
  eq_server_stop(s);
  return -1;
}

static int executable(const char *p) { return access(p, X_OK) == 0; }

int eq_find_program(const char *name, const char *env, const char *const *dirs, int ndirs, char *buf, size_t n) {
  const char *e = env ? getenv(env) : NULL;
  if (e && *e) {
    snprintf(buf, n, "%s", e);
    return executable(buf);
  }
  const char *path = getenv("PATH");
  for (const char *s = path; s && *s;) {
    const char *c = strchr(s, ':');
    size_t len = c ? (size_t)(c - s) : strlen(s);
    if (len) {
      snprintf(buf, n, "%.*s/%s", (int)len, s, name);
      if (executable(buf)) return 1;
    }
    if (!c) break;
    s = c + 1;
  }
  const char *home = getenv("HOME");
  for (int i = 0; i < ndirs; i++) {
    if (!strncmp(dirs[i], "~/", 2)) {
      if (!home) continue;
      snprintf(buf, n, "%s/%s/%s", home, dirs[i] + 2, name);
    } else {
      snprintf(buf, n, "%s/%s", dirs[i], name);
    }
    if (executable(buf)) return 1;
  }
  return 0;
}
