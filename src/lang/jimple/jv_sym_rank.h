/* jv_sym_rank.h — ranking functions for a loop of the Java room's symbolic executor (total
 * correctness, the seed's termination version of the Java semantics). */
#ifndef EQUIV_LANG_JIMPLE_JV_SYM_RANK_H
#define EQUIV_LANG_JIMPLE_JV_SYM_RANK_H

#include "core/arena.h"
#include "lang/jimple/jv.h"
#include "sym/term.h"

/* One iteration of a loop run from its head in the state h (a fresh variable per int or long
 * slot): where g holds it comes back to the head with after[slot] in the slots (TERM_NULL for a
 * slot that holds no int or long). */
typedef struct jv_rank_arrival {
  term_ref g;
  const term_ref *after;
} jv_rank_arrival;

/* A ranking function for the loop [head, last] of m, among the candidates its conditions give:
 * for each comparison `a OP b` of int or long values in the loop (a and b locals or constants),
 * b - a and a - b over the exact integers (66-bit bit-vectors: no wrap-around). A candidate r
 * holds when the solver shows, for every iteration arr[k], that g_k implies r(h) >= 0 and
 * r(after_k) < r(h): r is bounded below wherever the loop goes round, and decreases each time, so
 * no run goes round forever. Returns r in words ("n - i"), "no iteration comes back to its head"
 * when narr is 0, or NULL when no candidate holds within the deadline (rel_now clock; 0: none). */
const char *jv_rank_find(term_ctx *tc, const jv_method *m, int head, int last, const term_ref *h,
                         const jv_rank_arrival *arr, int narr, double deadline, arena *a);

#endif
