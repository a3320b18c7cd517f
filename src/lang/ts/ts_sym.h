/* ts_sym.h — the TypeScript room's symbolic executor (private to src/lang/ts): the same typed AST
 * the interpreter runs (ts_ir.h), over IEEE binary64 terms, Bool terms and strings of 16-bit code
 * unit terms, as rel/lang.h's path summaries; and the term domain of ts_num.h's shared rules.
 * (Declared with struct tags only: rel/lang.h and ts_ir.h both name TS_BOOL.) */
#ifndef EQUIV_LANG_TS_TS_SYM_H
#define EQUIV_LANG_TS_TS_SYM_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"

struct ts_program;
struct term_ctx;
struct rel_sym_opts;
struct rel_summary;
struct rel_value;
struct ts_ndom;

/* Most code units of a string input and elements of an array input the executor follows: the
 * bound an `equivalent` verdict states. */
enum { TS_SYM_SEQ_CAP = 8 };

/* Runs unit (a top-level function) of p over the input variables vars[0..n) (rel_input_vars: a
 * number is a Float64 variable, a boolean a 1-bit one, a string or an array a Bool "in<i>" from
 * which the executor names its length "in<i>_len" (8 bits) and its code units "in<i>_u<k>" (16
 * bits) or elements "in<i>_e<k>"). Returns 0 with the summary in out, or -1 with a reason in why
 * (a parameter or result type the executor does not model, an async function, a module top level
 * it cannot run). */
int ts_symex(const struct ts_program *p, const char *unit, struct term_ctx *tc, const uint32_t *vars, int n,
             const struct rel_sym_opts *o, struct rel_summary *out, arena *a, char *why, size_t whyn);

/* The concrete value of string or array input `shape` (ts_signature's letters) named from base,
 * under a model (eval: the model's constant of a term, or 0 when unconstrained): a string as its
 * WTF-8 bytes (a lone surrogate as its 3-byte form), an array as an aggregate. 0, or -1. */
int ts_sym_tree_value(const char *shape, uint32_t base, struct term_ctx *tc, uint32_t (*eval)(void *ectx, uint32_t t),
                      void *ectx, struct rel_value *out, arena *a);

/* The term domain of ts_num.h's rules over tc: numbers Float64 terms, int32s 32-bit bit-vectors,
 * truths Bool terms; operations on constants fold through ts_ndom_double (the interpreter's). */
void ts_ndom_terms(struct ts_ndom *D, struct term_ctx *tc);

#endif
