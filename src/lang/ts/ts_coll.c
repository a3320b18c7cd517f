/* ts_coll.c — Map and Set (ECMA-262 §24.1, §24.2) for the interpreter: entries in insertion order,
 * keys by SameValueZero, and iteration that is live as the specification's is.
 *
 * The specification keeps a deleted entry as an empty slot of [[MapData]] and an iterator as an
 * index into that list, so an entry added during a walk is reached and one deleted before its turn
 * is not (§24.1.5.1 CreateMapIterator, §24.1.3.5 forEach). The entries here stay compact (a
 * delete moves the later ones down), and every walk in progress — a for-of or forEach, a spread,
 * an iterator object of keys(), values() or entries() — registers its position as a cursor: a
 * delete before a cursor moves it down by one, clear puts it back to 0, which is where the
 * specification's index over empty slots would point. Cursors live in the run's arena (a walk
 * suspended in an async function that never resumes keeps a cursor that is updated to no effect). */
#include <string.h>

#include "lang/ts/ts_num.h"
#include "lang/ts/ts_rt.h"

long ts_coll_find(const ts_obj *m, ts_val k) {
  for (size_t i = 0; i < m->len; i++)
    if (ts_same_value_zero(m->items[i], k)) return (long)i;
  return -1;
}

void ts_coll_put(ts_rt *r, ts_obj *m, ts_val k, ts_val v) {
  if (k.t == TV_NUM) k.n = ts_nv_double(ts_r_key_zero(&ts_ndom_double, ts_nv_of(k.n)));
  long i = ts_coll_find(m, k);
  if (i >= 0) {
    if (m->k == TO_MAP) m->vals[i] = v;
    return;
  }
  if (m->len == m->cap) {
    size_t cap = m->cap ? m->cap * 2 : 4;
    ts_val *it = arena_alloc(r->a, cap * sizeof *it), *vs = arena_alloc(r->a, cap * sizeof *vs);
    if (m->len) {
      memcpy(it, m->items, m->len * sizeof *it);
      if (m->vals) memcpy(vs, m->vals, m->len * sizeof *vs);
    }
    m->items = it;
    m->vals = vs;
    m->cap = cap;
  }
  m->items[m->len] = k;
  m->vals[m->len] = v;
  m->len++;
}

int ts_coll_delete(ts_obj *m, ts_val k) {
  long i = ts_coll_find(m, k);
  if (i < 0) return 0;
  size_t at = (size_t)i;
  memmove(&m->items[at], &m->items[at + 1], (m->len - at - 1) * sizeof *m->items);
  if (m->k == TO_MAP) memmove(&m->vals[at], &m->vals[at + 1], (m->len - at - 1) * sizeof *m->vals);
  m->len--;
  /* a cursor past the entry has visited it: the entries it has still to visit moved down by one */
  for (int c = 0; c < m->ncursors; c++)
    if (*m->cursors[c] > at) (*m->cursors[c])--;
  return 1;
}

void ts_coll_clear(ts_obj *m) {
  m->len = 0;
  for (int c = 0; c < m->ncursors; c++) *m->cursors[c] = 0;
}

static size_t *watch(ts_rt *r, ts_obj *m) {
  size_t *pos = arena_alloc(r->a, sizeof *pos);
  *pos = 0;
  if (m->ncursors == m->capcursors) {
    int cap = m->capcursors ? m->capcursors * 2 : 4;
    size_t **nc = arena_alloc(r->a, (size_t)cap * sizeof *nc);
    if (m->ncursors) memcpy(nc, m->cursors, (size_t)m->ncursors * sizeof *nc);
    m->cursors = nc;
    m->capcursors = cap;
  }
  m->cursors[m->ncursors++] = pos;
  return pos;
}

static void unwatch(ts_obj *m, const size_t *pos) {
  for (int c = m->ncursors - 1; c >= 0; c--)
    if (m->cursors[c] == pos) {
      m->cursors[c] = m->cursors[--m->ncursors];
      return;
    }
}

/* The entry at i as a walk of kind what gives it: the key, the value (a Set's value is its key),
 * or a new [key, value] array (§24.1.5.2 %MapIteratorPrototype%.next step 5). */
static ts_val entry(ts_rt *r, const ts_obj *m, size_t i, int what) {
  ts_val k = m->items[i], v = m->k == TO_MAP ? m->vals[i] : k;
  if (what == TS_ITER_KEYS) return k;
  if (what == TS_ITER_VALUES) return v;
  ts_obj *p = ts_array_new(r, 2);
  p->items[0] = k;
  p->items[1] = v;
  return ts_objv(p);
}

ts_val ts_coll_iter(ts_rt *r, ts_obj *m, int what) {
  ts_obj *it = ts_obj_new(r, TO_ITER, r->object_proto);
  it->iter_of = m;
  it->iter_what = what;
  it->name = m->k == TO_MAP ? "Map Iterator" : "Set Iterator"; /* its @@toStringTag (§24.1.5.2.2) */
  it->iter_pos = watch(r, m);
  return ts_objv(it);
}

int ts_walk_begin(ts_rt *r, ts_val v, ts_walk *w) {
  memset(w, 0, sizeof *w);
  if (v.t != TV_OBJ) return 0;
  if (v.o->k == TO_MAP || v.o->k == TO_SET) {
    /* a Map's own iterator is its entries, a Set's its values (§24.1.3.12, §24.2.3.11) */
    w->coll = v.o;
    w->what = v.o->k == TO_MAP ? TS_ITER_ENTRIES : TS_ITER_VALUES;
    w->pos = watch(r, v.o);
    return 1;
  }
  if (v.o->k == TO_ITER) {
    /* an iterator is its own iterator: the walk consumes it */
    w->iter = v.o;
    w->coll = v.o->iter_of;
    w->what = v.o->iter_what;
    w->pos = v.o->iter_pos;
    return 1;
  }
  return 0;
}

int ts_walk_next(ts_rt *r, ts_walk *w, ts_val *out) {
  if (!w->coll) return 0;
  if (*w->pos < w->coll->len) {
    *out = entry(r, w->coll, (*w->pos)++, w->what);
    return 1;
  }
  /* done: an exhausted iterator stays done (§24.1.5.2 step 9: [[IteratedMap]] set to undefined) */
  unwatch(w->coll, w->pos);
  if (w->iter) w->iter->iter_of = NULL;
  w->coll = NULL;
  return 0;
}

void ts_walk_end(ts_walk *w) {
  /* a for-of left early: a Map or Set's own walk is over; an iterator object keeps its place
   * (Map and Set iterators have no return method, §7.4.6 IteratorClose does nothing to them) */
  if (w->coll && !w->iter) unwatch(w->coll, w->pos);
  w->coll = NULL;
}

ts_obj *ts_walk_drain(ts_rt *r, ts_walk *w) {
  ts_obj *a = ts_array_new(r, 0);
  ts_val v;
  while (ts_walk_next(r, w, &v)) ts_array_push(r, a, v);
  return a;
}

ts_val ts_iter_result(ts_rt *r, ts_obj *it) {
  /* §7.4.10 CreateIterResultObject: { value, done } */
  ts_walk w;
  ts_val v = ts_undef();
  ts_walk_begin(r, ts_objv(it), &w);
  int more = ts_walk_next(r, &w, &v);
  ts_obj *res = ts_obj_new(r, TO_PLAIN, r->object_proto);
  ts_set_own(r, res, ts_str_ascii(r, "value"), more ? v : ts_undef());
  ts_set_own(r, res, ts_str_ascii(r, "done"), ts_bool(!more));
  return ts_objv(res);
}
