/* test_cbl_dec.c — exact decimal arithmetic, the rounding modes (with the examples of the IBM
 * Language Reference "ROUNDED phrase" table) and the intermediate-result precision rules. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/dec.h"

static cbl_dec D(const char *s) {
  cbl_dec d;
  cbl_dec_init(&d);
  cr_assert_eq(cbl_dec_set_str(&d, s), 0, "bad literal %s", s);
  return d;
}

static void expect(const cbl_dec *d, const char *s) {
  char *t = cbl_dec_to_str(d);
  cr_expect_str_eq(t, s);
  free(t);
}

Test(dec, parse_print) {
  cbl_dec a = D("-12.340");
  expect(&a, "-12.340");
  cbl_dec b = D(".5");
  expect(&b, "0.5");
  cbl_dec_set_si(&b, 12, -2);
  expect(&b, "1200");
  cbl_dec_set_si(&b, -5, 3);
  expect(&b, "-0.005");
  cbl_dec c;
  cbl_dec_init(&c);
  cr_expect_eq(cbl_dec_set_str(&c, "1.2.3"), -1);
  cr_expect_eq(cbl_dec_set_str(&c, "-"), -1);
  cr_expect_eq(cbl_dec_set_str(&c, "1e5"), -1);
  cbl_dec_clear(&a); cbl_dec_clear(&b); cbl_dec_clear(&c);
}

Test(dec, add_sub_mul_cmp_exact) {
  cbl_dec a = D("0.1"), b = D("0.2"), r;
  cbl_dec_init(&r);
  cbl_dec_add(&r, &a, &b);
  cbl_dec c = D("0.3");
  cr_expect_eq(cbl_dec_cmp(&r, &c), 0); /* no binary floating point anywhere */
  cbl_dec_sub(&r, &a, &b);
  expect(&r, "-0.1");
  cbl_dec_mul(&r, &a, &b);
  expect(&r, "0.02");
  cbl_dec big = D("999999999999999999999999999999.9"), one = D("0.1");
  cbl_dec_add(&r, &big, &one);
  expect(&r, "1000000000000000000000000000000.0");
  cbl_dec x = D("1.50"), y = D("1.5");
  cr_expect_eq(cbl_dec_cmp(&x, &y), 0);
  cbl_dec_neg(&r, &x);
  cr_expect_eq(cbl_dec_cmp(&r, &y), -1);
  cr_expect_eq(cbl_dec_int_digits(&big), 30);
  cr_expect_eq(cbl_dec_int_digits(&one), 0);
  cbl_dec_clear(&a); cbl_dec_clear(&b); cbl_dec_clear(&r); cbl_dec_clear(&c); cbl_dec_clear(&big);
  cbl_dec_clear(&one); cbl_dec_clear(&x); cbl_dec_clear(&y);
}

/* Language Reference, "ROUNDED phrase", table of rounding modes applied to a result of
 * PIC S9 (scale 0): each row is value then the expected result per mode in the order
 * AWAY-FROM-ZERO, NEAREST-AWAY-FROM-ZERO, NEAREST-EVEN, NEAREST-TOWARD-ZERO, TOWARD-GREATER,
 * TOWARD-LESSER, TRUNCATION (computed here from the definitions of the modes). */
Test(dec, rounding_modes_table) {
  static const struct { const char *v; const char *r[7]; } rows[] = {
      {"2.49", {"3", "2", "2", "2", "3", "2", "2"}},
      {"-2.49", {"-3", "-2", "-2", "-2", "-2", "-3", "-2"}},
      {"2.50", {"3", "3", "2", "2", "3", "2", "2"}},
      {"-2.50", {"-3", "-3", "-2", "-2", "-2", "-3", "-2"}},
      {"3.50", {"4", "4", "4", "3", "4", "3", "3"}},
      {"-3.50", {"-4", "-4", "-4", "-3", "-3", "-4", "-3"}},
      {"2.51", {"3", "3", "3", "3", "3", "2", "2"}},
      {"-2.51", {"-3", "-3", "-3", "-3", "-2", "-3", "-2"}},
      {"2.00", {"2", "2", "2", "2", "2", "2", "2"}},
  };
  static const cbl_round_mode modes[7] = {
      CBL_ROUND_AWAY_FROM_ZERO, CBL_ROUND_NEAREST_AWAY_FROM_ZERO, CBL_ROUND_NEAREST_EVEN,
      CBL_ROUND_NEAREST_TOWARD_ZERO, CBL_ROUND_TOWARD_GREATER, CBL_ROUND_TOWARD_LESSER,
      CBL_ROUND_TRUNCATION};
  cbl_dec r;
  cbl_dec_init(&r);
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
    cbl_dec v = D(rows[i].v);
    for (int m = 0; m < 7; m++) {
      int inexact = cbl_dec_round(&r, &v, 0, modes[m]);
      char *t = cbl_dec_to_str(&r);
      cr_expect_str_eq(t, rows[i].r[m], "%s under %s", rows[i].v, cbl_round_mode_name(modes[m]));
      free(t);
      cr_expect_eq(inexact, strcmp(rows[i].v + (rows[i].v[0] == '-'), "2.00") != 0);
    }
    cbl_dec_clear(&v);
  }
  cbl_dec v = D("2.5");
  int se = 0, ix = 0;
  cbl_dec_fit(&r, &v, 1, 0, CBL_ROUND_PROHIBITED, &se, &ix);
  cr_expect(se && ix, "PROHIBITED reports that rounding was needed as a size error");
  cbl_dec w = D("2.0");
  cbl_dec_fit(&r, &w, 1, 0, CBL_ROUND_PROHIBITED, &se, &ix);
  cr_expect(!se && !ix);
  cr_expect_eq(cbl_round_mode_parse("NEAREST-EVEN"), CBL_ROUND_NEAREST_EVEN);
  cr_expect_eq(cbl_round_mode_parse("NEAREST"), -1);
  cr_expect_eq(CBL_ROUND_DEFAULT, CBL_ROUND_NEAREST_AWAY_FROM_ZERO);
  cbl_dec_clear(&r); cbl_dec_clear(&v); cbl_dec_clear(&w);
}

Test(dec, fit_high_order_truncation) {
  cbl_dec r, v = D("-12345.678");
  cbl_dec_init(&r);
  int se, ix;
  cbl_dec_fit(&r, &v, 5, 2, CBL_ROUND_TRUNCATION, &se, &ix); /* PIC S9(3)V99 */
  expect(&r, "-345.67");
  cr_expect(se && ix);
  cbl_dec_fit(&r, &v, 7, 2, CBL_ROUND_NEAREST_AWAY_FROM_ZERO, &se, &ix);
  expect(&r, "-12345.68");
  cr_expect(!se && ix);
  /* 999.995 ROUNDED into 9(3)V99 carries into a fourth integer digit: size error. */
  cbl_dec u = D("999.995");
  cbl_dec_fit(&r, &u, 5, 2, CBL_ROUND_NEAREST_AWAY_FROM_ZERO, &se, &ix);
  cr_expect(se);
  /* P scaling: PIC 9(3)P(2) holds hundreds. */
  cbl_dec p = D("12345");
  cbl_dec_fit(&r, &p, 3, -2, CBL_ROUND_TRUNCATION, &se, &ix);
  expect(&r, "12300");
  cr_expect(!se && ix);
  cbl_dec_clear(&r); cbl_dec_clear(&v); cbl_dec_clear(&u); cbl_dec_clear(&p);
}

Test(dec, division_and_remainder) {
  cbl_dec q, rem, a = D("10"), b = D("3");
  cbl_dec_init(&q);
  cbl_dec_init(&rem);
  int ix;
  cr_assert_eq(cbl_dec_div(&q, &rem, &a, &b, 2, CBL_ROUND_TRUNCATION, &ix), CBL_DEC_OK);
  expect(&q, "3.33");
  expect(&rem, "0.01");
  cr_expect(ix);
  cbl_dec m = D("-10");
  cbl_dec_div(&q, &rem, &m, &b, 0, CBL_ROUND_TRUNCATION, NULL);
  expect(&q, "-3");
  expect(&rem, "-1"); /* the remainder has the dividend's sign */
  cbl_dec_div(&q, NULL, &m, &b, 1, CBL_ROUND_NEAREST_AWAY_FROM_ZERO, NULL);
  expect(&q, "-3.3");
  cbl_dec two = D("2"), one = D("1");
  cbl_dec_div(&q, NULL, &one, &two, 0, CBL_ROUND_NEAREST_EVEN, NULL);
  expect(&q, "0");
  cbl_dec_div(&q, NULL, &one, &two, 0, CBL_ROUND_NEAREST_AWAY_FROM_ZERO, NULL);
  expect(&q, "1");
  cbl_dec z = D("0.00");
  cr_expect_eq(cbl_dec_div(&q, NULL, &one, &z, 2, CBL_ROUND_TRUNCATION, NULL), CBL_DEC_DIVZERO);
  /* Negative scale target: 12345 / 1 to hundreds. */
  cbl_dec n = D("12345");
  cbl_dec_div(&q, NULL, &n, &one, -2, CBL_ROUND_TRUNCATION, NULL);
  expect(&q, "12300");
  cbl_dec_clear(&q); cbl_dec_clear(&rem); cbl_dec_clear(&a); cbl_dec_clear(&b); cbl_dec_clear(&m);
  cbl_dec_clear(&two); cbl_dec_clear(&one); cbl_dec_clear(&z); cbl_dec_clear(&n);
}

Test(dec, exponentiation) {
  cbl_dec r;
  cbl_dec_init(&r);
  cbl_dec a = D("1.5"), n3 = D("3");
  cr_assert_eq(cbl_dec_pow(&r, &a, &n3, 10, 1000), CBL_DEC_OK);
  expect(&r, "3.375");
  cbl_dec two = D("2"), m2 = D("-2");
  cr_assert_eq(cbl_dec_pow(&r, &two, &m2, 4, 1000), CBL_DEC_OK);
  expect(&r, "0.2500");
  cbl_dec four = D("4"), half = D("0.5"), mhalf = D("-0.5");
  cr_assert_eq(cbl_dec_pow(&r, &four, &half, 4, 1000), CBL_DEC_OK);
  expect(&r, "2"); /* the positive root: "the square root of 4 ... IBM COBOL always returns +2" */
  cr_assert_eq(cbl_dec_pow(&r, &four, &mhalf, 4, 1000), CBL_DEC_OK);
  expect(&r, "0.5000");
  cbl_dec x = D("2.25");
  cr_assert_eq(cbl_dec_pow(&r, &x, &half, 4, 1000), CBL_DEC_OK);
  cbl_dec e = D("1.5");
  cr_expect_eq(cbl_dec_cmp(&r, &e), 0);
  cr_expect_eq(cbl_dec_pow(&r, &two, &half, 4, 1000), CBL_DEC_UNSUPPORTED);
  cbl_dec zero = D("0"), mtwo = D("-2");
  cr_expect_eq(cbl_dec_pow(&r, &zero, &zero, 4, 1000), CBL_DEC_SIZE);
  cr_expect_eq(cbl_dec_pow(&r, &zero, &m2, 4, 1000), CBL_DEC_SIZE);
  cr_expect_eq(cbl_dec_pow(&r, &mtwo, &half, 4, 1000), CBL_DEC_SIZE);
  cr_assert_eq(cbl_dec_pow(&r, &mtwo, &n3, 4, 1000), CBL_DEC_OK);
  expect(&r, "-8");
  cr_assert_eq(cbl_dec_pow(&r, &mtwo, &zero, 4, 1000), CBL_DEC_OK);
  expect(&r, "1");
  cbl_dec huge = D("100000");
  cr_expect_eq(cbl_dec_pow(&r, &two, &huge, 4, 1000), CBL_DEC_UNSUPPORTED);
  cbl_dec_clear(&r); cbl_dec_clear(&a); cbl_dec_clear(&n3); cbl_dec_clear(&two);
  cbl_dec_clear(&m2); cbl_dec_clear(&four); cbl_dec_clear(&half); cbl_dec_clear(&mhalf);
  cbl_dec_clear(&x); cbl_dec_clear(&e); cbl_dec_clear(&zero); cbl_dec_clear(&mtwo);
  cbl_dec_clear(&huge);
}

Test(dec, intermediate_places) {
  /* Programming Guide table "precision of intermediate results". */
  cbl_places a = cbl_places_of(5, 2), b = cbl_places_of(4, 3); /* 9(3)V99, 9V999 */
  cbl_places r = cbl_ir_add(a, b);
  cr_expect(r.i == 4 && r.d == 3);
  r = cbl_ir_mul(a, b);
  cr_expect(r.i == 4 && r.d == 5);
  r = cbl_ir_div(a, b, 1); /* dividend 9(3)V99 / divisor 9V999 */
  cr_expect(r.i == 6 && r.d == 1, "i=%d d=%d", r.i, r.d);
  r = cbl_ir_div(a, cbl_places_of(2, 0), 0);
  cr_expect(r.i == 3 && r.d == 2);
  cbl_places p = cbl_places_of(3, -2); /* 9(3)P(2) */
  cr_expect(p.i == 5 && p.d == 0);
  p = cbl_places_of(2, 5); /* PPP99 */
  cr_expect(p.i == 0 && p.d == 5);
  r = cbl_ir_pow_lit(a, 3, -1);
  cr_expect(r.i == 9 && r.d == 6);
  /* Truncation table for ARITH(COMPAT), N = 30. */
  cbl_places big = {25, 10};
  r = cbl_ir_carry(big, 12, CBL_ARITH_COMPAT_DIGITS); /* d <= dmax */
  cr_expect(r.i == 20 && r.d == 10);
  r = cbl_ir_carry(big, 4, CBL_ARITH_COMPAT_DIGITS); /* d > dmax, i + dmax <= 30 */
  cr_expect(r.i == 25 && r.d == 5);
  cbl_places big2 = {28, 10};
  r = cbl_ir_carry(big2, 4, CBL_ARITH_COMPAT_DIGITS); /* d > dmax, i + dmax > 30 */
  cr_expect(r.i == 26 && r.d == 4);
  r = cbl_ir_carry(big2, 4, CBL_ARITH_EXTEND_DIGITS);
  cr_expect(r.i == 27 && r.d == 4);
  r = cbl_ir_carry((cbl_places){10, 5}, 2, 30);
  cr_expect(r.i == 10 && r.d == 5);
  r = cbl_ir_pow_var(3, 30);
  cr_expect(r.i == 27 && r.d == 3);
  cbl_dec v = D("123456.789"), t;
  cbl_dec_init(&t);
  cr_expect_eq(cbl_dec_to_places(&t, &v, (cbl_places){4, 2}), 1);
  expect(&t, "3456.78");
  cbl_dec_clear(&v); cbl_dec_clear(&t);
}

/* ---- word-sized fast paths (dec.c: powers of ten up to 10^19 as machine words) against the
 * rules computed here with GMP integers only, around the 18/19/20-digit boundaries. */

/* A value of n random digits (n may exceed a word), random sign. */
static void random_digits(mpz_t v, int n, unsigned *seed) {
  mpz_set_ui(v, 0);
  for (int k = 0; k < n; k++) {
    *seed = *seed * 1103515245u + 12345u;
    mpz_mul_ui(v, v, 10);
    mpz_add_ui(v, v, (*seed >> 16) % 10);
  }
  *seed = *seed * 1103515245u + 12345u;
  if ((*seed >> 16) & 1) mpz_neg(v, v);
}

/* The ROUNDED phrase rule on q = n / 10^k, with the quotient and remainder from mpz_tdiv_qr. */
static int ref_round(mpz_t q, const mpz_t n, int k, cbl_round_mode m) {
  mpz_t d, r, twice;
  mpz_inits(d, r, twice, NULL);
  mpz_ui_pow_ui(d, 10, (unsigned long)k);
  mpz_tdiv_qr(q, r, n, d);
  int sgn = mpz_sgn(r);
  mpz_abs(twice, r);
  mpz_mul_2exp(twice, twice, 1);
  int half = mpz_cmp(twice, d), away = 0;
  if (sgn) {
    if (m == CBL_ROUND_AWAY_FROM_ZERO) away = 1;
    if (m == CBL_ROUND_NEAREST_AWAY_FROM_ZERO) away = half >= 0;
    if (m == CBL_ROUND_NEAREST_TOWARD_ZERO) away = half > 0;
    if (m == CBL_ROUND_NEAREST_EVEN) away = half > 0 || (half == 0 && mpz_odd_p(q));
    if (m == CBL_ROUND_TOWARD_GREATER) away = sgn > 0;
    if (m == CBL_ROUND_TOWARD_LESSER) away = sgn < 0;
  }
  if (away) {
    if (sgn > 0) mpz_add_ui(q, q, 1);
    else mpz_sub_ui(q, q, 1);
  }
  mpz_clears(d, r, twice, NULL);
  return sgn != 0;
}

Test(dec, word_fast_paths_agree_with_gmp_rules) {
  unsigned seed = 12345;
  cbl_dec a, b, r;
  cbl_dec_init(&a);
  cbl_dec_init(&b);
  cbl_dec_init(&r);
  mpz_t q, x, y, lim;
  mpz_inits(q, x, y, lim, NULL);
  for (int iter = 0; iter < 3000; iter++) {
    int na = 1 + iter % 40;
    random_digits(a.v, na, &seed);
    a.scale = (int)(seed >> 8) % 24;
    /* round to every scale from a.scale - 21 up: divisors 10^1 .. 10^21 */
    for (int k = 1; k <= 21; k++) {
      cbl_round_mode m = (cbl_round_mode)((iter + k) % CBL_ROUND_NMODES);
      int ix = cbl_dec_round(&r, &a, a.scale - k, m);
      int rix = ref_round(q, a.v, k, m);
      cr_assert_eq(mpz_cmp(r.v, q), 0, "round by 10^%d mode %d", k, (int)m);
      cr_assert_eq(r.scale, a.scale - k);
      cr_assert_eq(ix, rix);
      /* a tie exactly at half: n = 5 * 10^(k-1) (+ odd or even quotient) */
      mpz_ui_pow_ui(x, 10, (unsigned long)k - 1);
      mpz_mul_ui(x, x, 5);
      mpz_ui_pow_ui(y, 10, (unsigned long)k);
      mpz_addmul_ui(x, y, (unsigned long)(iter % 3));
      if (iter & 1) mpz_neg(x, x);
      mpz_set(b.v, x);
      b.scale = k;
      cbl_dec_round(&r, &b, 0, m);
      ref_round(q, x, k, m);
      cr_assert_eq(mpz_cmp(r.v, q), 0, "tie at 10^%d mode %d", k, (int)m);
    }
    /* fit into 1..22 digits: high-order truncation keeps the sign, size error when nonzero digits go */
    for (int digits = 1; digits <= 22; digits++) {
      int se, ix;
      cbl_dec_fit(&r, &a, digits, a.scale, CBL_ROUND_TRUNCATION, &se, &ix);
      mpz_ui_pow_ui(lim, 10, (unsigned long)digits);
      mpz_tdiv_r(q, a.v, lim);
      cr_assert_eq(mpz_cmp(r.v, q), 0, "fit %d digits", digits);
      cr_assert_eq(se, mpz_cmpabs(a.v, lim) >= 0);
      cr_assert_eq(ix, 0);
    }
    /* add, subtract, compare with equal and with different scales */
    random_digits(b.v, 1 + (iter * 7) % 40, &seed);
    b.scale = (iter % 2) ? a.scale : (int)(seed >> 9) % 24;
    int s = a.scale > b.scale ? a.scale : b.scale;
    mpz_ui_pow_ui(x, 10, (unsigned long)(s - a.scale));
    mpz_mul(x, x, a.v);
    mpz_ui_pow_ui(y, 10, (unsigned long)(s - b.scale));
    mpz_mul(y, y, b.v);
    cbl_dec_add(&r, &a, &b);
    mpz_add(q, x, y);
    cr_assert(mpz_cmp(r.v, q) == 0 && r.scale == s);
    cbl_dec_sub(&r, &a, &b);
    mpz_sub(q, x, y);
    cr_assert(mpz_cmp(r.v, q) == 0 && r.scale == s);
    int c = mpz_cmp(x, y);
    cr_assert_eq(cbl_dec_cmp(&a, &b), (c > 0) - (c < 0));
    cbl_dec_copy(&r, &a);
    cbl_dec_add(&r, &r, &r); /* operands and result the same object */
    mpz_mul_ui(q, a.v, 2);
    cr_assert(mpz_cmp(r.v, q) == 0 && r.scale == a.scale);
  }
  mpz_clears(q, x, y, lim, NULL);
  cbl_dec_clear(&a);
  cbl_dec_clear(&b);
  cbl_dec_clear(&r);
}

/* ---- The word fast path against the GMP path (dec_ref.h): random operands of 0 to 42 digits
 * (most within the fast path's 2^125, some not, so both sides of every boundary are met), scales
 * from -3 to 42, ties made often, the extremes of a word and of 2^125 added; every operation and
 * every ROUNDED mode must give the same integer, scale and flags. */
#include <limits.h>

#include "lang/cobol/dec_ref.h"

static unsigned long long rnd_state = 0x9E3779B97F4A7C15ull;
static unsigned long long rnd(void) {
  rnd_state ^= rnd_state << 13;
  rnd_state ^= rnd_state >> 7;
  rnd_state ^= rnd_state << 17;
  return rnd_state;
}

static void rnd_dec(cbl_dec *d) {
  static const char *const edges[] = {"9223372036854775807", "-9223372036854775807", "-9223372036854775808",
                                      "9223372036854775808", "999999999999999999", "-1000000000000000000",
                                      "0", "5", "-5", "15", "-25",
                                      "42535295865117307932921825928971026431", /* 2^125 - 1 */
                                      "-42535295865117307932921825928971026432", /* -2^125 */
                                      "42535295865117307932921825928971026432",
                                      "4253529586511730793292182592897102643", "99999999999999999999999999999999999999",
                                      "-18446744073709551616", "18446744073709551615"};
  unsigned long long pick = rnd() % 16;
  if (pick < 3) {
    mpz_set_str(d->v, edges[rnd() % (sizeof edges / sizeof edges[0])], 10);
  } else {
    char t[48];
    int n = (int)(rnd() % 43), k = 0;
    if (rnd() & 1) t[k++] = '-';
    t[k++] = (char)('0' + rnd() % 10);
    for (int i = 1; i < n; i++) t[k++] = (char)('0' + rnd() % 10);
    if (pick == 3 && n > 1) t[k - 1] = '5'; /* a tie for the rounding modes */
    t[k] = 0;
    mpz_set_str(d->v, t, 10);
  }
  d->scale = (int)(rnd() % 46) - 3;
}

static void same(const cbl_dec *fast, const cbl_dec *ref, const char *what, const cbl_dec *a, const cbl_dec *b) {
  char *fa = cbl_dec_to_str(a), *fb = b ? cbl_dec_to_str(b) : NULL;
  cr_assert(mpz_cmp(fast->v, ref->v) == 0 && fast->scale == ref->scale, "%s of %s and %s differs", what, fa,
            fb ? fb : "-");
  free(fa);
  free(fb);
}

Test(dec, word_path_equals_gmp_path) {
  cbl_dec a, b, r1, r2;
  cbl_dec_init(&a);
  cbl_dec_init(&b);
  cbl_dec_init(&r1);
  cbl_dec_init(&r2);
  for (int it = 0; it < 20000; it++) {
    rnd_dec(&a);
    rnd_dec(&b);
    cbl_dec_add(&r1, &a, &b);
    cbl_dec_add_gmp(&r2, &a, &b);
    same(&r1, &r2, "add", &a, &b);
    cbl_dec_sub(&r1, &a, &b);
    cbl_dec_sub_gmp(&r2, &a, &b);
    same(&r1, &r2, "sub", &a, &b);
    cr_assert_eq(cbl_dec_cmp(&a, &b), cbl_dec_cmp_gmp(&a, &b), "cmp");
    int up = a.scale + (int)(rnd() % 42);
    cbl_dec_rescale_up(&r1, &a, up);
    cbl_dec_rescale_up_gmp(&r2, &a, up);
    same(&r1, &r2, "rescale_up", &a, NULL);
    for (int m = 0; m < CBL_ROUND_NMODES; m++) {
      int sc = (int)(rnd() % 26) - 3, digits = (int)(rnd() % 42) - 2;
      int i1 = cbl_dec_round(&r1, &a, sc, (cbl_round_mode)m);
      int i2 = cbl_dec_round_gmp(&r2, &a, sc, (cbl_round_mode)m);
      same(&r1, &r2, cbl_round_mode_name((cbl_round_mode)m), &a, NULL);
      cr_assert_eq(i1, i2, "round's inexact flag");
      int se1 = -1, ix1 = -1, se2 = -2, ix2 = -2;
      cbl_dec_fit(&r1, &a, digits, sc, (cbl_round_mode)m, &se1, &ix1);
      cbl_dec_fit_gmp(&r2, &a, digits, sc, (cbl_round_mode)m, &se2, &ix2);
      same(&r1, &r2, "fit", &a, NULL);
      cr_assert(se1 == se2 && ix1 == ix2, "fit's flags: %d %d against %d %d (digits %d scale %d)", se1, ix1, se2,
                ix2, digits, sc);
      int dsc = (int)(rnd() % 40) - 2;
      ix1 = -1;
      ix2 = -2;
      cbl_dec_status s1 = cbl_dec_div(&r1, NULL, &a, &b, dsc, (cbl_round_mode)m, &ix1);
      cbl_dec_status s2 = cbl_dec_div_gmp(&r2, NULL, &a, &b, dsc, (cbl_round_mode)m, &ix2);
      cr_assert_eq(s1, s2, "div status");
      if (s1 == CBL_DEC_OK) {
        same(&r1, &r2, "div", &a, &b);
        cr_assert_eq(ix1, ix2, "div's inexact flag");
      }
      cbl_dec q1, q2;
      cbl_dec_init(&q1);
      cbl_dec_init(&q2);
      s1 = cbl_dec_div(&q1, &r1, &a, &b, dsc, (cbl_round_mode)m, NULL);
      s2 = cbl_dec_div_gmp(&q2, &r2, &a, &b, dsc, (cbl_round_mode)m, NULL);
      cr_assert_eq(s1, s2, "div status (remainder)");
      if (s1 == CBL_DEC_OK) {
        same(&q1, &q2, "div (remainder's quotient)", &a, &b);
        same(&r1, &r2, "div's remainder", &a, &b);
      }
      cbl_dec_clear(&q1);
      cbl_dec_clear(&q2);
    }
  }
  cbl_dec_clear(&a);
  cbl_dec_clear(&b);
  cbl_dec_clear(&r1);
  cbl_dec_clear(&r2);
}
