/* cc_emit.h — runnable C tests of a distinguishing input (`equiv diff --emit-tests DIR`). */
#ifndef EQUIV_LANG_C_CC_EMIT_H
#define EQUIV_LANG_C_CC_EMIT_H

#include "rel/verdict.h"

/* Writes DIR/NAME.c: a main that calls NAME_old and NAME_new (the user's two files, each compiled
 * on its own with every function in units[0..nunits) renamed by -D, as its first comment says)
 * with the replayed input of v, prints both results and exits 1 while they differ. Returns 1
 * when written, 0 when v's behaviours are not both returned values (nothing to call), -1 on an
 * I/O error (errno set). */
int cc_emit_test(const char *dir, const char *oldf, const char *newf, const char *name, const char *const *units,
                 int nunits, const rel_verdict *v);

#endif
