/* bc-struct-array-memcpy-short, new: memcpy copies two elements and the third is filled from the
 * wrong one (src[1] for src[2]). */
#include <string.h>

struct pt {
  int x, y;
};

unsigned span_x(int a, int b, int c) {
  struct pt src[3] = {{a, 0}, {b, 1}, {c, 2}};
  struct pt dst[3];
  memcpy(dst, src, 2 * sizeof src[0]);
  dst[2] = src[1];
  int lo = dst[0].x, hi = dst[0].x;
  for (int i = 1; i < 3; i++) {
    if (dst[i].x < lo) lo = dst[i].x;
    if (dst[i].x > hi) hi = dst[i].x;
  }
  return (unsigned)hi - (unsigned)lo;
}
