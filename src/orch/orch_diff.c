/* orch_diff.c — the diff driver: load both versions with their language's front end, pair the units
 * by name (the rest are added or removed), decide each pair with rel_check, emit runnable tests
 * through the language's hook, and build the verdict JSON. */
#include "orch/orch_diff.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "orch/orch_contracts.h"
#include "orch/orch_lang.h"

static int has_name(const char **v, int n, const char *name) {
  for (int i = 0; i < n; i++)
    if (!strcmp(v[i], name)) return 1;
  return 0;
}

static json_t *str_array(const char *const *v, int n) {
  json_t *a = json_array();
  for (int i = 0; i < n; i++) json_array_append_new(a, json_string(v[i]));
  return a;
}

/* --emit-tests: the language's runnable test of a behaviour_changed verdict (every unit name of
 * both files is passed, so that the test can rename them apart). */
static void emit(const orch_diff_opts *o, const rel_lang *L, void *po, void *pn, const char *name, const char **uo, int no,
                 const char **un, int nn, const rel_verdict *v, arena *a) {
  if (L->emit_test_prog) {
    if (L->emit_test_prog(o->emit_dir, po, pn, name, v) < 0)
      fprintf(stderr, "equiv: error: [io] cannot write a test under %s: %s\n", o->emit_dir, strerror(errno));
    return;
  }
  if (!L->emit_test) return;
  const char **all = arena_alloc(a, sizeof(char *) * (size_t)(no + nn + 1));
  int na = 0;
  for (int k = 0; k < no; k++) all[na++] = uo[k];
  for (int k = 0; k < nn; k++)
    if (!has_name(uo, no, un[k])) all[na++] = un[k];
  if (L->emit_test(o->emit_dir, o->old_path, o->new_path, name, all, na, v) < 0)
    fprintf(stderr, "equiv: error: [io] cannot write a test under %s: %s\n", o->emit_dir, strerror(errno));
}

/* --proposer's contract requests (docs/contracts.md): program p is the old (0) or new (1) file */
typedef struct propose_ctx {
  const rel_lang *L;
  void *progs[2];
  const char *files[2];
  arena *a;
} propose_ctx;

static const char *propose_src(void *ud, int p) { return ((propose_ctx *)ud)->files[p]; }

/* whether a unit of program p other than fn calls fn */
static int propose_called(void *ud, int p, const char *fn) {
  propose_ctx *c = ud;
  const char **us;
  int n = c->L->units(c->progs[p], &us, c->a);
  for (int i = 0; i < n; i++) {
    const char **cs;
    int nc = strcmp(us[i], fn) && c->L->callees ? c->L->callees(c->progs[p], us[i], &cs, c->a) : 0;
    for (int k = 0; k < nc; k++)
      if (!strcmp(cs[k], fn)) return 1;
  }
  return 0;
}

int orch_diff_run(const orch_diff_opts *o, orch_diff_report *r, orch_diff_progress progress, void *ud, diag_ctx *d,
                  arena *a, char *err, size_t errn) {
  memset(r, 0, sizeof *r);
  const rel_lang *L = orch_lang_for_path(o->old_path);
  if (!L || L != orch_lang_for_path(o->new_path)) {
    snprintf(err, errn, "no language for '%s' and '%s' (C files end in .c, COBOL files in .cbl or .cob)", o->old_path,
             o->new_path);
    return -1;
  }
  r->L = L;
  void *po = L->load(o->old_path, &o->load, d), *pn = po ? L->load(o->new_path, &o->load, d) : NULL;
  if (!po || !pn) {
    if (po) L->unload(po);
    err[0] = 0;
    return -1;
  }
  const char **uo, **un;
  int no = L->units(po, &uo, a), nn = L->units(pn, &un, a);
  r->nold = no, r->nnew = nn;
  const char **names = arena_alloc(a, sizeof(char *) * (size_t)(no + 1));
  r->removed = arena_alloc(a, sizeof(char *) * (size_t)(no + 1));
  r->added = arena_alloc(a, sizeof(char *) * (size_t)(nn + 1));
  int n = 0;
  for (int i = 0; i < no; i++) {
    if (!has_name(un, nn, uo[i])) r->removed[r->nremoved++] = uo[i];
    else if (!o->only || !strcmp(o->only, uo[i])) names[n++] = uo[i];
  }
  for (int j = 0; j < nn; j++)
    if (!has_name(uo, no, un[j])) r->added[r->nadded++] = un[j];
  if (o->only && n == 0) {
    const char *where = has_name(uo, no, o->only)   ? "is defined only in the old version"
                        : has_name(un, nn, o->only) ? "is defined only in the new version"
                                                    : "is defined in neither version";
    snprintf(err, errn, "function '%s' %s", o->only, where);
    L->unload(po);
    L->unload(pn);
    r->L = NULL;
    return -1;
  }
  /* the contracts of both versions (annotations, --contracts), each checked against its own
   * version's body before a verdict uses it */
  orch_contracts oc = {0};
  const rel_lang *langs[2] = {L, L};
  void *progs[2] = {po, pn};
  const char *files[2] = {o->old_path, o->new_path};
  propose_ctx pc = {L, {po, pn}, {o->old_path, o->new_path}, a};
  if (orch_contracts_gather(&oc, o->contracts_path, langs, progs, files, 2, a, err, errn) < 0 ||
      (o->check.proposer &&
       orch_contracts_propose(&oc, o->check.proposer, NULL, propose_src, propose_called, NULL, &pc, a, err, errn) < 0)) {
    orch_contracts_free(&oc);
    L->unload(po);
    L->unload(pn);
    r->L = NULL;
    return -1;
  }
  if (oc.cs.n) {
    int *uf = arena_alloc(a, sizeof(int) * (size_t)(no + nn + 1));
    const char **unm = arena_alloc(a, sizeof(char *) * (size_t)(no + nn + 1));
    for (int i = 0; i < no; i++) uf[i] = 0, unm[i] = uo[i];
    for (int j = 0; j < nn; j++) uf[no + j] = 1, unm[no + j] = un[j];
    orch_contracts_check(&oc, uf, unm, no + nn, &o->check, a);
  }
  r->contracts = orch_contracts_json(&oc, NULL);
  rel_check_opts co = o->check;
  if (oc.cs.n) co.sym.contracts = &oc.cs;
  r->units = arena_alloc(a, sizeof(orch_diff_unit) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    orch_diff_unit *u = &r->units[r->nunits++];
    u->name = names[i];
    rel_contracts_reset_used(&oc.cs);
    rel_check_unit(L, po, pn, names[i], &co, &u->v, a);
    /* an equivalence (or the old version's unsafety on every input where they differ) proved with
     * a contract that is not proved is conditional on it; a replayed difference is not */
    u->contracts = json_object();
    json_object_set_new(u->contracts, "assumptions", json_array());
    orch_contracts_annotate(&oc, u->contracts, u->v.kind == REL_EQUIVALENT || u->v.kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE, a);
    r->counts[u->v.kind]++;
    r->failed |= (o->fail_on >> u->v.kind) & 1;
    if (o->emit_dir && u->v.kind == REL_BEHAVIOUR_CHANGED) emit(o, L, po, pn, names[i], uo, no, un, nn, &u->v, a);
    if (progress) progress(u, ud);
  }
  orch_contracts_free(&oc);
  /* the verdicts name the programs' own strings (units, parameters): kept until orch_diff_free */
  r->old_prog = po, r->new_prog = pn;
  return 0;
}

void orch_diff_free(orch_diff_report *r) {
  if (r->L && r->old_prog) r->L->unload(r->old_prog);
  if (r->L && r->new_prog) r->L->unload(r->new_prog);
  r->old_prog = r->new_prog = NULL;
  for (int i = 0; i < r->nunits; i++) json_decref(r->units[i].contracts), r->units[i].contracts = NULL;
  json_decref(r->contracts);
  r->contracts = NULL;
}

json_t *orch_diff_options_json(const orch_diff_opts *o) {
  const rel_check_opts *c = &o->check;
  json_t *opt = json_object();
  json_object_set_new(opt, "function", o->only ? json_string(o->only) : json_null());
  json_object_set_new(opt, "timeout", json_real((c->timeout_ms ? c->timeout_ms : 30000) / 1000.0));
  json_object_set_new(opt, "memory", json_integer(c->memory_mib ? c->memory_mib : REL_MEMORY_DEFAULT_MIB));
  json_object_set_new(opt, "unroll", json_integer(c->sym.unroll ? c->sym.unroll : 16));
  if (o->load.array_bound) json_object_set_new(opt, "array_bound", json_integer(o->load.array_bound));
  json_object_set_new(opt, "recheck", json_boolean(c->recheck));
  json_object_set_new(opt, "evidence", c->evidence_dir ? json_string(c->evidence_dir) : json_null());
  json_object_set_new(opt, "proposer", c->proposer ? json_string(c->proposer) : json_null());
  json_object_set_new(opt, "relation", o->relation_path ? json_string(o->relation_path) : json_null());
  json_object_set_new(opt, "contracts", o->contracts_path ? json_string(o->contracts_path) : json_null());
  json_t *fo = json_array();
  for (int k = REL_EQUIVALENT; k <= REL_UNKNOWN; k++)
    if ((o->fail_on >> k) & 1) json_array_append_new(fo, json_string(rel_verdict_name((rel_verdict_kind)k)));
  json_object_set_new(opt, "fail_on", fo);
  json_object_set_new(opt, "include", str_array(o->load.include, o->load.ninclude));
  json_object_set_new(opt, "define", str_array(o->load.define, o->load.ndefine));
  json_object_set_new(opt, "front_end_args", str_array(o->load.extra, o->load.nextra));
  return opt;
}

json_t *orch_diff_json(const orch_diff_opts *o, const orch_diff_report *r) {
  /* docs/verdict-json.md: extended, never renamed */
  json_t *root = json_object(), *in = json_object(), *opt = orch_diff_options_json(o), *sum = json_object(),
         *fns = json_array();
  json_object_set_new(root, "format", json_string("equiv-diff"));
  json_object_set_new(root, "format_version", json_integer(1));
  json_object_set_new(root, "equiv_version", json_string(EQUIV_VERSION));
  json_object_set_new(root, "language", json_string(r->L ? r->L->name : "?"));
  json_object_set_new(in, "old", json_string(o->old_path));
  json_object_set_new(in, "new", json_string(o->new_path));
  json_object_set_new(in, "options", opt);
  json_object_set_new(root, "inputs", in);
  for (int i = 0; i < r->nunits; i++) {
    json_t *f = rel_verdict_json(&r->units[i].v, r->units[i].name);
    const json_t *c = r->units[i].contracts;
    if (c) {
      json_object_set(f, "conditional", json_object_get(c, "conditional"));
      json_object_set(f, "assumes", json_object_get(c, "assumes"));
      json_object_set(f, "contracts_used", json_object_get(c, "contracts_used"));
      json_t *as = json_object_get(f, "assumptions"), *x;
      size_t k;
      if (json_is_array(as)) json_array_foreach(json_object_get(c, "assumptions"), k, x) json_array_append(as, x);
    }
    json_array_append_new(fns, f);
  }
  json_object_set_new(root, "functions", fns);
  json_object_set_new(root, "added", str_array(r->added, r->nadded));
  json_object_set_new(root, "removed", str_array(r->removed, r->nremoved));
  for (int k = REL_EQUIVALENT; k <= REL_UNKNOWN; k++)
    json_object_set_new(sum, rel_verdict_name((rel_verdict_kind)k), json_integer(r->counts[k]));
  json_object_set_new(root, "summary", sum);
  json_object_set(root, "contracts", r->contracts ? r->contracts : json_array());
  return root;
}
