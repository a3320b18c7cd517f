/* test_cbl_layout.c — storage layout (layout.h): sizes and offsets from the rules of the
 * Language Reference (SYNCHRONIZED, REDEFINES, OCCURS DEPENDING ON, RENAMES, SIGN SEPARATE, national)
 * — whole-record sizes of corpus programs are also compared with cobc by tests/cobol/layout. */
#include "cbl_data_fixture.h"

#include "lang/cobol/options.h"

static void at(fixture *f, const char *name, size_t off, size_t size) {
  const cbl_field *x = fx_field(f, name);
  cr_expect_eq(x->offset, off, "%s offset %zu, want %zu", name, x->offset, off);
  cr_expect_eq(x->size, size, "%s size %zu, want %zu", name, x->size, size);
}

Test(cbl_layout, sync_slack_le_example) {
  /* Language Environment "Examples of alignment": 01 A SYNC, B PIC X, C PIC S9(9) BINARY: C is
   * on a fullword, 3 slack bytes after B. */
  fixture f = fx_make("       01 A SYNCHRONIZED.\n           02 B PIC X.\n"
                      "           02 C PIC S9(9) BINARY.\n       01 D.\n           02 E PIC X.\n"
                      "           02 F PIC S9(9) BINARY.\n",
                      cbl_options_ibm());
  at(&f, "A", 0, 8);
  at(&f, "C", 4, 4);
  at(&f, "D", 8, 5); /* no SYNC: no slack; 01 items on doubleword boundaries */
  at(&f, "F", 9, 4);
  fx_free(&f);
}

Test(cbl_layout, formats_and_sizes) {
  fixture f = fx_make(
      "       01 R.\n           05 S1 PIC S9(5) SIGN LEADING SEPARATE.\n"
      "           05 S2 PIC S9(7) COMP-3.\n           05 S3 PIC 9(10) BINARY.\n"
      "           05 S4 PIC 9(3)PP.\n           05 S5 PIC N(4).\n           05 S6 COMP-2.\n"
      "           05 S7 PIC X(3) OCCURS 4.\n       01 G COMP-3.\n           05 G1 PIC S9(4).\n",
      cbl_options_ibm());
  at(&f, "S1", 0, 6);
  at(&f, "S2", 6, 4);
  at(&f, "S3", 10, 8);
  at(&f, "S4", 18, 3);
  at(&f, "S5", 21, 8);
  at(&f, "S6", 29, 8);
  at(&f, "S7", 37, 3);
  at(&f, "R", 0, 49);
  at(&f, "G1", 56, 3); /* USAGE inherited from the group: packed, 4 digits in 3 bytes */
  cr_expect_eq(fx_field(&f, "S4")->num.scale, -2);
  cr_expect_eq(fx_field(&f, "G1")->usage, CBL_FU_PACKED);
  fx_free(&f);
}

Test(cbl_layout, redefines_renames_conditions) {
  fixture f = fx_make("       01 R.\n           05 A PIC X(6).\n           05 B REDEFINES A.\n"
                      "              10 B1 PIC 9(2).\n              10 B2 PIC X(4).\n"
                      "           05 C PIC X(2).\n              88 C-OK VALUE 'OK'.\n"
                      "       66 AC RENAMES B2 THRU C.\n",
                      cbl_options_ibm());
  at(&f, "B", 0, 6);
  at(&f, "B2", 2, 4);
  at(&f, "C", 6, 2);
  at(&f, "R", 0, 8);
  at(&f, "AC", 2, 6);
  at(&f, "C-OK", 6, 2);
  fx_free(&f);
}

static int odo_from_ws(void *ctx, int k, long *v) {
  fixture *f = ctx;
  const cbl_field *x = &f->l->fields[k];
  cbl_dec d;
  cbl_dec_init(&d);
  int r = cbl_num_decode(&x->num, f->ws + x->offset, &d) == CBL_CODEC_OK ? 0 : -1;
  if (r == 0) *v = mpz_get_si(d.v);
  cbl_dec_clear(&d);
  return r;
}

Test(cbl_layout, odo_current_length_and_following_items) {
  fixture f = fx_make("       01 N PIC 99 VALUE 3.\n       01 R.\n           05 H PIC X(4).\n"
                      "           05 E OCCURS 1 TO 10 DEPENDING ON N.\n"
                      "              10 E1 PIC X(2).\n              10 E2 PIC 9.\n"
                      "           05 T PIC X(2).\n",
                      cbl_options_ibm());
  const cbl_field *r = fx_field(&f, "R");
  cr_expect_eq(r->size, 4 + 30 + 2); /* storage: the maximum */
  size_t off, len;
  int k = cbl_layout_index(f.l, fx_field(&f, "R")->id);
  cr_assert_eq(cbl_layout_locate(f.l, k, NULL, 0, odo_from_ws, &f, &off, &len), CBL_LOC_OK);
  cr_expect_eq(len, 4 + 9 + 2); /* cobc: LENGTH OF R = 15 with N = 3 */
  int t = cbl_layout_index(f.l, fx_field(&f, "T")->id);
  cr_assert_eq(cbl_layout_locate(f.l, t, NULL, 0, odo_from_ws, &f, &off, &len), CBL_LOC_OK);
  cr_expect_eq(off - r->offset, 13);
  int e2 = cbl_layout_index(f.l, fx_field(&f, "E2")->id);
  long s = 2;
  cr_assert_eq(cbl_layout_locate(f.l, e2, &s, 1, odo_from_ws, &f, &off, &len), CBL_LOC_OK);
  cr_expect_eq(off - r->offset, 4 + 3 + 2);
  s = 4; /* beyond the current count */
  cr_expect_eq(cbl_layout_locate(f.l, e2, &s, 1, odo_from_ws, &f, &off, &len), CBL_LOC_ODO_RANGE);
  s = 11;
  cr_expect_eq(cbl_layout_locate(f.l, e2, &s, 1, odo_from_ws, &f, &off, &len), CBL_LOC_SUBSCRIPT);
  fx_free(&f);
}

Test(cbl_layout, value_clauses_encoded_ebcdic) {
  fixture f = fx_make("       01 R.\n           05 A PIC X(3) VALUE 'AB'.\n"
                      "           05 B PIC S9(3) VALUE -12.\n           05 C PIC S9(3) COMP-3 VALUE 5.\n"
                      "           05 D PIC X(2) OCCURS 2 VALUE ALL '*'.\n           05 E PIC X(3).\n",
                      cbl_options_ibm());
  const unsigned char want[] = {0xC1, 0xC2, 0x40, 0xF0, 0xF1, 0xD2, 0x00, 0x5C,
                                0x5C, 0x5C, 0x5C, 0x5C, 0x00, 0x00, 0x00};
  /* C = X'005C' packed +5 (sign C): 0x00 0x5C; E has no VALUE: the fill byte (an input). */
  cr_expect_eq(memcmp(f.ws, want, sizeof want), 0);
  fx_free(&f);
}

/* VALUE of a floating-point literal on COMP-1/COMP-2 (Language Reference, "VALUE clause",
 * "Floating-point literals"), stored as IBM hexadecimal floating point: 1.5 = 16^1 x 0.09375
 * (X'41180000'), -2.5E-1 = -(16^0 x 0.25) (X'C040…'), 1.5E2 = 16^2 x 0.5859375 (X'4296…');
 * a Z'…' literal ends with X'00', which is data. */
Test(cbl_layout, value_float_literals_and_z_literal) {
  fixture f = fx_make("       01 R.\n           05 A COMP-1 VALUE 1.5.\n"
                      "           05 B COMP-2 VALUE -2.5E-1.\n           05 C COMP-2 VALUE 1.5E2.\n"
                      "           05 Z PIC X(4) VALUE Z'AB'.\n",
                      cbl_options_ibm());
  const unsigned char want[] = {0x41, 0x18, 0x00, 0x00, 0xC0, 0x40, 0, 0, 0, 0, 0, 0,
                                0x42, 0x96, 0, 0, 0, 0, 0, 0, 0xC1, 0xC2, 0x00, 0x40};
  cr_expect_eq(memcmp(f.ws, want, sizeof want), 0);
  fx_free(&f);
}

Test(cbl_layout, options_parse_and_json) {
  cbl_options o = cbl_options_ibm();
  char err[200];
  cr_assert_eq(cbl_options_parse(&o, "CBL TRUNC(BIN),ARITH(EXTEND) NUMPROC(PFD) CP(37)", err,
                                 sizeof err), 0, "%s", err);
  cr_expect_eq(o.trunc, CBL_TRUNC_BIN);
  cr_expect_eq(o.arith_extend, 1);
  cr_expect_eq(o.numproc, CBL_NUMPROC_PFD);
  cr_expect_eq(o.codepage, CBL_CP037);
  cr_expect_neq(cbl_options_parse(&o, "PROCESS NUMPROC(MIG)", err, sizeof err), 0);
  cr_expect(strstr(err, "[unsupported]"));
  json_t *j = cbl_options_json(&o);
  cr_expect_str_eq(json_string_value(json_object_get(j, "trunc")), "BIN");
  json_decref(j);
}

#include "lang/cobol/parse.h"

Test(cbl_words, tables_sorted_for_binary_search) {
  /* the keyword, special-register, figurative, reserved-word and verb tables are searched by
   * bsearch: an entry out of order would make a keyword a user word */
  cr_assert(cbl_word_tables_sorted());
}
