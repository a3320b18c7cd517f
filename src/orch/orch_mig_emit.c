/* orch_mig_emit.c — what `equiv migrate` leaves for people: --evidence (the statement and the
 * counterexample's data sets) and --emit-tests (a directory that replays the counterexample on
 * the compiled translation, on Equiv's COBOL semantics and on cobc, without trusting this run). */
#define _DEFAULT_SOURCE /* realpath */
#include "orch/orch_mig_emit.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/fsutil.h"
#include "core/strbuf.h"
#include "orch/orch_mig_text.h"

static int put(const char *dir, const char *name, const char *data, size_t len, char *err, size_t errn) {
  char p[4600];
  snprintf(p, sizeof p, "%s/%s", dir, name);
  if (fs_write_atomic(p, data ? data : "", len) < 0) return snprintf(err, errn, "%s: %s", p, strerror(errno)), -1;
  return 0;
}

static int put_sb(const char *dir, const char *name, strbuf *sb, char *err, size_t errn) {
  int rc = put(dir, name, sb->data, sb->len, err, errn);
  sb_free(sb);
  return rc;
}

static int make_dir(const char *d, char *err, size_t errn) {
  if (mkdir(d, 0777) < 0 && errno != EEXIST) return snprintf(err, errn, "%s: %s", d, strerror(errno)), -1;
  return 0;
}

/* Input i's COBOL data set: its records' EBCDIC bytes back to back (what `--dd` reads for a fixed
 * sequential file); with ascii, each byte of a text or zoned field through code page 037 to
 * Latin-1 and packed or binary fields as they are (what cobc -fsign=EBCDIC reads). */
static void data_set(const orch_mig_stmt *s, int i, const rel_value *v, int ascii, strbuf *sb) {
  const rel_type *rec = s->inputs[i].type->elem;
  for (int k = 0; k < v->n; k++)
    for (int j = 0; j < v->items[k].n; j++) {
      const rel_value *fv = &v->items[k].items[j];
      const rel_type *ft = rec->fields[j].type;
      int raw = !ascii || (ft->kind == REL_T_DECIMAL && ft->enc != REL_ENC_ZONED);
      for (size_t b = 0; b < fv->len; b++)
        sb_putc(sb, (char)(raw ? (unsigned char)fv->text[b] : orch_mig_char(37, (unsigned char)fv->text[b])));
    }
}

int orch_mig_evidence(const char *dir, const orch_mig_report *r, char *err, size_t errn) {
  if (make_dir(dir, err, errn)) return -1;
  if (put(dir, "statement.md", r->stmt.markdown, strlen(r->stmt.markdown), err, errn)) return -1;
  char *js = json_dumps(r->stmt.json, JSON_INDENT(2));
  int rc = put(dir, "statement.json", js, js ? strlen(js) : 0, err, errn);
  free(js);
  if (rc || !r->has_cex) return rc;
  for (int i = 0; i < r->stmt.ninputs; i++) {
    if (r->args[i].kind == REL_V_VOID) continue; /* an absent data set: no file */
    strbuf sb = STRBUF_INIT;
    char name[300];
    data_set(&r->stmt, i, &r->args[i], 0, &sb);
    snprintf(name, sizeof name, "cobol-%s.ebcdic", r->stmt.inputs[i].name);
    if (put_sb(dir, name, &sb, err, errn)) return -1;
    if (orch_mig_input_text(&r->stmt, &r->iface, i, &r->args[i], &sb) == 0) {
      snprintf(name, sizeof name, "translation-%s", r->stmt.inputs[i].name);
      if (put_sb(dir, name, &sb, err, errn)) return -1;
    }
    sb_free(&sb);
  }
  return 0;
}

static const char *abs_path(const char *p, char *buf) { return realpath(p, buf) ? buf : p; }

/* The COBOL program's sources and copybook folders as shell words, for cobc and for equiv alike:
 * the program, its subprograms, then -I DIR for each folder (absolute: the script runs elsewhere). */
static void cobol_sources(strbuf *sh, const orch_mig_opts *o) {
  char b[PATH_MAX];
  sb_sh_quote(sh, abs_path(o->cobol, b));
  for (int k = 0; k < o->load.nextra; k++) {
    sb_putc(sh, ' ');
    sb_sh_quote(sh, abs_path(o->load.extra[k], b));
  }
  for (int k = 0; k < o->load.ninclude; k++) {
    sb_puts(sh, " -I ");
    sb_sh_quote(sh, abs_path(o->load.include[k], b));
  }
}

/* A DD name for a double-quoted shell word: z/OS allows '$' in one, which the shell would expand. */
static const char *dq(const char *dd, char *buf, size_t n) {
  size_t k = 0;
  for (; *dd && k + 3 < n; dd++) {
    if (*dd == '$' || *dd == '"' || *dd == '\\' || *dd == '`') buf[k++] = '\\';
    buf[k++] = *dd;
  }
  buf[k] = 0;
  return buf;
}

/* What a translation that behaves as the COBOL run writes: the displayed lines on standard output
 * (in the interface's encoding) and, for each output file, its records as lines without trailing
 * spaces (a line file) or as they are (fixed). */
static void expected_stream(const orch_mig_report *r, const char *stream, orch_ienc enc, int line, int trim, strbuf *sb) {
  for (int k = 0; k < r->cobol_b.nrecords; k++) {
    const rel_record *rec = &r->cobol_b.records[k];
    if (strcmp(rec->stream, stream)) continue;
    size_t n = rec->len;
    if (trim)
      while (n && rec->data[n - 1] == ' ') n--;
    for (size_t b = 0; b < n; b++) orch_mig_put_char(sb, enc, (unsigned char)rec->data[b]);
    if (line) sb_putc(sb, '\n');
  }
}

int orch_mig_emit_tests(const char *dir, const orch_mig_opts *o, const orch_mig_report *r, char *err, size_t errn) {
  if (!r->has_cex) return 0;
  if (make_dir(dir, err, errn)) return -1;
  char d[4400];
  int rc1 = 1;
  snprintf(d, sizeof d, "%s/%s", dir, r->program);
  if (make_dir(d, err, errn)) return -1;
  char in[4500], ex[4500];
  snprintf(in, sizeof in, "%s/input", d);
  snprintf(ex, sizeof ex, "%s/expected", d);
  if (make_dir(in, err, errn) || make_dir(ex, err, errn) || orch_mig_evidence(d, r, err, errn)) return -1;
  const orch_mig_stmt *s = &r->stmt;
  const orch_iface *f = &r->iface;
  /* the inputs three ways: EBCDIC for Equiv, ASCII for cobc, the translation's files */
  for (int i = 0; i < s->ninputs; i++) {
    /* an absent data set: no file in input/, so no run below finds one (status 35 for cobc and
     * Equiv, the open-error path for the translation) */
    if (r->args[i].kind == REL_V_VOID) continue;
    strbuf sb = STRBUF_INIT;
    char name[300];
    const char *dd = s->inputs[i].name;
    data_set(s, i, &r->args[i], 0, &sb);
    snprintf(name, sizeof name, "%s.ebcdic", dd);
    if (put_sb(in, name, &sb, err, errn)) return -1;
    data_set(s, i, &r->args[i], 1, &sb);
    snprintf(name, sizeof name, "%s.ascii", dd);
    if (put_sb(in, name, &sb, err, errn)) return -1;
    if (orch_mig_input_text(s, f, i, &r->args[i], &sb) == 0) {
      snprintf(name, sizeof name, "%s", s->arg_of[i] < 0 ? "stdin" : dd);
      if (put_sb(in, name, &sb, err, errn)) return -1;
    }
    sb_free(&sb);
  }
  /* what the translation should write */
  strbuf sb = STRBUF_INIT;
  expected_stream(r, "SYSOUT", f->display_enc, 1, 0, &sb);
  if (put_sb(ex, "stdout", &sb, err, errn)) return -1;
  int abended = r->cobol_b.okind == REL_O_ABENDED;
  for (int j = 0; j < f->nargs && !abended; j++) {
    int input = 0;
    for (int i = 0; i < s->ninputs; i++) input |= !strcmp(s->inputs[i].name, f->args[j]);
    int written = 0;
    for (int k = 0; k < r->cobol_b.nrecords; k++) written |= !strcmp(r->cobol_b.records[k].stream, f->args[j]);
    if (input && !written) continue;
    int line = f->files[j].format == ORCH_IF_LINE;
    expected_stream(r, f->args[j], f->files[j].enc, line, line, &sb);
    if (put_sb(ex, f->args[j], &sb, err, errn)) return -1;
  }
  long long code = abended ? f->abend_exit : r->cobol_b.code & 255;
  sb_printf(&sb, "%lld\n", code);
  if (put_sb(ex, "exit", &sb, err, errn)) return -1;

  char b1[PATH_MAX];
  strbuf sh = STRBUF_INIT;
  sb_printf(&sh, "#!/bin/sh\n# %s against %s: the input equiv migrate found (behaviour_changed), replayed without\n"
                 "# Equiv: the translation is built as equiv migrate built it and run on input/, and its outputs are\n"
                 "# compared with expected/ (what Equiv's COBOL semantics, IBM's rules, gave: displayed lines,\n"
                 "# output files, exit status; trailing spaces of line files aside). Then, for reference, the\n"
                 "# program built by cobc (GnuCOBOL, ASCII data: it collates text in ASCII, not EBCDIC) and, when\n"
                 "# EQUIV names an equiv binary, Equiv's own COBOL run. Exits 0 when the translation differs from\n"
                 "# expected/ (the bug is there), 1 when it agrees, 2 when the translation cannot be built.\n",
            r->program, o->translation);
  sb_puts(&sh, "set -u\nhere=$(cd \"$(dirname \"$0\")\" && pwd)\nw=$(mktemp -d)\ntrap 'rm -rf \"$w\"' EXIT\n"
               "mkdir \"$w/t\" \"$w/c\"\n");
  if (o->tlang == ORCH_T_RUST) {
    /* rustc as Equiv finds it: $EQUIV_RUSTC, PATH, then rustup's default place */
    sb_puts(&sh, "rustc=${EQUIV_RUSTC:-$(command -v rustc || echo \"$HOME/.cargo/bin/rustc\")}\n"
                 "\"$rustc\" --edition 2021 -O -C overflow-checks=on -o \"$w/translation\" ");
    sb_sh_quote(&sh, abs_path(o->translation, b1));
    sb_puts(&sh, " || exit 2\nrun_translation() { \"$w/translation\" \"$@\"; }\n");
  } else {
    struct stat st;
    int src = stat(o->translation, &st) == 0 && (S_ISDIR(st.st_mode) || strstr(o->translation, ".java"));
    int jar = strstr(o->translation, ".jar") != NULL;
    if (src && !jar) {
      sb_puts(&sh, "mkdir \"$w/classes\" && javac -encoding UTF-8 -d \"$w/classes\" ");
      if (S_ISDIR(st.st_mode)) {
        sb_sh_quote(&sh, abs_path(o->translation, b1));
        sb_puts(&sh, "/*.java");
      } else {
        sb_sh_quote(&sh, abs_path(o->translation, b1));
      }
      sb_puts(&sh, " || exit 2\ncp=\"$w/classes\"\n");
    } else {
      sb_puts(&sh, "cp=");
      sb_sh_quote(&sh, abs_path(o->translation, b1));
      sb_puts(&sh, "\n");
    }
    sb_printf(&sh, "run_translation() { java -cp \"$cp\" %s \"$@\"; }\n", f->java_main);
  }
  /* the translation: input files copied (it may rewrite one), outputs created in its directory */
  sb_puts(&sh, "cd \"$w/t\" || exit 2\n");
  for (int i = 0; i < s->ninputs; i++)
    if (s->arg_of[i] >= 0 && r->args[i].kind != REL_V_VOID) {
      char q[100];
      dq(s->inputs[i].name, q, sizeof q);
      sb_printf(&sh, "cp \"$here/input/%s\" \"%s\" || exit 2\n", q, q);
    }
  sb_puts(&sh, "run_translation");
  for (int j = 0; j < f->nargs; j++) {
    char q[100];
    sb_printf(&sh, " \"$w/t/%s\"", dq(f->args[j], q, sizeof q));
  }
  sb_printf(&sh, " < %s > \"$w/stdout\"\necho $? > \"$w/exit\"\n",
            f->stdin_sysin ? "\"$here/input/stdin\"" : "/dev/null");
  sb_puts(&sh, "differs=0\n"
               "cmp -s \"$w/stdout\" \"$here/expected/stdout\" || { echo '== standard output: translation, then expected'; "
               "cat \"$w/stdout\"; echo '--'; cat \"$here/expected/stdout\"; differs=1; }\n"
               "cmp -s \"$w/exit\" \"$here/expected/exit\" || { echo \"== exit status: translation $(cat \"$w/exit\"), "
               "expected $(cat \"$here/expected/exit\")\"; differs=1; }\n"
               "for e in \"$here\"/expected/*; do\n  n=$(basename \"$e\"); case $n in stdout|exit) continue;; esac\n"
               "  touch \"$w/t/$n\"\n");
  int any_line = 0;
  for (int j = 0; j < f->nargs; j++) any_line |= f->files[j].format == ORCH_IF_LINE;
  if (any_line)
    sb_puts(&sh, "  sed 's/ *$//' \"$w/t/$n\" > \"$w/$n.cmp\" 2>/dev/null || cp \"$w/t/$n\" \"$w/$n.cmp\"\n");
  else
    sb_puts(&sh, "  cp \"$w/t/$n\" \"$w/$n.cmp\"\n");
  sb_puts(&sh, "  cmp -s \"$w/$n.cmp\" \"$e\" || { echo \"== file $n: translation, then expected\"; cat \"$w/$n.cmp\"; "
               "echo '--'; cat \"$e\"; differs=1; }\ndone\n");
  /* cobc, for reference */
  sb_puts(&sh, "if command -v cobc >/dev/null && cobc -x -std=ibm -fsign=EBCDIC -fbinary-truncate -o \"$w/prog\" ");
  cobol_sources(&sh, o);
  sb_puts(&sh, " 2>/dev/null; then\n  echo '== cobc (GnuCOBOL, ASCII data), for reference:'\n  (cd \"$w/c\" && env");
  for (int i = 0; i < s->ninputs; i++)
    if (s->arg_of[i] >= 0) {
      char q[100];
      dq(s->inputs[i].name, q, sizeof q);
      sb_printf(&sh, " \"%s=$here/input/%s.ascii\"", q, q); /* env: a DD name may hold '-', no shell variable */
    }
  for (int j = 0; j < f->nargs; j++) {
    int input = 0;
    for (int i = 0; i < s->ninputs; i++) input |= !strcmp(s->inputs[i].name, f->args[j]);
    char q[100];
    dq(f->args[j], q, sizeof q);
    if (!input) sb_printf(&sh, " \"%s=$w/c/%s\"", q, q);
  }
  sb_printf(&sh, " \"$w/prog\" < %s; echo \"exit $?\")\nfi\n", f->stdin_sysin ? "\"$here/input/stdin\"" : "/dev/null");
  sb_puts(&sh, "if [ -n \"${EQUIV:-}\" ]; then\n  echo '== Equiv COBOL semantics (IBM rules, EBCDIC data):'\n  \"$EQUIV\" cobol run ");
  cobol_sources(&sh, o);
  sb_puts(&sh, " --encoding ebcdic");
  for (int i = 0; i < s->ninputs; i++)
    if (s->arg_of[i] >= 0) {
      char q[100];
      dq(s->inputs[i].name, q, sizeof q);
      sb_printf(&sh, " --dd \"%s=$here/input/%s.ebcdic\"", q, q);
    }
  for (int j = 0; j < f->nargs; j++) {
    int input = 0;
    for (int i = 0; i < s->ninputs; i++) input |= !strcmp(s->inputs[i].name, f->args[j]);
    char q[100];
    dq(f->args[j], q, sizeof q);
    if (!input) sb_printf(&sh, " --dd \"%s=$w/e-%s\"", q, q);
  }
  if (f->stdin_sysin) sb_puts(&sh, " --sysin \"$here/input/stdin\"");
  /* its displayed lines are EBCDIC ending in NL (X'15'): shown as text */
  sb_puts(&sh, " | iconv -f IBM037 -t ISO-8859-1 | tr '\\205' '\\n' # how it ended: on standard error\nfi\n"
               "if [ $differs = 1 ]; then echo 'the translation differs from the COBOL program here, as equiv migrate says'; exit 0; fi\n"
               "echo 'the translation agrees with expected/ here'; exit 1\n");
  if (put_sb(d, "run.sh", &sh, err, errn)) return -1;
  char p[4600];
  snprintf(p, sizeof p, "%s/run.sh", d);
  chmod(p, 0755);
  strbuf tx = STRBUF_INIT;
  sb_printf(&tx, "equiv migrate: behaviour_changed\ndifference: %s\n%s\n%s%s", r->difference, r->replay,
            r->native ? r->native : "", r->native ? "\n" : "");
  return put_sb(d, "expected.txt", &tx, err, errn) ? -1 : rc1;
}
