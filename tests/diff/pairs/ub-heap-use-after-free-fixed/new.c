/* ub-heap-use-after-free-fixed, new: the first character is kept before the buffer is freed. */
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
  char first = tok[0];
  free(tok);
  return first == '-' ? 4 : 0;
}
