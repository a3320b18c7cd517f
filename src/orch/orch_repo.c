/* orch_repo.c — the tree diff (orch_repo.h): which units changed, which callers they reach, and a
 * verdict for each, leaves first, from the cache when it has one.
 *
 * A unit is "unchanged" only when the language gives a fingerprint on both sides and the two are
 * equal: a fingerprint covers the unit's lowered body, everything it can reach and the globals, so
 * equal fingerprints are a proof of equivalence (the same one `equiv diff` gives as "identical
 * after lowering"). Every other paired unit is checked: "changed" when its own body hash differs,
 * "callee_changed" when only something it reaches does. */
#define _DEFAULT_SOURCE /* realpath */
#include "orch/orch_repo.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "core/hash.h"
#include "core/strbuf.h"
#include "orch/orch_cache.h"
#include "orch/orch_contracts.h"
#include "orch/orch_jobs.h"
#include "orch/orch_lang.h"
#include "orch/orch_tree.h"
#include "rel/verdict.h"

typedef struct file_pair {
  const char *rel;
  const rel_lang *L;
  void *prog[2];  /* old, new: NULL when the file is not in that tree */
  rel_decl *decls[2]; /* what each side declares in the file (rel_lang.decls), for its contracts */
  int ndecls[2];
  int cprog[2];   /* its program in the run's contracts table, or -1 */
} file_pair;

typedef struct unit_info {
  int file;                /* index into the file pairs */
  const char *name;
  const char *fp, *body;   /* fingerprint and body hash, NULL when the language gives none */
  const char *loc;         /* where it is defined ("file:line:col", the file relative to the tree), or NULL */
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
  const char **fold, **fnew;  /* the trees' files */
  int nold_files, nnew_files, unchanged;
  orch_repo_progress prog;
  diag_ctx *d;               /* for the front end's errors, also when a program is read late */
  char shape[2][EQ_HASH_HEX]; /* orch_tree_shape of each tree ("" when not known) */
  int front_read, front_cached;  /* files read by the front end / whose units came from the cache */
  /* Both trees' contracts (docs/contracts.md): a program per file and side, each checked against
   * its own version's bodies when a unit of its file is first decided (or its result taken from the
   * cache), so that the verdicts and their cache keys see every status */
  orch_contracts oc;
  int *cfile, *cside;        /* per program of oc: its file pair and side */
  unsigned char *relevant;   /* per program of oc: a unit of its file is decided in this run */
  int contract_checks;       /* contract checks the workers made, as their verdicts say */
} run;

/* one more verdict for the progress line */
static void note_progress(run *r, const json_t *v) {
  if (!r->o->progress) return;
  const char *vk = json_string_value(json_object_get(v, "verdict"));
  orch_repo_progress *p = &r->prog;
  p->done++;
  p->from_cache += json_is_true(json_object_get(v, "cached"));
  if (!vk || !strcmp(vk, "unknown")) p->unknown++;
  else if (!strcmp(vk, "equivalent")) p->equivalent++;
  else if (!strcmp(vk, "behaviour_changed")) p->changed++;
  else p->old_unsafe++;
  r->o->progress(r->o->progress_ud, p);
}

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

/* The front-end cache. A file's units as the front end made them (names, fingerprints, body
 * hashes, callees, places) are stored under a key of everything the reading can depend on besides
 * the files it opens: the language, Equiv's version, the file's path in the tree and its bytes, its
 * options (the tree's own directory written as <tree>, so both trees and every temporary checkout
 * agree), the tree's shape (a header added where an include path looks first would be read
 * instead of the one before) and the variables that add to a compiler's include path. The entry
 * lists the files the reading opened with the hashes of their bytes, and is used only when each
 * of them still has those bytes. A file that opened anything outside the tree other than a system
 * header (an include reaching out of the tree by "..", or through an -I outside it) is not stored:
 * where such a path leads depends on where the tree is. So a file whose inputs did not change is
 * not read again, in this run's other tree or in the next run; its program is loaded only when one
 * of its units must be decided. */

/* the options of file f in root as text, root written <tree> */
static char *opts_text(run *r, const file_pair *fp, const char *root) {
  const rel_load_opts *lo = r->o->load_for ? r->o->load_for(r->o->load_ud, root, fp->rel) : NULL;
  if (!lo) lo = &r->o->diff.load;
  json_t *j = json_array();
  const char *const *lists[3] = {lo->include, lo->define, lo->extra};
  int counts[3] = {lo->ninclude, lo->ndefine, lo->nextra};
  for (int l = 0; l < 3; l++) {
    json_t *arr = json_string(l == 0 ? "include" : l == 1 ? "define" : "extra");
    json_array_append_new(j, arr);
    for (int i = 0; i < counts[l]; i++) {
      const char *t = lists[l][i];
      size_t n = strlen(root);
      char buf[4200];
      if (!strncmp(t, root, n) && (t[n] == '/' || !t[n])) snprintf(buf, sizeof buf, "<tree>%s", t + n), t = buf;
      json_array_append_new(j, json_string(t));
    }
  }
  json_array_append_new(j, json_integer(lo->records));
  char *t = json_dumps(j, JSON_COMPACT);
  json_decref(j);
  return t;
}

/* the hash of the bytes of path into h; -1 when it cannot be read */
static int file_hash(const char *path, char h[EQ_HASH_HEX]) {
  size_t len;
  char *bytes = fs_read_file(path, &len);
  if (!bytes) return -1;
  eq_hash_hex(bytes, len, h);
  free(bytes);
  return 0;
}

/* path relative to root when it is under it ("lib/x.h"; "lib/../inc/x.h" stays as opened), or NULL;
 * *escapes set when the relative path climbs out of the tree by ".." */
static const char *in_tree(const char *path, const char *root, int *escapes) {
  size_t n = strlen(root);
  *escapes = 0;
  if (strncmp(path, root, n) || path[n] != '/') return NULL;
  const char *rel = path + n + 1;
  int depth = 0;
  for (const char *p = rel; *p;) {
    const char *slash = strchr(p, '/');
    size_t len = slash ? (size_t)(slash - p) : strlen(p);
    if (len == 2 && !strncmp(p, "..", 2)) depth--;
    else if (!(len == 1 && *p == '.') && len) depth++;
    if (depth < 0) *escapes = 1;
    p += len + (slash ? 1 : 0);
  }
  return rel;
}

/* the key of file fp read from side k, and its bytes' hash; -1 when there is none to have */
static int front_key(run *r, const file_pair *fp, int k, const char *root, char key[EQ_HASH_HEX]) {
  if (!r->cache || !fp->L->sources || !r->shape[k][0]) return -1;
  char path[4200], h[EQ_HASH_HEX];
  snprintf(path, sizeof path, "%s/%s", root, fp->rel);
  if (file_hash(path, h) < 0) return -1;
  char *opts = opts_text(r, fp, root);
  const char *cpath = getenv("CPATH"), *cinc = getenv("C_INCLUDE_PATH");
  const char *parts[] = {"equiv-front-file", orch_build_id(), fp->L->name, fp->rel, h, opts ? opts : "?", r->shape[k],
                         cpath ? cpath : "-", cinc ? cinc : "-"};
  orch_cache_key(parts, (int)(sizeof parts / sizeof parts[0]), key);
  free(opts);
  return opts ? 0 : -1;
}

static const char *arena_json_str(arena *a, const json_t *v) {
  const char *s = json_string_value(v);
  return s ? arena_strdup(a, s) : NULL;
}

/* the units of file f, side k, from a cache entry whose every source still has its bytes; 0 when
 * used, -1 when not (the entry is stale or not one of ours) */
static int front_from_cache(run *r, int f, int k, const char *root, const char *key) {
  char *text = orch_cache_file_get(r->cache, key);
  json_t *e = text ? json_loads(text, 0, NULL) : NULL;
  free(text);
  const json_t *srcs = json_object_get(e, "sources"), *units = json_object_get(e, "units"), *x;
  const json_t *decls = json_object_get(e, "decls");
  size_t i;
  int ok = json_is_array(srcs) && json_is_array(units) && json_is_array(decls);
  json_array_foreach(srcs, i, x) {
    if (!ok) break;
    const char *p = json_string_value(json_object_get(x, "path")), *want = json_string_value(json_object_get(x, "hash"));
    char full[4200], h[EQ_HASH_HEX];
    if (!p || !want) ok = 0;
    else if (json_is_true(json_object_get(x, "in_tree"))) snprintf(full, sizeof full, "%s/%s", root, p);
    else snprintf(full, sizeof full, "%s", p);
    ok = ok && file_hash(full, h) == 0 && !strcmp(h, want);
  }
  if (ok) {
    json_array_foreach(units, i, x) {
      unit_info *u = add_unit(&r->s[k], r->a);
      u->file = f;
      u->name = arena_json_str(r->a, json_object_get(x, "name"));
      u->fp = arena_json_str(r->a, json_object_get(x, "fp"));
      u->body = arena_json_str(r->a, json_object_get(x, "body"));
      u->loc = arena_json_str(r->a, json_object_get(x, "loc"));
      const json_t *cs = json_object_get(x, "callees"), *c;
      size_t j;
      u->callees = arena_alloc(r->a, sizeof(char *) * (json_array_size(cs) + 1));
      json_array_foreach(cs, j, c) if (json_is_string(c)) u->callees[u->ncallees++] = arena_json_str(r->a, c);
      if (!u->name) ok = 0;
    }
  }
  if (ok) {
    file_pair *fp = &r->files[f];
    fp->decls[k] = arena_alloc(r->a, sizeof(rel_decl) * (json_array_size(decls) + 1));
    fp->ndecls[k] = 0;
    json_array_foreach(decls, i, x) {
      rel_decl *d = &fp->decls[k][fp->ndecls[k]++];
      memset(d, 0, sizeof *d);
      d->unit = arena_json_str(r->a, json_object_get(x, "unit"));
      d->has_body = json_is_true(json_object_get(x, "body"));
      const json_t *ps = json_object_get(x, "params"), *pv;
      size_t pi;
      d->params = arena_alloc(r->a, sizeof(char *) * (json_array_size(ps) + 1));
      json_array_foreach(ps, pi, pv) d->params[d->nparams++] = arena_json_str(r->a, pv);
      d->annot = arena_json_str(r->a, json_object_get(x, "annot"));
      d->annot_line = (int)json_integer_value(json_object_get(x, "line"));
      d->annot_col = (int)json_integer_value(json_object_get(x, "col"));
      if (!d->unit) ok = 0;
    }
  }
  json_decref(e);
  return ok ? 0 : -1;
}

/* stores the units of file f, side k (units first..r->s[k].n), with the files the reading opened */
static void front_store(run *r, int f, int k, const char *root, const char *key, int first) {
  const file_pair *fp = &r->files[f];
  const char **paths;
  const unsigned char *sys;
  int n = fp->L->sources(fp->prog[k], &paths, &sys);
  if (n < 0) return;
  json_t *e = json_object(), *srcs = json_array(), *units = json_array();
  for (int i = 0; i < n; i++) {
    int escapes;
    const char *rel = in_tree(paths[i], root, &escapes);
    char h[EQ_HASH_HEX];
    /* out of the tree: only a system header is the same file whatever the tree's place */
    if ((rel && escapes) || (!rel && (!sys[i] || paths[i][0] != '/')) || file_hash(paths[i], h) < 0) {
      json_decref(e), json_decref(srcs), json_decref(units);
      return;
    }
    json_t *s = json_object();
    json_object_set_new(s, "path", json_string(rel ? rel : paths[i]));
    json_object_set_new(s, "in_tree", json_boolean(rel != NULL));
    json_object_set_new(s, "hash", json_string(h));
    json_array_append_new(srcs, s);
  }
  for (int i = first; i < r->s[k].n; i++) {
    const unit_info *u = &r->s[k].u[i];
    json_t *x = json_object(), *cs = json_array();
    json_object_set_new(x, "name", json_string(u->name));
    json_object_set_new(x, "fp", u->fp ? json_string(u->fp) : json_null());
    json_object_set_new(x, "body", u->body ? json_string(u->body) : json_null());
    json_object_set_new(x, "loc", u->loc ? json_string(u->loc) : json_null());
    for (int c = 0; c < u->ncallees; c++) json_array_append_new(cs, json_string(u->callees[c]));
    json_object_set_new(x, "callees", cs);
    json_array_append_new(units, x);
  }
  json_t *decls = json_array();
  for (int i = 0; i < fp->ndecls[k]; i++) {
    const rel_decl *d = &fp->decls[k][i];
    json_t *x = json_object(), *ps = json_array();
    json_object_set_new(x, "unit", json_string(d->unit));
    json_object_set_new(x, "body", json_boolean(d->has_body));
    for (int p = 0; p < d->nparams; p++) json_array_append_new(ps, d->params[p] ? json_string(d->params[p]) : json_null());
    json_object_set_new(x, "params", ps);
    json_object_set_new(x, "annot", d->annot ? json_string(d->annot) : json_null());
    json_object_set_new(x, "line", json_integer(d->annot_line));
    json_object_set_new(x, "col", json_integer(d->annot_col));
    json_array_append_new(decls, x);
  }
  json_object_set_new(e, "sources", srcs);
  json_object_set_new(e, "units", units);
  json_object_set_new(e, "decls", decls); /* the contracts' annotations without reading the file */
  char *text = json_dumps(e, JSON_COMPACT);
  if (text) (void)orch_cache_file_put(r->cache, key, text);
  free(text);
  json_decref(e);
}

/* reads one side of file f into its program (the front end) */
static int load_prog(run *r, int f, int k) {
  file_pair *fp = &r->files[f];
  const char *root = k ? r->o->new_root : r->o->old_root;
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", root, fp->rel);
  const rel_load_opts *lo = r->o->load_for ? r->o->load_for(r->o->load_ud, root, fp->rel) : NULL;
  fp->prog[k] = fp->L->load(path, lo ? lo : &r->o->diff.load, r->d);
  if (fp->prog[k] && fp->cprog[k] >= 0) orch_contracts_bind(&r->oc, fp->cprog[k], fp->prog[k]);
  return fp->prog[k] ? 0 : -1;
}

/* loads one side of file f and records its units, from the front-end cache when it can */
static int load_side(run *r, int f, int k, const char *root) {
  file_pair *fp = &r->files[f];
  char key[EQ_HASH_HEX];
  int have_key = front_key(r, fp, k, root, key) == 0;
  int first = r->s[k].n;
  if (have_key) {
    if (front_from_cache(r, f, k, root, key) == 0) {
      r->front_cached++;
      return 0;
    }
    r->s[k].n = first; /* a stale entry's units, if any were added, are not kept */
  }
  if (load_prog(r, f, k) < 0) return -1;
  r->front_read++;
  const char **names;
  int n = fp->L->units(fp->prog[k], &names, r->a);
  for (int i = 0; i < n; i++) {
    unit_info *u = add_unit(&r->s[k], r->a);
    u->file = f, u->name = names[i];
    u->fp = fp->L->fingerprint ? fp->L->fingerprint(fp->prog[k], names[i], r->a) : NULL;
    u->body = fp->L->body_hash ? fp->L->body_hash(fp->prog[k], names[i], r->a) : NULL;
    u->ncallees = fp->L->callees ? fp->L->callees(fp->prog[k], names[i], &u->callees, r->a) : 0;
    u->loc = fp->L->unit_loc ? fp->L->unit_loc(fp->prog[k], names[i], r->a) : NULL;
    if (u->loc && !strncmp(u->loc, root, strlen(root)) && u->loc[strlen(root)] == '/') u->loc += strlen(root) + 1;
    if (u->ncallees < 0) u->ncallees = 0;
  }
  fp->ndecls[k] = fp->L->decls ? fp->L->decls(fp->prog[k], &fp->decls[k], r->a) : 0;
  if (have_key) front_store(r, f, k, root, key, first);
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
    f->cprog[0] = f->cprog[1] = -1;
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

/* Every string in v with "root/" in it loses that prefix: places and reasons name the files by
 * their path in the tree ("lib/m.c:3:9"), not by a temporary directory a revision was unpacked
 * into, so that reports and cached verdicts are the same whatever the trees' locations. */
static int path_char(char c) { return isalnum((unsigned char)c) || strchr("_./-+~", c); }

/* the next place at or after p where root starts a path (not inside another one: "lua/" in "a/") */
static const char *find_root(const char *t, const char *p, const char *root, size_t n) {
  for (const char *h = strstr(p, root); h; h = strstr(h + 1, root))
    if (h[n] == '/' && (h == t || !path_char(h[-1]))) return h;
  return NULL;
}

static void strip_root(json_t *v, const char *root) {
  size_t n = strlen(root);
  if (!n) return;
  if (json_is_string(v)) {
    const char *t = json_string_value(v);
    if (!find_root(t, t, root, n)) return;
    strbuf sb = STRBUF_INIT;
    for (const char *p = t; *p;) {
      const char *h = find_root(t, p, root, n);
      if (!h) {
        sb_puts(&sb, p);
        break;
      }
      sb_append(&sb, p, (size_t)(h - p));
      p = h + n + 1;
    }
    json_string_set(v, sb_str(&sb));
    sb_free(&sb);
  } else if (json_is_object(v)) {
    const char *k;
    json_t *x;
    json_object_foreach(v, k, x) strip_root(x, root);
  } else if (json_is_array(v)) {
    size_t i;
    json_t *x;
    json_array_foreach(v, i, x) strip_root(x, root);
  }
}

static json_t *unknown_verdict(const char *name, const char *why, const char *relation);
/* --- contracts (docs/contracts.md) ------------------------------------------------------------ */

/* the fingerprint of decl d of contracts program p, from its unit (front end or front-end cache) */
static const char *contract_fp(void *ud, int p, const rel_decl *d, arena *a) {
  (void)a;
  run *r = ud;
  int k = r->cside[p], i = find_unit(&r->s[k], r->cfile[p], d->unit);
  return i >= 0 ? r->s[k].u[i].fp : NULL;
}

/* the source file of contracts program p (the proposer's request) */
static const char *contract_src(void *ud, int p) {
  run *r = ud;
  return arena_printf(r->a, "%s/%s", r->cside[p] ? r->o->new_root : r->o->old_root, r->files[r->cfile[p]].rel);
}

/* whether some other unit of program p's file and side calls fn */
static int contract_called(void *ud, int p, const char *fn) {
  run *r = ud;
  const side *sd = &r->s[r->cside[p]];
  for (int i = 0; i < sd->n; i++)
    if (sd->u[i].file == r->cfile[p] && strcmp(sd->u[i].name, fn))
      for (int c = 0; c < sd->u[i].ncallees; c++)
        if (!strcmp(sd->u[i].callees[c], fn)) return 1;
  return 0;
}

/* whether unit `to` is reached by calls from unit i of side sd (depth first) */
static int reach_dfs(const side *sd, int i, const char *to, unsigned char *seen) {
  if (seen[i]) return 0;
  seen[i] = 1;
  for (int c = 0; c < sd->u[i].ncallees; c++) {
    if (!strcmp(sd->u[i].callees[c], to)) return 1;
    int k = find_unit(sd, sd->u[i].file, sd->u[i].callees[c]);
    if (k >= 0 && reach_dfs(sd, k, to, seen)) return 1;
  }
  return 0;
}

/* whether function `to` of program p is reachable by calls from `from` (a contract check's cache
 * key holds only the contracts it can use); not known: yes */
static int contract_reaches(void *ud, int p, const char *from, const char *to) {
  run *r = ud;
  const side *sd = &r->s[r->cside[p]];
  int i = find_unit(sd, r->cfile[p], from);
  unsigned char *seen = i >= 0 ? calloc((size_t)sd->n + 1, 1) : NULL;
  int hit = seen ? reach_dfs(sd, i, to, seen) : 1;
  free(seen);
  return hit;
}

/* program p is needed to check a contract: its file read now */
static int contract_load(void *ud, int p) {
  run *r = ud;
  return load_prog(r, r->cfile[p], r->cside[p]);
}

/* a contract's result made now names the trees' places as the verdicts do (strip_root) */
static void contract_clean(void *ud, json_t *v) {
  run *r = ud;
  strip_root(v, r->o->old_root);
  strip_root(v, r->o->new_root);
}

/* the units of program p's file and side, callees first (the order its contracts are checked in) */
static void unit_post(const side *sd, int i, unsigned char *seen, const char **out, int *n) {
  if (seen[i]) return;
  seen[i] = 1;
  for (int c = 0; c < sd->u[i].ncallees; c++) {
    int k = find_unit(sd, sd->u[i].file, sd->u[i].callees[c]);
    if (k >= 0) unit_post(sd, k, seen, out, n);
  }
  out[(*n)++] = sd->u[i].name;
}

/* Program p's contracts checked (or taken from the cache) unless they are already; returns how
 * many checks this made. */
static int ensure_contracts(run *r, int p) {
  if (p < 0 || r->oc.progs[p].checked) return 0;
  const side *sd = &r->s[r->cside[p]];
  int has = 0;
  for (int i = 0; i < r->oc.cs.n && !has; i++) has = r->oc.file[i] == p;
  if (!has) {
    r->oc.progs[p].checked = 1;
    return 0;
  }
  unsigned char *seen = calloc((size_t)sd->n + 1, 1);
  const char **us = arena_alloc(r->a, sizeof(char *) * ((size_t)sd->n + 1));
  int n = 0;
  for (int i = 0; seen && i < sd->n; i++)
    if (sd->u[i].file == r->cfile[p]) unit_post(sd, i, seen, us, &n);
  free(seen);
  int before = r->oc.nchecked;
  orch_contracts_check_prog(&r->oc, p, us, n, &r->o->diff.check, contract_load, r, r->a);
  return r->oc.nchecked - before;
}

/* the contracts programs of new-side unit j and of its old side */
static void unit_progs(run *r, int j, int *p0, int *p1) {
  unit_info *un = &r->s[1].u[j], *uo = &r->s[0].u[un->other];
  *p0 = r->files[uo->file].cprog[0], *p1 = r->files[un->file].cprog[1];
}

/* Both trees' contracts gathered: a program per file and side (old first), the annotations, the
 * sidecar (--contracts FILE for both trees, else each tree's .equiv/contracts.json), the
 * proposals (--proposer) for the files whose units are decided. Nothing is checked yet. */
static int gather_contracts(run *r, char *err, size_t errn) {
  const orch_repo_opts *o = r->o;
  int total = 0, first[2];
  for (int k = 0; k < 2; k++)
    for (int f = 0; f < r->nfiles; f++) total += r->files[f].decls[k] != NULL || r->files[f].prog[k] != NULL;
  r->cfile = arena_alloc(r->a, sizeof(int) * ((size_t)total + 1));
  r->cside = arena_alloc(r->a, sizeof(int) * ((size_t)total + 1));
  r->relevant = arena_alloc(r->a, (size_t)total + 1);
  memset(r->relevant, 0, (size_t)total + 1);
  for (int k = 0; k < 2; k++) {
    first[k] = r->oc.nprogs;
    for (int f = 0; f < r->nfiles; f++) {
      file_pair *fp = &r->files[f];
      if (!fp->decls[k] && !fp->prog[k]) continue;
      int p = orch_contracts_add_prog(&r->oc, fp->L, fp->rel, k ? "new" : "old", fp->decls[k], fp->ndecls[k], fp->prog[k], r->a);
      fp->cprog[k] = p, r->cfile[p] = f, r->cside[p] = k;
    }
  }
  int n[2] = {first[1] - first[0], r->oc.nprogs - first[1]};
  for (int k = 0; k < r->norder; k++) {
    int p0, p1;
    unit_progs(r, r->order[k], &p0, &p1);
    if (p0 >= 0) r->relevant[p0] = 1;
    if (p1 >= 0) r->relevant[p1] = 1;
  }
  int rc = 0;
  if (o->diff.contracts_path) {
    rc = orch_contracts_gather_progs(&r->oc, o->diff.contracts_path, 0, r->oc.nprogs, contract_fp, r, r->a, err, errn);
  } else {
    for (int k = 0; k < 2 && rc == 0; k++) {
      char side_file[4300];
      snprintf(side_file, sizeof side_file, "%s/.equiv/contracts.json", k ? o->new_root : o->old_root);
      rc = orch_contracts_gather_progs(&r->oc, fs_is_file(side_file) ? side_file : NULL, first[k], n[k], contract_fp, r,
                                       r->a, err, errn);
      if (rc < 0 && o->git_repo) {
        /* a revision's tree is a temporary directory: the error names the revision instead */
        const char *root = k ? o->new_root : o->old_root, *label = k ? o->new_label : o->old_label;
        char *at = strstr(err, root);
        if (at && label && at[strlen(root)] == '/') {
          char buf[1200];
          snprintf(buf, sizeof buf, "%.*s%s:%s", (int)(at - err), err, label, at + strlen(root) + 1);
          snprintf(err, errn, "%s", buf);
        }
      }
    }
  }
  /* a revision's tree is a temporary directory: a sidecar's contracts are said to be stated in
   * "REV:.equiv/contracts.json" */
  for (int i = 0; rc == 0 && o->git_repo && i < r->oc.cs.n; i++) {
    rel_contract *c = &r->oc.cs.c[i];
    int k = r->cside[r->oc.file[i]];
    const char *root = k ? o->new_root : o->old_root, *label = k ? o->new_label : o->old_label;
    size_t rl = strlen(root);
    if (label && !strncmp(c->where, root, rl) && c->where[rl] == '/')
      c->where = arena_printf(r->a, "%s:%s", label, c->where + rl + 1);
  }
  if (rc == 0 && o->diff.check.proposer &&
      orch_contracts_propose(&r->oc, o->diff.check.proposer, r->relevant, contract_src, contract_called, contract_fp, r,
                             r->a, err, errn) < 0)
    rc = -1;
  if (r->cache) orch_contracts_use_cache(&r->oc, r->cache, r->opts_key);
  r->oc.clean = contract_clean, r->oc.clean_ud = r;
  r->oc.reaches = contract_reaches, r->oc.reaches_ud = r;
  return rc;
}


/* the verdict of a unit whose file the front end could read before (its entry was valid) and not now */
static json_t *lost_front(const char *name, const char *file, const char *relation) {
  char why[4300];
  snprintf(why, sizeof why, "%s could not be read again by the front end", file);
  return unknown_verdict(name, why, relation);
}

/* The cache key of new-side unit j into key; 0 when it has none (no cache, or a side without a
 * fingerprint). */
static int key_of(run *r, int j, char key[EQ_HASH_HEX]) {
  unit_info *un = &r->s[1].u[j], *uo = &r->s[0].u[un->other];
  if (!r->cache || !uo->fp || !un->fp) return 0;
  /* the contracts of both files, clauses and statuses (ensure_contracts ran) */
  int p0, p1;
  unit_progs(r, j, &p0, &p1);
  const char *c0 = p0 >= 0 ? orch_contracts_digest(&r->oc, p0, r->a) : "",
             *c1 = p1 >= 0 ? orch_contracts_digest(&r->oc, p1, r->a) : "";
  const char *parts[] = {"equiv-diff-unit", orch_build_id(), r->files[un->file].L->name, r->opts_key, uo->name,
                         un->name, uo->fp, un->fp, c0, c1};
  orch_cache_key(parts, (int)(sizeof parts / sizeof parts[0]), key);
  return 1;
}

/* New-side unit j's verdict proved now, its trees' roots stripped; NULL when a file whose units
 * came from the front-end cache cannot be read now (*lost set: lost_front's verdict instead). */
static json_t *decide(run *r, int j) {
  unit_info *un = &r->s[1].u[j], *uo = &r->s[0].u[un->other];
  file_pair *fo = &r->files[uo->file], *fn = &r->files[un->file];
  /* a file whose units came from the front-end cache is read now that one of them is decided */
  if ((!fo->prog[0] && load_prog(r, uo->file, 0) < 0) || (!fn->prog[1] && load_prog(r, un->file, 1) < 0))
    return NULL;
  rel_side so = {fo->L, fo->prog[0], uo->name}, sn = {fn->L, fn->prog[1], un->name};
  rel_verdict out;
  arena *va = arena_new();
  rel_check_opts co = r->o->diff.check;
  if (r->oc.cs.n) co.sym.contracts = &r->oc.cs;
  rel_contracts_reset_used(&r->oc.cs);
  rel_check(&so, &sn, &co, &out, va);
  json_t *v = rel_verdict_json(&out, un->name);
  /* an equivalence (or the old version's unsafety where they differ) proved with a contract that
   * is not proved is conditional on it; a replayed difference is not */
  orch_contracts_annotate(&r->oc, v, out.kind == REL_EQUIVALENT || out.kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE, va);
  arena_free(va);
  strip_root(v, r->o->old_root);
  strip_root(v, r->o->new_root);
  return v;
}

/* The verdict of new-side unit j against its old side, from the cache or proved now (the cache
 * written when it is worth keeping); "cached" says which. */
static json_t *verdict_of(run *r, int j) {
  char key[EQ_HASH_HEX];
  int p0, p1;
  unit_progs(r, j, &p0, &p1);
  int checks = ensure_contracts(r, p0) + ensure_contracts(r, p1);
  int have_key = key_of(r, j, key);
  json_t *v = have_key ? orch_cache_get_json(r->cache, key) : NULL;
  int cached = v != NULL;
  if (!v && !(v = decide(r, j))) {
    unit_info *un = &r->s[1].u[j];
    v = lost_front(un->name, r->files[un->file].rel, r->o->diff.relation_path);
    have_key = 0;
  } else if (!cached && have_key) {
    orch_cache_keep(r->cache, key, v);
  }
  json_object_set_new(v, "cached", json_boolean(cached));
  json_object_set_new(v, "keyed", json_boolean(have_key));
  json_object_set_new(v, "contract_checks", json_integer(checks)); /* for the parent's count */
  return v;
}

/* Adds verdict v of new-side unit j (owned) to fns with the tree's members, and counts it. */
static void report_unit(run *r, int j, json_t *v, json_t *fns) {
  unit_info *un = &r->s[1].u[j], *uo = &r->s[0].u[un->other];
  file_pair *fo = &r->files[uo->file], *fn = &r->files[un->file];
  int cached = json_is_true(json_object_get(v, "cached"));
  r->from_cache += cached;
  r->stored += json_is_true(json_object_get(v, "stored"));
  r->not_cacheable += r->cache && !json_is_true(json_object_get(v, "keyed"));
  r->contract_checks += (int)json_integer_value(json_object_get(v, "contract_checks"));
  json_object_del(v, "contract_checks");
  json_object_del(v, "stored");
  json_object_del(v, "keyed");
  json_object_del(v, "cached");
  json_object_set_new(v, "name", json_string(un->name));
  json_object_set_new(v, "file", json_string(fn->rel));
  json_object_set_new(v, "loc", un->loc ? json_string(un->loc) : json_null());
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
  snprintf(buf, sizeof buf, "timeout=%u memory=%u unroll=%u recheck=%d proposer=%s relation=%s", c->timeout_ms,
           c->memory_mib ? c->memory_mib : REL_MEMORY_DEFAULT_MIB, c->sym.unroll ? c->sym.unroll : 16, c->recheck, c->proposer ? c->proposer : "-", rel_hash);
  return arena_strdup(r->a, buf);
}

/* Everything before the verdicts: the trees' files loaded, their units paired, the unchanged ones
 * found, the cache opened and the order fixed. Deterministic, so that every worker process that
 * makes it on its own agrees with the parent on what order[k] is. */
static int plan(run *r, diag_ctx *d, char *err, size_t errn) {
  const orch_repo_opts *o = r->o;
  r->nold_files = orch_tree_list(o->old_root, o->paths, o->npaths, &r->fold, r->a, err, errn);
  r->nnew_files = r->nold_files < 0 ? -1 : orch_tree_list(o->new_root, o->paths, o->npaths, &r->fnew, r->a, err, errn);
  if (r->nold_files < 0 || r->nnew_files < 0) return -1;
  int no = r->nold_files, nn = r->nnew_files;
  const char **fo = r->fold, **fn = r->fnew;
  r->d = d;
  if (o->cache_path) {
    r->cache = orch_cache_open(o->cache_path, err, errn);
    if (!r->cache) return -1;
    r->opts_key = options_key(r);
    char e2[600];
    for (int k = 0; k < 2; k++)
      if (orch_tree_shape(k ? o->new_root : o->old_root, r->shape[k], r->a, e2, sizeof e2) < 0) r->shape[k][0] = 0;
  }
  pair_files(r, fo, no, fn, nn);
  for (int f = 0; f < r->nfiles; f++) {
    int in_old = 0, in_new = 0;
    for (int i = 0; i < no && !in_old; i++) in_old = !strcmp(fo[i], r->files[f].rel);
    for (int j = 0; j < nn && !in_new; j++) in_new = !strcmp(fn[j], r->files[f].rel);
    if ((in_old && load_side(r, f, 0, o->old_root) < 0) || (in_new && load_side(r, f, 1, o->new_root) < 0))
      return -1;
  }
  /* pairs by file and name, then by body */
  for (int i = 0; i < r->s[0].n; i++) {
    int j = find_unit(&r->s[1], r->s[0].u[i].file, r->s[0].u[i].name);
    if (j >= 0) r->s[0].u[i].other = j, r->s[1].u[j].other = i;
  }
  match_renames(r);
  for (int j = 0; j < r->s[1].n; j++) {
    unit_info *un = &r->s[1].u[j];
    if (un->other < 0 || un->renamed) continue;
    const unit_info *uo = &r->s[0].u[un->other];
    if (uo->fp && un->fp && !strcmp(uo->fp, un->fp)) un->unchanged = 1, r->unchanged++;
  }
  r->order = arena_alloc(r->a, sizeof(int) * (size_t)(r->s[1].n + 1));
  for (int j = 0; j < r->s[1].n; j++) order_visit(r, j);
  return gather_contracts(r, err, errn);
}

static void unload_all(run *r) {
  orch_contracts_free(&r->oc);
  orch_cache_close(r->cache);
  r->cache = NULL;
  for (int f = 0; f < r->nfiles; f++)
    for (int k = 0; k < 2; k++)
      if (r->files[f].prog[k]) r->files[f].L->unload(r->files[f].prog[k]), r->files[f].prog[k] = NULL;
}

/* -j N (orch_jobs.h): a worker makes the plan itself and decides order[k] for its k */
static int worker_main(void *ud, int w, int nworkers, orch_job_out *out) {
  run *r = ud;
  diag_ctx *d = diag_new();
  char err[600];
  if (plan(r, d, err, sizeof err) < 0) return 1;
  for (int k = w; k < r->norder; k += nworkers) {
    json_t *v = verdict_of(r, r->order[k]);
    int rc = orch_job_send(out, k, v);
    json_decref(v);
    if (rc < 0) return 1;
  }
  unload_all(r);
  return 0;
}

static void got_verdict(void *ud, int k, json_t *v) {
  (void)k;
  note_progress(ud, v);
}

/* the verdict of a unit whose worker ended without sending it: unknown, a bug of Equiv's, said */
static json_t *lost_verdict(const char *name, int st, const char *relation) {
  char why[200];
  return unknown_verdict(name, orch_jobs_lost_reason(st, why, sizeof why), relation);
}

/* an unknown verdict with reason code internal: Equiv could not decide the unit, said why */
static json_t *unknown_verdict(const char *name, const char *why, const char *relation) {
  json_t *v = json_object();
  json_object_set_new(v, "name", json_string(name));
  json_object_set_new(v, "verdict", json_string("unknown"));
  json_object_set_new(v, "reason", json_string(why));
  json_object_set_new(v, "reason_code", json_string("internal"));
  json_object_set_new(v, "assumptions", json_array());
  json_object_set_new(v, "proof", json_null());
  json_object_set_new(v, "vacuous", json_null());
  json_object_set_new(v, "vacuity", json_null());
  json_object_set_new(v, "relation", json_string(relation ? relation : "identity"));
  json_object_set_new(v, "counterexample", json_null());
  json_object_set_new(v, "obligations", json_integer(0));
  json_object_set_new(v, "seconds", json_real(0));
  json_object_set_new(v, "cached", json_false());
  json_object_set_new(v, "keyed", json_false());
  json_object_set_new(v, "conditional", json_false());
  json_object_set_new(v, "assumes", json_array());
  json_object_set_new(v, "contracts_used", json_array());
  return v;
}

/* --slurm with a compile_commands.json: each file's front-end options as the run has them (its
 * tree's place written "<tree>", other relative paths made absolute), for the tasks, which read
 * them for their copies (cli_tree.c, --slurm-flags). NULL when no file has options of its own. */
static char *slurm_flags(run *r) {
  if (!r->o->load_for) return NULL;
  json_t *trees = json_array();
  int any = 0;
  for (int k = 0; k < 2; k++) {
    const char *root = k ? r->o->new_root : r->o->old_root;
    size_t rl = strlen(root);
    json_t *files = json_object();
    for (int f = 0; f < r->nfiles; f++) {
      if (r->files[f].cprog[k] < 0) continue;
      const rel_load_opts *lo = r->o->load_for(r->o->load_ud, root, r->files[f].rel);
      if (!lo) continue;
      any = 1;
      json_t *e = json_object();
      const char *const *lists[3] = {lo->include, lo->define, lo->extra};
      int counts[3] = {lo->ninclude, lo->ndefine, lo->nextra};
      static const char *const names[3] = {"include", "define", "extra"};
      for (int l = 0; l < 3; l++) {
        json_t *arr = json_array();
        for (int i = 0; i < counts[l]; i++) {
          const char *t = lists[l][i];
          char buf[4300], abs[4096];
          if (l == 0 && !strncmp(t, root, rl) && (t[rl] == '/' || !t[rl])) snprintf(buf, sizeof buf, "<tree>%s", t + rl), t = buf;
          else if (l == 0 && t[0] != '/' && realpath(t, abs)) t = abs;
          json_array_append_new(arr, json_string(t));
        }
        json_object_set_new(e, names[l], arr);
      }
      json_object_set_new(files, r->files[f].rel, e);
    }
    json_array_append_new(trees, files);
  }
  json_t *doc = json_pack("{s:s, s:o}", "format", "equiv-slurm-flags", "trees", trees);
  char *text = any ? json_dumps(doc, JSON_COMPACT | JSON_SORT_KEYS) : NULL;
  json_decref(doc);
  return text;
}

/* --slurm: the verdicts in the cache taken from it, the others proved by one job array over copies
 * of both trees in the shared directory (orch_slurm.h); each result, its paths written back to the
 * trees' own, stored when worth keeping, as a verdict proved here would be. res[k]: order[k]'s. */
static int slurm_verdicts(run *r, json_t **res, char *err, size_t errn) {
  const orch_repo_opts *o = r->o;
  const rel_check_opts *c = &o->diff.check;
  size_t n1 = (size_t)r->norder + 1;
  char (*keys)[EQ_HASH_HEX] = calloc(n1, sizeof *keys);
  int *keyed = calloc(n1, sizeof(int)), *items = calloc(n1, sizeof(int));
  const char **names = calloc(n1, sizeof(char *));
  json_t **sres = calloc(n1, sizeof(json_t *));
  char **why = calloc(n1, sizeof(char *));
  int m = 0, rc = -1;
  if (!keys || !keyed || !items || !names || !sres || !why) {
    snprintf(err, errn, "out of memory");
    goto out;
  }
  for (int k = 0; k < r->norder; k++) {
    int j = r->order[k], p0, p1;
    /* the contracts are checked here (or come from the cache): the keys need their statuses */
    unit_progs(r, j, &p0, &p1);
    ensure_contracts(r, p0), ensure_contracts(r, p1);
    keyed[k] = key_of(r, j, keys[k]);
    json_t *v = keyed[k] ? orch_cache_get_json(r->cache, keys[k]) : NULL;
    if (v) {
      json_object_set_new(v, "cached", json_true());
      json_object_set_new(v, "keyed", json_true());
      json_object_set_new(v, "contract_checks", json_integer(0));
      note_progress(r, res[k] = v);
    } else {
      items[m] = k, names[m++] = r->s[1].u[j].name;
    }
  }
  rc = 0;
  if (m == 0) goto out;
  char snap[2][4400], timeout[64], memory[32], unroll[32], records[32], relation[4096], contracts[4096], flags[4400];
  for (int t = 0; t < 2; t++)
    if (orch_slurm_snapshot(o->slurm, t ? o->new_root : o->old_root, snap[t], sizeof snap[t], r->a, err, errn) < 0) {
      rc = -1;
      goto out;
    }
  /* the task's command: the same diff of the copies, with every option a verdict depends on
   * (paths made absolute: the task runs in the shared directory) */
  const rel_load_opts *L = &o->diff.load;
  int na = 0, cap = 28 + 2 * (L->ninclude + L->ndefine + o->npaths) + L->nextra;
  const char **args = arena_alloc(r->a, sizeof(char *) * (size_t)cap);
  args[na++] = "diff", args[na++] = snap[0], args[na++] = snap[1];
  /* --git PATH...: the same files of the revisions' copies */
  for (int i = 0; i < o->npaths; i++) args[na++] = "--slurm-path", args[na++] = o->paths[i];
  snprintf(timeout, sizeof timeout, "%.3f", (c->timeout_ms ? c->timeout_ms : 30000) / 1000.0);
  args[na++] = "--timeout", args[na++] = timeout;
  if (c->memory_mib) snprintf(memory, sizeof memory, "%u", c->memory_mib), args[na++] = "--memory", args[na++] = memory;
  snprintf(unroll, sizeof unroll, "%u", c->sym.unroll ? c->sym.unroll : 16);
  args[na++] = "--unroll", args[na++] = unroll;
  if (L->records) snprintf(records, sizeof records, "%d", L->records), args[na++] = "--records", args[na++] = records;
  if (c->recheck) args[na++] = "--recheck";
  if (c->proposer) args[na++] = "--proposer", args[na++] = c->proposer;
  if (o->diff.relation_path)
    args[na++] = "--relation", args[na++] = realpath(o->diff.relation_path, relation) ? relation : o->diff.relation_path;
  /* each tree's own .equiv/contracts.json travels in its copy (orch_slurm_snapshot) */
  if (o->diff.contracts_path)
    args[na++] = "--contracts",
    args[na++] = realpath(o->diff.contracts_path, contracts) ? contracts : o->diff.contracts_path;
  for (int i = 0; i < L->ninclude; i++) {
    char abs[4096];
    args[na++] = "-I", args[na++] = realpath(L->include[i], abs) ? arena_strdup(r->a, abs) : L->include[i];
  }
  for (int i = 0; i < L->ndefine; i++) args[na++] = "-D", args[na++] = L->define[i];
  /* a compile_commands.json's per-file options travel with the job (its entries name the trees'
   * own paths, which the copies do not have) */
  char *ftext = slurm_flags(r);
  if (ftext) {
    int frc = orch_slurm_put(o->slurm, "flags", ftext, flags, sizeof flags, err, errn);
    free(ftext);
    if (frc < 0) {
      rc = -1;
      goto out;
    }
    args[na++] = "--slurm-flags", args[na++] = flags;
  }
  if (L->nextra) args[na++] = "--";
  for (int i = 0; i < L->nextra; i++) args[na++] = L->extra[i];
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
      orch_slurm_unsnap(v, snap[0], o->old_root);
      orch_slurm_unsnap(v, snap[1], o->new_root);
      json_object_del(v, "stored");
      /* the task's own count of contract checks is this run's, not the verdict's */
      json_t *cc = json_incref(json_object_get(v, "contract_checks"));
      json_object_del(v, "contract_checks");
      if (keyed[k]) orch_cache_keep(r->cache, keys[k], v);
      if (cc) json_object_set_new(v, "contract_checks", cc);
      json_object_set_new(v, "cached", json_false());
      json_object_set_new(v, "keyed", json_boolean(keyed[k]));
    } else {
      v = unknown_verdict(names[i], why[i] ? why[i] : "the Slurm array task ended without a result",
                          o->diff.relation_path);
    }
    note_progress(r, res[k] = v);
  }
out:
  for (int i = 0; i < m && why; i++) free(why[i]), json_decref(sres ? sres[i] : NULL);
  free(keys), free(keyed), free(items), free(names), free(sres), free(why);
  return rc;
}

/* --slurm-task: this array task's unit proved and its verdict written next to the job file */
static int slurm_task(run *r, diag_ctx *d, char *err, size_t errn) {
  int index, k;
  char name[4096];
  if (orch_slurm_task_item(r->o->slurm_task, &index, &k, name, sizeof name, err, errn) < 0) return -1;
  if (plan(r, d, err, errn) < 0) return -1;
  if (k < 0 || k >= r->norder || strcmp(r->s[1].u[r->order[k]].name, name)) {
    /* the plan is deterministic over the same trees and options: a mismatch is a bug, and the run
     * must hear of it rather than get another unit's verdict */
    snprintf(err, errn, "--slurm-task: unit %d of this plan is not %s", k, name);
    return -1;
  }
  json_t *v = verdict_of(r, r->order[k]);
  int rc = orch_slurm_task_result(r->o->slurm_task, index, v);
  json_decref(v);
  if (rc < 0) snprintf(err, errn, "--slurm-task: cannot write the result: %s", strerror(errno));
  return rc;
}

int orch_repo_run(const orch_repo_opts *o, json_t **report, int *failed, diag_ctx *d, char *err, size_t errn) {
  run R = {.o = o, .a = arena_new()};
  run *r = &R;
  int rc = -1, nworkers = o->jobs > 1 ? o->jobs : 0;
  *report = NULL, *failed = 0;
  err[0] = 0;
  orch_jobs *jobs = NULL;
  int *wst = nworkers ? calloc((size_t)nworkers, sizeof(int)) : NULL;
  if (o->slurm_task) {
    rc = slurm_task(r, d, err, errn);
    goto done;
  }
  if (nworkers && (!wst || !(jobs = orch_jobs_start(nworkers, worker_main, r)))) {
    snprintf(err, errn, "-j %d: cannot start the worker processes: %s", nworkers, strerror(errno));
    goto done;
  }
  if (plan(r, d, err, errn) < 0) {
    orch_jobs_kill(jobs);
    goto done;
  }
  int no = r->nold_files, nn = r->nnew_files, unchanged = r->unchanged;
  int parent_checks0 = r->oc.nchecked;
  json_t *fns = json_array();
  if (o->slurm) {
    json_t **res = calloc((size_t)r->norder + 1, sizeof(json_t *));
    r->prog.total = r->norder;
    if (o->progress) o->progress(o->progress_ud, &r->prog);
    if (!res || slurm_verdicts(r, res, err, errn) < 0) {
      for (int k = 0; res && k < r->norder; k++) json_decref(res[k]);
      free(res);
      json_decref(fns);
      goto done;
    }
    for (int k = 0; k < r->norder; k++) report_unit(r, r->order[k], res[k], fns);
    free(res);
  } else if (nworkers) {
    json_t **res = calloc((size_t)r->norder + 1, sizeof(json_t *));
    int *owner_st = wst;
    r->prog.total = r->norder;
    if (o->progress) o->progress(o->progress_ud, &r->prog);
    orch_jobs_gather(jobs, res, r->norder, got_verdict, r, owner_st);
    for (int k = 0; k < r->norder; k++) {
      json_t *v = res[k] ? res[k] : lost_verdict(r->s[1].u[r->order[k]].name, owner_st[k % nworkers], o->diff.relation_path);
      report_unit(r, r->order[k], v, fns);
    }
    free(res);
  } else {
    r->prog.total = r->norder;
    if (o->progress) o->progress(o->progress_ud, &r->prog);
    for (int k = 0; k < r->norder; k++) {
      json_t *v = verdict_of(r, r->order[k]);
      note_progress(r, v);
      report_unit(r, r->order[k], v, fns);
    }
  }

  /* the contracts of every file a decided unit is in, for the report: in this process already
   * (-j 1), else from the cache the workers filled, else checked here */
  for (int p = 0; p < r->oc.nprogs; p++)
    if (r->relevant[p]) ensure_contracts(r, p);
  /* the checks this process made, and those the workers or Slurm tasks made (their verdicts say;
   * with -j 1 the verdicts' are this process's own) */
  int contract_checks = (r->oc.nchecked - parent_checks0) + (nworkers || o->slurm ? r->contract_checks : 0);

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
  json_object_set_new(root, "contracts", orch_contracts_json(&r->oc, r->relevant));
  json_object_set_new(tree, "files_old", json_integer(no));
  json_object_set_new(tree, "files_new", json_integer(nn));
  json_object_set_new(tree, "units_old", json_integer(r->s[0].n));
  json_object_set_new(tree, "units_new", json_integer(r->s[1].n));
  json_object_set_new(tree, "unchanged", json_integer(unchanged));
  json_object_set_new(tree, "checked", json_integer(r->norder));
  json_object_set_new(tree, "cache", orch_cache_shown_json(o->cache_path));
  json_object_set_new(tree, "from_cache", json_integer(r->from_cache));
  json_object_set_new(tree, "proved_now", json_integer(r->norder - r->from_cache));
  json_object_set_new(tree, "stored", json_integer(r->stored));
  json_object_set_new(tree, "not_cacheable", json_integer(r->not_cacheable));
  json_object_set_new(tree, "jobs", json_integer(nworkers ? nworkers : 1));
  json_object_set_new(tree, "files_read", json_integer(r->front_read));
  json_object_set_new(tree, "files_from_cache", json_integer(r->front_cached));
  json_object_set_new(tree, "contracts_checked", json_integer(contract_checks));
  json_object_set_new(tree, "contracts_from_cache", json_integer(r->oc.nfrom_cache));
  json_object_set_new(root, "tree", tree);
  *report = root;
  *failed = r->failed;
  rc = 0;
done:
  unload_all(r);
  arena_free(r->a);
  free(wst);
  return rc;
}
