/* cc_rules.c — the C rules both semantics call over their value domain (cc_rules.h). */
#include "lang/c/cc_rules.h"

void cc_int_ub(const cc_dom *d, cc_op op, const cc_type *t, uint64_t x, uint64_t y, unsigned cw, int count_signed,
               uint64_t cnt) {
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
    uint64_t bad = count_signed ? d->op(c, CC_D_OR, 1, d->op(c, CC_D_SLT, cw, y, d->k(c, cw, 0)),
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
