/* test_jv_symio.c — a Java main's files for the record induction across languages
 * (jv_symio.h): the records a translation's println writes, as bytes (jv_record_text: the text a
 * COBOL record is compared with), and the names of a file's lines (seq_names), which must be the
 * variables the executor's reads use, or the map (rel/xrec.h) would define variables no read
 * takes and the proof would hold for lines the map does not relate. Forms not rendered say so
 * (-1), never give some bytes. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/diag.h"
#include "lang/jimple/jimple.h"
#include "lang/jimple/jv_symio.h"
#include "rel/xrec.h"
#include "sym/smt.h"

enum { CAP = 80 };

/* A record of what `what` with String s (NULL: the null String; nargs 0 when none) rendered at
 * constant terms into out: its length, or r - 1 for jv_record_text's r <= 0. */
static int render(term_ctx *tc, const char *what, const char *s, int with_arg, int cap, char *out) {
  term_ref args[JV_SSTR_MAX + 1], len, b[CAP];
  int n = 0;
  if (with_arg) {
    size_t k = s ? strlen(s) : 0;
    args[0] = term_bv(tc, 64, s ? k : 1ull << 32);
    for (int j = 0; j < JV_SSTR_MAX; j++) args[1 + j] = term_bv(tc, 16, s && j < (int)k ? (unsigned char)s[j] : 0);
    n = JV_SSTR_MAX + 1;
  }
  rel_out_event e = {.guard = term_true(tc), .what = what, .nargs = n, .args = args, .stream = "file:arg2"};
  arena *a = arena_new();
  int r = jv_record_text(&e, tc, cap, &len, b, a);
  arena_free(a);
  if (r <= 0) return r - 1;
  cr_assert(term_is_const(tc, len), "the length folds at constant arguments");
  int m = (int)term_bv_value(tc, len);
  cr_assert_leq(m, cap);
  for (int i = 0; i < m; i++) {
    cr_assert(term_is_const(tc, b[i]), "byte %d folds", i);
    out[i] = (char)term_bv_value(tc, b[i]);
  }
  out[m] = 0;
  return m;
}

Test(jv_symio, println_of_a_line_is_its_bytes_then_lf) {
  term_ctx *tc = term_ctx_new();
  arena *a = arena_new();
  char out[CAP + 1];
  const char *ln = jv_symio_what("PrintWriter.print", 1, a), *pr = jv_symio_what("PrintWriter.print", 0, a);
  cr_assert_eq(render(tc, ln, "ABCDEFGH", 1, CAP, out), 9);
  cr_assert_str_eq(out, "ABCDEFGH\n");
  cr_assert_eq(render(tc, ln, "", 1, CAP, out), 1);
  cr_assert_str_eq(out, "\n");
  /* PrintWriter.println(String) of null prints "null" (String.valueOf) */
  cr_assert_eq(render(tc, ln, NULL, 1, CAP, out), 5);
  cr_assert_str_eq(out, "null\n");
  /* print: no line end (rel/xrec.h then takes the text as no record of a line file's) */
  cr_assert_eq(render(tc, pr, "AB C", 1, CAP, out), 4);
  cr_assert_str_eq(out, "AB C");
  /* println() */
  cr_assert_eq(render(tc, jv_symio_what("System.out.println", 1, a), NULL, 0, CAP, out), 1);
  cr_assert_str_eq(out, "\n");
  arena_free(a);
  term_ctx_free(tc);
}

Test(jv_symio, other_forms_are_refused_or_write_nothing) {
  term_ctx *tc = term_ctx_new();
  arena *a = arena_new();
  char out[CAP + 1];
  /* a file's creation writes no text */
  cr_assert_eq(render(tc, "create", NULL, 0, CAP, out), -1);
  /* the events of equiv diff's summaries and unknown forms: refused */
  cr_assert_eq(render(tc, "System.out.println(Ljava/lang/String;)V", "AB", 1, CAP, out), -2);
  cr_assert_eq(render(tc, "jtext 2 PrintWriter.print", "AB", 1, CAP, out), -2);
  cr_assert_eq(render(tc, jv_symio_what("PrintWriter.print", 0, a), NULL, 0, CAP, out), -2, "print() does not exist");
  /* a text that may be longer than the record width */
  cr_assert_eq(render(tc, jv_symio_what("PrintWriter.print", 1, a), "AB", 1, JV_SSTR_MAX, out), -2);
  arena_free(a);
  term_ctx_free(tc);
}

/* the line readLine gives (its units the file's bytes) printed by println: byte j of the record is
 * byte j of the line, its length the line's plus one, for every line of at most cap bytes (Z3: no
 * line differs) */
static void line_printed_as_its_bytes(int cap) {
  term_ctx *tc = term_ctx_new();
  arena *a = arena_new();
  jv_sstr t = jv_symio_line(tc, 1, -1, cap, a);
  term_ref args[JV_SSTR_MAX + 1], len, b[CAP];
  args[0] = term_zext(tc, 32, t.len);
  for (int j = 0; j < JV_SSTR_MAX; j++) args[1 + j] = jv_sstr_unit16(tc, &t, j);
  rel_out_event e = {.guard = term_true(tc), .what = jv_symio_what("PrintWriter.print", 1, a), .nargs = JV_SSTR_MAX + 1, .args = args};
  cr_assert_eq(jv_record_text(&e, tc, CAP, &len, b, a), 1);
  rel_xseq_names nm;
  jv_symio_names(1, &nm, a);
  term_ref il = term_var(tc, nm.it_len, term_sort_bv(tc, 64));
  term_ref same = term_eq(tc, len, term_mk2(tc, OP_BVADD, il, term_bv(tc, 64, 1)));
  for (int j = 0; j < cap; j++) {
    term_ref in = term_mk2(tc, OP_BVULT, term_bv(tc, 64, (uint64_t)j), il);
    term_ref byte = term_var(tc, arena_printf(a, nm.it_byte, j), term_sort_bv(tc, 8));
    same = term_and2(tc, same, term_or2(tc, term_not(tc, in), term_eq(tc, b[j], byte)));
  }
  /* the names seq_names gives are the variables the line is made of: no admissible line differs */
  term_ref pre = jv_symio_pre(tc, 1, cap, a);
  smt_solver *z = smt_z3_new(tc);
  smt_push(z);
  smt_assert(z, term_and2(tc, pre, term_not(tc, same)));
  cr_assert_eq(smt_check(z, 20000), SMT_UNSAT, "a printed line differs from the line read");
  smt_pop(z, 1);
  /* a wrong twin: the record's second byte is not the line's (where the line holds two) */
  term_ref b1 = term_var(tc, arena_printf(a, nm.it_byte, 1), term_sort_bv(tc, 8));
  smt_push(z);
  smt_assert(z, term_and2(tc, pre, term_and2(tc, term_mk2(tc, OP_BVUGE, il, term_bv(tc, 64, 2)), term_not(tc, term_eq(tc, b[1], b1)))));
  cr_assert_eq(smt_check(z, 20000), SMT_UNSAT);
  smt_pop(z, 1);
  smt_push(z);
  smt_assert(z, term_and2(tc, pre, term_not(tc, term_eq(tc, b[0], term_var(tc, arena_printf(a, nm.it_byte, 2), term_sort_bv(tc, 8))))));
  cr_assert_eq(smt_check(z, 20000), SMT_SAT, "the record's first byte is not bound to the line's third");
  smt_pop(z, 1);
  /* a wrong twin at the last byte followed: it is bound to the line's */
  term_ref bl = term_var(tc, arena_printf(a, nm.it_byte, cap - 1), term_sort_bv(tc, 8));
  smt_push(z);
  smt_assert(z, term_and2(tc, pre, term_and2(tc, term_eq(tc, il, term_bv(tc, 64, (uint64_t)cap)), term_not(tc, term_eq(tc, b[cap - 1], bl)))));
  cr_assert_eq(smt_check(z, 20000), SMT_UNSAT);
  smt_pop(z, 1);
  smt_free(z);
  arena_free(a);
  term_ctx_free(tc);
}

Test(jv_symio, a_symbolic_line_is_printed_as_its_bytes) { line_printed_as_its_bytes(JV_LINE_CAP); }

/* the induction over the lines follows a COBOL record's length when asked (rel_sym_opts.line_cap),
 * up to what a String is followed for; elsewhere the default */
Test(jv_symio, a_line_as_long_as_the_record_asked) {
  cr_assert_eq(jv_symio_cap(REL_HEAD_NONE, 40), JV_LINE_CAP);
  cr_assert_eq(jv_symio_cap(REL_HEAD_STEP, 0), JV_LINE_CAP);
  cr_assert_eq(jv_symio_cap(REL_HEAD_ENTRY, 40), 40);
  cr_assert_eq(jv_symio_cap(REL_HEAD_STEP, 4000), JV_HEAD_MAX);
  line_printed_as_its_bytes(40);
}

Test(jv_symio, seq_names_are_the_executors_and_only_for_main, .timeout = 120) {
  const char *src = getenv("EQUIV_SRC");
  arena *a = arena_new();
  const rel_lang *L = jv_rel_lang();
  diag_ctx *d = diag_new();
  void *p = L->load(arena_printf(a, "%s/tests/migrate/xcopy/java/XCopy.java", src ? src : "."), NULL, d);
  cr_assert(p, "XCopy.java does not load (javac on PATH?)");
  diag_free(d);
  rel_input *ins;
  char why[256];
  cr_assert_eq(L->inputs(p, "main", &ins, a, why, sizeof why), 1 + JV_ARG_FILES, "%s", why);
  cr_assert_str_eq(ins[0].name, "argc");
  cr_assert_eq(ins[1].kind, REL_IN_TREE);
  rel_xseq_names nm;
  cr_assert_eq(L->seq_names(p, "main", 0, "t_in0", &nm, a), -1, "argc is no sequence");
  cr_assert_eq(L->seq_names(p, "main", 1, "t_in1", &nm, a), 0);
  cr_assert_str_eq(nm.count, "arg1_n");
  cr_assert_str_eq(nm.it_eof, "arg1_it_eof");
  cr_assert_str_eq(nm.pos_cell, "@lines.pos");
  cr_assert_eq(nm.cap, JV_LINE_CAP);
  cr_assert_eq(nm.cap_max, JV_HEAD_MAX);
  /* a run of main in Equiv's Java interpreter is refused (the JVM runs it), never a guess */
  rel_value v[1 + JV_ARG_FILES];
  for (int k = 0; k <= JV_ARG_FILES; k++) v[k] = rel_v_int(3, 64, 0);
  rel_behaviour b = L->run(p, "main", v, 1 + JV_ARG_FILES, 0, a);
  cr_assert(b.wrong, "main with files is not run by the interpreter");
  L->unload(p);
  arena_free(a);
}

/* A file main whose class has a static initialiser (tests/migrate/xcopy/java-const/XCopy.java: the
 * record's columns in a final static int[], the charset in a final static): the initialiser runs
 * first on every path (JLS 12.4.1) and main reads its constants, so every case of the run over the
 * first lines returns, or stops at the line bound; none stops at a static. */
Test(jv_symio, a_mains_class_constants_are_its_initialisers, .timeout = 120) {
  const char *src = getenv("EQUIV_SRC");
  arena *a = arena_new();
  const rel_lang *L = jv_rel_lang();
  diag_ctx *d = diag_new();
  void *p = L->load(arena_printf(a, "%s/tests/migrate/xcopy/java-const/XCopy.java", src ? src : "."), NULL, d);
  cr_assert(p, "java-const/XCopy.java does not load (javac on PATH?)");
  diag_free(d);
  rel_input *ins;
  char why[256];
  int n = L->inputs(p, "main", &ins, a, why, sizeof why);
  cr_assert_eq(n, 1 + JV_ARG_FILES, "%s", why);
  term_ctx *tc = term_ctx_new();
  term_ref vars[1 + JV_ARG_FILES];
  rel_input_vars(tc, ins, n, vars);
  rel_summary sum;
  rel_sym_opts o = {0};
  cr_assert_eq(L->symex(p, "main", tc, vars, n, &o, &sum, a, why, sizeof why), 0, "%s", why);
  int returned = 0;
  for (int k = 0; k < sum.npaths; k++) {
    const rel_path *pp = &sum.paths[k];
    if (pp->kind == REL_P_RETURNED && pp->okind == REL_O_RETURNED) returned++;
    cr_assert(pp->kind != REL_P_UNKNOWN || !strstr(pp->reason, "static"), "%s at %s", pp->reason, pp->loc);
  }
  cr_assert(returned >= 3, "%d cases return", returned);
  term_ctx_free(tc);
  L->unload(p);
  arena_free(a);
}
