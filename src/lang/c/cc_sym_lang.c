/* cc_sym_lang.c — binds the C room to rel/lang.h: loading through libclang, listing functions,
 * concrete runs (the replay oracle) and symbolic execution (cc_sym.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/c/c.h"
#include "lang/c/cc_ir.h"
#include "lang/c/cc_sym.h"

/* -I DIR and -D NAME[=VALUE] become clang's -IDIR and -DNAME[=VALUE]; the rest goes as given. */
static void *c_load(const char *path, const rel_load_opts *o, diag_ctx *d) {
  if (!o) return cc_parse_file(path, NULL, 0, d);
  int n = o->ninclude + o->ndefine + o->nextra;
  const char **args = calloc((size_t)n + 1, sizeof(char *));
  char **owned = calloc((size_t)n + 1, sizeof(char *));
  if (!args || !owned) {
    free(args), free(owned);
    diag_error(d, EQ_NOLOC, "oom", "out of memory");
    return NULL;
  }
  int k = 0;
  for (int i = 0; i < o->ninclude; i++) {
    size_t len = strlen(o->include[i]) + 3;
    owned[k] = malloc(len);
    if (owned[k]) snprintf(owned[k], len, "-I%s", o->include[i]);
    args[k] = owned[k] ? owned[k] : "-I.";
    k++;
  }
  for (int i = 0; i < o->ndefine; i++) {
    size_t len = strlen(o->define[i]) + 3;
    owned[k] = malloc(len);
    if (owned[k]) snprintf(owned[k], len, "-D%s", o->define[i]);
    args[k] = owned[k] ? owned[k] : "-U__never__";
    k++;
  }
  for (int i = 0; i < o->nextra; i++) args[k++] = o->extra[i];
  cc_program *p = cc_parse_file(path, args, n, d);
  for (int i = 0; i < n; i++) free(owned[i]);
  free(owned);
  free(args);
  return p;
}

static void c_unload(void *prog) { cc_program_free(prog); }

static int c_units(void *prog, const char ***names, arena *a) {
  const cc_program *p = prog;
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)(p->nfuncs + 1));
  int n = 0;
  for (int i = 0; i < p->nfuncs; i++)
    if (p->funcs[i]->body || p->funcs[i]->unsupported) v[n++] = p->funcs[i]->name; /* unsupported ones are reported */
  *names = v;
  return n;
}

static int c_inputs(void *prog, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  return cc_sym_inputs(prog, unit, ins, a, why, whyn);
}

static rel_behaviour c_run(void *prog, const char *unit, const rel_value *args, int nargs, long long fuel,
                           arena *out) {
  cc_run_opts o = {fuel, 0};
  return cc_run(prog, unit, args, nargs, &o, out);
}

static int c_symex(void *prog, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                   rel_summary *out, arena *a, char *why, size_t whyn) {
  return cc_sym_exec(prog, unit, tc, vars, n, o, out, a, why, whyn);
}

static const char *c_fingerprint(void *prog, const char *unit, arena *a) {
  char h[65];
  if (cc_fingerprint(prog, unit, h) < 0) return NULL;
  return arena_strdup(a, h);
}

static const rel_lang c_lang = {"c", c_load, c_unload, c_units, c_inputs, c_run, c_symex, c_fingerprint};

const rel_lang *cc_rel_lang(void) { return &c_lang; }
