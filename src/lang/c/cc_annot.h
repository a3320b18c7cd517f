/* cc_annot.h — the functions of a C program with their contract annotations (rel_lang.decls). */
#ifndef EQUIV_LANG_C_CC_ANNOT_H
#define EQUIV_LANG_C_CC_ANNOT_H

#include "lang/c/cc_ir.h"
#include "rel/lang.h"

/* Every function p declares or defines with a modelled type, in p's order, each with the ACSL
 * annotation comment written right before its name's declarator (NULL when none). Returns the count. */
int cc_decls(const cc_program *p, rel_decl **out, arena *a);

#endif
