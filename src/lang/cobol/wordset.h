/* wordset.h — constant sets of upper-case COBOL words (reserved words, statement verbs, the
 * parser's keywords), asked by hashing. Every operand of every statement asks whether a token is
 * a user-defined word: four binary searches of strcmp per question were a fifth of a parse. */
#ifndef EQUIV_LANG_COBOL_WORDSET_H
#define EQUIV_LANG_COBOL_WORDSET_H

#include <stdatomic.h>

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

#endif
