/* bc-digits-do-while-sign, old: decimal digits of x, while loop from 1. */
int digits(int x) {
  int n = 1;
  while (x >= 10 || x <= -10) {
    x /= 10;
    n++;
  }
  return n;
}
