/* bc-rec-base-case, new: the base cases changed. */
int sumto(int n) {
  if (n <= 0)
    return 1;
  return n + sumto(n - 1);
}

unsigned power(unsigned b, unsigned e) {
  if (e == 0)
    return b;
  return b * power(b, e - 1u);
}
