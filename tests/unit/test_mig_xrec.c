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
#include "lang/jimple/jimple.h"
#include "lang/rust/rust.h"
#include "orch/orch_mig_xrec.h"
#include "rel/verdict.h"
#include "rel/xrec.h"

typedef struct loaded {
  const rel_lang *L;
  void *prog;
} loaded;

/* A program of tests/migrate (rel_path below it). */
static loaded load(const rel_lang *L, const char *rel_path, arena *a) {
  const char *src = getenv("EQUIV_SRC");
  const char *path = arena_printf(a, "%s/tests/migrate/%s", src ? src : ".", rel_path);
  diag_ctx *d = diag_new();
  void *p = L->load(path, NULL, d);
  cr_assert(p, "%s does not load", path);
  diag_free(d);
  return (loaded){L, p};
}

static void unload(loaded *l) { l->L->unload(l->prog); }

/* The map, as the driver writes it (orch_mig_xrec.h) from tests/migrate/DIR/interface.json. */
static rel_xrec map_of(const char *dir, const char *unit, loaded *cob, loaded *rs, arena *a) {
  const char *src = getenv("EQUIV_SRC");
  orch_iface f;
  char why[512];
  cr_assert_eq(orch_iface_load(arena_printf(a, "%s/tests/migrate/%s/interface.json", src ? src : ".", dir), &f, a, why,
                               sizeof why), 0, "%s", why);
  rel_side so = {cob->L, cob->prog, unit}, sn = {rs->L, rs->prog, "main"};
  rel_xrec m;
  cr_assert_eq(orch_mig_xrec_map(&f, &so, &sn, 0, &m, a, why, sizeof why), 0, "%s", why);
  cr_assert_eq(m.nstreams, 2, "COPYOUT and the display");
  cr_assert(m.assume && strstr(m.assume, "TRANIN"), "%s", m.assume ? m.assume : "");
  return m;
}

/* COBOL program cbl (unit `unit`, interface DIR/interface.json) against translation file tr_file
 * of language TL, both below tests/migrate. */
static rel_verdict check_lang(const rel_lang *TL, const char *dir, const char *cbl, const char *unit, const char *tr_file,
                              arena *a) {
  loaded cob = load(cbl_rel_lang(), cbl, a), rs = load(TL, tr_file, a);
  rel_xrec m = map_of(dir, unit, &cob, &rs, a);
  rel_check_opts o = {0};
  o.timeout_ms = 600000;
  o.R = rel_relation_default();
  o.xrec = &m;
  o.evidence_dir = getenv("XREC_EVIDENCE");
  rel_side so = {cob.L, cob.prog, unit}, sn = {rs.L, rs.prog, "main"};
  rel_verdict v;
  rel_check(&so, &sn, &o, &v, a); /* the verdict's texts are copied into a */
  unload(&cob), unload(&rs);
  return v;
}

static rel_verdict check_in(const char *dir, const char *cbl, const char *unit, const char *rs_file, arena *a) {
  return check_lang(rs_rel_lang(), dir, cbl, unit, rs_file, a);
}

static rel_verdict check(const char *rs_file, arena *a) {
  return check_in("xcopy", "xcopy/XCOPY.cbl", "XCOPY", arena_printf(a, "xcopy/%s", rs_file), a);
}

/* XCOPYRA reads ahead (a priming READ, the next READ ending the performed paragraph) where the
 * translation reads at the top of its loop: the COBOL heads are taken at the READs. */
static rel_verdict check_ra(const char *cbl, const char *rs_file, arena *a) {
  return check_in("xcopyra", arena_printf(a, "xcopyra/%s", cbl), "XCOPYRA", rs_file, a);
}

/* A verdict's expectation, then the arena freed: equivalent (for files of any length: a proof by
 * induction) or never equivalent. */
static void proved(rel_verdict v, arena *a) {
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert(v.proof && strstr(v.proof, "by induction over the records"), "%s", v.proof ? v.proof : "");
  cr_assert_neq(v.vacuous, 1, "%s", v.vacuity ? v.vacuity : "");
  arena_free(a);
}

static void not_proved(rel_verdict v, arena *a) {
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  cr_log_info("%s: %s", rel_verdict_name(v.kind), v.reason ? v.reason : "no reason");
  arena_free(a);
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

/* a line written in two pieces (write_all of its bytes, then of b"\n", as CTLBRK writes its
 * report): the executor joins them into one record of the path; written line end first, never */
Test(mig_xrec, a_line_written_in_two_pieces_is_one_record, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check("xcopy-write-all.rs", a);
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  arena_free(a);
}

Test(mig_xrec, the_line_end_written_first_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check("bugs/rust-newline-first.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}

/* the loop in a callee's frame (a closure called in place, as CTLBRK's translation has it; a
 * function main calls once): the head state is the callee's locals and main's, which it borrows
 * (rs_sym.c's looping_callee); their twins (the 8th character dropped; the first record skipped
 * by main's count) never */
Test(mig_xrec, a_loop_in_a_closure_called_in_place_is_equivalent, .timeout = 600) {
  arena *a = arena_new();
  proved(check("xcopy-closure.rs", a), a);
}

Test(mig_xrec, a_loop_in_a_function_called_once_is_equivalent, .timeout = 600) {
  arena *a = arena_new();
  proved(check("xcopy-fn.rs", a), a);
}

Test(mig_xrec, a_character_dropped_in_a_closure_called_in_place_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  not_proved(check("bugs/rust-closure-last-dropped.rs", a), a);
}

Test(mig_xrec, a_record_skipped_by_a_count_borrowed_from_main_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  not_proved(check("bugs/rust-fn-first-skipped.rs", a), a);
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

Test(mig_xrec, a_copy_program_reading_ahead_and_a_translation_reading_at_the_top_are_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_ra("XCOPYRA.cbl", "xcopy/xcopy.rs", a);
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert(v.proof && strstr(v.proof, "reads ahead"), "%s", v.proof ? v.proof : "");
  cr_assert_neq(v.vacuous, 1, "%s", v.vacuity ? v.vacuity : "");
  arena_free(a);
}

/* the wrong twins of the alignment: the COBOL side changed (the first record skipped by a second
 * priming READ; TEST AFTER, which runs the body once on an empty file), the translation's bugs */
Test(mig_xrec, reading_ahead_past_the_first_record_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_ra("bugs/skip-first.cbl", "xcopy/xcopy.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}

Test(mig_xrec, reading_ahead_with_the_test_after_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_ra("bugs/test-after.cbl", "xcopy/xcopy.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}

Test(mig_xrec, reading_ahead_against_a_character_changed_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_ra("XCOPYRA.cbl", "xcopy/bugs/rust-char-changed.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}

Test(mig_xrec, reading_ahead_against_the_last_record_dropped_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_ra("XCOPYRA.cbl", "xcopy/bugs/rust-last-dropped.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}

/* reading ahead through a paragraph (CTLBRK's PERFORM 1100-READ, the READ and a check of its
 * status): the heads are taken at that READ, reached from either PERFORM; the twin changes a
 * character in that paragraph */
Test(mig_xrec, reading_ahead_through_a_performed_paragraph_is_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_ra("XCOPYRP.cbl", "xcopy/xcopy.rs", a);
  cr_assert(v.proof && strstr(v.proof, "in the paragraph performed before the loop"), "%s", v.proof ? v.proof : "");
  proved(v, a);
}

Test(mig_xrec, a_character_changed_in_the_read_paragraph_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  not_proved(check_ra("bugs/para-char-changed.cbl", "xcopy/xcopy.rs", a), a);
}

/* A file the interface lets be absent: the induction takes it as present, so the map is written
 * only once the caller has run the one input where it is absent on both sides and found the runs
 * related (equiv migrate does: orch_migrate.c absent_related); without that word it refuses. */
Test(mig_xrec, a_file_that_may_be_absent_is_mapped_only_once_its_absent_run_is_related) {
  arena *a = arena_new();
  const char *src = getenv("EQUIV_SRC");
  loaded cob = load(cbl_rel_lang(), "xcopyra/XCOPYRA.cbl", a), rs = load(rs_rel_lang(), "xcopyra/xcopyra.rs", a);
  orch_iface f;
  char why[512];
  cr_assert_eq(orch_iface_load(arena_printf(a, "%s/tests/migrate/xcopyra/interface-absent.json", src ? src : "."), &f, a,
                               why, sizeof why), 0, "%s", why);
  rel_side so = {cob.L, cob.prog, "XCOPYRA"}, sn = {rs.L, rs.prog, "main"};
  rel_xrec m;
  cr_assert_eq(orch_mig_xrec_map(&f, &so, &sn, 0, &m, a, why, sizeof why), -1);
  cr_assert(strstr(why, "TRANIN may be absent"), "%s", why);
  cr_assert_eq(orch_mig_xrec_map(&f, &so, &sn, 1, &m, a, why, sizeof why), 0, "%s", why);
  cr_assert_eq(m.nstreams, 2, "COPYOUT and the display");
  unload(&cob), unload(&rs);
  arena_free(a);
}

/* Records longer than the 16-character lines the Rust induction follows by default: the map asks
 * the executor for lines as long as the record (rel_xrec_fit, rel_sym_opts.line_cap), so every
 * byte of the 40 is compared; the twin differs in the 40th only. */
static rel_verdict check_40(const char *rs_file, arena *a) {
  return check_in("xcopy40", "xcopy40/XCOPY40.cbl", "XCOPY40", arena_printf(a, "xcopy40/%s", rs_file), a);
}

Test(mig_xrec, records_of_40_bytes_reordered_are_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_40("xcopy40.rs", a);
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert(v.proof && strstr(v.proof, "by induction over the records"), "%s", v.proof ? v.proof : "");
  cr_assert(v.assume && strstr(v.assume, "at most 40 ASCII characters"), "%s", v.assume ? v.assume : "");
  cr_assert_neq(v.vacuous, 1, "%s", v.vacuity ? v.vacuity : "");
  arena_free(a);
}

Test(mig_xrec, the_40th_character_changed_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_40("bugs/rust-last-char-zero.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  arena_free(a);
}

/* the record as bytes, as CTLBRK reads it (split and collected, &rec[26..40]): a record shorter
 * than a range's end is one unknown case past the lengths followed one by one, which the map's
 * length of 40 makes infeasible; the twin leaves column 40 out */
Test(mig_xrec, records_of_40_bytes_sliced_up_to_column_40_are_equivalent, .timeout = 600) {
  arena *a = arena_new();
  proved(check_40("xcopy40-bytes.rs", a), a);
}

Test(mig_xrec, column_40_left_out_of_a_byte_record_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  not_proved(check_40("bugs/rust-bytes-last-dropped.rs", a), a);
}

/* A construct the executor does not follow before the loop: no head, and the reason names it */
Test(mig_xrec, a_translation_not_followed_before_its_loop_says_where, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_40("unsupported-format-title.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  cr_assert(v.reason && strstr(v.reason, "no loop over its input") && strstr(v.reason, "format") &&
              strstr(v.reason, "unsupported-format-title.rs:11:"), "%s", v.reason ? v.reason : "");
  arena_free(a);
}

/* A BufWriter over stdout before the loop is followed (its line written through): a line the COBOL
 * program does not display makes the sides differ before the loop's head, never equivalent */
Test(mig_xrec, a_line_displayed_through_a_bufwriter_differs_before_the_loop, .timeout = 600) {
  arena *a = arena_new();
  rel_verdict v = check_40("buffered-stdout-extra-line.rs", a);
  cr_assert_neq(v.kind, REL_EQUIVALENT, "%s", v.proof ? v.proof : "");
  cr_assert(v.reason && strstr(v.reason, "the sides differ up to the loop's head"), "%s", v.reason ? v.reason : "");
  arena_free(a);
}

/* The fit: a record within what the executor can follow raises its cap to the record's length
 * and asks for it; one beyond is refused by the map with the executor's most (no silent cut). */
Test(mig_xrec, a_record_longer_than_the_executor_follows_is_fitted_or_refused) {
  rel_xseq_names nw = {.cap = 16, .cap_max = 128, .nrec = 0};
  cr_assert_eq(rel_xrec_fit(&nw, 8), 0);
  cr_assert_eq(nw.cap, 16);
  cr_assert_eq(rel_xrec_fit(&nw, 40), 40);
  cr_assert_eq(nw.cap, 40);
  rel_xseq_names big = {.cap = 16, .cap_max = 128};
  cr_assert_eq(rel_xrec_fit(&big, 129), 0);
  cr_assert_eq(big.cap, 16);
  rel_xseq_names od = {.nrec = 0};
  rel_xdef *defs = NULL;
  int n = 0;
  char why[256];
  arena *a = arena_new();
  cr_assert_eq(rel_xrec_line_file(&od, &big, 129, REL_ENC_EBCDIC037, &defs, &n, a, why, sizeof why), -1);
  cr_assert(strstr(why, "(128)"), "%s", why);
  arena_free(a);
}

/* XCOPYD displays a line and sets RETURN-CODE 4 after its loop; its Java translations print it
 * through a PrintStream over the standard output (a buffered one in a class constant, flushed; an
 * unbuffered one over FileOutputStream(FileDescriptor.out)) and end with System.exit(4), as the
 * corpus's translations do. The twins (exit status 0; the line changed) differ on every input, so
 * the search of equiv migrate shows them first: here the proof itself must refuse them. */
static rel_verdict check_d(const char *java_file, arena *a) {
  return check_lang(jv_rel_lang(), "xcopyd", "xcopyd/XCOPYD.cbl", "XCOPYD", arena_printf(a, "xcopyd/%s", java_file), a);
}

Test(mig_xrec, a_java_end_through_a_buffered_printstream_and_system_exit_is_equivalent, .timeout = 600) {
  arena *a = arena_new();
  proved(check_d("java/XCopyD.java", a), a);
}

Test(mig_xrec, a_java_end_through_an_unbuffered_printstream_is_equivalent, .timeout = 600) {
  arena *a = arena_new();
  proved(check_d("java-local/XCopyD.java", a), a);
}

Test(mig_xrec, a_java_exit_status_zero_for_return_code_4_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  not_proved(check_d("bugs/java-status-zero/XCopyD.java", a), a);
}

Test(mig_xrec, a_java_end_line_changed_is_not_equivalent, .timeout = 600) {
  arena *a = arena_new();
  not_proved(check_d("bugs/java-display-changed/XCopyD.java", a), a);
}
