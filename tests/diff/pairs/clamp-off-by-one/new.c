int clamp(int x, int hi) {
  if (x >= hi)
    return hi - 1;
  return x;
}
