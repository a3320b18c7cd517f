/* cli_rust.c — `equiv rust …` subcommands: run (compile a Rust file to MIR with rustc and run one
 * function under Equiv's MIR semantics, a debug build's, printing its behaviour). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "core/diag.h"
#include "lang/rust/rust.h"
#include "cli/cli_run_out.h"
#include "rel/behaviour.h"

enum { EXIT_WRONG = 3 };

static const char rust_usage[] =
  "usage: equiv rust <command> [<args>]\n"
  "\n"
  "commands:\n"
  "  run FILE.rs --function NAME [--args A,B,...] [--stdin FILE] [--file NAME=PATH]... [--out-dir DIR]\n"
  "      [--arg S]... [--fuel N] [--json]\n"
  "        run one function under Equiv's MIR semantics (a debug build) and print its behaviour\n";

static const char run_usage[] =
  "usage: equiv rust run FILE.rs --function NAME [--args A,B,...] [--stdin FILE] [--file NAME=PATH]...\n"
  "                      [--out-dir DIR] [--arg S]... [--fuel N] [--json]\n"
  "\n"
  "Compiles FILE.rs with rustc 1.95 to MIR (overflow checks and debug assertions on, edition\n"
  "2021, as a library crate) and runs NAME under Equiv's MIR semantics: overflow, out-of-bounds\n"
  "indexing, division by zero, unwrap on None and panic! panic with the real program's message.\n"
  "rustc is looked for on PATH, then in $HOME/.cargo/bin ($EQUIV_RUSTC overrides both).\n"
  "\n"
  "  --function NAME  the function to run (a method as Type::name)\n"
  "  --args A,B,...   its arguments as Rust expressions: 42, -7, i32::MIN, true, 'c', (1, true),\n"
  "                   [1, 2], &[1, 2], &5, \"text\", Some(3), None, Ok(1), Err(2)\n"
  "  --stdin FILE     the run's standard input (std::io::stdin: lines, read_line, read_to_string);\n"
  "                   '-' reads Equiv's own. Without it, a read of stdin is unsupported\n"
  "  --file NAME=PATH  the run's file system holds a file NAME (File::open, fs::read_to_string) with\n"
  "                   PATH's content; repeatable. Opening any other name is NotFound. Without any,\n"
  "                   opening or creating a file is unsupported\n"
  "  --out-dir DIR    write the files the run creates (File::create, fs::write) into DIR; with\n"
  "                   --json they are records \"file:NAME\" of the behaviour\n"
  "  --arg S          an argument of the program (std::env::args: FILE's stem, then each --arg in\n"
  "                   order); repeatable. Without any, env::args holds the stem alone\n"
  "  --fuel N         steps before the run goes wrong as out of fuel (default 10000000)\n"
  "  --json           print the behaviour as JSON on standard output instead\n"
  "\n"
  "What the function prints (println!, print!, writes to io::stdout()) is written to standard\n"
  "output, what it prints to stderr (eprintln!, eprint!, io::stderr()) to standard error.\n"
  "Output on standard error: 'returned V' (V in Rust's Debug form), 'panicked: MESSAGE', or\n"
  "'went wrong: [kind] reason at file:line:col' (kinds: ub, diverges, unsupported, out_of_fuel).\n"
  "Exit codes: 0 the run completed (returned, panicked or called process::exit), 3 the run went wrong,\n"
  "1 the input is wrong (rustc errors, bad options), 2 internal error.\n";

/* The whole of file path ("-": standard input) into a malloc'd *buf. */
static int read_input(const char *path, char **buf, long *len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f) return -1;
  size_t n = 0, cap = 4096;
  char *b = malloc(cap);
  size_t k;
  while (b && (k = fread(b + n, 1, cap - n, f)) > 0) {
    n += k;
    if (n == cap) {
      char *nb = realloc(b, cap *= 2);
      if (!nb) { free(b); b = NULL; }
      b = nb;
    }
  }
  int bad = !b || ferror(f);
  if (f != stdin) fclose(f);
  if (bad) {
    free(b);
    return -1;
  }
  *buf = b;
  *len = (long)n;
  return 0;
}

static int rust_run_cmd(int argc, char **argv) {
  const char *file = NULL, *fn = NULL, *args = NULL, *inpath = NULL, *outdir = NULL;
  enum { MAX_FILES = 64, MAX_ARGS = 64 };
  const char *fspecs[MAX_FILES];
  const char *argvs[MAX_ARGS + 1];
  int nargv = 0;
  int nspecs = 0;
  long long fuel = 0;
  int json = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) {
      fputs(run_usage, stdout);
      return EXIT_OK;
    } else if (!strcmp(a, "--function") || !strcmp(a, "--args") || !strcmp(a, "--fuel") || !strcmp(a, "--stdin") ||
               !strcmp(a, "--file") || !strcmp(a, "--out-dir") || !strcmp(a, "--arg")) {
      if (i + 1 >= argc) return cli_usage_error("rust run", "%s needs an argument", a);
      const char *v = argv[++i];
      if (!strcmp(a, "--fuel")) {
        char *end;
        fuel = strtoll(v, &end, 10);
        if (*end || fuel <= 0) return cli_usage_error("rust run", "--fuel wants a positive integer, not '%s'", v);
      } else if (!strcmp(a, "--function")) {
        fn = v;
      } else if (!strcmp(a, "--stdin")) {
        inpath = v;
      } else if (!strcmp(a, "--out-dir")) {
        outdir = v;
      } else if (!strcmp(a, "--arg")) {
        if (nargv == MAX_ARGS) return cli_usage_error("rust run", "more than %d --arg options", MAX_ARGS);
        argvs[1 + nargv++] = v;
      } else if (!strcmp(a, "--file")) {
        const char *eq = strchr(v, '=');
        if (!eq || eq == v || !eq[1] || memchr(v, '/', (size_t)(eq - v)))
          return cli_usage_error("rust run", "--file wants NAME=PATH (NAME without '/'), not '%s'", v);
        if (nspecs == MAX_FILES) return cli_usage_error("rust run", "more than %d --file options", MAX_FILES);
        fspecs[nspecs++] = v;
      } else {
        args = v;
      }
    } else if (!strcmp(a, "--json")) {
      json = 1;
    } else if (a[0] == '-' && a[1]) {
      return cli_usage_error("rust run", "unknown option '%s'", a);
    } else if (file) {
      return cli_usage_error("rust run", "more than one file given ('%s' and '%s')", file, a);
    } else {
      file = a;
    }
  }
  if (!file) return cli_usage_error("rust run", "no Rust file given");
  if (!fn) return cli_usage_error("rust run", "no --function given");
  char *in = NULL;
  long inlen = -1;
  if (inpath && read_input(inpath, &in, &inlen) < 0) return cli_usage_error("rust run", "--stdin: cannot read '%s'", inpath);
  rs_file files[MAX_FILES];
  char *fdata[MAX_FILES] = {0};
  for (int i = 0; i < nspecs; i++) {
    const char *eq = strchr(fspecs[i], '=');
    if (read_input(eq + 1, &fdata[i], &files[i].len) < 0) {
      for (int k = 0; k < i; k++) free(fdata[k]);
      free(in);
      return cli_usage_error("rust run", "--file: cannot read '%s'", eq + 1);
    }
    files[i].name = strndup(fspecs[i], (size_t)(eq - fspecs[i]));
    files[i].data = fdata[i];
  }
  /* env::args: the file's stem as the program's name (as a binary built from it is called), then
   * each --arg */
  char *stem = NULL;
  {
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
    const char *dot = strrchr(base, '.');
    stem = strndup(base, dot && dot != base ? (size_t)(dot - base) : strlen(base));
    argvs[0] = stem;
  }
  rs_env env = {.in = in, .inlen = inlen, .files = files, .nfiles = nspecs ? nspecs : -1, .argv = argvs, .argc = nargv + 1,
                .create_over = 0}; /* a File::create over a given file: unsupported in a plain run */
  diag_ctx *d = diag_new();
  rs_program *p = rs_load(file, d);
  diag_print(d, stderr);
  diag_free(d);
  if (!p) {
    free(in);
    free(stem);
    return EXIT_INPUT;
  }
  if (rs_function_arity(p, fn) < 0) {
    free(in);
    free(stem);
    rs_program_free(p);
    return cli_usage_error("rust run", "%s defines no function '%s'", file, fn);
  }
  arena *a = arena_new();
  rel_behaviour b;
  const char *shown = NULL;
  char why[512];
  int rr = rs_run_args(p, fn, args, fuel, &env, a, &b, &shown, why, sizeof why);
  free(in);
  free(stem);
  for (int i = 0; i < nspecs; i++) {
    free(fdata[i]);
    free((char *)files[i].name);
  }
  if (rr < 0) {
    arena_free(a);
    rs_program_free(p);
    return cli_usage_error("rust run", "--args: %s", why);
  }
  /* what the function printed goes to standard output and standard error, as it would */
  cli_print_run(&b, json, "debug", shown, CLI_RUN_BOTH_STREAMS);
  int rc = b.wrong ? EXIT_WRONG : EXIT_OK;
  /* the files the run created, as it left them */
  for (int i = 0; outdir && !b.wrong && i < b.nrecords; i++) {
    if (strncmp(b.records[i].stream, "file:", 5)) continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", outdir, b.records[i].stream + 5);
    FILE *o = fopen(path, "wb");
    if (!o || fwrite(b.records[i].data, 1, b.records[i].len, o) != b.records[i].len) {
      fprintf(stderr, "error: cannot write '%s'\n", path);
      rc = EXIT_INPUT;
    }
    if (o) fclose(o);
  }
  arena_free(a);
  rs_program_free(p);
  return rc;
}

int cli_rust(int argc, char **argv) {
  if (argc < 2) {
    fputs(rust_usage, stderr);
    return EXIT_INPUT;
  }
  if (cli_is_help(argv[1])) {
    fputs(rust_usage, stdout);
    return EXIT_OK;
  }
  if (!strcmp(argv[1], "run")) return rust_run_cmd(argc - 1, argv + 1);
  fprintf(stderr, "equiv: error: [usage] unknown command 'rust %s' (see 'equiv rust --help')\n", argv[1]);
  return EXIT_INPUT;
}
