/* eq-extract-helper, new: the clamp moved into a helper. */
static int clamp(int v, int lo, int hi) {
  if (v < lo)
    v = lo;
  if (v > hi)
    v = hi;
  return v;
}

int score(int x, int lo, int hi) {
  return clamp(x, lo, hi) * 3;
}
