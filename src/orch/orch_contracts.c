/* orch_contracts.c — the contracts of a tree: gathered, checked, reported (orch_contracts.h). */
#include "orch/orch_contracts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/fsutil.h"
#include "core/json_check.h"
#include "core/proc.h"

typedef struct decls_of {
  rel_decl *d;
  int n;
} decls_of;

static const rel_decl *find_decl(const decls_of *ds, const char *fn) {
  for (int i = 0; i < ds->n; i++)
    if (!strcmp(ds->d[i].unit, fn)) return &ds->d[i];
  return NULL;
}

static int add(orch_contracts *oc, const rel_contract *c, int file, const char *const *files, char *err, size_t errn) {
  for (int i = 0; i < oc->cs.n; i++)
    if (oc->cs.c[i].prog == c->prog && !strcmp(oc->cs.c[i].fn, c->fn)) {
      snprintf(err, errn, "%s: a second contract of '%s' in %s (the first at %s)", c->where, c->fn, files[file],
               oc->cs.c[i].where);
      return -1;
    }
  rel_contracts_add(&oc->cs, c);
  if (oc->capfile < oc->cs.cap) {
    int *x = realloc(oc->file, sizeof(int) * (size_t)oc->cs.cap);
    if (!x) abort();
    oc->file = x, oc->capfile = oc->cs.cap;
  }
  oc->file[oc->cs.n - 1] = file;
  return 0;
}

/* What identifies the code a contract's calls stand for (rel_contract.key): calls with equal keys
 * share their results across the two versions of a diff. A function defined here: its fingerprint
 * (its body and everything it reaches); without one (it reaches code outside the file, or its IR is
 * too deep to print), a key of this program alone, so that two versions never share results of
 * code not known to be the same. A function defined elsewhere: its name ("extern"), the same
 * outside function for both versions. */
static const char *code_key(const rel_lang *L, void *prog, const rel_decl *d, arena *a) {
  if (!d->has_body) return "extern";
  const char *fp = L->fingerprint ? L->fingerprint(prog, d->unit, a) : NULL;
  return fp ? fp : arena_printf(a, "unshared-%p", prog);
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

static int sidecar(orch_contracts *oc, const char *path, const rel_lang *const *langs, void *const *progs,
                   const char *const *files, int nfiles, const decls_of *ds, arena *a, char *err, size_t errn) {
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
    for (int f = 0; f < nfiles; f++) {
      if (file && strcmp(file, files[f])) continue;
      const rel_decl *d = find_decl(&ds[f], fn);
      if (!d) continue;
      if (names_ok(&c, d, why, sizeof why) < 0) {
        snprintf(err, errn, "%s: contracts[%zu]: %s ('%s' in %s)", path, i, why, fn, files[f]);
        goto out;
      }
      rel_contract cf = c;
      cf.prog = progs[f];
      cf.key = code_key(langs[f], progs[f], d, a);
      if (add(oc, &cf, f, files, err, errn) < 0) goto out;
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

int orch_contracts_gather(orch_contracts *oc, const char *path, const rel_lang *const *langs, void *const *progs,
                          const char *const *files, int nfiles, arena *a, char *err, size_t errn) {
  decls_of *ds = arena_alloc(a, sizeof(decls_of) * ((size_t)nfiles + 1));
  for (int f = 0; f < nfiles; f++) {
    ds[f].n = langs[f]->decls ? langs[f]->decls(progs[f], &ds[f].d, a) : 0;
    for (int i = 0; i < ds[f].n; i++) {
      const rel_decl *d = &ds[f].d[i];
      if (!d->annot) continue;
      rel_contract c = {0};
      c.fn = d->unit;
      c.origin = "annotation";
      c.where = arena_printf(a, "%s:%d:%d", files[f], d->annot_line, d->annot_col);
      c.prog = progs[f];
      char why[300];
      size_t at = 0;
      if (rel_contract_parse_acsl(d->annot, &c, a, why, sizeof why, &at) < 0) {
        int l, col;
        text_pos(d->annot, at, d->annot_line, d->annot_col, &l, &col);
        snprintf(err, errn, "%s:%d:%d: contract of '%s': %s", files[f], l, col, d->unit, why);
        return -1;
      }
      if (names_ok(&c, d, why, sizeof why) < 0) {
        snprintf(err, errn, "%s: contract of '%s': %s", c.where, d->unit, why);
        return -1;
      }
      c.key = code_key(langs[f], progs[f], d, a);
      if (add(oc, &c, f, files, err, errn) < 0) return -1;
    }
  }
  if (path) {
    oc->source = arena_strdup(a, path);
    if (sidecar(oc, path, langs, progs, files, nfiles, ds, a, err, errn) < 0) return -1;
  }
  return 0;
}

int orch_contracts_propose(orch_contracts *oc, const char *cmd, const rel_lang *const *langs, void *const *progs,
                           const char *const *files, const char *root, int nfiles,
                           int (*is_called)(void *ud, int file, const char *fn), void *ud, arena *a, char *err,
                           size_t errn) {
  char dir[] = "/tmp/equiv-propose-XXXXXX";
  if (!mkdtemp(dir)) {
    snprintf(err, errn, "--proposer: cannot make a temporary directory");
    return -1;
  }
  char in[64], out[64];
  snprintf(in, sizeof in, "%s/in.json", dir);
  snprintf(out, sizeof out, "%s/out.txt", dir);
  int added = 0, rc = 0;
  for (int f = 0; f < nfiles && rc == 0; f++) {
    rel_decl *d;
    int n = langs[f]->decls ? langs[f]->decls(progs[f], &d, a) : 0;
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", root, files[f]);
    size_t len = 0;
    char *src = fs_read_file(path, &len);
    for (int i = 0; i < n; i++) {
      if (!d[i].has_body || !is_called(ud, f, d[i].unit)) continue;
      int stated = 0;
      for (int k = 0; k < oc->cs.n; k++) stated |= oc->cs.c[k].prog == progs[f] && !strcmp(oc->cs.c[k].fn, d[i].unit);
      if (stated) continue;
      json_t *req = json_object(), *ps = json_array();
      json_object_set_new(req, "request", json_string("contract"));
      json_object_set_new(req, "function", json_string(d[i].unit));
      json_object_set_new(req, "file", json_string(files[f]));
      for (int k = 0; k < d[i].nparams; k++) json_array_append_new(ps, json_string(d[i].params[k] ? d[i].params[k] : ""));
      json_object_set_new(req, "params", ps);
      json_object_set_new(req, "source", src ? json_stringn(src, len) : json_null());
      int wr = json_dump_file(req, in, JSON_COMPACT);
      json_decref(req);
      char *argv[] = {"/bin/sh", "-c", (char *)cmd, NULL};
      eq_proc_result pr = wr == 0 ? eq_proc_run(NULL, argv, NULL, in, out, NULL, 30.0) : (eq_proc_result){EQ_P_NOT_RUN, 0};
      if (pr.end == EQ_P_NOT_RUN) {
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
        c.fn = d[i].unit;
        c.origin = "proposer";
        c.prog = progs[f];
        if (rel_contract_parse_acsl(line, &c, a, why, sizeof why, &at) < 0 || names_ok(&c, &d[i], why, sizeof why) < 0) continue;
        c.where = arena_printf(a, "--proposer for %s in %s", d[i].unit, files[f]);
        c.key = code_key(langs[f], progs[f], &d[i], a);
        if (add(oc, &c, f, files, err, errn) == 0) added++;
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

static int has_body(const rel_lang *L, void *prog, const char *fn, arena *a) {
  rel_decl *d;
  int n = L->decls ? L->decls(prog, &d, a) : 0;
  for (int i = 0; i < n; i++)
    if (!strcmp(d[i].unit, fn)) return d[i].has_body;
  return 0;
}

static void check_one(orch_contracts *oc, int i, const rel_lang *const *langs, void *const *progs,
                      const rel_check_opts *o, arena *a) {
  rel_contract *c = &oc->cs.c[i];
  int f = oc->file[i];
  rel_side s = {langs[f], progs[f], c->fn};
  rel_check_opts co = *o;
  co.sym.contracts = &oc->cs;
  rel_contract_check(&s, &co, c, a);
}

void orch_contracts_check(orch_contracts *oc, const rel_lang *const *langs, void *const *progs, const int *ufile,
                          const char *const *uname, int n, const rel_check_opts *o, arena *a) {
  /* a function defined elsewhere: its contract is stated, not proved */
  for (int i = 0; i < oc->cs.n; i++) {
    rel_contract *c = &oc->cs.c[i];
    if (!has_body(langs[oc->file[i]], (void *)c->prog, c->fn, a)) {
      c->status = REL_CT_ASSUMED;
      c->why = "not proved: the function has no body in this tree (its contract is a hypothesis)";
    }
  }
  for (int k = 0; k < n; k++)
    for (int i = 0; i < oc->cs.n; i++)
      if (oc->cs.c[i].status == REL_CT_UNCHECKED && oc->file[i] == ufile[k] && !strcmp(oc->cs.c[i].fn, uname[k]))
        check_one(oc, i, langs, progs, o, a);
  for (int i = 0; i < oc->cs.n; i++)
    if (oc->cs.c[i].status == REL_CT_UNCHECKED) check_one(oc, i, langs, progs, o, a);
}

const char *orch_contracts_digest(const orch_contracts *oc, arena *a) {
  const char *d = "";
  for (int i = 0; i < oc->cs.n; i++) {
    const rel_contract *c = &oc->cs.c[i];
    d = arena_printf(a, "%s[%d %s requires %s ensures %s: %s]", d, oc->file[i], c->fn, c->requires ? c->requires : "-",
                     c->ensures ? c->ensures : "-", rel_contract_status_name(c->status));
  }
  return d;
}

json_t *orch_contracts_json(const orch_contracts *oc, const char *const *files) {
  json_t *arr = json_array();
  for (int i = 0; i < oc->cs.n; i++) {
    const rel_contract *c = &oc->cs.c[i];
    json_t *o = json_object();
    json_object_set_new(o, "function", json_string(c->fn));
    json_object_set_new(o, "file", json_string(files[oc->file[i]]));
    json_object_set_new(o, "where", json_string(c->where));
    json_object_set_new(o, "origin", json_string(c->origin));
    json_object_set_new(o, "requires", c->requires ? json_string(c->requires) : json_null());
    json_object_set_new(o, "ensures", c->ensures ? json_string(c->ensures) : json_null());
    json_object_set_new(o, "status", json_string(rel_contract_status_name(c->status)));
    json_object_set_new(o, "reason", c->why ? json_string(c->why) : json_null());
    if (c->status == REL_CT_REFUTED && c->ncex >= 0) {
      json_t *x = json_object(), *ins = json_array();
      for (int k = 0; k < c->ncex; k++) {
        json_t *in = json_object();
        json_object_set_new(in, "name", json_string(c->cex_names[k]));
        json_object_set_new(in, "value", rel_value_json(&c->cex_args[k]));
        json_array_append_new(ins, in);
      }
      json_object_set_new(x, "inputs", ins);
      json_object_set_new(x, "behaviour", rel_behaviour_json(&c->cex_b));
      json_object_set_new(o, "input", x);
    } else {
      json_object_set_new(o, "input", json_null());
    }
    json_array_append_new(arr, o);
  }
  return arr;
}

void orch_contracts_annotate(const orch_contracts *oc, json_t *v, int proof, arena *a) {
  json_t *used = json_array(), *assumes = json_array();
  json_t *as = json_object_get(v, "assumptions");
  for (int i = 0; i < oc->cs.n; i++) {
    if (!oc->cs.used[i]) continue;
    const rel_contract *c = &oc->cs.c[i];
    json_array_append_new(used, json_string(c->fn));
    if (c->status != REL_CT_PROVED && proof) {
      const char *t = rel_contract_text(c, a);
      json_array_append_new(assumes, json_string(t));
      if (json_is_array(as))
        json_array_append_new(as, json_string(arena_printf(a, "the contract of %s (%s; %s), stated at %s", c->fn, t,
                                                           c->why ? c->why : "not proved", c->where)));
    }
  }
  json_object_set_new(v, "conditional", json_boolean(json_array_size(assumes) > 0));
  json_object_set_new(v, "assumes", assumes);
  json_object_set_new(v, "contracts_used", used);
}

void orch_contracts_free(orch_contracts *oc) {
  rel_contracts_free(&oc->cs);
  free(oc->file);
  memset(oc, 0, sizeof *oc);
}
