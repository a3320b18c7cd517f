/* intern.c — open-addressing hash set of strings (FNV-1a), doubled at 3/4 load. Strings live in an
 * arena owned by the table. */
#include "core/intern.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"

struct intern_table {
  arena *a;
  const char **slots;
  size_t cap, count;
};

static uint64_t hash(const char *s, size_t n) {
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
  return h;
}

intern_table *intern_new(void) {
  intern_table *t = eq_calloc(1, sizeof *t);
  t->a = arena_new();
  t->cap = 64;
  t->slots = eq_calloc(t->cap, sizeof *t->slots);
  return t;
}

void intern_free(intern_table *t) {
  if (!t) return;
  arena_free(t->a);
  free(t->slots);
  free(t);
}

static void grow(intern_table *t) {
  size_t cap = t->cap * 2;
  const char **slots = eq_calloc(cap, sizeof *slots);
  for (size_t i = 0; i < t->cap; i++) {
    const char *s = t->slots[i];
    if (!s) continue;
    size_t j = hash(s, strlen(s)) & (cap - 1);
    while (slots[j]) j = (j + 1) & (cap - 1);
    slots[j] = s;
  }
  free(t->slots);
  t->slots = slots;
  t->cap = cap;
}

const char *intern_n(intern_table *t, const char *s, size_t n) {
  if ((t->count + 1) * 4 > t->cap * 3) grow(t);
  size_t j = hash(s, n) & (t->cap - 1);
  for (; t->slots[j]; j = (j + 1) & (t->cap - 1))
    if (!strncmp(t->slots[j], s, n) && t->slots[j][n] == 0) return t->slots[j];
  t->slots[j] = arena_strndup(t->a, s, n);
  t->count++;
  return t->slots[j];
}

const char *intern(intern_table *t, const char *s) { return intern_n(t, s, strlen(s)); }

size_t intern_count(const intern_table *t) { return t->count; }
