/* cli_run_out.h — what every `equiv LANG run` command prints of a run, in one place. */
#ifndef EQUIV_CLI_CLI_RUN_OUT_H
#define EQUIV_CLI_CLI_RUN_OUT_H

#include "rel/behaviour.h"

enum {
  CLI_RUN_STDOUT = 0,      /* the run's "stdout" records to standard output, whatever the end */
  CLI_RUN_BOTH_STREAMS = 1 /* "stdout" and "stderr" records to their streams, unless it went wrong
                              (a stream named "file:…" is a file the command writes itself) */
};

/* With json: the behaviour as JSON on standard output (with key: shown added when both are set).
 * Otherwise what the run printed (per streams), then on standard error "returned SHOWN" when shown
 * is set, else the behaviour in words. */
void cli_print_run(const rel_behaviour *b, int json, const char *key, const char *shown, int streams);

#endif
