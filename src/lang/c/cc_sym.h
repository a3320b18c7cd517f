/* cc_sym.h — the C room's symbolic executor: the concrete semantics' rules (cc_exec.c) over
 * symbolic inputs, into a rel path summary (guarded returned / goes-wrong / unknown cases). */
#ifndef EQUIV_LANG_C_CC_SYM_H
#define EQUIV_LANG_C_CC_SYM_H

#include "lang/c/cc.h"
#include "rel/lang.h"

/* The elements of an array parameter followed one by one (rel_input.array_cap): 16 unless
 * --array-bound N (rel_load_opts.array_bound, cc_program.array_bound) raises it, to at most 1024. */
enum { CC_ARRAY_BOUND_DEFAULT = 16, CC_ARRAY_BOUND_MAX = 1024 };

/* The admissible inputs of function fn: integer and floating parameters (every value of the type),
 * pointers to integer or floating arrays (null, or at least one element), and pointers to const
 * structs of integer and floating cells (a typed tree: null, or the struct). Returns the count, or
 * -1 with why set (no such function, a parameter of another type). */
int cc_sym_inputs(const cc_program *p, const char *fn, rel_input **ins, arena *a, char *why,
                  size_t whyn);

/* Whether input i of fn (cc_sym_inputs) is taken as a string: a character array without a length
 * parameter of a function whose result is a string (`const char *`); admissible only with a NUL
 * among its elements, a precondition cc_sym_exec states and the probes' generator keeps. */
int cc_sym_string_param(const cc_program *p, const char *fn, const rel_input *ins, int i);

/* Executes fn over vars (made by rel_input_vars from cc_sym_inputs): branches merged into
 * conditional terms, every undefined behaviour the interpreter detects a goes-wrong case,
 * loops unrolled up to o->unroll iterations and calls inlined up to o->inline_depth (the rest is
 * an unknown case naming the bound), anything else outside the modelled fragment an unknown case
 * "unsupported: …". Returns 0, or -1 with why. */
int cc_sym_exec(const cc_program *p, const char *fn, term_ctx *tc, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn);

/* The value of `const struct T *` input `in` (a REL_IN_TREE of cc_sym_inputs whose variables
 * cc_sym_exec named from base, "in<i>") under a model: eval gives a term's value or TERM_NULL.
 * The opaque "null", or the struct's cells as an aggregate. Returns 0, or -1. */
int cc_sym_tree_value(const cc_program *p, const char *fn, const rel_input *in, term_ref base, term_ctx *tc,
                      term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a);

#endif
