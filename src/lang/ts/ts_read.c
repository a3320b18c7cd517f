/* ts_read.c — reads the TypeScript front end's JSON AST (docs/ts-ast.md, version 1) into ts_node
 * trees. Trusts nothing: every member is checked for presence and JSON type, kinds and operators
 * against the X-macro lists, nesting against a depth bound, and the first problem is one located
 * error (the enclosing node's source place, and the member's JSON path). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "lang/ts/ts_ir.h"

/* Deeper nesting than this is refused: the interpreter recurses over the tree as the reader does. */
enum { MAX_DEPTH = 300 };

static const char *const kind_names[] = {
#define X(id, s) s,
  TS_NODE_KINDS(X)
#undef X
};
static const char *const op_names[] = {
#define X(id, s) s,
  TS_OPS(X)
#undef X
};

const char *ts_kind_name(ts_kind k) { return (unsigned)k < TS_NKINDS ? kind_names[k] : "?"; }
const char *ts_op_name(ts_op op) { return (unsigned)op < TS_NOPS ? op_names[op] : "?"; }

typedef struct reader {
  ts_program *p;
  diag_ctx *d;
  int failed;
  int depth;
  int line, col;  /* the innermost node's place read so far */
  char path[512]; /* JSON path of the member being read */
} reader;

static void bad(reader *r, const char *fmt, const char *what) {
  if (r->failed) return;
  r->failed = 1;
  char msg[256];
  snprintf(msg, sizeof msg, fmt, what);
  eq_loc l = {r->p->file, r->line > 0 ? r->line : 1, r->col > 0 ? r->col : 1};
  diag_error(r->d, l, "ast", "malformed AST at %s: %s", r->path[0] ? r->path : "/", msg);
}

/* Path bookkeeping: push appends "/seg", pop restores the old length. */
static size_t push(reader *r, const char *seg) {
  size_t n = strlen(r->path);
  snprintf(r->path + n, sizeof r->path - n, "/%s", seg);
  return n;
}
static size_t pushi(reader *r, size_t i) {
  char b[32];
  snprintf(b, sizeof b, "%zu", i);
  return push(r, b);
}
static void pop(reader *r, size_t n) { r->path[n] = 0; }

static json_t *member(reader *r, json_t *o, const char *key, int required) {
  json_t *v = json_object_get(o, key);
  if (!v && required) {
    size_t n = push(r, key);
    bad(r, "%s is missing", key);
    pop(r, n);
  }
  return v;
}

static const char *str_member(reader *r, json_t *o, const char *key, int required) {
  json_t *v = member(r, o, key, required);
  if (!v) return NULL;
  if (!json_is_string(v)) {
    size_t n = push(r, key);
    bad(r, "%s is not a string", key);
    pop(r, n);
    return NULL;
  }
  return intern_n(r->p->names, json_string_value(v), json_string_length(v));
}

static int bool_member(reader *r, json_t *o, const char *key) {
  json_t *v = json_object_get(o, key);
  if (!v) return 0;
  if (!json_is_boolean(v)) {
    size_t n = push(r, key);
    bad(r, "%s is not a boolean", key);
    pop(r, n);
    return 0;
  }
  return json_is_true(v);
}

/* UTF-8 (as jansson checked it) to UTF-16 code units. */
static void utf8_to_u16(reader *r, const char *s, size_t n, const uint16_t **out, size_t *outn) {
  uint16_t *u = arena_alloc(r->p->a, (n + 1) * sizeof *u);
  size_t k = 0;
  for (size_t i = 0; i < n;) {
    unsigned char c = (unsigned char)s[i];
    uint32_t cp;
    int len = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    if (i + (size_t)len > n) len = (int)(n - i);
    cp = len == 1 ? c : len == 2 ? c & 0x1fu : len == 3 ? c & 0x0fu : c & 0x07u;
    for (int j = 1; j < len; j++) cp = (cp << 6) | ((unsigned char)s[i + (size_t)j] & 0x3fu);
    i += (size_t)len;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      u[k++] = (uint16_t)(0xd800 + (cp >> 10));
      u[k++] = (uint16_t)(0xdc00 + (cp & 0x3ff));
    } else {
      u[k++] = (uint16_t)cp;
    }
  }
  *out = u;
  *outn = k;
}

/* A string value {"v": text} or {"u16": [units]} (the "str" definition of the schema). */
static void read_strval(reader *r, json_t *o, const uint16_t **s, size_t *n) {
  json_t *v = json_object_get(o, "v"), *u = json_object_get(o, "u16");
  *s = NULL;
  *n = 0;
  if (json_is_string(v)) {
    utf8_to_u16(r, json_string_value(v), json_string_length(v), s, n);
  } else if (json_is_array(u)) {
    size_t len = json_array_size(u);
    uint16_t *units = arena_alloc(r->p->a, (len + 1) * sizeof *units);
    for (size_t i = 0; i < len; i++) {
      json_t *x = json_array_get(u, i);
      if (!json_is_integer(x) || json_integer_value(x) < 0 || json_integer_value(x) > 0xffff) {
        size_t m = push(r, "u16");
        bad(r, "%s holds a value that is not a UTF-16 code unit", "u16");
        pop(r, m);
        return;
      }
      units[i] = (uint16_t)json_integer_value(x);
    }
    *s = units;
    *n = len;
  } else {
    bad(r, "a string value needs %s", "v (a string) or u16 (code units)");
  }
}

static const ts_type *read_type(reader *r, json_t *t);

static const ts_type *type_member(reader *r, json_t *o, const char *key, int required) {
  json_t *v = member(r, o, key, required);
  if (!v) return NULL;
  size_t n = push(r, key);
  const ts_type *t = read_type(r, v);
  pop(r, n);
  return t;
}

static const ts_type *read_type(reader *r, json_t *t) {
  static const struct { const char *s; ts_tkind k; } kinds[] = {
    {"number", TT_NUMBER}, {"string", TT_STRING}, {"boolean", TT_BOOLEAN}, {"bigint", TT_BIGINT},
    {"undefined", TT_UNDEFINED}, {"null", TT_NULL}, {"void", TT_VOID}, {"array", TT_ARRAY},
    {"tuple", TT_TUPLE}, {"union", TT_UNION}, {"other", TT_OTHER}};
  ts_type *ty = arena_alloc(r->p->a, sizeof *ty);
  ty->k = TT_OTHER;
  if (!json_is_object(t)) {
    bad(r, "%s", "a type is not an object");
    return ty;
  }
  if (++r->depth > MAX_DEPTH) {
    bad(r, "nesting deeper than %s", "300");
    r->depth--;
    return ty;
  }
  const char *k = str_member(r, t, "k", 1);
  size_t i = 0;
  for (; k && i < sizeof kinds / sizeof kinds[0]; i++)
    if (!strcmp(k, kinds[i].s)) break;
  if (!k || i == sizeof kinds / sizeof kinds[0]) {
    if (k) bad(r, "unknown type kind '%s'", k);
  } else {
    ty->k = kinds[i].k;
  }
  json_t *of = json_object_get(t, "of"), *items = json_object_get(t, "items");
  if (ty->k == TT_ARRAY) {
    ty->of = type_member(r, t, "of", 1);
  } else if (ty->k == TT_TUPLE || ty->k == TT_UNION) {
    json_t *list = ty->k == TT_TUPLE ? items : of;
    const char *key = ty->k == TT_TUPLE ? "items" : "of";
    if (!json_is_array(list)) {
      bad(r, "%s is not an array", key);
    } else {
      size_t m = push(r, key);
      ty->n = (int)json_array_size(list);
      ty->items = arena_alloc(r->p->a, ((size_t)ty->n + 1) * sizeof *ty->items);
      for (int j = 0; j < ty->n && !r->failed; j++) {
        size_t q = pushi(r, (size_t)j);
        ty->items[j] = read_type(r, json_array_get(list, (size_t)j));
        pop(r, q);
      }
      pop(r, m);
    }
  } else if (ty->k == TT_OTHER) {
    ty->text = str_member(r, t, "text", 1);
  }
  r->depth--;
  return ty;
}

static ts_node *read_node(reader *r, json_t *o);

/* A list member of nodes (missing: an empty list unless required). */
static ts_list list_member(reader *r, json_t *o, const char *key, int required) {
  ts_list l = {NULL, 0};
  json_t *v = member(r, o, key, required);
  if (!v) return l;
  size_t m = push(r, key);
  if (!json_is_array(v)) {
    bad(r, "%s is not an array", key);
  } else {
    l.n = (int)json_array_size(v);
    l.v = arena_alloc(r->p->a, ((size_t)l.n + 1) * sizeof *l.v);
    for (int i = 0; i < l.n && !r->failed; i++) {
      size_t q = pushi(r, (size_t)i);
      l.v[i] = read_node(r, json_array_get(v, (size_t)i));
      pop(r, q);
    }
  }
  pop(r, m);
  return l;
}

static ts_node *node_member(reader *r, json_t *o, const char *key, int required) {
  json_t *v = member(r, o, key, required);
  if (!v) return NULL;
  size_t m = push(r, key);
  ts_node *n = read_node(r, v);
  pop(r, m);
  return n;
}

static ts_op op_member(reader *r, json_t *o) {
  const char *s = str_member(r, o, "op", 1);
  if (!s) return TS_OP_NONE;
  for (int i = 1; i < TS_NOPS; i++)
    if (!strcmp(s, op_names[i])) return (ts_op)i;
  bad(r, "unknown operator '%s'", s);
  return TS_OP_NONE;
}

/* The parts of a node every function-like kind has: params, body or expression, return type. */
static void read_func(reader *r, json_t *o, ts_node *n) {
  n->name = str_member(r, o, "name", 0);
  if (bool_member(r, o, "async")) n->flags |= TS_F_ASYNC;
  if (bool_member(r, o, "arrow")) n->flags |= TS_F_ARROW;
  if (bool_member(r, o, "static")) n->flags |= TS_F_STATIC;
  if (bool_member(r, o, "exported")) n->flags |= TS_F_EXPORTED;
  if (bool_member(r, o, "overload")) n->flags |= TS_F_OVERLOAD;
  n->type = type_member(r, o, "ret", 0);
  json_t *ps = member(r, o, "params", 1);
  if (ps && !json_is_array(ps)) bad(r, "%s is not an array", "params");
  if (ps && json_is_array(ps)) {
    size_t m = push(r, "params");
    n->list.n = (int)json_array_size(ps);
    n->list.v = arena_alloc(r->p->a, ((size_t)n->list.n + 1) * sizeof *n->list.v);
    for (int i = 0; i < n->list.n && !r->failed; i++) {
      size_t q = pushi(r, (size_t)i);
      json_t *p = json_array_get(ps, (size_t)i);
      ts_node *pn = arena_alloc(r->p->a, sizeof *pn);
      pn->k = TS_PARAM;
      pn->line = n->line;
      pn->col = n->col;
      if (!json_is_object(p)) {
        bad(r, "%s", "a parameter is not an object");
      } else {
        pn->name = str_member(r, p, "name", 1);
        pn->type = type_member(r, p, "type", 1);
        pn->a = node_member(r, p, "init", 0);
      }
      n->list.v[i] = pn;
      pop(r, q);
    }
    pop(r, m);
  }
  if (json_object_get(o, "expr")) n->a = node_member(r, o, "expr", 1);
  else n->list2 = list_member(r, o, "body", 1);
}

static ts_kind kind_of(reader *r, const char *k) {
  for (int i = 0; i < TS_CASE; i++)
    if (!strcmp(k, kind_names[i])) return (ts_kind)i;
  bad(r, "unknown node kind '%s'", k);
  return TS_EMPTY;
}

static ts_node *read_node(reader *r, json_t *o) {
  ts_node *n = arena_alloc(r->p->a, sizeof *n);
  n->k = TS_EMPTY;
  if (r->failed) return n;
  if (!json_is_object(o)) {
    bad(r, "%s", "a node is not an object");
    return n;
  }
  if (++r->depth > MAX_DEPTH) {
    bad(r, "nesting deeper than %s", "300");
    r->depth--;
    return n;
  }
  json_t *at = json_object_get(o, "at");
  if (!json_is_array(at) || json_array_size(at) != 2 || !json_is_integer(json_array_get(at, 0)) ||
      !json_is_integer(json_array_get(at, 1)) || json_integer_value(json_array_get(at, 0)) < 1 ||
      json_integer_value(json_array_get(at, 1)) < 1 || json_integer_value(json_array_get(at, 0)) > 10000000 ||
      json_integer_value(json_array_get(at, 1)) > 10000000) {
    bad(r, "%s", "at is not [line, col] (two integers from 1)");
    r->depth--;
    return n;
  }
  n->line = r->line = (int)json_integer_value(json_array_get(at, 0));
  n->col = r->col = (int)json_integer_value(json_array_get(at, 1));
  const char *k = str_member(r, o, "k", 1);
  if (!k) {
    r->depth--;
    return n;
  }
  n->k = kind_of(r, k);
  if (json_object_get(o, "type") && n->k != TS_VAR) n->etype = type_member(r, o, "type", 1);
  switch (n->k) {
  case TS_VAR: {
    const char *decl = str_member(r, o, "decl", 1);
    if (decl && strcmp(decl, "let") && strcmp(decl, "const")) bad(r, "decl '%s' is not let or const", decl);
    if (decl && !strcmp(decl, "const")) n->flags |= TS_F_CONST;
    n->name = str_member(r, o, "name", 1);
    n->type = type_member(r, o, "type", 1);
    n->a = node_member(r, o, "init", 0);
    break;
  }
  case TS_VARS:
    n->list = list_member(r, o, "list", 1);
    for (int i = 0; i < n->list.n && !r->failed; i++)
      if (n->list.v[i]->k != TS_VAR) bad(r, "%s holds a node that is not a var", "list");
    break;
  case TS_FUNC:
  case TS_FN:
    read_func(r, o, n);
    if (n->k == TS_FUNC && !n->name) bad(r, "%s", "a func without a name");
    break;
  case TS_METHOD: {
    read_func(r, o, n);
    const char *mk = str_member(r, o, "kind", 1);
    if (mk) {
      if (!strcmp(mk, "ctor")) n->mkind = TS_M_CTOR;
      else if (!strcmp(mk, "method")) n->mkind = TS_M_METHOD;
      else if (!strcmp(mk, "get")) n->mkind = TS_M_GET;
      else if (!strcmp(mk, "set")) n->mkind = TS_M_SET;
      else bad(r, "unknown method kind '%s'", mk);
    }
    if (n->mkind != TS_M_CTOR && !n->name) bad(r, "%s", "a method without a name");
    break;
  }
  case TS_FIELD:
    n->mkind = TS_M_FIELD;
    n->name = str_member(r, o, "name", 1);
    if (bool_member(r, o, "static")) n->flags |= TS_F_STATIC;
    n->a = node_member(r, o, "init", 0);
    break;
  case TS_CLASS:
    n->name = str_member(r, o, "name", 1);
    if (bool_member(r, o, "exported")) n->flags |= TS_F_EXPORTED;
    n->a = node_member(r, o, "extends", 0);
    n->list = list_member(r, o, "members", 1);
    for (int i = 0; i < n->list.n && !r->failed; i++)
      if (n->list.v[i]->k != TS_METHOD && n->list.v[i]->k != TS_FIELD)
        bad(r, "%s holds a node that is not a method or field", "members");
    break;
  case TS_EXPR:
  case TS_THROW:
  case TS_SPREAD:
  case TS_AWAIT:
    n->a = node_member(r, o, "expr", 1);
    break;
  case TS_IF:
    n->a = node_member(r, o, "cond", 1);
    n->list = list_member(r, o, "then", 1);
    n->list2 = list_member(r, o, "else", 0);
    break;
  case TS_WHILE:
  case TS_DO:
    n->a = node_member(r, o, "cond", 1);
    n->list = list_member(r, o, "body", 1);
    break;
  case TS_FOR:
    n->list = list_member(r, o, "init", 1);
    n->a = node_member(r, o, "cond", 0);
    n->b = node_member(r, o, "update", 0);
    n->list2 = list_member(r, o, "body", 1);
    break;
  case TS_FOROF: {
    const char *decl = str_member(r, o, "decl", 1);
    if (decl && !strcmp(decl, "const")) n->flags |= TS_F_CONST;
    n->name = str_member(r, o, "name", 1);
    n->a = node_member(r, o, "iter", 1);
    n->list = list_member(r, o, "body", 1);
    break;
  }
  case TS_BLOCK:
    n->list = list_member(r, o, "body", 1);
    break;
  case TS_RETURN:
    n->a = node_member(r, o, "expr", 0);
    break;
  case TS_BREAK:
  case TS_CONTINUE:
    n->name = str_member(r, o, "label", 0);
    break;
  case TS_TRY:
    n->list = list_member(r, o, "body", 1);
    n->name = str_member(r, o, "param", 0);
    n->has_handler = json_object_get(o, "handler") != NULL;
    n->list2 = list_member(r, o, "handler", 0);
    n->has_finally = json_object_get(o, "finally") != NULL;
    n->list3 = list_member(r, o, "finally", 0);
    if (!n->has_handler && !n->has_finally) bad(r, "%s", "a try without handler or finally");
    break;
  case TS_SWITCH: {
    n->a = node_member(r, o, "disc", 1);
    json_t *cs = member(r, o, "cases", 1);
    if (cs && !json_is_array(cs)) bad(r, "%s is not an array", "cases");
    if (cs && json_is_array(cs)) {
      size_t m = push(r, "cases");
      n->list.n = (int)json_array_size(cs);
      n->list.v = arena_alloc(r->p->a, ((size_t)n->list.n + 1) * sizeof *n->list.v);
      for (int i = 0; i < n->list.n && !r->failed; i++) {
        size_t q = pushi(r, (size_t)i);
        json_t *c = json_array_get(cs, (size_t)i);
        ts_node *cn = arena_alloc(r->p->a, sizeof *cn);
        cn->k = TS_CASE;
        cn->line = n->line;
        cn->col = n->col;
        if (!json_is_object(c)) bad(r, "%s", "a case is not an object");
        else {
          cn->a = node_member(r, c, "test", 0);
          cn->list = list_member(r, c, "body", 1);
        }
        n->list.v[i] = cn;
        pop(r, q);
      }
      pop(r, m);
    }
    break;
  }
  case TS_LABEL:
    n->name = str_member(r, o, "label", 1);
    n->list = list_member(r, o, "body", 1);
    break;
  case TS_EMPTY:
  case TS_NULL:
  case TS_UNDEF:
  case TS_THIS:
  case TS_SUPER:
    break;
  case TS_NUM: {
    const char *v = str_member(r, o, "v", 1);
    if (v) {
      /* ECMAScript's String(value) of a literal: decimal, exponent, Infinity, or NaN */
      char *end;
      errno = 0;
      double d = !strcmp(v, "Infinity") ? INFINITY : !strcmp(v, "NaN") ? NAN : strtod(v, &end);
      if (strcmp(v, "Infinity") && strcmp(v, "NaN") && (!*v || *end || v[0] == ' ' || strchr(v, 'x') ||
                                                       strchr(v, 'X') || strchr(v, 'n') || strchr(v, 'N')))
        bad(r, "num '%s' is not a number", v);
      n->num = d;
    }
    break;
  }
  case TS_BIGINT:
    n->text = str_member(r, o, "v", 1);
    break;
  case TS_STR:
    read_strval(r, o, &n->s, &n->slen);
    break;
  case TS_TMPL: {
    json_t *parts = member(r, o, "parts", 1);
    if (parts && !json_is_array(parts)) bad(r, "%s is not an array", "parts");
    if (parts && json_is_array(parts)) {
      size_t m = push(r, "parts");
      n->list.n = (int)json_array_size(parts);
      n->list.v = arena_alloc(r->p->a, ((size_t)n->list.n + 1) * sizeof *n->list.v);
      for (int i = 0; i < n->list.n && !r->failed; i++) {
        size_t q = pushi(r, (size_t)i);
        ts_node *sn = arena_alloc(r->p->a, sizeof *sn);
        sn->k = TS_STR;
        json_t *pj = json_array_get(parts, (size_t)i);
        if (!json_is_object(pj)) bad(r, "%s", "a template part is not an object");
        else read_strval(r, pj, &sn->s, &sn->slen);
        n->list.v[i] = sn;
        pop(r, q);
      }
      pop(r, m);
    }
    n->list2 = list_member(r, o, "exprs", 1);
    if (!r->failed && n->list.n != n->list2.n + 1) bad(r, "%s", "a template needs one part more than expressions");
    break;
  }
  case TS_BOOL: {
    json_t *v = member(r, o, "v", 1);
    if (v && !json_is_boolean(v)) bad(r, "%s is not a boolean", "v");
    n->num = json_is_true(v);
    break;
  }
  case TS_ID:
    n->name = str_member(r, o, "name", 1);
    break;
  case TS_ARR:
    n->list = list_member(r, o, "items", 1);
    break;
  case TS_OBJ: {
    json_t *ps = member(r, o, "props", 1);
    if (ps && !json_is_array(ps)) bad(r, "%s is not an array", "props");
    if (ps && json_is_array(ps)) {
      size_t m = push(r, "props");
      n->list.n = (int)json_array_size(ps);
      n->list.v = arena_alloc(r->p->a, ((size_t)n->list.n + 1) * sizeof *n->list.v);
      for (int i = 0; i < n->list.n && !r->failed; i++) {
        size_t q = pushi(r, (size_t)i);
        json_t *pj = json_array_get(ps, (size_t)i);
        ts_node *pn = arena_alloc(r->p->a, sizeof *pn);
        pn->k = TS_PROP;
        pn->line = n->line;
        pn->col = n->col;
        if (!json_is_object(pj)) {
          bad(r, "%s", "a property is not an object");
        } else if (json_object_get(pj, "spread")) {
          pn->k = TS_SPREAD;
          pn->a = node_member(r, pj, "spread", 1);
        } else {
          pn->name = str_member(r, pj, "name", 1);
          pn->a = node_member(r, pj, "value", 1);
        }
        n->list.v[i] = pn;
        pop(r, q);
      }
      pop(r, m);
    }
    break;
  }
  case TS_CALL:
  case TS_NEW:
    n->a = node_member(r, o, "callee", 1);
    n->list = list_member(r, o, "args", 1);
    if (bool_member(r, o, "optional")) n->flags |= TS_F_OPTIONAL;
    break;
  case TS_MEMBER:
    n->a = node_member(r, o, "obj", 1);
    n->name = str_member(r, o, "name", 1);
    if (bool_member(r, o, "optional")) n->flags |= TS_F_OPTIONAL;
    break;
  case TS_INDEX:
    n->a = node_member(r, o, "obj", 1);
    n->b = node_member(r, o, "idx", 1);
    if (bool_member(r, o, "optional")) n->flags |= TS_F_OPTIONAL;
    break;
  case TS_UNARY:
    n->op = op_member(r, o);
    n->a = node_member(r, o, "expr", 1);
    if (!r->failed && n->op != TS_OP_SUB && n->op != TS_OP_ADD && n->op != TS_OP_NOT && n->op != TS_OP_BNOT &&
        n->op != TS_OP_TYPEOF && n->op != TS_OP_VOID)
      bad(r, "operator '%s' is not unary", ts_op_name(n->op));
    break;
  case TS_UPDATE:
    n->op = op_member(r, o);
    if (bool_member(r, o, "prefix")) n->flags |= TS_F_PREFIX;
    n->a = node_member(r, o, "target", 1);
    if (!r->failed && n->op != TS_OP_INC && n->op != TS_OP_DEC) bad(r, "operator '%s' is not ++ or --", ts_op_name(n->op));
    break;
  case TS_COND:
    n->a = node_member(r, o, "cond", 1);
    n->b = node_member(r, o, "then", 1);
    n->c = node_member(r, o, "else", 1);
    break;
  case TS_ASSIGN:
    n->op = op_member(r, o);
    n->a = node_member(r, o, "target", 1);
    n->b = node_member(r, o, "value", 1);
    if (!r->failed && !(n->op == TS_OP_SET || (n->op >= TS_OP_ADD && n->op <= TS_OP_BXOR) || n->op == TS_OP_AND ||
                        n->op == TS_OP_OR || n->op == TS_OP_NULLISH))
      bad(r, "operator '%s' is not an assignment's", ts_op_name(n->op));
    if (!r->failed && n->a->k != TS_ID && n->a->k != TS_MEMBER && n->a->k != TS_INDEX)
      bad(r, "%s", "an assignment's target is not a name, member or index");
    break;
  case TS_LOGIC:
  case TS_BIN:
    n->op = op_member(r, o);
    n->a = node_member(r, o, "left", 1);
    n->b = node_member(r, o, "right", 1);
    if (!r->failed && n->k == TS_LOGIC && n->op != TS_OP_AND && n->op != TS_OP_OR && n->op != TS_OP_NULLISH)
      bad(r, "operator '%s' is not && || ??", ts_op_name(n->op));
    if (!r->failed && n->k == TS_BIN && (n->op == TS_OP_NONE || n->op > TS_OP_COMMA))
      bad(r, "operator '%s' is not binary", ts_op_name(n->op));
    break;
  default:
    bad(r, "node kind '%s' out of place", k);
    break;
  }
  if (!r->failed && n->k == TS_UPDATE && n->a->k != TS_ID && n->a->k != TS_MEMBER && n->a->k != TS_INDEX)
    bad(r, "%s", "an update's target is not a name, member or index");
  r->depth--;
  return n;
}

ts_program *ts_read_ast(const char *text, size_t len, const char *path, diag_ctx *d) {
  ts_program *p = eq_calloc(1, sizeof *p);
  p->a = arena_new();
  p->names = intern_new();
  p->path = arena_strdup(p->a, path);
  p->file = diag_add_file(d, path, NULL, 0, NULL, EQ_NOLOC);
  json_error_t je;
  json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
  if (!root) {
    diag_error(d, ((eq_loc){p->file, 1, 1}), "ast", "the front end's JSON does not parse: %s at its line %d, column %d",
               je.text, je.line, je.column);
    ts_program_free(p);
    return NULL;
  }
  reader r = {p, d, 0, 0, 0, 0, ""};
  json_t *fmt = json_object_get(root, "format"), *ver = json_object_get(root, "version");
  if (!json_is_object(root) || !json_is_string(fmt) || strcmp(json_string_value(fmt), "equiv-ts-ast") ||
      !json_is_integer(ver) || json_integer_value(ver) != 1)
    bad(&r, "%s", "not an equiv-ts-ast document of version 1");
  else
    p->body = list_member(&r, root, "body", 1);
  json_decref(root);
  if (r.failed) {
    ts_program_free(p);
    return NULL;
  }
  return p;
}

void ts_program_free(ts_program *p) {
  if (!p) return;
  intern_free(p->names);
  arena_free(p->a);
  free(p);
}
