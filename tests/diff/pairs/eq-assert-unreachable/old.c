/* The low three bits of a non-negative x, 0 for a negative one. */
int low3(int x) {
  if (x < 0) return 0;
  return x & 7;
}
