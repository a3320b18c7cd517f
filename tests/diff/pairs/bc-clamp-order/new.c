/* bc-clamp-order, new: clamp testing the upper bound first. */
int clamp(int x, int lo, int hi) {
  if (x > hi)
    return hi;
  if (x < lo)
    return lo;
  return x;
}
