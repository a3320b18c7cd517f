/* bc-popcount-kernighan-capped-20, new: stops after 20 set bits, so it differs only for inputs
 * with 21 or more set bits, past the unrolling bound (wrong twin of eq-popcount-kernighan). */
int popcount(unsigned x) {
  int c = 0;
  while (x) {
    x &= x - 1u;
    c++;
    if (c == 20)
      break;
  }
  return c;
}
