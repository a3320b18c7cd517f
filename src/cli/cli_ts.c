/* cli_ts.c — `equiv ts …` subcommands: run (type check a TypeScript file with the TypeScript
 * front end and run one of its functions under Equiv's ECMAScript semantics, printing its
 * behaviour). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "core/diag.h"
#include "lang/ts/ts.h"
#include "cli/cli_run_out.h"
#include "rel/behaviour.h"

enum { EXIT_WRONG = 3 };

static const char ts_usage[] =
  "usage: equiv ts <command> [<args>]\n"
  "\n"
  "commands:\n"
  "  run FILE.ts --function NAME [--args A,B,...] [--fuel N] [--json]\n"
  "        run one function under Equiv's ECMAScript semantics and print its behaviour\n";

static const char run_usage[] =
  "usage: equiv ts run FILE.ts --function NAME [--args A,B,...] [--fuel N] [--json]\n"
  "\n"
  "Type checks FILE.ts under strict with the TypeScript front end (typescript 6.0.3's compiler\n"
  "API, run by node; docs/ts-ast.md), runs the module's top level, then NAME under Equiv's\n"
  "ECMAScript semantics (docs/ts.md): numbers as IEEE doubles, strings as UTF-16 code units,\n"
  "exceptions as outcomes.\n"
  "\n"
  "  --function NAME  the top-level function to run\n"
  "  --args A,B,...   its arguments as literals: 1.5, -0, NaN, Infinity, \"text\" (JSON escapes,\n"
  "                   \\uXXXX code units), true, false, null, undefined, [1, 2]; each must fit its\n"
  "                   parameter's declared type\n"
  "  --fuel N         steps before the run goes wrong as out of fuel (default 10000000)\n"
  "  --json           print the behaviour as JSON on standard output instead\n"
  "\n"
  "What the function writes with console.log goes to standard output, console.error to standard\n"
  "error. Then on standard error: 'returned V' (V as docs/ts.md's show() writes it), 'panicked:\n"
  "Uncaught V' for an exception that leaves the function, or 'went wrong: [kind] reason at\n"
  "file:line:col' (unsupported, out_of_fuel).\n"
  "Exit codes: 0 the run completed (returned or threw), 3 the run went wrong, 1 the input is wrong\n"
  "(type errors, constructs outside the subset, bad options), 2 internal error.\n";

static int ts_run_cmd(int argc, char **argv) {
  const char *file = NULL, *fn = NULL, *args = NULL;
  long long fuel = 0;
  int json = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) {
      fputs(run_usage, stdout);
      return EXIT_OK;
    } else if (!strcmp(a, "--function") || !strcmp(a, "--args") || !strcmp(a, "--fuel")) {
      if (i + 1 >= argc) return cli_usage_error("ts run", "%s needs an argument", a);
      const char *v = argv[++i];
      if (!strcmp(a, "--fuel")) {
        char *end;
        fuel = strtoll(v, &end, 10);
        if (*end || fuel <= 0) return cli_usage_error("ts run", "--fuel wants a positive integer, not '%s'", v);
      } else if (!strcmp(a, "--function")) {
        fn = v;
      } else {
        args = v;
      }
    } else if (!strcmp(a, "--json")) {
      json = 1;
    } else if (a[0] == '-' && a[1]) {
      return cli_usage_error("ts run", "unknown option '%s'", a);
    } else if (file) {
      return cli_usage_error("ts run", "more than one file given ('%s' and '%s')", file, a);
    } else {
      file = a;
    }
  }
  if (!file) return cli_usage_error("ts run", "no TypeScript file given");
  if (!fn) return cli_usage_error("ts run", "no --function given");
  diag_ctx *d = diag_new();
  ts_program *p = ts_load(file, d);
  diag_print(d, stderr);
  diag_free(d);
  if (!p) return EXIT_INPUT;
  if (ts_function_arity(p, fn) < 0) {
    ts_program_free(p);
    return cli_usage_error("ts run", "%s defines no top-level function '%s'", file, fn);
  }
  arena *a = arena_new();
  rel_behaviour b;
  const char *shown = NULL;
  char why[512];
  if (ts_run_args(p, fn, args, fuel, a, &b, &shown, why, sizeof why) < 0) {
    arena_free(a);
    ts_program_free(p);
    return cli_usage_error("ts run", "--args: %s", why);
  }
  cli_print_run(&b, json, "shown", shown, CLI_RUN_BOTH_STREAMS);
  int rc = b.wrong ? EXIT_WRONG : EXIT_OK;
  arena_free(a);
  ts_program_free(p);
  return rc;
}

int cli_ts(int argc, char **argv) {
  if (argc < 2) {
    fputs(ts_usage, stderr);
    return EXIT_INPUT;
  }
  if (cli_is_help(argv[1])) {
    fputs(ts_usage, stdout);
    return EXIT_OK;
  }
  if (!strcmp(argv[1], "run")) return ts_run_cmd(argc - 1, argv + 1);
  fprintf(stderr, "equiv: error: [usage] unknown command 'ts %s' (see 'equiv ts --help')\n", argv[1]);
  return EXIT_INPUT;
}
