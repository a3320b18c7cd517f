/* jv_lang.c — binds the Java room to rel/lang.h: loading (.class, or .java through javac), units
 * (the methods of the file's class, by name; an overloaded name as name(descriptor)), inputs
 * (parameters of types int, long, short, byte, char, boolean, float, double, one-dimensional arrays
 * of them and String), concrete runs and the
 * symbolic executor of jv_sym.c (int/long methods; the rest gets concrete probes). */
#include <stdio.h>
#include <string.h>

#include "lang/jimple/jimple.h"
#include "lang/jimple/jv.h"
#include "lang/jimple/jv_heap.h"
#include "lang/jimple/jv_native.h"
#include "lang/jimple/jv_pure.h"
#include "lang/jimple/jv_statics.h"
#include "lang/jimple/jv_sym.h"
#include "lang/jimple/jv_symio.h"

static void *j_load(const char *path, const rel_load_opts *o, diag_ctx *d) {
  if (o && (o->ninclude || o->ndefine || o->nextra)) {
    diag_error(d, EQ_NOLOC, "usage", "%s: -I, -D and front-end arguments have no meaning for Java", path);
    return NULL;
  }
  if (o && o->records) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --records has no meaning for Java (it bounds COBOL input files)", path);
    return NULL;
  }
  if (o && o->array_bound) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --array-bound has no meaning for Java (it bounds C array parameters)", path);
    return NULL;
  }
  char err[600];
  jv_program *p = jv_program_load(path, err, sizeof err);
  if (!p) {
    /* err is "file...: error: [code] text": keep it as one line */
    const char *k = strstr(err, ": error: [");
    const char *code = "input";
    char cbuf[32];
    const char *msg = err;
    if (k) {
      const char *e = strchr(k + 10, ']');
      if (e && e - (k + 10) < 30) {
        snprintf(cbuf, sizeof cbuf, "%.*s", (int)(e - (k + 10)), k + 10);
        code = cbuf;
      }
    }
    diag_error(d, EQ_NOLOC, code, "%s", msg);
    return NULL;
  }
  return p;
}

static void j_unload(void *prog) { jv_program_free(prog); }

static jv_class *main_class(jv_program *p) { return jv_find_class(p, p->main_cls); }

static int overloaded(const jv_class *c, const jv_method *m) {
  for (int i = 0; i < c->nmethods; i++)
    if (&c->methods[i] != m && !strcmp(c->methods[i].name, m->name)) return 1;
  return 0;
}

static int j_units(void *prog, const char ***names, arena *a) {
  jv_program *p = prog;
  jv_class *c = main_class(p);
  int n = 0;
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)((c ? c->nmethods : 0) + 1));
  for (int i = 0; c && i < c->nmethods; i++) {
    jv_method *m = &c->methods[i];
    if (!(m->access & 0x0008) || !m->has_code || m->name[0] == '<' || (m->access & 0x1000)) continue;
    v[n++] = overloaded(c, m) ? arena_printf(a, "%s%s", m->name, m->desc) : arena_strdup(a, m->name);
  }
  *names = v;
  return n;
}

static jv_method *unit_method(jv_program *p, const char *unit) {
  int amb;
  return jv_find_method(p, unit, &amb);
}

/* A batch program's main(String[]) (jv_symio.h): its inputs are the command's words and files. */
static int file_main(const jv_method *m) { return !strcmp(m->name, "main") && !strcmp(m->desc, "([Ljava/lang/String;)V"); }

/* The scalar view and typed tree of a value of primitive type t (a descriptor letter). */
static void scalar_input(rel_input *in, char t, arena *a) {
  switch (t) {
  case 'Z': in->kind = REL_IN_BOOL, in->width = 1, in->type = rel_t_bool(a); break;
  case 'F': case 'D':
    in->kind = REL_IN_FLOAT, in->width = t == 'F' ? 32 : 64, in->type = rel_t_float(a, in->width);
    break;
  default:
    in->kind = REL_IN_INT;
    in->width = t == 'J' ? 64 : t == 'I' ? 32 : t == 'B' ? 8 : 16;
    in->is_signed = t != 'C';
    in->type = rel_t_int(a, in->width, in->is_signed);
  }
}

static int j_inputs(void *prog, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  jv_program *p = prog;
  jv_method *m = unit_method(p, unit);
  if (!m) {
    snprintf(why, whyn, "no method '%s'", unit);
    return -1;
  }
  if ((m->access & 0x0008) && file_main(m)) {
    /* argc counts the program's name as the C and Rust rooms do (args.length is argc - 1), then
     * the lines of the file each argument names */
    rel_input *v = arena_alloc(a, sizeof(rel_input) * (JV_ARG_FILES + 1));
    memset(v, 0, sizeof(rel_input) * (JV_ARG_FILES + 1));
    v[0] = (rel_input){.name = "argc", .kind = REL_IN_INT, .width = 64, .len_param = -1, .type = rel_t_int(a, 64, 0)};
    for (int k = 1; k <= JV_ARG_FILES; k++)
      v[k] = (rel_input){.name = arena_printf(a, "arg%d", k), .kind = REL_IN_TREE, .len_param = -1,
                         .type = rel_t_admit(a, rel_t_text(a, REL_ENC_NONE, 64),
                                             arena_printf(a, "lines of text (the file named by args[%d])", k - 1))};
    *ins = v;
    return JV_ARG_FILES + 1;
  }
  if (!(m->access & 0x0008)) {
    snprintf(why, whyn, "'%s' is an instance method (only static methods are units)", unit);
    return -1;
  }
  int n = 0;
  for (const char *d = m->desc + 1; *d && *d != ')'; d++) {
    /* a one-dimensional array of a primitive type is an input (null, empty, or elements) */
    if (*d == '[' && d[1] && strchr("IJSBCZFD", d[1])) d++;
    else if (!strncmp(d, "Ljava/lang/String;", 18)) d += 17;
    else if (*d == 'L' && jv_heap_param(p, d, a, &(const char *){NULL})) d = strchr(d, ';');
    else if (*d == 'L' || *d == '[') {
      snprintf(why, whyn, "parameter %d of '%s' is a reference other than an array of a primitive type (not modelled as an input yet)",
               n + 1, unit);
      return -1;
    }
    n++;
  }
  /* then the statics that are inputs (jv_statics.h), by name as the C room's globals */
  const jv_static_in *stv;
  int nst = jv_statics(p, m, &stv);
  rel_input *v = arena_alloc(a, sizeof(rel_input) * (size_t)(n + nst + 1));
  for (int i = 0; i < nst; i++) {
    rel_input *in = &v[n + i];
    memset(in, 0, sizeof *in);
    scalar_input(in, stv[i].desc[0], a);
    in->len_param = -1, in->name = stv[i].input, in->by_name = 1, in->unreached = !stv[i].reached;
  }
  int k = 0, slot = 0;
  for (const char *d = m->desc + 1; *d && *d != ')'; d++, k++) {
    rel_input *in = &v[k];
    in->len_param = -1;
    const char *nm = NULL;
    for (int i = 0; i < m->nlocnames; i++)
      if (m->locnames[i].slot == slot && m->locnames[i].start_pc == 0) nm = m->locnames[i].name;
    slot += *d == 'J' || *d == 'D' ? 2 : 1;
    in->name = nm ? arena_strdup(a, nm) : arena_printf(a, "arg%d", k);
    if (!strncmp(d, "Ljava/lang/String;", 18)) {
      /* a String: null, or its UTF-16 code units (JLS 4.3.3), an array input of unsigned 16-bit
       * elements with a null flag; identity (==) is not part of the input (unknown where used) */
      d += 17;
      in->kind = REL_IN_INT, in->width = 16, in->is_signed = 0;
      in->array_cap = JV_SYM_ARRAY_CAP;
      in->null_flag = 1;
      in->type = rel_t_admit(a, rel_t_seq(a, rel_t_int(a, 16, 0), JV_SYM_ARRAY_CAP),
                             "a String: null, or any sequence of UTF-16 code units");
      continue;
    }
    const char *ow = NULL;
    const jv_layout *ol = *d == 'L' ? jv_heap_param(p, d, a, &ow) : NULL;
    if (ol) {
      /* an object of exactly that class (lazy initialisation: null, or its fields as inputs),
       * carried as an array input of one 64-bit element per field, converted to the field's type */
      d = strchr(d, ';');
      in->kind = REL_IN_INT, in->width = 64, in->is_signed = 1;
      in->array_cap = ol->nf;
      in->null_flag = 1;
      strbuf w = STRBUF_INIT;
      /* its typed tree names the fields with their types, so that two versions whose classes
       * declare other fields, or the same ones in another order, do not take one input for one
       * object (rel_type_same compares the names: the parameter lists differ) */
      rel_field *fl = arena_alloc(a, sizeof(rel_field) * (size_t)(ol->nf + 1));
      for (int f = 0; f < ol->nf; f++) {
        sb_printf(&w, "%s%s", f ? ", " : "", ol->name[f]);
        fl[f] = (rel_field){arena_printf(a, "%s %s", ol->desc[f], ol->name[f]), rel_t_int(a, 64, 1)};
      }
      in->type = rel_t_admit(a, rel_t_agg(a, "object", fl, ol->nf),
                             arena_printf(a, "null, or an object of exactly class %s (not of a subclass) whose %d fields %s "
                                          "hold the %d elements in order, each converted to its field's type",
                                          ol->cls, ol->nf, sb_str(&w), ol->nf));
      sb_free(&w);
      continue;
    }
    int arr = *d == '[';
    if (arr) d++;
    scalar_input(in, *d, a);
    if (arr) {
      /* its elements as the executor names them (rel_input_elem) up to JV_SYM_ARRAY_CAP; null is
       * its own flag, since an empty array is not null (JLS 10.3, 15.10.2) */
      in->array_cap = JV_SYM_ARRAY_CAP;
      in->null_flag = 1;
      in->type = rel_t_seq(a, in->type, JV_SYM_ARRAY_CAP);
    }
  }
  *ins = v;
  return n + nst;
}

/* Probe values: rel_type_gen's, and null for an array in every seventh round from the fifth. */
static int j_gen(void *prog, const char *unit, const rel_input *ins, int n, unsigned k, uint64_t *rng, rel_value *out,
                 arena *a) {
  (void)prog, (void)unit;
  for (int i = 0; i < n; i++) {
    out[i] = rel_type_gen(rel_input_type(&ins[i], a), k < 40 ? k : (unsigned)(rel_rng_next(rng) % 64), rng, a);
    if (ins[i].null_flag && ins[i].width == 64) {
      /* an object parameter: one value per field (small ones often: amounts, flags, counts) */
      rel_value *u = arena_alloc(a, sizeof(rel_value) * (size_t)(ins[i].array_cap + 1));
      for (int j = 0; j < ins[i].array_cap; j++) {
        uint64_t x = rel_rng_next(rng);
        u[j] = rel_v_int(x % 3 ? (uint64_t)(int64_t)((int)(x >> 8) % 201 - 100) : x >> 1, 64, 1);
      }
      out[i] = rel_v_agg(a, u, ins[i].array_cap);
    } else if (ins[i].null_flag && ins[i].width == 16 && ins[i].type && ins[i].type->admissible && k % 3 != 2) {
      /* a String: mostly ASCII letters, digits, spaces and signs, now and then any code unit */
      int n = k < 6 ? (int)k : (int)(rel_rng_next(rng) % 12);
      rel_value *u = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
      static const char pool[] = "aAbz09 -+.,xyZ";
      for (int j = 0; j < n; j++) {
        uint64_t x = rel_rng_next(rng);
        u[j] = rel_v_int(x % 10 == 0 ? (x >> 8) & 0xffff : (uint64_t)(unsigned char)pool[(x >> 8) % (sizeof pool - 1)], 16, 0);
      }
      out[i] = rel_v_agg(a, u, n);
    }
    if (ins[i].null_flag && (k + (unsigned)i) % 7 == 5) out[i] = rel_v_opaque(a, "null");
  }
  return 0;
}

static rel_behaviour j_run(void *prog, const char *unit, const rel_value *args, int nargs, long long fuel, arena *out) {
  jv_program *p = prog;
  jv_method *m = unit_method(p, unit);
  if (!m) return rel_went_wrong(out, REL_W_UNSUPPORTED, "unsupported: no such method", p->display);
  if (file_main(m))
    return rel_went_wrong(out, REL_W_UNSUPPORTED, "unsupported: main's files in Equiv's Java interpreter (equiv migrate runs "
                          "such a main on the JVM)", p->display);
  jv_run_opts o = {fuel};
  return jv_run(p, m, args, nargs, &o, out);
}

static int j_symex(void *prog, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                   rel_summary *out, arena *a, char *why, size_t whyn) {
  jv_program *p = prog;
  jv_method *m = unit_method(p, unit);
  if (!m) {
    snprintf(why, whyn, "no method '%s'", unit);
    return -1;
  }
  rel_input *ins = NULL;
  if (o && o->ins) ins = (rel_input *)o->ins;
  else if (j_inputs(prog, unit, &ins, a, why, whyn) < 0) return -1;
  return jv_sym_exec(p, m, tc, ins, vars, n, o, out, a, why, whyn);
}

/* A fingerprint for a method of the pure fragment only (jv_pure.h): there the lowered code of the
 * method and of its callees is all a run depends on (no heap, statics, initialisers or exceptions),
 * so equal texts mean the same function of the arguments. */
static const char *j_fingerprint(void *prog, const char *unit, arena *a) {
  jv_method *m = unit_method(prog, unit);
  return m ? jv_pure_fingerprint(prog, m, NULL, a) : NULL;
}

/* The unit run by the real JVM (jv_native.c): every counterexample of a check is replayed there too. */
static rel_behaviour j_native_run(void *prog, const char *unit, const rel_value *args, int nargs, arena *out) {
  jv_program *p = prog;
  jv_method *m = unit_method(p, unit);
  if (!m) return rel_went_wrong(out, REL_W_UNSUPPORTED, "no such method", p->display);
  return jv_native_run(p, m, args, nargs, out);
}

/* The lines of the file a main's argument names, for rel/xrec.h */
static int j_seq_names(void *prog, const char *unit, int input, const char *var, rel_xseq_names *out, arena *a) {
  (void)var;
  jv_method *m = unit_method(prog, unit);
  if (!m || !file_main(m) || input < 1 || input > JV_ARG_FILES) return -1;
  jv_symio_names(input, out, a);
  return 0;
}

static const rel_lang j_lang = {.name = "java", .load = j_load, .unload = j_unload, .units = j_units,
                                .inputs = j_inputs, .run = j_run, .symex = j_symex, .gen = j_gen,
                                .native_run = j_native_run, .native_name = "the JVM (java)", .native_in_check = 1,
                                .emit_test_prog = jv_emit_test, .fingerprint = j_fingerprint,
                                .record_text = jv_record_text, .seq_names = j_seq_names,
                                /* the seed's Java semantics is big-step: a run that never ends has
                                   no outcome, so without a termination argument Equiv is partial */
                                .partial_note = "partial correctness: a run that does not end is not compared (no "
                                                "termination argument for both versions)",
                                .output_args_note = "differs only in how the String results are carried, which the "
                                                    "checks compare instead of their text: as UTF-16 units, or as the "
                                                    "(unscaled value, scale) of the BigDecimal whose toString() the "
                                                    "result is (equal forms give equal texts, but new "
                                                    "BigDecimal(\"1.5\").toString() and the literal \"1.5\" are one "
                                                    "text in two forms)"};

const rel_lang *jv_rel_lang(void) { return &j_lang; }

/* ---- the commands' entry points ---- */

int jv_cmd_ir(const char *path, FILE *out, FILE *err) { return jv_cmd_ir_cp(path, NULL, out, err); }

int jv_cmd_ir_cp(const char *path, const char *classpath, FILE *out, FILE *err) {
  char e[600];
  jv_program *p = jv_program_load_cp(path, classpath, e, sizeof e);
  if (!p) {
    fprintf(err, "%s\n", e);
    return 1;
  }
  /* the main class first, then the others of the compilation */
  jv_class *mc = main_class(p);
  if (mc) jv_print_class(mc, p->a, out);
  for (int i = 0; i < p->nclasses; i++)
    if (p->classes[i] != mc) {
      fputc('\n', out);
      jv_print_class(p->classes[i], p->a, out);
    }
  jv_program_free(p);
  return 0;
}

void *jv_cmd_load(const char *path, char *err, size_t errn) { return jv_program_load(path, err, errn); }

void *jv_cmd_load_cp(const char *path, const char *classpath, char *err, size_t errn) {
  return jv_program_load_cp(path, classpath, err, errn);
}

int jv_cmd_has_method(void *prog, const char *name) {
  int amb;
  jv_method *m = jv_find_method(prog, name, &amb);
  return m ? 1 : amb ? -1 : 0;
}

rel_behaviour jv_cmd_run(void *prog, const char *name, const rel_value *args, int nargs, long long fuel, arena *out) {
  return j_run(prog, name, args, nargs, fuel, out);
}

void jv_cmd_free(void *prog) { jv_program_free(prog); }
