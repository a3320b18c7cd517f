/* cli_migrate.c — `equiv migrate PROG.cbl --interface I.json --rust FILE | --java X | --statement`
 * (docs/migrate.md): the migration statement, and the COBOL program checked against its
 * translation on generated admissible inputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/diag.h"
#include "orch/orch_migrate.h"

static const char migrate_usage[] =
  "usage: equiv migrate PROG.cbl [SUB.cbl]... [-I DIR]... --interface I.json --rust FILE.rs [options]\n"
  "       equiv migrate PROG.cbl [SUB.cbl]... [-I DIR]... --interface I.json --java FILE.java|DIR|JAR [options]\n"
  "       equiv migrate PROG.cbl [SUB.cbl]... [-I DIR]... --interface I.json --statement [--json]\n"
  "\n"
  "Relates a COBOL batch program to its Rust or Java translation through the interface file\n"
  "(docs/migrate-interface.md): which argument names which COBOL file, how the files hold the\n"
  "records, how the ends of the runs correspond. Writes the statement that is checked, then runs\n"
  "Equiv's COBOL semantics and the compiled translation on generated admissible inputs:\n"
  "behaviour_changed with a replayed input and both outcomes. Without a difference, a Rust\n"
  "translation of a shape the proof maps is proved over all inputs by induction over the records\n"
  "(equivalent, with the proof and its assumptions); otherwise unknown (the reason says how many\n"
  "inputs agreed and why no proof was made).\n"
  "\n"
  "  --interface FILE  the translation's interface (JSON)\n"
  "  --rust FILE.rs    the Rust translation's main file (built with rustc -O -C overflow-checks=on)\n"
  "  --java X          the Java translation: a .java file or a directory of them (javac), a class\n"
  "                    directory or a .jar; the interface's java.main_class runs\n"
  "  --statement       print the statement only (Markdown; with --json, JSON)\n"
  "  --rounds N        generated input sets (default 2000, at most 100000)\n"
  "  --records N       the most records per generated input file (default 12, at most 64)\n"
  "  --timeout S       seconds for the whole check (default 300)\n"
  "  --run-timeout S   seconds for one run of the translation (default 10)\n"
  "  --evidence DIR    write statement.md, statement.json and any counterexample's data sets\n"
  "  --emit-tests DIR  for a counterexample, DIR/PROGRAM/ with its input, the expected outputs and\n"
  "                    run.sh, which rebuilds the translation and exits 0 while it still differs\n"
  "  --json            one JSON object on standard output (docs/migrate.md)\n"
  "  SUB.cbl           the source of another program of the run unit, which PROG CALLs\n"
  "  -I DIR            copybook directory\n"
  "\n"
  "Exit codes: 0 verdict (or statement) printed, 1 the input is wrong, 2 internal error.\n";

static int parse_uint(const char *s, unsigned lo, unsigned hi, unsigned *out) {
  char *e;
  unsigned long v = strtoul(s, &e, 10);
  if (!*s || *e || *s == '-' || v < lo || v > hi) return -1;
  *out = (unsigned)v;
  return 0;
}

static void print_text(const orch_mig_report *r, const orch_mig_opts *o) {
  printf("%s against %s: %s\n", r->program ? r->program : o->cobol, o->translation, rel_verdict_name(r->kind));
  if (r->reason) printf("  reason: %s\n", r->reason);
  if (r->proof) printf("  proof: %s\n", r->proof);
  if (r->assume) printf("  assuming: %s\n", r->assume);
  if (r->vacuity) printf("  %s: %s\n", r->vacuous > 0 ? "vacuous" : "vacuity", r->vacuity);
  if (!r->has_cex) return;
  printf("  input:\n");
  for (int i = 0; i < r->stmt.ninputs; i++) {
    const rel_input *in = &r->stmt.inputs[i];
    char buf[8000];
    if (r->args[i].kind == REL_V_VOID) /* an absent data set (orch_mig_gen.h orch_mig_absent) */
      printf("    %s = (no data set: the file does not exist)\n", in->name);
    else
      printf("    %s = %s\n", in->name, rel_type_value_text(in->type, &r->args[i], buf, sizeof buf));
  }
  /* how each run ended; the outputs are in --json and --evidence, the first difference below */
  char b[800];
  rel_behaviour e = r->cobol_b;
  e.nrecords = 0;
  printf("  COBOL: %s\n", rel_behaviour_text(&e, b, sizeof b));
  e = r->trans_b;
  e.nrecords = 0;
  printf("  translation: %s\n", rel_behaviour_text(&e, b, sizeof b));
  printf("  difference: %s\n", r->difference);
  printf("  %s\n", r->replay);
  if (r->native) printf("  %s\n", r->native);
}

int cli_migrate(int argc, char **argv) {
  orch_mig_opts o;
  memset(&o, 0, sizeof o);
  const char *incl[64], *subs[64];
  int nincl = 0, nsubs = 0, json = 0, statement = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (cli_is_help(a)) {
      fputs(migrate_usage, stdout);
      return EXIT_OK;
    }
    if (!strcmp(a, "--json")) {
      json = 1;
    } else if (!strcmp(a, "--statement")) {
      statement = 1;
    } else if (!strncmp(a, "-I", 2) && a[2]) {
      if (nincl == 64) return cli_usage_error("migrate", "more than 64 -I directories");
      incl[nincl++] = a + 2;
    } else if (!strcmp(a, "--interface") || !strcmp(a, "--rust") || !strcmp(a, "--java") || !strcmp(a, "--rounds") ||
               !strcmp(a, "--timeout") || !strcmp(a, "--run-timeout") || !strcmp(a, "--evidence") || !strcmp(a, "--emit-tests") || !strcmp(a, "--records") ||
               !strcmp(a, "-I")) {
      if (i + 1 >= argc) return cli_usage_error("migrate", "%s wants a value", a);
      const char *v = argv[++i];
      unsigned u;
      if (!strcmp(a, "--interface")) o.iface = v;
      else if (!strcmp(a, "--rust") || !strcmp(a, "--java")) {
        if (o.translation) return cli_usage_error("migrate", "give one translation (--rust or --java), not two");
        o.translation = v;
        o.tlang = !strcmp(a, "--rust") ? ORCH_T_RUST : ORCH_T_JAVA;
      } else if (!strcmp(a, "--rounds")) {
        if (parse_uint(v, 1, 100000, &o.rounds)) return cli_usage_error("migrate", "--rounds wants 1 to 100000, not '%s'", v);
      } else if (!strcmp(a, "--timeout")) {
        if (parse_uint(v, 1, 86400, &o.timeout_s)) return cli_usage_error("migrate", "--timeout wants 1 to 86400 seconds, not '%s'", v);
      } else if (!strcmp(a, "--run-timeout")) {
        if (parse_uint(v, 1, 3600, &u)) return cli_usage_error("migrate", "--run-timeout wants 1 to 3600 seconds, not '%s'", v);
        o.run_seconds = u;
      } else if (!strcmp(a, "--evidence")) {
        o.evidence = v;
      } else if (!strcmp(a, "--records")) {
        if (parse_uint(v, 1, 64, &u)) return cli_usage_error("migrate", "--records wants 1 to 64 records per file, not '%s'", v);
        o.load.records = (int)u;
      } else if (!strcmp(a, "--emit-tests")) {
        o.emit_tests = v;
      } else {
        if (nincl == 64) return cli_usage_error("migrate", "more than 64 -I directories");
        incl[nincl++] = v;
      }
    } else if (a[0] == '-' && a[1]) {
      return cli_usage_error("migrate", "unknown option '%s'", a);
    } else if (!o.cobol) {
      o.cobol = a;
    } else {
      /* the run unit's other programs (a CALLed subprogram in a file of its own) */
      if (nsubs == 64) return cli_usage_error("migrate", "more than 64 subprogram files");
      subs[nsubs++] = a;
    }
  }
  if (!o.cobol) return cli_usage_error("migrate", "missing the COBOL program");
  if (!o.iface) return cli_usage_error("migrate", "missing --interface FILE");
  if (statement && o.translation) return cli_usage_error("migrate", "--statement takes no translation");
  if (!statement && !o.translation) return cli_usage_error("migrate", "missing --rust FILE or --java X (or --statement)");
  o.load.include = incl;
  o.load.ninclude = nincl;
  o.load.extra = subs;
  o.load.nextra = nsubs;

  diag_ctx *d = diag_new();
  orch_mig_report r;
  char err[2000] = "";
  int rc = orch_migrate(&o, &r, d, err, sizeof err);
  if (rc) {
    if (diag_error_count(d)) diag_print(d, stderr);
    /* one line: a user's text in the message (a domain value, a file name) cannot break it */
    for (char *c = err; *c; c++)
      if ((unsigned char)*c < 0x20) *c = '?';
    if (err[0]) fprintf(stderr, "equiv: error: [input] %s\n", err);
    else if (!diag_error_count(d)) fprintf(stderr, "equiv: error: [input] %s: cannot be loaded\n", o.cobol);
    diag_free(d);
    orch_migrate_free(&r);
    return EXIT_INPUT;
  }
  diag_free(d);
  if (statement) {
    if (!r.have_stmt) {
      fprintf(stderr, "equiv: error: [unsupported] %s\n", r.reason ? r.reason : "no statement");
      orch_migrate_free(&r);
      return EXIT_INPUT;
    }
    if (json) {
      char *s = json_dumps(r.stmt.json, JSON_INDENT(2));
      if (s) puts(s);
      free(s);
    } else {
      fputs(r.stmt.markdown, stdout);
    }
  } else if (json) {
    json_t *j = orch_migrate_json(&r, &o);
    char *s = json_dumps(j, JSON_INDENT(2));
    if (s) puts(s);
    free(s);
    json_decref(j);
  } else {
    print_text(&r, &o);
  }
  orch_migrate_free(&r);
  return EXIT_OK;
}
