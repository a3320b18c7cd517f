/* Unions as elements of an array and in a heap block: each element its own bytes. */
#include <stdint.h>
#include <stdlib.h>

union word {
  uint32_t w;
  uint8_t b[4];
};

unsigned pick_byte(unsigned x, int i) {
  union word a[3];
  for (int k = 0; k < 3; k++) a[k].w = x + (unsigned)k;
  return a[i & 1].b[i & 3];
}

unsigned heap_byte(unsigned x) {
  union word *p = malloc(sizeof *p);
  if (!p) return 0;
  p->w = x;
  unsigned r = p->b[1];
  free(p);
  return r;
}
