/* cli_tree.c — `equiv diff OLD_DIR NEW_DIR` and `equiv diff --git [REV1..REV2 | REV] [PATH...]`:
 * finds the two trees (materialising git revisions into private directories), reads their
 * compilation databases, runs the tree diff (orch_repo.h) and prints the report. */
#define _DEFAULT_SOURCE
#include "cli/cli_tree.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/fsutil.h"
#include "orch/orch_ccdb.h"
#include "orch/orch_git.h"
#include "orch/orch_repo.h"
#include "orch/orch_report.h"
#include "rel/verdict.h"

enum { EXIT_FAIL_ON = 3 };

typedef struct ccdbs {
  const char *root[2];
  orch_ccdb *db[2];
} ccdbs;

/* In a --slurm task: the run's per-file options (orch_repo.c's slurm_flags), "<tree>" read as the
 * task's copy of that tree */
typedef struct task_flags {
  const char *root[2];
  json_t *doc;
  const rel_load_opts *base;
  arena *a;
} task_flags;

static const rel_load_opts *flags_for(void *ud, const char *root, const char *rel) {
  task_flags *tf = ud;
  for (int k = 0; k < 2; k++) {
    if (!tf->root[k] || strcmp(tf->root[k], root)) continue;
    json_t *e = json_object_get(json_array_get(json_object_get(tf->doc, "trees"), (size_t)k), rel);
    if (!json_is_object(e)) return NULL;
    rel_load_opts *lo = arena_alloc(tf->a, sizeof *lo);
    *lo = *tf->base;
    const char **lists[3];
    int counts[3];
    static const char *const names[3] = {"include", "define", "extra"};
    for (int l = 0; l < 3; l++) {
      json_t *arr = json_object_get(e, names[l]), *x;
      size_t i;
      lists[l] = arena_alloc(tf->a, sizeof(char *) * (json_array_size(arr) + 1));
      counts[l] = 0;
      json_array_foreach(arr, i, x) {
        const char *t = json_string_value(x);
        if (!t) continue;
        if (!strncmp(t, "<tree>", 6)) t = arena_printf(tf->a, "%s%s", root, t + 6);
        lists[l][counts[l]++] = t;
      }
    }
    lo->include = lists[0], lo->ninclude = counts[0];
    lo->define = lists[1], lo->ndefine = counts[1];
    lo->extra = (const char *const *)lists[2], lo->nextra = counts[2];
    return lo;
  }
  return NULL;
}

static const rel_load_opts *load_for(void *ud, const char *root, const char *rel) {
  ccdbs *c = ud;
  for (int k = 0; k < 2; k++)
    if (c->root[k] && !strcmp(c->root[k], root)) return orch_ccdb_lookup(c->db[k], rel);
  return NULL;
}

/* the tree's compile_commands.json (at its top or in build/), else the work tree's */
static int find_ccdb(const char *tree, const char *source_root, const char *worktree, const rel_load_opts *base,
                     orch_ccdb **out, arena *a) {
  const char *where[] = {tree, tree, worktree, worktree};
  const char *sub[] = {"compile_commands.json", "build/compile_commands.json", "compile_commands.json",
                       "build/compile_commands.json"};
  *out = NULL;
  /* the database's absolute paths name the tree's real place, whatever the command line said */
  char real[4096];
  if (realpath(source_root, real)) source_root = real;
  for (int i = 0; i < 4; i++) {
    if (!where[i]) continue;
    char path[4200], err[600];
    snprintf(path, sizeof path, "%s/%s", where[i], sub[i]);
    if (!fs_is_file(path)) continue;
    *out = orch_ccdb_load(path, source_root, tree, base, a, err, sizeof err);
    if (!*out) {
      fprintf(stderr, "equiv: error: [input] %s\n", err);
      return -1;
    }
    return 0;
  }
  return 0;
}

static void print_value(const json_t *v) {
  const char *t = json_string_value(json_object_get(v, "value"));
  if (t) fputs(t, stdout);
  else {
    char *s = json_dumps(v, JSON_COMPACT);
    fputs(s ? s : "?", stdout);
    free(s);
  }
}

static void print_behaviour(const char *side, const json_t *b) {
  printf("  %s: ", side);
  const char *res = json_string_value(json_object_get(b, "result"));
  if (res && !strcmp(res, "outcome")) {
    printf("%s", json_string_value(json_object_get(b, "kind")) ?: "?");
    if (json_object_get(b, "value")) putchar(' '), print_value(json_object_get(b, "value"));
  } else {
    printf("went wrong: [%s] %s at %s", json_string_value(json_object_get(b, "kind")) ?: "?",
           json_string_value(json_object_get(b, "reason")) ?: "?", json_string_value(json_object_get(b, "loc")) ?: "?");
  }
  putchar('\n');
}

static void print_text(const json_t *rep) {
  json_t *f;
  size_t i;
  json_array_foreach(json_object_get(rep, "functions"), i, f) {
    const char *name = json_string_value(json_object_get(f, "name"));
    printf("%s: %s: %s", json_string_value(json_object_get(f, "file")), name,
           json_string_value(json_object_get(f, "verdict")));
    const char *reason = json_string_value(json_object_get(f, "reason"));
    if (reason) printf(" (%s)", reason);
    const char *change = json_string_value(json_object_get(f, "change"));
    printf("  [%s", change);
    if (!strcmp(change, "renamed"))
      printf(" from %s:%s", json_string_value(json_object_get(f, "old_file")),
             json_string_value(json_object_get(f, "old_name")));
    json_t *cc = json_object_get(f, "changed_callees"), *c;
    size_t k;
    json_array_foreach(cc, k, c) printf("%s%s", k ? ", " : "; through ", json_string_value(c));
    printf("%s]\n", json_is_true(json_object_get(f, "cached")) ? "; cached" : "");
    json_t *as;
    json_array_foreach(json_object_get(f, "assumes"), k, as) printf("  conditional: assumes %s\n", json_string_value(as));
    json_t *cex = json_object_get(f, "counterexample");
    if (json_is_object(cex)) {
      printf("  input: %s(", name);
      json_t *in;
      json_array_foreach(json_object_get(cex, "inputs"), k, in) {
        if (k) fputs(", ", stdout);
        print_value(json_object_get(in, "value"));
      }
      puts(")");
      print_behaviour("old", json_object_get(cex, "old"));
      print_behaviour("new", json_object_get(cex, "new"));
    }
  }
  json_t *u;
  json_array_foreach(json_object_get(rep, "removed"), i, u) printf("%s: removed\n", json_string_value(u));
  json_array_foreach(json_object_get(rep, "added"), i, u) printf("%s: added\n", json_string_value(u));
  json_t *t = json_object_get(rep, "tree");
  printf("%lld checked (%lld from the cache), %lld unchanged and not checked\n",
         (long long)json_integer_value(json_object_get(t, "checked")),
         (long long)json_integer_value(json_object_get(t, "from_cache")),
         (long long)json_integer_value(json_object_get(t, "unchanged")));
}

/* The progress line: on a terminal only (standard error), redrawn in place with a carriage return
 * and erase-to-end-of-line (ECMA-48 EL), at most ten times a second, cut to the terminal's width,
 * and erased when the run ends, so that what stays on the screen is the report alone. */
typedef struct progress_line {
  double start, last;
  int shown;
} progress_line;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void show_progress(void *ud, const orch_repo_progress *p) {
  progress_line *pl = ud;
  double t = now_s();
  if (p->done == 0) pl->start = t;
  if (p->done > 0 && p->done < p->total && t - pl->last < 0.1) return;
  pl->last = t;
  char eta[32] = "--";
  if (p->done > 0 && p->done < p->total) {
    long s = (long)((t - pl->start) / p->done * (p->total - p->done) + 0.5);
    snprintf(eta, sizeof eta, "%ld:%02ld", s / 60, s % 60);
  } else if (p->done == p->total) {
    snprintf(eta, sizeof eta, "0:00");
  }
  char line[512];
  int n = snprintf(line, sizeof line, "equiv: %d/%d units: %d proved, %d changed, %d old-unsafe, %d unknown, %d cached;"
                   " ETA %s", p->done, p->total, p->equivalent, p->changed, p->old_unsafe, p->unknown, p->from_cache, eta);
  struct winsize ws;
  int width = ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1 ? ws.ws_col - 1 : 79;
  if (n > width) n = width;
  if (n < 0) n = 0;
  fprintf(stderr, "\r%.*s\033[K", n, line);
  fflush(stderr);
  pl->shown = 1;
}

static void end_progress(progress_line *pl) {
  if (!pl->shown) return;
  fputs("\r\033[K", stderr);
  fflush(stderr);
}

/* --git: the two trees from the positional words [REV1..REV2 | REV] [PATH...] */
static int git_trees(const cli_tree_args *t, orch_repo_opts *o, char *top, size_t topn, char *tree0, char *tree1,
                     char *lab0, char *lab1, size_t n) {
  char err[1200];
  if (orch_git_toplevel(".", top, topn, err, sizeof err) < 0) {
    fprintf(stderr, "equiv: error: [git] %s\n", err);
    return -1;
  }
  char c0[41], c1[41];
  int first_path = 0;
  const char *rev = t->npos > 0 ? t->pos[0] : NULL;
  const char *dots = rev ? strstr(rev, "..") : NULL;
  if (dots) {
    char r0[1024];
    snprintf(r0, sizeof r0, "%.*s", (int)(dots - rev), rev);
    const char *r1 = dots + 2;
    if (orch_git_commit(top, r0[0] ? r0 : "HEAD", c0, err, sizeof err) < 0 ||
        orch_git_commit(top, r1[0] ? r1 : "HEAD", c1, err, sizeof err) < 0) {
      fprintf(stderr, "equiv: error: [git] %s\n", err);
      return -1;
    }
    snprintf(lab0, n, "%s", r0[0] ? r0 : "HEAD"), snprintf(lab1, n, "%s", r1[0] ? r1 : "HEAD");
    first_path = 1;
  } else if (rev && orch_git_commit(top, rev, c1, err, sizeof err) == 0) {
    if (orch_git_parent(top, c1, c0, err, sizeof err) < 0) {
      fprintf(stderr, "equiv: error: [git] %s\n", err);
      return -1;
    }
    snprintf(lab0, n, "%s^", rev), snprintf(lab1, n, "%s", rev);
    first_path = 1;
  } else {
    /* no revision: HEAD against the work tree as it is on disk */
    if (rev && !fs_is_file(rev) && !fs_is_dir(rev)) {
      fprintf(stderr, "equiv: error: [git] unknown revision or path '%s'\n", rev);
      return -1;
    }
    if (orch_git_commit(top, "HEAD", c0, err, sizeof err) < 0) {
      fprintf(stderr, "equiv: error: [git] %s\n", err);
      return -1;
    }
    snprintf(lab0, n, "HEAD"), snprintf(lab1, n, "work tree");
    c1[0] = 0;
  }
  if (orch_git_materialise(top, c0, tree0, 4096, err, sizeof err) < 0 ||
      (c1[0] && orch_git_materialise(top, c1, tree1, 4096, err, sizeof err) < 0)) {
    fprintf(stderr, "equiv: error: [git] %s\n", err);
    return -1;
  }
  if (!c1[0]) snprintf(tree1, 4096, "%s", top);
  o->old_root = tree0, o->new_root = tree1;
  o->old_label = lab0, o->new_label = lab1;
  o->git_repo = top;
  o->paths = t->pos + first_path;
  o->npaths = t->npos - first_path;
  /* paths are given relative to the current directory; the trees hold them relative to the top */
  char cwd[4096];
  if (getcwd(cwd, sizeof cwd)) {
    char real_top[4096];
    if (realpath(top, real_top) && strcmp(cwd, real_top) && !strncmp(cwd, real_top, strlen(real_top))) {
      const char *sub = cwd + strlen(real_top) + 1;
      const char **p = calloc((size_t)o->npaths + 2, sizeof(char *));
      for (int i = 0; i < o->npaths; i++) {
        char buf[8192];
        snprintf(buf, sizeof buf, "%s/%s", sub, o->paths[i]);
        p[i] = strdup(buf);
      }
      if (o->npaths == 0) p[0] = strdup(sub), o->npaths = 1;
      o->paths = p;
    }
  }
  return 0;
}

/* an output file whose directory is not there fails before the work, not after it */
static int check_out(const char *flag, const char *path) {
  if (!path) return 0;
  char dir[4096];
  snprintf(dir, sizeof dir, "%s", path);
  char *slash = strrchr(dir, '/');
  if (!slash) snprintf(dir, sizeof dir, ".");
  else if (slash == dir) dir[1] = 0;
  else *slash = 0;
  if (!fs_is_dir(dir) || access(dir, W_OK) != 0) {
    fprintf(stderr, "equiv: error: [io] %s %s: the directory %s is not there or not writable\n", flag, path, dir);
    return -1;
  }
  return 0;
}

int cli_diff_tree(const cli_tree_args *t) {
  orch_repo_opts o = {0};
  if (check_out("--sarif", t->sarif) < 0 || check_out("--junit", t->junit) < 0 || check_out("--html", t->html) < 0)
    return EXIT_INPUT;
  char top[4096] = "", tree0[4096], tree1[4096], lab0[1100], lab1[1100];
  if (t->git) {
    if (git_trees(t, &o, top, sizeof top, tree0, tree1, lab0, lab1, sizeof lab0) < 0) {
      orch_git_cleanup();
      return EXIT_INPUT;
    }
  } else {
    if (t->npos != 2) return cli_usage_error("diff", "two directories wanted: OLD_DIR NEW_DIR");
    o.old_root = t->pos[0], o.new_root = t->pos[1];
    o.paths = t->slurm_paths, o.npaths = t->nslurm_paths;
  }
  char cache_default[4200];
  if (t->no_cache || t->evidence) o.cache_path = NULL; /* --evidence: every obligation is written, so proved now */
  else if (t->cache) o.cache_path = t->cache;
  else if (t->git) snprintf(cache_default, sizeof cache_default, "%s/.equiv/cache.db", top), o.cache_path = cache_default;
  o.diff.check.timeout_ms = (unsigned)(t->timeout * 1000);
  o.diff.check.memory_mib = t->memory;
  o.diff.check.evidence_dir = t->evidence;
  o.diff.check.recheck = t->recheck;
  o.diff.check.sym.unroll = (unsigned)t->unroll;
  o.diff.check.proposer = t->proposer;
  o.diff.relation_path = t->relation;
  o.diff.contracts_path = t->contracts;
  o.diff.load = t->load;
  o.diff.fail_on = t->fail_on;
  o.jobs = t->jobs;
  /* the shared directory as an absolute path: the tasks run elsewhere */
  char sdir[8200], cwd[4096];
  orch_slurm_opts so = {NULL, t->slurm_partition, t->slurm_time};
  if (t->slurm) {
    const char *dir = t->slurm_dir ? t->slurm_dir : ".equiv/slurm";
    if (dir[0] == '/' || !getcwd(cwd, sizeof cwd)) snprintf(sdir, sizeof sdir, "%s", dir);
    else snprintf(sdir, sizeof sdir, "%s/%s", cwd, dir);
    so.dir = sdir;
    o.slurm = &so;
  }
  o.slurm_task = t->slurm_task;
  if (t->slurm_task) o.cache_path = NULL; /* a task's verdict goes to the run, which keeps it */
  arena *a = arena_new();
  task_flags tf = {{NULL, NULL}, NULL, &t->load, a};
  int rc = EXIT_OK;
  o.diff.check.R = rel_relation_default();
  if (t->relation) {
    char err[600];
    if (rel_relation_load(t->relation, &o.diff.check.R, a, err, sizeof err) < 0) {
      fprintf(stderr, "equiv: error: [relation] %s\n", err);
      rc = EXIT_INPUT;
      goto out;
    }
  }
  ccdbs cc = {{o.old_root, o.new_root}, {NULL, NULL}};
  tf.root[0] = o.old_root, tf.root[1] = o.new_root;
  if (t->slurm_flags) {
    /* a task: the run's options per file, not the copies' compile_commands.json (whose entries name
     * the run's paths) */
    json_error_t je;
    tf.doc = json_load_file(t->slurm_flags, 0, &je);
    if (!json_is_object(tf.doc)) {
      fprintf(stderr, "equiv: error: [input] --slurm-flags %s: %s\n", t->slurm_flags, je.text);
      rc = EXIT_INPUT;
      goto out;
    }
    o.load_for = flags_for, o.load_ud = &tf;
  } else {
    for (int k = 0; k < 2; k++)
      if (find_ccdb(cc.root[k], t->git ? top : cc.root[k], t->git ? top : NULL, &t->load, &cc.db[k], a) < 0) {
        rc = EXIT_INPUT;
        goto out;
      }
    o.load_for = load_for, o.load_ud = &cc;
  }
  progress_line pl = {0};
  if (isatty(STDERR_FILENO)) o.progress = show_progress, o.progress_ud = &pl;
  diag_ctx *d = diag_new();
  json_t *rep = NULL;
  int failed = 0;
  char err[1200];
  int run_rc = orch_repo_run(&o, &rep, &failed, d, err, sizeof err);
  end_progress(&pl);
  if (run_rc < 0) {
    diag_print(d, stderr);
    if (err[0]) fprintf(stderr, "equiv: error: [input] %s\n", err);
    rc = EXIT_INPUT;
  } else if (rep) { /* none in a --slurm-task: its verdict is written for the run */
    if (t->json) {
      char *s = json_dumps(rep, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(12));
      if (s) puts(s);
      else rc = EXIT_INTERNAL;
      free(s);
    } else {
      print_text(rep);
    }
    if (orch_report_write(rep, t->sarif, t->junit, t->html, err, sizeof err) < 0) {
      fprintf(stderr, "equiv: error: [io] %s\n", err);
      rc = EXIT_INPUT;
    }
    if (rc == EXIT_OK && failed) rc = EXIT_FAIL_ON;
  }
  json_decref(rep);
  diag_free(d);
out:
  json_decref(tf.doc);
  arena_free(a);
  orch_git_cleanup();
  return rc;
}
