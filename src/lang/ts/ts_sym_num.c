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

static ts_nv t_bin(void *ud, ts_nbin op, ts_nv a, ts_nv b) {
  if (C(a) && C(b)) return num_t(TC, ts_ndom_double.bin(NULL, op, to_c(TC, a), to_c(TC, b)));
  static const term_op ops[] = {[TN_ADD] = OP_FP_ADD, [TN_SUB] = OP_FP_SUB, [TN_MUL] = OP_FP_MUL, [TN_DIV] = OP_FP_DIV};
  if (op == TN_REM) return term_mk2(TC, OP_FP_REM, a, b);
  return term_mk3(TC, ops[op], fp_rne(TC), a, b);
}

static ts_nv t_un(void *ud, ts_nun op, ts_nv a) {
  if (C(a)) return num_t(TC, ts_ndom_double.un(NULL, op, to_c(TC, a)));
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
  switch (op) {
  case TN_ISNAN: return term_mk1(TC, OP_FP_ISNAN, a);
  case TN_ISINF: return term_mk1(TC, OP_FP_ISINF, a);
  case TN_ISZERO: return term_mk1(TC, OP_FP_ISZERO, a);
  case TN_ISNEG: return term_mk1(TC, OP_FP_ISNEG, a); /* false on NaN in SMT-LIB, as the rule asks */
  }
  return a;
}

static ts_nv t_cmp(void *ud, ts_ncmp op, ts_nv a, ts_nv b) {
  if (C(a) && C(b)) return term_bool(TC, (int)ts_ndom_double.cmp(NULL, op, to_c(TC, a), to_c(TC, b)));
  return term_mk2(TC, op == TN_LT ? OP_FP_LT : op == TN_LE ? OP_FP_LE : OP_FP_EQ, a, b);
}

static ts_nv t_tf(void *ud, int b) { return term_bool(TC, b); }
static ts_nv t_not(void *ud, ts_nv a) { return term_not(TC, a); }
static ts_nv t_and(void *ud, ts_nv a, ts_nv b) { return term_and2(TC, a, b); }
static ts_nv t_or(void *ud, ts_nv a, ts_nv b) { return term_or2(TC, a, b); }
static ts_nv t_ite(void *ud, ts_nv c, ts_nv a, ts_nv b) { return term_ite(TC, c, a, b); }

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

void ts_ndom_terms(ts_ndom *D, term_ctx *tc) {
  *D = (ts_ndom){tc, t_num, t_bin, t_un, t_pred, t_cmp, t_tf, t_not, t_and, t_or, t_ite, t_low32, t_ik, t_ibin, t_inot, t_from_i32};
}
