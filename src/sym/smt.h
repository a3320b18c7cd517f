/* smt.h — the solver interface every caller uses: assert Bool terms, check with a timeout, read a
 * model, push/pop. Implementations: Z3 through its C API (smt_z3.c) and the wrappers of
 * smt_chain.h (SMT-LIB logging, cvc5 re-check), stacked like KLEE's solver chain. */
#ifndef EQUIV_SYM_SMT_H
#define EQUIV_SYM_SMT_H

#include "sym/term.h"

typedef enum smt_result { SMT_SAT, SMT_UNSAT, SMT_UNKNOWN } smt_result;

typedef struct smt_solver smt_solver;

/* A Z3 solver over the terms of c (one Z3 context per solver). */
smt_solver *smt_z3_new(term_ctx *c);
/* Z3's own memory limit (its global memory_max_size) for the checks that follow: mib MiB beyond
 * what Z3 holds now (0 = none). A check that reaches it answers unknown and trips the memory meter
 * (core/meter.h), as if the unit's counted memory had crossed its cap. */
void smt_z3_memory_limit(unsigned mib);
/* Frees a solver and every solver it wraps. NULL is allowed. */
void smt_free(smt_solver *s);
/* The term context the solver reads terms from. */
term_ctx *smt_terms(const smt_solver *s);

/* Adds the Bool term f to the current assertion level. */
void smt_assert(smt_solver *s, term_ref f);
/* Opens an assertion level; smt_pop(s, n) drops the n innermost ones with their assertions. */
void smt_push(smt_solver *s);
void smt_pop(smt_solver *s, unsigned n);
/* How many assertion levels are open (pushed and not popped): smt_pop(s, smt_level(s) - L)
 * returns to level L. */
unsigned smt_level(const smt_solver *s);
/* Satisfiability of the conjunction of current assertions within timeout_ms (0 = no limit).
 * SMT_UNKNOWN comes with a reason (timeout, solver error, disagreement between solvers). */
smt_result smt_check(smt_solver *s, unsigned timeout_ms);
/* Why the last check answered unknown, or a note about the last answer ("" when none). */
const char *smt_reason(const smt_solver *s);
/* After SMT_SAT: the value of t in the model as a constant term (Bool, bit-vector, Int, floating
 * point, rounding mode), completing the model where t's variables are unconstrained; TERM_NULL if
 * there is no model or the value is not a constant of those sorts (arrays, uninterpreted sorts). */
term_ref smt_model_eval(smt_solver *s, term_ref t);
/* The current assertions, outermost first (borrowed; valid until the next assert or pop). */
const term_ref *smt_assertions(const smt_solver *s, unsigned *n);

/* "sat", "unsat", "unknown". */
const char *smt_result_name(smt_result r);

#endif
