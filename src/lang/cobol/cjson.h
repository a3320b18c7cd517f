/* cjson.h — private to the COBOL front end: the tree the parser builds, JSON values allocated in
 * one arena per parse (cj_doc), with jansson's calls and jansson's behaviour (a string that is
 * not UTF-8 is NULL; a NULL value is not set or appended; setting a member that exists keeps its
 * place), written by the same byte-level writer as jansson documents (core/json_out.h).
 *
 * Why not jansson: a 50,000-line program's representation has some 3 million values; jansson
 * allocates each (a hash table per object, a block per integer) and frees each, which cost more
 * than the whole parse is allowed (issue 11: ten times cobc -fsyntax-only). Readers outside the
 * front end get a jansson copy (cj_doc_to_json) when they need one; `equiv cobol parse` writes the
 * arena tree directly.
 *
 * Values have no reference counts: a value set in two places is shared, as an incref'd jansson
 * value is, and everything goes when the document is freed. The calls allocate in the document
 * made current on this thread by cj_doc_enter (the parser's calls carry no context, like
 * jansson's, whose allocator hook this replaces). */
#ifndef EQUIV_LANG_COBOL_CJSON_H
#define EQUIV_LANG_COBOL_CJSON_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef long long cj_int_t;
typedef enum cj_type { CJ_OBJECT, CJ_ARRAY, CJ_STRING, CJ_INTEGER, CJ_TRUE, CJ_FALSE, CJ_NULL } cj_type;

typedef struct cj_t cj_t;
typedef struct cj_member {
  const char *key; /* interned in the document; its length is kept before it */
  cj_t *val;
} cj_member;

/* 24 bytes: a 50,000-line program's tree is some 600,000 values, and its walks (resolve, the
 * writer) are bound by the memory they read. */
struct cj_t {
  unsigned char type;
  unsigned char cap_log2; /* arrays, objects: room for 1 << cap_log2 (0: none, CJ_CAP_EXACT: n) */
  uint32_t n;             /* members, items, or a string's length in bytes */
  union {
    cj_int_t i;
    const char *s; /* NUL-terminated */
    cj_t **items;
    struct {
      cj_member *m;
      uint32_t *index; /* open addressing on the key's pointer, built once an object is large;
                          its size is kept in index[-1] */
    } obj;
  } u;
};
enum { CJ_CAP_EXACT = 255 };

/* ---- documents ---- */
typedef struct cj_doc cj_doc;
/* A new empty document, made current on this thread until cj_doc_leave; returns the document
 * that was current before (NULL if none), which cj_doc_leave restores. */
cj_doc *cj_doc_new(void);
cj_doc *cj_doc_enter(cj_doc *d);
void cj_doc_leave(cj_doc *previous);
/* Frees every value of the document (NULL allowed). */
void cj_doc_free(cj_doc *d);
/* n bytes in d (8-byte aligned, not zeroed), freed with it; a copy of s[0..n) and a NUL. For the
 * lexer's text, which the tree outlives the lexer with: on the document's huge pages, and without
 * the zeroing of an arena (core/arena.h), which was a sixth of a parse's page faults. */
void *cj_doc_alloc(cj_doc *d, size_t n);
char *cj_doc_strndup(cj_doc *d, const char *s, size_t n);
/* The document's root value (set by the front end once it is built). */
cj_t *cj_doc_root(const cj_doc *d);
void cj_doc_set_root(cj_doc *d, cj_t *root);

/* Writes v as json_write(v, f, flags) writes the same jansson value: JSON_INDENT(n), JSON_COMPACT.
 * Returns 0, or -1 when a write fails or a string is not UTF-8. */
int cj_write(const cj_t *v, FILE *f, size_t flags);
/* A jansson copy of v (same members in the same order); the caller json_decref's it. */
json_t *cj_to_json(const cj_t *v);

/* ---- values: jansson's calls (jansson.h) with cj_ for json_ ---- */
cj_t *cj_object(void);
cj_t *cj_array(void);
cj_t *cj_string(const char *s);                      /* NULL when s is not UTF-8 */
cj_t *cj_stringn(const char *s, size_t len);         /* NULL when s is not UTF-8 */
cj_t *cj_string_nocheck(const char *s);
cj_t *cj_stringn_nocheck(const char *s, size_t len);
cj_t *cj_integer(cj_int_t v);
cj_t *cj_true(void);
cj_t *cj_false(void);
cj_t *cj_null(void);
#define cj_boolean(v) ((v) ? cj_true() : cj_false())

/* A copy of v sharing nothing with it (json_copy_tree); a copy of its top only (json_copy). */
cj_t *cj_copy_tree(const cj_t *v);
cj_t *cj_copy(const cj_t *v);
/* No reference counts: incref returns v, decref does nothing (the document owns everything). */
static inline cj_t *cj_incref(cj_t *v) { return v; }
static inline void cj_decref(cj_t *v) { (void)v; }

static inline cj_type cj_typeof(const cj_t *v) { return (cj_type)v->type; }
#define cj_is_object(v) ((v) && (v)->type == CJ_OBJECT)
#define cj_is_array(v) ((v) && (v)->type == CJ_ARRAY)
#define cj_is_string(v) ((v) && (v)->type == CJ_STRING)
#define cj_is_integer(v) ((v) && (v)->type == CJ_INTEGER)
#define cj_is_true(v) ((v) && (v)->type == CJ_TRUE)
#define cj_is_false(v) ((v) && (v)->type == CJ_FALSE)
#define cj_is_null(v) ((v) && (v)->type == CJ_NULL)

static inline const char *cj_string_value(const cj_t *v) { return cj_is_string(v) ? v->u.s : NULL; }
static inline size_t cj_string_length(const cj_t *v) { return cj_is_string(v) ? v->n : 0; }
static inline cj_int_t cj_integer_value(const cj_t *v) { return cj_is_integer(v) ? v->u.i : 0; }

/* Objects. set_new and set are the same call (no reference counts); a NULL value or a key that is
 * not UTF-8 (set_new, set) sets nothing and returns -1. */
cj_t *cj_object_get_(const cj_t *o, const char *key);
int cj_object_set_new_nocheck_(cj_t *o, const char *key, cj_t *v);
/* The same with a key interned by cj_key_literal. */
cj_t *cj_object_iget(const cj_t *o, const char *ik);
int cj_object_iset(cj_t *o, const char *ik, cj_t *v);
/* The document's interned copy of a string literal, found by its address: a literal's address
 * and bytes never change (the calls below use it only when the compiler says the key is a
 * constant), and most keys are literals; hashing them was a tenth of a parse. */
const char *cj_key_literal(const char *lit);
#define cj_object_get(o, k) (__builtin_constant_p(k) ? cj_object_iget((o), cj_key_literal(k)) : cj_object_get_((o), (k)))
#define cj_object_set_new_nocheck(o, k, v)                                                             \
  (__builtin_constant_p(k) ? cj_object_iset((o), cj_key_literal(k), (v)) : cj_object_set_new_nocheck_((o), (k), (v)))
int cj_object_set_new(cj_t *o, const char *key, cj_t *v);
#define cj_object_set cj_object_set_new
int cj_object_del(cj_t *o, const char *key);
void cj_object_clear(cj_t *o);
static inline size_t cj_object_size(const cj_t *o) { return cj_is_object(o) ? o->n : 0; }

/* Arrays. */
static inline size_t cj_array_size(const cj_t *a) { return cj_is_array(a) ? a->n : 0; }
static inline cj_t *cj_array_get(const cj_t *a, size_t i) { return cj_is_array(a) && i < a->n ? a->u.items[i] : NULL; }
int cj_array_append_new(cj_t *a, cj_t *v);
/* An array of items[0..n) (none NULL), with room for n: a location's three integers. */
cj_t *cj_array_of(cj_t *const *items, size_t n);
#define cj_array_append cj_array_append_new
int cj_array_set_new(cj_t *a, size_t i, cj_t *v);
int cj_array_extend(cj_t *a, const cj_t *b);

#define cj_array_foreach(array, index, value)                                                        \
  for ((index) = 0; (index) < cj_array_size(array) && ((value) = cj_array_get(array, index), 1); (index)++)
/* key is the member's NUL-terminated key; members may be added to o meanwhile (they are visited
 * too), not deleted. */
#define cj_object_foreach(object, key, value)                                                        \
  for (size_t cj_i_ = 0; cj_i_ < cj_object_size(object) &&                                          \
                         ((key) = (object)->u.obj.m[cj_i_].key, (value) = (object)->u.obj.m[cj_i_].val, 1); \
       cj_i_++)

#endif
