/* cc_sym_lang.c — binds the C room to rel/lang.h: loading through libclang, listing functions,
 * concrete runs (the replay oracle) and symbolic execution (cc_sym.c). */
#include <string.h>

#include "lang/c/c.h"
#include "lang/c/cc_ir.h"
#include "lang/c/cc_sym.h"

static void *c_load(const char *path, diag_ctx *d) { return cc_parse_file(path, NULL, 0, d); }

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

static const rel_lang c_lang = {"c", c_load, c_unload, c_units, c_inputs, c_run, c_symex};

const rel_lang *cc_rel_lang(void) { return &c_lang; }
