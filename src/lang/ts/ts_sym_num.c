/* ts_sym_num.c — the term domain of ts_num.h's number rules: numbers as SMT-LIB Float64 terms
 * (IEEE 754 binary64, rounding to nearest, ties to even: ECMA-262 §6.1.6.1's roundTiesToEven),
 * int32s as 32-bit bit-vectors, truths as Bool terms. An operation on constants folds through the
 * concrete domain (ts_ndom_double), so a constant loop counter stays a constant. */
#define TS_BOOL TERM_SORT_BOOL_KIND /* term.h's sort kind; ts_ir.h's node kind is the room's TS_BOOL */
#include "sym/term.h"
#undef TS_BOOL

#include <math.h>

#include "lang/ts/ts_num.h"
#include "lang/ts/ts_sym.h"

#define TC ((term_ctx *)ud)
#define C(t) term_is_const(TC, (term_ref)(t))

static term_ref fp_rne(term_ctx *tc) { return term_rm(tc, RM_RNE); }

/* constants between the two domains */
static ts_nv to_c(term_ctx *tc, term_ref t) {
  term_sort s = term_sort_of(tc, t);
  if (s == term_sort_bool(tc)) return t == term_true(tc);
  return (ts_nv)term_bv_value(tc, t); /* a Float64's IEEE bits or a bit-vector's value */
}
static term_ref num_t(term_ctx *tc, ts_nv v) { return term_fp_from_double(tc, ts_nv_double(v)); }

static ts_nv t_num(void *ud, double d) { return term_fp_from_double(TC, d); }

/* A merge of states makes a loop counter an if-then-else of constants; an operation on such a
 * value is the same if-then-else of the operation on each constant (so a counter stays constants
 * under Bool conditions, and no floating point reaches the solver for it). The leaves of t when
 * it is a constant or such a tree of at most LIFT_MAX constants, else 0. */
enum { LIFT_MAX = 16 };
static term_ref conv_of(term_ctx *tc, term_ref t, int *is_unsigned);
/* conv: a conversion of a code unit or int32 counts as a leaf too (a comparison of one with a
 * constant is one on bit-vectors, int_cmp) */
static int leaves(term_ctx *tc, term_ref t, int conv) {
  int un;
  if (term_is_const(tc, t) || (conv && conv_of(tc, t, &un) != TERM_NULL)) return 1;
  if (term_op_of(tc, t) != OP_ITE) return 0;
  int a = leaves(tc, term_arg(tc, t, 1), conv);
  if (!a) return 0;
  int b = leaves(tc, term_arg(tc, t, 2), conv);
  return b && a + b <= LIFT_MAX ? a + b : 0;
}
static int is_leaf(term_ctx *tc, term_ref t) { return t == TERM_NULL || term_op_of(tc, t) != OP_ITE; }
static int liftable_c(term_ctx *tc, term_ref a, term_ref b, int conv) {
  int la = leaves(tc, a, conv), lb = b == TERM_NULL ? 1 : leaves(tc, b, conv);
  return la && lb && la * lb <= LIFT_MAX && !(is_leaf(tc, a) && is_leaf(tc, b));
}
#define liftable(tc, a, b) liftable_c(tc, a, b, 0)
#define LIFT1(f, a, ...)                                                                                      \
  if (liftable(TC, a, TERM_NULL))                                                                           \
    return term_ite(TC, term_arg(TC, a, 0), f(ud, __VA_ARGS__ term_arg(TC, a, 1)), f(ud, __VA_ARGS__ term_arg(TC, a, 2)))
#define LIFT2(f, a, b, ...)                                                                                   \
  if (liftable(TC, a, b)) {                                                                                 \
    if (!is_leaf(TC, a))                                                                                    \
      return term_ite(TC, term_arg(TC, a, 0), f(ud, __VA_ARGS__ term_arg(TC, a, 1), b), f(ud, __VA_ARGS__ term_arg(TC, a, 2), b)); \
    return term_ite(TC, term_arg(TC, b, 0), f(ud, __VA_ARGS__ a, term_arg(TC, b, 1)), f(ud, __VA_ARGS__ a, term_arg(TC, b, 2)));   \
  }

static ts_nv t_bin(void *ud, ts_nbin op, ts_nv a, ts_nv b) {
  if (C(a) && C(b)) return num_t(TC, ts_ndom_double.bin(NULL, op, to_c(TC, a), to_c(TC, b)));
  LIFT2(t_bin, a, b, op,);
  static const term_op ops[] = {[TN_ADD] = OP_FP_ADD, [TN_SUB] = OP_FP_SUB, [TN_MUL] = OP_FP_MUL, [TN_DIV] = OP_FP_DIV};
  if (op == TN_REM) return term_mk2(TC, OP_FP_REM, a, b);
  return term_mk3(TC, ops[op], fp_rne(TC), a, b);
}

static ts_nv t_un(void *ud, ts_nun op, ts_nv a) {
  if (C(a)) return num_t(TC, ts_ndom_double.un(NULL, op, to_c(TC, a)));
  LIFT1(t_un, a, op,);
  switch (op) {
  case TN_NEG: return term_mk1(TC, OP_FP_NEG, a);
  case TN_ABS: return term_mk1(TC, OP_FP_ABS, a);
  case TN_FLOOR: return term_mk2(TC, OP_FP_RTI, term_rm(TC, RM_RTN), a);
  case TN_CEIL: return term_mk2(TC, OP_FP_RTI, term_rm(TC, RM_RTP), a);
  case TN_TRUNC: return term_mk2(TC, OP_FP_RTI, term_rm(TC, RM_RTZ), a);
  case TN_SQRT: return term_mk2(TC, OP_FP_SQRT, fp_rne(TC), a);
  }
  return a;
}

static ts_nv t_pred(void *ud, ts_npred op, ts_nv a) {
  if (C(a)) return term_bool(TC, (int)ts_ndom_double.pred(NULL, op, to_c(TC, a)));
  LIFT1(t_pred, a, op,);
  switch (op) {
  case TN_ISNAN: return term_mk1(TC, OP_FP_ISNAN, a);
  case TN_ISINF: return term_mk1(TC, OP_FP_ISINF, a);
  case TN_ISZERO: return term_mk1(TC, OP_FP_ISZERO, a);
  case TN_ISNEG: return term_mk1(TC, OP_FP_ISNEG, a); /* false on NaN in SMT-LIB, as the rule asks */
  }
  return a;
}

/* The bit-vector b when number t is an exact conversion of it (from a code unit, an int32). */
static term_ref conv_of(term_ctx *tc, term_ref t, int *is_unsigned) {
  term_op op = term_op_of(tc, t);
  if (op != OP_FP_FROM_UBV && op != OP_FP_FROM_SBV) return TERM_NULL;
  term_ref b = term_arg(tc, t, 1);
  unsigned w = term_sort_width(tc, term_sort_of(tc, b));
  if (w > 32) return TERM_NULL; /* exact only up to 53 bits; the executor makes 16 and 32 */
  *is_unsigned = op == OP_FP_FROM_UBV;
  return b;
}

/* x op k for x a conversion of bit-vector b and k an integral constant: the same comparison on
 * the integers, written on bit-vectors (no floating point for the solver). TERM_NULL: not so. */
static term_ref int_cmp(term_ctx *tc, ts_ncmp op, term_ref x, term_ref k, int flip) {
  int un;
  term_ref b = conv_of(tc, x, &un);
  if (b == TERM_NULL || !term_is_const(tc, k)) return TERM_NULL;
  double c = ts_nv_double((ts_nv)term_bv_value(tc, k));
  unsigned w = term_sort_width(tc, term_sort_of(tc, b));
  double lo = un ? 0 : -ldexp(1, (int)w - 1), hi = un ? ldexp(1, (int)w) - 1 : ldexp(1, (int)w - 1) - 1;
  if (!(c == trunc(c) && c >= lo && c <= hi)) return TERM_NULL;
  term_ref kb = term_bv(tc, w, (uint64_t)(int64_t)c);
  term_ref l = flip ? kb : b, r = flip ? b : kb;
  if (op == TN_EQ) return term_eq(tc, l, r);
  /* 0 < b and b <= 0 unsigned are b != 0 and b == 0: the form a test of a length against 0 has,
   * so that a path that tested it once is not split on it again (its guard folds) */
  if (un && c == 0 && op == TN_LT && flip) return term_not(tc, term_eq(tc, b, kb));
  if (un && c == 0 && op == TN_LE && !flip) return term_eq(tc, b, kb);
  if (op == TN_LT) return term_mk2(tc, un ? OP_BVULT : OP_BVSLT, l, r);
  return term_mk2(tc, un ? OP_BVULE : OP_BVSLE, l, r);
}

static ts_nv t_cmp(void *ud, ts_ncmp op, ts_nv a, ts_nv b) {
  if (C(a) && C(b)) return term_bool(TC, (int)ts_ndom_double.cmp(NULL, op, to_c(TC, a), to_c(TC, b)));
  if (liftable_c(TC, a, b, 1)) {
    if (!is_leaf(TC, a)) return term_ite(TC, term_arg(TC, a, 0), t_cmp(ud, op, term_arg(TC, a, 1), b), t_cmp(ud, op, term_arg(TC, a, 2), b));
    return term_ite(TC, term_arg(TC, b, 0), t_cmp(ud, op, a, term_arg(TC, b, 1)), t_cmp(ud, op, a, term_arg(TC, b, 2)));
  }
  term_ref r = int_cmp(TC, op, a, b, 0);
  if (r == TERM_NULL) r = int_cmp(TC, op, b, a, 1);
  if (r != TERM_NULL) return r;
  int ua, ub;
  term_ref ba = conv_of(TC, a, &ua), bb = conv_of(TC, b, &ub);
  if (ba != TERM_NULL && bb != TERM_NULL && ua == ub && term_sort_of(TC, ba) == term_sort_of(TC, bb)) {
    if (op == TN_EQ) return term_eq(TC, ba, bb);
    if (op == TN_LT) return term_mk2(TC, ua ? OP_BVULT : OP_BVSLT, ba, bb);
    return term_mk2(TC, ua ? OP_BVULE : OP_BVSLE, ba, bb);
  }
  return term_mk2(TC, op == TN_LT ? OP_FP_LT : op == TN_LE ? OP_FP_LE : OP_FP_EQ, a, b);
}

static ts_nv t_tf(void *ud, int b) { return term_bool(TC, b); }
static ts_nv t_not(void *ud, ts_nv a) { return term_not(TC, a); }
static ts_nv t_and(void *ud, ts_nv a, ts_nv b) { return term_and2(TC, a, b); }
static ts_nv t_or(void *ud, ts_nv a, ts_nv b) { return term_or2(TC, a, b); }
/* The distinct constants of an if-then-else tree of constants, each with the condition under
 * which it is the value (disjoint conditions); -1 when there are more than LIFT_MAX. */
static int table(term_ctx *tc, term_ref t, term_ref cond, term_ref *k, term_ref *when, int n) {
  if (n < 0) return n;
  if (term_op_of(tc, t) == OP_ITE) {
    term_ref c = term_arg(tc, t, 0);
    n = table(tc, term_arg(tc, t, 1), term_and2(tc, cond, c), k, when, n);
    return table(tc, term_arg(tc, t, 2), term_and2(tc, cond, term_not(tc, c)), k, when, n);
  }
  for (int i = 0; i < n; i++)
    if (k[i] == t) return when[i] = term_or2(tc, when[i], cond), n;
  if (n == LIFT_MAX) return -1;
  k[n] = t, when[n] = cond;
  return n + 1;
}

/* c ? a : b; of two constant trees (a merge of states with a loop counter), one tree with each
 * distinct constant once, so that lifting stays small however many states merged. */
static ts_nv t_ite(void *ud, ts_nv c, ts_nv a, ts_nv b) {
  if (a != b && leaves(TC, a, 0) && leaves(TC, b, 0) && term_sort_of(TC, a) != term_sort_bool(TC)) {
    term_ref k[LIFT_MAX], when[LIFT_MAX];
    int n = table(TC, a, c, k, when, 0);
    n = table(TC, b, term_not(TC, c), k, when, n);
    if (n > 0) {
      term_ref r = k[n - 1];
      for (int i = n - 2; i >= 0; i--) r = term_ite(TC, when[i], k[i], r);
      return r;
    }
  }
  return term_ite(TC, c, a, b);
}

static ts_nv t_low32(void *ud, ts_nv a) {
  if (C(a)) return term_bv(TC, 32, ts_ndom_double.low32(NULL, to_c(TC, a)));
  /* exact below 2^127 (a is integral); the rule only reads it below 2^84 */
  return term_extract(TC, 31, 0, term_fp_to_sbv(TC, 128, term_rm(TC, RM_RTZ), a));
}

static ts_nv t_ik(void *ud, uint32_t k) { return term_bv(TC, 32, k); }

static ts_nv t_ibin(void *ud, ts_ibin op, ts_nv a, ts_nv b) {
  if (C(a) && C(b)) return term_bv(TC, 32, ts_ndom_double.ibin(NULL, op, to_c(TC, a), to_c(TC, b)));
  term_ref s = term_mk2(TC, OP_BVAND, b, term_bv(TC, 32, 31));
  switch (op) {
  case TI_AND: return term_mk2(TC, OP_BVAND, a, b);
  case TI_OR: return term_mk2(TC, OP_BVOR, a, b);
  case TI_XOR: return term_mk2(TC, OP_BVXOR, a, b);
  case TI_SHL: return term_mk2(TC, OP_BVSHL, a, s);
  case TI_SAR: return term_mk2(TC, OP_BVASHR, a, s);
  case TI_SHR: return term_mk2(TC, OP_BVLSHR, a, s);
  case TI_MUL: return term_mk2(TC, OP_BVMUL, a, b);
  }
  return a;
}

static ts_nv t_inot(void *ud, ts_nv a) { return term_mk1(TC, OP_BVNOT, a); }

static ts_nv t_from_i32(void *ud, ts_nv a, int is_unsigned) {
  if (C(a)) return num_t(TC, ts_ndom_double.from_i32(NULL, to_c(TC, a), is_unsigned));
  /* every int32 and uint32 is a double: the conversion is exact */
  return is_unsigned ? term_fp_from_ubv(TC, 11, 53, fp_rne(TC), a) : term_fp_from_sbv(TC, 11, 53, fp_rne(TC), a);
}

static int t_as_i32(void *ud, ts_nv x, ts_nv *i) {
  int un;
  term_ref b = conv_of(TC, x, &un);
  if (b == TERM_NULL || term_sort_width(TC, term_sort_of(TC, b)) != 32) return 0;
  *i = b; /* ToInt32 of an int32's or a uint32's double: its bits (§7.1.6 step 5, modulo 2^32) */
  return 1;
}

void ts_ndom_terms(ts_ndom *D, term_ctx *tc) {
  *D = (ts_ndom){tc, t_num, t_bin, t_un, t_pred, t_cmp, t_tf, t_not, t_and, t_or, t_ite, t_low32, t_ik, t_ibin, t_inot, t_from_i32, t_as_i32};
}
