/* ub-null-callback, old: mode 0 leaves the callback null and still calls it (undefined,
 * C11 6.5.2.2p1). */
static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }

int step(int mode, int x) {
  int (*f)(int) = 0;
  if (mode > 0) f = inc;
  if (mode < 0) f = dec;
  if (x > 1000 || x < -1000) return x;
  return f(x);
}
