/* cli_cobol.c — `equiv cobol …` subcommands: parse (front end to JSON). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "core/diag.h"
#include "core/fsutil.h"
#include "lang/cobol/cobol.h"

static const char cobol_usage[] =
  "usage: equiv cobol <command> [<args>]\n"
  "\n"
  "commands:\n"
  "  parse PROG.cbl [-I DIR]... [-o OUT.json | --check [PROG.cbl]...] [--fixed|--free] [--tab-width N]\n"
  "        read IBM COBOL with its copybooks and write the JSON representation\n"
  "        (docs/cobol-json.md) to OUT.json or standard output\n"
  "  data convert|check ...\n"
  "        convert data sets between formats and EBCDIC/ASCII (equiv cobol data --help)\n"
  "  run PROG.cbl [-I DIR]... --dd NAME=PATH ... [--json]\n"
  "        run a batch program on its data sets (docs/cobol-run.md)\n";

static const char parse_usage[] =
  "usage: equiv cobol parse PROG.cbl [-I DIR]... [-o OUT.json | --check [PROG.cbl]...] [--fixed|--free]\n"
  "                         [--tab-width N]\n"
  "\n"
  "  -I DIR      add DIR to the copybook search path (repeatable; the program's own folder\n"
  "              is searched first)\n"
  "  -o FILE     write the JSON to FILE (atomically) instead of standard output\n"
  "  --fixed     force IBM fixed reference format (columns 1-6 sequence, 7 indicator, 73-80 ignored)\n"
  "  --free      force free format\n"
  "  --tab-width N  tab stops every N columns (default 8) in the program and its copybooks\n"
  "  --compact   write the JSON on one line\n"
  "  --check     read, resolve names and check as for the JSON, then write nothing (no -o):\n"
  "              the front end's messages and exit code, for a syntax check of many programs;\n"
  "              takes several programs, each read on its own (exit 1 when one is wrong)\n"
  "Exit codes: 0 parsed, 1 the source is wrong (messages on standard error), 2 internal error.\n";

/* --check of several programs in one process, each on its own as if checked alone (its own
 * messages, its folder searched first for copybooks): a repository's programs without a process
 * start-up each, which costs more than reading a small program (the shared libraries' relocation).
 * Documents are freed one by one. */
static int check_programs(const char **ins, int nins, const char **dirs, int ndirs, cbl_format fmt, int tabw) {
  int rc = EXIT_OK;
  for (int i = 0; i < nins; i++) {
    diag_ctx *d = diag_new();
    cbl_parse_options opt = {dirs, ndirs, fmt, tabw};
    cbl_doc *doc = cbl_parse_file_doc(ins[i], &opt, d);
    diag_print(d, stderr);
    diag_free(d);
    if (!doc) rc = EXIT_INPUT;
    cbl_doc_free(doc);
  }
  return rc;
}

static int cobol_parse_cmd(int argc, char **argv) {
  const char **dirs = eq_calloc((size_t)argc, sizeof(char *));
  const char **ins = eq_calloc((size_t)argc, sizeof(char *));
  int ndirs = 0, compact = 0, check = 0, nins = 0;
  const char *in = NULL, *out = NULL;
  cbl_format fmt = CBL_FORMAT_AUTO;
  int rc = EXIT_INPUT, tabw = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) {
      fputs(parse_usage, stdout);
      rc = EXIT_OK;
      goto done;
    } else if (!strcmp(a, "-I") || !strcmp(a, "-o")) {
      if (i + 1 >= argc) {
        rc = cli_usage_error("cobol parse", "%s needs an argument", a);
        goto done;
      }
      if (a[1] == 'I')
        dirs[ndirs++] = argv[++i];
      else
        out = argv[++i];
    } else if (!strncmp(a, "-I", 2)) {
      dirs[ndirs++] = a + 2;
    } else if (!strcmp(a, "--fixed")) {
      fmt = CBL_FORMAT_FIXED;
    } else if (!strcmp(a, "--free")) {
      fmt = CBL_FORMAT_FREE;
    } else if (!strcmp(a, "--compact")) {
      compact = 1;
    } else if (!strcmp(a, "--check")) {
      check = 1;
    } else if (!strcmp(a, "--tab-width")) {
      char *end = NULL;
      long w = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : 0;
      if (i + 1 >= argc || *end || w < 1 || w > 32) {
        rc = cli_usage_error("cobol parse", "--tab-width needs a number of columns from 1 to 32");
        goto done;
      }
      tabw = (int)w;
      i++;
    } else if (a[0] == '-' && a[1]) {
      rc = cli_usage_error("cobol parse", "unknown option '%s'", a);
      goto done;
    } else {
      if (!in) in = a;
      ins[nins++] = a;
    }
  }
  if (nins > 1 && !check) {
    rc = cli_usage_error("cobol parse", "more than one program given ('%s' and '%s'); only --check takes several",
                         ins[0], ins[1]);
    goto done;
  }
  if (!in) {
    rc = cli_usage_error("cobol parse", "no program given");
    goto done;
  }
  if (check && out) {
    rc = cli_usage_error("cobol parse", "--check writes nothing; it takes no -o");
    goto done;
  }
  for (int i = 0; i < ndirs; i++)
    if (!fs_is_dir(dirs[i])) {
      rc = cli_usage_error("cobol parse", "-I %s: not a directory", dirs[i]);
      goto done;
    }

  if (nins > 1) {
    rc = check_programs(ins, nins, dirs, ndirs, fmt, tabw);
    goto done;
  }
  diag_ctx *d = diag_new();
  cbl_parse_options opt = {dirs, ndirs, fmt, tabw};
  cbl_doc *doc = cbl_parse_file_doc(in, &opt, d); /* no jansson document: written as built */
  diag_print(d, stderr);
  if (!doc) {
    diag_free(d);
    rc = EXIT_INPUT;
    goto done;
  }
  diag_free(d);
  if (check) { /* every message of a parse to JSON came from cbl_parse_file_doc: nothing else to do */
    cbl_doc_free(doc);
    rc = EXIT_OK;
    goto done;
  }
  /* Streamed, not built as one string: the representation is about 16 times the source's size. */
  fs_atomic *w = NULL;
  FILE *f = stdout;
  if (out) {
    w = fs_atomic_open(out);
    if (!w) {
      fprintf(stderr, "equiv: error: [io] %s: cannot write: %s\n", out, strerror(errno));
      cbl_doc_free(doc);
      rc = EXIT_INPUT;
      goto done;
    }
    f = fs_atomic_stream(w);
  }
  int bad = cbl_doc_write(doc, f, compact) != 0 || fputc('\n', f) == EOF;
  cbl_doc_free(doc);
  if (w) {
    int e = errno;
    if (bad) fs_atomic_abort(w), errno = e;
    else if (fs_atomic_commit(w) != 0) bad = 1;
  } else if (fflush(stdout) != 0) {
    bad = 1;
  }
  if (bad) {
    fprintf(stderr, "equiv: error: [io] %s: cannot write: %s\n", out ? out : "standard output", strerror(errno));
    rc = EXIT_INPUT;
    goto done;
  }
  rc = EXIT_OK;
done:
  free(dirs);
  free(ins);
  return rc;
}

int cli_cobol(int argc, char **argv) {
  if (argc < 2) {
    fputs(cobol_usage, stderr);
    return EXIT_INPUT;
  }
  if (cli_is_help(argv[1])) {
    fputs(cobol_usage, stdout);
    return EXIT_OK;
  }
  if (!strcmp(argv[1], "parse")) return cobol_parse_cmd(argc - 1, argv + 1);
  if (!strcmp(argv[1], "data")) return cli_cobol_data(argc - 1, argv + 1);
  if (!strcmp(argv[1], "run")) return cli_cobol_run(argc - 1, argv + 1);
  fprintf(stderr, "equiv: error: [usage] unknown command 'cobol %s' (see 'equiv cobol --help')\n", argv[1]);
  return EXIT_INPUT;
}
