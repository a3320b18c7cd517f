/* orch_contracts.c — the contracts of a tree: gathered, checked, reported (orch_contracts.h). */
#include "orch/orch_contracts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/fsutil.h"
#include "core/json_check.h"
#include "core/proc.h"

static const rel_decl *find_decl(const orch_cprog *pr, const char *fn) {
  for (int i = 0; i < pr->ndecls; i++)
    if (!strcmp(pr->decls[i].unit, fn)) return &pr->decls[i];
  return NULL;
}

static int add(orch_contracts *oc, const rel_contract *c, int p, char *err, size_t errn) {
  for (int i = 0; i < oc->cs.n; i++)
    if (oc->file[i] == p && !strcmp(oc->cs.c[i].fn, c->fn)) {
      snprintf(err, errn, "%s: a second contract of '%s' in %s (the first at %s)", c->where, c->fn, oc->progs[p].file,
               oc->cs.c[i].where);
      return -1;
    }
  rel_contracts_add(&oc->cs, c);
  if (oc->capfile < oc->cs.cap) {
    size_t cap = (size_t)oc->cs.cap;
    int *x = realloc(oc->file, sizeof(int) * cap);
    json_t **r = realloc(oc->result, sizeof(json_t *) * cap);
    unsigned char *ca = realloc(oc->cached, cap), *k = realloc(oc->keyed, cap);
    if (!x || !r || !ca || !k) abort();
    oc->file = x, oc->result = r, oc->cached = ca, oc->keyed = k, oc->capfile = oc->cs.cap;
  }
  int i = oc->cs.n - 1;
  oc->file[i] = p, oc->result[i] = NULL, oc->cached[i] = 0;
  oc->keyed[i] = c->key && strcmp(c->key, "extern") && strncmp(c->key, "unshared-", 9);
  return 0;
}

int orch_contracts_add_prog(orch_contracts *oc, const rel_lang *L, const char *file, const char *version,
                            rel_decl *decls, int ndecls, void *prog, arena *a) {
  if (oc->nprogs == oc->capprogs) {
    int cap = oc->capprogs ? 2 * oc->capprogs : 16;
    orch_cprog *x = realloc(oc->progs, sizeof(orch_cprog) * (size_t)cap);
    if (!x) abort();
    oc->progs = x, oc->capprogs = cap;
  }
  orch_cprog *pr = &oc->progs[oc->nprogs];
  memset(pr, 0, sizeof *pr);
  pr->L = L, pr->file = file, pr->version = version, pr->prog = prog;
  if (decls) pr->decls = decls, pr->ndecls = ndecls;
  else if (prog && L->decls) pr->ndecls = L->decls(prog, &pr->decls, a);
  return oc->nprogs++;
}

void orch_contracts_bind(orch_contracts *oc, int p, void *prog) {
  oc->progs[p].prog = prog;
  for (int i = 0; i < oc->cs.n; i++)
    if (oc->file[i] == p) oc->cs.c[i].prog = prog;
}

/* What identifies the code a contract's calls stand for (rel_contract.key): calls with equal keys
 * share their results across the two versions of a diff. A function defined here: its fingerprint
 * (its body and everything it reaches); without one (it reaches code outside the file, or its IR is
 * too deep to print), a key of this program alone, so that two versions never share results of
 * code not known to be the same. A function defined elsewhere: its name ("extern"), the same
 * outside function for both versions. */
static const char *code_key(orch_contracts *oc, int p, const rel_decl *d, orch_contracts_fp fp, void *ud, arena *a) {
  if (!d->has_body) return "extern";
  const orch_cprog *pr = &oc->progs[p];
  const char *k = fp ? fp(ud, p, d, a)
                  : pr->prog && pr->L->fingerprint ? pr->L->fingerprint(pr->prog, d->unit, a) : NULL;
  return k ? k : arena_printf(a, "unshared-%d", p);
}

/* line:col of byte off of an annotation text that begins at line:col */
static void text_pos(const char *t, size_t off, int line, int col, int *ol, int *oc) {
  for (size_t i = 0; i < off && t[i]; i++) {
    if (t[i] == '\n') line++, col = 1;
    else col++;
  }
  *ol = line, *oc = col;
}

static int names_ok(const rel_contract *c, const rel_decl *d, char *why, size_t whyn) {
  if (c->req && rel_cexpr_check_names(c->req, d->params, d->nparams, why, whyn) < 0) return -1;
  if (c->ens && rel_cexpr_check_names(c->ens, d->params, d->nparams, why, whyn) < 0) return -1;
  return 0;
}

static int sidecar(orch_contracts *oc, const char *path, int first, int nprogs, orch_contracts_fp fp, void *ud, arena *a,
                   char *err, size_t errn) {
  char why0[600];
  json_t *root = jc_load_file(path, why0, sizeof why0); /* duplicate members refused, one line */
  if (!root) {
    snprintf(err, errn, "%s (not a contracts file)", why0);
    return -1;
  }
  int rc = -1;
  json_t *list = json_object_get(root, "contracts");
  const char *k;
  json_t *x;
  json_object_foreach(root, k, x) if (strcmp(k, "contracts") && strcmp(k, "$schema")) {
    snprintf(err, errn, "%s: unknown member '%s' (a contracts file has \"contracts\": [...])", path, k);
    goto out;
  }
  if (!json_is_array(list)) {
    snprintf(err, errn, "%s: \"contracts\" must be an array of contracts", path);
    goto out;
  }
  size_t i;
  json_t *e;
  json_array_foreach(list, i, e) {
    if (!json_is_object(e)) {
      snprintf(err, errn, "%s: contracts[%zu]: an object is expected", path, i);
      goto out;
    }
    json_object_foreach(e, k, x) if (strcmp(k, "function") && strcmp(k, "requires") && strcmp(k, "ensures") && strcmp(k, "file")) {
      snprintf(err, errn, "%s: contracts[%zu]: unknown member '%s' (function, file, requires, ensures)", path, i, k);
      goto out;
    }
    const char *fn = json_string_value(json_object_get(e, "function"));
    const char *file = json_string_value(json_object_get(e, "file"));
    json_t *jr = json_object_get(e, "requires"), *jn = json_object_get(e, "ensures");
    if (!fn || !*fn) {
      snprintf(err, errn, "%s: contracts[%zu]: \"function\" (a string) is missing", path, i);
      goto out;
    }
    if ((jr && !json_is_string(jr)) || (jn && !json_is_string(jn)) || (!jr && !jn) ||
        (json_object_get(e, "file") && !file)) {
      snprintf(err, errn, "%s: contracts[%zu]: \"requires\" and \"ensures\" are strings, at least one given; \"file\" a string",
               path, i);
      goto out;
    }
    rel_contract c = {0};
    c.fn = arena_strdup(a, fn);
    c.origin = "file";
    c.where = arena_printf(a, "%s: contracts[%zu]", path, i);
    char why[300];
    size_t at = 0;
    if (jr) {
      c.requires = arena_strdup(a, json_string_value(jr));
      if (rel_cexpr_parse(c.requires, 0, &c.req, a, why, sizeof why, &at) < 0) {
        snprintf(err, errn, "%s: contracts[%zu].requires: at character %zu: %s", path, i, at + 1, why);
        goto out;
      }
    }
    if (jn) {
      c.ensures = arena_strdup(a, json_string_value(jn));
      if (rel_cexpr_parse(c.ensures, 1, &c.ens, a, why, sizeof why, &at) < 0) {
        snprintf(err, errn, "%s: contracts[%zu].ensures: at character %zu: %s", path, i, at + 1, why);
        goto out;
      }
    }
    int matched = 0;
    for (int p = first; p < first + nprogs; p++) {
      const orch_cprog *pr = &oc->progs[p];
      if (file && strcmp(file, pr->file)) continue;
      const rel_decl *d = find_decl(pr, fn);
      if (!d) continue;
      if (names_ok(&c, d, why, sizeof why) < 0) {
        snprintf(err, errn, "%s: contracts[%zu]: %s ('%s' in %s)", path, i, why, fn, pr->file);
        goto out;
      }
      rel_contract cf = c;
      cf.prog = pr->prog;
      cf.key = code_key(oc, p, d, fp, ud, a);
      if (add(oc, &cf, p, err, errn) < 0) goto out;
      matched++;
    }
    if (!matched) {
      snprintf(err, errn, "%s: contracts[%zu]: no function '%s' is declared in %s", path, i, fn, file ? file : "the tree");
      goto out;
    }
  }
  rc = 0;
out:
  /* the file's own strings (member names, function names) may hold line feeds */
  if (rc < 0) jc_one_line(err, errn);
  json_decref(root);
  return rc;
}

int orch_contracts_gather_progs(orch_contracts *oc, const char *path, int first, int n, orch_contracts_fp fp, void *ud,
                                arena *a, char *err, size_t errn) {
  for (int p = first; p < first + n; p++) {
    const orch_cprog *pr = &oc->progs[p];
    for (int i = 0; i < pr->ndecls; i++) {
      const rel_decl *d = &pr->decls[i];
      if (!d->annot) continue;
      rel_contract c = {0};
      c.fn = d->unit;
      c.origin = "annotation";
      c.where = arena_printf(a, "%s:%d:%d", pr->file, d->annot_line, d->annot_col);
      c.prog = pr->prog;
      char why[300];
      size_t at = 0;
      if (rel_contract_parse_acsl(d->annot, &c, a, why, sizeof why, &at) < 0) {
        int l, col;
        text_pos(d->annot, at, d->annot_line, d->annot_col, &l, &col);
        snprintf(err, errn, "%s:%d:%d: contract of '%s': %s", pr->file, l, col, d->unit, why);
        return -1;
      }
      if (names_ok(&c, d, why, sizeof why) < 0) {
        snprintf(err, errn, "%s: contract of '%s': %s", c.where, d->unit, why);
        return -1;
      }
      c.key = code_key(oc, p, d, fp, ud, a);
      if (add(oc, &c, p, err, errn) < 0) return -1;
    }
  }
  if (path) {
    if (!oc->source) oc->source = arena_strdup(a, path);
    if (sidecar(oc, path, first, n, fp, ud, a, err, errn) < 0) return -1;
  }
  return 0;
}

int orch_contracts_gather(orch_contracts *oc, const char *path, const rel_lang *const *langs, void *const *progs,
                          const char *const *files, int nfiles, arena *a, char *err, size_t errn) {
  int first = oc->nprogs;
  for (int f = 0; f < nfiles; f++) orch_contracts_add_prog(oc, langs[f], files[f], NULL, NULL, 0, progs[f], a);
  return orch_contracts_gather_progs(oc, path, first, nfiles, NULL, NULL, a, err, errn);
}

int orch_contracts_propose(orch_contracts *oc, const char *cmd, const unsigned char *want,
                           const char *(*src_of)(void *ud, int p), int (*is_called)(void *ud, int p, const char *fn),
                           orch_contracts_fp fp, void *ud, arena *a, char *err, size_t errn) {
  char dir[] = "/tmp/equiv-propose-XXXXXX";
  if (!mkdtemp(dir)) {
    snprintf(err, errn, "--proposer: cannot make a temporary directory");
    return -1;
  }
  char in[64], out[64];
  snprintf(in, sizeof in, "%s/in.json", dir);
  snprintf(out, sizeof out, "%s/out.txt", dir);
  int added = 0, rc = 0;
  for (int p = 0; p < oc->nprogs && rc == 0; p++) {
    if (want && !want[p]) continue;
    const orch_cprog *pr = &oc->progs[p];
    size_t len = 0;
    const char *path = src_of ? src_of(ud, p) : NULL;
    char *src = path ? fs_read_file(path, &len) : NULL;
    for (int i = 0; i < pr->ndecls; i++) {
      const rel_decl *d = &pr->decls[i];
      if (!d->has_body || !is_called(ud, p, d->unit)) continue;
      int stated = 0;
      for (int k = 0; k < oc->cs.n; k++) stated |= oc->file[k] == p && !strcmp(oc->cs.c[k].fn, d->unit);
      if (stated) continue;
      json_t *req = json_object(), *ps = json_array();
      json_object_set_new(req, "request", json_string("contract"));
      json_object_set_new(req, "function", json_string(d->unit));
      json_object_set_new(req, "file", json_string(pr->file));
      if (pr->version) json_object_set_new(req, "version", json_string(pr->version));
      for (int k = 0; k < d->nparams; k++) json_array_append_new(ps, json_string(d->params[k] ? d->params[k] : ""));
      json_object_set_new(req, "params", ps);
      json_object_set_new(req, "source", src ? json_stringn(src, len) : json_null());
      int wr = json_dump_file(req, in, JSON_COMPACT);
      json_decref(req);
      char *argv[] = {"/bin/sh", "-c", (char *)cmd, NULL};
      eq_proc_result r = wr == 0 ? eq_proc_run(NULL, argv, NULL, in, out, NULL, 30.0) : (eq_proc_result){EQ_P_NOT_RUN, 0};
      if (r.end == EQ_P_NOT_RUN) {
        snprintf(err, errn, "--proposer: cannot run '%s'", cmd);
        rc = -1;
        break;
      }
      size_t olen = 0;
      char *text = fs_read_file(out, &olen);
      /* the first line that is a contract of this function's parameters */
      for (char *line = text, *nl; line && *line; line = nl ? nl + 1 : NULL) {
        nl = strchr(line, '\n');
        if (nl) *nl = 0;
        rel_contract c = {0};
        char why[300];
        size_t at;
        c.fn = d->unit;
        c.origin = "proposer";
        c.prog = pr->prog;
        /* the proposer's text outlives this buffer in the contract */
        if (rel_contract_parse_acsl(arena_strdup(a, line), &c, a, why, sizeof why, &at) < 0 ||
            names_ok(&c, d, why, sizeof why) < 0)
          continue;
        c.where = arena_printf(a, "--proposer for %s in %s", d->unit, pr->file);
        c.key = code_key(oc, p, d, fp, ud, a);
        if (add(oc, &c, p, err, errn) == 0) added++;
        break;
      }
      free(text);
    }
    free(src);
  }
  unlink(in);
  unlink(out);
  rmdir(dir);
  return rc < 0 ? -1 : added;
}

void orch_contracts_use_cache(orch_contracts *oc, orch_cache *cache, const char *opts) {
  oc->cache = cache, oc->cache_opts = opts;
}

/* a refuted contract's input: the names and values, and the replayed behaviour */
static json_t *input_json(const rel_contract *c) {
  if (c->status != REL_CT_REFUTED || c->ncex < 0 || !c->cex_names) return json_null();
  json_t *x = json_object(), *ins = json_array();
  for (int k = 0; k < c->ncex; k++) {
    json_t *in = json_object();
    json_object_set_new(in, "name", json_string(c->cex_names[k]));
    json_object_set_new(in, "value", rel_value_json(&c->cex_args[k]));
    json_array_append_new(ins, in);
  }
  json_object_set_new(x, "inputs", ins);
  json_object_set_new(x, "behaviour", rel_behaviour_json(&c->cex_b));
  return x;
}

/* contract i decided now (its status set): its result as reported, cleaned (oc->clean), and the
 * contract's reason taken from it so that every text names the same places */
static void set_result(orch_contracts *oc, int i, arena *a) {
  rel_contract *c = &oc->cs.c[i];
  json_t *r = json_object();
  json_object_set_new(r, "status", json_string(rel_contract_status_name(c->status)));
  json_object_set_new(r, "reason", c->why ? json_string(c->why) : json_null());
  json_object_set_new(r, "input", input_json(c));
  if (oc->clean) oc->clean(oc->clean_ud, r);
  const char *why = json_string_value(json_object_get(r, "reason"));
  c->why = why ? arena_strdup(a, why) : NULL;
  json_decref(oc->result[i]);
  oc->result[i] = r;
}

/* the cache key of contract i's check, now (the other contracts of its program as they stand) */
static int has_body(const orch_cprog *pr, const char *fn);

/* The clauses and statuses of the contracts contract i's check may use: those of its program whose
 * function its own reaches, and those of functions without a body (a language's call graph lists
 * only functions with one); all of its program's when oc->reaches is not set. */
static const char *used_digest(const orch_contracts *oc, int i, arena *a) {
  const rel_contract *c = &oc->cs.c[i];
  int p = oc->file[i];
  const char *d = "";
  for (int j = 0; j < oc->cs.n; j++) {
    const rel_contract *u = &oc->cs.c[j];
    if (oc->file[j] != p || j == i) continue;
    if (oc->reaches && has_body(&oc->progs[p], u->fn) && !oc->reaches(oc->reaches_ud, p, c->fn, u->fn)) continue;
    d = arena_printf(a, "%s[%s requires %s ensures %s decreases %s: %s]", d, u->fn, u->requires ? u->requires : "-",
                     u->ensures ? u->ensures : "-", u->decreases ? u->decreases : "-", rel_contract_status_name(u->status));
  }
  return d;
}

static void check_key(const orch_contracts *oc, int i, char key[EQ_HASH_HEX], arena *a) {
  const rel_contract *c = &oc->cs.c[i];
  const orch_cprog *pr = &oc->progs[oc->file[i]];
  /* the file too: a reason names places in it ("goes wrong: ... at lib.c:3:4") */
  const char *parts[] = {"equiv-contract-check", orch_build_id(), pr->L->name, oc->cache_opts ? oc->cache_opts : "",
                         pr->file, c->fn, c->key, c->requires ? c->requires : "-", c->ensures ? c->ensures : "-",
                         c->decreases ? c->decreases : "-", used_digest(oc, i, a)};
  orch_cache_key(parts, (int)(sizeof parts / sizeof parts[0]), key);
}

static int from_cache(orch_contracts *oc, int i, const char *key, arena *a) {
  json_t *r = orch_cache_get_json(oc->cache, key);
  const char *st = json_string_value(json_object_get(r, "status"));
  rel_contract *c = &oc->cs.c[i];
  rel_contract_status s = !st ? REL_CT_UNCHECKED
                          : !strcmp(st, "proved") ? REL_CT_PROVED
                          : !strcmp(st, "refuted") ? REL_CT_REFUTED
                          : !strcmp(st, "assumed") ? REL_CT_ASSUMED : REL_CT_UNCHECKED;
  if (s == REL_CT_UNCHECKED) {
    json_decref(r);
    return -1;
  }
  const char *why = json_string_value(json_object_get(r, "reason"));
  c->status = s, c->why = why ? arena_strdup(a, why) : NULL, c->ncex = 0, c->limited = 0;
  json_decref(oc->result[i]);
  oc->result[i] = r;
  oc->cached[i] = 1;
  oc->nfrom_cache++;
  return 0;
}

static int has_body(const orch_cprog *pr, const char *fn) {
  const rel_decl *d = find_decl(pr, fn);
  return d && d->has_body;
}

static void check_one(orch_contracts *oc, int i, const rel_check_opts *o, int (*load)(void *ud, int p), void *ud,
                      int *load_failed, arena *a) {
  rel_contract *c = &oc->cs.c[i];
  int p = oc->file[i];
  orch_cprog *pr = &oc->progs[p];
  char key[EQ_HASH_HEX];
  int keyed = oc->cache && oc->keyed[i];
  if (keyed) {
    check_key(oc, i, key, a);
    if (from_cache(oc, i, key, a) == 0) return;
  }
  if (!pr->prog && (*load_failed || !load || load(ud, p) < 0 || !pr->prog)) {
    *load_failed = 1;
    c->status = REL_CT_ASSUMED, c->limited = 1;
    c->why = arena_printf(a, "not proved: %s could not be read again by the front end", pr->file);
    set_result(oc, i, a);
    return;
  }
  rel_side s = {pr->L, pr->prog, c->fn};
  rel_check_opts co = *o;
  co.sym.contracts = &oc->cs;
  rel_contract_check(&s, &co, c, a);
  oc->nchecked++;
  set_result(oc, i, a);
  if (keyed && !c->limited) {
    json_t *r = json_deep_copy(oc->result[i]);
    orch_cache_keep(oc->cache, key, r);
    json_decref(r);
  }
}

void orch_contracts_check_prog(orch_contracts *oc, int p, const char *const *units, int n, const rel_check_opts *o,
                               int (*load)(void *ud, int p), void *ud, arena *a) {
  orch_cprog *pr = &oc->progs[p];
  if (pr->checked) return;
  pr->checked = 1;
  int load_failed = 0;
  /* a function defined elsewhere: its contract is stated, not proved */
  for (int i = 0; i < oc->cs.n; i++) {
    rel_contract *c = &oc->cs.c[i];
    if (oc->file[i] != p || c->status != REL_CT_UNCHECKED || has_body(pr, c->fn)) continue;
    c->status = REL_CT_ASSUMED;
    c->why = "not proved: the function has no body in this tree (its contract is a hypothesis)";
    set_result(oc, i, a);
  }
  /* callees first: a check uses the contracts of its program decided before it */
  for (int k = 0; k < n; k++)
    for (int i = 0; i < oc->cs.n; i++)
      if (oc->file[i] == p && oc->cs.c[i].status == REL_CT_UNCHECKED && !strcmp(oc->cs.c[i].fn, units[k]))
        check_one(oc, i, o, load, ud, &load_failed, a);
  for (int i = 0; i < oc->cs.n; i++)
    if (oc->file[i] == p && oc->cs.c[i].status == REL_CT_UNCHECKED) check_one(oc, i, o, load, ud, &load_failed, a);
}

void orch_contracts_check(orch_contracts *oc, const int *ufile, const char *const *uname, int n,
                          const rel_check_opts *o, arena *a) {
  const char **us = arena_alloc(a, sizeof(char *) * ((size_t)n + 1));
  for (int p = 0; p < oc->nprogs; p++) {
    int m = 0;
    for (int k = 0; k < n; k++)
      if (ufile[k] == p) us[m++] = uname[k];
    orch_contracts_check_prog(oc, p, us, m, o, NULL, NULL, a);
  }
}

const char *orch_contracts_digest(const orch_contracts *oc, int p, arena *a) {
  const char *d = "";
  for (int i = 0; i < oc->cs.n; i++) {
    const rel_contract *c = &oc->cs.c[i];
    if (p >= 0 && oc->file[i] != p) continue;
    /* the program's index only where several programs' contracts are in one text */
    d = arena_printf(a, "%s[%d %s requires %s ensures %s decreases %s: %s]", d, p >= 0 ? 0 : oc->file[i], c->fn,
                     c->requires ? c->requires : "-", c->ensures ? c->ensures : "-", c->decreases ? c->decreases : "-",
                     rel_contract_status_name(c->status));
  }
  return d;
}

json_t *orch_contracts_json(const orch_contracts *oc, const unsigned char *want) {
  json_t *arr = json_array();
  for (int i = 0; i < oc->cs.n; i++) {
    const rel_contract *c = &oc->cs.c[i];
    const orch_cprog *pr = &oc->progs[oc->file[i]];
    if (want && !want[oc->file[i]]) continue;
    json_t *o = json_object();
    json_object_set_new(o, "function", json_string(c->fn));
    json_object_set_new(o, "file", json_string(pr->file));
    if (pr->version) json_object_set_new(o, "version", json_string(pr->version));
    json_object_set_new(o, "where", json_string(c->where));
    json_object_set_new(o, "origin", json_string(c->origin));
    json_object_set_new(o, "requires", c->requires ? json_string(c->requires) : json_null());
    json_object_set_new(o, "ensures", c->ensures ? json_string(c->ensures) : json_null());
    json_object_set_new(o, "status", json_string(rel_contract_status_name(c->status)));
    json_object_set_new(o, "reason", c->why ? json_string(c->why) : json_null());
    json_t *in = oc->result[i] ? json_object_get(oc->result[i], "input") : NULL;
    json_object_set_new(o, "input", in ? json_deep_copy(in) : input_json(c));
    json_object_set_new(o, "cached", json_boolean(oc->cached[i]));
    json_array_append_new(arr, o);
  }
  return arr;
}

/* appends s to the array of strings arr unless it is there (a diff's two versions may both use a
 * function's contract) */
static void add_once(json_t *arr, const char *s) {
  size_t i;
  json_t *x;
  json_array_foreach(arr, i, x) if (!strcmp(json_string_value(x), s)) return;
  json_array_append_new(arr, json_string(s));
}

void orch_contracts_annotate(const orch_contracts *oc, json_t *v, int proof, arena *a) {
  json_t *used = json_array(), *assumes = json_array();
  json_t *as = json_object_get(v, "assumptions");
  for (int i = 0; i < oc->cs.n; i++) {
    if (!oc->cs.used[i]) continue;
    const rel_contract *c = &oc->cs.c[i];
    add_once(used, c->fn);
    if (c->status != REL_CT_PROVED && proof) {
      const char *t = rel_contract_text(c, a);
      add_once(assumes, t);
      const char *pv = oc->progs[oc->file[i]].version;
      if (json_is_array(as))
        add_once(as, arena_printf(a, "the contract of %s (%s; %s), stated at %s%s", c->fn, t,
                                  c->why ? c->why : "not proved", c->where,
                                  pv ? arena_printf(a, " in the %s version", pv) : ""));
    }
  }
  json_object_set_new(v, "conditional", json_boolean(json_array_size(assumes) > 0));
  json_object_set_new(v, "assumes", assumes);
  json_object_set_new(v, "contracts_used", used);
}

void orch_contracts_free(orch_contracts *oc) {
  for (int i = 0; i < oc->cs.n; i++) json_decref(oc->result[i]);
  rel_contracts_free(&oc->cs);
  free(oc->file);
  free(oc->result);
  free(oc->cached);
  free(oc->keyed);
  free(oc->progs);
  memset(oc, 0, sizeof *oc);
}
