/* goto-backward-loop, new: the same loop as do-while. */
int digits(unsigned x) {
  int n = 0;
  do {
    n++;
    x /= 10;
  } while (x != 0);
  return n;
}
