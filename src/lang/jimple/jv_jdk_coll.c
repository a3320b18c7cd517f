/* jv_jdk_coll.c — models of java.util.ArrayList, HashMap and LinkedHashMap with their iterators,
 * key/value/entry views and entries. Written from the Javadoc and from OpenJDK 17's documented
 * implementation where programs can observe it:
 *  - exception messages (Objects.checkIndex's "Index 3 out of bounds for length 0"; add(int, E)'s
 *    "Index: 3, Size: 0"), fail-fast iterators (ConcurrentModificationException on next() after a
 *    structural change; modCount counts adds, removes and clears, not set or a value replaced);
 *  - HashMap's iteration order, which its Javadoc leaves unspecified but OpenJDK 17 fixes: bucket
 *    (h ^ h >>> 16) & (capacity - 1) in bucket order, a bucket's nodes in the order they were
 *    linked (resizing splits a bucket keeping that order); the table starts at 16 (or
 *    tableSizeFor(n)) and doubles when the size passes 3/4 of it, or when a bucket reaches 9 nodes
 *    while the table is below 64. A bucket that would become a tree (9 nodes, table of 64 or more)
 *    orders its nodes otherwise: that goes wrong as unsupported, never guessed.
 * Keys and elements compared or hashed by the models are strings, boxes and null; a user class's
 * equals/hashCode in a collection goes wrong as unsupported. */
#include <string.h>

#include "lang/jimple/jv_rt.h"

#define IS(n, d) (!strcmp(name, n) && !strcmp(desc, d))
#define OBJ "Ljava/lang/Object;"
#define IOOBE "java/lang/IndexOutOfBoundsException"
#define CME "java/util/ConcurrentModificationException"

typedef struct jv_list { obj **e; int n, cap; long mod; } jv_list;
typedef struct jv_entry { obj *k; val v; int32_t hash; long seq; int dead; obj *eobj; } jv_entry;
typedef struct jv_map { jv_entry **e; int n, cap; int tcap, thr; int linked; long mod, seq; } jv_map;
/* An iterator (ArrayList$Itr or a map snapshot) or a map view (which: 'k' keys, 'v' values, 'e' entries). */
typedef struct jv_iter {
  obj *of;            /* the list or map */
  int view;           /* a keySet/values/entrySet view, not an iterator */
  char which;
  int cursor, last;   /* ArrayList$Itr: cursor, lastRet; map: position in snap, last returned */
  long expect;        /* the modCount the iterator expects */
  jv_entry **snap;
  int nsnap;
} jv_iter;

static res unsup_key(rt *r, obj *k, const char *at) {
  return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: equals/hashCode of a %s in a collection (outside the model)",
                  jv_dotted(r, k->cls));
}

/* ---- ArrayList ---- */

static void list_room(rt *r, jv_list *l, int more) {
  if (l->n + more <= l->cap) return;
  int cap = l->cap ? l->cap : 10;
  while (cap < l->n + more) cap += cap / 2 + 1;
  obj **e = arena_alloc(r->a, sizeof(obj *) * (size_t)cap);
  if (l->n) memcpy(e, l->e, sizeof(obj *) * (size_t)l->n);
  l->e = e;
  l->cap = cap;
}

static res check_index(rt *r, int i, int n) {
  return jv_throw(r, IOOBE, arena_printf(r->a, "Index %d out of bounds for length %d", i, n));
}

/* ArrayList.indexOf: o == null ? e == null : o.equals(e); -2 when o's equals is outside the model. */
static int list_index(jv_list *l, obj *x, obj **bad) {
  for (int i = 0; i < l->n; i++) {
    int eq;
    if (!x) {
      if (!l->e[i]) return i;
      continue;
    }
    if (!jv_jdk_equals(x, l->e[i], &eq)) {
      *bad = x;
      return -2;
    }
    if (eq) return i;
  }
  return -1;
}

static void list_remove_at(jv_list *l, int i) {
  memmove(l->e + i, l->e + i + 1, sizeof(obj *) * (size_t)(l->n - i - 1));
  l->n--;
  l->mod++;
}

static res list_call(rt *r, const char *name, const char *desc, val *a, val *ret, const char *at) {
  obj *o = a[0].r;
  jv_list *l = o->x;
  if (!strcmp(name, "<init>")) {
    if (l) return R_PASS;
    if (IS("<init>", "(I)V") && a[1].i < 0)
      return jv_throw(r, "java/lang/IllegalArgumentException", arena_printf(r->a, "Illegal Capacity: %d", a[1].i));
    if (!IS("<init>", "()V") && !IS("<init>", "(I)V")) return R_PASS;
    o->x = arena_alloc(r->a, sizeof(jv_list));
    return R_OK;
  }
  if (!l) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a subclass of java.util.ArrayList");
  if (IS("add", "(" OBJ ")Z")) {
    list_room(r, l, 1);
    l->e[l->n++] = a[1].r;
    l->mod++;
    return ret->i = 1, R_OK;
  }
  if (IS("add", "(I" OBJ ")V")) {
    int i = a[1].i;
    if (i < 0 || i > l->n) return jv_throw(r, IOOBE, arena_printf(r->a, "Index: %d, Size: %d", i, l->n));
    list_room(r, l, 1);
    memmove(l->e + i + 1, l->e + i, sizeof(obj *) * (size_t)(l->n - i));
    l->e[i] = a[2].r;
    l->n++;
    l->mod++;
    return R_OK;
  }
  if (IS("get", "(I)" OBJ) || IS("set", "(I" OBJ ")" OBJ) || IS("remove", "(I)" OBJ)) {
    int i = a[1].i;
    if (i < 0 || i >= l->n) return check_index(r, i, l->n);
    ret->r = l->e[i];
    if (name[0] == 's') l->e[i] = a[2].r;
    if (name[0] == 'r') list_remove_at(l, i);
    return R_OK;
  }
  if (IS("size", "()I")) return ret->i = l->n, R_OK;
  if (IS("isEmpty", "()Z")) return ret->i = l->n == 0, R_OK;
  if (IS("clear", "()V")) return l->n = 0, l->mod++, R_OK;
  if (IS("indexOf", "(" OBJ ")I") || IS("contains", "(" OBJ ")Z") || IS("remove", "(" OBJ ")Z")) {
    obj *bad = NULL;
    int i = list_index(l, a[1].r, &bad);
    if (i == -2) return unsup_key(r, bad, at);
    if (name[0] == 'i') return ret->i = i, R_OK;
    if (name[0] == 'c') return ret->i = i >= 0, R_OK;
    if (i >= 0) list_remove_at(l, i);
    return ret->i = i >= 0, R_OK;
  }
  if (IS("iterator", "()Ljava/util/Iterator;")) {
    obj *it = jv_new_obj(r, "java/util/ArrayList$Itr");
    it->kind = K_ITER;
    jv_iter *x = arena_alloc(r->a, sizeof *x);
    x->of = o, x->last = -1, x->expect = l->mod;
    it->x = x;
    return ret->r = it, R_OK;
  }
  return R_PASS;
}

/* ---- HashMap / LinkedHashMap ---- */

static int32_t spread(int32_t h) { return (int32_t)((uint32_t)h ^ ((uint32_t)h >> 16)); }

static int table_size_for(int n) {
  int c = 1;
  while (c < n && c < (1 << 30)) c <<= 1;
  return c;
}

/* HashMap.resize(): the first table, or the doubled one, and its threshold. */
static void map_resize(jv_map *m) {
  int old = m->tcap;
  if (old == 0) {
    m->tcap = m->thr > 0 ? m->thr : 16;
    m->thr = (int)((float)m->tcap * 0.75f);
    return;
  }
  m->tcap = old * 2;
  m->thr = old >= 16 ? m->thr * 2 : (int)((float)m->tcap * 0.75f);
}

static int bucket_len(jv_map *m, int32_t hash) {
  int n = 0;
  for (int i = 0; i < m->n; i++) n += (m->e[i]->hash & (m->tcap - 1)) == (hash & (m->tcap - 1));
  return n;
}

/* The entry of key k, NULL when absent; *st R_WRONG when k cannot be hashed by the model. */
static jv_entry *map_find(rt *r, jv_map *m, obj *k, int32_t *hash, res *st, const char *at) {
  int32_t h;
  *st = R_OK;
  if (!jv_jdk_hash(k, &h)) {
    *st = unsup_key(r, k, at);
    return NULL;
  }
  *hash = spread(h);
  for (int i = 0; i < m->n; i++) {
    jv_entry *e = m->e[i];
    int eq;
    if (e->hash != *hash) continue;
    if (e->k == k) return e;
    if (!jv_jdk_equals(k, e->k, &eq)) {
      *st = unsup_key(r, e->k, at);
      return NULL;
    }
    if (eq) return e;
  }
  return NULL;
}

static res map_put(rt *r, jv_map *m, obj *k, val v, val *prev, int if_absent, const char *at) {
  int32_t hash;
  res st;
  jv_entry *e = map_find(r, m, k, &hash, &st, at);
  if (st != R_OK) return st;
  if (e) {
    *prev = e->v;
    if (!if_absent || !e->v.r) e->v = v;
    return R_OK;
  }
  prev->r = NULL;
  if (!m->linked) {
    if (m->tcap == 0) map_resize(m);
    if (bucket_len(m, hash) >= 8) {
      if (m->tcap >= 64)
        return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a HashMap bucket of 9 keys becomes a tree (its iteration order)");
      map_resize(m); /* treeifyBin on a small table resizes instead */
    }
  }
  if (m->n == m->cap) {
    m->cap = m->cap ? 2 * m->cap : 16;
    jv_entry **n = arena_alloc(r->a, sizeof(jv_entry *) * (size_t)m->cap);
    if (m->n) memcpy(n, m->e, sizeof(jv_entry *) * (size_t)m->n);
    m->e = n;
  }
  e = arena_alloc(r->a, sizeof *e);
  e->k = k, e->v = v, e->hash = hash, e->seq = m->seq++;
  m->e[m->n++] = e;
  m->mod++;
  if (!m->linked && m->n > m->thr) map_resize(m);
  return R_OK;
}

static void map_unlink(jv_map *m, jv_entry *e) {
  for (int i = 0; i < m->n; i++)
    if (m->e[i] == e) {
      memmove(m->e + i, m->e + i + 1, sizeof(jv_entry *) * (size_t)(m->n - i - 1));
      m->n--;
      break;
    }
  e->dead = 1;
  m->mod++;
}

/* The entries in iteration order: LinkedHashMap's insertion order, HashMap's table order. */
static jv_entry **map_order(rt *r, jv_map *m) {
  jv_entry **v = arena_alloc(r->a, sizeof(jv_entry *) * (size_t)(m->n + 1));
  if (m->n) memcpy(v, m->e, sizeof(jv_entry *) * (size_t)m->n);
  if (!m->linked) /* stable insertion sort by bucket; m->e is in link (seq) order */
    for (int i = 1; i < m->n; i++) {
      jv_entry *x = v[i];
      int b = x->hash & (m->tcap - 1), j = i - 1;
      while (j >= 0 && (v[j]->hash & (m->tcap - 1)) > b) v[j + 1] = v[j], j--;
      v[j + 1] = x;
    }
  return v;
}

static obj *new_view(rt *r, obj *of, char which, int view) {
  obj *it = jv_new_obj(r, view ? (which == 'k' ? "java/util/HashMap$KeySet" : which == 'v' ? "java/util/HashMap$Values"
                                                                                         : "java/util/HashMap$EntrySet")
                               : "java/util/HashMap$HashIterator");
  it->kind = K_ITER;
  jv_iter *x = arena_alloc(r->a, sizeof *x);
  x->of = of, x->view = view, x->which = which, x->last = -1;
  if (!view) {
    jv_map *m = of->x;
    x->expect = m->mod;
    x->snap = map_order(r, m);
    x->nsnap = m->n;
  }
  it->x = x;
  return it;
}

static obj *entry_obj(rt *r, jv_entry *e) {
  if (!e->eobj) {
    e->eobj = jv_new_obj(r, "java/util/HashMap$Node");
    e->eobj->kind = K_ENTRY;
    e->eobj->x = e;
  }
  return e->eobj;
}

static res map_call(rt *r, const char *name, const char *desc, val *a, val *ret, const char *at) {
  obj *o = a[0].r;
  jv_map *m = o->x;
  if (!strcmp(name, "<init>")) {
    if (m) return R_PASS;
    if (!IS("<init>", "()V") && !IS("<init>", "(I)V")) return R_PASS;
    if (desc[1] == 'I' && a[1].i < 0)
      return jv_throw(r, "java/lang/IllegalArgumentException", arena_printf(r->a, "Illegal initial capacity: %d", a[1].i));
    m = o->x = arena_alloc(r->a, sizeof(jv_map));
    m->linked = !strcmp(o->cls, "java/util/LinkedHashMap");
    if (desc[1] == 'I') m->thr = table_size_for(a[1].i);
    return R_OK;
  }
  if (!m) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a subclass of %s", jv_dotted(r, o->cls));
  if (IS("put", "(" OBJ OBJ ")" OBJ) || IS("putIfAbsent", "(" OBJ OBJ ")" OBJ)) {
    val prev;
    res st = map_put(r, m, a[1].r, a[2], &prev, name[3] == 'I', at);
    if (st == R_OK) ret->r = prev.r;
    return st;
  }
  if (IS("get", "(" OBJ ")" OBJ) || IS("getOrDefault", "(" OBJ OBJ ")" OBJ) || IS("containsKey", "(" OBJ ")Z") ||
      IS("remove", "(" OBJ ")" OBJ)) {
    int32_t hash;
    res st;
    jv_entry *e = map_find(r, m, a[1].r, &hash, &st, at);
    if (st != R_OK) return st;
    if (name[0] == 'c') return ret->i = e != NULL, R_OK;
    if (name[0] == 'r') {
      ret->r = e ? e->v.r : NULL;
      if (e) map_unlink(m, e);
      return R_OK;
    }
    ret->r = e ? e->v.r : name[3] == 'O' ? a[2].r : NULL;
    return R_OK;
  }
  if (IS("containsValue", "(" OBJ ")Z")) {
    for (int i = 0; i < m->n; i++) {
      int eq;
      if (m->e[i]->v.r == a[1].r) return ret->i = 1, R_OK;
      if (!jv_jdk_equals(a[1].r ? a[1].r : m->e[i]->v.r, a[1].r ? m->e[i]->v.r : NULL, &eq))
        return unsup_key(r, a[1].r ? a[1].r : m->e[i]->v.r, at);
      if (eq) return ret->i = 1, R_OK;
    }
    return ret->i = 0, R_OK;
  }
  if (IS("size", "()I")) return ret->i = m->n, R_OK;
  if (IS("isEmpty", "()Z")) return ret->i = m->n == 0, R_OK;
  if (IS("clear", "()V")) {
    for (int i = 0; i < m->n; i++) m->e[i]->dead = 1;
    m->n = 0;
    m->mod++;
    return R_OK;
  }
  if (IS("keySet", "()Ljava/util/Set;")) return ret->r = new_view(r, o, 'k', 1), R_OK;
  if (IS("values", "()Ljava/util/Collection;")) return ret->r = new_view(r, o, 'v', 1), R_OK;
  if (IS("entrySet", "()Ljava/util/Set;")) return ret->r = new_view(r, o, 'e', 1), R_OK;
  return R_PASS;
}

static obj *iter_item(rt *r, jv_iter *x, jv_entry *e) {
  return x->which == 'k' ? e->k : x->which == 'v' ? e->v.r : entry_obj(r, e);
}

static res iter_call(rt *r, const char *name, const char *desc, val *a, val *ret) {
  jv_iter *x = a[0].r->x;
  if (x->view) {
    jv_map *m = x->of->x;
    if (IS("iterator", "()Ljava/util/Iterator;")) return ret->r = new_view(r, x->of, x->which, 0), R_OK;
    if (IS("size", "()I")) return ret->i = m->n, R_OK;
    if (IS("isEmpty", "()Z")) return ret->i = m->n == 0, R_OK;
    return R_PASS;
  }
  if (x->of->kind == K_LIST) {
    jv_list *l = x->of->x;
    if (IS("hasNext", "()Z")) return ret->i = x->cursor != l->n, R_OK;
    if (IS("next", "()" OBJ)) {
      if (l->mod != x->expect) return jv_throw(r, CME, NULL);
      if (x->cursor >= l->n) return jv_throw(r, "java/util/NoSuchElementException", NULL);
      x->last = x->cursor++;
      return ret->r = l->e[x->last], R_OK;
    }
    if (IS("remove", "()V")) {
      if (x->last < 0) return jv_throw(r, "java/lang/IllegalStateException", NULL);
      if (l->mod != x->expect) return jv_throw(r, CME, NULL);
      list_remove_at(l, x->last);
      x->cursor = x->last;
      x->last = -1;
      x->expect = l->mod;
      return R_OK;
    }
    return R_PASS;
  }
  jv_map *m = x->of->x;
  if (IS("hasNext", "()Z")) return ret->i = x->cursor < x->nsnap, R_OK;
  if (IS("next", "()" OBJ)) {
    if (m->mod != x->expect) return jv_throw(r, CME, NULL);
    if (x->cursor >= x->nsnap) return jv_throw(r, "java/util/NoSuchElementException", NULL);
    x->last = x->cursor++;
    return ret->r = iter_item(r, x, x->snap[x->last]), R_OK;
  }
  if (IS("remove", "()V")) {
    if (x->last < 0) return jv_throw(r, "java/lang/IllegalStateException", NULL);
    if (m->mod != x->expect) return jv_throw(r, CME, NULL);
    if (!x->snap[x->last]->dead) map_unlink(m, x->snap[x->last]);
    x->last = -1;
    x->expect = m->mod;
    return R_OK;
  }
  return R_PASS;
}

static res entry_call(rt *r, const char *name, const char *desc, val *a, val *ret) {
  jv_entry *e = a[0].r->x;
  if (IS("getKey", "()" OBJ)) return ret->r = e->k, R_OK;
  if (IS("getValue", "()" OBJ)) return ret->r = e->v.r, R_OK;
  if (IS("setValue", "(" OBJ ")" OBJ)) {
    ret->r = e->v.r;
    e->v = a[1];
    return R_OK;
  }
  (void)r;
  return R_PASS;
}

/* Natural ordering (Comparable.compareTo) of two elements of one modelled kind: Integer, Long,
 * Short, Byte, Character boxes of one type, or Strings; 0 with *ok = 0 when outside the model. */
static int natural(const obj *x, const obj *y, int *ok) {
  if (x->kind == K_STRING && y->kind == K_STRING) {
    int n = x->len < y->len ? x->len : y->len;
    for (int i = 0; i < n; i++)
      if (x->u[i] != y->u[i]) return (int)x->u[i] - (int)y->u[i];
    return x->len - y->len;
  }
  if (x->kind == K_BOX && y->kind == K_BOX && x->bty == y->bty && strchr("IJSBC", x->bty)) {
    if (x->bty == 'J') return x->bv.j < y->bv.j ? -1 : x->bv.j > y->bv.j;
    return x->bv.i < y->bv.i ? -1 : x->bv.i > y->bv.i;
  }
  *ok = 0;
  return 0;
}

/* A stable merge sort (List.sort's contract: equal elements keep their order) by natural order. */
static void merge_sort(obj **e, obj **tmp, int n) {
  if (n < 2) return;
  int h = n / 2, i = 0, j = h, k = 0, ok = 1;
  merge_sort(e, tmp, h);
  merge_sort(e + h, tmp, n - h);
  while (i < h && j < n) tmp[k++] = natural(e[j], e[i], &ok) < 0 ? e[j++] : e[i++];
  while (i < h) tmp[k++] = e[i++];
  while (j < n) tmp[k++] = e[j++];
  memcpy(e, tmp, sizeof(obj *) * (size_t)n);
}

/* Collections.sort(list) and list.sort(null): every element checked comparable first (a failing
 * compareTo midway would leave the JDK's array partly sorted: not modelled); the sort counts as a
 * structural modification for open iterators (ArrayList.sort increments modCount). */
static res sort_list(rt *r, obj *o, const char *at) {
  if (!o) return jv_throw(r, "java/lang/NullPointerException", NULL);
  if (o->kind != K_LIST || !o->x) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: sorting a %s", jv_dotted(r, o->cls));
  jv_list *l = o->x;
  for (int i = 1; i < l->n; i++) {
    int ok = 1;
    if (!l->e[0] || !l->e[i]) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: sorting a list with null (NullPointerException midway)");
    natural(l->e[0], l->e[i], &ok);
    if (!ok) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: sorting elements outside the model's natural orders (ClassCastException or a user compareTo)");
  }
  obj **tmp = arena_alloc(r->a, sizeof(obj *) * (size_t)(l->n + 1));
  merge_sort(l->e, tmp, l->n);
  l->mod++;
  return R_OK;
}

res jv_jdk_coll_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at) {
  if (isstatic) {
    if (!strcmp(cls, "java/util/Collections") && IS("sort", "(Ljava/util/List;)V")) return sort_list(r, a[0].r, at);
    if (!strcmp(cls, "java/util/Collections") && IS("reverse", "(Ljava/util/List;)V")) {
      obj *o = a[0].r;
      if (!o) return jv_throw(r, "java/lang/NullPointerException", NULL);
      if (o->kind != K_LIST || !o->x) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: reversing a %s", jv_dotted(r, o->cls));
      jv_list *l = o->x; /* through set(): no structural modification */
      for (int i = 0, j = l->n - 1; i < j; i++, j--) {
        obj *t = l->e[i];
        l->e[i] = l->e[j];
        l->e[j] = t;
      }
      return R_OK;
    }
    return R_PASS;
  }
  if (IS("sort", "(Ljava/util/Comparator;)V") && a[0].r->kind == K_LIST) {
    if (a[1].r) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: List.sort with a Comparator");
    return sort_list(r, a[0].r, at);
  }
  obj *o = a[0].r;
  res st = R_PASS;
  switch (o->kind) {
  case K_LIST: st = list_call(r, name, desc, a, ret, at); break;
  case K_MAP: st = map_call(r, name, desc, a, ret, at); break;
  case K_ITER: st = iter_call(r, name, desc, a, ret); break;
  case K_ENTRY: st = entry_call(r, name, desc, a, ret); break;
  default: return R_PASS;
  }
  if (st == R_PASS && IS("toString", "()Ljava/lang/String;")) {
    strbuf sb = STRBUF_INIT;
    st = jv_jdk_coll_tostring(r, o, &sb, at);
    if (st == R_OK) ret->r = jv_string_utf8(r, sb_str(&sb), sb.len);
    sb_free(&sb);
  }
  return st;
}

/* AbstractCollection.toString / AbstractMap.toString: "[a, b]", "{k=v}", "(this Collection)". */
res jv_jdk_coll_tostring(rt *r, obj *o, strbuf *sb, const char *at) {
  val v;
  res st = R_OK;
  if (o->kind == K_ENTRY) {
    jv_entry *e = o->x;
    v.r = e->k;
    if ((st = jv_str_conv(r, sb, 'L', v, at)) != R_OK) return st;
    sb_putc(sb, '=');
    return jv_str_conv(r, sb, 'L', e->v, at);
  }
  if (o->kind == K_LIST) {
    jv_list *l = o->x;
    if (!l) return R_PASS;
    sb_putc(sb, '[');
    for (int i = 0; i < l->n && st == R_OK; i++) {
      if (i) sb_puts(sb, ", ");
      if (l->e[i] == o) {
        sb_puts(sb, "(this Collection)");
        continue;
      }
      v.r = l->e[i];
      st = jv_str_conv(r, sb, 'L', v, at);
    }
    sb_putc(sb, ']');
    return st;
  }
  jv_iter *x = o->kind == K_ITER ? o->x : NULL;
  if (x && !x->view) return R_PASS;
  obj *mo = x ? x->of : o;
  jv_map *m = mo->x;
  if (!m) return R_PASS;
  jv_entry **ord = map_order(r, m);
  sb_putc(sb, x ? '[' : '{');
  for (int i = 0; i < m->n && st == R_OK; i++) {
    if (i) sb_puts(sb, ", ");
    char which = x ? x->which : 'e';
    if (which != 'v') {
      v.r = ord[i]->k;
      if (v.r == mo) sb_puts(sb, "(this Map)");
      else st = jv_str_conv(r, sb, 'L', v, at);
      if (which == 'k' || st != R_OK) continue;
      sb_putc(sb, '=');
    }
    if (ord[i]->v.r == mo) sb_puts(sb, "(this Map)");
    else st = jv_str_conv(r, sb, 'L', ord[i]->v, at);
  }
  sb_putc(sb, x ? ']' : '}');
  return st;
}
