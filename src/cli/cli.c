/* cli.c — top-level `equiv` command: --help, --version and dispatch to subcommand groups. */
#include "cli/cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char usage[] =
  "usage: equiv [--version] [--help] <command> [<args>]\n"
  "\n"
  "Equiv decides whether two programs behave the same.\n"
  "\n"
  "commands:\n"
  "  cobol parse   parse IBM COBOL (with copybooks) into Equiv's JSON representation\n"
  "  cobol run     run a COBOL batch program: displayed lines, files, return code, abends\n"
  "  cobol data    convert and check data sets (fixed, variable, line, relative; EBCDIC/ASCII)\n"
  "  c run         run a C function under Equiv's C semantics (undefined behaviour detected)\n"
  "  rust run      run a Rust function under Equiv's MIR semantics (a debug build's panics)\n"
  "  ts run        run a TypeScript function under Equiv's ECMAScript semantics\n"
  "  java ir       print a class file's methods as typed three-address code (Jimple)\n"
  "  java run      run a static Java method under Equiv's JVM semantics (exceptions as outcomes)\n"
  "  diff          decide whether two versions of each C function behave the same (four verdicts)\n"
  "  migrate       relate a COBOL batch program to its Rust or Java translation (statement, check)\n"
  "  check         state, for every C function of a tree, whether it is safe on every input\n"
  "\n"
  "Run 'equiv <command> --help' for a command's options.\n"
  "Exit codes: 0 success, 1 the input is wrong, 2 internal error.\n";

int cli_is_help(const char *arg) { return !strcmp(arg, "-h") || !strcmp(arg, "--help"); }

int cli_usage_error(const char *cmd, const char *fmt, ...) {
  va_list ap;
  fprintf(stderr, "equiv: error: [usage] ");
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, " (see 'equiv %s --help')\n", cmd);
  return EXIT_INPUT;
}

int cli_main(int argc, char **argv) {
  if (argc < 2) {
    fputs(usage, stderr);
    return EXIT_INPUT;
  }
  const char *cmd = argv[1];
  if (cli_is_help(cmd)) {
    fputs(usage, stdout);
    return EXIT_OK;
  }
  if (!strcmp(cmd, "--version") || !strcmp(cmd, "version")) {
    printf("equiv %s\n", EQUIV_VERSION);
    return EXIT_OK;
  }
  if (!strcmp(cmd, "cobol")) return cli_cobol(argc - 1, argv + 1);
  if (!strcmp(cmd, "c")) return cli_c(argc - 1, argv + 1);
  if (!strcmp(cmd, "rust")) return cli_rust(argc - 1, argv + 1);
  if (!strcmp(cmd, "ts")) return cli_ts(argc - 1, argv + 1);
  if (!strcmp(cmd, "diff")) return cli_diff(argc - 1, argv + 1);
  if (!strcmp(cmd, "java")) return cli_java(argc - 1, argv + 1);
  if (!strcmp(cmd, "migrate")) return cli_migrate(argc - 1, argv + 1);
  if (!strcmp(cmd, "check")) return cli_check(argc - 1, argv + 1);
  fprintf(stderr, "equiv: error: [usage] unknown command '%s' (see 'equiv --help')\n", cmd);
  return EXIT_INPUT;
}
