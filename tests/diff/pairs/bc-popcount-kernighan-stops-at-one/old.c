/* bc-popcount-kernighan-stops-at-one, old: count bits one position at a time. */
int popcount(unsigned x) {
  int c = 0;
  while (x) {
    c += x & 1u;
    x >>= 1;
  }
  return c;
}
