/* rs_front.c — the Rust front end: finds rustc, checks that it is a version whose MIR text this
 * room was tested on, runs it on the user's file in a private temporary directory and hands the
 * MIR to rs_mir.c. rustc's own errors come back as one located error (its first one). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lang/rust/rs_crate.h"
#include "lang/rust/rs_ir.h"
#include "core/proc.h"
#include "core/tempfiles.h"
#include "lang/rust/rust.h"

/* The rustc versions whose --emit=mir text rs_mir.c was written against and tested on. */
static const char *const tested[] = {"rustc 1.95."};


/* $EQUIV_RUSTC, rustc on PATH, else rustup's default place $HOME/.cargo/bin (and root's). */
static int find_rustc(char *buf, size_t n) {
  static const char *const dirs[] = {"~/.cargo/bin", "/root/.cargo/bin"};
  return eq_find_program("rustc", "EQUIV_RUSTC", dirs, 2, buf, n);
}

/* Runs argv with stdout and stderr into file out; returns the exit status, or -1. */
static int run_to(char *const argv[], const char *out) {
  pid_t pid = fork();
  if (pid > 0) eq_temp_child(pid); /* ended and waited for when a signal ends the run */
  if (pid < 0) return -1;
  if (pid == 0) {
    int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) _exit(127);
    dup2(fd, 1);
    dup2(fd, 2);
    close(fd);
    /* -Zmir-include-spans (the span comments) is unstable: a stable rustc accepts it so */
    setenv("RUSTC_BOOTSTRAP", "1", 1);
    execv(argv[0], argv);
    _exit(127);
  }
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR) return eq_temp_child_done(pid), -1;
  eq_temp_child_done(pid);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap + 1);
  size_t k;
  while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
    n += k;
    if (n == cap) {
      cap *= 2;
      char *nb = realloc(buf, cap + 1);
      if (!nb) { free(buf); buf = NULL; }
      buf = nb;
    }
  }
  fclose(f);
  if (!buf) return NULL;
  buf[n] = 0;
  *len = n;
  return buf;
}

/* rustc's first error, "FILE:L:C: error[E..]: msg" in --error-format=short, as a located error;
 * FILE is the root file or one of a crate's module files (whatever path ends in ".rs"). */
static void report_rustc_error(diag_ctx *d, const char *path, const char *text) {
  int file = diag_add_file(d, path, NULL, 0, NULL, EQ_NOLOC);
  for (const char *s = text; *s;) {
    const char *nl = strchr(s, '\n');
    size_t n = nl ? (size_t)(nl - s) : strlen(s);
    int line, col, k = 0;
    const char *rs = strstr(s, ".rs:");
    size_t plen = rs && rs < s + n ? (size_t)(rs + 3 - s) : 0;
    if (plen && sscanf(s + plen + 1, "%d:%d: %n", &line, &col, &k) == 2 && k > 0 && plen + 1 + (size_t)k < n &&
        !strncmp(s + plen + 1 + k, "error", 5)) {
      char *fp = malloc(plen + 1);
      if (fp) {
        memcpy(fp, s, plen);
        fp[plen] = 0;
        file = diag_add_file(d, fp, NULL, 0, NULL, EQ_NOLOC);
        free(fp);
      }
      const char *msg = s + plen + 1 + k;
      const char *colon = strstr(msg, ": ");
      if (colon && colon > s + n) colon = NULL;
      diag_error(d, ((eq_loc){file, line, col}), "rustc", "%.*s", (int)(n - (size_t)((colon ? colon + 2 : msg) - s)),
                 colon ? colon + 2 : msg);
      return;
    }
    if (!strncmp(s, "error", 5)) {
      diag_error(d, ((eq_loc){file, 1, 1}), "rustc", "%.*s", (int)n, s);
      return;
    }
    if (!nl) break;
    s = nl + 1;
  }
  diag_error(d, ((eq_loc){file, 1, 1}), "rustc", "rustc failed without an error message");
}

rs_program *rs_load(const char *path, diag_ctx *d) {
  size_t srclen;
  char *src = slurp(path, &srclen);
  if (!src) {
    diag_error(d, EQ_NOLOC, "io", "%s: %s", path, strerror(errno));
    return NULL;
  }
  char rustc[4096];
  if (!find_rustc(rustc, sizeof rustc)) {
    free(src);
    diag_error(d, EQ_NOLOC, "rustc", "rustc not found (on PATH, in $HOME/.cargo/bin or $EQUIV_RUSTC)");
    return NULL;
  }
  char dir[] = "/tmp/equiv-rs-XXXXXX";
  if (!mkdtemp(dir)) {
    free(src);
    diag_error(d, EQ_NOLOC, "io", "cannot make a temporary directory: %s", strerror(errno));
    return NULL;
  }
  eq_temp_add(dir); /* gone also when a signal ends the run */
  char log[64], mir[64];
  snprintf(log, sizeof log, "%s/rustc.log", dir);
  snprintf(mir, sizeof mir, "%s/out.mir", dir);
  rs_program *p = NULL;
  char *ver = NULL, *text = NULL;
  size_t n;
  char *vargv[] = {rustc, "--version", NULL};
  if (run_to(vargv, log) != 0 || !(ver = slurp(log, &n))) {
    diag_error(d, EQ_NOLOC, "rustc", "%s --version failed", rustc);
    goto out;
  }
  ver[strcspn(ver, "\n")] = 0;
  int ok = 0;
  for (size_t i = 0; i < sizeof tested / sizeof tested[0]; i++) ok |= !strncmp(ver, tested[i], strlen(tested[i]));
  if (!ok) {
    diag_error(d, EQ_NOLOC, "rustc", "%s (%s) is not a tested version: Equiv reads the MIR of rustc 1.95", ver, rustc);
    goto out;
  }
  char *argv[] = {rustc, "--edition", "2021", "--crate-type", "lib", "--crate-name", "equiv_input",
                  "--emit=mir", "-C", "overflow-checks=on", "-C", "debug-assertions=on",
                  "-Zmir-include-spans=on", "--error-format=short", "-A", "warnings", "-o", mir,
                  (char *)path, NULL};
  int rc = run_to(argv, log);
  if (rc != 0) {
    char *errs = slurp(log, &n);
    report_rustc_error(d, path, errs ? errs : "");
    free(errs);
    goto out;
  }
  if (!(text = slurp(mir, &n))) {
    diag_error(d, EQ_NOLOC, "rustc", "rustc wrote no MIR");
    goto out;
  }
  {
    /* a crate: the root's module files are read as rustc reads them (their ADTs and spans) */
    arena *fa = arena_new();
    const char **paths, **srcs;
    int nf = rs_crate_files(path, src, &paths, &srcs, fa);
    p = rs_parse_mir_crate(text, n, nf, paths, srcs, d);
    arena_free(fa);
  }
  if (p) p->rustc_version = arena_strdup(p->a, ver);
out:
  eq_temp_remove_path(dir);
  free(ver);
  free(text);
  free(src);
  return p;
}

void rs_program_free(rs_program *p) {
  if (p) arena_free(p->a);
}

const char *rs_rustc_version(const rs_program *p) { return p->rustc_version; }

int rs_function_arity(const rs_program *p, const char *fn) {
  const rs_body *b = rs_find_body(p, fn);
  return b ? b->nparams : -1;
}
