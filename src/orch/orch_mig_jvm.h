/* orch_mig_jvm.h — one JVM that runs many inputs of a Java translation, for equiv migrate --java.
 *
 * Why: a JVM takes ~0.3 s to start and a translation's run a few milliseconds, so a JVM per input
 * limited the search to a few hundred inputs where a Rust translation gets thousands. The runner
 * loads the translation in a class loader of its own per run (its statics start afresh), gives it
 * the run's input as System.in and traps System.exit; the JVM's standard output and error go to
 * files, cut per run, so that a translation writing to FileDescriptor.out directly is seen as in a
 * JVM of its own. It is only a faster filter: a
 * difference it shows is replayed in a JVM of its own before it counts, and where the two disagree
 * the check stops using it (orch_migrate.c). */
#ifndef EQUIV_ORCH_MIG_JVM_H
#define EQUIV_ORCH_MIG_JVM_H

#include <stddef.h>

typedef struct orch_jvm orch_jvm;

/* Compiles the runner into dir/runner and starts it over class path cp and main_class. NULL, with
 * why, when it cannot (no javac, no SecurityManager in this JDK): the caller runs a JVM per input. */
orch_jvm *orch_jvm_start(const char *dir, const char *cp, const char *main_class, char *why, size_t n);

/* One run of main(args[0..nargs)) with standard input from in_path (NULL: empty) and output to
 * out_path and err_path; the exit status into *status (1 for an uncaught exception, printed as the
 * JVM prints it). Returns 0, or -1 when the runner failed or ran past seconds (it is then stopped
 * and started again at the next run): the caller runs that input in a JVM of its own. */
int orch_jvm_run(orch_jvm *j, const char *in_path, const char *out_path, const char *err_path, char *const args[],
                 int nargs, double seconds, int *status);

/* Runs answered so far (0 for NULL). */
int orch_jvm_runs(const orch_jvm *j);

void orch_jvm_free(orch_jvm *j);

#endif
