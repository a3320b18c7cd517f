/* eq-popcount-kernighan, new: clear the lowest set bit per iteration. */
int popcount(unsigned x) {
  int c = 0;
  while (x) {
    x &= x - 1u;
    c++;
  }
  return c;
}
