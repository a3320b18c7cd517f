/* ub-null-callback, new: a null callback is tested before the call. */
static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }

int step(int mode, int x) {
  int (*f)(int) = 0;
  if (mode > 0) f = inc;
  if (mode < 0) f = dec;
  if (x > 1000 || x < -1000) return x;
  if (f == 0) return x;
  return f(x);
}
