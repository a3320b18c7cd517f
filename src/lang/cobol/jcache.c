/* jcache.c — the run's (node, key) -> member cache over the front end's JSON (see jcache.h for why
 * and for the rules that make an answer from the cache always equal jansson's). */
#include "lang/cobol/jcache.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>

#include "core/arena.h"

/* Two open-addressing tables (linear probing, power-of-two sizes, at most half full):
 *  - nodes: every object of the documents, filled once by cbl_jcache_new;
 *  - ents:  (node, key address) -> value, filled on first lookup (NULL values too: "no such
 *           member" is asked as often as the members that exist). */

typedef struct jc_ent {
  const json_t *node; /* NULL: empty slot */
  const char *key;
  json_t *val;
} jc_ent;

struct cbl_jcache {
  const json_t **nodes;
  void **slots;       /* CBL_JSLOT_NCLIENTS per entry of nodes: the clients' cbl_jslot */
  size_t nnodes, capnodes;
  arena *mem;         /* what the slots point to */
  /* nodes built during the run and kept (cbl_jcache_keep): a table of their objects like nodes,
   * each with its slots in mem (stable: kept nodes come at any time, the slots of earlier ones
   * stay where cbl_jslot's fast path saw them), and the roots, released when the cache goes */
  const json_t **knodes;
  void ***kslots;
  size_t nk, capk;
  json_t **kroots;
  size_t nroots, caproots;
  jc_ent *ents;
  size_t nents, capents;
  /* the nodes asked last with their slots (jcache.h, cbl_jslot's fast path) */
  cbl_jslot_front_ent front[CBL_JSLOT_FRONT];
  cbl_jget_front_ent jfront[CBL_JGET_FRONT]; /* cbl_jget's fast path */
};

static _Thread_local cbl_jcache *active;
_Thread_local cbl_jslot_front_ent *cbl_jslot_front_;
_Thread_local cbl_jget_front_ent *cbl_jget_front_;

static size_t mix(uintptr_t a, uintptr_t b) {
  uint64_t h = (uint64_t)a * 0x9E3779B97F4A7C15u ^ (uint64_t)b * 0xC2B2AE3D27D4EB4Fu;
  h ^= h >> 31;
  return (size_t)h;
}

/* The index of node n in the nodes table, or -1. */
static long node_index(const cbl_jcache *c, const json_t *n) {
  size_t mask = c->capnodes - 1;
  for (size_t i = mix((uintptr_t)n, 0) & mask;; i = (i + 1) & mask) {
    if (c->nodes[i] == n) return (long)i;
    if (!c->nodes[i]) return -1;
  }
}

static void node_put(cbl_jcache *c, const json_t *n);

/* The index of kept node n in knodes, or -1. */
static long kept_index(const cbl_jcache *c, const json_t *n) {
  if (!c->capk) return -1;
  size_t mask = c->capk - 1;
  for (size_t i = mix((uintptr_t)n, 0) & mask;; i = (i + 1) & mask) {
    if (c->knodes[i] == n) return (long)i;
    if (!c->knodes[i]) return -1;
  }
}

static void kept_put(cbl_jcache *c, const json_t *n, void **slots) {
  if (2 * (c->nk + 1) > c->capk) {
    const json_t **old = c->knodes;
    void ***olds = c->kslots;
    size_t oldcap = c->capk;
    c->capk = oldcap ? 2 * oldcap : 64;
    c->knodes = eq_calloc(c->capk, sizeof *c->knodes);
    c->kslots = eq_calloc(c->capk, sizeof *c->kslots);
    c->nk = 0;
    for (size_t i = 0; i < oldcap; i++)
      if (old[i]) kept_put(c, old[i], olds[i]);
    free(old);
    free(olds);
  }
  size_t mask = c->capk - 1;
  size_t i = mix((uintptr_t)n, 0) & mask;
  while (c->knodes[i]) i = (i + 1) & mask;
  c->knodes[i] = n;
  c->kslots[i] = slots;
  c->nk++;
}

/* Enters every object under j that is neither a node of the documents nor kept already. */
static void keep_walk(cbl_jcache *c, const json_t *j) {
  if (json_is_object(j)) {
    if (node_index(c, j) >= 0 || kept_index(c, j) >= 0) return;
    void **slots = arena_alloc(c->mem, CBL_JSLOT_NCLIENTS * sizeof *slots);
    for (int k = 0; k < CBL_JSLOT_NCLIENTS; k++) slots[k] = NULL;
    kept_put(c, j, slots);
    const char *k;
    json_t *v;
    json_object_foreach((json_t *)j, k, v) keep_walk(c, v);
  } else if (json_is_array(j)) {
    size_t i;
    json_t *v;
    json_array_foreach(j, i, v) keep_walk(c, v);
  }
}

int cbl_jcache_keep(json_t *node) {
  cbl_jcache *c = active;
  if (!c || !node) return -1;
  if (c->nroots == c->caproots) {
    c->caproots = c->caproots ? 2 * c->caproots : 16;
    c->kroots = eq_realloc(c->kroots, c->caproots * sizeof *c->kroots);
  }
  c->kroots[c->nroots++] = json_incref(node);
  keep_walk(c, node);
  return 0;
}

static void nodes_grow(cbl_jcache *c) {
  const json_t **old = c->nodes;
  size_t oldcap = c->capnodes;
  c->capnodes = oldcap ? oldcap * 2 : 1024;
  c->nodes = eq_calloc(c->capnodes, sizeof *c->nodes);
  c->nnodes = 0;
  for (size_t i = 0; i < oldcap; i++)
    if (old[i]) node_put(c, old[i]);
  free(old);
}

static void node_put(cbl_jcache *c, const json_t *n) {
  if (2 * (c->nnodes + 1) > c->capnodes) nodes_grow(c);
  size_t mask = c->capnodes - 1;
  size_t i = mix((uintptr_t)n, 0) & mask;
  while (c->nodes[i]) {
    if (c->nodes[i] == n) return; /* a node shared by two parents (jansson allows it) */
    i = (i + 1) & mask;
  }
  c->nodes[i] = n;
  c->nnodes++;
}

/* Registers every object under j. Recursive, as the front end that built the document is: the
 * depth is the document's nesting. */
static void walk(cbl_jcache *c, const json_t *j) {
  if (json_is_object(j)) {
    node_put(c, j);
    const char *k;
    json_t *v;
    json_object_foreach((json_t *)j, k, v) walk(c, v);
  } else if (json_is_array(j)) {
    size_t i;
    json_t *v;
    json_array_foreach(j, i, v) walk(c, v);
  }
}

cbl_jcache *cbl_jcache_new(json_t *const *docs, int ndocs) {
  cbl_jcache *c = eq_calloc(1, sizeof *c);
  nodes_grow(c);
  for (int d = 0; d < ndocs; d++) walk(c, docs[d]);
  c->slots = eq_calloc(c->capnodes * CBL_JSLOT_NCLIENTS, sizeof *c->slots); /* the nodes table is complete: no growth */
  c->mem = arena_new();
  c->capents = 4096;
  c->ents = eq_calloc(c->capents, sizeof *c->ents);
  return c;
}

void cbl_jcache_free(cbl_jcache *c) {
  if (!c) return;
  if (active == c) cbl_jcache_activate(NULL); /* no answer from freed memory */
  free(c->nodes);
  free(c->slots);
  for (size_t i = 0; i < c->nroots; i++) json_decref(c->kroots[i]);
  free(c->kroots);
  free(c->knodes);
  free(c->kslots);
  arena_free(c->mem);
  free(c->ents);
  free(c);
}

cbl_jcache *cbl_jcache_activate(cbl_jcache *c) {
  cbl_jcache *prev = active;
  active = c;
  cbl_jslot_front_ = c ? c->front : NULL;
  cbl_jget_front_ = c ? c->jfront : NULL;
  return prev;
}

static void ent_put(cbl_jcache *c, const json_t *n, const char *key, json_t *val);

static void ents_grow(cbl_jcache *c) {
  jc_ent *old = c->ents;
  size_t oldcap = c->capents;
  c->capents = oldcap * 2;
  c->ents = eq_calloc(c->capents, sizeof *c->ents);
  c->nents = 0;
  for (size_t i = 0; i < oldcap; i++)
    if (old[i].node) ent_put(c, old[i].node, old[i].key, old[i].val);
  free(old);
}

static void ent_put(cbl_jcache *c, const json_t *n, const char *key, json_t *val) {
  if (2 * (c->nents + 1) > c->capents) ents_grow(c);
  size_t mask = c->capents - 1;
  size_t i = mix((uintptr_t)n, (uintptr_t)key) & mask;
  while (c->ents[i].node) i = (i + 1) & mask;
  c->ents[i].node = n;
  c->ents[i].key = key;
  c->ents[i].val = val;
  c->nents++;
}

/* Enters an answer the cache holds in cbl_jget's fast path. */
static json_t *jfront_put(cbl_jcache *c, const json_t *node, const char *key, json_t *v) {
  cbl_jget_front_ent *e = &c->jfront[cbl_jget_front_at(node, key)];
  e->node = node;
  e->key = key;
  e->val = v;
  return v;
}

json_t *cbl_jget_slow(const json_t *node, const char *key) {
  cbl_jcache *c = active;
  if (!c || !node) return json_object_get(node, key);
  size_t mask = c->capents - 1;
  for (size_t i = mix((uintptr_t)node, (uintptr_t)key) & mask; c->ents[i].node; i = (i + 1) & mask)
    if (c->ents[i].node == node && c->ents[i].key == key) return jfront_put(c, node, key, c->ents[i].val);
  json_t *v = json_object_get(node, key);
  if (node_index(c, node) >= 0 || kept_index(c, node) >= 0) {
    ent_put(c, node, key, v);
    jfront_put(c, node, key, v);
  }
  return v;
}

void **cbl_jslot_slow(const json_t *node, cbl_jslot_client who) {
  cbl_jcache *c = active;
  if (!c || !node) return NULL;
  long i = node_index(c, node), k = i < 0 ? kept_index(c, node) : -1;
  if (i < 0 && k < 0) return NULL; /* neither the documents' nor kept: never entered in the front table */
  void **slots = i >= 0 ? &c->slots[(size_t)i * CBL_JSLOT_NCLIENTS] : c->kslots[k];
  cbl_jslot_front_ent *e = &c->front[((uintptr_t)node >> 4) & (CBL_JSLOT_FRONT - 1)];
  e->node = node;
  e->slots = slots;
  return slots + who;
}

void *cbl_jslot_alloc(size_t n) {
  assert(active);
  return arena_alloc(active->mem, n);
}

const json_t **cbl_jslot_elems(const json_t *a, size_t *n) {
  *n = json_array_size(a);
  const json_t **v = cbl_jslot_alloc((*n + 1) * sizeof *v);
  for (size_t i = 0; i < *n; i++) v[i] = json_array_get(a, i);
  return v;
}
