/* ts_val.c — ECMAScript values on the run's heap: UTF-16 strings, objects with properties in
 * insertion order, arrays, and the abstract operations on them (ECMA-262 §7.1 conversions, §7.2
 * equality) that the interpreter and the library share. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "lang/ts/ts_big.h"
#include "lang/ts/ts_num.h"
#include "lang/ts/ts_rt.h"

ts_val ts_undef(void) { return (ts_val){TV_UNDEF, 0, 0, NULL, NULL, NULL}; }
ts_val ts_null(void) { return (ts_val){TV_NULL, 0, 0, NULL, NULL, NULL}; }
ts_val ts_bool(int b) { return (ts_val){TV_BOOL, !!b, 0, NULL, NULL, NULL}; }
ts_val ts_num(double n) { return (ts_val){TV_NUM, 0, n, NULL, NULL, NULL}; }
ts_val ts_strv(const ts_str *s) { return (ts_val){TV_STR, 0, 0, s, NULL, NULL}; }
ts_val ts_objv(ts_obj *o) { return (ts_val){TV_OBJ, 0, 0, NULL, o, NULL}; }

ts_str *ts_str_new(ts_rt *r, const uint16_t *u, size_t n) {
  ts_str *s = arena_alloc(r->a, sizeof *s + (n + 1) * sizeof(uint16_t));
  s->n = n;
  if (n) memcpy(s->u, u, n * sizeof(uint16_t));
  return s;
}

ts_str *ts_str_ascii(ts_rt *r, const char *c) {
  size_t n = strlen(c);
  ts_str *s = arena_alloc(r->a, sizeof *s + (n + 1) * sizeof(uint16_t));
  s->n = n;
  for (size_t i = 0; i < n; i++) s->u[i] = (unsigned char)c[i];
  return s;
}

ts_str *ts_str_cat(ts_rt *r, const ts_str *a, const ts_str *b) {
  ts_str *s = arena_alloc(r->a, sizeof *s + (a->n + b->n + 1) * sizeof(uint16_t));
  s->n = a->n + b->n;
  if (a->n) memcpy(s->u, a->u, a->n * sizeof(uint16_t));
  if (b->n) memcpy(s->u + a->n, b->u, b->n * sizeof(uint16_t));
  return s;
}

int ts_str_eq(const ts_str *a, const ts_str *b) {
  return a->n == b->n && (a->n == 0 || !memcmp(a->u, b->u, a->n * sizeof(uint16_t)));
}

int ts_str_is(const ts_str *a, const char *c) {
  size_t n = strlen(c);
  if (a->n != n) return 0;
  for (size_t i = 0; i < n; i++)
    if (a->u[i] != (unsigned char)c[i]) return 0;
  return 1;
}

/* §7.2.13 IsLessThan on strings: by code units. */
int ts_str_cmp(const ts_str *a, const ts_str *b) {
  size_t n = a->n < b->n ? a->n : b->n;
  for (size_t i = 0; i < n; i++)
    if (a->u[i] != b->u[i]) return a->u[i] < b->u[i] ? -1 : 1;
  return a->n < b->n ? -1 : a->n > b->n;
}

void ts_utf8_put(uint32_t c, strbuf *sb) {
  char b[4];
  if (c < 0x80) {
    sb_putc(sb, (char)c);
  } else if (c < 0x800) {
    b[0] = (char)(0xc0 | (c >> 6));
    b[1] = (char)(0x80 | (c & 0x3f));
    sb_append(sb, b, 2);
  } else if (c < 0x10000) {
    b[0] = (char)(0xe0 | (c >> 12));
    b[1] = (char)(0x80 | ((c >> 6) & 0x3f));
    b[2] = (char)(0x80 | (c & 0x3f));
    sb_append(sb, b, 3);
  } else {
    b[0] = (char)(0xf0 | (c >> 18));
    b[1] = (char)(0x80 | ((c >> 12) & 0x3f));
    b[2] = (char)(0x80 | ((c >> 6) & 0x3f));
    b[3] = (char)(0x80 | (c & 0x3f));
    sb_append(sb, b, 4);
  }
}

void ts_str_utf8(const ts_str *s, strbuf *sb) {
  for (size_t i = 0; i < s->n; i++) {
    uint32_t c = s->u[i];
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s->n && s->u[i + 1] >= 0xdc00 && s->u[i + 1] <= 0xdfff) {
      c = 0x10000 + ((c - 0xd800) << 10) + (s->u[i + 1] - 0xdc00u);
      i++;
    }
    ts_utf8_put(c, sb);
  }
}

ts_obj *ts_obj_new(ts_rt *r, ts_okind k, ts_obj *proto) {
  ts_obj *o = arena_alloc(r->a, sizeof *o);
  o->k = k;
  o->proto = proto;
  return o;
}

ts_obj *ts_array_new(ts_rt *r, size_t n) {
  ts_obj *o = ts_obj_new(r, TO_ARRAY, r->object_proto);
  o->cap = n < 4 ? 4 : n;
  o->items = arena_alloc(r->a, o->cap * sizeof *o->items);
  o->len = n;
  for (size_t i = 0; i < n; i++) o->items[i] = ts_undef();
  return o;
}

/* Grows an array's (or Map's) storage to hold at least n items. */
static void reserve(ts_rt *r, ts_obj *a, size_t n) {
  if (n <= a->cap) return;
  size_t cap = a->cap ? a->cap : 4;
  while (cap < n) cap *= 2;
  ts_val *it = arena_alloc(r->a, cap * sizeof *it);
  if (a->len) memcpy(it, a->items, a->len * sizeof *it);
  a->items = it;
  if (a->k == TO_MAP) {
    ts_val *vs = arena_alloc(r->a, cap * sizeof *vs);
    if (a->len) memcpy(vs, a->vals, a->len * sizeof *vs);
    a->vals = vs;
  }
  a->cap = cap;
}

void ts_array_push(ts_rt *r, ts_obj *a, ts_val v) {
  reserve(r, a, a->len + 1);
  a->items[a->len++] = v;
}

ts_prop *ts_own_prop(ts_obj *o, const ts_str *key) {
  for (int i = 0; i < o->nprops; i++)
    if (ts_str_eq(o->props[i].key, key)) return &o->props[i];
  return NULL;
}

void ts_set_own(ts_rt *r, ts_obj *o, const ts_str *key, ts_val v) {
  ts_prop *p = ts_own_prop(o, key);
  if (!p) {
    if (o->nprops == o->capprops) {
      int cap = o->capprops ? o->capprops * 2 : 4;
      ts_prop *np = arena_alloc(r->a, (size_t)cap * sizeof *np);
      if (o->nprops) memcpy(np, o->props, (size_t)o->nprops * sizeof *np);
      o->props = np;
      o->capprops = cap;
    }
    p = &o->props[o->nprops++];
    p->key = key;
    p->get = p->set = NULL;
  }
  p->v = v;
}

/* §7.1.2 ToBoolean */
int ts_truthy(ts_val v) {
  switch (v.t) {
  case TV_UNDEF:
  case TV_NULL: return 0;
  case TV_BOOL: return v.b;
  case TV_NUM: return !(v.n == 0 || isnan(v.n));
  case TV_STR: return v.s->n != 0;
  case TV_OBJ: return 1;
  case TV_BIG: return !ts_big_is_zero(v.z);
  }
  return 0;
}

/* §7.1.4 ToNumber of a primitive (objects are the caller's: their conversion runs code). */
double ts_to_number(ts_val v) {
  switch (v.t) {
  case TV_UNDEF: return NAN;
  case TV_NULL: return 0;
  case TV_BOOL: return v.b;
  case TV_NUM: return v.n;
  case TV_STR: return ts_str_to_num(v.s->u, v.s->n);
  case TV_OBJ: return NAN;
  case TV_BIG: return NAN; /* ToNumber throws (§7.1.4): the callers take BigInts first (ts_exec.c to_number) */
  }
  return NAN;
}

/* §7.1.17 ToString; an object through §7.1.1 ToPrimitive with hint string: an array joins its
 * elements (Array.prototype.toString), an object with a toString method calls it, any other
 * object is "[object Object]"; a function's source text is not modelled. */
ts_comp ts_to_string(ts_rt *r, ts_val v, const ts_str **out, const ts_node *at) {
  char buf[40];
  switch (v.t) {
  case TV_UNDEF: *out = ts_str_ascii(r, "undefined"); return C_NORMAL;
  case TV_NULL: *out = ts_str_ascii(r, "null"); return C_NORMAL;
  case TV_BOOL: *out = ts_str_ascii(r, v.b ? "true" : "false"); return C_NORMAL;
  case TV_NUM: *out = ts_str_ascii(r, ts_num_str(v.n, buf)); return C_NORMAL;
  case TV_STR: *out = v.s; return C_NORMAL;
  case TV_BIG: *out = ts_big_str(r, v.z, 10); return C_NORMAL;
  case TV_OBJ: break;
  }
  ts_obj *o = v.o;
  if (o->k == TO_ARRAY) {
    if (++r->depth > 400) {
      r->depth--;
      return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "nesting of array conversions above 400");
    }
    const ts_str *acc = ts_str_ascii(r, "");
    const ts_str *comma = ts_str_ascii(r, ",");
    for (size_t i = 0; i < o->len; i++) {
      if (i) acc = ts_str_cat(r, acc, comma);
      ts_val e = o->items[i];
      if (e.t == TV_UNDEF || e.t == TV_NULL) continue;
      const ts_str *es;
      ts_comp c = ts_to_string(r, e, &es, at);
      if (c != C_NORMAL) {
        r->depth--;
        return c;
      }
      acc = ts_str_cat(r, acc, es);
    }
    r->depth--;
    *out = acc;
    return C_NORMAL;
  }
  if (o->k == TO_FUNC || o->k == TO_CLASS || o->k == TO_BUILTIN)
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "a function converted to a string (its source text)");
  if (o->k == TO_MAP || o->k == TO_SET) {
    *out = ts_str_ascii(r, o->k == TO_MAP ? "[object Map]" : "[object Set]");
    return C_NORMAL;
  }
  if (o->k == TO_ITER) { /* Object.prototype.toString with the iterator's @@toStringTag */
    *out = ts_str_cat(r, ts_str_cat(r, ts_str_ascii(r, "[object "), ts_str_ascii(r, o->name)), ts_str_ascii(r, "]"));
    return C_NORMAL;
  }
  ts_val m;
  ts_comp c = ts_get(r, v, ts_str_ascii(r, "toString"), &m, at);
  if (c != C_NORMAL) return c;
  if (m.t == TV_OBJ && (m.o->k == TO_FUNC || m.o->k == TO_BUILTIN)) {
    ts_val res;
    c = ts_call(r, m, v, NULL, 0, &res, at);
    if (c != C_NORMAL) return c;
    if (res.t == TV_OBJ) return ts_throw_error(r, r->type_error_cls, "Cannot convert object to primitive value");
    return ts_to_string(r, res, out, at);
  }
  *out = ts_str_ascii(r, "[object Object]");
  return C_NORMAL;
}

/* §7.2.11 SameValueZero (Map keys, Set members, includes) */
int ts_same_value_zero(ts_val a, ts_val b) {
  if (a.t == TV_NUM && b.t == TV_NUM) return ts_r_same_value_zero(&ts_ndom_double, ts_nv_of(a.n), ts_nv_of(b.n)) != 0;
  return ts_strict_eq(a, b);
}

/* §7.2.16 IsStrictlyEqual */
int ts_strict_eq(ts_val a, ts_val b) {
  if (a.t != b.t) return 0;
  switch (a.t) {
  case TV_UNDEF:
  case TV_NULL: return 1;
  case TV_BOOL: return a.b == b.b;
  case TV_NUM: return a.n == b.n;
  case TV_STR: return ts_str_eq(a.s, b.s);
  case TV_OBJ: return a.o == b.o;
  case TV_BIG: return ts_big_cmp(a.z, b.z) == 0;
  }
  return 0;
}

ts_comp ts_wrong(ts_rt *r, rel_wkind k, const ts_node *n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  r->wkind = k;
  r->wreason = arena_strdup(r->a, buf);
  r->wloc = n ? arena_printf(r->a, "%s:%d:%d", r->p->path, n->line, n->col) : "?";
  return C_WRONG;
}

ts_comp ts_throw_error(ts_rt *r, ts_obj *cls, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  ts_obj *e = ts_obj_new(r, TO_PLAIN, cls->protoobj);
  e->klass = cls;
  ts_set_own(r, e, ts_str_ascii(r, "message"), ts_strv(ts_str_ascii(r, buf)));
  r->ret = ts_objv(e);
  return C_THROW;
}
