/* bc-popcount-kernighan-stops-at-one, new: clears the lowest set bit while x > 1, so the last set
 * bit is not counted when it is bit 0 (wrong twin of eq-popcount-kernighan). */
int popcount(unsigned x) {
  int c = 0;
  while (x > 1u) {
    x &= x - 1u;
    c++;
  }
  return c;
}
