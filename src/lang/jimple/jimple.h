/* jimple.h — the Java room as a rel language (rel/lang.h) and its commands' entry points: class
 * files (or .java files compiled by javac) lowered to a typed three-address representation, run
 * under Equiv's JVM semantics. */
#ifndef EQUIV_LANG_JIMPLE_JIMPLE_H
#define EQUIV_LANG_JIMPLE_JIMPLE_H

#include <stdio.h>

#include "rel/lang.h"

/* The Java language's rel_lang table (static storage). */
const rel_lang *jv_rel_lang(void);

/* `equiv java ir FILE`: prints the lowered representation of every class of FILE (.class or .java)
 * on out; 0, or 1 with one located error on err. */
int jv_cmd_ir(const char *path, FILE *out, FILE *err);
/* The same with a class path (':'-separated directories and .jar files; NULL for none). */
int jv_cmd_ir_cp(const char *path, const char *classpath, FILE *out, FILE *err);

/* Loads FILE (as rel_lang.load does; NULL with one error line in err) and runs one static method. */
void *jv_cmd_load(const char *path, char *err, size_t errn);
void *jv_cmd_load_cp(const char *path, const char *classpath, char *err, size_t errn);
/* Whether prog has a method called name ("name" or "name(descriptor)"): 1, 0 none, -1 overloaded. */
int jv_cmd_has_method(void *prog, const char *name);
rel_behaviour jv_cmd_run(void *prog, const char *name, const rel_value *args, int nargs, long long fuel, arena *out);
void jv_cmd_free(void *prog);

#endif
