/* interval.h — value intervals of bit-vector (signed and unsigned reading) and Int terms, computed
 * bottom-up from constants and from assumptions "x in [lo, hi]"; used to decide that a check
 * cannot fail (e.g. a signed-add overflow predicate is false when both operands are small).
 * Sound and conservative: every value the term can take under the assumptions lies in its range;
 * a decision is returned only when it holds in every such assignment. */
#ifndef EQUIV_SYM_INTERVAL_H
#define EQUIV_SYM_INTERVAL_H

#include <gmp.h>
#include <stdint.h>

#include "sym/term.h"

typedef struct ival_ctx ival_ctx;

typedef enum ival_truth { IVAL_FALSE = 0, IVAL_TRUE = 1, IVAL_UNKNOWN = 2 } ival_truth;

/* An interval analysis over terms of c, with no assumptions yet. */
ival_ctx *ival_new(term_ctx *c);
void ival_free(ival_ctx *iv);

/* Assumes lo <= x <= hi, where x is a bit-vector term read as signed (is_signed) or unsigned, or
 * an Int term (is_signed ignored). Several assumptions on one term intersect. */
void ival_assume(ival_ctx *iv, term_ref x, int is_signed, mpz_srcptr lo, mpz_srcptr hi);
/* Assumes the ranges that b's conjuncts of the form "x op K" or "K op x" state (x a variable, K a
 * constant, op a bit-vector order); other conjuncts are not used. b must hold wherever a decision
 * made under it is used (e.g. the query asserts it). */
void ival_assume_facts(ival_ctx *iv, term_ref b);
void ival_assume_i64(ival_ctx *iv, term_ref x, int is_signed, int64_t lo, int64_t hi);

/* The range of t (bit-vector read signed/unsigned, or Int). Sets lo and hi and returns a bit set:
 * 1 = lo is a bound, 2 = hi is a bound (Int ranges may be unbounded; bit-vector ones never are). */
int ival_range(ival_ctx *iv, term_ref t, int is_signed, mpz_ptr lo, mpz_ptr hi);

/* Whether the Bool term b is true in every assignment allowed by the assumptions (IVAL_TRUE), false
 * in every one (IVAL_FALSE), or neither shown. */
ival_truth ival_decide(ival_ctx *iv, term_ref b);

#endif
