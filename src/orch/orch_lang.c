/* orch_lang.c — the language registry: one line per language that implements rel/lang.h. */
#include "orch/orch_lang.h"

#include <string.h>

#include "lang/c/c.h"
#include "lang/cobol/cobol.h"
#include "lang/rust/rust.h"
#include "lang/jimple/jimple.h"
#include "lang/ts/ts.h"

typedef struct entry {
  const char *ext;
  const rel_lang *(*get)(void);
} entry;

static const entry langs[] = {
  {".c", cc_rel_lang},
  {".cbl", cbl_rel_lang},
  {".cob", cbl_rel_lang},
  {".CBL", cbl_rel_lang},
  {".rs", rs_rel_lang},
  {".java", jv_rel_lang},
  {".class", jv_rel_lang},
  {".jar", jv_rel_lang},
  {".jimple", jv_rel_lang},
  {".ts", ts_rel_lang},
};

const rel_lang *orch_lang_named(const char *name) {
  for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++)
    if (!strcmp(langs[i].get()->name, name)) return langs[i].get();
  return NULL;
}

const rel_lang *orch_lang_for_path(const char *path) {
  const char *dot = strrchr(path, '.');
  if (!dot) return NULL;
  for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++)
    if (!strcmp(dot, langs[i].ext)) return langs[i].get();
  return NULL;
}
