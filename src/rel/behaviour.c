/* behaviour.c — construction, equality, text and JSON of the shared behaviour type.
 * Equality here is the default outcome relation; custom relations are built on rel_value_equal. */
#include "rel/behaviour.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/strbuf.h"

static const char *const wrong_names[] = {
#define X(id, name, ev) name,
  REL_WRONG_KINDS(X)
#undef X
};
static const unsigned char wrong_evidence[] = {
#define X(id, name, ev) ev,
  REL_WRONG_KINDS(X)
#undef X
};

const char *rel_wrong_name(rel_wkind k) { return wrong_names[k]; }
int rel_wrong_is_behaviour(rel_wkind k) { return wrong_evidence[k]; }

rel_value rel_value_copy(arena *a, const rel_value *v) {
  rel_value c = *v;
  if (v->kind == REL_V_OPAQUE && v->text) c.text = arena_strdup(a, v->text);
  if (v->kind == REL_V_BYTES) {
    char *b = arena_alloc(a, v->len + 1);
    if (v->len) memcpy(b, v->text, v->len);
    b[v->len] = 0;
    c.text = b;
  }
  if (v->kind == REL_V_AGG) {
    rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(v->n + 1));
    for (int i = 0; i < v->n; i++) items[i] = rel_value_copy(a, &v->items[i]);
    c.items = items;
  }
  return c;
}

rel_value rel_v_void(void) { return (rel_value){.kind = REL_V_VOID}; }

rel_value rel_v_int(uint64_t bits, int width, int is_signed) {
  /* Keep the documented canonical form: reduced modulo 2^width, sign-extended when signed. */
  if (width < 64) {
    uint64_t mask = (UINT64_C(1) << width) - 1;
    bits &= mask;
    if (is_signed && (bits >> (width - 1)) & 1) bits |= ~mask;
  }
  return (rel_value){.kind = REL_V_INT, .width = width, .is_signed = is_signed, .bits = bits};
}

rel_value rel_v_double(double d) {
  rel_value v = {.kind = REL_V_FLOAT, .width = 64};
  memcpy(&v.bits, &d, sizeof d);
  return v;
}

rel_value rel_v_float(float f) {
  rel_value v = {.kind = REL_V_FLOAT, .width = 32};
  uint32_t b;
  memcpy(&b, &f, sizeof f);
  v.bits = b;
  return v;
}

rel_value rel_v_bool(int b) { return (rel_value){.kind = REL_V_BOOL, .bits = b != 0}; }

rel_value rel_v_opaque(arena *a, const char *desc) {
  return (rel_value){.kind = REL_V_OPAQUE, .text = arena_strdup(a, desc)};
}

rel_value rel_v_bytes(arena *a, const char *data, size_t len) {
  return (rel_value){.kind = REL_V_BYTES, .text = arena_strndup(a, data, len), .len = len};
}

rel_value rel_v_agg(arena *a, const rel_value *items, int n) {
  rel_value *c = arena_alloc(a, sizeof(rel_value) * (size_t)(n > 0 ? n : 1));
  if (n > 0) memcpy(c, items, sizeof(rel_value) * (size_t)n);
  return (rel_value){.kind = REL_V_AGG, .n = n, .items = c};
}

static const rel_record *copy_records(arena *a, const rel_record *r, int n) {
  rel_record *c = arena_alloc(a, sizeof(rel_record) * (size_t)(n > 0 ? n : 1));
  for (int i = 0; i < n; i++) {
    c[i].stream = arena_strdup(a, r[i].stream);
    c[i].data = arena_strndup(a, r[i].data ? r[i].data : "", r[i].len);
    c[i].len = r[i].len;
  }
  return c;
}

static rel_behaviour outcome(arena *a, rel_okind k, const rel_record *r, int n) {
  rel_behaviour b = {0};
  b.okind = k;
  b.value = rel_v_void();
  b.records = copy_records(a, r, n);
  b.nrecords = n;
  return b;
}

rel_behaviour rel_returned(arena *a, rel_value v, const rel_record *r, int n) {
  rel_behaviour b = outcome(a, REL_O_RETURNED, r, n);
  b.value = v;
  return b;
}

rel_behaviour rel_exited(arena *a, long long code, const rel_record *r, int n) {
  rel_behaviour b = outcome(a, REL_O_EXITED, r, n);
  b.code = code;
  return b;
}

rel_behaviour rel_panicked(arena *a, const char *message, const rel_record *r, int n) {
  rel_behaviour b = outcome(a, REL_O_PANICKED, r, n);
  b.message = arena_strdup(a, message);
  return b;
}

rel_behaviour rel_abended(arena *a, long long code, const rel_record *r, int n) {
  rel_behaviour b = outcome(a, REL_O_ABENDED, r, n);
  b.code = code;
  return b;
}

rel_behaviour rel_went_wrong(arena *a, rel_wkind k, const char *reason, const char *loc) {
  rel_behaviour b = {0};
  b.wrong = 1;
  b.wkind = k;
  b.reason = arena_strdup(a, reason ? reason : "");
  b.loc = arena_strdup(a, loc ? loc : "?");
  return b;
}

int rel_value_equal(const rel_value *x, const rel_value *y) {
  if (x->kind != y->kind) return 0;
  switch (x->kind) {
  case REL_V_VOID: return 1;
  case REL_V_INT: return x->width == y->width && x->is_signed == y->is_signed && x->bits == y->bits;
  case REL_V_FLOAT: return x->width == y->width && x->bits == y->bits;
  case REL_V_BOOL: return x->bits == y->bits;
  case REL_V_OPAQUE: return !strcmp(x->text, y->text);
  case REL_V_BYTES: return x->len == y->len && !memcmp(x->text, y->text, x->len);
  case REL_V_AGG:
    if (x->n != y->n) return 0;
    for (int i = 0; i < x->n; i++)
      if (!rel_value_equal(&x->items[i], &y->items[i])) return 0;
    return 1;
  }
  return 0;
}

int rel_outcome_equal(const rel_behaviour *x, const rel_behaviour *y) {
  if (x->wrong || y->wrong || x->okind != y->okind) return 0;
  switch (x->okind) {
  case REL_O_RETURNED:
    if (!rel_value_equal(&x->value, &y->value)) return 0;
    break;
  case REL_O_EXITED:
  case REL_O_ABENDED:
    if (x->code != y->code) return 0;
    break;
  case REL_O_PANICKED:
    if (strcmp(x->message, y->message)) return 0;
    break;
  }
  if (x->nrecords != y->nrecords) return 0;
  for (int i = 0; i < x->nrecords; i++) {
    const rel_record *a = &x->records[i], *b = &y->records[i];
    if (strcmp(a->stream, b->stream) || a->len != b->len || memcmp(a->data, b->data, a->len)) return 0;
  }
  return 1;
}

static void value_text(strbuf *sb, const rel_value *v) {
  switch (v->kind) {
  case REL_V_VOID: sb_puts(sb, "void"); break;
  case REL_V_INT:
    if (v->is_signed)
      sb_printf(sb, "%" PRId64, (int64_t)v->bits);
    else
      sb_printf(sb, "%" PRIu64, v->bits);
    break;
  case REL_V_FLOAT:
    if (v->width == 32) {
      float f;
      uint32_t b = (uint32_t)v->bits;
      memcpy(&f, &b, sizeof f);
      sb_printf(sb, "%.9g", (double)f);
    } else {
      double d;
      memcpy(&d, &v->bits, sizeof d);
      sb_printf(sb, "%.17g", d);
    }
    break;
  case REL_V_BOOL: sb_puts(sb, v->bits ? "true" : "false"); break;
  case REL_V_OPAQUE: sb_puts(sb, v->text); break;
  case REL_V_BYTES:
    sb_putc(sb, '"');
    for (size_t i = 0; i < v->len; i++) {
      unsigned char c = (unsigned char)v->text[i];
      if (c == '"' || c == '\\')
        sb_printf(sb, "\\%c", c);
      else if (c < 32 || c >= 127)
        sb_printf(sb, "\\x%02x", c);
      else
        sb_putc(sb, (char)c);
    }
    sb_putc(sb, '"');
    break;
  case REL_V_AGG:
    sb_putc(sb, '{');
    for (int i = 0; i < v->n; i++) {
      if (i) sb_puts(sb, ", ");
      value_text(sb, &v->items[i]);
    }
    sb_putc(sb, '}');
    break;
  }
}

static const char *copy_out(strbuf *sb, char *buf, size_t n) {
  snprintf(buf, n, "%s", sb_str(sb));
  sb_free(sb);
  return buf;
}

const char *rel_value_text(const rel_value *v, char *buf, size_t n) {
  strbuf sb = STRBUF_INIT;
  value_text(&sb, v);
  return copy_out(&sb, buf, n);
}

const char *rel_behaviour_text(const rel_behaviour *b, char *buf, size_t n) {
  strbuf sb = STRBUF_INIT;
  if (b->wrong) {
    sb_printf(&sb, "went wrong: [%s] %s at %s", rel_wrong_name(b->wkind), b->reason, b->loc);
  } else {
    switch (b->okind) {
    case REL_O_RETURNED:
      sb_puts(&sb, "returned");
      if (b->value.kind != REL_V_VOID) {
        sb_putc(&sb, ' ');
        value_text(&sb, &b->value);
      }
      break;
    case REL_O_EXITED: sb_printf(&sb, "exited %lld", b->code); break;
    case REL_O_PANICKED: sb_printf(&sb, "panicked: %s", b->message); break;
    case REL_O_ABENDED: sb_printf(&sb, "abended %lld", b->code); break;
    }
    /* outputs other than the standard streams: an "argument N" record is what a call left in the
     * caller's object; any other stream (a COBOL SYSOUT, a DD) is shown once with its records,
     * each quoted with bytes outside printable ASCII as \xNN */
    for (int i = 0; i < b->nrecords; i++) {
      const rel_record *r = &b->records[i];
      if (!strcmp(r->stream, "stdout") || !strcmp(r->stream, "stderr")) continue;
      if (!strncmp(r->stream, "argument ", 9)) {
        sb_printf(&sb, "; %s after the call: %.*s", r->stream, (int)(r->len > 400 ? 400 : r->len), r->data);
        continue;
      }
      int first = 1, count = 0;
      for (int j = 0; j < i; j++) first &= strcmp(b->records[j].stream, r->stream) != 0;
      if (!first) continue;
      for (int j = i; j < b->nrecords; j++) count += !strcmp(b->records[j].stream, r->stream);
      sb_printf(&sb, "; %s (%d record%s):", r->stream, count, count == 1 ? "" : "s");
      int shown = 0;
      for (int j = i; j < b->nrecords && sb.len < 1500; j++) {
        const rel_record *q = &b->records[j];
        if (strcmp(q->stream, r->stream)) continue;
        sb_puts(&sb, " \"");
        for (size_t k = 0; k < q->len && k < 200; k++) {
          unsigned char c = (unsigned char)q->data[k];
          if (c == '"' || c == '\\') sb_printf(&sb, "\\%c", c);
          else if (c < 0x20 || c >= 0x7f) sb_printf(&sb, "\\x%02x", c);
          else sb_putc(&sb, (char)c);
        }
        sb_puts(&sb, q->len > 200 ? "...\"" : "\"");
        shown++;
      }
      if (shown < count) sb_printf(&sb, " ... (%d more)", count - shown);
    }
  }
  return copy_out(&sb, buf, n);
}

/* Bytes as a JSON string: byte b becomes code point U+00bb, encoded in UTF-8. */
static json_t *bytes_json(const char *data, size_t len) {
  strbuf sb = STRBUF_INIT;
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)data[i];
    if (c < 0x80) {
      sb_putc(&sb, (char)c);
    } else {
      sb_putc(&sb, (char)(0xC0 | (c >> 6)));
      sb_putc(&sb, (char)(0x80 | (c & 0x3F)));
    }
  }
  json_t *j = json_stringn(sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return j;
}

json_t *rel_value_json(const rel_value *v) {
  char buf[64];
  json_t *j = json_object();
  switch (v->kind) {
  case REL_V_VOID: json_object_set_new(j, "type", json_string("void")); break;
  case REL_V_INT:
    json_object_set_new(j, "type", json_string("int"));
    json_object_set_new(j, "width", json_integer(v->width));
    json_object_set_new(j, "signed", json_boolean(v->is_signed));
    json_object_set_new(j, "value", json_string(rel_value_text(v, buf, sizeof buf)));
    break;
  case REL_V_FLOAT:
    json_object_set_new(j, "type", json_string("float"));
    json_object_set_new(j, "width", json_integer(v->width));
    json_object_set_new(j, "value", json_string(rel_value_text(v, buf, sizeof buf)));
    snprintf(buf, sizeof buf, "0x%0*" PRIx64, v->width / 4, v->bits);
    json_object_set_new(j, "bits", json_string(buf));
    break;
  case REL_V_BOOL:
    json_object_set_new(j, "type", json_string("bool"));
    json_object_set_new(j, "value", json_boolean(v->bits != 0));
    break;
  case REL_V_OPAQUE:
    json_object_set_new(j, "type", json_string("opaque"));
    json_object_set_new(j, "value", bytes_json(v->text, strlen(v->text)));
    break;
  case REL_V_BYTES:
    json_object_set_new(j, "type", json_string("bytes"));
    json_object_set_new(j, "value", bytes_json(v->text, v->len));
    break;
  case REL_V_AGG: {
    json_object_set_new(j, "type", json_string("agg"));
    json_t *items = json_array();
    for (int i = 0; i < v->n; i++) json_array_append_new(items, rel_value_json(&v->items[i]));
    json_object_set_new(j, "items", items);
    break;
  }
  }
  return j;
}

json_t *rel_behaviour_json(const rel_behaviour *b) {
  static const char *const okinds[] = {"returned", "exited", "panicked", "abended"};
  json_t *j = json_object();
  if (b->wrong) {
    json_object_set_new(j, "result", json_string("wrong"));
    json_object_set_new(j, "kind", json_string(rel_wrong_name(b->wkind)));
    json_object_set_new(j, "reason", bytes_json(b->reason, strlen(b->reason)));
    json_object_set_new(j, "loc", bytes_json(b->loc, strlen(b->loc)));
    return j;
  }
  json_object_set_new(j, "result", json_string("outcome"));
  json_object_set_new(j, "kind", json_string(okinds[b->okind]));
  switch (b->okind) {
  case REL_O_RETURNED: json_object_set_new(j, "value", rel_value_json(&b->value)); break;
  case REL_O_EXITED:
  case REL_O_ABENDED: json_object_set_new(j, "code", json_integer(b->code)); break;
  case REL_O_PANICKED: json_object_set_new(j, "message", bytes_json(b->message, strlen(b->message))); break;
  }
  json_t *out = json_array();
  for (int i = 0; i < b->nrecords; i++) {
    json_t *r = json_object();
    json_object_set_new(r, "stream", bytes_json(b->records[i].stream, strlen(b->records[i].stream)));
    json_object_set_new(r, "text", bytes_json(b->records[i].data, b->records[i].len));
    json_array_append_new(out, r);
  }
  json_object_set_new(j, "output", out);
  return j;
}
