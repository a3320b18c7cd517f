/* verdict.h — Sim, Equiv and EquivOn as proof obligations over two path summaries, and the four
 * verdicts of `equiv diff` (DESIGN.md "Relating programs"): every `equivalent` comes from UNSAT
 * answers over complete summaries; every reported counterexample has been replayed concretely. */
#ifndef EQUIV_REL_VERDICT_H
#define EQUIV_REL_VERDICT_H

#include <jansson.h>

#include "core/arena.h"
#include "rel/behaviour.h"
#include "rel/lang.h"

/* The outcome relation R, as data. The default (rel_relation_default): both completed with the
 * same kind, the same return value and the same output records; going wrong relates to nothing.
 * Values of floating type are compared by their IEEE encoding (so -0.0 and 0.0 differ), except
 * that with nan_any every NaN relates to every NaN (ISO C and IEEE 754 leave the sign and payload
 * of an operation's NaN result unspecified, and the solver's theory has one NaN). */
typedef struct rel_relation {
  int nan_any;
} rel_relation;

rel_relation rel_relation_default(void);
/* R on two concrete behaviours. */
int rel_related(const rel_relation *R, const rel_behaviour *x, const rel_behaviour *y);

typedef enum rel_verdict_kind {
  REL_EQUIVALENT,                  /* Equiv R old new for every admissible input */
  REL_CHANGED_ONLY_WHERE_OLD_UNSAFE, /* EquivOn (old goes wrong) R old new, and old does go wrong
                                      on a replayed input where new does not */
  REL_BEHAVIOUR_CHANGED,           /* a replayed input on which old is safe and new differs */
  REL_UNKNOWN                      /* none established: reason says why */
} rel_verdict_kind;

typedef struct rel_check_opts {
  unsigned timeout_ms;        /* time budget of one unit's whole verdict: symbolic execution, every
                                 solver check, probing, replay (0 = 30 s); past it: unknown */
  const char *evidence_dir;   /* every obligation as SMT-LIB under this directory, or NULL */
  int recheck;                /* re-check every UNSAT with cvc5; disagreement -> unknown */
  rel_relation R;
  rel_sym_opts sym;
  long long fuel;             /* concrete replay fuel (0 = the language's default) */
  const char *proposer;       /* --proposer CMD: external invariant candidates (rel/proposer.h), or NULL */
} rel_check_opts;

typedef struct rel_verdict {
  rel_verdict_kind kind;
  const char *reason;         /* unknown: why; others: NULL or a note */
  int has_cex;                /* behaviour_changed / changed_only_where_old_unsafe: the input */
  int ninputs;
  const rel_input *inputs;
  const rel_value *args;      /* the distinguishing input, replayed */
  rel_behaviour old_b, new_b; /* the replayed behaviours */
  const char *assume;         /* the admissible inputs assumed beyond the parameter types, in words
                                 (e.g. "'a' points to at least max(n, 1) readable elements"), or NULL */
  const char *proof;          /* equivalent: how, when more than the three obligations (e.g. "loops in
                                 lockstep, invariant i_old = i_new && s_old = s_new"), or NULL */
  unsigned obligations;       /* solver checks made */
  double seconds;
} rel_verdict;

/* Decides unit in old_prog against new_prog (both loaded by L). Everything lives in a. */
void rel_check_unit(const rel_lang *L, void *old_prog, void *new_prog, const char *unit,
                    const rel_check_opts *o, rel_verdict *out, arena *a);

/* "equivalent", "changed_only_where_old_unsafe", "behaviour_changed", "unknown". */
const char *rel_verdict_name(rel_verdict_kind k);
/* {"name":…, "verdict":…, "reason":…|null, "assumptions":[text…], "proof":text|null,
 *  "counterexample":{"inputs":[…],"old":…,"new":…}|null, "obligations":N, "seconds":S}
 * (docs/equiv-diff.md). */
json_t *rel_verdict_json(const rel_verdict *v, const char *name);

#endif
