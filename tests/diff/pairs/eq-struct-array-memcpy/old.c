/* eq-struct-array-memcpy, old: three points are copied element by element into a scratch array,
 * and the width of their x range is returned (modulo 2^32, as unsigned). */
struct pt {
  int x, y;
};

unsigned span_x(int a, int b, int c) {
  struct pt src[3] = {{a, 0}, {b, 1}, {c, 2}};
  struct pt dst[3];
  for (int i = 0; i < 3; i++) dst[i] = src[i];
  int lo = dst[0].x, hi = dst[0].x;
  for (int i = 1; i < 3; i++) {
    if (dst[i].x < lo) lo = dst[i].x;
    if (dst[i].x > hi) hi = dst[i].x;
  }
  return (unsigned)hi - (unsigned)lo;
}
