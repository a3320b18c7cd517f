/* test_cbl_intrinsic.c — intrinsic functions (intrinsic.h): values checked with cobc -std=ibm
 * (FUNCTION INTEGER-OF-DATE(20240229) = 154557 …) or the Language Reference's definitions. */
#include <criterion/criterion.h>
#include <string.h>

#include "lang/cobol/intrinsic.h"

Test(cbl_intrinsic, dates) {
  long v;
  cr_assert_eq(cbl_fn_integer_of_date(20240229, &v), CBL_FN_OK);
  cr_expect_eq(v, 154557);
  cr_assert_eq(cbl_fn_date_of_integer(1, &v), CBL_FN_OK);
  cr_expect_eq(v, 16010101);
  cr_assert_eq(cbl_fn_day_of_integer(154000, &v), CBL_FN_OK);
  cr_expect_eq(v, 2022233);
  cr_assert_eq(cbl_fn_integer_of_day(2000366, &v), CBL_FN_OK);
  cr_expect_eq(v, 146097);
  cr_expect_eq(cbl_fn_integer_of_date(20230229, &v), CBL_FN_BAD_ARG);
  for (long n = 1; n < 3067671; n += 997) { /* round trip */
    long d, back;
    cr_assert_eq(cbl_fn_date_of_integer(n, &d), CBL_FN_OK);
    cr_assert_eq(cbl_fn_integer_of_date(d, &back), CBL_FN_OK);
    cr_assert_eq(back, n);
  }
  cbl_clock c = {2024, 3, 5, 14, 7, 9, 42, -300, 1};
  char out[22];
  cbl_fn_current_date(&c, out);
  cr_expect_str_eq(out, "2024030514070942-0500");
}

Test(cbl_intrinsic, numeric) {
  cbl_dec a, b, r;
  cbl_dec_init(&a);
  cbl_dec_init(&b);
  cbl_dec_init(&r);
  cbl_dec_set_si(&a, -11, 0);
  cbl_dec_set_si(&b, 5, 0);
  cbl_fn_mod(&r, &a, &b);
  cr_expect_eq(mpz_get_si(r.v), 4);
  cbl_fn_rem(&r, &a, &b);
  cr_expect_eq(mpz_get_si(r.v), -1);
  cbl_dec_set_si(&a, -15, 1);
  cbl_fn_integer(&r, &a);
  char *s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "-2");
  free(s);
  cbl_fn_integer_part(&r, &a);
  s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "-1");
  free(s);
  cr_assert_eq(cbl_fn_numval(" -12.5 ", 7, 0, &r), CBL_FN_OK);
  s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "-12.5");
  free(s);
  /* NUMVAL-C with CR is negative (Language Reference; cobc 3.1.2 shows it positive). */
  cr_assert_eq(cbl_fn_numval_c("$1,234.56CR", 11, 0, NULL, &r), CBL_FN_OK);
  s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "-1234.56");
  free(s);
  cr_expect_eq(cbl_fn_numval("12A", 3, 0, &r), CBL_FN_BAD_ARG);
  cbl_dec_clear(&a);
  cbl_dec_clear(&b);
  cbl_dec_clear(&r);
}

Test(cbl_intrinsic, strings) {
  cbl_options a = cbl_options_gnucobol(CBL_CS_ASCII_GNU), e = cbl_options_ibm();
  unsigned char out[16];
  cr_expect_eq(cbl_fn_upper_case(&a, (const unsigned char *)"abZ1", 4, out), 4);
  cr_expect_eq(memcmp(out, "ABZ1", 4), 0);
  const unsigned char ebc_a[] = {0x81}; /* 'a' in CP1140 */
  cbl_fn_upper_case(&e, ebc_a, 1, out);
  cr_expect_eq(out[0], 0xC1);
  cr_expect_eq(cbl_fn_trim(&a, (const unsigned char *)"  ab  ", 6, 0, out), 2);
  cr_expect_eq(cbl_fn_trim(&a, (const unsigned char *)"  ab  ", 6, 1, out), 4);
  cr_expect_eq(cbl_fn_reverse((const unsigned char *)"abc", 3, out), 3);
  cr_expect_eq(memcmp(out, "cba", 3), 0);
  cr_expect_eq(cbl_fn_ord(&a, 'A'), 66); /* cobc: FUNCTION ORD('A') = 66 */
  cr_expect_eq(cbl_fn_ord(&e, 0xC1), 194);
  unsigned char c;
  cr_assert_eq(cbl_fn_char(&a, 66, &c), CBL_FN_OK);
  cr_expect_eq(c, 'A');
}
