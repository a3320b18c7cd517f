/* relation.c — the outcome relation as data: the identity, loading from JSON (docs/relation-json.md),
 * and R on two concrete behaviours (ends, values, streams decoded to text and compared record by
 * record). */
#include "rel/relation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/codepage.h"
#include "core/json_check.h"

rel_relation rel_relation_default(void) {
  return (rel_relation){.name = "identity", .nan_any = 1, .other_streams_equal = 1};
}

int rel_relation_is_identity(const rel_relation *R) { return R->nstreams == 0 && R->nends == 0 && R->other_streams_equal; }

/* ---- loading -------------------------------------------------------------------------------- */

static const char *const okind_names[] = {"returned", "exited", "panicked", "abended"};

static int enc_of(const char *s, rel_enc *e) {
  static const struct { const char *n; rel_enc e; } t[] = {
    {"bytes", REL_ENC_NONE}, {"latin-1", REL_ENC_LATIN1}, {"utf-8", REL_ENC_UTF8},
    {"ebcdic-037", REL_ENC_EBCDIC037}, {"ebcdic-1140", REL_ENC_EBCDIC1140}};
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
    if (!strcmp(s, t[i].n)) return *e = t[i].e, 0;
  return -1;
}

static int load_side(json_t *o, rel_stream_side *s, arena *a, const char *path, const char *ptr, char *err, size_t n) {
  static const char *const allowed[] = {"stream", "encoding", "records", "trim_trailing_spaces", NULL};
  const char *unk;
  char p2[128];
  if (!json_is_object(o)) return jc_bad(err, n, path, ptr, "wants an object {\"stream\": …}");
  if (!jc_only_members(o, allowed, &unk)) {
    snprintf(p2, sizeof p2, "%s/%s", ptr, unk);
    return jc_bad(err, n, path, p2, "unknown member");
  }
  json_t *st = json_object_get(o, "stream"), *en = json_object_get(o, "encoding"), *rc = json_object_get(o, "records"),
         *tr = json_object_get(o, "trim_trailing_spaces");
  if (!json_is_string(st) || !json_string_length(st)) {
    snprintf(p2, sizeof p2, "%s/stream", ptr);
    return jc_bad(err, n, path, p2, "wants the stream's name");
  }
  s->stream = arena_strdup(a, json_string_value(st));
  s->enc = REL_ENC_NONE;
  if (en && (!json_is_string(en) || enc_of(json_string_value(en), &s->enc) < 0)) {
    snprintf(p2, sizeof p2, "%s/encoding", ptr);
    return jc_bad(err, n, path, p2, "wants one of bytes, latin-1, utf-8, ebcdic-037, ebcdic-1140");
  }
  if (rc) {
    const char *r = json_is_string(rc) ? json_string_value(rc) : "";
    if (strcmp(r, "lines") && strcmp(r, "records")) {
      snprintf(p2, sizeof p2, "%s/records", ptr);
      return jc_bad(err, n, path, p2, "wants \"lines\" or \"records\"");
    }
    s->lines = !strcmp(r, "lines");
  }
  if (tr && !json_is_boolean(tr)) {
    snprintf(p2, sizeof p2, "%s/trim_trailing_spaces", ptr);
    return jc_bad(err, n, path, p2, "wants true or false");
  }
  s->trim = tr && json_is_true(tr);
  return 0;
}

static int load_end(json_t *o, rel_okind *k, int *has, long long *code, const char *path, const char *ptr, char *err,
                    size_t n) {
  static const char *const allowed[] = {"kind", "code", NULL};
  const char *unk;
  char p2[128];
  if (!json_is_object(o)) return jc_bad(err, n, path, ptr, "wants an object {\"kind\": …}");
  if (!jc_only_members(o, allowed, &unk)) {
    snprintf(p2, sizeof p2, "%s/%s", ptr, unk);
    return jc_bad(err, n, path, p2, "unknown member");
  }
  json_t *kj = json_object_get(o, "kind"), *cj = json_object_get(o, "code");
  int found = 0;
  for (int i = 0; i < 4 && json_is_string(kj); i++)
    if (!strcmp(json_string_value(kj), okind_names[i])) *k = (rel_okind)i, found = 1;
  if (!found) {
    snprintf(p2, sizeof p2, "%s/kind", ptr);
    return jc_bad(err, n, path, p2, "wants one of returned, exited, panicked, abended");
  }
  *has = cj != NULL;
  if (cj) {
    if (!json_is_integer(cj) || *k == REL_O_RETURNED || *k == REL_O_PANICKED) {
      snprintf(p2, sizeof p2, "%s/code", ptr);
      return jc_bad(err, n, path, p2, "wants an integer, for kinds exited and abended");
    }
    *code = json_integer_value(cj);
  }
  return 0;
}

int rel_relation_load(const char *path, rel_relation *R, arena *a, char *err, size_t errn) {
  json_t *root = jc_load_file(path, err, errn);
  if (!root) return -1;
  *R = rel_relation_default();
  R->name = arena_strdup(a, path);
  int rc = -1;
  static const char *const allowed[] = {"format", "format_version", "nan", "streams", "other_streams", "ends", NULL};
  const char *unk;
  char p2[128];
  if (!json_is_object(root)) {
    jc_bad(err, errn, path, "/", "wants an object");
    goto out;
  }
  if (!jc_only_members(root, allowed, &unk)) {
    snprintf(p2, sizeof p2, "/%s", unk);
    jc_bad(err, errn, path, p2, "unknown member");
    goto out;
  }
  json_t *fm = json_object_get(root, "format"), *fv = json_object_get(root, "format_version");
  if (!json_is_string(fm) || strcmp(json_string_value(fm), "equiv-relation")) {
    jc_bad(err, errn, path, "/format", "wants \"equiv-relation\"");
    goto out;
  }
  if (!json_is_integer(fv) || json_integer_value(fv) != 1) {
    jc_bad(err, errn, path, "/format_version", "wants 1 (the version this Equiv reads)");
    goto out;
  }
  json_t *nan = json_object_get(root, "nan");
  if (nan) {
    const char *s = json_is_string(nan) ? json_string_value(nan) : "";
    if (strcmp(s, "any") && strcmp(s, "bits")) {
      jc_bad(err, errn, path, "/nan", "wants \"any\" (every NaN relates to every NaN) or \"bits\"");
      goto out;
    }
    R->nan_any = !strcmp(s, "any");
  }
  json_t *os = json_object_get(root, "other_streams");
  if (os) {
    const char *s = json_is_string(os) ? json_string_value(os) : "";
    if (strcmp(s, "equal") && strcmp(s, "ignore")) {
      jc_bad(err, errn, path, "/other_streams", "wants \"equal\" or \"ignore\"");
      goto out;
    }
    R->other_streams_equal = !strcmp(s, "equal");
  }
  json_t *sj = json_object_get(root, "streams");
  if (sj) {
    if (!json_is_array(sj)) {
      jc_bad(err, errn, path, "/streams", "wants an array");
      goto out;
    }
    size_t ns = json_array_size(sj);
    rel_stream_map *m = arena_alloc(a, sizeof *m * (ns + 1));
    memset(m, 0, sizeof *m * (ns + 1));
    for (size_t i = 0; i < ns; i++) {
      json_t *e = json_array_get(sj, i);
      static const char *const al[] = {"old", "new", NULL};
      snprintf(p2, sizeof p2, "/streams/%zu", i);
      if (!json_is_object(e) || !jc_only_members(e, al, &unk)) {
        jc_bad(err, errn, path, p2, "wants {\"old\": {…}, \"new\": {…}}");
        goto out;
      }
      char p3[160];
      snprintf(p3, sizeof p3, "%s/old", p2);
      if (load_side(json_object_get(e, "old"), &m[i].old_side, a, path, p3, err, errn) < 0) goto out;
      snprintf(p3, sizeof p3, "%s/new", p2);
      if (load_side(json_object_get(e, "new"), &m[i].new_side, a, path, p3, err, errn) < 0) goto out;
    }
    R->streams = m, R->nstreams = (int)ns;
  }
  json_t *ej = json_object_get(root, "ends");
  if (ej) {
    if (!json_is_array(ej)) {
      jc_bad(err, errn, path, "/ends", "wants an array");
      goto out;
    }
    size_t ne = json_array_size(ej);
    rel_end_map *m = arena_alloc(a, sizeof *m * (ne + 1));
    memset(m, 0, sizeof *m * (ne + 1));
    for (size_t i = 0; i < ne; i++) {
      json_t *e = json_array_get(ej, i);
      static const char *const al[] = {"old", "new", "codes", NULL};
      snprintf(p2, sizeof p2, "/ends/%zu", i);
      if (!json_is_object(e) || !jc_only_members(e, al, &unk)) {
        jc_bad(err, errn, path, p2, "wants {\"old\": {…}, \"new\": {…}, \"codes\": \"equal\"}");
        goto out;
      }
      char p3[160];
      snprintf(p3, sizeof p3, "%s/old", p2);
      if (load_end(json_object_get(e, "old"), &m[i].old_kind, &m[i].has_old_code, &m[i].old_code, path, p3, err, errn) < 0)
        goto out;
      snprintf(p3, sizeof p3, "%s/new", p2);
      if (load_end(json_object_get(e, "new"), &m[i].new_kind, &m[i].has_new_code, &m[i].new_code, path, p3, err, errn) < 0)
        goto out;
      json_t *cj = json_object_get(e, "codes");
      if (cj && (!json_is_string(cj) || strcmp(json_string_value(cj), "equal"))) {
        snprintf(p3, sizeof p3, "%s/codes", p2);
        jc_bad(err, errn, path, p3, "wants \"equal\"");
        goto out;
      }
      m[i].codes_equal = cj != NULL;
    }
    R->ends = m, R->nends = (int)ne;
  }
  rc = 0;
out:
  json_decref(root);
  return rc;
}

/* ---- R on concrete behaviours --------------------------------------------------------------- */

static int is_nan_value(const rel_value *v) {
  if (v->kind != REL_V_FLOAT) return 0;
  if (v->width == 32) return ((v->bits >> 23) & 0xff) == 0xff && (v->bits & 0x7fffff);
  return ((v->bits >> 52) & 0x7ff) == 0x7ff && (v->bits & UINT64_C(0xfffffffffffff));
}

static int values_related(const rel_relation *R, const rel_value *x, const rel_value *y) {
  if (R->nan_any && is_nan_value(x) && is_nan_value(y) && x->width == y->width) return 1;
  if (x->kind == REL_V_AGG && y->kind == REL_V_AGG) {
    if (x->n != y->n) return 0;
    for (int i = 0; i < x->n; i++)
      if (!values_related(R, &x->items[i], &y->items[i])) return 0;
    return 1;
  }
  return rel_value_equal(x, y);
}

/* The value an end carries: the code of exited/abended, the value of returned, the message of panicked. */
static int ends_related(const rel_relation *R, const rel_behaviour *x, const rel_behaviour *y) {
  if (R->nends == 0) {
    if (x->okind != y->okind) return 0;
    switch (x->okind) {
    case REL_O_RETURNED: return values_related(R, &x->value, &y->value);
    case REL_O_EXITED:
    case REL_O_ABENDED: return x->code == y->code;
    case REL_O_PANICKED: return !strcmp(x->message ? x->message : "", y->message ? y->message : "");
    }
    return 0;
  }
  for (int i = 0; i < R->nends; i++) {
    const rel_end_map *m = &R->ends[i];
    if (m->old_kind != x->okind || m->new_kind != y->okind) continue;
    if (m->has_old_code && x->code != m->old_code) continue;
    if (m->has_new_code && y->code != m->new_code) continue;
    if (m->codes_equal) {
      int same = x->okind == REL_O_RETURNED && y->okind == REL_O_RETURNED ? values_related(R, &x->value, &y->value)
                 : x->okind == REL_O_PANICKED || y->okind == REL_O_PANICKED
                     ? !strcmp(x->message ? x->message : "", y->message ? y->message : "")
                     : x->code == y->code;
      if (!same) continue;
    }
    return 1;
  }
  return 0;
}

/* A stream as text records: code points, one array per record. */
typedef struct trec {
  unsigned *u;
  size_t n;
} trec;

typedef struct tstream {
  trec *r;
  size_t n, cap;
} tstream;

static void tstream_push(tstream *t, unsigned *u, size_t n) {
  if (t->n == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 8;
    t->r = realloc(t->r, sizeof(trec) * t->cap);
  }
  t->r[t->n++] = (trec){u, n};
}

static void tstream_free(tstream *t) {
  for (size_t i = 0; i < t->n; i++) free(t->r[i].u);
  free(t->r);
}

/* Decodes len bytes into code points (invalid UTF-8 bytes become 0x110000 + byte: never equal to
 * a character, always equal to the same invalid byte). Returns the count. */
static size_t decode(rel_enc e, const unsigned char *b, size_t len, unsigned *out) {
  size_t n = 0;
  for (size_t i = 0; i < len;) {
    unsigned c = b[i];
    if (e == REL_ENC_EBCDIC037 || e == REL_ENC_EBCDIC1140) {
      out[n++] = eq_cp_to_unicode(e == REL_ENC_EBCDIC1140, b[i++]);
      continue;
    }
    if (e != REL_ENC_UTF8 || c < 0x80) {
      out[n++] = c, i++;
      continue;
    }
    int k = c >= 0xF0 && c < 0xF5 ? 3 : c >= 0xE0 ? 2 : c >= 0xC2 && c < 0xE0 ? 1 : -1;
    unsigned cp = k == 3 ? c & 7 : k == 2 ? c & 15 : c & 31;
    int ok = k > 0;
    for (int j = 1; ok && j <= k; j++) {
      if (i + (size_t)j >= len || (b[i + j] & 0xC0) != 0x80) ok = 0;
      else cp = cp << 6 | (b[i + j] & 0x3F);
    }
    if (ok && ((k == 2 && cp < 0x800) || (k == 3 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp < 0xE000)))
      ok = 0;
    if (ok) out[n++] = cp, i += (size_t)k + 1;
    else out[n++] = 0x110000 + c, i++;
  }
  return n;
}

/* The records of side s of behaviour b, as text records under s's decoding. */
static void stream_text(const rel_behaviour *b, const rel_stream_side *s, tstream *t) {
  if (!s->lines) {
    for (int i = 0; i < b->nrecords; i++) {
      const rel_record *r = &b->records[i];
      if (strcmp(r->stream, s->stream)) continue;
      unsigned *u = malloc(sizeof(unsigned) * (r->len + 1));
      size_t n = decode(s->enc, (const unsigned char *)r->data, r->len, u);
      if (s->trim)
        while (n && u[n - 1] == ' ') n--;
      tstream_push(t, u, n);
    }
    return;
  }
  /* lines: the stream's bytes in order, decoded, cut at LF (and EBCDIC's NL, U+0085) */
  size_t total = 0;
  for (int i = 0; i < b->nrecords; i++)
    if (!strcmp(b->records[i].stream, s->stream)) total += b->records[i].len;
  unsigned *all = malloc(sizeof(unsigned) * (total + 1));
  size_t n = 0;
  for (int i = 0; i < b->nrecords; i++)
    if (!strcmp(b->records[i].stream, s->stream))
      n += decode(s->enc, (const unsigned char *)b->records[i].data, b->records[i].len, all + n);
  size_t start = 0;
  for (size_t k = 0; k <= n; k++) {
    if (k < n && all[k] != '\n' && all[k] != 0x85) continue;
    if (k == n && start == n) break; /* a final newline ends the last line; no empty record after it */
    size_t len = k - start;
    if (s->trim)
      while (len && all[start + len - 1] == ' ') len--;
    unsigned *u = malloc(sizeof(unsigned) * (len + 1));
    memcpy(u, all + start, sizeof(unsigned) * len);
    tstream_push(t, u, len);
    start = k + 1;
  }
  free(all);
}

static int streams_equal(const tstream *x, const tstream *y) {
  if (x->n != y->n) return 0;
  for (size_t i = 0; i < x->n; i++)
    if (x->r[i].n != y->r[i].n || memcmp(x->r[i].u, y->r[i].u, sizeof(unsigned) * x->r[i].n)) return 0;
  return 1;
}

static int mapped(const rel_relation *R, int side, const char *stream) {
  for (int i = 0; i < R->nstreams; i++)
    if (!strcmp(side ? R->streams[i].new_side.stream : R->streams[i].old_side.stream, stream)) return 1;
  return 0;
}

const rel_stream_side *rel_relation_stream(const rel_relation *R, int side, const char *stream, int *as_is) {
  *as_is = 0;
  for (int i = 0; i < R->nstreams; i++) {
    const rel_stream_side *s = side ? &R->streams[i].new_side : &R->streams[i].old_side;
    if (!strcmp(s->stream, stream)) return s;
  }
  *as_is = R->other_streams_equal;
  return NULL;
}

/* Records of one stream name, compared as they are (no decoding), on both sides. */
static int same_stream_as_is(const rel_behaviour *x, const rel_behaviour *y, const char *stream) {
  rel_stream_side s = {stream, REL_ENC_NONE, 0, 0};
  tstream a = {0}, b = {0};
  stream_text(x, &s, &a);
  stream_text(y, &s, &b);
  int eq = streams_equal(&a, &b);
  tstream_free(&a);
  tstream_free(&b);
  return eq;
}

static int outputs_related(const rel_relation *R, const rel_behaviour *x, const rel_behaviour *y) {
  for (int i = 0; i < R->nstreams; i++) {
    tstream a = {0}, b = {0};
    stream_text(x, &R->streams[i].old_side, &a);
    stream_text(y, &R->streams[i].new_side, &b);
    int eq = streams_equal(&a, &b);
    tstream_free(&a);
    tstream_free(&b);
    if (!eq) return 0;
  }
  if (!R->other_streams_equal) return 1;
  /* every other stream, by name, on either side */
  for (int side = 0; side < 2; side++) {
    const rel_behaviour *b = side ? y : x;
    for (int i = 0; i < b->nrecords; i++) {
      const char *s = b->records[i].stream;
      if (mapped(R, side, s)) continue;
      if (!same_stream_as_is(x, y, s)) return 0;
    }
  }
  return 1;
}

int rel_related(const rel_relation *R, const rel_behaviour *x, const rel_behaviour *y) {
  if (x->wrong || y->wrong) return 0;
  if (rel_relation_is_identity(R)) {
    /* the historical definition, kept exactly: same kind and value, and the same records in the
     * same order across streams (only NaN payloads are let go with nan_any) */
    if (R->nan_any && x->okind == REL_O_RETURNED && y->okind == REL_O_RETURNED && is_nan_value(&x->value) &&
        is_nan_value(&y->value) && x->value.width == y->value.width) {
      rel_behaviour x2 = *x;
      x2.value = y->value;
      return rel_outcome_equal(&x2, y);
    }
    return rel_outcome_equal(x, y);
  }
  return ends_related(R, x, y) && outputs_related(R, x, y);
}
