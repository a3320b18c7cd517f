/* rs_lang.c — binds the Rust room to rel/lang.h: loading through rustc's MIR, listing the file's
 * functions, their integer and bool inputs as typed trees, concrete runs (the replay oracle) and
 * symbolic execution (rs_sym.c). */
#include <stdio.h>
#include <string.h>

#include "lang/rust/rs_emit.h"
#include "lang/rust/rs_sym.h"
#include "lang/rust/rs_val.h"
#include "lang/rust/rust.h"

static void *r_load(const char *path, const rel_load_opts *o, diag_ctx *d) {
  if (o && (o->ninclude || o->ndefine || o->nextra)) {
    diag_error(d, EQ_NOLOC, "usage", "Rust takes no -I, -D or front-end arguments");
    return NULL;
  }
  return rs_load(path, d);
}

static void r_unload(void *prog) { rs_program_free(prog); }

/* The user's functions: bodies that are not promoted constants, closures or constructors. */
static int user_fn(const rs_body *b) {
  return !strchr(b->name, '[') && !strchr(b->name, '{') && !strchr(b->name, '<') && b->ltypes;
}

static int r_units(void *prog, const char ***names, arena *a) {
  const rs_program *p = prog;
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)(p->nbodies + 1));
  int n = 0;
  for (int i = 0; i < p->nbodies; i++)
    if (user_fn(p->bodies[i])) v[n++] = p->bodies[i]->name;
  *names = v;
  return n;
}

static int r_inputs(void *prog, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  const rs_program *p = prog;
  const rs_body *b = rs_find_body(p, unit);
  if (!b) {
    snprintf(why, whyn, "no function '%s'", unit);
    return -1;
  }
  rel_input *v = arena_alloc(a, sizeof(rel_input) * (size_t)(b->nparams + 1));
  memset(v, 0, sizeof(rel_input) * (size_t)(b->nparams + 1));
  for (int i = 0; i < b->nparams; i++) {
    const rs_type *t = b->ltypes[i + 1];
    rel_input *in = &v[i];
    in->name = b->lnames && b->lnames[i + 1] ? b->lnames[i + 1] : arena_printf(a, "_%d", i + 1);
    in->len_param = -1;
    if (t->k == RT_INT) {
      in->kind = REL_IN_INT;
      in->width = t->width;
      in->is_signed = t->is_signed;
      in->type = rel_t_int(a, t->width, t->is_signed);
    } else if (t->k == RT_BOOL) {
      in->kind = REL_IN_BOOL;
      in->width = 1;
      in->type = rel_t_bool(a);
    } else {
      snprintf(why, whyn, "parameter '%s' of type %s: only integer and bool parameters are modelled", in->name, t->text);
      return -1;
    }
  }
  *ins = v;
  return b->nparams;
}

static rel_behaviour r_run(void *prog, const char *unit, const rel_value *args, int nargs, long long fuel, arena *out) {
  const rs_program *p = prog;
  const rs_body *b = rs_find_body(p, unit);
  if (!b) return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(out, "no function %s", unit), "?");
  if (nargs != b->nparams) return rel_went_wrong(out, REL_W_UNSUPPORTED, "wrong number of arguments", b->loc);
  rs_val *vals = arena_alloc(out, sizeof(rs_val) * (size_t)(nargs + 1));
  for (int i = 0; i < nargs; i++) {
    const rs_type *t = b->ltypes[i + 1];
    memset(&vals[i], 0, sizeof vals[i]);
    if (t->k == RT_INT && (args[i].kind == REL_V_INT || args[i].kind == REL_V_BOOL)) {
      vals[i].k = V_INT;
      vals[i].w = t->width;
      vals[i].s = t->is_signed;
      vals[i].bits = rs_norm(args[i].bits, t->width, t->is_signed);
    } else if (t->k == RT_BOOL && (args[i].kind == REL_V_BOOL || args[i].kind == REL_V_INT)) {
      vals[i].k = V_BOOL;
      vals[i].bits = args[i].bits & 1;
    } else {
      return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(out, "an argument of type %s", t->text), b->loc);
    }
  }
  return rs_exec(p, unit, vals, nargs, fuel, out, NULL);
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

static void symex_main(void *arg) {
  symex_job *j = arg;
  j->rc = rs_sym_exec(j->prog, j->unit, j->tc, j->vars, j->n, j->o, j->out, j->a, j->why, j->whyn);
}

/* The executor recurses once per fork along a path: on a big stack too (rs_stack_run). */
static int r_symex(void *prog, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                   rel_summary *out, arena *a, char *why, size_t whyn) {
  symex_job j = {prog, unit, tc, vars, n, o, out, a, why, whyn, 0};
  if (!rs_stack_run(symex_main, &j)) symex_main(&j);
  return j.rc;
}

static const rel_lang rust_lang = {.name = "rust", .load = r_load, .unload = r_unload, .units = r_units,
                                   .inputs = r_inputs, .run = r_run, .symex = r_symex,
                                   .emit_test = rs_emit_test};

const rel_lang *rs_rel_lang(void) { return &rust_lang; }
