/* safety.h — the mechanical statement about one unit (`equiv check`, DESIGN.md "The
 * orchestrator"): it is safe on every admissible input (no run goes wrong: undefined behaviour,
 * COBOL's undefined results), or it goes wrong on an input the solver found and the concrete
 * semantics replayed, or it is unknown with the reason (a construct outside the model, a loop
 * bound, the budget). One side of rel_check's machinery: the same symbolic executor, solver chain
 * and replay. */
#ifndef EQUIV_REL_SAFETY_H
#define EQUIV_REL_SAFETY_H

#include <jansson.h>

#include "core/arena.h"
#include "rel/behaviour.h"
#include "rel/lang.h"
#include "rel/verdict.h"

typedef enum rel_safety_kind {
  REL_SAFE,        /* no admissible input goes wrong: every case followed, none going wrong */
  REL_GOES_WRONG,  /* the input in args goes wrong, replayed on the concrete semantics */
  REL_SAFETY_UNKNOWN
} rel_safety_kind;

typedef struct rel_safety {
  rel_safety_kind kind;
  const char *reason;       /* unknown: why; else NULL */
  rel_reason_code code;     /* unknown: the reason as a code */
  const char *assume;       /* the admissible inputs beyond the parameter types, in words, or NULL */
  int vacuous;              /* safe: 1 when no input is admissible at all (nothing was shown) */
  int ninputs;              /* goes_wrong: the input and its replayed behaviour */
  const rel_input *inputs;
  const rel_value *args;
  rel_behaviour b;
  unsigned obligations;     /* solver checks made */
  double seconds;
} rel_safety;

/* Decides the statement for unit s under o's budget (timeout_ms, memory_mib, sym, fuel; the
 * relation and the proposer play no part). Everything lives in a. */
void rel_check_safety(const rel_side *s, const rel_check_opts *o, rel_safety *out, arena *a);

/* "safe", "goes_wrong", "unknown". */
const char *rel_safety_name(rel_safety_kind k);

/* {"name", "statement", "reason", "reason_code", "assumptions", "vacuous", "input": {"inputs":
 * [...], "behaviour": ...} | null, "obligations", "seconds"} (docs/orchestrator.md, equiv check). */
json_t *rel_safety_json(const rel_safety *v, const char *name);

#endif
