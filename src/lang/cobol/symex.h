/* symex.h — the COBOL symbolic executor (rel/lang.h's symex for COBOL): a batch program run on
 * input files whose records are symbolic, giving exact guarded cases with the records each case
 * writes (rel_summary.path_records). Private to interp_lang.c.
 *
 * Inputs: input file i (cbl_rel_inputs' numbering) is named from vars[i] ("in<i>"): its record
 * count "in<i>_n" (32 bits, at most `records`: the bound of its input type) and byte j of
 * record k "in<i>_r<k>_<j>" (8 bits), admissible when every field holds valid data of its PICTURE
 * (lang_data.h's field list, the same the generator follows). Everything outside the modelled
 * statements and data forms is an unknown case "unsupported: … at file:line:col" where reached;
 * docs/cobol-symex.md lists what is modelled. */
#ifndef EQUIV_LANG_COBOL_SYMEX_H
#define EQUIV_LANG_COBOL_SYMEX_H

#include <jansson.h>

#include "rel/lang.h"

int cbl_symex(const json_t *doc, const char *unit, int records, term_ctx *tc, const term_ref *vars, int n,
              const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn);

#endif
