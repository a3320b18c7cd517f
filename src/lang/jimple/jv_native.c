/* jv_native.c — counterexamples replayed on the real JVM (rel_lang.native_run): EquivReplay
 * (jv_replay_src.c) is compiled by javac once per process into a private temporary directory;
 * each replay is one `java` process that loads the program's class files by a class loader of its
 * own (its static initialisers run afresh, JLS 12.4.1), calls the static method and prints what it
 * did, read back here into the shape of jv_run's behaviours so that rel_outcome_equal compares
 * them. The JVM runs with -XX:-ShowCodeDetailsInExceptionMessages, as the model of a
 * NullPointerException (no message) says, and an en-US locale (String.format's ASCII digits). */
#include "lang/jimple/jv_native.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "core/proc.h"
#include "core/tempfiles.h"
#include "lang/jimple/jv_heap.h"
#include "lang/jimple/jv_rt.h"
#include "lang/jimple/jv_statics.h"

#define JV_NATIVE_SECONDS 60 /* a replay the interpreter finished within its fuel ends far sooner */

/* The compiled EquivReplay of this process (state 1), or why it could not be made (-1). */
static struct {
  int state;
  int handle;         /* its directory's core/tempfiles handle */
  int users;          /* living programs that ran on it (jv_program.native_user) */
  unsigned runs;
  char dir[4096];
  char why[600];
} drv;

static int is_suffix(const char *s, const char *suf) {
  size_t n = strlen(s), k = strlen(suf);
  return n >= k && !strcmp(s + n - k, suf);
}

const char *jv_native_classpath(const jv_program *p, char *why, size_t whyn) {
  if (p->tmpdir) return p->tmpdir;
  if (is_suffix(p->display, ".class")) return p->dir;
  if (is_suffix(p->display, ".jar")) return p->display;
  snprintf(why, whyn, "%s has no class files the JVM could run (Soot's Jimple text is read by Equiv only)", p->display);
  return NULL;
}

static int build_driver(void) {
  if (drv.state) return drv.state;
  drv.state = -1;
  const char *tmp = getenv("TMPDIR");
  snprintf(drv.dir, sizeof drv.dir, "%s/equiv-jvm-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(drv.dir)) {
    snprintf(drv.why, sizeof drv.why, "a temporary directory: %s", strerror(errno));
    drv.dir[0] = 0;
    return -1;
  }
  drv.handle = eq_temp_add(drv.dir); /* removed with its last user, at exit, on a signal */
  char src[4200], log[4200];
  snprintf(src, sizeof src, "%s/EquivReplay.java", drv.dir);
  snprintf(log, sizeof log, "%s/javac.log", drv.dir);
  strbuf sb = STRBUF_INIT;
  sb_puts(&sb, jv_replay_imports);
  sb_puts(&sb, "\n");
  sb_puts(&sb, jv_replay_class);
  int w = fs_write_atomic(src, sb_str(&sb), sb.len);
  sb_free(&sb);
  if (w < 0) {
    snprintf(drv.why, sizeof drv.why, "%.300s: cannot write: %s", src, strerror(errno));
    return -1;
  }
  char *argv[] = {"javac", "-nowarn", "-d", drv.dir, src, NULL};
  eq_proc_result pr = eq_proc_run(NULL, argv, NULL, NULL, log, log, 300);
  if (pr.end == EQ_P_NOT_RUN) {
    snprintf(drv.why, sizeof drv.why, "javac is not installed");
    return -1;
  }
  if (pr.end != EQ_P_EXITED || pr.code) {
    size_t n = 0;
    char *t = fs_read_file(log, &n);
    snprintf(drv.why, sizeof drv.why, "javac does not compile Equiv's replay driver: %.300s", t ? t : "");
    free(t);
    return -1;
  }
  return drv.state = 1;
}

/* The end of the parameter descriptor at d (JVMS 4.3.2). */
static const char *param_end(const char *d) {
  while (*d == '[') d++;
  if (*d == 'L') {
    const char *e = strchr(d, ';');
    return e ? e + 1 : d + strlen(d);
  }
  return *d ? d + 1 : d;
}

/* One scalar of type t (a descriptor letter) as EquivReplay reads and prints it. */
static int scalar_arg(char t, const rel_value *v, strbuf *sb) {
  if (v->kind != REL_V_INT && v->kind != REL_V_BOOL && v->kind != REL_V_FLOAT) return -1;
  uint64_t b = v->bits;
  switch (t) {
  case 'I': sb_printf(sb, "%d", (int)(int32_t)(uint32_t)b); return 0;
  case 'J': sb_printf(sb, "%lld", (long long)(int64_t)b); return 0;
  case 'S': sb_printf(sb, "%d", (int)(int16_t)(uint16_t)b); return 0;
  case 'B': sb_printf(sb, "%d", (int)(int8_t)(uint8_t)b); return 0;
  case 'C': sb_printf(sb, "%u", (unsigned)(uint16_t)b); return 0;
  case 'Z': sb_puts(sb, b ? "1" : "0"); return 0;
  case 'F':
    if (v->kind != REL_V_FLOAT || v->width != 32) return -1;
    sb_printf(sb, "%x", (unsigned)(uint32_t)b);
    return 0;
  case 'D':
    if (v->kind != REL_V_FLOAT || v->width != 64) return -1;
    sb_printf(sb, "%llx", (unsigned long long)b);
    return 0;
  default: return -1;
  }
}

int jv_native_arg(const char *pdesc, const rel_value *v, strbuf *sb) {
  int str = !strncmp(pdesc, "Ljava/lang/String;", 18);
  if (str || pdesc[0] == '[') {
    if (v->kind == REL_V_OPAQUE && !strcmp(v->text, "null")) {
      sb_puts(sb, "null");
      return 0;
    }
    if (v->kind != REL_V_AGG || (!str && (pdesc[1] == '[' || pdesc[1] == 'L'))) return -1;
    sb_putc(sb, '[');
    for (int k = 0; k < v->n; k++) {
      if (k) sb_putc(sb, ',');
      if (scalar_arg(str ? 'C' : pdesc[1], &v->items[k], sb) < 0) return -1;
    }
    return 0;
  }
  return scalar_arg(pdesc[0], v, sb);
}

/* A scalar as EquivReplay prints it (tok) of type t, as jv_run's ret_value makes it. */
static int scalar_value(char t, const char *tok, rel_value *v) {
  char *e;
  errno = 0;
  if (t == 'F' || t == 'D') {
    unsigned long long b = strtoull(tok, &e, 16);
    if (e == tok || errno) return -1;
    *v = t == 'F' ? rel_v_float(0) : rel_v_double(0);
    v->bits = t == 'F' ? (uint32_t)b : b;
    return 0;
  }
  long long x = strtoll(tok, &e, 10);
  if (e == tok || errno) return -1;
  switch (t) {
  case 'I': *v = rel_v_int((uint64_t)(int64_t)(int32_t)x, 32, 1); return 0;
  case 'J': *v = rel_v_int((uint64_t)x, 64, 1); return 0;
  case 'S': *v = rel_v_int((uint64_t)(int64_t)(int16_t)x, 16, 1); return 0;
  case 'B': *v = rel_v_int((uint64_t)(int64_t)(int8_t)x, 8, 1); return 0;
  case 'C': *v = rel_v_int((uint64_t)(uint16_t)x, 16, 0); return 0;
  case 'Z': *v = rel_v_bool(x != 0); return 0;
  default: return -1;
  }
}

/* "[ T N e1 … eN" (after the "[ ") as an aggregate of N scalars of type T. */
static int array_value(const char *s, rel_value *v, arena *a) {
  char t = s[0];
  if (!t || s[1] != ' ') return -1;
  char *e;
  long n = strtol(s + 2, &e, 10);
  if (n < 0 || n > (1L << 24)) return -1;
  rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
  for (long k = 0; k < n; k++) {
    while (*e == ' ') e++;
    char tok[40];
    size_t l = strcspn(e, " ");
    if (!l || l >= sizeof tok) return -1;
    memcpy(tok, e, l);
    tok[l] = 0;
    if (scalar_value(t, tok, &items[k]) < 0) return -1;
    e += l;
  }
  *v = rel_v_agg(a, items, (int)n);
  return 0;
}

/* "uXXXX…" (UTF-16 code units in hex) as UTF-8 in sb, as the interpreter writes a String. */
static int units_text(const char *s, strbuf *sb) {
  if (*s++ != 'u') return -1;
  size_t n = strcspn(s, "\n") / 4;
  uint16_t *u = malloc(sizeof(uint16_t) * (n + 1));
  if (!u) return -1;
  for (size_t k = 0; k < n; k++) {
    char h[5] = {s[4 * k], s[4 * k + 1], s[4 * k + 2], s[4 * k + 3], 0};
    u[k] = (uint16_t)strtoul(h, NULL, 16);
  }
  jv_utf16_out(sb, u, (int)n);
  free(u);
  return 0;
}

static int hexval(char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1; }

/* EquivReplay's lines as a behaviour: args are the arguments given (to tell which arrays the
 * call changed), rdesc the method's return descriptor. */
static rel_behaviour parse(char *text, jv_program *p, const char *desc, const rel_value *args, int nargs,
                           const jv_static_in *stv, int npar, arena *out) {
  arena *a = arena_new();
  rel_behaviour b;
  rel_record recs[64];
  int nrec = 0;
  const char *end = NULL;
  strbuf printed = STRBUF_INIT;
  for (char *l = text; l && *l;) {
    char *nl = strchr(l, '\n');
    if (nl) *nl = 0;
    if (!strncmp(l, "ERR ", 4)) {
      b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "the JVM replay could not call the method: %s", l + 4), "?");
      goto done;
    }
    if (!strncmp(l, "OUT x", 5)) {
      for (const char *h = l + 5; hexval(h[0]) >= 0 && hexval(h[1]) >= 0; h += 2) sb_putc(&printed, (char)(hexval(h[0]) * 16 + hexval(h[1])));
    } else if (!strncmp(l, "RET ", 4) || !strncmp(l, "THROW ", 6)) {
      end = l;
    } else if (!strncmp(l, "STATIC ", 7) && nrec < 60) {
      /* a static input after the call: a record when the call changed it (jv_run's rule) */
      char *e;
      long i = strtol(l + 7, &e, 10);
      rel_value after;
      if (i < 1 || npar + i > nargs || *e != ' ' || !strchr("IJSBCZ", e[1]) || e[2] != ' ' ||
          scalar_value(e[1], e + 3, &after) < 0) {
        b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "the JVM replay printed an unreadable line: %.200s", l), "?");
        goto done;
      }
      strbuf t = STRBUF_INIT;
      rel_value w;
      int changed = scalar_arg(e[1], &args[npar + i - 1], &t) < 0 || scalar_value(e[1], sb_str(&t), &w) < 0 ||
                    !rel_value_equal(&w, &after);
      sb_free(&t);
      char buf[128];
      if (changed) {
        const char *txt = arena_strdup(a, rel_value_text(&after, buf, sizeof buf));
        recs[nrec++] = (rel_record){arena_printf(a, "static %s", stv[i - 1].input), txt, strlen(txt)};
      }
    } else if (!strncmp(l, "OBJ ", 4) && nrec < 60) {
      /* an object argument's fields after the call (jv_heap_param's order): a record where the
       * call changed one (jv_run's rule) */
      char *e;
      long i = strtol(l + 4, &e, 10);
      const char *d = desc + 1, *why = NULL;
      for (long j = 1; j < i && *d && *d != ')'; j++) d = param_end(d);
      const jv_layout *ol = i >= 1 && i <= npar ? jv_heap_param(p, d, a, &why) : NULL;
      const rel_value *was = ol ? &args[i - 1] : NULL;
      if (!ol || was->kind != REL_V_AGG || was->n != ol->nf) {
        b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "the JVM replay printed an unreadable line: %.200s", l), "?");
        goto done;
      }
      strbuf sb = STRBUF_INIT;
      int changed = 0, bad = 0;
      for (int k = 0; k < ol->nf && !bad; k++) {
        while (*e == ' ') e++;
        char tok[40], buf[128];
        size_t tl = strcspn(e, " ");
        rel_value after, w;
        strbuf t = STRBUF_INIT;
        bad = !tl || tl >= sizeof tok;
        if (!bad) memcpy(tok, e, tl), tok[tl] = 0, e += tl;
        bad = bad || scalar_value(ol->desc[k][0], tok, &after) < 0 || scalar_arg(ol->desc[k][0], &was->items[k], &t) < 0 ||
              scalar_value(ol->desc[k][0], sb_str(&t), &w) < 0;
        changed |= !bad && !rel_value_equal(&w, &after);
        if (!bad) sb_printf(&sb, "%s%s", k ? ", " : "{", rel_value_text(&after, buf, sizeof buf));
        sb_free(&t);
      }
      sb_putc(&sb, '}');
      if (bad) {
        sb_free(&sb);
        b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "the JVM replay printed an unreadable line: %.200s", l), "?");
        goto done;
      }
      if (changed) recs[nrec++] = (rel_record){arena_printf(a, "argument %ld", i), arena_strdup(a, sb_str(&sb)), sb.len};
      sb_free(&sb);
    } else if (!strncmp(l, "ARG ", 4) && nrec < 60) {
      /* an array argument after the call: a record when the call changed it (jv_run's rule) */
      char *e;
      long i = strtol(l + 4, &e, 10);
      rel_value after;
      if (i < 1 || i > nargs || strncmp(e, " [ ", 3) || array_value(e + 3, &after, a) < 0) {
        b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "the JVM replay printed an unreadable line: %.200s", l), "?");
        goto done;
      }
      const rel_value *was = &args[i - 1];
      int changed = was->kind != REL_V_AGG || was->n != after.n;
      for (int k = 0; !changed && k < after.n; k++) {
        strbuf t = STRBUF_INIT;
        rel_value w;
        char ty[2] = {e[3], 0};
        changed = scalar_arg(ty[0], &was->items[k], &t) < 0 || scalar_value(ty[0], sb_str(&t), &w) < 0 ||
                  !rel_value_equal(&w, &after.items[k]);
        sb_free(&t);
      }
      if (changed) {
        strbuf sb = STRBUF_INIT;
        char buf[128];
        sb_putc(&sb, '{');
        for (int k = 0; k < after.n; k++) sb_printf(&sb, "%s%s", k ? ", " : "", rel_value_text(&after.items[k], buf, sizeof buf));
        sb_putc(&sb, '}');
        recs[nrec++] = (rel_record){arena_printf(a, "argument %ld", i), arena_strdup(a, sb_str(&sb)), sb.len};
        sb_free(&sb);
      }
    }
    l = nl ? nl + 1 : NULL;
  }
  if (!end) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, "the JVM replay printed no outcome (the JVM failed: its standard error tells why)", "?");
    goto done;
  }
  /* the printed bytes come first, as jv_run's records */
  if (printed.len) {
    memmove(recs + 1, recs, sizeof(rel_record) * (size_t)nrec);
    recs[0] = (rel_record){"stdout", memcpy(arena_alloc(a, printed.len + 1), printed.data, printed.len), printed.len};
    nrec++;
  }
  if (!strncmp(end, "THROW ", 6)) {
    strbuf m = STRBUF_INIT;
    if (units_text(end + 6, &m) < 0) b = rel_went_wrong(out, REL_W_UNSUPPORTED, "the JVM replay printed an unreadable exception", "?");
    else b = rel_panicked(out, sb_str(&m), recs, nrec);
    sb_free(&m);
    goto done;
  }
  const char *r = end + 4, *rdesc = strchr(desc, ')') + 1;
  rel_value v;
  int ok = 0;
  /* the value lives in out, as the behaviour does */
  if (!strcmp(r, "V")) v = rel_v_void(), ok = 1;
  else if (!strcmp(r, "null")) v = rel_v_opaque(out, "null"), ok = 1;
  else if (!strncmp(r, "str ", 4)) {
    strbuf s = STRBUF_INIT;
    ok = units_text(r + 4, &s) == 0;
    v = rel_v_bytes(out, sb_str(&s), s.len);
    sb_free(&s);
  } else if (!strncmp(r, "[ ", 2)) ok = array_value(r + 2, &v, out) == 0;
  else if (!strncmp(r, "obj ", 4)) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED,
                       arena_printf(a, "unsupported: returning an object of class %s (only its identity is observable)", r + 4), "?");
    goto done;
  } else if (r[0] == rdesc[0] && r[1] == ' ') ok = scalar_value(r[0], r + 2, &v) == 0;
  if (!ok) b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "the JVM replay printed an unreadable result: %.200s", r), "?");
  else b = rel_returned(out, v, recs, nrec);
done:
  sb_free(&printed);
  arena_free(a);
  return b;
}

void jv_native_release(jv_program *p) {
  if (!p->native_user) return;
  p->native_user = 0;
  if (--drv.users > 0) return;
  if (drv.dir[0] && drv.handle >= 0) eq_temp_remove(drv.handle);
  else if (drv.dir[0]) eq_temp_remove_tree(drv.dir);
  memset(&drv, 0, sizeof drv);
}

rel_behaviour jv_native_run(jv_program *p, jv_method *m, const rel_value *args, int nargs, arena *out) {
  char why[700];
  const char *cp = jv_native_classpath(p, why, sizeof why);
  if (!cp) return rel_went_wrong(out, REL_W_UNSUPPORTED, why, "?");
  if (!p->native_user) p->native_user = 1, drv.users++;
  if (build_driver() < 0) return rel_went_wrong(out, REL_W_UNSUPPORTED, drv.why, "?");
  arena *a = arena_new();
  rel_behaviour b;
  /* java -cp DRIVER EquivReplay CLASSPATH CLASS METHOD DESCRIPTOR ARG… */
  char **argv = arena_alloc(a, sizeof(char *) * (size_t)(nargs + 16));
  int k = 0;
  argv[k++] = "java";
  argv[k++] = "-XX:-ShowCodeDetailsInExceptionMessages";
  argv[k++] = "-XX:TieredStopAtLevel=1"; /* a short run: start fast */
  argv[k++] = "-XX:+UseSerialGC";
  argv[k++] = "-Duser.language=en";
  argv[k++] = "-Duser.country=US";
  argv[k++] = "-cp";
  argv[k++] = drv.dir;
  argv[k++] = "EquivReplay";
  argv[k++] = (char *)cp;
  char *cls = arena_strdup(a, p->main_cls);
  for (char *q = cls; *q; q++)
    if (*q == '/') *q = '.';
  argv[k++] = cls;
  argv[k++] = (char *)m->name;
  argv[k++] = (char *)m->desc;
  const char *d = m->desc + 1;
  /* the parameters, then each static input given (void: left out) as
   * "static:K:CLASS:FIELD:DESC:VALUE" (K its place among the statics), which EquivReplay stores
   * before the call (jv_statics.h) and prints after it */
  const jv_static_in *stv;
  int nst = jv_statics(p, m, &stv), npar = 0;
  for (const char *q = d; *q && *q != ')'; q = param_end(q)) npar++;
  if (nargs != npar && nargs != npar + nst) {
    arena_free(a);
    return rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(out, "%d arguments for %s%s", nargs, m->name, m->desc), "?");
  }
  for (int i = 0; i < nargs; i++, d = i <= npar ? param_end(d) : d) {
    strbuf sb = STRBUF_INIT;
    if (i >= npar) {
      const jv_static_in *x = &stv[i - npar];
      char *dc = arena_strdup(a, x->cls);
      for (char *q = dc; *q; q++)
        if (*q == '/') *q = '.';
      sb_printf(&sb, "static:%d:%s:%s:%s:", i - npar + 1, dc, x->name, x->desc);
    }
    if (i >= npar && args[i].kind == REL_V_VOID) {
      sb_free(&sb);
      continue;
    }
    const char *why = NULL;
    const jv_layout *ol = i < npar && *d == 'L' ? jv_heap_param(p, d, a, &why) : NULL;
    if (ol && args[i].kind == REL_V_AGG && args[i].n == ol->nf) {
      /* an object parameter (jv_heap_param): "obj:" and its fields' values, each converted to
       * its field's type, which EquivReplay stores into an object it allocates */
      sb_puts(&sb, "obj:");
      for (int f = 0; f < ol->nf; f++) {
        rel_value x = args[i].items[f];
        if (ol->desc[f][0] == 'Z') x.bits &= 1; /* the element's low bit (jv_run's object_arg) */
        if (f) sb_putc(&sb, ',');
        scalar_arg(ol->desc[f][0], &x, &sb);
      }
    } else if (ol && args[i].kind == REL_V_OPAQUE && !strcmp(args[i].text, "null")) {
      sb_puts(&sb, "null");
    } else if (i >= npar ? jv_native_arg(stv[i - npar].desc, &args[i], &sb) < 0
                         : *d == ')' || !*d || jv_native_arg(d, &args[i], &sb) < 0) {
      sb_free(&sb);
      b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "argument %d of %s%s is not one the JVM replay passes", i + 1, m->name, m->desc), "?");
      arena_free(a);
      return b;
    }
    argv[k++] = arena_strdup(a, sb_str(&sb));
    sb_free(&sb);
  }
  argv[k] = NULL;
  unsigned n = drv.runs++;
  const char *so = arena_printf(a, "%s/out%u", drv.dir, n), *se = arena_printf(a, "%s/err%u", drv.dir, n);
  eq_proc_result pr = eq_proc_run(NULL, argv, NULL, NULL, so, se, JV_NATIVE_SECONDS);
  size_t len = 0;
  char *text = pr.end == EQ_P_EXITED ? fs_read_file(so, &len) : NULL;
  if (pr.end == EQ_P_NOT_RUN) b = rel_went_wrong(out, REL_W_UNSUPPORTED, "java is not installed", "?");
  else if (pr.end == EQ_P_TIMEOUT)
    b = rel_went_wrong(out, REL_W_OUT_OF_FUEL, arena_printf(a, "the JVM run went past %d s", JV_NATIVE_SECONDS), "?");
  else if (pr.end == EQ_P_SIGNALLED) b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(a, "the JVM was killed by signal %d", pr.code), "?");
  else if (!text) b = rel_went_wrong(out, REL_W_UNSUPPORTED, "the JVM replay's output cannot be read", "?");
  else b = parse(text, p, m->desc, args, nargs, stv, npar, out);
  free(text);
  remove(so);
  remove(se);
  arena_free(a);
  return b;
}
