/* cc_sym.h — the C room's symbolic executor: the concrete semantics' rules (cc_exec.c) over
 * symbolic inputs, into a rel path summary (guarded returned / goes-wrong / unknown cases). */
#ifndef EQUIV_LANG_C_CC_SYM_H
#define EQUIV_LANG_C_CC_SYM_H

#include "lang/c/cc.h"
#include "rel/lang.h"

/* The admissible inputs of function fn: integer and floating parameters (every value of the type).
 * Returns the count, or -1 with why set (no such function, a pointer/struct parameter). */
int cc_sym_inputs(const cc_program *p, const char *fn, rel_input **ins, arena *a, char *why,
                  size_t whyn);

/* Executes fn over vars (made by rel_input_vars from cc_sym_inputs): branches merged into
 * conditional terms, every undefined behaviour the interpreter detects a goes-wrong case,
 * loops unrolled up to o->unroll iterations and calls inlined up to o->inline_depth (the rest is
 * an unknown case naming the bound), anything else outside the modelled fragment an unknown case
 * "unsupported: …". Returns 0, or -1 with why. */
int cc_sym_exec(const cc_program *p, const char *fn, term_ctx *tc, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn);

#endif
