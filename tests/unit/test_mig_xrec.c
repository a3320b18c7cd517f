/* test_mig_xrec.c — the record induction across two languages on real programs: a COBOL program
 * (Equiv's COBOL symbolic executor) against its Rust translation (the Rust one), related by the
 * map the migration driver writes from tests/migrate/xcopy/interface.json: argument 1 names the
 * file TRANIN holds as Latin-1 lines, argument 2 the file COPYOUT is written to, standard output
 * the display. The correct translations must come out `equivalent` for files of any number of
 * records; the seeded bugs of tests/migrate/xcopy/bugs must not (equiv migrate's search finds and
 * replays them on the rustc binary and cobc: tests/migrate/xcopy.sh). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/interp.h"
#include "lang/rust/rust.h"
#include "rel/verdict.h"
#include "rel/xrec.h"

typedef struct loaded {
  const rel_lang *L;
  void *prog;
} loaded;

static loaded load(const rel_lang *L, const char *rel_path, arena *a) {
  const char *src = getenv("EQUIV_SRC");
  const char *path = arena_printf(a, "%s/tests/migrate/xcopy/%s", src ? src : ".", rel_path);
  diag_ctx *d = diag_new();
  void *p = L->load(path, NULL, d);
  cr_assert(p, "%s does not load", path);
  diag_free(d);
  return (loaded){L, p};
}

/* The map, as the driver writes it: names from each language (rel_lang.seq_names). */
static rel_xrec map_of(loaded *cob, loaded *rs, arena *a) {
  rel_input *ci, *ri;
  char why[256];
  int nc = cob->L->inputs(cob->prog, "XCOPY", &ci, a, why, sizeof why), nr = rs->L->inputs(rs->prog, "main", &ri, a, why, sizeof why);
  cr_assert_eq(nc, 1, "COBOL inputs: %d", nc);
  cr_assert_geq(nr, 2, "Rust inputs: %d", nr);
  term_ctx *tc = term_ctx_new();
  term_ref vc[8], vr[8];
  rel_input_vars(tc, ci, nc, vc);
  rel_input_vars(tc, ri, nr, vr);
  rel_xseq_names on, nw;
  int argc = -1, arg1 = -1;
  for (int i = 0; i < nr; i++) {
    if (!strcmp(ri[i].name, "argc")) argc = i;
    if (!strcmp(ri[i].name, "arg1")) arg1 = i;
  }
  cr_assert(argc >= 0 && arg1 >= 0);
  cr_assert_eq(rel_xrec_names(cob->L, cob->prog, "XCOPY", 0, term_var_name(tc, vc[0]), &on, a), 0);
  cr_assert_eq(rel_xrec_names(rs->L, rs->prog, "main", arg1, arena_printf(a, "t_%s", term_var_name(tc, vr[arg1])), &nw, a), 0);
  cr_assert_eq(on.cap, 8, "the record length");
  rel_xdef *defs = arena_alloc(a, sizeof(rel_xdef));
  /* main runs with the program's name and two arguments */
  defs[0] = (rel_xdef){.var = arena_printf(a, "t_%s", term_var_name(tc, vr[argc])), .width = 64, .kind = REL_XDEF_CONST, .value = 3};
  int n = 1;
  cr_assert_eq(rel_xrec_line_file(&on, &nw, on.cap, REL_ENC_EBCDIC037, &defs, &n, a, why, sizeof why), 0, "%s", why);
  rel_xstream *st = arena_alloc(a, sizeof(rel_xstream) * 2);
  st[0] = (rel_xstream){.old_stream = "COPYOUT", .new_stream = "file:arg2", .old_enc = REL_ENC_EBCDIC037,
                        .new_enc = REL_ENC_LATIN1, .trim = 1, .width = 40, .new_lines = 1};
  st[1] = (rel_xstream){.old_stream = "SYSOUT", .new_stream = "stdout", .old_enc = REL_ENC_EBCDIC037,
                        .new_enc = REL_ENC_LATIN1, .width = 40, .new_lines = 1};
  rel_xpos *pos = arena_alloc(a, sizeof(rel_xpos));
  pos[0] = (rel_xpos){on.pos_cell, nw.pos_cell};
  term_ctx_free(tc);
  return (rel_xrec){.ndefs = n, .defs = defs, .nstreams = 2, .streams = st, .npos = 1, .pos = pos, .ends = 1, .printable = 1,
                    .assume = "every character of a TRANIN record is a printable ASCII character (X'40'-X'FE' that IBM-037 "
                              "maps to U+0020-U+007E)"};
}

static rel_verdict check(const char *rs_file, arena *a) {
  loaded cob = load(cbl_rel_lang(), "XCOPY.cbl", a), rs = load(rs_rel_lang(), rs_file, a);
  rel_xrec m = map_of(&cob, &rs, a);
  rel_check_opts o = {0};
  o.timeout_ms = 600000;
  o.R = rel_relation_default();
  o.xrec = &m;
  o.evidence_dir = getenv("XREC_EVIDENCE");
  rel_side so = {cob.L, cob.prog, "XCOPY"}, sn = {rs.L, rs.prog, "main"};
  rel_verdict v;
  rel_check(&so, &sn, &o, &v, a);
  return v;
}

Test(mig_xrec, a_copy_program_and_its_rust_translation_are_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check("xcopy.rs", a);
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert(v.proof && strstr(v.proof, "by induction over the records"), "%s", v.proof ? v.proof : "");
  cr_assert(v.assume && strstr(v.assume, "printable ASCII"), "%s", v.assume ? v.assume : "");
  arena_free(a);
}

Test(mig_xrec, the_record_written_as_two_fields_is_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check("xcopy-fields.rs", a);
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  arena_free(a);
}

/* the seeded bugs: the proof must fail (equiv migrate's search finds both and replays them) */
Test(mig_xrec, a_character_changed_on_some_records_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check("bugs/rust-char-changed.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}

Test(mig_xrec, the_last_character_dropped_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check("bugs/rust-last-dropped.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}
