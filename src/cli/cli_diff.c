/* cli_diff.c — `equiv diff old new`: one verdict per function (equivalent,
 * changed_only_where_old_unsafe, behaviour_changed, unknown) with its evidence (docs/equiv-diff.md). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "core/arena.h"
#include "core/diag.h"
#include "orch/orch_lang.h"
#include "rel/verdict.h"

static const char diff_usage[] =
  "usage: equiv diff OLD NEW [--function NAME | --all] [--timeout S] [--json] [--evidence DIR]\n"
  "                  [--recheck] [--emit-tests DIR] [--unroll N] [--proposer CMD]\n"
  "\n"
  "Decides, per function defined in both versions, whether NEW behaves as OLD on every admissible\n"
  "input: equivalent | changed_only_where_old_unsafe | behaviour_changed | unknown (with a reason).\n"
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
  "\n"
  "Exit codes: 0 verdicts printed, 1 the input is wrong, 2 internal error.\n";

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
  if (v->has_cex && (v->kind == REL_BEHAVIOUR_CHANGED || v->kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE)) {
    char buf[700];
    printf("  input: %s(", name);
    for (int i = 0; i < v->ninputs; i++) printf("%s%s", i ? ", " : "", rel_value_text(&v->args[i], buf, sizeof buf));
    printf(")\n  old: %s\n", rel_behaviour_text(&v->old_b, buf, sizeof buf));
    printf("  new: %s\n", rel_behaviour_text(&v->new_b, buf, sizeof buf));
    print_output("old", &v->old_b);
    print_output("new", &v->new_b);
  }
}

int cli_diff(int argc, char **argv) {
  const char *files[2] = {NULL, NULL}, *only = NULL, *evidence = NULL, *emit = NULL, *proposer = NULL;
  int json = 0, recheck = 0, nfiles = 0;
  double timeout = 30;
  long unroll = 16;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) {
      fputs(diff_usage, stdout);
      return EXIT_OK;
    } else if (!strcmp(a, "--json")) {
      json = 1;
    } else if (!strcmp(a, "--recheck")) {
      recheck = 1;
    } else if (!strcmp(a, "--all")) {
      only = NULL;
    } else if (!strcmp(a, "--function") || !strcmp(a, "--timeout") || !strcmp(a, "--evidence") ||
               !strcmp(a, "--emit-tests") || !strcmp(a, "--unroll") || !strcmp(a, "--proposer")) {
      if (i + 1 >= argc) return cli_usage_error("diff", "%s needs an argument", a);
      const char *v = argv[++i];
      char *end;
      if (!strcmp(a, "--function")) only = v;
      else if (!strcmp(a, "--evidence")) evidence = v;
      else if (!strcmp(a, "--emit-tests")) emit = v;
      else if (!strcmp(a, "--proposer")) proposer = v;
      else if (!strcmp(a, "--timeout")) {
        timeout = strtod(v, &end);
        if (*end || !(timeout > 0)) return cli_usage_error("diff", "--timeout wants a positive number, not '%s'", v);
      } else {
        unroll = strtol(v, &end, 10);
        if (*end || unroll <= 0 || unroll > 100000) return cli_usage_error("diff", "--unroll wants a positive integer, not '%s'", v);
      }
    } else if (a[0] == '-' && a[1]) {
      return cli_usage_error("diff", "unknown option '%s'", a);
    } else if (nfiles == 2) {
      return cli_usage_error("diff", "more than two files given");
    } else {
      files[nfiles++] = a;
    }
  }
  if (nfiles != 2) return cli_usage_error("diff", "two files wanted: OLD and NEW");
  const rel_lang *L = orch_lang_for_path(files[0]);
  if (!L || L != orch_lang_for_path(files[1]))
    return cli_usage_error("diff", "no language for '%s' and '%s' (C files end in .c)", files[0], files[1]);
  for (int k = 0; k < 2; k++) {
    FILE *probe = fopen(files[k], "r");
    if (!probe) {
      fprintf(stderr, "equiv: error: [io] %s: %s\n", files[k], strerror(errno));
      return EXIT_INPUT;
    }
    fclose(probe);
  }
  diag_ctx *d = diag_new();
  void *po = L->load(files[0], d), *pn = po ? L->load(files[1], d) : NULL;
  if (!po || !pn) {
    diag_print(d, stderr);
    if (po) L->unload(po);
    diag_free(d);
    return EXIT_INPUT;
  }
  arena *a = arena_new();
  const char **uo, **un;
  int no = L->units(po, &uo, a), nn = L->units(pn, &un, a);
  const char **names = arena_alloc(a, sizeof(char *) * (size_t)(no + 1));
  int n = 0;
  for (int i = 0; i < no; i++) {
    int in_new = 0;
    for (int j = 0; j < nn; j++) in_new |= !strcmp(uo[i], un[j]);
    if (in_new && (!only || !strcmp(only, uo[i]))) names[n++] = uo[i];
  }
  int rc = EXIT_OK;
  if (only && n == 0) {
    fprintf(stderr, "equiv: error: [usage] no function '%s' is defined in both files\n", only);
    rc = EXIT_INPUT;
  }
  if (emit) mkdir(emit, 0777);
  rel_check_opts o = {0};
  o.timeout_ms = (unsigned)(timeout * 1000);
  o.evidence_dir = evidence;
  o.recheck = recheck;
  o.R = rel_relation_default();
  o.sym.unroll = (unsigned)unroll;
  o.proposer = proposer;
  json_t *root = json_object(), *fns = json_array();
  for (int i = 0; i < n && rc == EXIT_OK; i++) {
    rel_verdict v;
    rel_check_unit(L, po, pn, names[i], &o, &v, a);
    if (json) json_array_append_new(fns, rel_verdict_json(&v, names[i]));
    else print_text(names[i], &v);
    if (emit && v.kind == REL_BEHAVIOUR_CHANGED) {
      const char **all = arena_alloc(a, sizeof(char *) * (size_t)(no + nn + 1));
      int na = 0;
      for (int k = 0; k < no; k++) all[na++] = uo[k];
      for (int k = 0; k < nn; k++) {
        int dup = 0;
        for (int j = 0; j < no; j++) dup |= !strcmp(un[k], uo[j]);
        if (!dup) all[na++] = un[k];
      }
      if (emit_test(emit, files[0], files[1], names[i], all, na, &v) < 0)
        fprintf(stderr, "equiv: error: [io] cannot write a test under %s: %s\n", emit, strerror(errno));
    }
  }
  json_object_set_new(root, "functions", fns);
  if (json && rc == EXIT_OK) {
    char *s = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    puts(s);
    free(s);
  }
  json_decref(root);
  arena_free(a);
  L->unload(po);
  L->unload(pn);
  diag_free(d);
  return rc;
}
