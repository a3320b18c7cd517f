/* native.c — replays on GnuCOBOL: the program built once by cobc, the generated data sets in their
 * ASCII form (text and zoned fields through code page 037 to Latin-1, packed and binary fields as
 * they are: what `cobc -fsign=EBCDIC` reads), outputs read back as the interpreter's records. */
#include "lang/cobol/native.h"

#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "core/codepage.h"
#include "core/fsutil.h"
#include "core/proc.h"
#include "core/strbuf.h"
#include "core/tempfiles.h"
#include "lang/cobol/lang_data.h"

struct cbl_native {
  char unit[64];
  char dir[4096];
  int handle;
  int built;          /* 1 built, -1 failed (why) */
  char why[600];
  unsigned runs;
};

void cbl_native_free(cbl_native *n) {
  if (!n) return;
  if (n->dir[0]) eq_temp_remove(n->handle);
  free(n);
}

static char *slurp(const char *path, size_t *len, arena *a) {
  size_t n = 0;
  char *d = fs_read_file(path, &n);
  if (!d) return NULL;
  char *c = arena_alloc(a, n + 1);
  memcpy(c, d, n);
  c[n] = 0;
  free(d);
  *len = n;
  return c;
}

/* The first line of a file, for messages. */
static const char *first_line(const char *path, arena *a) {
  size_t n;
  char *t = slurp(path, &n, a);
  if (!t || !n) return "(no message)";
  char *nl = strchr(t, '\n');
  if (nl) *nl = 0;
  return t;
}

/* The first word of a line is CBL or PROCESS (IBM's compiler-option lines, before the program;
 * a sequence number in columns 1-6 allowed). */
static int option_line(const char *p, const char *e) {
  while (p < e && (*p == ' ' || *p == '\t')) p++;
  const char *q = p;
  while (q < e && q - p < 6 && *q >= '0' && *q <= '9') q++;
  if (q > p && q < e && *q == ' ') p = q;
  while (p < e && *p == ' ') p++;
  static const char *const words[] = {"CBL", "PROCESS"};
  for (int w = 0; w < 2; w++) {
    size_t n = strlen(words[w]);
    if ((size_t)(e - p) >= n && !strncasecmp(p, words[w], n) && (p + n == e || p[n] == ' ' || p[n] == '\r'))
      return 1;
  }
  return 0;
}

int cbl_native_source_trunc_bin(const char *path) {
  arena *a = arena_new();
  size_t n;
  char *text = slurp(path, &n, a);
  cbl_options o = cbl_options_ibm();
  char err[512];
  for (char *p = text, *end = text + n; p && p < end;) {
    char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    const char *q = p;
    while (q < e && (*q == ' ' || *q == '\r')) q++;
    if (q < e) {
      if (!option_line(p, e)) break;
      *e = 0;
      const char *w = q;
      while (*w >= '0' && *w <= '9') w++;
      if (cbl_options_parse(&o, w, err, sizeof err) < 0) break;
    }
    p = e + 1;
  }
  arena_free(a);
  return o.trunc == CBL_TRUNC_BIN;
}

/* The source cobc builds for one program, and its TRUNC option. GnuCOBOL refuses IBM's CBL/PROCESS
 * lines ("'CBL' is a reserved word, but isn't supported"), so a program with such lines (the
 * JSON's source.compiler_options) is built from a copy in the build directory with those lines
 * blank (line numbers kept), and the one option cobc has a flag for, TRUNC, becomes the flag: STD
 * and OPT -fbinary-truncate (OPT's values beyond the PICTURE are undefined in Equiv's semantics, so
 * a replay never rests on them), BIN none (cobc's ibm.conf stores the binary field's whole range).
 * Returns the path, or NULL with nv->why set. */
static const char *cobc_source(cbl_native *nv, const json_t *doc, int idx, arena *a, cbl_trunc *trunc) {
  const json_t *src = json_object_get(doc, "source");
  const char *path = json_string_value(json_object_get(src, "path"));
  const json_t *opts = json_object_get(src, "compiler_options");
  cbl_options o = cbl_options_ibm();
  char err[512];
  if (cbl_options_from_json(&o, opts, err, sizeof err) < 0)
    return snprintf(nv->why, sizeof nv->why, "%s: %s", path, err), NULL;
  *trunc = o.trunc;
  size_t left = json_array_size(opts), n;
  if (!left) return path;
  char *text = slurp(path, &n, a);
  if (!text) return snprintf(nv->why, sizeof nv->why, "%s: %s", path, strerror(errno)), NULL;
  for (char *p = text, *end = text + n; p < end && left;) {
    char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    if (option_line(p, e)) {
      memset(p, ' ', (size_t)(e - p));
      left--;
    }
    p = e + 1;
  }
  const char *copy = arena_printf(a, "%s/source%d.cbl", nv->dir, idx);
  if (fs_write_atomic(copy, text, n) < 0)
    return snprintf(nv->why, sizeof nv->why, "%s: %s", copy, strerror(errno)), NULL;
  return copy;
}

static int build(cbl_native *nv, json_t *const *docs, int ndocs, const char *unit, arena *a) {
  const json_t *doc = docs[0];
  const json_t *files = json_object_get(json_object_get(doc, "source"), "files");
  /* source.path: the file parsed (its files list can hold files read earlier with the same
   * diagnostics, a run unit's other programs) */
  const char *src = json_string_value(json_object_get(json_object_get(doc, "source"), "path"));
  const json_t *progs = json_object_get(doc, "programs");
  const char *first = json_string_value(json_object_get(json_array_get(progs, 0), "name"));
  if (!src) return snprintf(nv->why, sizeof nv->why, "the program's source file is not known"), -1;
  if (!first || strcasecmp(first, unit))
    return snprintf(nv->why, sizeof nv->why, "%s is not the first program of %s (cobc -x runs that one)", unit, src), -1;
  const char *tmp = getenv("TMPDIR");
  snprintf(nv->dir, sizeof nv->dir, "%s/equiv-cobc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(nv->dir)) {
    nv->dir[0] = 0;
    return snprintf(nv->why, sizeof nv->why, "a temporary directory: %s", strerror(errno)), -1;
  }
  nv->handle = eq_temp_add(nv->dir);
  char *argv[80];
  int k = 0;
  argv[k++] = "cobc";
  argv[k++] = "-x";
  argv[k++] = "-std=ibm";
  argv[k++] = "-fsign=EBCDIC";
  /* The sources cobc reads (CBL/PROCESS lines blank), each with its TRUNC option; one build has one. */
  const char *srcs[8];
  cbl_trunc trunc = CBL_TRUNC_STD;
  int nsrc = 0;
  for (int d = 0; d < ndocs && nsrc < 8; d++) {
    if (!json_string_value(json_object_get(json_object_get(docs[d], "source"), "path"))) continue;
    cbl_trunc t;
    if (!(srcs[nsrc] = cobc_source(nv, docs[d], d, a, &t))) return -1;
    if (nsrc && (t == CBL_TRUNC_BIN) != (trunc == CBL_TRUNC_BIN))
      return snprintf(nv->why, sizeof nv->why, "the run unit's programs have different TRUNC options (cobc "
                      "builds them with one)"), -1;
    trunc = t, nsrc++;
  }
  /* IBM's default TRUNC(STD): binary receivers cut to their PICTURE's digits (cobc's ibm.conf has
   * binary-truncate: no, which stores SUBTRACT 1 FROM a 9(4) COMP holding 0 otherwise). One
   * slot either way (the -I pairs below start at a fixed index). */
  argv[k++] = trunc == CBL_TRUNC_BIN ? "-fno-binary-truncate" : "-fbinary-truncate";
  argv[k++] = "-o";
  argv[k++] = arena_printf(a, "%s/prog", nv->dir);
  /* the copybooks' directories, each once */
  size_t i;
  json_t *f;
  json_array_foreach(files, i, f) {
    if (i == 0 || k > 74) continue;
    const char *p = json_string_value(json_object_get(f, "path"));
    if (!p) continue;
    char *d = dirname(arena_strdup(a, p));
    int seen = 0;
    for (int j = 7; j < k; j += 2) seen |= !strcmp(argv[j + 1], d); /* the -I pairs after the 7 above */
    if (!seen) argv[k++] = "-I", argv[k++] = d;
  }
  for (int d = 0; d < nsrc && k < 78; d++) argv[k++] = (char *)srcs[d];
  argv[k] = NULL;
  const char *log = arena_printf(a, "%s/build.log", nv->dir);
  eq_proc_result pr = eq_proc_run(NULL, argv, NULL, NULL, log, log, 300);
  if (pr.end == EQ_P_NOT_RUN) return snprintf(nv->why, sizeof nv->why, "cobc is not installed"), -1;
  if (pr.end != EQ_P_EXITED || pr.code)
    return snprintf(nv->why, sizeof nv->why, "cobc does not build %s: %s", src, first_line(log, a)), -1;
  return 0;
}

rel_behaviour cbl_native_run(json_t *const *docs, int ndocs, const char *unit, cbl_native **cache, const rel_value *args,
                             int nargs, arena *out) {
  const json_t *doc = docs[0];
  arena *a = arena_new();
  rel_behaviour b;
  cbl_native *nv = *cache;
  if (nv && strcmp(nv->unit, unit)) {
    cbl_native_free(nv);
    nv = *cache = NULL;
  }
  if (!nv) {
    nv = *cache = calloc(1, sizeof *nv);
    if (!nv) {
      arena_free(a);
      return rel_went_wrong(out, REL_W_UNSUPPORTED, "out of memory", "?");
    }
    snprintf(nv->unit, sizeof nv->unit, "%s", unit);
    nv->built = build(nv, docs, ndocs, unit, a) ? -1 : 1;
  }
  if (nv->built < 0) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, nv->why, "?");
    arena_free(a);
    return b;
  }
  char why[600];
  rel_input *ins;
  const char **dds;
  int *argi;
  cbl_rel_special sp;
  int ni = cbl_rel_inputs(doc, unit, 64, &ins, a, why, sizeof why);
  int nd = ni < 0 ? -1 : cbl_rel_dds(doc, unit, &dds, &argi, &sp, a, why, sizeof why);
  if (nd < 0 || ni != nargs) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, nd < 0 ? why : "the inputs do not match the program's", "?");
    arena_free(a);
    return b;
  }
  if (sp.parm >= 0) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, "a PARM is not passed to a cobc build here (equiv diff --emit-tests does)", "?");
    arena_free(a);
    return b;
  }
  const char *rd = arena_printf(a, "%s/run%u", nv->dir, nv->runs++);
  if (mkdir(rd, 0700) < 0) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "%s: %s", rd, strerror(errno)), "?");
    arena_free(a);
    return b;
  }
  char **env = arena_alloc(a, sizeof(char *) * (size_t)(nd + 4));
  int ne = 0;
  const char *stdin_path = NULL;
  int failed = 0;
  for (int i = 0; i < nd && !failed; i++) {
    const char *path = arena_printf(a, "%s/%s.dat", rd, dds[i]);
    env[ne++] = arena_printf(a, "%s=%s", dds[i], path);
    if (argi[i] < 0 || args[argi[i]].kind == REL_V_VOID) continue; /* VOID: no data set (rel/lang.h run) */
    strbuf sb = STRBUF_INIT;
    cbl_rel_data_set_bytes(ins[argi[i]].type, &args[argi[i]], 1, 0, &sb);
    failed = fs_write_atomic(path, sb.data ? sb.data : "", sb.len) < 0;
    sb_free(&sb);
  }
  if (!failed && sp.sysin >= 0) {
    /* the cards as text lines: GnuCOBOL's ACCEPT reads standard input */
    strbuf sb = STRBUF_INIT;
    cbl_rel_data_set_bytes(ins[sp.sysin].type, &args[sp.sysin], 1, 1, &sb);
    stdin_path = arena_printf(a, "%s/SYSIN.txt", rd);
    failed = fs_write_atomic(stdin_path, sb.data ? sb.data : "", sb.len) < 0;
    sb_free(&sb);
  }
  if (!failed && sp.clock >= 0) {
    char ck[40];
    if (cbl_rel_clock_text(&args[sp.clock], ck, sizeof ck) < 0) failed = 1;
    else
      env[ne++] = arena_printf(a, "COB_CURRENT_DATE=%.4s/%.2s/%.2s %.2s:%.2s:%.2s.%.2s", ck, ck + 5, ck + 8, ck + 11,
                               ck + 14, ck + 17, ck + 20);
  }
  env[ne] = NULL;
  if (failed) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "%s: cannot write the data sets", rd), "?");
    arena_free(a);
    return b;
  }
  char *argv[] = {arena_printf(a, "%s/prog", nv->dir), NULL};
  const char *so = arena_printf(a, "%s/stdout", rd), *se = arena_printf(a, "%s/stderr", rd);
  eq_proc_result pr = eq_proc_run(rd, argv, env, stdin_path, so, se, 60);
  if (pr.end != EQ_P_EXITED) {
    b = rel_went_wrong(out, pr.end == EQ_P_TIMEOUT ? REL_W_OUT_OF_FUEL : REL_W_UNSUPPORTED,
                       pr.end == EQ_P_TIMEOUT ? "the cobc build ran past 60 s"
                       : pr.end == EQ_P_SIGNALLED ? arena_printf(a, "the cobc build was killed by signal %d", pr.code)
                                                  : "the cobc build could not be started", "?");
    eq_temp_remove_tree(rd);
    arena_free(a);
    return b;
  }
  size_t n;
  char *er = slurp(se, &n, a);
  if (er && strstr(er, "libcob: ")) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "the cobc build stopped: %s", first_line(se, a)), "?");
    eq_temp_remove_tree(rd);
    arena_free(a);
    return b;
  }
  /* the records: displayed lines, then each file written, cut by its record length */
  strbuf recs = STRBUF_INIT; /* rel_record array, grown as bytes */
  char *o = slurp(so, &n, a);
  size_t s0 = 0;
  for (size_t i = 0; o && i < n; i++)
    if (o[i] == '\n') {
      rel_record r = {"SYSOUT", o + s0, i - s0};
      sb_append(&recs, (const char *)&r, sizeof r);
      s0 = i + 1;
    }
  for (int i = 0; i < nd; i++) {
    size_t lrecl = 0;
    int line = 0;
    char *d = slurp(arena_printf(a, "%s/%s.dat", rd, dds[i]), &n, a);
    if (!d || argi[i] >= 0 || cbl_rel_dd_shape(doc, unit, dds[i], &lrecl, &line, a) < 0) continue;
    const char *dd = arena_strdup(a, dds[i]);
    if (line) {
      s0 = 0;
      for (size_t j = 0; j < n; j++)
        if (d[j] == '\n') {
          rel_record r = {dd, d + s0, j - s0};
          sb_append(&recs, (const char *)&r, sizeof r);
          s0 = j + 1;
        }
    } else {
      for (size_t at = 0; lrecl && at < n; at += lrecl) {
        rel_record r = {dd, d + at, at + lrecl <= n ? lrecl : n - at};
        sb_append(&recs, (const char *)&r, sizeof r);
      }
    }
  }
  b = rel_exited(out, pr.code, (const rel_record *)recs.data, (int)(recs.len / sizeof(rel_record)));
  sb_free(&recs);
  eq_temp_remove_tree(rd);
  arena_free(a);
  return b;
}
