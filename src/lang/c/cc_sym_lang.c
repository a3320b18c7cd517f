/* cc_sym_lang.c — binds the C room to rel/lang.h: loading through libclang, listing functions,
 * concrete runs (the replay oracle) and symbolic execution (cc_sym.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/c/c.h"
#include "lang/c/cc_annot.h"
#include "lang/c/cc_emit.h"
#include "lang/c/cc_ir.h"
#include "lang/c/cc_stack.h"
#include "lang/c/cc_sym.h"

/* -I DIR and -D NAME[=VALUE] become clang's -IDIR and -DNAME[=VALUE]; the rest goes as given. */
static void *c_load(const char *path, const rel_load_opts *o, diag_ctx *d) {
  if (!o) return cc_parse_file(path, NULL, 0, d);
  if (o->records) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --records has no meaning for C (it bounds COBOL input files)", path);
    return NULL;
  }
  if (o->array_bound < 0 || o->array_bound > CC_ARRAY_BOUND_MAX) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --array-bound wants 1 to %d elements, not %d", path, CC_ARRAY_BOUND_MAX, o->array_bound);
    return NULL;
  }
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
  if (p) p->array_bound = o->array_bound;
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
  cc_run_opts o = {.fuel = fuel};
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

static int c_tree_value(void *prog, const char *unit, const rel_input *in, term_ref base, term_ctx *tc,
                        term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  return cc_sym_tree_value(prog, unit, in, base, tc, eval, ectx, out, a);
}

static const char *c_fingerprint(void *prog, const char *unit, arena *a) {
  char h[65];
  if (cc_fingerprint(prog, unit, h) < 0) return NULL;
  return arena_strdup(a, h);
}

static const char *c_body_hash(void *prog, const char *unit, arena *a) {
  char h[65];
  if (cc_body_hash(prog, unit, h) < 0) return NULL;
  return arena_strdup(a, h);
}

static int c_callees(void *prog, const char *unit, const char ***names, arena *a) {
  const cc_program *p = prog;
  int *idx = arena_alloc(a, sizeof(int) * ((size_t)p->nfuncs + 1));
  int n = cc_callees(p, unit, idx);
  if (n < 0) return -1;
  const char **v = arena_alloc(a, sizeof(char *) * ((size_t)n + 1));
  for (int i = 0; i < n; i++) v[i] = p->funcs[idx[i]]->name;
  *names = v;
  return n;
}

static const char *c_unit_loc(void *prog, const char *unit, arena *a) {
  const cc_program *p = prog;
  for (int i = 0; i < p->nfuncs; i++)
    if (!strcmp(p->funcs[i]->name, unit) && p->funcs[i]->body) {
      char buf[4200];
      return arena_strdup(a, cc_loc_str(p, p->funcs[i]->loc, buf, sizeof buf));
    }
  return NULL;
}

/* Probe inputs for round k: each scalar from the special values of its type first (then random),
 * and each array as C's calling convention wants it: the null pointer in one round of eight, else
 * a pointer to at least max(n, 1) elements for
 * its length parameter n (cc_sym_inputs, array_len_param), or 1..8 elements without one; a round
 * whose length parameter asks for more than the modelled elements (array_cap) is skipped. */
/* Probe strings for main's argv: numbers in their forms (signs, spaces, bases, the int limits),
 * words, the empty string, and random ones from a small alphabet. */
static rel_value gen_arg(unsigned k, uint64_t *rng, arena *a) {
  static const char *const fixed[] = {"", "0", "1", "-1", "42", "7", "-", "+5", "abc", " 12", "12x", "0x10", "010",
                                      "2147483647", "2147483648", "-2147483648", "-v", "--help", "3.5", "x y"};
  unsigned nfixed = sizeof fixed / sizeof fixed[0];
  if (k < nfixed * 2 && (k & 1)) return rel_v_bytes(a, fixed[(k / 2) % nfixed], strlen(fixed[(k / 2) % nfixed]));
  static const char alpha[] = "0123456789-+ abxyz";
  int len = (int)(rel_rng_next(rng) % 7);
  char buf[8];
  for (int j = 0; j < len; j++) buf[j] = alpha[rel_rng_next(rng) % (sizeof alpha - 1)];
  return rel_v_bytes(a, buf, (size_t)len);
}

static int c_gen(void *prog, const char *unit, const rel_input *ins, int n, unsigned k, uint64_t *rng, rel_value *out,
                 arena *a) {
  if (!strcmp(unit, "main") && n >= 1 && ins[n - 1].kind == REL_IN_TREE && ins[n - 1].name && !strcmp(ins[n - 1].name, "stdin")) {
    /* a whole program: standard input of a few lines of numbers and words */
    static const char *const inputs[] = {"", "5\n", "abc\n", "12 34\n", "-7", "\n\n", "x", "0\n1\n2\n", "hello world\n"};
    const char *in = inputs[(k / 3) % (sizeof inputs / sizeof inputs[0])];
    out[n - 1] = rel_v_bytes(a, in, strlen(in));
    if (n == 3 && ins[1].kind == REL_IN_TREE && ins[1].type && ins[1].type->kind == REL_T_SEQ) {
      /* main(int argc, char **argv): argv of 1 to 4 strings, "main" first, argc their count */
      int argc = 1 + (int)(k < 8 ? k % 4 : rel_rng_next(rng) % 4);
      rel_value *strs = arena_alloc(a, sizeof(rel_value) * (size_t)argc);
      strs[0] = rel_v_bytes(a, "main", 4);
      for (int j = 1; j < argc; j++) strs[j] = gen_arg(k + (unsigned)j * 7, rng, a);
      out[0] = rel_v_int((uint64_t)argc, 32, 1);
      out[1] = rel_v_agg(a, strs, argc);
    }
    return 0;
  }
  for (int i = 0; i < n; i++) {
    const rel_type *t = rel_input_type(&ins[i], a);
    if (t->kind == REL_T_SEQ) t = t->elem;
    out[i] = rel_type_gen(t, k < 40 ? k : (unsigned)(rel_rng_next(rng) % 64), rng, a);
  }
  for (int i = 0; i < n; i++) {
    /* a pointer to a const struct may be null too (cc_sym_inputs) */
    if (ins[i].kind == REL_IN_TREE && ins[i].nullable && (k + (unsigned)i) % 8 == 3) out[i] = rel_v_opaque(a, "null");
    if (ins[i].array_cap <= 0) continue;
    /* a pointer parameter may be null (cc_sym_exec): one round in eight passes it */
    if (ins[i].nullable && (k + (unsigned)i) % 8 == 3) {
      out[i] = rel_v_opaque(a, "null");
      continue;
    }
    long long len = 1 + (long long)(rel_rng_next(rng) % 8);
    if (ins[i].len_param >= 0) {
      const rel_value *nv = &out[ins[i].len_param];
      long long m = nv->is_signed ? (long long)nv->bits : (long long)(nv->bits & 0x7fffffffffffffffull);
      len = m < 1 ? len : m;
    }
    if (len > ins[i].array_cap) return -1;
    const rel_type *el = rel_input_type(&ins[i], a)->elem;
    rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)len);
    /* half the arrays from {0, 1, -1, 2} only, where ties and repeated values are common */
    unsigned spread = rel_rng_next(rng) & 1 ? 4 : 64;
    for (long long e = 0; e < len; e++) items[e] = rel_type_gen(el, (unsigned)(rel_rng_next(rng) % spread), rng, a);
    if (cc_sym_string_param(prog, unit, ins, i)) {
      /* a string (cc_sym_string_param): characters from a small alphabet, a NUL last */
      static const char alpha[] = " :ax0-9\t";
      for (long long e = 0; e + 1 < len; e++)
        if (rel_rng_next(rng) & 1) items[e] = rel_v_int((uint64_t)(unsigned char)alpha[rel_rng_next(rng) % (sizeof alpha - 1)], el->width, el->is_signed);
      items[len - 1] = rel_v_int(0, el->width, el->is_signed);
    }
    out[i] = rel_v_agg(a, items, (int)len);
  }
  return 0;
}

static int c_sources(void *prog, const char ***paths, const unsigned char **sys) {
  const cc_program *p = prog;
  if (p->nsources < 0) return -1;
  *paths = p->sources, *sys = p->source_sys;
  return p->nsources;
}

static int c_decls(void *prog, rel_decl **out, arena *a) { return cc_decls(prog, out, a); }

static const rel_lang c_lang = {.name = "c", .load = c_load, .unload = c_unload, .units = c_units, .inputs = c_inputs,
                                .run = c_run, .symex = c_symex, .fingerprint = c_fingerprint, .gen = c_gen,
                                .emit_test_prog = cc_emit_test_prog, .body_hash = c_body_hash, .callees = c_callees,
                                .unit_loc = c_unit_loc, .tree_value = c_tree_value, .sources = c_sources,
                                .decls = c_decls,
                                /* cut_loop (cc_sym.c): the condition tested again at an iteration's
                                 * end where it has no effect; one iteration's terms are over the head
                                 * state and the inputs (a loop that allocates, frees or writes the
                                 * caller's arrays is not cut) */
                                .cut_lookahead = 1, .cut_compose = 1,
                                /* the core's default speaks of printf only; in C a returned string
                                 * is an output event too (issue 19: unk-strchr-far-position) */
                                .output_args_note =
                                    "differs only in the arguments of output calls (printf, puts, putchar) or in "
                                    "how a returned string is carried (its characters as the solver models them: "
                                    "past the elements followed one by one, where a search such as strchr lands "
                                    "is a value the solver chooses), which the checks compare instead of the text "
                                    "printed or the string the caller reads (equal arguments suffice for equal "
                                    "output but are not needed for it: printf(\"%.0f\") of 0.2 and of 0.3 both "
                                    "print \"0\")"};

const rel_lang *cc_rel_lang(void) { return &c_lang; }
