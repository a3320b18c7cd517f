/* enum_typedef.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
typedef enum { RED, GREEN = 5, BLUE } color;
typedef unsigned int uint;
typedef struct { uint id; color c; } tagged;
int main(void) {
  tagged t = {7, BLUE};
  color c = GREEN;
  printf("%d %d %u\n", c, t.c, t.id);
  return t.c;
}
