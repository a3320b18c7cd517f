/* interp_lang.c — binds the COBOL room's concrete semantics to rel/lang.h: loading through the
 * front end, listing programs, and runs of the interpreter as rel_behaviours (the replay oracle). */
#include <stdio.h>
#include <string.h>

#include "lang/cobol/cobol.h"
#include "rel/lang.h"

static void *cbl_load(const char *path, diag_ctx *d) {
  cbl_parse_options o = {NULL, 0, CBL_FORMAT_AUTO, 0};
  return cbl_parse_file(path, &o, d);
}

static void cbl_unload(void *prog) { json_decref(prog); }

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
  const json_t *progs = json_object_get(prog, "programs");
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)(count_progs(progs) + 1));
  int n = 0;
  add_names(progs, v, &n);
  *names = v;
  return n;
}

/* A COBOL program's inputs are its data sets, SYSIN, PARM and clock, not scalar parameters: the
 * scalar-input interface has none to offer yet. */
static int cbl_inputs(void *prog, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  (void)prog;
  (void)a;
  (void)unit;
  *ins = NULL;
  snprintf(why, whyn, "COBOL programs take data sets, not scalar inputs (use equiv cobol run)");
  return -1;
}

/* One run with IBM's options (EBCDIC), no data sets and the default clock: displayed lines are
 * records of stream "SYSOUT"; STOP RUN/GOBACK is exited(RETURN-CODE); an abend is abended(code). */
static rel_behaviour cbl_lang_run(void *prog, const char *unit, const rel_value *args, int nargs, long long fuel,
                                  arena *out) {
  (void)args;
  if (nargs) return rel_went_wrong(out, REL_W_UNSUPPORTED, "COBOL programs take no scalar arguments", "?");
  cbl_run_opts o;
  memset(&o, 0, sizeof o);
  o.opt = cbl_options_ibm();
  o.storage_fill = -1;
  o.fuel = fuel;
  o.main_program = unit;
  json_t *doc = prog;
  cbl_run_result r;
  cbl_run(&doc, 1, &o, &r);
  rel_behaviour b;
  if (r.setup_error) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, r.setup_error, "?");
  } else if (r.status == CBL_RUN_WENT_WRONG) {
    rel_wkind k = !strcmp(r.wrong_kind, "out_of_fuel") ? REL_W_OUT_OF_FUEL
                  : !strcmp(r.wrong_kind, "undefined_result") ? REL_W_UNDEFINED_RESULT : REL_W_UNSUPPORTED;
    b = rel_went_wrong(out, k, r.reason, r.loc ? r.loc : "?");
  } else {
    rel_record *recs = arena_alloc(out, sizeof(rel_record) * (size_t)(r.ndisplay + 1));
    for (int i = 0; i < r.ndisplay; i++) {
      recs[i].stream = "SYSOUT";
      recs[i].data = r.display[i];
      recs[i].len = r.display_len[i];
    }
    b = r.status == CBL_RUN_ABENDED ? rel_abended(out, r.abend_code, recs, r.ndisplay)
                                    : rel_exited(out, r.return_code, recs, r.ndisplay);
  }
  cbl_run_result_free(&r);
  return b;
}

static int cbl_symex(void *prog, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                     rel_summary *out, arena *a, char *why, size_t whyn) {
  (void)prog, (void)unit, (void)tc, (void)vars, (void)n, (void)o, (void)out, (void)a;
  snprintf(why, whyn, "unsupported: COBOL symbolic execution is not implemented yet");
  return -1;
}

static const rel_lang cobol_lang = {"cobol", cbl_load, cbl_unload, cbl_units, cbl_inputs, cbl_lang_run, cbl_symex};

const rel_lang *cbl_rel_lang(void) { return &cobol_lang; }
