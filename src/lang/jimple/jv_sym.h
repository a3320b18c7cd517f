/* jv_sym.h — the Java room's symbolic executor (jv_sym.c) over the lowered representation. */
#ifndef EQUIV_LANG_JIMPLE_JV_SYM_H
#define EQUIV_LANG_JIMPLE_JV_SYM_H

#include "lang/jimple/jv.h"
#include "rel/lang.h"

/* The path summary of static method m over the input variables vars[0..n) (rel_input_vars of
 * the inputs jv_lang.c gives); 0, or -1 with a reason in why when m cannot be executed at all. */
int jv_sym_exec(jv_program *p, jv_method *m, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                rel_summary *out, arena *a, char *why, size_t whyn);

#endif
