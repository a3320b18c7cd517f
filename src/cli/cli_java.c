/* cli_java.c — `equiv java …` subcommands: ir (print the typed three-address representation of a
 * class file or a .java file) and run (run one static method under Equiv's JVM semantics, printing
 * its behaviour in the format of `equiv c run`). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "lang/jimple/jimple.h"
#include "cli/cli_run_out.h"
#include "rel/behaviour.h"

enum { EXIT_WRONG = 3 };

static const char java_usage[] =
  "usage: equiv java <command> [<args>]\n"
  "\n"
  "commands:\n"
  "  ir FILE.class|FILE.java|FILE.jar|FILE.jimple [--classpath DIR|JAR:...]\n"
  "        print the typed three-address representation (Soot's Jimple syntax) of every method\n"
  "  run FILE.class|FILE.java|FILE.jar|FILE.jimple --method NAME [--args A,B,...] [--fuel N] [--classpath DIR|JAR:...] [--json]\n"
  "        run one static method under Equiv's JVM semantics and print its behaviour\n";

static const char ir_usage[] =
  "usage: equiv java ir FILE.class|FILE.java|FILE.jar|FILE.jimple [--classpath DIR|JAR:...]\n"
  "\n"
  "Reads the class file (a .java file is compiled with 'javac -g' into a private temporary\n"
  "directory, removed afterwards) and prints each method lowered to typed three-address code:\n"
  "locals by their debug names, stack slots as $sN, one statement per instruction, the trap table.\n"
  "A truncated or malformed class file gives one error naming the byte offset and what was expected.\n"
  "A .jar is read by Equiv's own zip reader (stored and deflated entries); its class is the manifest's\n"
  "Main-Class or its only top-level class. A .jimple file is Soot's Jimple text, read and printed\n"
  "the same way (what this command prints reads back). --classpath: ':'-separated directories and .jar files\n"
  "where the classes the input uses are found.\n"
  "Exit codes: 0 printed, 1 the input is wrong, 2 internal error.\n";

static const char run_usage[] =
  "usage: equiv java run FILE.class|FILE.java|FILE.jar|FILE.jimple --method NAME [--args A,B,...] [--fuel N] [--classpath DIR|JAR:...] [--json]\n"
  "\n"
  "Runs the static method NAME of the file's class under Equiv's JVM semantics (a .java file is\n"
  "compiled with 'javac -g' first). Exceptions are objects thrown through the trap table; an\n"
  "uncaught one ends the run as 'panicked: java.lang.ArithmeticException: / by zero'.\n"
  "\n"
  "  --method NAME    the method to run (NAME, or NAME(DESCRIPTOR) when it is overloaded)\n"
  "  --args A,B,...   its arguments: integers (42, -7, 0x1f), doubles (1.5, nan, inf) or true/false,\n"
  "                   converted to the parameter types as by a cast; an array of a primitive type\n"
  "                   as [A;B;...] ([] is empty) or null; a String as \"text\" (UTF-8), as the\n"
  "                   code units [A;B;...] or null\n"
  "  --fuel N         statements before the run goes wrong as out of fuel (default 10000000)\n"
  "  --classpath CP   ':'-separated directories and .jar files where further classes are found\n"
  "  --json           print the behaviour as JSON on standard output instead\n"
  "\n"
  "Output: what the program printed (System.out), verbatim, on standard output; then its outcome on\n"
  "standard error: 'returned V', 'panicked: CLASS: MESSAGE', or 'went wrong: [kind] reason at\n"
  "file:line' (kinds: unsupported, out_of_fuel).\n"
  "Exit codes: 0 the run completed (whatever it returned or threw), 3 the run went wrong,\n"
  "1 the input is wrong (javac errors, malformed class files, bad options), 2 internal error.\n";

static int parse_arg(const char *s, rel_value *v, arena *a) {
  char *end;
  errno = 0;
  if (!strcmp(s, "null")) {
    *v = rel_v_opaque(a, "null");
    return 1;
  }
  size_t n = strlen(s);
  if (s[0] == '"' && n >= 2 && s[n - 1] == '"') {
    /* a String as UTF-8 text between double quotes: its UTF-16 code units (a supplementary
     * character as its surrogate pair) */
    rel_value *items = arena_alloc(a, sizeof(rel_value) * (2 * n + 1));
    int k = 0;
    for (size_t i = 1; i + 1 < n;) {
      unsigned char c = (unsigned char)s[i];
      unsigned cp, len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
      if (!len || i + len > n - 1) return 0;
      cp = len == 1 ? c : c & (0x7f >> len);
      for (unsigned j = 1; j < len; j++) {
        unsigned char d = (unsigned char)s[i + j];
        if ((d & 0xc0) != 0x80) return 0;
        cp = cp << 6 | (d & 0x3f);
      }
      i += len;
      if (cp >= 0x10000) {
        items[k++] = rel_v_int(0xd800 + ((cp - 0x10000) >> 10), 16, 0);
        cp = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      }
      items[k++] = rel_v_int(cp, 16, 0);
    }
    *v = rel_v_agg(a, items, k);
    return 1;
  }
  if (s[0] == '[' && n >= 2 && s[n - 1] == ']') {
    /* an array of a primitive type: its elements separated by ';' ("[]" is empty) */
    char *body = arena_strndup(a, s + 1, n - 2);
    int cap = 1;
    for (const char *q = body; *q; q++) cap += *q == ';';
    rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(cap + 1));
    int k = 0;
    if (*body)
      for (char *save = NULL, *tok = strtok_r(body, ";", &save); tok; tok = strtok_r(NULL, ";", &save))
        if (tok[0] == '[' || !strcmp(tok, "null") || !parse_arg(tok, &items[k++], a)) return 0;
    if (*body && (k != cap || body[strlen(body) - 1] == ';')) return 0;
    *v = rel_v_agg(a, items, k);
    return 1;
  }
  if (!strcmp(s, "true") || !strcmp(s, "false")) {
    *v = rel_v_bool(s[0] == 't');
    return 1;
  }
  if (*s && !strpbrk(s, ".eEnNiI")) {
    long long x = strtoll(s, &end, 0);
    if (*end || errno) return 0;
    *v = rel_v_int((uint64_t)x, 64, 1);
    return 1;
  }
  if (!strncmp(s, "0x", 2) || !strncmp(s, "-0x", 3)) return 0;
  double d = strtod(s, &end);
  if (*end || !*s) return 0;
  *v = rel_v_double(d);
  return 1;
}

static int java_ir_cmd(int argc, char **argv) {
  const char *file = NULL, *cp = NULL;
  for (int i = 1; i < argc; i++) {
    if (cli_is_help(argv[i])) {
      fputs(ir_usage, stdout);
      return EXIT_OK;
    }
    if (!strcmp(argv[i], "--classpath")) {
      if (i + 1 >= argc) return cli_usage_error("java ir", "--classpath needs an argument");
      cp = argv[++i];
      continue;
    }
    if (argv[i][0] == '-' && argv[i][1]) return cli_usage_error("java ir", "unknown option '%s'", argv[i]);
    if (file) return cli_usage_error("java ir", "more than one file given ('%s' and '%s')", file, argv[i]);
    file = argv[i];
  }
  if (!file) return cli_usage_error("java ir", "no class or Java file given");
  return jv_cmd_ir_cp(file, cp, stdout, stderr) ? EXIT_INPUT : EXIT_OK;
}

static int java_run_cmd(int argc, char **argv) {
  const char *file = NULL, *method = NULL, *args = NULL, *cp = NULL;
  long long fuel = 0;
  int json = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) {
      fputs(run_usage, stdout);
      return EXIT_OK;
    } else if (!strcmp(a, "--classpath")) {
      if (i + 1 >= argc) return cli_usage_error("java run", "%s needs an argument", a);
      cp = argv[++i];
    } else if (!strcmp(a, "--method") || !strcmp(a, "--args") || !strcmp(a, "--fuel")) {
      if (i + 1 >= argc) return cli_usage_error("java run", "%s needs an argument", a);
      const char *v = argv[++i];
      if (!strcmp(a, "--fuel")) {
        char *end;
        fuel = strtoll(v, &end, 10);
        if (*end || fuel <= 0) return cli_usage_error("java run", "--fuel wants a positive integer, not '%s'", v);
      } else if (!strcmp(a, "--method")) {
        method = v;
      } else {
        args = v;
      }
    } else if (!strcmp(a, "--json")) {
      json = 1;
    } else if (a[0] == '-' && a[1]) {
      return cli_usage_error("java run", "unknown option '%s'", a);
    } else if (file) {
      return cli_usage_error("java run", "more than one file given ('%s' and '%s')", file, a);
    } else {
      file = a;
    }
  }
  if (!file) return cli_usage_error("java run", "no class or Java file given");
  if (!method) return cli_usage_error("java run", "no --method given");
  arena *a = arena_new();
  int nargs = 0;
  rel_value *vals = NULL;
  if (args && *args) {
    char *copy = arena_strdup(a, args);
    int cap = 1;
    for (const char *p = args; *p; p++) cap += *p == ',';
    vals = arena_alloc(a, sizeof(rel_value) * (size_t)cap);
    /* split at the commas outside double quotes (a String's text may hold one) */
    int quoted = 0;
    for (char *tok = copy, *q = copy;; q++) {
      if (*q == '"') quoted = !quoted;
      if (*q && (*q != ',' || quoted)) continue;
      int end = !*q;
      *q = 0;
      if (!parse_arg(tok, &vals[nargs++], a)) {
        int rc = cli_usage_error("java run", "--args: '%s' is neither an integer, a number, true/false, null, \"text\" nor an array [A;B;...]", tok);
        arena_free(a);
        return rc;
      }
      if (end) break;
      tok = q + 1;
    }
  }
  char err[700];
  void *p = jv_cmd_load_cp(file, cp, err, sizeof err);
  if (!p) {
    fprintf(stderr, "%s\n", err);
    arena_free(a);
    return EXIT_INPUT;
  }
  int has = jv_cmd_has_method(p, method);
  if (has <= 0) {
    jv_cmd_free(p);
    arena_free(a);
    return cli_usage_error("java run", has < 0 ? "method '%s' of %s is overloaded: name it with its descriptor, as NAME(DESC)"
                                               : "%2$s defines no method '%1$s'", method, file);
  }
  rel_behaviour b = jv_cmd_run(p, method, vals, nargs, fuel, a);
  cli_print_run(&b, json, NULL, NULL, CLI_RUN_STDOUT);
  int rc = b.wrong ? EXIT_WRONG : EXIT_OK;
  jv_cmd_free(p);
  arena_free(a);
  return rc;
}

int cli_java(int argc, char **argv) {
  if (argc < 2) {
    fputs(java_usage, stderr);
    return EXIT_INPUT;
  }
  if (cli_is_help(argv[1])) {
    fputs(java_usage, stdout);
    return EXIT_OK;
  }
  if (!strcmp(argv[1], "ir")) return java_ir_cmd(argc - 1, argv + 1);
  if (!strcmp(argv[1], "run")) return java_run_cmd(argc - 1, argv + 1);
  fprintf(stderr, "equiv: error: [usage] unknown command 'java %s' (see 'equiv java --help')\n", argv[1]);
  return EXIT_INPUT;
}
