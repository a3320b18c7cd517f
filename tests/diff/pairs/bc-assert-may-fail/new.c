#include <assert.h>
/* x itself, asserting that it is not 5: for x == 5 the program aborts (C11 7.2.1.1). */
int ident(int x) {
  assert(x != 5);
  return x;
}
