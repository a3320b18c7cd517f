/* jv_sym_bd.c — java.math.BigDecimal on terms (jv_sym_bd.h): alignment of scales by powers of
 * ten, setScale's rounding modes as a quotient and remainder by a power of ten, compareTo against
 * equals. */
#include "lang/jimple/jv_sym_bd.h"

#include <stdint.h>
#include <string.h>

static const char *const modes[] = {"UP", "DOWN", "CEILING", "FLOOR", "HALF_UP", "HALF_DOWN", "HALF_EVEN", "UNNECESSARY"};

int jv_sbd_mode(const char *name) {
  for (int i = 0; i < 8; i++)
    if (!strcmp(name, modes[i])) return i;
  return -1;
}

/* v modulo 2^JV_SBD_WIDTH as a constant of the unscaled values' sort */
static term_ref k128(term_ctx *tc, term_u128 v) {
  return term_bv128(tc, JV_SBD_WIDTH, v & (((term_u128)1 << JV_SBD_WIDTH) - 1));
}

/* 10^k as a constant (k <= 28: 10^28 < 2^94). */
static term_ref pow10(term_ctx *tc, int k) {
  term_u128 p = 1;
  for (int i = 0; i < k; i++) p *= 10;
  return k128(tc, p);
}

/* ceil(log2(10^k)) bounded above by 4k: the bits a multiplication by 10^k adds. */
static int pow10_bits(int k) { return 4 * k; }

static int bitlen(term_u128 v) {
  int n = 0;
  while (v) n++, v >>= 1;
  return n;
}

/* The bound of a 64-bit term: an int widened to long (i2l) is in [-2^31, 2^31). */
static int term_bits(term_ctx *tc, term_ref x) {
  if (term_op_of(tc, x) == OP_SIGN_EXTEND) return 64 - (int)term_param(tc, x, 0) - 1;
  if (term_is_const(tc, x)) {
    int64_t v = term_bv_svalue(tc, x);
    return v == INT64_MIN ? 63 : bitlen((term_u128)(v < 0 ? -v : v));
  }
  return 63;
}

jv_sbd jv_sbd_of_long(term_ctx *tc, term_ref x, int scale) {
  return (jv_sbd){term_sext(tc, JV_SBD_WIDTH - 64, x), scale, term_bits(tc, x)};
}

int jv_sbd_of_text(term_ctx *tc, const char *s, jv_sbd *out) {
  /* BigDecimal(String): an optional sign, digits with an optional '.', no exponent here; the scale
   * is the number of digits after the point */
  int neg = 0, scale = 0, digits = 0, point = 0;
  term_u128 u = 0;
  if (*s == '-' || *s == '+') neg = *s++ == '-';
  for (; *s; s++) {
    if (*s == '.' && !point) {
      point = 1;
      continue;
    }
    if (*s < '0' || *s > '9' || ++digits > 36) return -1;
    u = u * 10 + (term_u128)(*s - '0');
    scale += point;
  }
  if (!digits) return -1;
  *out = (jv_sbd){k128(tc, neg ? (term_u128)0 - u : u), scale, bitlen(u)};
  return 0;
}

/* a's unscaled value at scale n >= a->scale (times 10^(n - scale)); -1 past the bound */
static int raise(term_ctx *tc, const jv_sbd *a, int n, jv_sbd *out) {
  int d = n - a->scale;
  if (d == 0) return *out = *a, 0;
  if (d < 0 || d > 28 || a->bits + pow10_bits(d) > JV_SBD_MAX_BITS) return -1;
  *out = (jv_sbd){term_mk2(tc, OP_BVMUL, a->u, pow10(tc, d)), n, a->bits + pow10_bits(d)};
  return 0;
}

static int align(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, jv_sbd *x, jv_sbd *y) {
  int n = a->scale > b->scale ? a->scale : b->scale;
  return raise(tc, a, n, x) < 0 || raise(tc, b, n, y) < 0 ? -1 : 0;
}

int jv_sbd_add(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, int sub, jv_sbd *out) {
  /* the result's scale is the larger of the two (Javadoc: max(this.scale(), augend.scale())) */
  jv_sbd x, y;
  if (align(tc, a, b, &x, &y) < 0) return -1;
  int bits = (x.bits > y.bits ? x.bits : y.bits) + 1;
  if (bits > JV_SBD_MAX_BITS) return -1;
  *out = (jv_sbd){term_mk2(tc, sub ? OP_BVSUB : OP_BVADD, x.u, y.u), x.scale, bits};
  return 0;
}

int jv_sbd_mul(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, jv_sbd *out) {
  /* scale this.scale() + multiplicand.scale() */
  long sc = (long)a->scale + b->scale;
  /* (-2^a)(-2^b) = 2^(a+b) needs a bit more */
  if (a->bits + b->bits + 1 > JV_SBD_MAX_BITS || sc > JV_SBD_MAX_SCALE || sc < -JV_SBD_MAX_SCALE) return -1;
  *out = (jv_sbd){term_mk2(tc, OP_BVMUL, a->u, b->u), (int)sc, a->bits + b->bits + 1};
  return 0;
}

/* -(-2^bits) needs one bit more */
int jv_sbd_negate(term_ctx *tc, const jv_sbd *a, jv_sbd *out) {
  if (a->bits + 1 > JV_SBD_MAX_BITS) return -1;
  *out = (jv_sbd){term_mk1(tc, OP_BVNEG, a->u), a->scale, a->bits + 1};
  return 0;
}

static term_ref is_neg(term_ctx *tc, term_ref u) { return term_mk2(tc, OP_BVSLT, u, k128(tc, 0)); }

int jv_sbd_abs(term_ctx *tc, const jv_sbd *a, jv_sbd *out) {
  if (a->bits + 1 > JV_SBD_MAX_BITS) return -1;
  *out = (jv_sbd){term_ite(tc, is_neg(tc, a->u), term_mk1(tc, OP_BVNEG, a->u), a->u), a->scale, a->bits + 1};
  return 0;
}

/* v modulo 2^w as a w-bit constant */
static term_ref kw(term_ctx *tc, unsigned w, term_u128 v) {
  return term_bv128(tc, w, w >= 128 ? v : v & (((term_u128)1 << w) - 1));
}

/* The narrowest width of 32, 64 and JV_SBD_WIDTH at which a value of `bits` and 2 * 10^d both
 * fit as signed numbers: the solver divides narrower bit-vectors far faster. */
static unsigned div_width(int bits, int d) {
  term_u128 p2 = 2;
  for (int i = 0; i < d; i++) p2 *= 10;
  static const unsigned ws[] = {32, 64, JV_SBD_WIDTH};
  for (int i = 0; i < 3; i++)
    if (bits <= (int)ws[i] - 1 && p2 < ((term_u128)1 << (ws[i] - 1))) return ws[i];
  return 0;
}

int jv_sbd_set_scale(term_ctx *tc, const jv_sbd *a, int n, jv_rmode mode, jv_sbd *out, term_ref *inexact) {
  *inexact = term_false(tc);
  if (n > JV_SBD_MAX_SCALE || n < -JV_SBD_MAX_SCALE) return -1;
  if (n >= a->scale) return raise(tc, a, n, out);
  int d = a->scale - n;
  unsigned w = d > 27 ? 0 : div_width(a->bits, d);
  if (!w) return -1;
  /* q, r: the quotient toward zero and the remainder (its sign the dividend's) by 10^d, at width
   * w; the mode then says whether q moves one unit away from zero (RoundingMode's Javadoc table) */
  term_u128 pv = 1;
  for (int i = 0; i < d; i++) pv *= 10;
  term_ref u = w < JV_SBD_WIDTH ? term_extract(tc, w - 1, 0, a->u) : a->u, p = kw(tc, w, pv), zero = kw(tc, w, 0);
  term_ref q = term_mk2(tc, OP_BVSDIV, u, p), r = term_mk2(tc, OP_BVSREM, u, p);
  term_ref nz = term_not(tc, term_eq(tc, r, zero)), neg = term_mk2(tc, OP_BVSLT, u, zero);
  term_ref ar = term_ite(tc, term_mk2(tc, OP_BVSLT, r, zero), term_mk1(tc, OP_BVNEG, r), r);
  term_ref twice = term_mk2(tc, OP_BVADD, ar, ar); /* < 2 * 10^d, which fits (div_width) */
  term_ref gt = term_mk2(tc, OP_BVSGT, twice, p), eq = term_eq(tc, twice, p);
  term_ref odd = term_eq(tc, term_extract(tc, 0, 0, q), term_bv(tc, 1, 1));
  term_ref away;
  switch (mode) {
  case JV_RM_UP: away = nz; break;
  case JV_RM_DOWN: away = term_false(tc); break;
  case JV_RM_CEILING: away = term_and2(tc, nz, term_not(tc, neg)); break;
  case JV_RM_FLOOR: away = term_and2(tc, nz, neg); break;
  case JV_RM_HALF_UP: away = term_or2(tc, gt, eq); break;
  case JV_RM_HALF_DOWN: away = gt; break;
  case JV_RM_HALF_EVEN: away = term_or2(tc, gt, term_and2(tc, eq, odd)); break;
  case JV_RM_UNNECESSARY: away = term_false(tc), *inexact = nz; break;
  default: return -1;
  }
  term_ref step = term_ite(tc, neg, kw(tc, w, ~(term_u128)0), kw(tc, w, 1));
  term_ref res = term_ite(tc, away, term_mk2(tc, OP_BVADD, q, step), q);
  if (w < JV_SBD_WIDTH) res = term_sext(tc, JV_SBD_WIDTH - w, res);
  /* |q| + 1 <= |u| wherever q moves (then r != 0, so |u| >= 1 and |q| < |u| / 10) */
  *out = (jv_sbd){res, n, a->bits > 0 ? a->bits : 1};
  return 0;
}

term_ref jv_sbd_compare(term_ctx *tc, const jv_sbd *a, const jv_sbd *b) {
  jv_sbd x, y;
  if (align(tc, a, b, &x, &y) < 0) return TERM_NULL;
  return term_ite(tc, term_mk2(tc, OP_BVSLT, x.u, y.u), term_bv(tc, 32, 0xffffffffu),
                  term_ite(tc, term_eq(tc, x.u, y.u), term_bv(tc, 32, 0), term_bv(tc, 32, 1)));
}

term_ref jv_sbd_equals(term_ctx *tc, const jv_sbd *a, const jv_sbd *b) {
  /* "equal in value and scale (thus 2.0 is not equal to 2.00 when compared by this method)" */
  return a->scale != b->scale ? term_false(tc) : term_eq(tc, a->u, b->u);
}

term_ref jv_sbd_signum(term_ctx *tc, const jv_sbd *a) {
  return term_ite(tc, is_neg(tc, a->u), term_bv(tc, 32, 0xffffffffu),
                  term_ite(tc, term_eq(tc, a->u, k128(tc, 0)), term_bv(tc, 32, 0), term_bv(tc, 32, 1)));
}

term_ref jv_sbd_narrow(term_ctx *tc, const jv_sbd *a, unsigned width) {
  term_ref i;
  if (a->scale > 0) {
    unsigned w = a->scale > 27 ? 0 : div_width(a->bits, a->scale);
    if (!w) return TERM_NULL;
    /* toward zero, at the narrowest width that holds the value (as setScale) */
    term_u128 pv = 1;
    for (int k = 0; k < a->scale; k++) pv *= 10;
    term_ref u = w < JV_SBD_WIDTH ? term_extract(tc, w - 1, 0, a->u) : a->u;
    i = term_mk2(tc, OP_BVSDIV, u, kw(tc, w, pv));
    if (w < JV_SBD_WIDTH) i = term_sext(tc, JV_SBD_WIDTH - w, i);
  } else {
    jv_sbd x;
    if (raise(tc, a, 0, &x) < 0) return TERM_NULL;
    i = x.u;
  }
  return term_extract(tc, width - 1, 0, i);
}

term_ref jv_sbd_text(term_ctx *tc, const jv_sbd *a) {
  return term_mk2(tc, OP_CONCAT, term_bv(tc, 32, (uint64_t)(uint32_t)a->scale), a->u);
}
