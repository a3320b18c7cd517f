/* resolve.h — private to the COBOL front end: name resolution over the parsed representation. */
#ifndef EQUIV_LANG_COBOL_RESOLVE_H
#define EQUIV_LANG_COBOL_RESOLVE_H

#include "lang/cobol/cjson.h"

#include "lang/cobol/lex.h"

/* Binds every data reference ({"ref": …}) to its item ("item": id, "kind": …) and every procedure
 * reference ({"proc": …}) to its paragraph or section ("target": id) in each program of progs
 * (nested programs see their parents' GLOBAL items); checks REDEFINES adjacency and subscript
 * counts. Sections and paragraphs get ids after next_id (the last id the parser gave), so ids are
 * unique in the whole representation. Reports [resolve] errors to fe->d; returns their number. */
int cbl_resolve(cbl_front *fe, cj_t *progs, int next_id);

#endif
