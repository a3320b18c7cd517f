/* poly.h — refuting a bit-vector obligation by polynomial normalisation, without a solver.
 *
 * Non-linear bit-vector arithmetic (a product of two unknowns) is what bit-blasting solvers do not
 * decide in time: `s + i = tri(i + 1)` where `s = tri(i)` and tri halves the even one of two
 * factors, `(i / 2) * (i - 1)` or `i * ((i - 1) / 2)`, is such an identity. Read as polynomials
 * modulo 2^w over the unknowns, both sides are the same polynomial once the parity of i is fixed
 * (i = 2k or 2k + 1: each halving is then exact). poly_refutes tries that: it shows the
 * conjunction of the given Bool terms unsatisfiable, or says nothing. */
#ifndef EQUIV_SYM_POLY_H
#define EQUIV_SYM_POLY_H

#include "sym/term.h"

/* 1 when the conjunction of as[0..n) is shown unsatisfiable (every assignment of its variables
 * makes some conjunct false), 0 when not shown (no claim). Cheap: a query without a product of
 * two non-constant bit-vectors is left at once; the work on one query is bounded. */
int poly_refutes(term_ctx *c, const term_ref *as, unsigned n);

#endif
