/* bc-digits-do-while-sign, new: the do-while loop stops at the first non-positive quotient. */
int digits(int x) {
  int n = 0;
  do {
    x /= 10;
    n++;
  } while (x > 0);
  return n;
}
