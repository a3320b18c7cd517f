/* orch_tree.c — walks a directory tree for the source files a language reads (orch_tree.h). */
#include "orch/orch_tree.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/strbuf.h"
#include "orch/orch_lang.h"

typedef struct walk {
  const char **v;
  int n, cap;
  arena *a;
  char *err;
  size_t errn;
  int env;  /* every file and symbolic link, for orch_tree_shape */
} walk;

/* appends e (kept as it is: allocated in w->a) */
static int push_raw(walk *w, const char *e) {
  if (w->n == w->cap) {
    int cap = w->cap ? 2 * w->cap : 64;
    const char **nv = arena_alloc(w->a, sizeof(char *) * (size_t)cap);
    if (w->n) memcpy(nv, w->v, sizeof(char *) * (size_t)w->n);
    w->v = nv, w->cap = cap;
  }
  w->v[w->n++] = e;
  return 0;
}

static int push(walk *w, const char *rel) { return push_raw(w, arena_strdup(w->a, rel)); }

/* an entry of the environment: kind ('F' a file, 'L' a link), the path, NUL, the link's target */
static int push_env(walk *w, char kind, const char *rel, const char *target) {
  size_t n = strlen(rel), m = strlen(target);
  char *e = arena_alloc(w->a, n + m + 3);
  e[0] = kind;
  memcpy(e + 1, rel, n + 1);
  memcpy(e + n + 2, target, m + 1);
  return push_raw(w, e);
}

/* dir is root/rel (rel "" at the top); depth bounds a pathological tree */
static int walk_dir(walk *w, const char *root, const char *rel, int depth) {
  char path[4096];
  if (snprintf(path, sizeof path, "%s%s%s", root, *rel ? "/" : "", rel) >= (int)sizeof path || depth > 64) {
    snprintf(w->err, w->errn, "%s/%s: path too long or too deep", root, rel);
    return -1;
  }
  DIR *d = opendir(path);
  if (!d) {
    snprintf(w->err, w->errn, "%s: %s", path, strerror(errno));
    return -1;
  }
  int rc = 0;
  for (struct dirent *e; rc == 0 && (e = readdir(d));) {
    const char *nm = e->d_name;
    if (!strcmp(nm, ".") || !strcmp(nm, "..") || !strcmp(nm, ".git") || !strcmp(nm, ".equiv")) continue;
    char sub[4096], full[4096];
    if (snprintf(sub, sizeof sub, "%s%s%s", rel, *rel ? "/" : "", nm) >= (int)sizeof sub ||
        snprintf(full, sizeof full, "%s/%s", root, sub) >= (int)sizeof full) {
      snprintf(w->err, w->errn, "%s/%s: path too long", path, nm);
      rc = -1;
      break;
    }
    struct stat st;
    if (lstat(full, &st) != 0) continue; /* gone since readdir: not a file of the tree */
    if (S_ISDIR(st.st_mode)) rc = walk_dir(w, root, sub, depth + 1);
    else if (S_ISREG(st.st_mode) && !w->env && orch_lang_for_path(nm)) rc = push(w, sub);
    else if (S_ISREG(st.st_mode) && w->env) rc = push_env(w, 'F', sub, "");
    else if (S_ISLNK(st.st_mode) && w->env) {
      /* a link into the tree or out of it: its target text decides what is read through it */
      char target[4096];
      ssize_t n = readlink(full, target, sizeof target - 1);
      if (n < 0) continue;
      target[n] = 0;
      rc = push_env(w, 'L', sub, target);
    }
  }
  closedir(d);
  return rc;
}

static int cmp_str(const void *x, const void *y) { return strcmp(*(const char *const *)x, *(const char *const *)y); }

static int under(const char *rel, const char *prefix) {
  size_t n = strlen(prefix);
  while (n > 0 && prefix[n - 1] == '/') n--;
  if (n == 0 || (n == 1 && prefix[0] == '.')) return 1;
  return !strncmp(rel, prefix, n) && (rel[n] == 0 || rel[n] == '/');
}

int orch_tree_list(const char *root, const char *const *prefixes, int nprefixes, const char ***out, arena *a,
                   char *err, size_t errn) {
  walk w = {.a = a, .err = err, .errn = errn};
  if (walk_dir(&w, root, "", 0) < 0) return -1;
  int k = 0;
  for (int i = 0; i < w.n; i++) {
    int keep = nprefixes == 0;
    for (int j = 0; j < nprefixes && !keep; j++) keep = under(w.v[i], prefixes[j]);
    if (keep) w.v[k++] = w.v[i];
  }
  if (k) qsort(w.v, (size_t)k, sizeof(char *), cmp_str);
  *out = w.v;
  return k;
}

static int cmp_env(const void *x, const void *y) {
  return strcmp(*(const char *const *)x + 1, *(const char *const *)y + 1);
}

int orch_tree_entries(const char *root, const char ***out, arena *a, char *err, size_t errn) {
  walk w = {.a = a, .err = err, .errn = errn, .env = 1};
  if (walk_dir(&w, root, "", 0) < 0) return -1;
  if (w.n) qsort(w.v, (size_t)w.n, sizeof(char *), cmp_env);
  *out = w.v;
  return w.n;
}

int orch_tree_shape(const char *root, char out[EQ_HASH_HEX], arena *a, char *err, size_t errn) {
  walk w = {.a = a, .err = err, .errn = errn, .env = 1};
  if ((w.n = orch_tree_entries(root, &w.v, a, err, errn)) < 0) return -1;
  strbuf sb = STRBUF_INIT;
  for (int i = 0; i < w.n; i++) {
    const char *e = w.v[i] + 1, *target = e + strlen(e) + 1;
    sb_printf(&sb, "%c%zu:%s", w.v[i][0], strlen(e), e);
    if (w.v[i][0] == 'L') sb_printf(&sb, " %zu:%s", strlen(target), target);
    sb_putc(&sb, '\n');
  }
  eq_hash_hex(sb.data ? sb.data : "", sb.len, out);
  sb_free(&sb);
  return 0;
}
