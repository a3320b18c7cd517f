/* test_cbl_codec.c — numeric encodings: round trips over every digit count, sign form, character
 * set and scale; byte images fixed by the IBM formats (and by cobc dumps for the ASCII forms). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/codec.h"

static cbl_dec D(const char *s) {
  cbl_dec d;
  cbl_dec_init(&d);
  cr_assert_eq(cbl_dec_set_str(&d, s), 0);
  return d;
}

static void bytes_eq(const unsigned char *got, const char *hex, size_t n) {
  char buf[128] = {0};
  for (size_t k = 0; k < n; k++) sprintf(buf + 2 * k, "%02X", got[k]);
  cr_expect_str_eq(buf, hex);
}

/* Round trip of value v (unscaled digits of `digits` length pattern) through desc. */
static void round_trip(cbl_num_desc d, const cbl_dec *v) {
  unsigned char b[64];
  cbl_dec back;
  cbl_dec_init(&back);
  int se = 0, ix = 0;
  cr_assert_eq(cbl_num_encode(&d, v, b, &se, &ix), CBL_CODEC_OK);
  cr_assert(!se && !ix);
  cr_assert_eq(cbl_num_decode(&d, b, &back), CBL_CODEC_OK, "usage %d digits %d", d.usage,
               d.digits);
  cr_assert_eq(cbl_dec_cmp(&back, v), 0, "usage %d digits %d sign %d cs %d", d.usage, d.digits,
               d.sign, d.cs);
  cr_assert(cbl_num_is_numeric(&d, b));
  cbl_dec_clear(&back);
}

Test(codec, round_trips_every_form) {
  static const cbl_usage usages[] = {CBL_USAGE_DISPLAY, CBL_USAGE_PACKED, CBL_USAGE_BINARY,
                                     CBL_USAGE_COMP5};
  cbl_dec v;
  cbl_dec_init(&v);
  for (size_t u = 0; u < 4; u++)
    for (int digits = 1; digits <= 31; digits++) {
      if ((usages[u] == CBL_USAGE_BINARY || usages[u] == CBL_USAGE_COMP5) && digits > 18)
        continue;
      for (int scale = -2; scale <= digits + 1; scale += (digits > 6 ? 3 : 1))
        for (int sgn = 0; sgn <= 1; sgn++)
          for (int form = 0; form < 4; form++)
            for (int cs = 0; cs < 3; cs++) {
              if (usages[u] != CBL_USAGE_DISPLAY && (form || cs)) continue;
              cbl_num_desc d = cbl_num_desc_make(usages[u], digits, scale, sgn);
              d.sign = (cbl_sign_form)form;
              d.cs = (cbl_charset)cs;
              /* max, min, one, zero and a mixed pattern */
              const char *pats[] = {"9", "1", "0", "mixed"};
              for (int pi = 0; pi < 4; pi++) {
                mpz_set_ui(v.v, 0);
                for (int k = 0; k < digits; k++) {
                  int dig = pi == 0 ? 9 : pi == 3 ? (k * 7 + 3) % 10 : 0;
                  if (pi == 1 && k == digits - 1) dig = 1;
                  mpz_mul_ui(v.v, v.v, 10);
                  mpz_add_ui(v.v, v.v, (unsigned long)dig);
                }
                (void)pats;
                v.scale = scale;
                round_trip(d, &v);
                if (sgn && pi != 2) {
                  mpz_neg(v.v, v.v);
                  round_trip(d, &v);
                }
              }
            }
    }
  cbl_dec_clear(&v);
}

Test(codec, zoned_images) {
  unsigned char b[8];
  cbl_dec m = D("-123"), p = D("123"), z = D("0");
  cbl_num_desc d = cbl_num_desc_make(CBL_USAGE_DISPLAY, 3, 0, 1);
  cbl_num_encode(&d, &m, b, NULL, NULL);
  bytes_eq(b, "F1F2D3", 3); /* preferred sign D */
  cbl_num_encode(&d, &p, b, NULL, NULL);
  bytes_eq(b, "F1F2C3", 3);
  cbl_num_encode(&d, &z, b, NULL, NULL);
  bytes_eq(b, "F0F0C0", 3);
  d.sign = CBL_SIGN_LEADING;
  cbl_num_encode(&d, &m, b, NULL, NULL);
  bytes_eq(b, "D1F2F3", 3);
  d.sign = CBL_SIGN_LEADING_SEPARATE;
  cbl_num_encode(&d, &m, b, NULL, NULL);
  bytes_eq(b, "60F1F2F3", 4);
  d.sign = CBL_SIGN_TRAILING_SEPARATE;
  cbl_num_encode(&d, &p, b, NULL, NULL);
  bytes_eq(b, "F1F2F34E", 4);
  d = cbl_num_desc_make(CBL_USAGE_DISPLAY, 3, 0, 0);
  cbl_num_encode(&d, &m, b, NULL, NULL);
  bytes_eq(b, "F1F2F3", 3); /* unsigned receivers take the absolute value */
  /* ASCII forms as cobc 3.1.2 writes them (dumped with a REDEFINES): -fsign=EBCDIC gives
   * "12L" for -123 and "12{" for +120; the default gives "12s" and "120". */
  d = cbl_num_desc_make(CBL_USAGE_DISPLAY, 3, 0, 1);
  d.cs = CBL_CS_ASCII_EBCDIC_SIGN;
  cbl_num_encode(&d, &m, b, NULL, NULL);
  cr_expect_eq(memcmp(b, "12L", 3), 0);
  cbl_dec p120 = D("120"), m120 = D("-120");
  cbl_num_encode(&d, &p120, b, NULL, NULL);
  cr_expect_eq(memcmp(b, "12{", 3), 0);
  cbl_num_encode(&d, &p, b, NULL, NULL);
  cr_expect_eq(memcmp(b, "12C", 3), 0);
  d.cs = CBL_CS_ASCII_GNU;
  cbl_num_encode(&d, &m, b, NULL, NULL);
  cr_expect_eq(memcmp(b, "12s", 3), 0);
  cbl_num_encode(&d, &m120, b, NULL, NULL);
  cr_expect_eq(memcmp(b, "12p", 3), 0);
  cbl_num_encode(&d, &p120, b, NULL, NULL);
  cr_expect_eq(memcmp(b, "120", 3), 0);
  cbl_dec_clear(&m); cbl_dec_clear(&p); cbl_dec_clear(&z); cbl_dec_clear(&p120);
  cbl_dec_clear(&m120);
}

static int dec_status(cbl_num_desc d, const char *hex, const char *want) {
  unsigned char b[16];
  size_t n = strlen(hex) / 2;
  for (size_t k = 0; k < n; k++) {
    unsigned x;
    sscanf(hex + 2 * k, "%2x", &x);
    b[k] = (unsigned char)x;
  }
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_codec_status st = cbl_num_decode(&d, b, &v);
  if (st == CBL_CODEC_OK && want) {
    char *s = cbl_dec_to_str(&v);
    cr_expect_str_eq(s, want, "%s", hex);
    free(s);
  }
  /* bytes that do not decode are never NUMERIC (the class test may be stricter: below) */
  if (st != CBL_CODEC_OK && st != CBL_CODEC_OVERPIC) cr_expect(!cbl_num_is_numeric(&d, b));
  cbl_dec_clear(&v);
  return st;
}

static int is_num(cbl_num_desc d, const char *hex) {
  unsigned char b[16];
  size_t n = strlen(hex) / 2;
  for (size_t k = 0; k < n; k++) {
    unsigned x;
    sscanf(hex + 2 * k, "%2x", &x);
    b[k] = (unsigned char)x;
  }
  return cbl_num_is_numeric(&d, b);
}

Test(codec, numeric_class_signs) {
  /* Enterprise COBOL Customization Guide, "NUMCLS": with NUMPROC(NOPFD) the default NUMCLS=PRIM
   * makes the class test accept the signs C, D and F of signed DISPLAY/PACKED items (A, B, E
   * are read as values but are not NUMERIC); APAR PM02897: under NUMPROC(PFD) a signed item
   * needs C or D, an unsigned one F. cobc 3.1.2 agrees on the packed cases (diff.py compare). */
  cbl_num_desc pk = cbl_num_desc_make(CBL_USAGE_PACKED, 5, 2, 1);
  cr_expect(is_num(pk, "12345C"));
  cr_expect(is_num(pk, "12345D"));
  cr_expect(is_num(pk, "12345F"));
  cr_expect(!is_num(pk, "12345A"));
  cr_expect(!is_num(pk, "12345B"));
  cr_expect(!is_num(pk, "12345E"));
  pk.numproc = CBL_NUMPROC_PFD;
  cr_expect(is_num(pk, "12345C"));
  cr_expect(!is_num(pk, "12345F"));
  cbl_num_desc z = cbl_num_desc_make(CBL_USAGE_DISPLAY, 3, 0, 1);
  cr_expect(is_num(z, "F1F2C3"));
  cr_expect(is_num(z, "F1F2F3"));
  cr_expect(!is_num(z, "F1F2B3"));
  cr_expect(!is_num(z, "F1F2E3"));
  z.sign = CBL_SIGN_LEADING;
  cr_expect(is_num(z, "D1F2F3"));
  cr_expect(!is_num(z, "A1F2F3"));
  cbl_num_desc u = cbl_num_desc_make(CBL_USAGE_PACKED, 5, 0, 0);
  cr_expect(is_num(u, "12345F"));
  cr_expect(!is_num(u, "12345C"));
}

Test(codec, invalid_data_and_sign_codes) {
  cbl_num_desc z = cbl_num_desc_make(CBL_USAGE_DISPLAY, 3, 1, 1);
  cr_expect_eq(dec_status(z, "F1F2D3", "-12.3"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(z, "F0F0D0", "0.0"), CBL_CODEC_OK); /* negative zero reads as 0 */
  cr_expect_eq(dec_status(z, "F1F2B3", "-12.3"), CBL_CODEC_OK); /* NOPFD: B negative */
  cr_expect_eq(dec_status(z, "F1F2A3", "12.3"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(z, "F1F2F3", "12.3"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(z, "F14BC3", NULL), CBL_CODEC_INVALID); /* '.' in a digit */
  cr_expect_eq(dec_status(z, "F1F2C3", "12.3"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(z, "F1F2CA", NULL), CBL_CODEC_INVALID); /* digit nibble A */
  cr_expect_eq(dec_status(z, "F1F293", NULL), CBL_CODEC_INVALID); /* zone 9 */
  cr_expect_eq(dec_status(z, "404040", NULL), CBL_CODEC_INVALID); /* spaces */
  z.numproc = CBL_NUMPROC_PFD;
  cr_expect_eq(dec_status(z, "F1F2B3", NULL), CBL_CODEC_INVALID);
  cr_expect_eq(dec_status(z, "F1F2A3", NULL), CBL_CODEC_INVALID);
  cr_expect_eq(dec_status(z, "F1F2F3", "12.3"), CBL_CODEC_OK);
  cbl_num_desc u = cbl_num_desc_make(CBL_USAGE_DISPLAY, 3, 0, 0);
  cr_expect_eq(dec_status(u, "F1F2C3", NULL), CBL_CODEC_INVALID); /* unsigned: only F */
  cbl_num_desc pk = cbl_num_desc_make(CBL_USAGE_PACKED, 5, 2, 1);
  cr_expect_eq(dec_status(pk, "12345D", "-123.45"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(pk, "12345B", "-123.45"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(pk, "12345E", "123.45"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(pk, "00000D", "0.00"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(pk, "1234AC", NULL), CBL_CODEC_INVALID);
  cr_expect_eq(dec_status(pk, "123459", NULL), CBL_CODEC_INVALID); /* sign nibble 9 */
  pk.numproc = CBL_NUMPROC_PFD;
  cr_expect_eq(dec_status(pk, "12345B", NULL), CBL_CODEC_INVALID);
  cr_expect_eq(dec_status(pk, "12345E", NULL), CBL_CODEC_INVALID);
  cr_expect_eq(dec_status(pk, "12345F", "123.45"), CBL_CODEC_OK);
  cbl_num_desc pe = cbl_num_desc_make(CBL_USAGE_PACKED, 4, 0, 0);
  cr_expect_eq(dec_status(pe, "01234F", "1234"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(pe, "11234F", NULL), CBL_CODEC_INVALID); /* pad nibble */
  cr_expect_eq(dec_status(pe, "01234C", NULL), CBL_CODEC_INVALID); /* unsigned: only F */
  cbl_num_desc a = cbl_num_desc_make(CBL_USAGE_DISPLAY, 2, 0, 1);
  a.cs = CBL_CS_ASCII_EBCDIC_SIGN;
  cr_expect_eq(dec_status(a, "317D", "-10"), CBL_CODEC_OK); /* "1}" */
  cr_expect_eq(dec_status(a, "3152", "-19"), CBL_CODEC_OK); /* "1R" */
  cr_expect_eq(dec_status(a, "3170", NULL), CBL_CODEC_INVALID);
  a.cs = CBL_CS_ASCII_GNU;
  cr_expect_eq(dec_status(a, "3179", "-19"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(a, "3152", NULL), CBL_CODEC_INVALID);
  a.sign = CBL_SIGN_TRAILING_SEPARATE;
  cr_expect_eq(dec_status(a, "31392D", "-19"), CBL_CODEC_OK);
  cr_expect_eq(dec_status(a, "313920", NULL), CBL_CODEC_INVALID);
}

Test(codec, packed_images) {
  unsigned char b[16];
  cbl_dec m = D("-123"), p = D("1234");
  cbl_num_desc d = cbl_num_desc_make(CBL_USAGE_PACKED, 4, 0, 1);
  cbl_num_encode(&d, &m, b, NULL, NULL);
  bytes_eq(b, "00123D", 3);
  cbl_num_encode(&d, &p, b, NULL, NULL);
  bytes_eq(b, "01234C", 3);
  d.is_signed = 0;
  cbl_num_encode(&d, &p, b, NULL, NULL);
  bytes_eq(b, "01234F", 3);
  /* 31-digit max under ARITH(EXTEND): 16 bytes */
  cbl_num_desc big = cbl_num_desc_make(CBL_USAGE_PACKED, 31, 0, 1);
  cr_expect_eq(cbl_num_size(&big), 16);
  cbl_dec x = D("-9999999999999999999999999999999");
  cbl_num_encode(&big, &x, b, NULL, NULL);
  bytes_eq(b, "9999999999999999999999999999999D", 16);
  /* MOVE truncation: 12345.678 into S9(3)V99 keeps 345.67 */
  cbl_num_desc t = cbl_num_desc_make(CBL_USAGE_PACKED, 5, 2, 1);
  cbl_dec y = D("12345.678");
  int se, ix;
  cbl_num_encode(&t, &y, b, &se, &ix);
  bytes_eq(b, "34567C", 3);
  cr_expect(se && ix);
  cbl_dec_clear(&m); cbl_dec_clear(&p); cbl_dec_clear(&x); cbl_dec_clear(&y);
}

Test(codec, binary_trunc_and_byte_order) {
  unsigned char b[8];
  cbl_dec v = D("258"), big = D("12345"), neg = D("-2");
  cbl_num_desc d = cbl_num_desc_make(CBL_USAGE_BINARY, 4, 0, 1);
  cr_expect_eq(cbl_num_size(&d), 2);
  cbl_num_encode(&d, &v, b, NULL, NULL);
  bytes_eq(b, "0102", 2); /* big-endian as on z/OS (and cobc -std=ibm BINARY) */
  d.little_endian = 1;
  cbl_num_encode(&d, &v, b, NULL, NULL);
  bytes_eq(b, "0201", 2); /* cobc's COMP-5 on x86 */
  d.little_endian = 0;
  cbl_num_encode(&d, &neg, b, NULL, NULL);
  bytes_eq(b, "FFFE", 2);
  int se;
  /* TRUNC(STD): 12345 into PIC S9(4) BINARY stores 2345 */
  cr_expect_eq(cbl_num_encode(&d, &big, b, &se, NULL), CBL_CODEC_OK);
  bytes_eq(b, "0929", 2);
  cr_expect(se);
  /* TRUNC(BIN): the halfword keeps 12345 */
  d.trunc = CBL_TRUNC_BIN;
  cbl_num_encode(&d, &big, b, &se, NULL);
  bytes_eq(b, "3039", 2);
  cr_expect(!se);
  cbl_dec v40k = D("40000");
  cbl_num_encode(&d, &v40k, b, &se, NULL);
  cr_expect(se); /* beyond a signed halfword */
  /* TRUNC(OPT): a value beyond the PICTURE is not ours to store */
  d.trunc = CBL_TRUNC_OPT;
  cr_expect_eq(cbl_num_encode(&d, &big, b, &se, NULL), CBL_CODEC_UNDEFINED);
  /* decode beyond the PICTURE: OVERPIC under STD, fine under BIN and COMP-5 */
  unsigned char h[2] = {0x30, 0x39};
  cbl_dec r;
  cbl_dec_init(&r);
  d.trunc = CBL_TRUNC_STD;
  cr_expect_eq(cbl_num_decode(&d, h, &r), CBL_CODEC_OVERPIC);
  d.trunc = CBL_TRUNC_BIN;
  cr_expect_eq(cbl_num_decode(&d, h, &r), CBL_CODEC_OK);
  cbl_num_desc c5 = cbl_num_desc_make(CBL_USAGE_COMP5, 4, 0, 0);
  unsigned char ff[2] = {0xFF, 0xFF};
  cr_expect_eq(cbl_num_decode(&c5, ff, &r), CBL_CODEC_OK);
  char *s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "65535");
  free(s);
  cbl_num_desc d18 = cbl_num_desc_make(CBL_USAGE_BINARY, 18, 0, 1);
  unsigned char m63[8] = {0x80, 0, 0, 0, 0, 0, 0, 0};
  d18.trunc = CBL_TRUNC_BIN;
  cr_expect_eq(cbl_num_decode(&d18, m63, &r), CBL_CODEC_OK);
  s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "-9223372036854775808");
  free(s);
  cbl_num_desc d19 = cbl_num_desc_make(CBL_USAGE_BINARY, 19, 0, 1);
  cr_expect_eq(cbl_num_size(&d19), 0);
  cr_expect_eq(cbl_num_decode(&d19, m63, &r), CBL_CODEC_UNSUPPORTED);
  cbl_dec_clear(&v); cbl_dec_clear(&big); cbl_dec_clear(&neg); cbl_dec_clear(&v40k);
  cbl_dec_clear(&r);
}

Test(codec, hexadecimal_floating_point) {
  /* Principles of Operation examples: 1.0 = 41100000, -1.0 = C1100000, 0.5 = 40800000,
   * 100 = 42640000; long 1.0 = 4110000000000000. */
  unsigned char b[8];
  cbl_dec one = D("1"), mone = D("-1"), half = D("0.5"), hund = D("100"), r;
  cbl_dec_init(&r);
  cr_expect_eq(cbl_hfp_encode(&one, 4, b), 0);
  bytes_eq(b, "41100000", 4);
  cbl_hfp_encode(&mone, 4, b);
  bytes_eq(b, "C1100000", 4);
  cbl_hfp_encode(&half, 4, b);
  bytes_eq(b, "40800000", 4);
  cbl_hfp_encode(&hund, 4, b);
  bytes_eq(b, "42640000", 4);
  cbl_hfp_encode(&one, 8, b);
  bytes_eq(b, "4110000000000000", 8);
  cbl_dec tenth = D("0.1");
  cr_expect_eq(cbl_hfp_encode(&tenth, 4, b), 1); /* inexact in base 16 */
  bytes_eq(b, "40199999", 4);
  unsigned char img[4] = {0x40, 0x19, 0x99, 0x99};
  cbl_hfp_decode(img, 4, &r);
  char *s = cbl_dec_to_str(&r);
  cr_expect_str_eq(s, "0.099999964237213134765625"); /* 0x199999 / 16^6, exactly */
  free(s);
  cbl_num_desc c2 = cbl_num_desc_make(CBL_USAGE_COMP2, 0, 0, 1);
  cbl_dec x = D("-1234.5");
  round_trip(c2, &x);
  cbl_dec_clear(&one); cbl_dec_clear(&mone); cbl_dec_clear(&half); cbl_dec_clear(&hund);
  cbl_dec_clear(&r); cbl_dec_clear(&tenth); cbl_dec_clear(&x);
}

Test(codec, alphanumeric_and_national_moves) {
  unsigned char d[6];
  cbl_move_alnum(d, 5, (const unsigned char *)"AB", 2, ' ', 0);
  cr_expect_eq(memcmp(d, "AB   ", 5), 0);
  cbl_move_alnum(d, 3, (const unsigned char *)"ABCDE", 5, ' ', 0);
  cr_expect_eq(memcmp(d, "ABC", 3), 0);
  cbl_move_alnum(d, 5, (const unsigned char *)"AB", 2, ' ', 1);
  cr_expect_eq(memcmp(d, "   AB", 5), 0);
  cbl_move_alnum(d, 3, (const unsigned char *)"ABCDE", 5, ' ', 1);
  cr_expect_eq(memcmp(d, "CDE", 3), 0);
  unsigned char n[8];
  unsigned char src[2] = {0x00, 0x41};
  cbl_move_national(n, 3, src, 1, 0);
  cr_expect_eq(memcmp(n, "\x00\x41\x00\x20\x00\x20", 6), 0);
  unsigned char e[2] = {0xC1, 0x9F}, u[4];
  cbl_alnum_to_national(CBL_CP1140, u, e, 2);
  cr_expect_eq(memcmp(u, "\x00\x41\x20\xAC", 4), 0);
}

/* ---- The codec's machine-word paths against its GMP paths (codec_ref.h): random descriptions
 * (every usage but COMP-1/2, 1 to 31 digits, scales -3 to 12, signed or not, every sign form,
 * character set, TRUNC and byte order) and random values of 0 to 40 digits at scales -3 to 24,
 * so values that fit, overflow the PICTURE or the binary range, and leave the word all occur;
 * encoding must give the same bytes, status and flags, and decoding random bytes (and the bytes
 * just encoded) the same status and value. */
#include "lang/cobol/codec_ref.h"

static unsigned long long crnd_state = 0x2545F4914F6CDD1Dull;
static unsigned long long crnd(void) {
  crnd_state ^= crnd_state << 13;
  crnd_state ^= crnd_state >> 7;
  crnd_state ^= crnd_state << 17;
  return crnd_state;
}

Test(codec, word_paths_equal_gmp_paths) {
  static const cbl_usage usages[] = {CBL_USAGE_DISPLAY, CBL_USAGE_PACKED, CBL_USAGE_BINARY, CBL_USAGE_COMP5};
  cbl_dec v, r1, r2;
  cbl_dec_init(&v);
  cbl_dec_init(&r1);
  cbl_dec_init(&r2);
  int compared = 0, words = 0;
  for (int it = 0; it < 60000; it++) {
    cbl_usage u = usages[crnd() % 4];
    int digits = 1 + (int)(crnd() % (u == CBL_USAGE_BINARY || u == CBL_USAGE_COMP5 ? 18 : 31));
    cbl_num_desc d = cbl_num_desc_make(u, digits, (int)(crnd() % 16) - 3, (int)(crnd() & 1));
    d.sign = (cbl_sign_form)(crnd() % 4);
    d.cs = (cbl_charset)(crnd() % 3);
    d.trunc = (cbl_trunc)(crnd() % 3);
    d.numproc = (cbl_numproc)(crnd() % 2);
    d.little_endian = (int)(crnd() & 1);
    size_t nb = cbl_num_size(&d);
    if (nb == 0) continue;
    char t[48];
    int n = (int)(crnd() % 41), k = 0;
    if (crnd() & 1) t[k++] = '-';
    t[k++] = (char)('0' + crnd() % 10);
    for (int i = 1; i < n; i++) t[k++] = (char)('0' + crnd() % 10);
    t[k] = 0;
    mpz_set_str(v.v, t, 10);
    v.scale = (int)(crnd() % 28) - 3;
    unsigned char b1[40], b2[40];
    memset(b1, 0xA5, sizeof b1);
    memset(b2, 0xA5, sizeof b2);
    int se1 = -1, ix1 = -1, se2 = -2, ix2 = -2;
    cbl_codec_status s1 = cbl_num_encode(&d, &v, b1, &se1, &ix1);
    cbl_codec_status s2 = cbl_num_encode_gmp(&d, &v, b2, &se2, &ix2);
    cr_assert_eq(s1, s2, "encode status, %s into usage %d digits %d", t, u, digits);
    cr_assert(memcmp(b1, b2, sizeof b1) == 0, "encoded bytes of %s (scale %d), usage %d digits %d", t, v.scale, u,
              digits);
    cr_assert(se1 == se2 && ix1 == ix2, "encode flags of %s", t);
    /* the machine-word encoding (arithmetic stores, numeric MOVEs) of the value aligned on the
     * item's scale with its excess decimals truncated, as the codec aligns it: the same bytes,
     * status and size flag, or no answer only where it says it gives none */
    cbl_dec_round(&r1, &v, d.scale, CBL_ROUND_TRUNCATION);
    if (mpz_fits_slong_p(r1.v)) {
      unsigned char b3[40];
      memset(b3, 0xA5, sizeof b3);
      int se3 = -3;
      cbl_codec_status s3 = cbl_num_encode_word(&d, mpz_get_si(r1.v), b3, &se3);
      if (s3 == CBL_CODEC_UNSUPPORTED) {
        cr_assert(digits > 18 || mpz_get_si(r1.v) == LONG_MIN, "word encoding declined, usage %d digits %d", u, digits);
      } else {
        cr_assert_eq(s3, s2, "word encode status, %s into usage %d digits %d", t, u, digits);
        cr_assert(memcmp(b3, b2, sizeof b3) == 0 && se3 == se2, "word encoded bytes of %s (scale %d), usage %d digits %d",
                  t, v.scale, u, digits);
        words++;
      }
    }
    /* the encoded bytes, then random bytes (mostly invalid data) */
    for (int round = 0; round < 2; round++) {
      if (round == 1)
        for (size_t i = 0; i < nb; i++) b1[i] = (unsigned char)(crnd() % 3 == 0 ? crnd() : b1[i] ^ (crnd() & 0x0F));
      cbl_codec_status d1 = cbl_num_decode(&d, b1, &r1);
      cbl_codec_status d2 = cbl_num_decode_gmp(&d, b1, &r2);
      cr_assert_eq(d1, d2, "decode status, usage %d digits %d", u, digits);
      if (d1 == CBL_CODEC_OK || d1 == CBL_CODEC_OVERPIC) {
        cr_assert(mpz_cmp(r1.v, r2.v) == 0 && r1.scale == r2.scale, "decoded value, usage %d digits %d", u, digits);
        compared++;
      }
      /* the machine-word decoding (subscripts, counts): the same status and value, or no answer
       * only where it says it gives none (an unsigned doubleword beyond LONG_MAX) */
      long w = 0;
      cbl_codec_status d3 = cbl_num_decode_word(&d, b1, &w);
      if (d3 == CBL_CODEC_UNSUPPORTED) {
        cr_assert(digits > 18 || (!d.is_signed && nb == 8 && mpz_cmp_ui(r2.v, (unsigned long)LONG_MAX) > 0),
                  "word decoding declined, usage %d digits %d", u, digits);
      } else {
        cr_assert_eq(d3, d2, "word decode status, usage %d digits %d", u, digits);
        if (d3 == CBL_CODEC_OK || d3 == CBL_CODEC_OVERPIC) {
          cr_assert(mpz_cmp_si(r2.v, w) == 0, "word decoded value, usage %d digits %d", u, digits);
          words++;
        }
      }
      /* binary items against their definition (Programming Guide, "Formats for numeric data"):
       * the bytes as a two's complement (signed) or unsigned integer, big-endian unless
       * little_endian; OVERPIC when BINARY under TRUNC(STD|OPT) holds 10^digits or more */
      if (u == CBL_USAGE_BINARY || u == CBL_USAGE_COMP5) {
        mpz_t ref, lim;
        mpz_inits(ref, lim, NULL);
        mpz_import(ref, nb, d.little_endian ? -1 : 1, 1, 0, 0, b1);
        if (d.is_signed && mpz_tstbit(ref, nb * 8 - 1)) {
          mpz_ui_pow_ui(lim, 2, nb * 8);
          mpz_sub(ref, ref, lim);
        }
        mpz_ui_pow_ui(lim, 10, (unsigned long)digits);
        cbl_codec_status want = u == CBL_USAGE_BINARY && d.trunc != CBL_TRUNC_BIN && mpz_cmpabs(ref, lim) >= 0
                                    ? CBL_CODEC_OVERPIC : CBL_CODEC_OK;
        cr_assert_eq(d2, want, "binary decode status, digits %d", digits);
        cr_assert(mpz_cmp(r2.v, ref) == 0, "binary decoded value, digits %d", digits);
        mpz_clears(ref, lim, NULL);
      }
    }
  }
  cr_assert_gt(compared, 20000, "too few decodings compared (%d)", compared);
  cr_assert_gt(words, 10000, "too few word decodings compared (%d)", words);
  cbl_dec_clear(&v);
  cbl_dec_clear(&r1);
  cbl_dec_clear(&r2);
}
