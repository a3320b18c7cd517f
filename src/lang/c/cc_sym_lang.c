/* cc_sym_lang.c — binds the C room to rel/lang.h: loading through libclang, listing functions,
 * concrete runs (the replay oracle) and symbolic execution (cc_sym.c). */
#include <string.h>

#include "lang/c/c.h"
#include "lang/c/cc_ir.h"
#include "lang/c/cc_stack.h"
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

typedef struct symex_job {
  void *prog;
  const char *unit;
  term_ctx *tc;
  const term_ref *vars;
  int n;
  const rel_sym_opts *o;
  rel_summary *out;
  arena *a;
  char *why;
  size_t whyn;
  int rc;
} symex_job;

static uintptr_t symex_job_main(void *arg) {
  symex_job *j = arg;
  j->rc = cc_sym_exec(j->prog, j->unit, j->tc, j->vars, j->n, j->o, j->out, j->a, j->why, j->whyn);
  return 0;
}

/* The symbolic executor recurses per nesting level of the IR (up to the front end's 1000) and
 * again per inlined call (8 deep): under ASan one level of 1000 takes 2-4 MiB, so it runs on a
 * worker's 1 GiB stack (cc_stack.h) too, not on the caller's 8 MiB. */
static int c_symex(void *prog, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                   rel_summary *out, arena *a, char *why, size_t whyn) {
  symex_job j = {prog, unit, tc, vars, n, o, out, a, why, whyn, 0};
  if (!cc_stack_run(symex_job_main, &j)) (void)symex_job_main(&j);
  return j.rc;
}

static const rel_lang c_lang = {"c", c_load, c_unload, c_units, c_inputs, c_run, c_symex};

const rel_lang *cc_rel_lang(void) { return &c_lang; }
