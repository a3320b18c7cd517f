/* orch_check.c — `equiv check` (orch_check.h): the tree's files loaded, their units ordered leaves
 * up over each file's call graph, each unit's safety statement made and reported. */
#define _DEFAULT_SOURCE /* realpath */
#include "orch/orch_check.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "orch/orch_cache.h"
#include "orch/orch_contracts.h"
#include "orch/orch_jobs.h"
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
  const orch_check_opts *o;
  arena *a;
  const char *root;     /* the tree (the file's directory when one file is checked) */
  char dir[4096];
  const char **files;
  int nfiles;
  const rel_lang **langs;
  void **progs;
  cunit *u;
  int n, cap;
  int *order, norder;
  orch_cache *cache;
  char opts[600], where[4200]; /* for cache keys: the options, the tree's real path */
  orch_contracts oc;    /* the tree's contracts, checked (docs/contracts.md) */
  const char *cdigest;  /* their clauses and statuses, for cache keys */
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

/* the source of file p (the contracts' programs are the files, in order), for the proposer */
static const char *src_of(void *ud, int p) {
  const crun *r = ud;
  return arena_printf(r->a, "%s/%s", r->root, r->files[p]);
}

/* whether unit `to` of file p is reached by calls from unit k (depth first) */
static int reach_dfs(const crun *r, int k, const char *to, unsigned char *seen) {
  if (seen[k]) return 0;
  seen[k] = 1;
  for (int c = 0; c < r->u[k].ncallees; c++) {
    if (!strcmp(r->u[k].callees[c], to)) return 1;
    int j = find(r, r->u[k].file, r->u[k].callees[c]);
    if (j >= 0 && reach_dfs(r, j, to, seen)) return 1;
  }
  return 0;
}

/* whether function `to` of file p is reachable by calls from `from` (orch_contracts.reaches) */
static int reaches(void *ud, int p, const char *from, const char *to) {
  const crun *r = ud;
  int k = find(r, p, from);
  unsigned char *seen = k >= 0 ? calloc((size_t)r->n + 1, 1) : NULL;
  int hit = seen ? reach_dfs(r, k, to, seen) : 1;
  free(seen);
  return hit;
}

/* whether some unit of file f calls fn (a candidate for a proposed contract) */
static int is_called(void *ud, int file, const char *fn) {
  const crun *r = ud;
  for (int i = 0; i < r->n; i++)
    if (r->u[i].file == file && strcmp(r->u[i].name, fn))
      for (int c = 0; c < r->u[i].ncallees; c++)
        if (!strcmp(r->u[i].callees[c], fn)) return 1;
  return 0;
}

/* Everything before the statements: the files listed and loaded, their units ordered leaves up,
 * the cache opened. Deterministic, so that a -j worker that makes it on its own agrees with the
 * parent on what order[k] is. */
static int plan(crun *r, diag_ctx *d, char *err, size_t errn) {
  const orch_check_opts *o = r->o;
  r->root = o->root;
  if (fs_is_file(r->root)) {
    /* one file: its directory is the tree, the file its only member */
    const char *slash = strrchr(r->root, '/');
    snprintf(r->dir, sizeof r->dir, "%.*s", slash ? (int)(slash - r->root) : 1, slash ? r->root : ".");
    if (slash == r->root) snprintf(r->dir, sizeof r->dir, "/");
    if (!orch_lang_for_path(r->root)) {
      snprintf(err, errn, "%s: no language reads this file (C files end in .c)", r->root);
      return -1;
    }
    r->files = arena_alloc(r->a, sizeof(char *));
    r->files[0] = arena_strdup(r->a, slash ? slash + 1 : r->root);
    r->nfiles = 1;
    r->root = r->dir;
  } else {
    r->nfiles = orch_tree_list(r->root, NULL, 0, &r->files, r->a, err, errn);
    if (r->nfiles < 0) return -1;
  }
  r->langs = arena_alloc(r->a, sizeof(rel_lang *) * ((size_t)r->nfiles + 1));
  r->progs = arena_alloc(r->a, sizeof(void *) * ((size_t)r->nfiles + 1));
  for (int f = 0; f < r->nfiles; f++) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", r->root, r->files[f]);
    r->langs[f] = orch_lang_for_path(r->files[f]);
    r->progs[f] = r->langs[f]->load(path, &o->load, d);
    if (!r->progs[f]) return -1;
    const char **names;
    int n = r->langs[f]->units(r->progs[f], &names, r->a);
    for (int i = 0; i < n; i++) {
      if (r->n == r->cap) r->u = realloc(r->u, sizeof(cunit) * (size_t)(r->cap = r->cap ? 2 * r->cap : 64));
      cunit *u = &r->u[r->n++];
      memset(u, 0, sizeof *u);
      u->file = f, u->name = names[i];
      u->ncallees = r->langs[f]->callees ? r->langs[f]->callees(r->progs[f], names[i], &u->callees, r->a) : 0;
      if (u->ncallees < 0) u->ncallees = 0;
    }
  }
  r->order = arena_alloc(r->a, sizeof(int) * ((size_t)r->n + 1));
  for (int i = 0; i < r->n; i++) visit(r, i);
  if (o->cache_path && !(r->cache = orch_cache_open(o->cache_path, err, errn))) return -1;
  /* what a statement depends on besides the unit: the options, and the tree's place (reasons and
   * inputs may name files by it) */
  snprintf(r->opts, sizeof r->opts, "timeout=%u memory=%u unroll=%u fuel=%lld", o->check.timeout_ms,
           o->check.memory_mib ? o->check.memory_mib : REL_MEMORY_DEFAULT_MIB,
           o->check.sym.unroll ? o->check.sym.unroll : 16, o->check.fuel);
  if (!realpath(r->root, r->where)) snprintf(r->where, sizeof r->where, "%s", r->root);
  /* the contracts: annotations and the sidecar file, each checked before any statement uses it,
   * callees' first (a check uses the contracts decided before it), or its result taken from the
   * cache (docs/contracts.md, "The cache") */
  const char *cpath = o->contracts_path;
  char dflt[4300];
  snprintf(dflt, sizeof dflt, "%s/.equiv/contracts.json", r->root);
  if (!cpath && fs_is_file(dflt)) cpath = dflt;
  if (orch_contracts_gather(&r->oc, cpath, r->langs, r->progs, r->files, r->nfiles, r->a, err, errn) < 0) return -1;
  if (o->check.proposer &&
      orch_contracts_propose(&r->oc, o->check.proposer, NULL, src_of, is_called, NULL, r, r->a, err, errn) < 0)
    return -1;
  if (r->cache) orch_contracts_use_cache(&r->oc, r->cache, arena_printf(r->a, "%s where=%s", r->opts, r->where));
  r->oc.reaches = reaches, r->oc.reaches_ud = r;
  if (r->oc.cs.n) {
    int *uf = arena_alloc(r->a, sizeof(int) * ((size_t)r->norder + 1));
    const char **un = arena_alloc(r->a, sizeof(char *) * ((size_t)r->norder + 1));
    for (int k = 0; k < r->norder; k++) uf[k] = r->u[r->order[k]].file, un[k] = r->u[r->order[k]].name;
    orch_contracts_check(&r->oc, uf, un, r->norder, &o->check, r->a);
  }
  r->cdigest = orch_contracts_digest(&r->oc, -1, r->a);
  return 0;
}

static void unload(crun *r) {
  orch_cache_close(r->cache);
  r->cache = NULL;
  orch_contracts_free(&r->oc);
  for (int f = 0; f < r->nfiles; f++)
    if (r->progs && r->progs[f]) r->langs[f]->unload(r->progs[f]), r->progs[f] = NULL;
  free(r->u);
  r->u = NULL;
}

/* The cache key of order[k] into key; 0 when it has none (no cache, or a unit without a
 * fingerprint). */
static int key_of(crun *r, int k, char key[EQ_HASH_HEX]) {
  cunit *u = &r->u[r->order[k]];
  const rel_lang *L = r->langs[u->file];
  const char *fp = r->cache && L->fingerprint ? L->fingerprint(r->progs[u->file], u->name, r->a) : NULL;
  if (!fp) return 0;
  const char *parts[] = {"equiv-check-unit", orch_build_id(), L->name, r->opts, r->where, u->name, fp, r->cdigest};
  orch_cache_key(parts, (int)(sizeof parts / sizeof parts[0]), key);
  return 1;
}

/* order[k]'s statement decided now, with its file, place and callees (not yet cached or stored) */
static json_t *decide(crun *r, int k) {
  cunit *u = &r->u[r->order[k]];
  const rel_lang *L = r->langs[u->file];
  rel_side s = {L, r->progs[u->file], u->name};
  rel_safety out;
  arena *va = arena_new();
  rel_check_opts co = r->o->check;
  co.sym.contracts = &r->oc.cs;
  rel_contracts_reset_used(&r->oc.cs);
  rel_check_safety(&s, &co, &out, va);
  json_t *v = rel_safety_json(&out, u->name);
  /* a safe statement whose proof replaced a call by a contract that is not proved is conditional;
   * a replayed going-wrong is a fact of the code whatever the contracts say */
  orch_contracts_annotate(&r->oc, v, out.kind == REL_SAFE, va);
  arena_free(va);
  return v;
}

/* adds "cached", the file, the place and the callees of order[k] to its statement v */
static void finish(crun *r, int k, json_t *v, int cached) {
  cunit *u = &r->u[r->order[k]];
  const rel_lang *L = r->langs[u->file];
  json_object_set_new(v, "cached", json_boolean(cached));
  json_object_set_new(v, "file", json_string(r->files[u->file]));
  const char *loc = L->unit_loc ? L->unit_loc(r->progs[u->file], u->name, r->a) : NULL;
  size_t rl = strlen(r->root);
  if (loc && !strncmp(loc, r->root, rl) && loc[rl] == '/') loc += rl + 1;
  json_object_set_new(v, "loc", loc ? json_string(loc) : json_null());
  json_t *cs = json_array();
  for (int c = 0; c < u->ncallees; c++) json_array_append_new(cs, json_string(u->callees[c]));
  json_object_set_new(v, "callees", cs);
}

/* The statement of order[k]: from the cache or decided now (and stored when worth keeping:
 * "stored" says so, for the parent to count), with its file, place and callees. */
static json_t *statement_of(crun *r, int k) {
  char key[EQ_HASH_HEX];
  int keyed = key_of(r, k, key);
  json_t *v = keyed ? orch_cache_get_json(r->cache, key) : NULL;
  int cached = v != NULL;
  if (!v) {
    v = decide(r, k);
    if (keyed) orch_cache_keep(r->cache, key, v);
  }
  finish(r, k, v, cached);
  return v;
}

/* -j N (orch_jobs.h): a worker makes the plan itself and states order[k] for its k */
static int worker_main(void *ud, int w, int nworkers, orch_job_out *out) {
  crun *r = ud;
  diag_ctx *d = diag_new();
  char err[600];
  if (plan(r, d, err, sizeof err) < 0) return 1;
  for (int k = w; k < r->norder; k += nworkers) {
    json_t *v = statement_of(r, k);
    int rc = orch_job_send(out, k, v);
    json_decref(v);
    if (rc < 0) return 1;
  }
  unload(r);
  return 0;
}

typedef struct progress_state {
  const orch_check_opts *o;
  int done, total;
} progress_state;

static void got_statement(void *ud, int k, json_t *v) {
  (void)k;
  progress_state *ps = ud;
  ps->done++;
  if (ps->o->progress) ps->o->progress(ps->o->progress_ud, ps->done, ps->total, v);
}

/* the statement of a unit whose worker or Slurm task ended without sending it: unknown, said why
 * (reason code internal: never stored) */
static json_t *lost_statement(crun *r, int k, const char *why) {
  cunit *u = &r->u[r->order[k]];
  json_t *v = json_pack("{s:s, s:s, s:s, s:s, s:[], s:n, s:n, s:i, s:f, s:b}", "name", u->name, "statement", "unknown",
                        "reason", why, "reason_code", "internal", "assumptions",
                        "vacuous", "input", "obligations", 0, "seconds", 0.0, "cached", 0);
  json_object_set_new(v, "file", json_string(r->files[u->file]));
  json_object_set_new(v, "loc", json_null());
  json_object_set_new(v, "callees", json_array());
  json_object_set_new(v, "conditional", json_false());
  json_object_set_new(v, "assumes", json_array());
  json_object_set_new(v, "contracts_used", json_array());
  return v;
}

/* --slurm: the statements in the cache taken from it, the others decided by one job array over a
 * copy of the tree in the shared directory (orch_slurm.h); each result, its paths written back to
 * the tree's own, stored when worth keeping, as a statement decided here would be */
static int slurm_statements(crun *r, json_t **res, progress_state *ps, char *err, size_t errn) {
  const orch_check_opts *o = r->o;
  char (*keys)[EQ_HASH_HEX] = calloc((size_t)r->norder + 1, sizeof *keys);
  int *keyed = calloc((size_t)r->norder + 1, sizeof(int)), *items = calloc((size_t)r->norder + 1, sizeof(int));
  const char **names = calloc((size_t)r->norder + 1, sizeof(char *));
  json_t **sres = calloc((size_t)r->norder + 1, sizeof(json_t *));
  char **why = calloc((size_t)r->norder + 1, sizeof(char *));
  int m = 0, rc = -1;
  if (!keys || !keyed || !items || !names || !sres || !why) {
    snprintf(err, errn, "out of memory");
    goto out;
  }
  for (int k = 0; k < r->norder; k++) {
    keyed[k] = key_of(r, k, keys[k]);
    json_t *v = keyed[k] ? orch_cache_get_json(r->cache, keys[k]) : NULL;
    if (v) {
      finish(r, k, v, 1);
      got_statement(ps, k, res[k] = v);
    } else {
      items[m] = k, names[m++] = r->u[r->order[k]].name;
    }
  }
  rc = 0;
  if (m == 0) goto out;
  char snap[4400], target[8800], timeout[64], memory[32], unroll[32];
  if (orch_slurm_snapshot(o->slurm, r->root, snap, sizeof snap, r->a, err, errn) < 0) {
    rc = -1;
    goto out;
  }
  /* the task's command: the same check of the copy, with the options a statement depends on
   * (include directories made absolute: the task runs in the shared directory) */
  snprintf(target, sizeof target, "%s%s%s", snap, fs_is_file(o->root) ? "/" : "", fs_is_file(o->root) ? r->files[0] : "");
  int na = 0, cap = 16 + 2 * (o->load.ninclude + o->load.ndefine) + o->load.nextra;
  const char **args = arena_alloc(r->a, sizeof(char *) * (size_t)cap);
  args[na++] = "check", args[na++] = target;
  snprintf(timeout, sizeof timeout, "%.3f", (o->check.timeout_ms ? o->check.timeout_ms : 30000) / 1000.0);
  args[na++] = "--timeout", args[na++] = timeout;
  if (o->check.memory_mib) snprintf(memory, sizeof memory, "%u", o->check.memory_mib), args[na++] = "--memory", args[na++] = memory;
  snprintf(unroll, sizeof unroll, "%u", o->check.sym.unroll ? o->check.sym.unroll : 16);
  args[na++] = "--unroll", args[na++] = unroll;
  for (int i = 0; i < o->load.ninclude; i++) {
    char abs[4096];
    args[na++] = "-I", args[na++] = realpath(o->load.include[i], abs) ? arena_strdup(r->a, abs) : o->load.include[i];
  }
  for (int i = 0; i < o->load.ndefine; i++) args[na++] = "-D", args[na++] = o->load.define[i];
  if (o->check.proposer) args[na++] = "--proposer", args[na++] = o->check.proposer;
  /* the tree's own .equiv/contracts.json is in its copy (orch_slurm_snapshot); a --contracts file
   * is passed by its absolute path */
  if (o->contracts_path) {
    char abs[4096];
    args[na++] = "--contracts",
    args[na++] = realpath(o->contracts_path, abs) ? arena_strdup(r->a, abs) : o->contracts_path;
  }
  if (o->load.nextra) args[na++] = "--";
  for (int i = 0; i < o->load.nextra; i++) args[na++] = o->load.extra[i];
  if (orch_slurm_run(o->slurm, args, na, names, items, m, sres, why, err, errn) < 0) {
    rc = -1;
    goto out;
  }
  for (int i = 0; i < m; i++) {
    int k = items[i];
    json_t *v = sres[i];
    sres[i] = NULL;
    const char *nm = v ? json_string_value(json_object_get(v, "name")) : NULL;
    if (v && (!nm || strcmp(nm, names[i]))) {
      json_decref(v), v = NULL;
      free(why[i]);
      why[i] = strdup("the Slurm array task's result is another unit's");
    }
    if (v) {
      orch_slurm_unsnap(v, snap, r->root);
      json_object_set_new(v, "cached", json_false());
      if (keyed[k]) orch_cache_keep(r->cache, keys[k], v);
    } else {
      v = lost_statement(r, k, why[i] ? why[i] : "the Slurm array task ended without a result");
    }
    got_statement(ps, k, res[k] = v);
  }
out:
  for (int i = 0; i < m && why; i++) free(why[i]), json_decref(sres ? sres[i] : NULL);
  free(keys), free(keyed), free(items), free(names), free(sres), free(why);
  return rc;
}

/* --slurm-task: this array task's unit decided and its result written next to the job file */
static int slurm_task(crun *r, diag_ctx *d, char *err, size_t errn) {
  int index, k;
  char name[4096];
  if (orch_slurm_task_item(r->o->slurm_task, &index, &k, name, sizeof name, err, errn) < 0) return -1;
  if (plan(r, d, err, errn) < 0) return -1;
  if (k < 0 || k >= r->norder || strcmp(r->u[r->order[k]].name, name)) {
    /* the plan is deterministic over the same tree and options: a mismatch is a bug, and the run
     * must hear of it rather than get another unit's statement */
    snprintf(err, errn, "--slurm-task: unit %d of this plan is not %s", k, name);
    return -1;
  }
  json_t *v = decide(r, k);
  finish(r, k, v, 0);
  int rc = orch_slurm_task_result(r->o->slurm_task, index, v);
  json_decref(v);
  if (rc < 0) snprintf(err, errn, "--slurm-task: cannot write the result: %s", strerror(errno));
  return rc;
}

int orch_check_run(const orch_check_opts *o, json_t **report, diag_ctx *d, char *err, size_t errn) {
  *report = NULL;
  err[0] = 0;
  crun R = {.o = o, .a = arena_new()}, *r = &R;
  int rc = -1, nworkers = o->jobs > 1 ? o->jobs : 0;
  orch_jobs *jobs = NULL;
  int *wst = nworkers ? calloc((size_t)nworkers, sizeof(int)) : NULL;
  json_t **res = NULL;
  if (o->slurm_task) {
    rc = slurm_task(r, d, err, errn);
    goto out;
  }
  /* the workers are forked before the parent loads anything (orch_jobs.h) */
  if (nworkers && (!wst || !(jobs = orch_jobs_start(nworkers, worker_main, r)))) {
    snprintf(err, errn, "-j %d: cannot start the worker processes: %s", nworkers, strerror(errno));
    goto out;
  }
  if (plan(r, d, err, errn) < 0) {
    orch_jobs_kill(jobs);
    goto out;
  }
  res = calloc((size_t)r->norder + 1, sizeof(json_t *));
  progress_state ps = {o, 0, r->norder};
  if (o->slurm) {
    if (slurm_statements(r, res, &ps, err, errn) < 0) {
      for (int k = 0; k < r->norder; k++) json_decref(res[k]);
      goto out;
    }
  } else if (jobs) {
    orch_jobs_gather(jobs, res, r->norder, got_statement, &ps, wst);
    for (int k = 0; k < r->norder; k++)
      if (!res[k]) {
        char why[200];
        res[k] = lost_statement(r, k, orch_jobs_lost_reason(wst[k % nworkers], why, sizeof why));
      }
  } else {
    for (int k = 0; k < r->norder; k++) got_statement(&ps, k, res[k] = statement_of(r, k));
  }
  json_t *fns = json_array();
  int counts[3] = {0, 0, 0}, from_cache = 0, stored = 0, conditional = 0;
  for (int k = 0; k < r->norder; k++) {
    json_t *v = res[k];
    const char *st = json_string_value(json_object_get(v, "statement"));
    counts[st && !strcmp(st, "safe") ? REL_SAFE : st && !strcmp(st, "goes_wrong") ? REL_GOES_WRONG
                                                                                  : REL_SAFETY_UNKNOWN]++;
    from_cache += json_is_true(json_object_get(v, "cached"));
    conditional += json_is_true(json_object_get(v, "conditional"));
    stored += json_is_true(json_object_get(v, "stored"));
    json_object_del(v, "stored");
    json_array_append_new(fns, v);
    res[k] = NULL;
  }
  json_t *rep = json_object(), *in = json_object(), *sum = json_object();
  json_object_set_new(rep, "format", json_string("equiv-check"));
  json_object_set_new(rep, "format_version", json_integer(1));
  json_object_set_new(rep, "equiv_version", json_string(EQUIV_VERSION));
  json_object_set_new(in, "path", json_string(o->root));
  json_object_set_new(in, "timeout", json_real((o->check.timeout_ms ? o->check.timeout_ms : 30000) / 1000.0));
  json_object_set_new(in, "unroll", json_integer(o->check.sym.unroll ? o->check.sym.unroll : 16));
  json_object_set_new(in, "cache", orch_cache_shown_json(o->cache_path));
  json_object_set_new(rep, "inputs", in);
  json_object_set_new(rep, "functions", fns);
  json_object_set_new(in, "contracts", r->oc.source ? json_string(r->oc.source) : json_null());
  json_object_set_new(rep, "contracts", orch_contracts_json(&r->oc, NULL));
  json_object_set_new(sum, "safe", json_integer(counts[REL_SAFE]));
  json_object_set_new(sum, "goes_wrong", json_integer(counts[REL_GOES_WRONG]));
  json_object_set_new(sum, "unknown", json_integer(counts[REL_SAFETY_UNKNOWN]));
  json_object_set_new(sum, "conditional", json_integer(conditional));
  json_object_set_new(sum, "from_cache", json_integer(from_cache));
  json_object_set_new(sum, "stored", json_integer(stored));
  /* contract checks made by this run, and contracts whose status came from the cache */
  json_object_set_new(sum, "contracts_checked", json_integer(r->oc.nchecked));
  json_object_set_new(sum, "contracts_from_cache", json_integer(r->oc.nfrom_cache));
  json_object_set_new(rep, "summary", sum);
  json_object_set_new(in, "jobs", json_integer(nworkers ? nworkers : 1));
  json_object_set_new(rep, "files", json_integer(r->nfiles));
  *report = rep;
  rc = 0;
out:
  unload(r);
  free(res);
  free(wst);
  arena_free(r->a);
  return rc;
}
