/* ts_sym_coll.c — the TypeScript symbolic executor's Map and Set (ECMA-262 §24.1, §24.2), with the
 * interpreter's rules (ts_coll.c): insertion order, keys by SameValueZero (ts_num.h's rule, -0 a
 * key as +0), iteration live.
 *
 * A collection is a heap object whose entries are the specification's [[MapData]] list itself:
 * candidate i has a key mk[i], a value v[i] and a Bool live[i] — the inputs on which the slot
 * holds an entry rather than being empty. set(k, v) writes v into every live candidate whose key
 * is k (an if-then-else on their equality) and appends a candidate live exactly where no key
 * was k; delete(k) empties the slot whose key is k; clear empties all. So no key comparison forks
 * the state: the order of the live candidates is insertion order, an entry deleted and added
 * again sits at the end, and a walk (for-of, forEach) that visits the candidates in turn, forking
 * on live[i] only, reaches what the body adds and skips what it deletes, as §24.1.5.2's index
 * over a list with empty slots does. Candidates are never removed (a walk's index stays right);
 * more than COLL_CAP of them is an unknown case with its reason: the executor's bound. */
#include <string.h>

#include "lang/ts/ts_sym_int.h"

enum { COLL_CAP = 64 };

/* Whether candidate i of o is an entry of key k. */
static term_ref holds(sx *X, const sst *s, const sobj *o, int i, const sval *k) {
  term_ref e = tsy_same_value_zero(X, s, &o->mk[i], k);
  return e == TERM_NULL ? TERM_NULL : term_and2(X->tc, o->live[i], e);
}

/* Whether some entry of o has key k (TERM_NULL: not modelled). */
static term_ref has(sx *X, const sst *s, const sobj *o, const sval *k) {
  term_ref r = term_false(X->tc);
  for (int i = 0; i < o->n; i++) {
    term_ref h = holds(X, s, o, i, k);
    if (h == TERM_NULL) return TERM_NULL;
    r = term_or2(X->tc, r, h);
  }
  return r;
}

/* The key as stored: a number's -0 as +0. */
static sval key_of(sx *X, sval k) {
  if (k.k == V_NUM) k.t = (term_ref)ts_r_key_zero(&X->D, k.t);
  return k;
}

static int key_ok(sx *X, sst *s, const sval *k, const ts_node *at) {
  if (k->k == V_FN || k->k == V_OPQ || k->k == V_ERR || has_num(k)) {
    UNSUP(X, s, at, "a Map or Set key of this kind");
    return 0;
  }
  return 1;
}

int tsy_coll_new_obj(sx *X, sst *s, int is_map) {
  return tsy_new_obj(X, s, (sobj){.coll = is_map ? 1 : 2});
}

/* Appends candidate (k, v) live where g holds; 0 with s dropped past the bound. */
static int append(sx *X, sst *s, int id, sval k, sval v, term_ref g, const ts_node *at) {
  sobj *o = &s->h[id];
  if (o->n >= COLL_CAP) {
    X->bound_hits++;
    tsy_unknown(X, s, at, "a Map or Set given more than %d keys (the executor's bound)", COLL_CAP);
    return 0;
  }
  /* mk and live are shared between copies of a state: new arrays, never written in place */
  sval *mk = arena_alloc(X->a, sizeof(sval) * (size_t)(o->n + 1)), *nv = arena_alloc(X->a, sizeof(sval) * (size_t)(o->n + 1));
  term_ref *live = arena_alloc(X->a, sizeof(term_ref) * (size_t)(o->n + 1));
  if (o->n) {
    memcpy(mk, o->mk, sizeof(sval) * (size_t)o->n);
    memcpy(nv, o->v, sizeof(sval) * (size_t)o->n);
    memcpy(live, o->live, sizeof(term_ref) * (size_t)o->n);
  }
  mk[o->n] = k, nv[o->n] = v, live[o->n] = g;
  o->mk = mk, o->v = nv, o->live = live, o->n++;
  return 1;
}

/* m.set(k, v) / s.add(k) on heap object id; the state is pushed to out with the collection on its
 * stack, or forked per candidate where a value cannot be written as an if-then-else. */
static void put(sx *X, sst *s, int id, sval k, sval v, slist *out, const ts_node *at) {
  k = key_of(X, k);
  const sobj *o = &s->h[id];
  if (o->coll == 2) v = k;
  term_ref found = has(X, s, o, &k);
  if (found == TERM_NULL) { UNSUP(X, s, at, "a Map or Set key compared as not modelled"); return; }
  /* the value of the entry of key k, if any: an if-then-else where the shapes agree */
  for (int i = 0; i < o->n; i++) {
    term_ref h = holds(X, s, o, i, &k);
    if (h == term_false(X->tc)) continue;
    sval cur = s->h[id].v[i];
    if (!tsy_same_shape_v(&cur, &v)) {
      /* fork: in the state where candidate i is k the value is written as it is */
      sst *yes, *no;
      tsy_fork(X, s, h, &yes, &no);
      if (yes) {
        yes->h[id].v[i] = v;
        tsy_spush(X, yes, (sval){.k = o->coll == 1 ? V_MAP : V_SET, .n = id});
        tsy_push(X, out, yes);
      }
      if (!no) return;
      s = no;
      o = &s->h[id];
      continue;
    }
    s->h[id].v[i] = tsy_merge_v(X, h, &v, &cur);
  }
  if (found != term_true(X->tc)) {
    if (!append(X, s, id, k, v, term_not(X->tc, found), at)) return;
  }
  tsy_spush(X, s, (sval){.k = s->h[id].coll == 1 ? V_MAP : V_SET, .n = id});
  tsy_push(X, out, s);
}

/* m.get(k): one state per candidate that may hold k (they merge again where the values agree in
 * shape), and one where none does (undefined). */
static void get(sx *X, sst *s, int id, sval k, slist *out, const ts_node *at) {
  k = key_of(X, k);
  slist r = {0};
  for (int i = 0; i < s->h[id].n && s; i++) {
    term_ref h = holds(X, s, &s->h[id], i, &k);
    if (h == TERM_NULL) { UNSUP(X, s, at, "a Map or Set key compared as not modelled"); return; }
    sst *yes, *no;
    tsy_fork(X, s, h, &yes, &no);
    if (yes) tsy_spush(X, yes, yes->h[id].v[i]), tsy_push(X, &r, yes);
    s = no;
  }
  if (s) tsy_spush(X, s, vundef()), tsy_push(X, &r, s);
  tsy_merge(X, &r);
  for (int j = 0; j < r.n; j++) tsy_push(X, out, r.v[j]);
}

/* The number of entries (the size accessor, §24.1.3.10): the live candidates counted. */
static term_ref size(sx *X, const sobj *o) {
  term_ref n = knum(X, 0);
  for (int i = 0; i < o->n; i++)
    n = (term_ref)X->D.bin(X->D.ud, TN_ADD, n, (term_ref)X->D.ite(X->D.ud, o->live[i], knum(X, 1), knum(X, 0)));
  return n;
}

void tsy_coll_size(sx *X, sst *s, int id) { tsy_spush(X, s, vnum(size(X, &s->h[id]))); }

/* The value a walk of kind what (0 keys, 1 values, 2 entries) gives at candidate i. */
static sval walk_value(sx *X, sst *s, int id, int i, int what) {
  const sobj *o = &s->h[id];
  if (what == 0) return o->mk[i];
  if (what == 1) return o->v[i];
  sval *items = arena_alloc(X->a, sizeof(sval) * 2);
  items[0] = o->mk[i], items[1] = o->v[i];
  return (sval){.k = V_ARR, .n = tsy_new_obj(X, s, (sobj){.n = 2, .v = items})};
}

int tsy_coll_step(sx *X, sst *s, int id, int pos, int what, sst **live, sst **dead, sval *x) {
  if (pos >= s->h[id].n) return 0;
  tsy_fork(X, s, s->h[id].live[pos], live, dead);
  if (*live) *x = walk_value(X, *live, id, pos, what);
  return 1;
}

/* forEach(cb) (§24.1.3.5, §24.2.3.6): cb(value, key, collection) at each entry, live: the states
 * step through the candidates together, those that come back alike merged at each. */
static void for_each(sx *X, sst *s, int id, sval cb, slist *out, const ts_node *at) {
  slist cur = {0}, done = {0};
  tsy_push(X, &cur, s);
  for (int pos = 0; cur.n; pos++) {
    if ((unsigned)pos > X->unroll * 4 + 64) {
      X->bound_hits++;
      for (int j = 0; j < cur.n; j++) tsy_unknown(X, cur.v[j], at, "forEach of a Map or Set not followed beyond its bound");
      break;
    }
    slist next = {0};
    for (int j = 0; j < cur.n; j++) {
      sst *t = cur.v[j], *yes = NULL, *no = NULL;
      sval k;
      if (!tsy_coll_step(X, t, id, pos, 0, &yes, &no, &k)) {
        tsy_spush(X, t, vundef());
        tsy_push(X, &done, t);
        continue;
      }
      if (no) tsy_push(X, &next, no);
      if (!yes) continue;
      sval a3[3] = {yes->h[id].v[pos], k, (sval){.k = yes->h[id].coll == 1 ? V_MAP : V_SET, .n = id}};
      slist c = {0};
      tsy_call_value(X, cb, vundef(), a3, 3, yes, &c, at);
      for (int q = 0; q < c.n; q++) {
        if (c.v[q]->comp != K_NORMAL) { tsy_push(X, &done, c.v[q]); continue; }
        spop(c.v[q]); /* the callback's result */
        tsy_push(X, &next, c.v[q]);
      }
    }
    tsy_merge(X, &next);
    cur = next;
  }
  tsy_merge(X, &done);
  for (int j = 0; j < done.n; j++) tsy_push(X, out, done.v[j]);
}

void tsy_coll_method(sx *X, sval m, const char *name, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  int id = m.n, is_map = m.k == V_MAP;
  sval a0 = nargs > 0 ? args[0] : vundef(), a1 = nargs > 1 ? args[1] : vundef();
  if ((!strcmp(name, "get") && is_map) || !strcmp(name, "has") || !strcmp(name, "delete") ||
      (!strcmp(name, "set") && is_map) || (!strcmp(name, "add") && !is_map))
    if (!key_ok(X, s, &a0, at)) return;
  if (!strcmp(name, "get") && is_map) { get(X, s, id, a0, out, at); return; }
  if ((!strcmp(name, "set") && is_map) || (!strcmp(name, "add") && !is_map)) { put(X, s, id, a0, a1, out, at); return; }
  if (!strcmp(name, "has") || !strcmp(name, "delete")) {
    sval k = key_of(X, a0);
    term_ref h = has(X, s, &s->h[id], &k);
    if (h == TERM_NULL) { UNSUP(X, s, at, "a Map or Set key compared as not modelled"); return; }
    if (!strcmp(name, "delete") && h != term_false(X->tc)) {
      /* every slot of key k emptied (at most one is live); a new array: live is shared */
      sobj *o = &s->h[id];
      term_ref *live = arena_alloc(X->a, sizeof(term_ref) * (size_t)(o->n + 1));
      for (int i = 0; i < o->n; i++) live[i] = term_and2(X->tc, o->live[i], term_not(X->tc, holds(X, s, o, i, &k)));
      o->live = live;
    }
    tsy_spush(X, s, vbool(h));
    tsy_push(X, out, s);
    return;
  }
  if (!strcmp(name, "clear")) {
    sobj *o = &s->h[id];
    term_ref *live = arena_alloc(X->a, sizeof(term_ref) * (size_t)(o->n + 1));
    for (int i = 0; i < o->n; i++) live[i] = term_false(X->tc);
    o->live = live;
    tsy_spush(X, s, vundef());
    tsy_push(X, out, s);
    return;
  }
  if (!strcmp(name, "forEach")) {
    if (a0.k != V_FN) { UNSUP(X, s, at, "forEach with a callback the executor does not follow"); return; }
    if (nargs > 1 && a1.k != V_UNDEF) { UNSUP(X, s, at, "forEach with a thisArg"); return; }
    for_each(X, s, id, a0, out, at);
    return;
  }
  UNSUP(X, s, at, "%s.prototype.%s outside a for-of", is_map ? "Map" : "Set", name);
}

void tsy_coll_construct(sx *X, int is_map, const sval *args, int nargs, sst *s, slist *out, const ts_node *at) {
  int id = tsy_coll_new_obj(X, s, is_map);
  sval src = nargs > 0 ? args[0] : vundef();
  if (src.k == V_UNDEF || src.k == V_NULL) {
    tsy_spush(X, s, (sval){.k = is_map ? V_MAP : V_SET, .n = id});
    tsy_push(X, out, s);
    return;
  }
  if (src.k != V_ARR) { UNSUP(X, s, at, "a Map or Set made from this iterable"); return; }
  /* AddEntriesFromIterable (§24.1.1.2) over an array: its elements in order, each an add or set */
  slist cur = {0};
  tsy_push(X, &cur, s);
  int len = s->h[src.n].n;
  for (int i = 0; i < len; i++) {
    slist next = {0};
    for (int j = 0; j < cur.n; j++) {
      sst *t = cur.v[j];
      sval e = t->h[src.n].v[i], k = e, v = vundef();
      if (is_map) {
        if (e.k != V_ARR) { UNSUP(X, t, at, "a Map made from entries that are not arrays"); continue; }
        const sobj *p = &t->h[e.n];
        k = p->n > 0 ? p->v[0] : vundef(), v = p->n > 1 ? p->v[1] : vundef();
      }
      if (!key_ok(X, t, &k, at)) continue;
      slist r = {0};
      put(X, t, id, k, v, &r, at);
      for (int q = 0; q < r.n; q++) spop(r.v[q]), tsy_push(X, &next, r.v[q]);
    }
    tsy_merge(X, &next);
    cur = next;
  }
  for (int j = 0; j < cur.n; j++) {
    tsy_spush(X, cur.v[j], (sval){.k = is_map ? V_MAP : V_SET, .n = id});
    tsy_push(X, out, cur.v[j]);
  }
}
