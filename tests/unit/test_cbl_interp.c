/* test_cbl_interp.c — the COBOL interpreter (interp.h) on small programs: IBM PERFORM return
 * slots, EXIT PERFORM [CYCLE], GO TO DEPENDING ON, NEXT SENTENCE, CALL of a nested program with
 * BY REFERENCE/CONTENT, abends, going wrong, and registered routine models. */
#include <criterion/criterion.h>
#include <string.h>
#include <unistd.h>
#include <stdlib.h>

#include "lang/cobol/cobol.h"

/* Runs the fixed-format source text (lines joined with '\n') with ASCII data. */
static void run_text(const char *text, cbl_run_result *r) {
  diag_ctx *d = diag_new();
  cbl_parse_options po = {NULL, 0, CBL_FORMAT_FREE, 0};
  json_t *doc = cbl_parse_text("T.cbl", text, strlen(text), &po, d);
  diag_print(d, stderr);
  diag_free(d);
  cr_assert_not_null(doc, "the test program must parse");
  cbl_run_opts o;
  memset(&o, 0, sizeof o);
  o.opt = cbl_options_gnucobol(CBL_CS_ASCII_EBCDIC_SIGN);
  o.storage_fill = -1;
  o.fuel = 100000;
  cbl_run(&doc, 1, &o, r);
  json_decref(doc);
}

static void expect_lines(const cbl_run_result *r, const char *const *want, int n) {
  cr_assert_eq(r->ndisplay, n, "displayed %d lines, expected %d", r->ndisplay, n);
  for (int i = 0; i < n; i++) cr_expect_str_eq(r->display[i], want[i], "line %d", i + 1);
}

/* The outputs below were checked against cobc -std=ibm, which follows IBM's PERFORM rules here. */
Test(cbl_interp, perform_return_slots_and_loops) {
  const char *src =
    "IDENTIFICATION DIVISION. PROGRAM-ID. OVL.\n"
    "DATA DIVISION. WORKING-STORAGE SECTION.\n"
    "01 I PIC 9 VALUE 0. 01 K PIC 9 VALUE 2.\n"
    "PROCEDURE DIVISION.\n"
    "MAIN-P. PERFORM A THRU C DISPLAY 'END'\n"
    "  PERFORM VARYING I FROM 1 BY 1 UNTIL I > 4\n"
    "    IF I = 2 EXIT PERFORM CYCLE END-IF IF I = 4 EXIT PERFORM END-IF DISPLAY 'I' I\n"
    "  END-PERFORM\n"
    "  GO TO G1 G2 DEPENDING ON K.\n"
    "G1. DISPLAY 'G1'.\n"
    "G2. IF K = 2 NEXT SENTENCE ELSE DISPLAY 'NO'.\n"
    "  DISPLAY 'G2' PERFORM P1 DISPLAY 'NOT BACK'.\n"
    "A. DISPLAY 'A' PERFORM C.\n"
    "B. DISPLAY 'B'.\n"
    "C. DISPLAY 'C'.\n"
    "P1. DISPLAY 'P1' GO TO P2.\n"
    "P2. DISPLAY 'P2'.\n";
  cbl_run_result r;
  run_text(src, &r);
  cr_assert_eq(r.status, CBL_RUN_COMPLETED, "%s", r.reason ? r.reason : "");
  /* A's inner PERFORM C returns to A; the outer range then falls through B and C and returns at
   * C's end; P1 leaves its range by GO TO, so control never comes back ("NOT BACK"), and the run
   * ends by falling off the end of the procedure division */
  static const char *const want[] = {"A", "C", "B", "C", "END", "I1", "I3", "G2", "P1", "P2"};
  expect_lines(&r, want, 10);
  cbl_run_result_free(&r);
}

Test(cbl_interp, call_nested_by_reference_and_content) {
  const char *src =
    "IDENTIFICATION DIVISION. PROGRAM-ID. MAINP.\n"
    "DATA DIVISION. WORKING-STORAGE SECTION.\n"
    "01 A PIC 9(3) VALUE 5. 01 B PIC 9(3) VALUE 7.\n"
    "PROCEDURE DIVISION.\n"
    "  CALL 'SUBP' USING BY REFERENCE A BY CONTENT B\n"
    "  DISPLAY A ' ' B ' ' RETURN-CODE\n"
    "  CANCEL 'SUBP' CALL 'SUBP' USING A B DISPLAY A\n"
    "  STOP RUN.\n"
    "IDENTIFICATION DIVISION. PROGRAM-ID. SUBP.\n"
    "DATA DIVISION. WORKING-STORAGE SECTION. 01 N PIC 9 VALUE 0.\n"
    "LINKAGE SECTION. 01 X PIC 9(3). 01 Y PIC 9(3).\n"
    "PROCEDURE DIVISION USING X Y.\n"
    "  ADD 1 TO N ADD Y TO X MOVE 0 TO Y MOVE N TO RETURN-CODE GOBACK.\n"
    "END PROGRAM SUBP.\n"
    "END PROGRAM MAINP.\n";
  cbl_run_result r;
  run_text(src, &r);
  cr_assert_eq(r.status, CBL_RUN_COMPLETED, "%s", r.reason ? r.reason : "");
  /* BY REFERENCE A is changed (5 + 7), BY CONTENT B is not; RETURN-CODE (S9(4) BINARY) displays
   * as zoned digits with the overpunched sign of +1 ('A'); after CANCEL, N starts again at 0 */
  static const char *const want[] = {"012 007 000A", "019"};
  expect_lines(&r, want, 2);
  cbl_run_result_free(&r);
}

Test(cbl_interp, abend_and_going_wrong) {
  cbl_run_result r;
  run_text("IDENTIFICATION DIVISION. PROGRAM-ID. AB.\n"
           "DATA DIVISION. WORKING-STORAGE SECTION. 01 C PIC S9(9) BINARY VALUE 806.\n"
           "01 T PIC S9(9) BINARY VALUE 0.\n"
           "PROCEDURE DIVISION. DISPLAY 'X' CALL 'CEE3ABD' USING C T STOP RUN.\n",
           &r);
  cr_assert_eq(r.status, CBL_RUN_ABENDED);
  cr_expect_eq(r.abend_code, 806);
  cr_expect_eq(r.ndisplay, 1);
  cbl_run_result_free(&r);

  run_text("IDENTIFICATION DIVISION. PROGRAM-ID. WR.\n"
           "PROCEDURE DIVISION. CALL 'NOMODEL' STOP RUN.\n",
           &r);
  cr_assert_eq(r.status, CBL_RUN_WENT_WRONG);
  cr_expect_str_eq(r.wrong_kind, "unsupported");
  cr_expect(strstr(r.reason, "unsupported call 'NOMODEL'") != NULL, "%s", r.reason);
  cr_expect(strstr(r.loc, "T.cbl:2:") != NULL, "%s", r.loc);
  cbl_run_result_free(&r);

  run_text("IDENTIFICATION DIVISION. PROGRAM-ID. FU.\n"
           "PROCEDURE DIVISION. P1. GO TO P1.\n",
           &r);
  cr_assert_eq(r.status, CBL_RUN_WENT_WRONG);
  cr_expect_str_eq(r.wrong_kind, "out_of_fuel");
  cbl_run_result_free(&r);
}

/* A user model: doubles a fullword binary argument and sets RETURN-CODE. */
static int model_double(cbl_call_ctx *c, cbl_call_arg *a, int n, char *why, size_t whyn) {
  if (n != 1 || a[0].len != 4) {
    snprintf(why, whyn, "DOUBLEIT needs one fullword");
    return -1;
  }
  unsigned v = (unsigned)a[0].bytes[0] << 24 | (unsigned)a[0].bytes[1] << 16 | (unsigned)a[0].bytes[2] << 8 | a[0].bytes[3];
  v *= 2;
  a[0].bytes[0] = (unsigned char)(v >> 24);
  a[0].bytes[1] = (unsigned char)(v >> 16);
  a[0].bytes[2] = (unsigned char)(v >> 8);
  a[0].bytes[3] = (unsigned char)v;
  c->return_code = 3;
  return 0;
}

Test(cbl_interp, registered_model) {
  cbl_call_register("DOUBLEIT", model_double);
  cbl_run_result r;
  run_text("IDENTIFICATION DIVISION. PROGRAM-ID. MD.\n"
           "DATA DIVISION. WORKING-STORAGE SECTION. 01 V PIC 9(5) BINARY VALUE 21.\n"
           "01 S PIC X(2) VALUE 'AB'.\n"
           "PROCEDURE DIVISION. CALL 'DOUBLEIT' USING V DISPLAY V\n"
           "  CALL 'DOUBLEIT' USING S STOP RUN.\n",
           &r);
  cr_assert_eq(r.status, CBL_RUN_WENT_WRONG, "a model that refuses makes the run go wrong");
  cr_expect_eq(r.return_code, 3);
  static const char *const want[] = {"00042"};
  expect_lines(&r, want, 1);
  cr_expect(strstr(r.reason, "DOUBLEIT needs one fullword") != NULL, "%s", r.reason);
  cbl_run_result_free(&r);
}

/* The rel/lang.h binding: units are the programs, a run is exited(RETURN-CODE) with the displayed
 * lines as SYSOUT records (EBCDIC bytes under IBM's options). */
#include "rel/lang.h"

Test(cbl_interp, rel_lang_binding) {
  char path[] = "/tmp/equiv-cbl-interp-XXXXXX";
  int fd = mkstemp(path);
  cr_assert(fd >= 0);
  const char *src = "IDENTIFICATION DIVISION. PROGRAM-ID. RL.\n"
                    "PROCEDURE DIVISION. DISPLAY 'HI' MOVE 7 TO RETURN-CODE STOP RUN.\n";
  cr_assert_eq(write(fd, src, strlen(src)), (ssize_t)strlen(src));
  close(fd);
  const rel_lang *L = cbl_rel_lang();
  diag_ctx *d = diag_new();
  void *prog = L->load(path, NULL, d);
  diag_free(d);
  unlink(path);
  cr_assert_not_null(prog);
  arena *a = arena_new();
  const char **names;
  cr_assert_eq(L->units(prog, &names, a), 1);
  cr_expect_str_eq(names[0], "RL");
  rel_behaviour b = L->run(prog, "RL", NULL, 0, 0, a);
  cr_assert_eq(b.wrong, 0);
  cr_expect_eq(b.okind, REL_O_EXITED);
  cr_expect_eq(b.code, 7);
  cr_assert_eq(b.nrecords, 1);
  cr_expect_eq(b.records[0].len, 2);
  /* the EBCDIC line X'C8C9' as record text: decoded by IBM-037's table (interp_lang.c) */
  cr_expect(memcmp(b.records[0].data, "HI", 2) == 0, "'HI' decoded from EBCDIC");
  L->unload(prog);
  arena_free(a);
}

/* WRITE ... ADVANCING on a line sequential print file. ADVANCING 0 LINES moves the paper by no
 * line, so the record is printed over the current line: a carriage return before the record
 * (AFTER) or after it (BEFORE). The bytes were checked against cobc -std=ibm 3.1.2. */
Test(cbl_interp, write_advancing_zero_lines_overprints) {
  char path[] = "/tmp/equiv-cbl-adv-XXXXXX";
  int fd = mkstemp(path);
  cr_assert(fd >= 0);
  close(fd);
  const char *src = "IDENTIFICATION DIVISION. PROGRAM-ID. ADV.\n"
                    "ENVIRONMENT DIVISION. INPUT-OUTPUT SECTION. FILE-CONTROL.\n"
                    "  SELECT R ASSIGN TO RPT ORGANIZATION LINE SEQUENTIAL.\n"
                    "DATA DIVISION. FILE SECTION. FD R. 01 R-REC PIC X(10).\n"
                    "PROCEDURE DIVISION. OPEN OUTPUT R\n"
                    "  MOVE 'HEAD' TO R-REC WRITE R-REC AFTER ADVANCING PAGE\n"
                    "  MOVE 'L2' TO R-REC WRITE R-REC AFTER ADVANCING 2 LINES\n"
                    "  MOVE 'UL' TO R-REC WRITE R-REC AFTER ADVANCING 0 LINES\n"
                    "  MOVE 'B0' TO R-REC WRITE R-REC BEFORE ADVANCING 0 LINES\n"
                    "  MOVE 'B1' TO R-REC WRITE R-REC BEFORE ADVANCING 1 LINE\n"
                    "  CLOSE R STOP RUN.\n";
  diag_ctx *d = diag_new();
  cbl_parse_options po = {NULL, 0, CBL_FORMAT_FREE, 0};
  json_t *doc = cbl_parse_text("T.cbl", src, strlen(src), &po, d);
  diag_free(d);
  cr_assert_not_null(doc);
  cbl_dd dd = {.name = "RPT", .path = path};
  cbl_run_opts o;
  memset(&o, 0, sizeof o);
  o.opt = cbl_options_gnucobol(CBL_CS_ASCII_EBCDIC_SIGN);
  o.storage_fill = -1;
  o.fuel = 100000;
  o.dds = &dd;
  o.ndds = 1;
  o.write_files = 1;
  cbl_run_result r;
  cbl_run(&doc, 1, &o, &r);
  json_decref(doc);
  cr_assert_eq(r.status, CBL_RUN_COMPLETED, "%s", r.reason ? r.reason : "");
  cbl_run_result_free(&r);
  char buf[64];
  FILE *f = fopen(path, "rb");
  cr_assert_not_null(f);
  size_t n = fread(buf, 1, sizeof buf, f);
  fclose(f);
  unlink(path);
  static const char want[] = "\fHEAD\n\nL2\rULB0\rB1\n";
  cr_expect_eq(n, sizeof want - 1, "file has %zu bytes", n);
  cr_expect(memcmp(buf, want, sizeof want - 1) == 0, "bytes: %.*s", (int)n, buf);
}

/* --random SEED=V1,V2,… (interp_random.c): seeds 0 to 2,147,483,645 (IBM: the ones with a sequence
 * of their own), values strictly between 0 and 1 ("exclusively between zero and one"). */
Test(cbl_interp, random_spec) {
  cr_expect(cbl_random_spec_ok("0=0.25,0.5"));
  cr_expect(cbl_random_spec_ok("7=.125"));
  cr_expect(cbl_random_spec_ok("2147483645=0.999"));
  cr_expect(!cbl_random_spec_ok("2147483646=0.5"));
  cr_expect(!cbl_random_spec_ok("0=1.5"));
  cr_expect(!cbl_random_spec_ok("0=0"));
  cr_expect(!cbl_random_spec_ok("0=0.000"));
  cr_expect(!cbl_random_spec_ok("0=1"));
  cr_expect(!cbl_random_spec_ok("0=0.5,"));
  cr_expect(!cbl_random_spec_ok("0="));
  cr_expect(!cbl_random_spec_ok("-1=0.5"));
  cr_expect(!cbl_random_spec_ok("x=0.5"));
  cr_expect(!cbl_random_spec_ok(NULL));
}
