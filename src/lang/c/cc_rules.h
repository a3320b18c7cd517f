/* cc_rules.h — C rules written once for both of the C room's semantics (issue 16 item 5): the
 * interpreter (cc_exec.c) and the symbolic executor (cc_sym.c) call these over their own value
 * domain, concrete bits or terms, so a rule cannot hold in one and drift in the other.
 *
 * Shared: the integer binary operators whole (+ - * / % & | ^ << >> and the six comparisons: their
 * undefined behaviours, C11 6.5p5, 6.5.5p5-6, 6.5.7p3-4, then their result: wrap-around to the
 * type's width, signed or unsigned division, gcc's arithmetic right shift of a negative value, a
 * comparison's int 1 or 0) and the conversions of an integer to an integer type (6.3.1.2 to _Bool,
 * 6.3.1.3 truncation modulo 2^N, gcc's choice for signed, and sign or zero extension), which the
 * integer promotions and the usual arithmetic conversions (6.3.1.1, 6.3.1.8) apply to a value.
 * Still each executor's own: floating point (the interpreter computes on the host's doubles, the
 * symbolic executor on IEEE terms), conversions between floating and integer values, pointers and
 * pointer arithmetic, the logical operators (truth values of any scalar), and which type an
 * operation is done in (the front end's types, cc_ir.h). The unary - is 0 - x through the shared
 * subtraction in both, ~ is cc_int_not.
 * tests/unit/test_cc_symdiff.c evaluates the symbolic cases at random and edge inputs against the
 * interpreter: every operator and conversion, signed and unsigned, at 8, 16, 32 and 64 bits.
 *
 * The rules are static inline: the interpreter's domain is a constant local whose functions the
 * compiler inlines into its hot int_arith, so the rules cost it no indirect call. */
#ifndef EQUIV_LANG_C_CC_RULES_H
#define EQUIV_LANG_C_CC_RULES_H

#include <stdint.h>

#include "lang/c/cc_ir.h"

/* The operations a domain gives on its values (handles: bits for the interpreter, term_ref for the
 * symbolic executor); a truth value is a handle too. */
typedef enum cc_dop {
  /* undefined-behaviour conditions of operands of w bits */
  CC_D_SADD_OVF, CC_D_SSUB_OVF, CC_D_SMUL_OVF, /* the signed operation leaves w bits */
  CC_D_SDIV_OVF,                               /* a / b is INT_MIN / -1 in w bits */
  /* the arithmetic on w bits, modulo 2^w; a divisor is not 0 and a shift count (w bits) below w
   * where the result is used (the undefined behaviours were stated first) */
  CC_D_ADD, CC_D_SUB, CC_D_MUL, CC_D_SDIV, CC_D_UDIV, CC_D_SREM, CC_D_UREM,
  CC_D_AND, CC_D_OR, CC_D_XOR, CC_D_SHL, CC_D_LSHR, CC_D_ASHR,
  CC_D_NOT,                                    /* ~a (b unused) */
  /* comparisons of w bits: truth values */
  CC_D_EQ, CC_D_NE, CC_D_SLT, CC_D_SLE, CC_D_SGT, CC_D_SGE, CC_D_ULT, CC_D_ULE, CC_D_UGT, CC_D_UGE,
  CC_D_LOR,                                    /* of two truth values */
  /* values of w bits made from a and the number b (not a handle): */
  CC_D_BIT,                                    /* the truth value a as 1 or 0 */
  CC_D_TRUNC, CC_D_SEXT, CC_D_ZEXT             /* a of b bits truncated or extended to w bits */
} cc_dop;

/* The undefined behaviours the rules name, each with its rule of C11. */
typedef enum cc_ub_rule {
  CC_UB_SIGNED_OVERFLOW,    /* 6.5p5: a signed result outside its type */
  CC_UB_DIV_ZERO,           /* 6.5.5p5 */
  CC_UB_DIV_OVERFLOW,       /* 6.5.5p6: INT_MIN / -1 and INT_MIN % -1 */
  CC_UB_SHIFT_COUNT,        /* 6.5.7p3: a count negative or not below the width */
  CC_UB_SHIFT_NEGATIVE,     /* 6.5.7p4: E1 << E2 with E1 signed and negative */
  CC_UB_SHIFT_OVERFLOW      /* 6.5.7p4: E1 * 2^E2 not representable */
} cc_ub_rule;

/* The interpreter's handles are 64 bits holding a value of its type canonically (sign- or
 * zero-extended); the bits of a result above its w mean nothing, the interpreter reduces a result
 * to its type (cc_int_val). The symbolic executor's are bit-vector terms of exactly w bits. */
typedef struct cc_dom {
  void *ctx;
  uint64_t (*k)(void *ctx, unsigned w, uint64_t v);                   /* the constant v of w bits */
  uint64_t (*op)(void *ctx, cc_dop op, unsigned w, uint64_t a, uint64_t b);
  /* where cond holds, the operation is undefined by `rule`; the interpreter's domain stops the run
   * there (it never returns when cond is true), the symbolic one records a goes-wrong case */
  void (*ub)(void *ctx, cc_ub_rule rule, uint64_t cond);
} cc_dom;

/* x of fw bits, of type `from` (signed extends by sign; NULL, _Bool or unsigned by zeros), converted
 * to the integer type `to` (C11 6.3.1.2, 6.3.1.3: kept when it fits, else reduced modulo 2^N). */
__attribute__((always_inline)) static inline uint64_t cc_int_convert(const cc_dom *d, const cc_type *from, unsigned fw, uint64_t x, const cc_type *to) {
  void *c = d->ctx;
  unsigned w = (unsigned)cc_int_width(to);
  if (to->k == CC_BOOL) return d->op(c, CC_D_BIT, 1, d->op(c, CC_D_NE, fw, x, d->k(c, fw, 0)), 0);
  if (fw == w) return x;
  if (fw > w) return d->op(c, CC_D_TRUNC, w, x, fw);
  int sg = from && from->k != CC_BOOL && cc_is_integer(from) && cc_is_signed(from);
  return d->op(c, sg ? CC_D_SEXT : CC_D_ZEXT, w, x, fw);
}

/* The undefined behaviours of x op y in the integer type t (both operands converted to t, except a
 * shift's count y, of `cw` bits, signed when count_signed, and `cnt`, the count as w bits, where
 * it is in range), in the order C states them: each one's condition to d->ub. */
__attribute__((always_inline)) static inline void cc_int_ub(const cc_dom *d, cc_op op, const cc_type *t, uint64_t x, uint64_t y, unsigned cw,
                             int count_signed, uint64_t cnt) {
  unsigned w = (unsigned)cc_int_width(t);
  int sg = cc_is_signed(t);
  void *c = d->ctx;
  switch (op) {
  case CC_OP_ADD:
  case CC_OP_SUB:
  case CC_OP_MUL:
    /* 6.5p5; unsigned arithmetic wraps (6.2.5p9) */
    if (sg)
      d->ub(c, CC_UB_SIGNED_OVERFLOW,
            d->op(c, op == CC_OP_ADD ? CC_D_SADD_OVF : op == CC_OP_SUB ? CC_D_SSUB_OVF : CC_D_SMUL_OVF, w, x, y));
    return;
  case CC_OP_DIV:
  case CC_OP_MOD:
    d->ub(c, CC_UB_DIV_ZERO, d->op(c, CC_D_EQ, w, y, d->k(c, w, 0)));
    /* 6.5.5p6: where a / b is not representable, a % b is undefined too */
    if (sg) d->ub(c, CC_UB_DIV_OVERFLOW, d->op(c, CC_D_SDIV_OVF, w, x, y));
    return;
  case CC_OP_SHL:
  case CC_OP_SHR: {
    /* 6.5.7p3: the count is read in its own promoted type */
    uint64_t bad = count_signed ? d->op(c, CC_D_LOR, 1, d->op(c, CC_D_SLT, cw, y, d->k(c, cw, 0)),
                                        d->op(c, CC_D_SGE, cw, y, d->k(c, cw, w)))
                                : d->op(c, CC_D_UGE, cw, y, d->k(c, cw, w));
    d->ub(c, CC_UB_SHIFT_COUNT, bad);
    if (op == CC_OP_SHR || !sg) return; /* a negative E1 >> E2 is implementation-defined (gcc: arithmetic) */
    d->ub(c, CC_UB_SHIFT_NEGATIVE, d->op(c, CC_D_SLT, w, x, d->k(c, w, 0)));
    uint64_t mx = d->k(c, w, (w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1) >> 1);
    d->ub(c, CC_UB_SHIFT_OVERFLOW, d->op(c, CC_D_SGT, w, x, d->op(c, CC_D_ASHR, w, mx, cnt)));
    return;
  }
  default: return; /* bitwise operators and comparisons are defined on every value */
  }
}

/* x op y in the integer type t, as cc_int_ub takes its operands (a shift's count y of cw bits,
 * signed when count_signed): the undefined behaviours to d->ub first, then the result to *r, of t's
 * width (a comparison's: an int, 32 bits, 1 or 0). Returns 0 for an operator that is not an integer
 * binary operator (nothing stated then). */
__attribute__((always_inline)) static inline int cc_int_binary(const cc_dom *d, cc_op op, const cc_type *t, uint64_t x, uint64_t y, unsigned cw,
                                int count_signed, uint64_t *r) {
  unsigned w = (unsigned)cc_int_width(t);
  int sg = cc_is_signed(t);
  void *c = d->ctx;
  cc_dop o;
  switch (op) {
  case CC_OP_ADD: o = CC_D_ADD; break;
  case CC_OP_SUB: o = CC_D_SUB; break;
  case CC_OP_MUL: o = CC_D_MUL; break;
  /* C division truncates toward zero and the remainder has the dividend's sign (6.5.5p6) */
  case CC_OP_DIV: o = sg ? CC_D_SDIV : CC_D_UDIV; break;
  case CC_OP_MOD: o = sg ? CC_D_SREM : CC_D_UREM; break;
  case CC_OP_AND: o = CC_D_AND; break;
  case CC_OP_OR: o = CC_D_OR; break;
  case CC_OP_XOR: o = CC_D_XOR; break;
  case CC_OP_SHL: o = CC_D_SHL; break;
  case CC_OP_SHR: o = sg ? CC_D_ASHR : CC_D_LSHR; break; /* a negative E1: gcc shifts arithmetically */
  case CC_OP_LT: o = sg ? CC_D_SLT : CC_D_ULT; break;
  case CC_OP_GT: o = sg ? CC_D_SGT : CC_D_UGT; break;
  case CC_OP_LE: o = sg ? CC_D_SLE : CC_D_ULE; break;
  case CC_OP_GE: o = sg ? CC_D_SGE : CC_D_UGE; break;
  case CC_OP_EQ: o = CC_D_EQ; break;
  case CC_OP_NE: o = CC_D_NE; break;
  default: return 0;
  }
  if (op == CC_OP_SHL || op == CC_OP_SHR) {
    /* the count as w bits: where it is in range (0 <= y < w) this is its value */
    uint64_t cnt = cc_int_convert(d, NULL, cw, y, t);
    cc_int_ub(d, op, t, x, y, cw, count_signed, cnt);
    *r = d->op(c, o, w, x, cnt);
    return 1;
  }
  cc_int_ub(d, op, t, x, y, cw, count_signed, y);
  *r = d->op(c, o, w, x, y);
  if (o >= CC_D_EQ && o <= CC_D_UGE) *r = d->op(c, CC_D_BIT, 32, *r, 0); /* 6.5.8p6, 6.5.9p3: int */
  return 1;
}

/* ~x in the integer type t (x promoted to t, 6.5.3.3p4): defined on every value. */
__attribute__((always_inline)) static inline uint64_t cc_int_not(const cc_dom *d, const cc_type *t, uint64_t x) {
  return d->op(d->ctx, CC_D_NOT, (unsigned)cc_int_width(t), x, 0);
}

#endif
