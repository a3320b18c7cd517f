/* ts_exec.c — the TypeScript room's interpreter: runs the front end's typed AST as ECMAScript
 * (ECMA-262 2022) would — block-scoped bindings with temporal dead zones (§9.1, §14.2), loops with
 * a fresh binding per iteration (§14.7.4.4), completion records for break/continue/return/throw
 * (§6.2.4), closures, classes with fields, accessors and super (§15.7), optional chains (§13.3.9).
 * Going wrong (C_WRONG) is Equiv's limit — fuel, depth, an unmodelled construct — never caught. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/ts/ts.h"
#include "lang/ts/ts_async.h"
#include "lang/ts/ts_big.h"
#include "lang/ts/ts_num.h"
#include "lang/ts/ts_rt.h"

enum { MAX_DEPTH = 400 };
static const size_t MEMORY_CAP = (size_t)512 << 20;

/* What a function body runs with: this, and the class whose methods super reaches. */
typedef struct frame {
  ts_val thisv;
  ts_obj *home;
} frame;

static ts_comp eval(ts_rt *r, const ts_node *e, ts_env *env, frame *f, ts_val *out);
static ts_comp exec_list(ts_rt *r, const ts_list *l, ts_env *env, frame *f);

/* ---- environments ---- */

static ts_env *env_new(ts_rt *r, ts_env *up) {
  ts_env *e = arena_alloc(r->a, sizeof *e);
  e->up = up;
  return e;
}

static ts_binding *env_declare(ts_rt *r, ts_env *e, const char *name, int is_const, int init, ts_val v) {
  for (int i = 0; i < e->n; i++)
    if (e->b[i].name == name) {
      e->b[i].is_const = is_const;
      e->b[i].init = init;
      e->b[i].v = v;
      return &e->b[i];
    }
  if (e->n == e->cap) {
    int cap = e->cap ? e->cap * 2 : 4;
    ts_binding *nb = arena_alloc(r->a, (size_t)cap * sizeof *nb);
    if (e->n) memcpy(nb, e->b, (size_t)e->n * sizeof *nb);
    e->b = nb;
    e->cap = cap;
  }
  ts_binding *b = &e->b[e->n++];
  b->name = name;
  b->is_const = is_const;
  b->init = init;
  b->v = v;
  return b;
}

static ts_binding *env_lookup(ts_env *e, const char *name) {
  for (; e; e = e->up)
    for (int i = 0; i < e->n; i++)
      if (e->b[i].name == name) return &e->b[i];
  return NULL;
}

/* A copy of e's bindings (CreatePerIterationEnvironment, §14.7.4.4). */
static ts_env *env_copy(ts_rt *r, const ts_env *e) {
  ts_env *c = env_new(r, e->up);
  c->n = c->cap = e->n;
  c->b = arena_alloc(r->a, ((size_t)e->n + 1) * sizeof *c->b);
  if (e->n) memcpy(c->b, e->b, (size_t)e->n * sizeof *c->b);
  return c;
}

static ts_comp tick(ts_rt *r, const ts_node *at) {
  if (--r->fuel < 0) return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "out of fuel");
  if ((r->fuel & 1023) == 0 && arena_used(r->a) > MEMORY_CAP)
    return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "the run's heap is above its cap of 512 MB");
  return C_NORMAL;
}

static ts_obj *make_closure(ts_rt *r, const ts_node *fn, ts_env *env, frame *f, ts_obj *home) {
  ts_obj *o = ts_obj_new(r, TO_FUNC, r->object_proto);
  o->fn = fn;
  o->env = env;
  o->home = home;
  o->name = fn->name;
  if (fn->k == TS_FN && (fn->flags & TS_F_ARROW)) {
    o->has_this = 1;
    o->this_v = f ? f->thisv : ts_undef();
    o->home = f ? f->home : NULL;
  }
  return o;
}

static ts_comp eval_class(ts_rt *r, const ts_node *c, ts_env *env, frame *f, ts_obj **out);

/* Hoisting at a block's start (§14.2.2 BlockDeclarationInstantiation): let, const and class names
 * are bound uninitialised, functions are bound to their closures. */
static void hoist(ts_rt *r, const ts_list *l, ts_env *env, frame *f) {
  for (int i = 0; i < l->n; i++) {
    const ts_node *s = l->v[i];
    if (s->k == TS_VAR) env_declare(r, env, s->name, (s->flags & TS_F_CONST) != 0, 0, ts_undef());
    else if (s->k == TS_VARS)
      for (int j = 0; j < s->list.n; j++)
        env_declare(r, env, s->list.v[j]->name, (s->list.v[j]->flags & TS_F_CONST) != 0, 0, ts_undef());
    else if (s->k == TS_CLASS) env_declare(r, env, s->name, 0, 0, ts_undef());
  }
  for (int i = 0; i < l->n; i++) {
    const ts_node *s = l->v[i];
    if (s->k == TS_FUNC && !(s->flags & TS_F_OVERLOAD))
      env_declare(r, env, s->name, 0, 1, ts_objv(make_closure(r, s, env, f, NULL)));
  }
}

/* ---- property access ---- */

/* An array index key: the canonical decimal of an integer below 2^32 - 1 (§6.1.7). */
static int array_index(const ts_str *k, size_t *idx) {
  if (k->n == 0 || k->n > 10) return 0;
  if (k->n > 1 && k->u[0] == '0') return 0;
  unsigned long long v = 0;
  for (size_t i = 0; i < k->n; i++) {
    if (k->u[i] < '0' || k->u[i] > '9') return 0;
    v = v * 10 + (k->u[i] - '0');
  }
  if (v >= 4294967295ull) return 0;
  *idx = (size_t)v;
  return 1;
}

/* The property of o or its prototypes, or NULL. */
static ts_prop *find_prop(ts_obj *o, const ts_str *key, ts_obj **holder) {
  for (int guard = 0; o && guard < 10000; o = o->proto, guard++) {
    ts_prop *p = ts_own_prop(o, key);
    if (p) {
      if (holder) *holder = o;
      return p;
    }
  }
  return NULL;
}

ts_comp ts_get(ts_rt *r, ts_val o, const ts_str *key, ts_val *out, const ts_node *at) {
  size_t idx;
  if (o.t == TV_UNDEF || o.t == TV_NULL) {
    strbuf sb = STRBUF_INIT;
    ts_str_utf8(key, &sb);
    ts_comp c = ts_throw_error(r, r->type_error_cls, "Cannot read properties of %s (reading '%s')",
                               o.t == TV_UNDEF ? "undefined" : "null", sb_str(&sb));
    sb_free(&sb);
    return c;
  }
  if (o.t == TV_STR) {
    if (ts_str_is(key, "length")) {
      *out = ts_num((double)o.s->n);
      return C_NORMAL;
    }
    if (array_index(key, &idx)) {
      *out = idx < o.s->n ? ts_strv(ts_str_new(r, &o.s->u[idx], 1)) : ts_undef();
      return C_NORMAL;
    }
  }
  if (o.t == TV_OBJ) {
    ts_obj *ob = o.o;
    if (ob->k == TO_ARRAY) {
      if (ts_str_is(key, "length")) {
        *out = ts_num((double)ob->len);
        return C_NORMAL;
      }
      if (array_index(key, &idx)) {
        *out = idx < ob->len ? ob->items[idx] : ts_undef();
        return C_NORMAL;
      }
    }
    ts_prop *p = find_prop(ob, key, NULL);
    if (p) {
      if (p->get) return ts_call(r, ts_objv(p->get), o, NULL, 0, out, at);
      if (p->set) {
        *out = ts_undef();
        return C_NORMAL;
      }
      *out = p->v;
      return C_NORMAL;
    }
  }
  if (ts_lib_member(r, o, key, out)) return C_NORMAL;
  /* a user's object or class without the member: undefined, unless Object.prototype or
   * Function.prototype has it (not modelled); a library namespace or class: not modelled */
  static const char *const inherited[] = {"toString", "valueOf", "hasOwnProperty", "toLocaleString",
                                          "isPrototypeOf", "propertyIsEnumerable", "call", "apply", "bind",
                                          "length", "name"};
  int inh = 0;
  for (size_t i = 0; i < sizeof inherited / sizeof inherited[0]; i++) inh |= ts_str_is(key, inherited[i]);
  if (o.t == TV_OBJ && !inh && ((o.o->k == TO_PLAIN && !o.o->name) || (o.o->k == TO_CLASS && o.o->cls))) {
    *out = ts_undef();
    return C_NORMAL;
  }
  strbuf sb = STRBUF_INIT;
  ts_str_utf8(key, &sb);
  ts_comp c = ts_wrong(r, REL_W_UNSUPPORTED, at, "library member '%s' (not modelled)", sb_str(&sb));
  sb_free(&sb);
  return c;
}

static ts_comp put(ts_rt *r, ts_val o, const ts_str *key, ts_val v, const ts_node *at) {
  if (o.t != TV_OBJ) {
    strbuf sb = STRBUF_INIT;
    ts_str_utf8(key, &sb);
    ts_comp c = o.t == TV_UNDEF || o.t == TV_NULL
                  ? ts_throw_error(r, r->type_error_cls, "Cannot set properties of %s (setting '%s')",
                                   o.t == TV_UNDEF ? "undefined" : "null", sb_str(&sb))
                  : ts_wrong(r, REL_W_UNSUPPORTED, at, "setting property '%s' of a primitive", sb_str(&sb));
    sb_free(&sb);
    return c;
  }
  ts_obj *ob = o.o;
  size_t idx;
  if (ob->k == TO_ARRAY) {
    if (array_index(key, &idx)) {
      if (idx < ob->len) ob->items[idx] = v;
      else if (idx == ob->len) ts_array_push(r, ob, v);
      else return ts_wrong(r, REL_W_UNSUPPORTED, at, "writing past an array's end (holes are not modelled)");
      return C_NORMAL;
    }
    if (ts_str_is(key, "length")) {
      double n = v.t == TV_NUM ? v.n : NAN;
      if (!(n >= 0 && n == trunc(n) && n < 4294967296.0))
        return ts_throw_error(r, r->range_error_cls, "Invalid array length");
      if ((size_t)n > ob->len) return ts_wrong(r, REL_W_UNSUPPORTED, at, "growing an array by its length (holes)");
      ob->len = (size_t)n;
      return C_NORMAL;
    }
  }
  if (ob->k != TO_PLAIN && ob->k != TO_CLASS && ob->k != TO_ARRAY)
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "setting a property of a library object");
  ts_prop *p = find_prop(ob, key, NULL);
  if (p && (p->get || p->set)) {
    if (!p->set) {
      strbuf sb = STRBUF_INIT;
      ts_str_utf8(key, &sb);
      ts_comp c = ts_throw_error(r, r->type_error_cls, "Cannot set property %s of %s which has only a getter",
                                 sb_str(&sb), "#<Object>");
      sb_free(&sb);
      return c;
    }
    ts_val ignored;
    return ts_call(r, ts_objv(p->set), o, &v, 1, &ignored, at);
  }
  ts_set_own(r, ob, key, v);
  return C_NORMAL;
}

/* ---- calls ---- */

static ts_comp construct(ts_rt *r, ts_val cv, const ts_val *args, int nargs, ts_val *out, const ts_node *at);

static ts_comp bind_params(ts_rt *r, const ts_node *fn, ts_env *env, frame *f, const ts_val *args, int nargs) {
  for (int i = 0; i < fn->list.n; i++) {
    const ts_node *p = fn->list.v[i];
    ts_val v = i < nargs ? args[i] : ts_undef();
    ts_binding *b = env_declare(r, env, p->name, 0, 0, ts_undef());
    if (v.t == TV_UNDEF && p->a) {
      ts_comp c = eval(r, p->a, env, f, &v);
      if (c != C_NORMAL) return c;
      b = env_lookup(env, p->name);
    }
    b->v = v;
    b->init = 1;
  }
  return C_NORMAL;
}

/* Runs a closure's body with this_v; C_NORMAL with *out its result (an async function's body too:
 * ts_async.c runs it on its coroutine). */
ts_comp ts_exec_body(ts_rt *r, ts_obj *clo, ts_val thisv, const ts_val *args, int nargs, ts_val *out) {
  const ts_node *fn = clo->fn;
  frame f = {clo->has_this ? clo->this_v : thisv, clo->home};
  ts_env *env = env_new(r, clo->env);
  ts_comp c = bind_params(r, fn, env, &f, args, nargs);
  if (c != C_NORMAL) return c;
  if (fn->a && !fn->list2.n) { /* an arrow's expression body */
    return eval(r, fn->a, env, &f, out);
  }
  ts_env *body = env_new(r, env);
  hoist(r, &fn->list2, body, &f);
  c = exec_list(r, &fn->list2, body, &f);
  if (c == C_RETURN) {
    *out = r->ret;
    return C_NORMAL;
  }
  if (c == C_NORMAL) *out = ts_undef();
  return c;
}

ts_comp ts_call(ts_rt *r, ts_val fv, ts_val thisv, const ts_val *args, int nargs, ts_val *out, const ts_node *at) {
  if (fv.t != TV_OBJ || (fv.o->k != TO_FUNC && fv.o->k != TO_BUILTIN && fv.o->k != TO_CLASS))
    return ts_throw_error(r, r->type_error_cls, "%s is not a function",
                          fv.t == TV_UNDEF ? "undefined" : fv.t == TV_NULL ? "null" : "value");
  if (fv.o->k == TO_CLASS && !fv.o->native) {
    if (fv.o->builtin_error) return ts_lib_construct(r, fv.o, args, nargs, out, at); /* Error(...) as new */
    return ts_throw_error(r, r->type_error_cls, "Class constructor %s cannot be invoked without 'new'",
                          fv.o->name ? fv.o->name : "");
  }
  ts_comp c = tick(r, at);
  if (c != C_NORMAL) return c;
  if (++r->depth > MAX_DEPTH) {
    r->depth--;
    return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "call depth above %d", MAX_DEPTH);
  }
  if (fv.o->native) c = ts_native_call(r, fv.o, thisv, args, nargs, out, at);
  else if (fv.o->k == TO_BUILTIN) c = ts_lib_call(r, fv.o, thisv, args, nargs, out, at);
  else if (fv.o->fn->flags & TS_F_ASYNC) c = ts_async_call(r, fv.o, thisv, args, nargs, out, at);
  else c = ts_exec_body(r, fv.o, thisv, args, nargs, out);
  r->depth--;
  return c;
}

/* Evaluates call arguments (with spreads) into a fresh array. */
static ts_comp eval_args(ts_rt *r, const ts_list *l, ts_env *env, frame *f, ts_val **args, int *nargs);

/* ---- classes ---- */

static const ts_node *class_ctor(const ts_obj *cls) {
  if (!cls->cls) return NULL;
  for (int i = 0; i < cls->cls->list.n; i++)
    if (cls->cls->list.v[i]->k == TS_METHOD && cls->cls->list.v[i]->mkind == TS_M_CTOR) return cls->cls->list.v[i];
  return NULL;
}

/* The instance fields of cls, initialised on inst in order (§15.7.14 step 8: after super()). */
static ts_comp init_fields(ts_rt *r, ts_obj *cls, ts_obj *inst) {
  frame f = {ts_objv(inst), cls};
  for (int i = 0; i < cls->cls->list.n; i++) {
    const ts_node *m = cls->cls->list.v[i];
    if (m->k != TS_FIELD || (m->flags & TS_F_STATIC)) continue;
    ts_val v = ts_undef();
    if (m->a) {
      ts_comp c = eval(r, m->a, cls->env, &f, &v);
      if (c != C_NORMAL) return c;
    }
    ts_set_own(r, inst, ts_str_ascii(r, m->name), v);
  }
  return C_NORMAL;
}

/* Runs cls's constructor on inst (fields first for a base class, after super() for a derived one). */
static ts_comp run_ctor(ts_rt *r, ts_obj *cls, ts_obj *inst, const ts_val *args, int nargs, const ts_node *at) {
  if (cls->builtin_error) {
    /* Error(message) (§20.5.1.1): message when not undefined */
    if (nargs > 0 && args[0].t != TV_UNDEF) {
      const ts_str *m;
      ts_comp c = ts_to_string(r, args[0], &m, at);
      if (c != C_NORMAL) return c;
      ts_set_own(r, inst, ts_str_ascii(r, "message"), ts_strv(m));
    }
    return C_NORMAL;
  }
  const ts_node *ctor = class_ctor(cls);
  ts_comp c;
  if (!ctor) {
    if (cls->parent) {
      c = run_ctor(r, cls->parent, inst, args, nargs, at);
      if (c != C_NORMAL) return c;
    }
    return init_fields(r, cls, inst);
  }
  if (!cls->parent) {
    c = init_fields(r, cls, inst);
    if (c != C_NORMAL) return c;
  }
  if (++r->depth > MAX_DEPTH) {
    r->depth--;
    return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "call depth above %d", MAX_DEPTH);
  }
  ts_obj clo = {0};
  clo.k = TO_FUNC;
  clo.fn = ctor;
  clo.env = cls->env;
  clo.home = cls;
  ts_val ignored;
  c = ts_exec_body(r, &clo, ts_objv(inst), args, nargs, &ignored);
  r->depth--;
  return c;
}

static ts_comp construct(ts_rt *r, ts_val cv, const ts_val *args, int nargs, ts_val *out, const ts_node *at) {
  if (cv.t != TV_OBJ || cv.o->k != TO_CLASS) return ts_throw_error(r, r->type_error_cls, "value is not a constructor");
  ts_obj *cls = cv.o;
  if (cls->native) return ts_promise_construct(r, cls, args, nargs, out, at);
  if (!cls->cls) return ts_lib_construct(r, cls, args, nargs, out, at);
  ts_comp c = tick(r, at);
  if (c != C_NORMAL) return c;
  ts_obj *inst = ts_obj_new(r, TO_PLAIN, cls->protoobj);
  inst->klass = cls;
  c = run_ctor(r, cls, inst, args, nargs, at);
  if (c != C_NORMAL) return c;
  *out = ts_objv(inst);
  return C_NORMAL;
}

static ts_comp eval_class(ts_rt *r, const ts_node *cn, ts_env *env, frame *f, ts_obj **out) {
  ts_obj *parent = NULL;
  if (cn->a) {
    ts_val pv;
    ts_comp c = eval(r, cn->a, env, f, &pv);
    if (c != C_NORMAL) return c;
    if (pv.t != TV_OBJ || pv.o->k != TO_CLASS)
      return ts_throw_error(r, r->type_error_cls, "Class extends value is not a constructor or null");
    parent = pv.o;
    if (parent->native) return ts_wrong(r, REL_W_UNSUPPORTED, cn, "a class extending Promise");
  }
  ts_obj *cls = ts_obj_new(r, TO_CLASS, parent ? parent : r->object_proto);
  cls->cls = cn;
  cls->name = cn->name;
  cls->parent = parent;
  /* the class scope binds the class's own name, initialised before static fields run and seen by
   * its methods (§15.7.14 ClassDefinitionEvaluation, classEnv) */
  env = env_new(r, env);
  env_declare(r, env, cn->name, 1, 1, ts_objv(cls));
  cls->env = env;
  cls->protoobj = ts_obj_new(r, TO_PLAIN, parent ? parent->protoobj : r->object_proto);
  for (int i = 0; i < cn->list.n; i++) {
    const ts_node *m = cn->list.v[i];
    if (m->k != TS_METHOD || m->mkind == TS_M_CTOR) continue;
    ts_obj *target = (m->flags & TS_F_STATIC) ? cls : cls->protoobj;
    ts_obj *clo = make_closure(r, m, env, NULL, cls);
    const ts_str *key = ts_str_ascii(r, m->name);
    if (m->mkind == TS_M_METHOD) {
      ts_set_own(r, target, key, ts_objv(clo));
    } else {
      ts_prop *p = ts_own_prop(target, key);
      if (!p || (!p->get && !p->set)) {
        ts_set_own(r, target, key, ts_undef());
        p = ts_own_prop(target, key);
      }
      if (m->mkind == TS_M_GET) p->get = clo;
      else p->set = clo;
    }
  }
  /* static fields, in order, with this the class (§15.7.14 step 31) */
  frame sf = {ts_objv(cls), cls};
  (void)f;
  for (int i = 0; i < cn->list.n; i++) {
    const ts_node *m = cn->list.v[i];
    if (m->k != TS_FIELD || !(m->flags & TS_F_STATIC)) continue;
    ts_val v = ts_undef();
    if (m->a) {
      ts_comp c = eval(r, m->a, env, &sf, &v);
      if (c != C_NORMAL) return c;
    }
    ts_set_own(r, cls, ts_str_ascii(r, m->name), v);
  }
  *out = cls;
  return C_NORMAL;
}

/* ---- expressions ---- */

static const ts_str *node_str(ts_rt *r, const ts_node *n) { return ts_str_new(r, n->s, n->slen); }

static ts_comp to_prim_string(ts_rt *r, ts_val v, const ts_str **s, const ts_node *at) {
  return ts_to_string(r, v, s, at);
}

/* ToNumeric of an operand (§7.1.3): objects through ToPrimitive (number hint) are not modelled
 * beyond arrays, which convert through their string. */
static ts_comp to_number(ts_rt *r, ts_val v, double *d, const ts_node *at) {
  if (v.t == TV_BIG) return ts_throw_error(r, r->type_error_cls, "Cannot convert a BigInt value to a number");
  if (v.t == TV_OBJ) {
    if (v.o->k != TO_ARRAY) return ts_wrong(r, REL_W_UNSUPPORTED, at, "an object converted to a number");
    const ts_str *s;
    ts_comp c = ts_to_string(r, v, &s, at);
    if (c != C_NORMAL) return c;
    *d = ts_str_to_num(s->u, s->n);
    return C_NORMAL;
  }
  *d = ts_to_number(v);
  return C_NORMAL;
}

/* §7.2.14 IsLooselyEqual, for the operand types the subset allows. */
static ts_comp loose_eq(ts_rt *r, ts_val a, ts_val b, int *eq, const ts_node *at) {
  if (a.t == b.t) {
    *eq = ts_strict_eq(a, b);
    return C_NORMAL;
  }
  int an = a.t == TV_UNDEF || a.t == TV_NULL, bn = b.t == TV_UNDEF || b.t == TV_NULL;
  if (an || bn) {
    *eq = an && bn;
    return C_NORMAL;
  }
  if (a.t == TV_OBJ || b.t == TV_OBJ) return ts_wrong(r, REL_W_UNSUPPORTED, at, "== between an object and a primitive");
  if (a.t == TV_BIG || b.t == TV_BIG) { /* steps 12-13: a BigInt against a Number or a boolean, exactly */
    ts_val z = a.t == TV_BIG ? a : b, o = a.t == TV_BIG ? b : a;
    if (o.t == TV_STR) return ts_wrong(r, REL_W_UNSUPPORTED, at, "== between a BigInt and a string");
    double d = ts_to_number(o);
    *eq = !isnan(d) && ts_big_cmp_num(z.z, d) == 0;
    return C_NORMAL;
  }
  *eq = ts_to_number(a) == ts_to_number(b);
  return C_NORMAL;
}

/* §13.15.3 ApplyStringOrNumericBinaryOperator steps 6-8 with a BigInt operand: both BigInts, or
 * the TypeError of mixing them with Numbers. */
static ts_comp big_binop(ts_rt *r, ts_op op, ts_val a, ts_val b, ts_val *out, const ts_node *at) {
  if (a.t != TV_BIG || b.t != TV_BIG)
    return ts_throw_error(r, r->type_error_cls, "Cannot mix BigInt and other types, use explicit conversions");
  return ts_big_binop(r, op, a.z, b.z, out, at);
}

/* §7.2.13 IsLessThan with a BigInt operand: against a BigInt, or against a Number (a boolean,
 * undefined or null through ToNumeric), exactly; NaN compares false every way. */
static ts_comp big_compare(ts_rt *r, ts_op op, ts_val a, ts_val b, ts_val *out, const ts_node *at) {
  int k;
  if (a.t == TV_BIG && b.t == TV_BIG) {
    k = ts_big_cmp(a.z, b.z);
  } else {
    ts_val z = a.t == TV_BIG ? a : b, o = a.t == TV_BIG ? b : a;
    if (o.t == TV_STR || o.t == TV_OBJ) return ts_wrong(r, REL_W_UNSUPPORTED, at, "a BigInt compared with a string or an object");
    double d = ts_to_number(o);
    if (isnan(d)) {
      *out = ts_bool(0);
      return C_NORMAL;
    }
    k = ts_big_cmp_num(z.z, d);
    if (a.t != TV_BIG) k = -k;
  }
  *out = ts_bool(op == TS_OP_LT ? k < 0 : op == TS_OP_GT ? k > 0 : op == TS_OP_LE ? k <= 0 : k >= 0);
  return C_NORMAL;
}

static ts_comp binop(ts_rt *r, ts_op op, ts_val a, ts_val b, ts_val *out, const ts_node *at) {
  double x, y;
  ts_comp c;
  switch (op) {
  case TS_OP_ADD: {
    /* §13.15.3 ApplyStringOrNumericBinaryOperator: strings concatenate after ToPrimitive */
    int sa = a.t == TV_STR || a.t == TV_OBJ, sb = b.t == TV_STR || b.t == TV_OBJ;
    if (sa || sb) {
      const ts_str *s1, *s2;
      if ((c = to_prim_string(r, a, &s1, at)) != C_NORMAL) return c;
      if ((c = to_prim_string(r, b, &s2, at)) != C_NORMAL) return c;
      *out = ts_strv(ts_str_cat(r, s1, s2));
      return C_NORMAL;
    }
    if (a.t == TV_BIG || b.t == TV_BIG) return big_binop(r, op, a, b, out, at);
    *out = ts_num(ts_to_number(a) + ts_to_number(b));
    return C_NORMAL;
  }
  case TS_OP_SEQ: *out = ts_bool(ts_strict_eq(a, b)); return C_NORMAL;
  case TS_OP_SNE: *out = ts_bool(!ts_strict_eq(a, b)); return C_NORMAL;
  case TS_OP_EQ:
  case TS_OP_NE: {
    int eq = 0;
    if ((c = loose_eq(r, a, b, &eq, at)) != C_NORMAL) return c;
    *out = ts_bool(op == TS_OP_EQ ? eq : !eq);
    return C_NORMAL;
  }
  case TS_OP_LT:
  case TS_OP_GT:
  case TS_OP_LE:
  case TS_OP_GE:
    if (a.t == TV_STR && b.t == TV_STR) {
      int k = ts_str_cmp(a.s, b.s);
      *out = ts_bool(op == TS_OP_LT ? k < 0 : op == TS_OP_GT ? k > 0 : op == TS_OP_LE ? k <= 0 : k >= 0);
      return C_NORMAL;
    }
    if (a.t == TV_BIG || b.t == TV_BIG) return big_compare(r, op, a, b, out, at);
    if ((c = to_number(r, a, &x, at)) != C_NORMAL || (c = to_number(r, b, &y, at)) != C_NORMAL) return c;
    /* NaN compares false every way (§7.2.13 gives undefined, which <= and >= turn into false) */
    *out = ts_bool(op == TS_OP_LT ? x < y : op == TS_OP_GT ? x > y : op == TS_OP_LE ? x <= y : x >= y);
    return C_NORMAL;
  case TS_OP_INSTANCEOF: {
    if (b.t != TV_OBJ || b.o->k != TO_CLASS)
      return ts_throw_error(r, r->type_error_cls, "Right-hand side of 'instanceof' is not callable");
    int is = 0;
    if (a.t == TV_OBJ)
      for (ts_obj *p = a.o->proto; p && !is; p = p->proto) is = p == b.o->protoobj;
    *out = ts_bool(is);
    return C_NORMAL;
  }
  case TS_OP_IN: {
    if (b.t != TV_OBJ) return ts_throw_error(r, r->type_error_cls, "Cannot use 'in' operator to search for a key in a primitive");
    const ts_str *k;
    if ((c = ts_to_string(r, a, &k, at)) != C_NORMAL) return c;
    size_t idx;
    int has = find_prop(b.o, k, NULL) != NULL;
    if (b.o->k == TO_ARRAY) has |= ts_str_is(k, "length") || (array_index(k, &idx) && idx < b.o->len);
    if (!has && b.o->k != TO_PLAIN && b.o->k != TO_CLASS)
      return ts_wrong(r, REL_W_UNSUPPORTED, at, "'in' on a library object");
    *out = ts_bool(has);
    return C_NORMAL;
  }
  case TS_OP_COMMA: *out = b; return C_NORMAL;
  default: break;
  }
  if ((a.t == TV_OBJ || b.t == TV_OBJ))
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "an object operand of '%s'", ts_op_name(op));
  if (a.t == TV_BIG || b.t == TV_BIG) return big_binop(r, op, a, b, out, at);
  x = ts_to_number(a);
  y = ts_to_number(b);
  switch (op) {
  case TS_OP_SUB: *out = ts_num(x - y); break;
  case TS_OP_MUL: *out = ts_num(x * y); break;
  case TS_OP_DIV: *out = ts_num(x / y); break;
  case TS_OP_MOD: *out = ts_num(ts_num_mod(x, y)); break;
  case TS_OP_EXP: {
    double v;
    if (ts_num_pow(x, y, &v) < 0)
      return ts_wrong(r, REL_W_UNSUPPORTED, at, "'**' with a result IEEE 754 does not fix (V8's pow is not correctly rounded)");
    *out = ts_num(v);
    break;
  }
  /* §6.1.6.1.9-11: shift counts modulo 32, operands ToInt32/ToUint32 (ts_num.h's rule, shared
   * with the symbolic executor) */
  case TS_OP_SHL: case TS_OP_SAR: case TS_OP_SHR: case TS_OP_BAND: case TS_OP_BOR: case TS_OP_BXOR: {
    ts_ibin ib = op == TS_OP_SHL ? TI_SHL : op == TS_OP_SAR ? TI_SAR : op == TS_OP_SHR ? TI_SHR
               : op == TS_OP_BAND ? TI_AND : op == TS_OP_BOR ? TI_OR : TI_XOR;
    *out = ts_num(ts_nv_double(ts_r_bitop(&ts_ndom_double, ib, ts_nv_of(x), ts_nv_of(y))));
    break;
  }
  default: return ts_wrong(r, REL_W_UNSUPPORTED, at, "operator '%s'", ts_op_name(op));
  }
  return C_NORMAL;
}

/* Optional chains (§13.3.9): *shorted is set when a ?. met undefined or null, and the whole chain
 * up to its outermost member, index or call is undefined. */
static ts_comp eval_chain(ts_rt *r, const ts_node *e, ts_env *env, frame *f, ts_val *out, ts_val *thisv, int *shorted);

static ts_comp member_key(ts_rt *r, const ts_node *e, ts_env *env, frame *f, const ts_str **key) {
  if (e->k == TS_MEMBER) {
    *key = ts_str_ascii(r, e->name);
    return C_NORMAL;
  }
  ts_val k;
  ts_comp c = eval(r, e->b, env, f, &k);
  if (c != C_NORMAL) return c;
  return ts_to_string(r, k, key, e);
}

static ts_comp eval_chain(ts_rt *r, const ts_node *e, ts_env *env, frame *f, ts_val *out, ts_val *thisv, int *shorted) {
  ts_comp c;
  if (e->k == TS_MEMBER || e->k == TS_INDEX) {
    ts_val o;
    if (e->a->k == TS_SUPER) {
      if (!f->home || !f->home->parent) return ts_wrong(r, REL_W_UNSUPPORTED, e, "super outside a derived class");
      const ts_str *key;
      if ((c = member_key(r, e, env, f, &key)) != C_NORMAL) return c;
      ts_prop *p = find_prop(f->home->parent->protoobj, key, NULL);
      *thisv = f->thisv;
      if (!p) *out = ts_undef();
      else if (p->get) return ts_call(r, ts_objv(p->get), f->thisv, NULL, 0, out, e);
      else *out = p->v;
      return C_NORMAL;
    }
    ts_val ignored;
    c = eval_chain(r, e->a, env, f, &o, &ignored, shorted);
    if (c != C_NORMAL || *shorted) return c;
    if ((e->flags & TS_F_OPTIONAL) && (o.t == TV_UNDEF || o.t == TV_NULL)) {
      *shorted = 1;
      return C_NORMAL;
    }
    *thisv = o;
    /* an array read by a number: no string key needed */
    if (e->k == TS_INDEX && o.t == TV_OBJ && o.o->k == TO_ARRAY) {
      ts_val k;
      if ((c = eval(r, e->b, env, f, &k)) != C_NORMAL) return c;
      if (k.t == TV_NUM && k.n >= 0 && k.n == trunc(k.n) && k.n < 4294967295.0) {
        size_t i = (size_t)k.n;
        *out = i < o.o->len ? o.o->items[i] : ts_undef();
        return C_NORMAL;
      }
      const ts_str *key;
      if ((c = ts_to_string(r, k, &key, e)) != C_NORMAL) return c;
      return ts_get(r, o, key, out, e);
    }
    const ts_str *key;
    if ((c = member_key(r, e, env, f, &key)) != C_NORMAL) return c;
    return ts_get(r, o, key, out, e);
  }
  if (e->k == TS_CALL) {
    ts_val fv, tv = ts_undef();
    if (e->a->k == TS_SUPER) { /* super(...) in a derived constructor */
      if (!f->home || !f->home->parent || f->thisv.t != TV_OBJ)
        return ts_wrong(r, REL_W_UNSUPPORTED, e, "super() outside a derived constructor");
      ts_val *args;
      int nargs;
      if ((c = eval_args(r, &e->list, env, f, &args, &nargs)) != C_NORMAL) return c;
      if ((c = run_ctor(r, f->home->parent, f->thisv.o, args, nargs, e)) != C_NORMAL) return c;
      if ((c = init_fields(r, f->home, f->thisv.o)) != C_NORMAL) return c;
      *out = ts_undef();
      return C_NORMAL;
    }
    if (e->a->k == TS_MEMBER || e->a->k == TS_INDEX) {
      c = eval_chain(r, e->a, env, f, &fv, &tv, shorted);
    } else {
      c = eval(r, e->a, env, f, &fv);
    }
    if (c != C_NORMAL || *shorted) return c;
    if ((e->flags & TS_F_OPTIONAL) && (fv.t == TV_UNDEF || fv.t == TV_NULL)) {
      *shorted = 1;
      return C_NORMAL;
    }
    ts_val *args;
    int nargs;
    if ((c = eval_args(r, &e->list, env, f, &args, &nargs)) != C_NORMAL) return c;
    if (fv.t != TV_OBJ || (fv.o->k != TO_FUNC && fv.o->k != TO_BUILTIN && fv.o->k != TO_CLASS)) {
      /* node names the callee in its message: "x.f is not a function" */
      const char *what = e->a->k == TS_ID ? e->a->name : e->a->k == TS_MEMBER ? e->a->name : "expression";
      if (e->a->k == TS_MEMBER && e->a->a->k == TS_ID)
        return ts_throw_error(r, r->type_error_cls, "%s.%s is not a function", e->a->a->name, e->a->name);
      if (e->a->k == TS_MEMBER) return ts_wrong(r, REL_W_UNSUPPORTED, e, "calling a value that is not a function");
      return ts_throw_error(r, r->type_error_cls, "%s is not a function", what);
    }
    *thisv = ts_undef();
    return ts_call(r, fv, tv, args, nargs, out, e);
  }
  *thisv = ts_undef();
  return eval(r, e, env, f, out);
}

static ts_comp iterate(ts_rt *r, ts_val it, const ts_node *at, ts_obj **items);

static ts_comp eval_args(ts_rt *r, const ts_list *l, ts_env *env, frame *f, ts_val **args, int *nargs) {
  ts_obj *acc = ts_array_new(r, 0);
  for (int i = 0; i < l->n; i++) {
    const ts_node *a = l->v[i];
    ts_val v;
    ts_comp c = eval(r, a->k == TS_SPREAD ? a->a : a, env, f, &v);
    if (c != C_NORMAL) return c;
    if (a->k == TS_SPREAD) {
      ts_obj *items;
      if ((c = iterate(r, v, a, &items)) != C_NORMAL) return c;
      for (size_t j = 0; j < items->len; j++) ts_array_push(r, acc, items->items[j]);
    } else {
      ts_array_push(r, acc, v);
    }
  }
  if (acc->len > 100000) return ts_wrong(r, REL_W_UNSUPPORTED, l->n ? l->v[0] : NULL, "more than 100000 arguments");
  *args = acc->items;
  *nargs = (int)acc->len;
  return C_NORMAL;
}

/* The values spread goes through (§7.4 iterators of the library's iterables): an array's
 * elements, a string's code points, a Map's [key, value] pairs, a Set's members, what is left of
 * an iterator of them (consumed). No code runs meanwhile, so a snapshot is the walk. */
static ts_comp iterate(ts_rt *r, ts_val it, const ts_node *at, ts_obj **items) {
  if (it.t == TV_STR) {
    ts_obj *a = ts_array_new(r, 0);
    const ts_str *s = it.s;
    for (size_t i = 0; i < s->n; i++) {
      size_t n = 1;
      if (s->u[i] >= 0xd800 && s->u[i] <= 0xdbff && i + 1 < s->n && s->u[i + 1] >= 0xdc00 && s->u[i + 1] <= 0xdfff) n = 2;
      ts_array_push(r, a, ts_strv(ts_str_new(r, &s->u[i], n)));
      i += n - 1;
    }
    *items = a;
    return C_NORMAL;
  }
  if (it.t == TV_OBJ && it.o->k == TO_ARRAY) {
    *items = it.o;
    return C_NORMAL;
  }
  ts_walk w;
  if (ts_walk_begin(r, it, &w)) {
    *items = ts_walk_drain(r, &w);
    return C_NORMAL;
  }
  return ts_wrong(r, REL_W_UNSUPPORTED, at, "iterating a value that is not an array, string, Map or Set");
}

static ts_comp assign_to(ts_rt *r, const ts_node *t, ts_env *env, frame *f, ts_val v) {
  if (t->k == TS_ID) {
    ts_binding *b = env_lookup(env, t->name);
    if (!b) return ts_wrong(r, REL_W_UNSUPPORTED, t, "assignment to the global '%s'", t->name);
    if (!b->init) return ts_throw_error(r, r->reference_error_cls, "Cannot access '%s' before initialization", t->name);
    if (b->is_const) return ts_throw_error(r, r->type_error_cls, "Assignment to constant variable.");
    b->v = v;
    return C_NORMAL;
  }
  ts_val o;
  ts_comp c = eval(r, t->a, env, f, &o);
  if (c != C_NORMAL) return c;
  const ts_str *key;
  if ((c = member_key(r, t, env, f, &key)) != C_NORMAL) return c;
  return put(r, o, key, v, t);
}

/* A compound assignment or update: the target's reference is evaluated once (§13.15.2). */
static ts_comp read_modify_write(ts_rt *r, const ts_node *e, ts_env *env, frame *f, ts_op op, const ts_node *rhs,
                                 ts_val one, int post, ts_val *out) {
  const ts_node *t = e->a;
  ts_val o = ts_undef(), old;
  const ts_str *key = NULL;
  ts_binding *b = NULL;
  ts_comp c;
  if (t->k == TS_ID) {
    b = env_lookup(env, t->name);
    if (!b) return ts_wrong(r, REL_W_UNSUPPORTED, t, "assignment to the global '%s'", t->name);
    if (!b->init) return ts_throw_error(r, r->reference_error_cls, "Cannot access '%s' before initialization", t->name);
    old = b->v;
  } else {
    if ((c = eval(r, t->a, env, f, &o)) != C_NORMAL) return c;
    if ((c = member_key(r, t, env, f, &key)) != C_NORMAL) return c;
    if ((c = ts_get(r, o, key, &old, t)) != C_NORMAL) return c;
  }
  ts_val nv;
  if (op == TS_OP_AND || op == TS_OP_OR || op == TS_OP_NULLISH) {
    int keep = op == TS_OP_AND ? !ts_truthy(old) : op == TS_OP_OR ? ts_truthy(old) : !(old.t == TV_UNDEF || old.t == TV_NULL);
    if (keep) {
      *out = old;
      return C_NORMAL;
    }
    if ((c = eval(r, rhs, env, f, &nv)) != C_NORMAL) return c;
  } else {
    ts_val rv = one;
    if (rhs && (c = eval(r, rhs, env, f, &rv)) != C_NORMAL) return c;
    if (!rhs && old.t == TV_BIG) { /* ++ and -- of a BigInt add 1n (§13.4.2.1 with ToNumeric) */
      nv = ts_big_add_small(r, old.z, op == TS_OP_ADD ? 1 : -1);
      goto store;
    }
    if (!rhs) {
      double d;
      if ((c = to_number(r, old, &d, e)) != C_NORMAL) return c;
      old = ts_num(d);
    }
    if ((c = binop(r, op, old, rv, &nv, e)) != C_NORMAL) return c;
  }
store:
  if (t->k == TS_ID) {
    b = env_lookup(env, t->name);
    if (b->is_const) return ts_throw_error(r, r->type_error_cls, "Assignment to constant variable.");
    b->v = nv;
  } else if ((c = put(r, o, key, nv, t)) != C_NORMAL) {
    return c;
  }
  *out = post ? old : nv;
  return C_NORMAL;
}

static const char *type_of(ts_val v) {
  switch (v.t) {
  case TV_UNDEF: return "undefined";
  case TV_NULL: return "object";
  case TV_BOOL: return "boolean";
  case TV_NUM: return "number";
  case TV_STR: return "string";
  case TV_BIG: return "bigint";
  case TV_OBJ: return v.o->k == TO_FUNC || v.o->k == TO_CLASS || v.o->k == TO_BUILTIN ? "function" : "object";
  }
  return "undefined";
}

static ts_comp eval(ts_rt *r, const ts_node *e, ts_env *env, frame *f, ts_val *out) {
  ts_comp c;
  switch (e->k) {
  case TS_NUM: *out = ts_num(e->num); return C_NORMAL;
  case TS_STR: *out = ts_strv(node_str(r, e)); return C_NORMAL;
  case TS_BOOL: *out = ts_bool(e->num != 0); return C_NORMAL;
  case TS_NULL: *out = ts_null(); return C_NORMAL;
  case TS_UNDEF: *out = ts_undef(); return C_NORMAL;
  case TS_THIS: *out = f->thisv; return C_NORMAL;
  case TS_BIGINT: {
    const ts_big *z = ts_big_dec(r, e->text);
    if (!z) return ts_wrong(r, REL_W_UNSUPPORTED, e, "a BigInt literal that is not decimal");
    *out = ts_bigv(z);
    return C_NORMAL;
  }
  case TS_TMPL: {
    const ts_str *acc = node_str(r, e->list.v[0]);
    for (int i = 0; i < e->list2.n; i++) {
      ts_val v;
      if ((c = eval(r, e->list2.v[i], env, f, &v)) != C_NORMAL) return c;
      const ts_str *s;
      if ((c = ts_to_string(r, v, &s, e->list2.v[i])) != C_NORMAL) return c;
      acc = ts_str_cat(r, ts_str_cat(r, acc, s), node_str(r, e->list.v[i + 1]));
    }
    *out = ts_strv(acc);
    return C_NORMAL;
  }
  case TS_ID: {
    ts_binding *b = env_lookup(env, e->name);
    if (!b) return ts_wrong(r, REL_W_UNSUPPORTED, e, "global '%s' (not modelled)", e->name);
    if (!b->init) return ts_throw_error(r, r->reference_error_cls, "Cannot access '%s' before initialization", e->name);
    *out = b->v;
    return C_NORMAL;
  }
  case TS_ARR: {
    ts_val *items;
    int n;
    if ((c = eval_args(r, &e->list, env, f, &items, &n)) != C_NORMAL) return c;
    ts_obj *a = ts_array_new(r, (size_t)n);
    for (int i = 0; i < n; i++) a->items[i] = items[i];
    *out = ts_objv(a);
    return C_NORMAL;
  }
  case TS_OBJ: {
    ts_obj *o = ts_obj_new(r, TO_PLAIN, r->object_proto);
    for (int i = 0; i < e->list.n; i++) {
      const ts_node *p = e->list.v[i];
      ts_val v;
      if ((c = eval(r, p->a, env, f, &v)) != C_NORMAL) return c;
      if (p->k == TS_SPREAD) {
        if (v.t == TV_UNDEF || v.t == TV_NULL) continue;
        if (v.t != TV_OBJ || v.o->k != TO_PLAIN)
          return ts_wrong(r, REL_W_UNSUPPORTED, p, "spreading a value that is not a plain object");
        for (int j = 0; j < v.o->nprops; j++)
          if (!v.o->props[j].get && !v.o->props[j].set) ts_set_own(r, o, v.o->props[j].key, v.o->props[j].v);
        continue;
      }
      if (v.t == TV_OBJ && v.o->k == TO_FUNC && p->a->k == TS_FN && !(p->a->flags & TS_F_ARROW)) v.o->home = NULL;
      ts_set_own(r, o, ts_str_ascii(r, p->name), v);
    }
    *out = ts_objv(o);
    return C_NORMAL;
  }
  case TS_FN: *out = ts_objv(make_closure(r, e, env, f, NULL)); return C_NORMAL;
  case TS_MEMBER:
  case TS_INDEX:
  case TS_CALL: {
    int shorted = 0;
    ts_val thisv;
    c = eval_chain(r, e, env, f, out, &thisv, &shorted);
    if (c == C_NORMAL && shorted) *out = ts_undef();
    return c;
  }
  case TS_NEW: {
    ts_val cv;
    if ((c = eval(r, e->a, env, f, &cv)) != C_NORMAL) return c;
    ts_val *args;
    int nargs;
    if ((c = eval_args(r, &e->list, env, f, &args, &nargs)) != C_NORMAL) return c;
    return construct(r, cv, args, nargs, out, e);
  }
  case TS_UNARY: {
    ts_val v;
    if (e->op == TS_OP_TYPEOF && e->a->k == TS_ID && !env_lookup(env, e->a->name)) {
      *out = ts_strv(ts_str_ascii(r, "undefined"));
      return C_NORMAL;
    }
    if ((c = eval(r, e->a, env, f, &v)) != C_NORMAL) return c;
    double d;
    switch (e->op) {
    case TS_OP_NOT: *out = ts_bool(!ts_truthy(v)); return C_NORMAL;
    case TS_OP_TYPEOF: *out = ts_strv(ts_str_ascii(r, type_of(v))); return C_NORMAL;
    case TS_OP_VOID: *out = ts_undef(); return C_NORMAL;
    case TS_OP_SUB:
      if (v.t == TV_BIG) {
        *out = ts_big_neg(r, v.z);
        return C_NORMAL;
      }
      if ((c = to_number(r, v, &d, e)) != C_NORMAL) return c;
      *out = ts_num(-d);
      return C_NORMAL;
    case TS_OP_ADD:
      if ((c = to_number(r, v, &d, e)) != C_NORMAL) return c;
      *out = ts_num(d);
      return C_NORMAL;
    case TS_OP_BNOT:
      if (v.t == TV_BIG) {
        *out = ts_big_not(r, v.z);
        return C_NORMAL;
      }
      if ((c = to_number(r, v, &d, e)) != C_NORMAL) return c;
      *out = ts_num(ts_nv_double(ts_r_bitnot(&ts_ndom_double, ts_nv_of(d))));
      return C_NORMAL;
    default: return ts_wrong(r, REL_W_UNSUPPORTED, e, "unary operator '%s'", ts_op_name(e->op));
    }
  }
  case TS_UPDATE:
    return read_modify_write(r, e, env, f, e->op == TS_OP_INC ? TS_OP_ADD : TS_OP_SUB, NULL, ts_num(1),
                             !(e->flags & TS_F_PREFIX), out);
  case TS_ASSIGN:
    if (e->op == TS_OP_SET) {
      /* §13.15.2: the target's reference (object and key) first, then the value */
      if (e->a->k == TS_ID) {
        if ((c = eval(r, e->b, env, f, out)) != C_NORMAL) return c;
        if (e->b->k == TS_FN && out->t == TV_OBJ && !out->o->name) out->o->name = e->a->name;
        return assign_to(r, e->a, env, f, *out);
      }
      ts_val o;
      if ((c = eval(r, e->a->a, env, f, &o)) != C_NORMAL) return c;
      const ts_str *key;
      if ((c = member_key(r, e->a, env, f, &key)) != C_NORMAL) return c;
      if ((c = eval(r, e->b, env, f, out)) != C_NORMAL) return c;
      return put(r, o, key, *out, e->a);
    }
    return read_modify_write(r, e, env, f, e->op, e->b, ts_undef(), 0, out);
  case TS_LOGIC: {
    ts_val a;
    if ((c = eval(r, e->a, env, f, &a)) != C_NORMAL) return c;
    int take_left = e->op == TS_OP_AND ? !ts_truthy(a) : e->op == TS_OP_OR ? ts_truthy(a)
                                                        : !(a.t == TV_UNDEF || a.t == TV_NULL);
    if (take_left) {
      *out = a;
      return C_NORMAL;
    }
    return eval(r, e->b, env, f, out);
  }
  case TS_BIN: {
    ts_val a, b;
    if ((c = eval(r, e->a, env, f, &a)) != C_NORMAL) return c;
    if ((c = eval(r, e->b, env, f, &b)) != C_NORMAL) return c;
    return binop(r, e->op, a, b, out, e);
  }
  case TS_COND: {
    ts_val v;
    if ((c = eval(r, e->a, env, f, &v)) != C_NORMAL) return c;
    return eval(r, ts_truthy(v) ? e->b : e->c, env, f, out);
  }
  case TS_AWAIT: {
    ts_val v;
    if ((c = eval(r, e->a, env, f, &v)) != C_NORMAL) return c;
    return ts_await(r, v, out, e);
  }
  case TS_SUPER: return ts_wrong(r, REL_W_UNSUPPORTED, e, "super as a value");
  case TS_SPREAD: return ts_wrong(r, REL_W_UNSUPPORTED, e, "spread outside an array or call");
  default: return ts_wrong(r, REL_W_UNSUPPORTED, e, "expression '%s'", ts_kind_name(e->k));
  }
}

/* ---- statements ---- */

static ts_comp exec_stmt(ts_rt *r, const ts_node *s, ts_env *env, frame *f, const char *label);

static ts_comp block(ts_rt *r, const ts_list *l, ts_env *up, frame *f) {
  ts_env *env = env_new(r, up);
  hoist(r, l, env, f);
  return exec_list(r, l, env, f);
}

static ts_comp exec_list(ts_rt *r, const ts_list *l, ts_env *env, frame *f) {
  for (int i = 0; i < l->n; i++) {
    ts_comp c = exec_stmt(r, l->v[i], env, f, NULL);
    if (c != C_NORMAL) return c;
  }
  return C_NORMAL;
}

/* A loop body's completion: 0 to go on, 1 to leave the loop normally, -1 to propagate c. */
static int loop_ctl(ts_rt *r, ts_comp *c, const char *label) {
  if (*c == C_BREAK && (!r->label || r->label == label)) {
    *c = C_NORMAL;
    return 1;
  }
  if (*c == C_CONTINUE && (!r->label || r->label == label)) {
    *c = C_NORMAL;
    return 0;
  }
  return *c == C_NORMAL ? 0 : -1;
}

static ts_comp exec_var(ts_rt *r, const ts_node *s, ts_env *env, frame *f) {
  ts_val v = ts_undef();
  if (s->a) {
    ts_comp c = eval(r, s->a, env, f, &v);
    if (c != C_NORMAL) return c;
    if (s->a->k == TS_FN && v.t == TV_OBJ && !v.o->name) v.o->name = s->name;
  }
  ts_binding *b = env_lookup(env, s->name);
  if (!b) b = env_declare(r, env, s->name, (s->flags & TS_F_CONST) != 0, 1, v);
  b->v = v;
  b->init = 1;
  return C_NORMAL;
}

static ts_comp exec_stmt(ts_rt *r, const ts_node *s, ts_env *env, frame *f, const char *label) {
  ts_comp c = tick(r, s);
  if (c != C_NORMAL) return c;
  ts_val v;
  switch (s->k) {
  case TS_EMPTY:
  case TS_FUNC: return C_NORMAL;
  case TS_VAR: return exec_var(r, s, env, f);
  case TS_VARS:
    for (int i = 0; i < s->list.n; i++)
      if ((c = exec_var(r, s->list.v[i], env, f)) != C_NORMAL) return c;
    return C_NORMAL;
  case TS_CLASS: {
    ts_obj *cls = NULL;
    if ((c = eval_class(r, s, env, f, &cls)) != C_NORMAL) return c;
    ts_binding *b = env_lookup(env, s->name);
    b->v = ts_objv(cls);
    b->init = 1;
    return C_NORMAL;
  }
  case TS_EXPR: return eval(r, s->a, env, f, &v);
  case TS_IF:
    if ((c = eval(r, s->a, env, f, &v)) != C_NORMAL) return c;
    return block(r, ts_truthy(v) ? &s->list : &s->list2, env, f);
  case TS_BLOCK: return block(r, &s->list, env, f);
  case TS_WHILE:
  case TS_DO:
    for (int first = 1;; first = 0) {
      if (!(s->k == TS_DO && first)) {
        if ((c = eval(r, s->a, env, f, &v)) != C_NORMAL) return c;
        if (!ts_truthy(v)) return C_NORMAL;
      }
      if ((c = tick(r, s)) != C_NORMAL) return c;
      c = block(r, &s->list, env, f);
      int k = loop_ctl(r, &c, label);
      if (k < 0) return c;
      if (k > 0) return C_NORMAL;
    }
  case TS_FOR: {
    ts_env *le = env_new(r, env);
    hoist(r, &s->list, le, f);
    if ((c = exec_list(r, &s->list, le, f)) != C_NORMAL) return c;
    le = env_copy(r, le);
    for (;;) {
      if (s->a) {
        if ((c = eval(r, s->a, le, f, &v)) != C_NORMAL) return c;
        if (!ts_truthy(v)) return C_NORMAL;
      }
      if ((c = tick(r, s)) != C_NORMAL) return c;
      c = block(r, &s->list2, le, f);
      int k = loop_ctl(r, &c, label);
      if (k < 0) return c;
      if (k > 0) return C_NORMAL;
      le = env_copy(r, le);
      if (s->b && (c = eval(r, s->b, le, f, &v)) != C_NORMAL) return c;
    }
  }
  case TS_FOROF: {
    ts_val it;
    if ((c = eval(r, s->a, env, f, &it)) != C_NORMAL) return c;
    ts_walk w;
    if (ts_walk_begin(r, it, &w)) {
      /* a Map, Set or iterator is walked live (§24.1.5.2): what the body adds is reached, what it
       * deletes before its turn is not */
      ts_val x;
      while (ts_walk_next(r, &w, &x)) {
        if ((c = tick(r, s)) != C_NORMAL) return ts_walk_end(&w), c;
        ts_env *le = env_new(r, env);
        env_declare(r, le, s->name, (s->flags & TS_F_CONST) != 0, 1, x);
        c = block(r, &s->list, le, f);
        int k = loop_ctl(r, &c, label);
        if (k != 0) return ts_walk_end(&w), k < 0 ? c : C_NORMAL;
      }
      return C_NORMAL;
    }
    ts_obj *items;
    if ((c = iterate(r, it, s->a, &items)) != C_NORMAL) return c;
    /* an array is iterated live (§23.1.5.1: the index is checked against the length each step) */
    for (size_t i = 0; i < items->len; i++) {
      if ((c = tick(r, s)) != C_NORMAL) return c;
      ts_env *le = env_new(r, env);
      env_declare(r, le, s->name, (s->flags & TS_F_CONST) != 0, 1, items->items[i]);
      c = block(r, &s->list, le, f);
      int k = loop_ctl(r, &c, label);
      if (k < 0) return c;
      if (k > 0) return C_NORMAL;
    }
    return C_NORMAL;
  }
  case TS_RETURN:
    if (s->a) {
      if ((c = eval(r, s->a, env, f, &v)) != C_NORMAL) return c;
    } else {
      v = ts_undef();
    }
    r->ret = v;
    return C_RETURN;
  case TS_BREAK:
  case TS_CONTINUE: r->label = s->name; return s->k == TS_BREAK ? C_BREAK : C_CONTINUE;
  case TS_THROW:
    if ((c = eval(r, s->a, env, f, &v)) != C_NORMAL) return c;
    r->ret = v;
    return C_THROW;
  case TS_TRY: {
    c = block(r, &s->list, env, f);
    if (c == C_THROW && s->has_handler) {
      ts_env *he = env_new(r, env);
      if (s->name) env_declare(r, he, s->name, 0, 1, r->ret);
      c = block(r, &s->list2, he, f);
    }
    if (s->has_finally && c != C_WRONG) {
      /* §14.15.3: the finally block's abrupt completion replaces the try's */
      ts_val saved = r->ret;
      const char *saved_label = r->label;
      ts_comp fc = block(r, &s->list3, env, f);
      if (fc != C_NORMAL) return fc;
      r->ret = saved;
      r->label = saved_label;
    }
    return c;
  }
  case TS_SWITCH: {
    ts_val d;
    if ((c = eval(r, s->a, env, f, &d)) != C_NORMAL) return c;
    ts_env *se = env_new(r, env);
    for (int i = 0; i < s->list.n; i++) hoist(r, &s->list.v[i]->list, se, f);
    int start = -1, dflt = -1;
    for (int i = 0; i < s->list.n && start < 0; i++) {
      const ts_node *cs = s->list.v[i];
      if (!cs->a) {
        dflt = i;
        continue;
      }
      if ((c = eval(r, cs->a, se, f, &v)) != C_NORMAL) return c;
      if (ts_strict_eq(d, v)) start = i;
    }
    if (start < 0) start = dflt;
    if (start < 0) return C_NORMAL;
    for (int i = start; i < s->list.n; i++) {
      c = exec_list(r, &s->list.v[i]->list, se, f);
      if (c == C_BREAK && !r->label) return C_NORMAL;
      if (c != C_NORMAL) return c;
    }
    return C_NORMAL;
  }
  case TS_LABEL: {
    if (s->list.n == 1 && (s->list.v[0]->k == TS_WHILE || s->list.v[0]->k == TS_DO || s->list.v[0]->k == TS_FOR ||
                           s->list.v[0]->k == TS_FOROF))
      c = exec_stmt(r, s->list.v[0], env, f, s->name);
    else
      c = block(r, &s->list, env, f);
    if (c == C_BREAK && r->label == s->name) return C_NORMAL;
    return c;
  }
  default: return ts_wrong(r, REL_W_UNSUPPORTED, s, "statement '%s'", ts_kind_name(s->k));
  }
}

/* ---- runs ---- */

int ts_function_arity(const ts_program *p, const char *fn) {
  for (int i = 0; i < p->body.n; i++) {
    const ts_node *s = p->body.v[i];
    if (s->k == TS_FUNC && !(s->flags & TS_F_OVERLOAD) && !strcmp(s->name, fn)) return s->list.n;
  }
  return -1;
}

static const ts_node *find_function(const ts_program *p, const char *fn) {
  for (int i = 0; i < p->body.n; i++) {
    const ts_node *s = p->body.v[i];
    if (s->k == TS_FUNC && !(s->flags & TS_F_OVERLOAD) && !strcmp(s->name, fn)) return s;
  }
  return NULL;
}

int ts_parse_args(ts_rt *r, const ts_node *fn, const char *args, ts_val **out, int *nout, char *why, size_t whyn);

/* The behaviour of a run that ended with completion c (and result v); unhandled: c is C_THROW for
 * a rejection no handler took (r->ret its reason). */
static rel_behaviour finish(ts_rt *r, ts_comp c, ts_val v, int unhandled, arena *out, const char **shown) {
  *shown = NULL;
  if (c == C_WRONG) return rel_went_wrong(out, r->wkind, r->wreason, r->wloc);
  strbuf sb = STRBUF_INIT;
  rel_behaviour b;
  if (c == C_THROW && unhandled) {
    if (ts_loop_unhandled_text(r, r->ret, &sb) < 0)
      b = rel_went_wrong(out, REL_W_UNSUPPORTED, "an unhandled rejection whose reason is a function (node writes its source)", "?");
    else
      b = rel_panicked(out, sb_str(&sb), r->recs, r->nrecs);
  } else if (c == C_THROW) {
    sb_puts(&sb, "Uncaught ");
    ts_show(r, r->ret, &sb);
    b = rel_panicked(out, sb_str(&sb), r->recs, r->nrecs);
  } else if (c != C_NORMAL) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, "break or continue out of a function", "?");
  } else {
    ts_show(r, v, &sb);
    rel_value rv;
    switch (v.t) {
    case TV_NUM: rv = rel_v_double(isnan(v.n) ? NAN : v.n); break; /* one NaN in ECMAScript (6.1.6.1) */
    case TV_BOOL: rv = rel_v_bool(v.b); break;
    case TV_UNDEF: rv = rel_v_void(); break;
    case TV_STR: {
      strbuf u = STRBUF_INIT;
      ts_str_utf8(v.s, &u);
      rv = rel_v_bytes(out, u.data ? u.data : "", u.len);
      sb_free(&u);
      break;
    }
    default:
      if (ts_promise_of(v)) { /* the returned promise as the loop left it */
        sb.len = 0;
        ts_promise_show(r, v.o, &sb);
      }
      rv = rel_v_opaque(out, sb_str(&sb));
      break;
    }
    b = rel_returned(out, rv, r->recs, r->nrecs);
    *shown = arena_strdup(out, sb_str(&sb));
  }
  sb_free(&sb);
  return b;
}

int ts_run_args(ts_program *p, const char *fname, const char *args, long long fuel, arena *out, rel_behaviour *b,
                const char **shown, char *why, size_t whyn) {
  const ts_node *fn = find_function(p, fname);
  if (!fn) {
    snprintf(why, whyn, "no top-level function '%s'", fname);
    return -1;
  }
  ts_rt r = {0};
  r.p = p;
  r.a = arena_new();
  r.fuel = fuel > 0 ? fuel : 10000000;
  r.global = env_new(&r, NULL);
  ts_lib_init(&r);
  ts_async_init(&r);
  ts_val *argv = NULL;
  int nargs = 0;
  if (ts_parse_args(&r, fn, args, &argv, &nargs, why, whyn) < 0) {
    arena_free(r.a);
    return -1;
  }
  /* the module's top level first (node runs it on import), this undefined (§16.2.1.6.4) */
  frame top = {ts_undef(), NULL};
  ts_env *menv = env_new(&r, r.global);
  hoist(&r, &p->body, menv, &top);
  ts_comp c = exec_list(&r, &p->body, menv, &top);
  ts_val v = ts_undef();
  if (c == C_NORMAL) {
    ts_binding *fb = env_lookup(menv, intern(p->names, fname));
    c = ts_call(&r, fb->v, ts_undef(), argv, nargs, &v, fn);
  }
  /* then node's event loop (an exception out of the script ends the process first): the returned
   * promise is the runner's to observe, so its rejection is the outcome, not an unhandled one */
  int unhandled = 0;
  if (c == C_NORMAL) {
    if (ts_promise_of(v)) v.o->prom->handled = 1;
    switch (ts_loop_run(&r)) {
    case TL_IDLE: break;
    case TL_WRONG: c = C_WRONG; break;
    case TL_UNCAUGHT: c = C_THROW; break;
    case TL_UNHANDLED:
      c = C_THROW;
      unhandled = 1;
      break;
    }
  }
  *b = finish(&r, c, v, unhandled, out, shown);
  ts_async_free(&r);
  arena_free(r.a);
  return 0;
}
