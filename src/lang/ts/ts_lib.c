/* ts_lib.c — the part of the ECMAScript library Equiv models (ECMA-262 2022 §19-§24): globals,
 * Math where IEEE 754 fixes the result, Number, String and Array methods over UTF-16 code units,
 * Map and Set in insertion order, the Error classes, console.log. What is not here goes wrong as
 * unsupported where it is used; it is never approximated. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "lang/ts/ts_big.h"
#include "lang/ts/ts_num.h"
#include "lang/ts/ts_rt.h"

/* The library's functions: X(id, name, receiver) — receiver G a global or namespace member, S a
 * string method, N number, B boolean, A array, M Map, T Set, E Error.prototype, I a Map or Set
 * iterator, Z BigInt. */
#define TS_BUILTINS(X)                                                                              \
  X(PARSE_INT, "parseInt", G) X(PARSE_FLOAT, "parseFloat", G) X(IS_NAN, "isNaN", G)                  \
  X(IS_FINITE, "isFinite", G) X(STRING, "String", G) X(NUMBER, "Number", G) X(BOOLEAN, "Boolean", G)  \
  X(LOG, "log", G) X(ERROR_LOG, "error", G)                                                         \
  X(M_ABS, "abs", G) X(M_FLOOR, "floor", G) X(M_CEIL, "ceil", G) X(M_ROUND, "round", G)              \
  X(M_TRUNC, "trunc", G) X(M_SIGN, "sign", G) X(M_SQRT, "sqrt", G) X(M_MIN, "min", G)                \
  X(M_MAX, "max", G) X(M_POW, "pow", G) X(M_FROUND, "fround", G) X(M_IMUL, "imul", G)                \
  X(M_CLZ32, "clz32", G)                                                                            \
  X(N_IS_INTEGER, "isInteger", G) X(N_IS_SAFE_INTEGER, "isSafeInteger", G) X(N_IS_FINITE, "isFinite", G) \
  X(N_IS_NAN, "isNaN", G) X(S_FROM_CHAR_CODE, "fromCharCode", G) X(S_FROM_CODE_POINT, "fromCodePoint", G) \
  X(A_IS_ARRAY, "isArray", G) X(A_FROM, "from", G) X(A_OF, "of", G)                                 \
  X(O_KEYS, "keys", G) X(O_VALUES, "values", G) X(O_ENTRIES, "entries", G) X(O_IS, "is", G)                          \
  X(CHAR_CODE_AT, "charCodeAt", S) X(CHAR_AT, "charAt", S) X(CODE_POINT_AT, "codePointAt", S)        \
  X(S_AT, "at", S) X(S_SLICE, "slice", S) X(SUBSTRING, "substring", S) X(S_INDEX_OF, "indexOf", S)  \
  X(S_LAST_INDEX_OF, "lastIndexOf", S) X(S_INCLUDES, "includes", S) X(STARTS_WITH, "startsWith", S)  \
  X(ENDS_WITH, "endsWith", S) X(TO_UPPER, "toUpperCase", S) X(TO_LOWER, "toLowerCase", S)            \
  X(TRIM, "trim", S) X(TRIM_START, "trimStart", S) X(TRIM_END, "trimEnd", S) X(SPLIT, "split", S)    \
  X(REPEAT, "repeat", S) X(PAD_START, "padStart", S) X(PAD_END, "padEnd", S) X(S_CONCAT, "concat", S) \
  X(REPLACE, "replace", S) X(REPLACE_ALL, "replaceAll", S) X(S_TO_STRING, "toString", S)            \
  X(N_TO_STRING, "toString", N) X(TO_FIXED, "toFixed", N) X(B_TO_STRING, "toString", B)             \
  X(PUSH, "push", A) X(POP, "pop", A) X(SHIFT, "shift", A) X(UNSHIFT, "unshift", A)                  \
  X(A_SLICE, "slice", A) X(SPLICE, "splice", A) X(A_CONCAT, "concat", A) X(JOIN, "join", A)          \
  X(A_INDEX_OF, "indexOf", A) X(A_LAST_INDEX_OF, "lastIndexOf", A) X(A_INCLUDES, "includes", A)      \
  X(REVERSE, "reverse", A) X(MAP, "map", A) X(FILTER, "filter", A) X(REDUCE, "reduce", A)            \
  X(FOR_EACH, "forEach", A) X(SOME, "some", A) X(EVERY, "every", A) X(FIND, "find", A)               \
  X(FIND_INDEX, "findIndex", A) X(SORT, "sort", A) X(FILL, "fill", A) X(A_AT, "at", A)               \
  X(A_TO_STRING, "toString", A)                                                                     \
  X(MAP_GET, "get", M) X(MAP_SET, "set", M) X(MAP_HAS, "has", M) X(MAP_DELETE, "delete", M)          \
  X(MAP_CLEAR, "clear", M) X(MAP_FOR_EACH, "forEach", M) X(MAP_KEYS, "keys", M)                      \
  X(MAP_VALUES, "values", M) X(MAP_ENTRIES, "entries", M)                                           \
  X(SET_ADD, "add", T) X(SET_HAS, "has", T) X(SET_DELETE, "delete", T) X(SET_CLEAR, "clear", T)      \
  X(SET_FOR_EACH, "forEach", T) X(SET_VALUES, "values", T) X(SET_KEYS, "keys", T)                    \
  X(SET_ENTRIES, "entries", T) X(E_TO_STRING, "toString", E) X(ITER_NEXT, "next", I)               \
  X(BIGINT, "BigInt", G) X(BI_AS_INT_N, "asIntN", G) X(BI_AS_UINT_N, "asUintN", G)                   \
  X(Z_TO_STRING, "toString", Z)

enum {
#define X(id, name, recv) B_##id,
  TS_BUILTINS(X)
#undef X
  B_COUNT
};
enum { RECV_G, RECV_S, RECV_N, RECV_B, RECV_A, RECV_M, RECV_T, RECV_E, RECV_I, RECV_Z };
static const struct {
  const char *name;
  int recv;
} builtins[] = {
#define X(id, name, recv) {name, RECV_##recv},
  TS_BUILTINS(X)
#undef X
};

/* Class markers of the library classes (ts_obj.bid of a TO_CLASS without a class node). */
enum { CLS_MAP = 1, CLS_SET, CLS_ERROR, CLS_ARRAY };

static ts_obj *builtin(ts_rt *r, int id, ts_val recv) {
  ts_obj *o = ts_obj_new(r, TO_BUILTIN, r->object_proto);
  o->bid = id;
  o->recv = recv;
  o->name = builtins[id].name;
  return o;
}

static const char *intern_name(ts_rt *r, const char *s) { return intern(r->p->names, s); }

static void global(ts_rt *r, const char *name, ts_val v) {
  ts_binding b = {intern_name(r, name), v, 1, 1};
  ts_env *g = r->global;
  if (g->n == g->cap) {
    int cap = g->cap ? g->cap * 2 : 32;
    ts_binding *nb = arena_alloc(r->a, (size_t)cap * sizeof *nb);
    if (g->n) memcpy(nb, g->b, (size_t)g->n * sizeof *nb);
    g->b = nb;
    g->cap = cap;
  }
  g->b[g->n++] = b;
}

void ts_lib_global(ts_rt *r, const char *name, ts_val v) { global(r, name, v); }

static void member(ts_rt *r, ts_obj *ns, const char *name, int id) {
  ts_set_own(r, ns, ts_str_ascii(r, name), ts_objv(builtin(r, id, ts_undef())));
}

static ts_obj *lib_class(ts_rt *r, const char *name, int marker, ts_obj *parent) {
  ts_obj *c = ts_obj_new(r, TO_CLASS, r->object_proto);
  c->name = name;
  c->bid = marker;
  c->parent = parent;
  c->protoobj = ts_obj_new(r, TO_PLAIN, parent ? parent->protoobj : r->object_proto);
  return c;
}

static ts_obj *error_class(ts_rt *r, const char *name, ts_obj *parent) {
  ts_obj *c = lib_class(r, name, CLS_ERROR, parent);
  c->builtin_error = 1;
  ts_set_own(r, c->protoobj, ts_str_ascii(r, "name"), ts_strv(ts_str_ascii(r, name)));
  if (!parent) {
    ts_set_own(r, c->protoobj, ts_str_ascii(r, "message"), ts_strv(ts_str_ascii(r, "")));
    member(r, c->protoobj, "toString", B_E_TO_STRING);
  }
  global(r, name, ts_objv(c));
  return c;
}

void ts_lib_init(ts_rt *r) {
  r->object_proto = ts_obj_new(r, TO_PLAIN, NULL);
  r->error_cls = error_class(r, "Error", NULL);
  r->type_error_cls = error_class(r, "TypeError", r->error_cls);
  r->range_error_cls = error_class(r, "RangeError", r->error_cls);
  r->reference_error_cls = error_class(r, "ReferenceError", r->error_cls);
  r->syntax_error_cls = error_class(r, "SyntaxError", r->error_cls);
  r->aggregate_error_cls = error_class(r, "AggregateError", r->error_cls);
  global(r, "NaN", ts_num(NAN));
  global(r, "Infinity", ts_num(INFINITY));
  static const int fns[] = {B_PARSE_INT, B_PARSE_FLOAT, B_IS_NAN, B_IS_FINITE, B_BOOLEAN};
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
    global(r, builtins[fns[i]].name, ts_objv(builtin(r, fns[i], ts_undef())));
  ts_obj *console = ts_obj_new(r, TO_PLAIN, r->object_proto);
  console->name = "console"; /* a namespace: a member not modelled is unsupported, not undefined */
  member(r, console, "log", B_LOG);
  member(r, console, "error", B_ERROR_LOG);
  global(r, "console", ts_objv(console));
  ts_obj *math = ts_obj_new(r, TO_PLAIN, r->object_proto);
  math->name = "Math";
  for (int id = B_M_ABS; id <= B_M_CLZ32; id++) member(r, math, builtins[id].name, id);
  ts_set_own(r, math, ts_str_ascii(r, "PI"), ts_num(3.141592653589793));
  ts_set_own(r, math, ts_str_ascii(r, "E"), ts_num(2.718281828459045));
  global(r, "Math", ts_objv(math));
  /* Number, String, Array: callable namespaces (a builtin with static members) */
  ts_obj *number = builtin(r, B_NUMBER, ts_undef());
  member(r, number, "isInteger", B_N_IS_INTEGER);
  member(r, number, "isSafeInteger", B_N_IS_SAFE_INTEGER);
  member(r, number, "isFinite", B_N_IS_FINITE);
  member(r, number, "isNaN", B_N_IS_NAN);
  member(r, number, "parseFloat", B_PARSE_FLOAT);
  member(r, number, "parseInt", B_PARSE_INT);
  ts_set_own(r, number, ts_str_ascii(r, "MAX_SAFE_INTEGER"), ts_num(9007199254740991.0));
  ts_set_own(r, number, ts_str_ascii(r, "MIN_SAFE_INTEGER"), ts_num(-9007199254740991.0));
  ts_set_own(r, number, ts_str_ascii(r, "EPSILON"), ts_num(2.220446049250313e-16));
  ts_set_own(r, number, ts_str_ascii(r, "MAX_VALUE"), ts_num(1.7976931348623157e308));
  ts_set_own(r, number, ts_str_ascii(r, "MIN_VALUE"), ts_num(5e-324));
  ts_set_own(r, number, ts_str_ascii(r, "POSITIVE_INFINITY"), ts_num(INFINITY));
  ts_set_own(r, number, ts_str_ascii(r, "NEGATIVE_INFINITY"), ts_num(-INFINITY));
  ts_set_own(r, number, ts_str_ascii(r, "NaN"), ts_num(NAN));
  global(r, "Number", ts_objv(number));
  ts_obj *string = builtin(r, B_STRING, ts_undef());
  member(r, string, "fromCharCode", B_S_FROM_CHAR_CODE);
  member(r, string, "fromCodePoint", B_S_FROM_CODE_POINT);
  global(r, "String", ts_objv(string));
  ts_obj *bigint = builtin(r, B_BIGINT, ts_undef());
  member(r, bigint, "asIntN", B_BI_AS_INT_N);
  member(r, bigint, "asUintN", B_BI_AS_UINT_N);
  global(r, "BigInt", ts_objv(bigint));
  ts_obj *array = lib_class(r, "Array", CLS_ARRAY, NULL);
  member(r, array, "isArray", B_A_IS_ARRAY);
  member(r, array, "from", B_A_FROM);
  member(r, array, "of", B_A_OF);
  global(r, "Array", ts_objv(array));
  ts_obj *object = ts_obj_new(r, TO_PLAIN, r->object_proto);
  object->name = "Object";
  member(r, object, "keys", B_O_KEYS);
  member(r, object, "values", B_O_VALUES);
  member(r, object, "entries", B_O_ENTRIES);
  member(r, object, "is", B_O_IS);
  global(r, "Object", ts_objv(object));
  global(r, "Map", ts_objv(lib_class(r, "Map", CLS_MAP, NULL)));
  global(r, "Set", ts_objv(lib_class(r, "Set", CLS_SET, NULL)));
}

int ts_lib_member(ts_rt *r, ts_val o, const ts_str *key, ts_val *out) {
  int recv;
  switch (o.t) {
  case TV_STR: recv = RECV_S; break;
  case TV_NUM: recv = RECV_N; break;
  case TV_BOOL: recv = RECV_B; break;
  case TV_BIG: recv = RECV_Z; break;
  case TV_OBJ:
    if (o.o->k == TO_ARRAY) recv = RECV_A;
    else if (o.o->k == TO_MAP) recv = RECV_M;
    else if (o.o->k == TO_SET) recv = RECV_T;
    else if (o.o->k == TO_ITER) recv = RECV_I;
    else return 0;
    break;
  default: return 0;
  }
  if (o.t == TV_OBJ && (o.o->k == TO_MAP || o.o->k == TO_SET) && ts_str_is(key, "size")) {
    *out = ts_num((double)o.o->len);
    return 1;
  }
  for (int id = 0; id < B_COUNT; id++)
    if (builtins[id].recv == recv && ts_str_is(key, builtins[id].name)) {
      *out = ts_objv(builtin(r, id, o));
      return 1;
    }
  return 0;
}

/* ---- helpers ---- */

static ts_val arg(const ts_val *args, int nargs, int i) { return i < nargs ? args[i] : ts_undef(); }

/* ToIntegerOrInfinity (§7.1.5) of a primitive argument. */
static double to_int(ts_val v) {
  double d = ts_to_number(v);
  if (isnan(d)) return 0;
  if (isinf(d)) return d;
  return trunc(d) + 0.0; /* -0 becomes +0 */
}

/* A relative index (slice, splice, at's start): negatives count from len (§23.1.3.25 step 4). */
static size_t rel_index(ts_val v, size_t len, size_t dflt) {
  if (v.t == TV_UNDEF) return dflt;
  double d = to_int(v);
  if (d < 0) {
    d += (double)len;
    return d < 0 ? 0 : (size_t)d;
  }
  return d > (double)len ? len : (size_t)d;
}

static int is_callable(ts_val v) {
  return v.t == TV_OBJ && (v.o->k == TO_FUNC || v.o->k == TO_BUILTIN);
}

static ts_comp not_callable(ts_rt *r, ts_val v) {
  (void)v;
  return ts_throw_error(r, r->type_error_cls, "%s is not a function", v.t == TV_UNDEF ? "undefined" : "value");
}

static ts_comp str_arg(ts_rt *r, const ts_val *args, int nargs, int i, const ts_str **s, const ts_node *at) {
  return ts_to_string(r, arg(args, nargs, i), s, at);
}

/* The first k >= from where s[k..] starts with t, or -1 (§6.1.4.1 StringIndexOf). */
static long str_index_of(const ts_str *s, const ts_str *t, size_t from) {
  if (t->n == 0) return from <= s->n ? (long)from : -1;
  for (size_t k = from; k + t->n <= s->n; k++)
    if (!memcmp(&s->u[k], t->u, t->n * sizeof(uint16_t))) return (long)k;
  return -1;
}

static int is_ws(uint16_t c) {
  return c == 9 || c == 10 || c == 11 || c == 12 || c == 13 || c == 32 || c == 0xa0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f ||
         c == 0x3000 || c == 0xfeff;
}

static ts_val substr(ts_rt *r, const ts_str *s, size_t from, size_t to) {
  if (to < from) to = from;
  return ts_strv(ts_str_new(r, &s->u[from], to - from));
}

/* A string of at most 2^29 code units (V8's limit is about 2^29; beyond it node throws
 * RangeError: Invalid string length, which Equiv does not claim to match). */
static ts_comp check_len(ts_rt *r, double n, const ts_node *at) {
  if (n > (double)(1 << 28)) return ts_wrong(r, REL_W_UNSUPPORTED, at, "a string longer than 2^28 code units");
  return C_NORMAL;
}

/* GetSubstitution (§22.1.3.19.1) for a string pattern (no captures): $$, $&, $` and $' are
 * replaced, every other '$' stays as it is. */
static const ts_str *substitution(ts_rt *r, const ts_str *rep, const ts_str *s, size_t pos, size_t mlen) {
  size_t cap = rep->n + 1;
  for (size_t i = 0; i + 1 < rep->n; i++)
    if (rep->u[i] == '$') cap += s->n;
  uint16_t *u = arena_alloc(r->a, cap * sizeof *u);
  size_t n = 0;
  for (size_t i = 0; i < rep->n; i++) {
    uint16_t ch = rep->u[i];
    uint16_t nx = i + 1 < rep->n ? rep->u[i + 1] : 0;
    if (ch == '$' && nx == '$') {
      u[n++] = '$';
      i++;
    } else if (ch == '$' && nx == '&') {
      memcpy(u + n, s->u + pos, mlen * 2);
      n += mlen;
      i++;
    } else if (ch == '$' && nx == '`') {
      memcpy(u + n, s->u, pos * 2);
      n += pos;
      i++;
    } else if (ch == '$' && nx == '\'') {
      memcpy(u + n, s->u + pos + mlen, (s->n - pos - mlen) * 2);
      n += s->n - pos - mlen;
      i++;
    } else {
      u[n++] = ch;
    }
  }
  return ts_str_new(r, u, n);
}

static ts_comp call_cb(ts_rt *r, ts_val cb, ts_val thisarg, ts_val a0, ts_val a1, ts_val a2, ts_val *out,
                       const ts_node *at) {
  ts_val a[3] = {a0, a1, a2};
  return ts_call(r, cb, thisarg, a, 3, out, at);
}

/* §23.1.3.30.2 SortCompare */
static ts_comp sort_cmp(ts_rt *r, ts_val cmp, ts_val x, ts_val y, int *res, const ts_node *at) {
  if (x.t == TV_UNDEF && y.t == TV_UNDEF) return *res = 0, C_NORMAL;
  if (x.t == TV_UNDEF) return *res = 1, C_NORMAL;
  if (y.t == TV_UNDEF) return *res = -1, C_NORMAL;
  ts_comp c;
  if (cmp.t != TV_UNDEF) {
    ts_val a[2] = {x, y}, v;
    if ((c = ts_call(r, cmp, ts_undef(), a, 2, &v, at)) != C_NORMAL) return c;
    if (v.t == TV_OBJ) return ts_wrong(r, REL_W_UNSUPPORTED, at, "a comparator returning an object");
    if (v.t == TV_BIG) return ts_throw_error(r, r->type_error_cls, "Cannot convert a BigInt value to a number");
    double d = ts_to_number(v);
    *res = d < 0 ? -1 : d > 0 ? 1 : 0;
    return C_NORMAL;
  }
  const ts_str *xs, *ys;
  if ((c = ts_to_string(r, x, &xs, at)) != C_NORMAL) return c;
  if ((c = ts_to_string(r, y, &ys, at)) != C_NORMAL) return c;
  *res = ts_str_cmp(xs, ys);
  return C_NORMAL;
}

/* A stable merge sort: the order of a consistent comparator's result is the one every stable sort
 * gives, V8's TimSort included (§23.1.3.30 leaves an inconsistent comparator's order open). */
static ts_comp merge_sort(ts_rt *r, ts_val cmp, ts_val *v, ts_val *tmp, size_t n, const ts_node *at) {
  if (n < 2) return C_NORMAL;
  size_t h = n / 2;
  ts_comp c;
  if ((c = merge_sort(r, cmp, v, tmp, h, at)) != C_NORMAL) return c;
  if ((c = merge_sort(r, cmp, v + h, tmp, n - h, at)) != C_NORMAL) return c;
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n) {
    int res = 0;
    if ((c = sort_cmp(r, cmp, v[j], v[i], &res, at)) != C_NORMAL) return c;
    tmp[k++] = res < 0 ? v[j++] : v[i++];
  }
  while (i < h) tmp[k++] = v[i++];
  while (j < n) tmp[k++] = v[j++];
  memcpy(v, tmp, n * sizeof *v);
  return C_NORMAL;
}

/* Fills a Map or Set from an iterable argument (§24.1.1.2 AddEntriesFromIterable). */
static ts_comp fill_collection(ts_rt *r, ts_obj *m, ts_val it, const ts_node *at) {
  if (it.t == TV_UNDEF || it.t == TV_NULL) return C_NORMAL;
  ts_obj *src = NULL;
  ts_walk w;
  if (it.t == TV_OBJ && it.o->k == TO_ARRAY) src = it.o;
  else if (ts_walk_begin(r, it, &w)) src = ts_walk_drain(r, &w);
  else if (it.t == TV_STR && m->k == TO_SET) {
    for (size_t i = 0; i < it.s->n; i++) {
      size_t n = it.s->u[i] >= 0xd800 && it.s->u[i] <= 0xdbff && i + 1 < it.s->n && it.s->u[i + 1] >= 0xdc00 &&
                 it.s->u[i + 1] <= 0xdfff ? 2 : 1;
      ts_coll_put(r, m, ts_strv(ts_str_new(r, &it.s->u[i], n)), ts_undef());
      i += n - 1;
    }
    return C_NORMAL;
  } else {
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "a Map or Set made from this iterable");
  }
  for (size_t i = 0; i < src->len; i++) {
    ts_val e = src->items[i];
    if (m->k == TO_SET) {
      ts_coll_put(r, m, e, ts_undef());
    } else {
      if (e.t != TV_OBJ || e.o->k != TO_ARRAY) return ts_throw_error(r, r->type_error_cls, "Iterator value is not an entry object");
      ts_coll_put(r, m, e.o->len > 0 ? e.o->items[0] : ts_undef(), e.o->len > 1 ? e.o->items[1] : ts_undef());
    }
  }
  return C_NORMAL;
}

ts_comp ts_lib_construct(ts_rt *r, ts_obj *cls, const ts_val *args, int nargs, ts_val *out, const ts_node *at) {
  if (cls->builtin_error) {
    ts_obj *e = ts_obj_new(r, TO_PLAIN, cls->protoobj);
    e->klass = cls;
    /* AggregateError(errors, message) (§20.5.7.1.1): the message second, then errors as a list */
    int agg = cls == r->aggregate_error_cls, mi = agg ? 1 : 0;
    if (nargs > mi && args[mi].t != TV_UNDEF) {
      const ts_str *m;
      ts_comp c = ts_to_string(r, args[mi], &m, at);
      if (c != C_NORMAL) return c;
      ts_set_own(r, e, ts_str_ascii(r, "message"), ts_strv(m));
    }
    if (agg) {
      ts_val list;
      ts_val src = arg(args, nargs, 0);
      ts_comp c = ts_lib_call(r, builtin(r, B_A_FROM, ts_undef()), ts_undef(), &src, 1, &list, at); /* IterableToList */
      if (c != C_NORMAL) return c;
      ts_set_own(r, e, ts_str_ascii(r, "errors"), list);
    }
    *out = ts_objv(e);
    return C_NORMAL;
  }
  if (cls->bid == CLS_MAP || cls->bid == CLS_SET) {
    ts_obj *m = ts_obj_new(r, cls->bid == CLS_MAP ? TO_MAP : TO_SET, r->object_proto);
    m->klass = cls;
    ts_comp c = fill_collection(r, m, arg(args, nargs, 0), at);
    if (c != C_NORMAL) return c;
    *out = ts_objv(m);
    return C_NORMAL;
  }
  if (cls->bid == CLS_ARRAY) {
    if (nargs == 1 && args[0].t == TV_NUM) {
      if (args[0].n != 0) return ts_wrong(r, REL_W_UNSUPPORTED, at, "new Array(n) (an array of holes)");
      *out = ts_objv(ts_array_new(r, 0));
      return C_NORMAL;
    }
    ts_obj *a = ts_array_new(r, (size_t)nargs);
    for (int i = 0; i < nargs; i++) a->items[i] = args[i];
    *out = ts_objv(a);
    return C_NORMAL;
  }
  return ts_wrong(r, REL_W_UNSUPPORTED, at, "new %s", cls->name ? cls->name : "(library class)");
}

/* parseInt (§19.2.5) */
static ts_val parse_int(ts_rt *r, const ts_str *s, ts_val radix) {
  size_t i = 0;
  while (i < s->n && is_ws(s->u[i])) i++;
  int neg = 0;
  if (i < s->n && (s->u[i] == '-' || s->u[i] == '+')) neg = s->u[i++] == '-';
  int32_t R = ts_to_int32(ts_to_number(radix));
  int strip = 1;
  if (R != 0) {
    if (R < 2 || R > 36) return ts_num(NAN);
    if (R != 16) strip = 0;
  } else {
    R = 10;
  }
  if (strip && i + 1 < s->n && s->u[i] == '0' && (s->u[i + 1] == 'x' || s->u[i + 1] == 'X')) {
    i += 2;
    R = 16;
  }
  strbuf sb = STRBUF_INIT;
  for (; i < s->n; i++) {
    uint16_t c = s->u[i];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 99;
    if (d >= R) break;
    sb_putc(&sb, (char)c);
  }
  if (!sb.len) {
    sb_free(&sb);
    return ts_num(NAN);
  }
  /* the exact integer, rounded once (an implementation may approximate past 20 digits for radix
   * 10, §19.2.5 step 16; V8 rounds exactly, as here) */
  mpz_t z;
  mpz_init_set_str(z, sb_str(&sb), R);
  char *dec = mpz_get_str(NULL, 10, z);
  double v = strtod(dec, NULL);
  void (*freefn)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &freefn);
  freefn(dec, strlen(dec) + 1);
  mpz_clear(z);
  sb_free(&sb);
  (void)r;
  return ts_num(neg ? -v : v);
}

/* parseFloat (§19.2.4): the longest prefix that is a StrDecimalLiteral. */
static ts_val parse_float(const ts_str *s) {
  size_t i = 0;
  while (i < s->n && is_ws(s->u[i])) i++;
  char buf[512];
  size_t k = 0, j = i;
  if (j < s->n && (s->u[j] == '+' || s->u[j] == '-')) buf[k++] = (char)s->u[j++];
  static const char inf[] = "Infinity";
  if (s->n - j >= 8) {
    size_t m = 0;
    while (m < 8 && s->u[j + m] == (uint16_t)inf[m]) m++;
    if (m == 8) return ts_num(k && buf[0] == '-' ? -INFINITY : INFINITY);
  }
  size_t digits = 0, last_ok = 0;
  while (j < s->n && s->u[j] >= '0' && s->u[j] <= '9' && k < 400) buf[k++] = (char)s->u[j++], digits++;
  if (digits) last_ok = k;
  if (j < s->n && s->u[j] == '.') {
    buf[k++] = '.';
    j++;
    size_t fd = 0;
    while (j < s->n && s->u[j] >= '0' && s->u[j] <= '9' && k < 480) buf[k++] = (char)s->u[j++], fd++;
    digits += fd;
    if (digits) last_ok = k;
  }
  if (!digits) return ts_num(NAN);
  if (j < s->n && (s->u[j] == 'e' || s->u[j] == 'E')) {
    size_t save = k;
    buf[k++] = 'e';
    j++;
    if (j < s->n && (s->u[j] == '+' || s->u[j] == '-')) buf[k++] = (char)s->u[j++];
    size_t ed = 0;
    while (j < s->n && s->u[j] >= '0' && s->u[j] <= '9' && k < 505) buf[k++] = (char)s->u[j++], ed++;
    if (ed) last_ok = k;
    else k = save;
  }
  buf[last_ok] = 0;
  return ts_num(strtod(buf, NULL));
}

static ts_comp console_line(ts_rt *r, const char *stream, const ts_val *args, int nargs, const ts_node *at) {
  strbuf sb = STRBUF_INIT;
  if (nargs > 1 && args[0].t == TV_STR) {
    for (size_t i = 0; i < args[0].s->n; i++)
      if (args[0].s->u[i] == '%') {
        sb_free(&sb);
        return ts_wrong(r, REL_W_UNSUPPORTED, at, "console.log with a format string ('%%' in its first argument)");
      }
  }
  for (int i = 0; i < nargs; i++) {
    if (i) sb_putc(&sb, ' ');
    ts_comp c = ts_inspect(r, args[i], &sb, at);
    if (c != C_NORMAL) {
      sb_free(&sb);
      return c;
    }
  }
  sb_putc(&sb, '\n');
  if (r->nrecs == r->caprecs) {
    int cap = r->caprecs ? r->caprecs * 2 : 16;
    rel_record *nr = arena_alloc(r->a, (size_t)cap * sizeof *nr);
    if (r->nrecs) memcpy(nr, r->recs, (size_t)r->nrecs * sizeof *nr);
    r->recs = nr;
    r->caprecs = cap;
  }
  r->recs[r->nrecs].stream = stream;
  r->recs[r->nrecs].data = arena_strndup(r->a, sb.data, sb.len);
  r->recs[r->nrecs].len = sb.len;
  r->nrecs++;
  sb_free(&sb);
  return C_NORMAL;
}

static ts_comp math_args(ts_rt *r, const ts_val *args, int nargs, int i, double *d, const ts_node *at) {
  ts_val v = arg(args, nargs, i);
  if (v.t == TV_OBJ) return ts_wrong(r, REL_W_UNSUPPORTED, at, "an object converted to a number");
  *d = ts_to_number(v);
  return C_NORMAL;
}

/* Math.round: ts_num.h's rule, shared with the symbolic executor. */
static double js_round(double x) { return ts_nv_double(ts_r_round(&ts_ndom_double, ts_nv_of(x))); }

/* Whether library function bid takes a BigInt as its argument i: where it converts with
 * ToString, compares by SameValue(Zero) or IsStrictlyEqual, or stores the value. The others read
 * their arguments as Numbers (ToNumber throws on a BigInt: §7.1.4), which they do not model. */
static int takes_big(int bid, int i) {
  switch (bid) {
  case B_LOG: case B_ERROR_LOG: case B_STRING: case B_NUMBER: case B_BOOLEAN: case B_BIGINT: case B_BI_AS_INT_N:
  case B_BI_AS_UINT_N: case B_PUSH: case B_UNSHIFT: case B_A_OF: case B_A_CONCAT: case B_S_CONCAT: case B_O_IS:
  case B_MAP_GET: case B_MAP_SET: case B_MAP_HAS: case B_MAP_DELETE: case B_SET_ADD: case B_SET_HAS: case B_SET_DELETE:
    return 1;
  case B_A_INCLUDES: case B_A_INDEX_OF: case B_A_LAST_INDEX_OF: case B_FILL: return i == 0;
  case B_SPLICE: return i >= 2;
  default: return 0;
  }
}

ts_comp ts_lib_call(ts_rt *r, ts_obj *fo, ts_val thisv, const ts_val *args, int nargs, ts_val *out, const ts_node *at) {
  (void)thisv;
  ts_val self = fo->recv;
  ts_comp c;
  const ts_str *s = self.t == TV_STR ? self.s : NULL, *t;
  ts_obj *a = self.t == TV_OBJ ? self.o : NULL;
  double d, e;
  *out = ts_undef();
  for (int i = 0; i < nargs; i++)
    if (args[i].t == TV_BIG && !takes_big(fo->bid, i))
      return ts_wrong(r, REL_W_UNSUPPORTED, at, "a BigInt argument of '%s'", builtins[fo->bid].name);
  switch (fo->bid) {
  case B_BIGINT:
    if (nargs == 0) return ts_throw_error(r, r->type_error_cls, "Cannot convert undefined to a BigInt");
    return ts_big_of(r, args[0], out, at);
  case B_BI_AS_INT_N:
  case B_BI_AS_UINT_N:
    return ts_big_as_n(r, fo->bid == B_BI_AS_INT_N, arg(args, nargs, 0), arg(args, nargs, 1), out, at);
  case B_Z_TO_STRING: {
    /* §21.2.3.3 BigInt.prototype.toString(radix) */
    ts_val rv = arg(args, nargs, 0);
    double radix = rv.t == TV_UNDEF ? 10 : to_int(rv);
    if (radix < 2 || radix > 36) return ts_throw_error(r, r->range_error_cls, "toString() radix must be between 2 and 36");
    *out = ts_strv(ts_big_str(r, self.z, (int)radix));
    return C_NORMAL;
  }
  case B_PARSE_INT:
    if ((c = str_arg(r, args, nargs, 0, &t, at)) != C_NORMAL) return c;
    *out = parse_int(r, t, arg(args, nargs, 1));
    return C_NORMAL;
  case B_PARSE_FLOAT:
    if ((c = str_arg(r, args, nargs, 0, &t, at)) != C_NORMAL) return c;
    *out = parse_float(t);
    return C_NORMAL;
  case B_IS_NAN:
  case B_IS_FINITE:
    if ((c = math_args(r, args, nargs, 0, &d, at)) != C_NORMAL) return c;
    *out = ts_bool(fo->bid == B_IS_NAN ? isnan(d) : isfinite(d));
    return C_NORMAL;
  case B_STRING:
    if (nargs == 0) {
      *out = ts_strv(ts_str_ascii(r, ""));
      return C_NORMAL;
    }
    if ((c = str_arg(r, args, nargs, 0, &t, at)) != C_NORMAL) return c;
    *out = ts_strv(t);
    return C_NORMAL;
  case B_NUMBER:
    if (nargs == 0) {
      *out = ts_num(0);
      return C_NORMAL;
    }
    if (args[0].t == TV_OBJ) {
      if (args[0].o->k != TO_ARRAY) return ts_wrong(r, REL_W_UNSUPPORTED, at, "an object converted to a number");
      if ((c = ts_to_string(r, args[0], &t, at)) != C_NORMAL) return c;
      *out = ts_num(ts_str_to_num(t->u, t->n));
      return C_NORMAL;
    }
    *out = ts_num(args[0].t == TV_BIG ? ts_big_to_num(args[0].z) : ts_to_number(args[0]));
    return C_NORMAL;
  case B_BOOLEAN: *out = ts_bool(ts_truthy(arg(args, nargs, 0))); return C_NORMAL;
  case B_LOG: return console_line(r, "stdout", args, nargs, at);
  case B_ERROR_LOG: return console_line(r, "stderr", args, nargs, at);
  case B_M_ABS: case B_M_FLOOR: case B_M_CEIL: case B_M_ROUND: case B_M_TRUNC: case B_M_SIGN:
  case B_M_SQRT: case B_M_FROUND: case B_M_CLZ32:
    if ((c = math_args(r, args, nargs, 0, &d, at)) != C_NORMAL) return c;
    switch (fo->bid) {
    case B_M_ABS: d = fabs(d); break;
    case B_M_FLOOR: d = floor(d); break;
    case B_M_CEIL: d = ceil(d); break;
    case B_M_ROUND: d = js_round(d); break;
    case B_M_TRUNC: d = trunc(d); break;
    case B_M_SIGN: d = ts_nv_double(ts_r_sign(&ts_ndom_double, ts_nv_of(d))); break;
    case B_M_SQRT: d = sqrt(d); break;
    case B_M_FROUND: d = (double)(float)d; break;
    default: {
      uint32_t u = ts_to_uint32(d);
      int n = 0;
      while (n < 32 && !(u & (0x80000000u >> n))) n++;
      d = n;
    }
    }
    *out = ts_num(d);
    return C_NORMAL;
  case B_M_POW:
  case B_M_IMUL:
    if ((c = math_args(r, args, nargs, 0, &d, at)) != C_NORMAL) return c;
    if ((c = math_args(r, args, nargs, 1, &e, at)) != C_NORMAL) return c;
    if (fo->bid == B_M_POW) {
      double v;
      if (ts_num_pow(d, e, &v) < 0)
        return ts_wrong(r, REL_W_UNSUPPORTED, at, "Math.pow with a result IEEE 754 does not fix (V8's pow is not correctly rounded)");
      *out = ts_num(v);
    }
    else *out = ts_num(ts_nv_double(ts_r_imul(&ts_ndom_double, ts_nv_of(d), ts_nv_of(e))));
    return C_NORMAL;
  case B_M_MIN:
  case B_M_MAX: {
    /* §21.3.2.24-25: NaN wins; +0 is larger than -0 */
    double acc = fo->bid == B_M_MAX ? -INFINITY : INFINITY;
    int nan = 0;
    for (int i = 0; i < nargs; i++) {
      if ((c = math_args(r, args, nargs, i, &d, at)) != C_NORMAL) return c;
      if (isnan(d)) nan = 1; /* NaN wins, but every argument is still converted */
      else acc = ts_nv_double((fo->bid == B_M_MAX ? ts_r_max : ts_r_min)(&ts_ndom_double, ts_nv_of(acc), ts_nv_of(d)));
    }
    *out = ts_num(nan ? NAN : acc);
    return C_NORMAL;
  }
  case B_N_IS_INTEGER:
  case B_N_IS_SAFE_INTEGER:
  case B_N_IS_FINITE:
  case B_N_IS_NAN: {
    ts_val v = arg(args, nargs, 0);
    if (v.t != TV_NUM) {
      *out = ts_bool(0);
      return C_NORMAL;
    }
    d = v.n;
    int res = fo->bid == B_N_IS_NAN ? isnan(d) : fo->bid == B_N_IS_FINITE ? isfinite(d)
              : (int)(fo->bid == B_N_IS_INTEGER ? ts_r_is_integer : ts_r_is_safe_integer)(&ts_ndom_double, ts_nv_of(d));
    *out = ts_bool(res);
    return C_NORMAL;
  }
  case B_S_FROM_CHAR_CODE: {
    uint16_t *u = arena_alloc(r->a, ((size_t)nargs + 1) * sizeof *u);
    for (int i = 0; i < nargs; i++) {
      if ((c = math_args(r, args, nargs, i, &d, at)) != C_NORMAL) return c;
      u[i] = (uint16_t)ts_to_uint32(d); /* ToUint16 (§7.1.8) */
    }
    *out = ts_strv(ts_str_new(r, u, (size_t)nargs));
    return C_NORMAL;
  }
  case B_S_FROM_CODE_POINT: {
    uint16_t *u = arena_alloc(r->a, ((size_t)nargs * 2 + 1) * sizeof *u);
    size_t n = 0;
    for (int i = 0; i < nargs; i++) {
      if ((c = math_args(r, args, nargs, i, &d, at)) != C_NORMAL) return c;
      if (!(d >= 0 && d <= 0x10ffff && d == trunc(d))) {
        char b[40];
        return ts_throw_error(r, r->range_error_cls, "Invalid code point %s", ts_num_str(d, b));
      }
      uint32_t cp = (uint32_t)d;
      if (cp >= 0x10000) {
        u[n++] = (uint16_t)(0xd800 + ((cp - 0x10000) >> 10));
        u[n++] = (uint16_t)(0xdc00 + ((cp - 0x10000) & 0x3ff));
      } else {
        u[n++] = (uint16_t)cp;
      }
    }
    *out = ts_strv(ts_str_new(r, u, n));
    return C_NORMAL;
  }
  case B_A_IS_ARRAY: {
    ts_val v = arg(args, nargs, 0);
    *out = ts_bool(v.t == TV_OBJ && v.o->k == TO_ARRAY);
    return C_NORMAL;
  }
  case B_A_OF: {
    ts_obj *n = ts_array_new(r, (size_t)nargs);
    for (int i = 0; i < nargs; i++) n->items[i] = args[i];
    *out = ts_objv(n);
    return C_NORMAL;
  }
  case B_A_FROM: {
    ts_val src = arg(args, nargs, 0), fn = arg(args, nargs, 1);
    ts_obj *n = ts_array_new(r, 0);
    ts_walk w;
    if (ts_walk_begin(r, src, &w)) {
      /* a Map, Set or iterator is walked step by step, the mapping function called at each
       * (§23.1.2.1 step 5): what it adds to the collection is reached */
      ts_val v;
      while (ts_walk_next(r, &w, &v)) {
        if (fn.t != TV_UNDEF) {
          if (!is_callable(fn)) return ts_walk_end(&w), not_callable(r, fn);
          ts_val a2[2] = {v, ts_num((double)n->len)};
          if ((c = ts_call(r, fn, ts_undef(), a2, 2, &v, at)) != C_NORMAL) return ts_walk_end(&w), c;
        }
        ts_array_push(r, n, v);
      }
      *out = ts_objv(n);
      return C_NORMAL;
    }
    if (src.t == TV_STR) {
      for (size_t i = 0; i < src.s->n; i++) {
        size_t k = src.s->u[i] >= 0xd800 && src.s->u[i] <= 0xdbff && i + 1 < src.s->n && src.s->u[i + 1] >= 0xdc00 &&
                   src.s->u[i + 1] <= 0xdfff ? 2 : 1;
        ts_array_push(r, n, ts_strv(ts_str_new(r, &src.s->u[i], k)));
        i += k - 1;
      }
    } else if (src.t == TV_OBJ && src.o->k == TO_ARRAY) {
      for (size_t i = 0; i < src.o->len; i++) ts_array_push(r, n, src.o->items[i]);
    } else {
      return ts_wrong(r, REL_W_UNSUPPORTED, at, "Array.from of a value that is not an array, string, Map or Set");
    }
    if (fn.t != TV_UNDEF) {
      if (!is_callable(fn)) return not_callable(r, fn);
      for (size_t i = 0; i < n->len; i++) {
        ts_val a2[2] = {n->items[i], ts_num((double)i)};
        if ((c = ts_call(r, fn, ts_undef(), a2, 2, &n->items[i], at)) != C_NORMAL) return c;
      }
    }
    *out = ts_objv(n);
    return C_NORMAL;
  }
  case B_O_IS: {
    /* §7.2.10 SameValue: NaN is NaN, +0 is not -0 */
    ts_val x = arg(args, nargs, 0), y = arg(args, nargs, 1);
    int same = x.t == TV_NUM && y.t == TV_NUM ? (isnan(x.n) && isnan(y.n)) || (x.n == y.n && signbit(x.n) == signbit(y.n))
                                              : ts_strict_eq(x, y);
    *out = ts_bool(same);
    return C_NORMAL;
  }
  case B_O_KEYS:
  case B_O_VALUES:
  case B_O_ENTRIES: {
    ts_val v = arg(args, nargs, 0);
    if (v.t != TV_OBJ || v.o->k != TO_PLAIN) return ts_wrong(r, REL_W_UNSUPPORTED, at, "Object.%s of a value that is not a plain object", fo->name);
    ts_obj *n = ts_array_new(r, 0);
    /* §10.1.11.1 OrdinaryOwnPropertyKeys: array indices ascending, then strings in creation order */
    ts_obj *src = v.o;
    /* collect in that order */
    int *order = arena_alloc(r->a, ((size_t)src->nprops + 1) * sizeof *order);
    int no = 0;
    for (int i = 0; i < src->nprops; i++) {
      const ts_str *k = src->props[i].key;
      size_t idx = 0;
      int isidx = k->n > 0 && k->n <= 10 && (k->n == 1 || k->u[0] != '0');
      for (size_t j = 0; isidx && j < k->n; j++) {
        isidx = k->u[j] >= '0' && k->u[j] <= '9';
        idx = idx * 10 + (size_t)(k->u[j] - '0');
      }
      if (isidx && idx >= 4294967295u) isidx = 0;
      if (!isidx) continue;
      int pos = no;
      while (pos > 0) {
        const ts_str *pk = src->props[order[pos - 1]].key;
        size_t pidx = 0;
        for (size_t j = 0; j < pk->n; j++) pidx = pidx * 10 + (size_t)(pk->u[j] - '0');
        if (pidx < idx) break;
        order[pos] = order[pos - 1];
        pos--;
      }
      order[pos] = i;
      no++;
    }
    int nidx = no;
    for (int i = 0; i < src->nprops; i++) {
      int seen = 0;
      for (int j = 0; j < nidx; j++) seen |= order[j] == i;
      if (!seen) order[no++] = i;
    }
    for (int j = 0; j < no; j++) {
      const ts_prop *p = &src->props[order[j]];
      if (p->get || p->set) return ts_wrong(r, REL_W_UNSUPPORTED, at, "Object.%s of an object with accessors", fo->name);
      if (fo->bid == B_O_KEYS) ts_array_push(r, n, ts_strv(p->key));
      else if (fo->bid == B_O_VALUES) ts_array_push(r, n, p->v);
      else {
        ts_obj *pair = ts_array_new(r, 2);
        pair->items[0] = ts_strv(p->key);
        pair->items[1] = p->v;
        ts_array_push(r, n, ts_objv(pair));
      }
    }
    *out = ts_objv(n);
    return C_NORMAL;
  }
  /* ---- String.prototype (§22.1.3), on code units ---- */
  case B_CHAR_CODE_AT:
  case B_CHAR_AT:
  case B_CODE_POINT_AT: {
    d = to_int(arg(args, nargs, 0));
    int in = d >= 0 && d < (double)s->n;
    size_t i = in ? (size_t)d : 0;
    if (fo->bid == B_CHAR_CODE_AT) *out = in ? ts_num(s->u[i]) : ts_num(NAN);
    else if (fo->bid == B_CHAR_AT) *out = in ? substr(r, s, i, i + 1) : ts_strv(ts_str_ascii(r, ""));
    else if (!in) *out = ts_undef();
    else {
      uint32_t cu = s->u[i];
      if (cu >= 0xd800 && cu <= 0xdbff && i + 1 < s->n && s->u[i + 1] >= 0xdc00 && s->u[i + 1] <= 0xdfff)
        cu = 0x10000 + ((cu - 0xd800) << 10) + (s->u[i + 1] - 0xdc00u);
      *out = ts_num(cu);
    }
    return C_NORMAL;
  }
  case B_S_AT:
  case B_A_AT: {
    size_t len = s ? s->n : a->len;
    d = to_int(arg(args, nargs, 0));
    if (d < 0) d += (double)len;
    if (!(d >= 0 && d < (double)len)) return C_NORMAL;
    *out = s ? substr(r, s, (size_t)d, (size_t)d + 1) : a->items[(size_t)d];
    return C_NORMAL;
  }
  case B_S_SLICE: {
    size_t from = rel_index(arg(args, nargs, 0), s->n, 0), to = rel_index(arg(args, nargs, 1), s->n, s->n);
    *out = substr(r, s, from, to);
    return C_NORMAL;
  }
  case B_SUBSTRING: {
    double x = to_int(arg(args, nargs, 0)), y = arg(args, nargs, 1).t == TV_UNDEF ? (double)s->n : to_int(arg(args, nargs, 1));
    x = x < 0 ? 0 : x > (double)s->n ? (double)s->n : x;
    y = y < 0 ? 0 : y > (double)s->n ? (double)s->n : y;
    *out = substr(r, s, (size_t)fmin(x, y), (size_t)fmax(x, y));
    return C_NORMAL;
  }
  case B_S_INDEX_OF:
  case B_S_INCLUDES:
  case B_STARTS_WITH: {
    if ((c = str_arg(r, args, nargs, 0, &t, at)) != C_NORMAL) return c;
    d = to_int(arg(args, nargs, 1));
    size_t from = d < 0 ? 0 : d > (double)s->n ? s->n : (size_t)d;
    if (fo->bid == B_STARTS_WITH) {
      *out = ts_bool(from + t->n <= s->n && (t->n == 0 || !memcmp(&s->u[from], t->u, t->n * 2)));
      return C_NORMAL;
    }
    long k = str_index_of(s, t, from);
    *out = fo->bid == B_S_INDEX_OF ? ts_num((double)k) : ts_bool(k >= 0);
    return C_NORMAL;
  }
  case B_ENDS_WITH: {
    if ((c = str_arg(r, args, nargs, 0, &t, at)) != C_NORMAL) return c;
    ts_val ev = arg(args, nargs, 1);
    d = ev.t == TV_UNDEF ? (double)s->n : to_int(ev);
    size_t end = d < 0 ? 0 : d > (double)s->n ? s->n : (size_t)d;
    *out = ts_bool(t->n <= end && (t->n == 0 || !memcmp(&s->u[end - t->n], t->u, t->n * 2)));
    return C_NORMAL;
  }
  case B_S_LAST_INDEX_OF: {
    if ((c = str_arg(r, args, nargs, 0, &t, at)) != C_NORMAL) return c;
    double p = ts_to_number(arg(args, nargs, 1));
    p = isnan(p) ? INFINITY : trunc(p);
    double start = fmin(fmax(p, 0), (double)s->n);
    if (t->n > s->n) {
      *out = ts_num(-1);
      return C_NORMAL;
    }
    long k = (long)fmin(start, (double)(s->n - t->n));
    for (; k >= 0; k--)
      if (t->n == 0 || !memcmp(&s->u[k], t->u, t->n * 2)) break;
    *out = ts_num((double)k);
    return C_NORMAL;
  }
  case B_TO_UPPER:
  case B_TO_LOWER: {
    uint16_t *u = arena_alloc(r->a, (s->n + 1) * sizeof *u);
    for (size_t i = 0; i < s->n; i++) {
      uint16_t ch = s->u[i];
      if (ch > 127) return ts_wrong(r, REL_W_UNSUPPORTED, at, "%s of a string with non-ASCII characters (Unicode case mapping)", fo->name);
      if (fo->bid == B_TO_UPPER && ch >= 'a' && ch <= 'z') ch = (uint16_t)(ch - 32);
      if (fo->bid == B_TO_LOWER && ch >= 'A' && ch <= 'Z') ch = (uint16_t)(ch + 32);
      u[i] = ch;
    }
    *out = ts_strv(ts_str_new(r, u, s->n));
    return C_NORMAL;
  }
  case B_TRIM:
  case B_TRIM_START:
  case B_TRIM_END: {
    size_t i = 0, j = s->n;
    if (fo->bid != B_TRIM_END) while (i < j && is_ws(s->u[i])) i++;
    if (fo->bid != B_TRIM_START) while (j > i && is_ws(s->u[j - 1])) j--;
    *out = substr(r, s, i, j);
    return C_NORMAL;
  }
  case B_SPLIT: {
    ts_val sep = arg(args, nargs, 0), lim = arg(args, nargs, 1);
    uint32_t limit = lim.t == TV_UNDEF ? 0xffffffffu : ts_to_uint32(ts_to_number(lim));
    ts_obj *n = ts_array_new(r, 0);
    *out = ts_objv(n);
    if (limit == 0) return C_NORMAL;
    if (sep.t == TV_UNDEF) {
      ts_array_push(r, n, ts_strv(s));
      return C_NORMAL;
    }
    if (sep.t != TV_STR) return ts_wrong(r, REL_W_UNSUPPORTED, at, "split by a separator that is not a string");
    t = sep.s;
    if (t->n == 0) {
      for (size_t i = 0; i < s->n && n->len < limit; i++) ts_array_push(r, n, substr(r, s, i, i + 1));
      return C_NORMAL;
    }
    size_t p = 0;
    long q;
    while ((q = str_index_of(s, t, p)) >= 0) {
      ts_array_push(r, n, substr(r, s, p, (size_t)q));
      if (n->len >= limit) return C_NORMAL;
      p = (size_t)q + t->n;
    }
    ts_array_push(r, n, substr(r, s, p, s->n));
    return C_NORMAL;
  }
  case B_REPEAT: {
    d = to_int(arg(args, nargs, 0));
    if (d < 0 || isinf(d)) {
      char b[40];
      return ts_throw_error(r, r->range_error_cls, "Invalid count value: %s", ts_num_str(ts_to_number(arg(args, nargs, 0)), b));
    }
    if ((c = check_len(r, d * (double)s->n, at)) != C_NORMAL) return c;
    size_t cnt = (size_t)d;
    uint16_t *u = arena_alloc(r->a, (s->n * cnt + 1) * sizeof *u);
    for (size_t i = 0; i < cnt; i++)
      if (s->n) memcpy(u + i * s->n, s->u, s->n * 2);
    *out = ts_strv(ts_str_new(r, u, s->n * cnt));
    return C_NORMAL;
  }
  case B_PAD_START:
  case B_PAD_END: {
    d = to_int(arg(args, nargs, 0));
    const ts_str *fill = ts_str_ascii(r, " ");
    if (arg(args, nargs, 1).t != TV_UNDEF && (c = str_arg(r, args, nargs, 1, &fill, at)) != C_NORMAL) return c;
    if (d <= (double)s->n || fill->n == 0) {
      *out = ts_strv(s);
      return C_NORMAL;
    }
    if ((c = check_len(r, d, at)) != C_NORMAL) return c;
    size_t total = (size_t)d, padn = total - s->n;
    uint16_t *u = arena_alloc(r->a, (total + 1) * sizeof *u);
    uint16_t *pad = fo->bid == B_PAD_START ? u : u + s->n;
    for (size_t i = 0; i < padn; i++) pad[i] = fill->u[i % fill->n];
    memcpy(fo->bid == B_PAD_START ? u + padn : u, s->u, s->n * 2);
    *out = ts_strv(ts_str_new(r, u, total));
    return C_NORMAL;
  }
  case B_S_CONCAT: {
    const ts_str *acc = s;
    for (int i = 0; i < nargs; i++) {
      if ((c = str_arg(r, args, nargs, i, &t, at)) != C_NORMAL) return c;
      acc = ts_str_cat(r, acc, t);
    }
    *out = ts_strv(acc);
    return C_NORMAL;
  }
  case B_REPLACE:
  case B_REPLACE_ALL: {
    ts_val pat = arg(args, nargs, 0), rep = arg(args, nargs, 1);
    if (pat.t != TV_STR) return ts_wrong(r, REL_W_UNSUPPORTED, at, "%s with a pattern that is not a string", fo->name);
    const ts_str *rs = NULL;
    if (!is_callable(rep) && (c = ts_to_string(r, rep, &rs, at)) != C_NORMAL) return c;
    t = pat.s;
    const ts_str *acc = ts_str_ascii(r, "");
    size_t p = 0;
    long q = str_index_of(s, t, 0);
    while (q >= 0) {
      acc = ts_str_cat(r, acc, substr(r, s, p, (size_t)q).s);
      const ts_str *piece = rs ? substitution(r, rs, s, (size_t)q, t->n) : NULL;
      if (!rs) {
        ts_val a3[3] = {ts_strv(t), ts_num((double)q), ts_strv(s)}, v;
        if ((c = ts_call(r, rep, ts_undef(), a3, 3, &v, at)) != C_NORMAL) return c;
        if ((c = ts_to_string(r, v, &piece, at)) != C_NORMAL) return c;
      }
      acc = ts_str_cat(r, acc, piece);
      p = (size_t)q + t->n;
      if (fo->bid == B_REPLACE) break;
      /* §22.1.3.19 step 7: an empty pattern matches at every position, advancing by one */
      q = str_index_of(s, t, t->n ? p : p + 1);
      if (t->n == 0 && p >= s->n) q = -1;
      if (t->n == 0 && q >= 0) {
        acc = ts_str_cat(r, acc, substr(r, s, p, (size_t)q).s);
        p = (size_t)q;
      }
    }
    acc = ts_str_cat(r, acc, substr(r, s, p, s->n).s);
    *out = ts_strv(acc);
    return C_NORMAL;
  }
  case B_S_TO_STRING: *out = self; return C_NORMAL;
  case B_B_TO_STRING: *out = ts_strv(ts_str_ascii(r, self.b ? "true" : "false")); return C_NORMAL;
  case B_N_TO_STRING: {
    ts_val rv = arg(args, nargs, 0);
    double radix = rv.t == TV_UNDEF ? 10 : to_int(rv);
    if (radix < 2 || radix > 36) return ts_throw_error(r, r->range_error_cls, "toString() radix must be between 2 and 36");
    char b[80];
    if (radix == 10) {
      *out = ts_strv(ts_str_ascii(r, ts_num_str(self.n, b)));
      return C_NORMAL;
    }
    if (ts_num_radix(self.n, (int)radix, b) < 0) {
      if (isnan(self.n) || isinf(self.n)) {
        *out = ts_strv(ts_str_ascii(r, ts_num_str(self.n, b)));
        return C_NORMAL;
      }
      return ts_wrong(r, REL_W_UNSUPPORTED, at, "toString(radix) of a number that is not a safe integer");
    }
    *out = ts_strv(ts_str_ascii(r, b));
    return C_NORMAL;
  }
  case B_TO_FIXED: {
    d = to_int(arg(args, nargs, 0));
    if (d < 0 || d > 100) return ts_throw_error(r, r->range_error_cls, "toFixed() digits argument must be between 0 and 100");
    char *f = ts_num_fixed(self.n, (int)d);
    *out = ts_strv(ts_str_ascii(r, f));
    free(f);
    return C_NORMAL;
  }
  /* ---- Array.prototype (§23.1.3) ---- */
  case B_PUSH:
    for (int i = 0; i < nargs; i++) ts_array_push(r, a, args[i]);
    *out = ts_num((double)a->len);
    return C_NORMAL;
  case B_POP:
    if (a->len) *out = a->items[--a->len];
    return C_NORMAL;
  case B_SHIFT:
    if (a->len) {
      *out = a->items[0];
      memmove(a->items, a->items + 1, (a->len - 1) * sizeof *a->items);
      a->len--;
    }
    return C_NORMAL;
  case B_UNSHIFT: {
    size_t old = a->len;
    for (int i = 0; i < nargs; i++) ts_array_push(r, a, ts_undef());
    memmove(a->items + nargs, a->items, old * sizeof *a->items);
    for (int i = 0; i < nargs; i++) a->items[i] = args[i];
    *out = ts_num((double)a->len);
    return C_NORMAL;
  }
  case B_A_SLICE: {
    size_t from = rel_index(arg(args, nargs, 0), a->len, 0), to = rel_index(arg(args, nargs, 1), a->len, a->len);
    ts_obj *n = ts_array_new(r, to > from ? to - from : 0);
    for (size_t i = from; i < to; i++) n->items[i - from] = a->items[i];
    *out = ts_objv(n);
    return C_NORMAL;
  }
  case B_SPLICE: {
    size_t start = rel_index(arg(args, nargs, 0), a->len, 0);
    size_t del = nargs == 0 ? 0 : nargs == 1 ? a->len - start : (size_t)fmin(fmax(to_int(args[1]), 0), (double)(a->len - start));
    int ins = nargs > 2 ? nargs - 2 : 0;
    ts_obj *removed = ts_array_new(r, del);
    for (size_t i = 0; i < del; i++) removed->items[i] = a->items[start + i];
    size_t newlen = a->len - del + (size_t)ins;
    ts_val *nv = arena_alloc(r->a, (newlen + 4) * sizeof *nv);
    memcpy(nv, a->items, start * sizeof *nv);
    for (int i = 0; i < ins; i++) nv[start + (size_t)i] = args[2 + i];
    memcpy(nv + start + ins, a->items + start + del, (a->len - start - del) * sizeof *nv);
    a->items = nv;
    a->len = newlen;
    a->cap = newlen + 4;
    *out = ts_objv(removed);
    return C_NORMAL;
  }
  case B_A_CONCAT: {
    ts_obj *n = ts_array_new(r, 0);
    for (size_t i = 0; i < a->len; i++) ts_array_push(r, n, a->items[i]);
    for (int i = 0; i < nargs; i++) {
      if (args[i].t == TV_OBJ && args[i].o->k == TO_ARRAY)
        for (size_t j = 0; j < args[i].o->len; j++) ts_array_push(r, n, args[i].o->items[j]);
      else
        ts_array_push(r, n, args[i]);
    }
    *out = ts_objv(n);
    return C_NORMAL;
  }
  case B_JOIN:
  case B_A_TO_STRING: {
    const ts_str *sep = ts_str_ascii(r, ",");
    if (fo->bid == B_JOIN && arg(args, nargs, 0).t != TV_UNDEF && (c = str_arg(r, args, nargs, 0, &sep, at)) != C_NORMAL)
      return c;
    if (++r->depth > 400) {
      r->depth--;
      return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "nesting of array conversions above 400");
    }
    const ts_str *acc = ts_str_ascii(r, "");
    for (size_t i = 0; i < a->len; i++) {
      if (i) acc = ts_str_cat(r, acc, sep);
      if (a->items[i].t == TV_UNDEF || a->items[i].t == TV_NULL) continue;
      if ((c = ts_to_string(r, a->items[i], &t, at)) != C_NORMAL) {
        r->depth--;
        return c;
      }
      acc = ts_str_cat(r, acc, t);
      if ((c = check_len(r, (double)acc->n, at)) != C_NORMAL) {
        r->depth--;
        return c;
      }
    }
    r->depth--;
    *out = ts_strv(acc);
    return C_NORMAL;
  }
  case B_A_INDEX_OF:
  case B_A_INCLUDES: {
    ts_val x = arg(args, nargs, 0);
    size_t from = rel_index(arg(args, nargs, 1), a->len, 0);
    long k = -1;
    for (size_t i = from; i < a->len && k < 0; i++)
      if (fo->bid == B_A_INDEX_OF ? ts_strict_eq(a->items[i], x) : ts_same_value_zero(a->items[i], x)) k = (long)i;
    *out = fo->bid == B_A_INDEX_OF ? ts_num((double)k) : ts_bool(k >= 0);
    return C_NORMAL;
  }
  case B_A_LAST_INDEX_OF: {
    ts_val x = arg(args, nargs, 0);
    long k = (long)a->len - 1;
    if (nargs > 1) {
      d = to_int(args[1]);
      k = d < 0 ? (long)(d + (double)a->len) : (long)fmin(d, (double)a->len - 1);
    }
    for (; k >= 0; k--)
      if (ts_strict_eq(a->items[k], x)) break;
    *out = ts_num((double)k);
    return C_NORMAL;
  }
  case B_REVERSE:
    for (size_t i = 0, j = a->len; i + 1 < j; i++, j--) {
      ts_val tmp = a->items[i];
      a->items[i] = a->items[j - 1];
      a->items[j - 1] = tmp;
    }
    *out = self;
    return C_NORMAL;
  case B_MAP:
  case B_FILTER:
  case B_FOR_EACH:
  case B_SOME:
  case B_EVERY:
  case B_FIND:
  case B_FIND_INDEX: {
    ts_val cb = arg(args, nargs, 0), thisarg = arg(args, nargs, 1);
    if (!is_callable(cb)) return not_callable(r, cb);
    size_t len = a->len;
    ts_obj *n = fo->bid == B_MAP ? ts_array_new(r, len) : ts_array_new(r, 0);
    for (size_t i = 0; i < len; i++) {
      /* an element removed during the loop is skipped (§23.1.3.* HasProperty step) */
      if (i >= a->len) {
        if (fo->bid == B_FIND || fo->bid == B_FIND_INDEX) {
          ts_val v;
          if ((c = call_cb(r, cb, thisarg, ts_undef(), ts_num((double)i), self, &v, at)) != C_NORMAL) return c;
          if (ts_truthy(v)) {
            *out = fo->bid == B_FIND ? ts_undef() : ts_num((double)i);
            return C_NORMAL;
          }
        }
        continue;
      }
      ts_val el = a->items[i], v;
      if ((c = call_cb(r, cb, thisarg, el, ts_num((double)i), self, &v, at)) != C_NORMAL) return c;
      switch (fo->bid) {
      case B_MAP: n->items[i] = v; break;
      case B_FILTER: if (ts_truthy(v)) ts_array_push(r, n, el); break;
      case B_SOME: if (ts_truthy(v)) { *out = ts_bool(1); return C_NORMAL; } break;
      case B_EVERY: if (!ts_truthy(v)) { *out = ts_bool(0); return C_NORMAL; } break;
      case B_FIND: if (ts_truthy(v)) { *out = el; return C_NORMAL; } break;
      case B_FIND_INDEX: if (ts_truthy(v)) { *out = ts_num((double)i); return C_NORMAL; } break;
      default: break;
      }
    }
    if (fo->bid == B_MAP && a->len < len) return ts_wrong(r, REL_W_UNSUPPORTED, at, "map over an array that shrinks (holes)");
    switch (fo->bid) {
    case B_MAP: case B_FILTER: *out = ts_objv(n); break;
    case B_SOME: *out = ts_bool(0); break;
    case B_EVERY: *out = ts_bool(1); break;
    case B_FIND_INDEX: *out = ts_num(-1); break;
    default: *out = ts_undef(); break;
    }
    return C_NORMAL;
  }
  case B_REDUCE: {
    ts_val cb = arg(args, nargs, 0);
    if (!is_callable(cb)) return not_callable(r, cb);
    size_t len = a->len, i = 0;
    ts_val acc;
    if (nargs >= 2) {
      acc = args[1];
    } else {
      if (len == 0) return ts_throw_error(r, r->type_error_cls, "Reduce of empty array with no initial value");
      acc = a->items[0];
      i = 1;
    }
    for (; i < len && i < a->len; i++) {
      ts_val a4[4] = {acc, a->items[i], ts_num((double)i), self};
      if ((c = ts_call(r, cb, ts_undef(), a4, 4, &acc, at)) != C_NORMAL) return c;
    }
    *out = acc;
    return C_NORMAL;
  }
  case B_SORT: {
    ts_val cmp = arg(args, nargs, 0);
    if (cmp.t != TV_UNDEF && !is_callable(cmp))
      return ts_throw_error(r, r->type_error_cls, "The comparison function must be either a function or undefined");
    ts_val *copy = arena_alloc(r->a, (a->len + 1) * sizeof *copy), *tmp = arena_alloc(r->a, (a->len + 1) * sizeof *tmp);
    size_t len = a->len;
    memcpy(copy, a->items, len * sizeof *copy);
    if ((c = merge_sort(r, cmp, copy, tmp, len, at)) != C_NORMAL) return c;
    if (a->len != len) return ts_wrong(r, REL_W_UNSUPPORTED, at, "a comparator that changes the array it sorts");
    memcpy(a->items, copy, len * sizeof *copy);
    *out = self;
    return C_NORMAL;
  }
  case B_FILL: {
    size_t from = rel_index(arg(args, nargs, 1), a->len, 0), to = rel_index(arg(args, nargs, 2), a->len, a->len);
    for (size_t i = from; i < to; i++) a->items[i] = arg(args, nargs, 0);
    *out = self;
    return C_NORMAL;
  }
  /* ---- Map and Set (§24.1, §24.2): insertion order, SameValueZero ---- */
  case B_MAP_GET: {
    long i = ts_coll_find(a, arg(args, nargs, 0));
    if (i >= 0) *out = a->vals[i];
    return C_NORMAL;
  }
  case B_MAP_SET:
  case B_SET_ADD:
    ts_coll_put(r, a, arg(args, nargs, 0), arg(args, nargs, 1));
    *out = self;
    return C_NORMAL;
  case B_MAP_HAS:
  case B_SET_HAS: *out = ts_bool(ts_coll_find(a, arg(args, nargs, 0)) >= 0); return C_NORMAL;
  case B_MAP_DELETE:
  case B_SET_DELETE: *out = ts_bool(ts_coll_delete(a, arg(args, nargs, 0))); return C_NORMAL;
  case B_MAP_CLEAR:
  case B_SET_CLEAR: ts_coll_clear(a); return C_NORMAL;
  case B_MAP_FOR_EACH:
  case B_SET_FOR_EACH: {
    ts_val cb = arg(args, nargs, 0);
    if (!is_callable(cb)) return not_callable(r, cb);
    /* entries added during the walk are visited, deleted ones are not (§24.1.3.5): a live walk */
    ts_walk w;
    ts_walk_begin(r, self, &w);
    w.what = TS_ITER_KEYS;
    ts_val k, res;
    while (ts_walk_next(r, &w, &k)) {
      /* the value read when the entry is reached (a Set's value is its key) */
      ts_val v = a->k == TO_MAP ? a->vals[*w.pos - 1] : k;
      if ((c = call_cb(r, cb, arg(args, nargs, 1), v, k, self, &res, at)) != C_NORMAL) return ts_walk_end(&w), c;
    }
    return C_NORMAL;
  }
  case B_MAP_KEYS: case B_SET_KEYS: case B_SET_VALUES: *out = ts_coll_iter(r, a, TS_ITER_KEYS); return C_NORMAL;
  case B_MAP_VALUES: *out = ts_coll_iter(r, a, TS_ITER_VALUES); return C_NORMAL;
  case B_MAP_ENTRIES: case B_SET_ENTRIES: *out = ts_coll_iter(r, a, TS_ITER_ENTRIES); return C_NORMAL;
  case B_ITER_NEXT: *out = ts_iter_result(r, a); return C_NORMAL;
  case B_E_TO_STRING: {
    /* §20.5.3.4 Error.prototype.toString */
    ts_val nv, mv;
    if ((c = ts_get(r, thisv, ts_str_ascii(r, "name"), &nv, at)) != C_NORMAL) return c;
    if ((c = ts_get(r, thisv, ts_str_ascii(r, "message"), &mv, at)) != C_NORMAL) return c;
    const ts_str *ns = ts_str_ascii(r, "Error"), *ms = ts_str_ascii(r, "");
    if (nv.t != TV_UNDEF && (c = ts_to_string(r, nv, &ns, at)) != C_NORMAL) return c;
    if (mv.t != TV_UNDEF && (c = ts_to_string(r, mv, &ms, at)) != C_NORMAL) return c;
    if (ns->n == 0) *out = ts_strv(ms);
    else if (ms->n == 0) *out = ts_strv(ns);
    else *out = ts_strv(ts_str_cat(r, ts_str_cat(r, ns, ts_str_ascii(r, ": ")), ms));
    return C_NORMAL;
  }
  default: break;
  }
  return ts_wrong(r, REL_W_UNSUPPORTED, at, "library function '%s'", fo->name);
}
