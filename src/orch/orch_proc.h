/* orch_proc.h — running a program the user gave (a compiler, a compiled translation) as a child
 * process: standard streams from and to files, a time limit, and the way it ended. */
#ifndef EQUIV_ORCH_ORCH_PROC_H
#define EQUIV_ORCH_ORCH_PROC_H

typedef enum orch_pend { ORCH_P_EXITED, ORCH_P_SIGNALLED, ORCH_P_TIMEOUT, ORCH_P_NOT_RUN } orch_pend;

typedef struct orch_proc_result {
  orch_pend end;
  int code;  /* ORCH_P_EXITED: the exit status; ORCH_P_SIGNALLED: the signal */
} orch_proc_result;

/* Runs argv (argv[0] searched in PATH) in directory dir, standard input from in_path (NULL:
 * /dev/null), standard output to out_path and standard error to err_path (created or emptied;
 * NULL: /dev/null). A run past seconds is killed (its process group) and ends ORCH_P_TIMEOUT.
 * The child is registered with core/tempfiles, so a signal that ends Equiv ends it first. */
orch_proc_result orch_proc_run(const char *dir, char *const argv[], const char *in_path, const char *out_path,
                               const char *err_path, double seconds);

#endif
