/* cli_check.c — `equiv check [PATH]`: every function of a C tree, leaves up, with its mechanical
 * safety statement (orch_check.h, docs/orchestrator.md "equiv check"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/diag.h"
#include "core/fsutil.h"
#include "orch/orch_check.h"
#include "orch/orch_report.h"

static const char check_usage[] =
  "usage: equiv check [PATH] [--json] [--timeout S] [--memory MB] [--unroll N] [--contracts FILE] [--proposer CMD]\n"
  "                   [--cache PATH|URI | --no-cache] [-j N]\n"
  "                   [--sarif FILE] [--junit FILE] [--html FILE] [-I DIR]... [-D NAME[=VALUE]]... [-- CLANG-ARGS...]\n"
  "\n"
  "States, for every function defined in the C files under PATH (default: the current directory;\n"
  "or one file), leaves first: safe (no admissible input goes wrong: no undefined behaviour), or\n"
  "goes_wrong with an input replayed on Equiv's C semantics, or unknown with the reason (blocked:\n"
  "outside the model; a loop bound; the budget). Callees are inlined, or replaced by their\n"
  "contracts (docs/contracts.md): each contract is checked first; a safe statement that relies on\n"
  "one not proved is conditional on it.\n"
  "\n"
  "  --json            one JSON object on standard output (docs/orchestrator.md)\n"
  "  --timeout S       seconds for each function (default 30); --memory MB its memory (default 2048)\n"
  "  --unroll N        loop iterations followed symbolically (default 16); beyond: unknown\n"
  "  --contracts FILE  the contracts file (JSON, docs/contracts.md); default PATH/.equiv/contracts.json\n"
  "                    when there is one; annotations (/*@ requires ...; ensures ...; */) are read too\n"
  "  --proposer CMD    ask CMD for a contract of each called function without one (a JSON request on\n"
  "                    its stdin, contracts as 'requires E; ensures E;' lines on its stdout); each is\n"
  "                    checked like a stated one and used only when proved\n"
  "  --sarif, --junit, --html FILE   the reports of equiv diff (goes_wrong is a result / a failure)\n"
  "  --cache PATH|URI  keep each statement in the proof cache PATH (SQLite, shared with equiv diff), or\n"
  "                    in PostgreSQL (a postgresql:// URI, libpq's), and\n"
  "                    read it back while the function, what it reaches and the options are unchanged;\n"
  "                    --no-cache (the default) decides every function\n"
  "  -j N              decide functions in N worker processes (same statements as -j 1)\n"
  "  --slurm           decide the functions not in the cache as one Slurm job array (sbatch), each task\n"
  "                    over a copy of the tree under its hash in the shared directory; the statements\n"
  "                    of -j 1 (a task that fails or is cancelled: that function unknown, said why)\n"
  "  --slurm-dir DIR   the directory every node sees (default .equiv/slurm in the current directory)\n"
  "  --slurm-partition P   the Slurm partition of the tasks (default: the cluster's)\n"
  "  --slurm-time T    each task's time limit in sbatch's form (e.g. 30:00; default: the partition's)\n"
  "\n"
  "Exit codes: 0 statements printed, 1 the input is wrong, 2 internal error.\n";

static void print_text(const json_t *rep) {
  json_t *f;
  size_t i;
  json_array_foreach(json_object_get(rep, "contracts"), i, f) {
    printf("contract of %s (%s): %s", json_string_value(json_object_get(f, "function")),
           json_string_value(json_object_get(f, "where")), json_string_value(json_object_get(f, "status")));
    const char *reason = json_string_value(json_object_get(f, "reason"));
    if (reason) printf(" (%s)", reason);
    putchar('\n');
  }
  json_array_foreach(json_object_get(rep, "functions"), i, f) {
    printf("%s: %s: %s", json_string_value(json_object_get(f, "file")), json_string_value(json_object_get(f, "name")),
           json_string_value(json_object_get(f, "statement")));
    const char *reason = json_string_value(json_object_get(f, "reason"));
    if (reason) printf(" (%s)", reason);
    putchar('\n');
    json_t *x;
    size_t k;
    json_array_foreach(json_object_get(f, "assumes"), k, x) printf("  conditional: assumes %s\n", json_string_value(x));
    json_t *in = json_object_get(f, "input");
    if (json_is_object(in)) {
      printf("  input: %s(", json_string_value(json_object_get(f, "name")));
      json_t *x;
      size_t k;
      json_array_foreach(json_object_get(in, "inputs"), k, x) {
        const char *t = json_string_value(json_object_get(json_object_get(x, "value"), "value"));
        printf("%s%s", k ? ", " : "", t ? t : "?");
      }
      json_t *b = json_object_get(in, "behaviour");
      printf(")\n  went wrong: [%s] %s at %s\n", json_string_value(json_object_get(b, "kind")) ?: "?",
             json_string_value(json_object_get(b, "reason")) ?: "?", json_string_value(json_object_get(b, "loc")) ?: "?");
    }
  }
  json_t *s = json_object_get(rep, "summary");
  printf("%lld safe, %lld go wrong, %lld unknown", (long long)json_integer_value(json_object_get(s, "safe")),
         (long long)json_integer_value(json_object_get(s, "goes_wrong")),
         (long long)json_integer_value(json_object_get(s, "unknown")));
  long long cond = json_integer_value(json_object_get(s, "conditional"));
  if (cond) printf(" (%lld of the safe conditional)", cond);
  if (!json_is_null(json_object_get(json_object_get(rep, "inputs"), "cache")))
    printf(" (%lld from the cache)", (long long)json_integer_value(json_object_get(s, "from_cache")));
  putchar('\n');
}

/* The progress line on a terminal (as equiv diff's, cli_tree.c): redrawn with CR and EL at most ten
 * times a second, erased at the end. */
typedef struct check_progress {
  double start, last;
  int safe, wrong, unknown;
} check_progress;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void show_progress(void *ud, int done, int total, const json_t *unit) {
  check_progress *pp = ud;
  double t = now_s();
  if (done == 1) pp->start = t - json_number_value(json_object_get(unit, "seconds"));
  const char *st = json_string_value(json_object_get(unit, "statement"));
  if (st && !strcmp(st, "safe")) pp->safe++;
  else if (st && !strcmp(st, "goes_wrong")) pp->wrong++;
  else pp->unknown++;
  if (done == total) {
    fputs("\r\033[K", stderr);
    fflush(stderr);
    return;
  }
  if (t - pp->last < 0.1) return;
  pp->last = t;
  long eta = (long)((t - pp->start) / done * (total - done) + 0.5);
  char line[256];
  int n = snprintf(line, sizeof line, "equiv: %d/%d functions: %d safe, %d go wrong, %d unknown; ETA %ld:%02ld", done, total,
                   pp->safe, pp->wrong, pp->unknown, eta / 60, eta % 60);
  struct winsize ws;
  int width = ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1 ? ws.ws_col - 1 : 79;
  if (n > width) n = width;
  fprintf(stderr, "\r%.*s\033[K", n < 0 ? 0 : n, line);
  fflush(stderr);
}

int cli_check(int argc, char **argv) {
  const char *path = NULL, *sarif = NULL, *junit = NULL, *html = NULL, *cache = NULL, *contracts = NULL, *proposer = NULL;
  const char *slurm_dir = NULL, *slurm_part = NULL, *slurm_time = NULL, *slurm_task = NULL;
  int json = 0, nincl = 0, ndefs = 0, nextra = 0, slurm = 0;
  double timeout = 30;
  long memory = 0, unroll = 16, jobs = 1;
  const char **incl = calloc((size_t)argc + 1, sizeof(char *)), **defs = calloc((size_t)argc + 1, sizeof(char *));
  const char *const *extra = NULL;
  int rc = EXIT_OK;
  if (!incl || !defs) {
    free(incl), free(defs);
    fprintf(stderr, "equiv: error: [internal] out of memory\n");
    return EXIT_INTERNAL;
  }
#define USAGE(...) do { rc = cli_usage_error("check", __VA_ARGS__); goto out; } while (0)
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    char *end;
    if (cli_is_help(a)) {
      fputs(check_usage, stdout);
      goto out;
    } else if (!strcmp(a, "--json")) {
      json = 1;
    } else if (!strcmp(a, "--no-cache")) {
      cache = NULL;
    } else if (!strcmp(a, "--slurm")) {
      slurm = 1;
    } else if (!strcmp(a, "--slurm-dir") || !strcmp(a, "--slurm-partition") || !strcmp(a, "--slurm-time") ||
               !strcmp(a, "--slurm-task")) {
      if (i + 1 >= argc || !argv[i + 1][0]) USAGE("%s needs an argument", a);
      const char *v = argv[++i];
      if (!strcmp(a, "--slurm-dir")) slurm_dir = v;
      else if (!strcmp(a, "--slurm-partition")) slurm_part = v;
      else if (!strcmp(a, "--slurm-time")) slurm_time = v;
      else slurm_task = v; /* internal: what a --slurm array task runs (orch_slurm.h) */
    } else if (!strcmp(a, "--")) {
      extra = (const char *const *)(argv + i + 1), nextra = argc - i - 1;
      break;
    } else if ((!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2)) && a[2]) {
      if (a[1] == 'I') incl[nincl++] = a + 2;
      else defs[ndefs++] = a + 2;
    } else if (!strcmp(a, "--timeout") || !strcmp(a, "--memory") || !strcmp(a, "--unroll") || !strcmp(a, "--sarif") ||
               !strcmp(a, "--junit") || !strcmp(a, "--html") || !strcmp(a, "-I") || !strcmp(a, "-D") ||
               !strcmp(a, "--cache") || !strcmp(a, "-j") || !strcmp(a, "--contracts") || !strcmp(a, "--proposer")) {
      if (i + 1 >= argc) USAGE("%s needs an argument", a);
      const char *v = argv[++i];
      if (!strcmp(a, "--sarif")) sarif = v;
      else if (!strcmp(a, "--junit")) junit = v;
      else if (!strcmp(a, "--html")) html = v;
      else if (!strcmp(a, "--cache")) cache = v;
      else if (!strcmp(a, "--contracts")) contracts = v;
      else if (!strcmp(a, "--proposer")) proposer = v;
      else if (!strcmp(a, "-j")) {
        jobs = strtol(v, &end, 10);
        if (*end || jobs < 1 || jobs > 256) USAGE("-j wants a number of worker processes from 1 to 256, not '%s'", v);
      }
      else if (!strcmp(a, "-I")) incl[nincl++] = v;
      else if (!strcmp(a, "-D")) defs[ndefs++] = v;
      else if (!strcmp(a, "--timeout")) {
        timeout = strtod(v, &end);
        if (*end || !(timeout > 0) || timeout > 1e6) USAGE("--timeout wants a positive number of seconds, not '%s'", v);
      } else if (!strcmp(a, "--memory")) {
        memory = strtol(v, &end, 10);
        if (*end || memory < 16 || memory > 1048576) USAGE("--memory wants a number of MiB from 16 to 1048576, not '%s'", v);
      } else {
        unroll = strtol(v, &end, 10);
        if (*end || unroll <= 0 || unroll > 100000) USAGE("--unroll wants a positive integer, not '%s'", v);
      }
    } else if (a[0] == '-' && a[1]) {
      USAGE("unknown option '%s'", a);
    } else if (path) {
      USAGE("one PATH wanted, not '%s' too", a);
    } else {
      path = a;
    }
  }
  if ((slurm_dir || slurm_part || slurm_time) && !slurm) USAGE("--slurm-dir, --slurm-partition and --slurm-time go with --slurm");
  if (slurm && jobs > 1) USAGE("--slurm and -j exclude each other");
  if (slurm && slurm_task) USAGE("--slurm and --slurm-task exclude each other");
#undef USAGE
  if (!path) path = ".";
  if (!fs_is_dir(path) && !fs_is_file(path)) {
    fprintf(stderr, "equiv: error: [io] %s: no such file or directory\n", path);
    rc = EXIT_INPUT;
    goto out;
  }
  orch_check_opts o = {0};
  o.root = path;
  o.cache_path = cache;
  o.contracts_path = contracts;
  o.check.proposer = proposer;
  o.jobs = (int)jobs;
  /* the shared directory as an absolute path: the tasks run elsewhere */
  char sdir[8200], cwd[4096];
  orch_slurm_opts so = {NULL, slurm_part, slurm_time};
  if (slurm) {
    const char *dir = slurm_dir ? slurm_dir : ".equiv/slurm";
    if (dir[0] == '/' || !getcwd(cwd, sizeof cwd)) snprintf(sdir, sizeof sdir, "%s", dir);
    else snprintf(sdir, sizeof sdir, "%s/%s", cwd, dir);
    so.dir = sdir;
    o.slurm = &so;
  }
  o.slurm_task = slurm_task;
  if (slurm_task) o.cache_path = NULL; /* a task's result goes to the run, which keeps it */
  o.check.timeout_ms = (unsigned)(timeout * 1000);
  o.check.memory_mib = (unsigned)memory;
  o.check.sym.unroll = (unsigned)unroll;
  o.load = (rel_load_opts){nincl, incl, ndefs, defs, nextra, extra, 0, 0};
  check_progress pp = {0};
  if (isatty(STDERR_FILENO)) o.progress = show_progress, o.progress_ud = &pp;
  diag_ctx *d = diag_new();
  json_t *rep = NULL;
  char err[1200];
  if (orch_check_run(&o, &rep, d, err, sizeof err) < 0) {
    diag_print(d, stderr);
    if (err[0]) fprintf(stderr, "equiv: error: [input] %s\n", err);
    rc = EXIT_INPUT;
  } else if (rep) { /* none in a --slurm-task: its result is written for the run */
    if (json) {
      char *s = json_dumps(rep, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(12));
      if (s) puts(s);
      else rc = EXIT_INTERNAL;
      free(s);
    } else {
      print_text(rep);
    }
    if (orch_report_write(rep, sarif, junit, html, err, sizeof err) < 0) {
      fprintf(stderr, "equiv: error: [io] %s\n", err);
      rc = EXIT_INPUT;
    }
  }
  json_decref(rep);
  diag_free(d);
out:
  free(incl);
  free(defs);
  return rc;
}
