/* codec.c — numeric item encodings (IBM Enterprise COBOL Programming Guide, "Formats for numeric
 * data", "Data format conversions", "Checking for incompatible data (numeric class test)"). */
#include "lang/cobol/codec.h"
#include "lang/cobol/codec_ref.h"

#include <assert.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>

static const char *const status_names[] = {"ok", "invalid", "overpic", "undefined", "unsupported"};

const char *cbl_codec_status_name(cbl_codec_status s) { return status_names[s]; }

cbl_num_desc cbl_num_desc_make(cbl_usage u, int digits, int scale, int is_signed) {
  cbl_num_desc d;
  memset(&d, 0, sizeof d);
  d.usage = u;
  d.digits = digits;
  d.scale = scale;
  d.is_signed = is_signed;
  d.sign = CBL_SIGN_TRAILING;
  d.cs = CBL_CS_EBCDIC;
  d.trunc = CBL_TRUNC_STD;
  d.numproc = CBL_NUMPROC_NOPFD;
  return d;
}

static int binary_bytes(int digits) {
  /* Programming Guide, "Formats for numeric data", binary items: 1-4 digits a halfword,
   * 5-9 a fullword, 10-18 a doubleword. */
  if (digits >= 1 && digits <= 4) return 2;
  if (digits >= 5 && digits <= 9) return 4;
  if (digits >= 10 && digits <= 18) return 8;
  return 0;
}

static int separate(const cbl_num_desc *d) {
  return d->is_signed && (d->sign == CBL_SIGN_LEADING_SEPARATE ||
                          d->sign == CBL_SIGN_TRAILING_SEPARATE);
}

static inline size_t num_size(const cbl_num_desc *d);
size_t cbl_num_size(const cbl_num_desc *d) { return num_size(d); }

/* cbl_num_size, inlined where the codec asks it on every value */
static inline size_t num_size(const cbl_num_desc *d) {
  if (d->usage != CBL_USAGE_COMP1 && d->usage != CBL_USAGE_COMP2 &&
      (d->digits < 1 || d->digits > 31))
    return 0;
  switch (d->usage) {
  case CBL_USAGE_DISPLAY: return (size_t)d->digits + (size_t)separate(d);
  case CBL_USAGE_PACKED: return (size_t)d->digits / 2 + 1;
  case CBL_USAGE_BINARY:
  case CBL_USAGE_COMP5: return (size_t)binary_bytes(d->digits);
  case CBL_USAGE_COMP1: return 4;
  case CBL_USAGE_COMP2: return 8;
  }
  return 0;
}

/* Sign nibble (packed) or zone (zoned EBCDIC) validity: 1 positive, -1 negative, 0 invalid. */
static int sign_code(const cbl_num_desc *d, unsigned nib) {
  if (!d->is_signed) return nib == 0xF ? 1 : 0;
  if (d->numproc == CBL_NUMPROC_PFD) {
    if (nib == 0xC || nib == 0xF) return 1;
    return nib == 0xD ? -1 : 0;
  }
  switch (nib) {
  case 0xA: case 0xC: case 0xE: case 0xF: return 1;
  case 0xB: case 0xD: return -1;
  default: return 0;
  }
}

/* An overpunched sign byte: the digit in *dig and the sign (1/-1), or 0 when invalid. */
static int overpunch_decode(const cbl_num_desc *d, unsigned char b, int *dig) {
  switch (d->cs) {
  case CBL_CS_EBCDIC: {
    if ((b & 0xF) > 9) return 0;
    *dig = b & 0xF;
    return sign_code(d, b >> 4);
  }
  case CBL_CS_ASCII_EBCDIC_SIGN:
    if (b >= '0' && b <= '9') { /* plays the part of an F zone */
      *dig = b - '0';
      return 1;
    }
    if (!d->is_signed) return 0;
    if (b == '{') { *dig = 0; return 1; }
    if (b == '}') { *dig = 0; return -1; }
    if (b >= 'A' && b <= 'I') { *dig = b - 'A' + 1; return 1; }
    if (b >= 'J' && b <= 'R') { *dig = b - 'J' + 1; return -1; }
    return 0;
  case CBL_CS_ASCII_GNU:
    if (b >= '0' && b <= '9') { *dig = b - '0'; return 1; }
    if (d->is_signed && b >= 0x70 && b <= 0x79) { *dig = b - 0x70; return -1; }
    return 0;
  }
  return 0;
}

static unsigned char overpunch_encode(const cbl_num_desc *d, int dig, int neg) {
  switch (d->cs) {
  case CBL_CS_EBCDIC:
    return (unsigned char)((!d->is_signed ? 0xF0 : neg ? 0xD0 : 0xC0) | dig);
  case CBL_CS_ASCII_EBCDIC_SIGN:
    if (!d->is_signed) return (unsigned char)('0' + dig);
    if (dig == 0) return neg ? '}' : '{';
    return (unsigned char)((neg ? 'J' : 'A') + dig - 1);
  case CBL_CS_ASCII_GNU:
    return (unsigned char)((neg && d->is_signed ? 0x70 : 0x30) + dig);
  }
  return 0;
}

static unsigned char sep_char(const cbl_num_desc *d, int neg) {
  if (d->cs == CBL_CS_EBCDIC) return neg ? CBL_EBCDIC_MINUS : CBL_EBCDIC_PLUS;
  return neg ? '-' : '+';
}

/* v = v * pw + acc (pw = 10^(digits gathered in acc)), then acc and pw start again. */
static void flush_digits(mpz_t v, unsigned long *acc, unsigned long *pw) {
  if (*pw == 1) return;
  if (mpz_sgn(v)) mpz_mul_ui(v, v, *pw);
  mpz_add_ui(v, v, *acc);
  *acc = 0;
  *pw = 1;
}

/* wout (decode_word; the item has at most 18 digits): the value goes there as a machine word and
 * out is not touched. */
static cbl_codec_status decode_display(const cbl_num_desc *d, const unsigned char *b,
                                       cbl_dec *out, int force_gmp, long *wout) {
  int n = d->digits, neg = 0;
  const unsigned char *digs = b;
  int sign_at = -1; /* index (in digits) of the overpunched byte */
  if (separate(d)) {
    unsigned char s = d->sign == CBL_SIGN_LEADING_SEPARATE ? b[0] : b[n];
    if (s == sep_char(d, 1))
      neg = 1;
    else if (s != sep_char(d, 0))
      return CBL_CODEC_INVALID;
    if (d->sign == CBL_SIGN_LEADING_SEPARATE) digs = b + 1;
  } else if (d->is_signed) {
    sign_at = d->sign == CBL_SIGN_LEADING ? 0 : n - 1;
  }
  /* digits are gathered in a machine word, 18 at a time (< 10^18 cannot overflow it), and moved
   * into the GMP integer once per 18 digits: the same value, without a GMP call per digit */
  int big = n > 18 || force_gmp; /* up to 18 digits the word is the value: no GMP integer until the end */
  mpz_t v;
  if (big) mpz_init(v);
  unsigned long acc = 0, pw = 1;
  /* a digit byte without sign: EBCDIC F0-F9, ASCII '0'-'9' */
  const unsigned char zero = d->cs == CBL_CS_EBCDIC ? 0xF0 : '0';
  for (int k = 0; k < n; k++) {
    int dig;
    if (k == sign_at) {
      int sg = overpunch_decode(d, digs[k], &dig);
      if (sg == 0) goto bad;
      neg = sg < 0;
    } else {
      unsigned u = (unsigned)(digs[k] - zero);
      if (u > 9) goto bad;
      dig = (int)u;
    }
    acc = acc * 10 + (unsigned long)dig;
    pw *= 10;
    if (big && pw == 1000000000000000000UL) flush_digits(v, &acc, &pw);
  }
  if (wout) {
    *wout = neg ? -(long)acc : (long)acc;
    return CBL_CODEC_OK;
  }
  if (!big) {
    mpz_set_ui(out->v, acc);
    if (neg) mpz_neg(out->v, out->v);
    out->scale = d->scale;
    return CBL_CODEC_OK;
  }
  flush_digits(v, &acc, &pw);
  if (neg) mpz_neg(v, v);
  mpz_swap(out->v, v);
  out->scale = d->scale;
  mpz_clear(v);
  return CBL_CODEC_OK;
bad:
  if (big) mpz_clear(v);
  return CBL_CODEC_INVALID;
}

/* The two digits of a packed byte as a number 0..99, or 255 when a nibble is not a digit (why:
 * two tests and two shifts a byte were most of decoding a packed item). */
#define PK_ROW(h) h * 10 + 0, h * 10 + 1, h * 10 + 2, h * 10 + 3, h * 10 + 4, h * 10 + 5, h * 10 + 6, \
                  h * 10 + 7, h * 10 + 8, h * 10 + 9, 255, 255, 255, 255, 255, 255
#define PK_BAD 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255
static const unsigned char packed_pair[256] = {PK_ROW(0), PK_ROW(1), PK_ROW(2), PK_ROW(3), PK_ROW(4),
                                               PK_ROW(5), PK_ROW(6), PK_ROW(7), PK_ROW(8), PK_ROW(9),
                                               PK_BAD,    PK_BAD,    PK_BAD,    PK_BAD,    PK_BAD,
                                               PK_BAD};
#undef PK_ROW
#undef PK_BAD

static cbl_codec_status decode_packed(const cbl_num_desc *d, const unsigned char *b,
                                      cbl_dec *out, int force_gmp, long *wout) { /* wout: as decode_display */
  int n = d->digits;
  size_t nb = num_size(d);
  /* Nibbles: [pad 0 when n is even] digits... sign. */
  int nib_total = (int)nb * 2;
  int big = n > 18 || force_gmp; /* as in decode_display */
  mpz_t v;
  if (big) mpz_init(v);
  unsigned long acc = 0, pw = 1; /* digits gathered as in decode_display */
  if (!big) {
    /* at most 18 digits: the nibbles a byte at a time into the word (the same digits and checks
     * as the loop below; the pad nibble of an even-digit item is 0, so it adds nothing) */
    (void)nib_total;
    if (n % 2 == 0 && (b[0] >> 4) != 0) goto bad;
    for (size_t i = 0; i + 1 < nb; i++) {
      unsigned v = packed_pair[b[i]];
      if (v > 99) goto bad;
      acc = acc * 100 + v;
    }
    unsigned last = b[nb - 1] >> 4;
    if (last > 9) goto bad;
    acc = acc * 10 + last;
  } else {
    for (int k = 0; k < nib_total - 1; k++) {
      unsigned nib = (k & 1) ? (b[k / 2] & 0xF) : (b[k / 2] >> 4);
      if (nib > 9) goto bad;
      if (k == 0 && (n % 2 == 0)) {
        /* The unused high-order nibble of an even-digit item must be 0: a nonzero digit there
         * is a value the PICTURE cannot hold, so we do not pick a reading of it. */
        if (nib != 0) goto bad;
        continue;
      }
      acc = acc * 10 + nib;
      pw *= 10;
      if (pw == 1000000000000000000UL) flush_digits(v, &acc, &pw);
    }
  }
  int sg = sign_code(d, b[nb - 1] & 0xF);
  if (sg == 0) goto bad;
  if (wout) {
    *wout = sg < 0 ? -(long)acc : (long)acc;
    return CBL_CODEC_OK;
  }
  if (!big) {
    mpz_set_ui(out->v, acc);
    if (sg < 0) mpz_neg(out->v, out->v);
    out->scale = d->scale;
    return CBL_CODEC_OK;
  }
  flush_digits(v, &acc, &pw);
  if (sg < 0) mpz_neg(v, v);
  mpz_swap(out->v, v);
  out->scale = d->scale;
  mpz_clear(v);
  return CBL_CODEC_OK;
bad:
  if (big) mpz_clear(v);
  return CBL_CODEC_INVALID;
}

/* The value of a BINARY/COMP-5 item as a sign and a magnitude (a 64-bit unsigned item may exceed
 * LONG_MAX), and whether it holds more digits than its PICTURE. */
static cbl_codec_status binary_value(const cbl_num_desc *d, const unsigned char *b, int *neg, uint64_t *mag) {
  int nb = binary_bytes(d->digits);
  if (!nb) return CBL_CODEC_UNSUPPORTED;
  uint64_t u = 0;
  for (int k = 0; k < nb; k++) u = (u << 8) | b[d->little_endian ? nb - 1 - k : k];
  int bits = nb * 8;
  *neg = d->is_signed && (u >> (bits - 1)) & 1;
  /* two's complement: value = u - 2^bits */
  *mag = !*neg ? u : bits == 64 ? (~u + 1) : ((~u + 1) & ((UINT64_C(1) << bits) - 1));
  /* binary_bytes gives at most 18 digits: 10^digits is a word */
  if (d->usage == CBL_USAGE_BINARY && d->trunc != CBL_TRUNC_BIN && *mag >= cbl_dec_pow10_ui(d->digits))
    return CBL_CODEC_OVERPIC;
  return CBL_CODEC_OK;
}

static cbl_codec_status decode_binary(const cbl_num_desc *d, const unsigned char *b,
                                      cbl_dec *out) {
  int neg;
  uint64_t mag;
  _Static_assert(sizeof(unsigned long) >= sizeof(uint64_t), "a 64-bit pattern in one GMP word");
  cbl_codec_status st = binary_value(d, b, &neg, &mag);
  if (st != CBL_CODEC_OK && st != CBL_CODEC_OVERPIC) return st;
  mpz_set_ui(out->v, (unsigned long)mag);
  if (neg) mpz_neg(out->v, out->v);
  out->scale = d->scale;
  return st;
}

void cbl_hfp_decode(const unsigned char *b, int nbytes, cbl_dec *out) {
  int neg = b[0] >> 7, e = (b[0] & 0x7F) - 64;
  int fdigits = (nbytes - 1) * 2; /* hexadecimal fraction digits: 6 or 14 */
  mpz_t f;
  mpz_init(f);
  mpz_import(f, (size_t)(nbytes - 1), 1, 1, 0, 0, b + 1);
  /* value = f * 16^(e - fdigits) = f * 2^(4(e - fdigits)) */
  long p2 = 4L * (e - fdigits);
  if (p2 >= 0) {
    mpz_mul_2exp(f, f, (unsigned long)p2);
    out->scale = 0;
  } else {
    /* f / 2^m = f * 5^m / 10^m: exact */
    mpz_t five;
    mpz_init(five);
    mpz_ui_pow_ui(five, 5, (unsigned long)-p2);
    mpz_mul(f, f, five);
    mpz_clear(five);
    out->scale = (int)-p2;
  }
  if (neg) mpz_neg(f, f);
  mpz_swap(out->v, f);
  mpz_clear(f);
  cbl_dec_normalize(out, out);
}

int cbl_hfp_encode(const cbl_dec *v, int nbytes, unsigned char *b) {
  memset(b, 0, (size_t)nbytes);
  if (mpz_sgn(v->v) == 0) return 0;
  int fdigits = (nbytes - 1) * 2, fbits = fdigits * 4;
  /* |v| = num / den exactly */
  mpz_t num, den, f, lo, hi;
  mpz_inits(num, den, f, lo, hi, NULL);
  mpz_abs(num, v->v);
  mpz_set_ui(den, 1);
  if (v->scale > 0)
    mpz_ui_pow_ui(den, 10, (unsigned long)v->scale);
  else if (v->scale < 0) {
    mpz_t t;
    mpz_init(t);
    mpz_ui_pow_ui(t, 10, (unsigned long)-v->scale);
    mpz_mul(num, num, t);
    mpz_clear(t);
  }
  /* Find E with 16^(fdigits-1) <= floor(|v| * 16^(fdigits-E)) < 16^fdigits. */
  long nb2 = (long)mpz_sizeinbase(num, 2) - (long)mpz_sizeinbase(den, 2);
  long E = nb2 >= 0 ? nb2 / 4 + 1 : -((-nb2) / 4);
  mpz_set_ui(lo, 1);
  mpz_mul_2exp(lo, lo, (unsigned long)(fbits - 4));
  mpz_set_ui(hi, 1);
  mpz_mul_2exp(hi, hi, (unsigned long)fbits);
  int inexact = 0;
  for (int tries = 0; tries < 8; tries++) {
    long sh = 4L * (fdigits - E); /* f = floor(num * 2^sh / den) */
    mpz_t n2, d2, r;
    mpz_inits(n2, d2, r, NULL);
    mpz_set(n2, num);
    mpz_set(d2, den);
    if (sh >= 0)
      mpz_mul_2exp(n2, n2, (unsigned long)sh);
    else
      mpz_mul_2exp(d2, d2, (unsigned long)-sh);
    mpz_tdiv_qr(f, r, n2, d2);
    inexact = mpz_sgn(r) != 0;
    mpz_clears(n2, d2, r, NULL);
    if (mpz_cmp(f, hi) >= 0)
      E++;
    else if (mpz_cmp(f, lo) < 0)
      E--;
    else
      break;
  }
  int rc = inexact;
  if (E + 64 > 127) {
    rc = -1;
  } else if (E + 64 < 0) {
    rc = 1; /* underflow: true zero */
  } else {
    size_t cnt = 0;
    unsigned char buf[8] = {0};
    mpz_export(buf, &cnt, 1, 1, 0, 0, f);
    memcpy(b + 1 + (size_t)(nbytes - 1) - cnt, buf, cnt);
    b[0] = (unsigned char)((mpz_sgn(v->v) < 0 ? 0x80 : 0) | (E + 64));
  }
  mpz_clears(num, den, f, lo, hi, NULL);
  return rc;
}

static cbl_codec_status num_decode(const cbl_num_desc *d, const unsigned char *bytes, cbl_dec *out, int force_gmp) {
  if (num_size(d) == 0) return CBL_CODEC_UNSUPPORTED;
  switch (d->usage) {
  case CBL_USAGE_DISPLAY: return decode_display(d, bytes, out, force_gmp, NULL);
  case CBL_USAGE_PACKED: return decode_packed(d, bytes, out, force_gmp, NULL);
  case CBL_USAGE_BINARY:
  case CBL_USAGE_COMP5: return decode_binary(d, bytes, out);
  case CBL_USAGE_COMP1: cbl_hfp_decode(bytes, 4, out); return CBL_CODEC_OK;
  case CBL_USAGE_COMP2: cbl_hfp_decode(bytes, 8, out); return CBL_CODEC_OK;
  }
  return CBL_CODEC_UNSUPPORTED;
}

cbl_codec_status cbl_num_decode(const cbl_num_desc *d, const unsigned char *bytes, cbl_dec *out) {
  return num_decode(d, bytes, out, 0);
}

cbl_codec_status cbl_num_decode_word(const cbl_num_desc *d, const unsigned char *bytes, long *out) {
  if (num_size(d) == 0 || d->digits > 18) return CBL_CODEC_UNSUPPORTED;
  switch (d->usage) {
  case CBL_USAGE_DISPLAY: return decode_display(d, bytes, NULL, 0, out);
  case CBL_USAGE_PACKED: return decode_packed(d, bytes, NULL, 0, out);
  case CBL_USAGE_BINARY:
  case CBL_USAGE_COMP5: {
    int neg;
    uint64_t mag;
    cbl_codec_status st = binary_value(d, bytes, &neg, &mag);
    if (st != CBL_CODEC_OK && st != CBL_CODEC_OVERPIC) return st;
    if (mag > (uint64_t)LONG_MAX) return CBL_CODEC_UNSUPPORTED; /* an unsigned doubleword beyond a long */
    *out = neg ? -(long)mag : (long)mag;
    return st;
  }
  default: return CBL_CODEC_UNSUPPORTED;
  }
}

cbl_codec_status cbl_num_decode_gmp(const cbl_num_desc *d, const unsigned char *bytes, cbl_dec *out) {
  return num_decode(d, bytes, out, 1);
}

/* The sign code (zone of the overpunched byte, or the packed sign nibble) of a signed item
 * without SEPARATE, as EBCDIC would hold it; -1 when the form has none (binary, separate sign,
 * cobc's own ASCII convention). */
static int class_sign_code(const cbl_num_desc *d, const unsigned char *bytes) {
  if (!d->is_signed || separate(d)) return -1;
  if (d->usage == CBL_USAGE_PACKED) return bytes[cbl_num_size(d) - 1] & 0xF;
  if (d->usage != CBL_USAGE_DISPLAY) return -1;
  unsigned char b = d->sign == CBL_SIGN_LEADING ? bytes[0] : bytes[d->digits - 1];
  if (d->cs == CBL_CS_EBCDIC) return b >> 4;
  if (d->cs == CBL_CS_ASCII_EBCDIC_SIGN) /* a plain digit plays the part of an F zone */
    return b >= '0' && b <= '9' ? 0xF : (b == '}' || (b >= 'J' && b <= 'R')) ? 0xD : 0xC;
  return -1;
}

int cbl_num_is_numeric(const cbl_num_desc *d, const unsigned char *bytes) {
  cbl_dec t;
  cbl_dec_init(&t);
  cbl_codec_status st = cbl_num_decode(d, bytes, &t);
  cbl_dec_clear(&t);
  if (st != CBL_CODEC_OK && st != CBL_CODEC_OVERPIC) return 0;
  /* The class test is stricter than reading the value. Enterprise COBOL Customization Guide,
   * "NUMCLS": for signed DISPLAY and PACKED-DECIMAL items without SEPARATE, under NUMPROC(NOPFD)
   * the default NUMCLS=PRIM accepts the signs C, D and F only (ALT would accept A-F; not
   * modelled); under NUMPROC(PFD) an item must carry a preferred sign, C or D when signed
   * (APAR PM02897). Unsigned items accept F only in both (sign_code). */
  int sc = class_sign_code(d, bytes);
  if (sc < 0) return 1;
  if (d->numproc == CBL_NUMPROC_PFD) return sc == 0xC || sc == 0xD;
  return sc == 0xC || sc == 0xD || sc == 0xF;
}

/* Decimal digits of |u| into dig[0..n) (most significant first), u < 10^n. */
static void digits_of(const mpz_t u, int n, unsigned char *dig) {
  if (mpz_size(u) <= 1) { /* |u| fits a word: divide the word, not the GMP integer */
    unsigned long w = mpz_getlimbn(u, 0);
    for (int k = n - 1; k >= 0; k--) {
      dig[k] = (unsigned char)(w % 10);
      w /= 10;
    }
    return;
  }
  mpz_t t;
  mpz_init_set(t, u);
  mpz_abs(t, t);
  for (int k = n - 1; k >= 0; k--) dig[k] = (unsigned char)mpz_fdiv_q_ui(t, t, 10);
  mpz_clear(t);
}

/* What cbl_num_encode writes, once the value is fitted to the item: the digits (DISPLAY, PACKED),
 * the sign, and the two's complement bit pattern (BINARY, COMP-5). */
typedef struct enc_fitted {
  unsigned char dig[32];
  int neg;
  uint64_t bin;
  int word;        /* DISPLAY, PACKED fitted by fit_word: the digits are those of mag, not dig */
  unsigned long mag;
} enc_fitted;

/* The packed byte of two digits r / 10 and r % 10, 0 <= r < 100 (why: a division per digit was
 * most of encoding a packed item). */
#define BCD_ROW(h) h * 16 + 0, h * 16 + 1, h * 16 + 2, h * 16 + 3, h * 16 + 4, h * 16 + 5, h * 16 + 6, \
                   h * 16 + 7, h * 16 + 8, h * 16 + 9
static const unsigned char bcd_of[100] = {BCD_ROW(0), BCD_ROW(1), BCD_ROW(2), BCD_ROW(3), BCD_ROW(4),
                                          BCD_ROW(5), BCD_ROW(6), BCD_ROW(7), BCD_ROW(8), BCD_ROW(9)};
#undef BCD_ROW

/* Fits r (already aligned to the item's scale) to the item, on GMP: high-order truncation by the
 * PICTURE (DISPLAY, PACKED, BINARY under TRUNC(STD|OPT)), binary-size truncation for BINARY and
 * COMP-5 (Programming Guide, "TRUNC"). */
static cbl_codec_status fit_gmp(const cbl_num_desc *d, size_t nb, mpz_t rv, enc_fitted *e, int *se) {
  cbl_codec_status st = CBL_CODEC_OK;
  if (!d->is_signed) mpz_abs(rv, rv);
  /* 10^digits: a word up to 19 digits (no GMP temporary), else a GMP integer */
  int small = d->digits <= 19;
  mpz_t lim;
  mpz_init(lim);
  if (!small) mpz_ui_pow_ui(lim, 10, (unsigned long)d->digits);
  int over_pic = small ? mpz_cmpabs_ui(rv, cbl_dec_pow10_ui(d->digits)) >= 0 : mpz_cmpabs(rv, lim) >= 0;
  if (d->usage == CBL_USAGE_DISPLAY || d->usage == CBL_USAGE_PACKED ||
      (d->usage == CBL_USAGE_BINARY && d->trunc != CBL_TRUNC_BIN)) {
    if (over_pic) {
      /* high-order truncation; the remainder keeps the sign */
      if (small)
        mpz_tdiv_r_ui(rv, rv, cbl_dec_pow10_ui(d->digits));
      else
        mpz_tdiv_r(rv, rv, lim);
      *se = 1;
      if (d->usage == CBL_USAGE_BINARY && d->trunc == CBL_TRUNC_OPT) st = CBL_CODEC_UNDEFINED;
    }
  }
  mpz_clear(lim);
  e->word = 0;
  e->neg = mpz_sgn(rv) < 0; /* a value truncated to zero is stored as +0 */
  if (d->usage == CBL_USAGE_DISPLAY || d->usage == CBL_USAGE_PACKED) {
    digits_of(rv, d->digits, e->dig);
  } else {
    int bits = (int)nb * 8;
    /* Range of the field: signed -2^(bits-1) .. 2^(bits-1)-1, unsigned 0 .. 2^bits-1. */
    mpz_t m, lo, hi;
    mpz_inits(m, lo, hi, NULL);
    mpz_set_ui(m, 1);
    mpz_mul_2exp(m, m, (unsigned long)bits);
    if (d->is_signed) {
      mpz_fdiv_q_2exp(hi, m, 1);
      mpz_neg(lo, hi);
      mpz_sub_ui(hi, hi, 1);
    } else {
      mpz_set_ui(lo, 0);
      mpz_sub_ui(hi, m, 1);
    }
    if (mpz_cmp(rv, lo) < 0 || mpz_cmp(rv, hi) > 0) *se = 1; /* binary-size truncation */
    mpz_fdiv_r(m, rv, m); /* two's complement bit pattern, 0 .. 2^bits-1 */
    uint64_t u = 0;
    size_t cnt = 0;
    mpz_export(&u, &cnt, -1, sizeof u, 0, 0, m);
    e->bin = u;
    mpz_clears(m, lo, hi, NULL);
  }
  return st;
}

/* fit_gmp's rules for a value w that fits a word and an item of at most 18 digits: the same
 * steps on machine integers (why: codec time was a quarter of an arithmetic statement's, mostly
 * GMP temporaries for values of a few digits). */
static cbl_codec_status fit_word(const cbl_num_desc *d, size_t nb, long w, enc_fitted *e, int *se) {
  cbl_codec_status st = CBL_CODEC_OK;
  if (!d->is_signed && w < 0) w = -w; /* |w| <= LONG_MAX: mpz_fits_slong_p excluded nothing here */
  long lim = (long)cbl_dec_pow10_ui(d->digits);
  if (d->usage == CBL_USAGE_DISPLAY || d->usage == CBL_USAGE_PACKED ||
      (d->usage == CBL_USAGE_BINARY && d->trunc != CBL_TRUNC_BIN)) {
    if (w >= lim || w <= -lim) {
      w %= lim; /* C's % keeps the dividend's sign, as mpz_tdiv_r */
      *se = 1;
      if (d->usage == CBL_USAGE_BINARY && d->trunc == CBL_TRUNC_OPT) st = CBL_CODEC_UNDEFINED;
    }
  }
  e->neg = w < 0;
  e->word = 0;
  if (d->usage == CBL_USAGE_DISPLAY || d->usage == CBL_USAGE_PACKED) {
    /* |w| < 10^digits: write_fitted takes its digits from the word */
    e->word = 1;
    e->mag = w < 0 ? (unsigned long)-w : (unsigned long)w;
  } else {
    int bits = (int)nb * 8;
    __int128 lo = d->is_signed ? -((__int128)1 << (bits - 1)) : 0;
    __int128 hi = d->is_signed ? ((__int128)1 << (bits - 1)) - 1 : ((__int128)1 << bits) - 1;
    if (w < lo || w > hi) *se = 1; /* binary-size truncation */
    uint64_t u = (uint64_t)w; /* two's complement modulo 2^64 */
    e->bin = bits == 64 ? u : u & ((UINT64_C(1) << bits) - 1);
  }
  return st;
}

static void write_fitted(const cbl_num_desc *d, size_t nb, enc_fitted *e, unsigned char *bytes);

static cbl_codec_status num_encode(const cbl_num_desc *d, const cbl_dec *v, unsigned char *bytes,
                                   int *size_error, int *inexact, int force_gmp) {
  int se = 0, ix = 0;
  size_t nb = num_size(d);
  if (nb == 0) return CBL_CODEC_UNSUPPORTED;
  cbl_codec_status st = CBL_CODEC_OK;
  if (d->usage == CBL_USAGE_COMP1 || d->usage == CBL_USAGE_COMP2) {
    int rc = cbl_hfp_encode(v, (int)nb, bytes);
    if (rc < 0) se = 1;
    if (rc > 0) ix = 1;
    goto out;
  }
  enc_fitted e;
  if (!force_gmp && d->digits <= 18 && v->scale == d->scale && mpz_fits_slong_p(v->v)) {
    /* already aligned (the usual store of a fitted result): no temporary */
    st = fit_word(d, nb, mpz_get_si(v->v), &e, &se);
  } else {
    cbl_dec r;
    cbl_dec_init(&r);
    /* Alignment by the decimal point, excess low-order digits truncated (MOVE rule). */
    ix = cbl_dec_round(&r, v, d->scale, CBL_ROUND_TRUNCATION);
    if (!force_gmp && d->digits <= 18 && mpz_fits_slong_p(r.v))
      st = fit_word(d, nb, mpz_get_si(r.v), &e, &se);
    else
      st = fit_gmp(d, nb, r.v, &e, &se);
    cbl_dec_clear(&r);
  }
  write_fitted(d, nb, &e, bytes);
out:
  if (size_error) *size_error = se;
  if (inexact) *inexact = ix;
  return st;
}

/* The bytes of a value fitted to the item (fit_word, fit_gmp). */
static void write_fitted(const cbl_num_desc *d, size_t nb, enc_fitted *e, unsigned char *bytes) {
  int neg = e->neg;
  const unsigned char *dig = e->dig;
  if (e->word) {
    unsigned long u = e->mag;
    if (d->usage == CBL_USAGE_PACKED) {
      /* the last digit with the sign, then two digits a byte from the right (u < 10^digits: the
       * pad nibble of an even-digit item comes out 0) */
      bytes[nb - 1] = (unsigned char)((u % 10) << 4 | (!d->is_signed ? 0xF : neg ? 0xD : 0xC));
      u /= 10;
      for (size_t i = nb - 1; i-- > 0;) {
        bytes[i] = bcd_of[u % 100];
        u /= 100;
      }
      return;
    }
    /* DISPLAY: the digits into dig, two per division of the word, from the right */
    unsigned char *wd = e->dig;
    int k = d->digits - 1;
    for (; k >= 1; k -= 2) {
      unsigned r = (unsigned)(u % 100);
      u /= 100;
      wd[k] = (unsigned char)(r % 10);
      wd[k - 1] = (unsigned char)(r / 10);
    }
    if (k == 0) wd[0] = (unsigned char)(u % 10);
  }
  switch (d->usage) {
  case CBL_USAGE_DISPLAY: {
    int n = d->digits;
    unsigned char *p = bytes;
    if (separate(d) && d->sign == CBL_SIGN_LEADING_SEPARATE) *p++ = sep_char(d, neg);
    const unsigned char zero = d->cs == CBL_CS_EBCDIC ? 0xF0 : '0';
    for (int k = 0; k < n; k++) p[k] = (unsigned char)(zero + dig[k]);
    if (separate(d)) {
      if (d->sign == CBL_SIGN_TRAILING_SEPARATE) p[n] = sep_char(d, neg);
    } else if (d->is_signed) {
      int at = d->sign == CBL_SIGN_LEADING ? 0 : n - 1;
      p[at] = overpunch_encode(d, dig[at], neg);
    }
    break;
  }
  case CBL_USAGE_PACKED: {
    /* digits right-aligned before the sign nibble: the last digit with the sign, then two
     * digits a byte from the right; the pad nibble of an even-digit item is 0 */
    int k = d->digits - 1;
    bytes[nb - 1] = (unsigned char)(dig[k--] << 4 | (!d->is_signed ? 0xF : neg ? 0xD : 0xC));
    for (size_t i = nb - 1; i-- > 0;) {
      unsigned lo = dig[k--];
      unsigned hi = k >= 0 ? dig[k--] : 0;
      bytes[i] = (unsigned char)(hi << 4 | lo);
    }
    break;
  }
  case CBL_USAGE_BINARY:
  case CBL_USAGE_COMP5: {
    uint64_t u = e->bin;
    for (int k = 0; k < (int)nb; k++) {
      unsigned char byte = (unsigned char)(u >> (8 * ((int)nb - 1 - k)));
      bytes[d->little_endian ? (int)nb - 1 - k : k] = byte;
    }
    break;
  }
  default: assert(0);
  }
}

cbl_codec_status cbl_num_encode_word(const cbl_num_desc *d, long w, unsigned char *bytes, int *size_error) {
  size_t nb = num_size(d);
  if (nb == 0 || d->digits > 18 || d->usage == CBL_USAGE_COMP1 || d->usage == CBL_USAGE_COMP2 || w == LONG_MIN)
    return CBL_CODEC_UNSUPPORTED;
  enc_fitted e;
  int se = 0;
  cbl_codec_status st = fit_word(d, nb, w, &e, &se);
  write_fitted(d, nb, &e, bytes);
  if (size_error) *size_error = se;
  return st;
}

cbl_codec_status cbl_num_encode(const cbl_num_desc *d, const cbl_dec *v, unsigned char *bytes,
                                int *size_error, int *inexact) {
  return num_encode(d, v, bytes, size_error, inexact, 0);
}

cbl_codec_status cbl_num_encode_gmp(const cbl_num_desc *d, const cbl_dec *v, unsigned char *bytes,
                                    int *size_error, int *inexact) {
  return num_encode(d, v, bytes, size_error, inexact, 1);
}

void cbl_move_alnum(unsigned char *dst, size_t dlen, const unsigned char *src, size_t slen,
                    unsigned char pad, int justified_right) {
  if (!justified_right) {
    size_t n = slen < dlen ? slen : dlen;
    memmove(dst, src, n);
    memset(dst + n, pad, dlen - n);
  } else if (slen >= dlen) {
    memmove(dst, src + (slen - dlen), dlen);
  } else {
    memmove(dst + (dlen - slen), src, slen);
    memset(dst, pad, dlen - slen);
  }
}

void cbl_move_national(unsigned char *dst, size_t dchars, const unsigned char *src,
                       size_t schars, int justified_right) {
  size_t n = schars < dchars ? schars : dchars;
  size_t dpad = dchars - n;
  const unsigned char *from = justified_right && schars > dchars ? src + 2 * (schars - dchars) : src;
  unsigned char *to = justified_right ? dst + 2 * dpad : dst;
  memmove(to, from, 2 * n);
  unsigned char *padp = justified_right ? dst : dst + 2 * n;
  for (size_t k = 0; k < dpad; k++) {
    padp[2 * k] = 0x00;
    padp[2 * k + 1] = 0x20;
  }
}

void cbl_alnum_to_national(cbl_codepage cp, unsigned char *dst, const unsigned char *src,
                           size_t n) {
  for (size_t k = n; k-- > 0;) {
    unsigned u = cbl_cp_to_unicode(cp, src[k]);
    dst[2 * k] = (unsigned char)(u >> 8);
    dst[2 * k + 1] = (unsigned char)u;
  }
}
