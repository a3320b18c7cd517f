/* lower.c — the lowering of lower.h: one walk over the documents finds every array of statement
 * nodes and gives it an array of (kind, node); a pointer-keyed table finds it again at run time. */
#include "lang/cobol/lower.h"

#include <stdint.h>
#include <stdlib.h>

#include "core/arena.h"

typedef struct low_ent {
  const json_t *list; /* NULL: empty slot */
  cbl_llist low;
} low_ent;

struct cbl_lowered {
  arena *mem;
  low_ent *ents; /* open addressing, linear probing, power-of-two size, at most half full */
  size_t n, cap;
};

static size_t slot_of(const json_t *p, size_t mask) {
  uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15u;
  return (size_t)(h ^ (h >> 29)) & mask;
}

static void put(cbl_lowered *l, const json_t *list, cbl_llist low);

static void grow(cbl_lowered *l) {
  low_ent *old = l->ents;
  size_t oldcap = l->cap;
  l->cap = oldcap ? oldcap * 2 : 256;
  l->ents = eq_calloc(l->cap, sizeof *l->ents);
  l->n = 0;
  for (size_t i = 0; i < oldcap; i++)
    if (old[i].list) put(l, old[i].list, old[i].low);
  free(old);
}

static void put(cbl_lowered *l, const json_t *list, cbl_llist low) {
  if (2 * (l->n + 1) > l->cap) grow(l);
  size_t mask = l->cap - 1, i = slot_of(list, mask);
  while (l->ents[i].list && l->ents[i].list != list) i = (i + 1) & mask;
  if (!l->ents[i].list) l->n++;
  l->ents[i].list = list;
  l->ents[i].low = low;
}

cbl_stmt_kind cbl_lower_kind(const json_t *stmt) {
  return cbl_stmt_kind_of(json_string_value(json_object_get(stmt, "stmt")));
}

/* A statement list: a non-empty array whose elements are all statement nodes. (An empty list
 * needs no lowering: the caller's loop over its JSON runs no statement.) */
static int is_stmt_list(const json_t *a) {
  size_t n = json_array_size(a);
  if (!n) return 0;
  for (size_t i = 0; i < n; i++)
    if (!json_is_string(json_object_get(json_array_get(a, i), "stmt"))) return 0;
  return 1;
}

static void lower_list(cbl_lowered *l, const json_t *a) {
  size_t n = json_array_size(a);
  cbl_lstmt *v = arena_alloc(l->mem, n * sizeof *v);
  for (size_t i = 0; i < n; i++) {
    const json_t *st = json_array_get(a, i);
    v[i] = (cbl_lstmt){cbl_lower_kind(st), st};
  }
  put(l, a, (cbl_llist){n, v});
}

cbl_lowered *cbl_lower(json_t *const *docs, int ndocs) {
  cbl_lowered *l = eq_calloc(1, sizeof *l);
  l->mem = arena_new();
  grow(l);
  /* depth-first over an explicit stack: documents nest as deep as their sources do */
  size_t top = 0, cap = 64;
  const json_t **stack = eq_malloc(cap * sizeof *stack);
  for (int d = 0; d < ndocs; d++)
    if (docs[d]) stack[top++] = docs[d];
  while (top) {
    const json_t *x = stack[--top];
    size_t more = json_is_array(x) ? json_array_size(x) : json_is_object(x) ? json_object_size(x) : 0;
    if (top + more > cap) {
      while (top + more > cap) cap *= 2;
      stack = eq_realloc(stack, cap * sizeof *stack);
    }
    if (json_is_array(x)) {
      if (is_stmt_list(x)) {
        if (cbl_lowered_list(l, x)) continue; /* shared and walked already */
        lower_list(l, x);
      }
      for (size_t i = 0; i < more; i++) stack[top++] = json_array_get(x, i);
    } else if (json_is_object(x)) {
      const char *k;
      json_t *v;
      json_object_foreach((json_t *)x, k, v) if (json_is_array(v) || json_is_object(v)) stack[top++] = v;
    }
  }
  free(stack);
  return l;
}

void cbl_lowered_free(cbl_lowered *l) {
  if (!l) return;
  arena_free(l->mem);
  free(l->ents);
  free(l);
}

const cbl_llist *cbl_lowered_list(const cbl_lowered *l, const json_t *stmts) {
  if (!l || !stmts) return NULL;
  size_t mask = l->cap - 1;
  for (size_t i = slot_of(stmts, mask); l->ents[i].list; i = (i + 1) & mask)
    if (l->ents[i].list == stmts) return &l->ents[i].low;
  return NULL;
}
