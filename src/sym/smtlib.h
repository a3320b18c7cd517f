/* smtlib.h — writes proof obligations as SMT-LIB 2.6 text that both Z3 and cvc5 read:
 * (set-logic ALL), declarations, one (assert …) per formula with let-sharing of repeated
 * subterms, (check-sat). Symbols are our own sanitised names (letters, digits, '_'), never a
 * solver's printer: variables v_NAME (w_NAME_ID when NAME needed changes or is taken), functions
 * f_/g_, uninterpreted sorts s_/S_, let-bound subterms l_ID. */
#ifndef EQUIV_SYM_SMTLIB_H
#define EQUIV_SYM_SMTLIB_H

#include "core/strbuf.h"
#include "sym/term.h"

/* Appends the script asserting f[0..n) to out. */
void smtlib_write(term_ctx *c, const term_ref *f, unsigned n, strbuf *out);
/* smtlib_write, and declared(ud, var, name) for each variable it declares, with its script name
 * (valid during the call only). */
void smtlib_write_vars(term_ctx *c, const term_ref *f, unsigned n, strbuf *out,
                       void (*declared)(void *ud, term_ref var, const char *name), void *ud);
/* Reads a solver's answer to (get-model) — "(define-fun NAME () SORT VALUE) ..." as cvc5 and Z3
 * print it — and sets values[i] to the constant term NAME names[i] is given, of vars[i]'s sort:
 * Bool, bit-vector (#b, #x, (_ bvN W)), Int (N, (- N)) and floating point ((fp #bS #bE #bM) and the
 * named specials). Any other value (arrays, functions, rounding modes) leaves TERM_NULL. Returns
 * how many were set, or -1 when the text is not a model. */
int smtlib_read_model(term_ctx *c, const char *text, unsigned nvars, const term_ref *vars,
                      const char *const *names, term_ref *values);
/* Writes the script to path atomically. Returns 0, or -1 with errno set. */
int smtlib_write_file(term_ctx *c, const term_ref *f, unsigned n, const char *path);
/* Appends t as one SMT-LIB term without let-sharing, variables under their script names
 * (for messages and tests). */
void smtlib_term(term_ctx *c, term_ref t, strbuf *out);

#endif
