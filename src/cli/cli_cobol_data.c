/* cli_cobol_data.c — `equiv cobol data …`: convert data sets between the on-disk formats
 * (docs/cobol-datasets.md) and between EBCDIC and ASCII (ISO-8859-1) character records. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "lang/cobol/cobol.h"

static const char data_usage[] =
  "usage: equiv cobol data <command> [<args>]\n"
  "\n"
  "commands:\n"
  "  convert --from FMT --to FMT [--lrecl N] IN OUT\n"
  "        rewrite a data set in another format and/or encoding (atomically)\n"
  "  check --format FMT [--lrecl N] [--encoding E] IN\n"
  "        check that IN is a well-formed data set; print its record count\n"
  "\n"
  "formats (docs/cobol-datasets.md):\n"
  "  fixed      records of exactly N bytes, back to back (RECFM F/FB)\n"
  "  variable   each record preceded by an IBM RDW (2-byte big-endian length including the\n"
  "             RDW, 2 zero bytes); N is the maximum record length (default 32752)\n"
  "  line       line sequential: one record per line (newline X'0A', or X'15' in EBCDIC)\n"
  "  relative   slots of 4+N bytes: an RDW-style header (length 0 = empty slot), the record\n"
  "             padded with X'00'\n"
  "  An indexed file is a fixed or variable image of its records in prime-key order.\n"
  "  asa        a print file: fixed records of N bytes whose first byte is an ASA control\n"
  "             character (RECFM FBA); converts to and from a text report (line)\n"
  "  machine    a print file with machine control characters (RECFM FBM); converts to line\n";

static const char convert_usage[] =
  "usage: equiv cobol data convert --from FMT --to FMT [--lrecl N] [--to-lrecl N]\n"
  "           [--encoding ebcdic|ascii] [--to-encoding ebcdic|ascii] [--codepage 037|1140]\n"
  "           [--allow-control] [--keep-trailing-spaces] IN OUT\n"
  "\n"
  "  --from, --to FMT     fixed | variable | line | relative | asa | machine (asa, machine:\n"
  "                       --to line renders the print file as a report; --from line --to asa\n"
  "                       writes a report as ASA records)\n"
  "  --lrecl N            record length of IN (fixed, relative: required; variable: maximum)\n"
  "  --to-lrecl N         record length of OUT (default: --lrecl). Lines shorter than a fixed\n"
  "                       or relative OUT record are padded with spaces; longer ones refused\n"
  "  --encoding E         encoding of IN (default ascii = ISO-8859-1 bytes)\n"
  "  --to-encoding E      encoding of OUT (default: --encoding). When they differ every byte is\n"
  "                       converted through the code page; only DISPLAY character data can be\n"
  "                       converted: a record with packed-decimal or binary fields is refused\n"
  "                       at its first control byte (record and byte are named)\n"
  "  --codepage CP        037 (default) or 1140 (037 with the euro sign at X'9F')\n"
  "  --allow-control      convert control characters too (text with tabs, form feeds…)\n"
  "  --keep-trailing-spaces  line OUT: keep trailing spaces (default: removed, as GnuCOBOL)\n"
  "Exit codes: 0 converted, 1 wrong options or a malformed data set (one line on standard\n"
  "error with the byte offset), 2 internal error.\n";

static const char check_usage[] =
  "usage: equiv cobol data check --format FMT [--lrecl N] [--encoding ebcdic|ascii] IN\n"
  "Prints 'IN: N records' or a one-line error with the byte offset (exit code 1).\n";

static int parse_size(const char *s, size_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || !*s || *end || s[0] == '-' || v > 1000000000ULL) return -1;
  *out = (size_t)v;
  return 0;
}

static int parse_enc(const char *s) { return !strcmp(s, "ebcdic") ? 1 : !strcmp(s, "ascii") ? 0 : -1; }

typedef struct data_args {
  const char *from, *to;
  int enc, to_enc, cp, allow_control, keep_trailing;
  size_t lrecl, to_lrecl;
  int have_lrecl, have_to_lrecl;
  const char *in, *out;
} data_args;

/* Parses the shared options; returns -1 after printing a usage error, 1 after --help, 0 ok. */
static int parse_args(const char *cmd, const char *usage, int argc, char **argv, data_args *a) {
  memset(a, 0, sizeof *a);
  a->enc = a->to_enc = -1;
  a->cp = 37;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    if (cli_is_help(s)) {
      fputs(usage, stdout);
      return 1;
    }
    int takes = !strcmp(s, "--from") || !strcmp(s, "--to") || !strcmp(s, "--format") || !strcmp(s, "--lrecl") ||
                !strcmp(s, "--to-lrecl") || !strcmp(s, "--encoding") || !strcmp(s, "--to-encoding") ||
                !strcmp(s, "--codepage");
    if (takes) {
      if (i + 1 >= argc) {
        cli_usage_error(cmd, "%s needs an argument", s);
        return -1;
      }
      const char *v = argv[++i];
      if (!strcmp(s, "--from") || !strcmp(s, "--format") || !strcmp(s, "--to")) {
        if (!cbl_data_format_known(v)) {
          cli_usage_error(cmd, "unknown format '%s' (fixed, variable, line, relative, asa, machine)", v);
          return -1;
        }
        if (!strcmp(s, "--to"))
          a->to = v;
        else
          a->from = v;
      } else if (!strcmp(s, "--lrecl") || !strcmp(s, "--to-lrecl")) {
        size_t n;
        if (parse_size(v, &n) || n == 0 || n > 32760) {
          cli_usage_error(cmd, "%s '%s': expected a record length from 1 to 32760", s, v);
          return -1;
        }
        if (s[2] == 'l')
          a->lrecl = n, a->have_lrecl = 1;
        else
          a->to_lrecl = n, a->have_to_lrecl = 1;
      } else if (!strcmp(s, "--encoding") || !strcmp(s, "--to-encoding")) {
        int e = parse_enc(v);
        if (e < 0) {
          cli_usage_error(cmd, "%s '%s': expected ebcdic or ascii", s, v);
          return -1;
        }
        if (s[2] == 'e')
          a->enc = e;
        else
          a->to_enc = e;
      } else {
        if (!strcmp(v, "037") || !strcmp(v, "37"))
          a->cp = 37;
        else if (!strcmp(v, "1140"))
          a->cp = 1140;
        else {
          cli_usage_error(cmd, "--codepage '%s': expected 037 or 1140", v);
          return -1;
        }
      }
    } else if (!strcmp(s, "--allow-control")) {
      a->allow_control = 1;
    } else if (!strcmp(s, "--keep-trailing-spaces")) {
      a->keep_trailing = 1;
    } else if (s[0] == '-' && s[1]) {
      cli_usage_error(cmd, "unknown option '%s'", s);
      return -1;
    } else if (!a->in) {
      a->in = s;
    } else if (!a->out) {
      a->out = s;
    } else {
      cli_usage_error(cmd, "too many file arguments ('%s')", s);
      return -1;
    }
  }
  if (a->enc < 0) a->enc = 0;
  if (a->to_enc < 0) a->to_enc = a->enc;
  if (!a->have_to_lrecl) a->to_lrecl = a->lrecl;
  return 0;
}

/* Runs the request; prints the one-line error and returns -1, else the number of records. */
static long run_request(const data_args *a) {
  cbl_data_request r = {a->in, a->out, a->from, a->to, a->lrecl, a->to_lrecl, a->enc, a->to_enc, a->cp,
                        a->allow_control, a->keep_trailing};
  char err[600];
  long n = cbl_data_convert(&r, err, sizeof err);
  if (n < 0) fprintf(stderr, "equiv: error: [data] %s\n", err);
  return n;
}

static int data_check(int argc, char **argv) {
  data_args a;
  int r = parse_args("cobol data check", check_usage, argc, argv, &a);
  if (r) return r > 0 ? EXIT_OK : EXIT_INPUT;
  if (!a.from) return cli_usage_error("cobol data check", "--format is required");
  if (!a.in || a.out) return cli_usage_error("cobol data check", "expected exactly one data set");
  if (cbl_data_format_needs_lrecl(a.from) && !a.have_lrecl)
    return cli_usage_error("cobol data check", "--lrecl is required for %s records", a.from);
  long n = run_request(&a);
  if (n < 0) return EXIT_INPUT;
  printf("%s: %ld records\n", a.in, n);
  return EXIT_OK;
}

static int data_convert(int argc, char **argv) {
  const char *cmd = "cobol data convert";
  data_args a;
  int r = parse_args(cmd, convert_usage, argc, argv, &a);
  if (r) return r > 0 ? EXIT_OK : EXIT_INPUT;
  if (!a.from || !a.to) return cli_usage_error(cmd, "--from and --to are required");
  if (!a.in || !a.out) return cli_usage_error(cmd, "expected IN and OUT");
  if (cbl_data_format_needs_lrecl(a.from) && !a.have_lrecl)
    return cli_usage_error(cmd, "--lrecl is required for %s input", a.from);
  if (cbl_data_format_needs_lrecl(a.to) && !a.have_lrecl && !a.have_to_lrecl)
    return cli_usage_error(cmd, "--lrecl or --to-lrecl is required for %s output", a.to);
  return run_request(&a) < 0 ? EXIT_INPUT : EXIT_OK;
}

int cli_cobol_data(int argc, char **argv) {
  if (argc < 2) {
    fputs(data_usage, stderr);
    return EXIT_INPUT;
  }
  if (cli_is_help(argv[1])) {
    fputs(data_usage, stdout);
    return EXIT_OK;
  }
  if (!strcmp(argv[1], "convert")) return data_convert(argc - 1, argv + 1);
  if (!strcmp(argv[1], "check")) return data_check(argc - 1, argv + 1);
  fprintf(stderr, "equiv: error: [usage] unknown command 'cobol data %s' (see 'equiv cobol data --help')\n", argv[1]);
  return EXIT_INPUT;
}
