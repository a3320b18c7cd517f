/* bc-heap-use-after-free-fix-changes-kind, old: a token is copied into an allocated scratch buffer, which is
 * freed before its first character is read back on the error path. */
#include <stdlib.h>

int token_kind(int c0, int c1) {
  char *tok = malloc(3);
  if (!tok) return -2;
  tok[0] = (char)c0;
  tok[1] = (char)c1;
  tok[2] = '\0';
  if (tok[0] == '"') {
    free(tok);
    return 1;
  }
  if (tok[0] >= '0' && tok[0] <= '9') {
    int k = tok[1] == '.' ? 3 : 2;
    free(tok);
    return k;
  }
  free(tok);
  return tok[0] == '-' ? 4 : 0; /* reads the freed buffer */
}
