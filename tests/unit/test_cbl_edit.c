/* test_cbl_edit.c — numeric editing examples from the rules of the Language Reference,
 * "PICTURE clause editing" (many more cases are compared with cobc by tests/cobol/gen). */
#include <criterion/criterion.h>
#include <string.h>

#include "lang/cobol/edit.h"

static void ed(const char *pic, const char *val, int bwz, int dpc, const char *want) {
  cbl_pic p;
  char err[200], out[CBL_PIC_MAX_SYMS + 1];
  cr_assert_eq(cbl_pic_parse(pic, dpc, '$', 18, &p, err, sizeof err), 0, "%s", err);
  cbl_dec v;
  cbl_dec_init(&v);
  cr_assert_eq(cbl_dec_set_str(&v, val), 0);
  cr_assert_eq(cbl_edit_numeric(&p, &v, bwz, out), 0);
  cr_expect_str_eq(out, want, "PIC %s VALUE %s", pic, val);
  /* De-editing gives back the value as the picture holds it. */
  cbl_dec back, held;
  cbl_dec_init(&back);
  cbl_dec_init(&held);
  int se;
  cbl_dec_fit(&held, &v, p.digits, p.scale, CBL_ROUND_TRUNCATION, &se, NULL);
  if (!p.is_signed) cbl_dec_abs(&held, &held);
  if (!bwz && strspn(out, " ") != strlen(out)) {
    cr_assert_eq(cbl_deedit_numeric(&p, out, &back), 0);
    cr_expect_eq(cbl_dec_cmp(&back, &held), 0, "de-edit of '%s'", out);
  }
  cbl_dec_clear(&v);
  cbl_dec_clear(&back);
  cbl_dec_clear(&held);
}

Test(edit, insertion_and_suppression) {
  ed("ZZZZ.ZZ", "0", 0, 0, "       ");
  ed("ZZZZ.ZZ", "123.456", 0, 0, " 123.45");
  ed("ZZZZ.ZZ", "0.05", 0, 0, "    .05");
  ed("****.**", "0", 0, 0, "****.**");
  ed("****.99", "0", 0, 0, "****.00");
  ed("ZZ,ZZ9.99CR", "-1234.5", 0, 0, " 1,234.50CR"); /* as cobc prints it */
  ed("ZZ,ZZ9.99CR", "1234.5", 0, 0, " 1,234.50  ");
  ed("ZZ,ZZ9.99DB", "-5", 0, 0, "     5.00DB");
  ed("$$$,$$9.99-", "-12.3", 0, 0, "    $12.30-");
  ed("$$$,$$9.99-", "23456.78", 0, 0, "$23,456.78 ");
  ed("$$$,$$9.99-", "123456.78", 0, 0, "$23,456.78 "); /* high-order truncation */
  ed("+++9", "-5", 0, 0, "  -5");
  ed("+++9", "5", 0, 0, "  +5");
  ed("---9", "5", 0, 0, "   5");
  ed("-9(5)", "-42", 0, 0, "-00042");
  ed("9(5)+", "42", 0, 0, "00042+");
  ed("B9/99/99", "31299", 0, 0, " 3/12/99");
  ed("99B99B00", "1234", 0, 0, "12 34 00");
  ed("ZZ9.99", "0", 1, 0, "      "); /* BLANK WHEN ZERO */
  ed("ZZ.ZZ9,99", "-1234.5", 0, 1, " 1.234,50"); /* DECIMAL-POINT IS COMMA */
  ed("$$$.$$", "0", 0, 0, "      ");
  ed("$$$.$$", "0.05", 0, 0, "  $.05");
  ed("$$,$$9", "234", 0, 0, "  $234");
  ed("*,**9.99", "12.5", 0, 0, "***12.50");
}

/* Floating insertion, Language Reference "Floating insertion editing": simple insertion characters
 * right after the floating string belong to it; while the string is suppressed they are blanked
 * and the symbol goes immediately left of the first digit shown (issue 14: `$$$,999.99` with
 * 987.65 printed `  $ 987.65`). cobc prints the same. */
Test(edit, insertion_after_the_floating_string) {
  ed("$$$,999.99", "987.65", 0, 0, "   $987.65");
  ed("$$$,999.99", "1987.65", 0, 0, " $1,987.65");
  ed("$$$,999.99", "5.2", 0, 0, "   $005.20");
  ed("$$,999", "12", 0, 0, "  $012");
  ed("$$,999", "1234", 0, 0, "$1,234");
  ed("++,999", "-12", 0, 0, "  -012");
  ed("$$B999", "12", 0, 0, "  $012");
}

Test(edit, deedit_sign_on_an_insertion_position) {
  /* Language Reference, "MOVE statement": de-editing gives the numeric value the edited item
   * shows. A floating +/- string puts the sign left of the first digit shown, here on the
   * comma's position; it still makes the value negative (cobc agrees: MOVE of the edited item
   * to PIC -9(5) gives -00200). ed() checks the de-edited value. */
  ed("---,--9.99", "-200", 0, 0, "   -200.00");
  ed("+++,++9.99", "-200", 0, 0, "   -200.00");
  ed("+++,++9.99", "200", 0, 0, "   +200.00");
  ed("---,--9.99", "-1200", 0, 0, " -1,200.00");
}

Test(edit, alphanumeric_edited) {
  cbl_pic p;
  char err[100], out[40];
  cr_assert_eq(cbl_pic_parse("XXBXX/0X", 0, '$', 18, &p, err, sizeof err), 0, "%s", err);
  cr_assert_eq(cbl_edit_alnum(&p, "ABCDE", 5, out), 0);
  cr_expect_str_eq(out, "AB CD/0E");
  cr_assert_eq(cbl_edit_alnum(&p, "AB", 2, out), 0);
  cr_expect_str_eq(out, "AB   /0 ");
}
