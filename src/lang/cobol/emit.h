/* emit.h — `equiv diff --emit-tests` for COBOL: the rel_lang.emit_test hook (emit.c). Private to
 * interp_lang.c. */
#ifndef EQUIV_LANG_COBOL_EMIT_H
#define EQUIV_LANG_COBOL_EMIT_H

#include "rel/verdict.h"

/* Writes DIR/UNIT/ (data sets in EBCDIC and ASCII, expected.txt, run.sh) for verdict v's
 * distinguishing input. Returns 1 when written, 0 when v has none, -1 on an I/O error. */
int cbl_emit_test(const char *dir, const char *oldf, const char *newf, const char *unit, const char *const *units,
                  int nunits, const rel_verdict *v);

#endif
