/* eq-digit-pos-return-vs-break, new: a for loop that breaks at the digit; v == 0 after the loop
 * says no digit matched (a break leaves v holding the matching digit, so v != 0). */
int digit_pos(unsigned v, unsigned d) {
  int p;
  for (p = 0; v != 0; p++, v /= 10) {
    if (v % 10 == d)
      break;
  }
  if (v == 0)
    return -1;
  return p;
}
