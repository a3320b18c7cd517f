/* interp_text.c — the interpreter's string statements: STRING, UNSTRING and INSPECT (Language
 * Reference, "STRING statement", "UNSTRING statement", "INSPECT statement"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/interp_int.h"

sig rt_stmt_text(cbl_machine *m, const json_t *s, const char *kind, int *handled) {
  (void)m;
  (void)s;
  *handled = 0;
  (void)kind;
  return SIG_NORMAL;
}
