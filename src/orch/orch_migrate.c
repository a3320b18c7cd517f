/* orch_migrate.c — the driver of `equiv migrate`: the statement, the translation built once, then
 * rounds of generated admissible inputs run on Equiv's COBOL semantics and on the translation,
 * related by the statement's relation (rel_compare: the one function every replayed verdict goes
 * through). Only a replayed difference is a verdict; agreement on every round is `unknown`. */
#include "orch/orch_migrate.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/fsutil.h"
#include "core/strbuf.h"
#include "core/tempfiles.h"
#include "orch/orch_lang.h"
#include "core/proc.h"
#include "orch/orch_mig_emit.h"
#include "orch/orch_mig_gen.h"
#include "orch/orch_mig_jvm.h"
#include "orch/orch_mig_text.h"
#include "orch/orch_mig_xrec.h"

enum { MIG_ROUNDS = 2000, MIG_TIMEOUT_S = 300 };
/* The COBOL runs' fuel: `equiv diff`'s replays use the same (docs/cobol-run.md, --fuel). */
#define MIG_FUEL 100000000LL

/* ---- files ----------------------------------------------------------------------------------- */

static char *read_all(const char *path, size_t *len, arena *a) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  strbuf sb = STRBUF_INIT;
  char buf[65536];
  size_t m;
  while ((m = fread(buf, 1, sizeof buf, f)) > 0) {
    sb_append(&sb, buf, m);
    if (sb.len > (64u << 20)) break; /* a runaway translation: 64 MiB is far past any record file here */
  }
  fclose(f);
  *len = sb.len;
  char *out = arena_alloc(a, sb.len + 1);
  if (sb.len) memcpy(out, sb.data, sb.len);
  out[sb.len] = 0;
  sb_free(&sb);
  return out;
}

static int write_all(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  int ok = fwrite(data, 1, len, f) == len;
  return fclose(f) == 0 && ok ? 0 : -1;
}

/* ---- the translation --------------------------------------------------------------------------- */

typedef struct tr {
  orch_tlang lang;
  char dir[4096];     /* the check's temporary directory */
  char bin[4200];     /* Rust: the binary */
  char cp[4200];      /* Java: the class path */
  const char *main;   /* Java: the main class */
  orch_jvm *jvm;      /* Java: one JVM for the search's runs (orch_mig_jvm.h), or NULL */
  unsigned fresh;     /* Java: runs in a JVM of their own */
  unsigned shared;    /* Java: runs in the shared JVM before it was given up */
} tr;

static int ends_with(const char *s, const char *suf) {
  size_t n = strlen(s), m = strlen(suf);
  return n >= m && !strcmp(s + n - m, suf);
}

/* The first lines of a compiler's messages, for the error line. */
static const char *first_lines(const char *path, arena *a) {
  size_t n;
  char *t = read_all(path, &n, a);
  if (!t || !n) return "(no message)";
  int lines = 0;
  for (size_t i = 0; i < n; i++)
    if (t[i] == '\n' && ++lines == 6) {
      t[i] = 0;
      break;
    }
  for (char *p = t; *p; p++)
    if (*p == '\n') *p = ' ';
  return t;
}

static int build_translation(const orch_mig_opts *o, const orch_mig_report *r, tr *t, char *err, size_t errn,
                             arena *a, const char **how) {
  char log[4300];
  snprintf(log, sizeof log, "%s/build.log", t->dir);
  struct stat st;
  if (stat(o->translation, &st) < 0) {
    snprintf(err, errn, "%s: %s", o->translation, strerror(errno));
    return -1;
  }
  if (o->tlang == ORCH_T_RUST) {
    if (!S_ISREG(st.st_mode) || !ends_with(o->translation, ".rs")) {
      snprintf(err, errn, "%s: --rust wants the translation's main .rs file", o->translation);
      return -1;
    }
    snprintf(t->bin, sizeof t->bin, "%s/translation", t->dir);
    /* overflow checks on, as Equiv's Rust semantics (a debug build's panics); optimised otherwise */
    /* the rustc the Rust room uses: $EQUIV_RUSTC, PATH, then rustup's default place */
    static const char *const dirs[] = {"~/.cargo/bin", "/root/.cargo/bin"};
    char rustc[4096];
    if (!eq_find_program("rustc", "EQUIV_RUSTC", dirs, 2, rustc, sizeof rustc))
      return snprintf(err, errn, "rustc not found (on PATH, in $HOME/.cargo/bin or $EQUIV_RUSTC)"), -1;
    char *argv[] = {rustc, "--edition", "2021", "-O", "-C", "overflow-checks=on", "-o", t->bin,
                    (char *)o->translation, NULL};
    eq_proc_result pr = eq_proc_run(NULL, argv, NULL, NULL, log, log, 300);
    if (pr.end == EQ_P_NOT_RUN) return snprintf(err, errn, "cannot run rustc (is it on PATH?)"), -1;
    if (pr.end != EQ_P_EXITED || pr.code) {
      snprintf(err, errn, "%s: the translation does not compile: %s", o->translation, first_lines(log, a));
      return -1;
    }
    *how = "rustc --edition 2021 -O -C overflow-checks=on";
    return 0;
  }
  if (!r->iface.java_main) {
    snprintf(err, errn, "%s: /java: --java needs the interface's java.main_class", r->iface.path);
    return -1;
  }
  t->main = r->iface.java_main;
  if (S_ISREG(st.st_mode) && ends_with(o->translation, ".jar")) {
    snprintf(t->cp, sizeof t->cp, "%s", o->translation);
    *how = "the given jar";
    return 0;
  }
  /* .java sources (one file, or every .java file of a directory) compiled once by javac */
  const char *srcs[257];
  int ns = 0;
  if (S_ISREG(st.st_mode) && ends_with(o->translation, ".java")) {
    srcs[ns++] = o->translation;
  } else if (S_ISDIR(st.st_mode)) {
    /* a directory: its .java files, or (none) its class files as the class path */
    DIR *dh = opendir(o->translation);
    struct dirent *de;
    while (dh && (de = readdir(dh)))
      if (ends_with(de->d_name, ".java") && ns < 256) srcs[ns++] = arena_printf(a, "%s/%s", o->translation, de->d_name);
    if (dh) closedir(dh);
    if (!ns) {
      snprintf(t->cp, sizeof t->cp, "%s", o->translation);
      *how = "the given class directory";
      return 0;
    }
  } else {
    snprintf(err, errn, "%s: --java wants a .java file, a directory or a .jar", o->translation);
    return -1;
  }
  snprintf(t->cp, sizeof t->cp, "%s/classes", t->dir);
  if (mkdir(t->cp, 0700) < 0) return snprintf(err, errn, "%s: %s", t->cp, strerror(errno)), -1;
  char *argv[270];
  int k = 0;
  argv[k++] = "javac";
  argv[k++] = "-encoding";
  argv[k++] = "UTF-8";
  argv[k++] = "-d";
  argv[k++] = t->cp;
  for (int i = 0; i < ns; i++) argv[k++] = (char *)srcs[i];
  argv[k] = NULL;
  eq_proc_result pr = eq_proc_run(NULL, argv, NULL, NULL, log, log, 300);
  if (pr.end == EQ_P_NOT_RUN) return snprintf(err, errn, "cannot run javac (is a JDK on PATH?)"), -1;
  if (pr.end != EQ_P_EXITED || pr.code) {
    snprintf(err, errn, "%s: the translation does not compile: %s", o->translation, first_lines(log, a));
    return -1;
  }
  *how = "javac -encoding UTF-8";
  return 0;
}

/* ---- one round ------------------------------------------------------------------------------ */

/* The COBOL side's behaviour as the relation reads it: RETURN-CODE modulo 256 (an exit status has
 * 8 bits), every file of the interface present as the records its data set holds at the end (an
 * input file the run did not write holds its input records), and after an abend no files. */
static rel_behaviour cobol_view(const orch_mig_report *r, const rel_behaviour *b, const rel_value *vals, arena *a) {
  if (b->wrong) return *b;
  const orch_mig_stmt *s = &r->stmt;
  int abended = b->okind == REL_O_ABENDED;
  strbuf rb = STRBUF_INIT;
  int cap = b->nrecords + 1;
  for (int i = 0; i < s->ninputs; i++) cap += vals[i].n;
  rel_record *recs = arena_alloc(a, sizeof *recs * (size_t)cap);
  int n = 0;
  for (int k = 0; k < b->nrecords; k++) {
    int file = 0;
    for (int j = 0; j < r->iface.nargs; j++) file |= !strcmp(b->records[k].stream, r->iface.args[j]);
    if (!(abended && file)) recs[n++] = b->records[k];
  }
  for (int i = 0; i < s->ninputs && !abended; i++) {
    if (s->arg_of[i] < 0) continue;
    int written = 0;
    for (int k = 0; k < b->nrecords; k++) written |= !strcmp(b->records[k].stream, s->inputs[i].name);
    if (written) continue;
    for (int k = 0; k < vals[i].n; k++) {
      sb_clear(&rb);
      orch_mig_record_bytes(&vals[i].items[k], &rb);
      char *t = arena_alloc(a, rb.len + 1);
      for (size_t j = 0; j < rb.len; j++) t[j] = (char)orch_mig_char(37, (unsigned char)rb.data[j]);
      recs[n++] = (rel_record){s->inputs[i].name, t, rb.len};
    }
  }
  sb_free(&rb);
  rel_behaviour v = *b;
  v.records = recs;
  v.nrecords = n;
  if (v.okind == REL_O_EXITED) v.code &= 255;
  return v;
}

/* The round directory rd written as "<run>" wherever the translation's output names it (an open
 * error's message holds its file's path): the replay runs in another directory, and a difference
 * must not depend on where a run was made. In place, data[0..*n) shrinks. */
static void unpath(char *data, size_t *n, const char *rd) {
  size_t m = strlen(rd), o = 0;
  if (!data || m < 6) return;
  for (size_t i = 0; i < *n;) {
    if (i + m <= *n && !memcmp(data + i, rd, m)) {
      memcpy(data + o, "<run>", 5);
      o += 5, i += m;
    } else {
      data[o++] = data[i++];
    }
  }
  *n = o;
  data[o] = 0;
}

/* The translation's behaviour from its run in round directory rd. */
static rel_behaviour trans_view(const orch_mig_report *r, const tr *t, const char *rd, eq_proc_result pr,
                                const rel_behaviour *cob, double secs, arena *a) {
  char p[4400];
  size_t n;
  if (pr.end == EQ_P_TIMEOUT)
    return rel_went_wrong(a, REL_W_OUT_OF_FUEL, arena_printf(a, "the translation ran past %.0f s and was stopped", secs),
                          "?");
  if (pr.end == EQ_P_NOT_RUN) return rel_went_wrong(a, REL_W_UNSUPPORTED, "the translation could not be started", "?");
  int cap = 2 + r->iface.nargs;
  rel_record *recs = arena_alloc(a, sizeof *recs * (size_t)(cap + 64));
  int nr = 0;
  snprintf(p, sizeof p, "%s/stdout", rd);
  char *out = read_all(p, &n, a);
  unpath(out, &n, rd);
  if (out && n) recs[nr++] = (rel_record){"stdout", out, n};
  int abended_cobol = !cob->wrong && cob->okind == REL_O_ABENDED;
  for (int j = 0; j < r->iface.nargs && !abended_cobol; j++) {
    const orch_ifile *x = &r->iface.files[j];
    snprintf(p, sizeof p, "%s/files/%s", rd, x->dd);
    char *d = read_all(p, &n, a);
    if (!d || !n) continue; /* a file the translation does not create holds no records */
    if (x->format == ORCH_IF_LINE) unpath(d, &n, rd);
    if (x->format == ORCH_IF_LINE) {
      recs[nr++] = (rel_record){x->dd, d, n};
      continue;
    }
    /* fixed: cut where the COBOL side's records end, so that equal byte streams with the same
     * record lengths compare equal record by record; what is left over is one more record */
    size_t at = 0;
    for (int k = 0; k < cob->nrecords && at < n && nr < cap + 60; k++) {
      if (strcmp(cob->records[k].stream, x->dd)) continue;
      size_t l = cob->records[k].len;
      if (l > n - at) l = n - at;
      recs[nr++] = (rel_record){x->dd, d + at, l};
      at += l;
    }
    if (at < n) recs[nr++] = (rel_record){x->dd, d + at, n - at};
  }
  if (pr.end == EQ_P_SIGNALLED)
    return rel_panicked(a, arena_printf(a, "killed by signal %d", pr.code), recs, nr);
  snprintf(p, sizeof p, "%s/stderr", rd);
  char *er = read_all(p, &n, a);
  unpath(er, &n, rd);
  const char *panic = NULL;
  if (er) {
    if (t->lang == ORCH_T_RUST && pr.code == 101) panic = strstr(er, "panicked at");
    if (t->lang == ORCH_T_JAVA && pr.code == 1) panic = strstr(er, "Exception in thread");
  }
  if (panic) {
    char *line = arena_strdup(a, panic);
    char *nl = strchr(line, '\n');
    if (nl && t->lang == ORCH_T_RUST && nl[1]) { /* Rust: "panicked at src:l:c:\nmessage" */
      char *nl2 = strchr(nl + 1, '\n');
      if (nl2) *nl2 = 0;
      *nl = ' ';
    } else if (nl) {
      *nl = 0;
    }
    return rel_panicked(a, line, recs, nr);
  }
  return rel_exited(a, pr.code, recs, nr);
}

/* Runs the translation on input values vals in a fresh round directory; its behaviour. A Java
 * translation runs in the check's one JVM unless `alone` (or that JVM failed on the input): a
 * behaviour that counts is always one a JVM of its own showed. */
static rel_behaviour run_translation(const orch_mig_opts *o, const orch_mig_report *r, tr *t, const rel_value *vals,
                                     const rel_behaviour *cob, unsigned round, int alone, arena *a, const char **rdir) {
  const orch_mig_stmt *s = &r->stmt;
  const char *rd = arena_printf(a, "%s/r%u", t->dir, round);
  const char *fd = arena_printf(a, "%s/files", rd);
  *rdir = rd;
  eq_temp_remove_tree(rd);
  if (mkdir(rd, 0700) < 0 || mkdir(fd, 0700) < 0)
    return rel_went_wrong(a, REL_W_UNSUPPORTED, arena_printf(a, "%s: %s", rd, strerror(errno)), "?");
  const char *stdin_path = NULL;
  strbuf sb = STRBUF_INIT;
  for (int i = 0; i < s->ninputs; i++) {
    if (vals[i].kind == REL_V_VOID) continue; /* an absent data set: its path names no file */
    sb_clear(&sb);
    if (orch_mig_input_text(&r->stmt, &r->iface, i, &vals[i], &sb)) {
      sb_free(&sb);
      return rel_went_wrong(a, REL_W_UNSUPPORTED, "a record holds a character Latin-1 lacks (the euro sign)", "?");
    }
    const char *path = s->arg_of[i] < 0 ? arena_printf(a, "%s/stdin", rd) : arena_printf(a, "%s/%s", fd, s->inputs[i].name);
    if (s->arg_of[i] < 0) stdin_path = path;
    if (write_all(path, sb.data ? sb.data : "", sb.len)) {
      sb_free(&sb);
      return rel_went_wrong(a, REL_W_UNSUPPORTED, arena_printf(a, "%s: %s", path, strerror(errno)), "?");
    }
  }
  sb_free(&sb);
  char *argv[80];
  int k = 0;
  if (t->lang == ORCH_T_RUST) {
    argv[k++] = (char *)t->bin;
  } else {
    argv[k++] = "java";
    argv[k++] = "-XX:TieredStopAtLevel=1"; /* short runs: JVM start-up dominates */
    argv[k++] = "-XX:+UseSerialGC";
    argv[k++] = "-cp";
    argv[k++] = (char *)t->cp;
    argv[k++] = (char *)t->main;
  }
  int first_arg = k;
  for (int j = 0; j < r->iface.nargs && k < 78; j++) argv[k++] = arena_printf(a, "%s/%s", fd, r->iface.args[j]);
  argv[k] = NULL;
  double secs = o->run_seconds > 0 ? o->run_seconds : 10;
  const char *out_path = arena_printf(a, "%s/stdout", rd), *err_path = arena_printf(a, "%s/stderr", rd);
  int status;
  if (t->jvm && !alone &&
      orch_jvm_run(t->jvm, stdin_path, out_path, err_path, argv + first_arg, k - first_arg, secs, &status) == 0)
    return trans_view(r, t, rd, (eq_proc_result){EQ_P_EXITED, status}, cob, secs, a);
  if (t->lang == ORCH_T_JAVA) t->fresh++;
  eq_proc_result pr = eq_proc_run(fd, argv, NULL, stdin_path, out_path, err_path, secs);
  return trans_view(r, t, rd, pr, cob, secs, a);
}

/* ---- the difference in words ---------------------------------------------------------------- */

/* Record k of stream st in b (or the k-th line of a stream cut into lines), as printable text. */
static const char *nth_text(const rel_behaviour *b, const char *st, int lines, int k, arena *a, int *found) {
  *found = 0;
  int at = 0;
  for (int i = 0; i < b->nrecords; i++) {
    if (strcmp(b->records[i].stream, st)) continue;
    const char *d = b->records[i].data;
    size_t n = b->records[i].len;
    size_t s0 = 0;
    for (size_t j = 0; j <= n; j++) {
      /* a line ends at a line feed, the last one at the end when something is left; a record
       * is the whole of it */
      int ends = lines ? (j == n ? j > s0 : d[j] == '\n') : j == n;
      if (!ends) continue;
      if (at++ == k) {
        *found = 1;
        strbuf sb = STRBUF_INIT;
        for (size_t x = s0; x < j && x < s0 + 200; x++) {
          unsigned char c = (unsigned char)d[x];
          if (c == '"' || c == '\\') sb_printf(&sb, "\\%c", c);
          else if (c < 0x20 || c >= 0x7f) sb_printf(&sb, "\\x%02x", c); /* ASCII shown as is: valid UTF-8 */
          else sb_putc(&sb, (char)c);
        }
        const char *t = arena_strdup(a, sb_str(&sb));
        sb_free(&sb);
        return t;
      }
      s0 = j + 1;
      if (!lines) break;
    }
  }
  return NULL;
}

/* How a run ended, without its outputs: "exited 0", "abended 1001", "panicked: …". */
static const char *end_text(const rel_behaviour *b, arena *a) {
  rel_behaviour e = *b;
  e.nrecords = 0;
  char buf[600];
  return arena_strdup(a, rel_behaviour_text(&e, buf, sizeof buf));
}

static const char *describe_difference(const rel_relation *R, const rel_behaviour *cb, const rel_behaviour *tb,
                                       const char *other, arena *a) {
  rel_behaviour e1 = *cb, e2 = *tb;
  e1.nrecords = e2.nrecords = 0;
  if (!rel_related(R, &e1, &e2))
    return arena_printf(a, "the runs end differently: COBOL %s, %s %s", end_text(cb, a), other, end_text(tb, a));
  for (int m = 0; m < R->nstreams; m++) {
    const rel_stream_map *sm = &R->streams[m];
    for (int k = 0; k < 100000; k++) {
      int f1, f2;
      const char *x = nth_text(cb, sm->old_side.stream, sm->old_side.lines, k, a, &f1);
      const char *y = nth_text(tb, sm->new_side.stream, sm->new_side.lines, k, a, &f2);
      if (!f1 && !f2) break;
      if (f1 && f2) {
        size_t lx = strlen(x), ly = strlen(y);
        if (sm->old_side.trim)
          while (lx && x[lx - 1] == ' ') lx--;
        if (sm->new_side.trim)
          while (ly && y[ly - 1] == ' ') ly--;
        if (lx == ly && !memcmp(x, y, lx)) continue;
      }
      const char *what = !strcmp(sm->old_side.stream, "SYSOUT") ? "displayed line" : arena_printf(a, "%s record", sm->old_side.stream);
      return arena_printf(a, "%s %d: COBOL %s, %s %s", what, k + 1,
                          f1 ? arena_printf(a, "\"%s\"", x) : "has none", other,
                          f2 ? arena_printf(a, "\"%s\"", y) : "has none");
    }
  }
  return "the outputs differ (in their encoding)";
}

static const char *memdup(arena *a, const char *d, size_t n) {
  char *c = arena_alloc(a, n + 1);
  if (n) memcpy(c, d, n);
  c[n] = 0;
  return c;
}

/* The counterexample run by the COBOL room's real implementation too (cobc), when it has one:
 * compared with Equiv's COBOL run (trailing spaces aside) and with the translation's under the
 * statement's relation. Informative only: the verdict rests on Equiv's semantics (IBM's rules),
 * and GnuCOBOL differs from IBM in places (ASCII collating, tests/cobol/ibm-vs-gnucobol.md). */
static void native_replay(const orch_mig_opts *o, orch_mig_report *r, const rel_value *vals, int n, arena *ra) {
  arena *a = r->a;
  if (!r->L->native_run) return;
  rel_behaviour nb0 = r->L->native_run(r->prog, r->program, vals, n, ra);
  if (nb0.wrong) {
    r->native = arena_printf(a, "not replayed on %s: %s", r->L->native_name, nb0.reason ? nb0.reason : "?");
    return;
  }
  rel_behaviour nb = cobol_view(r, &nb0, vals, ra);
  /* the two COBOL runs: every stream by name, trailing spaces aside (cobc's line files drop them) */
  rel_relation same = rel_relation_default();
  rel_end_map em = {.old_kind = REL_O_EXITED, .new_kind = REL_O_EXITED, .codes_equal = 1};
  same.nends = 1;
  same.ends = &em;
  const char *names[130];
  int nn = 0;
  for (int k = 0; k < r->cobol_b.nrecords + nb.nrecords && nn < 128; k++) {
    const char *st = k < r->cobol_b.nrecords ? r->cobol_b.records[k].stream : nb.records[k - r->cobol_b.nrecords].stream;
    int seen = 0;
    for (int j = 0; j < nn; j++) seen |= !strcmp(names[j], st);
    if (!seen) names[nn++] = st;
  }
  rel_stream_map *sm = arena_alloc(ra, sizeof *sm * (size_t)(nn + 1));
  for (int j = 0; j < nn; j++)
    sm[j] = (rel_stream_map){{names[j], REL_ENC_LATIN1, 0, 1}, {names[j], REL_ENC_LATIN1, 0, 1}};
  same.nstreams = nn;
  same.streams = sm;
  int with_equiv = rel_related(&same, &r->cobol_b, &nb);
  int with_trans = rel_related(&r->stmt.R, &nb, &r->trans_b);
  r->has_native = 1;
  r->native_b = nb;
  rel_record *c = arena_alloc(a, sizeof *c * (size_t)(nb.nrecords + 1));
  for (int i = 0; i < nb.nrecords; i++)
    c[i] = (rel_record){arena_strdup(a, nb.records[i].stream), memdup(a, nb.records[i].data, nb.records[i].len),
                        nb.records[i].len};
  r->native_b.records = c;
  r->native = arena_printf(
    a, "%s: %s%s", r->L->native_name,
    with_equiv ? "the same outcome as Equiv's COBOL semantics (trailing spaces aside)"
               : arena_printf(a, "differs from Equiv's COBOL semantics (%s; GnuCOBOL runs ASCII data, so text compares in "
                                 "ASCII order, and differs from IBM in places: tests/cobol/ibm-vs-gnucobol.md)",
                              describe_difference(&same, &r->cobol_b, &nb, "cobc", a)),
    with_trans ? "; the translation agrees with this cobc run" : "");
  (void)o;
}

/* ---- the proof -------------------------------------------------------------------------------- */

/* Once the search found no difference: the proof over all inputs by the induction over the records
 * across the two languages (orch_mig_xrec.h), within what is left of the check's time. Returns 1
 * when rel_check proved the two equivalent under the interface's map (the report then says so, with
 * the proof and its assumptions), else 0 with why in r->proof_why (NULL: not attempted for this
 * translation's language). */
/* The one input of a program reading one file where that file is absent (the induction takes it
 * as present, orch_mig_xrec.h): both sides run on it twice, as the search runs an input (Equiv's
 * COBOL semantics; the built translation in a fresh directory). 1 when every run completed and
 * the outcomes are related and repeat; else 0 with why. n: the COBOL inputs (one, or the map
 * refuses the program anyway). */
typedef struct absent_ctx {
  const orch_mig_opts *o;
  const orch_mig_report *r;
  tr *t;
  int n;
} absent_ctx;

static int absent_related(void *ud, const char **why) {
  const absent_ctx *x = ud;
  const orch_mig_opts *o = x->o;
  const orch_mig_report *r = x->r;
  tr *t = x->t;
  int n = x->n;
  if (n != 1 || !orch_mig_can_be_absent(&r->stmt, &r->iface, 0))
    return *why = "the program reads more than one input, or its input may not be absent", 0;
  arena *ra = arena_new();
  rel_value vals[1] = {rel_v_void()};
  rel_behaviour first[2];
  int ok = 1;
  for (int k = 0; k < 2 && ok; k++) {
    rel_behaviour c0 = r->L->run(r->prog, r->program, vals, n, MIG_FUEL, ra);
    rel_behaviour cb = cobol_view(r, &c0, vals, ra);
    const char *rd = NULL;
    rel_behaviour tb = cb.wrong ? cb : run_translation(o, r, t, vals, &cb, 900000u + (unsigned)k, 1, ra, &rd);
    if (rd) eq_temp_remove_tree(rd);
    ok = !cb.wrong && rel_compare(&r->stmt.R, &cb, &tb) == REL_CMP_RELATED &&
         (!k || (rel_outcome_equal(&cb, &first[0]) && rel_outcome_equal(&tb, &first[1])));
    first[0] = cb, first[1] = tb;
  }
  arena_free(ra);
  if (!ok)
    *why = arena_printf(r->a, "%s may be absent and the runs with it absent are not related (or did not repeat)",
                        r->stmt.inputs[0].name);
  return ok;
}

/* What the translation's symbolic semantics loads: the Rust file; Java's .java file, or the main
 * class's file in the class path (a jar's or a directory's compiled classes). NULL: none. */
static const char *proof_source(const orch_mig_opts *o, const tr *t, arena *a) {
  if (o->tlang == ORCH_T_RUST || ends_with(o->translation, ".java")) return o->translation;
  struct stat st;
  if (stat(t->cp, &st) || !S_ISDIR(st.st_mode) || !t->main) return NULL;
  char *cls = arena_printf(a, "%s/%s.class", t->cp, t->main);
  for (char *q = cls + strlen(t->cp) + 1; *q; q++)
    if (*q == '.' && strcmp(q, ".class")) *q = '/';
  return stat(cls, &st) ? NULL : cls;
}

static int prove(const orch_mig_opts *o, orch_mig_report *r, tr *t, int n, double deadline, int *timed_out) {
  if (o->tlang != ORCH_T_RUST && o->tlang != ORCH_T_JAVA) return 0;
  if (r->reason) { /* a run that did not repeat: a translation whose outcome varies is not proved */
    r->proof_why = "not attempted: the translation's outcome varied between runs of one input";
    return 0;
  }
  double left = deadline - rel_now();
  if (left < 1) {
    *timed_out = 1;
    r->proof_why = "no time was left for it";
    return 0;
  }
  rel_side cob = {r->L, r->prog, r->program};
  rel_verdict v;
  memset(&v, 0, sizeof v);
  char why[1000];
  /* a file that may be absent: that one input settled by its runs, the proof for the rest */
  absent_ctx ax = {o, r, t, n};
  int absent = 0;
  const char *src = proof_source(o, t, r->a);
  if (!src) {
    r->proof_why = "not attempted: the translation's classes are in a jar (its main class is not loaded from one yet)";
    return 0;
  }
  if (orch_mig_xrec_prove(&r->iface, &cob, orch_lang_named(o->tlang == ORCH_T_JAVA ? "java" : "rust"), src, absent_related,
                          &ax, &absent, (unsigned)(left * 1000), &v, r->a, why, sizeof why)) {
    r->proof_why = arena_printf(r->a, "not attempted: %s", why);
    return 0;
  }
  if (v.kind != REL_EQUIVALENT) {
    if (v.code == REL_R_TIMEOUT) *timed_out = 1;
    r->proof_why = arena_printf(r->a, "%s%s%s", v.kind == REL_UNKNOWN ? "" : rel_verdict_name(v.kind),
                                v.kind == REL_UNKNOWN ? "" : ": ", v.reason ? v.reason : "no reason given");
    return 0;
  }
  r->kind = REL_EQUIVALENT;
  r->code = REL_R_NONE;
  r->reason = NULL;
  r->proof = v.proof ? v.proof : "by induction over the records";
  if (absent)
    r->proof = arena_printf(r->a, "%s (%s present); where %s is absent, the one such input run on both sides (Equiv's "
                                  "COBOL semantics and the %s translation, twice each): related", r->proof,
                            r->stmt.inputs[0].name, r->stmt.inputs[0].name, o->tlang == ORCH_T_JAVA ? "JVM-run" : "rustc-built");
  r->assume = v.assume;
  r->vacuous = v.vacuous;
  r->vacuity = v.vacuous ? (v.vacuity ? v.vacuity : "not shown to hold on any input") : NULL;
  return 1;
}

/* ---- the check -------------------------------------------------------------------------------- */

int orch_migrate(const orch_mig_opts *o, orch_mig_report *r, diag_ctx *d, char *err, size_t errn) {
  memset(r, 0, sizeof *r);
  r->a = arena_new();
  arena *a = r->a;
  double t0 = rel_now();
  r->kind = REL_UNKNOWN;
  if (orch_iface_load(o->iface, &r->iface, a, err, errn)) return -1;
  r->L = orch_lang_named("cobol");
  if (!r->L) return snprintf(err, errn, "internal: no COBOL language registered"), -1;
  /* more records per file than equiv diff's default: a translation's bugs with totals and groups
   * (a subtotal past its PICTURE, a page break) need longer files than a pair of versions does */
  rel_load_opts lo = o->load;
  if (!lo.records) lo.records = 12;
  r->prog = r->L->load(o->cobol, &lo, d);
  if (!r->prog) return -1;
  const char **units;
  int nu = r->L->units(r->prog, &units, a);
  if (nu <= 0) return snprintf(err, errn, "%s: no program", o->cobol), -1;
  r->program = units[0];
  if (r->iface.program) {
    r->program = NULL;
    for (int i = 0; i < nu; i++)
      if (!strcasecmp(units[i], r->iface.program)) r->program = units[i];
    if (!r->program)
      return snprintf(err, errn, "%s: /program: %s has no program %s", r->iface.path, o->cobol, r->iface.program), -1;
  }
  rel_input *ins;
  char why[1000];
  int n = r->L->inputs(r->prog, r->program, &ins, a, why, sizeof why);
  if (n < 0) {
    /* the program is outside what the inputs can be generated for: an honest unknown, no statement */
    r->reason = arena_printf(a, "%s", why);
    r->code = REL_R_UNSUPPORTED;
    r->seconds = rel_now() - t0;
    return 0;
  }
  const char *tl = o->tlang == ORCH_T_RUST ? "Rust" : o->tlang == ORCH_T_JAVA ? "Java" : NULL;
  if (orch_mig_stmt_build(&r->iface, r->program, o->cobol, o->load.extra, o->load.nextra, ins, n, MIG_FUEL, tl,
                          &r->stmt, a, err, errn)) {
    if (!strncmp(err, "unsupported:", 12)) {
      r->reason = arena_strdup(a, err);
      r->code = REL_R_UNSUPPORTED;
      err[0] = 0;
      r->seconds = rel_now() - t0;
      return 0;
    }
    return -1;
  }
  r->have_stmt = 1;
  if (o->tlang == ORCH_T_NONE) {
    if (o->evidence && orch_mig_evidence(o->evidence, r, err, errn)) return -1;
    r->seconds = rel_now() - t0;
    return 0;
  }

  tr t;
  memset(&t, 0, sizeof t);
  t.lang = o->tlang;
  const char *tmp = getenv("TMPDIR");
  snprintf(t.dir, sizeof t.dir, "%s/equiv-migrate-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(t.dir)) return snprintf(err, errn, "%s: %s", t.dir, strerror(errno)), -1;
  int th = eq_temp_add(t.dir);
  int rc = -1;
  if (build_translation(o, r, &t, err, errn, a, &r->build)) goto out;
  const char *no_jvm = NULL;
  if (t.lang == ORCH_T_JAVA) {
    char why[600];
    t.jvm = orch_jvm_start(t.dir, t.cp, t.main, why, sizeof why);
    if (!t.jvm) no_jvm = arena_strdup(a, why);
  }

  unsigned rounds = o->rounds ? o->rounds : MIG_ROUNDS;
  double deadline = t0 + (o->timeout_s ? o->timeout_s : MIG_TIMEOUT_S);
  uint64_t rng = 0x9e3779b97f4a7c15ULL;
  rel_value *vals = arena_alloc(a, sizeof *vals * (size_t)(n + 1));
  int timed_out = 0, proof_timed_out = 0; /* the search's time ran out; the proof's */
  orch_mig_pool pool;
  memset(&pool, 0, sizeof pool);
  for (unsigned k = 0; k < rounds && !r->has_cex; k++) {
    if (rel_now() > deadline) {
      timed_out = 1;
      break;
    }
    arena *ra = arena_new();
    rel_value *gen = arena_alloc(ra, sizeof *gen * (size_t)(n + 1));
    if (r->L->gen(r->prog, r->program, ins, n, k, &rng, gen, ra)) {
      arena_free(ra);
      continue;
    }
    if (pool.n && k % 2 == 1) {
      /* half the rounds: an input that showed a new behaviour, mutated with this round's values or
       * (input to state) toward the other operand of a comparison its run made */
      /* the newest kept inputs half the time (the newest written, also once the pool is full and
       * overwrites its slots): the search's frontier, where the deep paths are */
      int pi = orch_mig_pool_pick(&pool, &rng);
      for (int i = 0; i < n; i++) vals[i] = rel_value_copy(ra, &pool.v[pi][i]);
      if (!(rel_rng_next(&rng) % 2 && orch_mig_i2s(&r->stmt, vals, pool.cmps[pi], &rng)))
        orch_mig_mutate(&r->stmt, &r->iface, vals, gen, &rng, ra);
    } else {
      for (int i = 0; i < n; i++) vals[i] = rel_value_copy(ra, &gen[i]);
      orch_mig_absent(&r->stmt, &r->iface, vals, &rng);
    }
    orch_mig_share(&r->stmt, vals, k, &rng);
    orch_mig_restrict(&r->stmt, &r->iface, vals, &rng);
    r->tried++;
    orch_mig_cmplog *cmps = arena_alloc(ra, sizeof *cmps);
    cmps->a = ra;
    cmps->n = 0;
    cmps->nbr = 0;
    memset(cmps->brset, 0, sizeof cmps->brset);
    rel_trace trace = {orch_mig_cmp_record, orch_mig_branch_record, cmps};
    rel_behaviour cb0 = r->L->run_traced ? r->L->run_traced(r->prog, r->program, vals, n, MIG_FUEL, ra, &trace)
                                         : r->L->run(r->prog, r->program, vals, n, MIG_FUEL, ra);
    rel_behaviour cb = cobol_view(r, &cb0, vals, ra);
    orch_mig_pool_offer(&pool, &cb, vals, n, cmps, a);
    if (cb.wrong) {
      if (rel_wrong_is_behaviour(cb.wkind)) r->cobol_wrong++;
      else r->inconclusive++;
      arena_free(ra);
      continue;
    }
    const char *rd;
    rel_behaviour tb = run_translation(o, r, &t, vals, &cb, k, 0, ra, &rd);
    rel_cmp c = rel_compare(&r->stmt.R, &cb, &tb);
    if (c == REL_CMP_RELATED) {
      r->agreed++;
      eq_temp_remove_tree(rd);
      arena_free(ra);
      continue;
    }
    if (c != REL_CMP_DIFFERS) {
      r->inconclusive++;
      eq_temp_remove_tree(rd);
      arena_free(ra);
      continue;
    }
    /* shrink: drop records, last first, while the runs still differ (a COBOL run that goes wrong
     * on the smaller input does not count): the input shown is easier to read */
    unsigned tries = 0;
    for (int i = 0; i < n; i++)
      for (int x = vals[i].n - 1; x >= 0 && tries < 48; x--) {
        tries++;
        rel_value save = vals[i];
        rel_value *items = arena_alloc(ra, sizeof *items * (size_t)(save.n + 1));
        int m = 0;
        for (int q = 0; q < save.n; q++)
          if (q != x) items[m++] = save.items[q];
        vals[i].items = items;
        vals[i].n = m;
        rel_behaviour s0 = r->L->run(r->prog, r->program, vals, n, MIG_FUEL, ra);
        rel_behaviour sc = cobol_view(r, &s0, vals, ra);
        const char *sd = NULL;
        rel_behaviour st = sc;
        if (!sc.wrong) st = run_translation(o, r, &t, vals, &sc, 2 * rounds + tries, 0, ra, &sd);
        if (!sc.wrong && rel_compare(&r->stmt.R, &sc, &st) == REL_CMP_DIFFERS) {
          eq_temp_remove_tree(rd);
          cb = sc, tb = st, rd = sd;
        } else {
          vals[i] = save;
          if (sd) eq_temp_remove_tree(sd);
        }
      }
    /* replay: both sides again from the same input; a difference that does not repeat is not one */
    rel_behaviour cr0 = r->L->run(r->prog, r->program, vals, n, MIG_FUEL, ra);
    rel_behaviour cb2 = cobol_view(r, &cr0, vals, ra);
    const char *rd2;
    rel_behaviour tb2 = run_translation(o, r, &t, vals, &cb2, k + rounds, 1, ra, &rd2);
    if (rel_compare(&r->stmt.R, &cb2, &tb2) != REL_CMP_DIFFERS || !rel_outcome_equal(&cb, &cb2) ||
        !rel_outcome_equal(&tb, &tb2)) {
      r->inconclusive++;
      if (t.jvm) {
        /* the one JVM showed what a JVM of its own does not (a translation that keeps state
         * outside its classes, or writes a file by a relative path): the rest of the search
         * runs each input alone */
        t.shared += (unsigned)orch_jvm_runs(t.jvm);
        orch_jvm_free(t.jvm);
        t.jvm = NULL;
        no_jvm = "a run in the shared JVM differed from the same run in a JVM of its own";
        eq_temp_remove_tree(rd);
        eq_temp_remove_tree(rd2);
        arena_free(ra);
        continue;
      }
      r->reason = "a difference did not repeat when replayed (the translation's outcome is not deterministic)";
      eq_temp_remove_tree(rd);
      eq_temp_remove_tree(rd2);
      arena_free(ra);
      continue;
    }
    tb = tb2; /* what a JVM of its own did (the same outcome: checked above) */
    r->has_cex = 1;
    r->args = arena_alloc(a, sizeof *r->args * (size_t)(n + 1));
    for (int i = 0; i < n; i++) r->args[i] = rel_value_copy(a, &vals[i]);
    r->cobol_b = cb;
    r->trans_b = tb;
    /* the behaviours point into ra: copy what the report keeps */
    rel_record *c1 = arena_alloc(a, sizeof *c1 * (size_t)(cb.nrecords + 1));
    for (int i = 0; i < cb.nrecords; i++)
      c1[i] = (rel_record){arena_strdup(a, cb.records[i].stream), memdup(a, cb.records[i].data, cb.records[i].len),
                           cb.records[i].len};
    r->cobol_b.records = c1;
    rel_record *c2 = arena_alloc(a, sizeof *c2 * (size_t)(tb.nrecords + 1));
    for (int i = 0; i < tb.nrecords; i++)
      c2[i] = (rel_record){arena_strdup(a, tb.records[i].stream), memdup(a, tb.records[i].data, tb.records[i].len),
                           tb.records[i].len};
    r->trans_b.records = c2;
    if (cb.message) r->cobol_b.message = arena_strdup(a, cb.message);
    if (tb.message) r->trans_b.message = arena_strdup(a, tb.message);
    if (cb.reason) r->cobol_b.reason = arena_strdup(a, cb.reason);
    if (tb.reason) r->trans_b.reason = arena_strdup(a, tb.reason);
    if (cb.loc) r->cobol_b.loc = arena_strdup(a, cb.loc);
    if (tb.loc) r->trans_b.loc = arena_strdup(a, tb.loc);
    r->difference = describe_difference(&r->stmt.R, &r->cobol_b, &r->trans_b, "translation", a);
    r->replay = arena_printf(a, "replayed: Equiv's COBOL semantics and the %s-built translation, each run twice on "
                                "this input, gave the same outcomes", o->tlang == ORCH_T_RUST ? "rustc" : "javac");
    native_replay(o, r, vals, n, ra);
    eq_temp_remove_tree(rd2);
    arena_free(ra);
  }
  r->behaviours = (unsigned)pool.nsig;
  if (t.lang == ORCH_T_JAVA) {
    unsigned shared = t.shared + (unsigned)orch_jvm_runs(t.jvm);
    r->runner = arena_printf(a, "%u run%s in one JVM, %u in a JVM each (%s)", shared, shared == 1 ? "" : "s", t.fresh,
                             no_jvm ? no_jvm : "the replays");
  }
  orch_jvm_free(t.jvm);
  t.jvm = NULL;
  if (r->has_cex) {
    r->kind = REL_BEHAVIOUR_CHANGED;
    r->reason = NULL;
    r->code = REL_R_NONE;
  } else if (!prove(o, r, &t, n, deadline, &proof_timed_out)) {
    r->kind = REL_UNKNOWN;
    r->code = timed_out || proof_timed_out ? REL_R_TIMEOUT : REL_R_BOUND;
    long bound = ins[0].type ? ins[0].type->bound : 0;
    strbuf sb = STRBUF_INIT;
    sb_printf(&sb, "no difference on %u generated input%s (files of at most %ld records)", r->agreed,
              r->agreed == 1 ? "" : "s", bound);
    if (timed_out) sb_puts(&sb, "; the time limit ended the search");
    if (r->cobol_wrong) sb_printf(&sb, "; the COBOL run went wrong on %u more (nothing is stated for them)", r->cobol_wrong);
    if (r->inconclusive) sb_printf(&sb, "; %u more were inconclusive", r->inconclusive);
    if (r->reason) sb_printf(&sb, " (%s)", r->reason);
    sb_puts(&sb, ". No proof over all inputs: this check runs the translation on generated inputs only");
    if (r->proof_why) sb_printf(&sb, "; the proof by induction over the records was not made: %s", r->proof_why);
    r->reason = arena_strdup(a, sb_str(&sb));
    sb_free(&sb);
  }
  if (o->evidence && orch_mig_evidence(o->evidence, r, err, errn)) goto out;
  if (o->emit_tests && orch_mig_emit_tests(o->emit_tests, o, r, err, errn) < 0) goto out;
  rc = 0;
out:
  orch_jvm_free(t.jvm);
  eq_temp_remove(th);
  r->seconds = rel_now() - t0;
  return rc;
}

json_t *orch_migrate_json(const orch_mig_report *r, const orch_mig_opts *o) {
  json_t *j = json_object();
  json_object_set_new(j, "program", r->program ? json_string(r->program) : json_null());
  json_object_set_new(j, "cobol", json_string(o->cobol));
  json_object_set_new(j, "translation", o->translation ? json_string(o->translation) : json_null());
  json_object_set_new(j, "language", json_string(o->tlang == ORCH_T_RUST ? "rust" : o->tlang == ORCH_T_JAVA ? "java" : "none"));
  json_object_set_new(j, "verdict", json_string(rel_verdict_name(r->kind)));
  json_object_set_new(j, "reason", r->reason ? json_string(r->reason) : json_null());
  const char *rc = rel_reason_code_name(r->code);
  json_object_set_new(j, "reason_code", rc ? json_string(rc) : json_null());
  json_t *t = json_object();
  json_object_set_new(t, "inputs", json_integer(r->tried));
  json_object_set_new(t, "agreed", json_integer(r->agreed));
  json_object_set_new(t, "cobol_went_wrong", json_integer(r->cobol_wrong));
  json_object_set_new(t, "inconclusive", json_integer(r->inconclusive));
  json_object_set_new(t, "behaviours", json_integer(r->behaviours));
  json_object_set_new(j, "tried", t);
  json_object_set_new(j, "build", r->build ? json_string(r->build) : json_null());
  json_object_set_new(j, "runner", r->runner ? json_string(r->runner) : json_null());
  json_object_set_new(j, "statement", r->have_stmt ? json_incref(r->stmt.json) : json_null());
  if (r->has_cex) {
    json_t *c = json_object();
    json_t *ins = json_array();
    for (int i = 0; i < r->stmt.ninputs; i++) {
      json_t *x = json_object();
      const rel_value *v = &r->args[i];
      json_object_set_new(x, "dd", json_string(r->stmt.inputs[i].name));
      json_object_set_new(x, "absent", json_boolean(v->kind == REL_V_VOID));
      json_t *recs = json_array();
      for (int k = 0; k < v->n; k++) {
        strbuf sb = STRBUF_INIT;
        orch_mig_record_bytes(&v->items[k], &sb);
        strbuf tx = STRBUF_INIT;
        for (size_t b = 0; b < sb.len; b++) orch_mig_put_char(&tx, ORCH_IE_UTF8, orch_mig_char(r->iface.codepage, (unsigned char)sb.data[b]));
        json_array_append_new(recs, json_stringn(tx.data ? tx.data : "", tx.len));
        sb_free(&sb);
        sb_free(&tx);
      }
      json_object_set_new(x, "records", recs);
      json_array_append_new(ins, x);
    }
    json_object_set_new(c, "inputs", ins);
    json_object_set_new(c, "cobol", rel_behaviour_json(&r->cobol_b));
    json_object_set_new(c, "translation", rel_behaviour_json(&r->trans_b));
    json_object_set_new(c, "difference", json_string(r->difference));
    json_object_set_new(c, "replay", json_string(r->replay));
    json_object_set_new(c, "native", r->native ? json_string(r->native) : json_null());
    json_object_set_new(c, "native_outcome", r->has_native ? rel_behaviour_json(&r->native_b) : json_null());
    json_object_set_new(j, "counterexample", c);
  } else {
    json_object_set_new(j, "counterexample", json_null());
  }
  json_object_set_new(j, "proof", r->proof ? json_string(r->proof) : json_null());
  json_t *as = json_array();
  if (r->assume) json_array_append_new(as, json_string(r->assume));
  json_object_set_new(j, "assumptions", as);
  json_object_set_new(j, "vacuous", r->kind != REL_EQUIVALENT ? json_null() : r->vacuous < 0 ? json_string("not established")
                                                                                             : json_boolean(r->vacuous));
  json_object_set_new(j, "vacuity", r->vacuity ? json_string(r->vacuity) : json_null());
  json_object_set_new(j, "seconds", json_real(r->seconds));
  return j;
}

void orch_migrate_free(orch_mig_report *r) {
  if (r->have_stmt) orch_mig_stmt_free(&r->stmt);
  if (r->L && r->prog) r->L->unload(r->prog);
  arena_free(r->a);
  memset(r, 0, sizeof *r);
}
