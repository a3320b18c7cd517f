/* contract.h — function contracts (docs/contracts.md): a precondition and a postcondition over a
 * unit's integer parameters and its result, in ACSL's spelling of a subset of C expressions,
 * stated in a comment annotation, a sidecar JSON file or by the --proposer command. Each contract
 * is checked by the solver against its unit's body before use (rel_contract_check); a symbolic
 * executor given rel_sym_opts.contracts replaces a call of a unit whose contract is usable by its
 * contract: the call site must establish `requires` (where it may not, the case is unknown), the
 * result is a fresh value constrained by `ensures`. A contract not proved (or of a function
 * without a body) is used as a hypothesis: the statements and verdicts that relied on it are
 * conditional on it. A refuted contract is never used. */
#ifndef EQUIV_REL_CONTRACT_H
#define EQUIV_REL_CONTRACT_H

#include <stddef.h>

#include "core/arena.h"
#include "rel/lang.h"
#include "sym/term.h"

struct rel_check_opts; /* rel/verdict.h */

/* A parsed expression of the subset (opaque). */
typedef struct rel_cexpr rel_cexpr;

/* Parses one expression of the subset (docs/contracts.md): integer constants, parameter names,
 * \result (when allow_result), \old(e) (e itself: parameters are passed by value), unary - and !,
 * * / % (by a nonzero constant only) + -, < <= > >= (chains, as in ACSL: a < b <= c), == !=,
 * &&, ||, ==> and <==>, parentheses. Integers are mathematical (ACSL): no overflow; an expression
 * whose values may need more than 126 bits is refused. Returns 0, or -1 with why and the byte
 * offset *at of the error in text. */
int rel_cexpr_parse(const char *text, int allow_result, const rel_cexpr **out, arena *a, char *why, size_t whyn,
                    size_t *at);

/* The names the expression reads, checked against the parameters names[0..n): 0, or -1 with why
 * naming the first one that is not a parameter. */
int rel_cexpr_check_names(const rel_cexpr *e, const char *const *names, int n, char *why, size_t whyn);

/* The expression as a Bool term: parameter k is args[k], a bit-vector of its C width read signed
 * where is_signed[k]; \result is result (TERM_NULL: none), read signed where result_signed.
 * TERM_NULL with why when a name is not a parameter or an operand is not an integer. */
term_ref rel_cexpr_term(term_ctx *tc, const rel_cexpr *e, int n, const char *const *names, const term_ref *args,
                        const int *is_signed, term_ref result, int result_signed, char *why, size_t whyn);

typedef enum rel_contract_status {
  REL_CT_UNCHECKED, /* not checked yet: never used */
  REL_CT_PROVED,    /* holds for every input satisfying requires, without any hypothesis */
  REL_CT_ASSUMED,   /* not proved (unknown, no body, or proved using a contract that is not): used
                       as a hypothesis, whatever relies on it is conditional */
  REL_CT_REFUTED,   /* an input satisfying requires breaks it, replayed: never used */
  REL_CT_CHECKING   /* being checked: only the unit's own recursive calls use it, by induction on
                       its `decreases` measure (rel_contract_self) */
} rel_contract_status;

typedef struct rel_contract {
  const char *fn;
  const char *requires, *ensures;   /* as written, each clause joined by " && " (NULL: none) */
  const rel_cexpr *req, *ens;       /* NULL: true */
  const char *decreases;            /* a measure for the recursive calls (NULL: none) */
  const rel_cexpr *dec;
  const char *where;                /* where it is stated: "file:line:col", "FILE: contracts[k]" */
  const char *origin;               /* "annotation", "file", "proposer" */
  const void *prog;                 /* the program whose function it states */
  const char *key;                  /* what identifies the function's code (its fingerprint; for a
                                       function defined elsewhere "extern"): calls of the same name
                                       and equal keys share their results */
  rel_contract_status status;
  const char *why;                  /* assumed: why not proved; refuted: what breaks it */
  int limited;                      /* assumed because a budget ran out or the solver gave no answer:
                                       not a fact of the code (a cache does not keep it) */
  int ncex;                         /* refuted: the input that breaks it, as names and values */
  const char **cex_names;
  const rel_value *cex_args;
  rel_behaviour cex_b;              /* refuted: that input's replayed behaviour */
} rel_contract;

typedef struct rel_contracts {
  int n, cap;
  rel_contract *c;
  unsigned char *used;              /* per contract: a symbolic execution replaced a call by it
                                       since the last rel_contracts_reset_used */
} rel_contracts;

/* Appends a contract (copied; its strings must outlive cs) and returns it. */
rel_contract *rel_contracts_add(rel_contracts *cs, const rel_contract *c);
void rel_contracts_free(rel_contracts *cs);
void rel_contracts_reset_used(rel_contracts *cs);

/* The contract of fn in prog that a call may use (proved, or assumed unless it is a proposal:
 * origin "proposer"); NULL when none. */
const rel_contract *rel_contract_usable(const rel_contracts *cs, const void *prog, const char *fn);
/* The contract of fn in prog being checked (REL_CT_CHECKING) with a decreases measure: a recursive
 * call of fn in its own body may use it where its arguments satisfy requires and the measure is
 * at least 0 and smaller than at the call's entry (well-founded induction); NULL when none. */
const rel_contract *rel_contract_self(const rel_contracts *cs, const void *prog, const char *fn);
/* "the measure e at the arguments now is at least 0 and smaller than at the arguments entry" as a
 * Bool term (names and signedness as rel_cexpr_term), or TERM_NULL with why. */
term_ref rel_cexpr_decreases(term_ctx *tc, const rel_cexpr *e, int n, const char *const *names, const term_ref *now,
                             const term_ref *entry, const int *is_signed, char *why, size_t whyn);

/* Whether some call was replaced by a contract since the last reset (cs may be NULL). */
int rel_contracts_any_used(const rel_contracts *cs);
/* Records that a call was replaced by c (rel_contracts.used). */
void rel_contract_mark_used(const rel_contracts *cs, const rel_contract *c);

/* "fn: requires R; ensures E" */
const char *rel_contract_text(const rel_contract *c, arena *a);

/* "proved", "assumed", "refuted", "unchecked" */
const char *rel_contract_status_name(rel_contract_status s);

/* Parses the inside of an ACSL annotation comment (the text between the opening "/" "*@" and the closing "*" "/"): clauses
 * `requires E;` and `ensures E;` (several of a kind are joined by &&), `decreases E;` (an integer
 * measure: recursive calls are checked by induction on it), `assigns \nothing;` (what the
 * abstraction of a call assumes anyway); a line may begin with '@'. Fills c->requires, ensures,
 * req, ens. Returns 0, or -1 with why and the byte offset *at in text. */
int rel_contract_parse_acsl(const char *text, rel_contract *c, arena *a, char *why, size_t whyn, size_t *at);

/* Checks c against the body of s's unit (s->unit is c->fn) under o's budget: the unit's summary
 * with requires assumed; every case must return (no going wrong, no exit, nothing not followed)
 * a value satisfying ensures, and print nothing. Sets c->status and c->why (and the replayed
 * counterexample when refuted). o->sym.contracts may hold other units' contracts (used like at
 * any call; a proof using an assumed one leaves c assumed). */
void rel_contract_check(const rel_side *s, const struct rel_check_opts *o, rel_contract *c, arena *a);

#endif
