/* wordset.h — constant sets of upper-case COBOL words (reserved words, statement verbs, the
 * parser's keywords), asked by hashing. Every operand of every statement asks whether a token is
 * a user-defined word: four binary searches of strcmp per question were a fifth of a parse. */
#ifndef EQUIV_LANG_COBOL_WORDSET_H
#define EQUIV_LANG_COBOL_WORDSET_H

#include <stdatomic.h>
#include <stdint.h>

/* Define one per word list with CBL_WORDSET(list), list a NULL-terminated array with static
 * storage; its hash table is built on the first question, by whichever thread asks first. */
typedef struct cbl_wordset {
  const char *const *words;
  _Atomic(const char **) table; /* open addressing, a power of two in size, NULL: empty */
  _Atomic(unsigned long) mask;
} cbl_wordset;

#define CBL_WORDSET(list) {(list), NULL, 0}

/* Whether w is one of the set's words. */
int cbl_wordset_has(cbl_wordset *s, const char *w);

/* The same question with w's hash computed once by the caller (cbl_word_hash): a word asked of
 * several sets (is it a user-defined word?) is hashed once, not once per set. */
uint32_t cbl_word_hash(const char *w);
int cbl_wordset_has_hashed(cbl_wordset *s, const char *w, uint32_t h);

#endif
