/* ts_sym_cut.c — the TypeScript symbolic executor's loop cut for relational induction
 * (rel_sym_opts.cut, rel_loopcut in its left-inside form, as the Rust room's): the first while or
 * for loop of the unit's own body is replaced by its head state. The paths that never reach it end
 * as cases of segment 0; the one state that reaches it gives the entry (its guard and its cells);
 * one iteration runs from a head state whose numbers and booleans are fresh variables, the
 * iterations that come back to the head give the next state under their guards (cond: "the
 * iteration comes back"), and every state that leaves from there — the condition fails, a break,
 * a return, a throw — runs on to the end of the function as cases of segment 2.
 *
 * Only the cells change between iterations: every other value the head state holds (strings,
 * arrays and their elements, objects, closures, the module's values) must come back the same, term
 * for term, or there is no cut (a loop that writes an array, or grows a string, is unrolled). So
 * is it when two states reach the loop, or when the loop is reached again from where the cut began:
 * the summary is then not used and the verdict rests on the unrolled one. Output (console.log) is
 * no state: each event carries its state's segment (0 before the loop, 2 from the head state), and
 * the core compares the text written before the loop, in one iteration and after it
 * (rel_summary.out_segs). */
#include <stdio.h>
#include <string.h>

#include "lang/ts/ts_sym_int.h"

int tsy_top_loops(const ts_list *body) {
  int n = 0;
  for (int i = 0; i < body->n; i++) n += body->v[i]->k == TS_WHILE || body->v[i]->k == TS_FOR;
  return n;
}

/* Whether st is one of the unit's own statements (X->body). */
static int top_stmt(const sx *X, const ts_node *st) {
  for (int i = 0; i < X->body->n; i++)
    if (X->body->v[i] == st) return 1;
  return 0;
}

int tsy_cut_here(sx *X, const ts_node *st, const slist *cur) {
  if (!X->cut_pfx || X->cut_state < 0 || st->k == TS_DO) return 0;
  if (X->cut_state == 1) {
    for (int k = 0; k < X->ncuts; k++)
      if (st == X->nodes[k]) X->cut_state = -1;
    if (st == X->cut_node) X->cut_state = -1; /* reached again: not the one loop the cut describes */
    /* the cut at every loop: a later loop of the unit's own statements is cut too */
    if (X->cut_state < 0 || !X->cut_all || X->ncuts >= TSY_CUTS_MAX) return 0;
  }
  if (X->cut_all && !top_stmt(X, st)) return 0;
  if (cur->n == 0) return 0;
  const sst *s = cur->v[0];
  /* a loop of a called function, or inside the cut (the cut at every loop: reached from the last
   * loop's head, after it): unrolled */
  if (s->depth != 1 || s->seg != (X->cut_all ? X->ncuts : 0)) return 0;
  if (cur->n != 1 || s->comp != K_NORMAL || s->ns != 0) { X->cut_state = -1; return 0; }
  if (tsy_cut_async(s)) { X->cut_state = -1; return 0; }
  return 1;
}

int tsy_cut_async(const sst *s) {
  /* promises and the job queue are not part of the head state (an await in the body runs jobs
   * queued before the loop, and each iteration's promises stay on the heap) */
  int prom = s->adrain || s->nq;
  for (int i = 0; i < s->nh && !prom; i++) prom = s->h[i].prom;
  return prom;
}

/* Whether a and b are the same value on every input: the same kind and fields, terms by handle. */
static int same_val(const sval *a, const sval *b) {
  if (a->k != b->k || a->t != b->t || a->n != b->n || a->fn != b->fn || a->clo != b->clo || a->ename != b->ename ||
      a->gen != b->gen)
    return 0;
  if (a->k == V_STR || a->k == V_ERR) {
    if ((a->nk != NULL) != (b->nk != NULL)) return 0;
    for (int i = 0; i < a->n; i++)
      if (a->u[i] != b->u[i] || (a->nk && a->nk[i] != b->nk[i])) return 0;
  }
  return 1;
}

static int is_cell(const sval *v) { return v->k == V_NUM || v->k == V_BOOL; }

/* Whether property k of heap object o is a cell: a number or boolean property of an object (a
 * class instance's field, an object literal's property), as a local is; an array's elements and
 * a collection's or promise's slots are not (their values must come back the same). */
static int heap_cell(const sobj *o, int k) { return o->keys && !o->coll && !o->prom && is_cell(&o->v[k]); }

/* Whether state t came back to the head in the shape of head state h: the same bindings, each
 * not a cell the same value, cells of the same kind, the same heap term for term. */
static int same_frame(const sst *h, const sst *t) {
  if (t->nb != h->nb || t->nh != h->nh || t->ns != h->ns || t->fb != h->fb || t->depth != h->depth) return 0;
  for (int i = 0; i < h->nb; i++) {
    const sbind *x = &h->b[i], *y = &t->b[i];
    if (x->name != y->name || x->tdz != y->tdz || x->is_const != y->is_const) return 0;
    if (x->v.k == V_BLD) {
      /* a builder of events: its text now, whatever was appended (ts_sym_bld.c) */
      if (y->v.k != V_BLD || y->v.n != x->v.n || y->v.gen != t->bgen[x->v.n - 1]) return 0;
      continue;
    }
    if (is_cell(&x->v) ? x->v.k != y->v.k : !same_val(&x->v, &y->v)) return 0;
  }
  for (int i = 0; i < h->nh; i++) {
    if (h->h[i].n != t->h[i].n || h->h[i].cls != t->h[i].cls || h->h[i].coll != t->h[i].coll) return 0;
    for (int k = 0; k < h->h[i].n; k++) {
      if (h->h[i].keys && h->h[i].keys[k] != t->h[i].keys[k]) return 0;
      if (heap_cell(&h->h[i], k) ? h->h[i].v[k].k != t->h[i].v[k].k : !same_val(&h->h[i].v[k], &t->h[i].v[k])) return 0;
    }
    /* a Map's or Set's keys and slots too (ts_sym_coll.c) */
    for (int k = 0; h->h[i].coll && k < h->h[i].n; k++)
      if (!same_val(&h->h[i].mk[k], &t->h[i].mk[k]) || h->h[i].live[k] != t->h[i].live[k]) return 0;
  }
  return 1;
}

static term_ref cell_term(sx *X, const sval *v) {
  return v->k == V_NUM ? v->t : term_ite(X->tc, v->t, term_bv(X->tc, 1, 1), term_bv(X->tc, 1, 0));
}

static int heap_cells(const sst *s) {
  int n = 0;
  for (int i = 0; i < s->nh; i++)
    for (int k = 0; k < s->h[i].n; k++) n += heap_cell(&s->h[i], k);
  return n;
}

/* A heap cell's name: "b.key" after the first binding of s that holds object i, else "#i.key". */
static const char *heap_name(sx *X, const sst *s, int i, int k) {
  for (int j = 0; j < s->nb; j++)
    if (s->b[j].v.k == V_OBJ && s->b[j].v.n == i) return arena_printf(X->a, "%s.%s", s->b[j].name, s->h[i].keys[k]);
  return arena_printf(X->a, "#%d.%s", i, s->h[i].keys[k]);
}

/* Cell k's head variable (fresh), which head value *v becomes. */
static void head_var(sx *X, rel_loopcut *c, int k, sval *v) {
  term_ctx *tc = X->tc;
  const char *vn = X->cut_all ? arena_printf(X->a, "%s_%d_%d", X->cut_pfx, X->ncuts, k) : arena_printf(X->a, "%s_%d", X->cut_pfx, k);
  term_ref var = term_var(tc, vn, v->k == V_NUM ? X->f64 : term_sort_bv(tc, 1));
  c->h[k] = var;
  v->t = v->k == V_NUM ? var : term_eq(tc, var, term_bv(tc, 1, 1));
}

/* Cell k's next value where an iteration that came back under guard g left it *v (first: the
 * last such iteration, whose value is the default). */
static void next_val(sx *X, rel_loopcut *c, int k, const sval *v, term_ref g, int first) {
  term_ref x = cell_term(X, v);
  c->next[k] = first ? x : term_ite(X->tc, g, x, c->next[k]);
}

void tsy_cut_loop(sx *X, const ts_node *st, sst *s, slist *out, const char *label, int nb) {
  term_ctx *tc = X->tc;
  X->cut_state = 1;
  X->cut_node = st;
  /* the cells: the numbers and booleans bound at the head (a boolean as a 1-bit variable), then
   * the number and boolean properties of the objects on its heap (heap_cell) */
  int n = heap_cells(s);
  for (int i = 0; i < s->nb; i++) n += is_cell(&s->b[i].v);
  rel_loopcut *c = arena_alloc(X->a, sizeof *c);
  memset(c, 0, sizeof *c);
  c->n = n;
  c->names = arena_alloc(X->a, sizeof(char *) * (size_t)(n + 1));
  c->h = arena_alloc(X->a, sizeof(term_ref) * (size_t)(n + 1));
  c->entry = arena_alloc(X->a, sizeof(term_ref) * (size_t)(n + 1));
  c->next = arena_alloc(X->a, sizeof(term_ref) * (size_t)(n + 1));
  c->entry_g = s->g;
  sst *h = tsy_copy(X, s, term_true(tc));
  h->seg = X->cut_all ? X->ncuts + 1 : 2;
  tsy_bld_make(X, st, s, h, nb);
  for (int i = 0, k = 0; i < s->nb; i++) {
    sval *v = &h->b[i].v;
    if (!is_cell(v)) continue;
    /* a name that is bound twice (shadowing) is told apart by its place */
    int dup = 0;
    for (int j = 0; j < s->nb; j++) dup += s->b[j].name == s->b[i].name;
    c->names[k] = dup > 1 ? arena_printf(X->a, "%s#%d", s->b[i].name, i) : s->b[i].name;
    c->entry[k] = cell_term(X, v);
    head_var(X, c, k++, v);
  }
  for (int i = 0, k = n - heap_cells(s); i < s->nh; i++)
    for (int j = 0; j < s->h[i].n; j++) {
      if (!heap_cell(&s->h[i], j)) continue;
      c->names[k] = heap_name(X, s, i, j);
      c->entry[k] = cell_term(X, &s->h[i].v[j]);
      head_var(X, c, k++, &h->h[i].v[j]);
    }
  /* one iteration from the head state: the condition, the body, the update (a for-of over an
   * array parameter of any length: the iterator's step, ts_sym_wide.c) */
  const ts_node *cond = st->a;
  const ts_list *body = st->k == TS_FOR ? &st->list2 : &st->list;
  slist go = {0}, done = {0}, back = {0};
  /* the iteration runs on a copy: h stays the head's shape, which every state that comes back is
   * compared with (a state is changed in place until it forks: running h itself, a loop without a
   * condition or a body that writes before its first fork left h holding the iteration's values) */
  sst *run = tsy_copy(X, h, h->g);
  int p0 = X->npaths;
  if (st->k == TS_FOROF) {
    tsy_wide_forof_iter(X, st, run, nb, label, &done, &back);
  } else if (st->k == TS_CALL) {
    tsy_wide_method_iter(X, st, run, nb, &done, &back);
  } else if (!cond) {
    tsy_push(X, &go, run);
  } else {
    slist cv = {0};
    tsy_eval(X, cond, run, &cv);
    for (int j = 0; j < cv.n; j++) {
      sst *q = cv.v[j];
      if (q->comp != K_NORMAL) { tsy_push(X, &done, q); continue; }
      sst *yes, *no;
      tsy_branch_on(X, q, &yes, &no);
      if (no) tsy_push(X, &done, no);
      if (yes) tsy_push(X, &go, yes);
    }
  }
  for (int k = 0; k < go.n; k++) {
    slist r = {0};
    tsy_exec_block(X, body, go.v[k], &r);
    for (int j = 0; j < r.n; j++) {
      sst *t = r.v[j];
      if (tsy_loop_ctl(t, label) != 0) { tsy_push(X, &done, t); continue; }
      if (st->k == TS_FOR)
        for (int q = nb; q < t->nb; q++) t->b[q].id = ++X->next_id; /* §14.7.4.4, as exec_loop */
      if (st->k == TS_FOR && st->b) {
        slist u = {0};
        tsy_eval(X, st->b, t, &u);
        for (int q = 0; q < u.n; q++) {
          if (u.v[q]->comp == K_NORMAL) { spop(u.v[q]); tsy_push(X, &back, u.v[q]); }
          else tsy_push(X, &done, u.v[q]);
        }
      } else {
        tsy_push(X, &back, t);
      }
    }
  }
  /* an iteration with a case the executor does not follow (a construct not modelled: an array
   * the loop pushes to, a string it reads otherwise than by appending) is proved by no induction
   * over this cut but where the invariant excludes every head state that reaches the case (the
   * obligation on one iteration admits no unknown case), which the core's candidates (equalities,
   * orders, values kept) do not state: no cut, so that the core spends none of its time on it */
  for (int i = p0; i < X->npaths && X->cut_state == 1; i++)
    if (X->paths[i].kind == REL_P_UNKNOWN) X->cut_state = -1;
  /* the iterations that come back: the next state under their (disjoint) guards */
  c->cond = term_false(tc);
  for (int k = 0; k < n; k++) c->next[k] = c->h[k];
  for (int j = back.n - 1; j >= 0; j--) {
    sst *t = back.v[j];
    if (!same_frame(h, t)) { X->cut_state = -1; break; }
    int k = 0;
    for (int i = 0; i < t->nb; i++)
      if (is_cell(&h->b[i].v)) next_val(X, c, k++, &t->b[i].v, t->g, j == back.n - 1);
    for (int i = 0; i < t->nh; i++)
      for (int q = 0; q < t->h[i].n; q++)
        if (heap_cell(&h->h[i], q)) next_val(X, c, k++, &t->h[i].v[q], t->g, j == back.n - 1);
    c->cond = term_or2(tc, c->cond, t->g);
  }
  c->body_ok = c->cond;
  c->cond_bad = term_false(tc);
  c->left_inside = 1; /* every path from the head that does not come back is in segment 2 */
  X->cut = c;
  if (X->cut_all && X->cut_state == 1) {
    X->locs[X->ncuts] = arena_printf(X->a, "line %d", st->line);
    X->cuts[X->ncuts] = c, X->nodes[X->ncuts++] = st;
  }
  /* the states that leave the loop run on after it (segment 2) */
  tsy_merge(X, &done);
  for (int k = 0; k < done.n; k++) {
    done.v[k]->nb = nb;
    tsy_push(X, out, done.v[k]);
  }
}

