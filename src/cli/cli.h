/* cli.h — the `equiv` command line: subcommand dispatch and the shared exit-code contract.
 * Exit codes: 0 success, 1 the input is wrong (a message says where), 2 internal error. */
#ifndef EQUIV_CLI_CLI_H
#define EQUIV_CLI_CLI_H

enum { EXIT_OK = 0, EXIT_INPUT = 1, EXIT_INTERNAL = 2 };

/* Runs `equiv ARGS…`; returns the process exit code. */
int cli_main(int argc, char **argv);

/* Subcommand groups (each in its own file). argv[0] is the group name. */
int cli_cobol(int argc, char **argv);
/* `equiv cobol run` (cli_cobol_run.c); argv[0] is "run". */
int cli_cobol_run(int argc, char **argv);
/* `equiv cobol data …` (cli_cobol_data.c); argv[0] is "data". */
int cli_cobol_data(int argc, char **argv);
int cli_c(int argc, char **argv);
/* `equiv rust …` (cli_rust.c). */
int cli_rust(int argc, char **argv);
/* `equiv ts …` (cli_ts.c). */
int cli_ts(int argc, char **argv);
/* `equiv java …` (cli_java.c). */
int cli_java(int argc, char **argv);
/* `equiv diff OLD NEW …` (cli_diff.c). */
int cli_diff(int argc, char **argv);
/* `equiv migrate PROG.cbl …` (cli_migrate.c). */
int cli_migrate(int argc, char **argv);

/* `equiv check [PATH] …` (cli_check.c). */
int cli_check(int argc, char **argv);

/* Prints "equiv: error: [usage] …" and a hint to stderr; returns EXIT_INPUT. */
int cli_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Whether arg is -h or --help. */
int cli_is_help(const char *arg);

#endif
