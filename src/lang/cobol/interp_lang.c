/* interp_lang.c — binds the COBOL room's concrete semantics to rel/lang.h: loading through the
 * front end, listing programs, the data sets a program reads (lang_data.h), runs of the interpreter
 * on generated data sets as rel_behaviours (the replay oracle), and a lowered-code fingerprint. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/codepage.h"
#include "lang/cobol/cobol.h"
#include "lang/cobol/dataset.h"
#include "lang/cobol/lang_data.h"
#include "lang/cobol/emit.h"
#include "lang/cobol/native.h"
#include "lang/cobol/symex.h"
#include "rel/lang.h"
#include "rel/xrec.h"

/* What rel holds for a loaded COBOL program: the front end's document, unmodified, and the most
 * records per input file its checks follow (--records). */
typedef struct cbl_loaded {
  json_t *doc;
  int records;
  /* the other programs of the run unit, from their own source files (CALL reaches them); the
   * document array every run takes: docs[0] is doc */
  int ndocs;
  json_t **docs;
  cbl_native *native; /* the cobc build for replays, made on first use */
} cbl_loaded;

void *cbl_rel_prog(json_t *doc, int records) {
  cbl_loaded *l = eq_calloc(1, sizeof *l);
  l->doc = doc;
  l->ndocs = 1;
  l->docs = eq_calloc(1, sizeof(json_t *));
  l->docs[0] = doc;
  l->records = records > 0 ? records : CBL_REL_RECORDS;
  return l;
}

const json_t *cbl_rel_prog_doc(const void *prog) { return ((const cbl_loaded *)prog)->doc; }

#define DOC(prog) (((const cbl_loaded *)(prog))->doc)
#define RECORDS(prog) (((const cbl_loaded *)(prog))->records)

static void cbl_unload(void *prog);

/* -I DIR is the copybook search path; the front-end arguments (after --) are the source files of
 * the run unit's other programs, which CALL reaches (a subprogram in a file of its own); -D has
 * no COBOL meaning. */
static void *cbl_load(const char *path, const rel_load_opts *lo, diag_ctx *d) {
  cbl_parse_options o = {NULL, 0, CBL_FORMAT_AUTO, 0};
  if (lo && lo->ndefine) {
    diag_error(d, EQ_NOLOC, "usage", "%s: -D has no meaning for a COBOL program", path);
    return NULL;
  }
  if (lo && lo->array_bound) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --array-bound has no meaning for COBOL (it bounds C array parameters)", path);
    return NULL;
  }
  if (lo && (lo->records < 0 || lo->records > CBL_REL_RECORDS_MAX)) {
    diag_error(d, EQ_NOLOC, "usage", "%s: --records wants 1 to %d records per input file, not %d", path,
               CBL_REL_RECORDS_MAX, lo->records);
    return NULL;
  }
  if (lo) o.copy_dirs = lo->include, o.ncopy_dirs = lo->ninclude;
  json_t *doc = cbl_parse_file(path, &o, d);
  if (!doc) return NULL;
  cbl_loaded *l = cbl_rel_prog(doc, lo ? lo->records : 0);
  int nsub = lo ? lo->nextra : 0;
  if (nsub) {
    l->docs = eq_realloc(l->docs, sizeof(json_t *) * (size_t)(nsub + 1));
    for (int i = 0; i < nsub; i++) {
      json_t *sub = cbl_parse_file(lo->extra[i], &o, d);
      if (!sub) {
        cbl_unload(l);
        return NULL;
      }
      l->docs[l->ndocs++] = sub;
    }
  }
  return l;
}

static void cbl_unload(void *prog) {
  if (!prog) return;
  cbl_loaded *l = prog;
  for (int i = 1; i < l->ndocs; i++) json_decref(l->docs[i]);
  free(l->docs);
  json_decref(DOC(prog));
  cbl_native_free(((cbl_loaded *)prog)->native);
  free(prog);
}

static void add_names(const json_t *progs, const char **v, int *n) {
  size_t i;
  json_t *p;
  json_array_foreach(progs, i, p) {
    const json_t *nm = json_object_get(p, "name");
    if (json_is_string(nm)) v[(*n)++] = json_string_value(nm);
    add_names(json_object_get(p, "programs"), v, n);
  }
}

static int count_progs(const json_t *progs) {
  int n = 0;
  size_t i;
  json_t *p;
  json_array_foreach(progs, i, p) n += 1 + count_progs(json_object_get(p, "programs"));
  return n;
}

/* The units are the programs (nested ones included), in source order. */
static int cbl_units(void *prog, const char ***names, arena *a) {
  const json_t *progs = json_object_get(DOC(prog), "programs");
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)(count_progs(progs) + 1));
  int n = 0;
  add_names(progs, v, &n);
  *names = v;
  return n;
}

/* A COBOL program's inputs are the data sets it reads (lang_data.h): one sequence of records per
 * file opened INPUT, I-O or EXTEND. */
static int cbl_inputs(void *prog, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  *ins = NULL;
  return cbl_rel_inputs(DOC(prog), unit, RECORDS(prog), ins, a, why, whyn);
}

static int cbl_gen(void *prog, const char *unit, const rel_input *ins, int n, unsigned k, uint64_t *rng,
                   rel_value *out, arena *a) {
  return cbl_rel_gen(DOC(prog), unit, RECORDS(prog), ins, n, k, rng, out, a);
}

/* Output bytes as record text: the run's EBCDIC decoded by IBM-037's table, a permutation of the
 * 256 byte values (so equal records stay equal and different ones different; under CODEPAGE(1140)
 * the euro sign X'9F' reads as U+00A4). An ASCII run's bytes are kept. */
static const char *record_text(const cbl_options *opt, const char *b, size_t n, arena *a) {
  char *t = arena_alloc(a, n + 1);
  for (size_t i = 0; i < n; i++)
    t[i] = cbl_opt_is_ebcdic(opt) ? (char)eq_cp037_to_latin1[(unsigned char)b[i]] : b[i];
  return t;
}

/* One run with IBM's options (EBCDIC), the generated data sets in memory (cbl_dd.in_memory) and the
 * default clock: displayed lines are records of stream "SYSOUT", then the records each output file
 * holds at the end, of the stream named by its DD; STOP RUN/GOBACK is exited(RETURN-CODE); an
 * abend is abended(code). */
static rel_behaviour cbl_lang_run_traced(void *prog, const char *unit, const rel_value *args, int nargs,
                                         long long fuel, arena *out, const rel_trace *t) {
  arena *tmp = arena_new();
  char why[600];
  const char **ddn;
  int *argi;
  cbl_rel_special sp;
  int nd = cbl_rel_dds(DOC(prog), unit, &ddn, &argi, &sp, tmp, why, sizeof why);
  int nin = 0;
  for (int i = 0; i < nd; i++) nin += argi[i] >= 0;
  /* the SYSIN cards, the clock and the PARM: inputs after the files (lang_data.h) */
  int si = nd < 0 ? -1 : sp.sysin, ci = nd < 0 ? -1 : sp.clock, pi = nd < 0 ? -1 : sp.parm;
  nin += (si >= 0) + (ci >= 0) + (pi >= 0);
  if (nd < 0 || nin != nargs) {
    rel_behaviour b = nd < 0 ? rel_went_wrong(out, REL_W_UNSUPPORTED, why, "?")
                             : rel_went_wrong(out, REL_W_UNSUPPORTED,
                                              arena_printf(tmp, "the program reads %d data set%s, %d given", nin,
                                                           nin == 1 ? "" : "s", nargs), "?");
    arena_free(tmp);
    return b;
  }
  /* the clock's text; the generator and the model reader make only digits (else: Equiv's bug) */
  char clock[40], parm[CBL_REL_PARM_MAX + 1];
  if ((ci >= 0 && cbl_rel_clock_text(&args[ci], clock, sizeof clock) < 0) ||
      (pi >= 0 && cbl_rel_parm_text(&args[pi], parm, sizeof parm) < 0)) {
    rel_behaviour b = rel_went_wrong(out, REL_W_UNSUPPORTED, "internal: a clock or PARM value that is not admissible", "?");
    arena_free(tmp);
    return b;
  }
  /* zeroed: a file only written has no data set here, and ds[nd] holds the SYSIN cards if any;
   * every entry is freed below (arena memory is not cleared) */
  cbl_dd *dds = arena_alloc(tmp, sizeof(cbl_dd) * (size_t)(nd + 1));
  cbl_dataset *ds = arena_alloc(tmp, sizeof(cbl_dataset) * (size_t)(nd + 1));
  memset(dds, 0, sizeof(cbl_dd) * (size_t)(nd + 1));
  memset(ds, 0, sizeof(cbl_dataset) * (size_t)(nd + 1));
  for (int i = 0; i < nd; i++) {
    dds[i].name = ddn[i];
    dds[i].in_memory = 1;
    /* REL_V_VOID: no data set at all (rel/lang.h run), as a DD naming a data set that does not exist */
    if (argi[i] >= 0 && args[argi[i]].kind != REL_V_VOID) {
      cbl_rel_dataset(&args[argi[i]], &ds[i]);
      dds[i].data = &ds[i];
    }
  }
  cbl_run_opts o;
  memset(&o, 0, sizeof o);
  o.opt = cbl_options_ibm();
  o.storage_fill = -1;
  o.fuel = fuel;
  o.main_program = unit;
  o.dds = dds;
  o.ndds = nd;
  if (si >= 0) {
    /* each card: the bytes of its record (EBCDIC of the run's code page), as a data set holds it */
    cbl_dataset *cards = &ds[nd];
    cbl_rel_dataset(&args[si], cards);
    const char **sv = arena_alloc(tmp, sizeof(char *) * (cards->n + 1));
    size_t *sl = arena_alloc(tmp, sizeof(size_t) * (cards->n + 1));
    for (size_t i = 0; i < cards->n; i++) sv[i] = (const char *)cards->recs[i].data, sl[i] = cards->recs[i].len;
    o.sysin = sv, o.sysin_len = sl, o.nsysin = (int)cards->n, o.sysin_native = 1;
  }
  if (ci >= 0) o.clock = clock;
  if (pi >= 0) o.parm = parm;
  o.write_files = 1;
  if (t) o.on_compare = t->cmp, o.on_branch = t->branch, o.on_compare_ud = t->ud;
  const cbl_loaded *l = prog;
  cbl_run_result r;
  cbl_run(l->docs, l->ndocs, &o, &r);
  rel_behaviour b;
  if (r.setup_error) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, r.setup_error, "?");
  } else if (r.status == CBL_RUN_WENT_WRONG) {
    rel_wkind k = !strcmp(r.wrong_kind, "out_of_fuel") ? REL_W_OUT_OF_FUEL
                  : !strcmp(r.wrong_kind, "undefined_result") ? REL_W_UNDEFINED_RESULT : REL_W_UNSUPPORTED;
    b = rel_went_wrong(out, k, r.reason, r.loc ? r.loc : "?");
  } else {
    int nrec = r.ndisplay;
    for (int f = 0; f < r.nfiles; f++) nrec += (int)r.files[f].data->n;
    rel_record *recs = arena_alloc(tmp, sizeof(rel_record) * (size_t)(nrec + 1));
    int k = 0;
    for (int i = 0; i < r.ndisplay; i++, k++) {
      recs[k].stream = "SYSOUT";
      recs[k].data = record_text(&r.opt, r.display[i], r.display_len[i], tmp);
      recs[k].len = r.display_len[i];
    }
    for (int f = 0; f < r.nfiles; f++)
      for (size_t i = 0; i < r.files[f].data->n; i++, k++) {
        recs[k].stream = arena_strdup(tmp, r.files[f].dd);
        recs[k].data = record_text(&r.opt, (const char *)r.files[f].data->recs[i].data, r.files[f].data->recs[i].len, tmp);
        recs[k].len = r.files[f].data->recs[i].len;
      }
    b = r.status == CBL_RUN_ABENDED ? rel_abended(out, r.abend_code, recs, nrec)
                                    : rel_exited(out, r.return_code, recs, nrec);
  }
  cbl_run_result_free(&r);
  for (int i = 0; i <= nd; i++) cbl_ds_free(&ds[i]); /* ds[nd]: the SYSIN cards */
  arena_free(tmp);
  return b;
}

static rel_behaviour cbl_lang_run(void *prog, const char *unit, const rel_value *args, int nargs, long long fuel,
                                  arena *out) {
  return cbl_lang_run_traced(prog, unit, args, nargs, fuel, out, NULL);
}

static int cbl_lang_symex(void *prog, const char *unit, term_ctx *tc, const term_ref *vars, int n,
                          const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn) {
  /* the inputs the executor names its variables from must be the ones the checks made */
  rel_input *ins;
  int ni = cbl_rel_inputs(DOC(prog), unit, RECORDS(prog), &ins, a, why, whyn);
  if (ni < 0) return -1;
  if (ni != n) {
    snprintf(why, whyn, "the program reads %d data sets, %d given", ni, n);
    return -1;
  }
  return cbl_symex(DOC(prog), unit, RECORDS(prog), tc, vars, n, o, out, a, why, whyn);
}

static int cbl_tree_value(void *prog, const char *unit, const rel_input *in, term_ref base, term_ctx *tc,
                          term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  return cbl_rel_tree_value(DOC(prog), unit, RECORDS(prog), in, base, tc, eval, ectx, out, a);
}

/* The document without its source places ("loc" members, the source file list): two programs with
 * equal text here run the same code on the same storage. */
static json_t *strip_locs(const json_t *x) {
  if (json_is_array(x)) {
    json_t *c = json_array();
    size_t i;
    json_t *e;
    json_array_foreach(x, i, e) json_array_append_new(c, strip_locs(e));
    return c;
  }
  if (!json_is_object(x)) return json_deep_copy(x);
  json_t *c = json_object();
  const char *k;
  json_t *v;
  json_object_foreach((json_t *)x, k, v)
    if (strcmp(k, "loc")) json_object_set_new(c, k, strip_locs(v));
  return c;
}

/* The run unit the program belongs to (every program of its document, which CALL can reach), its
 * compiler options and the program's name, lowered JSON without places; prefixed by a 64-bit FNV-1a
 * hash for the verdict's proof line (equality is of the whole text, never of the hash). */
static const char *cbl_fingerprint(void *prog, const char *unit, arena *a) {
  const json_t *doc = DOC(prog);
  json_t *x = json_object();
  json_object_set_new(x, "unit", json_string(unit));
  json_object_set_new(x, "options",
                      strip_locs(json_object_get(json_object_get(doc, "source"), "compiler_options")));
  json_object_set_new(x, "programs", strip_locs(json_object_get(doc, "programs")));
  /* the run unit's programs from other files: a change in one is a change of what CALL runs */
  const cbl_loaded *l = prog;
  json_t *subs = json_array();
  for (int i = 1; i < l->ndocs; i++) json_array_append_new(subs, strip_locs(json_object_get(l->docs[i], "programs")));
  json_object_set_new(x, "subprograms", subs);
  char *s = json_dumps(x, JSON_COMPACT | JSON_SORT_KEYS);
  json_decref(x);
  if (!s) return NULL;
  uint64_t h = 0xcbf29ce484222325u;
  for (const char *c = s; *c; c++) h = (h ^ (unsigned char)*c) * 0x100000001b3u;
  const char *fp = arena_printf(a, "%016llx:%s", (unsigned long long)h, s);
  free(s);
  return fp;
}

static rel_behaviour cbl_lang_native_run(void *prog, const char *unit, const rel_value *args, int nargs, arena *out) {
  const cbl_loaded *l = prog;
  return cbl_native_run(l->docs, l->ndocs, unit, &((cbl_loaded *)prog)->native, args, nargs, out);
}

/* How the symbolic executor (symex.c: record_vars, count_var, the step's READ) names input file
 * `input`, for the cross-language record induction (rel/xrec.h). SYSIN, the clock and the PARM are
 * no sequence of records here. */
static int cbl_seq_names(void *prog, const char *unit, int input, const char *var, rel_xseq_names *out, arena *a) {
  const cbl_rel_field *f;
  int nf;
  size_t lrecl;
  const char *dd;
  char why[256];
  if (cbl_rel_input_fields(DOC(prog), unit, input, &f, &nf, &lrecl, &dd, a, why, sizeof why) < 0) return -1;
  if (!strcmp(dd, "SYSIN") || !strcmp(dd, "CLOCK") || !strcmp(dd, "PARM")) return -1;
  *out = (rel_xseq_names){.count = arena_printf(a, "%s_n", var), .count_width = 32,
                          .byte = arena_printf(a, "%s_r%%d_%%d", var), .it_byte = arena_printf(a, "%s_it_%%d", var),
                          .it_eof = arena_printf(a, "%s_it_eof", var), .nrec = RECORDS(prog), .cap = (int)lrecl,
                          .pos_cell = arena_printf(a, "@pos:%s", dd)};
  return 0;
}

static const rel_lang cobol_lang = {.name = "cobol", .load = cbl_load, .unload = cbl_unload, .units = cbl_units,
                                    .inputs = cbl_inputs, .run = cbl_lang_run, .symex = cbl_lang_symex,
                                    .tree_value = cbl_tree_value, .emit_test = cbl_emit_test,
                                    .fingerprint = cbl_fingerprint, .gen = cbl_gen,
                                    .native_run = cbl_lang_native_run, .run_traced = cbl_lang_run_traced,
                                    .seq_names = cbl_seq_names,
                                    .native_name = "cobc -x -std=ibm -fsign=EBCDIC -fbinary-truncate (-fno-binary-truncate under TRUNC(BIN); GnuCOBOL, the data sets in ASCII)"};

const rel_lang *cbl_rel_lang(void) { return &cobol_lang; }
