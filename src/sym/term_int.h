/* term_int.h — private to src/sym: the node layout behind term_ref and the hooks between the
 * hash-consing core (term.c) and the construction-time simplifier (simplify.c). */
#ifndef EQUIV_SYM_TERM_INT_H
#define EQUIV_SYM_TERM_INT_H

#include "sym/term.h"

/* Internal-error check, kept in every build type: a broken rule here means a semantics built an
 * ill-sorted term, and continuing would let a wrong proof through. */
#define term_require(cond, ...) \
  ((cond) ? (void)0 : term_fatal(__FILE__, __LINE__, __VA_ARGS__))
void term_fatal(const char *file, int line, const char *fmt, ...)
  __attribute__((noreturn, format(printf, 3, 4)));

/* Creates or finds the node op(params; args) of sort s, without checking or simplifying. */
term_ref term_mk_raw(term_ctx *c, term_op op, const unsigned *params, const term_ref *args,
                     unsigned n, term_sort s);

/* The rewrite of op(params; args) when one applies (constant folding, identities), else TERM_NULL.
 * args are sort-checked already; s is the result sort. */
term_ref term_simplify(term_ctx *c, term_op op, const unsigned *params, const term_ref *args,
                       unsigned n, term_sort s);

/* Visits every node reachable from root that skip(arg, t) does not reject, children before
 * parents, descending only through such nodes; a node is visited again only if skip still lets
 * it through then (a memo filled by visit makes each node visited once). The stack is explicit:
 * terms built by long executions are deep (10,000 assignments `x = x * 3 + 1` make a term of height
 * 20,000), so the memoised recursive walks of src/sym (Z3 translation, intervals, substitution)
 * first run their step on every node in this order, and their own recursion is then one level. */
void term_postorder(term_ctx *c, term_ref root, int (*skip)(void *, term_ref), void (*visit)(void *, term_ref),
                    void *arg);

/* Width-masked helpers on 128-bit values. */
static inline term_u128 term_mask(unsigned w) {
  return w >= 128 ? ~(term_u128)0 : (((term_u128)1 << w) - 1);
}
/* Sign-extends the w-bit value v to 128 bits. */
static inline term_u128 term_sx(term_u128 v, unsigned w) {
  if (w >= 128) return v;
  return (v >> (w - 1)) & 1 ? (v | ~term_mask(w)) : (v & term_mask(w));
}
/* Whether the w-bit value v is negative in two's complement. */
static inline int term_neg(term_u128 v, unsigned w) { return (int)((v >> (w - 1)) & 1); }

/* Sets z to the unsigned value of v; v from z mod 2^128. */
void term_u128_to_mpz(mpz_ptr z, term_u128 v);
term_u128 term_mpz_to_u128(mpz_srcptr z);

#endif
