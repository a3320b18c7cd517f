/* cc_emit.h — runnable C tests of a distinguishing input (`equiv diff --emit-tests DIR`). */
#ifndef EQUIV_LANG_C_CC_EMIT_H
#define EQUIV_LANG_C_CC_EMIT_H

#include "rel/verdict.h"

/* The rel_lang.emit_test_prog hook for the loaded programs old_prog and new_prog (cc_program):
 * writes DIR/NAME.c, a main that calls NAME_old and NAME_new (the two files each compiled on its
 * own with every function of both renamed by -D, as its first comment says) with the replayed
 * input of v, prints both results and exits 1 while they differ. Where globals are compared or a
 * struct is passed or returned: DIR/NAME.c includes one version's file and DIR/NAME.sh builds it
 * once per version and compares what the two print (a struct result's cells named by the old
 * version's declaration: "result: {1, 2}"); DIR/main.sh for a whole program. Returns 1 when
 * written, 0 when nothing is (a version goes wrong, or an input or result a test cannot write), -1
 * on an I/O error (errno set). */
int cc_emit_test_prog(const char *dir, void *old_prog, void *new_prog, const char *name, const rel_verdict *v);

#endif
