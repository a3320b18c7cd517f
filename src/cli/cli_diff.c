/* cli_diff.c — `equiv diff old new`: one verdict per function (equivalent,
 * changed_only_where_old_unsafe, behaviour_changed, unknown) with its evidence (docs/equiv-diff.md). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "core/diag.h"
#include "core/fsutil.h"
#include "orch/orch_diff.h"
#include "orch/orch_lang.h"
#include "rel/verdict.h"
#include "cli/cli_tree.h"

/* --fail-on matched: the verdicts were printed and one of them is a failure for the caller. */
enum { EXIT_FAIL_ON = 3 };

static const char diff_usage[] =
  "usage: equiv diff OLD NEW [--function NAME | --program NAME | --all] [--timeout S] [--memory MB] [--json]\n"
  "       equiv diff OLD_DIR NEW_DIR [options]\n"
  "       equiv diff --git [REV1..REV2 | REV] [PATH...] [options]\n"
  "                  [--cache PATH|URI | --no-cache] [-j N] [--sarif FILE] [--junit FILE] [--html FILE]\n"
  "                  [--evidence DIR]\n"
  "                  [--recheck] [--emit-tests DIR] [--unroll N] [--records N] [--array-bound N] [--proposer CMD]\n"
  "                  [--fail-on VERDICT[,VERDICT]...] [--relation FILE] [--contracts FILE] [-I DIR]...\n"
  "                  [-D NAME[=VALUE]]...\n"
  "                  [-- CLANG-ARGS...]\n"
  "\n"
  "Decides, per function defined in both versions, whether NEW behaves as OLD on every admissible\n"
  "input: equivalent | changed_only_where_old_unsafe | behaviour_changed | unknown (with a reason).\n"
  "Functions defined in only one version are listed as added or removed.\n"
  "With two directories, or --git inside a git repository, files are paired by relative path and\n"
  "only changed functions, renamed ones and callers of changed ones are checked (docs/orchestrator.md).\n"
  "\n"
  "  --git             compare two revisions of the repository around the current directory:\n"
  "                    REV1..REV2, REV (its first parent against it), or none (HEAD against the\n"
  "                    work tree); PATH... limits the files\n"
  "  --cache PATH|URI  the proof cache (SQLite; default with --git: .equiv/cache.db in the repository),\n"
  "                    or a postgresql:// URI (libpq's): a cache in PostgreSQL shared by a team\n"
  "  --no-cache        neither read nor write the cache\n"
  "  -j N              decide N functions at once (forked worker processes; default 1)\n"
  "  --slurm           decide the functions not in the cache as one Slurm job array (sbatch), each\n"
  "                    task over copies of the two trees under their hashes in the shared\n"
  "                    directory; the verdicts of -j 1 (a failed or cancelled task: unknown, said why)\n"
  "  --slurm-dir DIR   the directory every node sees (default .equiv/slurm in the current directory)\n"
  "  --slurm-partition P   the Slurm partition of the tasks (default: the cluster's)\n"
  "  --slurm-time T    each task's time limit in sbatch's form (e.g. 30:00; default: the partition's)\n"
  "  --sarif FILE      the changed functions as SARIF 2.1.0 results (code scanning)\n"
  "  --junit FILE      JUnit XML, one test case per function checked (behaviour_changed fails)\n"
  "  --html FILE       a standalone HTML page: a row per function checked, sortable, viewable offline\n"
  "  --function NAME   check only NAME (default: --all, every function defined in both)\n"
  "  --program NAME    the same for COBOL: only the program with PROGRAM-ID NAME\n"
  "  --timeout S       seconds for each function's whole verdict (default 30); past it: unknown\n"
  "  --memory MB       MiB of memory for each function's verdict (default 2048), counted for Equiv's\n"
  "                    own structures and for Z3 each; past it: unknown (reason code memory)\n"
  "  --json            one JSON object on standard output (docs/equiv-diff.md)\n"
  "  --evidence DIR    every proof obligation as SMT-LIB under DIR/<function>/ (z3 or cvc5 re-run them)\n"
  "  --recheck         re-check every UNSAT answer with cvc5; a disagreement makes the verdict unknown\n"
  "  --emit-tests DIR  per distinguishing input a test: C, a program calling both versions (built by\n"
  "                    gcc); COBOL, DIR/PROGRAM/ with the data sets and run.sh (both built by cobc)\n"
  "  --unroll N        loop iterations followed symbolically (default 16); beyond: unknown\n"
  "  --records N       COBOL: records per input file followed one by one (default 6, at most 64);\n"
  "                    probes and counterexamples stay within N; a proof by induction needs no bound\n"
  "  --array-bound N   C: elements of an array parameter followed one by one (default 16, at most\n"
  "                    1024); a run past them is unknown unless an induction covers it\n"
  "  --proposer CMD    external proposer: a loop obligation as JSON on its stdin, candidate invariants\n"
  "                    (SMT-LIB terms) one per line on its stdout; or a contract request (\"request\":\n"
  "                    \"contract\"), contracts in the annotation's syntax; only proved ones are used\n"
  "  --fail-on LIST    exit 3 when any function gets one of these verdicts (comma-separated, e.g.\n"
  "                    behaviour_changed,unknown): the status a CI job fails on\n"
  "  --relation FILE   the outcome relation R as JSON (docs/relation-json.md; default: identity)\n"
  "  --contracts FILE  contracts of functions as JSON (docs/contracts.md), for both versions (trees:\n"
  "                    instead of each tree's .equiv/contracts.json); annotations (/*@ requires ...;\n"
  "                    ensures ...; */) are read in both; each contract is checked against its own\n"
  "                    version first, and a verdict proved with one not proved is conditional\n"
  "  -I DIR, -D NAME[=VALUE]   include directory and macro for the front end (clang: both files)\n"
  "  -- CLANG-ARGS     everything after -- goes to the front end as given\n"
  "\n"
  "Exit codes: 0 verdicts printed, 1 the input is wrong, 2 internal error,\n"
  "3 verdicts printed and one of them is named by --fail-on.\n";

/* What a version printed on the counterexample, as a C string literal (cut after 200 bytes). */
static void print_output(const char *side, const rel_behaviour *b) {
  for (int i = 0; i < b->nrecords; i++) {
    const rel_record *r = &b->records[i];
    if (strcmp(r->stream, "stdout") || !r->len) continue;
    printf("  %s printed: \"", side);
    for (size_t k = 0; k < r->len && k < 200; k++) {
      unsigned char c = (unsigned char)r->data[k];
      if (c == '\n') fputs("\\n", stdout);
      else if (c == '"' || c == '\\') printf("\\%c", c);
      else if (c < 0x20 || c >= 0x7f) printf("\\x%02x", c);
      else putchar(c);
    }
    printf("\"%s\n", r->len > 200 ? "..." : "");
  }
}

static void print_text(const char *name, const rel_verdict *v);

static void print_unit(const orch_diff_unit *u, void *ud) {
  (void)ud;
  print_text(u->name, &u->v);
  json_t *x;
  size_t k;
  json_array_foreach(json_object_get(u->contracts, "assumes"), k, x) printf("  conditional: assumes %s\n", json_string_value(x));
  fflush(stdout);
}

static void print_text(const char *name, const rel_verdict *v) {
  printf("%s: %s", name, rel_verdict_name(v->kind));
  if (v->reason) printf(" (%s)", v->reason);
  printf("  [%u obligations, %.2fs]\n", v->obligations, v->seconds);
  if (v->assume) printf("  assuming: %s\n", v->assume);
  if (v->proof) printf("  proof: %s\n", v->proof);
  if ((v->kind == REL_EQUIVALENT || v->kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE) && v->vacuous == 1)
    printf("  vacuous: %s\n", v->vacuity);
  if (v->has_cex && (v->kind == REL_BEHAVIOUR_CHANGED || v->kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE)) {
    char buf[700];
    printf("  input: %s(", name);
    for (int i = 0; i < v->ninputs; i++) {
      /* an input with only a typed tree (a COBOL data set) is shown by its type, named */
      char tbuf[4000];
      const rel_input *in = &v->inputs[i];
      if (in->kind == REL_IN_TREE && in->type)
        printf("%s%s=%s", i ? ", " : "", in->name, rel_type_value_text(in->type, &v->args[i], tbuf, sizeof tbuf));
      else if (in->by_name) /* not a parameter (a C global on entry): named */
        printf("%s%s=%s", i ? ", " : "", in->name, rel_value_text(&v->args[i], buf, sizeof buf));
      else
        printf("%s%s", i ? ", " : "", rel_value_text(&v->args[i], buf, sizeof buf));
    }
    printf(")\n  old: %s\n", rel_behaviour_text(&v->old_b, buf, sizeof buf));
    printf("  new: %s\n", rel_behaviour_text(&v->new_b, buf, sizeof buf));
    print_output("old", &v->old_b);
    print_output("new", &v->new_b);
    if (v->has_native)
      printf("  on %s: %s\n", v->native_name,
             v->native_agrees == 1 ? "the same behaviours as Equiv's replay" : v->native_note ? v->native_note : "?");
  }
}

/* --evidence and --emit-tests name directories that must be there (made if need be) and writable
 * before any work starts: a run must not spend minutes and then fail to write its results. */
static int prepare_dir(const char *flag, const char *dir) {
  struct stat st;
  if (stat(dir, &st) == 0) {
    if (!S_ISDIR(st.st_mode)) {
      fprintf(stderr, "equiv: error: [io] %s %s: not a directory\n", flag, dir);
      return -1;
    }
  } else {
    char buf[4096];
    if (snprintf(buf, sizeof buf, "%s", dir) >= (int)sizeof buf) {
      fprintf(stderr, "equiv: error: [io] %s: path too long\n", flag);
      return -1;
    }
    for (char *p = buf + 1; *p; p++) {
      if (*p != '/') continue;
      *p = 0;
      if (mkdir(buf, 0777) != 0 && errno != EEXIST) break;
      *p = '/';
    }
    if (mkdir(buf, 0777) != 0 && errno != EEXIST) {
      fprintf(stderr, "equiv: error: [io] %s %s: cannot create the directory: %s\n", flag, dir, strerror(errno));
      return -1;
    }
  }
  if (access(dir, W_OK | X_OK) != 0) {
    fprintf(stderr, "equiv: error: [io] %s %s: not writable: %s\n", flag, dir, strerror(errno));
    return -1;
  }
  return 0;
}

/* --fail-on LIST: a bit per verdict kind; -1 with a message on a word that is not a verdict. */
static int parse_fail_on(const char *list, unsigned *mask) {
  char buf[512];
  if (snprintf(buf, sizeof buf, "%s", list) >= (int)sizeof buf)
    return cli_usage_error("diff", "--fail-on: list too long"), -1;
  for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
    int found = 0;
    for (int k = REL_EQUIVALENT; k <= REL_UNKNOWN; k++)
      if (!strcmp(tok, rel_verdict_name((rel_verdict_kind)k))) *mask |= 1u << k, found = 1;
    if (!found)
      return cli_usage_error("diff", "--fail-on: '%s' is not a verdict (equivalent, changed_only_where_old_unsafe, "
                             "behaviour_changed, unknown)", tok), -1;
  }
  if (!*mask) return cli_usage_error("diff", "--fail-on wants at least one verdict"), -1;
  return 0;
}

int cli_diff(int argc, char **argv) {
  const char **files = calloc((size_t)argc + 1, sizeof(char *)), *only = NULL, *evidence = NULL, *emit = NULL, *proposer = NULL,
             *relation = NULL, *contracts = NULL;
  int json = 0, recheck = 0, nfiles = 0, all_flag = 0, git = 0, no_cache = 0;
  const char *cache = NULL;
  const char *slurm_dir = NULL, *slurm_part = NULL, *slurm_time = NULL, *slurm_task = NULL, *slurm_flags = NULL;
  int slurm = 0, nslurm_paths = 0;
  /* internal: a --git run's PATH... handed to its tasks, which compare the revisions' copies */
  const char **slurm_paths = calloc((size_t)argc + 1, sizeof(char *));
  long jobs = 1;
  const char *sarif = NULL, *junit = NULL, *html = NULL;
  unsigned fail_on = 0;
  double timeout = 30;
  long memory = 0; /* --memory MB: 0 is the default of rel/verdict.h */
  long unroll = 16, records = 0, array_bound = 0;
  /* front-end options, in command-line order per kind (at most argc of each) */
  const char **incl = calloc((size_t)argc + 1, sizeof(char *)), **defs = calloc((size_t)argc + 1, sizeof(char *));
  const char *const *extra = NULL;
  int nincl = 0, ndefs = 0, nextra = 0, rc = EXIT_OK;
  if (!incl || !defs || !files || !slurm_paths) {
    free(incl), free(defs), free(files), free(slurm_paths);
    fprintf(stderr, "equiv: error: [internal] out of memory\n");
    return EXIT_INTERNAL;
  }
#define USAGE(...) do { rc = cli_usage_error("diff", __VA_ARGS__); goto out_args; } while (0)
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) {
      fputs(diff_usage, stdout);
      goto out_args;
    } else if (!strcmp(a, "--json")) {
      json = 1;
    } else if (!strcmp(a, "--recheck")) {
      recheck = 1;
    } else if (!strcmp(a, "--all")) {
      all_flag = 1;
    } else if (!strcmp(a, "--git")) {
      git = 1;
    } else if (!strcmp(a, "--no-cache")) {
      no_cache = 1;
    } else if (!strcmp(a, "--slurm")) {
      slurm = 1;
    } else if (!strcmp(a, "--slurm-dir") || !strcmp(a, "--slurm-partition") || !strcmp(a, "--slurm-time") ||
               !strcmp(a, "--slurm-task") || !strcmp(a, "--slurm-path") || !strcmp(a, "--slurm-flags")) {
      if (i + 1 >= argc || !argv[i + 1][0]) USAGE("%s needs an argument", a);
      const char *v = argv[++i];
      if (!strcmp(a, "--slurm-path")) {
        if (slurm_paths) slurm_paths[nslurm_paths++] = v;
      } else if (!strcmp(a, "--slurm-flags")) slurm_flags = v;
      else if (!strcmp(a, "--slurm-dir")) slurm_dir = v;
      else if (!strcmp(a, "--slurm-partition")) slurm_part = v;
      else if (!strcmp(a, "--slurm-time")) slurm_time = v;
      else slurm_task = v;
    } else if (!strcmp(a, "-j") || (!strncmp(a, "-j", 2) && a[2])) {
      const char *v = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
      char *end;
      if (!v) USAGE("-j needs an argument");
      jobs = strtol(v, &end, 10);
      if (*end || jobs < 1 || jobs > 256) USAGE("-j wants a number of workers from 1 to 256, not '%s'", v);
    } else if (!strcmp(a, "--cache") || !strcmp(a, "--sarif") || !strcmp(a, "--junit") || !strcmp(a, "--html")) {
      if (i + 1 >= argc) USAGE("%s needs an argument", a);
      if (a[2] == 'c') cache = argv[++i];
      else if (a[2] == 's') sarif = argv[++i];
      else if (a[2] == 'j') junit = argv[++i];
      else html = argv[++i];
    } else if (!strcmp(a, "--")) {
      extra = (const char *const *)(argv + i + 1);
      nextra = argc - i - 1;
      break;
    } else if ((!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2)) && a[2]) {
      if (a[1] == 'I') incl[nincl++] = a + 2;
      else defs[ndefs++] = a + 2;
    } else if (!strcmp(a, "--function") || !strcmp(a, "--program") || !strcmp(a, "--timeout") || !strcmp(a, "--memory") || !strcmp(a, "--evidence") ||
               !strcmp(a, "--emit-tests") || !strcmp(a, "--unroll") || !strcmp(a, "--proposer") || !strcmp(a, "--records") || !strcmp(a, "--array-bound") ||
               !strcmp(a, "--fail-on") || !strcmp(a, "--relation") || !strcmp(a, "-I") || !strcmp(a, "-D") ||
               !strcmp(a, "--contracts")) {
      if (i + 1 >= argc) USAGE("%s needs an argument", a);
      const char *v = argv[++i];
      char *end;
      if (!strcmp(a, "--function") || !strcmp(a, "--program")) only = v;
      else if (!strcmp(a, "--evidence")) evidence = v;
      else if (!strcmp(a, "--emit-tests")) emit = v;
      else if (!strcmp(a, "--proposer")) proposer = v;
      else if (!strcmp(a, "--relation")) relation = v;
      else if (!strcmp(a, "--contracts")) contracts = v;
      else if (!strcmp(a, "-I")) incl[nincl++] = v;
      else if (!strcmp(a, "-D")) defs[ndefs++] = v;
      else if (!strcmp(a, "--fail-on")) {
        if (parse_fail_on(v, &fail_on) < 0) {
          rc = EXIT_INPUT;
          goto out_args;
        }
      } else if (!strcmp(a, "--timeout")) {
        timeout = strtod(v, &end);
        if (*end || !(timeout > 0) || timeout > 1e6) USAGE("--timeout wants a positive number of seconds, not '%s'", v);
      } else if (!strcmp(a, "--memory")) {
        memory = strtol(v, &end, 10);
        if (*end || memory < 16 || memory > 1048576)
          USAGE("--memory wants a number of MiB from 16 to 1048576, not '%s'", v);
      } else if (!strcmp(a, "--array-bound")) {
        array_bound = strtol(v, &end, 10);
        if (*end || array_bound <= 0 || array_bound > 1024) USAGE("--array-bound wants 1 to 1024 elements, not '%s'", v);
      } else if (!strcmp(a, "--records")) {
        records = strtol(v, &end, 10);
        if (*end || records <= 0 || records > 64) USAGE("--records wants 1 to 64 records per input file, not '%s'", v);
      } else {
        unroll = strtol(v, &end, 10);
        if (*end || unroll <= 0 || unroll > 100000) USAGE("--unroll wants a positive integer, not '%s'", v);
      }
    } else if (a[0] == '-' && a[1]) {
      USAGE("unknown option '%s'", a);
    } else {
      files[nfiles++] = a;
    }
  }
  if (only && all_flag) USAGE("--function/--program %s and --all exclude each other", only);
  if (cache && no_cache) USAGE("--cache and --no-cache exclude each other");
  if ((slurm_dir || slurm_part || slurm_time) && !slurm) USAGE("--slurm-dir, --slurm-partition and --slurm-time go with --slurm");
  if (slurm && (jobs > 1 || slurm_task || evidence))
    USAGE("--slurm excludes %s", jobs > 1 ? "-j" : slurm_task ? "--slurm-task" : "--evidence");
  if ((nslurm_paths || slurm_flags) && !slurm_task) USAGE("--slurm-path and --slurm-flags are for --slurm's tasks only");
  int tree = !git && nfiles == 2 && fs_is_dir(files[0]) && fs_is_dir(files[1]);
  if (git || tree) {
    if (only || emit || array_bound) USAGE("%s is not available for directories or --git (one pair of files only)",
                            only ? "--function/--program" : emit ? "--emit-tests" : "--array-bound");
    if (evidence && prepare_dir("--evidence", evidence) < 0) {
      rc = EXIT_INPUT;
      goto out_args;
    }
    cli_tree_args ta = {.git = git, .pos = files, .npos = nfiles, .json = json, .cache = cache, .no_cache = no_cache,
                        .timeout = timeout, .memory = (unsigned)memory, .unroll = unroll, .recheck = recheck, .evidence = evidence,
                        .proposer = proposer, .relation = relation, .contracts = contracts, .fail_on = fail_on, .jobs = (int)jobs, .sarif = sarif, .junit = junit, .html = html,
                        .load = {nincl, incl, ndefs, defs, nextra, extra}, .slurm = slurm, .slurm_dir = slurm_dir,
                        .slurm_partition = slurm_part, .slurm_time = slurm_time, .slurm_task = slurm_task,
                        .slurm_paths = slurm_paths, .nslurm_paths = nslurm_paths, .slurm_flags = slurm_flags};
    rc = cli_diff_tree(&ta);
    goto out_args;
  }
  if (cache || no_cache || jobs != 1 || sarif || junit || html || slurm || slurm_task)
    USAGE("--cache, --no-cache, -j, --slurm, --sarif, --junit and --html are for directories and --git");
  if (nfiles != 2) USAGE(nfiles > 2 ? "more than two files given" : "two files wanted: OLD and NEW");
  for (int k = 0; k < 2; k++) {
    struct stat st;
    if (stat(files[k], &st) != 0) {
      fprintf(stderr, "equiv: error: [io] %s: %s\n", files[k], strerror(errno));
      rc = EXIT_INPUT;
      goto out_args;
    }
  }
  const rel_lang *L = orch_lang_for_path(files[0]);
  if (!L || L != orch_lang_for_path(files[1]))
    USAGE("no language for '%s' and '%s' (C files end in .c)", files[0], files[1]);
  for (int k = 0; k < 2; k++) {
    FILE *probe = fopen(files[k], "r");
    if (!probe) {
      fprintf(stderr, "equiv: error: [io] %s: %s\n", files[k], strerror(errno));
      rc = EXIT_INPUT;
      goto out_args;
    }
    fclose(probe);
  }
  if ((evidence && prepare_dir("--evidence", evidence) < 0) || (emit && prepare_dir("--emit-tests", emit) < 0)) {
    rc = EXIT_INPUT;
    goto out_args;
  }
#undef USAGE
  rel_relation R = rel_relation_default();
  arena *ra = arena_new();
  if (relation) {
    char err[600];
    if (rel_relation_load(relation, &R, ra, err, sizeof err) < 0) {
      fprintf(stderr, "equiv: error: [relation] %s\n", err);
      arena_free(ra);
      rc = EXIT_INPUT;
      goto out_args;
    }
  }
  orch_diff_opts od = {0};
  od.old_path = files[0], od.new_path = files[1];
  od.only = only;
  od.check.timeout_ms = (unsigned)(timeout * 1000);
  od.check.memory_mib = (unsigned)memory;
  od.check.evidence_dir = evidence;
  od.check.recheck = recheck;
  od.check.R = R;
  od.check.sym.unroll = (unsigned)unroll;
  od.check.proposer = proposer;
  od.relation_path = relation;
  od.emit_dir = emit;
  od.load = (rel_load_opts){nincl, incl, ndefs, defs, nextra, extra, (int)records, (int)array_bound};
  od.fail_on = fail_on;
  od.contracts_path = contracts;
  diag_ctx *d = diag_new();
  arena *a = arena_new();
  orch_diff_report rep;
  char err[1200];
  if (orch_diff_run(&od, &rep, json ? NULL : print_unit, NULL, d, a, err, sizeof err) < 0) {
    diag_print(d, stderr);
    if (err[0]) fprintf(stderr, "equiv: error: [usage] %s\n", err);
    rc = EXIT_INPUT;
  } else {
    if (rep.nunits == 0 && !only) {
      /* nothing to decide is said, not printed as an empty success */
      if (rep.nold == 0 || rep.nnew == 0)
        fprintf(stderr, "equiv: note: %s defines no function\n", rep.nold == 0 ? files[0] : files[1]);
      fprintf(stderr, "equiv: note: no function is defined in both versions (old: %d, new: %d)\n", rep.nold, rep.nnew);
    }
    if (!json) {
      for (int i = 0; i < rep.nremoved; i++) printf("%s: removed (defined only in the old version)\n", rep.removed[i]);
      for (int i = 0; i < rep.nadded; i++) printf("%s: added (defined only in the new version)\n", rep.added[i]);
      if (!only && rep.nunits == 0) printf("no function is defined in both versions\n");
    } else {
      json_t *root = orch_diff_json(&od, &rep);
      /* 12 significant digits: seconds as 0.009, not 0.0089999999999999993 */
      char *s = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(12));
      if (s) puts(s);
      else rc = EXIT_INTERNAL;
      free(s);
      json_decref(root);
    }
    if (rc == EXIT_OK && rep.failed) rc = EXIT_FAIL_ON;
    orch_diff_free(&rep);
  }
  arena_free(a);
  diag_free(d);
  arena_free(ra);
out_args:
  free(files);
  free(slurm_paths);
  free(incl);
  free(defs);
  return rc;
}
