/* ts_sym_stmt.c — the TypeScript symbolic executor's statements (ECMA-262 §14): blocks and their
 * declarations, if, loops (followed to the unroll bound), for-of over arrays and strings, switch,
 * return, break/continue, throw and try. */

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/ts/ts_sym_int.h"

/* ---- statements */

static void exec(sx *X, const ts_node *st, sst *s, slist *out, const char *label);

void tsy_exec_list(sx *X, const ts_list *l, sst *s, slist *out) {
  slist cur = {0};
  tsy_push(X, &cur, s);
  for (int i = 0; i < l->n; i++) {
    slist next = {0};
    for (int k = 0; k < cur.n; k++) {
      if (cur.v[k]->comp != K_NORMAL) tsy_push(X, &next, cur.v[k]);
      else exec(X, l->v[i], cur.v[k], &next, NULL);
    }
    tsy_merge(X, &next);
    cur = next;
  }
  for (int k = 0; k < cur.n; k++) tsy_push(X, out, cur.v[k]);
}

/* A block's declarations end with it (§14.2.2). */
void tsy_exec_block(sx *X, const ts_list *l, sst *s, slist *out) {
  int nb = s->nb;
  for (int i = 0; i < l->n; i++)
    if (l->v[i]->k == TS_FUNC || l->v[i]->k == TS_CLASS) { UNSUP(X, s, l->v[i], "a nested function or class declaration"); return; }
  slist r = {0};
  tsy_hoist(X, s, l);
  tsy_exec_list(X, l, s, &r);
  for (int k = 0; k < r.n; k++) {
    r.v[k]->nb = nb;
    tsy_push(X, out, r.v[k]);
  }
}

static void exec_var(sx *X, const ts_node *v, sst *s, slist *out) {
  slist r = {0};
  if (v->a) tsy_eval(X, v->a, s, &r);
  else tsy_spush(X, s, vundef()), tsy_push(X, &r, s);
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp == K_NORMAL) {
      sbind *b = NULL;
      for (int i = t->nb - 1; i >= t->fb && !b; i--)
        if (t->b[i].name == v->name && t->b[i].tdz) b = &t->b[i];
      if (b) b->v = spop(t), b->tdz = 0;
      else tsy_declare(X, t, v->name, spop(t), (v->flags & TS_F_CONST) != 0);
    }
    tsy_push(X, out, t);
  }
}

/* A loop body's completion for the loop (the interpreter's loop_ctl): 1 leave normally, 0 go on,
 * -1 propagate. */
int tsy_loop_ctl(sst *t, const char *label) {
  if (t->comp == K_BREAK && (!t->label || t->label == label)) { t->comp = K_NORMAL, t->label = NULL; return 1; }
  if (t->comp == K_CONTINUE && (!t->label || t->label == label)) { t->comp = K_NORMAL, t->label = NULL; return 0; }
  return t->comp == K_NORMAL ? 0 : -1;
}

/* while, do-while and for (§14.7): iterations to the unroll bound, the states still looping then
 * unknown. */
static void exec_loop(sx *X, const ts_node *st, sst *s, slist *out, const char *label) {
  const ts_node *cond = st->k == TS_FOR ? st->a : st->a;
  const ts_list *body = st->k == TS_FOR ? &st->list2 : &st->list;
  int nb = s->nb;
  slist cur = {0};
  if (st->k == TS_FOR) {
    tsy_hoist(X, s, &st->list);
    tsy_exec_list(X, &st->list, s, &cur); /* the initialisation, in the loop's scope */
    /* the first iteration's bindings are copies of the initialisation's (§14.7.4.2 step 3
     * CreatePerIterationEnvironment): new ids for a closure made in the initialisation */
    for (int k = 0; k < cur.n; k++)
      for (int q = nb; q < cur.v[k]->nb; q++) cur.v[k]->b[q].id = ++X->next_id;
  } else {
    tsy_push(X, &cur, s);
  }
  if (tsy_cut_here(X, st, &cur)) {
    tsy_cut_loop(X, st, cur.v[0], out, label, nb);
    return;
  }
  slist done = {0};
  for (unsigned it = 0;; it++) {
    slist go = {0};
    for (int k = 0; k < cur.n; k++) {
      sst *t = cur.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, &done, t); continue; }
      if (!cond || (st->k == TS_DO && it == 0)) { tsy_push(X, &go, t); continue; }
      slist cv = {0};
      tsy_eval(X, cond, t, &cv);
      for (int j = 0; j < cv.n; j++) {
        sst *c = cv.v[j];
        if (c->comp != K_NORMAL) { tsy_push(X, &done, c); continue; }
        sst *yes, *no;
        tsy_branch_on(X, c, &yes, &no);
        if (no) tsy_push(X, &done, no);
        if (yes) tsy_push(X, &go, yes);
      }
    }
    tsy_merge(X, &go);
    if (!go.n) break;
    if (it >= X->unroll) {
      for (int k = 0; k < go.n; k++) {
        X->bound_hits++;
        tsy_unknown(X, go.v[k], st, "loop not followed beyond %u iterations (--unroll)%s", X->unroll,
                    tsy_cut_async(go.v[k]) ? "; no induction over it: the job queue and the promises each iteration "
                                             "makes are no part of a loop's head state (an async function's loops, or "
                                             "any once a promise exists, stay unrolled)" : "");
      }
      break;
    }
    if (X->deadline > 0 && rel_now() > X->deadline) {
      for (int k = 0; k < go.n; k++) {
        X->time_hits++;
        tsy_unknown(X, go.v[k], st, "time limit reached");
      }
      break;
    }
    slist nxt = {0};
    for (int k = 0; k < go.n; k++) {
      slist r = {0};
      tsy_exec_block(X, body, go.v[k], &r);
      for (int j = 0; j < r.n; j++) {
        sst *t = r.v[j];
        int c = tsy_loop_ctl(t, label);
        if (c != 0) { tsy_push(X, &done, t); continue; }
        /* each iteration of for (let ...) has bindings of its own, copied from the last before
         * the update runs (§14.7.4.4 CreatePerIterationEnvironment): new ids, so that a closure
         * made in an earlier iteration never takes them for the ones it captured (sclo) */
        if (st->k == TS_FOR)
          for (int q = nb; q < t->nb; q++) t->b[q].id = ++X->next_id;
        if (st->k == TS_FOR && st->b) {
          slist u = {0};
          tsy_eval(X, st->b, t, &u);
          for (int q = 0; q < u.n; q++) {
            if (u.v[q]->comp == K_NORMAL) spop(u.v[q]);
            tsy_push(X, &nxt, u.v[q]);
          }
        } else {
          tsy_push(X, &nxt, t);
        }
      }
    }
    tsy_merge(X, &nxt);
    cur = nxt;
  }
  tsy_merge(X, &done);
  for (int k = 0; k < done.n; k++) {
    done.v[k]->nb = nb;
    tsy_push(X, out, done.v[k]);
  }
}

/* A for-of's work: a state and the index it is at. */
typedef struct fwork {
  struct { sst *s; int pos; } *v;
  int n, cap;
} fwork;

static void fwork_push(sx *X, fwork *w, sst *s, int pos) {
  if (w->n == w->cap) {
    int cap = w->cap ? w->cap * 2 : 64;
    void *nv = arena_alloc(X->a, sizeof(*w->v) * (size_t)cap);
    if (w->n) memcpy(nv, w->v, sizeof(*w->v) * (size_t)w->n);
    w->v = nv, w->cap = cap;
  }
  w->v[w->n].s = s, w->v[w->n].pos = pos;
  w->n++;
}

/* The body of for-of st once, with its binding x, in state b: the states that go on into work at
 * index next, the others (break, return, throw) into done. */
static void forof_body(sx *X, const ts_node *st, sst *b, sval x, int nb, const char *label, int next, fwork *work,
                       slist *done) {
  tsy_declare(X, b, st->name, x, (st->flags & TS_F_CONST) != 0);
  slist br = {0};
  tsy_exec_block(X, &st->list, b, &br);
  for (int j = 0; j < br.n; j++) {
    sst *q = br.v[j];
    q->nb = nb;
    if (tsy_loop_ctl(q, label) != 0) tsy_push(X, done, q);
    else fwork_push(X, work, q, next);
  }
}

/* The iterable of for-of st: 0 keys, 1 values, 2 entries of a Map or Set when st iterates over
 * m.keys(), m.values() or m.entries() (then only m is evaluated: the iterator is walked at once),
 * else -1. */
static int forof_iter_call(const ts_node *st) {
  const ts_node *c = st->a;
  if (c->k != TS_CALL || c->list.n || c->a->k != TS_MEMBER || (c->a->flags & TS_F_OPTIONAL)) return -1;
  const char *m = c->a->name;
  return !strcmp(m, "keys") ? 0 : !strcmp(m, "values") ? 1 : !strcmp(m, "entries") ? 2 : -1;
}

/* for (const x of arr | str | map | set) (§14.7.5): an array's elements while the index is below
 * its length; a string's code points (§22.1.5.1: a surrogate pair is one, a lone surrogate one by
 * itself); a Map's [key, value] entries or a Set's values, live (ts_sym_coll.c: each candidate in
 * turn, the state split on whether it holds an entry). */
static void exec_forof(sx *X, const ts_node *st, sst *s, slist *out, const char *label) {
  term_ctx *tc = X->tc;
  int nb = s->nb;
  const sval *w = tsy_wide_of(s, st->a);
  if (w) { tsy_wide_forof(X, w, st, s, out, label); return; }
  slist r = {0}, done = {0};
  int call_what = forof_iter_call(st);
  tsy_eval(X, call_what >= 0 ? st->a->a->a : st->a, s, &r);
  for (int k = 0; k < r.n; k++) {
    sst *t0 = r.v[k];
    if (t0->comp != K_NORMAL) { tsy_push(X, &done, t0); continue; }
    sval it = spop(t0);
    int coll = it.k == V_MAP || it.k == V_SET;
    if (call_what >= 0 && !coll) { UNSUP(X, t0, st->a, "for-of over %s() of a value other than a Map or Set", st->a->a->name); continue; }
    int what = call_what >= 0 ? call_what : it.k == V_MAP ? 2 : 1;
    if (it.k != V_STR && it.k != V_ARR && !coll) { UNSUP(X, t0, st->a, "for-of over a value other than an array, a string, a Map or a Set"); continue; }
    if (has_num(&it)) { UNSUP(X, t0, st->a, "for-of over a string holding the text of a number that depends on the input"); continue; }
    fwork work = {0};
    fwork_push(X, &work, t0, 0);
    unsigned iters = 0;
    while (work.n) {
      work.n--;
      sst *t = work.v[work.n].s;
      int pos = work.v[work.n].pos;
      int n = it.k == V_STR ? it.n : t->h[it.n].n;
      if (pos >= n) { tsy_push(X, &done, t); continue; }
      if (++iters > X->unroll * 4 + 64) {
        X->bound_hits++;
        tsy_unknown(X, t, st, "for-of not followed beyond its bound");
        continue;
      }
      if (coll) {
        /* every state at this candidate steps at once, and those that come back alike merge
         * (a slot live on some inputs and empty on others costs no more states after it) */
        fwork at = {0}, next = {0};
        fwork_push(X, &at, t, pos);
        while (work.n && work.v[work.n - 1].pos == pos) work.n--, fwork_push(X, &at, work.v[work.n].s, pos);
        for (int a = 0; a < at.n; a++) {
          sst *live, *dead;
          sval x;
          if (!tsy_coll_step(X, at.v[a].s, it.n, pos, what, &live, &dead, &x)) { tsy_push(X, &done, at.v[a].s); continue; }
          if (dead) fwork_push(X, &next, dead, pos + 1);
          if (live) forof_body(X, st, live, x, nb, label, pos + 1, &next, &done);
        }
        slist m = {0};
        for (int a = 0; a < next.n; a++) tsy_push(X, &m, next.v[a].s);
        tsy_merge(X, &m);
        for (int a = 0; a < m.n; a++) fwork_push(X, &work, m.v[a], pos + 1);
        continue;
      }
      sst *one = t, *two = NULL;
      if (it.k == V_STR && pos + 1 < n) {
        term_ref hi = term_eq(tc, term_extract(tc, 15, 10, it.u[pos]), term_bv(tc, 6, 0x36));
        term_ref lo = term_eq(tc, term_extract(tc, 15, 10, it.u[pos + 1]), term_bv(tc, 6, 0x37));
        tsy_fork(X, t, term_and2(tc, hi, lo), &two, &one);
      }
      for (int w2 = 0; w2 < 2; w2++) {
        sst *b = w2 ? two : one;
        if (!b) continue;
        int len = w2 ? 2 : 1;
        sval x = it.k == V_STR ? vstr(len, it.u + pos) : b->h[it.n].v[pos];
        forof_body(X, st, b, x, nb, label, pos + len, &work, &done);
      }
    }
  }
  tsy_merge(X, &done);
  for (int k = 0; k < done.n; k++) {
    done.v[k]->nb = nb;
    tsy_push(X, out, done.v[k]);
  }
}

/* switch (§14.12): cases compared by ===, in order; from the first that matches (or default) the
 * bodies run on, falling through, to a break. */
static void exec_switch(sx *X, const ts_node *st, sst *s, slist *out) {
  int nb = s->nb;
  slist r = {0}, done = {0};
  tsy_eval(X, st->a, s, &r);
  int dflt = -1;
  for (int i = 0; i < st->list.n; i++)
    if (!st->list.v[i]->a) dflt = i;
  for (int k = 0; k < r.n; k++) {
    sst *t = r.v[k];
    if (t->comp != K_NORMAL) { tsy_push(X, &done, t); continue; }
    sval d = spop(t);
    for (int i = 0; i < st->list.n; i++) tsy_hoist(X, t, &st->list.v[i]->list); /* one scope for all cases */
    /* which case each input starts at: unmatched states test the next case */
    slist *start = arena_alloc(X->a, sizeof(slist) * (size_t)(st->list.n + 1));
    memset(start, 0, sizeof(slist) * (size_t)(st->list.n + 1));
    slist un = {0};
    tsy_push(X, &un, t);
    for (int i = 0; i < st->list.n; i++) {
      const ts_node *cs = st->list.v[i];
      if (!cs->a) continue;
      slist nu = {0};
      for (int j = 0; j < un.n; j++) {
        slist cv = {0};
        tsy_eval(X, cs->a, un.v[j], &cv);
        for (int q = 0; q < cv.n; q++) {
          sst *c = cv.v[q];
          if (c->comp != K_NORMAL) { tsy_push(X, &done, c); continue; }
          sval v = spop(c);
          sst *yes, *no;
          term_ref eq = tsy_strict_eq(X, c, &d, &v);
          if (eq == TERM_NULL) { UNSUP(X, c, cs->a, "a case of a string holding a number's text"); continue; }
          tsy_fork(X, c, eq, &yes, &no);
          if (yes) tsy_push(X, &start[i], yes);
          if (no) tsy_push(X, &nu, no);
        }
      }
      un = nu;
    }
    if (dflt >= 0) {
      for (int j = 0; j < un.n; j++) tsy_push(X, &start[dflt], un.v[j]);
    } else {
      for (int j = 0; j < un.n; j++) tsy_push(X, &done, un.v[j]);
    }
    /* run the bodies from each start, falling through */
    slist run = {0};
    for (int i = 0; i < st->list.n; i++) {
      for (int j = 0; j < start[i].n; j++) tsy_push(X, &run, start[i].v[j]);
      tsy_merge(X, &run);
      slist nr = {0};
      for (int j = 0; j < run.n; j++) tsy_exec_list(X, &st->list.v[i]->list, run.v[j], &nr);
      run = (slist){0};
      for (int j = 0; j < nr.n; j++) {
        sst *q = nr.v[j];
        if (q->comp == K_BREAK && !q->label) { q->comp = K_NORMAL; tsy_push(X, &done, q); }
        else if (q->comp != K_NORMAL) tsy_push(X, &done, q);
        else tsy_push(X, &run, q);
      }
    }
    for (int j = 0; j < run.n; j++) tsy_push(X, &done, run.v[j]);
  }
  tsy_merge(X, &done);
  for (int k = 0; k < done.n; k++) {
    done.v[k]->nb = nb;
    tsy_push(X, out, done.v[k]);
  }
}

static void exec(sx *X, const ts_node *st, sst *s, slist *out, const char *label) {
  if (X->cut_pfx && X->cut_state < 0) {
    /* a cut summary without its cut is never used (ts_sym_cut.c): running on (a later loop
     * unrolled over a parameter of any length) would only spend the induction's time */
    tsy_unknown(X, s, st, "the loop cut is not taken");
    return;
  }
  if (X->deadline > 0 && rel_now() > X->deadline) {
    X->time_hits++;
    tsy_unknown(X, s, st, "time limit reached");
    return;
  }
  slist r = {0};
  switch (st->k) {
  case TS_EMPTY: tsy_push(X, out, s); return;
  case TS_CLASS: {
    /* a class of the module, bound to its name (new, its methods and its static methods are
     * followed; a class that extends another is refused at new); what runs when it is defined
     * (a heritage expression, static initialisers) is refused with it */
    if (s->depth > 0) { UNSUP(X, s, st, "a class declaration inside a function"); return; }
    if (st->a && st->a->k != TS_ID) { UNSUP(X, s, st->a, "a class heritage expression"); return; }
    for (int i = 0; i < st->list.n; i++) {
      const ts_node *m = st->list.v[i];
      if ((m->flags & TS_F_STATIC) && m->k != TS_METHOD) { UNSUP(X, s, m, "a static member of a class (run when it is defined)"); return; }
    }
    tsy_declare(X, s, st->name, (sval){.k = V_CLS, .fn = st}, 1);
    tsy_push(X, out, s);
    return;
  }
  case TS_FUNC:
    /* the module's are hoisted; one inside a function is not followed (it would shadow) */
    if (s->depth > 0) { UNSUP(X, s, st, "a nested function declaration"); return; }
    tsy_push(X, out, s);
    return;
  case TS_VAR: exec_var(X, st, s, out); return;
  case TS_VARS: tsy_exec_list(X, &st->list, s, out); return;
  case TS_EXPR:
    if (tsy_bld_stmt(X, st, s, out)) return;
    tsy_eval(X, st->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      if (r.v[k]->comp == K_NORMAL) spop(r.v[k]);
      tsy_push(X, out, r.v[k]);
    }
    return;
  case TS_IF:
    tsy_eval(X, st->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
      sst *yes, *no;
      tsy_branch_on(X, t, &yes, &no);
      if (yes) tsy_exec_block(X, &st->list, yes, out);
      if (no) tsy_exec_block(X, &st->list2, no, out);
    }
    return;
  case TS_BLOCK: tsy_exec_block(X, &st->list, s, out); return;
  case TS_WHILE: case TS_DO: case TS_FOR: exec_loop(X, st, s, out, label); return;
  case TS_FOROF: exec_forof(X, st, s, out, label); return;
  case TS_RETURN:
    if (tsy_bld_stmt(X, st, s, out)) return;
    if (st->a) tsy_eval(X, st->a, s, &r);
    else tsy_spush(X, s, vundef()), tsy_push(X, &r, s);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp == K_NORMAL) t->ret = spop(t), t->comp = K_RETURN;
      tsy_push(X, out, t);
    }
    return;
  case TS_BREAK: case TS_CONTINUE:
    s->comp = st->k == TS_BREAK ? K_BREAK : K_CONTINUE;
    s->label = st->name;
    tsy_push(X, out, s);
    return;
  case TS_THROW:
    tsy_eval(X, st->a, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp == K_NORMAL) t->ret = spop(t), t->comp = K_THROW;
      tsy_push(X, out, t);
    }
    return;
  case TS_TRY: {
    /* §14.15.3: the handler runs on an exception; finally on every completion, and its own
     * abrupt completion replaces the try's */
    int nb = s->nb;
    tsy_exec_block(X, &st->list, s, &r);
    slist h = {0};
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp == K_THROW && st->has_handler) {
        t->comp = K_NORMAL;
        if (st->name) tsy_declare(X, t, st->name, t->ret, 0);
        t->ret = vundef();
        slist hr = {0};
        tsy_exec_block(X, &st->list2, t, &hr);
        for (int j = 0; j < hr.n; j++) hr.v[j]->nb = nb, tsy_push(X, &h, hr.v[j]);
      } else {
        tsy_push(X, &h, t);
      }
    }
    if (!st->has_finally) {
      for (int k = 0; k < h.n; k++) tsy_push(X, out, h.v[k]);
      return;
    }
    for (int k = 0; k < h.n; k++) {
      sst *t = h.v[k];
      int comp = t->comp;
      sval ret = t->ret;
      const char *lab = t->label;
      t->comp = K_NORMAL;
      slist fr = {0};
      tsy_exec_block(X, &st->list3, t, &fr);
      for (int j = 0; j < fr.n; j++) {
        sst *q = fr.v[j];
        if (q->comp == K_NORMAL) q->comp = comp, q->ret = ret, q->label = lab;
        tsy_push(X, out, q);
      }
    }
    return;
  }
  case TS_SWITCH: exec_switch(X, st, s, out); return;
  case TS_LABEL:
    if (st->list.n == 1 && (st->list.v[0]->k == TS_WHILE || st->list.v[0]->k == TS_DO || st->list.v[0]->k == TS_FOR ||
                            st->list.v[0]->k == TS_FOROF))
      exec(X, st->list.v[0], s, &r, st->name);
    else
      tsy_exec_block(X, &st->list, s, &r);
    for (int k = 0; k < r.n; k++) {
      sst *t = r.v[k];
      if (t->comp == K_BREAK && t->label == st->name) t->comp = K_NORMAL, t->label = NULL;
      tsy_push(X, out, t);
    }
    return;
  default: UNSUP(X, s, st, "statement '%s'", ts_kind_name(st->k)); return;
  }
}
