/* wordset.c — the hash tables behind wordset.h. */
#include "lang/cobol/wordset.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"

static uint32_t word_hash(const char *w) {
  uint32_t h = 2166136261u; /* FNV-1a */
  for (; *w; w++) h = (h ^ (unsigned char)*w) * 16777619u;
  return h;
}

uint32_t cbl_word_hash(const char *w) { return word_hash(w); }

/* Builds the table and publishes it; a thread that loses the race frees its own copy. The table
 * of the winner lives as long as the process (it is reachable from the static set). */
static const char **build(cbl_wordset *s, unsigned long *mask_out) {
  size_t n = 0;
  while (s->words[n]) n++;
  size_t cap = 16;
  while (cap < 4 * n) cap *= 2;
  const char **t = eq_calloc(cap, sizeof *t);
  unsigned long mask = (unsigned long)cap - 1;
  for (size_t i = 0; i < n; i++) {
    unsigned long k = word_hash(s->words[i]) & mask;
    while (t[k]) k = (k + 1) & mask;
    t[k] = s->words[i];
  }
  const char **expected = NULL;
  atomic_store(&s->mask, mask); /* the same value from every builder */
  if (!atomic_compare_exchange_strong(&s->table, &expected, t)) {
    free(t);
    t = expected;
  }
  *mask_out = mask;
  return t;
}

int cbl_wordset_has_hashed(cbl_wordset *s, const char *w, uint32_t h) {
  const char **t = atomic_load(&s->table);
  unsigned long mask;
  if (!t)
    t = build(s, &mask);
  else
    mask = atomic_load(&s->mask);
  for (unsigned long k = h & mask; t[k]; k = (k + 1) & mask)
    if (t[k][0] == w[0] && !strcmp(t[k], w)) return 1;
  return 0;
}

int cbl_wordset_has(cbl_wordset *s, const char *w) { return cbl_wordset_has_hashed(s, w, word_hash(w)); }
