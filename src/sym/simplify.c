/* simplify.c — construction-time rewrites: constant folding with the exact SMT-LIB semantics
 * (bit-vectors wrap mod 2^w, division by zero is total as SMT-LIB 2.6 defines it) and local
 * identities. Every rule must be an equivalence in all models; tests compare with Z3. */
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "sym/term_int.h"

#define IS(t, o) (term_op_of(c, (t)) == (o))
#define ISBV(t) IS(t, OP_BV_CONST)
#define VAL(t) term_bv_value(c, (t))

static unsigned wof(term_ctx *c, term_ref t) { return term_sort_width(c, term_sort_of(c, t)); }

/* ---- bit-vector folding (SMT-LIB 2.6 FixedSizeBitVectors definitions) ---- */

static term_u128 bv_udiv(term_u128 a, term_u128 b, unsigned w) {
  return b == 0 ? term_mask(w) : a / b; /* bvudiv by zero is all ones */
}
static term_u128 bv_urem(term_u128 a, term_u128 b) { return b == 0 ? a : a % b; }
static term_u128 bv_neg(term_u128 a, unsigned w) { return (0 - a) & term_mask(w); }

/* bvsdiv/bvsrem/bvsmod are defined through bvudiv/bvurem on magnitudes by the standard. */
static term_u128 bv_sdiv(term_u128 s, term_u128 t, unsigned w) {
  int ns = term_neg(s, w), nt = term_neg(t, w);
  term_u128 as = ns ? bv_neg(s, w) : s, at = nt ? bv_neg(t, w) : t;
  term_u128 q = bv_udiv(as, at, w);
  return ns != nt ? bv_neg(q, w) : q;
}
static term_u128 bv_srem(term_u128 s, term_u128 t, unsigned w) {
  int ns = term_neg(s, w), nt = term_neg(t, w);
  term_u128 as = ns ? bv_neg(s, w) : s, at = nt ? bv_neg(t, w) : t;
  term_u128 r = bv_urem(as, at);
  return ns ? bv_neg(r, w) : r;
}
static term_u128 bv_smod(term_u128 s, term_u128 t, unsigned w) {
  int ns = term_neg(s, w), nt = term_neg(t, w);
  term_u128 as = ns ? bv_neg(s, w) : s, at = nt ? bv_neg(t, w) : t;
  term_u128 u = bv_urem(as, at);
  if (u == 0 || (!ns && !nt)) return u;
  if (ns && !nt) return (bv_neg(u, w) + t) & term_mask(w);
  if (!ns && nt) return (u + t) & term_mask(w);
  return bv_neg(u, w);
}
static term_u128 bv_shl(term_u128 a, term_u128 b, unsigned w) {
  return b >= w ? 0 : (a << (unsigned)b) & term_mask(w);
}
static term_u128 bv_lshr(term_u128 a, term_u128 b, unsigned w) {
  return b >= w ? 0 : a >> (unsigned)b;
}
static term_u128 bv_ashr(term_u128 a, term_u128 b, unsigned w) {
  int n = term_neg(a, w);
  if (b >= w) return n ? term_mask(w) : 0;
  term_u128 r = a >> (unsigned)b;
  if (n) r |= term_mask(w) & ~(term_mask(w) >> (unsigned)b);
  return r;
}
/* Signed order as unsigned order after flipping the sign bit. */
static int bv_slt(term_u128 a, term_u128 b, unsigned w) {
  term_u128 s = (term_u128)1 << (w - 1);
  return (a ^ s) < (b ^ s);
}

/* Folds a binary bit-vector operator on constants; returns a term. */
static term_ref fold_bv2(term_ctx *c, term_op op, term_u128 a, term_u128 b, unsigned w) {
  term_u128 m = term_mask(w), r;
  switch (op) {
  case OP_BVADD: r = a + b; break;
  case OP_BVSUB: r = a - b; break;
  case OP_BVMUL: r = a * b; break;
  case OP_BVUDIV: r = bv_udiv(a, b, w); break;
  case OP_BVUREM: r = bv_urem(a, b); break;
  case OP_BVSDIV: r = bv_sdiv(a, b, w); break;
  case OP_BVSREM: r = bv_srem(a, b, w); break;
  case OP_BVSMOD: r = bv_smod(a, b, w); break;
  case OP_BVAND: r = a & b; break;
  case OP_BVOR: r = a | b; break;
  case OP_BVXOR: r = a ^ b; break;
  case OP_BVSHL: r = bv_shl(a, b, w); break;
  case OP_BVLSHR: r = bv_lshr(a, b, w); break;
  case OP_BVASHR: r = bv_ashr(a, b, w); break;
  case OP_BVULT: return term_bool(c, a < b);
  case OP_BVULE: return term_bool(c, a <= b);
  case OP_BVSLT: return term_bool(c, bv_slt(a, b, w));
  case OP_BVSLE: return term_bool(c, !bv_slt(b, a, w));
  default: return TERM_NULL;
  }
  return term_bv128(c, w, r & m);
}

/* ---- floating-point constants (IEEE 754 §3.4 interchange encoding) ---- */

typedef struct fpk {
  int nan, inf, zero, sub, neg;
} fpk;

static fpk fp_classify(term_ctx *c, term_ref t) {
  term_sort s = term_sort_of(c, t);
  unsigned eb = term_sort_fp_eb(c, s), sb = term_sort_fp_sb(c, s), tw = sb - 1;
  term_u128 v = VAL(t), e = (v >> tw) & term_mask(eb), f = v & term_mask(tw);
  fpk k = {0, 0, 0, 0, (int)((v >> (eb + tw)) & 1)};
  k.nan = e == term_mask(eb) && f != 0;
  k.inf = e == term_mask(eb) && f == 0;
  k.zero = e == 0 && f == 0;
  k.sub = e == 0 && f != 0;
  return k;
}

/* Order of two non-NaN constants: -1, 0, 1 (both zeros compare equal, IEEE 754 §5.11). */
static int fp_cmp(term_ctx *c, term_ref a, term_ref b) {
  fpk ka = fp_classify(c, a), kb = fp_classify(c, b);
  if (ka.zero && kb.zero) return 0;
  unsigned tot = wof(c, a);
  term_u128 ma = VAL(a) & term_mask(tot - 1), mb = VAL(b) & term_mask(tot - 1);
  /* Map sign-magnitude to a signed key: negative values reverse their magnitude order. */
  int sa = ka.zero ? 0 : ka.neg ? -1 : 1, sbg = kb.zero ? 0 : kb.neg ? -1 : 1;
  if (sa != sbg) return sa < sbg ? -1 : 1;
  if (ma == mb) return 0;
  int lt = ma < mb;
  if (sa < 0) lt = !lt;
  return lt ? -1 : 1;
}

static term_ref fold_fp(term_ctx *c, term_op op, const term_ref *a, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (!IS(a[i], OP_FP_CONST)) return TERM_NULL;
  term_sort s = term_sort_of(c, a[0]);
  unsigned eb = term_sort_fp_eb(c, s), sb = term_sort_fp_sb(c, s), tot = eb + sb;
  fpk k = fp_classify(c, a[0]);
  switch (op) {
  case OP_FP_ISNAN: return term_bool(c, k.nan);
  case OP_FP_ISINF: return term_bool(c, k.inf);
  case OP_FP_ISZERO: return term_bool(c, k.zero);
  case OP_FP_ISSUB: return term_bool(c, k.sub);
  case OP_FP_ISNORMAL: return term_bool(c, !k.nan && !k.inf && !k.zero && !k.sub);
  case OP_FP_ISNEG: return term_bool(c, !k.nan && k.neg);
  case OP_FP_ISPOS: return term_bool(c, !k.nan && !k.neg);
  case OP_FP_NEG: /* flips the sign; the single SMT-LIB NaN stays NaN */
    return k.nan ? a[0] : term_fp_bits(c, eb, sb, VAL(a[0]) ^ ((term_u128)1 << (tot - 1)));
  case OP_FP_ABS:
    return k.nan ? a[0] : term_fp_bits(c, eb, sb, VAL(a[0]) & term_mask(tot - 1));
  case OP_FP_EQ: case OP_FP_LT: case OP_FP_LE: case OP_FP_GT: case OP_FP_GE: {
    if (k.nan || fp_classify(c, a[1]).nan) return term_false(c); /* unordered */
    int r = fp_cmp(c, a[0], a[1]);
    return term_bool(c, op == OP_FP_EQ ? r == 0 : op == OP_FP_LT ? r < 0 : op == OP_FP_LE ? r <= 0
                                                : op == OP_FP_GT ? r > 0 : r >= 0);
  }
  default: return TERM_NULL;
  }
}

/* ---- Int folding (SMT-LIB Ints: div/mod are Euclidean, undefined — so not folded — at 0) ---- */

static term_ref fold_int(term_ctx *c, term_op op, const term_ref *a, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (!IS(a[i], OP_INT_CONST)) return TERM_NULL;
  mpz_srcptr x = term_int_value(c, a[0]), y = n > 1 ? term_int_value(c, a[1]) : NULL;
  mpz_t r, q;
  mpz_inits(r, q, NULL);
  term_ref out = TERM_NULL;
  switch (op) {
  case OP_IADD: mpz_add(r, x, y); break;
  case OP_ISUB: mpz_sub(r, x, y); break;
  case OP_IMUL: mpz_mul(r, x, y); break;
  case OP_INEG: mpz_neg(r, x); break;
  case OP_IDIV: case OP_IMOD:
    if (mpz_sgn(y) == 0) goto done;
    /* x = y*q + r with 0 <= r < |y| */
    mpz_abs(q, y);
    mpz_fdiv_r(r, x, q);
    if (op == OP_IDIV) {
      mpz_sub(q, x, r);
      mpz_divexact(r, q, y);
    }
    break;
  case OP_ILT: out = term_bool(c, mpz_cmp(x, y) < 0); goto done;
  case OP_ILE: out = term_bool(c, mpz_cmp(x, y) <= 0); goto done;
  default: goto done;
  }
  out = term_int_mpz(c, r);
done:
  mpz_clears(r, q, NULL);
  return out;
}

static int int_is(term_ctx *c, term_ref t, long v) {
  return IS(t, OP_INT_CONST) && mpz_cmp_si(term_int_value(c, t), v) == 0;
}

/* ---- helpers ---- */

static int cmp_ref(const void *x, const void *y) {
  term_ref a = *(const term_ref *)x, b = *(const term_ref *)y;
  return a < b ? -1 : a > b;
}

/* Commutative operators: constant second, otherwise ordered by handle, so x+y and y+x share. */
static int order2(term_ctx *c, term_ref *a) {
  int ca = term_is_const(c, a[0]), cb = term_is_const(c, a[1]);
  if ((ca && !cb) || (ca == cb && a[0] > a[1])) {
    term_ref t = a[0];
    a[0] = a[1];
    a[1] = t;
    return 1;
  }
  return 0;
}

/* AND/OR: flatten, drop the neutral constant, stop at the absorbing one, remove duplicates,
 * detect x and not x, sort by handle. */
static term_ref simp_andor(term_ctx *c, term_op op, const term_ref *a, unsigned n, term_sort s) {
  term_ref unit = op == OP_AND ? term_true(c) : term_false(c);
  term_ref zero = op == OP_AND ? term_false(c) : term_true(c);
  unsigned cap = n, m = 0;
  for (unsigned i = 0; i < n; i++)
    if (IS(a[i], op)) cap += term_nargs(c, a[i]);
  term_ref *v = eq_malloc(cap * sizeof(term_ref));
  for (unsigned i = 0; i < n; i++) {
    if (IS(a[i], op))
      for (unsigned j = 0; j < term_nargs(c, a[i]); j++) v[m++] = term_arg(c, a[i], j);
    else
      v[m++] = a[i];
  }
  term_ref r = TERM_NULL;
  qsort(v, m, sizeof *v, cmp_ref);
  unsigned k = 0;
  for (unsigned i = 0; i < m; i++) {
    if (v[i] == zero) { r = zero; goto out; }
    if (v[i] == unit || (k && v[k - 1] == v[i])) continue;
    v[k++] = v[i];
  }
  for (unsigned i = 0; i < k; i++)
    if (IS(v[i], OP_NOT) && bsearch(&(term_ref){term_arg(c, v[i], 0)}, v, k, sizeof *v, cmp_ref)) {
      r = zero;
      goto out;
    }
  /* a node holds fewer than 65536 arguments (term.c): a longer flat list (the guards of a
   * summary with very many cases) becomes a conjunction or disjunction of such nodes */
  while (k >= 65536) {
    unsigned groups = 0;
    for (unsigned i = 0; i < k; i += 65535) {
      unsigned len = k - i < 65535 ? k - i : 65535;
      v[groups++] = len == 1 ? v[i] : term_mk_raw(c, op, NULL, v + i, len, s);
    }
    k = groups;
  }
  r = k == 0 ? unit : k == 1 ? v[0] : term_mk_raw(c, op, NULL, v, k, s);
out:
  free(v);
  return r;
}

/* ---- the rewrite table ---- */

/* x where t is x / d for a constant d >= 1 (unsigned), in a width whose products of two
 * constants fit term_u128 (w <= 64); else TERM_NULL. */
static term_ref udiv_by_const(term_ctx *c, term_ref t, unsigned w, term_u128 *d) {
  if (w > 64 || !IS(t, OP_BVUDIV) || !ISBV(term_arg(c, t, 1)) || VAL(term_arg(c, t, 1)) == 0) return TERM_NULL;
  *d = VAL(term_arg(c, t, 1));
  return term_arg(c, t, 0);
}

/* t as k * base modulo 2^w: base * K or K * base (K constant), base << K (K < w), -base, else
 * 1 * t. A strength reduction (x << 1) + (x << 4) + x is then one product x * 19. */
static term_ref linear_base(term_ctx *c, term_ref t, unsigned w, term_u128 *k) {
  if (IS(t, OP_BVMUL) && ISBV(term_arg(c, t, 1))) { *k = VAL(term_arg(c, t, 1)); return term_arg(c, t, 0); }
  if (IS(t, OP_BVMUL) && ISBV(term_arg(c, t, 0))) { *k = VAL(term_arg(c, t, 0)); return term_arg(c, t, 1); }
  if (IS(t, OP_BVSHL) && ISBV(term_arg(c, t, 1)) && VAL(term_arg(c, t, 1)) < w) {
    *k = ((term_u128)1 << (unsigned)VAL(term_arg(c, t, 1))) & term_mask(w);
    return term_arg(c, t, 0);
  }
  if (IS(t, OP_BVNEG)) { *k = term_mask(w); return term_arg(c, t, 0); }
  *k = 1;
  return t;
}

/* x * ka + x * kb = x * (ka + kb) and x * ka - x * kb = x * (ka - kb), modulo 2^w (the ring laws
 * of bvadd and bvmul); TERM_NULL when the two terms have different bases. */
static term_ref same_base_sum(term_ctx *c, term_ref x, term_ref y, unsigned w, int sub) {
  term_u128 kx, ky;
  term_ref bx = linear_base(c, x, w, &kx), by = linear_base(c, y, w, &ky);
  if (bx != by || ISBV(bx)) return TERM_NULL;
  term_u128 k = (sub ? kx - ky : kx + ky) & term_mask(w);
  return term_mk2(c, OP_BVMUL, bx, term_bv128(c, w, k));
}

term_ref term_simplify(term_ctx *c, term_op op, const unsigned *p, const term_ref *args,
                       unsigned n, term_sort s) {
  term_ref a[4] = {0, 0, 0, 0};
  if (n <= 4) memcpy(a, args, n * sizeof *a);
  term_ref T = term_true(c), Fl = term_false(c);
  switch (op) {
  /* -- Core -- */
  case OP_NOT:
    if (a[0] == T) return Fl;
    if (a[0] == Fl) return T;
    if (IS(a[0], OP_NOT)) return term_arg(c, a[0], 0);
    return TERM_NULL;
  case OP_AND: case OP_OR:
    return simp_andor(c, op, args, n, s);
  case OP_XOR:
    if (a[0] == a[1]) return Fl;
    order2(c, a);
    if (a[1] == Fl) return a[0];
    if (a[1] == T) return term_not(c, a[0]);
    return term_mk_raw(c, op, NULL, a, 2, s);
  case OP_IMPLIES:
    if (a[0] == T) return a[1];
    if (a[0] == Fl || a[1] == T || a[0] == a[1]) return T;
    if (a[1] == Fl) return term_not(c, a[0]);
    return TERM_NULL;
  case OP_ITE:
    if (a[0] == T) return a[1];
    if (a[0] == Fl) return a[2];
    if (a[1] == a[2]) return a[1];
    if (a[1] == T && a[2] == Fl) return a[0];
    if (a[1] == Fl && a[2] == T) return term_not(c, a[0]);
    if (IS(a[0], OP_NOT)) return term_ite(c, term_arg(c, a[0], 0), a[2], a[1]);
    if (IS(a[1], OP_ITE) && term_arg(c, a[1], 0) == a[0])
      return term_ite(c, a[0], term_arg(c, a[1], 1), a[2]);
    if (IS(a[2], OP_ITE) && term_arg(c, a[2], 0) == a[0])
      return term_ite(c, a[0], a[1], term_arg(c, a[2], 2));
    return TERM_NULL;
  case OP_EQ:
    if (a[0] == a[1]) return T;
    order2(c, a);
    /* Constants are hash-consed by value (and NaN is canonical), so two different constant
     * handles of one sort are two different values. Arrays and uninterpreted sorts have none. */
    if (term_is_const(c, a[0]) && term_is_const(c, a[1])) return Fl;
    {
      /* x / d = 0 iff x < d (d >= 1): a digit loop's `while (v)` after v /= 10 */
      term_u128 d;
      for (int i = 0; i < 2; i++) {
        term_ref x = term_sort_kind_of(c, term_sort_of(c, a[i])) == TS_BV ? udiv_by_const(c, a[i], wof(c, a[i]), &d) : TERM_NULL;
        if (x != TERM_NULL && ISBV(a[1 - i]) && VAL(a[1 - i]) == 0) return term_mk2(c, OP_BVULT, x, term_bv128(c, wof(c, x), d));
      }
    }
    if (a[1] == T) return a[0];
    if (a[1] == Fl) return term_not(c, a[0]);
    /* ite(g, k1, k2) = k with constants: g where only k1 is k, not g where only k2 is (C's
     * `x != 0` as an int compared with 0 again is the comparison itself) */
    for (int i = 0; i < 2; i++)
      if (term_is_const(c, a[1 - i]) && IS(a[i], OP_ITE) && term_is_const(c, term_arg(c, a[i], 1)) && term_is_const(c, term_arg(c, a[i], 2))) {
        term_ref g = term_arg(c, a[i], 0), k1 = term_arg(c, a[i], 1), k2 = term_arg(c, a[i], 2), k = a[1 - i];
        return k1 == k ? (k2 == k ? T : g) : (k2 == k ? term_not(c, g) : Fl);
      }
    return term_mk_raw(c, op, NULL, a, 2, s);
  case OP_DISTINCT: {
    if (n == 1) return T;
    if (n == 2) return term_not(c, term_eq(c, args[0], args[1]));
    term_ref *v = eq_malloc(n * sizeof *v);
    memcpy(v, args, n * sizeof *v);
    qsort(v, n, sizeof *v, cmp_ref);
    int allc = 1;
    term_ref r = TERM_NULL;
    for (unsigned i = 0; i < n; i++) {
      if (i && v[i] == v[i - 1]) { r = Fl; break; }
      allc &= term_is_const(c, v[i]);
    }
    if (!r) r = allc ? T : term_mk_raw(c, op, NULL, v, n, s);
    free(v);
    return r;
  }

  /* -- bit-vectors -- */
  case OP_BVADD: case OP_BVMUL: case OP_BVAND: case OP_BVOR: case OP_BVXOR: {
    unsigned w = wof(c, a[0]);
    if (ISBV(a[0]) && ISBV(a[1])) return fold_bv2(c, op, VAL(a[0]), VAL(a[1]), w);
    if (op == OP_BVADD) {
      term_ref r = same_base_sum(c, a[0], a[1], w, 0);
      if (r != TERM_NULL) return r;
    }
    if (op == OP_BVAND && a[0] == a[1]) return a[0];
    if (op == OP_BVOR && a[0] == a[1]) return a[0];
    if (op == OP_BVXOR && a[0] == a[1]) return term_bv(c, w, 0);
    order2(c, a);
    if (ISBV(a[1])) {
      term_u128 k = VAL(a[1]), ones = term_mask(w);
      if (k == 0 && (op == OP_BVADD || op == OP_BVOR || op == OP_BVXOR)) return a[0];
      if (k == 0 && (op == OP_BVMUL || op == OP_BVAND)) return a[1];
      if (k == 1 && op == OP_BVMUL) return a[0];
      if (k == ones && op == OP_BVAND) return a[0];
      if (k == ones && op == OP_BVOR) return a[1];
      if (k == ones && op == OP_BVXOR) return term_mk1(c, OP_BVNOT, a[0]);
    }
    return term_mk_raw(c, op, NULL, a, 2, s);
  }
  case OP_BVSUB: case OP_BVUDIV: case OP_BVUREM: case OP_BVSDIV: case OP_BVSREM: case OP_BVSMOD:
  case OP_BVSHL: case OP_BVLSHR: case OP_BVASHR: {
    unsigned w = wof(c, a[0]);
    if (ISBV(a[0]) && ISBV(a[1])) return fold_bv2(c, op, VAL(a[0]), VAL(a[1]), w);
    if (op == OP_BVSUB && a[0] == a[1]) return term_bv(c, w, 0);
    if (op == OP_BVSUB) {
      term_ref r = same_base_sum(c, a[0], a[1], w, 1);
      if (r != TERM_NULL) return r;
    }
    /* (x / a) / b = x / (a * b) on naturals (a, b >= 1); 0 when a * b exceeds every x */
    term_u128 dv;
    term_ref dx = udiv_by_const(c, a[0], w, &dv);
    if (op == OP_BVUDIV && dx != TERM_NULL && ISBV(a[1]) && VAL(a[1]) >= 1) {
      term_u128 prod = dv * VAL(a[1]);
      return prod > term_mask(w) ? term_bv(c, w, 0) : term_mk2(c, OP_BVUDIV, dx, term_bv128(c, w, prod));
    }
    if (ISBV(a[1])) {
      term_u128 k = VAL(a[1]);
      if (k == 0 && (op == OP_BVSUB || op >= OP_BVSHL)) return a[0];
      if (k == 1 && (op == OP_BVUDIV || op == OP_BVSDIV)) return a[0];
      if (k == 1 && (op == OP_BVUREM || op == OP_BVSREM || op == OP_BVSMOD)) return term_bv(c, w, 0);
      if (k >= w && (op == OP_BVSHL || op == OP_BVLSHR)) return term_bv(c, w, 0);
    }
    if (ISBV(a[0]) && VAL(a[0]) == 0) {
      if (op == OP_BVSUB) return term_mk1(c, OP_BVNEG, a[1]);
      if (op >= OP_BVSHL) return a[0]; /* shifting zero */
    }
    return TERM_NULL;
  }
  case OP_BVNEG: case OP_BVNOT: {
    unsigned w = wof(c, a[0]);
    if (ISBV(a[0]))
      return term_bv128(c, w, op == OP_BVNEG ? bv_neg(VAL(a[0]), w) : ~VAL(a[0]));
    if (IS(a[0], op)) return term_arg(c, a[0], 0);
    return TERM_NULL;
  }
  case OP_BVUGT: return term_mk2(c, OP_BVULT, a[1], a[0]);
  case OP_BVUGE: return term_mk2(c, OP_BVULE, a[1], a[0]);
  case OP_BVSGT: return term_mk2(c, OP_BVSLT, a[1], a[0]);
  case OP_BVSGE: return term_mk2(c, OP_BVSLE, a[1], a[0]);
  case OP_BVULT: case OP_BVULE: case OP_BVSLT: case OP_BVSLE: {
    unsigned w = wof(c, a[0]);
    if (ISBV(a[0]) && ISBV(a[1])) return fold_bv2(c, op, VAL(a[0]), VAL(a[1]), w);
    if (a[0] == a[1]) return term_bool(c, op == OP_BVULE || op == OP_BVSLE);
    term_u128 lo = op <= OP_BVULE ? 0 : (term_u128)1 << (w - 1);
    term_u128 hi = op <= OP_BVULE ? term_mask(w) : term_mask(w - 1);
    int strict = op == OP_BVULT || op == OP_BVSLT;
    /* x < min and max < x are false; min <= x and x <= max are true. */
    if (strict && ISBV(a[1]) && VAL(a[1]) == lo) return Fl;
    if (strict && ISBV(a[0]) && VAL(a[0]) == hi) return Fl;
    if (!strict && ISBV(a[0]) && VAL(a[0]) == lo) return T;
    if (!strict && ISBV(a[1]) && VAL(a[1]) == hi) return T;
    /* x urem y <u y iff y != 0, and y <=u x urem y iff y = 0 (SMT-LIB: x urem 0 = x): the
     * remainder's bound, which bit-blasting does not find in time (a recursion's Euclid step) */
    if (op == OP_BVULT && IS(a[0], OP_BVUREM) && term_arg(c, a[0], 1) == a[1]) return term_not(c, term_eq(c, a[1], term_bv128(c, w, 0)));
    if (op == OP_BVULE && IS(a[1], OP_BVUREM) && term_arg(c, a[1], 1) == a[0]) return term_eq(c, a[0], term_bv128(c, w, 0));
    if (op == OP_BVULT || op == OP_BVULE) {
      /* on naturals with d >= 1: c <= x / d iff c * d <= x, and x / d < c iff x < c * d (c < x / d
       * is c + 1 <= x / d, x / d <= c is x / d < c + 1); a bound past 2^w decides the comparison */
      term_u128 d, k;
      term_ref x;
      if (ISBV(a[0]) && (x = udiv_by_const(c, a[1], w, &d)) != TERM_NULL) {
        k = (VAL(a[0]) + (strict ? 1 : 0)) * d;
        return k > term_mask(w) ? Fl : term_mk2(c, OP_BVULE, term_bv128(c, w, k), x);
      }
      if (ISBV(a[1]) && (x = udiv_by_const(c, a[0], w, &d)) != TERM_NULL) {
        k = (VAL(a[1]) + (strict ? 0 : 1)) * d;
        return k > term_mask(w) ? T : term_mk2(c, OP_BVULT, x, term_bv128(c, w, k));
      }
    }
    return TERM_NULL;
  }
  case OP_CONCAT: {
    unsigned wb = wof(c, a[1]);
    if (ISBV(a[0]) && ISBV(a[1])) return term_bv128(c, wof(c, a[0]) + wb, (VAL(a[0]) << wb) | VAL(a[1]));
    /* concat(x[h..m+1], x[m..l]) = x[h..l] */
    if (IS(a[0], OP_EXTRACT) && IS(a[1], OP_EXTRACT) && term_arg(c, a[0], 0) == term_arg(c, a[1], 0) &&
        term_param(c, a[0], 1) == term_param(c, a[1], 0) + 1)
      return term_extract(c, term_param(c, a[0], 0), term_param(c, a[1], 1), term_arg(c, a[0], 0));
    return TERM_NULL;
  }
  case OP_EXTRACT: {
    unsigned hi = p[0], lo = p[1], w = wof(c, a[0]);
    if (lo == 0 && hi == w - 1) return a[0];
    if (ISBV(a[0])) return term_bv128(c, hi - lo + 1, VAL(a[0]) >> lo);
    if (IS(a[0], OP_EXTRACT)) {
      unsigned base = term_param(c, a[0], 1);
      return term_extract(c, hi + base, lo + base, term_arg(c, a[0], 0));
    }
    if (IS(a[0], OP_CONCAT)) {
      term_ref x = term_arg(c, a[0], 0), y = term_arg(c, a[0], 1);
      unsigned wy = wof(c, y);
      if (hi < wy) return term_extract(c, hi, lo, y);
      if (lo >= wy) return term_extract(c, hi - wy, lo - wy, x);
    }
    if (IS(a[0], OP_ZERO_EXTEND) || IS(a[0], OP_SIGN_EXTEND)) {
      term_ref x = term_arg(c, a[0], 0);
      if (hi < wof(c, x)) return term_extract(c, hi, lo, x);
    }
    return TERM_NULL;
  }
  case OP_ZERO_EXTEND: case OP_SIGN_EXTEND: {
    unsigned w = wof(c, a[0]);
    if (p[0] == 0) return a[0];
    if (ISBV(a[0]))
      return term_bv128(c, w + p[0], op == OP_ZERO_EXTEND ? VAL(a[0]) : term_sx(VAL(a[0]), w));
    if (IS(a[0], op)) /* nested extensions of one kind add up */
      return term_mk_idx(c, op, &(unsigned){p[0] + term_param(c, a[0], 0)}, &(term_ref){term_arg(c, a[0], 0)}, 1);
    return TERM_NULL;
  }

  /* -- Ints -- */
  case OP_IADD: case OP_IMUL: {
    term_ref r = fold_int(c, op, a, 2);
    if (r) return r;
    order2(c, a);
    if (op == OP_IADD && int_is(c, a[1], 0)) return a[0];
    if (op == OP_IMUL && int_is(c, a[1], 1)) return a[0];
    if (op == OP_IMUL && int_is(c, a[1], 0)) return a[1];
    return term_mk_raw(c, op, NULL, a, 2, s);
  }
  case OP_ISUB: {
    term_ref r = fold_int(c, op, a, 2);
    if (r) return r;
    if (a[0] == a[1]) return term_int(c, 0);
    if (int_is(c, a[1], 0)) return a[0];
    return TERM_NULL;
  }
  case OP_IDIV: case OP_IMOD: {
    term_ref r = fold_int(c, op, a, 2);
    if (r) return r;
    if (int_is(c, a[1], 1)) return op == OP_IDIV ? a[0] : term_int(c, 0);
    return TERM_NULL;
  }
  case OP_INEG:
    if (IS(a[0], OP_INEG)) return term_arg(c, a[0], 0);
    return fold_int(c, op, a, 1);
  case OP_IGT: return term_mk2(c, OP_ILT, a[1], a[0]);
  case OP_IGE: return term_mk2(c, OP_ILE, a[1], a[0]);
  case OP_ILT: case OP_ILE:
    if (a[0] == a[1]) return term_bool(c, op == OP_ILE);
    return fold_int(c, op, a, 2);
  case OP_INT2BV: {
    if (IS(a[0], OP_INT_CONST)) return term_bv128(c, p[0], term_mpz_to_u128(term_int_value(c, a[0])));
    if (IS(a[0], OP_BV2INT)) { /* (int2bv w (bv2nat x)) is x mod 2^w */
      term_ref x = term_arg(c, a[0], 0);
      unsigned wx = wof(c, x);
      if (wx == p[0]) return x;
      return wx > p[0] ? term_extract(c, p[0] - 1, 0, x) : term_zext(c, p[0] - wx, x);
    }
    return TERM_NULL;
  }
  case OP_BV2INT:
    if (ISBV(a[0])) {
      mpz_t z;
      mpz_init(z);
      term_u128_to_mpz(z, VAL(a[0]));
      term_ref r = term_int_mpz(c, z);
      mpz_clear(z);
      return r;
    }
    return TERM_NULL;

  /* -- arrays (ArraysEx: read-over-write, extensionality) -- */
  case OP_SELECT: {
    term_ref arr = a[0];
    /* Skip stores at indices provably different (distinct constants). */
    while (IS(arr, OP_STORE)) {
      term_ref i = term_arg(c, arr, 1);
      if (i == a[1]) return term_arg(c, arr, 2);
      if (term_is_const(c, i) && term_is_const(c, a[1])) arr = term_arg(c, arr, 0);
      else break;
    }
    if (IS(arr, OP_CONST_ARRAY)) return term_arg(c, arr, 0);
    if (arr != a[0]) return term_mk2(c, OP_SELECT, arr, a[1]);
    return TERM_NULL;
  }
  case OP_STORE:
    if (IS(a[0], OP_STORE) && term_arg(c, a[0], 1) == a[1])
      return term_mk3(c, OP_STORE, term_arg(c, a[0], 0), a[1], a[2]);
    if (IS(a[2], OP_SELECT) && term_arg(c, a[2], 0) == a[0] && term_arg(c, a[2], 1) == a[1])
      return a[0];
    return TERM_NULL;

  /* -- floating point: only exact operations on constants; nothing that rounds -- */
  case OP_FP_NEG:
    if (IS(a[0], OP_FP_NEG)) return term_arg(c, a[0], 0);
    return fold_fp(c, op, a, 1);
  case OP_FP_ABS: case OP_FP_ISNAN: case OP_FP_ISINF: case OP_FP_ISZERO: case OP_FP_ISNEG:
  case OP_FP_ISPOS: case OP_FP_ISSUB: case OP_FP_ISNORMAL:
    return fold_fp(c, op, a, 1);
  case OP_FP_EQ: case OP_FP_LT: case OP_FP_LE: case OP_FP_GT: case OP_FP_GE:
    return fold_fp(c, op, a, 2);
  case OP_FP_FROM_BV:
    if (ISBV(a[0])) return term_fp_bits(c, p[0], p[1], VAL(a[0]));
    return TERM_NULL;
  default:
    return TERM_NULL;
  }
}
