/* ts_rt.h — the TypeScript room's run-time state (private to src/lang/ts): ECMAScript values
 * (ECMA-262 §6.1), objects on a heap (an arena per run), environments, and the interpreter state
 * ts_exec.c, ts_lib.c (the modelled library) and ts_show.c (console.log's formatting) share. */
#ifndef EQUIV_LANG_TS_TS_RT_H
#define EQUIV_LANG_TS_TS_RT_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "core/strbuf.h"
#include "lang/ts/ts_ir.h"
#include "rel/behaviour.h"

/* A string: UTF-16 code units (§6.1.4), immutable once made. */
typedef struct ts_str {
  size_t n;
  uint16_t u[];
} ts_str;

typedef enum ts_vtag { TV_UNDEF, TV_NULL, TV_BOOL, TV_NUM, TV_STR, TV_OBJ, TV_BIG } ts_vtag;

/* A BigInt (ts_big.h), immutable once made. */
typedef struct ts_big ts_big;

typedef struct ts_obj ts_obj;
typedef struct ts_val {
  ts_vtag t;
  int b;            /* TV_BOOL */
  double n;         /* TV_NUM */
  const ts_str *s;  /* TV_STR */
  ts_obj *o;        /* TV_OBJ */
  const ts_big *z;  /* TV_BIG */
} ts_val;

typedef enum ts_okind {
  TO_PLAIN,    /* an object literal or a class instance */
  TO_ARRAY,    /* items[0..len) */
  TO_FUNC,     /* a closure: fn (FUNC/FN/METHOD node), env, this_v for arrows, home for super */
  TO_CLASS,    /* a class: cls node, parent class (or NULL), protoobj (its prototype object) */
  TO_BUILTIN,  /* a library function: bid, bound receiver recv */
  TO_MAP,      /* items (keys), vals, len, in insertion order */
  TO_SET,      /* items, len */
  TO_ITER      /* an iterator of a Map or Set (keys(), values(), entries()): iter_of, iter_pos, iter_what */
} ts_okind;

typedef struct ts_prop {
  const ts_str *key;
  ts_val v;
  ts_obj *get, *set;  /* an accessor (class get/set): v unused */
} ts_prop;

typedef struct ts_env ts_env;
struct ts_promise;  /* ts_async.h: a promise's state */
struct ts_native;   /* ts_async.h: a library function with its own state */
struct ts_loop;     /* ts_async.h: the job queue, timers and coroutines of a run */

struct ts_obj {
  ts_okind k;
  ts_obj *proto;
  ts_prop *props;
  int nprops, capprops;
  ts_val *items, *vals;
  size_t len, cap;
  /* TO_FUNC */
  const ts_node *fn;
  ts_env *env;
  int has_this;       /* an arrow: this_v is the this it closed over */
  ts_val this_v;
  ts_obj *home;       /* a method: the class it belongs to (super's start) */
  /* TO_CLASS */
  const ts_node *cls;
  ts_obj *parent;
  ts_obj *protoobj;
  int builtin_error;  /* a library error class (Error, TypeError, RangeError) */
  /* TO_BUILTIN */
  int bid;
  ts_val recv;
  /* a class instance: its class, for show and instanceof */
  ts_obj *klass;
  const char *name;   /* TO_CLASS, TO_BUILTIN: the name; TO_ITER: "Map Iterator" or "Set Iterator" */
  /* a promise (a TO_PLAIN of class Promise), a TO_BUILTIN or TO_CLASS run by ts_async.h */
  struct ts_promise *prom;
  struct ts_native *native;
  /* TO_MAP, TO_SET: the positions of the walks in progress over it (ts_coll.c) */
  size_t **cursors;
  int ncursors, capcursors;
  /* TO_ITER: its Map or Set (NULL once done), its cursor, what it gives (TS_ITER_*) */
  ts_obj *iter_of;
  size_t *iter_pos;
  int iter_what;
};

/* One binding of an environment (a block's let/const/class/function names, a call's params). */
typedef struct ts_binding {
  const char *name;  /* interned */
  ts_val v;
  int is_const;
  int init;          /* 0: in its temporal dead zone (§9.1.1.1) */
} ts_binding;

struct ts_env {
  ts_env *up;
  ts_binding *b;
  int n, cap;
};

/* How a statement or expression ended (§6.2.4 completion records, plus going wrong). */
typedef enum ts_comp { C_NORMAL, C_RETURN, C_BREAK, C_CONTINUE, C_THROW, C_WRONG } ts_comp;

typedef struct ts_rt {
  ts_program *p;
  arena *a;           /* the run's heap */
  long long fuel;
  int depth;          /* calls in progress */
  ts_env *global;
  ts_val ret;         /* C_RETURN's value; C_THROW's exception */
  const char *label;  /* C_BREAK, C_CONTINUE: the label or NULL */
  /* C_WRONG */
  rel_wkind wkind;
  const char *wreason;
  const char *wloc;
  /* output: console.log lines */
  rel_record *recs;
  int nrecs, caprecs;
  /* the library's prototypes and classes */
  ts_obj *error_cls, *type_error_cls, *range_error_cls, *reference_error_cls, *syntax_error_cls, *aggregate_error_cls;
  ts_obj *object_proto;
  /* promises, async functions and the event loop (ts_async.h); NULL until ts_async_init */
  struct ts_loop *loop;
} ts_rt;

/* ---- values (ts_exec.c) ---- */
ts_val ts_undef(void);
ts_val ts_null(void);
ts_val ts_bool(int b);
ts_val ts_num(double n);
ts_val ts_strv(const ts_str *s);
ts_val ts_objv(ts_obj *o);
ts_str *ts_str_new(ts_rt *r, const uint16_t *u, size_t n);
ts_str *ts_str_ascii(ts_rt *r, const char *s);
ts_str *ts_str_cat(ts_rt *r, const ts_str *a, const ts_str *b);
int ts_str_eq(const ts_str *a, const ts_str *b);
int ts_str_is(const ts_str *a, const char *ascii);
int ts_str_cmp(const ts_str *a, const ts_str *b);
/* UTF-16 to UTF-8 (a lone surrogate as its 3-byte WTF-8 form), into sb. */
void ts_str_utf8(const ts_str *s, strbuf *sb);
/* One code point (or lone surrogate) as UTF-8 (WTF-8), into sb. */
void ts_utf8_put(uint32_t c, strbuf *sb);

ts_obj *ts_obj_new(ts_rt *r, ts_okind k, ts_obj *proto);
ts_obj *ts_array_new(ts_rt *r, size_t n);
void ts_array_push(ts_rt *r, ts_obj *a, ts_val v);
ts_prop *ts_own_prop(ts_obj *o, const ts_str *key);
void ts_set_own(ts_rt *r, ts_obj *o, const ts_str *key, ts_val v);

/* Abstract operations (§7.1, §7.2): conversions go wrong (C_WRONG) only on what is not modelled. */
int ts_truthy(ts_val v);
ts_comp ts_to_string(ts_rt *r, ts_val v, const ts_str **out, const ts_node *at);
double ts_to_number(ts_val v);
int ts_same_value_zero(ts_val a, ts_val b);
int ts_strict_eq(ts_val a, ts_val b);

/* Throws a new library error of class cls ("TypeError: msg"), returning C_THROW. */
ts_comp ts_throw_error(ts_rt *r, ts_obj *cls, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Goes wrong: kind k with the reason, at node n's place; returns C_WRONG. */
ts_comp ts_wrong(ts_rt *r, rel_wkind k, const ts_node *n, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* Calls f (a closure, class or library function) with this and args; C_NORMAL with *out set,
 * C_THROW (r->ret the exception) or C_WRONG. at: the call, for places. */
ts_comp ts_call(ts_rt *r, ts_val f, ts_val thisv, const ts_val *args, int nargs, ts_val *out, const ts_node *at);
/* Property read o.key on any value (§7.3.2 GetV: primitives through their library members). */
ts_comp ts_get(ts_rt *r, ts_val o, const ts_str *key, ts_val *out, const ts_node *at);

/* ---- the library (ts_lib.c) ---- */
/* Installs the globals (Math, console, Number, String, Array, Map, Set, Error, …) into r->global. */
void ts_lib_init(ts_rt *r);
/* Binds one more global (a const of the global scope). */
void ts_lib_global(ts_rt *r, const char *name, ts_val v);
/* A library member of a primitive or library object (string, number, array, Map, Set methods and
 * length/size): 1 with *out set, 0 when there is none. */
int ts_lib_member(ts_rt *r, ts_val o, const ts_str *key, ts_val *out);
/* Runs library function bid. */
ts_comp ts_lib_call(ts_rt *r, ts_obj *f, ts_val thisv, const ts_val *args, int nargs, ts_val *out, const ts_node *at);
/* new of a library class (Map, Set, Error, TypeError, RangeError, Array). */
ts_comp ts_lib_construct(ts_rt *r, ts_obj *cls, const ts_val *args, int nargs, ts_val *out, const ts_node *at);

/* ---- Map and Set (ts_coll.c): insertion order, SameValueZero keys, live iteration ---- */
enum { TS_ITER_KEYS, TS_ITER_VALUES, TS_ITER_ENTRIES };
/* The place of key k in Map or Set m, or -1. */
long ts_coll_find(const ts_obj *m, ts_val k);
/* m.set(k, v) / s.add(k): a new key appended, an existing one keeps its place (a Map's value set). */
void ts_coll_put(ts_rt *r, ts_obj *m, ts_val k, ts_val v);
/* m.delete(k): 1 when it was there. The walks in progress over m keep their place. */
int ts_coll_delete(ts_obj *m, ts_val k);
void ts_coll_clear(ts_obj *m);
/* A new iterator object (TO_ITER) of m's keys, values or entries (§24.1.5.1 CreateMapIterator). */
ts_val ts_coll_iter(ts_rt *r, ts_obj *m, int what);
/* %MapIteratorPrototype%.next / %SetIteratorPrototype%.next of it: a new { value, done }. */
ts_val ts_iter_result(ts_rt *r, ts_obj *it);
/* A walk over a Map, a Set or an iterator object, live: entries added meanwhile are reached,
 * deleted ones are not. */
typedef struct ts_walk {
  ts_obj *coll;   /* NULL when done */
  ts_obj *iter;   /* the iterator object walked, or NULL for a Map or Set's own walk */
  size_t *pos;
  int what;
} ts_walk;
/* Starts a walk over v: 1, or 0 when v is not a Map, Set or iterator object. */
int ts_walk_begin(ts_rt *r, ts_val v, ts_walk *w);
/* The next value: 1 with *out, 0 at the end (the walk is then over). */
int ts_walk_next(ts_rt *r, ts_walk *w, ts_val *out);
/* Ends a walk left before its end (a for-of's break, return or throw). */
void ts_walk_end(ts_walk *w);
/* The rest of the walk's values, as a new array. */
ts_obj *ts_walk_drain(ts_rt *r, ts_walk *w);

/* ---- formatting (ts_show.c) ---- */
/* console.log's formatting of one argument (node's util.inspect for the modelled shapes): C_NORMAL
 * with the text appended to sb, or C_WRONG (unsupported) for a shape whose layout is not modelled. */
ts_comp ts_inspect(ts_rt *r, ts_val v, strbuf *sb, const ts_node *at);
/* docs/ts.md's show(): the returned value's text, equal for equal values. */
void ts_show(ts_rt *r, ts_val v, strbuf *sb);

#endif
