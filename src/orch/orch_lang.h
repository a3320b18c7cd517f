/* orch_lang.h — the registry of languages (rel_lang tables) above the relational layer: rel never
 * includes a language, the orchestrator and CLI pick one here by name or file extension. */
#ifndef EQUIV_ORCH_ORCH_LANG_H
#define EQUIV_ORCH_ORCH_LANG_H

#include "rel/lang.h"

/* The language named name ("c"), or NULL. */
const rel_lang *orch_lang_named(const char *name);
/* The language of a source file by its extension (".c" -> C), or NULL. */
const rel_lang *orch_lang_for_path(const char *path);

#endif
