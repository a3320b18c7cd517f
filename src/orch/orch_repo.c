/* orch_repo.c — the tree diff (orch_repo.h): which units changed, which callers they reach, and a
 * verdict for each, leaves first, from the cache when it has one.
 *
 * A unit is "unchanged" only when the language gives a fingerprint on both sides and the two are
 * equal: a fingerprint covers the unit's lowered body, everything it can reach and the globals, so
 * equal fingerprints are a proof of equivalence (the same one `equiv diff` gives as "identical
 * after lowering"). Every other paired unit is checked: "changed" when its own body hash differs,
 * "callee_changed" when only something it reaches does. */
#include "orch/orch_repo.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "core/hash.h"
#include "orch/orch_cache.h"
#include "orch/orch_lang.h"
#include "orch/orch_tree.h"
#include "rel/verdict.h"

typedef struct file_pair {
  const char *rel;
  const rel_lang *L;
  void *prog[2];  /* old, new: NULL when the file is not in that tree */
} file_pair;

typedef struct unit_info {
  int file;                /* index into the file pairs */
  const char *name;
  const char *fp, *body;   /* fingerprint and body hash, NULL when the language gives none */
  const char **callees;    /* in the same program */
  int ncallees;
  int other;               /* the unit of the other side it is paired with (same file and name, or
                              renamed/moved), or -1 */
  int renamed;             /* paired by its body under another name or file */
  int unchanged;           /* paired and fingerprints equal */
  int visited;             /* leaves-first ordering */
} unit_info;

typedef struct side {
  unit_info *u;
  int n, cap;
} side;

typedef struct run {
  const orch_repo_opts *o;
  arena *a;
  file_pair *files;
  int nfiles;
  side s[2];
  orch_cache *cache;
  const char *opts_key;    /* the options part of a cache key */
  int *order, norder;      /* new-side units to decide, leaves first */
  unsigned counts[REL_UNKNOWN + 1];
  int failed, from_cache, not_cacheable, stored;
} run;

static unit_info *add_unit(side *s, arena *a) {
  if (s->n == s->cap) {
    int cap = s->cap ? 2 * s->cap : 64;
    unit_info *nu = arena_alloc(a, sizeof(unit_info) * (size_t)cap);
    if (s->n) memcpy(nu, s->u, sizeof(unit_info) * (size_t)s->n);
    s->u = nu, s->cap = cap;
  }
  unit_info *u = &s->u[s->n++];
  memset(u, 0, sizeof *u);
  u->other = -1;
  return u;
}

static int find_unit(const side *s, int file, const char *name) {
  for (int i = 0; i < s->n; i++)
    if (s->u[i].file == file && !strcmp(s->u[i].name, name)) return i;
  return -1;
}

/* loads one side of file f and records its units */
static int load_side(run *r, int f, int k, const char *root, diag_ctx *d) {
  file_pair *fp = &r->files[f];
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", root, fp->rel);
  const rel_load_opts *lo = r->o->load_for ? r->o->load_for(r->o->load_ud, root, fp->rel) : NULL;
  fp->prog[k] = fp->L->load(path, lo ? lo : &r->o->diff.load, d);
  if (!fp->prog[k]) return -1;
  const char **names;
  int n = fp->L->units(fp->prog[k], &names, r->a);
  for (int i = 0; i < n; i++) {
    unit_info *u = add_unit(&r->s[k], r->a);
    u->file = f, u->name = names[i];
    u->fp = fp->L->fingerprint ? fp->L->fingerprint(fp->prog[k], names[i], r->a) : NULL;
    u->body = fp->L->body_hash ? fp->L->body_hash(fp->prog[k], names[i], r->a) : NULL;
    u->ncallees = fp->L->callees ? fp->L->callees(fp->prog[k], names[i], &u->callees, r->a) : 0;
    if (u->ncallees < 0) u->ncallees = 0;
  }
  return 0;
}

/* the union of both trees' files, sorted (both lists are) */
static int pair_files(run *r, const char **fo, int no, const char **fn, int nn) {
  r->files = arena_alloc(r->a, sizeof(file_pair) * (size_t)(no + nn + 1));
  int i = 0, j = 0;
  while (i < no || j < nn) {
    int c = i == no ? 1 : j == nn ? -1 : strcmp(fo[i], fn[j]);
    file_pair *f = &r->files[r->nfiles++];
    memset(f, 0, sizeof *f);
    f->rel = c <= 0 ? fo[i] : fn[j];
    f->L = orch_lang_for_path(f->rel);
    f->prog[0] = f->prog[1] = NULL;
    if (c <= 0) i++;
    if (c >= 0) j++;
  }
  return 0;
}

/* renamed or moved: an unpaired old unit and an unpaired new unit with the same body hash, each the
 * only one of its side with that hash (two candidates would be a guess) */
static void match_renames(run *r) {
  side *so = &r->s[0], *sn = &r->s[1];
  for (int i = 0; i < so->n; i++) {
    unit_info *uo = &so->u[i];
    if (uo->other >= 0 || !uo->body) continue;
    int hit = -1, nhit = 0, nsame_old = 0;
    for (int j = 0; j < sn->n; j++)
      if (sn->u[j].other < 0 && sn->u[j].body && !strcmp(sn->u[j].body, uo->body) &&
          r->files[sn->u[j].file].L == r->files[uo->file].L)
        hit = j, nhit++;
    for (int k = 0; k < so->n; k++)
      if (so->u[k].other < 0 && so->u[k].body && !strcmp(so->u[k].body, uo->body)) nsame_old++;
    if (nhit != 1 || nsame_old != 1) continue;
    uo->other = hit, uo->renamed = 1;
    sn->u[hit].other = i, sn->u[hit].renamed = 1;
  }
}

/* new-side units that need a verdict, callees before callers (post-order over the call graph;
 * a cycle is entered once) */
static void order_visit(run *r, int j) {
  unit_info *u = &r->s[1].u[j];
  if (u->visited) return;
  u->visited = 1;
  for (int c = 0; c < u->ncallees; c++) {
    int k = find_unit(&r->s[1], u->file, u->callees[c]);
    if (k >= 0) order_visit(r, k);
  }
  if (u->other >= 0 && !u->unchanged) r->order[r->norder++] = j;
}

/* the callees of new-side unit u that are not unchanged (changed, renamed, added) */
static json_t *changed_callees(run *r, const unit_info *u) {
  json_t *arr = json_array();
  for (int c = 0; c < u->ncallees; c++) {
    int k = find_unit(&r->s[1], u->file, u->callees[c]);
    if (k >= 0 && !r->s[1].u[k].unchanged) json_array_append_new(arr, json_string(u->callees[c]));
  }
  return arr;
}

/* A verdict worth keeping: not one a busy machine's clock or a solver's mood decided. */
static int cacheable(const json_t *v) {
  const char *code = json_string_value(json_object_get(v, "reason_code"));
  return !code || (strcmp(code, "timeout") && strcmp(code, "solver") && strcmp(code, "internal") &&
                   strcmp(code, "replay_mismatch"));
}

static void decide(run *r, int j, json_t *fns) {
  unit_info *un = &r->s[1].u[j], *uo = &r->s[0].u[un->other];
  file_pair *fo = &r->files[uo->file], *fn = &r->files[un->file];
  char key[EQ_HASH_HEX];
  json_t *v = NULL;
  int have_key = r->cache && uo->fp && un->fp;
  if (have_key) {
    const char *parts[] = {"equiv-diff-unit", EQUIV_VERSION, fn->L->name, r->opts_key, uo->name, un->name, uo->fp,
                           un->fp};
    orch_cache_key(parts, (int)(sizeof parts / sizeof parts[0]), key);
    char *text = orch_cache_get(r->cache, key);
    if (text) {
      v = json_loads(text, 0, NULL);
      free(text);
      if (v && !json_is_object(v)) json_decref(v), v = NULL;
    }
    if (v) r->from_cache++;
  } else if (r->cache) {
    r->not_cacheable++;
  }
  int cached = v != NULL;
  if (!v) {
    rel_side so = {fo->L, fo->prog[0], uo->name}, sn = {fn->L, fn->prog[1], un->name};
    rel_verdict out;
    arena *va = arena_new();
    rel_check(&so, &sn, &r->o->diff.check, &out, va);
    v = rel_verdict_json(&out, un->name);
    arena_free(va);
    if (have_key && cacheable(v)) {
      char *text = json_dumps(v, JSON_COMPACT | JSON_REAL_PRECISION(12));
      if (text && orch_cache_put(r->cache, key, text) == 0) r->stored++;
      free(text);
    }
  }
  json_object_set_new(v, "name", json_string(un->name));
  json_object_set_new(v, "file", json_string(fn->rel));
  const char *change = un->renamed ? "renamed"
                       : (uo->body && un->body && !strcmp(uo->body, un->body)) ? "callee_changed"
                                                                               : "changed";
  json_object_set_new(v, "change", json_string(change));
  if (un->renamed) {
    json_object_set_new(v, "old_name", json_string(uo->name));
    json_object_set_new(v, "old_file", json_string(fo->rel));
  }
  json_object_set_new(v, "changed_callees", changed_callees(r, un));
  json_object_set_new(v, "cached", json_boolean(cached));
  const char *vk = json_string_value(json_object_get(v, "verdict"));
  for (int k = REL_EQUIVALENT; k <= REL_UNKNOWN; k++)
    if (vk && !strcmp(vk, rel_verdict_name((rel_verdict_kind)k))) {
      r->counts[k]++;
      r->failed |= (r->o->diff.fail_on >> k) & 1;
    }
  json_array_append_new(fns, v);
}

static json_t *unit_list(run *r, int k) {
  json_t *arr = json_array();
  for (int i = 0; i < r->s[k].n; i++) {
    const unit_info *u = &r->s[k].u[i];
    if (u->other >= 0) continue;
    char buf[4200];
    snprintf(buf, sizeof buf, "%s:%s", r->files[u->file].rel, u->name);
    json_array_append_new(arr, json_string(buf));
  }
  return arr;
}

/* the options a verdict depends on, as text for the cache key; the relation file by its bytes */
static const char *options_key(run *r) {
  const rel_check_opts *c = &r->o->diff.check;
  char rel_hash[EQ_HASH_HEX] = "identity";
  if (r->o->diff.relation_path) {
    size_t len;
    char *bytes = fs_read_file(r->o->diff.relation_path, &len);
    if (bytes) eq_hash_hex(bytes, len, rel_hash), free(bytes);
    else snprintf(rel_hash, sizeof rel_hash, "unreadable");
  }
  char buf[600];
  snprintf(buf, sizeof buf, "timeout=%u unroll=%u recheck=%d proposer=%s relation=%s", c->timeout_ms,
           c->sym.unroll ? c->sym.unroll : 16, c->recheck, c->proposer ? c->proposer : "-", rel_hash);
  return arena_strdup(r->a, buf);
}

int orch_repo_run(const orch_repo_opts *o, json_t **report, int *failed, diag_ctx *d, char *err, size_t errn) {
  run R = {.o = o, .a = arena_new()};
  run *r = &R;
  int rc = -1;
  *report = NULL, *failed = 0;
  err[0] = 0;
  const char **fo, **fn;
  int no = orch_tree_list(o->old_root, o->paths, o->npaths, &fo, r->a, err, errn);
  int nn = no < 0 ? -1 : orch_tree_list(o->new_root, o->paths, o->npaths, &fn, r->a, err, errn);
  if (no < 0 || nn < 0) goto done;
  pair_files(r, fo, no, fn, nn);
  for (int f = 0; f < r->nfiles; f++) {
    int in_old = 0, in_new = 0;
    for (int i = 0; i < no && !in_old; i++) in_old = !strcmp(fo[i], r->files[f].rel);
    for (int j = 0; j < nn && !in_new; j++) in_new = !strcmp(fn[j], r->files[f].rel);
    if ((in_old && load_side(r, f, 0, o->old_root, d) < 0) || (in_new && load_side(r, f, 1, o->new_root, d) < 0))
      goto done;
  }
  /* pairs by file and name, then by body */
  for (int i = 0; i < r->s[0].n; i++) {
    int j = find_unit(&r->s[1], r->s[0].u[i].file, r->s[0].u[i].name);
    if (j >= 0) r->s[0].u[i].other = j, r->s[1].u[j].other = i;
  }
  match_renames(r);
  int unchanged = 0;
  for (int j = 0; j < r->s[1].n; j++) {
    unit_info *un = &r->s[1].u[j];
    if (un->other < 0 || un->renamed) continue;
    const unit_info *uo = &r->s[0].u[un->other];
    if (uo->fp && un->fp && !strcmp(uo->fp, un->fp)) un->unchanged = 1, unchanged++;
  }
  if (o->cache_path) {
    r->cache = orch_cache_open(o->cache_path, err, errn);
    if (!r->cache) goto done;
    r->opts_key = options_key(r);
  }
  r->order = arena_alloc(r->a, sizeof(int) * (size_t)(r->s[1].n + 1));
  for (int j = 0; j < r->s[1].n; j++) order_visit(r, j);
  json_t *fns = json_array();
  for (int k = 0; k < r->norder; k++) decide(r, r->order[k], fns);

  /* docs/verdict-json.md, "Trees and git revisions" */
  json_t *root = json_object(), *in = json_object(), *sum = json_object(), *tree = json_object();
  json_object_set_new(root, "format", json_string("equiv-diff"));
  json_object_set_new(root, "format_version", json_integer(1));
  json_object_set_new(root, "equiv_version", json_string(EQUIV_VERSION));
  const rel_lang *L0 = r->nfiles ? r->files[0].L : NULL;
  for (int f = 1; f < r->nfiles; f++)
    if (r->files[f].L != L0) L0 = NULL;
  json_object_set_new(root, "language", json_string(L0 ? L0->name : r->nfiles ? "mixed" : "?"));
  json_object_set_new(in, "old", json_string(o->old_label ? o->old_label : o->old_root));
  json_object_set_new(in, "new", json_string(o->new_label ? o->new_label : o->new_root));
  json_object_set_new(in, "mode", json_string(o->git_repo ? "git" : "tree"));
  if (o->git_repo) json_object_set_new(in, "repository", json_string(o->git_repo));
  json_t *paths = json_array();
  for (int i = 0; i < o->npaths; i++) json_array_append_new(paths, json_string(o->paths[i]));
  json_object_set_new(in, "paths", paths);
  json_object_set_new(in, "options", orch_diff_options_json(&o->diff));
  json_object_set_new(root, "inputs", in);
  json_object_set_new(root, "functions", fns);
  json_object_set_new(root, "added", unit_list(r, 1));
  json_object_set_new(root, "removed", unit_list(r, 0));
  for (int k = REL_EQUIVALENT; k <= REL_UNKNOWN; k++)
    json_object_set_new(sum, rel_verdict_name((rel_verdict_kind)k), json_integer(r->counts[k]));
  json_object_set_new(root, "summary", sum);
  json_object_set_new(tree, "files_old", json_integer(no));
  json_object_set_new(tree, "files_new", json_integer(nn));
  json_object_set_new(tree, "units_old", json_integer(r->s[0].n));
  json_object_set_new(tree, "units_new", json_integer(r->s[1].n));
  json_object_set_new(tree, "unchanged", json_integer(unchanged));
  json_object_set_new(tree, "checked", json_integer(r->norder));
  json_object_set_new(tree, "cache", o->cache_path ? json_string(o->cache_path) : json_null());
  json_object_set_new(tree, "from_cache", json_integer(r->from_cache));
  json_object_set_new(tree, "proved_now", json_integer(r->norder - r->from_cache));
  json_object_set_new(tree, "stored", json_integer(r->stored));
  json_object_set_new(tree, "not_cacheable", json_integer(r->not_cacheable));
  json_object_set_new(root, "tree", tree);
  *report = root;
  *failed = r->failed;
  rc = 0;
done:
  orch_cache_close(r->cache);
  for (int f = 0; f < r->nfiles; f++)
    for (int k = 0; k < 2; k++)
      if (r->files[f].prog[k]) r->files[f].L->unload(r->files[f].prog[k]);
  arena_free(r->a);
  return rc;
}
