/* jcache.h — a run's cache of member lookups in the front end's JSON. The interpreter reads its
 * statements and references from that JSON on every execution; this makes a repeated lookup cheap. */
#ifndef EQUIV_LANG_COBOL_JCACHE_H
#define EQUIV_LANG_COBOL_JCACHE_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

/* Why: json_object_get hashes the key string and walks a bucket on every call, and a statement
 * executed a million times asks the same (node, key) questions a million times (the posting
 * benchmark spent ~40% of its time there). The cache answers them by pointer.
 *
 * Soundness rests on three rules, all checked by construction:
 *  - only nodes of the documents given to cbl_jcache_new, and nodes built during the run that
 *    the cache keeps a reference to (cbl_jcache_keep), are cached; any other node built during the
 *    run (a temporary condition) is looked up in jansson every time, so a freed temporary whose
 *    address is reused can never be answered from the cache;
 *  - the documents are not modified while the cache is active (the interpreter never writes them);
 *  - keys are compared by address, so a key must be a string with static storage (a literal):
 *    the same text at another address is only another entry, never a wrong answer. */
typedef struct cbl_jcache cbl_jcache;

/* A cache over the objects reachable from docs[0..ndocs) (borrowed; they must outlive it). */
cbl_jcache *cbl_jcache_new(json_t *const *docs, int ndocs);
void cbl_jcache_free(cbl_jcache *c);

/* Registers node, built during the run, and every object under it with the active cache, which
 * takes a reference to it and drops it when freed: member lookups and slots of those objects
 * are then cached as the documents' are (why: a statement that builds a reference on each
 * execution, as CORRESPONDING does, decoded it on each execution). node must not change
 * afterwards. Returns 0, or -1 when no cache is active (no reference taken). */
int cbl_jcache_keep(json_t *node);

/* Makes c the cache cbl_jget uses on this thread (NULL: none); returns the previous one, which
 * the caller restores when its run ends. */
cbl_jcache *cbl_jcache_activate(cbl_jcache *c);

/* json_object_get(node, key) through the active cache (key: a literal). node may be NULL or not
 * an object (the answer is then NULL, as jansson's). */
static inline json_t *cbl_jget(const json_t *node, const char *key);

/* Who keeps something in a node's slot: each client has a slot of its own per node, so that two
 * derivations of one node (a literal operand is also a reference node) never meet. */
typedef enum cbl_jslot_client {
  CBL_JSLOT_REF,     /* the interpreter's decoded data reference (interp_data.c) */
  CBL_JSLOT_LITERAL, /* a literal decoded to an operand (move.c, cbl_opnd_literal) */
  CBL_JSLOT_STMT,    /* a statement's members decoded, a struct per statement kind (interp*.c:
                        every statement the interpreter runs but OPEN, CLOSE, SORT, MERGE,
                        ALTER; docs/cobol-run.md) */
  CBL_JSLOT_COND,    /* a condition's kind and members decoded (interp_data.c) */
  CBL_JSLOT_COND_VALUES, /* a condition-name entry's VALUE literals listed (compare.c) */
  CBL_JSLOT_EXPR,    /* an arithmetic expression node's operator and arguments (arith.c) */
  CBL_JSLOT_BUILT,   /* nodes the interpreter builds from a node once and the cache keeps
                        (interp_stmt.c: CORRESPONDING's pair references, SEARCH's index) */
  CBL_JSLOT_NCLIENTS
} cbl_jslot_client;

/* A slot for what a client derives from a node of the documents once (a lowering: e.g. the
 * interpreter's decoded data reference), NULL before it is set. Returns NULL when no cache is
 * active or the node is not an object of the documents: the client then derives it afresh.
 * Slot contents must be functions of the node alone (the documents do not change during the
 * run) and live in memory from cbl_jslot_alloc, freed with the cache. */
static inline void **cbl_jslot(const json_t *node, cbl_jslot_client who);
/* n zeroed bytes owned by the active cache (which must exist: cbl_jslot returned a slot). */
void *cbl_jslot_alloc(size_t n);
/* The elements of JSON array a (none when a is not one) listed in memory of the active cache,
 * their number in *n: what a decoder keeps of a node's list. */
const json_t **cbl_jslot_elems(const json_t *a, size_t *n);

/* What a client derives once from a node: the slot's contents, decoded by decode(node, out)
 * into `size` zeroed bytes of the cache's memory on the first call; NULL when the node has no
 * slot (see cbl_jslot), and the caller then decodes into memory of its own. */
static inline void *cbl_jslot_once(const json_t *node, cbl_jslot_client who, size_t size,
                                   void (*decode)(const json_t *node, void *out));

/* cbl_jslot_once for a client that needs a decoded record for every node, also one outside the
 * documents (a node built during the run): such a node is decoded afresh, into new memory of the
 * active cache, on each call. An active cache must exist (the interpreter's runs have one). */
static inline void *cbl_jslot_decoded(const json_t *node, cbl_jslot_client who, size_t size,
                                      void (*decode)(const json_t *node, void *out));

/* ---- cbl_jslot's fast path, inline (why: a statement executed a million times asks for the
 * same few nodes' slots, some thirty times per posting record, and the call was a twentieth of
 * the run): a direct-mapped table, by node address, of the nodes asked last and their slots.
 * Only jcache.c writes it; an entry stays true for the cache's life (the table of nodes and
 * their slots never grow once the cache is built). */
#define CBL_JSLOT_FRONT 1024 /* a power of two */
typedef struct cbl_jslot_front_ent {
  const json_t *node;
  void **slots; /* the node's CBL_JSLOT_NCLIENTS slots */
} cbl_jslot_front_ent;
/* the active cache's table (NULL when none is active) */
extern _Thread_local cbl_jslot_front_ent *cbl_jslot_front_;
/* cbl_jslot when the node is not in the table: looks it up and enters it */
void **cbl_jslot_slow(const json_t *node, cbl_jslot_client who);

/* cbl_jget's fast path, the same way: the (node, key) pairs asked last with their answers
 * (only pairs the cache holds: nodes of the documents). */
#define CBL_JGET_FRONT 2048 /* a power of two */
typedef struct cbl_jget_front_ent {
  const json_t *node;
  const char *key;
  json_t *val;
} cbl_jget_front_ent;
extern _Thread_local cbl_jget_front_ent *cbl_jget_front_;
json_t *cbl_jget_slow(const json_t *node, const char *key);

static inline size_t cbl_jget_front_at(const json_t *node, const char *key) {
  return (((uintptr_t)node >> 4) ^ ((uintptr_t)key >> 1)) & (CBL_JGET_FRONT - 1);
}

static inline json_t *cbl_jget(const json_t *node, const char *key) {
  const cbl_jget_front_ent *f = cbl_jget_front_;
  if (f && node) {
    const cbl_jget_front_ent *e = &f[cbl_jget_front_at(node, key)];
    if (e->node == node && e->key == key) return e->val;
  }
  return cbl_jget_slow(node, key);
}

static inline void **cbl_jslot(const json_t *node, cbl_jslot_client who) {
  cbl_jslot_front_ent *f = cbl_jslot_front_;
  if (f && node) {
    const cbl_jslot_front_ent *e = &f[((uintptr_t)node >> 4) & (CBL_JSLOT_FRONT - 1)];
    if (e->node == node) return e->slots + who;
  }
  return cbl_jslot_slow(node, who);
}

static inline void *cbl_jslot_once(const json_t *node, cbl_jslot_client who, size_t size,
                                   void (*decode)(const json_t *node, void *out)) {
  void **slot = cbl_jslot(node, who);
  if (!slot) return NULL;
  if (!*slot) {
    void *d = cbl_jslot_alloc(size);
    decode(node, d);
    *slot = d;
  }
  return *slot;
}

static inline void *cbl_jslot_decoded(const json_t *node, cbl_jslot_client who, size_t size,
                                      void (*decode)(const json_t *node, void *out)) {
  void *d = cbl_jslot_once(node, who, size, decode);
  if (!d) {
    d = cbl_jslot_alloc(size);
    decode(node, d);
  }
  return d;
}

#endif
