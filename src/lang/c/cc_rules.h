/* cc_rules.h — C rules written once for both of the C room's semantics (issue 16 item 5): the
 * interpreter (cc_exec.c) and the symbolic executor (cc_sym.c) call these over their own value
 * domain, concrete bits or terms, so a rule cannot hold in one and drift in the other.
 *
 * Today: the undefined behaviours of the integer binary operators (C11 6.5p5, 6.5.5p5-6, 6.5.7p3-4).
 * The arithmetic itself and the conversions are still each executor's own (cc_exec.c int_arith,
 * cc_sym.c int_arith); tests/unit/test_cc_symdiff.c compares the two at random inputs. */
#ifndef EQUIV_LANG_C_CC_RULES_H
#define EQUIV_LANG_C_CC_RULES_H

#include <stdint.h>

#include "lang/c/cc_ir.h"

/* The operations a domain gives on its values (handles: bits for the interpreter, term_ref for the
 * symbolic executor), each on operands of `w` bits; a truth value is a handle too. */
typedef enum cc_dop {
  CC_D_SADD_OVF, CC_D_SSUB_OVF, CC_D_SMUL_OVF, /* the signed operation leaves w bits */
  CC_D_SDIV_OVF,                               /* a / b is INT_MIN / -1 in w bits */
  CC_D_EQ, CC_D_SLT, CC_D_SGT, CC_D_SGE, CC_D_UGE,
  CC_D_ASHR,                                   /* a >> b, arithmetic, 0 <= b < w */
  CC_D_OR                                      /* of two truth values */
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

typedef struct cc_dom {
  void *ctx;
  uint64_t (*k)(void *ctx, unsigned w, uint64_t v);                   /* the constant v of w bits */
  uint64_t (*op)(void *ctx, cc_dop op, unsigned w, uint64_t a, uint64_t b);
  /* where cond holds, the operation is undefined by `rule`; the interpreter's domain stops the run
   * there (it never returns when cond is true), the symbolic one records a goes-wrong case */
  void (*ub)(void *ctx, cc_ub_rule rule, uint64_t cond);
} cc_dom;

/* The undefined behaviours of x op y in the integer type t (both operands converted to t, except a
 * shift's count y, of `cw` bits, signed when count_signed, and `cnt`, the count as w bits, where
 * it is in range), in the order C states them: each one's condition to d->ub. */
void cc_int_ub(const cc_dom *d, cc_op op, const cc_type *t, uint64_t x, uint64_t y, unsigned cw, int count_signed,
               uint64_t cnt);

#endif
