/* c.h — the C room as a rel language (rel/lang.h): the table the orchestrator's registry holds.
 * Front end cc_parse_file, units = functions with a body, run = cc_run, symex = cc_sym_exec. */
#ifndef EQUIV_LANG_C_C_H
#define EQUIV_LANG_C_C_H

#include "rel/lang.h"

/* The C language's rel_lang table (static storage). */
const rel_lang *cc_rel_lang(void);

#endif
