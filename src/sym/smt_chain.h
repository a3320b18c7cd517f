/* smt_chain.h — optional wrappers around a solver, stacked as in KLEE's solver chain:
 *   Z3 -> polynomial normalisation (poly.h: a non-linear identity shown UNSAT before Z3 is asked)
 *      -> logging (every obligation as an SMT-LIB file in an evidence directory)
 *      -> portfolio (a check z3 runs out of time on goes to the cvc5 binary for the rest)
 *      -> abstraction (expensive subterms as uninterpreted functions first; smt_abstract.c)
 *      -> re-check (the same obligation through the cvc5 binary; disagreement becomes unknown).
 * Each wrapper owns the solver it wraps (smt_free frees the whole chain). */
#ifndef EQUIV_SYM_SMT_CHAIN_H
#define EQUIV_SYM_SMT_CHAIN_H

#include <stddef.h>

#include "core/strbuf.h"
#include "sym/smt.h"

/* Writes <dir>/qNNNNNN.smt2 for every check and appends "file<TAB>result<TAB>ms<TAB>reason" to
 * <dir>/log.tsv. dir is created if missing (its parent must exist). */
smt_solver *smt_logging_new(smt_solver *inner, const char *dir);
/* Path of the file the last check wrote ("" before the first). */
const char *smt_logging_last_file(const smt_solver *s);

enum {
  SMT_RECHECK_SAT = 1,    /* re-check sat answers too (by default only unsat, the proofs) */
  SMT_RECHECK_STRICT = 2  /* an unsat that cvc5 cannot confirm (unknown, timeout) becomes unknown */
};

typedef struct smt_recheck_stats {
  unsigned checked;        /* obligations given to cvc5 */
  unsigned agreed;
  unsigned disagreed;      /* answered unknown, reason names both answers */
  unsigned unconfirmed;    /* cvc5 said unknown, timed out or failed */
} smt_recheck_stats;

/* Re-checks inner's sat/unsat answers with the solver binary cvc5 (e.g. "cvc5", looked up on PATH)
 * within timeout_ms (0 = 60 s). Files go to dir when given (kept as evidence), else to a
 * temporary file that is removed. */
smt_solver *smt_recheck_new(smt_solver *inner, const char *cvc5, const char *dir,
                            unsigned timeout_ms, int flags);
void smt_recheck_get_stats(const smt_solver *s, smt_recheck_stats *out);

/* Runs argv[0] (looked up on PATH, no shell) with argv[1..] and then path as arguments, kills it
 * after timeout_ms, and reads its first output line: sat, unsat, or unknown (also for "timeout",
 * errors and crashes, with the reason written to why[0..whyn)). */
smt_result smt_run_file(const char *const *argv, const char *path, unsigned timeout_ms, char *why,
                        size_t whyn);

/* smt_run_file, and what the program printed after its first line appended to text (up to 16 MiB;
 * e.g. the answer to a (get-model) that follows the (check-sat)). */
smt_result smt_run_file_out(const char *const *argv, const char *path, unsigned timeout_ms, char *why,
                            size_t whyn, strbuf *text);

/* A check with a time limit that inner answers unknown for lack of time (it gets half the limit,
 * at least 1 s) goes to the solver binary cvc5 for the rest of the limit; cvc5's unsat is the
 * answer, and so is its sat when its (get-model) gives every variable of the obligation a value:
 * smt_model_eval then reads that model (a term folds to a constant under it, or TERM_NULL).
 * Checks without a limit go to inner only. */
smt_solver *smt_portfolio_new(smt_solver *inner, const char *cvc5);

typedef struct smt_abstract_stats {
  unsigned checks;    /* checks whose assertions had a subterm to abstract */
  unsigned proved;    /* answered unsat on an abstraction */
  unsigned models;    /* answered sat by a model of an abstraction that satisfies the real assertions */
  unsigned refined;   /* subterms put back after spurious models */
  unsigned fallback;  /* checks the abstraction did not decide, passed to inner */
} smt_abstract_stats;

/* Abstraction first (ARDiff's idea, soundness argued in smt_abstract.c): a check with a time limit
 * asks a second Z3 solver, within a third of the limit, about the assertions with products and
 * quotients of non-constants and floating-point arithmetic replaced by uninterpreted functions.
 * Its unsat is the answer; its model is the answer only when it satisfies the real assertions;
 * a spurious model puts the subterms it misreads back and asks again; what is not decided goes to
 * inner with the rest of the limit. With SMT_ABSTRACT_REAL_FIRST, inner first gets a tenth of the
 * limit (at most 1 s) on the real obligation. Checks without a limit go to inner only. With dir, every
 * abstract obligation is written there as aNNNNNN.smt2, with a line in abstract.tsv. */
enum { SMT_ABSTRACT_REAL_FIRST = 1 }; /* a short try of the real obligation first */
/* abs answers the abstract obligations (a solver over inner's terms, owned by the wrapper from
 * here; NULL: a new Z3 solver, which must not be made once smt_z3_memory_limit is set). */
smt_solver *smt_abstract_new(smt_solver *inner, smt_solver *abs, const char *dir, int flags);
void smt_abstract_get_stats(const smt_solver *s, smt_abstract_stats *out);
/* Turns the abstraction of s on (1, as made) or off (0: checks go to inner as they are); no effect
 * when s is not an abstraction wrapper. */
void smt_abstract_set(smt_solver *s, int on);

/* poly_refutes (poly.h) on the assertions first: UNSAT when it shows them unsatisfiable (the
 * reason names it), else inner's answer. */
smt_solver *smt_poly_new(smt_solver *inner);

/* Whether an executable named name is on PATH (or name is an executable path). */
int smt_binary_available(const char *name);

/* The usual chain over c: Z3, then logging when evidence_dir is set, then the cvc5 re-check when
 * cvc5 is set (flags as for smt_recheck_new). */
smt_solver *smt_chain_new(term_ctx *c, const char *evidence_dir, const char *cvc5, int flags);

#endif
