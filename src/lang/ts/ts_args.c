/* ts_args.c — the arguments of `equiv ts run --args`: ECMAScript literals (numbers with NaN,
 * Infinity and -0, strings in double quotes with JSON escapes and \uXXXX code units, true, false,
 * null, undefined, arrays), each checked against its parameter's declared type. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/ts/ts_big.h"
#include "lang/ts/ts_num.h"
#include "lang/ts/ts_rt.h"

typedef struct argp {
  ts_rt *r;
  const char *s;
  char *why;
  size_t whyn;
  int depth;
} argp;

static void ws(argp *p) {
  while (*p->s == ' ' || *p->s == '\t' || *p->s == '\n') p->s++;
}

static int fail(argp *p, const char *msg) {
  snprintf(p->why, p->whyn, "%s at '%.20s'", msg, p->s);
  return -1;
}

static int value(argp *p, ts_val *out);

static int hexval(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

static int string_lit(argp *p, ts_val *out) {
  p->s++;
  size_t cap = strlen(p->s) + 1, n = 0;
  uint16_t *u = arena_alloc(p->r->a, cap * sizeof *u);
  while (*p->s && *p->s != '"') {
    unsigned char c = (unsigned char)*p->s;
    if (c < 0x20) return fail(p, "a control character in a string");
    if (c == '\\') {
      p->s++;
      char e = *p->s++;
      switch (e) {
      case '"': u[n++] = '"'; break;
      case '\\': u[n++] = '\\'; break;
      case '/': u[n++] = '/'; break;
      case 'b': u[n++] = '\b'; break;
      case 'f': u[n++] = '\f'; break;
      case 'n': u[n++] = '\n'; break;
      case 'r': u[n++] = '\r'; break;
      case 't': u[n++] = '\t'; break;
      case 'u': {
        int v = 0;
        for (int i = 0; i < 4; i++) {
          int h = hexval(p->s[i]);
          if (h < 0) return fail(p, "a bad \\u escape");
          v = v * 16 + h;
        }
        p->s += 4;
        u[n++] = (uint16_t)v; /* a code unit: a lone surrogate is allowed */
        break;
      }
      default: p->s--; return fail(p, "a bad escape");
      }
      continue;
    }
    /* UTF-8 to UTF-16 */
    int len = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
    if (!len) return fail(p, "bad UTF-8");
    uint32_t cp = len == 1 ? c : len == 2 ? c & 0x1fu : len == 3 ? c & 0x0fu : c & 0x07u;
    for (int i = 1; i < len; i++) {
      unsigned char k = (unsigned char)p->s[i];
      if ((k & 0xc0) != 0x80) return fail(p, "bad UTF-8");
      cp = (cp << 6) | (k & 0x3fu);
    }
    p->s += len;
    if (cp >= 0x10000) {
      u[n++] = (uint16_t)(0xd800 + ((cp - 0x10000) >> 10));
      u[n++] = (uint16_t)(0xdc00 + ((cp - 0x10000) & 0x3ff));
    } else {
      u[n++] = (uint16_t)cp;
    }
  }
  if (*p->s != '"') return fail(p, "an unterminated string");
  p->s++;
  *out = ts_strv(ts_str_new(p->r, u, n));
  return 0;
}

static int word(argp *p, const char *w) {
  size_t n = strlen(w);
  if (strncmp(p->s, w, n)) return 0;
  char c = p->s[n];
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_') return 0;
  p->s += n;
  return 1;
}

static int value(argp *p, ts_val *out) {
  ws(p);
  if (++p->depth > 100) return fail(p, "nesting deeper than 100");
  int rc = 0;
  if (*p->s == '"') {
    rc = string_lit(p, out);
  } else if (*p->s == '[') {
    p->s++;
    ts_obj *a = ts_array_new(p->r, 0);
    ws(p);
    if (*p->s == ']') {
      p->s++;
    } else {
      for (;;) {
        ts_val v;
        if (value(p, &v) < 0) return -1;
        ts_array_push(p->r, a, v);
        ws(p);
        if (*p->s == ',') {
          p->s++;
          continue;
        }
        if (*p->s == ']') {
          p->s++;
          break;
        }
        return fail(p, "',' or ']' expected");
      }
    }
    *out = ts_objv(a);
  } else if (word(p, "true")) *out = ts_bool(1);
  else if (word(p, "false")) *out = ts_bool(0);
  else if (word(p, "null")) *out = ts_null();
  else if (word(p, "undefined")) *out = ts_undef();
  else if (word(p, "NaN")) *out = ts_num(NAN);
  else if (word(p, "Infinity")) *out = ts_num(INFINITY);
  else if (!strncmp(p->s, "-Infinity", 9)) {
    p->s += 9;
    *out = ts_num(-INFINITY);
  } else {
    /* a decimal literal, as StringToNumber reads it */
    const char *st = p->s;
    if (*p->s == '-' || *p->s == '+') p->s++;
    while ((*p->s >= '0' && *p->s <= '9') || *p->s == '.' || *p->s == 'e' || *p->s == 'E' ||
           ((*p->s == '-' || *p->s == '+') && (p->s[-1] == 'e' || p->s[-1] == 'E')))
      p->s++;
    size_t n = (size_t)(p->s - st);
    if (n == 0 || n > 400) return fail(p, "a value expected");
    if (*p->s == 'n') { /* a BigInt literal: an optional '-' and decimal digits, then 'n' */
      char dec[401];
      memcpy(dec, st, n);
      dec[n] = 0;
      const ts_big *z = ts_big_dec(p->r, dec);
      if (!z) return fail(p, "a BigInt literal of decimal digits expected");
      p->s++;
      *out = ts_bigv(z);
      p->depth--;
      return 0;
    }
    uint16_t u[400];
    for (size_t i = 0; i < n; i++) u[i] = (unsigned char)st[i];
    double d = ts_str_to_num(u, n);
    if (isnan(d)) {
      p->s = st;
      return fail(p, "not a number");
    }
    *out = ts_num(d);
  }
  p->depth--;
  return rc;
}

static const char *tname(ts_tkind k) {
  static const char *const names[] = {"number", "string", "boolean", "bigint", "undefined", "null", "void",
                                      "array", "tuple", "union", "object"};
  return names[k];
}

/* Whether v has type t (the declared type of a parameter, in its short form). */
static int fits(const ts_val v, const ts_type *t) {
  if (!t) return 0;
  switch (t->k) {
  case TT_NUMBER: return v.t == TV_NUM;
  case TT_STRING: return v.t == TV_STR;
  case TT_BOOLEAN: return v.t == TV_BOOL;
  case TT_BIGINT: return v.t == TV_BIG;
  case TT_UNDEFINED:
  case TT_VOID: return v.t == TV_UNDEF;
  case TT_NULL: return v.t == TV_NULL;
  case TT_ARRAY:
    if (v.t != TV_OBJ || v.o->k != TO_ARRAY) return 0;
    for (size_t i = 0; i < v.o->len; i++)
      if (!fits(v.o->items[i], t->of)) return 0;
    return 1;
  case TT_TUPLE:
    if (v.t != TV_OBJ || v.o->k != TO_ARRAY || v.o->len != (size_t)t->n) return 0;
    for (int i = 0; i < t->n; i++)
      if (!fits(v.o->items[i], t->items[i])) return 0;
    return 1;
  case TT_UNION:
    for (int i = 0; i < t->n; i++)
      if (fits(v, t->items[i])) return 1;
    return 0;
  default: return 0;
  }
}

int ts_parse_args(ts_rt *r, const ts_node *fn, const char *args, ts_val **out, int *nout, char *why, size_t whyn);

int ts_parse_args(ts_rt *r, const ts_node *fn, const char *args, ts_val **out, int *nout, char *why, size_t whyn) {
  argp p = {r, args ? args : "", why, whyn, 0};
  ts_obj *acc = ts_array_new(r, 0);
  ws(&p);
  while (*p.s) {
    ts_val v;
    if (value(&p, &v) < 0) return -1;
    ts_array_push(r, acc, v);
    ws(&p);
    if (*p.s == ',') {
      p.s++;
      ws(&p);
      if (!*p.s) return fail(&p, "a value expected after ','");
    } else if (*p.s) {
      return fail(&p, "',' expected");
    }
  }
  if ((int)acc->len > fn->list.n) {
    snprintf(why, whyn, "%zu arguments given, %s takes %d", acc->len, fn->name, fn->list.n);
    return -1;
  }
  for (int i = 0; i < fn->list.n; i++) {
    const ts_node *prm = fn->list.v[i];
    if ((size_t)i >= acc->len) {
      if (prm->a) continue; /* a default applies */
      snprintf(why, whyn, "%zu arguments given, %s takes %d", acc->len, fn->name, fn->list.n);
      return -1;
    }
    if (!fits(acc->items[i], prm->type)) {
      snprintf(why, whyn, "argument %d does not fit parameter '%s' of type %s%s%s", i + 1, prm->name,
               prm->type ? tname(prm->type->k) : "?", prm->type && prm->type->text ? " " : "",
               prm->type && prm->type->text ? prm->type->text : "");
      return -1;
    }
  }
  *out = acc->items;
  *nout = (int)acc->len;
  return 0;
}
