/* ts_front.c — runs the TypeScript front end (src/lang/ts/frontend/equiv-ts.js, a node script over
 * the pinned typescript 6.0.3) on the user's file in a private temporary directory, turns its
 * located errors into diagnostics and hands its JSON AST to ts_read.c. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/fsutil.h"
#include "core/proc.h"
#include "core/tempfiles.h"
#include "lang/ts/ts.h"
#include "lang/ts/ts_ir.h"

#ifndef EQUIV_TS_FRONTEND
#define EQUIV_TS_FRONTEND "src/lang/ts/frontend/equiv-ts.js"
#endif

/* The front end's time limit: the type checker on a large file, with node's start, stays far below. */
enum { FRONT_SECONDS = 120 };

/* The front end's error lines, "PATH:LINE:COL: error: [code] message" (or "error: [code] message"),
 * as diagnostics of that code. */
static void report_front_errors(diag_ctx *d, const char *path, const char *text) {
  int file = diag_add_file(d, path, NULL, 0, NULL, EQ_NOLOC);
  size_t plen = strlen(path);
  int any = 0;
  for (const char *s = text; *s;) {
    const char *nl = strchr(s, '\n');
    size_t n = nl ? (size_t)(nl - s) : strlen(s);
    int line = 0, col = 0, k = 0;
    eq_loc loc = EQ_NOLOC;
    const char *rest = s;
    if (n > plen && !strncmp(s, path, plen) && s[plen] == ':' &&
        sscanf(s + plen + 1, "%d:%d: %n", &line, &col, &k) == 2 && k > 0 && line > 0 && col > 0) {
      loc = (eq_loc){file, line, col};
      rest = s + plen + 1 + k;
    }
    size_t rn = n - (size_t)(rest - s);
    if (rn > 8 && !strncmp(rest, "error: [", 8)) {
      const char *close = memchr(rest + 8, ']', rn - 8);
      if (close && close[1] == ' ') {
        char code[32];
        snprintf(code, sizeof code, "%.*s", (int)(close - rest - 8), rest + 8);
        diag_error(d, loc, code, "%.*s", (int)(rn - (size_t)(close + 2 - rest)), close + 2);
        any = 1;
      }
    }
    if (!nl) break;
    s = nl + 1;
  }
  if (!any) diag_error(d, ((eq_loc){file, 1, 1}), "frontend", "the TypeScript front end failed without an error message");
}

const char *ts_frontend_path(void) {
  const char *e = getenv("EQUIV_TS_FRONTEND");
  return e && *e ? e : EQUIV_TS_FRONTEND;
}

ts_program *ts_load(const char *path, diag_ctx *d) {
  if (!fs_is_file(path)) {
    diag_error(d, EQ_NOLOC, "io", "%s: %s", path, errno ? strerror(errno) : "not a regular file");
    return NULL;
  }
  char node[4096];
  if (!eq_find_program("node", "EQUIV_NODE", NULL, 0, node, sizeof node)) {
    diag_error(d, EQ_NOLOC, "frontend", "node not found (on PATH or $EQUIV_NODE): the TypeScript front end is a node script");
    return NULL;
  }
  char dir[] = "/tmp/equiv-ts-XXXXXX";
  if (!mkdtemp(dir)) {
    diag_error(d, EQ_NOLOC, "io", "cannot make a temporary directory: %s", strerror(errno));
    return NULL;
  }
  eq_temp_add(dir);
  char out[64], err[64];
  snprintf(out, sizeof out, "%s/ast.json", dir);
  snprintf(err, sizeof err, "%s/errors.txt", dir);
  char *argv[] = {node, (char *)ts_frontend_path(), (char *)path, NULL};
  eq_proc_result pr = eq_proc_run(NULL, argv, NULL, NULL, out, err, FRONT_SECONDS);
  ts_program *p = NULL;
  size_t n;
  char *text = NULL;
  if (pr.end != EQ_P_EXITED || pr.code != 0) {
    char *errs = fs_read_file(err, &n);
    if (pr.end == EQ_P_EXITED && pr.code == 1 && errs && *errs)
      report_front_errors(d, path, errs);
    else
      diag_error(d, EQ_NOLOC, "frontend", "the TypeScript front end (%s %s) failed%s%s", node, ts_frontend_path(),
                 errs && *errs ? ": " : "", errs && *errs ? strtok(errs, "\n") : "");
    free(errs);
  } else if (!(text = fs_read_file(out, &n))) {
    diag_error(d, EQ_NOLOC, "frontend", "the TypeScript front end wrote no AST");
  } else {
    p = ts_read_ast(text, n, path, d);
  }
  free(text);
  eq_temp_remove_path(dir);
  return p;
}
