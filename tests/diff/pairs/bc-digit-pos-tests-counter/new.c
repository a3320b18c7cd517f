/* bc-digit-pos-tests-counter, new: tests p instead of v after the loop, so a match in the last
 * digit position 0 reads as "no match". */
int digit_pos(unsigned v, unsigned d) {
  int p;
  for (p = 0; v != 0; p++, v /= 10) {
    if (v % 10 == d)
      break;
  }
  if (p == 0)
    return -1;
  return p;
}
