/* proc.h — running a program the user gave (a compiler, a compiled translation) as a child
 * process: standard streams from and to files, a time limit, and the way it ended. */
#ifndef EQUIV_CORE_PROC_H
#define EQUIV_CORE_PROC_H

#include <stddef.h>

typedef enum eq_pend { EQ_P_EXITED, EQ_P_SIGNALLED, EQ_P_TIMEOUT, EQ_P_NOT_RUN } eq_pend;

typedef struct eq_proc_result {
  eq_pend end;
  int code;  /* EQ_P_EXITED: the exit status; EQ_P_SIGNALLED: the signal */
} eq_proc_result;

/* Runs argv (argv[0] searched in PATH) in directory dir with the environment variables env
 * ("NAME=VALUE", NULL-terminated; NULL: none) added, standard input from in_path (NULL:
 * /dev/null), standard output to out_path and standard error to err_path (created or emptied;
 * NULL: /dev/null). A run past seconds is killed (its process group) and ends EQ_P_TIMEOUT.
 * The child is registered with core/tempfiles, so a signal that ends Equiv ends it first. */
eq_proc_result eq_proc_run(const char *dir, char *const argv[], char *const env[], const char *in_path,
                           const char *out_path, const char *err_path, double seconds);

/* A long-lived child that answers requests: a line each way, requests on its standard input and
 * replies on a FIFO it opens by path (e.g. one JVM that runs many inputs of a translation instead
 * of a JVM per input). Its standard output and error go to files (so that what it runs may write
 * to them by any means, and a caller can take each request's share of them by offset). It runs in
 * its own process group and is registered with core/tempfiles. */
typedef struct eq_server {
  int pid;  /* 0: not running */
  int to;   /* its standard input */
  int from; /* the reply FIFO, read end */
  int hold; /* the reply FIFO, a write end of ours: reads wait for data instead of seeing EOF
             * before the child has opened it */
  char buf[8192];
  size_t have; /* bytes of buf read but not yet returned */
} eq_server;

/* Makes the FIFO reply_path (it must not exist) and starts argv (argv[0] searched in PATH) in
 * directory dir with standard output to out_path and standard error to err_path (created or
 * emptied). Returns 0, or -1 (nothing running). */
int eq_server_start(eq_server *s, const char *dir, char *const argv[], const char *out_path, const char *err_path,
                    const char *reply_path);
/* Sends line (a '\n' is added; NULL: nothing, only read) and reads the reply line into reply (its
 * '\n' removed), waiting at most seconds. Returns 0; -1 when the server died, did not answer in time or answered a line
 * longer than n — the server is then stopped, and must be started again to be used. */
int eq_server_ask(eq_server *s, const char *line, char *reply, size_t n, double seconds);
/* Ends it (its process group is killed) and waits for it; nothing when it is not running. */
void eq_server_stop(eq_server *s);

/* The program name as the user's tools find it: the path in environment variable env (when set
 * and not empty), else name in a directory of PATH, else in each of dirs[0..ndirs) ("~/" is $HOME),
 * into buf. Returns 1 when an executable file was found, 0 otherwise (buf then holds the last try). */
int eq_find_program(const char *name, const char *env, const char *const *dirs, int ndirs, char *buf, size_t n);

#endif
