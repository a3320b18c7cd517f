/* orch_mig_xrec.c — the cross-language induction's map from the interface (orch_mig_xrec.h). */
#include "orch/orch_mig_xrec.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/diag.h"

/* The widest record either side may write to a mapped stream: a wider one leaves the summary
 * unrewritable (rel_xrec_apply refuses it), so this bounds what is proved, never what is claimed. */
enum { XREC_WIDTH = 80 };

static int refuse(char *why, size_t whyn, const char *msg, const char *name) {
  snprintf(why, whyn, msg, name);
  return -1;
}

/* The translation's input named name, or -1. */
static int input_named(const rel_input *in, int n, const char *name) {
  for (int i = 0; i < n; i++)
    if (!strcmp(in[i].name, name)) return i;
  return -1;
}

/* The interface's argument position of DD name dd, or -1. */
static int arg_of(const orch_iface *f, const char *dd) {
  for (int j = 0; j < f->nargs; j++)
    if (!strcasecmp(f->args[j], dd)) return j;
  return -1;
}

static rel_enc file_enc(orch_ienc e) { return e == ORCH_IE_UTF8 ? REL_ENC_UTF8 : REL_ENC_LATIN1; }

/* What the map needs of the interface and the COBOL side (no translation loaded): the input
 * file's argument position into *jout and its COBOL inputs into *ci; 0, or -1 with why. */
static int shape_ok(const orch_iface *f, const rel_side *cob, int absent_related, int *jout, rel_input **ci, arena *a,
                    char *why, size_t whyn) {
  if (f->stdin_sysin) return refuse(why, whyn, "%s", "SYSIN on standard input is not mapped yet");
  if (!f->compare_rc) return refuse(why, whyn, "%s", "a return code that is not compared (return_code: ignore) is not mapped yet");
  if (!cob->L->seq_names) return refuse(why, whyn, "%s", "the COBOL side names no input sequence");
  char w[256];
  int nc = cob->L->inputs(cob->prog, cob->unit, ci, a, w, sizeof w);
  if (nc < 0) return refuse(why, whyn, "the COBOL inputs: %s", w);
  if (nc != 1) return refuse(why, whyn, "%s", "the induction follows one input file; this program reads another number");
  const char *dd = (*ci)[0].name;
  int j = arg_of(f, dd);
  if (j < 0) return refuse(why, whyn, "%s is not among the interface's arguments", dd);
  const orch_ifile *x = &f->files[j];
  if (x->format != ORCH_IF_LINE) return refuse(why, whyn, "%s: a fixed-format file is not mapped yet", dd);
  if (x->enc != ORCH_IE_LATIN1) return refuse(why, whyn, "%s: an input file in UTF-8 is not mapped yet", dd);
  if (!x->always_present && !absent_related)
    return refuse(why, whyn, "%s may be absent (always_present is not true), the induction takes it as present, and the "
                  "run with it absent was not related", dd);
  /* the induction relates printable records only (rel_xrec.printable): without the user's word
   * that the data set is text, "equivalent" would rest on a restriction nobody stated */
  if (!x->printable) {
    snprintf(why, whyn, "%s: the proof covers records of printable characters only, and the interface does not "
             "state that this file's records are (files.%s.printable)", dd, dd);
    return -1;
  }
  *jout = j;
  return 0;
}

int orch_mig_xrec_map(const orch_iface *f, const rel_side *cob, const rel_side *tr, int absent_related, rel_xrec *m,
                      arena *a, char *why, size_t whyn) {
  memset(m, 0, sizeof *m);
  rel_input *ci, *ri;
  int j;
  if (shape_ok(f, cob, absent_related, &j, &ci, a, why, whyn)) return -1;
  if (!tr->L->seq_names) return refuse(why, whyn, "%s", "the translation's side names no input sequence");
  char w[256];
  int nr = tr->L->inputs(tr->prog, tr->unit, &ri, a, w, sizeof w);
  if (nr < 0) return refuse(why, whyn, "the translation's inputs: %s", w);
  const char *dd = ci[0].name;
  int argc = input_named(ri, nr, "argc"), arg = input_named(ri, nr, arena_printf(a, "arg%d", j + 1));
  if (argc < 0 || arg < 0) return refuse(why, whyn, "the translation's main does not take %s as its arguments", dd);
  if (nr > 64) return refuse(why, whyn, "%s", "the translation has more than 64 inputs");

  term_ctx *tc = term_ctx_new();
  term_ref vc[1], vr[64];
  rel_input_vars(tc, ci, 1, vc);
  rel_input_vars(tc, ri, nr, vr);
  rel_xseq_names on, nw;
  int bad = rel_xrec_names(cob->L, cob->prog, cob->unit, 0, arena_strdup(a, term_var_name(tc, vc[0])), &on, a) ||
            rel_xrec_names(tr->L, tr->prog, tr->unit, arg, arena_printf(a, "t_%s", term_var_name(tc, vr[arg])), &nw, a);
  const char *argc_var = arena_printf(a, "t_%s", term_var_name(tc, vr[argc]));
  term_ctx_free(tc);
  if (bad) return refuse(why, whyn, "%s: a side does not read it as a sequence of records", dd);
  /* the map gives every line the record length: a record of its own length would be related to a
   * line of another, so such a file is not mapped */
  if (on.len || on.it_len) return refuse(why, whyn, "%s: records of varying length are not mapped yet", dd);
  rel_enc cp = f->codepage == 1140 ? REL_ENC_EBCDIC1140 : REL_ENC_EBCDIC037;

  rel_xdef *defs = arena_alloc(a, sizeof *defs);
  /* main runs with the program's name and the interface's arguments */
  defs[0] = (rel_xdef){.var = argc_var, .width = 64, .kind = REL_XDEF_CONST, .value = (uint64_t)f->nargs + 1};
  int n = 1;
  int line_cap = rel_xrec_fit(&nw, on.cap);
  if (rel_xrec_line_file(&on, &nw, on.cap, cp, &defs, &n, a, why, whyn)) return -1;

  /* every other argument is an output file; then the display */
  rel_xstream *st = arena_alloc(a, sizeof *st * (size_t)(f->nargs + 1));
  int ns = 0;
  for (int k = 0; k < f->nargs; k++) {
    if (k == j) continue;
    if (f->files[k].format != ORCH_IF_LINE) return refuse(why, whyn, "%s: a fixed-format file is not mapped yet", f->args[k]);
    st[ns++] = (rel_xstream){.old_stream = f->args[k], .new_stream = arena_printf(a, "file:arg%d", k + 1), .old_enc = cp,
                             .new_enc = file_enc(f->files[k].enc), .trim = 1, .width = XREC_WIDTH, .new_lines = 1};
  }
  st[ns++] = (rel_xstream){.old_stream = "SYSOUT", .new_stream = "stdout", .old_enc = cp,
                           .new_enc = file_enc(f->display_enc), .width = XREC_WIDTH, .new_lines = 1};
  rel_xpos *pos = arena_alloc(a, sizeof *pos);
  pos[0] = (rel_xpos){on.pos_cell, nw.pos_cell};
  *m = (rel_xrec){.ndefs = n, .defs = defs, .nstreams = ns, .streams = st, .npos = 1, .pos = pos, .ends = 1,
                  .abend_status = f->abend_exit, .printable = 1, .line_cap = line_cap,
                  .assume = arena_printf(a, "every character of a %s record is a printable ASCII character (X'40'-X'FE' "
                                            "that IBM-%s maps to U+0020-U+007E), as the interface states (printable)", dd,
                                         f->codepage == 1140 ? "1140" : "037")};
  return 0;
}

int orch_mig_xrec_prove(const orch_iface *f, const rel_side *cob, const rel_lang *tr_lang, const char *tr_path,
                        orch_mig_absent_fn absent, void *ud, int *absent_checked, unsigned timeout_ms, rel_verdict *v,
                        arena *a, char *why, size_t whyn) {
  if (!tr_lang) return refuse(why, whyn, "%s", "no symbolic semantics for the translation's language");
  /* a shape the map refuses whatever the translation is: said before the translation is loaded */
  rel_input *ci;
  int j;
  if (shape_ok(f, cob, 1, &j, &ci, a, why, whyn)) return -1;
  diag_ctx *d = diag_new();
  void *prog = tr_lang->load(tr_path, NULL, d);
  if (!prog) {
    /* the first diagnostic says which construct the translation's semantics does not follow */
    snprintf(why, whyn, "the translation is not executed symbolically: %s",
             diag_count(d) ? diag_message(d, 0) : "it does not load");
    diag_free(d);
    return -1;
  }
  diag_free(d);
  rel_side tr = {tr_lang, prog, "main"};
  rel_xrec m;
  int rc = -1;
  *absent_checked = 0;
  const char *aw = NULL;
  int ok = !orch_mig_xrec_map(f, cob, &tr, 0, &m, a, why, whyn);
  if (!ok && !orch_mig_xrec_map(f, cob, &tr, 1, &m, a, why, whyn)) {
    /* the file's absence is the only obstacle: its one input settled by the runs, or no proof */
    ok = absent && absent(ud, &aw);
    if (ok) *absent_checked = 1;
    else snprintf(why, whyn, "%s", aw ? aw : "the input file may be absent and no run of that input was made");
  }
  if (ok) {
    rel_check_opts o = {0};
    o.timeout_ms = timeout_ms;
    o.R = rel_relation_default();
    o.xrec = &m;
    rel_check(cob, &tr, &o, v, a);
    /* what the report keeps, copied before the translation is unloaded */
    const char **keep[] = {&v->reason, &v->proof, &v->assume, &v->vacuity};
    for (size_t k = 0; k < sizeof keep / sizeof keep[0]; k++)
      if (*keep[k]) *keep[k] = arena_strdup(a, *keep[k]);
    v->has_cex = 0; /* its inputs and behaviours point into the translation's program */
    rc = 0;
  }
  tr_lang->unload(prog);
  return rc;
}
