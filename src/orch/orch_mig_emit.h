/* orch_mig_emit.h — `equiv migrate --evidence` and `--emit-tests` (orch_mig_emit.c). */
#ifndef EQUIV_ORCH_ORCH_MIG_EMIT_H
#define EQUIV_ORCH_ORCH_MIG_EMIT_H

#include <stddef.h>

#include "orch/orch_migrate.h"

/* dir/statement.md and statement.json; for a counterexample, each input's COBOL data set
 * (cobol-DD.ebcdic) and the translation's file (translation-DD). Returns 0, or -1 with err. */
int orch_mig_evidence(const char *dir, const orch_mig_report *r, char *err, size_t errn);
/* For a counterexample: dir/PROGRAM/ with input/ (EBCDIC, ASCII and the translation's form),
 * expected/ (what a translation that behaves as the COBOL run writes), expected.txt and run.sh,
 * which builds the translation, runs it on the input and exits 0 when it differs from expected/.
 * Returns 1 when written, 0 when there is no counterexample, -1 with err. */
int orch_mig_emit_tests(const char *dir, const orch_mig_opts *o, const orch_mig_report *r, char *err, size_t errn);

#endif
