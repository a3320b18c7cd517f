/* orch_iface.c — loading the translation's interface file (docs/migrate-interface.md). Every member
 * is checked: an unknown name, a wrong type or value is one error naming its JSON pointer, because
 * a member silently ignored would change what the statement says without the user knowing. */
#include "orch/orch_iface.h"

#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include "core/json_check.h"

/* A DD name as COBOL's ASSIGN gives it: 1 to 8 characters, letters, digits, @ # $ (z/OS JCL), or
 * the longer names cobc-style programs use (letters, digits, '-', '_'), at most 30. */
static int dd_name_ok(const char *s) {
  size_t n = strlen(s);
  if (n == 0 || n > 30) return 0;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
          c == '@' || c == '#' || c == '$'))
      return 0;
  }
  return 1;
}

/* A Java binary class name (it becomes an argument of `java`: never an option). */
static int class_name_ok(const char *s) {
  if (!*s || *s == '.' || (*s >= '0' && *s <= '9')) return 0;
  for (; *s; s++)
    if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_' ||
          *s == '$' || *s == '.'))
      return 0;
  return 1;
}

static int enc_of(json_t *v, orch_ienc *e) {
  if (!json_is_string(v)) return -1;
  if (!strcmp(json_string_value(v), "latin-1")) return *e = ORCH_IE_LATIN1, 0;
  if (!strcmp(json_string_value(v), "utf-8")) return *e = ORCH_IE_UTF8, 0;
  return -1;
}

const orch_ifile *orch_iface_file(const orch_iface *f, const char *dd) {
  for (int i = 0; i < f->nfiles; i++)
    if (!strcmp(f->files[i].dd, dd)) return &f->files[i];
  return NULL;
}

static int load_files(json_t *fo, orch_iface *f, arena *a, const char *path, char *err, size_t n) {
  char ptr[200];
  if (!json_is_object(fo)) return jc_bad(err, n, path, "/files", "wants an object {\"DD\": {\"format\": …}, …}");
  const char *k;
  json_t *v;
  json_object_foreach(fo, k, v) {
    int named = 0;
    for (int i = 0; i < f->nargs; i++) named |= !strcmp(f->args[i], k);
    snprintf(ptr, sizeof ptr, "/files/%s", k);
    if (!named) return jc_bad(err, n, path, ptr, "a DD name that /args does not name");
  }
  f->files = arena_alloc(a, sizeof *f->files * (size_t)(f->nargs + 1));
  f->nfiles = f->nargs;
  for (int i = 0; i < f->nargs; i++) {
    static const char *const allowed[] = {"format", "encoding", "always_present", "printable", NULL};
    const char *unk;
    json_t *e = json_object_get(fo, f->args[i]);
    snprintf(ptr, sizeof ptr, "/files/%s", f->args[i]);
    if (!e) return jc_bad(err, n, path, ptr, "missing: every DD of /args needs its file's format and encoding");
    if (!json_is_object(e)) return jc_bad(err, n, path, ptr, "wants an object {\"format\": …, \"encoding\": …}");
    if (!jc_only_members(e, allowed, &unk)) {
      snprintf(ptr, sizeof ptr, "/files/%s/%s", f->args[i], unk);
      return jc_bad(err, n, path, ptr, "unknown member (wants format, encoding, always_present, printable)");
    }
    orch_ifile *x = &f->files[i];
    x->dd = f->args[i];
    json_t *fm = json_object_get(e, "format"), *en = json_object_get(e, "encoding");
    snprintf(ptr, sizeof ptr, "/files/%s/format", f->args[i]);
    if (!fm) x->format = ORCH_IF_LINE;
    else if (json_is_string(fm) && !strcmp(json_string_value(fm), "line")) x->format = ORCH_IF_LINE;
    else if (json_is_string(fm) && !strcmp(json_string_value(fm), "fixed")) x->format = ORCH_IF_FIXED;
    else return jc_bad(err, n, path, ptr, "wants one of line, fixed");
    snprintf(ptr, sizeof ptr, "/files/%s/encoding", f->args[i]);
    x->enc = ORCH_IE_LATIN1;
    if (en && enc_of(en, &x->enc)) return jc_bad(err, n, path, ptr, "wants one of latin-1, utf-8");
    /* an input data set the job always has (its JCL allocates it): the search then never makes
     * it absent (OPEN status 35); by default an input may be absent, as a data set can be */
    json_t *ap = json_object_get(e, "always_present");
    snprintf(ptr, sizeof ptr, "/files/%s/always_present", f->args[i]);
    if (ap && !json_is_boolean(ap)) return jc_bad(err, n, path, ptr, "wants true or false");
    x->always_present = ap && json_is_true(ap);
    /* the user's statement that the data set is text: every character printable ASCII (a line file
     * written by a text tool); a hypothesis the search keeps and the proof across the languages
     * needs (a translation reading lines does not carry every byte) */
    json_t *pr = json_object_get(e, "printable");
    snprintf(ptr, sizeof ptr, "/files/%s/printable", f->args[i]);
    if (pr && !json_is_boolean(pr)) return jc_bad(err, n, path, ptr, "wants true or false");
    x->printable = pr && json_is_true(pr);
  }
  return 0;
}

/* A domain value as text: a JSON string, or a number written as the user wrote it (integers and
 * reals alike; jansson keeps reals as doubles, so a real is refused unless exact as text). */
static const char *value_text(json_t *v, arena *a) {
  if (json_is_string(v)) return arena_strdup(a, json_string_value(v));
  if (json_is_integer(v)) return arena_printf(a, "%lld", (long long)json_integer_value(v));
  return NULL;
}

static int load_domain(json_t *d, orch_iface *f, arena *a, const char *path, char *err, size_t n) {
  char ptr[200];
  if (!json_is_array(d)) return jc_bad(err, n, path, "/domain", "wants an array of {\"file\", \"field\", …}");
  f->ndomain = (int)json_array_size(d);
  f->domain = arena_alloc(a, sizeof *f->domain * (size_t)(f->ndomain + 1));
  for (int i = 0; i < f->ndomain; i++) {
    static const char *const allowed[] = {"file", "field", "values", "min", "max", NULL};
    const char *unk;
    json_t *e = json_array_get(d, (size_t)i);
    orch_idomain *x = &f->domain[i];
    memset(x, 0, sizeof *x);
    snprintf(ptr, sizeof ptr, "/domain/%d", i);
    if (!json_is_object(e)) return jc_bad(err, n, path, ptr, "wants an object {\"file\", \"field\", …}");
    if (!jc_only_members(e, allowed, &unk)) {
      snprintf(ptr, sizeof ptr, "/domain/%d/%s", i, unk);
      return jc_bad(err, n, path, ptr, "unknown member (wants file, field, values, min, max)");
    }
    json_t *fi = json_object_get(e, "file"), *fl = json_object_get(e, "field"), *vs = json_object_get(e, "values"),
           *mn = json_object_get(e, "min"), *mx = json_object_get(e, "max");
    snprintf(ptr, sizeof ptr, "/domain/%d/file", i);
    if (!json_is_string(fi) || !dd_name_ok(json_string_value(fi))) return jc_bad(err, n, path, ptr, "wants a DD name");
    snprintf(ptr, sizeof ptr, "/domain/%d/field", i);
    if (!json_is_string(fl) || !json_string_length(fl) || json_string_length(fl) > 30)
      return jc_bad(err, n, path, ptr, "wants a field name (a COBOL data name)");
    x->file = arena_strdup(a, json_string_value(fi));
    x->field = arena_strdup(a, json_string_value(fl));
    if (vs && (mn || mx)) return jc_bad(err, n, path, ptr, "give either values or min/max, not both");
    if (!vs && !mn && !mx) return jc_bad(err, n, path, ptr, "wants values, or min and max");
    if (vs) {
      snprintf(ptr, sizeof ptr, "/domain/%d/values", i);
      if (!json_is_array(vs) || !json_array_size(vs) || json_array_size(vs) > 1000)
        return jc_bad(err, n, path, ptr, "wants a non-empty array of at most 1000 values");
      x->nvalues = (int)json_array_size(vs);
      x->values = arena_alloc(a, sizeof(char *) * (size_t)x->nvalues);
      for (int j = 0; j < x->nvalues; j++) {
        x->values[j] = value_text(json_array_get(vs, (size_t)j), a);
        snprintf(ptr, sizeof ptr, "/domain/%d/values/%d", i, j);
        if (!x->values[j]) return jc_bad(err, n, path, ptr, "wants a string or an integer (write a decimal with a point as a string)");
      }
    } else {
      snprintf(ptr, sizeof ptr, "/domain/%d/%s", i, mn ? "max" : "min");
      if (!mn || !mx) return jc_bad(err, n, path, ptr, "missing: a range needs both min and max");
      x->min = value_text(mn, a);
      x->max = value_text(mx, a);
      snprintf(ptr, sizeof ptr, "/domain/%d/min", i);
      if (!x->min || !x->max) return jc_bad(err, n, path, ptr, "min and max want strings or integers");
    }
  }
  return 0;
}

int orch_iface_load(const char *path, orch_iface *f, arena *a, char *err, size_t n) {
  memset(f, 0, sizeof *f);
  f->path = arena_strdup(a, path);
  f->codepage = 37;
  f->compare_rc = 1;
  f->display_enc = ORCH_IE_LATIN1;
  json_t *root = jc_load_file(path, err, n);
  if (!root) return -1;
  int rc = -1;
  static const char *const allowed[] = {"format", "format_version", "program", "codepage", "args", "files", "stdin",
                                        "display", "return_code", "abend", "java", "domain", NULL};
  const char *unk;
  char ptr[200];
  if (!json_is_object(root)) {
    jc_bad(err, n, path, "", "wants an object {\"format\": \"equiv-interface\", …}");
    goto out;
  }
  if (!jc_only_members(root, allowed, &unk)) {
    snprintf(ptr, sizeof ptr, "/%s", unk);
    jc_bad(err, n, path, ptr, "unknown member (docs/migrate-interface.md lists them)");
    goto out;
  }
  json_t *fm = json_object_get(root, "format"), *fv = json_object_get(root, "format_version");
  if (!json_is_string(fm) || strcmp(json_string_value(fm), "equiv-interface")) {
    jc_bad(err, n, path, "/format", "wants \"equiv-interface\"");
    goto out;
  }
  if (!json_is_integer(fv) || json_integer_value(fv) != 1) {
    jc_bad(err, n, path, "/format_version", "wants 1 (the only version this Equiv reads)");
    goto out;
  }
  json_t *pg = json_object_get(root, "program");
  if (pg) {
    if (!json_is_string(pg) || !json_string_length(pg) || json_string_length(pg) > 30) {
      jc_bad(err, n, path, "/program", "wants a PROGRAM-ID");
      goto out;
    }
    f->program = arena_strdup(a, json_string_value(pg));
  }
  json_t *cp = json_object_get(root, "codepage");
  if (cp) {
    if (json_is_string(cp) && !strcmp(json_string_value(cp), "037")) f->codepage = 37;
    else if (json_is_string(cp) && !strcmp(json_string_value(cp), "1140")) f->codepage = 1140;
    else {
      jc_bad(err, n, path, "/codepage", "wants \"037\" or \"1140\"");
      goto out;
    }
  }
  json_t *ar = json_object_get(root, "args");
  if (!json_is_array(ar) || json_array_size(ar) > 64) {
    jc_bad(err, n, path, "/args", ar ? "wants an array of at most 64 DD names" : "missing: the translation's arguments, as DD names");
    goto out;
  }
  f->nargs = (int)json_array_size(ar);
  f->args = arena_alloc(a, sizeof(char *) * (size_t)(f->nargs + 1));
  for (int i = 0; i < f->nargs; i++) {
    json_t *e = json_array_get(ar, (size_t)i);
    snprintf(ptr, sizeof ptr, "/args/%d", i);
    if (!json_is_string(e) || !dd_name_ok(json_string_value(e))) {
      jc_bad(err, n, path, ptr, "wants a DD name (letters, digits, @ # $ - _; at most 30)");
      goto out;
    }
    f->args[i] = arena_strdup(a, json_string_value(e));
    for (int j = 0; j < i; j++)
      if (!strcmp(f->args[j], f->args[i])) {
        jc_bad(err, n, path, ptr, "a DD name given twice");
        goto out;
      }
  }
  json_t *fo = json_object_get(root, "files");
  if (f->nargs && !fo) {
    jc_bad(err, n, path, "/files", "missing: the format and encoding of each DD of /args");
    goto out;
  }
  if (fo && load_files(fo, f, a, path, err, n)) goto out;
  json_t *si = json_object_get(root, "stdin");
  if (si) {
    if (!json_is_string(si) || strcmp(json_string_value(si), "SYSIN")) {
      jc_bad(err, n, path, "/stdin", "wants \"SYSIN\" (the cards ACCEPT reads)");
      goto out;
    }
    f->stdin_sysin = 1;
  }
  json_t *dp = json_object_get(root, "display");
  if (dp) {
    static const char *const dallowed[] = {"stream", "encoding", NULL};
    if (!json_is_object(dp)) {
      jc_bad(err, n, path, "/display", "wants an object {\"stream\": \"stdout\", \"encoding\": …}");
      goto out;
    }
    if (!jc_only_members(dp, dallowed, &unk)) {
      snprintf(ptr, sizeof ptr, "/display/%s", unk);
      jc_bad(err, n, path, ptr, "unknown member (wants stream, encoding)");
      goto out;
    }
    json_t *st = json_object_get(dp, "stream"), *en = json_object_get(dp, "encoding");
    if (st && (!json_is_string(st) || strcmp(json_string_value(st), "stdout"))) {
      jc_bad(err, n, path, "/display/stream", "wants \"stdout\"");
      goto out;
    }
    if (en && enc_of(en, &f->display_enc)) {
      jc_bad(err, n, path, "/display/encoding", "wants one of latin-1, utf-8");
      goto out;
    }
  }
  json_t *rcm = json_object_get(root, "return_code");
  if (rcm) {
    if (json_is_string(rcm) && !strcmp(json_string_value(rcm), "exit_status")) f->compare_rc = 1;
    else if (json_is_string(rcm) && !strcmp(json_string_value(rcm), "ignore")) f->compare_rc = 0;
    else {
      jc_bad(err, n, path, "/return_code", "wants \"exit_status\" or \"ignore\"");
      goto out;
    }
  }
  json_t *ab = json_object_get(root, "abend");
  if (ab) {
    static const char *const aallowed[] = {"exit_status", NULL};
    json_t *es = json_is_object(ab) ? json_object_get(ab, "exit_status") : NULL;
    if (!json_is_object(ab) || !jc_only_members(ab, aallowed, &unk) || !json_is_integer(es) ||
        json_integer_value(es) < 1 || json_integer_value(es) > 255) {
      jc_bad(err, n, path, "/abend", "wants {\"exit_status\": N} with N from 1 to 255");
      goto out;
    }
    f->abend_exit = (int)json_integer_value(es);
  }
  json_t *jv = json_object_get(root, "java");
  if (jv) {
    static const char *const jallowed[] = {"main_class", NULL};
    json_t *mc = json_is_object(jv) ? json_object_get(jv, "main_class") : NULL;
    if (!json_is_object(jv) || !jc_only_members(jv, jallowed, &unk) || !json_is_string(mc) || !json_string_length(mc) ||
        json_string_length(mc) > 200 || !class_name_ok(json_string_value(mc))) {
      jc_bad(err, n, path, "/java", "wants {\"main_class\": \"Name\"}");
      goto out;
    }
    f->java_main = arena_strdup(a, json_string_value(mc));
  }
  json_t *dm = json_object_get(root, "domain");
  if (dm && load_domain(dm, f, a, path, err, n)) goto out;
  rc = 0;
out:
  json_decref(root);
  return rc;
}
