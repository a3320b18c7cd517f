/* tempfiles.c — the registry of temporaries removed at exit and on the ending signals
 * (tempfiles.h). The tables are fixed arrays written before their slot is marked in use, so the
 * handler never sees a half-written path. One thread registers at a time (the -j workers are
 * processes; the C room's worker thread runs while its caller waits). */
#define _GNU_SOURCE
#include "core/tempfiles.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { MAX_PATHS = 64, MAX_CHILDREN = 256, PATH_BYTES = 4096, MAX_DEPTH = 48 };

static char paths[MAX_PATHS][PATH_BYTES];
static volatile sig_atomic_t used[MAX_PATHS];
static pid_t children[MAX_CHILDREN];
static volatile sig_atomic_t child_used[MAX_CHILDREN];
static volatile sig_atomic_t owner_pid; /* the process that registered the paths (atexit runs only there) */
static int hooks_set;

/* Everything under the directory open as fd, then nothing is left to read; bounded depth (our
 * trees are git archives of source files) so the handler's stack use is bounded too. */
static void empty_dir(int fd, int depth) {
  char buf[1024];
  for (int pass = 0; pass < 8; pass++) {
    int removed = 0, left = 0;
    if (lseek(fd, 0, SEEK_SET) < 0) return;
    for (;;) {
      ssize_t n = getdents64(fd, buf, sizeof buf);
      if (n <= 0) break;
      for (ssize_t off = 0; off < n;) {
        struct dirent64 *e = (struct dirent64 *)(buf + off);
        off += e->d_reclen;
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        if (unlinkat(fd, e->d_name, 0) == 0) {
          removed++;
          continue;
        }
        int sub = depth < MAX_DEPTH ? openat(fd, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
        if (sub >= 0) {
          empty_dir(sub, depth + 1);
          close(sub);
        }
        if (unlinkat(fd, e->d_name, AT_REMOVEDIR) == 0) removed++;
        else left++;
      }
    }
    if (!left || !removed) return; /* done, or nothing more can go */
  }
}

void eq_temp_remove_tree(const char *path) {
  if (unlink(path) == 0 || errno == ENOENT) return;
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0) {
    empty_dir(fd, 0);
    close(fd);
  }
  rmdir(path);
}

static void remove_slot(int i) {
  if (!used[i]) return;
  eq_temp_remove_tree(paths[i]);
  used[i] = 0;
}

void eq_temp_remove_all(void) {
  if (owner_pid != (sig_atomic_t)getpid()) return; /* a forked child leaves its parent's paths */
  for (int i = 0; i < MAX_PATHS; i++) remove_slot(i);
}

static void on_signal(int sig) {
  int saved = errno;
  for (int i = 0; i < MAX_CHILDREN; i++)
    if (child_used[i]) kill(children[i], SIGTERM);
  for (int i = 0; i < MAX_CHILDREN; i++)
    if (child_used[i]) {
      while (waitpid(children[i], NULL, 0) < 0 && errno == EINTR) {
      }
      child_used[i] = 0;
    }
  /* a forked child removes what it registered itself; its parent's paths are the parent's */
  for (int i = 0; i < MAX_PATHS; i++)
    if (used[i] == 1 || owner_pid == (sig_atomic_t)getpid()) remove_slot(i);
  errno = saved;
  signal(sig, SIG_DFL);
  raise(sig);
}

static void set_hooks(void) {
  if (hooks_set) return;
  hooks_set = 1;
  owner_pid = (sig_atomic_t)getpid();
  atexit(eq_temp_remove_all);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigfillset(&sa.sa_mask); /* the handler runs once, with the other ending signals held */
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
}

int eq_temp_add(const char *path) {
  set_hooks();
  if (strlen(path) >= PATH_BYTES) return -1;
  for (int i = 0; i < MAX_PATHS; i++)
    if (!used[i]) {
      memcpy(paths[i], path, strlen(path) + 1);
      /* 1: this process's own (a forked child made it); 2: registered in the owner process */
      used[i] = owner_pid == (sig_atomic_t)getpid() ? 2 : 1;
      return i;
    }
  return -1;
}

void eq_temp_remove(int h) {
  if (h >= 0 && h < MAX_PATHS) remove_slot(h);
}

void eq_temp_remove_path(const char *path) {
  for (int i = 0; i < MAX_PATHS; i++)
    if (used[i] && !strcmp(paths[i], path)) {
      remove_slot(i);
      return;
    }
  eq_temp_remove_tree(path); /* not registered (the table was full): removed all the same */
}

void eq_temp_forget(int h) {
  if (h >= 0 && h < MAX_PATHS) used[h] = 0;
}

void eq_temp_child(pid_t pid) {
  set_hooks();
  for (int i = 0; i < MAX_CHILDREN; i++)
    if (!child_used[i]) {
      children[i] = pid;
      child_used[i] = 1;
      return;
    }
}

void eq_temp_child_done(pid_t pid) {
  for (int i = 0; i < MAX_CHILDREN; i++)
    if (child_used[i] && children[i] == pid) child_used[i] = 0;
}

void eq_temp_forked(void) {
  for (int i = 0; i < MAX_CHILDREN; i++) child_used[i] = 0;
}
