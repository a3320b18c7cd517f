/* ts_sym.c — the TypeScript room's symbolic executor: runs the typed AST (ts_ir.h) as the
 * interpreter does (ts_exec.c, ECMA-262 2022), over symbolic inputs, and gives rel/lang.h's path
 * summary: guarded cases, each a returned value, an uncaught exception (an outcome, as in the
 * interpreter) or unknown with its located reason.
 *
 * Values: numbers are Float64 terms (§6.1.6.1: IEEE binary64, ties to even) through ts_num.h's
 * shared rules; booleans Bool terms; strings (§6.1.4) a length known on each path and one 16-bit
 * term per code unit; arrays objects on a per-state heap (aliasing kept), a known length and an
 * element value each; errors a class name and a message. ToString of a number that depends on the
 * input is one token of a string (its text is known only by its number: equal numbers, equal
 * texts), which concatenation, templates, === and output carry, and every other string operation
 * refuses as unsupported. A string or array input has a symbolic
 * length of at most TS_SYM_SEQ_CAP, split into one state per length at entry (the bound a verdict
 * states). A state forks where a condition is symbolic and the states that end a statement
 * normally with values of one shape merge again (if-then-else terms), so a branch costs one case
 * per distinct outcome, not per path. Loops run to the unroll bound; a state still in the loop
 * then is an unknown case naming the loop. Anything the executor does not model is an unknown
 * case "unsupported: <construct> at FILE:LINE:COL", never a guess. console.log and console.error
 * are output events (rel_out_event) whose arguments are the values' terms.
 *
 * Promises and async functions: ts_sym_async.c; a Promise<T> function's outcome is its promise
 * once the job queue has run to its end.
 *
 * This file is the entry point and the summary (each final state's outcome); the stages are
 * ts_sym_state.c, ts_sym_expr.c, ts_sym_str.c, ts_sym_call.c, ts_sym_coll.c, ts_sym_async.c and
 * ts_sym_stmt.c (ts_sym_int.h). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts_sym_int.h"

/* The text of a thrown value as docs/ts.md's show() writes it (the interpreter's "Uncaught" line),
 * when it is the same on every input of the state; NULL otherwise. */
static const char *shown(sx *X, const sval *v) {
  strbuf sb = STRBUF_INIT;
  char buf[40];
  const char *r = NULL;
  switch (v->k) {
  case V_UNDEF: r = "undefined"; break;
  case V_NULL: r = "null"; break;
  case V_BOOL:
    if (term_is_const(X->tc, v->t)) r = v->t == term_true(X->tc) ? "true" : "false";
    break;
  case V_NUM:
    if (term_is_const(X->tc, v->t)) {
      uint64_t bits = (uint64_t)term_bv_value(X->tc, v->t);
      double d;
      memcpy(&d, &bits, sizeof d);
      r = arena_strdup(X->a, d == 0 && signbit(d) ? "-0" : ts_num_str(d, buf));
    }
    break;
  case V_STR:
  case V_ERR:
    if (!tsy_is_const_str(X, v)) break;
    /* a string as JSON.stringify writes it (every unit outside printable ASCII as \uXXXX: one
     * text per string); an error as "Name: message" */
    if (v->k == V_ERR) sb_printf(&sb, "%s: ", v->ename);
    else sb_putc(&sb, '"');
    for (int i = 0; i < v->n; i++) {
      unsigned c = (unsigned)term_bv_value(X->tc, v->u[i]);
      if (v->k == V_ERR && c >= 0x20 && c < 0x7f) sb_putc(&sb, (char)c);
      else if (c == '"' || c == '\\') sb_printf(&sb, "\\%c", c);
      else if (c >= 0x20 && c < 0x7f) sb_putc(&sb, (char)c);
      else sb_printf(&sb, "\\u%04x", c);
    }
    if (v->k == V_STR) sb_putc(&sb, '"');
    r = arena_strdup(X->a, sb_str(&sb));
    break;
  default: break;
  }
  sb_free(&sb);
  return r;
}

/* The result type a function's declared return type gives (rel_rtype), 0; -1 when not modelled.
 * Promise<T>: T's, marked wrapped (a promise's outcome is never equal to a plain value's: the
 * core compares the marks, and a claimed difference is replayed). */
static int rtype_of(const ts_type *t, rel_rtype *rt) {
  if (!t) return -1;
  if (t->k == TT_OTHER && t->text) {
    static const struct { const char *text; rel_rtype rt; } proms[] = {
      {"Promise<number>", {REL_V_FLOAT, 64, 0, 1}}, {"Promise<boolean>", {REL_V_BOOL, 1, 0, 1}},
      {"Promise<string>", {REL_V_OPAQUE, 0, 0, 1}}, {"Promise<void>", {REL_V_VOID, 0, 0, 1}},
      {"Promise<undefined>", {REL_V_VOID, 0, 0, 1}}};
    for (size_t i = 0; i < sizeof proms / sizeof proms[0]; i++)
      if (!strcmp(t->text, proms[i].text)) { *rt = proms[i].rt; return 0; }
    return -1;
  }
  if (t->k == TT_ARRAY && t->of && (t->of->k == TT_NUMBER || t->of->k == TT_STRING)) {
    *rt = (rel_rtype){REL_V_OPAQUE, 0, 0, 0}; /* arr_enc's array */
    return 0;
  }
  switch (t->k) {
  case TT_NUMBER: *rt = (rel_rtype){REL_V_FLOAT, 64, 0, 0}; return 0;
  case TT_BOOLEAN: *rt = (rel_rtype){REL_V_BOOL, 1, 0, 0}; return 0;
  case TT_STRING: *rt = (rel_rtype){REL_V_OPAQUE, 0, 0, 0}; return 0; /* str_enc's array */
  case TT_VOID: case TT_UNDEFINED: *rt = (rel_rtype){REL_V_VOID, 0, 0, 0}; return 0;
  default: return -1;
  }
}

/* A returned array of numbers or strings (the declared number[] or string[]) as one term, equal
 * for two arrays exactly when they are element by element (SameValue: NaN is NaN, -0 is not 0)
 * with their lengths: an SMT array over 8-bit indices whose entry i is a present element below the
 * length and an absent one after it. An entry is itself an array over a 1-bit tag: present, tag 1
 * is the element (a number's Float64, whose SMT-LIB equality is SameValue; a string's
 * tsy_str_enc) and tag 0 the constant P; absent, both tags are the constant A != P. So an absent
 * entry never equals a present one, and two present ones are equal exactly when their elements
 * are. TERM_NULL (t dropped as unknown) when an element is of another kind or there are 255 or
 * more (8-bit indices). */
static term_ref arr_enc(sx *X, sst *t, const sval *v, const ts_type *of, const ts_node *fn) {
  term_ctx *tc = X->tc;
  const sobj *o = &t->h[v->n];
  if (o->n >= 255) { UNSUP(X, t, fn, "a returned array of 255 elements or more"); return TERM_NULL; }
  int num = of->k == TT_NUMBER;
  sval none = vstr(0, NULL), one = tsy_vascii(X, "P");
  term_ref A = num ? knum(X, 0) : tsy_str_enc(X, &none), P = num ? knum(X, 1) : tsy_str_enc(X, &one);
  term_sort tag = term_sort_bv(tc, 1);
  term_ref a = term_const_array(tc, term_sort_bv(tc, 8), term_const_array(tc, tag, A));
  for (int i = 0; i < o->n; i++) {
    const sval *e = &o->v[i];
    if ((num && e->k != V_NUM) || (!num && e->k != V_STR)) {
      UNSUP(X, t, fn, "a returned array holding a value of another type than its declared element type");
      return TERM_NULL;
    }
    term_ref entry = term_mk3(tc, OP_STORE, term_const_array(tc, tag, P), term_bv(tc, 1, 1), num ? e->t : tsy_str_enc(X, e));
    a = term_mk3(tc, OP_STORE, a, term_bv(tc, 8, (uint64_t)i), entry);
  }
  return a;
}

/* The outcome of final state t: its completion, or (rejected set) a returned promise rejected
 * with t->ret. */
static void finish(sx *X, sst *t, const rel_rtype *rt, const ts_node *fn, int rejected) {
  term_ctx *tc = X->tc;
  if (t->comp == K_THROW) {
    const char *txt = shown(X, &t->ret);
    term_ref arg = TERM_NULL;
    if (!txt && has_num(&t->ret)) {
      /* one number token among constant units: the text is a template and the token its argument
       * (rel_path: equal templates with equal arguments are one text), ts_numstr of the number as
       * in str_enc; the template marks the token's place with \x01 */
      sval m = t->ret;
      int ntok = 0, pos = -1;
      for (int i = 0; i < m.n; i++)
        if (m.nk[i]) ntok++, pos = i;
      if (ntok == 1) {
        term_ref *u = arena_alloc(X->a, sizeof(term_ref) * (size_t)(m.n + 1));
        memcpy(u, m.u, sizeof(term_ref) * (size_t)m.n);
        u[pos] = term_bv(tc, 16, 1);
        m.u = u, m.nk = NULL;
        term_sort f64 = term_sort_fp(tc, 11, 53);
        arg = term_app(tc, term_fun_declare(tc, "ts_numstr", 1, &f64, term_sort_bv(tc, 64)), &t->ret.nk[pos], 1);
        if ((txt = shown(X, &m))) txt = arena_printf(X->a, "%s (\\x01: the text of a number)", txt);
      }
    }
    if (!txt) { tsy_unknown(X, t, fn, "unsupported: an uncaught exception whose text depends on the input"); return; }
    tsy_add_path(X, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_PANICKED, .guard = t->g, .value = arg, .seg = t->seg,
                           .reason = arena_printf(X->a, rejected ? "Promise{<rejected>: %s}" : "Uncaught %s", txt),
                           .loc = tsy_place(X, fn)});
    return;
  }
  if (t->comp == K_BREAK || t->comp == K_CONTINUE) { UNSUP(X, t, fn, "break or continue out of a function"); return; }
  sval v = t->comp == K_RETURN ? t->ret : vundef();
  term_ref val = TERM_NULL;
  switch (rt->kind) {
  case REL_V_FLOAT:
    if (v.k != V_NUM) { UNSUP(X, t, fn, "a returned value of another type than the declared number"); return; }
    val = v.t;
    break;
  case REL_V_BOOL:
    if (v.k != V_BOOL) { UNSUP(X, t, fn, "a returned value of another type than the declared boolean"); return; }
    val = term_ite(tc, v.t, term_bv(tc, 1, 1), term_bv(tc, 1, 0));
    break;
  case REL_V_OPAQUE:
    if (v.k == V_BLD) {
      if (!tsy_bld_result(X, t, &v, &val, fn)) return;
      break;
    }
    if (fn->type->k == TT_ARRAY) {
      if (v.k != V_ARR) { UNSUP(X, t, fn, "a returned value of another type than the declared array"); return; }
      if ((val = arr_enc(X, t, &v, fn->type->of, fn)) == TERM_NULL) return;
      break;
    }
    if (v.k != V_STR) { UNSUP(X, t, fn, "a returned value of another type than the declared string"); return; }
    val = tsy_str_enc(X, &v);
    break;
  default:
    if (v.k != V_UNDEF) { UNSUP(X, t, fn, "a returned value from a void function"); return; }
    break;
  }
  tsy_add_path(X, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_RETURNED, .guard = t->g, .value = val, .loc = "?", .seg = t->seg});
}

/* Final state t of the function's body: the loop runs the queue to its end (an uncaught exception
 * ends the run at once, as node's default does), then the outcome: a Promise<T> function's is its
 * promise as the loop left it. A rejection no handler took is node's unhandled-rejection exit:
 * not followed. */
static void settle_run(sx *X, sst *t, const rel_rtype *rt, const ts_node *fn) {
  if (t->comp == K_THROW) { finish(X, t, rt, fn, 0); return; }
  int p = -1;
  if (rt->wrapped) {
    if (t->comp != K_RETURN || t->ret.k != V_PROM) { UNSUP(X, t, fn, "a Promise function's result that is not a promise"); return; }
    p = t->ret.n;
  }
  /* the jobs run as the loop runs them, outside the function (its completion set aside) */
  int comp = t->comp;
  sval ret = t->ret;
  t->comp = K_NORMAL, t->ret = vundef();
  slist d = {0};
  tsy_drain_all(X, t, &d, fn);
  for (int k = 0; k < d.n; k++) d.v[k]->comp = comp, d.v[k]->ret = ret;
  tsy_merge(X, &d);
  for (int k = 0; k < d.n; k++) {
    sst *u = d.v[k];
    int bad = 0;
    for (int i = 0; i < u->nh && !bad; i++)
      if (u->h[i].prom && u->h[i].pst == 2 && !u->h[i].handled && i != p) bad = 1;
    if (bad) { UNSUP(X, u, fn, "a promise rejected with no handler (node's unhandled rejection)"); continue; }
    if (p < 0) { finish(X, u, rt, fn, 0); continue; }
    const sobj *o = &u->h[p];
    if (o->pst == 0) { UNSUP(X, u, fn, "a returned promise still pending when the job queue is empty"); continue; }
    u->comp = o->pst == 2 ? K_THROW : K_RETURN;
    u->ret = o->v[0];
    finish(X, u, rt, fn, o->pst == 2);
  }
}

/* Whether node e (a statement or an expression, and what it holds) has a loop the cut may take:
 * a while, for or for-of, or a call of an array method that walks the array (ts_sym_cut.c,
 * ts_sym_wide.c, ts_sym_wmeth.c). */
static int has_loop(const ts_node *e);

static int list_has_loop(const ts_list *l) {
  for (int i = 0; i < l->n; i++)
    if (has_loop(l->v[i])) return 1;
  return 0;
}

static int has_loop(const ts_node *e) {
  if (!e) return 0;
  if (e->k == TS_WHILE || e->k == TS_FOR || e->k == TS_FOROF) return 1;
  if (e->k == TS_CALL && e->a && e->a->k == TS_MEMBER && e->a->name && e->a->a->etype && e->a->a->etype->k == TT_ARRAY &&
      tsy_wide_method_kind(e->a->name, !strcmp(e->a->name, "filter")) >= 0)
    return 1;
  return has_loop(e->a) || has_loop(e->b) || has_loop(e->c) || list_has_loop(&e->list) || list_has_loop(&e->list2) ||
         list_has_loop(&e->list3);
}

static const ts_node *find_unit(const ts_program *p, const char *unit) {
  for (int i = 0; i < p->body.n; i++) {
    const ts_node *f = p->body.v[i];
    if (f->k == TS_FUNC && !(f->flags & TS_F_OVERLOAD) && f->name && !strcmp(f->name, unit)) return f;
  }
  return NULL;
}

int ts_symex(const ts_program *p, const char *unit, term_ctx *tc, const uint32_t *vars, int n, const rel_sym_opts *o,
             rel_summary *out, arena *a, char *why, size_t whyn) {
  const ts_node *fn = find_unit(p, unit);
  if (!fn) { snprintf(why, whyn, "no top-level function '%s'", unit); return -1; }
  if (n != fn->list.n) { snprintf(why, whyn, "'%s' takes %d parameters, not %d", unit, fn->list.n, n); return -1; }
  rel_rtype rt;
  if (rtype_of(fn->type, &rt) < 0) {
    snprintf(why, whyn, "a result of type %s is not modelled by the symbolic executor (number, boolean, string, number[], string[] or void)",
             fn->type && fn->type->text ? fn->type->text : "other than number, boolean, string or void");
    return -1;
  }
  sx X = {0};
  X.tc = tc, X.a = a, X.p = p;
  ts_ndom_terms(&X.D, tc);
  X.unroll = o && o->unroll ? o->unroll : 16;
  X.inline_depth = o && o->inline_depth ? o->inline_depth : 8;
  X.deadline = o ? o->deadline : 0;
  X.f64 = term_sort_fp(tc, 11, 53);
  X.cut_pfx = o ? o->cut : NULL;
  X.body = &fn->list2;
  X.cut_all = o && o->cut && o->cut_all && !(fn->flags & TS_F_ASYNC) && tsy_top_loops(&fn->list2) >= 2;
  /* the module's top level first, as node runs it on import: its functions hoisted, then its
   * statements (constants, output) */
  sst *s0 = arena_alloc(a, sizeof(sst));
  memset(s0, 0, sizeof *s0);
  s0->g = term_true(tc);
  s0->b = arena_alloc(a, sizeof(sbind) * 4);
  s0->stk = arena_alloc(a, sizeof(sval) * 8);
  s0->h = arena_alloc(a, sizeof(sobj));
  for (int i = 0; i < p->body.n; i++) {
    const ts_node *f = p->body.v[i];
    if (f->k == TS_FUNC && !(f->flags & TS_F_OVERLOAD) && f->name) tsy_declare(&X, s0, f->name, (sval){.k = V_FN, .fn = f}, 0);
  }
  slist top = {0};
  tsy_hoist(&X, s0, &p->body);
  tsy_exec_list(&X, &p->body, s0, &top);
  if (top.n != 1 || top.v[0]->comp != K_NORMAL || X.npaths) {
    snprintf(why, whyn, "the module's top level is not followed by the symbolic executor%s%s",
             X.npaths ? ": " : "", X.npaths ? X.paths[0].reason : "");
    return -1;
  }
  sst *s = top.v[0];
  if (s->nq) {
    /* jobs the module's top level queued would run interleaved with the function's: not followed */
    snprintf(why, whyn, "the module's top level queues promise jobs, which the symbolic executor does not follow");
    return -1;
  }
  X.gtop = s->gtop = s->nb;
  s->fb = s->nb;
  /* the parameters: a string's or array's length is split into one state per length */
  slist init = {0};
  tsy_push(&X, &init, s);
  term_ref pre = term_true(tc);
  int nseq = 0, nstr = 0;
  /* in the loop cut a string or array parameter is taken whole, of any length (ts_sym_wide.c),
   * so that the loop is reached by one state; the bounded summary splits it per length */
  int wide = o && o->cut && !(fn->flags & TS_F_ASYNC);
  for (int i = 0; i < n; i++) {
    const ts_node *pm = fn->list.v[i];
    const ts_type *t = pm->type;
    if (pm->a) { snprintf(why, whyn, "parameter '%s' has a default value", pm->name); return -1; }
    slist next = {0};
    if (wide && tsy_wide_type(t)) {
      /* the loop cut: the parameter whole, of any length (ts_sym_wide.c) */
      sval v = tsy_wide_param(&X, t, term_var_name(tc, vars[i]));
      for (int k = 0; k < init.n; k++) tsy_declare(&X, init.v[k], pm->name, v, 0), tsy_push(&X, &next, init.v[k]);
    } else if (t && (t->k == TT_NUMBER || t->k == TT_BOOLEAN)) {
      sval v = t->k == TT_NUMBER ? vnum(vars[i]) : vbool(term_eq(tc, vars[i], term_bv(tc, 1, 1)));
      for (int k = 0; k < init.n; k++) tsy_declare(&X, init.v[k], pm->name, v, 0), tsy_push(&X, &next, init.v[k]);
    } else if (t && (t->k == TT_STRING || (t->k == TT_ARRAY && t->of && (t->of->k == TT_NUMBER || t->of->k == TT_BOOLEAN)))) {
      const char *base = term_var_name(tc, vars[i]);
      term_ref len = term_var(tc, arena_printf(a, "%s_len", base), term_sort_bv(tc, 8));
      pre = term_and2(tc, pre, term_mk2(tc, OP_BVULE, len, term_bv(tc, 8, TS_SYM_SEQ_CAP)));
      nseq++;
      nstr += t->k == TT_STRING;
      for (int k = 0; k < init.n; k++) {
        for (int l = 0; l <= TS_SYM_SEQ_CAP; l++) {
          sst *c = tsy_copy(&X, init.v[k], term_and2(tc, init.v[k]->g, term_eq(tc, len, term_bv(tc, 8, (uint64_t)l))));
          sval v;
          if (t->k == TT_STRING) {
            term_ref *u = arena_alloc(a, sizeof(term_ref) * (size_t)(l + 1));
            for (int j = 0; j < l; j++) u[j] = term_var(tc, arena_printf(a, "%s_u%d", base, j), term_sort_bv(tc, 16));
            v = vstr(l, u);
          } else {
            sval *items = arena_alloc(a, sizeof(sval) * (size_t)(l + 1));
            for (int j = 0; j < l; j++) {
              const char *en = arena_printf(a, "%s_e%d", base, j);
              items[j] = t->of->k == TT_NUMBER ? vnum(term_var(tc, en, X.f64))
                                               : vbool(term_eq(tc, term_var(tc, en, term_sort_bv(tc, 1)), term_bv(tc, 1, 1)));
            }
            sobj *h = arena_alloc(a, sizeof(sobj) * (size_t)(c->nh + 1));
            if (c->nh) memcpy(h, c->h, sizeof(sobj) * (size_t)c->nh);
            h[c->nh] = (sobj){.n = l, .v = items};
            c->h = h;
            v = (sval){.k = V_ARR, .n = c->nh++};
          }
          tsy_declare(&X, c, pm->name, v, 0);
          tsy_push(&X, &next, c);
        }
      }
    } else {
      snprintf(why, whyn, "parameter '%s': only number, boolean and string parameters and arrays of numbers or booleans are modelled by the symbolic executor", pm->name);
      return -1;
    }
    init = next;
    if (init.n > 1000) { snprintf(why, whyn, "too many string and array parameters (one state per length of each)"); return -1; }
  }
  for (int k = 0; k < init.n; k++) {
    sst *c = init.v[k];
    c->depth = 1;
    slist r = {0};
    if (fn->flags & TS_F_ASYNC) {
      /* the compared function: its awaits may run the queue (ts_sym_async.c) */
      c->adrain = 1;
      tsy_async_body(&X, fn, 1, c, &r);
    } else {
      tsy_hoist(&X, c, &fn->list2);
      tsy_exec_list(&X, &fn->list2, c, &r);
    }
    tsy_merge(&X, &r);
    for (int j = 0; j < r.n; j++) settle_run(&X, r.v[j], &rt, fn);
  }
  tsy_bld_canon(&X);
  memset(out, 0, sizeof *out);
  out->rtype = rt;
  out->npaths = X.npaths;
  out->paths = X.paths;
  out->bound_hits = X.bound_hits;
  out->time_hits = X.time_hits;
  out->nout = X.nouts;
  out->out = X.outs;
  /* a cut whose states are all accounted for (ts_sym_cut.c), else none: the summary is then not used.
   * Each output event carries the segment of the state that wrote it (rel_out_event.seg): 0
   * before the loop, 2 from the head state (the iteration's and the rest's, the left-inside form) */
  out->cut = X.cut_state == 1 && X.cut && !X.cut_all ? X.cut : NULL;
  /* the cut at every loop where each of the unit's own loops was cut (else none) */
  if (X.cut_all && X.cut_state == 1 && X.ncuts == tsy_top_loops(&fn->list2)) out->cuts = rel_cutset_sequential(X.cuts, X.locs, X.ncuts, a);
  out->out_segs = out->cut || out->cuts;
  /* a loop over a string or array parameter: the cut follows every length (ts_sym_wide.c), over
   * variables of its own, so an induction over it assumes nothing of the lengths */
  if (nseq && !(fn->flags & TS_F_ASYNC) && list_has_loop(&fn->list2)) out->cut_assume = "";
  if (nseq) {
    out->pre = pre;
    out->assume = nstr && nseq > nstr
                    ? arena_printf(a, "every string parameter holds at most %d UTF-16 code units (any units, lone surrogates included) and every array at most %d elements",
                                   TS_SYM_SEQ_CAP, TS_SYM_SEQ_CAP)
                  : nstr ? arena_printf(a, "every string parameter holds at most %d UTF-16 code units (any units, lone surrogates included)", TS_SYM_SEQ_CAP)
                         : arena_printf(a, "every array parameter holds at most %d elements", TS_SYM_SEQ_CAP);
  }
  return 0;
}

/* ---- counterexamples */

int ts_sym_tree_value(const char *shape, uint32_t base, term_ctx *tc, uint32_t (*eval)(void *ectx, uint32_t t), void *ectx,
                      rel_value *out, arena *a) {
  const char *bn = term_var_name(tc, base);
  if (!bn) return -1;
  term_ref lv = eval(ectx, term_var(tc, arena_printf(a, "%s_len", bn), term_sort_bv(tc, 8)));
  uint64_t len = lv == TERM_NULL ? 0 : (uint64_t)term_bv_value(tc, lv);
  if (len > TS_SYM_SEQ_CAP) return -1;
  if (shape[0] == 's') {
    uint16_t u[TS_SYM_SEQ_CAP + 1];
    for (uint64_t k = 0; k < len; k++) {
      term_ref c = eval(ectx, term_var(tc, arena_printf(a, "%s_u%d", bn, (int)k), term_sort_bv(tc, 16)));
      u[k] = c == TERM_NULL ? 'a' : (uint16_t)term_bv_value(tc, c);
    }
    /* WTF-8: a surrogate pair as its code point's 4 bytes, a lone surrogate as 3 (ts_args reads both) */
    char *b = arena_alloc(a, len * 4 + 1);
    size_t m = 0;
    for (uint64_t k = 0; k < len; k++) {
      uint32_t c = u[k];
      if (c >= 0xd800 && c <= 0xdbff && k + 1 < len && u[k + 1] >= 0xdc00 && u[k + 1] <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (u[k + 1] - 0xdc00u);
        k++;
      }
      if (c < 0x80) b[m++] = (char)c;
      else if (c < 0x800) b[m++] = (char)(0xc0 | (c >> 6)), b[m++] = (char)(0x80 | (c & 0x3f));
      else if (c < 0x10000) b[m++] = (char)(0xe0 | (c >> 12)), b[m++] = (char)(0x80 | ((c >> 6) & 0x3f)), b[m++] = (char)(0x80 | (c & 0x3f));
      else b[m++] = (char)(0xf0 | (c >> 18)), b[m++] = (char)(0x80 | ((c >> 12) & 0x3f)), b[m++] = (char)(0x80 | ((c >> 6) & 0x3f)), b[m++] = (char)(0x80 | (c & 0x3f));
    }
    *out = rel_v_bytes(a, b, m);
    return 0;
  }
  if (shape[0] != '[' || (shape[1] != 'n' && shape[1] != 'b')) return -1;
  rel_value *items = arena_alloc(a, sizeof(rel_value) * (len + 1));
  for (uint64_t k = 0; k < len; k++) {
    const char *en = arena_printf(a, "%s_e%d", bn, (int)k);
    if (shape[1] == 'n') {
      term_ref c = eval(ectx, term_var(tc, en, term_sort_fp(tc, 11, 53)));
      uint64_t bits = c == TERM_NULL ? 0 : (uint64_t)term_bv_value(tc, c);
      double d;
      memcpy(&d, &bits, sizeof d);
      items[k] = rel_v_double(d);
    } else {
      term_ref c = eval(ectx, term_var(tc, en, term_sort_bv(tc, 1)));
      items[k] = rel_v_bool(c != TERM_NULL && term_bv_value(tc, c) != 0);
    }
  }
  *out = rel_v_agg(a, items, (int)len);
  return 0;
}
