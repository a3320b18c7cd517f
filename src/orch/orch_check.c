/* orch_check.c — `equiv check` (orch_check.h): the tree's files loaded, their units ordered leaves
 * up over each file's call graph, each unit's safety statement made and reported. */
#define _DEFAULT_SOURCE /* realpath */
#include "orch/orch_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "orch/orch_cache.h"
#include "orch/orch_lang.h"
#include "orch/orch_tree.h"
#include "rel/safety.h"

typedef struct cunit {
  int file;
  const char *name;
  const char **callees;
  int ncallees;
  int visited;
} cunit;

typedef struct crun {
  cunit *u;
  int n;
  int *order, norder;
} crun;

static int find(const crun *r, int file, const char *name) {
  for (int i = 0; i < r->n; i++)
    if (r->u[i].file == file && !strcmp(r->u[i].name, name)) return i;
  return -1;
}

/* post-order over the call graph: a callee's statement comes before its callers' (a cycle is
 * entered once) */
static void visit(crun *r, int i) {
  if (r->u[i].visited) return;
  r->u[i].visited = 1;
  for (int c = 0; c < r->u[i].ncallees; c++) {
    int k = find(r, r->u[i].file, r->u[i].callees[c]);
    if (k >= 0) visit(r, k);
  }
  r->order[r->norder++] = i;
}

int orch_check_run(const orch_check_opts *o, json_t **report, diag_ctx *d, char *err, size_t errn) {
  *report = NULL;
  err[0] = 0;
  arena *a = arena_new();
  const char **files;
  int nfiles;
  const char *root = o->root;
  char dir[4096];
  if (fs_is_file(root)) {
    /* one file: its directory is the tree, the file its only member */
    const char *slash = strrchr(root, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - root) : 1, slash ? root : ".");
    if (slash == root) snprintf(dir, sizeof dir, "/");
    if (!orch_lang_for_path(root)) {
      snprintf(err, errn, "%s: no language reads this file (C files end in .c)", root);
      arena_free(a);
      return -1;
    }
    files = arena_alloc(a, sizeof(char *));
    files[0] = arena_strdup(a, slash ? slash + 1 : root);
    nfiles = 1;
    root = dir;
  } else {
    nfiles = orch_tree_list(root, NULL, 0, &files, a, err, errn);
    if (nfiles < 0) {
      arena_free(a);
      return -1;
    }
  }
  const rel_lang **langs = arena_alloc(a, sizeof(rel_lang *) * ((size_t)nfiles + 1));
  void **progs = arena_alloc(a, sizeof(void *) * ((size_t)nfiles + 1));
  crun R = {0};
  orch_cache *cache = NULL;
  int cap = 64, rc = -1;
  R.u = malloc(sizeof(cunit) * (size_t)cap);
  for (int f = 0; f < nfiles; f++) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", root, files[f]);
    langs[f] = orch_lang_for_path(files[f]);
    progs[f] = langs[f]->load(path, &o->load, d);
    if (!progs[f]) goto out;
    const char **names;
    int n = langs[f]->units(progs[f], &names, a);
    for (int i = 0; i < n; i++) {
      if (R.n == cap) R.u = realloc(R.u, sizeof(cunit) * (size_t)(cap *= 2));
      cunit *u = &R.u[R.n++];
      memset(u, 0, sizeof *u);
      u->file = f, u->name = names[i];
      u->ncallees = langs[f]->callees ? langs[f]->callees(progs[f], names[i], &u->callees, a) : 0;
      if (u->ncallees < 0) u->ncallees = 0;
    }
  }
  R.order = arena_alloc(a, sizeof(int) * ((size_t)R.n + 1));
  for (int i = 0; i < R.n; i++) visit(&R, i);
  if (o->cache_path && !(cache = orch_cache_open(o->cache_path, err, errn))) goto out;
  /* what a statement depends on besides the unit: the options, and the tree's place (reasons and
   * inputs may name files by it) */
  char opts[600], where[4200];
  snprintf(opts, sizeof opts, "timeout=%u memory=%u unroll=%u fuel=%lld", o->check.timeout_ms,
           o->check.memory_mib ? o->check.memory_mib : REL_MEMORY_DEFAULT_MIB,
           o->check.sym.unroll ? o->check.sym.unroll : 16, o->check.fuel);
  if (!realpath(root, where)) snprintf(where, sizeof where, "%s", root);
  json_t *fns = json_array();
  int counts[3] = {0, 0, 0}, from_cache = 0, stored = 0;
  for (int k = 0; k < R.norder; k++) {
    cunit *u = &R.u[R.order[k]];
    const rel_lang *L = langs[u->file];
    const char *fp = cache && L->fingerprint ? L->fingerprint(progs[u->file], u->name, a) : NULL;
    char key[EQ_HASH_HEX];
    json_t *v = NULL;
    if (fp) {
      const char *parts[] = {"equiv-check-unit", orch_build_id(), L->name, opts, where, u->name, fp};
      orch_cache_key(parts, (int)(sizeof parts / sizeof parts[0]), key);
      char *text = orch_cache_get(cache, key);
      if (text) {
        v = json_loads(text, 0, NULL);
        free(text);
        if (v && !json_is_object(v)) json_decref(v), v = NULL;
      }
    }
    int cached = v != NULL;
    if (!v) {
      rel_side s = {L, progs[u->file], u->name};
      rel_safety out;
      arena *va = arena_new();
      rel_check_safety(&s, &o->check, &out, va);
      v = rel_safety_json(&out, u->name);
      arena_free(va);
      if (fp && orch_cache_worth_keeping(v)) {
        char *text = json_dumps(v, JSON_COMPACT | JSON_REAL_PRECISION(12));
        stored += text && orch_cache_put(cache, key, text) == 0;
        free(text);
      }
    }
    from_cache += cached;
    const char *st = json_string_value(json_object_get(v, "statement"));
    counts[st && !strcmp(st, "safe") ? REL_SAFE : st && !strcmp(st, "goes_wrong") ? REL_GOES_WRONG
                                                                                  : REL_SAFETY_UNKNOWN]++;
    json_object_set_new(v, "cached", json_boolean(cached));
    json_object_set_new(v, "file", json_string(files[u->file]));
    const char *loc = langs[u->file]->unit_loc ? langs[u->file]->unit_loc(progs[u->file], u->name, a) : NULL;
    size_t rl = strlen(root);
    if (loc && !strncmp(loc, root, rl) && loc[rl] == '/') loc += rl + 1;
    json_object_set_new(v, "loc", loc ? json_string(loc) : json_null());
    json_t *cs = json_array();
    for (int c = 0; c < u->ncallees; c++) json_array_append_new(cs, json_string(u->callees[c]));
    json_object_set_new(v, "callees", cs);
    json_array_append_new(fns, v);
    if (o->progress) o->progress(o->progress_ud, k + 1, R.norder, v);
  }
  json_t *rep = json_object(), *in = json_object(), *sum = json_object();
  json_object_set_new(rep, "format", json_string("equiv-check"));
  json_object_set_new(rep, "format_version", json_integer(1));
  json_object_set_new(rep, "equiv_version", json_string(EQUIV_VERSION));
  json_object_set_new(in, "path", json_string(o->root));
  json_object_set_new(in, "timeout", json_real((o->check.timeout_ms ? o->check.timeout_ms : 30000) / 1000.0));
  json_object_set_new(in, "unroll", json_integer(o->check.sym.unroll ? o->check.sym.unroll : 16));
  json_object_set_new(in, "cache", o->cache_path ? json_string(o->cache_path) : json_null());
  json_object_set_new(rep, "inputs", in);
  json_object_set_new(rep, "functions", fns);
  json_object_set_new(sum, "safe", json_integer(counts[REL_SAFE]));
  json_object_set_new(sum, "goes_wrong", json_integer(counts[REL_GOES_WRONG]));
  json_object_set_new(sum, "unknown", json_integer(counts[REL_SAFETY_UNKNOWN]));
  json_object_set_new(sum, "from_cache", json_integer(from_cache));
  json_object_set_new(sum, "stored", json_integer(stored));
  json_object_set_new(rep, "summary", sum);
  json_object_set_new(rep, "files", json_integer(nfiles));
  *report = rep;
  rc = 0;
out:
  orch_cache_close(cache);
  for (int f = 0; f < nfiles; f++)
    if (progs[f]) langs[f]->unload(progs[f]);
  free(R.u);
  arena_free(a);
  return rc;
}
