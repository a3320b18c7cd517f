/* eq-extract-helper, old: clamping written inline. */
int score(int x, int lo, int hi) {
  int v = x;
  if (v < lo)
    v = lo;
  if (v > hi)
    v = hi;
  return v * 3;
}
