/* orch_git.c — revisions as private trees (orch_git.h). git and tar run as child processes with
 * argument vectors (no shell: a revision is never parsed as shell text). */
#define _GNU_SOURCE
#include "orch/orch_git.h"

#include "core/tempfiles.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

enum { MAX_TREES = 8 };
/* the trees made, as handles of core/tempfiles.h: removed at exit and on the ending signals */
static int trees[MAX_TREES], ntrees;

void orch_git_cleanup(void) {
  for (int i = 0; i < ntrees; i++) eq_temp_remove(trees[i]);
  ntrees = 0;
}

/* Runs argv in dir; its standard output (first outn-1 bytes) into out when out is not NULL, its
 * standard error's first line into errline. Returns the exit status, or -1 (could not run). */
static int run_capture(const char *dir, char *const argv[], char *out, size_t outn, char *errline, size_t errn) {
  int po[2], pe[2];
  if (pipe(po) < 0) return -1;
  if (pipe(pe) < 0) return close(po[0]), close(po[1]), -1;
  pid_t pid = fork();
  if (pid > 0) eq_temp_child(pid); /* ended and waited for when a signal ends the run */
  if (pid < 0) return close(po[0]), close(po[1]), close(pe[0]), close(pe[1]), -1;
  if (pid == 0) {
    dup2(po[1], 1);
    dup2(pe[1], 2);
    close(po[0]), close(po[1]), close(pe[0]), close(pe[1]);
    int nul = open("/dev/null", O_RDONLY);
    if (nul >= 0) dup2(nul, 0);
    if (dir && chdir(dir) < 0) _exit(126);
    execvp(argv[0], argv);
    _exit(127);
  }
  close(po[1]), close(pe[1]);
  size_t no = 0, ne = 0;
  char tmp[4096];
  /* both pipes drained in turn: neither child stream can fill and block the other */
  int open_o = 1, open_e = 1;
  while (open_o || open_e) {
    fd_set rs;
    FD_ZERO(&rs);
    if (open_o) FD_SET(po[0], &rs);
    if (open_e) FD_SET(pe[0], &rs);
    if (select((po[0] > pe[0] ? po[0] : pe[0]) + 1, &rs, NULL, NULL, NULL) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (int k = 0; k < 2; k++) {
      int fd = k ? pe[0] : po[0];
      if (!(k ? open_e : open_o) || !FD_ISSET(fd, &rs)) continue;
      ssize_t m = read(fd, tmp, sizeof tmp);
      if (m <= 0) {
        if (k) open_e = 0;
        else open_o = 0;
        continue;
      }
      char *dst = k ? errline : out;
      size_t *len = k ? &ne : &no, cap = k ? errn : outn;
      if (dst)
        for (ssize_t i = 0; i < m && *len + 1 < cap; i++) dst[(*len)++] = tmp[i];
    }
  }
  close(po[0]), close(pe[0]);
  if (out && outn) out[no < outn ? no : outn - 1] = 0;
  if (errline && errn) {
    errline[ne < errn ? ne : errn - 1] = 0;
    char *nl = strchr(errline, '\n');
    if (nl) *nl = 0;
  }
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR) return eq_temp_child_done(pid), -1;
  eq_temp_child_done(pid);
  if (WIFEXITED(st) && WEXITSTATUS(st) == 127) {
    if (errline && errn) snprintf(errline, errn, "cannot run %s", argv[0]);
    return -1;
  }
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void chomp(char *s) {
  size_t n = strlen(s);
  while (n && (s[n - 1] == '\n' || s[n - 1] == '\r')) s[--n] = 0;
}

int orch_git_toplevel(const char *dir, char *out, size_t outn, char *err, size_t errn) {
  char line[512] = "";
  char *argv[] = {"git", "rev-parse", "--show-toplevel", NULL};
  int st = run_capture(dir, argv, out, outn, line, sizeof line);
  chomp(out);
  if (st != 0 || !out[0]) {
    snprintf(err, errn, "%s is not inside a git work tree%s%s", dir, line[0] ? ": " : "", line);
    return -1;
  }
  return 0;
}

static int is_sha(const char *s) {
  if (strlen(s) != 40) return 0;
  for (int i = 0; i < 40; i++)
    if (!strchr("0123456789abcdef", s[i])) return 0;
  return 1;
}

int orch_git_commit(const char *repo, const char *rev, char out[41], char *err, size_t errn) {
  char spec[1100], buf[200] = "";
  if (!rev[0] || rev[0] == '-' || snprintf(spec, sizeof spec, "%s^{commit}", rev) >= (int)sizeof spec) {
    snprintf(err, errn, "unknown revision '%s'", rev);
    return -1;
  }
  char *argv[] = {"git", "rev-parse", "--verify", "--quiet", "--end-of-options", spec, NULL};
  int st = run_capture(repo, argv, buf, sizeof buf, NULL, 0);
  chomp(buf);
  if (st != 0 || !is_sha(buf)) {
    snprintf(err, errn, "unknown revision '%s' in %s", rev, repo);
    return -1;
  }
  memcpy(out, buf, 41);
  return 0;
}

int orch_git_parent(const char *repo, const char *commit, char out[41], char *err, size_t errn) {
  char spec[64];
  snprintf(spec, sizeof spec, "%s^1", commit);
  if (orch_git_commit(repo, spec, out, err, errn) < 0) {
    snprintf(err, errn, "revision %.12s has no parent (a root commit): name two revisions, OLD..NEW", commit);
    return -1;
  }
  return 0;
}

int orch_git_materialise(const char *repo, const char *commit, char *out, size_t outn, char *err, size_t errn) {
  if (ntrees == MAX_TREES) {
    snprintf(err, errn, "too many revisions");
    return -1;
  }
  const char *tmp = getenv("TMPDIR");
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/equiv-git-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    snprintf(err, errn, "cannot make a temporary directory under %s: %s", tmp && *tmp ? tmp : "/tmp", strerror(errno));
    return -1;
  }
  int h = eq_temp_add(dir);
  if (h < 0) {
    rmdir(dir);
    snprintf(err, errn, "too many temporary trees");
    return -1;
  }
  trees[ntrees++] = h;
  char tar[4200], tree[4200], line[512] = "";
  snprintf(tar, sizeof tar, "%s/rev.tar", dir);
  snprintf(tree, sizeof tree, "%s/tree", dir);
  char *ga[] = {"git", "archive", "--format=tar", "-o", tar, (char *)commit, NULL};
  if (!is_sha(commit) || run_capture(repo, ga, NULL, 0, line, sizeof line) != 0) {
    snprintf(err, errn, "git archive %.12s failed: %s", commit, line[0] ? line : "?");
    return -1;
  }
  char *ta[] = {"tar", "-x", "-f", tar, "-C", tree, NULL};
  if (mkdir(tree, 0700) < 0 || run_capture(NULL, ta, NULL, 0, line, sizeof line) != 0) {
    snprintf(err, errn, "cannot unpack revision %.12s: %s", commit, line[0] ? line : strerror(errno));
    return -1;
  }
  unlink(tar);
  if (snprintf(out, outn, "%s", tree) >= (int)outn) {
    snprintf(err, errn, "path too long");
    return -1;
  }
  return 0;
}
