/* jv_sym_str.c — built Strings on terms (jv_sym_str.h): concatenation and cuts as units selected
 * by the operands' symbolic lengths, the decimal text of an int digit by digit. */
#include "lang/jimple/jv_sym_str.h"

static term_ref k32(term_ctx *tc, long v) { return term_bv(tc, 32, (uint64_t)(uint32_t)v); }
static term_ref lt(term_ctx *tc, term_ref x, term_ref y) { return term_mk2(tc, OP_BVULT, x, y); }

static jv_sstr mk(arena *a, int cap, term_ref len) {
  jv_sstr s = {cap, len, arena_alloc(a, sizeof(term_ref) * (size_t)(cap + 1))};
  return s;
}

jv_sstr jv_sstr_lit(term_ctx *tc, arena *a, const uint16_t *u, int n) {
  jv_sstr s = mk(a, n, k32(tc, n));
  for (int k = 0; k < n; k++) s.e[k] = k32(tc, u[k]);
  return s;
}

/* The bits an unsigned value below 2^w / 10^i needs (at least 4). */
static unsigned width_after(unsigned w, int i) {
  long double v = 1.0L;
  for (unsigned k = 0; k < w; k++) v *= 2.0L;
  for (int k = 0; k < i; k++) v /= 10.0L;
  unsigned n = 4;
  long double p = 16.0L;
  while (p < v) p *= 2.0L, n++;
  return n < w ? n : w;
}

/* The n low decimal digits of q (q < 2^qw) as units '0' + d, least significant first, into dig;
 * nz[i] (Bool) where q / 10^i is not 0, for i in 1..n-1. The digit q_i - 10 * (q_i / 10) is below
 * 10: its low 4 bits are all of it, and '0' + d is 0x30 | d, which keeps a digit's range visible
 * to the solver bit by bit. q_i = q / 10^i by successive divisions by 10, each on the bits q_i
 * can still have (a divider's size grows with the square of its width). */
static void digits_of(term_ctx *tc, term_ref q, unsigned qw, int n, term_ref *dig, term_ref *nz) {
  unsigned w0 = qw;
  for (int i = 0; i < n; i++) {
    term_ref nq = term_mk2(tc, OP_BVUDIV, q, term_bv(tc, qw, 10));
    term_ref d = term_mk2(tc, OP_BVSUB, q, term_mk2(tc, OP_BVMUL, nq, term_bv(tc, qw, 10)));
    dig[i] = term_mk2(tc, OP_CONCAT, term_bv(tc, 28, 3), term_extract(tc, 3, 0, d));
    if (i + 1 == n) break;
    unsigned nw = width_after(w0, i + 1);
    q = nw < qw ? term_extract(tc, nw - 1, 0, nq) : nq;
    qw = nw;
    nz[i + 1] = term_not(tc, term_eq(tc, q, term_bv(tc, qw, 0)));
  }
}

/* The decimal digits of x's magnitude (dig, least significant first, nd of them: 10 for an int,
 * 19 for a long), how many the magnitude has without leading zeros (*ndig, 32 bits, at least 1)
 * and whether x is negative (*neg). Digits at or past *ndig are '0'. */
static int mag_digits(term_ctx *tc, term_ref x, unsigned w, term_ref *dig, term_ref *ndig, term_ref *neg) {
  int nd = w == 32 ? 10 : 19;
  term_ref zero = term_bv(tc, w, 0);
  *neg = term_mk2(tc, OP_BVSLT, x, zero);
  term_ref u = term_ite(tc, *neg, term_mk1(tc, OP_BVNEG, x), x); /* MIN_VALUE: 2^(w-1) read unsigned */
  term_ref nz[20];
  if (w == 32) digits_of(tc, u, 32, 10, dig, nz);
  else {
    /* a long's magnitude (at most 2^63) as hi * 10^9 + lo: two chains of about 32 bits cost
     * less than one of 64 */
    term_ref p9 = term_bv(tc, 64, 1000000000u);
    term_ref hi = term_mk2(tc, OP_BVUDIV, u, p9);
    term_ref lo = term_extract(tc, 29, 0, term_mk2(tc, OP_BVSUB, u, term_mk2(tc, OP_BVMUL, hi, p9)));
    term_ref hi34 = term_extract(tc, 33, 0, hi); /* 2^63 / 10^9 < 2^34 */
    term_ref nzl[10], nzh[10];
    digits_of(tc, lo, 30, 9, dig, nzl);
    digits_of(tc, hi34, 34, 10, dig + 9, nzh);
    term_ref hnz = term_not(tc, term_eq(tc, hi34, term_bv(tc, 34, 0)));
    for (int i = 1; i < 9; i++) nz[i] = term_or2(tc, hnz, nzl[i]);
    nz[9] = hnz;
    for (int i = 10; i < 19; i++) nz[i] = nzh[i - 9];
  }
  *ndig = k32(tc, 1);
  for (int i = 1; i < nd; i++) *ndig = term_mk2(tc, OP_BVADD, *ndig, term_ite(tc, nz[i], k32(tc, 1), k32(tc, 0)));
  return nd;
}

/* digit index j (a 32-bit term) of dig[0..n), '0' past them */
static term_ref digit_at(term_ctx *tc, const term_ref *dig, int nd, int n, term_ref j) {
  term_ref v = dig[0];
  for (int i = 1; i < n; i++) v = term_ite(tc, term_eq(tc, j, k32(tc, i)), i < nd ? dig[i] : k32(tc, '0'), v);
  return v;
}

jv_sstr jv_sstr_int(term_ctx *tc, arena *a, term_ref x, unsigned w) {
  /* Long.toString of a long that is an int widened (JLS 5.1.2 keeps the value) is Integer.toString
   * of that int: one term for both, which the checks then see as equal without the digits */
  if (w == 64 && term_op_of(tc, x) == OP_SIGN_EXTEND && term_param(tc, x, 0) == 32) return jv_sstr_int(tc, a, term_arg(tc, x, 0), 32);
  /* JLS 15.18.1.1 / Integer.toString: '-' for a negative value, the magnitude's digits */
  term_ref dig[20], ndig, neg;
  int nd = mag_digits(tc, x, w, dig, &ndig, &neg);
  term_ref sgn = term_ite(tc, neg, k32(tc, 1), k32(tc, 0));
  jv_sstr s = mk(a, nd + 1, term_mk2(tc, OP_BVADD, ndig, sgn));
  for (int k = 0; k <= nd; k++) {
    /* unit k shows digit ndig - 1 - k + sign (counted from the least significant) */
    term_ref v = digit_at(tc, dig, nd, nd, term_mk2(tc, OP_BVSUB, term_mk2(tc, OP_BVADD, ndig, sgn), k32(tc, k + 1)));
    s.e[k] = k ? v : term_ite(tc, neg, k32(tc, '-'), v);
  }
  return s;
}

/* x (64 bits) as the int it widens, where it is one (a sign extension of 32 bits, possibly cut
 * from a wider one), else TERM_NULL: its digits are then the int's, the terms "" + i makes */
static term_ref int_widened(term_ctx *tc, term_ref x) {
  for (int depth = 0; depth < 4; depth++) {
    term_op op = term_op_of(tc, x);
    if (op == OP_SIGN_EXTEND) {
      term_ref in = term_arg(tc, x, 0);
      if (term_sort_width(tc, term_sort_of(tc, in)) == 32) return in;
      x = in;
    } else if (op == OP_EXTRACT && term_param(tc, x, 1) == 0) {
      term_ref in = term_arg(tc, x, 0);
      /* the low bits of a sign extension of 32 bits are a sign extension of those 32 bits */
      if (term_op_of(tc, in) != OP_SIGN_EXTEND || term_param(tc, x, 0) < 31) return TERM_NULL;
      x = in;
    } else {
      return TERM_NULL;
    }
  }
  return TERM_NULL;
}

int jv_sstr_plain(term_ctx *tc, arena *a, term_ref x, int scale, jv_sstr *out) {
  /* BigDecimal.toPlainString for scale >= 0: the unscaled value's digits, at least scale + 1 of
   * them (leading zeros), a '.' before the last `scale` (none for scale 0), '-' first where negative */
  term_ref dig[20], ndig, neg;
  term_ref xi = int_widened(tc, x);
  int nd = xi != TERM_NULL ? mag_digits(tc, xi, 32, dig, &ndig, &neg) : mag_digits(tc, x, 64, dig, &ndig, &neg);
  if (scale < 0) {
    /* a negative scale: the digits, then -scale zeros (no point); zero is "0" whatever its scale
     * (OpenJDK 17's toPlainString, checked on the JVM: valueOf(0, -3) gives "0", valueOf(-12, -2)
     * "-1200") */
    int z = -scale, cap = 1 + nd + z;
    if (z > JV_SSTR_MAX || cap > JV_SSTR_MAX) return -1;
    term_ref sgn = term_ite(tc, neg, k32(tc, 1), k32(tc, 0));
    term_ref is0 = xi != TERM_NULL ? term_eq(tc, xi, k32(tc, 0)) : term_eq(tc, x, term_bv(tc, 64, 0));
    *out = mk(a, cap, term_ite(tc, is0, k32(tc, 1), term_mk2(tc, OP_BVADD, term_mk2(tc, OP_BVADD, sgn, ndig), k32(tc, z))));
    for (int k = 0; k < cap; k++) {
      term_ref p = term_mk2(tc, OP_BVSUB, k32(tc, k), sgn);
      term_ref v = term_ite(tc, term_mk2(tc, OP_BVULT, p, ndig),
                            digit_at(tc, dig, nd, nd, term_mk2(tc, OP_BVSUB, ndig, term_mk2(tc, OP_BVADD, p, k32(tc, 1)))),
                            k32(tc, '0'));
      out->e[k] = k ? v : term_ite(tc, neg, k32(tc, '-'), v);
    }
    return 0;
  }
  int n = nd > scale + 1 ? nd : scale + 1, cap = 1 + n + (scale > 0);
  if (cap > JV_SSTR_MAX) return -1;
  term_ref m = term_ite(tc, term_mk2(tc, OP_BVUGT, ndig, k32(tc, scale + 1)), ndig, k32(tc, scale + 1));
  term_ref sgn = term_ite(tc, neg, k32(tc, 1), k32(tc, 0));
  term_ref intlen = term_mk2(tc, OP_BVSUB, m, k32(tc, scale));
  *out = mk(a, cap, term_mk2(tc, OP_BVADD, term_mk2(tc, OP_BVADD, m, sgn), k32(tc, scale > 0)));
  for (int k = 0; k < cap; k++) {
    term_ref p = term_mk2(tc, OP_BVSUB, k32(tc, k), sgn);
    term_ref before = term_mk2(tc, OP_BVULT, p, intlen);
    /* before the point: digit m - 1 - p; after it: digit m - p */
    term_ref j = term_mk2(tc, OP_BVSUB, m, term_ite(tc, before, term_mk2(tc, OP_BVADD, p, k32(tc, 1)), p));
    term_ref v = digit_at(tc, dig, nd, n, j);
    if (scale > 0) v = term_ite(tc, term_eq(tc, p, intlen), k32(tc, '.'), v);
    out->e[k] = k ? v : term_ite(tc, neg, k32(tc, '-'), v);
  }
  return 0;
}

jv_sstr jv_sstr_char(term_ctx *tc, arena *a, term_ref c) {
  jv_sstr s = mk(a, 1, k32(tc, 1));
  s.e[0] = c;
  return s;
}

jv_sstr jv_sstr_bool(term_ctx *tc, arena *a, term_ref b) {
  static const char t[] = "true", f[] = "false";
  term_ref is = term_not(tc, term_eq(tc, b, k32(tc, 0)));
  jv_sstr s = mk(a, 5, term_ite(tc, is, k32(tc, 4), k32(tc, 5)));
  for (int k = 0; k < 5; k++) s.e[k] = term_ite(tc, is, k32(tc, k < 4 ? t[k] : 0), k32(tc, f[k]));
  return s;
}

jv_sstr jv_sstr_concat(term_ctx *tc, arena *a, const jv_sstr *x, const jv_sstr *y, term_ref *over) {
  int cap = x->cap + y->cap;
  term_ref len = term_mk2(tc, OP_BVADD, x->len, y->len);
  *over = term_false(tc);
  if (cap > JV_SSTR_MAX) {
    cap = JV_SSTR_MAX;
    *over = term_mk2(tc, OP_BVUGT, len, k32(tc, JV_SSTR_MAX));
  }
  jv_sstr s = mk(a, cap, len);
  int xconst = term_is_const(tc, x->len);
  long xl = xconst ? (long)term_bv_value(tc, x->len) : -1;
  for (int k = 0; k < cap; k++) {
    if (xconst) {
      s.e[k] = k < xl ? x->e[k] : k - xl < y->cap ? y->e[k - xl] : k32(tc, 0);
      continue;
    }
    /* y's unit k - x.len, for the x lengths that put one of y's units here */
    term_ref v = k32(tc, 0);
    for (int j = 0; j < y->cap && j <= k; j++)
      if (k - j <= x->cap) v = term_ite(tc, term_eq(tc, x->len, k32(tc, k - j)), y->e[j], v);
    s.e[k] = k < x->cap ? term_ite(tc, lt(tc, k32(tc, k), x->len), x->e[k], v) : v;
  }
  return s;
}

term_ref jv_sstr_at(term_ctx *tc, const jv_sstr *t, term_ref ix) {
  if (!t->cap) return k32(tc, 0);
  if (term_is_const(tc, ix)) {
    uint64_t i = term_bv_value(tc, ix);
    return i < (uint64_t)t->cap ? t->e[i] : k32(tc, 0);
  }
  term_ref v = t->e[0];
  for (int k = 1; k < t->cap; k++) v = term_ite(tc, term_eq(tc, ix, k32(tc, k)), t->e[k], v);
  return v;
}

jv_sstr jv_sstr_sub(term_ctx *tc, arena *a, const jv_sstr *t, term_ref b, term_ref e) {
  jv_sstr s = mk(a, t->cap, term_mk2(tc, OP_BVSUB, e, b));
  /* jv_sstr_at of a constant index is the unit itself */
  for (int k = 0; k < t->cap; k++) s.e[k] = jv_sstr_at(tc, t, term_mk2(tc, OP_BVADD, b, k32(tc, k)));
  return s;
}

jv_sstr jv_sstr_reverse(term_ctx *tc, arena *a, const jv_sstr *t, term_ref *surr) {
  jv_sstr s = mk(a, t->cap, t->len);
  *surr = term_false(tc);
  for (int k = 0; k < t->cap; k++) {
    term_ref in = lt(tc, k32(tc, k), t->len);
    term_ref hi = term_mk2(tc, OP_BVSUB, t->e[k], k32(tc, 0xd800));
    *surr = term_or2(tc, *surr, term_and2(tc, in, lt(tc, hi, k32(tc, 0x800))));
    /* unit len - 1 - k */
    s.e[k] = jv_sstr_at(tc, t, term_mk2(tc, OP_BVSUB, t->len, k32(tc, k + 1)));
  }
  return s;
}

jv_sstr jv_sstr_set_length(term_ctx *tc, arena *a, const jv_sstr *t, term_ref n, term_ref *over) {
  *over = term_mk2(tc, OP_BVUGT, n, k32(tc, JV_SSTR_MAX));
  int cap = term_is_const(tc, n) && term_bv_value(tc, n) <= JV_SSTR_MAX ? (int)term_bv_value(tc, n) : JV_SSTR_MAX;
  if (cap < t->cap && !term_is_const(tc, n)) cap = t->cap;
  jv_sstr s = mk(a, cap, n);
  for (int k = 0; k < cap; k++)
    s.e[k] = k < t->cap ? term_ite(tc, lt(tc, k32(tc, k), t->len), t->e[k], k32(tc, 0)) : k32(tc, 0);
  return s;
}

jv_sstr jv_sstr_trim(term_ctx *tc, arena *a, const jv_sstr *t) {
  term_ref st = t->len;
  for (int k = t->cap - 1; k >= 0; k--)
    st = term_ite(tc, term_and2(tc, lt(tc, k32(tc, k), t->len), term_mk2(tc, OP_BVUGT, t->e[k], k32(tc, ' '))), k32(tc, k), st);
  term_ref en = st;
  for (int k = 0; k < t->cap; k++)
    en = term_ite(tc, term_and2(tc, lt(tc, k32(tc, k), t->len), term_mk2(tc, OP_BVUGT, t->e[k], k32(tc, ' '))), k32(tc, k + 1), en);
  return jv_sstr_sub(tc, a, t, st, en);
}

jv_sstr jv_sstr_case(term_ctx *tc, arena *a, const jv_sstr *t, int upper, term_ref *nonascii) {
  jv_sstr s = mk(a, t->cap, t->len);
  *nonascii = term_false(tc);
  long from = upper ? 'a' : 'A';
  for (int k = 0; k < t->cap; k++) {
    term_ref c = t->e[k];
    *nonascii = term_or2(tc, *nonascii, term_and2(tc, lt(tc, k32(tc, k), t->len), term_mk2(tc, OP_BVUGE, c, k32(tc, 0x80))));
    term_ref in = lt(tc, term_mk2(tc, OP_BVSUB, c, k32(tc, from)), k32(tc, 26));
    s.e[k] = term_ite(tc, in, upper ? term_mk2(tc, OP_BVSUB, c, k32(tc, 32)) : term_mk2(tc, OP_BVADD, c, k32(tc, 32)), c);
  }
  return s;
}

term_ref jv_sstr_index_of(term_ctx *tc, const jv_sstr *t, const jv_sstr *u) {
  term_ref r = k32(tc, -1);
  for (int i = t->cap; i >= 0; i--) {
    /* u fits at i and each of its units equals t's */
    term_ref m = term_mk2(tc, OP_BVULE, term_mk2(tc, OP_BVADD, u->len, k32(tc, i)), t->len);
    for (int j = 0; j < u->cap; j++) {
      term_ref past = term_mk2(tc, OP_BVUGE, k32(tc, j), u->len);
      term_ref same = i + j < t->cap ? term_eq(tc, t->e[i + j], u->e[j]) : term_false(tc);
      m = term_and2(tc, m, term_or2(tc, past, same));
    }
    r = term_ite(tc, m, k32(tc, i), r);
  }
  return r;
}

term_ref jv_sstr_index_of_char(term_ctx *tc, const jv_sstr *t, term_ref ch) {
  term_ref r = k32(tc, -1);
  for (int i = t->cap - 1; i >= 0; i--)
    r = term_ite(tc, term_and2(tc, lt(tc, k32(tc, i), t->len), term_eq(tc, t->e[i], ch)), k32(tc, i), r);
  return r;
}

term_ref jv_sstr_unit16(term_ctx *tc, const jv_sstr *t, int k) {
  if (k >= t->cap) return term_bv(tc, 16, 0);
  return term_ite(tc, lt(tc, k32(tc, k), t->len), term_extract(tc, 15, 0, t->e[k]), term_bv(tc, 16, 0));
}
