int clamp(int x, int hi) {
  if (x > hi)
    return hi;
  return x;
}
