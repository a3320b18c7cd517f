/* cli_diff.c — `equiv diff old new`: one verdict per function (equivalent,
 * changed_only_where_old_unsafe, behaviour_changed, unknown) with its evidence (docs/equiv-diff.md). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "core/diag.h"
#include "orch/orch_lang.h"
#include "rel/verdict.h"

/* --fail-on matched: the verdicts were printed and one of them is a failure for the caller. */
enum { EXIT_FAIL_ON = 3 };

static const char diff_usage[] =
  "usage: equiv diff OLD NEW [--function NAME | --all] [--timeout S] [--json] [--evidence DIR]\n"
  "                  [--recheck] [--emit-tests DIR] [--unroll N] [--proposer CMD]\n"
  "                  [--fail-on VERDICT[,VERDICT]...] [--relation FILE] [-I DIR]... [-D NAME[=VALUE]]...\n"
  "                  [-- CLANG-ARGS...]\n"
  "\n"
  "Decides, per function defined in both versions, whether NEW behaves as OLD on every admissible\n"
  "input: equivalent | changed_only_where_old_unsafe | behaviour_changed | unknown (with a reason).\n"
  "Functions defined in only one version are listed as added or removed.\n"
  "\n"
  "  --function NAME   check only NAME (default: --all, every function defined in both)\n"
  "  --timeout S       seconds for each function's whole verdict (default 30); past it: unknown\n"
  "  --json            one JSON object on standard output (docs/equiv-diff.md)\n"
  "  --evidence DIR    every proof obligation as SMT-LIB under DIR/<function>/ (z3 or cvc5 re-run them)\n"
  "  --recheck         re-check every UNSAT answer with cvc5; a disagreement makes the verdict unknown\n"
  "  --emit-tests DIR  per distinguishing input a C program calling both versions (built by gcc)\n"
  "  --unroll N        loop iterations followed symbolically (default 16); beyond: unknown\n"
  "  --proposer CMD    external invariant proposer: loop obligation as JSON on its stdin, candidate\n"
  "                    invariants (SMT-LIB terms) one per line on its stdout; only checked ones count\n"
  "  --fail-on LIST    exit 3 when any function gets one of these verdicts (comma-separated, e.g.\n"
  "                    behaviour_changed,unknown): the status a CI job fails on\n"
  "  --relation FILE   the outcome relation R as JSON (docs/relation-json.md; default: identity)\n"
  "  -I DIR, -D NAME[=VALUE]   include directory and macro for the front end (clang: both files)\n"
  "  -- CLANG-ARGS     everything after -- goes to the front end as given\n"
  "\n"
  "Exit codes: 0 verdicts printed, 1 the input is wrong, 2 internal error,\n"
  "3 verdicts printed and one of them is named by --fail-on.\n";

static const char *ctype_of(const rel_input *in) {
  if (in->kind == REL_IN_BOOL) return "_Bool";
  if (in->kind == REL_IN_FLOAT) return in->width == 32 ? "float" : "double";
  switch (in->width) {
  case 8: return in->is_signed ? "signed char" : "unsigned char";
  case 16: return in->is_signed ? "short" : "unsigned short";
  case 32: return in->is_signed ? "int" : "unsigned int";
  default: return in->is_signed ? "long" : "unsigned long";
  }
}

static const char *rtype_of(const rel_value *v) {
  rel_input in = {.name = "",
                  .kind = v->kind == REL_V_FLOAT ? REL_IN_FLOAT : v->kind == REL_V_BOOL ? REL_IN_BOOL : REL_IN_INT,
                  .width = v->kind == REL_V_BOOL ? 1 : v->width, .is_signed = v->is_signed, .len_param = -1};
  return ctype_of(&in);
}

/* A C literal for an argument, exact (hex floats); an array input as a compound literal (C11
 * 6.5.2.5) whose first element the pointer parameter receives. */
static void c_literal(const rel_input *in, const rel_value *v, FILE *f) {
  if (in->array_cap > 0 && v->kind == REL_V_AGG) {
    rel_input el = *in;
    el.array_cap = 0;
    fprintf(f, "(%s[]){", ctype_of(&el));
    for (int k = 0; k < v->n; k++) {
      if (k) fprintf(f, ", ");
      c_literal(&el, &v->items[k], f);
    }
    fprintf(f, "}");
    return;
  }
  if (in->kind == REL_IN_FLOAT) {
    if (in->width == 32) {
      float x;
      uint32_t b = (uint32_t)v->bits;
      memcpy(&x, &b, sizeof x);
      if (x != x) fprintf(f, "(0.0f/0.0f)");
      else if (x - x != 0) fprintf(f, "(%s1.0f/0.0f)", x < 0 ? "-" : "");
      else fprintf(f, "%af", (double)x);
    } else {
      double x;
      memcpy(&x, &v->bits, sizeof x);
      if (x != x) fprintf(f, "(0.0/0.0)");
      else if (x - x != 0) fprintf(f, "(%s1.0/0.0)", x < 0 ? "-" : "");
      else fprintf(f, "%a", x);
    }
  } else if (in->is_signed) {
    fprintf(f, "(%s)%lldLL", ctype_of(in), (long long)v->bits);
    if ((long long)v->bits == INT64_MIN) fprintf(f, "/*INT64_MIN*/");
  } else {
    fprintf(f, "(%s)%lluULL", ctype_of(in), (unsigned long long)v->bits);
  }
}

/* Writes DIR/NAME.c: calls NAME_old and NAME_new (the user's files compiled with every function
 * renamed by -D, see the comment it starts with) and prints both results; exit 1 when they differ. */
static int emit_test(const char *dir, const char *oldf, const char *newf, const char *name, const char **units,
                     int nunits, const rel_verdict *v) {
  if (!v->has_cex || v->old_b.wrong || v->new_b.wrong || v->old_b.okind != REL_O_RETURNED ||
      v->new_b.okind != REL_O_RETURNED)
    return 0;
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.c", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  char ro[4096], rn[4096];
  if (!realpath(oldf, ro)) snprintf(ro, sizeof ro, "%s", oldf);
  if (!realpath(newf, rn)) snprintf(rn, sizeof rn, "%s", newf);
  fprintf(f, "/* %s.c — distinguishing input for '%s' found by equiv diff and replayed on both versions.\n", name, name);
  fprintf(f, " * Build (each version compiled on its own, its functions renamed):\n *   gcc -c");
  for (int i = 0; i < nunits; i++) fprintf(f, " -D%s=%s_old", units[i], units[i]);
  fprintf(f, " %s -o old.o\n *   gcc -c", ro);
  for (int i = 0; i < nunits; i++) fprintf(f, " -D%s=%s_new", units[i], units[i]);
  fprintf(f, " %s -o new.o\n *   gcc %s.c old.o new.o -lm -o %s && ./%s\n", rn, name, name, name);
  fprintf(f, " * Prints both results; exits 1 while they differ. */\n#include <stdio.h>\n#include <string.h>\n\n");
  const char *rt = v->old_b.value.kind == REL_V_VOID ? "void" : rtype_of(&v->old_b.value);
  for (int side = 0; side < 2; side++) {
    fprintf(f, "%s %s_%s(", rt, name, side ? "new" : "old");
    for (int i = 0; i < v->ninputs; i++)
      fprintf(f, "%s%s%s%s", i ? ", " : "", v->inputs[i].array_const ? "const " : "", ctype_of(&v->inputs[i]),
              v->inputs[i].array_cap > 0 ? " *" : "");
    fprintf(f, "%s);\n", v->ninputs ? "" : "void");
  }
  fprintf(f, "\nint main(void) {\n");
  /* array inputs: one copy per version, so that what each call leaves in it can be compared */
  int narr = 0;
  for (int i = 0; i < v->ninputs; i++) {
    if (v->inputs[i].array_cap <= 0) continue;
    rel_input el = v->inputs[i];
    el.array_cap = 0;
    for (int side = 0; side < 2; side++) {
      fprintf(f, "  %s a%d_%s[] = {", ctype_of(&el), i, side ? "new" : "old");
      for (int k = 0; k < v->args[i].n; k++) {
        if (k) fprintf(f, ", ");
        c_literal(&el, &v->args[i].items[k], f);
      }
      fprintf(f, "};\n");
    }
    narr += !v->inputs[i].array_const;
  }
  int has_value = strcmp(rt, "void") != 0;
  if (!has_value && !narr) {
    fprintf(f, "  return 0; /* void results: only output could differ */\n}\n");
    fclose(f);
    return 1;
  }
  for (int side = 0; side < 2; side++) {
    if (has_value) fprintf(f, "  %s %s = ", rt, side ? "n" : "o");
    else fprintf(f, "  ");
    fprintf(f, "%s_%s(", name, side ? "new" : "old");
    for (int i = 0; i < v->ninputs; i++) {
      if (i) fprintf(f, ", ");
      if (v->inputs[i].array_cap > 0) fprintf(f, "a%d_%s", i, side ? "new" : "old");
      else c_literal(&v->inputs[i], &v->args[i], f);
    }
    fprintf(f, ");\n");
  }
  fprintf(f, "  int same = 1;\n");
  if (!has_value) {
  } else if (v->old_b.value.kind == REL_V_FLOAT) {
    fprintf(f, "  printf(\"old: %%a\\nnew: %%a\\n\", (double)o, (double)n);\n");
    fprintf(f, "  same = (o != o && n != n) || memcmp(&o, &n, sizeof o) == 0;\n");
  } else if (v->old_b.value.is_signed) {
    fprintf(f, "  printf(\"old: %%lld\\nnew: %%lld\\n\", (long long)o, (long long)n);\n  same = o == n;\n");
  } else {
    fprintf(f, "  printf(\"old: %%llu\\nnew: %%llu\\n\", (unsigned long long)o, (unsigned long long)n);\n  same = o == n;\n");
  }
  /* what the calls left in the caller's arrays (bit for bit: -0.0 and 0.0 differ) */
  for (int i = 0; i < v->ninputs; i++) {
    if (v->inputs[i].array_cap <= 0 || v->inputs[i].array_const) continue;
    const char *fmt = v->inputs[i].kind == REL_IN_FLOAT ? " %a" : v->inputs[i].is_signed ? " %lld" : " %llu";
    const char *cast = v->inputs[i].kind == REL_IN_FLOAT ? "double" : v->inputs[i].is_signed ? "long long" : "unsigned long long";
    for (int side = 0; side < 2; side++) {
      const char *sn = side ? "new" : "old";
      fprintf(f, "  printf(\"%s argument %d:\");\n", sn, i + 1);
      fprintf(f, "  for (size_t k = 0; k < sizeof a%d_%s / sizeof a%d_%s[0]; k++) printf(\"%s\", (%s)a%d_%s[k]);\n", i, sn, i,
              sn, fmt, cast, i, sn);
      fprintf(f, "  printf(\"\\n\");\n");
    }
    fprintf(f, "  same = same && memcmp(a%d_old, a%d_new, sizeof a%d_old) == 0;\n", i, i, i);
  }
  fprintf(f, "  return same ? 0 : 1;\n}\n");
  fclose(f);
  return 1;
}

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
      else
        printf("%s%s", i ? ", " : "", rel_value_text(&v->args[i], buf, sizeof buf));
    }
    printf(")\n  old: %s\n", rel_behaviour_text(&v->old_b, buf, sizeof buf));
    printf("  new: %s\n", rel_behaviour_text(&v->new_b, buf, sizeof buf));
    print_output("old", &v->old_b);
    print_output("new", &v->new_b);
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

static int has_name(const char **v, int n, const char *name) {
  for (int i = 0; i < n; i++)
    if (!strcmp(v[i], name)) return 1;
  return 0;
}

static json_t *str_array(const char *const *v, int n) {
  json_t *a = json_array();
  for (int i = 0; i < n; i++) json_array_append_new(a, json_string(v[i]));
  return a;
}

/* The distinguishing program for one behaviour_changed verdict (--emit-tests). */
static void emit_one(const char *emit, const char *const files[2], const char *name, const char **uo, int no,
                     const char **un, int nn, const rel_verdict *v, arena *a) {
  const char **all = arena_alloc(a, sizeof(char *) * (size_t)(no + nn + 1));
  int na = 0;
  for (int k = 0; k < no; k++) all[na++] = uo[k];
  for (int k = 0; k < nn; k++)
    if (!has_name(uo, no, un[k])) all[na++] = un[k];
  if (emit_test(emit, files[0], files[1], name, all, na, v) < 0)
    fprintf(stderr, "equiv: error: [io] cannot write a test under %s: %s\n", emit, strerror(errno));
}

int cli_diff(int argc, char **argv) {
  const char *files[2] = {NULL, NULL}, *only = NULL, *evidence = NULL, *emit = NULL, *proposer = NULL,
             *relation = NULL;
  int json = 0, recheck = 0, nfiles = 0, all_flag = 0;
  unsigned fail_on = 0;
  double timeout = 30;
  long unroll = 16;
  /* front-end options, in command-line order per kind (at most argc of each) */
  const char **incl = calloc((size_t)argc + 1, sizeof(char *)), **defs = calloc((size_t)argc + 1, sizeof(char *));
  const char *const *extra = NULL;
  int nincl = 0, ndefs = 0, nextra = 0, rc = EXIT_OK;
  if (!incl || !defs) {
    free(incl), free(defs);
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
    } else if (!strcmp(a, "--")) {
      extra = (const char *const *)(argv + i + 1);
      nextra = argc - i - 1;
      break;
    } else if ((!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2)) && a[2]) {
      if (a[1] == 'I') incl[nincl++] = a + 2;
      else defs[ndefs++] = a + 2;
    } else if (!strcmp(a, "--function") || !strcmp(a, "--timeout") || !strcmp(a, "--evidence") ||
               !strcmp(a, "--emit-tests") || !strcmp(a, "--unroll") || !strcmp(a, "--proposer") ||
               !strcmp(a, "--fail-on") || !strcmp(a, "--relation") || !strcmp(a, "-I") || !strcmp(a, "-D")) {
      if (i + 1 >= argc) USAGE("%s needs an argument", a);
      const char *v = argv[++i];
      char *end;
      if (!strcmp(a, "--function")) only = v;
      else if (!strcmp(a, "--evidence")) evidence = v;
      else if (!strcmp(a, "--emit-tests")) emit = v;
      else if (!strcmp(a, "--proposer")) proposer = v;
      else if (!strcmp(a, "--relation")) relation = v;
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
      } else {
        unroll = strtol(v, &end, 10);
        if (*end || unroll <= 0 || unroll > 100000) USAGE("--unroll wants a positive integer, not '%s'", v);
      }
    } else if (a[0] == '-' && a[1]) {
      USAGE("unknown option '%s'", a);
    } else if (nfiles == 2) {
      USAGE("more than two files given");
    } else {
      files[nfiles++] = a;
    }
  }
  if (only && all_flag) USAGE("--function %s and --all exclude each other", only);
  if (nfiles != 2) USAGE("two files wanted: OLD and NEW");
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
  rel_load_opts lo = {nincl, incl, ndefs, defs, nextra, extra};
  diag_ctx *d = diag_new();
  void *po = L->load(files[0], &lo, d), *pn = po ? L->load(files[1], &lo, d) : NULL;
  if (!po || !pn) {
    diag_print(d, stderr);
    if (po) L->unload(po);
    diag_free(d);
    arena_free(ra);
    rc = EXIT_INPUT;
    goto out_args;
  }
  arena *a = arena_new();
  const char **uo, **un;
  int no = L->units(po, &uo, a), nn = L->units(pn, &un, a);
  const char **names = arena_alloc(a, sizeof(char *) * (size_t)(no + 1));
  const char **removed = arena_alloc(a, sizeof(char *) * (size_t)(no + 1));
  const char **added = arena_alloc(a, sizeof(char *) * (size_t)(nn + 1));
  int n = 0, nrem = 0, nadd = 0;
  for (int i = 0; i < no; i++) {
    if (!has_name(un, nn, uo[i])) removed[nrem++] = uo[i];
    else if (!only || !strcmp(only, uo[i])) names[n++] = uo[i];
  }
  for (int j = 0; j < nn; j++)
    if (!has_name(uo, no, un[j])) added[nadd++] = un[j];
  if (only && n == 0) {
    const char *where = has_name(uo, no, only) ? "is defined only in the old version"
                        : has_name(un, nn, only) ? "is defined only in the new version"
                                                 : "is defined in neither version";
    fprintf(stderr, "equiv: error: [usage] function '%s' %s\n", only, where);
    rc = EXIT_INPUT;
  }
  if (rc == EXIT_OK && !only && n == 0) {
    /* nothing to decide is said, not printed as an empty success */
    if (no == 0 || nn == 0)
      fprintf(stderr, "equiv: note: %s defines no function\n", no == 0 ? files[0] : files[1]);
    fprintf(stderr, "equiv: note: no function is defined in both versions (old: %d, new: %d)\n", no, nn);
  }
  rel_check_opts o = {0};
  o.timeout_ms = (unsigned)(timeout * 1000);
  o.evidence_dir = evidence;
  o.recheck = recheck;
  o.R = R;
  o.sym.unroll = (unsigned)unroll;
  o.proposer = proposer;
  json_t *fns = json_array();
  unsigned counts[REL_UNKNOWN + 1] = {0};
  int failed = 0;
  for (int i = 0; i < n && rc == EXIT_OK; i++) {
    rel_verdict v;
    rel_check_unit(L, po, pn, names[i], &o, &v, a);
    counts[v.kind]++;
    failed |= (fail_on >> v.kind) & 1;
    if (json) json_array_append_new(fns, rel_verdict_json(&v, names[i]));
    else print_text(names[i], &v);
    if (emit && v.kind == REL_BEHAVIOUR_CHANGED) emit_one(emit, files, names[i], uo, no, un, nn, &v, a);
  }
  if (rc == EXIT_OK && !json) {
    for (int i = 0; i < nrem; i++) printf("%s: removed (defined only in the old version)\n", removed[i]);
    for (int i = 0; i < nadd; i++) printf("%s: added (defined only in the new version)\n", added[i]);
    if (!only && n == 0) printf("no function is defined in both versions\n");
  }
  if (json && rc == EXIT_OK) {
    /* docs/verdict-json.md: extended, never renamed */
    json_t *root = json_object(), *in = json_object(), *opt = json_object(), *sum = json_object();
    json_object_set_new(root, "format", json_string("equiv-diff"));
    json_object_set_new(root, "format_version", json_integer(1));
    json_object_set_new(root, "equiv_version", json_string(EQUIV_VERSION));
    json_object_set_new(root, "language", json_string(L->name));
    json_object_set_new(in, "old", json_string(files[0]));
    json_object_set_new(in, "new", json_string(files[1]));
    json_object_set_new(opt, "function", only ? json_string(only) : json_null());
    json_object_set_new(opt, "timeout", json_real(timeout));
    json_object_set_new(opt, "unroll", json_integer(unroll));
    json_object_set_new(opt, "recheck", json_boolean(recheck));
    json_object_set_new(opt, "evidence", evidence ? json_string(evidence) : json_null());
    json_object_set_new(opt, "proposer", proposer ? json_string(proposer) : json_null());
    json_object_set_new(opt, "relation", relation ? json_string(relation) : json_null());
    json_t *fo = json_array();
    for (int k = REL_EQUIVALENT; k <= REL_UNKNOWN; k++)
      if ((fail_on >> k) & 1) json_array_append_new(fo, json_string(rel_verdict_name((rel_verdict_kind)k)));
    json_object_set_new(opt, "fail_on", fo);
    json_object_set_new(opt, "include", str_array(incl, nincl));
    json_object_set_new(opt, "define", str_array(defs, ndefs));
    json_object_set_new(opt, "front_end_args", str_array(extra, nextra));
    json_object_set_new(in, "options", opt);
    json_object_set_new(root, "inputs", in);
    json_object_set_new(root, "functions", fns);
    fns = NULL;
    json_object_set_new(root, "added", str_array(added, nadd));
    json_object_set_new(root, "removed", str_array(removed, nrem));
    for (int k = REL_EQUIVALENT; k <= REL_UNKNOWN; k++)
      json_object_set_new(sum, rel_verdict_name((rel_verdict_kind)k), json_integer(counts[k]));
    json_object_set_new(root, "summary", sum);
    /* 12 significant digits: seconds as 0.009, not 0.0089999999999999993 */
    char *s = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(12));
    if (s) puts(s);
    else rc = EXIT_INTERNAL;
    free(s);
    json_decref(root);
  }
  json_decref(fns);
  if (rc == EXIT_OK && failed) rc = EXIT_FAIL_ON;
  arena_free(a);
  L->unload(po);
  L->unload(pn);
  diag_free(d);
  arena_free(ra);
out_args:
  free(incl);
  free(defs);
  return rc;
}
