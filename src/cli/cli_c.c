/* cli_c.c — `equiv c …` subcommands: run (parse a C file with libclang and run one function under
 * Equiv's concrete C semantics, printing its behaviour). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "core/diag.h"
#include "core/strbuf.h"
#include "lang/c/cc.h"
#include "cli/cli_run_out.h"
#include "rel/behaviour.h"

enum { EXIT_WRONG = 3 };

static const char c_usage[] =
  "usage: equiv c <command> [<args>]\n"
  "\n"
  "commands:\n"
  "  run FILE.c [--function NAME] [--args A,B,...] [--argv S]... [--stdin FILE] [--fuel N] [--json]\n"
  "        [-I DIR] [-D NAME[=V]] [-- ARGS]\n"
  "        run one function under Equiv's C semantics and print its behaviour\n";

static const char run_usage[] =
  "usage: equiv c run FILE.c [--function NAME] [--args A,B,...] [--argv S]... [--argc N] [--stdin FILE] [--fuel N]\n"
  "                  [--global G=V]... [--program-start 0|1] [--json] [-I DIR]...\n"
  "                  [-D NAME[=VALUE]]... [-- CLANG-ARGS...]\n"
  "\n"
  "Parses FILE.c with libclang (C11, x86-64 Linux) and runs NAME (default main) under Equiv's\n"
  "concrete C semantics, which detects undefined behaviour instead of guessing.\n"
  "\n"
  "  --function NAME  the function to run (default: main)\n"
  "  --args A,B,...   its arguments: integers (42, -7, 0x1f) or doubles (1.5, -0.0, 1e300, nan, inf),\n"
  "                   converted to the parameter types as by assignment\n"
  "                   (an array [1,2,3] for a pointer parameter points to a fresh array of them;\n"
  "                   null is the null pointer)\n"
  "  --argv S         (repeated) main's argv, argv[0] first: main(int argc, char **argv) runs with\n"
  "                   argc = their count; --args A,B,... for main gives argv = {\"main\", A, B, ...}\n"
  "  --argc N         with --argv: argc = N, more than the strings given (a counterexample's argv\n"
  "                   whose other strings are not read; reading one is unsupported)\n"
  "  --stdin FILE     standard input (getchar); without it standard input is empty\n"
  "  --global G=V     (repeated) the value global G holds when the function (not main) is called,\n"
  "                   as an --args item (an array or struct as [x,y,...], one value per cell; a\n"
  "                   static of function f is f.G); its value after the call is reported as 'global G'.\n"
  "                   The state globals not named are neither set nor reported\n"
  "  --program-start N  with --global: 1 when the call is the program's first (every global then\n"
  "                   holds its initial value and the values given are not used), 0 (default) otherwise\n"
  "  --fuel N         steps before the run goes wrong as out of fuel (default 10000000)\n"
  "  --json           print the behaviour as JSON on standard output instead\n"
  "  -I DIR, -D NAME[=VALUE]  include directory and macro definition for clang\n"
  "  -- CLANG-ARGS    further arguments for clang, as given\n"
  "\n"
  "Output: what the program printed, verbatim, on standard output; then its outcome on standard\n"
  "error: 'exited N' (main, exit), 'returned V' (other functions), 'abended 6' (abort, a failed\n"
  "assert: SIGABRT), or\n"
  "'went wrong: [kind] reason at file:line:col' (kinds: ub, unsupported, out_of_fuel).\n"
  "Exit codes: 0 the run completed (whatever it returned), 3 the run went wrong,\n"
  "1 the input is wrong (clang errors, bad options), 2 internal error.\n";

/* One --args item: an integer (decimal, 0x hex, signed) or a double. */
static int parse_arg(const char *s, rel_value *v) {
  char *end;
  errno = 0;
  if (*s && !strpbrk(s, ".eEnNiI") ) {
    if (s[0] == '-') {
      long long x = strtoll(s, &end, 0);
      if (*end || errno) return 0;
      *v = rel_v_int((uint64_t)x, 64, 1);
    } else {
      unsigned long long x = strtoull(s, &end, 0);
      if (*end || errno) return 0;
      *v = x > (unsigned long long)INT64_MAX ? rel_v_int(x, 64, 0) : rel_v_int(x, 64, 1);
    }
    return 1;
  }
  if (!strncmp(s, "0x", 2) || !strncmp(s, "-0x", 3)) return 0;
  double d = strtod(s, &end);
  if (*end || !*s) return 0;
  *v = rel_v_double(d);
  return 1;
}

/* One --args item: a scalar (parse_arg) or an array "[x,y,...]" of scalars, passed to a pointer
 * parameter as a pointer to the first element of a fresh array holding them. */
static int parse_item(arena *a, char *s, rel_value *v) {
  size_t n = strlen(s);
  if (!strcmp(s, "null") || !strcmp(s, "NULL")) { /* the null pointer, for a pointer parameter */
    *v = rel_v_opaque(a, "null");
    return 1;
  }
  if (s[0] != '[') return parse_arg(s, v);
  if (n < 3 || s[n - 1] != ']') return 0;
  s[n - 1] = 0;
  int cap = 1;
  for (const char *p = s; *p; p++) cap += *p == ',';
  rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)cap);
  int k = 0;
  for (char *tok = strtok(s + 1, ","); tok; tok = strtok(NULL, ","))
    if (!parse_arg(tok, &items[k++])) return 0;
  if (k == 0) return 0;
  *v = rel_v_agg(a, items, k);
  return 1;
}

/* --global G=V items and --program-start: the state of a function other than main, by name */
typedef struct run_state {
  const char **items;
  int n;
  int start; /* -1: --program-start not given */
} run_state;

static int c_run_file(const char *file, const char *fn, const char *args, const char *const *argv_list, int nargv,
                      int main_argc, const char *stdin_path, long long fuel, int json, const char **clang_args, int nclang,
                      const run_state *st);

static int c_run_cmd(int argc, char **argv) {
  const char *file = NULL, *fn = "main", *args = NULL, *stdin_path = NULL;
  long long fuel = 0;
  int json = 0, nclang = 0, nargv = 0, main_argc = 0;
  const char **argv_list = calloc((size_t)argc + 1, sizeof(char *));
  run_state st = {.items = calloc((size_t)argc + 1, sizeof(char *)), .start = -1};
  /* -I DIR / -D NAME[=VALUE] as clang's -IDIR / -DNAME[=VALUE], then what follows -- as given */
  const char **clang_args = calloc((size_t)argc + 1, sizeof(char *));
  char **owned = calloc((size_t)argc + 1, sizeof(char *));
  int nowned = 0, rc = EXIT_OK;
  if (!clang_args || !owned || !argv_list || !st.items) {
    free(clang_args), free(owned), free(argv_list), free(st.items);
    fprintf(stderr, "equiv: error: [internal] out of memory\n");
    return EXIT_INTERNAL;
  }
#define USAGE(...) do { rc = cli_usage_error("c run", __VA_ARGS__); goto out; } while (0)
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) {
      fputs(run_usage, stdout);
      goto out;
    } else if ((!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2)) && a[2]) {
      clang_args[nclang++] = a;
    } else if (!strcmp(a, "-I") || !strcmp(a, "-D")) {
      if (i + 1 >= argc) USAGE("%s needs an argument", a);
      size_t len = strlen(argv[i + 1]) + 3;
      char *o = owned[nowned++] = malloc(len);
      if (!o) USAGE("out of memory");
      snprintf(o, len, "%s%s", a, argv[++i]);
      clang_args[nclang++] = o;
    } else if (!strcmp(a, "--function") || !strcmp(a, "--args") || !strcmp(a, "--fuel") || !strcmp(a, "--argv") ||
               !strcmp(a, "--stdin") || !strcmp(a, "--argc") || !strcmp(a, "--global") || !strcmp(a, "--program-start")) {
      if (i + 1 >= argc) USAGE("%s needs an argument", a);
      const char *v = argv[++i];
      if (!strcmp(a, "--argc")) {
        char *end;
        errno = 0;
        long long x = strtoll(v, &end, 10);
        if (*end || errno || x < 1 || x > 2147483647) USAGE("--argc wants an integer from 1 to 2147483647, not '%s'", v);
        main_argc = (int)x;
      } else if (!strcmp(a, "--global")) {
        if (!strchr(v, '=') || v[0] == '=') USAGE("--global wants G=V, not '%s'", v);
        st.items[st.n++] = v;
      } else if (!strcmp(a, "--program-start")) {
        if (strcmp(v, "0") && strcmp(v, "1")) USAGE("--program-start wants 0 or 1, not '%s'", v);
        st.start = v[0] - '0';
      } else if (!strcmp(a, "--argv")) {
        argv_list[nargv++] = v;
      } else if (!strcmp(a, "--stdin")) {
        stdin_path = v;
      } else if (!strcmp(a, "--fuel")) {
        char *end;
        fuel = strtoll(v, &end, 10);
        if (*end || fuel <= 0) USAGE("--fuel wants a positive integer, not '%s'", v);
      } else if (!strcmp(a, "--function")) {
        fn = v;
      } else {
        args = v;
      }
    } else if (!strcmp(a, "--json")) {
      json = 1;
    } else if (!strcmp(a, "--")) {
      while (++i < argc) clang_args[nclang++] = argv[i];
      break;
    } else if (a[0] == '-' && a[1]) {
      USAGE("unknown option '%s'", a);
    } else if (file) {
      USAGE("more than one file given ('%s' and '%s')", file, a);
    } else {
      file = a;
    }
  }
  if (!file) USAGE("no C file given");
  if (nargv && args) USAGE("--args and --argv both given (--argv lists the whole argv of main)");
  if (main_argc && main_argc < nargv) USAGE("--argc %d is less than the %d --argv strings", main_argc, nargv);
  if (main_argc && !nargv) USAGE("--argc needs the --argv strings it counts beyond");
  if (st.start >= 0 && !st.n) USAGE("--program-start needs the --global values it is about");
  if (st.n && !strcmp(fn, "main")) USAGE("--global is for a function other than main (main starts from the initializers)");
#undef USAGE
  rc = c_run_file(file, fn, args, argv_list, nargv, main_argc, stdin_path, fuel, json, clang_args, nclang, &st);
out:
  free(argv_list);
  free(st.items);
  for (int i = 0; i < nowned; i++) free(owned[i]);
  free(owned);
  free(clang_args);
  return rc;
}

/* Parses file and runs fn on the --args text (c_run_cmd has checked the options). */
/* main(int argc, char **argv)'s arguments from the command line: argc (their count, or --argc)
 * and the strings of argv, the --argv list as given or "main" followed by the --args items split
 * at commas. */
static rel_value *main_values(arena *a, const char *args, const char *const *argv_list, int nargv, int argc, int *nargs) {
  int cap = 2;
  for (const char *p = args ? args : ""; *p; p++) cap += *p == ',';
  rel_value *strs = arena_alloc(a, sizeof(rel_value) * (size_t)(cap + nargv + 1));
  int n = 0;
  if (nargv) {
    for (int i = 0; i < nargv; i++) strs[n++] = rel_v_bytes(a, argv_list[i], strlen(argv_list[i]));
  } else {
    strs[n++] = rel_v_bytes(a, "main", 4);
    if (args && *args) {
      char *copy = arena_strdup(a, args);
      for (char *tok = copy; tok;) {
        char *q = strchr(tok, ',');
        if (q) *q = 0;
        strs[n++] = rel_v_bytes(a, tok, strlen(tok));
        tok = q ? q + 1 : NULL;
      }
    }
  }
  rel_value *vals = arena_alloc(a, sizeof(rel_value) * 2);
  vals[0] = rel_v_int((uint64_t)(argc > n ? argc : n), 32, 1);
  vals[1] = rel_v_agg(a, strs, n);
  *nargs = 2;
  return vals;
}

static int c_run_file(const char *file, const char *fn, const char *args, const char *const *argv_list, int nargv,
                      int main_argc, const char *stdin_path, long long fuel, int json, const char **clang_args, int nclang,
                      const run_state *st) {
  FILE *probe = fopen(file, "r");
  if (!probe) {
    fprintf(stderr, "equiv: error: [io] %s: %s\n", file, strerror(errno));
    return EXIT_INPUT;
  }
  fclose(probe);

  arena *a = arena_new();
  char *in = NULL;
  size_t in_len = 0;
  if (stdin_path) {
    FILE *f = fopen(stdin_path, "rb");
    if (!f) {
      fprintf(stderr, "equiv: error: [io] %s: %s\n", stdin_path, strerror(errno));
      arena_free(a);
      return EXIT_INPUT;
    }
    strbuf sb = STRBUF_INIT;
    char chunk[4096];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) sb_append(&sb, chunk, got);
    fclose(f);
    in_len = sb.len;
    in = arena_alloc(a, in_len + 1);
    if (in_len) memcpy(in, sb.data, in_len);
    sb_free(&sb);
  }
  int nargs = 0;
  rel_value *vals = NULL;
  /* main(int argc, char **argv) takes strings: decided once the file is parsed */
  int strings = !strcmp(fn, "main") || nargv;
  if (args && *args && !strings) {
    char *copy = arena_strdup(a, args);
    int cap = 1;
    for (const char *p = args; *p; p++) cap += *p == ',';
    vals = arena_alloc(a, sizeof(rel_value) * (size_t)cap);
    /* items split at commas outside brackets: "[1,2,3],3" is an array and an integer */
    for (char *tok = copy; tok;) {
      char *q = tok;
      int depth = 0;
      for (; *q && (depth || *q != ','); q++) depth += *q == '[' ? 1 : *q == ']' ? -1 : 0;
      char *next = *q ? q + 1 : NULL;
      *q = 0;
      if (!parse_item(a, tok, &vals[nargs])) {
        /* the item lives in the arena: the message is written before it is freed */
        int rc = cli_usage_error("c run", "--args: '%s' is neither an integer, a number, an array [x,y,...] nor null", tok);
        arena_free(a);
        return rc;
      }
      nargs++;
      tok = next;
    }
  }
  diag_ctx *d = diag_new();
  cc_program *p = cc_parse_file(file, clang_args, nclang, d);
  diag_print(d, stderr);
  diag_free(d);
  if (!p) {
    arena_free(a);
    return EXIT_INPUT;
  }
  if (cc_function_arity(p, fn, NULL, 0) < 0) {
    cc_program_free(p);
    arena_free(a);
    return cli_usage_error("c run", "%s defines no function '%s'", file, fn);
  }
  if (strings && (nargv || (args && *args))) {
    if (strcmp(fn, "main") || cc_function_arity(p, fn, NULL, 0) != 2) {
      cc_program_free(p);
      arena_free(a);
      return cli_usage_error("c run", "--argv and string --args are for main(int argc, char **argv)");
    }
    vals = main_values(a, args, argv_list, nargv, main_argc, &nargs);
  }
  if (st->n) {
    /* the state by name, then in the order cc_run takes it after the parameters (cc_state_args) */
    const char **names = arena_alloc(a, sizeof(char *) * (size_t)st->n);
    rel_value *given = arena_alloc(a, sizeof(rel_value) * (size_t)st->n);
    for (int k = 0; k < st->n; k++) {
      char *copy = arena_strdup(a, st->items[k]), *eq = strchr(copy, '=');
      *eq = 0;
      names[k] = copy;
      if (!parse_item(a, eq + 1, &given[k])) {
        int rc = cli_usage_error("c run", "--global %s: '%s' is neither an integer, a number nor an array [x,y,...]", copy, eq + 1);
        cc_program_free(p);
        arena_free(a);
        return rc;
      }
    }
    const char *bad = NULL;
    rel_value *all = arena_alloc(a, sizeof(rel_value) * (size_t)(nargs + cc_state_args(p, fn, NULL, NULL, 0, rel_v_void(), NULL, &bad, a) + 2));
    if (nargs) memcpy(all, vals, sizeof(rel_value) * (size_t)nargs);
    int ns = cc_state_args(p, fn, names, given, st->n, rel_v_int((uint64_t)(st->start > 0), 1, 0), all + nargs, &bad, a);
    if (ns < 0) {
      int rc = cli_usage_error("c run", "--global %s: '%s' has no global of that name whose value is an input (docs/equiv-diff.md, \"Globals\")", bad, fn);
      cc_program_free(p);
      arena_free(a);
      return rc;
    }
    vals = all, nargs += ns;
  }
  cc_run_opts opts = {.fuel = fuel, .in = in, .in_len = in_len};
  rel_behaviour b = cc_run(p, fn, vals, nargs, &opts, a);
  cli_print_run(&b, json, NULL, NULL, CLI_RUN_STDOUT);
  int rc = b.wrong ? EXIT_WRONG : EXIT_OK;
  cc_program_free(p);
  arena_free(a);
  return rc;
}

int cli_c(int argc, char **argv) {
  if (argc < 2) {
    fputs(c_usage, stderr);
    return EXIT_INPUT;
  }
  if (cli_is_help(argv[1])) {
    fputs(c_usage, stdout);
    return EXIT_OK;
  }
  if (!strcmp(argv[1], "run")) return c_run_cmd(argc - 1, argv + 1);
  fprintf(stderr, "equiv: error: [usage] unknown command 'c %s' (see 'equiv c --help')\n", argv[1]);
  return EXIT_INPUT;
}
