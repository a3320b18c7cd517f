/* proc_pending.c — stands in for parse_proc.c/parse_expr.c until they land: any program with a
 * PROCEDURE DIVISION is refused as unsupported (never silently accepted). Removed by meson.build
 * as soon as the real parser files exist. */
#include "lang/cobol/parse.h"

json_t *cbl_parse_procedure_division(cbl_parser *p) {
  p_error_code(p, p_peek(p, 0)->loc, "unsupported", "PROCEDURE DIVISION parsing is not built yet");
  while (!p_at_kind(p, T_EOF)) p_next(p);
  return json_object();
}
