/* test_cbl_arith.c — expressions and stores (arith.h) against IBM's intermediate-result rules
 * and results of cobc -std=ibm where GnuCOBOL agrees with IBM (ibm-vs-gnucobol.md A1 where not). */
#include <criterion/criterion.h>
#include <string.h>

#include "lang/cobol/arith.h"
#include "lang/cobol/codec.h"

static int no_fetch(void *ctx, const json_t *e, cbl_dec *out, cbl_places *p, char *err,
                    size_t errlen) {
  (void)ctx; (void)e; (void)out; (void)p;
  snprintf(err, errlen, "no operands here");
  return -1;
}

/* COMPUTE R [ROUNDED] = expr for R PIC S9(3)V99, through the public functions. */
static char *compute(const char *expr_json, int rounded, int *size) {
  static char text[64];
  json_error_t je;
  json_t *e = json_loads(expr_json, 0, &je);
  cr_assert(e, "%s", je.text);
  cbl_options o = cbl_options_ibm();
  int scales[1] = {2 + (rounded ? 1 : 0)};
  char err[200];
  int dmax = cbl_arith_dmax(e, no_fetch, NULL, scales, 1, err, sizeof err);
  cr_assert(dmax >= 0);
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_places p;
  cbl_arith_status st = cbl_arith_eval(&o, e, no_fetch, NULL, dmax, &v, &p, err, sizeof err);
  *size = st == CBL_ARITH_SIZE;
  text[0] = 0;
  if (st == CBL_ARITH_OK) {
    cbl_field f;
    memset(&f, 0, sizeof f);
    f.cat = CBL_CAT_NUMERIC;
    f.is_numeric_desc = 1;
    f.num = cbl_options_num_desc(&o, CBL_USAGE_DISPLAY, 5, 2, 1, CBL_SIGN_TRAILING);
    f.size = 5;
    unsigned char bytes[5];
    memset(bytes, 0xF0, 5);
    cbl_store_status ss = cbl_arith_store(&o, &v, &f, bytes, rounded, CBL_ROUND_DEFAULT, 1);
    if (ss == CBL_STORE_SIZE_KEPT) *size = 1;
    cbl_dec r;
    cbl_dec_init(&r);
    cr_assert_eq(cbl_num_decode(&f.num, bytes, &r), CBL_CODEC_OK);
    char *s = cbl_dec_to_str(&r);
    snprintf(text, sizeof text, "%s", s);
    free(s);
    cbl_dec_clear(&r);
  }
  cbl_dec_clear(&v);
  json_decref(e);
  return text;
}

#define DIV23 "{\"op\": \"/\", \"args\": [{\"num\": \"2\"}, {\"num\": \"3\"}]}"

Test(cbl_arith, ibm_intermediate_quotient_places) {
  int se;
  /* dmax = 2 (the receiver): 2 / 3 is held as 0.66, times 3 gives 1.98 (IBM rule; cobc 1.99). */
  cr_expect_str_eq(compute("{\"op\": \"*\", \"args\": [" DIV23 ", {\"num\": \"3\"}]}", 0, &se),
                   "1.98");
  /* ROUNDED carries one more place: 0.666 rounds to 0.67 (cobc agrees). */
  cr_expect_str_eq(compute(DIV23, 1, &se), "0.67");
  compute("{\"op\": \"/\", \"args\": [{\"num\": \"1\"}, {\"num\": \"0\"}]}", 0, &se);
  cr_expect_eq(se, 1);
  /* left to right exponentiation, 2 ** 3 ** 2 = (2 ** 3) ** 2 */
  cr_expect_str_eq(compute("{\"op\": \"**\", \"args\": [{\"op\": \"**\", \"args\": [{\"num\": \"2\"},"
                           " {\"num\": \"3\"}]}, {\"num\": \"2\"}]}", 0, &se), "64.00");
  compute("{\"op\": \"*\", \"args\": [{\"num\": \"999\"}, {\"num\": \"2\"}]}", 0, &se);
  cr_expect_eq(se, 1); /* 1998 does not fit S9(3)V99: size error, receiver kept */
}

Test(cbl_arith, store_without_size_error_phrase_truncates) {
  cbl_options o = cbl_options_ibm();
  cbl_field f;
  memset(&f, 0, sizeof f);
  f.cat = CBL_CAT_NUMERIC;
  f.is_numeric_desc = 1;
  f.num = cbl_options_num_desc(&o, CBL_USAGE_DISPLAY, 2, 0, 0, CBL_SIGN_TRAILING);
  unsigned char b[2] = {0xF1, 0xF1};
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_dec_set_si(&v, 299, 0);
  cr_expect_eq(cbl_arith_store(&o, &v, &f, b, 0, CBL_ROUND_TRUNCATION, 1), CBL_STORE_SIZE_KEPT);
  cr_expect(b[0] == 0xF1 && b[1] == 0xF1);
  cr_expect_eq(cbl_arith_store(&o, &v, &f, b, 0, CBL_ROUND_TRUNCATION, 0), CBL_STORE_SIZE_TRUNC);
  cr_expect(b[0] == 0xF9 && b[1] == 0xF9); /* 299 -> 99, high-order digit lost */
  /* DIVIDE 7 INTO 100 GIVING Q (PIC 99) REMAINDER RM: Q 14, RM 2 (cobc agrees). */
  cbl_dec a, d, r;
  cbl_dec_init(&a);
  cbl_dec_init(&d);
  cbl_dec_init(&r);
  cbl_dec_set_si(&a, 100, 0);
  cbl_dec_set_si(&d, 7, 0);
  cr_assert_eq(cbl_arith_remainder(&a, &d, 2, 0, &r), CBL_ARITH_OK);
  cr_expect_eq(mpz_get_si(r.v), 2);
  cbl_dec_clear(&a);
  cbl_dec_clear(&d);
  cbl_dec_clear(&r);
  cbl_dec_clear(&v);
}

/* ---- cbl_arith_store against its definition: the value fitted to the receiver (cbl_dec_fit
 * under the mode, ROUNDED or not), a size error with the phrase leaving the receiver unchanged,
 * else the fitted value encoded by the codec's GMP path (codec_ref.h). Random DISPLAY, PACKED and
 * BINARY (TRUNC STD and OPT) receivers of 1 to 31 digits at scales -2 to 9 and values of 0 to 24
 * digits at scales -2 to 12, so the machine-word store (no decimal dropped, at most 18 digits)
 * and the general one both occur, with and without high-order truncation. */
#include "lang/cobol/codec_ref.h"

static unsigned long long srnd_state = 0x9E3779B97F4A7C15ull;
static unsigned long long srnd(void) {
  srnd_state ^= srnd_state << 13;
  srnd_state ^= srnd_state >> 7;
  srnd_state ^= srnd_state << 17;
  return srnd_state;
}

Test(cbl_arith, store_equals_fit_then_encode) {
  static const cbl_usage usages[] = {CBL_USAGE_DISPLAY, CBL_USAGE_PACKED, CBL_USAGE_BINARY};
  cbl_options o = cbl_options_ibm();
  cbl_dec v, r;
  cbl_dec_init(&v);
  cbl_dec_init(&r);
  int compared = 0;
  for (int it = 0; it < 40000; it++) {
    cbl_usage u = usages[srnd() % 3];
    int digits = 1 + (int)(srnd() % (u == CBL_USAGE_BINARY ? 18 : 31));
    cbl_field f;
    memset(&f, 0, sizeof f);
    f.cat = CBL_CAT_NUMERIC;
    f.is_numeric_desc = 1;
    f.usage = u == CBL_USAGE_DISPLAY ? CBL_FU_DISPLAY : u == CBL_USAGE_PACKED ? CBL_FU_PACKED : CBL_FU_BINARY;
    f.num = cbl_num_desc_make(u, digits, (int)(srnd() % 12) - 2, (int)(srnd() & 1));
    f.num.cs = (cbl_charset)(srnd() % 3);
    f.num.trunc = srnd() & 1 ? CBL_TRUNC_STD : CBL_TRUNC_OPT;
    size_t nb = cbl_num_size(&f.num);
    if (nb == 0) continue;
    char t[32];
    int n = (int)(srnd() % 25), k = 0;
    if (srnd() & 1) t[k++] = '-';
    t[k++] = (char)('0' + srnd() % 10);
    for (int i = 1; i < n; i++) t[k++] = (char)('0' + srnd() % 10);
    t[k] = 0;
    mpz_set_str(v.v, t, 10);
    v.scale = (int)(srnd() % 15) - 2;
    int rounded = (int)(srnd() & 1), phrase = (int)(srnd() & 1);
    cbl_round_mode mode = (cbl_round_mode)(srnd() % CBL_ROUND_NMODES);
    unsigned char b1[40], b2[40]; /* up to 31 digits of DISPLAY */
    memset(b1, 0x5A, sizeof b1);
    memset(b2, 0x5A, sizeof b2);
    cbl_store_status s1 = cbl_arith_store(&o, &v, &f, b1, rounded, mode, phrase);
    int se = 0, ix = 0;
    cbl_dec_fit(&r, &v, digits, f.num.scale, rounded ? mode : CBL_ROUND_TRUNCATION, &se, &ix);
    cbl_store_status s2;
    if (se && phrase) {
      s2 = CBL_STORE_SIZE_KEPT;
    } else {
      cbl_codec_status cs = cbl_num_encode_gmp(&f.num, &r, b2, NULL, NULL);
      s2 = cs == CBL_CODEC_UNDEFINED ? CBL_STORE_UNDEFINED
           : cs != CBL_CODEC_OK      ? CBL_STORE_UNSUPPORTED
           : se                      ? CBL_STORE_SIZE_TRUNC
                                     : CBL_STORE_OK;
    }
    cr_assert_eq(s1, s2, "store status of %s (scale %d) into usage %d digits %d scale %d", t, v.scale, u, digits,
                 f.num.scale);
    cr_assert(memcmp(b1, b2, sizeof b1) == 0, "stored bytes of %s (scale %d), usage %d digits %d scale %d", t, v.scale,
              u, digits, f.num.scale);
    compared++;
  }
  cr_assert_gt(compared, 30000);
  cbl_dec_clear(&v);
  cbl_dec_clear(&r);
}

/* A random decimal of up to maxd digits (maybe negative) as text, into v with a scale from lo to
 * lo + nsc - 1. */
static void random_dec(cbl_dec *v, int maxd, int lo, int nsc) {
  char t[48];
  int n = 1 + (int)(srnd() % (unsigned)maxd), k = 0;
  if (srnd() & 1) t[k++] = '-';
  for (int i = 0; i < n; i++) t[k++] = (char)('0' + srnd() % 10);
  t[k] = 0;
  mpz_set_str(v->v, t, 10);
  v->scale = lo + (int)(srnd() % (unsigned)nsc);
}

/* cbl_arith_add_word is ADD/SUBTRACT's receiver update (decode, exact sum, cbl_arith_store) on
 * machine words: where it says it applies, its status and bytes equal the general path's, and it
 * applies to neither invalid data nor what the general path could not decode. */
Test(cbl_arith, add_word_equals_decode_add_store) {
  static const cbl_usage usages[] = {CBL_USAGE_DISPLAY, CBL_USAGE_PACKED, CBL_USAGE_BINARY, CBL_USAGE_COMP5};
  static const cbl_trunc truncs[] = {CBL_TRUNC_STD, CBL_TRUNC_OPT, CBL_TRUNC_BIN};
  cbl_options o = cbl_options_ibm();
  cbl_dec v, cur, res;
  cbl_dec_init(&v);
  cbl_dec_init(&cur);
  cbl_dec_init(&res);
  int applied = 0, invalid = 0;
  for (int it = 0; it < 60000; it++) {
    cbl_usage u = usages[srnd() % 4];
    int digits = 1 + (int)(srnd() % (u == CBL_USAGE_BINARY || u == CBL_USAGE_COMP5 ? 18 : 20));
    cbl_field f;
    memset(&f, 0, sizeof f);
    f.cat = CBL_CAT_NUMERIC;
    f.is_numeric_desc = 1;
    f.usage = u == CBL_USAGE_DISPLAY  ? CBL_FU_DISPLAY
              : u == CBL_USAGE_PACKED ? CBL_FU_PACKED
              : u == CBL_USAGE_COMP5  ? CBL_FU_COMP5
                                      : CBL_FU_BINARY;
    f.num = cbl_num_desc_make(u, digits, (int)(srnd() % 8) - 2, (int)(srnd() & 1));
    f.num.cs = (cbl_charset)(srnd() % 3);
    f.num.trunc = truncs[srnd() % 3];
    size_t nb = cbl_num_size(&f.num);
    if (nb == 0) continue;
    unsigned char b0[40], b1[40], b2[40];
    memset(b0, 0x5A, sizeof b0);
    if (srnd() % 8 == 0) {
      for (size_t i = 0; i < nb; i++) b0[i] = (unsigned char)srnd(); /* mostly invalid data */
    } else {
      random_dec(&cur, digits, f.num.scale, 1);
      if (cbl_num_encode_gmp(&f.num, &cur, b0, NULL, NULL) != CBL_CODEC_OK) continue;
    }
    random_dec(&v, srnd() & 1 ? 4 : 20, -2, 10);
    int subtract = (int)(srnd() & 1), phrase = (int)(srnd() & 1);
    memcpy(b1, b0, sizeof b0);
    memcpy(b2, b0, sizeof b0);
    cbl_store_status s1 = CBL_STORE_OK, s2;
    int done = cbl_arith_add_word(&f, b1, &v, subtract, phrase, &s1);
    cbl_codec_status ds = cbl_num_decode(&f.num, b2, &cur);
    if (ds != CBL_CODEC_OK && ds != CBL_CODEC_OVERPIC) {
      cr_assert_eq(done, 0, "applied to bytes the general path does not decode (status %d)", ds);
      invalid++;
      continue;
    }
    if (!done) {
      cr_assert(memcmp(b1, b0, sizeof b0) == 0, "wrote although it did not apply");
      continue;
    }
    if (subtract) cbl_dec_sub(&res, &cur, &v);
    else cbl_dec_add(&res, &cur, &v);
    cbl_round_mode mode = (cbl_round_mode)(srnd() % CBL_ROUND_NMODES);
    s2 = cbl_arith_store(&o, &res, &f, b2, (int)(srnd() & 1), mode, phrase);
    cr_assert_eq(s1, s2, "status: usage %d digits %d scale %d trunc %d", u, digits, f.num.scale, f.num.trunc);
    cr_assert(memcmp(b1, b2, sizeof b1) == 0, "bytes: usage %d digits %d scale %d", u, digits, f.num.scale);
    applied++;
  }
  cr_assert_gt(applied, 10000);
  cr_assert_gt(invalid, 1000);
  cbl_dec_clear(&v);
  cbl_dec_clear(&cur);
  cbl_dec_clear(&res);
}
