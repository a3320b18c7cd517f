/* cli_cobol_run.c — `equiv cobol run`: runs a COBOL batch program (source or the JSON of `equiv
 * cobol parse`) with its DD data sets and prints the outcome (docs/cobol-run.md). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "core/diag.h"
#include "core/fsutil.h"
#include "lang/cobol/cobol.h"

static const char run_usage[] =
  "usage: equiv cobol run PROG.cbl|PROG.json [SUB.cbl…] [-I DIR]… --dd NAME=PATH … [--parm TEXT]\n"
  "                       [--sysin PATH] [--clock ISO-8601] [--fuel N] [--encoding ebcdic|ascii]\n"
  "                       [--option CBLOPT]… [--switch NAME=ON|OFF]… [--storage picture|HEX]\n"
  "                       [--random SEED=V1,V2,…]… [--uuid UUID]…\n"
  "                       [--tab-width N] [--json]\n"
  "\n"
  "  PROG         the main program; further programs (SUB.cbl, SUB.json) are the other programs\n"
  "               of the run unit that CALL can reach\n"
  "  -I DIR       copybook search path (repeatable)\n"
  "  --tab-width N  tab stops every N columns (default 8) in the programs and their copybooks\n"
  "  --dd N=P     the data set of ASSIGN TO N: read when the program opens it for input, written\n"
  "               atomically at the end of the run when it was opened for output\n"
  "  --parm TEXT  the EXEC PARM passed to the main program's PROCEDURE DIVISION USING item\n"
  "  --sysin P    lines that ACCEPT reads: 80-byte SYSIN records (DD *), each padded with spaces\n"
  "  --clock T    the time every ACCEPT FROM DATE/TIME and FUNCTION CURRENT-DATE sees\n"
  "               (YYYY-MM-DDTHH:MM:SS[.hh]; default 2000-01-01T00:00:00)\n"
  "  --fuel N     statements executed before the run goes wrong (default 2000000000)\n"
  "  --encoding   ebcdic (IBM, default) or ascii (GnuCOBOL-compatible data, -fsign=EBCDIC overpunch);\n"
  "               under ebcdic the displayed lines are EBCDIC bytes (NL ends a line) on a file or\n"
  "               pipe, and text in the terminal's encoding (UTF-8 unless the locale names\n"
  "               ISO-8859-1) when standard output is a terminal\n"
  "  --option O   a compiler option in CBL syntax, after the program's CBL/PROCESS lines\n"
  "               (TRUNC(BIN), ARITH(EXTEND), NUMPROC(PFD), CODEPAGE(37)…; IBM's options that\n"
  "               do not change results, LIB, OPT(2)…, are accepted; others are an error)\n"
  "  --switch S   an external switch's setting, NAME=ON or NAME=OFF (NAME: UPSI-0 … UPSI-7,\n"
  "               SWITCH-n, or the number alone); switches not named are OFF\n"
  "  --random R   FUNCTION RANDOM's numbers, an input of the run (IBM does not document its\n"
  "               generator): SEED=V1,V2,… gives the first values of seed SEED's sequence\n"
  "               (0 < V < 1; a reference without a seed first uses seed 0); a run that needs\n"
  "               a value not given goes wrong unsupported\n"
  "  --uuid U     FUNCTION UUID4's next value, an input of the run (a lower-case version 4\n"
  "               UUID, repeatable: one per reference); a run that needs one more goes wrong\n"
  "               unsupported\n"
  "  --storage S  storage without VALUE: 'picture' (spaces/zeros as INITIALIZE, cobc's default)\n"
  "               or a byte in hex (e.g. 00)\n"
  "  --json       print one JSON object (docs/cobol-run.md) instead of the displayed lines\n"
  "Exit codes: 0 completed, 3 abended, 4 went wrong, 1 wrong input (one line on stderr), 2 internal.\n";

/* Whether the terminal's locale (LC_ALL, LC_CTYPE, LANG: the first one set) names Latin-1;
 * any other is taken as UTF-8, today's terminals' encoding. */
static int ci_contains(const char *s, const char *w) {
  size_t n = strlen(w);
  for (; *s; s++)
    if (!strncasecmp(s, w, n)) return 1;
  return 0;
}

static int terminal_is_latin1(void) {
  const char *names[] = {"LC_ALL", "LC_CTYPE", "LANG"};
  for (int i = 0; i < 3; i++) {
    const char *v = getenv(names[i]);
    if (v && *v) return ci_contains(v, "8859-1") || ci_contains(v, "8859_1") || ci_contains(v, "latin1");
  }
  return 0;
}

/* A displayed line of an EBCDIC run shown on a terminal: its characters in the terminal's
 * encoding (a character Latin-1 lacks, CP1140's euro sign, as '?'), then a line feed. */
static void put_terminal_line(const cbl_options *o, const char *line, size_t n) {
  char *u = malloc(n * 3 + 1);
  if (!u) return;
  if (terminal_is_latin1()) {
    memcpy(u, line, n);
    cbl_opt_to_latin1(o, (unsigned char *)u, n);
    fwrite(u, 1, n, stdout);
  } else {
    fwrite(u, 1, cbl_opt_to_utf8(o, (const unsigned char *)line, n, u), stdout);
  }
  fputc('\n', stdout);
  free(u);
}

static json_t *load_program(const char *path, const char **dirs, int ndirs, int tabw) {
  size_t n = strlen(path);
  if (n > 5 && !strcasecmp(path + n - 5, ".json")) {
    json_error_t e;
    json_t *j = json_load_file(path, 0, &e);
    if (!j) {
      fprintf(stderr, "equiv: error: [input] %s:%d: %s\n", path, e.line, e.text);
      return NULL;
    }
    if (!json_is_array(json_object_get(j, "programs"))) {
      fprintf(stderr, "equiv: error: [input] %s: not the JSON of 'equiv cobol parse'\n", path);
      json_decref(j);
      return NULL;
    }
    /* the layout and the interpreter trust the shape: check it first (validate.h) */
    char err[1200];
    if (cbl_validate(j, err, sizeof err) < 0) {
      fprintf(stderr, "equiv: error: [input] %s: %s\n", path, err);
      json_decref(j);
      return NULL;
    }
    return j;
  }
  diag_ctx *d = diag_new();
  cbl_parse_options opt = {dirs, ndirs, CBL_FORMAT_AUTO, tabw};
  json_t *j = cbl_parse_file(path, &opt, d);
  diag_print(d, stderr);
  diag_free(d);
  return j;
}

int cli_cobol_run(int argc, char **argv) {
  const char **dirs = eq_calloc((size_t)argc + 1, sizeof(char *));
  const char **progs = eq_calloc((size_t)argc + 1, sizeof(char *));
  const char **opts = eq_calloc((size_t)argc + 1, sizeof(char *));
  const char **sws = eq_calloc((size_t)argc + 1, sizeof(char *));
  int nsws = 0;
  const char **rnds = eq_calloc((size_t)argc + 1, sizeof(char *));
  int nrnds = 0;
  const char **uuids = eq_calloc((size_t)argc + 1, sizeof(char *));
  int nuuids = 0;
  cbl_dd *dds = eq_calloc((size_t)argc + 1, sizeof(cbl_dd));
  json_t **docs = eq_calloc((size_t)argc + 1, sizeof(json_t *));
  char **sysin = NULL;
  char *sysin_text = NULL;
  int ndirs = 0, nprogs = 0, nopts = 0, ndds = 0, ndocs = 0, nsysin = 0, as_json = 0;
  int rc = EXIT_INPUT, tabw = 0;
  cbl_run_opts ro;
  memset(&ro, 0, sizeof ro);
  ro.opt = cbl_options_ibm();
  ro.storage_fill = -1;
  ro.fuel = CBL_FUEL_BATCH;
  ro.fuel_flag = 1;
  ro.write_files = 1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    int has = i + 1 < argc;
    if (cli_is_help(a)) {
      fputs(run_usage, stdout);
      rc = EXIT_OK;
      goto done;
    }
    if (!strcmp(a, "--json")) {
      as_json = 1;
      continue;
    }
    if (a[0] == '-' && a[1] && strcmp(a, "-I") && strncmp(a, "-I", 2) && !has) {
      rc = cli_usage_error("cobol run", "%s needs an argument", a);
      goto done;
    }
    if (!strcmp(a, "-I")) {
      if (!has) {
        rc = cli_usage_error("cobol run", "-I needs an argument");
        goto done;
      }
      dirs[ndirs++] = argv[++i];
    } else if (!strncmp(a, "-I", 2)) {
      dirs[ndirs++] = a + 2;
    } else if (!strcmp(a, "--dd")) {
      const char *v = argv[++i];
      const char *eq = strchr(v, '=');
      if (!eq || eq == v || !eq[1]) {
        rc = cli_usage_error("cobol run", "--dd %s: expected NAME=PATH", v);
        goto done;
      }
      char *name = eq_malloc((size_t)(eq - v) + 1);
      memcpy(name, v, (size_t)(eq - v));
      name[eq - v] = 0;
      dds[ndds].name = name;
      dds[ndds++].path = eq + 1;
    } else if (!strcmp(a, "--parm")) {
      ro.parm = argv[++i];
    } else if (!strcmp(a, "--sysin")) {
      const char *p = argv[++i];
      size_t n;
      sysin_text = fs_read_file(p, &n);
      if (!sysin_text) {
        fprintf(stderr, "equiv: error: [io] --sysin %s: cannot read: %s\n", p, strerror(errno));
        goto done;
      }
      sysin = eq_calloc(n + 2, sizeof(char *));
      char *s = sysin_text;
      while (*s) {
        char *nl = strchr(s, '\n');
        sysin[nsysin++] = s;
        if (!nl) break;
        *nl = 0;
        if (nl > s && nl[-1] == '\r') nl[-1] = 0;
        s = nl + 1;
      }
      /* SYSIN's records are 80-byte card images (ACCEPT fills its item from them) */
      for (int k = 0; k < nsysin; k++)
        if (strlen(sysin[k]) > CBL_SYSIN_LRECL) {
          rc = cli_usage_error("cobol run", "--sysin %s: line %d has %zu characters; SYSIN records are %d-byte "
                               "card images (DD *)", p, k + 1, strlen(sysin[k]), CBL_SYSIN_LRECL);
          goto done;
        }
    } else if (!strcmp(a, "--clock")) {
      const char *c = argv[++i];
      int y, mo, d, h = 0, mi = 0, se = 0;
      if (sscanf(c, "%4d-%2d-%2dT%2d:%2d:%2d", &y, &mo, &d, &h, &mi, &se) < 3 && sscanf(c, "%4d-%2d-%2d", &y, &mo, &d) < 3) {
        rc = cli_usage_error("cobol run", "--clock %s: expected YYYY-MM-DDTHH:MM:SS", c);
        goto done;
      }
      if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 59) {
        rc = cli_usage_error("cobol run", "--clock %s: not a valid time", c);
        goto done;
      }
      ro.clock = c;
    } else if (!strcmp(a, "--fuel")) {
      char *end;
      long long f = strtoll(argv[++i], &end, 10);
      if (*end || f <= 0) {
        rc = cli_usage_error("cobol run", "--fuel %s: expected a positive number", argv[i]);
        goto done;
      }
      ro.fuel = f;
    } else if (!strcmp(a, "--encoding")) {
      const char *e = argv[++i];
      if (!strcmp(e, "ebcdic")) {
        ro.opt = cbl_options_ibm();
      } else if (!strcmp(e, "ascii")) {
        ro.opt = cbl_options_gnucobol(CBL_CS_ASCII_EBCDIC_SIGN);
      } else {
        rc = cli_usage_error("cobol run", "--encoding %s: expected ebcdic or ascii", e);
        goto done;
      }
    } else if (!strcmp(a, "--option")) {
      opts[nopts++] = argv[++i];
    } else if (!strcmp(a, "--switch")) {
      const char *v = argv[++i], *eq = strchr(v, '=');
      if (!eq || eq == v || (strcasecmp(eq + 1, "ON") && strcasecmp(eq + 1, "OFF"))) {
        rc = cli_usage_error("cobol run", "--switch %s: expected NAME=ON or NAME=OFF", v);
        goto done;
      }
      sws[nsws++] = v;
    } else if (!strcmp(a, "--random")) {
      const char *v = argv[++i];
      if (!cbl_random_spec_ok(v)) {
        rc = cli_usage_error("cobol run", "--random %s: expected SEED=V1,V2,… (SEED 0 to %ld, each V a "
                             "decimal strictly between 0 and 1, e.g. 0=0.25,0.5)", v, (long)CBL_RANDOM_MAX_SEED);
        goto done;
      }
      rnds[nrnds++] = v;
    } else if (!strcmp(a, "--uuid")) {
      const char *v = argv[++i];
      if (!cbl_uuid4_ok(v)) {
        rc = cli_usage_error("cobol run", "--uuid %s: expected a lower-case version 4 UUID "
                             "(xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx)", v);
        goto done;
      }
      uuids[nuuids++] = v;
    } else if (!strcmp(a, "--tab-width")) {
      char *end = NULL;
      long w = strtol(argv[++i], &end, 10);
      if (*end || w < 1 || w > 32) {
        rc = cli_usage_error("cobol run", "--tab-width %s: expected a number of columns from 1 to 32", argv[i]);
        goto done;
      }
      tabw = (int)w;
    } else if (!strcmp(a, "--storage")) {
      const char *s = argv[++i];
      if (!strcmp(s, "picture")) {
        ro.storage_fill = -1;
      } else {
        char *end;
        long b = strtol(s, &end, 16);
        if (*end || !*s || b < 0 || b > 255) {
          rc = cli_usage_error("cobol run", "--storage %s: expected 'picture' or a hex byte", s);
          goto done;
        }
        ro.storage_fill = (int)b;
      }
    } else if (a[0] == '-' && a[1]) {
      rc = cli_usage_error("cobol run", "unknown option '%s'", a);
      goto done;
    } else {
      progs[nprogs++] = a;
    }
  }
  if (!nprogs) {
    rc = cli_usage_error("cobol run", "no program given");
    goto done;
  }
  for (int i = 0; i < ndirs; i++)
    if (!fs_is_dir(dirs[i])) {
      rc = cli_usage_error("cobol run", "-I %s: not a directory", dirs[i]);
      goto done;
    }
  for (int i = 0; i < nprogs; i++) {
    docs[ndocs] = load_program(progs[i], dirs, ndirs, tabw);
    if (!docs[ndocs]) goto done;
    ndocs++;
  }
  /* options given as flags are checked before the run */
  {
    cbl_options t = ro.opt;
    char err[512];
    for (int i = 0; i < nopts; i++)
      if (cbl_options_parse(&t, opts[i], err, sizeof err) < 0) {
        rc = cli_usage_error("cobol run", "--option %s: %s", opts[i], err);
        goto done;
      }
  }
  ro.dds = dds;
  ro.ndds = ndds;
  ro.options = opts;
  ro.noptions = nopts;
  ro.switches = sws;
  ro.nswitches = nsws;
  ro.randoms = rnds;
  ro.nrandoms = nrnds;
  ro.uuids = uuids;
  ro.nuuids = nuuids;
  ro.sysin = (const char *const *)sysin;
  ro.nsysin = nsysin;
  cbl_run_result r;
  cbl_run(docs, ndocs, &ro, &r);
  if (r.setup_error && r.setup_loc) {
    fprintf(stderr, "%s: error: %s\n", r.setup_loc, r.setup_error);
    cbl_run_result_free(&r);
    rc = EXIT_INPUT;
    goto done;
  }
  if (r.setup_error) {
    fprintf(stderr, "equiv: error: [input] %s\n", r.setup_error);
    cbl_run_result_free(&r);
    rc = EXIT_INPUT;
    goto done;
  }
  ro.opt = r.opt;
  if (as_json) {
    json_t *j = cbl_run_result_json(&r, &ro);
    char *t = json_dumps(j, JSON_PRESERVE_ORDER | JSON_COMPACT);
    puts(t);
    free(t);
    json_decref(j);
  } else {
    /* EBCDIC bytes are what the semantics displays; a terminal is shown their characters */
    int tty = cbl_opt_is_ebcdic(&r.opt) && isatty(STDOUT_FILENO);
    for (int i = 0; i < r.ndisplay; i++) {
      if (tty) {
        put_terminal_line(&r.opt, r.display[i], r.display_len[i]);
        continue;
      }
      fwrite(r.display[i], 1, r.display_len[i], stdout);
      /* the line end in the run's encoding: NL (0x15) in EBCDIC, LF in ASCII */
      fputc(cbl_opt_is_ebcdic(&r.opt) ? 0x15 : '\n', stdout);
    }
    if (r.status == CBL_RUN_ABENDED)
      fprintf(stderr, "equiv: abended: code %ld: %s at %s\n", r.abend_code, r.reason ? r.reason : "", r.loc ? r.loc : "?");
    else if (r.status == CBL_RUN_WENT_WRONG)
      fprintf(stderr, "%s: error: [%s] %s\n", r.loc ? r.loc : "?", r.wrong_kind ? r.wrong_kind : "wrong",
              r.reason ? r.reason : "");
    else if (r.return_code)
      fprintf(stderr, "equiv: completed with RETURN-CODE %ld\n", r.return_code);
  }
  rc = r.status == CBL_RUN_COMPLETED ? EXIT_OK : r.status == CBL_RUN_ABENDED ? 3 : 4;
  cbl_run_result_free(&r);
done:
  for (int i = 0; i < ndocs; i++) json_decref(docs[i]);
  for (int i = 0; i < ndds; i++) free((char *)dds[i].name);
  free(docs);
  free(dds);
  free(dirs);
  free(progs);
  free(opts);
  free(sws);
  free(rnds);
  free(uuids);
  free(sysin);
  free(sysin_text);
  return rc;
}
