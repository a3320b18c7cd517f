/* cjson.c — the COBOL front end's arena tree (see cjson.h for why): values bump-allocated in
 * large blocks that go at once, objects as member vectors in insertion order. */
#include "lang/cobol/cjson.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/bigmap.h"
#include "core/json_out.h"

/* Blocks of the document; allocations are 8-byte aligned (nothing here needs more) and not
 * zeroed (every field is set by the caller). */
typedef struct cj_block {
  struct cj_block *next;
  size_t size, used;
  int mapped; /* by block_map (else eq_malloc) */
  _Alignas(8) unsigned char data[];
} cj_block;

/* The first block of a document is an ordinary allocation, so that a small program pays for the
 * pages it uses only; the next ones are large mappings populated at once, on huge pages where the
 * kernel has them (core/bigmap.h: a 50,000-line program's representation is some 14,000 pages of
 * 4 KB, each a page fault when first touched, which were half the time of its parse on a virtual
 * machine even when populated by the mapping call). */
enum { FIRST_BLOCK = 1 << 18, BLOCK = 1 << 22 };

static cj_block *block_map(size_t size) {
  cj_block *b = eq_bigmap(size, 1);
  if (b) {
    b->mapped = 1;
    return b;
  }
  b = eq_malloc(size);
  b->mapped = 0;
  return b;
}

/* Integers below SMALL_INTS are made once per document and shared (a location's file, line and
 * column are most of a representation's integers; nothing changes an integer in place). Member
 * keys are interned: a representation uses a few hundred distinct keys some million times. */
enum { SMALL_INTS = 1 << 17 };

struct cj_doc {
  cj_block *head;
  cj_t *root;
  cj_t **small_ints; /* SMALL_INTS entries, filled on first use */
  const char **keys; /* interned keys, open addressing on key_hash; keys_cap a power of two */
  struct {
    const char *lit, *ik;
  } literals[1024]; /* cj_key_literal's cache, by the literal's address */
  size_t nkeys, keys_cap;
};

static _Thread_local cj_doc *current;

static const cj_t true_value = {.type = CJ_TRUE}, false_value = {.type = CJ_FALSE}, null_value = {.type = CJ_NULL};

cj_doc *cj_doc_new(void) { return eq_calloc(1, sizeof(cj_doc)); }

cj_doc *cj_doc_enter(cj_doc *d) {
  cj_doc *prev = current;
  current = d;
  return prev;
}

void cj_doc_leave(cj_doc *previous) { current = previous; }

void cj_doc_free(cj_doc *d) {
  if (!d) return;
  free(d->small_ints);
  free(d->keys);
  for (cj_block *b = d->head, *next; b; b = next) {
    next = b->next;
    if (b->mapped)
      eq_bigunmap(b, sizeof(cj_block) + b->size);
    else
      free(b);
  }
  free(d);
}

cj_t *cj_doc_root(const cj_doc *d) { return d->root; }
void cj_doc_set_root(cj_doc *d, cj_t *root) { d->root = root; }

/* A new block with room for n bytes, at the head of the current document. */
static __attribute__((noinline)) cj_block *block_new(cj_doc *d, size_t n) {
  size_t want = d->head ? BLOCK : FIRST_BLOCK;
  size_t size = n > want - sizeof(cj_block) ? n : want - sizeof(cj_block);
  cj_block *b;
  if (d->head) {
    b = block_map(sizeof(cj_block) + size);
  } else {
    b = eq_malloc(sizeof(cj_block) + size);
    b->mapped = 0;
  }
  b->size = size;
  b->used = 0;
  b->next = d->head;
  d->head = b;
  return b;
}

static inline void *doc_alloc(cj_doc *d, size_t n) {
  n = (n + 7) & ~(size_t)7;
  cj_block *b = d->head;
  if (__builtin_expect(!b || b->size - b->used < n, 0)) b = block_new(d, n);
  void *p = b->data + b->used;
  b->used += n;
  return p;
}

static inline void *alloc(size_t n) {
  assert(current && "a cj_ value made outside cj_doc_enter");
  return doc_alloc(current, n);
}

void *cj_doc_alloc(cj_doc *d, size_t n) { return doc_alloc(d, n); }

char *cj_doc_strndup(cj_doc *d, const char *s, size_t n) {
  char *c = doc_alloc(d, n + 1);
  memcpy(c, s, n);
  c[n] = 0;
  return c;
}

static cj_t *value(cj_type type) {
  cj_t *v = alloc(sizeof *v);
  v->type = (unsigned char)type;
  v->n = 0;
  v->cap_log2 = 0;
  return v;
}

cj_t *cj_object(void) {
  cj_t *v = value(CJ_OBJECT);
  v->u.obj.m = NULL;
  v->u.obj.index = NULL;
  return v;
}

cj_t *cj_array(void) {
  cj_t *v = value(CJ_ARRAY);
  v->u.items = NULL;
  return v;
}

cj_t *cj_stringn_nocheck(const char *s, size_t len) {
  assert(len <= UINT32_MAX); /* sources are far smaller (fs_read_file's cap) */
  cj_t *v = alloc(sizeof *v + len + 1); /* the bytes right after the value */
  v->type = CJ_STRING;
  v->cap_log2 = 0;
  v->n = (uint32_t)len;
  char *c = (char *)(v + 1);
  memcpy(c, s, len);
  c[len] = 0;
  v->u.s = c;
  return v;
}

cj_t *cj_string_nocheck(const char *s) { return s ? cj_stringn_nocheck(s, strlen(s)) : NULL; }
cj_t *cj_stringn(const char *s, size_t len) { return s && jw_utf8_valid(s, len) ? cj_stringn_nocheck(s, len) : NULL; }
cj_t *cj_string(const char *s) { return s ? cj_stringn(s, strlen(s)) : NULL; }

cj_t *cj_integer(cj_int_t i) {
  cj_doc *d = current;
  if (i >= 0 && i < SMALL_INTS) {
    if (!d->small_ints) d->small_ints = eq_calloc(SMALL_INTS, sizeof(cj_t *));
    cj_t **slot = &d->small_ints[i];
    if (*slot) return *slot;
    cj_t *v = value(CJ_INTEGER);
    v->u.i = i;
    return *slot = v;
  }
  cj_t *v = value(CJ_INTEGER);
  v->u.i = i;
  return v;
}

/* The singletons are never written to: every call that changes a value takes an object or array. */
cj_t *cj_true(void) { return (cj_t *)&true_value; }
cj_t *cj_false(void) { return (cj_t *)&false_value; }
cj_t *cj_null(void) { return (cj_t *)&null_value; }

/* ---------------------------------------------------------------- objects */

/* Objects up to this many members are searched by a scan (the parser's nodes have a handful);
 * larger ones (a name index, a program's sections) get a hash index. */
enum { SCAN_MAX = 12 };

static uint32_t key_hash(const char *k, size_t len) {
  uint32_t h = 2166136261u; /* FNV-1a */
  for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)k[i]) * 16777619u;
  return h;
}

/* An interned key's length, kept before it. */
static inline size_t ikey_len(const char *ik) { return ((const size_t *)ik)[-1]; }

/* The room of an array or object, and the next room when it is full: doubled, from 4. */
static inline uint32_t cap_of(const cj_t *v) {
  return v->cap_log2 == CJ_CAP_EXACT ? v->n : v->cap_log2 ? (uint32_t)1 << v->cap_log2 : 0;
}
static unsigned char grown_log2(const cj_t *v) {
  if (v->cap_log2 != CJ_CAP_EXACT) return v->cap_log2 ? v->cap_log2 + 1 : 2;
  unsigned char l = 2; /* an exact room (cj_array_of): the first power of two above n */
  while (((uint32_t)1 << l) <= v->n) l++;
  return l;
}

/* The document's copy of key[0..len) (made when insert is set), or NULL. Every member's key is
 * interned, so members compare by pointer. */
static const char *intern_key(const char *key, size_t len, int insert) {
  cj_doc *d = current;
  if (insert && 2 * (d->nkeys + 1) > d->keys_cap) {
    size_t cap = d->keys_cap ? 2 * d->keys_cap : 512;
    const char **t = eq_calloc(cap, sizeof *t);
    for (size_t i = 0; i < d->keys_cap; i++)
      if (d->keys[i]) {
        size_t k = key_hash(d->keys[i], ikey_len(d->keys[i])) & (cap - 1);
        while (t[k]) k = (k + 1) & (cap - 1);
        t[k] = d->keys[i];
      }
    free(d->keys);
    d->keys = t;
    d->keys_cap = cap;
  }
  if (!d->keys_cap) return NULL;
  size_t mask = d->keys_cap - 1, k = key_hash(key, len) & mask;
  for (const char *e; (e = d->keys[k]) != NULL; k = (k + 1) & mask)
    if (e[0] == key[0] && !memcmp(e, key, len) && !e[len]) return e;
  if (!insert) return NULL;
  size_t *c = alloc(sizeof(size_t) + len + 1); /* the key's length before it: ikey_len */
  *c = len;
  memcpy(c + 1, key, len);
  ((char *)(c + 1))[len] = 0;
  d->nkeys++;
  return d->keys[k] = (const char *)(c + 1);
}

static inline uint32_t ptr_hash(const char *p) {
  uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15u;
  return (uint32_t)(h >> 32);
}

static void index_add(cj_t *o, uint32_t at) {
  uint32_t mask = o->u.obj.index[-1] - 1, k = ptr_hash(o->u.obj.m[at].key) & mask;
  while (o->u.obj.index[k]) k = (k + 1) & mask;
  o->u.obj.index[k] = at + 1; /* 0: empty slot */
}

static void index_build(cj_t *o) {
  uint32_t cap = 64;
  while (cap < 2 * o->n + 2) cap *= 2;
  uint32_t *index = alloc((cap + 1) * sizeof(uint32_t));
  index[0] = cap;
  memset(index + 1, 0, cap * sizeof(uint32_t));
  o->u.obj.index = index + 1;
  for (uint32_t i = 0; i < o->n; i++) index_add(o, i);
}

/* The position of the member whose interned key is ik, or -1. */
static long find(const cj_t *o, const char *ik) {
  const cj_member *m = o->u.obj.m;
  if (o->n <= SCAN_MAX) {
    for (uint32_t i = 0; i < o->n; i++)
      if (m[i].key == ik) return i;
    return -1;
  }
  if (!o->u.obj.index) index_build((cj_t *)o);
  uint32_t mask = o->u.obj.index[-1] - 1, k = ptr_hash(ik) & mask;
  for (uint32_t at; (at = o->u.obj.index[k]) != 0; k = (k + 1) & mask)
    if (m[at - 1].key == ik) return at - 1;
  return -1;
}

static long find_key(const cj_t *o, const char *key, size_t len) {
  const char *ik = intern_key(key, len, 0);
  return ik ? find(o, ik) : -1;
}

const char *cj_key_literal(const char *lit) {
  cj_doc *d = current;
  size_t k = ptr_hash(lit) & 1023;
  if (d->literals[k].lit == lit) return d->literals[k].ik;
  const char *ik = intern_key(lit, strlen(lit), 1);
  d->literals[k].lit = lit;
  d->literals[k].ik = ik;
  return ik;
}

cj_t *cj_object_iget(const cj_t *o, const char *ik) {
  if (!cj_is_object(o)) return NULL;
  long i = find(o, ik);
  return i < 0 ? NULL : o->u.obj.m[i].val;
}

cj_t *cj_object_get_(const cj_t *o, const char *key) {
  if (!cj_is_object(o) || !key) return NULL;
  long i = find_key(o, key, strlen(key));
  return i < 0 ? NULL : o->u.obj.m[i].val;
}

/* Sets the member whose interned key is ik. */
static int iset(cj_t *o, const char *ik, cj_t *v) {
  if (!v || !cj_is_object(o)) return -1;
  long i = find(o, ik);
  if (i >= 0) { /* jansson replaces the value in place: the member keeps its position */
    o->u.obj.m[i].val = v;
    return 0;
  }
  if (o->n == cap_of(o)) {
    unsigned char l = grown_log2(o);
    cj_member *m = alloc(((size_t)1 << l) * sizeof *m);
    if (o->n) memcpy(m, o->u.obj.m, o->n * sizeof *m);
    o->u.obj.m = m;
    o->cap_log2 = l;
  }
  o->u.obj.m[o->n] = (cj_member){ik, v};
  o->n++;
  if (o->u.obj.index) {
    if (2 * o->n + 2 > o->u.obj.index[-1]) index_build(o);
    else index_add(o, o->n - 1);
  }
  return 0;
}

static int set(cj_t *o, const char *key, size_t len, cj_t *v) {
  if (!v || !cj_is_object(o) || !key) return -1;
  return iset(o, intern_key(key, len, 1), v);
}

int cj_object_iset(cj_t *o, const char *ik, cj_t *v) { return iset(o, ik, v); }

int cj_object_set_new_nocheck_(cj_t *o, const char *key, cj_t *v) { return key ? set(o, key, strlen(key), v) : -1; }

int cj_object_set_new(cj_t *o, const char *key, cj_t *v) {
  if (!key) return -1;
  size_t len = strlen(key);
  return jw_utf8_valid(key, len) ? set(o, key, len, v) : -1;
}

int cj_object_del(cj_t *o, const char *key) {
  if (!cj_is_object(o) || !key) return -1;
  long i = find_key(o, key, strlen(key));
  if (i < 0) return -1;
  memmove(&o->u.obj.m[i], &o->u.obj.m[i + 1], (o->n - (size_t)i - 1) * sizeof(cj_member));
  o->n--;
  o->u.obj.index = NULL; /* positions moved: built again on the next large look-up */
  return 0;
}

void cj_object_clear(cj_t *o) {
  if (!cj_is_object(o)) return;
  o->n = 0;
  o->u.obj.index = NULL;
}

/* ---------------------------------------------------------------- arrays */

int cj_array_append_new(cj_t *a, cj_t *v) {
  if (!v || !cj_is_array(a)) return -1;
  if (a->n == cap_of(a)) {
    unsigned char l = grown_log2(a);
    cj_t **items = alloc(((size_t)1 << l) * sizeof *items);
    if (a->n) memcpy(items, a->u.items, a->n * sizeof *items);
    a->u.items = items;
    a->cap_log2 = l;
  }
  a->u.items[a->n++] = v;
  return 0;
}

cj_t *cj_array_of(cj_t *const *items, size_t n) {
  cj_t *a = alloc(sizeof *a + n * sizeof *items); /* the items right after the value */
  a->type = CJ_ARRAY;
  a->n = (uint32_t)n;
  a->cap_log2 = n ? CJ_CAP_EXACT : 0;
  a->u.items = n ? (cj_t **)(a + 1) : NULL;
  if (n) memcpy(a->u.items, items, n * sizeof *items);
  return a;
}

int cj_array_set_new(cj_t *a, size_t i, cj_t *v) {
  if (!v || !cj_is_array(a) || i >= a->n) return -1;
  a->u.items[i] = v;
  return 0;
}

int cj_array_extend(cj_t *a, const cj_t *b) {
  if (!cj_is_array(a) || !cj_is_array(b)) return -1;
  size_t n = b->n; /* b may be a itself */
  for (size_t i = 0; i < n; i++) cj_array_append_new(a, b->u.items[i]);
  return 0;
}

/* ---------------------------------------------------------------- copies */

cj_t *cj_copy(const cj_t *v) {
  if (!v) return NULL;
  switch (cj_typeof(v)) {
    case CJ_OBJECT: {
      cj_t *o = cj_object();
      for (uint32_t i = 0; i < v->n; i++) set(o, v->u.obj.m[i].key, ikey_len(v->u.obj.m[i].key), v->u.obj.m[i].val);
      return o;
    }
    case CJ_ARRAY: {
      cj_t *a = cj_array();
      cj_array_extend(a, v);
      return a;
    }
    case CJ_STRING: return cj_stringn_nocheck(v->u.s, v->n);
    case CJ_INTEGER: return cj_integer(v->u.i);
    default: return (cj_t *)v; /* the shared singletons */
  }
}

cj_t *cj_copy_tree(const cj_t *v) {
  if (!v) return NULL;
  switch (cj_typeof(v)) {
    case CJ_OBJECT: {
      cj_t *o = cj_object();
      for (uint32_t i = 0; i < v->n; i++)
        set(o, v->u.obj.m[i].key, ikey_len(v->u.obj.m[i].key), cj_copy_tree(v->u.obj.m[i].val));
      return o;
    }
    case CJ_ARRAY: {
      cj_t *a = cj_array();
      for (uint32_t i = 0; i < v->n; i++) cj_array_append_new(a, cj_copy_tree(v->u.items[i]));
      return a;
    }
    default: return cj_copy(v);
  }
}

/* ---------------------------------------------------------------- out */

static void write_value(jw_out *w, const cj_t *v, int depth) {
  switch (cj_typeof(v)) {
    case CJ_OBJECT:
      if (!v->n) {
        jw_put(w, "{}", 2);
        return;
      }
      jw_char(w, '{');
      jw_newline(w, depth + 1);
      for (uint32_t i = 0; i < v->n; i++) {
        if (i) jw_separator(w, depth + 1);
        jw_key(w, v->u.obj.m[i].key, ikey_len(v->u.obj.m[i].key));
        write_value(w, v->u.obj.m[i].val, depth + 1);
      }
      jw_newline(w, depth);
      jw_char(w, '}');
      return;
    case CJ_ARRAY:
      if (!v->n) {
        jw_put(w, "[]", 2);
        return;
      }
      jw_char(w, '[');
      jw_newline(w, depth + 1);
      for (uint32_t i = 0; i < v->n; i++) {
        if (i) jw_separator(w, depth + 1);
        write_value(w, v->u.items[i], depth + 1);
      }
      jw_newline(w, depth);
      jw_char(w, ']');
      return;
    case CJ_STRING: jw_string(w, v->u.s, v->n); return;
    case CJ_INTEGER: jw_int(w, v->u.i); return;
    case CJ_TRUE: jw_put(w, "true", 4); return;
    case CJ_FALSE: jw_put(w, "false", 5); return;
    case CJ_NULL: jw_put(w, "null", 4); return;
  }
}

int cj_write(const cj_t *v, FILE *f, size_t flags) {
  /* jansson writes only an object or an array at the top */
  if (!cj_is_object(v) && !cj_is_array(v)) return -1;
  jw_out *w = jw_open(f, flags);
  if (!w) return -1;
  write_value(w, v, 0);
  return jw_close(w);
}

json_t *cj_to_json(const cj_t *v) {
  if (!v) return NULL;
  switch (cj_typeof(v)) {
    case CJ_OBJECT: {
      json_t *o = json_object();
      for (uint32_t i = 0; i < v->n; i++)
        json_object_setn_new_nocheck(o, v->u.obj.m[i].key, ikey_len(v->u.obj.m[i].key), cj_to_json(v->u.obj.m[i].val));
      return o;
    }
    case CJ_ARRAY: {
      json_t *a = json_array();
      for (uint32_t i = 0; i < v->n; i++) json_array_append_new(a, cj_to_json(v->u.items[i]));
      return a;
    }
    case CJ_STRING: return json_stringn_nocheck(v->u.s, v->n);
    case CJ_INTEGER: return json_integer(v->u.i);
    case CJ_TRUE: return json_true();
    case CJ_FALSE: return json_false();
    case CJ_NULL: return json_null();
  }
  return NULL;
}
