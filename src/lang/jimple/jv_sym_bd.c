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

/* The narrowest width of 32, 64 and JV_SBD_WIDTH at which a value of `bits` and twice the
 * divisor's magnitude dm both fit as signed numbers: the solver divides narrower bit-vectors far
 * faster. 0 when none does. */
static unsigned div_width(int bits, term_u128 dm) {
  static const unsigned ws[] = {32, 64, JV_SBD_WIDTH};
  for (int i = 0; i < 3; i++)
    if (bits <= (int)ws[i] - 1 && dm < ((term_u128)1 << (ws[i] - 2))) return ws[i];
  return 0;
}

static term_u128 pow10v(int k) {
  term_u128 p = 1;
  for (int i = 0; i < k; i++) p *= 10;
  return p;
}

/* The quotient q toward zero (width w) moved one unit away from zero where mode says
 * (RoundingMode's Javadoc table), from the remainder r (its sign the dividend's), the exact
 * quotient's sign neg (where r != 0) and the divisor's magnitude ad (twice |r| against it: the
 * halfway cases). -1 for a mode not modelled. */
static int round_quotient(term_ctx *tc, unsigned w, term_ref q, term_ref r, term_ref neg, term_ref ad, jv_rmode mode,
                          term_ref *x, term_ref *inexact) {
  term_ref zero = kw(tc, w, 0), nz = term_not(tc, term_eq(tc, r, zero));
  term_ref ar = term_ite(tc, term_mk2(tc, OP_BVSLT, r, zero), term_mk1(tc, OP_BVNEG, r), r);
  term_ref twice = term_mk2(tc, OP_BVADD, ar, ar); /* < 2 |divisor|, which the width holds */
  term_ref gt = term_mk2(tc, OP_BVSGT, twice, ad), eq = term_eq(tc, twice, ad);
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
  away = term_and2(tc, away, nz);
  term_ref step = term_ite(tc, neg, kw(tc, w, ~(term_u128)0), kw(tc, w, 1));
  *x = term_ite(tc, away, term_mk2(tc, OP_BVADD, q, step), q);
  return 0;
}

/* u / D rounded by mode, D a constant of magnitude dm (!= 0) and sign dneg (the interpreter's
 * div_round): the quotient toward zero q and the remainder r (its sign the dividend's), then q
 * moves one unit away from zero (toward the exact quotient's sign) where the mode says
 * (RoundingMode's Javadoc table). *res: the result at JV_SBD_WIDTH; -1 when no width holds it. */
static int round_div(term_ctx *tc, term_ref u96, int bits, term_u128 dm, int dneg, jv_rmode mode, term_ref *res,
                     term_ref *inexact) {
  *inexact = term_false(tc);
  unsigned w = div_width(bits, dm);
  if (!w) return -1;
  term_ref u = w < JV_SBD_WIDTH ? term_extract(tc, w - 1, 0, u96) : u96, zero = kw(tc, w, 0);
  term_ref p = kw(tc, w, dneg ? (term_u128)0 - dm : dm);
  term_ref q = term_mk2(tc, OP_BVSDIV, u, p), r = term_mk2(tc, OP_BVSREM, u, p);
  term_ref uneg = term_mk2(tc, OP_BVSLT, u, zero);
  term_ref neg = dneg ? term_not(tc, uneg) : uneg; /* the exact quotient's sign, where r != 0 */
  term_ref x;
  if (round_quotient(tc, w, q, r, neg, kw(tc, w, dm), mode, &x, inexact) < 0) return -1;
  *res = w < JV_SBD_WIDTH ? term_sext(tc, JV_SBD_WIDTH - w, x) : x;
  return 0;
}

int jv_sbd_set_scale(term_ctx *tc, const jv_sbd *a, int n, jv_rmode mode, jv_sbd *out, term_ref *inexact) {
  *inexact = term_false(tc);
  if (n > JV_SBD_MAX_SCALE || n < -JV_SBD_MAX_SCALE) return -1;
  if (n >= a->scale) return raise(tc, a, n, out);
  int d = a->scale - n;
  term_ref res;
  if (d > 27 || round_div(tc, a->u, a->bits, pow10v(d), 0, mode, &res, inexact) < 0) return -1;
  /* |result| <= |u| (q moves only where r != 0, so |u| >= 1 and |q| < |u| / 10) */
  *out = (jv_sbd){res, n, a->bits > 0 ? a->bits : 1};
  return 0;
}

int jv_sbd_divide(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, int n, jv_rmode mode, jv_sbd *out, term_ref *inexact) {
  *inexact = term_false(tc);
  if (n > JV_SBD_MAX_SCALE || n < -JV_SBD_MAX_SCALE || !term_is_const(tc, b->u)) return -1;
  /* q = a.u * 10^(n - a.scale + b.scale) / b.u (the interpreter's divide_scaled) */
  term_u128 bv = term_bv_value(tc, b->u) & (((term_u128)1 << JV_SBD_WIDTH) - 1);
  int bneg = (int)(bv >> (JV_SBD_WIDTH - 1)) & 1;
  term_u128 bm = bneg ? (((term_u128)1 << JV_SBD_WIDTH) - bv) : bv;
  long e = (long)n - a->scale + b->scale;
  jv_sbd num = *a;
  if (e > 0) {
    if (raise(tc, a, a->scale + (int)e, &num) < 0) return -1;
  } else if (e < 0) {
    if (e < -27 || bm > (((term_u128)1 << 93) / pow10v((int)-e))) return -1;
    bm *= pow10v((int)-e);
  }
  term_ref res;
  if (round_div(tc, num.u, num.bits, bm, bneg, mode, &res, inexact) < 0) return -1;
  /* a divisor of -1 makes -2^bits 2^bits: one bit more */
  if (bneg && num.bits + 1 > JV_SBD_MAX_BITS) return -1;
  *out = (jv_sbd){res, n, bneg ? num.bits + 1 : num.bits > 0 ? num.bits : 1};
  return 0;
}

int jv_sbd_divide_var(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, int n, jv_rmode mode, jv_sbd *out, term_ref *inexact) {
  *inexact = term_false(tc);
  if (n > JV_SBD_MAX_SCALE || n < -JV_SBD_MAX_SCALE) return -1;
  /* q = a.u * 10^e / b.u for e = n - a.scale + b.scale >= 0, else a.u / (b.u * 10^-e) (the
   * interpreter's divide_scaled) */
  long e = (long)n - a->scale + b->scale;
  if (e > 28 || e < -28) return -1;
  jv_sbd num = *a, den = *b;
  if (e > 0 && raise(tc, a, a->scale + (int)e, &num) < 0) return -1;
  if (e < 0 && raise(tc, b, b->scale - (int)e, &den) < 0) return -1;
  /* a width where both fit signed and twice |remainder| < 2 |den| does too */
  int bits = (num.bits > den.bits ? num.bits : den.bits) + 2;
  unsigned w = bits <= 32 ? 32 : bits <= 64 ? 64 : bits <= JV_SBD_WIDTH ? JV_SBD_WIDTH : 0;
  if (!w) return -1;
  term_ref u = w < JV_SBD_WIDTH ? term_extract(tc, w - 1, 0, num.u) : num.u;
  term_ref d = w < JV_SBD_WIDTH ? term_extract(tc, w - 1, 0, den.u) : den.u, zero = kw(tc, w, 0);
  term_ref q = term_mk2(tc, OP_BVSDIV, u, d), r = term_mk2(tc, OP_BVSREM, u, d);
  term_ref uneg = term_mk2(tc, OP_BVSLT, u, zero), dneg = term_mk2(tc, OP_BVSLT, d, zero);
  term_ref neg = term_not(tc, term_eq(tc, uneg, dneg)); /* the exact quotient's sign, where r != 0 */
  term_ref ad = term_ite(tc, dneg, term_mk1(tc, OP_BVNEG, d), d);
  term_ref x;
  if (round_quotient(tc, w, q, r, neg, ad, mode, &x, inexact) < 0) return -1;
  /* |q| <= |num| (|den| >= 1; q moves only where r != 0, so |den| >= 2 and |q| <= |num| / 2),
   * but -2^bits / -1 is 2^bits: one bit more */
  if (num.bits + 1 > JV_SBD_MAX_BITS) return -1;
  *out = (jv_sbd){w < JV_SBD_WIDTH ? term_sext(tc, JV_SBD_WIDTH - w, x) : x, n, num.bits + 1};
  return 0;
}

term_ref jv_sbd_nonterminating(term_ctx *tc, const jv_sbd *a, const jv_sbd *b) {
  /* n / d has a finite decimal expansion exactly when d / gcd(n, d) is 2^i 5^j, i.e. when d
   * divides n * 10^K for some K; K = the bits of d is enough (i, j <= log2 |d|). Asked as
   * (n mod d) * (10^K mod d) mod d != 0, 10^K mod d by K steps of (m * 10) mod d. */
  /* |d| < 2^bb; (n mod d) * m < 2^(2 bb); m * 10 < 2^(bb + 4); |n| fits signed */
  int bb = b->bits + 1, need = 2 * bb + 1;
  if (a->bits + 2 > need) need = a->bits + 2;
  if (bb + 5 > need) need = bb + 5;
  if (need > JV_SBD_WIDTH) return TERM_NULL;
  unsigned w = need <= 32 ? 32 : need <= 64 ? 64 : JV_SBD_WIDTH;
  term_ref n = w < JV_SBD_WIDTH ? term_extract(tc, w - 1, 0, a->u) : a->u;
  term_ref d = w < JV_SBD_WIDTH ? term_extract(tc, w - 1, 0, b->u) : b->u;
  term_ref zero = kw(tc, w, 0);
  term_ref an = term_ite(tc, term_mk2(tc, OP_BVSLT, n, zero), term_mk1(tc, OP_BVNEG, n), n);
  term_ref ad = term_ite(tc, term_mk2(tc, OP_BVSLT, d, zero), term_mk1(tc, OP_BVNEG, d), d);
  term_ref m = term_mk2(tc, OP_BVUREM, kw(tc, w, 1), ad);
  for (int k = 0; k < b->bits; k++) m = term_mk2(tc, OP_BVUREM, term_mk2(tc, OP_BVMUL, m, kw(tc, w, 10)), ad);
  term_ref t = term_mk2(tc, OP_BVUREM, term_mk2(tc, OP_BVMUL, term_mk2(tc, OP_BVUREM, an, ad), m), ad);
  return term_not(tc, term_eq(tc, t, zero));
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
    unsigned w = a->scale > 27 ? 0 : div_width(a->bits, pow10v(a->scale));
    if (!w) return TERM_NULL;
    /* toward zero, at the narrowest width that holds the value (as setScale) */
    term_ref u = w < JV_SBD_WIDTH ? term_extract(tc, w - 1, 0, a->u) : a->u;
    i = term_mk2(tc, OP_BVSDIV, u, kw(tc, w, pow10v(a->scale)));
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
