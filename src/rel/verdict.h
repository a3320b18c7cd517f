/* verdict.h — Sim, Equiv and EquivOn as proof obligations over two path summaries, and the four
 * verdicts of `equiv diff` (DESIGN.md "Relating programs"): every `equivalent` comes from UNSAT
 * answers over complete summaries; every reported counterexample has been replayed concretely. */
#ifndef EQUIV_REL_VERDICT_H
#define EQUIV_REL_VERDICT_H

#include <jansson.h>

#include "core/arena.h"
#include "rel/behaviour.h"
#include "rel/lang.h"
#include "rel/relation.h"

/* Equiv R old new on one input, from the two concrete behaviours. Every verdict that rests on a
 * replayed input goes through this one function. */
typedef enum rel_cmp {
  REL_CMP_RELATED,      /* both completed with related outcomes, or both went wrong as behaviours */
  REL_CMP_DIFFERS,      /* old completed; new's outcome is unrelated, or new went wrong (a behaviour) */
  REL_CMP_OLD_UNSAFE,   /* old went wrong (a behaviour of the program), new completed */
  REL_CMP_INCONCLUSIVE  /* a side went wrong by a limit of Equiv (rel_wrong_is_behaviour is 0:
                           unsupported, out of fuel): nothing follows about the programs */
} rel_cmp;
rel_cmp rel_compare(const rel_relation *R, const rel_behaviour *old_b, const rel_behaviour *new_b);

typedef enum rel_verdict_kind {
  REL_EQUIVALENT,                  /* Equiv R old new for every admissible input */
  REL_CHANGED_ONLY_WHERE_OLD_UNSAFE, /* EquivOn (old goes wrong) R old new, and old does go wrong
                                      on a replayed input where new does not */
  REL_BEHAVIOUR_CHANGED,           /* a replayed input on which old is safe and new differs */
  REL_UNKNOWN                      /* none established: reason says why */
} rel_verdict_kind;

/* The default memory budget of one unit (--memory): far above what the corpus needs (tens of MiB),
 * far below what a runaway symbolic execution takes before the kernel kills the process. */
enum { REL_MEMORY_DEFAULT_MIB = 2048 };

typedef struct rel_check_opts {
  unsigned timeout_ms;        /* time budget of one unit's whole verdict: symbolic execution, every
                                 solver check, probing, replay (0 = 30 s); past it: unknown */
  unsigned memory_mib;        /* memory budget of one unit's verdict in MiB (0 = REL_MEMORY_DEFAULT_MIB):
                                 what its arenas and term context hold, and separately what Z3 holds;
                                 past it: unknown with the reason code "memory" */
  const char *evidence_dir;   /* every obligation as SMT-LIB under this directory, or NULL */
  int recheck;                /* re-check every UNSAT with cvc5; disagreement -> unknown */
  rel_relation R;
  rel_sym_opts sym;
  long long fuel;             /* concrete replay fuel (0 = the language's default) */
  const char *proposer;       /* --proposer CMD: external invariant candidates (rel/proposer.h), or NULL */
  /* The input map (NULL: by position): the new side's input j is the old side's input
   * input_map[j], of the same typed tree (written by the migration generator for a translation
   * whose parameters come in another order). ninput_map is the new side's input count. */
  const int *input_map;
  int ninput_map;
  /* Optional (NULL: none). The record induction across two languages (rel/xrec.h): how the new
   * side's input sequence and output records correspond to the old side's; the induction then
   * runs under it whatever R says of concrete runs. */
  const struct rel_xrec *xrec;
} rel_check_opts;

/* Why a verdict is unknown (or how an equivalent one was reached without a proof of obligations),
 * for scripts: X(id, JSON name). The sentence in rel_verdict.reason says the rest. */
#define REL_REASON_CODES(X)                                                                       \
  X(NONE, NULL)                    /* no reason: a decided verdict from its obligations */          \
  X(IDENTICAL, "identical")        /* equivalent: identical after lowering, nothing executed */     \
  X(TIMEOUT, "timeout")            /* the function's time budget ran out */                         \
  X(MEMORY, "memory")              /* the function's memory budget ran out (--memory) */            \
  X(SOLVER, "solver")              /* a solver gave no answer for another reason */                  \
  X(UNSUPPORTED, "unsupported")    /* a construct outside the language's model was reached */      \
  X(BOUND, "bound")                /* a loop, recursion or array bound of the symbolic executor */   \
  X(LIMIT, "limit")                /* a concrete replay met unsupported or out-of-fuel: no evidence */ \
  X(SIGNATURE, "signature")        /* the two versions' inputs cannot be paired */                  \
  X(RELATION, "relation")          /* the outcome relation cannot be stated as an obligation */      \
  X(REPLAY, "replay_mismatch")     /* a solver's input did not replay: a bug in Equiv, reported */   \
  X(INTERNAL, "internal")          /* anything else that is a bug in Equiv */
typedef enum rel_reason_code {
#define X(id, name) REL_R_##id,
  REL_REASON_CODES(X)
#undef X
} rel_reason_code;

/* The JSON name of a reason code ("timeout", …), or NULL for REL_R_NONE. */
const char *rel_reason_code_name(rel_reason_code c);

typedef struct rel_verdict {
  rel_verdict_kind kind;
  const char *reason;         /* unknown: why; others: NULL or a note */
  rel_reason_code code;       /* the reason as a code (REL_R_NONE when there is none) */
  int has_cex;                /* behaviour_changed / changed_only_where_old_unsafe: the input */
  int ninputs;
  const rel_input *inputs;
  const rel_value *args;      /* the distinguishing input, replayed (the old side's inputs) */
  int nnew_inputs;            /* with an input map: the new side's inputs and their values */
  const rel_input *new_inputs;
  const rel_value *new_args;
  rel_behaviour old_b, new_b; /* the replayed behaviours */
  const char *assume;         /* the admissible inputs assumed beyond the parameter types, in words
                                 (e.g. "'a' points to at least max(n, 1) readable elements"), or NULL */
  const char *proof;          /* equivalent: how, when more than the three obligations (e.g. "by
                                 induction over the first loop of each version, in lockstep:
                                 invariant i_old = i_new && s_old = s_new"), or NULL */
  int vacuous;                /* equivalent / changed_only_where_old_unsafe: 1 when the versions
                                 compared are safe on no common admissible input (the proof says
                                 nothing about any run), 0 when some input is, -1 not established */
  const char *vacuity;        /* the sentence for vacuous 1 or -1 ("both versions go wrong on every
                                 admissible input: signed overflow at hash.c:17:8"), or NULL */
  const char *relation;       /* the outcome relation used: "identity" or the file it came from */
  /* the counterexample also run on the language's real implementation (rel_lang.native_run, when
   * native_in_check): its behaviours on the old and new version, and whether they are the replayed
   * ones (1 both, 0 one is not, -1 not established: a native run could not be made); native_note
   * says what disagreed or why a run was not made, in words, or NULL */
  int has_native;
  const char *native_name;
  rel_behaviour native_old_b, native_new_b;
  int native_agrees;
  const char *native_note;
  unsigned obligations;       /* solver checks made */
  double seconds;
  /* the inputs matched by name (rel_input.by_name: a C function's globals and "program start")
   * that the check compared, and those it left out because no version's unit reaches them
   * (rel_inputs_agree); 0 and NULL when the units have none */
  int nstate_compared, nstate_left_out;
  const char **state_compared, **state_left_out;
} rel_verdict;

/* Decides the new side against the old one: each side a unit of a program of its own language
 * (two versions of one function, or a COBOL program and its translation), related by o->R, their
 * inputs corresponding by position (their typed trees must be the same). Everything lives in a. */
void rel_check(const rel_side *old_side, const rel_side *new_side, const rel_check_opts *o, rel_verdict *out,
               arena *a);
/* rel_check for unit in two programs of one language. */
void rel_check_unit(const rel_lang *L, void *old_prog, void *new_prog, const char *unit,
                    const rel_check_opts *o, rel_verdict *out, arena *a);

/* "equivalent", "changed_only_where_old_unsafe", "behaviour_changed", "unknown". */
const char *rel_verdict_name(rel_verdict_kind k);
/* {"name":…, "verdict":…, "reason":…|null, "reason_code":…|null, "assumptions":[text…], "proof":text|null,
 *  "counterexample":{"inputs":[…],"old":…,"new":…}|null, "obligations":N, "seconds":S,
 *  "state":{"compared":[name…],"left_out":[name…]} where the units have inputs matched by name}
 * (docs/equiv-diff.md). */
json_t *rel_verdict_json(const rel_verdict *v, const char *name);

#endif
