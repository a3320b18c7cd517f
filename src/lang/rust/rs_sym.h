/* rs_sym.h — the Rust room's symbolic executor over MIR (rs_sym.c): integer and bool functions,
 * bit-vector terms of src/sym, panics as guarded REL_O_PANICKED cases. Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_SYM_H
#define EQUIV_LANG_RUST_RS_SYM_H

#include "lang/rust/rs_ir.h"
#include "rel/lang.h"

/* rel_lang.symex for Rust: 0 with the summary in out, or -1 with a reason in why. */
int rs_sym_exec(const rs_program *p, const char *unit, term_ctx *tc, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn);

#endif
