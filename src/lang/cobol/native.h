/* native.h — the COBOL program run by GnuCOBOL for replays (rel_lang.native_run): built once by
 * cobc -x -std=ibm -fsign=EBCDIC, run on the ASCII form of the data sets. For interp_lang.c, and emit.c's TRUNC rule. */
#ifndef EQUIV_LANG_COBOL_NATIVE_H
#define EQUIV_LANG_COBOL_NATIVE_H

#include <jansson.h>

#include "core/arena.h"
#include "rel/behaviour.h"

typedef struct cbl_native cbl_native;

/* The cobc build's run of program unit of docs[0] (built with the sources of docs[1..ndocs), the
 * run unit's other programs) on the inputs args[0..nargs) (cbl_rel_inputs'
 * order), as a behaviour of the shape cbl_lang_run gives: displayed lines as records of stream
 * "SYSOUT", then the records of each file the run wrote, of the stream named by its DD, as
 * Latin-1 text (the ASCII form of EBCDIC text is its code page 037 Latin-1 form); exited(status).
 * Goes wrong (unsupported, with why) when cobc is not installed, does not build the program, or the
 * run cannot be made (a PARM, a subprogram in another file, a libcob run-time error). *cache keeps
 * the build between calls; cbl_native_free removes it. */
rel_behaviour cbl_native_run(json_t *const *docs, int ndocs, const char *unit, cbl_native **cache, const rel_value *args,
                             int nargs, arena *out);
void cbl_native_free(cbl_native *n);

/* 1 when the compiler-option lines (CBL/PROCESS) that open the COBOL source at path set TRUNC(BIN),
 * built by cobc with -fno-binary-truncate; 0 for IBM's default TRUNC(STD), for OPT, and when the
 * file cannot be read or has no such line (cbl_emit_test's scripts build the sources themselves). */
int cbl_native_source_trunc_bin(const char *path);

#endif
