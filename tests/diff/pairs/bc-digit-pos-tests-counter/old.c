/* bc-digit-pos-tests-counter, old: the position (from the right) of the first digit d of v. */
int digit_pos(unsigned v, unsigned d) {
  int p = 0;
  while (v != 0) {
    if (v % 10 == d)
      return p;
    v /= 10;
    p++;
  }
  return -1;
}
