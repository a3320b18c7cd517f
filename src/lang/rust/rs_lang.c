/* rs_lang.c — binds the Rust room to rel/lang.h: loading through rustc's MIR, listing the file's
 * functions, their integer and bool inputs as typed trees, concrete runs (the replay oracle) and
 * symbolic execution (rs_sym.c). */
#include <stdio.h>
#include <string.h>

#include "lang/rust/rs_emit.h"
#include "lang/rust/rs_rectext.h"
#include "lang/rust/rs_sym.h"
#include "lang/rust/rs_val.h"
#include "lang/rust/rust.h"
#include "rel/xrec.h"

static void *r_load(const char *path, const rel_load_opts *o, diag_ctx *d) {
  if (o && (o->ninclude || o->ndefine || o->nextra)) {
    diag_error(d, EQ_NOLOC, "usage", "Rust takes no -I, -D or front-end arguments");
    return NULL;
  }
  if (o && o->records) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --records has no meaning for Rust (it bounds COBOL input files)", path);
    return NULL;
  }
  if (o && o->array_bound) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --array-bound has no meaning for Rust (it bounds C array parameters)", path);
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

enum { SEQ_BOUND = 8 };

/* The element type of a parameter of type &[T] / &mut [T] / Vec<T> / &Vec<T> (T an integer or
 * bool: rs_seq_param, the forms the symbolic executor takes), or the str type for &str / String;
 * NULL for any other type. */
static const rs_type *seq_elem(const rs_type *t) {
  static const rs_type str = {RT_STR, 0, 0, 0, 0, NULL, NULL, "str"};
  int is_vec, by_ref, is_mut;
  if (t->k == RT_REF && t->args[0]->k == RT_STR) return &str;
  if (t->k == RT_ADT && !strcmp(t->name, "String") && t->n == 0) return &str;
  return rs_seq_param(t, &is_vec, &by_ref, &is_mut);
}

/* The typed tree of a struct or tuple parameter (rs_agg_fields), or NULL. */
static const rel_type *agg_tree(const rs_program *p, const rs_type *t, arena *a) {
  if (t->k == RT_INT) return rel_t_int(a, t->width, t->is_signed);
  if (t->k == RT_BOOL) return rel_t_bool(a);
  const rs_type **ft;
  const char **nm;
  int n = rs_agg_fields(p, t, &ft, &nm, a, 0);
  if (n <= 0) return NULL;
  rel_field *f = arena_alloc(a, sizeof(rel_field) * (size_t)n);
  for (int i = 0; i < n; i++) f[i] = (rel_field){nm[i], agg_tree(p, ft[i], a)};
  return rel_t_agg(a, t->k == RT_ADT ? t->name : NULL, f, n);
}

/* &S for a shared reference, else t. */
static const rs_type *shared_pointee(const rs_type *t) {
  return t->k == RT_REF && t->text[0] == '&' && strncmp(t->text, "&mut ", 5) ? t->args[0] : t;
}

/* A struct or tuple argument from its language-neutral value; 0, or -1 when v has another shape. */
static int agg_val(const rs_program *p, const rs_type *t, const rel_value *v, rs_val *out, arena *a) {
  memset(out, 0, sizeof *out);
  if (t->k == RT_INT && (v->kind == REL_V_INT || v->kind == REL_V_BOOL)) {
    out->k = V_INT, out->w = t->width, out->s = t->is_signed, out->bits = rs_norm(v->bits, t->width, t->is_signed);
    return 0;
  }
  if (t->k == RT_BOOL && (v->kind == REL_V_BOOL || v->kind == REL_V_INT)) {
    out->k = V_BOOL, out->bits = v->bits & 1;
    return 0;
  }
  const rs_type **ft;
  const char **nm;
  int n = rs_agg_fields(p, t, &ft, &nm, a, 0);
  if (n <= 0 || v->kind != REL_V_AGG || v->n != n) return -1;
  out->k = t->k == RT_TUPLE ? V_TUPLE : V_ADT;
  out->adt = t->k == RT_ADT ? rs_find_adt(p, t->name) : NULL;
  out->n = n;
  out->items = arena_alloc(a, sizeof(rs_val) * (size_t)n);
  for (int i = 0; i < n; i++)
    if (agg_val(p, ft[i], &v->items[i], &out->items[i], a) < 0) return -1;
  return 0;
}

static int r_inputs(void *prog, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  const rs_program *p = prog;
  const rs_body *b = rs_find_body(p, unit);
  if (!b) {
    snprintf(why, whyn, "no function '%s'", unit);
    return -1;
  }
  rel_input *v = arena_alloc(a, sizeof(rel_input) * (size_t)(b->nparams + 3 + RS_ARG_FILES));
  memset(v, 0, sizeof(rel_input) * (size_t)(b->nparams + 3 + RS_ARG_FILES));
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
    } else if (seq_elem(t)) {
      /* a slice or Vec of integers or bools, a str or String: a typed tree. The symbolic executor
       * names a slice's or Vec's length and first elements from the input's variable (rs_sym.c,
       * r_tree_value reads them back); a str is left to rel's probes, which run the interpreter
       * on generated values up to SEQ_BOUND elements (a verdict resting on them says so) */
      const rs_type *e = seq_elem(t);
      in->kind = REL_IN_TREE;
      if (e->k == RT_STR) in->type = rel_t_text(a, REL_ENC_UTF8, SEQ_BOUND);
      else in->type = rel_t_seq(a, e->k == RT_BOOL ? rel_t_bool(a) : rel_t_int(a, e->width, e->is_signed), SEQ_BOUND);
    } else if (agg_tree(p, shared_pointee(t), a)) {
      /* a struct or tuple of integers and bools (or a shared reference to one): a typed tree
       * whose leaves the symbolic executor names from the input's variable (rs_sym.c) */
      in->kind = REL_IN_TREE;
      in->type = agg_tree(p, shared_pointee(t), a);
    } else {
      snprintf(why, whyn, "parameter '%s' of type %s: only integers, bools, structs and tuples of them, and slices, Vecs and strings of them are modelled",
               in->name, t->text);
      return -1;
    }
  }
  *ins = v;
  int n = b->nparams;
  if (rs_reads_stdin(p, unit)) {
    /* standard input, an input after the parameters: bytes (rs_symio.c follows it as lines) */
    v[n++] = (rel_input){.name = "stdin", .kind = REL_IN_TREE, .len_param = -1,
                         .type = rel_t_admit(a, rel_t_text(a, REL_ENC_NONE, 64), "lines of text (standard input)")};
  }
  if (rs_reads_args(p, unit)) {
    /* main's arguments: their count, then the files arguments 1.. name (rs_sym.h) */
    v[n++] = (rel_input){.name = "argc", .kind = REL_IN_INT, .width = 64, .len_param = -1, .type = rel_t_int(a, 64, 0)};
    for (int k = 1; k <= RS_ARG_FILES; k++)
      v[n++] = (rel_input){.name = arena_printf(a, "arg%d", k), .kind = REL_IN_TREE, .len_param = -1,
                           .type = rel_t_admit(a, rel_t_text(a, REL_ENC_NONE, 64),
                                               arena_printf(a, "lines of text (the file named by argument %d)", k))};
  }
  return n;
}

/* A function with &mut [T] parameters returns, as its outcome, its result and then each such
 * slice after the call (what the caller sees; rs_sym.c encodes the same). A panic's outcome is
 * its message only: what a caller that catches the unwind would see of the slice is not compared. */
static rel_behaviour with_mut_slices(const rs_body *b, const rs_val *vals, int nargs, rel_behaviour r, arena *out) {
  int nmut = 0;
  for (int i = 0; i < nargs; i++) {
    int is_vec, by_ref, is_mut;
    if (rs_seq_param(b->ltypes[i + 1], &is_vec, &by_ref, &is_mut) && is_mut) nmut++;
  }
  if (!nmut || r.wrong || r.okind != REL_O_RETURNED) return r;
  rel_value *items = arena_alloc(out, sizeof(rel_value) * (size_t)(nmut + 1));
  int n = 0;
  if (b->ltypes[0]->k != RT_UNIT) items[n++] = r.value;
  for (int i = 0; i < nargs; i++) {
    int is_vec, by_ref, is_mut;
    if (!rs_seq_param(b->ltypes[i + 1], &is_vec, &by_ref, &is_mut) || !is_mut) continue;
    items[n++] = rs_val_rel(out, vals[i].tgt);
  }
  r.value = rel_v_agg(out, items, n);
  return r;
}

/* A run given the files its arguments name: what it leaves is every such file, created or not (a
 * file given and written over with the same bytes is the same file system), in argument order
 * after the other records. */
static rel_behaviour with_arg_files(const rs_env *env, rel_behaviour r, arena *out) {
  rel_record *rec = arena_alloc(out, sizeof(rel_record) * (size_t)(r.nrecords + env->nfiles + 1));
  int n = 0;
  for (int i = 0; i < r.nrecords; i++)
    if (strncmp(r.records[i].stream, "file:arg", 8)) rec[n++] = r.records[i];
  for (int k = 0; k < env->nfiles; k++) {
    const char *stream = arena_printf(out, "file:%s", env->files[k].name);
    rec[n] = (rel_record){stream, env->files[k].data, (size_t)env->files[k].len};
    for (int i = 0; i < r.nrecords; i++)
      if (!strcmp(r.records[i].stream, stream)) rec[n] = r.records[i];
    n++;
  }
  r.records = rec, r.nrecords = n;
  return r;
}

static int r_tree_value(void *prog, const char *unit, const rel_input *in, term_ref base, term_ctx *tc,
                        term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  if (in->name && !strcmp(in->name, "stdin") && rs_reads_stdin(prog, unit)) return rs_sym_stdin_value(tc, eval, ectx, out, a);
  if (in->name && !strncmp(in->name, "arg", 3) && in->name[3] >= '1' && in->name[3] <= '9' && rs_reads_args(prog, unit))
    return rs_sym_lines_value(tc, in->name, eval, ectx, out, a);
  return rs_sym_tree_value(prog, unit, in, base, tc, eval, ectx, out, a);
}

static rel_behaviour r_run(void *prog, const char *unit, const rel_value *args, int nargs, long long fuel, arena *out) {
  const rs_program *p = prog;
  const rs_body *b = rs_find_body(p, unit);
  if (!b) return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(out, "no function %s", unit), "?");
  /* standard input after the parameters (r_inputs) */
  rs_env env = {NULL, -1, NULL, -1, NULL, 0, 0};
  int use_env = 0;
  if (rs_reads_args(p, unit) && nargs >= b->nparams + 1 + RS_ARG_FILES) {
    /* main's arguments (r_inputs): argv[k] names "argK", and every file an argument names is given
     * (one created is emptied first, as File::create does: create_over) */
    const rel_value *av = &args[nargs - 1 - RS_ARG_FILES];
    if (av->kind != REL_V_INT || av->bits < 1 || av->bits > RS_ARG_FILES + 1)
      return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(out, "a count of arguments past %d", RS_ARG_FILES + 1), b->loc);
    const char **argv = arena_alloc(out, sizeof(char *) * (RS_ARG_FILES + 2));
    rs_file *files = arena_alloc(out, sizeof(rs_file) * (RS_ARG_FILES + 1));
    argv[0] = unit;
    for (int k = 1; k <= RS_ARG_FILES; k++) {
      const rel_value *fv = &args[nargs - RS_ARG_FILES + k - 1];
      if (fv->kind != REL_V_BYTES) return rel_went_wrong(out, REL_W_UNSUPPORTED, "a file argument that is not bytes", b->loc);
      argv[k] = arena_printf(out, "arg%d", k);
      files[k - 1] = (rs_file){argv[k], fv->text ? fv->text : "", (long)fv->len};
    }
    env.argv = argv, env.argc = (int)av->bits;
    env.files = files, env.nfiles = RS_ARG_FILES, env.create_over = 1;
    nargs -= 1 + RS_ARG_FILES;
    use_env = 1;
  }
  if (nargs == b->nparams + 1 && args[nargs - 1].kind == REL_V_BYTES && rs_reads_stdin(p, unit)) {
    env.in = args[nargs - 1].text ? args[nargs - 1].text : "";
    env.inlen = (long)args[nargs - 1].len;
    nargs--;
    use_env = 1;
  }
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
    } else if (seq_elem(t) && seq_elem(t)->k == RT_STR && args[i].kind == REL_V_BYTES) {
      vals[i].k = t->k == RT_ADT ? V_STRING : V_STR;
      char *buf = arena_alloc(out, args[i].len + 1);
      if (args[i].len) memcpy(buf, args[i].text, args[i].len);
      buf[args[i].len] = 0;
      vals[i].str = buf;
      vals[i].len = (long)args[i].len;
      vals[i].cap = (long)args[i].len;
    } else if (seq_elem(t) && seq_elem(t)->k != RT_STR && args[i].kind == REL_V_AGG) {
      const rs_type *e = seq_elem(t);
      rs_val *arr = arena_alloc(out, sizeof *arr);
      memset(arr, 0, sizeof *arr);
      int is_vec0, by_ref0, is_mut0;
      rs_seq_param(t, &is_vec0, &by_ref0, &is_mut0);
      arr->k = is_vec0 ? V_VEC : V_ARRAY;
      arr->n = args[i].n;
      arr->cap = args[i].n;
      arr->items = arena_alloc(out, sizeof(rs_val) * (size_t)(args[i].n + 1));
      for (int k = 0; k < args[i].n; k++) {
        const rel_value *ev = &args[i].items[k];
        memset(&arr->items[k], 0, sizeof arr->items[k]);
        arr->items[k].k = e->k == RT_BOOL ? V_BOOL : V_INT;
        arr->items[k].w = e->k == RT_BOOL ? 0 : e->width;
        arr->items[k].s = e->k == RT_BOOL ? 0 : e->is_signed;
        arr->items[k].bits = e->k == RT_BOOL ? ev->bits & 1 : rs_norm(ev->bits, e->width, e->is_signed);
      }
      int is_vec, by_ref, is_mut;
      rs_seq_param(t, &is_vec, &by_ref, &is_mut);
      if (!by_ref) {
        vals[i] = *arr;
      } else if (is_vec) {
        /* &Vec<T>: a thin reference to the Vec */
        vals[i].k = V_REF;
        vals[i].tgt = arr;
        vals[i].len = -1;
      } else {
        vals[i].k = V_REF;
        vals[i].tgt = arr;
        vals[i].off = 0;
        vals[i].len = arr->n;
      }
    } else if ((t->k == RT_TUPLE || t->k == RT_ADT) && args[i].kind == REL_V_AGG && agg_val(p, t, &args[i], &vals[i], out) == 0) {
      /* a struct or tuple, by value */
    } else if (shared_pointee(t) != t && args[i].kind == REL_V_AGG) {
      /* &S: a thin reference to the struct */
      rs_val *tgt = arena_alloc(out, sizeof *tgt);
      if (agg_val(p, shared_pointee(t), &args[i], tgt, out) < 0)
        return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(out, "an argument of type %s", t->text), b->loc);
      memset(&vals[i], 0, sizeof vals[i]);
      vals[i].k = V_REF;
      vals[i].tgt = tgt;
      vals[i].len = -1;
    } else if (seq_elem(t) && args[i].kind == REL_V_VOID) {
      return rel_went_wrong(out, REL_W_UNSUPPORTED,
                            arena_printf(out, "a slice argument longer than a replay holds (%d elements)", RS_REPLAY_MAX_ELEMS), b->loc);
    } else {
      return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(out, "an argument of type %s", t->text), b->loc);
    }
  }
  rel_behaviour r = rs_exec(p, unit, vals, nargs, fuel, use_env ? &env : NULL, out, NULL);
  if (env.argv && !r.wrong) r = with_arg_files(&env, r, out);
  return with_mut_slices(b, vals, nargs, r, out);
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

/* Probe inputs: each parameter from its type, standard input as lines (rs_stdin_gen). */
static int r_gen(void *prog, const char *unit, const rel_input *ins, int n, unsigned k, uint64_t *rng, rel_value *out, arena *a) {
  for (int i = 0; i < n; i++) {
    if (ins[i].name && (!strcmp(ins[i].name, "stdin") || !strncmp(ins[i].name, "arg", 3)) && ins[i].kind == REL_IN_TREE)
      rs_stdin_gen(k, rng, &out[i], a);
    else if (ins[i].name && !strcmp(ins[i].name, "argc") && ins[i].kind == REL_IN_INT && rs_reads_args(prog, unit))
      out[i] = rel_v_int((int64_t)(k % 8 < 5 ? 3 : 1 + rel_rng_next(rng) % (RS_ARG_FILES + 1)), 64, 0);
    else out[i] = rel_type_gen(rel_input_type(&ins[i], a), k < 40 ? k : (unsigned)(rel_rng_next(rng) % 64), rng, a);
  }
  return 0;
}

/* The lines of standard input or of a file named by an argument, for rel/xrec.h */
static int r_seq_names(void *prog, const char *unit, int input, const char *var, rel_xseq_names *out, arena *a) {
  (void)var;
  rel_input *ins;
  char why[256];
  int n = r_inputs(prog, unit, &ins, a, why, sizeof why);
  if (input < 0 || input >= n || ins[input].kind != REL_IN_TREE || !ins[input].name) return -1;
  const char *nm = ins[input].name;
  if (strcmp(nm, "stdin") && (strncmp(nm, "arg", 3) || nm[3] < '1' || nm[3] > '9')) return -1;
  rs_sym_seq_names(nm, out, a);
  return 0;
}

static const rel_lang rust_lang = {.name = "rust", .load = r_load, .unload = r_unload, .units = r_units,
                                   .inputs = r_inputs, .run = r_run, .symex = r_symex,
                                   .tree_value = r_tree_value, .gen = r_gen, .emit_test = rs_emit_test,
                                   .record_text = rs_record_text, .seq_names = r_seq_names};

const rel_lang *rs_rel_lang(void) { return &rust_lang; }
