/* test_cbl_pic.c — PICTURE parsing: categories, digits, scale, size, and rejected strings with
 * the column of the broken rule (Language Reference, "PICTURE clause"). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "lang/cobol/pic.h"

static cbl_pic P(const char *s, int dpc) {
  cbl_pic p;
  char err[200];
  int rc = cbl_pic_parse(s, dpc, '$', 18, &p, err, sizeof err);
  cr_assert_eq(rc, 0, "PIC %s rejected: %s", s, err);
  return p;
}

static void ok(const char *s, cbl_pic_cat cat, int digits, int scale, int sign, int size) {
  cbl_pic p = P(s, 0);
  cr_expect_eq(p.cat, cat, "%s: category %s", s, cbl_pic_cat_name(p.cat));
  if (digits >= 0) cr_expect_eq(p.digits, digits, "%s: digits %d", s, p.digits);
  cr_expect_eq(p.scale, scale, "%s: scale %d", s, p.scale);
  cr_expect_eq(p.is_signed, sign, "%s: signed %d", s, p.is_signed);
  cr_expect_eq(p.size, size, "%s: size %d", s, p.size);
}

Test(pic, categories_digits_scale_size) {
  ok("S9(7)V99", CBL_PIC_NUMERIC, 9, 2, 1, 9);
  ok("9(3)P(2)", CBL_PIC_NUMERIC, 3, -2, 0, 3);
  ok("PPP99", CBL_PIC_NUMERIC, 2, 5, 0, 2);
  ok("SVPP9", CBL_PIC_NUMERIC, 1, 3, 1, 1);
  ok("99PPV", CBL_PIC_NUMERIC, 2, -2, 0, 2);
  ok("X(10)", CBL_PIC_ALPHANUMERIC, -1, 0, 0, 10);
  ok("A(3)", CBL_PIC_ALPHABETIC, -1, 0, 0, 3);
  ok("N(5)", CBL_PIC_NATIONAL, -1, 0, 0, 5);
  ok("NNBN", CBL_PIC_NATIONAL_EDITED, -1, 0, 0, 4);
  ok("XXBX/0", CBL_PIC_ALPHANUMERIC_EDITED, -1, 0, 0, 6);
  ok("A9X", CBL_PIC_ALPHANUMERIC, -1, 0, 0, 3);
  ok("G(4)", CBL_PIC_DBCS, -1, 0, 0, 4);
  ok("ZZ,ZZ9.99CR", CBL_PIC_NUMERIC_EDITED, 7, 2, 1, 11);
  ok("$$$,$$9.99-", CBL_PIC_NUMERIC_EDITED, 7, 2, 1, 11);
  ok("***,**9.99", CBL_PIC_NUMERIC_EDITED, 8, 2, 0, 10);
  ok("B9/99/99", CBL_PIC_NUMERIC_EDITED, 5, 0, 0, 8);
  ok("+++9", CBL_PIC_NUMERIC_EDITED, 3, 0, 1, 4);
  ok("9(5).9(2)DB", CBL_PIC_NUMERIC_EDITED, 7, 2, 1, 10);
  ok("-9(5)", CBL_PIC_NUMERIC_EDITED, 5, 0, 1, 6);
  ok("ZZZ.ZZ", CBL_PIC_NUMERIC_EDITED, 5, 2, 0, 6);
  ok("$$$.$$", CBL_PIC_NUMERIC_EDITED, 4, 2, 0, 6);
  ok("+$$$9", CBL_PIC_NUMERIC_EDITED, 3, 0, 1, 5);
  ok("z(3)9v99", CBL_PIC_NUMERIC_EDITED, 6, 2, 0, 6);
  ok("X(32767)", CBL_PIC_ALPHANUMERIC, -1, 0, 0, 32767);
  cbl_pic p = P("$$$,$$9.99-", 0);
  cr_expect_eq(p.float_sym, '$');
  cr_expect_eq(p.float_first, 0);
  cr_expect_eq(p.float_last, 5);
  cr_expect_eq(p.nsym, 11);
  cr_expect_eq(memcmp(p.sym, "$$$,$$9.99-", 11), 0);
  p = P("ZZ,ZZ9.99CR", 0);
  cr_expect_eq(memcmp(p.sym, "ZZ,ZZ9.99C", 10), 0);
  cr_expect_eq(p.zsup, 'Z');
}

Test(pic, decimal_point_is_comma_and_currency) {
  cbl_pic p = P("ZZ.ZZ9,99", 1);
  cr_expect_eq(p.cat, CBL_PIC_NUMERIC_EDITED);
  cr_expect_eq(p.scale, 2);
  cr_expect_eq(memcmp(p.sym, "ZZ,ZZ9.99", 9), 0); /* roles, not characters */
  cbl_pic q;
  char err[200];
  cr_assert_eq(cbl_pic_parse("EEE9.99", 0, 'E', 18, &q, err, sizeof err), 0, "%s", err);
  cr_expect_eq(q.float_sym, '$');
  cr_expect_eq(q.currency, 'E');
}

static void bad(const char *s, int col, const char *needle) {
  cbl_pic p;
  char err[200];
  cr_expect_eq(cbl_pic_parse(s, 0, '$', 18, &p, err, sizeof err), -1, "PIC %s accepted", s);
  char want[32];
  snprintf(want, sizeof want, "column %d:", col);
  cr_expect(strncmp(err, want, strlen(want)) == 0, "PIC %s: '%s', wanted %s", s, err, want);
  cr_expect(strstr(err, needle) != NULL, "PIC %s: '%s' lacks '%s'", s, err, needle);
}

Test(pic, rejected_with_column_and_rule) {
  bad("9S99", 2, "leftmost");
  bad("S9V9V9", 5, "V may appear only once");
  bad("9(19)", 1, "exceed the maximum of 18");
  bad("ZZ9.99.", 7, "decimal point may appear only once");
  bad("ZZ9.", 4, "last symbol");
  bad("99CR9", 3, "rightmost");
  bad("+ZZ9-", 5, "+ and - cannot both appear");
  bad("ZZ*9", 3, "Z and * cannot both appear");
  bad("9Z9", 2, "cannot follow 9");
  bad("ZZ9.Z9", 5, "cannot follow 9");
  bad("ZZZ.Z9", 5, "requires every digit position");
  bad("$$$ZZ9", 4, "cannot be combined");
  bad("99P9", 3, "P must be at the left or the right end");
  bad("S9(3)Z", 1, "S cannot be used in a numeric-edited");
  bad("X(0)", 3, "positive");
  bad("X(3", 4, "expected an unsigned integer");
  bad("XXS", 3, "cannot appear in a alphanumeric picture");
  bad("99Q", 3, "not a PICTURE symbol");
  bad("9.9(3)V", 2, "V and the decimal point");
  bad("99+9", 3, "leftmost or rightmost");
  bad("9$9", 2, "currency");
  bad("SV(2)9", 3, "cannot be repeated");
  bad("S", 1, "at least one digit position");
  bad("+9.9(3)E+99", 8, "[unsupported]");
  bad("999999999999999999999999999999999999999999999999999", 51, "longer than 50");
  bad("$$9.$$", 3, "cannot appear inside a floating");
  bad("$$$.$$9", 7, "every digit position must be floating");
  cbl_pic p;
  char err[100];
  cr_expect_eq(cbl_pic_parse("9(31)", 0, '$', 31, &p, err, sizeof err), 0, "ARITH(EXTEND): %s", err);
  cr_expect_eq(p.digits, 31);
  cr_expect_eq(cbl_pic_parse("9(32)", 0, '$', 31, &p, err, sizeof err), -1);
}
