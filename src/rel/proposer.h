/* proposer.h — the external invariant proposer of `equiv diff --proposer CMD` (DESIGN.md: "a
 * proposal counts only once the solver has checked it"): the loop obligation goes to CMD as JSON on
 * standard input, CMD prints candidate invariants one per line as SMT-LIB terms over the named
 * variables, and each line that parses to a Bool term becomes a candidate (docs/equiv-diff.md). */
#ifndef EQUIV_REL_PROPOSER_H
#define EQUIV_REL_PROPOSER_H

#include <jansson.h>

#include "core/arena.h"
#include "sym/term.h"

/* The variables a proposal may name: SMT-LIB symbol -> term. */
typedef struct rel_pvar {
  const char *symbol;
  term_ref var;
} rel_pvar;

/* Parses one SMT-LIB term (the subset: true false, #b…/#x… and (_ bvN W) literals, the named
 * variables, not and or => xor = distinct ite, bvadd bvsub bvmul bvneg bvnot bvand bvor bvxor
 * bvshl bvlshr bvashr bvudiv bvurem bvsdiv bvsrem, bvult bvule bvugt bvuge bvslt bvsle bvsgt
 * bvsge, ((_ zero_extend k) x), ((_ sign_extend k) x), ((_ extract i j) x)) with every sort
 * checked. Returns TERM_NULL with why set when the text is not such a term. */
term_ref rel_parse_smt(term_ctx *tc, const char *text, const rel_pvar *vars, int nvars, char *why, size_t whyn);

/* Runs cmd (through /bin/sh -c) with request as its standard input for at most timeout_ms, and
 * parses each output line into a Bool term (rel_parse_smt); lines that do not parse are counted in
 * *rejected. Returns the number of terms stored in *out (allocated in a), or -1 when the command
 * could not be run. */
int rel_propose(const char *cmd, json_t *request, term_ctx *tc, const rel_pvar *vars, int nvars,
                unsigned timeout_ms, term_ref **out, int *rejected, arena *a);

#endif
