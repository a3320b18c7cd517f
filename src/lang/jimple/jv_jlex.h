/* jv_jlex.h — the tokens of Soot's Jimple text (jv_jlex.c), shared by the reader (jv_jimple.c) and
 * by the printer (jv_print.c), which quotes a name that is a keyword as the reader expects. */
#ifndef EQUIV_LANG_JIMPLE_JV_JLEX_H
#define EQUIV_LANG_JIMPLE_JV_JLEX_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"

/* Token kinds: identifiers (names, keywords, @this/@parameterN/@caughtexception, quoted names),
 * string literals (with their quotes and escapes), numbers (5, 5L, 1.5F, 1e3), #NaN-style
 * constants, and punctuation (one to three characters). */
enum { K_EOF, K_ID, K_STR, K_NUM, K_SPECIAL, K_P };

typedef struct jv_jtok {
  uint8_t k, quoted;
  int line, col;
  const char *s; /* the token's text in the source (a quoted name: without its quotes) */
  int n;
} jv_jtok;

/* The tokens of src (len bytes), the last one K_EOF, allocated in a: 0, or -1 with
 * "LINE:COL: message" in err (an unclosed comment or string, a character outside the syntax). */
int jv_jlex(const char *src, size_t len, arena *a, jv_jtok **out, int *nout, char *err, size_t errn);

/* Whether the n bytes at s spell a Jimple keyword (a name that must be quoted to be a name). */
int jv_jimple_keyword(const char *s, size_t n);

#endif
