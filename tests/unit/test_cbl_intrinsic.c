/* test_cbl_intrinsic.c — intrinsic functions (intrinsic.h): values checked with cobc -std=ibm
 * (FUNCTION INTEGER-OF-DATE(20240229) = 154557 …) or the Language Reference's definitions. */
#include <criterion/criterion.h>
#include <stdlib.h>
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

/* the decimal text of r (normalised) equals want */
static void expect_dec(const cbl_dec *r, const char *want) {
  cbl_dec n;
  cbl_dec_init(&n);
  cbl_dec_normalize(&n, r);
  char *s = cbl_dec_to_str(&n);
  cr_expect_str_eq(s, want);
  free(s);
  cbl_dec_clear(&n);
}

/* SUM, RANGE, MEAN, MEDIAN, FACTORIAL, SQRT, ANNUITY, PRESENT-VALUE, YEAR-TO-YYYY from their
 * definitions in the Language Reference; the non-terminating values truncated to 18 places
 * were computed with Python's decimal module (60 digits). */
Test(cbl_intrinsic, statistical_financial) {
  cbl_dec a[5], r;
  const long v[5] = {3, -8, 15, 0, 15};
  for (int i = 0; i < 5; i++) {
    cbl_dec_init(&a[i]);
    cbl_dec_set_si(&a[i], v[i], 0);
  }
  cbl_dec_init(&r);
  cbl_fn_sum(&r, a, 5);
  expect_dec(&r, "25");
  cbl_fn_range(&r, a, 5);
  expect_dec(&r, "23");
  cbl_fn_mean(&r, a, 5);
  expect_dec(&r, "5");
  cbl_fn_median(&r, a, 5);
  expect_dec(&r, "3");
  cbl_fn_median(&r, a, 4); /* 3 -8 15 0: the mean of 0 and 3 */
  expect_dec(&r, "1.5");
  cr_expect_eq(cbl_fn_max_index(a, 5), 2); /* ORD-MAX: the leftmost 15, position 3 */
  cr_expect_eq(cbl_fn_factorial(&r, 5), CBL_FN_OK);
  expect_dec(&r, "120");
  cr_expect_eq(cbl_fn_factorial(&r, 0), CBL_FN_OK);
  expect_dec(&r, "1");
  cr_expect_eq(cbl_fn_factorial(&r, 30), CBL_FN_BAD_ARG);
  cr_expect_eq(cbl_fn_sqrt(&r, &a[0]), CBL_FN_OK); /* sqrt(3) */
  expect_dec(&r, "1.732050807568877293");
  cr_expect_eq(cbl_fn_sqrt(&r, &a[1]), CBL_FN_BAD_ARG);
  cbl_dec rate;
  cbl_dec_init(&rate);
  cbl_dec_set_str(&rate, "0.01");
  cr_expect_eq(cbl_fn_annuity(&r, &rate, 12), CBL_FN_OK);
  expect_dec(&r, "0.088848788678341707");
  cbl_dec_set_si(&rate, 0, 0);
  cr_expect_eq(cbl_fn_annuity(&r, &rate, 4), CBL_FN_OK);
  expect_dec(&r, "0.25");
  cbl_dec_set_str(&rate, "0.05");
  cbl_dec amt[3];
  for (int i = 0; i < 3; i++) {
    cbl_dec_init(&amt[i]);
    cbl_dec_set_si(&amt[i], 100, 0);
  }
  cr_expect_eq(cbl_fn_present_value(&r, &rate, amt, 3), CBL_FN_OK);
  expect_dec(&r, "272.324802937047835006");
  long y;
  cr_expect_eq(cbl_fn_year_to_yyyy(24, 50, 2024, &y), CBL_FN_OK);
  cr_expect_eq(y, 2024);
  cr_expect_eq(cbl_fn_year_to_yyyy(99, 50, 2024, &y), CBL_FN_OK); /* window 1975-2074 */
  cr_expect_eq(y, 1999);
  cr_expect_eq(cbl_fn_year_to_yyyy(75, 50, 2024, &y), CBL_FN_OK);
  cr_expect_eq(y, 1975);
  cr_expect_eq(cbl_fn_year_to_yyyy(74, 50, 2024, &y), CBL_FN_OK);
  cr_expect_eq(y, 2074);
  for (int i = 0; i < 5; i++) cbl_dec_clear(&a[i]);
  for (int i = 0; i < 3; i++) cbl_dec_clear(&amt[i]);
  cbl_dec_clear(&rate);
  cbl_dec_clear(&r);
}

/* TEST-NUMVAL, TEST-NUMVAL-C, TEST-NUMVAL-F (Language Reference, "TEST-NUMVAL"): 0, the position
 * of the first character in error, or the length plus one for an incomplete argument; NUMVAL-F
 * ("NUMVAL-F": [sp][+|-][sp]digits[.digits][sp][E[sp]{+|-}[sp]n][sp], n of 1-4 digits, a
 * mantissa of at most 16 digits with an exponent). The corpus program NUMVALF checks the cases
 * cobc agrees on; the ones here are where cobc 3.1.2 departs from the format. */
Test(cbl_intrinsic, test_numval_family) {
#define TN(kind, str, maxd) cbl_fn_test_numval(kind, str, strlen(str), 0, NULL, maxd)
  cr_expect_eq(TN(0, " -12.5 ", 18), 0);
  cr_expect_eq(TN(0, "1X", 18), 2);
  cr_expect_eq(TN(0, "1.2.3", 18), 4);
  cr_expect_eq(TN(0, "   ", 18), 4);
  cr_expect_eq(TN(0, "-", 18), 2);
  cr_expect_eq(TN(0, "12.5CR", 18), 0);
  cr_expect_eq(TN(1, "$1,234.50", 18), 0);
  cr_expect_eq(TN(0, "$1,234.50", 18), 1);
  /* a sign after the number is not in NUMVAL-F's format (cobc accepts it: GnuCOBOL bug #1284) */
  cr_expect_eq(TN(2, ".25-", 18), 4);
  cr_expect_eq(TN(2, "123.45+", 18), 7);
  cr_expect_eq(TN(2, "1.5E+2", 18), 0);
  cr_expect_eq(TN(2, "1E2", 18), 3);     /* the exponent's sign is required */
  cr_expect_eq(TN(2, "1.5E", 18), 5);    /* incomplete */
  cr_expect_eq(TN(2, "3E+12345", 18), 8); /* a fifth exponent digit */
  /* 19 digits: too many under ARITH(COMPAT) (18), fine under ARITH(EXTEND) (31) */
  cr_expect_eq(TN(0, "1234567890123456789", 18), 19);
  cr_expect_eq(TN(0, "1234567890123456789", 31), 0);
  /* 17 mantissa digits with an exponent: the 17th is in error */
  cr_expect_eq(TN(2, "12345678901234567E+1", 31), 17);
  cr_expect_eq(TN(2, "12345678901234567", 31), 0);
  /* a currency string of several characters (cobc 3.1.2 reports position 2) */
  cr_expect_eq(cbl_fn_test_numval(1, "EUR 5", 5, 0, "EUR", 18), 0);
  cr_expect_eq(cbl_fn_test_numval(1, "EUR 5", 5, 0, NULL, 18), 1);
  /* DECIMAL-POINT IS COMMA: the comma is the decimal point */
  cr_expect_eq(cbl_fn_test_numval(2, "1,5E-1", 6, 1, NULL, 18), 0);
#undef TN
  cbl_dec r;
  cbl_dec_init(&r);
  cr_assert_eq(cbl_fn_numval_f(" - 2.5E-3 ", 10, 0, 18, &r), CBL_FN_OK);
  char *s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "-0.0025");
  free(s);
  cr_assert_eq(cbl_fn_numval_f("1,5E+2", 6, 1, 18, &r), CBL_FN_OK);
  s = cbl_dec_to_str(&r);
  cr_expect(!strcmp(s, "150") || !strcmp(s, "150.0"), "NUMVAL-F 1,5E+2 = %s", s);
  free(s);
  cr_expect_eq(cbl_fn_numval_f("1E2", 3, 0, 18, &r), CBL_FN_BAD_ARG);
  cbl_dec_clear(&r);
}

/* DAY-TO-YYYYDDD and TEST-DAY-YYYYDDD (Language Reference): the window as YEAR-TO-YYYY's. */
Test(cbl_intrinsic, day_functions) {
  long y = 0;
  cr_expect_eq(cbl_fn_day_to_yyyyddd(24001, 50, 2024, &y), CBL_FN_OK);
  cr_expect_eq(y, 2024001);
  cr_expect_eq(cbl_fn_day_to_yyyyddd(99365, 10, 2024, &y), CBL_FN_OK);
  cr_expect_eq(y, 1999365);
  cr_expect_eq(cbl_fn_day_to_yyyyddd(100000, 50, 2024, &y), CBL_FN_BAD_ARG);
  cr_expect_eq(cbl_fn_test_day_yyyyddd(2024366), 0);
  cr_expect_eq(cbl_fn_test_day_yyyyddd(2023366), 2);
  cr_expect_eq(cbl_fn_test_day_yyyyddd(1600001), 1);
  cr_expect_eq(cbl_fn_test_day_yyyyddd(2023000), 2);
}

/* HEX-OF, BIT-OF, HEX-TO-CHAR, BIT-TO-CHAR (Language Reference; Programming Guide, "Converting
 * from hexadecimal or bit data": 'FFAABB' gives X'FFAABB', '1111001000000110' gives X'F206'),
 * SIGN, COMBINED-DATETIME (IBM's example under ARITH(EXTEND); COMPAT beyond 16 digits refused). */
Test(cbl_intrinsic, bytes_sign_datetime) {
  unsigned char out[64];
  size_t n = 0;
  const unsigned char b[] = {0xF2, 0x06, 0x00};
  cr_expect_eq(cbl_fn_hex_of(b, 3, out), 6);
  cr_expect(!memcmp(out, "F20600", 6));
  cr_expect_eq(cbl_fn_bit_of(b, 2, out), 16);
  cr_expect(!memcmp(out, "1111001000000110", 16));
  cr_expect_eq(cbl_fn_hex_to_char((const unsigned char *)"FFaaBb", 6, out, &n), CBL_FN_OK);
  cr_expect(n == 3 && out[0] == 0xFF && out[1] == 0xAA && out[2] == 0xBB);
  cr_expect_eq(cbl_fn_hex_to_char((const unsigned char *)"FFA", 3, out, &n), CBL_FN_BAD_ARG);
  cr_expect_eq(cbl_fn_hex_to_char((const unsigned char *)"FG", 2, out, &n), CBL_FN_BAD_ARG);
  cr_expect_eq(cbl_fn_hex_to_char((const unsigned char *)"", 0, out, &n), CBL_FN_BAD_ARG);
  cr_expect_eq(cbl_fn_bit_to_char((const unsigned char *)"1111001000000110", 16, out, &n), CBL_FN_OK);
  cr_expect(n == 2 && out[0] == 0xF2 && out[1] == 0x06);
  cr_expect_eq(cbl_fn_bit_to_char((const unsigned char *)"1111001", 7, out, &n), CBL_FN_BAD_ARG);
  cr_expect_eq(cbl_fn_bit_to_char((const unsigned char *)"11110012", 8, out, &n), CBL_FN_BAD_ARG);
  cbl_dec a, r;
  cbl_dec_init(&a);
  cbl_dec_init(&r);
  cbl_dec_set_str(&a, "-0.001");
  cr_expect_eq(cbl_fn_sign(&a), -1);
  cbl_dec_set_str(&a, "0.000");
  cr_expect_eq(cbl_fn_sign(&a), 0);
  cbl_dec_set_str(&a, "18867.812479168304");
  cr_expect_eq(cbl_fn_combined_datetime(&r, 143951, &a, 1), CBL_FN_OK);
  char *s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "143951.18867812479168304");
  free(s);
  cr_expect_eq(cbl_fn_combined_datetime(&r, 143951, &a, 0), CBL_FN_UNSUPPORTED);
  cbl_dec_set_str(&a, "86400");
  cr_expect_eq(cbl_fn_combined_datetime(&r, 1, &a, 1), CBL_FN_BAD_ARG);
  cbl_dec_set_str(&a, "0");
  cr_expect_eq(cbl_fn_combined_datetime(&r, 0, &a, 1), CBL_FN_BAD_ARG);
  cr_expect_eq(cbl_fn_combined_datetime(&r, 3067672, &a, 1), CBL_FN_BAD_ARG);
  cbl_dec_clear(&a);
  cbl_dec_clear(&r);
}

/* ISO 8601 format functions (Language Reference, "Date and time formats"): the formats accepted,
 * week dates at year ends (2004 has 53 ISO weeks, 2003 has 52), and FORMATTED-DATE read back by
 * INTEGER-OF-FORMATTED-DATE over the whole integer date range in all six date formats. */
static int fmt_of(const char *s, cbl_fmt *f) { return cbl_fmt_parse((const unsigned char *)s, strlen(s), 0, f); }

Test(cbl_intrinsic, iso8601_formats) {
  cbl_fmt f;
  cr_expect_eq(fmt_of("YYYYMMDDThh:mm:ss.sss+hh:mm", &f), 0);
  cr_expect(f.date == 1 && f.time && f.time_ext && f.frac == 3 && f.tz == 2);
  cr_expect_eq(fmt_of("hhmmssZ", &f), 0);
  cr_expect(f.tz == 1 && !f.date);
  cr_expect_eq(fmt_of("hhmmss.", &f), -1);
  cr_expect_eq(fmt_of("hhmmss.ssssssssss", &f), -1);
  cr_expect_eq(fmt_of("YYYYMMDDX", &f), -1);
  cr_expect_eq(fmt_of("YYMMDD", &f), -1);
  cr_expect_eq(fmt_of("hhmmss+hh:mm", &f), -1);
  unsigned char out[64];
  long d = 0, back = 0;
  cbl_dec z;
  cbl_dec_init(&z);
  const char *wk = "YYYY-Www-D";
  fmt_of(wk, &f);
  cbl_fn_integer_of_date(20041231, &d);
  cr_expect_eq(cbl_fmt_format(&f, (const unsigned char *)wk, d, &z, 0, 0, out), CBL_FN_OK);
  cr_expect(!memcmp(out, "2004-W53-5", 10), "%.10s", out);
  cbl_fn_integer_of_date(20050102, &d);
  cbl_fmt_format(&f, (const unsigned char *)wk, d, &z, 0, 0, out);
  cr_expect(!memcmp(out, "2004-W53-7", 10), "%.10s", out);
  cr_expect_eq(cbl_fmt_test(&f, (const unsigned char *)wk, (const unsigned char *)"2003-W53-1", 10), 8);
  cr_expect_eq(cbl_fmt_test(&f, (const unsigned char *)wk, (const unsigned char *)"2004-W53-1", 10), 0);
  cr_expect_eq(cbl_fmt_test(&f, (const unsigned char *)wk, (const unsigned char *)"2004-W53", 8), 9);
  cr_expect_eq(cbl_fmt_test(&f, (const unsigned char *)wk, (const unsigned char *)"2004-W53-12", 11), 11);
  cr_expect_eq(cbl_fmt_test(&f, (const unsigned char *)wk, (const unsigned char *)"1600-W01-1", 10), 4);
  const char *fmts[] = {"YYYYMMDD", "YYYY-MM-DD", "YYYYDDD", "YYYY-DDD", "YYYYWwwD", "YYYY-Www-D"};
  int bad = 0;
  for (size_t i = 0; i < 6; i++) {
    fmt_of(fmts[i], &f);
    for (long n = 1; n <= 3067671; n += n < 400 || n > 3067300 ? 1 : 997) {
      if (cbl_fmt_format(&f, (const unsigned char *)fmts[i], n, &z, 0, 0, out) != CBL_FN_OK ||
          cbl_fmt_integer_of_date(&f, (const unsigned char *)fmts[i], out, f.len, &back) != CBL_FN_OK || back != n)
        bad++;
    }
  }
  cr_expect_eq(bad, 0, "%d integer dates did not read back", bad);
  cbl_dec_clear(&z);
}

/* UVALID's byte table (Language Reference, "UVALID"), and every 1-, 2- and 3-byte sequence
 * against an independent decoder: a sequence is well-formed exactly when it decodes to a scalar
 * value (not a surrogate, at most U+10FFFF) in its shortest form. */
static int decodes_shortest(const unsigned char *s, size_t n) {
  unsigned long cp;
  size_t want;
  if (s[0] < 0x80) cp = s[0], want = 1;
  else if ((s[0] & 0xE0) == 0xC0) cp = s[0] & 0x1F, want = 2;
  else if ((s[0] & 0xF0) == 0xE0) cp = s[0] & 0x0F, want = 3;
  else if ((s[0] & 0xF8) == 0xF0) cp = s[0] & 0x07, want = 4;
  else return 0;
  if (n != want) return 0;
  for (size_t i = 1; i < n; i++) {
    if ((s[i] & 0xC0) != 0x80) return 0;
    cp = cp << 6 | (s[i] & 0x3F);
  }
  unsigned long min = want == 1 ? 0 : want == 2 ? 0x80 : want == 3 ? 0x800 : 0x10000;
  return cp >= min && cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF);
}

Test(intrinsic, unicode_functions_on_utf8) {
  const unsigned char kafer[] = {0x4B, 0xC3, 0xA4, 0x66, 0x65, 0x72};
  long r;
  size_t off, len;
  cr_expect_eq(cbl_fn_uvalid(kafer, 6), 0);
  cr_expect(cbl_fn_ulength(kafer, 6, &r) == CBL_FN_OK && r == 5);
  const long pos[] = {0, 1, 2, 4, 5, 6, 0};
  for (long k = 0; k <= 6; k++) cr_expect(cbl_fn_upos(kafer, 6, k, &r) == CBL_FN_OK && r == pos[k], "UPOS %ld", k);
  cr_expect(cbl_fn_usubstr(kafer, 6, 2, 2, &off, &len) == CBL_FN_OK && off == 1 && len == 3);
  cr_expect(cbl_fn_usubstr(kafer, 6, 6, 0, &off, &len) == CBL_FN_OK && len == 0);
  cr_expect(cbl_fn_usubstr(kafer, 6, 5, 2, &off, &len) == CBL_FN_BAD_ARG, "past ULENGTH");
  cr_expect(cbl_fn_usubstr(kafer, 6, 0, 1, &off, &len) == CBL_FN_BAD_ARG);
  cr_expect(cbl_fn_uwidth(kafer, 6, 6, &r) == CBL_FN_BAD_ARG);
  const unsigned char clef[] = {0x20, 0x20, 0xF0, 0x9D, 0x84, 0x9E};
  cr_expect(cbl_fn_usupplementary(clef, 6, &r) == CBL_FN_OK && r == 3);
  const unsigned char cut[] = {0x41, 0xE2, 0x82};
  cr_expect_eq(cbl_fn_uvalid(cut, 3), 2);
  cr_expect(cbl_fn_ulength(cut, 3, &r) == CBL_FN_BAD_ARG);
  int bad = 0;
  unsigned char b[4];
  for (unsigned a = 0; a < 256; a++) {
    b[0] = (unsigned char)a;
    if ((cbl_fn_uvalid(b, 1) == 0) != decodes_shortest(b, 1)) bad++;
    for (unsigned c = 0; c < 256; c++) {
      b[1] = (unsigned char)c;
      if (a >= 0x80 && (cbl_fn_uvalid(b, 2) == 0) != decodes_shortest(b, 2)) bad++;
      for (unsigned d = 0x70; d < 0xC8 && a >= 0xE0 && a <= 0xF0; d++) {
        b[2] = (unsigned char)d;
        if ((cbl_fn_uvalid(b, 3) == 0) != decodes_shortest(b, 3)) bad++;
      }
    }
  }
  cr_expect_eq(bad, 0, "%d sequences judged otherwise than by decoding", bad);
  for (unsigned a = 0xF0; a <= 0xF5; a++)
    for (unsigned c = 0x80; c < 0xC0; c++) {
      b[0] = (unsigned char)a, b[1] = (unsigned char)c, b[2] = 0x80, b[3] = 0xBF;
      if ((cbl_fn_uvalid(b, 4) == 0) != decodes_shortest(b, 4)) bad++;
    }
  cr_expect_eq(bad, 0, "%d four-byte sequences judged otherwise", bad);
}
