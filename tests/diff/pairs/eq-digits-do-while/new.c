/* eq-digits-do-while, new: decimal digits of x with a do-while loop. */
int digits(int x) {
  int n = 0;
  do {
    x /= 10;
    n++;
  } while (x != 0);
  return n;
}
