/* jv_sym.h — the Java room's symbolic executor (jv_sym.c) over the lowered representation. */
#ifndef EQUIV_LANG_JIMPLE_JV_SYM_H
#define EQUIV_LANG_JIMPLE_JV_SYM_H

#include "lang/jimple/jv.h"
#include "rel/lang.h"

/* Elements of an array followed one by one: an array parameter's first JV_SYM_ARRAY_CAP (its
 * input's array_cap), a created array's first JV_SYM_ARRAY_CAP or all of a constant length up to
 * 64; an access beyond is an unknown case naming the bound. */
#define JV_SYM_ARRAY_CAP 8
/* The interpreter's bound on an array's elements (jv_exec.c): beyond it a run meets a limit. */
#define JV_SYM_MAX_ELEMS (1 << 24)

/* The path summary of static method m over the input variables vars[0..n) of the inputs ins
 * (rel_input_vars of those jv_lang.c gives); 0, or -1 with a reason in why when m cannot be
 * executed at all. */
int jv_sym_exec(jv_program *p, jv_method *m, term_ctx *tc, const rel_input *ins, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn);

#endif
