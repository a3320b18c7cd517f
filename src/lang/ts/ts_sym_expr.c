/* ts_sym_expr.c — the TypeScript symbolic executor's expressions (ECMA-262 §13): literals, names,
 * operators (the interpreter's binop over terms), member and index reads, assignments, templates,
 * array literals, new Error; each result state has the value on its stack or threw. */

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts_sym_int.h"

/* Evaluates a, then b, in each resulting state: states with both values on the stack. */
void tsy_eval_all(sx *X, const ts_node *const *es, int n, sst *s, slist *out) {
  slist cur = {0};
  tsy_push(X, &cur, s);
  for (int i = 0; i < n; i++) {
    slist next = {0};
    for (int k = 0; k < cur.n; k++) {
      if (cur.v[k]->comp != K_NORMAL) tsy_push(X, out, cur.v[k]);
      else tsy_eval(X, es[i], cur.v[k], &next);
    }
    tsy_merge(X, &next);
    cur = next;
  }
  for (int k = 0; k < cur.n; k++) tsy_push(X, out, cur.v[k]);
}

/* The binary operator op on a and b (§13.15.3 ApplyStringOrNumericBinaryOperator and the
 * relational and equality operators), as the interpreter's binop; s gets the value or is dropped. */
static void binop(sx *X, ts_op op, sval a, sval b, sst *s, slist *out, const ts_node *at) {
  term_ctx *tc = X->tc;
  const ts_ndom *D = &X->D;
  term_ref x, y;
  if (op == TS_OP_COMMA) { tsy_spush(X, s, b); tsy_push(X, out, s); return; }
  if (op == TS_OP_SEQ || op == TS_OP_SNE) {
    term_ref eq = tsy_strict_eq(X, s, &a, &b);
    if (eq == TERM_NULL) { UNSUP(X, s, at, "=== of values the executor does not compare (a class, or strings holding numbers' texts at different places)"); return; }
    tsy_spush(X, s, vbool(op == TS_OP_SEQ ? eq : term_not(tc, eq)));
    tsy_push(X, out, s);
    return;
  }
  if (op == TS_OP_EQ || op == TS_OP_NE) {
    /* §7.2.14 IsLooselyEqual for the subset's primitives */
    term_ref eq;
    int an = a.k == V_UNDEF || a.k == V_NULL, bn = b.k == V_UNDEF || b.k == V_NULL;
    if (a.k == b.k && (eq = tsy_strict_eq(X, s, &a, &b)) == TERM_NULL) { UNSUP(X, s, at, "== of strings holding numbers' texts at different places"); return; }
    if (a.k == b.k) {}
    else if (an || bn) eq = term_bool(tc, an && bn);
    else if (a.k >= V_ARR || b.k >= V_ARR) { UNSUP(X, s, at, "== between an object and a primitive"); return; }
    else if (!tsy_to_number(X, &a, &x) || !tsy_to_number(X, &b, &y)) { UNSUP(X, s, at, "== of a string that depends on the input and a number"); return; }
    else eq = (term_ref)D->cmp(tc, TN_EQ, x, y);
    tsy_spush(X, s, vbool(op == TS_OP_EQ ? eq : term_not(tc, eq)));
    tsy_push(X, out, s);
    return;
  }
  if (op == TS_OP_ADD && (a.k == V_STR || b.k == V_STR || a.k >= V_ARR || b.k >= V_ARR)) {
    sval sa, sb;
    if (!tsy_to_string(X, s, &a, &sa, at) || !tsy_to_string(X, s, &b, &sb, at)) return;
    if (sa.n + sb.n > STR_MAX) { UNSUP(X, s, at, "a string longer than %d code units", STR_MAX); return; }
    tsy_spush(X, s, tsy_concat(X, &sa, &sb));
    tsy_push(X, out, s);
    return;
  }
  if ((op == TS_OP_LT || op == TS_OP_GT || op == TS_OP_LE || op == TS_OP_GE) && a.k == V_STR && b.k == V_STR) {
    if (has_num(&a) || has_num(&b)) { UNSUP(X, s, at, "comparing strings holding the text of a number that depends on the input"); return; }
    /* §7.2.13 IsLessThan on strings: code unit order; a proper prefix is less */
    const sval *p = op == TS_OP_LT || op == TS_OP_GE ? &a : &b, *q = p == &a ? &b : &a; /* lt: p < q */
    int m = p->n < q->n ? p->n : q->n;
    term_ref lt = term_bool(tc, p->n < q->n);
    for (int i = m - 1; i >= 0; i--)
      lt = term_ite(tc, term_eq(tc, p->u[i], q->u[i]), lt, term_mk2(tc, OP_BVULT, p->u[i], q->u[i]));
    tsy_spush(X, s, vbool(op == TS_OP_LT || op == TS_OP_GT ? lt : term_not(tc, lt)));
    tsy_push(X, out, s);
    return;
  }
  if (a.k >= V_ARR || b.k >= V_ARR) { UNSUP(X, s, at, "an object operand of '%s'", ts_op_name(op)); return; }
  if (!tsy_to_number(X, &a, &x) || !tsy_to_number(X, &b, &y)) { UNSUP(X, s, at, "a string that depends on the input converted to a number"); return; }
  term_ref r;
  switch (op) {
  case TS_OP_ADD: r = (term_ref)D->bin(tc, TN_ADD, x, y); break;
  case TS_OP_SUB: r = (term_ref)D->bin(tc, TN_SUB, x, y); break;
  case TS_OP_MUL: r = (term_ref)D->bin(tc, TN_MUL, x, y); break;
  case TS_OP_DIV: r = (term_ref)D->bin(tc, TN_DIV, x, y); break;
  case TS_OP_MOD: r = (term_ref)ts_r_mod(D, x, y); break;
  case TS_OP_EXP: {
    double dx, dy, v;
    if (!term_is_const(tc, x) || !term_is_const(tc, y)) { UNSUP(X, s, at, "'**' of a number that depends on the input"); return; }
    uint64_t bx = (uint64_t)term_bv_value(tc, x), by = (uint64_t)term_bv_value(tc, y);
    memcpy(&dx, &bx, sizeof dx), memcpy(&dy, &by, sizeof dy);
    if (ts_num_pow(dx, dy, &v) < 0) { UNSUP(X, s, at, "'**' with a result IEEE 754 does not fix (V8's pow is not correctly rounded)"); return; }
    r = knum(X, v);
    break;
  }
  case TS_OP_SHL: r = (term_ref)ts_r_bitop(D, TI_SHL, x, y); break;
  case TS_OP_SAR: r = (term_ref)ts_r_bitop(D, TI_SAR, x, y); break;
  case TS_OP_SHR: r = (term_ref)ts_r_bitop(D, TI_SHR, x, y); break;
  case TS_OP_BAND: r = (term_ref)ts_r_bitop(D, TI_AND, x, y); break;
  case TS_OP_BOR: r = (term_ref)ts_r_bitop(D, TI_OR, x, y); break;
  case TS_OP_BXOR: r = (term_ref)ts_r_bitop(D, TI_XOR, x, y); break;
  /* NaN compares false every way (§7.2.13's undefined) */
  case TS_OP_LT: tsy_spush(X, s, vbool((term_ref)D->cmp(tc, TN_LT, x, y))); tsy_push(X, out, s); return;
  case TS_OP_GT: tsy_spush(X, s, vbool((term_ref)D->cmp(tc, TN_LT, y, x))); tsy_push(X, out, s); return;
  case TS_OP_LE: tsy_spush(X, s, vbool((term_ref)D->cmp(tc, TN_LE, x, y))); tsy_push(X, out, s); return;
  case TS_OP_GE: tsy_spush(X, s, vbool((term_ref)D->cmp(tc, TN_LE, y, x))); tsy_push(X, out, s); return;
  default: UNSUP(X, s, at, "operator '%s'", ts_op_name(op)); return;
  }
  tsy_spush(X, s, vnum(r));
  tsy_push(X, out, s);
}

/* obj[idx] on a string or array whose index is a number (§10.4.3 string exotic objects, §10.4.2
 * arrays): the element, or undefined outside; a symbolic index forks per position. */
static void index_read(sx *X, sval o, sval idx, sst *s, slist *out, const ts_node *at) {
  term_ctx *tc = X->tc;
  if (idx.k != V_NUM) { UNSUP(X, s, at, "an index that is not a number"); return; }
  if (has_num(&o)) { UNSUP(X, s, at, "an index into a string holding the text of a number that depends on the input"); return; }
  int n = o.k == V_STR ? o.n : s->h[o.n].n;
  /* a canonical numeric index k: idx equal to k (-0 reads as "0", §7.1.21 CanonicalNumericIndexString) */
  term_ref hit_any = term_false(tc);
  sst *rest = s;
  for (int k = 0; k < n && rest; k++) {
    term_ref hit = (term_ref)X->D.cmp(tc, TN_EQ, idx.t, knum(X, k));
    hit_any = term_or2(tc, hit_any, hit);
    sst *t, *f;
    tsy_fork(X, rest, hit, &t, &f);
    if (t) {
      if (o.k == V_STR) tsy_spush(X, t, vstr(1, o.u + k));
      else tsy_spush(X, t, t->h[o.n].v[k]);
      tsy_push(X, out, t);
    }
    rest = f;
  }
  if (rest) {
    tsy_spush(X, rest, vundef());
    tsy_push(X, out, rest);
  }
}

static void eval_member(sx *X, const ts_node *e, sst *s, slist *out) {
  if (e->flags & TS_F_OPTIONAL) { UNSUP(X, s, e, "an optional chain"); return; }
  if (e->a->k == TS_ID && !tsy_lookup(s, e->a->name)) {
    static const struct { const char *ns, *m; double v; } k[] = {
      {"Number", "MAX_SAFE_INTEGER", 9007199254740991.0}, {"Number", "MIN_SAFE_INTEGER", -9007199254740991.0},
      {"Number", "EPSILON", 2.220446049250313e-16}, {"Number", "MAX_VALUE", 1.7976931348623157e308},
      {"Number", "MIN_VALUE", 5e-324}, {"Number", "POSITIVE_INFINITY", INFINITY}, {"Number", "NEGATIVE_INFINITY", -INFINITY},
      {"Number", "NaN", NAN}};
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
      if (!strcmp(e->a->name, k[i].ns) && !strcmp(e->name, k[i].m)) {
        tsy_spush(X, s, vnum(knum(X, k[i].v)));
        tsy_push(X, out, s);
        return;
      }
    UNSUP(X, s, e, "%s.%s", e->a->name, e->name);
    return;
  }
  const sval *w = tsy_wide_of(s, e->a);
  if (w) { tsy_wide_member(X, w, e, s, out); return; }
  /* A.filter(f).length of an array parameter of any length: a count, cut as a loop (ts_sym_wmeth.c) */
  const ts_node *c = e->a;
  if (!strcmp(e->name, "length") && c->k == TS_CALL && c->a->k == TS_MEMBER && !(c->a->flags & TS_F_OPTIONAL) &&
      !strcmp(c->a->name, "filter") && (w = tsy_wide_of(s, c->a->a))) {
    tsy_wide_call(X, w, c, 1, s, out);
    return;
  }
  slist r = {0};
  tsy_eval(X, e->a, s, &r);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
    sval o = spop(t);
    if (o.k == V_STR && has_num(&o)) {
      UNSUP(X, t, e, "'%s' of a string holding the text of a number that depends on the input", e->name);
      continue;
    } else if (!strcmp(e->name, "length") && (o.k == V_STR || o.k == V_ARR)) {
      tsy_spush(X, t, vnum(knum(X, o.k == V_STR ? o.n : t->h[o.n].n)));
    } else if ((o.k == V_MAP || o.k == V_SET) && !strcmp(e->name, "size")) {
      tsy_coll_size(X, t, o.n);
    } else if (o.k == V_ERR && !strcmp(e->name, "message")) {
      sval m = vstr(o.n, o.u);
      m.nk = o.nk; /* the message's number tokens with it */
      tsy_spush(X, t, m);
    } else if (o.k == V_ERR && !strcmp(e->name, "name")) {
      tsy_spush(X, t, tsy_vascii(X, o.ename));
    } else if (o.k == V_UNDEF || o.k == V_NULL) {
      tsy_throw_err(X, t, out, "TypeError", arena_printf(X->a, "Cannot read properties of %s (reading '%s')", o.k == V_UNDEF ? "undefined" : "null", e->name));
      continue;
    } else if (o.k == V_OBJ) {
      /* an own property (§10.1.8 [[Get]]), else one of the class's prototype: a method or an
       * accessor, which the executor does not take as a value; else undefined */
      const sobj *ob = &t->h[o.n];
      int i = tsy_prop(ob, e->name);
      if (i >= 0) tsy_spush(X, t, ob->v[i]);
      else if (ob->cls && tsy_class_member(ob->cls, e->name, 0)) { UNSUP(X, t, e, "method or accessor '%s' read as a value", e->name); continue; }
      else tsy_spush(X, t, vundef());
    } else {
      UNSUP(X, t, e, "property '%s' of this value", e->name);
      continue;
    }
    tsy_push(X, out, t);
  }
}

/* Stores v into the target of an assignment (an identifier or arr[i]); s is pushed or dropped. */
static void store(sx *X, const ts_node *target, sval v, sval obj, sval idx, sst *s, slist *out) {
  if (target->k == TS_ID) {
    sbind *b = tsy_lookup(s, target->name);
    if (!b) { UNSUP(X, s, target, "assignment to the global '%s'", target->name); return; }
    if (b->tdz) { tsy_throw_tdz(X, s, out, target->name); return; }
    if (b->is_const) { tsy_throw_err(X, s, out, "TypeError", "Assignment to constant variable."); return; }
    b->v = v;
    tsy_push(X, out, s);
    return;
  }
  if (target->k == TS_MEMBER) {
    /* [[Set]] (§10.1.9) on an ordinary object without a setter: the own property's value, or a
     * new property at the end of the key order */
    if (obj.k != V_OBJ) { UNSUP(X, s, target, "assignment to property '%s' of this value", target->name); return; }
    if (s->h[obj.n].cls && tsy_class_member(s->h[obj.n].cls, target->name, 0)) { UNSUP(X, s, target, "assignment to method or accessor '%s'", target->name); return; }
    tsy_prop_set(X, s, obj.n, target->name, v);
    tsy_push(X, out, s);
    return;
  }
  if (obj.k != V_ARR || idx.k != V_NUM) { UNSUP(X, s, target, "assignment to a property of this value"); return; }
  double k;
  sobj *o = &s->h[obj.n];
  if (!tsy_const_int(X, idx.t, &k) || (term_ref)X->D.cmp(X->tc, TN_EQ, idx.t, knum(X, k)) != term_true(X->tc) || k < 0 ||
      k > o->n || k >= STR_MAX) {
    UNSUP(X, s, target, "an array element store at an index that depends on the input or leaves a hole");
    return;
  }
  if ((int)k == o->n) {
    sval *nv = arena_alloc(X->a, sizeof(sval) * (size_t)(o->n + 2));
    if (o->n) memcpy(nv, o->v, sizeof(sval) * (size_t)o->n);
    o->v = nv, o->n++;
  }
  o->v[(int)k] = v;
  tsy_push(X, out, s);
}

/* Assignment, compound assignment and update (§13.15.2, §13.4): the target's reference first,
 * then the value; the result (old or new value) on the stack. */
static void eval_assign(sx *X, const ts_node *e, sst *s, slist *out) {
  const ts_node *t = e->a;
  int upd = e->k == TS_UPDATE;
  ts_op op = upd ? (e->op == TS_OP_INC ? TS_OP_ADD : TS_OP_SUB) : e->op;
  if (op == TS_OP_AND || op == TS_OP_OR || op == TS_OP_NULLISH) { UNSUP(X, s, e, "logical assignment"); return; }
  if (t->k != TS_ID && t->k != TS_INDEX && t->k != TS_MEMBER) { UNSUP(X, s, e, "assignment to a %s", ts_kind_name(t->k)); return; }
  if (t->k == TS_MEMBER && (t->flags & TS_F_OPTIONAL)) { UNSUP(X, s, e, "assignment to an optional chain"); return; }
  /* the reference: nothing for an identifier; the object and the index for arr[i] */
  slist refs = {0};
  if (t->k == TS_INDEX) {
    const ts_node *es[2] = {t->a, t->b};
    tsy_eval_all(X, es, 2, s, &refs);
  } else if (t->k == TS_MEMBER) {
    tsy_eval(X, t->a, s, &refs);
  } else {
    tsy_push(X, &refs, s);
  }
  for (int k = 0; k < refs.n; k++) {
    sst *r = refs.v[k];
    if (r->comp != K_NORMAL) { tsy_push(X, out, r); continue; }
    sval obj = vundef(), idx = vundef();
    if (t->k == TS_INDEX) idx = spop(r), obj = spop(r);
    if (t->k == TS_MEMBER) obj = spop(r);
    /* the old value, for a compound assignment or an update */
    sval old = vundef();
    if (op != TS_OP_SET) {
      if (t->k == TS_ID) {
        sbind *b = tsy_lookup(r, t->name);
        if (!b) { UNSUP(X, r, t, "assignment to the global '%s'", t->name); continue; }
        if (b->tdz) { tsy_throw_tdz(X, r, out, t->name); continue; }
        if (b->v.k == V_WSEQ) { UNSUP(X, r, t, "a compound assignment to a parameter of any length"); continue; }
        old = b->v;
      } else if (t->k == TS_MEMBER) {
        if (obj.k != V_OBJ) { UNSUP(X, r, t, "assignment to property '%s' of this value", t->name); continue; }
        int i = tsy_prop(&r->h[obj.n], t->name);
        if (i < 0 && r->h[obj.n].cls && tsy_class_member(r->h[obj.n].cls, t->name, 0)) { UNSUP(X, r, t, "assignment to method or accessor '%s'", t->name); continue; }
        old = i >= 0 ? r->h[obj.n].v[i] : vundef();
      } else {
        slist o1 = {0};
        index_read(X, obj, idx, r, &o1, t);
        if (o1.n != 1) {
          for (int j = 0; j < o1.n; j++) UNSUP(X, o1.v[j], t, "a compound assignment to an element at an index that depends on the input");
          continue;
        }
        r = o1.v[0];
        old = spop(r);
      }
    }
    slist vals = {0};
    if (upd) {
      term_ref d;
      if (!tsy_to_number(X, &old, &d)) { UNSUP(X, r, e, "++ or -- of a value that is not a number"); continue; }
      old = vnum(d);
      tsy_spush(X, r, vnum(knum(X, 1)));
      tsy_push(X, &vals, r);
    } else {
      tsy_eval(X, e->b, r, &vals);
    }
    for (int j = 0; j < vals.n; j++) {
      sst *w = vals.v[j];
      if (w->comp != K_NORMAL) { tsy_push(X, out, w); continue; }
      sval rhs = spop(w);
      if (op == TS_OP_SET) {
        slist st = {0};
        store(X, t, rhs, obj, idx, w, &st);
        for (int q = 0; q < st.n; q++) {
          if (st.v[q]->comp == K_NORMAL) tsy_spush(X, st.v[q], rhs);
          tsy_push(X, out, st.v[q]);
        }
        continue;
      }
      slist nv = {0};
      binop(X, op, old, rhs, w, &nv, e);
      for (int q = 0; q < nv.n; q++) {
        sst *z = nv.v[q];
        sval res = spop(z);
        slist st = {0};
        store(X, t, res, obj, idx, z, &st);
        for (int y = 0; y < st.n; y++) {
          if (st.v[y]->comp == K_NORMAL) tsy_spush(X, st.v[y], upd && !(e->flags & TS_F_PREFIX) ? old : res);
          tsy_push(X, out, st.v[y]);
        }
      }
    }
  }
}

/* Forks s on the truth of the value on its stack: where true into t-list, false into f-list. */
void tsy_branch_on(sx *X, sst *s, sst **t, sst **f) {
  sval c = spop(s);
  tsy_fork(X, s, tsy_truthy(X, &c), t, f);
}

/* `new C(args)`: the arguments evaluated (a spread unsupported), then each normal state
 * constructed — class cls (coll < 0), or a Map (coll 1), Set (coll 0) or Promise (coll 2). */
static void new_call(sx *X, const ts_node *e, sst *s, slist *out, const ts_node *cls, int coll) {
  for (int i = 0; i < e->list.n; i++)
    if (e->list.v[i]->k == TS_SPREAD) { UNSUP(X, s, e->list.v[i], "a spread argument"); return; }
  slist r = {0};
  tsy_eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
    sval *args = tsy_pop_args(X, t, e->list.n);
    if (coll < 0) tsy_construct(X, cls, args, e->list.n, t, out, e);
    else if (coll == 2) tsy_promise_construct(X, args, e->list.n, t, out, e);
    else tsy_coll_construct(X, coll, args, e->list.n, t, out, e);
  }
}

void tsy_eval(sx *X, const ts_node *e, sst *s, slist *out) {
  term_ctx *tc = X->tc;
  switch (e->k) {
  case TS_NUM: tsy_spush(X, s, vnum(knum(X, e->num))); tsy_push(X, out, s); return;
  case TS_STR: tsy_spush(X, s, tsy_vlit(X, e->s, e->slen)); tsy_push(X, out, s); return;
  case TS_BOOL: tsy_spush(X, s, vbool(term_bool(tc, e->num != 0))); tsy_push(X, out, s); return;
  case TS_NULL: tsy_spush(X, s, (sval){.k = V_NULL}); tsy_push(X, out, s); return;
  case TS_UNDEF: tsy_spush(X, s, vundef()); tsy_push(X, out, s); return;
  case TS_ID: {
    sbind *b = tsy_lookup(s, e->name);
    if (b && b->tdz) { tsy_throw_tdz(X, s, out, e->name); return; }
    if (b && b->v.k == V_BLD) {
      /* its text is the loop's events (ts_sym_bld.c takes the appends, the logs and the returns) */
      UNSUP(X, s, e, "a string a loop appends to ('%s') used otherwise than appended to, logged or returned", e->name);
      return;
    }
    if (b && b->v.k == V_WSEQ) {
      /* a parameter of any length: only its length, elements and units are read (ts_sym_wide.c) */
      UNSUP(X, s, e, "a parameter of any length ('%s') used otherwise than by its length, index or charCodeAt in the loop cut", e->name);
      return;
    }
    if (b) tsy_spush(X, s, b->v);
    else if (!strcmp(e->name, "NaN")) tsy_spush(X, s, vnum(knum(X, NAN)));
    else if (!strcmp(e->name, "Infinity")) tsy_spush(X, s, vnum(knum(X, INFINITY)));
    else if (!strcmp(e->name, "undefined")) tsy_spush(X, s, vundef());
    else { UNSUP(X, s, e, "the global '%s'", e->name); return; }
    tsy_push(X, out, s);
    return;
  }
  case TS_TMPL: {
    slist r = {0};
    tsy_eval_all(X, (const ts_node *const *)e->list2.v, e->list2.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      int n = e->list2.n, ok = 1;
      sval *parts = arena_alloc(X->a, sizeof(sval) * (size_t)(n + 1));
      for (int i = n - 1; i >= 0; i--) parts[i] = spop(t);
      sval acc = tsy_vlit(X, e->list.v[0]->s, e->list.v[0]->slen);
      for (int i = 0; i < n && ok; i++) {
        sval ps;
        if (!(ok = tsy_to_string(X, t, &parts[i], &ps, e->list2.v[i]))) break;
        sval lit = tsy_vlit(X, e->list.v[i + 1]->s, e->list.v[i + 1]->slen);
        acc = tsy_concat(X, &acc, &ps);
        acc = tsy_concat(X, &acc, &lit);
      }
      if (!ok) continue;
      if (acc.n > STR_MAX) { UNSUP(X, t, e, "a string longer than %d code units", STR_MAX); continue; }
      tsy_spush(X, t, acc);
      tsy_push(X, out, t);
    }
    return;
  }
  case TS_ARR: {
    for (int i = 0; i < e->list.n; i++)
      if (e->list.v[i]->k == TS_SPREAD) { UNSUP(X, s, e->list.v[i], "spread in an array literal"); return; }
    slist r = {0};
    tsy_eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      int n = e->list.n;
      sval *items = arena_alloc(X->a, sizeof(sval) * (size_t)(n + 1));
      for (int i = n - 1; i >= 0; i--) items[i] = spop(t);
      sobj *h = arena_alloc(X->a, sizeof(sobj) * (size_t)(t->nh + 1));
      if (t->nh) memcpy(h, t->h, sizeof(sobj) * (size_t)t->nh);
      h[t->nh] = (sobj){.n = n, .v = items};
      t->h = h;
      tsy_spush(X, t, (sval){.k = V_ARR, .n = t->nh++});
      tsy_push(X, out, t);
    }
    return;
  }
  case TS_CALL: tsy_eval_call(X, e, s, out); return;
  case TS_MEMBER: eval_member(X, e, s, out); return;
  case TS_INDEX: {
    if (e->flags & TS_F_OPTIONAL) { UNSUP(X, s, e, "an optional chain"); return; }
    const sval *w = tsy_wide_of(s, e->a);
    if (w) {
      tsy_wide_index(X, w, e, s, out);
      tsy_merge(X, out);
      return;
    }
    const ts_node *es[2] = {e->a, e->b};
    slist r = {0};
    tsy_eval_all(X, es, 2, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      sval idx = spop(t), o = spop(t);
      if (o.k == V_STR || o.k == V_ARR) index_read(X, o, idx, t, out, e);
      else if (o.k == V_UNDEF || o.k == V_NULL) UNSUP(X, t, e, "an index of undefined or null");
      else UNSUP(X, t, e, "an index of this value");
    }
    tsy_merge(X, out);
    return;
  }
  case TS_NEW: {
    const ts_node *c = e->a;
    sbind *cb = c->k == TS_ID ? tsy_lookup(s, c->name) : NULL;
    if (cb && cb->tdz) { tsy_throw_tdz(X, s, out, c->name); return; }
    if (cb && cb->v.k == V_CLS) { new_call(X, e, s, out, cb->v.fn, -1); return; }
    if (c->k == TS_ID && !cb && (!strcmp(c->name, "Map") || !strcmp(c->name, "Set") || !strcmp(c->name, "Promise"))) {
      new_call(X, e, s, out, NULL, !strcmp(c->name, "Map") ? 1 : !strcmp(c->name, "Set") ? 0 : 2);
      return;
    }
    if (c->k != TS_ID || cb ||
        (strcmp(c->name, "Error") && strcmp(c->name, "TypeError") && strcmp(c->name, "RangeError"))) {
      UNSUP(X, s, e, "new of a class other than the module's, Map, Set, Error, TypeError, RangeError");
      return;
    }
    slist r = {0};
    tsy_eval_all(X, (const ts_node *const *)e->list.v, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      sval msg = vstr(0, NULL);
      for (int i = e->list.n - 1; i >= 0; i--) {
        sval a = spop(t);
        if (i == 0 && a.k != V_UNDEF) msg = a;
      }
      if (e->list.n > 1) { UNSUP(X, t, e, "an error with options"); continue; }
      if (msg.k != V_STR && !tsy_to_string(X, t, &msg, &msg, e)) continue;
      tsy_spush(X, t, (sval){.k = V_ERR, .ename = c->name, .n = msg.n, .u = msg.u, .nk = msg.nk});
      tsy_push(X, out, t);
    }
    return;
  }
  case TS_UNARY: {
    slist r = {0};
    tsy_eval(X, e->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      sval v = spop(t);
      term_ref d;
      switch (e->op) {
      case TS_OP_NOT: tsy_spush(X, t, vbool(term_not(tc, tsy_truthy(X, &v)))); break;
      case TS_OP_VOID: tsy_spush(X, t, vundef()); break;
      case TS_OP_TYPEOF: {
        /* per vkind up to V_PROM (a V_BLD or V_WSEQ is never on the stack) */
        static const char *const names[] = {"undefined", "object", "boolean", "number", "string", "object", "function", "object", "function", "object", "function", "object", "object", "object"};
        if (v.k > V_PROM) { UNSUP(X, t, e, "typeof of this value"); continue; }
        tsy_spush(X, t, tsy_vascii(X, names[v.k]));
        break;
      }
      case TS_OP_SUB: case TS_OP_ADD: case TS_OP_BNOT:
        if (v.k >= V_ARR || !tsy_to_number(X, &v, &d)) { UNSUP(X, t, e, "unary '%s' of a value converted to a number that is not modelled", ts_op_name(e->op)); continue; }
        tsy_spush(X, t, vnum(e->op == TS_OP_SUB ? (term_ref)X->D.un(tc, TN_NEG, d) : e->op == TS_OP_ADD ? d : (term_ref)ts_r_bitnot(&X->D, d)));
        break;
      default: UNSUP(X, t, e, "unary operator '%s'", ts_op_name(e->op)); continue;
      }
      tsy_push(X, out, t);
    }
    return;
  }
  case TS_UPDATE:
  case TS_ASSIGN: eval_assign(X, e, s, out); tsy_merge(X, out); return;
  case TS_BIN: {
    const ts_node *es[2] = {e->a, e->b};
    slist r = {0};
    tsy_eval_all(X, es, 2, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      sval b = spop(t), a = spop(t);
      binop(X, e->op, a, b, t, out, e);
    }
    tsy_merge(X, out);
    return;
  }
  case TS_LOGIC:
  case TS_COND: {
    /* §13.13 (&&, ||, ??) and §13.14 (?:): the left operand decides which expression runs */
    slist r = {0}, res = {0};
    tsy_eval(X, e->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, &res, t); continue; }
      if (e->k == TS_COND) {
        sst *yes, *no;
        tsy_branch_on(X, t, &yes, &no);
        if (yes) tsy_eval(X, e->b, yes, &res);
        if (no) tsy_eval(X, e->c, no, &res);
        continue;
      }
      sval a = t->stk[t->ns - 1];
      term_ref keep = e->op == TS_OP_AND ? term_not(tc, tsy_truthy(X, &a)) : e->op == TS_OP_OR ? tsy_truthy(X, &a)
                    : term_bool(tc, !(a.k == V_UNDEF || a.k == V_NULL));
      sst *yes, *no;
      tsy_fork(X, t, keep, &yes, &no);
      if (yes) tsy_push(X, &res, yes);
      if (no) {
        spop(no);
        tsy_eval(X, e->b, no, &res);
      }
    }
    tsy_merge(X, &res);
    for (int k = 0; k < res.n; k++) tsy_push(X, out, res.v[k]);
    return;
  }
  case TS_AWAIT: tsy_await(X, e, s, out); return;
  case TS_THIS: tsy_spush(X, s, s->thisv); tsy_push(X, out, s); return;
  case TS_FN: {
    /* a function expression or arrow (§15.2.5, §15.3.4): a new function object (its identity a
     * heap index) capturing the bindings its creator sees and, for an arrow, its this */
    for (int i = 0; i < e->list.n; i++)
      if (e->list.v[i]->a) { UNSUP(X, s, e->list.v[i], "a parameter with a default value"); return; }
    sclo *c = arena_alloc(X->a, sizeof(sclo));
    int *env = arena_alloc(X->a, sizeof(int) * (size_t)(2 * (s->nenv + 1)));
    env[0] = s->fb, env[1] = s->nb;
    if (s->nenv) memcpy(env + 2, s->env, sizeof(int) * 2 * (size_t)s->nenv);
    c->env = env, c->nenv = s->nenv + 1;
    c->anchor = -1;
    for (int r = 0; r < c->nenv && c->anchor < 0; r++)
      if (env[2 * r + 1] > env[2 * r]) c->anchor = env[2 * r + 1] - 1;
    c->bid = c->anchor >= 0 ? s->b[c->anchor].id : 0;
    c->thisv = s->thisv;
    int id = tsy_new_obj(X, s, (sobj){0});
    tsy_spush(X, s, (sval){.k = V_FN, .fn = e, .clo = c, .n = id});
    tsy_push(X, out, s);
    return;
  }
  case TS_OBJ: {
    /* an object literal (§13.2.5): its properties evaluated in order, a repeated name keeping its
     * first place (§10.1.6 [[DefineOwnProperty]] of an existing key) */
    const ts_node **es = arena_alloc(X->a, sizeof(ts_node *) * (size_t)(e->list.n + 1));
    for (int i = 0; i < e->list.n; i++) {
      if (e->list.v[i]->k == TS_SPREAD) { UNSUP(X, s, e->list.v[i], "spread in an object literal"); return; }
      es[i] = e->list.v[i]->a;
    }
    slist r = {0};
    tsy_eval_all(X, es, e->list.n, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      sval *vals = arena_alloc(X->a, sizeof(sval) * (size_t)(e->list.n + 1));
      for (int i = e->list.n - 1; i >= 0; i--) vals[i] = spop(t);
      int id = tsy_new_obj(X, t, (sobj){.keys = arena_alloc(X->a, sizeof(char *))});
      for (int i = 0; i < e->list.n; i++) tsy_prop_set(X, t, id, e->list.v[i]->name, vals[i]);
      tsy_spush(X, t, (sval){.k = V_OBJ, .n = id});
      tsy_push(X, out, t);
    }
    return;
  }
  default: UNSUP(X, s, e, "expression '%s'", ts_kind_name(e->k)); return;
  }
}
