/* goto-backward-loop, old: a loop written with a backward goto. */
int digits(unsigned x) {
  int n = 0;
again:
  n++;
  x /= 10;
  if (x != 0) goto again;
  return n;
}
