/* assume.c — a term simplified under the facts its caller conjoins with it. An obligation
 * "guard ∧ ¬(a = b)" where b tests what the guard already decides (a guarded division: new's
 * ite(valid ∧ q = 0, 0, x / q) under old's guard, valid ∧ ¬(valid ∧ q = 0)) is decided by
 * rewriting alone, where bit-blasting both divisions took the solvers minutes. */
#include "sym/term.h"

#include <stdlib.h>

#include "core/arena.h"

/* What facts says: atoms with the value they have where facts holds, and the clauses it could not
 * split (a negated conjunction, a disjunction), each with the value it has. */
typedef struct known {
  term_ref *atom, *val;
  unsigned n, cap;
  term_ref *rest;
  int *rest_val;
  unsigned nrest, caprest;
} known;

#define FACTS_MAX 4096 /* literals looked at: past them, facts says no more (still sound) */

static void add_atom(term_ctx *c, known *k, term_ref a, int v) {
  if (k->n == k->cap) {
    k->cap = k->cap ? 2 * k->cap : 32;
    k->atom = eq_realloc(k->atom, sizeof(term_ref) * k->cap);
    k->val = eq_realloc(k->val, sizeof(term_ref) * k->cap);
  }
  k->atom[k->n] = a, k->val[k->n++] = term_bool(c, v);
}

static void add_rest(known *k, term_ref f, int v) {
  if (k->nrest == k->caprest) {
    k->caprest = k->caprest ? 2 * k->caprest : 16;
    k->rest = eq_realloc(k->rest, sizeof(term_ref) * k->caprest);
    k->rest_val = eq_realloc(k->rest_val, sizeof(int) * k->caprest);
  }
  k->rest[k->nrest] = f, k->rest_val[k->nrest++] = v;
}

/* f has value v (1 true, 0 false) wherever facts holds */
static void learn(term_ctx *c, known *k, term_ref f, int v, unsigned depth) {
  if (k->n >= FACTS_MAX || depth > 64) return;
  term_op op = term_op_of(c, f);
  if (op == OP_TRUE || op == OP_FALSE) return;
  if (op == OP_NOT) return learn(c, k, term_arg(c, f, 0), !v, depth + 1);
  if ((op == OP_AND && v) || (op == OP_OR && !v)) {
    for (unsigned i = 0; i < term_nargs(c, f); i++) learn(c, k, term_arg(c, f, i), v, depth + 1);
    return;
  }
  if (op == OP_AND || op == OP_OR) add_rest(k, f, v);
  add_atom(c, k, f, v);
}

term_ref term_assume(term_ctx *c, term_ref facts, term_ref t) {
  known k = {0};
  learn(c, &k, facts, 1, 0);
  /* a clause whose other members the atoms decide says one more thing: valid ∧ ¬(valid ∧ q = 0)
   * says q ≠ 0. Two rounds: each clause rewritten under what the atoms say, learnt again. */
  for (int round = 0; round < 2 && k.nrest && k.n; round++) {
    unsigned nrest = k.nrest;
    term_ref *rest = eq_malloc(sizeof(term_ref) * nrest);
    int *rv = eq_malloc(sizeof(int) * nrest);
    for (unsigned i = 0; i < nrest; i++) rest[i] = k.rest[i], rv[i] = k.rest_val[i];
    k.nrest = 0;
    unsigned before = k.n;
    for (unsigned i = 0; i < nrest; i++) {
      /* its members rewritten, not the clause itself (an atom of its own, with its value) */
      unsigned na = term_nargs(c, rest[i]);
      term_ref *args = eq_malloc(sizeof(term_ref) * na);
      int changed = 0;
      for (unsigned j = 0; j < na; j++) {
        term_ref a = term_arg(c, rest[i], j);
        args[j] = term_subst(c, a, before, k.atom, k.val);
        changed |= args[j] != a;
      }
      if (changed) learn(c, &k, term_rebuild(c, rest[i], args), rv[i], 0);
      free(args);
    }
    free(rest);
    free(rv);
    if (k.n == before) break;
  }
  /* an atom listed with both values: facts is false, and anything holds under it; the
   * substitution keeps one of them, which is still equivalent under facts */
  term_ref r = k.n ? term_subst(c, t, k.n, k.atom, k.val) : t;
  free(k.atom);
  free(k.val);
  free(k.rest);
  free(k.rest_val);
  return r;
}
