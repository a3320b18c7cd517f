/* jv_native.h — the real JVM as a second oracle: a counterexample replayed by `java`
 * (rel_lang.native_run, jv_native.c) and the JUnit-free tests of `equiv diff --emit-tests`
 * (jv_emit.c), both through EquivReplay, the Java class of jv_replay_src.c. */
#ifndef EQUIV_LANG_JIMPLE_JV_NATIVE_H
#define EQUIV_LANG_JIMPLE_JV_NATIVE_H

#include <stddef.h>

#include "core/strbuf.h"
#include "lang/jimple/jv.h"
#include "rel/verdict.h"

/* EquivReplay's source: its imports, then the class (a test writes its own class between them). */
extern const char jv_replay_imports[];
extern const char jv_replay_class[];

/* The class path the JVM runs p from: javac's output directory of a .java file, the class-path
 * root of a .class file, the .jar itself; NULL with why when p has no class files (a Jimple file). */
const char *jv_native_classpath(const jv_program *p, char *why, size_t whyn);
/* Argument v of parameter descriptor pdesc as EquivReplay reads it (integers in decimal, float
 * and double by their bits in hex, booleans 0/1, an array or String "null" or "[" and its elements
 * joined by ','), appended to sb. Returns 0, or -1 when v does not fit the parameter. */
int jv_native_arg(const char *pdesc, const rel_value *v, strbuf *sb);
/* Static method m of p run by `java` on args[0..nargs), as a behaviour of jv_run's shape (printed
 * bytes as record "stdout", each array argument the call changed as record "argument N", the
 * result, or panicked with the uncaught exception's toString()). Goes wrong (unsupported, with
 * why) when java or javac are missing, p has no class files, or the call cannot be made; out of
 * fuel when the run goes past its time limit. */
rel_behaviour jv_native_run(jv_program *p, jv_method *m, const rel_value *args, int nargs, arena *out);
/* p is freed: the compiled driver is removed once no living program has used it (a worker process
 * of a tree diff ends by _exit, which removes no temporary files). */
void jv_native_release(jv_program *p);

/* rel_lang.emit_test_prog: DIR/EquivTest_<unit>.java for a behaviour_changed verdict, a program
 * `java -XX:-ShowCodeDetailsInExceptionMessages DIR/EquivTest_<unit>.java` runs: it compiles both
 * versions, calls the method of each on the distinguishing input by a class loader of its own,
 * prints both behaviours and exits 1 while they differ (0 when they agree, 2 when a call cannot be
 * made). Returns 1 written, 0 nothing to write, -1 on an I/O error. */
int jv_emit_test(const char *dir, void *old_prog, void *new_prog, const char *unit, const rel_verdict *v);

#endif
