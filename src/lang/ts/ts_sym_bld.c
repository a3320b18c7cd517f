/* ts_sym_bld.c — strings a cut loop appends to, as builders of events (the Java room's
 * StringBuilder cut, jv_sym.c's evb, for `s += x`).
 *
 * A string the loop grows has no bound, so its text cannot be a head variable of the loop cut
 * (ts_sym_cut.c). Instead the string binding becomes a builder (V_BLD): its text is output, one
 * event per code unit appended ("builder#K +=", its argument tsy_str_enc's element of the unit:
 * the unit, or a number's text token), beginning with the units it held on arriving at the loop
 * (events of segment 0); logging it (console.log(s)) and returning it are events naming the
 * builder ("console.log(builder#K)", "result (builder#K)"), never its units. The text a builder
 * holds at such an event is the concatenation of its appends before it, so where two versions'
 * events are the same one by one (what the lockstep induction compares per segment, by induction
 * over the iterations: docs/design.md "Loops and output"), each logs and returns the same texts.
 * One event per unit makes `s += a + b` and `s += a; s += b` the same events.
 *
 * Builders are numbered in the order of their bindings, so that a renamed one is the same in both
 * versions. Only these statements touch one: `s += x`, `s = s + x + ...`, `s = \`${s}...\``,
 * `console.log(E)` and `return E` for E one of `s`, `s + x + ...`, `\`${s}...\`` (x any expression
 * but s, turned into text by ToString as + and templates do: §13.15.3, §13.2.8.6). Any other read
 * of the name is unsupported (ts_sym_expr.c), and so is a builder's text after later appends
 * (`console.log(s + "!")` appends "!" to the builder: s itself is then no longer its text). */
#include <string.h>

#include "lang/ts/ts_sym_int.h"

/* Calls f on every node under n (expressions and statements, nested functions included). */
static int any_node(const ts_node *n, int (*f)(const ts_node *, const char *), const char *name) {
  if (!n) return 0;
  if (f(n, name)) return 1;
  if (any_node(n->a, f, name) || any_node(n->b, f, name) || any_node(n->c, f, name)) return 1;
  const ts_list *ls[3] = {&n->list, &n->list2, &n->list3};
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < ls[k]->n; i++)
      if (any_node(ls[k]->v[i], f, name)) return 1;
  return 0;
}

/* The leftmost operand of a chain of +, or a template's first expression when its text starts
 * with it: the string an append expression appends to; NULL otherwise. */
static const ts_node *append_base(const ts_node *e) {
  if (e->k == TS_TMPL) return e->list2.n && e->list.v[0]->slen == 0 ? e->list2.v[0] : NULL;
  while (e->k == TS_BIN && e->op == TS_OP_ADD) e = e->a;
  return e;
}

static int appends(const ts_node *n, const char *name) {
  if (n->k != TS_ASSIGN || n->a->k != TS_ID || n->a->name != name) return 0;
  if (n->op == TS_OP_ADD) return 1;
  if (n->op != TS_OP_SET || (n->b->k != TS_BIN && n->b->k != TS_TMPL)) return 0;
  const ts_node *b = append_base(n->b);
  return b && b != n->b && b->k == TS_ID && b->name == name;
}

void tsy_bld_make(sx *X, const ts_node *st, const sst *e, sst *h, int nb) {
  X->nbld = 0;
  for (int i = h->fb; i < nb && i < h->nb; i++) {
    sbind *b = &h->b[i];
    if (b->v.k != V_STR || b->is_const || b->tdz || tsy_lookup(h, b->name) != b || !any_node(st, appends, b->name)) continue;
    if (X->nbld == TSY_BLD_MAX) break;
    int k = ++X->nbld;
    /* its text on arriving: its first appends, in the segment the arriving state is in (0 before
     * the first loop; with the cut at every loop, the segment from the previous loop's head) */
    const char *what = arena_printf(X->a, "builder#%d +=", k);
    sst at = *e;
    for (int u = 0; u < e->b[i].v.n; u++) {
      term_ref x = tsy_unit_enc(X, &e->b[i].v, u);
      tsy_out(X, &at, what, &x, 1, "stdout");
    }
    b->v = (sval){.k = V_BLD, .n = k};
    h->bgen[k - 1] = 0;
  }
}

/* The builder binding that expression e names, or NULL. */
static sbind *builder_of(sst *s, const ts_node *e) {
  if (!e || e->k != TS_ID) return NULL;
  sbind *b = tsy_lookup(s, e->name);
  return b && !b->tdz && b->v.k == V_BLD ? b : NULL;
}

/* The expressions e appends to builder b (NULL when e is no append to one): the operands of a
 * chain of + after the builder, or a template's parts after it; *n of them (0 for b itself). */
static const ts_node **append_items(sx *X, sst *s, const ts_node *e, sbind **b, int *n) {
  *n = 0;
  if ((*b = builder_of(s, e))) return arena_alloc(X->a, sizeof(ts_node *));
  const ts_node *base = append_base(e);
  if (!base || base == e || !(*b = builder_of(s, base))) return NULL;
  if (e->k == TS_TMPL) {
    const ts_node **v = arena_alloc(X->a, sizeof(ts_node *) * (size_t)(2 * e->list2.n + 1));
    for (int i = 1; i < e->list2.n; i++) v[(*n)++] = e->list.v[i], v[(*n)++] = e->list2.v[i];
    v[(*n)++] = e->list.v[e->list2.n];
    return v;
  }
  int m = 0;
  for (const ts_node *x = e; x != base; x = x->a) m++;
  const ts_node **v = arena_alloc(X->a, sizeof(ts_node *) * (size_t)(m + 1));
  *n = m;
  for (const ts_node *x = e; x != base; x = x->a) v[--m] = x->b;
  return v;
}

/* Evaluates items[0..n) in s and appends their texts to builder k: states where that is done
 * (with their gen moved on) into done, the others (thrown, or dropped as unknown) as they are.
 * An item naming a builder (`a + "|" + b`) is not evaluated: its text is appended as one event
 * naming it ("builder#K += builder#J"), which reads J where it stands; an identifier has no
 * effect, so evaluating the other items first keeps the run's order. */
static void append(sx *X, int k, const ts_node **items, int n, sst *s, slist *done, slist *out) {
  slist r = {0};
  const ts_node **ev = arena_alloc(X->a, sizeof(ts_node *) * (size_t)(n + 1));
  int ne = 0;
  for (int i = 0; i < n; i++)
    if (!builder_of(s, items[i])) ev[ne++] = items[i];
  tsy_eval_all(X, ev, ne, s, &r);
  const char *what = arena_printf(X->a, "builder#%d +=", k);
  for (int j = 0; j < r.n; j++) {
    sst *t = r.v[j];
    if (t->comp != K_NORMAL) { tsy_push(X, out, t); continue; }
    sval *vs = arena_alloc(X->a, sizeof(sval) * (size_t)(n + 1));
    sbind **bs = arena_alloc(X->a, sizeof(sbind *) * (size_t)(n + 1));
    int ok = 1;
    for (int i = n - 1, e = ne; i >= 0; i--)
      if (!(bs[i] = builder_of(t, items[i]))) vs[i] = spop(t), e--;
    for (int i = 0; i < n && ok; i++) {
      if (bs[i] && bs[i]->v.gen != t->bgen[bs[i]->v.n - 1]) {
        UNSUP(X, t, items[i], "a string a loop appends to, used after a later append to its text");
        ok = 0;
      } else if (!bs[i]) {
        ok = tsy_to_string(X, t, &vs[i], &vs[i], items[i]);
      }
    }
    if (!ok) continue;
    for (int i = 0; i < n; i++) {
      if (bs[i]) {
        tsy_out(X, t, arena_printf(X->a, "builder#%d += builder#%d", k, bs[i]->v.n), NULL, 0, "stdout");
        continue;
      }
      for (int u = 0; u < vs[i].n; u++) {
        term_ref x = tsy_unit_enc(X, &vs[i], u);
        tsy_out(X, t, what, &x, 1, "stdout");
      }
    }
    /* the text changed only when something was appended: console.log(s) and return s leave it
     * (a log counted as an append made the binding stale, so a loop that logs its builder never
     * came back to the head's shape and stayed unrolled) */
    if (n) t->bgen[k - 1]++;
    tsy_push(X, done, t);
  }
}

int tsy_bld_stmt(sx *X, const ts_node *st, sst *s, slist *out) {
  if (!X->nbld || !st->a) return 0;
  const ts_node *e = st->a, *val = NULL, *at = e;
  sbind *b = NULL;
  int kind; /* 0 an assignment, 1 console.log, 2 return */
  const ts_node **items = NULL;
  int n = 0;
  if (st->k == TS_RETURN) {
    if (s->depth != 1) return 0; /* a called function's: its value would go on */
    kind = 2, val = e;
  } else if (e->k == TS_ASSIGN && (b = builder_of(s, e->a)) && e->op == TS_OP_ADD) {
    kind = 0;
    items = arena_alloc(X->a, sizeof(ts_node *));
    items[n++] = e->b;
  } else if (e->k == TS_ASSIGN && b && e->op == TS_OP_SET) {
    sbind *c;
    kind = 0;
    if (!(items = append_items(X, s, e->b, &c, &n)) || c != b || !n) return 0;
  } else if (e->k == TS_CALL && e->a->k == TS_MEMBER && e->a->a->k == TS_ID && !strcmp(e->a->a->name, "console") &&
             !tsy_lookup(s, "console") && !strcmp(e->a->name, "log") && e->list.n == 1 && !(e->flags & TS_F_OPTIONAL)) {
    kind = 1, val = e->list.v[0];
  } else {
    return 0;
  }
  if (val && !(items = append_items(X, s, val, &b, &n))) return 0;
  int k = b->v.n;
  if (b->v.gen != s->bgen[k - 1]) {
    UNSUP(X, s, at, "a string a loop appends to, used after a later append to its text");
    return 1;
  }
  slist done = {0};
  append(X, k, items, n, s, &done, out);
  for (int j = 0; j < done.n; j++) {
    sst *t = done.v[j];
    sval now = {.k = V_BLD, .n = k, .gen = t->bgen[k - 1]};
    if (kind == 0) {
      tsy_lookup(t, e->a->name)->v = now;
    } else if (kind == 1) {
      tsy_out(X, t, arena_printf(X->a, "console.log(builder#%d)", k), NULL, 0, "stdout");
    } else {
      t->comp = K_RETURN, t->ret = now;
    }
    tsy_push(X, out, t);
  }
  return 1;
}

int tsy_bld_result(sx *X, sst *t, const sval *v, term_ref *val, const ts_node *at) {
  term_ctx *tc = X->tc;
  if (v->gen != t->bgen[v->n - 1]) {
    UNSUP(X, t, at, "a string a loop appends to, returned after a later append to its text");
    return 0;
  }
  tsy_out(X, t, arena_printf(X->a, "result (builder#%d)", v->n), NULL, 0, "stdout");
  /* tag 01 at every index: tsy_str_enc's elements are tagged 00 (past the end), 10 or 11 */
  term_ref tag = term_mk2(tc, OP_CONCAT, term_bv(tc, 2, 1), term_bv(tc, 64, (uint64_t)v->n));
  *val = term_const_array(tc, term_sort_bv(tc, 8), tag);
  return 1;
}

/* Whether event e reads builder k: logs or returns it, or appends its text to a builder (then
 * also a fixed point of builder it appends to: appends to it may not pass it). */
static int reads_builder(const rel_out_event *e, int k) {
  int a = 0, b = 0, n = 0;
  size_t len = strlen(e->what);
  if (sscanf(e->what, "builder#%d += builder#%d%n", &a, &b, &n) == 2 && (size_t)n == len) return a == k || b == k;
  if (sscanf(e->what, "console.log(builder#%d)%n", &a, &n) == 1 && (size_t)n == len) return a == k;
  if (sscanf(e->what, "result (builder#%d)%n", &a, &n) == 1 && (size_t)n == len) return a == k;
  return 0;
}

/* The builder an event appends a unit to (>0), or 0 (an event that stays where it is). */
static int bld_event(const rel_out_event *e) {
  int k = 0, n = 0;
  size_t len = strlen(e->what);
  if (sscanf(e->what, "builder#%d +=%n", &k, &n) == 1 && (size_t)n == len) return k;
  return 0;
}

typedef struct { int target, k, at; } bld_slot;

static int slot_cmp(const void *x, const void *y) {
  const bld_slot *a = x, *b = y;
  if (a->target != b->target) return a->target < b->target ? -1 : 1;
  if (a->k != b->k) return a->k < b->k ? -1 : 1;
  return a->at < b->at ? -1 : a->at > b->at;
}

void tsy_bld_canon(sx *X) {
  rel_out_event *ev = X->outs;
  int n = X->nouts, any = 0;
  for (int i = 0; i < n && !any; i++) any = bld_event(&ev[i]) > 0;
  if (!any) return;
  int *idx = arena_alloc(X->a, sizeof(int) * (size_t)(n + 1));
  bld_slot *sl = arena_alloc(X->a, sizeof(bld_slot) * (size_t)(n + 1));
  rel_out_event *tmp = arena_alloc(X->a, sizeof(rel_out_event) * (size_t)(n + 1));
  int maxseg = 0;
  for (int i = 0; i < n; i++) maxseg = ev[i].seg > maxseg ? ev[i].seg : maxseg;
  for (int seg = 0; seg <= maxseg; seg++) {
    int m = 0;
    for (int i = 0; i < n; i++)
      if (ev[i].seg == seg) idx[m++] = i;
    /* each event's place in the new order: an append just before the next read of its builder in
     * this segment (m: its end), the other events where they are; ties by builder, then as written */
    for (int j = 0; j < m; j++) {
      int k = bld_event(&ev[idx[j]]), t = j;
      if (k > 0) {
        t = m;
        for (int l = j + 1; l < m && t == m; l++)
          if (reads_builder(&ev[idx[l]], k)) t = l;
      }
      /* an event that stays sorts after the appends placed before it */
      sl[j] = (bld_slot){.target = 2 * t + (k <= 0), .k = k > 0 ? k : 0, .at = j};
    }
    qsort(sl, (size_t)m, sizeof *sl, slot_cmp);
    for (int j = 0; j < m; j++) tmp[j] = ev[idx[sl[j].at]];
    for (int j = 0; j < m; j++) ev[idx[j]] = tmp[j];
  }
}
