/* ts_rel.c — binds the TypeScript room to rel/lang.h: loading through the front end, the module's
 * top-level functions, their number, boolean and string parameters (and arrays of them) as typed
 * trees, concrete runs (the replay oracle), generated inputs for the probes, and the symbolic
 * executor (ts_sym.c) whose summaries let `equiv diff` prove. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts.h"
#include "lang/ts/ts_emit.h"
#include "lang/ts/ts_sym.h"
#include "rel/lang.h"
#include "rel/type.h"

enum { SEQ_BOUND = 8 }; /* most elements of a generated string or array */

static void *t_load(const char *path, const rel_load_opts *o, diag_ctx *d) {
  if (o && (o->ninclude || o->ndefine || o->nextra)) {
    diag_error(d, EQ_NOLOC, "usage", "TypeScript takes no -I, -D or front-end arguments");
    return NULL;
  }
  if (o && o->records) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --records has no meaning for TypeScript (it bounds COBOL input files)", path);
    return NULL;
  }
  if (o && o->array_bound) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --array-bound has no meaning for TypeScript (it bounds C array parameters)", path);
    return NULL;
  }
  return ts_load(path, d);
}

static void t_unload(void *prog) { ts_program_free(prog); }

static int t_units(void *prog, const char ***names, arena *a) { return ts_functions(prog, names, a); }

/* The typed tree of a parameter's type letters (ts_signature), or NULL when they are not a type
 * the inputs model. */
static const rel_type *tree_of(const char *shape, arena *a) {
  switch (*shape) {
  case 'n': return shape[1] ? NULL : rel_t_float(a, 64);
  case 'b': return shape[1] ? NULL : rel_t_bool(a);
  case 's': return shape[1] ? NULL : rel_t_text(a, REL_ENC_UTF8, SEQ_BOUND);
  case '[': {
    const rel_type *e = tree_of(shape + 1, a);
    return e ? rel_t_seq(a, e, SEQ_BOUND) : NULL;
  }
  default: return NULL;
  }
}

static int t_inputs(void *prog, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  int async, *has_default;
  const char **names, **shapes;
  int n = ts_signature(prog, unit, &async, &names, &has_default, &shapes, a);
  if (n < 0) {
    snprintf(why, whyn, "no top-level function '%s'", unit);
    return -1;
  }
  /* an async function's run (ts.h) drains the job queue and the timers: its outcome is its
   * promise as the loop left it, its output every record in order, so probes compare those */
  (void)async;
  rel_input *v = arena_alloc(a, sizeof(rel_input) * (size_t)(n + 1));
  memset(v, 0, sizeof(rel_input) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    rel_input *in = &v[i];
    in->name = names[i];
    in->len_param = -1;
    in->type = tree_of(shapes[i], a);
    if (!in->type || has_default[i]) {
      snprintf(why, whyn, "parameter '%s'%s: only number, boolean and string parameters and arrays of them are "
               "modelled", in->name, has_default[i] ? " with a default value" : "");
      return -1;
    }
    /* a number is a Float64 variable, a boolean a 1-bit one; a string or an array is a tree
     * whose length and units or elements the symbolic executor names (ts_sym.h) */
    if (!strcmp(shapes[i], "n")) in->kind = REL_IN_FLOAT, in->width = 64;
    else if (!strcmp(shapes[i], "b")) in->kind = REL_IN_BOOL, in->width = 1;
    else in->kind = REL_IN_TREE;
  }
  *ins = v;
  return n;
}

static rel_behaviour t_run(void *prog, const char *unit, const rel_value *args, int nargs, long long fuel, arena *out) {
  strbuf sb = STRBUF_INIT;
  for (int i = 0; i < nargs; i++) {
    if (i) sb_puts(&sb, ", ");
    if (ts_value_literal(&args[i], &sb) < 0) {
      sb_free(&sb);
      return rel_went_wrong(out, REL_W_UNSUPPORTED, "an argument of a kind the TypeScript runner does not take", "?");
    }
  }
  rel_behaviour b;
  const char *shown;
  char why[512];
  int rc = ts_run_args(prog, unit, sb_str(&sb), fuel, out, &b, &shown, why, sizeof why);
  sb_free(&sb);
  if (rc < 0) return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_strdup(out, why), "?");
  return b;
}

/* ---- generated inputs: the values where ECMAScript's rules turn */

static const double special_numbers[] = {0.0, -0.0, 1.0, -1.0, 0.5, -1.5, 2.5, 0.1, 0.2, 1e21, 1e-7, 123.456,
                                         2147483647.0, -2147483648.0, 4294967296.0, 9007199254740992.0,
                                         1.7976931348623157e308, 5e-324, 3.0, 10.0};

static double gen_number(unsigned k, uint64_t *rng) {
  unsigned n = sizeof special_numbers / sizeof special_numbers[0];
  if (k < n) return special_numbers[k];
  switch (rel_rng_next(rng) % 8) {
  case 0: return NAN;
  case 1: return rel_rng_next(rng) % 2 ? INFINITY : -INFINITY;
  case 2: return special_numbers[rel_rng_next(rng) % n];
  case 3: return (double)(int64_t)(rel_rng_next(rng) % 2001) - 1000.0; /* small integers */
  case 4: return ((double)(int64_t)(rel_rng_next(rng) % 200001) - 100000.0) / 100.0; /* cents */
  default: {
    uint64_t bits = rel_rng_next(rng);
    double d;
    memcpy(&d, &bits, sizeof d);
    return isnan(d) ? 0.25 : d;
  }
  }
}

/* A character of generated text as UTF-8 into out (returns its length): mostly ASCII letters,
 * also digits, space, punctuation and characters of 2, 3 and 4 UTF-8 bytes — the last outside the
 * BMP, two UTF-16 code units, where length and code-point iteration part. */
static int gen_char(uint64_t *rng, char *out) {
  static const char *const wide[] = {"\xc3\xa9", "\xc3\x9f", "\xe2\x82\xac", "\xe4\xb8\xad", "\xf0\x9f\x98\x80",
                                     "\xf0\x9d\x84\x9e"};
  unsigned r = (unsigned)(rel_rng_next(rng) % 16);
  if (r < 8) return out[0] = (char)('a' + rel_rng_next(rng) % 26), 1;
  if (r < 10) return out[0] = (char)('A' + rel_rng_next(rng) % 26), 1;
  if (r == 10) return out[0] = (char)('0' + rel_rng_next(rng) % 10), 1;
  if (r == 11) return out[0] = ' ', 1;
  if (r == 12) return out[0] = ",.-_:;!?\"'/"[rel_rng_next(rng) % 12], 1;
  const char *w = wide[rel_rng_next(rng) % (sizeof wide / sizeof wide[0])];
  size_t n = strlen(w);
  memcpy(out, w, n);
  return (int)n;
}

static rel_value gen_shape(const char *shape, unsigned k, uint64_t *rng, arena *a) {
  switch (*shape) {
  case 'n': return rel_v_double(gen_number(k, rng));
  case 'b': return rel_v_bool(k < 2 ? (int)k : (int)(rel_rng_next(rng) % 2));
  case 's': {
    long n = k == 0 ? 0 : k == 1 ? 1 : (long)(rel_rng_next(rng) % (SEQ_BOUND + 1));
    char *b = arena_alloc(a, (size_t)n * 4 + 1);
    size_t len = 0;
    for (long i = 0; i < n; i++) len += (size_t)gen_char(rng, b + len);
    return rel_v_bytes(a, b, len);
  }
  case '[': {
    long n = k < 3 ? (long)k : (long)(rel_rng_next(rng) % (SEQ_BOUND + 1));
    rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
    for (long i = 0; i < n; i++) items[i] = gen_shape(shape + 1, (unsigned)(rel_rng_next(rng) % 64), rng, a);
    return rel_v_agg(a, items, (int)n);
  }
  default: return rel_v_void();
  }
}

static int t_gen(void *prog, const char *unit, const rel_input *ins, int n, unsigned k, uint64_t *rng, rel_value *out,
                 arena *a) {
  (void)ins;
  int async, *has_default;
  const char **names, **shapes;
  if (ts_signature(prog, unit, &async, &names, &has_default, &shapes, a) != n) return -1;
  for (int i = 0; i < n; i++) out[i] = gen_shape(shapes[i], k < 20 ? k : (unsigned)(rel_rng_next(rng) % 64), rng, a);
  return 0;
}

static int t_symex(void *prog, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                   rel_summary *out, arena *a, char *why, size_t whyn) {
  return ts_symex(prog, unit, tc, vars, n, o, out, a, why, whyn);
}

static int t_tree_value(void *prog, const char *unit, const rel_input *in, term_ref base, term_ctx *tc,
                        term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  int async, *has_default;
  const char **names, **shapes;
  int n = ts_signature(prog, unit, &async, &names, &has_default, &shapes, a);
  for (int i = 0; i < n; i++)
    if (names[i] == in->name || !strcmp(names[i], in->name)) return ts_sym_tree_value(shapes[i], base, tc, eval, ectx, out, a);
  return -1;
}

static const rel_lang ts_lang = {.name = "ts", .load = t_load, .unload = t_unload, .units = t_units,
                                 .inputs = t_inputs, .run = t_run, .symex = t_symex, .gen = t_gen,
                                 .tree_value = t_tree_value, .emit_test = ts_emit_test};

const rel_lang *ts_rel_lang(void) { return &ts_lang; }
