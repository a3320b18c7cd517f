/* dec.c — exact decimal arithmetic on GMP for the COBOL semantics (see dec.h): every digit a
 * COBOL program can observe is computed exactly; rounding and truncation are explicit steps. */
#include "lang/cobol/dec.h"

#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/dec_ref.h"

/* A pool of cleared GMP integers that keep their limbs. Why: a COBOL statement makes and drops
 * several cbl_dec temporaries, and each one's first value costs GMP an allocation and its clear a
 * free — on the posting benchmark that was a tenth of the run. Small integers (at most
 * CBL_DEC_POOL_LIMBS limbs, i.e. up to ~150 digits) go back to the pool; a taken one is set to 0, so
 * an initialised cbl_dec is 0 with scale 0 either way. Per thread; cbl_dec_pool_drain empties it. */
_Thread_local mpz_t cbl_dec_pool_[CBL_DEC_POOL]; /* cbl_dec_init / cbl_dec_clear (dec.h) */
_Thread_local int cbl_dec_pool_n_;

void cbl_dec_pool_drain(void) {
  while (cbl_dec_pool_n_ > 0) mpz_clear(cbl_dec_pool_[--cbl_dec_pool_n_]);
}

void cbl_dec_copy(cbl_dec *r, const cbl_dec *a) {
  if (r == a) return;
  mpz_set(r->v, a->v);
  r->scale = a->scale;
}

void cbl_dec_set_si(cbl_dec *r, long v, int scale) {
  mpz_set_si(r->v, v);
  r->scale = scale;
}

int cbl_dec_set_str(cbl_dec *r, const char *s) {
  int neg = 0, ndig = 0, scale = 0, seen_point = 0;
  if (*s == '+' || *s == '-') neg = *s++ == '-';
  mpz_set_ui(r->v, 0);
  for (; *s; s++) {
    if (*s == '.' && !seen_point) {
      seen_point = 1;
    } else if (isdigit((unsigned char)*s)) {
      mpz_mul_ui(r->v, r->v, 10);
      mpz_add_ui(r->v, r->v, (unsigned long)(*s - '0'));
      ndig++;
      if (seen_point) scale++;
    } else {
      return -1;
    }
  }
  if (ndig == 0) return -1;
  if (neg) mpz_neg(r->v, r->v);
  r->scale = scale;
  return 0;
}

char *cbl_dec_to_str(const cbl_dec *a) {
  char *digits = mpz_get_str(NULL, 10, a->v); /* GMP's allocator: freed below */
  const char *d = digits;
  int neg = *d == '-';
  if (neg) d++;
  size_t n = strlen(d);
  size_t extra = (size_t)(a->scale > 0 ? a->scale + 3 : -a->scale + 2);
  char *out = eq_malloc(n + extra + 2);
  char *p = out;
  if (neg) *p++ = '-';
  if (a->scale <= 0) {
    memcpy(p, d, n);
    p += n;
    if (mpz_sgn(a->v) != 0)
      for (int k = 0; k < -a->scale; k++) *p++ = '0';
  } else {
    size_t sc = (size_t)a->scale;
    if (n <= sc) {
      *p++ = '0';
      *p++ = '.';
      for (size_t k = n; k < sc; k++) *p++ = '0';
      memcpy(p, d, n);
      p += n;
    } else {
      memcpy(p, d, n - sc);
      p += n - sc;
      *p++ = '.';
      memcpy(p, d + n - sc, sc);
      p += sc;
    }
  }
  *p = 0;
  void (*gfree)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &gfree);
  gfree(digits, strlen(digits) + 1);
  return out;
}

/* Powers of ten that fit a machine word: 10^0 .. 10^19 (10^19 < 2^64). The arithmetic below
 * multiplies and divides by these with GMP's _ui functions, which need no temporary mpz (and so
 * no allocation); larger powers take the general path. Both give the same exact results. */
#define POW10_UI_MAX 19
const unsigned long cbl_dec_pow10_ui_[POW10_UI_MAX + 1] = {
    1UL, 10UL, 100UL, 1000UL, 10000UL, 100000UL, 1000000UL, 10000000UL, 100000000UL,
    1000000000UL, 10000000000UL, 100000000000UL, 1000000000000UL, 10000000000000UL,
    100000000000000UL, 1000000000000000UL, 10000000000000000UL, 100000000000000000UL,
    1000000000000000000UL, 10000000000000000000UL};
_Static_assert(sizeof(unsigned long) >= 8, "pow10_ui needs 64-bit unsigned long");


/* r->v = a->v * 10^k (k >= 0). */
static void mul_pow10(mpz_t r, const mpz_t a, unsigned long k) {
  if (k == 0) {
    mpz_set(r, a);
    return;
  }
  if (k <= POW10_UI_MAX) {
    mpz_mul_ui(r, a, cbl_dec_pow10_ui_[k]);
    return;
  }
  mpz_t p;
  mpz_init(p);
  mpz_ui_pow_ui(p, 10, k);
  mpz_mul(r, a, p);
  mpz_clear(p);
}

/* ---- The word fast path. Why: most COBOL values have at most 18 digits, and intermediates at
 * most 38; for them GMP's calls, temporaries and limb handling cost more than the arithmetic.
 * Each public operation below first tries the same rule on 128-bit machine integers (operands
 * and every scaled value below 2^125, every step exact), and falls back to its GMP path (the
 * *_gmp functions, dec_ref.h) whenever a value does not fit; the results are the same integers,
 * which the unit test checks on random operands for every operation and rounding mode. */
typedef __int128 dec_i128;
_Static_assert(GMP_LIMB_BITS == 64 && GMP_NAIL_BITS == 0, "the fast path reads two 64-bit limbs");
/* Operands and scaled values of the fast path stay below 2^125 in magnitude, so that a sum or
 * difference of two, a doubled remainder and a quotient moved one unit away from zero all fit
 * the 128-bit type without overflow. */
#define DEC_I128_LIM ((dec_i128)1 << 125)
#define DEC_I128_POW10_MAX 38 /* 10^38 < 2^127 */

/* 10^k as a 128-bit integer, 0 <= k <= 38. */
static inline dec_i128 pow10_i128(int k) {
  return k <= POW10_UI_MAX ? (dec_i128)cbl_dec_pow10_ui_[k] : (dec_i128)cbl_dec_pow10_ui_[POW10_UI_MAX] * (dec_i128)cbl_dec_pow10_ui_[k - POW10_UI_MAX];
}

/* z as a 128-bit integer when |z| < 2^125. */
static inline int i128_of(const mpz_t z, dec_i128 *v) {
  int sz = z->_mp_size;
  if (sz == 0) {
    *v = 0;
    return 1;
  }
  int n = sz < 0 ? -sz : sz;
  if (n > 2) return 0;
  unsigned __int128 u = z->_mp_d[0];
  if (n == 2) u |= (unsigned __int128)z->_mp_d[1] << 64;
  if (u >= (unsigned __int128)DEC_I128_LIM) return 0;
  *v = sz < 0 ? -(dec_i128)u : (dec_i128)u;
  return 1;
}

/* z = v exactly (any 128-bit value). */
static void set_i128(mpz_t z, dec_i128 v) {
  if (v >= LONG_MIN && v <= LONG_MAX) {
    mpz_set_si(z, (long)v);
    return;
  }
  unsigned __int128 u = v < 0 ? -(unsigned __int128)v : (unsigned __int128)v;
  mpz_set_ui(z, (unsigned long)(u >> 64));
  mpz_mul_2exp(z, z, 64);
  mpz_add_ui(z, z, (unsigned long)u);
  if (v < 0) mpz_neg(z, z);
}

/* *out = v * 10^k when 0 <= k <= 38 and the product stays below 2^125 in magnitude. */
static inline int i128_up(dec_i128 v, long k, dec_i128 *out) {
  if (k < 0 || k > DEC_I128_POW10_MAX) return 0;
  if (k == 0) {
    *out = v;
    return 1;
  }
  dec_i128 p = pow10_i128((int)k);
  if ((v < 0 ? -v : v) >= DEC_I128_LIM / p) return 0;
  *out = v * p;
  return 1;
}

/* The away-from-zero step of round_away on a 128-bit quotient (same rule, same table). */
static int word_away(cbl_round_mode m, int half, int sgn, int odd) {
  switch (m) {
  case CBL_ROUND_TRUNCATION:
  case CBL_ROUND_PROHIBITED: return 0;
  case CBL_ROUND_AWAY_FROM_ZERO: return 1;
  case CBL_ROUND_NEAREST_AWAY_FROM_ZERO: return half >= 0;
  case CBL_ROUND_NEAREST_TOWARD_ZERO: return half > 0;
  case CBL_ROUND_NEAREST_EVEN: return half > 0 || (half == 0 && odd);
  case CBL_ROUND_TOWARD_GREATER: return sgn > 0;
  case CBL_ROUND_TOWARD_LESSER: return sgn < 0;
  default: assert(0);
  }
  return 0;
}

/* round_quotient on 128-bit integers: q = n / d rounded under m, 0 < d, |n| < 2^125 (so 2|r| and
 * q +- 1 cannot overflow). C's division truncates toward zero and its remainder has n's sign, as
 * mpz_tdiv_qr. Returns 1 when the remainder is not zero. */
static int word_round_quotient(dec_i128 *q, dec_i128 n, dec_i128 d, cbl_round_mode m) {
  dec_i128 t = n / d, r = n % d;
  int sgn = r > 0 ? 1 : r < 0 ? -1 : 0;
  if (sgn) {
    dec_i128 twice = 2 * (r < 0 ? -r : r);
    int half = twice < d ? -1 : twice > d;
    int odd = (int)(t & 1) != 0;
    if (word_away(m, half, sgn, odd)) t += sgn;
  }
  *q = t;
  return sgn != 0;
}

void cbl_dec_rescale_up_gmp(cbl_dec *r, const cbl_dec *a, int scale) {
  assert(scale >= a->scale);
  mul_pow10(r->v, a->v, (unsigned long)(scale - a->scale));
  r->scale = scale;
}

void cbl_dec_rescale_up(cbl_dec *r, const cbl_dec *a, int scale) {
  assert(scale >= a->scale);
  dec_i128 v;
  if (i128_of(a->v, &v) && i128_up(v, (long)scale - a->scale, &v)) {
    set_i128(r->v, v);
    r->scale = scale;
    return;
  }
  cbl_dec_rescale_up_gmp(r, a, scale);
}

void cbl_dec_normalize(cbl_dec *r, const cbl_dec *a) {
  cbl_dec_copy(r, a);
  if (mpz_sgn(r->v) == 0) {
    r->scale = 0;
    return;
  }
  if (r->scale < 0) cbl_dec_rescale_up(r, r, 0);
  while (r->scale > 0 && mpz_divisible_ui_p(r->v, 10)) {
    mpz_divexact_ui(r->v, r->v, 10);
    r->scale--;
  }
}

int cbl_dec_int_digits(const cbl_dec *a) {
  if (mpz_sgn(a->v) == 0) return 0;
  /* mpz_sizeinbase may overshoot by one: count exactly on the text. */
  char *s = mpz_get_str(NULL, 10, a->v);
  int n = (int)strlen(s) - (s[0] == '-');
  void (*gfree)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &gfree);
  gfree(s, strlen(s) + 1);
  int i = n - a->scale;
  return i < 0 ? 0 : i;
}

/* Brings a and b to a common scale in ra, rb (max of both: exact). */
static int align(mpz_t ra, mpz_t rb, const cbl_dec *a, const cbl_dec *b) {
  int s = a->scale > b->scale ? a->scale : b->scale;
  mul_pow10(ra, a->v, (unsigned long)(s - a->scale));
  mul_pow10(rb, b->v, (unsigned long)(s - b->scale));
  return s;
}

/* a and b at their common (larger) scale as 128-bit integers, when both stay below 2^125. */
static inline int word_align(const cbl_dec *a, const cbl_dec *b, dec_i128 *x, dec_i128 *y, int *s) {
  dec_i128 va, vb;
  if (!i128_of(a->v, &va) || !i128_of(b->v, &vb)) return 0;
  long diff = (long)a->scale - b->scale;
  *s = diff >= 0 ? a->scale : b->scale;
  return i128_up(va, diff >= 0 ? 0 : -diff, x) && i128_up(vb, diff <= 0 ? 0 : diff, y);
}

void cbl_dec_add(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  dec_i128 x, y;
  int s;
  if (word_align(a, b, &x, &y, &s)) {
    set_i128(r->v, x + y);
    r->scale = s;
    return;
  }
  cbl_dec_add_gmp(r, a, b);
}

void cbl_dec_sub(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  dec_i128 x, y;
  int s;
  if (word_align(a, b, &x, &y, &s)) {
    set_i128(r->v, x - y);
    r->scale = s;
    return;
  }
  cbl_dec_sub_gmp(r, a, b);
}

void cbl_dec_add_gmp(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  if (a->scale == b->scale) { /* aligned already: no temporaries */
    mpz_add(r->v, a->v, b->v);
    r->scale = a->scale;
    return;
  }
  mpz_t x, y;
  mpz_inits(x, y, NULL);
  int s = align(x, y, a, b);
  mpz_add(r->v, x, y);
  r->scale = s;
  mpz_clears(x, y, NULL);
}

void cbl_dec_sub_gmp(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  if (a->scale == b->scale) {
    mpz_sub(r->v, a->v, b->v);
    r->scale = a->scale;
    return;
  }
  mpz_t x, y;
  mpz_inits(x, y, NULL);
  int s = align(x, y, a, b);
  mpz_sub(r->v, x, y);
  r->scale = s;
  mpz_clears(x, y, NULL);
}

void cbl_dec_mul(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  int s = a->scale + b->scale;
  mpz_mul(r->v, a->v, b->v);
  r->scale = s;
}

void cbl_dec_neg(cbl_dec *r, const cbl_dec *a) {
  mpz_neg(r->v, a->v);
  r->scale = a->scale;
}

void cbl_dec_abs(cbl_dec *r, const cbl_dec *a) {
  mpz_abs(r->v, a->v);
  r->scale = a->scale;
}

int cbl_dec_cmp(const cbl_dec *a, const cbl_dec *b) {
  dec_i128 x, y;
  int s;
  if (word_align(a, b, &x, &y, &s)) return (x > y) - (x < y);
  return cbl_dec_cmp_gmp(a, b);
}

int cbl_dec_cmp_gmp(const cbl_dec *a, const cbl_dec *b) {
  if (a->scale == b->scale) {
    int c = mpz_cmp(a->v, b->v);
    return (c > 0) - (c < 0);
  }
  mpz_t x, y;
  mpz_inits(x, y, NULL);
  align(x, y, a, b);
  int c = mpz_cmp(x, y);
  mpz_clears(x, y, NULL);
  return (c > 0) - (c < 0);
}

int cbl_dec_sgn(const cbl_dec *a) { return mpz_sgn(a->v); }
int cbl_dec_is_zero(const cbl_dec *a) { return mpz_sgn(a->v) == 0; }

static const char *const round_names[] = {
#define CBL_ROUND_NAME_(e, s) s,
    CBL_ROUND_MODES(CBL_ROUND_NAME_)
#undef CBL_ROUND_NAME_
};

const char *cbl_round_mode_name(cbl_round_mode m) {
  return (unsigned)m < CBL_ROUND_NMODES ? round_names[m] : "?";
}

int cbl_round_mode_parse(const char *word) {
  for (int m = 0; m < CBL_ROUND_NMODES; m++)
    if (strcmp(word, round_names[m]) == 0) return m;
  return -1;
}

/* The inexact truncated quotient q moves one unit away from zero when mode m says so, given where
 * the dropped remainder lies (half: <0 below half a unit, 0 a tie, >0 above) and the exact value's
 * sign sgn. */
static void round_away(mpz_t q, cbl_round_mode m, int half, int sgn) {
  int away = 0;
  switch (m) {
  case CBL_ROUND_TRUNCATION:
  case CBL_ROUND_PROHIBITED: away = 0; break;
  case CBL_ROUND_AWAY_FROM_ZERO: away = 1; break;
  case CBL_ROUND_NEAREST_AWAY_FROM_ZERO: away = half >= 0; break;
  case CBL_ROUND_NEAREST_TOWARD_ZERO: away = half > 0; break;
  case CBL_ROUND_NEAREST_EVEN: away = half > 0 || (half == 0 && mpz_odd_p(q)); break;
  case CBL_ROUND_TOWARD_GREATER: away = sgn > 0; break;
  case CBL_ROUND_TOWARD_LESSER: away = sgn < 0; break;
  default: assert(0);
  }
  if (!away) return;
  if (sgn > 0)
    mpz_add_ui(q, q, 1);
  else
    mpz_sub_ui(q, q, 1);
}

/* q = n / d rounded under mode m, d > 0. The exact quotient is t + r/d with t truncated toward
 * zero and r carrying n's sign; the modes pick t or the neighbour away from zero:
 *   AWAY-FROM-ZERO: away whenever r != 0;  NEAREST-*: away when 2|r| > d, ties by the mode;
 *   TOWARD-GREATER: +1 for positive inexact; TOWARD-LESSER: -1 for negative inexact;
 *   TRUNCATION, PROHIBITED: t. Returns 1 when r != 0. */
static int round_quotient(mpz_t q, const mpz_t n, const mpz_t d, cbl_round_mode m) {
  mpz_t r, twice;
  mpz_inits(r, twice, NULL);
  mpz_tdiv_qr(q, r, n, d);
  int sgn = mpz_sgn(r), inexact = sgn != 0;
  if (inexact) {
    mpz_abs(twice, r);
    mpz_mul_2exp(twice, twice, 1);
    int half = mpz_cmp(twice, d); /* <0 below half, 0 tie, >0 above */
    round_away(q, m, half, sgn);
  }
  mpz_clears(r, twice, NULL);
  return inexact;
}

/* round_quotient for a divisor d that fits a word with room to double it (d <= 10^18 < 2^62):
 * the same rule, on the remainder as a machine word. */
static int round_quotient_ui(mpz_t q, const mpz_t n, unsigned long d, cbl_round_mode m) {
  int nsgn = mpz_sgn(n);
  unsigned long r = mpz_tdiv_q_ui(q, n, d); /* |remainder|; the remainder has n's sign */
  int sgn = r ? nsgn : 0, inexact = sgn != 0;
  if (inexact) {
    unsigned long twice = 2 * r;
    int half = twice < d ? -1 : twice > d; /* <0 below half, 0 tie, >0 above */
    round_away(q, m, half, sgn);
  }
  return inexact;
}

/* cbl_dec_round on 128 bits: a = v * 10^-ascale to `scale` places; 0 when it does not apply. */
static inline int word_round(dec_i128 v, int ascale, int scale, cbl_round_mode m, dec_i128 *q, int *inexact) {
  long k = (long)scale - ascale;
  if (k >= 0) {
    if (!i128_up(v, k, q)) return 0;
    *inexact = 0;
    return 1;
  }
  if (-k > DEC_I128_POW10_MAX) return 0;
  *inexact = word_round_quotient(q, v, pow10_i128((int)-k), m);
  return 1;
}

int cbl_dec_round(cbl_dec *r, const cbl_dec *a, int scale, cbl_round_mode m) {
  dec_i128 v, q;
  int inexact;
  if (i128_of(a->v, &v) && word_round(v, a->scale, scale, m, &q, &inexact)) {
    set_i128(r->v, q);
    r->scale = scale;
    return inexact;
  }
  return cbl_dec_round_gmp(r, a, scale, m);
}

int cbl_dec_round_gmp(cbl_dec *r, const cbl_dec *a, int scale, cbl_round_mode m) {
  if (scale >= a->scale) {
    cbl_dec_rescale_up_gmp(r, a, scale);
    return 0;
  }
  if ((long)a->scale - scale <= 18) {
    int inexact = round_quotient_ui(r->v, a->v, cbl_dec_pow10_ui_[a->scale - scale], m);
    r->scale = scale;
    return inexact;
  }
  mpz_t d;
  mpz_init(d);
  mpz_ui_pow_ui(d, 10, (unsigned long)((long)a->scale - scale));
  int inexact = round_quotient(r->v, a->v, d, m);
  r->scale = scale;
  mpz_clear(d);
  return inexact;
}

void cbl_dec_fit(cbl_dec *r, const cbl_dec *a, int digits, int scale, cbl_round_mode m,
                 int *size_error, int *inexact) {
  dec_i128 v, q;
  int lost_low;
  if (digits <= DEC_I128_POW10_MAX && i128_of(a->v, &v) && word_round(v, a->scale, scale, m, &q, &lost_low)) {
    /* high-order truncation: C's % keeps the dividend's sign, as mpz_tdiv_r */
    dec_i128 lim = pow10_i128(digits < 0 ? 0 : digits);
    int size = 0;
    if ((q < 0 ? -q : q) >= lim) {
      q %= lim;
      size = 1;
    }
    if (m == CBL_ROUND_PROHIBITED && lost_low) size = 1;
    set_i128(r->v, q);
    r->scale = scale;
    if (size_error) *size_error = size;
    if (inexact) *inexact = lost_low;
    return;
  }
  cbl_dec_fit_gmp(r, a, digits, scale, m, size_error, inexact);
}

void cbl_dec_fit_gmp(cbl_dec *r, const cbl_dec *a, int digits, int scale, cbl_round_mode m,
                     int *size_error, int *inexact) {
  int lost_low = cbl_dec_round_gmp(r, a, scale, m);
  int size = 0;
  if (digits <= POW10_UI_MAX) {
    unsigned long lim = cbl_dec_pow10_ui_[digits < 0 ? 0 : digits];
    if (mpz_cmpabs_ui(r->v, lim) >= 0) {
      mpz_tdiv_r_ui(r->v, r->v, lim); /* the remainder keeps the dividend's sign */
      size = 1;
    }
    if (m == CBL_ROUND_PROHIBITED && lost_low) size = 1;
    if (size_error) *size_error = size;
    if (inexact) *inexact = lost_low;
    return;
  }
  mpz_t lim;
  mpz_init(lim);
  mpz_ui_pow_ui(lim, 10, (unsigned long)(digits < 0 ? 0 : digits));
  if (mpz_cmpabs(r->v, lim) >= 0) {
    /* High-order truncation keeps the sign: tdiv_r's remainder has the dividend's sign. */
    mpz_tdiv_r(r->v, r->v, lim);
    size = 1;
  }
  mpz_clear(lim);
  if (m == CBL_ROUND_PROHIBITED && lost_low) size = 1;
  if (size_error) *size_error = size;
  if (inexact) *inexact = lost_low;
}

cbl_dec_status cbl_dec_div(cbl_dec *q, cbl_dec *rem, const cbl_dec *a, const cbl_dec *b, int scale,
                           cbl_round_mode m, int *inexact) {
  dec_i128 va, vb, n, d;
  long k = (long)scale + b->scale - a->scale;
  /* n = a.v * 10^k, d = b.v * 10^-k as in the GMP path, when both stay below 2^125 */
  if (i128_of(a->v, &va) && i128_of(b->v, &vb) && vb != 0 && i128_up(va, k >= 0 ? k : 0, &n) &&
      i128_up(vb, k < 0 ? -k : 0, &d)) {
    if (d < 0) {
      d = -d;
      n = -n;
    }
    dec_i128 qv;
    int ix = word_round_quotient(&qv, n, d, m);
    if (inexact) *inexact = ix;
    if (rem) {
      /* rem = a - q*b, exactly, at the scale that holds it (as the GMP path) */
      cbl_dec qd, t;
      cbl_dec_init(&qd);
      cbl_dec_init(&t);
      set_i128(qd.v, qv);
      qd.scale = scale;
      cbl_dec_mul(&t, &qd, b);
      cbl_dec_sub(rem, a, &t);
      cbl_dec_clear(&qd);
      cbl_dec_clear(&t);
    }
    set_i128(q->v, qv);
    q->scale = scale;
    return CBL_DEC_OK;
  }
  return cbl_dec_div_gmp(q, rem, a, b, scale, m, inexact);
}

cbl_dec_status cbl_dec_div_gmp(cbl_dec *q, cbl_dec *rem, const cbl_dec *a, const cbl_dec *b, int scale,
                               cbl_round_mode m, int *inexact) {
  if (mpz_sgn(b->v) == 0) return CBL_DEC_DIVZERO;
  /* a/b = (a.v / b.v) * 10^(b.scale - a.scale); q.v = a/b * 10^scale
   *     = a.v * 10^k / b.v with k = scale + b.scale - a.scale. */
  long k = (long)scale + b->scale - a->scale;
  mpz_t n, d, qv;
  mpz_inits(n, d, qv, NULL);
  if (k >= 0) {
    mul_pow10(n, a->v, (unsigned long)k);
    mpz_set(d, b->v);
  } else {
    mpz_set(n, a->v);
    mul_pow10(d, b->v, (unsigned long)-k);
  }
  if (mpz_sgn(d) < 0) {
    mpz_neg(d, d);
    mpz_neg(n, n);
  }
  int ix = round_quotient(qv, n, d, m);
  if (inexact) *inexact = ix;
  if (rem) {
    /* rem = a - q*b, exactly, at the scale that holds it. */
    cbl_dec qd, t;
    cbl_dec_init(&qd);
    cbl_dec_init(&t);
    mpz_set(qd.v, qv);
    qd.scale = scale;
    cbl_dec_mul(&t, &qd, b);
    cbl_dec_sub(rem, a, &t);
    cbl_dec_clear(&qd);
    cbl_dec_clear(&t);
  }
  mpz_swap(q->v, qv);
  q->scale = scale;
  mpz_clears(n, d, qv, NULL);
  return CBL_DEC_OK;
}

cbl_dec_status cbl_dec_pow(cbl_dec *r, const cbl_dec *a, const cbl_dec *b, int div_scale,
                           int max_digits) {
  cbl_dec e, base;
  cbl_dec_init(&e);
  cbl_dec_init(&base);
  cbl_dec_normalize(&e, b);
  cbl_dec_copy(&base, a);
  cbl_dec_status st = CBL_DEC_OK;
  int esgn = mpz_sgn(e.v);
  if (mpz_sgn(base.v) == 0) {
    /* "If the value of an expression to be raised to a power is zero, the exponent must have a
     * value greater than zero. Otherwise, the size error condition exists." */
    if (esgn <= 0) {
      st = CBL_DEC_SIZE;
    } else {
      cbl_dec_set_si(r, 0, 0);
    }
    goto done;
  }
  if (e.scale > 0 && mpz_sgn(base.v) < 0) {
    st = CBL_DEC_SIZE; /* no real number: negative base, fractional exponent */
    goto done;
  }
  /* exponent = p / q in lowest terms (q = 1 for an integer exponent). */
  mpz_t p, q, g;
  mpz_inits(p, q, g, NULL);
  mpz_abs(p, e.v);
  mpz_ui_pow_ui(q, 10, (unsigned long)e.scale);
  mpz_gcd(g, p, q);
  mpz_divexact(p, p, g);
  mpz_divexact(q, q, g);
  if (!mpz_fits_slong_p(p) || !mpz_fits_slong_p(q) || mpz_cmp_ui(q, 1000) > 0) {
    st = CBL_DEC_UNSUPPORTED;
    goto done2;
  }
  unsigned long pu = mpz_get_ui(p), qu = mpz_get_ui(q);
  /* Guard: bits(base) * p estimates the result's size (3.32 bits a digit). */
  if (pu > 0 && (unsigned long)mpz_sizeinbase(base.v, 2) >
                    ((unsigned long)max_digits * 10 / 3 + 64) / pu) {
    st = CBL_DEC_UNSUPPORTED;
    goto done2;
  }
  /* x = base ** p exactly: v**p / 10^(scale*p). */
  cbl_dec x;
  cbl_dec_init(&x);
  mpz_pow_ui(x.v, base.v, pu);
  long k = (long)base.scale * (long)pu;
  if (k < 0) {
    mul_pow10(x.v, x.v, (unsigned long)-k);
    k = 0;
  }
  if (qu > 1) {
    /* q-th root: make the power of ten a multiple of q, then ask for an exact integer root. */
    long t = (long)((qu - (unsigned long)(k % (long)qu)) % qu);
    mul_pow10(x.v, x.v, (unsigned long)t);
    k += t;
    if (!mpz_root(x.v, x.v, qu)) {
      st = CBL_DEC_UNSUPPORTED;
      cbl_dec_clear(&x);
      goto done2;
    }
    k /= (long)qu;
  }
  if (k > INT_MAX) {
    st = CBL_DEC_UNSUPPORTED;
    cbl_dec_clear(&x);
    goto done2;
  }
  x.scale = (int)k;
  if (esgn < 0) {
    cbl_dec one, rem;
    cbl_dec_init(&one);
    cbl_dec_init(&rem);
    cbl_dec_set_si(&one, 1, 0);
    cbl_dec_div(r, &rem, &one, &x, div_scale, CBL_ROUND_TRUNCATION, NULL);
    /* A fractional exponent's result must be exact to be ours to give. */
    if (e.scale > 0 && !cbl_dec_is_zero(&rem)) st = CBL_DEC_UNSUPPORTED;
    cbl_dec_clear(&one);
    cbl_dec_clear(&rem);
  } else {
    cbl_dec_copy(r, &x);
  }
  cbl_dec_clear(&x);
done2:
  mpz_clears(p, q, g, NULL);
done:
  cbl_dec_clear(&e);
  cbl_dec_clear(&base);
  return st;
}

/* ---- intermediate results ---- */

static int imax(int a, int b) { return a > b ? a : b; }

cbl_places cbl_places_of(int digits, int scale) {
  cbl_places p = {imax(digits - scale, 0), imax(scale, 0)};
  return p;
}

cbl_places cbl_ir_add(cbl_places a, cbl_places b) {
  cbl_places r = {imax(a.i, b.i) + 1, imax(a.d, b.d)};
  return r;
}

cbl_places cbl_ir_mul(cbl_places a, cbl_places b) {
  cbl_places r = {a.i + b.i, a.d + b.d};
  return r;
}

cbl_places cbl_ir_div(cbl_places dividend, cbl_places divisor, int dmax) {
  /* Table "Precision of intermediate results": op1 divisor, op2 dividend;
   * integer places i2 + d1, decimal places (d2 - d1) or dmax, whichever is greater. */
  cbl_places r = {dividend.i + divisor.d, imax(dividend.d - divisor.d, dmax)};
  return r;
}

cbl_places cbl_ir_pow_lit(cbl_places base, long n, int base_int_digits_of_power) {
  long an = n < 0 ? -n : n;
  cbl_places r;
  r.d = (int)(base.d * an);
  r.i = base_int_digits_of_power >= 0 ? base_int_digits_of_power : (int)(base.i * an);
  return r;
}

cbl_places cbl_ir_pow_var(int dmax, int max_digits) {
  cbl_places r = {max_digits - dmax, dmax};
  return r;
}

cbl_places cbl_ir_carry(cbl_places ir, int dmax, int n) {
  if (ir.i + ir.d <= n) return ir;
  cbl_places r;
  if (ir.d <= dmax) {
    r.i = n - ir.d;
    r.d = ir.d;
  } else if (ir.i + dmax <= n) {
    r.i = ir.i;
    r.d = n - ir.i;
  } else {
    r.i = n - dmax;
    r.d = dmax;
  }
  return r;
}

int cbl_dec_to_places(cbl_dec *r, const cbl_dec *a, cbl_places p) {
  int size = 0;
  cbl_dec_fit(r, a, p.i + p.d, p.d, CBL_ROUND_TRUNCATION, &size, NULL);
  return size;
}
