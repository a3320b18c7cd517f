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
/* Writes the script to path atomically. Returns 0, or -1 with errno set. */
int smtlib_write_file(term_ctx *c, const term_ref *f, unsigned n, const char *path);
/* Appends t as one SMT-LIB term without let-sharing, variables under their script names
 * (for messages and tests). */
void smtlib_term(term_ctx *c, term_ref t, strbuf *out);

#endif
